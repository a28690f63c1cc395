//! A resident process that waits for the next click must not wake the CPU. Our own event loop
//! sleeps without a timer, but AccessKit's D-Bus connection is made through the `blocking`
//! crate's thread pool (zbus on async-io connects a Unix socket with `blocking::unblock`), and
//! in blocking 1.7 an idle pool thread never exits: it wakes every 500 ms to look for work, for
//! the life of the process. While no window is open, [`Quiet`] gives that idle thread a task
//! that sleeps until the next window, so nothing wakes; the pool works as usual meanwhile
//! (more threads are started for more work).

use std::sync::mpsc;

/// While it lives, the pool's idle thread sleeps on a channel instead of polling.
pub struct Quiet {
    _release: mpsc::Sender<()>,
}

impl Quiet {
    /// Occupies the pool's idle thread (or starts one that sleeps the same way).
    pub fn begin() -> Quiet {
        let (release, wait) = mpsc::channel::<()>();
        // Ends when `release` is dropped: recv then fails at once.
        blocking::unblock(move || {
            let _ = wait.recv();
        })
        .detach();
        Quiet { _release: release }
    }
}
