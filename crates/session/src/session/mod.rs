//! One window's message, from the link to its outcome, without any drawing: the draft being
//! edited, the account that would send it, and the parts that act on it. The window
//! (`mailto_preview_window::ui`) draws a [`Session`] and turns the person's clicks into its calls; every
//! decision is here or in the library below, and the types the window draws are re-exported
//! here, so that the window needs nothing else.
//!
//! Each part is a small state machine that owns its outcome: [`delivery`] (send, file the
//! copy, Retry filing), [`handoff`] (webmail and mail programs), [`saving`] (Save draft, on
//! disk and in the mailbox), [`setup`] and [`sign_in`] (accounts and signing in), and
//! [`settings`]. What the status line says is the newest of their outcomes ([`Status`]), a
//! view, not a copy. Values that follow from the draft (its warnings, the window title, the
//! exact message, the hand-off plan) are computed when first asked for after a change, and
//! forgotten at the next change: [`Session::changed`] is the one place that happens.
//!
//! Nothing here opens a connection, or starts a program, before the person asks: sending and
//! handing over start only from [`Session::press_main`] and [`Session::choose_handoff`], which
//! refuse while [`Session::approval_blocker`] says why not; finding a server, signing in and
//! testing a connection only from the setup form's buttons; copies an earlier send left
//! unfiled are filed only after the next approved send through their account, or on Retry
//! filing. Whatever may wait (the network, the keyring, the config file, a child process, the
//! desktop's files) runs on a [`crate::task::Task`], never on the window's thread.

mod accounts;
mod attaching;
pub mod delivery;
pub mod desktop;
mod editing;
mod errors;
mod handoff;
mod later;
mod offers;
mod openpgp;
mod options;
pub mod rescue;
pub mod saving;
pub mod sender;
mod settings;
pub mod setup;
pub mod sign_in;
mod spelling;
mod states;
mod status;

use std::cell::OnceCell;
use std::path::{Path, PathBuf};

use crate::draft::{Draft, LinkError, Notice, Report, open_link};
use crate::i18n::{Lang, Localize, Text};
use crate::message::{self, Identity, Outgoing};
use crate::oauth;
use crate::open_with::{self, Handover};
use crate::store::Store;
use mailto_preview_core::reminder;

pub use crate::queue::Why;
pub use crate::queue::timer::Arranged;
pub use crate::queue::when::MORNING;
pub use accounts::{Accounts, account_label};
pub use desktop::DesktopAccounts;
pub use editing::EditField;
use editing::Editing;
pub use errors::{NotSent, SaveError, Unavailable};
pub use later::{
    LaterChoice, NotScheduled, Preview, Scheduled, WallTime, later_days, later_preview,
};
pub use openpgp::{Keys, KeysState, OpenPgpView};
pub use options::Options;
pub use spelling::{Marks, SpellingAnswer, SpellingChoice, SpellingMenu};
pub use status::{Blocker, Confirm, MainAction, Status};

// The types the window draws, so that it imports nothing but the session.
pub use crate::attach::Attachment;
pub use crate::attach::check::{Caution, Found, Refusal};
pub use crate::attach::chooser::{ChooserError, Request as ChooserRequest};
pub use crate::config::{Account, OAuthProvider, Parts as ConfigParts, Security};
pub use crate::contacts::Suggestion;
pub use crate::draft::{Dropped, Kept, NoticeKind, RecipientField};
pub use crate::mailto::{Field, Finding, preview as value_preview};
pub use crate::open_with::Target;
pub use crate::openpgp::{Fingerprint, Key, OpenPgpError, Recipient};
pub use crate::send::DeliverError;
pub use crate::send::outbox::Filing;

use attaching::Attaching;
use handoff::Handoff;
use saving::Saving;
use sender::Sender;
use settings::StartAtLogin;
use sign_in::{SignInAgain, SignInTask};
use states::{Asks, Composing, Env, Life, Reminder, Shown};

/// How long Send stays disabled after the window appears, so that the click that opened the
/// link cannot land on it.
pub const SEND_DELAY_SECS: f64 = 0.5;

/// How long "Sent" stays on screen before the window closes.
pub const CLOSE_AFTER_SENT_SECS: f64 = 1.5;

/// The link as the session holds it.
#[derive(Debug)]
pub enum Link {
    /// Readable: the draft being edited and what the filter did.
    Opened {
        draft: Box<Draft>,
        /// What the filter dropped and what the parser changed.
        report: Report,
    },
    /// Unusable: why.
    Unusable(LinkError),
}

/// What follows from the draft and the account, computed when first asked for.
#[derive(Default)]
struct Derived {
    notices: OnceCell<Vec<Notice>>,
    title: OnceCell<Text>,
    outgoing: OnceCell<Result<Outgoing, Unavailable>>,
    handoff: OnceCell<Option<Result<Handover, Text>>>,
    /// Which edited fields hold right-to-left text, in [`EditField::ALL`] order.
    right_to_left: OnceCell<[bool; 8]>,
    /// The parser's findings about fields the window does not show.
    unplaced: OnceCell<Vec<Finding>>,
    /// The body's lines.
    body_lines: OnceCell<usize>,
}

/// One window's message and what happens to it: the parts, each owning its state.
pub struct Session {
    editing: Editing,
    /// Who sends it.
    sender: Sender,
    env: Env,
    shown: Shown,
    delivery: delivery::Delivery,
    handoff: Handoff,
    saving: Saving,
    sign_in: SignInAgain,
    start_at_login: StartAtLogin,
    /// What helps while writing: files, spelling, recipients offered.
    composing: Composing,
    /// What the window is asked to show or do.
    asks: Asks,
    derived: Derived,
}

/// An outcome with nothing left to do.
enum Noted {
    AccountSaved(PathBuf),
    Copied,
    /// GNOME Settings could not be opened, and why.
    SettingsNotOpened(String),
}

impl Session {
    /// A session for `uri` (raw bytes as the OS handed them), reading the config `options`
    /// names.
    pub fn new(uri: &[u8], options: Options) -> Self {
        let accounts = Accounts::load(&options);
        Self::with_accounts(uri, options, accounts)
    }

    /// A session for `uri` with accounts read already (the first window: the file was read
    /// once, for the window settings too).
    pub fn with_accounts(uri: &[u8], options: Options, accounts: Accounts) -> Self {
        let link = match open_link(uri) {
            Ok((draft, report)) => Link::Opened {
                draft: Box::new(draft),
                report,
            },
            Err(e) => Link::Unusable(e),
        };
        let recipients = match &link {
            Link::Opened { draft, .. } => RecipientField::ALL.map(|f| draft.recipients_text(f)),
            Link::Unusable(_) => Default::default(),
        };
        let store = options.store.clone().or_else(|| Store::open_default().ok());
        let window = match &accounts {
            Accounts::Ready(config) => config.window.clone(),
            _ => crate::config::WindowSettings::default(),
        };
        let ui_language = options.lang.tag().to_string();
        let spell_settings = options
            .spelling
            .clone()
            .unwrap_or_else(|| crate::spelling::settings_for(&window, &ui_language));
        let history = store.as_ref().map(|s| {
            crate::contacts::History::at(s.data_dir().join(crate::contacts::history::FILE_NAME))
        });
        let offers = offers::Offers::new(
            crate::contacts::ContactsSettings::from_window(&window),
            history,
            match &link {
                Link::Opened { draft, .. } => Some(draft),
                Link::Unusable(_) => None,
            },
        );
        Self {
            editing: Editing {
                uri: String::from_utf8_lossy(uri).into_owned(),
                link,
                recipients,
                edited: false,
                typing: None,
                rescue: rescue::Slot::default(),
            },
            sender: Sender::new(
                accounts,
                desktop::Desktop::new(&options.desktop),
                store.as_ref().map(|s| s.data_dir().to_path_buf()),
            ),
            delivery: delivery::Delivery::new(options.wake.clone()),
            handoff: Handoff::new(options.wake.clone()),
            saving: Saving::default(),
            sign_in: SignInAgain::default(),
            start_at_login: StartAtLogin::default(),
            composing: Composing {
                attaching: Attaching::default(),
                spelling: spelling::Spelling::new(spell_settings, ui_language),
                offers,
                openpgp: openpgp::OpenPgpPart::new(
                    options.gpg.clone(),
                    store.as_ref().map(|s| s.data_dir()),
                ),
            },
            env: Env {
                store,
                wake: options.wake,
                language: options.lang.tag().clone(),
                hold: options.hold,
                timer: options.timer,
                keep_queue: options.keep_queue,
            },
            shown: Shown::NotYet,
            asks: Asks::default(),
            derived: Derived::default(),
        }
    }

    // ---- what is shown -------------------------------------------------------------------

    /// The link as the OS handed it (lossy UTF-8).
    pub fn uri(&self) -> &str {
        &self.editing.uri
    }

    /// The link, readable or not.
    pub fn link(&self) -> &Link {
        &self.editing.link
    }

    /// The draft as it is now (`None` for an unusable link).
    pub fn draft(&self) -> Option<&Draft> {
        match &self.editing.link {
            Link::Opened { draft, .. } => Some(draft),
            Link::Unusable(_) => None,
        }
    }

    /// What the filter dropped and the parser changed (`None` for an unusable link).
    pub fn report(&self) -> Option<&Report> {
        match &self.editing.link {
            Link::Opened { report, .. } => Some(report),
            Link::Unusable(_) => None,
        }
    }

    /// What the draft says as it is now: its warnings and notes.
    pub fn notices(&self) -> &[Notice] {
        self.derived.notices.get_or_init(|| {
            self.draft()
                .map(|d| d.notices_in(self.context()))
                .unwrap_or_default()
        })
    }

    /// What the parser changed or noticed about fields the window does not show (they are
    /// listed under "Ignored from the link").
    pub fn unplaced_findings(&self) -> &[Finding] {
        self.derived.unplaced.get_or_init(|| {
            let (Some(draft), Some(report)) = (self.draft(), self.report()) else {
                return Vec::new();
            };
            report
                .notes
                .iter()
                .filter(|n| {
                    !Field::NAMED.contains(&n.field)
                        && !draft
                            .kept_headers()
                            .iter()
                            .any(|(k, _)| k.field() == n.field)
                })
                .cloned()
                .collect()
        })
    }

    /// How many lines the body has (0 when it is empty).
    pub fn body_lines(&self) -> usize {
        *self.derived.body_lines.get_or_init(|| match self.draft() {
            Some(d) if !d.body.is_empty() => d.body.split('\n').count(),
            _ => 0,
        })
    }

    /// The window title, `Send email to <first recipient>?`, with `and N more` when there are
    /// others: a title (and the accessible name, which is the same) never hides recipients.
    pub fn title(&self) -> &Text {
        self.derived.title.get_or_init(|| match &self.editing.link {
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
                        0 => Text::new("window-title").arg("recipient", first),
                        more => Text::new("window-title-more")
                            .arg("recipient", first)
                            .arg("more", more),
                    }
                }
                None => Text::new("window-title-none"),
            },
            Link::Unusable(_) => Text::new("window-title-unusable"),
        })
    }

    /// Whether `field` holds right-to-left text, which the window shows reordered as it is
    /// read while the field is not being edited.
    pub fn reads_right_to_left(&self, field: EditField) -> bool {
        let flags = self.derived.right_to_left.get_or_init(|| {
            EditField::ALL.map(|f| self.text(f).is_some_and(crate::visible::has_rtl))
        });
        EditField::ALL
            .iter()
            .position(|f| *f == field)
            .is_some_and(|i| flags[i])
    }

    /// The message Send would transmit now, from the same code path as `mailto-preview
    /// message`.
    pub fn outgoing(&self) -> Result<&Outgoing, &Unavailable> {
        self.derived
            .outgoing
            .get_or_init(|| self.build_outgoing())
            .as_ref()
    }

    /// The exact message as the window shows it: the envelope, then the bytes, with `\n` line
    /// breaks and every character made visible.
    pub fn exact_text(&self, lang: &Lang) -> Result<String, &Unavailable> {
        let o = self.outgoing()?;
        let mut text = o.envelope_text().replace("\r\n", "\n");
        text.push('\n');
        // An attached file's encoded body is elided, its sizes said: nothing is read here.
        text.push_str(&o.shown_text(lang).replace("\r\n", "\n"));
        Ok(crate::visible::make_visible(&text, true))
    }

    fn build_outgoing(&self) -> Result<Outgoing, Unavailable> {
        let draft = self.draft().ok_or(Unavailable::UnusableLink)?;
        let account = self.account().ok_or(Unavailable::NoAccount)?;
        let identity = Identity::of(account)?;
        Ok(message::build_with(
            &message::as_sent(draft, account),
            &identity,
            message::Stamp::new(&identity),
            self.protection(account),
        )?)
    }

    /// The webmail services and installed mail programs known so far.
    pub fn targets(&self) -> &[Target] {
        self.handoff.targets()
    }

    /// The hand-off target of the chosen account (`webmail = ...` or `program = ...`), if it
    /// hands messages over instead of sending them. A program not (yet) found is named by id.
    pub fn main_target(&self) -> Option<Result<&Target, &str>> {
        let id = self.account()?.handoff()?.id();
        Some(self.handoff.target(id).ok_or(id))
    }

    /// What handing the message to the account's target would do: `None` when the account
    /// sends itself.
    pub fn main_handover(&self) -> Option<&Result<Handover, Text>> {
        self.derived
            .handoff
            .get_or_init(|| {
                let target = self.main_target()?.ok()?;
                let draft = self.draft()?;
                Some(open_with::plan(draft, target).map_err(|e| e.text()))
            })
            .as_ref()
    }

    /// The attached files a hand-off to `target` would leave out (webmail, a program with no
    /// way to take files): the person attaches them there.
    pub fn files_left_out(&self, target: &Target) -> Vec<PathBuf> {
        if self.attachments().is_empty() {
            return Vec::new();
        }
        self.draft()
            .and_then(|d| open_with::plan(d, target).ok())
            .map(|h| h.files_left_out)
            .unwrap_or_default()
    }

    /// Opens the folder that holds `file` in the desktop's file manager (on a thread), so that
    /// the person can attach it in webmail or another program.
    pub fn open_folder_of(&mut self, file: &Path) {
        if let Some(dir) = file.parent() {
            self.handoff.open_folder(dir);
        }
    }

    /// What the person should know before handing the message to the account's target.
    pub fn handoff_notes(&self) -> &[Text] {
        match self.main_handover() {
            Some(Ok(h)) => &h.notes,
            _ => &[],
        }
    }

    /// The main button.
    pub fn main_action(&self) -> MainAction {
        match self.main_target() {
            Some(Ok(t)) => MainAction::OpenIn(t.label().to_string()),
            Some(Err(id)) => MainAction::OpenIn(id.to_string()),
            None if self.delivery.failed() => MainAction::Retry,
            None => MainAction::Send,
        }
    }

    /// Why the message may not leave this window yet, sent or handed over: the rules Send and
    /// Open in share (`now` in egui seconds).
    pub fn approval_blocker(&self, now: f64) -> Option<Blocker> {
        let draft = self.draft()?;
        if draft.recipients().next().is_none() {
            return Some(Blocker::NoRecipient);
        }
        if draft.has_invalid_address() {
            return Some(if self.only_unfinished_is_invalid() {
                Blocker::UnfinishedAddress
            } else {
                Blocker::InvalidAddress
            });
        }
        if !self.delivery.is_idle() || self.handoff.is_running() || self.is_done() {
            return Some(Blocker::Busy);
        }
        if self.shown.at().is_none_or(|t| now - t < SEND_DELAY_SECS) {
            return Some(Blocker::JustOpened);
        }
        None
    }

    /// Why the main button (Send, or Open in for a hand-off account) is disabled.
    pub fn main_blocker(&self, now: f64) -> Option<Blocker> {
        self.draft()?;
        if self.main_target().is_none() && self.account().is_none() {
            return Some(if self.must_choose_sender() {
                Blocker::ChooseSender
            } else if self.looking_for_accounts() {
                Blocker::JustOpened
            } else {
                Blocker::NoAccount
            });
        }
        if self.main_target().is_none() && self.encrypt_blocked() {
            return Some(Blocker::CannotEncrypt);
        }
        self.approval_blocker(now)
    }

    /// How long until the Send delay is over (for a redraw then), if it is not yet.
    pub fn send_delay_left(&self, now: f64) -> Option<f64> {
        let left = SEND_DELAY_SECS - (now - self.shown.at()?);
        (left > 0.0).then_some(left)
    }

    /// What the status line says: the newest outcome of any part.
    pub fn status(&self) -> Option<Status<'_>> {
        let noted = self.asks.noted.as_ref().map(|(stamp, n)| {
            (
                *stamp,
                match n {
                    Noted::AccountSaved(path) => Status::AccountSaved(path),
                    Noted::Copied => Status::Copied,
                    Noted::SettingsNotOpened(why) => Status::SettingsNotOpened(why),
                },
            )
        });
        status::newest([
            self.delivery.status(),
            self.handoff.status(),
            self.saving.status(),
            self.sign_in.status(),
            self.start_at_login.status(),
            noted,
        ])
    }

    /// What the window asks the person to confirm now.
    pub fn confirm(&self) -> Option<&Confirm> {
        self.asks.confirm.as_ref()
    }

    /// Whether a send is under way.
    pub fn is_sending(&self) -> bool {
        self.delivery.is_sending()
    }

    /// Whether a hand-off is under way.
    pub fn is_handing_over(&self) -> bool {
        self.handoff.is_running()
    }

    /// Whether the message was delivered (its copy filed or not).
    pub fn is_sent(&self) -> bool {
        self.delivery.is_sent()
    }

    /// Whether the message was handed to webmail or a mail program.
    pub fn is_handed_over(&self) -> bool {
        self.handoff.is_done()
    }

    /// Whether the person is done with this window (closed, discarded, sent, handed over).
    pub fn is_closed(&self) -> bool {
        // What is being written (a send's recipients, a draft, the link a failed hand-off
        // keeps) is waited for, or it would be lost with the process: the window stays,
        // saying so, until it is on disk.
        self.asks.life == Life::Closed
            && !self.composing.offers.is_writing()
            && !self.saving.is_writing()
            && !self.handoff.is_keeping()
    }

    /// Whether the person closed the window, which closes once what is being written is on
    /// disk ([`Session::is_closed`]).
    pub fn is_closing(&self) -> bool {
        self.asks.life == Life::Closed
    }

    /// The saved draft of a failed send, if any.
    pub fn failed_draft(&self) -> Option<&PathBuf> {
        self.delivery.failed_draft()
    }

    /// Whether Retry filing is offered: sent, not filed, and not being filed now.
    pub fn can_retry_filing(&self) -> bool {
        self.delivery.can_retry_filing()
    }

    /// Whether Retry filing is under way.
    pub fn is_retrying_filing(&self) -> bool {
        self.delivery.is_retrying_filing()
    }

    /// The built-in sign-in that would fix the last refused send, if the person may start it:
    /// offered until a sign-in after the refusal worked.
    pub fn sign_in_offer(&self) -> Option<oauth::Settings> {
        let refused = self.delivery.refused_sign_in()?;
        if self.sign_in.running().is_some()
            || self.sign_in.signed_in_at().is_some_and(|t| t > refused)
        {
            return None;
        }
        oauth::Settings::of_account(self.account()?)
    }

    /// The sign-in under way after a refused send, if any.
    pub fn signing_in(&self) -> Option<&SignInTask> {
        self.sign_in.running()
    }

    /// Whether resident mode starts at login: `None` until the desktop's entry is read (the
    /// first call starts reading it, on a thread).
    pub fn starts_at_login(&mut self) -> Option<bool> {
        self.start_at_login.get(&self.env.wake)
    }

    /// Whether resident mode at login is being read or changed.
    pub fn is_changing_start_at_login(&self) -> bool {
        self.start_at_login.is_changing()
    }

    /// A text the window should put on the clipboard now.
    pub fn take_clipboard(&mut self) -> Option<String> {
        self.asks.clipboard.take()
    }

    /// The whole message as plain text, for the clipboard.
    pub fn as_text(&self) -> String {
        let Some(d) = self.draft() else {
            return self.editing.uri.clone();
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

    /// The window showed the message at `now` (egui seconds): the Send delay starts.
    pub fn shown(&mut self, now: f64) {
        self.shown = match self.shown {
            Shown::NotYet => Shown::FirstFrame { at: now },
            Shown::Moved => Shown::Since { at: now },
            shown => shown,
        };
    }

    /// The message moves to another window: the Send delay starts again there, since a click
    /// meant for something else may land on the new place.
    pub fn moved(&mut self) {
        self.shown = if self.shown.first_frame_over() {
            Shown::Moved
        } else {
            Shown::NotYet
        };
    }

    // ---- what happens to it ----------------------------------------------------------------

    /// Collects what the session's tasks reported. `now` in egui seconds.
    pub fn poll(&mut self, now: f64) {
        let (targets_changed, handed) = self.handoff.poll();
        if targets_changed {
            self.derived.handoff = OnceCell::new();
        }
        match handed {
            Some(handoff::Event::Done { clipboard: None }) => self.asks.life = Life::Closed,
            Some(handoff::Event::Done {
                clipboard: Some(body),
            }) => self.asks.clipboard = Some(body),
            None => {}
        }
        if let Some(id) = self.handoff.waiting_for().map(str::to_string) {
            self.hand_over_found(&id);
        }
        if let Some(saved) = self.setup().and_then(|(_, form)| form.poll()) {
            self.account_saved(saved);
        }
        for found in self.composing.attaching.poll(&self.env.wake) {
            self.add_attachment(found);
        }
        let was_sent = self.delivery.is_sent();
        self.delivery.poll(now, self.env.store.as_ref());
        if !was_sent && self.delivery.is_sent() {
            self.composing.offers.sent(&self.env.wake);
        }
        // Spelling and recipients' offers start after the first frame (they read files), at
        // the first poll after the one that showed the message, once the person goes to
        // write (Spelling::writing_in, Offers::changed).
        if let Shown::FirstFrame { at } = self.shown {
            self.shown = Shown::Since { at };
            (self.env.wake)();
        } else if self.shown.first_frame_over() {
            let wake = self.env.wake.clone();
            self.poll_desktop(now, &wake);
            self.composing.offers.poll(&self.env.wake);
            self.poll_openpgp();
            if let Link::Opened { draft, .. } = &self.editing.link {
                self.composing
                    .spelling
                    .poll(now, [&draft.subject, &draft.body], &self.env.wake);
            }
        }
        if self.saving.poll(&self.env.wake) {
            self.asks.confirm = None;
            self.asks.life = Life::Closed;
        }
        if let Some(edits) = self.saving.take_written() {
            self.editing.rescue.saved(edits);
        }
        if self.saving.take_again() {
            self.save_draft();
        }
        self.sign_in.poll();
        self.start_at_login.poll();
        if self.is_done() {
            self.editing.rescue.clear();
        } else if let (Some(store), Link::Opened { draft, .. }) =
            (&self.env.store, &self.editing.link)
        {
            self.editing.rescue.refresh(store, draft, now);
        }
        if self.delivery.close_at().is_some_and(|at| now >= at) {
            self.asks.life = Life::Closed;
        }
    }

    /// How long until the session needs to be looked at again without any input (the Send
    /// delay ending, a sent window closing, the copy a panic saves falling due), in seconds.
    pub fn wake_in(&self, now: f64) -> Option<f64> {
        [
            self.delivery.close_at(),
            self.shown
                .at()
                .map(|t| t + SEND_DELAY_SECS)
                .filter(|t| *t > now),
            self.editing.rescue.due(),
            self.composing.spelling.due(),
            self.desktop_patience_ends(),
            // The countdown of a held send says its seconds; its end sends.
            self.delivery
                .held(now)
                .map(|(left, _)| now + (left - left.floor()).max(0.05).min(left.max(0.0))),
        ]
        .into_iter()
        .flatten()
        .map(|at| (at - now).max(0.0))
        .reduce(f64::min)
    }

    /// The main action: Send, or the hand-off of a hand-off account. Only the main button and
    /// Ctrl+Enter call this; it does nothing while [`Session::main_blocker`] says why not. A
    /// message that mentions an attachment and has none asks first
    /// ([`Confirm::ForgotAttachment`]), once per window.
    pub fn press_main(&mut self, now: f64) {
        // Pressing Send judges the entry being typed too.
        self.finished_typing();
        if self.main_blocker(now).is_some() {
            return;
        }
        if self.asks.reminder == Reminder::NotYet
            && self.attachments().is_empty()
            && self.draft().is_some_and(|d| {
                reminder::mentions_attachment(&d.subject, &d.body, &self.env.language)
            })
        {
            self.asks.confirm = Some(Confirm::ForgotAttachment);
            return;
        }
        self.approved(now);
    }

    /// "Send without a file", after the reminder: the main action goes ahead.
    pub fn without_attachment(&mut self, now: f64) {
        if matches!(self.asks.confirm, Some(Confirm::ForgotAttachment)) {
            self.asks.confirm = None;
            self.asks.reminder = Reminder::Heeded;
            self.press_main(now);
        }
    }

    /// The main action, approved.
    fn approved(&mut self, now: f64) {
        match self
            .main_target()
            .map(|t| t.cloned().map_err(str::to_string))
        {
            None => self.send(now),
            Some(Ok(target)) => self.hand_over(&target),
            // A program not found yet: the list is still being read. It is handed over once
            // the list is there (or said to be missing then).
            Some(Err(id)) => self.handoff.start_when_found(&id),
        }
    }

    /// The program the account names, looked up once the installed programs are known.
    fn hand_over_found(&mut self, id: &str) {
        match self.handoff.target(id).cloned() {
            Some(target) => self.hand_over(&target),
            None => {
                let error = open_with::OpenWithError::UnknownTarget(id.to_string()).text();
                self.handoff.failed(error, self.link_keeper());
            }
        }
    }

    /// What a send (now or later) needs: the message as it is to go, the account it goes
    /// through and the store that keeps it. When one is missing, the send is refused with the
    /// reason and `None` comes back.
    fn ready_to_go(&mut self) -> Option<(Outgoing, Account, Store)> {
        let outgoing = match self.build_outgoing() {
            Ok(o) => o,
            Err(e) => {
                self.delivery.refuse(NotSent::CannotSend(e));
                return None;
            }
        };
        let (Some(account), Some(store)) = (self.account().cloned(), self.env.store.clone()) else {
            self.delivery.refuse(NotSent::NoStore);
            return None;
        };
        Some((outgoing, account, store))
    }

    /// Saves the message, then sends that file on a thread: it is kept whatever happens. A
    /// retry replaces the saved draft with the message as it is now, and sends it. Nothing
    /// connects before the hold after Send is over ([`Session::undo_send`] takes it back).
    fn send(&mut self, now: f64) {
        let Some((outgoing, account, store)) = self.ready_to_go() else {
            return;
        };
        if let Link::Opened { draft, .. } = &self.editing.link {
            self.composing.offers.sending(draft);
        }
        let protect = self.protect(&account);
        self.delivery.send(
            (outgoing, account, store),
            Some((self.env.hold, now)),
            protect,
        );
    }

    /// Undo: takes the send back during its hold. Nothing connects, and the message comes back
    /// to be edited as it was, its files included. `false` when no send is held.
    pub fn undo_send(&mut self) -> bool {
        self.delivery.undo()
    }

    /// The hold after Send under way, as (seconds left, its whole length), by the window's
    /// clock `now`.
    pub fn held(&self, now: f64) -> Option<(f64, f64)> {
        self.delivery.held(now)
    }

    /// Whether the message may be edited now: not while a send is held or on its way.
    pub fn lets_edit(&self) -> bool {
        self.delivery.lets_edit()
    }

    /// A target chosen in Open in...: handed over at once, or first shown with what it cannot
    /// take, so that the person decides knowing it.
    pub fn choose_handoff(&mut self, target: Target, now: f64) {
        if self.approval_blocker(now).is_some() {
            return;
        }
        let notes = self
            .draft()
            .and_then(|d| open_with::plan(d, &target).ok())
            .map(|h| h.notes)
            .unwrap_or_default();
        if notes.is_empty() {
            self.hand_over(&target);
        } else {
            self.asks.confirm = Some(Confirm::Handoff(target, notes));
        }
    }

    /// The person read what the target cannot take, and goes on.
    pub fn confirm_handoff(&mut self) {
        if let Some(Confirm::Handoff(target, _)) = self.asks.confirm.take() {
            self.hand_over(&target);
        }
    }

    /// The person goes back from a confirmation.
    pub fn back(&mut self) {
        self.asks.confirm = None;
    }

    /// Hands the message to `target` on a thread.
    fn hand_over(&mut self, target: &Target) {
        let Some(draft) = self.draft() else { return };
        match open_with::plan(draft, target) {
            Ok(handover) => self.handoff.start(handover, self.link_keeper()),
            Err(e) => self.handoff.failed(e.text(), self.link_keeper()),
        }
    }

    /// "Sign in to ...", offered after a send was refused for want of a sign-in.
    pub fn sign_in_again(&mut self) {
        if let Some(settings) = self.sign_in_offer() {
            self.sign_in.start(settings, self.env.wake.clone());
        }
    }

    /// Stops the sign-in under way.
    pub fn stop_sign_in(&mut self) {
        self.sign_in.stop();
    }

    /// Retry filing: puts the queued copy in the Sent folder. Never sends the message again.
    pub fn retry_filing(&mut self) {
        if let Some(store) = &self.env.store {
            self.delivery.retry_filing(store);
        }
    }

    /// Cancel (or Esc): stops waiting for a send, or closes (asking first if the message was
    /// edited). A hand-off being started is let finish (at most a moment), so that a failure
    /// still keeps the message.
    pub fn cancel(&mut self) {
        if self.handoff.is_running() || self.asks.confirm.take().is_some() {
            return;
        }
        if self.delivery.stop_waiting() {
            return;
        }
        self.close();
    }

    /// The window's close button: closes, or asks first about edits; `false` while the
    /// window must stay open (a hand-off starting, or the question asked).
    pub fn close(&mut self) -> bool {
        if self.handoff.is_running() {
            return false;
        }
        // A send held or on its way is saved and goes on without the window (the process
        // stays until it ends): closing then loses nothing, and asks nothing.
        if self.editing.edited
            && !self.is_done()
            && !self.delivery.is_sending()
            && !self.delivery.queued()
        {
            self.asks.confirm = Some(Confirm::Discard);
            return false;
        }
        self.asks.life = Life::Closed;
        true
    }

    /// "Discard": closes without keeping the edits.
    pub fn discard(&mut self) {
        self.editing.rescue.clear();
        self.asks.confirm = None;
        self.asks.life = Life::Closed;
    }

    /// "Save draft and close": closes once the draft is saved (and on the server, for an
    /// account that keeps drafts there).
    pub fn save_and_close(&mut self) {
        self.save_draft();
        if self.saving.is_saving_to_server() || self.saving.is_writing() {
            self.saving.close_when_on_server();
            self.asks.confirm = None;
            return;
        }
        if !self.saving.failed() {
            self.asks.confirm = None;
            self.asks.life = Life::Closed;
        }
    }

    /// Whether the message is gone from this window (sent or handed over): closing it then
    /// loses nothing.
    fn is_done(&self) -> bool {
        self.delivery.is_sent() || self.handoff.is_done()
    }

    /// "Copy as text": the text goes to the clipboard.
    pub fn copy_as_text(&mut self) {
        self.asks.clipboard = Some(self.as_text());
        self.asks.noted = Some((status::Stamp::now(), Noted::Copied));
    }

    /// Resident mode at login on or off (the Settings checkbox), on a thread.
    pub fn set_start_at_login(&mut self, on: bool) {
        self.start_at_login.set(on, &self.env.wake);
    }
}

#[cfg(test)]
mod tests;
