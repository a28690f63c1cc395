use std::path::Path;

use super::*;

const MINIMAL: &str = r#"[accounts.work]
email = "me@example.net"
display-name = "Me"
default = true
host = "smtp.example.net"
port = 587
security = "starttls"
username = "me@example.net"
password.command = ["pass", "show", "mail/work"]
"#;

fn load_str(text: &str) -> Result<Config, ConfigError> {
    parse(
        text,
        Path::new("/home/me/.config/mailto-preview/config.toml"),
        Some(0o600),
    )
}

fn err(text: &str) -> String {
    load_str(text).unwrap_err().to_string()
}

#[test]
fn the_smallest_account_is_accepted_as_written() {
    let c = load_str(MINIMAL).unwrap();
    let a = c.default_account().unwrap();
    assert_eq!(a.name, "work");
    assert_eq!(a.address().as_deref(), Some("me@example.net"));
    assert_eq!(a.display_name.as_deref(), Some("Me"));
    let s = &a.smtp().expect("smtp").server;
    assert_eq!(
        (s.host.as_str(), s.port, s.security),
        ("smtp.example.net", 587, Security::Starttls)
    );
    assert_eq!(
        s.login,
        Login::Password {
            user: "me@example.net".into(),
            source: PasswordSource::Command(vec!["pass".into(), "show".into(), "mail/work".into()])
        }
    );
    assert_eq!(s.timeout, Duration::from_secs(30));
    assert_eq!(a.imap, None);
    assert_eq!(a.sent_copy, SentCopy::Auto);
    assert!(c.warnings.is_empty());
    assert_eq!(
        a.server_description().english(),
        "smtp.example.net:587 (STARTTLS)"
    );
}

#[test]
fn the_example_file_is_valid() {
    let c = load_str(EXAMPLE).unwrap();
    assert_eq!(c.accounts.len(), 1);
}

#[test]
fn unknown_keys_are_rejected_with_file_line_and_key() {
    let e = err(&MINIMAL.replace("port = 587", "prot = 587"));
    assert!(
        e.starts_with("/home/me/.config/mailto-preview/config.toml:6: accounts.work.prot:"),
        "{e}"
    );
    assert!(e.contains("unknown field"), "{e}");
    let e = err("[acounts.work]\nemail = \"a@b.c\"\n");
    assert!(e.contains(":1:") && e.contains("acounts"), "{e}");
    // A value of the wrong kind is named by its key and line too, deep in a table.
    let e = err(&format!(
        "{MINIMAL}\n[accounts.work.imap]\nhost = \"imap.example.net\"\nport = \"993\"\n"
    ));
    assert!(e.contains(":13: accounts.work.imap.port:"), "{e}");
    let e = err(&MINIMAL.replace("security = \"starttls\"", "security = \"ssl\""));
    assert!(
        e.contains(":7: accounts.work.security:") && e.contains("starttls"),
        "{e}"
    );
}

#[test]
fn the_mailbox_is_read_beside_smtp_and_takes_its_login() {
    let text = format!(
        "{MINIMAL}sent-copy = \"on\"\nserver-drafts = true\n\n[accounts.work.imap]\nhost = \"imap.example.net\"\nsent-folder = \"Sent Items\"\n"
    );
    let c = load_str(&text).unwrap();
    let a = c.default_account().unwrap();
    let imap = a.imap.as_ref().expect("imap");
    assert_eq!(
        (
            imap.server.host.as_str(),
            imap.server.port,
            imap.server.security
        ),
        ("imap.example.net", 143, Security::Starttls)
    );
    assert_eq!(imap.server.login, a.smtp().unwrap().server.login);
    assert_eq!(imap.sent_folder.as_deref(), Some("Sent Items"));
    assert_eq!((a.sent_copy, a.server_drafts), (SentCopy::On, true));
    // Its own user and password, and implicit TLS from port 993.
    let own = format!(
        "{MINIMAL}[accounts.work.imap]\nhost = \"imap.example.net\"\nport = 993\nusername = \"box\"\npassword.env = \"BOX\"\n"
    );
    let c = load_str(&own).unwrap();
    let imap = c.accounts[0].imap.as_ref().unwrap();
    assert_eq!(imap.server.security, Security::Tls);
    assert_eq!(
        imap.server.login,
        Login::Password {
            user: "box".into(),
            source: PasswordSource::Env("BOX".into())
        }
    );
    for (text, place, says) in [
        (
            format!("{MINIMAL}sent-copy = \"on\"\n"),
            ":10: accounts.work.sent-copy",
            "[accounts.work.imap]",
        ),
        (
            format!("{MINIMAL}server-drafts = true\n"),
            ":10: accounts.work.server-drafts",
            "needs the mailbox",
        ),
        (
            format!("{MINIMAL}[accounts.work.imap]\nport = 993\n"),
            "accounts.work.imap.host",
            "missing",
        ),
        (
            format!("{MINIMAL}sent-copy = \"sometimes\"\n"),
            ":10: accounts.work.sent-copy",
            "auto",
        ),
        (
            format!(
                "{MINIMAL}[accounts.work.imap]\nhost = \"imap.example.net\"\nsecurity = \"none\"\n"
            ),
            "accounts.work.imap.security",
            "allow-insecure",
        ),
    ] {
        let e = err(&text);
        assert!(
            e.contains(place) && e.contains(says),
            "{place} / {says}: {e}"
        );
    }
}

#[test]
fn the_file_is_read_once_and_its_parts_judged_apart() {
    let broken_window = format!("{MINIMAL}\n[window]\nresident = \"soon\"\n");
    let parts = parse_parts(&broken_window, Path::new("c.toml"), Some(0o600));
    let e = parts.window.as_ref().unwrap_err().to_string();
    assert!(
        e.contains(":12: window.resident:") && e.contains("not a time"),
        "{e}"
    );
    assert_eq!(
        parts.accounts.as_ref().unwrap().0.len(),
        1,
        "mail still goes"
    );
    let window_only = "[window]\nrenderer = \"gl\"\n";
    let parts = parse_parts(window_only, Path::new("c.toml"), Some(0o600));
    assert_eq!(parts.window.as_ref().unwrap().renderer, Renderer::Gl);
    assert!(matches!(
        parts.accounts,
        Err(ConfigError::NoAccounts { .. })
    ));
    let missing = load_parts(Path::new("/nonexistent/mailto-preview/config.toml"));
    assert_eq!(missing.window.unwrap(), WindowSettings::default());
    assert!(matches!(
        missing.accounts,
        Err(ConfigError::NotFound { .. })
    ));
}

#[test]
fn validation_names_the_key_and_says_how_to_fix_it() {
    let cases: &[(String, &str, &str)] = &[
        (
            MINIMAL.replace("me@example.net\"\ndisplay", "not an address\"\ndisplay"),
            ":2: accounts.work.email",
            "not usable",
        ),
        (
            MINIMAL.replace("\"starttls\"", "\"none\""),
            ":7: accounts.work.security",
            "allow-insecure",
        ),
        (
            MINIMAL.replace(
                "password.command = [\"pass\", \"show\", \"mail/work\"]\n",
                "",
            ),
            ":8: accounts.work.password",
            "password.command",
        ),
        (
            MINIMAL.replace(
                "host = \"smtp.example.net\"\n",
                "sendmail = \"/usr/sbin/sendmail\"\n",
            ),
            "accounts.work.port",
            "only applies to SMTP",
        ),
        (
            MINIMAL.replace("host = \"smtp.example.net\"\n", ""),
            "accounts.work.host",
            "sendmail",
        ),
        (
            format!("{MINIMAL}tls-ca = \"/nonexistent.pem\"\n"),
            ":10: accounts.work.tls-ca",
            "PEM",
        ),
        (
            format!(
                "{MINIMAL}\n[accounts.home]\nemail = \"h@example.net\"\ndefault = true\nsendmail = \"/usr/sbin/sendmail\"\n"
            ),
            "more than one account is the default",
            "default = true",
        ),
        (
            MINIMAL.replace(
                "password.command = [\"pass\", \"show\", \"mail/work\"]",
                "password.command = []",
            ),
            ":9: accounts.work.password",
            "non-empty",
        ),
    ];
    for (text, place, hint) in cases {
        let e = err(text);
        assert!(
            e.contains(place) && e.contains(hint),
            "expected {place} / {hint}: {e}"
        );
    }
    assert!(matches!(load_str(""), Err(ConfigError::NoAccounts { .. })));
}

#[test]
fn plaintext_localhost_is_fine_and_remote_needs_allow_insecure() {
    let local = "[accounts.l]\nemail = \"a@example.org\"\nhost = \"127.0.0.1\"\nport = 2525\nsecurity = \"none\"\n";
    let c = load_str(local).unwrap();
    assert!(c.accounts[0].is_plaintext());
    assert_eq!(
        c.default_account().unwrap().name,
        "l",
        "a single account is the default"
    );
    let remote = local.replace("127.0.0.1", "mail.example.org");
    assert!(load_str(&remote).is_err());
    assert!(load_str(&format!("{remote}allow-insecure = true\n")).is_ok());
}

#[test]
fn plaintext_passwords_warn_and_are_refused_when_others_can_read() {
    let text = MINIMAL.replace(
        "password.command = [\"pass\", \"show\", \"mail/work\"]",
        "password = \"hunter2\"",
    );
    let c = load_str(&text).unwrap();
    assert_eq!(c.warnings.len(), 1);
    assert!(
        c.warnings[0].contains(":9: accounts.work.password is plain text"),
        "{:?}",
        c.warnings
    );
    assert!(
        !format!("{c:?}").contains("hunter2"),
        "Debug never shows the password"
    );
    let e = parse(&text, Path::new("c.toml"), Some(0o644))
        .unwrap_err()
        .to_string();
    assert!(e.contains("chmod 600 c.toml"), "{e}");
}

#[test]
fn implicit_tls_defaults_from_the_port() {
    let text = "[accounts.a]\nemail = \"a@example.org\"\nhost = \"smtp.example.org\"\nport = 465\n";
    let c = load_str(text).unwrap();
    assert_eq!(c.accounts[0].smtp().unwrap().server.security, Security::Tls);
}

#[test]
fn init_writes_the_example_once_with_private_permissions() {
    let dir = std::env::temp_dir().join(format!("mp-config-{}", std::process::id()));
    let path = dir.join("sub/config.toml");
    init(&path).unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), EXAMPLE);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(
            std::fs::metadata(&path).unwrap().permissions().mode() & 0o777,
            0o600
        );
    }
    assert!(matches!(init(&path), Err(ConfigError::Exists { .. })));
    load(&path).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_flag_chooses_the_path() {
    // The environment and XDG fallbacks are covered end to end in tests/it/accounts.rs.
    assert_eq!(
        resolve_path(Some(Path::new("/x.toml"))).unwrap(),
        Path::new("/x.toml")
    );
}

#[test]
fn handoff_accounts_name_a_webmail_or_a_program_and_nothing_that_sends() {
    let c = load_str("[accounts.web]\nwebmail = \"Gmail\"\n\n[accounts.desk]\nprogram = \"claws-mail.desktop\"\nemail = \"me@example.net\"\n").unwrap();
    let web = c.account("web").unwrap();
    assert_eq!(web.handoff(), Some(&Handoff::Webmail(Webmail::Gmail)));
    assert_eq!(web.email, None);
    assert_eq!(
        web.server_description().english(),
        "Gmail (handed over, you send it there)"
    );
    assert_eq!(
        c.account("desk").unwrap().handoff(),
        Some(&Handoff::Program("claws-mail".into()))
    );

    for (text, key, says) in [
        (
            "[accounts.web]\nwebmail = \"hotmail\"\n",
            "accounts.web.webmail",
            "use one of \"gmail\", \"outlook\", \"office365\", \"yahoo\", \"proton\"",
        ),
        (
            "[accounts.web]\nwebmail = \"gmail\"\nprogram = \"thunderbird\"\n",
            "accounts.web.program",
            "either to webmail or to a program",
        ),
        (
            "[accounts.web]\nwebmail = \"gmail\"\nhost = \"smtp.gmail.com\"\n",
            "accounts.web.host",
            "does not apply to an account that hands messages to Gmail",
        ),
        (
            "[accounts.desk]\nprogram = \"../../bin/sh\"\n",
            "accounts.desk.program",
            "is not a program id",
        ),
        (
            "[accounts.work]\nhost = \"smtp.example.net\"\n",
            "accounts.work.email",
            "missing: the address mail is sent from",
        ),
    ] {
        let e = err(text);
        assert!(e.contains(key) && e.contains(says), "{text}: {e}");
    }
}

#[test]
fn the_example_file_holds_the_handoff_and_desktop_accounts_it_describes() {
    let uncommented: String = EXAMPLE
        .lines()
        .map(|l| {
            l.strip_prefix("# ")
                .filter(|r| {
                    r.starts_with("[accounts.web")
                        || r.starts_with("[accounts.desk")
                        || r.starts_with("webmail = ")
                        || r.starts_with("program = ")
                        || r.starts_with("email = \"me@gmail")
                        || r.starts_with("[accounts.gmail]")
                        || r.starts_with("email = \"you@gmail")
                        || r.starts_with("desktop = ")
                        || r.starts_with("signature = \"You")
                })
                .unwrap_or(l)
        })
        .collect::<Vec<_>>()
        .join("\n");
    let c = load_str(&uncommented).unwrap();
    assert_eq!(
        c.account("web").unwrap().handoff().map(Handoff::id),
        Some("gmail")
    );
    assert_eq!(
        c.account("desk").unwrap().handoff().map(Handoff::id),
        Some("thunderbird")
    );
    assert_eq!(c.account("gmail").unwrap().transport, Transport::Desktop);
}

#[test]
fn the_example_file_holds_the_built_in_sign_in_it_describes() {
    // The first `auth = "oauth2"` block of the example, uncommented in place of the
    // password command, must read as the built-in sign-in with Microsoft.
    let mut in_block = false;
    let uncommented: String = EXAMPLE
        .lines()
        .filter(|l| !l.starts_with("password.command"))
        .map(|l| {
            let r = l.strip_prefix("#   ").unwrap_or("");
            if r.starts_with("auth = ") {
                in_block = !in_block;
            }
            if in_block
                && (r.starts_with("auth =")
                    || r.starts_with("oauth2.provider")
                    || r.starts_with("oauth2.client-id"))
            {
                r.to_string()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let c = load_str(&uncommented).unwrap();
    let login = &c.account("work").unwrap().smtp().unwrap().server.login;
    let s = login
        .sign_in()
        .unwrap_or_else(|| panic!("the built-in sign-in, not {login:?}"));
    assert_eq!(s.provider, Some(OAuthProvider::Microsoft));
}

#[test]
fn oauth2_mistakes_name_their_line_and_key() {
    let account =
        "[accounts.w]\nemail = \"me@example.net\"\nhost = \"h.example\"\nauth = \"oauth2\"\n";
    for (oauth2, place, says) in [
        (
            "oauth2.client-id = \"x\"\noauth2.auth-url = \"http://id.example/a\"\n",
            ":6: accounts.w.oauth2.auth-url: ",
            "oauth2.auth-url must be an https:// address",
        ),
        (
            "oauth2.provider = \"google\"\noauth2.scopes = [\"a b\"]\n",
            ":6: accounts.w.oauth2.scopes: ",
            "oauth2.scopes must be a list of scope strings",
        ),
        (
            "oauth2.client-di = \"x\"\n",
            ":5: accounts.w.oauth2.client-di: ",
            "unknown field `client-di`",
        ),
        (
            "oauth2.token-command = []\n",
            ":5: accounts.w.oauth2.token-command: ",
            "oauth2.token-command must be a non-empty list",
        ),
        (
            "oauth2.provider = \"google\"\noauth2.token-command = [\"oama\"]\n",
            ":5: accounts.w.oauth2: ",
            "which oauth2.token-command replaces",
        ),
        (
            "oauth2.client-id = \"x\"\noauth2.auth-url = \"https://id.example/a\"\n",
            ":5: accounts.w.oauth2: ",
            "missing oauth2.token-url",
        ),
    ] {
        let e = err(&format!("{account}{oauth2}"));
        assert!(e.contains(place) && e.contains(says), "{oauth2}: {e}");
    }
}

#[test]
fn keys_that_do_not_apply_are_named_in_the_order_they_are_declared() {
    // A hand-off account names the first key that would send mail itself, a sendmail account
    // the first that only SMTP reads.
    for (text, key) in [
        (
            "[accounts.a]\nwebmail = \"gmail\"\nsent-copy = \"on\"\nport = 25\nsendmail = \"/x\"\n",
            "accounts.a.sendmail:",
        ),
        (
            "[accounts.a]\nwebmail = \"gmail\"\nbcc-self = true\n",
            "accounts.a.bcc-self:",
        ),
        (
            "[accounts.a]\nemail = \"a@example.org\"\nsendmail = \"/x\"\nehlo-name = \"h\"\ntimeout = 5\n",
            "accounts.a.ehlo-name:",
        ),
    ] {
        let e = err(text);
        assert!(e.contains(key), "{text}: {e}");
    }
}

#[test]
fn a_sign_in_without_a_username_logs_in_as_the_address() {
    let c = load_str(
        "[accounts.o]\nemail = \"Ann <ann@example.org>\"\nhost = \"smtp.example.org\"\nauth = \"oauth2\"\noauth2.token-command = [\"oama\"]\n[accounts.o.imap]\nhost = \"imap.example.org\"\n",
    )
    .unwrap();
    let a = c.account("o").unwrap();
    assert_eq!(
        a.smtp().unwrap().server.login.user(),
        Some("ann@example.org")
    );
    assert_eq!(
        a.imap.as_ref().unwrap().server.login.user(),
        Some("ann@example.org")
    );
}

#[test]
fn a_desktop_account_keeps_only_what_is_the_persons() {
    let c = load_str(
        r#"[accounts.gmail]
email = "alice@gmail.com"
desktop = true
default = true
signature = "Alice"
sent-copy = "on"
"#,
    )
    .unwrap();
    let a = c.default_account().unwrap();
    assert_eq!(a.transport, Transport::Desktop);
    assert_eq!(a.signature.as_deref(), Some("Alice"));
    assert_eq!(a.sent_copy, SentCopy::On);
    assert!(a.smtp().is_none() && a.imap.is_none());
    // Written back as it was read.
    let written = edit::table_of(a).to_string();
    assert!(written.contains("desktop = true"), "{written}");

    for (key, line) in [
        ("host", "host = \"smtp.gmail.com\""),
        ("password", "password.keyring = true"),
        ("imap", "imap.host = \"imap.gmail.com\""),
    ] {
        let e = err(&format!(
            "[accounts.gmail]\nemail = \"alice@gmail.com\"\ndesktop = true\n{line}\n"
        ));
        assert!(
            e.contains(&format!("accounts.gmail.{key}"))
                && e.contains("takes its servers and sign-in from GNOME Online Accounts"),
            "{e}"
        );
    }
    let e = err("[accounts.gmail]\ndesktop = true\n");
    assert!(e.contains("accounts.gmail.email"), "{e}");
}
