//! The language each paragraph is written in, among the languages that have a dictionary.
//!
//! A German window checks an English body in English: each paragraph's language is guessed
//! from its letters (whatlang's trigrams), among the installed dictionaries' languages only. A
//! paragraph too short to tell (fewer than [`MIN_WORDS`] words: a greeting, a three-word
//! subject) takes the whole text's language, and a text too short to tell takes the fallback
//! the caller gives (the window's language, or the body's language for the subject). A
//! paragraph clearly in a language without a dictionary is not checked, and that language is
//! reported, so the window can say once how to get one.

use whatlang::{Detector, Lang, Script};

use crate::language::{code_of, lang_of};

use super::words;

/// Fewer words than this and a paragraph's language is not guessed from it.
pub const MIN_WORDS: usize = 5;

/// How much of a paragraph the guess reads, in bytes: trigrams of the first few thousand
/// letters tell as well as all of them, and a 2 MiB paragraph costs no more than this.
const SAMPLE_BYTES: usize = 4096;

/// How sure whatlang must be (its confidence, 0 to 1) that a paragraph is in a language
/// before that language is taken over the candidates: a Dutch sentence scores about 0.67, an
/// English one 0.45 to 1 (then English is found among the candidates anyway).
const CLEAR: f64 = 0.5;

/// What a paragraph is checked as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Choice {
    /// In this language (an ISO 639-1 code that has a dictionary).
    Language(String),
    /// Not checked: it is in a language without a dictionary (the code, when known).
    Unchecked(Option<String>),
}

/// Guesses languages among a fixed set (the installed dictionaries' languages, or those the
/// person named in the config).
#[derive(Debug, Clone)]
pub struct Guesser {
    /// The candidates, as ISO 639-1 codes.
    codes: Vec<String>,
    /// Their whatlang languages (those whatlang knows).
    detector: Option<Detector>,
}

impl Guesser {
    /// A guesser among `codes` (ISO 639-1).
    pub fn new(codes: &[String]) -> Guesser {
        let langs: Vec<Lang> = codes.iter().filter_map(|c| lang_of(c)).collect();
        Guesser {
            codes: codes.to_vec(),
            detector: (!langs.is_empty()).then(|| Detector::with_allowlist(langs)),
        }
    }

    /// The language of a whole text, if it is long enough to tell: the language of most of
    /// its words.
    pub fn text_language(&self, text: &str) -> Option<String> {
        let mut sample = String::new();
        let mut count = 0;
        for range in words::paragraphs(text) {
            let paragraph = &text[range];
            count += words::words(paragraph).take(MIN_WORDS).count();
            sample.push_str(bounded(
                paragraph,
                SAMPLE_BYTES - sample.len().min(SAMPLE_BYTES),
            ));
            sample.push('\n');
            if sample.len() >= SAMPLE_BYTES {
                break;
            }
        }
        if count < MIN_WORDS {
            return None;
        }
        match self.choose_long(&sample) {
            Some(Choice::Language(code)) => Some(code),
            _ => None,
        }
    }

    /// What `paragraph` is checked as; `default` is the language for a paragraph too short
    /// to tell (the text's language, else the caller's fallback).
    pub fn choose(&self, paragraph: &str, default: Option<&str>) -> Choice {
        if let Some(choice) = self.own(paragraph) {
            return choice;
        }
        self.choose_short(paragraph, default)
    }

    /// The language a paragraph long enough to tell is written in; `None` for a short one
    /// (it takes a neighbour's, or the text's: [`Guesser::choose_short`]).
    pub fn own(&self, paragraph: &str) -> Option<Choice> {
        let long = words::words(paragraph).take(MIN_WORDS).count() >= MIN_WORDS;
        if long {
            self.choose_long(bounded(paragraph, SAMPLE_BYTES))
        } else {
            None
        }
    }

    /// A short paragraph's language: `default` (a neighbour's, the text's or the window's).
    pub fn choose_short(&self, paragraph: &str, default: Option<&str>) -> Choice {
        // Short: the default, when the paragraph is written in its script; else the only
        // candidate of the paragraph's script (a Cyrillic greeting in a German window).
        let script = whatlang::detect_script(paragraph);
        if let Some(default) = default
            && script.is_none_or(|s| writes(s, default))
        {
            // The neighbour's language, checked when it has a dictionary; else left alone (a
            // Dutch greeting is not checked as English because English has one).
            return if self.has(default) {
                Choice::Language(default.to_string())
            } else {
                Choice::Unchecked(Some(default.to_string()))
            };
        }
        let Some(script) = script else {
            return Choice::Unchecked(None);
        };
        let mut fitting = self.codes.iter().filter(|c| writes(script, c));
        match (fitting.next(), fitting.next()) {
            (Some(only), None) => Choice::Language(only.clone()),
            _ => Choice::Unchecked(None),
        }
    }

    fn has(&self, code: &str) -> bool {
        self.codes.iter().any(|c| c == code)
    }

    /// A long paragraph's language: whatlang among every language first, so that a paragraph
    /// clearly in a language without a dictionary is left alone; then among the candidates.
    fn choose_long(&self, sample: &str) -> Option<Choice> {
        let any = whatlang::detect(sample);
        if let Some(info) = &any
            && info.confidence() >= CLEAR
        {
            match code_of(info.lang()) {
                // Written without spaces: never checked, and no dictionary to suggest.
                Some("zh" | "ja" | "th" | "km" | "my") => return Some(Choice::Unchecked(None)),
                Some(code) if self.has(code) => return Some(Choice::Language(code.into())),
                Some(code) => return Some(Choice::Unchecked(Some(code.into()))),
                None => {}
            }
        }
        let among = self.detector.as_ref()?.detect(sample)?;
        code_of(among.lang()).map(|c| Choice::Language(c.into()))
    }
}

/// Whether `code`'s language is written in `script` (a language whatlang does not know is
/// taken to be written in Latin letters, as all such Hunspell languages are).
fn writes(script: Script, code: &str) -> bool {
    match lang_of(code) {
        Some(lang) => script.langs().contains(&lang),
        None => script == Script::Latin,
    }
}

/// At most `max` bytes of `text`, cut at a character boundary.
fn bounded(text: &str, max: usize) -> &str {
    if text.len() <= max {
        return text;
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn guesser(codes: &[&str]) -> Guesser {
        Guesser::new(&codes.iter().map(|c| c.to_string()).collect::<Vec<_>>())
    }

    fn lang(code: &str) -> Choice {
        Choice::Language(code.into())
    }

    #[test]
    fn long_paragraphs_are_guessed_among_the_candidates() {
        let g = guesser(&["de", "en", "fr", "ru"]);
        let english = "Hello, I would like to book a table for two people tomorrow evening.";
        let german = "Sehr geehrte Damen und Herren, ich möchte gern einen Tisch reservieren.";
        let french = "Bonjour, je voudrais réserver une table pour deux personnes demain soir.";
        let russian = "Здравствуйте, я хотел бы забронировать столик на двоих завтра вечером.";
        assert_eq!(g.choose(english, Some("de")), lang("en"));
        assert_eq!(g.choose(german, Some("en")), lang("de"));
        assert_eq!(g.choose(french, Some("de")), lang("fr"));
        assert_eq!(g.choose(russian, Some("de")), lang("ru"));
    }

    #[test]
    fn short_paragraphs_take_the_default_in_its_script() {
        let g = guesser(&["de", "en", "ru"]);
        assert_eq!(g.choose("Meeting tomorrow", Some("en")), lang("en"));
        assert_eq!(g.choose("Treffen morgen", Some("de")), lang("de"));
        // A Cyrillic greeting in a German window: the one Cyrillic candidate.
        assert_eq!(g.choose("Привет!", Some("de")), lang("ru"));
        // No default: nothing to go by but the script.
        assert_eq!(g.choose("Hallo", None), Choice::Unchecked(None));
    }

    #[test]
    fn a_paragraph_clearly_in_a_language_without_a_dictionary_is_left_alone() {
        let g = guesser(&["de", "en"]);
        let dutch = "Goedemorgen, ik zou graag een tafel voor twee personen willen reserveren \
                     voor morgenavond.";
        assert_eq!(
            g.choose(dutch, Some("de")),
            Choice::Unchecked(Some("nl".into()))
        );
        let russian = "Здравствуйте, я хотел бы забронировать столик на двоих завтра вечером.";
        assert_eq!(
            g.choose(russian, Some("de")),
            Choice::Unchecked(Some("ru".into()))
        );
    }

    #[test]
    fn the_text_language_needs_enough_words() {
        let g = guesser(&["de", "en"]);
        assert_eq!(g.text_language("Hi Ann,"), None);
        let body = "Hi Ann,\n\nthank you for the invitation, I would be glad to come along.\n";
        assert_eq!(g.text_language(body).as_deref(), Some("en"));
    }
}
