//! What a draft says to the person, beside its fields: **warnings** about what could mislead
//! (hidden recipients, characters that reorder or hide text, domains that imitate others,
//! display names that show another address, bodies that hide text below the fold), and
//! **notes** that only inform (the ASCII form a domain is sent as, a local part that needs
//! SMTPUTF8, a domain older software reads differently, direction marks). A warning that
//! fired on every ordinary link in another language would teach people to ignore the ones
//! that matter, so each rule follows the standard that says what deceives:
//! - a domain label or a local part is suspicious when it mixes scripts beyond what UTS #39's
//!   Moderately Restrictive level allows (Latin with Cyrillic or Greek, or a script whose
//!   letters imitate Latin ones), or when it is written wholly in another script yet reads as
//!   Latin (a whole-script confusable: its UTS #39 skeleton is ASCII) under a top-level domain
//!   that is not of that script ([`super::imitation`]); joiners IDNA2008 allows (RFC 5892
//!   Appendix A) are not a script; a local part in compatibility forms (fullwidth,
//!   mathematical letters) is suspicious too;
//! - a domain is suspicious when, its diacritics removed, its skeleton is that of a well-known
//!   domain it is not ([`super::top_domains`], Chromium's check);
//! - an invisible character is suspicious unless it has a job where it stands
//!   ([`crate::visible`]: joiners of Persian and Indic text, emoji sequences of UTS #51).
//!
//! Computed from the draft alone, so the window can re-run it after every edit. Every message
//! spells suspicious characters as `<U+XXXX>`: the renderer is never trusted to neutralise them.

use serde::Serialize;

use super::imitation::{self, Imitation};
use super::{Draft, Kept, top_domains};
use crate::i18n::Text;
use crate::mailto::{Address, Field};
use crate::visible::{Suspicion, make_visible, suspicions};

/// From this many recipients on, the draft warns.
pub const MANY_RECIPIENTS: usize = 10;
/// This many blank lines in a row, followed by more text, hide that text.
pub const HIDING_BLANK_LINES: usize = 20;
/// This much leading white space on a line pushes its text out of view.
pub const HIDING_INDENT: usize = 100;

/// What the window knows beyond the draft when it asks what the draft says.
#[derive(Debug, Clone, Copy, Default)]
pub struct Context<'a> {
    /// The recipient field whose last entry the person is still typing: its form (no '@',
    /// unbalanced quotes...) is judged once they leave the field, type a separator or press
    /// Send; what could deceive in it is said at once.
    pub typing: Option<super::RecipientField>,
    /// The domains the person said they know (lower case, Unicode): a domain that only looks
    /// like a well-known one is not warned about there.
    pub known_domains: &'a [String],
}

/// The kind of a [`Notice`] (`kind` in JSON).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum NoticeKind {
    /// Bcc recipients: the link adds people the other recipients will not see (RFC 6068 §7).
    HiddenRecipient,
    /// An address that cannot be sent to.
    InvalidAddress,
    /// A non-ASCII local part: the server must support SMTPUTF8.
    Smtputf8Required,
    /// An internationalised domain, with the ASCII form that is used.
    InternationalDomain,
    /// A bidirectional control that can reorder text (an override, embedding or isolate).
    BidiControl,
    /// Direction marks (LRM, RLM, ALM), which only place neutral characters: a note.
    DirectionMark,
    /// An invisible character.
    InvisibleCharacter,
    /// A domain label or a local part mixing scripts, or holding characters no name uses
    /// (UTS 39).
    MixedScript,
    /// A domain label written in another script that looks like Latin (UTS 39 skeleton).
    ConfusableDomain,
    /// A local part written in another script that looks like Latin (UTS 39 skeleton).
    ConfusableLocalPart,
    /// A local part in compatibility forms (fullwidth, mathematical letters) that NFKC folds
    /// into ordinary ones.
    CompatibilityCharacters,
    /// A domain whose skeleton, diacritics removed, is a well-known domain it is not
    /// (Chromium's top-domain check).
    TopDomainLookalike,
    /// A domain with IDNA deviation characters (ß, ς, ZWJ, ZWNJ).
    IdnaDeviation,
    /// A display name that contains an address.
    DisplayNameAddress,
    /// A word of a display name that mixes scripts and reads as a Latin word ("Micrоsoft" with
    /// a Cyrillic "о").
    MixedScriptName,
    /// A quoted local part that contains an address (`"support@bank.example"@evil.example`).
    LocalPartAddress,
    /// A recipient that is only digits (`mailto:8080`).
    NumericRecipient,
    /// Many recipients.
    ManyRecipients,
    /// A body that hides text after many blank lines or far to the right.
    HiddenBodyText,
}

impl NoticeKind {
    /// The kebab-case name used in JSON and listings.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::HiddenRecipient => "hidden-recipient",
            Self::InvalidAddress => "invalid-address",
            Self::Smtputf8Required => "smtputf8-required",
            Self::InternationalDomain => "international-domain",
            Self::BidiControl => "bidi-control",
            Self::DirectionMark => "direction-mark",
            Self::InvisibleCharacter => "invisible-character",
            Self::MixedScript => "mixed-script",
            Self::ConfusableDomain => "confusable-domain",
            Self::ConfusableLocalPart => "confusable-local-part",
            Self::CompatibilityCharacters => "compatibility-characters",
            Self::TopDomainLookalike => "top-domain-lookalike",
            Self::IdnaDeviation => "idna-deviation",
            Self::DisplayNameAddress => "display-name-address",
            Self::MixedScriptName => "mixed-script-name",
            Self::LocalPartAddress => "local-part-address",
            Self::NumericRecipient => "numeric-recipient",
            Self::ManyRecipients => "many-recipients",
            Self::HiddenBodyText => "hidden-body-text",
        }
    }

    /// Whether it can deceive (a warning, shown as such) or only informs (a note).
    pub fn is_warning(self) -> bool {
        !matches!(
            self,
            Self::Smtputf8Required
                | Self::InternationalDomain
                | Self::IdnaDeviation
                | Self::DirectionMark
        )
    }
}

/// One thing a draft says to the person, on the field it concerns: a warning or a note
/// ([`NoticeKind::is_warning`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Notice {
    /// The field it concerns: a recipient list, the subject, the body or Keywords.
    pub field: Field,
    /// What it is.
    pub kind: NoticeKind,
    /// What it says, for a person, suspicious characters spelled out (English in JSON).
    #[serde(rename = "message", serialize_with = "crate::i18n::english")]
    pub text: Text,
    /// The domain a look-alike warning is about (lower case, Unicode), which the person may
    /// say they know.
    #[serde(skip)]
    pub domain: Option<String>,
}

impl Notice {
    /// Whether it can deceive (a warning) or only informs (a note).
    pub fn is_warning(&self) -> bool {
        self.kind.is_warning()
    }
}

fn warn(out: &mut Vec<Notice>, field: &Field, kind: NoticeKind, text: Text) {
    out.push(Notice {
        field: field.clone(),
        kind,
        text,
        domain: None,
    });
}

/// Everything `d` says: warnings and notes.
pub(super) fn check(d: &Draft, context: Context<'_>) -> Vec<Notice> {
    use super::RecipientField::{Bcc, Cc, To};
    let mut out = Vec::new();
    for (field, list) in [(To, &d.to), (Cc, &d.cc), (Bcc, &d.bcc)] {
        for (i, a) in list.iter().enumerate() {
            let typing = context.typing == Some(field) && i + 1 == list.len();
            address(&mut out, &field.field(), a, typing, context.known_domains);
        }
    }
    if !d.bcc.is_empty() {
        let names: Vec<_> = d
            .bcc
            .iter()
            .map(|a| make_visible(&a.display(), false))
            .collect();
        warn(
            &mut out,
            &Field::Bcc,
            NoticeKind::HiddenRecipient,
            Text::new("notice-hidden-recipient")
                .arg("count", d.bcc.len())
                .arg("names", names.join(", ")),
        );
    }
    let count = d.recipients().count();
    if count >= MANY_RECIPIENTS {
        warn(
            &mut out,
            &Field::To,
            NoticeKind::ManyRecipients,
            Text::new("notice-many-recipients").arg("count", count),
        );
    }
    hidden_characters(&mut out, &Field::Subject, &d.subject);
    if let Some(k) = &d.keywords {
        hidden_characters(&mut out, &Kept::Keywords.field(), k);
    }
    hidden_characters(&mut out, &Field::Body, &d.body);
    hidden_body_text(&mut out, &d.body);
    out
}

/// Whether the window warns about `a` itself (not only notes something about it): an invalid
/// address, a display name or quoted local part that reads as another address, a domain that
/// may imitate another, hidden characters. Such an address is never remembered as a
/// recipient ([`crate::contacts`]).
/// `known_domains` are the domains the person said they know ([`Context::known_domains`]).
pub fn has_warning(a: &Address, known_domains: &[String]) -> bool {
    let mut out = Vec::new();
    address(&mut out, &Field::To, a, false, known_domains);
    out.iter().any(Notice::is_warning)
}

/// What is said about `a`; `typing`: the person is still typing it, so its form is not judged
/// yet.
fn address(out: &mut Vec<Notice>, field: &Field, a: &Address, typing: bool, known: &[String]) {
    if let Some(problem) = &a.problem {
        if typing {
            return;
        }
        warn(
            out,
            field,
            NoticeKind::InvalidAddress,
            Text::new("notice-invalid-address")
                .arg("address", make_visible(&a.text, false))
                .arg("problem", problem.clone()),
        );
        if !a.text.is_empty() && a.text.trim().chars().all(|c| c.is_ascii_digit()) {
            warn(
                out,
                field,
                NoticeKind::NumericRecipient,
                Text::new("notice-numeric-recipient").arg("text", a.text.trim()),
            );
        }
        return;
    }
    if let Some(name) = &a.display_name {
        hidden_characters(out, field, name);
        mixed_script_name(out, field, a, name);
        if name.contains('@') {
            warn(
                out,
                field,
                NoticeKind::DisplayNameAddress,
                Text::new("notice-display-name-address")
                    .arg("name", make_visible(name, false))
                    .arg(
                        "address",
                        make_visible(&a.envelope().unwrap_or_else(|| a.addr_spec()), false),
                    ),
            );
        }
    }
    // RFC 5322 §3.4.1 lets a quoted local part hold '@', so `"support@bank.example"@evil.example`
    // is a valid address at evil.example that starts with another address.
    if let Some(shown) = a.local_part_address() {
        warn(
            out,
            field,
            NoticeKind::LocalPartAddress,
            Text::new("notice-local-part-address")
                .arg("address", make_visible(&a.addr_spec(), false))
                .arg("shown", make_visible(shown, false))
                .arg("domain", &a.ascii_domain),
        );
    }
    local_part(out, field, a);
    if a.needs_smtputf8() {
        warn(
            out,
            field,
            NoticeKind::Smtputf8Required,
            Text::new("notice-smtputf8").arg("address", make_visible(&a.addr_spec(), false)),
        );
    }
    if a.domain != a.ascii_domain {
        warn(
            out,
            field,
            NoticeKind::InternationalDomain,
            Text::new("notice-international-domain")
                .arg("address", make_visible(&a.addr_spec(), false))
                .arg("ascii", a.envelope().unwrap_or_default()),
        );
        domain(out, field, a, known);
    } else {
        // An ASCII domain can imitate a well-known one too: `vvikipedia.org`, `paypa1.com`.
        top_domain(out, field, a, known);
    }
}

/// A word of the display name that mixes scripts as no real name does and reads as a Latin
/// word ("Micrоsoft Support" with a Cyrillic "о"), by UTS #39 as for a domain label. A name
/// wholly in one script, and a name whose words are each in one script ("Ivan Иванов"), are
/// ordinary.
fn mixed_script_name(out: &mut Vec<Notice>, field: &Field, a: &Address, name: &str) {
    for word in name
        .split(|c: char| !c.is_alphanumeric() && !is_combining(c))
        .filter(|w| !w.is_ascii())
    {
        if let Some(Imitation::MixedScripts(Some(looks_like))) = imitation::label(word, "") {
            warn(
                out,
                field,
                NoticeKind::MixedScriptName,
                Text::new("notice-name-mixed-script")
                    .arg("name", make_visible(name, false))
                    .arg("word", make_visible(word, false))
                    .arg("looks-like", looks_like)
                    .arg(
                        "address",
                        make_visible(&a.envelope().unwrap_or_else(|| a.addr_spec()), false),
                    ),
            );
            return;
        }
    }
}

/// A mark that combines with the letter before it: part of the word.
fn is_combining(c: char) -> bool {
    unicode_normalization::char::is_combining_mark(c)
}

/// UTS 39 checks on a valid address's local part, as on a domain label: what a person reads is
/// the whole address.
fn local_part(out: &mut Vec<Notice>, field: &Field, a: &Address) {
    let tld = a.domain.rsplit('.').next().unwrap_or_default();
    let (id, kind, looks_like) = match imitation::local_part(&a.local_part, tld) {
        None => return,
        Some(Imitation::Symbols(l)) => ("notice-local-symbols", NoticeKind::MixedScript, l),
        Some(Imitation::MixedScripts(None)) => {
            ("notice-local-mixed-script", NoticeKind::MixedScript, None)
        }
        Some(Imitation::MixedScripts(l)) => (
            "notice-local-mixed-script-looks-like",
            NoticeKind::MixedScript,
            l,
        ),
        Some(Imitation::WholeScript(l)) => (
            "notice-local-confusable",
            NoticeKind::ConfusableLocalPart,
            Some(l),
        ),
        Some(Imitation::Compatibility(l)) => (
            "notice-local-compatibility",
            NoticeKind::CompatibilityCharacters,
            Some(l),
        ),
    };
    warn(
        out,
        field,
        kind,
        Text::new(id)
            .arg("address", make_visible(&a.addr_spec(), false))
            .arg(
                "looks-like",
                make_visible(&looks_like.unwrap_or_default(), false),
            ),
    );
}

/// Whether `a`'s domain may imitate another one (mixed scripts, a confusable script): then it
/// is named by its ASCII form wherever there is no room for the warning, such as the window's
/// title.
pub fn domain_may_imitate(a: &Address) -> bool {
    let mut found = Vec::new();
    if a.is_valid() && a.domain != a.ascii_domain {
        domain(&mut found, &Field::To, a, &[]);
    }
    found.iter().any(Notice::is_warning)
}

/// UTS 39 and IDNA checks on each non-ASCII label of a valid address's domain, and Chromium's
/// comparison of the whole domain with the top domains.
fn domain(out: &mut Vec<Notice>, field: &Field, a: &Address, known: &[String]) {
    let tld = a.domain.rsplit('.').next().unwrap_or_default();
    let mut imitates = false;
    for label in a.domain.split('.').filter(|l| !l.is_ascii()) {
        let chars: Vec<char> = label.chars().collect();
        // Joiners IDNA2008 allows here are part of how the script is written, not a script.
        let letters: String = chars
            .iter()
            .enumerate()
            .filter(|&(i, &c)| {
                !(matches!(c, '\u{200C}' | '\u{200D}')
                    && crate::visible::joiner_allowed_in_label(&chars, i))
            })
            .map(|(_, &c)| c)
            .collect();
        let (id, kind, looks_like) = match imitation::label(&letters, tld) {
            None => continue,
            Some(Imitation::Symbols(l)) => ("notice-label-symbols", NoticeKind::MixedScript, l),
            Some(Imitation::MixedScripts(None)) => {
                ("notice-mixed-script", NoticeKind::MixedScript, None)
            }
            Some(Imitation::MixedScripts(l)) => {
                ("notice-mixed-script-looks-like", NoticeKind::MixedScript, l)
            }
            Some(Imitation::WholeScript(l)) => (
                "notice-confusable-domain",
                NoticeKind::ConfusableDomain,
                Some(l),
            ),
            // UTS 46 maps compatibility forms in a domain (fullwidth letters...) before this.
            Some(Imitation::Compatibility(_)) => continue,
        };
        imitates = true;
        warn(
            out,
            field,
            kind,
            Text::new(id)
                .arg("label", make_visible(label, false))
                .arg("looks-like", looks_like.unwrap_or_default())
                .arg("ascii", &a.ascii_domain),
        );
    }
    // Chromium's check on the whole name, for what the labels' scripts do not show: a domain
    // that reads as a well-known one once its diacritics are removed (`googlé.com`). Said once:
    // a label that already imitates is warned about above.
    if !imitates {
        top_domain(out, field, a, known);
    }
    const DEVIATIONS: [char; 4] = ['ß', 'ς', '\u{200C}', '\u{200D}'];
    if a.domain.contains(DEVIATIONS) {
        let transitional: String = a
            .domain
            .chars()
            .filter(|c| !matches!(c, '\u{200C}' | '\u{200D}'))
            .map(|c| match c {
                'ς' => "σ".to_string(),
                'ß' => "ss".to_string(),
                c => c.to_string(),
            })
            .collect();
        let other = idna::domain_to_ascii(&transitional).unwrap_or(transitional);
        // What is shown is where the mail goes; only older software would go elsewhere.
        warn(
            out,
            field,
            NoticeKind::IdnaDeviation,
            Text::new("notice-idna-deviation")
                .arg("domain", make_visible(&a.domain, false))
                .arg(
                    "characters",
                    make_visible(
                        &a.domain
                            .chars()
                            .filter(|c| DEVIATIONS.contains(c))
                            .collect::<String>(),
                        false,
                    ),
                )
                .arg("other", other)
                .arg("ascii", &a.ascii_domain),
        );
    }
}

/// Chromium's top-domain check: `a`'s domain reads as a well-known one it is not, unless the
/// person said they know it.
fn top_domain(out: &mut Vec<Notice>, field: &Field, a: &Address, known: &[String]) {
    let domain = a
        .domain
        .strip_suffix('.')
        .unwrap_or(&a.domain)
        .to_lowercase();
    if known.contains(&domain) {
        return;
    }
    if let Some(top) = top_domains::similar_top_domain(&domain) {
        warn(
            out,
            field,
            NoticeKind::TopDomainLookalike,
            Text::new("notice-top-domain")
                .arg("domain", make_visible(&a.domain, false))
                .arg("top", top)
                .arg("ascii", &a.ascii_domain),
        );
        if let Some(notice) = out.last_mut() {
            notice.domain = Some(domain);
        }
    }
}

/// Bidi controls, direction marks and invisible characters without a job where they stand,
/// with the text they hide in spelled out.
fn hidden_characters(out: &mut Vec<Notice>, field: &Field, text: &str) {
    let (mut bidi, mut marks, mut invisible) = (false, false, false);
    for (c, why) in suspicions(text) {
        match why {
            Some(Suspicion::Bidi) if matches!(c, '\u{200E}' | '\u{200F}' | '\u{061C}') => {
                marks = true
            }
            Some(Suspicion::Bidi) => bidi = true,
            Some(Suspicion::Invisible) => invisible = true,
            _ => {}
        }
    }
    let shown = || {
        let mut s = make_visible(text, true);
        if s.chars().count() > 120 {
            s = s.chars().take(120).collect::<String>() + "...";
        }
        s
    };
    if bidi {
        warn(
            out,
            field,
            NoticeKind::BidiControl,
            Text::new("notice-bidi-control").arg("text", shown()),
        );
    }
    if marks {
        warn(
            out,
            field,
            NoticeKind::DirectionMark,
            Text::new("notice-direction-mark").arg("text", shown()),
        );
    }
    if invisible {
        warn(
            out,
            field,
            NoticeKind::InvisibleCharacter,
            Text::new("notice-invisible").arg("text", shown()),
        );
    }
}

/// A body whose visible start hides more text after many blank lines, or far to the right.
fn hidden_body_text(out: &mut Vec<Notice>, body: &str) {
    let mut blank_run = 0;
    for (n, line) in body.split('\n').enumerate() {
        let content = line.trim_start();
        if content.trim_end().is_empty() {
            blank_run += 1;
            continue;
        }
        if blank_run >= HIDING_BLANK_LINES && n > blank_run {
            warn(
                out,
                &Field::Body,
                NoticeKind::HiddenBodyText,
                Text::new("notice-blank-lines")
                    .arg("blank", blank_run)
                    .arg("line", n + 1),
            );
            return;
        }
        blank_run = 0;
        let indent = line.chars().count() - content.chars().count();
        if indent >= HIDING_INDENT {
            warn(
                out,
                &Field::Body,
                NoticeKind::HiddenBodyText,
                Text::new("notice-indent")
                    .arg("line", n + 1)
                    .arg("spaces", indent),
            );
            return;
        }
    }
}

#[cfg(test)]
mod tests;
