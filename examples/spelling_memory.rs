//! The memory and time that loading the system's en_US and de_DE dictionaries costs: the
//! process's resident set (`VmRSS` in /proc/self/status) before and after each is loaded
//! by the checker. Linux only.
//!
//! Run: `cargo run --release --example spelling_memory`.

use std::time::Instant;

use mailto_preview::spelling::dictionaries::Installed;
use mailto_preview::spelling::{SpellSettings, Speller};

/// The resident set in KiB.
fn rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

fn main() {
    let installed = Installed::scan_folders(&["/usr/share/hunspell".into()]);
    let settings = SpellSettings {
        word_lists: Vec::new(),
        ..SpellSettings::default()
    };
    let mut speller = Speller::new(installed, settings);
    let mut before = rss_kib().unwrap_or(0);
    println!("resident before loading: {:.1} MiB", before as f64 / 1024.0);
    for (language, word) in [
        ("en", "receive"),
        ("de", "Donaudampfschifffahrtsgesellschaft"),
    ] {
        let t = Instant::now();
        let known = speller.is_correct(word, language);
        let took = t.elapsed();
        let after = rss_kib().unwrap_or(0);
        println!(
            "{language}: loaded in {took:.1?}, {word} known: {known:?}, resident +{:.1} MiB",
            after.saturating_sub(before) as f64 / 1024.0
        );
        before = after;
    }
}
