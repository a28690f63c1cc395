//! Subjects and bodies written in an older charset. A share link from an older page
//! percent-encodes the page's own bytes (Windows-1251 in Russia, Shift_JIS in Japan...), which
//! are not UTF-8. Browsers guess such a page's encoding with chardetng and decode it with
//! encoding_rs; a link is read the same way:
//!
//! - UTF-8 first: a value whose bytes are UTF-8 is never guessed for;
//! - one guess per link, from the subject and body values that are not UTF-8 together, with the
//!   top-level domain of the first recipient as the hint browsers take from the page's address
//!   (`.ru` favours Windows-1251, `.jp` Shift_JIS);
//! - a guess is used only where it reads as text: when decoding with it meets a byte the
//!   encoding does not define, or yields C1 controls (no legacy text has them; random bytes
//!   read as Windows-1252 or ISO-8859-x do), the value is read as today, with U+FFFD;
//! - addresses are never guessed: where mail goes is not a matter of probability.

use chardetng::{EncodingDetector, Iso2022JpDetection, Utf8Detection};
use encoding_rs::Encoding;

/// The encoding the values of a link that are not UTF-8 are most likely written in, or `None`
/// when every value is UTF-8. `tld` is the top-level domain of the first recipient (ASCII,
/// lower case), a hint as a page's is to a browser.
pub(crate) fn guess(values: &[&[u8]], tld: Option<&str>) -> Option<&'static Encoding> {
    let mut legacy = values.iter().filter(|v| std::str::from_utf8(v).is_err());
    let first = legacy.next()?;
    // ISO-2022-JP is 7-bit, so always valid UTF-8: it never reaches here, and is not guessed.
    let mut detector = EncodingDetector::new(Iso2022JpDetection::Deny);
    detector.feed(first, false);
    for value in legacy {
        detector.feed(b"\n", false);
        detector.feed(value, false);
    }
    detector.feed(b"", true);
    // chardetng asserts that the hint is one lower-case ASCII label: anything else is no hint.
    let tld = tld.filter(|t| {
        !t.is_empty()
            && t.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
    });
    Some(detector.guess(tld.map(str::as_bytes), Utf8Detection::Deny))
}

/// Whether `bytes` are UTF-8, checked as they come (a percent-decoding iterator), so that the
/// common case, a value that is UTF-8, is not decoded into a buffer only to be checked.
pub(crate) fn is_utf8(bytes: impl Iterator<Item = u8>) -> bool {
    let mut buf = [0u8; 4096];
    let mut len = 0;
    for b in bytes {
        buf[len] = b;
        len += 1;
        if len == buf.len() {
            match std::str::from_utf8(&buf) {
                Ok(_) => len = 0,
                // A sequence cut at the end of the buffer: keep its (at most 3) bytes.
                Err(e) if e.error_len().is_none() => {
                    buf.copy_within(e.valid_up_to().., 0);
                    len -= e.valid_up_to();
                }
                Err(_) => return false,
            }
        }
    }
    std::str::from_utf8(&buf[..len]).is_ok()
}

/// `bytes` read as `encoding`, when they read as text in it (see the module's comment).
pub(crate) fn decode(bytes: &[u8], encoding: &'static Encoding) -> Option<String> {
    let (text, malformed) = encoding.decode_without_bom_handling(bytes);
    let c1 = text.chars().any(|c| ('\u{80}'..='\u{9F}').contains(&c));
    (!malformed && !c1).then(|| text.into_owned())
}

/// The encoding's name as people know it: "Windows-1251", "Shift_JIS", "ISO-8859-2".
pub(crate) fn name(encoding: &'static Encoding) -> String {
    match encoding.name().strip_prefix("windows-") {
        Some(page) => format!("Windows-{page}"),
        None => encoding.name().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `text` written in `encoding`, as an older page would percent-encode it.
    fn bytes(text: &str, encoding: &'static Encoding) -> Vec<u8> {
        let (b, _, unmappable) = encoding.encode(text);
        assert!(!unmappable, "{text} in {}", encoding.name());
        b.into_owned()
    }

    #[test]
    fn legacy_text_is_guessed_right() {
        for (text, encoding, tld) in [
            (
                "Привет! Встреча в пятницу, как договаривались.",
                encoding_rs::WINDOWS_1251,
                None,
            ),
            (
                "お世話になっております。明日の会議についてご連絡します。",
                encoding_rs::SHIFT_JIS,
                None,
            ),
            (
                "안녕하세요. 내일 오전 회의에 대해 알려 드립니다.",
                encoding_rs::EUC_KR,
                None,
            ),
            (
                "您好，明天上午十点开会，请准时参加。谢谢！",
                encoding_rs::GBK,
                None,
            ),
            (
                "Dzień dobry, dziękuję za wiadomość. Zażółć gęślą jaźń.",
                encoding_rs::ISO_8859_2,
                Some("pl"),
            ),
        ] {
            let b = bytes(text, encoding);
            assert_eq!(guess(&[&b], tld), Some(encoding), "{text}");
            assert_eq!(decode(&b, encoding).as_deref(), Some(text));
        }
    }

    #[test]
    fn utf8_is_never_guessed_for() {
        assert_eq!(
            guess(&["Привет, café, 日本語".as_bytes(), b"ascii"], None),
            None
        );
        assert_eq!(guess(&[], Some("ru")), None);
    }

    #[test]
    fn one_guess_for_all_values_that_are_not_utf8() {
        let subject = bytes("Встреча", encoding_rs::WINDOWS_1251);
        let body = bytes("Подтверждаю встречу в пятницу.", encoding_rs::WINDOWS_1251);
        assert_eq!(
            guess(&[&subject, "ok".as_bytes(), &body], Some("ru")),
            Some(encoding_rs::WINDOWS_1251)
        );
    }

    #[test]
    fn random_bytes_do_not_read_as_text() {
        // Every byte value, in an order no text has: some guess is made, but the bytes do not
        // read as text in it, so they stay replacement characters.
        let soup: Vec<u8> = (0..=255u8).rev().chain(0..=255u8).collect();
        let encoding = guess(&[&soup], None).unwrap_or(encoding_rs::WINDOWS_1252);
        assert_eq!(decode(&soup, encoding), None);
        // A hint that is not one lower-case label is ignored, not trusted.
        assert!(guess(&[&soup], Some("Évil.example")).is_some());
    }

    #[test]
    fn utf8_is_recognised_across_buffer_boundaries() {
        for n in [0, 1, 4095, 4096, 4097, 10_000] {
            let text = format!("{}é日本🎉", "x".repeat(n)).repeat(3);
            assert!(is_utf8(text.bytes()), "{n}");
            let mut bad = text.into_bytes();
            bad.insert(n, 0xE9);
            assert!(!is_utf8(bad.iter().copied()), "{n}");
        }
        // A sequence cut off at the very end is not UTF-8.
        assert!(!is_utf8("日".bytes().take(2)));
    }

    #[test]
    fn names_are_as_people_write_them() {
        assert_eq!(name(encoding_rs::WINDOWS_1251), "Windows-1251");
        assert_eq!(name(encoding_rs::SHIFT_JIS), "Shift_JIS");
        assert_eq!(name(encoding_rs::ISO_8859_2), "ISO-8859-2");
    }
}
