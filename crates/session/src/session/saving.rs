//! Save draft, as one window runs it: the message written to the drafts folder at once (a
//! small local file), and for an account with `server-drafts` also put in the mailbox's Drafts
//! folder, on a thread. "Save draft and close" waits for the server.

use std::path::{Path, PathBuf};

use crate::config::Account;
use crate::send::Delivery;
use crate::send::imap::{FileError, Filed};
use crate::send::outbox;
use crate::store::StoreError;
use crate::task::{Poll, Task, Waker};

use super::errors::SaveError;
use super::status::{Stamp, Status};

/// The mailbox's copy of a saved draft.
enum OnServer {
    Saving(Task<Result<Filed, FileError>>),
    Saved(String),
    Failed(FileError),
}

/// A draft being written on a thread: where it went, and the message as saved (for the
/// mailbox's Drafts), or why it could not be.
type Writing = Task<Result<(PathBuf, Option<Delivery>), SaveError>>;

/// The message kept as a link in the drafts folder, with the list of its files beside it,
/// written by whichever thread runs it (a link is what is kept when no account of ours sends
/// the message, and when a hand-off fails).
pub(super) type KeepLink = Box<dyn FnOnce() -> Result<PathBuf, SaveError> + Send>;

/// What Save draft writes.
pub(super) enum Job {
    /// The exact message (`.eml` and its envelope), its files read only if unchanged.
    Message {
        outgoing: Box<crate::message::Outgoing>,
        account: Box<Account>,
        store: crate::store::Store,
    },
    /// The message as a link.
    Link(KeepLink),
}

impl Job {
    /// Writes it: where it went, and the message as saved.
    fn run(self) -> Result<(PathBuf, Option<Delivery>), SaveError> {
        match self {
            Job::Link(keep) => keep().map(|path| (path, None)),
            Job::Message {
                outgoing,
                account,
                store,
            } => {
                let message = Delivery::assemble(&outgoing)?;
                let path = store.save_draft(message.bytes(), &message.envelope(&account.name))?;
                Ok((path, Some(message)))
            }
        }
    }
}

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
    /// Save draft was pressed again while a save was being written: once it is written, the
    /// message is saved again as it is then.
    again: bool,
    /// The edits the save being written covers ([`super::rescue::Slot::edits`]), and, once it
    /// is on disk, the same for the session to take.
    covers: u64,
    written: Option<u64>,
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

    /// Writes `job` to the drafts folder on a thread (the window never waits for the disk);
    /// then, for a message whose account keeps drafts on the server, the copy for the
    /// mailbox's Drafts (not for a message to be encrypted).
    pub(super) fn write(&mut self, job: Job, edits: u64, wake: Waker) {
        self.covers = edits;
        let server = match &job {
            // A message to be encrypted is never put on the server in clear: its draft stays
            // on this computer.
            Job::Message {
                account, outgoing, ..
            } if account.server_drafts && !outgoing.protection().is_some_and(|p| p.encrypt) => {
                Some(account.clone())
            }
            _ => None,
        };
        let task = Task::spawn("save-draft", wake, move |_| job.run());
        self.last = Some((Stamp::now(), Outcome::Writing { task, server }));
    }

    /// Save draft was pressed while a save is being written: once it is, the message is saved
    /// again ([`Saving::take_again`]).
    pub(super) fn save_again(&mut self) {
        self.again = true;
    }

    /// Whether the message is to be saved again now (pressed while the last save was being
    /// written, which is done).
    pub(super) fn take_again(&mut self) -> bool {
        !self.is_writing() && std::mem::take(&mut self.again)
    }

    /// The edits a save that is now on disk covered, once.
    pub(super) fn take_written(&mut self) -> Option<u64> {
        self.written.take()
    }

    /// Whether a draft is being written.
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
                    self.written = Some(self.covers);
                    match server.zip(message) {
                        Some((account, message)) => {
                            self.copy_to_server(message, *account, wake.clone());
                        }
                        // Pressed again meanwhile: the window closes after the next save.
                        None if self.again => return false,
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

impl super::Session {
    /// Save draft (Ctrl+S): the exact message (`.eml` and its envelope) for an account that
    /// sends; as a link (`.mailto`) when no account of ours sends it (no account yet, or one
    /// that hands messages over), since such a message has no sender. Written on a thread:
    /// the window shows "Saving..." and never waits for the disk.
    pub fn save_draft(&mut self) {
        if self.saving.is_writing() {
            return self.saving.save_again();
        }
        let Some(store) = self.env.store.clone() else {
            return self.saving.saved(Err(SaveError::NoStore));
        };
        let sender = self.account().filter(|a| a.handoff().is_none()).cloned();
        let job = match (sender, self.outgoing()) {
            (Some(account), Ok(outgoing)) => Job::Message {
                outgoing: Box::new(outgoing.clone()),
                account: Box::new(account),
                store,
            },
            // A message that cannot be built yet (an address still being corrected) is still
            // the person's words: it is kept as a link, which reopens with every field.
            _ => Job::Link(self.link_keeper()),
        };
        // Kept for a crash until it is on disk (and after that, what was edited meanwhile).
        let edits = self.editing.rescue.edits();
        self.saving.write(job, edits, self.env.wake.clone());
    }

    /// What keeps the message as a link: the link is made here, from the draft as it is now,
    /// and written by whichever thread runs it.
    pub(super) fn link_keeper(&self) -> KeepLink {
        let prepared = self
            .draft()
            .ok_or(SaveError::UnusableLink)
            .and_then(|draft| {
                let link = crate::open_with::draft_link(draft)?;
                let store = self.env.store.clone().ok_or(SaveError::NoStore)?;
                Ok((link, draft.attachments.clone(), store))
            });
        Box::new(move || {
            let (link, attachments, store) = prepared?;
            let path = store.save_link(&link)?;
            crate::store::reopen::keep_files(&path, &attachments)?;
            Ok(path)
        })
    }
}
