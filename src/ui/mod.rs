//! The preview window (egui): draws a [`Session`] (the whole message a link asks to send,
//! fully decoded, with what was dropped and every warning beside its field) and turns the
//! person's clicks and keys into the session's calls. It decides nothing itself: reading the
//! link, building the message, sending and handing it over are library calls the session
//! makes, and only Send or Open in starts either (RFC 6068 §7).

/// A message of the window in its language (`tr!(lang, "id", arg = value)`): the id and its
/// arguments are checked against the English messages when the program is compiled.
macro_rules! tr {
    ($lang:expr, $id:literal) => {
        i18n_embed_fl::fl!($lang.loader(), $id)
    };
    ($lang:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        i18n_embed_fl::fl!($lang.loader(), $id, $($name = $value),+)
    };
}

pub mod bidi;
mod emoji;
pub mod render;
mod setup;
mod theme;
mod view;
mod windows;

pub use crate::config::{Renderer, Resident};
pub use crate::session::{CLOSE_AFTER_SENT_SECS, SEND_DELAY_SECS};
pub use theme::portal_color_scheme;
pub use windows::Windows;

use std::sync::{Arc, OnceLock, mpsc};

use crate::session::{Accounts, Session};

/// Where the window finds its account and keeps drafts (the session's options).
pub type AppOptions = crate::session::Options;

static NEXT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// One preview window: the session it draws, and what only drawing needs.
pub struct PreviewApp {
    session: Session,
    /// Keeps this window's widget state apart from other windows'.
    id: u64,
    /// The context that draws it, once it is drawn: tasks wake it through this.
    context: Arc<OnceLock<egui::Context>>,
    /// Whether the To field has been given the keyboard focus once (on the first frame).
    focus_given: bool,
    /// The title the window system shows now.
    shown_title: Option<String>,
    /// The language it speaks.
    lang: Arc<crate::i18n::Lang>,
}

impl PreviewApp {
    /// A window for `uri` (raw bytes as the OS handed them), reading the config `options`
    /// names.
    pub fn new(uri: &[u8], options: AppOptions) -> Self {
        Self::build(options, |options| Session::new(uri, options))
    }

    /// A window for `uri` with the config file read already (the first window: the file was
    /// read once, for the window settings too).
    pub fn with_config(uri: &[u8], options: AppOptions, config: crate::config::Parts) -> Self {
        Self::build(options, |options| {
            let accounts = Accounts::from_parts(config, &options);
            Session::with_accounts(uri, options, accounts)
        })
    }

    fn build(mut options: AppOptions, session: impl FnOnce(AppOptions) -> Session) -> Self {
        let context = Arc::new(OnceLock::<egui::Context>::new());
        let wakes = context.clone();
        options.wake = Arc::new(move || {
            if let Some(ctx) = wakes.get() {
                ctx.request_repaint();
            }
        });
        Self {
            lang: options.lang.clone(),
            session: session(options),
            id: NEXT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            context,
            focus_given: false,
            shown_title: None,
        }
    }

    /// The session this window draws.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Whether the person is done with this window (closed, discarded or sent).
    pub fn is_closed(&self) -> bool {
        self.session.is_closed()
    }

    /// The window title (also its accessible name).
    pub fn window_title(&self) -> String {
        self.lang.render(self.session.title())
    }

    /// The status line as it reads now, for tests and screen readers.
    pub fn status(&self) -> Option<String> {
        self.session
            .status()
            .map(|s| view::status_text(&self.lang, s))
    }

    /// The main button's words: `Open in Gmail`, `Retry` or `Send`.
    pub fn main_action_label(&self) -> String {
        view::main_action_text(&self.lang, &self.session.main_action())
    }

    /// The message moves to another window: its title must be set there, and the Send delay
    /// starts again, since a click meant for something else may land on the new place.
    fn moved(&mut self) {
        self.shown_title = None;
        self.session.moved();
    }
}

/// Gives a window's context every script the system has a font for, and colour emoji: the
/// system font fallback (CJK, Arabic, Devanagari... found lazily, the fonts enumerated once
/// per process on a thread of their own and memory-mapped) and the emoji rasterizer. The
/// OpenGL windows get the fallback from eframe and the rasterizer in [`run_gl`].
#[cfg(all(unix, not(target_os = "macos")))]
pub fn install_fonts(ctx: &egui::Context) {
    static FONTS: OnceLock<Arc<egui_system_font_provider::SystemFontProvider>> = OnceLock::new();
    let fonts =
        FONTS.get_or_init(|| Arc::new(egui_system_font_provider::SystemFontProvider::new()));
    ctx.add_font_provider(fonts.clone());
    ctx.add_glyph_rasterizer(emoji::rasterizer());
}

/// Why the windows could not be shown.
#[derive(Debug, thiserror::Error)]
pub enum WindowError {
    /// The CPU-drawn windows could not start; OpenGL may still work.
    #[error("{0}")]
    #[cfg(all(unix, not(target_os = "macos")))]
    CpuUnavailable(#[from] render::native::NativeError),
    /// eframe (OpenGL) could not open the window.
    #[error("{0}")]
    Gl(#[from] eframe::Error),
}

pub use crate::task::Waker;

/// What [`run_window`] opens, and how it behaves once its windows are closed.
pub struct Run {
    /// The link of the first window (`None`: the first link to arrive).
    pub uri: Option<Vec<u8>>,
    /// The config file as read for the window settings: the first window takes its accounts
    /// from it (`None`: the window reads the file).
    pub config: Option<crate::config::Parts>,
    /// Where the windows find accounts and keep drafts.
    pub options: AppOptions,
    /// Links handed over by later clicks.
    pub arrivals: Option<mpsc::Receiver<crate::instance::Arrival>>,
    /// Through which the process stops accepting links.
    pub gate: Option<crate::instance::Gate>,
    /// Receives the function that wakes the windows when a link arrives.
    pub woken: std::sync::Arc<std::sync::OnceLock<Waker>>,
    /// What draws.
    pub renderer: Renderer,
    /// How long the process stays after its last window (CPU renderer only).
    pub resident: Resident,
}

/// Opens the windows and runs until the last is closed (and the process need not linger).
/// Links that arrive (later clicks, handed over by [`crate::instance`]) open more windows; the
/// last window closes only when the gate has no accepted link in flight.
pub fn run_window(mut run: Run) -> Result<(), WindowError> {
    let config = run.config.take();
    let first = run.uri.as_deref().map(|uri| match config {
        Some(parts) => PreviewApp::with_config(uri, run.options.clone(), parts),
        None => PreviewApp::new(uri, run.options.clone()),
    });
    #[cfg(all(unix, not(target_os = "macos")))]
    if run.renderer == Renderer::Cpu {
        let first = first.map(|app| (app, None));
        let woken = run.woken;
        return Ok(render::native::run(
            first,
            run.options,
            run.arrivals,
            run.gate,
            run.resident,
            move |waker| {
                let _ = woken.set(waker);
            },
        )?);
    }
    run_gl(first, run)
}

/// The windows drawn with OpenGL by eframe: the root window and one egui viewport per later
/// link ([`Windows`]).
fn run_gl(app: Option<PreviewApp>, run: Run) -> Result<(), WindowError> {
    let theme = theme::SystemTheme::start();
    let windows = Windows::new(app, run.options, run.arrivals, run.gate);
    let native = eframe::NativeOptions {
        viewport: windows.root_viewport(),
        #[cfg(feature = "wgpu")]
        renderer: eframe::Renderer::Wgpu,
        #[cfg(not(feature = "wgpu"))]
        renderer: eframe::Renderer::Glow,
        ..Default::default()
    };
    let woken = run.woken;
    Ok(eframe::run_native(
        "Mailto Preview",
        native,
        Box::new(move |cc| {
            theme.attach(&cc.egui_ctx);
            cc.egui_ctx.add_glyph_rasterizer(emoji::rasterizer());
            let ctx = cc.egui_ctx.clone();
            let _ = woken.set(std::sync::Arc::new(move || ctx.request_repaint()));
            Ok(Box::new(windows))
        }),
    )?)
}

/// A window's size when it opens.
const WINDOW_SIZE: [f32; 2] = [720.0, 640.0];
/// The smallest a window may be made.
const MIN_WINDOW_SIZE: [f32; 2] = [420.0, 360.0];
