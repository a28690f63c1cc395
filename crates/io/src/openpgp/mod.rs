//! OpenPGP at Send, with the person's own GnuPG ([`gpg`]): the message signed, or signed and
//! encrypted in one step, as PGP/MIME (RFC 3156; the structure is the core's
//! `message::openpgp`), with the sender's key in an Autocrypt header.
//!
//! Nothing here runs before the person asks: the window looks at the keys only after its
//! first frame, and signs only when Send is pressed; no run may connect anywhere but the
//! lookup of a missing key the person asked for ([`Gpg::locate_external`]).

mod accepted;
pub mod gpg;
pub mod keys;
mod status;

use std::str::FromStr;

use crate::i18n::{Localize, Text};
use crate::message::{Outgoing, Unprotected, openpgp::micalg};

pub use accepted::Accepted;
pub use gpg::{Cancel, Gpg};
pub use keys::{Key, Recipient};

use gpg::Io;
use status::{Code, Status};

/// A key's fingerprint: 40 hexadecimal digits (a v4 key) or 64 (v5, v6), in capitals.
#[derive(
    Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(try_from = "String", into = "String")]
pub struct Fingerprint(String);

impl Fingerprint {
    /// The fingerprint as gpg writes it.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl FromStr for Fingerprint {
    type Err = Text;

    /// Reads a fingerprint written with or without spaces and a leading `0x`.
    fn from_str(s: &str) -> Result<Self, Text> {
        let hex: String = s
            .trim()
            .trim_start_matches("0x")
            .chars()
            .filter(|c| *c != ' ')
            .collect();
        if matches!(hex.len(), 40 | 64) && hex.chars().all(|c| c.is_ascii_hexdigit()) {
            Ok(Self(hex.to_ascii_uppercase()))
        } else {
            Err(Text::new("openpgp-not-a-fingerprint")
                .arg("text", crate::visible::make_visible(s, false)))
        }
    }
}

impl TryFrom<String> for Fingerprint {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        s.parse().map_err(|e: Text| e.english())
    }
}

impl From<Fingerprint> for String {
    fn from(f: Fingerprint) -> String {
        f.0
    }
}

impl std::fmt::Display for Fingerprint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Why the message could not be signed or encrypted; nothing was sent.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", Localize::text(self).english())]
pub enum OpenPgpError {
    /// No gpg program.
    Missing {
        /// The program looked for.
        program: String,
    },
    /// gpg could not be started or waited for.
    NotRun {
        /// The program.
        program: String,
        /// The system's error.
        detail: String,
    },
    /// The person cancelled (Cancel in the window, or in the passphrase prompt).
    Cancelled,
    /// The passphrase was not accepted.
    BadPassphrase,
    /// The agent could not ask for the passphrase.
    NoPinentry,
    /// The keyring has no secret key for the account's key, or it cannot sign.
    NoSecretKey {
        /// The account's key.
        key: String,
    },
    /// The account's key cannot sign now (expired, revoked...).
    Signer {
        /// The account's key.
        key: String,
        /// What gpg said of it.
        reason: Text,
    },
    /// A recipient's key cannot be used.
    Recipient {
        /// The key or address.
        key: String,
        /// What gpg said of it.
        reason: Text,
    },
    /// gpg failed in a way it did not explain.
    Failed {
        /// Where (gpg's word for the step) and its error code.
        detail: String,
    },
    /// A file attached to the message could not be read as it was attached.
    Attachment(crate::attach::ReadError),
}

impl Localize for OpenPgpError {
    fn text(&self) -> Text {
        match self {
            Self::Missing { program } => Text::new("openpgp-missing").arg("program", program),
            Self::NotRun { program, detail } => Text::new("openpgp-not-run")
                .arg("program", program)
                .arg("detail", detail),
            Self::Cancelled => Text::new("openpgp-cancelled"),
            Self::BadPassphrase => Text::new("openpgp-bad-passphrase"),
            Self::NoPinentry => Text::new("openpgp-no-pinentry"),
            Self::NoSecretKey { key } => Text::new("openpgp-no-secret-key").arg("key", key),
            Self::Signer { key, reason } => Text::new("openpgp-signer-refused")
                .arg("key", key)
                .arg("reason", reason.clone()),
            Self::Recipient { key, reason } => Text::new("openpgp-recipient-refused")
                .arg("key", crate::visible::make_visible(key, false))
                .arg("reason", reason.clone()),
            Self::Failed { detail } => Text::new("openpgp-failed").arg("detail", detail),
            Self::Attachment(e) => e.text(),
        }
    }
}

/// What gpg's reason number in `INV_RECP` and `INV_SGNR` says (doc/DETAILS).
fn key_reason(reason: u8) -> Text {
    Text::new(match reason {
        1 => "openpgp-key-not-found",
        4 => "openpgp-key-revoked",
        5 => "openpgp-key-expired",
        3 => "openpgp-key-wrong-usage",
        10 => "openpgp-key-not-trusted",
        13 => "openpgp-key-disabled",
        _ => "openpgp-key-unusable",
    })
}

/// What Send asks of GnuPG for one message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    /// The account's key, which signs.
    pub signer: Fingerprint,
    /// Encryption, if asked: to whom.
    pub encrypt: Option<Recipients>,
}

/// Whom a message is encrypted to, by address (each as its forms: the addr-spec with an ASCII
/// domain first, then with the Unicode one if it differs); each address's key is looked up
/// when it is encrypted, so that it is the key the keyring holds then.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Recipients {
    /// To and Cc: named in the encrypted message's key packets.
    pub open: Vec<Vec<String>>,
    /// Bcc: encrypted to without naming their keys (`--hidden-recipient`), so that the
    /// others' copy does not reveal them.
    pub hidden: Vec<Vec<String>>,
    /// Where the keys the person accepted (for addresses whose key nobody they trust
    /// certified) are remembered; read when the message is encrypted.
    pub accepted: Option<Accepted>,
}

/// The keys a message is encrypted to, as gpg is given them.
struct EncryptTo {
    open: Vec<Fingerprint>,
    hidden: Vec<Fingerprint>,
    /// A key the person accepted is among them: gpg is told to trust the keys given (each
    /// was judged in [`keys`] first).
    trust_given: bool,
}

impl Gpg {
    /// Each recipient's usable key, and the sender's own among the open ones (so that the
    /// copy in Sent stays readable); a recipient without one stops it.
    fn encrypt_to(
        &self,
        recipients: &Recipients,
        sender: &Fingerprint,
        cancel: &Cancel,
    ) -> Result<EncryptTo, OpenPgpError> {
        let accepted = recipients
            .accepted
            .as_ref()
            .map(Accepted::read)
            .unwrap_or_default();
        let mut to = EncryptTo {
            open: vec![sender.clone()],
            hidden: Vec::new(),
            trust_given: false,
        };
        let lists = [(&recipients.open, false), (&recipients.hidden, true)];
        for (addresses, hidden) in lists {
            for forms in addresses {
                let address = forms.first().cloned().unwrap_or_default();
                let accepted = accepted.get(&address.to_lowercase());
                let found = self.recipient_for(forms, accepted, cancel)?;
                let Some(key) = found.usable() else {
                    return Err(OpenPgpError::Recipient {
                        key: address,
                        reason: found.lack(),
                    });
                };
                to.trust_given |= matches!(found, Recipient::Accepted(_));
                let f = key.fingerprint.clone();
                if to.open.contains(&f) || to.hidden.contains(&f) {
                    continue;
                }
                if hidden {
                    to.hidden.push(f)
                } else {
                    to.open.push(f)
                }
            }
        }
        Ok(to)
    }
}

/// What GnuPG is doing, for the window while it waits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress {
    /// Signing (or signing and encrypting).
    Working,
    /// The agent's pinentry asks for the passphrase.
    AsksPassphrase,
}

/// What a send or the queue needs to sign a message: what to ask, of which gpg, and how the
/// window stops it.
#[derive(Debug, Clone)]
pub struct Protect {
    /// The keys.
    pub request: Request,
    /// The program and its home.
    pub gpg: Gpg,
    /// Set by Cancel (or Undo) in the window.
    pub cancel: Cancel,
}

/// The message `outgoing` as it is sent: its files read, the entity signed (or signed and
/// encrypted) by gpg, and the PGP/MIME structure around it, with the Autocrypt header when it
/// goes. `cancel` stops gpg (and its pinentry) at any point.
pub fn protect(
    outgoing: &Outgoing,
    protect: &Protect,
    on_progress: &mut dyn FnMut(Progress),
) -> Result<Vec<u8>, OpenPgpError> {
    let Protect {
        request,
        gpg,
        cancel,
    } = protect;
    if outgoing.protection().is_none() {
        return outgoing.assemble().map_err(OpenPgpError::Attachment);
    }
    // A message to be signed that cannot be split for it never goes as it is.
    let Some(unprotected) = outgoing.unprotected().map_err(OpenPgpError::Attachment)? else {
        return Err(OpenPgpError::Failed {
            detail: "the message has no header to sign under".into(),
        });
    };
    let keydata = match outgoing.protection() {
        Some(p) if p.autocrypt => {
            gpg.autocrypt_key(&request.signer, outgoing.mail_from(), cancel)?
        }
        _ => None,
    };
    on_progress(Progress::Working);
    let mut on_status = |s: &Status| {
        if *s == Status::PinentryLaunched {
            on_progress(Progress::AsksPassphrase);
        }
    };
    match &request.encrypt {
        None => {
            let (signature, micalg) =
                gpg.sign(&unprotected, &request.signer, cancel, &mut on_status)?;
            Ok(unprotected.signed(&signature, micalg, keydata.as_deref()))
        }
        Some(recipients) => {
            let to = gpg.encrypt_to(recipients, &request.signer, cancel)?;
            let encrypted =
                gpg.sign_and_encrypt(&unprotected, &request.signer, &to, cancel, &mut on_status)?;
            Ok(unprotected.encrypted(&encrypted, keydata.as_deref()))
        }
    }
}

impl Gpg {
    /// A detached, ASCII-armored signature over the entity, and the `micalg` of its hash.
    fn sign(
        &self,
        unprotected: &Unprotected,
        signer: &Fingerprint,
        cancel: &Cancel,
        on_status: &mut dyn FnMut(&Status),
    ) -> Result<(Vec<u8>, &'static str), OpenPgpError> {
        let run = self.run(
            &["--armor", "--detach-sign", "--local-user", signer.as_str()],
            Io::Data {
                input: &unprotected.entity,
            },
            cancel,
            on_status,
        )?;
        // One key signs (the account's, or its signing subkey, whose fingerprint gpg names
        // here): the one signature made is this message's.
        let hash = run.status.iter().find_map(|s| match s {
            Status::SigCreated { hash_algorithm, .. } => micalg(*hash_algorithm),
            _ => None,
        });
        match (hash, run.output) {
            (Some(micalg), Some(signature)) if run.success && !signature.is_empty() => {
                Ok((signature, micalg))
            }
            _ => Err(refusal(&run.status, signer)),
        }
    }

    /// The entity signed and encrypted in one step (RFC 3156 §6.2), ASCII-armored.
    fn sign_and_encrypt(
        &self,
        unprotected: &Unprotected,
        signer: &Fingerprint,
        to: &EncryptTo,
        cancel: &Cancel,
        on_status: &mut dyn FnMut(&Status),
    ) -> Result<Vec<u8>, OpenPgpError> {
        let mut args = vec![
            "--armor",
            "--sign",
            "--encrypt",
            "--local-user",
            signer.as_str(),
        ];
        if to.trust_given {
            args.extend(["--trust-model", "always"]);
        }
        for key in &to.open {
            args.extend(["--recipient", key.as_str()]);
        }
        for key in &to.hidden {
            args.extend(["--hidden-recipient", key.as_str()]);
        }
        let run = self.run(
            &args,
            Io::Data {
                input: &unprotected.entity,
            },
            cancel,
            on_status,
        )?;
        let done = run.status.contains(&Status::EndEncryption)
            && run
                .status
                .iter()
                .any(|s| matches!(s, Status::SigCreated { .. }));
        match run.output {
            Some(encrypted) if done && run.success && !encrypted.is_empty() => Ok(encrypted),
            _ => Err(refusal(&run.status, signer)),
        }
    }

    /// The sender's public key for the Autocrypt header: Level 1 asks for the primary key,
    /// the user id of the sender's address, and the encryption subkey, with their
    /// signatures; `export-minimal`, `keep-uid` and `drop-subkey` give that, in binary
    /// whatever gpg.conf says of armor. `None` when the keyring has no such key (the message
    /// goes without the header).
    fn autocrypt_key(
        &self,
        key: &Fingerprint,
        address: &str,
        cancel: &Cancel,
    ) -> Result<Option<Vec<u8>>, OpenPgpError> {
        let filter = format!("keep-uid=mbox = {}", address.to_lowercase());
        let run = self.run(
            &[
                "--no-armor",
                "--export-options",
                "export-minimal",
                "--export-filter",
                &filter,
                "--export-filter",
                "drop-subkey=usage !~ e",
                "--export",
                "--",
                key.as_str(),
            ],
            Io::Data { input: &[] },
            cancel,
            &mut |_| {},
        )?;
        Ok(run.output.filter(|k| run.success && !k.is_empty()))
    }

    /// Looks for `address`'s key on the web (WKD, the address's own domain), only because the
    /// person asked: the one run that may connect. The fingerprint of the key imported, if
    /// one was.
    pub fn locate_external(&self, address: &str) -> Result<Option<Fingerprint>, OpenPgpError> {
        let run = self.run(
            &[
                "--auto-key-locate",
                "clear,wkd",
                "--locate-external-keys",
                "--",
                address,
            ],
            Io::Lookup,
            &Cancel::new(),
            &mut |_| {},
        )?;
        Ok(run.status.iter().find_map(|s| match s {
            Status::ImportOk { fingerprint } => fingerprint.parse().ok(),
            _ => None,
        }))
    }
}

/// Why gpg did not sign or encrypt, from its status lines.
fn refusal(status: &[Status], signer: &Fingerprint) -> OpenPgpError {
    for s in status {
        match s {
            Status::InvalidRecipient { reason, key } => {
                return OpenPgpError::Recipient {
                    key: key.clone(),
                    reason: key_reason(*reason),
                };
            }
            Status::InvalidSigner {
                reason: 0 | 1 | 9, ..
            }
            | Status::NoSigningKey { .. } => {
                return OpenPgpError::NoSecretKey {
                    key: signer.to_string(),
                };
            }
            Status::InvalidSigner { reason, .. } => {
                return OpenPgpError::Signer {
                    key: signer.to_string(),
                    reason: key_reason(*reason),
                };
            }
            _ => {}
        }
    }
    match status.iter().rev().find_map(|s| match s {
        Status::Failure { location, code } => Some((location, *code)),
        _ => None,
    }) {
        Some((_, code)) if Code::of(code) == Code::Cancelled => OpenPgpError::Cancelled,
        Some((_, code)) if Code::of(code) == Code::BadPassphrase => OpenPgpError::BadPassphrase,
        Some((_, code)) if Code::of(code) == Code::NoPinentry => OpenPgpError::NoPinentry,
        Some((_, code)) if Code::of(code) == Code::NoSecretKey => OpenPgpError::NoSecretKey {
            key: signer.to_string(),
        },
        Some((location, code)) => OpenPgpError::Failed {
            detail: format!("{location} {code}"),
        },
        None => OpenPgpError::Failed {
            detail: "no signature".into(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fingerprints_are_read_with_spaces_and_in_any_case() {
        let f: Fingerprint = "38a9 aa6a 4bc9 a6dc e0bd  91dc 315e c95b 05ea 6090"
            .parse()
            .unwrap();
        assert_eq!(f.as_str(), "38A9AA6A4BC9A6DCE0BD91DC315EC95B05EA6090");
        assert!(
            "0x38A9AA6A4BC9A6DCE0BD91DC315EC95B05EA6090"
                .parse::<Fingerprint>()
                .is_ok()
        );
        for bad in [
            "315EC95B05EA6090",
            "alice@example.test",
            "",
            &"G".repeat(40),
        ] {
            assert!(bad.parse::<Fingerprint>().is_err(), "{bad}");
        }
    }

    #[test]
    fn gpg_s_refusals_become_sentences() {
        let signer: Fingerprint = "38A9AA6A4BC9A6DCE0BD91DC315EC95B05EA6090".parse().unwrap();
        assert_eq!(
            refusal(
                &[Status::Failure {
                    location: "sign".into(),
                    code: 83_886_179
                }],
                &signer
            ),
            OpenPgpError::Cancelled
        );
        assert!(matches!(
            refusal(
                &[Status::InvalidRecipient {
                    reason: 5,
                    key: "X".into()
                }],
                &signer
            ),
            OpenPgpError::Recipient { .. }
        ));
        assert!(matches!(refusal(&[], &signer), OpenPgpError::Failed { .. }));
    }
}
