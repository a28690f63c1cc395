//! The outgoing message: an (edited) [`Draft`] and the sender's [`Identity`] -> the exact
//! RFC 5322 bytes and SMTP envelope that Send transmits, built with lettre.
//!
//! What is shown is what is sent: the window's "Exact message" view and `mailto-preview
//! message` call [`build`], and so does delivery.
//!
//! - From and MAIL FROM are the account's identity (RFC 6068 §7: the return path "is set and
//!   correct"); RCPT TO is exactly To + Cc + Bcc with ASCII (punycode) domains; Bcc never
//!   appears in a header.
//! - Headers: From, To, Cc, Subject, Date, Message-ID (with the sender's domain), MIME-Version,
//!   Content-Type `text/plain; charset=utf-8`, Content-Transfer-Encoding, and In-Reply-To,
//!   References, Keywords when kept. Nothing else.
//! - The body goes out with CRLF line breaks and a final one, and no bare CR or LF: lettre
//!   0.11.23 does not dot-stuff after a bare LF (RUSTSEC-2026-0561), so a `.` line after a bare
//!   LF could otherwise end SMTP DATA early.
//! - With files attached ([`Draft::attachments`]), the message is `multipart/mixed`: the text
//!   part exactly as above, then each file in base64 ([`parts`]). The boundary comes from the
//!   Message-ID, so that the message shown is the message sent; the window shows it without
//!   reading any file ([`Outgoing::shown`]), and delivery reads the files when it sends
//!   ([`Outgoing::assemble`]), on its own thread.

use std::time::SystemTime;

use lettre::message::header::{ContentTransferEncoding, ContentType, Keywords, MIME_VERSION_1_0};
use lettre::message::{Body, Mailbox, MultiPart, SinglePart};
use lettre::{Address as LettreAddress, Message, address::Envelope};

use crate::attach::{Attachment, ReadError};
use crate::draft::{Draft, Kept, RecipientField};
use crate::i18n::{Lang, Localize, Size, Text};
use crate::mailto::{Address, Field, parse_address_list};

pub mod openpgp;
mod parts;

pub use openpgp::{Pending, Protection, Unprotected};
pub use parts::Shown;

/// Why a message cannot be built. Each is a sentence the person can act on.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", Localize::text(self).english())]
pub enum MessageError {
    /// No recipient at all.
    NoRecipients,
    /// The account names no sender address (it hands messages to webmail or a program).
    NoSender {
        /// The account's name.
        account: String,
    },
    /// A recipient is not a valid address.
    InvalidRecipient {
        /// Which list it is in.
        field: RecipientField,
        /// The address as written (suspicious characters spelled out).
        text: String,
        /// What is wrong.
        problem: Text,
    },
    /// The sender is not a single valid address.
    InvalidSender {
        /// The sender as given.
        text: String,
        /// What is wrong.
        problem: Text,
    },
    /// A header value holds a line break or control character.
    UnsafeHeaderValue {
        /// Which field.
        field: HeaderLine,
    },
    /// lettre refused the message.
    Build(String),
}

impl Localize for MessageError {
    fn text(&self) -> Text {
        match self {
            MessageError::NoRecipients => Text::new("message-no-recipients"),
            MessageError::NoSender { account } => {
                Text::new("message-no-sender").arg("account", account)
            }
            MessageError::InvalidRecipient {
                field,
                text,
                problem,
            } => Text::new("message-invalid-recipient")
                .arg("field", field.field().name())
                .arg("address", text)
                .arg("problem", problem.clone()),
            MessageError::InvalidSender { text, problem } => Text::new("message-invalid-sender")
                .arg("sender", text)
                .arg("problem", problem.clone()),
            MessageError::UnsafeHeaderValue { field } => {
                Text::new("message-unsafe-header").arg("field", field.to_string())
            }
            MessageError::Build(detail) => Text::new("message-build").arg("detail", detail),
        }
    }
}

/// A header line of the message that must stay one line: named in
/// [`MessageError::UnsafeHeaderValue`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeaderLine {
    /// The subject.
    Subject,
    /// A header field kept from the link.
    Kept(Kept),
    /// The sender's display name.
    SenderName,
    /// A recipient's display name, in the list it is in.
    RecipientName(RecipientField),
}

/// The words the messages have always used: `subject`, `In-Reply-To`, `sender's name`,
/// `cc name`.
impl std::fmt::Display for HeaderLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Subject => f.write_str("subject"),
            Self::Kept(kept) => f.write_str(kept.name()),
            Self::SenderName => f.write_str("sender's name"),
            Self::RecipientName(list) => write!(f, "{} name", list.field()),
        }
    }
}

/// Who the message is from: the account's name and address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    /// The display name, if any.
    pub name: Option<String>,
    /// The address (valid).
    pub address: Address,
}

impl Identity {
    /// Reads `Name <me@example.net>` or `me@example.net`.
    pub fn parse(text: &str) -> Result<Self, MessageError> {
        let invalid = |problem: Text| MessageError::InvalidSender {
            text: crate::visible::make_visible(text, false),
            problem,
        };
        let (mut list, _) = parse_address_list(text, &Field::Header("From".into()));
        if list.len() != 1 {
            return Err(invalid(Text::new("address-one-only")));
        }
        let address = list.remove(0);
        if let Some(problem) = &address.problem {
            return Err(invalid(problem.clone()));
        }
        Ok(Self {
            name: address.display_name.clone(),
            address,
        })
    }

    /// From an account's address and optional display name.
    pub fn new(name: Option<&str>, email: &str) -> Result<Self, MessageError> {
        let mut id = Self::parse(email)?;
        id.name = name.map(str::to_string).filter(|n| !n.trim().is_empty());
        Ok(id)
    }

    /// The sender of `account`: its address (validated when the config was read) and its
    /// display name, or the name the address was written with.
    pub fn of(account: &(impl SendingAccount + ?Sized)) -> Result<Self, MessageError> {
        let address = account
            .email()
            .cloned()
            .ok_or_else(|| MessageError::NoSender {
                account: account.name().to_string(),
            })?;
        let name = account
            .display_name()
            .map(str::to_string)
            .or_else(|| address.display_name.clone())
            .filter(|n| !n.trim().is_empty());
        Ok(Self { name, address })
    }
}

/// What the message needs of the account that sends it. The accounts themselves (their
/// servers, credentials and files) are the I/O layer's (`mailto_preview_io::config::Account`
/// implements this); the core only reads who sends and how the message is signed off.
pub trait SendingAccount {
    /// The account's name in the config, for messages about it.
    fn name(&self) -> &str;
    /// Its address, if it has one.
    fn email(&self) -> Option<&Address>;
    /// The name shown in From, if one is set apart from the address.
    fn display_name(&self) -> Option<&str>;
    /// The signature appended to every message, if any.
    fn signature(&self) -> Option<&str>;
    /// Whether the account's own address gets a copy as Bcc.
    fn bcc_self(&self) -> bool;
}

/// The draft as `account` sends it: its signature appended to the body after a `-- ` line,
/// and the account's own address added as Bcc when `bcc-self` is set.
pub fn as_sent(draft: &Draft, account: &(impl SendingAccount + ?Sized)) -> Draft {
    let mut d = draft.clone();
    if let Some(sig) = account.signature().filter(|s| !s.trim().is_empty()) {
        if !d.body.is_empty() && !d.body.ends_with('\n') {
            d.body.push('\n');
        }
        d.body.push_str("-- \n");
        d.body.push_str(sig.trim_end_matches('\n'));
        d.body.push('\n');
    }
    if account.bcc_self()
        && let Some(me) = account.email()
    {
        let mut me = me.clone();
        me.display_name = None;
        d.bcc.push(me);
    }
    d
}

/// The per-message values that change every time: the date and the Message-ID.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stamp {
    /// The Date header.
    pub date: SystemTime,
    /// The Message-ID, with angle brackets.
    pub message_id: String,
}

impl Stamp {
    /// Now, and a random Message-ID in the sender's domain (RFC 5322 §3.6.4).
    pub fn new(from: &Identity) -> Self {
        Self {
            date: SystemTime::now(),
            message_id: format!("<{}@{}>", uuid::Uuid::new_v4(), from.address.ascii_domain),
        }
    }
}

/// A message ready to send: its bytes (or, with files attached, how to make them) and its
/// envelope.
#[derive(Debug, Clone)]
pub struct Outgoing {
    /// The message; with files attached, without their parts (they are in `files`).
    message: Message,
    /// The attached files' parts, if any.
    files: Option<parts::Files>,
    mail_from: String,
    rcpt_to: Vec<String>,
    smtputf8: bool,
    bcc_header: Option<String>,
    /// Signed, or signed and encrypted, at Send ([`openpgp`]).
    protection: Option<Protection>,
    /// The boundary of the multipart/signed or multipart/encrypted body.
    pgp_boundary: String,
}

impl Outgoing {
    /// The message as `mailto-preview message` and the window have always shown it: without
    /// attached files, exactly the bytes DATA carries; with them, [`Outgoing::shown_text`] in
    /// English (each file's body elided). The bytes sent are [`Outgoing::assemble`]'s.
    pub fn formatted(&self) -> Vec<u8> {
        match &self.files {
            None if self.protection.is_none() => self.message.formatted(),
            _ => self.shown_text(&Lang::english()).into_bytes(),
        }
    }

    /// The message as the window shows it, built without reading any file: every byte as it
    /// is sent (the header, the text part, each file part's header fields, the boundaries),
    /// except that each attached file's body is a [`Shown::Body`] saying its sizes.
    ///
    /// A message to be signed or encrypted is shown in its PGP/MIME structure, with what
    /// GnuPG makes at Send said in its place ([`Shown::Pending`]).
    pub fn shown(&self) -> Vec<Shown<'_>> {
        let plain = match &self.files {
            None => vec![Shown::Bytes(self.message.formatted().into())],
            Some(files) => files.shown(),
        };
        let Some(protection) = self.protection else {
            return plain;
        };
        let mut plain = plain.into_iter();
        let head = match plain.next() {
            Some(Shown::Bytes(head)) => head,
            _ => return Vec::new(),
        };
        let Some(unprotected) = self.split(&head) else {
            return vec![Shown::Bytes(head)];
        };
        let mut out = Vec::new();
        for piece in unprotected.shown(protection) {
            match piece {
                openpgp::Piece::Bytes(b) => out.push(Shown::Bytes(b.into())),
                openpgp::Piece::Pending(p) => out.push(Shown::Pending(p)),
                openpgp::Piece::Entity => {
                    out.push(Shown::Bytes(unprotected.entity.clone().into()));
                    out.extend(plain.by_ref());
                }
            }
        }
        out
    }

    /// How the message is protected at Send, if it is.
    pub fn protection(&self) -> Option<Protection> {
        self.protection
    }

    /// The message to be signed or encrypted, split for it ([`Unprotected`]), its files read
    /// now: not on the window's thread. `None` for a message that goes as it is.
    pub fn unprotected(&self) -> Result<Option<Unprotected>, ReadError> {
        if self.protection.is_none() {
            return Ok(None);
        }
        let bytes = self.assemble()?;
        Ok(self.split(&bytes))
    }

    fn split(&self, message: &[u8]) -> Option<Unprotected> {
        Unprotected::split(message, self.pgp_boundary.clone(), self.mail_from.clone())
    }

    /// [`Outgoing::shown`] as text in `lang`: the bytes as UTF-8 (the message is ASCII but
    /// for an 8-bit body), each file's body as "[report.pdf: 120,434 bytes; 165,012 bytes as
    /// base64]".
    pub fn shown_text(&self, lang: &Lang) -> String {
        let mut out = String::new();
        for piece in self.shown() {
            match piece {
                Shown::Bytes(b) => out.push_str(&String::from_utf8_lossy(&b)),
                Shown::Body {
                    attachment,
                    encoded,
                } => out.push_str(&lang.render(&elided(attachment, encoded))),
                Shown::Pending(pending) => out.push_str(&lang.render(&pending.text())),
            }
        }
        out
    }

    /// The exact size of the message in bytes, as DATA carries it (files as base64), known
    /// without reading them: what a limit is compared with.
    ///
    /// A message to be signed or encrypted is known only about as well before Send: its
    /// signature is counted as 1 KiB, and encryption as the armor's base64 of it.
    pub fn size(&self) -> u64 {
        let plain = match &self.files {
            None => self.message.formatted().len() as u64,
            Some(files) => files.size(),
        };
        match self.protection {
            None => plain,
            Some(Protection { encrypt: false, .. }) => plain + 1024,
            Some(Protection { encrypt: true, .. }) => plain.div_ceil(3) * 4 * 65 / 64 + 2048,
        }
    }

    /// The exact bytes DATA carries, each attached file read now: not on the window's thread.
    /// A file that changed or vanished since it was attached stops it.
    pub fn assemble(&self) -> Result<Vec<u8>, ReadError> {
        self.assemble_after(b"")
    }

    /// [`Outgoing::assemble`] into one buffer that starts with `prefix` (the Bcc line of the
    /// copy for the Sent folder, so that the copy and the message sent share their bytes).
    pub fn assemble_after(&self, prefix: &[u8]) -> Result<Vec<u8>, ReadError> {
        match &self.files {
            None => {
                let formatted = self.message.formatted();
                if prefix.is_empty() {
                    return Ok(formatted);
                }
                let mut out = Vec::with_capacity(prefix.len() + formatted.len());
                out.extend_from_slice(prefix);
                out.extend_from_slice(&formatted);
                Ok(out)
            }
            Some(files) => files.assemble(prefix),
        }
    }

    /// The files attached, in the order they are sent.
    pub fn attachments(&self) -> Vec<&Attachment> {
        self.files
            .iter()
            .flat_map(parts::Files::attachments)
            .collect()
    }

    /// The SMTP envelope.
    pub fn envelope(&self) -> &Envelope {
        self.message.envelope()
    }

    /// MAIL FROM.
    pub fn mail_from(&self) -> &str {
        &self.mail_from
    }

    /// RCPT TO, in order, without duplicates.
    pub fn rcpt_to(&self) -> &[String] {
        &self.rcpt_to
    }

    /// The Bcc header line (with its CRLF) that the copy in the Sent folder carries, so that
    /// the person sees there whom it also went to; the message sent has none. `None` without
    /// Bcc recipients.
    pub fn bcc_header(&self) -> Option<&str> {
        self.bcc_header.as_deref()
    }

    /// Whether delivery needs SMTPUTF8 (a non-ASCII local part somewhere).
    pub fn needs_smtputf8(&self) -> bool {
        self.smtputf8
    }

    /// The envelope as text: `MAIL FROM:<..>` and one `RCPT TO:<..>` a line.
    pub fn envelope_text(&self) -> String {
        let mut s = format!("MAIL FROM:<{}>\r\n", self.mail_from);
        for r in &self.rcpt_to {
            s.push_str(&format!("RCPT TO:<{r}>\r\n"));
        }
        s
    }
}

/// "The message is 31 MB; smtp.example.net accepts up to 25 MB": a message's size against a
/// server's or a provider's limit, the size rounded up and the limit down, so that a message
/// over the limit never reads as within it.
pub fn too_big(server: &str, size: u64, limit: u64) -> Text {
    Text::new("too-big")
        .arg("server", server)
        .arg("size", Size::About(size, crate::i18n::Rounding::Up))
        .arg("limit", Size::About(limit, crate::i18n::Rounding::Down))
}

/// What stands for an attached file's body in the message shown: its name and sizes.
fn elided(attachment: &Attachment, encoded: u64) -> Text {
    Text::new("message-attachment-elided")
        .arg(
            "name",
            crate::visible::make_visible(&attachment.name, false),
        )
        .arg("size", Size::Exact(attachment.size()))
        .arg("encoded", Size::Exact(encoded))
}

/// Builds the message for `draft` from `from`, stamped now.
pub fn build(draft: &Draft, from: &Identity) -> Result<Outgoing, MessageError> {
    build_stamped(draft, from, Stamp::new(from))
}

/// [`build`] with a given date and Message-ID (reproducible output for tests and previews).
pub fn build_stamped(
    draft: &Draft,
    from: &Identity,
    stamp: Stamp,
) -> Result<Outgoing, MessageError> {
    build_with(draft, from, stamp, None)
}

/// [`build_stamped`], to be signed or encrypted at Send when `protection` says so: its text
/// part is then quoted wherever a relay could change it (RFC 3156 §5).
pub fn build_with(
    draft: &Draft,
    from: &Identity,
    stamp: Stamp,
    protection: Option<Protection>,
) -> Result<Outgoing, MessageError> {
    if draft.recipients().next().is_none() {
        return Err(MessageError::NoRecipients);
    }
    let single_line = std::iter::once((HeaderLine::Subject, draft.subject.as_str()))
        .chain(
            draft
                .kept_headers()
                .into_iter()
                .map(|(kept, value)| (HeaderLine::Kept(kept), value)),
        )
        .chain(from.name.as_deref().map(|n| (HeaderLine::SenderName, n)));
    for (field, value) in single_line {
        if value.chars().any(char::is_control) {
            return Err(MessageError::UnsafeHeaderValue { field });
        }
    }

    let from_addr =
        lettre_address(&from.address).map_err(|problem| MessageError::InvalidSender {
            text: from.address.addr_spec(),
            problem,
        })?;
    let mut builder = Message::builder()
        .from(Mailbox::new(from.name.clone(), from_addr.clone()))
        .date(stamp.date)
        .message_id(Some(stamp.message_id.clone()));
    let stamp_id = stamp.message_id;
    let signed = protection.is_some();
    let mut rcpt_to: Vec<String> = Vec::new();
    let mut bcc: Vec<Mailbox> = Vec::new();
    let mut envelope_to: Vec<LettreAddress> = Vec::new();
    for field in RecipientField::ALL {
        for a in draft.list(field) {
            let addr = recipient(field, a)?;
            let env = addr.to_string();
            if !rcpt_to.contains(&env) {
                rcpt_to.push(env);
                envelope_to.push(addr.clone());
            }
            if let Some(name) = &a.display_name
                && name.chars().any(char::is_control)
            {
                return Err(MessageError::UnsafeHeaderValue {
                    field: HeaderLine::RecipientName(field),
                });
            }
            let mailbox = Mailbox::new(a.display_name.clone(), addr);
            builder = match field {
                RecipientField::To => builder.to(mailbox),
                RecipientField::Cc => builder.cc(mailbox),
                // Bcc recipients go into the envelope only, never into a header of the
                // message sent; the copy in the Sent folder carries them (bcc_header).
                RecipientField::Bcc => {
                    bcc.push(mailbox);
                    builder
                }
            };
        }
    }
    if !draft.subject.is_empty() {
        builder = builder.subject(draft.subject.clone());
    }
    if let Some(v) = &draft.in_reply_to {
        builder = builder.in_reply_to(v.clone());
    }
    if let Some(v) = &draft.references {
        builder = builder.references(v.clone());
    }
    if let Some(v) = &draft.keywords {
        builder = builder.header(Keywords::from(v.clone()));
    }
    let envelope = Envelope::new(Some(from_addr.clone()), envelope_to)
        .map_err(|e| MessageError::Build(e.to_string()))?;
    let builder = builder.envelope(envelope);
    let (message, files) = if draft.attachments.is_empty() {
        // A raw body rather than a MIME part: lettre appends a CRLF after a part's body, which
        // would add a blank line to every message; here the final line break is ours.
        let message = builder
            .header(MIME_VERSION_1_0)
            .header(ContentType::TEXT_PLAIN)
            .body(body(&draft.body, signed))
            .map_err(|e| MessageError::Build(e.to_string()))?;
        (message, None)
    } else {
        // In a multipart body the CRLF lettre writes after the text belongs to the next
        // delimiter (RFC 2046 §5.1.1): the text part's content is the body, exactly.
        let text = body(&draft.body, signed);
        let text_chars = String::from_utf8_lossy(text.as_ref()).into_owned();
        let boundary = parts::boundary(&stamp_id, &[&text_chars]);
        let message = builder
            .multipart(
                MultiPart::mixed().boundary(boundary.clone()).singlepart(
                    SinglePart::builder()
                        .header(ContentType::TEXT_PLAIN)
                        .body(text),
                ),
            )
            .map_err(|e| MessageError::Build(e.to_string()))?;
        let formatted = message.formatted();
        let head = formatted
            .strip_suffix(format!("--{boundary}--\r\n").as_bytes())
            .ok_or_else(|| MessageError::Build("the multipart body ends unexpectedly".into()))?
            .to_vec();
        let files = parts::Files::new(head, &boundary, &draft.attachments);
        (message, Some(files))
    };
    let smtputf8 = !from_addr.user().is_ascii() || rcpt_to.iter().any(|r| !r.is_ascii());
    // Not in the message: its own parts' boundaries start `=_mp_`, the text is checked, and
    // the files' parts are base64.
    let pgp_boundary = parts::boundary_with("=_pgp_", &stamp_id, &[&draft.body]);
    Ok(Outgoing {
        protection,
        pgp_boundary,
        message,
        files,
        mail_from: from_addr.to_string(),
        rcpt_to,
        smtputf8,
        bcc_header: (!bcc.is_empty()).then(|| {
            let mut headers = lettre::message::header::Headers::new();
            headers.set(lettre::message::header::Bcc::from(
                bcc.into_iter().collect::<lettre::message::Mailboxes>(),
            ));
            headers.to_string()
        }),
    })
}

fn recipient(field: RecipientField, a: &Address) -> Result<LettreAddress, MessageError> {
    let invalid = |problem: Text| MessageError::InvalidRecipient {
        field,
        text: crate::visible::make_visible(&a.text, false),
        problem,
    };
    if let Some(problem) = &a.problem {
        return Err(invalid(problem.clone()));
    }
    lettre_address(a).map_err(invalid)
}

/// Our validated address as lettre's, with the ASCII domain (headers and envelope both use it).
fn lettre_address(a: &Address) -> Result<LettreAddress, Text> {
    LettreAddress::new(&a.local_part, &a.ascii_domain)
        .map_err(|e| Text::new("address-lettre-refuses").arg("detail", e.to_string()))
}

/// The body with CRLF line breaks and a final one (RFC 6068 §5 allows adding it), as 7bit
/// when it is ASCII with short lines, else quoted-printable: both need no 8BITMIME and keep
/// every line under the SMTP limit. A body to be `signed` is quoted-printable also where a
/// relay could change it ([`openpgp::signable_text`]).
fn body(text: &str, signed: bool) -> Body {
    let mut crlf = crate::mailto::to_crlf(text);
    if !crlf.ends_with("\r\n") {
        crlf.push_str("\r\n");
    }
    if signed && openpgp::needs_quoting_to_sign(&crlf) {
        return Body::dangerous_pre_encoded(
            openpgp::signable_text(&crlf),
            ContentTransferEncoding::QuotedPrintable,
        );
    }
    let seven_bit =
        crlf.is_ascii() && !crlf.contains('\0') && crlf.split("\r\n").all(|line| line.len() <= 998);
    let encoding = if seven_bit {
        ContentTransferEncoding::SevenBit
    } else {
        ContentTransferEncoding::QuotedPrintable
    };
    Body::new_with_encoding(crlf, encoding).unwrap_or_else(Body::new)
}

#[cfg(test)]
mod tests;
