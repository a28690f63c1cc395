//! The safety filter: decoded link fields -> a [`Draft`] the person reviews, plus a [`Report`]
//! of everything the link asked for that is not used, and why.
//!
//! RFC 6068 §7: a client "SHOULD NOT send a message based on a 'mailto' URI without first
//! disclosing and showing to the user the full message that will be sent ... fully decoded";
//! §3 and §4 say which fields must be ignored and which are safe. The filter keeps only
//! recipients, subject, body, keywords and the reply fields ([`fields`]), refuses links
//! over its [`Caps`], and computes [`Notice`]s from the draft itself ([`warnings`]):
//! warnings about what could mislead the person and notes that inform, so that they stay true
//! while the person edits.

pub mod fields;
mod imitation;
mod skeleton;
mod top_domains;
pub mod warnings;

use serde::Serialize;

use crate::mailto::{
    Address, Field, Finding, FindingKind, ParseError, ParsedMailto, parse, parse_address_list,
};

pub use crate::mailto::replies::message_ids;
pub use fields::{DropReason, Kept};
pub use warnings::{Context, Notice, NoticeKind};

/// The limits on what a link may ask for. Over a cap the link is refused with a message
/// naming it: never a silent truncation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Caps {
    /// To, Cc and Bcc together.
    pub recipients: usize,
    /// Characters in the subject or in any other kept single-line field.
    pub line_chars: usize,
    /// Bytes of the decoded body.
    pub body_bytes: usize,
    /// hfields in the link's query.
    pub hfields: usize,
}

impl Default for Caps {
    fn default() -> Self {
        Self {
            recipients: 100,
            line_chars: 1000,
            body_bytes: 1024 * 1024,
            hfields: 1000,
        }
    }
}

/// Why a link is refused by the safety filter.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::Localize::text(self).english())]
pub enum PolicyError {
    /// More recipients than [`Caps::recipients`].
    TooManyRecipients {
        /// Recipients in the link.
        found: usize,
        cap: usize,
    },
    /// A single-line field longer than [`Caps::line_chars`].
    LineTooLong {
        field: String,
        /// Its length in characters.
        found: usize,
        cap: usize,
    },
    /// A body larger than [`Caps::body_bytes`].
    BodyTooLarge {
        /// The body's size in bytes.
        found: usize,
        cap: usize,
    },
    /// More hfields than [`Caps::hfields`].
    TooManyFields {
        /// hfields in the link.
        found: usize,
        cap: usize,
    },
}

impl crate::i18n::Localize for PolicyError {
    fn text(&self) -> crate::i18n::Text {
        use crate::i18n::Text;
        match self {
            Self::TooManyRecipients { found, cap } => Text::new("policy-too-many-recipients")
                .arg("found", *found)
                .arg("cap", *cap),
            Self::LineTooLong { field, found, cap } => Text::new("policy-line-too-long")
                .arg("field", field)
                .arg("found", *found)
                .arg("cap", *cap),
            Self::BodyTooLarge { found, cap } => Text::new("policy-body-too-large")
                .arg("found", *found)
                .arg("cap", *cap),
            Self::TooManyFields { found, cap } => Text::new("policy-too-many-fields")
                .arg("found", *found)
                .arg("cap", *cap),
        }
    }
}

/// The message as the person reviews and edits it. Bodies use `\n` line breaks.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Draft {
    /// To recipients.
    pub to: Vec<Address>,
    /// Cc recipients.
    pub cc: Vec<Address>,
    /// Bcc recipients: hidden from the others, and flagged when a link sets them.
    pub bcc: Vec<Address>,
    /// The subject (may be empty).
    pub subject: String,
    /// The body (may be empty).
    pub body: String,
    /// Message identifiers this is a reply to, `<id@host>` separated by spaces.
    pub in_reply_to: Option<String>,
    /// Message identifiers of the thread, `<id@host>` separated by spaces.
    pub references: Option<String>,
    /// Keywords, a comma-separated phrase list.
    pub keywords: Option<String>,
    /// Files the person attached. Never set from a link: the filter drops every field that
    /// would attach a file.
    pub attachments: Vec<crate::attach::Attachment>,
}

/// A field from the link that is not used.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Dropped {
    /// The name as the link spelled it, decoded.
    pub name: String,
    /// The value, decoded; never interpreted (no file opened, no URL fetched).
    pub value: String,
    /// Why it is not used.
    #[serde(serialize_with = "reason_sentence")]
    pub reason: DropReason,
}

fn reason_sentence<S: serde::Serializer>(r: &DropReason, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&r.message())
}

/// What the filter did with a link, for the person to see.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    /// Every field the link set that is not used.
    pub dropped: Vec<Dropped>,
    /// What the parser changed or discarded while reading the link (address problems are not
    /// here: [`Draft::warnings`] reports them live).
    pub notes: Vec<Finding>,
    /// Whether the link set a subject at all (the draft holds "" for both "no subject" and
    /// an empty one).
    pub subject_set: bool,
}

/// Which list of recipients.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecipientField {
    /// To.
    To,
    /// Cc.
    Cc,
    /// Bcc.
    Bcc,
}

impl RecipientField {
    /// The three lists, in the order a message shows them.
    pub const ALL: [RecipientField; 3] = [Self::To, Self::Cc, Self::Bcc];

    /// Its place in [`RecipientField::ALL`].
    pub fn index(self) -> usize {
        match self {
            Self::To => 0,
            Self::Cc => 1,
            Self::Bcc => 2,
        }
    }

    /// The link's field it comes from (and which findings and warnings name).
    pub fn field(self) -> Field {
        match self {
            Self::To => Field::To,
            Self::Cc => Field::Cc,
            Self::Bcc => Field::Bcc,
        }
    }
}

impl Draft {
    /// Every recipient, To then Cc then Bcc.
    pub fn recipients(&self) -> impl Iterator<Item = &Address> {
        self.to.iter().chain(&self.cc).chain(&self.bcc)
    }

    /// Whether any recipient is invalid (Send stays disabled).
    pub fn has_invalid_address(&self) -> bool {
        self.recipients().any(|a| !a.is_valid())
    }

    /// The list for `field`.
    pub fn list(&self, field: RecipientField) -> &[Address] {
        match field {
            RecipientField::To => &self.to,
            RecipientField::Cc => &self.cc,
            RecipientField::Bcc => &self.bcc,
        }
    }

    /// Replaces a recipient list with what the person typed (comma-separated, as in a mail
    /// client's address field).
    pub fn set_recipients(&mut self, field: RecipientField, text: &str) {
        let (list, _) = parse_address_list(text, &field.field());
        match field {
            RecipientField::To => self.to = list,
            RecipientField::Cc => self.cc = list,
            RecipientField::Bcc => self.bcc = list,
        }
    }

    /// A recipient list as editable text.
    pub fn recipients_text(&self, field: RecipientField) -> String {
        self.list(field)
            .iter()
            .map(Address::display)
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The kept header fields other than the recipients, subject and body, in message order.
    pub fn kept_headers(&self) -> Vec<(Kept, &str)> {
        [
            (Kept::InReplyTo, &self.in_reply_to),
            (Kept::References, &self.references),
            (Kept::Keywords, &self.keywords),
        ]
        .into_iter()
        .filter_map(|(k, v)| v.as_deref().map(|v| (k, v)))
        .collect()
    }

    /// Everything the draft says to the person as it is now: warnings (what could mislead)
    /// and notes (what only informs).
    pub fn notices(&self) -> Vec<Notice> {
        warnings::check(self, warnings::Context::default())
    }

    /// What the draft says as the window shows it, knowing what `context` tells: the entry
    /// being typed, the domains the person said they know.
    pub fn notices_in(&self, context: warnings::Context<'_>) -> Vec<Notice> {
        warnings::check(self, context)
    }

    /// Only the warnings: what could mislead the person.
    pub fn warnings(&self) -> Vec<Notice> {
        let mut all = self.notices();
        all.retain(Notice::is_warning);
        all
    }
}

/// Why a link cannot be opened at all.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::Localize::text(self).english())]
pub enum LinkError {
    /// It is not a readable mailto: link.
    Parse(#[from] ParseError),
    /// It asks for more than a link may.
    Policy(#[from] PolicyError),
}

impl crate::i18n::Localize for LinkError {
    fn text(&self) -> crate::i18n::Text {
        match self {
            Self::Parse(e) => e.text(),
            Self::Policy(e) => e.text(),
        }
    }
}

/// Reads a link and applies the safety filter: the one way from a URI to a draft.
pub fn open_link(uri: impl AsRef<[u8]>) -> Result<(Draft, Report), LinkError> {
    Ok(from_link(parse(uri)?)?)
}

/// Applies the safety filter to a parsed link.
pub fn from_link(parsed: ParsedMailto) -> Result<(Draft, Report), PolicyError> {
    from_link_with(parsed, &Caps::default())
}

/// [`from_link`] with explicit caps.
pub fn from_link_with(parsed: ParsedMailto, caps: &Caps) -> Result<(Draft, Report), PolicyError> {
    check_caps(&parsed, caps)?;
    let mut report = Report {
        subject_set: parsed.subject.is_some(),
        dropped: Vec::new(),
        notes: parsed
            .findings
            .into_iter()
            .filter(|f| {
                !matches!(
                    f.kind,
                    FindingKind::InvalidAddress
                        | FindingKind::Smtputf8Required
                        | FindingKind::InternationalDomain
                )
            })
            .collect(),
    };
    let mut draft = Draft {
        to: parsed.to,
        cc: parsed.cc,
        bcc: parsed.bcc,
        subject: parsed.subject.unwrap_or_default(),
        body: parsed.body.unwrap_or_default(),
        ..Draft::default()
    };
    // The last value of a kept field wins; earlier ones are listed as dropped.
    let mut kept: Vec<(Kept, usize)> = Vec::new();
    for (i, h) in parsed.headers.iter().enumerate() {
        match fields::classify(&Field::from_hname(&h.name)) {
            Ok(k) => match kept.iter_mut().find(|(seen, _)| *seen == k) {
                Some(slot) => {
                    let earlier = std::mem::replace(&mut slot.1, i);
                    report
                        .dropped
                        .push(dropped(&parsed.headers[earlier], DropReason::Repeated));
                }
                None => kept.push((k, i)),
            },
            Err(reason) => report.dropped.push(dropped(h, reason)),
        }
    }
    let header = |k: Kept| {
        kept.iter()
            .find(|(seen, _)| *seen == k)
            .map(|&(_, i)| &parsed.headers[i])
    };
    let (in_reply_to, references) = (header(Kept::InReplyTo), header(Kept::References));
    let threaded = crate::mailto::replies::resolve(
        in_reply_to.map(|h| h.value.as_str()),
        references.map(|h| h.value.as_str()),
    );
    if let (Some(h), Some(Err(why))) = (in_reply_to, &threaded.in_reply_to) {
        report
            .dropped
            .push(dropped(h, DropReason::Malformed(why.clone())));
    }
    if let (Some(h), Some(why)) = (references, &threaded.references_refused) {
        report
            .dropped
            .push(dropped(h, DropReason::Malformed(why.clone())));
    }
    draft.in_reply_to = threaded.in_reply_to.and_then(Result::ok);
    draft.references = threaded.references;
    report.notes.extend(threaded.findings);
    if let Some(keywords) = header(Kept::Keywords) {
        let v = keywords.value.trim();
        if !v.is_empty() {
            draft.keywords = Some(v.to_string());
        }
    }
    Ok((draft, report))
}

fn dropped(h: &crate::mailto::Header, reason: DropReason) -> Dropped {
    Dropped {
        name: h.name.clone(),
        value: h.value.clone(),
        reason,
    }
}

fn check_caps(p: &ParsedMailto, caps: &Caps) -> Result<(), PolicyError> {
    if p.hfield_count > caps.hfields {
        return Err(PolicyError::TooManyFields {
            found: p.hfield_count,
            cap: caps.hfields,
        });
    }
    let recipients = p.to.len() + p.cc.len() + p.bcc.len();
    if recipients > caps.recipients {
        return Err(PolicyError::TooManyRecipients {
            found: recipients,
            cap: caps.recipients,
        });
    }
    let lines = p
        .subject
        .iter()
        .map(|s| ("subject".to_string(), s))
        .chain(p.headers.iter().map(|h| (h.name.clone(), &h.value)));
    for (field, value) in lines {
        let found = value.chars().count();
        if found > caps.line_chars {
            return Err(PolicyError::LineTooLong {
                field: crate::visible::make_visible(&field, false),
                found,
                cap: caps.line_chars,
            });
        }
    }
    let body = p.body.as_ref().map_or(0, String::len);
    if body > caps.body_bytes {
        return Err(PolicyError::BodyTooLarge {
            found: body,
            cap: caps.body_bytes,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mailto::parse;

    fn filter(uri: &str) -> (Draft, Report) {
        from_link(parse(uri).unwrap()).unwrap()
    }

    #[test]
    fn keeps_the_allowlist_and_drops_the_rest_with_reasons() {
        let (d, r) = filter(
            "mailto:a@example.org?subject=Hi&body=Text&keywords=k1,%20k2\
             &In-Reply-To=%3Cx@example.org%3E&references=%3Cy@example.org%3E%20%3Cx@example.org%3E\
             &from=boss@example.org&attach=/etc/passwd&X-Custom=1&Content-Type=text/html",
        );
        assert_eq!(d.subject, "Hi");
        assert_eq!(d.body, "Text");
        assert_eq!(d.keywords.as_deref(), Some("k1, k2"));
        assert_eq!(d.in_reply_to.as_deref(), Some("<x@example.org>"));
        assert_eq!(
            d.references.as_deref(),
            Some("<y@example.org> <x@example.org>")
        );
        let dropped: Vec<_> = r
            .dropped
            .iter()
            .map(|x| (x.name.as_str(), &x.reason))
            .collect();
        assert_eq!(
            dropped,
            [
                ("from", &DropReason::Originator),
                ("attach", &DropReason::Attachment),
                ("X-Custom", &DropReason::Unknown),
                ("Content-Type", &DropReason::Mime),
            ]
        );
        assert_eq!(r.dropped[1].value, "/etc/passwd");
    }

    #[test]
    fn malformed_and_repeated_kept_fields_are_dropped() {
        let (d, r) = filter("mailto:?in-reply-to=foo&references=%3Ca@b%3E&references=%3Cc@d%3E");
        assert_eq!(d.in_reply_to, None);
        assert_eq!(d.references.as_deref(), Some("<c@d>"));
        assert!(matches!(r.dropped[0].reason, DropReason::Repeated));
        assert_eq!(r.dropped[0].value, "<a@b>");
        assert!(matches!(r.dropped[1].reason, DropReason::Malformed(_)));
    }

    #[test]
    fn caps_refuse_with_a_message_naming_the_cap() {
        let many = format!("mailto:?to={}", "a@example.org,".repeat(101));
        let e = from_link(parse(many).unwrap()).unwrap_err();
        assert_eq!(
            e,
            PolicyError::TooManyRecipients {
                found: 101,
                cap: 100
            }
        );
        assert!(e.to_string().contains("100"));
        let long = format!("mailto:?subject={}", "x".repeat(1001));
        assert!(matches!(
            from_link(parse(long).unwrap()),
            Err(PolicyError::LineTooLong { cap: 1000, .. })
        ));
        let body = format!("mailto:?body={}", "x".repeat(1024 * 1024 + 1));
        assert!(matches!(
            from_link(parse(body).unwrap()),
            Err(PolicyError::BodyTooLarge { .. })
        ));
        let fields = format!("mailto:?{}", "x=1&".repeat(1000));
        assert!(matches!(
            from_link(parse(fields).unwrap()),
            Err(PolicyError::TooManyFields {
                found: 1001,
                cap: 1000
            })
        ));
    }

    #[test]
    fn editing_recipients_reparses_them() {
        let (mut d, _) = filter("mailto:a@example.org");
        d.set_recipients(
            RecipientField::To,
            "b@example.org, Ann <ann@納豆.example.org>",
        );
        assert_eq!(
            d.recipients_text(RecipientField::To),
            "b@example.org, Ann <ann@納豆.example.org>"
        );
        assert_eq!(
            d.to[1].envelope().as_deref(),
            Some("ann@xn--99zt52a.example.org")
        );
        d.set_recipients(RecipientField::Cc, "not an address");
        assert!(d.has_invalid_address());
    }
}
