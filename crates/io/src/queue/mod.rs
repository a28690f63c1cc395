//! The queue: messages the person sent for later (Send later) or for when the network is
//! back (Send when online), waiting on disk until their time.
//!
//! Each waits in a folder of its own, `queue/ID/` in the data folder, readable by the person
//! only: `message.eml`, the exact bytes to send (the attached files encoded into it when it
//! was queued, so a file that changes or vanishes later changes nothing),
//! `message.envelope.json` beside it, as the drafts have, and `entry.json`, what
//! [`Entry`] records: its time, its state and its failures. (`outbox` and `unfiled` are other
//! things: copies of sent messages waiting to be filed.)
//!
//! **Once.** Whoever sends a message (the timer's run, a resident process, a start without a
//! link, `queue --send-now`) first takes its lock (`.locks/ID`, beside the folders and never
//! removed while held: an advisory lock the system drops when the process ends), reads its
//! state again, and records "sending" before it connects. After the server accepted the
//! message, "sent" is recorded, then the message moves to the sent folder and its folder is
//! retired (renamed out of the queue's sight, then removed), before its copy is filed; a run
//! that finds "sent" only finishes that. A message found "sending" with nobody holding its
//! lock belongs to a process that ended mid-send: it may have been delivered, so it is held
//! for the person, never sent again by itself. The one window left: a process that ends after
//! the server accepted the message and before "sent" is recorded leaves it held as "may have
//! been sent", though it was (README, "Send later").
//!
//! Nothing here runs because a link arrived: the queue is worked by the person's Send later
//! or Send when online, a start without a link, or the timer they installed.

pub mod keeper;
pub mod retry;
pub mod tell;
pub mod timer;
pub mod when;

use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::config::{Account, Config, Transport};
use crate::i18n::{Localize, Text};
use crate::send::outbox::{self, Filing};
use crate::send::{self, Delivery, SendError, Sent, Step};
use crate::store::{self, Store, StoreError};

use retry::Retry;

/// Why a message waits in the queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Why {
    /// The person chose a time (Send later).
    Later,
    /// Sending failed for want of a network; it goes when the network is back.
    Online,
}

/// Why a message is held: not sent, and not tried again until the person asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Held {
    /// The server or the account refused it (5xx, a rejected login).
    Refused,
    /// The connection ended while it was being sent: it may have been delivered.
    Uncertain,
    /// A process sending it ended before it said how: it may have been delivered.
    Interrupted,
}

/// Where a queued message stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "state")]
pub enum State {
    /// Waiting for its time.
    Waiting,
    /// A process is sending it, since `since` (Unix seconds).
    Sending {
        /// When the process began.
        since: i64,
    },
    /// Not tried again by itself; the person decides (`--send-now` or `--cancel`).
    Held {
        /// Why.
        why: Held,
    },
    /// Tried for a day without a network or a server that answers; kept.
    GaveUp,
    /// The server accepted it; what is left is to move it to the sent folder.
    Sent,
}

/// One queued message, as its `entry.json` records it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// Its folder's name: what `queue --cancel ID` and `--send-now ID` take.
    pub id: String,
    /// The config's name of the account it goes through.
    pub account: String,
    /// The sender's address (a desktop account is found again by it).
    pub from: String,
    /// Whom it goes to (To, Cc and Bcc): for the list and the notification.
    pub recipients: Vec<String>,
    /// Its subject, as the window showed it.
    pub subject: String,
    /// When it was queued (Unix seconds).
    pub queued: i64,
    /// When it is to go (Unix seconds, UTC).
    pub due: i64,
    /// Why it waits.
    pub reason: Why,
    /// Where it stands.
    #[serde(flatten)]
    pub state: State,
    /// Failed attempts in a row.
    #[serde(default)]
    pub failures: u32,
    /// When the first of them failed.
    #[serde(default)]
    pub first_failure: Option<i64>,
    /// Why the last attempt failed, in English (the list says it; a notification says it
    /// in the person's language when it happens).
    #[serde(default)]
    pub last_error: Option<String>,
    /// What it takes on disk (the message with its files), in bytes.
    pub size: u64,
}

/// Why a queued message is tried now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Try {
    /// Its time has come.
    Due,
    /// The network is back, and it waits for it (or its time has come).
    BackOnline,
    /// The person asks, whatever its time and state.
    Asked,
}

impl Entry {
    /// Whether it waits for the network: sent when online, or tried again after a failure
    /// (the network's, or a server's moment: only those are tried again by themselves).
    pub fn waits_for_network(&self) -> bool {
        self.state == State::Waiting && (self.reason == Why::Online || self.failures > 0)
    }
}

/// Why the queue could not do what was asked.
#[derive(Debug, thiserror::Error)]
#[error("{}", Localize::text(self).english())]
pub enum QueueError {
    /// Reading or writing the queue's files failed.
    Store(#[from] StoreError),
    /// No queued message has that id.
    NotFound {
        /// The id asked for.
        id: String,
    },
    /// Another process is sending it now.
    Busy {
        /// The message's id.
        id: String,
    },
    /// Its record is unreadable.
    Entry {
        /// The record's file.
        path: PathBuf,
        /// What is wrong.
        detail: String,
    },
}

impl Localize for QueueError {
    fn text(&self) -> Text {
        match self {
            Self::Store(e) => e.text(),
            Self::NotFound { id } => Text::new("queue-not-found").arg("id", id.as_str()),
            Self::Busy { id } => Text::new("queue-busy").arg("id", id.as_str()),
            Self::Entry { path, detail } => Text::new("queue-entry")
                .arg("path", path)
                .arg("detail", detail.as_str()),
        }
    }
}

/// What came of an attempt to send a queued message.
#[derive(Debug)]
pub enum Outcome {
    /// Delivered; the message is in the sent folder at `path`, its copy filed as `filing`
    /// says.
    Sent {
        /// The message's record, as it was.
        entry: Entry,
        /// The server's answer.
        sent: Sent,
        /// Where it is kept now.
        path: PathBuf,
        /// What became of its copy in the mailbox.
        filing: Filing,
    },
    /// It failed, and is tried again at `entry.due` by itself.
    Again {
        /// Its record now.
        entry: Entry,
        /// Why it failed.
        error: SendError,
    },
    /// It failed, and waits for the person (`entry.state` says why).
    Held {
        /// Its record now.
        entry: Entry,
        /// Why it failed; `None` when a process ended while sending it.
        error: Option<SendError>,
    },
    /// It failed for a day: kept, not tried again by itself.
    GaveUp {
        /// Its record now.
        entry: Entry,
        /// Why the last attempt failed.
        error: SendError,
    },
    /// Not tried: not due, not waiting, being sent by another process, or gone.
    Skipped,
    /// Its files could not be read or written; it stays in the queue as it was.
    Failed {
        /// The message's id.
        id: String,
        /// What went wrong.
        error: QueueError,
    },
}

/// The queue in a store's data folder.
#[derive(Debug, Clone)]
pub struct Queue {
    dir: PathBuf,
    store: Store,
}

const MESSAGE: &str = "message.eml";
const ENTRY: &str = "entry.json";
/// The folder of the messages' locks, beside theirs (a lock inside the folder it guards
/// would go with the folder while another process may still be opening it).
const LOCKS: &str = ".locks";

/// Now, in Unix seconds.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

impl Queue {
    /// The queue beside `store`'s drafts.
    pub fn of(store: &Store) -> Queue {
        Queue {
            dir: store.data_dir().join("queue"),
            store: store.clone(),
        }
    }

    /// The queue's folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Queues `delivery` (assembled: its files encoded into it) to go through `account` at
    /// `due`. The message appears in the queue whole or not at all.
    pub fn put(
        &self,
        delivery: &Delivery,
        account: &Account,
        subject: &str,
        due: i64,
        why: Why,
    ) -> Result<Entry, QueueError> {
        let id = format!(
            "{}-{}",
            now(),
            &uuid::Uuid::new_v4().simple().to_string()[..8]
        );
        let entry = Entry {
            id: id.clone(),
            account: account.name.clone(),
            from: delivery.mail_from.clone(),
            recipients: delivery.rcpt_to.clone(),
            subject: subject.to_string(),
            queued: now(),
            due,
            reason: why,
            state: State::Waiting,
            failures: 0,
            first_failure: None,
            last_error: None,
            size: u64::try_from(delivery.bytes().len()).unwrap_or(u64::MAX),
        };
        crate::files::create_private_dir(&self.dir).map_err(io(&self.dir))?;
        // Written under a name the queue does not list, then renamed: a reader sees all of
        // it or nothing.
        let building = self.dir.join(format!(".new-{id}"));
        crate::files::create_private_dir(&building).map_err(io(&building))?;
        let written = store::write_message(
            &building.join(MESSAGE),
            delivery.bytes(),
            &delivery.envelope(&account.name),
        )
        .map_err(QueueError::from)
        .and_then(|()| write_entry(&building, &entry))
        .and_then(|()| {
            let target = self.dir.join(&id);
            std::fs::rename(&building, &target).map_err(|e| io(&target)(e).into())
        });
        if let Err(e) = written {
            let _ = std::fs::remove_dir_all(&building);
            return Err(e);
        }
        // The rename is on the disk before the caller forgets the message elsewhere.
        crate::files::sync_folder(&self.dir.join(&id));
        keeper::kick();
        Ok(entry)
    }

    /// The queued messages, the soonest due first. One whose record cannot be read is
    /// listed as an error of its own, not left out.
    pub fn list(&self) -> Result<Vec<Result<Entry, QueueError>>, QueueError> {
        let entries = match std::fs::read_dir(&self.dir) {
            Ok(e) => e,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(io(&self.dir)(e).into()),
        };
        let mut list: Vec<Result<Entry, QueueError>> = Vec::new();
        for e in entries.filter_map(Result::ok) {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.starts_with(".retired-") {
                // Retired by a process that ended before it removed it.
                let _ = std::fs::remove_dir_all(e.path());
            } else if !name.starts_with('.') && e.path().is_dir() {
                list.push(read_entry(&e.path()));
            }
        }
        list.sort_by_key(|e| e.as_ref().map_or(i64::MIN, |e| e.due));
        Ok(list)
    }

    /// When the next waiting message is due, if any waits.
    pub fn next_due(&self) -> Result<Option<i64>, QueueError> {
        Ok(self
            .list()?
            .into_iter()
            .flatten()
            .filter(|e| e.state == State::Waiting)
            .map(|e| e.due)
            .min())
    }

    /// Takes a message off the queue and back to the drafts folder (`queue --cancel`, or
    /// the window's "Edit it again"); returns the draft's path.
    pub fn cancel(&self, id: &str) -> Result<PathBuf, QueueError> {
        let folder = self.folder(id)?;
        let _lock = self.lock(id)?;
        // Read again under the lock: another process may have sent it meanwhile.
        let entry = read_entry(&folder)?;
        if matches!(entry.state, State::Sending { .. } | State::Sent) {
            return Err(QueueError::Busy { id: id.into() });
        }
        // Moved, not copied: the message may be large.
        let draft = self.store.move_to_drafts(&folder.join(MESSAGE))?;
        self.retire(&folder);
        Ok(draft)
    }

    /// Sends every waiting message that is due at `now`, each once (see the module's
    /// "Once"), with the account `account_for` gives for it.
    pub fn work(
        &self,
        now: i64,
        account_for: &dyn Fn(&Entry) -> Result<Account, SendError>,
        on_step: &mut dyn FnMut(&Entry, Step),
    ) -> Result<Vec<Outcome>, QueueError> {
        self.work_when(now, false, account_for, on_step)
    }

    /// [`Queue::work`]; when the network has just come back (`back_online`), also every
    /// message that waits for it (Send when online, or tried again after a failure), its next
    /// try not waited for.
    pub fn work_when(
        &self,
        now: i64,
        back_online: bool,
        account_for: &dyn Fn(&Entry) -> Result<Account, SendError>,
        on_step: &mut dyn FnMut(&Entry, Step),
    ) -> Result<Vec<Outcome>, QueueError> {
        let mut outcomes = Vec::new();
        for entry in self.list()?.into_iter().flatten() {
            let interrupted = matches!(entry.state, State::Sending { .. });
            if !(entry.state == State::Waiting
                && (entry.due <= now || back_online && entry.waits_for_network())
                || interrupted)
            {
                continue;
            }
            let why = if back_online {
                Try::BackOnline
            } else {
                Try::Due
            };
            match self.send(&entry.id, now, why, account_for, on_step) {
                // Another process has it: it is that one's.
                Err(QueueError::Busy { .. } | QueueError::NotFound { .. }) => {}
                // One message that cannot be read or written stops no other: it is said,
                // and the rest go.
                Err(error) => outcomes.push(Outcome::Failed {
                    id: entry.id.clone(),
                    error,
                }),
                Ok(Outcome::Skipped) => {}
                Ok(outcome) => outcomes.push(outcome),
            }
        }
        Ok(outcomes)
    }

    /// Sends the message `id`, as `why` allows: when due and waiting, when it waits for the
    /// network that is back, or whatever its time and state when the person asks
    /// (`queue --send-now`).
    pub fn send(
        &self,
        id: &str,
        now: i64,
        why: Try,
        account_for: &dyn Fn(&Entry) -> Result<Account, SendError>,
        on_step: &mut dyn FnMut(&Entry, Step),
    ) -> Result<Outcome, QueueError> {
        let folder = self.folder(id)?;
        let _lock = self.lock(id)?;
        // Read again under the lock: another process may have sent it meanwhile.
        let mut entry = match read_entry(&folder) {
            Ok(entry) => entry,
            Err(QueueError::NotFound { .. }) => return Ok(Outcome::Skipped),
            Err(e) => return Err(e),
        };
        if entry.state == State::Sent {
            // A process ended between the server's answer and the move: finish the move.
            self.finish_sent(&folder, id);
            return Ok(Outcome::Skipped);
        }
        let now_asked = why == Try::Asked;
        if !now_asked {
            match entry.state {
                State::Waiting if entry.due <= now => {}
                State::Waiting if why == Try::BackOnline && entry.waits_for_network() => {}
                // Nobody holds the lock: the process that recorded this ended mid-send.
                State::Sending { .. } => {
                    entry.state = State::Held {
                        why: Held::Interrupted,
                    };
                    write_entry(&folder, &entry)?;
                    return Ok(Outcome::Held { entry, error: None });
                }
                _ => return Ok(Outcome::Skipped),
            }
        }
        if now_asked {
            // The person's own try starts the day of tries again.
            entry.failures = 0;
            entry.first_failure = None;
        }
        let account = match account_for(&entry) {
            Ok(account) => account,
            Err(error) => return self.failed(&folder, entry, error, now),
        };
        let _under_way = send::under_way();
        let delivery = Delivery::read(&folder.join(MESSAGE))?;
        entry.state = State::Sending { since: now };
        write_entry(&folder, &entry)?;
        match send::send(&delivery, &account, &mut |step| on_step(&entry, step)) {
            Ok(sent) => {
                // Recorded as sent, then moved, before the copy is filed. A failure to record
                // or move it changes nothing for the person: it went.
                let mut done = entry.clone();
                done.state = State::Sent;
                let _ = write_entry(&folder, &done);
                let path = self.finish_sent(&folder, id);
                let filing = outbox::file_sent(&delivery, &account, &self.store);
                Ok(Outcome::Sent {
                    entry,
                    sent,
                    path,
                    filing,
                })
            }
            Err(error) => self.failed(&folder, entry, error, now),
        }
    }

    /// Records a failed attempt, and when (whether) it is tried again.
    fn failed(
        &self,
        folder: &Path,
        mut entry: Entry,
        error: SendError,
        now: i64,
    ) -> Result<Outcome, QueueError> {
        entry.last_error = Some(error.text().english());
        let outcome = match retry::after(&error) {
            Retry::Later => {
                entry.failures = entry.failures.saturating_add(1);
                let first = *entry.first_failure.get_or_insert(now);
                match retry::next_try(entry.failures, first, now) {
                    Some(next) => {
                        entry.state = State::Waiting;
                        entry.due = next;
                        write_entry(folder, &entry)?;
                        return Ok(Outcome::Again { entry, error });
                    }
                    None => {
                        entry.state = State::GaveUp;
                        write_entry(folder, &entry)?;
                        return Ok(Outcome::GaveUp { entry, error });
                    }
                }
            }
            Retry::Refused => Held::Refused,
            Retry::Uncertain => Held::Uncertain,
        };
        entry.state = State::Held { why: outcome };
        write_entry(folder, &entry)?;
        Ok(Outcome::Held {
            entry,
            error: Some(error),
        })
    }

    /// Puts off, by `by` seconds, every due message that waits for the network, and its day
    /// of tries with it: the monitor says the computer is offline, so trying would only use
    /// up that day.
    pub fn postpone_offline(&self, now: i64, by: i64) {
        let Ok(list) = self.list() else {
            return;
        };
        for entry in list.into_iter().flatten() {
            if !(entry.waits_for_network() && entry.due <= now) {
                continue;
            }
            let Ok(folder) = self.folder(&entry.id) else {
                continue;
            };
            let Ok(_lock) = self.lock(&entry.id) else {
                continue;
            };
            let Ok(mut entry) = read_entry(&folder) else {
                continue;
            };
            if entry.waits_for_network() && entry.due <= now {
                let later = now.saturating_add(by);
                entry.first_failure = entry
                    .first_failure
                    .map(|first| first.saturating_add(later - entry.due));
                entry.due = later;
                let _ = write_entry(&folder, &entry);
            }
        }
    }

    /// Takes message `id`'s lock, kept beside the folders: [`QueueError::Busy`] when another
    /// process holds it.
    fn lock(&self, id: &str) -> Result<File, QueueError> {
        let dir = self.dir.join(LOCKS);
        crate::files::create_private_dir(&dir).map_err(io(&dir))?;
        let path = dir.join(id);
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(io(&path))?;
        match file.try_lock() {
            Ok(()) => Ok(file),
            Err(TryLockError::WouldBlock) => Err(QueueError::Busy { id: id.into() }),
            Err(TryLockError::Error(e)) => Err(io(&path)(e).into()),
        }
    }

    /// Takes a message's folder out of the queue's sight at once (a rename), then removes
    /// it: nobody ever reads half of one.
    fn retire(&self, folder: &Path) {
        let name = folder.file_name().map(|n| n.to_string_lossy().into_owned());
        let retired = self
            .dir
            .join(format!(".retired-{}", name.unwrap_or_default()));
        if std::fs::rename(folder, &retired).is_ok() {
            crate::files::sync_folder(&retired);
            let _ = std::fs::remove_dir_all(&retired);
        }
    }

    /// A message the server accepted: into the sent folder, its folder retired. Where it is
    /// kept now (still in the queue's folder if the move failed).
    fn finish_sent(&self, folder: &Path, id: &str) -> PathBuf {
        let message = folder.join(MESSAGE);
        let kept = if message.exists() {
            self.store.mark_sent_as(&message, &format!("{id}.eml"))
        } else {
            Ok(self.store.sent_dir().join(format!("{id}.eml")))
        };
        match kept {
            Ok(path) => {
                self.retire(folder);
                path
            }
            Err(_) => message,
        }
    }

    /// The folder of message `id`, which must be one of the queue's (an id is a name, never
    /// a path).
    fn folder(&self, id: &str) -> Result<PathBuf, QueueError> {
        let plain = !id.is_empty()
            && !id.starts_with('.')
            && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
        let folder = self.dir.join(id);
        if !plain || !folder.join(ENTRY).is_file() {
            return Err(QueueError::NotFound { id: id.into() });
        }
        Ok(folder)
    }
}

/// How long a message that waits for the network is put off while the monitor says offline
/// (a process of ours that runs sends it as soon as the monitor says online).
const OFFLINE_LOOK_SECS: i64 = 5 * 60;

/// What became of a run of the queue ([`run_due`]).
#[derive(Debug)]
pub struct Ran {
    /// Each message tried, and what came of it.
    pub outcomes: Vec<Outcome>,
    /// The notifications that could not be shown, and why.
    pub untold: Vec<String>,
    /// The timer, set for the next message that waits.
    pub timer: timer::Arranged,
    /// The network monitor said offline: what waits for the network was put off.
    pub offline: bool,
}

/// What the timer, a start without a link and a resident process do: send every message that
/// is due, tell the person what became of each (a desktop notification, in `lang`), and set
/// the timer for the next. Never because a link arrived.
pub fn run_due(
    store: &Store,
    config: Option<&Config>,
    lang: &crate::i18n::Lang,
    on_step: &mut dyn FnMut(&Entry, Step),
) -> Result<Ran, QueueError> {
    run(store, config, lang, false, on_step)
}

/// [`run_due`], and when the network has just come back (`back_online`), every message that
/// waits for it too.
pub fn run(
    store: &Store,
    config: Option<&Config>,
    lang: &crate::i18n::Lang,
    back_online: bool,
    on_step: &mut dyn FnMut(&Entry, Step),
) -> Result<Ran, QueueError> {
    let queue = Queue::of(store);
    // While the network monitor says offline, what waits for the network is not tried (its
    // day of tries does not run either); the rest is.
    let offline = !back_online && crate::network::online() == crate::network::Online::No;
    if offline {
        queue.postpone_offline(now(), OFFLINE_LOOK_SECS);
    }
    let outcomes = queue.work_when(
        now(),
        back_online,
        &|entry| account_for(config, entry),
        on_step,
    )?;
    let untold = outcomes
        .iter()
        .filter_map(|o| tell::notice(o, lang))
        .filter_map(|notice| crate::notify::show(&notice).err())
        .collect();
    let timer = timer::arrange(queue.next_due()?);
    Ok(Ran {
        outcomes,
        untold,
        timer,
        offline,
    })
}

/// The account a queued message goes through: the config's by its name; a desktop account
/// (GNOME Online Accounts) found again by the sender's address and asked for its settings
/// now, as the window does.
pub fn account_for(config: Option<&Config>, entry: &Entry) -> Result<Account, SendError> {
    let own = config.and_then(|c| c.account(&entry.account));
    if let Some(a) = own
        && !matches!(a.transport, Transport::Desktop)
    {
        return Ok(a.clone());
    }
    let desktop = crate::goa::mail_accounts(None)
        .unwrap_or_default()
        .iter()
        .filter_map(crate::goa::MailAccount::sender)
        .find(|d| {
            d.address()
                .is_some_and(|e| e.eq_ignore_ascii_case(&entry.from))
        });
    match (own, desktop) {
        (Some(a), Some(d)) => Ok(Account {
            transport: d.transport,
            imap: d.imap,
            display_name: a.display_name.clone().or(d.display_name),
            ..a.clone()
        }),
        (None, Some(d)) => Ok(d),
        (Some(a), None) => Err(SendError::Password(crate::credentials::PasswordError::Goa(
            crate::goa::GoaError::Gone {
                account: a.address().unwrap_or_else(|| a.name.clone()),
            },
        ))),
        (None, None) => Err(SendError::NoAccount {
            account: entry.account.clone(),
        }),
    }
}

fn read_entry(folder: &Path) -> Result<Entry, QueueError> {
    let path = folder.join(ENTRY);
    let bytes = match std::fs::read(&path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(QueueError::NotFound {
                id: folder
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default(),
            });
        }
        Err(e) => return Err(io(&path)(e).into()),
    };
    let mut entry: Entry = serde_json::from_slice(&bytes).map_err(|e| QueueError::Entry {
        path,
        detail: e.to_string(),
    })?;
    // The folder's name is the id, whatever the record says (a folder copied or restored).
    if let Some(name) = folder.file_name() {
        entry.id = name.to_string_lossy().into_owned();
    }
    Ok(entry)
}

fn write_entry(folder: &Path, entry: &Entry) -> Result<(), QueueError> {
    let path = folder.join(ENTRY);
    let json = serde_json::to_vec_pretty(entry).map_err(|e| QueueError::Entry {
        path: path.clone(),
        detail: e.to_string(),
    })?;
    crate::files::replace(&path, &json, true).map_err(|e| io(&path)(e).into())
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> StoreError + '_ {
    move |source| StoreError::Io {
        path: path.to_path_buf(),
        source,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_is_a_name_in_the_queue_never_a_path() {
        let dir = tempfile::tempdir().unwrap();
        let queue = Queue::of(&Store::at(dir.path()));
        std::fs::create_dir_all(dir.path().join("drafts")).unwrap();
        std::fs::write(dir.path().join("drafts/entry.json"), "{}").unwrap();
        for id in ["../drafts", "", ".new-1", "a/b", "..", "/etc"] {
            assert!(
                matches!(queue.folder(id), Err(QueueError::NotFound { .. })),
                "{id:?}"
            );
        }
    }
}
