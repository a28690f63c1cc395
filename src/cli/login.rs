//! `config sign-in` (the built-in OAuth 2.0 sign-in) and `config password` (a password into
//! the system keyring): the two ways an account's secret gets to where sending finds it.

use std::io::{BufRead, IsTerminal, Write};
use std::path::Path;
use std::sync::atomic::AtomicBool;

use clap::Args;

use super::CliError;
use crate::config::{self, Account, Login, PasswordSource};
use crate::keyring;
use crate::oauth;

/// `config sign-in`.
#[derive(Debug, Args)]
pub(super) struct SignInArgs {
    /// The account (default: the default account).
    #[arg(long, value_name = "NAME")]
    account: Option<String>,
    /// Sign in on another device with a code (Microsoft), instead of this machine's browser.
    #[arg(long)]
    code: bool,
    /// Only print the address to open; do not start a browser.
    #[arg(long)]
    no_browser: bool,
    /// Forget the sign-in instead (the refresh token is removed from the keyring).
    #[arg(long, conflicts_with_all = ["code", "no_browser"])]
    sign_out: bool,
}

/// The account called `name`, or the default one.
fn pick<'c>(cfg: &'c config::Config, name: Option<&str>) -> Result<&'c Account, CliError> {
    match name {
        Some(n) => cfg.account(n).ok_or_else(|| {
            CliError::Other(format!(
                "there is no account \"{n}\" in {}",
                cfg.path.display()
            ))
        }),
        None => cfg.default_account().ok_or_else(|| {
            CliError::Other(format!(
                "{} has several accounts and none is the default: name one with --account",
                cfg.path.display()
            ))
        }),
    }
}

pub(super) fn cmd_sign_in(
    path: &Path,
    args: SignInArgs,
    out: &mut impl Write,
) -> Result<u8, CliError> {
    let cfg = config::load(path)?;
    let account = pick(&cfg, args.account.as_deref())?;
    if account.smtp().is_none() {
        return Err(CliError::Other(format!(
            "account \"{}\" does not send through SMTP, so it has nothing to sign in to",
            account.name
        )));
    }
    let settings = oauth::Settings::of_account(account).ok_or_else(|| {
        CliError::Other(format!(
            "account \"{}\" does not use the built-in sign-in: give it auth = \"oauth2\" with oauth2.provider and oauth2.client-id",
            account.name
        ))
    })?;
    let failed = |e: oauth::SignInError| CliError::Other(e.to_string());
    if args.sign_out {
        oauth::sign_out(&settings).map_err(failed)?;
        writeln!(
            out,
            "signed out: the sign-in for {} is forgotten",
            settings.user
        )?;
        return Ok(0);
    }
    if args.code {
        oauth::sign_in_with_code(&settings, &|code| {
            eprintln!(
                "To sign in, open {} on any device and enter the code {}",
                code.url, code.code
            );
        })
        .map_err(failed)?;
    } else {
        let no_browser = args.no_browser;
        let open = |url: &str| {
            eprintln!(
                "To sign in to {}, open this address in your browser:\n{url}",
                settings.issuer()
            );
            if !no_browser && let Err(e) = crate::open_with::browse(url) {
                eprintln!("(no browser could be started: {e})");
            }
        };
        let cancel = AtomicBool::new(false);
        oauth::sign_in_with_browser(&settings, &open, oauth::BROWSER_WAIT, &cancel)
            .map_err(failed)?;
    }
    writeln!(
        out,
        "signed in to {} as {}; the sign-in is kept in the system keyring",
        settings.issuer(),
        settings.user
    )?;
    Ok(0)
}

pub(super) fn cmd_password(
    path: &Path,
    name: Option<&str>,
    out: &mut impl Write,
) -> Result<u8, CliError> {
    let cfg = config::load(path)?;
    let account = pick(&cfg, name)?;
    let user = match account.smtp().map(|s| &s.server.login) {
        Some(Login::Password {
            user,
            source: PasswordSource::Keyring,
        }) => user.clone(),
        _ => {
            return Err(CliError::Other(format!(
                "account \"{}\" does not take its password from the keyring: set password.keyring = true first",
                account.name
            )));
        }
    };
    let password = if std::io::stdin().is_terminal() {
        rpassword::prompt_password(format!("Password for {user} (not shown): "))?
    } else {
        let mut line = String::new();
        std::io::stdin().lock().read_line(&mut line)?;
        line.trim_end_matches(['\r', '\n']).to_string()
    };
    if password.is_empty() {
        return Err(CliError::Other(
            "no password was given; nothing was stored".into(),
        ));
    }
    keyring::set(keyring::Kind::Password, &user, &password)
        .map_err(|e| CliError::Other(e.to_string()))?;
    writeln!(out, "stored the password for {user} in the system keyring")?;
    Ok(0)
}
