//! The account commands as a person runs them, with temporary HOME and XDG directories.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use super::servers::{Aiosmtpd, Mailin, Script, temp_dir};

/// The binary with a private HOME, config and data directory.
struct Env {
    home: PathBuf,
}

impl Env {
    fn new(tag: &str) -> Self {
        let home = temp_dir(tag);
        Env { home }
    }

    fn config(&self) -> PathBuf {
        self.home.join(".config/mailto-preview/config.toml")
    }

    fn cmd(&self, args: &[&str]) -> Command {
        let mut c = Command::new(env!("CARGO_BIN_EXE_mailto-preview"));
        c.args(args);
        self.apply(&mut c);
        c
    }

    /// The private environment, on any command.
    fn apply(&self, c: &mut Command) {
        c.env("HOME", &self.home)
            .env("XDG_CONFIG_HOME", self.home.join(".config"))
            .env("XDG_DATA_HOME", self.home.join(".local/share"))
            .env_remove("MAILTO_PREVIEW_CONFIG")
            .stdin(Stdio::null());
    }

    fn run(&self, args: &[&str]) -> Output {
        self.cmd(args).output().unwrap()
    }

    fn write_config(&self, text: &str) {
        std::fs::create_dir_all(self.config().parent().unwrap()).unwrap();
        std::fs::write(self.config(), text).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(self.config(), std::fs::Permissions::from_mode(0o600))
                .unwrap();
        }
    }
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn config_path_follows_flag_environment_and_xdg() {
    let env = Env::new("cfg-path");
    let o = env.run(&["config", "path"]);
    assert_eq!(stdout(&o).trim(), env.config().display().to_string());
    let o = env
        .cmd(&["config", "path"])
        .env("MAILTO_PREVIEW_CONFIG", "/tmp/x.toml")
        .output()
        .unwrap();
    assert_eq!(stdout(&o).trim(), "/tmp/x.toml");
    let o = env.run(&["--config", "/tmp/y.toml", "config", "path"]);
    assert_eq!(stdout(&o).trim(), "/tmp/y.toml");
}

#[test]
fn init_then_check_and_never_overwrite() {
    let env = Env::new("cfg-init");
    let o = env.run(&["config", "check"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("config init"), "{}", stderr(&o));
    assert!(env.run(&["config", "init"]).status.success());
    let o = env.run(&["config", "check"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o)
            .contains("account work (default): me@example.net via smtp.example.net:587 (STARTTLS)"),
        "{}",
        stdout(&o)
    );
    let o = env.run(&["config", "init"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("already exists"));
}

#[test]
fn check_names_file_line_and_key() {
    let env = Env::new("cfg-bad");
    env.write_config("[accounts.a]\nemail = \"a@example.org\"\nhots = \"x\"\n");
    let o = env.run(&["config", "check"]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(
        e.contains(&format!("{}:3:1", env.config().display())) && e.contains("hots"),
        "{e}"
    );
}

#[test]
fn check_connect_logs_in_and_sends_nothing() {
    let server = Mailin::start(false, Script::default());
    let env = Env::new("cfg-connect");
    env.write_config(&format!(
        "[accounts.local]\nemail = \"me@example.net\"\nhost = \"127.0.0.1\"\nport = {}\nsecurity = \"none\"\ntimeout = 5\n",
        server.port
    ));
    let o = env.run(&["config", "check", "--connect"]);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("NOT encrypted") && text.contains("8BITMIME"),
        "{text}"
    );
    assert!(server.seen().sessions >= 1, "it did connect");
    assert!(server.seen().messages.is_empty(), "and sent nothing");
}

#[test]
fn import_msmtp_prints_and_writes_only_when_asked() {
    let env = Env::new("cfg-msmtp");
    let rc = env.home.join(".msmtprc");
    std::fs::write(
        &rc,
        "defaults\ntls on\n\naccount work\nhost smtp.example.net\nport 587\nfrom me@example.net\nuser me\npasswordeval \"pass show mail\"\n\naccount default : work\n",
    )
    .unwrap();
    let o = env.run(&["config", "import-msmtp"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("[accounts.work]"));
    assert!(!env.config().exists(), "nothing written without --write");
    let o = env.run(&["config", "import-msmtp", "--write"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(env.run(&["config", "check"]).status.success());
    let o = env.run(&["config", "import-msmtp", "--write"]);
    assert_eq!(o.status.code(), Some(2), "the same names again do not fit");
}

/// Saves a message as the window's Send would before sending, by failing against a closed port.
fn saved_draft(env: &Env, port: u16) -> PathBuf {
    use mailto_preview::config;
    use mailto_preview::draft::open_link;
    use mailto_preview::message::{build, identity};
    use mailto_preview::send::{DeliverError, Delivery, deliver};
    use mailto_preview::store::Store;
    let text = format!(
        "[accounts.local]\nemail = \"me@example.net\"\nhost = \"127.0.0.1\"\nport = {port}\nsecurity = \"none\"\ntimeout = 5\n"
    );
    env.write_config(&text);
    let cfg = config::load(&env.config()).unwrap();
    let a = &cfg.accounts[0];
    let (d, _) =
        open_link("mailto:ann@example.org?bcc=hidden@example.org&subject=Draft%20test&body=hi")
            .unwrap();
    let out = Delivery::from(&build(&d, &identity(a).unwrap()).unwrap());
    let store = Store::at(env.home.join(".local/share/mailto-preview"));
    match deliver(&out, a, &store, &mut |_| {}) {
        Err(DeliverError::NotSent { draft, .. }) => draft,
        other => panic!("{other:?}"),
    }
}

#[test]
fn drafts_lists_and_send_draft_needs_a_terminal() {
    let env = Env::new("drafts");
    let closed = super::servers::free_port();
    let path = saved_draft(&env, closed);
    let o = env.run(&["drafts"]);
    let text = stdout(&o);
    assert!(
        text.contains(&path.display().to_string()) && text.contains("Subject: Draft test"),
        "{text}"
    );

    let server = Mailin::start(false, Script::default());
    let cfg = std::fs::read_to_string(env.config())
        .unwrap()
        .replace(&closed.to_string(), &server.port.to_string());
    env.write_config(&cfg);
    let o = env.run(&["send-draft", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("terminal"), "{}", stderr(&o));
    assert!(server.seen().messages.is_empty(), "no approval, no send");

    // On a terminal (script(1) gives it one), "no" keeps it and "yes" sends it.
    let on_tty = |answer: &str| {
        let inner = format!(
            "{} send-draft {}",
            env!("CARGO_BIN_EXE_mailto-preview"),
            path.display()
        );
        let mut c = Command::new("script");
        c.args(["-qec", &inner, "/dev/null"]);
        env.apply(&mut c);
        c.stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = c.spawn().expect("script(1) runs");
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(answer.as_bytes())
            .unwrap();
        child.wait_with_output().unwrap()
    };
    let o = on_tty("no\n");
    assert!(stdout(&o).contains("not sent"), "{}", stdout(&o));
    assert!(server.seen().messages.is_empty());
    let o = on_tty("yes\n");
    assert!(
        stdout(&o).contains("Sent to 2 recipient(s)"),
        "{}{}",
        stdout(&o),
        stderr(&o)
    );
    let seen = server.seen();
    assert_eq!(seen.messages.len(), 1);
    assert_eq!(
        seen.messages[0].1,
        ["ann@example.org", "hidden@example.org"]
    );
    assert!(!path.exists(), "moved to sent");
    assert!(
        Path::new(&env.home.join(".local/share/mailto-preview/sent"))
            .read_dir()
            .unwrap()
            .count()
            >= 1
    );
}

/// An account signing in with XOAUTH2 to `port`, its token printed by `token_command`.
fn oauth_config(port: u16, token_command: &str) -> String {
    format!(
        "[accounts.work]\nemail = \"me@example.net\"\nhost = \"127.0.0.1\"\nport = {port}\nsecurity = \"none\"\ntimeout = 5\nusername = \"me@example.net\"\nauth = \"oauth2\"\noauth2.token-command = {token_command}\n"
    )
}

#[test]
fn check_connect_signs_in_with_the_token_the_token_command_prints() {
    let Some(server) = Aiosmtpd::start_xoauth2("ya29.test-token") else {
        return;
    };
    let env = Env::new("cfg-xoauth2");
    env.write_config(&oauth_config(
        server.port,
        r#"["printf", "ya29.test-token\nsecond line ignored"]"#,
    ));
    let o = env.run(&["config", "check", "--connect"]);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    assert!(stdout(&o).contains("logged in"), "{}", stdout(&o));
    assert!(stdout(&o).contains("XOAUTH2"), "{}", stdout(&o));
    assert_eq!(server.sign_ins(), [("me@example.net".to_string(), true)]);
    assert!(
        !stdout(&o).contains("ya29") && !stderr(&o).contains("ya29"),
        "the token is never shown"
    );
}

#[test]
fn a_refused_token_says_sign_in_again_and_a_failing_token_command_says_why() {
    let Some(server) = Aiosmtpd::start_xoauth2("the-right-token") else {
        return;
    };
    let env = Env::new("cfg-xoauth2-refused");
    env.write_config(&oauth_config(
        server.port,
        r#"["printf", "an-expired-token"]"#,
    ));
    let o = env.run(&["config", "check", "--connect"]);
    assert_eq!(o.status.code(), Some(1));
    let text = stdout(&o);
    assert!(
        text.contains("did not accept the sign-in for me@example.net: sign in again"),
        "{text}"
    );
    assert!(!text.contains("an-expired-token"), "{text}");
    assert_eq!(server.sign_ins(), [("me@example.net".to_string(), false)]);

    for (command, says) in [
        (
            r#"["sh", "-c", "echo token expired >&2; exit 3"]"#,
            "the token command `sh -c echo token expired >&2; exit 3` failed (exit status: 3): token expired",
        ),
        (r#"["true"]"#, "the token command `true` printed nothing"),
        (
            r#"["no-such-token-program-here"]"#,
            "cannot run the token command `no-such-token-program-here`",
        ),
    ] {
        env.write_config(&oauth_config(server.port, command));
        let o = env.run(&["config", "check", "--connect"]);
        assert_eq!(o.status.code(), Some(1), "{command}");
        assert!(stdout(&o).contains(says), "{command}: {}", stdout(&o));
    }
}

#[test]
fn oauth2_settings_are_checked_like_every_other_key() {
    let env = Env::new("cfg-xoauth2-bad");
    for (text, says) in [
        (
            "[accounts.w]\nemail = \"me@example.net\"\nhost = \"h.example\"\nusername = \"me\"\nauth = \"oauth2\"\n",
            "accounts.w.oauth2: missing: with auth = \"oauth2\", set oauth2.token-command",
        ),
        (
            "[accounts.w]\nemail = \"me@example.net\"\nhost = \"h.example\"\nusername = \"me\"\nauth = \"oauth2\"\npassword.env = \"X\"\n",
            "signs in with a token, not a password",
        ),
        (
            "[accounts.w]\nemail = \"me@example.net\"\nhost = \"h.example\"\nusername = \"me\"\npassword.env = \"X\"\noauth2.token-command = [\"x\"]\n",
            "only applies with auth = \"oauth2\"",
        ),
        (
            "[accounts.w]\nemail = \"me@example.net\"\nhost = \"h.example\"\nusername = \"me\"\nauth = \"oauth2\"\noauth2.token-command = []\n",
            "oauth2.token-command must be a non-empty list",
        ),
        (
            "[accounts.w]\nemail = \"me@example.net\"\nhost = \"h.example\"\nusername = \"me\"\nauth = \"kerberos\"\n",
            "unknown variant `kerberos`",
        ),
    ] {
        env.write_config(text);
        let o = env.run(&["config", "check"]);
        assert_eq!(o.status.code(), Some(2), "{text}");
        assert!(stderr(&o).contains(says), "{text}: {}", stderr(&o));
    }
}
