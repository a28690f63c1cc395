//! When a queued message is tried again after a failure, and which failures are tried again
//! by themselves at all.
//!
//! A failure the network or the server's moment caused (no route, a name that does not
//! resolve, a timeout before the message went, a server that is down, a 4xx reply) is tried
//! again after 1, 2, 5, 15, 30 and 60 minutes, then every 2 hours, for a day from the first
//! failure; then the message is given up (kept, and the person told). A refusal (5xx, a
//! rejected login) is never tried again by itself: the same message would be refused again.
//! Nor is a message that may have been delivered (the connection ended while it was being
//! sent, or the process sending it ended): sending it again could deliver it twice, so the
//! person decides.

use crate::send::{SendError, Step};

/// What a failed attempt means for the next one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Retry {
    /// The network or the server's moment: tried again later by itself.
    Later,
    /// Refused: not tried again until the person asks.
    Refused,
    /// It may have been delivered: not tried again until the person asks.
    Uncertain,
}

/// What `error` means for the next attempt.
pub fn after(error: &SendError) -> Retry {
    match error {
        SendError::HostNotFound { .. }
        | SendError::ConnectionRefused { .. }
        | SendError::TemporarilyUnavailable { .. }
        // A handshake a captive portal broke, as well as a certificate that is wrong: tried
        // for the day, then left to the person with the reason.
        | SendError::Tls { .. } => Retry::Later,
        // The password or token could not be had (a keyring still locked at login, a token
        // endpoint out of reach, the desktop's accounts not answering yet): tried again, unless
        // it needs the person to sign in again.
        SendError::Password(_) if !(error.needs_sign_in() || error.refused_desktop_sign_in()) => {
            Retry::Later
        }
        // Once MAIL FROM went, the server may be reading the message: an ending there may
        // come after its final dot (RFC 5321 §4.1.1.4: the reply to it was not received).
        SendError::TimedOut { step, .. } | SendError::Connection { step, .. } => {
            if *step == Step::Sending {
                Retry::Uncertain
            } else {
                Retry::Later
            }
        }
        _ => Retry::Refused,
    }
}

/// The waits after the 1st, 2nd, ... failure, in minutes; after the last, [`EVERY_LATER_MINUTES`].
const WAITS_MINUTES: [i64; 6] = [1, 2, 5, 15, 30, 60];
/// The wait after the 7th failure and each after it.
const EVERY_LATER_MINUTES: i64 = 120;
/// How long after the first failure a message is given up.
pub const GIVE_UP_AFTER_SECS: i64 = 24 * 3600;

/// When to try again (Unix seconds) after the `failures`-th failure in a row at `now`, the
/// first of them at `first`; `None` once a day has passed since the first.
pub fn next_try(failures: u32, first: i64, now: i64) -> Option<i64> {
    let index = usize::try_from(failures.saturating_sub(1)).unwrap_or(usize::MAX);
    let wait = WAITS_MINUTES
        .get(index)
        .copied()
        .unwrap_or(EVERY_LATER_MINUTES)
        * 60;
    let next = now.saturating_add(wait);
    (next <= first.saturating_add(GIVE_UP_AFTER_SECS)).then_some(next)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_waits_grow_then_stay_at_two_hours_for_a_day() {
        let first = 1_000_000;
        let mut now = first;
        let mut waits = Vec::new();
        let mut failures = 1;
        while let Some(next) = next_try(failures, first, now) {
            waits.push((next - now) / 60);
            now = next;
            failures += 1;
        }
        assert_eq!(&waits[..7], &[1, 2, 5, 15, 30, 60, 120]);
        assert!(waits[7..].iter().all(|w| *w == 120), "{waits:?}");
        // 113 minutes of growing waits, then two-hourly to the day's end.
        assert_eq!(waits.len(), 6 + 11);
        assert!(now <= first + GIVE_UP_AFTER_SECS);
        assert!(now + 120 * 60 > first + GIVE_UP_AFTER_SECS);
    }

    #[test]
    fn refusals_and_messages_that_may_have_gone_are_left_to_the_person() {
        let host = || "smtp.example.net".to_string();
        assert_eq!(
            after(&SendError::HostNotFound { host: host() }),
            Retry::Later
        );
        assert_eq!(
            after(&SendError::ConnectionRefused {
                host: host(),
                port: 587
            }),
            Retry::Later
        );
        assert_eq!(
            after(&SendError::TemporarilyUnavailable {
                reply: "451 4.3.0 try later".into()
            }),
            Retry::Later
        );
        let timed_out = |step| SendError::TimedOut {
            host: host(),
            step,
            seconds: 30,
        };
        assert_eq!(after(&timed_out(Step::Connecting)), Retry::Later);
        assert_eq!(after(&timed_out(Step::LoggingIn)), Retry::Later);
        assert_eq!(after(&timed_out(Step::Sending)), Retry::Uncertain);
        assert_eq!(
            after(&SendError::Connection {
                host: host(),
                step: Step::Sending,
                detail: "reset".into()
            }),
            Retry::Uncertain
        );
        assert_eq!(
            after(&SendError::MessageRejected {
                reply: "554 5.7.1 no".into()
            }),
            Retry::Refused
        );
        // What may mean no network (so the window asks the monitor before offering Send when
        // online): not a refusal, nor an ending while the message was being sent.
        assert!(SendError::HostNotFound { host: host() }.looks_offline());
        assert!(timed_out(Step::Connecting).looks_offline());
        assert!(!timed_out(Step::Sending).looks_offline());
        assert!(
            !SendError::ConnectionRefused {
                host: host(),
                port: 587
            }
            .looks_offline()
        );
        assert_eq!(
            after(&SendError::AuthRejected {
                user: "me".into(),
                reply: "535 5.7.8 no".into()
            }),
            Retry::Refused
        );
    }
}
