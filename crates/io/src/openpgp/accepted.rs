//! The keys the person accepted in the window for an address whose key nobody they trust
//! certified: remembered, so that they are asked once. Kept beside the drafts, a line each
//! (`address fingerprint`); never in the person's GnuPG trust database, which stays theirs.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use super::Fingerprint;

/// The file's name in the data directory.
pub const FILE_NAME: &str = "openpgp-accepted";

/// The accepted keys' file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Accepted {
    path: PathBuf,
}

impl Accepted {
    /// The file in `data_dir`.
    pub fn in_dir(data_dir: &Path) -> Self {
        Self {
            path: data_dir.join(FILE_NAME),
        }
    }

    /// The accepted key of each address (lowercase); a line not understood is skipped.
    pub fn read(&self) -> BTreeMap<String, Fingerprint> {
        std::fs::read_to_string(&self.path)
            .unwrap_or_default()
            .lines()
            .filter_map(|line| {
                let (address, key) = line.split_once(' ')?;
                Some((address.to_lowercase(), key.parse().ok()?))
            })
            .collect()
    }

    /// Remembers `key` as the person's choice for `address`, replacing an earlier one.
    pub fn accept(&self, address: &str, key: &Fingerprint) -> std::io::Result<()> {
        let mut all = self.read();
        all.insert(address.to_lowercase(), key.clone());
        let text: String = all
            .iter()
            // An address holds no space or line break (it was parsed as one).
            .filter(|(a, _)| !a.contains([' ', '\n', '\r']))
            .map(|(a, k)| format!("{a} {k}\n"))
            .collect();
        if let Some(dir) = self.path.parent() {
            crate::files::create_private_dir(dir)?;
        }
        crate::files::replace(&self.path, text.as_bytes(), true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_accepted_key_is_remembered_per_address() {
        let dir = tempfile::tempdir().unwrap();
        let accepted = Accepted::in_dir(dir.path());
        assert!(accepted.read().is_empty());
        let a: Fingerprint = "38A9AA6A4BC9A6DCE0BD91DC315EC95B05EA6090".parse().unwrap();
        let b: Fingerprint = "C40E124C150C03C01B097583313137CBCCA92A26".parse().unwrap();
        accepted.accept("Bob@Example.test", &a).unwrap();
        accepted.accept("bob@example.test", &b).unwrap();
        accepted.accept("ann@example.test", &a).unwrap();
        let all = accepted.read();
        assert_eq!(all.get("bob@example.test"), Some(&b));
        assert_eq!(all.get("ann@example.test"), Some(&a));
        assert_eq!(all.len(), 2);
    }
}
