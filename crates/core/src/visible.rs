//! Making hostile text safe to show: a decoded field may hold characters that reorder or hide
//! text (bidi controls, zero-width characters), which a terminal or text renderer would obey.
//! We never rely on the renderer to neutralise them; we replace them with a visible
//! `<U+XXXX>` spelling.
//!
//! An invisible character is suspicious only where it is not part of how a language or an
//! emoji is written. Where the standards give it a job, it is shown as itself:
//! - ZWNJ (U+200C) after a virama, or between letters that would otherwise join (RFC 5892
//!   Appendix A.1: Persian `می‌خواهم`);
//! - ZWJ (U+200D) beside a virama (RFC 5892 Appendix A.2: Marathi `र्‍य`, Malayalam chillu
//!   forms; Bengali writes it before the virama), and between emoji (UTS #51 ZWJ sequences:
//!   `👨‍👩‍👧`);
//! - a variation selector after a character that has variants: VS16/VS15 after an emoji
//!   (`❤️`, keycaps `1️⃣`), VS1–VS14 after a Han, Myanmar or symbol character, VS17–VS256 after
//!   a Han ideograph (Ideographic Variation Sequences);
//! - tag characters inside an emoji tag sequence (UTS #51: the Scotland flag is U+1F3F4, tags,
//!   U+E007F);
//! - Mongolian variation selectors and the vowel separator beside Mongolian letters.
//!
//! Everything else that is a control, a bidi formatting character or a
//! Default_Ignorable_Code_Point stays suspicious.

use icu_properties::props::{
    CanonicalCombiningClass, Emoji, EmojiModifier, ExtendedPictographic, GeneralCategory,
    JoiningType, Script,
};
use icu_properties::{CodePointMapData, CodePointSetData};

/// Why a character is not shown as itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Suspicion {
    /// A C0 or C1 control, or DEL.
    Control,
    /// A bidirectional formatting character, which reorders the text around it.
    Bidi,
    /// An invisible character (Unicode Default_Ignorable_Code_Point, or a line or paragraph
    /// separator), which hides or splits text.
    Invisible,
}

/// What `c` is, on its own: `None` for a character that is shown as itself whatever stands
/// around it. An invisible character may still be legitimate in its place ([`suspicions`]).
pub fn suspicion(c: char) -> Option<Suspicion> {
    if c.is_ascii() {
        return c.is_ascii_control().then_some(Suspicion::Control);
    }
    if c.is_control() {
        return Some(Suspicion::Control);
    }
    match c {
        '\u{061C}'
        | '\u{200E}'
        | '\u{200F}'
        | '\u{202A}'..='\u{202E}'
        | '\u{2066}'..='\u{2069}' => Some(Suspicion::Bidi),
        // Default_Ignorable_Code_Point (Unicode DerivedCoreProperties), plus U+2028/U+2029.
        '\u{00AD}'
        | '\u{034F}'
        | '\u{115F}'
        | '\u{1160}'
        | '\u{17B4}'
        | '\u{17B5}'
        | '\u{180B}'..='\u{180F}'
        | '\u{200B}'..='\u{200D}'
        | '\u{2028}'
        | '\u{2029}'
        | '\u{2060}'..='\u{2065}'
        | '\u{206A}'..='\u{206F}'
        | '\u{3164}'
        | '\u{FE00}'..='\u{FE0F}'
        | '\u{FEFF}'
        | '\u{FFA0}'
        | '\u{FFF0}'..='\u{FFF8}'
        | '\u{1BCA0}'..='\u{1BCA3}'
        | '\u{1D173}'..='\u{1D17A}'
        | '\u{E0000}'..='\u{E0FFF}' => Some(Suspicion::Invisible),
        _ => None,
    }
}

/// Each character of `text` with why it is suspicious *where it stands* (`None`: shown as
/// itself). Linear in the text.
pub fn suspicions(text: &str) -> impl Iterator<Item = (char, Option<Suspicion>)> + '_ {
    let chars: Vec<char> = text.chars().collect();
    let mut in_tag_sequence = false;
    (0..chars.len()).map(move |i| {
        let c = chars[i];
        let s = match suspicion(c) {
            Some(Suspicion::Invisible) if legitimate(&chars, i, &mut in_tag_sequence) => None,
            other => other,
        };
        (c, s)
    })
}

/// Whether any character of `text` is suspicious where it stands.
pub fn has_suspicious(text: &str) -> bool {
    suspicions(text).any(|(_, s)| s.is_some())
}

/// Whether the invisible character `chars[i]` has a job where it stands (see the module's
/// list). `in_tag` carries whether a well-formed emoji tag sequence is open.
fn legitimate(chars: &[char], i: usize, in_tag: &mut bool) -> bool {
    let c = chars[i];
    let prev = i.checked_sub(1).map(|p| chars[p]);
    let next = chars.get(i + 1).copied();
    match c {
        '\u{200C}' => after_virama(prev) || joins_around(chars, i),
        '\u{200D}' => {
            after_virama(prev)
                || next.is_some_and(is_virama)
                || (prev.is_some_and(ends_emoji) && next.is_some_and(is_pictographic))
        }
        '\u{FE0E}' | '\u{FE0F}' => prev.is_some_and(is_emoji),
        '\u{FE00}'..='\u{FE0D}' => prev.is_some_and(|p| {
            let script = script(p);
            script == Script::Han
                || script == Script::Myanmar
                || matches!(
                    general_category(p),
                    GeneralCategory::MathSymbol | GeneralCategory::OtherSymbol
                )
        }),
        '\u{E0100}'..='\u{E01EF}' => prev.is_some_and(|p| script(p) == Script::Han),
        '\u{E0020}'..='\u{E007E}' => {
            // Opened by the black flag, continued by tags, closed by the cancel tag: whether
            // the run is closed is found once, when it opens.
            if prev == Some('\u{1F3F4}') {
                *in_tag = chars[i..]
                    .iter()
                    .find(|&&t| !matches!(t, '\u{E0020}'..='\u{E007E}'))
                    == Some(&'\u{E007F}');
            }
            *in_tag
        }
        '\u{E007F}' => std::mem::replace(in_tag, false),
        '\u{180B}'..='\u{180F}' => [prev, next]
            .into_iter()
            .flatten()
            .any(|n| script(n) == Script::Mongolian),
        _ => false,
    }
}

fn script(c: char) -> Script {
    CodePointMapData::<Script>::new().get(c)
}

fn general_category(c: char) -> GeneralCategory {
    CodePointMapData::<GeneralCategory>::new().get(c)
}

fn is_virama(c: char) -> bool {
    CodePointMapData::<CanonicalCombiningClass>::new().get(c) == CanonicalCombiningClass::Virama
}

fn after_virama(prev: Option<char>) -> bool {
    prev.is_some_and(is_virama)
}

fn is_emoji(c: char) -> bool {
    CodePointSetData::new::<Emoji>().contains(c)
}

fn is_pictographic(c: char) -> bool {
    CodePointSetData::new::<ExtendedPictographic>().contains(c)
}

/// Whether `c` can end an emoji before a ZWJ: a pictograph, a skin-tone modifier, or VS16.
fn ends_emoji(c: char) -> bool {
    is_pictographic(c) || CodePointSetData::new::<EmojiModifier>().contains(c) || c == '\u{FE0F}'
}

/// RFC 5892 Appendix A.1, rule 2: a ZWNJ between a letter that joins to the left (L or D)
/// and one that joins to the right (R or D), transparent marks between them allowed.
pub(crate) fn joins_around(chars: &[char], i: usize) -> bool {
    let joining = |c: char| CodePointMapData::<JoiningType>::new().get(c);
    let before = chars[..i]
        .iter()
        .rev()
        .map(|&c| joining(c))
        .find(|&t| t != JoiningType::Transparent);
    let after = chars[i + 1..]
        .iter()
        .map(|&c| joining(c))
        .find(|&t| t != JoiningType::Transparent);
    matches!(
        before,
        Some(JoiningType::LeftJoining | JoiningType::DualJoining)
    ) && matches!(
        after,
        Some(JoiningType::RightJoining | JoiningType::DualJoining)
    )
}

/// RFC 5892 Appendix A.1 and A.2 (CONTEXTJ), as IDNA2008 applies them in a domain label:
/// whether the ZWNJ or ZWJ at `i` is allowed there. A ZWJ only after a virama.
pub(crate) fn joiner_allowed_in_label(chars: &[char], i: usize) -> bool {
    let prev = i.checked_sub(1).map(|p| chars[p]);
    match chars[i] {
        '\u{200C}' => after_virama(prev) || joins_around(chars, i),
        '\u{200D}' => after_virama(prev),
        _ => false,
    }
}

/// Whether `text` holds a right-to-left character (Hebrew, Arabic, Syriac, Thaana, N'Ko...),
/// so that showing it as it is read needs reordering (UAX #9). ASCII text is answered at once.
pub fn has_rtl(text: &str) -> bool {
    use icu_properties::props::BidiClass;
    !text.is_ascii()
        && text.chars().any(|c| {
            c >= '\u{0590}'
                && matches!(
                    CodePointMapData::<BidiClass>::new().get(c),
                    BidiClass::RightToLeft | BidiClass::ArabicLetter | BidiClass::ArabicNumber
                )
        })
}

/// `s` with every character that is suspicious where it stands written as `<U+XXXX>`; tabs
/// and line breaks are kept when `multiline` is set.
pub fn make_visible(s: &str, multiline: bool) -> String {
    let mut out = String::with_capacity(s.len());
    for (c, suspicion) in suspicions(s) {
        if multiline && (c == '\n' || c == '\t') {
            out.push(c);
        } else if suspicion.is_some() {
            out.push_str(&format!("<U+{:04X}>", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bidi_and_invisible_characters_are_spelled_out() {
        assert_eq!(
            make_visible("evil\u{202E}gpj.exe\u{200B}", false),
            "evil<U+202E>gpj.exe<U+200B>"
        );
        assert_eq!(make_visible("a\nb\x1b[2J", true), "a\nb<U+001B>[2J");
        assert_eq!(make_visible("a\nb", false), "a<U+000A>b");
        assert_eq!(make_visible("café 納豆", false), "café 納豆");
        assert_eq!(suspicion('\u{2067}'), Some(Suspicion::Bidi));
        assert_eq!(suspicion('\u{E0041}'), Some(Suspicion::Invisible));
        assert_eq!(suspicion('\u{85}'), Some(Suspicion::Control));
        assert_eq!(suspicion('é'), None);
    }

    /// Each row: text, and whether it holds anything suspicious where it stands.
    const JOBS: &[(&str, &str, bool)] = &[
        (
            "Persian ZWNJ between joining letters",
            "می\u{200C}خواهم",
            false,
        ),
        (
            "Persian ZWNJ before a right-joining letter",
            "بی\u{200C}ادب",
            false,
        ),
        ("Hindi ZWNJ after a virama", "क्\u{200C}ष", false),
        ("Marathi eyelash ra: virama then ZWJ", "र्\u{200D}य", false),
        ("Malayalam chillu, old encoding", "ന്\u{200D}", false),
        ("Bengali: ZWJ before the virama", "র\u{200D}্য", false),
        ("emoji family", "👨\u{200D}👩\u{200D}👧", false),
        ("emoji with skin tone then ZWJ", "👩🏽\u{200D}💻", false),
        ("rainbow flag: VS16 then ZWJ", "🏳\u{FE0F}\u{200D}🌈", false),
        ("red heart with VS16", "❤\u{FE0F}", false),
        ("keycap one", "1\u{FE0F}\u{20E3}", false),
        (
            "Scotland flag tag sequence",
            "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
            false,
        ),
        (
            "Han with an ideographic variation selector",
            "葛\u{E0100}",
            false,
        ),
        ("Mongolian free variation selector", "ᠠ\u{180B}", false),
        ("ZWNJ between Latin letters", "pay\u{200C}pal", true),
        ("ZWJ between Latin letters", "pay\u{200D}pal", true),
        ("ZWSP anywhere", "pay\u{200B}pal", true),
        ("VS16 after a letter", "a\u{FE0F}", true),
        ("tags without the flag", "x\u{E0067}\u{E007F}", true),
        ("tags never closed", "🏴\u{E0067}\u{E0062}", true),
        (
            "ZWJ after an emoji but before a letter",
            "👨\u{200D}a",
            true,
        ),
        ("a lone cancel tag", "\u{E007F}", true),
        ("Mongolian selector after Latin", "a\u{180B}", true),
        ("RLO stays a bidi control", "\u{202E}txt", true),
    ];

    #[test]
    fn an_invisible_character_with_a_job_is_shown_as_itself() {
        for (what, text, suspicious) in JOBS {
            assert_eq!(has_suspicious(text), *suspicious, "{what}: {text:?}");
            if !suspicious {
                assert_eq!(make_visible(text, false), *text, "{what}");
            }
        }
    }

    #[test]
    fn labels_follow_idna2008_contextj() {
        let allowed = |s: &str| {
            let chars: Vec<char> = s.chars().collect();
            let i = chars
                .iter()
                .position(|c| matches!(c, '\u{200C}' | '\u{200D}'))
                .unwrap();
            joiner_allowed_in_label(&chars, i)
        };
        assert!(allowed("می\u{200C}خواهم"));
        assert!(allowed("क्\u{200C}ष"));
        assert!(allowed("र्\u{200D}य"));
        assert!(!allowed("র\u{200D}্য"), "IDNA2008 wants the virama first");
        assert!(!allowed("a\u{200C}b"));
        assert!(!allowed("👨\u{200D}👩"));
    }
}
