//! Mailto Preview: a `mailto:` link handler that shows the whole message, fully decoded and
//! filtered, and sends it only when the person approves.
//!
//! Data flows top-down through the modules: [`mailto`] reads a URI into decoded fields (its
//! tokens, [`mailto::lex`], then the fields, [`mailto::resolve`]); [`draft`] filters them into
//! a draft; [`message`] turns the draft and an account's sender into the outgoing message;
//! [`send`] delivers it, keeping it in [`store`] until it is sent, or [`open_with`] hands it to
//! webmail or a mail program. [`config`] describes accounts and window settings and does
//! nothing with them (a leaf); [`credentials`] fetches their passwords and tokens, [`secrets`]
//! keeps them in the system keyring, [`signin`] signs in with OAuth 2.0 and [`discover`]
//! finds an address's server.
//!
//! [`session`] is one window's state machine (the draft being edited, the account, where
//! sending stands), with no drawing in it; [`ui`] only draws a session and turns clicks into
//! its calls, and the CLI in [`cli`] only presents what the library produced. [`task`] is the
//! one way to run work off the window's thread. [`visible`] makes hostile text safe to show.
//! [`desktop`] registers the program as the system's mail handler, and [`instance`] hands
//! later clicks to the window that is already open.

// No `unsafe` in the program; the exceptions are the module that holds nothing but the macOS
// calls that need it (`desktop::macos_ffi`) and the one that names Xlib's Compose cache in the
// environment first thing in `main` (`host::compose_cache`, through
// `host::prepare_environment`), each allowing it for itself.
#![deny(unsafe_code)]

pub mod attach;
pub mod cli;
pub mod config;
pub mod contacts;
pub mod credentials;
pub mod desktop;
pub mod discover;
pub mod draft;
mod files;
pub mod host;
pub mod i18n;
pub mod instance;
pub mod keyring;
pub mod mailto;
pub mod message;
pub mod oauth;
pub mod open_with;
pub mod render;
pub mod send;
pub mod session;
pub mod spelling;
pub mod startup_trace;
pub mod store;
pub mod task;
pub mod ui;
pub mod visible;
