//! Sign and Encrypt, under the sender, for an account that names its OpenPGP key: the two
//! switches, why the message goes unsigned when GnuPG cannot sign, and who lacks a key for
//! encryption, with "Use this key" for a key nobody the person trusts has certified and
//! "Look for a key" for one the keyring lacks. A key's user id is anyone's text: it is shown
//! through [`make_visible`], beside the fingerprint that names the key.

use egui::RichText;

use super::PreviewApp;
use super::bidi::{button, label, widget_text};
use super::look::{bad, warn};
use crate::i18n::{Lang, Localize};
use crate::session::{KeysState, OpenPgpError, OpenPgpView, Recipient};
use crate::visible::make_visible;

/// What the person asked for in this frame.
enum Asked {
    Sign(bool),
    Encrypt(bool),
    Accept(String),
    Find(String),
}

/// A key in a sentence: its fingerprint in groups of four, and its user id made visible.
fn key_text(lang: &Lang, fingerprint: &str, user_id: &str) -> String {
    let grouped: Vec<&str> = fingerprint
        .as_bytes()
        .chunks(4)
        .filter_map(|c| std::str::from_utf8(c).ok())
        .collect();
    tr!(
        lang,
        "openpgp-key-of",
        key = grouped.join(" "),
        user = make_visible(user_id, false)
    )
}

impl PreviewApp {
    /// Sign and Encrypt, when the sending account has a key.
    pub(super) fn openpgp(&mut self, ui: &mut egui::Ui) {
        let lang = self.lang.clone();
        let Some(view) = self.session.openpgp() else {
            return;
        };
        let mut asked = None;
        ui.horizontal_wrapped(|ui| {
            let mut sign = view.sign;
            if ui
                .add_enabled(
                    view.can_sign(),
                    egui::Checkbox::new(&mut sign, widget_text(ui, tr!(lang, "openpgp-sign"))),
                )
                .on_hover_text(tr!(lang, "openpgp-sign-hover", key = view.key.to_string()))
                .changed()
            {
                asked = Some(Asked::Sign(sign));
            }
            let mut encrypt = view.encrypt;
            let offered = view.can_encrypt() || view.encrypt;
            if ui
                .add_enabled(
                    offered,
                    egui::Checkbox::new(
                        &mut encrypt,
                        widget_text(ui, tr!(lang, "openpgp-encrypt")),
                    ),
                )
                .on_hover_text(tr!(lang, "openpgp-encrypt-hover"))
                .on_disabled_hover_text(tr!(lang, "openpgp-cannot-encrypt"))
                .changed()
            {
                asked = Some(Asked::Encrypt(encrypt));
            }
            if matches!(view.keys, KeysState::Checking) || view.busy {
                ui.spinner();
            }
        });
        self.openpgp_notes(ui, &lang, &view, &mut asked);
        match asked {
            Some(Asked::Sign(on)) => self.session.set_sign(on),
            Some(Asked::Encrypt(on)) => self.session.set_encrypt(on),
            Some(Asked::Accept(address)) => self.session.accept_key(&address),
            Some(Asked::Find(address)) => self.session.find_key(&address),
            None => {}
        }
    }

    /// What the switches need said: the headers that stay readable, why the message goes
    /// unsigned, and each recipient without a key encryption may use.
    fn openpgp_notes(
        &self,
        ui: &mut egui::Ui,
        lang: &Lang,
        view: &OpenPgpView<'_>,
        asked: &mut Option<Asked>,
    ) {
        if view.encrypt {
            label(
                ui,
                RichText::new(tr!(lang, "openpgp-headers-readable")).color(warn(ui)),
            );
        }
        if let Some(found) = view.found {
            label(ui, make_visible(&lang.render(found), false));
        }
        let keys = match view.keys {
            KeysState::Checking => return,
            KeysState::Failed(OpenPgpError::Missing { .. }) => {
                let note = tr!(lang, "openpgp-gnupg-missing", key = view.key.to_string());
                label(ui, RichText::new(note).color(bad(ui)));
                return;
            }
            KeysState::Failed(e) => {
                let reason = make_visible(&lang.render(&e.text()), false);
                label(
                    ui,
                    RichText::new(tr!(lang, "openpgp-unsigned-because", reason = reason))
                        .color(bad(ui)),
                );
                return;
            }
            KeysState::Ready(keys) => keys,
        };
        if keys.signer.is_none() {
            label(
                ui,
                RichText::new(tr!(lang, "openpgp-no-signer", key = view.key.to_string()))
                    .color(bad(ui)),
            );
            return;
        }
        if !keys.signer_encrypts {
            label(
                ui,
                RichText::new(tr!(
                    lang,
                    "openpgp-signer-cannot-encrypt",
                    key = view.key.to_string()
                ))
                .weak(),
            );
        }
        if keys.all_usable() {
            return;
        }
        // Encrypt is offered only when every recipient has a key: who lacks one, and why.
        label(
            ui,
            RichText::new(tr!(lang, "openpgp-cannot-encrypt")).weak(),
        );
        for (address, found) in &keys.recipients {
            if found.usable().is_some() {
                continue;
            }
            let shown = make_visible(address, false);
            ui.horizontal_wrapped(|ui| {
                let reason = lang.render(&found.lack());
                label(
                    ui,
                    RichText::new(tr!(
                        lang,
                        "openpgp-recipient-lacks",
                        address = shown.clone(),
                        reason = reason
                    ))
                    .color(warn(ui)),
                );
                match found {
                    Recipient::NotCertified(key) => {
                        label(ui, key_text(lang, key.fingerprint.as_str(), &key.user_id));
                        if button(ui, &tr!(lang, "openpgp-use-key"))
                            .on_hover_text(tr!(
                                lang,
                                "openpgp-use-key-hover",
                                address = shown.clone()
                            ))
                            .clicked()
                        {
                            *asked = Some(Asked::Accept(address.clone()));
                        }
                    }
                    Recipient::None | Recipient::Expired | Recipient::Revoked => {
                        let domain = address.rsplit('@').next().unwrap_or_default();
                        let find = ui.add_enabled(
                            !view.busy,
                            egui::Button::new(widget_text(ui, tr!(lang, "openpgp-find-key"))),
                        );
                        if find
                            .on_hover_text(tr!(
                                lang,
                                "openpgp-find-key-hover",
                                address = shown.clone(),
                                domain = make_visible(domain, false)
                            ))
                            .clicked()
                        {
                            *asked = Some(Asked::Find(address.clone()));
                        }
                    }
                    Recipient::Valid(_) | Recipient::Accepted(_) => {}
                }
            });
        }
    }
}
