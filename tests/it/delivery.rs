//! Delivery against real SMTP servers on 127.0.0.1: what arrives is exactly what was
//! previewed, and every failure class gives its sentence and keeps the message.

use std::net::TcpListener;
use std::path::Path;
use std::time::{Duration, Instant};

use mail_parser::MessageParser;
use mailto_preview::config::{self, Account};
use mailto_preview::draft::{Draft, open_link};
use mailto_preview::message::{Identity, as_sent, build};
use mailto_preview::send::{
    DeliverError, Delivery, SendError, Step, check_connection, deliver, send,
};
use mailto_preview::store::{Store, read_message};

use super::servers::{Aiosmtpd, Mailin, Script, dropping_server, free_port, pki, temp_dir};

/// An account from TOML, as a person would write it.
fn account(extra: &str) -> Account {
    let text =
        format!("[accounts.test]\nemail = \"me@example.net\"\ndisplay-name = \"Me\"\n{extra}");
    let c =
        config::parse(&text, Path::new("test.toml"), Some(0o600)).unwrap_or_else(|e| panic!("{e}"));
    c.accounts[0].clone()
}

fn plain(port: u16) -> Account {
    account(&format!(
        "host = \"127.0.0.1\"\nport = {port}\nsecurity = \"none\"\ntimeout = 5\n"
    ))
}

/// An account on `port` with STARTTLS whose password `password` a command prints (not an
/// environment variable: setting one here would race with the other tests' threads, which
/// read the environment through libc).
fn starttls(port: u16, password: &str, with_ca: bool) -> Account {
    let ca = if with_ca {
        format!("tls-ca = \"{}\"\n", pki().ca.display())
    } else {
        String::new()
    };
    account(&format!(
        "host = \"localhost\"\nport = {port}\nsecurity = \"starttls\"\nusername = \"me@example.net\"\n\
         password.command = [\"printf\", \"%s\", \"{password}\"]\ntimeout = 5\n{ca}"
    ))
}

fn draft(uri: &str) -> Draft {
    open_link(uri).unwrap().0
}

fn delivery(d: &Draft, a: &Account) -> Delivery {
    let out = build(&as_sent(d, a), &Identity::of(a).unwrap()).unwrap();
    Delivery::from(&out)
}

fn no_steps() -> impl FnMut(Step) {
    |_| {}
}

/// The checks every delivered message must pass: what is shown is what is sent.
fn check_received(d: &Draft, sent: &Delivery, mail_from: &str, rcpt: &[String], data: &[u8]) {
    assert_eq!(
        data,
        sent.bytes(),
        "the received bytes are the previewed bytes"
    );
    assert_eq!(mail_from, "me@example.net");
    let expected: Vec<String> = d.recipients().filter_map(|a| a.envelope()).collect();
    assert_eq!(rcpt, expected.as_slice(), "RCPT TO is To + Cc + Bcc");
    let m = MessageParser::default().parse(data).unwrap();
    let addrs = |l: Option<&mail_parser::Address>| -> Vec<String> {
        l.map(|a| {
            a.iter()
                .filter_map(|x| x.address())
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default()
    };
    assert_eq!(
        addrs(m.to()),
        d.to.iter().filter_map(|a| a.envelope()).collect::<Vec<_>>()
    );
    assert_eq!(
        addrs(m.cc()),
        d.cc.iter().filter_map(|a| a.envelope()).collect::<Vec<_>>()
    );
    assert_eq!(m.subject().unwrap_or_default(), d.subject);
    assert!(m.bcc().is_none(), "no Bcc header");
    assert_eq!(addrs(m.from()), ["me@example.net"]);
}

const URI: &str = "mailto:ann@example.org?cc=bob@example.org&bcc=hidden@example.org\
                   &subject=caf%C3%A9%20order&body=Hello%0D%0A.%0D%0A..%0D%0Aend";

fn plain_smtp_to_localhost_delivers_exactly_what_was_previewed() {
    let server = Mailin::start(false, Script::default());
    let a = plain(server.port);
    let d = draft(URI);
    let out = delivery(&d, &a);
    let mut steps = Vec::new();
    let sent = send(&out, &a, &mut |s| steps.push(s)).unwrap();
    assert_eq!(sent.recipients, 3);
    assert!(sent.reply.starts_with("250"), "{}", sent.reply);
    assert_eq!(
        steps,
        [
            Step::Password,
            Step::Resolving,
            Step::Connecting,
            Step::Sending
        ]
    );
    let seen = server.seen();
    assert_eq!(seen.messages.len(), 1);
    let (from, rcpt, data) = &seen.messages[0];
    check_received(&d, &out, from, rcpt, data);
}

fn starttls_with_login_and_a_private_ca() {
    let server = Mailin::with_password("right horse");
    let a = starttls(server.port, "right horse", true);
    let d = draft(URI);
    let out = delivery(&d, &a);
    let mut steps = Vec::new();
    send(&out, &a, &mut |s| steps.push(s)).unwrap();
    assert!(
        steps.contains(&Step::Securing) && steps.contains(&Step::LoggingIn),
        "{steps:?}"
    );
    let seen = server.seen();
    assert_eq!(
        seen.logins,
        [("me@example.net".to_string(), "right horse".to_string())]
    );
    let (from, rcpt, data) = &seen.messages[0];
    check_received(&d, &out, from, rcpt, data);

    let report = check_connection(
        match &a.transport {
            config::Transport::Smtp(s) => s,
            _ => unreachable!(),
        },
        &mut no_steps(),
    )
    .unwrap();
    assert!(report.encrypted && report.logged_in);
    assert!(
        report.ehlo.iter().any(|l| l.contains("AUTH")),
        "{:?}",
        report.ehlo
    );
    assert_eq!(
        server.seen().messages.len(),
        1,
        "check --connect sends nothing"
    );
}

fn a_wrong_password_is_rejected_in_words() {
    let server = Mailin::with_password("right");
    let a = starttls(server.port, "wrong", true);
    let e = send(&delivery(&draft(URI), &a), &a, &mut no_steps()).unwrap_err();
    assert!(matches!(e, SendError::AuthRejected { .. }), "{e:?}");
    assert!(e.to_string().contains("535"), "{e}");
    assert!(server.seen().messages.is_empty());
}

fn an_untrusted_certificate_is_refused_and_tls_ca_makes_it_trusted() {
    let server = Mailin::with_password("pw");
    let untrusting = starttls(server.port, "pw", false);
    let d = draft(URI);
    let e = send(&delivery(&d, &untrusting), &untrusting, &mut no_steps()).unwrap_err();
    assert!(matches!(e, SendError::Tls { .. }), "{e:?}");
    assert!(e.to_string().contains("tls-ca"), "{e}");
    assert!(
        server.seen().logins.is_empty(),
        "no password over an untrusted connection"
    );
    let trusting = starttls(server.port, "pw", true);
    send(&delivery(&d, &trusting), &trusting, &mut no_steps()).unwrap();
    assert_eq!(server.seen().messages.len(), 1);
}

fn a_rejected_recipient_is_named() {
    let server = Mailin::start(
        false,
        Script {
            reject_rcpt: Some("bob@example.org".into()),
            ..Script::default()
        },
    );
    let a = plain(server.port);
    let e = send(&delivery(&draft(URI), &a), &a, &mut no_steps()).unwrap_err();
    match &e {
        SendError::RecipientRejected { address, reply } => {
            assert_eq!(address, "bob@example.org");
            assert!(
                reply.starts_with("550") && reply.contains("Recipient address rejected"),
                "{reply}"
            );
        }
        other => panic!("{other:?}"),
    }
    assert!(server.seen().messages.is_empty());
}

fn a_4xx_keeps_the_draft_and_a_retry_delivers_it() {
    let server = Mailin::start(
        false,
        Script {
            temp_fail_once: true,
            ..Script::default()
        },
    );
    let store = Store::at(temp_dir("store-4xx"));
    let a = plain(server.port);
    let out = delivery(&draft(URI), &a);
    let draft_path = match deliver(&out, &a, &store, &mut no_steps()) {
        Err(DeliverError::NotSent { error, draft }) => {
            assert!(
                matches!(error, SendError::TemporarilyUnavailable { .. }),
                "{error:?}"
            );
            assert!(error.to_string().contains("try again later"));
            draft
        }
        other => panic!("{other:?}"),
    };
    let saved = read_message(&draft_path).unwrap();
    assert_eq!(saved.bytes, out.bytes(), "the draft on disk is the message");
    assert_eq!(saved.envelope.rcpt_to, out.rcpt_to);
    let done = mailto_preview::send::resend(&out, &a, &store, draft_path, &mut no_steps()).unwrap();
    assert!(done.path.starts_with(store.sent_dir()));
    assert!(store.drafts().unwrap().is_empty());
    assert_eq!(server.seen().messages.len(), 1);
}

fn a_connection_dropped_mid_data_keeps_the_draft() {
    let port = dropping_server();
    let store = Store::at(temp_dir("store-drop"));
    let a = plain(port);
    let d = draft(URI);
    match deliver(&delivery(&d, &a), &a, &store, &mut no_steps()) {
        Err(DeliverError::NotSent { error, draft }) => {
            assert!(matches!(error, SendError::Connection { .. }), "{error:?}");
            assert!(
                error.to_string().contains("may not have been delivered"),
                "{error}"
            );
            assert!(draft.exists());
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(store.drafts().unwrap().len(), 1);
}

fn a_server_that_never_answers_is_given_up_on_in_bounded_time() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let held = std::thread::spawn(move || {
        // Accept and say nothing.
        let conns: Vec<_> = listener.incoming().take(1).collect();
        std::thread::sleep(Duration::from_secs(6));
        drop(conns);
    });
    let a = account(&format!(
        "host = \"127.0.0.1\"\nport = {port}\nsecurity = \"none\"\ntimeout = 1\n"
    ));
    let start = Instant::now();
    let e = send(&delivery(&draft(URI), &a), &a, &mut no_steps()).unwrap_err();
    let took = start.elapsed();
    assert!(matches!(e, SendError::TimedOut { .. }), "{e:?}");
    assert!(took < Duration::from_secs(4), "gave up after {took:?}");
    assert!(
        e.to_string()
            .contains("did not answer within 1 second while"),
        "{e}"
    );
    drop(held);
}

fn an_implicit_tls_server_that_never_handshakes_is_given_up_on() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        let conns: Vec<_> = listener.incoming().take(1).collect();
        std::thread::sleep(Duration::from_secs(6));
        drop(conns);
    });
    let a = account(&format!(
        "host = \"localhost\"\nport = {port}\nsecurity = \"tls\"\ntimeout = 1\ntls-ca = \"{}\"\n",
        pki().ca.display()
    ));
    let start = Instant::now();
    let e = send(&delivery(&draft(URI), &a), &a, &mut no_steps()).unwrap_err();
    assert!(matches!(e, SendError::TimedOut { .. }), "{e:?}");
    assert!(start.elapsed() < Duration::from_secs(4));
}

fn a_closed_port_is_connection_refused() {
    let a = plain(free_port());
    let e = send(&delivery(&draft(URI), &a), &a, &mut no_steps()).unwrap_err();
    assert!(matches!(e, SendError::ConnectionRefused { .. }), "{e:?}");
    assert!(e.to_string().contains("refused the connection"));
}

fn an_international_local_part_needs_smtputf8() {
    // mailin does not offer SMTPUTF8.
    let server = Mailin::start(false, Script::default());
    let a = plain(server.port);
    let d = draft("mailto:%3Ccaf%C3%A9@example.org%3E?subject=x");
    let e = send(&delivery(&d, &a), &a, &mut no_steps()).unwrap_err();
    assert!(matches!(e, SendError::NoSmtpUtf8 { .. }), "{e:?}");
    assert!(e.to_string().contains("café@example.org"), "{e}");
    assert!(server.seen().messages.is_empty());

    let server = Aiosmtpd::start(true, false);
    let a = plain(server.port);
    let out = delivery(&d, &a);
    send(&out, &a, &mut no_steps()).unwrap();
    let got = server.received();
    assert_eq!(got.len(), 1);
    let r = &got[0];
    assert!(r.options.iter().any(|o| o == "SMTPUTF8"), "{:?}", r.options);
    check_received(&d, &out, &r.mail_from, &r.rcpt_to, &r.data);
}

fn implicit_tls_with_aiosmtpd() {
    let server = Aiosmtpd::start(false, true);
    let a = account(&format!(
        "host = \"localhost\"\nport = {}\nsecurity = \"tls\"\ntimeout = 5\ntls-ca = \"{}\"\n",
        server.port,
        pki().ca.display()
    ));
    let d = draft(URI);
    let out = delivery(&d, &a);
    send(&out, &a, &mut no_steps()).unwrap();
    let got = server.received();
    let r = &got[0];
    check_received(&d, &out, &r.mail_from, &r.rcpt_to, &r.data);
}

fn dots_and_bare_line_feeds_arrive_exactly_as_previewed() {
    let server = Mailin::start(false, Script::default());
    let a = plain(server.port);
    let mut d = draft("mailto:ann@example.org?subject=dots");
    d.body = ".\n..\nline\n.\rbare cr\n.".into();
    let out = delivery(&d, &a);
    send(&out, &a, &mut no_steps()).unwrap();
    let (from, rcpt, data) = server.seen().messages[0].clone();
    check_received(&d, &out, &from, &rcpt, &data);
    let body = MessageParser::default()
        .parse(&data)
        .unwrap()
        .body_text(0)
        .unwrap()
        .to_string();
    assert_eq!(body, ".\r\n..\r\nline\r\n.\r\nbare cr\r\n.\r\n");
}

fn signature_and_bcc_self_come_from_the_account() {
    let server = Mailin::start(false, Script::default());
    let a = account(&format!(
        "host = \"127.0.0.1\"\nport = {}\nsecurity = \"none\"\nsignature = \"Me\\nexample.net\"\nbcc-self = true\n",
        server.port
    ));
    let d = draft("mailto:ann@example.org?body=Hi");
    let out = delivery(&d, &a);
    send(&out, &a, &mut no_steps()).unwrap();
    let (_, rcpt, data) = server.seen().messages[0].clone();
    assert_eq!(rcpt, ["ann@example.org", "me@example.net"]);
    assert!(String::from_utf8_lossy(&data).ends_with("Hi\r\n-- \r\nMe\r\nexample.net\r\n"));
}

fn sendmail_accounts_hand_the_message_to_the_program() {
    let dir = temp_dir("sendmail");
    let script = dir.join("fake-sendmail");
    let capture = dir.join("captured");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\necho \"$@\" > {0}.args\ncat > {0}\n",
            capture.display()
        ),
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let a = account(&format!("sendmail = \"{}\"\n", script.display()));
    let d = draft(URI);
    let out = delivery(&d, &a);
    send(&out, &a, &mut no_steps()).unwrap();
    let args = std::fs::read_to_string(dir.join("captured.args")).unwrap();
    assert!(
        args.contains("me@example.net") && args.contains("hidden@example.org"),
        "{args}"
    );
    let data = std::fs::read(&capture).unwrap();
    let m = MessageParser::default().parse(&data).unwrap();
    assert_eq!(m.subject(), Some("café order"));
}

fn a_message_is_sent_with_xoauth2_and_the_token_from_the_token_command() {
    let server = Aiosmtpd::start_xoauth2("ya29.send-token");
    let a = account(&format!(
        "host = \"127.0.0.1\"\nport = {}\nsecurity = \"none\"\ntimeout = 5\nusername = \"me@example.net\"\nauth = \"oauth2\"\noauth2.token-command = [\"printf\", \"ya29.send-token\"]\n",
        server.port
    ));
    let d = draft(URI);
    let out = delivery(&d, &a);
    send(&out, &a, &mut no_steps()).unwrap();
    assert_eq!(server.sign_ins(), [("me@example.net".to_string(), true)]);
    let got = server.received();
    let r = &got[0];
    check_received(&d, &out, &r.mail_from, &r.rcpt_to, &r.data);
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        plain_smtp_to_localhost_delivers_exactly_what_was_previewed,
        starttls_with_login_and_a_private_ca,
        a_wrong_password_is_rejected_in_words,
        an_untrusted_certificate_is_refused_and_tls_ca_makes_it_trusted,
        a_rejected_recipient_is_named,
        a_4xx_keeps_the_draft_and_a_retry_delivers_it,
        a_connection_dropped_mid_data_keeps_the_draft,
        a_server_that_never_answers_is_given_up_on_in_bounded_time,
        an_implicit_tls_server_that_never_handshakes_is_given_up_on,
        a_closed_port_is_connection_refused,
        an_international_local_part_needs_smtputf8,
        implicit_tls_with_aiosmtpd,
        dots_and_bare_line_feeds_arrive_exactly_as_previewed,
        signature_and_bcc_self_come_from_the_account,
        sendmail_accounts_hand_the_message_to_the_program,
        a_message_is_sent_with_xoauth2_and_the_token_from_the_token_command
    ]
}
