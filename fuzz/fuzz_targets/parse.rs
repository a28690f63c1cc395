//! The parser, linter and encoder on arbitrary bytes: no panic, and the invariants the safety
//! filter relies on hold for every input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mailto_preview::mailto::{MailtoFields, check, encode, parse};

fuzz_target!(|data: &[u8]| {
    let _ = check(data);
    let Ok(parsed) = parse(data) else { return };
    let single_line = parsed
        .subject
        .iter()
        .chain(parsed.headers.iter().map(|h| &h.value))
        .chain(parsed.headers.iter().map(|h| &h.name));
    for value in single_line {
        assert!(!value.chars().any(|c| c.is_control() && c != '\t'), "{value:?}");
    }
    if let Some(body) = &parsed.body {
        assert!(!body.chars().any(|c| c.is_control() && c != '\t' && c != '\n'), "{body:?}");
    }
    for a in parsed.to.iter().chain(&parsed.cc).chain(&parsed.bcc) {
        if let Some(env) = a.envelope() {
            assert!(!env.chars().any(|c| c.is_control()), "{env:?}");
        }
    }
    // The canonical form of anything we read can be read again.
    if let Ok(uri) = encode(&MailtoFields::from(&parsed))
        && uri.len() <= mailto_preview::mailto::MAX_URI_BYTES
    {
        let _ = parse(&uri).expect("our own encoding parses");
    }
});
