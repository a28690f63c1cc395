//! The spelling thread: one per window, living as long as it. The window hands it each
//! revision of a text (the subject, the body) and draws the newest result it has; checking
//! never runs on the window's thread, and a revision that a newer one replaced is dropped, or
//! stopped between lines, unchecked.
//!
//! The thread finds the installed dictionaries and loads each the first time a text needs it:
//! nothing of this happens before the window asks for its first check, which it does after its
//! first frame.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError, mpsc};
use std::time::{Duration, Instant};

use super::SpellError;
use super::checker::{Report, SpellSettings, Speller};
use super::dictionaries::Installed;
use crate::task::Waker;

/// Which text of the window a check is for (the caller's numbering: subject, body...).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TextId(pub u32);

/// The result of checking one revision of a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    /// The text.
    pub text: TextId,
    /// The revision checked (as the caller numbered it).
    pub revision: u64,
    /// Counts every result the worker published: a recheck of the same revision (after
    /// Ignore or Add to dictionary) has a higher one.
    pub sequence: u64,
    /// What was found.
    pub report: Report,
}

/// Suggestions for one word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestions {
    /// The ticket [`SpellWorker::suggest`] returned.
    pub ticket: u64,
    /// The word.
    pub word: String,
    /// Corrections, best first (possibly none).
    pub words: Vec<String>,
}

enum Job {
    Check {
        text: TextId,
        revision: u64,
        content: String,
        fallback: Option<String>,
    },
    Suggest {
        ticket: u64,
        word: String,
        dictionary: String,
    },
    Ignore(String),
    Add {
        word: String,
        dictionary: String,
    },
}

/// What the thread shares with the window.
struct Shared {
    /// The newest revision asked for, per text: a check of an older one stops.
    newest: Mutex<HashMap<TextId, u64>>,
    results: Mutex<HashMap<TextId, Arc<Checked>>>,
    suggestions: Mutex<Option<Suggestions>>,
    errors: Mutex<Vec<SpellError>>,
    /// Signalled whenever a result is published (for [`SpellWorker::wait_for`]).
    published: std::sync::Condvar,
    /// The window let go of the thread: a check under way stops at the next line.
    closed: std::sync::atomic::AtomicBool,
    wake: Waker,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The window's handle on its spelling thread. Dropping it ends the thread (after the line
/// it is checking).
pub struct SpellWorker {
    jobs: mpsc::Sender<Job>,
    shared: Arc<Shared>,
    tickets: AtomicU64,
}

impl SpellWorker {
    /// Starts the thread; it finds the system's dictionaries when the first job arrives.
    /// `wake` is called after each result (a repaint request).
    pub fn start(settings: SpellSettings, wake: Waker) -> SpellWorker {
        SpellWorker::spawn(None, settings, wake)
    }

    /// Starts the thread over the dictionaries given (tests, benches).
    pub fn with_dictionaries(
        installed: Installed,
        settings: SpellSettings,
        wake: Waker,
    ) -> SpellWorker {
        SpellWorker::spawn(Some(installed), settings, wake)
    }

    fn spawn(installed: Option<Installed>, settings: SpellSettings, wake: Waker) -> SpellWorker {
        let (jobs, rx) = mpsc::channel();
        let shared = Arc::new(Shared {
            newest: Mutex::new(HashMap::new()),
            results: Mutex::new(HashMap::new()),
            suggestions: Mutex::new(None),
            errors: Mutex::new(Vec::new()),
            published: std::sync::Condvar::new(),
            closed: std::sync::atomic::AtomicBool::new(false),
            wake,
        });
        let thread_shared = shared.clone();
        // Not a `Task`: a worker that lives as long as its window, fed through its own channel.
        let started = std::thread::Builder::new()
            .name("spelling".into())
            .spawn(move || run(rx, installed, settings, &thread_shared));
        if let Err(e) = started {
            lock(&shared.errors).push(SpellError::NoThread {
                detail: e.to_string(),
            });
        }
        SpellWorker {
            jobs,
            shared,
            tickets: AtomicU64::new(0),
        }
    }

    /// Asks for `content`, revision `revision` of `text`, to be checked; `fallback` is the
    /// language of a text too short to tell (a BCP 47 tag: the window's language, or the
    /// body's [`Report::language`] for the subject). Older revisions still waiting are
    /// dropped, and one being checked stops.
    pub fn check(&self, text: TextId, revision: u64, content: &str, fallback: Option<&str>) {
        lock(&self.shared.newest).insert(text, revision);
        let _ = self.jobs.send(Job::Check {
            text,
            revision,
            content: content.to_string(),
            fallback: fallback.map(str::to_string),
        });
    }

    /// The newest result for `text` (possibly of an older revision than the last asked for:
    /// the window draws it until the next arrives, shifting nothing).
    pub fn result(&self, text: TextId) -> Option<Arc<Checked>> {
        lock(&self.shared.results).get(&text).cloned()
    }

    /// Waits up to `timeout` for a result of `text` at `revision` or later (tests, benches,
    /// the command line; the window polls [`Self::result`] instead).
    pub fn wait_for(&self, text: TextId, revision: u64, timeout: Duration) -> Option<Arc<Checked>> {
        let deadline = Instant::now() + timeout;
        let mut results = lock(&self.shared.results);
        loop {
            if let Some(r) = results.get(&text).filter(|r| r.revision >= revision) {
                return Some(r.clone());
            }
            let left = deadline.checked_duration_since(Instant::now())?;
            results = self
                .shared
                .published
                .wait_timeout(results, left)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
    }

    /// Asks for corrections of `word` (a [`super::Misspelling`]'s text) from `dictionary`
    /// (its dictionary); the answer comes through [`Self::suggestions`] with the ticket
    /// returned.
    pub fn suggest(&self, word: &str, dictionary: &str) -> u64 {
        let ticket = self.tickets.fetch_add(1, Ordering::Relaxed) + 1;
        let _ = self.jobs.send(Job::Suggest {
            ticket,
            word: word.to_string(),
            dictionary: dictionary.to_string(),
        });
        ticket
    }

    /// The suggestions for `ticket`, once they are there.
    pub fn suggestions(&self, ticket: u64) -> Option<Suggestions> {
        lock(&self.shared.suggestions)
            .as_ref()
            .filter(|s| s.ticket == ticket)
            .cloned()
    }

    /// Ignore: `word` is taken as correct until the window closes; the texts are checked
    /// again.
    pub fn ignore(&self, word: &str) {
        let _ = self.jobs.send(Job::Ignore(word.to_string()));
    }

    /// Add to dictionary: `word` is correct in `dictionary`'s language from now on, here and
    /// in the person's enchant word list; the texts are checked again.
    pub fn add(&self, word: &str, dictionary: &str) {
        let _ = self.jobs.send(Job::Add {
            word: word.to_string(),
            dictionary: dictionary.to_string(),
        });
    }

    /// What went wrong since the last call (a dictionary that could not be read, a word that
    /// could not be added), each once.
    pub fn take_errors(&self) -> Vec<SpellError> {
        std::mem::take(&mut *lock(&self.shared.errors))
    }
}

impl Drop for SpellWorker {
    /// The thread stops at the next line it checks, and ends when it finds no more jobs.
    fn drop(&mut self) {
        self.shared.closed.store(true, Ordering::Relaxed);
    }
}

/// The thread: takes the newest job per text, checks, publishes.
fn run(
    rx: mpsc::Receiver<Job>,
    installed: Option<Installed>,
    settings: SpellSettings,
    shared: &Shared,
) {
    let Ok(first) = rx.recv() else {
        return;
    };
    let mut speller = Speller::new(installed.unwrap_or_else(Installed::scan), settings);
    // The last content of each text, to check again after Ignore or Add to dictionary.
    let mut texts: HashMap<TextId, (u64, String, Option<String>)> = HashMap::new();
    let mut sequence = 0u64;
    let mut pending = vec![first];
    loop {
        pending.extend(rx.try_iter());
        // Of several revisions of a text waiting, only the newest is checked.
        let mut dirty: Vec<TextId> = Vec::new();
        for job in pending.drain(..) {
            match job {
                Job::Check {
                    text,
                    revision,
                    content,
                    fallback,
                } => {
                    texts.insert(text, (revision, content, fallback));
                    dirty.push(text);
                }
                Job::Suggest {
                    ticket,
                    word,
                    dictionary,
                } => {
                    let words = speller.suggest(&word, &dictionary);
                    *lock(&shared.suggestions) = Some(Suggestions {
                        ticket,
                        word,
                        words,
                    });
                    (shared.wake)();
                }
                Job::Ignore(word) => {
                    speller.ignore(&word);
                    dirty.extend(texts.keys());
                }
                Job::Add { word, dictionary } => {
                    if let Err(e) = speller.add(&word, &dictionary) {
                        lock(&shared.errors).push(e);
                        (shared.wake)();
                    }
                    dirty.extend(texts.keys());
                }
            }
        }
        if !dirty.is_empty() {
            dirty.sort();
            dirty.dedup();
            for id in dirty {
                let Some((revision, content, fallback)) = texts.get(&id) else {
                    continue;
                };
                let stale = || {
                    shared.closed.load(Ordering::Relaxed)
                        || lock(&shared.newest).get(&id).is_some_and(|n| n != revision)
                };
                let Some(report) = speller.check(content, fallback.as_deref(), &stale) else {
                    continue;
                };
                sequence += 1;
                let checked = Checked {
                    text: id,
                    revision: *revision,
                    sequence,
                    report,
                };
                lock(&shared.results).insert(id, Arc::new(checked));
                shared.published.notify_all();
                (shared.wake)();
            }
            let failures = speller.take_failures();
            if !failures.is_empty() {
                lock(&shared.errors).extend(failures);
                (shared.wake)();
            }
        }
        match rx.recv() {
            Ok(job) => pending.push(job),
            Err(_) => return,
        }
    }
}
