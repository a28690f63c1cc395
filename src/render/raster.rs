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

use egui::epaint::{ClippedPrimitive, ImageData, Primitive, TextureId, Vertex, textures};
use egui::{Color32, Rect};

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

fn pack(r: u8, g: u8, b: u8) -> u32 {
    u32::from(r) << 16 | u32::from(g) << 8 | u32::from(b)
}

/// `a * b / 255`, rounded, for 8-bit values.
fn mul255(a: u32, b: u32) -> u32 {
    let t = a * b + 128;
    (t + (t >> 8)) >> 8
}

/// Premultiplied `src` over the opaque pixel `dst`.
fn over(dst: u32, [r, g, b, a]: [u32; 4]) -> u32 {
    let inv = 255 - a;
    let dr = (dst >> 16) & 0xff;
    let dg = (dst >> 8) & 0xff;
    let db = dst & 0xff;
    let r = (r + mul255(dr, inv)).min(255);
    let g = (g + mul255(dg, inv)).min(255);
    let b = (b + mul255(db, inv)).min(255);
    r << 16 | g << 8 | b
}

/// A triangle in pixel coordinates, with what it needs to be filled.
struct Triangle {
    /// Sorted by y: top, middle, bottom.
    p: [[f32; 2]; 3],
    /// The whole pixels it may touch.
    bounds: PixelRect,
    /// Colour (premultiplied, 0-255) and texture coordinates as planes:
    /// value = base + dx * x + dy * y, at pixel centres.
    attrs: [Plane; 6],
    /// All three vertices have the same colour and texture coordinate.
    flat: bool,
}

#[derive(Clone, Copy, Default)]
struct Plane {
    base: f32,
    dx: f32,
    dy: f32,
}

impl Plane {
    fn at(&self, x: f32, y: f32) -> f32 {
        self.base + self.dx * x + self.dy * y
    }
}

impl Triangle {
    fn bounds(v: [&Vertex; 3], ppp: f32) -> Option<PixelRect> {
        let xs = v.map(|v| v.pos.x * ppp);
        let ys = v.map(|v| v.pos.y * ppp);
        if !xs.iter().chain(&ys).all(|c| c.is_finite()) {
            return None;
        }
        let min_x = xs[0].min(xs[1]).min(xs[2]);
        let max_x = xs[0].max(xs[1]).max(xs[2]);
        let min_y = ys[0].min(ys[1]).min(ys[2]);
        let max_y = ys[0].max(ys[1]).max(ys[2]);
        // Pixel centres inside: x + 0.5 in [min, max).
        let lo = |v: f32| (v - 0.5).ceil().max(0.0) as usize;
        let r = PixelRect {
            x0: lo(min_x),
            y0: lo(min_y),
            x1: lo(max_x),
            y1: lo(max_y),
        };
        (r.x0 < r.x1 && r.y0 < r.y1).then_some(r)
    }

    fn new(v: [&Vertex; 3], ppp: f32) -> Option<Triangle> {
        let bounds = Triangle::bounds(v, ppp)?;
        let mut v = v;
        v.sort_by(|a, b| a.pos.y.total_cmp(&b.pos.y));
        let p = v.map(|v| [v.pos.x * ppp, v.pos.y * ppp]);
        let (x0, y0) = (p[0][0], p[0][1]);
        let (e1x, e1y) = (p[1][0] - x0, p[1][1] - y0);
        let (e2x, e2y) = (p[2][0] - x0, p[2][1] - y0);
        let det = e1x * e2y - e2x * e1y;
        if det == 0.0 || !det.is_finite() {
            return None;
        }
        let plane = |a: [f32; 3]| {
            let (d1, d2) = (a[1] - a[0], a[2] - a[0]);
            let dx = (d1 * e2y - d2 * e1y) / det;
            let dy = (d2 * e1x - d1 * e2x) / det;
            Plane {
                base: a[0] - dx * x0 - dy * y0,
                dx,
                dy,
            }
        };
        let colors = v.map(|v| v.color.to_array());
        let channel = |i: usize| plane(colors.map(|c| f32::from(c[i])));
        let attrs = [
            channel(0),
            channel(1),
            channel(2),
            channel(3),
            plane(v.map(|v| v.uv.x)),
            plane(v.map(|v| v.uv.y)),
        ];
        let flat = v[0].color == v[1].color
            && v[1].color == v[2].color
            && v[0].uv == v[1].uv
            && v[1].uv == v[2].uv;
        Some(Triangle {
            p,
            bounds,
            attrs,
            flat,
        })
    }

    /// Where the row through `y` enters and leaves the triangle: pixels whose centre x is in
    /// `[left, right)`. An edge shared by two triangles gives both the same x, and a centre on
    /// it belongs to exactly one of them.
    fn span(&self, y: f32) -> Option<(f32, f32)> {
        let [a, b, c] = self.p;
        if y < a[1] || y >= c[1] {
            return None;
        }
        let long = edge_x(a, c, y);
        let short = if y < b[1] {
            edge_x(a, b, y)
        } else {
            edge_x(b, c, y)
        };
        Some((long.min(short), long.max(short)))
    }
}

/// The x where the line through `p` and `q` crosses `y`, computed the same way whichever
/// triangle the edge belongs to.
fn edge_x(p: [f32; 2], q: [f32; 2], y: f32) -> f32 {
    let (p, q) = if (p[1], p[0]) <= (q[1], q[0]) {
        (p, q)
    } else {
        (q, p)
    };
    if q[1] == p[1] {
        return p[0];
    }
    p[0] + (y - p[1]) * (q[0] - p[0]) / (q[1] - p[1])
}

/// Fills the part of `tri` inside `region`.
fn draw_triangle(target: &mut Target, tri: &Triangle, region: PixelRect, texture: &Texture) {
    let width = target.width;
    let flat = tri
        .flat
        .then(|| shade(tri, texture, region.x0 as f32 + 0.5, region.y0 as f32 + 0.5));
    // A shape without a texture has the same texture coordinate (egui's white texel) at
    // every vertex: sample it once.
    let untextured = (tri.attrs[4].dx == 0.0
        && tri.attrs[4].dy == 0.0
        && tri.attrs[5].dx == 0.0
        && tri.attrs[5].dy == 0.0)
        .then(|| sample(texture, tri.attrs[4].base, tri.attrs[5].base));
    for y in region.y0..region.y1 {
        let yc = y as f32 + 0.5;
        let Some((left, right)) = tri.span(yc) else {
            continue;
        };
        let first = ((left - 0.5).ceil().max(region.x0 as f32) as usize).max(region.x0);
        let end = ((right - 0.5).ceil().max(0.0) as usize).min(region.x1);
        if first >= end {
            continue;
        }
        let start = (y - target.y0) * width;
        let row = &mut target.pixels[start + first..start + end];
        if let Some(src) = flat {
            blend_flat(row, src);
            continue;
        }
        let x0 = first as f32 + 0.5;
        let [r, g, b, a, u, v] = tri.attrs.map(|p| p.at(x0, yc));
        let [dr, dg, db, da, du, dv] = tri.attrs.map(|p| p.dx);
        let mut c = [r, g, b, a];
        let (mut u, mut v) = (u, v);
        for px in row {
            let color = c.map(|x| x.clamp(0.0, 255.0) as u32);
            let texel = untextured.unwrap_or_else(|| sample(texture, u, v));
            let src = modulate(color, texel);
            *px = over(*px, src);
            c[0] += dr;
            c[1] += dg;
            c[2] += db;
            c[3] += da;
            u += du;
            v += dv;
        }
    }
}

/// The colour of a flat triangle: its vertex colour times its one texel.
fn shade(tri: &Triangle, texture: &Texture, x: f32, y: f32) -> [u32; 4] {
    let [r, g, b, a, u, v] = tri.attrs.map(|p| p.at(x, y));
    let color = [r, g, b, a].map(|x| x.round().clamp(0.0, 255.0) as u32);
    modulate(color, sample(texture, u, v))
}

fn blend_flat(row: &mut [u32], src: [u32; 4]) {
    match src[3] {
        255 => row.fill(src[0] << 16 | src[1] << 8 | src[2]),
        0 if src[0] == 0 && src[1] == 0 && src[2] == 0 => {}
        _ => {
            for px in row {
                *px = over(*px, src);
            }
        }
    }
}

fn modulate(color: [u32; 4], texel: [u32; 4]) -> [u32; 4] {
    [
        mul255(color[0], texel[0]),
        mul255(color[1], texel[1]),
        mul255(color[2], texel[2]),
        mul255(color[3], texel[3]),
    ]
}

/// The texel at normalized `(u, v)`, clamped to the edge; bilinear for a linear texture.
fn sample(t: &Texture, u: f32, v: f32) -> [u32; 4] {
    if t.width == 0 || t.height == 0 {
        return [255; 4];
    }
    let fx = u * t.width as f32 - 0.5;
    let fy = v * t.height as f32 - 0.5;
    let texel = |x: f32, y: f32| {
        let x = (x.max(0.0) as usize).min(t.width - 1);
        let y = (y.max(0.0) as usize).min(t.height - 1);
        t.texels[y * t.width + x].map(u32::from)
    };
    if !t.linear {
        return texel(fx.round(), fy.round());
    }
    let (x0, y0) = (fx.floor(), fy.floor());
    let (ax, ay) = (fx - x0, fy - y0);
    // At a texel's centre (text drawn pixel-aligned) there is nothing to blend.
    if ax < 1.0 / 512.0 && ay < 1.0 / 512.0 {
        return texel(x0, y0);
    }
    let wx = (ax * 256.0) as u32;
    let wy = (ay * 256.0) as u32;
    let (t00, t10) = (texel(x0, y0), texel(x0 + 1.0, y0));
    let (t01, t11) = (texel(x0, y0 + 1.0), texel(x0 + 1.0, y0 + 1.0));
    let mut out = [0; 4];
    for i in 0..4 {
        let top = t00[i] * (256 - wx) + t10[i] * wx;
        let bottom = t01[i] * (256 - wx) + t11[i] * wx;
        out[i] = (top * (256 - wy) + bottom * wy + (1 << 15)) >> 16;
    }
    out
}

#[cfg(test)]
mod tests {
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
}
