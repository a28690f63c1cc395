//! The file as serde reads it, and what each account's keys mean together. The text is parsed
//! once into spanned TOML ([`DeTable`]); `[window]` and the accounts are then deserialized
//! into typed tables apart, so that each keeps its own result, and every key keeps its place
//! in the file for the messages. What one key cannot say alone (a password without a user
//! name, SMTP keys on an account that hands messages over) is checked here.

use std::collections::BTreeMap;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;
use toml::Spanned;
use toml::de::{DeTable, ValueDeserializer};

use super::{
    Account, AuthMethod, ConfigError, DEFAULT_TIMEOUT_SECS, Handoff, Imap, Login, Parts,
    PasswordSource, Security, SendSettings, SentCopy, Server, Smtp, TokenSource, Transport,
    Webmail, WindowSettings, is_local, line_col,
};
use crate::mailto::{Address, Field, parse_address_list};

/// Declares [`AccountToml`] with each key once: its name in the file, its field, its type,
/// and the groups it belongs to. The struct serde reads and [`AccountToml::first_set`] come
/// from the same lines, so a key cannot be added to one and forgotten in the other.
macro_rules! account_table {
    ($($name:literal $field:ident: $ty:ty $(=> $($group:ident)+)?;)*) => {
        /// An `[accounts.NAME]` table, every key with its place.
        #[derive(Deserialize, Default)]
        #[serde(deny_unknown_fields)]
        struct AccountToml {
            $(#[serde(rename = $name)] $field: Option<Spanned<$ty>>,)*
        }

        impl AccountToml {
            /// The first key of `group` that is set (in the order declared), by its name in
            /// the file, and where it is.
            fn first_set(&self, group: Keys) -> Option<(&'static str, Range<usize>)> {
                $(
                    let groups: &[Keys] = &[$($(Keys::$group),+)?];
                    if groups.contains(&group) && let Some(v) = &self.$field {
                        return Some(($name, v.span()));
                    }
                )*
                None
            }
        }
    };
}

/// Groups of an account's keys, for what some accounts must not set.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Keys {
    /// Keys that only an account that sends mail itself uses: an account that hands messages
    /// over must not set them.
    Sending,
    /// Keys that only SMTP uses: a sendmail account must not set them.
    SmtpOnly,
}

account_table! {
    "email" email: String;
    "display-name" display_name: String;
    "default" default: bool;
    "host" host: String => Sending;
    "sendmail" sendmail: PathBuf => Sending;
    "port" port: u16 => Sending SmtpOnly;
    "security" security: Security => Sending SmtpOnly;
    "username" username: String => Sending SmtpOnly;
    "password" password: PasswordSource => Sending SmtpOnly;
    "auth" auth: AuthMethod => Sending SmtpOnly;
    "oauth2" oauth2: TokenSource => Sending SmtpOnly;
    "tls-ca" tls_ca: PathBuf => Sending SmtpOnly;
    "allow-insecure" allow_insecure: bool => Sending;
    "timeout" timeout: u64 => Sending;
    "ehlo-name" ehlo_name: String => Sending SmtpOnly;
    "webmail" webmail: Webmail;
    "program" program: String;
    "signature" signature: String => Sending;
    "bcc-self" bcc_self: bool => Sending;
    "imap" imap: ImapToml => Sending;
    "sent-copy" sent_copy: SentCopy => Sending;
    "server-drafts" server_drafts: bool;
    "desktop" desktop: bool;
    "openpgp" openpgp: OpenPgpToml => Sending;
}

/// An account's `openpgp` table.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OpenPgpToml {
    key: Spanned<String>,
    sign: Option<bool>,
    autocrypt: Option<bool>,
}

/// An account's `imap` table.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct ImapToml {
    host: Option<Spanned<String>>,
    port: Option<Spanned<u16>>,
    security: Option<Spanned<Security>>,
    username: Option<Spanned<String>>,
    password: Option<Spanned<PasswordSource>>,
    tls_ca: Option<Spanned<PathBuf>>,
    allow_insecure: Option<Spanned<bool>>,
    timeout: Option<Spanned<u64>>,
    sent_folder: Option<Spanned<String>>,
    drafts_folder: Option<Spanned<String>>,
}

fn span<T>(v: &Option<Spanned<T>>) -> Option<Range<usize>> {
    v.as_ref().map(Spanned::span)
}

fn value<T>(v: Option<Spanned<T>>) -> Option<T> {
    v.map(Spanned::into_inner)
}

/// The file being read: for messages with their place.
struct Ctx<'a> {
    text: &'a str,
    path: &'a Path,
    mode: Option<u32>,
}

impl Ctx<'_> {
    fn line(&self, span: &Range<usize>) -> usize {
        line_col(self.text, span.start).0
    }

    fn syntax(&self, e: &toml::de::Error) -> ConfigError {
        let (line, column) = e
            .span()
            .map(|s| line_col(self.text, s.start))
            .unwrap_or((1, 1));
        ConfigError::Syntax {
            path: self.path.to_path_buf(),
            line,
            column,
            message: e.message().trim().to_string(),
        }
    }

    /// A mistake serde found in the part under `prefix` (whose tree is `tree`): named by its
    /// key and line when the key can be found.
    fn serde(&self, e: &toml::de::Error, prefix: &str, tree: Option<&DeTable<'_>>) -> ConfigError {
        match (e.span(), tree) {
            (Some(span), Some(tree)) => match key_at(prefix, tree, &span) {
                Some(key) => self.invalid(key, &span, e.message().trim()),
                None => self.syntax(e),
            },
            _ => self.syntax(e),
        }
    }

    fn invalid(&self, key: String, span: &Range<usize>, message: impl Into<String>) -> ConfigError {
        ConfigError::Invalid {
            path: self.path.to_path_buf(),
            line: self.line(span),
            key,
            message: message.into(),
        }
    }
}

/// Parses the file's text once, then its two parts apart.
pub(super) fn parse(text: &str, path: &Path, mode: Option<u32>) -> Parts {
    let ctx = Ctx { text, path, mode };
    let parts = |window, send, accounts| Parts {
        path: path.to_path_buf(),
        window,
        send,
        accounts,
    };
    let table = match DeTable::parse(text) {
        Ok(t) => t.into_inner(),
        Err(e) => {
            return parts(
                Err(ctx.syntax(&e)),
                Err(ctx.syntax(&e)),
                Err(ctx.syntax(&e)),
            );
        }
    };
    let (mut window, mut send, mut accounts, mut unknown) = (None, None, None, None);
    for (key, item) in table {
        match key.get_ref().as_ref() {
            "window" => window = Some(item),
            "send" => send = Some(item),
            "accounts" => accounts = Some(item),
            other => {
                unknown.get_or_insert_with(|| {
                    ctx.invalid(
                        other.to_string(),
                        &key.span(),
                        "not a part of this file: it has [accounts.NAME] tables, a [window] table and a [send] table",
                    )
                });
            }
        }
    }
    let send = match send {
        None => Ok(SendSettings::default()),
        Some(item) => {
            let tree = item.get_ref().as_table().cloned();
            SendSettings::deserialize(ValueDeserializer::from(item))
                .map_err(|e| ctx.serde(&e, "send.", tree.as_ref()))
        }
    };
    let window = match window {
        None => Ok(WindowSettings::default()),
        Some(item) => {
            let tree = item.get_ref().as_table().cloned();
            WindowSettings::deserialize(ValueDeserializer::from(item))
                .map_err(|e| ctx.serde(&e, "window.", tree.as_ref()))
        }
    };
    let accounts = match (unknown, accounts) {
        (Some(e), _) => Err(e),
        (None, None) => Err(ConfigError::NoAccounts {
            path: path.to_path_buf(),
        }),
        (None, Some(item)) => {
            let tree = item.get_ref().as_table().cloned();
            BTreeMap::<String, Spanned<AccountToml>>::deserialize(ValueDeserializer::from(item))
                .map_err(|e| ctx.serde(&e, "accounts.", tree.as_ref()))
                .and_then(|tables| ctx.accounts(tables))
        }
    };
    parts(window, send, accounts)
}

/// The dotted key whose key or value holds `span` (the innermost), so that a message from
/// serde can name what it is about.
fn key_at(prefix: &str, table: &DeTable<'_>, span: &Range<usize>) -> Option<String> {
    let within = |outer: Range<usize>| {
        outer.start <= span.start && span.end <= outer.end.max(outer.start + 1)
    };
    table.iter().find_map(|(key, item)| {
        let name = format!("{prefix}{}", key.get_ref());
        if within(key.span()) {
            return Some(name);
        }
        // A table's own span may be its header only: its keys are looked through first.
        let inner = item
            .get_ref()
            .as_table()
            .and_then(|t| key_at(&format!("{name}."), t, span));
        inner.or_else(|| within(item.span()).then_some(name))
    })
}

impl Ctx<'_> {
    /// Every account, validated, and the warnings about them.
    fn accounts(
        &self,
        tables: BTreeMap<String, Spanned<AccountToml>>,
    ) -> Result<(Vec<Account>, Vec<String>), ConfigError> {
        if tables.is_empty() {
            return Err(ConfigError::NoAccounts {
                path: self.path.to_path_buf(),
            });
        }
        let mut warnings = Vec::new();
        let mut accounts = Vec::new();
        let mut defaults = Vec::new();
        for (name, table) in tables {
            let at = table.span();
            let raw = table.into_inner();
            if let Some(d) = raw.default.as_ref().filter(|d| *d.get_ref()) {
                defaults.push((name.clone(), d.span()));
            }
            accounts.push(self.account(name, at, raw, &mut warnings)?);
        }
        if let [first, (name, at), ..] = defaults.as_slice() {
            return Err(self.invalid(
                format!("accounts.{name}.default"),
                at,
                format!(
                    "more than one account is the default ({}, {name}...); keep default = true on one",
                    first.0
                ),
            ));
        }
        Ok((accounts, warnings))
    }

    /// One account: what its keys mean together.
    fn account(
        &self,
        name: String,
        at: Range<usize>,
        mut a: AccountToml,
        warnings: &mut Vec<String>,
    ) -> Result<Account, ConfigError> {
        let key = |k: &str| format!("accounts.{name}.{k}");
        let email = a
            .email
            .take()
            .map(|e| {
                self.sender(&e)
                    .map_err(|m| self.invalid(key("email"), &e.span(), m))
            })
            .transpose()?;
        let display_name = value(a.display_name.take()).filter(|n| !n.trim().is_empty());
        let default = value(a.default.take()).unwrap_or(false);
        let transport = if let Some(desktop) = a.desktop.take().filter(|d| *d.get_ref()) {
            self.desktop(&name, &desktop.span(), email.as_ref(), &mut a)?
        } else {
            match self.handoff(&name, &mut a)? {
                Some(handoff) => Transport::Handoff(handoff),
                None => self.delivery(&name, &at, email.as_ref(), &mut a, warnings)?,
            }
        };
        let mut account = Account::new(name.clone(), transport);
        account.email = email;
        account.display_name = display_name;
        account.default = default;
        if account.handoff().is_some() {
            return Ok(account);
        }
        account.signature = value(a.signature.take());
        account.bcc_self = value(a.bcc_self.take()).unwrap_or(false);
        account.sent_copy = value(a.sent_copy.clone()).unwrap_or_default();
        account.server_drafts = value(a.server_drafts.clone()).unwrap_or(false);
        if let Some(openpgp) = a.openpgp.take() {
            let openpgp = openpgp.into_inner();
            let key = openpgp
                .key
                .get_ref()
                .parse()
                .map_err(|e: crate::i18n::Text| {
                    self.invalid(key("openpgp.key"), &openpgp.key.span(), e.english())
                })?;
            account.openpgp = Some(super::OpenPgp {
                key,
                sign: openpgp.sign.unwrap_or(true),
                autocrypt: openpgp.autocrypt.unwrap_or(true),
            });
        }
        account.imap = match a.imap.take() {
            Some(imap) => Some(self.imap(&name, imap, &account, warnings)?),
            None => None,
        };
        // The desktop's account brings its own mailbox.
        if account.imap.is_none() && !matches!(account.transport, Transport::Desktop) {
            let needs_mailbox = [
                (
                    "sent-copy",
                    a.sent_copy
                        .filter(|s| *s.get_ref() == SentCopy::On)
                        .map(|s| s.span()),
                ),
                (
                    "server-drafts",
                    a.server_drafts.filter(|s| *s.get_ref()).map(|s| s.span()),
                ),
            ];
            if let Some((k, s)) = needs_mailbox.into_iter().find_map(|(k, s)| Some((k, s?))) {
                return Err(self.invalid(
                    key(k),
                    &s,
                    format!("needs the mailbox: add an [accounts.{name}.imap] table with its host, or remove {k}"),
                ));
            }
        }
        Ok(account)
    }

    /// `desktop = true`: the account of GNOME Online Accounts with this address sends, with
    /// its own server and credentials, which the config must therefore not set.
    fn desktop(
        &self,
        name: &str,
        at: &Range<usize>,
        email: Option<&Address>,
        a: &mut AccountToml,
    ) -> Result<Transport, ConfigError> {
        let key = |k: &str| format!("accounts.{name}.{k}");
        if email.is_none() {
            return Err(self.invalid(
                key("email"),
                at,
                "missing: the address of the desktop's account (GNOME Online Accounts), such as email = \"me@gmail.com\"",
            ));
        }
        let theirs = [
            ("host", span(&a.host)),
            ("sendmail", span(&a.sendmail)),
            ("allow-insecure", span(&a.allow_insecure)),
            ("timeout", span(&a.timeout)),
            ("imap", span(&a.imap)),
            ("webmail", span(&a.webmail)),
            ("program", span(&a.program)),
        ]
        .into_iter()
        .find_map(|(k, s)| Some((k, s?)))
        .or_else(|| a.first_set(Keys::SmtpOnly));
        match theirs {
            Some((k, s)) => Err(self.invalid(
                key(k),
                &s,
                "the desktop's account (desktop = true) takes its servers and sign-in from GNOME Online Accounts: remove it",
            )),
            None => Ok(Transport::Desktop),
        }
    }

    /// How an account that sends mail itself delivers it: by SMTP or by sendmail, never both.
    fn delivery(
        &self,
        name: &str,
        at: &Range<usize>,
        email: Option<&Address>,
        a: &mut AccountToml,
        warnings: &mut Vec<String>,
    ) -> Result<Transport, ConfigError> {
        let key = |k: &str| format!("accounts.{name}.{k}");
        let Some(email) = email else {
            return Err(self.invalid(
                key("email"),
                at,
                "missing: the address mail is sent from, such as email = \"me@example.net\"",
            ));
        };
        match (a.host.take(), a.sendmail.take()) {
            (Some(_), Some(s)) => Err(self.invalid(
                key("sendmail"),
                &s.span(),
                "an account delivers either by SMTP (host) or by sendmail, not both: remove one",
            )),
            (None, None) => Err(self.invalid(
                key("host"),
                at,
                "missing: set host (with port and security) for SMTP, sendmail = \"/usr/sbin/sendmail\", or hand messages over with webmail = \"gmail\" or program = \"thunderbird\"",
            )),
            (None, Some(program)) => match a.first_set(Keys::SmtpOnly) {
                Some((k, s)) => Err(self.invalid(
                    key(k),
                    &s,
                    "only applies to SMTP accounts (with host); remove it",
                )),
                None => Ok(Transport::Sendmail(program.into_inner())),
            },
            (Some(host), None) => Ok(Transport::Smtp(self.smtp(name, host, email, a, warnings)?)),
        }
    }

    /// The sender address: exactly one valid address.
    fn sender(&self, email: &Spanned<String>) -> Result<Address, String> {
        let text = email.get_ref();
        let (mut list, _) = parse_address_list(text, &Field::Header("From".into()));
        let shown = crate::visible::make_visible(text, false);
        match (list.len(), list.first().and_then(|a| a.problem.clone())) {
            (1, None) => Ok(list.remove(0)),
            (1, Some(problem)) => Err(format!(
                "\"{shown}\" is not usable: {problem}; set it to one address like me@example.net"
            )),
            _ => Err(format!(
                "\"{shown}\" is not usable: it must be exactly one address, like me@example.net"
            )),
        }
    }

    /// `webmail = ...` or `program = ...`, with nothing that sends beside it.
    fn handoff(&self, name: &str, a: &mut AccountToml) -> Result<Option<Handoff>, ConfigError> {
        let key = |k: &str| format!("accounts.{name}.{k}");
        let (handoff, which) = match (a.webmail.take(), a.program.take()) {
            (Some(_), Some(p)) => {
                return Err(self.invalid(
                    key("program"),
                    &p.span(),
                    "an account hands messages either to webmail or to a program, not both: remove one",
                ));
            }
            (Some(w), None) => (Handoff::Webmail(w.into_inner()), "webmail"),
            (None, Some(p)) => {
                let id = p.get_ref().trim().trim_end_matches(".desktop");
                if id.is_empty() || id.contains(['/', '\\']) || id.chars().any(char::is_control) {
                    return Err(self.invalid(
                        key("program"),
                        &p.span(),
                        format!(
                            "\"{}\" is not a program id: use the name `mailto-preview open-with --list` shows, such as \"thunderbird\"",
                            crate::visible::make_visible(p.get_ref(), false)
                        ),
                    ));
                }
                (Handoff::Program(id.to_string()), "program")
            }
            (None, None) => return Ok(None),
        };
        if let Some((k, s)) = a.first_set(Keys::Sending) {
            let target = match &handoff {
                Handoff::Webmail(w) => w.name().to_string(),
                Handoff::Program(p) => p.clone(),
            };
            return Err(self.invalid(
                key(k),
                &s,
                format!(
                    "does not apply to an account that hands messages to {target}: remove it (or remove {which})"
                ),
            ));
        }
        Ok(Some(handoff))
    }

    /// The SMTP server of an account.
    fn smtp(
        &self,
        name: &str,
        host: Spanned<String>,
        email: &Address,
        a: &mut AccountToml,
        warnings: &mut Vec<String>,
    ) -> Result<Smtp, ConfigError> {
        let key = |k: &str| format!("accounts.{name}.{k}");
        let auth = value(a.auth.take()).unwrap_or_default();
        let user = a.username.take();
        let login = match (auth, a.password.take(), a.oauth2.take()) {
            (AuthMethod::Password, _, Some(o)) => {
                return Err(self.invalid(
                    key("oauth2"),
                    &o.span(),
                    "only applies with auth = \"oauth2\": add that, or remove oauth2",
                ));
            }
            (AuthMethod::Oauth2, Some(p), _) => {
                return Err(self.invalid(
                    key("password"),
                    &p.span(),
                    "an account with auth = \"oauth2\" signs in with a token, not a password: remove password and set oauth2.token-command or oauth2.provider",
                ));
            }
            (AuthMethod::Oauth2, None, None) => {
                return Err(self.invalid(
                    key("oauth2"),
                    &host.span(),
                    "missing: with auth = \"oauth2\", set oauth2.provider = \"microsoft\" or \"google\" with oauth2.client-id (the built-in sign-in), or oauth2.token-command = [\"oama\", \"access\", \"me@example.net\"] (a program that prints an access token)",
                ));
            }
            (AuthMethod::Oauth2, None, Some(source)) => Login::OAuth2 {
                // The address is the usual login for a sign-in.
                user: value(user).unwrap_or_else(|| email.addr_spec()),
                source: source.into_inner(),
            },
            (AuthMethod::Password, password, None) => {
                self.password_login(&key, user, password, warnings)?
            }
        };
        let server = self.server(
            &key,
            host,
            ServerKeys {
                port: a.port.take(),
                security: a.security.take(),
                tls_ca: a.tls_ca.take(),
                allow_insecure: a.allow_insecure.take(),
                timeout: a.timeout.take(),
            },
            login,
            Security::default_port,
        )?;
        Ok(Smtp {
            server,
            ehlo_name: value(a.ehlo_name.take()),
        })
    }

    /// A login with a password: both a user and a source, or neither.
    fn password_login(
        &self,
        key: &dyn Fn(&str) -> String,
        user: Option<Spanned<String>>,
        password: Option<Spanned<PasswordSource>>,
        warnings: &mut Vec<String>,
    ) -> Result<Login, ConfigError> {
        match (user, password) {
            (None, None) => Ok(Login::None),
            (Some(u), None) => Err(self.invalid(
                key("password"),
                &u.span(),
                "missing: with a username, say where the password comes from (password.command = [...], password.keyring = true or password.env = \"VAR\")",
            )),
            (None, Some(p)) => Err(self.invalid(
                key("username"),
                &p.span(),
                "missing: signing in needs a username (usually the address)",
            )),
            (Some(u), Some(p)) => {
                let span = p.span();
                let source = p.into_inner();
                if let PasswordSource::Plain(_) = source {
                    if self.mode.is_some_and(|m| m & 0o077 != 0) {
                        return Err(self.invalid(
                            key("password"),
                            &span,
                            format!(
                                "a plain-text password is refused while this file is readable by others: run `chmod 600 {}`, or better use password.command",
                                self.path.display()
                            ),
                        ));
                    }
                    warnings.push(format!(
                        "{}:{}: {} is plain text; prefer password.command, password.keyring or password.env",
                        self.path.display(),
                        self.line(&span),
                        key("password")
                    ));
                }
                Ok(Login::Password {
                    user: u.into_inner(),
                    source,
                })
            }
        }
    }

    /// Host, port, security, CA, timeout: what SMTP and IMAP servers share.
    fn server(
        &self,
        key: &dyn Fn(&str) -> String,
        host: Spanned<String>,
        keys: ServerKeys,
        login: Login,
        default_port: fn(Security) -> u16,
    ) -> Result<Server, ConfigError> {
        let host_span = host.span();
        let host = host.into_inner().trim().to_string();
        if host.is_empty() {
            return Err(self.invalid(key("host"), &host_span, "is empty"));
        }
        let port = value(keys.port);
        let security_span = span(&keys.security);
        let security = keys.security.map_or(
            if port.is_some_and(|p| p == 465 || p == 993) {
                Security::Tls
            } else {
                Security::Starttls
            },
            Spanned::into_inner,
        );
        let allow_insecure = value(keys.allow_insecure).unwrap_or(false);
        if security == Security::None && !is_local(&host) && !allow_insecure {
            return Err(self.invalid(
                key("security"),
                &security_span.unwrap_or(host_span),
                format!(
                    "\"none\" would send your password and mail unencrypted to {host}: use \"starttls\" or \"tls\", or set allow-insecure = true if you really mean it"
                ),
            ));
        }
        if let Some(ca) = &keys.tls_ca
            && !ca.get_ref().is_file()
        {
            return Err(self.invalid(
                key("tls-ca"),
                &ca.span(),
                format!(
                    "{} is not a readable file of PEM certificates",
                    ca.get_ref().display()
                ),
            ));
        }
        if let Some(t) = keys.timeout.as_ref().filter(|t| *t.get_ref() == 0) {
            return Err(self.invalid(key("timeout"), &t.span(), "must be at least 1 second"));
        }
        Ok(Server {
            port: port.unwrap_or(default_port(security)),
            host,
            security,
            login,
            tls_ca: value(keys.tls_ca),
            allow_insecure,
            accept_invalid_certs: false,
            timeout: Duration::from_secs(value(keys.timeout).unwrap_or(DEFAULT_TIMEOUT_SECS)),
        })
    }

    /// The account's mailbox: its own server keys, and the SMTP login unless it names its own.
    fn imap(
        &self,
        name: &str,
        imap: Spanned<ImapToml>,
        account: &Account,
        warnings: &mut Vec<String>,
    ) -> Result<Imap, ConfigError> {
        let key = |k: &str| format!("accounts.{name}.imap.{k}");
        let at = imap.span();
        let mut t = imap.into_inner();
        let Some(host) = t.host.take() else {
            return Err(self.invalid(
                key("host"),
                &at,
                "missing: the mailbox's IMAP server, such as imap.host = \"imap.example.net\"",
            ));
        };
        let smtp_login = account.smtp().map(|s| &s.server.login);
        let login = match (smtp_login, t.username.take(), t.password.take()) {
            (Some(Login::OAuth2 { .. }), _, Some(p)) => {
                return Err(self.invalid(
                    key("password"),
                    &p.span(),
                    "this account signs in with OAuth 2.0, which covers the mailbox too: remove imap.password",
                ));
            }
            (Some(Login::OAuth2 { user, source }), own, None) => Login::OAuth2 {
                user: value(own).unwrap_or_else(|| user.clone()),
                source: source.clone(),
            },
            (smtp, user, password) => {
                let inherited = match smtp {
                    Some(Login::Password { user, source }) => Some((user.clone(), source.clone())),
                    _ => None,
                };
                // An inherited plain password was warned about with the account's own.
                let mut already_warned = Vec::new();
                let sink = if password.is_none() {
                    &mut already_warned
                } else {
                    &mut *warnings
                };
                let user = user.or_else(|| {
                    inherited
                        .as_ref()
                        .map(|(u, _)| Spanned::new(at.clone(), u.clone()))
                });
                let password =
                    password.or_else(|| inherited.map(|(_, p)| Spanned::new(at.clone(), p)));
                self.password_login(&key, user, password, sink)?
            }
        };
        let server = self.server(
            &key,
            host,
            ServerKeys {
                port: t.port.take(),
                security: t.security.take(),
                tls_ca: t.tls_ca.take(),
                allow_insecure: t.allow_insecure.take(),
                timeout: t.timeout.take(),
            },
            login,
            Security::default_imap_port,
        )?;
        Ok(Imap {
            server,
            sent_folder: value(t.sent_folder).filter(|f| !f.trim().is_empty()),
            drafts_folder: value(t.drafts_folder).filter(|f| !f.trim().is_empty()),
        })
    }
}

/// The keys [`Ctx::server`] reads, taken out of an account or its `imap` table.
struct ServerKeys {
    port: Option<Spanned<u16>>,
    security: Option<Spanned<Security>>,
    tls_ca: Option<Spanned<PathBuf>>,
    allow_insecure: Option<Spanned<bool>>,
    timeout: Option<Spanned<u64>>,
}
