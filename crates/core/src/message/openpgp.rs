//! PGP/MIME (RFC 3156): the message signed, or signed and encrypted, as its structure. The
//! signature and the encrypted data are made by the person's own GnuPG, in the I/O layer, when
//! Send is pressed; here is what goes around them, and what the window shows in their place
//! until then ([`Pending`]).
//!
//! The message is split in two ([`Unprotected::split`]): the fields of the top-level header
//! that are about the message (From, To, Subject, Date, Message-ID, MIME-Version...), which
//! stay readable by the servers, and the MIME entity (its `Content-*` fields and its body, the
//! files' parts included), which is what is signed or encrypted. RFC 3156 §5 asks that what is
//! signed be 7-bit, in canonical form with CRLF line ends, and free of anything a relay could
//! change: the text part of a message to be signed is therefore quoted-printable whenever a
//! line ends in white space or begins with `From ` ([`signable_text`]); the files' parts are
//! base64 already.

use crate::i18n::Text;

/// What the person asked for, beyond a plain message: a signature, and perhaps encryption.
/// Signed and encrypted is one step (RFC 3156 §6.2): a message is never encrypted unsigned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Protection {
    /// Encrypted to every recipient and to the sender, besides signed.
    pub encrypt: bool,
    /// The sender's key goes along in an Autocrypt header (autocrypt.org, Level 1).
    pub autocrypt: bool,
}

/// What the window shows where GnuPG's output goes at Send.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pending {
    /// The hash GnuPG signs with, in the `micalg` parameter.
    Micalg,
    /// The detached signature.
    Signature,
    /// The message's content, signed and encrypted.
    Encrypted,
    /// The sender's public key in the Autocrypt header.
    AutocryptKey,
}

impl Pending {
    /// What stands in its place in the message shown.
    pub fn text(self) -> Text {
        Text::new(match self {
            Self::Micalg => "openpgp-pending-micalg",
            Self::Signature => "openpgp-pending-signature",
            Self::Encrypted => "openpgp-pending-encrypted",
            Self::AutocryptKey => "openpgp-pending-autocrypt",
        })
    }
}

/// The Autocrypt header: none, its key given, or (`Some(None)`) its key to come.
type Autocrypt<'a> = Option<Option<&'a [u8]>>;

/// One piece of the protected message's structure: bytes as sent, or what GnuPG puts there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    /// Bytes exactly as sent.
    Bytes(Vec<u8>),
    /// The part GnuPG makes at Send.
    Pending(Pending),
    /// The entity that is signed, as it is sent.
    Entity,
}

/// The `micalg` value of RFC 3156 §5 for an OpenPGP hash algorithm number (RFC 4880 §9.4,
/// RFC 9580 §9.5), as GnuPG reports it in `SIG_CREATED`; `None` for one with no name there.
pub fn micalg(hash_algorithm: u8) -> Option<&'static str> {
    Some(match hash_algorithm {
        1 => "pgp-md5",
        2 => "pgp-sha1",
        3 => "pgp-ripemd160",
        8 => "pgp-sha256",
        9 => "pgp-sha384",
        10 => "pgp-sha512",
        11 => "pgp-sha224",
        12 => "pgp-sha3-256",
        14 => "pgp-sha3-512",
        _ => return None,
    })
}

/// A message split for signing: its top-level header without the content fields, and the
/// MIME entity that is signed (or encrypted).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unprotected {
    /// The header fields that stay outside, each with its CRLF.
    pub top: Vec<u8>,
    /// The entity: its `Content-*` fields, a blank line, its body (ending with CRLF).
    pub entity: Vec<u8>,
    /// The boundary of the multipart/signed or multipart/encrypted body.
    boundary: String,
    /// The sender's address, for the Autocrypt header.
    sender: String,
}

impl Unprotected {
    /// Splits `message` (a whole message with CRLF line ends, as built here) into the fields
    /// that stay outside and the entity. `boundary` must not occur in the message. `None` when
    /// the message has no header/body separator.
    pub fn split(message: &[u8], boundary: String, sender: String) -> Option<Self> {
        let end = message.windows(4).position(|w| w == b"\r\n\r\n")? + 2;
        let (header, body) = message.split_at(end);
        let mut top = Vec::new();
        let mut entity = Vec::new();
        for field in fields(header) {
            let name = field.split(|b| *b == b':').next().unwrap_or_default();
            if name.len() >= 8 && name[..8].eq_ignore_ascii_case(b"content-") {
                entity.extend_from_slice(field);
            } else {
                top.extend_from_slice(field);
            }
        }
        // `body` starts with the blank line that ends the header.
        entity.extend_from_slice(body);
        Some(Self {
            top,
            entity,
            boundary,
            sender,
        })
    }

    /// The message signed: `signature` is GnuPG's ASCII-armored detached signature over
    /// exactly [`Self::entity`], made with the hash named by `micalg`; `keydata`, the sender's
    /// public key for the Autocrypt header, if it goes.
    pub fn signed(&self, signature: &[u8], micalg: &str, keydata: Option<&[u8]>) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.entity.len() + signature.len() + 1024);
        for piece in self.signed_pieces(Some(micalg), keydata.map(Some)) {
            match piece {
                Piece::Bytes(b) => out.extend_from_slice(&b),
                Piece::Pending(Pending::Signature) => out.extend_from_slice(&crlf(signature)),
                Piece::Entity => out.extend_from_slice(&self.entity),
                // The others are given.
                Piece::Pending(_) => {}
            }
        }
        out
    }

    /// The message signed and encrypted: `encrypted` is GnuPG's ASCII-armored OpenPGP message
    /// (the entity, signed and encrypted in one step).
    pub fn encrypted(&self, encrypted: &[u8], keydata: Option<&[u8]>) -> Vec<u8> {
        let mut out = Vec::with_capacity(encrypted.len() + 1024);
        for piece in self.encrypted_pieces(keydata.map(Some)) {
            match piece {
                Piece::Bytes(b) => out.extend_from_slice(&b),
                Piece::Pending(Pending::Encrypted) => out.extend_from_slice(&crlf(encrypted)),
                Piece::Pending(_) | Piece::Entity => {}
            }
        }
        out
    }

    /// The top-level header, and the Autocrypt header: given (`keydata`), or to come (an
    /// empty key stands for it in the message shown).
    fn header(&self, autocrypt: Autocrypt<'_>) -> Vec<Piece> {
        let mut pieces = vec![Piece::Bytes(self.top.clone())];
        match autocrypt {
            None => {}
            Some(Some(keydata)) => pieces.push(Piece::Bytes(
                autocrypt_header(&self.sender, keydata).into_bytes(),
            )),
            Some(None) => {
                pieces.push(Piece::Bytes(
                    format!("Autocrypt: addr={}; keydata=\r\n ", self.sender).into_bytes(),
                ));
                pieces.push(Piece::Pending(Pending::AutocryptKey));
                pieces.push(Piece::Bytes(b"\r\n".to_vec()));
            }
        }
        pieces
    }

    /// The signed message as pieces: `micalg` once known, the signature always to come.
    fn signed_pieces(&self, micalg: Option<&str>, autocrypt: Autocrypt<'_>) -> Vec<Piece> {
        let b = &self.boundary;
        let mut pieces = self.header(autocrypt);
        pieces.push(Piece::Bytes(
            format!(
                "Content-Type: multipart/signed; boundary=\"{b}\";\r\n protocol=\"application/pgp-signature\"; micalg="
            )
            .into_bytes(),
        ));
        match micalg {
            Some(m) => pieces.push(Piece::Bytes(m.as_bytes().to_vec())),
            None => pieces.push(Piece::Pending(Pending::Micalg)),
        }
        pieces.push(Piece::Bytes(
            format!(
                "\r\n\r\nThis is an OpenPGP/MIME signed message (RFC 4880 and 3156)\r\n--{b}\r\n"
            )
            .into_bytes(),
        ));
        pieces.push(Piece::Entity);
        // The CRLF before a delimiter belongs to it (RFC 2046 §5.1.1): the part signed is the
        // entity exactly, its last line break included.
        pieces.push(Piece::Bytes(
            format!(
                "\r\n--{b}\r\nContent-Type: application/pgp-signature; name=\"signature.asc\"\r\n\
                 Content-Description: OpenPGP digital signature\r\n\
                 Content-Disposition: attachment; filename=\"signature.asc\"\r\n\r\n"
            )
            .into_bytes(),
        ));
        self.closed(pieces, Pending::Signature)
    }

    /// `pieces` ended by what GnuPG makes (`last`) and the close delimiter.
    fn closed(&self, mut pieces: Vec<Piece>, last: Pending) -> Vec<Piece> {
        pieces.push(Piece::Pending(last));
        pieces.push(Piece::Bytes(
            format!("\r\n--{}--\r\n", self.boundary).into_bytes(),
        ));
        pieces
    }

    /// The encrypted message as pieces, the encrypted data to come.
    fn encrypted_pieces(&self, autocrypt: Autocrypt<'_>) -> Vec<Piece> {
        let b = &self.boundary;
        let mut pieces = self.header(autocrypt);
        pieces.push(Piece::Bytes(
            format!(
                "Content-Type: multipart/encrypted; boundary=\"{b}\";\r\n protocol=\"application/pgp-encrypted\"\r\n\r\n\
                 This is an OpenPGP/MIME encrypted message (RFC 4880 and 3156)\r\n\
                 --{b}\r\nContent-Type: application/pgp-encrypted\r\n\
                 Content-Description: PGP/MIME version identification\r\n\r\nVersion: 1\r\n\r\n\
                 --{b}\r\nContent-Type: application/octet-stream; name=\"encrypted.asc\"\r\n\
                 Content-Description: OpenPGP encrypted message\r\n\
                 Content-Disposition: inline; filename=\"encrypted.asc\"\r\n\r\n"
            )
            .into_bytes(),
        ));
        self.closed(pieces, Pending::Encrypted)
    }

    /// The structure the window shows before Send: every byte that is known, and what GnuPG
    /// makes in its place.
    pub fn shown(&self, protection: Protection) -> Vec<Piece> {
        let autocrypt = protection.autocrypt.then_some(None);
        if protection.encrypt {
            self.encrypted_pieces(autocrypt)
        } else {
            self.signed_pieces(None, autocrypt)
        }
    }
}

/// The header fields of `header` (which ends with a CRLF), each with its folded lines and its
/// CRLF.
fn fields(header: &[u8]) -> Vec<&[u8]> {
    let mut out: Vec<&[u8]> = Vec::new();
    let mut start = 0;
    let mut at = 0;
    while at < header.len() {
        let line_end = header[at..]
            .windows(2)
            .position(|w| w == b"\r\n")
            .map_or(header.len(), |p| at + p + 2);
        // A line starting with white space continues the field before it.
        let continues = matches!(header.get(line_end), Some(b' ' | b'\t'));
        if !continues {
            out.push(&header[start..line_end]);
            start = line_end;
        }
        at = line_end;
    }
    out
}

/// `text` with every line break made CRLF, and no final one (the delimiter brings it).
fn crlf(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len() + text.len() / 32);
    for line in text.split(|b| *b == b'\n') {
        if !out.is_empty() {
            out.extend_from_slice(b"\r\n");
        }
        out.extend_from_slice(line.strip_suffix(b"\r").unwrap_or(line));
    }
    while out.ends_with(b"\r\n") {
        out.truncate(out.len() - 2);
    }
    out
}

/// The Autocrypt header (autocrypt.org, Level 1, "The Autocrypt Header"): the sender's address
/// and their minimal public key, base64 folded into lines that start with a space.
pub fn autocrypt_header(sender: &str, keydata: &[u8]) -> String {
    use base64::Engine as _;
    let encoded = base64::engine::general_purpose::STANDARD.encode(keydata);
    let mut out = format!("Autocrypt: addr={sender}; keydata=");
    for chunk in encoded.as_bytes().chunks(72) {
        out.push_str("\r\n ");
        // Base64 is ASCII.
        out.push_str(std::str::from_utf8(chunk).unwrap_or_default());
    }
    out.push_str("\r\n");
    out
}

/// Whether the text part (CRLF, with its final line break) must be quoted-printable to be
/// signed: a line that ends in white space (which relays strip) or begins with `From ` (which
/// mbox files change), or anything not 7-bit with short lines.
pub(super) fn needs_quoting_to_sign(crlf: &str) -> bool {
    crlf.split("\r\n")
        .any(|line| line.ends_with([' ', '\t']) || line.starts_with("From ") || line.len() > 76)
        || !crlf.is_ascii()
        || crlf.contains('\0')
}

/// The text part's quoted-printable for a message to be signed (RFC 3156 §3, §5): white space
/// at a line's end is encoded by quoted-printable's own rule, and a line that would begin with
/// `From ` begins with `=46rom ` instead. Lines stay within 76 characters.
pub(super) fn signable_text(crlf: &str) -> Vec<u8> {
    // Two characters short of the limit, for the `F` that may become `=46`.
    let encoded = quoted_printable::encode_with_options(
        crlf.as_bytes(),
        quoted_printable::Options::default().line_length_limit(74),
    );
    let mut out = String::with_capacity(encoded.len() + 16);
    for (i, line) in encoded.split("\r\n").enumerate() {
        if i > 0 {
            out.push_str("\r\n");
        }
        match line.strip_prefix('F') {
            Some(rest) if rest.starts_with("rom ") => {
                out.push_str("=46");
                out.push_str(rest);
            }
            _ => out.push_str(line),
        }
    }
    out.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(message: &str) -> Unprotected {
        Unprotected::split(
            message.as_bytes(),
            "=_sig_x".into(),
            "me@example.net".into(),
        )
        .unwrap()
    }

    const PLAIN: &str = "From: Me <me@example.net>\r\nSubject: a long\r\n subject\r\nMIME-Version: 1.0\r\n\
                         Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 7bit\r\n\
                         \r\nHello\r\n";

    #[test]
    fn the_content_fields_and_the_body_are_the_entity() {
        let u = split(PLAIN);
        assert_eq!(
            u.top,
            b"From: Me <me@example.net>\r\nSubject: a long\r\n subject\r\nMIME-Version: 1.0\r\n"
        );
        assert_eq!(
            u.entity,
            b"Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 7bit\r\n\r\nHello\r\n"
        );
        assert!(Unprotected::split(b"no header end", String::new(), String::new()).is_none());
    }

    #[test]
    fn a_signed_message_is_multipart_signed_over_the_entity_exactly() {
        let u = split(PLAIN);
        let sig = b"-----BEGIN PGP SIGNATURE-----\n\nabc\n-----END PGP SIGNATURE-----\n";
        let signed = String::from_utf8(u.signed(sig, "pgp-sha256", None)).unwrap();
        assert!(signed.starts_with(
            "From: Me <me@example.net>\r\nSubject: a long\r\n subject\r\nMIME-Version: 1.0\r\n\
             Content-Type: multipart/signed; boundary=\"=_sig_x\";\r\n protocol=\"application/pgp-signature\"; micalg=pgp-sha256\r\n\r\n"
        ));
        // The part between the delimiters is the entity, byte for byte.
        let first = signed.find("--=_sig_x\r\n").unwrap() + "--=_sig_x\r\n".len();
        let second = signed.rfind("\r\n--=_sig_x\r\n").unwrap();
        assert_eq!(&signed.as_bytes()[first..second], u.entity);
        assert!(signed.ends_with(
            "\r\n\r\n-----BEGIN PGP SIGNATURE-----\r\n\r\nabc\r\n-----END PGP SIGNATURE-----\r\n--=_sig_x--\r\n"
        ));
        assert!(!signed.replace("\r\n", "").contains('\n'), "no bare LF");
        // A reader sees a signed message with the text and the signature.
        let parsed = mail_parser::MessageParser::default()
            .parse(signed.as_bytes())
            .unwrap();
        assert_eq!(parsed.body_text(0).as_deref(), Some("Hello\r\n"));
        assert_eq!(parsed.parts.len(), 3);
    }

    #[test]
    fn an_encrypted_message_says_its_version_and_carries_the_armor() {
        let u = split(PLAIN);
        let armor = b"-----BEGIN PGP MESSAGE-----\r\n\r\nxyz\r\n-----END PGP MESSAGE-----\r\n";
        let out = String::from_utf8(u.encrypted(armor, Some(b"key"))).unwrap();
        assert!(out.contains("Subject: a long\r\n subject\r\n"), "{out}");
        assert!(out.contains("Autocrypt: addr=me@example.net; keydata=\r\n a2V5\r\n"));
        assert!(out.contains("Content-Type: multipart/encrypted; boundary=\"=_sig_x\";\r\n protocol=\"application/pgp-encrypted\"\r\n"));
        assert!(out.contains("\r\n\r\nVersion: 1\r\n\r\n--=_sig_x\r\n"));
        assert!(out.ends_with("-----END PGP MESSAGE-----\r\n--=_sig_x--\r\n"));
        assert!(!out.contains("Hello"), "the content is only inside");
        assert!(!out.contains("text/plain"));
    }

    #[test]
    fn the_message_shown_has_placeholders_where_gnupg_writes() {
        let u = split(PLAIN);
        let signed = u.shown(Protection {
            encrypt: false,
            autocrypt: true,
        });
        let pending: Vec<Pending> = signed
            .iter()
            .filter_map(|p| match p {
                Piece::Pending(p) => Some(*p),
                Piece::Bytes(_) | Piece::Entity => None,
            })
            .collect();
        assert_eq!(
            pending,
            [Pending::AutocryptKey, Pending::Micalg, Pending::Signature]
        );
        let encrypted = u.shown(Protection {
            encrypt: true,
            autocrypt: false,
        });
        assert!(encrypted.contains(&Piece::Pending(Pending::Encrypted)));
        assert!(!encrypted.contains(&Piece::Pending(Pending::AutocryptKey)));
    }

    #[test]
    fn the_autocrypt_header_folds_its_key() {
        let h = autocrypt_header("a@example.org", &[0u8; 200]);
        let lines: Vec<&str> = h.trim_end().split("\r\n").collect();
        assert_eq!(lines[0], "Autocrypt: addr=a@example.org; keydata=");
        assert!(
            lines[1..]
                .iter()
                .all(|l| l.starts_with(' ') && l.len() <= 73)
        );
        assert!(h.ends_with("\r\n"));
    }

    #[test]
    fn text_to_sign_is_quoted_where_a_relay_would_change_it() {
        assert!(!needs_quoting_to_sign("plain\r\nlines\r\n"));
        for text in [
            "-- \r\nMe\r\n",
            "tab\t\r\n",
            "From here\r\n",
            "café\r\n",
            &"x".repeat(80),
        ] {
            assert!(needs_quoting_to_sign(text), "{text:?}");
        }
        let q = String::from_utf8(signable_text("-- \r\nFrom me\r\ncafé\r\nFrom\r\n")).unwrap();
        assert_eq!(q, "--=20\r\n=46rom me\r\ncaf=C3=A9\r\nFrom\r\n");
        let long = signable_text(&format!("From {}\r\n", "y".repeat(200)));
        let long = String::from_utf8(long).unwrap();
        assert!(long.starts_with("=46rom "));
        assert!(long.split("\r\n").all(|l| l.len() <= 76), "{long}");
        assert_eq!(
            quoted_printable::decode(&long, quoted_printable::ParseMode::Strict).unwrap(),
            format!("From {}\r\n", "y".repeat(200)).as_bytes()
        );
    }

    #[test]
    fn micalg_names_the_hashes_gnupg_uses() {
        assert_eq!(micalg(8), Some("pgp-sha256"));
        assert_eq!(micalg(10), Some("pgp-sha512"));
        assert_eq!(micalg(99), None);
    }
}
