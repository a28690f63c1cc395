//! Opening a kept message in the window again (`mailto-preview --draft FILE`), files and all:
//! a saved link (`.mailto`) with the list of its files beside it (`.mailto.files`), or a
//! message (`.eml`), whose fields become a link read like any other and whose attached files
//! are written to a folder only this user can enter and attached again, with the same checks
//! as any file the person attaches.

use std::path::{Path, PathBuf};

use crate::attach::{Attachment, Source};
use crate::mailto::{self, MailtoFields};
use mail_parser::MimeHeaders as _;

use super::{StoreError, create_private_dir, unique_name as unique, write_private};

/// A kept message, ready for a window: its link, and the files to attach.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reopened {
    /// The fields, as a `mailto:` link.
    pub link: Vec<u8>,
    /// The files it carried.
    pub files: Vec<PathBuf>,
}

/// Why a kept message cannot be opened again.
#[derive(Debug, thiserror::Error)]
pub enum ReopenError {
    /// The file cannot be read or its files written.
    #[error("{0}")]
    Store(#[from] StoreError),
    /// The file is neither a saved link nor a message.
    #[error("{} is neither a saved link (.mailto) nor a message (.eml)", .0.display())]
    Unknown(PathBuf),
    /// The message cannot be read as one.
    #[error("{} cannot be read as a message: {detail}", path.display())]
    NotAMessage {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        detail: String,
    },
}

/// The list of files kept beside a saved link `link`.
pub fn files_list_path(link: &Path) -> PathBuf {
    let mut name = link.as_os_str().to_os_string();
    name.push(".files");
    PathBuf::from(name)
}

/// Where a saved link's files that existed only in memory (a reopened message's parts) are
/// kept.
fn parts_dir(link: &Path) -> PathBuf {
    let mut name = link.as_os_str().to_os_string();
    name.push(".parts");
    PathBuf::from(name)
}

/// Writes the list of `attachments` beside the saved link `link` (nothing when there are
/// none): a file's own path, and a part kept only in memory written beside the link first.
pub fn keep_files(link: &Path, attachments: &[Attachment]) -> Result<(), StoreError> {
    if attachments.is_empty() {
        return Ok(());
    }
    let mut files = Vec::new();
    for (i, a) in attachments.iter().enumerate() {
        match &a.source {
            Source::File { path, .. } => files.push(path.clone()),
            Source::Bytes(bytes) => {
                let dir = parts_dir(link).join(i.to_string());
                create_private_dir(&dir)?;
                let path = dir.join(sanitise(&a.name));
                write_private(&path, bytes)?;
                files.push(path);
            }
        }
    }
    let list: Vec<String> = files
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let json = serde_json::to_vec_pretty(&list).map_err(|e| StoreError::Io {
        path: files_list_path(link),
        source: std::io::Error::other(e),
    })?;
    write_private(&files_list_path(link), &json)
}

/// Reads a kept message for a window: `path` is a saved link or a message.
pub fn reopen(path: &Path) -> Result<Reopened, ReopenError> {
    let read = |p: &Path| {
        std::fs::read(p).map_err(|source| StoreError::Io {
            path: p.to_path_buf(),
            source,
        })
    };
    match path.extension().and_then(|e| e.to_str()) {
        Some("mailto") => {
            let mut link = read(path)?;
            while link.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
                link.pop();
            }
            let list = files_list_path(path);
            let files = if list.exists() {
                serde_json::from_slice::<Vec<String>>(&read(&list)?)
                    .map_err(|e| ReopenError::NotAMessage {
                        path: list.clone(),
                        detail: e.to_string(),
                    })?
                    .into_iter()
                    .map(PathBuf::from)
                    .collect()
            } else {
                Vec::new()
            };
            Ok(Reopened { link, files })
        }
        Some("eml") => eml(path, &read(path)?),
        _ => Err(ReopenError::Unknown(path.to_path_buf())),
    }
}

/// A message's fields as a link, its attached files written out to be attached again.
fn eml(path: &Path, bytes: &[u8]) -> Result<Reopened, ReopenError> {
    let bad = |detail: &str| ReopenError::NotAMessage {
        path: path.to_path_buf(),
        detail: detail.to_string(),
    };
    let message = mail_parser::MessageParser::default()
        .parse(bytes)
        .ok_or_else(|| bad("no header"))?;
    let addresses = |a: Option<&mail_parser::Address>| -> Vec<String> {
        a.map(|a| {
            a.iter()
                .filter_map(|addr| {
                    let email = addr.address()?;
                    Some(match addr.name() {
                        Some(name) if !name.is_empty() => {
                            format!("\"{}\" <{email}>", name.replace('"', ""))
                        }
                        _ => email.to_string(),
                    })
                })
                .collect()
        })
        .unwrap_or_default()
    };
    // Bcc recipients are in no header; the envelope beside a draft keeps them.
    let bcc = super::read_message(path)
        .ok()
        .and_then(|m| m.envelope.bcc_header)
        .map(|h| {
            h.trim_start_matches("Bcc:")
                .split(',')
                .map(|a| a.trim().to_string())
                .filter(|a| !a.is_empty())
                .collect()
        })
        .unwrap_or_default();
    let ids = |h: &mail_parser::HeaderValue| -> Option<String> {
        let list: Vec<String> = h
            .as_text_list()?
            .iter()
            .map(|id| format!("<{id}>"))
            .collect();
        (!list.is_empty()).then(|| list.join(" "))
    };
    let mut headers = Vec::new();
    if let Some(v) = ids(message.in_reply_to()) {
        headers.push(("in-reply-to".to_string(), v));
    }
    if let Some(v) = ids(message.references()) {
        headers.push(("references".to_string(), v));
    }
    if let Some(k) = message.header_raw("Keywords") {
        headers.push(("keywords".to_string(), k.trim().to_string()));
    }
    let fields = MailtoFields {
        to: addresses(message.to()),
        cc: addresses(message.cc()),
        bcc,
        subject: message.subject().map(str::to_string),
        // The message ends its body with a line break of its own (RFC 5322 lines end in CRLF).
        body: message
            .body_text(0)
            .map(|b| {
                let b = b.replace("\r\n", "\n");
                b.strip_suffix('\n').map(str::to_string).unwrap_or(b)
            })
            .filter(|b| !b.is_empty()),
        headers,
    };
    let link = mailto::encode(&fields).map_err(|e| bad(&e.to_string()))?;
    let dir = super::scratch_dir().join(format!("reopened-{}", unique()));
    let mut files = Vec::new();
    for (i, part) in message.attachments().enumerate() {
        let name = part
            .attachment_name()
            .map(sanitise)
            .unwrap_or_else(|| format!("attachment-{}", i + 1));
        let folder = dir.join(i.to_string());
        create_private_dir(&folder)?;
        let file = folder.join(name);
        write_private(&file, part.contents())?;
        files.push(file);
    }
    Ok(Reopened {
        link: link.into_bytes(),
        files,
    })
}

/// A file name from a message, made safe to write: no folders, no hidden or empty name.
fn sanitise(name: &str) -> String {
    let base = name
        .rsplit(['/', '\\'])
        .next()
        .unwrap_or("")
        .trim()
        .trim_start_matches('.')
        .chars()
        .filter(|c| !c.is_control())
        .collect::<String>();
    if base.is_empty() {
        "attachment".into()
    } else {
        base
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_saved_link_comes_back_with_its_files() {
        let dir = tempfile::tempdir().unwrap();
        let store = super::super::Store::at(dir.path());
        let link = store.save_link("mailto:a@example.org?subject=Hi").unwrap();
        let cv = dir.path().join("cv.pdf");
        std::fs::write(&cv, b"%PDF").unwrap();
        let attachments = vec![
            Attachment {
                name: "cv.pdf".into(),
                content_type: "application/pdf".into(),
                source: Source::File {
                    path: cv.clone(),
                    size: 4,
                    modified: None,
                },
            },
            Attachment {
                name: "../../scan.png".into(),
                content_type: "image/png".into(),
                source: Source::Bytes(std::sync::Arc::from(&b"\x89PNG"[..])),
            },
        ];
        keep_files(&link, &attachments).unwrap();
        let back = reopen(&link).unwrap();
        assert_eq!(back.link, b"mailto:a@example.org?subject=Hi");
        assert_eq!(back.files[0], cv);
        // A part's name never leaves its folder beside the link.
        assert!(
            back.files[1].starts_with(parts_dir(&link)),
            "{:?}",
            back.files
        );
        assert!(back.files[1].ends_with("scan.png"));
        assert_eq!(std::fs::read(&back.files[1]).unwrap(), b"\x89PNG");
    }

    #[test]
    fn part_names_from_a_message_are_made_safe() {
        assert_eq!(sanitise("../../etc/passwd"), "passwd");
        assert_eq!(sanitise("C:\\Users\\x\\cv.pdf"), "cv.pdf");
        assert_eq!(sanitise(".bashrc"), "bashrc");
        assert_eq!(sanitise(""), "attachment");
        assert_eq!(sanitise("Lebenslauf Jürgen.pdf"), "Lebenslauf Jürgen.pdf");
    }
}
