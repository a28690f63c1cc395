//! Misspelt words in Subject and Body, drawn the way desktops draw them: a red wavy line under
//! each (egui has no wavy stroke, so it is painted over the field's own layout of its text),
//! and a menu on right-click or Shift+F10 (egui has no Menu key) with the corrections, Add to
//! dictionary and Ignore. The session decides which words are misspelt and makes the
//! correction; this only shows them and passes the person's answer on.

use std::ops::Range;

use egui::text::{CCursor, CCursorRange};
use egui::text_edit::TextEditOutput;

use super::bidi::{button, label, widget_text};
use super::look::column;
use crate::i18n::{Lang, Text};
use crate::session::{EditField, Session, SpellingAnswer, SpellingChoice};

/// How far the wave goes up and down, and the length of one half-wave, in points.
const WAVE_HEIGHT: f32 = 1.5;
const WAVE_STEP: f32 = 2.0;

/// How many marked words a screen reader is told about in the field's description (a
/// hostile body may have thousands; the first ones say what there is).
const DESCRIBED_WORDS: usize = 10;

/// The byte offset of character `index` in `text`.
fn byte_offset(text: &str, index: usize) -> usize {
    text.char_indices()
        .nth(index)
        .map_or(text.len(), |(i, _)| i)
}

/// Where the words at character ranges `words` (in order) are on screen, piece by piece (a
/// word the field wrapped has two), for the rows inside `clip` only: one walk over the
/// galley's rows, so that a long body with many marks costs its rows, not rows times marks.
/// Each rect comes with the index of its word.
fn word_rects(
    output: &TextEditOutput,
    words: &[Range<usize>],
    clip: egui::Rect,
) -> Vec<(usize, egui::Rect)> {
    let offset = output.galley_pos.to_vec2();
    let mut out = Vec::new();
    let mut first = 0;
    let mut row_start = 0;
    for placed in &output.galley.rows {
        let glyphs = placed.row.glyphs.len();
        let row_end = row_start + placed.char_count_including_newline().0;
        let rect = placed.rect().translate(offset);
        if rect.min.y > clip.max.y {
            break;
        }
        while first < words.len() && words[first].end <= row_start {
            first += 1;
        }
        if rect.max.y >= clip.min.y {
            for (n, word) in words.iter().enumerate().skip(first) {
                if word.start >= row_start + glyphs {
                    break;
                }
                let from = word.start.max(row_start) - row_start;
                let to = word.end.min(row_start + glyphs) - row_start;
                if from >= to {
                    continue;
                }
                let x0 = placed.row.x_offset(egui::text::CharIndex(from));
                let x1 = placed.row.x_offset(egui::text::CharIndex(to));
                let piece = egui::Rect::from_min_max(
                    egui::pos2(rect.min.x + x0.min(x1), rect.min.y),
                    egui::pos2(rect.min.x + x0.max(x1), rect.max.y),
                );
                out.push((n, piece));
            }
        }
        row_start = row_end;
    }
    out
}

/// A red wave under `rect`.
fn wave(painter: &egui::Painter, rect: egui::Rect, color: egui::Color32) {
    // Just above the row's bottom: below the baseline, clear of the next row.
    let y = rect.bottom() - 0.5;
    let mut points = Vec::new();
    let mut x = rect.left();
    let mut up = false;
    while x <= rect.right() {
        points.push(egui::pos2(x, if up { y - WAVE_HEIGHT } else { y }));
        up = !up;
        x += WAVE_STEP;
    }
    if points.len() >= 2 {
        painter.add(egui::Shape::line(points, egui::Stroke::new(1.0, color)));
    }
}

/// The wavy lines under `field`'s misspelt words, and the menu opened on one of them; call
/// after the field is shown (`output`). `reordered` says the field shows its text reordered
/// for reading (right to left, not being edited), where the field's own layout is not what
/// the person sees: no line then, until they edit it.
pub(super) fn marks(
    ui: &mut egui::Ui,
    session: &mut Session,
    lang: &Lang,
    field: EditField,
    output: &TextEditOutput,
    reordered: bool,
) {
    if !matches!(field, EditField::Subject | EditField::Body) {
        return;
    }
    let response = &output.response.response;
    if response.has_focus() {
        session.writing_in(field);
    }
    let marks = session.spelling_marks(field);
    let Some(text) = session.text(field) else {
        return;
    };
    // What a screen reader hears about the field: the first words marked in it.
    let described: Vec<String> = marks
        .bytes
        .iter()
        .take(DESCRIBED_WORDS)
        .filter_map(|r| text.get(r.clone()))
        .map(|w| lang.render(&Text::new("spelling-misspelt").arg("word", w)))
        .collect();
    // Right-click on a word, or Shift+F10 at the caret (not while the field shows its text
    // reordered: its layout is then not what the person points at).
    let mut at = None;
    if !reordered
        && response.secondary_clicked()
        && let Some(pos) = response.interact_pointer_pos()
    {
        let cursor = output.galley.cursor_from_pos(pos - output.galley_pos);
        at = Some(byte_offset(text, cursor.index.0));
    }
    let keyed = !reordered
        && response.has_focus()
        && ui.input_mut(|i| i.consume_key(egui::Modifiers::SHIFT, egui::Key::F10));
    if keyed && let Some(range) = output.cursor_range {
        at = Some(byte_offset(text, range.primary.index.0));
    }
    // Only what is on screen: the field's own clip is its whole text, which the window's
    // scroll area shows a part of.
    let clip = output.text_clip_rect.intersect(ui.clip_rect());
    let rects = word_rects(output, &marks.chars, clip);
    if !reordered {
        let painter = ui.painter().with_clip_rect(clip);
        let color = ui.visuals().error_fg_color;
        for (_, rect) in &rects {
            wave(&painter, *rect, color);
        }
    }
    super::look::add_description(ui, response.id, &described, super::look::Said::Last);
    if let Some(range) = at.and_then(|at| session.misspelling_at(field, at)) {
        session.open_spelling_menu(field, range);
        ui.ctx().data_mut(|d| d.insert_temp(menu_focus_id(), false));
    }
    // The open menu sits below its word.
    let anchor = session
        .spelling_menu()
        .filter(|m| m.field == field)
        .and_then(|m| marks.bytes.iter().position(|r| *r == m.range))
        .and_then(|n| rects.iter().find(|(i, _)| *i == n))
        .map(|(_, rect)| *rect)
        .unwrap_or(output.response.response.rect);
    menu(ui, session, lang, field, output, anchor);
}

fn menu_focus_id() -> egui::Id {
    egui::Id::unique("spelling-menu-focused")
}

/// The open menu of a misspelt word of `field`, below the word.
fn menu(
    ui: &mut egui::Ui,
    session: &mut Session,
    lang: &Lang,
    field: EditField,
    output: &TextEditOutput,
    anchor: egui::Rect,
) {
    let Some(menu) = session
        .spelling_menu()
        .filter(|m| m.field == field)
        .cloned()
    else {
        return;
    };
    let ctx = ui.ctx().clone();
    let mut answer = None;
    let escaped = ctx.input_mut(|i| {
        i.modifiers.is_none() && i.consume_key(egui::Modifiers::NONE, egui::Key::Escape)
    });
    let mut close = escaped;
    let shown = egui::Popup::new(
        egui::Id::unique(("spelling-menu", output.response.response.id)),
        ctx.clone(),
        anchor,
        ui.layer_id(),
    )
    .open(true)
    .kind(egui::PopupKind::Menu)
    .show(|ui| {
        ui.with_layout(column(lang), |ui| {
            let mut first = None;
            match &menu.suggestions {
                None => {
                    ui.add(egui::Spinner::new());
                }
                Some(words) if words.is_empty() => {
                    label(ui, lang.get("spelling-no-suggestions"));
                }
                Some(words) => {
                    for (n, word) in words.iter().enumerate() {
                        let r = ui.add(egui::Button::new(widget_text(
                            ui,
                            egui::RichText::new(word).strong(),
                        )));
                        ctx.accesskit_node_builder(r.id, |node| node.set_label(word.clone()));
                        if r.clicked() {
                            answer = Some(SpellingAnswer::Correct(n));
                        }
                        first.get_or_insert(r.id);
                    }
                }
            }
            ui.separator();
            let add = button(ui, &lang.get("spelling-add"));
            if add.clicked() {
                answer = Some(SpellingAnswer::Add);
            }
            let ignore = button(ui, &lang.get("spelling-ignore"));
            if ignore.clicked() {
                answer = Some(SpellingAnswer::Ignore);
            }
            // The keyboard goes into the menu once there is something to choose.
            let focused = ctx.data(|d| d.get_temp::<bool>(menu_focus_id()).unwrap_or(true));
            if !focused && menu.suggestions.is_some() {
                ctx.memory_mut(|m| m.request_focus(first.unwrap_or(add.id)));
                ctx.data_mut(|d| d.insert_temp(menu_focus_id(), true));
            }
        });
    });
    // A click anywhere else closes it.
    if let Some(shown) = &shown
        && ctx.input(|i| i.pointer.primary_clicked())
        && ctx
            .input(|i| i.pointer.interact_pos())
            .is_some_and(|p| !shown.response.rect.contains(p))
        && answer.is_none()
    {
        close = true;
    }
    let text_id = output.response.response.id;
    if let Some(answer) = answer {
        let caret = session.answer_spelling(answer);
        back_to_field(ui, output, text_id, caret);
    } else if close {
        session.close_spelling_menu();
        // Escape gives the keyboard back to the field; a click elsewhere goes where it
        // landed.
        if escaped {
            back_to_field(ui, output, text_id, None);
        }
    }
}

/// The keyboard goes back to the field, the caret after the corrected word (`caret`, a
/// character index) when there was a correction.
fn back_to_field(ui: &egui::Ui, output: &TextEditOutput, id: egui::Id, caret: Option<usize>) {
    if let Some(caret) = caret {
        let mut state = output.state.clone();
        state
            .cursor
            .set_char_range(Some(CCursorRange::one(CCursor::new(caret))));
        state.store(ui.ctx(), id);
    }
    ui.ctx().memory_mut(|m| m.request_focus(id));
}

/// The spelling setting in Settings: the text's language, one language, or off.
pub(super) fn setting(ui: &mut egui::Ui, session: &mut Session, lang: &Lang) {
    let chosen = session.spelling_choice().clone();
    let choices = session.spelling_choices();
    let mut picked = None;
    let name = |c: &SpellingChoice| lang.render(&c.text());
    let r = egui::ComboBox::from_id_salt("spelling-language")
        .selected_text(widget_text(ui, name(&chosen)))
        .show_ui(ui, |ui| {
            for choice in &choices {
                if ui
                    .selectable_label(*choice == chosen, widget_text(ui, name(choice)))
                    .clicked()
                {
                    picked = Some(choice.clone());
                }
            }
        });
    let said = name(&chosen);
    ui.ctx()
        .accesskit_node_builder(r.response.id, |node| node.set_label(said));
    if let Some(choice) = picked {
        session.choose_spelling(choice);
    }
}
