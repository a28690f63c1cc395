//! A stand-in GNOME Online Accounts daemon on a private D-Bus session bus, answering the way
//! `goa-daemon` does (`GNOME/gnome-online-accounts data/dbus-interfaces.xml`): the
//! ObjectManager at `/org/gnome/OnlineAccounts`, and per account `Account`, `Mail`, and
//! `PasswordBased` or `OAuth2Based`. The OAuth half cannot run against the real daemon offline
//! (Google's and Microsoft's token endpoints), so the tests serve it themselves. Shared by the
//! I/O crate's unit tests and the end-to-end tests.

#![allow(dead_code)]

use std::sync::mpsc;
use std::time::Duration;

/// The daemon's bus name.
pub const BUS_NAME: &str = "org.gnome.OnlineAccounts";
/// Where its ObjectManager is.
pub const MANAGER_PATH: &str = "/org/gnome/OnlineAccounts";

// The private bus is the portal stand-in's (the same folder: a path here is relative to it).
#[path = "portal.rs"]
pub mod portal;
pub use portal::Bus;

impl Bus {
    /// A private bus on which the daemon, and Evolution's source registry, can be started on
    /// demand (D-Bus activation) by a stand-in that only leaves a file in `dir` named after the
    /// service: a test then sees whether anything asked the bus to start them.
    pub fn with_activation(dir: &std::path::Path) -> Option<Bus> {
        let services = dir.join("services");
        std::fs::create_dir_all(&services).ok()?;
        for name in [BUS_NAME, "org.gnome.evolution.dataserver.Sources5"] {
            let marker = dir.join(format!("started-{name}"));
            std::fs::write(
                services.join(format!("{name}.service")),
                format!(
                    "[D-BUS Service]\nName={name}\nExec=/usr/bin/touch {}\n",
                    marker.display()
                ),
            )
            .ok()?;
        }
        let config = dir.join("bus.conf");
        std::fs::write(
            &config,
            format!(
                r#"<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir={tmp}</listen>
  <auth>EXTERNAL</auth>
  <servicedir>{services}</servicedir>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
"#,
                tmp = dir.display(),
                services = services.display()
            ),
        )
        .ok()?;
        Bus::spawn(&[&format!("--config-file={}", config.display())])
    }

    /// The services [`Bus::with_activation`] saw started.
    pub fn started(dir: &std::path::Path) -> Vec<String> {
        std::fs::read_dir(dir)
            .map(|d| {
                d.filter_map(Result::ok)
                    .filter_map(|e| {
                        e.file_name()
                            .to_str()?
                            .strip_prefix("started-")
                            .map(str::to_string)
                    })
                    .collect()
            })
            .unwrap_or_default()
    }
}

/// One account the stand-in holds.
#[derive(Debug, Clone)]
pub struct Spec {
    /// The daemon's id.
    pub id: String,
    /// `imap_smtp`, `google`, `ms_graph`...
    pub provider: String,
    /// The person turned mail off for it.
    pub mail_disabled: bool,
    /// `false`: `EnsureCredentials` answers NotAuthorized (an expired sign-in).
    pub signed_in: bool,
    /// The address.
    pub email: String,
    /// `SmtpHost`, with `:port` when given.
    pub smtp_host: String,
    /// `SmtpUseSsl`, `SmtpUseTls`.
    pub use_ssl: bool,
    pub use_tls: bool,
    /// XOAUTH2 (`OAuth2Based`) instead of a password (`PasswordBased`).
    pub xoauth2: bool,
    /// What `GetPassword("smtp-password")` answers (`imap-password` gets `imap-` before it).
    pub password: String,
    /// What `GetAccessToken` answers.
    pub token: String,
    /// `ImapHost` (`None`: the account has no IMAP, `ImapSupported` is false).
    pub imap_host: Option<String>,
    /// `SmtpAcceptSslErrors`, `ImapAcceptSslErrors`: the person told GOA to take any
    /// certificate.
    pub accept_ssl_errors: bool,
    /// A file each call for credentials is written to, one method name a line (what a
    /// person's daemon would log).
    pub calls: Option<std::path::PathBuf>,
    /// What `GetAccessToken` answers once `EnsureCredentials` was called a second time (the
    /// daemon refreshed a token the server had refused).
    pub renewed_token: Option<String>,
    /// How many times `EnsureCredentials` was called (shared by the account's interfaces).
    pub ensured: std::sync::Arc<std::sync::atomic::AtomicUsize>,
}

impl Spec {
    fn called(&self, method: &str) {
        if let Some(path) = &self.calls {
            use std::io::Write;
            if let Ok(mut f) = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
            {
                let _ = writeln!(f, "{method}");
            }
        }
    }
}

impl Spec {
    /// An "IMAP and SMTP" account with a password, sending through `smtp_host`.
    pub fn password(id: &str, email: &str, smtp_host: &str, password: &str) -> Spec {
        Spec {
            id: id.into(),
            provider: "imap_smtp".into(),
            mail_disabled: false,
            signed_in: true,
            email: email.into(),
            smtp_host: smtp_host.into(),
            use_ssl: false,
            use_tls: true,
            xoauth2: false,
            password: password.into(),
            token: String::new(),
            imap_host: None,
            accept_ssl_errors: false,
            calls: None,
            renewed_token: None,
            ensured: Default::default(),
        }
    }

    /// A Google account signing in with a token.
    pub fn oauth(id: &str, email: &str, smtp_host: &str, token: &str) -> Spec {
        Spec {
            provider: "google".into(),
            use_ssl: true,
            use_tls: false,
            xoauth2: true,
            token: token.into(),
            ..Spec::password(id, email, smtp_host, "")
        }
    }
}

/// The daemon's own errors (`goaerror.h`), as it names them on the bus.
#[derive(Debug, zbus::DBusError)]
#[zbus(prefix = "org.gnome.OnlineAccounts.Error")]
enum DaemonError {
    #[zbus(error)]
    ZBus(zbus::Error),
    NotAuthorized(String),
}

struct Account(Spec);

#[zbus::interface(name = "org.gnome.OnlineAccounts.Account")]
impl Account {
    #[zbus(property)]
    fn id(&self) -> String {
        self.0.id.clone()
    }
    #[zbus(property)]
    fn provider_type(&self) -> String {
        self.0.provider.clone()
    }
    #[zbus(property)]
    fn presentation_identity(&self) -> String {
        self.0.email.clone()
    }
    #[zbus(property)]
    fn mail_disabled(&self) -> bool {
        self.0.mail_disabled
    }
    fn ensure_credentials(&self) -> Result<i32, DaemonError> {
        self.0.called("EnsureCredentials");
        self.0
            .ensured
            .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        if self.0.signed_in {
            Ok(3600)
        } else {
            Err(DaemonError::NotAuthorized(
                "Credentials not found in keyring".to_string(),
            ))
        }
    }
}

struct Mail(Spec);

#[zbus::interface(name = "org.gnome.OnlineAccounts.Mail")]
impl Mail {
    #[zbus(property)]
    fn email_address(&self) -> String {
        self.0.email.clone()
    }
    #[zbus(property)]
    fn name(&self) -> String {
        "Alice Example".to_string()
    }
    #[zbus(property)]
    fn smtp_supported(&self) -> bool {
        true
    }
    #[zbus(property)]
    fn smtp_host(&self) -> String {
        self.0.smtp_host.clone()
    }
    #[zbus(property)]
    fn smtp_use_ssl(&self) -> bool {
        self.0.use_ssl
    }
    #[zbus(property)]
    fn smtp_use_tls(&self) -> bool {
        self.0.use_tls
    }
    #[zbus(property)]
    fn smtp_accept_ssl_errors(&self) -> bool {
        self.0.accept_ssl_errors
    }
    #[zbus(property)]
    fn imap_accept_ssl_errors(&self) -> bool {
        self.0.accept_ssl_errors
    }
    #[zbus(property)]
    fn smtp_use_auth(&self) -> bool {
        true
    }
    #[zbus(property)]
    fn smtp_user_name(&self) -> String {
        self.0.email.clone()
    }
    #[zbus(property)]
    fn smtp_auth_xoauth2(&self) -> bool {
        self.0.xoauth2
    }
    #[zbus(property)]
    fn imap_supported(&self) -> bool {
        self.0.imap_host.is_some()
    }
    #[zbus(property)]
    fn imap_host(&self) -> String {
        self.0.imap_host.clone().unwrap_or_default()
    }
    #[zbus(property)]
    fn imap_use_ssl(&self) -> bool {
        self.0.use_ssl
    }
    #[zbus(property)]
    fn imap_use_tls(&self) -> bool {
        self.0.use_tls
    }
    #[zbus(property)]
    fn imap_user_name(&self) -> String {
        self.0.email.clone()
    }
}

struct PasswordBased(Spec);

#[zbus::interface(name = "org.gnome.OnlineAccounts.PasswordBased")]
impl PasswordBased {
    fn get_password(&self, id: &str) -> Result<String, DaemonError> {
        self.0.called("GetPassword");
        if !self.0.signed_in {
            return Err(DaemonError::NotAuthorized("No password".to_string()));
        }
        Ok(match id {
            "imap-password" => format!("imap-{}", self.0.password),
            _ => self.0.password.clone(),
        })
    }
}

struct OAuth2Based(Spec);

#[zbus::interface(name = "org.gnome.OnlineAccounts.OAuth2Based")]
impl OAuth2Based {
    fn get_access_token(&self) -> (String, i32) {
        self.0.called("GetAccessToken");
        let ensured = self.0.ensured.load(std::sync::atomic::Ordering::SeqCst);
        match &self.0.renewed_token {
            Some(renewed) if ensured >= 2 => (renewed.clone(), 3599),
            _ => (self.0.token.clone(), 3599),
        }
    }
}

/// The stand-in, serving until dropped, on a thread of its own with its own runtime (the
/// connection's tasks run there).
pub struct Daemon {
    stop: mpsc::Sender<()>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Daemon {
    fn drop(&mut self) {
        let _ = self.stop.send(());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Serves these accounts on the bus at `address`.
pub fn serve(address: &str, accounts: Vec<Spec>) -> Daemon {
    let address = address.to_string();
    let (ready, started) = mpsc::channel();
    let (stop, stopped) = mpsc::channel::<()>();
    let thread = std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime for the stand-in daemon");
        runtime.block_on(async move {
            let conn = zbus::connection::Builder::address(address.as_str())
                .expect("the bus address")
                .build()
                .await
                .expect("the private bus");
            let server = conn.object_server();
            server
                .at(MANAGER_PATH, zbus::fdo::ObjectManager)
                .await
                .expect("the object manager");
            for spec in accounts {
                let path = format!("{MANAGER_PATH}/Accounts/{}", spec.id);
                let path = path.as_str();
                server
                    .at(path, Account(spec.clone()))
                    .await
                    .expect("Account");
                server.at(path, Mail(spec.clone())).await.expect("Mail");
                if spec.xoauth2 {
                    server
                        .at(path, OAuth2Based(spec))
                        .await
                        .expect("OAuth2Based");
                } else {
                    server
                        .at(path, PasswordBased(spec))
                        .await
                        .expect("PasswordBased");
                }
            }
            conn.request_name(BUS_NAME)
                .await
                .expect("the daemon's name");
            let _ = ready.send(());
            while stopped.try_recv().is_err() {
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        });
    });
    let _ = started.recv();
    Daemon {
        stop,
        thread: Some(thread),
    }
}
