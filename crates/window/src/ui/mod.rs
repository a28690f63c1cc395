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

mod attachments;
pub mod bidi;
mod dialogs;
mod later;
mod look;
mod offers;
mod openpgp;
mod setup;
mod spelling;
mod view;
mod words;

pub use crate::session::{CLOSE_AFTER_SENT_SECS, SEND_DELAY_SECS};

use std::sync::{Arc, OnceLock};

use crate::session::{Accounts, ConfigParts, Session};

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
    /// The X11 window it is drawn in, if any: the file chooser stays above it.
    parent_xid: Option<u64>,
    /// Whether recipients were offered below a field in the last frame (Escape closes them
    /// then, not the window).
    offers_open: bool,
    /// The heights the header and the actions had in the last pass (none before the first).
    panel_heights: Option<[f32; 2]>,
}

impl PreviewApp {
    /// A window for `uri` (raw bytes as the OS handed them), reading the config `options`
    /// names.
    pub fn new(uri: &[u8], options: AppOptions) -> Self {
        Self::build(options, |options| Session::new(uri, options))
    }

    /// A window for `uri` with the config file read already (the first window: the file was
    /// read once, for the window settings too).
    pub fn with_config(uri: &[u8], options: AppOptions, config: ConfigParts) -> Self {
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
            parent_xid: None,
            offers_open: false,
            panel_heights: None,
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

    /// The status line's words as they read now (what is said; what happened is
    /// [`Session::status`]).
    pub fn status_line(&self) -> Option<String> {
        self.session
            .status()
            .map(|s| words::status_text(&self.lang, s))
    }

    /// The X11 window this message is drawn in (the host says, where it knows).
    pub fn set_parent_xid(&mut self, xid: Option<u64>) {
        self.parent_xid = xid;
    }

    /// The files given with `--attach` (or handed over with a later click): attached like
    /// chosen ones, after the same checks.
    pub fn attach_files(&mut self, paths: Vec<std::path::PathBuf>) {
        self.session.attach_files(paths);
    }

    /// Keeps this window's widgets apart from other windows' in the same egui context.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// The message moves to another window: its title must be set there, and the Send delay
    /// starts again, since a click meant for something else may land on the new place.
    pub fn moved(&mut self) {
        self.shown_title = None;
        self.session.moved();
    }
}
