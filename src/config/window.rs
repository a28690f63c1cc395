//! The `[window]` table: how the preview windows are drawn and whether the process stays after
//! its last window. Read on its own, so that a file with no account yet (first run) still
//! chooses the renderer, and a mistake here never stops a link from opening: the caller shows
//! the message and uses the defaults.

use std::path::Path;
use std::time::Duration;

use serde::Deserialize;

use super::{ConfigError, line_col};

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

/// How long the process stays after its last window closes, so that the next click opens at
/// once (`resident` in `[window]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Linger {
    /// It ends with its last window (the default).
    #[default]
    No,
    /// It waits this long for another link.
    For(Duration),
    /// It stays until the session ends (`--background`, started at login).
    Always,
}

/// The settings of the `[window]` table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct WindowSettings {
    /// `renderer = "cpu" | "gl"`.
    pub renderer: Renderer,
    /// `resident = "10m"` (also `"90s"`, `"1h"`, `"always"`, `"off"`).
    pub linger: Linger,
}

#[derive(Deserialize, Default)]
struct RawFile {
    #[serde(default)]
    window: RawWindow,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawWindow {
    renderer: Option<Renderer>,
    resident: Option<toml::Value>,
}

/// The `[window]` settings of the file at `path`; the defaults when there is no file.
pub fn window_settings(path: &Path) -> Result<WindowSettings, ConfigError> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Ok(WindowSettings::default());
        }
        Err(source) => {
            return Err(ConfigError::Io {
                path: path.to_path_buf(),
                source,
            });
        }
    };
    // Only the window table is read here: the accounts are checked where they are used.
    let table: toml::Table = toml::from_str(&text).map_err(|e| {
        let (line, column) = e.span().map(|s| line_col(&text, s.start)).unwrap_or((1, 1));
        ConfigError::Syntax {
            path: path.to_path_buf(),
            line,
            column,
            message: e.message().trim().to_string(),
        }
    })?;
    let invalid = |key: &str, message: String| ConfigError::Invalid {
        path: path.to_path_buf(),
        line: line_of(&text, key),
        key: format!("window.{key}"),
        message,
    };
    let Some(window) = table.get("window") else {
        return Ok(WindowSettings::default());
    };
    let raw: RawFile = toml::Table::from_iter([("window".to_string(), window.clone())])
        .try_into()
        .map_err(|e: toml::de::Error| {
            invalid(
                "renderer",
                format!(
                    "{}: renderer is \"cpu\" or \"gl\", resident is like \"10m\", \"always\" or \"off\"",
                    e.message().trim()
                ),
            )
        })?;
    let linger = match raw.window.resident {
        None => Linger::No,
        Some(value) => parse_linger(&value).map_err(|m| invalid("resident", m))?,
    };
    Ok(WindowSettings {
        renderer: raw.window.renderer.unwrap_or_default(),
        linger,
    })
}

/// `"10m"`, `"90s"`, `"1h"`, `"always"`, `"off"`/`"0"`, or `true`/`false`.
pub fn parse_linger(value: &toml::Value) -> Result<Linger, String> {
    let text = match value {
        toml::Value::Boolean(true) => return Ok(Linger::Always),
        toml::Value::Boolean(false) => return Ok(Linger::No),
        toml::Value::String(s) => s.trim(),
        _ => return Err(linger_help("a string")),
    };
    match text {
        "always" => return Ok(Linger::Always),
        "off" | "no" | "0" => return Ok(Linger::No),
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
        _ => return Err(linger_help(&format!("{text:?}"))),
    };
    let n: u64 = number
        .parse()
        .map_err(|_| linger_help(&format!("{text:?}")))?;
    match n.checked_mul(unit) {
        Some(0) => Ok(Linger::No),
        Some(secs) => Ok(Linger::For(Duration::from_secs(secs))),
        None => Err(linger_help(&format!("{text:?}"))),
    }
}

fn linger_help(got: &str) -> String {
    format!(
        "{got} is not a time: write how long to stay after the last window closes, like \"10m\", \"90s\" or \"1h\", or \"always\" or \"off\""
    )
}

/// The line of `key` inside `[window]` (1 when it cannot be found).
fn line_of(text: &str, key: &str) -> usize {
    let mut in_window = false;
    for (i, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.starts_with('[') {
            in_window = t == "[window]";
        } else if in_window && t.starts_with(key) {
            return i + 1;
        }
    }
    1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(text: &str) -> Result<WindowSettings, ConfigError> {
        let dir = std::env::temp_dir().join(format!("mp-window-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("config.toml");
        std::fs::write(&path, text).unwrap();
        let got = window_settings(&path);
        let _ = std::fs::remove_dir_all(&dir);
        got
    }

    #[test]
    fn the_window_table_is_read_without_any_account() {
        let s = settings("[window]\nrenderer = \"gl\"\nresident = \"10m\"\n").unwrap();
        assert_eq!(s.renderer, Renderer::Gl);
        assert_eq!(s.linger, Linger::For(Duration::from_secs(600)));
        assert_eq!(settings("").unwrap(), WindowSettings::default());
        let missing = std::env::temp_dir().join("mp-no-such-dir/config.toml");
        assert_eq!(
            window_settings(&missing).unwrap(),
            WindowSettings::default()
        );
    }

    #[test]
    fn resident_times_read_as_people_write_them() {
        let v = |s: &str| parse_linger(&toml::Value::String(s.into()));
        assert_eq!(v("90s"), Ok(Linger::For(Duration::from_secs(90))));
        assert_eq!(v("1h"), Ok(Linger::For(Duration::from_secs(3600))));
        assert_eq!(v("5 min"), Ok(Linger::For(Duration::from_secs(300))));
        assert_eq!(v("always"), Ok(Linger::Always));
        assert_eq!(v("off"), Ok(Linger::No));
        assert_eq!(v("0m"), Ok(Linger::No));
        assert_eq!(
            parse_linger(&toml::Value::Boolean(true)),
            Ok(Linger::Always)
        );
        for bad in ["", "m", "10", "10 years", "-1m", "99999999999999999999h"] {
            assert!(v(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_mistake_names_the_key_and_its_line() {
        let e = settings("[accounts.a]\nemail = \"a@b.c\"\n\n[window]\nresident = \"soon\"\n")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains(":5: window.resident: \"soon\" is not a time"),
            "{e}"
        );
        let e = settings("[window]\nrenderer = \"vulkan\"\n")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("window.renderer") && e.contains("\"cpu\" or \"gl\""),
            "{e}"
        );
    }
}
