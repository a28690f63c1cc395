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
//! Every placeable of a sentence (an address, a file name, a number) is an isolated run for
//! the window's display (UAX #9 FSI…PDI), yet the sentence itself is plain text: a mark in it
//! would reach screen readers, window titles, the clipboard and the command line, and it is
//! exactly what the window spells out in hostile text. So Fluent inserts its isolation marks,
//! and rendering takes them out again, remembering where each placeable was
//! ([`placeables`]); the window's bidi layout asks for them by the sentence's text, the only
//! thing that travels from here to the label that shows it.

use std::borrow::Cow;
use std::collections::HashMap;
use std::io::Read as _;
use std::ops::Range;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use i18n_embed::fluent::{FluentLanguageLoader, fluent_language_loader};
/// A language tag (`pt-BR`), as the catalogues are named.
pub use i18n_embed::unic_langid::LanguageIdentifier;

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
    /// A size in bytes, written as the language writes sizes ([`Lang::size`]).
    Size(Size),
}

/// A size in bytes, for a sentence: exactly (`120,434 bytes`) or in the units people read
/// (`1.4 MB`, `31 MB`), each as the language writes numbers and units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Size {
    /// Every byte counted, the digits grouped as the language groups them.
    Exact(u64),
    /// Bytes under a kilobyte, then kB, MB or GB (powers of 1000, as the window's list of
    /// files counts them) with at most one decimal below 100, rounded as said.
    About(u64, Rounding),
}

/// How [`Size::About`] rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rounding {
    /// To the nearest: a file's size.
    Nearest,
    /// Up: a message over a limit never reads as within it.
    Up,
    /// Down: a limit never reads as more than it is.
    Down,
}

impl Size {
    /// `bytes` in the units people read, rounded to the nearest.
    pub fn about(bytes: u64) -> Self {
        Self::About(bytes, Rounding::Nearest)
    }
}

impl From<Size> for Arg {
    fn from(s: Size) -> Self {
        Arg::Size(s)
    }
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
    /// Parsed when a sentence is first asked for, not when the language is chosen: a root
    /// start has a child process draw the first frame, and its parent, which connects to the
    /// window system meanwhile, needs the sentences only after that frame is on screen
    /// (`crate::host`); parsing took 0.9 ms (English) to 1.9 ms (Japanese, English beneath)
    /// of the start's path to its window.
    loader: OnceLock<Loader>,
    /// What the loader is built for (most preferred first).
    requested: Vec<LanguageIdentifier>,
    tag: LanguageIdentifier,
}

/// What `fl!` renders with (the window's `tr!` passes [`Lang::loader`]): Fluent's loader, whose
/// sentences come out as plain text with their placeables remembered ([`placeables`]).
pub struct Loader(FluentLanguageLoader);

impl Loader {
    /// The message `id`, which has no arguments.
    pub fn get(&self, id: &str) -> String {
        plain(self.0.get(id))
    }

    /// The message `id` with `args` (what `fl!` calls with arguments).
    pub fn get_args_concrete<'args>(
        &self,
        id: &str,
        args: HashMap<&'args str, fluent_bundle::FluentValue<'args>>,
    ) -> String {
        plain(self.0.get_args_concrete(id, args))
    }

    /// Whether the language, or English beneath it, has the message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.0.has(id)
    }

    fn get_args_fluent(&self, id: &str, args: Option<&fluent_bundle::FluentArgs<'_>>) -> String {
        plain(self.0.get_args_fluent(id, args))
    }
}

impl std::fmt::Debug for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Lang({})", self.tag)
    }
}

/// A loader with the best languages the binary has for `requested` (English beneath). Only
/// the catalogues chosen are inflated and parsed: a window needs one or two of the seventeen.
fn loader_for(requested: &[LanguageIdentifier]) -> Loader {
    let loader: FluentLanguageLoader = fluent_language_loader!();
    // The catalogues are part of the binary and checked by the tests: failing here would
    // mean a broken build, and the message ids are then shown as they are.
    let _ = i18n_embed::select(&loader, &Localizations, requested);
    // Fluent's isolation marks show where the placeables are; `plain` takes them out.
    loader.set_use_isolating(true);
    loader.with_bundles_mut(|bundle| bundle.set_formatter(Some(escape_marks)));
    Loader(loader)
}

/// The language `requested` gets, chosen as [`i18n_embed::select`] chooses (fluent-langneg's
/// filtering against the catalogues' languages, English the default) but without parsing
/// anything.
fn negotiate(requested: &[LanguageIdentifier]) -> LanguageIdentifier {
    // i18n-embed's list of what is available: the catalogues' folders, sorted as text.
    let mut available: Vec<LanguageIdentifier> = CATALOGUES
        .iter()
        .filter_map(|(path, _)| path.split('/').next())
        .filter_map(|l| l.parse().ok())
        .collect();
    available.sort_by_cached_key(ToString::to_string);
    available.dedup();
    let english = english_tag();
    fluent_langneg::negotiate_languages(
        requested,
        &available,
        Some(&english),
        fluent_langneg::NegotiationStrategy::Filtering,
    )
    .first()
    .map_or(english.clone(), |&tag| tag.clone())
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
        Lang {
            loader: OnceLock::new(),
            requested: requested.to_vec(),
            tag: negotiate(requested),
        }
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
        Lang {
            loader: OnceLock::new(),
            requested: vec![english_tag()],
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
    pub fn loader(&self) -> &Loader {
        self.loader.get_or_init(|| {
            let loader = loader_for(&self.requested);
            if self.tag == pseudo_tag() {
                loader
                    .0
                    .with_bundles_mut(|bundle| bundle.set_transform(Some(pseudo_text)));
            }
            loader
        })
    }

    /// `text` in this language, as plain text (its placeables remembered, [`placeables`]).
    pub fn render(&self, text: &Text) -> String {
        debug_assert!(self.loader().has(text.id), "no message {}", text.id);
        if text.args.is_empty() {
            return self.loader().get(text.id);
        }
        let mut args = fluent_bundle::FluentArgs::new();
        for (name, value) in &text.args {
            match value {
                Arg::Str(s) => args.set(*name, s.clone()),
                Arg::Num(n) => args.set(*name, *n),
                // Rendered first: its own placeables are remembered, and found again inside
                // this sentence's placeable.
                Arg::Text(inner) => args.set(*name, self.render(inner)),
                Arg::Size(size) => args.set(*name, self.size(*size)),
            }
        }
        self.loader().get_args_fluent(text.id, Some(&args))
    }

    /// `size` as this language writes it: `120,434 bytes`, `1.4 MB`, `1,4 Mo`, `31 МБ`. The
    /// units are the catalogue's (`size-bytes`, `size-kb`, `size-mb`, `size-gb`, and
    /// `size-bytes-exact` with the count for its plural form); the decimal separator is
    /// `number-decimal-separator`, and exact counts are grouped as CLDR says (Fluent 0.16 does
    /// neither by itself).
    pub fn size(&self, size: Size) -> String {
        let (bytes, rounding) = match size {
            Size::Exact(bytes) => {
                let mut args = fluent_bundle::FluentArgs::new();
                args.set("count", bytes);
                args.set("shown", numbers::grouped(self.tag.language.as_str(), bytes));
                return self
                    .loader()
                    .get_args_fluent("size-bytes-exact", Some(&args));
            }
            Size::About(bytes, rounding) => (bytes, rounding),
        };
        if bytes < 1000 {
            return self.render(&Text::new("size-bytes").arg("count", bytes));
        }
        let (id, unit) = [("size-gb", 1e9), ("size-mb", 1e6)]
            .into_iter()
            .find(|(_, unit)| bytes as f64 >= *unit)
            .unwrap_or(("size-kb", 1e3));
        let value = bytes as f64 / unit;
        let round = |x: f64| match rounding {
            Rounding::Nearest => x.round(),
            Rounding::Up => x.ceil(),
            Rounding::Down => x.floor(),
        };
        let tenths = round(value * 10.0) as u64;
        let shown = if value >= 100.0 || tenths.is_multiple_of(10) {
            format!("{}", round(value) as u64)
        } else {
            format!(
                "{}{}{}",
                tenths / 10,
                self.get("number-decimal-separator"),
                tenths % 10
            )
        };
        self.render(&Text::new(id).arg("size", shown))
    }

    /// A message without arguments, looked up at run time (for ids built from data).
    pub fn get(&self, id: &'static str) -> String {
        self.render(&Text::new(id))
    }
}

/// Whole numbers as a language groups their digits (CLDR's symbols for the Latin digits every
/// catalogue uses): the separator, and where groups start.
mod numbers {
    /// `n` with its digits grouped as language `language` groups them.
    pub(super) fn grouped(language: &str, n: u64) -> String {
        let (group, min_grouping, indian) = match language {
            "de" | "it" | "tr" | "pt" => (".", 1, false),
            "es" => (".", 2, false),
            "fr" => ("\u{202f}", 1, false),
            "pl" => ("\u{a0}", 2, false),
            "ru" | "uk" => ("\u{a0}", 1, false),
            "hi" => (",", 1, true),
            _ => (",", 1, false),
        };
        let digits = n.to_string();
        if digits.len() < 4 + (min_grouping - 1) {
            return digits;
        }
        // Group sizes from the right: three, then three (or two, in Indian grouping).
        let mut sizes = Vec::new();
        let mut rest = digits.len();
        while rest > 0 {
            let size = if sizes.is_empty() || !indian { 3 } else { 2 };
            let size = size.min(rest);
            sizes.push(size);
            rest -= size;
        }
        let mut out = String::new();
        let mut at = 0;
        for (i, size) in sizes.iter().rev().enumerate() {
            if i > 0 {
                out.push_str(group);
            }
            out.push_str(&digits[at..at + size]);
            at += size;
        }
        out
    }

    #[cfg(test)]
    mod tests {
        use super::grouped;

        #[test]
        fn digits_are_grouped_as_each_language_groups_them() {
            assert_eq!(grouped("en", 120_434), "120,434");
            assert_eq!(grouped("en", 999), "999");
            assert_eq!(grouped("de", 1_234_567), "1.234.567");
            assert_eq!(grouped("fr", 165_012), "165\u{202f}012");
            assert_eq!(grouped("es", 1_234), "1234");
            assert_eq!(grouped("es", 12_345), "12.345");
            assert_eq!(grouped("pl", 1_234), "1234");
            assert_eq!(grouped("ru", 1_234), "1\u{a0}234");
            assert_eq!(grouped("hi", 12_345_678), "1,23,45,678");
            assert_eq!(grouped("ja", 1_000), "1,000");
        }
    }
}

/// First Strong Isolate and Pop Directional Isolate: the marks Fluent puts around a placeable.
const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';
/// Starts an escaped character in a formatted argument. A noncharacter, which Unicode keeps for
/// a program's internal use; an argument that holds one anyway has it escaped too.
const ESCAPE: char = '\u{FDD0}';

/// The bundles' formatter: an argument's own FSI, PDI or [`ESCAPE`] is escaped, so that the
/// only marks in a sentence are Fluent's (a hostile address may hold an FSI, which the window
/// must spell out, not take for a placeable's end). Fluent formats each argument it writes and
/// then the whole sentence once more (`FluentBundle::format_pattern`), so its own marks come
/// out escaped once and an argument's characters twice; [`plain`] undoes both.
fn escape_marks<M>(value: &fluent_bundle::FluentValue<'_>, _: &M) -> Option<String> {
    let fluent_bundle::FluentValue::String(s) = value else {
        return None;
    };
    if !s.contains([FSI, PDI, ESCAPE]) {
        return None;
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            ESCAPE => out.extend([ESCAPE, '0']),
            FSI => out.extend([ESCAPE, '1']),
            PDI => out.extend([ESCAPE, '2']),
            c => out.push(c),
        }
    }
    Some(out)
}

/// [`escape_marks`] undone once.
fn unescape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != ESCAPE {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('0') => out.push(ESCAPE),
            Some('1') => out.push(FSI),
            Some('2') => out.push(PDI),
            other => out.extend(std::iter::once(ESCAPE).chain(other)),
        }
    }
    out
}

/// A sentence as Fluent formatted it, as plain text: its isolation marks taken out and the
/// places where they stood remembered ([`placeables`]), its arguments' own characters restored.
fn plain(formatted: String) -> String {
    if !formatted.contains([FSI, PDI, ESCAPE]) {
        return formatted;
    }
    // Bare marks mean the whole was not formatted again (a message that was not found).
    let marked = if formatted.contains([FSI, PDI]) {
        formatted
    } else {
        unescape(&formatted)
    };
    let mut text = String::with_capacity(marked.len());
    let mut open = Vec::new();
    let mut ranges = Vec::new();
    let mut chars = marked.chars();
    while let Some(c) = chars.next() {
        match c {
            FSI => open.push(text.len()),
            PDI => {
                if let Some(start) = open.pop() {
                    ranges.push(start..text.len());
                }
            }
            ESCAPE => match chars.next() {
                Some('0') => text.push(ESCAPE),
                Some('1') => text.push(FSI),
                Some('2') => text.push(PDI),
                other => text.extend(std::iter::once(ESCAPE).chain(other)),
            },
            c => text.push(c),
        }
    }
    // Fluent closes what it opens; a sentence cut short (too many placeables) ends its runs.
    while let Some(start) = open.pop() {
        ranges.push(start..text.len());
    }
    remember(&text, ranges);
    text
}

/// The placeables of sentences rendered a moment ago, by their text: two generations, so that
/// what every frame shows stays and what is no longer shown is forgotten.
#[derive(Default)]
struct Recent {
    young: HashMap<String, Arc<[Range<usize>]>>,
    old: HashMap<String, Arc<[Range<usize>]>>,
}

impl Recent {
    /// Sentences a window shows at once, many times over.
    const GENERATION: usize = 512;

    fn get(&mut self, text: &str) -> Option<Arc<[Range<usize>]>> {
        if let Some(found) = self.young.get(text) {
            return Some(found.clone());
        }
        let found = self.old.get(text)?.clone();
        self.insert(text, found.clone());
        Some(found)
    }

    fn insert(&mut self, text: &str, ranges: Arc<[Range<usize>]>) {
        if self.young.len() >= Self::GENERATION {
            self.old = std::mem::take(&mut self.young);
        }
        self.young.insert(text.to_string(), ranges);
    }
}

static RECENT: OnceLock<Mutex<Recent>> = OnceLock::new();

fn recent() -> std::sync::MutexGuard<'static, Recent> {
    RECENT
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
}

/// Remembers `ranges` as the placeables of `text`, with those of a placeable that is itself a
/// sentence rendered a moment ago (a warning inside "Warning: { $message }"), and the same for
/// `text` with its suspicious characters spelled out, as the window shows it.
fn remember(text: &str, mut ranges: Vec<Range<usize>>) {
    ranges.retain(|r| !r.is_empty());
    if ranges.is_empty() {
        return;
    }
    let mut recent = recent();
    let mut nested = Vec::new();
    for r in &ranges {
        if let Some(inner) = recent.get(&text[r.clone()]) {
            nested.extend(inner.iter().map(|i| i.start + r.start..i.end + r.start));
        }
    }
    ranges.extend(nested);
    // Outer before inner, in order: the order the window opens them in.
    ranges.sort_by_key(|r| (r.start, std::cmp::Reverse(r.end)));
    ranges.dedup();
    if recent
        .young
        .get(text)
        .is_some_and(|known| **known == *ranges)
    {
        return;
    }
    if let Some((shown, shown_ranges)) = spelled_out(text, &ranges) {
        recent.insert(&shown, shown_ranges.into());
    }
    recent.insert(text, ranges.into());
}

/// `text` as [`crate::visible::make_visible`] shows it on one line, with `ranges` moved to
/// match; `None` when nothing in it is spelled out, or when a character's spelling depends on
/// a neighbour across a placeable's edge.
fn spelled_out(text: &str, ranges: &[Range<usize>]) -> Option<(String, Vec<Range<usize>>)> {
    use crate::visible::{has_suspicious, make_visible};
    if !has_suspicious(text) {
        return None;
    }
    let mut cuts: Vec<usize> = ranges.iter().flat_map(|r| [r.start, r.end]).collect();
    cuts.extend([0, text.len()]);
    cuts.sort_unstable();
    cuts.dedup();
    let mut moved = Vec::with_capacity(cuts.len());
    let mut shown = String::with_capacity(text.len() + 16);
    for pair in cuts.windows(2) {
        moved.push((pair[0], shown.len()));
        shown.push_str(&make_visible(text.get(pair[0]..pair[1])?, false));
    }
    moved.push((text.len(), shown.len()));
    if shown != make_visible(text, false) {
        return None;
    }
    let at = |p: usize| {
        moved
            .binary_search_by_key(&p, |(cut, _)| *cut)
            .ok()
            .map(|i| moved[i].1)
    };
    let ranges = ranges
        .iter()
        .map(|r| Some(at(r.start)?..at(r.end)?))
        .collect::<Option<Vec<_>>>()?;
    Some((shown, ranges))
}

/// Where the placeables of `text` are, when it is a sentence rendered a moment ago (by any
/// [`Lang`], or through the window's `tr!`), as it was rendered or with its suspicious
/// characters spelled out: byte ranges, outer before inner. Empty for any other text. The
/// window shows each as an isolated run (UAX #9 FSI…PDI), so that an Arabic address keeps to
/// its place in a Japanese sentence.
pub fn placeables(text: &str) -> Arc<[Range<usize>]> {
    if text.is_empty() {
        return Arc::new([]);
    }
    recent().get(text).unwrap_or_else(|| Arc::new([]))
}

/// `text`, a sentence rendered a moment ago, as one piece of words from now on: its
/// placeables are forgotten, so that inside another sentence it is one isolated run whose
/// direction is its own first letter's. For text made only of the program's own words and
/// numbers (a date): a run that is nothing but isolated parts takes no direction from them
/// (UAX #9 skips isolates when it looks for the first strong letter) and reads left to right,
/// which put an Arabic date's year first.
pub fn as_one_piece(text: String) -> String {
    let mut recent = recent();
    recent.young.remove(&text);
    recent.old.remove(&text);
    text
}

/// A part of a line put together outside the catalogue, for [`compose`].
#[derive(Debug, Clone, Copy)]
pub enum Part<'a> {
    /// Layout between placeables (an indent, ": ").
    Text(&'a str),
    /// Words of their own, as a placeable of a message would be: a header field's name, its
    /// value, a sentence.
    Placeable(&'a str),
}

/// `parts` one after another, as plain text, with each [`Part::Placeable`] (and the
/// placeables of a sentence inside it) remembered as a message's would be ([`placeables`]):
/// a line the window puts together itself ("name: value", an indented reason) shows its parts
/// as isolated runs too.
pub fn compose(parts: &[Part<'_>]) -> String {
    let mut text = String::with_capacity(
        parts
            .iter()
            .map(|p| match p {
                Part::Text(t) | Part::Placeable(t) => t.len(),
            })
            .sum(),
    );
    let mut ranges = Vec::new();
    for part in parts {
        match part {
            Part::Text(t) => text.push_str(t),
            Part::Placeable(p) => {
                ranges.push(text.len()..text.len() + p.len());
                text.push_str(p);
            }
        }
    }
    remember(&text, ranges);
    text
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
mod tests;
