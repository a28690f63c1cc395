//! The queue against real SMTP servers on 127.0.0.1, with the clock given: a message goes at
//! its time and once, a server that is down is tried again on the back-off until it is up, a
//! refusal waits for the person, and a message a process was sending when it ended is never
//! sent again by itself.

use std::path::Path;

use mailto_preview::config::{self, Account};
use mailto_preview::draft::open_link;
use mailto_preview::message::{Identity, as_sent, build};
use mailto_preview::queue::{self, Entry, Held, Outcome, Queue, State, Why, timer};
use mailto_preview::send::{Delivery, SendError};
use mailto_preview::store::{Store, read_message};

use super::servers::{Mailin, Script, free_port, temp_dir};

fn plain(port: u16) -> Account {
    let text = format!(
        "[accounts.test]\nemail = \"me@example.net\"\nhost = \"127.0.0.1\"\nport = {port}\n\
         security = \"none\"\ntimeout = 5\n"
    );
    config::parse(&text, Path::new("test.toml"), Some(0o600))
        .unwrap_or_else(|e| panic!("{e}"))
        .accounts[0]
        .clone()
}

fn delivery(account: &Account) -> Delivery {
    let draft = open_link(
        "mailto:ann@example.org?subject=Later&bcc=hidden@example.org&body=At%20its%20time",
    )
    .unwrap()
    .0;
    let out = build(&as_sent(&draft, account), &Identity::of(account).unwrap()).unwrap();
    Delivery::assemble(&out).unwrap()
}

fn queue_with_one(tag: &str, account: &Account, due: i64) -> (Store, Queue, Entry) {
    let store = Store::at(temp_dir(tag));
    let queue = Queue::of(&store);
    let entry = queue
        .put(&delivery(account), account, "Later", due, Why::Later)
        .unwrap();
    (store, queue, entry)
}

fn work(queue: &Queue, account: &Account, now: i64) -> Vec<Outcome> {
    queue
        .work(now, &|_| Ok(account.clone()), &mut |_, _| {})
        .unwrap()
}

fn entries(queue: &Queue) -> Vec<Entry> {
    queue
        .list()
        .unwrap()
        .into_iter()
        .map(Result::unwrap)
        .collect()
}

const NOW: i64 = 1_796_022_000;

fn a_message_waits_for_its_time_then_goes_once_and_is_kept_in_sent() {
    let server = Mailin::start(false, Script::default());
    let account = plain(server.port);
    let (store, queue, entry) = queue_with_one("queue-time", &account, NOW + 60);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(queue.dir()).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o700, "the queue is the person's alone");
    }
    assert!(entry.size > 100);
    assert!(work(&queue, &account, NOW).is_empty(), "not due yet");
    assert!(server.seen().messages.is_empty());
    let outcomes = work(&queue, &account, NOW + 60);
    assert!(
        matches!(outcomes.as_slice(), [Outcome::Sent { .. }]),
        "{outcomes:?}"
    );
    let seen = server.seen();
    assert_eq!(seen.messages.len(), 1);
    assert_eq!(
        seen.messages[0].1,
        vec!["ann@example.org", "hidden@example.org"]
    );
    assert!(entries(&queue).is_empty());
    let kept = read_message(&store.sent_dir().join(format!("{}.eml", entry.id))).unwrap();
    assert_eq!(kept.bytes, seen.messages[0].2);
    assert!(work(&queue, &account, NOW + 3600).is_empty());
    assert_eq!(server.seen().messages.len(), 1);
}

fn a_server_that_is_down_is_tried_on_the_back_off_until_it_is_up() {
    let port = free_port();
    let account = plain(port);
    let (_store, queue, entry) = queue_with_one("queue-down", &account, NOW);
    let outcomes = work(&queue, &account, NOW);
    let [
        Outcome::Again {
            entry: again,
            error,
        },
    ] = outcomes.as_slice()
    else {
        panic!("{outcomes:?}");
    };
    assert!(
        matches!(error, SendError::ConnectionRefused { .. }),
        "{error:?}"
    );
    assert_eq!(again.due, NOW + 60, "first again after a minute");
    assert_eq!(again.failures, 1);
    // Too soon: nothing is tried.
    assert!(work(&queue, &account, NOW + 30).is_empty());
    let outcomes = work(&queue, &account, NOW + 60);
    assert!(
        matches!(outcomes.as_slice(), [Outcome::Again { entry, .. }] if entry.due == NOW + 60 + 120)
    );
    let server = Mailin::start_at(port);
    let outcomes = work(&queue, &account, NOW + 180);
    assert!(matches!(outcomes.as_slice(), [Outcome::Sent { entry: e, .. }] if e.id == entry.id));
    assert_eq!(server.seen().messages.len(), 1);
}

fn after_a_day_of_failures_the_message_is_given_up_and_kept() {
    let account = plain(free_port());
    let (_store, queue, _) = queue_with_one("queue-give-up", &account, NOW);
    let mut now = NOW;
    let mut tries = 0;
    loop {
        tries += 1;
        match work(&queue, &account, now).as_slice() {
            [Outcome::Again { entry, .. }] => now = entry.due,
            [Outcome::GaveUp { entry, .. }] => {
                assert_eq!(entry.state, State::GaveUp);
                break;
            }
            other => panic!("{other:?}"),
        }
        assert!(tries < 30);
    }
    assert!(now - NOW <= queue::retry::GIVE_UP_AFTER_SECS);
    assert_eq!(tries, 18, "17 tries again in the day, then given up");
    // Kept, and not tried again by itself.
    assert_eq!(entries(&queue).len(), 1);
    assert!(work(&queue, &account, now + 7 * 86_400).is_empty());
}

fn a_refusal_waits_for_the_person() {
    let server = Mailin::start(
        false,
        Script {
            reject_rcpt: Some("ann@example.org".into()),
            ..Script::default()
        },
    );
    let account = plain(server.port);
    let (_store, queue, entry) = queue_with_one("queue-refused", &account, NOW);
    let outcomes = work(&queue, &account, NOW);
    assert!(
        matches!(outcomes.as_slice(), [Outcome::Held { entry, error: Some(SendError::RecipientRejected { .. }) }]
            if entry.state == State::Held { why: Held::Refused }),
        "{outcomes:?}"
    );
    assert!(work(&queue, &account, NOW + 86_400).is_empty());
    let sessions = server.seen().sessions;
    // The person fixes nothing and asks again: it is tried, and refused again.
    let again = queue
        .send(
            &entry.id,
            NOW + 90_000,
            queue::Try::Asked,
            &|_| Ok(account.clone()),
            &mut |_, _| {},
        )
        .unwrap();
    assert!(matches!(again, Outcome::Held { .. }));
    assert_eq!(server.seen().sessions, sessions + 1);
}

fn a_message_a_process_was_sending_when_it_ended_is_never_sent_again_by_itself() {
    let server = Mailin::start(false, Script::default());
    let account = plain(server.port);
    let (_store, queue, entry) = queue_with_one("queue-interrupted", &account, NOW);
    // What a process that ended mid-send leaves: "sending", and nobody holding the lock.
    let record = queue.dir().join(&entry.id).join("entry.json");
    let text = std::fs::read_to_string(&record).unwrap();
    std::fs::write(
        &record,
        text.replace("\"waiting\"", "\"sending\", \"since\": 1"),
    )
    .unwrap();
    let outcomes = work(&queue, &account, NOW);
    assert!(
        matches!(outcomes.as_slice(), [Outcome::Held { entry, error: None }]
            if entry.state == State::Held { why: Held::Interrupted }),
        "{outcomes:?}"
    );
    assert!(work(&queue, &account, NOW + 86_400).is_empty());
    assert!(
        server.seen().messages.is_empty(),
        "never sent twice by itself"
    );
}

fn three_senders_at_the_same_moment_send_it_once() {
    let server = Mailin::start(false, Script::default());
    let account = plain(server.port);
    let (_store, queue, _) = queue_with_one("queue-race", &account, NOW);
    let barrier = std::sync::Barrier::new(3);
    let sent: usize = std::thread::scope(|s| {
        let racers: Vec<_> = (0..3)
            .map(|_| {
                s.spawn(|| {
                    barrier.wait();
                    work(&queue, &account, NOW)
                        .iter()
                        .filter(|o| matches!(o, Outcome::Sent { .. }))
                        .count()
                })
            })
            .collect();
        racers.into_iter().map(|r| r.join().unwrap()).sum()
    });
    assert_eq!(sent, 1);
    assert_eq!(server.seen().messages.len(), 1);
}

/// A message caught mid-send by one sender (the server holds its answer to the final dot):
/// a second sender gets "busy", not the message, and it stays "sending" meanwhile; once the
/// first is answered it is sent, once.
fn a_message_being_sent_is_no_other_senders() {
    let (release, hold) = std::sync::mpsc::channel();
    let server = Mailin::start(
        false,
        Script {
            hold_data: Some(std::sync::Arc::new(std::sync::Mutex::new(hold))),
            ..Script::default()
        },
    );
    let account = plain(server.port);
    let (_store, queue, entry) = queue_with_one("queue-busy", &account, NOW);
    std::thread::scope(|s| {
        let first = s.spawn(|| work(&queue, &account, NOW));
        // It is being sent: recorded so, under its lock.
        let started = std::time::Instant::now();
        while !matches!(entries(&queue)[0].state, State::Sending { .. }) {
            assert!(started.elapsed() < std::time::Duration::from_secs(20));
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        let second = queue.send(
            &entry.id,
            NOW,
            queue::Try::Due,
            &|_| Ok(account.clone()),
            &mut |_, _| {},
        );
        assert!(
            matches!(second, Err(queue::QueueError::Busy { .. })),
            "{second:?}"
        );
        assert!(
            work(&queue, &account, NOW).is_empty(),
            "another run takes nothing"
        );
        assert!(matches!(entries(&queue)[0].state, State::Sending { .. }));
        release.send(()).unwrap();
        let outcomes = first.join().unwrap();
        assert!(
            matches!(outcomes.as_slice(), [Outcome::Sent { .. }]),
            "{outcomes:?}"
        );
    });
    assert_eq!(server.seen().messages.len(), 1);
    assert!(entries(&queue).is_empty());
    assert!(
        !queue.dir().join(&entry.id).exists(),
        "no folder left behind"
    );
}

fn cancel_takes_it_back_to_the_drafts() {
    let account = plain(free_port());
    let (store, queue, entry) = queue_with_one("queue-cancel", &account, NOW + 3600);
    let draft = queue.cancel(&entry.id).unwrap();
    assert!(draft.starts_with(store.drafts_dir()));
    let kept = read_message(&draft).unwrap();
    assert_eq!(
        kept.envelope.rcpt_to,
        vec!["ann@example.org", "hidden@example.org"]
    );
    assert!(entries(&queue).is_empty());
    assert!(queue.cancel(&entry.id).is_err());
    // An id is a name in the queue, never a path.
    assert!(queue.cancel("../drafts").is_err());
}

/// The systemd units the queue writes, as systemd itself reads them (this machine has no
/// systemd running: `systemd-analyze verify` loads them without one).
fn the_timer_units_are_what_systemd_reads() {
    crate::harness::need(&["systemd-analyze"]);
    let dir = temp_dir("queue-units");
    let run = dir.join("run");
    std::fs::create_dir_all(&run).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&run, std::fs::Permissions::from_mode(0o700)).unwrap();
    }
    let exe = Path::new(env!("CARGO_BIN_EXE_mailto-preview"));
    std::fs::write(dir.join(timer::SERVICE), timer::service_unit(exe)).unwrap();
    std::fs::write(dir.join(timer::TIMER), timer::timer_unit(NOW)).unwrap();
    // And one that must be refused, so that a pass means the tool judged.
    std::fs::write(
        dir.join("broken.timer"),
        timer::timer_unit(NOW).replace("2026-11-30", "2026-13-30"),
    )
    .unwrap();
    let verify = |units: &[&str]| {
        std::process::Command::new("systemd-analyze")
            .args(["verify", "--man=no", "--user"])
            .args(units.iter().map(|u| dir.join(u)))
            .env("XDG_RUNTIME_DIR", &run)
            .output()
            .unwrap()
    };
    let ours = verify(&[timer::TIMER, timer::SERVICE]);
    assert!(
        ours.status.success(),
        "{}",
        String::from_utf8_lossy(&ours.stderr)
    );
    assert!(!verify(&["broken.timer"]).status.success());
}

/// A private HOME whose config sends through `port`, and its queue with one message due at
/// `due`, waiting for the reason `why`.
fn home_with_one(tag: &str, port: u16, due: i64, why: Why) -> (std::path::PathBuf, Store, Entry) {
    let home = temp_dir(tag);
    let config = home.join(".config/mailto-preview/config.toml");
    std::fs::create_dir_all(config.parent().unwrap()).unwrap();
    std::fs::write(
        &config,
        format!(
            "[accounts.test]\nemail = \"me@example.net\"\nhost = \"127.0.0.1\"\nport = {port}\n\
             security = \"none\"\ntimeout = 5\n"
        ),
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&config, std::fs::Permissions::from_mode(0o600)).unwrap();
    }
    let account = plain(port);
    let store = Store::at(home.join(".local/share/mailto-preview"));
    let entry = Queue::of(&store)
        .put(&delivery(&account), &account, "Later", due, why)
        .unwrap();
    (home, store, entry)
}

/// `mailto-preview queue OPTION` in `home`, on the session bus `bus` (`--due`: as the timer
/// runs it).
fn queue_run(home: &Path, bus: &str, option: &str) -> std::process::Command {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_mailto-preview"));
    command
        .args(["queue", option])
        .env("HOME", home)
        .env("XDG_CONFIG_HOME", home.join(".config"))
        .env("XDG_DATA_HOME", home.join(".local/share"))
        .env("XDG_CACHE_HOME", home.join(".cache"))
        .env("XDG_RUNTIME_DIR", home.join("run"))
        .env("DBUS_SESSION_BUS_ADDRESS", bus)
        // The system bus too, so that what the network monitor says is this test's own: no
        // NetworkManager there unless the test starts its stand-in.
        .env("DBUS_SYSTEM_BUS_ADDRESS", bus)
        .env("LANGUAGE", "en")
        .env_remove("MAILTO_PREVIEW_CONFIG")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    command
}

/// Three timer runs at the same moment, each its own process: the message goes once, and
/// the person is told once, by the desktop's notification service.
fn three_timer_runs_at_once_send_it_once_and_the_person_is_told() {
    crate::harness::need(&["dbus-daemon", "python3"]);
    let server = Mailin::start(false, Script::default());
    let (home, _store, entry) =
        home_with_one("queue-cli", server.port, queue::now() - 1, Why::Later);
    let bus = super::evolution::private_bus(&home);
    let told = home.join("notifications.jsonl");
    // The system's Python, which has the distribution's GObject bindings (python3-gi).
    let mut service = std::process::Command::new("/usr/bin/python3")
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/support/notifications.py"
        ))
        .arg(&told)
        .env("DBUS_SESSION_BUS_ADDRESS", &bus.address)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut ready = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(service.stdout.take().unwrap()),
        &mut ready,
    )
    .unwrap();
    assert_eq!(
        ready.trim(),
        "ready",
        "the notification service did not start"
    );
    let runs: Vec<_> = (0..3)
        .map(|_| queue_run(&home, &bus.address, "--due").spawn().unwrap())
        .collect();
    let outputs: Vec<_> = runs
        .into_iter()
        .map(|r| r.wait_with_output().unwrap())
        .collect();
    let _ = service.kill();
    let _ = service.wait();
    let said: String = outputs
        .iter()
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .collect();
    assert_eq!(said.matches("sent ").count(), 1, "{said}");
    assert!(outputs.iter().all(|o| o.status.success()), "{outputs:?}");
    assert_eq!(server.seen().messages.len(), 1);
    let notes = std::fs::read_to_string(&told).unwrap_or_default();
    let lines: Vec<&str> = notes.lines().collect();
    assert_eq!(lines.len(), 1, "{notes}");
    let note: serde_json::Value = serde_json::from_str(lines[0]).unwrap();
    assert_eq!(
        note["summary"],
        "Sent to ann@example.org, hidden@example.org"
    );
    assert!(note["body"].as_str().unwrap().contains("Later"), "{note}");
    assert_eq!(note["desktop-entry"], "org.mailtopreview.MailtoPreview");
    assert!(
        home.join(".local/share/mailto-preview/sent")
            .join(format!("{}.eml", entry.id))
            .is_file()
    );
}

/// A stand-in NetworkManager on `bus` (see tests/support/network_manager.py), offline at
/// first; its standard input takes "online" and "offline".
fn network_manager(bus: &str) -> std::process::Child {
    use std::io::BufRead;
    // The system's Python, which has the distribution's GObject bindings (python3-gi).
    let mut nm = std::process::Command::new("/usr/bin/python3")
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/support/network_manager.py"
        ))
        .env("DBUS_SESSION_BUS_ADDRESS", bus)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut ready = String::new();
    std::io::BufReader::new(nm.stdout.as_mut().unwrap())
        .read_line(&mut ready)
        .unwrap();
    assert_eq!(
        ready.trim(),
        "ready",
        "the stand-in NetworkManager did not start"
    );
    nm
}

/// Send when online, kept by `mailto-preview queue --watch` (as a resident process keeps it):
/// while the network monitor says offline, nothing is tried (the message is put off, its day
/// of tries with it); when it says online, the message goes at once.
fn a_message_waiting_for_the_network_goes_as_soon_as_the_monitor_says_online() {
    use std::io::Write;
    crate::harness::need(&["dbus-daemon", "python3"]);
    let port = free_port();
    let (home, store, queued) = home_with_one("queue-online", port, queue::now(), Why::Online);
    let bus = super::evolution::private_bus(&home);
    let mut nm = network_manager(&bus.address);
    // The private bus is this test's system bus too: the stand-in NetworkManager is on it.
    let watch = queue_run(&home, &bus.address, "--watch").spawn().unwrap();
    // Offline: put off without a try (nothing listens on the port, and nothing connects).
    let looked = std::time::Instant::now();
    while entries(&Queue::of(&store))
        .first()
        .is_none_or(|e| e.due == queued.due)
    {
        assert!(
            looked.elapsed() < std::time::Duration::from_secs(20),
            "never looked"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let waiting = entries(&Queue::of(&store)).remove(0);
    assert_eq!(waiting.failures, 0, "tried while offline: {waiting:?}");
    assert!(waiting.due >= queued.due + 5 * 60 - 5, "{waiting:?}");
    let server = Mailin::start_at(port);
    let online = std::time::Instant::now();
    writeln!(nm.stdin.as_mut().unwrap(), "online").unwrap();
    let out = watch.wait_with_output().unwrap();
    let _ = nm.kill();
    let _ = nm.wait();
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        server.seen().messages.len(),
        1,
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(
        online.elapsed() < std::time::Duration::from_secs(30),
        "sent {:?} after the network came back: the monitor was not heard",
        online.elapsed()
    );
    assert!(entries(&Queue::of(&store)).is_empty());
}

pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        a_message_waits_for_its_time_then_goes_once_and_is_kept_in_sent,
        a_server_that_is_down_is_tried_on_the_back_off_until_it_is_up,
        after_a_day_of_failures_the_message_is_given_up_and_kept,
        a_refusal_waits_for_the_person,
        a_message_a_process_was_sending_when_it_ended_is_never_sent_again_by_itself,
        three_senders_at_the_same_moment_send_it_once,
        cancel_takes_it_back_to_the_drafts,
        a_message_being_sent_is_no_other_senders,
        the_timer_units_are_what_systemd_reads,
        three_timer_runs_at_once_send_it_once_and_the_person_is_told,
        a_message_waiting_for_the_network_goes_as_soon_as_the_monitor_says_online,
    ]
}
