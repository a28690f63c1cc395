//! The hold after Send: a few seconds in which the message is saved in drafts but nothing
//! connects, so that the person can take the send back (Undo). A hold is not a schedule: it
//! is part of the send the person asked for, and ends in that send or in Undo.
//!
//! The window ends the hold by its own clock ([`HoldControl::go`]; tests step that clock),
//! the sending thread at the latest by the wall clock. A window that went away during the
//! hold leaves the message to go at its end, as the person asked when they pressed Send.

use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

/// The longest hold the config takes (`[send] undo-seconds`).
pub const MAX_SECS: u8 = 30;

/// What the window decides during the hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Decision {
    Go,
    Undo,
}

/// Where a hold stands, shared by both sides: whichever changes it from `HOLDING` first
/// decides, so an Undo is never accepted once the thread has gone on to send.
const HOLDING: u8 = 0;
const GO: u8 = 1;
const UNDONE: u8 = 2;

/// The sending thread's side of a hold.
#[derive(Debug)]
pub struct Hold {
    /// How long it lasts, from when the sending thread starts waiting (after GnuPG signed,
    /// which may have waited for a passphrase).
    length: Duration,
    decisions: mpsc::Receiver<Decision>,
    state: Arc<AtomicU8>,
}

/// The window's side of a hold.
#[derive(Debug, Clone)]
pub struct HoldControl {
    decisions: mpsc::Sender<Decision>,
    state: Arc<AtomicU8>,
}

/// A hold of `length`, from now: the thread's side and the window's.
pub fn hold(length: Duration) -> (Hold, HoldControl) {
    let (decisions_tx, decisions) = mpsc::channel();
    let state = Arc::new(AtomicU8::new(HOLDING));
    (
        Hold {
            length,
            decisions,
            state: state.clone(),
        },
        HoldControl {
            decisions: decisions_tx,
            state,
        },
    )
}

/// Moves `state` from holding to `to`; whether the hold now ends that way.
fn decide(state: &AtomicU8, to: u8) -> bool {
    match state.compare_exchange(HOLDING, to, Ordering::SeqCst, Ordering::SeqCst) {
        Ok(_) => true,
        Err(already) => already == to,
    }
}

impl Hold {
    /// Waits until the hold ends; whether to send (`false`: the person took the send back).
    pub fn wait(self) -> bool {
        let deadline = Instant::now() + self.length;
        match self.decisions.recv_timeout(self.length) {
            Ok(Decision::Go | Decision::Undo) | Err(RecvTimeoutError::Timeout) => {}
            // The window went away: the send the person asked for goes at the end of the hold.
            Err(RecvTimeoutError::Disconnected) => {
                std::thread::sleep(deadline.saturating_duration_since(Instant::now()));
            }
        }
        // The window's word if it came first, else the thread's: the hold is over, it goes.
        decide(&self.state, GO)
    }
}

impl HoldControl {
    /// The hold is over by the window's clock: send now.
    pub fn go(&self) {
        if decide(&self.state, GO) {
            let _ = self.decisions.send(Decision::Go);
        }
    }

    /// The person takes the send back: nothing connects. `false` when it is too late (the
    /// hold ended and the message is on its way).
    pub fn undo(&self) -> bool {
        if decide(&self.state, UNDONE) {
            let _ = self.decisions.send(Decision::Undo);
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_go_and_a_window_that_went_away() {
        let (hold_, control) = hold(Duration::from_secs(60));
        assert!(control.undo());
        assert!(!hold_.wait(), "Undo takes it back");
        let (hold_, control) = hold(Duration::from_secs(60));
        control.go();
        assert!(!control.undo(), "too late: it goes");
        assert!(hold_.wait(), "the window's clock ended the hold");
        // Nobody decides: the wall clock ends it, and an Undo after that is refused.
        let (hold_, control) = hold(Duration::from_millis(10));
        assert!(hold_.wait());
        assert!(!control.undo());
        // The window went away: it still goes, at the end of the hold.
        let start = Instant::now();
        let (hold_, control) = hold(Duration::from_millis(50));
        drop(control);
        assert!(hold_.wait());
        assert!(start.elapsed() >= Duration::from_millis(50));
    }
}
