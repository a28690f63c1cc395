//! "Did you forget the attachment?": when the subject or the body mentions one and nothing is
//! attached, Send asks first, as Thunderbird does (`mail.compose.attachment_reminder`).
//!
//! A reminder that fires on ordinary sentences teaches people to click it away, so each
//! paragraph is read in its own language: the language it is written in (guessed from its
//! letters among the languages the program speaks, whatever dictionaries are installed) and
//! the window's, never every language's at once. Russian "приложение" is an attachment in "см.
//! приложение" but an app in "установите приложение"; French "joint" is a seal or a joint
//! outside "pièce jointe" and "ci-joint".
//!
//! Each catalogue keeps two lists, the way Thunderbird keeps a keyword list per locale:
//! `attach-reminder-words`, the words and phrases that mean a file is attached, and
//! `attach-reminder-not`, phrases that hold such a word in another sense ("attached to the
//! wall", "Anlage" as a facility). Where phrases of the two lists overlap, the longest wins: "I
//! am attached to this town" is quiet, "attached to this email" asks. Words match whole where
//! the script separates words, and as a part of the text in Chinese, Japanese and Korean (whose
//! words are not separated, or carry particles). Quoted lines (`>`) are someone else's words,
//! and the signature (after a `-- ` line) is the same on every message: both are skipped, as
//! Evolution and Geary skip them.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use whatlang::Detector;

use crate::i18n::{self, Lang, LanguageIdentifier};
use crate::language;

/// Whether `subject` or `body` mentions an attachment, read in the language each is written in
/// and in the window's language `window`.
pub fn mentions_attachment(subject: &str, body: &str, window: &LanguageIdentifier) -> bool {
    let window = catalogue_for(window.language.as_str()).unwrap_or_else(english);
    let paragraphs = paragraphs(body);
    let whole: String = paragraphs.join("\n");
    // A subject is too short to tell its language: it is read in the body's, and the window's.
    let subject_in = [Some(window.clone()), guess(&format!("{subject}\n{whole}"))];
    if mentions(&normalized(subject), &words_of(&subject_in)) {
        return true;
    }
    paragraphs.iter().any(|paragraph| {
        let languages = [Some(window.clone()), guess(paragraph)];
        mentions(&normalized(paragraph), &words_of(&languages))
    })
}

/// The body's paragraphs (runs of lines between blank lines), without quoted lines and without
/// the signature.
fn paragraphs(body: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in body.lines() {
        // RFC 3676 §4.3: "-- " alone on a line starts the signature.
        if line == "-- " || line == "--" {
            break;
        }
        let trimmed = line.trim();
        if trimmed.starts_with('>') {
            continue;
        }
        if trimmed.is_empty() {
            if !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
            continue;
        }
        if !current.is_empty() {
            current.push('\n');
        }
        current.push_str(trimmed);
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// How much of a text the guess reads, in bytes: the first few thousand letters tell as well
/// as all of them.
const SAMPLE_BYTES: usize = 4096;

/// The catalogue of the language `text` is written in, among those the program speaks.
fn guess(text: &str) -> Option<LanguageIdentifier> {
    static DETECTOR: OnceLock<Option<Detector>> = OnceLock::new();
    let detector = DETECTOR.get_or_init(|| {
        let ours: Vec<whatlang::Lang> = i18n::available()
            .iter()
            .filter_map(|tag| language::lang_of(tag.language.as_str()))
            .collect();
        (!ours.is_empty()).then(|| Detector::with_allowlist(ours))
    });
    let mut end = text.len().min(SAMPLE_BYTES);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let lang = detector.as_ref()?.detect_lang(&text[..end])?;
    catalogue_for(language::code_of(lang)?)
}

/// The catalogue's tag for a language code (`pt` is `pt-BR`, `zh` is `zh-CN`).
fn catalogue_for(code: &str) -> Option<LanguageIdentifier> {
    i18n::available()
        .into_iter()
        .find(|tag| tag.language.as_str() == code)
}

fn english() -> LanguageIdentifier {
    i18n::available().into_iter().next().unwrap_or_default()
}

/// The text as the lists are matched against it: lower-cased, typographic apostrophes and
/// no-break spaces made plain, and runs of white space (a phrase broken across lines) one space.
fn normalized(text: &str) -> String {
    let lower = text.to_lowercase();
    let mut out = String::with_capacity(lower.len());
    let mut space = false;
    for c in lower.chars() {
        let c = match c {
            '\u{2019}' | '\u{02BC}' => '\'',
            c if c.is_whitespace() => ' ',
            c => c,
        };
        if c == ' ' {
            if !space {
                out.push(' ');
            }
            space = true;
        } else {
            out.push(c);
            space = false;
        }
    }
    out
}

/// One catalogue's phrases: lower-cased, each with whether it means an attachment.
#[derive(Debug, Default)]
struct Words {
    phrases: Vec<(String, bool)>,
}

/// The phrases of the given languages (each catalogue read once, when first needed).
fn words_of(languages: &[Option<LanguageIdentifier>]) -> Vec<Arc<Words>> {
    static READ: OnceLock<Mutex<HashMap<String, Arc<Words>>>> = OnceLock::new();
    let read = READ.get_or_init(Mutex::default);
    let mut read = match read.lock() {
        Ok(read) => read,
        Err(poisoned) => poisoned.into_inner(),
    };
    let mut out: Vec<Arc<Words>> = Vec::new();
    let mut seen: Vec<&LanguageIdentifier> = Vec::new();
    for tag in languages.iter().flatten() {
        if seen.contains(&tag) {
            continue;
        }
        seen.push(tag);
        let words = read
            .entry(tag.to_string())
            .or_insert_with(|| Arc::new(catalogue_words(tag)));
        out.push(words.clone());
    }
    out
}

fn catalogue_words(tag: &LanguageIdentifier) -> Words {
    let lang = Lang::for_tags(std::slice::from_ref(tag));
    let list = |id: &str| -> Vec<String> {
        if !lang.loader().has(id) {
            return Vec::new();
        }
        lang.loader()
            .get(id)
            .split(',')
            .map(normalized)
            .map(|w| w.trim().to_string())
            .filter(|w| !w.is_empty())
            .collect()
    };
    let mut phrases: Vec<(String, bool)> = list("attach-reminder-words")
        .into_iter()
        .map(|w| (w, true))
        .collect();
    phrases.extend(list("attach-reminder-not").into_iter().map(|w| (w, false)));
    Words { phrases }
}

/// Whether the normalized `text` holds a phrase that means an attachment and is not part of a
/// longer phrase that means something else.
fn mentions(text: &str, lists: &[Arc<Words>]) -> bool {
    // Every occurrence of every phrase: (start, end, means an attachment).
    let mut found: Vec<(usize, usize, bool)> = Vec::new();
    for (phrase, counts) in lists.iter().flat_map(|w| w.phrases.iter()) {
        let whole_words = !phrase.chars().any(unseparated);
        for (at, _) in text.match_indices(phrase.as_str()) {
            let end = at + phrase.len();
            let before = text[..at].chars().next_back();
            let after = text[end..].chars().next();
            let bounded = !before.is_some_and(char::is_alphanumeric)
                && !after.is_some_and(char::is_alphanumeric);
            if !whole_words || bounded {
                found.push((at, end, *counts));
            }
        }
    }
    // The longest first; of two as long, the one that does not count.
    found.sort_by_key(|&(start, end, counts)| (std::cmp::Reverse(end - start), counts));
    let mut taken: Vec<(usize, usize)> = Vec::new();
    for (start, end, counts) in found {
        if taken.iter().any(|&(s, e)| start < e && s < end) {
            continue;
        }
        if counts {
            return true;
        }
        taken.push((start, end));
    }
    false
}

/// Characters of scripts whose words are matched as parts of the text: Han, Hiragana,
/// Katakana and Hangul.
fn unseparated(c: char) -> bool {
    matches!(c as u32,
        0x3040..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF | 0x1100..=0x11FF
        | 0xAC00..=0xD7AF | 0x3130..=0x318F)
}

#[cfg(test)]
mod tests;
