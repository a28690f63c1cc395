use std::path::PathBuf;

use super::*;

fn tag(s: &str) -> LanguageIdentifier {
    s.parse().unwrap()
}

#[test]
fn a_word_in_another_sense_is_quiet_and_the_file_sense_asks() {
    let ru = tag("ru");
    assert!(!mentions_attachment(
        "",
        "Установите наше приложение для телефона",
        &ru
    ));
    assert!(!mentions_attachment(
        "",
        "Установите наше приложение для телефона",
        &tag("en")
    ));
    assert!(mentions_attachment("", "Договор во вложении.", &ru));
    // Longest wins: "attached to" is another sense, "attached to this email" is a file.
    let en = tag("en");
    assert!(!mentions_attachment(
        "",
        "I am very attached to this old town.",
        &en
    ));
    assert!(mentions_attachment(
        "",
        "The report is attached to this email.",
        &en
    ));
}

#[test]
fn a_paragraph_is_read_in_its_own_language_and_the_windows() {
    // A German paragraph in a French window: the German words apply to it.
    assert!(mentions_attachment(
        "",
        "Sehr geehrte Damen und Herren, im Anhang finden Sie meinen Lebenslauf.",
        &tag("fr")
    ));
    // The subject is read in the body's language.
    assert!(mentions_attachment(
        "Rechnung im Anhang",
        "Sehr geehrte Damen und Herren, anbei die Unterlagen für das Treffen morgen.",
        &tag("en")
    ));
}

#[test]
fn quoted_lines_and_the_signature_are_someone_elses_words() {
    let en = tag("en");
    assert!(!mentions_attachment(
        "Re: files",
        "> I attached the report.\nThanks, got it.",
        &en
    ));
    assert!(!mentions_attachment(
        "",
        "See you on Friday.\n\n-- \nThis email and any attachments are confidential.",
        &en
    ));
    // A word that holds one of them is another word.
    assert!(!mentions_attachment(
        "",
        "He was unattached, and the attachés left.",
        &en
    ));
}

#[test]
fn phrases_match_across_line_breaks_and_typographic_apostrophes() {
    let en = tag("en");
    assert!(mentions_attachment("", "Please find\nattached my CV.", &en));
    assert!(mentions_attachment("", "I’ve attached the slides.", &en));
}

/// Each language's corpus: `+ ` lines must ask, `- ` lines must not; `\n` in a line is a
/// line break.
fn corpus(tag: &str) -> Result<Vec<(bool, String)>, String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("src/reminder/corpus")
        .join(format!("{tag}.txt"));
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(text
        .lines()
        .filter_map(|line| {
            let (asks, rest) = if let Some(rest) = line.strip_prefix("+ ") {
                (true, rest)
            } else {
                (false, line.strip_prefix("- ")?)
            };
            Some((asks, rest.replace("\\n", "\n")))
        })
        .collect())
}

#[test]
fn every_languages_corpus_is_judged_right_in_its_window_and_in_an_english_one() {
    let mut wrong = Vec::new();
    for language in i18n::available() {
        let name = language.to_string();
        let lines = match corpus(&name) {
            Ok(lines) => lines,
            Err(e) => {
                wrong.push(e);
                continue;
            }
        };
        let asks = lines.iter().filter(|(a, _)| *a).count();
        let quiet = lines.len() - asks;
        if asks < 10 || quiet < 20 {
            wrong.push(format!(
                "{name}: the corpus needs 10 lines that ask and 20 that do not ({asks}, {quiet})"
            ));
        }
        for window in [language.clone(), tag("en")] {
            for (expected, body) in &lines {
                if mentions_attachment("", body, &window) != *expected {
                    let verb = if *expected { "does not ask" } else { "asks" };
                    wrong.push(format!("{name} in a {window} window {verb}: {body}"));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
