//! Address lists in the `to` path and the `to`, `cc` and `bcc` hfields.
//!
//! RFC 6068 §2 allows `addr-spec`s (RFC 5322 without comments, obs- forms or white space);
//! the 2005 draft (§2) allows a `mailbox` with a display name, `Name <addr>`; the EAI draft
//! (§2, §4.1) allows UTF-8 local parts written inside `<...>`, optionally followed by an
//! alt-address. We accept all three, split lists the way RFC 5322 §3.4 does (a comma inside a
//! quoted local part or a comment does not split), and validate each address: the local part as
//! RFC 5322 `dot-atom-text` or `quoted-string` (extended to UTF-8 by RFC 6532), the domain
//! through UTS 46 (non-transitional, STD3 rules) to its ASCII form for the wire while the
//! Unicode form is kept for display (RFC 6068 §2 item 4). An address that fails is kept as text
//! with the reason, so the person can fix it in the window.

use serde::Serialize;

use super::Field;
use super::finding::{Finding, FindingKind};
use crate::i18n::Text;

/// RFC 5321 §4.5.3.1.1: the longest local part a server must accept.
const MAX_LOCAL_PART: usize = 64;

/// One address from the link, decoded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Address {
    /// The text the link gave for this address, decoded (what is kept when it is invalid).
    pub text: String,
    /// The display name (2005 draft `mailbox` form), decoded, if any.
    pub display_name: Option<String>,
    /// The local part exactly as written (a quoted local part keeps its quotes).
    pub local_part: String,
    /// The domain for display: Unicode labels.
    pub domain: String,
    /// The domain for the wire: ASCII (punycode) labels.
    pub ascii_domain: String,
    /// An EAI alt-address (RFC 5335), noted but not used.
    pub alt_address: Option<String>,
    /// Why the address is unusable, or `None` when it is valid.
    #[serde(serialize_with = "crate::i18n::english_opt")]
    pub problem: Option<Text>,
}

impl Address {
    /// Whether the address can be sent to.
    pub fn is_valid(&self) -> bool {
        self.problem.is_none()
    }

    /// `local@domain` with the Unicode domain, as the person reads it.
    pub fn addr_spec(&self) -> String {
        format!("{}@{}", self.local_part, self.domain)
    }

    /// The form RCPT TO uses: ASCII domain. `None` for an invalid address.
    pub fn envelope(&self) -> Option<String> {
        self.is_valid()
            .then(|| format!("{}@{}", self.local_part, self.ascii_domain))
    }

    /// `local@domain` for a valid address, else the text as given.
    pub fn addr_spec_or_text(&self) -> String {
        if self.is_valid() {
            self.addr_spec()
        } else {
            self.text.clone()
        }
    }

    /// The address a quoted local part shows, as in `"support@bank.example"@evil.example`
    /// (valid by RFC 5322 §3.4.1, and delivered to evil.example): the quoted text when it reads
    /// as an address with a dotted domain. `"not@me"@example.org` (RFC 6068 §6.2) shows none.
    pub fn local_part_address(&self) -> Option<&str> {
        let inner = self.local_part.strip_prefix('"')?.strip_suffix('"')?;
        let (left, right) = inner.rsplit_once('@')?;
        // `paypal.com.` reads as `paypal.com`.
        let right = right.trim().strip_suffix('.').unwrap_or(right);
        let dotted = right
            .split_once('.')
            .is_some_and(|(a, b)| !a.is_empty() && !b.is_empty() && !b.ends_with('.'));
        (!left.is_empty() && dotted).then_some(inner)
    }

    /// Whether delivery needs SMTPUTF8 (RFC 6531): the local part is not ASCII.
    pub fn needs_smtputf8(&self) -> bool {
        !self.local_part.is_ascii()
    }

    /// How the address is shown: `Name <addr>` with a display name, else `addr`; the text as
    /// given when the address is invalid.
    pub fn display(&self) -> String {
        if !self.is_valid() {
            return self.text.clone();
        }
        match &self.display_name {
            Some(name) => format!("{} <{}>", quote_display_name(name), self.addr_spec()),
            None => self.addr_spec(),
        }
    }
}

/// A display name as an RFC 5322 phrase: bare when it is atoms and spaces, else quoted.
pub fn quote_display_name(name: &str) -> String {
    let plain = name
        .split(' ')
        .all(|w| !w.is_empty() && w.chars().all(is_atext));
    if plain {
        return name.to_string();
    }
    let mut out = String::with_capacity(name.len() + 2);
    out.push('"');
    for c in name.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}

/// RFC 5322 `atext`, extended to UTF-8 by RFC 6532 §3.2.
fn is_atext(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || "!#$%&'*+-/=?^_`{|}~".contains(c)
        || (!c.is_ascii() && !c.is_control())
}

/// Parses a decoded address list. Findings go on `field`.
pub(crate) fn parse_list(value: &str, field: &Field, findings: &mut Vec<Finding>) -> Vec<Address> {
    let mut out = Vec::new();
    let mut empty = 0;
    let (segments, semicolons) = split_list(value);
    for segment in segments {
        let segment = segment.trim_matches(is_wsp);
        if segment.is_empty() {
            empty += 1;
            continue;
        }
        let addr = parse_one(segment, field, findings);
        if let Some(problem) = &addr.problem {
            findings.push(Finding::new(
                field.clone(),
                FindingKind::InvalidAddress,
                Text::new("finding-invalid-address")
                    .arg("address", &addr.text)
                    .arg("problem", problem.clone()),
            ));
        } else {
            if addr.needs_smtputf8() {
                findings.push(Finding::new(
                    field.clone(),
                    FindingKind::Smtputf8Required,
                    Text::new("finding-smtputf8").arg("address", addr.addr_spec()),
                ));
            }
            if addr.domain != addr.ascii_domain {
                findings.push(Finding::new(
                    field.clone(),
                    FindingKind::InternationalDomain,
                    Text::new("finding-international-domain")
                        .arg("domain", &addr.domain)
                        .arg("ascii", &addr.ascii_domain),
                ));
            }
        }
        out.push(addr);
    }
    if semicolons > 0 {
        findings.push(Finding::new(
            field.clone(),
            FindingKind::SemicolonSeparator,
            Text::new("finding-semicolons").arg("count", out.len()),
        ));
    }
    if empty > 0 && !out.is_empty() {
        findings.push(Finding::new(
            field.clone(),
            FindingKind::EmptyAddress,
            Text::new("finding-empty-entries").arg("count", empty),
        ));
    }
    out
}

fn is_wsp(c: char) -> bool {
    c == ' ' || c == '\t'
}

/// Splits at commas that are outside quoted strings, comments and angle brackets, and at
/// such semicolons that follow an address (`a@example.org;b@example.org`, the separator
/// Outlook shows and many web pages copy). A `;` after text without an `@` does not split, so
/// a sloppy display name such as `Doe; John <j@example.org>` stays one entry. Returns the
/// entries and how many semicolons split.
fn split_list(value: &str) -> (Vec<&str>, usize) {
    let mut parts = Vec::new();
    let mut scan = Scanner::default();
    let (mut start, mut semicolons, mut at_seen) = (0, 0, false);
    for (i, c) in value.char_indices() {
        let split = match c {
            ',' => scan.at_top(),
            ';' => scan.at_top() && at_seen,
            _ => false,
        };
        if split {
            semicolons += usize::from(c == ';');
            parts.push(&value[start..i]);
            start = i + 1;
            at_seen = false;
        }
        at_seen |= c == '@';
        scan.step(c);
    }
    parts.push(&value[start..]);
    (parts, semicolons)
}

/// The entries of a decoded list, split as [`parse_list`] splits them (empty ones included).
pub(crate) fn split_entries(value: &str) -> Vec<&str> {
    split_list(value).0
}

/// How many addresses a decoded list holds (empty entries not counted).
pub(crate) fn count_entries(value: &str) -> usize {
    split_list(value)
        .0
        .iter()
        .filter(|s| !s.trim_matches(is_wsp).is_empty())
        .count()
}

/// Tracks quoting, comment and angle-bracket nesting over RFC 5322 text.
#[derive(Default)]
struct Scanner {
    quoted: bool,
    escaped: bool,
    comment: usize,
    angle: usize,
}

impl Scanner {
    fn at_top(&self) -> bool {
        !self.quoted && self.comment == 0 && self.angle == 0
    }

    /// Whether `c`, seen in the current state, is structural (not quoted, escaped or commented).
    fn step(&mut self, c: char) -> bool {
        if self.escaped {
            self.escaped = false;
            return false;
        }
        if c == '\\' && (self.quoted || self.comment > 0) {
            self.escaped = true;
            return false;
        }
        if self.quoted {
            if c == '"' {
                self.quoted = false;
            }
            return false;
        }
        if self.comment > 0 {
            match c {
                '(' => self.comment += 1,
                ')' => self.comment -= 1,
                _ => {}
            }
            return false;
        }
        match c {
            '"' => self.quoted = true,
            '(' => self.comment = 1,
            '<' => self.angle += 1,
            '>' => self.angle = self.angle.saturating_sub(1),
            _ => {}
        }
        true
    }
}

/// Removes RFC 5322 comments outside quoted strings, returning the rest and the comments.
fn strip_comments(s: &str) -> (std::borrow::Cow<'_, str>, Vec<String>) {
    if !s.contains('(') {
        return (s.into(), Vec::new());
    }
    let mut out = String::with_capacity(s.len());
    let mut comments = Vec::new();
    let mut current = String::new();
    let mut scan = Scanner::default();
    for c in s.chars() {
        let was_comment = scan.comment > 0;
        scan.step(c);
        if was_comment || scan.comment > 0 {
            current.push(c);
            if scan.comment == 0 {
                comments.push(std::mem::take(&mut current));
            }
        } else {
            out.push(c);
        }
    }
    if !current.is_empty() {
        comments.push(current);
    }
    (out.into(), comments)
}

fn invalid(text: &str, problem: Text) -> Address {
    Address {
        text: text.to_string(),
        display_name: None,
        local_part: String::new(),
        domain: String::new(),
        ascii_domain: String::new(),
        alt_address: None,
        problem: Some(problem),
    }
}

/// Parses one list element: `addr-spec`, `Name <addr-spec>` or `<addr-spec <alt>>`.
fn parse_one(segment: &str, field: &Field, findings: &mut Vec<Finding>) -> Address {
    let (stripped, comments) = strip_comments(segment);
    for comment in &comments {
        findings.push(Finding::new(
            field.clone(),
            FindingKind::AddressComment,
            Text::new("finding-comment")
                .arg("comment", comment.as_str())
                .arg("address", segment),
        ));
    }
    let s = stripped.trim_matches(is_wsp);
    let Some(open) = find_top(s, '<') else {
        return parse_addr_spec(s, segment);
    };
    let Some(close) = matching_close(s, open) else {
        return invalid(segment, Text::new("address-unclosed-angle"));
    };
    if !s[close + 1..].trim_matches(is_wsp).is_empty() {
        return invalid(segment, Text::new("address-text-after-angle"));
    }
    let inner = s[open + 1..close].trim_matches(is_wsp);
    let (primary, alt) = match find_top(inner, '<') {
        Some(i) if inner.ends_with('>') && i > 0 => (
            inner[..i].trim_matches(is_wsp),
            Some(
                inner[i + 1..inner.len() - 1]
                    .trim_matches(is_wsp)
                    .to_string(),
            ),
        ),
        Some(_) => return invalid(segment, Text::new("address-bad-alt")),
        None => (inner, None),
    };
    let mut addr = parse_addr_spec(primary, segment);
    let (name, controls) = display_name(&s[..open]);
    if controls > 0 {
        findings.push(Finding::new(
            field.clone(),
            FindingKind::ControlEscaped,
            Text::new("finding-name-controls")
                .arg("address", addr.addr_spec())
                .arg("count", controls),
        ));
    }
    addr.display_name = name;
    if let Some(alt) = &alt {
        findings.push(Finding::new(
            field.clone(),
            FindingKind::AltAddress,
            Text::new("finding-alt-address").arg("alt", alt.as_str()),
        ));
    }
    addr.alt_address = alt;
    addr
}

/// The byte offset of the first `c` outside quotes and comments.
fn find_top(s: &str, c: char) -> Option<usize> {
    let mut scan = Scanner::default();
    for (i, ch) in s.char_indices() {
        let structural = scan.step(ch);
        if structural && ch == c {
            return Some(i);
        }
    }
    None
}

/// The offset of the `>` that closes the `<` at `open`.
fn matching_close(s: &str, open: usize) -> Option<usize> {
    let mut scan = Scanner::default();
    let mut depth = 0usize;
    for (i, ch) in s[open..].char_indices() {
        if !scan.step(ch) {
            continue;
        }
        match ch {
            '<' => depth += 1,
            '>' => {
                depth -= 1;
                if depth == 0 {
                    return Some(open + i);
                }
            }
            _ => {}
        }
    }
    None
}

/// A display name from the phrase before `<`: quotes removed, quoted-pairs resolved, white
/// space folded, RFC 2047 encoded words decoded (RFC 2047 §5 (3) allows them in a phrase).
/// Controls that decoding produced are made visible as `%HH`; their count is returned.
fn display_name(phrase: &str) -> (Option<String>, usize) {
    let mut out = String::with_capacity(phrase.len());
    let mut quoted = false;
    let mut escaped = false;
    for c in phrase.chars() {
        if escaped {
            out.push(c);
            escaped = false;
        } else if c == '\\' && quoted {
            escaped = true;
        } else if c == '"' {
            quoted = !quoted;
        } else if is_wsp(c) && !quoted {
            if !out.ends_with(' ') {
                out.push(' ');
            }
        } else {
            out.push(c);
        }
    }
    let mut name = out.trim().to_string();
    let mut controls = 0;
    if super::decode::contains_encoded_word(&name)
        && let Ok(decoded) = rfc2047_decoder::decode(name.as_bytes())
    {
        let (clean, _, escaped) =
            super::decode::clean_controls(decoded, super::decode::Shape::Name);
        name = clean;
        controls = escaped;
    }
    ((!name.is_empty()).then_some(name), controls)
}

/// Validates an `addr-spec` (RFC 6068 §2 with RFC 6532 UTF-8).
/// `text` is what the link gave for the whole list element, kept as the address's text.
fn parse_addr_spec(s: &str, text: &str) -> Address {
    // Bidi and invisible characters would make the address look like another one; it is
    // refused rather than shown. A joiner where a language needs it (a Persian ZWNJ) is not
    // one of them; in the domain, UTS 46 then checks it against IDNA2008's CONTEXTJ rules.
    if let Some((c, _)) = crate::visible::suspicions(s).find(|&(c, why)| why.is_some() && c != '\t')
    {
        return invalid(
            text,
            Text::new("address-hidden-character").arg(
                "character",
                crate::visible::make_visible(&c.to_string(), false),
            ),
        );
    }
    let at = if s.starts_with('"') {
        match closing_quote(s) {
            Some(end) if s[end + 1..].starts_with('@') => Some(end + 1),
            Some(_) => None,
            None => return invalid(text, Text::new("address-unclosed-quote")),
        }
    } else {
        s.rfind('@')
    };
    let Some(at) = at else {
        return invalid(text, Text::new("address-no-at"));
    };
    let (local, domain) = (&s[..at], &s[at + 1..]);
    if local.is_empty() {
        return invalid(text, Text::new("address-empty-local"));
    }
    if domain.is_empty() {
        return invalid(text, Text::new("address-empty-domain"));
    }
    if let Err(problem) = check_local_part(local) {
        return invalid(text, problem);
    }
    if local.len() > MAX_LOCAL_PART {
        return invalid(
            text,
            Text::new("address-local-too-long").arg("max", MAX_LOCAL_PART),
        );
    }
    let (unicode, ascii) = match check_domain(domain) {
        Ok(forms) => forms,
        Err(problem) => return invalid(text, problem),
    };
    Address {
        text: text.to_string(),
        display_name: None,
        local_part: local.to_string(),
        domain: unicode,
        ascii_domain: ascii,
        alt_address: None,
        problem: None,
    }
}

/// The offset of the quote closing the quoted string that starts at 0.
fn closing_quote(s: &str) -> Option<usize> {
    let mut escaped = false;
    for (i, c) in s.char_indices().skip(1) {
        if escaped {
            escaped = false;
        } else if c == '\\' {
            escaped = true;
        } else if c == '"' {
            return Some(i);
        }
    }
    None
}

/// RFC 5322 §3.4.1 `dot-atom-text / quoted-string`, without obs- forms or NO-WS-CTL
/// (RFC 6068 §2 items 2 and 3).
fn check_local_part(local: &str) -> Result<(), Text> {
    if let Some(inner) = local.strip_prefix('"') {
        let Some(inner) = inner.strip_suffix('"') else {
            return Err(Text::new("address-unclosed-quote"));
        };
        // RFC 5321 §4.1.2 (qtextSMTP, quoted-pairSMTP): the envelope allows no tab or other
        // control inside quotes, even where RFC 5322 would.
        let mut escaped = false;
        for c in inner.chars() {
            if c.is_control() {
                return Err(Text::new("address-quoted-control"));
            }
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                return Err(Text::new("address-quoted-quote"));
            }
        }
        return Ok(());
    }
    if local.starts_with('.') || local.ends_with('.') || local.contains("..") {
        return Err(Text::new("address-dots"));
    }
    match local.chars().find(|&c| c != '.' && !is_atext(c)) {
        Some(c) if c == ' ' || c == '\t' => Err(Text::new("address-white-space")),
        Some(c) => Err(Text::new("address-needs-quoting").arg("character", format!("{c:?}"))),
        None => Ok(()),
    }
}

/// A domain: an RFC 5322 domain literal `[...]` (kept as is), or a name that UTS 46 maps to
/// ASCII. Returns (display form, wire form).
fn check_domain(domain: &str) -> Result<(String, String), Text> {
    if let Some(inner) = domain.strip_prefix('[') {
        let Some(inner) = inner.strip_suffix(']') else {
            return Err(Text::new("address-unclosed-literal"));
        };
        // RFC 6068 §2 dtext-no-obs: printable ASCII except "[", "]" and "\".
        if inner
            .bytes()
            .all(|b| (33..=126).contains(&b) && !matches!(b, b'[' | b']' | b'\\'))
        {
            return Ok((domain.to_string(), domain.to_string()));
        }
        return Err(Text::new("address-bad-literal"));
    }
    if let Some(ascii) = plain_ascii_domain(domain) {
        return Ok((ascii.clone(), ascii));
    }
    match idna::domain_to_ascii_strict(domain) {
        Ok(ascii) if !ascii.is_empty() => {
            let (unicode, _) = idna::domain_to_unicode(&ascii);
            Ok((unicode, ascii))
        }
        _ => Err(Text::new("address-bad-domain").arg("domain", domain)),
    }
}

/// The lowercase form of a domain that UTS 46 would leave as it is apart from case: ASCII
/// letters, digits and inner hyphens, no `xn--` or other `??--` label. The common case, decided
/// without the full IDNA machinery (same result, a fraction of the time).
fn plain_ascii_domain(domain: &str) -> Option<String> {
    if domain.len() > 253 {
        return None;
    }
    let plain = domain.split('.').all(|l| {
        let b = l.as_bytes();
        !b.is_empty()
            && b.len() <= 63
            && b.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'-')
            && b[0] != b'-'
            && b[b.len() - 1] != b'-'
            && b.get(2..4) != Some(b"--")
    });
    plain.then(|| domain.to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ascii_fast_path_agrees_with_uts46() {
        for d in ["example.org", "Example.ORG", "a-b.c9.d", "a", "x.y.z.w"] {
            let fast = plain_ascii_domain(d).unwrap();
            assert_eq!(Some(fast), idna::domain_to_ascii_strict(d).ok(), "{d}");
        }
        for d in [
            "xn--99zt52a.org",
            "ab--c.org",
            "-a.org",
            "a-.org",
            "a..b",
            "",
            "a_b.org",
        ] {
            assert_eq!(plain_ascii_domain(d), None, "{d}");
        }
    }

    fn one(s: &str) -> Address {
        let mut f = Vec::new();
        let mut v = parse_list(s, &Field::To, &mut f);
        assert_eq!(v.len(), 1, "{s}: {v:?}");
        v.remove(0)
    }

    #[test]
    fn splits_outside_quotes_comments_and_brackets() {
        let mut f = Vec::new();
        let v = parse_list(
            r#""a,b"@example.org, x(c,d)@example.org ,"N, M" <m@example.org>"#,
            &Field::To,
            &mut f,
        );
        let shown: Vec<_> = v.iter().map(Address::display).collect();
        assert_eq!(
            shown,
            [
                r#""a,b"@example.org"#,
                "x@example.org",
                r#""N, M" <m@example.org>"#
            ]
        );
        assert!(f.iter().any(|f| f.kind == FindingKind::AddressComment));
    }

    #[test]
    fn rfc6068_section_6_2_addresses_come_out_as_written() {
        for a in [
            r#""not@me"@example.org"#,
            r#""oh\\no"@example.org"#,
            r#""\\\"it's\ ugly\\\""@example.org"#,
            "gorby%kremvax@example.com",
            "unlikely?address@example.com",
            "Mike&family@example.org",
        ] {
            let addr = one(a);
            assert!(addr.is_valid(), "{a}: {:?}", addr.problem);
            assert_eq!(addr.display(), a);
            assert_eq!(addr.envelope().as_deref(), Some(a));
        }
    }

    #[test]
    fn mailbox_and_eai_forms() {
        let a = one("Bill Example <bill+ietf@example.org>");
        assert_eq!(a.display_name.as_deref(), Some("Bill Example"));
        assert_eq!(a.display(), "Bill Example <bill+ietf@example.org>");
        let a = one("<café@納豆.example.org <cafe@natto.example.org>>");
        assert!(a.is_valid());
        assert!(a.needs_smtputf8());
        assert_eq!(a.addr_spec(), "café@納豆.example.org");
        assert_eq!(
            a.envelope().as_deref(),
            Some("café@xn--99zt52a.example.org")
        );
        assert_eq!(a.alt_address.as_deref(), Some("cafe@natto.example.org"));
        let a = one("=?utf-8?q?Jos=C3=A9?= <j@example.org>");
        assert_eq!(a.display_name.as_deref(), Some("José"));
        let mut f = Vec::new();
        let v = parse_list(
            "=?utf-8?q?a=0D=0ABcc:_x@y?= <j@example.org>",
            &Field::To,
            &mut f,
        );
        assert_eq!(v[0].display_name.as_deref(), Some("a%0D%0ABcc: x@y"));
        assert!(f.iter().any(|f| f.kind == FindingKind::ControlEscaped));
    }

    #[test]
    fn domains_go_through_uts46() {
        let a = one("user@ＥＸＡＭＰＬＥ.org");
        assert_eq!(a.domain, "example.org");
        let a = one("user@faß.de");
        assert_eq!(a.ascii_domain, "xn--fa-hia.de", "non-transitional keeps ß");
        assert!(!one("user@ex ample.org").is_valid());
        assert!(!one("user@-x.org").is_valid());
        assert!(one("user@[192.0.2.1]").is_valid());
    }

    #[test]
    fn invalid_addresses_are_kept_with_a_reason() {
        for s in [
            "8080",
            "a b@example.org",
            "a..b@example.org",
            "@example.org",
            "a@",
            "<a@example.org",
            "\"a@example.org",
            "a@example.org> x",
            "\"a\tb\"@example.org",
            "evil\u{202E}gro.elpmaxe@example.org",
            "a@exa\u{200B}mple.org",
        ] {
            let a = one(s);
            assert!(!a.is_valid(), "{s} should be invalid");
            assert_eq!(a.display(), s);
            assert_eq!(a.envelope(), None);
        }
    }

    #[test]
    fn display_names_are_quoted_when_needed() {
        assert_eq!(quote_display_name("Ann Lee"), "Ann Lee");
        assert_eq!(quote_display_name("Lee, Ann"), "\"Lee, Ann\"");
        assert_eq!(quote_display_name("a\"b"), "\"a\\\"b\"");
    }
}
