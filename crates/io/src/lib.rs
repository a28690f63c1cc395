//! Mailto Preview's I/O layer: everything that touches the disk, the network, the bus, the
//! keyring or another program, over the core's types.
//!
//! [`config`] describes accounts and window settings and reads and edits the config file;
//! [`credentials`] fetches their passwords and tokens, [`keyring`] keeps them in the system
//! keyring, [`oauth`] signs in with OAuth 2.0 and [`discover`] finds an address's server.
//! [`send`] delivers a message, keeping it in [`store`] until it is sent, or [`open_with`]
//! hands it to webmail or a mail program. [`attach`] checks the files a person attaches,
//! [`contacts`] offers recipients, [`spelling`] checks words. [`desktop`] registers the
//! program as the system's mail handler, and [`instance`] hands later clicks to the window
//! that is already open. [`task`] is the one way to run work off the window's thread.

// No `unsafe`; the one exception is the module that holds nothing but the macOS calls that
// need it (`desktop::macos_ffi`), which allows it for itself.
#![deny(unsafe_code)]

// The core's modules, at the paths the code of this layer names them by.
pub(crate) use mailto_preview_core::{draft, i18n, language, mailto, message, visible};

pub mod attach;
pub mod config;
pub mod contacts;
pub mod credentials;
pub mod desktop;
pub mod discover;
// Evolution's data server speaks D-Bus, which runs on Linux and the BSDs.
#[cfg(all(unix, not(target_os = "macos")))]
pub mod eds;
pub mod files;
pub mod goa;
pub mod instance;
pub mod keyring;
pub mod network;
pub mod notify;
pub mod oauth;
pub mod open_with;
pub mod openpgp;
pub mod queue;
pub mod send;
pub mod spelling;
pub mod startup_trace;
pub mod store;
pub mod task;
