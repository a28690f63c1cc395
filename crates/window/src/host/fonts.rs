//! The fonts a window's text is drawn with: egui's bundled fonts (Latin, Greek, Cyrillic), the
//! system's fonts for every other script, and the system's colour emoji. Only what a window
//! shows is loaded. The system's fonts (`super::system_fonts`: remembered from the last start,
//! else enumerated through fontconfig, milliseconds to hundreds of them and a few MiB) are
//! looked for only once some text needs a script the bundled fonts lack; the emoji font only
//! for an emoji.
//!
//! A window that opens with such text (in the window's language, or in the link) looks for
//! them at once ([`prepare_for`]): a remembered font needs nothing more, and an enumeration
//! starts on a thread of its own, so that it runs while the window system connection is made.
//! Otherwise they are looked for the first time egui asks for such a character (typed or
//! pasted), and that frame waits.

use icu_properties::CodePointSetData;
use icu_properties::props::DefaultIgnorableCodePoint;
use skrifa::MetadataProvider as _;

use super::system_fonts;

/// Gives a window's context every script the system has a font for, and colour emoji.
pub fn install(ctx: &egui::Context) {
    #[cfg(all(unix, not(target_os = "macos")))]
    ctx.add_font_provider(std::sync::Arc::new(Fallback));
    ctx.add_glyph_rasterizer(crate::render::emoji::rasterizer(emoji_font));
}

/// The system's colour emoji font, for the emoji rasterizer.
pub(super) fn emoji_font() -> Option<(fontique::Blob<u8>, u32)> {
    system_fonts::emoji_font().map(|found| (found.data, found.index))
}

/// Starts finding, on other threads, the fonts `text` needs beyond the bundled ones, so that
/// they are ready when the first frame lays it out. Does nothing once they are found. Returns
/// whether a search started on another thread (the system's fonts enumerated, the emoji font
/// looked for).
pub fn prepare_for(text: &str) -> bool {
    let mut started = false;
    static EMOJI_SEARCH: std::sync::Once = std::sync::Once::new();
    if !EMOJI_SEARCH.is_completed()
        && !crate::render::emoji::looked_for()
        && crate::render::emoji::may_show_emoji(text)
    {
        EMOJI_SEARCH.call_once(|| {
            // Not a `Task`: the search fills a process-wide font slot; no window polls it.
            started = std::thread::Builder::new()
                .name("emoji-font".into())
                .spawn(|| {
                    crate::render::emoji::look_for_font(emoji_font);
                    crate::startup_trace::mark("emoji font found");
                })
                .is_ok();
        });
    }
    #[cfg(all(unix, not(target_os = "macos")))]
    {
        let beyond = beyond_bundled_fonts(text);
        if !beyond.is_empty() {
            if system_fonts::prepare_for(&beyond) {
                started = true;
            } else {
                crate::startup_trace::mark("system fonts: remembered fonts have the text");
            }
        }
    }
    started
}

/// Before the window system connection: when no font is remembered (the first start, or the
/// system's fonts changed) and `texts` need fonts beyond the bundled ones, or an emoji font,
/// the search starts now, so that its tens of milliseconds run beside the connection. Returns
/// whether it started; otherwise [`prepare_for`] on the first frame's thread maps the
/// remembered fonts. The texts are asked for only then (their language's catalogue is parsed
/// where the first frame is drawn).
#[cfg(all(unix, not(target_os = "macos")))]
pub(super) fn prepare_before_connecting(texts: impl FnOnce() -> Vec<String>) -> bool {
    if !system_fonts::nothing_remembered() {
        return false;
    }
    // Each text is prepared (the emoji font and the script fonts are separate searches).
    let mut started = false;
    for text in &texts() {
        started |= prepare_for(text);
    }
    started
}

/// egui's fallback for a character no installed font has: the system's font for it. macOS and
/// Windows windows are drawn by eframe, which installs its own.
#[cfg(all(unix, not(target_os = "macos")))]
struct Fallback;

#[cfg(all(unix, not(target_os = "macos")))]
impl egui::epaint::text::FontProvider for Fallback {
    fn font_for(
        &self,
        request: &egui::epaint::text::FallbackRequest<'_>,
    ) -> Option<egui::epaint::text::FontInsert> {
        use egui::epaint::text::{FontData, FontInsert, FontPriority, InsertFontFamily};
        let c = request.cluster.chars().next()?;
        let generic = match request.family {
            egui::FontFamily::Monospace => system_fonts::Generic::Monospace,
            _ => system_fonts::Generic::Sans,
        };
        let found = system_fonts::font_for(c, generic)?;
        Some(FontInsert {
            name: found.name,
            data: FontData::from_blob(system_fonts::egui_blob(&found.data), found.index),
            families: vec![InsertFontFamily {
                family: request.family.clone(),
                priority: FontPriority::Lowest,
            }],
        })
    }
}

/// The characters of `text` that are drawn and that the fonts compiled in lack, each once.
#[cfg_attr(not(all(unix, not(target_os = "macos"))), allow(dead_code))]
fn beyond_bundled_fonts(text: &str) -> Vec<char> {
    // The bundled fonts have ASCII: their character maps need not be read (nor their pages
    // mapped) for it.
    if text.is_ascii() {
        return Vec::new();
    }
    let definitions = egui::FontDefinitions::default();
    let fonts: Vec<skrifa::FontRef<'_>> = definitions
        .font_data
        .values()
        .filter_map(|data| skrifa::FontRef::from_index(data.bytes(), data.index).ok())
        .collect();
    let charmaps: Vec<_> = fonts.iter().map(|font| font.charmap()).collect();
    let ignorable = CodePointSetData::new::<DefaultIgnorableCodePoint>();
    // Each character of the Basic Multilingual Plane is looked up once: a long body repeats
    // the same few hundred.
    let mut seen = vec![0u64; 0x10000 / 64];
    let mut beyond = Vec::new();
    for c in text.chars() {
        if c.is_ascii() || c.is_control() || ignorable.contains(c) {
            continue;
        }
        let i = c as usize;
        if let Some(word) = seen.get_mut(i / 64) {
            if *word & (1 << (i % 64)) != 0 {
                continue;
            }
            *word |= 1 << (i % 64);
        } else if beyond.contains(&c) {
            continue;
        }
        if !charmaps.iter().any(|map| map.map(c).is_some()) {
            beyond.push(c);
        }
    }
    beyond
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_fonts_cover_latin_greek_and_cyrillic_but_not_arabic_or_cjk() {
        assert!(
            beyond_bundled_fonts("Grüße, café, Καλημέρα, Привет\u{200B}\u{00AD}\r\n").is_empty()
        );
        assert_eq!(
            beyond_bundled_fonts("مرحبا مرحبا"),
            ['م', 'ر', 'ح', 'ب', 'ا']
        );
        assert_eq!(beyond_bundled_fonts("你好, 你"), ['你', '好']);
    }
}
