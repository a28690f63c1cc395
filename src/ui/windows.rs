//! Several preview windows in one process: the first click's message fills the root window,
//! each later click (handed over by [`crate::instance`]) gets a window of its own (an egui
//! viewport). Each window is independent: its own draft, its own Send and Cancel.
//!
//! eframe's root window cannot be hidden reliably, so when the person is done with the root
//! window's message while others are open, the next message moves into the root window
//! (with the Send delay started again) and its own window closes. The last window closes only
//! through the [`Gate`]: while a link the process accepted is on its way, the root window
//! waits for it.

use std::sync::{Arc, mpsc};

use super::{AppOptions, MIN_WINDOW_SIZE, PreviewApp, WINDOW_SIZE};
use crate::desktop::{APP_ID, ICON_128};
use crate::instance::{Arrival, Gate};

/// The app: every open preview window.
pub struct Windows {
    /// The root window's message; `None` while waiting for the link a click will send (macOS
    /// starts the app first and sends the link as an Apple Event).
    root: Option<PreviewApp>,
    others: Vec<(egui::ViewportId, PreviewApp)>,
    arrivals: Option<mpsc::Receiver<Arrival>>,
    /// Through which the process stops accepting links, once the last window is done.
    gate: Option<Gate>,
    options: AppOptions,
    icon: Option<Arc<egui::IconData>>,
}

impl Windows {
    /// The app with `root` in the first window (`None`: the first link to arrive); links from
    /// `arrivals` open more, and the last window closes only when `gate` lets it.
    pub fn new(
        root: Option<PreviewApp>,
        options: AppOptions,
        arrivals: Option<mpsc::Receiver<Arrival>>,
        gate: Option<Gate>,
    ) -> Self {
        Windows {
            root,
            others: Vec::new(),
            arrivals,
            gate,
            options,
            icon: icon(),
        }
    }

    /// The first window, as it opens.
    pub fn root_viewport(&self) -> egui::ViewportBuilder {
        let title = self
            .root
            .as_ref()
            .map_or_else(|| "Mailto Preview".to_string(), PreviewApp::window_title);
        viewport(title, self.icon.as_ref())
    }

    /// How many windows are open.
    pub fn count(&self) -> usize {
        usize::from(self.root.is_some()) + self.others.len()
    }

    /// The messages being shown, the root window's first.
    pub fn apps(&self) -> impl Iterator<Item = &PreviewApp> {
        self.root.iter().chain(self.others.iter().map(|(_, a)| a))
    }

    /// Opens a window for each link that arrived.
    fn receive(&mut self) {
        let Some(arrivals) = &self.arrivals else {
            return;
        };
        while let Ok(arrival) = arrivals.try_recv() {
            let handoff = arrival.take();
            let app = PreviewApp::new(&handoff.uri, self.options.for_handoff(handoff.config));
            if self.root.is_none() {
                self.root = Some(app);
                continue;
            }
            let id = egui::ViewportId::from_hash_of(("message", app.id));
            self.others.push((id, app));
        }
    }
}

/// The windows' icon. Ours and compiled in; should it ever fail to decode, the windows simply
/// have the default icon.
pub(super) fn icon() -> Option<Arc<egui::IconData>> {
    eframe::icon_data::from_png_bytes(ICON_128)
        .ok()
        .map(Arc::new)
}

/// A window with this title, the app's id and icon, and the usual size.
pub(super) fn viewport(title: String, icon: Option<&Arc<egui::IconData>>) -> egui::ViewportBuilder {
    let builder = egui::ViewportBuilder::default()
        .with_title(title)
        .with_app_id(APP_ID)
        .with_inner_size(WINDOW_SIZE)
        .with_min_inner_size(MIN_WINDOW_SIZE);
    match icon {
        Some(icon) => builder.with_icon(icon.clone()),
        None => builder,
    }
}

impl eframe::App for Windows {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.receive();
        for (id, app) in &mut self.others {
            let builder = viewport(app.window_title(), self.icon.as_ref());
            ctx.show_viewport_immediate(*id, builder, |ui, _class| app.show(ui));
        }
        self.others.retain(|(_, app)| !app.is_closed());
        let Some(root) = &mut self.root else {
            egui::CentralPanel::default().show(ui, |ui| {
                ui.heading("Mailto Preview");
                ui.label("Waiting for the mail link from the system...");
            });
            if ctx.input(|i| i.viewport().close_requested()) {
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
            return;
        };
        if !root.is_closed() {
            root.show(ui);
        }
        if root.is_closed() {
            if self.others.is_empty() {
                if self.gate.as_ref().is_none_or(Gate::close_if_idle) {
                    ctx.send_viewport_cmd(egui::ViewportCommand::Close);
                } else {
                    // A link this process accepted is on its way: it moves in here.
                    ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
                    egui::CentralPanel::default().show(ui, |ui| {
                        ui.label("Opening the next mail link...");
                    });
                    ctx.request_repaint_after(std::time::Duration::from_millis(50));
                }
            } else {
                ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
                let (_, mut next) = self.others.remove(0);
                next.moved();
                self.root = Some(next);
                ctx.request_repaint();
            }
        }
    }
}
