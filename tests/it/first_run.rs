//! A first run in the real window, each in a process of its own with a private session bus:
//! the account set up in the window with its password in a real keyring, a sign-in through the
//! browser, the server found from the domain's autoconfig, and a keyring that never answers.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use mailto_preview::ui::PreviewApp;

use mailto_preview::session::{Accounts, Status};

use super::servers::{Aiosmtpd, Mailin, OAuthServer, PrivateKeyring, pki, temp_dir};
use super::window::{
    assert_passed, open_server_settings, sent_and_filed_or_not_asked, settle, step_until, window,
    window_half, window_process,
};

/// Replaces the text of the field labelled `label`.
fn retype(h: &mut Harness<'static, PreviewApp>, role: Role, label: &str, text: &str) {
    h.get_by_role_and_label(role, label).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_role_and_label(role, label).type_text(text);
    h.run();
}

/// Steps until a label containing `text` shows.
fn step_until_label(h: &mut Harness<'static, PreviewApp>, text: &str) {
    let start = Instant::now();
    while h.query_by_label_contains(text).is_none() {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "no \"{text}\"; status {:?}",
            h.state().status_line()
        );
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn first_run_finds_the_server_keeps_the_password_in_a_real_keyring_and_sends() {
    let keyring = PrivateKeyring::start();
    let server = Mailin::with_password("abcd efgh ijkl mnop");
    let dir = temp_dir("ui-setup-keyring");
    // The window runs in a process of its own: the keyring's bus and the test CA are its
    // environment (the keyring and TLS libraries read them from there).
    let o = window_process(
        "first_run::setup_in_the_window_with_a_real_keyring",
        &keyring,
        &dir,
    )
    .env("SSL_CERT_FILE", &pki().ca)
    .env("MP_TEST_PORT", server.port.to_string())
    .output()
    .unwrap();
    assert_passed(&o, &dir);
    assert_eq!(
        keyring.lookup("mailto-preview", "me@gmail.com").as_deref(),
        Some("abcd efgh ijkl mnop"),
        "the password is in the keyring"
    );
    let written = std::fs::read_to_string(dir.join("cfg/config.toml")).unwrap();
    assert!(
        written.contains("password.keyring = true") && !written.contains("abcd"),
        "{written}"
    );
    let seen = server.seen();
    // Test connection logged in once with the typed password, Send once with the stored one.
    let login = (
        "me@gmail.com".to_string(),
        "abcd efgh ijkl mnop".to_string(),
    );
    assert_eq!(seen.logins, [login.clone(), login]);
    assert_eq!(seen.messages.len(), 1, "the waiting message was sent");
    assert_eq!(seen.messages[0].1, ["a@example.org"]);
}

/// The window half of the test above; run only by it.
fn setup_in_the_window_with_a_real_keyring() {
    let (dir, options) = window_half("cfg/config.toml");
    let port = std::env::var("MP_TEST_PORT").unwrap();
    let config = dir.join("cfg/config.toml");
    let mut h = window("mailto:a@example.org?subject=Waits&body=Hello", options);
    settle(&mut h);
    retype(&mut h, Role::TextInput, "Email", "me@gmail.com");
    h.get_by_role_and_label(Role::Button, "Find my server")
        .click();
    h.step();
    step_until_label(
        &mut h,
        "Found: smtp.gmail.com port 465, TLS (from the built-in provider table)",
    );
    h.get_by_label_contains("This provider needs an app password");
    h.get_by_role_and_label(Role::Button, "How to create an app password");
    // The provider's server is on the internet; this test's is on loopback.
    h.get_by_label_contains("Advanced: server settings").click();
    h.run();
    retype(&mut h, Role::TextInput, "Server", "localhost");
    retype(&mut h, Role::TextInput, "Port", &port);
    // The provider's mailbox was found too; this test has none on loopback.
    assert_eq!(
        h.get_by_role_and_label(Role::TextInput, "Mailbox server (IMAP)")
            .accesskit_node()
            .value()
            .as_deref(),
        Some("imap.gmail.com")
    );
    h.get_by_label_contains("Your mailbox: imap.gmail.com port 993, TLS.");
    h.get_by_role_and_label(Role::TextInput, "Mailbox server (IMAP)")
        .focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.key_press(egui::Key::Backspace);
    h.run();
    h.get_by_role_and_label(Role::RadioButton, "STARTTLS")
        .click();
    h.run();
    assert_eq!(
        h.get_by_role_and_label(Role::TextInput, "Username")
            .accesskit_node()
            .value()
            .as_deref(),
        Some("me@gmail.com")
    );
    retype(
        &mut h,
        Role::PasswordInput,
        "Password",
        "abcd efgh ijkl mnop",
    );
    h.get_by_role_and_label(Role::Button, "Test connection")
        .click();
    h.step();
    step_until_label(&mut h, "Connected, encrypted, and logged in");
    h.get_by_role_and_label(Role::Button, "Save account")
        .click();
    step_until(&mut h, |app| {
        matches!(app.session().accounts(), Accounts::Ready(_))
    });
    assert!(
        config.exists(),
        "saved; status {:?}",
        h.state().status_line()
    );
    settle(&mut h);
    h.get_by_role_and_label(Role::Button, "Send").click();
    step_until(&mut h, |app| sent_and_filed_or_not_asked(app.session()));
}

fn a_send_that_needs_a_sign_in_offers_it_and_the_browser_round_trip_lets_it_go() {
    let (keyring, oauth) = (PrivateKeyring::start(), OAuthServer::start());
    let smtp = Aiosmtpd::start_xoauth2_issued_by(&oauth.tokens);
    let dir = temp_dir("ui-signin");
    let base = format!("https://127.0.0.1:{}", oauth.port);
    std::fs::write(
        dir.join("config.toml"),
        format!(
            "[accounts.work]\nemail = \"me@example.net\"\nhost = \"127.0.0.1\"\nport = {}\nsecurity = \"none\"\ntimeout = 5\nusername = \"me@example.net\"\nauth = \"oauth2\"\noauth2.client-id = {:?}\noauth2.auth-url = \"{base}/authorize\"\noauth2.token-url = \"{base}/token\"\noauth2.scopes = [{:?}, \"offline_access\"]\noauth2.tls-ca = {:?}\n",
            smtp.port,
            OAuthServer::CLIENT_ID,
            OAuthServer::SCOPE,
            oauth.ca.to_string_lossy()
        ),
    )
    .unwrap();
    let o = window_process("first_run::sign_in_from_the_window", &keyring, &dir)
        .env("BROWSER", fake_browser(&dir, &oauth.ca))
        .output()
        .unwrap();
    assert_passed(&o, &dir);
    assert_signed_in_and_sent(&dir, &keyring, &smtp, &oauth, "me@example.net");
}

/// After a browser round trip: the browser saw the "Signed in" page, the refresh token is in
/// the keyring under `user`, the mail server took one XOAUTH2 sign-in with a token the OAuth
/// server issued (asked for with PKCE) and the message that waited.
fn assert_signed_in_and_sent(
    dir: &std::path::Path,
    keyring: &PrivateKeyring,
    smtp: &Aiosmtpd,
    oauth: &OAuthServer,
    user: &str,
) {
    let saw = std::fs::read_to_string(dir.join("browser-saw.html")).unwrap();
    assert!(saw.contains("Signed in."), "{saw}");
    assert!(
        keyring.lookup("mailto-preview-oauth2", user).is_some(),
        "the sign-in is kept in the keyring"
    );
    assert_eq!(smtp.sign_ins(), [(user.to_string(), true)]);
    assert_eq!(smtp.received().len(), 1, "the message that waited was sent");
    assert!(oauth.log().iter().any(|e| e["pkce"] == "S256"));
}

/// The window half of the test above; run only by it.
fn sign_in_from_the_window() {
    let (_, options) = window_half("config.toml");
    let mut h = window("mailto:a@example.org?subject=Waits", options);
    settle(&mut h);
    h.get_by_role_and_label(Role::Button, "Send").click();
    step_until(&mut h, |app| {
        matches!(app.session().status(), Some(Status::NotSent(_)))
    });
    let status = h.state().status_line().unwrap_or_default().to_string();
    assert!(
        status.contains("you have not signed in to 127.0.0.1 as me@example.net"),
        "{status}"
    );
    settle(&mut h);
    h.get_by_role_and_label(Role::Button, "Sign in to 127.0.0.1")
        .click();
    step_until(&mut h, |app| {
        matches!(app.session().status(), Some(Status::SignedIn))
    });
    // The status line got shorter: the buttons move up once the panel has its new size.
    settle(&mut h);
    h.get_by_role_and_label(Role::Button, "Retry").click();
    step_until(&mut h, |app| sent_and_filed_or_not_asked(app.session()));
}

/// A "browser" for xdg-open to start: it opens the page and follows the redirect back, as a
/// browser does once the person agreed; it keeps the last page in `dir/browser-saw.html`.
fn fake_browser(dir: &std::path::Path, ca: &std::path::Path) -> PathBuf {
    let browser = dir.join("browser");
    std::fs::write(
        &browser,
        format!(
            "#!/usr/bin/python3\nimport ssl, sys, urllib.request\nopen(sys.argv[0] + '.log', 'a').write(repr(sys.argv) + '\\n')\nctx = ssl.create_default_context(cafile={:?})\nwith urllib.request.urlopen(sys.argv[1], context=ctx) as r:\n    open({:?}, 'wb').write(r.read())\n",
            ca.to_string_lossy(),
            dir.join("browser-saw.html").to_string_lossy()
        ),
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&browser, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    browser
}

/// A keyring that never answers (stuck behind an unlock prompt nobody sees): Save account
/// waits for it on a thread of its own, the window keeps drawing, and Cancel still closes it.
fn a_keyring_that_never_answers_does_not_stop_the_window() {
    let keyring = PrivateKeyring::silent();
    let dir = temp_dir("ui-silent-keyring");
    let o = window_process(
        "first_run::save_account_with_a_silent_keyring",
        &keyring,
        &dir,
    )
    .output()
    .unwrap();
    assert_passed(&o, &dir);
    assert!(
        !dir.join("cfg/config.toml").exists(),
        "nothing is written while the keyring has not taken the password"
    );
}

/// The window half of the test above; run only by it.
fn save_account_with_a_silent_keyring() {
    let (_, options) = window_half("cfg/config.toml");
    let mut h = window("mailto:a@example.org?subject=Waits", options);
    settle(&mut h);
    open_server_settings(
        &mut h,
        &[
            ("Email", "me@example.net"),
            ("Server", "127.0.0.1"),
            ("Username", "me"),
        ],
    );
    retype(&mut h, Role::PasswordInput, "Password", "secret");
    h.get_by_role_and_label(Role::Button, "Save account")
        .click();
    h.step();
    let saving = |app: &PreviewApp| app.session().setup_form().is_some_and(|f| f.is_saving());
    assert!(saving(h.state()), "the save waits on its thread");
    // Three seconds of real time (a keyring that answers at all answers well within it, even
    // on a busy machine): every frame is drawn at once, and the save still waits.
    let start = Instant::now();
    let mut slowest = Duration::ZERO;
    while start.elapsed() < Duration::from_secs(3) {
        let frame = Instant::now();
        h.step();
        slowest = slowest.max(frame.elapsed());
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(slowest < Duration::from_secs(1), "a frame took {slowest:?}");
    assert!(saving(h.state()));
    h.get_by_label_contains("Saving the account");
    h.get_by_role_and_label(Role::Button, "Cancel").click();
    // Stepped, not run: the spinner keeps asking for frames.
    h.run_steps(2);
    assert!(h.state().is_closed(), "Cancel closes the window");
}

fn first_run_signs_in_where_the_domains_autoconfig_says_and_sends() {
    use super::discover::{dnsmasq, put, web};
    use super::harness::need;
    need(&["dnsmasq", "python3"]);
    let (keyring, oauth) = (PrivateKeyring::start(), OAuthServer::start());
    let smtp = Aiosmtpd::start_xoauth2_tls_issued_by(&oauth.tokens);
    let dir = temp_dir("ui-setup-oauth");
    // The domain's own autoconfig names the server and where to sign in (<oAuth2>).
    let ac = super::servers::make_pki("ui-setup-ac", &["autoconfig.oauth.test"]);
    let root = temp_dir("ui-setup-ac-web");
    put(
        &root,
        "autoconfig.oauth.test",
        "mail/config-v1.1.xml",
        &format!(
            r#"<?xml version="1.0"?>
<clientConfig version="1.1"><emailProvider id="oauth.test"><domain>oauth.test</domain>
<outgoingServer type="smtp"><hostname>127.0.0.1</hostname><port>{}</port><socketType>SSL</socketType>
<username>%EMAILADDRESS%</username><authentication>OAuth2</authentication></outgoingServer>
</emailProvider>
<oAuth2><issuer>127.0.0.1</issuer><scope>{} offline_access</scope>
<authURL>https://127.0.0.1:{}/authorize</authURL><tokenURL>https://127.0.0.1:{}/token</tokenURL></oAuth2>
</clientConfig>"#,
            smtp.port,
            OAuthServer::SCOPE,
            oauth.port,
            oauth.port
        ),
    );
    let (_web, https_port) = web(&root, &ac.cert, &ac.key, false, "");
    let (_dns, dns_port) = dnsmasq(&["--address=/autoconfig.oauth.test/127.0.0.1".to_string()]);
    // One bundle for the three test CAs: autoconfig's, the sign-in server's, the mail server's.
    let bundle = dir.join("ca-bundle.pem");
    let mut pem = Vec::new();
    for ca in [&ac.ca, &oauth.ca, &pki().ca] {
        pem.extend(std::fs::read(ca).unwrap());
    }
    std::fs::write(&bundle, pem).unwrap();
    let o = window_process("first_run::setup_with_oauth_in_the_window", &keyring, &dir)
        .env("BROWSER", fake_browser(&dir, &oauth.ca))
        .env("SSL_CERT_FILE", &bundle)
        .env("MP_TEST_DNS", format!("127.0.0.1:{dns_port}"))
        .env("MP_TEST_HTTPS_PORT", https_port.to_string())
        .env("MP_TEST_CLIENT_ID", OAuthServer::CLIENT_ID)
        .output()
        .unwrap();
    assert_passed(&o, &dir);
    let written = std::fs::read_to_string(dir.join("cfg/config.toml")).unwrap();
    assert!(
        written.contains("auth = \"oauth2\"")
            && written.contains(&format!(
                "oauth2.token-url = \"https://127.0.0.1:{}/token\"",
                oauth.port
            ))
            && written.contains(OAuthServer::CLIENT_ID),
        "{written}"
    );
    assert_signed_in_and_sent(&dir, &keyring, &smtp, &oauth, "me@oauth.test");
}

/// The window half of the test above; run only by it.
fn setup_with_oauth_in_the_window() {
    let (dir, mut options) = window_half("cfg/config.toml");
    let var = |name: &str| std::env::var(name).unwrap();
    options.discover = mailto_preview::discover::Options {
        dns_server: Some(var("MP_TEST_DNS").parse().unwrap()),
        https_port: var("MP_TEST_HTTPS_PORT").parse().unwrap(),
        ..Default::default()
    };
    let mut h = window("mailto:a@example.org?subject=Waits&body=Hello", options);
    settle(&mut h);
    retype(&mut h, Role::TextInput, "Email", "me@oauth.test");
    h.get_by_role_and_label(Role::Button, "Find my server")
        .click();
    h.step();
    step_until_label(&mut h, "TLS (from the domain's autoconfig server)");
    // Only OAuth is offered by the server: no password field, a client id to give.
    assert!(
        h.query_by_role_and_label(Role::PasswordInput, "Password")
            .is_none()
    );
    retype(
        &mut h,
        Role::TextInput,
        "Client ID",
        &var("MP_TEST_CLIENT_ID"),
    );
    settle(&mut h);
    h.get_by_role_and_label(Role::Button, "Sign in with 127.0.0.1")
        .click();
    step_until_label(&mut h, "Signed in. Save the account to send with it.");
    settle(&mut h);
    h.get_by_role_and_label(Role::Button, "Save account")
        .click();
    step_until(&mut h, |app| {
        matches!(app.session().accounts(), Accounts::Ready(_))
    });
    assert!(
        dir.join("cfg/config.toml").exists(),
        "saved; status {:?}",
        h.state().status_line()
    );
    settle(&mut h);
    h.get_by_role_and_label(Role::Button, "Send").click();
    step_until(&mut h, |app| sent_and_filed_or_not_asked(app.session()));
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        first_run_finds_the_server_keeps_the_password_in_a_real_keyring_and_sends,
        a_send_that_needs_a_sign_in_offers_it_and_the_browser_round_trip_lets_it_go,
        first_run_signs_in_where_the_domains_autoconfig_says_and_sends,
        a_keyring_that_never_answers_does_not_stop_the_window;
        ignored: [setup_in_the_window_with_a_real_keyring, sign_in_from_the_window, setup_with_oauth_in_the_window, save_account_with_a_silent_keyring]
    ]
}
