//! The domains the person said they know: a domain that only looks like a well-known one
//! (`vvikipedia.org` beside `wikipedia.org`) gets a warning, and a warned address is never
//! remembered for the offers; a person who really writes to such a domain says so once ("I know
//! this domain"), and from then on it is neither warned about nor kept out of the offers.
//!
//! **Storage.** `known-domains.txt` beside the history (`recipients.json`), one domain per line,
//! lower case, in Unicode as the person saw it; readable by the person only (0600), replaced
//! whole. A person may edit it by hand; lines that are not domains are ignored. Only the person
//! adds to it, from the window: a link cannot, since a domain is added only from the button
//! beside its warning.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::{ContactsError, History};

/// The file's name, beside the history's.
pub const FILE_NAME: &str = "known-domains.txt";

/// Writes to the file from this process one at a time.
static WRITING: Mutex<()> = Mutex::new(());

/// The list of known domains, kept beside a history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KnownDomains {
    path: PathBuf,
}

impl KnownDomains {
    /// The list kept beside `history`'s file.
    pub fn beside(history: &History) -> KnownDomains {
        KnownDomains {
            path: history.path().with_file_name(FILE_NAME),
        }
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The domains, lower case; a missing file is an empty list.
    pub fn read(&self) -> Result<Vec<String>, ContactsError> {
        let text = match std::fs::read_to_string(&self.path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(self.io(e)),
        };
        let mut domains: Vec<String> = text.lines().filter_map(normalized).collect();
        domains.sort();
        domains.dedup();
        Ok(domains)
    }

    /// Adds `domain`; whether it was new.
    pub fn add(&self, domain: &str) -> Result<bool, ContactsError> {
        let Some(domain) = normalized(domain) else {
            return Ok(false);
        };
        let _one = WRITING
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut domains = self.read()?;
        if domains.contains(&domain) {
            return Ok(false);
        }
        domains.push(domain);
        domains.sort();
        if let Some(parent) = self.path.parent() {
            crate::files::create_private_dir(parent).map_err(|e| self.io(e))?;
        }
        let mut text = domains.join("\n");
        text.push('\n');
        crate::files::replace(&self.path, text.as_bytes(), true).map_err(|e| self.io(e))?;
        Ok(true)
    }

    fn io(&self, e: std::io::Error) -> ContactsError {
        ContactsError::Io {
            path: self.path.clone(),
            detail: e.to_string(),
        }
    }
}

/// A line as a domain: trimmed, lower case, without a final dot; `None` for what is no domain
/// (empty, a comment, white space or an '@' inside, control characters).
fn normalized(line: &str) -> Option<String> {
    let d = line.trim();
    let d = d.strip_suffix('.').unwrap_or(d).to_lowercase();
    let usable = !d.is_empty()
        && !d.starts_with('#')
        && d.contains('.')
        && !d
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || c == '@');
    usable.then_some(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_domain_added_is_read_back_once_and_the_file_is_private() {
        let dir = tempfile::tempdir().unwrap();
        let history = History::at(dir.path().join("data/recipients.json"));
        let known = KnownDomains::beside(&history);
        assert_eq!(known.read().unwrap(), Vec::<String>::new());
        assert!(known.add("VViki.Example.").unwrap());
        assert!(!known.add("vviki.example").unwrap());
        assert!(known.add("arnazon.example").unwrap());
        assert_eq!(known.read().unwrap(), ["arnazon.example", "vviki.example"]);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(known.path())
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }

    #[test]
    fn lines_that_are_no_domains_are_ignored() {
        let dir = tempfile::tempdir().unwrap();
        let known = KnownDomains::beside(&History::at(dir.path().join("recipients.json")));
        std::fs::write(
            known.path(),
            "# mine\n\nexample.org\nnot a domain.org\na@b.org\nlocalhost\n",
        )
        .unwrap();
        assert_eq!(known.read().unwrap(), ["example.org"]);
        assert!(!known.add("   ").unwrap());
    }
}
