//! Files the person attaches, as the I/O layer handles them: the checks before a file is
//! attached ([`check`]), its type ([`media_type`]), the desktop's file chooser ([`chooser`])
//! and the forgotten-attachment words ([`reminder`]). The [`Attachment`] type itself is the
//! core's (`mailto_preview_core::attach`), re-exported here.

pub use mailto_preview_core::attach::*;

pub mod check;
pub mod chooser;
pub mod media_type;
mod portal;
pub mod reminder;
