//! GnuPG's status lines (`--status-fd`, doc/DETAILS in GnuPG's sources): the only output of
//! a signing or encrypting run that is read. Only the lines that say how the run went are
//! kept; a line not understood is ignored.

/// One status line that matters here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Status {
    /// `SIG_CREATED <type> <pk_algo> <hash_algo> <class> <timestamp> <fpr>`.
    SigCreated {
        hash_algorithm: u8,
        fingerprint: String,
    },
    /// `END_ENCRYPTION`.
    EndEncryption,
    /// `INV_SGNR <reason> <key>`: the key to sign with cannot be used.
    InvalidSigner { reason: u8, key: String },
    /// `INV_RECP <reason> <key>`: a recipient's key cannot be used.
    InvalidRecipient { reason: u8, key: String },
    /// `NO_SGNKEY <key>`.
    NoSigningKey { key: String },
    /// `PINENTRY_LAUNCHED`: the agent is asking for the passphrase.
    PinentryLaunched,
    /// `FAILURE <location> <code>` or `ERROR <location> <code>`.
    Failure { location: String, code: u32 },
    /// `IMPORT_OK <reasons> <fpr>` (a key found and imported).
    ImportOk { fingerprint: String },
}

impl Status {
    /// The lines of `text` that are status lines (`[GNUPG:] `), parsed.
    pub(super) fn parse_all(text: &str) -> Vec<Status> {
        text.lines().filter_map(Self::parse).collect()
    }

    fn parse(line: &str) -> Option<Status> {
        let mut words = line.strip_prefix("[GNUPG:] ")?.split(' ');
        let keyword = words.next()?;
        let mut next = || words.next().unwrap_or_default().to_string();
        Some(match keyword {
            "SIG_CREATED" => {
                let (_type, _pk) = (next(), next());
                let hash_algorithm = next().parse().ok()?;
                let (_class, _time) = (next(), next());
                Status::SigCreated {
                    hash_algorithm,
                    fingerprint: next(),
                }
            }
            "END_ENCRYPTION" => Status::EndEncryption,
            "INV_SGNR" => Status::InvalidSigner {
                reason: next().parse().unwrap_or(0),
                key: next(),
            },
            "INV_RECP" => Status::InvalidRecipient {
                reason: next().parse().unwrap_or(0),
                key: next(),
            },
            "NO_SGNKEY" => Status::NoSigningKey { key: next() },
            "PINENTRY_LAUNCHED" => Status::PinentryLaunched,
            "FAILURE" | "ERROR" => Status::Failure {
                location: next(),
                code: next().parse().ok()?,
            },
            "IMPORT_OK" => {
                let _reasons = next();
                Status::ImportOk {
                    fingerprint: next(),
                }
            }
            _ => return None,
        })
    }
}

/// What a libgpg-error code means to the person (its low 16 bits: the code without its
/// source), when it is one they can act on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Code {
    /// GPG_ERR_BAD_PASSPHRASE.
    BadPassphrase,
    /// GPG_ERR_CANCELED: the person closed the pinentry.
    Cancelled,
    /// GPG_ERR_NO_PIN_ENTRY, or a pinentry that needs a terminal (GPG_ERR_ENOTTY).
    NoPinentry,
    /// GPG_ERR_NO_SECKEY, GPG_ERR_UNUSABLE_SECKEY.
    NoSecretKey,
    /// Anything else.
    Other,
}

impl Code {
    pub(super) fn of(code: u32) -> Code {
        match code & 0xffff {
            11 => Code::BadPassphrase,
            99 | 198 => Code::Cancelled,
            85 | 32870 => Code::NoPinentry,
            17 | 54 => Code::NoSecretKey,
            _ => Code::Other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lines_that_matter_are_read_and_the_rest_ignored() {
        let out = "[GNUPG:] KEY_CONSIDERED ABC 2\n\
                   [GNUPG:] BEGIN_SIGNING H8\n\
                   [GNUPG:] SIG_CREATED D 22 8 00 1795878878 38A9AA6A4BC9A6DCE0BD91DC315EC95B05EA6090\n\
                   gpg: [GNUPG:] SIG_CREATED D 22 2 00 1 FAKE\n\
                   [GNUPG:] INV_RECP 5 bob@example.test\n\
                   [GNUPG:] FAILURE sign 83886179\n\
                   [GNUPG:] PINENTRY_LAUNCHED 1234 gnome3 1.2.1 - - - -\n";
        assert_eq!(
            Status::parse_all(out),
            [
                Status::SigCreated {
                    hash_algorithm: 8,
                    fingerprint: "38A9AA6A4BC9A6DCE0BD91DC315EC95B05EA6090".into()
                },
                Status::InvalidRecipient {
                    reason: 5,
                    key: "bob@example.test".into()
                },
                Status::Failure {
                    location: "sign".into(),
                    code: 83_886_179
                },
                Status::PinentryLaunched,
            ]
        );
        assert_eq!(Code::of(83_886_179), Code::Cancelled);
        assert_eq!(Code::of(67_108_875), Code::BadPassphrase);
    }
}
