//! Table-driven tests of the consumer against every example of RFC 6068 §2 and §6 and the
//! Puls documents (with the transcription damage of our copies repaired, see the specs'
//! README).

use super::*;

/// What one link must decode to; `None` fields are not checked.
struct Case {
    uri: &'static str,
    to: &'static [&'static str],
    cc: &'static [&'static str],
    subject: Option<&'static str>,
    body: Option<&'static str>,
    headers: &'static [(&'static str, &'static str)],
}

const NONE: Case = Case {
    uri: "",
    to: &[],
    cc: &[],
    subject: None,
    body: None,
    headers: &[],
};

fn run(cases: &[Case]) {
    for c in cases {
        let p = parse(c.uri).unwrap_or_else(|e| panic!("{}: {e}", c.uri));
        let shown = |v: &[Address]| v.iter().map(Address::display).collect::<Vec<_>>();
        assert_eq!(shown(&p.to), c.to, "to of {}", c.uri);
        assert_eq!(shown(&p.cc), c.cc, "cc of {}", c.uri);
        assert_eq!(p.subject.as_deref(), c.subject, "subject of {}", c.uri);
        assert_eq!(p.body.as_deref(), c.body, "body of {}", c.uri);
        let headers: Vec<_> = p
            .headers
            .iter()
            .map(|h| (h.name.as_str(), h.value.as_str()))
            .collect();
        assert_eq!(headers, c.headers, "headers of {}", c.uri);
        for a in p.to.iter().chain(&p.cc) {
            assert!(a.is_valid(), "{}: {:?}", c.uri, a.problem);
        }
    }
}

#[test]
fn rfc6068_section_2_equivalent_forms() {
    let both = &["addr1@an.example", "addr2@an.example"];
    run(&[
        Case {
            uri: "mailto:addr1@an.example,addr2@an.example",
            to: both,
            ..NONE
        },
        Case {
            uri: "mailto:?to=addr1@an.example,addr2@an.example",
            to: both,
            ..NONE
        },
        Case {
            uri: "mailto:addr1@an.example?to=addr2@an.example",
            to: both,
            ..NONE
        },
    ]);
}

#[test]
fn rfc6068_section_6_1_basic_examples() {
    run(&[
        Case {
            uri: "mailto:chris@example.com",
            to: &["chris@example.com"],
            ..NONE
        },
        Case {
            uri: "mailto:infobot@example.com?subject=current-issue",
            to: &["infobot@example.com"],
            subject: Some("current-issue"),
            ..NONE
        },
        Case {
            uri: "mailto:infobot@example.com?body=send%20current-issue",
            to: &["infobot@example.com"],
            body: Some("send current-issue"),
            ..NONE
        },
        Case {
            uri: "mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index",
            to: &["infobot@example.com"],
            body: Some("send current-issue\nsend index"),
            ..NONE
        },
        Case {
            uri: "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E",
            to: &["list@example.org"],
            headers: &[("In-Reply-To", "<3469A91.D10AF4C@example.com>")],
            ..NONE
        },
        Case {
            uri: "mailto:majordomo@example.com?body=subscribe%20bamboo-l",
            to: &["majordomo@example.com"],
            body: Some("subscribe bamboo-l"),
            ..NONE
        },
        Case {
            uri: "mailto:joe@example.com?cc=bob@example.com&body=hello",
            to: &["joe@example.com"],
            cc: &["bob@example.com"],
            body: Some("hello"),
            ..NONE
        },
        Case {
            uri: "mailto:gorby%25kremvax@example.com",
            to: &["gorby%kremvax@example.com"],
            ..NONE
        },
        Case {
            uri: "mailto:unlikely%3Faddress@example.com?blat=foop",
            to: &["unlikely?address@example.com"],
            headers: &[("blat", "foop")],
            ..NONE
        },
        Case {
            uri: "mailto:joe@an.example?cc=bob@an.example&body=hello",
            to: &["joe@an.example"],
            cc: &["bob@an.example"],
            body: Some("hello"),
            ..NONE
        },
        Case {
            uri: "mailto:Mike%26family@example.org",
            to: &["Mike&family@example.org"],
            ..NONE
        },
    ]);
}

#[test]
fn rfc6068_section_6_1_wrong_second_question_mark() {
    // "?cc=bob@example.com?body=hello" is WRONG (§6.1): the second '?' is literal, so the cc
    // value is "bob@example.com?body=hello" and there is no body.
    let p = parse("mailto:joe@example.com?cc=bob@example.com?body=hello").unwrap();
    assert_eq!(p.body, None);
    assert_eq!(p.cc.len(), 1);
    assert!(!p.cc[0].is_valid(), "'?' makes the domain invalid");
    assert_eq!(p.cc[0].text, "bob@example.com?body=hello");
}

#[test]
fn rfc6068_section_6_2_complicated_addresses() {
    run(&[
        Case {
            uri: "mailto:%22not%40me%22@example.org",
            to: &[r#""not@me"@example.org"#],
            ..NONE
        },
        Case {
            uri: "mailto:%22oh%5C%5Cno%22@example.org",
            to: &[r#""oh\\no"@example.org"#],
            ..NONE
        },
        Case {
            uri: "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org",
            to: &[r#""\\\"it's\ ugly\\\""@example.org"#],
            ..NONE
        },
    ]);
}

#[test]
fn rfc6068_section_6_3_utf8_and_encoded_words() {
    run(&[
        Case {
            uri: "mailto:user@example.org?subject=caf%C3%A9",
            to: &["user@example.org"],
            subject: Some("café"),
            ..NONE
        },
        Case {
            uri: "mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D",
            to: &["user@example.org"],
            subject: Some("café"),
            ..NONE
        },
        Case {
            uri: "mailto:user@example.org?subject=%3D%3Fiso-8859-1%3FQ%3Fcaf%3DE9%3F%3D",
            to: &["user@example.org"],
            subject: Some("café"),
            ..NONE
        },
        Case {
            uri: "mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9",
            to: &["user@example.org"],
            subject: Some("café"),
            body: Some("café"),
            ..NONE
        },
        Case {
            uri: "mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO",
            to: &["user@納豆.example.org"],
            subject: Some("Test"),
            body: Some("NATTO"),
            ..NONE
        },
    ]);
    let p = parse("mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO").unwrap();
    assert_eq!(p.envelope_recipients(), ["user@xn--99zt52a.example.org"]);
}

#[test]
fn encoded_words_are_not_decoded_in_the_body() {
    let p = parse("mailto:?body=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D").unwrap();
    assert_eq!(p.body.as_deref(), Some("=?utf-8?Q?caf=C3=A9?="));
}

#[test]
fn eai_draft_examples() {
    let p = parse("mailto:%3Ccaf%C3%A9@%E7%B4%8D%E8%B1%86.example.org%3E").unwrap();
    assert_eq!(p.to[0].addr_spec(), "café@納豆.example.org");
    assert!(p.to[0].needs_smtputf8());
    assert_eq!(p.envelope_recipients(), ["café@xn--99zt52a.example.org"]);
    assert!(
        p.findings
            .iter()
            .any(|f| f.kind == FindingKind::Smtputf8Required)
    );
    let p = parse(
        "mailto:%3Ccaf%C3%A9@%E7%B4%8D%E8%B1%86.example.org%20%3Ccafe@natto.example.org%3E%3E",
    )
    .unwrap();
    assert_eq!(
        p.to[0].alt_address.as_deref(),
        Some("cafe@natto.example.org")
    );
    assert!(p.findings.iter().any(|f| f.kind == FindingKind::AltAddress));
}

#[test]
fn draft_2005_mailbox_and_encoded_comma_lists() {
    let p = parse("mailto:Joe%20Doe%20%3Cjoe@example.org%3E%2Cann@example.org").unwrap();
    let shown: Vec<_> = p.to.iter().map(Address::display).collect();
    assert_eq!(shown, ["Joe Doe <joe@example.org>", "ann@example.org"]);
    assert_eq!(
        p.envelope_recipients(),
        ["joe@example.org", "ann@example.org"]
    );
}

#[test]
fn puls_scheme_is_case_insensitive() {
    for uri in [
        "MAILTO:a@example.org",
        "mAiLtO:a@example.org",
        "MaIlTo:a@example.org",
    ] {
        assert_eq!(parse(uri).unwrap().to[0].addr_spec(), "a@example.org");
    }
    assert_eq!(
        parse("http://example.org"),
        Err(ParseError::NotMailto {
            given: "http://example.org".into()
        })
    );
    assert!(parse("mailto").is_err());
    assert!(parse("").is_err());
}

#[test]
fn puls_dataset_example() {
    // "mailto:&&&foo?x=1&y=2?#x#y#z" -> to "&&&foo", x = "1", y = "2?"; fragment dropped.
    let p = parse("mailto:&&&foo?x=1&y=2?#x#y#z").unwrap();
    assert_eq!(p.to[0].text, "&&&foo");
    let headers: Vec<_> = p
        .headers
        .iter()
        .map(|h| (h.name.as_str(), h.value.as_str()))
        .collect();
    assert_eq!(headers, [("x", "1"), ("y", "2?")]);
    assert!(
        p.findings
            .iter()
            .any(|f| f.kind == FindingKind::FragmentDropped && f.message().contains("#x#y#z"))
    );
}

#[test]
fn puls_split_at_first_equals() {
    let p = parse("mailto:?x==1").unwrap();
    assert_eq!(
        p.headers,
        [Header {
            name: "x".into(),
            value: "=1".into()
        }]
    );
}

#[test]
fn puls_hfields_without_equals_are_ignored_and_reported() {
    let p = parse("mailto:?subject&body=x&&").unwrap();
    assert_eq!(p.subject, None);
    assert_eq!(p.body.as_deref(), Some("x"));
    assert!(
        p.findings
            .iter()
            .any(|f| f.kind == FindingKind::HfieldIgnored)
    );
    assert!(
        parse("mailto:?=x").unwrap().headers.is_empty(),
        "an empty hname means nothing"
    );
}

#[test]
fn puls_plus_is_a_plus() {
    let p = parse("mailto:bill+ietf@example.org?subject=1+2%203").unwrap();
    assert_eq!(p.to[0].addr_spec(), "bill+ietf@example.org");
    assert_eq!(p.subject.as_deref(), Some("1+2 3"));
}

#[test]
fn puls_duplicate_rules() {
    let p = parse(
        "mailto:a@example.org?to=&to=b@example.org&cc=c@example.org&cc=d@example.org\
         &subject=first&subject=&body=&body=one&body=&body=two",
    )
    .unwrap();
    let shown = |v: &[Address]| v.iter().map(Address::addr_spec).collect::<Vec<_>>();
    assert_eq!(shown(&p.to), ["a@example.org", "b@example.org"]);
    assert_eq!(shown(&p.cc), ["c@example.org", "d@example.org"]);
    assert_eq!(
        p.subject.as_deref(),
        Some(""),
        "the last subject wins even if empty"
    );
    assert_eq!(p.body.as_deref(), Some("one\n\ntwo"));
    let messages: Vec<_> = p.findings.iter().map(|f| f.message()).collect();
    assert!(
        messages
            .iter()
            .any(|m| m == "the link had 2 subjects; the last one is used"),
        "{messages:?}"
    );
    assert!(
        messages.iter().any(|m| m.contains("3 body values")),
        "{messages:?}"
    );
}

#[test]
fn puls_hnames_are_decoded_then_compared_ascii_only() {
    let p = parse("mailto:?%73UBJECT=a&%C5%BFubject=b").unwrap();
    assert_eq!(p.subject.as_deref(), Some("a"));
    assert_eq!(
        p.headers,
        [Header {
            name: "ſubject".into(),
            value: "b".into()
        }]
    );
}

#[test]
fn puls_make_uri_safe_example() {
    // makeURISafe("mailto:\0%00\n\r\n\r%3y%5e%0A%0D%0A%0D+") =
    // "mailto:%2500%2500%0D%0A%0D%0A%0D%0A%253y%5e%0D%0A%0D%0A%0D%0A%2B": the controls come
    // out as the literal text "%00", the invalid escape stays, '+' stays a plus, and the six
    // line breaks are removed from this single-line To value.
    let p = parse("mailto:\0%00\n\r\n\r%3y%5e%0A%0D%0A%0D+").unwrap();
    assert_eq!(p.to.len(), 1);
    assert_eq!(p.to[0].text, "%00%00%3y^+");
    let kinds: Vec<_> = p.findings.iter().map(|f| (f.kind, f.message())).collect();
    assert!(
        kinds
            .iter()
            .any(|(k, m)| *k == FindingKind::LineBreakRemoved && m.contains("6 times")),
        "{kinds:?}"
    );
    assert!(
        kinds
            .iter()
            .any(|(k, m)| *k == FindingKind::ControlEscaped && m.contains("2 times")),
        "{kinds:?}"
    );
    assert!(
        kinds
            .iter()
            .any(|(k, _)| *k == FindingKind::InvalidPercentEscape)
    );
}

#[test]
fn puls_single_line_fields_lose_line_breaks() {
    let p = parse("mailto:line1%0D%0Aline2@example.org?subject=a%0D%0Ab").unwrap();
    assert_eq!(p.to[0].addr_spec(), "line1line2@example.org");
    assert_eq!(p.subject.as_deref(), Some("ab"));
}

#[test]
fn puls_unicode_hnames() {
    let p = parse("mailto:?%E2%88%9A=%E2%88%9A").unwrap();
    assert_eq!(
        p.headers,
        [Header {
            name: "√".into(),
            value: "√".into()
        }]
    );
}

#[test]
fn non_utf8_that_reads_as_no_text_is_replaced_and_reported() {
    // Every byte above ASCII, in an order no text has: no encoding reads it as text.
    let soup: String = (0x80..=0xFFu8).rev().map(|b| format!("%{b:02X}")).collect();
    let p = parse(format!("mailto:?subject={soup}&body={soup}")).unwrap();
    assert!(p.subject.as_deref().is_some_and(|s| s.contains('\u{FFFD}')));
    assert!(p.body.as_deref().is_some_and(|s| s.contains('\u{FFFD}')));
    let kinds: Vec<_> = p.findings.iter().map(|f| f.kind).collect();
    assert_eq!(
        kinds
            .iter()
            .filter(|&&k| k == FindingKind::InvalidUtf8)
            .count(),
        2,
        "{kinds:?}"
    );
    assert!(!kinds.contains(&FindingKind::LegacyCharset), "{kinds:?}");
}

#[test]
fn a_subject_and_body_in_an_older_charset_are_read_in_it() {
    // "Встреча" and "Подтверждаю." in Windows-1251, to a Russian address.
    let p = parse(
        "mailto:info@example.ru?subject=%C2%F1%F2%F0%E5%F7%E0\
         &body=%CF%EE%E4%F2%E2%E5%F0%E6%E4%E0%FE.",
    )
    .unwrap();
    assert_eq!(p.subject.as_deref(), Some("Встреча"));
    assert_eq!(p.body.as_deref(), Some("Подтверждаю."));
    let legacy: Vec<_> = p
        .findings
        .iter()
        .filter(|f| f.kind == FindingKind::LegacyCharset)
        .map(|f| (f.field.clone(), f.message()))
        .collect();
    assert_eq!(legacy.len(), 2, "{legacy:?}");
    assert!(
        legacy.iter().all(|(_, m)| m.contains("Windows-1251")),
        "{legacy:?}"
    );
    assert!(
        !p.findings
            .iter()
            .any(|f| f.kind == FindingKind::InvalidUtf8)
    );
    // A raw byte that is not UTF-8, as a command line can pass it, is read the same way.
    let p = parse(b"mailto:a@example.org?subject=caf\xe9").unwrap();
    assert_eq!(p.subject.as_deref(), Some("café"));
}

#[test]
fn utf8_is_kept_and_addresses_are_never_guessed() {
    // A valid UTF-8 subject beside a body in an older charset stays as it is.
    let p = parse("mailto:a@example.org?subject=caf%C3%A9&body=%E0%20bient%F4t").unwrap();
    assert_eq!(p.subject.as_deref(), Some("café"));
    assert_eq!(p.body.as_deref(), Some("à bientôt"));
    assert!(
        !p.findings
            .iter()
            .any(|f| f.kind == FindingKind::LegacyCharset && f.field == Field::Subject)
    );
    // An address that is not UTF-8 keeps its replacement character and its note.
    let p = parse("mailto:%E9lise@example.org?subject=%E0%20bient%F4t").unwrap();
    assert_eq!(p.to[0].text, "\u{FFFD}lise@example.org");
    assert!(
        p.findings
            .iter()
            .any(|f| f.kind == FindingKind::InvalidUtf8 && f.field == Field::To)
    );
    assert_eq!(p.subject.as_deref(), Some("à bientôt"));
}

#[test]
fn surrounding_space_is_trimmed_and_reported() {
    let p = parse("  mailto:a@example.org\n").unwrap();
    assert_eq!(p.to[0].addr_spec(), "a@example.org");
    assert_eq!(p.findings[0].kind, FindingKind::Trimmed);
}

#[test]
fn length_cap_refuses_never_truncates() {
    let mut uri = b"mailto:?body=".to_vec();
    uri.resize(MAX_URI_BYTES + 1, b'a');
    assert_eq!(
        parse(&uri),
        Err(ParseError::TooLong {
            len: MAX_URI_BYTES + 1,
            cap: MAX_URI_BYTES
        })
    );
    uri.truncate(MAX_URI_BYTES);
    assert_eq!(parse(&uri).unwrap().body.unwrap().len(), MAX_URI_BYTES - 13);
}

#[test]
fn many_duplicates_give_few_findings() {
    let uri = format!("mailto:?{}", "cc=a%0A@example.org&x=%00&".repeat(10_000));
    let p = parse(uri).unwrap();
    assert_eq!(p.cc.len(), 10_000);
    assert_eq!(p.headers.len(), 10_000);
    assert!(p.findings.len() < 10, "{:?}", p.findings);
}

#[test]
fn many_repaired_names_stay_linear() {
    // 50 000 distinct names after "&amp;": one finding each, found through an index (a list
    // search would make this quadratic in the link).
    let uri = format!(
        "mailto:?x=1{}",
        (0..50_000)
            .map(|i| format!("&amp;h{i}=1"))
            .collect::<String>()
    );
    let p = parse(uri).unwrap();
    assert_eq!(p.headers.len(), 50_001);
    assert_eq!(p.headers[1].name, "h0");
}
