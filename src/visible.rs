//! Making hostile text safe to show: a decoded field may hold characters that reorder or hide
//! text (bidi controls, zero-width characters), which a terminal or text renderer would obey.
//! We never rely on the renderer to neutralise them; we replace them with a visible
//! `<U+XXXX>` spelling.

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

/// Classifies `c`: `None` for a character that is shown as itself.
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

/// Whether `c` is a control, a bidi formatting character or an invisible character that could
/// make shown text differ from what it is.
pub fn is_suspicious(c: char) -> bool {
    suspicion(c).is_some()
}

/// `s` with every [suspicious](is_suspicious) character written as `<U+XXXX>`; tabs and line
/// breaks are kept when `multiline` is set.
pub fn make_visible(s: &str, multiline: bool) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if multiline && (c == '\n' || c == '\t') {
            out.push(c);
        } else if is_suspicious(c) {
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
}
