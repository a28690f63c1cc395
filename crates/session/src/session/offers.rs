//! Recipients offered while the person types in To, Cc or Bcc, as one window runs it: the
//! sent-to history and the address books are read on a thread after the first frame; what
//! the person typed since the last comma is matched against them; an offer taken becomes an
//! ordinary recipient (checked like a typed one). After an approved send the recipients are
//! remembered, on a thread, except those the window warned about and a Bcc the link added.

use std::cell::RefCell;
use std::time::{Duration, Instant, SystemTime};

use crate::contacts::{
    ContactsError, ContactsSettings, Directory, History, KnownDomains, SentTo, Suggestion, history,
};
use crate::draft::{Draft, RecipientField};
use crate::i18n::{Localize, Text};
use crate::mailto::Address;
use crate::task::{Poll, Task, Waker};

/// How many offers are shown at once.
pub const MAX_OFFERS: usize = 6;

/// How long a closed window waits for the history to be written.
const WRITE_WAIT: Duration = Duration::from_secs(5);

/// The offers for one window.
pub(super) struct Offers {
    settings: ContactsSettings,
    history: Option<History>,
    directory: Directory,
    loading: Option<Task<(Directory, Vec<ContactsError>)>>,
    loaded: bool,
    /// Whether the person has typed in a recipient field: the books are read only then.
    wanted: bool,
    /// Writes to the history (a forgotten offer, a send recorded), until they end.
    writing: Vec<Task<Result<(), ContactsError>>>,
    /// When the oldest write still under way started.
    writing_since: Option<Instant>,
    /// The Bcc addresses the link set (their history keys): never remembered.
    link_bcc: Vec<String>,
    /// The display names the link gave its addresses (history key, name): never remembered
    /// as the person's name for that address, so a link cannot plant a name either.
    link_names: Vec<(String, String)>,
    /// The recipients of the message being sent, and whether each is a Bcc the link set.
    pending: Vec<(Address, bool)>,
    /// The field and its text when the person closed the offers (Escape, or one taken):
    /// they stay closed until the text changes.
    dismissed: Option<(RecipientField, String)>,
    /// The offer the arrow keys are on.
    selected: usize,
    /// The last answer, for the field and text it was for.
    cache: RefCell<Option<(RecipientField, String, Vec<Suggestion>)>>,
    notices: Vec<Text>,
    /// The domains the person said they know ([`crate::contacts::known_domains`]).
    known: Vec<String>,
}

impl Offers {
    pub(super) fn new(
        settings: ContactsSettings,
        history: Option<History>,
        link: Option<&Draft>,
    ) -> Offers {
        let link_bcc = link
            .map(|d| d.bcc.iter().map(|a| history::key(&a.addr_spec())).collect())
            .unwrap_or_default();
        let link_names = link
            .map(|d| {
                [&d.to, &d.cc, &d.bcc]
                    .into_iter()
                    .flatten()
                    .filter_map(|a| Some((history::key(&a.addr_spec()), a.display_name.clone()?)))
                    .collect()
            })
            .unwrap_or_default();
        // Read with the config, before the window shows the draft's warnings: a small file,
        // and a list that cannot be read knows no domain.
        let known = history
            .as_ref()
            .and_then(|h| KnownDomains::beside(h).read().ok())
            .unwrap_or_default();
        Offers {
            settings,
            known,
            history,
            directory: Directory::default(),
            loading: None,
            loaded: false,
            wanted: false,
            writing: Vec::new(),
            writing_since: None,
            link_bcc,
            link_names,
            pending: Vec::new(),
            dismissed: None,
            selected: 0,
            cache: RefCell::new(None),
            notices: Vec::new(),
        }
    }

    /// Starts reading the history and the books (once, after the first frame, when the person
    /// first types in a recipient field: a window only read and sent never reads them), and
    /// takes what the threads finished.
    pub(super) fn poll(&mut self, wake: &Waker) {
        if self.wanted && !self.loaded && self.loading.is_none() {
            let settings = self.settings.clone();
            let history = self.history.clone();
            self.loading = Some(Task::spawn("recipients", wake.clone(), move |_| {
                Directory::load(&settings, history.as_ref(), SystemTime::now())
            }));
        }
        if let Some(task) = &mut self.loading {
            match task.poll() {
                Poll::Running(_) => {}
                Poll::Done((directory, errors)) => {
                    self.directory = directory;
                    self.notices.extend(errors.iter().map(Localize::text));
                    self.loading = None;
                    self.loaded = true;
                    self.cache.replace(None);
                }
                Poll::Lost => {
                    self.loading = None;
                    self.loaded = true;
                }
            }
        }
        let notices = &mut self.notices;
        self.writing.retain_mut(|task| match task.poll() {
            Poll::Running(_) => true,
            Poll::Done(result) => {
                if let Err(e) = result {
                    notices.push(e.text());
                }
                false
            }
            Poll::Lost => false,
        });
        if self.writing.is_empty() {
            self.writing_since = None;
        }
    }

    /// The offers for `field`, whose text is `text`: for what follows its last comma.
    pub(super) fn offers(&self, field: RecipientField, text: &str) -> Vec<Suggestion> {
        if self
            .dismissed
            .as_ref()
            .is_some_and(|(f, t)| *f == field && t == text)
        {
            return Vec::new();
        }
        if let Some((f, t, found)) = &*self.cache.borrow()
            && *f == field
            && t == text
        {
            return found.clone();
        }
        let typed = &text[last_entry_start(text)..];
        let already: Vec<String> = text.split(',').map(|e| history::key(e.trim())).collect();
        let found: Vec<Suggestion> = if typed.trim().is_empty() {
            Vec::new()
        } else {
            self.directory
                .suggest(typed, MAX_OFFERS + already.len())
                .into_iter()
                .filter(|s| {
                    let key = history::key(&s.address);
                    // What is typed in full is not offered again, nor an address already in
                    // the field.
                    !already.iter().any(|a| a.contains(&key))
                })
                .take(MAX_OFFERS)
                .collect()
        };
        self.cache
            .replace(Some((field, text.to_string(), found.clone())));
        found
    }

    /// The offer the arrow keys are on (clamped to `count`).
    pub(super) fn selected(&self, count: usize) -> usize {
        self.selected.min(count.saturating_sub(1))
    }

    /// Moves the selection by `delta`, wrapping around `count` offers.
    pub(super) fn select(&mut self, delta: isize, count: usize) {
        if count == 0 {
            return;
        }
        let at = self.selected(count) as isize + delta;
        self.selected = at.rem_euclid(count as isize) as usize;
    }

    /// `text` with its last entry replaced by `offer`, and a separator for the next one.
    pub(super) fn take(&mut self, field: RecipientField, text: &str, offer: &Suggestion) -> String {
        let start = last_entry_start(text);
        let mut out = text[..start].to_string();
        if start > 0 && !out.ends_with(' ') {
            out.push(' ');
        }
        out.push_str(&offer.mailbox());
        out.push_str(", ");
        self.dismissed = Some((field, out.clone()));
        self.selected = 0;
        out
    }

    /// The person closed the offers for `field` as it reads `text`.
    pub(super) fn dismiss(&mut self, field: RecipientField, text: &str) {
        self.dismissed = Some((field, text.to_string()));
        self.selected = 0;
    }

    /// Shift+Delete on an offer: it is forgotten here and in the history file.
    pub(super) fn forget(&mut self, address: &str, wake: &Waker) {
        self.directory.forget(address);
        self.cache.replace(None);
        if let Some(history) = self.history.clone() {
            let address = address.to_string();
            self.writing
                .push(Task::spawn("forget-recipient", wake.clone(), move |_| {
                    history.forget(&address).map(|_| ())
                }));
            self.writing_since.get_or_insert_with(Instant::now);
        }
    }

    /// The person approved `draft` and it is being sent: its recipients are noted, to be
    /// remembered once it is sent ([`Offers::sent`]), except a Bcc the link added.
    pub(super) fn sending(&mut self, draft: &Draft) {
        let (link_bcc, link_names) = (&self.link_bcc, &self.link_names);
        // A name as the link wrote it is the link's, not the person's: the address is kept
        // without it (and a name the person gave it before stays).
        let own_name = |a: &Address| {
            let mut a = a.clone();
            let key = history::key(&a.addr_spec());
            if let Some(name) = &a.display_name
                && link_names.iter().any(|(k, n)| *k == key && n == name)
            {
                a.display_name = None;
            }
            a
        };
        self.pending = [&draft.to, &draft.cc]
            .into_iter()
            .flatten()
            .map(|a| (own_name(a), false))
            .chain(draft.bcc.iter().map(|a| {
                let from_link = link_bcc.contains(&history::key(&a.addr_spec()));
                (own_name(a), from_link)
            }))
            .collect();
    }

    /// The message noted by [`Offers::sending`] was sent: its recipients are remembered on a
    /// thread (the history leaves out those the window warns about).
    pub(super) fn sent(&mut self, wake: &Waker) {
        let addresses = std::mem::take(&mut self.pending);
        let (true, Some(history), false) = (
            self.settings.remember,
            self.history.clone(),
            addresses.is_empty(),
        ) else {
            return;
        };
        self.writing.push(Task::spawn(
            "remember-recipients",
            wake.clone(),
            move |_| {
                let sent: Vec<SentTo<'_>> = addresses
                    .iter()
                    .map(|(address, bcc_from_link)| SentTo {
                        address,
                        warned: false,
                        bcc_from_link: *bcc_from_link,
                    })
                    .collect();
                history.record_send(&sent, SystemTime::now()).map(|_| ())
            },
        ));
        self.writing_since.get_or_insert_with(Instant::now);
    }

    /// Whether a write to the history is under way (a window closing waits for it, a few
    /// seconds at most: a folder that hangs does not keep a closed window up).
    pub(super) fn is_writing(&self) -> bool {
        self.writing_since
            .is_some_and(|since| since.elapsed() < WRITE_WAIT)
            && !self.writing.is_empty()
    }

    /// The text of `field` changed: the selection starts again at the first offer, and the
    /// books are read if they were not.
    pub(super) fn changed(&mut self) {
        self.selected = 0;
        self.wanted = true;
    }

    pub(super) fn notices(&self) -> &[Text] {
        &self.notices
    }

    /// The domains the person said they know.
    pub(super) fn known_domains(&self) -> &[String] {
        &self.known
    }

    /// The person says they know `domain`: at once for this window, and kept, on a thread,
    /// for the next ones and for the history.
    pub(super) fn know(&mut self, domain: &str, wake: &Waker) {
        let domain = domain.trim_end_matches('.').to_lowercase();
        if self.known.contains(&domain) {
            return;
        }
        self.known.push(domain.clone());
        let Some(history) = self.history.clone() else {
            return;
        };
        self.writing
            .push(Task::spawn("know-domain", wake.clone(), move |_| {
                KnownDomains::beside(&history).add(&domain).map(|_| ())
            }));
        self.writing_since.get_or_insert_with(Instant::now);
    }
}

impl super::Session {
    /// The addresses offered for what the person is typing in `field`, best first.
    pub fn recipient_offers(&self, field: RecipientField) -> Vec<Suggestion> {
        self.composing
            .offers
            .offers(field, &self.editing.recipients[field.index()])
    }

    /// The offer the arrow keys are on, of `count`.
    pub fn selected_offer(&self, count: usize) -> usize {
        self.composing.offers.selected(count)
    }

    /// Moves the selection among `count` offers (Up: -1, Down: 1).
    pub fn move_offer(&mut self, delta: isize, count: usize) {
        self.composing.offers.select(delta, count);
    }

    /// Takes `offer` into `field` in place of what was typed after the last comma.
    pub fn take_offer(&mut self, field: RecipientField, offer: &Suggestion) {
        let text = &self.editing.recipients[field.index()];
        let taken = self.composing.offers.take(field, text, offer);
        self.editing.recipients[field.index()] = taken;
        self.changed(super::EditField::Recipients(field));
    }

    /// Escape: no offers for `field` until its text changes.
    pub fn dismiss_offers(&mut self, field: RecipientField) {
        let text = self.editing.recipients[field.index()].clone();
        self.composing.offers.dismiss(field, &text);
    }

    /// Shift+Delete on an offer: the address is forgotten (no longer offered, and gone from
    /// the sent-to history).
    pub fn forget_offer(&mut self, address: &str) {
        let wake = self.env.wake.clone();
        self.composing.offers.forget(address, &wake);
    }
}

/// Where the entry being typed starts: after the last comma outside quotes and angle
/// brackets (a display name may hold a comma).
pub(super) fn last_entry_start(text: &str) -> usize {
    let mut quoted = false;
    let mut escaped = false;
    let mut angle = false;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if quoted => escaped = true,
            '"' => quoted = !quoted,
            '<' if !quoted => angle = true,
            '>' if !quoted => angle = false,
            ',' if !quoted && !angle => start = i + 1,
            _ => {}
        }
    }
    // The spaces after the comma belong to no one.
    start + text[start..].len() - text[start..].trim_start().len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_entry_being_typed_starts_after_the_last_comma_outside_quotes() {
        assert_eq!(last_entry_start("ju"), 0);
        assert_eq!(last_entry_start("a@example.org, ju"), 15);
        assert_eq!(last_entry_start("\"Doe, Jane\" <j@example.org>, "), 29);
        assert_eq!(last_entry_start("\"Doe, Ja"), 0);
        assert_eq!(last_entry_start("<a,b@example.org"), 0);
    }

    fn settings() -> ContactsSettings {
        ContactsSettings::from_window(&crate::config::WindowSettings::default())
    }

    fn offer(address: &str, name: Option<&str>) -> Suggestion {
        Suggestion {
            name: name.map(str::to_string),
            address: address.into(),
            source: crate::contacts::Source::Sent { count: 1 },
        }
    }

    #[test]
    fn an_offer_taken_replaces_what_was_typed_and_closes_the_offers() {
        let mut offers = Offers::new(settings(), None, None);
        let text = offers.take(
            RecipientField::Cc,
            "a@example.org, jü",
            &offer("juergen@example.de", Some("Jürgen Müller")),
        );
        assert_eq!(text, "a@example.org, Jürgen Müller <juergen@example.de>, ");
        assert!(offers.offers(RecipientField::Cc, &text).is_empty());
    }

    #[test]
    fn the_selection_wraps_around() {
        let mut offers = Offers::new(settings(), None, None);
        offers.select(-1, 3);
        assert_eq!(offers.selected(3), 2);
        offers.select(1, 3);
        assert_eq!(offers.selected(3), 0);
        assert_eq!(offers.selected(0), 0);
    }

    #[test]
    fn a_bcc_the_link_set_is_known_as_such() {
        let (draft, _) = crate::draft::open_link(b"mailto:a@example.org?bcc=spy@evil.example")
            .expect("a valid link");
        let offers = Offers::new(settings(), None, Some(&draft));
        assert_eq!(offers.link_bcc, ["spy@evil.example"]);
    }
}
