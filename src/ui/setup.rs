//! First run: no config yet. The window offers an account form inline, tests the connection
//! with `config check --connect`'s code, and writes `config.toml`; the message waits meanwhile.
//! Next to it: "I write mail in my browser" and "I use another mail program", which save an
//! account that hands messages over ([`crate::open_with`]) instead of sending them.

use std::path::Path;
use std::sync::mpsc;

use egui::RichText;

use crate::config::{self, Config, Security, Transport};
use crate::open_with::Target;
use crate::send::{self, SendError, ServerReport};

/// The account form.
pub(super) struct Setup {
    pub email: String,
    pub name: String,
    pub host: String,
    pub port: String,
    pub security: Security,
    pub username: String,
    pub password_command: String,
    pub status: Option<(bool, String)>,
    testing: Option<mpsc::Receiver<Result<ServerReport, SendError>>>,
}

impl Default for Setup {
    fn default() -> Self {
        Self {
            email: String::new(),
            name: String::new(),
            host: String::new(),
            port: "587".into(),
            security: Security::Starttls,
            username: String::new(),
            password_command: String::new(),
            status: None,
            testing: None,
        }
    }
}

fn toml_str(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

impl Setup {
    /// The config text this form describes.
    pub fn toml(&self) -> String {
        let mut t = String::from("[accounts.main]\n");
        t.push_str(&format!("email = {}\n", toml_str(self.email.trim())));
        if !self.name.trim().is_empty() {
            t.push_str(&format!("display-name = {}\n", toml_str(self.name.trim())));
        }
        t.push_str("default = true\n");
        t.push_str(&format!("host = {}\n", toml_str(self.host.trim())));
        t.push_str(&format!("port = {}\n", self.port.trim()));
        t.push_str(&format!("security = \"{}\"\n", self.security.as_str()));
        if !self.username.trim().is_empty() {
            t.push_str(&format!("username = {}\n", toml_str(self.username.trim())));
            let argv: Vec<String> = self
                .password_command
                .split_whitespace()
                .map(toml_str)
                .collect();
            t.push_str(&format!("password.command = [{}]\n", argv.join(", ")));
        }
        t
    }

    /// The config text of an account that hands messages to `target`: `webmail = "gmail"` or
    /// `program = "claws-mail"`, with the address and name if the person typed them.
    pub fn handoff_toml(&self, target: &Target) -> String {
        let (table, key) = match target {
            Target::Webmail(_) => ("webmail", "webmail"),
            Target::Program(_) => ("program", "program"),
        };
        let mut t = format!("[accounts.{table}]\n{key} = {}\n", toml_str(target.id()));
        if !self.email.trim().is_empty() {
            t.push_str(&format!("email = {}\n", toml_str(self.email.trim())));
        }
        if !self.name.trim().is_empty() {
            t.push_str(&format!("display-name = {}\n", toml_str(self.name.trim())));
        }
        t.push_str("default = true\n");
        t
    }

    /// Saves `toml` as the config at `path` once it validates.
    fn save(&self, path: &Path, toml: &str) -> Result<Config, String> {
        let config = config::parse(toml, path, Some(0o600)).map_err(|e| e.to_string())?;
        config::write_new(path, toml).map_err(|e| e.to_string())?;
        Ok(config)
    }

    /// The form validated as a config at `path`.
    fn config(&self, path: &Path) -> Result<Config, String> {
        config::parse(&self.toml(), path, Some(0o600)).map_err(|e| e.to_string())
    }

    /// Draws the form and the hand-off choices (`targets`); returns the loaded config once it
    /// was saved.
    pub fn show(&mut self, ui: &mut egui::Ui, path: &Path, targets: &[Target]) -> Option<Config> {
        if let Some(rx) = &self.testing
            && let Ok(result) = rx.try_recv()
        {
            self.status = Some(match result {
                Ok(r) => (
                    true,
                    format!(
                        "Connected{} and logged in; the server offers: {}",
                        if r.encrypted {
                            ", encrypted,"
                        } else {
                            " (not encrypted)"
                        },
                        r.ehlo.join(", ")
                    ),
                ),
                Err(e) => (false, e.to_string()),
            });
            self.testing = None;
        }
        if self.testing.is_some() {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(100));
        }
        ui.label(
            RichText::new(
                "No account is set up yet. Add one here; the message below waits and is not lost.",
            )
            .strong(),
        );
        egui::Grid::new("setup").num_columns(2).show(ui, |ui| {
            for (label, value, hint) in [
                ("Email", &mut self.email, "me@example.net"),
                ("Name", &mut self.name, "Your Name"),
                ("Server", &mut self.host, "smtp.example.net"),
                ("Port", &mut self.port, "587"),
                ("Username", &mut self.username, "me@example.net"),
                (
                    "Password command",
                    &mut self.password_command,
                    "pass show mail",
                ),
            ] {
                let l = ui.label(label);
                ui.add(
                    egui::TextEdit::singleline(value)
                        .hint_text(hint)
                        .desired_width(320.0),
                )
                .labelled_by(l.id);
                ui.end_row();
            }
            ui.label("Security");
            ui.horizontal(|ui| {
                ui.radio_value(&mut self.security, Security::Starttls, "STARTTLS");
                ui.radio_value(&mut self.security, Security::Tls, "TLS");
                ui.radio_value(
                    &mut self.security,
                    Security::None,
                    "None (this machine only)",
                );
            });
            ui.end_row();
        });
        let mut saved = None;
        ui.horizontal(|ui| {
            let testing = self.testing.is_some();
            if ui
                .add_enabled(!testing, egui::Button::new("Test connection"))
                .clicked()
            {
                match self.config(path) {
                    Ok(c) => match c.accounts.first().map(|a| a.transport.clone()) {
                        Some(Transport::Smtp(smtp)) => {
                            let (tx, rx) = mpsc::channel();
                            std::thread::spawn(move || {
                                let _ = tx.send(send::check_connection(&smtp, &mut |_| {}));
                            });
                            self.testing = Some(rx);
                            self.status = Some((true, "Testing...".into()));
                        }
                        _ => self.status = Some((false, "only SMTP accounts can be tested".into())),
                    },
                    Err(e) => self.status = Some((false, e)),
                }
            }
            if testing {
                ui.spinner();
            }
            if ui.button("Save account").clicked() {
                match self.save(path, &self.toml()) {
                    Ok(c) => saved = Some(c),
                    Err(e) => self.status = Some((false, e)),
                }
            }
        });
        ui.add_space(4.0);
        ui.label("Or keep writing mail where you do now: this window checks each message, then hands it over.");
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
            match self.save(path, &self.handoff_toml(&target)) {
                Ok(c) => saved = Some(c),
                Err(e) => self.status = Some((false, e)),
            }
        }
        if let Some((ok, text)) = &self.status {
            let color = if *ok {
                ui.visuals().text_color()
            } else {
                super::view::bad(ui)
            };
            ui.label(RichText::new(crate::visible::make_visible(text, false)).color(color));
        }
        saved
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_writes_a_valid_config() {
        let s = Setup {
            email: "me@example.net".into(),
            name: "Me \"Quoted\"".into(),
            host: "smtp.example.net".into(),
            username: "me".into(),
            password_command: "pass show mail/work".into(),
            ..Setup::default()
        };
        let c = s.config(Path::new("c.toml")).unwrap();
        assert_eq!(c.accounts[0].display_name.as_deref(), Some("Me \"Quoted\""));
        assert!(
            s.toml()
                .contains("password.command = [\"pass\", \"show\", \"mail/work\"]")
        );
    }

    #[test]
    fn a_handoff_choice_writes_a_valid_account() {
        let s = Setup {
            email: "me@gmail.com".into(),
            ..Setup::default()
        };
        let gmail = Target::Webmail(crate::open_with::Webmail::by_id("gmail").unwrap());
        let text = s.handoff_toml(&gmail);
        let c = config::parse(&text, Path::new("c.toml"), Some(0o600)).unwrap();
        assert_eq!(c.accounts[0].open_with(), Some("gmail"));
        assert_eq!(c.accounts[0].email.as_deref(), Some("me@gmail.com"));
        // Without an address too: the webmail knows who you are.
        let text = Setup::default().handoff_toml(&gmail);
        assert!(
            config::parse(&text, Path::new("c.toml"), Some(0o600)).is_ok(),
            "{text}"
        );
    }
}
