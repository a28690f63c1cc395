//! Drawing the first-run setup form ([`crate::session::setup`]) in the window's header: the
//! address, "Find my server", how to sign in, the server settings under "Advanced", and the
//! choices that hand messages over instead. The message waits meanwhile.

use egui::RichText;

use super::PreviewApp;
use super::bidi::{button, label, name, widget_text};
use crate::i18n::{Lang, Localize};
use crate::session::setup::{FormProblem, FormStatus, SetupForm, SignInKind};
use crate::session::{OAuthProvider, Security, Target};
use crate::visible::make_visible;

/// Rows of a label and its text field (labelled for screen readers), with a hint: the labels
/// in a column of their own, at the start of the line.
fn text_rows<const N: usize>(
    ui: &mut egui::Ui,
    lang: &Lang,
    rows: [(String, &mut String, String); N],
) {
    let font = egui::TextStyle::Body.resolve(ui.style());
    let width = rows
        .iter()
        .map(|(text, ..)| {
            ui.painter()
                .layout_no_wrap(text.clone(), font.clone(), egui::Color32::PLACEHOLDER)
                .size()
                .x
        })
        .fold(0.0, f32::max);
    for (text, value, hint) in rows {
        ui.with_layout(super::look::row(lang), |ui| {
            let l = ui
                .scope(|ui| {
                    ui.set_min_width(width);
                    label(ui, &text)
                })
                .inner;
            ui.add(
                egui::TextEdit::singleline(value)
                    .hint_text(hint)
                    .align(egui::Align2([
                        super::look::start(lang),
                        egui::Align::Center,
                    ]))
                    .desired_width(320.0),
            )
            .labelled_by(l.id);
        });
    }
}

/// A radio button shown as it is read.
fn radio<T: PartialEq>(ui: &mut egui::Ui, current: &mut T, value: T, text: &str) {
    let r = ui.radio_value(current, value, widget_text(ui, text));
    name(ui, &r, text);
}

/// A checkbox shown as it is read.
fn checkbox(ui: &mut egui::Ui, on: &mut bool, text: &str) -> egui::Response {
    let r = ui.checkbox(on, widget_text(ui, text));
    name(ui, &r, text);
    r
}

impl PreviewApp {
    /// The setup form; once an account is saved, the session takes it.
    pub(super) fn setup(&mut self, ui: &mut egui::Ui) {
        let targets = self.session.targets().to_vec();
        let online_accounts = self.session.offers_online_accounts();
        let Some((path, form)) = self.session.setup() else {
            return;
        };
        let lang = self.lang.clone();
        let shown = Shown {
            targets: &targets,
            online_accounts,
        };
        if show(ui, &lang, form, path, &shown) == Some(Asked::OnlineAccounts) {
            self.session.open_online_accounts();
        }
    }
}

/// What the panel offers beside the form.
struct Shown<'a> {
    /// Where a message can be handed instead.
    targets: &'a [Target],
    /// Whether GNOME Online Accounts can be offered.
    online_accounts: bool,
}

/// What the person asked of the window (not of the form).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Asked {
    /// To add the account in GNOME Settings → Online Accounts.
    OnlineAccounts,
}

/// The first step: the accounts the person's other mail programs keep, one button each, which
/// fills the form with them (the password is typed, then saved as for any account).
fn found_elsewhere(ui: &mut egui::Ui, lang: &Lang, form: &mut SetupForm) {
    let found: Vec<(String, String)> = form
        .found_elsewhere()
        .iter()
        .map(|(program, a)| (program.to_string(), a.address().unwrap_or_default()))
        .collect();
    if found.is_empty() {
        return;
    }
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        label(ui, tr!(lang, "setup-found-heading"));
        for (i, (program, address)) in found.iter().enumerate() {
            let text = tr!(
                lang,
                "setup-use-found",
                address = make_visible(address, false),
                program = program.as_str()
            );
            if button(ui, &text)
                .on_hover_text(tr!(
                    lang,
                    "setup-use-found-hover",
                    program = program.as_str()
                ))
                .clicked()
            {
                chosen = Some(i);
            }
        }
    });
    if let Some(i) = chosen {
        form.use_found(i);
    }
}

/// Draws the form and the hand-off choices; what the person asked of the window.
fn show(
    ui: &mut egui::Ui,
    lang: &Lang,
    form: &mut SetupForm,
    path: &std::path::Path,
    shown: &Shown<'_>,
) -> Option<Asked> {
    let mut asked = None;
    label(ui, RichText::new(tr!(lang, "setup-intro")).strong());
    found_elsewhere(ui, lang, form);
    text_rows(
        ui,
        lang,
        [
            (
                tr!(lang, "setup-email"),
                &mut form.email,
                "me@example.net".into(),
            ),
            (
                tr!(lang, "setup-name"),
                &mut form.name,
                tr!(lang, "setup-name-hint"),
            ),
        ],
    );
    find_row(ui, lang, form);
    found(ui, lang, form);
    if form.shows_sign_in() {
        asked = sign_in_section(ui, lang, form, shown.online_accounts);
    }
    let advanced = tr!(lang, "setup-advanced");
    super::look::section(ui, lang, "advanced", &advanced, false, |ui| {
        form.open_server_settings();
        server_fields(ui, lang, form);
        // A person's own registration with one of the built-in providers: for those who made
        // one (a build without a client id offers what works without one first).
        if form.shows_sign_in()
            && form.sign_in == SignInKind::OAuth
            && form.oauth_provider().is_some()
        {
            let provider = form.issuer().unwrap_or_default();
            let own = if form.has_packaged_client() {
                tr!(lang, "setup-own-client", provider = provider.as_str())
            } else {
                tr!(lang, "setup-own-client-none", provider = provider.as_str())
            };
            label(ui, own);
            client_fields(ui, lang, form);
        }
    });
    test_and_save_row(ui, lang, form, path);
    ui.add_space(4.0);
    if let Some(target) = handoff_choices(ui, lang, shown.targets) {
        form.save_handoff(path, &target);
    }
    if let Some(status) = form.status() {
        let color = if status.is_failure() {
            super::look::bad(ui)
        } else {
            ui.visuals().text_color()
        };
        let text = make_visible(&form_status_text(lang, status), false);
        label(ui, RichText::new(text).color(color));
    }
    asked
}

/// "Find my server", with its spinner and Stop while it looks, and whether to ask
/// Thunderbird's database too.
fn find_row(ui: &mut egui::Ui, lang: &Lang, form: &mut SetupForm) {
    ui.horizontal(|ui| {
        let finding = form.is_finding();
        let find = tr!(lang, "setup-find");
        let r = ui.add_enabled(
            form.can_find_server(),
            egui::Button::new(widget_text(ui, &find)),
        );
        name(ui, &r, &find);
        if r.on_hover_text(tr!(lang, "setup-find-hover")).clicked() {
            form.find_server();
        }
        if finding {
            ui.spinner();
            label(ui, tr!(lang, "setup-finding"));
            if button(ui, &tr!(lang, "stop")).clicked() {
                form.stop_finding();
            }
        }
        checkbox(ui, &mut form.ask_ispdb, &tr!(lang, "setup-ispdb"))
            .on_hover_text(tr!(lang, "setup-ispdb-hover"));
    });
}

/// The server found for the address, where from, and its mailbox.
fn found(ui: &mut egui::Ui, lang: &Lang, form: &SetupForm) {
    let Some(c) = form.found().and_then(|d| d.candidates.first()) else {
        return;
    };
    label(
        ui,
        tr!(
            lang,
            "setup-found",
            host = c.host.as_str(),
            port = c.port,
            security = security_word(lang, c.security),
            source = lang.render(&c.source.describe())
        ),
    );
    for note in &c.notes {
        label(ui, make_visible(&lang.render(note), false));
    }
    if let Some(m) = &c.imap {
        label(
            ui,
            tr!(
                lang,
                "setup-found-mailbox",
                host = m.host.as_str(),
                port = m.port,
                security = security_word(lang, m.security)
            ),
        );
    }
}

/// Test connection and Save account, each with its spinner while it runs.
fn test_and_save_row(ui: &mut egui::Ui, lang: &Lang, form: &mut SetupForm, path: &std::path::Path) {
    ui.horizontal(|ui| {
        let testing = form.is_testing();
        let test = tr!(lang, "setup-test");
        let r = ui.add_enabled(!testing, egui::Button::new(widget_text(ui, &test)));
        name(ui, &r, &test);
        if r.on_hover_text(tr!(lang, "setup-test-hover")).clicked() {
            form.test_connection();
        }
        if testing {
            ui.spinner();
        }
        let save = tr!(lang, "setup-save");
        let saving = form.is_saving();
        let r = ui.add_enabled(!saving, egui::Button::new(widget_text(ui, &save)));
        name(ui, &r, &save);
        if r.clicked() {
            form.save(path);
        }
        if saving {
            ui.spinner();
        }
    });
}

/// The webmail services and mail programs a person may hand messages to instead; the one
/// pressed, if any.
fn handoff_choices(ui: &mut egui::Ui, lang: &Lang, targets: &[Target]) -> Option<Target> {
    label(ui, tr!(lang, "setup-or-handoff"));
    let mut chosen = None;
    for (heading, webmail) in [
        (tr!(lang, "setup-webmail"), true),
        (tr!(lang, "setup-programs"), false),
    ] {
        ui.horizontal_wrapped(|ui| {
            label(ui, heading);
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
                label(ui, tr!(lang, "open-in-none"));
            }
        });
    }
    chosen
}

/// The way to sign in that the provider takes.
/// The client id (and secret) of a person's own registration with the OAuth provider.
fn client_fields(ui: &mut egui::Ui, lang: &Lang, form: &mut SetupForm) {
    ui.horizontal(|ui| {
        let l = label(ui, tr!(lang, "setup-client-id"));
        ui.add(egui::TextEdit::singleline(&mut form.client_id).desired_width(320.0))
            .labelled_by(l.id);
    });
    // Google gives desktop clients a secret (it is not one: every copy of the program holds
    // it); Microsoft's public clients have none.
    let provider = form.oauth_provider();
    if provider != Some(OAuthProvider::Microsoft) {
        let hint = if provider == Some(OAuthProvider::Google) {
            tr!(lang, "setup-client-secret-google")
        } else {
            tr!(lang, "setup-client-secret-other")
        };
        ui.horizontal(|ui| {
            let l = label(ui, tr!(lang, "setup-client-secret"));
            ui.add(
                egui::TextEdit::singleline(&mut form.client_secret)
                    .hint_text(hint)
                    .desired_width(320.0),
            )
            .labelled_by(l.id);
        });
    }
}

/// How the account signs in; what the person asked of the window.
fn sign_in_section(
    ui: &mut egui::Ui,
    lang: &Lang,
    form: &mut SetupForm,
    online_accounts: bool,
) -> Option<Asked> {
    let mut asked = None;
    let issuer = form.issuer();
    ui.horizontal(|ui| {
        label(ui, tr!(lang, "setup-sign-in-with"));
        if form.takes_password() {
            radio(
                ui,
                &mut form.sign_in,
                SignInKind::Password,
                &tr!(lang, "setup-password"),
            );
        }
        if let Some(provider) = &issuer {
            let text = tr!(lang, "setup-provider-account", provider = provider.as_str());
            radio(ui, &mut form.sign_in, SignInKind::OAuth, &text);
        }
        let command = tr!(lang, "setup-password-command");
        radio(ui, &mut form.sign_in, SignInKind::Command, &command);
    });
    match form.sign_in {
        SignInKind::Password => {
            if let Some(help) = form.app_password_help().map(str::to_string) {
                ui.horizontal_wrapped(|ui| {
                    label(ui, tr!(lang, "setup-app-password"));
                    if button(ui, &tr!(lang, "setup-app-password-help"))
                        .on_hover_text(&help)
                        .clicked()
                    {
                        form.open_app_password_help();
                    }
                });
            }
            ui.horizontal(|ui| {
                let l = label(ui, tr!(lang, "setup-password"));
                ui.add(
                    egui::TextEdit::singleline(&mut form.password)
                        .password(!form.show_password)
                        .desired_width(260.0),
                )
                .labelled_by(l.id);
                checkbox(ui, &mut form.show_password, &tr!(lang, "setup-show"));
            });
            label(ui, tr!(lang, "setup-keyring"));
        }
        SignInKind::OAuth => {
            let provider_name = issuer
                .clone()
                .unwrap_or_else(|| lang.get("setup-the-provider"));
            // A distribution's build carries its own registration: nothing to type here. A
            // build without one offers what works without a registration (a person's own
            // client id is under Advanced, for those who made one).
            if !form.has_packaged_client() {
                asked = without_client_id(ui, lang, form, &provider_name, online_accounts);
            }
            ui.horizontal(|ui| {
                let text = tr!(
                    lang,
                    "setup-sign-in-button",
                    provider = provider_name.as_str()
                );
                let r = ui.add_enabled(
                    form.can_sign_in(),
                    egui::Button::new(widget_text(ui, &text)),
                );
                name(ui, &r, &text);
                if r.clicked() {
                    form.start_sign_in();
                }
                if let Some(task) = form.signing_in() {
                    let host = task.host().map(str::to_string);
                    if super::look::sign_in_progress(ui, lang, host.as_deref()) {
                        form.stop_sign_in();
                    }
                } else if form.is_signed_in() {
                    label(ui, tr!(lang, "setup-signed-in-short"));
                }
            });
        }
        SignInKind::Command => {
            ui.horizontal(|ui| {
                let l = label(ui, tr!(lang, "setup-password-command"));
                ui.add(
                    egui::TextEdit::singleline(&mut form.password_command)
                        .hint_text("pass show mail")
                        .desired_width(320.0),
                )
                .labelled_by(l.id);
            });
        }
    }
    asked
}

/// What works where this build has no client id for the provider: an app password (where the
/// provider takes one), the same account through GNOME Online Accounts (which signs in with
/// GNOME's own), or a token command in the config.
fn without_client_id(
    ui: &mut egui::Ui,
    lang: &Lang,
    form: &mut SetupForm,
    provider: &str,
    online_accounts: bool,
) -> Option<Asked> {
    let mut asked = None;
    // A provider no build can carry a client id for (its sign-in named by the domain's
    // autoconfig): the person's own registration is the way, asked for here.
    if form.oauth_provider().is_none() {
        label(ui, tr!(lang, "setup-own-client-none", provider = provider));
        client_fields(ui, lang, form);
        return None;
    }
    label(ui, tr!(lang, "setup-no-client", provider = provider));
    ui.horizontal_wrapped(|ui| {
        if form.app_password_instead() && button(ui, &tr!(lang, "setup-use-app-password")).clicked()
        {
            form.sign_in = SignInKind::Password;
        }
        if online_accounts
            && button(ui, &tr!(lang, "setup-add-in-online-accounts"))
                .on_hover_text(tr!(lang, "setup-add-in-online-accounts-hover"))
                .clicked()
        {
            asked = Some(Asked::OnlineAccounts);
        }
    });
    label(ui, tr!(lang, "setup-token-command-instead"));
    asked
}

/// Server, port, security and login name.
fn server_fields(ui: &mut egui::Ui, lang: &Lang, form: &mut SetupForm) {
    text_rows(
        ui,
        lang,
        [
            (
                tr!(lang, "setup-server"),
                &mut form.host,
                "smtp.example.net".into(),
            ),
            (tr!(lang, "setup-port"), &mut form.port, "587".into()),
            (
                tr!(lang, "setup-username"),
                &mut form.username,
                "me@example.net".into(),
            ),
        ],
    );
    ui.horizontal(|ui| {
        label(ui, tr!(lang, "setup-security"));
        radio(
            ui,
            &mut form.security,
            Security::Starttls,
            &tr!(lang, "security-starttls"),
        );
        radio(
            ui,
            &mut form.security,
            Security::Tls,
            &tr!(lang, "security-tls"),
        );
        let none = tr!(lang, "setup-security-none");
        radio(ui, &mut form.security, Security::None, &none);
    });
    // The mailbox, where the copy of sent mail goes (empty: no copy in the server's Sent);
    // its protection follows the port (993 TLS, else STARTTLS) unless discovery said.
    text_rows(
        ui,
        lang,
        [
            (
                tr!(lang, "setup-imap-server"),
                &mut form.imap_host,
                "imap.example.net".into(),
            ),
            (
                tr!(lang, "setup-imap-port"),
                &mut form.imap_port,
                "993".into(),
            ),
        ],
    );
}

/// How a connection is protected, in words.
fn security_word(lang: &Lang, security: Security) -> String {
    lang.get(match security {
        Security::Tls => "security-tls",
        Security::Starttls => "security-starttls",
        Security::None => "security-none",
    })
}

/// What the form says, in words.
fn form_status_text(lang: &Lang, status: &FormStatus) -> String {
    let said = |e: &dyn Localize| lang.render(&e.text());
    match status {
        FormStatus::NotFound { email } => tr!(lang, "form-not-found", email = email.as_str()),
        FormStatus::DiscoverFailed(e) => said(e),
        FormStatus::SignedIn => tr!(lang, "form-signed-in"),
        FormStatus::SignInFailed(e) => said(e),
        FormStatus::Testing => tr!(lang, "form-testing"),
        FormStatus::Tested(r) => tr!(
            lang,
            "form-tested",
            encrypted = if r.encrypted { "yes" } else { "no" },
            offers = r.ehlo.join(", ")
        ),
        FormStatus::TestFailed(e) => said(e),
        FormStatus::Saving => tr!(lang, "form-saving"),
        FormStatus::BrowseFailed { error, url } => tr!(
            lang,
            "setup-open-yourself",
            error = lang.render(error),
            url = url.as_str()
        ),
        FormStatus::Problem(p) => match p {
            FormProblem::BadPort => tr!(lang, "form-bad-port"),
            FormProblem::QuotedCommand => tr!(lang, "form-quoted-command"),
            FormProblem::TypePasswordFirst => tr!(lang, "form-type-password"),
            FormProblem::SignInFirst => tr!(lang, "form-sign-in-first"),
            FormProblem::SignInChanged => tr!(lang, "form-sign-in-changed"),
            FormProblem::OnlySmtp => tr!(lang, "form-only-smtp"),
            FormProblem::BadAddress(why) => tr!(lang, "form-bad-address", why = lang.render(why)),
            // Config diagnostics name TOML keys and stay in English (see `crate::i18n`).
            FormProblem::Config(e) => e.to_string(),
            FormProblem::Keyring(e) => tr!(lang, "form-keyring", error = said(e)),
        },
    }
}
