//! Files the person attaches, against the real servers: aiosmtpd (with the SIZE it is told to
//! advertise) and Dovecot. Two files, one with a non-ASCII name and binary bytes, arrive
//! byte-identical and named both ways, and so does the copy in Sent; a message over the
//! server's SIZE is refused before any byte of it goes; a reply that says the message is too
//! big says so with both figures; a file that vanished stops the send and writes nothing; a
//! mailbox's APPENDLIMIT keeps the copy out of Sent, and the message is still sent.

use std::path::Path;

use mail_parser::{MessageParser, MimeHeaders};
use mailto_preview::attach::{Attachment, ReadError, Source};
use mailto_preview::config::{self, Account};
use mailto_preview::draft::{Draft, open_link};
use mailto_preview::message::{Identity, Outgoing, as_sent, build};
use mailto_preview::send::imap::FileError;
use mailto_preview::send::outbox::Filing;
use mailto_preview::send::{DeliverError, Delivered, Delivery, SendError, deliver_outgoing};
use mailto_preview::store::Store;

use super::dovecot::{Dovecot, Folders, LOGIN, PASSWORD};
use super::servers::{Aiosmtpd, temp_dir};

const NAME: &str = "Lebenslauf Jürgen Müller.pdf";

/// An account sending through `smtp_port`, with its mailbox on `imap_port` if given.
fn account(smtp_port: u16, imap_port: Option<u16>) -> Account {
    let mut text = format!(
        "[accounts.test]\nemail = \"me@example.net\"\ndisplay-name = \"Me\"\nhost = \"127.0.0.1\"\n\
         port = {smtp_port}\nsecurity = \"none\"\ntimeout = 5\n"
    );
    if let Some(port) = imap_port {
        text.push_str(&format!(
            "[accounts.test.imap]\nhost = \"127.0.0.1\"\nport = {port}\nsecurity = \"none\"\n\
             username = \"{LOGIN}\"\npassword = \"{PASSWORD}\"\ntimeout = 5\n"
        ));
    }
    let c =
        config::parse(&text, Path::new("test.toml"), Some(0o600)).unwrap_or_else(|e| panic!("{e}"));
    c.accounts[0].clone()
}

/// `bytes` written to `dir/name` and attached as the window attaches a file.
fn attach(dir: &Path, name: &str, bytes: &[u8], kind: &str) -> Attachment {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    let meta = std::fs::metadata(&path).unwrap();
    Attachment {
        name: name.into(),
        content_type: kind.into(),
        source: Source::File {
            path,
            size: meta.len(),
            modified: meta.modified().ok(),
        },
    }
}

/// Bytes no text transfer would keep: NULs, bare CR and LF, lines that start with a dot.
fn binary(n: usize) -> Vec<u8> {
    let mut b = b".\r\n..\r\n.\n\0\r.end\xff".to_vec();
    b.extend((0..n).map(|i| (i.wrapping_mul(31) % 251) as u8));
    b.extend_from_slice(b"\r\n.\r\n");
    b
}

/// The job application: a CV (binary, about 120 kB) and a text file with bare line feeds.
fn application(dir: &Path) -> (Draft, Vec<u8>, Vec<u8>) {
    let cv = binary(120_000);
    let notes = b"first\nsecond\n.\nlast".to_vec();
    let mut d = open_link(
        "mailto:jobs@example.org?subject=Application&body=Hello%2C%0A.%0Asee%20the%20CV.",
    )
    .unwrap()
    .0;
    d.attachments = vec![
        attach(dir, NAME, &cv, "application/pdf"),
        attach(dir, "notes.txt", &notes, "text/plain"),
    ];
    (d, cv, notes)
}

fn outgoing(d: &Draft, a: &Account) -> Outgoing {
    build(&as_sent(d, a), &Identity::of(a).unwrap()).unwrap()
}

/// What Send does with `out` through `a`: no draft to replace, no hold, nothing to sign.
fn send_now(out: &Outgoing, a: &Account, store: &Store) -> Result<Delivered, DeliverError> {
    deliver_outgoing(out, a, store, None, (None, None), &mut |_| {})
}

/// The message's two files, as a mail client reads them: each name as RFC 2231
/// (Content-Disposition) and as RFC 2047 (Content-Type's `name=`), and the decoded bytes.
fn files_in(bytes: &[u8]) -> Vec<(String, String, Vec<u8>)> {
    let m = MessageParser::default().parse(bytes).unwrap();
    m.attachments()
        .map(|p| {
            (
                p.content_disposition()
                    .and_then(|c| c.attribute("filename"))
                    .unwrap_or_default()
                    .to_string(),
                p.content_type()
                    .and_then(|c| c.attribute("name"))
                    .unwrap_or_default()
                    .to_string(),
                p.contents().to_vec(),
            )
        })
        .collect()
}

fn check_files(bytes: &[u8], cv: &[u8], notes: &[u8]) {
    let files = files_in(bytes);
    assert_eq!(files.len(), 2, "{}", String::from_utf8_lossy(bytes));
    assert_eq!((files[0].0.as_str(), files[0].1.as_str()), (NAME, NAME));
    assert_eq!(files[0].2, cv, "the CV arrives byte for byte");
    assert_eq!(
        (files[1].0.as_str(), files[1].1.as_str()),
        ("notes.txt", "notes.txt")
    );
    assert_eq!(files[1].2, notes, "bare line feeds stay bare");
}

fn two_files_arrive_byte_identical_and_named_and_so_does_the_copy_in_sent() {
    let dovecot = Dovecot::start(Folders::SpecialUse);
    let smtp = Aiosmtpd::start_sized(10_000_000, None);
    let a = account(smtp.port, Some(dovecot.port));
    let dir = temp_dir("attach-two");
    let (d, cv, notes) = application(&dir);
    let out = outgoing(&d, &a);
    let expected = Delivery::assemble(&out).unwrap();
    let store = Store::at(temp_dir("attach-two-store"));
    let done = send_now(&out, &a, &store).unwrap();

    let got = smtp.received();
    assert_eq!(got.len(), 1);
    assert_eq!(
        got[0].data,
        expected.bytes(),
        "the server has the bytes assembled"
    );
    assert_eq!(
        expected.bytes().len() as u64,
        out.size(),
        "the size said before"
    );
    let size_option = format!("SIZE={}", expected.bytes().len());
    assert!(
        got[0].options.contains(&size_option),
        "MAIL FROM declares the size: {:?}",
        got[0].options
    );
    check_files(&got[0].data, &cv, &notes);
    let text = MessageParser::default()
        .parse(&got[0].data)
        .unwrap()
        .body_text(0)
        .unwrap()
        .to_string();
    assert_eq!(text, "Hello,\r\n.\r\nsee the CV.\r\n");

    match &done.filing {
        Filing::Filed(f) => assert_eq!(f.folder, "Sent"),
        other => panic!("{other:?}\n{}", dovecot.log()),
    }
    let sent = dovecot.messages("Sent");
    assert_eq!(sent.len(), 1);
    assert_eq!(
        sent[0].1,
        expected.copy_for_sent(),
        "the copy is the bytes sent"
    );
    check_files(&sent[0].1, &cv, &notes);
    // The local copy is the message sent, in the sent folder.
    assert!(done.path.starts_with(store.sent_dir()));
    assert_eq!(
        mailto_preview::store::read_message(&done.path)
            .unwrap()
            .bytes,
        expected.bytes()
    );
}

fn an_over_size_message_is_refused_before_any_byte_of_it_goes() {
    let smtp = Aiosmtpd::start_sized(100_000, None);
    let a = account(smtp.port, None);
    let dir = temp_dir("attach-big");
    let (d, _, _) = application(&dir);
    let out = outgoing(&d, &a);
    let store = Store::at(temp_dir("attach-big-store"));
    let (error, draft) = match send_now(&out, &a, &store) {
        Err(DeliverError::NotSent { error, draft }) => (error, draft),
        other => panic!("{other:?}"),
    };
    assert_eq!(
        error,
        SendError::TooBig {
            host: "127.0.0.1".into(),
            size: out.size(),
            limit: Some(100_000),
            reply: None,
        }
    );
    assert_eq!(
        error.to_string(),
        "the message is 166 kB; 127.0.0.1 accepts up to 100 kB"
    );
    assert!(smtp.mail_commands().is_empty(), "no MAIL FROM was sent");
    assert!(smtp.received().is_empty(), "no DATA");
    assert!(draft.exists(), "the message is kept");

    // SIZE 0 is no limit: the same message goes, and MAIL FROM declares nothing.
    let open = Aiosmtpd::start_sized(0, None);
    let a = account(open.port, None);
    send_now(&outgoing(&d, &a), &a, &store).unwrap();
    let got = open.received();
    assert_eq!(got.len(), 1);
    assert!(
        !got[0].options.iter().any(|o| o.starts_with("SIZE")),
        "{:?}",
        got[0].options
    );
}

fn a_reply_that_says_too_big_gives_the_same_sentence_and_others_keep_theirs() {
    let dir = temp_dir("attach-552");
    let (d, _, _) = application(&dir);
    let store = Store::at(temp_dir("attach-552-store"));
    let refused = |size: u64, reply: &str| {
        let smtp = Aiosmtpd::start_sized(size, Some(reply));
        let a = account(smtp.port, None);
        let out = outgoing(&d, &a);
        match send_now(&out, &a, &store) {
            Err(DeliverError::NotSent { error, .. }) => (error, out.size()),
            other => panic!("{other:?}"),
        }
    };
    // The server gave its limit in EHLO but refuses at the end of DATA: the same sentence.
    let (e, size) = refused(
        10_000_000,
        "552 5.3.4 Message size exceeds fixed maximum message size",
    );
    assert!(
        matches!(&e, SendError::TooBig { size: s, limit: Some(_), reply: Some(_), .. } if *s == size),
        "{e:?}"
    );
    assert_eq!(
        e.to_string(),
        "the message is 166 kB; 127.0.0.1 accepts up to 10 MB"
    );
    // No SIZE in EHLO: the sentence says the size, and the server's words.
    let (e, _) = refused(0, "552 5.3.4 Message too big for system");
    assert_eq!(
        e.to_string(),
        "the message is 166 kB, more than 127.0.0.1 accepts (552 5.3.4 Message too big for system)"
    );
    let (e, _) = refused(0, "452 4.3.4 Message too big for system");
    assert!(matches!(e, SendError::TooBig { .. }), "{e:?}");
    // A refused file type is not a size.
    let (e, _) = refused(
        0,
        "552 5.7.0 This message was blocked because its content presents a potential security issue.",
    );
    assert!(matches!(e, SendError::MessageRejected { .. }), "{e:?}");
}

fn a_file_that_vanished_or_changed_stops_the_send_and_writes_nothing() {
    let smtp = Aiosmtpd::start_sized(0, None);
    let a = account(smtp.port, None);
    let dir = temp_dir("attach-gone");
    let (d, _, _) = application(&dir);
    let out = outgoing(&d, &a);
    // Shown after the file went away: the window still has all it shows.
    std::fs::remove_file(dir.join(NAME)).unwrap();
    assert!(
        out.shown_text(&mailto_preview::i18n::Lang::english())
            .contains(NAME)
    );
    let store = Store::at(temp_dir("attach-gone-store"));
    match send_now(&out, &a, &store) {
        Err(DeliverError::Attachment(ReadError::Vanished { path })) => {
            assert_eq!(path, dir.join(NAME));
        }
        other => panic!("{other:?}"),
    }
    // A file written to after it was attached is not sent either.
    std::fs::write(dir.join(NAME), b"another file").unwrap();
    match send_now(&out, &a, &store) {
        Err(e @ DeliverError::Attachment(ReadError::Changed { .. })) => {
            assert!(
                e.to_string().contains("changed after you attached it"),
                "{e}"
            );
        }
        other => panic!("{other:?}"),
    }
    assert!(store.drafts().unwrap().is_empty(), "nothing was saved");
    assert!(smtp.mail_commands().is_empty(), "nothing was sent");
    // The delivery made where the message is built refuses the same way.
    let delivery = Delivery::from(&out);
    assert!(delivery.unreadable().is_some());
    assert!(matches!(
        mailto_preview::send::deliver(&delivery, &a, &store, &mut |_| {}),
        Err(DeliverError::Attachment(_))
    ));
    assert!(store.drafts().unwrap().is_empty());
}

fn a_mailboxs_append_limit_keeps_the_copy_out_of_sent_and_the_message_is_sent() {
    let dovecot = Dovecot::start(Folders::AppendLimit);
    let smtp = Aiosmtpd::start_sized(0, None);
    let a = account(smtp.port, Some(dovecot.port));
    let dir = temp_dir("attach-appendlimit");
    let (d, _, _) = application(&dir);
    let out = outgoing(&d, &a);
    let store = Store::at(temp_dir("attach-appendlimit-store"));
    let done = send_now(&out, &a, &store).unwrap();
    assert_eq!(smtp.received().len(), 1, "the message was sent");
    match &done.filing {
        Filing::Failed {
            error: FileError::TooBig { limit, folder, .. },
            queued: None,
        } => assert_eq!((*limit, folder.as_str()), (4096, "Sent")),
        other => panic!("{other:?}\n{}", dovecot.log()),
    }
    assert_eq!(
        done.filing.text().unwrap().english(),
        "but not filed in your Sent folder: the message is 166 kB, and 127.0.0.1 keeps \
         messages of up to 4 kB in Sent"
    );
    assert!(dovecot.messages("Sent").is_empty(), "nothing was appended");
    assert!(
        store.unfiled().unwrap().is_empty(),
        "no copy waits for a retry that cannot succeed"
    );
    // A small message still goes in.
    let small = open_link("mailto:jobs@example.org?subject=short")
        .unwrap()
        .0;
    let done = send_now(&outgoing(&small, &a), &a, &store).unwrap();
    assert!(matches!(done.filing, Filing::Filed(_)), "{:?}", done.filing);
}

pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        two_files_arrive_byte_identical_and_named_and_so_does_the_copy_in_sent,
        an_over_size_message_is_refused_before_any_byte_of_it_goes,
        a_reply_that_says_too_big_gives_the_same_sentence_and_others_keep_theirs,
        a_file_that_vanished_or_changed_stops_the_send_and_writes_nothing,
        a_mailboxs_append_limit_keeps_the_copy_out_of_sent_and_the_message_is_sent
    ]
}
