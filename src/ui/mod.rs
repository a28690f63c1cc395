//! The preview window (egui): shows the whole message a link asks to send, fully decoded, with
//! what was dropped and every warning beside its field; lets the person edit it; sends it only
//! when they press Send (RFC 6068 §7).
//!
//! The window only shows and edits a [`Draft`]; reading the link, building the message and
//! delivering it are library calls ([`crate::draft::open_link`], [`crate::message`],
//! [`crate::send::deliver`]), and handing it to webmail or a mail program is
//! [`crate::open_with`]. Delivery and hand-off run on worker threads so the window stays
//! responsive.

#[cfg(all(unix, not(target_os = "macos")))]
mod native;
#[cfg(all(unix, not(target_os = "macos")))]
mod quiet;
pub mod raster;
mod setup;
mod sign_in;
mod theme;
mod view;
mod windows;

pub use crate::config::{Linger, Renderer};
pub use theme::portal_color_scheme;
pub use windows::Windows;

use std::path::PathBuf;
use std::sync::mpsc;

use crate::config::{self, Account, Config};
use crate::draft::{Draft, RecipientField, Report, open_link};
use crate::message::{self, Outgoing};
use crate::open_with::{self, Handover, Target};
use crate::send::{self, DeliverError, Delivered, Delivery, Step};
use crate::store::Store;

/// How long Send stays disabled after the window appears, so that the click that opened the
/// link cannot land on it.
pub const SEND_DELAY_SECS: f64 = 0.5;

/// How long "Sent" stays on screen before the window closes.
pub const CLOSE_AFTER_SENT_SECS: f64 = 1.5;

/// Where the window finds its account and keeps drafts.
#[derive(Debug, Clone, Default)]
pub struct AppOptions {
    /// The config file (`None`: the usual place).
    pub config_path: Option<PathBuf>,
    /// The drafts/sent store (`None`: the platform data directory).
    pub store: Option<Store>,
    /// How the setup panel looks a server up (the system's DNS and HTTPS on 443 unless a
    /// test points it at its own servers).
    pub discover: crate::discover::Options,
}

impl AppOptions {
    /// The options for a link handed over by another launch, with the config file that launch
    /// would have used (so that its window is the one it would have opened itself).
    fn for_handoff(&self, config: Option<PathBuf>) -> AppOptions {
        AppOptions {
            config_path: config.or_else(|| self.config_path.clone()),
            ..self.clone()
        }
    }
}

/// The link as the window holds it.
#[derive(Debug, Clone)]
enum Link {
    /// Readable: the draft being edited and what the filter did.
    Opened { draft: Box<Draft>, report: Report },
    /// Unusable: why.
    Unusable(String),
}

/// The accounts as the window holds them.
#[derive(Debug, Clone)]
enum Accounts {
    Ready(Config),
    /// No config file yet (first run).
    Missing(PathBuf),
    /// A config that does not load.
    Broken(String),
}

/// Where sending stands.
#[derive(Debug)]
enum Sending {
    Idle,
    InProgress {
        step: Step,
        events: mpsc::Receiver<Event>,
    },
    Sent {
        at: f64,
    },
    Failed {
        draft: Option<PathBuf>,
    },
    /// The message is being handed to webmail or a mail program.
    HandingOver {
        events: mpsc::Receiver<Result<(), String>>,
        handover: Box<Handover>,
    },
    /// It was handed over; the window stays only while the person needs it (a body left on
    /// the clipboard).
    HandedOver,
}

/// The webmail services and installed mail programs, found on a thread when the window opens
/// (reading the desktop entries must not delay the first frame).
struct Targets {
    list: Vec<Target>,
    /// Until the programs are found; `list` holds the webmail services meanwhile.
    loading: Option<mpsc::Receiver<Vec<Target>>>,
}

impl Targets {
    fn start() -> Self {
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(open_with::targets());
        });
        Self {
            list: open_with::WEBMAIL.iter().map(Target::Webmail).collect(),
            loading: Some(rx),
        }
    }

    /// What is known now.
    fn get(&mut self) -> &[Target] {
        if let Some(rx) = &self.loading
            && let Ok(list) = rx.try_recv()
        {
            self.list = list;
            self.loading = None;
        }
        &self.list
    }

    /// Whether the installed programs have been found.
    fn ready(&self) -> bool {
        self.loading.is_none()
    }
}

/// From the delivery thread.
#[derive(Debug)]
enum Event {
    Step(Step),
    Done(Result<Delivered, DeliverError>),
}

static NEXT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// The preview window's state: one link, one draft.
pub struct PreviewApp {
    uri: String,
    link: Link,
    accounts: Accounts,
    account: usize,
    store: Option<Store>,
    to_text: String,
    cc_text: String,
    bcc_text: String,
    edited: bool,
    opened_at: Option<f64>,
    sending: Sending,
    confirm_discard: bool,
    /// Whether the To field has been given the keyboard focus once (on the first frame).
    focus_given: bool,
    status: Option<String>,
    title: String,
    shown_title: Option<String>,
    setup: setup::Setup,
    /// The draft's warnings as of the last change.
    warnings: Vec<crate::draft::Warning>,
    /// A field was edited this frame.
    dirty: bool,
    /// Keeps this window's widget state apart from other windows'.
    id: u64,
    /// The person closed it (Cancel, Discard, the close button) or it was sent.
    closed: bool,
    /// Where the message can be handed over.
    targets: Targets,
    /// What the person should know before handing the message to the account's target, as
    /// of the last change.
    handoff_notes: Vec<String>,
    /// The last send failed in a way signing in (again) can fix.
    sign_in_offered: bool,
    /// "Sign in again" under way.
    signing_in: Option<sign_in::SignInTask>,
    /// For which account, and whether the programs had been found then: the notes follow an
    /// account switch and a program account whose program was not known yet.
    notes_for: (usize, bool),
    /// A target chosen in Open in... whose notes the person must see before it starts.
    confirm_handoff: Option<(Target, Vec<String>)>,
    /// Whether the program starts at login (read when the Settings section is first opened).
    resident: Option<bool>,
}

impl PreviewApp {
    /// A window for `uri` (raw bytes as the OS handed them).
    pub fn new(uri: &[u8], options: AppOptions) -> Self {
        let text = String::from_utf8_lossy(uri).into_owned();
        let link = match open_link(uri) {
            Ok((draft, report)) => Link::Opened {
                draft: Box::new(draft),
                report,
            },
            Err(e) => Link::Unusable(e.to_string()),
        };
        let accounts = match config::resolve_path(options.config_path.as_deref()) {
            Err(e) => Accounts::Broken(e.to_string()),
            Ok(path) => match config::load(&path) {
                Ok(c) => Accounts::Ready(c),
                Err(config::ConfigError::NotFound { path }) => Accounts::Missing(path),
                Err(e) => Accounts::Broken(e.to_string()),
            },
        };
        let account = match &accounts {
            Accounts::Ready(c) => c
                .default_account()
                .and_then(|d| c.accounts.iter().position(|a| a.name == d.name))
                .unwrap_or(0),
            _ => 0,
        };
        let store = options.store.or_else(|| Store::open_default().ok());
        let mut app = Self {
            uri: text,
            link,
            accounts,
            account,
            store,
            to_text: String::new(),
            cc_text: String::new(),
            bcc_text: String::new(),
            edited: false,
            opened_at: None,
            sending: Sending::Idle,
            confirm_discard: false,
            focus_given: false,
            status: None,
            title: String::new(),
            shown_title: None,
            setup: setup::Setup::searching_with(options.discover),
            warnings: Vec::new(),
            dirty: false,
            id: NEXT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            closed: false,
            targets: Targets::start(),
            handoff_notes: Vec::new(),
            sign_in_offered: false,
            signing_in: None,
            notes_for: (0, false),
            confirm_handoff: None,
            resident: None,
        };
        if let Link::Opened { draft, .. } = &app.link {
            app.to_text = draft.recipients_text(RecipientField::To);
            app.cc_text = draft.recipients_text(RecipientField::Cc);
            app.bcc_text = draft.recipients_text(RecipientField::Bcc);
        }
        app.title = app.window_title();
        app.warnings = app.draft().map(Draft::warnings).unwrap_or_default();
        app.handoff_notes = app.main_handoff_notes();
        app
    }

    /// Whether the person is done with this window (closed, discarded or sent).
    pub fn is_closed(&self) -> bool {
        self.closed
    }

    /// The message moves to another window: its title must be set there, and the Send delay
    /// starts again, since a click meant for something else may land on the new place.
    fn moved(&mut self) {
        self.shown_title = None;
        self.opened_at = None;
    }

    /// After an edit: the draft's warnings and the window title follow it.
    fn changed(&mut self) {
        self.dirty = false;
        self.edited = true;
        self.warnings = self.draft().map(Draft::warnings).unwrap_or_default();
        self.title = self.window_title();
        self.handoff_notes = self.main_handoff_notes();
    }

    /// The window title, `Send email to <first recipient>?`, with `and N more` when there are
    /// others: a title (and the accessible name, which is the same) never hides recipients.
    pub fn window_title(&self) -> String {
        match &self.link {
            Link::Opened { draft, .. } => match draft.recipients().next() {
                Some(a) => {
                    // A title (and a taskbar) has no room for the warning: a domain that may
                    // imitate another is named by the ASCII form the mail goes to.
                    let shown = match a.envelope() {
                        Some(ascii) if crate::draft::warnings::domain_may_imitate(a) => ascii,
                        _ => a.addr_spec_or_text(),
                    };
                    let first = crate::visible::make_visible(&shown, false);
                    match draft.recipients().count() - 1 {
                        0 => format!("Send email to {first}?"),
                        more => format!("Send email to {first} and {more} more?"),
                    }
                }
                None => "Send email?".to_string(),
            },
            Link::Unusable(_) => "Unusable mail link".to_string(),
        }
    }

    /// The draft as it is now (`None` for an unusable link).
    pub fn draft(&self) -> Option<&Draft> {
        match &self.link {
            Link::Opened { draft, .. } => Some(draft),
            Link::Unusable(_) => None,
        }
    }

    /// The account that would send, if any.
    pub fn account(&self) -> Option<&Account> {
        match &self.accounts {
            Accounts::Ready(c) => c.accounts.get(self.account),
            _ => None,
        }
    }

    /// The status line (last outcome), for tests and screen readers.
    pub fn status(&self) -> Option<&str> {
        self.status.as_deref()
    }

    /// Whether a send is under way.
    pub fn is_sending(&self) -> bool {
        matches!(self.sending, Sending::InProgress { .. })
    }

    /// Whether the message was delivered.
    pub fn is_sent(&self) -> bool {
        matches!(self.sending, Sending::Sent { .. })
    }

    /// The saved draft of a failed send, if any.
    pub fn failed_draft(&self) -> Option<&PathBuf> {
        match &self.sending {
            Sending::Failed { draft, .. } => draft.as_ref(),
            _ => None,
        }
    }

    /// The message Send would transmit now, from the same code path as `mailto-preview message`.
    fn outgoing(&self) -> Result<Outgoing, String> {
        let draft = self.draft().ok_or("the link is unusable")?;
        let account = self
            .account()
            .ok_or("set up an account to see the exact message")?;
        let identity = account.identity().map_err(|e| e.to_string())?;
        message::build(&account.draft_as_sent(draft), &identity).map_err(|e| e.to_string())
    }

    /// Why Send is disabled, or `None` when it may be pressed at `now` (egui time, seconds).
    fn send_blocker(&self, now: f64) -> Option<String> {
        self.draft()?;
        if self.account().is_none() {
            return Some("set up an account first".into());
        }
        self.approval_blocker(now)
    }

    /// Why the message may not leave this window yet, sent or handed over: the rules Send and
    /// Open in share.
    fn approval_blocker(&self, now: f64) -> Option<String> {
        let draft = self.draft()?;
        if draft.recipients().next().is_none() {
            return Some("add a recipient".into());
        }
        if draft.has_invalid_address() {
            return Some("correct the invalid address first".into());
        }
        if !matches!(self.sending, Sending::Idle | Sending::Failed { .. }) {
            return Some("the message is on its way".into());
        }
        if self.opened_at.is_none_or(|t| now - t < SEND_DELAY_SECS) {
            return Some("a moment...".into());
        }
        None
    }

    /// Starts delivery on a worker thread. Only the Send button and Ctrl+Enter call this.
    fn start_send(&mut self) {
        let outgoing = match self.outgoing() {
            Ok(o) => o,
            Err(e) => {
                self.status = Some(e);
                return;
            }
        };
        let (Some(account), Some(store)) = (self.account().cloned(), self.store.clone()) else {
            self.status =
                Some("there is no place to keep the draft (no data directory); not sent".into());
            return;
        };
        let delivery = Delivery::from(&outgoing);
        let retry = self.failed_draft().cloned();
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let step_tx = tx.clone();
            let mut on_step = |s: Step| {
                let _ = step_tx.send(Event::Step(s));
            };
            // A retry replaces the saved draft with the message as it is now.
            if let Some(old) = retry {
                let _ = std::fs::remove_file(crate::store::envelope_path(&old));
                let _ = std::fs::remove_file(old);
            }
            let result = send::deliver(&delivery, &account, &store, &mut on_step);
            let _ = tx.send(Event::Done(result));
        });
        self.status = Some("Sending...".into());
        self.sending = Sending::InProgress {
            step: Step::Password,
            events: rx,
        };
    }

    /// The hand-off target of the chosen account (`webmail = ...` or `program = ...`), if it
    /// hands messages over instead of sending them. A program not (yet) found is named by id.
    fn main_target(&mut self) -> Option<Result<Target, String>> {
        let id = self.account()?.open_with()?.to_string();
        let found = self.targets.get().iter().find(|t| t.id() == id).cloned();
        Some(found.ok_or(id))
    }

    /// The main button's words: `Open in Gmail`, or `Send`.
    pub fn main_action_label(&mut self) -> String {
        match self.main_target() {
            Some(Ok(t)) => format!("Open in {}", t.label()),
            Some(Err(id)) => format!("Open in {id}"),
            None => "Send".into(),
        }
    }

    /// What handing the message to the account's target would bring to the person's notice.
    fn main_handoff_notes(&mut self) -> Vec<String> {
        let (Some(Ok(target)), Some(draft)) = (self.main_target(), self.draft()) else {
            return Vec::new();
        };
        open_with::plan(draft, &target)
            .map(|h| h.notes)
            .unwrap_or_default()
    }

    /// Recomputes the main target's notes when the account or the known programs changed.
    fn refresh_notes(&mut self) {
        let key = (self.account, self.targets.ready());
        if key != self.notes_for {
            self.notes_for = key;
            self.handoff_notes = self.main_handoff_notes();
        }
    }

    /// A target chosen in Open in...: handed over at once, or first shown with what it cannot
    /// take, so that the person decides knowing it.
    fn choose_handoff(&mut self, target: Target) {
        let notes = self
            .draft()
            .and_then(|d| open_with::plan(d, &target).ok())
            .map(|h| h.notes)
            .unwrap_or_default();
        if notes.is_empty() {
            self.start_handoff(&target);
        } else {
            self.confirm_handoff = Some((target, notes));
        }
    }

    /// The main action: Send, or the hand-off of a hand-off account. Only the main button and
    /// Ctrl+Enter call this.
    fn start_main(&mut self) {
        match self.main_target() {
            None => self.start_send(),
            Some(Ok(target)) => self.start_handoff(&target),
            Some(Err(id)) => match open_with::find_target(&id) {
                Ok(target) => self.start_handoff(&target),
                Err(e) => self.status = Some(format!("Not handed over: {e}")),
            },
        }
    }

    /// Hands the message to `target` on a worker thread. Only the Open in buttons and
    /// Ctrl+Enter (for a hand-off account) call this.
    fn start_handoff(&mut self, target: &Target) {
        let Some(draft) = self.draft() else { return };
        let handover = match open_with::plan(draft, target) {
            Ok(h) => h,
            Err(e) => {
                self.status = Some(format!("Not handed over: {e}"));
                return;
            }
        };
        let (tx, rx) = mpsc::channel();
        let h = handover.clone();
        std::thread::spawn(move || {
            let _ = tx.send(open_with::launch(&h).map_err(|e| e.to_string()));
        });
        self.status = Some(format!("Opening in {}...", handover.label));
        self.sending = Sending::HandingOver {
            events: rx,
            handover: Box::new(handover),
        };
    }

    /// Takes what the hand-off thread reported: done closes the window (unless the body waits
    /// on the clipboard); a failure keeps the message in the drafts folder.
    fn poll_handoff(&mut self, ctx: &egui::Context) {
        let Sending::HandingOver { events, handover } = &self.sending else {
            return;
        };
        let Ok(result) = events.try_recv() else {
            return;
        };
        let handover = handover.clone();
        match result {
            Ok(()) => match &handover.body_left_out {
                Some(body) => {
                    ctx.copy_text(body.clone());
                    self.status = Some(format!(
                        "Opened in {}. The body was too long to hand over and is on the clipboard: paste it there, then close this window.",
                        handover.label
                    ));
                    self.sending = Sending::HandedOver;
                }
                None => {
                    self.sending = Sending::HandedOver;
                    self.closed = true;
                }
            },
            Err(e) => {
                let kept = self.save_link();
                self.status = Some(match kept {
                    Ok(path) => format!(
                        "Not handed over: {e}. The message is saved as {}.",
                        path.display()
                    ),
                    Err(why) => format!(
                        "Not handed over: {e}. It could not be saved ({why}): copy it as text."
                    ),
                });
                self.sending = Sending::Idle;
            }
        }
    }

    /// Why the main button (Send, or Open in for a hand-off account) is disabled.
    fn main_blocker(&mut self, now: f64) -> Option<String> {
        if self.main_target().is_some() {
            self.approval_blocker(now)
        } else {
            self.send_blocker(now)
        }
    }

    /// Whether the message is gone from this window (sent or handed over): closing it then
    /// loses nothing.
    fn is_done(&self) -> bool {
        matches!(self.sending, Sending::Sent { .. } | Sending::HandedOver)
    }

    /// Whether the message was handed to webmail or a mail program.
    pub fn is_handed_over(&self) -> bool {
        matches!(self.sending, Sending::HandedOver)
    }

    /// Takes what the delivery thread reported.
    fn poll_sending(&mut self, now: f64) {
        let Sending::InProgress { events, step } = &mut self.sending else {
            return;
        };
        let mut done = None;
        while let Ok(e) = events.try_recv() {
            match e {
                Event::Step(s) => *step = s,
                Event::Done(r) => done = Some(r),
            }
        }
        match done {
            Some(Ok(delivered)) => {
                self.status = Some(format!(
                    "Sent to {} recipient{}",
                    delivered.sent.recipients,
                    if delivered.sent.recipients == 1 {
                        ""
                    } else {
                        "s"
                    }
                ));
                self.sending = Sending::Sent { at: now };
            }
            Some(Err(e)) => {
                let draft = match &e {
                    DeliverError::NotSent { draft, .. } => Some(draft.clone()),
                    DeliverError::NotSaved(_) => None,
                };
                let message = match &e {
                    DeliverError::NotSent { error, .. } => error.to_string(),
                    other => other.to_string(),
                };
                self.sign_in_offered =
                    matches!(&e, DeliverError::NotSent { error, .. } if error.needs_sign_in());
                self.status = Some(match &draft {
                    Some(path) => format!(
                        "Not sent: {message} The message is saved as {}.",
                        path.display()
                    ),
                    None => format!("Not sent: {message}"),
                });
                self.sending = Sending::Failed { draft };
            }
            None => {
                if let Sending::InProgress { step, .. } = &self.sending {
                    self.status = Some(format!("Sending: {}...", step.describe()));
                }
            }
        }
    }

    /// The built-in sign-in settings of the chosen account, if it uses them.
    fn sign_in_settings(&self) -> Option<crate::signin::Settings> {
        match &self.account()?.transport {
            crate::config::Transport::Smtp(crate::config::Smtp {
                password: crate::config::PasswordSource::SignIn(s),
                ..
            }) => Some(s.as_ref().clone()),
            _ => None,
        }
    }

    /// "Sign in again", offered after a send failed for want of a sign-in: the browser round
    /// trip, then Retry sends the message that waited.
    fn sign_in_again(&mut self, ui: &mut egui::Ui) {
        if let Some(task) = &mut self.signing_in
            && let Some(result) = task.poll(ui.ctx())
        {
            self.signing_in = None;
            self.status = Some(match result {
                Ok(()) => {
                    self.sign_in_offered = false;
                    "Signed in. Press Retry to send the message.".into()
                }
                Err(e) => format!("Not signed in: {e}"),
            });
        }
        let Some(settings) = self.sign_in_settings().filter(|_| self.sign_in_offered) else {
            return;
        };
        ui.horizontal(|ui| match &self.signing_in {
            Some(task) => task.show(ui),
            None => {
                if ui
                    .button(format!("Sign in to {}", settings.issuer()))
                    .on_hover_text("Opens the sign-in page in your browser")
                    .clicked()
                {
                    self.signing_in = Some(sign_in::SignInTask::start(settings));
                }
            }
        });
    }

    /// Saves the message as it is now to the drafts folder.
    /// A message that no account of ours sends (no account yet, or one that hands messages
    /// over) has no sender: it is kept as a link (`.mailto`) instead of an `.eml`.
    fn save_draft(&mut self) {
        let result = if self.account().is_none_or(|a| a.open_with().is_some()) {
            self.save_link()
        } else {
            self.save_message()
        };
        self.status = Some(match result {
            Ok(path) => format!("Saved as {}", path.display()),
            Err(e) => format!("Not saved: {e}"),
        });
    }

    /// Keeps the message as a `.mailto` link in the drafts folder.
    fn save_link(&self) -> Result<PathBuf, String> {
        let draft = self.draft().ok_or("the link is unusable")?;
        let link = open_with::draft_link(draft).map_err(|e| e.to_string())?;
        self.store
            .as_ref()
            .ok_or("there is no data directory for drafts")?
            .save_link(&link)
            .map_err(|e| e.to_string())
    }

    /// Keeps the exact message (`.eml`) and its envelope in the drafts folder.
    fn save_message(&self) -> Result<PathBuf, String> {
        self.outgoing().and_then(|o| {
            let store = self
                .store
                .clone()
                .ok_or("there is no data directory for drafts")?;
            let envelope = crate::store::StoredEnvelope {
                account: self.account().map(|a| a.name.clone()).unwrap_or_default(),
                mail_from: o.mail_from().to_string(),
                rcpt_to: o.rcpt_to().to_vec(),
            };
            store
                .save_draft(&o.formatted(), &envelope)
                .map_err(|e| e.to_string())
        })
    }

    /// The whole message as plain text, for the clipboard.
    fn as_text(&self) -> String {
        let Some(d) = self.draft() else {
            return self.uri.clone();
        };
        let mut s = String::new();
        for (label, field) in [
            ("To", RecipientField::To),
            ("Cc", RecipientField::Cc),
            ("Bcc", RecipientField::Bcc),
        ] {
            let list = d.recipients_text(field);
            if !list.is_empty() {
                s.push_str(&format!("{label}: {list}\n"));
            }
        }
        s.push_str(&format!("Subject: {}\n", d.subject));
        for (k, v) in d.kept_headers() {
            s.push_str(&format!("{}: {v}\n", k.name()));
        }
        s.push('\n');
        s.push_str(&d.body);
        crate::visible::make_visible(&s, true)
    }

    /// Applies an edit of a recipient field's text to the draft.
    fn set_recipients(&mut self, field: RecipientField) {
        let text = match field {
            RecipientField::To => self.to_text.clone(),
            RecipientField::Cc => self.cc_text.clone(),
            RecipientField::Bcc => self.bcc_text.clone(),
        };
        if let Link::Opened { draft, .. } = &mut self.link {
            draft.set_recipients(field, &text);
        }
        self.dirty = true;
    }
}

/// Why the windows could not be shown.
#[derive(Debug, thiserror::Error)]
pub enum WindowError {
    /// The CPU-drawn windows could not start; OpenGL may still work.
    #[error("{0}")]
    #[cfg(all(unix, not(target_os = "macos")))]
    CpuUnavailable(#[from] native::NativeError),
    /// eframe (OpenGL) could not open the window.
    #[error("{0}")]
    Gl(#[from] eframe::Error),
}

/// How a window's event loop is woken from another thread (a link arrived).
pub type Waker = std::sync::Arc<dyn Fn() + Send + Sync>;

/// What [`run_window`] opens, and how it behaves once its windows are closed.
pub struct Run {
    /// The link of the first window (`None`: the first link to arrive).
    pub uri: Option<Vec<u8>>,
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
    pub linger: Linger,
}

/// Opens the windows and runs until the last is closed (and the process need not linger).
/// Links that arrive (later clicks, handed over by [`crate::instance`]) open more windows; the
/// last window closes only when the gate has no accepted link in flight.
pub fn run_window(run: Run) -> Result<(), WindowError> {
    #[cfg(all(unix, not(target_os = "macos")))]
    if run.renderer == Renderer::Cpu {
        let first = run
            .uri
            .as_deref()
            .map(|uri| (PreviewApp::new(uri, run.options.clone()), None));
        let woken = run.woken;
        return Ok(native::run(
            first,
            run.options,
            run.arrivals,
            run.gate,
            run.linger,
            move |waker| {
                let _ = woken.set(waker);
            },
        )?);
    }
    run_gl(run)
}

/// The windows drawn with OpenGL by eframe: the root window and one egui viewport per later
/// link ([`Windows`]).
fn run_gl(run: Run) -> Result<(), WindowError> {
    let theme = theme::SystemTheme::start();
    let app = run
        .uri
        .as_deref()
        .map(|uri| PreviewApp::new(uri, run.options.clone()));
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
