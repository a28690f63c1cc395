//! What in a draft could mislead the person: hidden recipients, characters that reorder or
//! hide text, domains that imitate others (UTS 39 via `unicode-security`; IDNA deviations),
//! display names that show another address, and bodies that hide text below the fold.
//!
//! Computed from the draft alone, so the window can re-run it after every edit. Every message
//! spells suspicious characters as `<U+XXXX>`: the renderer is never trusted to neutralise them.

use serde::Serialize;
use unicode_security::MixedScript;

use super::{Draft, Kept};
use crate::mailto::{Address, Field};
use crate::visible::{Suspicion, make_visible, suspicion};

/// From this many recipients on, the draft warns.
pub const MANY_RECIPIENTS: usize = 10;
/// This many blank lines in a row, followed by more text, hide that text.
pub const HIDING_BLANK_LINES: usize = 20;
/// This much leading white space on a line pushes its text out of view.
pub const HIDING_INDENT: usize = 100;

/// The kind of a [`Warning`] (`kind` in JSON).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum WarningKind {
    /// Bcc recipients: the link adds people the other recipients will not see (RFC 6068 §7).
    HiddenRecipient,
    /// An address that cannot be sent to.
    InvalidAddress,
    /// A non-ASCII local part: the server must support SMTPUTF8.
    Smtputf8Required,
    /// An internationalised domain, with the ASCII form that is used.
    InternationalDomain,
    /// A bidirectional control character.
    BidiControl,
    /// An invisible character.
    InvisibleCharacter,
    /// A domain label mixing scripts (UTS 39).
    MixedScript,
    /// A domain label written in another script that looks like Latin (UTS 39 skeleton).
    ConfusableDomain,
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

impl WarningKind {
    /// The kebab-case name used in JSON and listings.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::HiddenRecipient => "hidden-recipient",
            Self::InvalidAddress => "invalid-address",
            Self::Smtputf8Required => "smtputf8-required",
            Self::InternationalDomain => "international-domain",
            Self::BidiControl => "bidi-control",
            Self::InvisibleCharacter => "invisible-character",
            Self::MixedScript => "mixed-script",
            Self::ConfusableDomain => "confusable-domain",
            Self::IdnaDeviation => "idna-deviation",
            Self::DisplayNameAddress => "display-name-address",
            Self::LocalPartAddress => "local-part-address",
            Self::NumericRecipient => "numeric-recipient",
            Self::ManyRecipients => "many-recipients",
            Self::HiddenBodyText => "hidden-body-text",
        }
    }
}

/// One thing in a draft that the person should look at, on the field it concerns.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Warning {
    /// The field it concerns: a recipient list, the subject, the body or Keywords.
    pub field: Field,
    /// What it is.
    pub kind: WarningKind,
    /// A sentence for a person, suspicious characters spelled out.
    pub message: String,
}

fn warn(out: &mut Vec<Warning>, field: &Field, kind: WarningKind, message: String) {
    out.push(Warning {
        field: field.clone(),
        kind,
        message,
    });
}

/// All warnings for `d`.
pub(super) fn check(d: &Draft) -> Vec<Warning> {
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
            WarningKind::HiddenRecipient,
            format!(
                "the link adds {} hidden recipient{} (Bcc) whom the others will not see: {}",
                d.bcc.len(),
                if d.bcc.len() == 1 { "" } else { "s" },
                names.join(", ")
            ),
        );
    }
    let count = d.recipients().count();
    if count >= MANY_RECIPIENTS {
        warn(
            &mut out,
            &Field::To,
            WarningKind::ManyRecipients,
            format!("the message goes to {count} recipients"),
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

fn address(out: &mut Vec<Warning>, field: &Field, a: &Address) {
    if let Some(problem) = &a.problem {
        warn(
            out,
            field,
            WarningKind::InvalidAddress,
            format!(
                "\"{}\" cannot be sent to: {}",
                make_visible(&a.text, false),
                make_visible(problem, false)
            ),
        );
        if !a.text.is_empty() && a.text.trim().chars().all(|c| c.is_ascii_digit()) {
            warn(
                out,
                field,
                WarningKind::NumericRecipient,
                format!(
                    "\"{}\" is only digits, like a port or phone number, not an address",
                    a.text.trim()
                ),
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
                WarningKind::DisplayNameAddress,
                format!(
                    "the name \"{}\" looks like an address, but the mail goes to {}",
                    make_visible(name, false),
                    a.envelope().unwrap_or_else(|| a.addr_spec())
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
            WarningKind::LocalPartAddress,
            format!(
                "the address {} begins with the address {}, but the mail goes to the domain {}",
                make_visible(&a.addr_spec(), false),
                make_visible(shown, false),
                a.ascii_domain
            ),
        );
    }
    if a.needs_smtputf8() {
        warn(
            out,
            field,
            WarningKind::Smtputf8Required,
            format!(
                "{} has a non-ASCII local part: it can only be sent through a server with SMTPUTF8",
                a.addr_spec()
            ),
        );
    }
    if a.domain != a.ascii_domain {
        warn(
            out,
            field,
            WarningKind::InternationalDomain,
            format!("the domain {} is sent as {}", a.domain, a.ascii_domain),
        );
        domain(out, field, a);
    }
}

/// Whether `a`'s domain may imitate another one (mixed scripts, a confusable script, IDNA
/// deviation characters): then it is named by its ASCII form wherever there is no room for the
/// warning, such as the window's title.
pub fn domain_may_imitate(a: &Address) -> bool {
    let mut found = Vec::new();
    if a.is_valid() && a.domain != a.ascii_domain {
        domain(&mut found, &Field::To, a);
    }
    !found.is_empty()
}

/// UTS 39 and IDNA checks on each non-ASCII label of a valid address's domain.
fn domain(out: &mut Vec<Warning>, field: &Field, a: &Address) {
    for label in a.domain.split('.').filter(|l| !l.is_ascii()) {
        let skeleton: String = unicode_security::skeleton(label).collect();
        let looks_like = if skeleton.is_ascii() && skeleton != label {
            format!(", and looks like the Latin \"{skeleton}\"")
        } else {
            String::new()
        };
        if !label.is_single_script() {
            warn(
                out,
                field,
                WarningKind::MixedScript,
                format!(
                    "the domain label \"{label}\" mixes writing systems{looks_like}: it may imitate \
                     another domain; the mail goes to {}",
                    a.ascii_domain
                ),
            );
        } else if !looks_like.is_empty() {
            warn(
                out,
                field,
                WarningKind::ConfusableDomain,
                format!(
                    "the domain label \"{label}\" is written in another script{looks_like}: the mail \
                     goes to {}, not to that domain",
                    a.ascii_domain
                ),
            );
        }
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
        warn(
            out,
            field,
            WarningKind::IdnaDeviation,
            format!(
                "the domain {} contains {}, which older software (IDNA2003) reads differently: it \
                 would send to {other}; this program sends to {}",
                a.domain,
                make_visible(
                    &a.domain
                        .chars()
                        .filter(|c| DEVIATIONS.contains(c))
                        .collect::<String>(),
                    false
                ),
                a.ascii_domain
            ),
        );
    }
}

/// Bidi controls and invisible characters, with the text they hide in spelled out.
fn hidden_characters(out: &mut Vec<Warning>, field: &Field, text: &str) {
    let (mut bidi, mut invisible) = (false, false);
    for c in text.chars() {
        match suspicion(c) {
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
            WarningKind::BidiControl,
            format!(
                "contains characters that reverse the direction of text, so what you read may not be what it says: {}",
                shown()
            ),
        );
    }
    if invisible {
        warn(
            out,
            field,
            WarningKind::InvisibleCharacter,
            format!("contains invisible characters: {}", shown()),
        );
    }
}

/// A body whose visible start hides more text after many blank lines, or far to the right.
fn hidden_body_text(out: &mut Vec<Warning>, body: &str) {
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
                WarningKind::HiddenBodyText,
                format!(
                    "{blank_run} blank lines push more text down to line {}: scroll down to read all of the body",
                    n + 1
                ),
            );
            return;
        }
        blank_run = 0;
        let indent = line.chars().count() - content.chars().count();
        if indent >= HIDING_INDENT {
            warn(
                out,
                &Field::Body,
                WarningKind::HiddenBodyText,
                format!(
                    "line {} starts with {indent} spaces, which push its text out of view",
                    n + 1
                ),
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

    fn kinds(uri: &str) -> Vec<(Field, WarningKind)> {
        let (d, _) = from_link(parse(uri).unwrap()).unwrap();
        d.warnings()
            .into_iter()
            .map(|w| (w.field, w.kind))
            .collect()
    }

    fn has(uri: &str, field: &str, kind: WarningKind) {
        let k = kinds(uri);
        assert!(
            k.contains(&(Field::from_hname(field), kind)),
            "{uri}: {k:?}"
        );
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
        use WarningKind::*;
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
        assert!(w[0].message.contains("<U+202E>"), "{w:?}");
        assert!(!w[0].message.contains('\u{202E}'));
    }

    #[test]
    fn accented_latin_domains_are_not_confusables() {
        let k = kinds("mailto:a@m%C3%BCnchen.example");
        assert_eq!(k, [(Field::To, WarningKind::InternationalDomain)]);
    }
}
