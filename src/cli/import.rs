//! `config import`: the mail settings found on this computer, listed; one program's accounts
//! printed as ours, and added to the config with `--write`. Nothing reaches the network:
//! GNOME Online Accounts is asked only when its daemon already runs, and its accounts are used
//! live, never imported. The list reads files only; `--from evolution` asks Evolution's
//! source registry (evolution-data-server, started by the bus if need be, with whatever it
//! connects to by itself: the person asked for it).

use std::io::Write;
use std::path::Path;

use super::{CliError, ImportFrom};
use crate::config::{self, Imported};

/// What `config import` does; see the module.
pub(super) fn cmd_import(
    path: &Path,
    from: Option<ImportFrom>,
    write: bool,
    out: &mut impl Write,
) -> Result<u8, CliError> {
    let home = directories::BaseDirs::new()
        .map(|d| d.home_dir().to_path_buf())
        .ok_or_else(|| CliError::Other("cannot find your home directory".into()))?;
    let Some(from) = from else {
        list(&home, out)?;
        return Ok(0);
    };
    let imported = match from {
        // Asked for by name: what Evolution itself shows, from its source registry (started
        // for this if it is not running), else its files.
        ImportFrom::Evolution => match config::import_evolution_registry(None) {
            Ok(imported) => imported,
            Err(config::ImportError::Registry { .. }) => read(from, &home)?,
            Err(e) => return Err(e.into()),
        },
        _ => read(from, &home)?,
    };
    let asks_keyring = imported.accounts.iter().any(|a| {
        a.smtp().is_some_and(|s| {
            matches!(
                &s.server.login,
                config::Login::Password {
                    source: config::PasswordSource::Keyring,
                    ..
                }
            )
        })
    });
    super::account::print_and_write(path, imported, write, out)?;
    if write && asks_keyring {
        writeln!(
            out,
            "type the password of an account that asks the keyring once with `mailto-preview config password`"
        )?;
    }
    Ok(0)
}

fn read(from: ImportFrom, home: &Path) -> Result<Imported, CliError> {
    let config_dir = home.join(".config");
    Ok(match from {
        ImportFrom::Thunderbird => {
            config::import_thunderbird(&super::account::default_thunderbird_profile()?)?
        }
        ImportFrom::Evolution => config::import_evolution(&config_dir.join("evolution/sources"))?,
        ImportFrom::Kmail => config::import_kmail(&config_dir)?,
        ImportFrom::Msmtp => config::import_msmtp(&home.join(".msmtprc"))?,
    })
}

/// One line for each place that has mail settings, with what it holds or why it cannot be
/// read.
fn list(home: &Path, out: &mut impl Write) -> Result<(), CliError> {
    let mut found = false;
    match crate::goa::mail_accounts(None) {
        Ok(accounts) if !accounts.is_empty() => {
            found = true;
            let addresses: Vec<&str> = accounts.iter().map(|a| a.account.email.as_str()).collect();
            writeln!(
                out,
                "GNOME Online Accounts: {} (used as they are there: nothing to import)",
                addresses.join(", ")
            )?;
        }
        _ => {}
    }
    for (from, name, option) in [
        (ImportFrom::Thunderbird, "Thunderbird", "thunderbird"),
        (ImportFrom::Evolution, "Evolution", "evolution"),
        (ImportFrom::Kmail, "KMail", "kmail"),
        (ImportFrom::Msmtp, "msmtp", "msmtp"),
    ] {
        match read(from, home) {
            Ok(imported) => {
                found = true;
                let addresses: Vec<String> = imported
                    .accounts
                    .iter()
                    .filter_map(config::Account::address)
                    .collect();
                writeln!(
                    out,
                    "{name} ({}): {} (`mailto-preview config import --from {option}` shows them, --write adds them)",
                    imported.source.display(),
                    addresses.join(", ")
                )?;
            }
            // A program that is not set up here is not listed; one whose settings cannot be
            // read says why.
            Err(CliError::Import(config::ImportError::Read { .. })) | Err(CliError::Other(_)) => {}
            Err(e) => {
                found = true;
                writeln!(out, "{name}: {e}")?;
            }
        }
    }
    if !found {
        writeln!(
            out,
            "no mail settings were found on this computer: set up an account in the window, or with `mailto-preview config init`"
        )?;
    }
    Ok(())
}
