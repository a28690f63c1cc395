//! The link commands: `parse`, `encode`, `check` and `message`.

use std::io::{self, Write};

use serde::Serialize;

use super::{CliError, EXIT_REFUSED, EncodeArgs};
use crate::draft::{self, Draft, Report};
use crate::mailto::{self, MailtoFields, Severity};
use crate::message::{self, Identity};
use crate::visible::make_visible;

/// The `parse --json` object.
#[derive(Serialize)]
struct ParseJson<'a> {
    to: Vec<String>,
    cc: Vec<String>,
    bcc: Vec<String>,
    subject: Option<&'a str>,
    body: Option<&'a str>,
    headers: Vec<HeaderJson<'a>>,
    dropped: &'a [draft::Dropped],
    /// What could mislead: the draft's warnings and the parser's findings that are warnings.
    warnings: Vec<WarningJson<'a>>,
    /// What only informs: the draft's notes (the ASCII form of a domain, SMTPUTF8) and what
    /// the parser changed while reading the link.
    notes: Vec<WarningJson<'a>>,
    envelope_recipients: Vec<String>,
}

#[derive(Serialize)]
struct HeaderJson<'a> {
    name: &'static str,
    value: &'a str,
}

/// A parser finding or a draft notice, in one shape.
#[derive(Serialize)]
struct WarningJson<'a> {
    field: &'a str,
    kind: &'static str,
    message: String,
}

impl<'a> ParseJson<'a> {
    fn new(d: &'a Draft, r: &'a Report, notices: &'a [draft::Notice], subject_given: bool) -> Self {
        let said = |warning: bool| {
            notices
                .iter()
                .filter(move |n| n.is_warning() == warning)
                .map(|n| WarningJson {
                    field: n.field.name(),
                    kind: n.kind.as_str(),
                    message: n.text.english(),
                })
                .chain(
                    r.notes
                        .iter()
                        .filter(move |f| f.kind.is_warning() == warning)
                        .map(|f| WarningJson {
                            field: f.field.name(),
                            kind: f.kind.as_str(),
                            message: f.message(),
                        }),
                )
                .collect()
        };
        let list = |v: &[mailto::Address]| v.iter().map(mailto::Address::display).collect();
        Self {
            to: list(&d.to),
            cc: list(&d.cc),
            bcc: list(&d.bcc),
            subject: subject_given.then_some(d.subject.as_str()),
            body: (!d.body.is_empty()).then_some(d.body.as_str()),
            headers: d
                .kept_headers()
                .into_iter()
                .map(|(k, value)| HeaderJson {
                    name: k.name(),
                    value,
                })
                .collect(),
            dropped: &r.dropped,
            warnings: said(true),
            notes: said(false),
            envelope_recipients: d
                .recipients()
                .filter_map(mailto::Address::envelope)
                .collect(),
        }
    }
}

#[derive(Serialize)]
struct ErrorJson {
    error: String,
}

/// Reads and filters a link; on refusal prints the reason (and a JSON error) and returns the
/// exit status.
fn open(
    uri: &[u8],
    json: bool,
    out: &mut impl Write,
) -> Result<Result<(Draft, Report), u8>, CliError> {
    match draft::open_link(uri) {
        Ok(opened) => Ok(Ok(opened)),
        Err(e) => {
            if json {
                serde_json::to_writer(
                    &mut *out,
                    &ErrorJson {
                        error: e.to_string(),
                    },
                )?;
                writeln!(out)?;
            }
            eprintln!("mailto-preview: {e}");
            Ok(Err(EXIT_REFUSED))
        }
    }
}

pub(super) fn cmd_parse(uri: &[u8], json: bool, out: &mut impl Write) -> Result<u8, CliError> {
    let (draft, report) = match open(uri, json, out)? {
        Ok(opened) => opened,
        Err(code) => return Ok(code),
    };
    let subject_given = report.subject_set;
    let notices = draft.notices();
    if json {
        serde_json::to_writer_pretty(
            &mut *out,
            &ParseJson::new(&draft, &report, &notices, subject_given),
        )?;
        writeln!(out)?;
    } else {
        write_listing(&draft, &report, &notices, out)?;
    }
    Ok(0)
}

/// The readable listing; every value goes through [`make_visible`] so that a hostile link
/// cannot drive the terminal or reorder what is shown.
fn write_listing(
    d: &Draft,
    r: &Report,
    notices: &[draft::Notice],
    out: &mut impl Write,
) -> io::Result<()> {
    let show = |s: &str| make_visible(s, false);
    for (label, list) in [("To", &d.to), ("Cc", &d.cc), ("Bcc", &d.bcc)] {
        for a in list.iter() {
            let mut line = format!("{label:<9}{}", show(&a.display()));
            match a.envelope() {
                Some(env) if env != a.addr_spec() => {
                    line.push_str(&format!("  (sent as {})", show(&env)))
                }
                Some(_) => {}
                None => line.push_str("  (invalid)"),
            }
            if label == "Bcc" {
                line.push_str("  [hidden recipient]");
            }
            writeln!(out, "{line}")?;
        }
    }
    if d.recipients().next().is_none() {
        writeln!(out, "(no recipients)")?;
    }
    writeln!(out, "{:<9}{}", "Subject", show(&d.subject))?;
    for (k, v) in d.kept_headers() {
        writeln!(out, "{}: {}", k.name(), show(v))?;
    }
    let lines = if d.body.is_empty() {
        0
    } else {
        d.body.split('\n').count()
    };
    writeln!(
        out,
        "Body ({lines} {}):",
        if lines == 1 { "line" } else { "lines" }
    )?;
    if !d.body.is_empty() {
        for line in d.body.split('\n') {
            writeln!(out, "  | {}", show(line))?;
        }
    }
    let finding = |field: &str, kind: &str, message: &str| {
        format!("{} [{kind}]: {}", show(field), show(message))
    };
    section(
        out,
        "Warnings",
        notices
            .iter()
            .filter(|n| n.is_warning())
            .map(|w| finding(w.field.name(), w.kind.as_str(), &w.text.english()))
            .chain(
                r.notes
                    .iter()
                    .filter(|f| f.kind.is_warning())
                    .map(|f| finding(f.field.name(), f.kind.as_str(), &f.message())),
            ),
    )?;
    // The ASCII form of an address is said on its line above: once, not twice.
    section(
        out,
        "Notes",
        notices
            .iter()
            .filter(|n| !n.is_warning() && n.kind != draft::NoticeKind::InternationalDomain)
            .map(|n| finding(n.field.name(), n.kind.as_str(), &n.text.english())),
    )?;
    section(
        out,
        "Ignored from the link",
        r.dropped.iter().map(|x| {
            format!(
                "{}: {}\n    {}",
                show(&x.name),
                mailto::preview(&show(&x.value)),
                x.reason.message()
            )
        }),
    )?;
    section(
        out,
        "Changed while reading the link",
        r.notes
            .iter()
            .filter(|f| !f.kind.is_warning())
            .map(|f| finding(f.field.name(), f.kind.as_str(), &f.message())),
    )?;
    Ok(())
}

/// A titled list, one indented item per line; nothing at all when it is empty.
fn section(
    out: &mut impl Write,
    title: &str,
    items: impl Iterator<Item = String>,
) -> std::io::Result<()> {
    let mut items = items.peekable();
    if items.peek().is_some() {
        writeln!(out, "{title}:")?;
    }
    for item in items {
        writeln!(out, "  {item}")?;
    }
    Ok(())
}

pub(super) fn cmd_message(
    uri: &[u8],
    from: &str,
    envelope: bool,
    out: &mut impl Write,
) -> Result<u8, CliError> {
    let identity = Identity::parse(from)?;
    let (draft, _) = match open(uri, false, out)? {
        Ok(opened) => opened,
        Err(code) => return Ok(code),
    };
    let outgoing = message::build(&draft, &identity)?;
    if envelope {
        out.write_all(outgoing.envelope_text().as_bytes())?;
        out.write_all(b"\r\n")?;
    }
    // The bytes Send transmits: attached files are read here.
    let bytes = outgoing
        .assemble()
        .map_err(|e| CliError::Other(e.to_string()))?;
    out.write_all(&bytes)?;
    Ok(0)
}

pub(super) fn cmd_encode(args: EncodeArgs, out: &mut impl Write) -> Result<u8, CliError> {
    let uri = mailto::encode(&MailtoFields {
        to: args.to,
        cc: args.cc,
        bcc: args.bcc,
        subject: args.subject,
        body: args.body,
        headers: args.header,
    })?;
    writeln!(out, "{uri}")?;
    Ok(0)
}

pub(super) fn cmd_check(uri: &[u8], json: bool, out: &mut impl Write) -> Result<u8, CliError> {
    let report = mailto::check(uri);
    if json {
        serde_json::to_writer_pretty(&mut *out, &report)?;
        writeln!(out)?;
    } else if report.is_clean() {
        writeln!(out, "clean: no problems found")?;
    } else {
        for p in &report.problems {
            let level = match p.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
            };
            let count = if p.count > 1 {
                format!(" ({} times)", p.count)
            } else {
                String::new()
            };
            writeln!(
                out,
                "{level}[{}]: {}{count}\n  rule: {}",
                p.id,
                make_visible(&p.message, false),
                p.rule
            )?;
        }
        if let Some(canonical) = &report.canonical {
            writeln!(out, "canonical form:\n  {canonical}")?;
        }
    }
    Ok(u8::from(!report.is_clean()))
}
