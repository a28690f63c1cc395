//! What the window says about the message: the status line (the newest outcome of any part
//! of the session), why the main button is disabled, what it does, and what the person is
//! asked to confirm. Each part of the session keeps its own outcome; the status line is only
//! a view of the newest, so nothing is stored twice.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use crate::desktop::{DesktopError, LoginEntry};
use crate::i18n::Text;
use crate::oauth::SignInError;
use crate::open_with::Target;
use crate::send::Step;
use crate::send::imap::FileError;
use crate::send::outbox::{Filing, RetryError};

use super::errors::{NotSent, SaveError};
use super::later::{NotScheduled, Scheduled};
use crate::queue::QueueError;

/// When an outcome happened, in the order of the process's outcomes (newest is greatest).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Stamp(u64);

impl Stamp {
    /// Now.
    pub(super) fn now() -> Stamp {
        static NEXT: AtomicU64 = AtomicU64::new(1);
        Stamp(NEXT.fetch_add(1, Ordering::Relaxed))
    }
}

/// What the status line says: the newest outcome of the session's parts.
#[derive(Debug, Clone, Copy)]
pub enum Status<'a> {
    /// Held after Send: saved, nothing connected yet; Undo takes it back.
    Held,
    /// The message is being put in the queue (Send later).
    Scheduling,
    /// It is in the queue, to go at its time.
    Scheduled(&'a Scheduled),
    /// It could not be put in the queue; it stays in the window.
    NotScheduled(&'a NotScheduled),
    /// It is being taken off the queue ("Edit it again").
    TakingBack,
    /// It could not be taken off the queue (being sent right now): it stays there.
    NotTakenBack(&'a QueueError),
    /// It is off the queue and back to be edited (a copy is in the drafts).
    TakenBack,
    /// Undo was accepted: nothing connects; the message is on its way back to editing.
    Undoing,
    /// GNOME Settings could not be opened at Online Accounts, and why.
    SettingsNotOpened(&'a str),
    /// Sending, at this step.
    Sending(&'a Step),
    /// The server took the message for this many recipients.
    Sent {
        /// How many.
        recipients: usize,
        /// What became of its copy in the Sent folder.
        filing: &'a Filing,
    },
    /// Not sent, and why.
    NotSent(&'a NotSent),
    /// Putting the copy in the Sent folder again (Retry filing).
    Filing,
    /// The copy is in this folder now.
    Filed(&'a str),
    /// The copy is still not filed, for this reason; it waits in the outbox.
    NotFiled(&'a RetryError),
    /// A draft with files is being written.
    Saving,
    /// Saved at this path.
    Saved(&'a Path),
    /// Not saved.
    NotSaved(&'a SaveError),
    /// Saved at this path, and being saved to the mailbox's Drafts folder.
    SavingToServer(&'a Path),
    /// Saved at this path and in the mailbox's Drafts folder.
    SavedToServer {
        /// The local draft.
        path: &'a Path,
        /// The folder on the server.
        folder: &'a str,
    },
    /// Saved at this path, but not on the server.
    NotSavedToServer {
        /// The local draft.
        path: &'a Path,
        /// Why not.
        error: &'a FileError,
    },
    /// Copied to the clipboard.
    Copied,
    /// Being handed to this target.
    HandingOver(&'a str),
    /// Handed to this target; the body was too long and is on the clipboard.
    HandedOverBodyOnClipboard(&'a str),
    /// Not handed over; the message was kept (or could not be).
    NotHandedOver {
        /// Why.
        error: &'a Text,
        /// Where it was kept, or why it could not be.
        kept: &'a Result<PathBuf, SaveError>,
    },
    /// The setup form saved the account to this file.
    AccountSaved(&'a Path),
    /// Signed in again: Retry sends.
    SignedIn,
    /// The sign-in did not work.
    NotSignedIn(&'a SignInError),
    /// Resident mode at login was changed.
    StartAtLogin(&'a LoginEntry),
    /// Resident mode at login could not be changed.
    StartAtLoginFailed(&'a DesktopError),
}

impl Status<'_> {
    /// Whether it reports something that did not work (the window shows it as an error).
    pub fn is_failure(&self) -> bool {
        if matches!(self, Status::NotSent(NotSent::Undone)) {
            // The person's own choice, not a failure.
            return false;
        }
        matches!(
            self,
            Status::NotSent(_)
                | Status::NotScheduled(_)
                | Status::NotTakenBack(_)
                | Status::SettingsNotOpened(_)
                | Status::NotSaved(_)
                | Status::NotHandedOver { .. }
                | Status::NotSignedIn(_)
                | Status::StartAtLoginFailed(_)
                | Status::NotFiled(_)
                | Status::NotSavedToServer { .. }
                | Status::Sent {
                    filing: Filing::Failed { .. },
                    ..
                }
        )
    }
}

/// The newest of several stamped outcomes.
pub(super) fn newest<'a>(
    outcomes: impl IntoIterator<Item = Option<(Stamp, Status<'a>)>>,
) -> Option<Status<'a>> {
    outcomes
        .into_iter()
        .flatten()
        .max_by_key(|(stamp, _)| *stamp)
        .map(|(_, status)| status)
}

/// What the window asks the person to confirm.
#[derive(Debug, Clone)]
pub enum Confirm {
    /// Closing would lose edits.
    Discard,
    /// The message mentions an attachment, and none is attached.
    ForgotAttachment,
    /// The chosen target cannot take everything: these notes say what.
    Handoff(Target, Vec<Text>),
}

/// Why the main button is disabled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Blocker {
    /// There is no account to send with.
    NoAccount,
    /// The message has no recipient.
    NoRecipient,
    /// An address is invalid.
    InvalidAddress,
    /// The address being typed is not complete yet.
    UnfinishedAddress,
    /// There are several senders and none is chosen.
    ChooseSender,
    /// The message is on its way already.
    Busy,
    /// The window has only just appeared.
    JustOpened,
    /// Encrypt is on, and not every recipient (or the sender) has a usable key.
    CannotEncrypt,
}

/// The main button.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MainAction {
    /// Send.
    Send,
    /// Send again, after a failure.
    Retry,
    /// Hand over to the account's target (its name).
    OpenIn(String),
}
