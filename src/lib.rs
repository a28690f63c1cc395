//! Mailto Preview: a `mailto:` link handler that shows the whole message, fully decoded and
//! filtered, and sends it only when the person approves.
//!
//! Data flows top-down through the modules: [`mailto`] reads a URI into decoded fields,
//! [`draft`] filters them into a draft, [`message`] turns the draft into the outgoing message,
//! [`send`] delivers it with an account from [`config`], keeping it in [`store`] until it is
//! sent. The window in [`ui`] and the CLI in [`cli`] only show, edit and approve; [`visible`]
//! makes hostile text safe to show. [`desktop`] registers the program as the system's mail
//! handler, and [`instance`] hands later clicks to the window that is already open.

pub mod cli;
pub mod config;
pub mod credentials;
pub mod desktop;
pub mod discover;
pub mod draft;
mod files;
pub mod instance;
pub mod mailto;
pub mod message;
pub mod open_with;
pub mod secrets;
pub mod send;
pub mod session;
pub mod signin;
pub mod store;
pub mod task;
pub mod ui;
pub mod visible;
