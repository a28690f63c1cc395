//! The system's file chooser, for Attach...: the XDG Desktop Portal's FileChooser on Linux and
//! the BSDs (what GNOME, KDE and the Flatpak sandbox offer; several files at once), the native
//! panel on macOS and Windows. It waits for the person, so it runs on a task's thread.

use std::path::PathBuf;

use crate::i18n::{Localize, Text};

/// Why no file chooser could be shown.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", Localize::text(self).english())]
pub enum ChooserError {
    /// No desktop portal with a file chooser answers (none is installed or running).
    NoPortal(String),
    /// The chooser failed: its words.
    Failed(String),
}

impl Localize for ChooserError {
    fn text(&self) -> Text {
        match self {
            Self::NoPortal(detail) => Text::new("attach-no-chooser").arg("detail", detail),
            Self::Failed(detail) => Text::new("attach-chooser-failed").arg("detail", detail),
        }
    }
}

/// What the chooser shows.
#[derive(Debug, Clone)]
pub struct Request {
    /// Its title, in the window's language.
    pub title: String,
    /// Its accept button's words.
    pub accept: String,
    /// The X11 window it belongs to (the chooser then stays above it).
    pub parent_xid: Option<u64>,
}

/// The folder the chooser opens in: where the person last attached a file from (in this
/// process), else their documents folder, else their home.
pub fn start_folder() -> Option<PathBuf> {
    let last = LAST_FOLDER.lock().ok().and_then(|l| l.clone());
    last.or_else(|| {
        let dirs = directories::UserDirs::new()?;
        Some(
            dirs.document_dir()
                .filter(|d| d.is_dir())
                .unwrap_or(dirs.home_dir())
                .to_path_buf(),
        )
    })
}

/// Remembers the folder of a file the person attached, for the next chooser.
pub fn attached_from(file: &std::path::Path) {
    if let (Some(dir), Ok(mut last)) = (file.parent(), LAST_FOLDER.lock()) {
        *last = Some(dir.to_path_buf());
    }
}

static LAST_FOLDER: std::sync::Mutex<Option<PathBuf>> = std::sync::Mutex::new(None);

/// Shows the chooser and waits for the person: the files chosen (none when they cancelled).
pub fn choose(request: &Request) -> Result<Vec<PathBuf>, ChooserError> {
    platform::choose(request)
}

#[cfg(all(unix, not(target_os = "macos")))]
mod platform {
    use std::path::PathBuf;

    use ashpd::desktop::ResponseError;
    use ashpd::desktop::file_chooser::SelectedFiles;

    use super::{ChooserError, Request};

    pub(super) fn choose(request: &Request) -> Result<Vec<PathBuf>, ChooserError> {
        crate::task::block_on(async {
            let identifier = request
                .parent_xid
                .map(|xid| ashpd::WindowIdentifier::from_xid(xid as std::os::raw::c_ulong));
            let mut open = SelectedFiles::open_file();
            if let Some(folder) = super::start_folder() {
                // A folder the portal cannot take (not UTF-8, say) is no reason not to open.
                open = match open.current_folder::<&std::path::Path>(Some(folder.as_path())) {
                    Ok(with) => with,
                    Err(_) => SelectedFiles::open_file(),
                };
            }
            let sent = open
                .identifier(identifier)
                .title(request.title.as_str())
                .accept_label(request.accept.as_str())
                .modal(true)
                .multiple(true)
                .send()
                .await;
            let answer = match sent {
                Ok(request) => request.response(),
                Err(e) => return Err(sort(e)),
            };
            match answer {
                Ok(files) => Ok(files
                    .uris()
                    .iter()
                    .filter_map(|u| url::Url::parse(u.as_str()).ok()?.to_file_path().ok())
                    .collect()),
                Err(ashpd::Error::Response(ResponseError::Cancelled)) => Ok(Vec::new()),
                Err(e) => Err(sort(e)),
            }
        })
        .map_err(|e| ChooserError::Failed(e.to_string()))?
    }

    /// No portal, or none with a file chooser, is told apart from a chooser that failed.
    fn sort(e: ashpd::Error) -> ChooserError {
        let text = e.to_string();
        let no_portal = match &e {
            ashpd::Error::PortalNotFound(_) => true,
            ashpd::Error::Zbus(e) => bus_has_no_portal(e),
            // ashpd wraps the bus's answer to the request itself in its own error (seen on a
            // session bus with no portal installed: "The name org.freedesktop.portal.Desktop
            // was not provided by any .service files").
            ashpd::Error::Portal(ashpd::PortalError::ZBus(e)) => bus_has_no_portal(e),
            _ => false,
        };
        if no_portal {
            ChooserError::NoPortal(text)
        } else {
            ChooserError::Failed(text)
        }
    }

    /// Whether the bus said that no portal (or none with a file chooser) is there, or could
    /// not be reached at all.
    fn bus_has_no_portal(e: &zbus::Error) -> bool {
        match e {
            zbus::Error::MethodError(name, ..) => matches!(
                name.as_str(),
                "org.freedesktop.DBus.Error.ServiceUnknown"
                    | "org.freedesktop.DBus.Error.UnknownMethod"
                    | "org.freedesktop.DBus.Error.UnknownInterface"
                    | "org.freedesktop.DBus.Error.UnknownObject"
                    | "org.freedesktop.DBus.Error.NameHasNoOwner"
            ),
            zbus::Error::FDO(e) => matches!(
                **e,
                zbus::fdo::Error::ServiceUnknown(_)
                    | zbus::fdo::Error::UnknownMethod(_)
                    | zbus::fdo::Error::UnknownInterface(_)
                    | zbus::fdo::Error::UnknownObject(_)
                    | zbus::fdo::Error::NameHasNoOwner(_)
            ),
            zbus::Error::InputOutput(_) | zbus::Error::Address(_) => true,
            _ => false,
        }
    }
}

#[cfg(any(target_os = "macos", windows))]
mod platform {
    use std::path::PathBuf;

    use super::{ChooserError, Request};

    pub(super) fn choose(request: &Request) -> Result<Vec<PathBuf>, ChooserError> {
        // NSOpenPanel and the Windows file dialog, through rfd; the async form runs the
        // panel where the system wants it (the main thread on macOS) while this thread waits.
        let mut dialog = rfd::AsyncFileDialog::new().set_title(&request.title);
        if let Some(folder) = super::start_folder() {
            dialog = dialog.set_directory(folder);
        }
        crate::task::block_on(async {
            dialog
                .pick_files()
                .await
                .map(|files| files.iter().map(|f| f.path().to_path_buf()).collect())
                .unwrap_or_default()
        })
        .map_err(|e| ChooserError::Failed(e.to_string()))
    }
}
