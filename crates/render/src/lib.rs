//! Turning an egui frame into pixels, and nothing else: no window list, no message, no link.
//! [`raster`] draws egui's triangles on the CPU, [`cpu`] puts those pixels in a window with
//! softbuffer (only what changed), and [`emoji`] gives egui colour emoji glyphs. The OpenGL
//! renderer is eframe's own painter, which the window host drives through eframe
//! (`mailto_preview_window::host` says why).
//!
//! This crate depends on nothing of the program above it (its Cargo.toml names no crate of
//! ours), so it can be read, measured (`benches/frame.rs`) or replaced on its own.

#![deny(unsafe_code)]

#[cfg(all(unix, not(target_os = "macos")))]
pub mod cpu;
pub mod emoji;
pub mod raster;
