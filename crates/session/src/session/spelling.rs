//! Spelling in Subject and Body, as one window runs it: the checking thread starts when the
//! person goes to write (Subject or Body takes the keyboard, or is edited), never before the
//! first frame, so a dictionary neither delays the window nor takes memory in a window only
//! read and sent; each edit is handed to it as a new revision, and the window draws the
//! newest result. The person's answers to a marked word (a correction, Ignore, Add to
//! dictionary) come here too, as does the window's own choice of language, which overrides the
//! config for this window.

use std::cell::RefCell;
use std::collections::HashSet;
use std::ops::Range;
use std::sync::Arc;

use crate::i18n::{Localize, Text};
use crate::spelling::dictionaries::Installed;
use crate::spelling::{self, SpellSettings, SpellWorker, TextId};
use crate::task::{Poll, Task, Waker};

use super::EditField;

/// How long a revision waits for the previous one's result before it is sent anyway: a
/// person typing fast into a long body does not queue a copy per keystroke.
const RESEND_AFTER_SECS: f64 = 0.25;

/// The texts spelling looks at, in [`TextId`] order.
const TEXTS: [EditField; 2] = [EditField::Subject, EditField::Body];

/// Which language spelling checks in, as the window's setting chooses it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpellingChoice {
    /// Each paragraph in the language it is written in (or the config's languages).
    Automatic,
    /// Only this language (ISO 639-1, one that has a dictionary).
    Language(String),
    /// Not checked.
    Off,
}

impl SpellingChoice {
    /// How the setting names it.
    pub fn text(&self) -> Text {
        match self {
            Self::Automatic => Text::new("spelling-automatic"),
            Self::Language(code) => Text::new("spelling-language")
                .arg("language", endonym(code).unwrap_or(code).to_string()),
            Self::Off => Text::new("spelling-off"),
        }
    }
}

/// A language's own name for itself, as language pickers show it (GNOME's, Firefox's):
/// the same in every window language, so that a person finds their language whatever the
/// window speaks.
fn endonym(code: &str) -> Option<&'static str> {
    Some(match code {
        "ar" => "العربية",
        "bg" => "български",
        "ca" => "català",
        "cs" => "čeština",
        "da" => "dansk",
        "de" => "Deutsch",
        "el" => "Ελληνικά",
        "en" => "English",
        "es" => "español",
        "et" => "eesti",
        "fa" => "فارسی",
        "fi" => "suomi",
        "fr" => "français",
        "he" => "עברית",
        "hi" => "हिन्दी",
        "hr" => "hrvatski",
        "hu" => "magyar",
        "it" => "italiano",
        "ko" => "한국어",
        "lt" => "lietuvių",
        "lv" => "latviešu",
        "nb" => "norsk bokmål",
        "nl" => "Nederlands",
        "nn" => "norsk nynorsk",
        "pl" => "polski",
        "pt" => "português",
        "ro" => "română",
        "ru" => "русский",
        "sk" => "slovenčina",
        "sl" => "slovenščina",
        "sr" => "српски",
        "sv" => "svenska",
        "tr" => "Türkçe",
        "uk" => "українська",
        "vi" => "Tiếng Việt",
        _ => return None,
    })
}

/// What a text's marks were worked out for: the text, the result's sequence, the text's
/// revision.
type MarksKey = (usize, u64, u64);

/// A text's marks as last worked out, and what for.
type MarksCache = RefCell<Option<(MarksKey, Arc<Marks>)>>;

/// The misspelt words of a text, as the window draws them.
#[derive(Debug, Default)]
pub struct Marks {
    /// Their bytes in the text.
    pub bytes: Vec<Range<usize>>,
    /// The same as character ranges (what a text field's layout counts in).
    pub chars: Vec<Range<usize>>,
    /// Whether they are for the text as it is now (an older result is drawn until the newer
    /// one arrives).
    pub current: bool,
}

/// `ranges` (byte ranges of `text`, in order) as character ranges, in one walk over the text.
fn char_ranges(text: &str, ranges: &[Range<usize>]) -> Vec<Range<usize>> {
    let (mut byte, mut chars) = (0, 0);
    let mut to = |at: usize| {
        if at >= byte {
            chars += text.get(byte..at).map_or(0, |t| t.chars().count());
            byte = at;
        }
        chars
    };
    ranges.iter().map(|r| to(r.start)..to(r.end)).collect()
}

/// The menu of a misspelt word the person opened (right-click, Shift+F10).
#[derive(Debug, Clone)]
pub struct SpellingMenu {
    /// The field it is in.
    pub field: EditField,
    /// The word's bytes in that field's text, when the menu opened.
    pub range: Range<usize>,
    /// The word.
    pub word: String,
    dictionary: String,
    ticket: u64,
    /// The corrections, once the thread has them.
    pub suggestions: Option<Vec<String>>,
}

/// What to do with a word: the person's answer in the menu.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpellingAnswer {
    /// Replace the word with the `n`th suggestion.
    Correct(usize),
    /// Take the word as correct until the window closes.
    Ignore,
    /// Add the word to the person's dictionary.
    Add,
}

/// Spelling for one window.
pub(super) struct Spelling {
    /// What the config (or the caller) asked for.
    configured: SpellSettings,
    /// The language the window speaks: the fallback for a text too short to tell.
    ui_language: String,
    choice: SpellingChoice,
    /// Whether the person has gone to write (or chose a language): until then no dictionary
    /// is loaded.
    wanted: bool,
    worker: Option<SpellWorker>,
    /// Each text's revision, bumped on every edit.
    revision: [u64; 2],
    /// The revision last handed to the thread, and when (egui seconds).
    asked: [Option<(u64, f64)>; 2],
    /// The language the subject was last checked in when too short to tell: it follows the
    /// body's, which is known only once the body is checked.
    subject_fallback: Option<String>,
    menu: Option<SpellingMenu>,
    /// The languages that have a dictionary, once looked up (for the setting).
    languages: Option<Vec<String>>,
    looking_up: Option<Task<Vec<String>>>,
    /// Each text's marks as last worked out, with the result and revision they are for.
    marks: [MarksCache; 2],
    /// What to tell the person (a dictionary missing or unreadable), each once.
    notices: Vec<Text>,
    said: HashSet<String>,
}

impl Spelling {
    pub(super) fn new(configured: SpellSettings, ui_language: String) -> Spelling {
        let choice = if configured.enabled {
            SpellingChoice::Automatic
        } else {
            SpellingChoice::Off
        };
        Spelling {
            configured,
            ui_language,
            choice,
            wanted: false,
            worker: None,
            revision: [1, 1],
            asked: [None, None],
            subject_fallback: None,
            marks: Default::default(),
            menu: None,
            languages: None,
            looking_up: None,
            notices: Vec::new(),
            said: HashSet::new(),
        }
    }

    fn index(field: EditField) -> Option<usize> {
        TEXTS.iter().position(|f| *f == field)
    }

    /// `field` was edited: its marks are checked again.
    pub(super) fn edited(&mut self, field: EditField) {
        if let Some(i) = Self::index(field) {
            self.revision[i] += 1;
            self.wanted = true;
        }
    }

    /// The person is in `field` to write: spelling starts if it is Subject or Body. True when
    /// that is news (the window polls again to start it).
    pub(super) fn writing_in(&mut self, field: EditField) -> bool {
        let news = !self.wanted && Self::index(field).is_some();
        self.wanted |= news;
        news
    }

    fn settings(&self) -> SpellSettings {
        let mut settings = self.configured.clone();
        match &self.choice {
            SpellingChoice::Automatic => settings.enabled = true,
            SpellingChoice::Language(code) => {
                settings.enabled = true;
                // The config's variant of that language (de-CH), if it named one.
                let named: Vec<String> = settings
                    .languages
                    .iter()
                    .filter(|l| {
                        spelling::dictionaries::DictTag::parse(l)
                            .is_some_and(|t| &t.language == code)
                    })
                    .cloned()
                    .collect();
                settings.languages = if named.is_empty() {
                    vec![code.clone()]
                } else {
                    named
                };
            }
            SpellingChoice::Off => settings.enabled = false,
        }
        settings
    }

    /// Hands each changed text to the thread (started here, after the first frame, once the
    /// person goes to write), and takes what it reported. `texts` are the subject and body as
    /// they are now.
    pub(super) fn poll(&mut self, now: f64, texts: [&str; 2], wake: &Waker) {
        if let Some(task) = &mut self.looking_up {
            match task.poll() {
                Poll::Running(_) => {}
                Poll::Done(found) => {
                    self.languages = Some(found);
                    self.looking_up = None;
                }
                Poll::Lost => {
                    self.languages = Some(Vec::new());
                    self.looking_up = None;
                }
            }
        }
        if self.choice == SpellingChoice::Off || !self.wanted {
            return;
        }
        if self.worker.is_none() {
            self.worker = Some(SpellWorker::start(self.settings(), wake.clone()));
        }
        let Some(worker) = &self.worker else {
            return;
        };
        let body = TEXTS
            .iter()
            .position(|f| *f == EditField::Body)
            .unwrap_or(1);
        let body_result = worker.result(TextId(body as u32));
        let body_language = body_result.as_ref().and_then(|r| r.report.language.clone());
        // A subject too short to tell its language waits for the body's first result rather
        // than be checked (and marked) in the window's language a moment before.
        let body_pending = body_result.is_none() && !texts[body].trim().is_empty();
        for (i, field) in TEXTS.iter().enumerate() {
            if *field == EditField::Subject && body_pending {
                continue;
            }
            let id = TextId(i as u32);
            let result = worker.result(id);
            if let Some(r) = &result {
                for code in &r.report.missing {
                    if self.said.insert(format!("missing:{code}")) {
                        self.notices.push(spelling::missing_dictionary(code));
                    }
                }
            }
            // The subject is too short to tell: it goes with the body's language.
            let fallback = if *field == EditField::Subject {
                body_language
                    .clone()
                    .unwrap_or_else(|| self.ui_language.clone())
            } else {
                self.ui_language.clone()
            };
            let language_changed =
                *field == EditField::Subject && self.subject_fallback.as_ref() != Some(&fallback);
            let due = match self.asked[i] {
                None => true,
                Some((asked, at)) => {
                    (asked != self.revision[i] || language_changed)
                        && (result.as_ref().is_some_and(|r| r.revision >= asked)
                            || now - at >= RESEND_AFTER_SECS)
                }
            };
            if due {
                if *field == EditField::Subject {
                    self.subject_fallback = Some(fallback.clone());
                }
                worker.check(id, self.revision[i], texts[i], Some(&fallback));
                self.asked[i] = Some((self.revision[i], now));
            }
        }
        for error in worker.take_errors() {
            let text = error.text();
            if self.said.insert(format!("{text:?}")) {
                self.notices.push(text);
            }
        }
        if let Some(menu) = &mut self.menu
            && menu.suggestions.is_none()
            && let Some(found) = worker.suggestions(menu.ticket)
        {
            menu.suggestions = Some(found.words);
        }
    }

    /// When a revision held back for the previous one's result is sent anyway.
    pub(super) fn due(&self) -> Option<f64> {
        (0..TEXTS.len())
            .filter_map(|i| match self.asked[i] {
                Some((asked, at)) if asked != self.revision[i] => Some(at + RESEND_AFTER_SECS),
                _ => None,
            })
            .reduce(f64::min)
    }

    /// The misspelt words of `field` in `text` (its text now), as byte ranges. A result for
    /// an older revision is drawn until the newer one arrives, but only the words that still
    /// lie on character boundaries of `text`.
    pub(super) fn misspelt(&self, field: EditField, text: &str) -> Arc<Marks> {
        let (Some(i), Some(worker)) = (Self::index(field), &self.worker) else {
            return Arc::default();
        };
        if self.choice == SpellingChoice::Off {
            return Arc::default();
        }
        let Some(result) = worker.result(TextId(i as u32)) else {
            return Arc::default();
        };
        // Worked out once per result and text, not per frame.
        let key = (i, result.sequence, self.revision[i]);
        if let Some((k, marks)) = &*self.marks[i].borrow()
            && *k == key
        {
            return marks.clone();
        }
        let bytes: Vec<Range<usize>> = result
            .report
            .misspelt
            .iter()
            .map(|m| m.range.clone())
            .filter(|r| {
                r.start < r.end
                    && r.end <= text.len()
                    && text.is_char_boundary(r.start)
                    && text.is_char_boundary(r.end)
            })
            .collect();
        let marks = Arc::new(Marks {
            chars: char_ranges(text, &bytes),
            bytes,
            current: result.revision == self.revision[i],
        });
        self.marks[i].replace(Some((key, marks.clone())));
        marks
    }

    /// The dictionary that did not know the word at `range` of `field`.
    fn dictionary_of(&self, field: EditField, range: &Range<usize>) -> Option<String> {
        let i = Self::index(field)?;
        let result = self.worker.as_ref()?.result(TextId(i as u32))?;
        result
            .report
            .misspelt
            .iter()
            .find(|m| m.range == *range)
            .map(|m| m.dictionary.clone())
    }

    /// Opens the menu of the misspelt word at `range` of `field` (whose text is `text`), and
    /// asks the thread for its corrections.
    pub(super) fn open_menu(&mut self, field: EditField, range: Range<usize>, text: &str) {
        // Only on marks of the text as it is: an older result's range may now hold part of
        // another word, which Add to dictionary would keep.
        if !self.misspelt(field, text).current {
            return;
        }
        let (Some(word), Some(dictionary), Some(worker)) = (
            text.get(range.clone()),
            self.dictionary_of(field, &range),
            &self.worker,
        ) else {
            return;
        };
        let ticket = worker.suggest(word, &dictionary);
        self.menu = Some(SpellingMenu {
            field,
            range,
            word: word.to_string(),
            dictionary,
            ticket,
            suggestions: None,
        });
    }

    pub(super) fn menu(&self) -> Option<&SpellingMenu> {
        self.menu.as_ref()
    }

    pub(super) fn close_menu(&mut self) {
        self.menu = None;
    }

    /// The person's answer to the open menu; returns the correction to make (the field, the
    /// range, the new word) when they chose one.
    pub(super) fn answer(
        &mut self,
        answer: SpellingAnswer,
    ) -> Option<(EditField, Range<usize>, String)> {
        let menu = self.menu.take()?;
        let worker = self.worker.as_ref()?;
        match answer {
            SpellingAnswer::Correct(n) => {
                let word = menu.suggestions.as_ref()?.get(n)?.clone();
                Some((menu.field, menu.range, word))
            }
            SpellingAnswer::Ignore => {
                worker.ignore(&menu.word);
                None
            }
            SpellingAnswer::Add => {
                worker.add(&menu.word, &menu.dictionary);
                None
            }
        }
    }

    pub(super) fn notices(&self) -> &[Text] {
        &self.notices
    }

    pub(super) fn choice(&self) -> &SpellingChoice {
        &self.choice
    }

    /// The choices the setting offers: automatic, off, and each language with a dictionary
    /// (looked up on a thread the first time they are asked for).
    pub(super) fn choices(&mut self, wake: &Waker) -> Vec<SpellingChoice> {
        if self.languages.is_none() && self.looking_up.is_none() {
            self.looking_up = Some(Task::spawn("spelling-languages", wake.clone(), |_| {
                Installed::scan().languages()
            }));
        }
        let mut out = vec![SpellingChoice::Automatic];
        out.extend(
            self.languages
                .iter()
                .flatten()
                .map(|l| SpellingChoice::Language(l.clone())),
        );
        out.push(SpellingChoice::Off);
        out
    }

    /// The window's setting: the thread starts again with it (texts are checked anew).
    pub(super) fn choose(&mut self, choice: SpellingChoice) {
        if choice == self.choice {
            return;
        }
        self.choice = choice;
        self.wanted = true;
        self.worker = None;
        self.asked = [None, None];
        self.subject_fallback = None;
        self.menu = None;
    }
}

impl super::Session {
    /// The person is in `field` (it has the keyboard): in Subject or Body, spelling starts
    /// checking (the dictionaries are loaded then, not for a window only read).
    pub fn writing_in(&mut self, field: EditField) {
        if self.composing.spelling.writing_in(field) {
            (self.env.wake)();
        }
    }

    /// The misspelt words of `field` (Subject or Body) as byte ranges of its text now.
    pub fn misspelt(&self, field: EditField) -> Vec<Range<usize>> {
        self.spelling_marks(field).bytes.clone()
    }

    /// The misspelt words of `field`, in bytes and characters, as the window draws them
    /// (worked out once per result and edit).
    pub fn spelling_marks(&self, field: EditField) -> Arc<Marks> {
        self.text(field)
            .map(|text| self.composing.spelling.misspelt(field, text))
            .unwrap_or_default()
    }

    /// The misspelt word of `field` at byte `at` (inside it, or just after its end, where
    /// the caret stands after typing it).
    pub fn misspelling_at(&self, field: EditField, at: usize) -> Option<Range<usize>> {
        let marks = self.spelling_marks(field);
        if !marks.current {
            return None;
        }
        marks
            .bytes
            .iter()
            .find(|r| r.start <= at && at <= r.end)
            .cloned()
    }

    /// Opens the menu of the misspelt word at `range` of `field` and asks for corrections.
    pub fn open_spelling_menu(&mut self, field: EditField, range: Range<usize>) {
        if let Some(text) = self.text(field).map(str::to_string) {
            self.composing.spelling.open_menu(field, range, &text);
        }
    }

    /// The open menu of a misspelt word, if any.
    pub fn spelling_menu(&self) -> Option<&SpellingMenu> {
        self.composing.spelling.menu()
    }

    /// Closes the menu without an answer.
    pub fn close_spelling_menu(&mut self) {
        self.composing.spelling.close_menu();
    }

    /// The person's answer in the menu. A correction replaces the word, if the text there is
    /// still that word, as one edit; returns where the caret goes after it (a character
    /// index).
    pub fn answer_spelling(&mut self, answer: SpellingAnswer) -> Option<usize> {
        let expected = self.composing.spelling.menu()?.word.clone();
        let (field, range, word) = self.composing.spelling.answer(answer)?;
        let text = self.text_mut(field)?;
        if text.get(range.clone()) != Some(expected.as_str()) {
            return None;
        }
        text.replace_range(range.clone(), &word);
        let caret = text[..range.start + word.len()].chars().count();
        self.changed(field);
        Some(caret)
    }

    /// What spelling and recipients' offers have to say (a dictionary missing, a file that
    /// cannot be read), each once.
    pub fn composing_notices(&self) -> Vec<Text> {
        self.composing
            .spelling
            .notices()
            .iter()
            .chain(self.composing.offers.notices())
            .cloned()
            .collect()
    }

    /// Which language spelling checks in, as the window's setting says.
    pub fn spelling_choice(&self) -> &SpellingChoice {
        self.composing.spelling.choice()
    }

    /// The choices the setting offers (the languages with a dictionary appear once looked up,
    /// on a thread).
    pub fn spelling_choices(&mut self) -> Vec<SpellingChoice> {
        let wake = self.env.wake.clone();
        self.composing.spelling.choices(&wake)
    }

    /// Sets the window's spelling language (for this window; the config's
    /// `spelling-languages` and `spell-check` are the lasting setting).
    pub fn choose_spelling(&mut self, choice: SpellingChoice) {
        self.composing.spelling.choose(choice);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::task::no_wake;

    /// A window only read loads no dictionary: the thread starts when the person goes to
    /// write in Subject or Body (or edits them, or chooses a language), not before.
    #[test]
    fn the_thread_starts_only_when_the_person_goes_to_write() {
        let texts = ["Hi", "Helo team"];
        let mut spelling = Spelling::new(SpellSettings::default(), "en".into());
        spelling.poll(0.0, texts, &no_wake());
        assert!(spelling.worker.is_none());
        assert!(!spelling.writing_in(EditField::Recipients(crate::draft::RecipientField::To)));
        spelling.poll(0.1, texts, &no_wake());
        assert!(
            spelling.worker.is_none(),
            "a recipient field is not writing"
        );
        assert!(spelling.writing_in(EditField::Body));
        assert!(!spelling.writing_in(EditField::Subject), "once is news");
        spelling.poll(0.2, texts, &no_wake());
        assert!(spelling.worker.is_some());

        let mut edited = Spelling::new(SpellSettings::default(), "en".into());
        edited.edited(EditField::Subject);
        edited.poll(0.0, texts, &no_wake());
        assert!(edited.worker.is_some());

        let mut chosen = Spelling::new(SpellSettings::default(), "en".into());
        chosen.choose(SpellingChoice::Language("de".into()));
        chosen.poll(0.0, texts, &no_wake());
        assert!(chosen.worker.is_some());
    }
}
