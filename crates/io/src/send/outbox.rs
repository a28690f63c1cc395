//! The copy in the person's Sent folder, and the outbox of copies not filed yet.
//!
//! After the server accepted a message, its copy (the exact bytes sent, with the Bcc header)
//! is first queued on disk (`unfiled/` in the store), then filed over IMAP, then taken off
//! the queue. A copy that could not be filed stays queued: Retry in the window, `drafts
//! --retry-filing` and the next start file it. Nothing here ever sends a message again:
//! the queue holds copies of messages that went out.
//!
//! Whether a copy is filed is the account's `sent-copy`: `on`, `off`, or `auto`, which is off
//! for the providers whose SMTP servers put submitted mail in Sent themselves (the provider
//! table's `files_sent`, each cited there) and on for the rest.

use std::path::{Path, PathBuf};

use crate::config::{Account, Config, SentCopy, Transport};
use crate::i18n::{Localize, Text};
use crate::store::{Store, StoreError};

use super::Delivery;
use super::imap::{self, FileError, Filed, Folder};

/// Why no copy is filed for an account.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoCopy {
    /// `sent-copy = "off"`.
    Off,
    /// The account has no `imap` table.
    NoMailbox,
    /// `auto`, and the provider files SMTP mail in Sent by itself.
    ProviderFiles,
    /// Handed over, not sent: the program it went to keeps its own copy.
    NotSent,
}

/// What became of the copy in the Sent folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Filing {
    /// None is filed, and why.
    NotAsked(NoCopy),
    /// Filed.
    Filed(Filed),
    /// Not filed: sent, not filed. `queued` is the copy waiting in the outbox (`None` if even
    /// that could not be written; the message is still in the local sent folder).
    Failed {
        /// Why.
        error: FileError,
        /// The queued copy.
        queued: Option<PathBuf>,
    },
}

impl Filing {
    /// A sentence for the status line, after "Sent to N recipients".
    pub fn text(&self) -> Option<Text> {
        match self {
            Self::NotAsked(NoCopy::ProviderFiles) => Some(Text::new("filing-by-provider")),
            Self::NotAsked(_) => None,
            Self::Filed(f) => Some(Text::new("filing-filed").arg("folder", f.folder.as_str())),
            // Too big for the mailbox: no copy waits, as none would ever fit.
            Self::Failed {
                error: error @ FileError::TooBig { .. },
                ..
            } => Some(Text::new("filing-too-big").arg("error", error.text())),
            Self::Failed { error, .. } => {
                Some(Text::new("filing-failed").arg("error", error.text()))
            }
        }
    }
}

/// Whether a copy of mail sent through `account` is filed in its Sent folder, or why not.
pub fn copies_to_sent(account: &Account) -> Result<(), NoCopy> {
    if account.handoff().is_some() {
        return Err(NoCopy::NotSent);
    }
    match account.sent_copy {
        SentCopy::Off => Err(NoCopy::Off),
        _ if account.imap.is_none() => Err(NoCopy::NoMailbox),
        SentCopy::On => Ok(()),
        SentCopy::Auto => match &account.transport {
            Transport::Smtp(smtp)
                if crate::discover::files_sent_by_itself(&smtp.server.host, smtp.server.port) =>
            {
                Err(NoCopy::ProviderFiles)
            }
            _ => Ok(()),
        },
    }
}

/// Files the copy of `delivery`, just accepted by the server, in the account's Sent folder:
/// queued first, so that a failure or a crash leaves it to be filed later.
pub fn file_sent(delivery: &Delivery, account: &Account, store: &Store) -> Filing {
    if let Err(why) = copies_to_sent(account) {
        return Filing::NotAsked(why);
    }
    let Some(mailbox) = &account.imap else {
        return Filing::NotAsked(NoCopy::NoMailbox);
    };
    let copy = delivery.copy_for_sent();
    let queued = store
        .queue_unfiled(copy, &delivery.envelope(&account.name))
        .ok();
    match imap::file(mailbox, Folder::Sent, copy, None) {
        Ok(filed) => {
            if let Some(q) = &queued {
                // Filed; a copy that stays queued would only be found there on retry.
                let _ = store.remove(q);
            }
            Filing::Filed(filed)
        }
        Err(error @ FileError::TooBig { .. }) => {
            if let Some(q) = &queued {
                let _ = store.remove(q);
            }
            Filing::Failed {
                error,
                queued: None,
            }
        }
        Err(error) => Filing::Failed { error, queued },
    }
}

/// Saves the message as a draft in the Drafts folder of the account's mailbox (flagged
/// `\Draft`, with its Bcc header), so that it can be finished on the phone or in webmail:
/// Save draft for an account with `server-drafts = true`.
pub fn save_draft_to_server(delivery: &Delivery, account: &Account) -> Result<Filed, FileError> {
    if let Some(e) = delivery.unreadable() {
        return Err(FileError::Attachment(e.clone()));
    }
    let mailbox = account.imap.as_ref().ok_or_else(|| FileError::NoMailbox {
        account: account.name.clone(),
    })?;
    imap::file(mailbox, Folder::Drafts, delivery.copy_for_sent(), None)
}

/// Why a queued copy was not filed on retry.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", Localize::text(self).english())]
pub enum RetryError {
    /// The queued copy could not be read.
    Store(String),
    /// Its account is not in the config any more, or files no copies now.
    NoAccount { account: String },
    /// Filing failed again.
    File(#[from] FileError),
}

impl Localize for RetryError {
    fn text(&self) -> Text {
        match self {
            Self::Store(detail) => Text::new("filing-unreadable").arg("detail", detail),
            Self::NoAccount { account } => Text::new("filing-no-account").arg("account", account),
            Self::File(e) => e.text(),
        }
    }
}

impl From<StoreError> for RetryError {
    fn from(e: StoreError) -> Self {
        Self::Store(e.text().english())
    }
}

/// Files the queued copy at `path` through `account`, looking in Sent first for its
/// Message-ID (it may have been filed before the connection broke), and takes it off the
/// queue once it is there.
pub fn retry(path: &Path, account: &Account, store: &Store) -> Result<Filed, RetryError> {
    let stored = crate::store::read_message(path)?;
    let Some(mailbox) = &account.imap else {
        return Err(RetryError::NoAccount {
            account: account.name.clone(),
        });
    };
    let id = message_id(&stored.bytes);
    let filed = imap::file(mailbox, Folder::Sent, &stored.bytes, id.as_deref())?;
    store.remove(path)?;
    Ok(filed)
}

/// Files every queued copy whose account is in `config`: what the next start does. Returns
/// each one's outcome.
pub fn retry_all(config: &Config, store: &Store) -> Vec<(PathBuf, Result<Filed, RetryError>)> {
    let Ok(queued) = store.unfiled() else {
        return Vec::new();
    };
    queued
        .into_iter()
        .map(|path| {
            let result = crate::store::read_message(&path)
                .map_err(RetryError::from)
                .and_then(|m| {
                    config
                        .account(&m.envelope.account)
                        .ok_or(RetryError::NoAccount {
                            account: m.envelope.account.clone(),
                        })
                })
                .and_then(|account| retry(&path, account, store));
            (path, result)
        })
        .collect()
}

/// Files every queued copy that was sent through `account`: what happens after the person's
/// next approved send there, or on Retry filing. Returns each one's outcome.
pub fn retry_account(
    account: &Account,
    store: &Store,
) -> Vec<(PathBuf, Result<Filed, RetryError>)> {
    let Ok(queued) = store.unfiled() else {
        return Vec::new();
    };
    queued
        .into_iter()
        .filter(|path| {
            crate::store::read_message(path).is_ok_and(|m| m.envelope.account == account.name)
        })
        .map(|path| {
            let result = retry(&path, account, store);
            (path, result)
        })
        .collect()
}

/// The Message-ID of a stored message, from its header section.
fn message_id(bytes: &[u8]) -> Option<String> {
    let head_end = bytes
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or(bytes.len());
    let head = String::from_utf8_lossy(&bytes[..head_end]);
    head.split("\r\n").find_map(|line| {
        let (name, value) = line.split_once(':')?;
        name.eq_ignore_ascii_case("message-id")
            .then(|| value.trim().to_string())
            .filter(|v| !v.is_empty())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_message_id_is_read_from_the_header() {
        assert_eq!(
            message_id(
                b"Bcc: x@example.org\r\nMessage-ID: <a@b.example>\r\n\r\nMessage-ID: <no>\r\n"
            )
            .as_deref(),
            Some("<a@b.example>")
        );
        assert_eq!(message_id(b"Subject: x\r\n\r\n"), None);
    }
}
