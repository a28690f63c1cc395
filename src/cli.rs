//! The command line: `parse`, `encode` and `check`. It only presents what the library
//! produced; every decision about a link is made in [`crate::mailto`].

use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use serde::Serialize;

use crate::mailto::{self, Finding, Header, MAX_URI_BYTES, MailtoFields, ParsedMailto, Severity};
use crate::visible::make_visible;

/// Exit status when the input was refused (clap uses the same for usage errors).
const EXIT_REFUSED: u8 = 2;

/// Handles mailto: links: shows the whole message, fully decoded, and sends only on approval.
#[derive(Debug, Parser)]
#[command(name = "mailto-preview", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Decode a mailto: URI and list every field it sets (exit 2 if it cannot be read).
    Parse {
        /// Print exactly one JSON object.
        #[arg(long)]
        json: bool,
        /// The URI, or '-' to read it from standard input.
        uri: OsString,
    },
    /// Build a canonical mailto: URI from fields.
    Encode(EncodeArgs),
    /// Lint a mailto: URI against RFC 6068 and the authoring rules (exit 1 if it has problems).
    Check {
        /// Print exactly one JSON object.
        #[arg(long)]
        json: bool,
        /// The URI, or '-' to read it from standard input.
        uri: OsString,
    },
}

#[derive(Debug, Args)]
struct EncodeArgs {
    /// A recipient (repeatable).
    #[arg(long, value_name = "ADDRESS")]
    to: Vec<String>,
    /// A Cc recipient (repeatable).
    #[arg(long, value_name = "ADDRESS")]
    cc: Vec<String>,
    /// A Bcc recipient (repeatable; links in public pages should not carry one).
    #[arg(long, value_name = "ADDRESS")]
    bcc: Vec<String>,
    /// The subject.
    #[arg(long)]
    subject: Option<String>,
    /// The body; line breaks become %0D%0A.
    #[arg(long)]
    body: Option<String>,
    /// Another header field, as name=value (repeatable).
    #[arg(long, value_name = "NAME=VALUE", value_parser = parse_header_arg)]
    header: Vec<(String, String)>,
}

fn parse_header_arg(s: &str) -> Result<(String, String), String> {
    match s.split_once('=') {
        Some((name, value)) if !name.is_empty() => Ok((name.to_string(), value.to_string())),
        _ => Err(format!("\"{s}\" is not name=value")),
    }
}

/// Runs the command line given in `args` (program name first) and returns the exit status.
pub fn run(args: impl IntoIterator<Item = OsString>) -> ExitCode {
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { EXIT_REFUSED } else { 0 });
        }
    };
    let mut out = io::stdout().lock();
    let result = match cli.command {
        Command::Parse { json, uri } => {
            read_uri(&uri).and_then(|uri| cmd_parse(&uri, json, &mut out))
        }
        Command::Encode(args) => cmd_encode(args, &mut out),
        Command::Check { json, uri } => {
            read_uri(&uri).and_then(|uri| cmd_check(&uri, json, &mut out))
        }
    };
    match result {
        Ok(code) => ExitCode::from(code),
        // A closed pipe (`| head`) is the reader's choice, not an error to report.
        Err(CliError::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("mailto-preview: {e}");
            ExitCode::from(EXIT_REFUSED)
        }
    }
}

/// Failures of the command line itself (not of the link).
#[derive(Debug, thiserror::Error)]
enum CliError {
    /// Reading standard input or writing standard output failed.
    #[error("input/output failed: {0}")]
    Io(#[from] io::Error),
    /// Standard input held more than a link may be.
    #[error(
        "standard input holds more than {MAX_URI_BYTES} bytes (2 MiB), the longest link accepted; nothing was read"
    )]
    StdinTooLong,
    /// JSON output failed.
    #[error("could not write JSON: {0}")]
    Json(#[from] serde_json::Error),
    /// The fields cannot be written as a link.
    #[error("{0}")]
    Encode(#[from] mailto::EncodeError),
}

/// The URI argument as bytes (a non-UTF-8 argument is read, not lost); `-` reads standard
/// input, without the line break a terminal or `echo` adds.
fn read_uri(arg: &OsString) -> Result<Vec<u8>, CliError> {
    if arg != "-" {
        return Ok(arg.as_encoded_bytes().to_vec());
    }
    let mut buf = Vec::new();
    io::stdin()
        .lock()
        .take(MAX_URI_BYTES as u64 + 3)
        .read_to_end(&mut buf)?;
    for ending in [&b"\r\n"[..], b"\n"] {
        if buf.ends_with(ending) {
            buf.truncate(buf.len() - ending.len());
            break;
        }
    }
    if buf.len() > MAX_URI_BYTES {
        return Err(CliError::StdinTooLong);
    }
    Ok(buf)
}

/// The `parse --json` object.
#[derive(Serialize)]
struct ParseJson<'a> {
    to: Vec<String>,
    cc: Vec<String>,
    bcc: Vec<String>,
    subject: Option<&'a str>,
    body: Option<&'a str>,
    headers: &'a [Header],
    dropped: Vec<DroppedJson>,
    warnings: &'a [Finding],
    envelope_recipients: Vec<String>,
}

/// A field the safety filter dropped (none yet: every other hfield is listed in `headers`).
#[derive(Serialize)]
struct DroppedJson {
    name: String,
    value: String,
    reason: String,
}

impl<'a> ParseJson<'a> {
    fn new(p: &'a ParsedMailto) -> Self {
        let list = |v: &[mailto::Address]| v.iter().map(mailto::Address::display).collect();
        Self {
            to: list(&p.to),
            cc: list(&p.cc),
            bcc: list(&p.bcc),
            subject: p.subject.as_deref(),
            body: p.body.as_deref(),
            headers: &p.headers,
            dropped: Vec::new(),
            warnings: &p.findings,
            envelope_recipients: p.envelope_recipients(),
        }
    }
}

#[derive(Serialize)]
struct ErrorJson {
    error: String,
}

fn cmd_parse(uri: &[u8], json: bool, out: &mut impl Write) -> Result<u8, CliError> {
    let parsed = match mailto::parse(uri) {
        Ok(p) => p,
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
            return Ok(EXIT_REFUSED);
        }
    };
    if json {
        serde_json::to_writer_pretty(&mut *out, &ParseJson::new(&parsed))?;
        writeln!(out)?;
    } else {
        write_listing(&parsed, out)?;
    }
    Ok(0)
}

/// The readable listing; every value goes through [`make_visible`] so that a hostile link
/// cannot drive the terminal or reorder what is shown.
fn write_listing(p: &ParsedMailto, out: &mut impl Write) -> io::Result<()> {
    let show = |s: &str| make_visible(s, false);
    for (label, list) in [("To", &p.to), ("Cc", &p.cc), ("Bcc", &p.bcc)] {
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
    if let Some(subject) = &p.subject {
        writeln!(out, "{:<9}{}", "Subject", show(subject))?;
    }
    for h in &p.headers {
        writeln!(out, "{:<9}{}: {}", "Header", show(&h.name), show(&h.value))?;
    }
    if let Some(body) = &p.body {
        let lines = body.split('\n').count();
        writeln!(
            out,
            "Body ({lines} {}):",
            if lines == 1 { "line" } else { "lines" }
        )?;
        for line in body.split('\n') {
            writeln!(out, "  | {}", show(line))?;
        }
    }
    if p.to.is_empty() && p.cc.is_empty() && p.bcc.is_empty() {
        writeln!(out, "(no recipients)")?;
    }
    if !p.findings.is_empty() {
        writeln!(out, "Notes:")?;
        for f in &p.findings {
            writeln!(
                out,
                "  {} [{}]: {}",
                show(&f.field),
                f.kind.as_str(),
                show(&f.message)
            )?;
        }
    }
    Ok(())
}

fn cmd_encode(args: EncodeArgs, out: &mut impl Write) -> Result<u8, CliError> {
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

fn cmd_check(uri: &[u8], json: bool, out: &mut impl Write) -> Result<u8, CliError> {
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
