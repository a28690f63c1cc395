//! Changing the config file in place: the window's setup adds an account to it. The person's
//! comments, layout and other accounts stay exactly as they were (toml_edit keeps them); the
//! result is validated before anything is written, and it replaces the file atomically with
//! owner-only permissions.

use std::path::Path;

use toml_edit::DocumentMut;

use super::{Config, ConfigError};

/// Adds the one `[accounts.NAME]` table of `snippet` to the config at `path` (created if
/// missing). The name is made unique (`main`, `main-2`, ...); when the new account says
/// `default = true`, the other accounts lose their `default` key so that exactly one is the
/// default. Returns the loaded config and the name the account got.
pub fn add_account(path: &Path, snippet: &str) -> Result<(Config, String), ConfigError> {
    prepare_account(path, snippet)?.write()
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
    name: String,
}

impl PreparedAccount {
    /// Writes the config: a new file, or the old one replaced atomically.
    pub fn write(self) -> Result<(Config, String), ConfigError> {
        if self.existed {
            replace(&self.path, &self.text)?;
        } else {
            super::write_new(&self.path, &self.text)?;
        }
        Ok((self.config, self.name))
    }
}

/// [`add_account`] up to the write: the merged config, validated.
pub fn prepare_account(path: &Path, snippet: &str) -> Result<PreparedAccount, ConfigError> {
    let syntax = |text: &str, e: toml_edit::TomlError| {
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
    };
    let new: DocumentMut = snippet.parse().map_err(|e| syntax(snippet, e))?;
    let Some((hint, table)) = new
        .get("accounts")
        .and_then(|a| a.as_table())
        .and_then(|a| a.iter().next())
        .and_then(|(name, item)| Some((name.to_string(), item.as_table()?.clone())))
    else {
        return Err(ConfigError::NoAccounts {
            path: path.to_path_buf(),
        });
    };
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
        Some(text) => text.parse().map_err(|e| syntax(text, e))?,
        None => DocumentMut::new(),
    };
    let accounts = doc
        .entry("accounts")
        .or_insert_with(|| {
            let mut t = toml_edit::Table::new();
            // `[accounts]` itself need not be written: only `[accounts.NAME]`.
            t.set_implicit(true);
            toml_edit::Item::Table(t)
        })
        .as_table_mut()
        .ok_or_else(|| ConfigError::Invalid {
            path: path.to_path_buf(),
            line: 1,
            key: "accounts".into(),
            message: "must be a table of [accounts.NAME] tables".into(),
        })?;
    let name = unique_name(&hint, |n| accounts.contains_key(n));
    let is_default = table
        .get("default")
        .and_then(|d| d.as_bool())
        .unwrap_or(false);
    if is_default {
        for (_, other) in accounts.iter_mut() {
            if let Some(other) = other.as_table_like_mut() {
                other.remove("default");
            }
        }
    }
    let mut table = table;
    table.set_position(None);
    accounts.insert(&name, toml_edit::Item::Table(table));
    let text = doc.to_string();
    let config = super::parse(&text, path, Some(0o600))?;
    Ok(PreparedAccount {
        path: path.to_path_buf(),
        text,
        existed: existing.is_some(),
        config,
        name,
    })
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

/// Writes `text` beside `path` and renames it over `path`, so that a crash never leaves half
/// a config; the new file is readable by its owner only, like the old one should be.
fn replace(path: &Path, text: &str) -> Result<(), ConfigError> {
    let io = |source| ConfigError::Io {
        path: path.to_path_buf(),
        source,
    };
    // A config that is a link (into a dotfiles repository) stays one: the file it points to
    // is what gets replaced.
    let resolved;
    let path = if std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) {
        resolved = std::fs::canonicalize(path).map_err(io)?;
        resolved.as_path()
    } else {
        path
    };
    let file_name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "config.toml".into());
    let temp = path.with_file_name(format!(".{file_name}.{}.new", std::process::id()));
    let _ = std::fs::remove_file(&temp);
    super::write_new(&temp, text)?;
    std::fs::rename(&temp, path).map_err(|e| {
        let _ = std::fs::remove_file(&temp);
        io(e)
    })?;
    // The rename itself reaches the disk only with its directory.
    #[cfg(unix)]
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
        && let Ok(d) = std::fs::File::open(dir)
    {
        let _ = d.sync_all();
    }
    Ok(())
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

    #[test]
    fn comments_and_other_accounts_are_kept_and_one_default_remains() {
        let path = temp("keep");
        let before = "# My mail setup, written by hand.\n\n[accounts.main]   # the old one\nemail = \"old@example.org\"\ndefault = true # was the default\nsendmail = \"/usr/sbin/sendmail\"\n\n# Work comes later.\n";
        std::fs::write(&path, before).unwrap();
        let (config, name) = add_account(&path, NEW).unwrap();
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
        let (config, name) = add_account(&path, NEW).unwrap();
        assert_eq!(name, "main");
        assert_eq!(config.accounts.len(), 1);
        let path = temp("broken");
        std::fs::write(&path, "[accounts.x\n").unwrap();
        let e = add_account(&path, NEW).unwrap_err();
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
        add_account(&link, NEW).unwrap();
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
        let e = add_account(
            &path,
            "[accounts.b]\nemail = \"not an address\"\nhost = \"h\"\n",
        )
        .unwrap_err();
        assert!(e.to_string().contains("accounts.b.email"), "{e}");
        assert!(
            !std::fs::read_to_string(&path)
                .unwrap()
                .contains("accounts.b")
        );
    }
}
