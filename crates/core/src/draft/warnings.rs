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
    });
}

/// Everything `d` says: warnings and notes.
pub(super) fn check(d: &Draft) -> Vec<Notice> {
    let mut out = Vec::new();
    for (field, list) in [(Field::To, &d.to), (Field::Cc, &d.cc), (Field::Bcc, &d.bcc)] {
        for a in list {
            address(&mut out, &field, a);
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
pub fn has_warning(a: &Address) -> bool {
    let mut out = Vec::new();
    address(&mut out, &Field::To, a);
    out.iter().any(Notice::is_warning)
}

fn address(out: &mut Vec<Notice>, field: &Field, a: &Address) {
    if let Some(problem) = &a.problem {
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
        domain(out, field, a);
    }
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
        domain(&mut found, &Field::To, a);
    }
    found.iter().any(Notice::is_warning)
}

/// UTS 39 and IDNA checks on each non-ASCII label of a valid address's domain, and Chromium's
/// comparison of the whole domain with the top domains.
fn domain(out: &mut Vec<Notice>, field: &Field, a: &Address) {
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
    if !imitates && let Some(top) = top_domains::similar_top_domain(&a.domain) {
        warn(
            out,
            field,
            NoticeKind::TopDomainLookalike,
            Text::new("notice-top-domain")
                .arg("domain", make_visible(&a.domain, false))
                .arg("top", top)
                .arg("ascii", &a.ascii_domain),
        );
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
mod tests {
    use super::*;
    use crate::draft::from_link;
    use crate::mailto::parse;

    fn kinds(uri: &str) -> Vec<(Field, NoticeKind)> {
        let (d, _) = from_link(parse(uri).unwrap()).unwrap();
        d.notices().into_iter().map(|w| (w.field, w.kind)).collect()
    }

    fn has(uri: &str, field: &str, kind: NoticeKind) {
        let k = kinds(uri);
        assert!(
            k.contains(&(Field::from_hname(field), kind)),
            "{uri}: {k:?}"
        );
    }

    /// Only the warnings of a link (what could mislead), without its notes.
    fn warned(uri: &str) -> Vec<(Field, NoticeKind)> {
        kinds(uri)
            .into_iter()
            .filter(|(_, k)| k.is_warning())
            .collect()
    }

    #[test]
    fn ordinary_links_in_other_languages_raise_no_warning() {
        for (what, uri) in [
            ("German IDN", "mailto:info@b%C3%BCcher.de"),
            (
                "Russian IDN under .рф",
                "mailto:info@%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84",
            ),
            (
                "Chinese IDN under .中国",
                "mailto:info@%E4%BE%8B%E5%AD%90.%E4%B8%AD%E5%9B%BD",
            ),
            (
                "Arabic IDN under .مصر",
                "mailto:info@%D9%85%D8%AB%D8%A7%D9%84.%D9%85%D8%B5%D8%B1",
            ),
            (
                "Japanese: Han, Hiragana, Katakana",
                "mailto:a@%E4%BE%8B%E3%81%88%E3%83%86%E3%82%B9%E3%83%88.jp",
            ),
            (
                "Korean: Hangul with Hanja",
                "mailto:a@%ED%95%9C%EA%B5%AD%E8%AA%9E.kr",
            ),
            ("Latin with Han", "mailto:a@abc%E4%BE%8B%E5%AD%90.com"),
            (
                "Cyrillic that reads as Latin, under .ru",
                "mailto:a@%D1%80%D0%B0%D1%83%D1%80%D0%B0.ru",
            ),
            (
                "Persian label with ZWNJ",
                "mailto:a@%D9%85%DB%8C%E2%80%8C%D8%AE%D9%88%D8%A7%D9%87%D9%85.%D8%A7%DB%8C%D8%B1%D8%A7%D9%86",
            ),
            (
                "Marathi label with virama and ZWJ",
                "mailto:a@%E0%A4%B0%E0%A5%8D%E2%80%8D%E0%A4%AF.%E0%A4%AD%E0%A4%BE%E0%A4%B0%E0%A4%A4",
            ),
            (
                "German sharp s, read differently by IDNA2003 only",
                "mailto:a@stra%C3%9Fe.de",
            ),
            (
                "EAI local part",
                "mailto:%3C%D0%B8%D0%B2%D0%B0%D0%BD@%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84%3E",
            ),
            (
                "Persian subject with ZWNJ",
                "mailto:a@example.org?subject=%D9%85%DB%8C%E2%80%8C%D8%AE%D9%88%D8%A7%D9%87%D9%85",
            ),
            (
                "emoji family and a coder",
                "mailto:a@example.org?body=%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7%20%F0%9F%91%A9%F0%9F%8F%BD%E2%80%8D%F0%9F%92%BB",
            ),
            (
                "red heart and keycap",
                "mailto:a@example.org?subject=%E2%9D%A4%EF%B8%8F%201%EF%B8%8F%E2%83%A3",
            ),
            (
                "Hebrew with a direction mark",
                "mailto:a@example.org?subject=%D7%A9%D7%9C%D7%95%D7%9D%E2%80%8F!",
            ),
        ] {
            assert_eq!(warned(uri), [], "{what}: {uri}");
        }
        // What it only informs about is a note, said once.
        let notes = kinds("mailto:info@b%C3%BCcher.de");
        assert_eq!(notes, [(Field::To, NoticeKind::InternationalDomain)]);
        assert!(!NoticeKind::InternationalDomain.is_warning());
        assert!(!NoticeKind::Smtputf8Required.is_warning());
    }

    #[test]
    fn what_deceives_is_still_warned_about() {
        use NoticeKind::*;
        for (what, uri, kind) in [
            (
                "Latin with Cyrillic",
                "mailto:a@%D0%B0pple.com",
                MixedScript,
            ),
            (
                "Cyrillic reading as Latin under .com",
                "mailto:a@%D1%80%D0%B0%D1%83%D1%80%D0%B0.com",
                ConfusableDomain,
            ),
            (
                "Greek reading as Latin under .com",
                "mailto:a@%CE%BF%CF%81%CE%BF.com",
                ConfusableDomain,
            ),
            (
                "Latin with Armenian look-alikes",
                "mailto:a@g%D6%85%D6%85gle.com",
                MixedScript,
            ),
            (
                "zero-width space in a subject",
                "mailto:a@example.org?subject=pay%E2%80%8Bpal",
                InvisibleCharacter,
            ),
            (
                "ZWNJ between Latin letters",
                "mailto:a@example.org?subject=pay%E2%80%8Cpal",
                InvisibleCharacter,
            ),
            (
                "right-to-left override",
                "mailto:a@example.org?subject=%E2%80%AEtxt.exe",
                BidiControl,
            ),
            (
                "isolate in the body",
                "mailto:a@example.org?body=x%E2%81%A6y",
                BidiControl,
            ),
        ] {
            assert!(
                warned(uri).iter().any(|(_, k)| *k == kind),
                "{what}: {uri}: {:?}",
                kinds(uri)
            );
        }
    }

    #[test]
    fn plain_links_have_no_warnings() {
        assert_eq!(
            kinds("mailto:a@example.org?subject=Hello&body=Hi%20there"),
            []
        );
        // RFC 6068 §6.2: a quoted '@' that does not show an address is not a warning.
        assert_eq!(kinds("mailto:%22not%40me%22@example.org"), []);
    }

    #[test]
    fn each_warning() {
        use NoticeKind::*;
        has(
            "mailto:a@example.org?bcc=spy@example.org",
            "bcc",
            HiddenRecipient,
        );
        has("mailto:not-an-address", "to", InvalidAddress);
        has("mailto:8080", "to", NumericRecipient);
        has("mailto:%3Ccaf%C3%A9@example.org%3E", "to", Smtputf8Required);
        has(
            "mailto:a@%E7%B4%8D%E8%B1%86.example.org",
            "to",
            InternationalDomain,
        );
        has(
            "mailto:a@example.org?subject=%E2%80%AEtxt.exe",
            "subject",
            BidiControl,
        );
        has(
            "mailto:a@example.org?subject=pay%E2%80%8Bpal",
            "subject",
            InvisibleCharacter,
        );
        has("mailto:a@example.org?body=x%E2%81%A6y", "body", BidiControl);
        // Cyrillic "а" in a Latin word.
        has("mailto:a@%D0%B0pple.com", "to", MixedScript);
        // All Cyrillic, looks like "paypal".
        has(
            "mailto:a@%D1%80%D0%B0%D1%83%D1%80%D0%B0l.com",
            "to",
            MixedScript,
        );
        has(
            "mailto:a@%D1%80%D0%B0%D1%83%D1%80%D0%B0.com",
            "to",
            ConfusableDomain,
        );
        has("mailto:a@fa%C3%9F.de", "to", IdnaDeviation);
        has(
            "mailto:a@example.org?subject=%D7%A9%D7%9C%D7%95%D7%9D%E2%80%8F",
            "subject",
            DirectionMark,
        );
        has(
            "mailto:%22support@bank.example%22%20%3Cevil@x.example%3E",
            "to",
            DisplayNameAddress,
        );
        has(
            "mailto:%22support@bank.example%22@evil.example",
            "to",
            LocalPartAddress,
        );
        has(
            &format!("mailto:{}", "a@example.org,".repeat(10)),
            "to",
            ManyRecipients,
        );
        has(
            &format!("mailto:a@example.org?body=Hi{}secret", "%0D%0A".repeat(25)),
            "body",
            HiddenBodyText,
        );
        has(
            &format!(
                "mailto:a@example.org?body=Hi%0D%0A{}secret",
                "%20".repeat(150)
            ),
            "body",
            HiddenBodyText,
        );
    }

    #[test]
    fn hidden_characters_in_an_address_refuse_it() {
        let (d, _) =
            from_link(parse("mailto:evil%E2%80%AEgro.elpmaxe@example.org").unwrap()).unwrap();
        assert!(d.has_invalid_address());
        let w = d.warnings();
        assert!(w[0].text.english().contains("<U+202E>"), "{w:?}");
        assert!(!w[0].text.english().contains('\u{202E}'));
    }

    #[test]
    fn accented_latin_domains_are_not_confusables() {
        let k = kinds("mailto:a@m%C3%BCnchen.example");
        assert_eq!(k, [(Field::To, NoticeKind::InternationalDomain)]);
    }

    /// A Latin letter whose skeleton is ASCII is a word under the TLD of a language that writes
    /// it, and a disguise elsewhere.
    #[test]
    fn latin_look_alikes_are_ordinary_under_their_countrys_tld() {
        let warned = |uri: &str| {
            let (d, _) = from_link(parse(uri).unwrap()).unwrap();
            d.warnings().iter().map(|w| w.kind).collect::<Vec<_>>()
        };
        assert_eq!(warned("mailto:a@d%C3%A6mi.is"), []);
        assert_eq!(warned("mailto:a@s%C4%B1nav.com.tr"), []);
        assert_eq!(
            warned("mailto:a@d%C3%A6mi.com"),
            [NoticeKind::ConfusableDomain]
        );
        assert_eq!(
            warned("mailto:a@%C4%B1ntel.com"),
            [NoticeKind::ConfusableDomain]
        );
    }

    /// The part before '@' is held to the rules of a domain label: a person reads the whole
    /// address.
    #[test]
    fn local_parts_that_imitate_latin_ones_are_warned_about() {
        use NoticeKind::*;
        for (what, uri, kind) in [
            (
                "a Cyrillic a in \"admin\"",
                "mailto:%D0%B0dmin@bank.example",
                MixedScript,
            ),
            (
                "\"apple\" all in Cyrillic",
                "mailto:%D0%B0%D1%80%D1%80%D3%8F%D0%B5@example.com",
                ConfusableLocalPart,
            ),
            (
                "fullwidth \"admin\"",
                "mailto:%EF%BD%81%EF%BD%84%EF%BD%8D%EF%BD%89%EF%BD%8E@bank.example",
                CompatibilityCharacters,
            ),
            (
                "mathematical bold \"admin\"",
                "mailto:%F0%9D%90%9A%F0%9D%90%9D%F0%9D%90%A6%F0%9D%90%A2%F0%9D%90%A7@bank.example",
                CompatibilityCharacters,
            ),
            (
                "a division slash for \"/\"",
                "mailto:sales%E2%88%95team@bank.example",
                MixedScript,
            ),
        ] {
            assert!(
                warned(uri).contains(&(Field::To, kind)),
                "{what}: {uri}: {:?}",
                kinds(uri)
            );
        }
        // What the person is told the address reads as.
        let (d, _) = from_link(parse("mailto:%D0%B0dmin@bank.example").unwrap()).unwrap();
        let text = d.warnings()[0].text.english();
        assert!(
            text.contains("\"admin\" written in Latin letters"),
            "{text}"
        );
    }

    #[test]
    fn ordinary_local_parts_are_not_warned_about() {
        for uri in [
            // Spanish, German, Icelandic, Russian, Greek, Hindi, Chinese, Arabic names.
            "mailto:jos%C3%A9@example.com",
            "mailto:jos%C3%A9.garc%C3%ADa+news@example.com",
            "mailto:m%C3%BCller@m%C3%BCller.de",
            "mailto:%C3%BEj%C3%B3nusta@d%C3%A6mi.is",
            "mailto:%D0%B8%D0%B2%D0%B0%D0%BD@gmail.com",
            "mailto:%CE%B8%CF%83%CE%B5%CF%81@example.gr",
            "mailto:%E0%A4%85%E0%A4%9C%E0%A4%AF@example.in",
            "mailto:%E7%94%A8%E6%88%B7@example.com",
            "mailto:%D8%A3%D8%AD%D9%85%D8%AF@example.sa",
            // Cyrillic that reads as Latin, under a Cyrillic country's TLD or a Cyrillic TLD.
            "mailto:%D1%80%D0%B0%D1%80%D0%B0@mail.ru",
            "mailto:%D1%80%D0%B0%D1%80%D0%B0@%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84",
            // A decomposed "é" is the same letter.
            "mailto:jose%CC%81@example.com",
        ] {
            assert_eq!(warned(uri), [], "{uri}");
        }
    }

    #[test]
    fn a_diacritic_look_alike_of_a_top_domain_is_warned_about() {
        for (uri, top) in [
            ("mailto:security@googl%C3%A9.com", "google.com"),
            ("mailto:a@p%C3%A0ypal.com", "paypal.com"),
            ("mailto:a@secure.micr%C3%B6soft.com", "microsoft.com"),
        ] {
            let (d, _) = from_link(parse(uri).unwrap()).unwrap();
            let w = d.warnings();
            assert_eq!(
                w.iter().map(|w| w.kind).collect::<Vec<_>>(),
                [NoticeKind::TopDomainLookalike],
                "{uri}"
            );
            assert!(w[0].text.english().contains(top), "{uri}: {w:?}");
            // The window's title names it by its ASCII form.
            assert!(domain_may_imitate(&d.to[0]), "{uri}");
        }
        for uri in [
            "mailto:a@caf%C3%A9.fr",
            "mailto:a@m%C3%BCller.de",
            "mailto:a@b%C3%BCcher.de",
            "mailto:a@soci%C3%A9t%C3%A9.fr",
        ] {
            assert_eq!(warned(uri), [], "{uri}");
        }
        // A label that already imitates is warned about once, not twice.
        assert_eq!(
            warned("mailto:a@%D0%B0pple.com"),
            [(Field::To, NoticeKind::MixedScript)]
        );
    }

    /// Yiddish points pass (IANA's test domain); Cyrillic mixed in does not (IDNA's Bidi Rule
    /// refuses the address outright).
    #[test]
    fn yiddish_points_are_not_mixed_scripts() {
        let warned = |uri: &str| {
            let (d, _) = from_link(parse(uri).unwrap()).unwrap();
            d.warnings().iter().map(|w| w.kind).collect::<Vec<_>>()
        };
        assert_eq!(
            warned(
                "mailto:a@%D7%91%D7%90%D6%B7%D7%A9%D7%A4%D6%BC%D7%99%D7%9C.%D7%98%D7%A2%D7%A1%D7%98"
            ),
            []
        );
        assert_eq!(
            warned("mailto:a@%D7%B2%D7%99%D7%93%D7%99%D7%A9.example"),
            []
        );
        assert_eq!(
            warned("mailto:a@%D7%90%D6%B7%D0%B0.example"),
            [NoticeKind::InvalidAddress]
        );
    }
}
