//! Xlib's compiled Compose table, kept in our cache folder so that a start maps it instead of
//! building it again.
//!
//! When winit connects to an X server it opens an input method; with no input method server
//! (no ibus or fcitx), Xlib's own reads the locale's Compose file (512 KiB for `en_US.UTF-8`)
//! one character at a time and builds its table: about 4 ms of every start on the machine the
//! README's Startup section was measured on, the largest part of the connection after the
//! server's answers, and more while another thread runs (glibc then locks the stream at each
//! character). libX11 can keep the built table in a cache directory and map it on the next
//! start (Compose(5), `XCOMPOSECACHE`; its own defaults, `/var/cache/libx11/compose/` and
//! `~/.compose-cache/`, are used only when they exist, and distributions make neither; it
//! uses none for root). Unless the person named one, ours is named: `mailto-preview/compose`
//! in the cache folder. libX11 checks a cache against the Compose file it was built from and
//! builds it again when that file changed. The programs the window starts (a mail client
//! handed a message, a password command) inherit the variable, and their Xlib uses the same
//! cache under the same checks.
//!
//! Setting the environment is `unsafe` because another thread may read it meanwhile, so the
//! variable is named once, at the top of `main`, before any thread exists ([`name_ours`]); the
//! folder is made later, by the window host before it connects ([`make_folder`]), so that a
//! command that opens no window writes nothing.
#![allow(unsafe_code)]

use std::path::PathBuf;

/// The variable libX11 reads.
const VAR: &str = "XCOMPOSECACHE";

/// Our cache folder for Xlib's Compose table.
fn ours() -> Option<PathBuf> {
    super::remembered::path("compose")
}

/// Names our cache for Xlib, unless the person named one.
///
/// # Safety
/// No other thread may exist while it runs (it changes the environment): call it first thing
/// in `main`.
pub unsafe fn name_ours() {
    if std::env::var_os(VAR).is_some() {
        return;
    }
    if let Some(dir) = ours() {
        // SAFETY: the caller guarantees that the process has one thread, so no thread reads
        // the environment while it changes.
        unsafe { std::env::set_var(VAR, dir) };
    }
}

/// Makes our cache folder if the variable names it (libX11 writes no cache into a folder that
/// does not exist). A failure costs only the time to build the table.
pub(super) fn make_folder() {
    if let (Some(named), Some(dir)) = (std::env::var_os(VAR), ours())
        && named == dir.as_os_str()
    {
        let _ = crate::files::create_private_dir(&dir);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn our_folder_is_in_the_cache_folder() {
        let dir = ours().expect("a cache folder");
        assert!(dir.ends_with("mailto-preview/compose"), "{}", dir.display());
    }
}
