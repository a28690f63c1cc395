//! Drawing the window and reading the person's input. Every value from the link is shown
//! through [`make_visible`] or in an editable field next to its warnings, with suspicious
//! characters spelled out: the text renderer is never trusted to neutralise them.

use egui::{Color32, RichText};

use super::{Accounts, CLOSE_AFTER_SENT_SECS, Link, PreviewApp, Sending};
use crate::draft::{Kept, RecipientField, Warning};
use crate::mailto::Finding;
use crate::open_with::{self, Target};
use crate::visible::make_visible;

/// The colour of a warning, dark enough to read on the light theme too (over 4.5:1).
fn warn(ui: &egui::Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(0xd0, 0x70, 0x00)
    } else {
        Color32::from_rgb(0x9a, 0x4f, 0x00)
    }
}

/// The colour of something that stops the message (an invalid address, a failed send).
pub(super) fn bad(ui: &egui::Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(0xd0, 0x30, 0x30)
    } else {
        Color32::from_rgb(0xb0, 0x10, 0x20)
    }
}

/// One window on its own; [`super::Windows`] is the app that hosts several.
impl eframe::App for PreviewApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
        if self.closed {
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }
}

impl PreviewApp {
    /// Draws this message in the current viewport and handles its input. Closing only sets
    /// [`PreviewApp::is_closed`]: the host decides what happens to the window.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        ui.push_id(self.id, |ui| self.show_inner(ui));
    }

    fn show_inner(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        let now = ctx.input(|i| i.time);
        // The window manager's close button: the same as Cancel, asking first about edits.
        if ctx.input(|i| i.viewport().close_requested()) && !self.closed {
            if matches!(self.sending, Sending::HandingOver { .. }) {
                // At most a moment: whether it started decides whether the message is kept.
                ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            } else if self.edited && !self.is_done() {
                ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
                self.confirm_discard = true;
            } else {
                self.closed = true;
            }
        }
        let opened = *self.opened_at.get_or_insert(now);
        // A repaint request lasts one pass: ask again every frame until Send may be enabled,
        // or it would stay greyed out until the mouse moves.
        let remaining = super::SEND_DELAY_SECS - (now - opened);
        if remaining > 0.0 {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(remaining + 0.02));
        }
        self.poll_sending(now);
        self.poll_handoff(&ctx);
        self.refresh_notes();
        match &self.sending {
            Sending::InProgress { .. } | Sending::HandingOver { .. } => {
                ctx.request_repaint_after(std::time::Duration::from_millis(100))
            }
            Sending::Sent { at, .. } => {
                if now - at >= CLOSE_AFTER_SENT_SECS {
                    self.closed = true;
                } else {
                    ctx.request_repaint_after(std::time::Duration::from_millis(200));
                }
            }
            _ => {}
        }
        self.keyboard(&ctx, now);
        if self.shown_title.as_deref() != Some(self.title.as_str()) {
            self.shown_title = Some(self.title.clone());
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(self.title.clone()));
        }

        // The window's accessible name is its title (egui leaves the root node unnamed), so a
        // screen reader announces which message this window is about.
        ctx.accesskit_node_builder(egui::accesskit_root_id(), |node| {
            node.set_label(self.title.clone());
        });
        egui::Panel::top("header").show(ui, |ui| self.header(ui));
        egui::Panel::bottom("actions").show(ui, |ui| self.actions(ui, now));
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| match &self.link {
                    Link::Unusable(why) => {
                        let why = why.clone();
                        ui.heading("This mail link cannot be used");
                        ui.label(RichText::new(make_visible(&why, false)).color(bad(ui)));
                        ui.add_space(8.0);
                        self.original_link(ui);
                    }
                    Link::Opened { .. } => self.message(ui),
                });
        });
        if self.dirty {
            self.changed();
        }
        if self.confirm_discard {
            self.discard_dialog(&ctx);
        }
        if self.confirm_handoff.is_some() {
            self.handoff_dialog(&ctx);
        }
    }

    fn keyboard(&mut self, ctx: &egui::Context, now: f64) {
        let (send, save, escape) = ctx.input(|i| {
            (
                i.modifiers.command && i.key_pressed(egui::Key::Enter),
                i.modifiers.command && i.key_pressed(egui::Key::S),
                i.key_pressed(egui::Key::Escape),
            )
        });
        if send && self.draft().is_some() && self.main_blocker(now).is_none() {
            self.start_main();
        }
        if save && self.draft().is_some() {
            self.save_draft();
        }
        if escape {
            self.cancel();
        }
    }

    /// Cancel: stops waiting for a send, or closes (asking first if the message was edited).
    /// A hand-off being started is let finish (at most a moment), so that a failure still
    /// keeps the message.
    fn cancel(&mut self) {
        if matches!(self.sending, Sending::HandingOver { .. }) {
            return;
        }
        if self.confirm_handoff.take().is_some() {
            return;
        }
        if let Sending::InProgress { .. } = self.sending {
            self.sending = Sending::Failed { draft: None };
            self.status = Some(
                "Stopped waiting for the server. If it had already accepted the message it may still be delivered; otherwise the message is in the drafts folder (mailto-preview drafts)."
                    .into(),
            );
            return;
        }
        if self.edited && !self.is_done() {
            self.confirm_discard = true;
        } else {
            self.closed = true;
        }
    }

    /// What the chosen target cannot take, before it starts.
    fn handoff_dialog(&mut self, ctx: &egui::Context) {
        let Some((target, notes)) = self.confirm_handoff.clone() else {
            return;
        };
        egui::Window::new(format!("Open in {}?", target.label()))
            .id(egui::Id::unique(("handoff", self.id)))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                for note in &notes {
                    ui.label(RichText::new(make_visible(note, false)).color(warn(ui)));
                }
                ui.horizontal(|ui| {
                    if ui.button(format!("Open in {}", target.label())).clicked() {
                        self.confirm_handoff = None;
                        self.start_handoff(&target);
                    }
                    if ui.button("Back").clicked() {
                        self.confirm_handoff = None;
                    }
                });
            });
    }

    fn discard_dialog(&mut self, ctx: &egui::Context) {
        egui::Window::new("Discard your changes?")
            .id(egui::Id::unique(("discard", self.id)))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                ui.label("You edited this message. Close without sending or saving it?");
                ui.horizontal(|ui| {
                    if ui.button("Discard").clicked() {
                        self.closed = true;
                    }
                    if ui.button("Save draft and close").clicked() {
                        self.save_draft();
                        self.closed = true;
                    }
                    if ui.button("Keep editing").clicked() {
                        self.confirm_discard = false;
                    }
                });
            });
    }

    fn header(&mut self, ui: &mut egui::Ui) {
        ui.add_space(4.0);
        ui.heading("A link wants to send an email");
        match &self.accounts {
            Accounts::Ready(c) => {
                let names: Vec<String> = c
                    .accounts
                    .iter()
                    .map(|a| match (a.open_with(), &a.email) {
                        (Some(_), email) => format!(
                            "{} in {}",
                            email.as_deref().unwrap_or("you"),
                            a.server_description()
                        ),
                        _ => format!(
                            "{} <{}> via {}",
                            a.display_name.as_deref().unwrap_or(&a.name),
                            a.email.as_deref().unwrap_or("you"),
                            a.server_description()
                        ),
                    })
                    .collect();
                ui.horizontal(|ui| {
                    ui.label("From:");
                    if names.len() > 1 {
                        egui::ComboBox::from_id_salt("account")
                            .selected_text(names[self.account].clone())
                            .show_ui(ui, |ui| {
                                for (i, n) in names.iter().enumerate() {
                                    ui.selectable_value(&mut self.account, i, n);
                                }
                            })
                            .response
                            .on_hover_text("The account that sends this message");
                    } else if let Some(n) = names.first() {
                        ui.label(n);
                    }
                });
                if let Some(a) = c.accounts.get(self.account)
                    && a.is_plaintext()
                {
                    ui.label(
                        RichText::new("Warning: this account sends without encryption")
                            .color(bad(ui)),
                    );
                }
            }
            Accounts::Missing(path) => {
                let path = path.clone();
                let targets = self.targets.get().to_vec();
                if let Some(config) = self.setup.show(ui, &path, &targets) {
                    self.accounts = Accounts::Ready(config);
                    self.account = 0;
                    self.status = Some(format!("Saved the account to {}", path.display()));
                    self.handoff_notes = self.main_handoff_notes();
                }
            }
            Accounts::Broken(e) => {
                ui.label(
                    RichText::new(format!("The configuration cannot be used: {e}")).color(bad(ui)),
                );
            }
        }
        ui.add_space(4.0);
    }

    fn actions(&mut self, ui: &mut egui::Ui, now: f64) {
        ui.add_space(4.0);
        if let Some(status) = &self.status {
            let color = if status.starts_with("Not sent") {
                bad(ui)
            } else {
                ui.visuals().text_color()
            };
            ui.label(RichText::new(make_visible(status, false)).color(color));
        }
        self.sign_in_again(ui);
        ui.horizontal(|ui| {
            let blocker = self.main_blocker(now);
            let retry = matches!(self.sending, Sending::Failed { .. });
            let label = match self.main_action_label() {
                send if send == "Send" && retry => "Retry".to_string(),
                other => other,
            };
            let main = ui.add_enabled(
                blocker.is_none() && self.draft().is_some(),
                egui::Button::new(RichText::new(&label).strong())
                    .fill(ui.visuals().selection.bg_fill),
            );
            if let Some(why) = &blocker {
                describe(ui, main.id, &[format!("Unavailable: {why}")]);
            }
            let main = match &blocker {
                Some(why) => main.on_disabled_hover_text(why.clone()),
                None if label.starts_with("Open in") => {
                    main.on_hover_text("Hand this message over now (Ctrl+Enter)")
                }
                None => main.on_hover_text("Send this message now (Ctrl+Enter)"),
            };
            if main.clicked() {
                self.start_main();
            }
            self.open_in_menu(ui, now);
            if self.is_sending() || matches!(self.sending, Sending::HandingOver { .. }) {
                ui.spinner();
            }
            if ui
                .button("Cancel")
                .on_hover_text("Close without sending (Esc)")
                .clicked()
            {
                self.cancel();
            }
            if ui
                .add_enabled(self.draft().is_some(), egui::Button::new("Save draft"))
                .on_hover_text("Keep it in the drafts folder (Ctrl+S)")
                .clicked()
            {
                self.save_draft();
            }
            if ui.button("Copy as text").clicked() {
                let text = self.as_text();
                ui.ctx().copy_text(text);
                self.status = Some("Copied the message as text".into());
            }
        });
        for note in &self.handoff_notes {
            ui.label(RichText::new(format!("Note: {}", make_visible(note, false))).color(warn(ui)));
        }
        ui.add_space(4.0);
    }

    /// "Open in...": every webmail service and installed mail program, under the same rules
    /// as Send (nothing while an address is invalid, nor in the first half second).
    fn open_in_menu(&mut self, ui: &mut egui::Ui, now: f64) {
        let blocker = self.approval_blocker(now);
        let enabled = blocker.is_none() && self.draft().is_some();
        let targets = self.targets.get().to_vec();
        let mut chosen = None;
        ui.add_enabled_ui(enabled, |ui| {
            // In the order of `open_with::targets` (the mail program used before Mailto
            // Preview first), with a heading wherever the kind changes.
            let menu = ui.menu_button("Open in...", |ui| {
                let mut kind = None;
                for t in &targets {
                    let webmail = matches!(t, Target::Webmail(_));
                    if kind != Some(webmail) {
                        if kind.is_some() {
                            ui.separator();
                        }
                        kind = Some(webmail);
                        ui.label(RichText::new(kind_heading(webmail)).small());
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
                    ui.label(RichText::new(kind_heading(false)).small());
                    ui.label("(none installed)");
                }
            });
            let menu = menu.response;
            if let Some(why) = &blocker {
                describe(ui, menu.id, &[format!("Unavailable: {why}")]);
            }
            match &blocker {
                Some(why) => menu.on_disabled_hover_text(why.clone()),
                None => menu.on_hover_text(
                    "Hand this message, as it is here, to webmail or another mail program",
                ),
            };
        });
        if let Some(target) = chosen {
            self.choose_handoff(target);
        }
    }

    fn message(&mut self, ui: &mut egui::Ui) {
        // The warnings are computed when the draft changes (`PreviewApp::changed`), not on
        // every frame; they are lent out while the fields borrow `self`.
        // The parser's findings are lent out the same way, to be shown beside their fields.
        let warnings = std::mem::take(&mut self.warnings);
        let notes = match &mut self.link {
            Link::Opened { report, .. } => std::mem::take(&mut report.notes),
            _ => Vec::new(),
        };
        self.fields(ui, &warnings, &notes);
        if let Link::Opened { report, .. } = &mut self.link {
            report.notes = notes;
        }
        self.warnings = warnings;
        self.settings(ui);
    }

    /// The program's own settings. Read from disk only when the section is opened.
    fn settings(&mut self, ui: &mut egui::Ui) {
        let section = egui::CollapsingHeader::new("Settings").show(ui, |ui| {
            let mut on = *self.resident.get_or_insert_with(crate::desktop::is_resident);
            let toggle = ui
                .checkbox(
                    &mut on,
                    "Start with my session and stay in the background, so that links open at once",
                )
                .on_hover_text(
                    "Installs a login entry that starts Mailto Preview without a window; about 30 MiB while it waits",
                );
            if toggle.changed() {
                match crate::desktop::set_resident(on) {
                    Ok(done) => {
                        self.resident = Some(on);
                        self.status = Some(done);
                    }
                    Err(e) => self.status = Some(format!("Not changed: {e}")),
                }
            }
        });
        say_open(ui, &section);
    }

    fn fields(&mut self, ui: &mut egui::Ui, warnings: &[Warning], notes: &[Finding]) {
        egui::Grid::new("fields")
            .num_columns(2)
            .spacing([8.0, 6.0])
            .striped(false)
            .show(ui, |ui| {
                for (label, field) in [
                    ("To", RecipientField::To),
                    ("Cc", RecipientField::Cc),
                    ("Bcc (hidden)", RecipientField::Bcc),
                ] {
                    let label = ui.label(label);
                    ui.vertical(|ui| {
                        let text = match field {
                            RecipientField::To => &mut self.to_text,
                            RecipientField::Cc => &mut self.cc_text,
                            RecipientField::Bcc => &mut self.bcc_text,
                        };
                        let r = ui.add(
                            egui::TextEdit::singleline(text)
                                .desired_width(f32::INFINITY)
                                .hint_text("name@example.org, ..."),
                        );
                        let r = r.labelled_by(label.id);
                        // The keyboard starts in To: Tab then walks the fields in reading
                        // order, the sections, and the actions; a screen reader starts by
                        // reading the first recipient and its warnings.
                        if field == RecipientField::To && !self.focus_given {
                            self.focus_given = true;
                            r.request_focus();
                        }
                        if r.changed() {
                            self.set_recipients(field);
                        }
                        let mut shown = self.address_notes(ui, field);
                        shown.extend(beside(ui, warnings, notes, &field.field()));
                        describe(ui, r.id, &shown);
                    });
                    ui.end_row();
                }
                let Link::Opened { draft, .. } = &mut self.link else {
                    return;
                };
                let label = ui.label("Subject");
                ui.vertical(|ui| {
                    let r = ui
                        .add(
                            egui::TextEdit::singleline(&mut draft.subject)
                                .desired_width(f32::INFINITY),
                        )
                        .labelled_by(label.id);
                    if r.changed() {
                        self.dirty = true;
                    }
                    let shown = beside(ui, warnings, notes, &crate::mailto::Field::Subject);
                    describe(ui, r.id, &shown);
                });
                ui.end_row();
                for kept in [Kept::InReplyTo, Kept::References, Kept::Keywords] {
                    let value = match kept {
                        Kept::InReplyTo => &mut draft.in_reply_to,
                        Kept::References => &mut draft.references,
                        Kept::Keywords => &mut draft.keywords,
                    };
                    if let Some(v) = value {
                        let label = ui.label(kept.name());
                        ui.vertical(|ui| {
                            let r = ui
                                .add(egui::TextEdit::singleline(v).desired_width(f32::INFINITY))
                                .labelled_by(label.id);
                            if r.changed() {
                                self.dirty = true;
                            }
                            let shown = beside(ui, warnings, notes, &kept.field());
                            describe(ui, r.id, &shown);
                        });
                        ui.end_row();
                    }
                }
            });
        let Link::Opened { draft, .. } = &mut self.link else {
            return;
        };
        let lines = if draft.body.is_empty() {
            0
        } else {
            draft.body.split('\n').count()
        };
        ui.add_space(6.0);
        let label = ui.label(format!(
            "Body ({lines} line{})",
            if lines == 1 { "" } else { "s" }
        ));
        let shown = beside(ui, warnings, notes, &crate::mailto::Field::Body);
        let r = ui
            .add(
                egui::TextEdit::multiline(&mut draft.body)
                    .desired_width(f32::INFINITY)
                    .desired_rows(10)
                    .code_editor()
                    // Tab moves to the next control instead of typing a tab: a keyboard-only
                    // user must not be trapped in the body.
                    .lock_focus(false),
            )
            .labelled_by(label.id);
        if r.changed() {
            self.dirty = true;
        }
        describe(ui, r.id, &shown);
        let Link::Opened { draft, report } = &self.link else {
            return;
        };
        // Findings on a field the window shows are beside it; the rest (on the link as a whole,
        // or on a dropped field) are listed here.
        let beside = |field: &crate::mailto::Field| {
            crate::mailto::Field::NAMED.contains(field)
                || draft
                    .kept_headers()
                    .iter()
                    .any(|(k, _)| k.field() == *field)
        };
        let elsewhere: Vec<&Finding> = notes.iter().filter(|n| !beside(&n.field)).collect();
        ui.add_space(6.0);
        let ignored = report.dropped.len() + elsewhere.len();
        let section = egui::CollapsingHeader::new(format!("Ignored from the link ({ignored})"))
            .default_open(!report.dropped.is_empty())
            .show(ui, |ui| {
                if ignored == 0 {
                    ui.label("Nothing: the link set only fields a link may set.");
                }
                for d in &report.dropped {
                    ui.label(
                        RichText::new(format!(
                            "{}: {}",
                            make_visible(&d.name, false),
                            crate::mailto::preview(&make_visible(&d.value, false))
                        ))
                        .monospace(),
                    );
                    ui.label(RichText::new(format!("    {}", d.reason.message())).color(warn(ui)));
                }
                for n in &elsewhere {
                    ui.label(format!(
                        "{}: {}",
                        make_visible(n.field.name(), false),
                        make_visible(&n.message, false)
                    ));
                }
            });
        say_open(ui, &section);
        self.original_link(ui);
        if let Some(Ok(target)) = self.main_target() {
            let section = egui::CollapsingHeader::new(format!("What {} receives", target.label()))
                .show(ui, |ui| {
                    let shown = match self.draft().map(|d| open_with::plan(d, &target)) {
                        Some(Ok(h)) => h.action.to_string(),
                        Some(Err(e)) => e.to_string(),
                        None => String::new(),
                    };
                    read_only_text(ui, make_visible(&shown, true));
                });
            say_open(ui, &section);
            return;
        }
        let section =
            egui::CollapsingHeader::new("Exact message").show(ui, |ui| match self.outgoing() {
                Ok(o) => {
                    let mut text = o.envelope_text().replace("\r\n", "\n");
                    text.push('\n');
                    text.push_str(&String::from_utf8_lossy(&o.formatted()).replace("\r\n", "\n"));
                    read_only_text(ui, make_visible(&text, true));
                }
                Err(e) => {
                    ui.label(RichText::new(e).color(warn(ui)));
                }
            });
        say_open(ui, &section);
    }

    /// The ASCII form of each internationalised address in a field; returns what it showed.
    fn address_notes(&self, ui: &mut egui::Ui, field: RecipientField) -> Vec<String> {
        let Some(d) = self.draft() else {
            return Vec::new();
        };
        let mut shown = Vec::new();
        for a in d.list(field) {
            if let Some(env) = a.envelope()
                && env != a.addr_spec()
            {
                let text = format!("{} is sent as {}", make_visible(&a.addr_spec(), false), env);
                ui.label(RichText::new(&text).small());
                shown.push(text);
            }
        }
        shown
    }

    fn original_link(&self, ui: &mut egui::Ui) {
        let section = egui::CollapsingHeader::new("Original link").show(ui, |ui| {
            read_only_text(ui, make_visible(&self.uri, false));
            if ui.button("Copy link").clicked() {
                ui.ctx().copy_text(self.uri.clone());
            }
        });
        say_open(ui, &section);
    }
}

/// The heading of a group of hand-off targets.
fn kind_heading(webmail: bool) -> &'static str {
    if webmail {
        "In your web browser"
    } else {
        "In a mail program"
    }
}

/// The warnings for `field` and what the parser changed in it while reading the link, shown
/// beside it (suspicious characters spelled out); a finding the person must act on (a hidden
/// separator) reads as a warning. Returns the sentences shown, for the field's description.
fn beside(
    ui: &mut egui::Ui,
    warnings: &[Warning],
    notes: &[Finding],
    field: &crate::mailto::Field,
) -> Vec<String> {
    let mut shown = Vec::new();
    for w in warnings.iter().filter(|w| w.field == *field) {
        let color = if w.kind == crate::draft::WarningKind::InvalidAddress {
            bad(ui)
        } else {
            warn(ui)
        };
        let text = format!("Warning: {}", make_visible(&w.message, false));
        ui.label(RichText::new(&text).color(color));
        shown.push(text);
    }
    for n in notes.iter().filter(|n| n.field == *field) {
        let message = make_visible(&n.message, false);
        if n.kind.is_warning() {
            let text = format!("Warning: {message}");
            ui.label(RichText::new(&text).color(warn(ui)));
            shown.push(text);
        } else {
            let text = format!("Changed from the link: {message}");
            ui.label(RichText::new(&text).small());
            shown.push(text);
        }
    }
    shown
}

/// Text shown as it is, in a monospace box the person can read and select but not edit.
fn read_only_text(ui: &mut egui::Ui, mut text: String) {
    ui.add(
        egui::TextEdit::multiline(&mut text)
            .code_editor()
            .desired_width(f32::INFINITY)
            .interactive(false),
    );
}

/// Says whether a section is open in its accessible description: AccessKit's expanded state
/// does not reach AT-SPI yet (AccessKit#551), so Orca would say only "toggle button".
fn say_open<R>(ui: &egui::Ui, section: &egui::CollapsingResponse<R>) {
    let state = if section.openness > 0.5 {
        "open"
    } else {
        "closed"
    };
    describe(ui, section.header_response.id, &[state.to_string()]);
}

/// Makes `sentences` the accessible description of the widget `id`, so that a screen reader
/// says them when the field is focused: a warning beside a field is read with the field, not
/// only when the reader happens to reach the label.
pub(super) fn describe(ui: &egui::Ui, id: egui::Id, sentences: &[String]) {
    if sentences.is_empty() {
        return;
    }
    let text = sentences.join(". ");
    ui.ctx()
        .accesskit_node_builder(id, |node| node.set_description(text));
}
