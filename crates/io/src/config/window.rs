//! The `[window]` table: how the preview windows are drawn, how long the process stays
//! resident after its last window, the window's language, spelling, and where recipients are
//! completed from. A mistake here never stops a
//! link from opening: the caller shows the message and uses the defaults
//! ([`super::load_parts`]).

use std::path::PathBuf;
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
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
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
    /// Whether misspelt words in Subject and Body are marked (`spell-check = false` turns it
    /// off).
    #[serde(default = "yes", rename = "spell-check")]
    pub spell_check: bool,
    /// The languages spelling checks, with their variants (`["de-CH", "en-GB"]`), instead of
    /// every language that has a dictionary.
    #[serde(default, rename = "spelling-languages")]
    pub spelling_languages: Vec<String>,
    /// Whether the addresses sent to are remembered and offered in To, Cc and Bcc
    /// (`remember-recipients = false` keeps none).
    #[serde(default = "yes", rename = "remember-recipients")]
    pub remember_recipients: bool,
    /// More folders (or `.vcf` files) of vCards to offer recipients from, besides
    /// `~/.local/share/contacts` (a vdirsyncer folder, an export). `~/` is the home folder.
    #[serde(default, rename = "address-books")]
    pub address_books: Vec<PathBuf>,
    /// Whether the address books Evolution Data Server keeps on this computer (GNOME
    /// Contacts, Evolution) are offered too; off unless turned on.
    #[serde(default, rename = "evolution-address-books")]
    pub evolution_address_books: bool,
    /// Whether the mail accounts the desktop already has (GNOME Online Accounts) are senders
    /// too (`desktop-accounts = false` uses the config's only).
    #[serde(default = "yes", rename = "desktop-accounts")]
    pub desktop_accounts: bool,
}

impl Default for WindowSettings {
    fn default() -> Self {
        WindowSettings {
            renderer: Renderer::default(),
            resident: Resident::default(),
            language: None,
            spell_check: true,
            spelling_languages: Vec::new(),
            remember_recipients: true,
            address_books: Vec::new(),
            evolution_address_books: false,
            desktop_accounts: true,
        }
    }
}

fn yes() -> bool {
    true
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
    fn the_examples_window_table_reads_as_described() {
        let example = crate::config::EXAMPLE;
        let start = example.find("# [window]").unwrap();
        let table: String = example[start..]
            .lines()
            .filter_map(|l| l.strip_prefix("# "))
            .filter(|l| l.starts_with('[') || l.contains(" = "))
            .map(|l| {
                l.split("  #")
                    .next()
                    .unwrap_or(l)
                    .split(" # ")
                    .next()
                    .unwrap_or(l)
            })
            .map(|l| format!("{l}\n"))
            .collect();
        let s = settings(&table).unwrap_or_else(|e| panic!("{e}\n{table}"));
        assert_eq!(s.spelling_languages, ["de-CH", "en-GB"]);
        assert!(s.spell_check && s.remember_recipients && !s.evolution_address_books);
        assert_eq!(s.address_books.len(), 1);
    }

    #[test]
    fn spelling_and_recipient_keys() {
        let s = settings("[window]\n").unwrap();
        assert!(s.spell_check && s.remember_recipients && !s.evolution_address_books);
        let s = settings(
            "[window]\nspell-check = false\nspelling-languages = [\"de-CH\", \"en-GB\"]\n\
             remember-recipients = false\naddress-books = [\"~/.contacts\"]\n\
             evolution-address-books = true\n",
        )
        .unwrap();
        assert!(!s.spell_check && !s.remember_recipients && s.evolution_address_books);
        assert_eq!(s.spelling_languages, ["de-CH", "en-GB"]);
        assert_eq!(s.address_books, [PathBuf::from("~/.contacts")]);
        assert!(settings("[window]\nspell-check = \"maybe\"\n").is_err());
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
