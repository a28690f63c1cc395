//! What one start remembers for the next one's first frame, in the cache folder: the
//! desktop's light or dark preference (`theme`), and the scale and size in pixels the first
//! window had (`first-window`). The first frame is drawn before the desktop can be asked (the
//! portal's answer, the window system's scale), so it is drawn as last time, and corrected
//! when the answer differs. These are caches: a missing or unreadable file only means the
//! defaults, and a frame drawn again. The system's fonts found for scripts are remembered here
//! too (`super::system_fonts`).

use std::path::PathBuf;

/// The file `name` in the program's cache folder.
pub(super) fn path(name: &str) -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "mailto-preview").map(|d| d.cache_dir().join(name))
}

/// The text of the remembered `name`.
pub(super) fn read(name: &str) -> Option<String> {
    std::fs::read_to_string(path(name)?).ok()
}

/// Remembers `text` as `name` (a failure is not reported: the next start draws its first
/// frame once more).
pub(super) fn write(name: &str, text: &str) {
    let Some(path) = path(name) else {
        return;
    };
    let _ = path
        .parent()
        .map_or(Ok(()), crate::files::create_private_dir)
        .and_then(|()| crate::files::replace(&path, text.as_bytes(), false));
}

/// The desktop's preference as last answered (`None`: no preference, or never answered).
pub(super) fn theme() -> Option<egui::Theme> {
    match read("theme")?.trim() {
        "dark" => Some(egui::Theme::Dark),
        "light" => Some(egui::Theme::Light),
        _ => None,
    }
}

/// Remembers the desktop's preference.
pub(super) fn set_theme(theme: Option<egui::Theme>) {
    write(
        "theme",
        match theme {
            Some(egui::Theme::Dark) => "dark\n",
            Some(egui::Theme::Light) => "light\n",
            None => "none\n",
        },
    );
}

/// A window's scale factor and inner size in physical pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Geometry {
    /// Physical pixels per logical pixel.
    pub scale: f32,
    /// Width and height, physical pixels.
    pub size: [u32; 2],
}

impl Geometry {
    /// The usual window at scale 1: what a first start guesses.
    pub(super) fn usual() -> Geometry {
        Geometry {
            scale: 1.0,
            size: super::WINDOW_SIZE.map(|s| s as u32),
        }
    }
}

/// The first window's geometry as last time, else [`Geometry::usual`].
pub(super) fn first_window() -> Geometry {
    read("first-window")
        .and_then(|text| parse_geometry(&text))
        .unwrap_or_else(Geometry::usual)
}

/// Remembers the first window's geometry, on a thread of its own (it writes a file): only
/// when it changed.
pub(super) fn set_first_window(geometry: Geometry) {
    if first_window() == geometry {
        return;
    }
    let text = format!(
        "{} {} {}\n",
        geometry.scale, geometry.size[0], geometry.size[1]
    );
    // Not a `Task`: a write nobody waits for, with no result and no window to wake.
    let _ = std::thread::Builder::new()
        .name("remember".into())
        .spawn(move || write("first-window", &text));
}

/// "SCALE WIDTH HEIGHT", as written above.
fn parse_geometry(text: &str) -> Option<Geometry> {
    let mut words = text.split_whitespace();
    let scale: f32 = words.next()?.parse().ok()?;
    let width: u32 = words.next()?.parse().ok()?;
    let height: u32 = words.next()?.parse().ok()?;
    // A damaged file must not ask for a huge first frame.
    let sane = (0.25..=8.0).contains(&scale)
        && (1..=16384).contains(&width)
        && (1..=16384).contains(&height);
    sane.then_some(Geometry {
        scale,
        size: [width, height],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_geometry_is_read_as_written_and_a_damaged_one_not_at_all() {
        assert_eq!(
            parse_geometry("2 1440 1280\n"),
            Some(Geometry {
                scale: 2.0,
                size: [1440, 1280]
            })
        );
        assert_eq!(parse_geometry("1.5 1080 960").map(|g| g.scale), Some(1.5));
        for damaged in [
            "",
            "1 720",
            "x 720 640",
            "1 99999 640",
            "0 720 640",
            "1 -5 640",
        ] {
            assert_eq!(parse_geometry(damaged), None, "{damaged:?}");
        }
    }
}
