//! Where an account's password comes from: a command (like msmtp's `passwordeval`), the
//! system keyring, an environment variable, or (discouraged) the config file itself. The
//! password is fetched only when a connection is about to be made, and never printed.

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

pub use crate::secrets::Secret;

/// How long a password command may take (it may be waiting for a GPG passphrase).
const COMMAND_TIMEOUT: Duration = Duration::from_secs(120);

/// Where a password comes from.
#[derive(Clone, PartialEq, Eq)]
pub enum PasswordSource {
    /// The server needs no login.
    None,
    /// A program and its arguments (run without a shell) that prints the password.
    Command(Vec<String>),
    /// The system keyring, service `mailto-preview`, user = the account's username.
    Keyring,
    /// An environment variable.
    Env(String),
    /// A program and its arguments (run without a shell) that prints a fresh OAuth 2.0 access
    /// token (oama, ortie, pizauth, mutt_oauth2.py...): `oauth2.token-command`.
    TokenCommand(Vec<String>),
    /// The built-in OAuth 2.0 sign-in: an access token from the refresh token in the keyring.
    SignIn(Box<crate::signin::Settings>),
    /// The config file itself (warned about; refused when the file is readable by others).
    Plain(String),
}

impl std::fmt::Debug for PasswordSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::None => write!(f, "None"),
            Self::Command(c) => f.debug_tuple("Command").field(c).finish(),
            Self::Keyring => write!(f, "Keyring"),
            Self::Env(v) => f.debug_tuple("Env").field(v).finish(),
            Self::TokenCommand(c) => f.debug_tuple("TokenCommand").field(c).finish(),
            Self::SignIn(s) => f.debug_tuple("SignIn").field(s).finish(),
            Self::Plain(_) => write!(f, "Plain(<redacted>)"),
        }
    }
}

/// Why a password could not be had.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PasswordError {
    /// The command could not be started.
    #[error("cannot run the {what} `{command}`: {detail}; check {key} in the config")]
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
    #[error("the {what} `{command}` failed ({status}){stderr}; run it in a terminal to see why")]
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
    #[error("the {what} `{command}` did not finish within {seconds} seconds; it was stopped")]
    CommandTimedOut {
        /// "password command" or "token command".
        what: &'static str,
        /// The command line.
        command: String,
        /// The limit.
        seconds: u64,
    },
    /// The command printed nothing.
    #[error("the {what} `{command}` printed nothing on its first line")]
    CommandEmpty {
        /// "password command" or "token command".
        what: &'static str,
        /// The command line.
        command: String,
    },
    /// The built-in OAuth sign-in could not give a token.
    #[error(transparent)]
    SignIn(#[from] crate::signin::SignInError),
    /// The keyring has no entry or cannot be reached.
    #[error(transparent)]
    Keyring(#[from] crate::secrets::KeyringError),
    /// The environment variable is not set.
    #[error(
        "the environment variable {var} is not set: set it before starting, or use another password source"
    )]
    EnvMissing {
        /// Its name.
        var: String,
    },
}

/// Reads the `password` value of an account table.
pub(super) fn from_toml(v: &toml::Value) -> Result<PasswordSource, String> {
    let table = match v {
        toml::Value::String(s) if !s.is_empty() => return Ok(PasswordSource::Plain(s.clone())),
        toml::Value::Table(t) => t,
        _ => {
            return Err("must be a table: password.command = [\"pass\", \"show\", \"mail\"], password.keyring = true or password.env = \"VAR\"".into());
        }
    };
    if let Some(unknown) = table
        .keys()
        .find(|k| !["command", "keyring", "env"].contains(&k.as_str()))
    {
        return Err(format!(
            "unknown key password.{unknown}: use one of password.command, password.keyring, password.env"
        ));
    }
    if table.len() != 1 {
        return Err(
            "give exactly one of password.command, password.keyring and password.env".into(),
        );
    }
    if let Some(c) = table.get("command") {
        let argv: Option<Vec<String>> = c
            .as_array()
            .and_then(|a| a.iter().map(|x| x.as_str().map(str::to_string)).collect());
        return match argv {
            Some(argv) if !argv.is_empty() && !argv[0].is_empty() => Ok(PasswordSource::Command(argv)),
            _ => Err("password.command must be a non-empty list of strings, like [\"pass\", \"show\", \"mail\"]".into()),
        };
    }
    if let Some(k) = table.get("keyring") {
        return match k.as_bool() {
            Some(true) => Ok(PasswordSource::Keyring),
            _ => Err("password.keyring must be true (or remove it)".into()),
        };
    }
    match table.get("env").and_then(toml::Value::as_str) {
        Some(var) if !var.is_empty() => Ok(PasswordSource::Env(var.to_string())),
        _ => Err("password.env must name an environment variable".into()),
    }
}

/// Reads the `oauth2` table of an account with `auth = "oauth2"` that logs in as `user`:
/// either a token command, or the built-in sign-in's settings.
pub(super) fn token_from_toml(v: &toml::Value, user: &str) -> Result<PasswordSource, String> {
    let table = v.as_table().ok_or(
        "must be a table: oauth2.token-command = [\"oama\", \"access\", \"me@example.net\"], or oauth2.provider and oauth2.client-id",
    )?;
    if !table.contains_key("token-command") {
        return crate::signin::Settings::from_toml(table, user)
            .map(|s| PasswordSource::SignIn(Box::new(s)));
    }
    if let Some(other) = table.keys().find(|k| k.as_str() != "token-command") {
        return Err(format!(
            "oauth2.{other} is for the built-in sign-in, which oauth2.token-command replaces: keep one of them"
        ));
    }
    let argv: Option<Vec<String>> = table
        .get("token-command")
        .and_then(toml::Value::as_array)
        .and_then(|a| a.iter().map(|x| x.as_str().map(str::to_string)).collect());
    match argv {
        Some(argv) if !argv.is_empty() && !argv[0].is_empty() => Ok(PasswordSource::TokenCommand(argv)),
        _ => Err("oauth2.token-command must be a non-empty list of strings, like [\"oama\", \"access\", \"me@example.net\"]".into()),
    }
}

impl PasswordSource {
    /// Fetches the password; `None` when the server needs no login.
    pub fn resolve(&self, username: Option<&str>) -> Result<Option<Secret>, PasswordError> {
        match self {
            Self::None => Ok(None),
            Self::Plain(p) => Ok(Some(Secret::new(p.clone()))),
            Self::Env(var) => std::env::var(var)
                .ok()
                .filter(|v| !v.is_empty())
                .map(|v| Some(Secret::new(v)))
                .ok_or_else(|| PasswordError::EnvMissing { var: var.clone() }),
            Self::Keyring => Ok(Some(crate::secrets::get(
                crate::secrets::Kind::Password,
                username.unwrap_or_default(),
            )?)),
            Self::Command(argv) => run_command(argv, PASSWORD_COMMAND).map(Some),
            Self::TokenCommand(argv) => run_command(argv, TOKEN_COMMAND).map(Some),
            Self::SignIn(s) => Ok(Some(crate::signin::access_token(s)?)),
        }
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
    let mut child = Command::new(&argv[0])
        .args(&argv[1..])
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
    // Read both pipes on their own threads so a chatty command cannot block on a full pipe.
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

    #[test]
    fn command_prints_the_password_on_its_first_line() {
        let p = cmd(&["printf", "s3cret\\nsecond line\\n"])
            .resolve(Some("u"))
            .unwrap()
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

    #[test]
    fn env_and_keyring() {
        let var = "MAILTO_PREVIEW_TEST_PASSWORD_UNSET_VAR";
        assert_eq!(
            PasswordSource::Env(var.into()).resolve(None),
            Err(PasswordError::EnvMissing { var: var.into() })
        );
        keyring::set_default_credential_builder(keyring::mock::default_credential_builder());
        // The mock store keeps nothing between entries: a fresh entry has no password.
        let e = PasswordSource::Keyring
            .resolve(Some("me@example.net"))
            .unwrap_err();
        assert!(e.to_string().contains("keyring"), "{e}");
    }

    #[test]
    fn toml_shapes() {
        let v = |s: &str| toml::from_str::<toml::Table>(s).unwrap()["password"].clone();
        assert_eq!(
            from_toml(&v("password.command = [\"pass\", \"x\"]")),
            Ok(cmd(&["pass", "x"]))
        );
        assert_eq!(
            from_toml(&v("password.keyring = true")),
            Ok(PasswordSource::Keyring)
        );
        assert_eq!(
            from_toml(&v("password.env = \"X\"")),
            Ok(PasswordSource::Env("X".into()))
        );
        assert_eq!(
            from_toml(&v("password = \"p\"")),
            Ok(PasswordSource::Plain("p".into()))
        );
        for bad in [
            "password.command = []",
            "password.keyring = false",
            "password.cmd = [\"x\"]",
            "password = { env = \"A\", keyring = true }",
            "password = 3",
        ] {
            assert!(from_toml(&v(bad)).is_err(), "{bad}");
        }
    }
}
