use std::time::{Duration, UNIX_EPOCH};

use mail_parser::{MessageParser, MimeHeaders};

use super::*;
use crate::attach::Attachment;
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

/// A file on disk, attached as the window attaches one.
fn attached_file(dir: &std::path::Path, name: &str, bytes: &[u8], kind: &str) -> Attachment {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    let meta = std::fs::metadata(&path).unwrap();
    Attachment {
        name: name.into(),
        content_type: kind.into(),
        source: crate::attach::Source::File {
            path,
            size: meta.len(),
            modified: meta.modified().ok(),
        },
    }
}

/// Binary bytes with a NUL, bare line ends and lines that start with a dot.
fn awkward_bytes(n: usize) -> Vec<u8> {
    let mut b: Vec<u8> = b".\r\n.\n..\r\0\xff\xfe".to_vec();
    b.extend((0..n).map(|i| (i * 7 % 256) as u8));
    b
}

fn with_files(dir: &std::path::Path) -> (Draft, Vec<u8>, Vec<u8>) {
    let cv = awkward_bytes(120_000);
    let notes = b"line one\nline two\r\n.\n".to_vec();
    let draft = Draft {
        to: parse("mailto:jobs@example.org").unwrap().to,
        subject: "Application".into(),
        body: "Hello,\n.\nmy CV is attached.".into(),
        attachments: vec![
            attached_file(dir, "Lebenslauf Jürgen Müller.pdf", &cv, "application/pdf"),
            Attachment {
                name: "notes.txt".into(),
                content_type: "text/plain; charset=utf-8".into(),
                source: crate::attach::Source::Bytes(notes.clone().into()),
            },
        ],
        ..Draft::default()
    };
    (draft, cv, notes)
}

#[test]
fn files_go_as_base64_parts_named_both_ways_and_arrive_as_they_were() {
    let dir = tempfile::tempdir().unwrap();
    let (draft, cv, notes) = with_files(dir.path());
    let o = build_stamped(&draft, &me(), stamp()).unwrap();
    let bytes = o.assemble().unwrap();
    assert_eq!(
        o.size(),
        bytes.len() as u64,
        "the size is known before reading"
    );
    assert!(bytes.is_ascii());
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'\n' {
            assert_eq!(bytes[i - 1], b'\r', "bare LF at {i}");
        }
        if b == b'\r' {
            assert_eq!(bytes.get(i + 1), Some(&b'\n'), "bare CR at {i}");
        }
    }
    let text = String::from_utf8(bytes.clone()).unwrap();
    assert!(text.lines().all(|l| l.len() <= 78), "lines stay short");
    assert!(
        text.contains("Content-Type: multipart/mixed;")
            && text.contains("boundary=\"=_mp_fixedexamplenet\""),
        "{text}"
    );
    // RFC 2231 continuations, as lettre folds them.
    assert!(text.contains(
        "filename*0*=utf-8''Lebenslauf%20J%C3%BCrgen%20M%C3%BCller.pd;\r\n filename*1*=f\r\n"
    ));
    assert!(text.contains("name=\"=?utf-8?b?"), "{text}");
    assert!(text.contains("Content-Disposition: attachment; filename=\"notes.txt\""));
    assert!(text.contains("Content-Type: text/plain; charset=utf-8; name=\"notes.txt\""));

    let m = MessageParser::default().parse(&bytes).unwrap();
    assert_eq!(m.subject(), Some("Application"));
    assert_eq!(
        m.body_text(0).as_deref(),
        Some("Hello,\r\n.\r\nmy CV is attached.\r\n")
    );
    let files: Vec<_> = m.attachments().collect();
    assert_eq!(files.len(), 2);
    assert_eq!(
        files[0].attachment_name(),
        Some("Lebenslauf Jürgen Müller.pdf")
    );
    assert_eq!(files[0].contents(), cv.as_slice());
    assert_eq!(files[1].attachment_name(), Some("notes.txt"));
    assert_eq!(files[1].contents(), notes.as_slice());
    // The name Content-Type carries, read on its own (as readers without RFC 2231 do).
    let name = files[0]
        .content_type()
        .and_then(|c| c.attribute("name"))
        .unwrap();
    assert_eq!(name, "Lebenslauf Jürgen Müller.pdf");
    let filename = files[0]
        .content_disposition()
        .and_then(|c| c.attribute("filename"))
        .unwrap();
    assert_eq!(filename, "Lebenslauf Jürgen Müller.pdf");
}

#[test]
fn what_is_shown_is_what_is_sent_but_the_bodies_and_reads_no_file() {
    let dir = tempfile::tempdir().unwrap();
    let (draft, _, _) = with_files(dir.path());
    let o = build_stamped(&draft, &me(), stamp()).unwrap();
    let sent = o.assemble().unwrap();
    let shown = o.shown();
    // Every shown byte is the sent byte, in order, with each body where a marker stands.
    let mut at = 0;
    for piece in &shown {
        match piece {
            Shown::Bytes(b) => {
                assert_eq!(&sent[at..at + b.len()], b.as_ref());
                at += b.len();
            }
            Shown::Body { encoded, .. } => at += *encoded as usize,
            Shown::Pending(p) => panic!("a plain message has nothing pending: {p:?}"),
        }
    }
    assert_eq!(at, sent.len());
    // Shown without the file: a file that vanished is still shown, and not sent.
    std::fs::remove_file(dir.path().join("Lebenslauf Jürgen Müller.pdf")).unwrap();
    let text = o.shown_text(&Lang::english());
    assert!(
        text.contains("[Lebenslauf Jürgen Müller.pdf: 120,011 bytes; 164,226 bytes as base64]"),
        "{text}"
    );
    assert!(
        text.contains("[notes.txt: 21 bytes; 28 bytes as base64]"),
        "{text}"
    );
    assert_eq!(o.formatted(), text.into_bytes());
    assert!(matches!(
        o.assemble(),
        Err(crate::attach::ReadError::Vanished { .. })
    ));
}

#[test]
fn without_files_nothing_changes() {
    let o = build_link("mailto:a@example.org?subject=x&body=y");
    assert!(o.attachments().is_empty());
    assert_eq!(o.assemble().unwrap(), o.formatted());
    assert_eq!(o.size(), o.formatted().len() as u64);
    assert_eq!(o.shown_text(&Lang::english()).into_bytes(), o.formatted());
}

#[test]
fn sizes_are_written_in_each_language_with_its_plural_forms() {
    use crate::i18n::{Rounding, Size};
    let lang = |t: &str| Lang::for_tags(&[t.parse().unwrap()]);
    let en = lang("en");
    assert_eq!(en.size(Size::Exact(1)), "1 byte");
    assert_eq!(en.size(Size::Exact(120_434)), "120,434 bytes");
    assert_eq!(en.size(Size::about(900)), "900 bytes");
    assert_eq!(en.size(Size::about(1_430_000)), "1.4 MB");
    assert_eq!(en.size(Size::about(120_434)), "120 kB");
    assert_eq!(en.size(Size::About(31_000_001, Rounding::Up)), "31.1 MB");
    assert_eq!(en.size(Size::About(24_999_999, Rounding::Down)), "24.9 MB");
    assert_eq!(en.size(Size::About(1_401_000, Rounding::Up)), "1.5 MB");
    assert_eq!(lang("de").size(Size::about(1_430_000)), "1,4 MB");
    assert_eq!(lang("de").size(Size::Exact(120_434)), "120.434 Byte");
    assert_eq!(lang("fr").size(Size::Exact(2)), "2 octets");
    assert_eq!(lang("ru").size(Size::Exact(2)), "2 байта");
    assert_eq!(lang("ru").size(Size::Exact(5)), "5 байт");
    assert_eq!(lang("pl").size(Size::Exact(22)), "22 bajty");
    assert_eq!(
        too_big("smtp.example.net", 31_000_000, 25_000_000).english(),
        "the message is 31 MB; smtp.example.net accepts up to 25 MB"
    );
}

/// A message to be signed is shown as it is sent, with the micalg and the signature to come;
/// its text part is quoted where a relay would change it; the signed part is the plain
/// message's entity, files included.
#[test]
fn a_signed_message_is_shown_as_it_is_sent() {
    let dir = tempfile::tempdir().unwrap();
    let (mut draft, _, _) = with_files(dir.path());
    draft.body = "Hello\nFrom me\n-- \nMe\n".into();
    let protection = Protection {
        encrypt: false,
        autocrypt: false,
    };
    let o = build_with(&draft, &me(), stamp(), Some(protection)).unwrap();
    let u = o.unprotected().unwrap().expect("to be signed");
    let signature = b"-----BEGIN PGP SIGNATURE-----\n\nabc\n-----END PGP SIGNATURE-----\n";
    let sent = u.signed(signature, "pgp-sha512", None);
    let mut at = 0;
    for piece in &o.shown() {
        match piece {
            Shown::Bytes(b) => {
                assert_eq!(
                    String::from_utf8_lossy(&sent[at..at + b.len()]),
                    String::from_utf8_lossy(b)
                );
                at += b.len();
            }
            Shown::Body { encoded, .. } => at += *encoded as usize,
            Shown::Pending(Pending::Micalg) => at += "pgp-sha512".len(),
            // Its three inner line breaks become CRLF; the last one is the delimiter's.
            Shown::Pending(Pending::Signature) => at += signature.len() + 3 - 1,
            Shown::Pending(p) => panic!("{p:?}"),
        }
    }
    assert_eq!(at, sent.len());
    let text = String::from_utf8(sent.clone()).unwrap();
    assert!(text.contains("Content-Transfer-Encoding: quoted-printable\r\n\r\nHello\r\n=46rom me\r\n--=20\r\nMe\r\n"), "{text}");
    assert!(text.contains("micalg=pgp-sha512"));
    // The plain message's fields stay outside; its entity is the signed part.
    let plain = build_stamped(&draft, &me(), stamp()).unwrap();
    assert!(text.starts_with("From: \"Me Myself\" <me@example.net>\r\n"));
    let parsed = MessageParser::default().parse(&sent).unwrap();
    assert_eq!(parsed.attachments().count(), plain.attachments().len() + 1);
    assert_eq!(
        parsed.body_text(0).as_deref(),
        Some("Hello\r\nFrom me\r\n-- \r\nMe\r\n")
    );
    let shown = o.shown_text(&Lang::english());
    assert!(
        shown.contains("micalg=[the hash GnuPG signs with"),
        "{shown}"
    );
    assert!(shown.contains("[the signature GnuPG makes"), "{shown}");
}

/// An encrypted message shows its structure, and none of its content but what stays outside.
#[test]
fn an_encrypted_message_shows_only_what_stays_outside() {
    let (draft, _) =
        from_link(parse("mailto:a@example.org?subject=Open&body=Secret").unwrap()).unwrap();
    let protection = Protection {
        encrypt: true,
        autocrypt: true,
    };
    let o = build_with(&draft, &me(), stamp(), Some(protection)).unwrap();
    let shown = o.shown_text(&Lang::english());
    assert!(shown.contains("Subject: Open\r\n"), "{shown}");
    assert!(
        shown.contains("Autocrypt: addr=me@example.net; keydata=\r\n [your public key"),
        "{shown}"
    );
    assert!(shown.contains("multipart/encrypted"), "{shown}");
    assert!(!shown.contains("Secret"), "{shown}");
    assert!(o.size() > build_stamped(&draft, &me(), stamp()).unwrap().size());
}
