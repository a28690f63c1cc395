//! What keeps the core small (README, "Binary size"):
//!
//! - The translations (`i18n/LANG/mailto_preview.ftl` at the top of the repository, 0.7 MB of
//!   text) are embedded compressed with deflate, about a fifth of that; `src/i18n.rs` inflates
//!   a catalogue when it is loaded.
//! - The top domains a look-alike domain is compared with (`src/draft/top_domains.list`, the
//!   top bucket of Chromium's list) are embedded as a sorted table of their skeletons, computed
//!   here with the program's own skeleton function (`src/draft/skeleton.rs`), so that the check
//!   reads nothing and computes nothing for them at startup.
//!
//! Nothing here reads `Cargo.lock` or the names of the program's symbols.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// The skeleton function the program compares a domain with the top domains by: the same
/// file, so that both sides of the comparison are computed alike.
#[path = "src/draft/skeleton.rs"]
mod skeleton;

const TOP_DOMAINS: &str = "src/draft/top_domains.list";
const SKELETON: &str = "src/draft/skeleton.rs";
const TRANSLATIONS: &str = "../../i18n";

fn main() {
    let Some(out) = std::env::var_os("OUT_DIR").map(PathBuf::from) else {
        panic!("cargo did not set OUT_DIR");
    };

    println!("cargo::rerun-if-changed={TOP_DOMAINS}");
    println!("cargo::rerun-if-changed={SKELETON}");
    let list = std::fs::read_to_string(TOP_DOMAINS)
        .unwrap_or_else(|e| panic!("cannot read {TOP_DOMAINS}: {e}"));
    write(&out.join("top_domains.rs"), top_domains(&list).as_bytes());

    println!("cargo::rerun-if-changed={TRANSLATIONS}");
    write(&out.join("catalogues.rs"), catalogues(&out).as_bytes());
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
