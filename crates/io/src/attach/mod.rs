//! Files the person attaches, as the I/O layer handles them: the checks before a file is
//! attached ([`check`]), its type ([`media_type`]) and the desktop's file chooser
//! ([`chooser`]). The [`Attachment`] type itself is the core's (`mailto_preview_core::attach`),
//! re-exported here, as the forgotten-attachment rule is (`mailto_preview_core::reminder`).

pub use mailto_preview_core::attach::*;

pub mod check;
pub mod chooser;
pub mod media_type;
mod portal;
