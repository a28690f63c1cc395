//! macOS: the app bundle's `Info.plist` declares the `mailto` URL scheme
//! (`CFBundleURLTypes`); `register`/`status` ask LaunchServices; a click on a link reaches
//! the app as an Apple Event (`kInternetEventClass`/`kAEGetURL`), not as an argument, and
//! winit has no hook for it, so `listen_for_links` installs the handler itself.
//!
//! Only [`info_plist`] can be checked on Linux (unit tests, and `packaging/macos/Info.plist`
//! is its output); the rest is compiled on macOS only.

use super::APP_ID;

/// The bundle's `Info.plist` for `version`.
pub fn info_plist(version: &str) -> String {
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleDevelopmentRegion</key>
	<string>en</string>
	<key>CFBundleDisplayName</key>
	<string>Mailto Preview</string>
	<key>CFBundleExecutable</key>
	<string>mailto-preview</string>
	<key>CFBundleIconFile</key>
	<string>mailto-preview.icns</string>
	<key>CFBundleIdentifier</key>
	<string>{APP_ID}</string>
	<key>CFBundleInfoDictionaryVersion</key>
	<string>6.0</string>
	<key>CFBundleName</key>
	<string>Mailto Preview</string>
	<key>CFBundlePackageType</key>
	<string>APPL</string>
	<key>CFBundleShortVersionString</key>
	<string>{version}</string>
	<key>CFBundleVersion</key>
	<string>{version}</string>
	<key>CFBundleURLTypes</key>
	<array>
		<dict>
			<key>CFBundleURLName</key>
			<string>Email Address URL</string>
			<key>CFBundleTypeRole</key>
			<string>Editor</string>
			<key>CFBundleURLSchemes</key>
			<array>
				<string>mailto</string>
			</array>
		</dict>
	</array>
	<key>LSApplicationCategoryType</key>
	<string>public.app-category.productivity</string>
	<key>LSMinimumSystemVersion</key>
	<string>10.13</string>
	<key>NSHighResolutionCapable</key>
	<true/>
</dict>
</plist>
"#
    )
}

/// Whether `exe` runs from inside an app bundle (LaunchServices knows apps by their bundle).
pub fn in_bundle(exe: &std::path::Path) -> bool {
    exe.parent()
        .filter(|p| p.ends_with("Contents/MacOS"))
        .and_then(|p| p.parent()?.parent())
        .is_some_and(|app| app.extension().is_some_and(|e| e == "app"))
}

#[cfg(target_os = "macos")]
pub use system::{listen_for_links, previous_handler, register, status, unregister};

#[cfg(target_os = "macos")]
mod system {
    use std::path::{Path, PathBuf};
    use std::sync::mpsc;

    use super::super::macos_ffi;
    use super::super::{APP_ID, DesktopError, Registration, Status};
    use crate::instance::{Arrival, Handoff};

    /// Mail's bundle id: the system's own default, restored when nothing else was set.
    const APPLE_MAIL: &str = "com.apple.mail";

    fn current() -> Option<String> {
        macos_ffi::default_mailto_handler()
    }

    fn set(bundle_id: &str) -> Result<(), DesktopError> {
        macos_ffi::set_default_mailto_handler(bundle_id).map_err(|status| {
            DesktopError::System(format!(
                "LaunchServices refused to make {bundle_id} the mailto: handler (OSStatus {status}); open the app once from Finder so that it is known, then try again"
            ))
        })
    }

    fn state_path() -> Option<PathBuf> {
        directories::ProjectDirs::from("", "", "mailto-preview")
            .map(|d| d.data_dir().join("registration.json"))
    }

    /// The app that was the mailto: handler before `register`, by bundle id, if recorded.
    pub fn previous_handler() -> Option<String> {
        let text = std::fs::read_to_string(state_path()?).ok()?;
        let value: serde_json::Value = serde_json::from_str(&text).ok()?;
        value["previous"]
            .as_str()
            .filter(|id| *id != APP_ID)
            .map(str::to_string)
    }

    /// Makes the bundle that contains `exe` the mailto: handler.
    pub fn register(exe: &Path) -> Result<Registration, DesktopError> {
        if !super::in_bundle(exe) {
            return Err(DesktopError::System(format!(
                "{} is not inside an app bundle; macOS hands links only to apps: build Mailto Preview.app (README, macOS) and run register from it",
                exe.display()
            )));
        }
        let previous = current();
        if previous.as_deref() != Some(APP_ID)
            && let Some(path) = state_path()
        {
            let _ = std::fs::create_dir_all(path.parent().unwrap_or(&path));
            let _ = std::fs::write(
                &path,
                serde_json::json!({ "previous": previous }).to_string(),
            );
        }
        set(APP_ID)?;
        Ok(Registration {
            done: vec![format!(
                "LaunchServices: mailto: now opens {APP_ID} (was {})",
                previous.as_deref().unwrap_or("unset")
            )],
        })
    }

    /// Gives mailto: back to the app that had it.
    pub fn unregister() -> Result<Registration, DesktopError> {
        let previous = state_path()
            .and_then(|p| std::fs::read_to_string(p).ok())
            .and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
            .and_then(|v| v["previous"].as_str().map(str::to_string))
            .unwrap_or_else(|| APPLE_MAIL.to_string());
        if current().as_deref() != Some(APP_ID) {
            return Ok(Registration {
                done: vec!["Mailto Preview is not the mailto: handler: nothing to undo".into()],
            });
        }
        set(&previous)?;
        if let Some(p) = state_path() {
            let _ = std::fs::remove_file(p);
        }
        Ok(Registration {
            done: vec![format!("LaunchServices: mailto: opens {previous} again")],
        })
    }

    /// The handler LaunchServices names.
    pub fn status() -> Result<Status, DesktopError> {
        let handler = current();
        let is_us = handler
            .as_deref()
            .is_some_and(|h| h.eq_ignore_ascii_case(APP_ID));
        let mut problems = Vec::new();
        let exe = std::env::current_exe().ok();
        if is_us && !exe.as_deref().is_some_and(super::in_bundle) {
            problems
                .push("this binary is not the bundle's; LaunchServices starts the bundle".into());
        }
        Ok(Status {
            handler,
            source: Some("LaunchServices".into()),
            entry: None,
            program: if is_us { exe } else { None },
            is_us,
            problems,
        })
    }

    /// Installs the Apple Event handler that turns a clicked link into a window. Call it
    /// before the event loop starts: a cold launch's link is queued until then.
    pub fn listen_for_links(arrivals: mpsc::Sender<Arrival>, wake: impl Fn() + 'static) {
        macos_ffi::on_get_url_event(move |url| {
            let handoff = Handoff {
                uri: url.into_bytes(),
                config: None,
                activation_token: None,
                attachments: Vec::new(),
            };
            if arrivals.send(Arrival::direct(handoff)).is_ok() {
                wake();
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundle_declares_mailto_and_our_id() {
        let plist = info_plist("1.2.3");
        assert!(plist.contains(
            "<key>CFBundleURLSchemes</key>\n\t\t\t<array>\n\t\t\t\t<string>mailto</string>"
        ));
        assert!(plist.contains(&format!("<string>{APP_ID}</string>")));
        assert!(plist.contains("<string>1.2.3</string>"));
        assert!(plist.contains("<string>mailto-preview</string>"));
    }

    #[test]
    fn the_packaged_plist_is_the_generated_one() {
        let packaged = include_str!("../../../../packaging/macos/Info.plist");
        assert_eq!(packaged, info_plist(env!("CARGO_PKG_VERSION")));
    }

    #[test]
    fn only_a_binary_inside_an_app_bundle_counts() {
        use std::path::Path;
        assert!(in_bundle(Path::new(
            "/Applications/Mailto Preview.app/Contents/MacOS/mailto-preview"
        )));
        assert!(!in_bundle(Path::new("/usr/local/bin/mailto-preview")));
        assert!(!in_bundle(Path::new("/tmp/Contents/MacOS/mailto-preview")));
    }
}
