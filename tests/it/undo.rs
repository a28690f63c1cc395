//! The hold after Send, in the real window with a real SMTP server on loopback: Undo takes the
//! send back before anything connects; the window's clock (stepped by the test) ends the hold;
//! a window closed during the hold still sends at its end.

use std::time::{Duration, Instant};

use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT, Queryable};
use mailto_preview::session::{NotSent, Status};

use super::servers::{Mailin, Script};
use super::window::{settle, setup, step_until, window};

const URI: &str = "mailto:a@example.org?subject=Hold%20me&body=As%20it%20was";

/// A window whose Send holds for `seconds`, sending to `server`.
fn held_window(
    server: &Mailin,
    tag: &str,
    seconds: u64,
) -> egui_kittest::Harness<'static, mailto_preview::ui::PreviewApp> {
    let (mut options, _) = setup(server.port, tag);
    options.hold = Duration::from_secs(seconds);
    let mut h = window(URI, options);
    settle(&mut h);
    h
}

/// Ctrl+Enter, then Ctrl+Z within the hold: nothing connects, the message is as it was and
/// can be edited again, and Send (not Retry) sends it.
fn ctrl_z_within_the_hold_sends_nothing_and_leaves_the_message_unchanged() {
    let server = Mailin::start(false, Script::default());
    let mut h = held_window(&server, "undo-ctrl-z", 10);
    let before = h.state().session().draft().cloned().unwrap();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    h.run_steps(2);
    let now = h.ctx.input(|i| i.time);
    let (left, total) = h.state().session().held(now).expect("the send is held");
    assert!(
        left > 0.0 && (total - 10.0).abs() < 1e-9,
        "{left} of {total}"
    );
    assert!(matches!(h.state().session().status(), Some(Status::Held)));
    h.get_by_role_and_label(Role::Button, "Undo");
    // The countdown beside Undo (the status line says "Sending in a moment").
    let said: Vec<String> = h
        .query_all_by_label_contains("Sending in")
        .filter_map(|n| {
            n.accesskit_node()
                .label()
                .or_else(|| n.accesskit_node().value())
        })
        .collect();
    assert!(
        said.iter().any(|l| l.contains("10") || l.contains("9")),
        "no countdown: {said:?}"
    );
    assert!(
        !h.state().session().lets_edit(),
        "read-only during the hold"
    );
    // The status line is a live region: a screen reader says the hold.
    let status = h.get_by_label_contains("Sending in a moment");
    assert_eq!(
        status.accesskit_node().live(),
        egui::accesskit::Live::Polite
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    step_until(&mut h, |app| !app.session().is_sending());
    let session = h.state().session();
    assert!(matches!(
        session.status(),
        Some(Status::NotSent(NotSent::Undone))
    ));
    assert!(session.lets_edit());
    assert_eq!(session.draft(), Some(&before), "the message is as it was");
    assert_eq!(server.seen().sessions, 0, "nothing connected");
    h.run();
    h.get_by_label_contains("you took it back");
    // Send again, this time without Undo: it goes once the window's clock ends the hold.
    h.get_by_role_and_label(Role::Button, "Send").click();
    step_until(&mut h, |app| app.session().is_sent());
    assert_eq!(server.seen().messages.len(), 1);
}

/// Esc during the hold is Undo too.
fn escape_during_the_hold_takes_the_send_back() {
    let server = Mailin::start(false, Script::default());
    let mut h = held_window(&server, "undo-esc", 10);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    h.run_steps(2);
    h.key_press(egui::Key::Escape);
    step_until(&mut h, |app| !app.session().is_sending());
    assert!(
        !h.state().session().is_closing(),
        "Esc took the send back, not the window"
    );
    assert_eq!(server.seen().sessions, 0);
}

/// The window's clock ends the hold: the message goes, once, after the countdown.
fn the_hold_ends_and_the_message_goes_once() {
    let server = Mailin::start(false, Script::default());
    // Long by the wall clock, so that nothing connects while the test looks, however busy
    // the machine; the window's stepped clock ends it.
    let mut h = held_window(&server, "undo-ends", 10);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    h.run_steps(2);
    assert!(h.state().session().held(h.ctx.input(|i| i.time)).is_some());
    assert_eq!(
        server.seen().sessions,
        0,
        "nothing connects during the hold"
    );
    step_until(&mut h, |app| app.session().is_sent());
    assert_eq!(server.seen().messages.len(), 1);
}

/// The window closed during the hold: the person pressed Send, so the message goes at the end
/// of the hold, without its window.
fn a_window_closed_during_the_hold_still_sends() {
    let server = Mailin::start(false, Script::default());
    let mut h = held_window(&server, "undo-closed", 1);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    h.run_steps(1);
    assert!(h.state().session().held(h.ctx.input(|i| i.time)).is_some());
    assert!(
        mailto_preview::send::in_flight() > 0,
        "the process knows to stay"
    );
    drop(h);
    let until = Instant::now() + Duration::from_secs(20);
    while server.seen().messages.is_empty() {
        assert!(Instant::now() < until, "not sent after its window closed");
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(server.seen().messages.len(), 1);
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        ctrl_z_within_the_hold_sends_nothing_and_leaves_the_message_unchanged,
        escape_during_the_hold_takes_the_send_back,
        the_hold_ends_and_the_message_goes_once,
        a_window_closed_during_the_hold_still_sends,
    ]
}
