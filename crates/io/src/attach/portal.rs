//! A sandboxed program (the Flatpak) sees a file the person chose through the desktop portal
//! at a document path (`$XDG_RUNTIME_DIR/doc/ID/name`). Whether a file lies in a place that
//! holds secrets is judged on the host's path, which the Documents portal tells
//! (`org.freedesktop.portal.Documents.GetHostPaths`, version 5 of the interface:
//! <https://flatpak.github.io/xdg-desktop-portal/docs/doc-org.freedesktop.portal.Documents.html>).

use std::path::{Path, PathBuf};

/// The host's path of `path` when it is a document path the Documents portal knows.
pub fn host_path(path: &Path) -> Option<PathBuf> {
    let runtime = directories::BaseDirs::new()?.runtime_dir()?.join("doc");
    let inside = path.strip_prefix(&runtime).ok()?;
    let mut parts = inside.components();
    let id = parts.next()?.as_os_str().to_str()?.to_string();
    let rest: PathBuf = parts.collect();
    let host = ask(&id)?;
    // The host path names the document itself; the rest is inside a shared folder.
    Some(if rest.as_os_str().is_empty() || host.is_file() {
        host
    } else {
        host.join(rest.file_name()?)
    })
}

#[cfg(all(unix, not(target_os = "macos")))]
fn ask(id: &str) -> Option<PathBuf> {
    use std::collections::HashMap;
    use std::os::unix::ffi::OsStringExt as _;
    crate::task::block_on(async {
        let conn = zbus::Connection::session().await.ok()?;
        let reply = conn
            .call_method(
                Some("org.freedesktop.portal.Documents"),
                "/org/freedesktop/portal/documents",
                Some("org.freedesktop.portal.Documents"),
                "GetHostPaths",
                &(vec![id],),
            )
            .await
            .ok()?;
        let mut paths: HashMap<String, Vec<u8>> = reply.body().deserialize().ok()?;
        let mut bytes = paths.remove(id)?;
        // A byte string ending in NUL.
        if bytes.last() == Some(&0) {
            bytes.pop();
        }
        Some(PathBuf::from(std::ffi::OsString::from_vec(bytes)))
    })
    .ok()
    .flatten()
}

#[cfg(not(all(unix, not(target_os = "macos"))))]
fn ask(_id: &str) -> Option<PathBuf> {
    None
}
