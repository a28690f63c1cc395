//! `config import --from thunderbird` on a prefs.js that Debian's own Thunderbird wrote: a
//! profile with a `user.js` that sets up a STARTTLS, a TLS and an OAuth 2.0 account is started
//! headless (all its traffic sent to a closed proxy on loopback, nothing checked for mail),
//! Thunderbird writes its `prefs.js` as it starts, and the program reads that file.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::harness::need;
use super::servers::temp_dir;

/// The accounts, as `user.js` lines (Thunderbird copies them into prefs.js), and the settings
/// that keep Thunderbird off the network: every connection through a SOCKS proxy on a closed
/// loopback port, names resolved there too, no mail checked, no update, telemetry or start
/// page.
const USER_JS: &str = r#"user_pref("mail.accountmanager.accounts", "account1,account2,account3");
user_pref("mail.accountmanager.defaultaccount", "account2");
user_pref("mail.account.account1.identities", "id1");
user_pref("mail.account.account1.server", "server1");
user_pref("mail.account.account2.identities", "id2");
user_pref("mail.account.account2.server", "server2");
user_pref("mail.account.account3.identities", "id3");
user_pref("mail.account.account3.server", "server3");
user_pref("mail.identity.id1.useremail", "juergen@example.de");
user_pref("mail.identity.id1.fullName", "Jürgen Müller");
user_pref("mail.identity.id1.smtpServer", "smtp1");
user_pref("mail.identity.id2.useremail", "ann@example.org");
user_pref("mail.identity.id2.fullName", "Ann \"the\" Admin");
user_pref("mail.identity.id2.smtpServer", "smtp2");
user_pref("mail.identity.id3.useremail", "alice@gmail.com");
user_pref("mail.identity.id3.smtpServer", "smtp3");
user_pref("mail.server.server1.type", "imap");
user_pref("mail.server.server1.hostname", "imap.example.de");
user_pref("mail.server.server1.port", 993);
user_pref("mail.server.server1.socketType", 3);
user_pref("mail.server.server1.userName", "juergen");
user_pref("mail.server.server2.type", "pop3");
user_pref("mail.server.server2.hostname", "pop.example.org");
user_pref("mail.server.server3.type", "imap");
user_pref("mail.server.server3.hostname", "imap.gmail.com");
user_pref("mail.server.server3.port", 993);
user_pref("mail.server.server3.socketType", 3);
user_pref("mail.server.server3.authMethod", 10);
user_pref("mail.server.server3.userName", "alice@gmail.com");
user_pref("mail.smtpservers", "smtp1,smtp2,smtp3");
user_pref("mail.smtp.defaultserver", "smtp1");
user_pref("mail.smtpserver.smtp1.hostname", "smtp.example.de");
user_pref("mail.smtpserver.smtp1.port", 587);
user_pref("mail.smtpserver.smtp1.try_ssl", 2);
user_pref("mail.smtpserver.smtp1.authMethod", 3);
user_pref("mail.smtpserver.smtp1.username", "juergen");
user_pref("mail.smtpserver.smtp2.hostname", "mail.example.org");
user_pref("mail.smtpserver.smtp2.port", 465);
user_pref("mail.smtpserver.smtp2.try_ssl", 3);
user_pref("mail.smtpserver.smtp2.username", "ann");
user_pref("mail.smtpserver.smtp3.hostname", "smtp.gmail.com");
user_pref("mail.smtpserver.smtp3.port", 465);
user_pref("mail.smtpserver.smtp3.try_ssl", 3);
user_pref("mail.smtpserver.smtp3.authMethod", 10);
user_pref("mail.smtpserver.smtp3.username", "alice@gmail.com");
user_pref("mail.server.server1.check_new_mail", false);
user_pref("mail.server.server1.login_at_startup", false);
user_pref("mail.server.server3.check_new_mail", false);
user_pref("mail.server.server3.login_at_startup", false);
user_pref("mail.shell.checkDefaultClient", false);
user_pref("mailnews.start_page.enabled", false);
user_pref("app.update.enabled", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.enabled", false);
user_pref("network.captive-portal-service.enabled", false);
user_pref("network.connectivity-service.enabled", false);
user_pref("network.dns.disablePrefetch", true);
user_pref("network.proxy.type", 1);
user_pref("network.proxy.socks", "127.0.0.1");
user_pref("network.proxy.socks_port", 9);
user_pref("network.proxy.socks_remote_dns", true);
"#;

/// Starts Thunderbird headless on `profile` until its prefs.js holds the last account's
/// outgoing server (it writes the file as it starts), then stops it.
fn let_thunderbird_write_its_prefs(home: &Path, profile: &Path) {
    let mut child = Command::new("thunderbird")
        .args(["--headless", "--no-remote", "--profile"])
        .arg(profile)
        .env("HOME", home)
        .env("XDG_CONFIG_HOME", home.join(".config"))
        .env("XDG_CACHE_HOME", home.join(".cache"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("DBUS_SESSION_BUS_ADDRESS")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("thunderbird starts");
    let prefs = profile.join("prefs.js");
    let until = Instant::now() + Duration::from_secs(90);
    let written = loop {
        let text = std::fs::read_to_string(&prefs).unwrap_or_default();
        if text.contains("mail.smtpserver.smtp3.authMethod") {
            break true;
        }
        if Instant::now() > until || child.try_wait().ok().flatten().is_some() {
            break false;
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    let _ = child.kill();
    let _ = child.wait();
    assert!(written, "Thunderbird did not write prefs.js in 90 s");
}

/// Debian's Thunderbird writes the profile's prefs.js; `config import --from thunderbird`
/// reads it: the STARTTLS and TLS accounts with their servers, the OAuth one as this build
/// can take it, and no password (Thunderbird's logins are its own).
fn config_import_reads_the_prefs_thunderbird_wrote() {
    need(&["thunderbird"]);
    let home = temp_dir("thunderbird-import");
    let profile = super::accounts::thunderbird_profile(&home);
    std::fs::write(profile.join("user.js"), USER_JS).unwrap();
    let_thunderbird_write_its_prefs(&home, &profile);
    let prefs = std::fs::read_to_string(profile.join("prefs.js")).unwrap();
    assert!(prefs.starts_with("// Mozilla User Preferences"), "{prefs}");

    let out = super::accounts::import_in_home(&home, "thunderbird", None);
    for expected in [
        "email = \"juergen@example.de\"",
        "display-name = \"Jürgen Müller\"",
        "host = \"smtp.example.de\"",
        "security = \"starttls\"",
        "host = \"imap.example.de\"",
        "email = \"ann@example.org\"",
        "host = \"mail.example.org\"",
        "security = \"tls\"",
        "email = \"alice@gmail.com\"",
        "host = \"smtp.gmail.com\"",
    ] {
        assert!(out.contains(expected), "no {expected:?} in:\n{out}");
    }
    // Ann's is Thunderbird's default account, and only hers.
    let tables: Vec<&str> = out.split("\n[accounts.").collect();
    let ann = tables
        .iter()
        .find(|t| t.contains("email = \"ann@example.org\""))
        .unwrap();
    assert!(ann.contains("default = true"), "{ann}");
    assert_eq!(out.matches("default = true").count(), 1, "{out}");
    // No password of Thunderbird's was read: every login asks the keyring or signs in.
    assert!(!out.contains("password = \""), "{out}");
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![config_import_reads_the_prefs_thunderbird_wrote]
}
