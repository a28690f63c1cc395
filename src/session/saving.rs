//! Save draft, as one window runs it: the message written to the drafts folder at once (a
//! small local file), and for an account with `server-drafts` also put in the mailbox's Drafts
//! folder, on a thread. "Save draft and close" waits for the server.

use std::path::{Path, PathBuf};

use crate::config::Account;
use crate::i18n::{Localize, Text};
use crate::open_with::OpenWithError;
use crate::send::Delivery;
use crate::send::imap::{FileError, Filed};
use crate::send::outbox;
use crate::store::StoreError;
use crate::task::{Poll, Task, Waker};

use super::status::{Stamp, Status, Unavailable};

/// Why a message could not be saved.
#[derive(Debug, thiserror::Error)]
#[error("{}", crate::i18n::Localize::text(self).english())]
pub enum SaveError {
    /// There is no message to save.
    UnusableLink,
    /// There is no data directory.
    NoStore,
    /// The message cannot be written as a link.
    Link(#[from] OpenWithError),
    /// The message cannot be built.
    Message(#[from] Unavailable),
    /// The disk refused.
    Store(#[from] StoreError),
    /// An attached file is not as it was attached.
    File(#[from] crate::attach::ReadError),
}

impl Localize for SaveError {
    fn text(&self) -> Text {
        match self {
            Self::UnusableLink => Text::new("unavailable-unusable"),
            Self::NoStore => Text::new("save-no-store"),
            Self::Link(e) => e.text(),
            Self::Message(e) => e.text(),
            Self::Store(e) => e.text(),
            Self::File(e) => e.text(),
        }
    }
}

/// The mailbox's copy of a saved draft.
enum OnServer {
    Saving(Task<Result<Filed, FileError>>),
    Saved(String),
    Failed(FileError),
}

/// A message with files being written: read and encoded on a thread, then saved.
type Writing = Task<Result<(PathBuf, Delivery), SaveError>>;

/// The last Save draft.
enum Outcome {
    /// Its files are being read and the message written.
    Writing {
        task: Writing,
        /// The account whose mailbox keeps drafts too (server-drafts), if any.
        server: Option<Box<Account>>,
    },
    Saved {
        path: PathBuf,
        server: Option<OnServer>,
    },
    Failed(SaveError),
}

/// Saving drafts, for one window.
#[derive(Default)]
pub(super) struct Saving {
    last: Option<(Stamp, Outcome)>,
    /// Close the window once the draft is on the server (Save draft and close).
    close_after: bool,
}

impl Saving {
    /// The result of writing the draft: `Ok` with where it is.
    pub(super) fn saved(&mut self, result: Result<PathBuf, SaveError>) {
        self.last = Some((
            Stamp::now(),
            match result {
                Ok(path) => Outcome::Saved { path, server: None },
                Err(e) => Outcome::Failed(e),
            },
        ));
    }

    /// Writes `outgoing` (which has files) to the drafts folder on a thread: its files are
    /// read there, only if unchanged; then, with `server`, the copy for the mailbox's Drafts.
    pub(super) fn write(
        &mut self,
        outgoing: crate::message::Outgoing,
        store: crate::store::Store,
        account: Account,
        wake: Waker,
    ) {
        let server = account.server_drafts.then(|| Box::new(account.clone()));
        let task = Task::spawn("save-draft", wake, move |_| {
            let message = Delivery::assemble(&outgoing)?;
            let path = store.save_draft(&message.bytes, &message.envelope(&account.name))?;
            Ok((path, message))
        });
        self.last = Some((Stamp::now(), Outcome::Writing { task, server }));
    }

    /// Whether a draft with files is being written.
    pub(super) fn is_writing(&self) -> bool {
        matches!(self.last, Some((_, Outcome::Writing { .. })))
    }

    /// Also puts the draft just saved in `account`'s Drafts folder, on a thread.
    pub(super) fn copy_to_server(&mut self, message: Delivery, account: Account, wake: Waker) {
        let Some((stamp, Outcome::Saved { server, .. })) = &mut self.last else {
            return;
        };
        let task = Task::spawn("draft-to-server", wake, move |_| {
            outbox::save_draft_to_server(&message, &account)
        });
        *server = Some(OnServer::Saving(task));
        *stamp = Stamp::now();
    }

    /// Whether the last save failed.
    pub(super) fn failed(&self) -> bool {
        matches!(self.last, Some((_, Outcome::Failed(_))))
    }

    /// Whether a draft is on its way to the server.
    pub(super) fn is_saving_to_server(&self) -> bool {
        matches!(
            self.last,
            Some((
                _,
                Outcome::Saved {
                    server: Some(OnServer::Saving(_)),
                    ..
                }
            ))
        )
    }

    /// Save draft and close: the window closes once the draft is saved (and on the server).
    pub(super) fn close_when_on_server(&mut self) {
        self.close_after = true;
    }

    /// Takes what the thread reported; `true` when the window may close now (the draft is
    /// saved, and on the server where it goes there too, after Save draft and close).
    pub(super) fn poll(&mut self, wake: &Waker) -> bool {
        if let Some((_, Outcome::Writing { task, .. })) = &mut self.last {
            let result = match task.poll() {
                Poll::Running(_) => return false,
                Poll::Done(r) => r,
                Poll::Lost => Err(SaveError::Store(StoreError::NoDataDir)),
            };
            let Some((_, Outcome::Writing { server, .. })) = self.last.take() else {
                return false;
            };
            match result {
                Ok((path, message)) => {
                    self.saved(Ok(path));
                    match server {
                        Some(account) => self.copy_to_server(message, *account, wake.clone()),
                        None => return std::mem::take(&mut self.close_after),
                    }
                }
                Err(e) => {
                    self.close_after = false;
                    self.saved(Err(e));
                }
            }
            return false;
        }
        let Some((stamp, Outcome::Saved { server, .. })) = &mut self.last else {
            return false;
        };
        let Some(OnServer::Saving(task)) = server else {
            return false;
        };
        let result = match task.poll() {
            Poll::Running(_) => return false,
            Poll::Done(r) => r,
            Poll::Lost => Err(FileError::Connection {
                host: String::new(),
                detail: "the thread saving the draft stopped".into(),
            }),
        };
        *stamp = Stamp::now();
        match result {
            Ok(filed) => {
                *server = Some(OnServer::Saved(filed.folder));
                std::mem::take(&mut self.close_after)
            }
            Err(e) => {
                // The draft is on disk; the person reads why it is not on the server.
                *server = Some(OnServer::Failed(e));
                self.close_after = false;
                false
            }
        }
    }

    /// What the status line says about saving, and when it changed.
    pub(super) fn status(&self) -> Option<(Stamp, Status<'_>)> {
        let (stamp, outcome) = self.last.as_ref()?;
        let status = match outcome {
            Outcome::Writing { .. } => Status::Saving,
            Outcome::Failed(e) => Status::NotSaved(e),
            Outcome::Saved { path, server } => {
                let path: &Path = path;
                match server {
                    None => Status::Saved(path),
                    Some(OnServer::Saving(_)) => Status::SavingToServer(path),
                    Some(OnServer::Saved(folder)) => Status::SavedToServer { path, folder },
                    Some(OnServer::Failed(error)) => Status::NotSavedToServer { path, error },
                }
            }
        };
        Some((*stamp, status))
    }
}
