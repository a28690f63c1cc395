//! Drawing the files the person attaches: Attach... (the system's file chooser, or a typed path
//! where none answers), the list with each file's name, size and type and a Remove button,
//! their total, the files that wait for a yes (a secret place, a hidden file), and the files
//! that could not be attached with the reason. Every value from a file (its name, its path) is
//! shown through [`make_visible`].

use egui::RichText;

use super::PreviewApp;
use super::bidi::{button, label, name, widget_text};
use super::words::{file_size, shortcut_with_shift};
use crate::i18n::{Lang, Localize};
use crate::session::{Attachment, ChooserRequest};
use crate::visible::make_visible;

impl PreviewApp {
    /// The attachments row, between the fields and the body.
    pub(super) fn attachments(&mut self, ui: &mut egui::Ui) {
        let lang = self.lang.clone();
        ui.add_space(4.0);
        ui.with_layout(super::look::row(&lang), |ui| {
            let text = tr!(lang, "attach-button");
            let attach = ui.add_enabled(
                !self.session.is_choosing_files(),
                egui::Button::new(widget_text(ui, &text)),
            );
            name(ui, &attach, &text);
            if attach
                .on_hover_text(tr!(
                    lang,
                    "attach-button-hover",
                    shortcut = shortcut_with_shift(&lang, "key-a")
                ))
                .clicked()
            {
                self.choose_files();
            }
            if self.session.is_attaching() {
                ui.spinner();
            }
            let files = self.session.attachments();
            if !files.is_empty() {
                let total = tr!(
                    lang,
                    "attach-total",
                    count = files.len(),
                    size = file_size(&lang, self.session.attachments_size())
                );
                label(ui, RichText::new(total).small());
            }
        });
        self.attachment_list(ui, &lang);
        for warning in self.session.attachment_warnings() {
            let text = tr!(
                lang,
                "field-warning",
                message = make_visible(&lang.render(&warning), false)
            );
            label(ui, RichText::new(text).color(super::look::warn(ui)));
        }
        self.files_asking(ui, &lang);
        self.files_refused(ui, &lang);
        self.typed_path(ui, &lang);
    }

    /// Attach... and Ctrl+Shift+A: the system's file chooser, above this window.
    pub(super) fn choose_files(&mut self) {
        let lang = self.lang.clone();
        self.session.choose_files(ChooserRequest {
            title: tr!(lang, "attach-chooser-title"),
            accept: tr!(lang, "attach-chooser-accept"),
            parent_xid: self.parent_xid,
        });
    }

    fn attachment_list(&mut self, ui: &mut egui::Ui, lang: &Lang) {
        let mut remove = None;
        for (i, a) in self.session.attachments().iter().enumerate() {
            ui.with_layout(super::look::row(lang), |ui| {
                label(ui, make_visible(&describe(lang, a), false));
                let remove_text = tr!(lang, "attach-remove");
                let r = ui.add(egui::Button::new(widget_text(ui, &remove_text)).small());
                // A screen reader hears which file each Remove removes.
                let spoken = tr!(
                    lang,
                    "attach-remove-name",
                    name = make_visible(&a.name, false)
                );
                r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &spoken));
                if r.clicked() {
                    remove = Some(i);
                }
            });
        }
        if let Some(i) = remove {
            self.session.remove_attachment(i);
        }
    }

    fn files_asking(&mut self, ui: &mut egui::Ui, lang: &Lang) {
        let mut answer = None;
        for (i, (found, why)) in self.session.files_asking().iter().enumerate() {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.with_layout(super::look::column(lang), |ui| {
                    let path = found
                        .attachment
                        .path()
                        .map(|p| p.display().to_string())
                        .unwrap_or_default();
                    label(
                        ui,
                        RichText::new(make_visible(
                            &tr!(lang, "attach-ask-question", path = path.as_str()),
                            false,
                        ))
                        .strong(),
                    );
                    if let Some(link) = &found.link {
                        label(
                            ui,
                            make_visible(
                                &tr!(lang, "attach-is-link", link = link.display().to_string()),
                                false,
                            ),
                        );
                    }
                    label(
                        ui,
                        RichText::new(make_visible(&lang.render(&why.text()), false))
                            .color(super::look::warn(ui)),
                    );
                    label(ui, make_visible(&describe(lang, &found.attachment), false));
                    ui.with_layout(super::look::row(lang), |ui| {
                        if button(ui, &tr!(lang, "attach-ask-yes")).clicked() {
                            answer = Some((i, true));
                        }
                        if button(ui, &tr!(lang, "attach-ask-no")).clicked() {
                            answer = Some((i, false));
                        }
                    });
                });
            });
        }
        match answer {
            Some((i, true)) => self.session.confirm_file(i),
            Some((i, false)) => self.session.decline_file(i),
            None => {}
        }
    }

    fn files_refused(&mut self, ui: &mut egui::Ui, lang: &Lang) {
        if self.session.files_refused().is_empty() {
            return;
        }
        for (path, why) in self.session.files_refused() {
            let text = tr!(
                lang,
                "attach-not-attached",
                path = path.display().to_string(),
                why = lang.render(&why.text())
            );
            label(
                ui,
                RichText::new(make_visible(&text, false)).color(super::look::bad(ui)),
            );
        }
        if button(ui, &tr!(lang, "attach-dismiss")).clicked() {
            self.session.dismiss_refused();
        }
    }

    /// Where no file chooser answered: why, and a field for the file's path.
    fn typed_path(&mut self, ui: &mut egui::Ui, lang: &Lang) {
        let Some(failed) = self.session.chooser_failed() else {
            return;
        };
        let said = make_visible(&lang.render(&failed.text()), false);
        label(ui, RichText::new(said).color(super::look::warn(ui)));
        ui.with_layout(super::look::row(lang), |ui| {
            let l = label(ui, tr!(lang, "attach-path-label"));
            let field = ui
                .add(
                    egui::TextEdit::singleline(self.session.typed_path_mut())
                        .desired_width(360.0)
                        .hint_text("/home/…/file.pdf"),
                )
                .labelled_by(l.id);
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if button(ui, &tr!(lang, "attach-path-button")).clicked() || enter {
                self.session.attach_typed_path();
            }
        });
    }

    /// Files dropped on the window (X11, macOS and Windows deliver them; winit 0.30 does not
    /// on Wayland): attached like chosen ones. Only their paths are taken; egui's own reading
    /// of a dropped file's bytes is never asked for.
    pub(super) fn dropped_files(&mut self, ctx: &egui::Context) {
        let paths: Vec<std::path::PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .collect()
        });
        if !paths.is_empty() {
            self.session.attach_files(paths);
        }
    }
}

/// A file as the list shows it: its name, size and type.
fn describe(lang: &Lang, a: &Attachment) -> String {
    tr!(
        lang,
        "attach-file",
        name = a.name.as_str(),
        size = file_size(lang, a.size()),
        kind = a.content_type.as_str()
    )
}
