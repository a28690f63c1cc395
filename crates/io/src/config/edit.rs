//! Writing accounts: the one writer of config text. The window's setup and `config
//! import-msmtp` describe an [`Account`]; [`table_of`] writes it as TOML, and
//! [`add_account`] adds it to the config file in place: the person's comments, layout and
//! other accounts stay exactly as they were (toml_edit keeps them); the result is validated
//! before anything is written, and it replaces the file atomically with owner-only
//! permissions.

use std::path::Path;

use toml_edit::{Array, DocumentMut, Item, Table, value};

use super::{
    Account, Config, ConfigError, DEFAULT_TIMEOUT_SECS, Handoff, Imap, Login, PasswordSource,
    SentCopy, Server, SignIn, TokenSource, Transport,
};

/// Adds `account` to the config at `path` (created if missing). The name is made unique
/// (`main`, `main-2`, ...); when the account is the default, the other accounts lose their
/// `default` key so that exactly one is. Returns the loaded config and the name the account got.
pub fn add_account(path: &Path, account: &Account) -> Result<(Config, String), ConfigError> {
    prepare_account(path, account)?.write()
}

/// [`add_account`] up to the write: the merged config, validated.
pub fn prepare_account(path: &Path, account: &Account) -> Result<PreparedAccount, ConfigError> {
    prepare(path, std::slice::from_ref(account), Naming::Unique)
}

/// How an added account's name is chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Naming {
    /// Its own, or the first free `name-2`, `name-3`, ...: the window's setup, where the
    /// person never chose one.
    Unique,
    /// Its own, and an account of that name already there is an error: an import, which
    /// must not add a second copy of what it added before.
    Exact,
}

/// A config with an account added, checked and ready to be written: what
/// [`prepare_account`] makes, so that a caller can do what must come first (keep a password
/// in the keyring) only once it knows the file will take the account.
#[derive(Debug)]
pub struct PreparedAccount {
    path: std::path::PathBuf,
    text: String,
    existed: bool,
    config: Config,
    /// The name each account got, in order.
    names: Vec<String>,
}

impl PreparedAccount {
    /// Writes the config: a new file, or the old one replaced atomically. Returns it, and
    /// the name the (first) account got.
    pub fn write(self) -> Result<(Config, String), ConfigError> {
        if self.existed {
            replace(&self.path, &self.text)?;
        } else {
            super::write_new(&self.path, &self.text)?;
        }
        let name = self.names.into_iter().next().unwrap_or_default();
        Ok((self.config, name))
    }
}

/// Adds every account of `new` to the config at `path` under its own name, checked together:
/// all of them fit, or nothing is to be written.
pub fn prepare_accounts(path: &Path, new: &[Account]) -> Result<PreparedAccount, ConfigError> {
    prepare(path, new, Naming::Exact)
}

fn prepare(path: &Path, new: &[Account], naming: Naming) -> Result<PreparedAccount, ConfigError> {
    let existing = match std::fs::read_to_string(path) {
        Ok(text) => Some(text),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(source) => {
            return Err(ConfigError::Io {
                path: path.to_path_buf(),
                source,
            });
        }
    };
    let mut doc: DocumentMut = match &existing {
        Some(text) => text.parse().map_err(|e: toml_edit::TomlError| {
            let (line, column) = e
                .span()
                .map(|s| super::line_col(text, s.start))
                .unwrap_or((1, 1));
            ConfigError::Syntax {
                path: path.to_path_buf(),
                line,
                column,
                message: e.message().trim().to_string(),
            }
        })?,
        None => DocumentMut::new(),
    };
    let table = doc
        .entry("accounts")
        .or_insert_with(|| {
            let mut t = Table::new();
            // `[accounts]` itself need not be written: only `[accounts.NAME]`.
            t.set_implicit(true);
            Item::Table(t)
        })
        .as_table_mut()
        .ok_or_else(|| ConfigError::Invalid {
            path: path.to_path_buf(),
            line: 1,
            key: "accounts".into(),
            message: "must be a table of [accounts.NAME] tables".into(),
        })?;
    let mut names = Vec::new();
    for account in new {
        if naming == Naming::Exact && table.contains_key(&account.name) {
            let line = match (&existing, table.key(&account.name).and_then(|k| k.span())) {
                (Some(text), Some(span)) => super::line_col(text, span.start).0,
                _ => 1,
            };
            return Err(ConfigError::Invalid {
                path: path.to_path_buf(),
                line,
                key: format!("accounts.{}", account.name),
                message: "an account of this name is there already: rename or remove it first"
                    .into(),
            });
        }
        let name = unique_name(&account.name, |n| table.contains_key(n));
        if account.default {
            for (_, other) in table.iter_mut() {
                if let Some(other) = other.as_table_like_mut() {
                    other.remove("default");
                }
            }
        }
        table.insert(&name, Item::Table(table_of(account)));
        names.push(name);
    }
    let text = doc.to_string();
    let config = super::parse(&text, path, Some(0o600))?;
    Ok(PreparedAccount {
        path: path.to_path_buf(),
        text,
        existed: existing.is_some(),
        config,
        names,
    })
}

/// `account` as an `[accounts.NAME]` table: every key it sets, and none it leaves at the
/// default.
pub fn table_of(account: &Account) -> Table {
    let mut t = Table::new();
    if let Some(email) = &account.email {
        t.insert("email", value(email.display()));
    }
    if let Some(name) = &account.display_name {
        t.insert("display-name", value(name.as_str()));
    }
    if account.default {
        t.insert("default", value(true));
    }
    match &account.transport {
        Transport::Smtp(smtp) => {
            server_keys(&mut t, &smtp.server, None);
            if let Some(ehlo) = &smtp.ehlo_name {
                t.insert("ehlo-name", value(ehlo.as_str()));
            }
        }
        Transport::Sendmail(program) => {
            t.insert("sendmail", value(program.display().to_string()));
        }
        Transport::Desktop => {
            t.insert("desktop", value(true));
        }
        Transport::Handoff(Handoff::Webmail(w)) => {
            t.insert("webmail", value(w.id()));
        }
        Transport::Handoff(Handoff::Program(p)) => {
            t.insert("program", value(p.as_str()));
        }
    }
    if let Some(signature) = &account.signature {
        t.insert("signature", value(signature.as_str()));
    }
    if account.bcc_self {
        t.insert("bcc-self", value(true));
    }
    if account.sent_copy != SentCopy::Auto {
        t.insert("sent-copy", value(account.sent_copy.as_str()));
    }
    if account.server_drafts {
        t.insert("server-drafts", value(true));
    }
    if let Some(imap) = &account.imap {
        t.insert("imap", Item::Table(imap_table(imap, account)));
    }
    t
}

/// The keys of a server: host, port, security, the login (unless it is `inherited`), the CA,
/// and what differs from the defaults.
fn server_keys(t: &mut Table, server: &Server, inherited: Option<&Login>) {
    t.insert("host", value(server.host.as_str()));
    t.insert("port", value(i64::from(server.port)));
    t.insert("security", value(server.security.as_str()));
    if inherited != Some(&server.login) {
        login_keys(t, &server.login, inherited.is_some());
    }
    if let Some(ca) = &server.tls_ca {
        t.insert("tls-ca", value(ca.display().to_string()));
    }
    if server.allow_insecure {
        t.insert("allow-insecure", value(true));
    }
    if server.timeout.as_secs() != DEFAULT_TIMEOUT_SECS {
        t.insert("timeout", value(server.timeout.as_secs() as i64));
    }
}

/// `username` and where the password or token comes from. In an `imap` table (`mailbox`) an
/// OAuth 2.0 login is always the account's own, so only its user name is written.
fn login_keys(t: &mut Table, login: &Login, mailbox: bool) {
    match login {
        Login::None => {}
        Login::Password { user, source } => {
            t.insert("username", value(user.as_str()));
            let mut password = dotted();
            match source {
                PasswordSource::Command(argv) => {
                    password.insert("command", value(strings(argv)));
                }
                PasswordSource::Keyring => {
                    password.insert("keyring", value(true));
                }
                PasswordSource::Env(var) => {
                    password.insert("env", value(var.as_str()));
                }
                PasswordSource::Plain(p) => {
                    t.insert("password", value(p.as_str()));
                    return;
                }
                // The desktop's account: its password stays with GNOME Online Accounts.
                PasswordSource::Goa(..) => return,
            }
            t.insert("password", Item::Table(password));
        }
        Login::OAuth2 { user, source } => {
            t.insert("username", value(user.as_str()));
            if mailbox {
                return;
            }
            t.insert("auth", value("oauth2"));
            let mut oauth2 = dotted();
            match source {
                TokenSource::Command(argv) => {
                    oauth2.insert("token-command", value(strings(argv)));
                }
                TokenSource::SignIn(s) => sign_in_keys(&mut oauth2, s),
                TokenSource::Goa(_) => return,
            }
            t.insert("oauth2", Item::Table(oauth2));
        }
    }
}

fn sign_in_keys(t: &mut Table, s: &SignIn) {
    if let Some(p) = s.provider {
        t.insert("provider", value(p.id()));
    }
    for (key, text) in [
        ("client-id", &s.client_id),
        ("client-secret", &s.client_secret),
        ("auth-url", &s.auth_url),
        ("token-url", &s.token_url),
        ("device-url", &s.device_url),
    ] {
        if let Some(text) = text {
            t.insert(key, value(text.as_str()));
        }
    }
    if let Some(scopes) = &s.scopes {
        t.insert("scopes", value(strings(scopes)));
    }
    if let Some(ca) = &s.tls_ca {
        t.insert("tls-ca", value(ca.display().to_string()));
    }
}

/// An `[accounts.NAME.imap]` table: the login only where it is not the account's own.
fn imap_table(imap: &Imap, account: &Account) -> Table {
    let mut t = Table::new();
    let inherited = account.smtp().map(|s| &s.server.login);
    server_keys(&mut t, &imap.server, inherited.or(Some(&Login::None)));
    for (key, folder) in [
        ("sent-folder", &imap.sent_folder),
        ("drafts-folder", &imap.drafts_folder),
    ] {
        if let Some(folder) = folder {
            t.insert(key, value(folder.as_str()));
        }
    }
    t
}

/// A table written as dotted keys (`password.keyring = true`), the way the example file
/// and people write them.
fn dotted() -> Table {
    let mut t = Table::new();
    t.set_dotted(true);
    t
}

fn strings(list: &[String]) -> Array {
    list.iter().map(String::as_str).collect()
}

/// `hint`, or `hint-2`, `hint-3`, ... : the first that is not `taken`.
fn unique_name(hint: &str, taken: impl Fn(&str) -> bool) -> String {
    if !taken(hint) {
        return hint.to_string();
    }
    (2..)
        .map(|n| format!("{hint}-{n}"))
        .find(|n| !taken(n))
        .unwrap_or_else(|| hint.to_string())
}

/// Replaces the config with `text` through the one atomic writer ([`crate::files::replace`]):
/// a crash never leaves half a config, a config that is a link stays one, and the new file is
/// readable by its owner only, like the old one should be.
fn replace(path: &Path, text: &str) -> Result<(), ConfigError> {
    crate::files::replace(path, text.as_bytes(), true).map_err(|source| ConfigError::Io {
        path: path.to_path_buf(),
        source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(tag: &str) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("mailto-preview-edit-{}-{tag}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir.join("config.toml")
    }

    const NEW: &str = "[accounts.main]\nemail = \"me@example.net\"\ndefault = true\nhost = \"smtp.example.net\"\nport = 465\nsecurity = \"tls\"\nusername = \"me@example.net\"\npassword.keyring = true\n";

    /// The account a snippet of config text describes.
    fn account(text: &str) -> Account {
        super::super::parse(text, Path::new("snippet.toml"), Some(0o600))
            .unwrap_or_else(|e| panic!("{e}\n{text}"))
            .accounts
            .remove(0)
    }

    #[test]
    fn every_kind_of_account_is_written_as_it_reads() {
        for text in [
            NEW,
            "[accounts.a]\nemail = \"Ann <ann@example.org>\"\ndisplay-name = \"Ann \\\"Quoted\\\"\"\nhost = \"smtp.example.org\"\nport = 587\nsecurity = \"starttls\"\nusername = \"ann\"\npassword.command = [\"pass\", \"show\", \"mail\"]\ntimeout = 5\nehlo-name = \"laptop.example.org\"\nsignature = \"Ann\\nexample.org\"\nbcc-self = true\n",
            "[accounts.b]\nemail = \"b@example.org\"\nhost = \"127.0.0.1\"\nport = 2525\nsecurity = \"none\"\n",
            "[accounts.c]\nemail = \"c@example.org\"\nsendmail = \"/usr/sbin/sendmail\"\n",
            "[accounts.d]\nwebmail = \"gmail\"\n",
            "[accounts.e]\nprogram = \"claws-mail\"\nemail = \"e@example.org\"\n",
            "[accounts.f]\nemail = \"f@example.org\"\nhost = \"smtp.example.org\"\nauth = \"oauth2\"\noauth2.provider = \"microsoft\"\noauth2.client-id = \"id\"\n",
            "[accounts.g]\nemail = \"g@example.org\"\nhost = \"smtp.example.org\"\nusername = \"g\"\nauth = \"oauth2\"\noauth2.auth-url = \"https://id.example.org/a\"\noauth2.token-url = \"https://id.example.org/t\"\noauth2.scopes = [\"mail\", \"offline_access\"]\noauth2.client-id = \"id\"\noauth2.client-secret = \"s\"\n",
            "[accounts.h]\nemail = \"h@example.org\"\nhost = \"smtp.example.org\"\nauth = \"oauth2\"\noauth2.token-command = [\"oama\", \"access\", \"h@example.org\"]\n[accounts.h.imap]\nhost = \"imap.example.org\"\n",
            "[accounts.i]\nemail = \"i@example.org\"\nhost = \"smtp.example.org\"\nusername = \"i\"\npassword.env = \"I_PASSWORD\"\nsent-copy = \"on\"\nserver-drafts = true\n[accounts.i.imap]\nhost = \"imap.example.org\"\nport = 143\nsecurity = \"starttls\"\nsent-folder = \"Sent Items\"\n",
            "[accounts.j]\nemail = \"j@example.org\"\nhost = \"smtp.example.org\"\nusername = \"j\"\npassword.keyring = true\nsent-copy = \"off\"\n[accounts.j.imap]\nhost = \"imap.example.org\"\nusername = \"j-mailbox\"\npassword.command = [\"pass\", \"imap\"]\n",
        ] {
            let before = account(text);
            let mut doc = DocumentMut::new();
            let mut accounts = Table::new();
            accounts.set_implicit(true);
            accounts.insert(&before.name, Item::Table(table_of(&before)));
            doc.insert("accounts", Item::Table(accounts));
            let written = doc.to_string();
            assert_eq!(account(&written), before, "{text}\n---\n{written}");
        }
    }

    #[test]
    fn comments_and_other_accounts_are_kept_and_one_default_remains() {
        let path = temp("keep");
        let before = "# My mail setup, written by hand.\n\n[accounts.main]   # the old one\nemail = \"old@example.org\"\ndefault = true # was the default\nsendmail = \"/usr/sbin/sendmail\"\n\n# Work comes later.\n";
        std::fs::write(&path, before).unwrap();
        let (config, name) = add_account(&path, &account(NEW)).unwrap();
        assert_eq!(name, "main-2");
        let after = std::fs::read_to_string(&path).unwrap();
        assert!(
            after.starts_with(
                "# My mail setup, written by hand.\n\n[accounts.main]   # the old one\n"
            ),
            "{after}"
        );
        assert!(after.contains("# Work comes later."), "{after}");
        assert!(
            after.contains("[accounts.main-2]\nemail = \"me@example.net\""),
            "{after}"
        );
        assert_eq!(config.accounts.len(), 2);
        assert_eq!(
            config.default_account().map(|a| a.name.as_str()),
            Some("main-2")
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }

    #[test]
    fn a_missing_file_is_created_and_a_broken_one_is_left_alone() {
        let path = temp("new");
        let (config, name) = add_account(&path, &account(NEW)).unwrap();
        assert_eq!(name, "main");
        assert_eq!(config.accounts.len(), 1);
        let path = temp("broken");
        std::fs::write(&path, "[accounts.x\n").unwrap();
        let e = add_account(&path, &account(NEW)).unwrap_err();
        assert!(matches!(e, ConfigError::Syntax { line: 1, .. }), "{e}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "[accounts.x\n");
    }

    #[cfg(unix)]
    #[test]
    fn a_config_that_is_a_link_stays_a_link() {
        let link = temp("link");
        let dir = link.parent().unwrap().to_path_buf();
        let real = dir.join("dotfiles-config.toml");
        std::fs::write(&real, "# mine\n").unwrap();
        std::os::unix::fs::symlink(&real, &link).unwrap();
        add_account(&link, &account(NEW)).unwrap();
        assert!(
            std::fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        let text = std::fs::read_to_string(&real).unwrap();
        assert!(
            text.contains("# mine") && text.contains("[accounts.main]"),
            "{text}"
        );
    }

    #[test]
    fn an_account_that_would_not_validate_is_not_written() {
        let path = temp("invalid");
        std::fs::write(
            &path,
            "[accounts.a]\nsendmail = \"/usr/sbin/sendmail\"\nemail = \"a@example.org\"\n",
        )
        .unwrap();
        // Plain text to a remote server, which the file refuses without allow-insecure.
        let mut b = account(NEW);
        b.name = "b".into();
        if let Transport::Smtp(smtp) = &mut b.transport {
            smtp.server.security = super::super::Security::None;
        }
        let e = add_account(&path, &b).unwrap_err();
        assert!(e.to_string().contains("accounts.b.security"), "{e}");
        assert!(
            !std::fs::read_to_string(&path)
                .unwrap()
                .contains("accounts.b")
        );
    }
}
