//! The system's fonts for what egui's bundled fonts lack (Arabic, Hebrew, CJK, Indic and other
//! scripts, symbols) and its colour emoji font: found through fontique, which asks fontconfig,
//! and remembered for the next start.
//!
//! Finding them means enumerating the system's fonts: fontconfig reads its configuration (dozens
//! of files) and caches, and fontique then compares candidates' character maps. That is tens of
//! milliseconds and a few MiB on each start whose first frame shows such a script, more than the
//! window itself costs. So each font found is remembered in the cache folder (`system-fonts`): the
//! file, its index in a collection, and what it was found for (the script, the locale, sans
//! or monospace). The next start maps the remembered file and checks that it has the character;
//! it enumerates only when nothing remembered has it. The remembered fonts are dropped when the
//! system's fonts may have changed: the file keeps the modification times of fontconfig's
//! configuration, of its caches (which `fc-cache` rewrites when a package adds fonts) and of the
//! font folders, and a start that sees other times forgets them.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;

use fontique::{
    Blob, Collection, CollectionOptions, FallbackKey, GenericFamily, Language, QueryFamily,
    QueryStatus, Script, SourceCache, SourceCacheOptions, SourceId, SourceInfo, SourceKind,
};
use skrifa::MetadataProvider as _;

/// A font for a character, mapped from its file.
pub struct Found {
    /// The file's bytes.
    pub data: Blob<u8>,
    /// The font's index in a collection file (`.ttc`); 0 for a single font.
    pub index: u32,
    /// A name for the font that is the same each time it is found (its file and index).
    pub name: String,
    /// The file.
    path: PathBuf,
}

/// Which of the system's generic families a character is asked for in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Generic {
    /// Proportional text.
    Sans,
    /// Fixed-width text.
    Monospace,
}

/// A font that has a glyph egui can draw for `c`, in `generic`: one remembered from an earlier
/// start, else one the system's fonts give (enumerating them first, if no call did yet).
pub fn font_for(c: char, generic: Generic) -> Option<Found> {
    let key = Key::for_char(c, generic, locale());
    let mut fonts = fonts();
    if let Some(found) = fonts.remembered_with(&key, |font| can_draw(font, c)) {
        crate::startup_trace::mark("system fonts: a remembered font mapped");
        return Some(found);
    }
    let found = fonts.search(&key, c)?;
    fonts.remember(key, &found);
    Some(found)
}

/// The system's colour emoji font (one with bitmap glyphs), remembered or looked for.
pub fn emoji_font() -> Option<Found> {
    let key = Key::emoji();
    let mut fonts = fonts();
    if let Some(found) = fonts.remembered_with(&key, has_bitmaps) {
        return Some(found);
    }
    let found = fonts.search_emoji()?;
    fonts.remember(key, &found);
    Some(found)
}

/// Starts enumerating the system's fonts on a thread of its own, unless a remembered font has
/// each of `chars` (as sans-serif text): so that a first frame that needs a font nothing
/// remembers does not wait for the whole enumeration. Returns whether it started.
pub fn prepare_for(chars: &[char]) -> bool {
    let locale = locale();
    let mut fonts = fonts();
    // As egui will: a character that a font found for an earlier one has is not asked for.
    let mut chosen: Vec<Found> = Vec::new();
    for &c in chars {
        if chosen.iter().any(|font| can_draw(font, c)) {
            continue;
        }
        let key = Key::for_char(c, Generic::Sans, locale);
        match fonts.remembered_with(&key, |font| can_draw(font, c)) {
            Some(found) => chosen.push(found),
            None => {
                fonts.enumeration.start();
                return true;
            }
        }
    }
    false
}

/// Whether no font is remembered for this system (the first start, or the system's fonts
/// changed since): then the fonts a window needs beyond the bundled ones must be enumerated.
pub fn nothing_remembered() -> bool {
    fonts().remembered.is_empty()
}

/// The locale that picks between fonts of one script (a Japanese or a Chinese font for Han):
/// the system's.
fn locale() -> Option<Language> {
    static LOCALE: std::sync::OnceLock<Option<Language>> = std::sync::OnceLock::new();
    *LOCALE.get_or_init(|| {
        sys_locale::get_locale().and_then(|tag| Language::parse(&tag.replace('_', "-")).ok())
    })
}

/// What a font was found for: a script (`Zyyy` for characters that belong to none: symbols,
/// punctuation), the locale that chose between the script's fonts, and the family.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Key {
    script: Script,
    locale: Option<Language>,
    family: &'static str,
}

/// The script tag of characters shared by scripts.
const COMMON: Script = Script::from_bytes(*b"Zyyy");
/// Han (CJK ideographs).
const HAN: Script = Script::from_bytes(*b"Hani");

impl Key {
    fn for_char(c: char, generic: Generic, locale: Option<Language>) -> Key {
        Key {
            script: script_of(c).unwrap_or(COMMON),
            locale,
            family: match generic {
                Generic::Sans => "sans",
                Generic::Monospace => "mono",
            },
        }
    }

    fn emoji() -> Key {
        Key {
            script: Script::from_bytes(*b"Zsye"),
            locale: None,
            family: "emoji",
        }
    }

    fn generic(&self) -> GenericFamily {
        match self.family {
            "mono" => GenericFamily::Monospace,
            "emoji" => GenericFamily::Emoji,
            _ => GenericFamily::SansSerif,
        }
    }

    /// As a line of the remembered file: `SCRIPT LOCALE FAMILY` (`-` for no locale).
    fn to_words(&self) -> String {
        let locale = self.locale.as_ref().map_or("-", |l| l.as_str());
        format!("{} {locale} {}", self.script.as_str(), self.family)
    }

    fn from_words(script: &str, locale: &str, family: &str) -> Option<Key> {
        Some(Key {
            script: Script::parse(script).ok()?,
            locale: match locale {
                "-" => None,
                tag => Some(Language::parse(tag).ok()?),
            },
            family: ["sans", "mono", "emoji"]
                .into_iter()
                .find(|known| *known == family)?,
        })
    }
}

/// The script of `c`, or `None` for characters shared by scripts (digits, punctuation,
/// symbols, combining marks).
fn script_of(c: char) -> Option<Script> {
    use unicode_script::UnicodeScript as _;
    match c.script() {
        unicode_script::Script::Common
        | unicode_script::Script::Inherited
        | unicode_script::Script::Unknown => None,
        script => Script::parse(script.short_name()).ok(),
    }
}

/// A remembered font: what it was found for, and its file.
#[derive(Debug, Clone, PartialEq)]
struct Remembered {
    key: Key,
    index: u32,
    path: PathBuf,
}

/// The process's fonts: the remembered ones, the mapped files, and the enumeration once begun.
struct Fonts {
    /// The fingerprint of the system's fonts now (`None`: nothing to tell a change by, so
    /// nothing is remembered).
    fingerprint: Option<u64>,
    remembered: Vec<Remembered>,
    /// Each file mapped once, whoever found it.
    sources: SourceCache,
    /// The paths' source identities for `sources`.
    source_ids: Vec<(PathBuf, SourceId)>,
    enumeration: Enumeration,
}

/// The enumeration of the system's fonts: not begun, running on its thread, or done.
#[derive(Default)]
struct Enumeration {
    running: Option<JoinHandle<Collection>>,
    done: Option<Collection>,
}

impl Enumeration {
    /// Starts the enumeration on a thread of its own, unless it began already.
    fn start(&mut self) {
        if self.running.is_some() || self.done.is_some() {
            return;
        }
        crate::startup_trace::mark("system fonts: enumeration started");
        // Not a `Task`: the enumeration is joined by whichever frame first needs a font.
        match std::thread::Builder::new()
            .name("system-fonts".into())
            .spawn(enumerate)
        {
            Ok(handle) => self.running = Some(handle),
            Err(_) => self.done = Some(enumerate()),
        }
    }

    /// The system's fonts: waits for the enumeration, starting it if need be.
    fn wait(&mut self) -> &mut Collection {
        self.start();
        if let Some(handle) = self.running.take() {
            // A panic inside the enumeration (fontconfig's parsing) leaves no fonts to offer,
            // not a panic here.
            self.done = Some(handle.join().unwrap_or_else(|_| empty_collection()));
        }
        self.done.get_or_insert_with(empty_collection)
    }
}

fn fonts() -> MutexGuard<'static, Fonts> {
    static FONTS: std::sync::LazyLock<Mutex<Fonts>> = std::sync::LazyLock::new(|| {
        let fingerprint = fingerprint();
        let remembered = fingerprint
            .and_then(|now| {
                let text = super::remembered::read(REMEMBERED)?;
                let (then, fonts) = parse_remembered(&text)?;
                (then == now).then_some(fonts)
            })
            .unwrap_or_default();
        Mutex::new(Fonts {
            fingerprint,
            remembered,
            sources: SourceCache::new(SourceCacheOptions::default()),
            source_ids: Vec::new(),
            enumeration: Enumeration::default(),
        })
    });
    FONTS.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The remembered fonts' file in the cache folder.
const REMEMBERED: &str = "system-fonts";
/// The remembered file's first line: a file of another format is not read.
const REMEMBERED_HEADER: &str = "mailto-preview system fonts 1";

impl Fonts {
    /// The first font remembered for `key` whose file still maps and passes `check`; else the
    /// first remembered for another script in the same locale and family that passes it (egui
    /// draws a character with any font found before that has it: the Japanese font found for
    /// kana draws the kanji that follow, and only the kana's font was asked for).
    fn remembered_with(&mut self, key: &Key, check: impl Fn(&Found) -> bool) -> Option<Found> {
        let same_script = self.remembered.iter().filter(|r| r.key == *key);
        let same_kind = self
            .remembered
            .iter()
            .filter(|r| r.key != *key && r.key.locale == key.locale && r.key.family == key.family);
        let candidates: Vec<(PathBuf, u32)> = same_script
            .chain(same_kind)
            .map(|r| (r.path.clone(), r.index))
            .collect();
        candidates.into_iter().find_map(|(path, index)| {
            let found = self.load(&path, index)?;
            check(&found).then_some(found)
        })
    }

    /// Maps the font file at `path` (once per process), if it is a regular file.
    fn load(&mut self, path: &Path, index: u32) -> Option<Found> {
        // A FIFO or a device named in a damaged cache file must not block or be read.
        if !std::fs::metadata(path).ok()?.is_file() {
            return None;
        }
        let id = match self.source_ids.iter().find(|(p, _)| p == path) {
            Some((_, id)) => *id,
            None => {
                let id = SourceId::new();
                self.source_ids.push((path.to_path_buf(), id));
                id
            }
        };
        let data = self
            .sources
            .get(&SourceInfo::new(id, SourceKind::Path(path.into())))?;
        Some(Found {
            data,
            index,
            name: format!("system:{}:{index}", path.display()),
            path: path.to_path_buf(),
        })
    }

    /// The system's font for `key` that has a glyph for `c`, asking the locale's fallback first
    /// and, for Han, the other Han locales' (each locale's CJK font covers other characters).
    fn search(&mut self, key: &Key, c: char) -> Option<Found> {
        let generic = key.generic();
        let (path, index) = {
            let collection = self.enumeration.wait();
            // The candidates' files are mapped for the query only: the one chosen is mapped
            // again below, and the others are let go.
            let mut sources = SourceCache::new(SourceCacheOptions::default());
            let mut query = collection.query(&mut sources);
            let mut hit = None;
            if key.script == COMMON {
                // Symbols belong to no script, so no fallback list names a font for them:
                // the generic families are asked instead.
                query.set_families(
                    [
                        generic,
                        GenericFamily::SystemUi,
                        GenericFamily::Emoji,
                        GenericFamily::Math,
                        GenericFamily::Serif,
                        GenericFamily::Monospace,
                    ]
                    .map(QueryFamily::Generic),
                );
                query.matches_with(|font| first_drawing(font, c, &mut hit));
            } else {
                for locale in locales_to_try(key) {
                    query.set_families([QueryFamily::Generic(generic)]);
                    query.set_fallbacks(FallbackKey::new(key.script, locale.as_ref()));
                    query.matches_with(|font| first_drawing(font, c, &mut hit));
                    if hit.is_some() {
                        break;
                    }
                }
            }
            drop(query);
            let (family, position, index) = hit?;
            let info = collection.family(family)?;
            let font = info.fonts().get(position)?;
            match font.source().kind() {
                SourceKind::Path(path) => (path.to_path_buf(), index),
                SourceKind::Memory(_) => return None,
            }
        };
        crate::startup_trace::mark("system fonts: a fallback font looked up");
        self.load(&path, index)
    }

    /// The first font of the system's emoji families with bitmap glyphs.
    fn search_emoji(&mut self) -> Option<Found> {
        let collection = self.enumeration.wait();
        let families: Vec<_> = collection.generic_families(GenericFamily::Emoji).collect();
        let candidates: Vec<(PathBuf, u32)> = families
            .into_iter()
            .filter_map(|id| collection.family(id))
            .flat_map(|family| {
                family
                    .fonts()
                    .iter()
                    .filter_map(|font| match font.source().kind() {
                        SourceKind::Path(path) => Some((path.to_path_buf(), font.index())),
                        SourceKind::Memory(_) => None,
                    })
                    .collect::<Vec<_>>()
            })
            .collect();
        candidates
            .into_iter()
            .filter_map(|(path, index)| self.load(&path, index))
            .find(has_bitmaps)
    }

    /// Remembers `found` for `key`, and writes the remembered fonts for the next start (on a
    /// thread: it writes a file).
    fn remember(&mut self, key: Key, found: &Found) {
        let Some(fingerprint) = self.fingerprint else {
            return;
        };
        let entry = Remembered {
            key,
            index: found.index,
            path: found.path.clone(),
        };
        if self.remembered.contains(&entry) {
            return;
        }
        self.remembered.push(entry);
        let text = format_remembered(fingerprint, &self.remembered);
        // The list only grows, so its length orders the writes: one that was overtaken by a
        // later (longer) list does not replace it.
        let length = self.remembered.len();
        static WRITTEN: Mutex<usize> = Mutex::new(0);
        // Not a `Task`: a write nobody waits for, with no result and no window to wake.
        let _ = std::thread::Builder::new()
            .name("remember".into())
            .spawn(move || {
                let mut written = WRITTEN.lock().unwrap_or_else(PoisonError::into_inner);
                if length > *written {
                    super::remembered::write(REMEMBERED, &text);
                    *written = length;
                }
            });
    }
}

fn enumerate() -> Collection {
    Collection::new(CollectionOptions {
        shared: false,
        system_fonts: true,
    })
}

fn empty_collection() -> Collection {
    Collection::new(CollectionOptions {
        shared: false,
        system_fonts: false,
    })
}

/// The locales whose fallback fonts are asked for `key`'s script, in order.
fn locales_to_try(key: &Key) -> Vec<Option<Language>> {
    let mut locales = vec![key.locale.map(|l| han_locale(key.script, l))];
    if key.script == HAN {
        // One locale's CJK font lacks characters another's has (a Japanese font lacks many
        // Simplified Chinese ones), so the others are asked when the first has no glyph.
        locales.extend(
            ["zh-SG", "zh-TW", "ja", "ko"]
                .iter()
                .filter_map(|tag| Language::parse(tag).ok())
                .map(Some),
        );
    }
    locales
}

/// For Han in a Simplified Chinese locale, the locale fontique keeps for it: fontique treats
/// `zh-CN` as Han's default and answers it with whatever font the first locale-less Han
/// lookup found (often the Japanese one), so Singapore's, which is also Simplified, is asked.
fn han_locale(script: Script, locale: Language) -> Language {
    let simplified = locale.language() == "zh"
        && locale.script() != Some("Hant")
        && !matches!(locale.region(), Some("HK" | "TW" | "MO"));
    if script == HAN && simplified {
        Language::parse("zh-SG").unwrap_or(locale)
    } else {
        locale
    }
}

/// Keeps the first font of a query that draws `c`, as (family, position in it, index).
fn first_drawing(
    font: &fontique::QueryFont,
    c: char,
    hit: &mut Option<(fontique::FamilyId, usize, u32)>,
) -> QueryStatus {
    if draws(font.blob.as_ref(), font.index, c) {
        *hit = Some((font.family.0, font.family.1, font.index));
        QueryStatus::Stop
    } else {
        QueryStatus::Continue
    }
}

/// Whether the font has a glyph for `c` that egui can draw.
fn can_draw(font: &Found, c: char) -> bool {
    draws(font.data.as_ref(), font.index, c)
}

/// Whether the font `index` of the file `data` has a glyph for `c` that egui can draw: an
/// outline, a colour glyph or a bitmap.
fn draws(data: &[u8], index: u32, c: char) -> bool {
    let Ok(font) = skrifa::FontRef::from_index(data, index) else {
        return false;
    };
    let Some(glyph) = font.charmap().map(c) else {
        return false;
    };
    if glyph == skrifa::GlyphId::NOTDEF {
        return false;
    }
    font.outline_glyphs().get(glyph).is_some()
        || font.color_glyphs().get(glyph).is_some()
        || font
            .bitmap_strikes()
            .glyph_for_size(skrifa::instance::Size::unscaled(), glyph)
            .is_some()
}

/// Whether the font draws its glyphs as bitmaps (what colour emoji fonts do).
fn has_bitmaps(font: &Found) -> bool {
    skrifa::FontRef::from_index(font.data.as_ref(), font.index)
        .is_ok_and(|font| !font.bitmap_strikes().is_empty())
}

/// What changes when the system's fonts may have: the modification times of fontconfig's
/// configuration, its caches and the font folders (each that exists), and the variables that
/// point fontconfig elsewhere. `None` where fonts are not fontconfig's.
fn fingerprint() -> Option<u64> {
    if !cfg!(all(unix, not(target_os = "macos"))) {
        return None;
    }
    use std::hash::{Hash as _, Hasher as _};
    let home = std::env::var_os("HOME").map(PathBuf::from);
    let xdg = |var: &str, fallback: &str| {
        std::env::var_os(var)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
            .or_else(|| home.as_ref().map(|h| h.join(fallback)))
    };
    let config = xdg("XDG_CONFIG_HOME", ".config").map(|d| d.join("fontconfig"));
    let cache = xdg("XDG_CACHE_HOME", ".cache").map(|d| d.join("fontconfig"));
    let data = xdg("XDG_DATA_HOME", ".local/share").map(|d| d.join("fonts"));
    let mut paths: Vec<PathBuf> = [
        "/etc/fonts",
        "/etc/fonts/fonts.conf",
        "/etc/fonts/conf.d",
        "/var/cache/fontconfig",
        "/usr/share/fonts",
        "/usr/local/share/fonts",
    ]
    .iter()
    .map(PathBuf::from)
    .collect();
    for dir in [config.clone(), cache, data].into_iter().flatten() {
        paths.push(dir);
    }
    if let Some(config) = config {
        paths.push(config.join("fonts.conf"));
        paths.push(config.join("conf.d"));
    }
    if let Some(home) = &home {
        paths.push(home.join(".fonts"));
        paths.push(home.join(".fonts.conf"));
    }
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    for var in ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT"] {
        std::env::var_os(var).hash(&mut hasher);
    }
    hasher.write_u64(times_of(&paths));
    Some(hasher.finish())
}

/// A hash of each path with its modification time (none for a path that does not exist).
fn times_of(paths: &[PathBuf]) -> u64 {
    use std::hash::{Hash as _, Hasher as _};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    for path in paths {
        path.hash(&mut hasher);
        std::fs::metadata(path)
            .and_then(|m| m.modified())
            .ok()
            .hash(&mut hasher);
    }
    hasher.finish()
}

/// The remembered file's text: a header, the fingerprint, then `SCRIPT LOCALE FAMILY INDEX
/// PATH` per font.
fn format_remembered(fingerprint: u64, fonts: &[Remembered]) -> String {
    let mut text = format!("{REMEMBERED_HEADER}\nfingerprint {fingerprint:016x}\n");
    for font in fonts {
        // A path that is not UTF-8 or has a line break is not remembered: it is searched for
        // again next time.
        let Some(path) = font.path.to_str().filter(|p| !p.contains(['\n', '\r'])) else {
            continue;
        };
        text.push_str(&format!("{} {} {path}\n", font.key.to_words(), font.index));
    }
    text
}

/// The fingerprint and fonts of a remembered file; `None` for another format. A line that
/// cannot be read is skipped.
fn parse_remembered(text: &str) -> Option<(u64, Vec<Remembered>)> {
    let mut lines = text.lines();
    if lines.next()? != REMEMBERED_HEADER {
        return None;
    }
    let fingerprint = lines.next()?.strip_prefix("fingerprint ")?;
    let fingerprint = u64::from_str_radix(fingerprint, 16).ok()?;
    let fonts = lines
        .filter_map(|line| {
            let mut words = line.splitn(5, ' ');
            let (script, locale, family) = (words.next()?, words.next()?, words.next()?);
            let index = words.next()?.parse().ok()?;
            let path = PathBuf::from(words.next()?);
            Some(Remembered {
                key: Key::from_words(script, locale, family)?,
                index,
                path: path.is_absolute().then_some(path)?,
            })
        })
        .collect();
    Some((fingerprint, fonts))
}

/// The bytes of a found font for egui, which shares them (the mapping is not copied).
pub fn egui_blob(data: &Blob<u8>) -> Arc<dyn AsRef<[u8]> + Send + Sync> {
    data.clone().into_raw_parts().0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(script: &[u8; 4], locale: Option<&str>, family: &'static str) -> Key {
        Key {
            script: Script::from_bytes(*script),
            locale: locale.and_then(|l| Language::parse(l).ok()),
            family,
        }
    }

    fn fonts_remembering(remembered: Vec<Remembered>) -> Fonts {
        Fonts {
            fingerprint: None,
            remembered,
            sources: SourceCache::new(SourceCacheOptions::default()),
            source_ids: Vec::new(),
            enumeration: Enumeration::default(),
        }
    }

    #[test]
    fn a_character_is_asked_for_by_its_script_and_symbols_by_none() {
        let arabic = Key::for_char('م', Generic::Sans, None);
        assert_eq!(arabic, key(b"Arab", None, "sans"));
        assert_eq!(
            Key::for_char('日', Generic::Monospace, Language::parse("ja").ok()),
            key(b"Hani", Some("ja"), "mono")
        );
        assert_eq!(Key::for_char('⌥', Generic::Sans, None).script, COMMON);
        assert_eq!(Key::for_char('\u{301}', Generic::Sans, None).script, COMMON);
    }

    #[test]
    fn han_in_simplified_chinese_is_asked_as_singapore_and_other_locales_follow() {
        let zh_cn = key(b"Hani", Some("zh-CN"), "sans");
        let asked: Vec<String> = locales_to_try(&zh_cn)
            .iter()
            .map(|l| l.as_ref().map_or("-", |l| l.as_str()).to_string())
            .collect();
        assert_eq!(asked, ["zh-SG", "zh-SG", "zh-TW", "ja", "ko"]);
        let tw = key(b"Hani", Some("zh-TW"), "sans");
        assert_eq!(
            locales_to_try(&tw)[0].map(|l| l.as_str().to_string()),
            Some("zh-TW".into())
        );
        // Only Han has other locales to ask, and only Han's locale is changed.
        let arabic = key(b"Arab", Some("zh-CN"), "sans");
        assert_eq!(locales_to_try(&arabic).len(), 1);
        assert_eq!(
            locales_to_try(&arabic)[0].map(|l| l.as_str().to_string()),
            Some("zh-CN".into())
        );
    }

    #[test]
    fn the_remembered_fonts_are_read_as_written_and_a_damaged_line_or_file_not_at_all() {
        let fonts = vec![
            Remembered {
                key: key(b"Arab", None, "sans"),
                index: 0,
                path: PathBuf::from("/usr/share/fonts/My Fonts/Arabic Sans.ttf"),
            },
            Remembered {
                key: key(b"Hani", Some("ja"), "mono"),
                index: 2,
                path: PathBuf::from("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"),
            },
        ];
        let text = format_remembered(0xfeed, &fonts);
        assert_eq!(parse_remembered(&text), Some((0xfeed, fonts.clone())));

        // A path with a line break would read as two lines: it is not written.
        let mut broken = fonts.clone();
        broken[0].path = PathBuf::from("/fonts/a\nArab - sans 0 /etc/passwd");
        assert_eq!(
            parse_remembered(&format_remembered(1, &broken)).map(|(_, f)| f),
            Some(vec![fonts[1].clone()])
        );

        let damaged = format!(
            "{REMEMBERED_HEADER}\nfingerprint 00000000000000ff\n\
             Arab - sans 0 relative/path.ttf\n\
             Xx!! - sans 0 /a.ttf\n\
             Arab - serif 0 /a.ttf\n\
             Arab - sans many /a.ttf\n\
             Arab - sans 0\n\
             Arab - sans 1 /fonts/kept.ttc\n"
        );
        let (fingerprint, kept) = parse_remembered(&damaged).expect("the header is right");
        assert_eq!(fingerprint, 0xff);
        assert_eq!(kept.len(), 1);
        assert_eq!(kept[0].path, PathBuf::from("/fonts/kept.ttc"));
        assert_eq!(kept[0].index, 1);

        assert_eq!(parse_remembered(""), None);
        assert_eq!(
            parse_remembered("mailto-preview system fonts 2\nfingerprint 1\n"),
            None
        );
        assert_eq!(
            parse_remembered(&format!("{REMEMBERED_HEADER}\nfingerprint zz\n")),
            None
        );
    }

    #[test]
    fn the_fingerprint_changes_when_a_folder_or_file_it_watches_does() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let conf = dir.path().join("fonts.conf");
        let fonts = dir.path().join("fonts");
        let paths = [conf.clone(), fonts.clone()];
        let nothing = times_of(&paths);
        assert_eq!(
            times_of(&paths),
            nothing,
            "the same files give the same fingerprint"
        );
        std::fs::write(&conf, "<fontconfig/>").expect("writes");
        let with_conf = times_of(&paths);
        assert_ne!(with_conf, nothing);
        std::fs::create_dir(&fonts).expect("makes a folder");
        let with_folder = times_of(&paths);
        assert_ne!(with_folder, with_conf);
        // A font added to the folder changes the folder's time.
        let later = std::time::SystemTime::now() + std::time::Duration::from_secs(5);
        std::fs::File::open(&fonts)
            .and_then(|f| f.set_modified(later))
            .expect("sets the time");
        assert_ne!(times_of(&paths), with_folder);
    }

    /// Debian's fonts, when installed (fonts-noto-core, fonts-noto-cjk).
    const ARABIC: &str = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf";
    const CJK: &str = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";

    #[test]
    fn a_remembered_font_is_used_only_for_what_it_draws_and_only_if_it_is_a_font_file() {
        if !Path::new(ARABIC).exists() || !Path::new(CJK).exists() {
            eprintln!("skipped: the system has no {ARABIC} or {CJK}");
            return;
        }
        let kana = key(b"Hira", None, "sans");
        let mut fonts = fonts_remembering(vec![
            Remembered {
                key: key(b"Arab", None, "sans"),
                index: 0,
                path: ARABIC.into(),
            },
            Remembered {
                key: kana.clone(),
                index: 0,
                path: CJK.into(),
            },
        ]);
        let arabic = Key::for_char('م', Generic::Sans, None);
        let found = fonts
            .remembered_with(&arabic, |f| can_draw(f, 'م'))
            .expect("the remembered Arabic font draws Arabic");
        assert_eq!(found.name, format!("system:{ARABIC}:0"));
        // The font found for kana draws the kanji after it, as in egui's layout.
        let han = Key::for_char('日', Generic::Sans, None);
        let found = fonts
            .remembered_with(&han, |f| can_draw(f, '日'))
            .expect("the CJK font found for kana draws Han");
        assert_eq!(found.name, format!("system:{CJK}:0"));
        // Nothing remembered draws Thai, nor any monospace text: those are searched for.
        let thai = Key::for_char('ก', Generic::Sans, None);
        assert!(fonts.remembered_with(&thai, |f| can_draw(f, 'ก')).is_none());
        let mono = Key::for_char('م', Generic::Monospace, None);
        assert!(fonts.remembered_with(&mono, |f| can_draw(f, 'م')).is_none());
        // Each file is mapped once.
        assert_eq!(fonts.source_ids.len(), 2);

        // A damaged cache naming a text file, a folder or a FIFO gives no font, and does not
        // block on the FIFO.
        let dir = tempfile::tempdir().expect("a temporary folder");
        let text = dir.path().join("notes.ttf");
        std::fs::write(&text, "not a font").expect("writes");
        let fifo = dir.path().join("fifo.ttf");
        let made_fifo = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .is_ok_and(|s| s.success());
        let mut paths = vec![text, dir.path().to_path_buf()];
        if made_fifo {
            paths.push(fifo);
        }
        let mut fonts = fonts_remembering(
            paths
                .into_iter()
                .map(|path| Remembered {
                    key: arabic.clone(),
                    index: 0,
                    path,
                })
                .collect(),
        );
        assert!(
            fonts
                .remembered_with(&arabic, |f| can_draw(f, 'م'))
                .is_none()
        );
    }
}
