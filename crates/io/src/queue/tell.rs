//! What the person hears about the queue once the window is gone: a desktop notification for
//! each message that went, and for each that did not and now waits for them (refused, may
//! have been sent, given up). A message that is simply tried again later says nothing: the
//! person is told once, at the end.

use crate::i18n::{Lang, Localize, Text};
use crate::notify::{self, Notice};

use super::{Entry, Held, Outcome, State};

/// The notification for `outcome`, in `lang`; `None` when there is nothing to tell yet.
pub fn notice(outcome: &Outcome, lang: &Lang) -> Option<Notice> {
    let (title, body) = match outcome {
        Outcome::Sent { entry, .. } => (
            Text::new("queue-sent-title").arg("recipients", recipients(entry)),
            Text::new("queue-sent-body").arg("subject", notify::plain(&entry.subject)),
        ),
        Outcome::Held { entry, error } => {
            let why = match (entry.state, error) {
                (State::Held { why: Held::Refused }, Some(e)) => {
                    Text::new("queue-refused-body").arg("error", e.text())
                }
                (
                    State::Held {
                        why: Held::Interrupted,
                    },
                    _,
                ) => Text::new("queue-interrupted-body"),
                _ => Text::new("queue-uncertain-body"),
            };
            (
                Text::new("queue-not-sent-title").arg("recipients", recipients(entry)),
                why.arg("subject", notify::plain(&entry.subject))
                    .arg("id", entry.id.as_str()),
            )
        }
        Outcome::GaveUp { entry, error } => (
            Text::new("queue-not-sent-title").arg("recipients", recipients(entry)),
            Text::new("queue-gave-up-body")
                .arg("subject", notify::plain(&entry.subject))
                .arg("error", error.text())
                .arg("id", entry.id.as_str()),
        ),
        // Tried again later, or a local file the run could not use (said where it ran): not
        // yet the person's to decide.
        Outcome::Again { .. } | Outcome::Skipped | Outcome::Failed { .. } => return None,
    };
    Some(Notice {
        summary: lang.render(&title),
        body: lang.render(&body),
    })
}

/// The recipients, for a title: every address, made safe to show.
fn recipients(entry: &Entry) -> String {
    notify::plain(&entry.recipients.join(", "))
}
