//! The accounts the desktop already has, as one window uses them: GNOME Online Accounts' mail
//! accounts, looked for after the window's first frame (nothing talks to the daemon before it,
//! and a daemon that is not running is not started), read again by every window, never copied.
//! While they are looked for, the From line says so; the setup panel waits half a second for
//! them before it shows. After the person opened GNOME Settings → Online Accounts from the
//! window, they are looked for again (every few seconds for a while, and when Settings
//! closes), keeping those found before until the new answer.

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
    /// To be looked for again, on this bus, while the window goes on with those found before.
    Again(Option<String>, Vec<Account>),
    /// Being looked for on `bus` since `since` (egui seconds); `patient`: the setup panel
    /// still waits.
    Looking {
        task: Task<Result<Vec<Account>, GoaError>>,
        bus: Option<String>,
        /// Those found before, used until the new answer.
        before: Vec<Account>,
        since: f64,
        patient: bool,
    },
    /// Found on `bus` (perhaps none).
    Found {
        accounts: Vec<Account>,
        bus: Option<String>,
    },
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
        let patient = matches!(self, Desktop::NotYet(_));
        match self {
            Desktop::NotYet(_) | Desktop::Again(..) => {
                let (bus, before) = match std::mem::replace(self, Desktop::Off) {
                    Desktop::Again(bus, before) => (bus, before),
                    Desktop::NotYet(bus) => (bus, Vec::new()),
                    _ => (None, Vec::new()),
                };
                let on = bus.clone();
                let task = Task::spawn("desktop-accounts", wake.clone(), move |_| {
                    let found = goa::mail_accounts(on.as_deref())?;
                    Ok(found.iter().filter_map(goa::MailAccount::sender).collect())
                });
                *self = Desktop::Looking {
                    task,
                    bus,
                    before,
                    since: now,
                    patient,
                };
                false
            }
            Desktop::Looking {
                task,
                bus,
                before,
                since,
                patient,
            } => match task.poll() {
                Poll::Running(_) => {
                    if now - *since >= PATIENCE_SECS {
                        *patient = false;
                    }
                    false
                }
                // A desktop without the daemon has none to offer: the window goes on with
                // the config's (or the setup panel). A look again that fails (the bus did not
                // answer) keeps what the last one found.
                Poll::Done(Ok(found)) => {
                    *self = Desktop::Found {
                        accounts: found,
                        bus: bus.take(),
                    };
                    true
                }
                Poll::Done(Err(_)) | Poll::Lost => {
                    *self = Desktop::Found {
                        accounts: std::mem::take(before),
                        bus: bus.take(),
                    };
                    true
                }
            },
            Desktop::Off | Desktop::Found { .. } => false,
        }
    }

    /// Looks again at the next poll, keeping what was found until then: the person may have
    /// added or renewed an account in GNOME Settings (which a window they opened from here
    /// then uses without any setup). Nothing happens while a look is under way, or when the
    /// window does not look at all.
    pub(super) fn look_again(&mut self) {
        if let Desktop::Found { bus, accounts } = self {
            *self = Desktop::Again(bus.take(), std::mem::take(accounts));
        }
    }

    /// The accounts found so far.
    pub(super) fn accounts(&self) -> &[Account] {
        match self {
            Desktop::Found { accounts, .. }
            | Desktop::Again(_, accounts)
            | Desktop::Looking {
                before: accounts, ..
            } => accounts,
            Desktop::Off | Desktop::NotYet(_) => &[],
        }
    }

    /// Whether they are being looked for.
    pub(super) fn is_looking(&self) -> bool {
        matches!(
            self,
            Desktop::NotYet(_) | Desktop::Again(..) | Desktop::Looking { .. }
        )
    }

    /// Whether the setup panel still waits for them.
    pub(super) fn setup_waits(&self) -> bool {
        match self {
            Desktop::NotYet(_) => true,
            Desktop::Looking { patient, .. } => *patient,
            Desktop::Off | Desktop::Again(..) | Desktop::Found { .. } => false,
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A bus that cannot be reached: every look fails.
    const NO_BUS: &str = "unix:path=/nonexistent/mailto-preview-test-bus";

    /// Polls until the look under way is over.
    fn look(desktop: &mut Desktop) {
        let start = std::time::Instant::now();
        desktop.poll(0.0, &crate::task::no_wake());
        while !matches!(desktop, Desktop::Found { .. }) {
            assert!(start.elapsed() < std::time::Duration::from_secs(30));
            std::thread::sleep(std::time::Duration::from_millis(10));
            desktop.poll(0.0, &crate::task::no_wake());
        }
    }

    #[test]
    fn a_look_again_keeps_what_was_found_until_and_unless_it_answers() {
        let mut first = Desktop::new(&DesktopAccounts::Bus(NO_BUS.into()));
        look(&mut first);
        assert!(
            first.accounts().is_empty(),
            "a first look that fails finds none"
        );
        let found = Account::new("alice@example.net", crate::config::Transport::Desktop);
        let mut desktop = Desktop::Found {
            accounts: vec![found.clone()],
            bus: Some(NO_BUS.into()),
        };
        desktop.look_again();
        assert!(matches!(desktop, Desktop::Again(..)));
        assert!(
            !desktop.setup_waits(),
            "the setup panel does not wait for a look again"
        );
        assert_eq!(desktop.accounts(), std::slice::from_ref(&found));
        desktop.poll(0.0, &crate::task::no_wake());
        assert!(desktop.is_looking());
        assert_eq!(
            desktop.accounts(),
            std::slice::from_ref(&found),
            "kept while it looks"
        );
        look(&mut desktop);
        assert_eq!(
            desktop.accounts(),
            [found],
            "kept when the bus did not answer"
        );
        // Off stays off.
        let mut off = Desktop::new(&DesktopAccounts::Off);
        off.look_again();
        assert!(matches!(off, Desktop::Off));
    }
}
