//! Checking a file before it is attached, with the care Geary and Thunderbird take and the
//! care a security-minded person expects: folders, devices, pipes, sockets, empty and
//! unreadable files are refused with the reason; a link is shown with the file it points to;
//! a file in a place that holds secrets (keys, keyrings, browser profiles, this program's own
//! config and data) or a hidden file is attached only after the person says yes again, judged
//! on the real path (links resolved, a desktop portal's document path turned back into the
//! host's). Nothing of the file is read but its first bytes, to tell its type.

use std::io::Read;
use std::path::{Component, Path, PathBuf};

use crate::i18n::{Localize, Text};

use super::{Attachment, Source};

/// What checking a path found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Checked {
    /// Attach it.
    Ready(Found),
    /// It may be attached, but only after the person says yes again: `why`.
    Ask {
        /// The file.
        found: Found,
        /// Why it is asked.
        why: Caution,
    },
    /// It cannot be attached.
    Refused {
        /// The path as given.
        path: PathBuf,
        /// Why not.
        why: Refusal,
    },
}

/// A file that can be attached, and what the person should see of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// The attachment it makes.
    pub attachment: Attachment,
    /// The path as given, when it is a link to another file (the attachment holds the file it
    /// points to).
    pub link: Option<PathBuf>,
}

/// Why a file is attached only after the person says yes again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Caution {
    /// It is in a place that holds secrets (this folder).
    SecretPlace(PathBuf),
    /// It, or a folder it is in, is hidden (its name starts with a dot).
    Hidden,
}

impl Localize for Caution {
    fn text(&self) -> Text {
        match self {
            Self::SecretPlace(place) => Text::new("attach-ask-secret").arg("place", place),
            Self::Hidden => Text::new("attach-ask-hidden"),
        }
    }
}

/// Why a file cannot be attached.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Nothing is there.
    NotFound,
    /// It is a folder.
    Folder,
    /// It is a device.
    Device,
    /// It is a pipe or a socket: reading it could wait forever, or take what another program
    /// meant for someone else.
    Pipe,
    /// It is empty.
    Empty,
    /// It cannot be read: the system's words.
    Unreadable(String),
}

impl Localize for Refusal {
    fn text(&self) -> Text {
        match self {
            Self::NotFound => Text::new("attach-refused-not-found"),
            Self::Folder => Text::new("attach-refused-folder"),
            Self::Device => Text::new("attach-refused-device"),
            Self::Pipe => Text::new("attach-refused-pipe"),
            Self::Empty => Text::new("attach-refused-empty"),
            Self::Unreadable(detail) => {
                Text::new("attach-refused-unreadable").arg("detail", detail)
            }
        }
    }
}

/// Where the checks look: the person's home and this program's own folders.
#[derive(Debug, Clone, Default)]
pub struct Places {
    /// The home folder.
    pub home: Option<PathBuf>,
    /// This program's config and data folders (its drafts, its config with account details).
    pub own: Vec<PathBuf>,
}

impl Places {
    /// This user's places.
    pub fn of_user() -> Places {
        let home = directories::BaseDirs::new().map(|b| b.home_dir().to_path_buf());
        let own = directories::ProjectDirs::from("", "", "mailto-preview")
            .map(|d| {
                vec![
                    d.config_dir().to_path_buf(),
                    d.data_dir().to_path_buf(),
                    d.cache_dir().to_path_buf(),
                ]
            })
            .unwrap_or_default();
        Places { home, own }
    }
}

/// The folders, under the home folder, that hold secrets: keys, keyrings and password stores,
/// browser and mail profiles (saved passwords, cookies), cloud and container credentials.
const SECRET_PLACES: &[&str] = &[
    ".ssh",
    ".gnupg",
    ".password-store",
    ".local/share/keyrings",
    ".local/share/kwalletd",
    ".pki",
    ".mozilla",
    ".thunderbird",
    ".config/google-chrome",
    ".config/chromium",
    ".config/BraveSoftware",
    ".config/microsoft-edge",
    ".config/vivaldi",
    ".config/opera",
    ".config/evolution",
    ".local/share/evolution",
    ".config/keepassxc",
    ".aws",
    ".azure",
    ".config/gcloud",
    ".kube",
    ".docker",
    ".netrc",
    ".git-credentials",
    ".config/gh",
    "snap/firefox",
    "snap/chromium",
    ".var/app/org.mozilla.firefox",
    ".var/app/org.chromium.Chromium",
    ".var/app/com.google.Chrome",
    ".var/app/org.mozilla.Thunderbird",
    "Library/Keychains",
    "Library/Application Support/Google/Chrome",
    "Library/Application Support/Firefox",
    "Library/Thunderbird",
    "AppData/Roaming/Mozilla",
    "AppData/Local/Google/Chrome",
    "AppData/Local/Microsoft/Edge",
    "AppData/Roaming/Thunderbird",
];

/// Checks `given` (as the person or a program named it) for attaching.
pub fn check(given: &Path, places: &Places) -> Checked {
    let refuse = |why| Checked::Refused {
        path: given.to_path_buf(),
        why,
    };
    let shown = match std::fs::symlink_metadata(given) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return refuse(Refusal::NotFound),
        Err(e) => return refuse(Refusal::Unreadable(e.to_string())),
    };
    let real = match real_path(given) {
        Ok(p) => p,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return refuse(Refusal::NotFound),
        Err(e) => return refuse(Refusal::Unreadable(e.to_string())),
    };
    let meta = match std::fs::metadata(&real) {
        Ok(m) => m,
        Err(e) => return refuse(Refusal::Unreadable(e.to_string())),
    };
    if let Some(why) = refusal(&meta) {
        return refuse(why);
    }
    let mut head = Vec::with_capacity(SNIFF_BYTES);
    // Opened to see that it can be read, and its first bytes for its type; never more.
    match std::fs::File::open(&real) {
        Ok(f) => {
            if let Err(e) = f.take(SNIFF_BYTES as u64).read_to_end(&mut head) {
                return refuse(Refusal::Unreadable(e.to_string()));
            }
        }
        Err(e) => return refuse(Refusal::Unreadable(e.to_string())),
    }
    let name = real
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "attachment".into());
    let found = Found {
        attachment: Attachment {
            content_type: super::media_type::of(&name, &head),
            name,
            source: Source::File {
                size: meta.len(),
                modified: meta.modified().ok(),
                path: real.clone(),
            },
        },
        link: shown.file_type().is_symlink().then(|| given.to_path_buf()),
    };
    match caution(&real, places) {
        Some(why) => Checked::Ask { found, why },
        None => Checked::Ready(found),
    }
}

/// How much of a file is read to tell its type.
const SNIFF_BYTES: usize = 8192;

/// Why a file of this kind cannot be attached, if it cannot.
fn refusal(meta: &std::fs::Metadata) -> Option<Refusal> {
    let kind = meta.file_type();
    if kind.is_dir() {
        return Some(Refusal::Folder);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if kind.is_block_device() || kind.is_char_device() {
            return Some(Refusal::Device);
        }
        if kind.is_fifo() || kind.is_socket() {
            return Some(Refusal::Pipe);
        }
    }
    if !kind.is_file() {
        return Some(Refusal::Device);
    }
    (meta.len() == 0).then_some(Refusal::Empty)
}

/// The real path: links resolved, and a desktop portal's document path (what a sandboxed
/// program sees of a file the person chose) turned into the host's path where the Documents
/// portal says which it is.
fn real_path(given: &Path) -> std::io::Result<PathBuf> {
    // Without Windows' verbatim prefix: the path is shown, and handed to other programs.
    let real = dunce::canonicalize(given)?;
    Ok(super::portal::host_path(&real).unwrap_or(real))
}

/// Why attaching the file at `real` needs the person's yes again, if it does.
fn caution(real: &Path, places: &Places) -> Option<Caution> {
    for own in &places.own {
        if real.starts_with(own) {
            return Some(Caution::SecretPlace(own.clone()));
        }
    }
    let home = places.home.as_deref()?;
    let inside = real.strip_prefix(home).ok()?;
    for place in SECRET_PLACES {
        if inside.starts_with(place) {
            return Some(Caution::SecretPlace(home.join(place)));
        }
    }
    let hidden = inside.components().any(|c| match c {
        Component::Normal(name) => name.to_string_lossy().starts_with('.'),
        _ => false,
    });
    hidden.then_some(Caution::Hidden)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn places(home: &Path) -> Places {
        Places {
            home: Some(home.to_path_buf()),
            own: vec![home.join(".config/mailto-preview")],
        }
    }

    fn write(path: &Path, bytes: &[u8]) {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }

    #[test]
    fn an_ordinary_file_is_ready_with_its_name_size_and_type() {
        let dir = tempfile::tempdir().unwrap();
        let home = dunce::canonicalize(dir.path()).unwrap();
        let cv = home.join("Documents/Lebenslauf Jürgen.pdf");
        let pdf = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n";
        write(&cv, pdf);
        let Checked::Ready(found) = check(&cv, &places(&home)) else {
            panic!("{:?}", check(&cv, &places(&home)))
        };
        assert_eq!(found.attachment.name, "Lebenslauf Jürgen.pdf");
        assert_eq!(found.attachment.content_type, "application/pdf");
        assert_eq!(found.attachment.size(), pdf.len() as u64);
        assert_eq!(found.attachment.path(), Some(cv.as_path()));
        assert_eq!(found.link, None);
    }

    #[test]
    fn what_is_not_a_readable_file_with_content_is_refused_with_the_reason() {
        let dir = tempfile::tempdir().unwrap();
        let home = dunce::canonicalize(dir.path()).unwrap();
        let p = places(&home);
        let refused = |path: &Path| match check(path, &p) {
            Checked::Refused { why, .. } => why,
            other => panic!("{other:?}"),
        };
        assert_eq!(refused(&home), Refusal::Folder);
        assert_eq!(refused(&home.join("nothing.pdf")), Refusal::NotFound);
        let empty = home.join("empty.txt");
        write(&empty, b"");
        assert_eq!(refused(&empty), Refusal::Empty);
        #[cfg(unix)]
        {
            assert_eq!(refused(Path::new("/dev/null")), Refusal::Device);
            let fifo = home.join("pipe");
            assert!(
                std::process::Command::new("mkfifo")
                    .arg(&fifo)
                    .status()
                    .unwrap()
                    .success()
            );
            // Refused without opening it (which would wait for a writer).
            assert_eq!(refused(&fifo), Refusal::Pipe);
            let socket = home.join("socket");
            let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
            assert_eq!(refused(&socket), Refusal::Pipe);
        }
    }

    #[cfg(unix)]
    #[test]
    fn an_unreadable_file_is_refused_unless_this_user_can_read_anything() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let home = dunce::canonicalize(dir.path()).unwrap();
        let secret = home.join("locked.txt");
        write(&secret, b"no");
        std::fs::set_permissions(&secret, std::fs::Permissions::from_mode(0o000)).unwrap();
        // root reads anything (CI runs as root): then it is simply ready.
        if std::fs::read(&secret).is_ok() {
            return;
        }
        assert!(matches!(
            check(&secret, &places(&home)),
            Checked::Refused {
                why: Refusal::Unreadable(_),
                ..
            }
        ));
    }

    #[test]
    fn secret_places_and_hidden_files_ask_on_the_real_path() {
        let dir = tempfile::tempdir().unwrap();
        let home = dunce::canonicalize(dir.path()).unwrap();
        let p = places(&home);
        let key = home.join(".ssh/id_ed25519");
        write(&key, b"-----BEGIN OPENSSH PRIVATE KEY-----\n");
        assert_eq!(
            match check(&key, &p) {
                Checked::Ask { why, .. } => why,
                other => panic!("{other:?}"),
            },
            Caution::SecretPlace(home.join(".ssh"))
        );
        // A link with an innocent name to a key is judged by the key, and shown as a link.
        let innocent = home.join("Documents/holiday.jpg");
        std::fs::create_dir_all(innocent.parent().unwrap()).unwrap();
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(&key, &innocent).unwrap();
            let Checked::Ask { found, why } = check(&innocent, &p) else {
                panic!("{:?}", check(&innocent, &p))
            };
            assert_eq!(why, Caution::SecretPlace(home.join(".ssh")));
            assert_eq!(found.link.as_deref(), Some(innocent.as_path()));
            assert_eq!(found.attachment.path(), Some(key.as_path()));
            assert_eq!(found.attachment.name, "id_ed25519");
        }
        let own = home.join(".config/mailto-preview/config.toml");
        write(&own, b"[accounts.a]\n");
        assert!(matches!(
            check(&own, &p),
            Checked::Ask {
                why: Caution::SecretPlace(_),
                ..
            }
        ));
        let profile = home.join(".mozilla/firefox/x.default/logins.json");
        write(&profile, b"{}");
        assert!(matches!(
            check(&profile, &p),
            Checked::Ask {
                why: Caution::SecretPlace(_),
                ..
            }
        ));
        let hidden = home.join(".notes/todo.txt");
        write(&hidden, b"milk");
        assert!(matches!(
            check(&hidden, &p),
            Checked::Ask {
                why: Caution::Hidden,
                ..
            }
        ));
        let plain = home.join("notes/todo.txt");
        write(&plain, b"milk");
        assert!(matches!(check(&plain, &p), Checked::Ready(_)));
    }
}
