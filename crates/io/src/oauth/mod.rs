//! OAuth 2.0 sign-in for SMTP's XOAUTH2, built in for people without a token tool.
//!
//! - Authorization code with PKCE (S256) and `state` (RFC 6749, RFC 7636): the system browser
//!   opens the provider's page, and the answer comes back to a listener on 127.0.0.1 on a
//!   random port (RFC 8252) that takes exactly one matching request.
//! - The device-code flow (RFC 8628), for Microsoft, where no browser can reach this machine.
//! - The refresh token is kept in the system keyring ([`crate::keyring`]); access tokens are
//!   fetched with it when needed and kept in memory only, until shortly before they expire.
//!   A refused refresh (`invalid_grant`) reads "sign in again".
//!
//! The protocol is the `oauth2` crate's; this module adds the listener, the presets and the
//! words. The client id is the person's own (from the config), or the one a distribution
//! registered and built in ([`OAuthProvider::packaged_client`]); the source code ships none,
//! and never another program's.

mod http;
mod loopback;

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use oauth2::basic::{BasicClient, BasicErrorResponseType};
use oauth2::{
    AuthType, AuthUrl, AuthorizationCode, ClientId, ClientSecret, CsrfToken,
    DeviceAuthorizationUrl, EndpointMaybeSet, EndpointNotSet, EndpointSet, PkceCodeChallenge,
    RedirectUrl, RefreshToken, RequestTokenError, Scope, StandardDeviceAuthorizationResponse,
    TokenResponse, TokenUrl,
};

use crate::config::{OAuthProvider, SignIn};
use crate::keyring::{self, KeyringError, Secret};

/// How long the browser round trip may take before the wait is given up.
pub const BROWSER_WAIT: Duration = Duration::from_secs(5 * 60);

/// Access tokens are fetched anew this long before they expire.
const EXPIRY_MARGIN: Duration = Duration::from_secs(60);

/// A provider's OAuth endpoints and the scopes that allow sending mail.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Provider {
    /// Which it is (`oauth2.provider = "microsoft"`).
    pub id: OAuthProvider,
    /// The authorization endpoint.
    pub auth_url: &'static str,
    /// The token endpoint.
    pub token_url: &'static str,
    /// The device authorization endpoint, where the provider allows it for mail.
    pub device_url: Option<&'static str>,
    /// The scopes to ask for.
    pub scopes: &'static [&'static str],
}

/// The built-in presets.
pub const PROVIDERS: &[Provider] = &[
    // Microsoft identity platform, "common" endpoint (personal and work or school accounts):
    // https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow
    // Device code: https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-device-code
    // SMTP scope: https://learn.microsoft.com/en-us/exchange/client-developer/legacy-protocols/how-to-authenticate-an-imap-pop-smtp-application-by-using-oauth
    Provider {
        id: OAuthProvider::Microsoft,
        auth_url: "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
        token_url: "https://login.microsoftonline.com/common/oauth2/v2.0/token",
        device_url: Some("https://login.microsoftonline.com/common/oauth2/v2.0/devicecode"),
        scopes: &["https://outlook.office.com/SMTP.Send", "offline_access"],
    },
    // Google, installed applications with a loopback redirect:
    // https://developers.google.com/identity/protocols/oauth2/native-app
    // https://mail.google.com/ is the only scope that covers SMTP:
    // https://developers.google.com/workspace/gmail/imap/xoauth2-protocol
    // Google's device flow refuses mail scopes, so there is none here.
    Provider {
        id: OAuthProvider::Google,
        auth_url: "https://accounts.google.com/o/oauth2/v2/auth",
        token_url: "https://oauth2.googleapis.com/token",
        device_url: None,
        scopes: &["https://mail.google.com/"],
    },
];

/// The preset of `id`.
pub fn provider(id: OAuthProvider) -> &'static Provider {
    match id {
        OAuthProvider::Microsoft => &PROVIDERS[0],
        OAuthProvider::Google => &PROVIDERS[1],
    }
}

/// How an account signs in with the built-in flow: its `oauth2` table with the preset's
/// endpoints and scopes, and the built-in client id, filled in.
#[derive(Clone, PartialEq, Eq)]
pub struct Settings {
    /// The login name; the refresh token is stored under it.
    pub user: String,
    /// The preset it came from, if any (for the button's words).
    pub provider: Option<OAuthProvider>,
    /// The authorization endpoint.
    pub auth_url: String,
    /// The token endpoint.
    pub token_url: String,
    /// The device authorization endpoint, if any.
    pub device_url: Option<String>,
    pub scopes: Vec<String>,
    /// The client id: the person's own, or the one the build carries.
    pub client_id: String,
    /// Google's installed-app "secret" (not secret by Google's own account of it).
    pub client_secret: Option<String>,
    /// Trust only this CA (PEM) for the endpoints: private identity servers, tests.
    pub tls_ca: Option<PathBuf>,
}

impl std::fmt::Debug for Settings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Settings")
            .field("user", &self.user)
            .field("provider", &self.provider)
            .field("auth_url", &self.auth_url)
            .field("token_url", &self.token_url)
            .field("client_id", &self.client_id)
            .finish_non_exhaustive()
    }
}

impl Settings {
    /// The settings of `s` for the login name `user`: what the config leaves out comes from
    /// its preset, and the client id from the build when the config names none.
    pub fn new(s: &SignIn, user: &str) -> Settings {
        let preset = s.provider.map(provider);
        let packaged = s.provider.and_then(OAuthProvider::packaged_client);
        let (client_id, client_secret) = match (&s.client_id, packaged) {
            (Some(own), _) => (own.clone(), s.client_secret.clone()),
            (None, Some((id, secret))) => (
                id.to_string(),
                s.client_secret.clone().or(secret.map(str::to_string)),
            ),
            // The config refuses this; an empty id is refused by the provider, in its words.
            (None, None) => (String::new(), s.client_secret.clone()),
        };
        let or_preset =
            |own: &Option<String>, preset: Option<&str>| own.clone().or(preset.map(str::to_string));
        Settings {
            user: user.to_string(),
            provider: s.provider,
            auth_url: or_preset(&s.auth_url, preset.map(|p| p.auth_url)).unwrap_or_default(),
            token_url: or_preset(&s.token_url, preset.map(|p| p.token_url)).unwrap_or_default(),
            device_url: or_preset(&s.device_url, preset.and_then(|p| p.device_url)),
            scopes: s.scopes.clone().unwrap_or_else(|| {
                preset
                    .map(|p| p.scopes.iter().map(|s| s.to_string()).collect())
                    .unwrap_or_default()
            }),
            client_id,
            client_secret,
            tls_ca: s.tls_ca.clone(),
        }
    }

    /// The built-in sign-in of `account`'s server login, if it uses one.
    pub fn of_account(account: &crate::config::Account) -> Option<Settings> {
        let login = &account.smtp()?.server.login;
        Some(Settings::new(login.sign_in()?, login.user()?))
    }

    /// Who it signs in with, in words: "Microsoft", or the token endpoint's host.
    pub fn issuer(&self) -> String {
        match self.provider {
            Some(p) => p.name().to_string(),
            None => oauth2::url::Url::parse(&self.token_url)
                .ok()
                .and_then(|u| u.host_str().map(str::to_string))
                .unwrap_or_else(|| self.token_url.clone()),
        }
    }
}

/// Why signing in, or getting a token, did not work.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::Localize::text(self).english())]
pub enum SignInError {
    /// No refresh token is stored yet.
    NotSignedIn {
        /// Who signs in.
        issuer: String,
        /// The login name.
        user: String,
    },
    /// The refresh token was refused (`invalid_grant`).
    Expired {
        /// Who signs in.
        issuer: String,
        /// The login name.
        user: String,
    },
    /// The provider refused the request.
    Refused {
        /// Who signs in.
        issuer: String,
        /// The OAuth error code.
        error: String,
        /// ": " and the provider's description, if it gave one.
        description: String,
    },
    /// The person declined, or the provider stopped it, in the browser.
    Denied {
        /// The OAuth error code.
        error: String,
        /// ": " and the provider's description, if it gave one.
        description: String,
    },
    /// The sign-in server could not be reached or answered nonsense.
    Unreachable {
        /// The endpoint's host.
        host: String,
        /// What went wrong.
        detail: String,
    },
    /// The browser never came back.
    BrowserTimedOut {
        /// The wait.
        minutes: u64,
    },
    /// The code on the other device was not entered in time.
    DeviceCodeExpired,
    /// The person stopped it.
    Cancelled,
    /// The loopback listener could not start.
    Listener {
        /// The OS error.
        detail: String,
    },
    /// The account's settings cannot work.
    Settings(String),
    /// This provider has no device-code flow for mail.
    NoDeviceFlow {
        /// Who signs in.
        issuer: String,
    },
    /// The keyring could not keep or give the refresh token.
    Keyring(#[from] KeyringError),
}

impl crate::i18n::Localize for SignInError {
    fn text(&self) -> crate::i18n::Text {
        use crate::i18n::Text;
        match self {
            Self::NotSignedIn { issuer, user } => Text::new("sign-in-not-yet")
                .arg("issuer", issuer)
                .arg("user", user),
            Self::Expired { issuer, user } => Text::new("sign-in-expired")
                .arg("issuer", issuer)
                .arg("user", user),
            Self::Refused {
                issuer,
                error,
                description,
            } => Text::new("sign-in-refused")
                .arg("issuer", issuer)
                .arg("error", format!("{error}{description}")),
            Self::Denied { error, description } => {
                Text::new("sign-in-denied").arg("error", format!("{error}{description}"))
            }
            Self::Unreachable { host, detail } => Text::new("sign-in-unreachable")
                .arg("host", host)
                .arg("detail", detail),
            Self::BrowserTimedOut { minutes } => {
                Text::new("sign-in-browser-timed-out").arg("minutes", *minutes)
            }
            Self::DeviceCodeExpired => Text::new("sign-in-code-expired"),
            Self::Cancelled => Text::new("sign-in-cancelled"),
            Self::Listener { detail } => Text::new("sign-in-listener").arg("detail", detail),
            Self::Settings(detail) => Text::new("sign-in-settings").arg("detail", detail),
            Self::NoDeviceFlow { issuer } => {
                Text::new("sign-in-no-device-flow").arg("issuer", issuer)
            }
            Self::Keyring(e) => e.text(),
        }
    }
}

impl SignInError {
    /// Whether the person has to sign in (again) in the browser to go on.
    pub fn needs_sign_in(&self) -> bool {
        matches!(
            self,
            Self::NotSignedIn { .. }
                | Self::Expired { .. }
                | Self::Keyring(KeyringError::NoEntry { .. })
        )
    }
}

/// A configured client of the `oauth2` crate.
type Client =
    BasicClient<EndpointSet, EndpointMaybeSet, EndpointNotSet, EndpointNotSet, EndpointSet>;

fn client(s: &Settings, redirect: Option<String>) -> Result<Client, SignInError> {
    let bad = |what: &str, e: oauth2::url::ParseError| {
        SignInError::Settings(format!("oauth2.{what} is not a usable address: {e}"))
    };
    let mut c = BasicClient::new(ClientId::new(s.client_id.clone()))
        // Credentials in the form body: what both Microsoft and Google take from installed apps.
        .set_auth_type(AuthType::RequestBody)
        .set_auth_uri(AuthUrl::new(s.auth_url.clone()).map_err(|e| bad("auth-url", e))?)
        .set_token_uri(TokenUrl::new(s.token_url.clone()).map_err(|e| bad("token-url", e))?)
        .set_device_authorization_url_option(
            s.device_url
                .clone()
                .map(DeviceAuthorizationUrl::new)
                .transpose()
                .map_err(|e| bad("device-url", e))?,
        );
    if let Some(secret) = &s.client_secret {
        c = c.set_client_secret(ClientSecret::new(secret.clone()));
    }
    if let Some(r) = redirect {
        c = c.set_redirect_uri(RedirectUrl::new(r).map_err(|e| bad("redirect", e))?);
    }
    Ok(c)
}

fn http_client(s: &Settings) -> Result<http::Client, SignInError> {
    http::Client::new(s.tls_ca.as_deref()).map_err(SignInError::Settings)
}

/// A provider's error answer in words: ": description" or nothing.
fn described(description: Option<&String>) -> String {
    description
        .map(|d| format!(": {}", crate::visible::make_visible(d, false)))
        .unwrap_or_default()
}

/// Turns a failed token request into words.
fn token_error<
    RE: std::error::Error + 'static,
    T: oauth2::ErrorResponseType + std::fmt::Display + 'static,
>(
    s: &Settings,
    e: RequestTokenError<RE, oauth2::StandardErrorResponse<T>>,
    expired_when: impl Fn(&T) -> bool,
) -> SignInError {
    let host = oauth2::url::Url::parse(&s.token_url)
        .ok()
        .and_then(|u| u.host_str().map(str::to_string))
        .unwrap_or_default();
    match e {
        RequestTokenError::ServerResponse(r) if expired_when(r.error()) => SignInError::Expired {
            issuer: s.issuer(),
            user: s.user.clone(),
        },
        RequestTokenError::ServerResponse(r) => SignInError::Refused {
            issuer: s.issuer(),
            error: crate::visible::make_visible(&r.error().to_string(), false),
            description: described(r.error_description()),
        },
        RequestTokenError::Request(e) => SignInError::Unreachable {
            host,
            detail: e.to_string(),
        },
        RequestTokenError::Parse(e, _) => SignInError::Unreachable {
            host,
            detail: format!("its answer is not a token response ({e})"),
        },
        RequestTokenError::Other(e) => SignInError::Unreachable { host, detail: e },
    }
}

/// An access token and when to stop using it, by token endpoint and user.
type TokenCache = HashMap<(String, String), (Secret, Instant)>;

/// Access tokens fetched in this process.
static TOKENS: Mutex<Option<TokenCache>> = Mutex::new(None);

fn cache_key(s: &Settings) -> (String, String) {
    (s.token_url.clone(), s.user.clone())
}

/// Held while a refresh token is spent, so that two windows of this process never spend the
/// same one (with rotating refresh tokens the second would read "sign in again", and some
/// providers withdraw the whole sign-in when a spent token comes back).
static REFRESHING: Mutex<()> = Mutex::new(());

/// How a new refresh token is kept.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Keep {
    /// A sign-in: it is the point, so failing to store it fails the sign-in.
    MustStore,
    /// A refresh: the access token in hand is good either way, so a keyring failure is only
    /// said on standard error (the next refresh will ask to sign in again).
    BestEffort,
}

/// Keeps what a token endpoint returned: the access token in memory, a new refresh token in
/// the keyring.
fn keep(
    s: &Settings,
    token: &oauth2::basic::BasicTokenResponse,
    how: Keep,
) -> Result<Secret, SignInError> {
    if let Some(refresh) = token.refresh_token()
        && let Err(e) = keyring::set(keyring::Kind::RefreshToken, &s.user, refresh.secret())
    {
        if how == Keep::MustStore {
            return Err(e.into());
        }
        eprintln!("mailto-preview: the renewed sign-in could not be kept: {e}");
    }
    let access = Secret::new(token.access_token().secret().clone());
    // Without expires_in, assume the common hour; fetched anew before then.
    let lifetime = token.expires_in().unwrap_or(Duration::from_secs(3600));
    let until = Instant::now() + lifetime.saturating_sub(EXPIRY_MARGIN);
    if let Ok(mut cache) = TOKENS.lock() {
        cache
            .get_or_insert_with(HashMap::new)
            .insert(cache_key(s), (access.clone(), until));
    }
    Ok(access)
}

/// A fresh access token for the account: from memory while it is valid, else from the token
/// endpoint with the refresh token in the keyring.
pub fn access_token(s: &Settings) -> Result<Secret, SignInError> {
    let cached = || {
        TOKENS.lock().ok().and_then(|cache| {
            cache
                .as_ref()
                .and_then(|c| c.get(&cache_key(s)))
                .filter(|(_, until)| Instant::now() < *until)
                .map(|(token, _)| token.clone())
        })
    };
    if let Some(token) = cached() {
        return Ok(token);
    }
    // One refresh at a time; whoever waited finds the token the other one fetched.
    let _refreshing = REFRESHING.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(token) = cached() {
        return Ok(token);
    }
    let refresh = match keyring::get(keyring::Kind::RefreshToken, &s.user) {
        Ok(r) => r,
        Err(KeyringError::NoEntry { .. }) => {
            return Err(SignInError::NotSignedIn {
                issuer: s.issuer(),
                user: s.user.clone(),
            });
        }
        Err(e) => return Err(e.into()),
    };
    let token = client(s, None)?
        .exchange_refresh_token(&RefreshToken::new(refresh.expose().to_string()))
        .request(&http_client(s)?)
        .map_err(|e| token_error(s, e, |t| *t == BasicErrorResponseType::InvalidGrant))?;
    keep(s, &token, Keep::BestEffort)
}

/// Forgets the access token held for the account, after a mail server refused it: the next
/// send fetches a fresh one instead of offering the refused one again.
pub fn forget_access_token(s: &Settings) {
    if let Ok(mut cache) = TOKENS.lock()
        && let Some(c) = cache.as_mut()
    {
        c.remove(&cache_key(s));
    }
}

/// Signs in through the system browser: `open` is given the provider's page (and should say
/// where it is, in case no browser opens); the answer is awaited on 127.0.0.1 for `wait`,
/// or until `cancel` is set. The refresh token goes to the keyring.
pub fn sign_in_with_browser(
    s: &Settings,
    open: &dyn Fn(&str),
    wait: Duration,
    cancel: &AtomicBool,
) -> Result<(), SignInError> {
    let listener = loopback::Listener::bind()?;
    let c = client(s, Some(listener.redirect_uri()))?;
    let http = http_client(s)?;
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let (url, state) = c
        .authorize_url(CsrfToken::new_random)
        .add_scopes(s.scopes.iter().cloned().map(Scope::new))
        .set_pkce_challenge(challenge)
        .url();
    open(url.as_str());
    let code = match listener.wait(state.secret(), wait, cancel)? {
        loopback::Answer::Code(code) => code,
        loopback::Answer::Denied(error, description) => {
            return Err(SignInError::Denied {
                error: crate::visible::make_visible(&error, false),
                description: described(description.as_ref()),
            });
        }
    };
    let token = c
        .exchange_code(AuthorizationCode::new(code))
        .set_pkce_verifier(verifier)
        .request(&http)
        .map_err(|e| token_error(s, e, |_| false))?;
    if token.refresh_token().is_none() {
        return Err(SignInError::Refused {
            issuer: s.issuer(),
            error: "no refresh token".into(),
            description: ": ask for offline access (Microsoft's scope offline_access) so that this program can send later".into(),
        });
    }
    keep(s, &token, Keep::MustStore).map(|_| ())
}

/// What the person types on another device to sign in there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceCode {
    /// The page to open.
    pub url: String,
    /// The code to type there.
    pub code: String,
}

/// Signs in with a code typed on another device (Microsoft): `show` is told the page and the
/// code; the token endpoint is polled until the person is done, the code expires, or the
/// provider's limit (at most 15 minutes here) passes.
pub fn sign_in_with_code(s: &Settings, show: &dyn Fn(&DeviceCode)) -> Result<(), SignInError> {
    if s.device_url.is_none() {
        return Err(SignInError::NoDeviceFlow { issuer: s.issuer() });
    }
    let c = client(s, None)?;
    let http = http_client(s)?;
    let details: StandardDeviceAuthorizationResponse = c
        .exchange_device_code()
        .map_err(|e| SignInError::Settings(e.to_string()))?
        .add_scopes(s.scopes.iter().cloned().map(Scope::new))
        .request(&http)
        .map_err(|e| token_error(s, e, |_| false))?;
    show(&DeviceCode {
        url: details.verification_uri().to_string(),
        code: details.user_code().secret().clone(),
    });
    let token = c
        .exchange_device_access_token(&details)
        .request(
            &http,
            std::thread::sleep,
            Some(Duration::from_secs(15 * 60)),
        )
        .map_err(|e| {
            token_error(s, e, |t| {
                *t == oauth2::DeviceCodeErrorResponseType::ExpiredToken
            })
        })
        .map_err(|e| match e {
            SignInError::Expired { .. } => SignInError::DeviceCodeExpired,
            other => other,
        })?;
    keep(s, &token, Keep::MustStore).map(|_| ())
}

/// Forgets the sign-in: the refresh token in the keyring and any token in memory.
pub fn sign_out(s: &Settings) -> Result<(), SignInError> {
    forget_access_token(s);
    Ok(keyring::delete(keyring::Kind::RefreshToken, &s.user)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_fill_in_endpoints_and_scopes() {
        let s = Settings::new(
            &SignIn {
                provider: Some(OAuthProvider::Microsoft),
                client_id: Some("abc".into()),
                ..SignIn::default()
            },
            "me@outlook.com",
        );
        assert_eq!(s.token_url, PROVIDERS[0].token_url);
        assert_eq!(
            s.scopes,
            ["https://outlook.office.com/SMTP.Send", "offline_access"]
        );
        assert!(s.device_url.is_some());
        assert_eq!(s.issuer(), "Microsoft");
        assert_eq!(s.client_id, "abc");
        let g = Settings::new(
            &SignIn {
                provider: Some(OAuthProvider::Google),
                client_id: Some("abc".into()),
                client_secret: Some("s".into()),
                ..SignIn::default()
            },
            "me@gmail.com",
        );
        assert_eq!(g.scopes, ["https://mail.google.com/"]);
        assert_eq!(g.device_url, None);
        assert!(
            !format!("{g:?}").contains("\"s\""),
            "the secret stays out of Debug"
        );
        for p in OAuthProvider::ALL {
            assert_eq!(provider(p).id, p);
        }
    }

    #[test]
    fn own_endpoints_replace_the_preset() {
        let own = Settings::new(
            &SignIn {
                client_id: Some("a".into()),
                auth_url: Some("https://id.example/a".into()),
                token_url: Some("https://id.example/t".into()),
                scopes: Some(vec!["mail".into()]),
                ..SignIn::default()
            },
            "me",
        );
        assert_eq!(own.issuer(), "id.example");
        assert_eq!(own.scopes, ["mail"]);
        let loopback = Settings::new(
            &SignIn {
                provider: Some(OAuthProvider::Microsoft),
                client_id: Some("a".into()),
                token_url: Some("https://127.0.0.1:9/t".into()),
                ..SignIn::default()
            },
            "me",
        );
        assert_eq!(loopback.token_url, "https://127.0.0.1:9/t");
        assert_eq!(loopback.auth_url, PROVIDERS[0].auth_url);
    }

    #[test]
    fn sign_in_is_needed_only_when_a_browser_can_help() {
        let expired = SignInError::Expired {
            issuer: "Google".into(),
            user: "me".into(),
        };
        assert!(expired.needs_sign_in());
        assert!(expired.to_string().contains("sign in again"));
        assert!(!SignInError::Cancelled.needs_sign_in());
    }
}
