//! The system keyring (the Secret Service on Linux and the BSDs: GNOME Keyring, KWallet;
//! Keychain on macOS; Credential Manager on Windows): account passwords and OAuth 2.0 refresh
//! tokens live there, never in the config file.
//!
//! When no keyring can be reached, every call says so in words; nothing here ever falls back
//! to writing a secret anywhere else.

/// A password or token, kept out of `Debug` output and logs.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    /// Wraps a password.
    pub fn new(s: impl Into<String>) -> Self {
        Self(s.into())
    }

    /// The password itself, for the login.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Secret(<redacted>)")
    }
}

/// The keyring service passwords are stored under (user = the account's username).
pub const PASSWORD_SERVICE: &str = "mailto-preview";
/// The keyring service OAuth 2.0 refresh tokens are stored under (user = the username).
pub const REFRESH_TOKEN_SERVICE: &str = "mailto-preview-oauth2";

/// What kind of secret an entry holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A password or app password.
    Password,
    /// An OAuth 2.0 refresh token.
    RefreshToken,
}

impl Kind {
    fn service(self) -> &'static str {
        match self {
            Self::Password => PASSWORD_SERVICE,
            Self::RefreshToken => REFRESH_TOKEN_SERVICE,
        }
    }

    fn noun(self) -> &'static str {
        match self {
            Self::Password => "password",
            Self::RefreshToken => "sign-in",
        }
    }
}

/// Why the keyring could not be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::Localize::text(self).english())]
pub enum KeyringError {
    /// No keyring answers: no Secret Service on the session bus, or it is locked.
    Unavailable {
        /// The keyring's own words.
        detail: String,
    },
    /// The keyring works but holds nothing for this user.
    NoEntry {
        /// "password" or "sign-in".
        noun: &'static str,
        /// The username.
        user: String,
        /// The keyring service name.
        service: &'static str,
    },
    /// Anything else the keyring reported.
    Failed {
        /// The keyring's own words.
        detail: String,
    },
}

impl crate::i18n::Localize for KeyringError {
    fn text(&self) -> crate::i18n::Text {
        use crate::i18n::Text;
        match self {
            Self::Unavailable { detail } => Text::new("keyring-unavailable").arg("detail", detail),
            Self::NoEntry {
                noun,
                user,
                service,
            } => Text::new(if *noun == "sign-in" {
                "keyring-no-sign-in"
            } else {
                "keyring-no-password"
            })
            .arg("user", user)
            .arg("service", *service),
            Self::Failed { detail } => Text::new("keyring-failed").arg("detail", detail),
        }
    }
}

#[cfg(any(target_os = "macos", windows))]
mod native;
#[cfg(any(target_os = "macos", windows))]
use native as store;
#[cfg(not(any(target_os = "macos", windows)))]
mod freedesktop;
#[cfg(not(any(target_os = "macos", windows)))]
use freedesktop as store;

/// What a keyring backend reports, before it is said for a kind of secret.
#[derive(Debug)]
enum StoreError {
    /// Nothing is stored for the user.
    NoEntry,
    /// No keyring answers, or it stays locked; its own words.
    Unavailable(String),
    /// Anything else; its own words.
    Failed(String),
}

fn classify(kind: Kind, user: &str, e: StoreError) -> KeyringError {
    match e {
        StoreError::NoEntry => KeyringError::NoEntry {
            noun: kind.noun(),
            user: user.to_string(),
            service: kind.service(),
        },
        StoreError::Unavailable(detail) => KeyringError::Unavailable { detail },
        StoreError::Failed(detail) => KeyringError::Failed { detail },
    }
}

/// The secret stored for `user`.
pub fn get(kind: Kind, user: &str) -> Result<Secret, KeyringError> {
    store::get(kind.service(), user)
        .map(Secret::new)
        .map_err(|e| classify(kind, user, e))
}

/// Stores `secret` for `user`, replacing what was there.
pub fn set(kind: Kind, user: &str, secret: &str) -> Result<(), KeyringError> {
    store::set(kind.service(), user, secret).map_err(|e| classify(kind, user, e))
}

/// Removes the secret stored for `user`; nothing stored is not an error.
pub fn delete(kind: Kind, user: &str) -> Result<(), KeyringError> {
    match store::delete(kind.service(), user) {
        Ok(()) | Err(StoreError::NoEntry) => Ok(()),
        Err(e) => Err(classify(kind, user, e)),
    }
}

/// Why [`store_then`] kept nothing.
#[derive(Debug)]
pub enum StoreThenError<E> {
    /// The keyring did not take the secret; `then` was not run.
    Keyring(KeyringError),
    /// `then` failed; the keyring holds again what it held before.
    Then(E),
}

/// Stores `secret` for `user`, then runs `then` (writing the config that names the entry):
/// when `then` fails, the keyring gets back what it held before, so the two never disagree.
pub fn store_then<T, E>(
    kind: Kind,
    user: &str,
    secret: &str,
    then: impl FnOnce() -> Result<T, E>,
) -> Result<T, StoreThenError<E>> {
    let before = get(kind, user).ok();
    set(kind, user, secret).map_err(StoreThenError::Keyring)?;
    then().map_err(|e| {
        let _ = match &before {
            Some(old) => set(kind, user, old.expose()),
            None => delete(kind, user),
        };
        StoreThenError::Then(e)
    })
}

/// Whether a keyring answers at all: looks up an entry that does not exist.
pub fn available() -> Result<(), KeyringError> {
    match get(Kind::Password, "mailto-preview keyring probe") {
        Ok(_) | Err(KeyringError::NoEntry { .. }) => Ok(()),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_are_sorted_into_what_a_person_can_do() {
        let e = classify(Kind::Password, "me", StoreError::NoEntry);
        assert!(
            e.to_string().contains("holds no password for \"me\""),
            "{e}"
        );
        let e = classify(
            Kind::RefreshToken,
            "me",
            StoreError::Unavailable("org.freedesktop.DBus.Error.ServiceUnknown".into()),
        );
        assert!(matches!(e, KeyringError::Unavailable { .. }), "{e}");
        assert!(e.to_string().contains("password command"), "{e}");
    }
}
