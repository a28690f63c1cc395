//! Read from a stand-in daemon serving GNOME Online Accounts' interfaces on a private bus, the
//! way `goa-daemon` answers; and the settings' hostile corners without a bus.

#[path = "../../../../tests/support/goa.rs"]
mod stand_in;

use stand_in::{Bus, Spec, serve};

use super::*;
use crate::config::GoaPassword;

fn bus() -> Bus {
    Bus::start().expect("dbus-daemon (Debian's dbus-daemon package) runs these tests")
}

#[test]
fn without_a_running_daemon_there_are_no_accounts_and_none_is_started() {
    let bus = bus();
    assert_eq!(mail_accounts(Some(&bus.address)), Ok(Vec::new()));
}

#[test]
fn the_daemons_mail_accounts_are_read_with_their_servers_and_credentials() {
    let bus = bus();
    let _daemon = serve(
        &bus.address,
        vec![
            Spec {
                imap_host: Some("127.0.0.1:1993".into()),
                use_ssl: true,
                use_tls: false,
                ..Spec::password("account_1", "alice@example.net", "127.0.0.1:2525", "pw")
            },
            Spec::oauth(
                "account_2",
                "alice@gmail.com",
                "smtp.gmail.com",
                "ya29.token",
            ),
            Spec {
                mail_disabled: true,
                ..Spec::oauth("account_3", "off@outlook.com", "smtp.office365.com", "t")
            },
            // Evolution and others may show an account twice: once is enough.
            Spec::password("account_4", "Alice@Example.net", "127.0.0.1:2525", "pw"),
        ],
    );
    let found = mail_accounts(Some(&bus.address)).unwrap();
    let emails: Vec<&str> = found.iter().map(|a| a.account.email.as_str()).collect();
    assert_eq!(
        emails,
        ["alice@example.net", "alice@gmail.com"],
        "mail turned off is left out, each address once"
    );
    let imap_smtp = &found[0];
    assert_eq!(imap_smtp.account.id, "account_1");
    assert_eq!(imap_smtp.account.bus.as_deref(), Some(bus.address.as_str()));
    assert_eq!(imap_smtp.name.as_deref(), Some("Alice Example"));
    assert_eq!(
        imap_smtp.smtp,
        Server {
            host: "127.0.0.1".into(),
            port: 2525,
            security: Security::Tls,
            auth: Auth::Password {
                user: "alice@example.net".into()
            },
            accepts_certificate_errors: false,
        }
    );
    assert_eq!(
        imap_smtp
            .imap
            .as_ref()
            .map(|i| (i.host.as_str(), i.port, i.security)),
        Some(("127.0.0.1", 1993, Security::Tls))
    );
    let google = &found[1];
    assert_eq!(
        (google.smtp.port, google.smtp.security),
        (465, Security::Tls)
    );
    assert!(matches!(google.smtp.auth, Auth::XOAuth2 { .. }));
    assert_eq!(google.imap, None, "no IMAP: no copy in Sent");

    assert_eq!(
        password(&imap_smtp.account, GoaPassword::Smtp).unwrap(),
        "pw"
    );
    assert_eq!(
        password(&imap_smtp.account, GoaPassword::Imap).unwrap(),
        "imap-pw"
    );
    assert_eq!(access_token(&google.account).unwrap(), "ya29.token");

    // As a sender: the daemon's settings, its credentials by reference only.
    let sender = google.sender().unwrap();
    assert_eq!(sender.goa(), Some(&google.account));
    assert_eq!(sender.address().as_deref(), Some("alice@gmail.com"));
    let smtp = sender.smtp().unwrap();
    assert_eq!(
        (smtp.server.host.as_str(), smtp.server.port),
        ("smtp.gmail.com", 465)
    );
    assert!(!format!("{sender:?}").contains("ya29"));
}

#[test]
fn an_expired_sign_in_and_a_removed_account_say_what_to_do() {
    let bus = bus();
    let _daemon = serve(
        &bus.address,
        vec![Spec {
            signed_in: false,
            ..Spec::oauth("account_1", "alice@gmail.com", "smtp.gmail.com", "t")
        }],
    );
    let found = mail_accounts(Some(&bus.address)).unwrap();
    let error = access_token(&found[0].account).unwrap_err();
    assert!(error.is_sign_in());
    assert!(
        error
            .to_string()
            .starts_with("sign in to alice@gmail.com again in Settings → Online Accounts"),
        "{error}"
    );
    let removed = GoaAccount {
        id: "account_9".into(),
        ..found[0].account.clone()
    };
    assert_eq!(
        access_token(&removed),
        Err(GoaError::Gone {
            account: "alice@gmail.com".into()
        })
    );
}

#[test]
fn hosts_with_ports_and_hostile_values() {
    assert_eq!(
        host_and_port("smtp.example.net", 587),
        Some(("smtp.example.net".into(), 587))
    );
    assert_eq!(
        host_and_port("smtp.example.net:2525", 587),
        Some(("smtp.example.net".into(), 2525))
    );
    assert_eq!(host_and_port("[::1]:2525", 587), Some(("::1".into(), 2525)));
    assert_eq!(host_and_port("[::1]", 587), Some(("::1".into(), 587)));
    for bad in [
        "",
        "smtp.example.net:0",
        "smtp.example.net:99999",
        "a b:25",
        "evil\r\nRCPT:25",
        "host/x",
    ] {
        assert_eq!(host_and_port(bad, 587), None, "{bad:?}");
    }
}
