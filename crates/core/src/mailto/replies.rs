//! Replies (RFC 5322 §3.6.4): message-identifier lists, and the `In-Reply-To` and
//! `References` a reply carries so that mail programs file it under the message it answers
//! (what mail programs call threading; nothing here is about concurrency).
//!
//! Reply links from mailing-list archives and bug trackers often give `In-Reply-To` without
//! `References`, or with several identifiers in `In-Reply-To`. RFC 5322 §3.6.4: a reply's
//! In-Reply-To holds its parent's identifier, and its References "the contents of the
//! parent's References field ... followed by the contents of the parent's Message-ID field".
//! Threading programs (JWZ's algorithm, used by most of them) read References first, so a
//! reply without it is threaded by its subject at best. [`resolve`] repairs both, with a
//! [`Finding`] for each change, for the safety filter and the linter alike.

use super::{Field, Finding, FindingKind};
use crate::i18n::Text;

/// Validates an RFC 5322 §3.6.4 list of `msg-id`s (`"<" id-left "@" id-right ">"`, without the
/// obsolete forms), returning them separated by single spaces.
pub fn message_ids(value: &str) -> Result<String, Text> {
    let ids: Vec<&str> = value.split_ascii_whitespace().collect();
    if ids.is_empty() {
        return Err(Text::new("message-id-empty"));
    }
    for id in &ids {
        message_id(id)?;
    }
    Ok(ids.join(" "))
}

/// Validates one `msg-id`.
fn message_id(id: &str) -> Result<(), Text> {
    let inner = id
        .strip_prefix('<')
        .and_then(|s| s.strip_suffix('>'))
        .ok_or_else(|| Text::new("message-id-form").arg("id", id))?;
    let (left, right) = inner
        .split_once('@')
        .ok_or_else(|| Text::new("message-id-no-at").arg("id", id))?;
    let dot_atom = |s: &str| {
        !s.is_empty()
            && !s.starts_with('.')
            && !s.ends_with('.')
            && !s.contains("..")
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || "!#$%&'*+-/=?^_`{|}~.".contains(c))
    };
    let literal = |s: &str| {
        s.strip_prefix('[')
            .and_then(|s| s.strip_suffix(']'))
            .is_some_and(|d| {
                d.bytes()
                    .all(|b| (33..=126).contains(&b) && !matches!(b, b'[' | b']' | b'\\'))
            })
    };
    if !dot_atom(left) || !(dot_atom(right) || literal(right)) {
        return Err(Text::new("message-id-invalid").arg("id", id));
    }
    Ok(())
}

/// The reply fields of a link, after [`resolve`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reply {
    /// The one parent identifier, or why the given value cannot be used.
    pub in_reply_to: Option<Result<String, Text>>,
    /// The thread's identifiers, ending with the parent's.
    pub references: Option<String>,
    /// Why the given References cannot be used, if it cannot (it is then replaced by the
    /// parent's identifier, or left out).
    pub references_refused: Option<Text>,
    /// What was changed, one finding per change, on `in-reply-to` or `references`.
    pub findings: Vec<Finding>,
}

/// Reads `In-Reply-To` and `References` as a link gives them and makes them thread: In-Reply-To
/// keeps its first valid identifier, and References ends with it (added when missing, moved to
/// the end when it stands earlier, never duplicated).
pub fn resolve(in_reply_to: Option<&str>, references: Option<&str>) -> Reply {
    let mut out = Reply::default();
    let parent = in_reply_to.map(|value| parent(value, &mut out.findings));
    let mut refs = match references.map(message_ids) {
        Some(Ok(list)) => Some(list),
        Some(Err(why)) => {
            out.references_refused = Some(why);
            None
        }
        None => None,
    };
    if let Some(Ok(parent)) = &parent {
        let message = match &mut refs {
            Some(list) => {
                // Every copy of the parent goes, and it comes back once, at the end.
                let given = list.split(' ').collect::<Vec<_>>();
                let others: Vec<&str> = given.iter().copied().filter(|id| id != parent).collect();
                let moved = others.len() < given.len();
                let threaded = others
                    .into_iter()
                    .chain([parent.as_str()])
                    .collect::<Vec<_>>()
                    .join(" ");
                let changed = threaded != *list;
                *list = threaded;
                changed.then(|| {
                    if moved {
                        Text::new("finding-references-moved").arg("parent", parent)
                    } else {
                        Text::new("finding-references-added").arg("parent", parent)
                    }
                })
            }
            None => {
                refs = Some(parent.clone());
                Some(Text::new("finding-references-set").arg("parent", parent))
            }
        };
        if let Some(message) = message {
            out.findings.push(Finding::new(
                Field::Header("References".into()),
                FindingKind::ReferencesCompleted,
                message,
            ));
        }
    }
    out.in_reply_to = parent;
    out.references = refs;
    out
}

/// The first valid identifier of an In-Reply-To value, with a finding when it held more.
fn parent(value: &str, findings: &mut Vec<Finding>) -> Result<String, Text> {
    let ids: Vec<&str> = value.split_ascii_whitespace().collect();
    let Some(first) = ids.iter().find(|id| message_id(id).is_ok()) else {
        return Err(message_ids(value)
            .err()
            .unwrap_or_else(|| Text::new("message-id-empty")));
    };
    if ids.len() > 1 {
        findings.push(Finding::new(
            Field::Header("In-Reply-To".into()),
            FindingKind::InReplyToTrimmed,
            Text::new("finding-in-reply-to-trimmed")
                .arg("count", ids.len())
                .arg("first", *first),
        ));
    }
    Ok((*first).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn message_id_lists() {
        assert_eq!(
            message_ids(" <a@b>\t<c.d@[1.2.3.4]> ").unwrap(),
            "<a@b> <c.d@[1.2.3.4]>"
        );
        for bad in ["", "a@b", "<a>", "<a@b", "<a@b>,<c@d>", "<a b@c>", "<é@b>"] {
            assert!(message_ids(bad).is_err(), "{bad}");
        }
    }

    /// (In-Reply-To, References) given -> (In-Reply-To, References) used, finding kinds.
    #[test]
    fn replies_thread() {
        type Row<'a> = (
            Option<&'a str>,
            Option<&'a str>,
            Option<&'a str>,
            Option<&'a str>,
            &'a [FindingKind],
        );
        use FindingKind::{InReplyToTrimmed as Trimmed, ReferencesCompleted as Completed};
        let rows: &[Row] = &[
            (None, None, None, None, &[]),
            (None, Some("<r@x>"), None, Some("<r@x>"), &[]),
            (
                Some("<p@x>"),
                None,
                Some("<p@x>"),
                Some("<p@x>"),
                &[Completed],
            ),
            (
                Some("<p@x>"),
                Some("<r@x> <p@x>"),
                Some("<p@x>"),
                Some("<r@x> <p@x>"),
                &[],
            ),
            (
                Some("<p@x>"),
                Some("<r@x>"),
                Some("<p@x>"),
                Some("<r@x> <p@x>"),
                &[Completed],
            ),
            (
                Some("<p@x>"),
                Some("<p@x> <r@x>"),
                Some("<p@x>"),
                Some("<r@x> <p@x>"),
                &[Completed],
            ),
            (
                Some("<p@x>"),
                Some("<p@x> <q@x> <p@x>"),
                Some("<p@x>"),
                Some("<q@x> <p@x>"),
                &[Completed],
            ),
            (
                Some("junk <p@x> <q@x>"),
                Some("<r@x>"),
                Some("<p@x>"),
                Some("<r@x> <p@x>"),
                &[Trimmed, Completed],
            ),
            (
                Some("<p@x>"),
                Some("not-an-id"),
                Some("<p@x>"),
                Some("<p@x>"),
                &[Completed],
            ),
        ];
        for (irt, refs, want_irt, want_refs, kinds) in rows {
            let t = resolve(*irt, *refs);
            assert_eq!(
                t.in_reply_to.clone().and_then(Result::ok).as_deref(),
                *want_irt,
                "{irt:?} {refs:?}"
            );
            assert_eq!(t.references.as_deref(), *want_refs, "{irt:?} {refs:?}");
            let got: Vec<_> = t.findings.iter().map(|f| f.kind).collect();
            assert_eq!(got, *kinds, "{irt:?} {refs:?}");
        }
        let bad = resolve(Some("junk"), Some("<r@x>"));
        assert!(matches!(bad.in_reply_to, Some(Err(_))));
        assert_eq!(bad.references.as_deref(), Some("<r@x>"));
        let refused = resolve(Some("<p@x>"), Some("x"));
        assert!(refused.references_refused.is_some());
    }
}
