//! The desktop, the way a person uses it, by scripts that drive real programs on their own
//! Xvfb display in throwaway HOME and XDG directories; here they run on the binary this test
//! run built.
//! - `scripts/desktop-e2e` registers the binary, opens links with the real `xdg-open` and
//!   `gio open`, checks that a second click reaches the same process, and unregisters.
//! - `scripts/handoff-e2e` hands reviewed messages to a recording browser through `xdg-open`
//!   and to the real Claws Mail, from the command line and from the window.
//! - `scripts/renderer-e2e` checks that the window is drawn without OpenGL, that activation
//!   tokens reach the windows, resident mode and `--resident`, and the login entry.
//! - `scripts/clicks-stress` launches the binary 100 times while a window is open, and in the
//!   awkward moments (closing, stopped, stale socket, two first launches), and counts the
//!   windows per link.
//!
//! The scripts that press keys in a window (all but renderer-e2e) give it a session bus with
//! accessibility on and press them once it reports itself active through AT-SPI (Debian:
//! dbus-daemon, at-spi2-core, gir1.2-atspi-2.0).

use std::process::Command;

/// Runs `script` (one display test at a time) and returns what it printed; skips the test
/// when a program in `needs` is not installed here (fails it in CI).
fn run_script(script: &str, needs: &[&str]) -> String {
    super::harness::need(needs);
    let _display = super::harness::display();
    let path = format!("{}/scripts/{script}", env!("CARGO_MANIFEST_DIR"));
    let out = Command::new(path)
        .env("MAILTO_PREVIEW_BIN", env!("CARGO_BIN_EXE_mailto-preview"))
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{text}");
    text
}

fn register_click_second_click_and_unregister_on_a_real_desktop_stack() {
    let needs = [
        "Xvfb",
        "xdotool",
        "xdpyinfo",
        "xdg-mime",
        "xdg-open",
        "gio",
        "dbus-daemon",
        "dbus-send",
    ];
    let text = run_script("desktop-e2e", &needs);
    for step in [
        "draft ",
        "To a@example.org, Subject 'Hi there', no attachment",
        "second window",
        "third window",
        "restored x-scheme-handler/mailto=oldmail.desktop;",
        "desktop-e2e: ok",
    ] {
        assert!(text.contains(step), "{step:?} missing from:\n{text}");
    }
}

fn reviewed_messages_reach_a_browser_and_claws_mail_and_nothing_more() {
    let needs = [
        "Xvfb",
        "xdotool",
        "xdpyinfo",
        "xdg-mime",
        "xdg-open",
        "claws-mail",
        "python3",
        "dbus-daemon",
        "dbus-send",
    ];
    let text = run_script("handoff-e2e", &needs);
    for step in [
        "webmail: gmail",
        "webmail: proton",
        "the browser received exactly the printed URL",
        "| To: victim@example.org",
        "| Bcc: hidden@example.org",
        "| From: Test User <test@example.org>",
        "no attachment",
        "the window handed over to Claws Mail and closed",
        "the window stayed open and kept the message",
        "handoff-e2e: ok",
    ] {
        assert!(text.contains(step), "{step:?} missing from:\n{text}");
    }
}

fn every_click_of_a_burst_is_shown_exactly_once() {
    let needs = ["Xvfb", "xdotool", "xdpyinfo", "dbus-daemon", "dbus-send"];
    let text = run_script("clicks-stress", &needs);
    for step in [
        "burst: each of 101 links shown exactly once",
        "closing: each of 10 links shown exactly once",
        "stopped: each of 6 links shown exactly once",
        "stale: each of 5 links shown exactly once",
        "racing: each of 2 links shown exactly once",
        "clicks-stress: ok",
    ] {
        assert!(text.contains(step), "{step:?} missing from:\n{text}");
    }
    // The figures the stress test reports, for the record of a run.
    for line in text.lines().filter(|l| l.contains("process(es) alive")) {
        eprintln!("{line}");
    }
}

fn the_window_draws_without_opengl_takes_the_focus_token_and_can_stay_resident() {
    let needs = ["Xvfb", "xdotool", "xdpyinfo", "xprop"];
    let text = run_script("renderer-e2e", &needs);
    for step in [
        "cpu window: no OpenGL, EGL, Vulkan or Mesa library mapped",
        "tokens: the first window has first-click_TIME100, the handed-over one second-click_TIME200",
        "without resident mode the process ends with its last window",
        "gl window: ",
        "resident: idle for 1.5 s with no window: 0 context switches",
        "resident: a later click was shown by the same process",
        "resident: the process ended once its 6 s were over",
        "background: no window at start",
        "unregister removed it",
        "renderer-e2e: ok",
    ] {
        assert!(text.contains(step), "{step:?} missing from:\n{text}");
    }
    for line in text.lines().filter(|l| l.contains("RSS")) {
        eprintln!("{line}");
    }
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        register_click_second_click_and_unregister_on_a_real_desktop_stack,
        reviewed_messages_reach_a_browser_and_claws_mail_and_nothing_more,
        every_click_of_a_burst_is_shown_exactly_once,
        the_window_draws_without_opengl_takes_the_focus_token_and_can_stay_resident
    ]
}
