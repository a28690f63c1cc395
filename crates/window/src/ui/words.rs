//! The window's sentences that are made from the session's state: the status line, the main
//! button, why it is disabled, and keyboard shortcuts in the language's words.

use crate::i18n::{Lang, Localize};
use crate::session::{Arranged, Blocker, DeliverError, MainAction, NotSent, Status, WallTime, Why};

/// The status line's words.
pub(super) fn status_text(lang: &Lang, status: Status<'_>) -> String {
    let said = |e: &dyn Localize| lang.render(&e.text());
    match status {
        Status::Sending(step) => tr!(lang, "status-sending", step = lang.render(&step.describe())),
        Status::Sent { recipients, filing } => {
            let sent = tr!(lang, "status-sent", count = recipients);
            match filing.text() {
                Some(filing) => tr!(
                    lang,
                    "status-sent-and",
                    sent = sent,
                    filing = lang.render(&filing)
                ),
                None => sent,
            }
        }
        Status::Filing => tr!(lang, "status-filing"),
        Status::Filed(folder) => tr!(lang, "status-filed", folder = folder),
        Status::NotFiled(e) => tr!(lang, "status-not-filed", error = said(e)),
        Status::SavingToServer(path) => {
            tr!(
                lang,
                "status-saving-to-server",
                path = path.display().to_string()
            )
        }
        Status::SavedToServer { path, folder } => tr!(
            lang,
            "status-saved-to-server",
            path = path.display().to_string(),
            folder = folder
        ),
        Status::NotSavedToServer { path, error } => tr!(
            lang,
            "status-not-saved-to-server",
            path = path.display().to_string(),
            error = said(error)
        ),
        Status::NotSent(why) => match why {
            NotSent::Failed(DeliverError::NotSent { error, draft }) => tr!(
                lang,
                "status-not-sent-saved",
                error = said(error),
                path = draft.display().to_string()
            ),
            NotSent::Failed(other) => tr!(lang, "status-not-sent", error = said(other)),
            NotSent::CannotSend(e) => said(e),
            NotSent::NoStore => tr!(lang, "status-no-store"),
            NotSent::StoppedWaiting => tr!(lang, "status-stopped-waiting"),
            NotSent::Undone => tr!(lang, "status-undone"),
        },
        Status::Held => tr!(lang, "status-held"),
        Status::Scheduling => tr!(lang, "status-scheduling"),
        Status::Scheduled(s) => {
            let when = wall_text(lang, s.wall());
            let size = file_size(lang, s.entry.size);
            if s.entry.reason == Why::Online {
                return tr!(lang, "status-waiting-online", size = size);
            }
            match s.timer {
                Arranged::NoTimer(_) => {
                    tr!(lang, "status-scheduled-no-timer", when = when, size = size)
                }
                Arranged::At(_) | Arranged::Off => {
                    tr!(lang, "status-scheduled", when = when, size = size)
                }
            }
        }
        Status::NotScheduled(e) => tr!(lang, "status-not-scheduled", error = said(e)),
        Status::TakingBack => tr!(lang, "status-taking-back"),
        Status::NotTakenBack(e) => tr!(lang, "status-not-taken-back", error = said(e)),
        Status::TakenBack => tr!(lang, "status-taken-back"),
        Status::Undoing => tr!(lang, "status-undone"),
        Status::SettingsNotOpened(why) => {
            tr!(lang, "goa-settings-not-opened", error = why.to_string())
        }
        Status::Saving => tr!(lang, "status-saving"),
        Status::Saved(path) => tr!(lang, "status-saved", path = path.display().to_string()),
        Status::NotSaved(e) => tr!(lang, "status-not-saved", error = said(e)),
        Status::Copied => tr!(lang, "status-copied"),
        Status::HandingOver(target) => tr!(lang, "status-handing-over", target = target),
        Status::HandedOverBodyOnClipboard(target) => {
            tr!(lang, "status-body-on-clipboard", target = target)
        }
        Status::NotHandedOver { error, kept } => match kept {
            Ok(path) => tr!(
                lang,
                "status-not-handed-over-saved",
                error = lang.render(error),
                path = path.display().to_string()
            ),
            Err(why) => tr!(
                lang,
                "status-not-handed-over-unsaved",
                error = lang.render(error),
                why = said(why)
            ),
        },
        Status::AccountSaved(path) => {
            tr!(
                lang,
                "status-account-saved",
                path = path.display().to_string()
            )
        }
        Status::SignedIn => tr!(lang, "status-signed-in"),
        Status::NotSignedIn(e) => tr!(lang, "status-not-signed-in", error = said(e)),
        Status::StartAtLogin(done) => said(done),
        Status::StartAtLoginFailed(e) => tr!(lang, "status-not-changed", error = said(e)),
    }
}

/// A day and time as the language writes it ("Monday 30 November 2026 at 08:00").
pub(super) fn wall_text(lang: &Lang, t: WallTime) -> String {
    whole(tr!(
        lang,
        "later-date-time",
        date = date_text(lang, t),
        time = clock_text(t)
    ))
}

/// A day as the language writes it ("Monday 30 November 2026").
pub(super) fn date_text(lang: &Lang, t: WallTime) -> String {
    whole(tr!(
        lang,
        "later-date",
        weekday = tr!(lang, "later-weekday", day = t.weekday),
        day = t.day.to_string(),
        month = tr!(lang, "later-month", month = t.month),
        year = t.year.to_string()
    ))
}

/// A date made of our own words and numbers, as one piece of text
/// ([`crate::i18n::as_one_piece`]): an Arabic date inside a sentence came out year first.
fn whole(text: String) -> String {
    crate::i18n::as_one_piece(text)
}

/// A time on the 24-hour clock, HH:MM.
pub(super) fn clock_text(t: WallTime) -> String {
    format!("{:02}:{:02}", t.hour, t.minute)
}

/// The main button's words.
pub(super) fn main_action_text(lang: &Lang, action: &MainAction) -> String {
    match action {
        MainAction::Send => tr!(lang, "action-send"),
        MainAction::Retry => tr!(lang, "action-retry"),
        MainAction::OpenIn(target) => tr!(lang, "action-open-in", target = target.as_str()),
    }
}

/// A keyboard shortcut as keyboards in the language label it: Ctrl (Strg) and the key.
pub(super) fn shortcut(lang: &Lang, key: &'static str) -> String {
    tr!(
        lang,
        "shortcut",
        modifier = lang.get("key-ctrl"),
        key = lang.get(key)
    )
}

/// A shortcut with Shift too (Ctrl+Shift+A), as keyboards in the language label it.
pub(super) fn shortcut_with_shift(lang: &Lang, key: &'static str) -> String {
    tr!(
        lang,
        "shortcut",
        modifier = tr!(
            lang,
            "shortcut",
            modifier = lang.get("key-ctrl"),
            key = lang.get("key-shift")
        ),
        key = lang.get(key)
    )
}

/// A file's size as people read it, as the library writes sizes in sentences
/// ([`Lang::size`]).
pub fn file_size(lang: &Lang, bytes: u64) -> String {
    lang.size(crate::i18n::Size::about(bytes))
}

/// Why a button is disabled, in words.
pub(super) fn blocker_text(lang: &Lang, blocker: &Blocker) -> String {
    match blocker {
        Blocker::NoAccount => tr!(lang, "blocker-no-account"),
        Blocker::NoRecipient => tr!(lang, "blocker-no-recipient"),
        Blocker::InvalidAddress => tr!(lang, "blocker-invalid-address"),
        Blocker::UnfinishedAddress => tr!(lang, "blocker-unfinished-address"),
        Blocker::ChooseSender => tr!(lang, "blocker-choose-sender"),
        Blocker::Busy => tr!(lang, "blocker-busy"),
        Blocker::JustOpened => tr!(lang, "blocker-just-opened"),
        Blocker::CannotEncrypt => tr!(lang, "blocker-cannot-encrypt"),
    }
}

/// The heading of a group of hand-off targets.
pub(super) fn kind_heading(lang: &Lang, webmail: bool) -> String {
    if webmail {
        tr!(lang, "open-in-webmail")
    } else {
        tr!(lang, "open-in-programs")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An Arabic date inside an Arabic sentence reads weekday first: the date is one piece of
    /// text whose first strong letter is Arabic, not a row of isolated parts (which Unicode's
    /// bidi algorithm would lay out left to right, the year first).
    #[test]
    fn a_date_in_a_sentence_takes_its_direction_from_its_own_words() {
        let lang = Lang::for_tags(&["ar".parse().unwrap()]);
        let t = WallTime {
            year: 2026,
            month: 11,
            day: 29,
            weekday: 7,
            hour: 8,
            minute: 0,
        };
        let date = date_text(&lang, t);
        assert!(crate::i18n::placeables(&date).is_empty(), "{date:?}");
        let first_strong = date.chars().find(|c| c.is_alphabetic()).unwrap();
        assert!(
            ('\u{0600}'..='\u{06FF}').contains(&first_strong),
            "{date:?}"
        );
        assert!(date.contains("29") && date.contains("2026"), "{date:?}");
        let when = wall_text(&lang, t);
        assert!(crate::i18n::placeables(&when).is_empty(), "{when:?}");
        // In a sentence, the date and time are one placeable, nothing inside it.
        let goes = tr!(lang, "later-goes", when = when.as_str());
        let runs = crate::i18n::placeables(&goes);
        assert_eq!(runs.len(), 1, "{goes:?}: {runs:?}");
        assert!(when.contains("08:00"), "{when:?}");
    }
}
