//! The policy table: which header fields a link may set, and why every other one is dropped.
//!
//! RFC 6068 §3: originator, routing, trace and MIME fields "MUST be ignored"; unrecognised
//! fields "SHOULD be treated as especially suspect". §4: only Subject, Keywords and Body are
//! "believed to be both safe and useful in the general case". We keep those, the recipients,
//! and the two reply fields of §6.1's example; everything else is dropped and shown.

use serde::Serialize;

use crate::mailto::Field;

/// A header field the link may set (besides to, cc, bcc, subject and body, which the parser
/// handles itself).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kept {
    /// `In-Reply-To` (RFC 5322 §3.6.4), a list of message identifiers.
    InReplyTo,
    /// `References` (RFC 5322 §3.6.4), a list of message identifiers.
    References,
    /// `Keywords` (RFC 5322 §3.6.5), named safe by RFC 6068 §4.
    Keywords,
}

impl Kept {
    /// The three, in the order a message shows them.
    pub const ALL: [Kept; 3] = [Kept::InReplyTo, Kept::References, Kept::Keywords];

    /// The link's field it comes from (and which findings and warnings name).
    pub fn field(self) -> Field {
        Field::Header(self.name().into())
    }

    /// The canonical spelling of the field name.
    pub fn name(self) -> &'static str {
        match self {
            Self::InReplyTo => "In-Reply-To",
            Self::References => "References",
            Self::Keywords => "Keywords",
        }
    }
}

/// Why a field from the link is not used.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DropReason {
    /// From, Sender, Reply-To, Date, Message-ID and the like.
    Originator,
    /// Routing and trace fields: Resent-*, Received, Return-Path, Apparently-To, ...
    Routing,
    /// MIME fields: MIME-Version, Content-*.
    Mime,
    /// Every spelling of "attach a file".
    Attachment,
    /// Instructions to the mail program: send now, file a copy, priority, HTML body, ...
    ClientControl,
    /// A field we do not know, X- fields included.
    Unknown,
    /// A kept field whose value is not well-formed; the text says what is wrong.
    Malformed(#[serde(serialize_with = "crate::i18n::english")] crate::i18n::Text),
    /// An earlier value of a kept field that appears again; the last one is used.
    Repeated,
}

impl crate::i18n::Localize for DropReason {
    fn text(&self) -> crate::i18n::Text {
        use crate::i18n::Text;
        match self {
            Self::Originator => Text::new("drop-originator"),
            Self::Routing => Text::new("drop-routing"),
            Self::Mime => Text::new("drop-mime"),
            Self::Attachment => Text::new("drop-attachment"),
            Self::ClientControl => Text::new("drop-client-control"),
            Self::Unknown => Text::new("drop-unknown"),
            Self::Malformed(why) => Text::new("drop-malformed").arg("why", why.clone()),
            Self::Repeated => Text::new("drop-repeated"),
        }
    }
}

impl DropReason {
    /// A sentence for a person, in English.
    pub fn message(&self) -> String {
        crate::i18n::Localize::text(self).english()
    }
}

/// What the policy does with a header field from the link (names compared
/// ASCII-case-insensitively, as [`Field`] compares them).
pub fn classify(field: &Field) -> Result<Kept, DropReason> {
    if let Some(kept) = Kept::ALL.into_iter().find(|k| field.is_header(k.name())) {
        return Ok(kept);
    }
    let n = field.name().to_ascii_lowercase();
    let n = n.as_str();
    let reason = if ORIGINATOR.contains(&n) {
        DropReason::Originator
    } else if ROUTING.contains(&n) || n.starts_with("resent-") || n.starts_with("arc-") {
        DropReason::Routing
    } else if n == "mime-version" || n.starts_with("content-") {
        DropReason::Mime
    } else if ATTACHMENT.contains(&n) || n.starts_with("attach") {
        DropReason::Attachment
    } else if CLIENT_CONTROL.contains(&n) || n.starts_with("x-mozilla-") {
        DropReason::ClientControl
    } else {
        DropReason::Unknown
    };
    Err(reason)
}

/// RFC 5322 §3.6.2, §3.6.1, §3.6.4, and their common companions.
const ORIGINATOR: &[&str] = &[
    "from",
    "sender",
    "reply-to",
    "date",
    "message-id",
    "organization",
    "organisation",
    "user-agent",
    "x-mailer",
    "mail-followup-to",
    "mail-reply-to",
    "author",
];

/// RFC 5322 §3.6.6, §3.6.7 and fields that servers add on the way.
const ROUTING: &[&str] = &[
    "apparently-to",
    "received",
    "return-path",
    "delivered-to",
    "envelope-to",
    "x-original-to",
    "x-envelope-to",
    "x-envelope-from",
    "errors-to",
    "authentication-results",
    "received-spf",
    "dkim-signature",
    "domainkey-signature",
    "list-id",
    "list-unsubscribe",
    "list-post",
    "precedence",
    "auto-submitted",
];

/// Spellings that mail clients have honoured as "attach this file" (CVE-2020-11879,
/// CVE-2020-11880, CVE-2020-27748).
const ATTACHMENT: &[&str] = &[
    "attach",
    "attachment",
    "attachments",
    "attachment-url",
    "attachmenturl",
    "insert",
    "file",
    "files",
    "include",
    "enclosure",
];

/// Fields some clients read as instructions rather than as message content.
const CLIENT_CONTROL: &[&str] = &[
    "send-now",
    "sendnow",
    "autosend",
    "auto-send",
    "send",
    "fcc",
    "bcc-self",
    "priority",
    "x-priority",
    "importance",
    "x-msmail-priority",
    "sensitivity",
    "html-body",
    "htmlbody",
    "html",
    "format",
    "newsgroups",
    "followup-to",
    "disposition-notification-to",
    "return-receipt-to",
    "read-receipt-to",
    "x-confirm-reading-to",
    "generate-delivery-report",
    "x-uniform-type-identifier",
    "identity",
    "account",
    "from-account",
    "encrypt",
    "sign",
    "draft",
    "template",
    "compose",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table() {
        let cases: &[(&str, Result<Kept, DropReason>)] = &[
            ("In-Reply-To", Ok(Kept::InReplyTo)),
            ("REFERENCES", Ok(Kept::References)),
            ("keywords", Ok(Kept::Keywords)),
            ("From", Err(DropReason::Originator)),
            ("reply-to", Err(DropReason::Originator)),
            ("Message-ID", Err(DropReason::Originator)),
            ("Resent-From", Err(DropReason::Routing)),
            ("Apparently-To", Err(DropReason::Routing)),
            ("Return-Path", Err(DropReason::Routing)),
            ("MIME-Version", Err(DropReason::Mime)),
            ("Content-Type", Err(DropReason::Mime)),
            ("Content-Transfer-Encoding", Err(DropReason::Mime)),
            ("attach", Err(DropReason::Attachment)),
            ("Attachment-URL", Err(DropReason::Attachment)),
            ("attachFile", Err(DropReason::Attachment)),
            ("insert", Err(DropReason::Attachment)),
            ("X-Mozilla-Draft-Info", Err(DropReason::ClientControl)),
            ("send-now", Err(DropReason::ClientControl)),
            ("Newsgroups", Err(DropReason::ClientControl)),
            ("x-anything", Err(DropReason::Unknown)),
            ("blat", Err(DropReason::Unknown)),
            ("ſubject", Err(DropReason::Unknown)),
        ];
        for (name, expected) in cases {
            assert_eq!(&classify(&Field::from_hname(name)), expected, "{name}");
        }
        assert_eq!(
            classify(&Field::Subject),
            Err(DropReason::Unknown),
            "the named fields are not header fields the policy keeps"
        );
    }
}
