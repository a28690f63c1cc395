//! Attaching files, as one window runs it: the file chooser, dropped files, `--attach` and a
//! typed path all come here; each file is checked on a thread ([`crate::attach::check`]); what
//! is ready joins the draft, what needs the person's yes again (a secret place, a hidden file)
//! waits for it, what cannot be attached is said with the reason. A link never gets here by
//! itself: a file a link names is checked only when the person presses "Attach this file".

use std::path::PathBuf;

use crate::attach::check::{self, Caution, Checked, Found, Places, Refusal};
use crate::attach::chooser::{self, ChooserError};
use crate::task::{Poll, Task, Waker};

/// Files being attached, for one window.
#[derive(Default)]
pub(super) struct Attaching {
    /// Checks under way (each a batch of paths).
    checking: Vec<Task<Vec<Checked>>>,
    /// The file chooser, while it is open.
    choosing: Option<Task<Result<Vec<PathBuf>, ChooserError>>>,
    /// Why the last chooser could not be shown: the window then offers a typed path.
    chooser_failed: Option<ChooserError>,
    /// Files waiting for the person's yes, and why.
    asking: Vec<(Found, Caution)>,
    /// What could not be attached, and why (until the next attaching or dismissed).
    refused: Vec<(PathBuf, Refusal)>,
    /// A path typed into the window (the fallback when no chooser answers).
    pub(super) typed: String,
}

impl Attaching {
    /// Checks `paths` on a thread, however they came: the same care for every way in.
    pub(super) fn check(&mut self, paths: Vec<PathBuf>, wake: &Waker) {
        if paths.is_empty() {
            return;
        }
        self.refused.clear();
        self.checking
            .push(Task::spawn("check-attachments", wake.clone(), move |_| {
                let places = Places::of_user();
                paths.iter().map(|p| check::check(p, &places)).collect()
            }));
    }

    /// Opens the file chooser on a thread.
    pub(super) fn choose(&mut self, request: chooser::Request, wake: &Waker) {
        if self.choosing.is_some() {
            return;
        }
        self.chooser_failed = None;
        self.choosing = Some(Task::spawn("file-chooser", wake.clone(), move |_| {
            chooser::choose(&request)
        }));
    }

    /// Takes what the threads found: the files ready to attach.
    pub(super) fn poll(&mut self, wake: &Waker) -> Vec<Found> {
        if let Some(task) = &mut self.choosing {
            match task.poll() {
                Poll::Running(_) => {}
                Poll::Done(Ok(paths)) => {
                    self.choosing = None;
                    self.check(paths, wake);
                }
                Poll::Done(Err(e)) => {
                    self.choosing = None;
                    self.chooser_failed = Some(e);
                }
                Poll::Lost => self.choosing = None,
            }
        }
        let mut ready = Vec::new();
        self.checking.retain_mut(|task| match task.poll() {
            Poll::Running(_) => true,
            Poll::Done(results) => {
                for checked in results {
                    match checked {
                        Checked::Ready(found) => ready.push(found),
                        Checked::Ask { found, why } => self.asking.push((found, why)),
                        Checked::Refused { path, why } => self.refused.push((path, why)),
                    }
                }
                false
            }
            Poll::Lost => false,
        });
        ready
    }

    /// Whether files are being checked or chosen.
    pub(super) fn is_busy(&self) -> bool {
        !self.checking.is_empty() || self.choosing.is_some()
    }

    /// Whether the file chooser is open.
    pub(super) fn is_choosing(&self) -> bool {
        self.choosing.is_some()
    }

    /// Why the chooser could not be shown, if it could not.
    pub(super) fn chooser_failed(&self) -> Option<&ChooserError> {
        self.chooser_failed.as_ref()
    }

    /// Files waiting for the person's yes.
    pub(super) fn asking(&self) -> &[(Found, Caution)] {
        &self.asking
    }

    /// The person said yes to the `index`th file waiting: it is attached.
    pub(super) fn confirm(&mut self, index: usize) -> Option<Found> {
        (index < self.asking.len()).then(|| self.asking.remove(index).0)
    }

    /// The person said no to the `index`th file waiting.
    pub(super) fn decline(&mut self, index: usize) {
        if index < self.asking.len() {
            self.asking.remove(index);
        }
    }

    /// What could not be attached.
    pub(super) fn refused(&self) -> &[(PathBuf, Refusal)] {
        &self.refused
    }

    /// The person read why a file was not attached.
    pub(super) fn dismiss_refused(&mut self) {
        self.refused.clear();
    }
}
