//! The person's own words, shared with enchant: `<config>/enchant/<tag>.dic`, one word a line,
//! `#` starting a comment (enchant(5)). A word added with Add to dictionary here is appended
//! there, so GNOME's programs know it too, and one added there counts here.
//!
//! The file is appended to, as enchant itself does (one short write to a file opened for
//! appending), never rewritten: another program may be adding a word at the same moment.

use std::io::Write as _;
use std::path::{Path, PathBuf};

use super::SpellError;
use super::dictionaries::DictTag;

/// The longest personal word list read, in bytes: a word list is typed by hand.
const MAX_LIST_BYTES: u64 = 4 * 1024 * 1024;

/// The word lists read for a dictionary: `<tag>.dic`, and `<language>.dic` too when the tag
/// has a region (a list kept for `de` counts for `de_CH`), in each of `folders` (enchant's:
/// [`super::dictionaries::enchant_config_dirs`]).
pub fn lists_for(tag: &DictTag, folders: &[PathBuf]) -> Vec<PathBuf> {
    let mut names = vec![format!("{}.dic", tag.name)];
    if tag.region.is_some() {
        names.push(format!("{}.dic", tag.language));
    }
    folders
        .iter()
        .flat_map(|dir| names.iter().map(move |n| dir.join(n)))
        .collect()
}

/// Where a word added for `tag` is written: in the first of `folders` (enchant writes to the
/// first of its folders as well).
pub fn list_to_write(tag: &DictTag, folders: &[PathBuf]) -> Option<PathBuf> {
    folders
        .first()
        .map(|dir| dir.join(format!("{}.dic", tag.name)))
}

/// The words in the lists at `paths` (missing or unreadable lists count as empty).
pub fn read_words(paths: &[PathBuf]) -> Vec<String> {
    let mut out = Vec::new();
    for path in paths {
        let Ok(file) = std::fs::File::open(path) else {
            continue;
        };
        let mut text = String::new();
        if std::io::Read::read_to_string(&mut std::io::Read::take(file, MAX_LIST_BYTES), &mut text)
            .is_err()
        {
            continue;
        }
        out.extend(parse(&text).map(str::to_string));
    }
    out
}

/// The words of a list's text.
fn parse(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
}

/// Appends `word` to the list at `path` (creating it and its folder), on a line of its own.
pub fn append(path: &Path, word: &str) -> Result<(), SpellError> {
    let failed = |e: std::io::Error| SpellError::PersonalList {
        path: path.to_path_buf(),
        detail: e.to_string(),
    };
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(failed)?;
    }
    // A list whose last line has no line break gets one first, so the word is a line.
    let needs_break = std::fs::read(path)
        .map(|bytes| bytes.last().is_some_and(|b| *b != b'\n'))
        .unwrap_or(false);
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(failed)?;
    let line = format!("{}{word}\n", if needs_break { "\n" } else { "" });
    file.write_all(line.as_bytes()).map_err(failed)
}

/// Whether `word` can be kept in a word list: one line, not a comment, not empty.
pub fn is_storable(word: &str) -> bool {
    let word = word.trim();
    !word.is_empty() && !word.starts_with('#') && !word.contains(['\n', '\r', '/'])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_are_read_without_comments_and_appended_to_line_by_line() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("enchant/de_DE.dic");
        append(&path, "Mailto").unwrap();
        std::fs::write(&path, "# my words\nMailto\n\nGrüezi").unwrap();
        append(&path, "Zmorge").unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "# my words\nMailto\n\nGrüezi\nZmorge\n"
        );
        assert_eq!(
            read_words(&[path, dir.path().join("none.dic")]),
            ["Mailto", "Grüezi", "Zmorge"]
        );
    }

    #[test]
    fn only_single_words_are_stored() {
        assert!(is_storable("Grüezi"));
        assert!(!is_storable("two\nlines"));
        assert!(!is_storable("# comment"));
        assert!(!is_storable("a/b"));
        assert!(!is_storable("  "));
    }
}
