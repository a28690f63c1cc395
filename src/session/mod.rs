//! One window's message, from the link to its outcome, without any drawing: the draft being
//! edited, the account that would send it, and where sending or handing over stands. The
//! window ([`crate::ui`]) draws a [`Session`] and turns the person's clicks into its calls;
//! everything that decides something is here or in the library below.
//!
//! The states (an enum, [`Stage`]): editing, sending (with its step), sent, not sent (the
//! reason, the saved draft, Retry), handing over, handed over. What the person is told is a
//! [`Status`], a value the window puts into words. Values that follow from the draft (its
//! warnings, the window title, the exact message, the hand-off plan) are computed when first
//! asked for after a change, and forgotten at the next change: [`Session::changed`] is the one
//! place that happens.
//!
//! Nothing here opens a connection before the person approves: [`Session::press_main`] and
//! [`Session::choose_handoff`] are the only ways to sending and handing over, and both refuse
//! while [`Session::approval_blocker`] says why not.

mod mailbox;
pub mod rescue;
pub mod setup;
pub mod sign_in;

use std::cell::OnceCell;
use std::path::PathBuf;
use std::sync::Arc;

use crate::config::{self, Account, Config, ConfigError};
use crate::draft::{Draft, Kept, LinkError, Notice, RecipientField, Report, open_link};
use crate::i18n::{Lang, Localize, Text};
use crate::message::{self, Identity, MessageError, Outgoing};
use crate::open_with::{self, Handover, OpenWithError, Target};
use crate::send::imap::FileError;
use crate::send::outbox::{Filing, RetryError};
use crate::send::{self, DeliverError, Delivered, Delivery, Step};
use crate::signin::{self, SignInError};
use crate::store::{Store, StoreError};
use crate::task::{Poll, Task, Waker};

use setup::SetupForm;
use sign_in::SignInTask;

/// How long Send stays disabled after the window appears, so that the click that opened the
/// link cannot land on it.
pub const SEND_DELAY_SECS: f64 = 0.5;

/// How long "Sent" stays on screen before the window closes.
pub const CLOSE_AFTER_SENT_SECS: f64 = 1.5;

/// Where a session finds its account and keeps drafts.
#[derive(Clone)]
pub struct Options {
    /// The config file (`None`: the usual place).
    pub config_path: Option<PathBuf>,
    /// The drafts/sent store (`None`: the platform data directory).
    pub store: Option<Store>,
    /// How the setup form looks a server up (the system's DNS and HTTPS on 443 unless a
    /// test points it at its own servers).
    pub discover: crate::discover::Options,
    /// Wakes the window when a task reports (set by the window).
    pub wake: Waker,
    /// The language the window speaks (English unless the program chose the person's).
    pub lang: Arc<Lang>,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            config_path: None,
            store: None,
            discover: crate::discover::Options::default(),
            wake: crate::task::no_wake(),
            lang: Lang::english(),
        }
    }
}

impl std::fmt::Debug for Options {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Options")
            .field("config_path", &self.config_path)
            .field("store", &self.store)
            .field("lang", &self.lang)
            .finish_non_exhaustive()
    }
}

impl Options {
    /// The options for a link handed over by another launch, with the config file that launch
    /// would have used (so that its window is the one it would have opened itself).
    pub fn for_handoff(&self, config: Option<PathBuf>) -> Options {
        Options {
            config_path: config.or_else(|| self.config_path.clone()),
            ..self.clone()
        }
    }
}

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

/// The accounts as the session holds them.
pub enum Accounts {
    /// Loaded.
    Ready(Config),
    /// No account yet (no file, or none in it): the setup form, for the file at this path.
    Missing(PathBuf, Box<SetupForm>),
    /// A config that does not load.
    Broken(ConfigError),
}

impl Accounts {
    /// The accounts of the file at `path` (its accounts part, as [`config::load_parts`] read
    /// it), with a setup form when there are none.
    pub fn from_part(
        path: PathBuf,
        window: config::WindowSettings,
        part: Result<(Vec<Account>, Vec<String>), ConfigError>,
        options: &Options,
    ) -> Accounts {
        match part {
            Ok((accounts, warnings)) => Accounts::Ready(Config {
                path,
                accounts,
                window,
                warnings,
            }),
            Err(ConfigError::NotFound { .. } | ConfigError::NoAccounts { .. }) => {
                Accounts::Missing(
                    path,
                    Box::new(SetupForm::new(
                        options.discover.clone(),
                        options.wake.clone(),
                    )),
                )
            }
            Err(e) => Accounts::Broken(e),
        }
    }

    /// The accounts of a file read already.
    pub fn from_parts(parts: config::Parts, options: &Options) -> Accounts {
        let window = parts.window.unwrap_or_default();
        Accounts::from_part(parts.path, window, parts.accounts, options)
    }

    /// Reads the config the options name.
    pub fn load(options: &Options) -> Accounts {
        match config::resolve_path(options.config_path.as_deref()) {
            Err(e) => Accounts::Broken(e),
            Ok(path) => Accounts::from_parts(config::load_parts(&path), options),
        }
    }
}

/// Where the message stands.
enum Stage {
    /// Being read and edited.
    Editing,
    /// On its way to the server; the message is saved at `draft` meanwhile.
    Sending { task: SendTask, draft: PathBuf },
    /// The server took it, at this time (egui seconds).
    Sent { at: f64 },
    /// The server took it, but its copy is not in the mailbox's Sent folder: the window stays
    /// open with Retry filing (which never sends again).
    SentNotFiled(mailbox::Unfiled),
    /// Not sent; the message is kept at `draft` (when it could be saved), and Retry sends it.
    /// After Cancel the attempt may still be on its way (`pending`): Retry waits for it, so
    /// that a message is never sent twice.
    NotSent {
        draft: Option<PathBuf>,
        pending: Option<SendTask>,
    },
    /// Being handed to webmail or a mail program.
    HandingOver {
        task: Task<Result<(), open_with::LaunchError>>,
        handover: Box<Handover>,
    },
    /// Handed over.
    HandedOver,
}

/// What the window asks the person to confirm.
#[derive(Debug, Clone)]
pub enum Confirm {
    /// Closing would lose edits.
    Discard,
    /// The chosen target cannot take everything: these notes say what.
    Handoff(Target, Vec<Text>),
}

/// Why the exact message cannot be shown or sent.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::Localize::text(self).english())]
pub enum Unavailable {
    /// The link cannot be used.
    UnusableLink,
    /// There is no account.
    NoAccount,
    /// The message cannot be built.
    Message(#[from] MessageError),
}

impl Localize for Unavailable {
    fn text(&self) -> Text {
        match self {
            Self::UnusableLink => Text::new("unavailable-unusable"),
            Self::NoAccount => Text::new("unavailable-no-account"),
            Self::Message(e) => e.text(),
        }
    }
}

/// Why the main button is disabled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Blocker {
    /// There is no account to send with.
    NoAccount,
    /// The message has no recipient.
    NoRecipient,
    /// An address is invalid.
    InvalidAddress,
    /// The message is on its way already.
    Busy,
    /// The window has only just appeared.
    JustOpened,
}

/// The main button.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MainAction {
    /// Send.
    Send,
    /// Send again, after a failure.
    Retry,
    /// Hand over to the account's target (its name).
    OpenIn(String),
}

/// What the person is told about the last thing that happened.
#[derive(Debug)]
pub enum Status {
    /// Sending, at this step.
    Sending(Step),
    /// The server took the message for this many recipients.
    Sent {
        /// How many.
        recipients: usize,
        /// What became of its copy in the Sent folder.
        filing: Filing,
    },
    /// Putting the copy in the Sent folder again (Retry filing).
    Filing,
    /// The copy is in this folder now.
    Filed(String),
    /// The copy is still not filed, for this reason; it waits in the outbox.
    NotFiled(RetryError),
    /// Saved at this path, and being saved to the mailbox's Drafts folder.
    SavingToServer(PathBuf),
    /// Saved at this path and in the mailbox's Drafts folder.
    SavedToServer {
        /// The local draft.
        path: PathBuf,
        /// The folder on the server.
        folder: String,
    },
    /// Saved at this path, but not on the server.
    NotSavedToServer {
        /// The local draft.
        path: PathBuf,
        /// Why not.
        error: FileError,
    },
    /// This many copies an earlier run could not file are in the Sent folder now.
    EarlierCopiesFiled(usize),
    /// Not sent, for this reason; the message is saved at `draft` when it could be.
    NotSent {
        /// Why.
        error: DeliverError,
    },
    /// The message cannot be built or has nowhere to be kept.
    CannotSend(Unavailable),
    /// There is no data directory to keep the message in: nothing was sent.
    NoStore,
    /// The window stopped waiting for the server.
    StoppedWaiting,
    /// Saved at this path.
    Saved(PathBuf),
    /// Not saved.
    NotSaved(SaveError),
    /// Copied to the clipboard.
    Copied,
    /// Being handed to this target.
    HandingOver(String),
    /// Handed to this target; the body was too long and is on the clipboard.
    HandedOverBodyOnClipboard(String),
    /// Not handed over; the message was kept (or could not be).
    NotHandedOver {
        /// Why.
        error: Text,
        /// Where it was kept, or why it could not be.
        kept: Result<PathBuf, SaveError>,
    },
    /// The setup form saved the account to this file.
    AccountSaved(PathBuf),
    /// Signed in again: Retry sends.
    SignedIn,
    /// The sign-in did not work.
    NotSignedIn(SignInError),
    /// Resident mode at login was changed.
    StartAtLogin(crate::desktop::LoginEntry),
    /// Resident mode at login could not be changed.
    StartAtLoginFailed(crate::desktop::DesktopError),
}

impl Status {
    /// Whether it reports something that did not work (the window shows it as an error).
    pub fn is_failure(&self) -> bool {
        matches!(
            self,
            Status::NotSent { .. }
                | Status::CannotSend(_)
                | Status::NoStore
                | Status::NotSaved(_)
                | Status::NotHandedOver { .. }
                | Status::NotSignedIn(_)
                | Status::StartAtLoginFailed(_)
                | Status::NotFiled(_)
                | Status::NotSavedToServer { .. }
                | Status::Sent {
                    filing: Filing::Failed { .. },
                    ..
                }
        )
    }
}

/// Why a message could not be saved.
#[derive(Debug, thiserror::Error)]
#[error("{}", crate::i18n::Localize::text(self).english())]
pub enum SaveError {
    /// There is no message to save.
    UnusableLink,
    /// There is no data directory.
    NoStore,
    /// The message cannot be written as a link.
    Link(#[from] OpenWithError),
    /// The message cannot be built.
    Message(#[from] Unavailable),
    /// The disk refused.
    Store(#[from] StoreError),
}

impl Localize for SaveError {
    fn text(&self) -> Text {
        match self {
            Self::UnusableLink => Text::new("unavailable-unusable"),
            Self::NoStore => Text::new("save-no-store"),
            Self::Link(e) => e.text(),
            Self::Message(e) => e.text(),
            Self::Store(e) => e.text(),
        }
    }
}

/// A field the person edits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EditField {
    /// To, Cc or Bcc, as typed.
    Recipients(RecipientField),
    /// The subject.
    Subject,
    /// A kept header (In-Reply-To, References, Keywords).
    Kept(Kept),
    /// The body.
    Body,
}

impl EditField {
    /// Every field, in the order the window shows them.
    pub const ALL: [EditField; 8] = [
        EditField::Recipients(RecipientField::To),
        EditField::Recipients(RecipientField::Cc),
        EditField::Recipients(RecipientField::Bcc),
        EditField::Subject,
        EditField::Kept(Kept::InReplyTo),
        EditField::Kept(Kept::References),
        EditField::Kept(Kept::Keywords),
        EditField::Body,
    ];
}

/// A send on its thread, reporting its steps.
type SendTask = Task<Result<Delivered, DeliverError>, Step>;

/// What follows from the draft and the account, computed when first asked for.
#[derive(Default)]
struct Derived {
    notices: OnceCell<Vec<Notice>>,
    title: OnceCell<Text>,
    outgoing: OnceCell<Result<Outgoing, Unavailable>>,
    handoff: OnceCell<Option<Result<Handover, Text>>>,
    /// Which edited fields hold right-to-left text, in [`EditField::ALL`] order.
    right_to_left: OnceCell<Vec<bool>>,
}

/// One window's message and what happens to it.
pub struct Session {
    uri: String,
    link: Link,
    /// To, Cc and Bcc as the person types them (the draft holds them parsed).
    recipients: [String; 3],
    accounts: Accounts,
    account: usize,
    store: Option<Store>,
    wake: Waker,
    /// The person changed something (closing then asks first).
    edited: bool,
    /// The draft as last edited, while not saved, for the panic hook to save ([`rescue`]).
    rescue: rescue::Slot,
    /// When the window first showed it (egui seconds), for the Send delay.
    opened_at: Option<f64>,
    stage: Stage,
    status: Option<Status>,
    confirm: Option<Confirm>,
    closed: bool,
    /// A text the window should put on the clipboard.
    clipboard: Option<String>,
    targets: Targets,
    /// The last send failed in a way signing in (again) can fix.
    sign_in_offered: bool,
    signing_in: Option<SignInTask>,
    /// Whether resident mode starts at login (read when first asked for).
    start_at_login: OnceCell<bool>,
    /// Filing and drafts in the mailbox.
    mailbox: mailbox::MailboxWork,
    derived: Derived,
}

/// The webmail services and installed mail programs, found on a thread when the window opens
/// (reading the desktop entries must not delay the first frame).
struct Targets {
    list: Vec<Target>,
    /// Until the programs are found; `list` holds the webmail services meanwhile.
    loading: Option<Task<Vec<Target>>>,
}

impl Targets {
    fn start(wake: Waker) -> Self {
        Self {
            list: open_with::WEBMAIL.iter().map(Target::Webmail).collect(),
            loading: Some(Task::spawn("find-programs", wake, |_| open_with::targets())),
        }
    }

    /// Takes the programs once they are found; true when that changed the list.
    fn poll(&mut self) -> bool {
        let Some(task) = &mut self.loading else {
            return false;
        };
        match task.poll() {
            Poll::Running(_) => false,
            Poll::Done(list) => {
                self.list = list;
                self.loading = None;
                true
            }
            Poll::Lost => {
                self.loading = None;
                true
            }
        }
    }
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
        let account = match &accounts {
            Accounts::Ready(c) => c
                .default_account()
                .and_then(|d| c.accounts.iter().position(|a| a.name == d.name))
                .unwrap_or(0),
            _ => 0,
        };
        let recipients = match &link {
            Link::Opened { draft, .. } => RecipientField::ALL.map(|f| draft.recipients_text(f)),
            Link::Unusable(_) => Default::default(),
        };
        let store = options.store.clone().or_else(|| Store::open_default().ok());
        Self {
            uri: String::from_utf8_lossy(uri).into_owned(),
            link,
            recipients,
            mailbox: mailbox::MailboxWork::start(&accounts, store.as_ref(), &options.wake),
            accounts,
            account,
            store,
            targets: Targets::start(options.wake.clone()),
            wake: options.wake,
            edited: false,
            rescue: rescue::Slot::default(),
            opened_at: None,
            stage: Stage::Editing,
            status: None,
            confirm: None,
            closed: false,
            clipboard: None,
            sign_in_offered: false,
            signing_in: None,
            start_at_login: OnceCell::new(),
            derived: Derived::default(),
        }
    }

    // ---- what is shown -------------------------------------------------------------------

    /// The link as the OS handed it (lossy UTF-8).
    pub fn uri(&self) -> &str {
        &self.uri
    }

    /// The link, readable or not.
    pub fn link(&self) -> &Link {
        &self.link
    }

    /// The draft as it is now (`None` for an unusable link).
    pub fn draft(&self) -> Option<&Draft> {
        match &self.link {
            Link::Opened { draft, .. } => Some(draft),
            Link::Unusable(_) => None,
        }
    }

    /// What the filter dropped and the parser changed (`None` for an unusable link).
    pub fn report(&self) -> Option<&Report> {
        match &self.link {
            Link::Opened { report, .. } => Some(report),
            Link::Unusable(_) => None,
        }
    }

    /// What the draft says as it is now: its warnings and notes.
    pub fn notices(&self) -> &[Notice] {
        self.derived
            .notices
            .get_or_init(|| self.draft().map(Draft::notices).unwrap_or_default())
    }

    /// The window title, `Send email to <first recipient>?`, with `and N more` when there are
    /// others: a title (and the accessible name, which is the same) never hides recipients.
    pub fn title(&self) -> &Text {
        self.derived.title.get_or_init(|| match &self.link {
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
    pub fn reads_right_to_left(&mut self, field: EditField) -> bool {
        if self.derived.right_to_left.get().is_none() {
            let flags = EditField::ALL
                .map(|f| self.text_mut(f).is_some_and(|t| crate::visible::has_rtl(t)))
                .to_vec();
            let _ = self.derived.right_to_left.set(flags);
        }
        let index = EditField::ALL.iter().position(|f| *f == field);
        match (self.derived.right_to_left.get(), index) {
            (Some(flags), Some(i)) => flags[i],
            _ => false,
        }
    }

    /// The accounts.
    pub fn accounts(&self) -> &Accounts {
        &self.accounts
    }

    /// The setup form, and the config file it writes to, while there is no account.
    pub fn setup(&mut self) -> Option<(&std::path::Path, &mut SetupForm)> {
        match &mut self.accounts {
            Accounts::Missing(path, form) => Some((path, form)),
            _ => None,
        }
    }

    /// Which account is chosen (an index into the config's accounts).
    pub fn account_index(&self) -> usize {
        self.account
    }

    /// The account that would send, if any.
    pub fn account(&self) -> Option<&Account> {
        match &self.accounts {
            Accounts::Ready(c) => c.accounts.get(self.account),
            _ => None,
        }
    }

    /// The message Send would transmit now, from the same code path as `mailto-preview
    /// message`.
    pub fn outgoing(&self) -> Result<&Outgoing, &Unavailable> {
        self.derived
            .outgoing
            .get_or_init(|| self.build_outgoing())
            .as_ref()
    }

    fn build_outgoing(&self) -> Result<Outgoing, Unavailable> {
        let draft = self.draft().ok_or(Unavailable::UnusableLink)?;
        let account = self.account().ok_or(Unavailable::NoAccount)?;
        let identity = Identity::of(account)?;
        Ok(message::build(
            &message::as_sent(draft, account),
            &identity,
        )?)
    }

    /// The webmail services and installed mail programs known so far.
    pub fn targets(&self) -> &[Target] {
        &self.targets.list
    }

    /// The hand-off target of the chosen account (`webmail = ...` or `program = ...`), if it
    /// hands messages over instead of sending them. A program not (yet) found is named by id.
    pub fn main_target(&self) -> Option<Result<&Target, &str>> {
        let id = self.account()?.handoff()?.id();
        Some(self.targets.list.iter().find(|t| t.id() == id).ok_or(id))
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
            None if matches!(self.stage, Stage::NotSent { .. }) => MainAction::Retry,
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
            return Some(Blocker::InvalidAddress);
        }
        if !matches!(
            self.stage,
            Stage::Editing | Stage::NotSent { pending: None, .. }
        ) {
            return Some(Blocker::Busy);
        }
        if self.opened_at.is_none_or(|t| now - t < SEND_DELAY_SECS) {
            return Some(Blocker::JustOpened);
        }
        None
    }

    /// Why the main button (Send, or Open in for a hand-off account) is disabled.
    pub fn main_blocker(&self, now: f64) -> Option<Blocker> {
        self.draft()?;
        if self.main_target().is_none() && self.account().is_none() {
            return Some(Blocker::NoAccount);
        }
        self.approval_blocker(now)
    }

    /// How long until the Send delay is over (for a redraw then), if it is not yet.
    pub fn send_delay_left(&self, now: f64) -> Option<f64> {
        let left = SEND_DELAY_SECS - (now - self.opened_at?);
        (left > 0.0).then_some(left)
    }

    /// The last outcome, for the status line.
    pub fn status(&self) -> Option<&Status> {
        self.status.as_ref()
    }

    /// What the window asks the person to confirm now.
    pub fn confirm(&self) -> Option<&Confirm> {
        self.confirm.as_ref()
    }

    /// Whether a send is under way.
    pub fn is_sending(&self) -> bool {
        matches!(self.stage, Stage::Sending { .. })
    }

    /// Whether a hand-off is under way.
    pub fn is_handing_over(&self) -> bool {
        matches!(self.stage, Stage::HandingOver { .. })
    }

    /// Whether the message was delivered (its copy filed or not).
    pub fn is_sent(&self) -> bool {
        matches!(self.stage, Stage::Sent { .. } | Stage::SentNotFiled(_))
    }

    /// Whether the message was handed to webmail or a mail program.
    pub fn is_handed_over(&self) -> bool {
        matches!(self.stage, Stage::HandedOver)
    }

    /// Whether the person is done with this window (closed, discarded, sent, handed over).
    pub fn is_closed(&self) -> bool {
        self.closed
    }

    /// The saved draft of a failed send, if any.
    pub fn failed_draft(&self) -> Option<&PathBuf> {
        match &self.stage {
            Stage::NotSent { draft, .. } => draft.as_ref(),
            _ => None,
        }
    }

    /// The built-in sign-in that would fix the last refused send, if the person may start it.
    pub fn sign_in_offer(&self) -> Option<signin::Settings> {
        self.sign_in_offered
            .then(|| signin::Settings::of_account(self.account()?))
            .flatten()
    }

    /// The sign-in under way after a refused send, if any.
    pub fn signing_in(&self) -> Option<&SignInTask> {
        self.signing_in.as_ref()
    }

    /// Whether resident mode starts at login (read from the desktop when first asked).
    pub fn starts_at_login(&self) -> bool {
        *self
            .start_at_login
            .get_or_init(crate::desktop::is_resident_at_login)
    }

    /// A text the window should put on the clipboard now.
    pub fn take_clipboard(&mut self) -> Option<String> {
        self.clipboard.take()
    }

    /// The whole message as plain text, for the clipboard.
    pub fn as_text(&self) -> String {
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

    // ---- editing ---------------------------------------------------------------------------

    /// The text of `field` for the person to edit; call [`Session::changed`] after an edit.
    pub fn text_mut(&mut self, field: EditField) -> Option<&mut String> {
        match field {
            EditField::Recipients(f) => Some(&mut self.recipients[f.index()]),
            other => {
                let Link::Opened { draft, .. } = &mut self.link else {
                    return None;
                };
                match other {
                    EditField::Subject => Some(&mut draft.subject),
                    EditField::Body => Some(&mut draft.body),
                    EditField::Kept(Kept::InReplyTo) => draft.in_reply_to.as_mut(),
                    EditField::Kept(Kept::References) => draft.references.as_mut(),
                    EditField::Kept(Kept::Keywords) => draft.keywords.as_mut(),
                    EditField::Recipients(_) => None,
                }
            }
        }
    }

    /// The person edited `field`: the draft takes it, and what follows from it is computed
    /// again when next asked for.
    pub fn changed(&mut self, field: EditField) {
        if let (EditField::Recipients(f), Link::Opened { draft, .. }) = (field, &mut self.link) {
            draft.set_recipients(f, &self.recipients[f.index()]);
        }
        self.edited = true;
        self.derived = Derived::default();
        if let (Some(store), Link::Opened { draft, .. }) = (&self.store, &self.link) {
            self.rescue.keep(store, draft);
        }
    }

    /// Chooses the account that sends.
    pub fn set_account(&mut self, index: usize) {
        if index != self.account {
            self.account = index;
            self.derived = Derived::default();
        }
    }

    /// The window showed the message at `now` (egui seconds): the Send delay starts.
    pub fn shown(&mut self, now: f64) {
        self.opened_at.get_or_insert(now);
    }

    /// The message moves to another window: the Send delay starts again there, since a click
    /// meant for something else may land on the new place.
    pub fn moved(&mut self) {
        self.opened_at = None;
    }

    // ---- what happens to it ----------------------------------------------------------------

    /// Collects what the session's tasks reported. `now` in egui seconds.
    pub fn poll(&mut self, now: f64) {
        if self.targets.poll() {
            self.derived.handoff = OnceCell::new();
        }
        if let Some((_, form)) = self.setup() {
            form.poll();
        }
        self.poll_sending(now);
        self.poll_mailbox(now);
        self.poll_handoff();
        self.poll_sign_in();
        if self.is_done() {
            self.rescue.clear();
        }
        if let Stage::Sent { at } = self.stage
            && now - at >= CLOSE_AFTER_SENT_SECS
        {
            self.closed = true;
        }
    }

    /// How long until the session needs to be looked at again without any input (the Send
    /// delay ending, a sent window closing), in seconds.
    pub fn wake_in(&self, now: f64) -> Option<f64> {
        match self.stage {
            Stage::Sent { at } => Some((at + CLOSE_AFTER_SENT_SECS - now).max(0.0)),
            _ => self.send_delay_left(now),
        }
    }

    /// The main action: Send, or the hand-off of a hand-off account. Only the main button and
    /// Ctrl+Enter call this; it does nothing while [`Session::main_blocker`] says why not.
    pub fn press_main(&mut self, now: f64) {
        if self.main_blocker(now).is_some() {
            return;
        }
        match self
            .main_target()
            .map(|t| t.cloned().map_err(str::to_string))
        {
            None => self.send(),
            Some(Ok(target)) => self.hand_over(&target),
            Some(Err(id)) => match open_with::find_target(&id) {
                Ok(target) => self.hand_over(&target),
                Err(e) => {
                    self.status = Some(Status::NotHandedOver {
                        error: e.text(),
                        kept: self.save_link(),
                    })
                }
            },
        }
    }

    /// Saves the message, then sends that file on a thread: it is kept whatever happens. A
    /// retry replaces the saved draft with the message as it is now, and sends it.
    fn send(&mut self) {
        let outgoing = match self.build_outgoing() {
            Ok(o) => o,
            Err(e) => {
                self.status = Some(Status::CannotSend(e));
                return;
            }
        };
        let (Some(account), Some(store)) = (self.account().cloned(), self.store.clone()) else {
            self.status = Some(Status::NoStore);
            return;
        };
        let delivery = Delivery::from(&outgoing);
        let envelope = delivery.envelope(&account.name);
        let saved = match self.failed_draft() {
            Some(old) => store.replace_draft(old, &delivery.bytes, &envelope),
            None => store.save_draft(&delivery.bytes, &envelope),
        };
        let draft = match saved {
            Ok(path) => path,
            Err(e) => {
                self.status = Some(Status::NotSent {
                    error: DeliverError::NotSaved(e),
                });
                return;
            }
        };
        let file = draft.clone();
        let task = Task::spawn("send", self.wake.clone(), move |progress| {
            send::resend(&delivery, &account, &store, file, &mut |s| {
                progress.report(s)
            })
        });
        self.sign_in_offered = false;
        self.status = Some(Status::Sending(Step::Password));
        self.stage = Stage::Sending { task, draft };
    }

    fn poll_sending(&mut self, now: f64) {
        let (task, draft, waiting) = match &mut self.stage {
            Stage::Sending { task, draft } => (task, Some(draft.clone()), true),
            Stage::NotSent {
                pending: Some(task),
                draft,
            } => (task, draft.clone(), false),
            _ => return,
        };
        let result = match task.poll() {
            Poll::Running(news) => {
                if let (Some(s), true) = (news, waiting) {
                    self.status = Some(Status::Sending(s));
                }
                return;
            }
            Poll::Done(result) => result,
            Poll::Lost => Err(DeliverError::Interrupted {
                draft: draft.clone().unwrap_or_default(),
            }),
        };
        match result {
            Ok(delivered) => {
                self.stage = match &delivered.filing {
                    Filing::Failed { queued, .. } => Stage::SentNotFiled(mailbox::Unfiled {
                        queued: queued.clone(),
                        account: self.account().cloned().map(Box::new),
                    }),
                    _ => Stage::Sent { at: now },
                };
                self.status = Some(Status::Sent {
                    recipients: delivered.sent.recipients,
                    filing: delivered.filing,
                });
            }
            // An attempt the person stopped waiting for failed: nothing new to say.
            Err(_) if !waiting => {
                self.stage = Stage::NotSent {
                    draft,
                    pending: None,
                };
            }
            Err(error) => {
                self.sign_in_offered =
                    matches!(&error, DeliverError::NotSent { error, .. } if error.needs_sign_in());
                let draft = match &error {
                    DeliverError::NotSent { draft, .. } => Some(draft.clone()),
                    _ => draft,
                };
                self.status = Some(Status::NotSent { error });
                self.stage = Stage::NotSent {
                    draft,
                    pending: None,
                };
            }
        }
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
            self.confirm = Some(Confirm::Handoff(target, notes));
        }
    }

    /// The person read what the target cannot take, and goes on.
    pub fn confirm_handoff(&mut self) {
        if let Some(Confirm::Handoff(target, _)) = self.confirm.take() {
            self.hand_over(&target);
        }
    }

    /// The person goes back from a confirmation.
    pub fn back(&mut self) {
        self.confirm = None;
    }

    /// Hands the message to `target` on a thread.
    fn hand_over(&mut self, target: &Target) {
        let Some(draft) = self.draft() else { return };
        let handover = match open_with::plan(draft, target) {
            Ok(h) => h,
            Err(e) => {
                self.status = Some(Status::NotHandedOver {
                    error: e.text(),
                    kept: self.save_link(),
                });
                return;
            }
        };
        let h = handover.clone();
        let task = Task::spawn("hand-over", self.wake.clone(), move |_| {
            open_with::launch(&h)
        });
        self.status = Some(Status::HandingOver(handover.label.clone()));
        self.stage = Stage::HandingOver {
            task,
            handover: Box::new(handover),
        };
    }

    /// Takes what the hand-off reported: done closes the window (unless the body waits on the
    /// clipboard); a failure keeps the message in the drafts folder.
    fn poll_handoff(&mut self) {
        let Stage::HandingOver { task, .. } = &mut self.stage else {
            return;
        };
        let result = match task.poll() {
            Poll::Running(_) => return,
            Poll::Done(result) => result.map_err(|e| e.text()),
            Poll::Lost => Err(Text::new("handoff-lost")),
        };
        let Stage::HandingOver { handover, .. } =
            std::mem::replace(&mut self.stage, Stage::Editing)
        else {
            return;
        };
        match result {
            Ok(()) => {
                self.stage = Stage::HandedOver;
                match handover.body_left_out {
                    Some(body) => {
                        self.clipboard = Some(body);
                        self.status = Some(Status::HandedOverBodyOnClipboard(handover.label));
                    }
                    None => self.closed = true,
                }
            }
            Err(error) => {
                self.status = Some(Status::NotHandedOver {
                    error,
                    kept: self.save_link(),
                });
            }
        }
    }

    /// "Sign in to ...", offered after a send was refused for want of a sign-in.
    pub fn sign_in_again(&mut self) {
        if let Some(settings) = self.sign_in_offer() {
            self.signing_in = Some(SignInTask::start(settings, self.wake.clone()));
        }
    }

    /// Stops the sign-in under way.
    pub fn stop_sign_in(&mut self) {
        if let Some(task) = &self.signing_in {
            task.stop();
        }
    }

    fn poll_sign_in(&mut self) {
        let Some(result) = self.signing_in.as_mut().and_then(SignInTask::poll) else {
            return;
        };
        self.signing_in = None;
        self.status = Some(match result {
            Ok(()) => {
                self.sign_in_offered = false;
                Status::SignedIn
            }
            Err(e) => Status::NotSignedIn(e),
        });
    }

    /// Cancel (or Esc): stops waiting for a send, or closes (asking first if the message was
    /// edited). A hand-off being started is let finish (at most a moment), so that a failure
    /// still keeps the message.
    pub fn cancel(&mut self) {
        if self.is_handing_over() {
            return;
        }
        if self.confirm.take().is_some() {
            return;
        }
        if let Stage::Sending { .. } = self.stage
            && let Stage::Sending { task, draft } =
                std::mem::replace(&mut self.stage, Stage::Editing)
        {
            // The attempt goes on (it cannot be called back once the server has the
            // message); the window no longer waits for it, and Retry waits until it ended.
            self.stage = Stage::NotSent {
                draft: Some(draft),
                pending: Some(task),
            };
            self.status = Some(Status::StoppedWaiting);
            return;
        }
        self.close();
    }

    /// The window's close button: closes, or asks first about edits; `false` while the
    /// window must stay open (a hand-off starting, or the question asked).
    pub fn close(&mut self) -> bool {
        if self.is_handing_over() {
            return false;
        }
        if self.edited && !self.is_done() {
            self.confirm = Some(Confirm::Discard);
            return false;
        }
        self.closed = true;
        true
    }

    /// "Discard": closes without keeping the edits.
    pub fn discard(&mut self) {
        self.rescue.clear();
        self.confirm = None;
        self.closed = true;
    }

    /// "Save draft and close".
    pub fn save_and_close(&mut self) {
        self.save_draft();
        if self.close_after_draft() {
            self.confirm = None;
            return;
        }
        if !self.status.as_ref().is_some_and(Status::is_failure) {
            self.confirm = None;
            self.closed = true;
        }
    }

    /// Whether the message is gone from this window (sent or handed over): closing it then
    /// loses nothing.
    fn is_done(&self) -> bool {
        matches!(
            self.stage,
            Stage::Sent { .. } | Stage::SentNotFiled(_) | Stage::HandedOver
        )
    }

    /// Save draft (Ctrl+S): the exact message (`.eml` and its envelope) for an account that
    /// sends; as a link (`.mailto`) when no account of ours sends it (no account yet, or one
    /// that hands messages over), since such a message has no sender.
    pub fn save_draft(&mut self) {
        let result = if self.account().is_none_or(|a| a.handoff().is_some()) {
            self.save_link()
        } else {
            // A message that cannot be built yet (an address still being corrected) is still
            // the person's words: it is kept as a link, which reopens with every field.
            self.save_message().or_else(|e| match e {
                SaveError::Message(_) => self.save_link(),
                e => Err(e),
            })
        };
        self.status = Some(match result {
            Ok(path) => {
                self.rescue.clear();
                // A message (not a link) also goes to the mailbox's Drafts folder when the
                // account asks for that (server-drafts); it is on disk already.
                if path.extension().is_some_and(|e| e == "eml") && self.save_draft_to_server(&path)
                {
                    return;
                }
                Status::Saved(path)
            }
            Err(e) => Status::NotSaved(e),
        });
    }

    fn save_link(&self) -> Result<PathBuf, SaveError> {
        let draft = self.draft().ok_or(SaveError::UnusableLink)?;
        let link = open_with::draft_link(draft)?;
        Ok(self
            .store
            .as_ref()
            .ok_or(SaveError::NoStore)?
            .save_link(&link)?)
    }

    fn save_message(&self) -> Result<PathBuf, SaveError> {
        let delivery = Delivery::from(self.outgoing().map_err(Clone::clone)?);
        let store = self.store.as_ref().ok_or(SaveError::NoStore)?;
        let name = self.account().map_or("", |a| a.name.as_str());
        Ok(store.save_draft(&delivery.bytes, &delivery.envelope(name))?)
    }

    /// "Copy as text": the text goes to the clipboard.
    pub fn copy_as_text(&mut self) {
        self.clipboard = Some(self.as_text());
        self.status = Some(Status::Copied);
    }

    /// The setup form saved an account.
    pub fn account_saved(&mut self, config: Config) {
        self.status = Some(Status::AccountSaved(config.path.clone()));
        self.account = config
            .default_account()
            .and_then(|d| config.accounts.iter().position(|a| a.name == d.name))
            .unwrap_or(0);
        self.accounts = Accounts::Ready(config);
        self.derived = Derived::default();
    }

    /// Resident mode at login on or off (the Settings checkbox).
    pub fn set_start_at_login(&mut self, on: bool) {
        match crate::desktop::set_resident_at_login(on) {
            Ok(done) => {
                self.start_at_login = OnceCell::from(on);
                self.status = Some(Status::StartAtLogin(done));
            }
            Err(e) => self.status = Some(Status::StartAtLoginFailed(e)),
        }
    }
}

#[cfg(test)]
mod tests;
