//! The real preview window (the library's `PreviewApp`), driven headless with egui_kittest,
//! sending to a real SMTP server on 127.0.0.1.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use mailto_preview::host::{Host, Idle, Resident, Windows};
use mailto_preview::instance::{self, Arrival, Handoff, SocketName};
use mailto_preview::session::{Accounts, Filing, Session, Status};
use mailto_preview::store::Store;
use mailto_preview::ui::{AppOptions, PreviewApp};

use super::servers::{Mailin, PrivateKeyring, Script, temp_dir};

/// A config with one account sending to `port` on loopback, and an empty store.
pub(super) fn setup(port: u16, tag: &str) -> (AppOptions, Store) {
    let dir = temp_dir(tag);
    let config = dir.join("config.toml");
    std::fs::write(
        &config,
        format!(
            "[accounts.local]\nemail = \"me@example.net\"\ndisplay-name = \"Me\"\nhost = \"127.0.0.1\"\nport = {port}\nsecurity = \"none\"\ntimeout = 5\n"
        ),
    )
    .unwrap();
    let store = Store::at(dir.join("data"));
    (
        AppOptions {
            config_path: Some(config),
            store: Some(store.clone()),
            ..Default::default()
        },
        store,
    )
}

/// How many frames `Harness::run` may take to settle. The window's own threads (the spelling
/// thread's results, the recipients read from disk, the theme) wake it when they finish, and on
/// a busy machine those wakes can land while a test waits for the window to settle: each costs
/// a frame or two more, never an endless repaint.
pub(super) const SETTLE_STEPS: u64 = 32;

pub(super) fn window(uri: &str, options: AppOptions) -> Harness<'static, PreviewApp> {
    window_with_step(uri, options, 0.25)
}

fn window_with_step(uri: &str, options: AppOptions, step_dt: f32) -> Harness<'static, PreviewApp> {
    let uri = uri.to_string();
    Harness::builder()
        .with_size([760.0, 1100.0])
        .with_step_dt(step_dt)
        // The window loads the system's fonts; the headless harness has only egui's, so CJK
        // draws as boxes here rather than panicking.
        .allow_missing_glyphs()
        .with_max_steps(super::window::SETTLE_STEPS)
        .build_eframe(move |_cc| PreviewApp::new(uri.as_bytes(), options))
}

/// Steps (with real time passing for the delivery thread) until `done`.
pub(super) fn step_until(h: &mut Harness<'static, PreviewApp>, done: impl Fn(&PreviewApp) -> bool) {
    let start = Instant::now();
    while !done(h.state()) {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "timed out; status {:?}",
            h.state().status_line()
        );
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Whether the message went out and its copy is where it belongs (filed, or never to be
/// filed): not "sent, but not filed".
pub(super) fn sent_and_filed_or_not_asked(session: &Session) -> bool {
    matches!(
        session.status(),
        Some(Status::Sent {
            filing: Filing::Filed(_) | Filing::NotAsked(_),
            ..
        })
    )
}

/// Lets the half-second Send delay pass.
pub(super) fn settle(h: &mut Harness<'static, PreviewApp>) {
    for _ in 0..4 {
        h.step();
    }
}

const URI: &str = "mailto:Ann%20%3Cann@%E7%B4%8D%E8%B1%86.example.org%3E?cc=bob@example.org\
                   &subject=caf%C3%A9&body=Hello%20Ann&attach=/etc/passwd&from=ceo@bank.example";

/// The first frame shows the whole header, the From line included, and every action: egui
/// clips a panel to the height it had in the previous pass, which on a window's first pass is
/// one line, so the window draws such a pass again (what the host paints first is this frame).
fn the_first_frame_shows_the_whole_header_and_every_action() {
    let (options, _store) = setup(25, "first-frame");
    let mut app = PreviewApp::new(b"mailto:a@example.org?subject=Hi%20there", options);
    let ctx = egui::Context::default();
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(720.0, 640.0),
        )),
        ..Default::default()
    };
    let mut output = ctx.run_ui(input, |ui| app.show(ui));
    // Only the shapes are looked at (egui asks that textures be taken on purpose).
    output.textures_delta.clear();
    let drawn_whole = |text: &str| {
        output.shapes.iter().any(|clipped| match &clipped.shape {
            egui::Shape::Text(shape) => {
                shape.galley.text().contains(text)
                    && clipped
                        .clip_rect
                        .contains_rect(shape.visual_bounding_rect())
            }
            _ => false,
        })
    };
    for text in ["me@example.net", "127.0.0.1", "Hi there", "Send", "Cancel"] {
        assert!(
            drawn_whole(text),
            "{text:?} is not drawn whole on the first frame"
        );
    }
}

fn shows_every_field_decoded_and_what_was_ignored() {
    let (options, _) = setup(1, "ui-fields");
    let mut h = window(URI, options);
    settle(&mut h);
    assert_eq!(
        h.state().window_title(),
        "Send email to ann@納豆.example.org and 1 more?"
    );
    let field = |label: &str| {
        h.query_by_role_and_label(Role::TextInput, label)
            .or_else(|| h.query_by_role_and_label(Role::MultilineTextInput, label))
            .and_then(|n| n.value())
    };
    assert_eq!(field("To").as_deref(), Some("Ann <ann@納豆.example.org>"));
    assert_eq!(field("Cc").as_deref(), Some("bob@example.org"));
    assert_eq!(field("Subject").as_deref(), Some("café"));
    assert_eq!(field("Body (1 line)").as_deref(), Some("Hello Ann"));
    h.get_by_label_contains("is sent as ann@xn--99zt52a.example.org");
    h.get_by_label_contains("Ignored from the link (2)");
    h.get_by_label("attach: /etc/passwd");
    h.get_by_label("from: ceo@bank.example");
    h.get_by_label_contains("a link cannot attach files; nothing was read from disk");
    h.get_by_label_contains("A link wants to send an email");
    h.get_by_label_contains("me@example.net> via 127.0.0.1");
}

fn a_homograph_domain_is_warned_about_beside_its_field() {
    let (options, _) = setup(1, "ui-homograph");
    let mut h = window("mailto:support@%D0%B0pple.com", options);
    settle(&mut h);
    h.get_by_label_contains("mixes writing systems");
    h.get_by_label_contains("support@аpple.com is sent as support@xn--pple-43d.com");
    // The title has no room for the warning: it names where the mail goes.
    assert_eq!(
        h.state().window_title(),
        "Send email to support@xn--pple-43d.com?"
    );
}

fn repairs_and_hidden_recipients_are_shown_beside_their_fields() {
    let (options, _) = setup(1, "ui-repairs");
    let mut h = window(
        "mailto://ann@example.org;bob@example.org?subject=Re&amp;cc=support@bank.example%2Cattacker@evil.example\
         &in-reply-to=%3Cp@lists.example%3E",
        options,
    );
    settle(&mut h);
    let field = |h: &Harness<'static, PreviewApp>, label: &str| {
        h.query_by_role_and_label(Role::TextInput, label)
            .and_then(|n| n.value())
    };
    assert_eq!(
        field(&h, "To").as_deref(),
        Some("ann@example.org, bob@example.org")
    );
    assert_eq!(
        field(&h, "Cc").as_deref(),
        Some("support@bank.example, attacker@evil.example")
    );
    assert_eq!(
        field(&h, "References").as_deref(),
        Some("<p@lists.example>")
    );
    h.get_by_label_contains("Changed from the link: removed \"//\" after \"mailto:\"");
    h.get_by_label_contains("Changed from the link: the addresses are separated by ';'");
    h.get_by_label_contains("Changed from the link: read \"amp;cc\" as \"cc\"");
    h.get_by_label_contains("Warning: the link hides a separator");
    h.get_by_label_contains("References is set to <p@lists.example>");
    // Shown beside the fields, so not counted again among what was ignored.
    h.get_by_label_contains("Ignored from the link (0)");
    // A screen reader hears the warning with the field: it is the field's description.
    let description = description_of(&h.get_by_role_and_label(Role::TextInput, "Cc"));
    assert!(
        description.contains("Warning: the link hides a separator"),
        "{description}"
    );
    // The window is named by its title.
    assert_eq!(
        h.root().accesskit_node().label().as_deref(),
        Some("Send email to ann@example.org and 3 more?")
    );

    let (options, _) = setup(1, "ui-local-part");
    let mut h = window("mailto:%22support@bank.example%22@evil.example", options);
    settle(&mut h);
    h.get_by_label_contains(
        "Warning: the address \"support@bank.example\"@evil.example begins with the address support@bank.example, but the mail goes to the domain evil.example",
    );
}

/// A widget's accessible description (what a screen reader says after its name), or "".
fn description_of(node: &egui_kittest::Node<'_>) -> String {
    node.accesskit_node()
        .description()
        .unwrap_or_default()
        .to_string()
}

/// The label of the focused widget, if any.
fn focused(h: &Harness<'static, PreviewApp>) -> Option<String> {
    h.root()
        .children_recursive()
        .find(|n| n.accesskit_node().is_focused())
        .map(|n| n.accesskit_node().label().unwrap_or_default())
}

fn the_keyboard_alone_reaches_every_control_in_a_sensible_order() {
    let (options, _) = setup(1, "ui-keyboard");
    let mut h = window(URI, options);
    settle(&mut h);
    assert_eq!(
        focused(&h).as_deref(),
        Some("To"),
        "the keyboard starts in To"
    );
    let mut order: Vec<String> = vec!["To".into()];
    for _ in 0..40 {
        h.key_press(egui::Key::Tab);
        h.run();
        if let Some(label) = focused(&h) {
            if order.first() == Some(&label) {
                break; // round the window once
            }
            order.push(label);
        }
    }
    let at = |label: &str| {
        order
            .iter()
            .position(|l| l.starts_with(label))
            .unwrap_or_else(|| panic!("Tab never reaches {label}: {order:?}"))
    };
    // The fields in reading order, the sections, then the actions.
    let reading = [
        "To",
        "Cc",
        "Bcc (hidden)",
        "Subject",
        "Body (1 line)",
        "Ignored from the link",
        "Original link",
        "Exact message",
        "Send",
        "Open in...",
        "Cancel",
        "Save draft",
        "Copy as text",
    ];
    let positions: Vec<usize> = reading.iter().map(|f| at(f)).collect();
    assert!(positions.is_sorted(), "{order:?}");
    // Shift+Tab goes back.
    let now = focused(&h);
    h.key_press(egui::Key::Tab);
    h.run();
    h.event(egui::Event::Key {
        key: egui::Key::Tab,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: egui::Modifiers::SHIFT,
    });
    h.run();
    assert_eq!(
        focused(&h),
        now,
        "Shift+Tab returns to the previous control"
    );
    // Space opens a section from the keyboard.
    while focused(&h).as_deref() != Some("Exact message") {
        h.key_press(egui::Key::Tab);
        h.run();
    }
    let state = |h: &Harness<'static, PreviewApp>| description_of(&h.get_by_label("Exact message"));
    assert_eq!(state(&h), "closed");
    h.key_press(egui::Key::Space);
    h.run();
    assert_eq!(state(&h), "open", "a section says it is open");
    assert!(
        h.root().children_recursive().any(|n| n
            .accesskit_node()
            .value()
            .is_some_and(|v| v.contains("Message-ID:"))),
        "Space on Exact message opens it"
    );
    // Esc closes an unedited window.
    h.key_press(egui::Key::Escape);
    h.step();
    assert!(h.state().is_closed());
}

fn send_waits_half_a_second_and_refuses_an_invalid_address() {
    let (options, _) = setup(1, "ui-disabled");
    let mut h = window("mailto:not-an-address?subject=x", options);
    h.step();
    let send = h.get_by_role_and_label(Role::Button, "Send");
    assert!(send.accesskit_node().is_disabled());
    settle(&mut h);
    assert!(
        h.get_by_role_and_label(Role::Button, "Send")
            .accesskit_node()
            .is_disabled(),
        "invalid address"
    );
    h.get_by_label_contains("cannot be sent to");
    let described = description_of(&h.get_by_role_and_label(Role::Button, "Send"));
    assert!(described.starts_with("Unavailable: "), "{described}");
    let described = description_of(&h.get_by_role_and_label(Role::TextInput, "To"));
    assert!(described.contains("cannot be sent to"), "{described}");

    let (options, _) = setup(1, "ui-delay");
    let mut h = window_with_step("mailto:a@example.org", options, 0.05);
    h.step();
    assert!(
        h.get_by_role_and_label(Role::Button, "Send")
            .accesskit_node()
            .is_disabled(),
        "just opened"
    );
    for _ in 0..12 {
        h.step();
    }
    assert!(
        !h.get_by_role_and_label(Role::Button, "Send")
            .accesskit_node()
            .is_disabled()
    );
}

fn nothing_is_sent_without_approval_then_exactly_the_edited_message() {
    let server = Mailin::start(false, Script::default());
    let (options, store) = setup(server.port, "ui-approval");
    let mut h = window(URI, options);
    settle(&mut h);
    // Edit To, Subject and Body; press keys that are not Send.
    let to = h.get_by_role_and_label(Role::TextInput, "To");
    to.focus();
    to.type_text(", carol@example.org");
    h.run();
    let subject = h.get_by_role_and_label(Role::TextInput, "Subject");
    subject.focus();
    subject.type_text(" au lait");
    h.run();
    let body = h.get_by_role_and_label(Role::MultilineTextInput, "Body (1 line)");
    body.focus();
    body.type_text("\nSee you.");
    h.key_press(egui::Key::Enter);
    h.key_press(egui::Key::Tab);
    h.key_press(egui::Key::A);
    h.run();
    for _ in 0..20 {
        h.step();
    }
    assert_eq!(server.seen().sessions, 0, "no connection before Send");
    assert!(store.drafts().unwrap().is_empty());

    h.get_by_role_and_label(Role::Button, "Send").click();
    step_until(&mut h, |app| app.session().is_sent());
    assert!(matches!(
        h.state().session().status(),
        Some(Status::Sent { recipients: 3, .. })
    ));
    assert_eq!(
        h.state().status_line().as_deref(),
        Some("Sent to 3 recipients")
    );
    let seen = server.seen();
    assert_eq!(seen.messages.len(), 1, "exactly one message");
    // The window's whole life held one SMTP session: a connection made at any moment before
    // Send (or by anything but Send) would be a second one.
    assert_eq!(seen.sessions, 1, "the only connection is the one Send made");
    let (from, rcpt, data) = &seen.messages[0];
    assert_eq!(from, "me@example.net");
    assert_eq!(
        rcpt,
        &[
            "ann@xn--99zt52a.example.org",
            "carol@example.org",
            "bob@example.org"
        ]
    );
    let m = mail_parser::MessageParser::default().parse(data).unwrap();
    assert_eq!(m.subject(), Some("café au lait"));
    let body = m.body_text(0).unwrap().replace("\r\n", "\n");
    assert!(body.starts_with("Hello Ann\nSee you."), "{body:?}");
    assert!(!String::from_utf8_lossy(data).contains("passwd"));
    assert_eq!(store.drafts().unwrap().len(), 0, "moved to sent");
}

fn ctrl_enter_sends() {
    let server = Mailin::start(false, Script::default());
    let (options, _) = setup(server.port, "ui-ctrl-enter");
    let mut h = window("mailto:a@example.org?subject=Hi", options);
    settle(&mut h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| app.session().is_sent());
    assert_eq!(server.seen().messages.len(), 1);
}

fn a_rejected_send_keeps_the_window_and_the_draft() {
    let server = Mailin::start(
        false,
        Script {
            reject_rcpt: Some("a@example.org".into()),
            ..Script::default()
        },
    );
    let (options, store) = setup(server.port, "ui-reject");
    let mut h = window("mailto:a@example.org?subject=Hi&body=Keep%20me", options);
    settle(&mut h);
    h.get_by_role_and_label(Role::Button, "Send").click();
    step_until(&mut h, |app| app.session().failed_draft().is_some());
    let status = h.state().status_line().unwrap().to_string();
    assert!(
        status.contains("refused the recipient a@example.org"),
        "{status}"
    );
    let draft: PathBuf = h.state().session().failed_draft().unwrap().clone();
    assert!(draft.exists());
    assert!(String::from_utf8_lossy(&std::fs::read(&draft).unwrap()).contains("Keep me"));
    assert_eq!(store.drafts().unwrap(), [draft]);
    h.run();
    h.get_by_role_and_label(Role::Button, "Retry");
    h.get_by_label_contains("Not sent:");
    assert!(
        h.state().session().draft().is_some(),
        "the window keeps the message"
    );
}

fn escape_asks_before_discarding_edits() {
    let (options, _) = setup(1, "ui-escape");
    let mut h = window("mailto:a@example.org?subject=Hi", options);
    settle(&mut h);
    let subject = h.get_by_role_and_label(Role::TextInput, "Subject");
    subject.focus();
    subject.type_text("!");
    h.run();
    h.key_press(egui::Key::Escape);
    h.run();
    h.get_by_label_contains("Close without sending or saving it?");
    assert!(!h.state().is_closed(), "Escape asks; the window stays");
    h.get_by_role_and_label(Role::Button, "Keep editing")
        .click();
    h.run();
    assert!(h.query_by_label_contains("Close without sending").is_none());
    assert!(!h.state().is_closed());
    assert_eq!(
        h.state().session().draft().map(|d| d.subject.as_str()),
        Some("Hi!"),
        "the edit is still there"
    );
    // Escape asks again; Discard then closes.
    h.key_press(egui::Key::Escape);
    h.run();
    h.get_by_role_and_label(Role::Button, "Discard").click();
    // A closed window asks its host to close it on every frame: step, do not wait to settle.
    h.step();
    assert!(h.state().is_closed());
}

fn an_unusable_link_still_opens_and_explains() {
    let (options, _) = setup(1, "ui-unusable");
    let mut h = window("http://example.org/", options);
    settle(&mut h);
    h.get_by_label("This mail link cannot be used");
    h.get_by_label_contains("only links that begin with \"mailto:\"");
    assert!(
        h.get_by_role_and_label(Role::Button, "Send")
            .accesskit_node()
            .is_disabled()
    );
}

fn save_draft_writes_an_eml() {
    let (options, store) = setup(1, "ui-save");
    let mut h = window("mailto:a@example.org?subject=Saved", options);
    settle(&mut h);
    h.get_by_role_and_label(Role::Button, "Save draft").click();
    // Written on a thread: the window says so until it is on disk.
    step_until(&mut h, |app| {
        matches!(app.session().status(), Some(Status::Saved(_)))
    });
    let drafts = store.drafts().unwrap();
    assert_eq!(drafts.len(), 1);
    assert!(
        String::from_utf8_lossy(&std::fs::read(&drafts[0]).unwrap()).contains("Subject: Saved")
    );
    assert!(matches!(
        h.state().session().status(),
        Some(Status::Saved(_))
    ));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    let start = Instant::now();
    while store.drafts().unwrap().len() < 2 {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "Ctrl+S saves too"
        );
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn first_run_sets_up_an_account_inline_and_keeps_the_message() {
    let dir = temp_dir("ui-setup");
    let config = dir.join("cfg/config.toml");
    let options = AppOptions {
        config_path: Some(config.clone()),
        store: Some(Store::at(dir.join("data"))),
        ..Default::default()
    };
    let mut h = window("mailto:a@example.org?subject=Waits", options);
    settle(&mut h);
    h.get_by_label_contains("No account is set up yet");
    assert!(
        h.get_by_role_and_label(Role::Button, "Send")
            .accesskit_node()
            .is_disabled()
    );
    open_server_settings(
        &mut h,
        &[
            ("Email", "me@example.net"),
            ("Name", "Me"),
            ("Server", "127.0.0.1"),
            ("Username", "me"),
        ],
    );
    h.get_by_role_and_label(Role::RadioButton, "None (this machine only)")
        .click();
    h.run();
    h.get_by_role_and_label(Role::RadioButton, "Password command")
        .click();
    h.run();
    let field = h.get_by_role_and_label(Role::TextInput, "Password command");
    field.focus();
    field.type_text("printf secret");
    h.run();
    h.get_by_role_and_label(Role::Button, "Save account")
        .click();
    step_until(&mut h, |app| {
        matches!(app.session().accounts(), Accounts::Ready(_))
    });
    let written = std::fs::read_to_string(&config).expect("config.toml written");
    assert!(
        written.contains("email = \"me@example.net\"") && written.contains("security = \"none\""),
        "{written}"
    );
    assert!(mailto_preview::config::load(&config).is_ok());
    assert_eq!(
        h.state()
            .session()
            .account()
            .and_then(|a| a.address())
            .as_deref(),
        Some("me@example.net")
    );
    assert_eq!(
        h.state().session().draft().map(|d| d.subject.as_str()),
        Some("Waits"),
        "the message waited"
    );
    settle(&mut h);
    assert!(
        !h.get_by_role_and_label(Role::Button, "Send")
            .accesskit_node()
            .is_disabled()
    );
}

/// The multi-window app with ann's message in its first window, and the sender that later
/// clicks arrive on.
fn two_windows_harness(
    tag: &str,
    size: [f32; 2],
) -> (
    Harness<'static, Windows<'static>>,
    std::sync::mpsc::Sender<Arrival>,
) {
    let (options, _) = setup(1, tag);
    let (tx, rx) = std::sync::mpsc::channel();
    let h = Harness::builder()
        .with_size(size)
        .allow_missing_glyphs()
        .with_max_steps(super::window::SETTLE_STEPS)
        .build_eframe(move |_cc| {
            let root = PreviewApp::new(b"mailto:ann@example.org?subject=First", options.clone());
            // The harness lives as long as the test: so may its host.
            let host = Box::leak(Box::new(Host::new(Some(rx), None, options, Resident::Off)));
            Windows::new(Some(root), host)
        });
    (h, tx)
}

/// Opens the setup form's server settings and types `fields` (label, text) into them.
pub(super) fn open_server_settings(h: &mut Harness<'static, PreviewApp>, fields: &[(&str, &str)]) {
    h.get_by_label_contains("Advanced: server settings").click();
    h.run();
    for (label, text) in fields {
        let field = h.get_by_role_and_label(Role::TextInput, label);
        field.focus();
        field.type_text(text);
        h.run();
    }
}

/// Steps until the host shows `n` windows: a link that arrives is read into its window on a
/// thread of its own.
fn step_until_windows(h: &mut Harness<'static, Windows<'static>>, n: usize) {
    let start = Instant::now();
    while h.state().count() < n {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{} windows, not {n}",
            h.state().count()
        );
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A link arriving from another process.
fn arrival(uri: &[u8]) -> Arrival {
    Arrival::direct(Handoff {
        uri: uri.to_vec(),
        config: None,
        activation_token: None,
        attachments: Vec::new(),
    })
}

fn a_later_click_opens_another_independent_window_in_the_same_process() {
    let (mut h, tx) = two_windows_harness("ui-windows", [900.0, 1200.0]);
    h.run_steps(2);
    assert_eq!(h.state().count(), 1);
    tx.send(arrival(
        b"mailto:bob@example.org?subject=Second&attach=/etc/passwd",
    ))
    .unwrap();
    step_until_windows(&mut h, 2);
    h.run_steps(2);
    assert_eq!(h.state().count(), 2);
    let titles: Vec<String> = h.state().apps().map(PreviewApp::window_title).collect();
    assert_eq!(
        titles,
        [
            "Send email to ann@example.org?",
            "Send email to bob@example.org?"
        ]
    );
    // The second message is filtered like any other and has a draft of its own.
    h.get_by_label("attach: /etc/passwd");
    let subjects: Vec<&str> = h
        .state()
        .apps()
        .map(|a| a.session().draft().unwrap().subject.as_str())
        .collect();
    assert_eq!(subjects, ["First", "Second"]);
}

fn when_the_first_window_is_done_the_next_message_moves_into_it() {
    let (mut h, tx) = two_windows_harness("ui-windows-move", [1600.0, 1400.0]);
    tx.send(arrival(b"mailto:bob@example.org?subject=Second"))
        .unwrap();
    step_until_windows(&mut h, 2);
    h.run_steps(2);
    // Edit the second message, so that it asks before closing.
    let subjects: Vec<_> = h
        .get_all_by_role_and_label(Role::TextInput, "Subject")
        .collect();
    assert_eq!(subjects.len(), 2);
    subjects[1].click();
    h.run_steps(2);
    h.get_all_by_role_and_label(Role::TextInput, "Subject")
        .nth(1)
        .unwrap()
        .type_text(" edited");
    h.run_steps(2);
    // Headless, every window sees the key: the unedited first one closes, the edited one asks.
    h.key_press(egui::Key::Escape);
    h.run_steps(3);
    assert_eq!(h.state().count(), 1);
    let app = h.state().apps().next().unwrap();
    assert_eq!(app.window_title(), "Send email to bob@example.org?");
    assert_eq!(app.session().draft().unwrap().subject, "Second edited");
    assert!(!app.is_closed());
    h.get_by_label_contains("You edited this message");
}

fn an_empty_message_from_the_menu_waits_for_a_recipient() {
    // `mailto-preview --window` (the menu entry) opens the window on the empty link.
    let (options, _) = setup(1, "ui-empty");
    let mut h = window("mailto:", options);
    settle(&mut h);
    assert_eq!(h.state().window_title(), "Send email?");
    assert!(
        h.get_by_role_and_label(Role::Button, "Send")
            .accesskit_node()
            .is_disabled()
    );
    let to = h.get_by_role_and_label(Role::TextInput, "To");
    to.focus();
    to.type_text("ann@example.org");
    h.run();
    settle(&mut h);
    assert_eq!(h.state().window_title(), "Send email to ann@example.org?");
    assert!(
        !h.get_by_role_and_label(Role::Button, "Send")
            .accesskit_node()
            .is_disabled()
    );
}

fn open_in_offers_webmail_and_programs_under_the_same_rules_as_send() {
    let (options, _) = setup(1, "ui-open-in-invalid");
    let mut h = window("mailto:not-an-address?subject=x", options);
    settle(&mut h);
    assert!(
        h.get_by_role_and_label(Role::Button, "Open in...")
            .accesskit_node()
            .is_disabled(),
        "invalid address"
    );

    let (options, _) = setup(1, "ui-open-in");
    let mut h = window_with_step("mailto:a@example.org?subject=x", options, 0.05);
    h.step();
    assert!(
        h.get_by_role_and_label(Role::Button, "Open in...")
            .accesskit_node()
            .is_disabled(),
        "just opened"
    );
    for _ in 0..12 {
        h.step();
    }
    h.get_by_role_and_label(Role::Button, "Open in...").click();
    h.run();
    h.get_by_label("In your web browser");
    for name in [
        "Gmail",
        "Outlook.com",
        "Outlook (work or school)",
        "Yahoo Mail",
        "Proton Mail",
    ] {
        h.get_by_role_and_label(Role::Button, name);
    }
    h.get_by_label("In a mail program");
    // The account still sends: Send stays the main button.
    h.get_by_role_and_label(Role::Button, "Send");
}

fn first_run_i_write_mail_in_my_browser_saves_a_webmail_account() {
    let dir = temp_dir("ui-setup-webmail");
    let config = dir.join("cfg/config.toml");
    let options = AppOptions {
        config_path: Some(config.clone()),
        store: Some(Store::at(dir.join("data"))),
        ..Default::default()
    };
    let mut h = window("mailto:a@example.org?subject=Waits", options);
    settle(&mut h);
    h.get_by_label_contains("I write mail in my browser");
    h.get_by_label_contains("I use another mail program");
    let field = h.get_by_role_and_label(Role::TextInput, "Email");
    field.focus();
    field.type_text("me@gmail.com");
    h.run();
    h.get_by_role_and_label(Role::Button, "Gmail").click();
    step_until(&mut h, |app| {
        matches!(app.session().accounts(), Accounts::Ready(_))
    });
    let written = std::fs::read_to_string(&config).expect("config.toml written");
    assert!(
        written.contains("webmail = \"gmail\"") && written.contains("email = \"me@gmail.com\""),
        "{written}"
    );
    let loaded = mailto_preview::config::load(&config).unwrap();
    assert_eq!(loaded.accounts[0].handoff().map(|h| h.id()), Some("gmail"));
    settle(&mut h);
    let main = h.get_by_role_and_label(Role::Button, "Open in Gmail");
    assert!(!main.accesskit_node().is_disabled());
    assert!(h.query_by_role_and_label(Role::Button, "Send").is_none());
    assert_eq!(
        h.state().session().draft().map(|d| d.subject.as_str()),
        Some("Waits"),
        "the message waited"
    );
    // What Gmail would receive is shown instead of a message with a sender.
    h.get_by_label_contains("What Gmail receives");
}

fn a_handoff_account_warns_before_approval_what_its_target_cannot_take() {
    let dir = temp_dir("ui-handoff-notes");
    let config = dir.join("config.toml");
    std::fs::write(&config, "[accounts.web]\nwebmail = \"outlook\"\n").unwrap();
    let options = AppOptions {
        config_path: Some(config),
        store: Some(Store::at(dir.join("data"))),
        ..Default::default()
    };
    let mut h = window(
        "mailto:list+bugs@example.org?in-reply-to=%3C1@example.org%3E",
        options,
    );
    settle(&mut h);
    h.get_by_role_and_label(Role::Button, "Open in Outlook.com");
    h.get_by_label_contains("turn a \"+\" in an address into a space");
    h.get_by_label_contains("will not be threaded as a reply");
}

fn the_last_window_waits_for_a_link_the_process_accepted_and_shows_it() {
    use std::io::{Read, Write};

    use interprocess::local_socket::prelude::*;
    use interprocess::local_socket::{ConnectOptions, GenericFilePath};

    let (options, _) = setup(1, "ui-gate");
    let socket_path = temp_dir("ui-gate-socket").join("run/test.sock");
    let socket = SocketName::Path(socket_path.clone());
    let (tx, rx) = std::sync::mpsc::channel();
    let server = instance::listen(&socket, tx, || {}).unwrap();
    let mut host = Host::new(Some(rx), Some(server.gate()), options, Resident::Off);
    // A launcher has its OK but has not said GO yet (it is slow, or stopped).
    let mut launcher = ConnectOptions::new()
        .name(
            socket_path
                .as_path()
                .to_fs_name::<GenericFilePath>()
                .unwrap(),
        )
        .connect_sync()
        .unwrap();
    let mut frame = instance::MAGIC.to_vec();
    for part in [&b"mailto:late@example.org?subject=Late"[..], b"", b"", b""] {
        frame.extend_from_slice(&(part.len() as u32).to_be_bytes());
        frame.extend_from_slice(part);
    }
    launcher.write_all(&frame).unwrap();
    let mut ok = [0u8; 3];
    launcher.read_exact(&mut ok).unwrap();
    assert_eq!(&ok, b"OK\n");
    // The person is done with the last window: the process may not end, the link is on its
    // way.
    let now = Instant::now();
    host.all_closed(now);
    assert_eq!(host.when_idle(now), Idle::Wait);
    assert_eq!(server.gate().in_flight(), 1);
    // The launcher says GO: the link gets a window, once.
    launcher.write_all(b"GO\n").unwrap();
    let opened = host.wait_for_link().expect("the link in flight");
    assert_eq!(opened.app.window_title(), "Send email to late@example.org?");
    assert_eq!(server.gate().in_flight(), 0);
    assert!(host.arrived().is_empty());
}

fn a_target_chosen_in_open_in_first_says_what_it_cannot_take() {
    let (options, _) = setup(1, "ui-open-in-notes");
    let mut h = window(
        "mailto:list@example.org?subject=Re%3A%20x&in-reply-to=%3C1@example.org%3E",
        options,
    );
    settle(&mut h);
    h.get_by_role_and_label(Role::Button, "Open in...").click();
    h.run();
    h.get_by_role_and_label(Role::Button, "Gmail").click();
    h.run();
    // Nothing started: the person reads the note and decides.
    assert!(!h.state().session().is_handed_over());
    h.get_by_label_contains("Gmail cannot take In-Reply-To or References");
    h.get_by_role_and_label(Role::Button, "Open in Gmail");
    h.get_by_role_and_label(Role::Button, "Back").click();
    h.run();
    assert!(h.query_by_label_contains("Gmail cannot take").is_none());
    assert!(!h.state().session().is_handed_over());
    assert!(!h.state().is_closed());
}

/// This test binary running the ignored window test `name` in a process of its own: the
/// keyring's bus is its environment, and xdg-open finds no desktop's handlers (its generic
/// path runs $BROWSER). `MP_TEST_DIR` tells it where its files are.
pub(super) fn window_process(
    name: &str,
    keyring: &PrivateKeyring,
    dir: &std::path::Path,
) -> std::process::Command {
    let empty = temp_dir("window-process-xdg");
    let mut cmd = std::process::Command::new(std::env::current_exe().unwrap());
    cmd.args(["--exact", name, "--ignored", "--nocapture"])
        .env("DBUS_SESSION_BUS_ADDRESS", &keyring.bus)
        .env_remove("XDG_CURRENT_DESKTOP")
        .env_remove("DESKTOP_SESSION")
        .env("XDG_DATA_HOME", &empty)
        .env("XDG_DATA_DIRS", &empty)
        .env("XDG_CONFIG_HOME", &empty)
        .env("MP_TEST_DIR", dir);
    cmd
}

/// In a window half run by [`window_process`]: its folder, and options with the config at
/// `config` inside it and the store beside it.
pub(super) fn window_half(config: &str) -> (PathBuf, AppOptions) {
    let dir = PathBuf::from(std::env::var_os("MP_TEST_DIR").unwrap());
    let options = AppOptions {
        config_path: Some(dir.join(config)),
        store: Some(Store::at(dir.join("data"))),
        ..Default::default()
    };
    (dir, options)
}

/// Asserts that the window process ran its one test and it passed.
pub(super) fn assert_passed(o: &std::process::Output, dir: &std::path::Path) {
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        o.status.success() && out.contains("1 passed"),
        "{out}{}\nbrowser: {:?}",
        String::from_utf8_lossy(&o.stderr),
        std::fs::read_to_string(dir.join("browser.log"))
    );
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        the_first_frame_shows_the_whole_header_and_every_action,
        shows_every_field_decoded_and_what_was_ignored,
        a_homograph_domain_is_warned_about_beside_its_field,
        repairs_and_hidden_recipients_are_shown_beside_their_fields,
        the_keyboard_alone_reaches_every_control_in_a_sensible_order,
        send_waits_half_a_second_and_refuses_an_invalid_address,
        nothing_is_sent_without_approval_then_exactly_the_edited_message,
        ctrl_enter_sends,
        a_rejected_send_keeps_the_window_and_the_draft,
        escape_asks_before_discarding_edits,
        an_unusable_link_still_opens_and_explains,
        save_draft_writes_an_eml,
        first_run_sets_up_an_account_inline_and_keeps_the_message,
        a_later_click_opens_another_independent_window_in_the_same_process,
        when_the_first_window_is_done_the_next_message_moves_into_it,
        an_empty_message_from_the_menu_waits_for_a_recipient,
        open_in_offers_webmail_and_programs_under_the_same_rules_as_send,
        first_run_i_write_mail_in_my_browser_saves_a_webmail_account,
        a_handoff_account_warns_before_approval_what_its_target_cannot_take,
        the_last_window_waits_for_a_link_the_process_accepted_and_shows_it,
        a_target_chosen_in_open_in_first_says_what_it_cannot_take
    ]
}
