//! Light or dark, as the desktop says. winit reports the system's appearance on macOS and
//! Windows; on Linux and the BSDs it reports nothing, so the windows would always be dark.
//! There the XDG desktop portal's setting `org.freedesktop.appearance` `color-scheme`
//! (0 no preference, 1 prefer dark, 2 prefer light) is read on a thread of its own: the window
//! never waits for D-Bus, and takes the theme as soon as the answer comes (normally before
//! its first frame).

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
    theme: Option<egui::Theme>,
    on_found: Option<Box<dyn Fn() + Send>>,
}

impl SystemTheme {
    /// Starts reading the preference (where the platform does not report it itself).
    pub(super) fn start() -> SystemTheme {
        let theme = SystemTheme::default();
        if cfg!(all(unix, not(target_os = "macos"))) {
            let reader = theme.clone();
            let _ = std::thread::Builder::new()
                .name("color-scheme".into())
                .spawn(move || {
                    let found = portal_color_scheme(None);
                    crate::startup_trace::mark("theme portal answered");
                    if let Some(found) = found {
                        reader.found(found);
                    }
                });
        }
        theme
    }

    /// A window's context exists: apply the preference if it is known already, or when it
    /// becomes known.
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
    pub(super) fn detach(&self, ctx: &egui::Context) {
        if let Ok(mut shared) = self.shared.lock() {
            shared.contexts.retain(|c| c != ctx);
        }
    }

    /// Also calls `wake` when the preference is found (an event loop that sleeps otherwise).
    pub(super) fn on_found(&self, wake: impl Fn() + Send + 'static) {
        if let Ok(mut shared) = self.shared.lock() {
            shared.on_found = Some(Box::new(wake));
        }
    }

    fn found(&self, theme: egui::Theme) {
        let Ok(mut shared) = self.shared.lock() else {
            return;
        };
        shared.theme = Some(theme);
        for ctx in &shared.contexts {
            ctx.set_theme(theme);
            ctx.request_repaint();
        }
        if let Some(wake) = &shared.on_found {
            wake();
        }
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
