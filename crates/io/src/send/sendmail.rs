//! Delivery through a local sendmail program (`sendmail = "/usr/sbin/sendmail"`), over
//! lettre's sendmail transport.

use lettre::Transport as _;
use lettre::address::Envelope;

use super::{Delivery, SendError, Sent, envelope_addresses};

/// Hands the message and its envelope to `program`.
pub(super) fn sendmail(program: &std::path::Path, d: &Delivery) -> Result<Sent, SendError> {
    let program_s = program.display().to_string();
    let (from, to) = envelope_addresses(d)?;
    let envelope = Envelope::new(Some(from), to).map_err(|e| SendError::Sendmail {
        program: program_s.clone(),
        detail: e.to_string(),
    })?;
    lettre::SendmailTransport::new_with_command(program)
        .send_raw(&envelope, d.bytes())
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
