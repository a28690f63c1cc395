//! The built-in OAuth 2.0 sign-in as the window runs it: on a thread (the browser round trip
//! takes minutes), showing which site the person is signing in on, stoppable. Used by the
//! setup and by "Sign in again" after a refused sign-in.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;

use crate::signin::{self, SignInError};

/// A sign-in under way.
pub(super) struct SignInTask {
    done: mpsc::Receiver<Result<(), SignInError>>,
    page: mpsc::Receiver<String>,
    host: Option<String>,
    cancel: Arc<AtomicBool>,
}

impl SignInTask {
    /// Opens the provider's page in the browser and waits for its answer on a thread.
    pub fn start(settings: signin::Settings) -> Self {
        let (done_tx, done) = mpsc::channel();
        let (page_tx, page) = mpsc::channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = cancel.clone();
        std::thread::spawn(move || {
            let open = |url: &str| {
                let _ = page_tx.send(url.to_string());
                // A browser that does not start is not the end: the page's host is shown.
                let _ = crate::open_with::browse(url);
            };
            let _ = done_tx.send(signin::sign_in_with_browser(
                &settings,
                &open,
                signin::BROWSER_WAIT,
                &flag,
            ));
        });
        Self {
            done,
            page,
            host: None,
            cancel,
        }
    }

    /// The outcome, once there is one.
    pub fn poll(&mut self, ctx: &egui::Context) -> Option<Result<(), SignInError>> {
        if let Ok(url) = self.page.try_recv() {
            self.host = oauth2::url::Url::parse(&url)
                .ok()
                .and_then(|u| u.host_str().map(str::to_string));
        }
        match self.done.try_recv() {
            Ok(result) => Some(result),
            Err(mpsc::TryRecvError::Empty) => {
                ctx.request_repaint_after(std::time::Duration::from_millis(100));
                None
            }
            Err(mpsc::TryRecvError::Disconnected) => Some(Err(SignInError::Cancelled)),
        }
    }

    /// A spinner, where to sign in (the site's name, so the person knows where they type their
    /// password), and Stop.
    pub fn show(&self, ui: &mut egui::Ui) {
        ui.spinner();
        ui.label(match &self.host {
            Some(host) => format!("Sign in on {host} in your browser..."),
            None => "Opening your browser...".into(),
        });
        if ui.button("Stop").clicked() {
            self.cancel.store(true, Ordering::Relaxed);
        }
    }
}

impl Drop for SignInTask {
    /// A window closed, or a form that moved on, ends its sign-in: the listener closes and
    /// nothing is stored afterwards.
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}
