//! Mailto Preview's session layer: one window's message, from the link to its outcome,
//! without any drawing ([`session`]). The window layer draws a session and turns clicks into
//! its calls; it reaches the layers below only through this crate: the session's types, and
//! the few items of the I/O layer the windows' host needs ([`for_window`]).

#![deny(unsafe_code)]

// The lower layers' modules, at the paths the session's code names them by.
pub(crate) use mailto_preview_core::{draft, i18n, mailto, message, visible};
pub(crate) use mailto_preview_io::{
    attach, config, contacts, desktop, discover, files, goa, keyring, network, oauth, open_with,
    openpgp, queue, send, spelling, store, task,
};

pub mod session;

/// What the window layer may use of the layers below, besides the session: the words and
/// hostile text made visible (the core's), and, for the windows' host, the window settings,
/// the program's icon and id, the atomic writer, the hand-over of later clicks, the task helper
/// and the startup trace (the I/O layer's).
pub mod for_window {
    pub use mailto_preview_core::{i18n, visible};
    pub use mailto_preview_io::{startup_trace, task};

    /// The window settings the host acts on.
    pub mod config {
        pub use mailto_preview_io::config::{Parts, Renderer, Resident};
    }

    /// The program's identity on the desktop.
    pub mod desktop {
        pub use mailto_preview_io::desktop::{APP_ID, ICON_128};
    }

    /// Sends under way (held or connecting): the host keeps the process until they end.
    pub mod send {
        pub use mailto_preview_io::send::in_flight;
    }

    /// The one atomic writer (what the host remembers between starts).
    pub mod files {
        pub use mailto_preview_io::files::{create_private_dir, replace};
    }

    /// Later clicks, handed to the running process.
    pub mod instance {
        pub use mailto_preview_io::instance::{Arrival, Gate, Handoff};
    }
}
