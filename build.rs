//! On Linux with glibc 2.36 or later, the program's relative relocations are packed
//! (`DT_RELR`): a position-independent binary otherwise carries 24 bytes for each pointer in
//! its read-only tables (about 650 KB here), where packed ones take a few KB. Only when the
//! glibc it is built against reads them: a binary with packed relocations does not start on an
//! older glibc, and LLD (Rust's default linker) packs them without looking (README, "Binary
//! size"). The layers' own build scripts embed the translations, the top domains
//! (`crates/core/build.rs`) and the public suffix list (`crates/io/build.rs`).
//!
//! Nothing here reads `Cargo.lock` or the names of the program's symbols: what a build does
//! does not change with `cargo update` or the toolchain (`tests/it/build_inputs.rs`).

use std::process::Command;

fn main() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" && native() && glibc_minor().is_some_and(|m| m >= 36) {
        println!("cargo::rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
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
