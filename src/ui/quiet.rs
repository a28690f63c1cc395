//! A resident process that waits for the next click must not wake the CPU. Our own event loop
//! sleeps without a timer, but AccessKit's D-Bus connection is made through the `blocking`
//! crate's thread pool (zbus on async-io connects a Unix socket with `blocking::unblock`), and
//! in blocking 1.7 an idle pool thread never exits: it wakes every 500 ms to look for work, for
//! the life of the process. While no window is open, [`Quiet`] gives each pool thread a task
//! that sleeps until the next window, so nothing wakes; the pool works as usual meanwhile
//! (more threads are started for more work).

use std::sync::mpsc;

/// While it lives, the pool's idle threads sleep on a channel instead of polling.
pub struct Quiet {
    _release: Vec<mpsc::Sender<()>>,
}

impl Quiet {
    /// Occupies each of the pool's threads (or starts one that sleeps the same way).
    pub fn begin() -> Quiet {
        let release = (0..pool_threads().max(1))
            .map(|_| {
                let (release, wait) = mpsc::channel::<()>();
                // Ends when `release` is dropped: recv then fails at once.
                blocking::unblock(move || {
                    let _ = wait.recv();
                })
                .detach();
                release
            })
            .collect();
        Quiet { _release: release }
    }
}

/// How many threads the pool has: it names them `blocking-N`. Counted where the system says
/// (Linux's /proc); elsewhere one is assumed.
fn pool_threads() -> usize {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return 1;
    };
    tasks
        .filter_map(Result::ok)
        .filter(|t| {
            std::fs::read_to_string(t.path().join("comm")).is_ok_and(|n| n.starts_with("blocking-"))
        })
        .count()
}
