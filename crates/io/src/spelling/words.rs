//! The words of a text that are worth checking, as byte ranges, and the paragraphs the text's
//! language is guessed from.
//!
//! What is not prose is never marked, as desktop checkers leave it alone: addresses, links,
//! file and domain names, numbers, words in ALL CAPS (acronyms), lines quoted with `>`, and
//! code-like tokens (`snake_case`, `camelCase`, `a=b`, `` `code` ``, paths). Words in scripts
//! written without spaces (Chinese, Japanese, Thai, Lao, Khmer, Myanmar) are not marked
//! either: Hunspell has no word breaks for them. A word longer than [`MAX_WORD_CHARS`] is not
//! a word (a hostile link's 10,000 letters) and is skipped, so the checker's work per word is
//! bounded.

use std::ops::Range;

/// The longest word checked, in characters. The longest German words in use have about 60
/// letters; past this a "word" is noise, and the checker's compound search grows with length.
pub const MAX_WORD_CHARS: usize = 100;

/// The longest whitespace-delimited run of text looked at, in bytes: longer runs (a pasted
/// base64 blob) are skipped whole, without looking at each character twice.
const MAX_CHUNK_BYTES: usize = 1024;

/// A word to check: its place in the text, in bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Word<'a> {
    /// Where it is in the text given to [`words`].
    pub range: Range<usize>,
    /// The word.
    pub text: &'a str,
}

/// The words of `text` to check, in order.
pub fn words(text: &str) -> impl Iterator<Item = Word<'_>> {
    lines(text)
        .filter(|(_, line)| !is_quoted(line))
        .flat_map(|(start, line)| {
            chunks(line).flat_map(move |(at, chunk)| words_of_chunk(chunk, start + at))
        })
}

/// The lines of `text` with the byte offset each starts at (without their line break).
pub fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut start = 0;
    text.split_inclusive('\n').map(move |raw| {
        let at = start;
        start += raw.len();
        (at, raw.trim_end_matches(['\n', '\r']))
    })
}

/// The longest piece of a line checked and remembered as one, in bytes: a line of a megabyte
/// is checked piece by piece, so a keystroke in it rechecks one piece and a stale check stops
/// within one.
const MAX_PIECE_BYTES: usize = 4096;

/// `line` in pieces of about [`MAX_PIECE_BYTES`], cut only at white space (no word is cut),
/// with their byte offsets.
pub fn pieces(line: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut rest = line;
    let mut at = 0;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let mut end = rest.len();
        if end > MAX_PIECE_BYTES {
            let mut cut = MAX_PIECE_BYTES;
            while !rest.is_char_boundary(cut) {
                cut -= 1;
            }
            end = match rest[cut..].find(char::is_whitespace) {
                Some(i) => cut + i,
                None => rest.len(),
            };
            end += rest[end..].chars().next().map_or(0, char::len_utf8);
        }
        let piece = (at, &rest[..end]);
        at += end;
        rest = &rest[end..];
        Some(piece)
    })
}

/// Paragraphs: runs of lines separated by blank lines, as `(byte range, text)`. Quoted lines
/// belong to no paragraph (the quoted mail may be in another language).
pub fn paragraphs(text: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut current: Option<Range<usize>> = None;
    for (start, line) in lines(text) {
        if line.trim().is_empty() || is_quoted(line) {
            out.extend(current.take());
            continue;
        }
        let end = start + line.len();
        match &mut current {
            Some(range) => range.end = end,
            None => current = Some(start..end),
        }
    }
    out.extend(current);
    out
}

/// A line quoted from another message (`> ...`, also `>> ...`).
pub fn is_quoted(line: &str) -> bool {
    line.trim_start().starts_with('>')
}

/// The whitespace-delimited runs of `line`, with their byte offsets.
fn chunks(line: &str) -> impl Iterator<Item = (usize, &str)> {
    line.split_inclusive(char::is_whitespace)
        .scan(0, |at, piece| {
            let start = *at;
            *at += piece.len();
            let chunk = piece.trim_end_matches(char::is_whitespace);
            Some((start, chunk))
        })
}

/// Punctuation that may stand before a word and is not part of it.
fn is_leading_punctuation(c: char) -> bool {
    matches!(
        c,
        '(' | '[' | '"' | '\'' | '«' | '‹' | '“' | '‘' | '„' | '‚' | '¿' | '¡' | '*' | '_'
    )
}

/// Punctuation that may follow a word and is not part of it.
fn is_trailing_punctuation(c: char) -> bool {
    matches!(
        c,
        '.' | ','
            | ';'
            | ':'
            | '!'
            | '?'
            | ')'
            | ']'
            | '"'
            | '\''
            | '»'
            | '›'
            | '”'
            | '’'
            | '…'
            | '*'
            | '_'
            | '،'
            | '؛'
            | '؟'
            | '।'
            | '。'
            | '、'
    )
}

/// The words of one whitespace-delimited run that starts at byte `offset` of the text.
fn words_of_chunk(chunk: &str, offset: usize) -> Vec<Word<'_>> {
    if chunk.is_empty() || chunk.len() > MAX_CHUNK_BYTES {
        return Vec::new();
    }
    let core = chunk.trim_start_matches(is_leading_punctuation);
    let lead = chunk.len() - core.len();
    let core = core.trim_end_matches(is_trailing_punctuation);
    if core.is_empty() || is_not_prose(core) {
        return Vec::new();
    }
    // What is left is letters, marks, and the joiners a word may hold (- ' ’): split at
    // anything else (a dash between words, "word—word").
    let mut out = Vec::new();
    let mut start = None;
    let mut iter = core.char_indices().peekable();
    while let Some((i, c)) = iter.next() {
        let joins = matches!(c, '-' | '\'' | '’' | '\u{00AD}')
            && start.is_some()
            && iter.peek().is_some_and(|(_, n)| is_word_char(*n));
        if is_word_char(c) || joins {
            start.get_or_insert(i);
        } else if let Some(s) = start.take() {
            push_word(&mut out, core, s..i, offset + lead);
        }
    }
    if let Some(s) = start {
        push_word(&mut out, core, s..core.len(), offset + lead);
    }
    out
}

fn push_word<'a>(out: &mut Vec<Word<'a>>, core: &'a str, range: Range<usize>, offset: usize) {
    let text = &core[range.clone()];
    if is_checkable(text) {
        out.push(Word {
            range: range.start + offset..range.end + offset,
            text,
        });
    }
}

/// Letters and the marks that are part of them (Devanagari vowel signs, Arabic harakat).
fn is_word_char(c: char) -> bool {
    c.is_alphabetic() || is_mark(c)
}

/// A combining mark (General Category M).
fn is_mark(c: char) -> bool {
    use icu_properties::props::{GeneralCategory, GeneralCategoryGroup};
    let category = icu_properties::CodePointMapData::<GeneralCategory>::new().get(c);
    GeneralCategoryGroup::Mark.contains(category)
}

/// An address, a link, a file or domain name, a number, or code: a run with any of these is
/// not prose and none of its words are checked.
fn is_not_prose(core: &str) -> bool {
    let mut previous: Option<char> = None;
    let mut chars = core.chars().peekable();
    while let Some(c) = chars.next() {
        let next = chars.peek().copied();
        let not_prose = match c {
            '@' | '/' | '\\' | '_' | '=' | '<' | '>' | '{' | '}' | '[' | ']' | '|' | '`' | '#'
            | '$' | '%' | '^' | '~' | '+' | '&' | '*' => true,
            c if c.is_numeric() => true,
            // Inside a run (example.org, file.txt, a::b, 10:30): a name, not the end of a
            // sentence.
            '.' | ':' | ',' | ';' | '(' | ')' | '"' => {
                previous.is_some_and(char::is_alphanumeric)
                    && next.is_some_and(|n| !n.is_whitespace())
            }
            // camelCase: a capital right after a small letter.
            c if c.is_uppercase() => previous.is_some_and(char::is_lowercase),
            _ => false,
        };
        if not_prose {
            return true;
        }
        previous = Some(c);
    }
    false
}

/// Whether a word is checked: two letters or more, at most [`MAX_WORD_CHARS`], not in ALL
/// CAPS, and not in a script written without spaces.
fn is_checkable(word: &str) -> bool {
    let mut letters = 0usize;
    let mut upper = 0usize;
    let mut lower = 0usize;
    for (i, c) in word.chars().enumerate() {
        // Every character counts against the cap, marks too: one letter with ten thousand
        // combining marks is as long for the checker as ten thousand letters.
        if i >= MAX_WORD_CHARS || is_unspaced_script(c) {
            return false;
        }
        if c.is_alphabetic() {
            letters += 1;
            if c.is_uppercase() {
                upper += 1;
            } else if c.is_lowercase() {
                lower += 1;
            }
        }
    }
    letters >= 2 && !(upper >= 2 && lower == 0)
}

/// Scripts written without spaces between words, which Hunspell cannot break into words:
/// Han, Hiragana, Katakana, Thai, Lao, Khmer, Myanmar.
pub fn is_unspaced_script(c: char) -> bool {
    matches!(c,
        '\u{0E00}'..='\u{0EFF}' // Thai, Lao
        | '\u{1000}'..='\u{109F}' // Myanmar
        | '\u{1780}'..='\u{17FF}' // Khmer
        | '\u{19E0}'..='\u{19FF}' // Khmer symbols
        | '\u{2E80}'..='\u{2FDF}' // CJK radicals
        | '\u{3040}'..='\u{30FF}' // Hiragana, Katakana
        | '\u{31F0}'..='\u{31FF}' // Katakana extensions
        | '\u{3400}'..='\u{4DBF}' // CJK extension A
        | '\u{4E00}'..='\u{9FFF}' // CJK unified ideographs
        | '\u{A9E0}'..='\u{A9FF}' // Myanmar extended B
        | '\u{AA60}'..='\u{AA7F}' // Myanmar extended A
        | '\u{F900}'..='\u{FAFF}' // CJK compatibility ideographs
        | '\u{FF66}'..='\u{FF9F}' // half-width Katakana
        | '\u{20000}'..='\u{3134F}' // CJK extensions B to G
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(text: &str) -> Vec<&str> {
        words(text).map(|w| w.text).collect()
    }

    #[test]
    fn prose_is_split_into_words_with_their_places() {
        let text = "Hello, wrold! (Don't) re-use “quoted” words…";
        let found: Vec<_> = words(text).collect();
        let texts: Vec<_> = found.iter().map(|w| w.text).collect();
        assert_eq!(
            texts,
            ["Hello", "wrold", "Don't", "re-use", "quoted", "words"]
        );
        for w in &found {
            assert_eq!(&text[w.range.clone()], w.text);
        }
    }

    #[test]
    fn addresses_links_numbers_acronyms_and_code_are_not_words() {
        let text = "Write to ann@example.org or see https://example.org/x and www.example.com \
                    or example.org, call 555-0100 on 3rd May at 10:30, ask NASA and the EU, \
                    run foo_bar() or getValue or a=b or `code` or C:\\dir or /etc/passwd; \
                    v2 is #1 with 50% and $5";
        assert_eq!(
            list(text),
            [
                "Write", "to", "or", "see", "and", "or", "call", "on", "May", "at", "ask", "and",
                "the", "run", "or", "or", "or", "or", "or", "is", "with", "and"
            ]
        );
    }

    #[test]
    fn quoted_lines_are_skipped() {
        let text = "Thanks for this.\n> Qouted tpyo here\n>> deeper tpyo\n  > indented tpyo\nMine.";
        assert_eq!(list(text), ["Thanks", "for", "this", "Mine"]);
    }

    #[test]
    fn scripts_without_spaces_are_not_checked_but_others_are() {
        assert!(list("你好世界 こんにちは สวัสดีครับ ສະບາຍດີ").is_empty());
        assert_eq!(list("Привет мир"), ["Привет", "мир"]);
        assert_eq!(list("नमस्ते दुनिया"), ["नमस्ते", "दुनिया"]);
        assert_eq!(list("مرحبا بالعالم"), ["مرحبا", "بالعالم"]);
        assert_eq!(list("안녕하세요 세계"), ["안녕하세요", "세계"]);
    }

    #[test]
    fn long_runs_and_single_letters_are_not_words() {
        let long = "a".repeat(MAX_WORD_CHARS + 1);
        let just = "b".repeat(MAX_WORD_CHARS);
        let text = format!("I {long} {just} x y Donaudampfschifffahrtsgesellschaft");
        assert_eq!(
            list(&text),
            [just.as_str(), "Donaudampfschifffahrtsgesellschaft"]
        );
        let blob = "x".repeat(10_000);
        assert!(list(&blob).is_empty());
        // Marks count too (found by the fuzz target): one letter and 10,000 marks.
        let marked = format!("a{}", "\u{0301}".repeat(10_000));
        assert!(list(&marked).is_empty());
        let marked = format!("ab{}", "\u{0301}".repeat(MAX_WORD_CHARS - 2));
        assert_eq!(list(&marked).len(), 1);
    }

    #[test]
    fn paragraphs_are_separated_by_blank_and_quoted_lines() {
        let text = "One\ntwo\n\n\nThree\n> quoted\nFour\r\n\r\nFive";
        let got: Vec<&str> = paragraphs(text).into_iter().map(|r| &text[r]).collect();
        assert_eq!(got, ["One\ntwo", "Three", "Four", "Five"]);
    }

    #[test]
    fn long_lines_are_cut_into_pieces_between_words() {
        let line = "word ".repeat(3000);
        let cut: Vec<(usize, &str)> = pieces(&line).collect();
        assert!(cut.len() >= 3, "{}", cut.len());
        let mut joined = String::new();
        for (at, piece) in &cut {
            assert_eq!(*at, joined.len());
            assert!(piece.len() <= MAX_PIECE_BYTES + 5);
            joined.push_str(piece);
        }
        assert_eq!(joined, line);
        let blob = "é".repeat(5000);
        assert_eq!(pieces(&blob).count(), 1);
        assert_eq!(pieces("").count(), 0);
    }

    #[test]
    fn dashes_between_words_split_and_hyphens_inside_join() {
        assert_eq!(
            list("E-Mail-Adresse well—known"),
            ["E-Mail-Adresse", "well", "known"]
        );
        assert_eq!(list("l’homme aujourd'hui"), ["l’homme", "aujourd'hui"]);
        assert_eq!(list("-leading trailing-"), ["leading", "trailing"]);
    }
}
