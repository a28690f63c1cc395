//! First run: no account yet. The form asks for the address, finds the server
//! ([`crate::discover`]) and what that provider needs: a password kept in the system keyring
//! ([`crate::keyring`]), or "Sign in with Microsoft / Google" ([`crate::oauth`]); a password
//! command and the server settings stay under "Advanced". "Test connection" logs in without
//! sending; "Save account" adds the account to `config.toml` through the config's one writer,
//! keeping whatever else is in it. Beside it: "I write mail in my browser" and "I use another
//! mail program", which save an account that hands messages over ([`crate::open_with`]).
//!
//! This is the form's state and what its buttons do; the window draws it.

use std::path::Path;
use std::time::Duration;

use crate::config::{
    self, Account, Config, Handoff, Imap, Login, OAuthProvider, PasswordSource, Security, Server,
    SignIn, Smtp, TokenSource, Transport,
};
use crate::discover::{self, AuthKind, DiscoverError, Discovery, OAuthEndpoints};
use crate::i18n::Text;
use crate::keyring::{self, KeyringError};
use crate::oauth::{self, SignInError};
use crate::open_with::Target;
use crate::send::{self, SendError, ServerReport};
use crate::task::{Poll, Task, Waker};

use super::sign_in::SignInTask;

/// How the account signs in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignInKind {
    /// A password (or app password) typed here, kept in the system keyring.
    Password,
    /// The built-in OAuth 2.0 sign-in.
    OAuth,
    /// A program that prints the password.
    Command,
}

/// What the form can say about itself, beside its buttons.
#[derive(Debug)]
pub enum FormStatus {
    /// Discovery found nothing for this address.
    NotFound {
        /// The address.
        email: String,
    },
    /// Discovery could not run.
    DiscoverFailed(DiscoverError),
    /// The sign-in worked; the account can be saved.
    SignedIn,
    /// The sign-in did not work.
    SignInFailed(SignInError),
    /// The connection test is running.
    Testing,
    /// The connection test logged in.
    Tested(ServerReport),
    /// The connection test failed.
    TestFailed(SendError),
    /// The account is being saved (the keyring may ask to be unlocked).
    Saving,
    /// The provider's page could not be opened in the browser: the person opens it.
    BrowseFailed {
        /// Why, in words.
        error: Text,
        /// The page.
        url: String,
    },
    /// What the form holds cannot be used as it is.
    Problem(FormProblem),
}

impl FormStatus {
    /// Whether it reports something that did not work.
    pub fn is_failure(&self) -> bool {
        !matches!(
            self,
            FormStatus::SignedIn | FormStatus::Testing | FormStatus::Tested(_) | FormStatus::Saving
        )
    }
}

/// Why the form cannot be saved or tested as it is, in the form's own words (the config
/// file's messages would name lines of a file the person never saw).
#[derive(Debug)]
pub enum FormProblem {
    /// The port is not a number from 1 to 65535.
    BadPort,
    /// The password command has quotes, which the one-line field cannot carry.
    QuotedCommand,
    /// A password is needed and none was typed.
    TypePasswordFirst,
    /// The account signs in with OAuth and has not yet.
    SignInFirst,
    /// Something the sign-in depends on changed since it was made.
    SignInChanged,
    /// Only SMTP servers can be tested.
    OnlySmtp,
    /// The address is not one usable address.
    BadAddress(Text),
    /// The config file would not take the account.
    Config(config::ConfigError),
    /// The keyring did not take the password (nothing was written).
    Keyring(KeyringError),
}

/// The account form.
pub struct SetupForm {
    /// The address.
    pub email: String,
    /// The display name.
    pub name: String,
    /// The SMTP server.
    pub host: String,
    /// Its port, as typed.
    pub port: String,
    /// Its protection.
    pub security: Security,
    /// The mailbox's IMAP server (empty: none), where the copy of sent mail goes.
    pub imap_host: String,
    /// Its port, as typed.
    pub imap_port: String,
    /// Its protection, as discovery found it (for the port it found).
    imap_found: Option<(u16, Security)>,
    /// The login name.
    pub username: String,
    /// The password typed (kept in the keyring on save, never in the file).
    pub password: String,
    /// The password command, split at spaces.
    pub password_command: String,
    /// The OAuth client id (the person's own, when the build has none).
    pub client_id: String,
    /// The client secret some providers give with a desktop client id (Google's, which is
    /// not secret); empty for the others.
    pub client_secret: String,
    /// How the account signs in.
    pub sign_in: SignInKind,
    /// Whether the password is shown as typed.
    pub show_password: bool,
    /// Also ask Thunderbird's database (it learns the domain).
    pub ask_ispdb: bool,
    /// The OAuth preset of the provider found.
    oauth_provider: Option<OAuthProvider>,
    /// The OAuth endpoints the domain's autoconfig named, where no preset covers the server.
    oauth_endpoints: Option<OAuthEndpoints>,
    /// How discovery searches (tests point it at their own servers).
    discover_options: discover::Options,
    status: Option<FormStatus>,
    /// The server settings were opened (or nothing was found): they are what counts.
    manual: bool,
    found: Option<Discovery>,
    /// The sign-in the person completed, as it was set up then (a changed address or client
    /// id asks for a new one).
    signed_in: Option<oauth::Settings>,
    finding: Option<Task<Result<Discovery, DiscoverError>>>,
    signing_in: Option<SignInTask>,
    testing: Option<Task<Result<ServerReport, SendError>>>,
    /// Save account, under way: the keyring and the config file.
    saving: Option<Task<Result<Config, FormProblem>>>,
    /// The provider's page being opened in the browser.
    browsing: Option<(String, Task<Result<(), crate::open_with::LaunchError>>)>,
    /// The accounts other mail programs of this computer keep, read once after the first
    /// frame: the panel's first step.
    elsewhere: Elsewhere,
    wake: Waker,
}

/// The accounts of this computer's other mail programs, as far as they are read.
enum Elsewhere {
    NotRead,
    Reading(Task<Vec<(&'static str, Account)>>),
    Read(Vec<(&'static str, Account)>),
}

impl SetupForm {
    /// An empty form whose "Find my server" searches with `options`.
    pub fn new(options: discover::Options, wake: Waker) -> Self {
        Self {
            email: String::new(),
            name: String::new(),
            host: String::new(),
            port: "587".into(),
            security: Security::Starttls,
            imap_host: String::new(),
            imap_port: "993".into(),
            imap_found: None,
            username: String::new(),
            password: String::new(),
            password_command: String::new(),
            client_id: String::new(),
            client_secret: String::new(),
            sign_in: SignInKind::Password,
            show_password: false,
            ask_ispdb: false,
            oauth_provider: None,
            oauth_endpoints: None,
            discover_options: options,
            status: None,
            manual: false,
            found: None,
            signed_in: None,
            finding: None,
            signing_in: None,
            testing: None,
            saving: None,
            browsing: None,
            elsewhere: Elsewhere::NotRead,
            wake,
        }
    }

    /// The accounts other mail programs of this computer keep (Thunderbird, Evolution, KMail,
    /// msmtp), each with its program's name; empty until they are read.
    pub fn found_elsewhere(&self) -> &[(&'static str, Account)] {
        match &self.elsewhere {
            Elsewhere::Read(found) => found,
            _ => &[],
        }
    }

    /// Fills the form with the `index`th account [`SetupForm::found_elsewhere`] lists: the
    /// person sees what will be written, types the password (another program's is never
    /// read), and saves as for an account typed in.
    pub fn use_found(&mut self, index: usize) {
        let Some((_, a)) = self.found_elsewhere().get(index).cloned() else {
            return;
        };
        self.email = a.address().unwrap_or_default();
        self.name = a.display_name.clone().unwrap_or_default();
        if let Some(smtp) = a.smtp() {
            let server = &smtp.server;
            self.host = server.host.clone();
            self.port = server.port.to_string();
            self.security = server.security;
            if let Login::Password { user, source } = &server.login {
                self.username = user.clone();
                match source {
                    PasswordSource::Command(argv) => self.password_command = argv.join(" "),
                    // msmtp's own file held it: it goes to the keyring on Save.
                    PasswordSource::Plain(p) => self.password = p.clone(),
                    _ => {}
                }
            }
        }
        if let Some(imap) = &a.imap {
            self.imap_host = imap.server.host.clone();
            self.imap_port = imap.server.port.to_string();
        }
        // A known provider's server signs in as the table says; an account the other program
        // signed in to with OAuth 2.0 was taken as one of ours (the person signs in again).
        self.oauth_provider = self.known_server().and_then(|k| k.oauth);
        self.oauth_endpoints = None;
        self.sign_in = match a.smtp().map(|s| &s.server.login) {
            Some(Login::OAuth2 { user, .. }) => {
                self.username = user.clone();
                SignInKind::OAuth
            }
            _ => SignInKind::Password,
        };
        self.manual = true;
        self.status = None;
    }

    /// How the server in the form takes a sign-in, if it is a known provider's.
    fn known_server(&self) -> Option<discover::KnownSignIn> {
        let port = self.port.trim().parse::<u16>().ok()?;
        discover::sign_in_of(self.host.trim(), port)
    }

    /// What the form says now.
    pub fn status(&self) -> Option<&FormStatus> {
        self.status.as_ref()
    }

    /// What discovery found, once it has.
    pub fn found(&self) -> Option<&Discovery> {
        self.found.as_ref()
    }

    /// Whether a search is running.
    pub fn is_finding(&self) -> bool {
        self.finding.is_some()
    }

    /// Whether "Find my server" can look anything up: there is an address to look up (a
    /// wrong one is still said when the search ends).
    pub fn can_find_server(&self) -> bool {
        !self.is_finding() && self.email.contains('@')
    }

    /// Whether the account is being saved.
    pub fn is_saving(&self) -> bool {
        self.saving.is_some()
    }

    /// Opens the provider's page on app passwords in the browser, on a thread; a failure
    /// stays on screen with the address to open by hand.
    pub fn open_app_password_help(&mut self) {
        let Some(url) = self.app_password_help().map(str::to_string) else {
            return;
        };
        let page = url.clone();
        let task = Task::spawn("browse", self.wake.clone(), move |_| {
            crate::open_with::browse(&page)
        });
        self.browsing = Some((url, task));
    }

    /// Whether a connection test is running.
    pub fn is_testing(&self) -> bool {
        self.testing.is_some()
    }

    /// The sign-in under way, if any.
    pub fn signing_in(&self) -> Option<&SignInTask> {
        self.signing_in.as_ref()
    }

    /// Whether the person has signed in for the form as it is.
    pub fn is_signed_in(&self) -> bool {
        self.signed_in.is_some()
    }

    /// The server settings are open: they are what counts now.
    pub fn open_server_settings(&mut self) {
        self.manual = true;
    }

    /// Whether the sign-in choices are shown: a server was found, or the person gives it.
    pub fn shows_sign_in(&self) -> bool {
        self.manual
            || self
                .found
                .as_ref()
                .is_some_and(|d| !d.candidates.is_empty())
    }

    /// Whether the server found (or given) takes a password.
    pub fn takes_password(&self) -> bool {
        match self.found.as_ref() {
            Some(d) => d
                .candidates
                .first()
                .is_none_or(|c| c.auth.contains(&AuthKind::Password)),
            None => self.known_server().is_none_or(|k| k.password),
        }
    }

    /// The provider's page on app passwords, when it needs one.
    pub fn app_password_help(&self) -> Option<&str> {
        match self.found.as_ref() {
            Some(d) => d.app_password_help.as_deref(),
            None => self.known_server()?.app_password_help,
        }
    }

    /// Whether the person can use an app password instead of OAuth 2.0 (when this build
    /// has no client id for the provider): the provider says how to create one.
    pub fn app_password_instead(&self) -> bool {
        self.app_password_help().is_some() && self.takes_password()
    }

    /// The OAuth preset of the provider found.
    pub fn oauth_provider(&self) -> Option<OAuthProvider> {
        self.oauth_provider
    }

    /// Who the person signs in with: the preset's name, else the host of the page the
    /// domain's autoconfig sends them to.
    pub fn issuer(&self) -> Option<String> {
        match (self.oauth_provider, &self.oauth_endpoints) {
            (Some(p), _) => Some(p.name().to_string()),
            (None, Some(e)) => Some(e.host()),
            (None, None) => None,
        }
    }

    /// Whether the build carries a client id for the provider: then the person types none.
    pub fn has_packaged_client(&self) -> bool {
        self.oauth_provider
            .and_then(OAuthProvider::packaged_client)
            .is_some()
    }

    /// Whether a client id is there to sign in with.
    pub fn can_sign_in(&self) -> bool {
        self.signing_in.is_none()
            && (self.has_packaged_client() || !self.client_id.trim().is_empty())
    }

    /// The account this form describes, for the config.
    pub fn account(&self) -> Result<Account, FormProblem> {
        if !matches!(self.port.trim().parse::<u16>(), Ok(p) if p > 0) {
            return Err(FormProblem::BadPort);
        }
        if self.sign_in == SignInKind::Command && self.password_command.contains(['"', '\'', '\\'])
        {
            return Err(FormProblem::QuotedCommand);
        }
        let user = self.username.trim().to_string();
        let login = if user.is_empty() {
            Login::None
        } else {
            match self.sign_in {
                SignInKind::Password => Login::Password {
                    user,
                    source: PasswordSource::Keyring,
                },
                SignInKind::Command => Login::Password {
                    user,
                    source: PasswordSource::Command(
                        self.password_command
                            .split_whitespace()
                            .map(str::to_string)
                            .collect(),
                    ),
                },
                SignInKind::OAuth => Login::OAuth2 {
                    user,
                    source: TokenSource::SignIn(Box::new(self.oauth_settings())),
                },
            }
        };
        let mut account = Account::new(
            "main",
            Transport::Smtp(Smtp {
                server: Server {
                    host: self.host.trim().to_string(),
                    port: self.port.trim().parse().unwrap_or(587),
                    security: self.security,
                    login,
                    tls_ca: None,
                    allow_insecure: false,
                    accept_invalid_certs: false,
                    timeout: Duration::from_secs(config::DEFAULT_TIMEOUT_SECS),
                },
                ehlo_name: None,
            }),
        );
        account.imap = self.imap(&account)?;
        account.email = Some(self.address()?);
        account.display_name = Some(self.name.trim().to_string()).filter(|n| !n.is_empty());
        account.default = true;
        Ok(account)
    }

    /// The mailbox the form names, signed in to as the SMTP server is.
    fn imap(&self, account: &Account) -> Result<Option<Imap>, FormProblem> {
        let host = self.imap_host.trim();
        if host.is_empty() {
            return Ok(None);
        }
        let port = match self.imap_port.trim().parse::<u16>() {
            Ok(p) if p > 0 => p,
            _ => return Err(FormProblem::BadPort),
        };
        let Some(smtp) = account.smtp() else {
            return Ok(None);
        };
        let security = match self.imap_found {
            Some((found, security)) if found == port => security,
            // RFC 8314: 993 is IMAP over TLS; other ports start plain and upgrade.
            _ if port == 993 => Security::Tls,
            _ => Security::Starttls,
        };
        Ok(Some(Imap {
            server: Server {
                host: host.to_string(),
                port,
                security,
                ..smtp.server.clone()
            },
            sent_folder: None,
            drafts_folder: None,
        }))
    }

    /// The account that hands messages to `target`: with the address and name if the person
    /// typed them (the webmail knows who you are anyway).
    pub fn handoff_account(&self, target: &Target) -> Result<Account, FormProblem> {
        let handoff = match target {
            Target::Webmail(w) => Handoff::Webmail(w.service),
            Target::Program(p) => Handoff::Program(p.id.clone()),
        };
        let name = match handoff {
            Handoff::Webmail(_) => "webmail",
            Handoff::Program(_) => "program",
        };
        let mut account = Account::new(name, Transport::Handoff(handoff));
        if !self.email.trim().is_empty() {
            account.email = Some(self.address()?);
        }
        account.display_name = Some(self.name.trim().to_string()).filter(|n| !n.is_empty());
        account.default = true;
        Ok(account)
    }

    fn address(&self) -> Result<crate::mailto::Address, FormProblem> {
        let text = self.email.trim();
        let (mut list, _) =
            crate::mailto::parse_address_list(text, &crate::mailto::Field::Header("From".into()));
        match (list.len(), list.first().and_then(|a| a.problem.clone())) {
            (1, None) => Ok(list.remove(0)),
            (_, problem) => Err(FormProblem::BadAddress(
                problem.unwrap_or_else(|| Text::new("address-one-only")),
            )),
        }
    }

    /// The `oauth2` settings the form describes.
    fn oauth_settings(&self) -> SignIn {
        let own = |s: &str| Some(s.trim().to_string()).filter(|s| !s.is_empty());
        let endpoints = self
            .oauth_endpoints
            .as_ref()
            .filter(|_| self.oauth_provider.is_none());
        SignIn {
            provider: self.oauth_provider,
            client_id: own(&self.client_id),
            client_secret: own(&self.client_secret),
            auth_url: endpoints.map(|e| e.auth_url.clone()),
            token_url: endpoints.map(|e| e.token_url.clone()),
            scopes: endpoints.map(|e| e.scopes.clone()),
            ..SignIn::default()
        }
    }

    /// The built-in sign-in the form describes, if it describes one.
    fn sign_in_settings(&self) -> Result<Option<oauth::Settings>, FormProblem> {
        let account = self.account()?;
        Ok(oauth::Settings::of_account(&account))
    }

    /// The form's SMTP server, with the typed password (not yet in the keyring) for a test.
    fn server_for_test(&self) -> Result<Smtp, FormProblem> {
        let account = self.account()?;
        let Some(mut smtp) = account.smtp().cloned() else {
            return Err(FormProblem::OnlySmtp);
        };
        if let Login::Password {
            source: source @ PasswordSource::Keyring,
            ..
        } = &mut smtp.server.login
        {
            if self.password.is_empty() {
                return Err(FormProblem::TypePasswordFirst);
            }
            *source = PasswordSource::Plain(self.password.clone());
        }
        Ok(smtp)
    }

    /// Takes what discovery found into the form.
    fn take(&mut self, d: Discovery) {
        match d.candidates.first() {
            Some(c) => {
                self.host = c.host.clone();
                self.port = c.port.to_string();
                self.security = c.security;
                self.username = c.username.clone();
                match &c.imap {
                    Some(m) => {
                        self.imap_host = m.host.clone();
                        self.imap_port = m.port.to_string();
                        self.imap_found = Some((m.port, m.security));
                    }
                    None => {
                        self.imap_host.clear();
                        self.imap_found = None;
                    }
                }
                self.oauth_provider = c.oauth;
                self.oauth_endpoints = c.oauth2.clone();
                // An app password needs no registration with the provider, so it comes first
                // where the provider takes one; OAuth where it is the provider's first choice
                // (or the build carries the client id, so that it needs nothing of the person).
                let app_password =
                    d.app_password_help.is_some() && c.auth.contains(&AuthKind::Password);
                let oauth_first = c.auth.first() == Some(&AuthKind::Oauth2)
                    || (c.auth.contains(&AuthKind::Oauth2) && self.has_packaged_client());
                self.sign_in = if (!app_password || self.has_packaged_client())
                    && oauth_first
                    && (c.oauth.is_some() || c.oauth2.is_some())
                {
                    SignInKind::OAuth
                } else {
                    SignInKind::Password
                };
                self.status = None;
            }
            None => {
                self.manual = true;
                self.status = Some(FormStatus::NotFound {
                    email: d.email.clone(),
                });
            }
        }
        self.found = Some(d);
    }

    /// Collects what the threads finished: the saved config, once Save account is done.
    pub fn poll(&mut self) -> Option<Config> {
        match &mut self.elsewhere {
            Elsewhere::NotRead => {
                self.elsewhere = Elsewhere::Reading(Task::spawn_after_first_frame(
                    "other-mail-programs",
                    self.wake.clone(),
                    |_| config::found_in_home(),
                ));
            }
            Elsewhere::Reading(task) => match task.poll() {
                Poll::Running(_) => {}
                Poll::Done(found) => self.elsewhere = Elsewhere::Read(found),
                Poll::Lost => self.elsewhere = Elsewhere::Read(Vec::new()),
            },
            Elsewhere::Read(_) => {}
        }
        // A sign-in whose choice was left is stopped (its Stop button is no longer shown).
        if self.sign_in != SignInKind::OAuth {
            self.signing_in = None;
        }
        if let Some(task) = &mut self.finding {
            match task.poll() {
                Poll::Running(_) => {}
                Poll::Done(Ok(d)) => {
                    self.finding = None;
                    self.take(d);
                }
                Poll::Done(Err(e)) => {
                    self.finding = None;
                    self.status = Some(FormStatus::DiscoverFailed(e));
                }
                Poll::Lost => {
                    self.finding = None;
                    self.status = Some(FormStatus::DiscoverFailed(DiscoverError::Cancelled));
                }
            }
        }
        if let Some(task) = &mut self.signing_in
            && let Some(result) = task.poll()
        {
            let settings = task.settings().clone();
            self.signing_in = None;
            self.status = Some(match result {
                Ok(()) => {
                    self.signed_in = Some(settings);
                    FormStatus::SignedIn
                }
                Err(e) => FormStatus::SignInFailed(e),
            });
        }
        if let Some(task) = &mut self.testing {
            let done = match task.poll() {
                Poll::Running(_) => None,
                Poll::Done(Ok(r)) => Some(FormStatus::Tested(r)),
                Poll::Done(Err(e)) => Some(FormStatus::TestFailed(e)),
                Poll::Lost => Some(FormStatus::Problem(FormProblem::OnlySmtp)),
            };
            if let Some(status) = done {
                self.testing = None;
                self.status = Some(status);
            }
        }
        if let Some((url, task)) = &mut self.browsing {
            match task.poll() {
                Poll::Running(_) => {}
                Poll::Done(Ok(())) => self.browsing = None,
                Poll::Done(Err(e)) => {
                    self.status = Some(FormStatus::BrowseFailed {
                        error: crate::i18n::Localize::text(&e),
                        url: std::mem::take(url),
                    });
                    self.browsing = None;
                }
                Poll::Lost => self.browsing = None,
            }
        }
        let task = self.saving.as_mut()?;
        let result = match task.poll() {
            Poll::Running(_) => return None,
            Poll::Done(r) => r,
            Poll::Lost => Err(FormProblem::Config(config::ConfigError::Io {
                path: std::path::PathBuf::new(),
                source: std::io::Error::other("the thread saving the account stopped"),
            })),
        };
        self.saving = None;
        match result {
            Ok(config) => {
                self.status = None;
                Some(config)
            }
            Err(problem) => {
                if matches!(problem, FormProblem::Keyring(_)) {
                    // Never a silent fallback to plain text: the other ways are offered.
                    self.manual = true;
                }
                self.status = Some(FormStatus::Problem(problem));
                None
            }
        }
    }

    /// "Find my server": looks the address up on a thread.
    pub fn find_server(&mut self) {
        let email = self.email.trim().to_string();
        let mut options = self.discover_options.clone();
        options.ispdb = self.ask_ispdb;
        // Discovery watches its own flag: Stop sets that one.
        let cancel = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        options.cancel = cancel;
        self.found = None;
        self.status = None;
        self.finding = Some(Task::spawn("discover", self.wake.clone(), move |_| {
            discover::discover(&email, &options)
        }));
    }

    /// Stops the search.
    pub fn stop_finding(&mut self) {
        if let Some(task) = &self.finding {
            task.cancel();
        }
        self.discover_options
            .cancel
            .store(true, std::sync::atomic::Ordering::Relaxed);
    }

    /// "Sign in with ...": the browser round trip on a thread.
    pub fn start_sign_in(&mut self) {
        let settings = match self.sign_in_settings() {
            Ok(Some(s)) => s,
            Ok(None) => return,
            Err(e) => {
                self.status = Some(FormStatus::Problem(e));
                return;
            }
        };
        self.signed_in = None;
        self.status = None;
        self.signing_in = Some(SignInTask::start(settings, self.wake.clone()));
    }

    /// Stops the sign-in under way.
    pub fn stop_sign_in(&mut self) {
        if let Some(task) = &self.signing_in {
            task.stop();
        }
    }

    /// "Test connection": logs in without sending, on a thread.
    pub fn test_connection(&mut self) {
        match self.server_for_test() {
            Ok(smtp) => {
                self.testing = Some(Task::spawn(
                    "test-connection",
                    self.wake.clone(),
                    move |_| send::check_connection(&smtp, &mut |_| {}),
                ));
                self.status = Some(FormStatus::Testing);
            }
            Err(e) => self.status = Some(FormStatus::Problem(e)),
        }
    }

    /// Save account: what the form holds is checked here, then saved on a thread (the
    /// keyring may wait for the person to unlock it; the config file is read and written):
    /// the config is merged and checked first, then the password goes to the keyring
    /// (nothing is written when it cannot be kept there), then the config is written; if that
    /// fails, the keyring gets back what it held before. [`SetupForm::poll`] gives the saved
    /// config.
    pub fn save(&mut self, path: &Path) {
        if self.saving.is_some() {
            return;
        }
        match self.checked_for_save() {
            Ok((account, password)) => {
                let path = path.to_path_buf();
                self.saving = Some(Task::spawn("save-account", self.wake.clone(), move |_| {
                    save_account(&path, &account, password.as_deref())
                }));
                self.status = Some(FormStatus::Saving);
            }
            Err(problem) => self.status = Some(FormStatus::Problem(problem)),
        }
    }

    /// The account to save, and the password for the keyring if it keeps one.
    fn checked_for_save(&self) -> Result<(Account, Option<String>), FormProblem> {
        let account = self.account()?;
        let login = account.smtp().map(|s| s.server.login.clone());
        if let Some(Login::OAuth2 { .. }) = &login {
            let now = self.sign_in_settings()?;
            match &self.signed_in {
                None => return Err(FormProblem::SignInFirst),
                Some(done) if Some(done) != now.as_ref() => {
                    return Err(FormProblem::SignInChanged);
                }
                Some(_) => {}
            }
        }
        let password = match login {
            Some(Login::Password {
                source: PasswordSource::Keyring,
                ..
            }) if self.password.is_empty() => return Err(FormProblem::TypePasswordFirst),
            Some(Login::Password {
                source: PasswordSource::Keyring,
                ..
            }) => Some(self.password.clone()),
            _ => None,
        };
        Ok((account, password))
    }

    /// Saves an account that hands messages to `target`, on a thread.
    pub fn save_handoff(&mut self, path: &Path, target: &Target) {
        if self.saving.is_some() {
            return;
        }
        match self.handoff_account(target) {
            Ok(account) => {
                let path = path.to_path_buf();
                self.saving = Some(Task::spawn("save-account", self.wake.clone(), move |_| {
                    config::add_account(&path, &account)
                        .map(|(config, _)| config)
                        .map_err(FormProblem::Config)
                }));
                self.status = Some(FormStatus::Saving);
            }
            Err(problem) => self.status = Some(FormStatus::Problem(problem)),
        }
    }
}

/// Adds `account` to the config at `path`, its password (if any) in the keyring first.
fn save_account(
    path: &Path,
    account: &Account,
    password: Option<&str>,
) -> Result<Config, FormProblem> {
    let prepared = config::prepare_account(path, account).map_err(FormProblem::Config)?;
    let user = match &account.smtp().map(|s| &s.server.login) {
        Some(Login::Password { user, .. }) => user.clone(),
        _ => String::new(),
    };
    match password {
        Some(password) => keyring::store_then(keyring::Kind::Password, &user, password, || {
            prepared.write()
        })
        .map(|(config, _)| config)
        .map_err(|e| match e {
            keyring::StoreThenError::Keyring(e) => FormProblem::Keyring(e),
            keyring::StoreThenError::Then(e) => FormProblem::Config(e),
        }),
        None => prepared
            .write()
            .map(|(config, _)| config)
            .map_err(FormProblem::Config),
    }
}

#[cfg(test)]
mod tests;
