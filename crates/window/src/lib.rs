//! Mailto Preview's window layer: [`ui`] draws a session in the person's language and turns
//! clicks into its calls; [`host`] decides which windows there are and how long the process
//! lives, and puts them on screen (our own winit loop with the CPU renderer, or eframe with
//! OpenGL). It reaches the layers below only through the session crate.

// No `unsafe`; the one exception is the module that names Xlib's Compose cache in the
// environment first thing in `main` (`host::compose_cache`, through
// `host::prepare_environment`), which allows it for itself.
#![deny(unsafe_code)]

// What the window may use of the layers below, at the paths its code names them by.
pub(crate) use mailto_preview_render as render;
pub(crate) use mailto_preview_session::for_window::{
    config, desktop, files, i18n, instance, send, startup_trace, task, visible,
};
pub(crate) use mailto_preview_session::session;

pub mod host;
pub mod ui;
