//! Link -> safety filter -> outgoing message on arbitrary bytes: no panic, a reply's References
//! ends with its parent, and a built message never has a bare CR or LF, a NUL, a Bcc header or
//! a header outside the allowlist.
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
    // Threading repair (RFC 5322 §3.6.4): a reply's References ends with its one parent.
    if let Some(parent) = &draft.in_reply_to {
        assert!(!parent.contains(' '), "{parent:?}");
        let refs = draft.references.as_deref().unwrap_or_default();
        assert!(refs.ends_with(parent.as_str()), "{refs:?} {parent:?}");
        assert_eq!(refs.matches(parent.as_str()).count(), 1, "{refs:?}");
    }
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
