//! Turning one raw hname or hvalue into text: percent-decoding exactly once (RFC 6068 §2, §5),
//! UTF-8 with replacement (a subject or body that is not UTF-8 in the legacy encoding guessed for
//! the link, `charset.rs`), RFC 2047 encoded words for header values (RFC 6068 §2, "Non-ASCII
//! characters can be encoded in `<hfvalue>`", item 1), then line breaks and controls.
//!
//! Controls follow Puls rev7 ("Make the URI data safe for processing"): rather than deleting
//! them, which would silently change what the person reads, a C0 control other than tab and the
//! line breaks becomes its visible `%HH` spelling, exactly as `makeURISafe` turns `%00` into
//! `%2500`. DEL and C1 controls are treated the same way. Nothing here can panic or take more
//! than linear time.

use std::borrow::Cow;

use percent_encoding::percent_decode;

use super::finding::DecodeStats;

/// How a decoded value may hold line breaks and controls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shape {
    /// A header value: CR and LF are removed (Puls rev7, "Special processing for certain value
    /// types"; RFC 6068 §5: line breaks in other hfields SHOULD NOT be used).
    SingleLine,
    /// The body: CRLF and lone CR become LF (Puls algorithm, "Decoding data").
    Body,
    /// An hname: every control, line breaks included, is made visible, so that `sub%0Aject`
    /// can never be mistaken for `subject`.
    Name,
}

/// Decodes one raw (still percent-encoded) value. `encoded_words` turns on RFC 2047 decoding,
/// which applies to header values but never to the body or to addr-specs.
pub(crate) fn decode_value(raw: &[u8], shape: Shape, encoded_words: bool) -> (String, DecodeStats) {
    let (text, stats, _) = decode_value_in(raw, shape, encoded_words, None);
    (text, stats)
}

/// [`decode_value`], with bytes that are not UTF-8 read in the `legacy` encoding guessed for
/// the link when they read as text in it ([`super::charset`]). Also returns whether they were.
pub(crate) fn decode_value_in(
    raw: &[u8],
    shape: Shape,
    encoded_words: bool,
    legacy: Option<&'static encoding_rs::Encoding>,
) -> (String, DecodeStats, bool) {
    let mut stats = DecodeStats {
        invalid_escapes: count_invalid_escapes(raw),
        ..DecodeStats::default()
    };
    let bytes: Cow<'_, [u8]> = percent_decode(raw).into();
    let read_as_legacy = match legacy {
        Some(encoding) if std::str::from_utf8(&bytes).is_err() => {
            super::charset::decode(&bytes, encoding)
        }
        _ => None,
    };
    let used_legacy = read_as_legacy.is_some();
    let mut text = match read_as_legacy {
        Some(text) => text,
        None => {
            let (text, invalid) = utf8_lossy(&bytes);
            stats.invalid_utf8 = invalid;
            text
        }
    };
    if encoded_words && contains_encoded_word(&text) {
        match rfc2047_decoder::Decoder::new()
            .too_long_encoded_word_strategy(rfc2047_decoder::RecoverStrategy::Decode)
            .decode(text.as_bytes())
        {
            Ok(decoded) => {
                stats.encoded_words_decoded = 1;
                text = decoded;
            }
            Err(_) => stats.encoded_words_invalid = 1,
        }
    }
    let (text, line_breaks, controls) = clean_controls(text, shape);
    stats.line_breaks_removed = line_breaks;
    stats.controls_escaped = controls;
    (text, stats, used_legacy)
}

/// `raw` percent-decoded once (a `%` that starts no `%HH` escape stays literal), as UTF-8
/// with each invalid sequence replaced by U+FFFD; and how many there were.
pub(crate) fn percent_decode_utf8(raw: &[u8]) -> (String, usize) {
    let bytes: Cow<'_, [u8]> = percent_decode(raw).into();
    utf8_lossy(&bytes)
}

/// The number of `%` that do not start a valid `%HH` escape (they stay literal).
pub(crate) fn count_invalid_escapes(raw: &[u8]) -> usize {
    raw.iter()
        .enumerate()
        .filter(|&(i, &b)| b == b'%' && !is_escape_at(raw, i))
        .count()
}

/// Whether `raw[i..]` starts with `%HH`.
pub(crate) fn is_escape_at(raw: &[u8], i: usize) -> bool {
    raw.get(i) == Some(&b'%')
        && raw.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
        && raw.get(i + 2).is_some_and(u8::is_ascii_hexdigit)
}

/// UTF-8 decoding that replaces each invalid sequence by U+FFFD and counts them.
pub(crate) fn utf8_lossy(bytes: &[u8]) -> (String, usize) {
    let mut out = String::with_capacity(bytes.len());
    let mut invalid = 0;
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        if !chunk.invalid().is_empty() {
            out.push(char::REPLACEMENT_CHARACTER);
            invalid += 1;
        }
    }
    (out, invalid)
}

/// Whether `s` holds something shaped like an RFC 2047 encoded word,
/// `=?charset?B|Q?text?=`. Each scan stops at the next `?`, so the whole check is linear.
pub(crate) fn contains_encoded_word(s: &str) -> bool {
    let b = s.as_bytes();
    let token_end = |mut i: usize| {
        while i < b.len() && b[i] != b'?' && !b[i].is_ascii_whitespace() {
            i += 1;
        }
        i
    };
    let mut i = 0;
    while i + 1 < b.len() {
        if b[i] == b'=' && b[i + 1] == b'?' {
            let cs_end = token_end(i + 2);
            if cs_end > i + 2
                && b.get(cs_end) == Some(&b'?')
                && b.get(cs_end + 1)
                    .is_some_and(|c| matches!(c, b'b' | b'B' | b'q' | b'Q'))
                && b.get(cs_end + 2) == Some(&b'?')
            {
                let text_end = token_end(cs_end + 3);
                if b.get(text_end) == Some(&b'?') && b.get(text_end + 1) == Some(&b'=') {
                    return true;
                }
            }
        }
        i += 1;
    }
    false
}

/// Applies `shape`'s rules for line breaks and controls. Returns the text, the number of line
/// breaks removed and the number of controls made visible.
pub(crate) fn clean_controls(text: String, shape: Shape) -> (String, usize, usize) {
    if !text.chars().any(char::is_control) {
        return (text, 0, 0);
    }
    let mut out = String::with_capacity(text.len() + 8);
    let (mut breaks, mut controls) = (0, 0);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, shape) {
            ('\t', Shape::SingleLine | Shape::Body) => out.push(c),
            ('\r' | '\n', Shape::SingleLine) => {
                if !(c == '\r' && chars.peek() == Some(&'\n')) {
                    breaks += 1;
                }
            }
            ('\r', Shape::Body) => {
                if chars.peek() == Some(&'\n') {
                    chars.next();
                }
                out.push('\n');
            }
            ('\n', Shape::Body) => out.push('\n'),
            (c, _) if c.is_control() => {
                controls += 1;
                push_visible(&mut out, c);
            }
            (c, _) => out.push(c),
        }
    }
    (out, breaks, controls)
}

/// Appends `c` as `%HH` per UTF-8 byte.
pub(crate) fn push_visible(out: &mut String, c: char) {
    let mut buf = [0u8; 4];
    for b in c.encode_utf8(&mut buf).bytes() {
        out.push_str(&format!("%{b:02X}"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percent_decoding_happens_once_and_keeps_plus() {
        let (s, st) = decode_value(b"a+b%2541%20c", Shape::SingleLine, false);
        assert_eq!(s, "a+b%41 c");
        assert_eq!(st, DecodeStats::default());
    }

    #[test]
    fn invalid_escapes_stay_literal() {
        let (s, st) = decode_value(b"%3y%5e%", Shape::SingleLine, false);
        assert_eq!(s, "%3y^%");
        assert_eq!(st.invalid_escapes, 2);
    }

    #[test]
    fn non_utf8_becomes_replacement_and_is_counted() {
        let (s, st) = decode_value(b"caf%E9!%FF%FE", Shape::SingleLine, false);
        assert_eq!(s, "caf\u{FFFD}!\u{FFFD}\u{FFFD}");
        assert_eq!(st.invalid_utf8, 3);
    }

    #[test]
    fn a_legacy_encoding_reads_only_what_is_not_utf8() {
        let cp1251 = Some(encoding_rs::WINDOWS_1251);
        // "Привет" in Windows-1251.
        let (s, st, legacy) =
            decode_value_in(b"%CF%F0%E8%E2%E5%F2", Shape::SingleLine, false, cp1251);
        assert_eq!((s.as_str(), legacy, st.invalid_utf8), ("Привет", true, 0));
        // UTF-8 stays UTF-8, whatever was guessed for the link.
        let (s, _, legacy) = decode_value_in(b"caf%C3%A9", Shape::SingleLine, false, cp1251);
        assert_eq!((s.as_str(), legacy), ("café", false));
        // Bytes the encoding does not define are read as before.
        let (s, st, legacy) = decode_value_in(b"%98", Shape::SingleLine, false, cp1251);
        assert_eq!(
            (s.as_str(), legacy, st.invalid_utf8),
            ("\u{FFFD}", false, 1)
        );
    }

    #[test]
    fn single_line_loses_line_breaks_and_shows_controls() {
        let (s, st) = decode_value(b"line1%0D%0Aline2%0A%00x%09y", Shape::SingleLine, false);
        assert_eq!(s, "line1line2%00x\ty");
        assert_eq!(st.line_breaks_removed, 2);
        assert_eq!(st.controls_escaped, 1);
    }

    #[test]
    fn body_normalises_line_breaks() {
        let (s, _) = decode_value(b"a%0D%0Ab%0Dc%0Ad%0A%0D", Shape::Body, false);
        assert_eq!(s, "a\nb\nc\nd\n\n");
    }

    #[test]
    fn names_show_every_control() {
        let (s, st) = decode_value(b"sub%0Aject", Shape::Name, false);
        assert_eq!(s, "sub%0Aject");
        assert_eq!(st.controls_escaped, 1);
    }

    #[test]
    fn c1_and_del_are_made_visible() {
        let (s, st) = decode_value(b"a%C2%85b%7F", Shape::Body, false);
        assert_eq!(s, "a%C2%85b%7F");
        assert_eq!(st.controls_escaped, 2);
    }

    #[test]
    fn encoded_words_decode_once_and_lose_smuggled_line_breaks() {
        let (s, st) = decode_value(
            b"%3D%3Futf-8%3FQ%3Fa%3D0D%3D0Ab%3F%3D",
            Shape::SingleLine,
            true,
        );
        assert_eq!(s, "ab");
        assert_eq!(st.encoded_words_decoded, 1);
        assert_eq!(st.line_breaks_removed, 1);
        let (s, _) = decode_value(b"=?utf-8?q?=2541?=", Shape::SingleLine, true);
        assert_eq!(s, "%41");
    }

    #[test]
    fn encoded_word_detection() {
        assert!(contains_encoded_word("x =?utf-8?Q?caf=C3=A9?= y"));
        assert!(!contains_encoded_word("=? not one ?="));
        assert!(!contains_encoded_word("=?utf-8?x?a?="));
        assert!(!contains_encoded_word("=?=?=?=?"));
    }
}
