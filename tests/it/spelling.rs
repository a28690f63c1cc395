//! Spelling with the real dictionaries Debian installs (`hunspell-en-us`, `hunspell-de-de`,
//! `hunspell-fr`, `hunspell-ru`; `.ci/run` installs them): each paragraph is checked in its
//! own language whatever the window's, correct German compounds are not marked, Russian and
//! French are checked, and hostile text is checked without harm. Everything goes through the
//! window's own path, the spelling thread ([`SpellWorker`]), and waits on its results.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use mailto_preview::spelling::dictionaries::Installed;
use mailto_preview::spelling::{Checked, SpellSettings, SpellWorker, TextId};

/// Long enough for a busy machine to load a dictionary and check; the tests wait on the
/// result, never for a fixed time.
const WAIT: Duration = Duration::from_secs(120);

const BODY: TextId = TextId(1);

/// The system's dictionaries, or the test is skipped (failed under CI) naming the packages.
fn installed() -> Installed {
    let installed = Installed::scan_folders(&[PathBuf::from("/usr/share/hunspell")]);
    let missing: Vec<&str> = [
        ("en_US", "hunspell-en-us"),
        ("de_DE", "hunspell-de-de"),
        ("fr", "hunspell-fr"),
        ("ru_RU", "hunspell-ru"),
    ]
    .iter()
    .filter(|(tag, _)| installed.get(tag).is_none())
    .map(|(_, package)| *package)
    .collect();
    if !missing.is_empty() {
        crate::harness::skip(format!("not installed here: {}", missing.join(", ")));
    }
    installed
}

/// A spelling thread over the system's dictionaries, with word lists in a folder of its own.
fn worker(tag: &str) -> (SpellWorker, PathBuf) {
    let lists = super::servers::temp_dir(tag);
    let settings = SpellSettings {
        word_lists: vec![lists.clone()],
        ..SpellSettings::default()
    };
    (
        SpellWorker::with_dictionaries(installed(), settings, mailto_preview::task::no_wake()),
        lists,
    )
}

/// Checks `text` as revision `revision` of the body with `fallback` as the window's
/// language, and returns the result.
fn check(w: &SpellWorker, revision: u64, text: &str, fallback: &str) -> Arc<Checked> {
    w.check(BODY, revision, text, Some(fallback));
    w.wait_for(BODY, revision, WAIT)
        .expect("the spelling thread answers")
}

/// The words marked in `text`.
fn marked<'a>(checked: &Checked, text: &'a str) -> Vec<&'a str> {
    checked
        .report
        .misspelt
        .iter()
        .map(|m| &text[m.range.clone()])
        .collect()
}

fn a_german_window_checks_an_english_body_in_english() {
    let (w, _) = worker("spell-en");
    let body = "Hi Ann,\n\nthank you for your letter. I did not recieve the adress you mentioned, \
                and teh hotel has no accomodation left for the conference next week.\n\n\
                Best regards,\nPeter\n";
    let checked = check(&w, 1, body, "de");
    assert_eq!(
        marked(&checked, body),
        ["recieve", "adress", "teh", "accomodation"]
    );
    assert_eq!(checked.report.language.as_deref(), Some("en"));
    assert!(
        checked
            .report
            .misspelt
            .iter()
            .all(|m| m.dictionary == "en_US")
    );
    let correct = "Hi Ann,\n\nthank you for your letter. I did not receive the address you \
                   mentioned, and the hotel has no accommodation left for the conference next \
                   week.\n\nBest regards,\nPeter\n";
    let checked = check(&w, 2, correct, "de");
    assert_eq!(marked(&checked, correct), Vec::<&str>::new());
}

fn correct_german_with_long_compounds_is_not_marked() {
    let (w, _) = worker("spell-de");
    let body = "Sehr geehrte Damen und Herren,\n\ndie Donaudampfschifffahrtsgesellschaft hat \
                ihre Haftpflichtversicherung und die Betriebskostenabrechnung geschickt. Die \
                Kraftfahrzeughaftpflichtversicherung, das Bundesverfassungsgericht und die \
                Wohnungsbaugenossenschaft warten auf die Umsatzsteuervoranmeldung und die \
                Einkommensteuererklärung. Das Vorstellungsgespräch am Hauptbahnhof ist um \
                zehn Uhr.\n\nMit freundlichen Grüßen\nIhr Kundendienst\n";
    let checked = check(&w, 1, body, "en");
    assert_eq!(marked(&checked, body), Vec::<&str>::new());
    assert_eq!(checked.report.language.as_deref(), Some("de"));
    let typos = "Sehr geehrte Damen und Herren, das Wörterbüch und die Rechtschreibprüfüng \
                 sind im Hauptbanhof angekommen.";
    let checked = check(&w, 2, typos, "en");
    assert_eq!(
        marked(&checked, typos),
        ["Wörterbüch", "Rechtschreibprüfüng", "Hauptbanhof"]
    );
}

fn russian_and_french_are_checked() {
    let (w, _) = worker("spell-ru-fr");
    let text = "Здравствуйте!\n\nСпасибо за ваше письмо. Я получил превет и документы, \
                но адрес в договре указан неверно.\n\n\
                Bonjour,\n\nmerci pour votre lettre. Je n’ai pas reçu l’adresse et le \
                documant que vous avez mentionnés, mais je vous écrirai demain.\n";
    let checked = check(&w, 1, text, "en");
    assert_eq!(marked(&checked, text), ["превет", "договре", "documant"]);
    let dictionaries: Vec<&str> = checked
        .report
        .misspelt
        .iter()
        .map(|m| m.dictionary.as_str())
        .collect();
    assert_eq!(
        dictionaries,
        ["ru_RU", "ru_RU", "fr_FR"],
        "fr_FR: the main variant"
    );
}

fn short_texts_take_the_fallback_and_unspaced_scripts_are_not_marked() {
    let (w, _) = worker("spell-short");
    // A three-word subject in a German window is German...
    let subject = "Treffen morgen Nachmitag";
    assert_eq!(marked(&check(&w, 1, subject, "de"), subject), ["Nachmitag"]);
    // ...and in English after an English body (the body's language as the fallback).
    let subject = "Meeting tomorow afternoon";
    assert_eq!(marked(&check(&w, 2, subject, "en"), subject), ["tomorow"]);
    let cjk = "会议改到明天下午三点。よろしくお願いします。ประชุมพรุ่งนี้ครับ";
    let checked = check(&w, 3, cjk, "de");
    assert!(checked.report.misspelt.is_empty());
    assert!(
        checked.report.missing.is_empty(),
        "{:?}",
        checked.report.missing
    );
}

fn suggestions_ignore_and_add_to_dictionary() {
    let (w, lists) = worker("spell-actions");
    let text = "Thank you, I will recieve the parcel from Mailtopreview tomorrow evening.";
    let checked = check(&w, 1, text, "en");
    assert_eq!(marked(&checked, text), ["recieve", "Mailtopreview"]);
    let ticket = w.suggest("recieve", "en_US");
    let suggestions = (0..)
        .find_map(|_| {
            let s = w.suggestions(ticket);
            if s.is_none() {
                // The answer comes from the spelling thread; wait for its next result.
                let _ = w.wait_for(BODY, 1, Duration::from_millis(50));
            }
            s
        })
        .unwrap();
    assert_eq!(
        suggestions.words.first().map(String::as_str),
        Some("receive")
    );
    w.ignore("recieve");
    let sequence = checked.sequence;
    let again = (0..)
        .find_map(|_| w.wait_for(BODY, 1, WAIT).filter(|c| c.sequence > sequence))
        .unwrap();
    assert_eq!(marked(&again, text), ["Mailtopreview"]);
    w.add("Mailtopreview", "en_US");
    let sequence = again.sequence;
    let last = (0..)
        .find_map(|_| w.wait_for(BODY, 1, WAIT).filter(|c| c.sequence > sequence))
        .unwrap();
    assert_eq!(marked(&last, text), Vec::<&str>::new());
    assert_eq!(
        std::fs::read_to_string(lists.join("en_US.dic")).unwrap(),
        "Mailtopreview\n",
        "the word went to the enchant word list"
    );
    // A new window's thread reads the list: the word is known there too.
    let settings = SpellSettings {
        word_lists: vec![lists.clone()],
        ..SpellSettings::default()
    };
    let fresh =
        SpellWorker::with_dictionaries(installed(), settings, mailto_preview::task::no_wake());
    assert_eq!(marked(&check(&fresh, 1, text, "en"), text), ["recieve"]);
}

/// A link may set a body of a MiB, and the person may paste another: odd Unicode and
/// 10,000-letter "words" are checked (and mostly skipped) without a panic, and a newer
/// revision replaces an older one still being checked.
fn hostile_text_is_checked_without_harm() {
    let (w, _) = worker("spell-hostile");
    let mut body = String::new();
    let odd = [
        "\u{202E}evil\u{202C}",
        "a\u{0301}\u{0301}\u{0301}",
        "Z\u{0351}\u{0352}\u{0353}algo",
        "\u{200B}zero\u{200D}width",
        "ﬁnancial",
        "ǅungla",
        "İstanbul",
        "ǈ",
        "\u{10FFFF}",
        "x\u{FE0F}",
        "🙂🙂",
        "e\u{0301}te\u{0301}",
        "Straße",
        "ẞTRASSE",
        "ſchön",
        "\u{0345}",
    ];
    let mut i = 0usize;
    while body.len() < 2 * 1024 * 1024 {
        body.push_str(odd[i % odd.len()]);
        body.push(if i.is_multiple_of(7) { '\n' } else { ' ' });
        if i.is_multiple_of(997) {
            body.push_str(&"ä".repeat(10_000));
            body.push(' ');
        }
        i += 1;
    }
    // A stale revision first; only the newest must arrive.
    w.check(BODY, 1, &body, Some("de"));
    body.push_str("\n\nEnd of the body, wiht a typo, so that we know it was checked.\n");
    let checked = check(&w, 2, &body, "de");
    assert_eq!(checked.revision, 2);
    let words = marked(&checked, &body);
    assert!(words.iter().all(|w| w.chars().count() <= 100));
    assert!(words.contains(&"wiht"), "the end of the body is checked");
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        a_german_window_checks_an_english_body_in_english,
        correct_german_with_long_compounds_is_not_marked,
        russian_and_french_are_checked,
        short_texts_take_the_fallback_and_unspaced_scripts_are_not_marked,
        suggestions_ignore_and_add_to_dictionary,
        hostile_text_is_checked_without_harm
    ]
}
