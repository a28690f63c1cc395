//! The producer side: a canonical `mailto:` URI from fields, by the authoring rules of Puls
//! rev7 ("Authoring Rules"): lowercase scheme and hnames, no duplicate or empty hfields,
//! addresses in the path, every character outside `A-Za-z0-9-_.!~*'()` as uppercase `%HH`
//! (so a space is `%20`, `+` is `%2B`, `#` is `%23`), controls removed, line breaks in the body
//! as `%0D%0A` (RFC 6068 §5) and none in other fields. The one exception is the `,` between
//! addresses, written as is (RFC 6068 §2), so that a list never looks like one address.
//!
//! A header value that itself looks like an RFC 2047 encoded word is written as encoded words
//! of its own text, because a consumer decodes encoded words once (RFC 6068 §2): that way the
//! consumer gets back the literal text, and `parse(encode(f))` returns `f`.

use base64::Engine as _;
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};

use super::ParsedMailto;
use super::decode::contains_encoded_word;

/// Puls rev7: the characters that are never percent-encoded.
const KEEP: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'!')
    .remove(b'~')
    .remove(b'*')
    .remove(b'\'')
    .remove(b'(')
    .remove(b')');

/// RFC 2047 §2: an encoded word is at most 75 characters; 45 bytes of text make 60 base64
/// characters plus the 12 of `=?utf-8?B??=`.
const ENCODED_WORD_CHUNK: usize = 45;

/// The fields a URI is built from.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MailtoFields {
    /// Addresses for the path, each as a person writes it (`a@b` or `Name <a@b>`).
    pub to: Vec<String>,
    /// Cc addresses.
    pub cc: Vec<String>,
    /// Bcc addresses (Puls rev7: links in public documents SHOULD NOT carry them).
    pub bcc: Vec<String>,
    /// The subject, one line.
    pub subject: Option<String>,
    /// The body; any line break convention.
    pub body: Option<String>,
    /// Other header fields, name and value.
    pub headers: Vec<(String, String)>,
}

impl From<&ParsedMailto> for MailtoFields {
    /// The fields of a parsed link, for writing its canonical form. Repeated unknown headers
    /// keep their last value, as the Puls "standard rule" does.
    fn from(p: &ParsedMailto) -> Self {
        let list = |v: &[super::Address]| v.iter().map(super::Address::display).collect();
        let mut headers: Vec<(String, String)> = Vec::new();
        for h in &p.headers {
            let name = h.name.to_ascii_lowercase();
            match headers.iter_mut().find(|(n, _)| *n == name) {
                Some(slot) => slot.1.clone_from(&h.value),
                None => headers.push((name, h.value.clone())),
            }
        }
        headers.retain(|(n, v)| !n.is_empty() && !v.is_empty());
        Self {
            to: list(&p.to),
            cc: list(&p.cc),
            bcc: list(&p.bcc),
            subject: p.subject.clone(),
            body: p.body.clone(),
            headers,
        }
    }
}

/// Why fields cannot be written as a URI.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EncodeError {
    /// A header named like one of the dedicated fields.
    #[error("a header may not be called \"{0}\"; use --{0} instead")]
    ReservedName(String),
    /// The same header twice (Puls rev7: hfnames must be unique).
    #[error(
        "the header \"{0}\" is given twice; a link may name each header once, so merge the values"
    )]
    DuplicateHeader(String),
    /// A header name that is not an RFC 5322 field name.
    #[error(
        "\"{0}\" is not a header name: use printable ASCII letters, digits and punctuation, without ':' or spaces"
    )]
    InvalidName(String),
}

/// Builds the canonical URI for `fields`.
pub fn encode(fields: &MailtoFields) -> Result<String, EncodeError> {
    let mut seen: Vec<String> = Vec::new();
    for (name, _) in &fields.headers {
        let lower = name.to_ascii_lowercase();
        if ["to", "cc", "bcc", "subject", "body"].contains(&lower.as_str()) {
            return Err(EncodeError::ReservedName(lower));
        }
        if lower.is_empty() || !lower.bytes().all(|b| (33..=126).contains(&b) && b != b':') {
            return Err(EncodeError::InvalidName(name.clone()));
        }
        if seen.contains(&lower) {
            return Err(EncodeError::DuplicateHeader(lower));
        }
        seen.push(lower);
    }

    let mut uri = String::from("mailto:");
    uri.push_str(&address_list(&fields.to));
    // (name, value already percent-encoded)
    let mut hfields: Vec<(String, String)> = Vec::new();
    for (name, list) in [("cc", &fields.cc), ("bcc", &fields.bcc)] {
        let value = address_list(list);
        if !value.is_empty() {
            hfields.push((name.into(), value));
        }
    }
    if let Some(subject) = &fields.subject {
        hfields.push(("subject".into(), pct(&header_value(subject))));
    }
    for (name, value) in &fields.headers {
        hfields.push((name.to_ascii_lowercase(), pct(&header_value(value))));
    }
    if let Some(body) = &fields.body {
        hfields.push(("body".into(), pct(&body_value(body))));
    }
    let mut sep = '?';
    for (name, value) in hfields.iter().filter(|(_, v)| !v.is_empty()) {
        uri.push(sep);
        uri.push_str(&pct(name));
        uri.push('=');
        uri.push_str(value);
        sep = '&';
    }
    Ok(uri)
}

fn pct(s: &str) -> String {
    utf8_percent_encode(s, KEEP).to_string()
}

/// Puls rev7: remove `\x00`-`\x08`, `\x0B`-`\x0C`, `\x0E`-`\x1F` (and, for us, DEL and C1
/// controls, which a consumer would show as `%HH`), and every line break for single lines.
fn strip_controls(s: &str, keep_line_breaks: bool) -> String {
    s.chars()
        .filter(|&c| !c.is_control() || c == '\t' || (keep_line_breaks && (c == '\r' || c == '\n')))
        .collect()
}

/// The addresses, each percent-encoded, separated by a literal `,` (RFC 6068 §2:
/// `addr-spec *("," addr-spec)`): an encoded separator would read as one address hiding
/// another, which the parser warns about.
/// An entry that is itself a list (`a@x.org, b@y.org`, as a person may type it) is split the
/// way the parser splits, so that each address is encoded on its own.
fn address_list(list: &[String]) -> String {
    list.iter()
        .map(|a| strip_controls(a, false))
        .flat_map(|a| {
            super::address::split_entries(&a)
                .into_iter()
                .map(|e| e.trim().to_string())
                .collect::<Vec<_>>()
        })
        .filter(|a| !a.is_empty())
        .map(|a| pct(&a))
        .collect::<Vec<_>>()
        .join(",")
}

fn header_value(value: &str) -> String {
    let value = strip_controls(value, false);
    if contains_encoded_word(&value) {
        encoded_words(&value)
    } else {
        value
    }
}

/// Line breaks normalised to CRLF (Puls rev7: "stray \x0D and stray \x0A must be converted
/// to \x0D\x0A").
fn body_value(body: &str) -> String {
    to_crlf(&strip_controls(body, true))
}

/// `text` with every CRLF, lone CR and lone LF written as CRLF.
pub(crate) fn to_crlf(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 32 + 2);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\r' => {
                if chars.peek() == Some(&'\n') {
                    chars.next();
                }
                out.push_str("\r\n");
            }
            '\n' => out.push_str("\r\n"),
            c => out.push(c),
        }
    }
    out
}

/// `value` as base64 UTF-8 encoded words separated by spaces (which decoders drop between
/// adjacent words, RFC 2047 §6.2).
fn encoded_words(value: &str) -> String {
    let mut words = Vec::new();
    let mut start = 0;
    while start < value.len() {
        let mut end = (start + ENCODED_WORD_CHUNK).min(value.len());
        while !value.is_char_boundary(end) {
            end -= 1;
        }
        let b64 = base64::engine::general_purpose::STANDARD.encode(&value[start..end]);
        words.push(format!("=?utf-8?B?{b64}?="));
        start = end;
    }
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_that_is_a_list_is_written_as_one() {
        for to in ["a@x.org,b@y.org", "a@x.org; b@y.org"] {
            let uri = encode(&MailtoFields {
                to: vec![to.into()],
                ..MailtoFields::default()
            })
            .unwrap();
            assert_eq!(uri, "mailto:a%40x.org,b%40y.org", "{to}");
        }
    }

    #[test]
    fn follows_the_authoring_rules() {
        let f = MailtoFields {
            to: vec!["a@example.org".into(), "b@example.org".into()],
            cc: vec!["c@example.org".into()],
            subject: Some("1+2 3 #4".into()),
            body: Some("Line 1\nLine 2\rLine 3\u{0}".into()),
            headers: vec![("In-Reply-To".into(), "<x@example.org>".into())],
            ..Default::default()
        };
        assert_eq!(
            encode(&f).unwrap(),
            "mailto:a%40example.org,b%40example.org?cc=c%40example.org\
             &subject=1%2B2%203%20%234&in-reply-to=%3Cx%40example.org%3E\
             &body=Line%201%0D%0ALine%202%0D%0ALine%203"
        );
    }

    #[test]
    fn no_empty_hfields_and_no_question_mark_without_them() {
        let f = MailtoFields {
            to: vec!["a@example.org".into()],
            subject: Some(String::new()),
            body: Some(String::new()),
            ..Default::default()
        };
        assert_eq!(encode(&f).unwrap(), "mailto:a%40example.org");
    }

    #[test]
    fn single_line_fields_lose_line_breaks() {
        let f = MailtoFields {
            subject: Some("a\r\nb".into()),
            ..Default::default()
        };
        assert_eq!(encode(&f).unwrap(), "mailto:?subject=ab");
    }

    #[test]
    fn refuses_reserved_duplicate_and_invalid_names() {
        let with = |h: &[(&str, &str)]| MailtoFields {
            headers: h
                .iter()
                .map(|(a, b)| (a.to_string(), b.to_string()))
                .collect(),
            ..Default::default()
        };
        assert_eq!(
            encode(&with(&[("Subject", "x")])),
            Err(EncodeError::ReservedName("subject".into()))
        );
        assert_eq!(
            encode(&with(&[("keywords", "a"), ("Keywords", "b")])),
            Err(EncodeError::DuplicateHeader("keywords".into()))
        );
        assert!(matches!(
            encode(&with(&[("a b", "x")])),
            Err(EncodeError::InvalidName(_))
        ));
    }

    #[test]
    fn literal_encoded_words_survive_a_round_trip() {
        let f = MailtoFields {
            subject: Some("=?utf-8?Q?caf=C3=A9?= is how you write it".into()),
            ..Default::default()
        };
        let uri = encode(&f).unwrap();
        let parsed = crate::mailto::parse(&uri).unwrap();
        assert_eq!(parsed.subject, f.subject);
    }
}
