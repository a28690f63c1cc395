//! Right-to-left and mixed text shown as it is read (UAX #9), which egui 0.37 does not do
//! itself: its layout shapes each run of one font with harfrust, which puts the letters of a
//! right-to-left word in order, but it places the runs left to right in the order they were
//! typed, so "مرحبا بك" shows its words in the wrong order and a mixed line is not reordered
//! (upstream egui PR #8577 adds the algorithm; it is not released).
//!
//! Here a paragraph is broken into lines first (by words, in typing order, as UAX #9 asks:
//! reordering happens per line), each line is reordered with `unicode-bidi`, and each
//! right-to-left run is cut into words and the spaces and punctuation between them, placed
//! right to left, each shaped on its own by egui (so that a word's letters still join). Mirrored
//! characters (brackets) take their mirror image in right-to-left runs (rule L4). A paragraph
//! whose first strong character is right-to-left (P2, P3) is aligned to the right.
//!
//! Each placeable of a sentence (an address in a warning, a file name in a button) is an
//! isolated run, as if it stood between FSI and PDI (UAX #9 X5c, X6a): its direction is its own
//! first strong character's, it does not decide the sentence's, and nothing around it reorders
//! with it, so that an Arabic address keeps its place in a Japanese sentence and a Latin one in
//! an Arabic sentence. The sentence carries no marks for this: where its placeables are is
//! asked of [`crate::i18n::placeables`], and the marks exist only here, in a copy that is
//! reordered and never shown.
//!
//! Only display is changed: the text the person edits, copies and hears from a screen reader
//! stays in typing order. Bidi controls are never obeyed: what is shown is spelled out first
//! ([`crate::visible::make_visible`]), so an override cannot reorder what the person reads.

use std::borrow::Cow;
use std::ops::Range;
use std::sync::Arc;

use egui::text::{LayoutJob, TextFormat};
use icu_properties::CodePointMapData;
use icu_properties::props::{BidiClass, BidiMirroringGlyph};
use unicode_bidi::ParagraphBidiInfo;

/// A piece of a line, in display order, shaped on its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Piece {
    /// Its text, in typing order (harfrust puts a right-to-left word's letters in place).
    pub text: String,
    /// Whether it belongs to a right-to-left run.
    pub rtl: bool,
}

fn bidi_class(c: char) -> BidiClass {
    CodePointMapData::<BidiClass>::new().get(c)
}

pub use crate::visible::has_rtl;

/// The direction of `text`'s first strong character (UAX #9 P2, HTML's `dir="auto"`): right
/// to left, left to right, or `None` when it has none (empty, digits, punctuation).
pub fn first_strong_is_rtl(text: &str) -> Option<bool> {
    match unicode_bidi::get_base_direction(text) {
        unicode_bidi::Direction::Rtl => Some(true),
        unicode_bidi::Direction::Ltr => Some(false),
        unicode_bidi::Direction::Mixed => None,
    }
}

/// Whether a paragraph reads right to left: its first strong character does (UAX #9 P2, P3).
pub fn is_rtl_paragraph(text: &str) -> bool {
    ParagraphBidiInfo::new(text, None).paragraph_level.is_rtl()
}

/// First Strong Isolate and Pop Directional Isolate, put around placeables in the copy of a
/// paragraph that is reordered.
const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';

/// A paragraph with FSI and PDI around its placeables, and where those marks are.
struct Marked<'a> {
    text: Cow<'a, str>,
    /// The byte offsets of the marks in `text`, in order.
    marks: Vec<usize>,
    /// For each byte offset of the paragraph, and its end, the offset in `text` before the
    /// marks put there.
    at: Vec<usize>,
}

impl<'a> Marked<'a> {
    fn new(paragraph: &'a str, isolates: &[Range<usize>]) -> Marked<'a> {
        // Where each placeable opens and closes; at one offset, runs that end close before
        // runs that start open, an outer run opens before an inner one and closes after it.
        let mut events: Vec<(usize, u8, usize, char)> = Vec::with_capacity(isolates.len() * 2);
        for r in isolates {
            let valid = r.start < r.end
                && r.end <= paragraph.len()
                && paragraph.is_char_boundary(r.start)
                && paragraph.is_char_boundary(r.end);
            if valid {
                events.push((r.end, 0, usize::MAX - r.start, PDI));
                events.push((r.start, 1, usize::MAX - r.end, FSI));
            }
        }
        if events.is_empty() {
            return Marked {
                text: Cow::Borrowed(paragraph),
                marks: Vec::new(),
                at: Vec::new(),
            };
        }
        events.sort_unstable();
        let mut text = String::with_capacity(paragraph.len() + events.len() * 3);
        let mut marks = Vec::with_capacity(events.len());
        let mut at = Vec::with_capacity(paragraph.len() + 1);
        let mut pending = events.iter().peekable();
        let chars = paragraph.char_indices().map(|(i, c)| (i, Some(c)));
        for (i, c) in chars.chain(std::iter::once((paragraph.len(), None))) {
            // The bytes inside the character before: never a line's edge.
            at.resize(i, text.len());
            at.push(text.len());
            while let Some(&(_, _, _, mark)) = pending.next_if(|e| e.0 == i) {
                marks.push(text.len());
                text.push(mark);
            }
            if let Some(c) = c {
                text.push(c);
            }
        }
        Marked {
            text: Cow::Owned(text),
            marks,
            at,
        }
    }

    /// The range of `text` that shows the paragraph's `line`.
    fn line(&self, line: &Range<usize>) -> Range<usize> {
        if self.marks.is_empty() {
            return line.clone();
        }
        self.at[line.start]..self.at[line.end]
    }

    /// `range` of `text` without the marks.
    fn shown(&self, range: Range<usize>) -> Cow<'_, str> {
        let first = self.marks.partition_point(|m| *m < range.start);
        let inside = self.marks[first..].partition_point(|m| *m < range.end);
        if inside == 0 {
            return Cow::Borrowed(&self.text[range]);
        }
        let marks = &self.marks[first..first + inside];
        Cow::Owned(
            self.text[range.clone()]
                .char_indices()
                .filter(|(i, _)| marks.binary_search(&(range.start + i)).is_err())
                .map(|(_, c)| c)
                .collect(),
        )
    }
}

/// `paragraph` (no line break) as it is read, with each of `isolates` (byte ranges, nested or
/// apart) an isolated run: whether it reads right to left (its first strong character outside
/// the isolates does, P2 and P3), and each of its `lines` (byte ranges, in order) in display
/// order. Levels are resolved over the whole paragraph and each line reordered on its own
/// (UAX #9 L1, L2).
pub fn reorder(
    paragraph: &str,
    isolates: &[Range<usize>],
    lines: &[Range<usize>],
) -> (bool, Vec<Vec<Piece>>) {
    let marked = Marked::new(paragraph, isolates);
    let info = ParagraphBidiInfo::new(&marked.text, None);
    let rtl = info.paragraph_level.is_rtl();
    let mut shown = Vec::with_capacity(lines.len());
    for line in lines {
        let line = marked.line(line);
        if line.is_empty() {
            shown.push(Vec::new());
            continue;
        }
        let (levels, runs) = info.visual_runs(line);
        let mut pieces = Vec::new();
        for run in runs {
            let rtl = levels[run.start].is_rtl();
            let text = marked.shown(run);
            if text.is_empty() {
                continue;
            }
            if !rtl {
                pieces.push(Piece {
                    text: text.into_owned(),
                    rtl: false,
                });
                continue;
            }
            pieces.extend(right_to_left_words(&text));
        }
        shown.push(pieces);
    }
    (rtl, shown)
}

/// `line` (no line break) in display order, each of `isolates` an isolated run.
pub fn visual_pieces(line: &str, isolates: &[Range<usize>]) -> Vec<Piece> {
    if line.is_empty() {
        return Vec::new();
    }
    reorder(line, isolates, std::slice::from_ref(&(0..line.len())))
        .1
        .pop()
        .unwrap_or_default()
}

/// A right-to-left run cut into words (letters and the marks on them) and what is between
/// them, right to left.
fn right_to_left_words(text: &str) -> impl Iterator<Item = Piece> + use<> {
    let mut cut: Vec<Piece> = Vec::new();
    for c in text.chars() {
        let word = c.is_alphanumeric() || is_mark_or_joiner(c);
        match cut.last_mut() {
            Some(last)
                if word
                    && last
                        .text
                        .chars()
                        .last()
                        .is_some_and(|p| p.is_alphanumeric() || is_mark_or_joiner(p)) =>
            {
                last.text.push(c)
            }
            _ => cut.push(Piece {
                text: mirrored(c).to_string(),
                rtl: true,
            }),
        }
    }
    cut.into_iter().rev()
}

/// A combining mark, or a joiner that belongs to the word it joins.
fn is_mark_or_joiner(c: char) -> bool {
    matches!(
        bidi_class(c),
        BidiClass::NonspacingMark | BidiClass::BoundaryNeutral
    ) || matches!(c, '\u{200C}' | '\u{200D}')
}

/// UAX #9 L4: a mirrored character in a right-to-left run shows its mirror image.
fn mirrored(c: char) -> char {
    CodePointMapData::<BidiMirroringGlyph>::new()
        .get(c)
        .mirroring_glyph
        .filter(|_| {
            CodePointMapData::<BidiMirroringGlyph>::new()
                .get(c)
                .mirrored
        })
        .unwrap_or(c)
}

/// How right-to-left lines are aligned in a galley.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fill {
    /// To the right edge of the whole `width`: text drawn over a field of that width.
    Width,
    /// To the right edge of the widest line: a label, which the layout then places itself
    /// (in a row, a label that took the whole width would push what follows out of view).
    Text,
}

/// `text` laid out for display: lines broken at `width` (in typing order, by words), each
/// reordered with each of `isolates` (byte ranges of `text`, [`crate::i18n::placeables`]) an
/// isolated run, right-to-left paragraphs aligned right as `fill` says. Measures words with
/// `fonts`.
pub fn layout_job(
    fonts: &mut egui::epaint::text::FontsView<'_>,
    text: &str,
    isolates: &[Range<usize>],
    format: &TextFormat,
    width: f32,
    fill: Fill,
) -> LayoutJob {
    let mut job = LayoutJob {
        break_on_newline: true,
        ..LayoutJob::default()
    };
    job.wrap.max_width = f32::INFINITY;
    let measure = |fonts: &mut egui::epaint::text::FontsView<'_>, s: &str| -> f32 {
        fonts
            .layout_no_wrap(s.to_string(), format.font_id.clone(), format.color)
            .size()
            .x
    };
    // Each line: whether its paragraph reads right to left, its pieces, and its width.
    let mut lines: Vec<(bool, Vec<Piece>, f32)> = Vec::new();
    let mut start = 0;
    for paragraph in text.split('\n') {
        let end = start + paragraph.len();
        // A placeable that holds a line break is isolated on each side of it: an isolate
        // ends with its paragraph (UAX #9 BD13).
        let inside: Vec<Range<usize>> = isolates
            .iter()
            .filter(|r| r.start < end && r.end > start)
            .map(|r| r.start.max(start) - start..r.end.min(end) - start)
            .collect();
        start = end + 1;
        let mut breaks = Vec::new();
        let mut from = 0;
        for line in break_lines(paragraph, width, |s| measure(fonts, s)) {
            breaks.push(from..from + line.len());
            from += line.len();
        }
        let (rtl, shown) = reorder(paragraph, &inside, &breaks);
        for pieces in shown {
            let used: f32 = pieces.iter().map(|p| measure(fonts, &p.text)).sum();
            lines.push((rtl, pieces, used));
        }
    }
    let right_edge = match fill {
        Fill::Width if width.is_finite() => width,
        _ => lines.iter().map(|(_, _, used)| *used).fold(0.0, f32::max),
    };
    for (i, (rtl, pieces, used)) in lines.into_iter().enumerate() {
        if i > 0 {
            push_section(&mut job, "\n", 0.0, format);
        }
        let mut leading = if rtl {
            (right_edge - used).max(0.0)
        } else {
            0.0
        };
        for piece in pieces {
            push_section(&mut job, &piece.text, leading, format);
            leading = 0.0;
        }
    }
    job
}

/// Adds `text` as a section of its own: `LayoutJob::append` merges a section into the one
/// before when their formats match, and a merged run would be shaped (and, right to left,
/// reversed) as one.
fn push_section(job: &mut LayoutJob, text: &str, leading_space: f32, format: &TextFormat) {
    use egui::epaint::text::{ByteIndex, LayoutSection};
    let start = job.text.len();
    job.text.push_str(text);
    job.sections.push(LayoutSection {
        leading_space,
        byte_range: ByteIndex(start)..ByteIndex(job.text.len()),
        format: format.clone(),
    });
}

/// The lines of `paragraph` at `width`: greedy, at spaces, in typing order; a word wider than
/// the line is a line of its own.
fn break_lines(paragraph: &str, width: f32, mut measure: impl FnMut(&str) -> f32) -> Vec<String> {
    if !width.is_finite() || measure(paragraph) <= width {
        return vec![paragraph.to_string()];
    }
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in paragraph.split_inclusive(' ') {
        let candidate = format!("{line}{word}");
        if !line.is_empty() && measure(candidate.trim_end()) > width {
            lines.push(std::mem::take(&mut line));
            line.push_str(word);
        } else {
            line = candidate;
        }
    }
    lines.push(line);
    lines
}

/// A galley of `text` for display at `width` (cached by egui like any layout), its placeables
/// isolated when it is a sentence of the program's.
pub fn galley(
    ui: &egui::Ui,
    text: &str,
    format: TextFormat,
    width: f32,
    fill: Fill,
) -> Arc<egui::Galley> {
    let isolates = crate::i18n::placeables(text);
    ui.ctx().fonts_mut(|fonts| {
        let job = layout_job(fonts, text, &isolates, &format, width, fill);
        fonts.layout_job(job)
    })
}

/// A text field's whole text area: its rectangle less the field's own margin on both sides.
/// The margin is where the text starts in a field aligned left, or where the clip rectangle
/// ends in one aligned right (a right-to-left body or subject): in the first the clip
/// rectangle may be only as wide as its text, in the second the text starts far to the right.
fn text_area(rect: egui::Rect, galley_pos: egui::Pos2, clip: egui::Rect) -> egui::Rect {
    let margin = (galley_pos.x - rect.min.x)
        .min(rect.max.x - clip.max.x)
        .max(0.0);
    egui::Rect::from_min_max(
        egui::pos2(rect.min.x + margin, clip.min.y),
        egui::pos2(rect.max.x - margin, clip.max.y),
    )
}

/// Paints `shown` as it is read over a text field drawn with transparent text (`output`): the
/// field keeps its own text in typing order (for the caret, the selection and screen
/// readers), and the person reads this.
pub fn paint_over(ui: &egui::Ui, output: &egui::text_edit::TextEditOutput, shown: &str) {
    let font = output
        .galley
        .job
        .sections
        .first()
        .map(|s| s.format.font_id.clone())
        .unwrap_or_default();
    let color = ui.visuals().text_color();
    let format = TextFormat::simple(font, color);
    let area = text_area(
        output.response.response.rect,
        output.galley_pos,
        output.text_clip_rect,
    );
    let galley = galley(ui, shown, format, area.width(), Fill::Width);
    ui.painter().with_clip_rect(area).galley(
        egui::pos2(area.min.x, output.galley_pos.y),
        galley,
        color,
    );
}

/// A label: `text` as given, or, when it holds right-to-left text, laid out as it is read (its
/// accessible name stays the text in typing order).
pub fn label(ui: &mut egui::Ui, text: impl Into<egui::WidgetText>) -> egui::Response {
    let text = text.into();
    if !has_rtl(text.text()) {
        return ui.label(text);
    }
    let logical = text.text().to_string();
    let job = text.into_layout_job(
        ui.style(),
        egui::FontSelection::Default,
        egui::Align::Center,
    );
    let mut format = job
        .sections
        .first()
        .map(|s| s.format.clone())
        .unwrap_or_default();
    if format.color == egui::Color32::PLACEHOLDER {
        format.color = ui.visuals().text_color();
    }
    let galley = galley(ui, &logical, format, ui.available_width(), Fill::Text);
    let response = ui.add(egui::Label::new(galley).selectable(false));
    ui.ctx()
        .accesskit_node_builder(response.id, |node| node.set_label(logical));
    response
}

/// Words for a button, a checkbox, a heading or a menu: as given, or, when they hold
/// right-to-left text, laid out as they are read on one line (their colour left to the
/// widget, so that a disabled button still looks disabled). Name the widget with
/// [`name`] afterwards: a galley's text is in display order.
pub fn widget_text(ui: &egui::Ui, text: impl Into<egui::WidgetText>) -> egui::WidgetText {
    let text = text.into();
    if !has_rtl(text.text()) {
        return text;
    }
    let logical = text.text().to_string();
    let job = text.into_layout_job(
        ui.style(),
        egui::FontSelection::Default,
        egui::Align::Center,
    );
    let format = job
        .sections
        .first()
        .map(|s| s.format.clone())
        .unwrap_or_default();
    galley(ui, &logical, format, f32::INFINITY, Fill::Text).into()
}

/// Gives the widget of `response` the accessible name `text` (in typing order).
pub fn name(ui: &egui::Ui, response: &egui::Response, text: &str) {
    if has_rtl(text) {
        let text = text.to_string();
        ui.ctx()
            .accesskit_node_builder(response.id, |node| node.set_label(text));
    }
}

/// A button with `text` shown as it is read.
pub fn button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    let response = ui.button(widget_text(ui, text));
    name(ui, &response, text);
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reordered text is painted over the field's whole width whichever side the field
    /// aligns its text to. (An Arabic body is aligned right; taking the text's start as the
    /// margin gave a rectangle of negative width, and the body showed nothing.)
    #[test]
    fn the_text_area_spans_the_field_whether_aligned_left_or_right() {
        let rect = egui::Rect::from_min_max(egui::pos2(8.0, 190.0), egui::pos2(712.0, 350.0));
        // Aligned right: the text starts at 665, the clip rectangle ends at the margin.
        let right = text_area(
            rect,
            egui::pos2(665.0, 194.0),
            egui::Rect::from_min_max(egui::pos2(665.0, 194.0), egui::pos2(704.0, 345.2)),
        );
        // Aligned left: the text starts at the margin, the clip rectangle ends with it.
        let left = text_area(
            rect,
            egui::pos2(16.0, 194.0),
            egui::Rect::from_min_max(egui::pos2(16.0, 194.0), egui::pos2(120.0, 345.2)),
        );
        for area in [right, left] {
            assert_eq!((area.min.x, area.max.x), (16.0, 704.0), "{area:?}");
            assert_eq!((area.min.y, area.max.y), (194.0, 345.2));
        }
    }

    fn shown(line: &str) -> Vec<String> {
        visual_pieces(line, &[])
            .into_iter()
            .map(|p| p.text)
            .collect()
    }

    #[test]
    fn right_to_left_words_are_placed_right_to_left() {
        // Arabic: "hello, I would like" -> the last word first, each word in typing order.
        assert_eq!(
            shown("مرحباً، أود"),
            ["أود", " ", "،", "مرحباً"],
            "the comma stays after the first word as read"
        );
        assert!(is_rtl_paragraph("مرحباً، أود أن أستفسر عن الطلب رقم 1234."));
        assert!(!is_rtl_paragraph("Invoice 42 / فاتورة 42"));
        assert!(has_rtl("Invoice 42 / فاتورة 42"));
        assert!(!has_rtl("Grüße, 納豆"));
    }

    #[test]
    fn numbers_in_right_to_left_text_keep_their_order() {
        let pieces = shown("الطلب رقم 1234.");
        // The number reads left to right, to the left of "number", with the full stop at the
        // far left (the end of a right-to-left sentence).
        assert_eq!(pieces.first().map(String::as_str), Some("."));
        let number = pieces.iter().position(|p| p == "1234").unwrap();
        let raqm = pieces.iter().position(|p| p == "رقم").unwrap();
        assert!(number < raqm, "{pieces:?}");
    }

    #[test]
    fn a_mixed_left_to_right_line_keeps_its_latin_in_place() {
        let pieces = shown("Invoice 42 / فاتورة 42");
        assert_eq!(pieces[0], "Invoice 42 / ");
        assert!(pieces.iter().any(|p| p == "فاتورة"), "{pieces:?}");
    }

    #[test]
    fn brackets_are_mirrored_in_right_to_left_runs() {
        let pieces = shown("(مرحبا)");
        assert_eq!(pieces.concat(), "(مرحبا)", "{pieces:?}");
        // Placed right to left and mirrored, the brackets still open and close as read.
        assert_eq!(pieces.first().map(String::as_str), Some("("));
    }

    #[test]
    fn persian_joiners_stay_in_their_word() {
        assert_eq!(
            shown("می\u{200C}خواهم بروم"),
            ["بروم", " ", "می\u{200C}خواهم"]
        );
    }

    /// `line` in display order with `isolates` as isolated runs, and whether it reads right to
    /// left. No mark of the isolates is ever in what is shown.
    fn read(line: &str, isolates: &[Range<usize>]) -> (bool, Vec<String>) {
        let (rtl, mut lines) = reorder(line, isolates, std::slice::from_ref(&(0..line.len())));
        let pieces: Vec<String> = lines.pop().unwrap().into_iter().map(|p| p.text).collect();
        assert!(!pieces.concat().contains([FSI, PDI]), "{pieces:?}");
        (rtl, pieces)
    }

    /// Where `part` is in `line`.
    fn at(line: &str, part: &str) -> Range<usize> {
        let start = line.find(part).unwrap();
        start..start + part.len()
    }

    /// The SMTPUTF8 note of issue 33: an Arabic address at the start of a Japanese sentence
    /// made the whole sentence right to left ("example.org のローカル部に … できません@سارة").
    /// Isolated, the address reads as an address (right to left from its Arabic first letter,
    /// as `dir="auto"` shows it) and the sentence goes on after it, left to right.
    /// With `address` isolated, `note` (the address, then `rest`) reads left to right: the
    /// address as one right-to-left run, then the rest of the sentence.
    fn address_first_then(note: &str, address: &str, rest: &str) {
        let (rtl, shown) = read(note, &[at(note, address)]);
        assert!(!rtl);
        assert_eq!(shown, ["example.org", "@", "سارة", rest]);
    }

    #[test]
    fn an_arabic_address_keeps_its_place_in_a_japanese_sentence() {
        let address = "سارة@example.org";
        let note = format!(
            "{address} のローカル部に ASCII 以外の文字があります：SMTPUTF8 対応のサーバー経由でしか送信できません"
        );
        let (rtl, scrambled) = read(&note, &[]);
        assert!(rtl, "without the isolate the address decides the direction");
        assert_ne!(scrambled.last().map(String::as_str), Some("送信できません"));
        address_first_then(
            &note,
            address,
            " のローカル部に ASCII 以外の文字があります：SMTPUTF8 対応のサーバー経由でしか送信できません",
        );
    }

    #[test]
    fn an_arabic_address_keeps_its_place_in_an_english_sentence() {
        let address = "سارة@example.org";
        let note = format!(
            "{address} has a non-ASCII local part: it can only be sent through a server with SMTPUTF8"
        );
        assert!(read(&note, &[]).0);
        address_first_then(
            &note,
            address,
            " has a non-ASCII local part: it can only be sent through a server with SMTPUTF8",
        );
        // In the middle of a sentence, and followed by a number: the number stays with the
        // sentence, not drawn into the address's run.
        let sentence = format!("the address {address} 2 times");
        let (rtl, shown) = read(&sentence, &[at(&sentence, address)]);
        assert!(!rtl);
        assert_eq!(
            shown,
            ["the address ", "example.org", "@", "سارة", " 2 times"]
        );
        let (_, unisolated) = read(&sentence, &[]);
        assert_ne!(
            unisolated, shown,
            "without the isolate, 2 joins the Arabic run"
        );
    }

    /// The other way round: a Latin address in an Arabic sentence. At the start it no longer
    /// turns the sentence left to right; in the middle it is one left-to-right run, and the
    /// Arabic words around it are placed right to left.
    #[test]
    fn a_latin_address_keeps_its_place_in_an_arabic_sentence() {
        let address = "josé@example.org";
        let sentence = format!("{address} عنوان غير صالح");
        assert!(
            !read(&sentence, &[]).0,
            "without the isolate it reads left to right"
        );
        let (rtl, shown) = read(&sentence, &[at(&sentence, address)]);
        assert!(rtl);
        assert_eq!(shown, ["صالح", " ", "غير", " ", "عنوان", " ", address]);

        let note = format!("في الجزء المحلي من {address} محارف غير ASCII");
        let (rtl, shown) = read(&note, &[at(&note, address)]);
        assert!(rtl);
        let latin = shown.iter().position(|p| p == address).unwrap();
        assert_eq!(shown[latin + 1..].concat(), " من المحلي الجزء في");
        assert!(shown[..latin].concat().contains("محارف"), "{shown:?}");
        // With digits at its end, before an Arabic number: each keeps to its own run.
        let count = "أرسل إلى user2@example.org ٣ مرات".to_string();
        let (_, shown) = read(&count, &[at(&count, "user2@example.org")]);
        assert_eq!(
            shown,
            [
                "مرات",
                " ",
                "٣",
                " ",
                "user2@example.org",
                " ",
                "إلى",
                " ",
                "أرسل"
            ]
        );
    }

    /// "Warning: { $message }" around "{ $address } has a non-ASCII local part": the message is
    /// an isolate whose direction is its own words' (left to right), not its Arabic address's,
    /// because the address is an isolate inside it.
    #[test]
    fn isolates_nest() {
        let address = "سارة@example.org";
        let message = format!("{address} has a non-ASCII local part");
        let warning = format!("Warning: {message}");
        let outer = at(&warning, &message);
        let inner = at(&warning, address);
        let (rtl, shown) = read(&warning, &[outer.clone(), inner]);
        assert!(!rtl);
        assert_eq!(
            shown,
            [
                "Warning: ",
                "example.org",
                "@",
                "سارة",
                " has a non-ASCII local part"
            ]
        );
        // The outer one alone takes its direction from the address, and the English words
        // come out before it.
        let (_, outer_only) = read(&warning, &[outer]);
        assert_eq!(outer_only.first().map(String::as_str), Some("Warning: "));
        assert_ne!(
            outer_only.last().map(String::as_str),
            Some(" has a non-ASCII local part")
        );
    }

    /// A placeable that mixes directions itself (an Arabic subject with a number and Latin
    /// words) is reordered within its run, and the sentence around it is not.
    #[test]
    fn a_mixed_placeable_is_reordered_within_its_run() {
        let subject = "فاتورة 42 (invoice)";
        let sentence = format!("件名 {subject} を変更しました");
        let (rtl, shown) = read(&sentence, &[at(&sentence, subject)]);
        assert!(!rtl);
        assert_eq!(
            shown,
            [
                "件名 ",
                "(",
                "invoice",
                ")",
                " ",
                "42",
                " ",
                "فاتورة",
                " を変更しました"
            ]
        );
        // And in an Arabic sentence, a Latin name with an Arabic word inside.
        let name = "Sara سارة Ltd";
        let sentence = format!("أرسل إلى {name} الآن");
        let (rtl, shown) = read(&sentence, &[at(&sentence, name)]);
        assert!(rtl);
        assert_eq!(
            shown,
            ["الآن", " ", "Sara ", "سارة", " Ltd", " ", "إلى", " ", "أرسل"]
        );
    }

    /// Lines are reordered one by one, but the isolates and the paragraph's direction are
    /// resolved over the whole paragraph: a placeable broken across two lines stays isolated.
    #[test]
    fn an_isolate_broken_across_lines_stays_isolated() {
        let address = "سارة@example.org";
        let note = format!("{address} のローカル部");
        let cut = note.find("example").unwrap();
        let (rtl, lines) = reorder(&note, &[at(&note, address)], &[0..cut, cut..note.len()]);
        assert!(!rtl);
        let lines: Vec<Vec<String>> = lines
            .into_iter()
            .map(|l| l.into_iter().map(|p| p.text).collect())
            .collect();
        assert_eq!(
            lines,
            [vec!["@", "سارة"], vec!["example.org", " のローカル部"]]
        );
        // Ranges that are not whole characters, or outside the text, are left out.
        assert_eq!(read("سارة", &[1..2, 0..99]), read("سارة", &[]));
    }

    #[test]
    fn lines_break_by_words_in_typing_order() {
        let lines = break_lines("aa bb cc dd", 5.0, |s| s.chars().count() as f32);
        assert_eq!(lines, ["aa bb ", "cc dd"]);
        assert_eq!(break_lines("aa", 1.0, |s| s.len() as f32), ["aa"]);
    }
}
