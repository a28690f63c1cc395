//! The house limits, which keep the code easy to read and to change: no source file (its test
//! module included) passes 1,000 lines, and no function 150 (`clippy::too_many_lines`, set for
//! every crate in the workspace's lints and `clippy.toml`; CI runs clippy with `-D warnings`).

use std::path::{Path, PathBuf};

/// The most lines a source file may have.
const MAX_FILE_LINES: usize = 1000;

/// Every Rust file of the workspace: each crate's sources, the tests, benches, examples and
/// the fuzz targets.
fn rust_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut dirs: Vec<PathBuf> = ["src", "crates", "tests", "benches", "examples", "fuzz"]
        .iter()
        .map(|d| root.join(d))
        .collect();
    let mut files = vec![root.join("build.rs")];
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            // A fuzz run's build folder holds other crates' code.
            if path.ends_with("fuzz/target") {
                continue;
            }
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files
}

fn no_source_file_passes_a_thousand_lines() {
    let files = rust_files();
    assert!(files.len() > 100, "only {} Rust files found", files.len());
    let mut long: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let lines = std::fs::read_to_string(f).ok()?.lines().count();
            (lines > MAX_FILE_LINES).then(|| format!("{}: {lines} lines", f.display()))
        })
        .collect();
    long.sort();
    assert!(long.is_empty(), "split these by what they hold: {long:#?}");
}

/// libtest runs tests on parallel threads, and a variable set by one races with every other
/// thread that reads the environment through libc (the C library, Xlib, the resolver): a test
/// gives a child process its own environment instead (`Command::env`). The program itself sets
/// one variable, first thing in `main` (`host::prepare_environment`).
fn no_test_changes_its_process_environment() {
    let (set, remove) = (["set", "_var("].concat(), ["remove", "_var("].concat());
    let allowed = Path::new("crates/window/src/host/compose_cache.rs");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let offenders: Vec<String> = rust_files()
        .into_iter()
        .filter(|f| f.strip_prefix(root).ok() != Some(allowed))
        .filter(|f| {
            std::fs::read_to_string(f).is_ok_and(|t| t.contains(&set) || t.contains(&remove))
        })
        .map(|f| f.display().to_string())
        .collect();
    assert!(offenders.is_empty(), "{offenders:#?}");
}

pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        no_source_file_passes_a_thousand_lines,
        no_test_changes_its_process_environment
    ]
}
