//! The windows drawn with OpenGL by eframe (macOS, Windows, and `--renderer gl`): the first
//! message fills eframe's root window, each later one gets a window of its own (an egui
//! viewport). Each window is independent: its own draft, its own Send and Cancel.
//!
//! eframe's root window cannot be hidden reliably, so when the person is done with the root
//! window's message while others are open, the next message moves into the root window (with
//! the Send delay started again) and its own window closes. When the last is done eframe's
//! event loop ends; the [`Host`] then says whether the process ends or waits for the next link
//! (resident, or a link already accepted), and eframe runs again for it.

use std::sync::Arc;

use super::{Host, Opening, Wakeup};
use crate::ui::PreviewApp;

/// Runs eframe for `first`, and again for each link that arrives while the host keeps the
/// process.
pub(super) fn run(
    mut host: Host,
    mut first: Option<Opening>,
    wakeup: Wakeup,
) -> Result<(), super::WindowError> {
    let theme = super::theme::SystemTheme::remembered();
    theme.ask_desktop();
    loop {
        let windows = Windows::new(first.take().map(|o| o.app), &mut host);
        let native = eframe::NativeOptions {
            viewport: windows.root_viewport(),
            #[cfg(feature = "wgpu")]
            renderer: eframe::Renderer::Wgpu,
            #[cfg(not(feature = "wgpu"))]
            renderer: eframe::Renderer::Glow,
            // So that eframe can run again for the next link in a resident process.
            run_and_return: true,
            ..Default::default()
        };
        let (theme, waker) = (theme.clone(), wakeup.clone());
        let ran = eframe::run_native(
            "Mailto Preview",
            native,
            Box::new(move |cc| {
                theme.attach(&cc.egui_ctx);
                cc.egui_ctx
                    .add_glyph_rasterizer(crate::render::emoji::rasterizer(
                        super::fonts::emoji_font,
                    ));
                let ctx = cc.egui_ctx.clone();
                waker.set(Some(Arc::new(move || ctx.request_repaint())));
                Ok(Box::new(windows))
            }),
        );
        wakeup.set(None);
        ran?;
        host.all_closed(std::time::Instant::now());
        match host.wait_for_link() {
            Some(opening) => first = Some(opening),
            None => return Ok(()),
        }
    }
}

/// The app: every open preview window.
pub struct Windows<'h> {
    /// The root window's message; `None` while waiting for the link a click will send (macOS
    /// starts the app first and sends the link as an Apple Event).
    root: Option<PreviewApp>,
    others: Vec<(egui::ViewportId, PreviewApp)>,
    host: &'h mut Host,
    icon: Option<Arc<egui::IconData>>,
}

impl<'h> Windows<'h> {
    /// The app with `root` in the first window (`None`: the first link to arrive); links
    /// that arrive at `host` open more.
    pub fn new(root: Option<PreviewApp>, host: &'h mut Host) -> Self {
        if root.is_some() {
            host.window_opened();
        }
        Windows {
            root,
            others: Vec::new(),
            host,
            icon: super::icon(),
        }
    }

    /// The first window, as it opens.
    pub fn root_viewport(&self) -> egui::ViewportBuilder {
        let title = self
            .root
            .as_ref()
            .map_or_else(|| "Mailto Preview".to_string(), PreviewApp::window_title);
        super::viewport(title, self.icon.as_ref())
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
        for opening in self.host.arrived() {
            self.host.window_opened();
            if self.root.is_none() {
                self.root = Some(opening.app);
                continue;
            }
            let id = egui::ViewportId::from_hash_of(("message", opening.app.id()));
            self.others.push((id, opening.app));
        }
    }
}

impl eframe::App for Windows<'_> {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.receive();
        for (id, app) in &mut self.others {
            let builder = super::viewport(app.window_title(), self.icon.as_ref());
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
                // The host decides, once eframe's loop has ended, whether the process ends or
                // waits for the next link.
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
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

/// One window on its own, as eframe draws it (the tests run a single message this way).
impl eframe::App for PreviewApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
        if self.is_closed() {
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }
}
