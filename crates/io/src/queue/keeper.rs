//! The queue kept by a running process: a resident process, or a window started without a
//! link (the desktop menu's). It sends each message at its time while the process runs, as
//! the timer would, and tells the person what became of it. A start caused by a link never
//! starts it: a link must not make the program connect anywhere.
//!
//! It sleeps until the next message is due, and wakes early when this process puts one in
//! the queue ([`kick`]); a message another process queues has the timer too.

use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::Duration;

use crate::i18n::Lang;
use crate::store::Store;

use super::{Queue, now, run_due};

/// Set when this process queued a message since the keeper last looked.
static KICKED: Mutex<bool> = Mutex::new(false);
static WAKE: Condvar = Condvar::new();

/// The longest the keeper sleeps without looking again: a message queued by another process
/// while the timer could not be set is found within it.
const LOOK_AGAIN: Duration = Duration::from_secs(15 * 60);

/// Tells the keeper (if this process runs one) that the queue changed.
pub fn kick() {
    *KICKED.lock().unwrap_or_else(PoisonError::into_inner) = true;
    WAKE.notify_all();
}

/// Starts the keeper on a thread of its own, after the first window is on screen (it never
/// takes a core from a start): it lives as long as the process. `config` is read again at
/// each look (the person may have changed an account meanwhile).
pub fn start(store: Store, config: Option<PathBuf>, lang: Arc<Lang>) {
    // The task's result is never read: the keeper runs until the process ends.
    let _ = crate::task::Task::<()>::spawn_after_first_frame(
        "queue-keeper",
        crate::task::no_wake(),
        move |_| keep(&store, config.as_deref(), &lang),
    );
}

fn keep(store: &Store, config: Option<&std::path::Path>, lang: &Lang) {
    loop {
        let parts = config.map(crate::config::load_parts);
        let cfg = parts.and_then(|p| p.into_config().ok());
        // A failure to read the queue is tried again at the next look.
        let _ = run_due(store, cfg.as_ref(), lang, &mut |_, _| {});
        let next = Queue::of(store).next_due().ok().flatten();
        let wait = next.map_or(LOOK_AGAIN, |due| {
            Duration::from_secs(u64::try_from(due.saturating_sub(now())).unwrap_or(0))
                .min(LOOK_AGAIN)
        });
        // Not again at once: a message due now that another process holds is theirs.
        let wait = wait.max(Duration::from_secs(1));
        let kicked = KICKED.lock().unwrap_or_else(PoisonError::into_inner);
        let (mut kicked, _) = WAKE
            .wait_timeout_while(kicked, wait, |k| !*k)
            .unwrap_or_else(PoisonError::into_inner);
        *kicked = false;
    }
}
