//! Links written by a web form whose `action` is a `mailto:` link (HTML, "Form submission":
//! the `mailto:` scheme). Browsers encode the form as `application/x-www-form-urlencoded`,
//! which writes a space as `+` and a real plus as `%2B`; RFC 6068 §5 reads `+` as a plus. A
//! form's subject `Fix this + that` arrives as `subject=Fix+this+%2B+that`, and read by the
//! RFC it is `Fix+this+++that`.
//!
//! What Debian's Chromium and Firefox send was measured (`scripts/browser-e2e`; README, "What
//! browsers hand over"):
//! - `method="get"`: the fields become the hfields, form-encoded, with no `%20` anywhere (both
//!   browsers, although the HTML standard asks for `+` to become `%20` here);
//! - `method="post"` (the default encoding): one `body` hfield holding the form-encoded fields,
//!   percent-encoded once more (Firefox adds `subject=Form Post from Firefox`);
//! - `method="post" enctype="text/plain"`: `name=value` lines in the body. Chromium first turns
//!   every `+` and `&` the person typed into a space and a line break, and re-encodes non-ASCII
//!   as Latin-1 mojibake; that is lost before the link reaches us and cannot be undone.
//!
//! A hand-written link keeps RFC 6068's reading (`c++`, `bill+ietf@example.org`,
//! `subject=1+1%3D2` stay as written), so a query is read as a form's only when it carries every
//! mark of the form encoder, which a person writing a link by hand hardly ever produces:
//! - every hfield name and value is in the encoder's output alphabet: ASCII letters and digits,
//!   `*-._`, `+`, and `%HH` escapes with upper-case hex digits (a person writes `@`, `,`, `:`,
//!   `/`, `?`, `'` or `=` literally, or lower-case escapes);
//! - there is no `%20` (the encoder never writes one);
//! - some value other than an address has a `+` between two letters (a space between words;
//!   `1+1` is arithmetic);
//! - no value starts or ends with `+` or holds `++` (`c++`; a form's text rarely has doubled,
//!   leading or trailing spaces).
//!
//! Then `+` is read as a space in the subject, the body and other header fields, never in an
//! address (`to`, `cc`, `bcc` and the path), and each field says so. A POST form's body is
//! recognised by the same marks and shown the way the standard's `text/plain` encoding writes
//! a form: one `name=value` line per field.

use std::borrow::Cow;

use super::Field;
use super::decode::{Shape, decode_value};
use super::finding::DecodeStats;
use super::lex::Hfield;

/// Whether a query's hfields carry every mark of a form's GET submission (module docs).
pub(crate) fn is_form_query(hfields: &[Hfield<'_>]) -> bool {
    let mut spaced_words = false;
    for h in hfields {
        if !h.has_equals || h.name.is_empty() || !in_alphabet(h.name) || !in_alphabet(h.value) {
            return false;
        }
        if has_escape(h.value, b"20") || !plain_pluses(h.value) {
            return false;
        }
        // The name as written: an encoder never escapes a letter.
        let address = Field::named(h.name).is_some_and(|f| f.is_recipients());
        spaced_words |= !address && plus_between_letters(h.value);
    }
    spaced_words
}

/// `raw` with each `+` turned into a space, and how many there were.
pub(crate) fn pluses_to_spaces(raw: &[u8]) -> (Cow<'_, [u8]>, usize) {
    let count = raw.iter().filter(|&&b| b == b'+').count();
    if count == 0 {
        return (Cow::Borrowed(raw), 0);
    }
    let spaced = raw
        .iter()
        .map(|&b| if b == b'+' { b' ' } else { b })
        .collect();
    (Cow::Owned(spaced), count)
}

/// A decoded body that is a POST form's fields (`name=value&...`, form-encoded, with the marks
/// of [`is_form_query`]), as `name=value` lines, with what decoding them changed; `None` for
/// any other body.
pub(crate) fn form_body(body: &str) -> Option<(String, DecodeStats)> {
    let bytes = body.as_bytes();
    let pairs: Vec<&[u8]> = bytes.split(|&b| b == b'&').collect();
    let mut spaced_words = false;
    for pair in &pairs {
        let eq = pair.iter().position(|&b| b == b'=')?;
        let (name, value) = (&pair[..eq], &pair[eq + 1..]);
        if name.is_empty() || !in_alphabet(name) || !in_alphabet(value) {
            return None;
        }
        if has_escape(value, b"20") || !plain_pluses(value) {
            return None;
        }
        spaced_words |= plus_between_letters(value);
    }
    if !spaced_words {
        return None;
    }
    let mut stats = DecodeStats::default();
    let mut lines = Vec::with_capacity(pairs.len());
    for pair in pairs {
        let (spaced, pluses) = pluses_to_spaces(pair);
        // Line breaks and controls inside a value follow the body's rules, as in any body.
        let (line, s) = decode_value(&spaced, Shape::Body, false);
        stats += s;
        stats.form_pluses += pluses;
        lines.push(line);
    }
    Some((lines.join("\n"), stats))
}

/// Every byte is one the form encoder writes: ASCII alphanumerics, `*-._`, `+`, or an `%HH`
/// escape with upper-case hex digits.
fn in_alphabet(raw: &[u8]) -> bool {
    let mut i = 0;
    while i < raw.len() {
        match raw[i] {
            b'%' => {
                let upper_hex =
                    |b: Option<&u8>| b.is_some_and(|b| matches!(b, b'0'..=b'9' | b'A'..=b'F'));
                if !(upper_hex(raw.get(i + 1)) && upper_hex(raw.get(i + 2))) {
                    return false;
                }
                i += 3;
            }
            b if b.is_ascii_alphanumeric() || matches!(b, b'*' | b'-' | b'.' | b'_' | b'+') => {
                i += 1
            }
            _ => return false,
        }
    }
    true
}

/// Whether `raw` holds the escape `%` followed by `hex`.
fn has_escape(raw: &[u8], hex: &[u8; 2]) -> bool {
    raw.windows(3)
        .any(|w| w[0] == b'%' && w[1..].eq_ignore_ascii_case(hex))
}

/// No `+` at either end and no `++`.
fn plain_pluses(raw: &[u8]) -> bool {
    !raw.starts_with(b"+") && !raw.ends_with(b"+") && !raw.windows(2).any(|w| w == b"++")
}

/// A `+` with a letter on each side: an ASCII letter, or an escaped non-ASCII byte (`%C3`...).
fn plus_between_letters(raw: &[u8]) -> bool {
    let letter_before = |i: usize| {
        (i >= 1 && raw[i - 1].is_ascii_alphabetic())
            || (i >= 3 && raw[i - 3] == b'%' && raw[i - 2] >= b'8')
    };
    let letter_after = |i: usize| {
        raw.get(i + 1).is_some_and(u8::is_ascii_alphabetic)
            || (raw.get(i + 1) == Some(&b'%') && raw.get(i + 2).is_some_and(|&b| b >= b'8'))
    };
    (0..raw.len()).any(|i| raw[i] == b'+' && letter_before(i) && letter_after(i))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mailto::lex;

    fn query_is_form(uri: &str) -> bool {
        lex(uri.as_bytes()).is_ok_and(|t| is_form_query(&t.hfields))
    }

    /// Both directions: what the browsers sent for a form, and hand-written links with pluses.
    #[test]
    fn form_queries_are_told_from_hand_written_ones() {
        let cases = [
            // Chromium 156 and Firefox ESR 153, <form method=get> (scripts/browser-e2e).
            (
                "mailto:ops@example.org?subject=Fix+this+%2B+that&body=line+one%0D%0Aline+two%3A+c%2B%2B+%26+100%25+%3D+sure%2C+caf%C3%A9+%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82",
                true,
            ),
            (
                "mailto:ops@example.org?subject=%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82+%D0%BC%D0%B8%D1%80",
                true,
            ),
            ("mailto:ops@example.org?name=Ann+Lee&message=Hello", true),
            // Hand-written: a plus is a plus.
            (
                "mailto:a+b@example.org?subject=c++ and 1+1=2&body=x+y",
                false,
            ),
            (
                "mailto:a+b@example.org?subject=c++%20and%201+1=2&body=x+y",
                false,
            ),
            ("mailto:bill+ietf@example.org?subject=1+1%3D2", false),
            ("mailto:x@example.org?subject=c++", false),
            ("mailto:x@example.org?subject=C+", false),
            (
                "mailto:x@example.org?subject=Hello+world%21&cc=a@example.org",
                false,
            ),
            ("mailto:x@example.org?subject=Hello+world%2c", false),
            ("mailto:x@example.org?subject=Hello%20big+world", false),
            ("mailto:x@example.org?subject=Hello+world&bogus", false),
            ("mailto:x@example.org?subject=Q1%2B2", false),
            ("mailto:x@example.org", false),
            ("mailto:x@example.org?to=a%2Bb%40example.org", false),
        ];
        for (uri, form) in cases {
            assert_eq!(query_is_form(uri), form, "{uri}");
        }
    }

    #[test]
    fn a_post_forms_body_becomes_name_value_lines() {
        // What both browsers put into body= for <form method=post>, decoded once.
        let body = "subject=Fix+this+%2B+that&body=line+one%0D%0Aline+two%3A+c%2B%2B+%26+100%25";
        let (text, stats) = form_body(body).unwrap_or_default();
        assert_eq!(
            text,
            "subject=Fix this + that\nbody=line one\nline two: c++ & 100%"
        );
        assert_eq!(stats.form_pluses, 8);
        assert_eq!(
            form_body("x=a+b%00c").map(|(t, _)| t).as_deref(),
            Some("x=a b%00c")
        );
        for not_form in [
            "x+y",
            "a=b",
            "Hello world=fine&x=y",
            "total=1+1",
            "subject=c++",
            "a=Fix+this&b",
            "",
            "note=a+b\nc",
        ] {
            assert!(form_body(not_form).is_none(), "{not_form:?}");
        }
    }

    #[test]
    fn pluses_become_spaces_and_are_counted() {
        assert_eq!(
            pluses_to_spaces(b"a+b+c"),
            (Cow::Owned(b"a b c".to_vec()), 2)
        );
        assert_eq!(pluses_to_spaces(b"abc"), (Cow::Borrowed(&b"abc"[..]), 0));
    }
}
