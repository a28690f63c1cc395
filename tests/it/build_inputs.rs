//! What a build and the tests may read: never `Cargo.lock` or the names of the program's
//! symbols. Both change with `cargo update` and with the toolchain, so anything that read them
//! (a linker ordering file checked against the lock file, as there once was) would turn
//! `cargo test` red for a change that is not ours.

use std::path::{Path, PathBuf};

/// The files that run when the program is built or tested: the build scripts, the sources of
/// every crate of the workspace, the tests, benches, examples, CI and the scripts it runs.
fn build_and_test_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![
        root.join("build.rs"),
        root.join(".ci/run"),
        root.join("Cargo.toml"),
    ];
    let mut dirs: Vec<PathBuf> = ["src", "crates", "tests", "benches", "examples", "scripts"]
        .iter()
        .map(|d| root.join(d))
        .collect();
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path
                .extension()
                .is_none_or(|e| e == "rs" || e == "sh" || e == "py" || e == "toml")
            {
                files.push(path);
            }
        }
    }
    files
}

fn nothing_reads_the_lock_file_or_symbol_names() {
    let this_file = Path::new(file!()).file_name().map(ToOwned::to_owned);
    // Spelled in pieces, so that this file does not find itself.
    let lock = ["Cargo", ".lock"].concat();
    let forbidden = [
        // Read by name (a build step or test that opened it).
        format!("\"{lock}\""),
        format!("join(\"{lock}"),
        format!("/{lock}"),
        // A linker ordering by symbol names.
        ["symbol", "-ordering"].concat(),
        ["nm ", "--defined-only"].concat(),
    ];
    let files = build_and_test_files();
    assert!(files.len() > 100, "only {} files found", files.len());
    let mut found = Vec::new();
    for file in files {
        if file.file_name().map(ToOwned::to_owned) == this_file {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        for needle in &forbidden {
            if text.contains(needle.as_str()) {
                found.push(format!("{} has {needle:?}", file.display()));
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![nothing_reads_the_lock_file_or_symbol_names]
}
