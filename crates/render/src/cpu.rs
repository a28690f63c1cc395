//! A window's pixels drawn on the CPU and put on screen with softbuffer: no OpenGL, EGL or
//! Vulkan library is loaded, so a window opens where OpenGL does not work (remote X, some VMs,
//! broken drivers) and without the ~60 MiB and ~40 ms a GL driver costs.
//!
//! The interface is one call: [`Painter::paint`] takes what egui painted in a frame and
//! presents what changed. Whether the window system lost what was shown (an exposure) is the
//! caller's to say; everything else (the first frame, buffer age, resizing) is handled here.

use std::num::NonZeroU32;
use std::sync::Arc;

use egui_winit::winit::event_loop::OwnedDisplayHandle;
use egui_winit::winit::window::Window;

use super::raster::{PixelRect, Raster, Scene};

/// Why pixels could not be put on screen without OpenGL.
#[derive(Debug, thiserror::Error)]
#[error("the window's pixels cannot be shown without OpenGL here: {0}")]
pub struct PresentError(String);

impl PresentError {
    fn of(e: impl std::fmt::Display) -> Self {
        Self(e.to_string())
    }
}

/// The connection to the display that every window's surface shares.
pub struct Display(softbuffer::Context<OwnedDisplayHandle>);

impl Display {
    /// Connects softbuffer to the display the event loop uses.
    pub fn new(handle: OwnedDisplayHandle) -> Result<Self, PresentError> {
        softbuffer::Context::new(handle)
            .map(Self)
            .map_err(PresentError::of)
    }
}

/// What egui painted in one frame, ready to be drawn.
pub struct Frame {
    /// egui's tessellated shapes.
    pub primitives: Vec<egui::ClippedPrimitive>,
    /// Textures created, changed or freed in this frame.
    pub textures: egui::TexturesDelta,
    /// Physical pixels per egui point.
    pub pixels_per_point: f32,
    /// The colour behind everything.
    pub background: egui::Color32,
    /// The window system may have lost what was shown: put the whole frame on screen.
    pub exposed: bool,
}

/// What [`Painter::paint`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Painted {
    /// Nothing changed on screen (or the window has no area).
    Nothing,
    /// The changed parts were presented.
    Changed,
    /// This was the window's first picture: the caller maps the window now (after the
    /// picture is ready, so that no empty window flashes), and the picture is presented.
    First,
}

/// One window's pixels.
pub struct Painter {
    surface: softbuffer::Surface<OwnedDisplayHandle, Arc<Window>>,
    raster: Raster,
    /// Whether the first picture was presented.
    shown: bool,
    /// Until then every frame is presented whole: a window manager maps a new window when it
    /// likes, and its exposure may coincide with a redraw that was asked for.
    whole_until: Option<std::time::Instant>,
}

impl Painter {
    /// A painter for `window` on `display`.
    pub fn new(display: &Display, window: Arc<Window>) -> Result<Self, PresentError> {
        Self::with_raster(display, window, Raster::new())
    }

    /// A painter for `window` whose raster may hold a picture drawn already (a window's first
    /// frame, drawn while the window was being made): [`Painter::present_drawn`] shows it.
    pub fn with_raster(
        display: &Display,
        window: Arc<Window>,
        raster: Raster,
    ) -> Result<Self, PresentError> {
        Ok(Self {
            surface: softbuffer::Surface::new(&display.0, window).map_err(PresentError::of)?,
            raster,
            shown: false,
            whole_until: None,
        })
    }

    /// Presents, whole, the picture the raster holds, if it was drawn at `size` (`show` as
    /// in [`Painter::paint`]); [`Painted::Nothing`] if it was not, and the caller draws a frame.
    /// The raster's copy is freed once it is in the window's buffer.
    pub fn present_drawn(
        &mut self,
        size: [u32; 2],
        show: impl FnOnce(),
    ) -> Result<Painted, PresentError> {
        let [w, h] = [size[0] as usize, size[1] as usize];
        if self.raster.size() != [w, h] || self.raster.pixels().len() != w * h {
            return Ok(Painted::Nothing);
        }
        self.present(size, true, show, |raster, buffer, _| {
            let whole = PixelRect {
                x0: 0,
                y0: 0,
                x1: w,
                y1: h,
            };
            if buffer.len() == raster.pixels().len() {
                buffer.copy_from_slice(raster.pixels());
            }
            raster.release_pixels();
            vec![whole]
        })
    }

    /// Draws `frame` into the window's buffer and presents what changed; the whole picture
    /// on the first frame and when `frame.exposed`. `show` is called once, with the first
    /// picture ready and before it is presented, so that the window is mapped with its picture
    /// (and the picture is not sent to an unmapped window and lost).
    pub fn paint(
        &mut self,
        size: [u32; 2],
        frame: Frame,
        show: impl FnOnce(),
    ) -> Result<Painted, PresentError> {
        let Frame {
            pixels_per_point,
            background,
            primitives,
            textures,
            exposed,
        } = frame;
        self.present(size, exposed, show, |raster, buffer, age| {
            raster.paint_into(
                buffer,
                age,
                Scene {
                    size: [size[0] as usize, size[1] as usize],
                    pixels_per_point,
                    background,
                    primitives: &primitives,
                },
                textures,
            )
        })
    }

    /// Has `draw` put the picture into the window's buffer (told how many frames old the
    /// buffer's picture is, 0 for none, so that only what changed since is drawn) and presents
    /// what it changed, or everything when `exposed`, on the first picture and for a while
    /// after it.
    fn present(
        &mut self,
        size: [u32; 2],
        exposed: bool,
        show: impl FnOnce(),
        draw: impl FnOnce(&mut Raster, &mut [u32], u8) -> Vec<PixelRect>,
    ) -> Result<Painted, PresentError> {
        let (Some(width), Some(height)) = (NonZeroU32::new(size[0]), NonZeroU32::new(size[1]))
        else {
            return Ok(Painted::Nothing);
        };
        self.surface
            .resize(width, height)
            .map_err(PresentError::of)?;
        let mut buffer = self.surface.buffer_mut().map_err(PresentError::of)?;
        let first = !self.shown;
        let age = if first { 0 } else { buffer.age() };
        let damage = draw(&mut self.raster, &mut buffer, age);
        let whole = first
            || exposed
            || self
                .whole_until
                .is_some_and(|t| std::time::Instant::now() < t);
        let rects: Vec<softbuffer::Rect> = if whole {
            vec![softbuffer::Rect {
                x: 0,
                y: 0,
                width,
                height,
            }]
        } else {
            damage
                .iter()
                .filter_map(|r| {
                    Some(softbuffer::Rect {
                        x: r.x0 as u32,
                        y: r.y0 as u32,
                        width: NonZeroU32::new((r.x1 - r.x0) as u32)?,
                        height: NonZeroU32::new((r.y1 - r.y0) as u32)?,
                    })
                })
                .collect()
        };
        if rects.is_empty() {
            // Nothing changed: the buffer is not presented (no wasted copy to the server).
            return Ok(Painted::Nothing);
        }
        if first {
            show();
            self.shown = true;
            self.whole_until =
                std::time::Instant::now().checked_add(std::time::Duration::from_millis(500));
        }
        buffer
            .present_with_damage(&rects)
            .map_err(PresentError::of)?;
        self.raster.presented();
        Ok(if first {
            Painted::First
        } else {
            Painted::Changed
        })
    }
}
