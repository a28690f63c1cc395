//! "Did you forget the attachment?": when the subject or the body mentions one and nothing is
//! attached, Send asks first, as Thunderbird does (`mail.compose.attachment_reminder`). The
//! words are each language's (`attach-reminder-words` in every catalogue, with their
//! inflected forms); every language's count, since a message need not be in the window's
//! language. Words match whole where the script separates words, and as a part of the text in
//! Chinese, Japanese and Korean (whose words are not separated, or carry particles); quoted
//! lines (`>`) are someone else's words and are skipped, as Evolution and Geary skip them.

use std::sync::OnceLock;

/// Whether `subject` or `body` mentions an attachment, in any language the program speaks.
pub fn mentions_attachment(subject: &str, body: &str) -> bool {
    let words = words();
    std::iter::once(subject)
        .chain(body.lines().filter(|l| !l.trim_start().starts_with('>')))
        .any(|line| mentions(&line.to_lowercase(), words))
}

/// Every language's words, lower-cased (read from the catalogues once, when first needed).
fn words() -> &'static [String] {
    static WORDS: OnceLock<Vec<String>> = OnceLock::new();
    WORDS.get_or_init(|| {
        let mut all: Vec<String> = crate::i18n::available()
            .into_iter()
            .flat_map(|tag| {
                let list = crate::i18n::Lang::for_tags(&[tag]).get("attach-reminder-words");
                list.split(',')
                    .map(|w| w.trim().to_lowercase())
                    .filter(|w| !w.is_empty())
                    .collect::<Vec<_>>()
            })
            .collect();
        all.sort();
        all.dedup();
        all
    })
}

/// Whether the lower-cased `text` holds one of `words`.
fn mentions(text: &str, words: &[String]) -> bool {
    words.iter().any(|word| {
        if word.chars().any(unseparated) {
            return text.contains(word.as_str());
        }
        text.match_indices(word.as_str()).any(|(at, _)| {
            let before = text[..at].chars().next_back();
            let after = text[at + word.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
        })
    })
}

/// Characters of scripts whose words are matched as parts of the text: Han, Hiragana,
/// Katakana and Hangul.
fn unseparated(c: char) -> bool {
    matches!(c as u32,
        0x3040..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF | 0x1100..=0x11FF
        | 0xAC00..=0xD7AF | 0x3130..=0x318F)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mention_in_any_language_is_found_and_a_quoted_one_is_not() {
        for (subject, body) in [
            ("Application", "Please find my CV attached."),
            ("Bewerbung", "Im Anhang finden Sie meinen Lebenslauf."),
            ("Candidature", "Vous trouverez mon CV en pièce jointe."),
            ("Solicitud", "Le envío mi currículum adjunto."),
            ("", "Прикрепляю резюме во вложении."),
            ("", "Załączam CV w załączniku."),
            ("請求書", "請求書を添付します。"),
            ("发票", "请查收附件。"),
            ("", "이력서를 첨부합니다."),
            ("", "رزومه را پیوست کرده‌ام."),
            ("", "مرفق السيرة الذاتية."),
            ("", "קורות החיים מצורפים."),
            ("Invoice attached", ""),
        ] {
            assert!(mentions_attachment(subject, body), "{subject} / {body}");
        }
        for (subject, body) in [
            ("Lunch", "See you on Friday."),
            // Someone else's words.
            ("Re: files", "> I attached the report.\nThanks, got it."),
            // A word that holds one of them is another word.
            ("", "He was unattached, and the attachés left."),
        ] {
            assert!(!mentions_attachment(subject, body), "{subject} / {body}");
        }
    }
}
