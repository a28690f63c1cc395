//! `config import --from evolution` and `--from kmail`: the sending accounts Evolution and
//! KMail keep in their files, as ours. Both files are key files ([`super::keyfile`]), read as
//! data.
//!
//! **Evolution** keeps each account as `.source` files in `~/.config/evolution/sources/`
//! (`GNOME/evolution-data-server src/libedataserver/e-source-*.c`): an identity
//! (`[Mail Identity]` `Address`, `Name`; `[Mail Submission]` `TransportUid`), its transport
//! (`[Mail Transport]` `BackendName=smtp`, `[Authentication]` `Host`, `Port`, `User`, `Method`,
//! `[Security]` `Method` = `none`, `starttls-on-standard-port` or `ssl-on-alternate-port`), and
//! the mail account that names the identity (`[Mail Account]` `IdentityUid`, with the same
//! `[Authentication]` and `[Security]` for IMAP). A file is named by its uid. Accounts that
//! Evolution mirrors from GNOME Online Accounts (a parent with a `[GNOME Online Accounts]`
//! group) are left out: they are senders already, live.
//!
//! **KMail** keeps its transports in `~/.config/mailtransports` (`[Transport ID]`: `host`,
//! `port`, `encryption` None, SSL or TLS, `auth`, `authtype`, `user`;
//! `KDE/kmailtransport src/kmailtransport/mailtransport.kcfg`) and its identities in
//! `~/.config/emailidentities` (`[Identity #N]`: `Email Address`, `Name`, `Transport`,
//! `Inline Signature`; `KDE/kidentitymanagement src/core/identity.cpp`).
//!
//! Passwords stay where those programs keep them (Evolution's keyring entries, KWallet): the
//! imported account asks the system keyring, where the person types it once. An account that
//! signs in with OAuth 2.0 is taken as [`super::imported_oauth`] says: the person signs in
//! again, or uses an app password, or is pointed to GNOME Online Accounts.

use std::path::{Path, PathBuf};

use super::keyfile::KeyFile;
use super::msmtp::{ImportError, Imported};
use super::{Account, Imap, Login, PasswordSource, Security, Server, Smtp, Transport};
use crate::mailto::{Field, parse_address_list};

fn read(path: &Path) -> Result<KeyFile, ImportError> {
    Ok(KeyFile::parse(&super::thunderbird::read_bounded(path)?))
}

fn sender(address: &str) -> Option<crate::mailto::Address> {
    let (mut list, _) = parse_address_list(address, &Field::Header("From".into()));
    (list.len() == 1 && list[0].is_valid()).then(|| list.remove(0))
}

/// `server`, which `program` signs in to with OAuth 2.0, with the login we take for it
/// ([`super::imported_oauth`]) and the note on it.
fn oauth_server(
    address: &str,
    program: &str,
    mut server: Server,
) -> Result<(Server, String), String> {
    let user = server.login.user().unwrap_or(address).to_string();
    let (login, note) =
        super::imported_oauth::login(address, program, &server.host, server.port, &user)?;
    server.login = login;
    Ok((server, note))
}

/// The mailbox signs in as the SMTP server does: with the same sign-in, as its own user.
fn as_smtp_signs_in(mut imap: Server, smtp: &Login) -> Server {
    if let Login::OAuth2 { source, .. } = smtp {
        let user = imap.login.user().unwrap_or_default().to_string();
        imap.login = Login::OAuth2 {
            user,
            source: source.clone(),
        };
    }
    imap
}

/// Evolution's sending accounts, from its source registry (evolution-data-server) on the
/// session bus, or the bus at `address`: what Evolution itself shows, the registry started if
/// it is not running. Only at the person's request (`config import --from evolution`).
pub fn import_evolution_registry(address: Option<&str>) -> Result<Imported, ImportError> {
    #[cfg(not(all(unix, not(target_os = "macos"))))]
    let sources: Result<Vec<(String, String)>, String> = {
        let _ = address;
        Err("evolution-data-server runs on Linux and the BSDs only".into())
    };
    #[cfg(all(unix, not(target_os = "macos")))]
    let sources = crate::eds::registry_sources(address);
    let sources = sources
        .map_err(|detail| ImportError::Registry { detail })?
        .into_iter()
        .map(|(uid, data)| (uid, KeyFile::parse(&data)))
        .collect();
    evolution_accounts(PathBuf::from("evolution-data-server"), sources)
}

/// Evolution's sending accounts, from the `.source` files in `dir`
/// (`~/.config/evolution/sources`).
pub fn import_evolution(dir: &Path) -> Result<Imported, ImportError> {
    let mut sources: Vec<(String, KeyFile)> = Vec::new();
    let entries = std::fs::read_dir(dir).map_err(|source| ImportError::Read {
        path: dir.to_path_buf(),
        source,
    })?;
    let mut names: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "source"))
        .collect();
    names.sort();
    for path in names {
        let uid = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_string();
        sources.push((uid, read(&path)?));
    }
    evolution_accounts(dir.to_path_buf(), sources)
}

/// The sending accounts of Evolution's sources (uid, key file), read from `origin`.
fn evolution_accounts(
    origin: PathBuf,
    sources: Vec<(String, KeyFile)>,
) -> Result<Imported, ImportError> {
    let find = |uid: &str| sources.iter().find(|(u, _)| u == uid).map(|(_, f)| f);
    let mirrored = |f: &KeyFile| {
        let mut parent = f.get("Data Source", "Parent");
        for _ in 0..8 {
            let Some(p) = parent.and_then(find) else {
                return false;
            };
            if p.has("GNOME Online Accounts") {
                return true;
            }
            parent = p.get("Data Source", "Parent");
        }
        false
    };
    let mut imported = Imported {
        source: origin,
        program: "Evolution",
        command: "config import --from evolution",
        accounts: Vec::new(),
        unused: Vec::new(),
    };
    let mut skipped = Vec::new();
    for (uid, identity) in &sources {
        let Some(address) = identity.get("Mail Identity", "Address") else {
            continue;
        };
        if mirrored(identity) || identity.get("Data Source", "Enabled") == Some("false") {
            continue;
        }
        let Some(email) = sender(address) else {
            skipped.push(format!(
                "the identity {uid} has no usable address ({address:?})"
            ));
            continue;
        };
        let Some(transport) = identity
            .get("Mail Submission", "TransportUid")
            .and_then(find)
            .filter(|t| t.get("Mail Transport", "BackendName") == Some("smtp"))
        else {
            skipped.push(format!(
                "{address} sends through no SMTP server Evolution describes"
            ));
            continue;
        };
        let Some((smtp, oauth)) = evolution_server(transport, false) else {
            skipped.push(format!("{address}'s SMTP server has no host"));
            continue;
        };
        let (smtp, note) = if oauth {
            match oauth_server(address, "Evolution", smtp) {
                Ok((smtp, note)) => (smtp, vec![note]),
                Err(why) => {
                    skipped.push(why);
                    continue;
                }
            }
        } else {
            (smtp, Vec::new())
        };
        let name = format!("evolution-{}", imported.accounts.len() + 1);
        let smtp_login = smtp.login.clone();
        let mut account = Account::new(
            name,
            Transport::Smtp(Smtp {
                server: smtp,
                ehlo_name: None,
            }),
        );
        account.email = Some(email);
        account.display_name = identity.get("Mail Identity", "Name").map(str::to_string);
        account.imap = sources
            .iter()
            .map(|(_, f)| f)
            .find(|f| {
                f.get("Mail Account", "IdentityUid") == Some(uid.as_str())
                    && f.get("Mail Account", "BackendName") == Some("imapx")
            })
            .and_then(|f| evolution_server(f, true))
            .map(|(server, _)| Imap {
                server: as_smtp_signs_in(server, &smtp_login),
                sent_folder: None,
                drafts_folder: None,
            });
        imported.accounts.push(account);
        imported.unused.push(note);
    }
    imported.finished(skipped)
}

/// A server from a source's `[Authentication]` and `[Security]`; with whether it signs in with
/// OAuth 2.0.
fn evolution_server(f: &KeyFile, imap: bool) -> Option<(Server, bool)> {
    let host = f.get("Authentication", "Host")?;
    let security = match f.get("Security", "Method") {
        Some("ssl-on-alternate-port") => Security::Tls,
        Some("starttls-on-standard-port") => Security::Starttls,
        _ => Security::None,
    };
    let default = if imap {
        security.default_imap_port()
    } else {
        security.default_port()
    };
    let port = f
        .get("Authentication", "Port")
        .and_then(|p| p.parse::<u16>().ok())
        .filter(|p| *p != 0)
        .unwrap_or(default);
    let method = f.get("Authentication", "Method").unwrap_or_default();
    let oauth = matches!(method, "XOAUTH2" | "Google" | "Outlook" | "OAuth2");
    let login = match f.get("Authentication", "User") {
        Some(user) if !method.is_empty() || imap => Login::Password {
            user: user.to_string(),
            source: PasswordSource::Keyring,
        },
        _ => Login::None,
    };
    Some((Server::imported(host, port, security, login), oauth))
}

/// KMail's sending accounts, from `mailtransports` and `emailidentities` in `config_dir`
/// (`~/.config`).
pub fn import_kmail(config_dir: &Path) -> Result<Imported, ImportError> {
    let identities_path = config_dir.join("emailidentities");
    let identities = read(&identities_path)?;
    let transports = read(&config_dir.join("mailtransports"))?;
    let default_identity = identities.get("Default", "Default Identity");
    let default_transport = transports.get("General", "default-transport");
    let mut imported = Imported {
        source: identities_path.clone(),
        program: "KMail",
        command: "config import --from kmail",
        accounts: Vec::new(),
        unused: Vec::new(),
    };
    let mut skipped = Vec::new();
    for group in identities.groups_starting("Identity") {
        let Some(address) = identities.get(group, "Email Address") else {
            continue;
        };
        let Some(email) = sender(address) else {
            skipped.push(format!("{group} has no usable address ({address:?})"));
            continue;
        };
        let transport_id = identities
            .get(group, "Transport")
            .or(default_transport)
            .unwrap_or_default();
        let t = format!("Transport {transport_id}");
        let Some(host) = transports.get(&t, "host") else {
            skipped.push(format!(
                "{address} sends through no transport KMail describes"
            ));
            continue;
        };
        let security = match transports.get(&t, "encryption").unwrap_or("None") {
            "SSL" | "1" => Security::Tls,
            "TLS" | "2" => Security::Starttls,
            _ => Security::None,
        };
        let oauth = matches!(transports.get(&t, "authtype"), Some("XOAUTH2" | "10"));
        let port = transports
            .get(&t, "port")
            .and_then(|p| p.parse::<u16>().ok())
            .filter(|p| *p != 0)
            .unwrap_or(security.default_port());
        let login = match (transports.get(&t, "auth"), transports.get(&t, "user")) {
            (Some("true"), Some(user)) => Login::Password {
                user: user.to_string(),
                source: PasswordSource::Keyring,
            },
            _ => Login::None,
        };
        let mut server = Server::imported(host, port, security, login);
        let mut note = Vec::new();
        if oauth {
            match oauth_server(address, "KMail", server) {
                Ok((s, n)) => {
                    server = s;
                    note.push(n);
                }
                Err(why) => {
                    skipped.push(why);
                    continue;
                }
            }
        }
        let name = format!("kmail-{}", imported.accounts.len() + 1);
        let mut account = Account::new(
            name,
            Transport::Smtp(Smtp {
                server,
                ehlo_name: None,
            }),
        );
        account.email = Some(email);
        account.display_name = identities.get(group, "Name").map(str::to_string);
        account.default =
            default_identity.is_some() && identities.get(group, "uoid") == default_identity;
        if identities.get(group, "Signature Type") == Some("inline") {
            account.signature = identities
                .get(group, "Inline Signature")
                .map(str::to_string);
        }
        imported.accounts.push(account);
        imported.unused.push(note);
    }
    imported.finished(skipped)
}

/// [`found_on_this_computer`] in the person's home folder.
pub fn found_in_home() -> Vec<(&'static str, Account)> {
    directories::BaseDirs::new()
        .map(|d| found_on_this_computer(d.home_dir()))
        .unwrap_or_default()
}

/// The sending accounts the mail programs of this computer keep, under `home`: each with the
/// program's name, for the setup panel's first step. A program that is not set up here, or
/// whose settings cannot be read, has none (the command line's `config import` says why).
/// Reads files only: call it off the window's thread.
pub fn found_on_this_computer(home: &Path) -> Vec<(&'static str, Account)> {
    let config_dir = home.join(".config");
    let thunderbird = super::profile_roots(home)
        .into_iter()
        .filter_map(|root| super::profiles(&root).ok()?.into_iter().next())
        .next()
        .and_then(|p| super::import_thunderbird(&p).ok());
    [
        thunderbird,
        import_evolution(&config_dir.join("evolution/sources")).ok(),
        import_kmail(&config_dir).ok(),
        super::import_msmtp(&home.join(".msmtprc")).ok(),
    ]
    .into_iter()
    .flatten()
    .flat_map(|imported| {
        let program = imported.program;
        imported.accounts.into_iter().map(move |a| (program, a))
    })
    .collect()
}

#[cfg(test)]
mod tests;
