//! Link -> safety filter -> outgoing message on arbitrary bytes: no panic, and a built message
//! never has a bare CR or LF, a NUL, a Bcc header or a header outside the allowlist.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mailto_preview::draft::open_link;
use mailto_preview::message::{Identity, build};

const ALLOWED: &[&str] = &[
    "from", "date", "message-id", "to", "cc", "subject", "in-reply-to", "references", "keywords",
    "mime-version", "content-type", "content-transfer-encoding",
];

fuzz_target!(|data: &[u8]| {
    let Ok((draft, _report)) = open_link(data) else { return };
    let _ = draft.warnings();
    let Ok(me) = Identity::parse("Me <me@example.net>") else { return };
    let Ok(out) = build(&draft, &me) else { return };
    let bytes = out.formatted();
    for (i, &b) in bytes.iter().enumerate() {
        assert_ne!(b, 0);
        if b == b'\n' {
            assert!(i > 0 && bytes[i - 1] == b'\r', "bare LF");
        }
        if b == b'\r' {
            assert_eq!(bytes.get(i + 1), Some(&b'\n'), "bare CR");
        }
    }
    let text = String::from_utf8_lossy(&bytes);
    let head = text.split("\r\n\r\n").next().unwrap_or_default();
    for line in head.split("\r\n").filter(|l| !l.starts_with([' ', '\t'])) {
        let name = line.split(':').next().unwrap_or_default().to_ascii_lowercase();
        assert!(ALLOWED.contains(&name.as_str()), "header {name:?}");
    }
});
