//! Mailto Preview: a `mailto:` link handler that shows the whole message, fully decoded and
//! filtered, and sends it only when the person approves.
//!
//! Data flows top-down through the modules: [`mailto`] reads a URI into decoded fields; the CLI
//! in [`cli`] (and later the window) only presents what the library produced. [`visible`] makes
//! hostile text safe to show.

pub mod cli;
pub mod config;
pub mod desktop;
pub mod draft;
pub mod instance;
pub mod mailto;
pub mod message;
pub mod send;
pub mod store;
pub mod ui;
pub mod visible;
