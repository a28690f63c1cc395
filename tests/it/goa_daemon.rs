//! The real GNOME Online Accounts daemon (Debian's `gnome-online-accounts`): an "IMAP and
//! SMTP" account written the way GNOME Settings writes it (`goa-1.0/accounts.conf`, its
//! passwords in a real gnome-keyring under GOA's own schema), served by `goa-daemon` on a
//! private session bus. The real window, with no config of ours, sends a link's message through
//! it to a local SMTP server that checks the login, and files the copy in a real Dovecot with
//! the IMAP password the daemon keeps. Recipe: `research/DESKTOP_ACCOUNTS.md` §1.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mailto_preview::session::DesktopAccounts;
use mailto_preview::store::Store;
use mailto_preview::ui::{AppOptions, PreviewApp};

use super::dovecot::{Dovecot, Folders, LOGIN, PASSWORD};
use super::harness::skip;
use super::servers::{Aiosmtpd, PrivateKeyring, temp_dir};
use super::window::{sent_and_filed_or_not_asked, settle, step_until, window};

/// Where Debian installs the daemon (it is started by D-Bus activation, not from the PATH).
const DAEMON: &str = "/usr/libexec/goa-daemon";
/// The SMTP password the account keeps in the keyring.
const SMTP_PASSWORD: &str = "smtp-s3cret";

/// `goa-daemon` serving the accounts of `config_home/goa-1.0/accounts.conf` on the keyring's
/// bus; stopped when dropped.
struct GoaDaemon {
    child: Child,
    log: PathBuf,
    bus: String,
    account: String,
}

impl GoaDaemon {
    /// Starts it and waits until it owns its bus name and shows `account`.
    fn start(bus: &str, config_home: &Path, account: &str) -> GoaDaemon {
        let log = config_home.join("goa-daemon.log");
        let child = Command::new(DAEMON)
            .arg("--replace")
            .env("DBUS_SESSION_BUS_ADDRESS", bus)
            .env("XDG_CONFIG_HOME", config_home)
            .env("HOME", config_home)
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .stdout(Stdio::null())
            .stderr(
                std::fs::File::create(&log)
                    .map(Stdio::from)
                    .unwrap_or_else(|_| Stdio::null()),
            )
            .spawn()
            .unwrap_or_else(|e| panic!("{DAEMON}: {e}"));
        let daemon = GoaDaemon {
            child,
            log,
            bus: bus.to_string(),
            account: account.to_string(),
        };
        // The name is asked of the bus first: a call to it before the daemon owns it would
        // make this bus start another goa-daemon from the system's activation file.
        let until = Instant::now() + Duration::from_secs(20);
        while !name_has_owner(bus, "org.gnome.OnlineAccounts") || daemon.property("Id").is_empty() {
            assert!(
                Instant::now() < until,
                "goa-daemon did not show {account} in 20 s: {}",
                daemon.log()
            );
            std::thread::sleep(Duration::from_millis(100));
        }
        daemon
    }

    /// A property of the account's Account interface as `gdbus` prints it (`(<true>,)`), or
    /// nothing while the daemon does not answer for it.
    fn property(&self, name: &str) -> String {
        Command::new("gdbus")
            .args([
                "call",
                "--address",
                &self.bus,
                "--dest",
                "org.gnome.OnlineAccounts",
            ])
            .args([
                "--object-path",
                &format!("/org/gnome/OnlineAccounts/Accounts/{}", self.account),
                "--method",
                "org.freedesktop.DBus.Properties.Get",
                "org.gnome.OnlineAccounts.Account",
                name,
            ])
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
            .unwrap_or_default()
    }

    fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for GoaDaemon {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Alice's "IMAP and SMTP" account as GNOME Settings writes it (the keys of
/// `GNOME/gnome-online-accounts src/goabackend/goaimapsmtpprovider.c`), plain text on loopback.
fn accounts_conf(id: &str, smtp_port: u16, imap_port: u16) -> String {
    format!(
        "[Account {id}]\n\
         Provider=imap_smtp\n\
         Identity=alice@example.net\n\
         PresentationIdentity=alice@example.net\n\
         Enabled=true\n\
         EmailAddress=alice@example.net\n\
         Name=Alice Example\n\
         ImapHost=127.0.0.1:{imap_port}\n\
         ImapUserName={LOGIN}\n\
         ImapUseSsl=false\n\
         ImapUseTls=false\n\
         ImapAcceptSslErrors=false\n\
         SmtpHost=127.0.0.1:{smtp_port}\n\
         SmtpUseAuth=true\n\
         SmtpUserName=alice\n\
         SmtpAuthLogin=false\n\
         SmtpAuthPlain=true\n\
         SmtpUseSsl=false\n\
         SmtpUseTls=false\n\
         SmtpAcceptSslErrors=false\n"
    )
}

/// The servers, the keyring and the daemon of one test, stopped when dropped.
struct Desktop {
    dovecot: Dovecot,
    smtp: Aiosmtpd,
    keyring: PrivateKeyring,
    home: PathBuf,
    daemon: GoaDaemon,
}

impl Desktop {
    /// Alice's account at a Dovecot and an SMTP server that takes `SMTP_PASSWORD`, the
    /// keyring holding `smtp_password` for it.
    fn start(tag: &str, smtp_password: &str) -> Desktop {
        if !Path::new(DAEMON).is_file() {
            skip("not installed here: gnome-online-accounts");
        }
        super::harness::need(&["gdbus", "secret-tool"]);
        // Both servers are up before the daemon starts: it logs in to each to check the account.
        let dovecot = Dovecot::start(Folders::SpecialUse);
        let smtp = Aiosmtpd::start_password("alice", SMTP_PASSWORD);
        let keyring = PrivateKeyring::start();
        let id = "account_1764316800_0";
        // GOA's schema and key (`src/goabackend/goautils.c`): the secret is a GVariant
        // dictionary.
        keyring.store(
            &format!("GOA imap_smtp credentials for identity {id}"),
            &[
                "xdg:schema",
                "org.gnome.OnlineAccounts",
                "goa-identity",
                &format!("imap_smtp:gen0:{id}"),
            ],
            &format!("{{'imap-password': <'{PASSWORD}'>, 'smtp-password': <'{smtp_password}'>}}"),
        );
        let home = temp_dir(tag);
        std::fs::create_dir_all(home.join("goa-1.0")).unwrap();
        std::fs::write(
            home.join("goa-1.0/accounts.conf"),
            accounts_conf(id, smtp.port, dovecot.port),
        )
        .unwrap();
        let daemon = GoaDaemon::start(&keyring.bus, &home, id);
        Desktop {
            dovecot,
            smtp,
            keyring,
            home,
            daemon,
        }
    }

    /// The real window on `uri`, with no config of ours, using the daemon's accounts.
    fn window(&self, uri: &str) -> (Harness<'static, PreviewApp>, Store) {
        let store = Store::at(self.home.join("data"));
        let options = AppOptions {
            config_path: Some(self.home.join("none.toml")),
            store: Some(store.clone()),
            desktop: DesktopAccounts::Bus(self.keyring.bus.clone()),
            ..Default::default()
        };
        let mut h = window(uri, options);
        settle(&mut h);
        step_until(&mut h, |app| app.session().account().is_some());
        h.run_steps(2);
        h.get_by_label_contains("alice@example.net> (GNOME Online Accounts)");
        (h, store)
    }
}

/// With no config of ours, the one account of the real daemon sends (its SMTP password, from
/// the keyring through the daemon) and the copy is filed in Sent (its IMAP password).
fn the_real_daemon_sends_and_files_with_the_passwords_it_keeps() {
    let desktop = Desktop::start("goa-daemon", SMTP_PASSWORD);
    let (mut h, store) =
        desktop.window("mailto:bob@example.org?subject=Through%20GNOME&body=Hello");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| sent_and_filed_or_not_asked(app.session()));

    let received = desktop.smtp.received();
    assert_eq!(received.len(), 1);
    assert_eq!(received[0].mail_from, "alice@example.net");
    assert_eq!(received[0].rcpt_to, ["bob@example.org"]);
    // Every login the server saw (the daemon's own check among them) was Alice's, and good.
    let sign_ins = desktop.smtp.sign_ins();
    assert!(!sign_ins.is_empty());
    assert!(
        sign_ins.iter().all(|(user, ok)| user == "alice" && *ok),
        "{sign_ins:?}"
    );
    let sent = desktop.dovecot.messages("Sent");
    assert_eq!(sent.len(), 1, "{}", desktop.dovecot.log());
    assert!(String::from_utf8_lossy(&sent[0].1).contains("Subject: Through GNOME"));
    assert!(store.unfiled().unwrap().is_empty());
    // No password reached a file of ours.
    for entry in walk(&desktop.home.join("data")) {
        let bytes = std::fs::read(&entry).unwrap_or_default();
        let text = String::from_utf8_lossy(&bytes);
        assert!(
            !text.contains(SMTP_PASSWORD) && !text.contains(PASSWORD),
            "{}",
            entry.display()
        );
    }
}

/// The password the daemon keeps is refused by the server (changed elsewhere): the real
/// daemon then says the account needs the person, the message is kept, and the window says
/// where to sign in again.
fn a_password_the_server_refuses_keeps_the_message_and_points_to_online_accounts() {
    let desktop = Desktop::start("goa-daemon-refused", "an-old-password");
    // The daemon's own check when it starts finds the password refused.
    let until = Instant::now() + Duration::from_secs(20);
    while desktop.daemon.property("AttentionNeeded") != "(<true>,)" {
        assert!(Instant::now() < until, "{}", desktop.daemon.log());
        std::thread::sleep(Duration::from_millis(100));
    }
    let checked = desktop.smtp.sign_ins().len();
    let (mut h, store) = desktop.window("mailto:bob@example.org?subject=Hi&body=Keep%20me");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| app.session().online_accounts_offer());
    h.run_steps(2);
    h.get_by_label_contains("sign in to alice@example.net again in Settings → Online Accounts");
    h.get_by_role_and_label(Role::Button, "Open Online Accounts");
    assert!(desktop.smtp.received().is_empty());
    assert!(desktop.dovecot.messages("Sent").is_empty());
    assert_eq!(store.drafts().unwrap().len(), 1, "the message is kept");
    // Two more refused logins: the window's, then the daemon's when the window asked it to
    // renew the sign-in (EnsureCredentials); the account still needs the person in Settings.
    let sign_ins = desktop.smtp.sign_ins();
    assert_eq!(sign_ins.len(), checked + 2, "{sign_ins:?}");
    assert!(sign_ins.iter().all(|(_, ok)| !ok));
    assert_eq!(desktop.daemon.property("AttentionNeeded"), "(<true>,)");
}

/// On a session bus that would start the installed goa-daemon and Evolution's source registry
/// on demand (their own D-Bus activation files, as on a desktop where they are not running),
/// a window opened by a link starts neither, and goes on to the setup panel.
fn a_link_starts_neither_installed_daemon() {
    for service in [
        "org.gnome.OnlineAccounts.service",
        "org.gnome.evolution.dataserver.Sources5.service",
    ] {
        if !Path::new("/usr/share/dbus-1/services")
            .join(service)
            .is_file()
        {
            skip(format!("not installed here: {service}"));
        }
    }
    // dbus-daemon's own session config: the system's service folder, activation on demand.
    let bus = PrivateKeyring::bare();
    let home = temp_dir("goa-installed-activation");
    let options = AppOptions {
        config_path: Some(home.join("none.toml")),
        store: Some(Store::at(home.join("data"))),
        desktop: DesktopAccounts::Bus(bus.bus.clone()),
        ..Default::default()
    };
    let mut h = window("mailto:bob@example.org?subject=Hi", options);
    settle(&mut h);
    step_until(&mut h, |app| app.session().setup_form().is_some());
    h.run_steps(2);
    h.get_by_label_contains("No account is set up yet");
    // The look is over. A call that had started a daemon would have waited for it to start
    // and answer, so it would own its name by now.
    step_until(&mut h, |app| !app.session().looking_for_accounts());
    for name in [
        "org.gnome.OnlineAccounts",
        "org.gnome.evolution.dataserver.Sources5",
    ] {
        assert!(!name_has_owner(&bus.bus, name), "{name} was started");
    }
}

/// Whether the bus at `bus` has an owner for `name` (asked of the bus itself: it starts
/// nothing).
fn name_has_owner(bus: &str, name: &str) -> bool {
    Command::new("gdbus")
        .args(["call", "--address", bus, "--dest", "org.freedesktop.DBus"])
        .args(["--object-path", "/org/freedesktop/DBus", "--method"])
        .args(["org.freedesktop.DBus.NameHasOwner", name])
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "(true,)")
}

/// Every file under `dir`.
fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return files;
    };
    for entry in entries.filter_map(Result::ok) {
        let path = entry.path();
        if path.is_dir() {
            files.extend(walk(&path));
        } else {
            files.push(path);
        }
    }
    files
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        the_real_daemon_sends_and_files_with_the_passwords_it_keeps,
        a_password_the_server_refuses_keeps_the_message_and_points_to_online_accounts,
        a_link_starts_neither_installed_daemon,
    ]
}
