//! What a build and the tests may read: never `Cargo.lock` or a list of the program's symbol
//! names kept in the repository. Both change with `cargo update` and with the toolchain, so
//! anything that read them (a linker ordering file checked against the lock file, as there
//! once was) would turn `cargo test` red for a change that is not ours. The one step that
//! orders the linker by symbol names, `scripts/release-build`, takes them from the binary it
//! has just built and keeps them in the target folder only.

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
    let release_build = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/release-build");
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
            // The release step may order the linker: from the build it has just made.
            if file == release_build && needle.ends_with("-ordering") {
                continue;
            }
            if text.contains(needle.as_str()) {
                found.push(format!("{} has {needle:?}", file.display()));
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
    let script = std::fs::read_to_string(&release_build).unwrap_or_default();
    assert!(
        script.contains("order=$target/release/") && !script.contains("packaging/"),
        "scripts/release-build keeps its order in the target folder, never in the repository"
    );
}

/// No file of the repository holds a Rust symbol's mangled name (`..17h<hash>E`): a list of
/// them would go stale with every dependency and toolchain.
fn no_file_keeps_symbol_names() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut dirs = vec![root.to_path_buf()];
    let mut found = Vec::new();
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            if path.is_dir() {
                if name != "target" && name != ".git" {
                    dirs.push(path);
                }
                continue;
            }
            let Ok(text) = std::fs::read_to_string(&path) else {
                continue;
            };
            let mangled = text.match_indices("17h").any(|(at, _)| {
                let hash = text.get(at + 3..at + 20).unwrap_or_default();
                hash.len() == 17
                    && hash.ends_with('E')
                    && hash[..16].bytes().all(|b| b.is_ascii_hexdigit())
            });
            if mangled {
                found.push(path.display().to_string());
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        nothing_reads_the_lock_file_or_symbol_names,
        no_file_keeps_symbol_names
    ]
}
