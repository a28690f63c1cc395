//! Hostile links, the way mail clients have been attacked through them: for every case the
//! field is dropped, warned about, or the link refused; the report says so; and the message
//! that would be sent has no unsafe header, no line break inside a value and no attachment,
//! and reads back (with mail-parser) as exactly what the draft shows.

use std::time::{Duration, UNIX_EPOCH};

use mail_parser::{MessageParser, MimeHeaders};
use mailto_preview::draft::{
    Draft, DropReason, LinkError, NoticeKind, RecipientField, Report, open_link,
};
use mailto_preview::mailto::{Field, FindingKind};
use mailto_preview::message::{Identity, MessageError, Stamp, build_stamped};

#[derive(Debug)]
enum Expect {
    /// The hfield is dropped for this reason.
    Dropped(&'static str, fn(&DropReason) -> bool),
    /// The link is refused.
    Refused,
    /// A warning of this kind on this field.
    Warned(&'static str, NoticeKind),
    /// A note of this kind on this field: what is shown is where the mail goes, and the person
    /// is told what other software would do.
    Informed(&'static str, NoticeKind),
    /// The parser reports this change.
    Noted(FindingKind),
    /// The value arrives without the injected part (checked by the invariants).
    Neutralised,
}

use Expect::*;

fn originator(r: &DropReason) -> bool {
    *r == DropReason::Originator
}
fn routing(r: &DropReason) -> bool {
    *r == DropReason::Routing
}
fn mime(r: &DropReason) -> bool {
    *r == DropReason::Mime
}
fn attachment(r: &DropReason) -> bool {
    *r == DropReason::Attachment
}
fn control(r: &DropReason) -> bool {
    *r == DropReason::ClientControl
}
fn unknown(r: &DropReason) -> bool {
    *r == DropReason::Unknown
}
fn malformed(r: &DropReason) -> bool {
    matches!(r, DropReason::Malformed(_))
}

fn cases() -> Vec<(String, Expect)> {
    let mut v: Vec<(String, Expect)> = Vec::new();
    let base = "mailto:victim@example.org?subject=Hi&body=Hello";
    // Every attachment spelling, with every kind of path (CVE-2020-11879, -11880, -27748).
    for name in [
        "attach",
        "attachment",
        "Attachments",
        "attachment-url",
        "insert",
        "file",
        "ATTACH",
    ] {
        for path in [
            "/etc/passwd",
            "file:///home/user/.ssh/id_rsa",
            "~/.gnupg/secring.gpg",
            "%5C%5Cserver%5Cshare%5Cx",
        ] {
            if name == "attach" || path == "/etc/passwd" {
                v.push((
                    format!("{base}&{name}={path}"),
                    Dropped(leak(name), attachment),
                ));
            }
        }
    }
    for name in [
        "from",
        "Sender",
        "reply-to",
        "Date",
        "Message-ID",
        "Organization",
    ] {
        v.push((
            format!("{base}&{name}=ceo@bank.example"),
            Dropped(leak(name), originator),
        ));
    }
    for name in [
        "Apparently-To",
        "Resent-To",
        "Resent-From",
        "Received",
        "Return-Path",
        "Delivered-To",
    ] {
        v.push((
            format!("{base}&{name}=x@evil.example"),
            Dropped(leak(name), routing),
        ));
    }
    for (name, value) in [
        ("MIME-Version", "1.0"),
        ("Content-Type", "multipart/mixed;%20boundary=x"),
        ("Content-Transfer-Encoding", "base64"),
        ("Content-Disposition", "attachment;%20filename=a.exe"),
    ] {
        v.push((format!("{base}&{name}={value}"), Dropped(leak(name), mime)));
    }
    for name in [
        "send-now",
        "autosend",
        "X-Mozilla-Draft-Info",
        "Fcc",
        "priority",
        "importance",
        "html-body",
        "newsgroups",
    ] {
        v.push((format!("{base}&{name}=1"), Dropped(leak(name), control)));
    }
    for name in ["X-Evil", "Bcc2", "x-priority-custom", "Comments"] {
        v.push((format!("{base}&{name}=1"), Dropped(leak(name), unknown)));
    }
    v.push((
        format!("{base}&In-Reply-To=not-an-id"),
        Dropped("In-Reply-To", malformed),
    ));
    v.push((
        format!("{base}&References=%3Ca@b%3E%0D%0ABcc:%20x@y"),
        Dropped("References", malformed),
    ));
    // CR/LF/NUL injection in every field, raw, percent-encoded and inside encoded words.
    for field in ["subject", "keywords", "cc", "bcc", "to"] {
        v.push((
            format!("mailto:victim@example.org?{field}=a%0D%0ABcc:%20spy@evil.example"),
            Noted(FindingKind::LineBreakRemoved),
        ));
    }
    // Injection through the path and encoded words, controls, and spoofing.
    v.extend(
        injection_and_spoofing()
            .into_iter()
            .map(|(u, e)| (u.to_string(), e)),
    );
    v.push((
        format!("mailto:?to={}", "a@example.org,".repeat(12)),
        Warned("to", NoticeKind::ManyRecipients),
    ));
    v.push((
        format!(
            "mailto:victim@example.org?body=Thanks{}Also%20wire%20the%20money",
            "%0D%0A".repeat(40)
        ),
        Warned("body", NoticeKind::HiddenBodyText),
    ));
    // Oversize input, generated here: refused, never truncated.
    v.push((
        format!("mailto:?to={}", "a@example.org,".repeat(101)),
        Refused,
    ));
    v.push((format!("mailto:?subject={}", "x".repeat(1001)), Refused));
    v.push((
        format!("mailto:?body={}", "x".repeat(1024 * 1024 + 1)),
        Refused,
    ));
    v.push((
        format!("mailto:victim@example.org?{}", "x=1&".repeat(1001)),
        Refused,
    ));
    v.push((
        format!("mailto:?body={}", "x".repeat(2 * 1024 * 1024)),
        Refused,
    ));
    v.push(("javascript:alert(1)".into(), Refused));
    v.push(("file:///etc/passwd".into(), Refused));
    // Duplicates.
    v.push((
        "mailto:victim@example.org?subject=a&subject=b".into(),
        Noted(FindingKind::DuplicateDiscarded),
    ));
    v.push((
        "mailto:victim@example.org?body=a&body=b".into(),
        Noted(FindingKind::DuplicateJoined),
    ));
    v.push((
        "mailto:victim@example.org?to=spy@evil.example".into(),
        Noted(FindingKind::DuplicateJoined),
    ));
    v.push((
        "mailto:victim@example.org?In-Reply-To=%3Ca@b%3E&in-reply-to=%3Cc@d%3E".into(),
        Dropped("In-Reply-To", |r| *r == DropReason::Repeated),
    ));
    v.push((
        "mailto:victim@example.org#?bcc=spy@evil.example".into(),
        Noted(FindingKind::FragmentDropped),
    ));
    v
}

/// The fixed links of injection through the path and encoded words, controls, and spoofing.
fn injection_and_spoofing() -> Vec<(&'static str, Expect)> {
    let mut v = vec![
        (
            "mailto:victim@example.org%0D%0ABcc:spy@evil.example",
            Noted(FindingKind::LineBreakRemoved),
        ),
        (
            "mailto:victim@example.org?subject=a\r\nBcc: spy@evil.example",
            Noted(FindingKind::LineBreakRemoved),
        ),
        (
            "mailto:victim@example.org?subject=%3D%3Futf-8%3FQ%3Fa%3D0D%3D0ABcc%3A_spy%40evil.example%3F%3D",
            Noted(FindingKind::LineBreakRemoved),
        ),
        (
            "mailto:victim@example.org?subject=%3D%3Futf-8%3FB%3FYQ0KQmNjOiBzcHlAZXZpbC5leGFtcGxl%3F%3D",
            Noted(FindingKind::LineBreakRemoved),
        ),
        (
            "mailto:victim@example.org?subject=a%00b",
            Noted(FindingKind::ControlEscaped),
        ),
        (
            "mailto:victim@example.org%00@evil.example",
            Warned("to", NoticeKind::InvalidAddress),
        ),
        (
            "mailto:victim@example.org?body=a%00b%1B%5B31m",
            Noted(FindingKind::ControlEscaped),
        ),
        (
            "mailto:victim@example.org?body=line%0A.%0Aafter-dot%0D.%0D%0A..",
            Neutralised,
        ),
        (
            "mailto:victim@example.org?keywords=%C2%85x",
            Noted(FindingKind::ControlEscaped),
        ),
        (
            "mailto:victim@example.org?bcc=spy@evil.example",
            Warned("bcc", NoticeKind::HiddenRecipient),
        ),
        (
            "mailto:evil%E2%80%AEelpmaxe.org@evil.example",
            Warned("to", NoticeKind::InvalidAddress),
        ),
        (
            "mailto:victim@exa%E2%80%8Bmple.org",
            Warned("to", NoticeKind::InvalidAddress),
        ),
        (
            "mailto:victim@example.org?subject=%E2%80%AEfdp.exe",
            Warned("subject", NoticeKind::BidiControl),
        ),
        (
            "mailto:victim@example.org?subject=pay%E2%80%8Dpal",
            Warned("subject", NoticeKind::InvisibleCharacter),
        ),
        (
            "mailto:victim@example.org?subject=%F3%A0%80%81tag",
            Warned("subject", NoticeKind::InvisibleCharacter),
        ),
        (
            "mailto:victim@%D0%B0pple.com",
            Warned("to", NoticeKind::MixedScript),
        ),
        (
            "mailto:victim@%D1%80%D0%B0%D1%83%D1%80%D0%B0.com",
            Warned("to", NoticeKind::ConfusableDomain),
        ),
        (
            "mailto:victim@fa%C3%9F.de",
            Informed("to", NoticeKind::IdnaDeviation),
        ),
    ];
    v.extend(look_alikes());
    v
}

/// Addresses that read as another: in the part before '@', in the domain, in quotes, and
/// behind an encoded separator; and what the parser repairs.
fn look_alikes() -> Vec<(&'static str, Expect)> {
    vec![
        // The part before '@' is read as part of the address: a letter of another script in a
        // Latin name, a name wholly in another script that reads as Latin, letters that NFKC
        // folds into ordinary ones (fullwidth, mathematical, the "ﬁ" ligature).
        (
            "mailto:%D0%B0dmin@bank.example",
            Warned("to", NoticeKind::MixedScript),
        ),
        (
            "mailto:%D1%80%D0%B0%D1%83%D1%80%D0%B0l@bank.example",
            Warned("to", NoticeKind::MixedScript),
        ),
        (
            "mailto:%D0%B0%D1%80%D1%80%D3%8F%D0%B5@example.com",
            Warned("to", NoticeKind::ConfusableLocalPart),
        ),
        (
            "mailto:%D1%81%D0%B5%D1%81@example.com?subject=Hi",
            Warned("to", NoticeKind::ConfusableLocalPart),
        ),
        (
            "mailto:%EF%BD%81%EF%BD%84%EF%BD%8D%EF%BD%89%EF%BD%8E@bank.example",
            Warned("to", NoticeKind::CompatibilityCharacters),
        ),
        (
            "mailto:%F0%9D%90%9A%F0%9D%90%9D%F0%9D%90%A6%F0%9D%90%A2%F0%9D%90%A7@bank.example",
            Warned("to", NoticeKind::CompatibilityCharacters),
        ),
        (
            "mailto:?cc=%EF%AC%81nance@bank.example",
            Warned("cc", NoticeKind::CompatibilityCharacters),
        ),
        // A domain that reads as a well-known one once its diacritics are removed (Chromium's
        // top-domain check), and one under it.
        (
            "mailto:security@googl%C3%A9.com",
            Warned("to", NoticeKind::TopDomainLookalike),
        ),
        (
            "mailto:service@p%C3%A0ypal.com",
            Warned("to", NoticeKind::TopDomainLookalike),
        ),
        (
            "mailto:victim@example.org?bcc=alerts@secure.%C3%A0pple.com",
            Warned("bcc", NoticeKind::TopDomainLookalike),
        ),
        (
            "mailto:victim@xn--zz.example",
            Warned("to", NoticeKind::InvalidAddress),
        ),
        (
            "mailto:%22support@bank.example%22%20%3Cevil@x.example%3E",
            Warned("to", NoticeKind::DisplayNameAddress),
        ),
        (
            "mailto:Bank%E2%80%AE%20%3Cevil@x.example%3E",
            Warned("to", NoticeKind::BidiControl),
        ),
        ("mailto:8080", Warned("to", NoticeKind::NumericRecipient)),
        // A quoted local part that holds another address goes to the domain after it.
        (
            "mailto:%22support@bank.example%22@evil.example",
            Warned("to", NoticeKind::LocalPartAddress),
        ),
        // An encoded comma or semicolon hides a second recipient in what reads as one address.
        (
            "mailto:support@bank.example%2Cattacker@evil.example",
            Noted(FindingKind::EncodedSeparator),
        ),
        (
            "mailto:?cc=support@bank.example%3Battacker@evil.example",
            Noted(FindingKind::EncodedSeparator),
        ),
        // Repairs never let a field past the filter: what a repair names is filtered as if
        // the link had spelled it correctly.
        (
            "mailto:victim@example.org?subject=Hi&amp;bcc=spy@evil.example",
            Warned("bcc", NoticeKind::HiddenRecipient),
        ),
        (
            "mailto:victim@example.org?subject=Hi&amp;from=boss@example.org",
            Dropped("from", originator),
        ),
        (
            "mailto://victim@example.org?subject=Hi&amp;amp;attach=/etc/passwd",
            Dropped("attach", attachment),
        ),
        (
            "mailto:victim@example.org;spy@evil.example?subject=Hi&amp;x-evil=1",
            Dropped("x-evil", unknown),
        ),
        (
            "mailto:victim@example.org?in-reply-to=%3Ca@b%3E&References=%3Cc@d%3E%0D%0ABcc:%20x@y",
            Dropped("References", malformed),
        ),
    ]
}

fn leak(s: &str) -> &'static str {
    Box::leak(s.to_string().into_boxed_str())
}

/// The header fields a built message may have, and nothing else.
const ALLOWED: &[&str] = &[
    "from",
    "date",
    "message-id",
    "to",
    "cc",
    "subject",
    "in-reply-to",
    "references",
    "keywords",
    "mime-version",
    "content-type",
    "content-transfer-encoding",
];

fn check_expectation(uri: &str, expect: &Expect, draft: &Draft, report: &Report) {
    let notices = draft.notices();
    let warnings = draft.warnings();
    match expect {
        Dropped(name, reason) => assert!(
            report
                .dropped
                .iter()
                .any(|d| d.name == *name && reason(&d.reason)),
            "{uri}: {name} not dropped as expected: {:?}",
            report.dropped
        ),
        Warned(field, kind) => assert!(
            warnings
                .iter()
                .any(|w| w.field == Field::from_hname(field) && w.kind == *kind),
            "{uri}: no {kind:?} on {field}: {warnings:?}"
        ),
        Informed(field, kind) => assert!(
            notices
                .iter()
                .any(|n| !n.is_warning() && n.field == Field::from_hname(field) && n.kind == *kind),
            "{uri}: no {kind:?} note on {field}: {notices:?}"
        ),
        Noted(kind) => assert!(
            report.notes.iter().any(|f| f.kind == *kind),
            "{uri}: no {kind:?} note: {:?}",
            report.notes
        ),
        Neutralised => {}
        Refused => panic!("{uri} should have been refused"),
    }
}

/// Builds the message the person would send (invalid recipients removed, a recipient added
/// if there is none) and checks every invariant of the bytes.
fn check_message(uri: &str, mut draft: Draft) {
    let me = Identity::parse("Me <me@example.net>").unwrap();
    let stamp = Stamp {
        date: UNIX_EPOCH + Duration::from_secs(1_700_000_000),
        message_id: "<fixed@example.net>".into(),
    };
    if draft.has_invalid_address() {
        assert!(
            matches!(
                build_stamped(&draft, &me, stamp.clone()),
                Err(MessageError::InvalidRecipient { .. })
            ),
            "{uri}: an invalid address must block sending"
        );
        for list in [&mut draft.to, &mut draft.cc, &mut draft.bcc] {
            list.retain(|a| a.is_valid());
        }
    }
    if draft.recipients().next().is_none() {
        draft.set_recipients(RecipientField::To, "victim@example.org");
    }
    let out = build_stamped(&draft, &me, stamp).unwrap_or_else(|e| panic!("{uri}: {e}"));
    let bytes = out.formatted();
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'\n' {
            assert!(i > 0 && bytes[i - 1] == b'\r', "{uri}: bare LF");
        }
        if b == b'\r' {
            assert_eq!(bytes.get(i + 1), Some(&b'\n'), "{uri}: bare CR");
        }
        assert_ne!(b, 0, "{uri}: NUL in the message");
    }
    let text = String::from_utf8_lossy(&bytes);
    let (head, _) = text.split_once("\r\n\r\n").expect("a header section");
    for line in head.split("\r\n") {
        if line.starts_with([' ', '\t']) {
            continue;
        }
        let (name, value) = line
            .split_once(':')
            .unwrap_or_else(|| panic!("{uri}: bad header line {line:?}"));
        assert!(
            ALLOWED.contains(&name.to_ascii_lowercase().as_str()),
            "{uri}: header {name}"
        );
        assert!(
            !value.chars().any(|c| c.is_control() && c != '\t'),
            "{uri}: control in {name}"
        );
    }
    assert!(
        !head.to_ascii_lowercase().contains("\r\nbcc:"),
        "{uri}: a Bcc header"
    );
    assert!(
        head.contains("Content-Type: text/plain; charset=utf-8"),
        "{uri}"
    );

    let parsed = MessageParser::default().parse(&bytes).expect("parses back");
    assert_eq!(parsed.attachment_count(), 0, "{uri}: attachment");
    assert_eq!(parsed.content_type().map(|c| c.ctype()), Some("text"));
    let subject = parsed.subject().unwrap_or_default();
    assert_eq!(subject, draft.subject, "{uri}: subject");
    let to: Vec<String> = parsed
        .to()
        .map(|a| {
            a.iter()
                .filter_map(|x| x.address())
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    let expected: Vec<String> = draft.to.iter().filter_map(|a| a.envelope()).collect();
    // mail-parser reads `"support@bank.example"@evil.example` (valid, RFC 5322 §3.4.1) as
    // "@evil.example"; such recipients are checked through the envelope below instead.
    let quoted_at = |a: &mailto_preview::mailto::Address| a.local_part.contains('@');
    if !draft.recipients().any(quoted_at) {
        assert_eq!(to, expected, "{uri}: To");
    }
    let cc: Vec<String> = parsed
        .cc()
        .map(|a| {
            a.iter()
                .filter_map(|x| x.address())
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    let expected: Vec<String> = draft.cc.iter().filter_map(|a| a.envelope()).collect();
    if !draft.recipients().any(quoted_at) {
        assert_eq!(cc, expected, "{uri}: Cc");
    }
    let body = parsed
        .body_text(0)
        .unwrap_or_default()
        .replace("\r\n", "\n");
    let mut shown = draft.body.clone();
    if !shown.ends_with('\n') {
        shown.push('\n');
    }
    assert_eq!(body, shown, "{uri}: body");
    // RCPT TO is every recipient the person sees, To then Cc then Bcc, each once, and
    // nothing else.
    let mut rcpt: Vec<String> = Vec::new();
    for env in draft.recipients().filter_map(|a| a.envelope()) {
        if !rcpt.contains(&env) {
            rcpt.push(env);
        }
    }
    assert_eq!(out.rcpt_to(), rcpt.as_slice(), "{uri}: envelope");
    assert_eq!(out.mail_from(), "me@example.net");
}

fn attack_table() {
    let cases = cases();
    assert!(cases.len() >= 60, "{} cases", cases.len());
    let (mut refused, mut built) = (0, 0);
    let expected_refusals = cases.iter().filter(|(_, e)| matches!(e, Refused)).count();
    for (uri, expect) in &cases {
        match open_link(uri) {
            Err(e) => {
                assert!(matches!(expect, Refused), "{uri} refused unexpectedly: {e}");
                assert!(!e.to_string().is_empty());
                if let LinkError::Policy(p) = &e {
                    assert!(
                        p.to_string().chars().any(|c| c.is_ascii_digit()),
                        "names the cap: {p}"
                    );
                }
                refused += 1;
            }
            Ok((draft, report)) => {
                check_expectation(uri, expect, &draft, &report);
                check_message(uri, draft);
                built += 1;
            }
        }
    }
    eprintln!(
        "attack table: {} cases, {refused} refused, {built} built and checked",
        cases.len()
    );
    // Every refusal was expected (above), and every expected refusal happened.
    assert_eq!(refused, expected_refusals);
    assert!(refused > 0 && built > 0, "{refused} refused, {built} built");
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![attack_table]
}
