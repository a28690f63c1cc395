//! Matching what the person types against names and addresses without regard to case or
//! accents: "jur" finds "Jürgen", "MUL" finds "Müller", "ss" finds "Strauß".

use icu_normalizer::DecomposingNormalizerBorrowed;
use icu_properties::props::{GeneralCategory, GeneralCategoryGroup};

/// `text` lower case, accents removed (canonical decomposition without its marks), and the
/// letters that do not decompose written as their base letters (ß ss, æ ae, ø o, ł l, đ d).
pub fn fold(text: &str) -> String {
    let marks = icu_properties::CodePointMapData::<GeneralCategory>::new();
    let decomposed = DecomposingNormalizerBorrowed::new_nfkd().normalize(text);
    let mut out = String::with_capacity(text.len());
    for c in decomposed.chars() {
        if GeneralCategoryGroup::Mark.contains(marks.get(c)) {
            continue;
        }
        match c {
            'ß' | 'ẞ' => out.push_str("ss"),
            'æ' | 'Æ' => out.push_str("ae"),
            'œ' | 'Œ' => out.push_str("oe"),
            'ø' | 'Ø' => out.push('o'),
            'ł' | 'Ł' => out.push('l'),
            'đ' | 'Đ' => out.push('d'),
            'ı' => out.push('i'),
            other => out.extend(other.to_lowercase()),
        }
    }
    out
}

/// Whether the folded `prefix` starts `name` as a whole or any of its words, or starts
/// `address`.
pub fn matches(prefix: &str, name: Option<&str>, address: &str) -> bool {
    if prefix.is_empty() {
        return false;
    }
    if fold(address).starts_with(prefix) {
        return true;
    }
    let Some(name) = name else {
        return false;
    };
    let name = fold(name);
    name.starts_with(prefix)
        || name
            .split(|c: char| c.is_whitespace() || matches!(c, '-' | '.' | ',' | '(' | '"'))
            .any(|word| word.starts_with(prefix))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_and_accents_do_not_matter() {
        assert_eq!(fold("Jürgen MÜLLER"), "jurgen muller");
        assert_eq!(fold("Strauß Ærø Łódź"), "strauss aero lodz");
        assert_eq!(fold("Zoë Ångström"), "zoe angstrom");
        assert_eq!(fold("Ｆｕｌｌ"), "full");
        assert_eq!(fold("Дарья"), "дарья");
    }

    #[test]
    fn names_match_by_any_word_and_addresses_from_the_start() {
        let name = Some("Jürgen Müller-Lüdenscheidt");
        assert!(matches(&fold("jur"), name, "j@example.de"));
        assert!(matches(&fold("Mul"), name, "j@example.de"));
        assert!(matches(&fold("lud"), name, "j@example.de"));
        assert!(matches(&fold("jürgen m"), name, "j@example.de"));
        assert!(matches(&fold("j@ex"), name, "j@example.de"));
        assert!(!matches(&fold("example"), name, "j@example.de"));
        assert!(!matches("", name, "j@example.de"));
    }
}
