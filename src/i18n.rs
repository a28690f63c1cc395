//! Words for people, in their language: Project Fluent messages (`i18n/LANG/mailto_preview.ftl`,
//! compiled into the binary), chosen from the system's preferred languages or the config's
//! `[window] language`, with CLDR plural rules.
//!
//! The window's own words are looked up with `fl!` (the message id and its arguments are
//! checked against the English file when the program is compiled). What the library says (a
//! warning, an error, a repair) is a [`Text`]: a message id and its arguments, put into words
//! by whichever [`Lang`] shows it. Its English rendering is what the command line prints and
//! what the library's errors display as, so each sentence is written once, in the English
//! file. Command-line output stays English: scripts and bug reports read it.
//!
//! Fluent's isolation marks around arguments are turned off: the window lays out right-to-left
//! text itself (`crate::ui`'s bidi), and the marks are exactly the characters it spells out in
//! hostile text.

use std::borrow::Cow;
use std::io::Read as _;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use i18n_embed::fluent::{FluentLanguageLoader, fluent_language_loader};
use i18n_embed::unic_langid::LanguageIdentifier;

/// The translations, compiled in: `LANG/mailto_preview.ftl` and its text, deflated by
/// `build.rs` (0.7 MB of text takes a fifth of that in the binary).
struct Localizations;

/// `(path, deflated text)`, sorted by path.
static CATALOGUES: &[(&str, &[u8])] = include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

impl i18n_embed::I18nAssets for Localizations {
    fn get_files(&self, file_path: &str) -> Vec<Cow<'_, [u8]>> {
        CATALOGUES
            .iter()
            .filter(|(path, _)| *path == file_path)
            .filter_map(|(_, packed)| {
                let mut text = Vec::with_capacity(packed.len() * 5);
                // Built by build.rs from the tree: a catalogue that does not inflate is a
                // broken build, which the tests catch; the language is then left out.
                flate2::read::DeflateDecoder::new(*packed)
                    .read_to_end(&mut text)
                    .ok()?;
                Some(Cow::Owned(text))
            })
            .collect()
    }

    fn filenames_iter(&self) -> Box<dyn Iterator<Item = String> + '_> {
        Box::new(CATALOGUES.iter().map(|(path, _)| (*path).to_owned()))
    }
}

/// A sentence not yet in a language: a message id and its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Text {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// An argument of a [`Text`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// Words as they are (an address, a file name, a server's reply).
    Str(String),
    /// A number (plural rules choose by it).
    Num(i64),
    /// Another sentence, put into the same language.
    Text(Box<Text>),
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Str(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Str(s.to_string())
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Str(s.clone())
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Self {
        Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Self {
        Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<i32> for Arg {
    fn from(n: i32) -> Self {
        Arg::Num(i64::from(n))
    }
}

impl From<u16> for Arg {
    fn from(n: u16) -> Self {
        Arg::Num(i64::from(n))
    }
}

impl From<Text> for Arg {
    fn from(t: Text) -> Self {
        Arg::Text(Box::new(t))
    }
}

impl From<&std::path::Path> for Arg {
    fn from(p: &std::path::Path) -> Self {
        Arg::Str(p.display().to_string())
    }
}

impl From<&std::path::PathBuf> for Arg {
    fn from(p: &std::path::PathBuf) -> Self {
        Arg::Str(p.display().to_string())
    }
}

impl Text {
    /// The message `id`, with no arguments yet.
    pub fn new(id: &'static str) -> Text {
        Text {
            id,
            args: Vec::new(),
        }
    }

    /// With the argument `name`.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Text {
        self.args.push((name, value.into()));
        self
    }

    /// The message id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// Its arguments.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }

    /// In English: what the command line prints and errors display as.
    pub fn english(&self) -> String {
        Lang::english().render(self)
    }
}

/// Displays in English.
impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.english())
    }
}

/// Serializes a sentence as its English words (JSON output is English, like the rest of the
/// command line).
pub fn english<S: serde::Serializer>(text: &Text, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&text.english())
}

/// Several sentences as their English words, joined with "; " (JSON output).
pub fn english_joined<S: serde::Serializer>(texts: &[Text], s: S) -> Result<S::Ok, S::Error> {
    let words: Vec<String> = texts.iter().map(Text::english).collect();
    s.serialize_str(&words.join("; "))
}

/// [`english`] for an optional sentence.
pub fn english_opt<S: serde::Serializer>(text: &Option<Text>, s: S) -> Result<S::Ok, S::Error> {
    match text {
        Some(t) => s.serialize_some(&t.english()),
        None => s.serialize_none(),
    }
}

/// What the library says in sentences: warnings, repairs, errors.
pub trait Localize {
    /// The sentence.
    fn text(&self) -> Text;
}

/// A language the window speaks: its messages (with English beneath, for anything missing),
/// its direction, and its words for keys.
pub struct Lang {
    loader: FluentLanguageLoader,
    tag: LanguageIdentifier,
}

impl std::fmt::Debug for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Lang({})", self.tag)
    }
}

/// A loader with the best languages the binary has for `requested` (English beneath), and
/// those languages, best first. Only the catalogues chosen are inflated and parsed: a window
/// needs one or two of the seventeen.
fn loader_for(requested: &[LanguageIdentifier]) -> (FluentLanguageLoader, Vec<LanguageIdentifier>) {
    let loader: FluentLanguageLoader = fluent_language_loader!();
    // The catalogues are part of the binary and checked by the tests: failing here would
    // mean a broken build, and the message ids are then shown as they are.
    let chosen = i18n_embed::select(&loader, &Localizations, requested).unwrap_or_default();
    loader.set_use_isolating(false);
    (loader, chosen)
}

/// The languages the binary carries, English first.
pub fn available() -> Vec<LanguageIdentifier> {
    let mut tags: Vec<LanguageIdentifier> = CATALOGUES
        .iter()
        .map(|(path, _)| *path)
        .filter_map(|path| path.split('/').next().and_then(|l| l.parse().ok()))
        .collect();
    tags.sort_by_key(|t: &LanguageIdentifier| {
        (
            t.language.as_str() != "en" || t.region.is_some(),
            t.to_string(),
        )
    });
    tags.dedup();
    tags
}

/// English, once parsed: [`Lang::english`], and the person's language when it is English.
static ENGLISH: OnceLock<Arc<Lang>> = OnceLock::new();

impl Lang {
    /// English, the language the program is written in.
    pub fn english() -> Arc<Lang> {
        ENGLISH
            .get_or_init(|| Arc::new(Lang::for_tags(&[english_tag()])))
            .clone()
    }

    /// The best language the binary has for `requested` (most preferred first), negotiated as
    /// fluent-langneg does (`pt-BR` takes `pt-BR`, else `pt`), with English beneath.
    pub fn for_tags(requested: &[LanguageIdentifier]) -> Lang {
        if requested.first().is_some_and(|t| *t == pseudo_tag()) {
            return Lang::pseudo();
        }
        let (loader, chosen) = loader_for(requested);
        let tag = chosen.into_iter().next().unwrap_or_else(english_tag);
        Lang { loader, tag }
    }

    /// The language the person asked for in the config (`[window] language`), else the
    /// system's preferred languages (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG` on Linux;
    /// the user's languages on macOS and Windows, through sys-locale).
    pub fn for_person(configured: Option<&str>) -> Arc<Lang> {
        let requested: Vec<LanguageIdentifier> = configured
            .into_iter()
            .map(str::to_string)
            .chain(system_languages())
            .filter_map(|tag| parse_tag(&tag))
            .collect();
        // A resident process opens a window per click, nearly always in the same language:
        // its catalogues are parsed once, not per window.
        type Last = Option<(Vec<LanguageIdentifier>, Arc<Lang>)>;
        static LAST: Mutex<Last> = Mutex::new(None);
        let mut last = LAST.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((tags, lang)) = &*last
            && *tags == requested
        {
            return lang.clone();
        }
        let mut lang = Arc::new(Lang::for_tags(&requested));
        // English is parsed once: a window in English is also the English the library's
        // sentences are rendered in (which every start asks for).
        if lang.tag == english_tag() {
            lang = ENGLISH.get_or_init(|| lang.clone()).clone();
        }
        *last = Some((requested, lang.clone()));
        lang
    }

    /// The pseudo-locale `en-XA`: the English messages with every letter accented, 40 %
    /// longer and each piece of text in ⟦brackets⟧, so that a word the window shows without
    /// going through the catalogue stands out, and a label that would be clipped in a long
    /// language (German, Russian) is clipped here first. Arguments (addresses, subjects) stay
    /// as they are.
    pub fn pseudo() -> Lang {
        let (loader, _) = loader_for(&[english_tag()]);
        loader.with_bundles_mut(|bundle| bundle.set_transform(Some(pseudo_text)));
        Lang {
            loader,
            tag: pseudo_tag(),
        }
    }

    /// The language's tag (`de`, `pt-BR`).
    pub fn tag(&self) -> &LanguageIdentifier {
        &self.tag
    }

    /// Whether the language is written right to left (its window is mirrored).
    pub fn is_rtl(&self) -> bool {
        self.tag.character_direction() == i18n_embed::unic_langid::CharacterDirection::RTL
    }

    /// The loader, for `fl!`.
    pub fn loader(&self) -> &FluentLanguageLoader {
        &self.loader
    }

    /// `text` in this language.
    pub fn render(&self, text: &Text) -> String {
        debug_assert!(self.loader.has(text.id), "no message {}", text.id);
        if text.args.is_empty() {
            return self.loader.get(text.id);
        }
        let mut args = fluent_bundle::FluentArgs::new();
        for (name, value) in &text.args {
            match value {
                Arg::Str(s) => args.set(*name, s.clone()),
                Arg::Num(n) => args.set(*name, *n),
                Arg::Text(inner) => args.set(*name, self.render(inner)),
            }
        }
        self.loader.get_args_fluent(text.id, Some(&args))
    }

    /// A message without arguments, looked up at run time (for ids built from data).
    pub fn get(&self, id: &'static str) -> String {
        self.render(&Text::new(id))
    }
}

/// The pseudo-locale's tag (`en-XA`, the tag Android and Chromium use for it).
pub fn pseudo_tag() -> LanguageIdentifier {
    LanguageIdentifier::from_bytes(b"en-XA").unwrap_or_default()
}

/// The pseudo-locale's form of a piece of text: accented, padded by 40 %, bracketed.
fn pseudo_text(text: &str) -> std::borrow::Cow<'_, str> {
    if text.trim().is_empty() {
        return text.into();
    }
    const PLAIN: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const ACCENTED: &str = "áƀçđéƒĝĥíĵķĺɱñóþǫŕšťúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŤÚṼŴẊÝŽ";
    let mut out = String::from("⟦");
    for c in text.chars() {
        out.push(
            PLAIN
                .chars()
                .position(|p| p == c)
                .and_then(|i| ACCENTED.chars().nth(i))
                .unwrap_or(c),
        );
    }
    let letters = text.chars().count();
    out.extend(std::iter::repeat_n('·', letters.div_ceil(5) * 2));
    out.push('⟧');
    out.into()
}

/// `en`.
fn english_tag() -> LanguageIdentifier {
    LanguageIdentifier::from_bytes(b"en").unwrap_or_default()
}

/// The system's preferred languages, as POSIX or BCP 47 tags.
fn system_languages() -> Vec<String> {
    // GNU gettext's order: LANGUAGE (a list) first, but not for the C locale.
    let posix = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .find_map(|v| std::env::var(v).ok().filter(|s| !s.is_empty()));
    let mut tags = Vec::new();
    if !matches!(posix.as_deref(), Some("C" | "POSIX") | Some("C.UTF-8"))
        && let Ok(list) = std::env::var("LANGUAGE")
    {
        tags.extend(
            list.split(':')
                .filter(|s| !s.is_empty())
                .map(str::to_string),
        );
    }
    tags.extend(sys_locale::get_locales());
    tags
}

/// A POSIX locale (`pt_BR.UTF-8@euro`) or BCP 47 tag (`pt-BR`) as a language identifier;
/// `None` for `C` and `POSIX`.
pub fn parse_tag(tag: &str) -> Option<LanguageIdentifier> {
    let bare = tag.split(['.', '@']).next()?.replace('_', "-");
    if bare.is_empty() || bare == "C" || bare == "POSIX" {
        return None;
    }
    bare.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_are_read_as_systems_write_them() {
        assert_eq!(
            parse_tag("pt_BR.UTF-8").map(|t| t.to_string()),
            Some("pt-BR".into())
        );
        assert_eq!(
            parse_tag("de_DE@euro").map(|t| t.to_string()),
            Some("de-DE".into())
        );
        assert_eq!(parse_tag("ja").map(|t| t.to_string()), Some("ja".into()));
        assert_eq!(parse_tag("C.UTF-8"), None);
        assert_eq!(parse_tag("POSIX"), None);
    }

    #[test]
    fn the_pseudo_locale_accents_lengthens_and_brackets_text_only() {
        assert_eq!(pseudo_text("Send"), "⟦Šéñđ··⟧");
        assert_eq!(pseudo_text(" "), " ");
        let lang = Lang::for_tags(&[pseudo_tag()]);
        assert_eq!(lang.tag(), &pseudo_tag());
        let t = lang.render(&Text::new("window-title").arg("recipient", "a@b.example"));
        assert!(t.contains("a@b.example") && t.starts_with('⟦'), "{t}");
    }

    #[test]
    fn languages_are_negotiated_with_fallbacks() {
        let tag = |t: &str| parse_tag(t).unwrap();
        assert_eq!(Lang::for_tags(&[tag("xx_YY")]).tag().to_string(), "en");
        assert!(!Lang::english().is_rtl());
    }
}
