//! The message being edited: the link as it opened, the recipients as the person types them,
//! the fields a window edits, and the copy a panic saves.

use super::{Derived, Kept, Link, RecipientField, Session, rescue};
use crate::draft::Context;

/// A field the person edits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EditField {
    /// To, Cc or Bcc, as typed.
    Recipients(RecipientField),
    /// The subject.
    Subject,
    /// A kept header (In-Reply-To, References, Keywords).
    Kept(Kept),
    /// The body.
    Body,
}

impl EditField {
    /// Every field, in the order the window shows them.
    pub const ALL: [EditField; 8] = [
        EditField::Recipients(RecipientField::To),
        EditField::Recipients(RecipientField::Cc),
        EditField::Recipients(RecipientField::Bcc),
        EditField::Subject,
        EditField::Kept(Kept::InReplyTo),
        EditField::Kept(Kept::References),
        EditField::Kept(Kept::Keywords),
        EditField::Body,
    ];
}

/// The message being edited: the link, the recipients as typed, and the copy a panic saves.
pub(super) struct Editing {
    pub(super) uri: String,
    pub(super) link: Link,
    /// To, Cc and Bcc as the person types them (the draft holds them parsed).
    pub(super) recipients: [String; 3],
    /// The person changed something (closing then asks first).
    pub(super) edited: bool,
    /// The recipient field the person is typing in, until they leave it or press Send: the
    /// form of its last entry is not judged while it is being typed.
    pub(super) typing: Option<RecipientField>,
    /// The draft as last edited, while not saved, for the panic hook ([`rescue`]).
    pub(super) rescue: rescue::Slot,
}

impl Session {
    /// The text of `field` as it is now (`None` for a kept header the link did not set).
    pub fn text(&self, field: EditField) -> Option<&str> {
        match field {
            EditField::Recipients(f) => Some(&self.editing.recipients[f.index()]),
            other => {
                let draft = self.draft()?;
                match other {
                    EditField::Subject => Some(&draft.subject),
                    EditField::Body => Some(&draft.body),
                    EditField::Kept(Kept::InReplyTo) => draft.in_reply_to.as_deref(),
                    EditField::Kept(Kept::References) => draft.references.as_deref(),
                    EditField::Kept(Kept::Keywords) => draft.keywords.as_deref(),
                    EditField::Recipients(_) => None,
                }
            }
        }
    }

    /// The text of `field` for the person to edit; call [`Session::changed`] after an edit.
    pub fn text_mut(&mut self, field: EditField) -> Option<&mut String> {
        match field {
            EditField::Recipients(f) => Some(&mut self.editing.recipients[f.index()]),
            other => {
                let Link::Opened { draft, .. } = &mut self.editing.link else {
                    return None;
                };
                match other {
                    EditField::Subject => Some(&mut draft.subject),
                    EditField::Body => Some(&mut draft.body),
                    EditField::Kept(Kept::InReplyTo) => draft.in_reply_to.as_mut(),
                    EditField::Kept(Kept::References) => draft.references.as_mut(),
                    EditField::Kept(Kept::Keywords) => draft.keywords.as_mut(),
                    EditField::Recipients(_) => None,
                }
            }
        }
    }

    /// The person edited `field`: the draft takes it, and what follows from it is computed
    /// again when next asked for. Cheap: the copy a panic would save is refreshed at the next
    /// [`Session::poll`].
    pub fn changed(&mut self, field: EditField) {
        let editing = &mut self.editing;
        if let (EditField::Recipients(f), Link::Opened { draft, .. }) = (field, &mut editing.link) {
            draft.set_recipients(f, &editing.recipients[f.index()]);
        }
        editing.edited = true;
        editing.rescue.edited(field == EditField::Body);
        if let EditField::Recipients(f) = field {
            editing.typing = Some(f);
            self.composing.offers.changed();
        }
        self.composing.spelling.edited(field);
        self.derived = Derived::default();
    }

    /// The person left `field` (the keyboard went elsewhere): the entry they were typing is
    /// judged now.
    pub fn left_field(&mut self, field: EditField) {
        if let EditField::Recipients(f) = field
            && self.editing.typing == Some(f)
        {
            self.finished_typing();
        }
    }

    /// Every entry is judged from now on (the person left the field, or pressed Send).
    pub(super) fn finished_typing(&mut self) {
        if self.editing.typing.take().is_some() {
            self.derived = Derived::default();
        }
    }

    /// The recipient field whose last entry is still being typed: the person is in it, and
    /// has not typed a separator after that entry.
    fn unfinished_entry(&self) -> Option<RecipientField> {
        self.editing.typing.filter(|f| {
            let text = self.editing.recipients[f.index()].trim_end();
            !text.is_empty() && !text.ends_with([',', ';'])
        })
    }

    /// What the window knows beyond the draft, for its warnings.
    pub(super) fn context(&self) -> Context<'_> {
        Context {
            typing: self.unfinished_entry(),
            known_domains: self.composing.offers.known_domains(),
        }
    }

    /// Whether the only address that cannot be sent is the entry still being typed.
    pub(super) fn only_unfinished_is_invalid(&self) -> bool {
        let (Some(field), Some(draft)) = (self.unfinished_entry(), self.draft()) else {
            return false;
        };
        RecipientField::ALL.iter().all(|&f| {
            let list = draft.list(f);
            list.iter()
                .enumerate()
                .all(|(i, a)| a.is_valid() || (f == field && i + 1 == list.len()))
        })
    }

    /// The person says they know `domain`: it is no longer warned about as a look-alike, in
    /// this window and the next ones, and its addresses can be offered again.
    pub fn know_domain(&mut self, domain: &str) {
        self.composing.offers.know(domain, &self.env.wake);
        self.derived = Derived::default();
    }
}
