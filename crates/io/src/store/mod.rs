//! Nothing is lost: messages on disk. Before the first byte goes to a server the message is
//! written as `.eml` (the exact bytes) to the drafts folder, with its envelope beside it
//! (`.envelope.json`: Bcc recipients are in no header); after a successful send both move to
//! the `sent` folder. A failed or interrupted send leaves them in drafts.
//!
//! The folders are in the platform data directory (`directories`; on Linux
//! `$XDG_DATA_HOME/mailto-preview`).

pub mod reopen;

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// Why a message could not be stored or read back.
#[derive(Debug, thiserror::Error)]
#[error("{}", crate::i18n::Localize::text(self).english())]
pub enum StoreError {
    /// No data directory could be found.
    NoDataDir,
    /// A file operation failed.
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The OS error.
        source: std::io::Error,
    },
    /// The file is a saved link, not a message.
    SavedLink {
        /// The file.
        path: PathBuf,
    },
    /// The envelope file beside a draft is missing or unreadable.
    Envelope {
        /// The draft.
        path: PathBuf,
        /// What is wrong.
        detail: String,
    },
}

impl crate::i18n::Localize for StoreError {
    fn text(&self) -> crate::i18n::Text {
        use crate::i18n::Text;
        match self {
            Self::NoDataDir => Text::new("store-no-data-dir"),
            Self::Io { path, source } => Text::new("store-io")
                .arg("path", path)
                .arg("detail", source.to_string()),
            Self::SavedLink { path } => Text::new("store-saved-link").arg("path", path),
            Self::Envelope { path, detail } => Text::new("store-envelope")
                .arg("path", path)
                .arg("detail", detail),
        }
    }
}

/// A folder only this user can enter, for files that live as long as this process: this
/// user's runtime folder (private by the XDG base directory spec), else the cache folder.
pub fn scratch_dir() -> PathBuf {
    let base = directories::BaseDirs::new()
        .and_then(|b| b.runtime_dir().map(Path::to_path_buf))
        .or_else(|| {
            directories::ProjectDirs::from("", "", "mailto-preview").map(|d| d.cache_dir().into())
        })
        .unwrap_or_else(std::env::temp_dir);
    base.join("mailto-preview")
        .join(format!("files-{}", std::process::id()))
}

/// Who a stored message goes to, and from which account.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredEnvelope {
    /// The account's name in the config.
    pub account: String,
    /// MAIL FROM.
    pub mail_from: String,
    /// RCPT TO.
    pub rcpt_to: Vec<String>,
    /// The Bcc header the copy in the Sent folder carries (the message sent has none), as
    /// it is written there (`Bcc: ...` with its line break).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bcc_header: Option<String>,
}

/// A stored message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredMessage {
    /// The `.eml` file.
    pub path: PathBuf,
    /// Its exact bytes.
    pub bytes: Vec<u8>,
    pub envelope: StoredEnvelope,
}

/// The drafts and sent folders.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Store {
    root: PathBuf,
}

impl Store {
    /// The store in the platform data directory.
    pub fn open_default() -> Result<Self, StoreError> {
        directories::ProjectDirs::from("", "", "mailto-preview")
            .map(|d| Self::at(d.data_dir()))
            .ok_or(StoreError::NoDataDir)
    }

    /// A store rooted at `root` (tests, and anyone who wants another place).
    pub fn at(root: impl Into<PathBuf>) -> Self {
        Self { root: root.into() }
    }

    /// The folder everything is kept in (the sent-to history lives beside the drafts).
    pub fn data_dir(&self) -> &Path {
        &self.root
    }

    /// The drafts folder.
    pub fn drafts_dir(&self) -> PathBuf {
        self.root.join("drafts")
    }

    /// The sent folder.
    pub fn sent_dir(&self) -> PathBuf {
        self.root.join("sent")
    }

    /// The outbox of copies not yet filed in the mailbox's Sent folder (sent, not filed).
    pub fn unfiled_dir(&self) -> PathBuf {
        self.root.join("unfiled")
    }

    /// Writes a message to the drafts folder (private to the user) and returns its path.
    pub fn save_draft(
        &self,
        bytes: &[u8],
        envelope: &StoredEnvelope,
    ) -> Result<PathBuf, StoreError> {
        self.save_in(&self.drafts_dir(), bytes, envelope)
    }

    /// Keeps the copy of a sent message that is to be filed in the Sent folder until it is
    /// (`bytes` as they are to be filed).
    pub fn queue_unfiled(
        &self,
        bytes: &[u8],
        envelope: &StoredEnvelope,
    ) -> Result<PathBuf, StoreError> {
        self.save_in(&self.unfiled_dir(), bytes, envelope)
    }

    /// The copies waiting to be filed, oldest first.
    pub fn unfiled(&self) -> Result<Vec<PathBuf>, StoreError> {
        list(&self.unfiled_dir(), &["eml"])
    }

    /// Removes a stored message and its envelope (a copy that is filed now).
    pub fn remove(&self, path: &Path) -> Result<(), StoreError> {
        std::fs::remove_file(path).map_err(io(path))?;
        match std::fs::remove_file(envelope_path(path)) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(io(path)(e)),
            _ => Ok(()),
        }
    }

    fn save_in(
        &self,
        dir: &Path,
        bytes: &[u8],
        envelope: &StoredEnvelope,
    ) -> Result<PathBuf, StoreError> {
        create_private_dir(dir)?;
        let path = dir.join(format!("{}.eml", unique_name()));
        write_message(&path, bytes, envelope)?;
        Ok(path)
    }

    /// Replaces the saved draft at `path` with `bytes` and `envelope` (the message as it was
    /// edited after a failed send), keeping its name; returns it.
    pub fn replace_draft(
        &self,
        path: &Path,
        bytes: &[u8],
        envelope: &StoredEnvelope,
    ) -> Result<PathBuf, StoreError> {
        write_message(path, bytes, envelope)?;
        Ok(path.to_path_buf())
    }

    /// Keeps a reviewed message as a `mailto:` link (`.mailto`, one line) in the drafts folder:
    /// what a hand-off to webmail or a mail program leaves when it does not start. Such a
    /// message has no sender yet, so it cannot be an `.eml`; `mailto-preview --draft FILE` opens it
    /// again in the window.
    pub fn save_link(&self, link: &str) -> Result<PathBuf, StoreError> {
        let dir = self.drafts_dir();
        create_private_dir(&dir)?;
        let path = dir.join(format!("{}.mailto", unique_name()));
        write_private(&path, format!("{link}\n").as_bytes())?;
        Ok(path)
    }

    /// Moves a sent draft (and its envelope) to the sent folder; returns the new path.
    pub fn mark_sent(&self, draft: &Path) -> Result<PathBuf, StoreError> {
        let name = draft.file_name().unwrap_or_default().to_string_lossy();
        self.mark_sent_as(draft, &name)
    }

    /// Moves a sent message (and its envelope) to the sent folder as `name` (a queued
    /// message's file is named for its folder); returns the new path.
    pub fn mark_sent_as(&self, draft: &Path, name: &str) -> Result<PathBuf, StoreError> {
        let dir = self.sent_dir();
        create_private_dir(&dir)?;
        let target = dir.join(name);
        rename(draft, &target)?;
        let env = envelope_path(draft);
        if env.exists() {
            rename(&env, &envelope_path(&target))?;
        }
        Ok(target)
    }

    /// Moves a stored message (and its envelope) into the drafts folder under a new name;
    /// returns its path there.
    pub fn move_to_drafts(&self, eml: &Path) -> Result<PathBuf, StoreError> {
        let dir = self.drafts_dir();
        create_private_dir(&dir)?;
        let target = dir.join(format!("{}.eml", unique_name()));
        rename(&envelope_path(eml), &envelope_path(&target))?;
        rename(eml, &target)?;
        Ok(target)
    }

    /// The drafts, oldest first: messages (`.eml`) and saved links (`.mailto`).
    pub fn drafts(&self) -> Result<Vec<PathBuf>, StoreError> {
        list(&self.drafts_dir(), &["eml", "mailto"])
    }
}

/// The files in `dir` with one of `extensions`, sorted (oldest first, by their names).
fn list(dir: &Path, extensions: &[&str]) -> Result<Vec<PathBuf>, StoreError> {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(source) => {
            return Err(StoreError::Io {
                path: dir.to_path_buf(),
                source,
            });
        }
    };
    let mut list: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| extensions.contains(&e))
        })
        .collect();
    list.sort();
    Ok(list)
}

/// A new draft's file name: the time (so that names sort oldest first) and a random part.
fn unique_name() -> String {
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    format!("{stamp}-{}", uuid::Uuid::new_v4().simple())
}

/// Reads a stored message and its envelope.
pub fn read_message(path: &Path) -> Result<StoredMessage, StoreError> {
    if path.extension().is_some_and(|e| e == "mailto") {
        return Err(StoreError::SavedLink {
            path: path.to_path_buf(),
        });
    }
    let bytes = std::fs::read(path).map_err(|source| StoreError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let envelope = read_envelope(path)?;
    Ok(StoredMessage {
        path: path.to_path_buf(),
        bytes,
        envelope,
    })
}

/// The envelope kept beside the message at `path`.
pub fn read_envelope(path: &Path) -> Result<StoredEnvelope, StoreError> {
    let env = envelope_path(path);
    let json = std::fs::read(&env).map_err(|e| StoreError::Envelope {
        path: path.to_path_buf(),
        detail: format!("{}: {e}", env.display()),
    })?;
    serde_json::from_slice(&json).map_err(|e| StoreError::Envelope {
        path: path.to_path_buf(),
        detail: e.to_string(),
    })
}

/// Writes a message as `path` and its envelope beside it, each readable by the user only and
/// whole or not at all.
pub fn write_message(
    path: &Path,
    bytes: &[u8],
    envelope: &StoredEnvelope,
) -> Result<(), StoreError> {
    let json = serde_json::to_vec_pretty(envelope).map_err(|e| StoreError::Io {
        path: path.to_path_buf(),
        source: std::io::Error::other(e),
    })?;
    write_private(&envelope_path(path), &json)?;
    write_private(path, bytes)
}

/// `x.eml` -> `x.envelope.json`.
pub fn envelope_path(eml: &Path) -> PathBuf {
    eml.with_extension("envelope.json")
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> StoreError + '_ {
    move |source| StoreError::Io {
        path: path.to_path_buf(),
        source,
    }
}

fn rename(from: &Path, to: &Path) -> Result<(), StoreError> {
    std::fs::rename(from, to).map_err(io(from))
}

fn create_private_dir(dir: &Path) -> Result<(), StoreError> {
    crate::files::create_private_dir(dir).map_err(io(dir))
}

/// Writes readable by the user only, through a temporary file and a rename.
fn write_private(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    crate::files::replace(path, bytes, true).map_err(io(path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drafts_move_to_sent_with_their_envelope() {
        let root = std::env::temp_dir().join(format!("mp-store-{}", std::process::id()));
        let store = Store::at(&root);
        let env = StoredEnvelope {
            account: "work".into(),
            mail_from: "me@example.net".into(),
            rcpt_to: vec!["a@example.org".into(), "hidden@example.org".into()],
            bcc_header: Some("Bcc: hidden@example.org\r\n".into()),
        };
        let path = store
            .save_draft(b"Subject: x\r\n\r\nbody\r\n", &env)
            .unwrap();
        assert_eq!(store.drafts().unwrap(), std::slice::from_ref(&path));
        let back = read_message(&path).unwrap();
        assert_eq!(back.envelope, env);
        assert_eq!(back.bytes, b"Subject: x\r\n\r\nbody\r\n");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(
                std::fs::metadata(&path).unwrap().permissions().mode() & 0o777,
                0o600
            );
        }
        let edited = StoredEnvelope {
            rcpt_to: vec!["a@example.org".into()],
            ..env.clone()
        };
        assert_eq!(
            store
                .replace_draft(&path, b"Subject: y\r\n\r\nedited\r\n", &edited)
                .unwrap(),
            path
        );
        let back = read_message(&path).unwrap();
        assert_eq!(
            (back.bytes.as_slice(), &back.envelope),
            (&b"Subject: y\r\n\r\nedited\r\n"[..], &edited)
        );
        assert_eq!(store.drafts().unwrap().len(), 1, "replaced, not added");
        let sent = store.mark_sent(&path).unwrap();
        assert!(store.drafts().unwrap().is_empty());
        assert_eq!(read_message(&sent).unwrap().envelope, edited);
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn a_saved_link_is_a_draft_that_reopens_but_is_not_a_message() {
        let root = std::env::temp_dir().join(format!("mp-store-link-{}", std::process::id()));
        let store = Store::at(&root);
        let path = store.save_link("mailto:a%40example.org?subject=x").unwrap();
        assert_eq!(store.drafts().unwrap(), std::slice::from_ref(&path));
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "mailto:a%40example.org?subject=x\n"
        );
        assert!(matches!(
            read_message(&path),
            Err(StoreError::SavedLink { .. })
        ));
        std::fs::remove_dir_all(&root).unwrap();
    }
}
