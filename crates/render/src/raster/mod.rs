//! egui's painted output drawn on the CPU: textured triangles with a colour per vertex, blended
//! in gamma space with premultiplied alpha, exactly what egui's OpenGL painter asks of the GPU
//! (`glBlendFunc(ONE, ONE_MINUS_SRC_ALPHA)` on a non-sRGB framebuffer, the vertex colour
//! multiplied by the texel). No anti-aliasing is done here: egui feathers its shapes itself.
//!
//! Only what changed is drawn again. The frame is cut into tiles; a tile whose triangles (their
//! vertices, clip and texture) are the same as last frame keeps its pixels. A blinking caret
//! or a hovered button redraws a few tiles, not the window.
//!
//! Pixels are softbuffer's: one `u32` per pixel, `0x00RRGGBB`, rows top to bottom.

use std::collections::{HashMap, VecDeque};

use egui::epaint::{ClippedPrimitive, ImageData, Primitive, TextureId, textures};
use egui::{Color32, Rect};

mod triangle;

use triangle::{Triangle, draw_triangle, pack};

/// The side of a damage tile, in pixels.
pub const TILE: usize = 64;

/// A rectangle of pixels: `x0..x1` by `y0..y1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PixelRect {
    pub x0: usize,
    pub y0: usize,
    pub x1: usize,
    pub y1: usize,
}

impl PixelRect {
    fn intersect(self, other: PixelRect) -> Option<PixelRect> {
        let r = PixelRect {
            x0: self.x0.max(other.x0),
            y0: self.y0.max(other.y0),
            x1: self.x1.min(other.x1),
            y1: self.y1.min(other.y1),
        };
        (r.x0 < r.x1 && r.y0 < r.y1).then_some(r)
    }

    /// How many pixels it covers.
    pub fn area(self) -> usize {
        (self.x1 - self.x0) * (self.y1 - self.y0)
    }
}

/// A texture egui asked for, as premultiplied RGBA texels.
struct Texture {
    width: usize,
    height: usize,
    texels: Vec<[u8; 4]>,
    linear: bool,
    /// Changes whenever texels that may already be drawn change, so the tiles showing them
    /// are drawn again.
    generation: u64,
}

/// What one frame shows.
#[derive(Clone, Copy)]
pub struct Scene<'a> {
    /// Width and height in pixels.
    pub size: [usize; 2],
    /// Physical pixels per egui point.
    pub pixels_per_point: f32,
    /// The colour behind everything.
    pub background: Color32,
    /// egui's tessellated shapes, drawn in order.
    pub primitives: &'a [ClippedPrimitive],
}

/// Draws egui's frames and tells which parts changed: into a pixel buffer of its own
/// ([`Raster::paint`]: a window's first frame, drawn before the window has a surface, and
/// tests), or straight into the window's buffer ([`Raster::paint_into`]), which then holds the
/// only copy of the picture.
#[derive(Default)]
pub struct Raster {
    textures: HashMap<TextureId, Texture>,
    generation: u64,
    width: usize,
    height: usize,
    /// The picture, when drawn into a buffer of its own; empty once drawn into the window's.
    pixels: Vec<u32>,
    /// Per tile: a digest of what was drawn there, for the last frames, newest first (a
    /// window buffer may hold a picture a few frames old: Wayland swaps two or three).
    tiles: VecDeque<Vec<u64>>,
    /// The digests of the frame drawn last, until it is presented ([`Raster::presented`]): a
    /// frame that is not presented is not in any buffer.
    drawn: Option<Vec<u64>>,
}

impl Raster {
    /// An empty raster; the first frame draws everything.
    pub fn new() -> Self {
        Self::default()
    }

    /// The last frame's pixels (`width * height`, `0x00RRGGBB`) if it was drawn by
    /// [`Raster::paint`]; empty after [`Raster::paint_into`] or [`Raster::release_pixels`].
    pub fn pixels(&self) -> &[u32] {
        &self.pixels
    }

    /// Frees the raster's own copy of the picture (the window's buffer holds it now); the
    /// next [`Raster::paint`] draws everything again.
    pub fn release_pixels(&mut self) {
        self.pixels = Vec::new();
    }

    /// The size of the last frame, in pixels.
    pub fn size(&self) -> [usize; 2] {
        [self.width, self.height]
    }

    fn set_texture(&mut self, id: TextureId, delta: &egui::epaint::ImageDelta) {
        let ImageData::Color(image) = &delta.image;
        let [w, h] = image.size;
        let texels = image.pixels.iter().map(|c| c.to_array());
        let linear = delta.options.magnification == textures::TextureFilter::Linear;
        self.generation += 1;
        match delta.pos {
            None => {
                self.textures.insert(
                    id,
                    Texture {
                        width: w,
                        height: h,
                        texels: texels.collect(),
                        linear,
                        generation: self.generation,
                    },
                );
            }
            Some([x, y]) => {
                let Some(texture) = self.textures.get_mut(&id) else {
                    return;
                };
                // The font atlas only gains glyphs in places not drawn yet; any other patch
                // may change what is shown.
                if id != TextureId::default() {
                    texture.generation = self.generation;
                }
                for (row, line) in image.pixels.chunks(w.max(1)).enumerate() {
                    let ty = y + row;
                    if ty >= texture.height || x >= texture.width {
                        continue;
                    }
                    let start = ty * texture.width + x;
                    let n = line.len().min(texture.width - x);
                    for (dst, src) in texture.texels[start..start + n].iter_mut().zip(line) {
                        *dst = src.to_array();
                    }
                }
            }
        }
    }

    /// Draws a frame of `size` pixels: `background` first, then the primitives in order, with
    /// the frame's texture changes. Returns the parts that differ from the last frame
    /// (everything when the size changed).
    pub fn paint(&mut self, scene: Scene, textures: textures::TexturesDelta) -> Vec<PixelRect> {
        self.with_textures(textures, |raster| {
            let damage = raster.draw(None, scene);
            // The raster's own pixels always hold the newest picture.
            raster.presented();
            damage
        })
    }

    /// Runs `draw` with the frame's new and changed textures in place, and frees those the
    /// frame no longer uses after it.
    fn with_textures(
        &mut self,
        mut textures: textures::TexturesDelta,
        draw: impl FnOnce(&mut Self) -> Vec<PixelRect>,
    ) -> Vec<PixelRect> {
        for (id, patches) in std::mem::take(&mut textures.set) {
            for patch in &patches {
                self.set_texture(id, patch);
            }
        }
        let damage = draw(self);
        for id in std::mem::take(&mut textures.free) {
            self.textures.remove(&id);
        }
        damage
    }

    /// The frame drawn last by [`Raster::paint_into`] was presented: the buffer ages count
    /// from it.
    pub fn presented(&mut self) {
        if let Some(digests) = self.drawn.take() {
            self.tiles.push_front(digests);
            self.tiles.truncate(REMEMBERED_FRAMES);
        }
    }

    /// As [`Raster::paint`], but into `target` (`size[0] * size[1]` pixels, else nothing is
    /// drawn and everything is returned as changed). `age` is how many presented frames ago
    /// the picture `target` holds was presented (softbuffer's buffer age): only what changed
    /// since is drawn; 0 (unknown) or older than the raster remembers draws everything. Call
    /// [`Raster::presented`] once the target is presented. The raster's own copy is freed: the
    /// target holds the picture now.
    pub fn paint_into(
        &mut self,
        target: &mut [u32],
        age: u8,
        scene: Scene,
        textures: textures::TexturesDelta,
    ) -> Vec<PixelRect> {
        let size = scene.size;
        self.with_textures(textures, |raster| {
            raster.pixels = Vec::new();
            if target.len() == size[0] * size[1] {
                raster.draw(Some((target, age)), scene)
            } else {
                raster.tiles.clear();
                raster.drawn = None;
                raster.width = 0;
                vec![PixelRect {
                    x0: 0,
                    y0: 0,
                    x1: size[0],
                    y1: size[1],
                }]
            }
        })
    }

    /// Draws into `target` (the pixels and how many frames old they are), or into the
    /// raster's own pixels when `None`.
    fn draw(&mut self, target: Option<(&mut [u32], u8)>, scene: Scene) -> Vec<PixelRect> {
        let Scene {
            size,
            pixels_per_point,
            background,
            primitives,
        } = scene;
        let [width, height] = size;
        let resized = width != self.width || height != self.height;
        self.width = width;
        self.height = height;
        if resized {
            self.tiles.clear();
        }
        let (pixels, age) = match target {
            Some((pixels, age)) => (pixels, usize::from(age)),
            None => {
                let holds_last = self.pixels.len() == width * height;
                if !holds_last {
                    self.pixels = vec![0; width * height];
                }
                (&mut self.pixels[..], usize::from(holds_last))
            }
        };
        let cols = width.div_ceil(TILE);
        let rows = height.div_ceil(TILE);
        let digests = digest(
            &self.textures,
            [width, height],
            [cols, rows],
            pixels_per_point,
            background,
            primitives,
        );
        let shown = age.checked_sub(1).and_then(|i| self.tiles.get(i));
        let dirty: Vec<bool> = match shown {
            Some(shown) if shown.len() == digests.len() => {
                digests.iter().zip(shown).map(|(a, b)| a != b).collect()
            }
            _ => vec![true; digests.len()],
        };
        self.drawn = Some(digests);
        let damage = merge_tiles(&dirty, cols, rows, width, height);
        for rect in &damage {
            fill(pixels, width, *rect, background);
        }
        if damage.is_empty() {
            return damage;
        }
        let frame = Frame {
            width,
            height,
            pixels_per_point,
            primitives,
            textures: &self.textures,
        };
        // A large redraw (scrolling, a resize) is shared between two threads, each drawing the
        // rows of its half of the damage; a few tiles are drawn here at once.
        let area: usize = damage.iter().map(|d| d.area()).sum();
        let top = damage.iter().map(|d| d.y0).min().unwrap_or(0);
        let bottom = damage.iter().map(|d| d.y1).max().unwrap_or(0);
        let mid = top + (bottom - top) / 2;
        if area >= PARALLEL_AREA && mid > top && parallel() {
            let (upper, lower) = pixels.split_at_mut(mid * width);
            std::thread::scope(|scope| {
                scope.spawn(|| frame.draw_rows(upper, 0, mid, &damage));
                frame.draw_rows(lower, mid, height, &damage);
            });
        } else {
            frame.draw_rows(pixels, 0, height, &damage);
        }
        damage
    }
}

/// What each tile of a `size` picture (`grid` columns and rows) will show, as a digest of
/// the triangles that touch it.
fn digest(
    textures: &HashMap<TextureId, Texture>,
    size: [usize; 2],
    grid: [usize; 2],
    pixels_per_point: f32,
    background: Color32,
    primitives: &[ClippedPrimitive],
) -> Vec<u64> {
    let [cols, rows] = grid;
    let seed = mix(
        mix(0x9e37_79b9_7f4a_7c15, u64::from(pixels_per_point.to_bits())),
        u64::from(u32::from_ne_bytes(background.to_array())),
    );
    let mut tiles = vec![seed; cols * rows];
    let screen = PixelRect {
        x0: 0,
        y0: 0,
        x1: size[0],
        y1: size[1],
    };
    for prim in primitives {
        let Primitive::Mesh(mesh) = &prim.primitive else {
            continue;
        };
        let Some(clip) = clip_rect(prim.clip_rect, pixels_per_point, screen) else {
            continue;
        };
        let texture = textures.get(&mesh.texture_id).map_or(0, |t| t.generation);
        let prim_key = mix(
            mix(texture, (clip.x0 as u64) << 32 | clip.y0 as u64),
            (clip.x1 as u64) << 32 | clip.y1 as u64,
        );
        for tri in mesh.indices.chunks_exact(3) {
            let verts = [tri[0], tri[1], tri[2]].map(|i| mesh.vertices.get(i as usize));
            let [Some(a), Some(b), Some(c)] = verts else {
                continue;
            };
            let Some(bounds) =
                Triangle::bounds([a, b, c], pixels_per_point).and_then(|b| b.intersect(clip))
            else {
                continue;
            };
            let mut h = prim_key;
            for v in [a, b, c] {
                h = mix(
                    h,
                    u64::from(v.pos.x.to_bits()) << 32 | u64::from(v.pos.y.to_bits()),
                );
                h = mix(
                    h,
                    u64::from(v.uv.x.to_bits()) << 32 | u64::from(v.uv.y.to_bits()),
                );
                h = mix(h, u64::from(u32::from_ne_bytes(v.color.to_array())));
            }
            for ty in bounds.y0 / TILE..bounds.y1.div_ceil(TILE) {
                for tx in bounds.x0 / TILE..bounds.x1.div_ceil(TILE) {
                    let t = &mut tiles[ty * cols + tx];
                    *t = mix(*t, h);
                }
            }
        }
    }
    tiles
}

/// `r` of `pixels` (rows of `width`) filled with `color`.
fn fill(pixels: &mut [u32], width: usize, r: PixelRect, color: Color32) {
    let rgb = pack(color.r(), color.g(), color.b());
    for y in r.y0..r.y1 {
        pixels[y * width + r.x0..y * width + r.x1].fill(rgb);
    }
}

/// How many frames' tile digests are kept: a buffer older than that is drawn whole.
const REMEMBERED_FRAMES: usize = 3;

/// Damage of at least this many pixels is drawn by two threads.
const PARALLEL_AREA: usize = 200_000;

/// Whether a second core is there to share large redraws with.
fn parallel() -> bool {
    static CORES: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().is_ok_and(|n| n.get() > 1))
}

/// What one frame draws, shared by the threads that draw it.
struct Frame<'a> {
    width: usize,
    height: usize,
    pixels_per_point: f32,
    primitives: &'a [ClippedPrimitive],
    textures: &'a HashMap<TextureId, Texture>,
}

impl Frame<'_> {
    /// Draws the damaged parts of rows `y0..y1` into `rows`, which hold exactly those rows.
    fn draw_rows(&self, rows: &mut [u32], y0: usize, y1: usize, damage: &[PixelRect]) {
        let band = PixelRect {
            x0: 0,
            y0,
            x1: self.width,
            y1,
        };
        let damage: Vec<PixelRect> = damage.iter().filter_map(|d| d.intersect(band)).collect();
        if damage.is_empty() {
            return;
        }
        let screen = PixelRect {
            x0: 0,
            y0: 0,
            x1: self.width,
            y1: self.height,
        };
        let target = Target {
            pixels: rows,
            width: self.width,
            y0,
        };
        let mut target = target;
        for prim in self.primitives {
            let Primitive::Mesh(mesh) = &prim.primitive else {
                continue;
            };
            let Some(clip) = clip_rect(prim.clip_rect, self.pixels_per_point, screen) else {
                continue;
            };
            let Some(texture) = self.textures.get(&mesh.texture_id) else {
                continue;
            };
            let regions: Vec<PixelRect> = damage.iter().filter_map(|d| d.intersect(clip)).collect();
            if regions.is_empty() {
                continue;
            }
            for tri in mesh.indices.chunks_exact(3) {
                let (Some(a), Some(b), Some(c)) = (
                    mesh.vertices.get(tri[0] as usize),
                    mesh.vertices.get(tri[1] as usize),
                    mesh.vertices.get(tri[2] as usize),
                ) else {
                    continue;
                };
                let Some(tri) = Triangle::new([a, b, c], self.pixels_per_point) else {
                    continue;
                };
                for region in &regions {
                    if let Some(r) = tri.bounds.intersect(*region) {
                        draw_triangle(&mut target, &tri, r, texture);
                    }
                }
            }
        }
    }
}

/// Rows of pixels to draw into: `pixels` holds the rows from `y0` on, `width` each.
struct Target<'a> {
    pixels: &'a mut [u32],
    width: usize,
    y0: usize,
}

/// One step of a fast, non-cryptographic hash (the digest only has to notice changes).
fn mix(h: u64, word: u64) -> u64 {
    (h.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95)
}

/// The clip rectangle in whole pixels, rounded as egui's OpenGL painter rounds its scissor.
fn clip_rect(clip: Rect, pixels_per_point: f32, screen: PixelRect) -> Option<PixelRect> {
    let to_px = |v: f32, max: usize| {
        let p = (v * pixels_per_point).round();
        if p.is_nan() || p <= 0.0 {
            0
        } else {
            (p as usize).min(max)
        }
    };
    PixelRect {
        x0: to_px(clip.min.x, screen.x1),
        y0: to_px(clip.min.y, screen.y1),
        x1: to_px(clip.max.x, screen.x1),
        y1: to_px(clip.max.y, screen.y1),
    }
    .intersect(screen)
}

/// Merges dirty tiles into rectangles: runs of tiles in a row, then equal runs in rows below.
fn merge_tiles(
    dirty: &[bool],
    cols: usize,
    rows: usize,
    width: usize,
    height: usize,
) -> Vec<PixelRect> {
    let mut rects: Vec<PixelRect> = Vec::new();
    for ty in 0..rows {
        let mut tx = 0;
        while tx < cols {
            if !dirty[ty * cols + tx] {
                tx += 1;
                continue;
            }
            let start = tx;
            while tx < cols && dirty[ty * cols + tx] {
                tx += 1;
            }
            let run = PixelRect {
                x0: start * TILE,
                y0: ty * TILE,
                x1: (tx * TILE).min(width),
                y1: ((ty + 1) * TILE).min(height),
            };
            // Grow the rectangle above when it is the same run of columns.
            match rects
                .iter_mut()
                .find(|r| r.x0 == run.x0 && r.x1 == run.x1 && r.y1 == run.y0)
            {
                Some(above) => above.y1 = run.y1,
                None => rects.push(run),
            }
        }
    }
    rects
}

#[cfg(test)]
mod tests;
