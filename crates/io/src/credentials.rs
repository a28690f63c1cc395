//! Getting a login's password or OAuth 2.0 token, only when a connection is about to be made:
//! from a command (like msmtp's `passwordeval`), the system keyring, an environment variable,
//! the config file itself, a token command, or the built-in sign-in. Secrets are never
//! printed: a command's output is read, not shown.

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::config::{Login, PasswordSource, TokenSource};
pub use crate::keyring::Secret;

/// How long a password command may take (it may be waiting for a GPG passphrase).
const COMMAND_TIMEOUT: Duration = Duration::from_secs(120);

/// Why a password could not be had.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::Localize::text(self).english())]
pub enum PasswordError {
    /// The command could not be started.
    CommandNotRun {
        /// "password command" or "token command".
        what: &'static str,
        /// The config key that names it.
        key: &'static str,
        /// The command line.
        command: String,
        /// The OS error.
        detail: String,
    },
    /// The command failed.
    CommandFailed {
        /// "password command" or "token command".
        what: &'static str,
        /// The command line.
        command: String,
        /// Its exit status.
        status: String,
        /// The first line of what it printed on stderr, with ": " before it.
        stderr: String,
    },
    /// The command took too long.
    CommandTimedOut {
        /// "password command" or "token command".
        what: &'static str,
        /// The command line.
        command: String,
        /// The limit.
        seconds: u64,
    },
    /// The command printed nothing.
    CommandEmpty {
        /// "password command" or "token command".
        what: &'static str,
        /// The command line.
        command: String,
    },
    /// The built-in OAuth sign-in could not give a token.
    SignIn(#[from] crate::oauth::SignInError),
    /// The keyring has no entry or cannot be reached.
    Keyring(#[from] crate::keyring::KeyringError),
    /// The environment variable is not set.
    EnvMissing {
        /// Its name.
        var: String,
    },
    /// GNOME Online Accounts could not give it.
    Goa(#[from] crate::goa::GoaError),
}

impl crate::i18n::Localize for PasswordError {
    fn text(&self) -> crate::i18n::Text {
        use crate::i18n::Text;
        let what = |what: &str| {
            Text::new(if what == "token command" {
                "what-token-command"
            } else {
                "what-password-command"
            })
        };
        match self {
            Self::CommandNotRun {
                what: w,
                key,
                command,
                detail,
            } => Text::new("password-not-run")
                .arg("what", what(w))
                .arg("key", *key)
                .arg("command", command)
                .arg("detail", detail),
            Self::CommandFailed {
                what: w,
                command,
                status,
                stderr,
            } => Text::new("password-failed")
                .arg("what", what(w))
                .arg("command", command)
                .arg("status", status)
                .arg("stderr", stderr),
            Self::CommandTimedOut {
                what: w,
                command,
                seconds,
            } => Text::new("password-timed-out")
                .arg("what", what(w))
                .arg("command", command)
                .arg("seconds", *seconds),
            Self::CommandEmpty { what: w, command } => Text::new("password-empty")
                .arg("what", what(w))
                .arg("command", command),
            Self::SignIn(e) => e.text(),
            Self::Keyring(e) => e.text(),
            Self::EnvMissing { var } => Text::new("password-env-missing").arg("var", var),
            Self::Goa(e) => e.text(),
        }
    }
}

/// The secret `login` signs in with: `None` when the server needs no login.
pub fn for_login(login: &Login) -> Result<Option<Secret>, PasswordError> {
    match login {
        Login::None => Ok(None),
        Login::Password { user, source } => password(source, user).map(Some),
        Login::OAuth2 { user, source } => token(source, user).map(Some),
    }
}

/// The password from `source`, for the login name `user`.
pub fn password(source: &PasswordSource, user: &str) -> Result<Secret, PasswordError> {
    match source {
        PasswordSource::Plain(p) => Ok(Secret::new(p.clone())),
        PasswordSource::Env(var) => std::env::var(var)
            .ok()
            .filter(|v| !v.is_empty())
            .map(Secret::new)
            .ok_or_else(|| PasswordError::EnvMissing { var: var.clone() }),
        PasswordSource::Keyring => Ok(crate::keyring::get(crate::keyring::Kind::Password, user)?),
        PasswordSource::Command(argv) => run_command(argv, PASSWORD_COMMAND),
        PasswordSource::Goa(account, which) => {
            Ok(Secret::new(crate::goa::password(account, *which)?))
        }
    }
}

/// An OAuth 2.0 access token from `source`, for the login name `user`.
pub fn token(source: &TokenSource, user: &str) -> Result<Secret, PasswordError> {
    match source {
        TokenSource::Command(argv) => run_command(argv, TOKEN_COMMAND),
        TokenSource::SignIn(s) => Ok(crate::oauth::access_token(&crate::oauth::Settings::new(
            s, user,
        ))?),
        TokenSource::Goa(account) => Ok(Secret::new(crate::goa::access_token(account)?)),
    }
}

/// What a password command is, in messages, and its config key.
const PASSWORD_COMMAND: (&str, &str) = ("password command", "password.command");
/// What a token command is, in messages, and its config key.
const TOKEN_COMMAND: (&str, &str) = ("token command", "oauth2.token-command");

/// Runs `argv` without a shell, bounded in time; the first line of its output is the secret.
/// The output is never shown: neither passwords nor tokens are logged.
fn run_command(
    argv: &[String],
    (what, key): (&'static str, &'static str),
) -> Result<Secret, PasswordError> {
    let command = argv.join(" ");
    let Some((program, args)) = argv.split_first() else {
        return Err(PasswordError::CommandEmpty { what, command });
    };
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| PasswordError::CommandNotRun {
            what,
            key,
            command: command.clone(),
            detail: e.to_string(),
        })?;
    // Read both pipes on their own threads so a chatty command cannot block on a full pipe (not
    // `Task`s: they serve the thread that runs the command, which joins them).
    let mut out_pipe = child.stdout.take();
    let mut err_pipe = child.stderr.take();
    let out = std::thread::spawn(move || {
        let mut buf = Vec::new();
        if let Some(p) = out_pipe.as_mut() {
            let _ = p.read_to_end(&mut buf);
        }
        buf
    });
    let err = std::thread::spawn(move || {
        let mut buf = Vec::new();
        if let Some(p) = err_pipe.as_mut() {
            let _ = p.read_to_end(&mut buf);
        }
        buf
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() < COMMAND_TIMEOUT => {
                std::thread::sleep(Duration::from_millis(10))
            }
            Ok(None) | Err(_) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(PasswordError::CommandTimedOut {
                    what,
                    command,
                    seconds: COMMAND_TIMEOUT.as_secs(),
                });
            }
        }
    };
    let stdout = out.join().unwrap_or_default();
    let stderr = err.join().unwrap_or_default();
    if !status.success() {
        let first = String::from_utf8_lossy(&stderr)
            .lines()
            .find(|l| !l.trim().is_empty())
            .map(|l| format!(": {}", crate::visible::make_visible(l.trim(), false)))
            .unwrap_or_default();
        return Err(PasswordError::CommandFailed {
            what,
            command,
            status: status.to_string(),
            stderr: first,
        });
    }
    let text = String::from_utf8_lossy(&stdout);
    let password = text
        .lines()
        .next()
        .unwrap_or_default()
        .trim_end_matches('\r');
    if password.is_empty() {
        return Err(PasswordError::CommandEmpty { what, command });
    }
    Ok(Secret::new(password))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cmd(args: &[&str]) -> PasswordSource {
        PasswordSource::Command(args.iter().map(|s| s.to_string()).collect())
    }

    impl PasswordSource {
        fn resolve(&self, user: Option<&str>) -> Result<Secret, PasswordError> {
            password(self, user.unwrap_or_default())
        }
    }

    #[test]
    fn command_prints_the_password_on_its_first_line() {
        let p = cmd(&["printf", "s3cret\\nsecond line\\n"])
            .resolve(Some("u"))
            .unwrap();
        assert_eq!(p.expose(), "s3cret");
        assert_eq!(format!("{p:?}"), "Secret(<redacted>)");
    }

    #[test]
    fn command_failures_say_what_happened() {
        let e = cmd(&["sh", "-c", "echo 'gpg: decryption failed' >&2; exit 2"])
            .resolve(None)
            .unwrap_err();
        assert!(e.to_string().contains("gpg: decryption failed"), "{e}");
        assert!(matches!(
            cmd(&["/nonexistent/pass"]).resolve(None),
            Err(PasswordError::CommandNotRun { .. })
        ));
        assert!(matches!(
            cmd(&["true"]).resolve(None),
            Err(PasswordError::CommandEmpty { .. })
        ));
    }

    /// (The keyring is tested against a real Secret Service, with and without an entry and
    /// with none on the bus: tests/it/accounts.rs.)
    #[test]
    fn an_unset_variable_is_named() {
        let var = "MAILTO_PREVIEW_TEST_PASSWORD_UNSET_VAR";
        assert_eq!(
            PasswordSource::Env(var.into()).resolve(None),
            Err(PasswordError::EnvMissing { var: var.into() })
        );
    }
}
