//! The CPU renderer: the windows drawn without OpenGL, so that a click opens its window in a
//! fraction of the time a GPU context takes. [`native`] runs the windows (winit for windows,
//! egui-winit for input, IME, clipboard and AccessKit), [`raster`] turns egui's shapes into
//! pixels, and [`quiet`] keeps a waiting process from waking. Nothing here knows what the
//! window shows: the views in [`crate::ui`] draw the same in either renderer, and this folder
//! can be read, or one day replaced by a crate, on its own.

#[cfg(all(unix, not(target_os = "macos")))]
pub(crate) mod native;
#[cfg(all(unix, not(target_os = "macos")))]
mod quiet;
pub mod raster;
