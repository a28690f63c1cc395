//! Where the system's Hunspell dictionaries are, and which one fits a language.
//!
//! A dictionary is a pair `NAME.aff` + `NAME.dic` in one folder, `NAME` a tag such as
//! `en_US`, `de_CH`, `pt_BR` or `fr`. The folders, the first that has a name winning:
//! - `$DICPATH` (Hunspell's own variable, a `:`-separated list);
//! - the person's own: `$XDG_DATA_HOME/hunspell`, then enchant's per-provider folders
//!   (`$ENCHANT_CONFIG_DIR/hunspell`, `$XDG_CONFIG_HOME/enchant/hunspell`), so that a
//!   dictionary installed for GNOME's programs counts here too;
//! - `hunspell` and `myspell` under each of `$XDG_DATA_DIRS` (a Flatpak's `/app/share`, Nix
//!   profiles), then the fixed system folders: `/usr/share/hunspell` (Debian, Fedora, Arch),
//!   `/usr/share/myspell` and `/usr/share/myspell/dicts` (older Fedora and openSUSE),
//!   `/usr/local/share/hunspell` (the BSDs), enchant's `/usr/share/enchant/hunspell`;
//! - on macOS `~/Library/Spelling` (where macOS itself takes Hunspell dictionaries), and on
//!   every system the program's own data folder's `hunspell` folder.
//!
//! Nothing is read here but folder listings; dictionaries are loaded by [`super::checker`].

use std::collections::BTreeMap;
use std::path::PathBuf;

/// A dictionary's tag, as its file is named: the language and, often, the region.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DictTag {
    /// The file name without extension (`en_US`, `de_CH`, `fr`, `ca_ES-valencia`).
    pub name: String,
    /// The language, lower case (`en`, `de`, `fr`).
    pub language: String,
    /// The region, upper case (`US`, `CH`), if the name has one.
    pub region: Option<String>,
}

impl DictTag {
    /// Reads a file name's tag: `de_CH`, `de-CH`, `fr`, `sr_Latn_RS`. `None` for what is not a
    /// language tag (`hyph_de_DE`, `th_en_US_v2`, `README`).
    pub fn parse(name: &str) -> Option<DictTag> {
        let mut parts = name.split(['_', '-']);
        let language = parts.next()?;
        if !(2..=3).contains(&language.len()) || !language.chars().all(|c| c.is_ascii_alphabetic())
        {
            return None;
        }
        let region = parts.find(|p| {
            (p.len() == 2 && p.chars().all(|c| c.is_ascii_alphabetic()))
                || (p.len() == 3 && p.chars().all(|c| c.is_ascii_digit()))
        });
        Some(DictTag {
            name: name.to_string(),
            language: language.to_ascii_lowercase(),
            region: region.map(str::to_ascii_uppercase),
        })
    }

    /// As a BCP 47 tag (`de-CH`), for people and for the config.
    pub fn bcp47(&self) -> String {
        match &self.region {
            Some(r) => format!("{}-{r}", self.language),
            None => self.language.clone(),
        }
    }
}

impl std::fmt::Display for DictTag {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name)
    }
}

/// An installed dictionary: its tag and its two files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// Its tag.
    pub tag: DictTag,
    /// The affix file.
    pub aff: PathBuf,
    /// The word list.
    pub dic: PathBuf,
}

/// The dictionaries installed, one per tag (the first folder that has it wins).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Installed {
    found: BTreeMap<String, Found>,
}

impl Installed {
    /// The dictionaries in the folders this system keeps them in ([`search_path`]).
    pub fn scan() -> Installed {
        Installed::scan_folders(&search_path())
    }

    /// The dictionaries in `folders`, earlier folders first.
    pub fn scan_folders(folders: &[PathBuf]) -> Installed {
        let mut found = BTreeMap::new();
        for folder in folders {
            let Ok(entries) = std::fs::read_dir(folder) else {
                continue;
            };
            for entry in entries.flatten() {
                let path = entry.path();
                if path.extension().is_none_or(|e| e != "dic") {
                    continue;
                }
                let Some(tag) = path
                    .file_stem()
                    .and_then(|s| s.to_str())
                    .and_then(DictTag::parse)
                else {
                    continue;
                };
                let aff = path.with_extension("aff");
                // A dangling link (a Flatpak locale extension not installed for this
                // language) is no dictionary.
                if found.contains_key(&tag.name) || !path.is_file() || !aff.is_file() {
                    continue;
                }
                found.insert(
                    tag.name.clone(),
                    Found {
                        tag,
                        aff,
                        dic: path,
                    },
                );
            }
        }
        Installed { found }
    }

    /// Every installed dictionary, by tag.
    pub fn all(&self) -> impl Iterator<Item = &Found> {
        self.found.values()
    }

    /// Whether none is installed.
    pub fn is_empty(&self) -> bool {
        self.found.is_empty()
    }

    /// The dictionary named exactly `name` (`de_CH`, also written `de-CH`).
    pub fn get(&self, name: &str) -> Option<&Found> {
        self.found
            .get(name)
            .or_else(|| self.found.get(&name.replace('-', "_")))
    }

    /// The languages that have a dictionary (`de`, `en`...), sorted, each once.
    pub fn languages(&self) -> Vec<String> {
        let mut out: Vec<String> = self
            .found
            .values()
            .map(|f| f.tag.language.clone())
            .collect();
        out.dedup();
        out
    }

    /// The dictionary that fits `language` (`de`) for a person whose languages, best first,
    /// are `preferred` (BCP 47 or POSIX tags: `de-CH`, `pt_BR.UTF-8`): the region they name for
    /// that language (`de_CH` for a Swiss German locale), else the language's main variant
    /// (`de_DE`, `en_US`, `fr_FR` or `fr`, `pt_BR`...), else the one without a region, else
    /// the first by name.
    pub fn for_language(&self, language: &str, preferred: &[String]) -> Option<&Found> {
        let language = language.to_ascii_lowercase();
        let candidates: Vec<&Found> = self
            .found
            .values()
            .filter(|f| f.tag.language == language)
            .collect();
        let region_of = |f: &Found| f.tag.region.clone();
        for want in preferred
            .iter()
            .filter_map(|p| DictTag::parse(p.split(['.', '@']).next()?))
        {
            if want.language != language {
                continue;
            }
            if let Some(f) = candidates
                .iter()
                .find(|f| want.region.is_some() && region_of(f) == want.region)
            {
                return Some(f);
            }
        }
        let main = main_region(&language);
        candidates
            .iter()
            .find(|f| main.is_some() && f.tag.region.as_deref() == main)
            .or_else(|| candidates.iter().find(|f| f.tag.region.is_none()))
            .or_else(|| candidates.first())
            .copied()
    }
}

/// The variant a language's speakers most often use, when the person named none.
fn main_region(language: &str) -> Option<&'static str> {
    Some(match language {
        "en" => "US",
        "de" => "DE",
        "fr" => "FR",
        "es" => "ES",
        "pt" => "BR",
        "it" => "IT",
        "nl" => "NL",
        "ru" => "RU",
        "uk" => "UA",
        "pl" => "PL",
        "sv" => "SE",
        "da" => "DK",
        "nb" | "nn" => "NO",
        "cs" => "CZ",
        "el" => "GR",
        "ar" => "SA",
        "ca" => "ES",
        _ => return None,
    })
}

/// The folders searched for dictionaries, in order (see the module's documentation).
pub fn search_path() -> Vec<PathBuf> {
    let env = |name: &str| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    let home = directories::BaseDirs::new().map(|b| b.home_dir().to_path_buf());
    let mut out = Vec::new();
    if let Some(list) = std::env::var_os("DICPATH") {
        out.extend(std::env::split_paths(&list).filter(|p| !p.as_os_str().is_empty()));
    }
    let data_home = env("XDG_DATA_HOME").or_else(|| home.as_ref().map(|h| h.join(".local/share")));
    out.extend(data_home.map(|d| d.join("hunspell")));
    out.extend(
        enchant_config_dirs()
            .into_iter()
            .map(|d| d.join("hunspell")),
    );
    let data_dirs = std::env::var_os("XDG_DATA_DIRS")
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| "/usr/local/share:/usr/share".into());
    for dir in std::env::split_paths(&data_dirs) {
        out.push(dir.join("hunspell"));
        out.push(dir.join("myspell"));
        out.push(dir.join("myspell/dicts"));
    }
    for fixed in [
        "/usr/share/hunspell",
        "/usr/share/myspell",
        "/usr/share/myspell/dicts",
        "/usr/local/share/hunspell",
        "/usr/local/share/myspell",
        "/usr/share/enchant/hunspell",
    ] {
        out.push(PathBuf::from(fixed));
    }
    if cfg!(target_os = "macos") {
        out.extend(home.as_ref().map(|h| h.join("Library/Spelling")));
    }
    if let Some(dirs) = directories::ProjectDirs::from("", "", "mailto-preview") {
        out.push(dirs.data_dir().join("hunspell"));
    }
    let mut seen = std::collections::HashSet::new();
    out.retain(|p| seen.insert(p.clone()));
    out
}

/// enchant's configuration folders, where its personal word lists (`<tag>.dic`) and its
/// per-provider dictionary folders live: `$ENCHANT_CONFIG_DIR`, then
/// `$XDG_CONFIG_HOME/enchant` (enchant(5)).
pub fn enchant_config_dirs() -> Vec<PathBuf> {
    let env = |name: &str| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    let config_home = env("XDG_CONFIG_HOME")
        .or_else(|| directories::BaseDirs::new().map(|b| b.home_dir().join(".config")));
    env("ENCHANT_CONFIG_DIR")
        .into_iter()
        .chain(config_home.map(|c| c.join("enchant")))
        .collect()
}

/// The Debian and Ubuntu package that brings a language's dictionary (`hunspell-de-de`), to
/// name in the notice that none is installed.
pub fn debian_package(language: &str, region: Option<&str>) -> String {
    match (language, region) {
        ("fr", _) => "hunspell-fr".into(),
        ("ru", _) => "hunspell-ru".into(),
        ("it", _) => "hunspell-it".into(),
        ("es", _) => "hunspell-es".into(),
        ("pl", _) => "hunspell-pl".into(),
        ("uk", _) => "hunspell-uk".into(),
        ("ar", _) => "hunspell-ar".into(),
        ("he", _) => "hunspell-he".into(),
        ("nl", _) => "hunspell-nl".into(),
        (l, Some(r)) => format!("hunspell-{l}-{}", r.to_ascii_lowercase()),
        (l, None) => match main_region(l) {
            Some(r) => format!("hunspell-{l}-{}", r.to_ascii_lowercase()),
            None => format!("hunspell-{l}"),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn touch(dir: &Path, names: &[&str]) {
        for n in names {
            std::fs::write(dir.join(format!("{n}.aff")), "SET UTF-8\n").unwrap();
            std::fs::write(dir.join(format!("{n}.dic")), "1\nword\n").unwrap();
        }
    }

    #[test]
    fn tags_are_read_from_file_names() {
        let t = DictTag::parse("de_CH").unwrap();
        assert_eq!(
            (t.language.as_str(), t.region.as_deref()),
            ("de", Some("CH"))
        );
        assert_eq!(t.bcp47(), "de-CH");
        let t = DictTag::parse("fr").unwrap();
        assert_eq!((t.language.as_str(), t.region), ("fr", None));
        let t = DictTag::parse("ca_ES-valencia").unwrap();
        assert_eq!(t.region.as_deref(), Some("ES"));
        let t = DictTag::parse("es_419").unwrap();
        assert_eq!(t.region.as_deref(), Some("419"));
        assert_eq!(DictTag::parse("hyph_de_DE"), None);
        assert_eq!(DictTag::parse("README"), None);
    }

    #[test]
    fn the_first_folder_wins_and_half_pairs_are_skipped() {
        let a = tempfile::tempdir().unwrap();
        let b = tempfile::tempdir().unwrap();
        touch(a.path(), &["en_GB"]);
        touch(b.path(), &["en_GB", "de_DE", "fr"]);
        std::fs::write(b.path().join("ru_RU.dic"), "1\nслово\n").unwrap();
        let installed = Installed::scan_folders(&[a.path().into(), b.path().into()]);
        let names: Vec<&str> = installed.all().map(|f| f.tag.name.as_str()).collect();
        assert_eq!(names, ["de_DE", "en_GB", "fr"]);
        assert!(installed.get("en_GB").unwrap().dic.starts_with(a.path()));
        assert_eq!(installed.get("de-DE").unwrap().tag.name, "de_DE");
        assert_eq!(installed.languages(), ["de", "en", "fr"]);
    }

    #[test]
    fn the_regional_variant_that_fits_is_chosen() {
        let dir = tempfile::tempdir().unwrap();
        touch(
            dir.path(),
            &[
                "de_DE", "de_CH", "de_AT", "en_GB", "en_US", "pt_BR", "pt_PT", "fr",
            ],
        );
        let installed = Installed::scan_folders(&[dir.path().into()]);
        let pick = |lang: &str, prefs: &[&str]| {
            let prefs: Vec<String> = prefs.iter().map(|s| s.to_string()).collect();
            installed
                .for_language(lang, &prefs)
                .map(|f| f.tag.name.clone())
        };
        assert_eq!(pick("de", &["de_CH.UTF-8"]).as_deref(), Some("de_CH"));
        assert_eq!(pick("de", &["en-GB", "de-AT"]).as_deref(), Some("de_AT"));
        assert_eq!(pick("de", &["en-GB"]).as_deref(), Some("de_DE"));
        assert_eq!(pick("en", &["en-GB"]).as_deref(), Some("en_GB"));
        assert_eq!(pick("en", &["de-CH"]).as_deref(), Some("en_US"));
        assert_eq!(pick("pt", &["pt-PT"]).as_deref(), Some("pt_PT"));
        assert_eq!(pick("pt", &[]).as_deref(), Some("pt_BR"));
        assert_eq!(pick("fr", &["fr-CA"]).as_deref(), Some("fr"));
        assert_eq!(pick("ru", &[]), None);
    }

    #[test]
    fn packages_are_named_as_debian_names_them() {
        assert_eq!(debian_package("de", Some("CH")), "hunspell-de-ch");
        assert_eq!(debian_package("de", None), "hunspell-de-de");
        assert_eq!(debian_package("en", None), "hunspell-en-us");
        assert_eq!(debian_package("fr", Some("FR")), "hunspell-fr");
    }
}
