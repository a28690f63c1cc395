//! Attaching files, as one window runs it: the file chooser, dropped files, `--attach` and a
//! typed path all come here; each file is checked on a thread ([`crate::attach::check`]); what
//! is ready joins the draft, what needs the person's yes again (a secret place, a hidden file)
//! waits for it, what cannot be attached is said with the reason. A link never gets here by
//! itself: a file a link names is checked only when the person presses "Attach this file".

use std::path::{Path, PathBuf};

use crate::attach::check::{self, Caution, Checked, Found, Places, Refusal};
use crate::attach::chooser::{self, ChooserError};
use crate::task::{Poll, Task, Waker};

use super::{Account, Attachment, ChooserRequest, Derived, Link};
use crate::i18n::Text;

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

impl super::Session {
    /// The files attached, in the order they were.
    pub fn attachments(&self) -> &[Attachment] {
        self.draft().map_or(&[], |d| &d.attachments)
    }

    /// Their size together, in bytes (as the files are, not yet encoded).
    pub fn attachments_size(&self) -> u64 {
        self.attachments().iter().map(Attachment::size).sum()
    }

    /// What the person should know about the files before Send, where the account's provider
    /// is known: the message is over the size it accepts (counted as sent, base64 and all),
    /// or a file is of a type it refuses (Gmail and Microsoft refuse programs).
    pub fn attachment_warnings(&self) -> Vec<Text> {
        if self.attachments().is_empty() {
            return Vec::new();
        }
        let Some(limits) = self
            .account()
            .and_then(Account::smtp)
            .and_then(|s| crate::discover::limits_of(&s.server.host, s.server.port))
        else {
            return Vec::new();
        };
        let mut said: Vec<Text> = self
            .outgoing()
            .ok()
            .and_then(|o| limits.too_big(o.size()))
            .into_iter()
            .collect();
        said.extend(
            self.attachments()
                .iter()
                .filter_map(|a| limits.refusal(&a.name, &a.content_type)),
        );
        said
    }

    /// Attaches the files at `paths` (chosen, dropped, given on the command line, typed):
    /// each is checked on a thread first.
    pub fn attach_files(&mut self, paths: Vec<PathBuf>) {
        if self.draft().is_some() {
            self.composing.attaching.check(paths, &self.env.wake);
        }
    }

    /// Attach...: the system's file chooser, on a thread.
    pub fn choose_files(&mut self, request: ChooserRequest) {
        if self.draft().is_some() {
            self.composing.attaching.choose(request, &self.env.wake);
        }
    }

    /// Whether the file chooser is open.
    pub fn is_choosing_files(&self) -> bool {
        self.composing.attaching.is_choosing()
    }

    /// Whether files are being checked or chosen.
    pub fn is_attaching(&self) -> bool {
        self.composing.attaching.is_busy()
    }

    /// Why the file chooser could not be shown: the window then offers a typed path.
    pub fn chooser_failed(&self) -> Option<&ChooserError> {
        self.composing.attaching.chooser_failed()
    }

    /// The path typed where no file chooser answers.
    pub fn typed_path_mut(&mut self) -> &mut String {
        &mut self.composing.attaching.typed
    }

    /// Attaches the typed path.
    pub fn attach_typed_path(&mut self) {
        let typed = std::mem::take(&mut self.composing.attaching.typed);
        let typed = typed.trim();
        if !typed.is_empty() {
            self.attach_files(vec![PathBuf::from(typed)]);
        }
    }

    /// Files that wait for the person's yes (a secret place, a hidden file), and why.
    pub fn files_asking(&self) -> &[(Found, Caution)] {
        self.composing.attaching.asking()
    }

    /// The person said yes to the `index`th file waiting.
    pub fn confirm_file(&mut self, index: usize) {
        if let Some(found) = self.composing.attaching.confirm(index) {
            self.add_attachment(found);
        }
    }

    /// The person said no to the `index`th file waiting.
    pub fn decline_file(&mut self, index: usize) {
        self.composing.attaching.decline(index);
    }

    /// What could not be attached, and why.
    pub fn files_refused(&self) -> &[(PathBuf, Refusal)] {
        self.composing.attaching.refused()
    }

    /// The person read why files were not attached.
    pub fn dismiss_refused(&mut self) {
        self.composing.attaching.dismiss_refused();
    }

    /// Removes the `index`th attachment.
    pub fn remove_attachment(&mut self, index: usize) {
        if let Link::Opened { draft, .. } = &mut self.editing.link
            && index < draft.attachments.len()
        {
            draft.attachments.remove(index);
            self.attachments_changed();
        }
    }

    /// The local file the `index`th dropped field names, when it is a field that would have
    /// attached it (`attach=` and its spellings): offered as "Attach this file", never attached
    /// by itself.
    pub fn link_file(&self, index: usize) -> Option<PathBuf> {
        let dropped = self.report()?.dropped.get(index)?;
        if dropped.reason != crate::draft::DropReason::Attachment {
            return None;
        }
        crate::attach::local_file_named(&dropped.value)
    }

    /// "Attach this file" on a file a link named: checked like any file the person attaches
    /// (a secret place asks again).
    pub fn attach_link_file(&mut self, index: usize) {
        if let Some(path) = self.link_file(index) {
            self.attach_files(vec![path]);
        }
    }

    pub(super) fn add_attachment(&mut self, found: Found) {
        let Link::Opened { draft, .. } = &mut self.editing.link else {
            return;
        };
        let path = found.attachment.path().map(Path::to_path_buf);
        // The same file twice is one attachment.
        if path.is_some()
            && draft
                .attachments
                .iter()
                .any(|a| a.path() == path.as_deref())
        {
            return;
        }
        if let Some(path) = &path {
            crate::attach::chooser::attached_from(path);
        }
        draft.attachments.push(found.attachment);
        self.attachments_changed();
    }

    fn attachments_changed(&mut self) {
        self.editing.edited = true;
        self.editing.rescue.edited(false);
        self.derived = Derived::default();
    }
}
