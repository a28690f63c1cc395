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
fn table() -> &'static [Provider] {
    static PROVIDERS: OnceLock<Vec<Provider>> = OnceLock::new();
    PROVIDERS.get_or_init(|| {
        toml::from_str::<Table>(TABLE)
            .map(|t| t.provider)
            .unwrap_or_default()
    })
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
