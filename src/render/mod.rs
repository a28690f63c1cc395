//! Turning an egui frame into pixels, and nothing else: no window list, no message, no link.
//! [`raster`] draws egui's triangles on the CPU, [`cpu`] puts those pixels in a window with
//! softbuffer (only what changed), and [`emoji`] gives egui colour emoji glyphs. The OpenGL
//! renderer is eframe's own painter, which the window host drives through eframe
//! ([`crate::host`] says why).
//!
//! This folder imports nothing of the program above it, so it can be read, measured
//! (`benches/frame.rs`), or one day replaced by a crate, on its own.

#[cfg(all(unix, not(target_os = "macos")))]
pub mod cpu;
pub mod emoji;
pub mod raster;
