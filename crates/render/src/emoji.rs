//! Colour emoji, sequences included. egui draws glyph outlines, and its own emoji font is
//! monochrome and has no ZWJ sequences, so a family (`👨‍👩‍👧`) showed as a box. The system's colour
//! emoji font (Noto Color Emoji and the like) holds the sequences as ligatures and the glyphs
//! as bitmaps (CBDT or sbix), so each emoji cluster (UTS #51: a presentation emoji, a VS16
//! or keycap sequence, a flag, a modifier or ZWJ sequence, a tag sequence) is shaped with that
//! font (harfrust), and the bitmaps of the glyphs it gives are drawn, scaled to the text.
//!
//! It is an egui glyph rasterizer asked before the fonts; for everything that is not an emoji
//! cluster it answers at once that it has nothing. The font is looked for once, on the first
//! emoji; without one (or with a font that has no bitmaps), egui's own glyphs stay.

use std::sync::OnceLock;

use egui::epaint::text::{FontPriority, GlyphBitmap, GlyphRasterizer, RasterizedGlyph};
use icu_properties::CodePointSetData;
use icu_properties::props::{
    EmojiModifier, EmojiPresentation, ExtendedPictographic, RegionalIndicator,
};
use skrifa::MetadataProvider as _;
use skrifa::bitmap::BitmapData;

/// The system's colour emoji font.
struct EmojiFont {
    data: fontique::Blob<u8>,
    index: u32,
}

/// Finds the system's colour emoji font: its bytes and its index in a collection file. The
/// host's, which remembers it between starts.
pub type FontSource = fn() -> Option<(fontique::Blob<u8>, u32)>;

/// The rasterizer to install in a window's context; `find` is asked for the font on the first
/// emoji drawn (once per process).
pub fn rasterizer(find: FontSource) -> GlyphRasterizer {
    GlyphRasterizer::new("mailto_preview::emoji", move |request| {
        if !is_emoji_cluster(request.cluster) {
            return None;
        }
        let font = font(find)?;
        draw(font, request.cluster, request.font_size_px)
    })
    .with_priority(FontPriority::Highest)
}

/// Whether `cluster` is shown as an emoji (UTS #51): a character with emoji presentation, or
/// one made an emoji by VS16, a keycap, a skin tone, a ZWJ, a flag's pair or a tag sequence.
pub fn is_emoji_cluster(cluster: &str) -> bool {
    let Some(first) = cluster.chars().next() else {
        return false;
    };
    if first.is_ascii() && !cluster.contains('\u{20E3}') {
        return false;
    }
    CodePointSetData::new::<EmojiPresentation>().contains(first)
        || CodePointSetData::new::<RegionalIndicator>().contains(first)
        || cluster.contains(['\u{FE0F}', '\u{20E3}'])
        || (CodePointSetData::new::<ExtendedPictographic>().contains(first)
            && cluster.chars().skip(1).any(|c| {
                c == '\u{200D}'
                    || CodePointSetData::new::<EmojiModifier>().contains(c)
                    || ('\u{E0020}'..='\u{E007F}').contains(&c)
            }))
}

/// Whether `text` may show an emoji: it holds a character with emoji presentation, a flag's
/// letter, a pictograph (which VS16 or a joiner makes an emoji) or a keycap.
pub fn may_show_emoji(text: &str) -> bool {
    let presentation = CodePointSetData::new::<EmojiPresentation>();
    let regional = CodePointSetData::new::<RegionalIndicator>();
    let pictographic = CodePointSetData::new::<ExtendedPictographic>();
    text.chars().any(|c| {
        !c.is_ascii()
            && (presentation.contains(c)
                || regional.contains(c)
                || pictographic.contains(c)
                || c == '\u{20E3}')
    })
}

/// Whether the system's emoji font was looked for already.
pub fn looked_for() -> bool {
    FONT.get().is_some()
}

/// Looks for the system's emoji font now with `find`, if that was not done yet: on a thread of
/// the caller's, so that it is found before the first emoji is drawn.
pub fn look_for_font(find: FontSource) {
    font(find);
}

/// The system's colour emoji font, looked for once.
static FONT: OnceLock<Option<EmojiFont>> = OnceLock::new();

/// The emoji font, if `find` gives one that holds bitmap glyphs.
fn font(find: FontSource) -> Option<&'static EmojiFont> {
    FONT.get_or_init(|| {
        let (data, index) = find()?;
        let font = skrifa::FontRef::from_index(data.as_ref(), index).ok()?;
        (!font.bitmap_strikes().is_empty()).then_some(EmojiFont { data, index })
    })
    .as_ref()
}

/// The glyphs `font` shapes `cluster` into, drawn side by side at `size_px`.
fn draw(font: &EmojiFont, cluster: &str, size_px: f32) -> Option<RasterizedGlyph> {
    let font_ref = skrifa::FontRef::from_index(font.data.as_ref(), font.index).ok()?;
    let shaper_data = harfrust::ShaperData::new(&font_ref);
    let shaper = shaper_data.shaper(&font_ref).build();
    let mut buffer = harfrust::UnicodeBuffer::new();
    buffer.push_str(cluster);
    buffer.guess_segment_properties();
    let shaped = shaper.shape(buffer, harfrust::ShapeOptions::new());
    let strikes = font_ref.bitmap_strikes();
    let images: Vec<(usize, usize, Vec<u8>, f32)> = shaped
        .glyph_infos()
        .iter()
        .filter_map(|info| {
            let glyph = strikes.glyph_for_size(
                skrifa::instance::Size::new(size_px),
                skrifa::GlyphId::new(info.glyph_id),
            )?;
            let (w, h, rgba) = decode(&glyph.data, glyph.width, glyph.height)?;
            Some((w, h, rgba, glyph.ppem_y))
        })
        .collect();
    let &(_, height, _, ppem) = images.first()?;
    // The bitmap's em is the text's size: so the emoji stands as tall as the text around it.
    let scale = size_px / ppem.max(1.0);
    let out_h = ((height as f32) * scale).round().max(1.0) as usize;
    let widths: Vec<usize> = images
        .iter()
        .map(|(w, _, _, _)| ((*w as f32) * scale).round().max(1.0) as usize)
        .collect();
    let out_w: usize = widths.iter().sum();
    let mut pixels = vec![0u8; out_w * out_h * 4];
    let mut x0 = 0;
    for ((w, h, rgba, _), &dw) in images.iter().zip(&widths) {
        let scaled = scale_premultiplied(rgba, *w, *h, dw, out_h);
        for y in 0..out_h {
            let from = &scaled[y * dw * 4..(y + 1) * dw * 4];
            let start = (y * out_w + x0) * 4;
            pixels[start..start + dw * 4].copy_from_slice(from);
        }
        x0 += dw;
    }
    let image = egui::ColorImage::from_rgba_premultiplied([out_w, out_h], &pixels);
    Some(RasterizedGlyph {
        bitmap: GlyphBitmap {
            image,
            // Most of it above the baseline, like the letters beside it.
            offset_px: egui::vec2(0.0, -(out_h as f32) * 0.82),
            is_color: true,
        },
        advance_px: out_w as f32 + size_px * 0.05,
    })
}

/// A bitmap glyph as RGBA with premultiplied alpha.
fn decode(data: &BitmapData<'_>, width: u32, height: u32) -> Option<(usize, usize, Vec<u8>)> {
    match data {
        BitmapData::Png(bytes) => {
            let mut decoder = png::Decoder::new(std::io::Cursor::new(*bytes));
            decoder.set_transformations(png::Transformations::normalize_to_color8());
            let mut reader = decoder.read_info().ok()?;
            let mut buf = vec![0; reader.output_buffer_size()?];
            let info = reader.next_frame(&mut buf).ok()?;
            let (w, h) = (info.width as usize, info.height as usize);
            let channels = info.color_type.samples();
            let mut rgba = Vec::with_capacity(w * h * 4);
            for px in buf[..info.buffer_size()].chunks_exact(channels) {
                let (r, g, b, a) = match px {
                    [r, g, b, a] => (*r, *g, *b, *a),
                    [r, g, b] => (*r, *g, *b, 255),
                    [v, a] => (*v, *v, *v, *a),
                    [v] => (*v, *v, *v, 255),
                    _ => return None,
                };
                let pre = |c: u8| ((u16::from(c) * u16::from(a) + 127) / 255) as u8;
                rgba.extend_from_slice(&[pre(r), pre(g), pre(b), a]);
            }
            Some((w, h, rgba))
        }
        // sbix and CBDT's uncompressed form: premultiplied BGRA.
        BitmapData::Bgra(bytes) => {
            let (w, h) = (width as usize, height as usize);
            let rgba = bytes
                .get(..w * h * 4)?
                .chunks_exact(4)
                .flat_map(|p| [p[2], p[1], p[0], p[3]])
                .collect();
            Some((w, h, rgba))
        }
        BitmapData::Mask(_) => None,
    }
}

/// `rgba` (`w` x `h`, premultiplied) scaled to `to_w` x `to_h`, each target pixel the average
/// of the source pixels it covers (a box filter: emoji bitmaps are much larger than text).
fn scale_premultiplied(rgba: &[u8], w: usize, h: usize, to_w: usize, to_h: usize) -> Vec<u8> {
    let mut out = vec![0u8; to_w * to_h * 4];
    for ty in 0..to_h {
        let (y0, y1) = (
            ty * h / to_h,
            ((ty + 1) * h / to_h).max(ty * h / to_h + 1).min(h),
        );
        for tx in 0..to_w {
            let (x0, x1) = (
                tx * w / to_w,
                ((tx + 1) * w / to_w).max(tx * w / to_w + 1).min(w),
            );
            let mut sum = [0u32; 4];
            for y in y0..y1 {
                for x in x0..x1 {
                    let p = &rgba[(y * w + x) * 4..(y * w + x) * 4 + 4];
                    for (s, &v) in sum.iter_mut().zip(p) {
                        *s += u32::from(v);
                    }
                }
            }
            let n = ((y1 - y0) * (x1 - x0)).max(1) as u32;
            let at = (ty * to_w + tx) * 4;
            for (o, s) in out[at..at + 4].iter_mut().zip(sum) {
                *o = (s / n) as u8;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emoji_clusters_are_told_from_text() {
        for emoji in [
            "👨\u{200D}👩\u{200D}👧",
            "👩🏽\u{200D}💻",
            "❤\u{FE0F}",
            "1\u{FE0F}\u{20E3}",
            "🇯🇵",
            "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
            "😀",
        ] {
            assert!(is_emoji_cluster(emoji), "{emoji:?}");
        }
        for text in ["a", "1", "©", "❤", "ש", "納", "#"] {
            assert!(!is_emoji_cluster(text), "{text:?}");
        }
    }

    #[test]
    fn scaling_averages_what_it_covers() {
        // 2x2 -> 1x1: the average of opaque white and transparent.
        let rgba = [
            255, 255, 255, 255, 0, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0,
        ];
        assert_eq!(scale_premultiplied(&rgba, 2, 2, 1, 1), [127, 127, 127, 127]);
    }
}
