//! Real SMTP servers on loopback for the tests: mailin-embedded in process (plain, STARTTLS,
//! AUTH, scripted failures) and Python's aiosmtpd in a child process (SMTPUTF8, implicit TLS).
//! Every server listens on 127.0.0.1 only. In CI (`CI=true`) a server that cannot start fails
//! the test; it never skips.

use std::io::{BufRead, Write};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex, OnceLock};

use mailin_embedded::response::{self, Response};

use super::harness::skip;
use mailin_embedded::{AuthMechanism, Handler, Server, SslConfig};

/// A CA and a leaf certificate for `localhost`/127.0.0.1 signed by it, in a temp folder.
pub struct Pki {
    pub ca: PathBuf,
    pub cert: PathBuf,
    pub key: PathBuf,
}

pub fn temp_dir(tag: &str) -> PathBuf {
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let dir = std::env::temp_dir().join(format!(
        "mailto-preview-it-{}-{tag}-{n}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub fn pki() -> &'static Pki {
    static PKI: OnceLock<Pki> = OnceLock::new();
    PKI.get_or_init(|| make_pki("pki", &["localhost", "127.0.0.1"]))
}

/// A fresh CA and a leaf certificate for `names` signed by it, in a temp folder.
pub fn make_pki(tag: &str, names: &[&str]) -> Pki {
    // mailin's rustls (aws-lc-rs) and lettre's (ring) share the process: pick one.
    let _ = rustls::crypto::ring::default_provider().install_default();
    let dir = temp_dir(tag);
    let mut ca_params = rcgen::CertificateParams::new(Vec::<String>::new()).unwrap();
    ca_params.is_ca = rcgen::IsCa::Ca(rcgen::BasicConstraints::Unconstrained);
    ca_params
        .distinguished_name
        .push(rcgen::DnType::CommonName, "Mailto Preview test CA");
    let ca_key = rcgen::KeyPair::generate().unwrap();
    let ca = rcgen::CertifiedIssuer::self_signed(ca_params, ca_key).unwrap();
    let mut leaf =
        rcgen::CertificateParams::new(names.iter().map(|n| n.to_string()).collect::<Vec<_>>())
            .unwrap();
    leaf.is_ca = rcgen::IsCa::ExplicitNoCa;
    let leaf_key = rcgen::KeyPair::generate().unwrap();
    let cert = leaf.signed_by(&leaf_key, &ca).unwrap();
    let p = Pki {
        ca: dir.join("ca.pem"),
        cert: dir.join("cert.pem"),
        key: dir.join("key.pem"),
    };
    std::fs::write(&p.ca, ca.pem()).unwrap();
    std::fs::write(&p.cert, cert.pem()).unwrap();
    std::fs::write(&p.key, leaf_key.serialize_pem()).unwrap();
    p
}

/// What a mailin server saw.
#[derive(Debug, Default, Clone)]
pub struct Seen {
    /// EHLO/HELO count: one per SMTP session.
    pub sessions: usize,
    pub logins: Vec<(String, String)>,
    /// Delivered messages: (MAIL FROM, RCPT TO, data).
    pub messages: Vec<(String, Vec<String>, Vec<u8>)>,
}

/// Scripted server behaviour.
#[derive(Debug, Clone, Default)]
pub struct Script {
    /// The only password accepted (any user), when AUTH is on.
    pub password: Option<String>,
    /// Refuse this recipient with 550.
    pub reject_rcpt: Option<String>,
    /// Answer the first DATA end with 451, then accept.
    pub temp_fail_once: bool,
    /// Wait on this before answering the end of DATA (the test lets it go): a message
    /// caught mid-send.
    pub hold_data: Option<Arc<Mutex<std::sync::mpsc::Receiver<()>>>>,
}

#[derive(Clone)]
struct H {
    /// Whether this connection said EHLO already (a client may say it again, RFC 5321
    /// §4.1.4: it is still one session).
    greeted: bool,
    seen: Arc<Mutex<Seen>>,
    script: Arc<Mutex<Script>>,
    from: String,
    to: Vec<String>,
    data: Vec<u8>,
}

impl Handler for H {
    fn helo(&mut self, _ip: std::net::IpAddr, _domain: &str) -> Response {
        if !self.greeted {
            self.greeted = true;
            self.seen.lock().unwrap().sessions += 1;
        }
        response::OK
    }
    fn mail(&mut self, _ip: std::net::IpAddr, _domain: &str, from: &str) -> Response {
        self.from = from.to_string();
        self.to.clear();
        self.data.clear();
        response::OK
    }
    fn rcpt(&mut self, to: &str) -> Response {
        if self.script.lock().unwrap().reject_rcpt.as_deref() == Some(to) {
            return Response::custom(550, format!("5.1.1 <{to}>: Recipient address rejected"));
        }
        self.to.push(to.to_string());
        response::OK
    }
    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.data.extend_from_slice(buf);
        Ok(())
    }
    fn data_end(&mut self) -> Response {
        let hold = self.script.lock().unwrap().hold_data.take();
        if let Some(hold) = hold {
            let _ = hold.lock().unwrap().recv();
        }
        let mut script = self.script.lock().unwrap();
        if script.temp_fail_once {
            script.temp_fail_once = false;
            return Response::custom(451, "4.3.0 Try again later".into());
        }
        self.seen.lock().unwrap().messages.push((
            self.from.clone(),
            self.to.clone(),
            std::mem::take(&mut self.data),
        ));
        Response::custom(250, "2.0.0 Ok: queued as TEST1".into())
    }
    fn auth_plain(&mut self, _authz: &str, user: &str, password: &str) -> Response {
        self.check(user, password)
    }
    fn auth_login(&mut self, user: &str, password: &str) -> Response {
        self.check(user, password)
    }
}

impl H {
    fn check(&mut self, user: &str, password: &str) -> Response {
        self.seen
            .lock()
            .unwrap()
            .logins
            .push((user.into(), password.into()));
        if self.script.lock().unwrap().password.as_deref() == Some(password) {
            response::AUTH_OK
        } else {
            response::INVALID_CREDENTIALS
        }
    }
}

/// A running in-process server.
pub struct Mailin {
    pub port: u16,
    pub seen: Arc<Mutex<Seen>>,
}

impl Mailin {
    /// A server offering STARTTLS, then AUTH that takes only `password`.
    pub fn with_password(password: &str) -> Self {
        Self::start(
            true,
            Script {
                password: Some(password.into()),
                ..Script::default()
            },
        )
    }

    /// Starts a server; `starttls` offers STARTTLS with the test certificate; AUTH is offered
    /// when `script.password` is set (after TLS).
    pub fn start(starttls: bool, script: Script) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind 127.0.0.1:0");
        Self::start_on(listener, starttls, script)
    }

    /// A plain server on `port`: one that was down, now up.
    pub fn start_at(port: u16) -> Self {
        let listener = TcpListener::bind(("127.0.0.1", port)).expect("bind the port again");
        Self::start_on(listener, false, Script::default())
    }

    fn start_on(listener: TcpListener, starttls: bool, script: Script) -> Self {
        let pki = pki();
        let port = listener.local_addr().unwrap().port();
        let seen = Arc::new(Mutex::new(Seen::default()));
        let auth = script.password.is_some();
        let script = Arc::new(Mutex::new(script));
        let handler = H {
            greeted: false,
            seen: seen.clone(),
            script: script.clone(),
            from: String::new(),
            to: Vec::new(),
            data: Vec::new(),
        };
        let mut server = Server::new(handler);
        server
            .with_name("mailin.test")
            .with_tcp_listener(listener)
            .with_num_threads(4);
        if starttls {
            server
                .with_ssl(SslConfig::SelfSigned {
                    cert_path: pki.cert.display().to_string(),
                    key_path: pki.key.display().to_string(),
                })
                .expect("test certificate loads");
        }
        if auth {
            server
                .with_auth(AuthMechanism::Plain)
                .with_auth(AuthMechanism::Login);
        }
        std::thread::spawn(move || {
            let _ = server.serve();
        });
        Mailin { port, seen }
    }

    pub fn seen(&self) -> Seen {
        self.seen.lock().unwrap().clone()
    }
}

/// A hand-written server that speaks SMTP up to DATA, reads part of the message and closes
/// the connection: a server that drops mid-DATA. Returns its port.
pub fn dropping_server() -> u16 {
    use std::io::{Read, Write};
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        let Ok((mut s, _)) = listener.accept() else {
            return;
        };
        let _ = s.write_all(b"220 dropper ESMTP\r\n");
        let mut reader = std::io::BufReader::new(s.try_clone().unwrap());
        loop {
            let mut line = String::new();
            if reader.read_line(&mut line).unwrap_or(0) == 0 {
                return;
            }
            let verb = line.get(..4).unwrap_or_default().to_ascii_uppercase();
            let reply: &[u8] = match verb.as_str() {
                "EHLO" => b"250-dropper\r\n250 8BITMIME\r\n",
                "DATA" => b"354 go ahead\r\n",
                _ => b"250 OK\r\n",
            };
            let _ = s.write_all(reply);
            if verb == "DATA" {
                let mut part = [0u8; 64];
                let _ = reader.read(&mut part);
                let _ = s.shutdown(std::net::Shutdown::Both);
                return;
            }
        }
    });
    port
}

/// A free loopback port (bound and released).
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A message aiosmtpd received.
pub struct Received {
    pub mail_from: String,
    pub rcpt_to: Vec<String>,
    /// MAIL FROM parameters (SMTPUTF8, BODY=8BITMIME, SIZE=...).
    pub options: Vec<String>,
    pub data: Vec<u8>,
}

/// An aiosmtpd server in a child process.
pub struct Aiosmtpd {
    pub port: u16,
    pub out: PathBuf,
    child: Child,
}

impl Aiosmtpd {
    /// Starts it; skips the test (outside CI) when Python's aiosmtpd is not installed here.
    pub fn start(smtputf8: bool, implicit_tls: bool) -> Self {
        Self::start_with(smtputf8, implicit_tls, None, &[])
    }

    /// Starts one that advertises `SIZE size` in EHLO (0: no SIZE), and answers every end of
    /// DATA with `data_reply` when given.
    pub fn start_sized(size: u64, data_reply: Option<&str>) -> Self {
        let size = size.to_string();
        let mut args = vec!["--size", size.as_str()];
        if let Some(reply) = data_reply {
            args.extend(["--data-reply", reply]);
        }
        Self::start_with(false, false, None, &args)
    }

    /// Starts one that offers only AUTH PLAIN and LOGIN (without TLS, on loopback) and
    /// accepts only `user` with `password`.
    pub fn start_password(user: &str, password: &str) -> Self {
        let login = format!("{user}:{password}");
        Self::start_with(false, false, None, &["--password", &login])
    }

    /// As [`Self::start_password`], behind implicit TLS with the test certificate (which no
    /// system trusts).
    pub fn start_tls_password(user: &str, password: &str) -> Self {
        let login = format!("{user}:{password}");
        Self::start_with(false, true, None, &["--password", &login])
    }

    /// Starts one that offers only AUTH XOAUTH2 (without TLS, on loopback) and accepts only
    /// `token`.
    pub fn start_xoauth2(token: &str) -> Self {
        Self::start_with(false, false, Some(["--xoauth2-token", token]), &[])
    }

    /// Starts one that offers only AUTH XOAUTH2 and accepts any token listed in `tokens` (an
    /// authorization server's record of what it issued).
    pub fn start_xoauth2_issued_by(tokens: &Path) -> Self {
        let tokens = tokens.to_string_lossy();
        Self::start_with(false, false, Some(["--xoauth2-token-file", &tokens]), &[])
    }

    /// As [`Self::start_xoauth2_issued_by`], behind implicit TLS with the certificate of
    /// [`pki`].
    pub fn start_xoauth2_tls_issued_by(tokens: &Path) -> Self {
        let tokens = tokens.to_string_lossy();
        Self::start_with(false, true, Some(["--xoauth2-token-file", &tokens]), &[])
    }

    fn start_with(
        smtputf8: bool,
        implicit_tls: bool,
        xoauth2: Option<[&str; 2]>,
        extra: &[&str],
    ) -> Self {
        let dir = temp_dir("aiosmtpd");
        let out = dir.join("received.jsonl");
        let port = free_port();
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/support/smtp_server.py");
        let mut cmd = Command::new("/usr/bin/python3");
        cmd.arg(script)
            .args(["--port", &port.to_string(), "--out"])
            .arg(&out)
            .args(["--lifetime", "120"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if smtputf8 {
            cmd.arg("--smtputf8");
        }
        if let Some(option) = xoauth2 {
            cmd.args(option);
        }
        cmd.args(extra);
        if implicit_tls {
            let pki = pki();
            cmd.arg("--tls-cert")
                .arg(&pki.cert)
                .arg("--tls-key")
                .arg(&pki.key);
        }
        let started = match cmd.spawn() {
            Ok(mut child) => {
                let mut line = String::new();
                if let Some(stdout) = child.stdout.take() {
                    let _ = std::io::BufReader::new(stdout).read_line(&mut line);
                }
                if line.trim() == "ready" {
                    Ok(child)
                } else {
                    let _ = child.kill();
                    let output = child
                        .wait_with_output()
                        .map(|o| o.stderr)
                        .unwrap_or_default();
                    Err(String::from_utf8_lossy(&output).into_owned())
                }
            }
            Err(e) => Err(e.to_string()),
        };
        match started {
            Ok(child) => Aiosmtpd { port, out, child },
            Err(why) => skip(format!(
                "aiosmtpd (python3-aiosmtpd) did not start here: {why}"
            )),
        }
    }

    /// Received messages.
    pub fn received(&self) -> Vec<Received> {
        use base64::Engine as _;
        let text = std::fs::read_to_string(&self.out).unwrap_or_default();
        text.lines()
            .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
            .filter(|v| v.get("mail_from").is_some())
            .map(|v| {
                let list = |k: &str| {
                    v[k].as_array()
                        .unwrap()
                        .iter()
                        .map(|x| x.as_str().unwrap().to_string())
                        .collect::<Vec<_>>()
                };
                Received {
                    mail_from: v["mail_from"].as_str().unwrap().to_string(),
                    rcpt_to: list("rcpt_tos"),
                    options: list("mail_options"),
                    data: base64::engine::general_purpose::STANDARD
                        .decode(v["data_b64"].as_str().unwrap())
                        .unwrap(),
                }
            })
            .collect()
    }

    /// Each MAIL command that reached the server's handler: the address and its parameters.
    pub fn mail_commands(&self) -> Vec<(String, Vec<String>)> {
        let text = std::fs::read_to_string(&self.out).unwrap_or_default();
        text.lines()
            .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
            .filter(|v| v.get("mail").is_some())
            .map(|v| {
                (
                    v["mail"].as_str().unwrap_or_default().to_string(),
                    v["mail_options"]
                        .as_array()
                        .map(|a| {
                            a.iter()
                                .filter_map(|x| x.as_str().map(str::to_string))
                                .collect()
                        })
                        .unwrap_or_default(),
                )
            })
            .collect()
    }

    /// Each XOAUTH2 sign-in attempt: the user, and whether the token was the right one.
    pub fn sign_ins(&self) -> Vec<(String, bool)> {
        let text = std::fs::read_to_string(&self.out).unwrap_or_default();
        text.lines()
            .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
            .filter(|v| v.get("auth_ok").is_some())
            .map(|v| {
                (
                    v["auth_user"].as_str().unwrap_or_default().to_string(),
                    v["auth_ok"].as_bool().unwrap_or_default(),
                )
            })
            .collect()
    }
}

impl Drop for Aiosmtpd {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Skips the test (fails it in CI) because `what` did not start.
fn unavailable(what: &str, why: &str) -> ! {
    skip(format!("{what} did not start here: {why}"))
}

/// A real Secret Service: gnome-keyring-daemon on a private D-Bus session bus, with a fresh
/// login keyring unlocked by a test password. Programs reach it through `bus`.
pub struct PrivateKeyring {
    /// The value for DBUS_SESSION_BUS_ADDRESS.
    pub bus: String,
    children: Vec<Child>,
}

impl PrivateKeyring {
    /// Starts it; skips the test (outside CI) when it cannot run here.
    pub fn start() -> Self {
        Self::try_start()
            .unwrap_or_else(|why| unavailable("gnome-keyring on a private D-Bus", &why))
    }

    fn try_start() -> Result<Self, String> {
        let dir = temp_dir("keyring");
        let bus = format!("unix:path={}", dir.join("bus").display());
        let mut keyring = PrivateKeyring {
            bus: bus.clone(),
            children: Vec::new(),
        };
        let dbus = Command::new("dbus-daemon")
            .args(["--session", "--nofork", "--nopidfile"])
            .arg(format!("--address={bus}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("dbus-daemon: {e}"))?;
        keyring.children.push(dbus);
        keyring.wait_for(|| dir.join("bus").exists(), "the bus socket")?;
        let mut daemon = Command::new("gnome-keyring-daemon")
            .args(["--foreground", "--unlock", "--components=secrets"])
            .env("DBUS_SESSION_BUS_ADDRESS", &bus)
            .env("HOME", &dir)
            .env("XDG_DATA_HOME", dir.join("data"))
            .env("XDG_RUNTIME_DIR", &dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("gnome-keyring-daemon: {e}"))?;
        if let Some(mut stdin) = daemon.stdin.take() {
            // The login keyring's password; closing stdin ends it.
            let _ = std::io::Write::write_all(&mut stdin, b"test-keyring-password");
        }
        keyring.children.push(daemon);
        let owned = || {
            Command::new("dbus-send")
                .args([
                    "--session",
                    "--print-reply",
                    "--dest=org.freedesktop.DBus",
                    "/",
                ])
                .args([
                    "org.freedesktop.DBus.NameHasOwner",
                    "string:org.freedesktop.secrets",
                ])
                .env("DBUS_SESSION_BUS_ADDRESS", &bus)
                .output()
                .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains("boolean true"))
        };
        keyring.wait_for(owned, "org.freedesktop.secrets on the bus")?;
        Ok(keyring)
    }

    /// A private bus whose Secret Service takes every call and never answers
    /// (tests/support/silent_keyring.py).
    pub fn silent() -> Self {
        Self::try_silent().unwrap_or_else(|why| unavailable("a silent Secret Service", &why))
    }

    /// A private bus with nothing on it: no keyring, no desktop portal.
    pub fn bare() -> Self {
        Self::try_bus("bare-bus")
            .unwrap_or_else(|why| unavailable("a private D-Bus session bus", &why))
    }

    fn try_bus(tag: &str) -> Result<Self, String> {
        let dir = temp_dir(tag);
        let bus = format!("unix:path={}", dir.join("bus").display());
        let mut keyring = PrivateKeyring {
            bus: bus.clone(),
            children: Vec::new(),
        };
        let dbus = Command::new("dbus-daemon")
            .args(["--session", "--nofork", "--nopidfile"])
            .arg(format!("--address={bus}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("dbus-daemon: {e}"))?;
        keyring.children.push(dbus);
        keyring.wait_for(|| dir.join("bus").exists(), "the bus socket")?;
        Ok(keyring)
    }

    fn try_silent() -> Result<Self, String> {
        let mut keyring = Self::try_bus("silent-keyring")?;
        let bus = keyring.bus.clone();
        let script = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/support/silent_keyring.py"
        );
        let mut service = Command::new("/usr/bin/python3")
            .arg(script)
            .env("DBUS_SESSION_BUS_ADDRESS", &bus)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("python3: {e}"))?;
        let out = service.stdout.take();
        keyring.children.push(service);
        // Ready once it says it owns the name (the line comes after the name is granted).
        let mut lines = std::io::BufReader::new(out.ok_or("no output")?).lines();
        match lines.next() {
            Some(Ok(line)) if line.contains("ready") => {}
            other => return Err(format!("the silent keyring did not start: {other:?}")),
        }
        // The rest of what it prints is read, so that it never blocks on a full pipe.
        std::thread::spawn(move || lines.for_each(drop));
        Ok(keyring)
    }

    fn wait_for(&self, ready: impl Fn() -> bool, what: &str) -> Result<(), String> {
        let until = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while !ready() {
            if std::time::Instant::now() > until {
                return Err(format!("no {what} within 10 s"));
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        Ok(())
    }

    /// What `secret-tool lookup` finds for these attributes, as a person would check.
    pub fn lookup(&self, service: &str, user: &str) -> Option<String> {
        let o = Command::new("secret-tool")
            .args(["lookup", "service", service, "username", user])
            .env("DBUS_SESSION_BUS_ADDRESS", &self.bus)
            .output()
            .ok()?;
        o.status
            .success()
            .then(|| String::from_utf8_lossy(&o.stdout).into_owned())
    }

    /// Stores `secret` with `attributes` (name, value pairs) as `secret-tool store` does.
    pub fn store(&self, label: &str, attributes: &[&str], secret: &str) {
        let mut c = Command::new("secret-tool");
        c.args(["store", "--label", label])
            .args(attributes)
            .env("DBUS_SESSION_BUS_ADDRESS", &self.bus)
            .stdin(Stdio::piped());
        let mut child = c.spawn().unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(secret.as_bytes())
            .unwrap();
        assert!(child.wait().unwrap().success(), "secret-tool store");
    }

    /// How many entries `secret-tool search --all` finds for these attributes.
    pub fn count(&self, service: &str, user: &str) -> usize {
        let o = Command::new("secret-tool")
            .args(["search", "--all", "service", service, "username", user])
            .env("DBUS_SESSION_BUS_ADDRESS", &self.bus)
            .output()
            .unwrap();
        // One "[/org/freedesktop/secrets/collection/...]" header per entry, on stderr.
        String::from_utf8_lossy(&o.stdout)
            .lines()
            .chain(String::from_utf8_lossy(&o.stderr).lines())
            .filter(|l| l.starts_with('['))
            .count()
    }
}

impl Drop for PrivateKeyring {
    fn drop(&mut self) {
        for c in self.children.iter_mut().rev() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

/// A real OAuth 2.0 authorization server (oauthlib) on 127.0.0.1 over HTTPS with a test CA:
/// PKCE required, refresh tokens, and refusal of refreshes on demand.
pub struct OAuthServer {
    pub port: u16,
    /// The CA that signed its certificate.
    pub ca: PathBuf,
    /// Every access token it issued, one per line.
    pub tokens: PathBuf,
    /// While this file exists, refreshes are refused with invalid_grant.
    revoked: PathBuf,
    log: PathBuf,
    child: Child,
}

impl OAuthServer {
    pub const CLIENT_ID: &'static str = "mailto-preview-test-client";
    pub const SCOPE: &'static str = "https://mail.example/smtp";

    /// Starts it; skips the test (outside CI) when it cannot run here.
    pub fn start() -> Self {
        let pki = make_pki("oauth", &["127.0.0.1"]);
        let dir = temp_dir("oauth");
        let (tokens, revoked, log) = (
            dir.join("tokens"),
            dir.join("revoked"),
            dir.join("log.jsonl"),
        );
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/support/oauth_server.py");
        let spawned = Command::new("/usr/bin/python3")
            .arg(script)
            .arg("--cert")
            .arg(&pki.cert)
            .arg("--key")
            .arg(&pki.key)
            .args([
                "--client-id",
                Self::CLIENT_ID,
                "--scope",
                Self::SCOPE,
                "--scope",
                "offline_access",
            ])
            .arg("--tokens")
            .arg(&tokens)
            .arg("--revoked")
            .arg(&revoked)
            .arg("--log")
            .arg(&log)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn();
        let mut child = spawned.unwrap_or_else(|e| unavailable("the OAuth server", &e.to_string()));
        let mut line = String::new();
        if let Some(stdout) = child.stdout.take() {
            let _ = std::io::BufReader::new(stdout).read_line(&mut line);
        }
        match line
            .trim()
            .strip_prefix("ready ")
            .and_then(|p| p.parse().ok())
        {
            Some(port) => OAuthServer {
                port,
                ca: pki.ca,
                tokens,
                revoked,
                log,
                child,
            },
            None => {
                let _ = child.kill();
                let err = child
                    .wait_with_output()
                    .map(|o| o.stderr)
                    .unwrap_or_default();
                unavailable(
                    "the OAuth server (python3-oauthlib)",
                    &String::from_utf8_lossy(&err),
                )
            }
        }
    }

    /// From now on, refuse every refresh token.
    pub fn revoke_all(&self) {
        std::fs::write(&self.revoked, "").unwrap();
    }

    /// What it was asked, one JSON object per request.
    pub fn log(&self) -> Vec<serde_json::Value> {
        std::fs::read_to_string(&self.log)
            .unwrap_or_default()
            .lines()
            .filter_map(|l| serde_json::from_str(l).ok())
            .collect()
    }
}

impl Drop for OAuthServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
