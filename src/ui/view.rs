//! Drawing a [`Session`] and reading the person's input. Every value from the link is shown
//! through [`make_visible`] or in an editable field next to its warnings, with suspicious
//! characters spelled out: the text renderer is never trusted to neutralise them.

use egui::{Color32, RichText};

use super::PreviewApp;
use super::bidi::label;
use crate::config::Transport;
use crate::draft::{Kept, NoticeKind, RecipientField};
use crate::mailto::{Field, Finding};
use crate::open_with::Target;
use crate::session::{
    Accounts, Blocker, Confirm, EditField, Link, MainAction, SaveError, Session, Status,
};
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
        if self.session.is_closed() {
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }
}

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
        if ctx.input(|i| i.viewport().close_requested())
            && !self.session.is_closed()
            && !self.session.close()
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
        let title = self.session.title().to_string();
        if self.shown_title.as_deref() != Some(title.as_str()) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.shown_title = Some(title.clone());
        }
        // The window's accessible name is its title (egui leaves the root node unnamed), so a
        // screen reader announces which message this window is about.
        ctx.accesskit_node_builder(egui::accesskit_root_id(), |node| node.set_label(title));
        egui::Panel::top("header").show(ui, |ui| self.header(ui));
        egui::Panel::bottom("actions").show(ui, |ui| self.actions(ui, now));
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| match self.session.link() {
                    Link::Unusable(why) => {
                        let why = why.to_string();
                        ui.heading("This mail link cannot be used");
                        label(ui, RichText::new(make_visible(&why, false)).color(bad(ui)));
                        ui.add_space(8.0);
                        original_link(ui, &self.session);
                    }
                    Link::Opened { .. } => self.message(ui),
                });
        });
        match self.session.confirm().cloned() {
            Some(Confirm::Discard) => self.discard_dialog(&ctx),
            Some(Confirm::Handoff(target, notes)) => self.handoff_dialog(&ctx, &target, &notes),
            None => {}
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
        if send {
            self.session.press_main(now);
        }
        if save && self.session.draft().is_some() {
            self.session.save_draft();
        }
        if escape {
            self.session.cancel();
        }
    }

    /// What the chosen target cannot take, before it starts.
    fn handoff_dialog(&mut self, ctx: &egui::Context, target: &Target, notes: &[String]) {
        egui::Window::new(format!("Open in {}?", target.label()))
            .id(egui::Id::unique(("handoff", self.id)))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                for note in notes {
                    label(ui, RichText::new(make_visible(note, false)).color(warn(ui)));
                }
                ui.horizontal(|ui| {
                    if ui.button(format!("Open in {}", target.label())).clicked() {
                        self.session.confirm_handoff();
                    }
                    if ui.button("Back").clicked() {
                        self.session.back();
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
                        self.session.discard();
                    }
                    if ui.button("Save draft and close").clicked() {
                        self.session.save_and_close();
                    }
                    if ui.button("Keep editing").clicked() {
                        self.session.back();
                    }
                });
            });
    }

    fn header(&mut self, ui: &mut egui::Ui) {
        ui.add_space(4.0);
        ui.heading("A link wants to send an email");
        let mut chosen = None;
        match self.session.accounts() {
            Accounts::Ready(c) => {
                let names: Vec<String> = c.accounts.iter().map(account_line).collect();
                let mut index = self.session.account_index();
                ui.horizontal(|ui| {
                    ui.label("From:");
                    if names.len() > 1 {
                        egui::ComboBox::from_id_salt("account")
                            .selected_text(names.get(index).cloned().unwrap_or_default())
                            .show_ui(ui, |ui| {
                                for (i, n) in names.iter().enumerate() {
                                    ui.selectable_value(&mut index, i, n);
                                }
                            })
                            .response
                            .on_hover_text("The account that sends this message");
                    } else if let Some(n) = names.first() {
                        label(ui, make_visible(n, false));
                    }
                });
                chosen = Some(index);
                if self.session.account().is_some_and(|a| a.is_plaintext()) {
                    ui.label(
                        RichText::new("Warning: this account sends without encryption")
                            .color(bad(ui)),
                    );
                }
            }
            Accounts::Missing(..) => self.setup(ui),
            Accounts::Broken(e) => {
                ui.label(
                    RichText::new(format!("The configuration cannot be used: {e}")).color(bad(ui)),
                );
            }
        }
        if let Some(index) = chosen {
            self.session.set_account(index);
        }
        ui.add_space(4.0);
    }

    fn actions(&mut self, ui: &mut egui::Ui, now: f64) {
        ui.add_space(4.0);
        if let Some(status) = self.session.status() {
            let color = if status.is_failure() {
                bad(ui)
            } else {
                ui.visuals().text_color()
            };
            label(
                ui,
                RichText::new(make_visible(&status_text(status), false)).color(color),
            );
        }
        self.sign_in_again(ui);
        ui.horizontal(|ui| {
            let blocker = self.session.main_blocker(now);
            let action = self.session.main_action();
            let main = ui.add_enabled(
                blocker.is_none() && self.session.draft().is_some(),
                egui::Button::new(RichText::new(main_action_text(&action)).strong())
                    .fill(ui.visuals().selection.bg_fill),
            );
            if let Some(why) = &blocker {
                describe(
                    ui,
                    main.id,
                    &[format!("Unavailable: {}", blocker_text(why))],
                );
            }
            let main = match (&blocker, &action) {
                (Some(why), _) => main.on_disabled_hover_text(blocker_text(why)),
                (None, MainAction::OpenIn(_)) => {
                    main.on_hover_text("Hand this message over now (Ctrl+Enter)")
                }
                (None, _) => main.on_hover_text("Send this message now (Ctrl+Enter)"),
            };
            if main.clicked() {
                self.session.press_main(now);
            }
            self.open_in_menu(ui, now);
            if self.session.is_sending() || self.session.is_handing_over() {
                ui.spinner();
            }
            if ui
                .button("Cancel")
                .on_hover_text("Close without sending (Esc)")
                .clicked()
            {
                self.session.cancel();
            }
            if ui
                .add_enabled(
                    self.session.draft().is_some(),
                    egui::Button::new("Save draft"),
                )
                .on_hover_text("Keep it in the drafts folder (Ctrl+S)")
                .clicked()
            {
                self.session.save_draft();
            }
            if ui.button("Copy as text").clicked() {
                self.session.copy_as_text();
            }
        });
        for note in self.session.handoff_notes() {
            label(
                ui,
                RichText::new(format!("Note: {}", make_visible(note, false))).color(warn(ui)),
            );
        }
        ui.add_space(4.0);
    }

    /// "Sign in again", offered after a send failed for want of a sign-in: the browser round
    /// trip, then Retry sends the message that waited.
    fn sign_in_again(&mut self, ui: &mut egui::Ui) {
        if let Some(task) = self.session.signing_in() {
            let host = task.host().map(str::to_string);
            ui.horizontal(|ui| {
                if sign_in_progress(ui, host.as_deref()) {
                    self.session.stop_sign_in();
                }
            });
            return;
        }
        let Some(settings) = self.session.sign_in_offer() else {
            return;
        };
        if ui
            .button(format!("Sign in to {}", settings.issuer()))
            .on_hover_text("Opens the sign-in page in your browser")
            .clicked()
        {
            self.session.sign_in_again();
        }
    }

    /// "Open in...": every webmail service and installed mail program, under the same rules
    /// as Send (nothing while an address is invalid, nor in the first half second).
    fn open_in_menu(&mut self, ui: &mut egui::Ui, now: f64) {
        let blocker = self.session.approval_blocker(now);
        let enabled = blocker.is_none() && self.session.draft().is_some();
        let targets = self.session.targets().to_vec();
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
                describe(
                    ui,
                    menu.id,
                    &[format!("Unavailable: {}", blocker_text(why))],
                );
            }
            match &blocker {
                Some(why) => menu.on_disabled_hover_text(blocker_text(why)),
                None => menu.on_hover_text(
                    "Hand this message, as it is here, to webmail or another mail program",
                ),
            };
        });
        if let Some(target) = chosen {
            self.session.choose_handoff(target, now);
        }
    }

    fn message(&mut self, ui: &mut egui::Ui) {
        self.fields(ui);
        self.body(ui);
        self.ignored(ui);
        original_link(ui, &self.session);
        self.outcome(ui);
        self.settings(ui);
    }

    /// The program's own settings. Read from the desktop only when the section is opened.
    fn settings(&mut self, ui: &mut egui::Ui) {
        let section = egui::CollapsingHeader::new("Settings").show(ui, |ui| {
            let mut on = self.session.starts_at_login();
            let toggle = ui
                .checkbox(
                    &mut on,
                    "Start with my session and stay in the background, so that links open at once",
                )
                .on_hover_text(
                    "Installs a login entry that starts Mailto Preview without a window; about 30 MiB while it waits",
                );
            if toggle.changed() {
                self.session.set_start_at_login(on);
            }
        });
        say_open(ui, &section);
    }

    /// To, Cc, Bcc, Subject and the kept headers, each with what is said about it beside it.
    fn fields(&mut self, ui: &mut egui::Ui) {
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
                        let r = self.edit_line(ui, EditField::Recipients(field), label.id);
                        // The keyboard starts in To: Tab then walks the fields in reading
                        // order, the sections, and the actions; a screen reader starts by
                        // reading the first recipient and its warnings.
                        if field == RecipientField::To && !self.focus_given {
                            self.focus_given = true;
                            r.request_focus();
                        }
                        let shown = beside(ui, &self.session, &field.field());
                        describe(ui, r.id, &shown);
                    });
                    ui.end_row();
                }
                let label = ui.label("Subject");
                ui.vertical(|ui| {
                    let r = self.edit_line(ui, EditField::Subject, label.id);
                    let shown = beside(ui, &self.session, &Field::Subject);
                    describe(ui, r.id, &shown);
                });
                ui.end_row();
                for kept in Kept::ALL {
                    if self.session.text_mut(EditField::Kept(kept)).is_none() {
                        continue;
                    }
                    let label = ui.label(kept.name());
                    ui.vertical(|ui| {
                        let r = self.edit_line(ui, EditField::Kept(kept), label.id);
                        let shown = beside(ui, &self.session, &kept.field());
                        describe(ui, r.id, &shown);
                    });
                    ui.end_row();
                }
            });
    }

    /// A one-line text field for `field`, labelled by `label` for screen readers.
    fn edit_line(
        &mut self,
        ui: &mut egui::Ui,
        field: EditField,
        label: egui::Id,
    ) -> egui::Response {
        let hint = match field {
            EditField::Recipients(_) => "name@example.org, ...",
            _ => "",
        };
        self.text_field(ui, field, label, |text| {
            egui::TextEdit::singleline(text)
                .desired_width(f32::INFINITY)
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
            .then(|| self.session.text_mut(field).map(|t| make_visible(t, true)))
            .flatten();
        let Some(text) = self.session.text_mut(field) else {
            return ui.label("");
        };
        let mut edit = edit(text).id(id);
        if shown.is_some() {
            edit = edit.text_color(Color32::TRANSPARENT);
        }
        let output = edit.show(ui);
        let response = output.response.response.clone().labelled_by(label);
        if let Some(shown) = shown {
            super::bidi::paint_over(ui, &output, &shown);
        }
        if response.changed() {
            self.session.changed(field);
        }
        response
    }

    fn body(&mut self, ui: &mut egui::Ui) {
        let lines = match self.session.draft() {
            Some(d) if !d.body.is_empty() => d.body.split('\n').count(),
            _ => 0,
        };
        ui.add_space(6.0);
        let label = ui.label(format!(
            "Body ({lines} line{})",
            if lines == 1 { "" } else { "s" }
        ));
        let shown = beside(ui, &self.session, &Field::Body);
        if self.session.draft().is_none() {
            return;
        }
        // As many rows as the body's lines, so that its text reordered for reading (which
        // wraps the same) is never cut off.
        let rows = lines.max(10);
        let r = self.text_field(ui, EditField::Body, label.id, |text| {
            egui::TextEdit::multiline(text)
                .desired_width(f32::INFINITY)
                .desired_rows(rows)
                .code_editor()
                // Tab moves to the next control instead of typing a tab: a keyboard-only
                // user must not be trapped in the body.
                .lock_focus(false)
        });
        describe(ui, r.id, &shown);
    }

    /// "Ignored from the link": every dropped field with its reason, and the parser's findings
    /// that belong to no field the window shows.
    fn ignored(&self, ui: &mut egui::Ui) {
        let (Some(draft), Some(report)) = (self.session.draft(), self.session.report()) else {
            return;
        };
        let elsewhere: Vec<&Finding> = report
            .notes
            .iter()
            .filter(|n| {
                !Field::NAMED.contains(&n.field)
                    && !draft
                        .kept_headers()
                        .iter()
                        .any(|(k, _)| k.field() == n.field)
            })
            .collect();
        ui.add_space(6.0);
        let ignored = report.dropped.len() + elsewhere.len();
        let section = egui::CollapsingHeader::new(format!("Ignored from the link ({ignored})"))
            .default_open(!report.dropped.is_empty())
            .show(ui, |ui| {
                if ignored == 0 {
                    ui.label("Nothing: the link set only fields a link may set.");
                }
                for d in &report.dropped {
                    label(
                        ui,
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
                    label(
                        ui,
                        format!(
                            "{}: {}",
                            make_visible(n.field.name(), false),
                            make_visible(&n.message, false)
                        ),
                    );
                }
            });
        say_open(ui, &section);
    }

    /// What leaves the window on approval: the exact message, or what the hand-off target
    /// receives.
    fn outcome(&self, ui: &mut egui::Ui) {
        if let Some(Ok(target)) = self.session.main_target() {
            let section = egui::CollapsingHeader::new(format!("What {} receives", target.label()))
                .show(ui, |ui| {
                    let shown = match self.session.main_handover() {
                        Some(Ok(h)) => h.action.to_string(),
                        Some(Err(e)) => e.clone(),
                        None => String::new(),
                    };
                    read_only_text(ui, make_visible(&shown, true));
                });
            say_open(ui, &section);
            return;
        }
        let section = egui::CollapsingHeader::new("Exact message").show(ui, |ui| {
            match self.session.outgoing() {
                Ok(o) => {
                    let mut text = o.envelope_text().replace("\r\n", "\n");
                    text.push('\n');
                    text.push_str(&String::from_utf8_lossy(&o.formatted()).replace("\r\n", "\n"));
                    read_only_text(ui, make_visible(&text, true));
                }
                Err(e) => {
                    ui.label(RichText::new(e.to_string()).color(warn(ui)));
                }
            }
        });
        say_open(ui, &section);
    }
}

/// An account as the From line shows it.
fn account_line(a: &crate::config::Account) -> String {
    let address = a.address();
    match &a.transport {
        Transport::Handoff(_) => format!(
            "{} in {}",
            address.as_deref().unwrap_or("you"),
            a.server_description()
        ),
        _ => format!(
            "{} <{}> via {}",
            a.display_name.as_deref().unwrap_or(&a.name),
            address.as_deref().unwrap_or("you"),
            a.server_description()
        ),
    }
}

/// The status line's words.
pub(super) fn status_text(status: &Status) -> String {
    match status {
        Status::Sending(step) => format!("Sending: {}...", step.describe()),
        Status::Sent { recipients } => format!(
            "Sent to {recipients} recipient{}",
            if *recipients == 1 { "" } else { "s" }
        ),
        Status::NotSent { error } => match error {
            crate::send::DeliverError::NotSent { error, draft } => format!(
                "Not sent: {error} The message is saved as {}.",
                draft.display()
            ),
            other => format!("Not sent: {other}"),
        },
        Status::CannotSend(e) => e.to_string(),
        Status::NoStore => {
            "there is no place to keep the draft (no data directory); not sent".into()
        }
        Status::StoppedWaiting => "Stopped waiting for the server. If it had already accepted the message it may still be delivered; otherwise the message is in the drafts folder (mailto-preview drafts).".into(),
        Status::Saved(path) => format!("Saved as {}", path.display()),
        Status::NotSaved(e) => format!("Not saved: {e}"),
        Status::Copied => "Copied the message as text".into(),
        Status::HandingOver(label) => format!("Opening in {label}..."),
        Status::HandedOverBodyOnClipboard(label) => format!(
            "Opened in {label}. The body was too long to hand over and is on the clipboard: paste it there, then close this window."
        ),
        Status::NotHandedOver { error, kept } => match kept {
            Ok(path) => format!(
                "Not handed over: {error}. The message is saved as {}.",
                path.display()
            ),
            Err(why) => format!(
                "Not handed over: {error}. It could not be saved ({}): copy it as text.",
                save_error_text(why)
            ),
        },
        Status::AccountSaved(path) => format!("Saved the account to {}", path.display()),
        Status::SignedIn => "Signed in. Press Retry to send the message.".into(),
        Status::NotSignedIn(e) => format!("Not signed in: {e}"),
        Status::StartAtLogin(done) => done.clone(),
        Status::StartAtLoginFailed(e) => format!("Not changed: {e}"),
    }
}

fn save_error_text(e: &SaveError) -> String {
    e.to_string()
}

/// The main button's words.
pub(super) fn main_action_text(action: &MainAction) -> String {
    match action {
        MainAction::Send => "Send".into(),
        MainAction::Retry => "Retry".into(),
        MainAction::OpenIn(label) => format!("Open in {label}"),
    }
}

/// Why a button is disabled, in words.
fn blocker_text(blocker: &Blocker) -> &'static str {
    match blocker {
        Blocker::NoAccount => "set up an account first",
        Blocker::NoRecipient => "add a recipient",
        Blocker::InvalidAddress => "correct the invalid address first",
        Blocker::Busy => "the message is on its way",
        Blocker::JustOpened => "a moment...",
    }
}

/// A sign-in under way: a spinner, where to sign in (the site's name, so the person knows
/// where they type their password), and Stop. Returns whether Stop was pressed.
pub(super) fn sign_in_progress(ui: &mut egui::Ui, host: Option<&str>) -> bool {
    ui.spinner();
    ui.label(match host {
        Some(host) => format!("Sign in on {host} in your browser..."),
        None => "Opening your browser...".into(),
    });
    ui.button("Stop").clicked()
}

/// The heading of a group of hand-off targets.
fn kind_heading(webmail: bool) -> &'static str {
    if webmail {
        "In your web browser"
    } else {
        "In a mail program"
    }
}

/// What is said about `field`, beside it (suspicious characters spelled out): its warnings,
/// in the warning colour with "Warning:"; its notes (the ASCII form an address is sent as)
/// small and plain; and what the parser changed in it while reading the link, a finding the
/// person must act on (a hidden separator) as a warning. Returns the sentences shown, for the
/// field's description.
fn beside(ui: &mut egui::Ui, session: &Session, field: &Field) -> Vec<String> {
    let mut shown = Vec::new();
    let notices = session.notices().iter().filter(|n| n.field == *field);
    for w in notices.clone().filter(|n| n.is_warning()) {
        let color = if w.kind == NoticeKind::InvalidAddress {
            bad(ui)
        } else {
            warn(ui)
        };
        let text = format!("Warning: {}", make_visible(&w.message, false));
        label(ui, RichText::new(&text).color(color));
        shown.push(text);
    }
    for n in notices.filter(|n| !n.is_warning()) {
        let text = make_visible(&n.message, false);
        label(ui, RichText::new(&text).small());
        shown.push(text);
    }
    let notes = session.report().map_or(&[][..], |r| &r.notes);
    for n in notes.iter().filter(|n| n.field == *field) {
        let message = make_visible(&n.message, false);
        if n.kind.is_warning() {
            let text = format!("Warning: {message}");
            label(ui, RichText::new(&text).color(warn(ui)));
            shown.push(text);
        } else {
            let text = format!("Changed from the link: {message}");
            label(ui, RichText::new(&text).small());
            shown.push(text);
        }
    }
    shown
}

fn original_link(ui: &mut egui::Ui, session: &Session) {
    let section = egui::CollapsingHeader::new("Original link").show(ui, |ui| {
        read_only_text(ui, make_visible(session.uri(), false));
        if ui.button("Copy link").clicked() {
            ui.ctx().copy_text(session.uri().to_string());
        }
    });
    say_open(ui, &section);
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
