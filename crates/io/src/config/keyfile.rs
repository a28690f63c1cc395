//! The "key file" shape GLib (`GKeyFile`, Evolution's `.source` files) and KDE (`KConfig`,
//! KMail's `mailtransports` and `emailidentities`) write: `[Group]` lines, then `key=value`
//! lines, `#` comments. Read as data for the imports; values are unescaped the way both
//! write them (`\s`, `\n`, `\t`, `\r`, `\\`). A key written with a locale (`Name[de]`) is
//! skipped, as is anything else that is not `key=value`.

use std::collections::BTreeMap;

/// A key file's groups, each a map of its keys.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct KeyFile {
    groups: BTreeMap<String, BTreeMap<String, String>>,
}

impl KeyFile {
    /// Reads `text`.
    pub fn parse(text: &str) -> KeyFile {
        let mut file = KeyFile::default();
        let mut group: Option<String> = None;
        for line in text.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') || line.starts_with(';') {
                continue;
            }
            if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
                group = Some(name.to_string());
                file.groups.entry(name.to_string()).or_default();
                continue;
            }
            let (Some(group), Some((key, value))) = (&group, line.split_once('=')) else {
                continue;
            };
            let key = key.trim();
            if key.contains('[') {
                continue;
            }
            file.groups
                .entry(group.clone())
                .or_default()
                .insert(key.to_string(), unescape(value.trim()));
        }
        file
    }

    /// Whether it has the group.
    pub fn has(&self, group: &str) -> bool {
        self.groups.contains_key(group)
    }

    /// A key's value, if set and not empty.
    pub fn get(&self, group: &str, key: &str) -> Option<&str> {
        self.groups
            .get(group)?
            .get(key)
            .map(String::as_str)
            .filter(|v| !v.is_empty())
    }

    /// The groups whose names start with `prefix` (`Transport ` in KMail's file).
    pub fn groups_starting(&self, prefix: &str) -> impl Iterator<Item = &str> {
        self.groups
            .keys()
            .filter(move |g| g.starts_with(prefix))
            .map(String::as_str)
    }
}

fn unescape(v: &str) -> String {
    let mut out = String::with_capacity(v.len());
    let mut chars = v.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('s') => out.push(' '),
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_keys_and_escapes_are_read() {
        let f = KeyFile::parse(
            "# a comment\n[Data Source]\nDisplayName=Work\\sMail\nName[de]=Arbeit\n\n[Mail Identity]\nAddress=me@example.net\nSignature=Me\\nExample\nEmpty=\nnot a key\n",
        );
        assert_eq!(f.get("Data Source", "DisplayName"), Some("Work Mail"));
        assert_eq!(f.get("Data Source", "Name[de]"), None);
        assert_eq!(f.get("Mail Identity", "Signature"), Some("Me\nExample"));
        assert_eq!(f.get("Mail Identity", "Empty"), None);
        assert!(f.has("Mail Identity") && !f.has("Mail Transport"));
    }
}
