//! Sending, as one window runs it: the message is saved first, then submitted on a thread,
//! then its copy filed in the mailbox's Sent folder; a failure keeps the saved message and
//! offers Retry; a copy that could not be filed offers Retry filing, which never sends again.
//! The state machine is [`Stage`], and each stage carries its own outcome.
//!
//! Copies an earlier send could not file are filed after the person's next approved send
//! through the same account, or on Retry filing: never because a window opened, so that a
//! link cannot make the program connect anywhere.

use std::path::PathBuf;

use crate::config::Account;
use crate::message::Outgoing;
use crate::send::imap::{FileError, Filed};
use crate::send::outbox::{self, Filing, RetryError};
use crate::send::{self, DeliverError, Delivered, Step};
use crate::store::Store;
use crate::task::{Poll, Task, Waker};

use super::errors::NotSent;
use super::later::{LaterPart, Scheduled};
use super::status::{Stamp, Status};

/// A send on its thread, reporting its steps, and the account it goes through.
struct Attempt {
    task: Task<Result<Delivered, DeliverError>, Step>,
    account: Box<Account>,
    /// Stops GnuPG while it signs (Cancel, Undo), when the message is signed.
    cancel: Option<crate::openpgp::Cancel>,
}

/// Retry filing, after a send whose copy was not filed.
enum Refiling {
    /// Under way.
    Running(Task<Result<Filed, RetryError>>),
    /// It failed again.
    Failed(RetryError),
}

/// The hold after Send, as the window keeps it: when it ends by the window's clock, and how
/// to end it sooner or take the send back.
struct Held {
    /// How long it lasts.
    length: f64,
    /// When it started (egui seconds): at Send, or once GnuPG signed the message (the
    /// sending thread says [`Step::Held`]).
    since: Option<f64>,
    control: send::HoldControl,
}

impl Held {
    /// When it ends by the window's clock, once it has started.
    fn until(&self) -> Option<f64> {
        self.since.map(|since| since + self.length)
    }
}

/// Where sending stands.
enum Stage {
    /// Not asked to send yet.
    Editing,
    /// On its way to the server; the message is saved at `draft` meanwhile. While `held`,
    /// nothing has connected yet and Undo takes it back.
    Sending {
        attempt: Attempt,
        /// The message saved by an earlier attempt, if any (this one saves it again first).
        draft: Option<PathBuf>,
        step: Step,
        held: Option<Held>,
        /// Undo was accepted: nothing will connect; the thread is letting go of the message.
        undoing: bool,
    },
    /// The server took it.
    Sent {
        /// When (egui seconds; set at the first poll after it).
        at: Option<f64>,
        recipients: usize,
        /// What became of its copy in the Sent folder.
        filing: Filing,
        /// The account it went through (Retry filing files the copy there).
        account: Box<Account>,
        /// Retry filing, if the person asked.
        refiling: Option<Refiling>,
        /// Retry filing has filed the copy.
        refiled: bool,
    },
    /// Not sent. `draft` is the saved message, if any. After Cancel the attempt may still be
    /// on its way (`pending`): Retry waits for it, so that a message is never sent twice.
    NotSent {
        draft: Option<PathBuf>,
        pending: Option<Attempt>,
        why: NotSent,
    },
}

/// Sending and filing, for one window.
pub(super) struct Delivery {
    stage: Stage,
    /// When the stage (or what it says) last changed.
    changed: Stamp,
    /// Copies earlier sends through this account left unfiled, being filed.
    leftovers: Option<Task<usize>>,
    /// Send later: the message in the queue instead.
    later: LaterPart,
    wake: Waker,
}

impl Delivery {
    pub(super) fn new(wake: Waker) -> Self {
        Self {
            stage: Stage::Editing,
            changed: Stamp::now(),
            leftovers: None,
            later: LaterPart::new(wake.clone()),
            wake,
        }
    }

    /// Send later: puts `outgoing` in the queue on a thread, to go through `account` at
    /// `choice`; the draft a failed attempt left goes once the queue has it.
    pub(super) fn schedule(&mut self, job: super::later::ToQueue) {
        let replacing = self.failed_draft().cloned();
        self.later.schedule(job, replacing);
    }

    /// Send later could not even start (a time the calendar has not).
    pub(super) fn refuse_later(&mut self, why: super::later::NotScheduled) {
        self.later.refuse(why);
    }

    /// "Edit it again": takes the scheduled message off the queue.
    pub(super) fn take_back(&mut self, store: Store, timer: bool) {
        self.later.take_back(store, timer);
    }

    /// The message in the queue, when it is.
    pub(super) fn scheduled(&self) -> Option<&Scheduled> {
        self.later.scheduled()
    }

    /// Whether the message is in the queue, or on its way into or out of it.
    pub(super) fn queued(&self) -> bool {
        self.later.holds_message()
    }

    fn set(&mut self, stage: Stage) {
        self.stage = stage;
        self.changed = Stamp::now();
    }

    /// The message could not even be saved or built: nothing was sent.
    pub(super) fn refuse(&mut self, why: NotSent) {
        let draft = self.failed_draft().cloned();
        self.set(Stage::NotSent {
            draft,
            pending: None,
            why,
        });
    }

    /// Sends `outgoing` on a thread: there its files are read (only if unchanged since they
    /// were attached), the message is saved (replacing the draft of a failed attempt), then
    /// sent: it is kept whatever happens.
    ///
    /// With a `hold` (its length, and the window's clock now), the saved message waits that
    /// long before anything connects; [`Delivery::undo`] takes it back meanwhile.
    ///
    /// With `protect`, GnuPG signs (or signs and encrypts) it first, on that thread; the hold
    /// starts once it has.
    pub(super) fn send(
        &mut self,
        (outgoing, account, store): (Outgoing, Account, Store),
        hold: Option<(std::time::Duration, f64)>,
        protect: Option<crate::openpgp::Protect>,
    ) {
        let replacing = self.failed_draft().cloned();
        let sender = account.clone();
        let (thread_hold, held) = match hold {
            Some((length, now)) if !length.is_zero() => {
                let (thread_hold, control) = send::hold::hold(length);
                let held = Held {
                    length: length.as_secs_f64(),
                    // A message to sign starts its hold once it is signed.
                    since: protect.is_none().then_some(now),
                    control,
                };
                (Some(thread_hold), Some(held))
            }
            _ => (None, None),
        };
        let cancel = protect.as_ref().map(|p| p.cancel.clone());
        let first = if protect.is_some() {
            Step::Signing
        } else {
            Step::Password
        };
        // Counted from here, not from the thread's start: a window closed in this very frame
        // must still keep the process until the send is over.
        let under_way = send::under_way();
        let task = Task::spawn("send", self.wake.clone(), move |progress| {
            let _under_way = under_way;
            send::deliver_outgoing(
                &outgoing,
                &sender,
                &store,
                replacing.as_deref(),
                (thread_hold, protect.as_ref()),
                &mut |s| progress.report(s),
            )
        });
        self.set(Stage::Sending {
            attempt: Attempt {
                task,
                account: Box::new(account),
                cancel,
            },
            draft: self.failed_draft().cloned(),
            step: first,
            held,
            undoing: false,
        });
    }

    /// Takes the send back during its hold (Undo): nothing connects, and the message returns
    /// to editing as it was once the sending thread has let go of it. `false` when no hold
    /// is under way.
    pub(super) fn undo(&mut self) -> bool {
        let Stage::Sending {
            held,
            undoing,
            attempt,
            ..
        } = &mut self.stage
        else {
            return false;
        };
        // Too late when the thread's own clock ended the hold first: the message is going.
        if !held.as_ref().is_some_and(|h| h.control.undo()) {
            return false;
        }
        // GnuPG may still be signing (or asking for the passphrase): it stops. (Too late for
        // that is fine: the hold, already decided, keeps the message from going.)
        if let Some(cancel) = &attempt.cancel {
            let _ = cancel.cancel();
        }
        *held = None;
        *undoing = true;
        self.changed = Stamp::now();
        true
    }

    /// Cancel while GnuPG signs (without a hold): GnuPG stops, its prompt closes, and the
    /// message comes back as it was. `false` when it is not signing.
    fn stop_signing(&mut self) -> bool {
        let Stage::Sending {
            step: Step::Signing | Step::Passphrase,
            attempt:
                Attempt {
                    cancel: Some(cancel),
                    ..
                },
            undoing,
            ..
        } = &mut self.stage
        else {
            return false;
        };
        // Signed already and on its way: Cancel stops waiting instead.
        if !cancel.cancel() {
            return false;
        }
        *undoing = true;
        self.changed = Stamp::now();
        true
    }

    /// The hold under way, as (seconds left, its whole length), by the window's clock.
    pub(super) fn held(&self, now: f64) -> Option<(f64, f64)> {
        match &self.stage {
            Stage::Sending { held: Some(h), .. } => {
                let until = h.until()?;
                Some(((until - now).max(0.0), h.length))
            }
            _ => None,
        }
    }

    /// Takes what the send and filing threads reported; `now` in egui seconds.
    pub(super) fn poll(&mut self, now: f64, store: Option<&Store>) {
        self.later.poll();
        // Back from the queue: its copy in drafts is the one the next Send replaces.
        if let Some(draft) = self.later.take_draft() {
            self.stage = Stage::NotSent {
                draft: Some(draft),
                pending: None,
                why: NotSent::Undone,
            };
        }
        self.poll_sending(store, now);
        // The hold is over by the window's clock: the message goes now.
        if let Stage::Sending { held, .. } = &mut self.stage
            && held
                .as_ref()
                .and_then(Held::until)
                .is_some_and(|until| now >= until)
            && let Some(h) = held.take()
        {
            h.control.go();
            self.changed = Stamp::now();
        }
        self.poll_refiling(now);
        if let Stage::Sent { at: at @ None, .. } = &mut self.stage {
            *at = Some(now);
        }
        if let Some(task) = &mut self.leftovers
            && !matches!(task.poll(), Poll::Running(_))
        {
            self.leftovers = None;
        }
    }

    fn poll_sending(&mut self, store: Option<&Store>, now: f64) {
        let (attempt, waiting) = match &mut self.stage {
            Stage::Sending { attempt, .. } => (attempt, true),
            Stage::NotSent {
                pending: Some(attempt),
                ..
            } => (attempt, false),
            _ => return,
        };
        let result = match attempt.task.poll() {
            Poll::Running(news) => {
                if let (Some(news), Stage::Sending { step, held, .. }) = (news, &mut self.stage) {
                    // Signed and saved: the hold starts now by the window's clock.
                    if news == Step::Held
                        && let Some(h) = held
                    {
                        h.since.get_or_insert(now);
                    }
                    *step = news;
                    self.changed = Stamp::now();
                }
                return;
            }
            Poll::Done(result) => result,
            Poll::Lost => Err(DeliverError::Interrupted {
                draft: self.saved_draft().cloned().unwrap_or_default(),
            }),
        };
        let draft = self.saved_draft().cloned();
        let undoing = matches!(self.stage, Stage::Sending { undoing: true, .. });
        // The attempt's account, not the window's choice now (it may have changed since).
        let account = match std::mem::replace(&mut self.stage, Stage::Editing) {
            Stage::Sending { attempt, .. }
            | Stage::NotSent {
                pending: Some(attempt),
                ..
            } => attempt.account,
            other => {
                self.stage = other;
                return;
            }
        };
        match result {
            Ok(delivered) => {
                if let Some(store) = store {
                    self.file_leftovers(&account, store);
                }
                self.set(Stage::Sent {
                    at: None,
                    recipients: delivered.sent.recipients,
                    filing: delivered.filing,
                    account,
                    refiling: None,
                    refiled: false,
                });
            }
            // Cancelled while GnuPG signed: nothing was saved or sent; the message is as it was.
            Err(DeliverError::NotProtected(crate::openpgp::OpenPgpError::Cancelled)) if undoing => {
                self.set(Stage::NotSent {
                    draft,
                    pending: None,
                    why: NotSent::Undone,
                });
            }
            // Undo: nothing connected; the saved message is what the next Send replaces.
            Err(DeliverError::Undone { draft }) => {
                self.set(Stage::NotSent {
                    draft: Some(draft),
                    pending: None,
                    why: NotSent::Undone,
                });
            }
            Err(error) if waiting => {
                let draft = match &error {
                    DeliverError::NotSent { draft, .. } => Some(draft.clone()),
                    _ => draft,
                };
                if matches!(&error, DeliverError::NotSent { error, .. } if error.looks_offline()) {
                    self.later.check_network();
                }
                self.set(Stage::NotSent {
                    draft,
                    pending: None,
                    why: NotSent::Failed(error),
                });
            }
            // An attempt the person stopped waiting for failed: nothing new to say.
            Err(_) => {
                self.stage = Stage::NotSent {
                    draft,
                    pending: None,
                    why: NotSent::StoppedWaiting,
                };
            }
        }
    }

    /// Files the copies earlier sends through `account` left in the outbox, on a thread: the
    /// person has just approved a send there, and those messages went out long ago.
    fn file_leftovers(&mut self, account: &Account, store: &Store) {
        if self.leftovers.is_some() {
            return;
        }
        let (account, store) = (account.clone(), store.clone());
        // The unfiled folder is listed on the thread too: the window never reads the disk.
        self.leftovers = Some(Task::spawn(
            "file-leftovers",
            self.wake.clone(),
            move |_| {
                if store.unfiled().map_or(true, |q| q.is_empty()) {
                    return 0;
                }
                outbox::retry_account(&account, &store)
                    .iter()
                    .filter(|(_, r)| r.is_ok())
                    .count()
            },
        ));
    }

    fn poll_refiling(&mut self, now: f64) {
        let Stage::Sent {
            at,
            filing,
            refiling,
            refiled,
            ..
        } = &mut self.stage
        else {
            return;
        };
        let Some(Refiling::Running(task)) = refiling else {
            return;
        };
        let result = match task.poll() {
            Poll::Running(_) => return,
            Poll::Done(r) => r,
            Poll::Lost => Err(RetryError::File(FileError::Connection {
                host: String::new(),
                detail: "the filing thread stopped".into(),
            })),
        };
        match result {
            Ok(filed) => {
                *filing = Filing::Filed(filed);
                *refiling = None;
                *refiled = true;
                // Said, then the window closes as after any send.
                *at = Some(now);
            }
            Err(e) => *refiling = Some(Refiling::Failed(e)),
        }
        self.changed = Stamp::now();
    }

    /// Whether Retry filing is offered: sent, its copy queued and not filed, and not being
    /// filed now.
    pub(super) fn can_retry_filing(&self) -> bool {
        matches!(
            &self.stage,
            Stage::Sent {
                filing: Filing::Failed {
                    queued: Some(_),
                    ..
                },
                refiling: None | Some(Refiling::Failed(_)),
                ..
            }
        )
    }

    /// Whether Retry filing is under way.
    pub(super) fn is_retrying_filing(&self) -> bool {
        matches!(
            &self.stage,
            Stage::Sent {
                refiling: Some(Refiling::Running(_)),
                ..
            }
        )
    }

    /// Retry filing: puts the queued copy in the Sent folder, and what earlier sends through
    /// the same account left. Never sends the message again.
    pub(super) fn retry_filing(&mut self, store: &Store) {
        if !self.can_retry_filing() {
            return;
        }
        let Stage::Sent {
            filing: Filing::Failed {
                queued: Some(path), ..
            },
            account,
            refiling,
            ..
        } = &mut self.stage
        else {
            return;
        };
        let (path, account, store) = (path.clone(), (**account).clone(), store.clone());
        *refiling = Some(Refiling::Running(Task::spawn(
            "retry-filing",
            self.wake.clone(),
            move |_| {
                let filed = outbox::retry(&path, &account, &store)?;
                // The rest of this account's queue goes with it; its outcome is the queue's.
                let _ = outbox::retry_account(&account, &store);
                Ok(filed)
            },
        )));
        self.changed = Stamp::now();
    }

    /// Cancel while sending: the attempt goes on (it cannot be called back once the server
    /// has the message); the window stops waiting for it. `false` when not sending.
    pub(super) fn stop_waiting(&mut self) -> bool {
        // During the hold, Cancel is Undo: nothing has connected; while GnuPG signs, nothing
        // has been saved yet.
        if self.undo() || self.stop_signing() || self.later.stop_signing() {
            return true;
        }
        if !matches!(self.stage, Stage::Sending { .. }) {
            return false;
        }
        if let Stage::Sending { attempt, draft, .. } =
            std::mem::replace(&mut self.stage, Stage::Editing)
        {
            self.set(Stage::NotSent {
                draft,
                pending: Some(attempt),
                why: NotSent::StoppedWaiting,
            });
        }
        true
    }

    /// Whether a send is under way.
    pub(super) fn is_sending(&self) -> bool {
        matches!(self.stage, Stage::Sending { .. })
    }

    /// Whether the message was delivered (its copy filed or not).
    pub(super) fn is_sent(&self) -> bool {
        matches!(self.stage, Stage::Sent { .. })
    }

    /// Whether a new attempt may start now: nothing is on its way.
    pub(super) fn is_idle(&self) -> bool {
        matches!(
            self.stage,
            Stage::Editing | Stage::NotSent { pending: None, .. }
        ) && !self.later.holds_message()
    }

    /// Whether the last send failed as it does without a network, and the network monitor
    /// says the computer is offline: "Send when online" is offered.
    pub(super) fn failed_offline(&self) -> bool {
        matches!(
            &self.stage,
            Stage::NotSent {
                why: NotSent::Failed(DeliverError::NotSent { error, .. }),
                pending: None,
                ..
            } if error.looks_offline()
        ) && self.later.offline()
    }

    /// Whether the last attempt failed (the main button then says Retry). A send taken back
    /// with Undo did not fail: the message is simply being edited again.
    pub(super) fn failed(&self) -> bool {
        matches!(self.stage, Stage::NotSent { ref why, .. } if !matches!(why, NotSent::Undone))
    }

    /// Whether the message may be edited: not while a send is on its way or held.
    pub(super) fn lets_edit(&self) -> bool {
        !matches!(self.stage, Stage::Sending { .. }) && !self.later.holds_message()
    }

    /// The saved draft of a failed send, if any.
    pub(super) fn failed_draft(&self) -> Option<&PathBuf> {
        match &self.stage {
            Stage::NotSent { draft, .. } => draft.as_ref(),
            _ => None,
        }
    }

    /// The saved message of the attempt under way or failed.
    fn saved_draft(&self) -> Option<&PathBuf> {
        match &self.stage {
            Stage::Sending { draft, .. } | Stage::NotSent { draft, .. } => draft.as_ref(),
            _ => None,
        }
    }

    /// Whether the last attempt was refused for want of a sign-in, and when that was said.
    pub(super) fn refused_sign_in(&self) -> Option<Stamp> {
        match &self.stage {
            Stage::NotSent {
                why: NotSent::Failed(DeliverError::NotSent { error, .. }),
                ..
            } if error.needs_sign_in() => Some(self.changed),
            _ => None,
        }
    }

    /// Whether the last send failed for a sign-in that the desktop's settings renew (for an
    /// account of GNOME Online Accounts).
    pub(super) fn refused_desktop_sign_in(&self) -> bool {
        matches!(
            &self.stage,
            Stage::NotSent {
                why: NotSent::Failed(DeliverError::NotSent { error, .. }),
                ..
            } if error.refused_desktop_sign_in()
        )
    }

    /// When the window may close by itself: after the status had time to be read, once the
    /// copy is filed or was never to be (a copy not filed keeps the window, for Retry filing).
    pub(super) fn close_at(&self) -> Option<f64> {
        match &self.stage {
            Stage::Sent {
                at: Some(at),
                filing,
                ..
            } if !matches!(filing, Filing::Failed { .. }) => {
                Some(at + super::CLOSE_AFTER_SENT_SECS)
            }
            _ => None,
        }
    }

    /// What the status line says about sending, and when it changed.
    pub(super) fn status(&self) -> Option<(Stamp, Status<'_>)> {
        [self.stage_status(), self.later.status()]
            .into_iter()
            .flatten()
            .max_by_key(|(stamp, _)| *stamp)
    }

    fn stage_status(&self) -> Option<(Stamp, Status<'_>)> {
        let status = match &self.stage {
            Stage::Editing => return None,
            Stage::Sending { undoing: true, .. } => Status::Undoing,
            Stage::Sending {
                held: Some(Held { since: Some(_), .. }),
                ..
            } => Status::Held,
            Stage::Sending { step, .. } => Status::Sending(step),
            Stage::Sent {
                refiling: Some(Refiling::Running(_)),
                ..
            } => Status::Filing,
            Stage::Sent {
                refiling: Some(Refiling::Failed(e)),
                ..
            } => Status::NotFiled(e),
            Stage::Sent {
                refiled: true,
                filing: Filing::Filed(filed),
                ..
            } => Status::Filed(&filed.folder),
            Stage::Sent {
                recipients, filing, ..
            } => Status::Sent {
                recipients: *recipients,
                filing,
            },
            Stage::NotSent { why, .. } => Status::NotSent(why),
        };
        Some((self.changed, status))
    }
}
