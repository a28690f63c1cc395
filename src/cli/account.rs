//! The account commands: `config path|check|init|import-msmtp`, `drafts` and `send-draft`.

use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};

use super::{CliError, ConfigCommand};
use crate::config::{self, Transport};
use crate::keyring;
use crate::send::outbox::{self, NoCopy};
use crate::send::{self, Delivery};
use crate::store::{self, Store};
use crate::visible::make_visible;

pub(super) fn cmd_config(
    explicit: Option<&Path>,
    c: ConfigCommand,
    out: &mut impl Write,
) -> Result<u8, CliError> {
    let path = config::resolve_path(explicit)?;
    match c {
        ConfigCommand::Path => {
            writeln!(out, "{}", path.display())?;
            Ok(0)
        }
        ConfigCommand::Init => {
            config::init(&path)?;
            writeln!(
                out,
                "wrote an example configuration to {}; edit it, then run `mailto-preview config check`",
                path.display()
            )?;
            Ok(0)
        }
        ConfigCommand::Check { connect, account } => check(&path, connect, account.as_deref(), out),
        ConfigCommand::Discover(args) => super::discover::cmd_discover(args, out),
        ConfigCommand::SignIn(args) => super::login::cmd_sign_in(&path, args, out),
        ConfigCommand::Password { account } => {
            super::login::cmd_password(&path, account.as_deref(), out)
        }
        ConfigCommand::ImportMsmtp { write, file } => {
            let file = match file {
                Some(f) => f,
                None => directories::BaseDirs::new()
                    .map(|d| d.home_dir().join(".msmtprc"))
                    .ok_or_else(|| {
                        CliError::Other(
                            "cannot find your home directory: name the msmtp file".into(),
                        )
                    })?,
            };
            let imported = config::import_msmtp(&file)?;
            print_and_write(&path, imported, write, out)?;
            Ok(0)
        }
        ConfigCommand::Import { from, write } => super::import::cmd_import(&path, from, write, out),
        ConfigCommand::ImportThunderbird { write, profile } => {
            let profile = match profile {
                Some(p) => p,
                None => default_thunderbird_profile()?,
            };
            let imported = config::import_thunderbird(&profile)?;
            print_and_write(&path, imported, write, out)?;
            if write {
                writeln!(
                    out,
                    "type each password once with `mailto-preview config password`"
                )?;
            }
            Ok(0)
        }
    }
}

fn check(
    path: &Path,
    connect: bool,
    only: Option<&str>,
    out: &mut impl Write,
) -> Result<u8, CliError> {
    let cfg = config::load(path)?;
    writeln!(out, "{}: valid", path.display())?;
    for w in &cfg.warnings {
        writeln!(out, "warning: {w}")?;
    }
    if let Some(name) = only
        && cfg.account(name).is_none()
    {
        return Err(CliError::Other(format!(
            "there is no account \"{name}\" in {}",
            path.display()
        )));
    }
    let mut failed = false;
    for a in cfg
        .accounts
        .iter()
        .filter(|a| only.is_none_or(|n| n == a.name))
    {
        let default = if cfg.default_account().is_some_and(|d| d.name == a.name) {
            " (default)"
        } else {
            ""
        };
        writeln!(
            out,
            "account {}{default}: {} via {}",
            a.name,
            a.address().as_deref().unwrap_or("(no address)"),
            a.server_description().english()
        )?;
        if a.is_plaintext() {
            writeln!(out, "  warning: mail and password travel unencrypted")?;
        }
        if let Some(target) = a.handoff()
            && let Err(e) = crate::open_with::find_target(target.id())
        {
            failed = true;
            writeln!(out, "  problem: {e}")?;
        }
        if let Some(imap) = &a.imap {
            let copy = match outbox::copies_to_sent(a) {
                Ok(()) => "a copy of sent mail goes to its Sent folder",
                Err(NoCopy::ProviderFiles) => {
                    "no copy is filed: the provider puts sent mail in Sent itself (sent-copy = \"on\" files one anyway)"
                }
                Err(NoCopy::Off) => "no copy is filed (sent-copy = \"off\")",
                Err(NoCopy::NotSent | NoCopy::NoMailbox) => "no copy is filed",
            };
            writeln!(
                out,
                "  mailbox: {}:{} ({}); {copy}{}",
                imap.server.host,
                imap.server.port,
                imap.server.security.as_str(),
                if a.server_drafts {
                    "; drafts are saved there too"
                } else {
                    ""
                }
            )?;
        }
        if !connect {
            continue;
        }
        if let Some(imap) = &a.imap {
            match send::imap::check(imap) {
                Ok(report) => {
                    writeln!(
                        out,
                        "  mailbox: connected{}, logged in; Sent: {}; Drafts: {}",
                        if report.encrypted {
                            ", encrypted"
                        } else {
                            ", NOT encrypted"
                        },
                        report.sent.as_ref().map_or_else(
                            |e| format!("not found ({e})"),
                            |f| format!("\"{}\"", make_visible(f, false))
                        ),
                        report.drafts.as_ref().map_or_else(
                            |e| format!("not found ({e})"),
                            |f| format!("\"{}\"", make_visible(f, false))
                        ),
                    )?;
                    writeln!(
                        out,
                        "    the server offers: {}",
                        make_visible(&report.capabilities.join(" "), false)
                    )?;
                    if report.sent.is_err() && outbox::copies_to_sent(a).is_ok() {
                        failed = true;
                    }
                }
                Err(e) => {
                    failed = true;
                    writeln!(out, "  mailbox failed: {e}")?;
                }
            }
        }
        let smtp = match &a.transport {
            Transport::Smtp(smtp) => smtp,
            Transport::Sendmail(_) => {
                writeln!(out, "  (sendmail: nothing to connect to)")?;
                continue;
            }
            Transport::Handoff(_) => {
                writeln!(out, "  (hands messages over: nothing to connect to)")?;
                continue;
            }
            Transport::Desktop => {
                writeln!(
                    out,
                    "  (the desktop's account, in GNOME Online Accounts: the window connects with its settings)"
                )?;
                continue;
            }
        };
        match send::check_connection(smtp, &mut |_| {}) {
            Ok(report) => {
                writeln!(
                    out,
                    "  connected{}{}; the server offers:",
                    if report.encrypted {
                        ", encrypted"
                    } else {
                        ", NOT encrypted"
                    },
                    if report.logged_in { ", logged in" } else { "" }
                )?;
                for line in &report.ehlo {
                    writeln!(out, "    {}", make_visible(line, false))?;
                }
            }
            Err(e) => {
                failed = true;
                writeln!(out, "  failed: {e}")?;
            }
        }
    }
    Ok(u8::from(failed))
}

/// Prints imported accounts as config text and, with `write`, adds them to the config. A
/// password another program's file holds (msmtp's `password`) goes to the system keyring,
/// never into our file nor to the terminal.
pub(super) fn print_and_write(
    path: &Path,
    mut imported: config::Imported,
    write: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let passwords = to_keyring(&mut imported.accounts);
    out.write_all(imported.toml().as_bytes())?;
    if !write {
        if !passwords.is_empty() {
            writeln!(
                out,
                "\n# With --write, the password the file holds goes to the system keyring."
            )?;
        }
        return Ok(());
    }
    for (user, password) in &passwords {
        keyring::set(keyring::Kind::Password, user, password).map_err(|e| {
            CliError::Other(format!(
                "cannot keep {user}'s password in the system keyring ({e}); nothing was written"
            ))
        })?;
    }
    add_accounts(path, &imported.accounts)?;
    writeln!(out, "\nadded to {}", path.display())?;
    if !passwords.is_empty() {
        writeln!(
            out,
            "the password the file held is in the system keyring now, not in the config"
        )?;
    }
    Ok(())
}

/// Replaces the passwords written in the accounts (msmtp's `password`) with the system
/// keyring, and returns them with their login names.
fn to_keyring(accounts: &mut [config::Account]) -> Vec<(String, String)> {
    let mut moved = Vec::new();
    for account in accounts {
        let smtp = match &mut account.transport {
            config::Transport::Smtp(smtp) => Some(&mut smtp.server),
            _ => None,
        };
        let imap = account.imap.as_mut().map(|i| &mut i.server);
        for server in smtp.into_iter().chain(imap) {
            if let config::Login::Password { user, source } = &mut server.login
                && let config::PasswordSource::Plain(password) = source
            {
                if !moved.iter().any(|(u, _)| u == user) {
                    moved.push((user.clone(), password.clone()));
                }
                *source = config::PasswordSource::Keyring;
            }
        }
    }
    moved
}

/// The default profile of the first Thunderbird found in the home folder (its own, then the
/// Flatpak's, then the Snap's).
pub(super) fn default_thunderbird_profile() -> Result<PathBuf, CliError> {
    let home = directories::BaseDirs::new()
        .map(|d| d.home_dir().to_path_buf())
        .ok_or_else(|| {
            CliError::Other("cannot find your home directory: name the profile folder".into())
        })?;
    for root in config::profile_roots(&home) {
        if let Some(profile) = config::profiles(&root)?.into_iter().next() {
            return Ok(profile);
        }
    }
    Err(CliError::Other(
        "no Thunderbird profile was found (~/.thunderbird, and the Flatpak's and the Snap's): name the profile folder".into(),
    ))
}

/// Adds imported accounts to the config through its one writer: all of them, or (when one
/// does not fit) none.
pub(super) fn add_accounts(path: &Path, accounts: &[config::Account]) -> Result<(), CliError> {
    config::prepare_accounts(path, accounts)
        .map_err(|e| {
            CliError::Other(format!(
                "the imported accounts do not fit into {} ({e}); nothing was written: merge the printed text by hand",
                path.display()
            ))
        })?
        .write()?;
    Ok(())
}

/// The Subject and To lines of a stored message, decoded, for listings.
fn summary(bytes: &[u8]) -> (String, String) {
    let text = String::from_utf8_lossy(bytes);
    let head = text.split("\r\n\r\n").next().unwrap_or_default();
    let mut unfolded: Vec<String> = Vec::new();
    for line in head.split("\r\n") {
        match unfolded.last_mut() {
            Some(last) if line.starts_with([' ', '\t']) => last.push_str(line),
            _ => unfolded.push(line.to_string()),
        }
    }
    let get = |name: &str| {
        unfolded
            .iter()
            .find_map(|l| {
                let (n, v) = l.split_once(':')?;
                n.eq_ignore_ascii_case(name).then(|| v.trim().to_string())
            })
            .map(|v| rfc2047_decoder::decode(v.as_bytes()).unwrap_or(v))
            .unwrap_or_default()
    };
    (get("To"), get("Subject"))
}

pub(super) fn cmd_drafts(
    explicit: Option<&Path>,
    retry_filing: bool,
    out: &mut impl Write,
) -> Result<u8, CliError> {
    let store = Store::open_default()?;
    if retry_filing {
        return cmd_retry_filing(explicit, &store, out);
    }
    let drafts = store.drafts()?;
    if drafts.is_empty() {
        writeln!(out, "no drafts in {}", store.drafts_dir().display())?;
    }
    for path in drafts {
        let bytes = std::fs::read(&path).unwrap_or_default();
        let is_link = path.extension().is_some_and(|e| e == "mailto");
        let (to, subject) = if is_link {
            link_summary(&bytes)
        } else {
            summary(&bytes)
        };
        writeln!(
            out,
            "{}\n  To: {}\n  Subject: {}",
            path.display(),
            make_visible(&to, false),
            make_visible(&subject, false)
        )?;
        writeln!(
            out,
            "  ({}open it again with: mailto-preview --draft {})",
            if is_link { "not handed over; " } else { "" },
            crate::open_with::shell_quote(&path.to_string_lossy())
        )?;
    }
    list_unfiled(&store, out)?;
    Ok(0)
}

/// The waiting copies, after the drafts: sent, not filed in the mailbox.
fn list_unfiled(store: &Store, out: &mut impl Write) -> Result<(), CliError> {
    let unfiled = store.unfiled()?;
    if unfiled.is_empty() {
        return Ok(());
    }
    writeln!(
        out,
        "\nsent, not filed in the mailbox's Sent folder yet (filed after your next message through the same account, or now with `mailto-preview drafts --retry-filing`; never sent again):"
    )?;
    for path in unfiled {
        let bytes = std::fs::read(&path).unwrap_or_default();
        let (to, subject) = summary(&bytes);
        let account = store::read_message(&path)
            .map(|m| m.envelope.account)
            .unwrap_or_default();
        writeln!(
            out,
            "{}\n  To: {}\n  Subject: {}\n  Account: {}",
            path.display(),
            make_visible(&to, false),
            make_visible(&subject, false),
            make_visible(&account, false)
        )?;
    }
    Ok(())
}

/// `drafts --retry-filing`: files every waiting copy; 1 when any is still waiting.
fn cmd_retry_filing(
    explicit: Option<&Path>,
    store: &Store,
    out: &mut impl Write,
) -> Result<u8, CliError> {
    let cfg = config::load(&config::resolve_path(explicit)?)?;
    let results = outbox::retry_all(&cfg, store);
    if results.is_empty() {
        writeln!(
            out,
            "no copies wait to be filed in {}",
            store.unfiled_dir().display()
        )?;
    }
    let mut waiting = false;
    for (path, result) in results {
        match result {
            Ok(filed) if filed.already_there => writeln!(
                out,
                "{}: was in \"{}\" already",
                path.display(),
                make_visible(&filed.folder, false)
            )?,
            Ok(filed) => writeln!(
                out,
                "{}: filed in \"{}\"",
                path.display(),
                make_visible(&filed.folder, false)
            )?,
            Err(e) => {
                waiting = true;
                writeln!(out, "{}: still waiting: {e}", path.display())?;
            }
        }
    }
    Ok(u8::from(waiting))
}

/// To and Subject of a saved link, read the way the window reads it.
fn link_summary(bytes: &[u8]) -> (String, String) {
    let link = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    match crate::draft::open_link(link) {
        Ok((d, _)) => (
            d.recipients_text(crate::draft::RecipientField::To),
            d.subject,
        ),
        Err(e) => (String::new(), format!("(unreadable link: {e})")),
    }
}

pub(super) fn cmd_send_draft(
    explicit: Option<&Path>,
    account: Option<&str>,
    file: &Path,
    out: &mut impl Write,
) -> Result<u8, CliError> {
    let msg = store::read_message(file)?;
    let cfg = config::load(&config::resolve_path(explicit)?)?;
    let name = account.unwrap_or(&msg.envelope.account);
    let acct = cfg.account(name).ok_or_else(|| {
        CliError::Other(format!(
            "there is no account \"{name}\" in {}: choose one with --account",
            cfg.path.display()
        ))
    })?;
    writeln!(
        out,
        "{}",
        make_visible(
            &String::from_utf8_lossy(&msg.bytes).replace("\r\n", "\n"),
            true
        )
    )?;
    writeln!(out, "MAIL FROM: {}", msg.envelope.mail_from)?;
    for r in &msg.envelope.rcpt_to {
        writeln!(out, "RCPT TO:   {}", make_visible(r, false))?;
    }
    if !std::io::stdin().is_terminal() {
        return Err(CliError::Other(
            "send-draft asks for your approval on a terminal, and standard input is not one; nothing was sent".into(),
        ));
    }
    write!(
        out,
        "Send this message to {} recipient(s) through {} ({})? Type yes to send: ",
        msg.envelope.rcpt_to.len(),
        acct.name,
        acct.server_description().english()
    )?;
    out.flush()?;
    let mut answer = String::new();
    std::io::stdin().lock().read_line(&mut answer)?;
    if !matches!(answer.trim().to_ascii_lowercase().as_str(), "yes" | "y") {
        writeln!(out, "not sent; the message stays at {}", file.display())?;
        return Ok(1);
    }
    let delivery = Delivery::new(
        msg.envelope.mail_from.clone(),
        msg.envelope.rcpt_to.clone(),
        msg.bytes.clone(),
        msg.envelope.bcc_header.clone(),
    );
    let store = Store::open_default()?;
    match send::resend(&delivery, acct, &store, file.to_path_buf(), &mut |s| {
        let _ = writeln!(std::io::stderr(), "{}...", s.describe());
    }) {
        Ok(done) => {
            writeln!(
                out,
                "Sent to {} recipient(s): {}\nkept at {}",
                done.sent.recipients,
                done.sent.reply,
                done.path.display()
            )?;
            if let Some(filing) = done.filing.text() {
                writeln!(out, "Sent folder: {}", filing.english())?;
            }
            Ok(0)
        }
        Err(e) => {
            writeln!(out, "not sent: {e}")?;
            Ok(1)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summaries_decode_subjects() {
        let (to, subject) =
            summary(b"To: a@example.org\r\nSubject: =?utf-8?b?Y2Fmw6k=?=\r\n\r\nbody");
        assert_eq!((to.as_str(), subject.as_str()), ("a@example.org", "café"));
    }
}
