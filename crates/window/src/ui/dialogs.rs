//! The questions a window asks over the message before it goes on: what a hand-off cannot
//! take, a forgotten attachment, and closing with edits.

use super::PreviewApp;
use super::bidi::{button, label};
use super::look::{column, warn};
use crate::i18n::Lang;
use crate::i18n::Text;
use crate::session::Target;
use crate::visible::make_visible;
use egui::RichText;

/// A question over the message: a window of its own in the middle, neither folded nor
/// resized, laid out in the window's reading direction.
fn question(
    ctx: &egui::Context,
    title: String,
    id: impl std::hash::Hash + std::fmt::Debug,
    lang: &Lang,
    ask: impl FnOnce(&mut egui::Ui),
) {
    egui::Window::new(title)
        .id(egui::Id::unique(id))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.with_layout(column(lang), ask);
        });
}

impl PreviewApp {
    /// What the chosen target cannot take, before it starts.
    pub(super) fn handoff_dialog(&mut self, ctx: &egui::Context, target: &Target, notes: &[Text]) {
        let lang = self.lang.clone();
        let title = tr!(lang, "handoff-title", target = target.label());
        question(ctx, title, ("handoff", self.id), &lang, |ui| {
            for note in notes {
                let note = lang.render(note);
                label(
                    ui,
                    RichText::new(make_visible(&note, false)).color(warn(ui)),
                );
            }
            let left_out = self.session.files_left_out(target);
            if let Some(first) = left_out.first()
                && button(ui, &tr!(lang, "handoff-open-folder")).clicked()
            {
                self.session.open_folder_of(first);
            }
            ui.horizontal(|ui| {
                if button(ui, &tr!(lang, "action-open-in", target = target.label())).clicked() {
                    self.session.confirm_handoff();
                }
                if button(ui, &tr!(lang, "back")).clicked() {
                    self.session.back();
                }
            });
        });
    }

    /// The message mentions an attachment and none is attached: asked before it leaves.
    pub(super) fn reminder_dialog(&mut self, ctx: &egui::Context, now: f64) {
        let lang = self.lang.clone();
        let title = tr!(lang, "reminder-title");
        question(ctx, title, ("reminder", self.id), &lang, |ui| {
            label(ui, tr!(lang, "reminder-question"));
            ui.horizontal(|ui| {
                if button(ui, &tr!(lang, "attach-button")).clicked() {
                    self.session.back();
                    self.choose_files();
                }
                if button(ui, &tr!(lang, "reminder-send-anyway")).clicked() {
                    self.session.without_attachment(now);
                }
                if button(ui, &tr!(lang, "back")).clicked() {
                    self.session.back();
                }
            });
        });
    }

    pub(super) fn discard_dialog(&mut self, ctx: &egui::Context) {
        let lang = self.lang.clone();
        let title = tr!(lang, "discard-title");
        question(ctx, title, ("discard", self.id), &lang, |ui| {
            label(ui, tr!(lang, "discard-question"));
            ui.horizontal(|ui| {
                if button(ui, &tr!(lang, "discard")).clicked() {
                    self.session.discard();
                }
                if button(ui, &tr!(lang, "discard-save")).clicked() {
                    self.session.save_and_close();
                }
                if button(ui, &tr!(lang, "discard-keep")).clicked() {
                    self.session.back();
                }
            });
        });
    }
}
