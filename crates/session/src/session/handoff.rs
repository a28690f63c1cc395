//! Handing the message over, as one window runs it: the webmail services and installed mail
//! programs (found on a thread: reading the desktop entries must not delay the first frame),
//! and the hand-off itself on a thread, whose failure keeps the message in the drafts folder
//! (written on that thread too: the window never waits for the disk).

use std::path::PathBuf;

use crate::i18n::{Localize, Text};
use crate::open_with::{self, Handover, Target};
use crate::task::{Poll, Task, Waker};

use super::errors::SaveError;
use super::saving::KeepLink;
use super::status::{Stamp, Status};

/// The webmail services and installed mail programs.
struct Targets {
    list: Vec<Target>,
    /// Until the programs are found; `list` holds the webmail services meanwhile.
    loading: Option<Task<Vec<Target>>>,
}

/// Where a hand-off stands.
enum Stage {
    Idle,
    /// The account's program is not in the list yet: handed over once the programs are found.
    Waiting(String),
    /// Being started; on failure, the message is kept as a link on the same thread.
    Running {
        task: Task<Result<(), Failure>>,
        handover: Box<Handover>,
    },
    /// Not handed over: the message is being kept.
    Keeping(Task<Failure>),
    /// Handed over; the body, too long for the target, waits on the clipboard if `Some`.
    Done {
        label: String,
        body_on_clipboard: bool,
    },
    /// Not handed over; the message was kept (or could not be).
    Failed {
        error: Text,
        kept: Result<PathBuf, SaveError>,
    },
}

/// Why a hand-off failed, and where the message was kept (or why it could not be).
type Failure = (Text, Result<PathBuf, SaveError>);

/// What happened to a hand-off, for the session to act on.
pub(super) enum Event {
    /// Handed over: the window closes, unless this text must go to the clipboard first.
    Done { clipboard: Option<String> },
}

/// Handing over, for one window.
pub(super) struct Handoff {
    targets: Targets,
    stage: Stage,
    changed: Stamp,
    /// A folder being opened for the person.
    folder: Option<Task<()>>,
    wake: Waker,
}

impl Handoff {
    /// Starts finding the installed programs (once the first window is on screen: the first
    /// frame does not show them).
    pub(super) fn new(wake: Waker) -> Self {
        let loading =
            Task::spawn_after_first_frame("find-programs", wake.clone(), |_| open_with::targets());
        Self {
            targets: Targets {
                list: open_with::WEBMAIL.iter().map(Target::Webmail).collect(),
                loading: Some(loading),
            },
            stage: Stage::Idle,
            changed: Stamp::now(),
            folder: None,
            wake,
        }
    }

    /// The webmail services and installed mail programs known so far.
    pub(super) fn targets(&self) -> &[Target] {
        &self.targets.list
    }

    /// The target called `id`, if known (yet).
    pub(super) fn target(&self, id: &str) -> Option<&Target> {
        self.targets.list.iter().find(|t| t.id() == id)
    }

    /// Hands `plan` (what handing over to its target does) over on a thread, which keeps the
    /// message with `keep` if the target does not start.
    pub(super) fn start(&mut self, handover: Handover, keep: KeepLink) {
        let h = handover.clone();
        let task = Task::spawn("hand-over", self.wake.clone(), move |_| {
            open_with::launch(&h).map_err(|e| (e.text(), keep()))
        });
        self.set(Stage::Running {
            task,
            handover: Box::new(handover),
        });
    }

    /// Opens `dir` in the desktop's file manager, on a thread (what it says is not waited for:
    /// the person sees the folder or not).
    pub(super) fn open_folder(&mut self, dir: &std::path::Path) {
        let Ok(url) = url::Url::from_directory_path(dir) else {
            return;
        };
        self.folder = Some(Task::spawn("open-folder", self.wake.clone(), move |_| {
            let _ = open_with::browse(url.as_str());
        }));
    }

    /// Hands over to the program called `id` once the installed programs are found.
    pub(super) fn start_when_found(&mut self, id: &str) {
        self.set(Stage::Waiting(id.to_string()));
    }

    /// Not handed over because of `error`: the message is kept with `keep`, on a thread, and
    /// then said with the reason.
    pub(super) fn failed(&mut self, error: Text, keep: KeepLink) {
        let task = Task::spawn("keep-message", self.wake.clone(), move |_| (error, keep()));
        self.set(Stage::Keeping(task));
    }

    fn set(&mut self, stage: Stage) {
        self.stage = stage;
        self.changed = Stamp::now();
    }

    /// Takes what the threads reported: `targets_changed` when the program list changed, and
    /// what became of a hand-off.
    pub(super) fn poll(&mut self) -> (bool, Option<Event>) {
        let mut targets_changed = false;
        if let Some(task) = &mut self.targets.loading {
            match task.poll() {
                Poll::Running(_) => {}
                Poll::Done(list) => {
                    self.targets.list = list;
                    self.targets.loading = None;
                    targets_changed = true;
                }
                Poll::Lost => {
                    self.targets.loading = None;
                    targets_changed = true;
                }
            }
        }
        (targets_changed, self.poll_stage())
    }

    /// The plan for a program that was waited for, once the list is known.
    pub(super) fn waiting_for(&self) -> Option<&str> {
        match &self.stage {
            Stage::Waiting(id) if self.targets.loading.is_none() => Some(id),
            _ => None,
        }
    }

    fn poll_stage(&mut self) -> Option<Event> {
        if let Stage::Keeping(task) = &mut self.stage {
            let (error, kept) = match task.poll() {
                Poll::Running(_) => return None,
                Poll::Done(failure) => failure,
                Poll::Lost => (
                    Text::new("handoff-lost"),
                    Err(SaveError::Store(crate::store::StoreError::NoDataDir)),
                ),
            };
            self.set(Stage::Failed { error, kept });
            return None;
        }
        let Stage::Running { task, .. } = &mut self.stage else {
            return None;
        };
        let result = match task.poll() {
            Poll::Running(_) => return None,
            Poll::Done(result) => result,
            Poll::Lost => Err((
                Text::new("handoff-lost"),
                Err(SaveError::Store(crate::store::StoreError::NoDataDir)),
            )),
        };
        let Stage::Running { handover, .. } = std::mem::replace(&mut self.stage, Stage::Idle)
        else {
            return None;
        };
        Some(match result {
            Ok(()) => {
                self.set(Stage::Done {
                    label: handover.label,
                    body_on_clipboard: handover.body_left_out.is_some(),
                });
                Event::Done {
                    clipboard: handover.body_left_out,
                }
            }
            Err((error, kept)) => {
                self.set(Stage::Failed { error, kept });
                return None;
            }
        })
    }

    /// Whether a hand-off is being started (or waits for the program list).
    pub(super) fn is_running(&self) -> bool {
        matches!(self.stage, Stage::Running { .. } | Stage::Waiting(_))
    }

    /// Whether the message a failed hand-off keeps is being written.
    pub(super) fn is_keeping(&self) -> bool {
        matches!(self.stage, Stage::Keeping(_))
    }

    /// Whether the message was handed over.
    pub(super) fn is_done(&self) -> bool {
        matches!(self.stage, Stage::Done { .. })
    }

    /// What the status line says about handing over, and when it changed.
    pub(super) fn status(&self) -> Option<(Stamp, Status<'_>)> {
        let status = match &self.stage {
            Stage::Idle => return None,
            Stage::Waiting(id) => Status::HandingOver(id),
            Stage::Running { handover, .. } => Status::HandingOver(&handover.label),
            // Not handed over: said with the reason once the message is kept.
            Stage::Keeping(_) => Status::Saving,
            Stage::Done {
                label,
                body_on_clipboard: true,
            } => Status::HandedOverBodyOnClipboard(label),
            Stage::Done { .. } => return None,
            Stage::Failed { error, kept } => Status::NotHandedOver { error, kept },
        };
        Some((self.changed, status))
    }
}
