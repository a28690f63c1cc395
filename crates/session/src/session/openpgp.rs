//! Sign and Encrypt, for an account that names its OpenPGP key (`[accounts.NAME.openpgp]`):
//! what the person's GnuPG holds for the sender and each recipient, looked at on a thread
//! after the first frame and again when the recipients change; the person's choices for this
//! message; and what Send asks of GnuPG ([`crate::openpgp::Protect`]).
//!
//! Nothing here connects: the keys are the local keyring's. Finding a missing key on the web
//! (WKD) happens only when the person presses its button.

use std::collections::BTreeMap;

use crate::config::Account;
use crate::draft::{Draft, RecipientField};
use crate::i18n::{Localize, Text};
use crate::message::{self, Protection};
use crate::openpgp::{
    Accepted, Cancel, Fingerprint, Gpg, Key, OpenPgpError, Protect, Recipient, Recipients, Request,
};
use crate::task::{Poll, Task, Waker};

/// What the keyring holds for a message: the sender's key, and each recipient's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Keys {
    /// The account's secret key, if the keyring has it and it can sign.
    pub signer: Option<Key>,
    /// Whether that key can also encrypt (the message is encrypted to the sender too).
    pub signer_encrypts: bool,
    /// Each recipient's address (as sent) and what their keys allow, To, Cc and Bcc in order.
    pub recipients: Vec<(String, Recipient)>,
}

impl Keys {
    /// Whether every recipient has a key encryption may use.
    pub fn all_usable(&self) -> bool {
        self.recipients.iter().all(|(_, r)| r.usable().is_some())
    }

    /// Whether the message can be encrypted: the sender's key signs and encrypts, and every
    /// recipient has a usable key.
    pub fn can_encrypt(&self) -> bool {
        self.signer.is_some() && self.signer_encrypts && self.all_usable()
    }
}

/// What the window knows of the keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeysState<'a> {
    /// Being looked at.
    Checking,
    /// Known.
    Ready(&'a Keys),
    /// GnuPG could not be asked (missing, or failing).
    Failed(&'a OpenPgpError),
}

/// Sign and Encrypt as the window shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpenPgpView<'a> {
    /// The account's key.
    pub key: &'a Fingerprint,
    /// Whether the message is signed at Send.
    pub sign: bool,
    /// Whether the person asked for encryption.
    pub encrypt: bool,
    /// What the keyring holds.
    pub keys: KeysState<'a>,
    /// What the last lookup of a missing key found, or why it failed.
    pub found: Option<&'a Text>,
    /// Whether a lookup or an acceptance is under way.
    pub busy: bool,
}

impl OpenPgpView<'_> {
    /// Whether Sign may be turned on: GnuPG is there and holds the account's secret key (or
    /// that is not known yet).
    pub fn can_sign(&self) -> bool {
        match self.keys {
            KeysState::Checking => true,
            KeysState::Ready(k) => k.signer.is_some(),
            KeysState::Failed(_) => false,
        }
    }

    /// Whether Encrypt may be turned on: every recipient has a usable key, and the sender can
    /// sign (encryption is signed too).
    pub fn can_encrypt(&self) -> bool {
        matches!(self.keys, KeysState::Ready(k) if k.can_encrypt())
    }
}

/// The part of the session that keeps them.
pub(super) struct OpenPgpPart {
    gpg: Gpg,
    /// The person's Sign for this message (`None`: the account's `openpgp.sign`).
    sign: Option<bool>,
    encrypt: bool,
    /// What the last look was for (the key and the addresses), and what it found.
    looked: Option<(Fingerprint, Vec<Addressed>)>,
    keys: Option<Result<Keys, OpenPgpError>>,
    looking: Option<Task<Result<Keys, OpenPgpError>>>,
    /// Accepting a key, or finding one on the web: when done, the keys are looked at again.
    side: Option<Task<Option<Text>>>,
    found: Option<Text>,
    /// Where accepted keys are remembered.
    accepted: Option<Accepted>,
}

/// A recipient's address in its forms (as sent, then as written when that differs), and
/// whether it is Bcc.
type Addressed = (Vec<String>, bool);

/// The addresses of `draft`, each as it is sent (an ASCII domain) and, when its domain is
/// international, as it is written (a user id may hold either), with whether it is Bcc.
fn addresses(draft: &Draft) -> Vec<Addressed> {
    RecipientField::ALL
        .into_iter()
        .flat_map(|f| {
            draft
                .list(f)
                .iter()
                .filter(|a| a.problem.is_none())
                .map(move |a| {
                    let wire = format!("{}@{}", a.local_part, a.ascii_domain);
                    let written = a.addr_spec();
                    let forms = if written == wire {
                        vec![wire]
                    } else {
                        vec![wire, written]
                    };
                    (forms, f == RecipientField::Bcc)
                })
        })
        .collect()
}

impl OpenPgpPart {
    pub(super) fn new(gpg: Gpg, data_dir: Option<&std::path::Path>) -> Self {
        Self {
            gpg,
            sign: None,
            encrypt: false,
            looked: None,
            keys: None,
            looking: None,
            side: None,
            found: None,
            accepted: data_dir.map(Accepted::in_dir),
        }
    }

    /// Whether the message is signed at Send for `account`: its setting or the person's
    /// choice, unless GnuPG cannot sign here (then it goes unsigned, as without a key).
    fn signs(&self, account: &Account) -> bool {
        let Some(openpgp) = &account.openpgp else {
            return false;
        };
        let cannot = match &self.keys {
            Some(Err(_)) => true,
            Some(Ok(keys)) => keys.signer.is_none(),
            None => false,
        };
        (self.sign.unwrap_or(openpgp.sign) || self.encrypt) && !cannot
    }

    /// Whether the person asked for encryption (for an account with a key). What was asked
    /// is what is built and what decides where a draft may go: a recipient without a key
    /// never quietly turns it off ([`OpenPgpPart::encrypt_blocked`] holds Send instead).
    fn encrypts(&self, account: &Account) -> bool {
        self.encrypt && account.openpgp.is_some()
    }

    /// Whether Send must wait: encryption was asked for, and the keys do not allow it (yet).
    pub(super) fn encrypt_blocked(&self, account: &Account) -> bool {
        self.encrypts(account) && !matches!(&self.keys, Some(Ok(k)) if k.can_encrypt())
    }

    /// How the message is built for `account`.
    pub(super) fn protection(&self, account: &Account) -> Option<Protection> {
        let openpgp = account.openpgp.as_ref()?;
        (self.signs(account) || self.encrypts(account)).then(|| Protection {
            encrypt: self.encrypts(account),
            autocrypt: openpgp.autocrypt,
        })
    }

    /// What Send asks of GnuPG for `draft` (as sent) through `account`; `None` when it goes
    /// unsigned. A new Cancel for each send.
    pub(super) fn protect(&self, account: &Account, draft: &Draft) -> Option<Protect> {
        let openpgp = account.openpgp.as_ref()?;
        if !self.signs(account) && !self.encrypts(account) {
            return None;
        }
        let encrypt = self.encrypts(account).then(|| {
            let (hidden, open): (Vec<_>, Vec<_>) =
                addresses(draft).into_iter().partition(|(_, bcc)| *bcc);
            Recipients {
                open: open.into_iter().map(|(a, _)| a).collect(),
                hidden: hidden.into_iter().map(|(a, _)| a).collect(),
                accepted: self.accepted.clone(),
            }
        });
        Some(Protect {
            request: Request {
                signer: openpgp.key.clone(),
                encrypt,
            },
            gpg: self.gpg.clone(),
            cancel: Cancel::new(),
        })
    }

    /// Looks at the keys again when `account`'s key or `draft`'s recipients changed since the
    /// last look (one look at a time; the next starts when it ends). Only after the first
    /// frame: nothing of OpenPGP runs before the window is on screen. Whether what is known
    /// changed (the message may be built otherwise now).
    pub(super) fn poll(
        &mut self,
        account: Option<&Account>,
        draft: Option<&Draft>,
        wake: &Waker,
    ) -> bool {
        let mut changed = false;
        if let Some(task) = &mut self.looking {
            match task.poll() {
                Poll::Running(_) => return false,
                Poll::Done(keys) => {
                    changed = self.keys.as_ref() != Some(&keys);
                    self.keys = Some(keys);
                }
                Poll::Lost => {
                    changed = true;
                    self.keys = Some(Err(OpenPgpError::Failed {
                        detail: "the look at the keys stopped".into(),
                    }));
                }
            }
            self.looking = None;
        }
        if let Some(task) = &mut self.side {
            match task.poll() {
                Poll::Running(_) => return changed,
                Poll::Done(found) => {
                    self.found = found;
                    // Looked at again with what was accepted or found.
                    self.looked = None;
                }
                Poll::Lost => {}
            }
            self.side = None;
        }
        let (Some(key), Some(draft)) = (
            account
                .and_then(|a| a.openpgp.as_ref())
                .map(|o| o.key.clone()),
            draft,
        ) else {
            return changed;
        };
        let wanted = (key, addresses(draft));
        if self.looked.as_ref() == Some(&wanted) {
            return changed;
        }
        self.looked = Some(wanted.clone());
        let (gpg, accepted) = (self.gpg.clone(), self.accepted.clone());
        self.looking = Some(Task::spawn("openpgp-keys", wake.clone(), move |_| {
            let (key, addresses) = wanted;
            // Read here, not on the window's thread.
            let accepted: BTreeMap<String, Fingerprint> =
                accepted.as_ref().map(Accepted::read).unwrap_or_default();
            let (signer, signer_encrypts) = match gpg.signer(&key)? {
                Some((signer, encrypts)) => (Some(signer), encrypts),
                None => (None, false),
            };
            let recipients = addresses
                .into_iter()
                .map(|(forms, _)| {
                    let address = forms.first().cloned().unwrap_or_default();
                    let found = gpg.recipient(&forms, accepted.get(&address.to_lowercase()))?;
                    Ok((address, found))
                })
                .collect::<Result<_, OpenPgpError>>()?;
            Ok(Keys {
                signer,
                signer_encrypts,
                recipients,
            })
        }));
        changed
    }

    /// The view, for an account with a key.
    pub(super) fn view<'a>(&'a self, account: &'a Account) -> Option<OpenPgpView<'a>> {
        let openpgp = account.openpgp.as_ref()?;
        Some(OpenPgpView {
            key: &openpgp.key,
            sign: self.signs(account),
            encrypt: self.encrypts(account),
            keys: match &self.keys {
                _ if self.looking.is_some() && self.keys.is_none() => KeysState::Checking,
                Some(Ok(k)) => KeysState::Ready(k),
                Some(Err(e)) => KeysState::Failed(e),
                None => KeysState::Checking,
            },
            found: self.found.as_ref(),
            busy: self.side.is_some(),
        })
    }

    /// Sign on or off for this message.
    pub(super) fn set_sign(&mut self, on: bool) {
        self.sign = Some(on);
        if !on {
            self.encrypt = false;
        }
    }

    /// Encrypt on or off for this message.
    pub(super) fn set_encrypt(&mut self, on: bool) {
        self.encrypt = on;
    }

    /// Remembers the key shown for `address` as the person's choice, on a thread.
    pub(super) fn accept(&mut self, address: &str, wake: &Waker) {
        if self.side.is_some() {
            return;
        }
        let Some(Ok(keys)) = &self.keys else { return };
        let Some((address, Recipient::NotCertified(key))) =
            keys.recipients.iter().find(|(a, _)| a == address)
        else {
            return;
        };
        let (Some(accepted), address, key) = (self.accepted.clone(), address.clone(), key.clone())
        else {
            return;
        };
        self.side = Some(Task::spawn("openpgp-accept", wake.clone(), move |_| {
            accepted
                .accept(&address, &key.fingerprint)
                .err()
                .map(|e| Text::new("openpgp-accept-failed").arg("error", e.to_string()))
        }));
    }

    /// Looks for `address`'s key on the web (WKD), because the person asked: on a thread.
    pub(super) fn find(&mut self, address: &str, wake: &Waker) {
        if self.side.is_some() {
            return;
        }
        let (gpg, address) = (self.gpg.clone(), address.to_string());
        self.side = Some(Task::spawn("openpgp-find", wake.clone(), move |_| {
            Some(match gpg.locate_external(&address) {
                Ok(Some(key)) => Text::new("openpgp-found")
                    .arg("address", address.as_str())
                    .arg("key", key.to_string()),
                Ok(None) => Text::new("openpgp-not-found").arg("address", address.as_str()),
                Err(e) => e.text(),
            })
        }));
    }
}

/// Sign and Encrypt, as the window asks for them.
impl super::Session {
    /// Sign and Encrypt for this message, when its account names an OpenPGP key.
    pub fn openpgp(&self) -> Option<OpenPgpView<'_>> {
        self.composing.openpgp.view(self.account()?)
    }

    /// Turns Sign on or off for this message (off turns Encrypt off too).
    pub fn set_sign(&mut self, on: bool) {
        self.composing.openpgp.set_sign(on);
        self.derived = super::Derived::default();
    }

    /// Turns Encrypt on or off for this message; it is on only while every recipient has a
    /// key.
    pub fn set_encrypt(&mut self, on: bool) {
        self.composing.openpgp.set_encrypt(on);
        self.derived = super::Derived::default();
    }

    /// "Use this key": the key shown for `address`, which nobody the person trusts has
    /// certified, is accepted for it, and remembered.
    pub fn accept_key(&mut self, address: &str) {
        self.composing.openpgp.accept(address, &self.env.wake);
    }

    /// "Look for a key": asks `address`'s domain for its key (WKD), because the person
    /// pressed the button; the only OpenPGP step that connects.
    pub fn find_key(&mut self, address: &str) {
        self.composing.openpgp.find(address, &self.env.wake);
    }

    /// Whether Send waits because encryption was asked for and the keys do not allow it.
    pub(super) fn encrypt_blocked(&self) -> bool {
        self.account()
            .is_some_and(|a| self.composing.openpgp.encrypt_blocked(a))
    }

    /// How the message is built: signed or encrypted at Send, if so.
    pub(super) fn protection(&self, account: &Account) -> Option<Protection> {
        self.composing.openpgp.protection(account)
    }

    /// What Send asks of GnuPG, for the message as `account` sends it.
    pub(super) fn protect(&self, account: &Account) -> Option<Protect> {
        let draft = message::as_sent(self.draft()?, account);
        self.composing.openpgp.protect(account, &draft)
    }

    /// Looks at the keys when they may have changed (after the first frame only).
    pub(super) fn poll_openpgp(&mut self) {
        let account = self.account().cloned();
        let draft = match (self.draft(), &account) {
            (Some(d), Some(a)) => Some(message::as_sent(d, a)),
            _ => None,
        };
        if self
            .composing
            .openpgp
            .poll(account.as_ref(), draft.as_ref(), &self.env.wake)
        {
            self.derived = super::Derived::default();
        }
    }
}
