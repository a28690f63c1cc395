//! Mailto Preview: a `mailto:` link handler that shows the whole message, fully decoded and
//! filtered, and sends it only when the person approves.
//!
//! The program is a workspace whose crates are its layers, each depending only on the ones
//! below it: the link-reading core (`mailto-preview-core`: [`mailto`], [`draft`], [`message`],
//! [`i18n`], [`visible`]), the I/O layer (`mailto-preview-io`: [`config`], [`send`],
//! [`store`], [`discover`], [`desktop`], [`instance`], [`task`]...), the session
//! (`mailto-preview-session`: [`session`]), the renderer (`mailto-preview-render`: [`render`])
//! and the window (`mailto-preview-window`: [`ui`], [`host`]). This crate is the command line
//! ([`cli`]) and the one binary, and re-exports the layers' modules under the paths the tests,
//! benches, examples and fuzz targets use.

#![deny(unsafe_code)]

pub use mailto_preview_core::{draft, i18n, mailto, message, visible};
pub use mailto_preview_io::{
    attach, config, contacts, credentials, desktop, discover, goa, instance, keyring, oauth,
    open_with, openpgp, queue, send, spelling, startup_trace, store, task,
};
pub use mailto_preview_render as render;
pub use mailto_preview_session::session;
pub use mailto_preview_window::{host, ui};

pub mod cli;
