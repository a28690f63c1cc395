//! The messages being edited, kept where a panic can still save them.
//!
//! The release build aborts on a panic (`panic = "abort"` in `Cargo.toml`: without unwinding
//! tables the program is about two megabytes smaller), so a bug on any thread ends every
//! window at once. What a person wrote must survive that too: each session with unsaved
//! edits keeps its draft, as last edited, in a [`Slot`], and the panic hook ([`install`])
//! saves every kept draft as a link in its drafts folder before the process ends, and says
//! where (`mailto-preview drafts` lists them; `mailto-preview --draft FILE` reopens one, files
//! and all).

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError, TryLockError};

use crate::draft::Draft;
use crate::store::Store;

/// The drafts with unsaved edits, by slot.
static KEPT: Mutex<BTreeMap<u64, (Store, Draft)>> = Mutex::new(BTreeMap::new());
static NEXT: AtomicU64 = AtomicU64::new(0);

/// How long typing in the body may go on before the body is copied for the panic hook
/// again (seconds): a body may be 2 MiB, and a keystroke must not copy it.
const BODY_EVERY_SECS: f64 = 0.5;

/// One session's place among the kept drafts; emptied when the session ends.
///
/// An edit only marks the slot ([`Slot::edited`], no copy); the session refreshes it once per
/// frame ([`Slot::refresh`]): the small fields each time, the body at most every
/// [`BODY_EVERY_SECS`] while it is being typed in. A panic therefore loses at most that much
/// typing in the body, and nothing of the other fields.
#[derive(Debug)]
pub struct Slot {
    id: u64,
    /// Something was edited since the last refresh.
    dirty: bool,
    /// The body was edited since it was last copied.
    body_dirty: bool,
    /// When the body was last copied (egui seconds).
    body_copied_at: Option<f64>,
    /// How many edits there were: a save that began at this count covers them all.
    edits: u64,
}

impl Default for Slot {
    fn default() -> Self {
        Self {
            id: NEXT.fetch_add(1, Ordering::Relaxed),
            dirty: false,
            body_dirty: false,
            body_copied_at: None,
            edits: 0,
        }
    }
}

impl Slot {
    /// The person edited the draft (`body`: its body); nothing is copied yet.
    pub fn edited(&mut self, body: bool) {
        self.dirty = true;
        self.body_dirty |= body;
        self.edits += 1;
    }

    /// How many edits there were so far (what a save that begins now covers).
    pub fn edits(&self) -> u64 {
        self.edits
    }

    /// A save that began when [`Slot::edits`] said `edits` is on disk: nothing to rescue,
    /// unless the person edited the draft since the save began.
    pub fn saved(&mut self, edits: u64) {
        if edits == self.edits {
            self.clear();
        }
    }

    /// Copies what was edited since the last refresh into the kept draft, where the panic
    /// hook finds it; `now` in egui seconds. The body waits while it is being typed in, at
    /// most [`BODY_EVERY_SECS`].
    pub fn refresh(&mut self, store: &Store, draft: &Draft, now: f64) {
        if !self.dirty {
            return;
        }
        let body_due = self
            .body_copied_at
            .is_none_or(|t| now - t >= BODY_EVERY_SECS || now < t);
        let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
        match kept.get_mut(&self.id) {
            None => {
                kept.insert(self.id, (store.clone(), draft.clone()));
                self.body_dirty = false;
                self.body_copied_at = Some(now);
            }
            Some((_, copy)) => {
                // Every field but the body, named so that a new field cannot be forgotten.
                let Draft {
                    to,
                    cc,
                    bcc,
                    subject,
                    body: _,
                    in_reply_to,
                    references,
                    keywords,
                    attachments,
                } = draft;
                copy.to.clone_from(to);
                copy.cc.clone_from(cc);
                copy.bcc.clone_from(bcc);
                copy.subject.clone_from(subject);
                copy.in_reply_to.clone_from(in_reply_to);
                copy.references.clone_from(references);
                copy.keywords.clone_from(keywords);
                // Where the files are, not their bytes (a file's source is its path).
                copy.attachments.clone_from(attachments);
                if self.body_dirty && body_due {
                    copy.body.clone_from(&draft.body);
                    self.body_dirty = false;
                    self.body_copied_at = Some(now);
                }
            }
        }
        self.dirty = self.body_dirty;
    }

    /// When the body waiting to be copied is due (egui seconds), if one waits.
    pub fn due(&self) -> Option<f64> {
        self.body_dirty
            .then(|| self.body_copied_at.map_or(0.0, |t| t + BODY_EVERY_SECS))
    }

    /// The draft is saved, sent or handed over: a crash would lose nothing.
    pub fn clear(&mut self) {
        self.dirty = false;
        self.body_dirty = false;
        let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
        kept.remove(&self.id);
    }

    /// The draft this slot holds for the panic hook (tests).
    pub fn holds(&self) -> Option<Draft> {
        let kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
        kept.get(&self.id).map(|(_, draft)| draft.clone())
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.clear();
    }
}

/// Saves every kept draft as a link in its drafts folder: where each went, or why not.
///
/// Another thread may be keeping a draft at that moment: the list is waited for a little
/// (keeping takes microseconds). Nothing is saved when it stays busy, which means the panic
/// happened while this very thread was changing it and it cannot be read safely.
pub fn save_all() -> Vec<Result<PathBuf, String>> {
    let mut tries = 0;
    let kept = loop {
        match KEPT.try_lock() {
            Ok(kept) => break kept,
            Err(TryLockError::Poisoned(p)) => break p.into_inner(),
            Err(TryLockError::WouldBlock) if tries < 20 => {
                tries += 1;
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            Err(TryLockError::WouldBlock) => return Vec::new(),
        }
    };
    kept.values()
        .map(|(store, draft)| {
            let link = crate::open_with::draft_link(draft).map_err(|e| e.to_string())?;
            let path = store.save_link(&link).map_err(|e| e.to_string())?;
            // The files it had: their paths beside the link (`--draft` attaches them again).
            crate::store::reopen::keep_files(&path, &draft.attachments)
                .map_err(|e| e.to_string())?;
            Ok(path)
        })
        .collect()
}

/// Installs the panic hook: the usual report, then every kept draft saved, when the panic
/// ends the process. That is any panic in a build that aborts on panic; with unwinding only
/// one on the main thread, since a worker's panic is then caught and reported by its window,
/// which keeps the message. Once per process: a second call changes nothing.
pub fn install() {
    static INSTALLED: std::sync::Once = std::sync::Once::new();
    INSTALLED.call_once(install_hook);
}

fn install_hook() {
    let report = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        report(info);
        if !(cfg!(panic = "abort") || std::thread::current().name() == Some("main")) {
            return;
        }
        for saved in save_all() {
            match saved {
                Ok(path) => eprintln!(
                    "mailto-preview: the message you were writing is saved as {}; open it again with: mailto-preview --draft {}",
                    path.display(),
                    crate::open_with::shell_quote(&path.to_string_lossy())
                ),
                Err(e) => eprintln!(
                    "mailto-preview: the message you were writing could not be saved: {e}"
                ),
            }
        }
    }));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(body: &str) -> Draft {
        Draft {
            subject: "Hallo".into(),
            body: body.into(),
            ..Draft::default()
        }
    }

    /// A save covers the edits made before it began: one made while it was being written is
    /// still kept for a crash once it is on disk.
    #[test]
    fn a_save_clears_only_the_edits_it_covers() {
        let store = Store::at(std::env::temp_dir().join("mailto-preview-rescue-covers"));
        let mut slot = Slot::default();
        slot.edited(true);
        slot.refresh(&store, &draft("first"), 0.0);
        let covered = slot.edits();
        slot.edited(true);
        slot.refresh(&store, &draft("first, then more"), 1.0);
        slot.saved(covered);
        assert_eq!(slot.holds().unwrap().body, "first, then more");
        slot.saved(slot.edits());
        assert_eq!(slot.holds(), None);
    }

    #[test]
    fn a_kept_draft_is_saved_as_a_link_and_an_ended_slot_keeps_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let mut slot = Slot::default();
        slot.edited(true);
        slot.refresh(&store, &draft("first"), 1.0);
        slot.edited(true);
        slot.refresh(&store, &draft("مرحبا، second"), 2.0);
        let mut ended = Slot::default();
        ended.edited(false);
        ended.refresh(&store, &draft("discarded"), 1.0);
        drop(ended);
        let mut cleared = Slot::default();
        cleared.edited(false);
        cleared.refresh(&store, &draft("saved by the person"), 1.0);
        cleared.clear();

        // Other tests keep drafts at the same time: only this store's files count.
        let _ = save_all();
        let saved = store.drafts().unwrap();
        assert_eq!(saved.len(), 1, "{saved:?}");
        let link = std::fs::read_to_string(&saved[0]).unwrap();
        let reopened = crate::mailto::parse(link.trim_end().as_bytes()).unwrap();
        assert_eq!(reopened.subject.as_deref(), Some("Hallo"));
        assert_eq!(reopened.body.as_deref(), Some("مرحبا، second"));
    }

    #[test]
    fn typing_in_the_body_copies_it_at_most_twice_a_second_and_the_rest_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let mut slot = Slot::default();
        let mut typed = draft("a");
        slot.edited(true);
        slot.refresh(&store, &typed, 10.0);
        // Keystrokes in the body within half a second: the kept body waits...
        typed.body.push('b');
        slot.edited(true);
        slot.refresh(&store, &typed, 10.1);
        assert_eq!(slot.holds().unwrap().body, "a");
        assert_eq!(slot.due(), Some(10.5));
        // ...while the subject is kept at once.
        typed.subject = "Hallo Welt".into();
        slot.edited(false);
        slot.refresh(&store, &typed, 10.2);
        let kept = slot.holds().unwrap();
        assert_eq!(
            (kept.subject.as_str(), kept.body.as_str()),
            ("Hallo Welt", "a")
        );
        // When it is due, the body is copied too, and nothing waits any more.
        slot.refresh(&store, &typed, 10.5);
        assert_eq!(slot.holds().unwrap().body, "ab");
        assert_eq!(slot.due(), None);
    }
}
