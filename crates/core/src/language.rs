//! Languages by their ISO 639-1 code: the whatlang language that guesses a text's language,
//! and the language's own name for it (its endonym), which a person looks for in a list of
//! languages whatever the window's language is, the way GNOME's and KDE's language choosers
//! show them. One table, so that the spelling checker, the attachment reminder and the words
//! that name a language agree.

use whatlang::Lang;

/// Every language whatlang knows: its code (ISO 639-1, what Hunspell dictionaries and the
/// catalogues are named by) and its name in itself.
const LANGUAGES: &[(Lang, &str, &str)] = &[
    (Lang::Epo, "eo", "Esperanto"),
    (Lang::Eng, "en", "English"),
    (Lang::Rus, "ru", "русский"),
    (Lang::Cmn, "zh", "中文"),
    (Lang::Spa, "es", "español"),
    (Lang::Por, "pt", "português"),
    (Lang::Ita, "it", "italiano"),
    (Lang::Ben, "bn", "বাংলা"),
    (Lang::Fra, "fr", "français"),
    (Lang::Deu, "de", "Deutsch"),
    (Lang::Ukr, "uk", "українська"),
    (Lang::Kat, "ka", "ქართული"),
    (Lang::Ara, "ar", "العربية"),
    (Lang::Hin, "hi", "हिन्दी"),
    (Lang::Jpn, "ja", "日本語"),
    (Lang::Heb, "he", "עברית"),
    (Lang::Yid, "yi", "ייִדיש"),
    (Lang::Pol, "pl", "polski"),
    (Lang::Amh, "am", "አማርኛ"),
    (Lang::Jav, "jv", "Basa Jawa"),
    (Lang::Kor, "ko", "한국어"),
    (Lang::Nob, "nb", "norsk bokmål"),
    (Lang::Dan, "da", "dansk"),
    (Lang::Swe, "sv", "svenska"),
    (Lang::Fin, "fi", "suomi"),
    (Lang::Tur, "tr", "Türkçe"),
    (Lang::Nld, "nl", "Nederlands"),
    (Lang::Hun, "hu", "magyar"),
    (Lang::Ces, "cs", "čeština"),
    (Lang::Ell, "el", "Ελληνικά"),
    (Lang::Bul, "bg", "български"),
    (Lang::Bel, "be", "беларуская"),
    (Lang::Mar, "mr", "मराठी"),
    (Lang::Kan, "kn", "ಕನ್ನಡ"),
    (Lang::Ron, "ro", "română"),
    (Lang::Slv, "sl", "slovenščina"),
    (Lang::Hrv, "hr", "hrvatski"),
    (Lang::Srp, "sr", "српски"),
    (Lang::Mkd, "mk", "македонски"),
    (Lang::Lit, "lt", "lietuvių"),
    (Lang::Lav, "lv", "latviešu"),
    (Lang::Est, "et", "eesti"),
    (Lang::Tam, "ta", "தமிழ்"),
    (Lang::Vie, "vi", "Tiếng Việt"),
    (Lang::Urd, "ur", "اردو"),
    (Lang::Tha, "th", "ไทย"),
    (Lang::Guj, "gu", "ગુજરાતી"),
    (Lang::Uzb, "uz", "oʻzbekcha"),
    (Lang::Pan, "pa", "ਪੰਜਾਬੀ"),
    (Lang::Aze, "az", "azərbaycan"),
    (Lang::Ind, "id", "Bahasa Indonesia"),
    (Lang::Tel, "te", "తెలుగు"),
    (Lang::Pes, "fa", "فارسی"),
    (Lang::Mal, "ml", "മലയാളം"),
    (Lang::Ori, "or", "ଓଡ଼ିଆ"),
    (Lang::Mya, "my", "မြန်မာ"),
    (Lang::Nep, "ne", "नेपाली"),
    (Lang::Sin, "si", "සිංහල"),
    (Lang::Khm, "km", "ខ្មែរ"),
    (Lang::Tuk, "tk", "türkmen dili"),
    (Lang::Aka, "ak", "Akan"),
    (Lang::Zul, "zu", "isiZulu"),
    (Lang::Sna, "sn", "chiShona"),
    (Lang::Afr, "af", "Afrikaans"),
    (Lang::Lat, "la", "Latina"),
    (Lang::Slk, "sk", "slovenčina"),
    (Lang::Cat, "ca", "català"),
    (Lang::Tgl, "tl", "Tagalog"),
    (Lang::Hye, "hy", "հայերեն"),
    (Lang::Cym, "cy", "Cymraeg"),
];

/// Languages with a dictionary on Debian that whatlang does not know, by their own names.
const OTHER_NAMES: &[(&str, &str)] = &[
    ("eu", "euskara"),
    ("gl", "galego"),
    ("ga", "Gaeilge"),
    ("gd", "Gàidhlig"),
    ("is", "íslenska"),
    ("nn", "norsk nynorsk"),
    ("no", "norsk"),
    ("br", "brezhoneg"),
    ("oc", "occitan"),
    ("fo", "føroyskt"),
    ("se", "davvisámegiella"),
    ("kk", "қазақ тілі"),
    ("ku", "kurdî"),
    ("lb", "Lëtzebuergesch"),
    ("sq", "shqip"),
    ("bs", "bosanski"),
    ("sw", "Kiswahili"),
];

/// The ISO 639-1 code of a whatlang language.
pub fn code_of(lang: Lang) -> Option<&'static str> {
    LANGUAGES
        .iter()
        .find(|(l, _, _)| *l == lang)
        .map(|(_, c, _)| *c)
}

/// The whatlang language of an ISO 639-1 code (`nn` and `no` read as Bokmål, the one
/// Norwegian whatlang knows).
pub fn lang_of(code: &str) -> Option<Lang> {
    let code = match code {
        "no" | "nn" => "nb",
        other => other,
    };
    LANGUAGES
        .iter()
        .find(|(_, c, _)| *c == code)
        .map(|(l, _, _)| *l)
}

/// The language's name in itself ("Deutsch" for `de`), or `None` for a code we have no name
/// for (the caller shows the code then).
pub fn endonym(code: &str) -> Option<&'static str> {
    LANGUAGES
        .iter()
        .map(|(_, c, name)| (*c, *name))
        .chain(OTHER_NAMES.iter().copied())
        .find(|(c, _)| *c == code)
        .map(|(_, name)| name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_languages_map_both_ways() {
        for (lang, code, _) in LANGUAGES {
            assert_eq!(code_of(*lang), Some(*code));
            assert_eq!(lang_of(code), Some(*lang));
        }
        assert_eq!(lang_of("nn"), Some(Lang::Nob));
        assert_eq!(lang_of("xx"), None);
        assert_eq!(
            Lang::all().len(),
            LANGUAGES.len(),
            "every whatlang language has a code"
        );
    }

    #[test]
    fn a_language_is_named_in_itself() {
        assert_eq!(endonym("de"), Some("Deutsch"));
        assert_eq!(endonym("ru"), Some("русский"));
        assert_eq!(endonym("gl"), Some("galego"));
        assert_eq!(endonym("xx"), None);
        // Every name is distinct, and no code is listed twice with two names.
        let mut codes: Vec<&str> = LANGUAGES.iter().map(|(_, c, _)| *c).collect();
        codes.extend(OTHER_NAMES.iter().map(|(c, _)| *c));
        let all = codes.len();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), all);
    }
}
