//! The faithful first reading of a link: where its parts are, byte for byte, before anything is
//! decoded or repaired. [`super::parse`] resolves these tokens into fields, and
//! [`super::check`] lints the same tokens, so the reader and the linter can never split a link
//! differently. Each hfield also says which [`Field`] it sets and reads its name and value
//! percent-decoded, so that neither of them splits or names an hfield on its own.
//!
//! The split follows the Puls consumer algorithm ("Pre-Parsing"): white space and C0 controls
//! around the link go (as WHATWG URL parsing does), the scheme is matched
//! ASCII-case-insensitively, everything from the first `#` is a fragment, the path runs to the
//! first `?`, and the query splits on `&` only, each hfield at its first `=`.

use super::decode::{Shape, decode_value, percent_decode_utf8};
use super::finding::DecodeStats;
use super::{Field, MAX_URI_BYTES, ParseError, preview};

/// The parts of a link, as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tokens<'a> {
    /// The input as it was given.
    pub input: &'a [u8],
    /// The input without the white space and controls around it.
    pub uri: &'a [u8],
    /// `mailto:` in the case the link wrote it.
    pub scheme: &'a [u8],
    /// Between the scheme and the first `?` (or the end), as written, `//` included.
    pub path: &'a [u8],
    /// After the first `?`, if there is one (later `?` are literal).
    pub query: Option<&'a [u8]>,
    /// After the first `#`, if there is one: a mailto link has no fragment.
    pub fragment: Option<&'a [u8]>,
    /// The query's hfields, split at every `&`, in order (empty ones included).
    pub hfields: Vec<Hfield<'a>>,
}

/// One hfield of the query, as written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hfield<'a> {
    /// The whole hfield.
    pub raw: &'a [u8],
    /// Before its first `=` (all of it when there is none).
    pub name: &'a [u8],
    /// After its first `=` (empty when there is none).
    pub value: &'a [u8],
    /// Whether it has an `=` at all.
    pub has_equals: bool,
}

/// Splits `input` into its parts. Refuses what is not a `mailto:` link, and a link longer than
/// [`MAX_URI_BYTES`] (never truncated).
pub fn lex(input: &[u8]) -> Result<Tokens<'_>, ParseError> {
    if input.len() > MAX_URI_BYTES {
        return Err(ParseError::TooLong {
            len: input.len(),
            cap: MAX_URI_BYTES,
        });
    }
    let uri = trim_c0_and_space(input);
    let (scheme, rest) = uri
        .split_at_checked(7)
        .filter(|(scheme, _)| scheme.eq_ignore_ascii_case(b"mailto:"))
        .ok_or_else(|| ParseError::NotMailto {
            given: scheme_preview(uri),
        })?;
    let (rest, fragment) = match rest.iter().position(|&b| b == b'#') {
        Some(i) => (&rest[..i], Some(&rest[i + 1..])),
        None => (rest, None),
    };
    let (path, query) = match rest.iter().position(|&b| b == b'?') {
        Some(i) => (&rest[..i], Some(&rest[i + 1..])),
        None => (rest, None),
    };
    let hfields = query
        .map(|q| q.split(|&b| b == b'&').map(Hfield::new).collect())
        .unwrap_or_default();
    Ok(Tokens {
        input,
        uri,
        scheme,
        path,
        query,
        fragment,
        hfields,
    })
}

impl<'a> Hfield<'a> {
    fn new(raw: &'a [u8]) -> Self {
        match raw.iter().position(|&b| b == b'=') {
            Some(eq) => Hfield {
                raw,
                name: &raw[..eq],
                value: &raw[eq + 1..],
                has_equals: true,
            },
            None => Hfield {
                raw,
                name: raw,
                value: &[],
                has_equals: false,
            },
        }
    }
}

impl Hfield<'_> {
    /// The field this hfield sets: its name decoded once and named by [`Field::from_hname`],
    /// with what decoding the name changed. Controls in a name are made visible, so that
    /// `sub%0Aject` is a header of its own and never the subject.
    pub(crate) fn field(&self) -> (Field, DecodeStats) {
        // Most names are plain ASCII: without a '%' decoding changes nothing in a name that
        // spells a named field, so it is not decoded.
        if !self.name.contains(&b'%')
            && let Some(field) = Field::named(self.name)
        {
            return (field, DecodeStats::default());
        }
        let (name, stats) = decode_value(self.name, Shape::Name, false);
        let field = Field::named(name.as_bytes()).unwrap_or(Field::Header(name));
        (field, stats)
    }

    /// The name percent-decoded once as UTF-8, exactly as written (controls and line breaks
    /// kept), and how many invalid UTF-8 sequences became U+FFFD: what `check` lints.
    pub(crate) fn literal_name(&self) -> (String, usize) {
        percent_decode_utf8(self.name)
    }

    /// The value percent-decoded once as UTF-8, exactly as written, like
    /// [`Hfield::literal_name`].
    pub(crate) fn literal_value(&self) -> (String, usize) {
        percent_decode_utf8(self.value)
    }
}

impl Tokens<'_> {
    /// How many bytes of white space or controls surrounded the link.
    pub fn trimmed(&self) -> usize {
        self.input.len() - self.uri.len()
    }
}

/// WHATWG URL parsing strips leading and trailing C0 controls and spaces; so do we.
fn trim_c0_and_space(b: &[u8]) -> &[u8] {
    let start = b.iter().position(|&c| c > b' ').unwrap_or(b.len());
    let end = b.iter().rposition(|&c| c > b' ').map_or(start, |i| i + 1);
    &b[start..end]
}

/// The first characters of a refused input, safe to print.
fn scheme_preview(uri: &[u8]) -> String {
    let head = &uri[..uri.len().min(40)];
    let (text, _) = super::decode::utf8_lossy(head);
    let shown = preview(&text);
    if uri.len() > head.len() {
        format!("{shown}...")
    } else {
        shown
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_are_found_byte_for_byte() {
        let t = lex(b" \tMAILTO://a@x?subject=1?2&body&=v&#frag#more\n").unwrap();
        assert_eq!(t.trimmed(), 3);
        assert_eq!(t.scheme, b"MAILTO:");
        assert_eq!(t.path, b"//a@x");
        assert_eq!(t.query, Some(&b"subject=1?2&body&=v&"[..]));
        assert_eq!(t.fragment, Some(&b"frag#more"[..]));
        let names: Vec<(&[u8], &[u8], bool)> = t
            .hfields
            .iter()
            .map(|h| (h.name, h.value, h.has_equals))
            .collect();
        assert_eq!(
            names,
            [
                (&b"subject"[..], &b"1?2"[..], true),
                (b"body", b"", false),
                (b"", b"v", true),
                (b"", b"", false),
            ]
        );
    }

    #[test]
    fn an_hfield_names_its_field_once_decoded() {
        let t = lex(b"mailto:?SUBJECT=a&%74o=b&sub%0Aject=c&x%FF=%0D").unwrap();
        assert_eq!(
            t.hfields[0].field(),
            (Field::Subject, DecodeStats::default())
        );
        assert_eq!(t.hfields[1].field().0, Field::To);
        let (field, stats) = t.hfields[2].field();
        assert_eq!(field, Field::Header("sub%0Aject".into()));
        assert_eq!(stats.controls_escaped, 1);
        assert_eq!(t.hfields[2].literal_name(), ("sub\nject".into(), 0));
        assert_eq!(t.hfields[3].literal_name(), ("x\u{FFFD}".into(), 1));
        assert_eq!(t.hfields[3].literal_value(), ("\r".into(), 0));
    }

    #[test]
    fn what_is_not_a_link_is_refused() {
        assert!(matches!(
            lex(b"http://example.org"),
            Err(ParseError::NotMailto { .. })
        ));
        assert!(matches!(lex(b"mail"), Err(ParseError::NotMailto { .. })));
        let long = vec![b'a'; MAX_URI_BYTES + 1];
        assert!(matches!(lex(&long), Err(ParseError::TooLong { .. })));
        assert!(lex(b"mailto:").unwrap().hfields.is_empty());
    }
}
