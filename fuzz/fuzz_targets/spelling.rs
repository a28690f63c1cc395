//! The spelling word finder and checker on arbitrary bytes (see `spelling_body.rs`).
#![no_main]

use std::sync::Mutex;

use libfuzzer_sys::fuzz_target;

include!("spelling_body.rs");

static SPELLER: Mutex<Option<Speller>> = Mutex::new(None);

fuzz_target!(|data: &[u8]| {
    let mut guard = SPELLER.lock().unwrap_or_else(|e| e.into_inner());
    let speller = guard.get_or_insert_with(speller);
    check_one(speller, data);
});
