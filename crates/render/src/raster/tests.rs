//! The rasterizer against what egui's OpenGL painter would draw.

use super::*;

/// A scene at scale 1.
fn scene(size: [usize; 2], background: Color32, primitives: &[ClippedPrimitive]) -> Scene<'_> {
    Scene {
        size,
        pixels_per_point: 1.0,
        background,
        primitives,
    }
}
use egui::epaint::textures::{TextureOptions, TexturesDelta};
use egui::epaint::{ColorImage, ImageDelta, Mesh};
use egui::{Pos2, pos2, vec2};

/// A quadrilateral of one colour, as two triangles sharing the 0-2 diagonal.
fn quad(corners: [egui::Pos2; 4], c: Color32) -> ClippedPrimitive {
    let mut mesh = Mesh::default();
    for p in corners {
        mesh.colored_vertex(p, c);
    }
    mesh.add_triangle(0, 1, 2);
    mesh.add_triangle(0, 2, 3);
    ClippedPrimitive {
        clip_rect: Rect::EVERYTHING,
        primitive: Primitive::Mesh(mesh),
    }
}

fn white_texture(r: &mut Raster) {
    let mut delta = TexturesDelta::default();
    delta.set.insert(
        TextureId::default(),
        [ImageDelta::full(
            ColorImage::filled([4, 4], Color32::WHITE),
            TextureOptions::LINEAR,
        )]
        .into_iter()
        .collect(),
    );
    r.paint(scene([0, 0], Color32::BLACK, &[]), delta);
}

fn rect_mesh(rect: Rect, color: Color32) -> ClippedPrimitive {
    let mut mesh = Mesh::default();
    mesh.add_colored_rect(rect, color);
    ClippedPrimitive {
        clip_rect: Rect::EVERYTHING,
        primitive: Primitive::Mesh(mesh),
    }
}

fn at(r: &Raster, x: usize, y: usize) -> u32 {
    r.pixels()[y * r.size()[0] + x]
}

#[test]
fn an_opaque_rectangle_covers_exactly_its_pixels() {
    let mut r = Raster::new();
    white_texture(&mut r);
    let prim = rect_mesh(
        Rect::from_min_max(pos2(2.0, 3.0), pos2(10.0, 7.0)),
        Color32::RED,
    );
    r.paint(
        scene([16, 16], Color32::BLACK, &[prim]),
        TexturesDelta::default(),
    );
    let red: usize = r.pixels().iter().filter(|p| **p == 0xff0000).count();
    assert_eq!(red, 8 * 4);
    assert_eq!(at(&r, 2, 3), 0xff0000);
    assert_eq!(at(&r, 9, 6), 0xff0000);
    assert_eq!(at(&r, 10, 6), 0);
    assert_eq!(at(&r, 1, 3), 0);
}

#[test]
fn triangles_sharing_an_edge_blend_each_pixel_once() {
    // A half-transparent quad split along a slanted diagonal: a pixel blended twice
    // would come out darker than the others.
    let mut r = Raster::new();
    white_texture(&mut r);
    let prim = quad(
        [
            pos2(0.3, 0.1),
            pos2(13.7, 1.9),
            pos2(12.2, 14.6),
            pos2(1.1, 12.9),
        ],
        Color32::from_rgba_premultiplied(0, 0, 128, 128),
    );
    r.paint(
        scene([16, 16], Color32::WHITE, &[prim]),
        TexturesDelta::default(),
    );
    let mut seen: Vec<u32> = r.pixels().to_vec();
    seen.sort_unstable();
    seen.dedup();
    // White outside, one blend inside: exactly two colours.
    assert_eq!(seen.len(), 2, "{seen:x?}");
}

#[test]
fn half_transparent_colour_is_blended_over_the_background() {
    let mut r = Raster::new();
    white_texture(&mut r);
    let prim = rect_mesh(
        Rect::from_min_size(Pos2::ZERO, vec2(4.0, 4.0)),
        Color32::from_rgba_premultiplied(100, 0, 0, 128),
    );
    r.paint(
        scene([4, 4], Color32::WHITE, &[prim]),
        TexturesDelta::default(),
    );
    // 100 + 255 * 127 / 255 = 227 red; 127 green and blue.
    assert_eq!(at(&r, 1, 1), 0xe37f7f);
}

#[test]
fn the_clip_rectangle_is_respected_and_scaled() {
    let mut r = Raster::new();
    white_texture(&mut r);
    let mut prim = rect_mesh(
        Rect::from_min_size(Pos2::ZERO, vec2(8.0, 8.0)),
        Color32::GREEN,
    );
    prim.clip_rect = Rect::from_min_size(Pos2::ZERO, vec2(2.0, 8.0));
    r.paint(
        Scene {
            size: [16, 16],
            pixels_per_point: 2.0,
            background: Color32::BLACK,
            primitives: &[prim],
        },
        TexturesDelta::default(),
    );
    assert_eq!(at(&r, 3, 5), 0x00ff00);
    assert_eq!(at(&r, 4, 5), 0);
    assert_eq!(at(&r, 3, 15), 0x00ff00);
}

#[test]
fn a_texture_is_sampled_and_multiplied_by_the_vertex_colour() {
    let mut r = Raster::new();
    let mut img = ColorImage::filled([2, 1], Color32::WHITE);
    img.pixels[1] = Color32::from_rgba_premultiplied(0, 0, 0, 0);
    let mut delta = TexturesDelta::default();
    delta.set.insert(
        TextureId::User(7),
        [ImageDelta::full(img, TextureOptions::NEAREST)]
            .into_iter()
            .collect(),
    );
    r.paint(scene([0, 0], Color32::BLACK, &[]), delta);
    let mut mesh = Mesh::with_texture(TextureId::User(7));
    mesh.add_rect_with_uv(
        Rect::from_min_size(Pos2::ZERO, vec2(4.0, 2.0)),
        Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0)),
        Color32::from_rgb(0, 0, 255),
    );
    let prim = ClippedPrimitive {
        clip_rect: Rect::EVERYTHING,
        primitive: Primitive::Mesh(mesh),
    };
    r.paint(
        scene([4, 2], Color32::WHITE, &[prim]),
        TexturesDelta::default(),
    );
    assert_eq!(at(&r, 0, 0), 0x0000ff);
    assert_eq!(at(&r, 1, 1), 0x0000ff);
    assert_eq!(at(&r, 2, 0), 0xffffff);
    assert_eq!(at(&r, 3, 1), 0xffffff);
}

#[test]
fn only_the_tiles_that_changed_are_drawn_again() {
    let mut r = Raster::new();
    white_texture(&mut r);
    let caret = |on: bool| {
        let color = if on { Color32::BLACK } else { Color32::WHITE };
        vec![
            rect_mesh(
                Rect::from_min_size(Pos2::ZERO, vec2(300.0, 200.0)),
                Color32::LIGHT_GRAY,
            ),
            rect_mesh(
                Rect::from_min_size(pos2(130.0, 70.0), vec2(1.0, 14.0)),
                color,
            ),
        ]
    };
    let first = r.paint(
        scene([300, 200], Color32::WHITE, &caret(true)),
        TexturesDelta::default(),
    );
    assert_eq!(first.iter().map(|d| d.area()).sum::<usize>(), 300 * 200);
    assert!(
        r.paint(
            scene([300, 200], Color32::WHITE, &caret(true)),
            TexturesDelta::default()
        )
        .is_empty()
    );
    let blink = r.paint(
        scene([300, 200], Color32::WHITE, &caret(false)),
        TexturesDelta::default(),
    );
    assert_eq!(
        blink,
        vec![PixelRect {
            x0: 128,
            y0: 64,
            x1: 192,
            y1: 128
        }]
    );
    // The tile was drawn again, not left with the caret in it.
    assert_eq!(at(&r, 140, 75), at(&r, 10, 10));
    assert_eq!(at(&r, 130, 75), 0xffffff);
}

/// Drawing into a window's buffers (Wayland swaps two): each buffer gets what changed
/// since the picture it holds, and ends up as the whole picture drawn into a buffer of its
/// own; a frame not presented does not count in the buffers' ages.
#[test]
fn a_buffer_a_few_frames_old_gets_what_changed_since() {
    let caret = |x: f32| {
        vec![
            rect_mesh(
                Rect::from_min_size(Pos2::ZERO, vec2(300.0, 200.0)),
                Color32::LIGHT_GRAY,
            ),
            rect_mesh(
                Rect::from_min_size(pos2(x, 70.0), vec2(1.0, 14.0)),
                Color32::BLACK,
            ),
        ]
    };
    let expected = |x: f32| {
        let mut own = Raster::new();
        white_texture(&mut own);
        own.paint(
            scene([300, 200], Color32::WHITE, &caret(x)),
            TexturesDelta::default(),
        );
        own.pixels().to_vec()
    };
    let mut r = Raster::new();
    white_texture(&mut r);
    let mut buffers = [vec![0u32; 300 * 200], vec![0u32; 300 * 200]];
    let paint = |r: &mut Raster, buffer: &mut [u32], age: u8, x: f32| {
        r.paint_into(
            buffer,
            age,
            scene([300, 200], Color32::WHITE, &caret(x)),
            TexturesDelta::default(),
        )
    };
    // Two frames into new buffers, each presented.
    let [a, b] = &mut buffers;
    assert_eq!(paint(&mut r, a, 0, 10.0).len(), 1);
    r.presented();
    paint(&mut r, b, 0, 80.0);
    r.presented();
    assert!(r.pixels().is_empty(), "the buffers hold the picture");
    // A frame with nothing new for the newest buffer: not presented.
    assert!(paint(&mut r, b, 1, 80.0).is_empty());
    // Buffer a is two presented frames old: the caret moved from 10 to 80 to 150.
    let damage = paint(&mut r, a, 2, 150.0);
    r.presented();
    assert!(damage.iter().map(|d| d.area()).sum::<usize>() < 300 * 200 / 2);
    assert_eq!(*a, expected(150.0));
    // Buffer b is two frames old again.
    paint(&mut r, b, 2, 220.0);
    r.presented();
    assert_eq!(*b, expected(220.0));
    // Older than remembered, or unknown: drawn whole.
    let whole = paint(&mut r, a, 9, 30.0);
    assert_eq!(whole.iter().map(|d| d.area()).sum::<usize>(), 300 * 200);
    assert_eq!(*a, expected(30.0));
}

#[test]
fn a_large_redraw_shared_by_two_threads_has_no_seam() {
    // 640x480 is past PARALLEL_AREA: the rows are split between two threads, and a shape
    // across the split must come out the same above and below it, blended once.
    let mut r = Raster::new();
    white_texture(&mut r);
    let prim = quad(
        [
            pos2(10.3, 7.1),
            pos2(630.7, 11.9),
            pos2(600.2, 470.6),
            pos2(20.1, 460.9),
        ],
        Color32::from_rgba_premultiplied(0, 90, 0, 128),
    );
    let damage = r.paint(
        scene([640, 480], Color32::WHITE, &[prim]),
        TexturesDelta::default(),
    );
    assert_eq!(damage.iter().map(|d| d.area()).sum::<usize>(), 640 * 480);
    let inside = at(&r, 300, 240);
    assert_ne!(inside, 0xffffff);
    for y in [20, 200, 239, 240, 241, 300, 440] {
        assert_eq!(at(&r, 300, y), inside, "row {y}");
    }
    let mut seen: Vec<u32> = r.pixels().to_vec();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen.len(), 2, "{seen:x?}");
}

#[test]
fn hostile_geometry_is_skipped_without_a_panic() {
    let mut r = Raster::new();
    white_texture(&mut r);
    let mut mesh = Mesh::default();
    for p in [
        pos2(f32::NAN, 0.0),
        pos2(f32::INFINITY, 3.0),
        pos2(-1e30, 1e30),
        pos2(5.0, 5.0),
    ] {
        mesh.colored_vertex(p, Color32::RED);
    }
    mesh.indices.extend([0, 1, 2, 1, 2, 3, 2, 3, 99, 3, 3, 3]);
    let prim = ClippedPrimitive {
        clip_rect: Rect::EVERYTHING,
        primitive: Primitive::Mesh(mesh),
    };
    r.paint(
        scene([8, 8], Color32::BLACK, &[prim]),
        TexturesDelta::default(),
    );
    r.paint(scene([0, 0], Color32::BLACK, &[]), TexturesDelta::default());
}
