//! An account another mail program signs in to with OAuth 2.0, imported as ours. That
//! program's client id and tokens are its own and are never reused: the account becomes one of
//! our OAuth accounts where this build carries a client id for the provider (the person signs
//! in once more); else it takes what works without one: an app password where the provider
//! takes one, or it is left out, pointing to GNOME Online Accounts (which signs in with
//! GNOME's own client id) or a token command.

use super::{Login, PasswordSource, SignIn, TokenSource};

/// The login for `address`, whose `program` signs in to `host` (on `port`) as `user` with
/// OAuth 2.0, with a note on what the person does next; or why it is left out.
pub(super) fn login(
    address: &str,
    program: &str,
    host: &str,
    port: u16,
    user: &str,
) -> Result<(Login, String), String> {
    let known = crate::discover::sign_in_of(host, port);
    if let Some(provider) = known.and_then(|k| k.oauth)
        && provider.packaged_client().is_some()
    {
        let login = Login::OAuth2 {
            user: user.to_string(),
            source: TokenSource::SignIn(Box::new(SignIn {
                provider: Some(provider),
                ..SignIn::default()
            })),
        };
        let note = format!(
            "{program} signs in to {} with its own sign-in: sign in once here (\"Sign in with {}\" in the window, or `mailto-preview config sign-in`)",
            provider.name(),
            provider.name()
        );
        return Ok((login, note));
    }
    match known {
        Some(k) if k.password && k.app_password_help.is_some() => Ok((
            Login::Password {
                user: user.to_string(),
                source: PasswordSource::Keyring,
            },
            format!(
                "{program} signs in to {} with OAuth 2.0, which this build cannot do without a client id of its own: create an app password ({}) and type it once (`mailto-preview config password`, or in the window); or add the account in GNOME Settings → Online Accounts, where this program finds it",
                k.provider,
                k.app_password_help.unwrap_or_default()
            ),
        )),
        _ => Err(format!(
            "{address} signs in with OAuth 2.0 in {program}, which this build cannot do for {host} without a client id of its own: add the account in GNOME Settings → Online Accounts, where this program finds it, or give the account an oauth2.token-command (README, \"Sign in with OAuth 2.0\")"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gmail_takes_an_app_password_or_the_built_in_sign_in() {
        let (login, note) = login(
            "me@gmail.com",
            "Thunderbird",
            "smtp.gmail.com",
            465,
            "me@gmail.com",
        )
        .expect("Gmail is imported");
        match crate::config::OAuthProvider::Google.packaged_client() {
            Some(_) => assert!(
                matches!(&login, Login::OAuth2 { source: TokenSource::SignIn(s), .. } if s.provider == Some(crate::config::OAuthProvider::Google)),
                "{login:?}"
            ),
            None => {
                assert!(
                    matches!(&login, Login::Password { user, source: PasswordSource::Keyring } if user == "me@gmail.com"),
                    "{login:?}"
                );
                assert!(
                    note.contains(
                        "app password (https://support.google.com/accounts/answer/185833)"
                    ),
                    "{note}"
                );
            }
        }
    }

    #[test]
    fn a_provider_that_takes_only_oauth_points_elsewhere_without_a_client_id() {
        let outcome = login(
            "me@outlook.com",
            "KMail",
            "smtp-mail.outlook.com",
            587,
            "me@outlook.com",
        );
        if crate::config::OAuthProvider::Microsoft
            .packaged_client()
            .is_none()
        {
            let why = outcome.expect_err("no way to sign in without a client id");
            assert!(why.contains("GNOME Settings → Online Accounts"), "{why}");
            assert!(why.contains("oauth2.token-command"), "{why}");
        }
        let unknown = login("me@example.net", "Evolution", "mail.example.net", 587, "me");
        assert!(unknown.is_err());
    }
}
