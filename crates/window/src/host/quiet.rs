//! A resident process that waits for the next click must not wake the CPU. Our own event loop
//! sleeps without a timer, and our own async work (DNS, D-Bus, IMAP) runs on a tokio runtime
//! with no threads of its own ([`crate::task`]). One thing is not ours: AccessKit's D-Bus
//! connection. egui-winit turns on accesskit_winit's async-io executor (accesskit_unix refuses
//! to be built with both that and tokio), and zbus on async-io connects its Unix socket with
//! `blocking::unblock`; in blocking 1.7 an idle pool thread never exits: it wakes every 500 ms
//! to look for work, for the life of the process. So this module stays while AccessKit runs on
//! async-io: while no window is open, [`Quiet`] gives each pool thread a task that sleeps until
//! the next window, so nothing wakes; the pool works as usual meanwhile (more threads are
//! started for more work). It can go when blocking's idle threads exit (an upstream fix), or
//! when egui-winit lets AccessKit run on tokio.

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
