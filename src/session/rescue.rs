//! The messages being edited, kept where a panic can still save them.
//!
//! The release build aborts on a panic (`panic = "abort"` in `Cargo.toml`: without unwinding
//! tables the program is about two megabytes smaller), so a bug on any thread ends every
//! window at once. What a person wrote must survive that too: each session with unsaved
//! edits keeps its draft, as last edited, in a [`Slot`], and the panic hook ([`install`])
//! saves every kept draft as a link in its drafts folder before the process ends, and says
//! where (`mailto-preview drafts` lists them; `mailto-preview - < FILE` reopens one).

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError, TryLockError};

use crate::draft::Draft;
use crate::store::Store;

/// The drafts with unsaved edits, by slot.
static KEPT: Mutex<BTreeMap<u64, (Store, Draft)>> = Mutex::new(BTreeMap::new());
static NEXT: AtomicU64 = AtomicU64::new(0);

/// One session's place among the kept drafts; emptied when the session ends.
#[derive(Debug)]
pub struct Slot(u64);

impl Default for Slot {
    fn default() -> Self {
        Self(NEXT.fetch_add(1, Ordering::Relaxed))
    }
}

impl Slot {
    /// The draft as the person left it, not saved yet, and where it would be saved.
    pub fn keep(&self, store: &Store, draft: &Draft) {
        let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
        kept.insert(self.0, (store.clone(), draft.clone()));
    }

    /// The draft is saved, sent or handed over: a crash would lose nothing.
    pub fn clear(&self) {
        let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
        kept.remove(&self.0);
    }

    /// Whether this slot holds a draft (tests).
    pub fn holds(&self) -> Option<Draft> {
        let kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
        kept.get(&self.0).map(|(_, draft)| draft.clone())
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
            store.save_link(&link).map_err(|e| e.to_string())
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
                    "mailto-preview: the message you were writing is saved as {}",
                    path.display()
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

    #[test]
    fn a_kept_draft_is_saved_as_a_link_and_an_ended_slot_keeps_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let slot = Slot::default();
        slot.keep(&store, &draft("first"));
        slot.keep(&store, &draft("مرحبا، second"));
        let ended = Slot::default();
        ended.keep(&store, &draft("discarded"));
        drop(ended);
        let cleared = Slot::default();
        cleared.keep(&store, &draft("saved by the person"));
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
}
