//! The session's smaller states, each typed: who sends, what it works with, where the window
//! stands with the message, the helpers of writing, and what the window is asked.

use super::attaching::Attaching;
use super::status::Stamp;
use super::{Confirm, Noted, offers, spelling};
use crate::i18n::LanguageIdentifier;
use crate::store::Store;
use crate::task::Waker;

/// What the session works with: where messages are kept, how the window is woken, and the
/// window's language (the reminder reads a message in it as well as in the message's own).
pub(super) struct Env {
    pub(super) store: Option<Store>,
    pub(super) wake: Waker,
    pub(super) language: LanguageIdentifier,
    /// The hold after Send ([`super::Options::hold`]).
    pub(super) hold: std::time::Duration,
    /// Whether Send later sets the system's timer ([`super::Options::timer`]).
    pub(super) timer: bool,
    /// Keeps the queue in this process ([`super::Options::keep_queue`]).
    pub(super) keep_queue: Option<std::sync::Arc<dyn Fn() + Send + Sync>>,
}

/// Where the window stands with the message (times in egui seconds).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Shown {
    /// Not on screen yet.
    NotYet,
    /// Shown at `at`; the frame that showed it is not over yet.
    FirstFrame { at: f64 },
    /// Shown since `at`: what the first frame did not need (spelling, offers) may start.
    Since { at: f64 },
    /// Moved to another window and not shown there yet: the Send delay starts again.
    Moved,
}

impl Shown {
    /// When the window showed it, for the Send delay.
    pub(super) fn at(self) -> Option<f64> {
        match self {
            Shown::FirstFrame { at } | Shown::Since { at } => Some(at),
            Shown::NotYet | Shown::Moved => None,
        }
    }

    /// Whether the frame that first showed it is over.
    pub(super) fn first_frame_over(self) -> bool {
        matches!(self, Shown::Since { .. } | Shown::Moved)
    }
}

/// The helpers of writing.
pub(super) struct Composing {
    pub(super) attaching: Attaching,
    pub(super) spelling: spelling::Spelling,
    pub(super) offers: offers::Offers,
    /// Sign and Encrypt.
    pub(super) openpgp: super::openpgp::OpenPgpPart,
}

/// What the window is asked to show or do.
#[derive(Default)]
pub(super) struct Asks {
    /// Smaller outcomes: the account saved by the setup form, the text copied.
    pub(super) noted: Option<(Stamp, Noted)>,
    pub(super) confirm: Option<Confirm>,
    /// The forgotten-attachment question, once per window.
    pub(super) reminder: Reminder,
    /// A text the window should put on the clipboard.
    pub(super) clipboard: Option<String>,
    pub(super) life: Life,
}

/// Whether the person was reminded of a forgotten attachment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) enum Reminder {
    #[default]
    NotYet,
    /// Reminded, and went on.
    Heeded,
}

/// Whether the window is to close.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) enum Life {
    #[default]
    Open,
    Closed,
}
