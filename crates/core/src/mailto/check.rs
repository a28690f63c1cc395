//! `check`: a linter for people who write mailto links.
//!
//! It reports what breaks RFC 6068 (errors) and what breaks the authoring rules of Puls rev7
//! or another recommendation that makes consumers disagree (warnings), each with the rule it
//! breaks, and offers the canonical form [`encode`](super::encode()) would write. Characters that
//! RFC 6068 §2 lets stand unencoded (`@`, `:` and the like) are not reported, even though the
//! canonical form encodes them.

use std::collections::HashMap;

use serde::Serialize;

use super::decode::{contains_encoded_word, is_escape_at};
use super::encode::{MailtoFields, encode};
use super::lex::Hfield;
use super::replies;
use super::{Field, Finding, FindingKind, ParseError, lex, preview, resolve};

/// How bad a [`Problem`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The URI breaks RFC 6068 (or RFC 3986, which it builds on).
    Error,
    /// The URI is valid but breaks an authoring rule; consumers may disagree about it.
    Warning,
}

/// One thing wrong with a link.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Problem {
    /// How bad it is.
    pub severity: Severity,
    /// A short stable name, e.g. `duplicate-hname`.
    pub id: &'static str,
    /// The rule it breaks, e.g. `RFC 6068 §2`.
    pub rule: &'static str,
    /// What is wrong and how to fix it (the first occurrence).
    pub message: String,
    /// How many times it occurs.
    pub count: usize,
}

/// What `check` found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CheckReport {
    /// Every problem, the first occurrence of each kind first.
    pub problems: Vec<Problem>,
    /// The canonical form, when the link could be read and has problems.
    pub canonical: Option<String>,
}

impl CheckReport {
    /// Whether the link has no problem at all.
    pub fn is_clean(&self) -> bool {
        self.problems.is_empty()
    }
}

#[derive(Default)]
struct Problems {
    list: Vec<Problem>,
    index: HashMap<&'static str, usize>,
}

impl Problems {
    fn add(
        &mut self,
        severity: Severity,
        id: &'static str,
        rule: &'static str,
        message: impl FnOnce() -> String,
    ) {
        if let Some(&i) = self.index.get(id) {
            self.list[i].count += 1;
            return;
        }
        self.index.insert(id, self.list.len());
        self.list.push(Problem {
            severity,
            id,
            rule,
            message: message(),
            count: 1,
        });
    }
}

use Severity::{Error, Warning};

/// Lints `uri`: the parts [`lex`] found are checked against the rules, and the fields
/// [`resolve`] reads from the same parts against the address rules.
pub fn check(uri: impl AsRef<[u8]>) -> CheckReport {
    let mut p = Problems::default();
    let tokens = match lex(uri.as_ref()) {
        Ok(tokens) => tokens,
        Err(e) => {
            let id = match e {
                ParseError::NotMailto { .. } => "not-mailto",
                ParseError::TooLong { .. } => "too-long",
            };
            p.add(Error, id, "RFC 6068 §2", || e.to_string());
            return CheckReport {
                problems: p.list,
                canonical: None,
            };
        }
    };
    let parsed = resolve(&tokens);
    if tokens.trimmed() > 0 {
        p.add(Error, "surrounding-space", "RFC 3986 §2", || {
            "the link has white space or controls around it; remove them".into()
        });
    }
    if tokens.scheme != b"mailto:" {
        p.add(Warning, "scheme-case", "Puls rev7, Authoring Rules", || {
            "write the scheme in lowercase as \"mailto:\"".into()
        });
    }
    if tokens.fragment.is_some() {
        p.add(Error, "fragment", "RFC 6068 §2", || {
            "a raw '#' starts a fragment, which mailto links do not use; write '#' as %23".into()
        });
    }
    // The path and the query, without the '?' between them (which is in its place).
    for part in [tokens.path].into_iter().chain(tokens.query) {
        scan_characters(part, &mut p);
    }
    let path = tokens.path;
    if tokens.query.is_some_and(|q| q.contains(&b'?')) {
        p.add(Error, "second-question-mark", "RFC 6068 §6.1", || {
            "a second '?' does not start new hfields (\"?cc=...?body=...\" is wrong); separate hfields with '&' and write a literal '?' as %3F".into()
        });
    }
    // A ';' is reported with the repair that reads it as a separator (below).
    if let Some(&b) = path.iter().find(|&&b| matches!(b, b'&' | b'=')) {
        p.add(Error, "reserved-in-address", "RFC 6068 §2 item 1", || {
            format!("'{}' in an address must be percent-encoded", b as char)
        });
    }
    if !path.is_empty() && path.iter().all(u8::is_ascii_digit) && tokens.query.is_none() {
        p.add(Warning, "numeric-to", "Puls rev7, Authoring Rules", || {
            format!(
                "\"mailto:{}\" has only digits, which some consumers read as a port or phone number",
                String::from_utf8_lossy(path)
            )
        });
    }
    if tokens.query.is_some() {
        check_hfields(&tokens.hfields, !path.is_empty(), &mut p);
    }
    repairs(&parsed.findings, &mut p);
    for (field, list) in [
        (Field::To, &parsed.to),
        (Field::Cc, &parsed.cc),
        (Field::Bcc, &parsed.bcc),
    ] {
        for a in list.iter() {
            if a.local_part_address().is_some() {
                p.add(
                    Warning,
                    "address-in-local-part",
                    "RFC 5322 §3.4.1; RFC 6068 §7",
                    || {
                        format!(
                            "{field}: {} begins with another address but goes to {}; readers see the wrong address",
                            a.addr_spec(),
                            a.domain
                        )
                    },
                );
            }
            if let Some(problem) = &a.problem {
                p.add(Error, "invalid-address", "RFC 6068 §2 (addr-spec)", || {
                    format!(
                        "{field}: \"{}\" is not a valid address: {problem}",
                        preview(&a.text)
                    )
                });
            } else if a.needs_smtputf8()
                && !a.text.trim_start().starts_with('<')
                && a.display_name.is_none()
            {
                p.add(Warning, "eai-brackets", "EAI mailto draft §4.1", || {
                    format!(
                        "{field}: {} has a non-ASCII local part; write it inside %3C...%3E",
                        a.addr_spec()
                    )
                });
            }
        }
    }
    let threaded = replies(&parsed, &mut p);
    let canonical = (!p.list.is_empty())
        .then(|| {
            let mut fields = MailtoFields::from(&parsed);
            if let Some((in_reply_to, references)) = threaded {
                fields
                    .headers
                    .retain(|(n, _)| n != "in-reply-to" && n != "references");
                fields
                    .headers
                    .extend(in_reply_to.map(|v| ("in-reply-to".to_string(), v)));
                fields
                    .headers
                    .extend(references.map(|v| ("references".to_string(), v)));
            }
            encode(&fields).ok()
        })
        .flatten();
    CheckReport {
        problems: p.list,
        canonical,
    }
}

/// The parser's repairs, each a problem with the rule the link breaks.
fn repairs(findings: &[Finding], p: &mut Problems) {
    for f in findings {
        let (severity, id, rule, advice) = match f.kind {
            FindingKind::SemicolonSeparator => (
                Error,
                "semicolon-separator",
                "RFC 6068 §2 (to = addr-spec *(\",\" addr-spec))",
                "separate addresses with ','",
            ),
            FindingKind::UrlSlashesRemoved => (
                Error,
                "url-slashes",
                "RFC 6068 §2 (a mailto URI has no \"//\")",
                "write mailto:name@example.org",
            ),
            FindingKind::HtmlEscapedAmpersand => (
                Error,
                "html-escaped-ampersand",
                "RFC 6068 §2; HTML (an attribute's \"&amp;\" is decoded once)",
                "in HTML write the '&' between hfields as \"&amp;\" exactly once",
            ),
            FindingKind::EncodedSeparator => (
                Warning,
                "encoded-separator",
                "RFC 6068 §2 (decoded, then split at ','); RFC 6068 §7",
                "separate addresses with a plain ','",
            ),
            _ => continue,
        };
        p.add(severity, id, rule, || {
            format!("{}: {}; {advice}", f.field, f.message())
        });
    }
}

/// The reply rules on the link's last In-Reply-To and References; when they change
/// anything, the values the canonical form carries.
fn replies(
    parsed: &super::ParsedMailto,
    p: &mut Problems,
) -> Option<(Option<String>, Option<String>)> {
    let last = |name: &str| {
        parsed
            .headers
            .iter()
            .rev()
            .find(|h| h.name.eq_ignore_ascii_case(name))
            .map(|h| h.value.as_str())
    };
    let t = replies::resolve(last("in-reply-to"), last("references"));
    for f in &t.findings {
        let id = match f.kind {
            FindingKind::InReplyToTrimmed => "in-reply-to-several",
            _ => "references-incomplete",
        };
        p.add(Warning, id, "RFC 5322 §3.6.4", || f.message());
    }
    (!t.findings.is_empty()).then(|| (t.in_reply_to.and_then(Result::ok), t.references))
}

/// Character-level rules over everything after the scheme.
fn scan_characters(part: &[u8], p: &mut Problems) {
    for (i, &b) in part.iter().enumerate() {
        match b {
            b'%' if !is_escape_at(part, i) => {
                p.add(Error, "invalid-percent", "RFC 3986 §2.1", || {
                    format!(
                        "\"{}\" is not a percent escape; write a literal '%' as %25",
                        String::from_utf8_lossy(&part[i..(i + 3).min(part.len())])
                    )
                })
            }
            b'%' => {
                let hh = &part[i + 1..i + 3];
                if hh.iter().any(u8::is_ascii_lowercase) {
                    p.add(
                        Warning,
                        "lowercase-hex",
                        "Puls rev7, Authoring Rules; RFC 3986 §2.1",
                        || {
                            format!(
                                "write %{} in uppercase",
                                String::from_utf8_lossy(hh).to_uppercase()
                            )
                        },
                    );
                }
                let v = u8::from_str_radix(&String::from_utf8_lossy(hh), 16).unwrap_or(0);
                if v.is_ascii_alphanumeric() || b"-_.!~*'()".contains(&v) {
                    p.add(
                        Warning,
                        "needless-escape",
                        "Puls rev7, Authoring Rules",
                        || {
                            format!(
                                "%{} stands for '{}', which should be written as is",
                                String::from_utf8_lossy(hh),
                                v as char
                            )
                        },
                    );
                }
            }
            b'+' => p.add(Warning, "raw-plus", "RFC 6068 §5; Puls rev7", || {
                "a raw '+' may be read as a space by web mail; write it as %2B".into()
            }),
            b' ' | b'"' | b'<' | b'>' | b'\\' | b'^' | b'`' | b'{' | b'|' | b'}' | b'[' | b']' => p
                .add(
                    Error,
                    "unencoded-character",
                    "RFC 6068 §2 item 1; RFC 3986 §2",
                    || {
                        format!(
                            "'{}' may not appear in a URI; write it as %{b:02X}",
                            b as char
                        )
                    },
                ),
            0..=0x1F | 0x7F => p.add(Error, "raw-control", "RFC 3986 §2", || {
                format!("a raw control character (0x{b:02X}) may not appear in a URI")
            }),
            0x80.. => p.add(
                Error,
                "raw-non-ascii",
                "RFC 6068 §2; Puls rev7 (IRIs)",
                || {
                    "raw non-ASCII characters make this an IRI; percent-encode their UTF-8 bytes"
                        .into()
                },
            ),
            _ => {}
        }
    }
}

/// Rules on each hfield of the query.
fn check_hfields(hfields: &[Hfield<'_>], has_path: bool, p: &mut Problems) {
    let mut seen: HashMap<String, usize> = HashMap::new();
    for hfield in hfields {
        if hfield.raw.is_empty() {
            p.add(
                Warning,
                "empty-hfield",
                "Puls rev7, Authoring Rules",
                || "there is an empty hfield (a '?' or '&' with nothing after it)".into(),
            );
            continue;
        }
        if !hfield.has_equals {
            p.add(
                Error,
                "hfield-without-equals",
                "RFC 6068 §2 (hfield)",
                || {
                    format!(
                        "\"{}\" has no '='; consumers ignore it",
                        preview(&String::from_utf8_lossy(hfield.raw))
                    )
                },
            );
            continue;
        }
        let (raw_name, raw_value) = (hfield.name, hfield.value);
        if raw_value.contains(&b'=') {
            p.add(Error, "second-equals", "RFC 6068 §2", || {
                "an hfield has a second '='; write a literal '=' as %3D".into()
            });
        }
        let (name, name_bad) = hfield.literal_name();
        let (value, value_bad) = hfield.literal_value();
        if name_bad + value_bad > 0 {
            p.add(Error, "not-utf8", "RFC 6068 §2; Puls rev7", || {
                format!(
                    "the value of \"{}\" is not UTF-8 after percent-decoding",
                    preview(&name)
                )
            });
        }
        if name.is_empty() {
            p.add(Error, "empty-hname", "RFC 6068 §2", || {
                "an hfield has an empty name".into()
            });
            continue;
        }
        if raw_name.iter().any(u8::is_ascii_uppercase) {
            p.add(Warning, "hname-case", "Puls rev7, Authoring Rules", || {
                format!("write the hname \"{}\" in lowercase", preview(&name))
            });
        }
        let lower = name.to_ascii_lowercase();
        let n = seen.entry(lower.clone()).or_insert(0);
        *n += 1;
        if *n == 2 {
            p.add(
                Warning,
                "duplicate-hname",
                "RFC 6068 §2; Puls rev7",
                || {
                    format!(
                        "\"{}\" appears more than once; consumers disagree on which value wins",
                        preview(&lower)
                    )
                },
            );
        }
        if raw_value.is_empty() {
            p.add(
                Warning,
                "empty-hvalue",
                "Puls rev7, Authoring Rules",
                || {
                    format!(
                        "\"{}\" has an empty value; leave the hfield out",
                        preview(&name)
                    )
                },
            );
        }
        let (field, _) = hfield.field();
        match field {
            Field::To if has_path => p.add(Warning, "to-beside-path", "RFC 6068 §2", || {
                "a \"to\" hfield beside an address in the path is NOT RECOMMENDED; some clients ignore it".into()
            }),
            Field::Bcc => p.add(Warning, "bcc", "RFC 6068 §7; Puls rev7", || {
                "a bcc hfield exposes the hidden address to anyone who reads the link".into()
            }),
            _ => {}
        }
        if value
            .chars()
            .any(|c| c.is_control() && !matches!(c, '\t' | '\r' | '\n'))
        {
            p.add(
                Error,
                "control-character",
                "Puls rev7, Authoring Rules",
                || {
                    format!(
                        "the value of \"{}\" holds a control character, which must be removed",
                        preview(&name)
                    )
                },
            );
        }
        if field == Field::Body {
            let bytes = value.as_bytes();
            let stray = bytes.iter().enumerate().any(|(i, &b)| {
                (b == b'\r' && bytes.get(i + 1) != Some(&b'\n'))
                    || (b == b'\n' && (i == 0 || bytes[i - 1] != b'\r'))
            });
            if stray {
                p.add(Warning, "stray-line-break", "RFC 6068 §5", || {
                    "a line break in the body must be written %0D%0A, not %0A or %0D alone".into()
                });
            }
            if contains_encoded_word(&value) {
                p.add(Warning, "encoded-word-in-body", "RFC 6068 §2", || {
                    "the body holds a MIME encoded word, which has no meaning there".into()
                });
            }
        } else if value.contains(['\r', '\n']) {
            p.add(
                Warning,
                "line-break-in-header",
                "RFC 6068 §5; Puls rev7",
                || {
                    format!(
                        "\"{}\" holds a line break, but it is a single-line field",
                        preview(&name)
                    )
                },
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(uri: &str) -> Vec<&'static str> {
        check(uri).problems.iter().map(|p| p.id).collect()
    }

    #[test]
    fn rfc_examples_are_clean() {
        for uri in [
            "mailto:chris@example.com",
            "mailto:infobot@example.com?subject=current-issue",
            "mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index",
            "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E",
            "mailto:joe@example.com?cc=bob@example.com&body=hello",
            "mailto:gorby%25kremvax@example.com",
            "mailto:unlikely%3Faddress@example.com?blat=foop",
            "mailto:Mike%26family@example.org",
            "mailto:%22not%40me%22@example.org",
            "mailto:user@example.org?subject=caf%C3%A9",
            "mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO",
        ] {
            let r = check(uri);
            // In-Reply-To is mixed case: the Puls authoring rules want lowercase hnames; and
            // a reply without References threads poorly (RFC 5322 §3.6.4).
            let expected: &[&str] = if uri.contains("In-Reply-To") {
                &["hname-case", "references-incomplete"]
            } else {
                &[]
            };
            assert_eq!(ids(uri), expected, "{uri}: {r:?}");
        }
    }

    #[test]
    fn reports_each_rule() {
        let cases: &[(&str, &str)] = &[
            ("MAILTO:a@example.org", "scheme-case"),
            ("mailto:a@example.org#x", "fragment"),
            (
                "mailto:joe@example.com?cc=bob@example.com?body=hello",
                "second-question-mark",
            ),
            ("mailto:a@example.org?subject=%3y", "invalid-percent"),
            ("mailto:a@example.org?subject=%c3%a9", "lowercase-hex"),
            ("mailto:a@example.org?subject=%41", "needless-escape"),
            ("mailto:a@example.org?subject=%E9", "not-utf8"),
            ("mailto:a@example.org?subject=a b", "unencoded-character"),
            ("mailto:a@example.org?subject=caf\u{e9}", "raw-non-ascii"),
            ("mailto:a@example.org?Subject=x", "hname-case"),
            (
                "mailto:a@example.org?subject=a&subject=b",
                "duplicate-hname",
            ),
            ("mailto:a@example.org?subject=x&", "empty-hfield"),
            ("mailto:a@example.org?subject", "hfield-without-equals"),
            ("mailto:a@example.org?=x", "empty-hname"),
            ("mailto:a@example.org?subject=", "empty-hvalue"),
            ("mailto:a@example.org?x==1", "second-equals"),
            ("mailto:a@example.org?to=b@example.org", "to-beside-path"),
            ("mailto:8080", "numeric-to"),
            (
                "mailto:a@example.org?subject=a%0D%0Ab",
                "line-break-in-header",
            ),
            ("mailto:a@example.org?body=a%0Ab", "stray-line-break"),
            ("mailto:a@example.org?body=a%00b", "control-character"),
            ("mailto:a@example.org?bcc=b@example.org", "bcc"),
            ("mailto:bill+ietf@example.org", "raw-plus"),
            ("mailto:a%20b@example.org", "invalid-address"),
            ("mailto:caf%C3%A9@example.org", "eai-brackets"),
            ("mailto:a&b@example.org", "reserved-in-address"),
            ("mailto:a@example.org;b@example.org", "semicolon-separator"),
            (
                "mailto:?cc=a@example.org;b@example.org",
                "semicolon-separator",
            ),
            ("mailto://a@example.org", "url-slashes"),
            (
                "mailto:?to=a@example.org&amp;cc=b@example.org",
                "html-escaped-ampersand",
            ),
            (
                "mailto:%22support@bank.example%22@evil.example",
                "address-in-local-part",
            ),
            (
                "mailto:support@bank.example%2Cattacker@evil.example",
                "encoded-separator",
            ),
            (
                "mailto:a@example.org?in-reply-to=%3Cp@x%3E",
                "references-incomplete",
            ),
            (
                "mailto:a@example.org?in-reply-to=%3Cp@x%3E%20%3Cq@x%3E",
                "in-reply-to-several",
            ),
            ("http://example.org", "not-mailto"),
            (
                "mailto:a@example.org?body=%3D%3Futf-8%3Fq%3Fx%3F%3D",
                "encoded-word-in-body",
            ),
        ];
        for (uri, id) in cases {
            let r = check(uri);
            assert!(
                r.problems.iter().any(|p| p.id == *id),
                "{uri} should report {id}: {r:?}"
            );
        }
    }

    #[test]
    fn offers_the_canonical_form() {
        let r = check("MAILTO:a@example.org?Subject=Hi+there&subject=Bye");
        assert_eq!(
            r.canonical.as_deref(),
            Some("mailto:a%40example.org?subject=Bye")
        );
    }

    #[test]
    fn the_canonical_form_carries_the_repairs() {
        for (uri, canonical) in [
            (
                "mailto://a@example.org;b@example.org?subject=Hi&amp;cc=c@example.org",
                "mailto:a%40example.org,b%40example.org?cc=c%40example.org&subject=Hi",
            ),
            (
                "mailto:a@example.org?in-reply-to=%3Cp@x%3E%20%3Cq@x%3E&references=%3Cr@x%3E",
                "mailto:a%40example.org?in-reply-to=%3Cp%40x%3E&references=%3Cr%40x%3E%20%3Cp%40x%3E",
            ),
        ] {
            let r = check(uri);
            assert_eq!(r.canonical.as_deref(), Some(canonical), "{uri}: {r:?}");
            assert!(
                check(canonical).is_clean(),
                "{canonical}: {:?}",
                check(canonical)
            );
        }
    }

    #[test]
    fn many_duplicates_are_one_problem() {
        let uri = format!("mailto:?{}", "subject=x&".repeat(1000));
        let r = check(uri);
        let dup = r
            .problems
            .iter()
            .find(|p| p.id == "duplicate-hname")
            .unwrap();
        assert_eq!(dup.count, 1, "one name repeated counts once");
        assert_eq!(
            r.problems
                .iter()
                .find(|p| p.id == "empty-hfield")
                .unwrap()
                .count,
            1
        );
    }
}
