//! Drawing the first-run setup form ([`crate::session::setup`]) in the window's header: the
//! address, "Find my server", how to sign in, the server settings under "Advanced", and the
//! choices that hand messages over instead. The message waits meanwhile.

use egui::RichText;

use super::PreviewApp;
use crate::config::Security;
use crate::open_with::Target;
use crate::session::setup::{FormProblem, FormStatus, SetupForm, SignInKind};
use crate::visible::make_visible;

/// Grid rows of a label and its text field (labelled for screen readers), with a hint.
fn text_rows<const N: usize>(ui: &mut egui::Ui, rows: [(&str, &mut String, &str); N]) {
    for (label, value, hint) in rows {
        let l = ui.label(label);
        ui.add(
            egui::TextEdit::singleline(value)
                .hint_text(hint)
                .desired_width(320.0),
        )
        .labelled_by(l.id);
        ui.end_row();
    }
}

impl PreviewApp {
    /// The setup form; once an account is saved, the session takes it.
    pub(super) fn setup(&mut self, ui: &mut egui::Ui) {
        let targets = self.session.targets().to_vec();
        let Some((path, form)) = self.session.setup() else {
            return;
        };
        if let Some(config) = show(ui, form, path, &targets) {
            self.session.account_saved(config);
        }
    }
}

/// Draws the form and the hand-off choices; returns the loaded config once it was saved.
fn show(
    ui: &mut egui::Ui,
    form: &mut SetupForm,
    path: &std::path::Path,
    targets: &[Target],
) -> Option<crate::config::Config> {
    ui.label(
        RichText::new(
            "No account is set up yet. Add one here; the message below waits and is not lost.",
        )
        .strong(),
    );
    egui::Grid::new("setup-who").num_columns(2).show(ui, |ui| {
        text_rows(
            ui,
            [
                ("Email", &mut form.email, "me@example.net"),
                ("Name", &mut form.name, "Your Name"),
            ],
        );
    });
    ui.horizontal(|ui| {
        let finding = form.is_finding();
        // Nothing to look up before there is an address (a wrong one is still said).
        let typed = form.email.contains('@');
        if ui
            .add_enabled(!finding && typed, egui::Button::new("Find my server"))
            .on_hover_text("Looks the server up from the address: a built-in list of providers, then your domain's own settings")
            .clicked()
        {
            form.find_server();
        }
        if finding {
            ui.spinner();
            ui.label("Looking up the server...");
            if ui.button("Stop").clicked() {
                form.stop_finding();
            }
        }
        ui.checkbox(&mut form.ask_ispdb, "Also ask Thunderbird's database")
            .on_hover_text("Tells Thunderbird's server which domain your address is at");
    });
    if let Some(c) = form.found().and_then(|d| d.candidates.first()) {
        ui.label(format!(
            "Found: {} port {}, {} (from {}).",
            c.host,
            c.port,
            match c.security {
                Security::Tls => "TLS",
                Security::Starttls => "STARTTLS",
                Security::None => "not encrypted",
            },
            c.source.describe()
        ));
        if !c.note.is_empty() {
            ui.label(make_visible(&c.note, false));
        }
    }
    if form.shows_sign_in() {
        sign_in_section(ui, form);
    }
    ui.collapsing("Advanced: server settings and a password command", |ui| {
        form.open_server_settings();
        server_fields(ui, form);
    });
    let mut saved = None;
    ui.horizontal(|ui| {
        let testing = form.is_testing();
        if ui
            .add_enabled(!testing, egui::Button::new("Test connection"))
            .on_hover_text("Logs in without sending anything")
            .clicked()
        {
            form.test_connection();
        }
        if testing {
            ui.spinner();
        }
        if ui.button("Save account").clicked() {
            saved = form.save(path);
        }
    });
    ui.add_space(4.0);
    ui.label(
        "Or keep writing mail where you do now: this window checks each message, then hands it over.",
    );
    let mut chosen = None;
    for (heading, webmail) in [
        ("I write mail in my browser:", true),
        ("I use another mail program:", false),
    ] {
        ui.horizontal_wrapped(|ui| {
            ui.label(heading);
            let mut any = false;
            for t in targets
                .iter()
                .filter(|t| matches!(t, Target::Webmail(_)) == webmail)
            {
                any = true;
                if ui
                    .button(t.label())
                    .on_hover_text(t.description())
                    .clicked()
                {
                    chosen = Some(t.clone());
                }
            }
            if !any {
                ui.label("(none installed)");
            }
        });
    }
    if let Some(target) = chosen {
        saved = form.save_handoff(path, &target).or(saved);
    }
    if let Some(status) = form.status() {
        let color = if status.is_failure() {
            super::view::bad(ui)
        } else {
            ui.visuals().text_color()
        };
        ui.label(RichText::new(make_visible(&form_status_text(status), false)).color(color));
    }
    saved
}

/// The way to sign in that the provider takes.
fn sign_in_section(ui: &mut egui::Ui, form: &mut SetupForm) {
    let issuer = form.issuer();
    ui.horizontal(|ui| {
        ui.label("Sign in with:");
        if form.takes_password() {
            ui.radio_value(&mut form.sign_in, SignInKind::Password, "Password");
        }
        if let Some(name) = &issuer {
            ui.radio_value(
                &mut form.sign_in,
                SignInKind::OAuth,
                format!("{name} account"),
            );
        }
        ui.radio_value(&mut form.sign_in, SignInKind::Command, "Password command");
    });
    match form.sign_in {
        SignInKind::Password => {
            if let Some(help) = form.app_password_help().map(str::to_string) {
                ui.horizontal_wrapped(|ui| {
                    ui.label("This provider needs an app password, not the one you sign in to its website with.");
                    if ui
                        .button("How to create an app password")
                        .on_hover_text(&help)
                        .clicked()
                        && let Err(e) = crate::open_with::browse(&help)
                    {
                        ui.label(format!("{e}: open {help} yourself"));
                    }
                });
            }
            ui.horizontal(|ui| {
                let l = ui.label("Password");
                ui.add(
                    egui::TextEdit::singleline(&mut form.password)
                        .password(!form.show_password)
                        .desired_width(260.0),
                )
                .labelled_by(l.id);
                ui.checkbox(&mut form.show_password, "Show");
            });
            ui.label("It is kept in the system keyring, never in the config file.");
        }
        SignInKind::OAuth => {
            let name = issuer.as_deref().unwrap_or("the provider");
            if !form.has_packaged_client() {
                ui.label(format!(
                    "Register Mailto Preview with {name} once and paste its client id here (the README, \"Sign in with OAuth 2.0\", says how)."
                ));
                ui.horizontal(|ui| {
                    let l = ui.label("Client ID");
                    ui.add(egui::TextEdit::singleline(&mut form.client_id).desired_width(320.0))
                        .labelled_by(l.id);
                });
                // Google gives desktop clients a secret (it is not one: every copy of the
                // program holds it); Microsoft's public clients have none.
                let provider = form.oauth_provider();
                if provider != Some(crate::config::OAuthProvider::Microsoft) {
                    let hint = if provider == Some(crate::config::OAuthProvider::Google) {
                        "Google gives one with the client id"
                    } else {
                        "only if the provider gave one"
                    };
                    ui.horizontal(|ui| {
                        let l = ui.label("Client secret");
                        ui.add(
                            egui::TextEdit::singleline(&mut form.client_secret)
                                .hint_text(hint)
                                .desired_width(320.0),
                        )
                        .labelled_by(l.id);
                    });
                }
            }
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(
                        form.can_sign_in(),
                        egui::Button::new(format!("Sign in with {name}")),
                    )
                    .clicked()
                {
                    form.start_sign_in();
                }
                if let Some(task) = form.signing_in() {
                    let host = task.host().map(str::to_string);
                    if super::view::sign_in_progress(ui, host.as_deref()) {
                        form.stop_sign_in();
                    }
                } else if form.is_signed_in() {
                    ui.label("Signed in.");
                }
            });
        }
        SignInKind::Command => {
            ui.horizontal(|ui| {
                let l = ui.label("Password command");
                ui.add(
                    egui::TextEdit::singleline(&mut form.password_command)
                        .hint_text("pass show mail")
                        .desired_width(320.0),
                )
                .labelled_by(l.id);
            });
        }
    }
}

/// Server, port, security and login name.
fn server_fields(ui: &mut egui::Ui, form: &mut SetupForm) {
    egui::Grid::new("setup-server")
        .num_columns(2)
        .show(ui, |ui| {
            text_rows(
                ui,
                [
                    ("Server", &mut form.host, "smtp.example.net"),
                    ("Port", &mut form.port, "587"),
                    ("Username", &mut form.username, "me@example.net"),
                ],
            );
            ui.label("Security");
            ui.horizontal(|ui| {
                ui.radio_value(&mut form.security, Security::Starttls, "STARTTLS");
                ui.radio_value(&mut form.security, Security::Tls, "TLS");
                ui.radio_value(
                    &mut form.security,
                    Security::None,
                    "None (this machine only)",
                );
            });
            ui.end_row();
        });
}

/// What the form says, in words.
fn form_status_text(status: &FormStatus) -> String {
    match status {
        FormStatus::NotFound { email } => format!(
            "No server was found for {email}: enter it under Server settings (your provider's help pages name it)."
        ),
        FormStatus::DiscoverFailed(e) => e.to_string(),
        FormStatus::SignedIn => "Signed in. Save the account to send with it.".into(),
        FormStatus::SignInFailed(e) => e.to_string(),
        FormStatus::Testing => "Testing...".into(),
        FormStatus::Tested(r) => format!(
            "Connected{} and logged in; the server offers: {}",
            if r.encrypted {
                ", encrypted,"
            } else {
                " (not encrypted)"
            },
            r.ehlo.join(", ")
        ),
        FormStatus::TestFailed(e) => e.to_string(),
        FormStatus::Problem(p) => match p {
            FormProblem::BadPort => {
                "Port must be a number from 1 to 65535 (587 or 465 for most providers).".into()
            }
            FormProblem::QuotedCommand => "The password command is split at spaces and takes no quotes: for an argument with spaces, write password.command in the config file as a list.".into(),
            FormProblem::TypePasswordFirst => "Type the password first.".into(),
            FormProblem::SignInFirst => "Sign in first; then save.".into(),
            FormProblem::SignInChanged => "The address, username or client id changed since you signed in: sign in again, then save.".into(),
            FormProblem::OnlySmtp => "only SMTP accounts can be tested".into(),
            FormProblem::BadAddress(why) => format!("The email address is not usable: {why}."),
            FormProblem::Config(e) => e.to_string(),
            FormProblem::Keyring(e) => {
                format!("{e}. Under Advanced you can name a password command instead.")
            }
        },
    }
}
