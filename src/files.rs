//! Files written so that a crash never leaves half of one, and folders only their owner can
//! enter. Shared by the drafts store, the handoff socket and desktop registration.

use std::io::{self, Write};
use std::path::Path;

/// Creates `dir` and its parents; the folders created are readable by the user only.
pub(crate) fn create_private_dir(dir: &Path) -> io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
}

/// Replaces `path` with `bytes` through a temporary file beside it and a rename, so a crash
/// leaves either the old file or the whole new one. `private`: readable by the user only.
pub(crate) fn replace(path: &Path, bytes: &[u8], private: bool) -> io::Result<()> {
    let tmp = path.with_extension("mailto-preview-tmp");
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    if private {
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    }
    #[cfg(not(unix))]
    let _ = private;
    let mut file = options.open(&tmp)?;
    file.write_all(bytes)?;
    file.sync_all()?;
    std::fs::rename(&tmp, path)
}
