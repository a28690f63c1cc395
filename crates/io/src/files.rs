//! Files written so that a crash never leaves half of one, and folders only their owner can
//! enter. The one atomic writer of the program: the config, the drafts store, desktop
//! registration, and the handoff socket's folder all go through here.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Creates `dir` and its parents; the folders created are readable by the user only.
pub fn create_private_dir(dir: &Path) -> io::Result<()> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
}

/// Replaces `path` with `bytes`, so that a crash leaves either the old file or the whole new
/// one:
/// - the bytes go to a new temporary file beside the target, which reaches the disk before
///   it is renamed over the target, and the folder is flushed after, for the rename itself
///   reaches the disk only with its folder;
/// - a `path` that is a symbolic link (into a dotfiles repository) stays one: the file it
///   points to is what is replaced;
/// - when anything fails, the old file is left as it was and the temporary one removed.
///
/// `private`: the new file is readable and writable by the user only (0600); otherwise it
/// gets the mode any new file gets.
pub fn replace(path: &Path, bytes: &[u8], private: bool) -> io::Result<()> {
    replace_with(path, private, |file| file.write_all(bytes))
}

/// [`replace`] with the writing done by `write`.
fn replace_with(
    path: &Path,
    private: bool,
    write: impl FnOnce(&mut File) -> io::Result<()>,
) -> io::Result<()> {
    let target = resolve_link(path)?;
    let temp = temp_beside(&target);
    let written = write_new(&temp, private, write).and_then(|()| fs::rename(&temp, &target));
    if let Err(e) = written {
        let _ = fs::remove_file(&temp);
        return Err(e);
    }
    sync_folder(&target);
    Ok(())
}

/// The file a symbolic link leads to, or `path` itself when it is none.
fn resolve_link(path: &Path) -> io::Result<PathBuf> {
    if fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) {
        dunce::canonicalize(path)
    } else {
        Ok(path.to_path_buf())
    }
}

/// A name beside `target` that no other write uses: hidden, with this process's id and a
/// count, so that two threads or two processes replacing the same file never share one.
fn temp_beside(target: &Path) -> PathBuf {
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let name = target
        .file_name()
        .map_or_else(|| "file".into(), |n| n.to_string_lossy());
    let n = COUNT.fetch_add(1, Ordering::Relaxed);
    target.with_file_name(format!(".{name}.{}-{n}.tmp", std::process::id()))
}

/// Creates `temp` (one a crashed earlier process left is replaced), lets `write` fill it, and
/// flushes it to the disk.
fn write_new(
    temp: &Path,
    private: bool,
    write: impl FnOnce(&mut File) -> io::Result<()>,
) -> io::Result<()> {
    let _ = fs::remove_file(temp);
    let mut options = fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    if private {
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    }
    #[cfg(not(unix))]
    let _ = private;
    let mut file = options.open(temp)?;
    write(&mut file)?;
    file.sync_all()
}

/// Flushes the folder that holds `file`, so that a rename in it is on the disk. Best effort:
/// the file is already whole either way.
pub fn sync_folder(file: &Path) {
    #[cfg(unix)]
    {
        let folder = match file.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        if let Ok(f) = File::open(folder) {
            let _ = f.sync_all();
        }
    }
    #[cfg(not(unix))]
    let _ = file;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder() -> tempfile::TempDir {
        tempfile::tempdir().unwrap()
    }

    /// The names in `dir`, sorted.
    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_file_is_created_or_replaced_whole_and_nothing_else_is_left() {
        let dir = folder();
        let path = dir.path().join("mimeapps.list");
        replace(&path, b"first\n", false).unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"first\n");
        replace(&path, b"second\n", false).unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"second\n");
        assert_eq!(names(dir.path()), ["mimeapps.list"]);
    }

    #[test]
    fn a_failed_write_leaves_the_old_file() {
        let dir = folder();
        let path = dir.path().join("config.toml");
        fs::write(&path, "old\n").unwrap();
        let e = replace_with(&path, true, |file| {
            file.write_all(b"half of the n")?;
            Err(io::Error::other("the disk is full"))
        })
        .unwrap_err();
        assert_eq!(e.to_string(), "the disk is full");
        assert_eq!(fs::read_to_string(&path).unwrap(), "old\n");
        assert_eq!(names(dir.path()), ["config.toml"], "no temporary file left");
    }

    #[test]
    fn a_failed_rename_leaves_the_old_file_and_no_temporary_one() {
        let dir = folder();
        // A folder cannot be replaced by a file.
        let path = dir.path().join("drafts");
        fs::create_dir(&path).unwrap();
        fs::write(path.join("kept.eml"), "kept").unwrap();
        assert!(replace(&path, b"new", true).is_err());
        assert_eq!(fs::read_to_string(path.join("kept.eml")).unwrap(), "kept");
        assert_eq!(names(dir.path()), ["drafts"]);
    }

    #[cfg(unix)]
    #[test]
    fn replacing_through_a_link_writes_the_file_it_points_to() {
        let dir = folder();
        let real = dir.path().join("dotfiles-config.toml");
        let link = dir.path().join("config.toml");
        fs::write(&real, "old\n").unwrap();
        std::os::unix::fs::symlink(&real, &link).unwrap();
        replace(&link, b"new\n", true).unwrap();
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(fs::read_to_string(&real).unwrap(), "new\n");
        assert_eq!(names(dir.path()), ["config.toml", "dotfiles-config.toml"]);
    }

    #[cfg(unix)]
    #[test]
    fn a_private_file_is_the_users_only_and_another_gets_the_usual_mode() {
        use std::os::unix::fs::PermissionsExt;
        let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
        let dir = folder();
        let private = dir.path().join("draft.eml");
        fs::write(&private, "old").unwrap();
        fs::set_permissions(&private, fs::Permissions::from_mode(0o644)).unwrap();
        replace(&private, b"new", true).unwrap();
        assert_eq!(mode(&private), 0o600);
        let usual = dir.path().join("usual");
        File::create(&usual).unwrap();
        let shared = dir.path().join("mimeapps.list");
        replace(&shared, b"new", false).unwrap();
        assert_eq!(mode(&shared), mode(&usual));
    }
}
