//! Who sends, as one window holds it: the config's accounts, then the desktop's accounts that
//! are not among them (GNOME Online Accounts, [`super::desktop`]), and the one chosen. With
//! accounts of the desktop's only, one is the sender by itself; of several none is chosen
//! until the person chooses, and the choice is remembered by address for the next window
//! (the daemon's ids change when an account is added again).

use std::path::PathBuf;

use super::accounts::account_label;
use super::desktop::Desktop;
use super::{Accounts, Derived, Noted, Session, setup, status};
use crate::config::{Account, Config, Transport};
use crate::i18n::Text;
use crate::task::{Task, Waker};

/// The file in the data folder that holds the address last chosen on the From line.
pub const REMEMBERED_FILE: &str = "sender.txt";

/// The accounts, and the one chosen to send.
pub(super) struct Sender {
    pub(super) accounts: Accounts,
    /// Who can send: see [`Session::senders`].
    list: Vec<Account>,
    pub(super) desktop: Desktop,
    /// An index into [`Session::senders`]; `None` until the person chooses among several.
    pub(super) chosen: Option<usize>,
    /// The address chosen last time, and where it is kept (`None`: nowhere to keep it).
    pub(super) remembered: Option<String>,
    pub(super) remember_at: Option<PathBuf>,
    /// The last choice being written.
    pub(super) writing: Option<Task<std::io::Result<()>>>,
    /// GNOME Settings, opened at Online Accounts, until it is closed.
    pub(super) settings: Option<Task<std::io::Result<()>>>,
    /// After the person opened Online Accounts from the window, the desktop's accounts are
    /// looked for again for a while: GNOME Settings runs once per session, so the program
    /// that opened it may end at once while the person is still adding the account there.
    watching: Watching,
}

/// Looking again for the desktop's accounts, after the person opened Online Accounts.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Watching {
    /// Not asked.
    No,
    /// Asked; the window's clock starts the watch at its next poll.
    Asked,
    /// Until `until`, next at `next` (egui seconds).
    Until { until: f64, next: f64 },
}

/// How long, and how often, the desktop's accounts are looked for again after the person
/// opened Online Accounts (seconds).
const WATCH_SECS: f64 = 600.0;
const WATCH_EVERY_SECS: f64 = 2.0;

impl Sender {
    /// The senders, from the config's accounts and the desktop's found so far.
    fn merged(accounts: &Accounts, desktop: &[Account]) -> Vec<Account> {
        let own: &[Account] = match accounts {
            Accounts::Ready(c) => &c.accounts,
            _ => &[],
        };
        let address = |a: &Account| a.address().map(|e| e.to_lowercase());
        let theirs = |a: &Account| desktop.iter().find(|d| address(d) == address(a));
        let mut list: Vec<Account> = own
            .iter()
            .map(|a| match (&a.transport, theirs(a)) {
                (Transport::Desktop, Some(d)) => Account {
                    name: a.name.clone(),
                    email: a.email.clone(),
                    display_name: a.display_name.clone().or_else(|| d.display_name.clone()),
                    default: a.default,
                    transport: d.transport.clone(),
                    signature: a.signature.clone(),
                    bcc_self: a.bcc_self,
                    imap: d.imap.clone(),
                    sent_copy: a.sent_copy,
                    server_drafts: a.server_drafts,
                    openpgp: a.openpgp.clone(),
                },
                _ => a.clone(),
            })
            .collect();
        list.extend(
            desktop
                .iter()
                .filter(|d| !own.iter().any(|o| address(o) == address(d)))
                .cloned(),
        );
        list
    }

    /// Computes the senders again (the config or the desktop's accounts changed). The one
    /// chosen stays chosen, found again by its address: its place in the list may change.
    pub(super) fn refresh(&mut self) {
        let chosen = self
            .chosen
            .and_then(|i| self.list.get(i))
            .and_then(Account::address);
        self.list = Sender::merged(&self.accounts, self.desktop.accounts());
        if let Some(address) = chosen {
            self.chosen = self.list.iter().position(|a| {
                a.address()
                    .is_some_and(|e| e.eq_ignore_ascii_case(&address))
            });
        }
    }

    pub(super) fn new(accounts: Accounts, desktop: Desktop, data_dir: Option<PathBuf>) -> Sender {
        let remember_at = data_dir.map(|d| d.join(REMEMBERED_FILE));
        // Read with the config, before the first frame: one short line.
        let remembered = remember_at
            .as_ref()
            .and_then(|p| std::fs::read_to_string(p).ok())
            .map(|t| t.trim().to_string())
            .filter(|t| t.contains('@') && t.len() < 320 && !t.chars().any(char::is_control));
        Sender {
            chosen: Some(accounts.default_index()),
            list: Sender::merged(&accounts, desktop.accounts()),
            accounts,
            desktop,
            remembered,
            remember_at,
            writing: None,
            settings: None,
            watching: Watching::No,
        }
    }
}

impl Session {
    /// The accounts of the config.
    pub fn accounts(&self) -> &Accounts {
        &self.sender.accounts
    }

    /// Every account that can send: the config's (one that names the desktop's account with
    /// `desktop = true` takes that account's servers and sign-in, keeping its own default,
    /// signature and copies), then the desktop's whose address is not among them (each
    /// account shown once).
    pub fn senders(&self) -> Vec<&Account> {
        self.sender.list.iter().collect()
    }

    /// How each sender is named on the From line, in [`Session::senders`]' order.
    pub fn account_labels(&self) -> Vec<Text> {
        self.senders().into_iter().map(account_label).collect()
    }

    /// Whether the desktop's accounts are being looked for (the From line says so).
    pub fn looking_for_accounts(&self) -> bool {
        self.sender.desktop.is_looking()
    }

    /// The setup form, and the config file it writes to, while there is no account: not while
    /// the desktop's accounts are looked for (half a second at most), nor when it has some.
    pub fn setup(&mut self) -> Option<(&std::path::Path, &mut setup::SetupForm)> {
        if self.setup_waits() {
            return None;
        }
        match &mut self.sender.accounts {
            Accounts::Missing(path, form) => Some((path, form)),
            _ => None,
        }
    }

    /// The setup form, while it is shown (to read it; [`Session::setup`] edits it).
    pub fn setup_form(&self) -> Option<&setup::SetupForm> {
        if self.setup_waits() {
            return None;
        }
        match &self.sender.accounts {
            Accounts::Missing(_, form) => Some(form),
            _ => None,
        }
    }

    fn setup_waits(&self) -> bool {
        self.sender.desktop.setup_waits() || !self.sender.desktop.accounts().is_empty()
    }

    /// Which sender is chosen (an index into [`Session::senders`]), if one is.
    pub fn account_index(&self) -> Option<usize> {
        self.sender.chosen
    }

    /// The account that would send, if any.
    pub fn account(&self) -> Option<&Account> {
        self.senders().get(self.sender.chosen?).copied()
    }

    /// Whether there are senders to choose from, none chosen.
    pub(super) fn must_choose_sender(&self) -> bool {
        self.sender.chosen.is_none_or(|i| i >= self.senders().len()) && !self.senders().is_empty()
    }

    /// Chooses the sender; its address is remembered for the next window.
    pub fn set_account(&mut self, index: usize) {
        if Some(index) == self.sender.chosen {
            return;
        }
        self.sender.chosen = Some(index);
        self.derived = Derived::default();
        let address = self.account().and_then(Account::address);
        if let (Some(address), Some(path)) = (address, self.sender.remember_at.clone()) {
            self.sender.remembered = Some(address.clone());
            self.sender.writing = Some(Task::spawn(
                "remember-sender",
                self.env.wake.clone(),
                move |_| {
                    if let Some(parent) = path.parent() {
                        crate::files::create_private_dir(parent)?;
                    }
                    crate::files::replace(&path, format!("{address}\n").as_bytes(), true)
                },
            ));
        }
    }

    /// Looks for the desktop's accounts once the first frame is over, and chooses among them
    /// when the config has none: the one there is, or the one chosen last time.
    pub(super) fn poll_desktop(&mut self, now: f64, wake: &Waker) {
        if let Some(task) = &mut self.sender.writing
            && !matches!(task.poll(), crate::task::Poll::Running(_))
        {
            self.sender.writing = None;
        }
        // GNOME Settings closed, or a few seconds passed since the person opened it: they
        // may have added or renewed an account there.
        let ended = match self.sender.settings.as_mut().map(Task::poll) {
            None | Some(crate::task::Poll::Running(_)) => None,
            Some(crate::task::Poll::Done(result)) => Some(result.err()),
            Some(crate::task::Poll::Lost) => Some(None),
        };
        if let Some(error) = ended {
            self.sender.settings = None;
            // Not installed (another desktop), or it would not start: said, so that the
            // person opens it themselves.
            if let Some(e) = error {
                self.asks.noted = Some((
                    status::Stamp::now(),
                    Noted::SettingsNotOpened(e.to_string()),
                ));
            }
            self.sender.desktop.look_again();
        }
        match self.sender.watching {
            Watching::No => {}
            Watching::Asked => {
                self.sender.watching = Watching::Until {
                    until: now + WATCH_SECS,
                    next: now + WATCH_EVERY_SECS,
                };
            }
            Watching::Until { until, .. } if now >= until => {
                self.sender.watching = Watching::No;
            }
            Watching::Until { until, next } if now >= next => {
                self.sender.watching = Watching::Until {
                    until,
                    next: now + WATCH_EVERY_SECS,
                };
                self.sender.desktop.look_again();
            }
            Watching::Until { .. } => {}
        }
        if !self.sender.desktop.poll(now, wake) {
            return;
        }
        self.sender.refresh();
        self.derived = Derived::default();
        if matches!(self.sender.accounts, Accounts::Ready(_)) {
            return;
        }
        let senders = self.senders();
        let remembered = self.sender.remembered.as_deref().and_then(|r| {
            senders
                .iter()
                .position(|a| a.address().is_some_and(|e| e.eq_ignore_ascii_case(r)))
        });
        self.sender.chosen = match (remembered, senders.len()) {
            (Some(i), _) => Some(i),
            (None, 1) => Some(0),
            _ => None,
        };
    }

    /// Whether to offer "Open Online Accounts": the account is one of the desktop's and its
    /// send failed for its sign-in, which the person renews there (then Retry sends).
    pub fn online_accounts_offer(&self) -> bool {
        self.account().is_some_and(|a| a.goa().is_some()) && self.delivery.refused_desktop_sign_in()
    }

    /// Opens GNOME Settings at Online Accounts (on a thread: the window never waits for a
    /// program).
    pub fn open_online_accounts(&mut self) {
        self.sender.watching = Watching::Asked;
        self.sender.settings.get_or_insert_with(|| {
            Task::spawn("online-accounts", self.env.wake.clone(), |_| {
                crate::goa::open_settings()
            })
        });
    }

    /// Whether the window can offer to add an account in GNOME Online Accounts: it looks for
    /// the desktop's accounts, on a system that has them.
    pub fn offers_online_accounts(&self) -> bool {
        cfg!(all(unix, not(target_os = "macos")))
            && !matches!(self.sender.desktop, super::desktop::Desktop::Off)
    }

    /// When the window next acts on the desktop's accounts by itself (egui seconds): the
    /// setup panel stops waiting for them, or they are looked for again.
    pub(super) fn desktop_patience_ends(&self) -> Option<f64> {
        let next_look = match self.sender.watching {
            Watching::Until { next, .. } => Some(next),
            Watching::No | Watching::Asked => None,
        };
        [self.sender.desktop.patience_ends(), next_look]
            .into_iter()
            .flatten()
            .reduce(f64::min)
    }

    /// The setup form saved an account: the window sends with it from now on.
    pub(super) fn account_saved(&mut self, config: Config) {
        self.asks.noted = Some((
            status::Stamp::now(),
            Noted::AccountSaved(config.path.clone()),
        ));
        self.sender.accounts = Accounts::Ready(config);
        self.sender.refresh();
        self.sender.chosen = Some(self.sender.accounts.default_index());
        self.derived = Derived::default();
    }
}
