//! A real IMAP server on loopback: Debian's Dovecot, started by the test as an unprivileged
//! process from a config file of its own (`dovecot -F -c FILE` never reads /etc/dovecot), with
//! SPECIAL-USE folders, a password database and local validation of OAuth 2.0 tokens (HS256
//! JWTs signed with a key the test holds), as `research/IMAP_TEST_SERVER.md` worked out.
//! Messages are read back over IMAP, as a mail client would see them.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use base64::Engine as _;
use futures_util::StreamExt as _;

use super::harness::{need, skip};
use super::servers::{free_port, temp_dir};

/// Dovecot will not run mail processes as root: as root, this user runs it.
const USER: &str = "dovetest";
/// The one mailbox's login and password.
pub const LOGIN: &str = "alice";
pub const PASSWORD: &str = "imap-secret";
/// Every SASL mechanism the tests' Dovecot offers by default.
const ALL_MECHANISMS: &str = "plain login xoauth2 oauthbearer";
/// The HMAC key Dovecot checks tokens with.
const JWT_KEY: &[u8] = b"a test key that only this test and its Dovecot know";

/// How the server's folders are set up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Folders {
    /// `Sent` and `Drafts` marked `\Sent` and `\Drafts` (RFC 6154).
    SpecialUse,
    /// `Sent Items` and `Drafts` exist but nothing is marked, and SPECIAL-USE is not announced.
    NamesOnly,
    /// Marked folders, and a quota so small that every APPEND is refused.
    OverQuota,
    /// Marked folders, and APPENDLIMIT=4096 announced (RFC 7889): a client that reads it
    /// sends nothing bigger. Dovecot announces it only because it is told to.
    AppendLimit,
}

/// A running Dovecot.
pub struct Dovecot {
    child: Child,
    /// IMAP (STARTTLS offered when started with TLS).
    pub port: u16,
    /// IMAP over implicit TLS, when started with TLS.
    pub tls_port: Option<u16>,
    dir: PathBuf,
}

impl Dovecot {
    /// Starts one; skips the test (outside CI) when Dovecot is not installed here.
    pub fn start(folders: Folders) -> Self {
        Self::start_on(folders, free_port())
    }

    /// Starts one listening on `port` (a mailbox that comes back where it was).
    pub fn start_on(folders: Folders, port: u16) -> Self {
        Self::start_with(folders, port, false, ALL_MECHANISMS)
    }

    /// Starts one that signs in with these SASL mechanisms only (`plain login oauthbearer`).
    pub fn start_with_mechanisms(folders: Folders, mechanisms: &str) -> Self {
        Self::start_with(folders, free_port(), false, mechanisms)
    }

    /// Starts one with TLS: STARTTLS on `port`, implicit TLS on `tls_port`, with the test
    /// certificate for localhost signed by the test CA (`servers::pki`).
    pub fn start_tls(folders: Folders) -> Self {
        Self::start_with(folders, free_port(), true, ALL_MECHANISMS)
    }

    fn start_with(folders: Folders, port: u16, tls: bool, mechanisms: &str) -> Self {
        need(&["dovecot", "runuser"]);
        let dir = temp_dir("dovecot");
        let root = is_root();
        let user = if root {
            ensure_user();
            USER.to_string()
        } else {
            std::env::var("USER").unwrap_or_else(|_| "nobody".into())
        };
        let t = dir.display();
        let tls_port = tls.then(free_port);
        let ssl = match tls_port {
            Some(_) => {
                let pki = super::servers::pki();
                std::fs::copy(&pki.cert, dir.join("cert.pem")).unwrap();
                std::fs::copy(&pki.key, dir.join("key.pem")).unwrap();
                format!("ssl = yes\nssl_cert = <{t}/cert.pem\nssl_key = <{t}/key.pem\n")
            }
            None => "ssl = no\n".to_string(),
        };
        let imaps = tls_port.unwrap_or(0);
        let oauth_mechanisms = mechanisms
            .split(' ')
            .filter(|m| m.starts_with("xoauth2") || m.starts_with("oauthbearer"))
            .collect::<Vec<_>>()
            .join(" ");
        let mailboxes = match folders {
            Folders::SpecialUse | Folders::OverQuota | Folders::AppendLimit => {
                "  mailbox Sent {\n    special_use = \\Sent\n    auto = subscribe\n  }\n  mailbox Drafts {\n    special_use = \\Drafts\n    auto = subscribe\n  }\n  mailbox Trash {\n    special_use = \\Trash\n    auto = subscribe\n  }\n"
            }
            Folders::NamesOnly => {
                "  mailbox \"Sent Items\" {\n    auto = subscribe\n  }\n  mailbox Drafts {\n    auto = subscribe\n  }\n  mailbox Archive {\n    auto = subscribe\n  }\n"
            }
        };
        // Dovecot always announces SPECIAL-USE unless told which capabilities to announce.
        let capabilities = match folders {
            Folders::NamesOnly => {
                "imap_capability = IMAP4rev1 LITERAL+ SASL-IR LOGIN-REFERRALS ID ENABLE IDLE NAMESPACE UIDPLUS\n"
            }
            Folders::AppendLimit => "imap_capability = +APPENDLIMIT=4096\n",
            _ => "",
        };
        let quota = if folders == Folders::OverQuota {
            "mail_plugins = $mail_plugins quota\nplugin {\n  quota = maildir:User quota\n  quota_rule = *:storage=10B\n}\n"
        } else {
            ""
        };
        let conf = format!(
            "protocols = imap\nlisten = 127.0.0.1\nbase_dir = {t}/run\nstate_dir = {t}/state\n\
             log_path = {t}/dovecot.log\ninfo_log_path = {t}/dovecot.log\n{ssl}\
             disable_plaintext_auth = no\nauth_mechanisms = {mechanisms}\n\
             default_internal_user = {user}\ndefault_login_user = {user}\n\
             default_internal_group = {user}\n\
             service imap-login {{\n  chroot =\n  inet_listener imap {{\n    port = {port}\n  }}\n  inet_listener imaps {{\n    port = {imaps}\n  }}\n}}\n\
             service anvil {{\n  chroot =\n}}\n\
             service stats {{\n  unix_listener stats-reader {{\n    user = {user}\n  }}\n  unix_listener stats-writer {{\n    user = {user}\n  }}\n}}\n\
             passdb {{\n  driver = passwd-file\n  args = scheme=PLAIN username_format=%u {t}/users\n}}\n\
             passdb {{\n  driver = oauth2\n  mechanisms = {oauth_mechanisms}\n  args = {t}/oauth2.conf.ext\n}}\n\
             userdb {{\n  driver = static\n  args = uid={user} gid={user} home={t}/home/%u\n}}\n\
             mail_location = maildir:~/Maildir\n{quota}{capabilities}\
             namespace inbox {{\n  inbox = yes\n  separator = /\n{mailboxes}}}\n"
        );
        std::fs::write(dir.join("dovecot.conf"), conf).unwrap();
        std::fs::write(
            dir.join("users"),
            format!("{LOGIN}:{{PLAIN}}{PASSWORD}::::::\n"),
        )
        .unwrap();
        std::fs::write(
            dir.join("oauth2.conf.ext"),
            format!(
                "introspection_mode = local\nlocal_validation_key_dict = fs:posix:prefix={t}/keys/\nusername_attribute = sub\n"
            ),
        )
        .unwrap();
        let keys = dir.join("keys/default/HS256");
        std::fs::create_dir_all(&keys).unwrap();
        std::fs::write(
            keys.join("default"),
            base64::engine::general_purpose::STANDARD.encode(JWT_KEY),
        )
        .unwrap();
        for sub in ["run", "state", "home"] {
            std::fs::create_dir_all(dir.join(sub)).unwrap();
        }
        if root {
            let ok = Command::new("chown")
                .args(["-R", &format!("{USER}:{USER}")])
                .arg(&dir)
                .status()
                .is_ok_and(|s| s.success());
            assert!(ok, "chown of the Dovecot directory");
        }
        let mut cmd = if root {
            let mut c = Command::new("runuser");
            c.args(["-u", USER, "--", "dovecot"]);
            c
        } else {
            Command::new("dovecot")
        };
        let child = cmd
            .arg("-F")
            .arg("-c")
            .arg(dir.join("dovecot.conf"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| skip(format!("dovecot could not start: {e}")));
        let d = Dovecot {
            child,
            port,
            tls_port,
            dir,
        };
        d.wait_ready();
        d
    }

    fn wait_ready(&self) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            if std::net::TcpStream::connect(("127.0.0.1", self.port)).is_ok() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!(
            "Dovecot did not listen on {} in 20 s: {}",
            self.port,
            self.log()
        );
    }

    /// What Dovecot logged.
    pub fn log(&self) -> String {
        std::fs::read_to_string(self.dir.join("dovecot.log")).unwrap_or_default()
    }

    /// How many logins Dovecot has seen (its log's `imap-login: Login:` lines).
    pub fn logins(&self) -> usize {
        self.log().matches("imap-login: Login:").count()
    }

    /// An access token Dovecot accepts for the mailbox: an HS256 JWT valid for an hour.
    pub fn token(&self) -> String {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs();
        let b64 = |v: &[u8]| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(v);
        let header = b64(br#"{"alg":"HS256","typ":"JWT"}"#);
        let payload = b64(format!(
            r#"{{"sub":"{LOGIN}","iat":{now},"nbf":{now},"exp":{}}}"#,
            now + 3600
        )
        .as_bytes());
        let signed = format!("{header}.{payload}");
        let mac = hmac_sha256(JWT_KEY, signed.as_bytes());
        format!("{signed}.{}", b64(&mac))
    }

    /// The messages in `folder`, as (flags, exact bytes), read over IMAP.
    pub fn messages(&self, folder: &str) -> Vec<(Vec<String>, Vec<u8>)> {
        let port = self.port;
        let folder = folder.to_string();
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async move {
            let tcp = tokio::net::TcpStream::connect(("127.0.0.1", port))
                .await
                .unwrap();
            let mut client = async_imap::Client::new(tcp);
            client.read_response().await.unwrap();
            let mut session = client
                .login(LOGIN, PASSWORD)
                .await
                .map_err(|(e, _)| e)
                .unwrap();
            let mailbox = session.select(&folder).await.unwrap();
            let mut out = Vec::new();
            if mailbox.exists > 0 {
                let mut fetches = session.fetch("1:*", "(FLAGS BODY.PEEK[])").await.unwrap();
                while let Some(f) = fetches.next().await {
                    let f = f.unwrap();
                    let flags = f.flags().map(|fl| format!("{fl:?}")).collect();
                    out.push((flags, f.body().unwrap_or_default().to_vec()));
                }
            }
            out
        })
    }
}

impl Drop for Dovecot {
    fn drop(&mut self) {
        // runuser passes the signal on; Dovecot's master stops its children.
        let _ = Command::new("kill")
            .arg(self.child.id().to_string())
            .status();
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                break;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// Creates the unprivileged user Dovecot runs as (once; tests may race to it).
fn ensure_user() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let exists = Command::new("id")
            .arg(USER)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !exists {
            let ok = Command::new("useradd")
                .args(["-M", "-r", "-s", "/usr/sbin/nologin", USER])
                .status()
                .is_ok_and(|s| s.success());
            assert!(ok, "useradd {USER}");
        }
    });
}

/// HMAC-SHA256 (RFC 2104) over ring, which the program's TLS already brings.
fn hmac_sha256(key: &[u8], data: &[u8]) -> Vec<u8> {
    let key = ring::hmac::Key::new(ring::hmac::HMAC_SHA256, key);
    ring::hmac::sign(&key, data).as_ref().to_vec()
}
