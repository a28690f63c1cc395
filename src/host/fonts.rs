//! The fonts a window's text is drawn with: egui's bundled fonts (Latin, Greek, Cyrillic), the
//! system's fonts for every other script, and the system's colour emoji. Only what a window
//! shows is loaded. The system's fonts are enumerated (through fontconfig, which reads its
//! configuration files and caches: milliseconds to hundreds of them, and a few MiB mapped) only
//! once some text needs a script the bundled fonts lack; the emoji font only for an emoji.
//!
//! A window that opens with such text (in the window's language, or in the link) starts the
//! enumeration at once on a thread of its own ([`prepare_for`]), so that it runs while the
//! window system connection is made; otherwise it starts the first time egui asks for such a
//! character (typed or pasted), and that frame waits for it.

use icu_properties::CodePointSetData;
use icu_properties::props::DefaultIgnorableCodePoint;
use skrifa::MetadataProvider as _;

/// Gives a window's context every script the system has a font for, and colour emoji.
pub fn install(ctx: &egui::Context) {
    #[cfg(all(unix, not(target_os = "macos")))]
    ctx.add_font_provider(std::sync::Arc::new(system::Fallback));
    ctx.add_glyph_rasterizer(crate::render::emoji::rasterizer());
}

/// Starts finding, on other threads, the fonts `text` needs beyond the bundled ones, so that
/// they are ready when the first frame lays it out. Does nothing once they are found.
pub fn prepare_for(text: &str) {
    static EMOJI_SEARCH: std::sync::Once = std::sync::Once::new();
    if !EMOJI_SEARCH.is_completed()
        && !crate::render::emoji::looked_for()
        && crate::render::emoji::may_show_emoji(text)
    {
        EMOJI_SEARCH.call_once(|| {
            let _ = std::thread::Builder::new()
                .name("emoji-font".into())
                .spawn(|| {
                    crate::render::emoji::look_for_font();
                    crate::startup_trace::mark("emoji font found");
                });
        });
    }
    #[cfg(all(unix, not(target_os = "macos")))]
    if !system::started() && !bundled_fonts_cover(text) {
        system::start();
    }
}

/// egui's system font fallback (fontique, through fontconfig), made when first needed. macOS
/// and Windows windows are drawn by eframe, which installs its own.
#[cfg(all(unix, not(target_os = "macos")))]
mod system {
    use std::sync::OnceLock;

    use egui::epaint::text::{FallbackRequest, FontInsert, FontProvider};
    use egui_system_font_provider::SystemFontProvider;

    /// The system's fonts, enumerated once per process.
    static FONTS: OnceLock<SystemFontProvider> = OnceLock::new();

    /// Whether the enumeration started.
    pub(super) fn started() -> bool {
        FONTS.get().is_some()
    }

    /// The system's fonts; the first call starts enumerating them on a thread of their own
    /// (a lookup waits for that).
    pub(super) fn start() -> &'static SystemFontProvider {
        FONTS.get_or_init(|| {
            crate::startup_trace::mark("system fonts: enumeration started");
            SystemFontProvider::new()
        })
    }

    /// The provider installed in every window: asks the system's fonts, starting their
    /// enumeration if no window's text did.
    pub(super) struct Fallback;

    impl FontProvider for Fallback {
        fn font_for(&self, request: &FallbackRequest<'_>) -> Option<FontInsert> {
            let found = start().font_for(request);
            crate::startup_trace::mark("system fonts: a fallback font looked up");
            found
        }
    }
}

/// Whether the fonts compiled in have a glyph for every character of `text` that is drawn
/// (invisible format characters are not).
#[cfg_attr(not(all(unix, not(target_os = "macos"))), allow(dead_code))]
fn bundled_fonts_cover(text: &str) -> bool {
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
    text.chars().all(|c| {
        if c.is_ascii() || c.is_control() || ignorable.contains(c) {
            return true;
        }
        let i = c as usize;
        if let Some(word) = seen.get_mut(i / 64) {
            if *word & (1 << (i % 64)) != 0 {
                return true;
            }
            *word |= 1 << (i % 64);
        }
        charmaps.iter().any(|map| map.map(c).is_some())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_fonts_cover_latin_greek_and_cyrillic_but_not_arabic_or_cjk() {
        assert!(bundled_fonts_cover(
            "Grüße, café, Καλημέρα, Привет\u{200B}\u{00AD}\r\n"
        ));
        assert!(!bundled_fonts_cover("مرحباً"));
        assert!(!bundled_fonts_cover("メールを送信しますか"));
        assert!(!bundled_fonts_cover("你好"));
    }
}
