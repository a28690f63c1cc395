//! Recipients offered below To, Cc and Bcc while the person types, keyboard first: Down and Up
//! move through the offers, Enter or Tab takes one, Escape closes them, Shift+Delete forgets
//! the one selected (an address remembered from sent mail; address books are the person's to
//! edit). The keyboard stays in the field, whose active descendant is the selected offer, so a
//! screen reader follows along. Which addresses are offered, and what taking one does, is the
//! session's.

use egui::accesskit::Role;

use super::bidi::widget_text;
use crate::i18n::{Lang, Text};
use crate::session::{EditField, RecipientField, Session, Suggestion};
use crate::visible::make_visible;

/// How an offer reads: the mailbox as it would go into the field, with anything hidden in a
/// name from an address book spelled out.
fn offer_text(offer: &Suggestion) -> String {
    make_visible(&offer.mailbox(), false)
}

/// The list's own id, from its field's.
fn list_id(field_id: egui::Id) -> egui::Id {
    field_id.with("recipient-offers")
}

/// Whether the pointer is over `field_id`'s list (where the last frame drew it): a click there
/// must not take the keyboard from the field before the offer is taken (egui lets a click
/// anywhere end a field's focus).
pub(super) fn pointer_on_list(ui: &egui::Ui, field_id: egui::Id) -> bool {
    let drawn: Option<egui::Rect> = ui.ctx().data(|d| d.get_temp(list_id(field_id)));
    let pointer = ui.ctx().pointer_interact_pos();
    drawn
        .zip(pointer)
        .is_some_and(|(rect, at)| rect.contains(at))
}

/// Where `field_id`'s list was drawn (`None`: it is closed).
fn drawn_at(ui: &egui::Ui, field_id: egui::Id, rect: Option<egui::Rect>) {
    ui.ctx().data_mut(|d| match rect {
        Some(rect) => {
            d.insert_temp(list_id(field_id), rect);
        }
        None => d.remove::<egui::Rect>(list_id(field_id)),
    });
}

/// A key pressed with no modifier at all (egui's `consume_key` would also take it with Shift).
fn plain(i: &mut egui::InputState, key: egui::Key) -> bool {
    i.modifiers.is_none() && i.consume_key(egui::Modifiers::NONE, key)
}

/// Before `field`'s text field (`id`) is shown: takes the keys the offers answer to while
/// it has the keyboard and offers are open.
pub(super) fn keys(ui: &mut egui::Ui, session: &mut Session, field: RecipientField, id: egui::Id) {
    if !ui.memory(|m| m.has_focus(id)) {
        return;
    }
    let offers = session.recipient_offers(field);
    if offers.is_empty() {
        return;
    }
    let count = offers.len();
    let (down, up, enter, tab, escape, forget) = ui.input_mut(|i| {
        let forget =
            i.modifiers.shift_only() && i.consume_key(egui::Modifiers::SHIFT, egui::Key::Delete);
        if forget {
            // Some platforms also send Shift+Delete as Cut: the field must not cut.
            i.events.retain(|e| !matches!(e, egui::Event::Cut));
        }
        (
            plain(i, egui::Key::ArrowDown),
            plain(i, egui::Key::ArrowUp),
            plain(i, egui::Key::Enter),
            // Tab takes the offer and still moves on, as in Thunderbird.
            i.modifiers.is_none() && i.key_pressed(egui::Key::Tab),
            plain(i, egui::Key::Escape),
            forget,
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
    } else if escape {
        session.dismiss_offers(field);
    } else if forget && offers[selected].is_remembered() {
        session.forget_offer(&offers[selected].address);
    }
}

/// After taking an offer the caret goes to the end of the field, ready for the next one.
fn move_caret_to_end(ui: &egui::Ui, session: &Session, field: RecipientField, id: egui::Id) {
    let Some(text) = session.text(EditField::Recipients(field)) else {
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

/// After `field`'s text field (`response`) is shown: the offers right below it, each
/// clickable, and what a screen reader hears about them. Returns whether they are open.
///
/// The list takes its place in the layout instead of floating over it, so it never covers a
/// warning about the field or the fields below: they move down while it is open.
pub(super) fn list(
    ui: &mut egui::Ui,
    session: &mut Session,
    lang: &Lang,
    field: RecipientField,
    response: &egui::Response,
) -> bool {
    let offers = if response.has_focus() {
        session.recipient_offers(field)
    } else {
        Vec::new()
    };
    if offers.is_empty() {
        drawn_at(ui, response.id, None);
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
    let mut selected_id = None;
    let frame = egui::Frame::popup(ui.style()).show(ui, |ui| {
        ui.set_width(response.rect.width() - 16.0);
        for (n, offer) in offers.iter().enumerate() {
            let text = offer_text(offer);
            let source = lang.render(&offer.source.text());
            let r = ui.selectable_label(n == selected, widget_text(ui, text.clone()));
            let described = if offer.is_remembered() {
                format!("{source}. {forget}")
            } else {
                source.clone()
            };
            ui.ctx().accesskit_node_builder(r.id, |node| {
                node.set_role(Role::ListBoxOption);
                node.set_label(text.clone());
                node.set_description(described);
                node.set_selected(n == selected);
            });
            if n == selected {
                selected_id = Some(r.id);
            }
            if r.on_hover_text(&source).clicked() {
                taken = Some(n);
            }
        }
    });
    drawn_at(ui, response.id, Some(frame.response.rect));
    if let Some(n) = taken {
        session.take_offer(field, &offers[n]);
        move_caret_to_end(ui, session, field, response.id);
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
    // The field keeps the keyboard; its active descendant is the offer Enter would take, and
    // its description says how many there are.
    let count = lang.render(&Text::new("contacts-offers").arg("count", offers.len() as u64));
    if let Some(id) = selected_id {
        ui.ctx().accesskit_node_builder(response.id, |node| {
            node.set_active_descendant(id.accesskit_id());
        });
    }
    super::look::add_description(ui, response.id, &[count], super::look::Said::Last);
    true
}
