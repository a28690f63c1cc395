//! The queue kept by a running process: a resident process, or a window started without a
//! link (the desktop menu's). It sends each message at its time while the process runs, as
//! the timer would, and tells the person what became of it. A start caused by a link never
//! starts it: a link must not make the program connect anywhere.
//!
//! It sleeps until the next message is due, and wakes early when this process puts one in
//! the queue ([`kick`]); a message another process queues has the timer too. While a message
//! waits for the network (Send when online, or a failure the network caused), it watches the
//! network monitor instead ([`crate::network`]) and sends it as soon as the computer is
//! online again, its next try not waited for.

use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::Duration;

use crate::i18n::Lang;
use crate::store::Store;

use crate::network::{self, Online};

use super::{Queue, now, run};

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
    // One keeper per process, however many windows ask.
    static STARTED: std::sync::Once = std::sync::Once::new();
    let mut first = false;
    STARTED.call_once(|| first = true);
    if !first {
        kick();
        return;
    }
    // The task's result is never read: the keeper runs until the process ends.
    let _ = crate::task::Task::<()>::spawn_after_first_frame(
        "queue-keeper",
        crate::task::no_wake(),
        move |_| keep(&store, config.as_deref(), &lang, false),
    );
}

/// The keeper in the foreground (`mailto-preview queue --watch`): until nothing waits in the
/// queue any more (what is left waits for the person).
pub fn watch(store: &Store, config: Option<&std::path::Path>, lang: &Lang) {
    keep(store, config, lang, true);
}

fn keep(store: &Store, config: Option<&std::path::Path>, lang: &Lang, until_empty: bool) {
    let mut back_online = false;
    // Whether the monitor said offline since the messages waiting for the network were last
    // tried: its "online" then means they go at once.
    let mut seen_offline = false;
    loop {
        let parts = config.map(crate::config::load_parts);
        let cfg = parts.and_then(|p| p.into_config().ok());
        // A failure to read the queue is tried again at the next look.
        if let Ok(ran) = run(store, cfg.as_ref(), lang, back_online, &mut |_, _| {}) {
            seen_offline |= ran.offline;
        }
        if back_online {
            seen_offline = false;
        }
        back_online = false;
        let queue = Queue::of(store);
        let next = queue.next_due().ok().flatten();
        if until_empty && next.is_none() {
            return;
        }
        let wait = next.map_or(LOOK_AGAIN, |due| {
            Duration::from_secs(u64::try_from(due.saturating_sub(now())).unwrap_or(0))
                .min(LOOK_AGAIN)
        });
        // Not again at once: a message due now that another process holds is theirs.
        let wait = wait.max(Duration::from_secs(1));
        let for_network = queue
            .list()
            .map(|l| l.iter().flatten().any(super::Entry::waits_for_network))
            .unwrap_or(false);
        if for_network {
            match network::online() {
                Online::No => {
                    // Sent as soon as the monitor says online; or at its next try, whichever
                    // first.
                    seen_offline = true;
                    back_online = network::wait_until_online(wait) == Online::Yes;
                    continue;
                }
                // Online again since a look that found it offline (perhaps in between).
                Online::Yes if seen_offline => {
                    back_online = true;
                    continue;
                }
                _ => {}
            }
        }
        let kicked = KICKED.lock().unwrap_or_else(PoisonError::into_inner);
        let (mut kicked, _) = WAKE
            .wait_timeout_while(kicked, wait, |k| !*k)
            .unwrap_or_else(PoisonError::into_inner);
        *kicked = false;
    }
}
