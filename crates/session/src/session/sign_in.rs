//! The built-in OAuth 2.0 sign-in as a window runs it: a [`Task`] (the browser round trip
//! takes minutes) that tells which site the person is signing in on, and stops when asked or
//! when the window closes. Used by the setup form and by "Sign in again" after a refused
//! sign-in.

use crate::oauth::{self, SignInError};
use crate::task::{Poll, Task, Waker};

use super::status::{Stamp, Status};

/// A sign-in under way.
pub struct SignInTask {
    task: Task<Result<(), SignInError>, String>,
    settings: oauth::Settings,
    host: Option<String>,
}

impl SignInTask {
    /// Opens the provider's page in the browser and waits for its answer on a thread.
    pub fn start(settings: oauth::Settings, wake: Waker) -> Self {
        let s = settings.clone();
        let task = Task::spawn("sign-in", wake, move |progress| {
            let open = |url: &str| {
                progress.report(url.to_string());
                // A browser that does not start is not the end: the page's host is shown.
                let _ = crate::open_with::browse(url);
            };
            oauth::sign_in_with_browser(&s, &open, oauth::BROWSER_WAIT, progress.cancel_flag())
        });
        Self {
            task,
            settings,
            host: None,
        }
    }

    /// The outcome, once there is one.
    pub fn poll(&mut self) -> Option<Result<(), SignInError>> {
        match self.task.poll() {
            Poll::Running(page) => {
                if let Some(url) = page {
                    self.host = url::Url::parse(&url)
                        .ok()
                        .and_then(|u| u.host_str().map(str::to_string));
                }
                None
            }
            Poll::Done(result) => Some(result),
            Poll::Lost => Some(Err(SignInError::Cancelled)),
        }
    }

    /// The site the person signs in on, once the browser was sent there.
    pub fn host(&self) -> Option<&str> {
        self.host.as_deref()
    }

    /// The settings it signs in with.
    pub fn settings(&self) -> &oauth::Settings {
        &self.settings
    }

    /// Stops waiting: the listener closes and nothing is stored afterwards.
    pub fn stop(&self) {
        self.task.cancel();
    }
}

/// "Sign in again" after a send was refused for want of a sign-in: the task, and how the
/// last one ended.
#[derive(Default)]
pub(super) struct SignInAgain {
    task: Option<SignInTask>,
    last: Option<(Stamp, Result<(), SignInError>)>,
}

impl SignInAgain {
    /// Starts the browser round trip.
    pub(super) fn start(&mut self, settings: oauth::Settings, wake: Waker) {
        self.task = Some(SignInTask::start(settings, wake));
    }

    /// The sign-in under way, if any.
    pub(super) fn running(&self) -> Option<&SignInTask> {
        self.task.as_ref()
    }

    /// Stops the sign-in under way.
    pub(super) fn stop(&self) {
        if let Some(task) = &self.task {
            task.stop();
        }
    }

    /// Takes its outcome, once there is one.
    pub(super) fn poll(&mut self) {
        if let Some(result) = self.task.as_mut().and_then(SignInTask::poll) {
            self.task = None;
            self.last = Some((Stamp::now(), result));
        }
    }

    /// When the person last signed in successfully here.
    pub(super) fn signed_in_at(&self) -> Option<Stamp> {
        match &self.last {
            Some((stamp, Ok(()))) => Some(*stamp),
            _ => None,
        }
    }

    /// What the status line says about signing in, and when it changed.
    pub(super) fn status(&self) -> Option<(Stamp, Status<'_>)> {
        let (stamp, result) = self.last.as_ref()?;
        Some((
            *stamp,
            match result {
                Ok(()) => Status::SignedIn,
                Err(e) => Status::NotSignedIn(e),
            },
        ))
    }
}
