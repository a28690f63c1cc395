// The body of the spelling fuzz target, shared by `fuzz_targets/spelling.rs` (cargo fuzz) and
// `examples/fuzz_spelling.rs` (the same checks over a generated corpus, on stable Rust).
//
// Arbitrary bytes, read as text, go through the word finder and the checker with the
// system's English and German dictionaries (German for its compounds): no panic, every
// misspelling is a whole word of the text at a character boundary, no longer than the cap,
// and never inside a quoted line.

use mailto_preview::spelling::dictionaries::Installed;
use mailto_preview::spelling::words::{self, MAX_WORD_CHARS};
use mailto_preview::spelling::{SpellSettings, Speller};

/// A checker over en_US and de_DE from /usr/share/hunspell (none installed: the words are
/// still found and checked against nothing).
fn speller() -> Speller {
    let installed = Installed::scan_folders(&["/usr/share/hunspell".into()]);
    let settings = SpellSettings {
        languages: vec!["en-US".into(), "de-DE".into()],
        word_lists: Vec::new(),
        ..SpellSettings::default()
    };
    Speller::new(installed, settings)
}

fn check_one(speller: &mut Speller, data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let text = text.as_ref();
    for w in words::words(text) {
        assert_eq!(&text[w.range.clone()], w.text);
        assert!(w.text.chars().count() <= MAX_WORD_CHARS);
    }
    for p in words::paragraphs(text) {
        assert!(text.is_char_boundary(p.start) && text.is_char_boundary(p.end));
    }
    let fallback = if data.first().is_some_and(|b| b % 2 == 0) { "de" } else { "en" };
    let report = speller
        .check(text, Some(fallback), &|| false)
        .expect("not stopped");
    for m in &report.misspelt {
        assert!(text.is_char_boundary(m.range.start) && text.is_char_boundary(m.range.end));
        let word = &text[m.range.clone()];
        assert!(!word.is_empty() && word.chars().count() <= MAX_WORD_CHARS, "{word:?}");
        let line_start = text[..m.range.start].rfind('\n').map_or(0, |i| i + 1);
        assert!(!words::is_quoted(&text[line_start..]), "{word:?} is in a quoted line");
    }
    // Suggestions for the first misspelling (capped in length by the checker), for one input
    // in about 64: a suggestion costs tens of milliseconds, checking microseconds.
    if data.len() % 64 == 1
        && let Some(m) = report.misspelt.first()
    {
        let word = text[m.range.clone()].to_string();
        let _ = speller.suggest(&word, &m.dictionary);
    }
}
