//! Open with: hands the reviewed message, and only that, to where the person writes mail: a
//! webmail compose page in the default browser, or a desktop mail program. Mailto Preview is
//! then the safety gate in front of any client: the link was read and filtered by
//! [`crate::draft`], the person saw and edited the draft, and what leaves here is built from
//! that draft alone.
//!
//! The path: a [`Draft`] -> [`Handed`] (the fields a hand-off can carry) -> a [`Handover`] for
//! one [`Target`] (the exact URL or command line, and what the person must know about it) ->
//! [`launch`]. Nothing here runs before the person approves in the window, or asks on the
//! command line.

mod launch;
mod programs;
mod webmail;

use std::fmt;
use std::path::PathBuf;

pub use launch::{LaunchError, MAX_ARGUMENT, browse, launch};
pub use programs::{Program, installed_programs, previous_default};
pub use webmail::{WEBMAIL, Webmail};

use crate::draft::{Draft, RecipientField};
use crate::i18n::Text;
use crate::mailto::{self, MailtoFields};

/// Where a reviewed message can go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// A webmail compose page, opened in the default browser.
    Webmail(&'static Webmail),
    /// An installed mail program.
    Program(Program),
}

impl Target {
    /// The id used in the config and on the command line: `gmail`, or a desktop entry id
    /// without `.desktop` (`claws-mail`).
    pub fn id(&self) -> &str {
        match self {
            Self::Webmail(w) => w.id(),
            Self::Program(p) => &p.id,
        }
    }

    /// What the person reads on the button: `Gmail`, `Claws Mail`.
    pub fn label(&self) -> &str {
        match self {
            Self::Webmail(w) => w.name(),
            Self::Program(p) => &p.name,
        }
    }

    /// One line on what it is.
    pub fn description(&self) -> String {
        match self {
            Self::Webmail(w) => format!("{} in your web browser ({})", w.name(), w.host),
            Self::Program(p) => format!("{} (mail program, {})", p.name, p.source),
        }
    }
}

/// Why a message cannot be handed over as it is, or to that target.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::Localize::text(self).english())]
pub enum OpenWithError {
    /// The id names no webmail and no installed program.
    UnknownTarget(String),
    /// No recipient at all.
    NoRecipient,
    /// An address that is not valid.
    InvalidAddress(String),
    /// The canonical link could not be written.
    Encode(String),
    /// The program's desktop entry cannot be run.
    BadEntry {
        /// The program's id.
        program: String,
        /// What is wrong with its Exec line.
        detail: String,
    },
}

impl crate::i18n::Localize for OpenWithError {
    fn text(&self) -> crate::i18n::Text {
        use crate::i18n::Text;
        match self {
            Self::UnknownTarget(id) => Text::new("open-with-unknown").arg("id", id),
            Self::NoRecipient => Text::new("open-with-no-recipient"),
            Self::InvalidAddress(a) => Text::new("open-with-invalid-address").arg("address", a),
            Self::Encode(detail) => Text::new("open-with-encode").arg("detail", detail),
            Self::BadEntry { program, detail } => Text::new("open-with-bad-entry")
                .arg("program", program)
                .arg("detail", detail),
        }
    }
}

/// The recipient lists of a hand-off.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Recipients {
    pub to: Vec<String>,
    pub cc: Vec<String>,
    pub bcc: Vec<String>,
}

impl Recipients {
    /// The draft's lists, each address written by `form`.
    fn of(draft: &Draft, form: impl Fn(&crate::mailto::Address) -> String) -> Self {
        let list = |f: RecipientField| draft.list(f).iter().map(&form).collect();
        Self {
            to: list(RecipientField::To),
            cc: list(RecipientField::Cc),
            bcc: list(RecipientField::Bcc),
        }
    }

    /// Every address, To then Cc then Bcc.
    pub fn all(&self) -> impl Iterator<Item = &String> {
        self.to.iter().chain(&self.cc).chain(&self.bcc)
    }
}

/// The fields of a reviewed draft that a hand-off carries: recipients, subject, body and the
/// reply headers. Keywords are not carried (no client takes them from a link).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Handed {
    /// The recipients as the person sees them (`Name <a@b>` or `a@b`).
    pub shown: Recipients,
    /// The bare addresses (the ASCII domain form where there is one), for targets that take
    /// no display names.
    pub bare: Recipients,
    pub subject: String,
    /// The body, `\n` line breaks.
    pub body: String,
    pub in_reply_to: Option<String>,
    pub references: Option<String>,
    /// Whether the draft had Keywords, which no hand-off carries.
    pub had_keywords: bool,
    /// The files the person attached, as paths a program can open: a file's own path, or
    /// where a reopened draft's part is written before the program starts.
    pub files: Vec<PathBuf>,
    /// Parts of a reopened draft, written to these paths before the program starts.
    pub writes: Vec<(PathBuf, std::sync::Arc<[u8]>)>,
}

impl Handed {
    /// The hand-off's view of `draft`, refused while it has no recipient or an invalid one
    /// (the same rule as Send).
    pub fn from_draft(draft: &Draft) -> Result<Self, OpenWithError> {
        if let Some(bad) = draft.recipients().find(|a| !a.is_valid()) {
            return Err(OpenWithError::InvalidAddress(crate::visible::make_visible(
                &bad.addr_spec_or_text(),
                false,
            )));
        }
        if draft.recipients().next().is_none() {
            return Err(OpenWithError::NoRecipient);
        }
        Ok(Self {
            shown: Recipients::of(draft, |a| a.display()),
            bare: Recipients::of(draft, |a| a.envelope().unwrap_or_else(|| a.addr_spec())),
            subject: draft.subject.clone(),
            body: draft.body.clone(),
            in_reply_to: draft.in_reply_to.clone(),
            references: draft.references.clone(),
            had_keywords: draft.keywords.is_some(),
            files: Vec::new(),
            writes: Vec::new(),
        }
        .with_files(&draft.attachments))
    }

    /// The attached files, a reopened draft's parts given paths of their own in a folder only
    /// this user can enter.
    fn with_files(mut self, attachments: &[crate::attach::Attachment]) -> Self {
        for (i, a) in attachments.iter().enumerate() {
            match &a.source {
                crate::attach::Source::File { path, .. } => self.files.push(path.clone()),
                crate::attach::Source::Bytes(bytes) => {
                    let path = parts_folder().join(i.to_string()).join(&a.name);
                    self.files.push(path.clone());
                    self.writes.push((path, bytes.clone()));
                }
            }
        }
        self
    }

    /// The canonical `mailto:` URI of these fields, written by our encoder: what a mail
    /// program receives.
    pub fn mailto(&self) -> Result<String, OpenWithError> {
        let headers = [
            ("in-reply-to", &self.in_reply_to),
            ("references", &self.references),
        ]
        .into_iter()
        .filter_map(|(name, v)| v.as_ref().map(|v| (name.to_string(), v.clone())))
        .collect();
        link(&self.shown, &self.subject, &self.body, headers)
    }
}

/// A canonical `mailto:` link written by our encoder.
fn link(
    recipients: &Recipients,
    subject: &str,
    body: &str,
    headers: Vec<(String, String)>,
) -> Result<String, OpenWithError> {
    mailto::encode(&MailtoFields {
        to: recipients.to.clone(),
        cc: recipients.cc.clone(),
        bcc: recipients.bcc.clone(),
        subject: (!subject.is_empty()).then(|| subject.to_string()),
        body: (!body.is_empty()).then(|| body.to_string()),
        headers,
    })
    .map_err(|e| OpenWithError::Encode(e.to_string()))
}

/// The whole draft as a canonical `mailto:` link, Keywords included and nothing checked: what
/// is kept in the drafts folder when a hand-off does not start, so that nothing is lost.
pub fn draft_link(draft: &Draft) -> Result<String, OpenWithError> {
    let headers = draft
        .kept_headers()
        .into_iter()
        .map(|(k, v)| (k.name().to_ascii_lowercase(), v.to_string()))
        .collect();
    link(
        &Recipients::of(draft, |a| a.display()),
        &draft.subject,
        &draft.body,
        headers,
    )
}

/// Where a reopened draft's parts are written for a mail program: a folder only this user
/// can enter.
fn parts_folder() -> PathBuf {
    crate::store::scratch_dir().join("handoff")
}

/// What to tell the person when `target` cannot take the attached files: attach them there,
/// and where they are.
fn files_not_carried(handed: &Handed, target: &str) -> Option<Text> {
    if handed.files.is_empty() {
        return None;
    }
    let list = handed
        .files
        .iter()
        .map(|p| p.display().to_string())
        .collect::<Vec<_>>()
        .join(", ");
    Some(
        Text::new("handoff-no-files")
            .arg("target", target)
            .arg("count", handed.files.len())
            .arg("files", list),
    )
}

/// Whether this process runs in a Flatpak sandbox, where the host's mail programs cannot be
/// started and web pages open through the desktop portal.
#[cfg(all(unix, not(target_os = "macos")))]
pub(crate) fn sandboxed() -> bool {
    std::path::Path::new("/.flatpak-info").exists()
}

/// What a hand-off does, exactly, before it is done: shown by `open-with --print` and run by
/// [`launch`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Handover {
    /// The target's name, for messages.
    pub label: String,
    /// What is started.
    pub action: Action,
    /// The body, when it had to be left out (too long for the target's URL): the window
    /// puts it on the clipboard, the command line prints it.
    pub body_left_out: Option<String>,
    /// Parts of a reopened draft to write before the program starts (its files).
    pub writes: Vec<(PathBuf, std::sync::Arc<[u8]>)>,
    /// The attached files the target cannot take: the person attaches them there.
    pub files_left_out: Vec<PathBuf>,
    /// What the person should know: a field the target cannot take, a known quirk.
    pub notes: Vec<crate::i18n::Text>,
}

/// The one thing a hand-off starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Open this URL in the default browser.
    Browse(String),
    /// Run this program with these arguments (no shell).
    Run(Vec<String>),
}

impl fmt::Display for Action {
    /// The URL, or the command line quoted for a POSIX shell.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Browse(url) => f.write_str(url),
            Self::Run(argv) => {
                let quoted: Vec<String> = argv.iter().map(|a| shell_quote(a)).collect();
                f.write_str(&quoted.join(" "))
            }
        }
    }
}

/// `arg` quoted for a POSIX shell, bare when it needs no quoting.
pub fn shell_quote(arg: &str) -> String {
    let plain = !arg.is_empty()
        && arg
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_./=:@,%+".contains(&b));
    if plain {
        arg.to_string()
    } else {
        format!("'{}'", arg.replace('\'', r"'\''"))
    }
}

/// Every target available here: the mail program that was the default before `register`
/// first (it is what the person used until now), then the webmail services, then the other
/// installed mail programs.
pub fn targets() -> Vec<Target> {
    targets_after(previous_default().as_deref())
}

/// [`targets`], with `previous` (the id of the mail program used before) first.
pub fn targets_after(previous: Option<&str>) -> Vec<Target> {
    let mut programs = installed_programs().into_iter().map(Target::Program);
    let mut all = Vec::new();
    let mut rest = Vec::new();
    for p in programs.by_ref() {
        if previous == Some(p.id()) {
            all.push(p);
        } else {
            rest.push(p);
        }
    }
    all.extend(WEBMAIL.iter().map(Target::Webmail));
    all.extend(rest);
    all
}

/// The target called `id` (a webmail id, or an installed program's desktop entry id with or
/// without `.desktop`).
pub fn find_target(id: &str) -> Result<Target, OpenWithError> {
    if let Some(w) = Webmail::by_id(id) {
        return Ok(Target::Webmail(w));
    }
    let wanted = id.strip_suffix(".desktop").unwrap_or(id);
    installed_programs()
        .into_iter()
        .find(|p| p.id == wanted)
        .map(Target::Program)
        .ok_or_else(|| OpenWithError::UnknownTarget(id.to_string()))
}

/// Exactly what handing `draft` to `target` would do; nothing is started.
pub fn plan(draft: &Draft, target: &Target) -> Result<Handover, OpenWithError> {
    let handed = Handed::from_draft(draft)?;
    let mut handover = match target {
        Target::Webmail(w) => w.handover(&handed),
        Target::Program(p) => p.handover(&handed)?,
    };
    if handed.had_keywords {
        handover
            .notes
            .push(crate::i18n::Text::new("handoff-no-keywords").arg("target", &handover.label));
    }
    Ok(handover)
}

#[cfg(test)]
mod tests;
