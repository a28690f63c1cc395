//! SMTP submission over lettre's client with rustls: implicit TLS, required STARTTLS, or plain
//! where the config allows.
//!
//! Every wait is bounded. lettre's timeout covers socket reads and writes once connected, but
//! not the DNS lookup or an implicit-TLS handshake, so the conversation runs on a worker
//! thread that reports each step, and the caller gives up when a step makes no progress
//! within the account's timeout.

use std::io;
use std::net::{SocketAddr, ToSocketAddrs};
use std::sync::mpsc;
use std::time::Duration;

use lettre::transport::smtp::authentication::{Credentials, Mechanism};
use lettre::transport::smtp::client::{Certificate, SmtpConnection, TlsParameters};
use lettre::transport::smtp::commands::{Data, Ehlo, Mail, Quit, Rcpt, Rset};
use lettre::transport::smtp::extension::{ClientId, Extension, MailBodyParameter, MailParameter};
use lettre::transport::smtp::response::Response;

use crate::config::{Login, Security, Smtp};
use crate::credentials::Secret;

use super::error::says_too_big;
use super::{Delivery, SendError, Sent, SignInAdvice, Step, envelope_addresses};

/// The SMTP extension SIZE (RFC 1870) as the server's EHLO reply offers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SizeOffer {
    /// Not offered: MAIL FROM carries no SIZE, and the server's reply is the only limit.
    None,
    /// Offered without a fixed limit (`SIZE 0` or a bare `SIZE`).
    NoLimit,
    /// Offered with a limit in bytes.
    Limit(u64),
}

impl SizeOffer {
    /// From the EHLO reply's lines (the first names the server).
    fn from_ehlo<'a>(lines: impl Iterator<Item = &'a str>) -> Self {
        for line in lines.skip(1) {
            let mut words = line.split_ascii_whitespace();
            if !words.next().is_some_and(|w| w.eq_ignore_ascii_case("SIZE")) {
                continue;
            }
            return match words.next().map(str::parse::<u64>) {
                Some(Ok(0)) | None => Self::NoLimit,
                Some(Ok(n)) => Self::Limit(n),
                // A value that is not a number says nothing about a limit.
                Some(Err(_)) => Self::NoLimit,
            };
        }
        Self::None
    }

    fn limit(self) -> Option<u64> {
        match self {
            Self::Limit(n) => Some(n),
            _ => None,
        }
    }
}

/// Delivers over SMTP, giving up when a step makes no progress within the account's timeout
/// (longer for a large message).
pub(super) fn submit(
    smtp: &Smtp,
    delivery: &Delivery,
    on_step: &mut dyn FnMut(Step),
) -> Result<Sent, SendError> {
    match (
        submit_once(smtp, delivery, on_step),
        smtp.server.login.goa(),
    ) {
        (Err(e), Some(account)) if e.credentials_refused() => {
            renewed(account, e, || submit_once(smtp, delivery, on_step))
        }
        (result, _) => result,
    }
}

/// The server refused the password or token GNOME Online Accounts gave. As Geary does
/// (`goa-mediator.vala`), the daemon is asked once to renew the sign-in (`EnsureCredentials`:
/// a refreshed token, or a password it checks by logging in, marking the account in Settings
/// when that fails) and `attempt` is made again with what it gives then. A second refusal, or
/// the daemon's, says where the person signs in again. A daemon that cannot be asked leaves
/// the `refused` login as the server said it (the window still points to Online Accounts).
/// The login comes before MAIL FROM: no attempt can have sent the message.
fn renewed<T>(
    account: &crate::config::GoaAccount,
    refused: SendError,
    attempt: impl FnOnce() -> Result<T, SendError>,
) -> Result<T, SendError> {
    let again = |detail: String| {
        SendError::Password(crate::credentials::PasswordError::Goa(
            crate::goa::GoaError::SignInAgain {
                account: account.email.clone(),
                detail,
            },
        ))
    };
    match crate::goa::renew(account) {
        Ok(()) => {}
        Err(crate::goa::GoaError::Bus { .. } | crate::goa::GoaError::Unsupported) => {
            return Err(refused);
        }
        Err(other) => return Err(SendError::Password(other.into())),
    }
    attempt().map_err(|e| match e.refused_reply() {
        Some(reply) => again(reply),
        None => e,
    })
}

/// One attempt at [`submit`].
fn submit_once(
    smtp: &Smtp,
    delivery: &Delivery,
    on_step: &mut dyn FnMut(Step),
) -> Result<Sent, SendError> {
    on_step(Step::Password);
    let password = crate::credentials::for_login(&smtp.server.login)?;
    let d = delivery.clone();
    let s = smtp.clone();
    let limit = smtp.server.timeout + Duration::from_millis((delivery.bytes().len() / 20) as u64);
    watchdog(smtp, limit, on_step, move |step| {
        smtp_send(&s, password.as_ref(), &d, step)
    })
}

/// A refused OAuth 2.0 sign-in, with the server's words (Microsoft 365 says here that SMTP
/// AUTH is off for the mailbox, which no new sign-in fixes) and advice for the account's
/// way of getting tokens. The refused access token is forgotten.
fn sign_in_rejected(smtp: &Smtp, user: &str, reply: Option<String>) -> SendError {
    let advice = match smtp.server.login.sign_in() {
        Some(s) => {
            crate::oauth::forget_access_token(&crate::oauth::Settings::new(s, user));
            SignInAdvice::SignInAgain
        }
        _ => SignInAdvice::FreshToken,
    };
    SendError::SignInRejected {
        host: smtp.server.host.clone(),
        user: user.to_string(),
        reply,
        advice,
    }
}

/// What `config check --connect` learned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerReport {
    /// The EHLO reply lines (after STARTTLS, if any): what the server offers.
    pub ehlo: Vec<String>,
    /// Whether the connection is encrypted.
    pub encrypted: bool,
    /// Whether a login was made and accepted.
    pub logged_in: bool,
}

/// Connects, secures and logs in without sending anything, then says goodbye.
pub fn check_connection(
    smtp: &Smtp,
    on_step: &mut dyn FnMut(Step),
) -> Result<ServerReport, SendError> {
    on_step(Step::Password);
    let password = crate::credentials::for_login(&smtp.server.login)?;
    let s = smtp.clone();
    watchdog(smtp, smtp.server.timeout, on_step, move |step| {
        let (mut conn, _) = open(&s, password.as_ref(), step)?;
        let hello = hello_name(&s);
        let ehlo = conn
            .command(Ehlo::new(hello))
            .map_err(|e| classify(&s, Step::Connecting, &e))?;
        let report = ServerReport {
            ehlo: ehlo.message().map(str::to_string).collect(),
            encrypted: conn.is_encrypted(),
            logged_in: password.is_some(),
        };
        let _ = conn.command(Quit);
        Ok(report)
    })
}

enum Event<T> {
    Step(Step),
    Done(Result<T, SendError>),
}

/// Runs `work` on a worker thread; fails with [`SendError::TimedOut`] when a step makes no
/// progress within `limit`. A stuck worker is left to its socket timeouts.
fn watchdog<T: Send + 'static>(
    smtp: &Smtp,
    limit: Duration,
    on_step: &mut dyn FnMut(Step),
    work: impl FnOnce(&mut dyn FnMut(Step)) -> Result<T, SendError> + Send + 'static,
) -> Result<T, SendError> {
    let (tx, rx) = mpsc::channel();
    let step_tx = tx.clone();
    // Not a `Task`: the send's own thread runs the exchange here and watches its time limit.
    std::thread::spawn(move || {
        let mut report = |s: Step| {
            let _ = step_tx.send(Event::Step(s));
        };
        let result = work(&mut report);
        let _ = tx.send(Event::Done(result));
    });
    let mut current = Step::Resolving;
    loop {
        match rx.recv_timeout(limit) {
            Ok(Event::Step(s)) => {
                current = s;
                on_step(s);
            }
            Ok(Event::Done(result)) => return result,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                return Err(SendError::TimedOut {
                    host: smtp.server.host.clone(),
                    step: current,
                    seconds: limit.as_secs().max(1),
                });
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Err(SendError::Connection {
                    host: smtp.server.host.clone(),
                    step: current,
                    detail: "the sending thread stopped".into(),
                });
            }
        }
    }
}

fn hello_name(smtp: &Smtp) -> ClientId {
    match &smtp.ehlo_name {
        Some(name) => ClientId::Domain(name.clone()),
        // An address literal that reveals nothing about this machine.
        None => ClientId::Ipv4(std::net::Ipv4Addr::LOCALHOST),
    }
}

fn tls_parameters(smtp: &Smtp) -> Result<TlsParameters, SendError> {
    let tls_err = |detail: String| SendError::Tls {
        host: smtp.server.host.clone(),
        detail,
    };
    let mut builder = TlsParameters::builder(
        smtp.server
            .host
            .trim_start_matches('[')
            .trim_end_matches(']')
            .to_string(),
    );
    if let Some(ca) = &smtp.server.tls_ca {
        let pem = std::fs::read(ca)
            .map_err(|e| tls_err(format!("cannot read tls-ca {}: {e}", ca.display())))?;
        let cert = Certificate::from_pem(&pem).map_err(|e| {
            tls_err(format!(
                "tls-ca {} holds no usable PEM certificate ({e})",
                ca.display()
            ))
        })?;
        builder = builder.add_root_certificate(cert);
    }
    if smtp.server.accept_invalid_certs {
        builder = builder.dangerous_accept_invalid_certs(true);
    }
    builder.build_rustls().map_err(|e| tls_err(e.to_string()))
}

/// Resolves, connects, secures and logs in; and learns what the server offers for SIZE.
fn open(
    smtp: &Smtp,
    password: Option<&Secret>,
    step: &mut dyn FnMut(Step),
) -> Result<(SmtpConnection, SizeOffer), SendError> {
    step(Step::Resolving);
    let addrs: Vec<SocketAddr> = (
        smtp.server
            .host
            .trim_start_matches('[')
            .trim_end_matches(']'),
        smtp.server.port,
    )
        .to_socket_addrs()
        .map_err(|_| SendError::HostNotFound {
            host: smtp.server.host.clone(),
        })?
        .collect();
    if addrs.is_empty() {
        return Err(SendError::HostNotFound {
            host: smtp.server.host.clone(),
        });
    }
    step(Step::Connecting);
    let hello = hello_name(smtp);
    let tls = match smtp.server.security {
        Security::None => None,
        _ => Some(tls_parameters(smtp)?),
    };
    let wrapper = if smtp.server.security == Security::Tls {
        tls.as_ref()
    } else {
        None
    };
    let mut conn = SmtpConnection::connect(
        addrs.as_slice(),
        Some(smtp.server.timeout),
        &hello,
        wrapper,
        None,
    )
    .map_err(|e| classify(smtp, Step::Connecting, &e))?;
    if smtp.server.security == Security::Starttls {
        step(Step::Securing);
        if !conn.can_starttls() {
            let _ = conn.command(Quit);
            return Err(SendError::NoStartTls {
                host: smtp.server.host.clone(),
            });
        }
        if let Some(params) = &tls {
            conn.starttls(params, &hello)
                .map_err(|e| classify(smtp, Step::Securing, &e))?;
        }
    }
    // lettre reads the EHLO reply but keeps no SIZE (its ServerInfo): ask again, on the
    // secured connection and before logging in (RFC 5321 §4.1.4 lets a client repeat EHLO;
    // after AUTH some servers would forget the login).
    let ehlo = conn
        .command(Ehlo::new(hello.clone()))
        .map_err(|e| classify(smtp, Step::Connecting, &e))?;
    let size = SizeOffer::from_ehlo(ehlo.message());
    if let (Some(user), Some(password)) = (smtp.server.login.user(), password) {
        step(Step::LoggingIn);
        let oauth2 = matches!(smtp.server.login, Login::OAuth2 { .. });
        let (mechanisms, methods): (&[Mechanism], _) = if oauth2 {
            (&[Mechanism::Xoauth2], "XOAUTH2")
        } else {
            (&[Mechanism::Plain, Mechanism::Login], "PLAIN, LOGIN")
        };
        if conn.server_info().get_auth_mechanism(mechanisms).is_none() {
            let _ = conn.command(Quit);
            return Err(SendError::AuthUnsupported {
                host: smtp.server.host.clone(),
                methods,
            });
        }
        let creds = Credentials::new(user.to_string(), password.expose().to_string());
        conn.auth(mechanisms, &creds)
            .map_err(|e| match reply_of(&e) {
                reply if oauth2 && (e.is_permanent() || e.is_client()) => {
                    sign_in_rejected(smtp, user, reply)
                }
                Some(reply) if e.is_permanent() => SendError::AuthRejected {
                    user: user.to_string(),
                    reply,
                },
                _ => classify(smtp, Step::LoggingIn, &e),
            })?;
    }
    Ok((conn, size))
}

fn smtp_send(
    smtp: &Smtp,
    password: Option<&Secret>,
    d: &Delivery,
    step: &mut dyn FnMut(Step),
) -> Result<Sent, SendError> {
    let (from, rcpts) = envelope_addresses(d)?;
    let (mut conn, offer) = open(smtp, password, step)?;
    step(Step::Sending);
    let size = d.bytes().len() as u64;
    let too_big = |reply: Option<String>| SendError::TooBig {
        host: smtp.server.host.clone(),
        size,
        limit: offer.limit(),
        reply,
    };
    // Over the server's own limit: refused before any byte of the message goes.
    if offer.limit().is_some_and(|limit| size > limit) {
        let _ = conn.command(Quit);
        return Err(too_big(None));
    }
    let mut params = Vec::new();
    if offer != SizeOffer::None {
        params.push(MailParameter::Size(
            usize::try_from(size).unwrap_or(usize::MAX),
        ));
    }
    let needs_utf8 = !d.mail_from.is_ascii() || d.rcpt_to.iter().any(|r| !r.is_ascii());
    if needs_utf8 {
        if !conn.server_info().supports_feature(Extension::SmtpUtfEight) {
            let _ = conn.command(Quit);
            let address = std::iter::once(&d.mail_from)
                .chain(&d.rcpt_to)
                .find(|a| !a.is_ascii())
                .cloned()
                .unwrap_or_default();
            return Err(SendError::NoSmtpUtf8 {
                host: smtp.server.host.clone(),
                address,
            });
        }
        params.push(MailParameter::SmtpUtfEight);
    }
    if !d.bytes().is_ascii() && conn.server_info().supports_feature(Extension::EightBitMime) {
        params.push(MailParameter::Body(MailBodyParameter::EightBitMime));
    }
    let abort = |conn: &mut SmtpConnection| {
        let _ = conn.command(Rset);
        let _ = conn.command(Quit);
    };
    if let Err(e) = conn.command(Mail::new(Some(from), params)) {
        abort(&mut conn);
        return Err(match reply_of(&e) {
            // RFC 1870 §6.1: a 552 to MAIL FROM with SIZE= is the size refused.
            Some(reply)
                if says_too_big(&reply) || offer != SizeOffer::None && reply.starts_with("552") =>
            {
                too_big(Some(reply))
            }
            Some(reply) if e.is_permanent() => SendError::SenderRejected {
                address: d.mail_from.clone(),
                reply,
            },
            _ => classify(smtp, Step::Sending, &e),
        });
    }
    for (addr, text) in rcpts.into_iter().zip(&d.rcpt_to) {
        if let Err(e) = conn.command(Rcpt::new(addr, vec![])) {
            abort(&mut conn);
            return Err(match reply_of(&e) {
                Some(reply) if e.is_permanent() => SendError::RecipientRejected {
                    address: text.clone(),
                    reply,
                },
                _ => classify(smtp, Step::Sending, &e),
            });
        }
    }
    // lettre ends DATA with "\r\n.\r\n"; our message already ends with a line break, which
    // RFC 5321 §4.1.1.4 counts as the first CRLF of the terminator, so it is not sent twice.
    let payload = d.bytes().strip_suffix(b"\r\n").unwrap_or(d.bytes());
    // In pieces: lettre dot-stuffs each into a buffer of its own size, and a large message
    // is not copied whole again.
    let reply = conn
        .command(Data)
        .and_then(|_| conn.message_iter(payload.chunks(64 * 1024)))
        .map_err(|e| match reply_of(&e) {
            Some(reply) if says_too_big(&reply) => too_big(Some(reply)),
            Some(reply) if e.is_permanent() => SendError::MessageRejected { reply },
            _ => classify(smtp, Step::Sending, &e),
        })?;
    let _ = conn.command(Quit);
    Ok(Sent {
        reply: format_reply(&reply),
        recipients: d.rcpt_to.len(),
    })
}

fn format_reply(r: &Response) -> String {
    let text: Vec<&str> = r.message().collect();
    format!("{} {}", r.code(), text.join(" "))
}

/// The server's reply in an SMTP error (`550 5.1.1 no such user`), if it is one.
fn reply_of(e: &lettre::transport::smtp::Error) -> Option<String> {
    let code = e.status()?;
    let text = std::error::Error::source(e)
        .map(ToString::to_string)
        .unwrap_or_default();
    Some(format!("{code} {text}").trim().to_string())
}

/// Turns a lettre error into the sentence for its class.
fn classify(smtp: &Smtp, step: Step, e: &lettre::transport::smtp::Error) -> SendError {
    let host = smtp.server.host.clone();
    if let Some(reply) = reply_of(e) {
        if e.is_transient() {
            return SendError::TemporarilyUnavailable { reply };
        }
        return SendError::MessageRejected { reply };
    }
    let io_kind = source_io_kind(e);
    if io_kind == Some(io::ErrorKind::ConnectionRefused) {
        return SendError::ConnectionRefused {
            host,
            port: smtp.server.port,
        };
    }
    if e.is_timeout()
        || matches!(
            io_kind,
            Some(io::ErrorKind::TimedOut | io::ErrorKind::WouldBlock)
        )
    {
        return SendError::TimedOut {
            host,
            step,
            seconds: smtp.server.timeout.as_secs(),
        };
    }
    let text = std::error::Error::source(e).map_or_else(|| e.to_string(), ToString::to_string);
    if e.is_tls()
        || text.contains("certificate")
        || text.contains("tls") && !text.contains("STARTTLS")
    {
        return SendError::Tls {
            host,
            detail: certificate_problem(&text),
        };
    }
    SendError::Connection {
        host,
        step,
        detail: text,
    }
}

fn source_io_kind(e: &(dyn std::error::Error + 'static)) -> Option<io::ErrorKind> {
    let mut cur = std::error::Error::source(e);
    while let Some(s) = cur {
        if let Some(io) = s.downcast_ref::<io::Error>() {
            return Some(io.kind());
        }
        cur = s.source();
    }
    None
}

/// A person's words for the certificate errors rustls reports.
pub(super) fn certificate_problem(text: &str) -> String {
    let why = if text.contains("UnknownIssuer") || text.contains("unknown issuer") {
        "the server's certificate is not signed by an authority this system trusts (for a private CA, set tls-ca in the config)"
    } else if text.contains("NotValidForName") || text.contains("not valid for name") {
        "the server's certificate is for another host name: check host in the config"
    } else if text.contains("Expired") || text.contains("expired") {
        "the server's certificate has expired"
    } else if text.contains("NotValidYet") {
        "the server's certificate is not valid yet (check this computer's clock)"
    } else if text.contains("Revoked") {
        "the server's certificate has been revoked"
    } else if text.contains("CaUsedAsEndEntity") {
        "the server presents a CA certificate as its own"
    } else {
        return format!("{text}; check host, port and security in the config");
    };
    format!("{why} ({text})")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn certificate_problems_in_words() {
        assert!(certificate_problem("invalid peer certificate: UnknownIssuer").contains("tls-ca"));
        assert!(
            certificate_problem("invalid peer certificate: NotValidForName")
                .contains("another host name")
        );
    }

    #[test]
    fn size_is_read_from_the_ehlo_reply() {
        let offer = |lines: &[&str]| SizeOffer::from_ehlo(lines.iter().copied());
        assert_eq!(
            offer(&["mx.example.net", "PIPELINING", "SIZE 35882577"]),
            SizeOffer::Limit(35_882_577)
        );
        assert_eq!(offer(&["mx.example.net", "SIZE 0"]), SizeOffer::NoLimit);
        assert_eq!(offer(&["mx.example.net", "size"]), SizeOffer::NoLimit);
        assert_eq!(offer(&["mx.example.net", "8BITMIME"]), SizeOffer::None);
        // The greeting line is the server's name, never an extension.
        assert_eq!(offer(&["SIZE 10"]), SizeOffer::None);
    }

    #[test]
    fn steps_read_as_status() {
        assert_eq!(
            Step::Resolving.describe().english(),
            "looking up the server"
        );
        assert_eq!(
            Step::Resolving.during().english(),
            "while looking up the server"
        );
    }
}
