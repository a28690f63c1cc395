//! Files the person attaches. A link never attaches anything (`attach=` and the like are
//! dropped by [`crate::draft`]); only the person does: with Attach..., by dropping a file on
//! the window, with `mailto-preview --attach FILE`, or by pressing "Attach this file" on a
//! file a link named. Each way lands here, in one [`Attachment`] type.
//!
//! This module holds the type every layer shares; the checks before attaching, a file's type,
//! the file chooser and the forgotten-attachment reminder are the I/O layer's
//! (`mailto_preview_io::attach`).
//!
//! An attachment keeps where its bytes come from, not the bytes: a file is read when the
//! message is assembled for sending (off the window's thread), and only if it is still the
//! file that was attached (same size and modification time); a reopened draft's parts are
//! kept as bytes.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use crate::i18n::{Localize, Text};

/// A file attached to the message, as it will be sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    /// The name it is sent under: the file's name, without its folder.
    pub name: String,
    /// Its media type (`application/pdf`), `application/octet-stream` when unsure.
    pub content_type: String,
    /// Where its bytes come from.
    pub source: Source,
}

/// Where an attachment's bytes come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// A file on disk, as it was when attached: sent only if it is still that file.
    File {
        /// The real path (links resolved).
        path: PathBuf,
        /// Its size then.
        size: u64,
        /// Its modification time then, where the system has one.
        modified: Option<SystemTime>,
    },
    /// Bytes kept with a message (a reopened draft's part).
    Bytes(Arc<[u8]>),
}

impl Attachment {
    /// Its size in bytes (as attached).
    pub fn size(&self) -> u64 {
        match &self.source {
            Source::File { size, .. } => *size,
            Source::Bytes(b) => b.len() as u64,
        }
    }

    /// The file it was attached from, if it came from one.
    pub fn path(&self) -> Option<&Path> {
        match &self.source {
            Source::File { path, .. } => Some(path),
            Source::Bytes(_) => None,
        }
    }

    /// Its bytes, piece by piece, to `each` (pieces of `piece` bytes but the last): a file is
    /// read now, without holding more than one piece of it, and refused if it changed or
    /// vanished since it was attached (what the person saw is what is sent). A file changed
    /// while it is read is refused too: its length must come out as it was attached, and its
    /// modification time must be the same after the last piece.
    pub fn read_in_pieces(
        &self,
        piece: usize,
        each: &mut dyn FnMut(&[u8]),
    ) -> Result<(), ReadError> {
        use std::io::Read as _;
        let (path, size, modified) = match &self.source {
            Source::Bytes(b) => {
                b.chunks(piece.max(1)).for_each(each);
                return Ok(());
            }
            Source::File {
                path,
                size,
                modified,
            } => (path, *size, *modified),
        };
        let gone = |e: std::io::Error| match e.kind() {
            std::io::ErrorKind::NotFound => ReadError::Vanished { path: path.clone() },
            _ => ReadError::Unreadable {
                path: path.clone(),
                detail: e.to_string(),
            },
        };
        let mut file = std::fs::File::open(path).map_err(gone)?;
        let before = file.metadata().map_err(gone)?;
        if before.len() != size || before.modified().ok() != modified {
            return Err(ReadError::Changed {
                path: path.clone(),
                was: size,
                now: before.len(),
            });
        }
        let mut buffer = vec![0; piece.max(1)];
        let mut read: u64 = 0;
        loop {
            // A whole piece (short reads are filled up), so that pieces keep their size.
            let mut filled = 0;
            while filled < buffer.len() {
                match file.read(&mut buffer[filled..]) {
                    Ok(0) => break,
                    Ok(n) => filled += n,
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                    Err(e) => return Err(gone(e)),
                }
            }
            read += filled as u64;
            if read > size {
                break;
            }
            if filled > 0 {
                each(&buffer[..filled]);
            }
            if filled < buffer.len() {
                break;
            }
        }
        let after = file.metadata().map_err(gone)?;
        if read != size || after.modified().ok() != modified {
            return Err(ReadError::Changed {
                path: path.clone(),
                was: size,
                now: read,
            });
        }
        Ok(())
    }

    /// Its bytes, all at once: a file is read now, and refused if it changed or vanished since
    /// it was attached (what the person saw is what is sent).
    pub fn read(&self) -> Result<Arc<[u8]>, ReadError> {
        if let Source::Bytes(b) = &self.source {
            return Ok(b.clone());
        }
        let mut bytes = Vec::with_capacity(usize::try_from(self.size()).unwrap_or(0));
        self.read_in_pieces(64 * 1024, &mut |piece| bytes.extend_from_slice(piece))?;
        Ok(bytes.into())
    }
}

/// Why an attached file cannot be sent as it was attached.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", Localize::text(self).english())]
pub enum ReadError {
    /// The file is not there any more.
    Vanished {
        /// Where it was.
        path: PathBuf,
    },
    /// The file changed since it was attached.
    Changed {
        /// The file.
        path: PathBuf,
        /// Its size when attached.
        was: u64,
        /// Its size now.
        now: u64,
    },
    /// The file cannot be read.
    Unreadable {
        /// The file.
        path: PathBuf,
        /// The system's words.
        detail: String,
    },
}

impl Localize for ReadError {
    fn text(&self) -> Text {
        match self {
            Self::Vanished { path } => Text::new("attach-vanished").arg("path", path),
            Self::Changed { path, .. } => Text::new("attach-changed").arg("path", path),
            Self::Unreadable { path, detail } => Text::new("attach-unreadable")
                .arg("path", path)
                .arg("detail", detail),
        }
    }
}

/// The local file a link's `attach=` (or another spelling of it) names, if it names one: a
/// `file:` URL of this machine or an absolute path, as `xdg-email --attach` writes them (it
/// puts the file into the link for a mail program it does not know). Nothing is read: the
/// file is only checked when the person presses "Attach this file".
pub fn local_file_named(value: &str) -> Option<PathBuf> {
    let value = value.trim();
    if let Ok(url) = url::Url::parse(value)
        && url.scheme() == "file"
    {
        let host = url.host_str().unwrap_or("");
        if !(host.is_empty() || host.eq_ignore_ascii_case("localhost")) {
            // A file on another machine is not this one's to attach.
            return None;
        }
        return url.to_file_path().ok();
    }
    let path = Path::new(value);
    (path.is_absolute() && !value.contains('\0')).then(|| path.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_names_a_local_file_by_url_or_absolute_path_only() {
        #[cfg(unix)]
        {
            assert_eq!(
                local_file_named("file:///home/me/CV%20J%C3%BCrgen.pdf"),
                Some(PathBuf::from("/home/me/CV Jürgen.pdf"))
            );
            assert_eq!(
                local_file_named("file://localhost/etc/passwd"),
                Some(PathBuf::from("/etc/passwd"))
            );
            assert_eq!(
                local_file_named("/home/me/.ssh/id_rsa"),
                Some(PathBuf::from("/home/me/.ssh/id_rsa"))
            );
        }
        for not_local in [
            "file://evil.example/share/x",
            "https://evil.example/x.pdf",
            "relative/path.pdf",
            "~/cv.pdf",
            "",
        ] {
            assert_eq!(local_file_named(not_local), None, "{not_local}");
        }
    }

    #[test]
    fn a_file_is_sent_only_as_it_was_attached() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.txt");
        std::fs::write(&path, "first").unwrap();
        let meta = std::fs::metadata(&path).unwrap();
        let a = Attachment {
            name: "a.txt".into(),
            content_type: "text/plain".into(),
            source: Source::File {
                path: path.clone(),
                size: meta.len(),
                modified: meta.modified().ok(),
            },
        };
        assert_eq!(&*a.read().unwrap(), b"first");
        std::fs::write(&path, "second, longer").unwrap();
        assert!(matches!(
            a.read(),
            Err(ReadError::Changed {
                was: 5,
                now: 14,
                ..
            })
        ));
        std::fs::remove_file(&path).unwrap();
        assert!(matches!(a.read(), Err(ReadError::Vanished { .. })));
    }
}
