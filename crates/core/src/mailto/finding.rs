//! What the parser changed, discarded or noticed while reading a link.
//!
//! Every change the parser makes to what the link said is recorded here, on the field it
//! touched, so that the window (and `parse`) can show it: a consumer that silently "fixes" a
//! hostile link is how the shown message and the sent message come apart.

use serde::Serialize;

use super::Field;
use crate::i18n::Text;

/// The kind of a [`Finding`], stable and machine-readable (`kind` in `parse --json`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FindingKind {
    /// White space or controls around the link were removed.
    Trimmed,
    /// A `#fragment` was dropped (Puls rev7, "Converting the URI to a dataset", step 1).
    FragmentDropped,
    /// An hfield without `=` or with an empty name was ignored (Puls rev7, "Splitting the dataset").
    HfieldIgnored,
    /// A `%` not followed by two hex digits was kept as a literal `%`.
    InvalidPercentEscape,
    /// Percent-decoded bytes were not UTF-8 and became U+FFFD.
    InvalidUtf8,
    /// The subject or body was not UTF-8 and was read in the legacy encoding guessed for the
    /// link (`charset.rs`), which the message names.
    LegacyCharset,
    /// CR/LF were removed from a single-line field (Puls rev7, "Special processing").
    LineBreakRemoved,
    /// A control character was replaced by its visible `%HH` spelling.
    ControlEscaped,
    /// Several values of one field were joined (Puls algorithm, "Handling of duplicate hnames").
    DuplicateJoined,
    /// Values of a repeated field were discarded by the duplicate rules.
    DuplicateDiscarded,
    /// RFC 2047 encoded words were decoded.
    EncodedWordDecoded,
    /// Something looked like an RFC 2047 encoded word but could not be decoded; kept as written.
    EncodedWordInvalid,
    /// An address is not a valid RFC 5322 / RFC 6068 address; it is kept as text.
    InvalidAddress,
    /// An address has a non-ASCII local part (EAI): sending needs SMTPUTF8.
    Smtputf8Required,
    /// An internationalised domain is sent in its ASCII (punycode) form.
    InternationalDomain,
    /// An RFC 5322 comment in an address was ignored.
    AddressComment,
    /// An EAI alt-address (RFC 5335) was noted but is not used.
    AltAddress,
    /// An empty element of an address list was ignored.
    EmptyAddress,
    /// Addresses separated by `;` were read as a list (a repair: RFC 6068 §2 separates with `,`).
    SemicolonSeparator,
    /// The `//` of a URL-like `mailto://` was dropped (a repair: a mailto link has no authority).
    UrlSlashesRemoved,
    /// An hname written after a doubly HTML-escaped `&amp;` was read without its `amp;` (a repair).
    HtmlEscapedAmpersand,
    /// An encoded `,` or `;` (`%2C`, `%3B`) split what looks like one address into several
    /// recipients. Read as the standard says, but the person must be told: a warning.
    EncodedSeparator,
    /// In-Reply-To named several messages; only the first valid one is kept (a repair).
    InReplyToTrimmed,
    /// References did not end with the In-Reply-To message; it was added (a repair).
    ReferencesCompleted,
    /// The link came from a web form, which writes a space as `+`: its `+` were read as
    /// spaces (a repair; `form.rs`).
    FormPlus,
    /// The body is a web form's fields, form-encoded; it was written out as `name=value`
    /// lines (a repair; `form.rs`).
    FormBody,
}

impl FindingKind {
    /// The kebab-case name used in JSON and listings.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Trimmed => "trimmed",
            Self::FragmentDropped => "fragment-dropped",
            Self::HfieldIgnored => "hfield-ignored",
            Self::InvalidPercentEscape => "invalid-percent-escape",
            Self::InvalidUtf8 => "invalid-utf8",
            Self::LegacyCharset => "legacy-charset",
            Self::LineBreakRemoved => "line-break-removed",
            Self::ControlEscaped => "control-escaped",
            Self::DuplicateJoined => "duplicate-joined",
            Self::DuplicateDiscarded => "duplicate-discarded",
            Self::EncodedWordDecoded => "encoded-word-decoded",
            Self::EncodedWordInvalid => "encoded-word-invalid",
            Self::InvalidAddress => "invalid-address",
            Self::Smtputf8Required => "smtputf8-required",
            Self::InternationalDomain => "international-domain",
            Self::AddressComment => "address-comment",
            Self::AltAddress => "alt-address",
            Self::EmptyAddress => "empty-address",
            Self::SemicolonSeparator => "semicolon-separator",
            Self::UrlSlashesRemoved => "url-slashes-removed",
            Self::HtmlEscapedAmpersand => "html-escaped-ampersand",
            Self::EncodedSeparator => "encoded-separator",
            Self::InReplyToTrimmed => "in-reply-to-trimmed",
            Self::ReferencesCompleted => "references-completed",
            Self::FormPlus => "form-plus",
            Self::FormBody => "form-body",
        }
    }

    /// Whether the person must be warned, not only told: the link is read as the standard
    /// says, but what it does differs from what it seems to say.
    pub fn is_warning(self) -> bool {
        matches!(self, Self::EncodedSeparator)
    }
}

/// One thing the parser did to, or noticed about, one field of the link.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finding {
    /// The field it concerns.
    pub field: Field,
    /// What happened.
    pub kind: FindingKind,
    /// What happened, for a person (in English in JSON).
    #[serde(rename = "message", serialize_with = "crate::i18n::english")]
    pub text: Text,
}

impl Finding {
    /// A finding on `field`.
    pub fn new(field: Field, kind: FindingKind, text: Text) -> Self {
        Self { field, kind, text }
    }

    /// What happened, in English (the command line's words).
    pub fn message(&self) -> String {
        self.text.english()
    }
}

/// Counts of what decoding changed in the values of one field, so that a link repeating a
/// field 100 000 times yields one finding per kind, not 100 000.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct DecodeStats {
    pub invalid_escapes: usize,
    pub invalid_utf8: usize,
    pub line_breaks_removed: usize,
    pub controls_escaped: usize,
    pub encoded_words_decoded: usize,
    pub encoded_words_invalid: usize,
    pub form_pluses: usize,
}

impl std::ops::AddAssign for DecodeStats {
    fn add_assign(&mut self, o: Self) {
        self.invalid_escapes += o.invalid_escapes;
        self.invalid_utf8 += o.invalid_utf8;
        self.line_breaks_removed += o.line_breaks_removed;
        self.controls_escaped += o.controls_escaped;
        self.encoded_words_decoded += o.encoded_words_decoded;
        self.encoded_words_invalid += o.encoded_words_invalid;
        self.form_pluses += o.form_pluses;
    }
}

impl DecodeStats {
    /// Turns the counts into findings on `field`.
    pub(crate) fn report(&self, field: &Field, out: &mut Vec<Finding>) {
        let mut push = |n: usize, kind: FindingKind, id: &'static str| {
            if n > 0 {
                out.push(Finding::new(
                    field.clone(),
                    kind,
                    Text::new(id).arg("times", n),
                ));
            }
        };
        push(
            self.invalid_escapes,
            FindingKind::InvalidPercentEscape,
            "finding-invalid-percent",
        );
        push(
            self.invalid_utf8,
            FindingKind::InvalidUtf8,
            "finding-invalid-utf8",
        );
        push(
            self.line_breaks_removed,
            FindingKind::LineBreakRemoved,
            "finding-line-break",
        );
        push(
            self.controls_escaped,
            FindingKind::ControlEscaped,
            "finding-control",
        );
        push(
            self.encoded_words_decoded,
            FindingKind::EncodedWordDecoded,
            "finding-encoded-word",
        );
        push(
            self.encoded_words_invalid,
            FindingKind::EncodedWordInvalid,
            "finding-encoded-word-invalid",
        );
        push(self.form_pluses, FindingKind::FormPlus, "finding-form-plus");
    }
}
