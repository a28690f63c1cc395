//! The keys in the person's GnuPG keyring, as its `--with-colons` listing says (doc/DETAILS):
//! whether the account's key can sign, and whether each recipient has a key gpg considers
//! valid for encryption. A user id is hostile text (anyone can put anything in one): it is
//! kept as it is and made visible wherever it is shown.

use super::gpg::{Cancel, Gpg, Io};
use super::{Fingerprint, OpenPgpError};

/// A key, as the listing says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Key {
    /// The primary key's fingerprint.
    pub fingerprint: Fingerprint,
    /// The user id that names the address looked for (or the first one), unescaped; hostile
    /// text, to be made visible.
    pub user_id: String,
}

/// What a recipient's keys allow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Recipient {
    /// A key gpg considers valid for encryption to this address: not expired, revoked or
    /// disabled, with an encryption subkey, and its user id fully or ultimately valid in the
    /// person's trust model.
    Valid(Key),
    /// A usable key the person accepted once in the window ([`super::Accepted`]).
    Accepted(Key),
    /// A usable key whose user id nobody the person trusts has certified: the person may
    /// accept it.
    NotCertified(Key),
    /// Only expired keys.
    Expired,
    /// Only revoked keys.
    Revoked,
    /// No key for this address (or none that can encrypt).
    None,
}

impl Recipient {
    /// Why there is no key encryption may use, in words.
    pub fn lack(&self) -> crate::i18n::Text {
        crate::i18n::Text::new(match self {
            Self::Valid(_) | Self::Accepted(_) => "openpgp-key-usable",
            Self::NotCertified(_) => "openpgp-key-not-certified",
            Self::Expired => "openpgp-key-expired",
            Self::Revoked => "openpgp-key-revoked",
            Self::None => "openpgp-key-not-found",
        })
    }

    /// The key that encryption uses, if there is one it may use.
    pub fn usable(&self) -> Option<&Key> {
        match self {
            Self::Valid(k) | Self::Accepted(k) => Some(k),
            _ => None,
        }
    }
}

/// One `pub` record and what follows it, from a `--with-colons --fixed-list-mode` listing.
#[derive(Debug, Default)]
struct Listed {
    /// Field 2 of `pub`: `e` expired, `r` revoked, `d` disabled, `i` invalid...
    validity: char,
    /// Field 12 of `pub`: the key's usable capabilities in capitals (`D`: disabled).
    capabilities: String,
    fingerprint: Option<String>,
    /// Each user id with its validity.
    user_ids: Vec<(char, String)>,
}

fn listed(listing: &str) -> Vec<Listed> {
    let mut keys: Vec<Listed> = Vec::new();
    for line in listing.lines() {
        let fields: Vec<&str> = line.split(':').collect();
        let field = |i: usize| fields.get(i).copied().unwrap_or_default();
        match field(0) {
            "pub" | "sec" => keys.push(Listed {
                validity: field(1).chars().next().unwrap_or('-'),
                capabilities: field(11).to_string(),
                ..Listed::default()
            }),
            "fpr" => {
                if let Some(k) = keys.last_mut()
                    && k.fingerprint.is_none()
                {
                    k.fingerprint = Some(field(9).to_string());
                }
            }
            "uid" => {
                if let Some(k) = keys.last_mut() {
                    k.user_ids
                        .push((field(1).chars().next().unwrap_or('-'), unescape(field(9))));
                }
            }
            _ => {}
        }
    }
    keys
}

/// A colon listing's field, its `\xNN` escapes undone.
fn unescape(field: &str) -> String {
    let mut bytes = Vec::with_capacity(field.len());
    let raw = field.as_bytes();
    let mut i = 0;
    while i < raw.len() {
        if raw[i] == b'\\'
            && raw.get(i + 1) == Some(&b'x')
            && let Some(b) = raw
                .get(i + 2..i + 4)
                .and_then(|h| std::str::from_utf8(h).ok())
                .and_then(|h| u8::from_str_radix(h, 16).ok())
        {
            bytes.push(b);
            i += 4;
        } else {
            bytes.push(raw[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// The address in a user id (`Name <addr>`, or the whole id), lowercased for comparing.
fn address_of(user_id: &str) -> String {
    let inner = match (user_id.rfind('<'), user_id.rfind('>')) {
        (Some(open), Some(close)) if open < close => &user_id[open + 1..close],
        _ => user_id,
    };
    inner.trim().to_lowercase()
}

/// Whether a key's own validity lets it be used at all.
fn usable(k: &Listed, capability: char) -> bool {
    !matches!(k.validity, 'e' | 'r' | 'd' | 'i' | 'n')
        && !k.capabilities.contains('D')
        && k.capabilities.contains(capability)
}

/// How a user id's validity (field 2 of `uid`) counts, best first: full or ultimate; unknown
/// or marginal (the person may accept the key); revoked; expired. `None`: invalid, or never
/// to be trusted (`i`, `n`), which nobody should accept.
fn uid_rank(validity: char) -> Option<u8> {
    match validity {
        'f' | 'u' => Some(4),
        'i' | 'n' => None,
        'r' => Some(2),
        'e' => Some(1),
        _ => Some(3),
    }
}

/// What the keys in `listing` allow for the address written as any of `forms`; `accepted` is
/// the key the person accepted for it, if any.
fn judge(listing: &str, forms: &[String], accepted: Option<&Fingerprint>) -> Recipient {
    let forms: Vec<String> = forms.iter().map(|f| f.to_lowercase()).collect();
    let keys = listed(listing);
    let mut best = Recipient::None;
    for k in &keys {
        let Some(fingerprint) = k.fingerprint.as_deref().and_then(|f| f.parse().ok()) else {
            continue;
        };
        // The user id that names the address, the most valid of those that do (a key may
        // name it twice, one revoked).
        let Some((uid_validity, user_id)) = k
            .user_ids
            .iter()
            .filter(|(_, uid)| forms.contains(&address_of(uid)))
            .max_by_key(|(v, _)| uid_rank(*v))
        else {
            continue;
        };
        let key = Key {
            fingerprint,
            user_id: user_id.clone(),
        };
        let candidate = match uid_rank(*uid_validity) {
            _ if k.validity == 'r' => Recipient::Revoked,
            _ if k.validity == 'e' => Recipient::Expired,
            _ if !usable(k, 'E') => Recipient::None,
            Some(4) => Recipient::Valid(key),
            Some(3) if accepted == Some(&key.fingerprint) => Recipient::Accepted(key),
            Some(3) => Recipient::NotCertified(key),
            Some(2) => Recipient::Revoked,
            Some(1) => Recipient::Expired,
            _ => Recipient::None,
        };
        if rank(&candidate) > rank(&best) {
            best = candidate;
        }
    }
    best
}

/// Which of two findings about an address counts: a usable key over an unusable one.
fn rank(r: &Recipient) -> u8 {
    match r {
        Recipient::Valid(_) => 5,
        Recipient::Accepted(_) => 4,
        Recipient::NotCertified(_) => 3,
        Recipient::Revoked => 2,
        Recipient::Expired => 1,
        Recipient::None => 0,
    }
}

impl Gpg {
    /// What the keyring holds for an address, written in each of `forms` (the addr-spec with
    /// an ASCII domain, and with the Unicode one when it has one: a user id may hold either).
    pub fn recipient(
        &self,
        forms: &[String],
        accepted: Option<&Fingerprint>,
    ) -> Result<Recipient, OpenPgpError> {
        self.recipient_for(forms, accepted, &Cancel::new())
    }

    /// [`Gpg::recipient`], stopped by `cancel`.
    pub(super) fn recipient_for(
        &self,
        forms: &[String],
        accepted: Option<&Fingerprint>,
        cancel: &Cancel,
    ) -> Result<Recipient, OpenPgpError> {
        // `<addr>` matches the address of a user id exactly (gpg(1), "HOW TO SPECIFY A USER
        // ID"); a key not found is an exit status, not an error here.
        let patterns: Vec<String> = forms.iter().map(|f| format!("<{f}>")).collect();
        let mut args = vec!["--list-keys", "--"];
        args.extend(patterns.iter().map(String::as_str));
        let run = self.run(&args, Io::Listing, cancel, &mut |_| {})?;
        Ok(judge(&run.listing, forms, accepted))
    }

    /// The secret key `fingerprint` names, if the keyring has it and it can sign, and whether
    /// it can also encrypt (a message encrypted is encrypted to the sender too).
    pub fn signer(&self, fingerprint: &Fingerprint) -> Result<Option<(Key, bool)>, OpenPgpError> {
        let run = self.run(
            &["--list-secret-keys", "--", fingerprint.as_str()],
            Io::Listing,
            &Cancel::new(),
            &mut |_| {},
        )?;
        Ok(listed(&run.listing)
            .into_iter()
            .find(|k| usable(k, 'S') && k.fingerprint.as_deref() == Some(fingerprint.as_str()))
            .map(|k| {
                let key = Key {
                    fingerprint: fingerprint.clone(),
                    user_id: k
                        .user_ids
                        .first()
                        .map(|(_, u)| u.clone())
                        .unwrap_or_default(),
                };
                (key, usable(&k, 'E'))
            }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(address: &str) -> Vec<String> {
        vec![address.to_string()]
    }

    const BOB: &str = "C40E124C150C03C01B097583313137CBCCA92A26";

    fn listing(validity: char, uid_validity: char, caps: &str, uid: &str) -> String {
        format!(
            "tru::1:1795878878:1858950877:3:1:5\n\
             pub:{validity}:3072:1:313137CBCCA92A26:1795878877:1858950877::-:::{caps}::::::23::0:\n\
             fpr:::::::::{BOB}:\n\
             uid:{uid_validity}::::1795878877::5E4E::{uid}::::::::::0:\n\
             sub:{validity}:3072:1:71C4DF0EE181A357:1795878877::::::e::::::23:\n\
             fpr:::::::::6853D18077D570BEF47FD9A271C4DF0EE181A357:\n"
        )
    }

    #[test]
    fn a_recipient_s_keys_are_judged_as_gpg_lists_them() {
        let uid = "Bob <bob@example.test>";
        let bob: Fingerprint = BOB.parse().unwrap();
        let valid = judge(
            &listing('f', 'f', "scESC", uid),
            &one("bob@example.test"),
            None,
        );
        assert!(matches!(&valid, Recipient::Valid(k) if k.fingerprint == bob && k.user_id == uid));
        assert!(matches!(
            judge(
                &listing('-', '-', "scESC", uid),
                &one("BOB@example.test"),
                None
            ),
            Recipient::NotCertified(_)
        ));
        assert!(matches!(
            judge(
                &listing('-', '-', "scESC", uid),
                &one("bob@example.test"),
                Some(&bob)
            ),
            Recipient::Accepted(_)
        ));
        assert_eq!(
            judge(
                &listing('e', 'e', "sc", uid),
                &one("bob@example.test"),
                None
            ),
            Recipient::Expired
        );
        assert_eq!(
            judge(
                &listing('r', 'r', "sc", uid),
                &one("bob@example.test"),
                Some(&bob)
            ),
            Recipient::Revoked
        );
        // A key that cannot encrypt, or another address's key, is no key for Bob.
        assert_eq!(
            judge(
                &listing('f', 'f', "scSC", uid),
                &one("bob@example.test"),
                None
            ),
            Recipient::None
        );
        assert_eq!(
            judge(
                &listing('f', 'f', "scESC", "Mallory <bob@example.test.evil>"),
                &one("bob@example.test"),
                None
            ),
            Recipient::None
        );
        assert_eq!(judge("", &one("bob@example.test"), None), Recipient::None);
        // Disabled (capital D), or a user id never to be trusted: no key to use or accept.
        assert_eq!(
            judge(
                &listing('f', 'f', "scESCD", uid),
                &one("bob@example.test"),
                None
            ),
            Recipient::None
        );
        assert_eq!(
            judge(
                &listing('-', 'n', "scESC", uid),
                &one("bob@example.test"),
                Some(&bob)
            ),
            Recipient::None
        );
    }

    #[test]
    fn the_most_valid_user_id_for_the_address_counts() {
        let listing = format!(
            "pub:f:3072:1:313137CBCCA92A26:1795878877:1858950877::-:::scESC::::::23::0:\n\
             fpr:::::::::{BOB}:\n\
             uid:r::::1795878877::AAAA::Bob (old) <bob@example.test>::::::::::0:\n\
             uid:f::::1795878877::BBBB::Bob <bob@example.test>::::::::::0:\n"
        );
        let r = judge(&listing, &one("bob@example.test"), None);
        assert!(
            matches!(&r, Recipient::Valid(k) if k.user_id == "Bob <bob@example.test>"),
            "{r:?}"
        );
    }

    #[test]
    fn user_ids_are_unescaped_and_kept_as_they_are() {
        let uid = "Bob \\x3a the \u{202e}evil <bob@example.test>";
        let r = judge(
            &listing('u', 'u', "scESC", uid),
            &one("bob@example.test"),
            None,
        );
        let Recipient::Valid(k) = r else {
            panic!("{r:?}")
        };
        assert_eq!(k.user_id, "Bob : the \u{202e}evil <bob@example.test>");
    }
}
