//! What keeps the program small (README, "Binary size"):
//!
//! - The translations (`i18n/LANG/mailto_preview.ftl`, 0.7 MB of text) are embedded compressed
//!   with deflate, about a fifth of that; `src/i18n.rs` inflates a catalogue when it is loaded.
//! - The public suffix list is kept in the tree as publicsuffix.org publishes it
//!   (`src/discover/public_suffix_list.dat`, with its licence and comments); the program embeds
//!   only its rules, which are under half of the file.
//! - The top domains a look-alike domain is compared with (`src/draft/top_domains.list`, the
//!   top bucket of Chromium's list) are embedded as a sorted table of their skeletons, computed
//!   here with the program's own skeleton function (`src/draft/skeleton.rs`), so that the check
//!   reads nothing and computes nothing for them at startup.
//! - On Linux with glibc 2.36 or later, the program's relative relocations are packed
//!   (`DT_RELR`): a position-independent binary otherwise carries 24 bytes for each pointer in
//!   its read-only tables (about 650 KB here), where packed ones take a few KB. Only when the
//!   glibc it is built against reads them: a binary with packed relocations does not start on
//!   an older glibc, and LLD (Rust's default linker) packs them without looking.
//!
//! Nothing here reads `Cargo.lock` or the names of the program's symbols: what a build does
//! does not change with `cargo update` or the toolchain (`tests/it/build_inputs.rs`).

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The skeleton function the program compares a domain with the top domains by: the same
/// file, so that both sides of the comparison are computed alike.
#[path = "src/draft/skeleton.rs"]
mod skeleton;

const PUBLIC_SUFFIXES: &str = "src/discover/public_suffix_list.dat";
const TOP_DOMAINS: &str = "src/draft/top_domains.list";
const SKELETON: &str = "src/draft/skeleton.rs";
const TRANSLATIONS: &str = "i18n";

fn main() {
    let Some(out) = std::env::var_os("OUT_DIR").map(PathBuf::from) else {
        panic!("cargo did not set OUT_DIR");
    };

    println!("cargo::rerun-if-changed={PUBLIC_SUFFIXES}");
    let list = std::fs::read_to_string(PUBLIC_SUFFIXES)
        .unwrap_or_else(|e| panic!("cannot read {PUBLIC_SUFFIXES}: {e}"));
    write(&out.join("public_suffix_list.dat"), rules(&list).as_bytes());

    println!("cargo::rerun-if-changed={TOP_DOMAINS}");
    println!("cargo::rerun-if-changed={SKELETON}");
    let list = std::fs::read_to_string(TOP_DOMAINS)
        .unwrap_or_else(|e| panic!("cannot read {TOP_DOMAINS}: {e}"));
    write(&out.join("top_domains.rs"), top_domains(&list).as_bytes());

    println!("cargo::rerun-if-changed={TRANSLATIONS}");
    write(&out.join("catalogues.rs"), catalogues(&out).as_bytes());

    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" && native() && glibc_minor().is_some_and(|m| m >= 36) {
        println!("cargo::rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
}

fn write(path: &Path, bytes: &[u8]) {
    if let Err(e) = std::fs::write(path, bytes) {
        panic!("cannot write {}: {e}", path.display());
    }
}

/// Deflates every `i18n/LANG/NAME.ftl` into `OUT_DIR` and returns the table `src/i18n.rs`
/// includes: `[("LANG/NAME.ftl", include_bytes!(..)), ..]`, sorted by path.
fn catalogues(out: &Path) -> String {
    let mut files = Vec::new();
    let languages = std::fs::read_dir(TRANSLATIONS)
        .unwrap_or_else(|e| panic!("cannot read {TRANSLATIONS}/: {e}"));
    for language in languages.flatten() {
        let Ok(entries) = std::fs::read_dir(language.path()) else {
            continue;
        };
        println!("cargo::rerun-if-changed={}", language.path().display());
        for file in entries.flatten() {
            let path = file.path();
            if path.extension().is_some_and(|e| e == "ftl") {
                let name = format!(
                    "{}/{}",
                    language.file_name().to_string_lossy(),
                    file.file_name().to_string_lossy()
                );
                files.push((name, path));
            }
        }
    }
    files.sort();
    let mut table = String::from("&[\n");
    for (i, (name, path)) in files.iter().enumerate() {
        println!("cargo::rerun-if-changed={}", path.display());
        let text =
            std::fs::read(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let mut deflate =
            flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::best());
        let packed = deflate
            .write_all(&text)
            .and_then(|()| deflate.finish())
            .unwrap_or_else(|e| panic!("cannot compress {}: {e}", path.display()));
        let target = out.join(format!("catalogue-{i}.ftl.deflate"));
        write(&target, &packed);
        let _ = writeln!(
            table,
            "    ({name:?}, include_bytes!({:?})),",
            target.display().to_string()
        );
    }
    table.push(']');
    table
}

/// Whether the program is built for the machine building it (whose glibc `getconf` reports).
fn native() -> bool {
    std::env::var("HOST").ok() == std::env::var("TARGET").ok()
}

/// The minor version of this machine's glibc (`glibc 2.36` -> 36).
fn glibc_minor() -> Option<u32> {
    let out = Command::new("getconf")
        .arg("GNU_LIBC_VERSION")
        .output()
        .ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    let version = text.trim().strip_prefix("glibc 2.")?;
    version.split('.').next()?.parse().ok()
}

/// The list's rules, one per line, and the lines that mark where the ICANN and the private
/// sections begin and end (the parser reads a rule's kind from them); no other comments.
fn rules(list: &str) -> String {
    let mut out = String::with_capacity(list.len() / 2);
    for line in list.lines().map(str::trim) {
        let marker = line.starts_with("// ===");
        if marker || !(line.is_empty() || line.starts_with("//")) {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// The table `src/draft/top_domains.rs` includes: for every skeleton of every domain in the
/// list (comments and blank lines aside), sorted by skeleton as `str` orders them, an entry
/// `skeleton` (when the domain is its own skeleton) or `skeleton<TAB>domain`, all in one string
/// with the offsets where each starts and the last ends (no pointer per entry: no relocation,
/// and a third of the size of a table of `&str` pairs); and the most labels a listed domain has.
fn top_domains(list: &str) -> String {
    let mut pairs = Vec::new();
    let mut max_labels = 0;
    for domain in list
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let domain = domain.to_lowercase();
        max_labels = max_labels.max(domain.split('.').count());
        for s in skeleton::skeletons(&domain) {
            pairs.push((s, domain.clone()));
        }
    }
    pairs.sort();
    pairs.dedup();
    let mut entries = String::new();
    let mut starts = vec![0];
    for (s, d) in &pairs {
        entries.push_str(s);
        if s != d {
            entries.push('\t');
            entries.push_str(d);
        }
        starts.push(entries.len());
    }
    let offset = if entries.len() <= usize::from(u16::MAX) {
        "u16"
    } else {
        "u32"
    };
    let mut out = String::new();
    let _ = writeln!(
        out,
        "/// Every entry, `skeleton` or `skeleton\\tdomain`, sorted by skeleton (build.rs).\n\
         static ENTRIES: &str = {entries:?};\n\
         /// Where each entry starts in [`ENTRIES`], and where the last one ends.\n\
         static STARTS: [{offset}; {}] = {starts:?};\n\
         /// The most labels a top domain has.\n\
         const MAX_LABELS: usize = {max_labels};",
        starts.len()
    );
    out
}
