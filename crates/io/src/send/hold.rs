//! The hold after Send: a few seconds in which the message is saved in drafts but nothing
//! connects, so that the person can take the send back (Undo). A hold is not a schedule: it
//! is part of the send the person asked for, and ends in that send or in Undo.
//!
//! The window ends the hold by its own clock ([`HoldControl::go`]; tests step that clock),
//! the sending thread at the latest by the wall clock. A window that went away during the
//! hold leaves the message to go at its end, as the person asked when they pressed Send.

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

/// The sending thread's side of a hold.
#[derive(Debug)]
pub struct Hold {
    deadline: Instant,
    decisions: mpsc::Receiver<Decision>,
}

/// The window's side of a hold.
#[derive(Debug, Clone)]
pub struct HoldControl {
    decisions: mpsc::Sender<Decision>,
}

/// A hold of `length`, from now: the thread's side and the window's.
pub fn hold(length: Duration) -> (Hold, HoldControl) {
    let (decisions_tx, decisions) = mpsc::channel();
    (
        Hold {
            deadline: Instant::now() + length,
            decisions,
        },
        HoldControl {
            decisions: decisions_tx,
        },
    )
}

impl Hold {
    /// Waits until the hold ends; whether to send (`false`: the person took the send back).
    pub fn wait(self) -> bool {
        let left = self.deadline.saturating_duration_since(Instant::now());
        match self.decisions.recv_timeout(left) {
            Ok(Decision::Go) | Err(RecvTimeoutError::Timeout) => true,
            Ok(Decision::Undo) => false,
            // The window went away: the send the person asked for goes at the end of the hold.
            Err(RecvTimeoutError::Disconnected) => {
                std::thread::sleep(self.deadline.saturating_duration_since(Instant::now()));
                true
            }
        }
    }
}

impl HoldControl {
    /// The hold is over by the window's clock: send now.
    pub fn go(&self) {
        let _ = self.decisions.send(Decision::Go);
    }

    /// The person took the send back: nothing connects.
    pub fn undo(&self) {
        let _ = self.decisions.send(Decision::Undo);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_go_and_a_window_that_went_away() {
        let (hold_, control) = hold(Duration::from_secs(60));
        control.undo();
        assert!(!hold_.wait(), "Undo takes it back");
        let (hold_, control) = hold(Duration::from_secs(60));
        control.go();
        assert!(hold_.wait(), "the window's clock ended the hold");
        // Nobody decides: the wall clock ends it.
        let (hold_, _control) = hold(Duration::from_millis(10));
        assert!(hold_.wait());
        // The window went away: it still goes, at the end of the hold.
        let (hold_, control) = hold(Duration::from_millis(50));
        drop(control);
        let start = Instant::now();
        assert!(hold_.wait());
        assert!(start.elapsed() >= Duration::from_millis(40));
    }
}
