//! Properties over generated input: the producer and consumer agree, and no input panics.

use mailto_preview::draft::open_link;
use mailto_preview::mailto::{
    Address, FindingKind, MailtoFields, encode, parse, quote_display_name,
};
use proptest::prelude::*;

fn domain() -> impl Strategy<Value = String> {
    (
        prop::collection::vec("[a-z][a-z0-9]{0,7}", 1..3),
        prop::sample::select(vec!["", "納豆.", "café.", "münchen.", "пример."]),
        prop::sample::select(vec!["org", "example", "net"]),
    )
        .prop_map(|(labels, idn, tld)| format!("{}.{idn}{tld}", labels.join(".")))
}

fn address() -> impl Strategy<Value = String> {
    (
        "[a-z0-9!#$%&'*+/=?^_`{|}~-]{1,8}(\\.[a-z0-9+_-]{1,6}){0,2}",
        domain(),
        prop::option::of("[A-Za-z]{1,8}(,? [A-Za-z.]{1,8})?"),
    )
        .prop_map(|(local, domain, name)| match name {
            Some(name) => format!("{} <{local}@{domain}>", quote_display_name(&name)),
            None => format!("{local}@{domain}"),
        })
}

/// Text without controls (the encoder removes them, by rule).
const TEXT: &str = "[^\\p{Cc}]{1,40}";

fn fields() -> impl Strategy<Value = MailtoFields> {
    (
        prop::collection::vec(address(), 0..3),
        prop::collection::vec(address(), 0..3),
        prop::collection::vec(address(), 0..2),
        prop::option::of(TEXT),
        prop::option::of(
            prop::collection::vec("[^\\p{Cc}]{0,30}", 1..4).prop_map(|l| l.join("\n")),
        ),
        prop::collection::btree_map("x-[a-z]{1,8}", TEXT, 0..3),
    )
        .prop_map(|(to, cc, bcc, subject, body, headers)| MailtoFields {
            to,
            cc,
            bcc,
            subject,
            body: body.filter(|b| !b.is_empty()),
            headers: headers.into_iter().collect(),
        })
}

/// Fragments that exercise every branch of the consumer.
fn hostile() -> impl Strategy<Value = Vec<u8>> {
    let tokens = prop::sample::select(vec![
        "mailto:",
        "MAILTO:",
        "?",
        "&",
        "=",
        "#",
        "%",
        "%0D",
        "%0A",
        "%00",
        "%E9",
        "%C3%A9",
        "%3C",
        "%3E",
        "%22",
        "%5C",
        "%2C",
        ",",
        "@",
        "<",
        ">",
        "\"",
        "\\",
        "(",
        ")",
        "[",
        "]",
        ".",
        " ",
        "to",
        "cc",
        "bcc",
        "subject",
        "body",
        "=?utf-8?q?",
        "=?utf-8?b?",
        "?=",
        "=0D=0A",
        "a",
        "xn--",
        "納豆",
        "\u{202E}",
        "\r\n",
        "\0",
        "+",
        ";",
        "%3B",
        "//",
        "amp;",
        "&amp;",
        "in-reply-to",
        "references",
        "%3Cp@x%3E",
        "%20",
    ]);
    prop::collection::vec(tokens, 0..40).prop_map(|t| t.concat().into_bytes())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

fn parse_inverts_encode(f in fields()) {
        let uri = encode(&f).unwrap();
        let p = parse(&uri).unwrap();
        let shown = |v: &[Address]| v.iter().map(Address::display).collect::<Vec<_>>();
        prop_assert_eq!(shown(&p.to), f.to.clone(), "{}", uri);
        prop_assert_eq!(shown(&p.cc), f.cc.clone());
        prop_assert_eq!(shown(&p.bcc), f.bcc.clone());
        prop_assert_eq!(&p.subject, &f.subject);
        prop_assert_eq!(&p.body, &f.body);
        let headers: Vec<_> = p.headers.iter().map(|h| (h.name.clone(), h.value.clone())).collect();
        prop_assert_eq!(headers, f.headers.clone());
        prop_assert!(p.to.iter().chain(&p.cc).chain(&p.bcc).all(Address::is_valid));
        // Our own links never need a repair or hide a separator.
        prop_assert!(
            p.findings.iter().all(|f| !matches!(
                f.kind,
                FindingKind::EncodedSeparator
                    | FindingKind::SemicolonSeparator
                    | FindingKind::UrlSlashesRemoved
                    | FindingKind::HtmlEscapedAmpersand
            )),
            "{}: {:?}", uri, p.findings
        );
    }

    /// A link damaged the ways real pages damage them (`mailto://`, `;` between addresses,
    /// `&amp;` between hfields) opens as exactly the same draft, with the same fields dropped,
    /// as the link written correctly: a repair reaches the safety filter like any field.
fn repaired_links_open_as_their_canonical_form(
        f in fields(),
        slashes in any::<bool>(),
        semicolons in any::<bool>(),
        amp in any::<bool>(),
        dangerous in prop::sample::select(vec!["from", "bcc", "attach", "x-evil", "in-reply-to"]),
    ) {
        let mut f = f;
        f.headers.push((dangerous.to_string(), "<p@x.example>".to_string()));
        if dangerous == "bcc" {
            f.headers.pop();
            f.bcc.push("spy@evil.example".into());
        }
        let uri = encode(&f).unwrap();
        let (path, query) = uri["mailto:".len()..].split_once('?').unwrap_or((&uri[7..], ""));
        let mut damaged = String::from("mailto:");
        if slashes {
            damaged.push_str("//");
        }
        let sep = if semicolons { ";" } else { "," };
        damaged.push_str(&path.replace(',', sep));
        if !query.is_empty() {
            damaged.push('?');
            let query = query.replace(',', sep);
            damaged.push_str(&if amp { query.replace('&', "&amp;") } else { query });
        }
        let (want, want_report) = open_link(&uri).unwrap();
        let (got, got_report) = open_link(&damaged).unwrap();
        prop_assert_eq!(&got, &want, "{}", damaged);
        prop_assert_eq!(&got_report.dropped, &want_report.dropped, "{}", damaged);
        let noted = |k: FindingKind| got_report.notes.iter().any(|n| n.kind == k);
        prop_assert_eq!(noted(FindingKind::UrlSlashesRemoved), slashes);
        if amp && query.contains('&') {
            prop_assert!(noted(FindingKind::HtmlEscapedAmpersand), "{}", damaged);
        }
    }

fn parse_never_panics_on_bytes(input in prop::collection::vec(any::<u8>(), 0..300)) {
        let _ = parse(&input);
        let mut with_scheme = b"mailto:".to_vec();
        with_scheme.extend_from_slice(&input);
        let _ = parse(&with_scheme);
        let _ = mailto_preview::mailto::check(&with_scheme);
    }

fn parse_never_panics_on_hostile_links(input in hostile()) {
        if let Ok(p) = parse(&input) {
            // Every kept value is free of the controls the message builder must never see.
            if let Some(s) = &p.subject {
                prop_assert!(!s.contains(['\r', '\n', '\0']));
            }
            if let Some(b) = &p.body {
                prop_assert!(!b.contains(['\r', '\0']));
            }
        }
        let _ = mailto_preview::mailto::check(&input);
    }
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        parse_inverts_encode,
        repaired_links_open_as_their_canonical_form,
        parse_never_panics_on_bytes,
        parse_never_panics_on_hostile_links
    ]
}
