//! Drawing a [`Session`] and reading the person's input. Every value from the link is shown
//! through [`make_visible`] or in an editable field next to its warnings, with suspicious
//! characters spelled out: the text renderer is never trusted to neutralise them.

use egui::{Color32, RichText};

use super::PreviewApp;
use super::bidi::{button, label, name, widget_text};
use super::look::{bad, column, describe, row, section, sign_in_progress, start, warn};
use super::words::{blocker_text, kind_heading, main_action_text, shortcut, status_text};
use crate::i18n::{Lang, Localize, Part, compose};
use crate::session::{
    Accounts, Confirm, EditField, Field, Kept, Link, MainAction, NoticeKind, RecipientField,
    Session, Target,
};
use crate::visible::make_visible;

impl PreviewApp {
    /// Draws this message in the current viewport and handles its input. Closing only sets
    /// [`PreviewApp::is_closed`]: the host decides what happens to the window.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        let _ = self.context.set(ui.ctx().clone());
        ui.push_id(self.id, |ui| self.show_inner(ui));
    }

    fn show_inner(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        let now = ctx.input(|i| i.time);
        // The window manager's close button: the same as Cancel, asking first about edits.
        // The window stays until the session is closed (it may still be writing what it
        // remembers of a send); the host closes it then.
        if ctx.input(|i| i.viewport().close_requested())
            && !self.session.is_closed()
            && (!self.session.close() || !self.session.is_closed())
        {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
        }
        self.session.shown(now);
        self.session.poll(now);
        // A repaint request lasts one pass: ask for the next moment the session changes by
        // itself (the Send delay ending, a sent window closing), or Send would stay greyed out
        // until the mouse moves.
        if let Some(secs) = self.session.wake_in(now) {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(secs + 0.02));
        }
        if let Some(text) = self.session.take_clipboard() {
            ctx.copy_text(text);
        }
        self.keyboard(&ctx, now);
        self.dropped_files(&ctx);
        let lang = self.lang.clone();
        let title = lang.render(self.session.title());
        if self.shown_title.as_deref() != Some(title.as_str()) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.shown_title = Some(title.clone());
        }
        // The window's accessible name is its title (egui leaves the root node unnamed), so a
        // screen reader announces which message this window is about.
        ctx.accesskit_node_builder(egui::accesskit_root_id(), |node| node.set_label(title));
        let column = column(&lang);
        let header = egui::Panel::top("header").show(ui, |ui| {
            ui.with_layout(column, |ui| self.header(ui));
        });
        let actions = egui::Panel::bottom("actions").show(ui, |ui| {
            ui.with_layout(column, |ui| self.actions(ui, now));
        });
        // egui clips a panel to the height it had in the previous pass: on a window's first
        // pass (a default of one line) and whenever a line appears in it, part of it would not
        // be drawn. Such a pass is drawn again at once, so the first frame shows the whole
        // header (the From line) and every later frame the line that appeared.
        let heights = [
            header.response.rect.height(),
            actions.response.rect.height(),
        ];
        if self.panel_heights != Some(heights) {
            self.panel_heights = Some(heights);
            ctx.request_discard("a panel's height changed");
        }
        egui::CentralPanel::default().show(ui, |ui| {
            // The scroll bar is on the right: in a right-to-left window, where lines start
            // there, the contents keep clear of it.
            let clear_of_scroll_bar = if lang.is_rtl() {
                egui::Margin {
                    right: 14,
                    ..egui::Margin::ZERO
                }
            } else {
                egui::Margin::ZERO
            };
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    egui::Frame::NONE
                        .inner_margin(clear_of_scroll_bar)
                        .show(ui, |ui| {
                            ui.with_layout(column, |ui| match self.session.link() {
                                Link::Unusable(why) => {
                                    let why = lang.render(&why.text());
                                    heading(ui, &tr!(lang, "unusable-heading"));
                                    label(
                                        ui,
                                        RichText::new(make_visible(&why, false)).color(bad(ui)),
                                    );
                                    ui.add_space(8.0);
                                    original_link(ui, &lang, &self.session);
                                }
                                // Read-only while a send is held or on its way: what
                                // goes is what was approved.
                                Link::Opened { .. } => {
                                    let editable = self.session.lets_edit();
                                    ui.add_enabled_ui(editable, |ui| self.message(ui));
                                }
                            })
                        });
                });
        });
        match self.session.confirm().cloned() {
            Some(Confirm::Discard) => self.discard_dialog(&ctx),
            Some(Confirm::ForgotAttachment) => self.reminder_dialog(&ctx, now),
            Some(Confirm::Handoff(target, notes)) => self.handoff_dialog(&ctx, &target, &notes),
            None => {}
        }
    }

    fn keyboard(&mut self, ctx: &egui::Context, now: f64) {
        let (send, later, save, escape, attach, undo) = ctx.input(|i| {
            (
                i.modifiers.command && !i.modifiers.shift && i.key_pressed(egui::Key::Enter),
                // Thunderbird's shortcut for Send Later.
                i.modifiers.command && i.modifiers.shift && i.key_pressed(egui::Key::Enter),
                i.modifiers.command && i.key_pressed(egui::Key::S),
                i.key_pressed(egui::Key::Escape),
                // Thunderbird's shortcut for Attach.
                i.modifiers.command && i.modifiers.shift && i.key_pressed(egui::Key::A),
                i.modifiers.command && !i.modifiers.shift && i.key_pressed(egui::Key::Z),
            )
        });
        // Ctrl+Z takes a held send back (no field can be edited then, so it undoes no typing).
        if undo && self.session.held(now).is_some() {
            self.session.undo_send();
            return;
        }
        if attach && self.session.draft().is_some() {
            self.choose_files();
        }
        if send {
            self.session.press_main(now);
        }
        if later && self.session.can_send_later() && self.session.lets_edit() {
            self.open_later_chooser(ctx);
        }
        if save && self.session.draft().is_some() {
            self.session.save_draft();
        }
        // Escape closes an open menu or the offers first (they take it themselves).
        if escape && !self.offers_open && self.session.spelling_menu().is_none() {
            self.session.cancel();
        }
        self.offers_open = false;
    }

    fn header(&mut self, ui: &mut egui::Ui) {
        let lang = self.lang.clone();
        ui.add_space(4.0);
        heading(ui, &tr!(lang, "window-heading"));
        let mut chosen = None;
        // Who sends: the config's accounts and the desktop's (GNOME Online Accounts).
        let names: Vec<String> = self
            .session
            .account_labels()
            .iter()
            .map(|t| lang.render(t))
            .collect();
        if !names.is_empty() {
            let mut index = self.session.account_index();
            ui.horizontal(|ui| {
                let from = label(ui, tr!(lang, "from-label"));
                if names.len() > 1 {
                    let shown = index
                        .and_then(|i| names.get(i).cloned())
                        .unwrap_or_else(|| tr!(lang, "from-choose"));
                    egui::ComboBox::from_id_salt("account")
                        .selected_text(make_visible(&shown, false))
                        .show_ui(ui, |ui| {
                            for (i, n) in names.iter().enumerate() {
                                ui.selectable_value(&mut index, Some(i), make_visible(n, false));
                            }
                        })
                        .response
                        .labelled_by(from.id)
                        .on_hover_text(tr!(lang, "from-hover"));
                } else if let Some(n) = names.first() {
                    label(ui, make_visible(n, false));
                }
            });
            chosen = index;
            if self.session.account().is_some_and(|a| a.is_plaintext()) {
                label(
                    ui,
                    RichText::new(tr!(lang, "from-plaintext")).color(bad(ui)),
                );
            }
            if self
                .session
                .account()
                .is_some_and(|a| a.skips_certificate_check())
            {
                label(
                    ui,
                    RichText::new(tr!(lang, "from-unchecked-certificate")).color(bad(ui)),
                );
            }
        } else if self.session.looking_for_accounts() {
            ui.horizontal(|ui| {
                label(ui, tr!(lang, "from-label"));
                label(ui, RichText::new(tr!(lang, "from-looking")).weak());
            });
        }
        self.openpgp(ui);
        match self.session.accounts() {
            Accounts::Ready(_) => {}
            Accounts::Missing(..) => self.setup(ui),
            Accounts::Broken(e) => {
                // Config diagnostics name TOML keys and stay in English, like the command
                // line that checks the file (`mailto-preview config check`).
                label(
                    ui,
                    RichText::new(tr!(lang, "config-broken", error = e.to_string())).color(bad(ui)),
                );
            }
        }
        if let Some(index) = chosen {
            self.session.set_account(index);
        }
        ui.add_space(4.0);
    }

    fn actions(&mut self, ui: &mut egui::Ui, now: f64) {
        let lang = self.lang.clone();
        ui.add_space(4.0);
        if let Some(status) = self.session.status() {
            let color = if status.is_failure() {
                bad(ui)
            } else {
                ui.visuals().text_color()
            };
            let said = label(
                ui,
                RichText::new(make_visible(&status_text(&lang, status), false)).color(color),
            );
            // A live region: a screen reader says each new status (a send held, its result)
            // without the person moving there.
            ui.ctx().accesskit_node_builder(said.id, |node| {
                node.set_live(egui::accesskit::Live::Polite);
            });
        }
        if self.held(ui, now) || self.scheduled_panel(ui) {
            return;
        }
        self.sign_in_again(ui);
        self.retry_filing(ui);
        self.when_online(ui);
        // Wrapped: a long language's buttons take a second row rather than leave the window.
        ui.horizontal_wrapped(|ui| {
            let blocker = self.session.main_blocker(now);
            let action = self.session.main_action();
            let main_text = main_action_text(&lang, &action);
            let main = ui.add_enabled(
                blocker.is_none() && self.session.draft().is_some(),
                egui::Button::new(widget_text(ui, RichText::new(&main_text).strong()))
                    .fill(ui.visuals().selection.bg_fill),
            );
            name(ui, &main, &main_text);
            let send_keys = shortcut(&lang, "key-enter");
            if let Some(why) = &blocker {
                describe(
                    ui,
                    main.id,
                    &[tr!(lang, "unavailable", reason = blocker_text(&lang, why))],
                );
            }
            let main = match (&blocker, &action) {
                (Some(why), _) => main.on_disabled_hover_text(blocker_text(&lang, why)),
                (None, MainAction::OpenIn(_)) => {
                    main.on_hover_text(tr!(lang, "action-handoff-hover", shortcut = send_keys))
                }
                (None, _) => {
                    main.on_hover_text(tr!(lang, "action-send-hover", shortcut = send_keys))
                }
            };
            if main.clicked() {
                self.session.press_main(now);
            }
            self.send_later_menu(ui, now);
            self.open_in_menu(ui, now);
            if self.session.is_sending() || self.session.is_handing_over() {
                ui.spinner();
            }
            if button(ui, &tr!(lang, "action-cancel"))
                .on_hover_text(tr!(
                    lang,
                    "action-cancel-hover",
                    shortcut = tr!(lang, "key-esc")
                ))
                .clicked()
            {
                self.session.cancel();
            }
            let save_text = tr!(lang, "action-save-draft");
            let save = ui.add_enabled(
                self.session.draft().is_some(),
                egui::Button::new(widget_text(ui, &save_text)),
            );
            name(ui, &save, &save_text);
            if save
                .on_hover_text(tr!(
                    lang,
                    "action-save-hover",
                    shortcut = shortcut(&lang, "key-s")
                ))
                .clicked()
            {
                self.session.save_draft();
            }
            if button(ui, &tr!(lang, "action-copy-text")).clicked() {
                self.session.copy_as_text();
            }
        });
        self.later_chooser(ui, now);
        for note in self.session.handoff_notes() {
            let note = make_visible(&lang.render(note), false);
            label(
                ui,
                RichText::new(tr!(lang, "handoff-note", note = note)).color(warn(ui)),
            );
        }
        let left_out = match self.session.main_target() {
            Some(Ok(target)) => self.session.files_left_out(&target.clone()),
            _ => Vec::new(),
        };
        if let Some(first) = left_out.first()
            && button(ui, &tr!(lang, "handoff-open-folder")).clicked()
        {
            self.session.open_folder_of(first);
        }
        ui.add_space(4.0);
    }

    /// "Sign in again", offered after a send failed for want of a sign-in: the browser round
    /// trip, then Retry sends the message that waited.
    fn sign_in_again(&mut self, ui: &mut egui::Ui) {
        let lang = self.lang.clone();
        if let Some(task) = self.session.signing_in() {
            let host = task.host().map(str::to_string);
            ui.horizontal(|ui| {
                if sign_in_progress(ui, &lang, host.as_deref()) {
                    self.session.stop_sign_in();
                }
            });
            return;
        }
        // An account of GNOME Online Accounts is signed in to there.
        if self.session.online_accounts_offer() {
            if button(ui, &tr!(lang, "goa-open-settings"))
                .on_hover_text(tr!(lang, "goa-open-settings-hover"))
                .clicked()
            {
                self.session.open_online_accounts();
            }
            return;
        }
        let Some(settings) = self.session.sign_in_offer() else {
            return;
        };
        if button(ui, &tr!(lang, "sign-in-to", issuer = settings.issuer()))
            .on_hover_text(tr!(lang, "sign-in-to-hover"))
            .clicked()
        {
            self.session.sign_in_again();
        }
    }

    /// "Retry filing", offered after a message was sent but its copy did not reach the Sent
    /// folder: it files the copy and never sends the message again.
    fn retry_filing(&mut self, ui: &mut egui::Ui) {
        let lang = self.lang.clone();
        if self.session.is_retrying_filing() {
            ui.add(egui::Spinner::new());
            return;
        }
        if !self.session.can_retry_filing() {
            return;
        }
        if button(ui, &tr!(lang, "filing-retry"))
            .on_hover_text(tr!(lang, "filing-retry-hover"))
            .clicked()
        {
            self.session.retry_filing();
        }
    }

    /// A send held after Send: its countdown and Undo, in place of the buttons (nothing
    /// else may happen to the message meanwhile). Whether a send is held.
    fn held(&mut self, ui: &mut egui::Ui, now: f64) -> bool {
        let Some((left, total)) = self.session.held(now) else {
            return false;
        };
        let lang = self.lang.clone();
        ui.horizontal_wrapped(|ui| {
            let undo_text = tr!(lang, "action-undo");
            let undo = button(ui, &undo_text).on_hover_text(tr!(
                lang,
                "action-undo-hover",
                shortcut = shortcut(&lang, "key-z")
            ));
            if undo.clicked() {
                self.session.undo_send();
            }
            // Whole seconds, counted down to 1 (a number, for the language's plural forms).
            let seconds = left.ceil().clamp(1.0, f64::from(u8::MAX)) as u64;
            label(ui, tr!(lang, "hold-countdown", seconds = seconds));
            let done = if total > 0.0 {
                (1.0 - left / total).clamp(0.0, 1.0)
            } else {
                1.0
            };
            ui.add(egui::ProgressBar::new(done as f32).desired_width(120.0));
        });
        true
    }

    /// "Open in...": every webmail service and installed mail program, under the same rules
    /// as Send (nothing while an address is invalid, nor in the first half second).
    fn open_in_menu(&mut self, ui: &mut egui::Ui, now: f64) {
        let lang = self.lang.clone();
        let blocker = self.session.approval_blocker(now);
        let enabled = blocker.is_none() && self.session.draft().is_some();
        let targets = self.session.targets().to_vec();
        let mut chosen = None;
        ui.add_enabled_ui(enabled, |ui| {
            // In the order of `open_with::targets` (the mail program used before Mailto
            // Preview first), with a heading wherever the kind changes.
            let menu_text = tr!(lang, "action-open-in-menu");
            let menu = ui.menu_button(widget_text(ui, &menu_text), |ui| {
                let mut kind = None;
                for t in &targets {
                    let webmail = matches!(t, Target::Webmail(_));
                    if kind != Some(webmail) {
                        if kind.is_some() {
                            ui.separator();
                        }
                        kind = Some(webmail);
                        label(ui, RichText::new(kind_heading(&lang, webmail)).small());
                    }
                    if ui
                        .button(t.label())
                        .on_hover_text(t.description())
                        .clicked()
                    {
                        chosen = Some(t.clone());
                    }
                }
                if !targets.iter().any(|t| matches!(t, Target::Program(_))) {
                    ui.separator();
                    label(ui, RichText::new(kind_heading(&lang, false)).small());
                    label(ui, tr!(lang, "open-in-none"));
                }
            });
            let menu = menu.response;
            name(ui, &menu, &menu_text);
            if let Some(why) = &blocker {
                describe(
                    ui,
                    menu.id,
                    &[tr!(lang, "unavailable", reason = blocker_text(&lang, why))],
                );
            }
            match &blocker {
                Some(why) => menu.on_disabled_hover_text(blocker_text(&lang, why)),
                None => menu.on_hover_text(tr!(lang, "open-in-hover")),
            };
        });
        if let Some(target) = chosen {
            self.session.choose_handoff(target, now);
        }
    }

    fn message(&mut self, ui: &mut egui::Ui) {
        self.fields(ui);
        self.attachments(ui);
        self.body(ui);
        self.ignored(ui);
        original_link(ui, &self.lang, &self.session);
        self.outcome(ui);
        self.settings(ui);
    }

    /// The program's own settings. Read from the desktop only when the section is opened.
    fn settings(&mut self, ui: &mut egui::Ui) {
        let lang = self.lang.clone();
        section(
            ui,
            &lang,
            "settings",
            &tr!(lang, "settings-heading"),
            false,
            |ui| {
                let known = self.session.starts_at_login();
                let mut on = known.unwrap_or(false);
                let text = tr!(lang, "settings-resident");
                let toggle = ui.add_enabled(
                    known.is_some() && !self.session.is_changing_start_at_login(),
                    egui::Checkbox::new(&mut on, widget_text(ui, &text)),
                );
                name(ui, &toggle, &text);
                if toggle
                    .on_hover_text(tr!(lang, "settings-resident-hover"))
                    .changed()
                {
                    self.session.set_start_at_login(on);
                }
                super::spelling::setting(ui, &mut self.session, &lang);
            },
        );
    }

    /// To, Cc, Bcc, Subject and the kept headers, each with what is said about it beside it:
    /// a column of labels (on the right in a right-to-left language) and the fields.
    fn fields(&mut self, ui: &mut egui::Ui) {
        let lang = self.lang.clone();
        let mut rows: Vec<(String, EditField, Field)> = [
            ("field-to", RecipientField::To),
            ("field-cc", RecipientField::Cc),
            ("field-bcc", RecipientField::Bcc),
        ]
        .into_iter()
        .map(|(id, f)| (lang.get(id), EditField::Recipients(f), f.field()))
        .collect();
        rows.push((
            lang.get("field-subject"),
            EditField::Subject,
            Field::Subject,
        ));
        for kept in Kept::ALL {
            if self.session.text(EditField::Kept(kept)).is_some() {
                rows.push((kept.name().to_string(), EditField::Kept(kept), kept.field()));
            }
        }
        let font = egui::TextStyle::Body.resolve(ui.style());
        let width = rows
            .iter()
            .map(|(text, ..)| {
                ui.painter()
                    .layout_no_wrap(text.clone(), font.clone(), Color32::PLACEHOLDER)
                    .size()
                    .x
            })
            .fold(0.0, f32::max);
        for (text, field, said) in rows {
            ui.with_layout(row(&lang), |ui| {
                let label = ui
                    .scope(|ui| {
                        ui.set_min_width(width);
                        label(ui, &text)
                    })
                    .inner;
                ui.with_layout(column(&lang), |ui| {
                    let r = self.edit_line(ui, field, label.id);
                    // The keyboard starts in To: Tab then walks the fields in reading
                    // order, the sections, and the actions; a screen reader starts by
                    // reading the first recipient and its warnings.
                    if field == EditField::Recipients(RecipientField::To) && !self.focus_given {
                        self.focus_given = true;
                        r.request_focus();
                    }
                    let (shown, known) = beside(ui, &lang, &self.session, &said);
                    describe(ui, r.id, &shown);
                    if let Some(domain) = known {
                        self.session.know_domain(&domain);
                    }
                });
            });
            ui.add_space(2.0);
        }
    }

    /// A one-line text field for `field`, labelled by `label` for screen readers.
    fn edit_line(
        &mut self,
        ui: &mut egui::Ui,
        field: EditField,
        label: egui::Id,
    ) -> egui::Response {
        let hint = match field {
            EditField::Recipients(_) => self.lang.get("field-recipients-hint"),
            _ => String::new(),
        };
        let align = text_start(&self.lang, self.session.text(field));
        self.text_field(ui, field, label, |text| {
            egui::TextEdit::singleline(text)
                .desired_width(f32::INFINITY)
                .align(egui::Align2([align, egui::Align::Center]))
                .hint_text(hint)
        })
    }

    /// The text field of `field`, built by `edit`, labelled by `label`. Right-to-left text
    /// is shown as it is read (UAX #9, [`super::bidi`]) while the field is not being edited:
    /// drawn over the field's own text, which stays in typing order for the caret, the
    /// selection and screen readers; while the person edits it, it shows in typing order.
    fn text_field(
        &mut self,
        ui: &mut egui::Ui,
        field: EditField,
        label: egui::Id,
        edit: impl for<'t> FnOnce(&'t mut String) -> egui::TextEdit<'t>,
    ) -> egui::Response {
        let id = ui.make_persistent_id(("field", format!("{field:?}")));
        let reordered = self.session.reads_right_to_left(field) && !ui.memory(|m| m.has_focus(id));
        let shown = reordered
            .then(|| self.session.text(field).map(|t| make_visible(t, true)))
            .flatten();
        let recipient = match field {
            EditField::Recipients(f) => Some(f),
            _ => None,
        };
        // The offers take their keys before the field sees them.
        if let Some(f) = recipient {
            super::offers::keys(ui, &mut self.session, f, id);
        }
        let Some(text) = self.session.text_mut(field) else {
            return ui.label("");
        };
        let mut edit = edit(text).id(id);
        if shown.is_some() {
            edit = edit.text_color(Color32::TRANSPARENT);
        }
        // A click on an offered address must not end the field's focus before it is taken.
        let keep_focus = recipient.is_some() && super::offers::pointer_on_list(ui, id);
        let surrender = ui.ctx().options(|o| o.input_options.surrender_focus_on);
        if keep_focus {
            ui.ctx().options_mut(|o| {
                o.input_options.surrender_focus_on = egui::SurrenderFocusOn::Never;
            });
        }
        let output = edit.show(ui);
        ui.ctx()
            .options_mut(|o| o.input_options.surrender_focus_on = surrender);
        let response = output.response.response.clone().labelled_by(label);
        if let Some(shown) = &shown {
            super::bidi::paint_over(ui, &output, shown);
        }
        if response.changed() {
            self.session.changed(field);
        }
        if response.lost_focus() {
            self.session.left_field(field);
        }
        if let Some(f) = recipient
            && super::offers::list(ui, &mut self.session, &self.lang, f, &response)
        {
            self.offers_open = true;
        }
        super::spelling::marks(
            ui,
            &mut self.session,
            &self.lang,
            field,
            &output,
            shown.is_some(),
        );
        response
    }

    fn body(&mut self, ui: &mut egui::Ui) {
        let lang = self.lang.clone();
        let lines = self.session.body_lines();
        ui.add_space(6.0);
        let label = label(ui, tr!(lang, "field-body", lines = lines));
        let (shown, _) = beside(ui, &lang, &self.session, &Field::Body);
        if self.session.draft().is_none() {
            return;
        }
        // As many rows as the body's lines, so that its text reordered for reading (which
        // wraps the same) is never cut off.
        let rows = lines.max(10);
        let align = text_start(&lang, self.session.text(EditField::Body));
        let r = self.text_field(ui, EditField::Body, label.id, |text| {
            egui::TextEdit::multiline(text)
                .desired_width(f32::INFINITY)
                .align(egui::Align2([align, egui::Align::Min]))
                .desired_rows(rows)
                .code_editor()
                // Tab moves to the next control instead of typing a tab: a keyboard-only
                // user must not be trapped in the body.
                .lock_focus(false)
        });
        describe(ui, r.id, &shown);
        // A dictionary missing, a word list or an address book that cannot be read: said
        // quietly, once.
        for notice in self.session.composing_notices() {
            let notice = make_visible(&lang.render(&notice), false);
            super::bidi::label(ui, RichText::new(notice).small().weak());
        }
    }

    /// "Ignored from the link": every dropped field with its reason, and the parser's findings
    /// that belong to no field the window shows.
    fn ignored(&mut self, ui: &mut egui::Ui) {
        let lang = &self.lang;
        let Some(report) = self.session.report() else {
            return;
        };
        let mut attach_from_link = None;
        let elsewhere = self.session.unplaced_findings();
        ui.add_space(6.0);
        let ignored = report.dropped.len() + elsewhere.len();
        let title = tr!(lang, "ignored-heading", count = ignored);
        section(
            ui,
            lang,
            "ignored",
            &title,
            !report.dropped.is_empty(),
            |ui| {
                if ignored == 0 {
                    label(ui, tr!(lang, "ignored-nothing"));
                }
                for (i, d) in report.dropped.iter().enumerate() {
                    let value = crate::session::value_preview(&make_visible(&d.value, false));
                    let line = compose(&[
                        Part::Placeable(&make_visible(&d.name, false)),
                        Part::Text(": "),
                        Part::Placeable(&value),
                    ]);
                    label(ui, RichText::new(line).monospace());
                    let reason = make_visible(&lang.render(&d.reason.text()), false);
                    let reason = compose(&[Part::Text("    "), Part::Placeable(&reason)]);
                    label(ui, RichText::new(reason).color(warn(ui)));
                    // A file the link named is the person's to attach, and only theirs: the
                    // button says which file in full, and checks it like any other.
                    if let Some(path) = self.session.link_file(i) {
                        let path = make_visible(&path.display().to_string(), false);
                        let text = tr!(lang, "attach-from-link", path = path.as_str());
                        if button(ui, &text)
                            .on_hover_text(tr!(lang, "attach-from-link-hover"))
                            .clicked()
                        {
                            attach_from_link = Some(i);
                        }
                    }
                }
                for n in elsewhere {
                    let line = compose(&[
                        Part::Placeable(&make_visible(n.field.name(), false)),
                        Part::Text(": "),
                        Part::Placeable(&make_visible(&lang.render(&n.text), false)),
                    ]);
                    label(ui, line);
                }
            },
        );
        if let Some(i) = attach_from_link {
            self.session.attach_link_file(i);
        }
    }

    /// What leaves the window on approval: the exact message, or what the hand-off target
    /// receives.
    fn outcome(&self, ui: &mut egui::Ui) {
        let lang = &self.lang;
        if let Some(Ok(target)) = self.session.main_target() {
            let title = tr!(lang, "handoff-receives", target = target.label());
            section(ui, lang, "receives", &title, false, |ui| {
                let shown = match self.session.main_handover() {
                    Some(Ok(h)) => h.action.to_string(),
                    Some(Err(e)) => lang.render(e),
                    None => String::new(),
                };
                read_only_text(ui, make_visible(&shown, true));
            });
            return;
        }
        section(
            ui,
            lang,
            "exact",
            &tr!(lang, "exact-message"),
            false,
            |ui| match self.session.exact_text(lang) {
                Ok(text) => read_only_text(ui, text),
                Err(e) => {
                    label(ui, RichText::new(lang.render(&e.text())).color(warn(ui)));
                }
            },
        );
    }
}

/// Where a field's text starts: on the side its first strong character reads from (HTML's
/// `dir="auto"`: an address or an English subject stays on the left in an Arabic window, an
/// Arabic subject on the right in an English one), or, when it has none yet, the language's.
fn text_start(lang: &Lang, text: Option<&str>) -> egui::Align {
    match text.and_then(super::bidi::first_strong_is_rtl) {
        Some(true) => egui::Align::Max,
        Some(false) => egui::Align::Min,
        None => start(lang),
    }
}

/// A heading, shown as it is read.
fn heading(ui: &mut egui::Ui, text: &str) {
    label(ui, RichText::new(text).heading());
}

/// What is said about `field`, beside it (suspicious characters spelled out): its warnings,
/// in the warning colour with "Warning:"; its notes (the ASCII form an address is sent as)
/// small and plain; and what the parser changed in it while reading the link, a finding the
/// person must act on (a hidden separator) as a warning. Returns the sentences shown, for the
/// field's description.
/// Also returns the domain the person said they know, with the button beside a look-alike
/// domain's warning.
fn beside(
    ui: &mut egui::Ui,
    lang: &Lang,
    session: &Session,
    field: &Field,
) -> (Vec<String>, Option<String>) {
    let mut shown = Vec::new();
    let mut known = None;
    let notices = session.notices().iter().filter(|n| n.field == *field);
    for w in notices.clone().filter(|n| n.is_warning()) {
        let color = if w.kind == NoticeKind::InvalidAddress {
            bad(ui)
        } else {
            warn(ui)
        };
        let message = make_visible(&lang.render(&w.text), false);
        let text = tr!(lang, "field-warning", message = message);
        label(ui, RichText::new(&text).color(color));
        shown.push(text);
        // A domain that only looks like a well-known one may be one the person writes to.
        if let Some(domain) = &w.domain {
            let hover = tr!(
                lang,
                "domain-known-hover",
                domain = make_visible(domain, false)
            );
            if button(ui, &tr!(lang, "domain-known-button"))
                .on_hover_text(hover)
                .clicked()
            {
                known = Some(domain.clone());
            }
        }
    }
    for n in notices.filter(|n| !n.is_warning()) {
        let text = make_visible(&lang.render(&n.text), false);
        label(ui, RichText::new(&text).small());
        shown.push(text);
    }
    let notes = session.report().map_or(&[][..], |r| &r.notes);
    for n in notes.iter().filter(|n| n.field == *field) {
        let message = make_visible(&lang.render(&n.text), false);
        if n.kind.is_warning() {
            let text = tr!(lang, "field-warning", message = message);
            label(ui, RichText::new(&text).color(warn(ui)));
            shown.push(text);
        } else {
            let text = tr!(lang, "field-changed", message = message);
            label(ui, RichText::new(&text).small());
            shown.push(text);
        }
    }
    (shown, known)
}

fn original_link(ui: &mut egui::Ui, lang: &Lang, session: &Session) {
    section(ui, lang, "link", &tr!(lang, "original-link"), false, |ui| {
        read_only_text(ui, make_visible(session.uri(), false));
        if button(ui, &tr!(lang, "copy-link")).clicked() {
            ui.ctx().copy_text(session.uri().to_string());
        }
    });
}

/// Text shown as it is, in a monospace box the person can read but not edit; right-to-left
/// text in it is shown as it is read.
fn read_only_text(ui: &mut egui::Ui, mut text: String) {
    let reordered = super::bidi::has_rtl(&text);
    let shown = reordered.then(|| text.clone());
    let mut edit = egui::TextEdit::multiline(&mut text)
        .code_editor()
        .desired_width(f32::INFINITY)
        .interactive(false);
    if reordered {
        edit = edit.text_color(Color32::TRANSPARENT);
    }
    let output = edit.show(ui);
    if let Some(shown) = shown {
        super::bidi::paint_over(ui, &output, &shown);
    }
}
