//! Read from a stand-in daemon serving GNOME Online Accounts' interfaces on a private bus, the
//! way `goa-daemon` answers; and the settings' hostile corners without a bus.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

use super::*;

/// A private session bus, stopped when dropped.
struct Bus {
    address: String,
    child: Child,
}

impl Bus {
    fn start() -> Bus {
        let mut child = Command::new("dbus-daemon")
            .args(["--session", "--nofork", "--print-address=1"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("dbus-daemon (Debian's dbus-daemon package) runs these tests");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        Bus {
            address: line.trim().to_string(),
            child,
        }
    }
}

impl Drop for Bus {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
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

struct Account {
    provider: String,
    mail_disabled: bool,
    /// `false`: EnsureCredentials answers NotAuthorized.
    signed_in: bool,
}

#[zbus::interface(name = "org.gnome.OnlineAccounts.Account")]
impl Account {
    #[zbus(property)]
    fn provider_type(&self) -> String {
        self.provider.clone()
    }
    #[zbus(property)]
    fn mail_disabled(&self) -> bool {
        self.mail_disabled
    }
    fn ensure_credentials(&self) -> Result<i32, DaemonError> {
        if self.signed_in {
            Ok(3600)
        } else {
            Err(DaemonError::NotAuthorized(
                "Credentials not found in keyring".to_string(),
            ))
        }
    }
}

struct Mail {
    email: String,
    smtp_host: String,
    use_ssl: bool,
    xoauth2: bool,
}

#[zbus::interface(name = "org.gnome.OnlineAccounts.Mail")]
impl Mail {
    #[zbus(property)]
    fn email_address(&self) -> String {
        self.email.clone()
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
        self.smtp_host.clone()
    }
    #[zbus(property)]
    fn smtp_use_ssl(&self) -> bool {
        self.use_ssl
    }
    #[zbus(property)]
    fn smtp_use_tls(&self) -> bool {
        !self.use_ssl
    }
    #[zbus(property)]
    fn smtp_use_auth(&self) -> bool {
        true
    }
    #[zbus(property)]
    fn smtp_user_name(&self) -> String {
        self.email.clone()
    }
    #[zbus(property)]
    fn smtp_auth_xoauth2(&self) -> bool {
        self.xoauth2
    }
    #[zbus(property)]
    fn imap_supported(&self) -> bool {
        true
    }
    #[zbus(property)]
    fn imap_host(&self) -> String {
        "imap.example.net".to_string()
    }
    #[zbus(property)]
    fn imap_use_ssl(&self) -> bool {
        true
    }
    #[zbus(property)]
    fn imap_user_name(&self) -> String {
        self.email.clone()
    }
}

struct PasswordBased;

#[zbus::interface(name = "org.gnome.OnlineAccounts.PasswordBased")]
impl PasswordBased {
    fn get_password(&self, id: &str) -> zbus::fdo::Result<String> {
        Ok(format!("secret for {id}"))
    }
}

struct OAuth2Based;

#[zbus::interface(name = "org.gnome.OnlineAccounts.OAuth2Based")]
impl OAuth2Based {
    fn get_access_token(&self) -> (String, i32) {
        ("ya29.token".to_string(), 3599)
    }
}

/// A stand-in daemon, serving until dropped, on a thread of its own with its own runtime
/// (the connection's tasks run there).
struct Daemon {
    stop: std::sync::mpsc::Sender<()>,
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

/// Serves, on `bus`, a daemon with these accounts: (id, account, mail).
fn serve(bus: &Bus, accounts: Vec<(&'static str, Account, Mail)>) -> Daemon {
    let address = bus.address.clone();
    let (ready, started) = std::sync::mpsc::channel();
    let (stop, stopped) = std::sync::mpsc::channel::<()>();
    let thread = std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move {
            let conn = zbus::connection::Builder::address(address.as_str())
                .unwrap()
                .build()
                .await
                .unwrap();
            let server = conn.object_server();
            server
                .at(MANAGER_PATH, zbus::fdo::ObjectManager)
                .await
                .unwrap();
            for (id, account, mail) in accounts {
                let path = format!("{MANAGER_PATH}/Accounts/{id}");
                let oauth = mail.xoauth2;
                server.at(path.as_str(), account).await.unwrap();
                server.at(path.as_str(), mail).await.unwrap();
                if oauth {
                    server.at(path.as_str(), OAuth2Based).await.unwrap();
                } else {
                    server.at(path.as_str(), PasswordBased).await.unwrap();
                }
            }
            conn.request_name(BUS_NAME).await.unwrap();
            ready.send(()).unwrap();
            while stopped.try_recv().is_err() {
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        });
    });
    started.recv().unwrap();
    Daemon {
        stop,
        thread: Some(thread),
    }
}

fn mail(email: &str, host: &str, use_ssl: bool, xoauth2: bool) -> Mail {
    Mail {
        email: email.to_string(),
        smtp_host: host.to_string(),
        use_ssl,
        xoauth2,
    }
}

fn account(provider: &str) -> Account {
    Account {
        provider: provider.to_string(),
        mail_disabled: false,
        signed_in: true,
    }
}

#[test]
fn without_a_running_daemon_there_are_no_accounts_and_none_is_started() {
    let bus = Bus::start();
    assert_eq!(mail_accounts(Some(&bus.address)), Ok(Vec::new()));
}

#[test]
fn the_daemons_mail_accounts_are_read_with_their_servers_and_credentials() {
    let bus = Bus::start();
    let _daemon = serve(
        &bus,
        vec![
            (
                "account_1",
                account("imap_smtp"),
                mail("alice@example.net", "127.0.0.1:2525", false, false),
            ),
            (
                "account_2",
                account("google"),
                mail("alice@gmail.com", "smtp.gmail.com", true, true),
            ),
            (
                "account_3",
                Account {
                    mail_disabled: true,
                    ..account("ms_graph")
                },
                mail("off@outlook.com", "smtp.office365.com", false, true),
            ),
        ],
    );
    let found = mail_accounts(Some(&bus.address)).unwrap();
    let emails: Vec<&str> = found.iter().map(|a| a.email.as_str()).collect();
    assert_eq!(
        emails,
        ["alice@example.net", "alice@gmail.com"],
        "mail turned off is left out"
    );
    let imap_smtp = &found[0];
    assert_eq!(imap_smtp.id, "account_1");
    assert_eq!(imap_smtp.name.as_deref(), Some("Alice Example"));
    assert_eq!(
        imap_smtp.smtp,
        Server {
            host: "127.0.0.1".into(),
            port: 2525,
            security: Security::StartTls,
            auth: Auth::Password {
                user: "alice@example.net".into()
            },
            accepts_certificate_errors: false,
        }
    );
    assert_eq!(
        imap_smtp.imap.as_ref().map(|i| (i.port, i.security)),
        Some((993, Security::Tls))
    );
    let google = &found[1];
    assert_eq!(
        (google.smtp.port, google.smtp.security),
        (465, Security::Tls)
    );
    assert!(matches!(google.smtp.auth, Auth::XOAuth2 { .. }));

    assert_eq!(
        password(imap_smtp, Secret::Smtp, Some(&bus.address)).unwrap(),
        "secret for smtp-password"
    );
    assert_eq!(
        password(imap_smtp, Secret::Imap, Some(&bus.address)).unwrap(),
        "secret for imap-password"
    );
    assert_eq!(
        access_token(google, Some(&bus.address)).unwrap(),
        "ya29.token"
    );
}

#[test]
fn an_expired_sign_in_and_a_removed_account_say_what_to_do() {
    let bus = Bus::start();
    let _daemon = serve(
        &bus,
        vec![(
            "account_1",
            Account {
                signed_in: false,
                ..account("google")
            },
            mail("alice@gmail.com", "smtp.gmail.com", true, true),
        )],
    );
    let found = mail_accounts(Some(&bus.address)).unwrap();
    let error = access_token(&found[0], Some(&bus.address)).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("sign in to alice@gmail.com again in Settings → Online Accounts"),
        "{error}"
    );
    let removed = MailAccount {
        id: "account_9".into(),
        ..found[0].clone()
    };
    assert_eq!(
        access_token(&removed, Some(&bus.address)),
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
