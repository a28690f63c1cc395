//! How an account signs in, as the config says it: the method (`auth`), the [`Login`] a
//! server is told, and where its password or OAuth 2.0 token comes from - a command (like
//! msmtp's `passwordeval`), the system keyring, an environment variable, the file itself
//! (discouraged), a token command, or the built-in sign-in. Nothing here fetches anything:
//! [`crate::credentials`] does, when a connection is about to be made.

use std::path::PathBuf;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer};

/// How an account signs in to its servers (`auth` in the config).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AuthMethod {
    /// A password or app password (AUTH PLAIN or LOGIN).
    #[default]
    Password,
    /// An OAuth 2.0 access token (SASL XOAUTH2).
    Oauth2,
}

/// Who a server is told the person is, and with what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Login {
    /// The server needs no login.
    None,
    /// A user name and a password (or app password).
    Password {
        /// The login name.
        user: String,
        /// Where the password comes from.
        source: PasswordSource,
    },
    /// A user name and an OAuth 2.0 access token.
    OAuth2 {
        /// The login name.
        user: String,
        /// Where the token comes from.
        source: TokenSource,
    },
}

impl Login {
    /// The login name, if the server is logged in to.
    pub fn user(&self) -> Option<&str> {
        match self {
            Login::None => None,
            Login::Password { user, .. } | Login::OAuth2 { user, .. } => Some(user),
        }
    }

    /// The built-in sign-in this login uses, if it uses one.
    pub fn sign_in(&self) -> Option<&SignIn> {
        match self {
            Login::OAuth2 {
                source: TokenSource::SignIn(s),
                ..
            } => Some(s),
            _ => None,
        }
    }

    /// The GNOME Online Accounts account whose password or token this login uses, if any.
    pub fn goa(&self) -> Option<&GoaAccount> {
        match self {
            Login::Password {
                source: PasswordSource::Goa(account, _),
                ..
            }
            | Login::OAuth2 {
                source: TokenSource::Goa(account),
                ..
            } => Some(account),
            _ => None,
        }
    }
}

/// Where a password comes from (`password` in an account or its `imap` table).
#[derive(Clone, PartialEq, Eq)]
pub enum PasswordSource {
    /// A program and its arguments (run without a shell) that prints the password.
    Command(Vec<String>),
    /// The system keyring, service `mailto-preview`, user = the login name.
    Keyring,
    /// An environment variable.
    Env(String),
    /// The config file itself (warned about; refused when the file is readable by others).
    Plain(String),
    /// GNOME Online Accounts keeps it (an account of the desktop's, never of the config).
    Goa(GoaAccount, GoaPassword),
}

/// An account of GNOME Online Accounts: the daemon's id for it, its address (for messages),
/// and the bus it was read from (`None`: the session bus). Its settings and credentials are
/// the daemon's, asked for each time ([`crate::goa`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GoaAccount {
    /// The daemon's id (`account_1700000000_0`).
    pub id: String,
    /// The account's address.
    pub email: String,
    /// The bus's address, when it is not the session bus (tests).
    pub bus: Option<String>,
}

/// Which of a GNOME Online Accounts account's passwords.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GoaPassword {
    /// For sending (`smtp-password`).
    Smtp,
    /// For the mailbox (`imap-password`).
    Imap,
}

impl std::fmt::Debug for PasswordSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Command(c) => f.debug_tuple("Command").field(c).finish(),
            Self::Keyring => write!(f, "Keyring"),
            Self::Env(v) => f.debug_tuple("Env").field(v).finish(),
            Self::Plain(_) => write!(f, "Plain(<redacted>)"),
            Self::Goa(a, which) => f.debug_tuple("Goa").field(a).field(which).finish(),
        }
    }
}

const PASSWORD_HELP: &str = "give one of password.command = [\"pass\", \"show\", \"mail\"], password.keyring = true, password.env = \"VAR\" (or, discouraged, password = \"...\")";

/// `password = "..."`, or a table with exactly one of `command`, `keyring`, `env`.
impl<'de> Deserialize<'de> for PasswordSource {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Shape {
            Plain(String),
            Source(Source),
        }
        #[derive(Deserialize)]
        #[serde(rename_all = "lowercase")]
        enum Source {
            Command(Vec<String>),
            Keyring(bool),
            Env(String),
        }
        match Shape::deserialize(d).map_err(|_| D::Error::custom(PASSWORD_HELP))? {
            Shape::Plain(p) if !p.is_empty() => Ok(Self::Plain(p)),
            Shape::Plain(_) => Err(D::Error::custom(format!(
                "the password is empty: {PASSWORD_HELP}"
            ))),
            Shape::Source(Source::Command(argv)) => command(argv)
                .map(Self::Command)
                .ok_or_else(|| D::Error::custom("password.command must be a non-empty list of strings, like [\"pass\", \"show\", \"mail\"]")),
            Shape::Source(Source::Keyring(true)) => Ok(Self::Keyring),
            Shape::Source(Source::Keyring(false)) => Err(D::Error::custom(
                "password.keyring must be true (or remove it)",
            )),
            Shape::Source(Source::Env(var)) if !var.trim().is_empty() => Ok(Self::Env(var)),
            Shape::Source(Source::Env(_)) => Err(D::Error::custom(
                "password.env must name an environment variable",
            )),
        }
    }
}

/// An argument list whose program is named.
fn command(argv: Vec<String>) -> Option<Vec<String>> {
    argv.first()
        .is_some_and(|p| !p.trim().is_empty())
        .then_some(argv)
}

/// The OAuth 2.0 providers the built-in sign-in knows (`oauth2.provider`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OAuthProvider {
    /// The Microsoft identity platform (Outlook.com, Microsoft 365).
    Microsoft,
    /// Google (Gmail, Google Workspace).
    Google,
}

impl OAuthProvider {
    /// Both, in the order they are offered.
    pub const ALL: [OAuthProvider; 2] = [OAuthProvider::Microsoft, OAuthProvider::Google];

    /// The config spelling.
    pub fn id(self) -> &'static str {
        match self {
            Self::Microsoft => "microsoft",
            Self::Google => "google",
        }
    }

    /// The provider's name, for buttons: "Sign in with Microsoft".
    pub fn name(self) -> &'static str {
        match self {
            Self::Microsoft => "Microsoft",
            Self::Google => "Google",
        }
    }

    /// The client id (and, for Google, the installed-app secret, which Google says is not
    /// secret) a distribution registered and built in, as GNOME Online Accounts and
    /// Evolution do: `MAILTO_PREVIEW_MICROSOFT_CLIENT_ID`, `MAILTO_PREVIEW_GOOGLE_CLIENT_ID`
    /// and `MAILTO_PREVIEW_GOOGLE_CLIENT_SECRET` at compile time. `None` in a build without
    /// them: then the person gives their own.
    pub fn packaged_client(self) -> Option<(&'static str, Option<&'static str>)> {
        let (id, secret) = match self {
            Self::Microsoft => (option_env!("MAILTO_PREVIEW_MICROSOFT_CLIENT_ID"), None),
            Self::Google => (
                option_env!("MAILTO_PREVIEW_GOOGLE_CLIENT_ID"),
                option_env!("MAILTO_PREVIEW_GOOGLE_CLIENT_SECRET"),
            ),
        };
        let id = id.map(str::trim).filter(|id| !id.is_empty())?;
        Some((id, secret.map(str::trim).filter(|s| !s.is_empty())))
    }
}

/// The built-in sign-in's settings (the `oauth2` table without `token-command`), as written:
/// a preset fills what is left out ([`crate::oauth`]).
#[derive(Clone, PartialEq, Eq, Default)]
pub struct SignIn {
    /// The preset, if any.
    pub provider: Option<OAuthProvider>,
    /// The client id; `None` uses the one the build carries for the preset.
    pub client_id: Option<String>,
    /// Google's installed-app "secret" (not secret by Google's own account of it).
    pub client_secret: Option<String>,
    /// The authorization endpoint (https), when no preset gives it or to replace it.
    pub auth_url: Option<String>,
    /// The token endpoint (https).
    pub token_url: Option<String>,
    /// The device authorization endpoint (https).
    pub device_url: Option<String>,
    /// The scopes to ask for, when no preset gives them or to replace them.
    pub scopes: Option<Vec<String>>,
    /// Trust only this CA (PEM) for the endpoints: private identity servers, tests.
    pub tls_ca: Option<PathBuf>,
}

impl std::fmt::Debug for SignIn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SignIn")
            .field("provider", &self.provider)
            .field("client_id", &self.client_id)
            .field("auth_url", &self.auth_url)
            .field("token_url", &self.token_url)
            .finish_non_exhaustive()
    }
}

/// Where an OAuth 2.0 access token comes from (the `oauth2` table).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(try_from = "OAuth2Table")]
pub enum TokenSource {
    /// A program and its arguments (run without a shell) that prints a fresh access token
    /// (oama, ortie, pizauth, mutt_oauth2.py...): `oauth2.token-command`.
    Command(Vec<String>),
    /// The built-in sign-in: an access token from the refresh token in the keyring.
    SignIn(Box<SignIn>),
    /// GNOME Online Accounts refreshes the token with GNOME's own client id.
    Goa(GoaAccount),
}

const OAUTH2_HELP: &str = "use oauth2.token-command = [\"oama\", \"access\", \"me@example.net\"] (a program that prints an access token), or the built-in sign-in: oauth2.provider = \"microsoft\" or \"google\" with oauth2.client-id, or oauth2.auth-url, oauth2.token-url and oauth2.scopes (also oauth2.client-secret, oauth2.device-url, oauth2.tls-ca)";

/// The `oauth2` table as written. Both ways share one table, so that serde names a mistyped
/// key ("unknown field") and a mix of the two ways is caught; each value is checked as it is
/// read, by a function that names its key, so that the message points at its line.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct OAuth2Table {
    #[serde(default, deserialize_with = "token_command")]
    token_command: Option<Vec<String>>,
    provider: Option<OAuthProvider>,
    #[serde(default, deserialize_with = "text")]
    client_id: Option<String>,
    #[serde(default, deserialize_with = "text")]
    client_secret: Option<String>,
    #[serde(default, deserialize_with = "auth_url")]
    auth_url: Option<String>,
    #[serde(default, deserialize_with = "token_url")]
    token_url: Option<String>,
    #[serde(default, deserialize_with = "device_url")]
    device_url: Option<String>,
    #[serde(default, deserialize_with = "scopes")]
    scopes: Option<Vec<String>>,
    tls_ca: Option<PathBuf>,
}

/// What the keys mean together: one of the two ways, and a sign-in that knows its client and
/// its endpoints.
impl TryFrom<OAuth2Table> for TokenSource {
    type Error = String;

    fn try_from(t: OAuth2Table) -> Result<Self, String> {
        let s = SignIn {
            provider: t.provider,
            client_id: t.client_id,
            client_secret: t.client_secret,
            auth_url: t.auth_url,
            token_url: t.token_url,
            device_url: t.device_url,
            scopes: t.scopes,
            tls_ca: t.tls_ca,
        };
        let sign_in = s != SignIn::default();
        match t.token_command {
            Some(_) if sign_in => Err("this table also sets up the built-in sign-in, which oauth2.token-command replaces: keep one of them".into()),
            Some(argv) => Ok(Self::Command(argv)),
            None if !sign_in => Err(OAUTH2_HELP.into()),
            None => s.missing().map_or_else(|| Ok(Self::SignIn(Box::new(s))), Err),
        }
    }
}

impl SignIn {
    /// What the sign-in cannot do without, in the order to fix it: the client id, then the
    /// endpoints and scopes that no preset gives.
    fn missing(&self) -> Option<String> {
        if self.client_id.is_none()
            && self
                .provider
                .and_then(OAuthProvider::packaged_client)
                .is_none()
        {
            return Some("missing oauth2.client-id: register this program with your provider (README, \"Sign in with OAuth 2.0\") and put its client id here, or use oauth2.token-command".into());
        }
        if self.provider.is_some() {
            return None;
        }
        [
            ("auth-url", self.auth_url.is_none()),
            ("token-url", self.token_url.is_none()),
            ("scopes", self.scopes.is_none()),
        ]
        .into_iter()
        .find(|(_, missing)| *missing)
        .map(|(key, _)| format!("missing oauth2.{key}: set oauth2.provider = \"microsoft\" or \"google\", or give oauth2.{key}"))
    }
}

/// `oauth2.token-command`: a program to run.
fn token_command<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Vec<String>>, D::Error> {
    command(Vec::deserialize(d)?).map(Some).ok_or_else(|| {
        D::Error::custom("oauth2.token-command must be a non-empty list of strings, like [\"oama\", \"access\", \"me@example.net\"]")
    })
}

/// A text value, trimmed; an empty one counts as not given.
fn text<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    let v = String::deserialize(d)?;
    Ok(Some(v.trim().to_string()).filter(|v| !v.is_empty()))
}

fn auth_url<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    https_url(d, "auth-url")
}

fn token_url<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    https_url(d, "token-url")
}

fn device_url<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    https_url(d, "device-url")
}

/// An endpoint: an https address, for a sign-in over plain HTTP can be read and changed on
/// the way.
fn https_url<'de, D: Deserializer<'de>>(d: D, key: &str) -> Result<Option<String>, D::Error> {
    match text(d)? {
        Some(u)
            if !url::Url::parse(&u)
                .is_ok_and(|p| p.scheme() == "https" && p.host_str().is_some()) =>
        {
            Err(D::Error::custom(format!(
                "oauth2.{key} must be an https:// address (a sign-in over plain HTTP can be read and changed on the way)"
            )))
        }
        url => Ok(url),
    }
}

/// `oauth2.scopes`: scope strings, each one word.
fn scopes<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Vec<String>>, D::Error> {
    let scopes = Vec::<String>::deserialize(d)?;
    if scopes.is_empty() || scopes.iter().any(|s| s.is_empty() || s.contains(' ')) {
        return Err(D::Error::custom(
            "oauth2.scopes must be a list of scope strings",
        ));
    }
    Ok(Some(scopes))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn password(text: &str) -> Result<PasswordSource, String> {
        #[derive(Deserialize)]
        struct T {
            password: PasswordSource,
        }
        toml::from_str::<T>(text)
            .map(|t| t.password)
            .map_err(|e| e.message().to_string())
    }

    fn token(text: &str) -> Result<TokenSource, String> {
        #[derive(Deserialize)]
        struct T {
            oauth2: TokenSource,
        }
        toml::from_str::<T>(text)
            .map(|t| t.oauth2)
            .map_err(|e| e.message().to_string())
    }

    #[test]
    fn password_shapes() {
        assert_eq!(
            password("password.command = [\"pass\", \"x\"]"),
            Ok(PasswordSource::Command(vec!["pass".into(), "x".into()]))
        );
        assert_eq!(
            password("password.keyring = true"),
            Ok(PasswordSource::Keyring)
        );
        assert_eq!(
            password("password.env = \"X\""),
            Ok(PasswordSource::Env("X".into()))
        );
        assert_eq!(
            password("password = \"p\""),
            Ok(PasswordSource::Plain("p".into()))
        );
        for (bad, says) in [
            ("password.command = []", "non-empty"),
            ("password.keyring = false", "must be true"),
            ("password.cmd = [\"x\"]", "password.command"),
            (
                "password = { env = \"A\", keyring = true }",
                "password.keyring",
            ),
            ("password = 3", "password.env"),
            ("password = \"\"", "empty"),
        ] {
            let e = password(bad).unwrap_err();
            assert!(e.contains(says), "{bad}: {e}");
        }
        assert_eq!(
            format!("{:?}", PasswordSource::Plain("s3cret".into())),
            "Plain(<redacted>)"
        );
    }

    #[test]
    fn token_shapes() {
        assert_eq!(
            token("oauth2.token-command = [\"oama\", \"access\", \"me\"]"),
            Ok(TokenSource::Command(vec![
                "oama".into(),
                "access".into(),
                "me".into()
            ]))
        );
        let Ok(TokenSource::SignIn(s)) =
            token("oauth2.provider = \"microsoft\"\noauth2.client-id = \"id\"")
        else {
            panic!("a sign-in")
        };
        assert_eq!(s.provider, Some(OAuthProvider::Microsoft));
        assert_eq!(s.client_id.as_deref(), Some("id"));
        for (bad, says) in [
            ("oauth2.token-command = []", "non-empty"),
            (
                "oauth2.token-command = [\"x\"]\noauth2.provider = \"google\"",
                "which oauth2.token-command replaces",
            ),
            (
                "oauth2.provider = \"yahoo\"\noauth2.client-id = \"x\"",
                "unknown variant `yahoo`",
            ),
            ("oauth2.client-di = \"x\"", "unknown field `client-di`"),
            ("oauth2 = {}", "oauth2.token-command"),
            ("oauth2.provider = \"google\"", "missing oauth2.client-id"),
            (
                "oauth2.client-id = \"x\"\noauth2.token-url = \"https://t.example/t\"",
                "missing oauth2.auth-url",
            ),
            (
                "oauth2.client-id = \"x\"\noauth2.auth-url = \"http://a.example/a\"",
                "https://",
            ),
            (
                "oauth2.client-id = \"x\"\noauth2.auth-url = \"https://a.example/a\"\noauth2.token-url = \"https://a.example/t\"",
                "missing oauth2.scopes",
            ),
            (
                "oauth2.provider = \"google\"\noauth2.client-id = \"x\"\noauth2.scopes = [\"a b\"]",
                "scope strings",
            ),
        ] {
            if says == "missing oauth2.client-id"
                && OAuthProvider::Google.packaged_client().is_some()
            {
                continue;
            }
            let e = token(bad).unwrap_err();
            assert!(e.contains(says), "{bad}: {e}");
        }
    }
}
