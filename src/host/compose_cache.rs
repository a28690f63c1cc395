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
//! Setting the environment is `unsafe` because another thread may read it meanwhile; this
//! module does so only while the process has one thread (it counts them first), which the
//! start arranges (`crate::task::hold_until_connected`).
#![allow(unsafe_code)]

/// The variable libX11 reads.
const VAR: &str = "XCOMPOSECACHE";

/// Whether Xlib will build its Compose table at the connection: it reads no compiled table for
/// root (libX11 uses caches only for other users), so a root start always builds it. A start
/// that builds it is faster connecting while it has one thread, and drawing its first frame
/// after; one that reads the compiled table, or has an input method server, is faster drawing
/// the first frame on another thread meanwhile (measured: `crate::host::cpu`).
pub(super) fn built_at_connection() -> bool {
    rustix::process::geteuid().is_root()
}

/// Names our cache for Xlib, if the person named none and the process has one thread.
/// Returns whether it did.
pub(super) fn name_ours() -> bool {
    if std::env::var_os(VAR).is_some() || !only_thread() {
        return false;
    }
    let Some(dir) = super::remembered::path("compose") else {
        return false;
    };
    if crate::files::create_private_dir(&dir).is_err() {
        return false;
    }
    // Counted again right before the change (making the folder started no thread, but the
    // argument for the `unsafe` below must hold where it is made).
    if !only_thread() {
        return false;
    }
    // SAFETY: the process has one thread (counted just above, and nothing here starts one),
    // so no thread reads the environment while it changes.
    unsafe { std::env::set_var(VAR, dir) };
    true
}

/// Whether the process has a single thread (Linux's `/proc`; elsewhere it cannot be told, and
/// nothing is changed).
pub(super) fn only_thread() -> bool {
    std::fs::read_dir("/proc/self/task").is_ok_and(|tasks| tasks.count() == 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn with_a_second_thread_the_environment_is_left_alone() {
        // The test harness runs tests on threads of their own: this process has several.
        let _other = std::thread::spawn(std::thread::park);
        assert!(!only_thread());
        let before = std::env::var_os(VAR);
        assert!(!name_ours());
        assert_eq!(std::env::var_os(VAR), before);
    }
}
