//! Spelling checked as the person types, with the system's Hunspell dictionaries, in the
//! language each paragraph is written in.
//!
//! - [`dictionaries`]: where the dictionaries are (the folders desktops and enchant use) and
//!   which regional variant fits (`en_GB`, `de_CH`, `pt_BR`);
//! - [`words`]: the words worth checking (not addresses, links, numbers, ALL CAPS, quoted
//!   lines or code), with a length cap so hostile text costs little;
//! - [`language`]: each paragraph's language, among those with a dictionary;
//! - [`personal`]: the person's own words, shared with enchant (`~/.config/enchant/<tag>.dic`);
//! - [`Speller`]: checking a text incrementally, suggestions, Ignore and Add to dictionary;
//! - [`SpellWorker`]: the thread that does it for a window, revision by revision.
//!
//! The checker is spellbook, a pure-Rust reading of Hunspell's files (a rewrite of Nuspell): it
//! accepts German compounds as Hunspell does (`Donaudampfschifffahrtsgesellschaft`), so the
//! system's libhunspell is not needed.
//!
//! On macOS and Windows the same code runs over Hunspell dictionaries the person puts in the
//! folders [`dictionaries::search_path`] lists (on macOS `~/Library/Spelling`, where the system
//! takes them too); the systems' own checkers (NSSpellChecker, ISpellChecker) are not used
//! yet, and without a dictionary nothing is marked.

pub mod dictionaries;
pub mod language;
pub mod personal;
pub mod words;

mod checker;
mod worker;

use std::path::PathBuf;

pub use checker::{
    MAX_SUGGEST_CHARS, MAX_SUGGESTIONS, Misspelling, Report, SpellSettings, Speller,
};
pub use worker::{Checked, SpellWorker, Suggestions, TextId};

use crate::i18n::{Localize, Text};

/// Why a word could not be checked or kept.
#[derive(Debug, thiserror::Error)]
#[error("{}", Localize::text(self).english())]
pub enum SpellError {
    /// A dictionary file could not be read or understood.
    Unreadable {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        detail: String,
    },
    /// A dictionary is in an encoding that cannot be read.
    Encoding {
        /// The file.
        path: PathBuf,
        /// The encoding it names.
        encoding: String,
    },
    /// The person's word list could not be written.
    PersonalList {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        detail: String,
    },
    /// What was to be added is not one word.
    NotAWord {
        /// What was given.
        word: String,
    },
    /// No dictionary for the language.
    NoDictionary {
        /// The language or dictionary tag.
        language: String,
    },
    /// The spelling thread could not be started.
    NoThread {
        /// The system's reason.
        detail: String,
    },
}

impl Localize for SpellError {
    fn text(&self) -> Text {
        match self {
            Self::Unreadable { path, detail } => Text::new("spelling-unreadable")
                .arg("path", path)
                .arg("detail", detail),
            Self::Encoding { path, encoding } => Text::new("spelling-encoding")
                .arg("path", path)
                .arg("encoding", encoding),
            Self::PersonalList { path, detail } => Text::new("spelling-personal-list")
                .arg("path", path)
                .arg("detail", detail),
            Self::NotAWord { word } => Text::new("spelling-not-a-word").arg("word", word),
            Self::NoDictionary { language } => missing_dictionary(language),
            Self::NoThread { detail } => Text::new("spelling-no-thread").arg("detail", detail),
        }
    }
}

/// The notice that no dictionary is installed for `language` (ISO 639-1 or a dictionary tag),
/// named in itself, with the package that brings one on Debian and Ubuntu: said once, quietly.
pub fn missing_dictionary(language: &str) -> Text {
    let tag = dictionaries::DictTag::parse(language);
    let (code, region) = match &tag {
        Some(t) => (t.language.as_str(), t.region.as_deref()),
        None => (language, None),
    };
    // The language's own name: a person who writes Greek looks for "Ελληνικά", whatever the
    // window's language, and 17 catalogues need not each name 70 languages.
    Text::new("spelling-no-dictionary")
        .arg("language", crate::language::endonym(code).unwrap_or(code))
        .arg("package", dictionaries::debian_package(code, region))
}

/// The settings for a window: the config's `[window]` (`spell-check`, `spelling-languages`,
/// `language`), and the person's languages for regional variants (the window's first, then the
/// system's locales).
pub fn settings_for(window: &crate::config::WindowSettings, ui_language: &str) -> SpellSettings {
    let mut preferred = Vec::new();
    preferred.extend(window.language.clone());
    preferred.push(ui_language.to_string());
    for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        if let Ok(v) = std::env::var(var)
            && !v.is_empty()
        {
            preferred.push(v);
        }
    }
    preferred.extend(sys_locale::get_locales());
    SpellSettings {
        enabled: window.spell_check,
        languages: window.spelling_languages.clone(),
        preferred,
        word_lists: dictionaries::enchant_config_dirs(),
    }
}
