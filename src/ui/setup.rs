//! First run: no config yet. The window asks for the address, finds the server
//! ([`crate::discover`]) and asks for what that provider needs: a password kept in the system
//! keyring ([`crate::secrets`]), or "Sign in with Microsoft / Google" ([`crate::signin`]); a
//! password command and the server settings stay under "Advanced". "Test connection" logs in
//! without sending; "Save account" adds the account to `config.toml` keeping whatever else is
//! in it. The message waits meanwhile. Next to it: "I write mail in my browser" and "I use
//! another mail program", which save an account that hands messages over
//! ([`crate::open_with`]) instead of sending them.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;

use egui::RichText;

use crate::config::{self, Config, PasswordSource, Security, Transport};
use crate::discover::{self, AuthKind, DiscoverError, Discovery, OAuthEndpoints};
use crate::open_with::Target;
use crate::secrets;
use crate::send::{self, SendError, ServerReport};
use crate::signin;

use super::sign_in::SignInTask;

/// How the account signs in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum SignInKind {
    /// A password (or app password) typed here, kept in the system keyring.
    Password,
    /// The built-in OAuth 2.0 sign-in.
    OAuth,
    /// A program that prints the password.
    Command,
}

/// Work running on a thread, with the flag that stops it.
struct Running<T> {
    rx: mpsc::Receiver<T>,
    cancel: Arc<AtomicBool>,
}

impl<T: Send + 'static> Running<T> {
    fn start(work: impl FnOnce(&AtomicBool) -> T + Send + 'static) -> Self {
        let (tx, rx) = mpsc::channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = cancel.clone();
        std::thread::spawn(move || {
            let _ = tx.send(work(&flag));
        });
        Self { rx, cancel }
    }
}

/// The account form.
pub(super) struct Setup {
    pub email: String,
    pub name: String,
    pub host: String,
    pub port: String,
    pub security: Security,
    pub username: String,
    pub password: String,
    pub password_command: String,
    pub client_id: String,
    /// The client secret some providers give with a desktop client id (Google's, which is
    /// not secret); empty for the others.
    pub client_secret: String,
    pub sign_in: SignInKind,
    /// The OAuth preset of the provider found (`microsoft`, `google`).
    pub oauth_provider: Option<String>,
    /// The OAuth endpoints the domain's autoconfig named, where no preset covers the server.
    pub oauth_endpoints: Option<OAuthEndpoints>,
    /// How discovery searches (tests point it at their own servers).
    pub discover_options: discover::Options,
    pub status: Option<(bool, String)>,
    show_password: bool,
    manual: bool,
    ask_ispdb: bool,
    found: Option<Discovery>,
    /// The sign-in the person completed, as it was set up then (a changed address or client
    /// id asks for a new one).
    signed_in: Option<signin::Settings>,
    /// The sign-in under way, as set up when it started.
    signing_for: Option<signin::Settings>,
    finding: Option<Running<Result<Discovery, DiscoverError>>>,
    signing_in: Option<SignInTask>,
    testing: Option<mpsc::Receiver<Result<ServerReport, SendError>>>,
}

impl Default for Setup {
    fn default() -> Self {
        Self {
            email: String::new(),
            name: String::new(),
            host: String::new(),
            port: "587".into(),
            security: Security::Starttls,
            username: String::new(),
            password: String::new(),
            password_command: String::new(),
            client_id: String::new(),
            client_secret: String::new(),
            sign_in: SignInKind::Password,
            oauth_provider: None,
            oauth_endpoints: None,
            discover_options: discover::Options::default(),
            status: None,
            show_password: false,
            manual: false,
            ask_ispdb: false,
            found: None,
            signed_in: None,
            signing_for: None,
            finding: None,
            signing_in: None,
            testing: None,
        }
    }
}

/// Grid rows of a label and its text field (labelled for screen readers), with a hint.
fn text_rows<const N: usize>(ui: &mut egui::Ui, rows: [(&str, &mut String, &str); N]) {
    for (label, value, hint) in rows {
        let l = ui.label(label);
        ui.add(
            egui::TextEdit::singleline(value)
                .hint_text(hint)
                .desired_width(320.0),
        )
        .labelled_by(l.id);
        ui.end_row();
    }
}

fn toml_str(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

impl Setup {
    /// An empty form whose "Find my server" searches with `options`.
    pub fn searching_with(options: discover::Options) -> Self {
        Self {
            discover_options: options,
            ..Self::default()
        }
    }

    /// The config text this form describes.
    pub fn toml(&self) -> String {
        let mut t = String::from("[accounts.main]\n");
        t.push_str(&format!("email = {}\n", toml_str(self.email.trim())));
        if !self.name.trim().is_empty() {
            t.push_str(&format!("display-name = {}\n", toml_str(self.name.trim())));
        }
        t.push_str("default = true\n");
        t.push_str(&format!("host = {}\n", toml_str(self.host.trim())));
        t.push_str(&format!("port = {}\n", self.port.trim()));
        t.push_str(&format!("security = \"{}\"\n", self.security.as_str()));
        if !self.username.trim().is_empty() {
            t.push_str(&format!("username = {}\n", toml_str(self.username.trim())));
            match self.sign_in {
                SignInKind::Password => t.push_str("password.keyring = true\n"),
                SignInKind::OAuth => {
                    t.push_str("auth = \"oauth2\"\n");
                    if let Some(p) = &self.oauth_provider {
                        t.push_str(&format!("oauth2.provider = {}\n", toml_str(p)));
                    } else if let Some(e) = &self.oauth_endpoints {
                        let scopes: Vec<String> = e.scopes.iter().map(|s| toml_str(s)).collect();
                        t.push_str(&format!(
                            "oauth2.auth-url = {}\noauth2.token-url = {}\noauth2.scopes = [{}]\n",
                            toml_str(&e.auth_url),
                            toml_str(&e.token_url),
                            scopes.join(", ")
                        ));
                    }
                    t.push_str(&format!(
                        "oauth2.client-id = {}\n",
                        toml_str(self.client_id.trim())
                    ));
                    if !self.client_secret.trim().is_empty() {
                        t.push_str(&format!(
                            "oauth2.client-secret = {}\n",
                            toml_str(self.client_secret.trim())
                        ));
                    }
                }
                SignInKind::Command => {
                    let argv: Vec<String> = self
                        .password_command
                        .split_whitespace()
                        .map(toml_str)
                        .collect();
                    t.push_str(&format!("password.command = [{}]\n", argv.join(", ")));
                }
            }
        }
        t
    }
    /// The config text of an account that hands messages to `target`: `webmail = "gmail"` or
    /// `program = "claws-mail"`, with the address and name if the person typed them.
    pub fn handoff_toml(&self, target: &Target) -> String {
        let (table, key) = match target {
            Target::Webmail(_) => ("webmail", "webmail"),
            Target::Program(_) => ("program", "program"),
        };
        let mut t = format!("[accounts.{table}]\n{key} = {}\n", toml_str(target.id()));
        if !self.email.trim().is_empty() {
            t.push_str(&format!("email = {}\n", toml_str(self.email.trim())));
        }
        if !self.name.trim().is_empty() {
            t.push_str(&format!("display-name = {}\n", toml_str(self.name.trim())));
        }
        t.push_str("default = true\n");
        t
    }

    /// Adds `toml`'s account to the config at `path` (created, or kept with its comments and
    /// other accounts).
    fn save(&self, path: &Path, toml: &str) -> Result<Config, String> {
        config::add_account(path, toml)
            .map(|(c, _)| c)
            .map_err(|e| e.to_string())
    }

    /// What in the form cannot go into a config at all, in the form's own words (the config
    /// file's messages would name lines of a file the person never saw).
    fn form_problem(&self) -> Option<String> {
        if !matches!(self.port.trim().parse::<u16>(), Ok(p) if p > 0) {
            return Some(
                "Port must be a number from 1 to 65535 (587 or 465 for most providers).".into(),
            );
        }
        if self.sign_in == SignInKind::Command && self.password_command.contains(['"', '\'', '\\'])
        {
            return Some("The password command is split at spaces and takes no quotes: for an argument with spaces, write password.command in the config file as a list.".into());
        }
        None
    }

    /// The form validated as a config at `path`.
    fn config(&self, path: &Path) -> Result<Config, String> {
        if let Some(problem) = self.form_problem() {
            return Err(problem);
        }
        config::parse(&self.toml(), path, Some(0o600)).map_err(|e| e.to_string())
    }

    /// The form's SMTP settings, with the typed password (not yet in the keyring) for a test.
    fn smtp_for_test(&self, path: &Path) -> Result<config::Smtp, String> {
        match self
            .config(path)?
            .accounts
            .first()
            .map(|a| a.transport.clone())
        {
            Some(Transport::Smtp(mut smtp)) => {
                if smtp.password == PasswordSource::Keyring {
                    if self.password.is_empty() {
                        return Err("Type the password first.".into());
                    }
                    smtp.password = PasswordSource::Plain(self.password.clone());
                }
                Ok(smtp)
            }
            _ => Err("only SMTP accounts can be tested".into()),
        }
    }

    /// Takes what discovery found into the form.
    fn take(&mut self, d: Discovery) {
        match d.candidates.first() {
            Some(c) => {
                self.host = c.host.clone();
                self.port = c.port.to_string();
                self.security = c.security;
                self.username = c.username.clone();
                self.oauth_provider = c.oauth.clone();
                self.oauth_endpoints = c.oauth2.clone();
                // An app password needs no registration with the provider, so it comes first
                // where the provider takes one; OAuth where it is the provider's first choice.
                let app_password =
                    d.app_password_help.is_some() && c.auth.contains(&AuthKind::Password);
                self.sign_in = if !app_password
                    && c.auth.first() == Some(&AuthKind::Oauth2)
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
                self.status = Some((
                    false,
                    format!(
                        "No server was found for {}: enter it under Server settings (your provider's help pages name it).",
                        d.email
                    ),
                ));
            }
        }
        self.found = Some(d);
    }

    /// Collects what the threads finished.
    fn poll(&mut self, ctx: &egui::Context) {
        // A sign-in whose choice was left is stopped (its Stop button is no longer shown).
        if self.sign_in != SignInKind::OAuth && self.signing_in.take().is_some() {
            self.signing_for = None;
        }
        if let Some(r) = &self.finding
            && let Ok(result) = r.rx.try_recv()
        {
            self.finding = None;
            match result {
                Ok(d) => self.take(d),
                Err(e) => self.status = Some((false, e.to_string())),
            }
        }
        if let Some(task) = &mut self.signing_in
            && let Some(result) = task.poll(ctx)
        {
            self.signing_in = None;
            self.status = Some(match result {
                Ok(()) => {
                    self.signed_in = self.signing_for.take();
                    (true, "Signed in. Save the account to send with it.".into())
                }
                Err(e) => (false, e.to_string()),
            });
        }
        if let Some(rx) = &self.testing
            && let Ok(result) = rx.try_recv()
        {
            self.status = Some(match result {
                Ok(r) => (
                    true,
                    format!(
                        "Connected{} and logged in; the server offers: {}",
                        if r.encrypted {
                            ", encrypted,"
                        } else {
                            " (not encrypted)"
                        },
                        r.ehlo.join(", ")
                    ),
                ),
                Err(e) => (false, e.to_string()),
            });
            self.testing = None;
        }
        if self.finding.is_some() || self.testing.is_some() {
            ctx.request_repaint_after(std::time::Duration::from_millis(100));
        }
    }

    fn start_finding(&mut self) {
        let email = self.email.trim().to_string();
        let mut options = self.discover_options.clone();
        options.ispdb = self.ask_ispdb;
        // Discovery watches its own flag: Stop sets that one.
        let cancel = Arc::new(AtomicBool::new(false));
        options.cancel = cancel.clone();
        let mut run = Running::start(move |_| discover::discover(&email, &options));
        run.cancel = cancel;
        self.found = None;
        self.status = None;
        self.finding = Some(run);
    }

    /// The built-in sign-in the form describes, if it describes one.
    fn sign_in_settings(&self, path: &Path) -> Result<Option<signin::Settings>, String> {
        Ok(match self.config(path)?.accounts.into_iter().next() {
            Some(config::Account {
                transport:
                    Transport::Smtp(config::Smtp {
                        password: PasswordSource::SignIn(s),
                        ..
                    }),
                ..
            }) => Some(*s),
            _ => None,
        })
    }

    fn start_sign_in(&mut self, path: &Path) {
        let settings = match self.sign_in_settings(path) {
            Ok(Some(s)) => s,
            Ok(None) => return,
            Err(e) => {
                self.status = Some((false, e));
                return;
            }
        };
        self.signed_in = None;
        self.status = None;
        self.signing_for = Some(settings.clone());
        self.signing_in = Some(SignInTask::start(settings));
    }

    /// Saves the account: the config is merged and checked first, then the password goes to
    /// the keyring (nothing is written when it cannot be kept there), then the config is
    /// written; if that fails, the keyring gets back what it held before.
    fn save_account(&mut self, path: &Path) -> Option<Config> {
        let fail = |this: &mut Self, message: String| {
            this.status = Some((false, message));
            None
        };
        let user = self.username.trim().to_string();
        if !user.is_empty() && self.sign_in == SignInKind::OAuth {
            let now = self.sign_in_settings(path).ok().flatten();
            if self.signed_in.is_none() {
                return fail(self, "Sign in first; then save.".into());
            }
            if self.signed_in != now {
                return fail(
                    self,
                    "The address, username or client id changed since you signed in: sign in again, then save.".into(),
                );
            }
        }
        if !user.is_empty() && self.sign_in == SignInKind::Password && self.password.is_empty() {
            return fail(self, "Type the password first.".into());
        }
        if let Some(problem) = self.form_problem() {
            return fail(self, problem);
        }
        let prepared = match config::prepare_account(path, &self.toml()) {
            Ok(p) => p,
            Err(e) => return fail(self, e.to_string()),
        };
        let mut before = None;
        if !user.is_empty() && self.sign_in == SignInKind::Password {
            before = Some(secrets::get(secrets::Kind::Password, &user).ok());
            if let Err(e) = secrets::set(secrets::Kind::Password, &user, &self.password) {
                // Never a silent fallback to plain text: say so, offer the others.
                self.manual = true;
                return fail(
                    self,
                    format!("{e}. Under Advanced you can name a password command instead."),
                );
            }
        }
        match prepared.write() {
            Ok((c, _)) => Some(c),
            Err(e) => {
                match before {
                    Some(Some(old)) => {
                        let _ = secrets::set(secrets::Kind::Password, &user, old.expose());
                    }
                    Some(None) => {
                        let _ = secrets::delete(secrets::Kind::Password, &user);
                    }
                    None => {}
                }
                fail(self, e.to_string())
            }
        }
    }

    /// Draws the form and the hand-off choices (`targets`); returns the loaded config once it
    /// was saved.
    pub fn show(&mut self, ui: &mut egui::Ui, path: &Path, targets: &[Target]) -> Option<Config> {
        self.poll(ui.ctx());
        ui.label(
            RichText::new(
                "No account is set up yet. Add one here; the message below waits and is not lost.",
            )
            .strong(),
        );
        egui::Grid::new("setup-who").num_columns(2).show(ui, |ui| {
            text_rows(
                ui,
                [
                    ("Email", &mut self.email, "me@example.net"),
                    ("Name", &mut self.name, "Your Name"),
                ],
            );
        });
        ui.horizontal(|ui| {
            let finding = self.finding.is_some();
            // Nothing to look up before there is an address (a wrong one is still said).
            let typed = self.email.contains('@');
            if ui
                .add_enabled(!finding && typed, egui::Button::new("Find my server"))
                .on_hover_text("Looks the server up from the address: a built-in list of providers, then your domain's own settings")
                .clicked()
            {
                self.start_finding();
            }
            if finding {
                ui.spinner();
                ui.label("Looking up the server...");
                if ui.button("Stop").clicked()
                    && let Some(r) = &self.finding
                {
                    r.cancel.store(true, Ordering::Relaxed);
                }
            }
            ui.checkbox(&mut self.ask_ispdb, "Also ask Thunderbird's database")
                .on_hover_text("Tells Thunderbird's server which domain your address is at");
        });
        let found = self.found.clone();
        if let Some(d) = &found
            && let Some(c) = d.candidates.first()
        {
            ui.label(format!(
                "Found: {} port {}, {} (from {}).",
                c.host,
                c.port,
                match c.security {
                    Security::Tls => "TLS",
                    Security::Starttls => "STARTTLS",
                    Security::None => "not encrypted",
                },
                c.source.describe()
            ));
            if !c.note.is_empty() {
                ui.label(crate::visible::make_visible(&c.note, false));
            }
        }
        if found.as_ref().is_some_and(|d| !d.candidates.is_empty()) || self.manual {
            self.sign_in_section(ui, path, found.as_ref());
        }
        ui.collapsing("Advanced: server settings and a password command", |ui| {
            self.manual = true;
            self.server_fields(ui);
        });
        let mut saved = None;
        ui.horizontal(|ui| {
            let testing = self.testing.is_some();
            if ui
                .add_enabled(!testing, egui::Button::new("Test connection"))
                .on_hover_text("Logs in without sending anything")
                .clicked()
            {
                match self.smtp_for_test(path) {
                    Ok(smtp) => {
                        let (tx, rx) = mpsc::channel();
                        std::thread::spawn(move || {
                            let _ = tx.send(send::check_connection(&smtp, &mut |_| {}));
                        });
                        self.testing = Some(rx);
                        self.status = Some((true, "Testing...".into()));
                    }
                    Err(e) => self.status = Some((false, e)),
                }
            }
            if testing {
                ui.spinner();
            }
            if ui.button("Save account").clicked() {
                saved = self.save_account(path);
            }
        });
        ui.add_space(4.0);
        ui.label("Or keep writing mail where you do now: this window checks each message, then hands it over.");
        let mut chosen = None;
        for (heading, webmail) in [
            ("I write mail in my browser:", true),
            ("I use another mail program:", false),
        ] {
            ui.horizontal_wrapped(|ui| {
                ui.label(heading);
                let mut any = false;
                for t in targets
                    .iter()
                    .filter(|t| matches!(t, Target::Webmail(_)) == webmail)
                {
                    any = true;
                    if ui
                        .button(t.label())
                        .on_hover_text(t.description())
                        .clicked()
                    {
                        chosen = Some(t.clone());
                    }
                }
                if !any {
                    ui.label("(none installed)");
                }
            });
        }
        if let Some(target) = chosen {
            match self.save(path, &self.handoff_toml(&target)) {
                Ok(c) => saved = Some(c),
                Err(e) => self.status = Some((false, e)),
            }
        }
        if let Some((ok, text)) = &self.status {
            let color = if *ok {
                ui.visuals().text_color()
            } else {
                super::view::bad(ui)
            };
            ui.label(RichText::new(crate::visible::make_visible(text, false)).color(color));
        }
        saved
    }

    /// The way to sign in that the provider takes.
    fn sign_in_section(&mut self, ui: &mut egui::Ui, path: &Path, found: Option<&Discovery>) {
        let candidate = found.and_then(|d| d.candidates.first());
        let takes_password = candidate.is_none_or(|c| c.auth.contains(&AuthKind::Password));
        let preset = self.oauth_provider.as_deref().and_then(signin::provider);
        // Who the person signs in with: the preset's name, else the host of the page the
        // domain's autoconfig sends them to.
        let issuer = match (preset, &self.oauth_endpoints) {
            (Some(p), _) => Some(p.name.to_string()),
            (None, Some(e)) => Some(e.host()),
            (None, None) => None,
        };
        ui.horizontal(|ui| {
            ui.label("Sign in with:");
            if takes_password {
                ui.radio_value(&mut self.sign_in, SignInKind::Password, "Password");
            }
            if let Some(name) = &issuer {
                ui.radio_value(
                    &mut self.sign_in,
                    SignInKind::OAuth,
                    format!("{name} account"),
                );
            }
            ui.radio_value(&mut self.sign_in, SignInKind::Command, "Password command");
        });
        match self.sign_in {
            SignInKind::Password => {
                if let Some(help) = found.and_then(|d| d.app_password_help.clone()) {
                    ui.horizontal_wrapped(|ui| {
                        ui.label("This provider needs an app password, not the one you sign in to its website with.");
                        if ui.button("How to create an app password").on_hover_text(&help).clicked()
                            && let Err(e) = crate::open_with::browse(&help)
                        {
                            self.status = Some((false, format!("{e}: open {help} yourself")));
                        }
                    });
                }
                ui.horizontal(|ui| {
                    let l = ui.label("Password");
                    ui.add(
                        egui::TextEdit::singleline(&mut self.password)
                            .password(!self.show_password)
                            .desired_width(260.0),
                    )
                    .labelled_by(l.id);
                    ui.checkbox(&mut self.show_password, "Show");
                });
                ui.label("It is kept in the system keyring, never in the config file.");
            }
            SignInKind::OAuth => {
                let name = issuer.as_deref().unwrap_or("the provider");
                ui.label(format!(
                    "Register Mailto Preview with {name} once and paste its client id here (the README, \"Sign in with OAuth 2.0\", says how)."
                ));
                ui.horizontal(|ui| {
                    let l = ui.label("Client ID");
                    ui.add(egui::TextEdit::singleline(&mut self.client_id).desired_width(320.0))
                        .labelled_by(l.id);
                });
                // Google gives desktop clients a secret (it is not one: every copy of the
                // program holds it); Microsoft's public clients have none.
                if self.oauth_provider.as_deref() != Some("microsoft") {
                    ui.horizontal(|ui| {
                        let l = ui.label("Client secret");
                        ui.add(
                            egui::TextEdit::singleline(&mut self.client_secret)
                                .hint_text(if self.oauth_provider.as_deref() == Some("google") {
                                    "Google gives one with the client id"
                                } else {
                                    "only if the provider gave one"
                                })
                                .desired_width(320.0),
                        )
                        .labelled_by(l.id);
                    });
                }
                ui.horizontal(|ui| {
                    let busy = self.signing_in.is_some();
                    if ui
                        .add_enabled(
                            !busy && !self.client_id.trim().is_empty(),
                            egui::Button::new(format!("Sign in with {name}")),
                        )
                        .clicked()
                    {
                        self.start_sign_in(path);
                    }
                    if let Some(task) = &self.signing_in {
                        task.show(ui);
                    } else if self.signed_in.is_some() {
                        ui.label("Signed in.");
                    }
                });
            }
            SignInKind::Command => {
                ui.horizontal(|ui| {
                    let l = ui.label("Password command");
                    ui.add(
                        egui::TextEdit::singleline(&mut self.password_command)
                            .hint_text("pass show mail")
                            .desired_width(320.0),
                    )
                    .labelled_by(l.id);
                });
            }
        }
    }

    /// Server, port, security and login name.
    fn server_fields(&mut self, ui: &mut egui::Ui) {
        egui::Grid::new("setup-server")
            .num_columns(2)
            .show(ui, |ui| {
                text_rows(
                    ui,
                    [
                        ("Server", &mut self.host, "smtp.example.net"),
                        ("Port", &mut self.port, "587"),
                        ("Username", &mut self.username, "me@example.net"),
                    ],
                );
                ui.label("Security");
                ui.horizontal(|ui| {
                    ui.radio_value(&mut self.security, Security::Starttls, "STARTTLS");
                    ui.radio_value(&mut self.security, Security::Tls, "TLS");
                    ui.radio_value(
                        &mut self.security,
                        Security::None,
                        "None (this machine only)",
                    );
                });
                ui.end_row();
            });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_writes_a_valid_config() {
        let s = Setup {
            email: "me@example.net".into(),
            name: "Me \"Quoted\"".into(),
            host: "smtp.example.net".into(),
            username: "me".into(),
            password_command: "pass show mail/work".into(),
            sign_in: SignInKind::Command,
            ..Setup::default()
        };
        let c = s.config(Path::new("c.toml")).unwrap();
        assert_eq!(c.accounts[0].display_name.as_deref(), Some("Me \"Quoted\""));
        assert!(
            s.toml()
                .contains("password.command = [\"pass\", \"show\", \"mail/work\"]")
        );
        // A typed password goes to the keyring, the OAuth choice names the preset.
        let keyring = Setup {
            sign_in: SignInKind::Password,
            ..s
        };
        assert!(keyring.toml().contains("password.keyring = true\n"));
        let oauth = Setup {
            sign_in: SignInKind::OAuth,
            oauth_provider: Some("microsoft".into()),
            client_id: "my-own-id".into(),
            ..keyring
        };
        let c = oauth.config(Path::new("c.toml")).unwrap();
        match &c.accounts[0].transport {
            Transport::Smtp(smtp) => assert!(
                matches!(&smtp.password, PasswordSource::SignIn(s) if s.client_id == "my-own-id" && s.provider == Some("microsoft"))
            ),
            other => panic!("{other:?}"),
        }
        // Google's client secret, and endpoints an autoconfig file named, go into the file;
        // what the form cannot hold is said in its own words.
        let found = Setup {
            oauth_provider: None,
            oauth_endpoints: Some(OAuthEndpoints {
                auth_url: "https://id.example.net/a".into(),
                token_url: "https://id.example.net/t".into(),
                scopes: vec!["mail".into(), "offline_access".into()],
            }),
            client_secret: "not-secret".into(),
            ..oauth
        };
        let c = found.config(Path::new("c.toml")).unwrap();
        match &c.accounts[0].transport {
            Transport::Smtp(smtp) => assert!(
                matches!(&smtp.password, PasswordSource::SignIn(s) if s.client_secret.as_deref() == Some("not-secret") && s.scopes == ["mail", "offline_access"] && s.issuer() == "id.example.net")
            ),
            other => panic!("{other:?}"),
        }
        let bad_port = Setup {
            port: "5x7".into(),
            ..found
        };
        assert!(
            bad_port
                .config(Path::new("c.toml"))
                .unwrap_err()
                .starts_with("Port must be a number")
        );
        let quoted = Setup {
            port: "587".into(),
            sign_in: SignInKind::Command,
            password_command: "pass show \"My ISP\"".into(),
            ..bad_port
        };
        assert!(
            quoted
                .config(Path::new("c.toml"))
                .unwrap_err()
                .contains("takes no quotes")
        );
    }

    #[test]
    fn a_handoff_choice_writes_a_valid_account() {
        let s = Setup {
            email: "me@gmail.com".into(),
            ..Setup::default()
        };
        let gmail = Target::Webmail(crate::open_with::Webmail::by_id("gmail").unwrap());
        let text = s.handoff_toml(&gmail);
        let c = config::parse(&text, Path::new("c.toml"), Some(0o600)).unwrap();
        assert_eq!(c.accounts[0].open_with(), Some("gmail"));
        assert_eq!(c.accounts[0].email.as_deref(), Some("me@gmail.com"));
        // Without an address too: the webmail knows who you are.
        let text = Setup::default().handoff_toml(&gmail);
        assert!(
            config::parse(&text, Path::new("c.toml"), Some(0o600)).is_ok(),
            "{text}"
        );
    }
}
