//! The window's part in the person's mailbox: a copy that could not be filed in Sent after a
//! send (Retry filing), a draft saved to the server's Drafts folder, and the copies an
//! earlier run left unfiled, filed once per process when a window opens.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::config::{Account, Config};
use crate::send::Delivery;
use crate::send::imap::{FileError, Filed};
use crate::send::outbox::{self, RetryError};
use crate::store::Store;
use crate::task::{Poll, Task, Waker};

use super::{Accounts, Session, Stage, Status};

/// The mailbox work of one window.
#[derive(Default)]
pub(super) struct MailboxWork {
    /// Retry filing, under way.
    retrying: Option<Task<Result<Filed, RetryError>>>,
    /// A draft being saved to the server; it is on disk at the path already.
    drafting: Option<(PathBuf, Task<Result<Filed, FileError>>)>,
    /// Close the window once the draft is on the server (Save draft and close).
    close_after_draft: bool,
    /// The copies an earlier run left unfiled, being filed.
    refiling: Option<Task<usize>>,
}

/// The copy of a sent message that is not in the Sent folder yet.
pub(super) struct Unfiled {
    /// The copy in the outbox, if it could be written there.
    pub queued: Option<PathBuf>,
    /// The account it was sent through.
    pub account: Option<Box<Account>>,
}

impl MailboxWork {
    /// Starts filing what an earlier run left in the outbox, once per process: the person
    /// approved those messages then, and they went out; only their copies are missing.
    pub(super) fn start(accounts: &Accounts, store: Option<&Store>, wake: &Waker) -> Self {
        static STARTED: AtomicBool = AtomicBool::new(false);
        let mut work = Self::default();
        let (Accounts::Ready(config), Some(store)) = (accounts, store) else {
            return work;
        };
        if store.unfiled().map_or(true, |q| q.is_empty()) || STARTED.swap(true, Ordering::SeqCst) {
            return work;
        }
        let (config, store): (Config, Store) = (config.clone(), store.clone());
        work.refiling = Some(Task::spawn("refile", wake.clone(), move |_| {
            outbox::retry_all(&config, &store)
                .iter()
                .filter(|(_, r)| r.is_ok())
                .count()
        }));
        work
    }
}

impl Session {
    /// Whether Retry filing is offered: sent, not filed, and not being filed now.
    pub fn can_retry_filing(&self) -> bool {
        matches!(&self.stage, Stage::SentNotFiled(u) if u.queued.is_some() && u.account.is_some())
            && self.mailbox.retrying.is_none()
    }

    /// Whether Retry filing is under way.
    pub fn is_retrying_filing(&self) -> bool {
        self.mailbox.retrying.is_some()
    }

    /// Retry filing: puts the queued copy in the Sent folder. Never sends the message again.
    pub fn retry_filing(&mut self) {
        if !self.can_retry_filing() {
            return;
        }
        let (Stage::SentNotFiled(u), Some(store)) = (&self.stage, self.store.clone()) else {
            return;
        };
        let (Some(path), Some(account)) = (u.queued.clone(), u.account.as_deref().cloned()) else {
            return;
        };
        self.mailbox.retrying = Some(Task::spawn("retry-filing", self.wake.clone(), move |_| {
            outbox::retry(&path, &account, &store)
        }));
        self.status = Some(Status::Filing);
    }

    /// Starts saving the draft at `path` to the account's Drafts folder too, for an account
    /// with `server-drafts`; true if it did.
    pub(super) fn save_draft_to_server(&mut self, path: &std::path::Path) -> bool {
        let Some(account) = self.account().filter(|a| a.server_drafts).cloned() else {
            return false;
        };
        let Ok(outgoing) = self.outgoing() else {
            return false;
        };
        let delivery = Delivery::from(outgoing);
        let task = Task::spawn("draft-to-server", self.wake.clone(), move |_| {
            outbox::save_draft_to_server(&delivery, &account)
        });
        self.mailbox.drafting = Some((path.to_path_buf(), task));
        self.status = Some(Status::SavingToServer(path.to_path_buf()));
        true
    }

    /// Save draft and close: closes once the draft is on the server too.
    pub(super) fn close_after_draft(&mut self) -> bool {
        if self.mailbox.drafting.is_some() {
            self.mailbox.close_after_draft = true;
            return true;
        }
        false
    }

    /// Whether the window waits for the mailbox (a draft going to the server).
    pub fn is_saving_to_server(&self) -> bool {
        self.mailbox.drafting.is_some()
    }

    pub(super) fn poll_mailbox(&mut self, now: f64) {
        if let Some(task) = &mut self.mailbox.retrying {
            let result = match task.poll() {
                Poll::Running(_) => None,
                Poll::Done(r) => Some(r),
                Poll::Lost => Some(Err(RetryError::File(FileError::Connection {
                    host: String::new(),
                    detail: "the filing thread stopped".into(),
                }))),
            };
            if let Some(result) = result {
                self.mailbox.retrying = None;
                match result {
                    Ok(filed) => {
                        self.status = Some(Status::Filed(filed.folder));
                        self.stage = Stage::Sent { at: now };
                    }
                    Err(e) => self.status = Some(Status::NotFiled(e)),
                }
            }
        }
        if let Some((path, task)) = &mut self.mailbox.drafting {
            let result = match task.poll() {
                Poll::Running(_) => None,
                Poll::Done(r) => Some(r),
                Poll::Lost => Some(Err(FileError::Connection {
                    host: String::new(),
                    detail: "the thread saving the draft stopped".into(),
                })),
            };
            if let Some(result) = result {
                let path = path.clone();
                self.mailbox.drafting = None;
                match result {
                    Ok(filed) => {
                        self.status = Some(Status::SavedToServer {
                            path,
                            folder: filed.folder,
                        });
                        if self.mailbox.close_after_draft {
                            self.closed = true;
                        }
                    }
                    Err(error) => {
                        // The draft is on disk; the person reads why it is not on the server.
                        self.mailbox.close_after_draft = false;
                        self.status = Some(Status::NotSavedToServer { path, error });
                    }
                }
            }
        }
        if let Some(task) = &mut self.mailbox.refiling {
            match task.poll() {
                Poll::Running(_) => {}
                Poll::Done(filed) => {
                    self.mailbox.refiling = None;
                    if filed > 0 && self.status.is_none() {
                        self.status = Some(Status::EarlierCopiesFiled(filed));
                    }
                }
                Poll::Lost => self.mailbox.refiling = None,
            }
        }
    }
}
