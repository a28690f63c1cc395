//! Account discovery: from an email address to its outgoing (submission) server, so that a
//! person never has to know it. Only when the person asks (account setup, `config discover`):
//! nothing here runs for a message.
//!
//! The sources, in order; the first that answers wins:
//! 1. the built-in provider table ([`providers`], no network at all);
//! 2. the domain's autoconfig file over HTTPS (`https://autoconfig.<domain>/mail/config-v1.1.xml`),
//!    then its well-known location (`https://<domain>/.well-known/autoconfig/...`); never plain
//!    HTTP, whose answer anyone on the path could forge;
//! 3. the domain's MX: a provider of the table by its MX host, else the autoconfig of the MX
//!    host's registrable domain;
//! 4. RFC 6186 / RFC 8314 SRV records, `_submissions._tcp` (implicit TLS) before
//!    `_submission._tcp`;
//! 5. only with the person's consent (it tells Thunderbird's server which domain you use): the
//!    public ISPDB.
//!
//! Each source also gives the mailbox (IMAP) server beside the submission server, where the
//! copy of sent mail goes: the table's, the autoconfig file's `incomingServer type="imap"`,
//! the MX provider's, or the SRV records `_imaps._tcp` before `_imap._tcp` (RFC 6186); an
//! autoconfig file that names a known submission server and no mailbox gets the table's.
//!
//! Steps 2 to 4 run at once on threads; the whole search is bounded ([`Options::timeout`],
//! 10 s) and can be cancelled. Every answer is hostile input: host names, ports and
//! security are checked before a candidate is offered, and a server in another domain than
//! the address is said plainly ("mail for example.org is sent through smtp.provider.net").

mod autoconfig;
mod net;
mod providers;

pub use providers::{KnownSignIn, Limits, files_sent_by_itself, limits_of, sign_in_of};

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use publicsuffix::Psl as _;
use serde::{Deserialize, Serialize};

use crate::config::Security;

/// Thunderbird's public ISPDB, asked only with consent.
pub const ISPDB_URL: &str = "https://autoconfig.thunderbird.net/v1.1/";

/// Where a candidate came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Source {
    /// The built-in provider table, by address domain.
    Providers,
    /// `https://autoconfig.<domain>/...`.
    Autoconfig,
    /// `https://<domain>/.well-known/autoconfig/...`.
    WellKnown,
    /// The domain's MX host (a known provider, or its domain's autoconfig).
    Mx,
    /// RFC 6186 / RFC 8314 SRV records.
    Srv,
    /// Thunderbird's ISPDB.
    Ispdb,
}

impl Source {
    /// Where it came from, in words.
    pub fn describe(self) -> crate::i18n::Text {
        crate::i18n::Text::new(match self {
            Self::Providers => "source-providers",
            Self::Autoconfig => "source-autoconfig",
            Self::WellKnown => "source-well-known",
            Self::Mx => "source-mx",
            Self::Srv => "source-srv",
            Self::Ispdb => "source-ispdb",
        })
    }
}

/// A way of signing in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AuthKind {
    /// The account's password or an app password.
    Password,
    /// OAuth 2.0 (XOAUTH2).
    Oauth2,
}

/// A submission server that may serve the address.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Candidate {
    /// The server.
    pub host: String,
    pub port: u16,
    /// How the connection is protected.
    pub security: Security,
    /// The login name for the address.
    pub username: String,
    /// The sign-ins it takes, preferred first.
    pub auth: Vec<AuthKind>,
    /// Where it came from.
    pub source: Source,
    /// What the person should know: what the provider needs, a server in another domain
    /// (English in JSON, joined with "; ").
    #[serde(rename = "note", serialize_with = "crate::i18n::english_joined")]
    pub notes: Vec<crate::i18n::Text>,
    /// The built-in OAuth preset for `oauth2`.
    #[serde(skip)]
    pub oauth: Option<crate::config::OAuthProvider>,
    /// The OAuth 2.0 endpoints the domain's autoconfig file names, for a server no preset
    /// covers (the preset wins where there is one).
    #[serde(skip)]
    pub oauth2: Option<OAuthEndpoints>,
    /// The mailbox (IMAP) server found with it, signed in to the same way.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub imap: Option<MailboxServer>,
}

/// A mailbox (IMAP) server: where the copy of sent mail and server drafts go.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MailboxServer {
    /// The server.
    pub host: String,
    pub port: u16,
    /// How the connection is protected.
    pub security: Security,
}

/// Where to sign in with OAuth 2.0, as an autoconfig file's `<oAuth2>` element says
/// (draft-ietf-mailmaint-autoconfig); every address checked to be HTTPS.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OAuthEndpoints {
    /// The authorization endpoint.
    pub auth_url: String,
    /// The token endpoint.
    pub token_url: String,
    /// The scopes to ask for.
    pub scopes: Vec<String>,
}

impl OAuthEndpoints {
    /// The host of the sign-in page: the name the person is shown.
    pub fn host(&self) -> String {
        url::Url::parse(&self.auth_url)
            .ok()
            .and_then(|u| u.host_str().map(str::to_string))
            .unwrap_or_default()
    }
}

/// What discovery found for an address.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Discovery {
    /// The address.
    pub email: String,
    /// The candidates, best first.
    pub candidates: Vec<Candidate>,
    /// The provider's page on app passwords, when it needs one.
    pub app_password_help: Option<String>,
    /// What was refused or failed on the way, in words (hostile or broken answers).
    #[serde(skip)]
    pub problems: Vec<String>,
}

/// Why discovery could not start.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::Localize::text(self).english())]
pub enum DiscoverError {
    /// The input is not an address.
    NotAnAddress(String),
    /// The person stopped it.
    Cancelled,
}

impl crate::i18n::Localize for DiscoverError {
    fn text(&self) -> crate::i18n::Text {
        use crate::i18n::Text;
        match self {
            Self::NotAnAddress(text) => Text::new("discover-not-an-address").arg("text", text),
            Self::Cancelled => Text::new("discover-cancelled"),
        }
    }
}

/// How to search.
#[derive(Debug, Clone)]
pub struct Options {
    /// Only the built-in table: no network at all.
    pub offline: bool,
    /// The person agreed to ask Thunderbird's ISPDB (it learns the domain).
    pub ispdb: bool,
    /// The ISPDB's base URL (the domain is appended).
    pub ispdb_url: String,
    /// One DNS server to ask instead of the system's configuration (tests, or a person's
    /// choice).
    pub dns_server: Option<SocketAddr>,
    /// The HTTPS port of autoconfig servers (443; tests use a server of their own).
    pub https_port: u16,
    /// Trust only these certificate authorities (DER) instead of the system's (tests).
    pub roots: Vec<Vec<u8>>,
    /// The whole search's limit.
    pub timeout: Duration,
    /// Set to stop the search.
    pub cancel: Arc<AtomicBool>,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            offline: false,
            ispdb: false,
            ispdb_url: ISPDB_URL.into(),
            dns_server: None,
            https_port: 443,
            roots: Vec::new(),
            timeout: Duration::from_secs(10),
            cancel: Arc::new(AtomicBool::new(false)),
        }
    }
}

/// The address being looked up, in the forms the sources need.
#[derive(Debug, Clone)]
pub(crate) struct Who {
    /// The whole address (ASCII domain).
    email: String,
    /// The local part.
    local: String,
    /// The domain, ASCII, lower case.
    domain: String,
}

impl Who {
    fn parse(text: &str) -> Result<Self, DiscoverError> {
        let not = || DiscoverError::NotAnAddress(crate::visible::make_visible(text, false));
        let identity = crate::message::Identity::parse(text.trim()).map_err(|_| not())?;
        let a = identity.address;
        if !a.is_valid() || identity.name.is_some() {
            return Err(not());
        }
        let domain = a.ascii_domain.trim_end_matches('.').to_ascii_lowercase();
        Ok(Self {
            email: format!("{}@{domain}", a.local_part),
            local: a.local_part,
            domain,
        })
    }

    /// Autoconfig's placeholders filled in.
    fn expand(&self, template: &str) -> String {
        template
            .replace("%EMAILADDRESS%", &self.email)
            .replace("%EMAILLOCALPART%", &self.local)
            .replace("%EMAILDOMAIN%", &self.domain)
    }
}

/// The registrable domain of `host` (`smtp.mail.example.co.uk` -> `example.co.uk`), by the
/// public suffix list.
fn registrable(host: &str) -> Option<String> {
    let host = host.trim_end_matches('.').to_lowercase();
    let domain = public_suffixes().domain(host.as_bytes())?;
    std::str::from_utf8(domain.as_bytes())
        .ok()
        .map(str::to_owned)
}

/// The public suffix list (publicsuffix.org), read the first time it is needed: only account
/// discovery and the choice of filing a copy of sent mail ask. Its rules are embedded as data
/// rather than compiled into code, which would add half a megabyte to the program
/// (`build.rs`); `src/discover/public_suffix_list.dat` is the list as published, to be
/// replaced by a newer one as it is.
fn public_suffixes() -> &'static publicsuffix::List {
    static LIST: std::sync::OnceLock<publicsuffix::List> = std::sync::OnceLock::new();
    LIST.get_or_init(|| {
        // The embedded list is checked by a test; an unreadable one leaves the list's own
        // default rule (the last label is the suffix), never a panic.
        include_str!(concat!(env!("OUT_DIR"), "/public_suffix_list.dat"))
            .parse()
            .unwrap_or_default()
    })
}

/// Finds the submission server for `email`.
pub fn discover(email: &str, options: &Options) -> Result<Discovery, DiscoverError> {
    let who = Who::parse(email)?;
    let mut found = Discovery {
        email: who.email.clone(),
        candidates: Vec::new(),
        app_password_help: None,
        problems: Vec::new(),
    };
    if let Some(p) = providers::by_domain(&who.domain) {
        found.candidates = p.candidates(&who, Source::Providers);
        found.app_password_help = p.app_password_help.clone();
        return Ok(found);
    }
    if options.offline {
        return Ok(found);
    }
    let deadline = Instant::now() + options.timeout;
    // Each request's own limit leaves room for the MX step's second round.
    let step = options.timeout / 2;
    let dns = match net::Dns::new(options.dns_server, step) {
        Ok(d) => d,
        Err(e) => {
            found.problems.push(e);
            return Ok(found);
        }
    };
    let https = Arc::new(net::Https::new(dns.clone(), &options.roots, step));
    let lookups = Lookups {
        who: who.clone(),
        https: https.clone(),
        port: options.https_port,
    };
    let (tx, rx) = mpsc::channel::<(Source, Outcome)>();
    let spawn = |source: Source, work: Box<dyn FnOnce() -> Outcome + Send>| {
        let tx = tx.clone();
        // Not a `Task`: the searches fan out from a task's thread, which collects them here.
        std::thread::spawn(move || {
            let _ = tx.send((source, work()));
        });
    };
    {
        let l = lookups.clone();
        spawn(
            Source::Autoconfig,
            Box::new(move || l.autoconfig(Source::Autoconfig)),
        );
        let l = lookups.clone();
        spawn(
            Source::WellKnown,
            Box::new(move || l.autoconfig(Source::WellKnown)),
        );
        let (l, d) = (lookups.clone(), dns.clone());
        spawn(Source::Mx, Box::new(move || l.mx(&d)));
        let (l, d) = (lookups.clone(), dns.clone());
        spawn(Source::Srv, Box::new(move || l.srv(&d)));
    }
    drop(tx);
    let order = [
        Source::Autoconfig,
        Source::WellKnown,
        Source::Mx,
        Source::Srv,
    ];
    let mut outcomes: Vec<(Source, Outcome)> = Vec::new();
    // Waits until the best source that can still answer has answered.
    let best_settled = |outcomes: &[(Source, Outcome)]| {
        for source in order {
            match outcomes.iter().find(|(s, _)| *s == source) {
                Some((_, o)) if !o.candidates.is_empty() => return true,
                Some(_) => continue,
                None => return false,
            }
        }
        true
    };
    while !best_settled(&outcomes) {
        if options.cancel.load(Ordering::Relaxed) {
            return Err(DiscoverError::Cancelled);
        }
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            found.problems.push(format!(
                "the search stopped after {} seconds; servers that had not answered were left out",
                options.timeout.as_secs()
            ));
            break;
        }
        match rx.recv_timeout(left.min(Duration::from_millis(50))) {
            Ok(o) => outcomes.push(o),
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    for source in order {
        if let Some((_, o)) = outcomes.iter_mut().find(|(s, _)| *s == source) {
            found.problems.append(&mut o.problems);
            if found.candidates.is_empty() && !o.candidates.is_empty() {
                found.candidates = std::mem::take(&mut o.candidates);
                found.app_password_help = o.app_password_help.take();
            }
        }
    }
    if found.candidates.is_empty() && options.ispdb && !options.cancel.load(Ordering::Relaxed) {
        let url = format!("{}{}", options.ispdb_url, who.domain);
        let o = lookups.fetch(&url, Source::Ispdb);
        found.problems.extend(o.problems);
        found.candidates = o.candidates;
    }
    for c in &mut found.candidates {
        note_other_domain(c, &who);
    }
    Ok(found)
}

/// Says so when the server is in another domain than the address.
fn note_other_domain(c: &mut Candidate, who: &Who) {
    let ours = registrable(&who.domain).unwrap_or_else(|| who.domain.clone());
    let theirs = registrable(&c.host).unwrap_or_else(|| c.host.clone());
    // Only the table's own loopback entry (Proton Bridge) is exempt: a file or a record that
    // sends mail to this machine is said like any other server.
    if ours != theirs && !(c.source == Source::Providers && c.host == "127.0.0.1") {
        c.notes.push(
            crate::i18n::Text::new("discover-other-domain")
                .arg("domain", &who.domain)
                .arg("host", &c.host),
        );
    }
}

/// What one source found.
#[derive(Debug, Default)]
struct Outcome {
    candidates: Vec<Candidate>,
    app_password_help: Option<String>,
    problems: Vec<String>,
}

/// The network sources, for one address.
#[derive(Clone)]
struct Lookups {
    who: Who,
    https: Arc<net::Https>,
    port: u16,
}

impl Lookups {
    fn base(&self, host: &str) -> String {
        if self.port == 443 {
            format!("https://{host}")
        } else {
            format!("https://{host}:{}", self.port)
        }
    }

    /// The autoconfig file of `domain` at the provider's host or its well-known location.
    fn autoconfig_url(&self, domain: &str, source: Source) -> String {
        match source {
            Source::WellKnown => format!(
                "{}/.well-known/autoconfig/mail/config-v1.1.xml",
                self.base(domain)
            ),
            _ => format!(
                "{}/mail/config-v1.1.xml?emailaddress={}",
                self.base(&format!("autoconfig.{domain}")),
                percent_encoding::utf8_percent_encode(
                    &self.who.email,
                    percent_encoding::NON_ALPHANUMERIC
                )
            ),
        }
    }

    fn autoconfig(&self, source: Source) -> Outcome {
        self.fetch(&self.autoconfig_url(&self.who.domain, source), source)
    }

    fn fetch(&self, url: &str, source: Source) -> Outcome {
        match self.https.get(url) {
            Ok(xml) => {
                let (candidates, problems) = autoconfig::parse(&xml, &self.who, source, url);
                Outcome {
                    candidates,
                    app_password_help: None,
                    problems,
                }
            }
            Err(e) => Outcome {
                problems: vec![format!("{url}: {e}")],
                ..Outcome::default()
            },
        }
    }

    /// A known provider by the MX host, else the MX host's own domain's autoconfig.
    fn mx(&self, dns: &net::Dns) -> Outcome {
        let hosts = match dns.mx(&self.who.domain) {
            Ok(h) => h,
            Err(e) => {
                return Outcome {
                    problems: vec![e],
                    ..Outcome::default()
                };
            }
        };
        let Some(first) = hosts.first() else {
            return Outcome::default();
        };
        // The name comes from DNS: only a host name goes into a URL.
        let first = match autoconfig::valid_host(first) {
            Ok(h) => h,
            Err(why) => {
                return Outcome {
                    problems: vec![format!(
                        "the MX record of {} was refused: {why}",
                        self.who.domain
                    )],
                    ..Outcome::default()
                };
            }
        };
        let first = &first;
        if let Some(p) = providers::by_mx(first) {
            return Outcome {
                candidates: p.candidates(&self.who, Source::Mx),
                app_password_help: p.app_password_help.clone(),
                problems: Vec::new(),
            };
        }
        match registrable(first) {
            Some(base) if base != self.who.domain => {
                let mut o = self.fetch(&self.autoconfig_url(&base, Source::Mx), Source::Mx);
                if o.candidates.is_empty() {
                    let w = self.fetch(&self.autoconfig_url(&base, Source::WellKnown), Source::Mx);
                    o.candidates = w.candidates;
                    o.problems.extend(w.problems);
                }
                o
            }
            _ => Outcome::default(),
        }
    }

    /// RFC 8314 §5.1: implicit TLS (`_submissions`) preferred to STARTTLS (`_submission`);
    /// the mailbox likewise (`_imaps` before `_imap`, RFC 6186 §3.2).
    fn srv(&self, dns: &net::Dns) -> Outcome {
        let mut o = Outcome::default();
        let mut mailbox = None;
        for (label, security) in [
            ("_imaps._tcp", Security::Tls),
            ("_imap._tcp", Security::Starttls),
        ] {
            if mailbox.is_some() {
                break;
            }
            // RFC 6186 §4: a target of "." says the service is not offered.
            if let Ok(targets) = dns.srv(&format!("{label}.{}", self.who.domain)) {
                mailbox = targets.into_iter().find_map(|(host, port)| {
                    let host = autoconfig::valid_host(&host).ok()?;
                    (port != 0).then_some(MailboxServer {
                        host,
                        port,
                        security,
                    })
                });
            }
        }
        for (label, security) in [
            ("_submissions._tcp", Security::Tls),
            ("_submission._tcp", Security::Starttls),
        ] {
            match dns.srv(&format!("{label}.{}", self.who.domain)) {
                Ok(targets) => {
                    for (host, port) in targets {
                        match autoconfig::valid_host(&host) {
                            Ok(host) if port != 0 => o.candidates.push(Candidate {
                                host,
                                port,
                                security,
                                username: self.who.email.clone(),
                                auth: vec![AuthKind::Password],
                                source: Source::Srv,
                                notes: Vec::new(),
                                oauth: None,
                                oauth2: None,
                                imap: mailbox.clone(),
                            }),
                            Ok(host) => o
                                .problems
                                .push(format!("{label}: {host} has port 0: refused")),
                            Err(e) => o.problems.push(format!("{label}: {e}")),
                        }
                    }
                }
                Err(e) => o.problems.push(e),
            }
        }
        o
    }
}

#[cfg(test)]
mod tests;
