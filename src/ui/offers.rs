//! Recipients offered below To, Cc and Bcc while the person types, keyboard first: Down and Up
//! move through the offers, Enter or Tab takes one, Escape closes them, Shift+Delete forgets
//! the one selected. The keyboard stays in the field; the field's accessible description says
//! how many are offered and which is selected, so a screen reader follows along. Which
//! addresses are offered, and what taking one does, is the session's.

use super::bidi::widget_text;
use crate::i18n::{Lang, Text};
use crate::session::{RecipientField, Session, Suggestion};

/// How an offer reads: the mailbox as it would go into the field.
fn offer_text(offer: &Suggestion) -> String {
    offer.mailbox()
}

/// Before `field`'s text field (`id`) is shown: takes the keys the offers answer to while
/// it has the keyboard and offers are open. Returns whether they are open.
pub(super) fn keys(
    ui: &mut egui::Ui,
    session: &mut Session,
    field: RecipientField,
    id: egui::Id,
) -> bool {
    if !ui.memory(|m| m.has_focus(id)) {
        return false;
    }
    let offers = session.recipient_offers(field);
    if offers.is_empty() {
        return false;
    }
    let count = offers.len();
    let (down, up, enter, tab, escape, forget) = ui.input_mut(|i| {
        (
            i.consume_key(egui::Modifiers::NONE, egui::Key::ArrowDown),
            i.consume_key(egui::Modifiers::NONE, egui::Key::ArrowUp),
            i.consume_key(egui::Modifiers::NONE, egui::Key::Enter),
            // Tab takes the offer and still moves on, as in Thunderbird.
            i.modifiers.is_none() && i.key_pressed(egui::Key::Tab),
            i.consume_key(egui::Modifiers::NONE, egui::Key::Escape),
            i.consume_key(egui::Modifiers::SHIFT, egui::Key::Delete),
        )
    });
    let selected = session.selected_offer(count);
    if down {
        session.move_offer(1, count);
    }
    if up {
        session.move_offer(-1, count);
    }
    if enter || tab {
        session.take_offer(field, &offers[selected]);
        if enter {
            move_caret_to_end(ui, session, field, id);
        }
        return false;
    }
    if escape {
        session.dismiss_offers(field);
        return false;
    }
    if forget {
        session.forget_offer(&offers[selected].address);
    }
    !session.recipient_offers(field).is_empty()
}

/// After taking an offer the caret goes to the end of the field, ready for the next one.
fn move_caret_to_end(ui: &egui::Ui, session: &Session, field: RecipientField, id: egui::Id) {
    let Some(text) = session.text(crate::session::EditField::Recipients(field)) else {
        return;
    };
    let end = text.chars().count();
    let mut state = egui::TextEdit::load_state(ui.ctx(), id).unwrap_or_default();
    state
        .cursor
        .set_char_range(Some(egui::text::CCursorRange::one(
            egui::text::CCursor::new(end),
        )));
    state.store(ui.ctx(), id);
}

/// After `field`'s text field (`response`) is shown: the offers below it, each clickable,
/// and what a screen reader hears about them.
pub(super) fn list(
    ui: &mut egui::Ui,
    session: &mut Session,
    lang: &Lang,
    field: RecipientField,
    response: &egui::Response,
) -> bool {
    if !response.has_focus() {
        return false;
    }
    let offers = session.recipient_offers(field);
    if offers.is_empty() {
        return false;
    }
    let selected = session.selected_offer(offers.len());
    let mut taken = None;
    let forget = lang.render(
        &Text::new("contacts-forget-hover").arg(
            "shortcut",
            lang.render(
                &Text::new("shortcut")
                    .arg("modifier", lang.get("key-shift"))
                    .arg("key", lang.get("key-delete")),
            ),
        ),
    );
    egui::Popup::from_response(response)
        .open(true)
        .width(response.rect.width())
        .show(|ui| {
            for (n, offer) in offers.iter().enumerate() {
                let text = offer_text(offer);
                let source = lang.render(&offer.source.text());
                let r = ui.selectable_label(n == selected, widget_text(ui, text.clone()));
                let described = format!("{source}. {forget}");
                ui.ctx().accesskit_node_builder(r.id, |node| {
                    node.set_label(text.clone());
                    node.set_description(described);
                });
                if r.on_hover_text(&source).clicked() {
                    taken = Some(n);
                }
            }
        });
    if let Some(n) = taken {
        session.take_offer(field, &offers[n]);
        response.request_focus();
        return false;
    }
    // While offers are open, Up, Down and Escape are theirs: egui would otherwise move the
    // keyboard to another widget, or take it away, before the field sees them next frame.
    ui.memory_mut(|m| {
        m.set_focus_lock_filter(
            response.id,
            egui::EventFilter {
                tab: false,
                horizontal_arrows: true,
                vertical_arrows: true,
                escape: true,
            },
        );
    });
    // The field keeps the keyboard: its description says what is offered and which offer
    // Enter would take.
    let said = [
        lang.render(&Text::new("contacts-offers").arg("count", offers.len() as u64)),
        offer_text(&offers[selected]),
        lang.render(&offers[selected].source.text()),
    ]
    .join(". ");
    ui.ctx().accesskit_node_builder(response.id, |node| {
        let description = match node.description() {
            Some(before) if !before.is_empty() => format!("{before}. {said}"),
            _ => said,
        };
        node.set_description(description);
    });
    true
}
