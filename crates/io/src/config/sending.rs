//! The `[send]` table: how Send behaves. `undo-seconds` is the hold after Send in which
//! nothing connects and Undo takes the send back (0 turns it off; at most 30).

use std::time::Duration;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer};

/// The hold when the config says nothing, as Gmail's default.
pub const DEFAULT_UNDO_SECS: u8 = 5;

/// The `[send]` table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SendSettings {
    /// The hold after Send, in seconds (0: none).
    #[serde(
        default = "default_undo",
        rename = "undo-seconds",
        deserialize_with = "undo_seconds"
    )]
    pub undo_seconds: u8,
}

impl Default for SendSettings {
    fn default() -> Self {
        SendSettings {
            undo_seconds: DEFAULT_UNDO_SECS,
        }
    }
}

impl SendSettings {
    /// The hold after Send.
    pub fn hold(&self) -> Duration {
        Duration::from_secs(u64::from(self.undo_seconds))
    }
}

fn default_undo() -> u8 {
    DEFAULT_UNDO_SECS
}

fn undo_seconds<'de, D: Deserializer<'de>>(d: D) -> Result<u8, D::Error> {
    let max = crate::send::hold::MAX_SECS;
    let n = i64::deserialize(d).map_err(|_| {
        D::Error::custom(format!(
            "undo-seconds must be a whole number of seconds from 0 (no hold) to {max}"
        ))
    })?;
    u8::try_from(n).ok().filter(|n| *n <= max).ok_or_else(|| {
        D::Error::custom(format!(
            "undo-seconds is {n}: it must be from 0 (no hold) to {max} seconds"
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<SendSettings, String> {
        toml::from_str(text).map_err(|e| e.to_string())
    }

    #[test]
    fn undo_seconds_from_0_to_30() {
        assert_eq!(read("").unwrap().undo_seconds, 5);
        assert_eq!(read("undo-seconds = 0").unwrap().hold(), Duration::ZERO);
        assert_eq!(read("undo-seconds = 30").unwrap().undo_seconds, 30);
        for bad in [
            "undo-seconds = 31",
            "undo-seconds = -1",
            "undo-seconds = \"5\"",
        ] {
            let e = read(bad).unwrap_err();
            assert!(e.contains("from 0 (no hold) to 30"), "{bad}: {e}");
        }
        assert!(read("undo = 5").is_err(), "an unknown key is named");
    }
}
