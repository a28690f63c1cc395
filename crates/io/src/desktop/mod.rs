//! Being the system's mail handler: `register` makes this program the current user's default
//! for `mailto:` links, `unregister` puts back the previous default, `status` says who handles
//! them now and what is wrong.
//!
//! One module per platform: [`freedesktop`] (Linux and the BSDs), [`macos`] (LaunchServices,
//! and the Apple Event that carries a click to a running app), [`windows`] (per-user
//! registry). What each writes comes from plain functions, unit-tested on every platform;
//! only the calls into the system are behind `cfg`.

pub mod freedesktop;
pub mod macos;
#[cfg(target_os = "macos")]
pub mod macos_ffi;
pub mod windows;

use std::fmt;
use std::path::PathBuf;

/// Spells the application id once, for `concat!`.
macro_rules! app_id {
    () => {
        "org.mailtopreview.MailtoPreview"
    };
}

/// The application id: the desktop entry's and AppStream component's name, the icon name,
/// the macOS bundle identifier and the Wayland app id / X11 class of the windows.
pub const APP_ID: &str = app_id!();

/// The freedesktop desktop file id.
pub const DESKTOP_ID: &str = concat!(app_id!(), ".desktop");

/// The MIME type freedesktop systems use for a URI scheme's handler.
pub const MAILTO_MIME: &str = "x-scheme-handler/mailto";

/// The app icon at 128 px, which the windows show.
pub const ICON_128: &[u8] = include_bytes!("../../../../assets/icons/mailto-preview-128.png");

/// The app icon in the hicolor theme's sizes (original artwork, `assets/icons`).
pub const ICONS: &[(&str, &[u8])] = &[
    (
        "16x16",
        include_bytes!("../../../../assets/icons/mailto-preview-16.png"),
    ),
    (
        "24x24",
        include_bytes!("../../../../assets/icons/mailto-preview-24.png"),
    ),
    (
        "32x32",
        include_bytes!("../../../../assets/icons/mailto-preview-32.png"),
    ),
    (
        "48x48",
        include_bytes!("../../../../assets/icons/mailto-preview-48.png"),
    ),
    (
        "64x64",
        include_bytes!("../../../../assets/icons/mailto-preview-64.png"),
    ),
    (
        "128x128",
        include_bytes!("../../../../assets/icons/mailto-preview-128.png"),
    ),
    (
        "256x256",
        include_bytes!("../../../../assets/icons/mailto-preview-256.png"),
    ),
    (
        "512x512",
        include_bytes!("../../../../assets/icons/mailto-preview-512.png"),
    ),
    (
        "scalable",
        include_bytes!("../../../../assets/icons/mailto-preview.svg"),
    ),
];

/// What `register` or `unregister` did, one sentence per step.
#[derive(Debug, Clone, Default)]
pub struct Registration {
    /// The steps, in order.
    pub done: Vec<String>,
}

/// Who handles `mailto:` links now.
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct Status {
    /// The handler's id (desktop file id, bundle id or ProgID); `None`: nothing handles them.
    pub handler: Option<String>,
    /// Where that choice was read (a mimeapps.list, LaunchServices, the registry).
    pub source: Option<String>,
    /// The handler's desktop entry or bundle.
    pub entry: Option<PathBuf>,
    /// The program it runs.
    pub program: Option<PathBuf>,
    /// Whether the handler is Mailto Preview.
    pub is_us: bool,
    /// What stands in the way, as sentences.
    pub problems: Vec<String>,
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.handler {
            Some(h) => writeln!(f, "mailto: links open with: {h}")?,
            None => writeln!(f, "mailto: links open with: nothing")?,
        }
        if let Some(s) = &self.source {
            writeln!(f, "chosen in: {s}")?;
        }
        if let Some(e) = &self.entry {
            writeln!(f, "entry: {}", e.display())?;
        }
        if let Some(p) = &self.program {
            writeln!(f, "runs: {}", p.display())?;
        }
        writeln!(
            f,
            "Mailto Preview is the default: {}",
            if self.is_us { "yes" } else { "no" }
        )?;
        for p in &self.problems {
            writeln!(f, "problem: {p}")?;
        }
        Ok(())
    }
}

/// Why registration could not be done or read.
#[derive(Debug, thiserror::Error)]
#[error("{}", crate::i18n::Localize::text(self).english())]
pub enum DesktopError {
    /// No home directory to find the user's settings in.
    NoHome,
    /// The running binary's path is unknown.
    OwnPath(std::io::Error),
    /// The binary's path cannot be written where the system needs it.
    UnwritablePath(PathBuf),
    /// A file could not be read or written.
    Io {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// The system refused (macOS LaunchServices, the Windows registry).
    System(String),
    /// Nothing here knows how to register a handler on this system.
    Unsupported,
}

impl crate::i18n::Localize for DesktopError {
    fn text(&self) -> crate::i18n::Text {
        use crate::i18n::Text;
        match self {
            Self::NoHome => Text::new("desktop-no-home"),
            Self::OwnPath(e) => Text::new("desktop-own-path").arg("detail", e.to_string()),
            Self::UnwritablePath(path) => Text::new("desktop-unwritable-path").arg("path", path),
            Self::Io { path, source } => Text::new("desktop-io")
                .arg("path", path)
                .arg("detail", source.to_string()),
            Self::System(detail) => Text::new("desktop-system").arg("detail", detail),
            Self::Unsupported => Text::new("desktop-unsupported"),
        }
    }
}

/// What [`set_resident_at_login`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoginEntry {
    /// Wrote the login entry at this path.
    Written(PathBuf),
    /// Removed the login entry at this path.
    Removed(PathBuf),
    /// There was no login entry to remove.
    NotThere,
}

impl crate::i18n::Localize for LoginEntry {
    fn text(&self) -> crate::i18n::Text {
        use crate::i18n::Text;
        match self {
            Self::Written(path) => Text::new("status-login-entry-on").arg("path", path),
            Self::Removed(path) => Text::new("status-login-entry-off").arg("path", path),
            Self::NotThere => Text::new("status-login-entry-none"),
        }
    }
}

impl std::fmt::Display for LoginEntry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::i18n::Localize::text(self).english())
    }
}

/// The running binary's absolute path, as the system should start it: on Windows without the
/// verbatim prefix (`\\?\`) that `canonicalize` gives there, which many programs that read a
/// registered command cannot start.
fn own_exe() -> Result<PathBuf, DesktopError> {
    let exe = std::env::current_exe().map_err(DesktopError::OwnPath)?;
    Ok(dunce::canonicalize(&exe).unwrap_or(exe))
}

/// Makes this binary the current user's default mailto: handler, remembering the previous one.
pub fn register() -> Result<Registration, DesktopError> {
    let exe = own_exe()?;
    #[cfg(target_os = "macos")]
    return macos::register(&exe);
    #[cfg(windows)]
    return windows::register(&exe);
    #[cfg(all(unix, not(target_os = "macos")))]
    return freedesktop::register(&freedesktop::Xdg::from_env()?, &exe);
    #[allow(unreachable_code)]
    {
        let _ = exe;
        Err(DesktopError::Unsupported)
    }
}

/// Restores the default that `register` replaced and removes what it installed.
pub fn unregister() -> Result<Registration, DesktopError> {
    #[cfg(target_os = "macos")]
    return macos::unregister();
    #[cfg(windows)]
    return windows::unregister();
    #[cfg(all(unix, not(target_os = "macos")))]
    return freedesktop::unregister(&freedesktop::Xdg::from_env()?);
    #[allow(unreachable_code)]
    Err(DesktopError::Unsupported)
}

/// Starts Mailto Preview in the background at login (`on`), or no longer: later clicks then
/// open their window at once. Says what it did.
pub fn set_resident_at_login(on: bool) -> Result<LoginEntry, DesktopError> {
    #[cfg(all(unix, not(target_os = "macos")))]
    return freedesktop::set_resident_at_login(&freedesktop::Xdg::from_env()?, &own_exe()?, on);
    #[allow(unreachable_code)]
    {
        let _ = on;
        Err(DesktopError::Unsupported)
    }
}

/// Whether Mailto Preview starts in the background at login.
pub fn is_resident_at_login() -> bool {
    #[cfg(all(unix, not(target_os = "macos")))]
    return freedesktop::Xdg::from_env().is_ok_and(|xdg| freedesktop::is_resident_at_login(&xdg));
    #[allow(unreachable_code)]
    false
}

/// Who handles mailto: links for this user now.
pub fn status() -> Result<Status, DesktopError> {
    #[cfg(target_os = "macos")]
    return macos::status();
    #[cfg(windows)]
    return windows::status();
    #[cfg(all(unix, not(target_os = "macos")))]
    return freedesktop::status(&freedesktop::Xdg::from_env()?);
    #[allow(unreachable_code)]
    Err(DesktopError::Unsupported)
}
