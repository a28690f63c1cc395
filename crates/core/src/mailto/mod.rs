//! The `mailto:` URI: a faithful, never-panicking consumer (RFC 6068 with the Puls consumer
//! algorithm), the producer ([`encode()`]) and a linter ([`check()`]).
//!
//! [`parse`] turns hostile bytes into decoded fields and records, as [`Finding`]s, every change
//! it made to what the link said. It takes what a browser hands over, valid or not, in time and
//! memory linear in the input. What may be *sent* is decided later, by the safety filter.
//!
//! The consumer steps, in order (Puls rev7, "For consumers of mailto URIs"; Puls algorithm,
//! "Pre-Parsing" and "Parsing"):
//! 1. the scheme `mailto:` is matched ASCII-case-insensitively;
//! 2. everything from the first `#` is dropped;
//! 3. the path up to the first `?` is a `to` value; the rest splits on `&` only, each hfield at
//!    its first `=`; an hfield without `=` is ignored; later `?` are literal;
//! 4. names and values are percent-decoded exactly once, as UTF-8 (`+` stays a plus, unless
//!    the query carries every mark of a web form's encoding: `form.rs`); a subject or body that
//!    is not UTF-8 is read in the legacy encoding guessed for the link (`charset.rs`);
//! 5. line breaks and controls are handled per field (`decode.rs`);
//! 6. duplicates follow the Puls rules: `to`/`cc`/`bcc` join, the last `subject` wins even if
//!    empty, `body` joins from the first non-empty value on;
//! 7. addresses are split and validated (`address.rs`).

mod address;
mod charset;
pub mod check;
mod decode;
pub mod encode;
mod field;
mod finding;
mod form;
pub mod lex;
pub mod replies;
#[cfg(test)]
mod tests;

use serde::Serialize;

pub use address::{Address, quote_display_name};
pub use check::{Problem, Severity, check};
pub(crate) use encode::to_crlf;
pub use encode::{EncodeError, MailtoFields, encode};
pub use field::Field;
pub use finding::{Finding, FindingKind};
pub use lex::{Tokens, lex};

use crate::i18n::Text;
use decode::{Shape, decode_value};
use finding::DecodeStats;
use lex::Hfield;

/// The longest link we accept: 2 MiB, the practical limit of what browsers hand to a handler
/// (Chromium's URL length cap). Longer input is refused, never truncated.
pub const MAX_URI_BYTES: usize = 2 * 1024 * 1024;

/// Why a link could not be read at all.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::Localize::text(self).english())]
pub enum ParseError {
    /// The input does not start with `mailto:`.
    NotMailto {
        /// The start of what was given, with controls made visible.
        given: String,
    },
    /// The input is longer than [`MAX_URI_BYTES`].
    TooLong {
        /// The input's length in bytes.
        len: usize,
        /// The cap, [`MAX_URI_BYTES`].
        cap: usize,
    },
}

impl crate::i18n::Localize for ParseError {
    fn text(&self) -> Text {
        match self {
            Self::NotMailto { given } => Text::new("parse-not-mailto").arg("given", given),
            Self::TooLong { len, cap } => Text::new("parse-too-long")
                .arg("length", *len)
                .arg("cap", *cap),
        }
    }
}

/// A header field from the link other than to, cc, bcc, subject and body, decoded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Header {
    /// The name as the link spelled it, decoded (controls made visible).
    pub name: String,
    /// The value, decoded (RFC 2047 included), on one line.
    pub value: String,
}

/// A decoded `mailto:` link: every field it asked for, and what the parser did.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ParsedMailto {
    /// The path and every `to` hfield, joined.
    pub to: Vec<Address>,
    /// Every `cc` hfield, joined.
    pub cc: Vec<Address>,
    /// Every `bcc` hfield, joined.
    pub bcc: Vec<Address>,
    /// The last `subject` hfield, if any (RFC 2047 decoded, one line).
    pub subject: Option<String>,
    /// The joined `body` hfields with `\n` line breaks, if any were non-empty.
    pub body: Option<String>,
    /// Every other hfield, in order.
    pub headers: Vec<Header>,
    /// Everything the parser changed, discarded or noticed.
    pub findings: Vec<Finding>,
    /// How many hfields the query held, ignored ones included (the safety filter caps it).
    pub hfield_count: usize,
}

impl ParsedMailto {
    /// The ASCII forms RCPT TO would use, in To, Cc, Bcc order (valid addresses only).
    pub fn envelope_recipients(&self) -> Vec<String> {
        self.to
            .iter()
            .chain(&self.cc)
            .chain(&self.bcc)
            .filter_map(Address::envelope)
            .collect()
    }
}

/// Parses a `mailto:` URI (bytes, so that a non-UTF-8 command-line argument is read, not lost).
pub fn parse(input: impl AsRef<[u8]>) -> Result<ParsedMailto, ParseError> {
    Ok(resolve(&lex(input.as_ref())?))
}

/// The fields of a link whose parts [`lex`] found: decoded, with the duplicate rules and the
/// repairs applied, each change recorded as a [`Finding`].
pub fn resolve(tokens: &Tokens<'_>) -> ParsedMailto {
    let mut out = ParsedMailto::default();
    if tokens.trimmed() > 0 {
        out.findings.push(Finding::new(
            Field::Link,
            FindingKind::Trimmed,
            Text::new("finding-trimmed").arg("count", tokens.trimmed()),
        ));
    }
    if let Some(fragment) = tokens.fragment {
        let (fragment, _) = decode::utf8_lossy(fragment);
        out.findings.push(Finding::new(
            Field::Link,
            FindingKind::FragmentDropped,
            Text::new("finding-fragment").arg("fragment", preview(&fragment)),
        ));
    }
    let path = strip_url_slashes(tokens.path, &mut out.findings);
    let mut acc = Accumulator {
        form: form::is_form_query(&tokens.hfields),
        ..Accumulator::default()
    };
    if !path.is_empty() {
        acc.add_address(&Field::To, path);
    }
    let mut ignored = Vec::new();
    let mut unescaped = Vec::new();
    for (i, hfield) in tokens.hfields.iter().enumerate() {
        out.hfield_count += 1;
        // An `&` escaped twice for HTML reaches us as `&amp;cc=...`; after the first hfield,
        // `amp;` before a name can only be that.
        let hfield = match strip_html_amp(hfield) {
            Some(unescaped_hfield) if i > 0 => {
                unescaped.push((hfield.name, unescaped_hfield.name));
                unescaped_hfield
            }
            _ => *hfield,
        };
        if hfield.has_equals && !hfield.name.is_empty() {
            acc.add(&hfield);
        } else {
            ignored.push(hfield.raw);
        }
    }
    report_ignored(&ignored, &mut out.findings);
    report_html_amp(&unescaped, &mut out.findings);
    acc.finish(&mut out);
    out
}

/// `mailto://a@example.org`, written like a web address: the slashes are not part of the
/// address (RFC 6068 §2: a mailto URI has no authority), so they are dropped, with a finding.
/// Only literal slashes count; `%2F%2F` is what the author meant.
fn strip_url_slashes<'a>(path: &'a [u8], findings: &mut Vec<Finding>) -> &'a [u8] {
    if !path.starts_with(b"//") {
        return path;
    }
    let start = path.iter().position(|&b| b != b'/').unwrap_or(path.len());
    findings.push(Finding::new(
        Field::To,
        FindingKind::UrlSlashesRemoved,
        Text::new("finding-url-slashes").arg("slashes", "/".repeat(start.min(8))),
    ));
    &path[start..]
}

/// The hfield as it reads without one or more leading `amp;` (ASCII case-insensitive) before
/// its name, when a name and `=` follow them.
fn strip_html_amp<'a>(hfield: &Hfield<'a>) -> Option<Hfield<'a>> {
    let mut name = hfield.name;
    while name.len() >= 4 && name[..4].eq_ignore_ascii_case(b"amp;") {
        name = &name[4..];
    }
    let stripped = hfield.name.len() - name.len();
    (stripped > 0 && hfield.has_equals && !name.is_empty()).then(|| Hfield {
        raw: &hfield.raw[stripped..],
        name,
        ..*hfield
    })
}

/// One finding per field whose name was freed from `amp;`: each pair is the name as given
/// and the name without it, both still encoded.
fn report_html_amp(unescaped: &[(&[u8], &[u8])], findings: &mut Vec<Finding>) {
    // (name, as given, count) per distinct name; the index keeps this linear in the input.
    let mut seen: Vec<(String, String, usize)> = Vec::new();
    let mut index: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for (given, name) in unescaped {
        let (given, _) = decode_value(given, Shape::Name, false);
        let (name, _) = decode_value(name, Shape::Name, false);
        match index.get(&name.to_ascii_lowercase()) {
            Some(&i) => seen[i].2 += 1,
            None => {
                index.insert(name.to_ascii_lowercase(), seen.len());
                seen.push((name, given, 1));
            }
        }
    }
    for (name, given, n) in seen {
        findings.push(Finding::new(
            Field::from_hname(&name),
            FindingKind::HtmlEscapedAmpersand,
            Text::new("finding-html-amp")
                .arg("given", preview(&given))
                .arg("name", preview(&name))
                .arg("times", n),
        ));
    }
}

/// Parses an address list as a person types it (decoded text, not URI syntax): line breaks are
/// removed and controls made visible as in a link, then the list is split and validated.
/// Findings go on `field`.
pub fn parse_address_list(text: &str, field: &Field) -> (Vec<Address>, Vec<Finding>) {
    let (clean, breaks, controls) = decode::clean_controls(text.to_string(), Shape::SingleLine);
    let mut findings = Vec::new();
    DecodeStats {
        line_breaks_removed: breaks,
        controls_escaped: controls,
        ..DecodeStats::default()
    }
    .report(field, &mut findings);
    let list = address::parse_list(&clean, field, &mut findings);
    (list, findings)
}

/// Shortens `s` to at most 60 characters and makes controls visible, for messages and lists.
pub fn preview(s: &str) -> String {
    let mut out = String::new();
    for (n, c) in s.chars().enumerate() {
        if n == 60 {
            out.push_str("...");
            break;
        }
        if c.is_control() {
            decode::push_visible(&mut out, c);
        } else {
            out.push(c);
        }
    }
    out
}

fn report_ignored(ignored: &[&[u8]], findings: &mut Vec<Finding>) {
    let Some(first) = ignored.iter().find(|h| !h.is_empty()) else {
        if !ignored.is_empty() {
            findings.push(Finding::new(
                Field::Link,
                FindingKind::HfieldIgnored,
                Text::new("finding-empty-hfield").arg("times", ignored.len()),
            ));
        }
        return;
    };
    let (text, _) = decode::utf8_lossy(first);
    findings.push(Finding::new(
        Field::Link,
        FindingKind::HfieldIgnored,
        Text::new("finding-hfield-ignored")
            .arg("hfield", preview(&text))
            .arg("times", ignored.len()),
    ));
}

/// Collects values by field while the query is read; decoding of the well-known fields waits
/// until the duplicate rules have chosen what is used.
#[derive(Default)]
struct Accumulator<'a> {
    /// The query is a web form's (`form.rs`): `+` is a space outside addresses.
    form: bool,
    to: AddressField<'a>,
    cc: AddressField<'a>,
    bcc: AddressField<'a>,
    subjects: Vec<&'a [u8]>,
    bodies: Vec<&'a [u8]>,
    headers: Vec<Header>,
    /// Per distinct name (ASCII-case-insensitive): first spelling, decode counts, occurrences.
    header_stats: Vec<(String, DecodeStats, usize)>,
    header_index: std::collections::HashMap<String, usize>,
}

#[derive(Default)]
struct AddressField<'a> {
    values: Vec<&'a [u8]>,
    empty: usize,
}

impl<'a> Accumulator<'a> {
    fn add_address(&mut self, field: &Field, value: &'a [u8]) {
        let slot = match field {
            Field::To => &mut self.to,
            Field::Cc => &mut self.cc,
            _ => &mut self.bcc,
        };
        if value.is_empty() {
            slot.empty += 1;
        } else {
            slot.values.push(value);
        }
    }

    fn add(&mut self, hfield: &Hfield<'a>) {
        let (field, name_stats) = hfield.field();
        match field {
            Field::Header(name) => {
                let (value, mut stats, _) =
                    decode_form_value(hfield.value, self.form, Shape::SingleLine, None);
                stats += name_stats;
                let key = name.to_ascii_lowercase();
                let next = self.header_stats.len();
                let idx = *self.header_index.entry(key).or_insert(next);
                if idx == next {
                    self.header_stats
                        .push((name.clone(), DecodeStats::default(), 0));
                }
                let entry = &mut self.header_stats[idx];
                entry.1 += stats;
                entry.2 += 1;
                self.headers.push(Header { name, value });
            }
            field => self.add_known(field, hfield.value),
        }
    }

    fn add_known(&mut self, field: Field, value: &'a [u8]) {
        match field {
            Field::Subject => self.subjects.push(value),
            Field::Body => self.bodies.push(value),
            Field::To | Field::Cc | Field::Bcc => self.add_address(&field, value),
            Field::Link | Field::Header(_) => {}
        }
    }

    /// The one legacy encoding guessed for the subject and body used, when their bytes are not
    /// UTF-8 (`charset.rs`), with the first recipient's top-level domain as the hint.
    fn legacy_charset(&self, out: &ParsedMailto) -> Option<&'static encoding_rs::Encoding> {
        let first_body = self.bodies.iter().position(|v| !v.is_empty());
        let used = self
            .subjects
            .last()
            .into_iter()
            .chain(first_body.map_or(&[][..], |i| &self.bodies[i..]));
        let bytes: Vec<Vec<u8>> = used
            .filter(|raw| !charset::is_utf8(percent_encoding::percent_decode(raw)))
            .map(|raw| percent_encoding::percent_decode(raw).collect())
            .collect();
        if bytes.is_empty() {
            return None;
        }
        let tld = out
            .to
            .iter()
            .chain(&out.cc)
            .chain(&out.bcc)
            .find(|a| a.is_valid())
            .and_then(|a| a.ascii_domain.rsplit('.').next())
            .map(str::to_ascii_lowercase);
        let values: Vec<&[u8]> = bytes.iter().map(Vec::as_slice).collect();
        charset::guess(&values, tld.as_deref())
    }

    fn finish(self, out: &mut ParsedMailto) {
        let findings = &mut out.findings;
        out.to = addresses(Field::To, &self.to, findings);
        out.cc = addresses(Field::Cc, &self.cc, findings);
        out.bcc = addresses(Field::Bcc, &self.bcc, findings);
        // Read as UTF-8 first; only a subject or body that is not UTF-8 is read again, in the
        // encoding guessed for the link, so UTF-8 links cost nothing more.
        let mut read = Vec::new();
        out.subject = subject(&self.subjects, self.form, None, &mut read);
        out.body = body(&self.bodies, self.form, None, &mut read);
        if read.iter().any(|f| f.kind == FindingKind::InvalidUtf8)
            && let Some(legacy) = self.legacy_charset(out)
        {
            read.clear();
            out.subject = subject(&self.subjects, self.form, Some(legacy), &mut read);
            out.body = body(&self.bodies, self.form, Some(legacy), &mut read);
        }
        let findings = &mut out.findings;
        findings.append(&mut read);
        for (name, stats, count) in &self.header_stats {
            let field = Field::Header(name.clone());
            stats.report(&field, findings);
            if *count > 1 {
                findings.push(Finding::new(
                    field,
                    FindingKind::DuplicateJoined,
                    Text::new("finding-header-repeated")
                        .arg("name", name)
                        .arg("count", *count),
                ));
            }
        }
        out.headers = self.headers;
    }
}

/// Decodes and splits one address field's values (Puls: "Join all non-empty hvalues").
fn addresses(field: Field, acc: &AddressField<'_>, findings: &mut Vec<Finding>) -> Vec<Address> {
    let name = field.name();
    let mut stats = DecodeStats::default();
    let mut list = Vec::new();
    let mut local = Vec::new();
    let mut hidden = Vec::new();
    for raw in &acc.values {
        let (text, s) = decode_value(raw, Shape::SingleLine, false);
        stats += s;
        let before = list.len();
        list.extend(address::parse_list(&text, &field, &mut local));
        if let Some(looks_like) = hidden_separator(raw, list.len() - before) {
            hidden.push(Finding::new(
                field.clone(),
                FindingKind::EncodedSeparator,
                Text::new("finding-encoded-separator")
                    .arg("looks-like", preview(&looks_like))
                    .arg("count", list.len() - before)
                    .arg(
                        "recipients",
                        list[before..]
                            .iter()
                            .map(Address::addr_spec_or_text)
                            .collect::<Vec<_>>()
                            .join(", "),
                    ),
            ));
        }
    }
    findings.append(&mut hidden);
    stats.report(&field, findings);
    if acc.values.len() > 1 {
        findings.push(Finding::new(
            field.clone(),
            FindingKind::DuplicateJoined,
            Text::new("finding-addresses-joined")
                .arg("field", name)
                .arg("count", acc.values.len()),
        ));
    }
    if acc.empty > 0 {
        findings.push(Finding::new(
            field.clone(),
            FindingKind::DuplicateDiscarded,
            Text::new("finding-empty-value")
                .arg("field", name)
                .arg("times", acc.empty),
        ));
    }
    findings.append(&mut local);
    list
}

/// RFC 6068 §2 decodes before splitting, so `a@example.org%2Cb@example.org` is two
/// recipients, though it reads as one address. When the encoded `,` or `;` split `raw` into
/// more of the `found` entries than its literal separators would, returns the value as it
/// looks with those escapes left encoded.
fn hidden_separator(raw: &[u8], found: usize) -> Option<String> {
    let escaped_separator = |i: usize| {
        decode::is_escape_at(raw, i) && matches!(&raw[i + 1..i + 3], b"2C" | b"2c" | b"3B" | b"3b")
    };
    if found < 2 || !(0..raw.len()).any(escaped_separator) {
        return None;
    }
    let mut kept = Vec::with_capacity(raw.len() + 8);
    for (i, &b) in raw.iter().enumerate() {
        kept.push(b);
        if escaped_separator(i) {
            kept.extend_from_slice(b"25");
        }
    }
    let (looks_like, _) = decode_value(&kept, Shape::SingleLine, false);
    (address::count_entries(&looks_like) < found).then_some(looks_like)
}

/// Puls: "Use only the last subject hvalue even if it's empty".
fn subject(
    values: &[&[u8]],
    form: bool,
    legacy: Option<&'static encoding_rs::Encoding>,
    findings: &mut Vec<Finding>,
) -> Option<String> {
    let last = values.last()?;
    if values.len() > 1 {
        findings.push(Finding::new(
            Field::Subject,
            FindingKind::DuplicateDiscarded,
            Text::new("finding-subjects").arg("count", values.len()),
        ));
    }
    let (text, stats, read_as) = decode_form_value(last, form, Shape::SingleLine, legacy);
    report_legacy(&Field::Subject, read_as, findings);
    stats.report(&Field::Subject, findings);
    Some(text)
}

/// Puls: "Join the first non-empty body hvalue and all body hvalues (even if they're empty)
/// after that" with a line break.
fn body(
    values: &[&[u8]],
    form: bool,
    legacy: Option<&'static encoding_rs::Encoding>,
    findings: &mut Vec<Finding>,
) -> Option<String> {
    let first = values.iter().position(|v| !v.is_empty());
    let skipped = first.unwrap_or(values.len());
    if skipped > 0 {
        findings.push(Finding::new(
            Field::Body,
            FindingKind::DuplicateDiscarded,
            Text::new("finding-empty-value")
                .arg("field", "body")
                .arg("times", skipped),
        ));
    }
    let used = &values[first?..];
    if used.len() > 1 {
        findings.push(Finding::new(
            Field::Body,
            FindingKind::DuplicateJoined,
            Text::new("finding-bodies").arg("count", used.len()),
        ));
    }
    let mut text = String::new();
    let mut stats = DecodeStats::default();
    let mut read_as = None;
    for (i, raw) in used.iter().enumerate() {
        if i > 0 {
            text.push('\n');
        }
        let (part, s, used) = decode_form_value(raw, form, Shape::Body, legacy);
        stats += s;
        read_as = read_as.or(used);
        text.push_str(&part);
    }
    report_legacy(&Field::Body, read_as, findings);
    if !form && let Some((fields, s)) = form::form_body(&text) {
        text = fields;
        stats += s;
        findings.push(Finding::new(
            Field::Body,
            FindingKind::FormBody,
            Text::new("finding-form-body"),
        ));
    }
    stats.report(&Field::Body, findings);
    Some(text)
}

/// Decodes a subject, body or header value; in a web form's query (`form.rs`) its `+` are
/// spaces first, and counted. Header values and the subject decode RFC 2047 encoded words.
/// Bytes that are not UTF-8 are read in `legacy` where they read as text in it; the encoding is
/// returned when they were.
fn decode_form_value(
    raw: &[u8],
    form: bool,
    shape: Shape,
    legacy: Option<&'static encoding_rs::Encoding>,
) -> (String, DecodeStats, Option<&'static encoding_rs::Encoding>) {
    let (raw, pluses) = if form {
        form::pluses_to_spaces(raw)
    } else {
        (std::borrow::Cow::Borrowed(raw), 0)
    };
    let (text, mut stats, used) =
        decode::decode_value_in(&raw, shape, shape == Shape::SingleLine, legacy);
    stats.form_pluses = pluses;
    (text, stats, legacy.filter(|_| used))
}

/// The note that `field` was read in a legacy encoding, once.
fn report_legacy(
    field: &Field,
    read_as: Option<&'static encoding_rs::Encoding>,
    findings: &mut Vec<Finding>,
) {
    if let Some(encoding) = read_as {
        findings.push(Finding::new(
            field.clone(),
            FindingKind::LegacyCharset,
            Text::new("finding-legacy-charset").arg("charset", charset::name(encoding)),
        ));
    }
}
