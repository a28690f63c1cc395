//! The pieces every view of the window shares: the colours of a warning and of what stops
//! the message, the direction lines run in (mirrored in a right-to-left language), a section
//! that opens and closes, a sign-in under way, and what a screen reader is told beside a
//! widget. Below every view, so that no view imports another for them.

use egui::Color32;

use super::bidi::{button, label, name, widget_text};
use crate::i18n::Lang;

/// The colour of a warning, dark enough to read on the light theme too (over 4.5:1).
pub(super) fn warn(ui: &egui::Ui) -> Color32 {
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

/// How a window's contents are laid out: top to bottom, from the start of the line (the
/// right, in a right-to-left language: rows within it then run right to left too).
pub(super) fn column(lang: &Lang) -> egui::Layout {
    egui::Layout::top_down(start(lang))
}

/// A row whose first item is at the start of the line.
pub(super) fn row(lang: &Lang) -> egui::Layout {
    if lang.is_rtl() {
        egui::Layout::right_to_left(egui::Align::Min)
    } else {
        egui::Layout::left_to_right(egui::Align::Min)
    }
}

/// Where lines start: the left, or the right in a right-to-left language.
pub(super) fn start(lang: &Lang) -> egui::Align {
    if lang.is_rtl() {
        egui::Align::Max
    } else {
        egui::Align::Min
    }
}

/// A section that opens and closes, its arrow and title at the start of the line (mirrored
/// in a right-to-left language, which egui's `CollapsingHeader` is not). Its accessible
/// description says whether it is open: AccessKit's expanded state does not reach AT-SPI
/// yet (AccessKit#551), so Orca would say only "toggle button".
pub(super) fn section(
    ui: &mut egui::Ui,
    lang: &Lang,
    id: &str,
    title: &str,
    default_open: bool,
    body: impl FnOnce(&mut egui::Ui),
) {
    let id = ui.make_persistent_id(("section", id));
    let mut state = egui::collapsing_header::CollapsingState::load_with_default_open(
        ui.ctx(),
        id,
        default_open,
    );
    let text = widget_text(ui, title);
    let galley = text.into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Button,
    );
    let icon = ui.spacing().icon_width;
    let padding = ui.spacing().button_padding;
    let size = egui::vec2(
        ui.available_width(),
        galley.size().y.max(ui.spacing().interact_size.y) + padding.y,
    );
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let title_text = title.to_string();
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::DisclosureTriangle, true, &title_text)
    });
    if response.clicked() {
        state.toggle(ui);
    }
    let openness = state.openness(ui.ctx());
    if ui.is_rect_visible(rect) {
        let visuals = *ui.style().interact(&response);
        if response.hovered() || response.has_focus() {
            ui.painter()
                .rect_filled(rect, visuals.corner_radius, visuals.weak_bg_fill);
        }
        let rtl = lang.is_rtl();
        let icon_rect = if rtl {
            egui::Rect::from_center_size(
                egui::pos2(rect.max.x - icon / 2.0 - padding.x, rect.center().y),
                egui::vec2(icon, icon),
            )
        } else {
            egui::Rect::from_center_size(
                egui::pos2(rect.min.x + icon / 2.0 + padding.x, rect.center().y),
                egui::vec2(icon, icon),
            )
        };
        let mut icon_response = response.clone();
        icon_response.rect = icon_rect;
        egui::collapsing_header::paint_default_icon(ui, openness, &icon_response);
        let x = if rtl {
            icon_rect.min.x - padding.x - galley.size().x
        } else {
            icon_rect.max.x + padding.x
        };
        let pos = egui::pos2(x, rect.center().y - galley.size().y / 2.0);
        ui.painter().galley(pos, galley, visuals.text_color());
    }
    name(ui, &response, title);
    let state_word = if openness > 0.5 {
        lang.get("section-open")
    } else {
        lang.get("section-closed")
    };
    describe(ui, response.id, &[state_word]);
    state.show_body_unindented(ui, |ui| {
        ui.with_layout(column(lang), body);
    });
}

/// A sign-in under way: a spinner, where to sign in (the site's name, so the person knows
/// where they type their password), and Stop. Returns whether Stop was pressed.
pub(super) fn sign_in_progress(ui: &mut egui::Ui, lang: &Lang, host: Option<&str>) -> bool {
    ui.spinner();
    label(
        ui,
        match host {
            Some(host) => tr!(lang, "sign-in-on", host = host),
            None => tr!(lang, "sign-in-opening"),
        },
    );
    button(ui, &tr!(lang, "stop")).clicked()
}

/// Makes `sentences` the accessible description of the widget `id`, so that a screen reader
/// says them when the field is focused: a warning beside a field is read with the field, not
/// only when the reader happens to reach the label.
pub(super) fn describe(ui: &egui::Ui, id: egui::Id, sentences: &[String]) {
    // Spelling and the offers may have described the field already in this frame: the
    // window's warnings come first.
    add_description(ui, id, sentences, Said::First);
}

/// Where sentences go in an accessible description beside what it says already.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Said {
    First,
    Last,
}

/// Adds `sentences` to the accessible description of the widget `id`, before or after what
/// was said about it already in this frame.
pub(super) fn add_description(ui: &egui::Ui, id: egui::Id, sentences: &[String], at: Said) {
    if sentences.is_empty() {
        return;
    }
    let text = sentences.join(". ");
    ui.ctx().accesskit_node_builder(id, |node| {
        let description = match node.description() {
            Some(said) if !said.is_empty() && at == Said::First => format!("{text}. {said}"),
            Some(said) if !said.is_empty() => format!("{said}. {text}"),
            _ => text,
        };
        node.set_description(description);
    });
}
