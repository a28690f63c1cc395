//! The program's own settings shown in the window: whether it starts, resident, at login.
//! The desktop's autostart entry is read and written on a thread, like every other file the
//! window changes outside its drafts.

use crate::desktop::{self, DesktopError, LoginEntry};
use crate::task::{Poll, Task, Waker};

use super::status::{Stamp, Status};

/// Resident mode at login, for one window.
#[derive(Default)]
pub(super) struct StartAtLogin {
    /// Whether it is on, once read.
    on: Option<bool>,
    reading: Option<Task<bool>>,
    changing: Option<Task<Result<LoginEntry, DesktopError>>>,
    last: Option<(Stamp, Result<LoginEntry, DesktopError>)>,
}

impl StartAtLogin {
    /// Whether it is on; `None` until read (the first call starts reading).
    pub(super) fn get(&mut self, wake: &Waker) -> Option<bool> {
        if self.on.is_none() && self.reading.is_none() && self.changing.is_none() {
            self.reading = Some(Task::spawn("read-autostart", wake.clone(), |_| {
                desktop::is_resident_at_login()
            }));
        }
        self.on
    }

    /// Turns it on or off.
    pub(super) fn set(&mut self, on: bool, wake: &Waker) {
        if self.changing.is_some() {
            return;
        }
        self.on = Some(on);
        self.changing = Some(Task::spawn("write-autostart", wake.clone(), move |_| {
            desktop::set_resident_at_login(on)
        }));
    }

    /// Whether it is being changed.
    pub(super) fn is_changing(&self) -> bool {
        self.changing.is_some() || self.reading.is_some()
    }

    pub(super) fn poll(&mut self) {
        if let Some(task) = &mut self.reading {
            match task.poll() {
                Poll::Running(_) => {}
                Poll::Done(on) => {
                    self.on = Some(on);
                    self.reading = None;
                }
                Poll::Lost => self.reading = None,
            }
        }
        if let Some(task) = &mut self.changing {
            let result = match task.poll() {
                Poll::Running(_) => return,
                Poll::Done(r) => r,
                Poll::Lost => Err(DesktopError::Unsupported),
            };
            self.changing = None;
            if result.is_err() {
                // Read again: the entry is as it was.
                self.on = None;
            }
            self.last = Some((Stamp::now(), result));
        }
    }

    /// What the status line says about it, and when it changed.
    pub(super) fn status(&self) -> Option<(Stamp, Status<'_>)> {
        let (stamp, result) = self.last.as_ref()?;
        Some((
            *stamp,
            match result {
                Ok(entry) => Status::StartAtLogin(entry),
                Err(e) => Status::StartAtLoginFailed(e),
            },
        ))
    }
}
