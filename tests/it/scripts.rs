//! Every script shows with the fonts the system has: text in each is laid out by the window's
//! own font setup (the system font fallback and the colour emoji rasterizer) with egui told to
//! panic on any character it would draw as a box. Needs the fonts a desktop has (Debian:
//! fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji), which .ci/run installs.

use egui::text::{LayoutJob, TextFormat};

use super::harness::skip;

/// A sample of each script, as people write it.
const SAMPLES: &[(&str, &str)] = &[
    ("Arabic", "مرحباً، أود أن أستفسر عن الطلب رقم ١٢٣٤."),
    ("Persian", "می‌خواهم فردا بیایم"),
    ("Hebrew", "שלום עולם, בדיקה"),
    ("Devanagari", "नमस्ते, मराठी र्‍य"),
    ("Bengali", "আমি বাংলায় লিখছি"),
    ("Tamil", "வணக்கம் உலகம்"),
    ("Thai", "สวัสดีครับ ขอบคุณมาก"),
    ("Chinese", "你好，世界。謝謝"),
    ("Japanese", "こんにちは、カタカナと漢字"),
    ("Korean", "안녕하세요 한국어"),
    ("Greek", "Καλημέρα κόσμε"),
    ("Cyrillic", "Привет, мир"),
    ("Georgian", "გამარჯობა"),
    ("Armenian", "Բարեւ աշխարհ"),
    (
        "emoji",
        "👨\u{200D}👩\u{200D}👧 👩🏽\u{200D}💻 ❤\u{FE0F} 1\u{FE0F}\u{20E3} 🇯🇵",
    ),
];

/// The Debian font files the samples need.
const FONTS: &[&str] = &[
    "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
];

fn every_script_is_drawn_with_a_font_and_emoji_sequences_are_one_glyph() {
    if let Some(missing) = FONTS.iter().find(|f| !std::path::Path::new(f).exists()) {
        skip(format!(
            "the system has no {missing} (fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji)"
        ));
    }
    let ctx = egui::Context::default();
    mailto_preview::host::install_fonts(&ctx);
    ctx.set_missing_glyph_policy(egui::MissingGlyphPolicy::Panic);
    // Fonts exist once a frame has run.
    let mut out = ctx.run_ui(egui::RawInput::default(), |_| {});
    out.textures_delta.clear();
    let format = TextFormat::simple(egui::FontId::proportional(14.0), egui::Color32::WHITE);
    for (script, text) in SAMPLES {
        let galley = ctx.fonts_mut(|f| {
            f.layout_job(LayoutJob::single_section(text.to_string(), format.clone()))
        });
        assert!(galley.size().x > 0.0, "{script}: nothing drawn");
    }
    // A family is one emoji, not three people and two joiners: one glyph with an advance.
    for (sequence, what) in [
        ("👨\u{200D}👩\u{200D}👧", "a ZWJ family"),
        ("👩🏽\u{200D}💻", "a technologist with a skin tone"),
        ("🇯🇵", "a flag"),
        ("1\u{FE0F}\u{20E3}", "a keycap"),
    ] {
        let galley = ctx.fonts_mut(|f| {
            f.layout_job(LayoutJob::single_section(
                sequence.to_string(),
                format.clone(),
            ))
        });
        let drawn = galley
            .rows
            .iter()
            .flat_map(|r| &r.glyphs)
            .filter(|g| g.advance_width > 0.0)
            .count();
        assert_eq!(drawn, 1, "{what} is drawn as {drawn} glyphs");
    }
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![every_script_is_drawn_with_a_font_and_emoji_sequences_are_one_glyph]
}
