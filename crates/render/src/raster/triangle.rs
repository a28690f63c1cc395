//! One textured triangle filled on the CPU: its edges and the planes its colour and texture
//! coordinates vary on, the pixels it covers (a pixel whose centre is inside, as GPUs decide),
//! and the blending of each over what is there.

use egui::epaint::Vertex;

use super::{PixelRect, Target, Texture};

pub(super) fn pack(r: u8, g: u8, b: u8) -> u32 {
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
pub(super) struct Triangle {
    /// Sorted by y: top, middle, bottom.
    p: [[f32; 2]; 3],
    /// The whole pixels it may touch.
    pub(super) bounds: PixelRect,
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
    pub(super) fn bounds(v: [&Vertex; 3], ppp: f32) -> Option<PixelRect> {
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

    pub(super) fn new(v: [&Vertex; 3], ppp: f32) -> Option<Triangle> {
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
pub(super) fn draw_triangle(
    target: &mut Target,
    tri: &Triangle,
    region: PixelRect,
    texture: &Texture,
) {
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
