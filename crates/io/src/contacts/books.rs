//! The vCard files the desktop keeps: `~/.local/share/contacts` (KDE's "Personal Contacts",
//! plain `.vcf` files) and the folders or files the config names in `address-books` (a
//! vdirsyncer folder of collections, an export). Only files are read; nothing connects
//! anywhere.

use std::path::{Path, PathBuf};

use super::{Contact, ContactsError, Source};

/// The most bytes read from one file, and from all of them together: an address book of
/// tens of thousands of people is a few megabytes.
const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;
const MAX_TOTAL_BYTES: u64 = 128 * 1024 * 1024;

/// The most files read (vdirsyncer keeps one per person).
const MAX_FILES: usize = 50_000;

/// How deep folders are walked (vdirsyncer: base/collection/card.vcf).
const MAX_DEPTH: usize = 3;

/// `$XDG_DATA_HOME/contacts` (`~/.local/share/contacts`).
pub fn default_folders() -> Vec<PathBuf> {
    let data_home = std::env::var_os("XDG_DATA_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| directories::BaseDirs::new().map(|b| b.home_dir().join(".local/share")));
    data_home.map(|d| d.join("contacts")).into_iter().collect()
}

/// A configured path with `~/` read as the home folder.
pub fn expand_home(path: &Path) -> PathBuf {
    match path.strip_prefix("~") {
        Ok(rest) => directories::BaseDirs::new()
            .map(|b| b.home_dir().join(rest))
            .unwrap_or_else(|| path.to_path_buf()),
        Err(_) => path.to_path_buf(),
    }
}

/// The people with an address in the `.vcf` files at `paths` (files, or folders walked for
/// them). A missing default folder is no error; an unreadable file is reported and skipped.
pub fn read(paths: &[PathBuf]) -> (Vec<Contact>, Vec<ContactsError>) {
    let mut files = Vec::new();
    let mut errors = Vec::new();
    for path in paths {
        let path = expand_home(path);
        if path.is_file() {
            files.push(path);
        } else if path.is_dir() {
            walk(&path, 0, &mut files);
        }
    }
    files.sort();
    files.dedup();
    files.truncate(MAX_FILES);
    let mut contacts = Vec::new();
    let mut total = 0u64;
    for file in files {
        if total >= MAX_TOTAL_BYTES {
            break;
        }
        let text = match read_capped(&file) {
            Ok(t) => t,
            Err(e) => {
                errors.push(ContactsError::Io {
                    path: file.clone(),
                    detail: e.to_string(),
                });
                continue;
            }
        };
        total += text.len() as u64;
        let book = file
            .parent()
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        contacts.extend(Contact::from_cards(&text, &Source::VCard { book }));
    }
    (contacts, errors)
}

fn walk(dir: &Path, depth: usize, out: &mut Vec<PathBuf>) {
    if depth > MAX_DEPTH || out.len() >= MAX_FILES {
        return;
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        if kind.is_dir() {
            walk(&path, depth + 1, out);
        } else if path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("vcf") || e.eq_ignore_ascii_case("vcard"))
        {
            out.push(path);
        }
    }
}

/// The file as text (not UTF-8: read as Latin-1-ish, lossily; a 2.1 card says its charset
/// per value, which the parser honours).
fn read_capped(path: &Path) -> std::io::Result<String> {
    let file = std::fs::File::open(path)?;
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut std::io::Read::take(file, MAX_FILE_BYTES), &mut bytes)?;
    Ok(match String::from_utf8(bytes) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folders_are_walked_for_vcards_and_files_read_as_named() {
        let dir = tempfile::tempdir().unwrap();
        let collection = dir.path().join("vdirsyncer/personal");
        std::fs::create_dir_all(&collection).unwrap();
        std::fs::write(
            collection.join("a.vcf"),
            "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann\r\nEMAIL:ann@example.org\r\nEMAIL:ann@work.example\r\nEND:VCARD\r\n",
        )
        .unwrap();
        std::fs::write(
            collection.join("notes.txt"),
            "BEGIN:VCARD\nEMAIL:no@example.org\nEND:VCARD\n",
        )
        .unwrap();
        let export = dir.path().join("export.vcf");
        std::fs::write(
            &export,
            "BEGIN:VCARD\nVERSION:3.0\nFN:Bob\nEMAIL:bob@example.org\nEND:VCARD\n",
        )
        .unwrap();
        let (contacts, errors) = read(&[
            dir.path().join("vdirsyncer"),
            export,
            dir.path().join("missing"),
        ]);
        assert!(errors.is_empty());
        let found: Vec<(&str, &str)> = contacts
            .iter()
            .map(|c| (c.name.as_deref().unwrap_or(""), c.address.as_str()))
            .collect();
        assert_eq!(
            found,
            [
                ("Bob", "bob@example.org"),
                ("Ann", "ann@example.org"),
                ("Ann", "ann@work.example")
            ]
        );
        assert_eq!(
            contacts[1].source,
            Source::VCard {
                book: "personal".into()
            }
        );
    }
}
