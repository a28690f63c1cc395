//! Recipients completed from the people the person writes to, never from the network.
//!
//! Offers come from, in this order:
//! 1. [`history`]: the addresses the person sent to through this program, recorded only after
//!    an approved send (never an address that carried a warning, nor a Bcc the link added),
//!    ranked by frecency;
//! 2. [`books`]: the vCard files the desktop keeps (`~/.local/share/contacts`) and the
//!    folders the config names (`address-books`), read with [`vcard`];
//! 3. [`evolution`] (opt-in, `evolution-address-books = true`): Evolution Data Server's
//!    address books on this computer, its `local` backend only.
//!
//! [`Directory::load`] reads them all (files and D-Bus: call it off the window's thread), and
//! [`Directory::suggest`] answers a prefix at once, matching names and addresses without
//! regard to case or accents. An offered address is an ordinary address: the window runs the
//! same look-alike checks on it as on a typed one.

pub mod books;
#[cfg(all(unix, not(target_os = "macos")))]
pub mod evolution;
pub mod fold;
pub mod history;
pub mod known_domains;
pub mod vcard;

use std::path::PathBuf;
use std::time::SystemTime;

pub use history::{Entry, History, SentTo};
pub use known_domains::KnownDomains;

use crate::i18n::{Localize, Text};

/// Where an offer comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// The person sent to it through this program.
    Sent {
        /// How many times.
        count: u32,
    },
    /// A vCard file.
    VCard {
        /// The folder it is in (the address book's name, for vdirsyncer and KDE).
        book: String,
    },
    /// An Evolution Data Server address book.
    Evolution {
        /// The book's name.
        book: String,
    },
}

impl Source {
    /// Where it comes from, for the offer's description (what the screen reader hears after
    /// the address).
    pub fn text(&self) -> Text {
        match self {
            Source::Sent { count } => Text::new("contacts-source-sent").arg("count", *count as u64),
            Source::VCard { book } | Source::Evolution { book } => {
                Text::new("contacts-source-book").arg("book", book)
            }
        }
    }
}

/// A person from an address book.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contact {
    /// Their name, if the card has one.
    pub name: Option<String>,
    /// Their nicknames (matched, not shown).
    pub nicknames: Vec<String>,
    /// One of their addresses.
    pub address: String,
    /// The book.
    pub source: Source,
}

impl Contact {
    /// The people of the vCard `text` (one or more cards), one contact per address, from
    /// `source`.
    pub fn from_cards(text: &str, source: &Source) -> Vec<Contact> {
        let mut contacts = Vec::new();
        for card in vcard::parse(text) {
            for email in card.emails {
                contacts.push(Contact {
                    name: card.name.clone(),
                    nicknames: card.nicknames.clone(),
                    address: email,
                    source: source.clone(),
                });
            }
        }
        contacts
    }
}

/// One offer for a recipient field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    /// The name to show and send with the address, if any.
    pub name: Option<String>,
    /// The address.
    pub address: String,
    /// Where it comes from.
    pub source: Source,
}

impl Suggestion {
    /// Whether it comes from the sent-to history (what Forget removes; an address book is the
    /// person's to edit).
    pub fn is_remembered(&self) -> bool {
        matches!(self.source, Source::Sent { .. })
    }

    /// As it goes into a recipient field: `Name <address>` (the name quoted when it must be),
    /// or the address.
    pub fn mailbox(&self) -> String {
        match &self.name {
            Some(n) => format!(
                "{} <{}>",
                crate::mailto::quote_display_name(n),
                self.address
            ),
            None => self.address.clone(),
        }
    }
}

/// Where offers come from: the config's `[window]` keys.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactsSettings {
    /// Whether sent-to addresses are remembered and offered (`remember-recipients`).
    pub remember: bool,
    /// vCard folders and files besides the default (`address-books`).
    pub address_books: Vec<PathBuf>,
    /// Whether Evolution Data Server's local books are read (`evolution-address-books`).
    pub evolution: bool,
}

impl ContactsSettings {
    /// From the config's `[window]`.
    pub fn from_window(window: &crate::config::WindowSettings) -> ContactsSettings {
        ContactsSettings {
            remember: window.remember_recipients,
            address_books: window.address_books.clone(),
            evolution: window.evolution_address_books,
        }
    }
}

/// Why recipients could not be remembered or read.
#[derive(Debug, thiserror::Error)]
#[error("{}", Localize::text(self).english())]
pub enum ContactsError {
    /// No data folder to keep the history in.
    NoDataDir,
    /// A file could not be read or written.
    Io {
        /// The file.
        path: PathBuf,
        /// The system's reason.
        detail: String,
    },
    /// The history file is not one this program can read.
    Unreadable {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        detail: String,
    },
    /// Evolution Data Server's address books could not be read.
    Evolution {
        /// What went wrong.
        detail: String,
    },
}

impl Localize for ContactsError {
    fn text(&self) -> Text {
        match self {
            Self::NoDataDir => Text::new("contacts-no-data-dir"),
            Self::Io { path, detail } => Text::new("contacts-io")
                .arg("path", path)
                .arg("detail", detail),
            Self::Unreadable { path, detail } => Text::new("contacts-unreadable")
                .arg("path", path)
                .arg("detail", detail),
            Self::Evolution { detail } => Text::new("contacts-evolution").arg("detail", detail),
        }
    }
}

/// Everything offers come from, read once per window (and again after a send or a Forget).
#[derive(Debug, Clone, Default)]
pub struct Directory {
    /// The sent-to history, best first.
    pub sent: Vec<Entry>,
    /// The address books' people, in the order read.
    pub books: Vec<Contact>,
}

impl Directory {
    /// Reads the history and the address books the settings name. Reads files and may talk to
    /// Evolution Data Server over D-Bus: call it off the window's thread. What could not be
    /// read is returned beside what could.
    pub fn load(
        settings: &ContactsSettings,
        history: Option<&History>,
        now: SystemTime,
    ) -> (Directory, Vec<ContactsError>) {
        let mut errors = Vec::new();
        let sent = match (settings.remember, history) {
            (true, Some(h)) => h.entries(now).unwrap_or_else(|e| {
                errors.push(e);
                Vec::new()
            }),
            _ => Vec::new(),
        };
        let mut paths = books::default_folders();
        paths.extend(settings.address_books.iter().cloned());
        let (mut people, book_errors) = books::read(&paths);
        errors.extend(book_errors);
        #[cfg(all(unix, not(target_os = "macos")))]
        if settings.evolution {
            match evolution::read(None) {
                Ok(found) => people.extend(found),
                Err(e) => errors.push(e),
            }
        }
        people.retain(|c| c.address.contains('@'));
        (
            Directory {
                sent,
                books: people,
            },
            errors,
        )
    }

    /// Up to `limit` offers for what the person typed: sent-to addresses first (best
    /// ranked first), then the address books' people, each address once. Matches the start
    /// of the address, of the name or of any word of it (and nicknames), without regard to
    /// case or accents. Nothing for an empty prefix.
    pub fn suggest(&self, prefix: &str, limit: usize) -> Vec<Suggestion> {
        let prefix = fold::fold(prefix.trim());
        if prefix.is_empty() || limit == 0 {
            return Vec::new();
        }
        let mut seen = std::collections::HashSet::new();
        let mut out = Vec::new();
        let sent = self
            .sent
            .iter()
            .filter(|e| fold::matches(&prefix, e.name.as_deref(), &e.address))
            .map(|e| Suggestion {
                name: e.name.clone(),
                address: e.address.clone(),
                source: Source::Sent { count: e.count },
            });
        let books = self
            .books
            .iter()
            .filter(|c| {
                c.nicknames
                    .iter()
                    .any(|n| fold::matches(&prefix, Some(n), ""))
                    || fold::matches(&prefix, c.name.as_deref(), &c.address)
            })
            .map(|c| Suggestion {
                name: c.name.clone(),
                address: c.address.clone(),
                source: c.source.clone(),
            });
        for s in sent.chain(books) {
            if seen.insert(history::key(&s.address)) {
                out.push(s);
                if out.len() >= limit {
                    break;
                }
            }
        }
        out
    }

    /// Takes `address` out of the offers at once (after [`History::forget`]).
    pub fn forget(&mut self, address: &str) {
        let key = history::key(address);
        self.sent.retain(|e| history::key(&e.address) != key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(address: &str, name: Option<&str>, count: u32) -> Entry {
        Entry {
            address: address.into(),
            name: name.map(str::to_string),
            count,
            first: 0,
            last: 0,
            score: count as f64,
        }
    }

    fn contact(address: &str, name: &str) -> Contact {
        Contact {
            name: Some(name.into()),
            nicknames: vec!["Jo".into()],
            address: address.into(),
            source: Source::VCard {
                book: "personal".into(),
            },
        }
    }

    #[test]
    fn history_comes_first_then_books_each_address_once() {
        let dir = Directory {
            sent: vec![
                entry("mueller@example.de", Some("Jürgen Müller"), 3),
                entry("max@example.org", None, 1),
            ],
            books: vec![
                contact("MUELLER@example.de", "J. Müller"),
                contact("maria@example.es", "María Muñoz"),
                contact("other@example.org", "Someone Else"),
            ],
        };
        let got: Vec<String> = dir
            .suggest("mu", 10)
            .iter()
            .map(Suggestion::mailbox)
            .collect();
        assert_eq!(
            got,
            [
                "Jürgen Müller <mueller@example.de>",
                "María Muñoz <maria@example.es>"
            ]
        );
        let got: Vec<String> = dir
            .suggest("MA", 10)
            .into_iter()
            .map(|s| s.address)
            .collect();
        assert_eq!(got, ["max@example.org", "maria@example.es"]);
        assert_eq!(dir.suggest("ma", 1).len(), 1);
        assert!(dir.suggest("", 10).is_empty());
        assert!(dir.suggest("zz", 10).is_empty());
        assert_eq!(dir.suggest("jo", 10).len(), 3, "nicknames match");
        assert_eq!(dir.suggest("mu", 10)[0].source, Source::Sent { count: 3 });
    }

    #[test]
    fn a_forgotten_address_is_no_longer_offered() {
        let mut dir = Directory {
            sent: vec![entry("ann@example.org", None, 2)],
            books: Vec::new(),
        };
        dir.forget("Ann@Example.org");
        assert!(dir.suggest("ann", 10).is_empty());
    }

    #[test]
    fn loading_reads_the_history_and_the_named_books() {
        let dir = tempfile::tempdir().unwrap();
        let book = dir.path().join("book.vcf");
        std::fs::write(
            &book,
            "BEGIN:VCARD\nVERSION:3.0\nFN:Zoë\nEMAIL:zoe@example.org\nEND:VCARD\n",
        )
        .unwrap();
        let history = History::at(dir.path().join("recipients.json"));
        let settings = ContactsSettings {
            remember: true,
            address_books: vec![book],
            evolution: false,
        };
        let (loaded, errors) = Directory::load(&settings, Some(&history), SystemTime::now());
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(loaded.suggest("zo", 5)[0].address, "zoe@example.org");
    }
}
