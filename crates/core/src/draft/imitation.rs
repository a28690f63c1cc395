//! Whether a name (a domain label, or the part of an address before '@') may imitate another
//! one, by UTS #39: a person reads the whole address, so both parts are held to the same rules.
//!
//! - **Mixed scripts** (§5.2): scripts mixed beyond the Moderately Restrictive level (Latin with
//!   Cyrillic or Greek, three scripts...), or Latin with another script whose letters imitate
//!   Latin ones (Armenian `օ` in `gօօgle`). Han with Hiragana and Katakana, Han with Hangul,
//!   Latin with Han and the like are ordinary and pass.
//! - **Characters no name uses** (§3.1, Identifier_Status): symbols and punctuation beyond
//!   ASCII in a name of one script.
//! - **Whole-script confusables** (§4): a name wholly in another script that reads as Latin
//!   letters (`раура`, all Cyrillic), unless the top-level domain is written in that script or
//!   is the ccTLD of a country that writes it: browsers show such labels as they are there, and
//!   `рара@mail.ru` is ordinary Russian mail.
//! - **Compatibility forms** (UAX #31 identifiers are NFKC): fullwidth (`ａｄｍｉｎ`) or
//!   mathematical (`𝐚𝐝𝐦𝐢𝐧`) letters that NFKC folds into ordinary ones. Domains never hold
//!   them (UTS 46 maps them); a local part can.

use icu_properties::props::Script;
use unicode_normalization::UnicodeNormalization;
use unicode_security::{MixedScript, RestrictionLevel, RestrictionLevelDetection};

/// How a name may imitate another one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Imitation {
    /// One script, but with characters no name uses (symbols, punctuation beyond ASCII). With
    /// the ASCII text it reads as, when it reads as one.
    Symbols(Option<String>),
    /// Scripts mixed as no ordinary name mixes them. With the ASCII text it reads as, when it
    /// reads as one.
    MixedScripts(Option<String>),
    /// Wholly in another script, yet read as this ASCII text.
    WholeScript(String),
    /// Written in compatibility forms that NFKC folds into this text.
    Compatibility(String),
}

/// ASCII country-code top-level domains of countries that write in a script that also has
/// letters like Latin ones: a label wholly in that script is ordinary there (as under the
/// script's own IDN top-level domains, such as `.рф`). The lists Chromium's IDN spoof checker
/// keeps for Cyrillic, and the Greek ccTLDs. For Latin, the ccTLDs (and `.eu`) of countries
/// whose languages write letters that a skeleton turns into ASCII (Icelandic, Danish, Norwegian
/// and Faroese `æ`, Turkish and Azerbaijani `ı`...): there `dæmi.is` is a word, not a disguised
/// `daerni`; under `.com` it stays a warning.
const SCRIPT_TLDS: &[(Script, &[&str])] = &[
    (
        Script::Latin,
        &[
            "at", "ax", "az", "be", "ch", "cz", "de", "dk", "ee", "es", "eu", "fi", "fo", "fr",
            "gl", "hr", "hu", "is", "it", "li", "lt", "lu", "lv", "mt", "nl", "no", "pl", "pt",
            "ro", "se", "si", "sk", "tm", "tr", "uz", "vn",
        ],
    ),
    (
        Script::Cyrillic,
        &[
            "bg", "by", "kz", "kg", "mk", "mn", "ru", "rs", "su", "tj", "ua", "uz",
        ],
    ),
    (Script::Greek, &["gr", "cy"]),
];

/// How a domain label may imitate another one under the top-level domain `tld`. `letters` is
/// the label without the joiners IDNA2008 allows in it (they are part of how its script is
/// written, not a script).
pub(super) fn label(letters: &str, tld: &str) -> Option<Imitation> {
    scripts(letters, letters, tld)
}

/// How the part of an address before '@' (`local`, as written: a quoted one with its quotes)
/// may imitate another one, in an address under the top-level domain `tld`. An ASCII local part
/// imitates nothing: it reads as what it is.
pub(super) fn local_part(local: &str, tld: &str) -> Option<Imitation> {
    if local.is_ascii() {
        return None;
    }
    let inner = unquote(local);
    let composed: String = inner.nfc().collect();
    let folded: String = inner.nfkc().collect();
    // Only what NFKC folds beyond canonical composition: a decomposed "é" is the same letter.
    if folded != composed {
        return Some(Imitation::Compatibility(folded));
    }
    // Dots, plus signs and other ASCII punctuation separate the words of a local part, as dots
    // separate labels: they are not part of any script. Joiners were refused in addresses
    // unless they have a job there (`crate::visible`), which is how the script is written.
    let letters: String = inner
        .chars()
        .filter(|&c| {
            (c.is_ascii_alphanumeric() || !c.is_ascii()) && !matches!(c, '\u{200C}' | '\u{200D}')
        })
        .collect();
    match scripts(&letters, &inner, tld)? {
        // A sign that is not a letter misleads only when it imitates ASCII ("sales∕team" with
        // U+2215 for "sales/team"); a local part may hold any other (RFC 6532).
        Imitation::Symbols(None) => None,
        found => Some(found),
    }
}

/// The UTS #39 checks on `letters` (what is tested for scripts), with `shown` (what a person
/// reads) giving the ASCII text it reads as.
fn scripts(letters: &str, shown: &str, tld: &str) -> Option<Imitation> {
    let looks_like = latin_reading(shown);
    let level = without_yiddish_points(letters)
        .as_ref()
        .detect_restriction_level();
    // Moderately Restrictive (Latin with one other script that is not Cyrillic or Greek) is
    // what browsers show as Unicode; it still deceives when the other script's letters imitate
    // Latin ones (Armenian "օ" in "gօօgle").
    let imitating = letters
        .chars()
        .any(|c| !c.is_ascii() && unicode_security::is_potential_mixed_script_confusable_char(c));
    let mixed = level > RestrictionLevel::ModeratelyRestrictive
        || (level == RestrictionLevel::ModeratelyRestrictive && imitating);
    if mixed {
        return Some(if letters.is_single_script() {
            Imitation::Symbols(looks_like)
        } else {
            Imitation::MixedScripts(looks_like)
        });
    }
    let latin = looks_like?;
    (!single_script(letters).is_some_and(|script| tld_of_script(tld, script)))
        .then_some(Imitation::WholeScript(latin))
}

/// The ASCII text `s` reads as, when every character outside ASCII has an ASCII skeleton
/// (UTS #39 §4: Cyrillic "р" reads as "p"), and it has one. ASCII characters stay as written,
/// so that "аdmin" reads as "admin", not as its skeleton "adrnin".
pub(super) fn latin_reading(s: &str) -> Option<String> {
    if s.is_ascii() {
        return None;
    }
    let mut out = String::with_capacity(s.len());
    for c in s.nfc() {
        if c.is_ascii() {
            out.push(c);
        } else {
            out.extend(unicode_security::skeleton(c.encode_utf8(&mut [0; 4])));
        }
    }
    out.is_ascii().then_some(out)
}

/// A quoted local part without its quotes and backslashes; any other as it is.
fn unquote(local: &str) -> String {
    let Some(inner) = local.strip_prefix('"').and_then(|l| l.strip_suffix('"')) else {
        return local.to_string();
    };
    let mut out = String::with_capacity(inner.len());
    let mut escaped = false;
    for c in inner.chars() {
        if c == '\\' && !escaped {
            escaped = true;
            continue;
        }
        escaped = false;
        out.push(c);
    }
    out
}

/// The script of `text`'s letters when they are all of one (digits and hyphens aside).
pub(super) fn single_script(text: &str) -> Option<Script> {
    use icu_properties::CodePointMapData;
    let map = CodePointMapData::<Script>::new();
    let mut found = None;
    for c in text.chars().filter(|c| c.is_alphabetic()) {
        let s = map.get(c);
        if s == Script::Common || s == Script::Inherited {
            continue;
        }
        match found {
            None => found = Some(s),
            Some(f) if f != s => return None,
            Some(_) => {}
        }
    }
    found
}

/// Whether a label wholly in `script` is ordinary under the top-level domain `tld`: the TLD is
/// written in that script, or is the ccTLD of a country that writes it.
fn tld_of_script(tld: &str, script: Script) -> bool {
    if !tld.is_ascii() {
        return single_script(tld) == Some(script);
    }
    SCRIPT_TLDS
        .iter()
        .any(|(s, tlds)| *s == script && tlds.iter().any(|t| t.eq_ignore_ascii_case(tld)))
}

/// A Hebrew-script label without its vowel points and Yiddish ligatures, for the restriction
/// level. UTS 39 lists the points (U+05B0..U+05C7) and ligatures (U+05F0..U+05F2) as
/// "Uncommon_Use", which is right for Hebrew, but Yiddish needs them (`אַ`, `אָ`, `פּ`: IANA's
/// Yiddish test domain `באַשפּיל.טעסט`); a point on a Hebrew letter cannot make it look Latin,
/// so the tailoring UTS 39 §3.1 allows for a language lets them pass. Other labels as they are.
fn without_yiddish_points(label: &str) -> std::borrow::Cow<'_, str> {
    let point = |c: char| {
        matches!(
            c,
            '\u{05B0}'..='\u{05BD}' | '\u{05BF}' | '\u{05C1}' | '\u{05C2}' | '\u{05C7}'
        )
    };
    let ligature = |c: char| matches!(c, '\u{05F0}'..='\u{05F2}');
    if single_script(label) != Some(Script::Hebrew)
        || !label.chars().any(|c| point(c) || ligature(c))
    {
        return label.into();
    }
    label
        .chars()
        .filter(|&c| !point(c))
        .map(|c| if ligature(c) { '\u{05D5}' } else { c })
        .collect::<String>()
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use Imitation::*;

    #[test]
    fn a_letter_of_another_script_in_a_latin_local_part() {
        assert_eq!(
            local_part("\u{430}dmin", "example"),
            Some(MixedScripts(Some("admin".into())))
        );
        // The script test ignores the dots between words, not the letters around them.
        assert_eq!(
            local_part("ivan.\u{43F}etrov", "com"),
            Some(MixedScripts(None))
        );
    }

    #[test]
    fn a_local_part_wholly_in_another_script_that_reads_as_latin() {
        // "аррӏе", all Cyrillic, reads "apple".
        let apple = "\u{430}\u{440}\u{440}\u{4CF}\u{435}";
        assert_eq!(local_part(apple, "com"), Some(WholeScript("apple".into())));
        // Under the TLD of a country that writes Cyrillic, or a Cyrillic TLD, it is a word.
        assert_eq!(local_part("\u{440}\u{430}\u{440}\u{430}", "ru"), None);
        assert_eq!(local_part(apple, "рф"), None);
    }

    #[test]
    fn compatibility_forms_fold_into_ordinary_letters() {
        assert_eq!(
            local_part("ａｄｍｉｎ", "example"),
            Some(Compatibility("admin".into()))
        );
        assert_eq!(
            local_part("𝐚𝐝𝐦𝐢𝐧", "example"),
            Some(Compatibility("admin".into()))
        );
        // A decomposed "é" is the same letter as a composed one.
        assert_eq!(local_part("jose\u{301}", "example"), None);
    }

    #[test]
    fn ordinary_local_parts_in_any_script_pass() {
        for (local, tld) in [
            ("josé", "example"),
            ("josé.garcía+news", "com"),
            ("Dörte", "com"),
            ("müller", "de"),
            ("þjónusta", "is"),
            ("коля", "рф"),
            ("иван", "com"),
            ("θσερ", "ψομ"),
            ("अजय", "भारत"),
            ("二ノ宮", "日本"),
            ("测试", "我爱你"),
            ("用户", "com"),
            ("أحمد", "السعودية"),
            ("رابطہ", "پاکستان"),
            ("\"josé garcía\"", "example"),
            ("a★b", "example"),
        ] {
            assert_eq!(local_part(local, tld), None, "{local}@…{tld}");
        }
    }

    #[test]
    fn a_sign_that_imitates_ascii_punctuation() {
        // U+2215 DIVISION SLASH for "/".
        assert_eq!(
            local_part("sales\u{2215}team", "example"),
            Some(Symbols(Some("sales/team".into())))
        );
        // U+2024 ONE DOT LEADER for ".": NFKC folds it, so it is a compatibility form.
        assert_eq!(
            local_part("support\u{2024}team", "example"),
            Some(Compatibility("support.team".into()))
        );
    }

    #[test]
    fn latin_reading_keeps_ascii_as_written() {
        assert_eq!(latin_reading("\u{430}dmin").as_deref(), Some("admin"));
        assert_eq!(latin_reading("admin"), None);
        assert_eq!(latin_reading("josé"), None);
    }
}
