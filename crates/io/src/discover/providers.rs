//! The built-in provider table (`providers.toml`, compiled in): facts about the big mail
//! providers, each cited there, looked up by address domain or by MX host.

use std::sync::OnceLock;

use serde::Deserialize;

use crate::i18n::Text;

use super::{AuthKind, Candidate, Source, Who};
use crate::config::Security;

/// The table as written.
const TABLE: &str = include_str!("providers.toml");

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    provider: Vec<Provider>,
    /// Lists of refused file types, named by providers' `refuses`.
    #[serde(default)]
    refused: Vec<Refused>,
}

/// File types a provider refuses to carry.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Refused {
    id: String,
    /// Extensions, without the dot.
    extensions: Vec<String>,
}

/// One provider.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Provider {
    /// Names the entry for the people who edit the table (and the tests).
    #[cfg_attr(not(test), allow(dead_code))]
    pub id: String,
    pub name: String,
    domains: Vec<String>,
    mx: Vec<String>,
    pub app_password_help: Option<String>,
    /// Whether its SMTP servers file sent mail in Sent themselves.
    #[serde(default)]
    files_sent: bool,
    /// The largest message it sends, in bytes.
    max_message_size: Option<u64>,
    /// The id of the list of file types it refuses.
    refuses: Option<String>,
    server: Vec<Server>,
    /// Its IMAP server.
    pub imap: Option<ImapServer>,
}

/// A provider's IMAP server; the login is the one of its SMTP server.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct ImapServer {
    pub host: String,
    pub port: u16,
    pub security: Security,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Server {
    host: String,
    port: u16,
    security: Security,
    username: Username,
    auth: Vec<AuthKind>,
    oauth: Option<crate::config::OAuthProvider>,
    /// The message id of what the person must know (`provider-note-...`).
    note: Option<String>,
    /// The host that note names.
    note_host: Option<String>,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Username {
    Address,
    Localpart,
}

/// The table, read once. It is ours and tested; a broken table is a build that tests refuse.
fn whole() -> &'static Table {
    static TABLE_READ: OnceLock<Table> = OnceLock::new();
    TABLE_READ.get_or_init(|| {
        toml::from_str::<Table>(TABLE).unwrap_or(Table {
            provider: Vec::new(),
            refused: Vec::new(),
        })
    })
}

/// The providers.
fn table() -> &'static [Provider] {
    &whole().provider
}

/// The provider that hosts addresses at `domain` (ASCII, lower case).
pub(super) fn by_domain(domain: &str) -> Option<&'static Provider> {
    table()
        .iter()
        .find(|p| p.domains.iter().any(|d| d.eq_ignore_ascii_case(domain)))
}

/// The provider whose mail exchangers `mx_host` belongs to.
pub(super) fn by_mx(mx_host: &str) -> Option<&'static Provider> {
    let host = mx_host.trim_end_matches('.').to_ascii_lowercase();
    table().iter().find(|p| {
        p.mx.iter()
            .any(|s| host == *s || host.ends_with(&format!(".{s}")))
    })
}

/// The built-in OAuth preset of the table's server `host` (an autoconfig file or an MX that
/// names `smtp.office365.com` signs in the way the table knows for it).
pub(super) fn oauth_preset_of(host: &str) -> Option<crate::config::OAuthProvider> {
    table()
        .iter()
        .flat_map(|p| &p.server)
        .find(|s| s.host.eq_ignore_ascii_case(host) && s.oauth.is_some())
        .and_then(|s| s.oauth)
}

/// How a known provider's SMTP server takes a sign-in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KnownSignIn {
    /// The provider's name.
    pub provider: &'static str,
    /// The built-in OAuth 2.0 preset for the server, if any.
    pub oauth: Option<crate::config::OAuthProvider>,
    /// Whether it takes a password (the account's, or an app password).
    pub password: bool,
    /// The provider's page on creating an app password, where one is needed.
    pub app_password_help: Option<&'static str>,
}

/// How the table's SMTP server `host` (on `port`) takes a sign-in, if it is a known
/// provider's.
pub fn sign_in_of(host: &str, port: u16) -> Option<KnownSignIn> {
    let provider = by_server(host, port)?;
    let servers = || provider.server.iter();
    Some(KnownSignIn {
        provider: &provider.name,
        oauth: servers()
            .find(|s| s.host.eq_ignore_ascii_case(host) && s.oauth.is_some())
            .or_else(|| servers().find(|s| s.oauth.is_some()))
            .and_then(|s| s.oauth),
        password: servers().any(|s| s.auth.contains(&AuthKind::Password)),
        app_password_help: provider.app_password_help.as_deref(),
    })
}

impl ImapServer {
    fn mailbox(&self) -> super::MailboxServer {
        super::MailboxServer {
            host: self.host.clone(),
            port: self.port,
            security: self.security,
        }
    }
}

/// Whether mail submitted to the SMTP server `host` (on `port`) lands in the mailbox's Sent
/// folder without a copy from us: a server of a provider that files it, by its host or by
/// the registrable domain of its hosts (Zoho's organisations submit to smtppro.zoho.com). A
/// loopback host (Proton Mail Bridge) is matched with its port, so that another local server
/// is not taken for it.
pub fn files_sent_by_itself(host: &str, port: u16) -> bool {
    let host = host.trim_end_matches('.').to_ascii_lowercase();
    let domain = super::registrable(&host);
    table().iter().filter(|p| p.files_sent).any(|p| {
        p.server.iter().any(|s| {
            if crate::config::is_local(&s.host) {
                return s.host == host && s.port == port;
            }
            s.host.eq_ignore_ascii_case(&host)
                || domain.is_some() && super::registrable(&s.host) == domain
        })
    })
}

/// The provider whose SMTP server `host` (on `port`) is: by its host, or by the registrable
/// domain of its hosts; a loopback host only with its port.
fn by_server(host: &str, port: u16) -> Option<&'static Provider> {
    let host = host.trim_end_matches('.').to_ascii_lowercase();
    let domain = super::registrable(&host);
    table().iter().find(|p| {
        p.server.iter().any(|s| {
            if crate::config::is_local(&s.host) {
                return s.host == host && s.port == port;
            }
            s.host.eq_ignore_ascii_case(&host)
                || domain.is_some() && super::registrable(&s.host) == domain
        })
    })
}

/// What a provider is known to refuse: messages over a size, and file types.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    provider: &'static Provider,
    refused: &'static [String],
}

/// The limits the table knows for mail sent through the SMTP server `host` on `port` (the
/// account's), if it is a known provider's.
pub fn limits_of(host: &str, port: u16) -> Option<Limits> {
    let provider = by_server(host, port)?;
    let refused = provider
        .refuses
        .as_deref()
        .and_then(|id| whole().refused.iter().find(|r| r.id == id))
        .map_or(&[][..], |r| r.extensions.as_slice());
    Some(Limits { provider, refused })
}

/// Media types that are programs whatever their name says: refused wherever executables are.
const EXECUTABLE_TYPES: &[&str] = &[
    "application/x-msdownload",
    "application/x-dosexec",
    "application/x-ms-dos-executable",
    "application/vnd.microsoft.portable-executable",
    "application/x-msi",
    "application/x-ms-installer",
];

impl Limits {
    /// The provider's name, as sentences print it.
    pub fn provider(&self) -> &'static str {
        &self.provider.name
    }

    /// The largest message it sends, in bytes, if known.
    pub fn max_message_size(&self) -> Option<u64> {
        self.provider.max_message_size
    }

    /// "The message is 31 MB; Gmail / Google Workspace accepts up to 25 MB", when a message
    /// of `size` bytes (as sent: [`crate::message::Outgoing::size`]) is over its limit.
    pub fn too_big(&self, size: u64) -> Option<Text> {
        let limit = self.max_message_size()?;
        (size > limit).then(|| crate::message::too_big(&self.provider.name, size, limit))
    }

    /// Whether it refuses to carry a file called `name` of media type `content_type`: by
    /// the name's extension (trailing dots and spaces left off, as Windows does), or because
    /// the type is a Windows program.
    pub fn refuses(&self, name: &str, content_type: &str) -> bool {
        if self.refused.is_empty() {
            return false;
        }
        let name = name.trim_end_matches(['.', ' ']);
        let by_extension = name.rsplit_once('.').is_some_and(|(stem, ext)| {
            !stem.is_empty() && self.refused.iter().any(|r| r.eq_ignore_ascii_case(ext))
        });
        let essence = content_type
            .split(';')
            .next()
            .unwrap_or_default()
            .trim()
            .to_ascii_lowercase();
        by_extension || EXECUTABLE_TYPES.contains(&essence.as_str())
    }

    /// The warning for a file it refuses, if it does.
    pub fn refusal(&self, name: &str, content_type: &str) -> Option<Text> {
        self.refuses(name, content_type).then(|| {
            Text::new("provider-refuses-type")
                .arg("provider", self.provider.name.as_str())
                .arg("name", crate::visible::make_visible(name, false))
        })
    }
}

/// The IMAP server the table knows for the SMTP server `host` on `port`: an autoconfig file
/// or MX that named a known submission server gets that provider's mailbox too. A loopback
/// host (Proton Mail Bridge) is matched with its port, so that any other local server does
/// not get Bridge's mailbox.
pub(super) fn imap_of(host: &str, port: u16) -> Option<super::MailboxServer> {
    table()
        .iter()
        .find(|p| {
            p.server.iter().any(|s| {
                s.host.eq_ignore_ascii_case(host)
                    && (s.port == port || !crate::config::is_local(&s.host))
            })
        })
        .and_then(|p| p.imap.as_ref())
        .map(ImapServer::mailbox)
}

impl Provider {
    /// Its servers as candidates for `who`, found through `source`.
    pub(super) fn candidates(&'static self, who: &Who, source: Source) -> Vec<Candidate> {
        self.server
            .iter()
            .map(|s| Candidate {
                host: s.host.clone(),
                port: s.port,
                security: s.security,
                username: match s.username {
                    Username::Address => who.email.clone(),
                    Username::Localpart => who.local.clone(),
                },
                auth: s.auth.clone(),
                source,
                notes: s
                    .note
                    .as_deref()
                    .map(|id| {
                        Text::new(id)
                            .arg("provider", self.name.as_str())
                            .arg("host", s.note_host.as_deref().unwrap_or_default())
                    })
                    .into_iter()
                    .collect(),
                oauth: s.oauth,
                oauth2: None,
                imap: self.imap.as_ref().map(ImapServer::mailbox),
            })
            .collect()
    }
}

#[cfg(test)]
pub(super) fn all() -> &'static [Provider] {
    table()
}

#[cfg(test)]
impl Provider {
    pub(super) fn domains(&self) -> &[String] {
        &self.domains
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_reads_and_every_entry_is_usable() {
        let table: Table = toml::from_str(TABLE).expect("providers.toml is valid");
        assert!(table.provider.len() >= 15);
        for p in &table.provider {
            assert!(!p.server.is_empty(), "{}", p.id);
            assert!(!p.domains.is_empty() || !p.mx.is_empty(), "{}", p.id);
            for s in &p.server {
                assert!(
                    super::super::autoconfig::valid_host(&s.host).is_ok(),
                    "{}",
                    s.host
                );
                assert!(s.port != 0 && !s.auth.is_empty(), "{}", p.id);
                if s.auth.contains(&AuthKind::Oauth2) {
                    assert!(s.oauth.is_some(), "{}: OAuth without a preset", p.id);
                }
            }
            if let Some(help) = &p.app_password_help {
                assert!(help.starts_with("https://"), "{}", p.id);
            }
        }
        // A domain belongs to one provider only.
        let mut seen = std::collections::HashSet::new();
        for d in table.provider.iter().flat_map(|p| &p.domains) {
            assert!(seen.insert(d.to_ascii_lowercase()), "{d} twice");
        }
    }

    #[test]
    fn every_refused_list_named_is_in_the_table() {
        let table: Table = toml::from_str(TABLE).expect("providers.toml is valid");
        for p in &table.provider {
            if let Some(id) = &p.refuses {
                assert!(table.refused.iter().any(|r| &r.id == id), "{}: {id}", p.id);
            }
        }
        for r in &table.refused {
            for e in &r.extensions {
                assert!(
                    !e.starts_with('.') && *e == e.to_ascii_lowercase(),
                    "{}: {e}",
                    r.id
                );
            }
        }
    }

    #[test]
    fn limits_by_the_accounts_smtp_server() {
        let gmail = limits_of("smtp.gmail.com", 465).expect("gmail");
        assert_eq!(gmail.max_message_size(), Some(25_000_000));
        assert!(gmail.refuses("setup.EXE", "application/octet-stream"));
        assert!(gmail.refuses("tool.exe. ", "application/octet-stream"));
        assert!(gmail.refuses("renamed.txt", "application/x-msdownload"));
        assert!(!gmail.refuses("Lebenslauf.pdf", "application/pdf"));
        assert!(!gmail.refuses("exe", "application/octet-stream"));
        assert!(gmail.too_big(25_000_000).is_none());
        let over = gmail.too_big(31_000_000).expect("over");
        assert_eq!(
            over.english(),
            "the message is 31 MB; Gmail / Google Workspace accepts up to 25 MB"
        );
        let m365 = limits_of("smtp.office365.com", 587).expect("m365");
        assert!(m365.refuses("macro.docm", "application/octet-stream"));
        assert!(!m365.refuses("report.docx", "application/octet-stream"));
        assert_eq!(
            limits_of("smtp.mail.me.com", 587).and_then(|l| l.max_message_size()),
            Some(20_000_000)
        );
        let yahoo = limits_of("smtp.mail.yahoo.com", 465).expect("yahoo");
        assert_eq!(yahoo.max_message_size(), None);
        assert!(!yahoo.refuses("setup.exe", "application/octet-stream"));
        assert!(limits_of("smtp.example.org", 587).is_none());
        assert!(limits_of("smtp.gmail.com.evil.example", 465).is_none());
    }

    #[test]
    fn lookups_by_domain_and_by_mx() {
        assert_eq!(by_domain("gmail.com").map(|p| p.id.as_str()), Some("gmail"));
        assert_eq!(
            by_domain("HOTMAIL.co.uk").map(|p| p.id.as_str()),
            Some("outlook")
        );
        assert_eq!(by_domain("example.org").map(|p| p.id.as_str()), None);
        for (mx, id) in [
            ("example-org.mail.protection.outlook.com.", "office365"),
            ("example-org.r-v1.mx.microsoft", "office365"),
            ("eur.olc.protection.outlook.com", "outlook"),
            ("aspmx.l.google.com", "gmail"),
            ("mx.zoho.eu", "zoho-eu"),
            ("in1-smtp.messagingengine.com", "fastmail"),
        ] {
            assert_eq!(by_mx(mx).map(|p| p.id.as_str()), Some(id), "{mx}");
        }
        // A suffix must match whole labels.
        assert!(by_mx("notgoogle.com").is_none());
    }

    #[test]
    fn who_files_sent_mail_by_itself() {
        for (host, port) in [
            ("smtp.gmail.com", 587),
            ("SMTP.office365.com", 587),
            ("smtp-mail.outlook.com", 587),
            ("smtp.zoho.eu", 465),
            ("smtppro.zoho.com", 465),
            ("127.0.0.1", 1025),
        ] {
            assert!(files_sent_by_itself(host, port), "{host}:{port}");
        }
        for (host, port) in [
            ("smtp.mail.yahoo.com", 465),
            ("mail.gmx.net", 465),
            ("smtp.mail.me.com", 587),
            ("smtp.example.org", 587),
            // A local server that is not Proton Mail Bridge.
            ("127.0.0.1", 2525),
            ("localhost", 1025),
            // Not a registrable domain of a provider that files.
            ("smtp.gmail.com.evil.example", 465),
        ] {
            assert!(!files_sent_by_itself(host, port), "{host}:{port}");
        }
        assert_eq!(
            imap_of("smtp.mail.yahoo.com", 465).map(|i| i.host),
            Some("imap.mail.yahoo.com".to_string())
        );
        // Bridge's mailbox only for Bridge's SMTP port: another server on this machine (a
        // test server, a local relay) has no mailbox the table knows.
        assert_eq!(imap_of("127.0.0.1", 1025).map(|i| i.port), Some(1143));
        assert_eq!(imap_of("127.0.0.1", 2525), None);
        // Every provider with a mailbox has its IMAP server, on a port that is not SMTP's.
        for p in all() {
            if let Some(i) = &p.imap {
                assert!(
                    super::super::autoconfig::valid_host(&i.host).is_ok(),
                    "{}",
                    p.id
                );
                assert!(i.port == 993 || i.port == 1143, "{}", p.id);
            }
        }
    }
}
