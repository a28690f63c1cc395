//! Why a message was not sent: one sentence per failure, in the person's language, each
//! saying what to do.

use crate::attach::ReadError;
use crate::credentials::PasswordError;
use crate::i18n::{Localize, Rounding, Size, Text};

use super::Step;

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
    /// A message kept for later names an account the config no longer has.
    NoAccount {
        /// The account's name.
        account: String,
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
    /// The message is bigger than the server takes: refused before any byte of it went (the
    /// server's SIZE, RFC 1870), or by the server's reply (RFC 3463 X.3.4, X.2.3).
    TooBig {
        host: String,
        /// The message's size in bytes.
        size: u64,
        /// The server's limit, when it said one (EHLO's SIZE).
        limit: Option<u64>,
        /// The server's reply, when it refused the message itself.
        reply: Option<String>,
    },
    /// An attached file changed or vanished since it was attached.
    Attachment(ReadError),
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
                .arg("step", step.during())
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
                .arg("step", step.during())
                .arg("detail", detail),
            Self::Password(e) => e.text(),
            Self::NoAccount { account } => {
                Text::new("send-no-account").arg("account", account.as_str())
            }
            Self::HandsOver { account, target } => Text::new("send-hands-over")
                .arg("account", account)
                .arg("target", target),
            Self::Sendmail { program, detail } => Text::new("send-sendmail")
                .arg("program", program)
                .arg("detail", detail),
            Self::Envelope { address, detail } => Text::new("send-envelope")
                .arg("address", address)
                .arg("detail", detail),
            Self::TooBig {
                host,
                size,
                limit: Some(limit),
                ..
            } => crate::message::too_big(host, *size, *limit),
            Self::TooBig {
                host, size, reply, ..
            } => Text::new("send-too-big-reply")
                .arg("server", host)
                .arg("size", Size::About(*size, Rounding::Up))
                .arg("reply", reply.clone().unwrap_or_default()),
            Self::Attachment(e) => e.text(),
        }
    }
}

/// Whether an SMTP reply says the message is too big: its enhanced status code is X.3.4
/// ("message too big for system") or X.2.3 ("message length exceeds administrative limit"),
/// RFC 3463, permanent or temporary. Other 452 and 552 replies (too many recipients, 4.5.3;
/// a refused file type, Gmail's 552 5.7.0) keep their own meaning.
pub(super) fn says_too_big(reply: &str) -> bool {
    let mut words = reply.split([' ', '-']).filter(|w| !w.is_empty());
    let (Some(code), Some(enhanced)) = (words.next(), words.next()) else {
        return false;
    };
    let class = match code.as_bytes().first() {
        Some(b'4') => "4",
        Some(b'5') => "5",
        _ => return false,
    };
    [".3.4", ".2.3"]
        .iter()
        .any(|detail| enhanced == format!("{class}{detail}"))
}

impl SendError {
    /// Whether it failed as it does without a network: the name did not resolve, or the
    /// connection found no route or timed out before the server answered. A mistyped server
    /// fails the same way, so the window asks the network monitor too before it offers "Send
    /// when online".
    pub fn looks_offline(&self) -> bool {
        match self {
            Self::HostNotFound { .. } => true,
            Self::TimedOut { step, .. } | Self::Connection { step, .. } => {
                matches!(step, Step::Resolving | Step::Connecting)
            }
            _ => false,
        }
    }

    /// Whether signing in again in the browser (the built-in OAuth sign-in) can fix it: never
    /// signed in, a withdrawn sign-in, or a token the server refused.
    pub fn needs_sign_in(&self) -> bool {
        match self {
            Self::Password(PasswordError::SignIn(e)) => e.needs_sign_in(),
            Self::SignInRejected { .. } => true,
            _ => false,
        }
    }

    /// Whether the server refused the credentials themselves: a token (XOAUTH2), or a
    /// password with "authentication credentials invalid" (535, RFC 4954 §6; 5.7.8, RFC
    /// 3463). Other refusals of the login (encryption required, a suspended account) are not
    /// mended by a fresh password or token, and trying again would only add failed logins.
    pub fn credentials_refused(&self) -> bool {
        match self {
            Self::SignInRejected { .. } => true,
            Self::AuthRejected { reply, .. } => reply.starts_with("535") || reply.contains("5.7.8"),
            _ => false,
        }
    }

    /// The server's words when it refused the login.
    pub(super) fn refused_reply(&self) -> Option<String> {
        match self {
            Self::AuthRejected { reply, .. } => Some(reply.clone()),
            Self::SignInRejected { reply, host, .. } => {
                Some(reply.clone().unwrap_or_else(|| host.clone()))
            }
            _ => None,
        }
    }

    /// Whether an account of the desktop's (GNOME Online Accounts) failed for its sign-in:
    /// the daemon asks for it to be renewed, or the server refused what the daemon gave.
    /// The person puts it right in Settings → Online Accounts.
    pub fn refused_desktop_sign_in(&self) -> bool {
        match self {
            Self::Password(PasswordError::Goa(e)) => e.is_sign_in(),
            Self::SignInRejected { .. } | Self::AuthRejected { .. } => true,
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replies_that_say_too_big_are_told_from_other_452_and_552() {
        assert!(says_too_big("552 5.3.4 Message size exceeds fixed limit"));
        assert!(says_too_big(
            "552-5.3.4 Your message exceeded Google's message size limits."
        ));
        assert!(says_too_big("452 4.3.4 Message too big for system"));
        assert!(says_too_big(
            "552 5.2.3 Message length exceeds administrative limit"
        ));
        assert!(!says_too_big("452 4.5.3 Too many recipients"));
        assert!(!says_too_big(
            "552 5.7.0 This message was blocked because its content presents a potential security issue"
        ));
        assert!(!says_too_big("552 Requested mail action aborted"));
        assert!(!says_too_big("250 2.0.0 Ok"));
    }
}
