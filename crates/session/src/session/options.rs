//! What a session is given: where it finds its account and keeps drafts, how it looks a
//! server up, what wakes its window, the language the window speaks, and spelling.

use std::path::PathBuf;
use std::sync::Arc;

use crate::i18n::Lang;
use crate::store::Store;
use crate::task::Waker;

/// Where a session finds its account and keeps drafts.
#[derive(Clone)]
pub struct Options {
    /// The config file (`None`: the usual place).
    pub config_path: Option<PathBuf>,
    /// The drafts/sent store (`None`: the platform data directory).
    pub store: Option<Store>,
    /// How the setup form looks a server up (the system's DNS and HTTPS on 443 unless a
    /// test points it at its own servers).
    pub discover: crate::discover::Options,
    /// Wakes the window when a task reports (set by the window).
    pub wake: Waker,
    /// The language the window speaks (English unless the program chose the person's).
    pub lang: Arc<Lang>,
    /// Spelling as the caller sets it (tests: their own word lists), instead of the config's
    /// `[window]` keys and the system's languages.
    pub spelling: Option<crate::spelling::SpellSettings>,
    /// Where the desktop's accounts (GNOME Online Accounts) are looked for: the program looks
    /// on the session bus unless `[window] desktop-accounts = false`.
    pub desktop: super::DesktopAccounts,
    /// The hold after Send in which Undo takes the send back (`[send] undo-seconds`, which
    /// the program reads; none unless set, as for a test's own window).
    pub hold: std::time::Duration,
    /// Whether Send later sets the system's timer (the program does; a test's own session
    /// does not, so that it never changes the person's timers).
    pub timer: bool,
    /// Called when the person puts a message in the queue (Send later, Send when online): the
    /// program keeps the queue in this process from then on, as long as it runs.
    pub keep_queue: Option<Arc<dyn Fn() + Send + Sync>>,
    /// The GnuPG that signs and encrypts (the person's `gpg` and home, unless a test gives its
    /// own).
    pub gpg: crate::openpgp::Gpg,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            config_path: None,
            store: None,
            discover: crate::discover::Options::default(),
            wake: crate::task::no_wake(),
            lang: Lang::english(),
            spelling: None,
            desktop: super::DesktopAccounts::Off,
            hold: std::time::Duration::ZERO,
            timer: false,
            keep_queue: None,
            gpg: crate::openpgp::Gpg::default(),
        }
    }
}

impl std::fmt::Debug for Options {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Options")
            .field("config_path", &self.config_path)
            .field("store", &self.store)
            .field("lang", &self.lang)
            .finish_non_exhaustive()
    }
}

impl Options {
    /// The options for a link handed over by another launch, with the config file that launch
    /// would have used (so that its window is the one it would have opened itself).
    pub fn for_handoff(&self, config: Option<PathBuf>) -> Options {
        Options {
            config_path: config.or_else(|| self.config_path.clone()),
            ..self.clone()
        }
    }
}
