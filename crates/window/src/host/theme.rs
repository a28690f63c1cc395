//! Light or dark, as the desktop says. winit reports the system's appearance on macOS and
//! Windows; on Linux and the BSDs it reports nothing, so the windows would always be dark.
//! There the XDG desktop portal's setting `org.freedesktop.appearance` `color-scheme`
//! (0 no preference, 1 prefer dark, 2 prefer light) is read on a thread of its own.
//!
//! Asking the portal means a D-Bus connection and the async runtime, which the first frame
//! should not wait for nor share the CPU with; so the first window is drawn with the answer
//! remembered from the last run ([`super::remembered`]), the portal is asked once that window
//! is on screen, and a different answer redraws the windows and is remembered.

use std::sync::{Arc, Mutex};

/// Reads the desktop's preference in the background and applies it to the contexts attached,
/// whichever is ready first.
#[derive(Clone, Default)]
pub(super) struct SystemTheme {
    shared: Arc<Mutex<Shared>>,
}

#[derive(Default)]
struct Shared {
    contexts: Vec<egui::Context>,
    /// The preference as last known (`None`: no preference, egui's default).
    theme: Option<egui::Theme>,
    /// Whether the portal was asked already.
    asked: bool,
    on_found: Option<Box<dyn Fn() + Send>>,
}

impl SystemTheme {
    /// The preference remembered from the last run (none on a first run).
    pub(super) fn remembered() -> SystemTheme {
        let theme = SystemTheme::default();
        if let Ok(mut shared) = theme.shared.lock() {
            shared.theme = super::remembered::theme();
        }
        theme
    }

    /// Asks the desktop (where the platform does not report the preference itself), once;
    /// the answer replaces the remembered one.
    pub(super) fn ask_desktop(&self) {
        if !cfg!(all(unix, not(target_os = "macos"))) {
            return;
        }
        match self.shared.lock() {
            Ok(mut shared) if !shared.asked => shared.asked = true,
            _ => return,
        }
        let reader = self.clone();
        // Not a `Task`: the answer goes to every window of the process, through `on_found`.
        let _ = std::thread::Builder::new()
            .name("color-scheme".into())
            .spawn(move || {
                let found = portal_color_scheme(None);
                crate::startup_trace::mark("theme portal answered");
                reader.found(found);
            });
    }

    /// A window's context exists: apply the preference known now, and later answers.
    pub(super) fn attach(&self, ctx: &egui::Context) {
        let Ok(mut shared) = self.shared.lock() else {
            return;
        };
        shared.contexts.push(ctx.clone());
        if let Some(theme) = shared.theme {
            ctx.set_theme(theme);
        }
    }

    /// The window is closed: its context is not kept alive for a theme.
    #[cfg(all(unix, not(target_os = "macos")))]
    pub(super) fn detach(&self, ctx: &egui::Context) {
        if let Ok(mut shared) = self.shared.lock() {
            shared.contexts.retain(|c| c != ctx);
        }
    }

    /// Also calls `wake` when the preference changes (an event loop that sleeps otherwise).
    #[cfg(all(unix, not(target_os = "macos")))]
    pub(super) fn on_found(&self, wake: impl Fn() + Send + 'static) {
        if let Ok(mut shared) = self.shared.lock() {
            shared.on_found = Some(Box::new(wake));
        }
    }

    /// The portal answered `theme` (`None`: no preference, no portal or no bus).
    fn found(&self, theme: Option<egui::Theme>) {
        let Ok(mut shared) = self.shared.lock() else {
            return;
        };
        if shared.theme == theme {
            return;
        }
        shared.theme = theme;
        for ctx in &shared.contexts {
            ctx.set_theme(theme.map_or(egui::ThemePreference::System, Into::into));
            ctx.request_repaint();
        }
        if let Some(wake) = &shared.on_found {
            wake();
        }
        drop(shared);
        // For the next start's first frame (this is the reader's thread).
        super::remembered::set_theme(theme);
    }
}

/// The portal's colour-scheme preference, asked on the bus at `address` (`None`: the session
/// bus); `None` when there is no bus, no portal, or no preference.
pub fn portal_color_scheme(address: Option<&str>) -> Option<egui::Theme> {
    #[cfg(all(unix, not(target_os = "macos")))]
    {
        portal::read(address)
    }
    #[cfg(not(all(unix, not(target_os = "macos"))))]
    {
        let _ = address;
        None
    }
}

#[cfg(all(unix, not(target_os = "macos")))]
mod portal {
    use zbus::zvariant::{OwnedValue, Value};

    const DESTINATION: &str = "org.freedesktop.portal.Desktop";
    const PATH: &str = "/org/freedesktop/portal/desktop";
    const INTERFACE: &str = "org.freedesktop.portal.Settings";
    const SETTING: (&str, &str) = ("org.freedesktop.appearance", "color-scheme");

    pub(super) fn read(address: Option<&str>) -> Option<egui::Theme> {
        // On the process's tokio runtime, which has no threads of its own: zbus then needs
        // no thread pool that outlives the answer (see Cargo.toml).
        crate::task::block_on(async {
            let builder = match address {
                Some(a) => zbus::connection::Builder::address(a).ok()?,
                None => zbus::connection::Builder::session().ok()?,
            };
            let conn = builder.build().await.ok()?;
            let call = |method| {
                conn.call_method(Some(DESTINATION), PATH, Some(INTERFACE), method, &SETTING)
            };
            // ReadOne (portal version 2) answers the value; the older Read wraps it in one
            // more variant.
            let value: OwnedValue = match call("ReadOne").await {
                Ok(reply) => reply.body().deserialize().ok()?,
                Err(_) => call("Read").await.ok()?.body().deserialize().ok()?,
            };
            let scheme = match &*value {
                Value::Value(inner) => u32::try_from(&**inner).ok()?,
                other => u32::try_from(other).ok()?,
            };
            match scheme {
                1 => Some(egui::Theme::Dark),
                2 => Some(egui::Theme::Light),
                _ => None,
            }
        })
        .ok()
        .flatten()
    }
}
