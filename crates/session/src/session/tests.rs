//! The state machine on its own, with no window: a link's session through editing, sending
//! (to a real program standing in for sendmail), failing, retrying, cancelling, closing and
//! saving. The window's tests (tests/it/window.rs) drive the same sessions through egui.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::*;
use crate::draft::NoticeKind;

/// A session whose account delivers through `sendmail` (a script), its store in `dir`.
fn session(uri: &str, dir: &Path, sendmail: Option<&str>) -> Session {
    let config = dir.join("config.toml");
    if let Some(script) = sendmail {
        let program = dir.join("sendmail");
        std::fs::write(&program, format!("#!/bin/sh\n{script}\n")).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).unwrap();
        }
        std::fs::write(
            &config,
            format!(
                "[accounts.local]\nemail = \"me@example.net\"\nsendmail = \"{}\"\n",
                program.display()
            ),
        )
        .unwrap();
    }
    Session::new(
        uri.as_bytes(),
        Options {
            config_path: Some(config),
            store: Some(Store::at(dir.join("data"))),
            ..Options::default()
        },
    )
}

/// Polls until `done` (real time passes for the task's thread), at most 20 s.
fn until(s: &mut Session, now: f64, done: impl Fn(&Session) -> bool) {
    let start = Instant::now();
    while !done(s) {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "timed out: {:?}",
            s.status()
        );
        s.poll(now);
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn files(dir: PathBuf) -> usize {
    std::fs::read_dir(dir).map_or(0, |d| {
        d.filter_map(Result::ok)
            .filter(|e| e.path().extension().is_some_and(|x| x == "eml"))
            .count()
    })
}

#[test]
fn nothing_leaves_before_the_delay_and_an_edit_is_seen_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = session(
        "mailto:a@example.org?subject=Hi",
        dir.path(),
        Some("cat >/dev/null"),
    );
    assert_eq!(s.title().english(), "Send email to a@example.org?");
    assert_eq!(
        s.main_blocker(0.0),
        Some(Blocker::JustOpened),
        "not shown yet"
    );
    s.shown(10.0);
    assert_eq!(s.main_blocker(10.2), Some(Blocker::JustOpened));
    assert_eq!(
        s.send_delay_left(10.2).map(|l| (l * 10.0).round()),
        Some(3.0)
    );
    assert_eq!(s.main_blocker(10.6), None);
    // Pressing before the delay does nothing at all.
    s.press_main(10.1);
    assert!(!s.is_sending() && s.status().is_none());

    *s.text_mut(EditField::Recipients(RecipientField::Bcc))
        .unwrap() = "spy@example.org".into();
    s.changed(EditField::Recipients(RecipientField::Bcc));
    assert_eq!(s.draft().unwrap().bcc[0].addr_spec(), "spy@example.org");
    assert!(
        s.notices()
            .iter()
            .any(|w| w.kind == NoticeKind::HiddenRecipient)
    );
    assert_eq!(
        s.title().english(),
        "Send email to a@example.org and 1 more?"
    );
    let exact = String::from_utf8_lossy(&s.outgoing().unwrap().formatted()).into_owned();
    assert!(
        exact.contains("Subject: Hi") && !exact.contains("spy@"),
        "{exact}"
    );
    assert_eq!(
        s.outgoing().unwrap().rcpt_to(),
        ["a@example.org", "spy@example.org"]
    );
    *s.text_mut(EditField::Recipients(RecipientField::To))
        .unwrap() = "not an address".into();
    s.changed(EditField::Recipients(RecipientField::To));
    assert_eq!(s.main_blocker(11.0), Some(Blocker::UnfinishedAddress));
    s.left_field(EditField::Recipients(RecipientField::To));
    assert_eq!(s.main_blocker(11.0), Some(Blocker::InvalidAddress));
    assert!(s.outgoing().is_err());
}

#[test]
fn send_delivers_once_and_the_window_closes_after_saying_so() {
    let dir = tempfile::tempdir().unwrap();
    let got = dir.path().join("got.eml");
    let mut s = session(
        "mailto:a@example.org?subject=Hi&body=Hello",
        dir.path(),
        Some(&format!("cat > {}", got.display())),
    );
    s.shown(0.0);
    s.press_main(1.0);
    assert!(s.is_sending());
    assert_eq!(s.main_blocker(1.0), Some(Blocker::Busy));
    until(&mut s, 1.0, Session::is_sent);
    assert!(matches!(
        s.status(),
        Some(Status::Sent { recipients: 1, .. })
    ));
    let sent = std::fs::read_to_string(&got).unwrap();
    assert!(
        sent.contains("Subject: Hi") && sent.contains("Hello"),
        "{sent}"
    );
    assert_eq!(files(dir.path().join("data/sent")), 1);
    assert_eq!(files(dir.path().join("data/drafts")), 0);
    s.poll(1.0 + CLOSE_AFTER_SENT_SECS / 2.0);
    assert!(!s.is_closed());
    assert!(s.wake_in(1.0).is_some_and(|w| w > 0.0));
    // It closes then, once its recipients are remembered (a write on a thread).
    until(&mut s, 1.0 + CLOSE_AFTER_SENT_SECS, Session::is_closed);
}

#[test]
fn send_later_queues_the_message_with_its_files_and_edit_it_again_takes_it_back() {
    let dir = tempfile::tempdir().unwrap();
    let got = dir.path().join("got.eml");
    let mut s = session(
        "mailto:a@example.org?subject=Later&body=At%20its%20time",
        dir.path(),
        Some(&format!("cat > {}", got.display())),
    );
    let file = dir.path().join("notes.txt");
    std::fs::write(&file, "first version").unwrap();
    s.attach_files(vec![file.clone()]);
    until(&mut s, 0.0, |s| !s.attachments().is_empty());
    s.shown(0.0);
    assert!(s.can_send_later());
    s.send_later(LaterChoice::TomorrowMorning, 1.0);
    assert!(!s.lets_edit(), "read-only while it is being queued");
    until(&mut s, 1.0, |s| s.scheduled().is_some());
    let scheduled = s.scheduled().unwrap().clone();
    assert_eq!((scheduled.wall().hour, scheduled.wall().minute), (8, 0));
    assert!(matches!(s.status(), Some(Status::Scheduled(_))));
    assert!(!s.lets_edit());
    assert_eq!(s.main_blocker(1.0), Some(Blocker::Busy));
    // The queue keeps the file as it was: a change now changes nothing.
    std::fs::write(&file, "second version").unwrap();
    let queued = std::fs::read(
        dir.path()
            .join("data/queue")
            .join(&scheduled.entry.id)
            .join("message.eml"),
    )
    .unwrap();
    let text = String::from_utf8_lossy(&queued);
    assert!(text.contains("Subject: Later"), "{text}");
    assert!(
        text.contains("first version") || text.contains("Zmlyc3QgdmVyc2lvbg=="),
        "{text}"
    );
    assert!(!got.exists(), "nothing was sent");
    // Closing asks nothing: the message is safe in the queue.
    // "Edit it again": off the queue, back to be edited, a copy in drafts.
    s.take_back();
    until(&mut s, 1.0, |s| {
        matches!(s.status(), Some(Status::TakenBack))
    });
    assert!(s.lets_edit());
    assert!(s.scheduled().is_none());
    assert!(
        !dir.path()
            .join("data/queue")
            .join(&scheduled.entry.id)
            .exists()
    );
    assert_eq!(files(dir.path().join("data/drafts")), 1);
    assert!(s.main_blocker(1.0).is_none());
    assert!(!got.exists());
}

#[test]
fn a_scheduled_window_closes_without_asking() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = session(
        "mailto:a@example.org?subject=Later",
        dir.path(),
        Some("cat >/dev/null"),
    );
    s.shown(0.0);
    *s.text_mut(EditField::Subject).unwrap() = "Later, edited".into();
    s.changed(EditField::Subject);
    s.send_later(LaterChoice::InAnHour, 1.0);
    until(&mut s, 1.0, |s| s.scheduled().is_some());
    assert!(s.close(), "the message is in the queue: nothing to ask");
}

#[test]
fn a_failed_send_keeps_the_draft_and_retry_sends_the_edited_message_from_the_same_file() {
    let dir = tempfile::tempdir().unwrap();
    let got = dir.path().join("got.eml");
    let flag = dir.path().join("works");
    // Fails until the flag file exists.
    let script = format!(
        "[ -e {} ] || {{ echo 'mail server down' >&2; exit 75; }}\ncat > {}",
        flag.display(),
        got.display()
    );
    let mut s = session(
        "mailto:a@example.org?subject=First",
        dir.path(),
        Some(&script),
    );
    s.shown(0.0);
    s.press_main(1.0);
    until(&mut s, 1.0, |s| s.failed_draft().is_some());
    assert!(s.status().is_some_and(|st| st.is_failure()));
    assert_eq!(s.main_action(), MainAction::Retry);
    let draft = s.failed_draft().unwrap().clone();
    assert!(draft.is_file(), "the message is kept");
    *s.text_mut(EditField::Subject).unwrap() = "Edited".into();
    s.changed(EditField::Subject);
    std::fs::write(&flag, "").unwrap();
    s.press_main(2.0);
    until(&mut s, 2.0, Session::is_sent);
    assert!(
        std::fs::read_to_string(&got)
            .unwrap()
            .contains("Subject: Edited")
    );
    assert_eq!(
        files(dir.path().join("data/drafts")),
        0,
        "the same file was sent"
    );
    assert_eq!(files(dir.path().join("data/sent")), 1);
    assert!(!draft.exists());
}

#[test]
fn after_cancel_the_attempt_still_counts_and_retry_waits_for_it() {
    let dir = tempfile::tempdir().unwrap();
    let go = dir.path().join("go");
    let got = dir.path().join("got.eml");
    let script = format!(
        "while [ ! -e {} ]; do sleep 0.02; done\ncat > {}",
        go.display(),
        got.display()
    );
    let mut s = session("mailto:a@example.org", dir.path(), Some(&script));
    s.shown(0.0);
    s.press_main(1.0);
    assert!(s.is_sending());
    s.cancel();
    assert!(matches!(
        s.status(),
        Some(Status::NotSent(NotSent::StoppedWaiting))
    ));
    assert!(!s.is_closed(), "Cancel first stops waiting");
    assert_eq!(
        s.main_blocker(2.0),
        Some(Blocker::Busy),
        "no second attempt while the first may still arrive"
    );
    std::fs::write(&go, "").unwrap();
    until(&mut s, 3.0, Session::is_sent);
    assert!(got.is_file());
    assert_eq!(files(dir.path().join("data/sent")), 1);
}

#[test]
fn closing_asks_about_edits_and_a_draft_is_kept_as_asked() {
    let dir = tempfile::tempdir().unwrap();
    // No account: the draft is kept as a link.
    let mut s = session("mailto:a@example.org?subject=Hi", dir.path(), None);
    assert!(matches!(s.accounts(), Accounts::Missing(..)));
    assert!(s.close(), "nothing edited: it just closes");
    let mut s = session("mailto:a@example.org?subject=Hi", dir.path(), None);
    *s.text_mut(EditField::Body).unwrap() = "typed".into();
    s.changed(EditField::Body);
    assert!(!s.close());
    assert!(matches!(s.confirm(), Some(Confirm::Discard)));
    assert!(!s.is_closed());
    s.back();
    assert!(s.confirm().is_none() && !s.is_closed());
    s.cancel();
    assert!(matches!(s.confirm(), Some(Confirm::Discard)));
    s.save_and_close();
    // Written on a thread: the window closes once the draft is on disk.
    until(&mut s, 0.0, Session::is_closed);
    let Some(Status::Saved(path)) = s.status() else {
        panic!("{:?}", s.status())
    };
    assert_eq!(path.extension().and_then(|e| e.to_str()), Some("mailto"));
    assert!(
        std::fs::read_to_string(path)
            .unwrap()
            .contains("body=typed")
    );
}

/// A draft whose address is not valid yet cannot be a message, but the person's words are kept
/// (as a link) instead of "Not saved".
#[test]
fn a_draft_with_an_invalid_address_is_still_saved() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = session(
        "mailto:a@example.org?subject=Keep%20me",
        dir.path(),
        Some("cat >/dev/null"),
    );
    let bcc = EditField::Recipients(RecipientField::Bcc);
    *s.text_mut(bcc).unwrap() = "日本語".into();
    s.changed(bcc);
    s.save_draft();
    until(&mut s, 0.0, |s| !matches!(s.status(), Some(Status::Saving)));
    let Some(Status::Saved(path)) = s.status() else {
        panic!("{:?}", s.status())
    };
    assert_eq!(path.extension().and_then(|e| e.to_str()), Some("mailto"));
    let kept = std::fs::read_to_string(path).unwrap();
    assert!(kept.contains("subject=Keep%20me"), "{kept}");
}

#[test]
fn an_unusable_link_has_a_session_that_explains_and_sends_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = session("http://example.org", dir.path(), Some("cat >/dev/null"));
    assert!(matches!(s.link(), Link::Unusable(_)));
    assert_eq!(s.title().english(), "Unusable mail link");
    s.shown(0.0);
    s.press_main(5.0);
    assert!(!s.is_sending());
    assert_eq!(
        s.main_blocker(5.0),
        None,
        "no button to press: there is no draft"
    );
    assert!(s.draft().is_none());
}

#[test]
fn a_handoff_to_a_program_that_is_not_there_keeps_the_message() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        "[accounts.desk]\nprogram = \"no-such-mail-program\"\n",
    )
    .unwrap();
    let mut s = Session::new(
        b"mailto:a@example.org?subject=Hi",
        Options {
            config_path: Some(config),
            store: Some(Store::at(dir.path().join("data"))),
            ..Options::default()
        },
    );
    assert_eq!(
        s.main_action(),
        MainAction::OpenIn("no-such-mail-program".into())
    );
    s.shown(0.0);
    s.press_main(1.0);
    // The installed programs are being read: it waits for the list, then says it is not there.
    until(&mut s, 1.0, |s| {
        matches!(s.status(), Some(Status::NotHandedOver { .. }))
    });
    let Some(Status::NotHandedOver { kept: Ok(path), .. }) = s.status() else {
        panic!("{:?}", s.status())
    };
    assert!(path.is_file());
    assert!(!s.is_closed());
}

/// What the panic hook would save (src/session/rescue.rs): the draft as last edited, until the
/// person saves it, sends it or discards it.
#[test]
fn an_unsaved_edit_is_kept_for_a_crash_until_it_is_saved_or_sent() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = session(
        "mailto:a@example.org?subject=Hi&body=Hello",
        dir.path(),
        Some("cat >/dev/null"),
    );
    assert_eq!(s.editing.rescue.holds(), None, "nothing is edited yet");
    s.text_mut(EditField::Body).unwrap().push_str(", world");
    s.changed(EditField::Body);
    // Kept at the next frame, not by the keystroke.
    s.poll(0.0);
    assert_eq!(s.editing.rescue.holds().unwrap().body, "Hello, world");
    s.save_draft();
    until(&mut s, 0.0, |s| {
        matches!(s.status(), Some(Status::Saved(_)))
    });
    assert_eq!(s.editing.rescue.holds(), None, "saved: nothing to rescue");

    s.text_mut(EditField::Subject).unwrap().push_str(" again");
    s.changed(EditField::Subject);
    s.poll(0.0);
    assert_eq!(s.editing.rescue.holds().unwrap().subject, "Hi again");
    s.shown(0.0);
    s.press_main(1.0);
    until(&mut s, 1.0, Session::is_sent);
    assert_eq!(s.editing.rescue.holds(), None, "sent: nothing to rescue");

    let mut discarded = session("mailto:b@example.org", dir.path(), None);
    discarded
        .text_mut(EditField::Body)
        .unwrap()
        .push_str("draft");
    discarded.changed(EditField::Body);
    discarded.poll(0.0);
    assert!(discarded.editing.rescue.holds().is_some());
    discarded.discard();
    assert_eq!(discarded.editing.rescue.holds(), None);
}

fn type_in(s: &mut Session, field: RecipientField, text: &str) {
    *s.text_mut(EditField::Recipients(field)).unwrap() = text.into();
    s.changed(EditField::Recipients(field));
}

fn invalid(s: &Session) -> bool {
    s.notices()
        .iter()
        .any(|n| n.kind == NoticeKind::InvalidAddress)
}

#[test]
fn an_address_being_typed_is_judged_when_left_at_a_separator_or_at_send() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = session("mailto:a@example.org", dir.path(), Some("cat >/dev/null"));
    s.shown(0.0);
    type_in(&mut s, RecipientField::Cc, "jur");
    assert!(!invalid(&s), "no error while typing");
    // Send waits, and says why in words for what is happening.
    assert_eq!(s.main_blocker(5.0), Some(Blocker::UnfinishedAddress));
    // Leaving the field judges the entry.
    s.left_field(EditField::Recipients(RecipientField::Cc));
    assert!(invalid(&s));
    assert_eq!(s.main_blocker(5.0), Some(Blocker::InvalidAddress));
    // A separator finishes an entry.
    type_in(&mut s, RecipientField::Cc, "jur,");
    assert!(invalid(&s));
    type_in(&mut s, RecipientField::Cc, "jur@example.org, b");
    assert!(!invalid(&s));
    // Ctrl+Enter judges it too, and sends nothing.
    s.press_main(5.0);
    assert!(invalid(&s));
    assert!(!s.is_sending());
}

#[test]
fn a_domain_the_person_knows_is_quiet_in_this_window_and_the_next() {
    let dir = tempfile::tempdir().unwrap();
    let lookalike = |s: &Session| {
        s.notices()
            .iter()
            .any(|n| n.kind == NoticeKind::TopDomainLookalike)
    };
    let mut s = session("mailto:editor@vvikipedia.org", dir.path(), None);
    assert!(lookalike(&s));
    s.know_domain("vvikipedia.org");
    assert!(!lookalike(&s));
    until(&mut s, 0.0, |s| !s.composing.offers.is_writing());
    let known = dir.path().join("data/known-domains.txt");
    assert_eq!(std::fs::read_to_string(known).unwrap(), "vvikipedia.org\n");
    let next = session("mailto:editor@vvikipedia.org", dir.path(), None);
    assert!(!lookalike(&next));
    // Another look-alike is still warned about.
    let other = session("mailto:billing@paypa1.com", dir.path(), None);
    assert!(lookalike(&other));
}
