//! `mailto-preview queue`: the messages kept for later. Sends what is due (as the timer and a
//! start without a link do) and lists what waits; `--cancel ID` takes one back to the
//! drafts, `--send-now ID` sends one now.

use std::io::Write;
use std::path::Path;

use chrono::{DateTime, Local};

use crate::config;
use crate::i18n::{Lang, Localize};
use crate::queue::{self, Entry, Held, Outcome, Queue, State, timer::Arranged};
use crate::store::Store;
use crate::visible::make_visible;

use super::CliError;

/// What `queue` was asked to do.
pub(super) enum Action<'a> {
    /// Send what is due, then list what waits (`due_only`: say only what happened, for the
    /// timer).
    Run { due_only: bool },
    /// Take one back to the drafts.
    Cancel(&'a str),
    /// Send one now.
    SendNow(&'a str),
    /// Stay until nothing waits.
    Watch,
}

pub(super) fn cmd_queue(
    explicit: Option<&Path>,
    action: &Action<'_>,
    out: &mut impl Write,
) -> Result<u8, CliError> {
    let store = Store::open_default()?;
    let q = Queue::of(&store);
    let path = config::resolve_path(explicit)?;
    let parts = config::load_parts(&path);
    let lang = Lang::for_person(
        parts
            .window
            .as_ref()
            .ok()
            .and_then(|w| w.language.as_deref()),
    );
    let cfg = parts.into_config().ok();
    let mut on_step = |entry: &Entry, step: crate::send::Step| {
        let _ = writeln!(
            std::io::stderr(),
            "{}: {}...",
            entry.id,
            step.describe().english()
        );
    };
    let status = match action {
        Action::Cancel(id) => {
            let draft = q.cancel(id).map_err(queue_error)?;
            writeln!(
                out,
                "{id} is back in the drafts: {} (open it again with: mailto-preview --draft {})",
                draft.display(),
                crate::open_with::shell_quote(&draft.to_string_lossy())
            )?;
            0
        }
        Action::SendNow(id) => {
            let outcome = q
                .send(
                    id,
                    queue::now(),
                    queue::Try::Asked,
                    &|entry| queue::account_for(cfg.as_ref(), entry),
                    &mut on_step,
                )
                .map_err(queue_error)?;
            say(&outcome, out)?;
            u8::from(!matches!(outcome, Outcome::Sent { .. }))
        }
        Action::Watch => {
            queue::keeper::watch(&store, Some(&path), &lang);
            list(&q, out)?;
            0
        }
        Action::Run { due_only } => {
            let ran =
                queue::run_due(&store, cfg.as_ref(), &lang, &mut on_step).map_err(queue_error)?;
            for outcome in &ran.outcomes {
                say(outcome, out)?;
            }
            for why in &ran.untold {
                writeln!(std::io::stderr(), "no notification shown: {why}")?;
            }
            if !due_only {
                list(&q, out)?;
                match &ran.timer {
                    Arranged::At(at) => {
                        writeln!(out, "the timer sends the next at {}", local(*at))?
                    }
                    Arranged::Off => {}
                    Arranged::NoTimer(why) => writeln!(
                        out,
                        "no timer ({why}): what waits is sent while Mailto Preview runs (--resident) or at the next `mailto-preview queue`"
                    )?,
                }
            }
            // A message tried again later is no failure of the run (systemd would mark the
            // timer's service failed at every try); one that now waits for the person is.
            u8::from(ran.outcomes.iter().any(|o| {
                matches!(
                    o,
                    Outcome::Held { .. } | Outcome::GaveUp { .. } | Outcome::Failed { .. }
                )
            }))
        }
    };
    if !matches!(action, Action::Run { .. }) {
        queue::timer::arrange(q.next_due().map_err(queue_error)?);
    }
    Ok(status)
}

fn queue_error(e: queue::QueueError) -> CliError {
    CliError::Other(e.text().english())
}

/// A Unix time as the person's wall clock shows it.
fn local(at: i64) -> String {
    DateTime::from_timestamp(at, 0)
        .unwrap_or_default()
        .with_timezone(&Local)
        .format("%a %Y-%m-%d %H:%M %Z")
        .to_string()
}

/// What came of one message, in a line or two.
fn say(outcome: &Outcome, out: &mut impl Write) -> Result<(), CliError> {
    match outcome {
        Outcome::Sent {
            entry, sent, path, ..
        } => writeln!(
            out,
            "sent {} to {}: {}\n  kept at {}",
            entry.id,
            make_visible(&entry.recipients.join(", "), false),
            make_visible(&sent.reply, false),
            path.display()
        )?,
        Outcome::Again { entry, error } => writeln!(
            out,
            "not sent {}: {}\n  tried again at {}",
            entry.id,
            error.text().english(),
            local(entry.due)
        )?,
        Outcome::Held { entry, error } => writeln!(
            out,
            "not sent {}: {}\n  kept; it is sent again only when you run: mailto-preview queue --send-now {}",
            entry.id,
            error.as_ref().map_or_else(
                || "the process sending it ended before it said how; it may have been delivered"
                    .to_string(),
                |e| e.text().english()
            ),
            entry.id
        )?,
        Outcome::GaveUp { entry, error } => writeln!(
            out,
            "not sent {} after a day of trying: {}\n  kept; send it with: mailto-preview queue --send-now {}",
            entry.id,
            error.text().english(),
            entry.id
        )?,
        Outcome::Failed { id, error } => writeln!(
            out,
            "not sent {id}: {}\n  it stays in the queue as it was",
            error.text().english()
        )?,
        Outcome::Skipped => {}
    }
    Ok(())
}

/// Every queued message, the soonest first.
fn list(q: &Queue, out: &mut impl Write) -> Result<(), CliError> {
    let entries = q.list().map_err(queue_error)?;
    if entries.is_empty() {
        writeln!(out, "nothing waits in {}", q.dir().display())?;
    }
    for entry in entries {
        let entry = match entry {
            Ok(e) => e,
            Err(e) => {
                writeln!(out, "{}", e.text().english())?;
                continue;
            }
        };
        let state = match entry.state {
            State::Waiting => format!("waits until {}", local(entry.due)),
            State::Sending { .. } => "being sent".to_string(),
            State::Held { why: Held::Refused } => "refused: waits for you".to_string(),
            State::Held {
                why: Held::Uncertain | Held::Interrupted,
            } => "may have been sent: waits for you".to_string(),
            State::GaveUp => "given up after a day: waits for you".to_string(),
            State::Sent => "sent; being moved to the sent folder".to_string(),
        };
        let why = match entry.reason {
            queue::Why::Later => "later",
            queue::Why::Online => "when online",
        };
        writeln!(
            out,
            "{}  {state} ({why}, {} bytes)\n  To: {}\n  Subject: {}",
            entry.id,
            entry.size,
            make_visible(&entry.recipients.join(", "), false),
            make_visible(&entry.subject, false)
        )?;
        if let Some(e) = &entry.last_error {
            writeln!(out, "  Last try: {}", make_visible(e, false))?;
        }
    }
    Ok(())
}
