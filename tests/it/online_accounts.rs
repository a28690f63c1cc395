//! The accounts the desktop already has: GNOME Online Accounts' mail accounts, served by a
//! stand-in daemon on a private bus (tests/support/goa.rs), used by the real window with no
//! config of ours, sending to a real SMTP server (aiosmtpd) that checks the login.

use crate::goa;

use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT, Queryable};
use mailto_preview::session::{Blocker, DesktopAccounts};
use mailto_preview::store::Store;
use mailto_preview::ui::AppOptions;

use super::servers::{Aiosmtpd, temp_dir};
use super::window::{settle, step_until, window};

fn bus() -> goa::Bus {
    goa::Bus::start().unwrap_or_else(|| super::harness::skip("dbus-daemon is not installed here"))
}

/// A window with no config of ours, looking for the desktop's accounts on `bus`.
fn options(tag: &str, bus: &goa::Bus) -> (AppOptions, Store) {
    let dir = temp_dir(tag);
    let store = Store::at(dir.join("data"));
    (
        AppOptions {
            config_path: Some(dir.join("none.toml")),
            store: Some(store.clone()),
            desktop: DesktopAccounts::Bus(bus.address.clone()),
            ..Default::default()
        },
        store,
    )
}

fn aiosmtpd_with_password(user: &str, password: &str) -> Aiosmtpd {
    Aiosmtpd::start_password(user, password)
}

/// Alice's "IMAP and SMTP" account, sending through `server` (plain text: it is on loopback)
/// with the password "s3cret" the daemon keeps.
fn alice_sends_through(server: &Aiosmtpd) -> goa::Spec {
    goa::Spec {
        use_tls: false,
        ..goa::Spec::password(
            "account_1",
            "alice@example.net",
            &format!("127.0.0.1:{}", server.port),
            "s3cret",
        )
    }
}

/// The one account GNOME Online Accounts has is the sender: no setup panel, the From line
/// says where it comes from, and Send logs in with the password the daemon keeps.
fn one_desktop_account_sends_without_setup() {
    let bus = bus();
    let server = aiosmtpd_with_password("alice@example.net", "s3cret");
    let _daemon = goa::serve(&bus.address, vec![alice_sends_through(&server)]);
    let (options, store) = options("goa-one", &bus);
    let mut h = window("mailto:bob@example.org?subject=Hi&body=Hello", options);
    settle(&mut h);
    step_until(&mut h, |app| app.session().account().is_some());
    h.run_steps(2);
    h.get_by_label_contains("alice@example.net> (GNOME Online Accounts)");
    assert!(
        h.query_by_label_contains("No account is set up yet")
            .is_none(),
        "no setup panel"
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| app.session().is_sent());
    let received = server.received();
    assert_eq!(received.len(), 1);
    assert_eq!(received[0].mail_from, "alice@example.net");
    assert_eq!(server.sign_ins(), [("alice@example.net".to_string(), true)]);
    // Nothing of the account was written into a config of ours.
    assert!(!store.data_dir().join("../none.toml").exists());
}

/// Several accounts: none is chosen until the person chooses, and the next window remembers
/// the choice by address.
fn several_desktop_accounts_wait_for_a_choice_that_is_remembered() {
    let bus = bus();
    let server = aiosmtpd_with_password("work@example.net", "w0rk");
    let host = format!("127.0.0.1:{}", server.port);
    let plain = |id: &str, email: &str, pw: &str| goa::Spec {
        use_tls: false,
        ..goa::Spec::password(id, email, &host, pw)
    };
    let _daemon = goa::serve(
        &bus.address,
        vec![
            plain("account_1", "home@example.net", "h0me"),
            plain("account_2", "work@example.net", "w0rk"),
        ],
    );
    let (options, _) = options("goa-several", &bus);
    let mut h = window("mailto:bob@example.org?subject=Hi", options.clone());
    settle(&mut h);
    step_until(&mut h, |app| app.session().account_labels().len() == 2);
    h.run_steps(2);
    assert_eq!(h.state().session().account_index(), None);
    assert_eq!(
        h.state().session().main_blocker(100.0),
        Some(Blocker::ChooseSender)
    );
    let from = h.get_by_role_and_label(Role::ComboBox, "From:");
    assert_eq!(
        from.accesskit_node().value().as_deref(),
        Some("Choose who sends...")
    );
    from.click();
    h.run_steps(2);
    h.get_by_label_contains("<work@example.net> (GNOME Online Accounts)")
        .click();
    h.run_steps(2);
    assert_eq!(h.state().session().account_index(), Some(1));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| app.session().is_sent());
    assert_eq!(server.received()[0].mail_from, "work@example.net");

    let mut next = window("mailto:carol@example.org?subject=Hi", options);
    settle(&mut next);
    step_until(&mut next, |app| app.session().account().is_some());
    assert_eq!(
        next.state().session().account().and_then(|a| a.address()),
        Some("work@example.net".to_string())
    );
}

/// An expired sign-in keeps the message and says where to sign in again, with a button
/// that opens that page.
fn an_expired_desktop_sign_in_keeps_the_message_and_says_where_to_renew_it() {
    let bus = bus();
    let _daemon = goa::serve(
        &bus.address,
        vec![goa::Spec {
            signed_in: false,
            ..goa::Spec::oauth("account_1", "alice@gmail.com", "127.0.0.1:9", "t")
        }],
    );
    let (options, store) = options("goa-expired", &bus);
    let mut h = window("mailto:bob@example.org?subject=Hi&body=Keep%20me", options);
    settle(&mut h);
    step_until(&mut h, |app| app.session().account().is_some());
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| app.session().online_accounts_offer());
    h.run_steps(2);
    h.get_by_label_contains("sign in to alice@gmail.com again in Settings → Online Accounts");
    h.get_by_role_and_label(Role::Button, "Open Online Accounts");
    assert_eq!(store.drafts().unwrap().len(), 1, "the message is kept");
}

/// Without a running daemon the window goes on as before: the setup panel, after the half
/// second it waits for the desktop's accounts.
fn without_the_daemon_the_setup_panel_shows() {
    let bus = bus();
    let (options, _) = options("goa-none", &bus);
    let mut h = window("mailto:bob@example.org?subject=Hi", options);
    settle(&mut h);
    step_until(&mut h, |app| app.session().setup_form().is_some());
    h.run_steps(2);
    h.get_by_label_contains("No account is set up yet");
    assert_eq!(
        h.state().session().main_blocker(100.0),
        Some(Blocker::NoAccount)
    );
}

/// A window opened by a link, with the daemon not running, starts neither it nor Evolution's
/// data server (both could be started on demand on this bus), and goes on to the setup panel.
fn a_link_starts_no_daemon() {
    let dir = temp_dir("goa-activation");
    let bus = goa::Bus::with_activation(&dir)
        .unwrap_or_else(|| super::harness::skip("dbus-daemon is not installed here"));
    let (options, _) = options("goa-activation-window", &bus);
    let mut h = window("mailto:bob@example.org?subject=Hi", options);
    settle(&mut h);
    step_until(&mut h, |app| !app.session().looking_for_accounts());
    h.run_steps(2);
    assert_eq!(goa::Bus::started(&dir), Vec::<String>::new());
    h.get_by_label_contains("No account is set up yet");
}

/// A server with a certificate of its own making, which the person told Online Accounts to
/// accept: sent through it, and the window says the certificate is not checked. The same
/// account without that setting refuses the certificate.
fn a_certificate_the_person_accepted_in_online_accounts_is_taken_and_said() {
    let bus = bus();
    let server = Aiosmtpd::start_tls_password("alice@example.net", "s3cret");
    let host = format!("localhost:{}", server.port);
    let spec = |accept| goa::Spec {
        use_ssl: true,
        use_tls: false,
        accept_ssl_errors: accept,
        ..goa::Spec::password("account_1", "alice@example.net", &host, "s3cret")
    };
    let daemon = goa::serve(&bus.address, vec![spec(true)]);
    let (options, _) = options("goa-certificate", &bus);
    let mut h = window("mailto:bob@example.org?subject=Hi", options.clone());
    settle(&mut h);
    step_until(&mut h, |app| app.session().account().is_some());
    h.run_steps(2);
    h.get_by_label_contains("the server's certificate is not checked");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| app.session().is_sent());
    assert_eq!(server.received().len(), 1);
    drop(daemon);

    let _daemon = goa::serve(&bus.address, vec![spec(false)]);
    let mut h = window("mailto:bob@example.org?subject=Hi", options);
    settle(&mut h);
    step_until(&mut h, |app| app.session().account().is_some());
    h.run_steps(2);
    assert!(
        h.query_by_label_contains("the server's certificate is not checked")
            .is_none()
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| {
        app.session()
            .status()
            .is_some_and(|s| matches!(s, mailto_preview::session::Status::NotSent(_)))
    });
    assert_eq!(
        server.received().len(),
        1,
        "not sent past a certificate it did not accept"
    );
}

/// A config account that names the desktop's (`desktop = true`) sends with the desktop's
/// server and password, and with the config's signature.
fn a_config_account_can_name_the_desktops_and_keep_its_own_signature() {
    let bus = bus();
    let server = aiosmtpd_with_password("alice@example.net", "s3cret");
    let _daemon = goa::serve(&bus.address, vec![alice_sends_through(&server)]);
    let (mut options, _) = options("goa-reference", &bus);
    let config = options.config_path.clone().unwrap();
    std::fs::write(
        &config,
        "[accounts.mine]\nemail = \"alice@example.net\"\ndesktop = true\nsignature = \"Alice, from the config\"\n",
    )
    .unwrap();
    options.config_path = Some(config);
    let mut h = window("mailto:bob@example.org?subject=Hi&body=Hello", options);
    settle(&mut h);
    step_until(&mut h, |app| {
        app.session().account().is_some_and(|a| a.goa().is_some())
    });
    h.run_steps(2);
    h.get_by_label_contains("alice@example.net> (GNOME Online Accounts)");
    assert_eq!(h.state().session().senders().len(), 1, "shown once");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| app.session().is_sent());
    let received = server.received();
    let data = String::from_utf8_lossy(&received[0].data);
    assert!(data.contains("-- \r\nAlice, from the config"), "{data}");
    assert_eq!(server.sign_ins(), [("alice@example.net".to_string(), true)]);
}

/// An OAuth 2.0 account: the token the daemon gives logs in (the server checks it through
/// XOAUTH2); an expired sign-in renewed in Settings sends at Retry.
fn a_desktop_token_logs_in_and_retry_sends_once_the_sign_in_is_renewed() {
    let bus = bus();
    let server = Aiosmtpd::start_xoauth2("ya29.from-the-daemon");
    let spec = |signed_in| goa::Spec {
        use_ssl: false,
        use_tls: false,
        signed_in,
        ..goa::Spec::oauth(
            "account_1",
            "alice@gmail.com",
            &format!("127.0.0.1:{}", server.port),
            "ya29.from-the-daemon",
        )
    };
    let daemon = goa::serve(&bus.address, vec![spec(false)]);
    let (options, _) = options("goa-oauth", &bus);
    let mut h = window("mailto:bob@example.org?subject=Hi", options);
    settle(&mut h);
    step_until(&mut h, |app| app.session().account().is_some());
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| app.session().online_accounts_offer());
    assert!(server.received().is_empty());
    // The person signs in again in Settings; the daemon now gives a token.
    drop(daemon);
    let _daemon = goa::serve(&bus.address, vec![spec(true)]);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| app.session().is_sent());
    assert_eq!(server.received().len(), 1);
    assert_eq!(server.sign_ins(), [("alice@gmail.com".to_string(), true)]);
}

/// A first run with an Outlook.com address and a build without a client id of ours: instead of
/// a client-id form the panel offers Online Accounts; the person adds the account there, and
/// when GNOME Settings closes the window finds it and sends with it, with nothing set up here.
/// The window runs in a process of its own, whose PATH has a stand-in `gnome-control-center`
/// that waits until the test has "added" the account (served it on the bus).
fn without_a_client_id_the_panel_offers_online_accounts_and_uses_what_was_added_there() {
    if mailto_preview::config::OAuthProvider::Microsoft
        .packaged_client()
        .is_some()
    {
        super::harness::skip(
            "this build signs in to Microsoft itself: the offer is for builds without a client id",
        );
    }
    let keyring = super::servers::PrivateKeyring::bare();
    let server = Aiosmtpd::start_xoauth2("EwB-from-the-daemon");
    let dir = temp_dir("goa-added-from-the-panel");
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let settings = bin.join("gnome-control-center");
    std::fs::write(
        &settings,
        "#!/bin/sh
echo \"$@\" > \"$MP_TEST_DIR/opened\"
         for _ in $(seq 200); do [ -e \"$MP_TEST_DIR/added\" ] && exit 0; sleep 0.1; done
exit 1
",
    )
    .unwrap();
    std::fs::set_permissions(
        &settings,
        std::os::unix::fs::PermissionsExt::from_mode(0o755),
    )
    .unwrap();
    let path = std::env::var("PATH").unwrap_or_default();
    let mut child = super::window::window_process(
        "online_accounts::add_in_online_accounts_from_the_panel",
        &keyring,
        &dir,
    )
    .env("PATH", format!("{}:{path}", bin.display()))
    .stdout(std::process::Stdio::piped())
    .stderr(std::process::Stdio::piped())
    .spawn()
    .unwrap();
    // The person, in GNOME Settings, adds the account.
    let until = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while !dir.join("opened").exists() {
        if std::time::Instant::now() > until || child.try_wait().unwrap().is_some() {
            let o = child.wait_with_output().unwrap();
            panic!(
                "Online Accounts was not opened: {}{}",
                String::from_utf8_lossy(&o.stdout),
                String::from_utf8_lossy(&o.stderr)
            );
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert_eq!(
        std::fs::read_to_string(dir.join("opened")).unwrap().trim(),
        "online-accounts"
    );
    let _daemon = goa::serve(
        &keyring.bus,
        vec![goa::Spec {
            use_ssl: false,
            use_tls: false,
            ..goa::Spec::oauth(
                "account_1",
                "me@outlook.com",
                &format!("127.0.0.1:{}", server.port),
                "EwB-from-the-daemon",
            )
        }],
    );
    std::fs::write(dir.join("added"), "").unwrap();
    let o = child.wait_with_output().unwrap();
    super::window::assert_passed(&o, &dir);
    assert_eq!(server.received().len(), 1);
    assert_eq!(server.sign_ins(), [("me@outlook.com".to_string(), true)]);
    assert!(
        !dir.join("cfg/config.toml").exists(),
        "nothing was set up here"
    );
}

/// The window half of the test above; run only by it.
fn add_in_online_accounts_from_the_panel() {
    let (_, mut options) = super::window::window_half("cfg/config.toml");
    options.desktop = DesktopAccounts::Bus(std::env::var("DBUS_SESSION_BUS_ADDRESS").unwrap());
    let mut h = window("mailto:bob@example.org?subject=Hi", options);
    settle(&mut h);
    step_until(&mut h, |app| app.session().setup_form().is_some());
    h.run_steps(2);
    let email = h.get_by_role_and_label(Role::TextInput, "Email");
    email.focus();
    email.type_text("me@outlook.com");
    h.run();
    h.get_by_role_and_label(Role::Button, "Find my server")
        .click();
    step_until(&mut h, |app| {
        app.session()
            .setup_form()
            .is_some_and(|f| f.found().is_some())
    });
    h.run_steps(2);
    h.get_by_label_contains("cannot sign in to Microsoft by itself");
    assert!(
        h.query_by_role_and_label(Role::TextInput, "Client ID")
            .is_none(),
        "no client-id form in the way"
    );
    h.get_by_role_and_label(Role::Button, "Add it in Online Accounts")
        .click();
    step_until(&mut h, |app| app.session().account().is_some());
    h.run_steps(2);
    h.get_by_label_contains("me@outlook.com> (GNOME Online Accounts)");
    assert!(
        h.state().session().setup_form().is_none(),
        "the panel is gone"
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| app.session().is_sent());
}

/// The server refuses the token the daemon gave (revoked elsewhere): the window asks the
/// daemon to renew the sign-in once, and the token it gives then sends the message, with no
/// word to the person.
fn a_refused_token_is_renewed_once_and_the_message_goes() {
    let bus = bus();
    let server = Aiosmtpd::start_xoauth2("ya29.fresh");
    let spec = goa::Spec {
        use_ssl: false,
        use_tls: false,
        renewed_token: Some("ya29.fresh".into()),
        ..goa::Spec::oauth(
            "account_1",
            "alice@gmail.com",
            &format!("127.0.0.1:{}", server.port),
            "ya29.stale",
        )
    };
    let ensured = spec.ensured.clone();
    let _daemon = goa::serve(&bus.address, vec![spec]);
    let (options, _) = options("goa-renewed", &bus);
    let mut h = window("mailto:bob@example.org?subject=Hi", options);
    settle(&mut h);
    step_until(&mut h, |app| app.session().account().is_some());
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| app.session().is_sent());
    assert_eq!(server.received().len(), 1);
    assert_eq!(
        server.sign_ins(),
        [
            ("alice@gmail.com".to_string(), false),
            ("alice@gmail.com".to_string(), true)
        ]
    );
    // Once before the first token, once to renew it, once before the renewed one.
    assert_eq!(ensured.load(std::sync::atomic::Ordering::SeqCst), 3);
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        one_desktop_account_sends_without_setup,
        several_desktop_accounts_wait_for_a_choice_that_is_remembered,
        an_expired_desktop_sign_in_keeps_the_message_and_says_where_to_renew_it,
        without_the_daemon_the_setup_panel_shows,
        a_link_starts_no_daemon,
        a_certificate_the_person_accepted_in_online_accounts_is_taken_and_said,
        a_config_account_can_name_the_desktops_and_keep_its_own_signature,
        a_desktop_token_logs_in_and_retry_sends_once_the_sign_in_is_renewed,
        a_refused_token_is_renewed_once_and_the_message_goes,
        without_a_client_id_the_panel_offers_online_accounts_and_uses_what_was_added_there;
        ignored: [add_in_online_accounts_from_the_panel]
    ]
}
