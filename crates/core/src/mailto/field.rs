//! Which part of a link something concerns: the link as a whole, one of the fields RFC 6068
//! names (to, cc, bcc, subject, body), or another header field by the name the link gave it.
//! Findings, warnings and the window's rows all say where they belong with a [`Field`], so
//! that "beside the Cc field" is a comparison of values, not of spellings.

use serde::Serialize;

/// A part of a link, or of the message made from it. Two header fields are the same field when
/// their names are equal ASCII-case-insensitively (`References` is `references`).
#[derive(Debug, Clone)]
pub enum Field {
    /// The link as a whole (white space around it, a fragment, an hfield without `=`).
    Link,
    /// The path and every `to` hfield.
    To,
    /// Every `cc` hfield.
    Cc,
    /// Every `bcc` hfield.
    Bcc,
    /// The subject.
    Subject,
    /// The body.
    Body,
    /// Any other header field, by its name as the link spelled it (decoded). Names are
    /// compared ASCII-case-insensitively, as RFC 6068 §2 compares hnames.
    Header(String),
}

impl Field {
    /// The fields RFC 6068 gives a meaning of their own, in the order a message shows them.
    pub const NAMED: [Field; 5] = [
        Field::To,
        Field::Cc,
        Field::Bcc,
        Field::Subject,
        Field::Body,
    ];

    /// The field an hname names: one of [`Field::NAMED`] when it is spelled so (ASCII
    /// case-insensitively, so `ſubject` with U+017F is a header of its own), else a header.
    pub fn from_hname(name: &str) -> Field {
        Self::named(name.as_bytes()).unwrap_or_else(|| Field::Header(name.to_string()))
    }

    /// The one of [`Field::NAMED`] that `name` spells, ASCII case-insensitively, if any: the
    /// rule [`Field::from_hname`] applies, on bytes that need no decoding.
    pub fn named(name: &[u8]) -> Option<Field> {
        Self::NAMED
            .into_iter()
            .find(|f| name.eq_ignore_ascii_case(f.name().as_bytes()))
    }

    /// The name used in listings and JSON: `uri`, `to`, `cc`, `bcc`, `subject`, `body`, or the
    /// header's name as given.
    pub fn name(&self) -> &str {
        match self {
            Field::Link => "uri",
            Field::To => "to",
            Field::Cc => "cc",
            Field::Bcc => "bcc",
            Field::Subject => "subject",
            Field::Body => "body",
            Field::Header(name) => name,
        }
    }

    /// Whether `self` is the header field called `name` (ASCII case-insensitively).
    pub fn is_header(&self, name: &str) -> bool {
        matches!(self, Field::Header(h) if h.eq_ignore_ascii_case(name))
    }

    /// Whether the field holds addresses.
    pub fn is_recipients(&self) -> bool {
        matches!(self, Field::To | Field::Cc | Field::Bcc)
    }
}

impl PartialEq for Field {
    fn eq(&self, other: &Field) -> bool {
        match (self, other) {
            (Field::Header(a), Field::Header(b)) => a.eq_ignore_ascii_case(b),
            (a, b) => std::mem::discriminant(a) == std::mem::discriminant(b),
        }
    }
}

impl Eq for Field {}

impl std::hash::Hash for Field {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        std::mem::discriminant(self).hash(state);
        if let Field::Header(name) = self {
            name.to_ascii_lowercase().hash(state);
        }
    }
}

impl std::fmt::Display for Field {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// In JSON a field is its name, as `parse --json` has always written it.
impl Serialize for Field {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hnames_name_fields_ascii_case_insensitively() {
        assert_eq!(Field::from_hname("SUBJECT"), Field::Subject);
        assert_eq!(Field::from_hname("Cc"), Field::Cc);
        assert_eq!(
            Field::from_hname("\u{17F}ubject"),
            Field::Header("\u{17F}ubject".into())
        );
        assert!(Field::from_hname("In-Reply-To").is_header("in-reply-to"));
        assert_eq!(
            Field::Header("References".into()),
            Field::Header("REFERENCES".into())
        );
        assert_ne!(Field::Header("To".into()), Field::To);
        assert_eq!(Field::Link.name(), "uri");
        assert_eq!(
            serde_json::to_string(&Field::Header("X-Y".into())).unwrap(),
            "\"X-Y\""
        );
    }
}
