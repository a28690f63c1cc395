//! The files attached to a message: the parts of its `multipart/mixed` body after the text
//! part, with their bodies in base64.
//!
//! lettre writes the message's header and its text part (with a boundary we choose); the
//! files' parts are written here, because lettre can only take a file's bytes at hand, and
//! the window must show the message without reading any file. So each part is kept as its
//! opening (the delimiter and the part's header fields, the same bytes whether shown or sent)
//! and the [`Attachment`] its body comes from; [`Files::assemble`] reads the files, and
//! [`Files::shown`] puts each body's size where the body goes.
//!
//! Each part carries its name twice, as Thunderbird writes it (`MimePart.sys.mjs`,
//! `_fetchAttachment`): RFC 2231 `filename*=` on Content-Disposition, which every current
//! reader decodes, and an RFC 2047 encoded word in `name=` on Content-Type, which older ones
//! (and Outlook) still read. A name that is printable ASCII and fits goes in quotes in both.
//! The body is base64 in lines of 76 characters (RFC 2045 §6.8): it has no `.` at the start
//! of a line, so SMTP's dot-stuffing never touches it, and a text file's line ends arrive as
//! they were.

use std::borrow::Cow;
use std::fmt::Write as _;

use base64::Engine as _;
use email_encoding::headers::writer::EmailWriter;
use lettre::message::header::ContentDisposition;

use crate::attach::{Attachment, ReadError};

/// Base64 characters a line (RFC 2045 §6.8).
const LINE: usize = 76;

/// What a message's attached files add to it.
#[derive(Debug, Clone)]
pub(super) struct Files {
    /// The message up to the first file's part: its header and the text part.
    head: Vec<u8>,
    /// Each file's part.
    parts: Vec<Part>,
    /// The close delimiter (`--boundary--` and CRLF).
    closing: String,
}

/// One file's part.
#[derive(Debug, Clone)]
struct Part {
    attachment: Attachment,
    /// The delimiter line and the part's header fields, up to and with the blank line.
    opening: String,
}

/// A piece of the message as the window shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shown<'a> {
    /// Bytes exactly as they are sent.
    Bytes(Cow<'a, [u8]>),
    /// Where an attached file's body goes: its name, its size and the size of its base64.
    Body {
        /// The attachment.
        attachment: &'a Attachment,
        /// How many bytes its body takes in the message (base64 with its line breaks).
        encoded: u64,
    },
    /// What GnuPG makes at Send (a signature, the encrypted data...).
    Pending(super::Pending),
}

impl Files {
    /// The files' parts after `head` (the message lettre wrote with only its text part, up to
    /// the close delimiter, which is left off), separated by `boundary`.
    pub(super) fn new(head: Vec<u8>, boundary: &str, attachments: &[Attachment]) -> Self {
        Self {
            head,
            parts: attachments
                .iter()
                .map(|a| Part {
                    attachment: a.clone(),
                    opening: opening(boundary, a),
                })
                .collect(),
            closing: format!("--{boundary}--\r\n"),
        }
    }

    /// The attachments, in order.
    pub(super) fn attachments(&self) -> impl Iterator<Item = &Attachment> {
        self.parts.iter().map(|p| &p.attachment)
    }

    /// The exact size of the message in bytes, the files' bodies as base64, without reading
    /// them.
    pub(super) fn size(&self) -> u64 {
        let parts: u64 = self
            .parts
            .iter()
            .map(|p| p.opening.len() as u64 + encoded_len(p.attachment.size()) + 2)
            .sum();
        self.head.len() as u64 + parts + self.closing.len() as u64
    }

    /// The message as shown: every byte as it is sent, except each file's body.
    pub(super) fn shown(&self) -> Vec<Shown<'_>> {
        let mut out = vec![Shown::Bytes(Cow::Borrowed(&self.head))];
        for p in &self.parts {
            out.push(Shown::Bytes(Cow::Borrowed(p.opening.as_bytes())));
            out.push(Shown::Body {
                attachment: &p.attachment,
                encoded: encoded_len(p.attachment.size()),
            });
            out.push(Shown::Bytes(Cow::Borrowed(b"\r\n")));
        }
        out.push(Shown::Bytes(Cow::Borrowed(self.closing.as_bytes())));
        out
    }

    /// The exact message after `prefix`, each file read now (one at a time, a piece at a
    /// time, and refused if it changed or vanished since it was attached) and encoded straight
    /// into it. The bytes are allocated once, at their final size: a file's own bytes are
    /// never all in memory.
    pub(super) fn assemble(&self, prefix: &[u8]) -> Result<Vec<u8>, ReadError> {
        let size = usize::try_from(self.size()).unwrap_or(usize::MAX);
        let mut out = Vec::with_capacity(size.saturating_add(prefix.len()));
        out.extend_from_slice(prefix);
        out.extend_from_slice(&self.head);
        for p in &self.parts {
            out.extend_from_slice(p.opening.as_bytes());
            let mut lines = 0usize;
            p.attachment.read_in_pieces(PIECE, &mut |piece| {
                encode_into(piece, &mut out, &mut lines);
            })?;
            out.extend_from_slice(b"\r\n");
        }
        out.extend_from_slice(self.closing.as_bytes());
        Ok(out)
    }
}

/// How much of a file is read at a time: a whole number of base64 lines (57 bytes each), so
/// that every piece but the last ends at the end of a line.
const PIECE: usize = LINE / 4 * 3 * 1024;
const _: () = assert!(
    PIECE.is_multiple_of(LINE / 4 * 3),
    "a piece ends at the end of a line"
);

/// How many bytes `size` bytes take as base64 in lines of 76 with CRLF between them.
pub(super) fn encoded_len(size: u64) -> u64 {
    let chars = size.div_ceil(3) * 4;
    if chars == 0 {
        return 0;
    }
    chars + 2 * (chars.div_ceil(LINE as u64) - 1)
}

/// Appends `bytes` as base64 lines of 76 characters with CRLF between them (none after the
/// last: the CRLF before the next delimiter belongs to it, RFC 2046 §5.1.1). `lines` counts
/// the lines written so far for this body, which may come in pieces of whole lines.
fn encode_into(bytes: &[u8], out: &mut Vec<u8>, lines: &mut usize) {
    let engine = base64::engine::general_purpose::STANDARD;
    // 57 bytes make exactly one line of 76 characters.
    for chunk in bytes.chunks(LINE / 4 * 3) {
        if *lines > 0 {
            out.extend_from_slice(b"\r\n");
        }
        *lines += 1;
        let start = out.len();
        out.resize(start + chunk.len().div_ceil(3) * 4, 0);
        // The buffer is exactly the encoded length: encoding cannot run out of room.
        let _ = engine.encode_slice(chunk, &mut out[start..]);
    }
}

/// The delimiter line and a file part's header fields, with the blank line after them.
fn opening(boundary: &str, a: &Attachment) -> String {
    let mut headers = lettre::message::header::Headers::new();
    headers.set(ContentDisposition::attachment(&a.name));
    let disposition = headers.to_string();
    format!(
        "--{boundary}\r\nContent-Type: {}\r\n{disposition}Content-Transfer-Encoding: base64\r\n\r\n",
        content_type(a)
    )
}

/// The part's Content-Type value: the attachment's media type (or `application/octet-stream`
/// when it is not a valid one) and its name as `name=`.
fn content_type(a: &Attachment) -> String {
    let media = media_type(&a.content_type).unwrap_or("application/octet-stream");
    let mut value = String::new();
    {
        let mut w = EmailWriter::new(&mut value, "Content-Type: ".len(), 0, false);
        let _ = w.write_str(media);
        let _ = w.write_char(';');
        w.space();
        let plain = a.name.bytes().all(|b| (b' '..=b'~').contains(&b));
        let quoted = a.name.replace('\\', "\\\\").replace('"', "\\\"");
        if plain && w.line_len() + "name=\"\"".len() + quoted.len() <= 76 {
            let _ = write!(w, "name=\"{quoted}\"");
        } else {
            // Encoded words inside the quotes, folded between words: what Thunderbird and
            // Outlook write, and what readers without RFC 2231 decode.
            let _ = w.write_str("name=\"");
            let _ = email_encoding::headers::rfc2047::encode(&a.name, &mut w);
            let _ = w.write_char('"');
        }
    }
    value
}

/// `text` if it is a media type a header can carry (`type/subtype`, with parameters), else
/// `None`.
fn media_type(text: &str) -> Option<&str> {
    let text = text.trim();
    let safe = !text.is_empty()
        && text.len() < 200
        && text.bytes().all(|b| (b' '..=b'~').contains(&b))
        && lettre::message::header::ContentType::parse(text).is_ok();
    safe.then_some(text)
}

/// A boundary for the message stamped `message_id` that none of `texts` holds: made from the
/// Message-ID, so that the message shown and the message sent are the same bytes. `=_` cannot
/// start a line of base64 or quoted-printable (where `=` is always followed by two hex digits
/// or a line break), so only a 7bit text part could hold it, and then another is taken.
pub(super) fn boundary(message_id: &str, texts: &[&str]) -> String {
    boundary_with("=_mp_", message_id, texts)
}

/// [`boundary`] with another start (`=_pgp_` for the PGP/MIME body around the message's own).
pub(super) fn boundary_with(start: &str, message_id: &str, texts: &[&str]) -> String {
    let id: String = message_id
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .take(48)
        .collect();
    (0u32..)
        .map(|n| match n {
            0 => format!("{start}{id}"),
            n => format!("{start}{id}_{n}"),
        })
        .find(|b| !texts.iter().any(|t| t.contains(b.as_str())))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_sizes_are_known_without_encoding() {
        for n in [0usize, 1, 2, 3, 56, 57, 58, 114, 115, 1000, 120_434] {
            let bytes: Vec<u8> = (0..n).map(|i| i as u8).collect();
            let mut out = Vec::new();
            encode_into(&bytes, &mut out, &mut 0);
            assert_eq!(out.len() as u64, encoded_len(n as u64), "{n}");
            let text = String::from_utf8(out).unwrap();
            assert!(text.split("\r\n").all(|l| l.len() <= 76), "{n}");
            let joined: String = text.split("\r\n").collect();
            assert_eq!(
                base64::engine::general_purpose::STANDARD
                    .decode(joined)
                    .unwrap(),
                bytes
            );
        }
    }

    /// A file read and encoded a piece at a time gives the bytes of the whole file encoded
    /// at once, at every size around a piece's end; a file that grew or shrank since it was
    /// attached is refused.
    #[test]
    fn a_file_encoded_in_pieces_is_the_file_encoded_whole() {
        let dir = tempfile::tempdir().unwrap();
        for n in [0, 1, 57, PIECE - 1, PIECE, PIECE + 1, 2 * PIECE + 58] {
            let bytes: Vec<u8> = (0..n).map(|i| (i * 7 + i / 251) as u8).collect();
            let path = dir.path().join(format!("f{n}"));
            std::fs::write(&path, &bytes).unwrap();
            let meta = std::fs::metadata(&path).unwrap();
            let attachment = Attachment {
                name: "f".into(),
                content_type: "application/octet-stream".into(),
                source: crate::attach::Source::File {
                    path: path.clone(),
                    size: n as u64,
                    modified: meta.modified().ok(),
                },
            };
            let mut whole = Vec::new();
            encode_into(&bytes, &mut whole, &mut 0);
            let mut pieces = Vec::new();
            let mut lines = 0;
            attachment
                .read_in_pieces(PIECE, &mut |p| encode_into(p, &mut pieces, &mut lines))
                .unwrap();
            assert_eq!(pieces, whole, "{n}");
            // Changed since it was attached (same time, other length): refused.
            let shorter = Attachment {
                source: crate::attach::Source::File {
                    path,
                    size: n as u64 + 1,
                    modified: meta.modified().ok(),
                },
                ..attachment
            };
            assert!(shorter.read_in_pieces(PIECE, &mut |_| {}).is_err(), "{n}");
        }
    }

    #[test]
    fn a_boundary_is_from_the_message_id_and_not_in_the_text() {
        let b = boundary("<abc-123@example.net>", &["hello"]);
        assert_eq!(b, "=_mp_abc123examplenet");
        assert_eq!(
            boundary(
                "<abc-123@example.net>",
                &["x\r\n--=_mp_abc123examplenet\r\n"]
            ),
            "=_mp_abc123examplenet_1"
        );
    }

    #[test]
    fn media_types_a_header_cannot_carry_are_octet_streams() {
        assert_eq!(media_type("application/pdf"), Some("application/pdf"));
        assert_eq!(
            media_type("text/plain; charset=utf-8"),
            Some("text/plain; charset=utf-8")
        );
        assert_eq!(media_type("text/plain\r\nBcc: x@example.org"), None);
        assert_eq!(media_type("not a type"), None);
        assert_eq!(media_type(""), None);
    }
}
