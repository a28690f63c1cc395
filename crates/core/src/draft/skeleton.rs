//! The skeleton a domain is compared with the top domains by, the way Chromium's IDN spoof
//! checker computes it (`components/url_formatter/spoof_checks/skeleton_generator.cc`):
//!
//! 1. a name written only in Latin, Greek and Cyrillic letters, digits, `.`, `_` and `-` (and
//!    the combining marks U+0300..U+0339) loses its diacritics: `googlé.com` reads as
//!    `google.com`, `ł`, `ø` and `đ` as `l`, `o` and `d`;
//! 2. letters that look like more than one Latin letter give one name for each reading
//!    (`þ` as `b` and as `p`, `œ` as `ce` and as `oe`);
//! 3. letters that UTS #39's confusables leave alone but that look like a Latin letter or a
//!    digit are mapped to it (Cyrillic `н` to `h`, Thai `ก` to `n`, Devanagari `०` to `o`...:
//!    Chromium's supplement to the Unicode list);
//! 4. the rest is UTS #39's skeleton (§4), so `m` and `rn` meet;
//! 5. what typosquatted ASCII names use beyond that is folded: `vv` as `w`, `cl` as `d`, `0` as
//!    `o` (see [`fold_ascii_lookalikes`]).
//!
//! Shared, as it is, by `build.rs`, which computes the skeletons of the top domains with it, and
//! by the program, which computes the skeleton of the domain in a link: both sides of the
//! comparison are the same function, and the list costs nothing at startup. It only uses the
//! crates both have (unicode-normalization, unicode-script, unicode-security).

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;
use unicode_script::{Script, UnicodeScript};

/// Names longer than this many characters get no alternative readings (step 2), as in Chromium:
/// their number grows with every such letter.
const MAX_ALTERNATING_LENGTH: usize = 32;

/// At most this many letters with several readings are expanded (Chromium's limit, so that at
/// most 2^5 names are made); a name with more keeps one reading.
const MAX_ALTERNATING_LETTERS: usize = 5;

/// The skeletons of `host` (a domain name in Unicode, lower case): one, or one per reading of
/// the letters that look like more than one Latin letter. A trailing dot is ignored.
pub fn skeletons(host: &str) -> Vec<String> {
    let host = host.strip_suffix('.').unwrap_or(host);
    let plain = if host.chars().all(is_latin_greek_cyrillic) {
        without_diacritics(host)
    } else {
        host.to_string()
    };
    readings(&plain)
        .iter()
        .map(|reading| {
            let mapped: String = reading
                .chars()
                .map(|c| match supplement(c) {
                    Some(s) => s.to_string(),
                    None => c.to_string(),
                })
                .collect();
            fold_ascii_lookalikes(&unicode_security::skeleton(&mapped).collect::<String>())
        })
        .collect()
}

/// Step 5, for names typed in ASCII: the letter pairs and digits typosquatted domains use
/// that UTS #39 leaves apart, as browsers' look-alike checks fold them: `vv` reads as `w`,
/// `cl` as `d`, and the digit `0` (which the skeleton makes a capital `O`) as `o`; `1` is `l`
/// and `rn` is `m` in the skeleton already.
fn fold_ascii_lookalikes(skeleton: &str) -> String {
    skeleton
        .replace('O', "o")
        .replace("vv", "w")
        .replace("cl", "d")
}

/// Whether `c` may stand in a name whose diacritics are removed: Latin, Greek and Cyrillic
/// letters, ASCII digits, `.`, `_`, `-`, and the combining marks U+0300..U+0339.
fn is_latin_greek_cyrillic(c: char) -> bool {
    c.is_ascii_digit()
        || matches!(c, '.' | '_' | '-' | '\u{300}'..='\u{339}')
        || matches!(c.script(), Script::Latin | Script::Greek | Script::Cyrillic)
}

/// `s` decomposed, without its combining marks, with `ł`, `ø` and `đ` (which do not decompose)
/// read as `l`, `o` and `d`.
fn without_diacritics(s: &str) -> String {
    s.nfd()
        .filter(|&c| !is_combining_mark(c))
        .map(|c| match c {
            'ł' => 'l',
            'ø' => 'o',
            'đ' => 'd',
            c => c,
        })
        .nfc()
        .collect()
}

/// The readings of a letter that looks like more than one Latin letter.
fn alternatives(c: char) -> Option<&'static [&'static str]> {
    match c {
        'þ' => Some(&["b", "p"]),
        'œ' => Some(&["ce", "oe"]),
        _ => None,
    }
}

/// `s` as written, and once for each combination of the readings of its letters that look like
/// more than one Latin letter (when it is short enough and has few of them).
fn readings(s: &str) -> Vec<String> {
    let chars: Vec<char> = s.chars().collect();
    let alternating = chars.iter().filter(|&&c| alternatives(c).is_some()).count();
    if alternating == 0
        || alternating > MAX_ALTERNATING_LETTERS
        || chars.len() > MAX_ALTERNATING_LENGTH
    {
        return vec![s.to_string()];
    }
    let mut out = vec![String::new()];
    for c in chars {
        let mut options = vec![c.to_string()];
        if let Some(more) = alternatives(c) {
            options.extend(more.iter().map(|s| s.to_string()));
        }
        out = out
            .iter()
            .flat_map(|prefix| options.iter().map(move |o| format!("{prefix}{o}")))
            .collect();
    }
    out
}

/// Chromium's supplement to the UTS #39 confusables: letters and digits of other scripts that
/// look like a Latin letter or a digit, and dashes that look like a hyphen.
fn supplement(c: char) -> Option<&'static str> {
    Some(match c {
        'æ' | 'ӕ' => "ae",
        'ϼ' | 'ҏ' => "p",
        'ħ' | 'н' | 'ћ' | 'ң' | 'ҥ' | 'ӈ' | 'ӊ' | 'ԋ' | 'ԧ' | 'ԩ' => "h",
        'ĸ' | 'κ' | 'к' | 'қ' | 'ҝ' | 'ҟ' | 'ҡ' | 'ӄ' | 'ԟ' => "k",
        'ŋ' | 'п' | 'ԥ' | 'ก' | 'ח' => "n",
        'ŧ' | 'т' | 'ҭ' | 'ԏ' | '七' | '丅' | '丆' | '丁' => "t",
        'ƅ' | 'ь' | 'ҍ' | 'в' => "b",
        'ω' | 'ш' | 'щ' | 'พ' | 'ฟ' | 'ພ' | 'ຟ' => "w",
        'м' | 'ӎ' => "m",
        'є' | 'ҽ' | 'ҿ' | 'ၔ' => "e",
        'ґ' => "r",
        'ғ' | 'ӻ' => "f",
        'ҫ' | 'င' => "c",
        'ұ' | '丫' => "y",
        'χ' | 'ҳ' | 'ӽ' | 'ӿ' | '乂' => "x",
        'ԃ' | 'ძ' => "d",
        'ԍ' | 'ဌ' => "g",
        'ട' | 'ร' | 'ຣ' | 'ຮ' => "s",
        '၂' => "j",
        '०' | '০' | '੦' | '૦' | 'ଠ' | '୦' | '೦' => "o",
        '৭' | '੧' | '૧' => "q",
        'บ' | 'ບ' => "u",
        'θ' => "0",
        '२' | '২' | '੨' | '૨' | '೩' | '೭' | 'շ' => "2",
        'з' | 'ҙ' | 'ӡ' | 'उ' | 'ও' | 'ਤ' | '੩' | '૩' | '౩' | 'ဒ' | 'ვ' | 'პ' => {
            "3"
        }
        '੫' | '丩' | 'ㄐ' => "4",
        'ճ' => "6",
        '৪' | '੪' | '୫' => "8",
        '૭' | '୨' | '౨' => "9",
        '—' | '一' | '―' | '⸺' | '⸻' => "-",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(host: &str) -> String {
        let s = skeletons(host);
        assert_eq!(s.len(), 1, "{host}: {s:?}");
        s[0].clone()
    }

    #[test]
    fn diacritics_are_removed_from_latin_greek_and_cyrillic_names() {
        assert_eq!(one("googlé.com"), one("google.com"));
        assert_eq!(one("pаypał.com"), one("paypal.com"));
        assert_eq!(one("müller.de"), one("muller.de"));
    }

    #[test]
    fn m_and_rn_meet() {
        assert_eq!(one("rnicrosoft.com"), one("microsoft.com"));
        assert_eq!(one("microsoft.com"), "rnicrosoft.corn");
    }

    #[test]
    fn the_supplement_maps_letters_uts39_leaves_alone() {
        // Cyrillic "н" reads as "h".
        assert_eq!(one("нotmail.com"), one("hotmail.com"));
    }

    #[test]
    fn letters_with_two_readings_give_both() {
        let s = skeletons("þaypal.com");
        assert!(s.contains(&one("paypal.com")), "{s:?}");
        assert!(s.contains(&one("baypal.com")), "{s:?}");
    }

    #[test]
    fn other_scripts_keep_their_marks() {
        // Devanagari is not stripped (its marks are part of its letters).
        let s = one("उदाहरण.भारत");
        assert!(!s.is_ascii(), "{s}");
    }
}
