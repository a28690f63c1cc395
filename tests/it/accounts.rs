//! The account commands as a person runs them, with temporary HOME and XDG directories.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use super::servers::{Aiosmtpd, Mailin, OAuthServer, PrivateKeyring, Script, pki, temp_dir};

/// The binary with a private HOME, config and data directory.
struct Env {
    home: PathBuf,
    bin: PathBuf,
}

impl Env {
    fn new(tag: &str) -> Self {
        Self::running(tag, env!("CARGO_BIN_EXE_mailto-preview").into())
    }

    /// With another build of the program: a distribution's.
    fn running(tag: &str, bin: PathBuf) -> Self {
        let home = temp_dir(tag);
        Env { home, bin }
    }

    fn config(&self) -> PathBuf {
        self.home.join(".config/mailto-preview/config.toml")
    }

    fn cmd(&self, args: &[&str]) -> Command {
        let mut c = Command::new(&self.bin);
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

fn check_names_file_line_and_key() {
    let env = Env::new("cfg-bad");
    env.write_config("[accounts.a]\nemail = \"a@example.org\"\nhots = \"x\"\n");
    let o = env.run(&["config", "check"]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(
        e.contains(&format!("{}:3: accounts.a.hots:", env.config().display()))
            && e.contains("unknown field"),
        "{e}"
    );
}

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

fn check_connect_checks_the_mailbox_too() {
    use super::dovecot::{Dovecot, Folders, LOGIN, PASSWORD};
    let dovecot = Dovecot::start(Folders::NamesOnly);
    let server = Mailin::start(false, Script::default());
    let env = Env::new("cfg-connect-imap");
    let config = |password: &str| {
        format!(
            "[accounts.local]\nemail = \"me@example.net\"\nhost = \"127.0.0.1\"\nport = {}\nsecurity = \"none\"\ntimeout = 5\n\
             [accounts.local.imap]\nhost = \"127.0.0.1\"\nport = {}\nsecurity = \"none\"\nusername = \"{LOGIN}\"\npassword = \"{password}\"\n",
            server.port, dovecot.port
        )
    };
    env.write_config(&config(PASSWORD));
    let o = env.run(&["config", "check", "--connect"]);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains(&format!(
            "  mailbox: 127.0.0.1:{} (none); a copy of sent mail goes to its Sent folder",
            dovecot.port
        )),
        "{text}"
    );
    assert!(
        text.contains(
            "mailbox: connected, NOT encrypted, logged in; Sent: \"Sent Items\"; Drafts: \"Drafts\""
        ),
        "{text}"
    );
    assert!(
        dovecot.messages("Sent Items").is_empty(),
        "nothing was stored"
    );
    env.write_config(&config("wrong"));
    let o = env.run(&["config", "check", "--connect"]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    assert!(
        stdout(&o).contains("mailbox failed: the mailbox server rejected the login for alice"),
        "{}",
        stdout(&o)
    );
}

/// `drafts` lists the copies waiting to be filed, and `drafts --retry-filing` files them
/// without sending anything.
fn drafts_lists_unfiled_copies_and_retry_filing_files_them() {
    use super::dovecot::{Dovecot, Folders, LOGIN, PASSWORD};
    let dovecot = Dovecot::start(Folders::SpecialUse);
    let env = Env::new("drafts-unfiled");
    env.write_config(&format!(
        "[accounts.local]\nemail = \"me@example.net\"\nhost = \"127.0.0.1\"\nport = 1\nsecurity = \"none\"\n\
         [accounts.local.imap]\nhost = \"127.0.0.1\"\nport = {}\nsecurity = \"none\"\nusername = \"{LOGIN}\"\npassword = \"{PASSWORD}\"\n",
        dovecot.port
    ));
    let store = mailto_preview::store::Store::at(env.home.join(".local/share/mailto-preview"));
    let copy = b"Message-ID: <waiting@example.net>\r\nTo: ann@example.org\r\nSubject: =?utf-8?q?caf=C3=A9?=\r\n\r\nSent earlier.\r\n";
    super::mailbox::queue_copy(&store, copy);
    let o = env.run(&["drafts"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("sent, not filed in the mailbox's Sent folder yet"),
        "{text}"
    );
    assert!(
        text.contains("Subject: café") && text.contains("Account: local"),
        "{text}"
    );
    let o = env.run(&["drafts", "--retry-filing"]);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    assert!(stdout(&o).contains(": filed in \"Sent\""), "{}", stdout(&o));
    let sent = dovecot.messages("Sent");
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].1, copy);
    assert!(store.unfiled().unwrap().is_empty());
    assert!(!stdout(&env.run(&["drafts"])).contains("not filed"));
}

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

/// A password written in msmtp's file goes to the real keyring with --write, and neither into
/// our config nor to the terminal.
fn import_msmtp_moves_a_written_password_into_the_keyring() {
    let keyring = PrivateKeyring::start();
    let env = Env::new("cfg-msmtp-keyring");
    std::fs::write(
        env.home.join(".msmtprc"),
        "account work\nhost smtp.example.net\nport 587\ntls on\nfrom me@example.net\nuser me\npassword s3cret-in-the-file\n",
    )
    .unwrap();
    let o = with_bus(&env, &keyring.bus, &["config", "import-msmtp"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(!stdout(&o).contains("s3cret"), "{}", stdout(&o));
    assert!(
        stdout(&o).contains("password.keyring = true"),
        "{}",
        stdout(&o)
    );
    assert_eq!(
        keyring.lookup("mailto-preview", "me"),
        None,
        "nothing without --write"
    );
    let o = with_bus(&env, &keyring.bus, &["config", "import-msmtp", "--write"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        !std::fs::read_to_string(env.config())
            .unwrap()
            .contains("s3cret")
    );
    assert_eq!(
        keyring.lookup("mailto-preview", "me").as_deref(),
        Some("s3cret-in-the-file")
    );
}

/// The default Thunderbird profile of `home`, as Thunderbird lists it (`~/.thunderbird`, its
/// profiles.ini): the folder, made empty.
pub(super) fn thunderbird_profile(home: &Path) -> PathBuf {
    let root = home.join(".thunderbird");
    let profile = root.join("abcd.default-release");
    std::fs::create_dir_all(&profile).unwrap();
    std::fs::write(
        root.join("profiles.ini"),
        "[Profile0]\nName=default-release\nIsRelative=1\nPath=abcd.default-release\nDefault=1\n",
    )
    .unwrap();
    profile
}

/// `mailto-preview config import --from FROM` run with `home` as the person's home (on the
/// bus at `bus`, if given): what it printed, once it succeeded.
pub(super) fn import_in_home(home: &Path, from: &str, bus: Option<&str>) -> String {
    let env = Env {
        home: home.to_path_buf(),
        bin: env!("CARGO_BIN_EXE_mailto-preview").into(),
    };
    let mut c = env.cmd(&["config", "import", "--from", from]);
    if let Some(bus) = bus {
        c.env("DBUS_SESSION_BUS_ADDRESS", bus);
    }
    let o = c.output().unwrap();
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    stdout(&o)
}

/// A Thunderbird profile found where Thunderbird keeps it (`~/.thunderbird`, its
/// profiles.ini), its prefs.js in the format Thunderbird writes: printed, written only with
/// --write, and then a valid config whose password is the keyring's.
fn import_thunderbird_finds_the_default_profile_and_writes_only_when_asked() {
    let env = Env::new("cfg-thunderbird");
    let profile = thunderbird_profile(&env.home);
    std::fs::write(
        profile.join("prefs.js"),
        concat!(
            "// Mozilla User Preferences\n",
            "user_pref(\"mail.account.account1.identities\", \"id1\");\n",
            "user_pref(\"mail.accountmanager.accounts\", \"account1\");\n",
            "user_pref(\"mail.identity.id1.fullName\", \"Me\");\n",
            "user_pref(\"mail.identity.id1.smtpServer\", \"smtp1\");\n",
            "user_pref(\"mail.identity.id1.useremail\", \"me@example.net\");\n",
            "user_pref(\"mail.smtpserver.smtp1.hostname\", \"smtp.example.net\");\n",
            "user_pref(\"mail.smtpserver.smtp1.try_ssl\", 2);\n",
            "user_pref(\"mail.smtpserver.smtp1.username\", \"me\");\n",
        ),
    )
    .unwrap();
    let o = env.run(&["config", "import-thunderbird"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("[accounts.thunderbird-1]"),
        "{}",
        stdout(&o)
    );
    assert!(stdout(&o).contains("password.keyring = true"));
    assert!(!env.config().exists(), "nothing written without --write");
    let o = env.run(&["config", "import-thunderbird", "--write"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(env.run(&["config", "check"]).status.success());
    // A line that tries to be code changes nothing.
    std::fs::write(
        profile.join("prefs.js"),
        "user_pref(\"mail.accountmanager.accounts\", require(\"child_process\"));\n",
    )
    .unwrap();
    let before = std::fs::read_to_string(env.config()).unwrap();
    let o = env.run(&["config", "import-thunderbird", "--write"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("prefs.js:1:"), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(env.config()).unwrap(), before);
}

/// `config import` lists what each mail program of this computer holds; `--from` prints
/// one, `--write` adds it, and the result is a valid config.
fn config_import_lists_every_programs_accounts_and_adds_one() {
    let env = Env::new("cfg-import");
    std::fs::write(
        env.home.join(".msmtprc"),
        "account work\nhost smtp.example.net\nport 587\ntls on\nfrom me@example.net\nuser me\n",
    )
    .unwrap();
    let config = env.home.join(".config");
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(
        config.join("mailtransports"),
        "[Transport 1]\nauth=true\nencryption=SSL\nhost=mail.example.org\nuser=ann\n",
    )
    .unwrap();
    std::fs::write(
        config.join("emailidentities"),
        "[Identity #0]\nEmail Address=ann@example.org\nName=Ann\nTransport=1\n",
    )
    .unwrap();
    let o = env.run(&["config", "import"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let listed = stdout(&o);
    assert!(listed.contains("KMail ("), "{listed}");
    assert!(listed.contains("ann@example.org"), "{listed}");
    assert!(listed.contains("msmtp ("), "{listed}");
    assert!(
        !listed.contains("Thunderbird"),
        "no profile, no line: {listed}"
    );
    assert!(!env.config().exists());
    let o = env.run(&["config", "import", "--from", "kmail", "--write"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("[accounts.kmail-1]"), "{}", stdout(&o));
    assert!(env.run(&["config", "check"]).status.success());
}

/// Saves a message as the window's Send would before sending, by failing against a closed port.
fn saved_draft(env: &Env, port: u16) -> PathBuf {
    use mailto_preview::config;
    use mailto_preview::draft::open_link;
    use mailto_preview::message::{Identity, build};
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
    let out = Delivery::from(&build(&d, &Identity::of(a).unwrap()).unwrap());
    let store = Store::at(env.home.join(".local/share/mailto-preview"));
    match deliver(&out, a, &store, &mut |_| {}) {
        Err(DeliverError::NotSent { draft, .. }) => draft,
        other => panic!("{other:?}"),
    }
}

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

fn check_connect_signs_in_with_the_token_the_token_command_prints() {
    let server = Aiosmtpd::start_xoauth2("ya29.test-token");
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

fn a_refused_token_says_sign_in_again_and_a_failing_token_command_says_why() {
    let server = Aiosmtpd::start_xoauth2("the-right-token");
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

fn oauth2_settings_are_checked_like_every_other_key() {
    let env = Env::new("cfg-xoauth2-bad");
    for (text, says) in [
        (
            "[accounts.w]\nemail = \"me@example.net\"\nhost = \"h.example\"\nusername = \"me\"\nauth = \"oauth2\"\n",
            "accounts.w.oauth2: missing: with auth = \"oauth2\", set oauth2.provider",
        ),
        (
            "[accounts.w]\nemail = \"me@example.net\"\nhost = \"h.example\"\nusername = \"me\"\nauth = \"oauth2\"\noauth2.provider = \"microsoft\"\n",
            "missing oauth2.client-id: register this program with your provider",
        ),
        (
            "[accounts.w]\nemail = \"me@example.net\"\nhost = \"h.example\"\nusername = \"me\"\nauth = \"oauth2\"\noauth2.client-id = \"x\"\noauth2.auth-url = \"http://id.example/a\"\noauth2.token-url = \"https://id.example/t\"\noauth2.scopes = [\"s\"]\n",
            "oauth2.auth-url must be an https:// address",
        ),
        (
            "[accounts.w]\nemail = \"me@example.net\"\nhost = \"h.example\"\nusername = \"me\"\nauth = \"oauth2\"\noauth2.provider = \"google\"\noauth2.client-id = \"x\"\noauth2.token-command = [\"x\"]\n",
            "which oauth2.token-command replaces",
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

/// The command with the private keyring's bus.
fn with_bus(env: &Env, bus: &str, args: &[&str]) -> Command {
    let mut c = env.cmd(args);
    c.env("DBUS_SESSION_BUS_ADDRESS", bus);
    c
}

/// `config password` on the bus `bus`, given `password` on standard input.
fn config_password(env: &Env, bus: &str, password: &str) -> Output {
    let mut c = with_bus(env, bus, &["config", "password"]);
    c.stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = c.spawn().unwrap();
    std::io::Write::write_all(
        child.stdin.as_mut().unwrap(),
        format!("{password}\n").as_bytes(),
    )
    .unwrap();
    child.wait_with_output().unwrap()
}

fn a_password_kept_in_a_real_keyring_logs_in_and_no_keyring_is_said_in_words() {
    let keyring = PrivateKeyring::start();
    let server = Mailin::with_password("app password 16ch");
    let env = Env::new("cfg-keyring");
    env.write_config(&format!(
        "[accounts.work]\nemail = \"me@example.net\"\nhost = \"localhost\"\nport = {}\nsecurity = \"starttls\"\ntimeout = 5\ntls-ca = {:?}\nusername = \"me@example.net\"\npassword.keyring = true\n",
        server.port,
        pki().ca.to_string_lossy()
    ));
    // Nothing stored yet: the check says so and names what to do.
    let o = with_bus(&env, &keyring.bus, &["config", "check", "--connect"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}{}", stdout(&o), stderr(&o));
    assert!(
        stdout(&o).contains("holds no password for \"me@example.net\""),
        "{}",
        stdout(&o)
    );

    // What earlier versions stored (through the keyring crate, with its attributes) is
    // found: the login takes it.
    keyring.store(
        "me@example.net@mailto-preview:default (keyring v3.6.3)",
        &[
            "service",
            "mailto-preview",
            "username",
            "me@example.net",
            "target",
            "default",
            "application",
            "rust-keyring",
        ],
        "app password 16ch",
    );
    let o = with_bus(&env, &keyring.bus, &["config", "check", "--connect"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));

    // Storing again replaces that entry: one entry, never two to choose from.
    let o = config_password(&env, &keyring.bus, "app password 16ch");
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(keyring.count("mailto-preview", "me@example.net"), 1);
    // A person checking with secret-tool finds it under our service and their username.
    assert_eq!(
        keyring
            .lookup("mailto-preview", "me@example.net")
            .as_deref(),
        Some("app password 16ch")
    );
    assert!(
        !std::fs::read_to_string(env.config())
            .unwrap()
            .contains("16ch")
    );

    let o = with_bus(&env, &keyring.bus, &["config", "check", "--connect"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    assert_eq!(
        server.seen().logins,
        vec![
            (
                "me@example.net".to_string(),
                "app password 16ch".to_string()
            );
            2
        ]
    );

    // No Secret Service on the bus: said in words, nothing written anywhere else.
    let gone = format!("unix:path={}", env.home.join("no-bus").display());
    let o = config_password(&env, &gone, "other");
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("no system keyring can be reached"),
        "{}",
        stderr(&o)
    );
    assert!(
        !std::fs::read_to_string(env.config())
            .unwrap()
            .contains("other")
    );
}

/// The browser: opens the sign-in page (our CA trusted), and follows its redirect back to
/// the loopback listener, as a real browser would after the person agreed.
fn follow_sign_in(page: &str, ca: &Path) -> (String, String) {
    use ureq::tls::{PemItem, RootCerts, TlsConfig};
    let pem = std::fs::read(ca).unwrap();
    let certs: Vec<_> = ureq::tls::parse_pem(&pem)
        .filter_map(|i| match i {
            Ok(PemItem::Certificate(c)) => Some(c.to_owned()),
            _ => None,
        })
        .collect();
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .max_redirects(0)
        .http_status_as_error(false)
        .tls_config(
            TlsConfig::builder()
                .root_certs(RootCerts::new_with_certs(&certs))
                .build(),
        )
        .build()
        .into();
    let r = agent.get(page).call().unwrap();
    assert_eq!(
        r.status().as_u16(),
        302,
        "the server sends the browser back"
    );
    let back = r.headers()["location"].to_str().unwrap().to_string();
    assert!(back.starts_with("http://127.0.0.1:"), "{back}");
    // Someone else knocking first (a wrong state) is turned away, and the wait goes on.
    let listener = back.split('?').next().unwrap();
    let stranger = agent
        .get(&format!("{listener}?code=forged&state=guessed"))
        .call()
        .unwrap();
    assert_eq!(stranger.status().as_u16(), 400);
    let mut r = agent.get(&back).call().unwrap();
    assert_eq!(r.status().as_u16(), 200);
    (back, r.body_mut().read_to_string().unwrap())
}

fn the_built_in_sign_in_goes_through_the_browser_keeps_a_refresh_token_and_asks_again_when_refused()
{
    let (keyring, oauth) = (PrivateKeyring::start(), OAuthServer::start());
    let smtp = Aiosmtpd::start_xoauth2_issued_by(&oauth.tokens);
    let env = Env::new("cfg-signin");
    let base = format!("https://127.0.0.1:{}", oauth.port);
    env.write_config(&format!(
        "[accounts.work]\nemail = \"me@example.net\"\nhost = \"127.0.0.1\"\nport = {}\nsecurity = \"none\"\ntimeout = 5\nusername = \"me@example.net\"\nauth = \"oauth2\"\noauth2.client-id = {:?}\noauth2.auth-url = \"{base}/authorize\"\noauth2.token-url = \"{base}/token\"\noauth2.scopes = [{:?}, \"offline_access\"]\noauth2.tls-ca = {:?}\n",
        smtp.port,
        OAuthServer::CLIENT_ID,
        OAuthServer::SCOPE,
        oauth.ca.to_string_lossy()
    ));
    let check = || {
        with_bus(&env, &keyring.bus, &["config", "check", "--connect"])
            .output()
            .unwrap()
    };
    let o = check();
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).contains("you have not signed in to 127.0.0.1 as me@example.net"),
        "{}",
        stdout(&o)
    );

    let mut c = with_bus(&env, &keyring.bus, &["config", "sign-in", "--no-browser"]);
    c.stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = c.spawn().unwrap();
    let mut lines = std::io::BufRead::lines(std::io::BufReader::new(child.stderr.take().unwrap()));
    let page = lines
        .by_ref()
        .map_while(Result::ok)
        .find(|l| l.starts_with(&base))
        .expect("the sign-in page is printed");
    assert!(
        page.contains("code_challenge_method=S256") && page.contains("state="),
        "{page}"
    );
    let (back, said) = follow_sign_in(&page, &oauth.ca);
    assert!(said.contains("Signed in."), "{said}");
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "{}", stdout(&o));
    assert!(
        stdout(&o).contains("signed in to 127.0.0.1 as me@example.net"),
        "{}",
        stdout(&o)
    );
    let code = back
        .split("code=")
        .nth(1)
        .unwrap()
        .split('&')
        .next()
        .unwrap()
        .to_string();
    let refresh = keyring
        .lookup("mailto-preview-oauth2", "me@example.net")
        .expect("the refresh token is in the keyring");
    assert!(!refresh.is_empty());
    assert!(
        !std::fs::read_to_string(env.config())
            .unwrap()
            .contains(&refresh)
    );

    // Sending later: a refresh gives a token the SMTP server accepts.
    let o = check();
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    assert!(stdout(&o).contains("XOAUTH2"), "{}", stdout(&o));
    assert_eq!(smtp.sign_ins(), [("me@example.net".to_string(), true)]);
    let grants: Vec<_> = oauth
        .log()
        .iter()
        .filter(|e| e["path"] == "/token")
        .map(|e| {
            (
                e["grant"].as_str().unwrap_or("").to_string(),
                e["status"].as_i64(),
            )
        })
        .collect();
    assert_eq!(
        grants,
        [
            ("authorization_code".to_string(), Some(200)),
            ("refresh_token".to_string(), Some(200))
        ]
    );
    assert!(oauth.log().iter().any(|e| e["pkce"] == "S256"));
    // The code was used once; replaying it is refused by the server (nothing to test on our
    // side but that we never send it twice).
    assert_eq!(
        oauth
            .log()
            .iter()
            .filter(|e| e["grant"] == "authorization_code")
            .count(),
        1
    );
    let _ = code;

    // The provider withdraws the sign-in: the person reads "sign in again".
    oauth.revoke_all();
    let o = check();
    assert_eq!(o.status.code(), Some(1));
    let text = stdout(&o);
    assert!(
        text.contains("the sign-in to 127.0.0.1 for me@example.net has expired or was withdrawn: sign in again"),
        "{text}"
    );
    assert!(!text.contains(&refresh));
}

/// This module's tests.
/// A distribution's build: `MAILTO_PREVIEW_MICROSOFT_CLIENT_ID` set at compile time, as
/// `scripts/package-e2e` builds the `.deb` and then runs this test (`--ignored`) with
/// `MAILTO_PREVIEW_PACKAGED_BIN=/usr/bin/mailto-preview`. An account with
/// `oauth2.provider = "microsoft"` and no client id is valid there (a build without one asks
/// for it: [`oauth2_settings_are_checked_like_every_other_key`]), signing in sends the built-in id to the provider (the loopback server standing in
/// for Microsoft's endpoints, which accepts no other id), and a person's own
/// `oauth2.client-id` still wins.
fn a_packaged_build_signs_in_with_the_client_id_it_carries() {
    let Some(bin) = std::env::var_os("MAILTO_PREVIEW_PACKAGED_BIN") else {
        panic!(
            "MAILTO_PREVIEW_PACKAGED_BIN names no build with MAILTO_PREVIEW_MICROSOFT_CLIENT_ID={}: scripts/package-e2e builds one and runs this test",
            OAuthServer::CLIENT_ID
        )
    };
    let (keyring, oauth) = (PrivateKeyring::start(), OAuthServer::start());
    let base = format!("https://127.0.0.1:{}", oauth.port);
    let config = |own_id: &str| {
        format!(
            "[accounts.work]\nemail = \"me@example.net\"\nhost = \"127.0.0.1\"\nport = 9\nsecurity = \"none\"\nusername = \"me@example.net\"\nauth = \"oauth2\"\noauth2.provider = \"microsoft\"\n{own_id}oauth2.auth-url = \"{base}/authorize\"\noauth2.token-url = \"{base}/token\"\noauth2.scopes = [{:?}, \"offline_access\"]\noauth2.tls-ca = {:?}\n",
            OAuthServer::SCOPE,
            oauth.ca.to_string_lossy()
        )
    };
    let env = Env::running("packaged", bin.into());
    env.write_config(&config(""));
    let o = env.run(&["config", "check"]);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));

    // Signing in: the page asks for the built-in id, and the provider's answer is taken.
    let sign_in = || {
        let mut c = with_bus(&env, &keyring.bus, &["config", "sign-in", "--no-browser"]);
        c.stdout(Stdio::piped()).stderr(Stdio::piped());
        let mut child = c.spawn().unwrap();
        let mut lines =
            std::io::BufRead::lines(std::io::BufReader::new(child.stderr.take().unwrap()));
        let page = lines
            .by_ref()
            .map_while(Result::ok)
            .find(|l| l.starts_with(&base))
            .expect("the sign-in page is printed");
        (child, page)
    };
    let (child, page) = sign_in();
    assert!(
        page.contains(&format!("client_id={}", OAuthServer::CLIENT_ID)),
        "{page}"
    );
    let (_, said) = follow_sign_in(&page, &oauth.ca);
    assert!(said.contains("Signed in."), "{said}");
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    assert!(
        keyring
            .lookup("mailto-preview-oauth2", "me@example.net")
            .is_some_and(|t| !t.is_empty()),
        "the refresh token is in the keyring"
    );
    let tokens: Vec<_> = oauth
        .log()
        .iter()
        .filter(|e| e["path"] == "/token")
        .map(|e| e["status"].as_i64())
        .collect();
    assert_eq!(
        tokens,
        [Some(200)],
        "the provider took the built-in client id"
    );

    // A person's own registration, given in the config, is the one used.
    env.write_config(&config("oauth2.client-id = \"my-own-registration\"\n"));
    let (mut child, page) = sign_in();
    let _ = child.kill();
    let _ = child.wait();
    assert!(page.contains("client_id=my-own-registration"), "{page}");
}

pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        check_connect_checks_the_mailbox_too,
        drafts_lists_unfiled_copies_and_retry_filing_files_them,
        config_path_follows_flag_environment_and_xdg,
        init_then_check_and_never_overwrite,
        check_names_file_line_and_key,
        check_connect_logs_in_and_sends_nothing,
        import_msmtp_prints_and_writes_only_when_asked,
        import_msmtp_moves_a_written_password_into_the_keyring,
        import_thunderbird_finds_the_default_profile_and_writes_only_when_asked,
        config_import_lists_every_programs_accounts_and_adds_one,
        drafts_lists_and_send_draft_needs_a_terminal,
        check_connect_signs_in_with_the_token_the_token_command_prints,
        a_refused_token_says_sign_in_again_and_a_failing_token_command_says_why,
        oauth2_settings_are_checked_like_every_other_key,
        a_password_kept_in_a_real_keyring_logs_in_and_no_keyring_is_said_in_words,
        the_built_in_sign_in_goes_through_the_browser_keeps_a_refresh_token_and_asks_again_when_refused;
        ignored: [a_packaged_build_signs_in_with_the_client_id_it_carries]
    ]
}
