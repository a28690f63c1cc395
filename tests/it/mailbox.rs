//! The copy in the Sent folder and drafts on the server, against a real Dovecot and a real
//! SMTP server on 127.0.0.1: the copy lands exactly once with the bytes that were sent, no
//! failure sends twice or loses it, and the queue of unfiled copies survives a restart.

use std::io::{BufRead, Write};
use std::net::TcpListener;
use std::path::Path;
use std::time::{Duration, Instant};

use mailto_preview::config::{self, Account};
use mailto_preview::draft::open_link;
use mailto_preview::message::{Identity, as_sent, build};
use mailto_preview::send::imap::{self, FileError, Folder};
use mailto_preview::send::outbox::{self, Filing, NoCopy};
use mailto_preview::send::{Delivery, deliver};
use mailto_preview::store::Store;

use super::dovecot::{Dovecot, Folders, LOGIN, PASSWORD};
use super::servers::{Mailin, Script, free_port, temp_dir};

const URI: &str = "mailto:ann@example.org?cc=bob@example.org&bcc=hidden@example.org&subject=Filed%20copy%20%E2%9C%93&body=Line%20one%0D%0A.%20dot%20line%0D%0Ab%C3%BCcher";

/// An account sending through `smtp_port` whose mailbox is on `imap_port`; `extra` goes into
/// the account, `imap_extra` into its imap table.
fn account(smtp_port: u16, imap_port: u16, extra: &str, imap_extra: &str) -> Account {
    let text = format!(
        "[accounts.test]\nemail = \"me@example.net\"\ndisplay-name = \"Me\"\nhost = \"127.0.0.1\"\n\
         port = {smtp_port}\nsecurity = \"none\"\ntimeout = 5\n{extra}\n\
         [accounts.test.imap]\nhost = \"127.0.0.1\"\nport = {imap_port}\nsecurity = \"none\"\n\
         username = \"{LOGIN}\"\npassword = \"{PASSWORD}\"\ntimeout = 3\n{imap_extra}"
    );
    let c = config::parse(&text, Path::new("test.toml"), Some(0o600))
        .unwrap_or_else(|e| panic!("{e}"));
    c.accounts[0].clone()
}

fn delivery(a: &Account) -> Delivery {
    let d = open_link(URI).unwrap().0;
    Delivery::from(&build(&as_sent(&d, a), &Identity::of(a).unwrap()).unwrap())
}

fn message_id(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    text.lines()
        .find_map(|l| l.strip_prefix("Message-ID: "))
        .unwrap_or_default()
        .to_string()
}

fn a_sent_message_is_filed_once_with_the_bytes_that_were_sent_and_bcc() {
    let dovecot = Dovecot::start(Folders::SpecialUse);
    let smtp = Mailin::start(false, Script::default());
    let a = account(smtp.port, dovecot.port, "", "");
    let store = Store::at(temp_dir("store-filed"));
    let out = delivery(&a);
    let mut steps = Vec::new();
    let done = deliver(&out, &a, &store, &mut |s| steps.push(s)).unwrap();
    match &done.filing {
        Filing::Filed(f) => assert_eq!(f.folder, "Sent"),
        other => panic!("{other:?}\n{}", dovecot.log()),
    }
    assert_eq!(steps.last(), Some(&mailto_preview::send::Step::Filing));
    // SMTP saw the message once, without Bcc.
    let seen = smtp.seen();
    assert_eq!(seen.messages.len(), 1);
    assert_eq!(seen.messages[0].2, out.bytes);
    assert!(!String::from_utf8_lossy(&out.bytes).contains("hidden@example.org"));
    // Sent holds exactly one copy: the bytes sent, with the Bcc header in front, \Seen.
    let sent = dovecot.messages("Sent");
    assert_eq!(sent.len(), 1, "{sent:?}");
    let (flags, bytes) = &sent[0];
    assert!(flags.iter().any(|f| f == "Seen"), "{flags:?}");
    assert_eq!(bytes, &out.copy_for_sent());
    assert!(bytes.starts_with(b"Bcc: hidden@example.org\r\n"), "{}", String::from_utf8_lossy(bytes));
    assert_eq!(&bytes[bytes.len() - out.bytes.len()..], &out.bytes[..]);
    assert_eq!(message_id(bytes), message_id(&out.bytes));
    // Nothing waits, and the local copy is in the local sent folder.
    assert!(store.unfiled().unwrap().is_empty());
    assert!(done.path.starts_with(store.sent_dir()));
    assert!(dovecot.log().contains("Login: user=<alice>"));
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![a_sent_message_is_filed_once_with_the_bytes_that_were_sent_and_bcc]
}
