//! The README's "How links are read, and where other mail programs differ": one row per
//! deliberate difference, each checked here against the real parser and safety filter, and
//! each row's link checked to stand in the README's table, so the documentation and the
//! behaviour cannot drift apart.

use mailto_preview::draft::{Draft, DropReason, NoticeKind, Report, open_link};
use mailto_preview::mailto::FindingKind;

/// One documented reading: the link as the README's table shows it, and what we make of it.
struct Row {
    link: &'static str,
    reading: fn(&Draft, &Report),
}

fn envelopes(d: &Draft) -> Vec<String> {
    d.recipients().filter_map(|a| a.envelope()).collect()
}

fn noted(r: &Report, kind: FindingKind) -> bool {
    r.notes.iter().any(|n| n.kind == kind)
}

fn warned(d: &Draft, kind: NoticeKind) -> bool {
    d.warnings().iter().any(|w| w.kind == kind)
}

const ROWS: &[Row] = &[
    // RFC 2047 §5: an encoded word may not stand in an addr-spec; decoding it would show
    // ceo@bank.example for mail that goes to evil.example.
    Row {
        link: "mailto:%3D%3Futf-8%3Fq%3Fceo%3D40bank.example%3F%3D@evil.example",
        reading: |d, _| {
            assert_eq!(
                envelopes(d),
                ["=?utf-8?q?ceo=40bank.example?=@evil.example"]
            );
        },
    },
    // Line breaks in a subject are removed, not turned into spaces or new headers.
    Row {
        link: "mailto:a@example.org?subject=Hello%0D%0ABcc:%20spy@evil.example",
        reading: |d, r| {
            assert_eq!(d.subject, "HelloBcc: spy@evil.example");
            assert!(d.bcc.is_empty());
            assert!(noted(r, FindingKind::LineBreakRemoved));
        },
    },
    // html-body and other client extensions are shown as ignored, never honoured.
    Row {
        link: "mailto:a@example.org?html-body=%3Cb%3EHi%3C%2Fb%3E&body=Hi",
        reading: |d, r| {
            assert_eq!(d.body, "Hi");
            assert!(
                r.dropped
                    .iter()
                    .any(|x| x.name == "html-body" && x.reason == DropReason::ClientControl)
            );
        },
    },
    // Puls: the last subject wins.
    Row {
        link: "mailto:a@example.org?subject=First&subject=Second",
        reading: |d, r| {
            assert_eq!(d.subject, "Second");
            assert!(noted(r, FindingKind::DuplicateDiscarded));
        },
    },
    // RFC 6068 §5: '+' is a plus, in addresses and in values.
    Row {
        link: "mailto:bill+ietf@example.org?subject=1+1%3D2",
        reading: |d, _| {
            assert_eq!(envelopes(d), ["bill+ietf@example.org"]);
            assert_eq!(d.subject, "1+1=2");
        },
    },
    // A web form's GET submission (what Chromium and Firefox send): '+' is a space there,
    // and said; only a query with every mark of the form encoder is read so.
    Row {
        link: "mailto:ops@example.org?subject=Fix+this+%2B+that&body=line+one%0D%0Aline+two",
        reading: |d, r| {
            assert_eq!(d.subject, "Fix this + that");
            assert_eq!(d.body, "line one\nline two");
            assert!(noted(r, FindingKind::FormPlus));
            assert!(d.warnings().is_empty());
        },
    },
    // An invisible character in an address makes it invalid; it is not silently removed.
    Row {
        link: "mailto:ann@exam%C2%ADple.org",
        reading: |d, _| {
            assert!(d.has_invalid_address());
            let problem = d.to[0]
                .problem
                .as_ref()
                .map(|p| p.english())
                .unwrap_or_default();
            assert!(problem.contains("<U+00AD>"), "{problem}");
        },
    },
    // The path ends at the first '?', even inside what was meant as an encoded word.
    Row {
        link: "mailto:=?utf-8?q?caf=C3=A9?=@example.org",
        reading: |d, r| {
            assert_eq!(d.to.len(), 1);
            assert_eq!(d.to[0].text, "=");
            assert!(!d.to[0].is_valid());
            assert!(r.dropped.iter().any(|x| x.name == "utf-8?q?caf"));
        },
    },
    // Repairs, each reported: ';' between addresses, "mailto://", a doubly escaped "&amp;".
    Row {
        link: "mailto:a@example.org;b@example.org",
        reading: |d, r| {
            assert_eq!(envelopes(d), ["a@example.org", "b@example.org"]);
            assert!(noted(r, FindingKind::SemicolonSeparator));
        },
    },
    Row {
        link: "mailto://a@example.org",
        reading: |d, r| {
            assert_eq!(envelopes(d), ["a@example.org"]);
            assert!(noted(r, FindingKind::UrlSlashesRemoved));
        },
    },
    Row {
        link: "mailto:?to=a@example.org&amp;cc=b@example.org",
        reading: |d, r| {
            assert_eq!(envelopes(d), ["a@example.org", "b@example.org"]);
            assert_eq!(d.cc[0].addr_spec(), "b@example.org");
            assert!(noted(r, FindingKind::HtmlEscapedAmpersand));
        },
    },
    // RFC 6068 §2 decodes before splitting: two recipients, and a warning.
    Row {
        link: "mailto:support@bank.example%2Cattacker@evil.example",
        reading: |d, r| {
            assert_eq!(
                envelopes(d),
                ["support@bank.example", "attacker@evil.example"]
            );
            assert!(noted(r, FindingKind::EncodedSeparator));
        },
    },
    // A quoted local part that shows an address is valid and goes to the domain after it.
    Row {
        link: "mailto:%22support@bank.example%22@evil.example",
        reading: |d, _| {
            assert_eq!(envelopes(d), ["\"support@bank.example\"@evil.example"]);
            assert!(warned(d, NoticeKind::LocalPartAddress));
        },
    },
    // RFC 5322 §3.6.4: a reply's References ends with its parent.
    Row {
        link: "mailto:list@example.org?in-reply-to=%3Cp@example.org%3E%20%3Cq@example.org%3E",
        reading: |d, r| {
            assert_eq!(d.in_reply_to.as_deref(), Some("<p@example.org>"));
            assert_eq!(d.references.as_deref(), Some("<p@example.org>"));
            assert!(noted(r, FindingKind::InReplyToTrimmed));
            assert!(noted(r, FindingKind::ReferencesCompleted));
        },
    },
];

fn every_documented_reading_holds() {
    for row in ROWS {
        let (draft, report) =
            open_link(row.link).unwrap_or_else(|e| panic!("{}: refused: {e}", row.link));
        (row.reading)(&draft, &report);
    }
}

fn the_readme_documents_every_row_and_no_other() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md is readable");
    let start = readme
        .find("## How links are read, and where other mail programs differ")
        .expect("the README has the section");
    let section = &readme[start..];
    // Up to the next heading (the browsers' subsection has links of another kind).
    let section = &section[..section[3..].find("\n#").map_or(section.len(), |i| i + 3)];
    let documented: Vec<&str> = section
        .lines()
        .filter(|l| l.starts_with("| `mailto:"))
        .filter_map(|l| l.split('`').nth(1))
        .collect();
    let tested: Vec<&str> = ROWS.iter().map(|r| r.link).collect();
    assert_eq!(documented, tested, "the README's table and ROWS differ");
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        every_documented_reading_holds,
        the_readme_documents_every_row_and_no_other
    ]
}
