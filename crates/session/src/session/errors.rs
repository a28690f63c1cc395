//! Why a message could not be shown, sent or saved: the errors the session's parts report
//! and the status line says. Apart from the parts and from the status line, so that each
//! imports them and neither imports the other.

use crate::i18n::{Localize, Text};
use crate::message::MessageError;
use crate::open_with::OpenWithError;
use crate::send::DeliverError;
use crate::store::StoreError;

/// Why the exact message cannot be shown or sent.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::Localize::text(self).english())]
pub enum Unavailable {
    /// The link cannot be used.
    UnusableLink,
    /// There is no account.
    NoAccount,
    /// The message cannot be built.
    Message(#[from] MessageError),
}

impl Localize for Unavailable {
    fn text(&self) -> Text {
        match self {
            Self::UnusableLink => Text::new("unavailable-unusable"),
            Self::NoAccount => Text::new("unavailable-no-account"),
            Self::Message(e) => e.text(),
        }
    }
}

/// Why a message is not sent.
#[derive(Debug)]
pub enum NotSent {
    /// The attempt failed; the message is saved in the drafts folder when it could be.
    Failed(DeliverError),
    /// The person stopped waiting; the attempt may still be on its way.
    StoppedWaiting,
    /// The message cannot be built.
    CannotSend(Unavailable),
    /// There is no data directory to keep the message in: nothing was sent.
    NoStore,
    /// The person took the send back during its hold (Undo): nothing connected.
    Undone,
}

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
