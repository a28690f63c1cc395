//! Checking a text: each paragraph in its language ([`super::language`]), each word
//! ([`super::words`]) against that language's dictionary, the person's own words and the words
//! ignored in this session.
//!
//! Checking is incremental: a line's result is kept, keyed by its text and its dictionary, so
//! that a keystroke rechecks one line, not the body; what the last check did not use is
//! dropped, so the cache never holds more than the text. Dictionaries are loaded when a text
//! first needs them, never before (the first frame does not wait for them).

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasher, Hash, RandomState};
use std::ops::Range;
use std::path::Path;

use super::SpellError;
use super::dictionaries::{DictTag, Found, Installed};
use super::language::{Choice, Guesser};
use super::personal;
use super::words;

/// The longest dictionary file read, in bytes (Debian's largest, pt_BR.dic, is 4.5 MB).
const MAX_DICTIONARY_BYTES: u64 = 64 * 1024 * 1024;

/// The longest word suggestions are looked for, in characters: suggesting for a long word
/// tries many edits of it and takes most of a second at 60 letters.
pub const MAX_SUGGEST_CHARS: usize = 40;

/// At most this many suggestions are offered.
pub const MAX_SUGGESTIONS: usize = 8;

/// What spelling does, from the config (`[window] spell-check`, `spelling-languages`) and the
/// person's languages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpellSettings {
    /// Whether words are checked at all (`spell-check = false` turns it off).
    pub enabled: bool,
    /// The languages the person named (`de-CH`, `en-GB`): only these are checked, each with
    /// the variant named. Empty: every language that has a dictionary.
    pub languages: Vec<String>,
    /// The person's languages, best first (the window's, then the system's), for the regional
    /// variant of a dictionary (`de_CH` for a Swiss German locale).
    pub preferred: Vec<String>,
    /// The folders of the person's word lists (enchant's, [`super::dictionaries::enchant_config_dirs`]);
    /// Add to dictionary writes to the first.
    pub word_lists: Vec<std::path::PathBuf>,
}

impl Default for SpellSettings {
    fn default() -> Self {
        SpellSettings {
            enabled: true,
            languages: Vec::new(),
            preferred: Vec::new(),
            word_lists: super::dictionaries::enchant_config_dirs(),
        }
    }
}

/// A misspelt word: where it is, and the dictionary that does not know it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Misspelling {
    /// Its bytes in the text checked.
    pub range: Range<usize>,
    /// The dictionary's tag (`en_US`): what suggestions and Add to dictionary use.
    pub dictionary: String,
}

/// The result of checking one text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    /// The misspelt words, in order.
    pub misspelt: Vec<Misspelling>,
    /// The text's language (ISO 639-1), when it is long enough to tell: the fallback to pass
    /// for a short text that goes with it (the subject of this body).
    pub language: Option<String>,
    /// Languages found in the text that have no dictionary (ISO 639-1), each once.
    pub missing: Vec<String>,
}

/// Orders corrections by how people mistype, keeping the dictionary's order within each
/// kind: the checker lists candidates by the kind of edit it tried (its alphabet's order of
/// letters inserted, so "Helot" before "Hello" for "Helo"), which puts the likeliest fix
/// after less likely ones. A letter typed once where the word has it twice ("aply" for
/// "apply") comes first, then two letters swapped, then other single edits, and splitting
/// the word in two last.
fn rank_suggestions(word: &str, out: &mut [String]) {
    let typed: Vec<char> = word.chars().collect();
    let kind = |s: &String| -> u8 {
        let c: Vec<char> = s.chars().collect();
        if c.iter().any(|c| *c == ' ' || *c == '-') && !typed.iter().any(|t| *t == ' ' || *t == '-')
        {
            return 3;
        }
        if c.len() == typed.len() + 1 {
            // One letter more: is it the doubling of its neighbour?
            let at = c
                .iter()
                .zip(&typed)
                .position(|(a, b)| a != b)
                .unwrap_or(typed.len());
            let doubled =
                (at > 0 && c[at] == c[at - 1]) || (at + 1 < c.len() && c[at] == c[at + 1]);
            let rest_same = c[..at] == typed[..at] && c[at + 1..] == typed[at..];
            if doubled && rest_same {
                return 0;
            }
        }
        if c.len() == typed.len() {
            let differ: Vec<usize> = (0..c.len()).filter(|&i| c[i] != typed[i]).collect();
            if let [i, j] = differ[..]
                && j == i + 1
                && c[i] == typed[j]
                && c[j] == typed[i]
            {
                return 1;
            }
        }
        2
    };
    out.sort_by_key(kind);
}

/// A loaded dictionary with the person's words added.
struct Loaded {
    tag: DictTag,
    dictionary: spellbook::Dictionary,
    /// Where Add to dictionary writes.
    list: Option<std::path::PathBuf>,
}

/// The checker: the dictionaries loaded so far, the words ignored in this session, and the
/// results kept for lines that did not change.
pub struct Speller {
    installed: Installed,
    settings: SpellSettings,
    guesser: Guesser,
    /// Loaded dictionaries by language code; `None` when loading failed (not tried again).
    loaded: HashMap<String, Option<Loaded>>,
    /// Dictionaries that could not be loaded, not yet reported.
    failures: Vec<SpellError>,
    ignored: HashSet<String>,
    lines: Cache<Vec<Range<usize>>>,
    choices: Cache<Option<Choice>>,
}

impl Speller {
    /// A checker over the `installed` dictionaries. Nothing is loaded yet.
    pub fn new(installed: Installed, settings: SpellSettings) -> Speller {
        let codes: Vec<String> = if settings.languages.is_empty() {
            installed.languages()
        } else {
            let mut codes: Vec<String> = settings
                .languages
                .iter()
                .filter_map(|l| DictTag::parse(l).map(|t| t.language))
                .collect();
            codes.dedup();
            codes
        };
        Speller {
            guesser: Guesser::new(&codes),
            installed,
            settings,
            loaded: HashMap::new(),
            failures: Vec::new(),
            ignored: HashSet::new(),
            lines: Cache::default(),
            choices: Cache::default(),
        }
    }

    /// The dictionaries it can use.
    pub fn installed(&self) -> &Installed {
        &self.installed
    }

    /// Checks `text`; `fallback` is the language (a BCP 47 tag such as `de` or `pt-BR`, or
    /// ISO 639-1) for a text too short to tell. Returns `None` when `stop` says the text is
    /// stale, between lines.
    pub fn check(
        &mut self,
        text: &str,
        fallback: Option<&str>,
        stop: &dyn Fn() -> bool,
    ) -> Option<Report> {
        let mut report = Report::default();
        if !self.settings.enabled {
            return Some(report);
        }
        self.lines.start();
        self.choices.start();
        let fallback = fallback.and_then(DictTag::parse).map(|t| t.language);
        let paragraphs = words::paragraphs(text);
        // Each long paragraph's own language (the costly guess, kept for paragraphs that did
        // not change).
        let mut own = Vec::with_capacity(paragraphs.len());
        for paragraph in &paragraphs {
            if stop() {
                return None;
            }
            let para = &text[paragraph.clone()];
            let key = self.choices.key(&para);
            let choice = match self.choices.get(key) {
                Some(c) => c.clone(),
                None => {
                    let c = self.guesser.own(para);
                    self.choices.put(key, c.clone());
                    c
                }
            };
            own.push(choice);
        }
        // A paragraph's language, checked or not (a Dutch paragraph with no Dutch dictionary
        // still says the text is Dutch, so that a short line beside it is not checked in
        // another language).
        let language_of = |c: &Option<Choice>| match c {
            Some(Choice::Language(code) | Choice::Unchecked(Some(code))) => Some(code.clone()),
            _ => None,
        };
        // The text's language is the one most of its long paragraphs are written in (a
        // guess over the whole of a text in two languages can name the lesser one); what a
        // short subject goes with.
        let mut bytes: Vec<(String, usize)> = Vec::new();
        for (p, c) in paragraphs.iter().zip(&own) {
            if let Some(code) = language_of(c) {
                match bytes.iter_mut().find(|(c, _)| *c == code) {
                    Some((_, n)) => *n += p.len(),
                    None => bytes.push((code, p.len())),
                }
            }
        }
        report.language = match bytes.into_iter().max_by_key(|(_, n)| *n) {
            Some((code, _)) => Some(code),
            // No paragraph long enough alone: the text as a whole may be.
            None => self.guesser.text_language(text),
        };
        let default = report.language.clone().or(fallback);
        // A short paragraph (a greeting, a closing line) goes with the paragraph after it,
        // else the one before, else the text: the nearest long paragraph's language on each
        // side, found in one pass each way.
        let mut after: Vec<Option<String>> = vec![None; own.len()];
        let mut next = None;
        for n in (0..own.len()).rev() {
            after[n] = next.clone();
            if let Some(code) = language_of(&own[n]) {
                next = Some(code);
            }
        }
        let mut before = None;
        for (n, paragraph) in paragraphs.iter().enumerate() {
            if stop() {
                return None;
            }
            let para = &text[paragraph.clone()];
            let neighbour = after[n].clone().or_else(|| before.clone());
            if let Some(code) = language_of(&own[n]) {
                before = Some(code);
            }
            let choice = match &own[n] {
                Some(c) => c.clone(),
                None => self
                    .guesser
                    .choose_short(para, neighbour.as_deref().or(default.as_deref())),
            };
            let code = match choice {
                Choice::Language(code) => code,
                Choice::Unchecked(Some(code)) => {
                    // Only a language with no dictionary at all is said to be missing one
                    // (not one the settings leave out).
                    if !report.missing.contains(&code)
                        && self.installed.for_language(&code, &[]).is_none()
                    {
                        report.missing.push(code);
                    }
                    continue;
                }
                Choice::Unchecked(None) => continue,
            };
            if !self.ensure(&code) {
                continue;
            }
            let Some(Some(dict)) = self.loaded.get(&code) else {
                continue;
            };
            let pieces = words::lines(para)
                .flat_map(|(at, line)| words::pieces(line).map(move |(p, s)| (at + p, s)));
            for (at, line) in pieces {
                if stop() {
                    return None;
                }
                let key = self.lines.key(&(dict.tag.name.as_str(), line));
                let ranges = match self.lines.get(key) {
                    Some(r) => r.clone(),
                    None => {
                        let r = misspelt_in(dict, &self.ignored, line);
                        self.lines.put(key, r.clone());
                        r
                    }
                };
                let base = paragraph.start + at;
                report
                    .misspelt
                    .extend(ranges.into_iter().map(|r| Misspelling {
                        range: r.start + base..r.end + base,
                        dictionary: dict.tag.name.clone(),
                    }));
            }
        }
        self.lines.finish();
        self.choices.finish();
        Some(report)
    }

    /// Whether `word` is correct in `language` (ISO 639-1 or BCP 47); `None` when there is no
    /// dictionary for it.
    pub fn is_correct(&mut self, word: &str, language: &str) -> Option<bool> {
        let code = DictTag::parse(language)?.language;
        if !self.ensure(&code) {
            return None;
        }
        let dict = self.loaded.get(&code)?.as_ref()?;
        Some(is_known(dict, &self.ignored, word))
    }

    /// Up to [`MAX_SUGGESTIONS`] corrections of `word` from the dictionary tagged
    /// `dictionary` (from a [`Misspelling`]); none for a word longer than
    /// [`MAX_SUGGEST_CHARS`].
    pub fn suggest(&mut self, word: &str, dictionary: &str) -> Vec<String> {
        if word.chars().count() > MAX_SUGGEST_CHARS {
            return Vec::new();
        }
        let Some(dict) = self.by_tag(dictionary) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        dict.dictionary.suggest(word, &mut out);
        rank_suggestions(word, &mut out);
        out.truncate(MAX_SUGGESTIONS);
        out
    }

    /// Ignore: `word` is taken as correct everywhere until the window closes.
    pub fn ignore(&mut self, word: &str) {
        self.ignored.insert(word.to_string());
        self.lines.clear();
    }

    /// Add to dictionary: `word` is taken as correct in `dictionary`'s language from now on,
    /// and appended to the person's word list shared with enchant.
    pub fn add(&mut self, word: &str, dictionary: &str) -> Result<(), SpellError> {
        let word = word.trim();
        if !personal::is_storable(word) {
            return Err(SpellError::NotAWord { word: word.into() });
        }
        let Some(dict) = self.by_tag_mut(dictionary) else {
            return Err(SpellError::NoDictionary {
                language: dictionary.into(),
            });
        };
        if let Some(path) = &dict.list {
            personal::append(path, word)?;
        }
        // A word the dictionary's flags syntax cannot hold stays ignored instead.
        if dict.dictionary.add(word).is_err() {
            self.ignored.insert(word.to_string());
        }
        self.lines.clear();
        Ok(())
    }

    /// Dictionaries that could not be loaded since the last call, each reported once.
    pub fn take_failures(&mut self) -> Vec<SpellError> {
        std::mem::take(&mut self.failures)
    }

    fn by_tag(&mut self, tag: &str) -> Option<&Loaded> {
        self.by_tag_mut(tag).map(|d| &*d)
    }

    fn by_tag_mut(&mut self, tag: &str) -> Option<&mut Loaded> {
        let code = DictTag::parse(tag)?.language;
        if !self.ensure(&code) {
            return None;
        }
        self.loaded
            .get_mut(&code)?
            .as_mut()
            .filter(|d| d.tag.name == tag)
    }

    /// Loads the dictionary for a language the first time; whether there is one.
    fn ensure(&mut self, code: &str) -> bool {
        if let Some(loaded) = self.loaded.get(code) {
            return loaded.is_some();
        }
        let lists = self.settings.word_lists.clone();
        let loaded = self
            .choose(code)
            .cloned()
            .and_then(|found| match load(&found, &lists) {
                Ok(l) => Some(l),
                Err(e) => {
                    self.failures.push(e);
                    None
                }
            });
        let there = loaded.is_some();
        self.loaded.insert(code.to_string(), loaded);
        there
    }

    /// The installed dictionary for a language: the variant the person named, else the one
    /// their languages and the language's main variant choose.
    fn choose(&self, code: &str) -> Option<&Found> {
        let named = self
            .settings
            .languages
            .iter()
            .filter_map(|l| DictTag::parse(l))
            .filter(|t| t.language == code)
            .find_map(|t| {
                self.installed.get(&t.name).or_else(|| {
                    let prefs = vec![t.name.clone()];
                    self.installed.for_language(code, &prefs)
                })
            });
        named.or_else(|| self.installed.for_language(code, &self.settings.preferred))
    }
}

/// The misspelt words of one line, as byte ranges in it.
fn misspelt_in(dict: &Loaded, ignored: &HashSet<String>, line: &str) -> Vec<Range<usize>> {
    words::words(line)
        .filter(|w| !is_known(dict, ignored, w.text))
        .map(|w| w.range)
        .collect()
}

fn is_known(dict: &Loaded, ignored: &HashSet<String>, word: &str) -> bool {
    if ignored.contains(word) || dict.dictionary.check(word) {
        return true;
    }
    // Typographic apostrophes (l’homme, don’t) as the dictionaries spell them.
    word.contains('’') && dict.dictionary.check(&word.replace('’', "'"))
}

/// Loads a dictionary and the person's words for it.
fn load(found: &Found, word_lists: &[std::path::PathBuf]) -> Result<Loaded, SpellError> {
    let (aff, dic) = read_pair(&found.aff, &found.dic)?;
    let mut dictionary =
        spellbook::Dictionary::new(&aff, &dic).map_err(|e| SpellError::Unreadable {
            path: found.aff.clone(),
            detail: e.to_string(),
        })?;
    for word in personal::read_words(&personal::lists_for(&found.tag, word_lists)) {
        if personal::is_storable(&word) {
            let _ = dictionary.add(&word);
        }
    }
    Ok(Loaded {
        tag: found.tag.clone(),
        dictionary,
        list: personal::list_to_write(&found.tag, word_lists),
    })
}

/// The two files as text: UTF-8, or the legacy encoding the affix file's `SET` names
/// (ISO8859-1, KOI8-R, microsoft-cp1251...), which is then rewritten as `SET UTF-8`.
fn read_pair(aff_path: &Path, dic_path: &Path) -> Result<(String, String), SpellError> {
    let read = |path: &Path| -> Result<Vec<u8>, SpellError> {
        let file = std::fs::File::open(path).map_err(|e| SpellError::Unreadable {
            path: path.to_path_buf(),
            detail: e.to_string(),
        })?;
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(
            &mut std::io::Read::take(file, MAX_DICTIONARY_BYTES),
            &mut bytes,
        )
        .map_err(|e| SpellError::Unreadable {
            path: path.to_path_buf(),
            detail: e.to_string(),
        })?;
        Ok(bytes)
    };
    let aff = read(aff_path)?;
    let dic = read(dic_path)?;
    let label = aff
        .split(|b| *b == b'\n')
        .filter_map(|line| line.strip_prefix(b"SET "))
        .map(|l| String::from_utf8_lossy(l).trim().to_ascii_lowercase())
        .next();
    let encoding = match label.as_deref() {
        None | Some("utf-8" | "utf8") => None,
        Some(label) => {
            let label = label
                .replace("iso8859-", "iso-8859-")
                .replace("microsoft-cp", "windows-");
            Some(
                encoding_rs::Encoding::for_label(label.as_bytes()).ok_or_else(|| {
                    SpellError::Encoding {
                        path: aff_path.to_path_buf(),
                        encoding: label.clone(),
                    }
                })?,
            )
        }
    };
    let text = |bytes: Vec<u8>, path: &Path| -> Result<String, SpellError> {
        match encoding {
            None => String::from_utf8(bytes).map_err(|_| SpellError::Encoding {
                path: path.to_path_buf(),
                encoding: "UTF-8".into(),
            }),
            Some(enc) => Ok(enc.decode_without_bom_handling(&bytes).0.into_owned()),
        }
    };
    let mut aff = text(aff, aff_path)?;
    let dic = text(dic, dic_path)?;
    if encoding.is_some() {
        aff = aff
            .lines()
            .map(|l| {
                if l.starts_with("SET ") {
                    "SET UTF-8"
                } else {
                    l
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
    }
    Ok((aff, dic))
}

/// Results kept between checks, keyed by a hash of what they were computed from; what one
/// check did not use is dropped at its end.
struct Cache<T> {
    hasher: RandomState,
    entries: HashMap<u64, (T, bool)>,
}

impl<T> Default for Cache<T> {
    fn default() -> Self {
        Cache {
            hasher: RandomState::new(),
            entries: HashMap::new(),
        }
    }
}

impl<T> Cache<T> {
    fn key(&self, what: &impl Hash) -> u64 {
        self.hasher.hash_one(what)
    }

    fn start(&mut self) {
        for (_, used) in self.entries.values_mut() {
            *used = false;
        }
    }

    fn get(&mut self, key: u64) -> Option<&T> {
        let entry = self.entries.get_mut(&key)?;
        entry.1 = true;
        Some(&entry.0)
    }

    fn put(&mut self, key: u64, value: T) {
        self.entries.insert(key, (value, true));
    }

    fn finish(&mut self) {
        self.entries.retain(|_, (_, used)| *used);
    }

    fn clear(&mut self) {
        self.entries.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_double_letter_comes_first_and_a_split_word_last() {
        let mut out: Vec<String> = ["Hel", "Helot", "He lo", "Hello", "Hole", "Hero"]
            .map(String::from)
            .to_vec();
        rank_suggestions("Helo", &mut out);
        assert_eq!(out, ["Hello", "Hel", "Helot", "Hole", "Hero", "He lo"]);
        let mut out: Vec<String> = ["ably", "apply", "apl y"].map(String::from).to_vec();
        rank_suggestions("aply", &mut out);
        assert_eq!(out[0], "apply");
    }
}
