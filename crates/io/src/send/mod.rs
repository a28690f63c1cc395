//! Delivery: the approved message to the account's server, then its copy to the person's
//! mailbox. Called only after the person approved the message (or, for `config check
//! --connect`, to log in without sending): nothing else opens a connection.
//!
//! [`deliver_outgoing`] is what Send does, step by step: the message is assembled (its
//! attached files read, each only if unchanged); it is saved to the local drafts folder; it is submitted ([`smtp`], lettre's SMTP client with rustls, or [`sendmail`], a
//! local program); it moves to the local sent folder; and its copy is filed in the Sent
//! folder of the account's mailbox ([`outbox`] over [`imap`]), which never sends again. Every
//! wait is bounded, and every result is typed: [`Delivered`] with the server's reply and what
//! became of the copy, or a [`DeliverError`] whose text says what to do and where the message
//! is.

mod error;
pub mod hold;
pub mod imap;
pub mod outbox;
mod sendmail;
mod smtp;

use std::path::Path;

use lettre::Address as LettreAddress;

use crate::attach::ReadError;
use crate::config::{Account, Transport};
use crate::i18n::{Localize, Text};
use crate::message::Outgoing;

pub use error::{SendError, SignInAdvice};
pub use hold::{Hold, HoldControl};
pub use smtp::{ServerReport, check_connection};

/// Sends of this process under way (held or connecting): the process stays until they end,
/// even when their window is gone.
static IN_FLIGHT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// How many sends of this process are under way now.
pub fn in_flight() -> usize {
    IN_FLIGHT.load(std::sync::atomic::Ordering::SeqCst)
}

/// Counts a send as under way while it lives: a window takes one before it starts the send's
/// thread (and gives it to the thread), so that the count never misses a send.
#[derive(Debug)]
pub struct InFlight;

/// A send under way, counted until the value is dropped ([`in_flight`]).
pub fn under_way() -> InFlight {
    InFlight::new()
}

impl InFlight {
    fn new() -> InFlight {
        IN_FLIGHT.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        InFlight
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        IN_FLIGHT.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
    }
}

/// A step of the conversation, reported as it starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// GnuPG signs (or signs and encrypts) the message, before anything is saved or held.
    Signing,
    /// GnuPG's agent asks for the passphrase (its own window, the pinentry).
    Passphrase,
    /// The message is saved and waits out the hold after Send, in which Undo takes it back.
    Held,
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
    /// The copy to the mailbox's Sent folder (IMAP APPEND).
    Filing,
}

impl Step {
    /// What is happening, for a status line ("Connecting to the server...").
    pub fn describe(self) -> Text {
        Text::new(match self {
            Self::Signing => "step-signing",
            Self::Passphrase => "step-passphrase",
            Self::Held => "step-held",
            Self::Password => "step-password",
            Self::Resolving => "step-resolving",
            Self::Connecting => "step-connecting",
            Self::Securing => "step-securing",
            Self::LoggingIn => "step-logging-in",
            Self::Sending => "step-sending",
            Self::Filing => "step-filing",
        })
    }

    /// The same step inside a sentence about what went wrong ("... did not answer within 30
    /// seconds while connecting to the server"): its own message, because a language words
    /// it differently there than after "Sending:".
    pub fn during(self) -> Text {
        Text::new(match self {
            Self::Signing => "step-while-signing",
            Self::Held => "step-while-held",
            Self::Passphrase => "step-while-passphrase",
            Self::Password => "step-while-password",
            Self::Resolving => "step-while-resolving",
            Self::Connecting => "step-while-connecting",
            Self::Securing => "step-while-securing",
            Self::LoggingIn => "step-while-logging-in",
            Self::Sending => "step-while-sending",
            Self::Filing => "step-while-filing",
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

impl Localize for DeliverError {
    fn text(&self) -> Text {
        match self {
            Self::NotSaved(e) => Text::new("deliver-not-saved").arg("error", e.text()),
            Self::NotSent { error, draft } => Text::new("deliver-not-sent")
                .arg("error", error.text())
                .arg("path", draft),
            Self::Interrupted { draft } => Text::new("deliver-interrupted").arg("path", draft),
            Self::Undone { draft } => Text::new("deliver-undone").arg("path", draft),
            Self::Attachment(e) => e.text(),
            Self::NotProtected(e) => e.text(),
        }
    }
}

/// What a message needs to be delivered: its bytes and its envelope.
///
/// The message and the copy for the Sent folder share one buffer: the copy is the Bcc line
/// followed by the exact message, so the message is the buffer after that line. A large
/// message is then in memory once, not twice, when its copy is filed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delivery {
    /// MAIL FROM.
    pub mail_from: String,
    /// RCPT TO.
    pub rcpt_to: Vec<String>,
    /// The Bcc line, then the exact message; shared, so that a clone (the sending thread's)
    /// does not copy it.
    copy: std::sync::Arc<Vec<u8>>,
    /// Where the message starts in `copy` (after the Bcc line).
    start: usize,
    /// The Bcc header the copy in the Sent folder carries (the message sent has none).
    pub bcc_header: Option<String>,
    /// An attached file that could not be read as it was attached, when this delivery was
    /// made with `From<&Outgoing>`: then `bytes` are the message as shown, and nothing
    /// sends or files them.
    unassembled: Option<ReadError>,
}

impl Delivery {
    /// A message's bytes and envelope (a saved draft's, for `send-draft`).
    pub fn new(
        mail_from: String,
        rcpt_to: Vec<String>,
        bytes: Vec<u8>,
        bcc_header: Option<String>,
    ) -> Self {
        let copy = match &bcc_header {
            None => bytes,
            Some(bcc) => {
                let mut copy = Vec::with_capacity(bcc.len() + bytes.len());
                copy.extend_from_slice(bcc.as_bytes());
                copy.extend_from_slice(&bytes);
                copy
            }
        };
        Self {
            mail_from,
            rcpt_to,
            start: bcc_header.as_ref().map_or(0, String::len),
            copy: std::sync::Arc::new(copy),
            bcc_header,
            unassembled: None,
        }
    }

    /// A stored message as it is sent (a queued one): read from disk straight behind the Bcc
    /// line of its copy, so that it is in memory once.
    pub fn read(eml: &Path) -> Result<Self, crate::store::StoreError> {
        use std::io::Read as _;
        let envelope = crate::store::read_envelope(eml)?;
        let failed = |source| crate::store::StoreError::Io {
            path: eml.to_path_buf(),
            source,
        };
        let mut file = std::fs::File::open(eml).map_err(failed)?;
        let size = file.metadata().map_or(0, |m| m.len());
        let prefix = envelope
            .bcc_header
            .as_deref()
            .unwrap_or_default()
            .as_bytes();
        let mut copy = Vec::with_capacity(prefix.len() + usize::try_from(size).unwrap_or(0));
        copy.extend_from_slice(prefix);
        file.read_to_end(&mut copy).map_err(failed)?;
        Ok(Self {
            start: prefix.len(),
            mail_from: envelope.mail_from,
            rcpt_to: envelope.rcpt_to,
            copy: std::sync::Arc::new(copy),
            bcc_header: envelope.bcc_header,
            unassembled: None,
        })
    }

    /// The message `outgoing` as it is sent: its attached files are read now (so not on the
    /// window's thread), each only if it is still the file that was attached, and encoded
    /// straight into the one buffer, behind the Bcc line of the copy.
    pub fn assemble(outgoing: &Outgoing) -> Result<Self, ReadError> {
        let bcc_header = outgoing.bcc_header().map(str::to_string);
        let prefix = bcc_header.as_deref().unwrap_or_default().as_bytes();
        Ok(Self {
            mail_from: outgoing.mail_from().to_string(),
            rcpt_to: outgoing.rcpt_to().to_vec(),
            copy: std::sync::Arc::new(outgoing.assemble_after(prefix)?),
            start: prefix.len(),
            bcc_header,
            unassembled: None,
        })
    }

    /// The exact message, as the server receives it.
    pub fn bytes(&self) -> &[u8] {
        // `start` is the length of the prefix this value was built with: always in range.
        self.copy.get(self.start..).unwrap_or_default()
    }

    /// Why this delivery cannot go, if a file attached to it could not be read.
    pub fn unreadable(&self) -> Option<&ReadError> {
        self.unassembled.as_ref()
    }

    /// What is kept beside the message on disk: the account that sends it and its envelope
    /// (Bcc recipients are in no header).
    pub fn envelope(&self, account: &str) -> crate::store::StoredEnvelope {
        crate::store::StoredEnvelope {
            account: account.to_string(),
            mail_from: self.mail_from.clone(),
            rcpt_to: self.rcpt_to.clone(),
            bcc_header: self.bcc_header.clone(),
        }
    }

    /// The copy for the Sent folder: the exact bytes sent, with the Bcc header in front
    /// (as Thunderbird keeps Bcc recipients in its copy). The same bytes as [`Self::bytes`],
    /// not a copy of them.
    pub fn copy_for_sent(&self) -> &[u8] {
        &self.copy
    }
}

/// The delivery of a message built for the window, made where it is built. A message with
/// files attached has them read here, on the calling thread: [`deliver_outgoing`] does that on
/// delivery's own thread instead. A file that cannot be read as it was attached leaves a
/// delivery that [`send`], [`deliver`] and the filing refuse with that reason.
impl From<&Outgoing> for Delivery {
    fn from(o: &Outgoing) -> Self {
        Self::assemble(o).unwrap_or_else(|e| Self {
            unassembled: Some(e),
            ..Self::new(
                o.mail_from().to_string(),
                o.rcpt_to().to_vec(),
                o.formatted(),
                o.bcc_header().map(str::to_string),
            )
        })
    }
}

impl Delivery {
    /// The message `outgoing` as it is sent, signed or encrypted by GnuPG when `protect` asks
    /// (its files read now, on the caller's thread, which is delivery's or the queue's); the
    /// steps GnuPG takes go to `on_step`.
    pub fn protected(
        outgoing: &Outgoing,
        protect: Option<&crate::openpgp::Protect>,
        on_step: &mut dyn FnMut(Step),
    ) -> Result<Self, crate::openpgp::OpenPgpError> {
        let Some(protect) = protect else {
            return Self::assemble(outgoing).map_err(crate::openpgp::OpenPgpError::Attachment);
        };
        let bytes = crate::openpgp::protect(outgoing, protect, &mut |progress| {
            on_step(match progress {
                crate::openpgp::Progress::Working => Step::Signing,
                crate::openpgp::Progress::AsksPassphrase => Step::Passphrase,
            });
        })?;
        Ok(Self::new(
            outgoing.mail_from().to_string(),
            outgoing.rcpt_to().to_vec(),
            bytes,
            outgoing.bcc_header().map(str::to_string),
        ))
    }
}

/// Delivers through `account`, reporting each step to `on_step`.
pub fn send(
    delivery: &Delivery,
    account: &Account,
    on_step: &mut dyn FnMut(Step),
) -> Result<Sent, SendError> {
    if let Some(e) = delivery.unreadable() {
        return Err(SendError::Attachment(e.clone()));
    }
    match &account.transport {
        Transport::Smtp(smtp) => smtp::submit(smtp, delivery, on_step),
        Transport::Sendmail(program) => sendmail::sendmail(program, delivery),
        // The window sends a desktop account with the desktop's settings; one still a
        // reference here was not found on the desktop.
        Transport::Desktop => Err(SendError::Password(crate::credentials::PasswordError::Goa(
            crate::goa::GoaError::Gone {
                account: account.address().unwrap_or_else(|| account.name.clone()),
            },
        ))),
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
    /// What became of its copy in the mailbox's Sent folder.
    pub filing: outbox::Filing,
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
    /// An attached file changed or vanished since it was attached: nothing was saved or
    /// sent, and the message stays as it is in the window.
    Attachment(ReadError),
    /// The person took the send back during the hold: nothing connected; the message is in
    /// the drafts folder and back in the window as it was.
    Undone {
        /// Where the message is.
        draft: std::path::PathBuf,
    },
    /// GnuPG did not sign or encrypt it (or the person cancelled that): nothing was saved or
    /// sent, and the message stays as it is in the window.
    NotProtected(crate::openpgp::OpenPgpError),
}

/// What Send does with the message the window shows: assembles it (reading its attached
/// files, here on the caller's thread, which is delivery's), saves it to drafts (replacing
/// `replacing`, the draft of an attempt that failed, when given), sends it, moves it to sent
/// and files its copy in the mailbox. A file that changed or vanished stops it before
/// anything is written or sent ([`DeliverError::Attachment`]).
///
/// With `protect`, GnuPG signs (or signs and encrypts) it first, before it is saved or
/// held: what is saved, held and sent is the message as it goes
/// ([`DeliverError::NotProtected`] when GnuPG does not).
///
/// With a `hold`, the saved message waits for the hold to end before anything connects, and
/// the person may take the send back meanwhile ([`DeliverError::Undone`]). The process counts
/// the send as under way from the first step to the last ([`in_flight`]).
pub fn deliver_outgoing(
    outgoing: &Outgoing,
    account: &Account,
    store: &crate::store::Store,
    replacing: Option<&Path>,
    (hold, protect): (Option<Hold>, Option<&crate::openpgp::Protect>),
    on_step: &mut dyn FnMut(Step),
) -> Result<Delivered, DeliverError> {
    let _under_way = InFlight::new();
    let delivery = match Delivery::protected(outgoing, protect, on_step) {
        // Signed, and no Cancel came first: from here it goes (or waits out its hold).
        Ok(d) if protect.is_none_or(|p| p.cancel.go_on()) => d,
        Ok(_) => {
            return Err(DeliverError::NotProtected(
                crate::openpgp::OpenPgpError::Cancelled,
            ));
        }
        Err(crate::openpgp::OpenPgpError::Attachment(e)) => {
            return Err(DeliverError::Attachment(e));
        }
        Err(e) => return Err(DeliverError::NotProtected(e)),
    };
    let envelope = delivery.envelope(&account.name);
    let draft = match replacing {
        Some(old) => store.replace_draft(old, delivery.bytes(), &envelope)?,
        None => store.save_draft(delivery.bytes(), &envelope)?,
    };
    if let Some(hold) = hold {
        on_step(Step::Held);
        if !hold.wait() {
            return Err(DeliverError::Undone { draft });
        }
    }
    resend(&delivery, account, store, draft, on_step)
}

/// Saves the message to drafts, sends it, moves it to sent and files its copy in the
/// mailbox. A failure to send (or a crash) leaves it in drafts, and the error says where; a
/// copy that could not be filed waits in the outbox (the message is sent).
pub fn deliver(
    delivery: &Delivery,
    account: &Account,
    store: &crate::store::Store,
    on_step: &mut dyn FnMut(Step),
) -> Result<Delivered, DeliverError> {
    if let Some(e) = delivery.unreadable() {
        return Err(DeliverError::Attachment(e.clone()));
    }
    let draft = store.save_draft(delivery.bytes(), &delivery.envelope(&account.name))?;
    resend(delivery, account, store, draft, on_step)
}

/// Sends a message already saved at `draft`, and on success moves it to sent and files its
/// copy in the mailbox.
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
            if outbox::copies_to_sent(account).is_ok() {
                on_step(Step::Filing);
            }
            let filing = outbox::file_sent(delivery, account, store);
            Ok(Delivered { sent, path, filing })
        }
        Err(error) => Err(DeliverError::NotSent { error, draft }),
    }
}

/// MAIL FROM and RCPT TO as lettre's addresses.
pub(crate) fn envelope_addresses(
    d: &Delivery,
) -> Result<(LettreAddress, Vec<LettreAddress>), SendError> {
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
