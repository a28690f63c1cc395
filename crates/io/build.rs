//! The public suffix list is kept in the tree as publicsuffix.org publishes it
//! (`src/discover/public_suffix_list.dat`, with its licence and comments); the program embeds
//! only its rules, which are under half of the file (README, "Binary size").
//!
//! Nothing here reads `Cargo.lock` or the names of the program's symbols.

use std::path::{Path, PathBuf};

const PUBLIC_SUFFIXES: &str = "src/discover/public_suffix_list.dat";

fn main() {
    let Some(out) = std::env::var_os("OUT_DIR").map(PathBuf::from) else {
        panic!("cargo did not set OUT_DIR");
    };
    println!("cargo::rerun-if-changed={PUBLIC_SUFFIXES}");
    let list = std::fs::read_to_string(PUBLIC_SUFFIXES)
        .unwrap_or_else(|e| panic!("cannot read {PUBLIC_SUFFIXES}: {e}"));
    write(&out.join("public_suffix_list.dat"), rules(&list).as_bytes());
}

fn write(path: &Path, bytes: &[u8]) {
    if let Err(e) = std::fs::write(path, bytes) {
        panic!("cannot write {}: {e}", path.display());
    }
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
