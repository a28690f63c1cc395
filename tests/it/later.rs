//! Send later in the real window, with a real SMTP server on loopback: the menu's choices put
//! the message in the queue at the time they say on the person's clock, "Edit it again" takes
//! it back, and a time chosen a minute away is sent after the window was closed by
//! `mailto-preview queue --due`, run as the timer runs it.

use std::time::{Duration, Instant};

use chrono::{Local, Timelike};
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use mailto_preview::queue::{Queue, State};
use mailto_preview::session::Status;

use super::servers::{Mailin, Script};
use super::window::{settle, setup, step_until, window};

const URI: &str = "mailto:a@example.org?subject=Later%20on&body=At%20its%20time";

fn scheduled(app: &mailto_preview::ui::PreviewApp) -> bool {
    app.session().scheduled().is_some()
}

/// "Send later…" then "Tomorrow at 08:00": the message waits in the queue for 08:00 tomorrow,
/// the window says so and offers "Edit it again", which brings it back; nothing was sent.
fn tomorrow_morning_waits_in_the_queue_and_edit_it_again_brings_it_back() {
    let server = Mailin::start(false, Script::default());
    let (options, store) = setup(server.port, "later-tomorrow");
    let mut h = window(URI, options);
    settle(&mut h);
    h.get_by_label_contains("Send later").click();
    h.run_steps(2);
    h.get_by_role_and_label(Role::Button, "Tomorrow at 08:00")
        .click();
    step_until(&mut h, scheduled);
    let entry = h.state().session().scheduled().unwrap().entry.clone();
    let tomorrow = Local::now().date_naive().succ_opt().unwrap();
    let due = chrono::DateTime::from_timestamp(entry.due, 0)
        .unwrap()
        .with_timezone(&Local);
    assert_eq!(due.date_naive(), tomorrow);
    assert_eq!((due.hour(), due.minute()), (8, 0));
    let line = h.state().status_line().unwrap();
    assert!(line.starts_with("Scheduled for "), "{line}");
    assert!(line.contains("08:00"), "{line}");
    let listed: Vec<_> = Queue::of(&store)
        .list()
        .unwrap()
        .into_iter()
        .flatten()
        .collect();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].state, State::Waiting);
    h.get_by_role_and_label(Role::Button, "Edit it again")
        .click();
    step_until(&mut h, |app| {
        matches!(app.session().status(), Some(Status::TakenBack))
    });
    assert!(h.state().session().lets_edit());
    assert!(Queue::of(&store).list().unwrap().is_empty());
    assert!(server.seen().messages.is_empty(), "nothing was sent");
}

/// A time chosen a minute or two away in the chooser: the window is closed, and the timer's
/// run (`mailto-preview queue --due`, run here every few seconds as systemd would at its time)
/// sends it to the server once it is due, and not before.
fn a_time_a_minute_away_goes_after_the_window_closed_through_the_timers_run() {
    let server = Mailin::start(false, Script::default());
    let (options, store) = setup(server.port, "later-minute");
    let data = store.data_dir().to_path_buf();
    let config = options.config_path.clone().unwrap();
    let mut h = window(URI, options);
    settle(&mut h);
    // At least a minute ahead, on the wall clock's minutes.
    let target = Local::now() + chrono::Duration::seconds(90);
    h.get_by_label_contains("Send later").click();
    h.run_steps(2);
    h.get_by_role_and_label(Role::Button, "Choose a day and time…")
        .click();
    h.run_steps(2);
    // The chooser opens on tomorrow at 08:00: the day is chosen from its list by its name.
    h.get_by_role_and_label(Role::ComboBox, "Day").click();
    h.run_steps(2);
    h.get_by_label(&target.format("%A %-d %B %Y").to_string())
        .click();
    h.run_steps(2);
    set_number(&mut h, "Hour", target.hour());
    set_number(&mut h, "Minute", target.minute());
    assert!(
        h.query_by_label_contains("It goes on").is_some(),
        "no time read: {:?}",
        h.query_by_label_contains("passed").is_some()
    );
    h.get_by_role_and_label(Role::Button, "Send at this time")
        .click();
    step_until(&mut h, scheduled);
    let due = h.state().session().scheduled().unwrap().entry.due;
    assert_eq!(due, target.with_second(0).unwrap().timestamp());
    // The window is closed (its Close, asking nothing): what remains is the queue and the
    // timer's runs.
    h.get_by_role_and_label(Role::Button, "Close").click();
    step_until(&mut h, mailto_preview::ui::PreviewApp::is_closed);
    drop(h);
    let xdg = data.parent().unwrap().join("xdg-data");
    std::fs::create_dir_all(&xdg).unwrap();
    let link = xdg.join("mailto-preview");
    if !link.exists() {
        std::os::unix::fs::symlink(&data, &link).unwrap();
    }
    let started = Instant::now();
    loop {
        let run = std::process::Command::new(env!("CARGO_BIN_EXE_mailto-preview"))
            .args(["queue", "--due"])
            .env("XDG_DATA_HOME", &xdg)
            .env("MAILTO_PREVIEW_CONFIG", &config)
            .env("XDG_CONFIG_HOME", xdg.join("config"))
            .env_remove("DBUS_SESSION_BUS_ADDRESS")
            .output()
            .unwrap();
        let sent = server.seen().messages.len();
        if chrono::Utc::now().timestamp() < due {
            assert_eq!(sent, 0, "sent before its time");
        }
        if sent == 1 {
            let said = String::from_utf8_lossy(&run.stdout);
            assert!(said.contains("sent "), "{said}");
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(240),
            "not sent: {}",
            String::from_utf8_lossy(&run.stdout)
        );
        std::thread::sleep(Duration::from_secs(5));
    }
    assert!(Queue::of(&store).list().unwrap().is_empty());
}

/// Types `to` into the number field `label`, as a keyboard does: a focused number field
/// becomes a text field with its number selected; Enter takes what was typed.
fn set_number(
    h: &mut egui_kittest::Harness<'static, mailto_preview::ui::PreviewApp>,
    label: &str,
    to: u32,
) {
    h.get_by_role_and_label(Role::SpinButton, label).focus();
    h.run_steps(2);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_role_and_label(Role::SpinButton, label)
        .type_text(&to.to_string());
    h.key_press(egui::Key::Enter);
    h.run_steps(2);
}

pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        tomorrow_morning_waits_in_the_queue_and_edit_it_again_brings_it_back,
        a_time_a_minute_away_goes_after_the_window_closed_through_the_timers_run,
    ]
}
