//! The people the person sent to through this program: recorded only after a message they
//! approved was sent, ranked by how often and how lately.
//!
//! Nothing a link says is recorded by itself: the window records a message's recipients only
//! after Send succeeded (a hand-off to another program is not a send), and even then never an
//! address that carried a warning (a look-alike domain, a display name that reads as another
//! address...) nor a Bcc the link added. So a hostile link cannot plant a suggestion, even
//! when the person sends it.
//!
//! **Ranking (frecency).** Each address keeps a score that every send adds 1 to and that
//! halves every [`HALF_LIFE_DAYS`] days: at time `t`,
//! `score(t) = Σ over its sends of 2^(-(t - sent) / half-life)`, kept as one number and the
//! time it was last updated, since `score(t) = score(u) · 2^(-(t - u) / half-life)`. Ten sends
//! a year ago count as much as about one this week; an address sent to once last month ranks
//! above one sent to once last year. Ties go to the more recent.
//!
//! **Storage.** `recipients.json` in the program's data folder, readable by the person only
//! (0600), replaced whole by the program's one atomic writer, so a crash leaves the old list or
//! the new one. At most [`MAX_ENTRIES`] addresses are kept; the lowest-ranked go first.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use super::ContactsError;
use crate::mailto::Address;

/// Days after which a send counts half as much.
pub const HALF_LIFE_DAYS: f64 = 30.0;

/// The most addresses kept.
pub const MAX_ENTRIES: usize = 2000;

/// The file's name in the data folder.
pub const FILE_NAME: &str = "recipients.json";

/// The version of the file's shape.
const VERSION: u32 = 1;

/// Writes to the file from this process one at a time (two windows sending at once).
static WRITING: Mutex<()> = Mutex::new(());

/// One remembered address.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    /// The address (`local@domain`, the domain in Unicode as the person typed it).
    pub address: String,
    /// The display name last sent with it, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// How many messages went to it.
    pub count: u32,
    /// When the first one went (seconds since 1970).
    pub first: u64,
    /// When the last one went (seconds since 1970).
    pub last: u64,
    /// The frecency score at `last` (see the module's documentation).
    pub score: f64,
}

impl Entry {
    /// The frecency score at `now` (seconds since 1970).
    pub fn score_at(&self, now: u64) -> f64 {
        let days = now.saturating_sub(self.last) as f64 / 86_400.0;
        self.score * (-days / HALF_LIFE_DAYS).exp2()
    }
}

#[derive(Debug, Serialize, Deserialize)]
struct File {
    version: u32,
    recipients: Vec<Entry>,
}

/// One recipient of a message the person approved and that was sent.
#[derive(Debug, Clone, Copy)]
pub struct SentTo<'a> {
    /// The address as it was sent.
    pub address: &'a Address,
    /// Whether the window warned about this address (it is then never recorded).
    pub warned: bool,
    /// Whether it is a Bcc the link set rather than one the person typed (never recorded).
    pub bcc_from_link: bool,
}

impl<'a> SentTo<'a> {
    /// A recipient the person typed or kept, not warned about: what most sends hold.
    pub fn typed(address: &'a Address) -> SentTo<'a> {
        SentTo {
            address,
            warned: false,
            bcc_from_link: false,
        }
    }
}

/// The history file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct History {
    path: PathBuf,
}

impl History {
    /// The history in the program's data folder.
    pub fn open_default() -> Result<History, ContactsError> {
        directories::ProjectDirs::from("", "", "mailto-preview")
            .map(|d| History::at(d.data_dir().join(FILE_NAME)))
            .ok_or(ContactsError::NoDataDir)
    }

    /// The history kept at `path` (tests; another place).
    pub fn at(path: impl Into<PathBuf>) -> History {
        History { path: path.into() }
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Every remembered address, best ranked at `now` first. A missing file is an empty
    /// history.
    pub fn entries(&self, now: SystemTime) -> Result<Vec<Entry>, ContactsError> {
        let mut entries = self.read()?;
        rank(&mut entries, secs(now));
        Ok(entries)
    }

    /// Records a sent message's recipients at `now`, except those that carried a warning,
    /// a Bcc the link added, and invalid addresses. Call it only after the person approved
    /// the message and it was sent. Returns how many were recorded.
    pub fn record_send(
        &self,
        sent: &[SentTo<'_>],
        now: SystemTime,
    ) -> Result<usize, ContactsError> {
        let now = secs(now);
        // A domain the person said they know is no look-alike to them; a list that cannot be
        // read knows none.
        let known = super::KnownDomains::beside(self).read().unwrap_or_default();
        let keep: Vec<&SentTo<'_>> = sent
            .iter()
            .filter(|s| !s.warned && !s.bcc_from_link && s.address.is_valid())
            // The window's own check too: a look-alike is never remembered, whatever the
            // caller says.
            .filter(|s| !crate::draft::warnings::has_warning(s.address, &known))
            .collect();
        if keep.is_empty() {
            return Ok(0);
        }
        let _one = WRITING
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut entries = self.read()?;
        for s in &keep {
            let address = s.address.addr_spec();
            let key = key(&address);
            let name = s
                .address
                .display_name
                .clone()
                .filter(|n| !n.trim().is_empty());
            match entries.iter_mut().find(|e| key_of(e) == key) {
                Some(e) => {
                    e.score = e.score_at(now) + 1.0;
                    e.count = e.count.saturating_add(1);
                    e.last = now.max(e.last);
                    e.address = address;
                    if name.is_some() {
                        e.name = name;
                    }
                }
                None => entries.push(Entry {
                    address,
                    name,
                    count: 1,
                    first: now,
                    last: now,
                    score: 1.0,
                }),
            }
        }
        rank(&mut entries, now);
        entries.truncate(MAX_ENTRIES);
        self.write(entries)?;
        Ok(keep.len())
    }

    /// Forgets `address` (Shift+Delete on an offer, `contacts --forget`); whether it was there.
    pub fn forget(&self, address: &str) -> Result<bool, ContactsError> {
        let _one = WRITING
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut entries = self.read()?;
        let before = entries.len();
        let key = key(address);
        entries.retain(|e| key_of(e) != key);
        if entries.len() == before {
            return Ok(false);
        }
        self.write(entries)?;
        Ok(true)
    }

    /// Forgets every address (`contacts --forget-all`); how many there were.
    pub fn forget_all(&self) -> Result<usize, ContactsError> {
        let _one = WRITING
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let count = self.read()?.len();
        match std::fs::remove_file(&self.path) {
            Ok(()) => Ok(count),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(0),
            Err(e) => Err(self.io(e)),
        }
    }

    fn read(&self) -> Result<Vec<Entry>, ContactsError> {
        let text = match std::fs::read_to_string(&self.path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(self.io(e)),
        };
        let file: File = serde_json::from_str(&text).map_err(|e| ContactsError::Unreadable {
            path: self.path.clone(),
            detail: e.to_string(),
        })?;
        if file.version > VERSION {
            return Err(ContactsError::Unreadable {
                path: self.path.clone(),
                detail: format!(
                    "version {} is newer than this program's {VERSION}",
                    file.version
                ),
            });
        }
        let mut entries = file.recipients;
        entries.retain(|e| e.score.is_finite() && e.score >= 0.0);
        Ok(entries)
    }

    fn write(&self, recipients: Vec<Entry>) -> Result<(), ContactsError> {
        if let Some(parent) = self.path.parent() {
            crate::files::create_private_dir(parent).map_err(|e| self.io(e))?;
        }
        let file = File {
            version: VERSION,
            recipients,
        };
        let mut bytes =
            serde_json::to_vec_pretty(&file).map_err(|e| ContactsError::Unreadable {
                path: self.path.clone(),
                detail: e.to_string(),
            })?;
        bytes.push(b'\n');
        crate::files::replace(&self.path, &bytes, true).map_err(|e| self.io(e))
    }

    fn io(&self, e: std::io::Error) -> ContactsError {
        ContactsError::Io {
            path: self.path.clone(),
            detail: e.to_string(),
        }
    }
}

/// Best first at `now`; ties to the more recent, then by address.
fn rank(entries: &mut [Entry], now: u64) {
    entries.sort_by(|a, b| {
        b.score_at(now)
            .total_cmp(&a.score_at(now))
            .then(b.last.cmp(&a.last))
            .then_with(|| a.address.cmp(&b.address))
    });
}

/// Addresses compare without regard to case (as nearly every mail system treats them).
pub fn key(address: &str) -> String {
    address.trim().to_lowercase()
}

fn key_of(e: &Entry) -> String {
    key(&e.address)
}

fn secs(t: SystemTime) -> u64 {
    t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn address(text: &str) -> Address {
        crate::mailto::parse_address_list(text, &crate::mailto::Field::To)
            .0
            .into_iter()
            .next()
            .unwrap()
    }

    fn at(days: u64) -> SystemTime {
        UNIX_EPOCH + Duration::from_secs(1_700_000_000 + days * 86_400)
    }

    fn sent(h: &History, addresses: &[&Address], day: u64) {
        let list: Vec<SentTo<'_>> = addresses.iter().map(|a| SentTo::typed(a)).collect();
        h.record_send(&list, at(day)).unwrap();
    }

    fn order(h: &History, day: u64) -> Vec<String> {
        h.entries(at(day))
            .unwrap()
            .into_iter()
            .map(|e| e.address)
            .collect()
    }

    #[test]
    fn often_and_lately_rank_first() {
        let dir = tempfile::tempdir().unwrap();
        let h = History::at(dir.path().join("data/recipients.json"));
        let (ann, bob, cy) = (
            address("Ann <ann@example.org>"),
            address("bob@example.org"),
            address("cy@example.org"),
        );
        // Ann: five times a year ago; Bob: once a month ago; Cy: once yesterday.
        for d in 0..5 {
            sent(&h, &[&ann], d);
        }
        sent(&h, &[&bob], 335);
        sent(&h, &[&cy], 364);
        assert_eq!(
            order(&h, 365),
            ["cy@example.org", "bob@example.org", "ann@example.org"]
        );
        // Right after Ann's sends she leads; two months of silence later Bob has not caught
        // up with five sends, and a single send does not beat them in the same week.
        assert_eq!(order(&h, 5)[0], "ann@example.org");
        let entries = h.entries(at(365)).unwrap();
        let ann_entry = entries
            .iter()
            .find(|e| e.address == "ann@example.org")
            .unwrap();
        assert_eq!(
            (ann_entry.count, ann_entry.name.as_deref()),
            (5, Some("Ann"))
        );
        // Sending to Ann again now makes her first: 5 old sends plus one today.
        sent(&h, &[&address("ANN@example.org")], 365);
        assert_eq!(order(&h, 365)[0], "ANN@example.org");
        assert_eq!(
            h.entries(at(365)).unwrap().len(),
            3,
            "one entry per address, any case"
        );
    }

    #[test]
    fn warned_addresses_and_a_links_bcc_are_never_recorded() {
        let dir = tempfile::tempdir().unwrap();
        let h = History::at(dir.path().join("recipients.json"));
        let typed = address("friend@example.org");
        let bcc = address("tracker@evil.example");
        let warned = address("boss@example.org");
        let lookalike = address("support@аpple.com");
        let name_spoof = address("\"support@bank.example\" <x@evil.example>");
        let invalid = address("not an address");
        let recorded = h
            .record_send(
                &[
                    SentTo {
                        address: &typed,
                        warned: false,
                        bcc_from_link: false,
                    },
                    SentTo {
                        address: &bcc,
                        warned: false,
                        bcc_from_link: true,
                    },
                    SentTo {
                        address: &warned,
                        warned: true,
                        bcc_from_link: false,
                    },
                    SentTo {
                        address: &lookalike,
                        warned: false,
                        bcc_from_link: false,
                    },
                    SentTo {
                        address: &name_spoof,
                        warned: false,
                        bcc_from_link: false,
                    },
                    SentTo {
                        address: &invalid,
                        warned: false,
                        bcc_from_link: false,
                    },
                ],
                at(0),
            )
            .unwrap();
        assert_eq!(recorded, 1);
        assert_eq!(order(&h, 0), ["friend@example.org"]);
    }

    #[test]
    fn nothing_is_written_until_a_send_is_recorded_and_then_only_for_the_person() {
        let dir = tempfile::tempdir().unwrap();
        let h = History::at(dir.path().join("d/recipients.json"));
        assert!(h.entries(at(0)).unwrap().is_empty());
        assert!(!h.path().exists());
        sent(&h, &[&address("a@example.org")], 0);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            let mode = std::fs::metadata(h.path()).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }

    #[test]
    fn forgetting_one_and_all() {
        let dir = tempfile::tempdir().unwrap();
        let h = History::at(dir.path().join("recipients.json"));
        sent(
            &h,
            &[&address("a@example.org"), &address("b@example.org")],
            0,
        );
        assert!(h.forget("A@EXAMPLE.org").unwrap());
        assert!(!h.forget("a@example.org").unwrap());
        assert_eq!(order(&h, 0), ["b@example.org"]);
        assert_eq!(h.forget_all().unwrap(), 1);
        assert!(order(&h, 0).is_empty());
        assert_eq!(h.forget_all().unwrap(), 0);
    }

    #[test]
    fn a_damaged_file_is_reported_and_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("recipients.json");
        std::fs::write(&path, "{ not json").unwrap();
        let h = History::at(&path);
        assert!(matches!(
            h.entries(at(0)),
            Err(ContactsError::Unreadable { .. })
        ));
        assert!(
            h.record_send(
                &[SentTo {
                    address: &address("a@example.org"),
                    warned: false,
                    bcc_from_link: false
                }],
                at(0)
            )
            .is_err()
        );
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "{ not json");
    }

    #[test]
    fn the_score_halves_every_half_life() {
        let e = Entry {
            address: "a@example.org".into(),
            name: None,
            count: 1,
            first: 0,
            last: 0,
            score: 1.0,
        };
        let half = (HALF_LIFE_DAYS * 86_400.0) as u64;
        assert!((e.score_at(half) - 0.5).abs() < 1e-9);
        assert!((e.score_at(2 * half) - 0.25).abs() < 1e-9);
    }
}
