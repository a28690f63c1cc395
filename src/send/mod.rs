//! Delivery: the approved message to the account's server, over lettre's SMTP client with
//! rustls (implicit TLS, required STARTTLS, or plain where the config allows), or through a
//! local sendmail program. Called only after the person approved the message (or, for
//! `config check --connect`, to log in without sending): nothing else opens a connection.
//!
//! Every wait is bounded. lettre's timeout covers socket reads and writes once connected, but
//! not the DNS lookup or an implicit-TLS handshake, so the conversation runs on a worker
//! thread that reports each step, and the caller gives up when a step makes no progress
//! within the account's timeout. The result is typed: [`Sent`] with the server's reply, or a
//! [`SendError`] whose text says what to do.

use std::io;
use std::net::{SocketAddr, ToSocketAddrs};
use std::sync::mpsc;
use std::time::Duration;

use lettre::address::Envelope;
use lettre::transport::smtp::authentication::{Credentials, Mechanism};
use lettre::transport::smtp::client::{Certificate, SmtpConnection, TlsParameters};
use lettre::transport::smtp::commands::{Data, Ehlo, Mail, Quit, Rcpt, Rset};
use lettre::transport::smtp::extension::{ClientId, Extension, MailBodyParameter, MailParameter};
use lettre::transport::smtp::response::Response;
use lettre::{Address as LettreAddress, Transport as _};

use crate::config::{Account, Login, Security, Smtp, Transport};
use crate::credentials::{PasswordError, Secret};
use crate::i18n::{Localize, Text};
use crate::message::Outgoing;

/// A step of the conversation, reported as it starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Fetching the password.
    Password,
    /// Looking up the server's address.
    Resolving,
    /// Connecting (and, for implicit TLS, the handshake).
    Connecting,
    /// STARTTLS.
    Securing,
    /// AUTH.
    LoggingIn,
    /// MAIL, RCPT and DATA.
    Sending,
}

impl Step {
    /// What is happening, for a status line ("Connecting to the server...").
    pub fn describe(self) -> Text {
        Text::new(match self {
            Self::Password => "step-password",
            Self::Resolving => "step-resolving",
            Self::Connecting => "step-connecting",
            Self::Securing => "step-securing",
            Self::LoggingIn => "step-logging-in",
            Self::Sending => "step-sending",
        })
    }
}

/// A delivered message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sent {
    /// The server's final reply (`250 2.0.0 Ok: queued as ...`), or the sendmail program's.
    pub reply: String,
    /// How many recipients it went to.
    pub recipients: usize,
}

/// Why a message was not delivered. Each is a sentence the person can act on.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", Localize::text(self).english())]
pub enum SendError {
    /// DNS could not resolve the server.
    HostNotFound { host: String },
    /// Nothing listens at the address.
    ConnectionRefused { host: String, port: u16 },
    /// A step made no progress in time.
    TimedOut {
        host: String,
        /// What was happening.
        step: Step,
        /// The limit.
        seconds: u64,
    },
    /// The TLS handshake or certificate check failed.
    Tls {
        host: String,
        /// Which certificate problem, or what else went wrong.
        detail: String,
    },
    /// STARTTLS is required but not offered.
    NoStartTls { host: String },
    /// The login was refused.
    AuthRejected {
        /// The username.
        user: String,
        /// The server's reply.
        reply: String,
    },
    /// No login method in common.
    AuthUnsupported {
        host: String,
        /// The methods this account can use.
        methods: &'static str,
    },
    /// The OAuth 2.0 sign-in was refused (an expired or revoked token, or one for another
    /// account). Google answers a bad token with a 334 challenge carrying a JSON error before
    /// its 535; both end here.
    SignInRejected {
        host: String,
        /// The username.
        user: String,
        /// The server's words, when it gave any.
        reply: Option<String>,
        /// What to do, for the way this account gets its token.
        advice: SignInAdvice,
    },
    /// A recipient was refused.
    RecipientRejected {
        address: String,
        /// The server's reply.
        reply: String,
    },
    /// The sender address was refused.
    SenderRejected {
        address: String,
        /// The server's reply.
        reply: String,
    },
    /// The message was refused (5xx).
    MessageRejected {
        /// The server's reply.
        reply: String,
    },
    /// A 4xx reply: try later.
    TemporarilyUnavailable {
        /// The server's reply.
        reply: String,
    },
    /// An internationalised address needs SMTPUTF8, which the server lacks.
    NoSmtpUtf8 {
        host: String,
        /// The first non-ASCII address.
        address: String,
    },
    /// The connection broke.
    Connection {
        host: String,
        /// What was happening.
        step: Step,
        /// What the system said.
        detail: String,
    },
    /// The password could not be had.
    Password(#[from] PasswordError),
    /// The account does not send: it hands messages to webmail or a program.
    HandsOver {
        account: String,
        /// Its webmail or program id.
        target: String,
    },
    /// The local sendmail program failed.
    Sendmail {
        program: String,
        /// What it said.
        detail: String,
    },
    /// An address in the envelope is not usable.
    Envelope {
        address: String,
        /// Why.
        detail: String,
    },
}

/// What to do about a refused OAuth 2.0 sign-in, for the way the account gets its tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignInAdvice {
    /// The built-in sign-in: sign in again in the window or with `config sign-in`.
    SignInAgain,
    /// A token command: get a fresh token from it.
    FreshToken,
}

impl Localize for SendError {
    fn text(&self) -> Text {
        match self {
            Self::HostNotFound { host } => Text::new("send-host-not-found").arg("host", host),
            Self::ConnectionRefused { host, port } => Text::new("send-connection-refused")
                .arg("host", host)
                .arg("port", *port),
            Self::TimedOut {
                host,
                step,
                seconds,
            } => Text::new("send-timed-out")
                .arg("host", host)
                .arg("step", step.describe())
                .arg("seconds", *seconds),
            Self::Tls { host, detail } => Text::new("send-tls")
                .arg("host", host)
                .arg("detail", detail),
            Self::NoStartTls { host } => Text::new("send-no-starttls").arg("host", host),
            Self::AuthRejected { user, reply } => Text::new("send-auth-rejected")
                .arg("user", user)
                .arg("reply", reply),
            Self::AuthUnsupported { host, methods } => Text::new("send-auth-unsupported")
                .arg("host", host)
                .arg("methods", *methods),
            Self::SignInRejected {
                host,
                user,
                reply,
                advice,
            } => Text::new(match reply {
                Some(_) => "send-sign-in-rejected-reply",
                None => "send-sign-in-rejected",
            })
            .arg("host", host)
            .arg("user", user)
            .arg("reply", reply.clone().unwrap_or_default())
            .arg(
                "advice",
                Text::new(match advice {
                    SignInAdvice::SignInAgain => "send-advice-sign-in-again",
                    SignInAdvice::FreshToken => "send-advice-fresh-token",
                }),
            ),
            Self::RecipientRejected { address, reply } => Text::new("send-recipient-rejected")
                .arg("address", address)
                .arg("reply", reply),
            Self::SenderRejected { address, reply } => Text::new("send-sender-rejected")
                .arg("address", address)
                .arg("reply", reply),
            Self::MessageRejected { reply } => {
                Text::new("send-message-rejected").arg("reply", reply)
            }
            Self::TemporarilyUnavailable { reply } => {
                Text::new("send-temporarily-unavailable").arg("reply", reply)
            }
            Self::NoSmtpUtf8 { host, address } => Text::new("send-no-smtputf8")
                .arg("host", host)
                .arg("address", address),
            Self::Connection { host, step, detail } => Text::new("send-connection")
                .arg("host", host)
                .arg("step", step.describe())
                .arg("detail", detail),
            Self::Password(e) => e.text(),
            Self::HandsOver { account, target } => Text::new("send-hands-over")
                .arg("account", account)
                .arg("target", target),
            Self::Sendmail { program, detail } => Text::new("send-sendmail")
                .arg("program", program)
                .arg("detail", detail),
            Self::Envelope { address, detail } => Text::new("send-envelope")
                .arg("address", address)
                .arg("detail", detail),
        }
    }
}

impl Localize for DeliverError {
    fn text(&self) -> Text {
        match self {
            Self::NotSaved(e) => Text::new("deliver-not-saved").arg("error", e.text()),
            Self::NotSent { error, draft } => Text::new("deliver-not-sent")
                .arg("error", error.text())
                .arg("path", draft),
            Self::Interrupted { draft } => Text::new("deliver-interrupted").arg("path", draft),
        }
    }
}

impl SendError {
    /// Whether signing in again in the browser (the built-in OAuth sign-in) can fix it: never
    /// signed in, a withdrawn sign-in, or a token the server refused.
    pub fn needs_sign_in(&self) -> bool {
        match self {
            Self::Password(PasswordError::SignIn(e)) => e.needs_sign_in(),
            Self::SignInRejected { .. } => true,
            _ => false,
        }
    }
}

/// A refused OAuth 2.0 sign-in, with the server's words (Microsoft 365 says here that SMTP
/// AUTH is off for the mailbox, which no new sign-in fixes) and advice for the account's
/// way of getting tokens. The refused access token is forgotten.
fn sign_in_rejected(smtp: &Smtp, user: &str, reply: Option<String>) -> SendError {
    let advice = match smtp.server.login.sign_in() {
        Some(s) => {
            crate::signin::forget_access_token(&crate::signin::Settings::new(s, user));
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

/// What a message needs to be delivered: its bytes and its envelope.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delivery {
    /// MAIL FROM.
    pub mail_from: String,
    /// RCPT TO.
    pub rcpt_to: Vec<String>,
    /// The exact message.
    pub bytes: Vec<u8>,
}

impl Delivery {
    /// What is kept beside the message on disk: the account that sends it and its envelope
    /// (Bcc recipients are in no header).
    pub fn envelope(&self, account: &str) -> crate::store::StoredEnvelope {
        crate::store::StoredEnvelope {
            account: account.to_string(),
            mail_from: self.mail_from.clone(),
            rcpt_to: self.rcpt_to.clone(),
        }
    }
}

impl From<&Outgoing> for Delivery {
    fn from(o: &Outgoing) -> Self {
        Self {
            mail_from: o.mail_from().to_string(),
            rcpt_to: o.rcpt_to().to_vec(),
            bytes: o.formatted(),
        }
    }
}

/// Delivers through `account`, reporting each step to `on_step`.
pub fn send(
    delivery: &Delivery,
    account: &Account,
    on_step: &mut dyn FnMut(Step),
) -> Result<Sent, SendError> {
    match &account.transport {
        Transport::Smtp(smtp) => {
            on_step(Step::Password);
            let password = crate::credentials::for_login(&smtp.server.login)?;
            let d = delivery.clone();
            let s = smtp.clone();
            let limit =
                smtp.server.timeout + Duration::from_millis((delivery.bytes.len() / 20) as u64);
            watchdog(smtp, limit, on_step, move |step| {
                smtp_send(&s, password.as_ref(), &d, step)
            })
        }
        Transport::Sendmail(program) => sendmail(program, delivery),
        Transport::Handoff(target) => Err(SendError::HandsOver {
            account: account.name.clone(),
            target: target.id().to_string(),
        }),
    }
}

/// A message that was delivered, and where it is kept now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delivered {
    /// The server's answer.
    pub sent: Sent,
    /// The `.eml` in the sent folder (or still in drafts if the move failed).
    pub path: std::path::PathBuf,
}

/// Why [`deliver`] did not deliver; the message is never lost.
#[derive(Debug, thiserror::Error)]
#[error("{}", Localize::text(self).english())]
pub enum DeliverError {
    /// The message could not be saved first, so nothing was sent.
    NotSaved(#[from] crate::store::StoreError),
    /// Sending failed; the message is in the drafts folder.
    NotSent {
        /// Why.
        error: SendError,
        /// Where the message is.
        draft: std::path::PathBuf,
    },
    /// The sending stopped before it could say how it ended (it crashed).
    Interrupted {
        /// Where the message is.
        draft: std::path::PathBuf,
    },
}

/// Saves the message to drafts, sends it, and moves it to sent: what Send does. A failure
/// (or a crash) leaves it in drafts, and the error says where.
pub fn deliver(
    delivery: &Delivery,
    account: &Account,
    store: &crate::store::Store,
    on_step: &mut dyn FnMut(Step),
) -> Result<Delivered, DeliverError> {
    let draft = store.save_draft(&delivery.bytes, &delivery.envelope(&account.name))?;
    resend(delivery, account, store, draft, on_step)
}

/// Sends a message already saved at `draft` and moves it to sent on success.
pub fn resend(
    delivery: &Delivery,
    account: &Account,
    store: &crate::store::Store,
    draft: std::path::PathBuf,
    on_step: &mut dyn FnMut(Step),
) -> Result<Delivered, DeliverError> {
    match send(delivery, account, on_step) {
        Ok(sent) => {
            // Delivered even if the move fails: then it simply stays in drafts.
            let path = store.mark_sent(&draft).unwrap_or(draft);
            Ok(Delivered { sent, path })
        }
        Err(error) => Err(DeliverError::NotSent { error, draft }),
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
        let mut conn = open(&s, password.as_ref(), step)?;
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
    builder.build_rustls().map_err(|e| tls_err(e.to_string()))
}

/// Resolves, connects, secures and logs in.
fn open(
    smtp: &Smtp,
    password: Option<&Secret>,
    step: &mut dyn FnMut(Step),
) -> Result<SmtpConnection, SendError> {
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
    Ok(conn)
}

fn smtp_send(
    smtp: &Smtp,
    password: Option<&Secret>,
    d: &Delivery,
    step: &mut dyn FnMut(Step),
) -> Result<Sent, SendError> {
    let (from, rcpts) = envelope_addresses(d)?;
    let mut conn = open(smtp, password, step)?;
    step(Step::Sending);
    let mut params = Vec::new();
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
    if !d.bytes.is_ascii() && conn.server_info().supports_feature(Extension::EightBitMime) {
        params.push(MailParameter::Body(MailBodyParameter::EightBitMime));
    }
    let abort = |conn: &mut SmtpConnection| {
        let _ = conn.command(Rset);
        let _ = conn.command(Quit);
    };
    if let Err(e) = conn.command(Mail::new(Some(from), params)) {
        abort(&mut conn);
        return Err(match reply_of(&e) {
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
    let payload = d.bytes.strip_suffix(b"\r\n").unwrap_or(&d.bytes);
    let reply = conn
        .command(Data)
        .and_then(|_| conn.message(payload))
        .map_err(|e| match reply_of(&e) {
            Some(reply) if e.is_permanent() => SendError::MessageRejected { reply },
            _ => classify(smtp, Step::Sending, &e),
        })?;
    let _ = conn.command(Quit);
    Ok(Sent {
        reply: format_reply(&reply),
        recipients: d.rcpt_to.len(),
    })
}

/// MAIL FROM and RCPT TO as lettre's addresses.
fn envelope_addresses(d: &Delivery) -> Result<(LettreAddress, Vec<LettreAddress>), SendError> {
    let from = envelope_address(&d.mail_from)?;
    let to = d
        .rcpt_to
        .iter()
        .map(|r| envelope_address(r))
        .collect::<Result<Vec<_>, _>>()?;
    Ok((from, to))
}

fn envelope_address(a: &str) -> Result<LettreAddress, SendError> {
    a.parse()
        .map_err(|e: lettre::address::AddressError| SendError::Envelope {
            address: a.to_string(),
            detail: e.to_string(),
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
fn certificate_problem(text: &str) -> String {
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

fn sendmail(program: &std::path::Path, d: &Delivery) -> Result<Sent, SendError> {
    let program_s = program.display().to_string();
    let (from, to) = envelope_addresses(d)?;
    let envelope = Envelope::new(Some(from), to).map_err(|e| SendError::Sendmail {
        program: program_s.clone(),
        detail: e.to_string(),
    })?;
    lettre::SendmailTransport::new_with_command(program)
        .send_raw(&envelope, &d.bytes)
        .map_err(|e| SendError::Sendmail {
            program: program_s.clone(),
            detail: std::error::Error::source(&e)
                .map_or_else(|| e.to_string(), ToString::to_string),
        })?;
    Ok(Sent {
        reply: format!("accepted by {program_s}"),
        recipients: d.rcpt_to.len(),
    })
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
    fn steps_read_as_status() {
        assert_eq!(
            Step::Resolving.describe().english(),
            "looking up the server"
        );
    }
}
