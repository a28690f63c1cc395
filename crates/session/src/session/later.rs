//! Send later, as one window runs it: the message is assembled (its files read and encoded
//! into it, so a file that changes or vanishes later changes nothing) and put in the queue
//! on a thread, with the time the person chose read in their time zone; the timer is set for
//! it. Then the window says when it goes and what it keeps, and may be closed; "Edit it
//! again" takes it off the queue.

use std::path::PathBuf;

use crate::attach::ReadError;
use crate::config::Account;
use crate::i18n::{Localize, Text};
use crate::message::Outgoing;
use crate::network::Online;
use crate::queue::timer::{self, Arranged};
use crate::queue::when::{self, Adjusted, Choice, SystemZone, When, Zone};
use crate::queue::{self, Entry, Queue, QueueError, Why};
use crate::send::Delivery;
use crate::store::Store;
use crate::task::{Poll, Task, Waker};
use chrono::{Datelike, NaiveDate, NaiveDateTime, Timelike};

use super::status::{MainAction, Stamp, Status};

/// A message in the queue, as its window shows it.
#[derive(Debug, Clone)]
pub struct Scheduled {
    /// Its record in the queue.
    pub entry: Entry,
    /// When it goes, on the person's clock.
    pub when: When,
    /// The timer that sends it when no process of ours runs.
    pub timer: Arranged,
}

impl Scheduled {
    /// When it goes, on the person's clock.
    pub fn wall(&self) -> WallTime {
        WallTime::from(self.when.local)
    }

    /// The time asked for, when the clocks skip it that day (it goes at [`Self::wall`]).
    pub fn skipped(&self) -> Option<WallTime> {
        match self.when.adjusted {
            Some(Adjusted::Skipped { asked }) => Some(WallTime::from(asked)),
            _ => None,
        }
    }

    /// Whether the time happens twice that day (it goes the first time).
    pub fn repeated(&self) -> bool {
        self.when.adjusted == Some(Adjusted::Repeated)
    }
}

/// A day and time on the wall clock, as the window writes it (in its language's words).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WallTime {
    /// The year.
    pub year: i32,
    /// 1 to 12.
    pub month: u32,
    /// 1 to 31.
    pub day: u32,
    /// 1 (Monday) to 7 (Sunday), as ISO 8601 counts.
    pub weekday: u32,
    /// 0 to 23.
    pub hour: u32,
    /// 0 to 59.
    pub minute: u32,
}

impl From<NaiveDateTime> for WallTime {
    fn from(t: NaiveDateTime) -> WallTime {
        WallTime {
            year: t.year(),
            month: t.month(),
            day: t.day(),
            weekday: t.weekday().number_from_monday(),
            hour: t.hour(),
            minute: t.minute(),
        }
    }
}

impl WallTime {
    fn naive(self) -> Option<NaiveDateTime> {
        NaiveDate::from_ymd_opt(self.year, self.month, self.day)?.and_hms_opt(
            self.hour,
            self.minute,
            0,
        )
    }
}

/// The days Send later offers to choose from, today first, on the person's clock.
pub fn later_days(count: u32) -> Vec<WallTime> {
    when::days_from(queue::now(), count, &SystemZone)
        .into_iter()
        .filter_map(|d| d.and_hms_opt(0, 0, 0))
        .map(WallTime::from)
        .collect()
}

/// What a chosen day and time would be: when it goes, whether the clocks skip or repeat it
/// that day, and whether it has passed. `None` for a time the calendar has not.
pub fn later_preview(at: WallTime) -> Option<Preview> {
    let when = when::at_wall_clock(at.naive()?, &SystemZone)?;
    Some(Preview {
        goes: WallTime::from(when.local),
        skipped: matches!(when.adjusted, Some(Adjusted::Skipped { .. })),
        repeated: when.adjusted == Some(Adjusted::Repeated),
        past: when.at <= queue::now(),
    })
}

/// A chosen time, read on the person's clock before it is chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preview {
    /// When it would go.
    pub goes: WallTime,
    /// The clocks skip the time asked for that day: it goes later by the change.
    pub skipped: bool,
    /// The time happens twice that day: it goes the first time.
    pub repeated: bool,
    /// It has passed.
    pub past: bool,
}

/// A time Send later offers, as the window names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LaterChoice {
    /// In an hour.
    InAnHour,
    /// Tomorrow morning.
    TomorrowMorning,
    /// Monday morning.
    MondayMorning,
    /// A day and time chosen.
    At(WallTime),
}

impl LaterChoice {
    /// The choice as the queue reads it; `None` for a time the calendar has not.
    pub(super) fn choice(self) -> Option<Choice> {
        Some(match self {
            Self::InAnHour => Choice::InAnHour,
            Self::TomorrowMorning => Choice::TomorrowMorning,
            Self::MondayMorning => Choice::MondayMorning,
            Self::At(t) => Choice::At(t.naive()?),
        })
    }
}

/// Sets the system's timer for `next`, when the session may ([`super::Options::timer`]).
fn arrange(timer: bool, next: Option<i64>) -> Arranged {
    if timer {
        timer::arrange(next)
    } else {
        Arranged::NoTimer("this window sets no timer".into())
    }
}

/// Why a message could not be put in the queue: it stays in the window as it was.
#[derive(Debug, thiserror::Error)]
#[error("{}", Localize::text(self).english())]
pub enum NotScheduled {
    /// The time has passed, or the calendar has no such time.
    Past,
    /// An attached file changed or vanished since it was attached.
    Attachment(#[from] ReadError),
    /// The queue could not be written.
    Queue(#[from] QueueError),
    /// GnuPG did not sign or encrypt it: a message is queued as it goes, already signed,
    /// since no passphrase can be asked for when the timer sends it.
    NotProtected(crate::openpgp::OpenPgpError),
    /// The thread stopped.
    Lost,
}

impl Localize for NotScheduled {
    fn text(&self) -> Text {
        match self {
            Self::Past => Text::new("later-past"),
            Self::Attachment(e) => e.text(),
            Self::Queue(e) => e.text(),
            Self::NotProtected(e) => e.text(),
            Self::Lost => Text::new("later-lost"),
        }
    }
}

/// When a queued message is to go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Queued {
    /// At a time the person chose.
    Later(Choice),
    /// As soon as the computer is online.
    Online,
}

/// What Send later is asked to put in the queue.
pub(super) struct ToQueue {
    pub(super) outgoing: Outgoing,
    pub(super) account: Account,
    pub(super) store: Store,
    /// The subject, as the window shows it (for the list and the notification).
    pub(super) subject: String,
    pub(super) when: Queued,
    /// Whether the system's timer is set ([`super::Options::timer`]).
    pub(super) timer: bool,
    /// What GnuPG does to it before it is queued, if it is signed.
    pub(super) protect: Option<crate::openpgp::Protect>,
}

/// The network monitor, asked after a send failed as it does offline.
enum Network {
    NotAsked,
    Asking(Task<Online>),
    Said(Online),
}

/// Where Send later stands.
pub(super) enum Later {
    /// Not asked.
    No,
    /// Being put in the queue.
    Queuing(Task<Result<Scheduled, NotScheduled>>),
    /// In the queue.
    Scheduled(Scheduled),
    /// Being taken off the queue ("Edit it again").
    TakingBack(Task<Result<PathBuf, QueueError>>, Scheduled),
    /// It could not be put in, or taken off, the queue.
    Failed(NotScheduled),
    /// Taken off the queue: the message is back to be edited (a copy is in the drafts, at
    /// this path: what the next Send replaces).
    TakenBack(PathBuf),
}

/// Send later for one window, and when it last changed.
pub(super) struct LaterPart {
    pub(super) state: Later,
    /// What the network monitor said after the last send failed as it does offline.
    network: Network,
    /// Why the last "Edit it again" failed, while the message stays in the queue.
    not_taken_back: Option<QueueError>,
    /// Stops GnuPG while it signs the message being queued (Cancel).
    signing: Option<crate::openpgp::Cancel>,
    changed: Stamp,
    wake: Waker,
}

impl LaterPart {
    pub(super) fn new(wake: Waker) -> LaterPart {
        LaterPart {
            state: Later::No,
            network: Network::NotAsked,
            not_taken_back: None,
            signing: None,
            changed: Stamp::now(),
            wake,
        }
    }

    /// Cancel while the message is being queued: GnuPG stops signing it (and its passphrase
    /// prompt closes), and nothing is queued. `false` when nothing is being signed.
    pub(super) fn stop_signing(&mut self) -> bool {
        matches!(self.state, Later::Queuing(_))
            && self
                .signing
                .as_ref()
                .is_some_and(crate::openpgp::Cancel::cancel)
    }

    fn set(&mut self, state: Later) {
        self.state = state;
        self.changed = Stamp::now();
    }

    /// Puts `outgoing` in the queue on a thread, to go through `account` at `choice`.
    /// `replacing`: a draft an earlier attempt left, removed once the queue has the message.
    pub(super) fn schedule(&mut self, job: ToQueue, replacing: Option<PathBuf>) {
        let ToQueue {
            outgoing,
            account,
            store,
            subject,
            when: queued,
            timer,
            protect,
        } = job;
        self.signing = protect.as_ref().map(|p| p.cancel.clone());
        // Counted from here: a window closed while the message is being queued keeps the
        // process until it is in the queue.
        let under_way = crate::send::under_way();
        let task = Task::spawn("send-later", self.wake.clone(), move |_| {
            let _under_way = under_way;
            let now = queue::now();
            let (when, why) = match queued {
                Queued::Later(choice) => (
                    when::resolve(choice, now, &SystemZone)
                        .filter(|w| w.at > now)
                        .ok_or(NotScheduled::Past)?,
                    Why::Later,
                ),
                Queued::Online => (
                    When {
                        at: now,
                        local: SystemZone.to_local(now),
                        adjusted: None,
                    },
                    Why::Online,
                ),
            };
            let delivery = match Delivery::protected(&outgoing, protect.as_ref(), &mut |_| {}) {
                Ok(d) if protect.as_ref().is_none_or(|p| p.cancel.go_on()) => d,
                Ok(_) => {
                    return Err(NotScheduled::NotProtected(
                        crate::openpgp::OpenPgpError::Cancelled,
                    ));
                }
                Err(crate::openpgp::OpenPgpError::Attachment(e)) => return Err(e.into()),
                Err(e) => return Err(NotScheduled::NotProtected(e)),
            };
            let q = Queue::of(&store);
            let entry = q.put(&delivery, &account, &subject, when.at, why)?;
            if let Some(old) = replacing {
                let _ = store.remove(&old);
            }
            // In the queue now, whatever the timer does: never said to be "not scheduled".
            let timer = match q.next_due() {
                Ok(next) => arrange(timer, next),
                Err(e) => Arranged::NoTimer(e.text().english()),
            };
            Ok(Scheduled { entry, when, timer })
        });
        self.set(Later::Queuing(task));
    }

    /// Send later could not even start.
    pub(super) fn refuse(&mut self, why: NotScheduled) {
        self.set(Later::Failed(why));
    }

    /// "Edit it again": takes the message off the queue (into the drafts) on a thread.
    pub(super) fn take_back(&mut self, store: Store, timer: bool) {
        let Later::Scheduled(scheduled) = std::mem::replace(&mut self.state, Later::No) else {
            return;
        };
        self.not_taken_back = None;
        let id = scheduled.entry.id.clone();
        let task = Task::spawn("take-back", self.wake.clone(), move |_| {
            let q = Queue::of(&store);
            let draft = q.cancel(&id)?;
            // Off the queue now, whatever the timer does.
            if let Ok(next) = q.next_due() {
                arrange(timer, next);
            }
            Ok(draft)
        });
        self.set(Later::TakingBack(task, scheduled));
    }

    /// Asks the network monitor, on a thread, whether the computer is offline: a send just
    /// failed as it does without a network (or with a mistyped server).
    pub(super) fn check_network(&mut self) {
        self.network = Network::Asking(Task::spawn("network", self.wake.clone(), |_| {
            crate::network::online()
        }));
    }

    /// Whether the network monitor said the computer is offline after the last such failure.
    pub(super) fn offline(&self) -> bool {
        matches!(self.network, Network::Said(Online::No))
    }

    pub(super) fn poll(&mut self) {
        if let Network::Asking(task) = &mut self.network {
            match task.poll() {
                Poll::Running(_) => {}
                Poll::Done(said) => self.network = Network::Said(said),
                Poll::Lost => self.network = Network::Said(Online::Unknown),
            }
        }
        match &mut self.state {
            Later::Queuing(task) => {
                let result = match task.poll() {
                    Poll::Running(_) => return,
                    Poll::Done(r) => r,
                    Poll::Lost => Err(NotScheduled::Lost),
                };
                self.set(match result {
                    Ok(s) => Later::Scheduled(s),
                    Err(e) => Later::Failed(e),
                });
            }
            Later::TakingBack(task, scheduled) => {
                let result = match task.poll() {
                    Poll::Running(_) => return,
                    Poll::Done(r) => r,
                    Poll::Lost => Err(QueueError::Busy {
                        id: scheduled.entry.id.clone(),
                    }),
                };
                match result {
                    Ok(draft) => self.set(Later::TakenBack(draft)),
                    // Still in the queue (being sent right now, or the disk failed): said,
                    // and it stays scheduled.
                    Err(e) => {
                        let scheduled = scheduled.clone();
                        self.not_taken_back = Some(e);
                        self.set(Later::Scheduled(scheduled));
                    }
                }
            }
            _ => {}
        }
    }

    /// Whether the message is in, or on its way into or out of, the queue: not to be
    /// edited or sent meanwhile.
    pub(super) fn holds_message(&self) -> bool {
        matches!(
            self.state,
            Later::Queuing(_) | Later::Scheduled(_) | Later::TakingBack(..)
        )
    }

    /// The draft "Edit it again" left, once: the next Send replaces it.
    pub(super) fn take_draft(&mut self) -> Option<PathBuf> {
        match &mut self.state {
            Later::TakenBack(path) => {
                Some(std::mem::take(path)).filter(|p| !p.as_os_str().is_empty())
            }
            _ => None,
        }
    }

    pub(super) fn scheduled(&self) -> Option<&Scheduled> {
        match &self.state {
            Later::Scheduled(s) => Some(s),
            _ => None,
        }
    }

    pub(super) fn status(&self) -> Option<(Stamp, Status<'_>)> {
        let status = match &self.state {
            Later::No => return None,
            Later::Queuing(_) => Status::Scheduling,
            Later::Scheduled(s) => match &self.not_taken_back {
                Some(e) => Status::NotTakenBack(e),
                None => Status::Scheduled(s),
            },
            Later::TakingBack(..) => Status::TakingBack,
            Later::Failed(e) => Status::NotScheduled(e),
            Later::TakenBack(_) => Status::TakenBack,
        };
        Some((self.changed, status))
    }
}

/// Send later and Send when online, as the window asks for them.
impl super::Session {
    /// Send later: the message goes into the queue (assembled on a thread, its files with it)
    /// to be sent at `choice`, on the person's clock, by whichever of this program's
    /// processes or the timer comes first. Under the same rules as Send.
    pub fn send_later(&mut self, choice: LaterChoice, now: f64) {
        self.finished_typing();
        if self.main_blocker(now).is_some() || !self.can_send_later() {
            return;
        }
        let Some(choice) = choice.choice() else {
            return self.delivery.refuse_later(NotScheduled::Past);
        };
        self.queue(Queued::Later(choice));
    }

    /// "Send when online", after a send failed for want of a network (and the network
    /// monitor says the computer is offline): the message goes into the queue and leaves as
    /// soon as the computer is online again.
    pub fn send_when_online(&mut self) {
        if self.can_send_when_online() {
            self.queue(Queued::Online);
        }
    }

    /// Whether "Send when online" is offered: the last send failed as it does without a
    /// network, and the network monitor says the computer is offline.
    pub fn can_send_when_online(&self) -> bool {
        self.delivery.failed_offline() && self.can_send_later()
    }

    /// Puts the message in the queue on a thread, `when` as asked, and keeps the queue in this
    /// process from then on.
    fn queue(&mut self, when: Queued) {
        let Some((outgoing, account, store)) = self.ready_to_go() else {
            return;
        };
        let subject = self.draft().map(|d| d.subject.clone()).unwrap_or_default();
        let protect = self.protect(&account);
        self.delivery.schedule(ToQueue {
            protect,
            outgoing,
            account,
            store,
            subject,
            when,
            timer: self.env.timer,
        });
        if let Some(keep) = &self.env.keep_queue {
            keep();
        }
    }

    /// Whether Send later is offered: for an account that sends (not one that hands over).
    pub fn can_send_later(&self) -> bool {
        matches!(self.main_action(), MainAction::Send | MainAction::Retry)
    }

    /// The message in the queue, when Send later put it there.
    pub fn scheduled(&self) -> Option<&Scheduled> {
        self.delivery.scheduled()
    }

    /// "Edit it again": takes the scheduled message off the queue, back to be edited.
    pub fn take_back(&mut self) {
        if let Some(store) = self.env.store.clone() {
            self.delivery.take_back(store, self.env.timer);
        }
    }
}
