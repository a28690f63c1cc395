//! Xlib's compiled Compose table, kept in our cache folder so that a start maps it instead of
//! building it again.
//!
//! When winit connects to an X server it opens an input method; with no input method server
//! (no ibus or fcitx), Xlib's own reads the locale's Compose file (512 KiB for `en_US.UTF-8`)
//! one character at a time and builds its table: about 4 ms of every start on the machine the
//! README's Startup section was measured on, the largest part of the connection after the
//! server's answers. libX11 can keep the built table in a cache directory and map it on the
//! next start (Compose(5), `XCOMPOSECACHE`; its own defaults, `/var/cache/libx11/compose/`
//! and `~/.compose-cache/`, are used only when they exist, and distributions make neither).
//! Unless the person named one, ours is named for the connection (`mailto-preview/compose` in
//! the cache folder) and taken back right after, so that the programs we start never see it.
//! libX11 checks a cache against the Compose file it was built from, and builds it again when
//! that file changed.
//!
//! Setting the environment is `unsafe` because another thread may read it meanwhile; this
//! module does so only while the process has one thread (it counts them first), which the
//! start arranges (`crate::task::hold_until_connected`).
#![allow(unsafe_code)]

use std::ffi::OsString;

/// The variable libX11 reads.
const VAR: &str = "XCOMPOSECACHE";

/// Our cache named while it lives; the environment as it was, after.
pub(super) struct Named {
    _private: (),
}

/// Names our cache for the connection about to be made, if the person named none and the
/// process has one thread. `None`: nothing was changed.
pub(super) fn name_ours() -> Option<Named> {
    if std::env::var_os(VAR).is_some() || !only_thread() {
        return None;
    }
    let dir = super::remembered::path("compose")?;
    crate::files::create_private_dir(&dir).ok()?;
    let dir: OsString = dir.into_os_string();
    // Counted again right before the change (making the folder started no thread, but the
    // argument for the `unsafe` below must hold where it is made).
    if !only_thread() {
        return None;
    }
    // SAFETY: the process has one thread (counted just above, and nothing here starts one),
    // so no thread reads the environment while it changes.
    unsafe { std::env::set_var(VAR, dir) };
    Some(Named { _private: () })
}

impl Drop for Named {
    fn drop(&mut self) {
        if only_thread() {
            // SAFETY: as above: one thread.
            unsafe { std::env::remove_var(VAR) };
        }
        // With a second thread already, the variable stays: the programs we start then use
        // the same cache, which libX11 validates as it does its own.
    }
}

/// Whether the process has a single thread (Linux's `/proc`; elsewhere it cannot be told, and
/// nothing is changed).
fn only_thread() -> bool {
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
        assert!(name_ours().is_none());
        assert_eq!(std::env::var_os(VAR), before);
    }
}
