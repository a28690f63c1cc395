use std::time::{Duration, UNIX_EPOCH};

use mail_parser::MessageParser;

use super::*;
use crate::draft::from_link;
use crate::mailto::parse;

fn stamp() -> Stamp {
    Stamp {
        date: UNIX_EPOCH + Duration::from_secs(1_700_000_000),
        message_id: "<fixed@example.net>".into(),
    }
}

fn me() -> Identity {
    Identity::parse("Me Myself <me@example.net>").unwrap()
}

fn build_link(uri: &str) -> Outgoing {
    let (draft, _) = from_link(parse(uri).unwrap()).unwrap();
    build_stamped(&draft, &me(), stamp()).unwrap()
}

fn text(o: &Outgoing) -> String {
    String::from_utf8(o.formatted()).unwrap()
}

#[test]
fn the_exact_message() {
    let o = build_link(
        "mailto:Ann%20%3Cann@example.org%3E?cc=bob@example.org&bcc=hidden@example.org\
         &subject=Hello&body=line%201%0D%0Aline%202&In-Reply-To=%3Cx@example.org%3E&keywords=k",
    );
    assert_eq!(
        text(&o),
        "From: \"Me Myself\" <me@example.net>\r\n\
         Date: Tue, 14 Nov 2023 22:13:20 +0000\r\n\
         Message-ID: <fixed@example.net>\r\n\
         To: Ann <ann@example.org>\r\n\
         Cc: bob@example.org\r\n\
         Subject: Hello\r\n\
         In-Reply-To: <x@example.org>\r\n\
         References: <x@example.org>\r\n\
         Keywords: k\r\n\
         MIME-Version: 1.0\r\n\
         Content-Type: text/plain; charset=utf-8\r\n\
         Content-Transfer-Encoding: 7bit\r\n\
         \r\n\
         line 1\r\n\
         line 2\r\n"
    );
    assert_eq!(o.mail_from(), "me@example.net");
    assert_eq!(
        o.rcpt_to(),
        ["ann@example.org", "bob@example.org", "hidden@example.org"]
    );
    assert!(!o.needs_smtputf8());
}

#[test]
fn international_domains_go_out_as_punycode_and_subjects_as_encoded_words() {
    let o =
        build_link("mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=caf%C3%A9&body=caf%C3%A9");
    let t = text(&o);
    assert!(t.contains("To: user@xn--99zt52a.example.org\r\n"), "{t}");
    assert!(t.contains("Subject: =?utf-8?"), "{t}");
    assert!(
        t.contains("Content-Transfer-Encoding: quoted-printable\r\n"),
        "{t}"
    );
    assert!(t.is_ascii());
    assert_eq!(o.rcpt_to(), ["user@xn--99zt52a.example.org"]);
    let bytes = o.formatted();
    let parsed = MessageParser::default().parse(&bytes).unwrap();
    assert_eq!(parsed.subject(), Some("café"));
    assert_eq!(parsed.body_text(0).as_deref(), Some("café\r\n"));
}

#[test]
fn eai_local_parts_need_smtputf8() {
    let o = build_link("mailto:%3Ccaf%C3%A9@example.org%3E");
    assert!(o.needs_smtputf8());
    assert_eq!(o.rcpt_to(), ["café@example.org"]);
}

#[test]
fn quoted_local_parts_survive() {
    let o = build_link("mailto:%22not%40me%22@example.org");
    assert_eq!(o.rcpt_to(), ["\"not@me\"@example.org"]);
}

#[test]
fn bodies_get_crlf_everywhere_and_a_final_line_break() {
    let mut draft = Draft {
        to: parse("mailto:a@example.org").unwrap().to,
        body: "a\n.\rb\r\n..\n".into(),
        ..Draft::default()
    };
    let t = text(&build_stamped(&draft, &me(), stamp()).unwrap());
    assert!(t.ends_with("\r\n\r\na\r\n.\r\nb\r\n..\r\n"), "{t:?}");
    draft.body = "no final break".into();
    let t = text(&build_stamped(&draft, &me(), stamp()).unwrap());
    assert!(t.ends_with("no final break\r\n"));
    let bytes = t.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'\n' {
            assert_eq!(bytes[i - 1], b'\r', "bare LF at {i}");
        }
        if b == b'\r' {
            assert_eq!(bytes.get(i + 1), Some(&b'\n'), "bare CR at {i}");
        }
    }
}

#[test]
fn refuses_what_cannot_be_sent() {
    let draft = Draft::default();
    assert_eq!(
        build(&draft, &me()).unwrap_err(),
        MessageError::NoRecipients
    );
    let (draft, _) = from_link(parse("mailto:not-an-address").unwrap()).unwrap();
    assert!(matches!(
        build(&draft, &me()),
        Err(MessageError::InvalidRecipient { .. })
    ));
    let mut draft = Draft {
        to: parse("mailto:a@example.org").unwrap().to,
        subject: "a\r\nBcc: x@example.org".into(),
        ..Draft::default()
    };
    assert!(matches!(
        build(&draft, &me()),
        Err(MessageError::UnsafeHeaderValue { .. })
    ));
    draft.subject.clear();
    assert!(matches!(
        Identity::parse("a@example.org, b@example.org"),
        Err(MessageError::InvalidSender { .. })
    ));
    assert!(matches!(
        Identity::parse("nobody"),
        Err(MessageError::InvalidSender { .. })
    ));
}

#[test]
fn message_ids_use_the_senders_domain() {
    let s = Stamp::new(&me());
    assert!(s.message_id.starts_with('<') && s.message_id.ends_with("@example.net>"));
    assert_ne!(s, Stamp::new(&me()));
}

#[test]
fn refusals_name_the_field_in_the_words_they_always_used() {
    let (draft, _) = from_link(parse("mailto:?cc=not-an-address").unwrap()).unwrap();
    let e = build(&draft, &me()).unwrap_err();
    assert!(
        matches!(
            e,
            MessageError::InvalidRecipient {
                field: RecipientField::Cc,
                ..
            }
        ),
        "{e:?}"
    );
    assert!(
        e.to_string()
            .starts_with("the cc address \"not-an-address\""),
        "{e}"
    );
    let to = parse("mailto:a@example.org").unwrap().to;
    let mut named = to.clone();
    named[0].display_name = Some("A\nBcc: x@example.org".into());
    for (draft, from, field, words) in [
        (
            Draft {
                to: to.clone(),
                subject: "a\rb".into(),
                ..Draft::default()
            },
            me(),
            HeaderLine::Subject,
            "the subject contains",
        ),
        (
            Draft {
                to: to.clone(),
                references: Some("<a@x>\n<b@x>".into()),
                ..Draft::default()
            },
            me(),
            HeaderLine::Kept(Kept::References),
            "the References contains",
        ),
        (
            Draft {
                bcc: named,
                ..Draft::default()
            },
            me(),
            HeaderLine::RecipientName(RecipientField::Bcc),
            "the bcc name contains",
        ),
        (
            Draft {
                to,
                ..Draft::default()
            },
            Identity {
                name: Some("Me\u{7}".into()),
                ..me()
            },
            HeaderLine::SenderName,
            "the sender's name contains",
        ),
    ] {
        let e = build(&draft, &from).unwrap_err();
        assert_eq!(e, MessageError::UnsafeHeaderValue { field });
        assert!(e.to_string().starts_with(words), "{e}");
    }
}
