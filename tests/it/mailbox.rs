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
use mailto_preview::session::Status;
use mailto_preview::store::Store;
use mailto_preview::ui::{AppOptions, PreviewApp};

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use super::dovecot::{Dovecot, Folders, LOGIN, PASSWORD};
use super::servers::{Mailin, Script, free_port, temp_dir};
use super::window::{sent_and_filed_or_not_asked, step_until};

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
    let c =
        config::parse(&text, Path::new("test.toml"), Some(0o600)).unwrap_or_else(|e| panic!("{e}"));
    c.accounts[0].clone()
}

fn delivery(a: &Account) -> Delivery {
    let d = open_link(URI).unwrap().0;
    Delivery::from(&build(&as_sent(&d, a), &Identity::of(a).unwrap()).unwrap())
}

/// Sends the test message through `a` with a fresh store: what Send does.
fn send_with(a: &Account, tag: &str) -> mailto_preview::send::Delivered {
    deliver(&delivery(a), a, &Store::at(temp_dir(tag)), &mut |_| {}).unwrap()
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
    assert_eq!(seen.messages[0].2, out.bytes());
    assert!(!String::from_utf8_lossy(out.bytes()).contains("hidden@example.org"));
    // Sent holds exactly one copy: the bytes sent, with the Bcc header in front, \Seen.
    let sent = dovecot.messages("Sent");
    assert_eq!(sent.len(), 1, "{sent:?}");
    let (flags, bytes) = &sent[0];
    assert!(flags.iter().any(|f| f == "Seen"), "{flags:?}");
    assert_eq!(bytes, out.copy_for_sent());
    assert!(
        bytes.starts_with(b"Bcc: hidden@example.org\r\n"),
        "{}",
        String::from_utf8_lossy(bytes)
    );
    assert_eq!(&bytes[bytes.len() - out.bytes().len()..], out.bytes());
    assert_eq!(message_id(bytes), message_id(out.bytes()));
    // Nothing waits, and the local copy is in the local sent folder.
    assert!(store.unfiled().unwrap().is_empty());
    assert!(done.path.starts_with(store.sent_dir()));
    assert!(dovecot.log().contains("Login: user=<alice>"));
}

fn without_special_use_sent_is_found_by_its_usual_name() {
    let dovecot = Dovecot::start(Folders::NamesOnly);
    let smtp = Mailin::start(false, Script::default());
    let a = account(smtp.port, dovecot.port, "", "");
    let store = Store::at(temp_dir("store-names"));
    let out = delivery(&a);
    let done = deliver(&out, &a, &store, &mut |_| {}).unwrap();
    match &done.filing {
        Filing::Filed(f) => assert_eq!(f.folder, "Sent Items"),
        other => panic!("{other:?}"),
    }
    assert_eq!(dovecot.messages("Sent Items").len(), 1);
    // What `config check --connect` says about the same mailbox.
    let report = imap::check(a.imap.as_ref().unwrap()).unwrap();
    assert_eq!(report.sent, Ok("Sent Items".to_string()));
    assert_eq!(report.drafts, Ok("Drafts".to_string()));
    assert!(
        !report.capabilities.iter().any(|c| c == "SPECIAL-USE"),
        "{:?}",
        report.capabilities
    );
}

fn a_named_folder_wins_and_a_missing_one_is_refused_in_words() {
    let dovecot = Dovecot::start(Folders::SpecialUse);
    let smtp = Mailin::start(false, Script::default());
    let a = account(smtp.port, dovecot.port, "", "sent-folder = \"Trash\"\n");
    let done = send_with(&a, "store-named");
    assert!(
        matches!(&done.filing, Filing::Filed(f) if f.folder == "Trash"),
        "{:?}",
        done.filing
    );
    assert_eq!(dovecot.messages("Trash").len(), 1);
    assert!(dovecot.messages("Sent").is_empty());
    // A folder that does not exist: sent, not filed, and the sentence names the folders.
    let a = account(smtp.port, dovecot.port, "", "sent-folder = \"Gesendet\"\n");
    let done = send_with(&a, "store-missing");
    match &done.filing {
        Filing::Failed {
            error: e @ FileError::NoSuchFolder { .. },
            queued: Some(_),
        } => {
            let text = e.to_string();
            assert!(
                text.contains("\"Gesendet\" that imap.sent-folder names"),
                "{text}"
            );
            for f in ["INBOX", "Sent", "Drafts", "Trash"] {
                assert!(text.contains(f), "{text}");
            }
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(smtp.seen().messages.len(), 2, "each message was sent once");
}

/// Refused, timed out, dropped: each is "sent, not filed", queued, and never sent again; the
/// queue survives a restart (a new Store on the same folder) and is filed from there, once.
fn a_copy_that_cannot_be_filed_waits_and_is_filed_later_without_sending_again() {
    let smtp = Mailin::start(false, Script::default());
    let root = temp_dir("store-queue");
    let full = Dovecot::start(Folders::OverQuota);
    let silent = silent_server();
    let dropper = dropping_imap_server();
    let mut queued = Vec::new();
    for (port, what) in [
        (full.port, "over quota"),
        (silent, "silent"),
        (dropper, "dropping"),
    ] {
        let a = account(smtp.port, port, "", "");
        let store = Store::at(&root);
        let started = Instant::now();
        let done = deliver(&delivery(&a), &a, &store, &mut |_| {}).unwrap();
        match (&done.filing, what) {
            (
                Filing::Failed {
                    error: FileError::Refused { reply, .. },
                    queued: Some(q),
                },
                "over quota",
            ) => {
                assert!(reply.to_ascii_lowercase().contains("quota"), "{reply}");
                queued.push(q.clone());
            }
            (
                Filing::Failed {
                    error: FileError::TimedOut { seconds, .. },
                    queued: Some(q),
                },
                "silent",
            ) => {
                assert!(*seconds <= 12, "{seconds}");
                assert!(
                    started.elapsed() < Duration::from_secs(20),
                    "{:?}",
                    started.elapsed()
                );
                queued.push(q.clone());
            }
            (
                Filing::Failed {
                    error: FileError::Connection { .. },
                    queued: Some(q),
                },
                "dropping",
            ) => {
                queued.push(q.clone());
            }
            (other, what) => panic!("{what}: {other:?}\n{}", full.log()),
        }
        let sentence = done.filing.text().unwrap().english();
        assert!(sentence.contains("not sent twice"), "{sentence}");
    }
    assert_eq!(
        smtp.seen().messages.len(),
        3,
        "three messages, each sent once"
    );
    drop(full);
    // The next start: a new store on the same folder, the mailbox working again.
    let dovecot = Dovecot::start(Folders::SpecialUse);
    let store = Store::at(&root);
    // The three copies wait (their names sort by the second they were queued in, so two
    // queued in the same second may come in either order).
    let mut waiting = store.unfiled().unwrap();
    waiting.sort();
    queued.sort();
    assert_eq!(waiting, queued);
    let a = account(smtp.port, dovecot.port, "", "");
    let cfg = config::Config {
        path: "test.toml".into(),
        accounts: vec![a],
        window: Default::default(),
        warnings: Vec::new(),
    };
    let results = outbox::retry_all(&cfg, &store);
    assert_eq!(results.len(), 3);
    for (path, r) in &results {
        assert!(r.is_ok(), "{}: {r:?}", path.display());
    }
    assert!(store.unfiled().unwrap().is_empty());
    let sent = dovecot.messages("Sent");
    assert_eq!(sent.len(), 3);
    assert_eq!(smtp.seen().messages.len(), 3, "filing sent nothing again");
    // The copies are the ones sent, with their Bcc.
    for (_, bytes) in &sent {
        let id = message_id(bytes);
        assert!(
            smtp.seen()
                .messages
                .iter()
                .any(|(_, _, data)| message_id(data) == id),
            "{id}"
        );
        assert!(bytes.starts_with(b"Bcc: hidden@example.org\r\n"));
    }
}

/// A retry after a copy that was stored but not confirmed finds it and stores nothing.
fn a_retry_finds_a_copy_already_there_by_its_message_id() {
    let dovecot = Dovecot::start(Folders::SpecialUse);
    let a = account(free_port(), dovecot.port, "", "");
    let out = delivery(&a);
    let copy = out.copy_for_sent();
    imap::file(a.imap.as_ref().unwrap(), Folder::Sent, copy, None).unwrap();
    let store = Store::at(temp_dir("store-dedup"));
    let q = store.queue_unfiled(copy, &out.envelope(&a.name)).unwrap();
    let filed = outbox::retry(&q, &a, &store).unwrap();
    assert!(filed.already_there);
    assert_eq!(dovecot.messages("Sent").len(), 1);
    assert!(store.unfiled().unwrap().is_empty());
}

fn a_draft_saved_to_the_server_is_in_drafts_flagged_as_one() {
    let dovecot = Dovecot::start(Folders::SpecialUse);
    let a = account(free_port(), dovecot.port, "server-drafts = true\n", "");
    let out = delivery(&a);
    let filed = outbox::save_draft_to_server(&out, &a).unwrap();
    assert_eq!(filed.folder, "Drafts");
    let drafts = dovecot.messages("Drafts");
    assert_eq!(drafts.len(), 1);
    assert!(
        drafts[0].0.iter().any(|f| f == "Draft"),
        "{:?}",
        drafts[0].0
    );
    assert_eq!(drafts[0].1, out.copy_for_sent(), "the draft keeps its Bcc");
}

fn xoauth2_signs_in_to_the_mailbox_and_a_bad_token_is_refused() {
    let dovecot = Dovecot::start(Folders::SpecialUse);
    let smtp = Mailin::start(false, Script::default());
    let token = dovecot.token();
    let oauth = |token: &str| {
        let text = format!(
            "[accounts.test]\nemail = \"me@example.net\"\nhost = \"127.0.0.1\"\nport = {}\n\
             security = \"none\"\ntimeout = 5\nusername = \"{LOGIN}\"\nauth = \"oauth2\"\n\
             oauth2.token-command = [\"printf\", \"%s\", \"{token}\"]\n\
             [accounts.test.imap]\nhost = \"127.0.0.1\"\nport = {}\nsecurity = \"none\"\ntimeout = 3\n",
            smtp.port, dovecot.port
        );
        config::parse(&text, Path::new("test.toml"), Some(0o600))
            .unwrap()
            .accounts[0]
            .clone()
    };
    let a = oauth(&token);
    let out = delivery(&a);
    let mailbox = a.imap.as_ref().unwrap();
    let filed = imap::file(mailbox, Folder::Sent, out.copy_for_sent(), None);
    assert!(filed.is_ok(), "{filed:?}\n{}", dovecot.log());
    assert!(
        dovecot.log().contains("method=XOAUTH2"),
        "{}",
        dovecot.log()
    );
    // One character of the signature changed, not the last: base64's last character carries
    // padding bits a decoder may ignore ("x" and "w" decode alike there), so changing it
    // forged nothing one time in sixteen.
    let at = token.len() - 5;
    let other = if &token[at..=at] == "A" { "B" } else { "A" };
    let forged = format!("{}{other}{}", &token[..at], &token[at + 1..]);
    let b = oauth(&forged);
    match imap::file(
        b.imap.as_ref().unwrap(),
        Folder::Sent,
        b"Subject: x\r\n\r\nx\r\n",
        None,
    ) {
        Err(e @ FileError::SignInRejected { .. }) => {
            assert!(e.needs_sign_in());
            assert!(
                e.to_string()
                    .contains("did not accept the sign-in for alice"),
                "{e}"
            );
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(dovecot.messages("Sent").len(), 1);
}

/// A server that knows only the standard OAUTHBEARER (RFC 7628) gets the token that way.
fn oauthbearer_where_the_server_has_no_xoauth2() {
    let dovecot = Dovecot::start_with_mechanisms(Folders::SpecialUse, "plain login oauthbearer");
    let text = format!(
        "[accounts.t]\nemail = \"me@example.net\"\nhost = \"127.0.0.1\"\nport = 1\nsecurity = \"none\"\n\
         username = \"{LOGIN}\"\nauth = \"oauth2\"\noauth2.token-command = [\"printf\", \"%s\", \"{}\"]\n\
         [accounts.t.imap]\nhost = \"127.0.0.1\"\nport = {}\nsecurity = \"none\"\ntimeout = 3\n",
        dovecot.token(),
        dovecot.port
    );
    let a = config::parse(&text, Path::new("t.toml"), Some(0o600))
        .unwrap()
        .accounts[0]
        .clone();
    let filed = imap::file(
        a.imap.as_ref().unwrap(),
        Folder::Sent,
        b"Subject: x\r\n\r\nx\r\n",
        None,
    );
    assert!(filed.is_ok(), "{filed:?}\n{}", dovecot.log());
    assert!(
        dovecot.log().contains("method=OAUTHBEARER"),
        "{}",
        dovecot.log()
    );
}

fn who_gets_a_copy_follows_sent_copy_and_the_provider() {
    let parse = |text: &str| {
        config::parse(
            &format!("[accounts.t]\nemail = \"me@example.net\"\n{text}"),
            Path::new("t.toml"),
            Some(0o600),
        )
        .unwrap_or_else(|e| panic!("{e}"))
        .accounts[0]
            .clone()
    };
    let imap = "\n[accounts.t.imap]\nhost = \"imap.example.net\"\n";
    let gmail = parse(&format!(
        "host = \"smtp.gmail.com\"\nport = 465\nusername = \"me\"\npassword.env = \"X\"{imap}"
    ));
    assert_eq!(outbox::copies_to_sent(&gmail), Err(NoCopy::ProviderFiles));
    let gmail_on = parse(&format!(
        "host = \"smtp.gmail.com\"\nusername = \"me\"\npassword.env = \"X\"\nsent-copy = \"on\"{imap}"
    ));
    assert_eq!(outbox::copies_to_sent(&gmail_on), Ok(()));
    let gmx = parse(&format!(
        "host = \"mail.gmx.net\"\nport = 465\nusername = \"me\"\npassword.env = \"X\"{imap}"
    ));
    assert_eq!(outbox::copies_to_sent(&gmx), Ok(()));
    let off = parse(&format!(
        "host = \"mail.gmx.net\"\nusername = \"me\"\npassword.env = \"X\"\nsent-copy = \"off\"{imap}"
    ));
    assert_eq!(outbox::copies_to_sent(&off), Err(NoCopy::Off));
    let no_mailbox = parse("host = \"mail.gmx.net\"\nusername = \"me\"\npassword.env = \"X\"\n");
    assert_eq!(outbox::copies_to_sent(&no_mailbox), Err(NoCopy::NoMailbox));
}

fn sent_copy_off_files_nothing() {
    let dovecot = Dovecot::start(Folders::SpecialUse);
    let smtp = Mailin::start(false, Script::default());
    let a = account(smtp.port, dovecot.port, "sent-copy = \"off\"\n", "");
    let done = send_with(&a, "store-off");
    assert_eq!(done.filing, Filing::NotAsked(NoCopy::Off));
    assert!(dovecot.messages("Sent").is_empty());
}

/// A window whose account sends to `smtp_port` and files in the mailbox on `imap_port`.
fn window(
    uri: &str,
    smtp_port: u16,
    imap_port: u16,
    extra: &str,
    tag: &str,
) -> (Harness<'static, PreviewApp>, Store) {
    window_in(&temp_dir(tag), uri, smtp_port, imap_port, extra)
}

/// [`window`] with its config and store in `dir`.
fn window_in(
    dir: &Path,
    uri: &str,
    smtp_port: u16,
    imap_port: u16,
    extra: &str,
) -> (Harness<'static, PreviewApp>, Store) {
    let config = dir.join("config.toml");
    std::fs::write(
        &config,
        format!(
            "[accounts.local]\nemail = \"me@example.net\"\ndisplay-name = \"Me\"\nhost = \"127.0.0.1\"\n\
             port = {smtp_port}\nsecurity = \"none\"\ntimeout = 5\n{extra}\n[accounts.local.imap]\n\
             host = \"127.0.0.1\"\nport = {imap_port}\nsecurity = \"none\"\nusername = \"{LOGIN}\"\n\
             password = \"{PASSWORD}\"\ntimeout = 2\n"
        ),
    )
    .unwrap();
    // A password in the file is refused unless only its owner can read it.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&config, std::fs::Permissions::from_mode(0o600)).unwrap();
    }
    let store = Store::at(dir.join("data"));
    let options = AppOptions {
        config_path: Some(config),
        store: Some(store.clone()),
        ..Default::default()
    };
    let uri = uri.to_string();
    let mut h = Harness::builder()
        .with_size([760.0, 1100.0])
        .with_step_dt(0.25)
        .allow_missing_glyphs()
        .with_max_steps(super::window::SETTLE_STEPS)
        .build_eframe(move |_cc| PreviewApp::new(uri.as_bytes(), options));
    // The half-second Send delay.
    for _ in 0..4 {
        h.step();
    }
    (h, store)
}

fn the_window_says_the_copy_is_in_sent() {
    let dovecot = Dovecot::start(Folders::SpecialUse);
    let smtp = Mailin::start(false, Script::default());
    let (mut h, _) = window(
        "mailto:a@example.org?subject=Hi&body=Filed",
        smtp.port,
        dovecot.port,
        "",
        "ui-filed",
    );
    h.get_by_role_and_label(Role::Button, "Send").click();
    step_until(&mut h, |app| app.session().is_sent());
    assert!(sent_and_filed_or_not_asked(h.state().session()));
    let status = h.state().status_line().unwrap();
    assert_eq!(status, "Sent to 1 recipient; and a copy is in Sent");
    h.run();
    h.get_by_label("Sent to 1 recipient; and a copy is in Sent");
    assert!(h.query_by_label("Retry filing").is_none());
    assert_eq!(dovecot.messages("Sent").len(), 1);
    assert_eq!(smtp.seen().messages.len(), 1);
}

/// The mailbox is down when the message goes out: sent, not filed, with Retry filing, which
/// files the copy once the mailbox is back and never sends the message again.
fn a_copy_not_filed_is_said_with_retry_filing_which_files_it_without_sending_again() {
    let smtp = Mailin::start(false, Script::default());
    let imap_port = free_port();
    let (mut h, store) = window(
        "mailto:a@example.org?subject=Hi&body=Later",
        smtp.port,
        imap_port,
        "",
        "ui-not-filed",
    );
    h.get_by_role_and_label(Role::Button, "Send").click();
    step_until(&mut h, |app| app.session().is_sent());
    h.run();
    assert!(matches!(
        h.state().session().status(),
        Some(Status::Sent {
            filing: Filing::Failed {
                queued: Some(_),
                ..
            },
            ..
        })
    ));
    let status = h.state().status_line().unwrap();
    assert!(
        status.contains(
            "Sent to 1 recipient; but not filed in your Sent folder: the mailbox server 127.0.0.1:"
        ),
        "{status}"
    );
    assert!(status.contains("refused the connection"), "{status}");
    assert!(status.contains("It was not sent twice"), "{status}");
    assert_eq!(store.unfiled().unwrap().len(), 1, "the copy waits on disk");
    // The window stays open with the sentence and the button.
    for _ in 0..20 {
        h.step();
    }
    assert!(!h.state().session().is_closed());
    let dovecot = Dovecot::start_on(Folders::SpecialUse, imap_port);
    h.get_by_role_and_label(Role::Button, "Retry filing")
        .click();
    step_until(&mut h, |app| {
        matches!(app.session().status(), Some(Status::Filed(_)))
    });
    assert_eq!(h.state().status_line().unwrap(), "The copy is in Sent now.");
    assert_eq!(dovecot.messages("Sent").len(), 1);
    assert_eq!(smtp.seen().messages.len(), 1, "Retry filing sent nothing");
    assert!(store.unfiled().unwrap().is_empty());
    // Then the window closes as after any send.
    step_until(&mut h, |app| app.session().is_closed());
}

/// Leaves `copy` waiting to be filed for the account "local", as a send whose filing failed
/// does.
pub(super) fn queue_copy(store: &Store, copy: &[u8]) {
    store
        .queue_unfiled(
            copy,
            &mailto_preview::store::StoredEnvelope {
                account: "local".into(),
                mail_from: "me@example.net".into(),
                rcpt_to: vec!["ann@example.org".into()],
                bcc_header: None,
            },
        )
        .unwrap();
}

/// A copy an earlier run could not file is not filed because a window opened (a link must not
/// make the program connect anywhere), but after the person's next approved send through the
/// same account.
fn copies_an_earlier_run_left_are_filed_after_the_next_approved_send() {
    let dovecot = Dovecot::start(Folders::SpecialUse);
    let smtp = Mailin::start(false, Script::default());
    let dir = temp_dir("ui-earlier");
    let store = Store::at(dir.join("data"));
    let copy = b"Message-ID: <earlier@example.net>\r\nTo: ann@example.org\r\nSubject: Earlier\r\n\r\nSent yesterday.\r\n";
    queue_copy(&store, copy);
    let (mut h, store) = window_in(
        &dir,
        "mailto:a@example.org?subject=Today",
        smtp.port,
        dovecot.port,
        "",
    );
    // A check that nothing happens: the window is drawn for two seconds of real time (long
    // enough for a login on a busy machine) and the mailbox sees no one.
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(2) {
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(dovecot.logins(), 0, "a window that opens connects nowhere");
    assert_eq!(store.unfiled().unwrap().len(), 1);
    h.get_by_role_and_label(Role::Button, "Send").click();
    step_until(&mut h, |app| app.session().is_sent());
    assert!(sent_and_filed_or_not_asked(h.state().session()));
    // The earlier copy follows, on its own thread, after the approved send.
    let start = Instant::now();
    while !store.unfiled().unwrap().is_empty() {
        assert!(start.elapsed() < Duration::from_secs(20), "never filed");
        std::thread::sleep(Duration::from_millis(20));
    }
    let sent = dovecot.messages("Sent");
    assert_eq!(sent.len(), 2);
    assert!(sent.iter().any(|(_, bytes)| bytes == copy));
    assert_eq!(
        smtp.seen().messages.len(),
        1,
        "only today's message was sent"
    );
}

fn save_draft_puts_it_in_the_mailboxs_drafts_too() {
    let dovecot = Dovecot::start(Folders::SpecialUse);
    let (mut h, store) = window(
        "mailto:a@example.org?subject=Later&body=Finish%20me",
        1,
        dovecot.port,
        "server-drafts = true\n",
        "ui-server-draft",
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    step_until(&mut h, |app| {
        matches!(app.session().status(), Some(Status::SavedToServer { .. }))
    });
    let status = h.state().status_line().unwrap();
    let local = store.drafts().unwrap();
    assert_eq!(local.len(), 1, "the draft is on disk too");
    assert_eq!(
        status,
        format!(
            "Saved as {} and in Drafts in your mailbox",
            local[0].display()
        )
    );
    let drafts = dovecot.messages("Drafts");
    assert_eq!(drafts.len(), 1);
    assert!(drafts[0].0.iter().any(|f| f == "Draft"));
    assert!(String::from_utf8_lossy(&drafts[0].1).contains("Finish me"));
}

/// The mailbox over STARTTLS and over implicit TLS, trusting the test CA through tls-ca; an
/// untrusted certificate is refused in words, and nothing is stored.
fn the_mailbox_is_reached_over_starttls_and_tls_and_an_untrusted_certificate_is_refused() {
    let dovecot = Dovecot::start_tls(Folders::SpecialUse);
    let ca = super::servers::pki().ca.display().to_string();
    let mailbox = |port: u16, security: &str, ca: &str| {
        let text = format!(
            "[accounts.t]\nemail = \"me@example.net\"\nsendmail = \"/bin/true\"\n\
             [accounts.t.imap]\nhost = \"localhost\"\nport = {port}\nsecurity = \"{security}\"\n\
             username = \"{LOGIN}\"\npassword = \"{PASSWORD}\"\ntimeout = 5\n{ca}"
        );
        config::parse(&text, Path::new("t.toml"), Some(0o600))
            .unwrap_or_else(|e| panic!("{e}"))
            .accounts[0]
            .imap
            .clone()
            .unwrap()
    };
    let tls_ca = format!("tls-ca = \"{ca}\"\n");
    for (port, security) in [
        (dovecot.port, "starttls"),
        (dovecot.tls_port.unwrap(), "tls"),
    ] {
        let m = mailbox(port, security, &tls_ca);
        let report =
            imap::check(&m).unwrap_or_else(|e| panic!("{security}: {e}\n{}", dovecot.log()));
        assert!(report.encrypted);
        assert_eq!(report.sent, Ok("Sent".into()));
        let filed = imap::file(&m, Folder::Sent, b"Subject: over TLS\r\n\r\nx\r\n", None);
        assert!(filed.is_ok(), "{security}: {filed:?}");
        match imap::file(
            &mailbox(port, security, ""),
            Folder::Sent,
            b"Subject: no\r\n\r\nx\r\n",
            None,
        ) {
            Err(e @ FileError::Tls { .. }) => {
                assert!(
                    e.to_string()
                        .contains("not signed by an authority this system trusts"),
                    "{e}"
                );
            }
            other => panic!("{security}: {other:?}"),
        }
    }
    assert_eq!(dovecot.messages("Sent").len(), 2);
    assert!(dovecot.log().contains("TLS"), "{}", dovecot.log());
}

/// A port that takes connections and never says a word.
fn silent_server() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for s in listener.incoming().flatten() {
            held.push(s);
        }
    });
    port
}

/// An IMAP server that greets, reads the login and closes the connection.
fn dropping_imap_server() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        for mut s in listener.incoming().flatten() {
            let _ = s.write_all(b"* OK [CAPABILITY IMAP4rev1] ready\r\n");
            let mut line = String::new();
            let _ = std::io::BufReader::new(&s).read_line(&mut line);
            let _ = s.shutdown(std::net::Shutdown::Both);
        }
    });
    port
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        a_sent_message_is_filed_once_with_the_bytes_that_were_sent_and_bcc,
        without_special_use_sent_is_found_by_its_usual_name,
        a_named_folder_wins_and_a_missing_one_is_refused_in_words,
        a_copy_that_cannot_be_filed_waits_and_is_filed_later_without_sending_again,
        a_retry_finds_a_copy_already_there_by_its_message_id,
        a_draft_saved_to_the_server_is_in_drafts_flagged_as_one,
        xoauth2_signs_in_to_the_mailbox_and_a_bad_token_is_refused,
        oauthbearer_where_the_server_has_no_xoauth2,
        who_gets_a_copy_follows_sent_copy_and_the_provider,
        sent_copy_off_files_nothing,
        the_window_says_the_copy_is_in_sent,
        a_copy_not_filed_is_said_with_retry_filing_which_files_it_without_sending_again,
        save_draft_puts_it_in_the_mailboxs_drafts_too,
        copies_an_earlier_run_left_are_filed_after_the_next_approved_send,
        the_mailbox_is_reached_over_starttls_and_tls_and_an_untrusted_certificate_is_refused
    ]
}
