//! The accounts the desktop already has, as one window uses them: GNOME Online Accounts' mail
//! accounts, looked for after the window's first frame (nothing talks to the daemon before it,
//! and a daemon that is not running is not started), read again by every window, never copied.
//! While they are looked for, the From line says so; the setup panel waits half a second for
//! them before it shows.

use crate::config::Account;
use crate::goa::{self, GoaError};
use crate::task::{Poll, Task, Waker};

/// How long the setup panel waits for the desktop's accounts, in seconds.
pub const PATIENCE_SECS: f64 = 0.5;

/// Where a session looks for the desktop's accounts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum DesktopAccounts {
    /// It does not (`[window] desktop-accounts = false`, or a test's own config).
    #[default]
    Off,
    /// On the session bus, where the person's desktop runs GNOME Online Accounts.
    Session,
    /// On the bus at this address (tests).
    Bus(String),
}

/// The desktop's accounts, as far as they are known.
pub(super) enum Desktop {
    /// Not looked for.
    Off,
    /// To be looked for after the first frame, on this bus (`None`: the session bus).
    NotYet(Option<String>),
    /// Being looked for since `since` (egui seconds); `patient`: the setup panel still waits.
    Looking {
        task: Task<Result<Vec<Account>, GoaError>>,
        since: f64,
        patient: bool,
    },
    /// Found (perhaps none).
    Found(Vec<Account>),
}

impl Desktop {
    pub(super) fn new(setting: &DesktopAccounts) -> Desktop {
        match setting {
            DesktopAccounts::Off => Desktop::Off,
            DesktopAccounts::Session => Desktop::NotYet(None),
            DesktopAccounts::Bus(address) => Desktop::NotYet(Some(address.clone())),
        }
    }

    /// Starts looking (call once the first frame is over) and takes what was found; whether
    /// the accounts changed.
    pub(super) fn poll(&mut self, now: f64, wake: &Waker) -> bool {
        match self {
            Desktop::NotYet(bus) => {
                let bus = bus.take();
                let task = Task::spawn("desktop-accounts", wake.clone(), move |_| {
                    let found = goa::mail_accounts(bus.as_deref())?;
                    Ok(found.iter().filter_map(goa::MailAccount::sender).collect())
                });
                *self = Desktop::Looking {
                    task,
                    since: now,
                    patient: true,
                };
                false
            }
            Desktop::Looking {
                task,
                since,
                patient,
            } => match task.poll() {
                Poll::Running(_) => {
                    if now - *since >= PATIENCE_SECS {
                        *patient = false;
                    }
                    false
                }
                // A desktop without the daemon, or whose bus fails, has none to offer: the
                // window goes on with the config's (or the setup panel).
                Poll::Done(found) => {
                    *self = Desktop::Found(found.unwrap_or_default());
                    true
                }
                Poll::Lost => {
                    *self = Desktop::Found(Vec::new());
                    true
                }
            },
            Desktop::Off | Desktop::Found(_) => false,
        }
    }

    /// The accounts found so far.
    pub(super) fn accounts(&self) -> &[Account] {
        match self {
            Desktop::Found(found) => found,
            _ => &[],
        }
    }

    /// Whether they are being looked for.
    pub(super) fn is_looking(&self) -> bool {
        matches!(self, Desktop::NotYet(_) | Desktop::Looking { .. })
    }

    /// Whether the setup panel still waits for them.
    pub(super) fn setup_waits(&self) -> bool {
        match self {
            Desktop::NotYet(_) => true,
            Desktop::Looking { patient, .. } => *patient,
            Desktop::Off | Desktop::Found(_) => false,
        }
    }

    /// When the setup panel stops waiting (egui seconds), while it waits.
    pub(super) fn patience_ends(&self) -> Option<f64> {
        match self {
            Desktop::Looking {
                since,
                patient: true,
                ..
            } => Some(since + PATIENCE_SECS),
            _ => None,
        }
    }
}
