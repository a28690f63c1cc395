//! The accounts a window can send with, as it holds them: the config file's, a setup form
//! when there are none yet, or why the file does not load; and how each account is named on
//! the From line.

use std::path::PathBuf;

use crate::config::{self, Account, Config, ConfigError, Transport};
use crate::i18n::Text;

use super::Options;
use super::setup::SetupForm;

/// The accounts as the session holds them.
pub enum Accounts {
    /// Loaded.
    Ready(Config),
    /// No account yet (no file, or none in it): the setup form, for the file at this path.
    Missing(PathBuf, Box<SetupForm>),
    /// A config that does not load.
    Broken(ConfigError),
}

impl Accounts {
    /// The accounts of the file at `path` (its accounts part, as [`config::load_parts`] read
    /// it), with a setup form when there are none.
    pub fn from_part(
        path: PathBuf,
        window: config::WindowSettings,
        part: Result<(Vec<Account>, Vec<String>), ConfigError>,
        options: &Options,
    ) -> Accounts {
        match part {
            Ok((accounts, warnings)) => Accounts::Ready(Config {
                path,
                accounts,
                window,
                warnings,
            }),
            Err(ConfigError::NotFound { .. } | ConfigError::NoAccounts { .. }) => {
                Accounts::Missing(
                    path,
                    Box::new(SetupForm::new(
                        options.discover.clone(),
                        options.wake.clone(),
                    )),
                )
            }
            Err(e) => Accounts::Broken(e),
        }
    }

    /// The accounts of a file read already.
    pub fn from_parts(parts: config::Parts, options: &Options) -> Accounts {
        let window = parts.window.unwrap_or_default();
        Accounts::from_part(parts.path, window, parts.accounts, options)
    }

    /// Reads the config the options name.
    pub fn load(options: &Options) -> Accounts {
        match config::resolve_path(options.config_path.as_deref()) {
            Err(e) => Accounts::Broken(e),
            Ok(path) => Accounts::from_parts(config::load_parts(&path), options),
        }
    }

    /// The default account's index (the first when none is marked).
    pub(super) fn default_index(&self) -> usize {
        match self {
            Accounts::Ready(c) => c
                .default_account()
                .and_then(|d| c.accounts.iter().position(|a| a.name == d.name))
                .unwrap_or(0),
            _ => 0,
        }
    }
}

/// How an account is named on the From line: its name, address and server, or for an
/// account that hands messages over, the address and where it goes.
pub fn account_label(a: &Account) -> Text {
    let address: crate::i18n::Arg = match a.address() {
        Some(address) => address.into(),
        None => Text::new("from-you").into(),
    };
    if a.goa().is_some() {
        return Text::new("from-account-goa")
            .arg("name", a.display_name.as_deref().unwrap_or(&a.name))
            .arg("address", address);
    }
    match &a.transport {
        Transport::Handoff(_) => Text::new("from-account-handoff")
            .arg("address", address)
            .arg("server", a.server_description()),
        _ => Text::new("from-account")
            .arg("name", a.display_name.as_deref().unwrap_or(&a.name))
            .arg("address", address)
            .arg("server", a.server_description()),
    }
}
