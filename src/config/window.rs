//! The `[window]` table: how the preview windows are drawn, how long the process stays
//! resident after its last window, and the window's language. A mistake here never stops a
//! link from opening: the caller shows the message and uses the defaults
//! ([`super::load_parts`]).

use std::time::Duration;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer};

/// What draws the windows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Renderer {
    /// On the CPU, shown with softbuffer: no OpenGL library is loaded. The default on Linux
    /// and the BSDs; elsewhere it means OpenGL, as eframe draws there.
    #[default]
    Cpu,
    /// OpenGL through eframe.
    Gl,
}

/// Resident mode: how long the process stays after its last window closes, so that the next
/// click opens at once (`resident` in `[window]`; `register --resident` starts it at login).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Resident {
    /// It ends with its last window (the default).
    #[default]
    Off,
    /// It waits this long for another link.
    For(Duration),
    /// It stays until the session ends (started at login with `--resident`).
    Always,
}

/// The `[window]` table.
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WindowSettings {
    /// What draws the windows.
    #[serde(default)]
    pub renderer: Renderer,
    /// How long the process stays after its last window.
    #[serde(default)]
    pub resident: Resident,
    /// The window's language (a BCP 47 tag such as `de` or `pt-BR`) instead of the system's.
    #[serde(default)]
    pub language: Option<String>,
}

/// `"10m"`, `"90s"`, `"1h"`, `"always"`, `"off"`/`"0"`, or `true`/`false`.
impl<'de> Deserialize<'de> for Resident {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Shape {
            Flag(bool),
            Text(String),
        }
        match Shape::deserialize(d).map_err(|_| D::Error::custom(help("that")))? {
            Shape::Flag(true) => Ok(Resident::Always),
            Shape::Flag(false) => Ok(Resident::Off),
            Shape::Text(text) => parse_resident(&text).map_err(D::Error::custom),
        }
    }
}

/// Reads a resident time as people write it.
pub fn parse_resident(text: &str) -> Result<Resident, String> {
    let text = text.trim();
    match text {
        "always" => return Ok(Resident::Always),
        "off" | "no" | "0" => return Ok(Resident::Off),
        _ => {}
    }
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let unit = match unit.trim() {
        "s" => 1,
        "m" | "min" => 60,
        "h" => 3600,
        _ => return Err(help(&format!("{text:?}"))),
    };
    let n: u64 = number.parse().map_err(|_| help(&format!("{text:?}")))?;
    match n.checked_mul(unit) {
        Some(0) => Ok(Resident::Off),
        Some(secs) => Ok(Resident::For(Duration::from_secs(secs))),
        None => Err(help(&format!("{text:?}"))),
    }
}

fn help(got: &str) -> String {
    format!(
        "{got} is not a time: write how long to stay after the last window closes, like \"10m\", \"90s\" or \"1h\", or \"always\" or \"off\""
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(text: &str) -> Result<WindowSettings, String> {
        #[derive(Deserialize)]
        struct File {
            window: WindowSettings,
        }
        toml::from_str::<File>(text)
            .map(|f| f.window)
            .map_err(|e| e.message().to_string())
    }

    #[test]
    fn the_window_table() {
        let s = settings("[window]\nrenderer = \"gl\"\nresident = \"10m\"\nlanguage = \"de\"\n")
            .unwrap();
        assert_eq!(s.renderer, Renderer::Gl);
        assert_eq!(s.resident, Resident::For(Duration::from_secs(600)));
        assert_eq!(s.language.as_deref(), Some("de"));
        assert_eq!(settings("[window]\n").unwrap(), WindowSettings::default());
        let e = settings("[window]\nrenderer = \"vulkan\"\n").unwrap_err();
        assert!(e.contains("cpu") && e.contains("gl"), "{e}");
        let e = settings("[window]\nresident = \"soon\"\n").unwrap_err();
        assert!(e.contains("\"soon\" is not a time"), "{e}");
        assert!(settings("[window]\ncolour = 1\n").is_err());
    }

    #[test]
    fn resident_times_read_as_people_write_them() {
        assert_eq!(
            parse_resident("90s"),
            Ok(Resident::For(Duration::from_secs(90)))
        );
        assert_eq!(
            parse_resident("1h"),
            Ok(Resident::For(Duration::from_secs(3600)))
        );
        assert_eq!(
            parse_resident("5 min"),
            Ok(Resident::For(Duration::from_secs(300)))
        );
        assert_eq!(parse_resident("always"), Ok(Resident::Always));
        assert_eq!(parse_resident("off"), Ok(Resident::Off));
        assert_eq!(parse_resident("0m"), Ok(Resident::Off));
        assert_eq!(
            settings("[window]\nresident = true\n").unwrap().resident,
            Resident::Always
        );
        for bad in ["", "m", "10", "10 years", "-1m", "99999999999999999999h"] {
            assert!(parse_resident(bad).is_err(), "{bad:?}");
        }
    }
}
