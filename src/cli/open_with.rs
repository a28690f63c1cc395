//! `open-with`: hands the message a link describes, after the same parsing and safety filter
//! as the window, to webmail or an installed mail program; `--print` only shows what would be
//! handed over, `--list` what is available.

use std::io::Write;

use serde::Serialize;

use super::{CliError, EXIT_REFUSED};
use crate::draft;
use crate::open_with::{self, Target};
use crate::visible::make_visible;

/// One `open-with --list --json` entry.
#[derive(Serialize)]
struct TargetJson<'a> {
    id: &'a str,
    name: &'a str,
    kind: &'static str,
    description: String,
    /// The mail program that was the default before `register`.
    previous_default: bool,
}

/// `open-with --list`: the targets, one a line (`id<TAB>description`), or a JSON array.
pub(super) fn cmd_list(json: bool, out: &mut impl Write) -> Result<u8, CliError> {
    let previous = open_with::previous_default();
    let targets = open_with::targets_after(previous.as_deref());
    if json {
        let list: Vec<TargetJson> = targets
            .iter()
            .map(|t| TargetJson {
                id: t.id(),
                name: t.label(),
                kind: match t {
                    Target::Webmail(_) => "webmail",
                    Target::Program(_) => "program",
                },
                description: t.description(),
                previous_default: previous.as_deref() == Some(t.id()),
            })
            .collect();
        serde_json::to_writer_pretty(&mut *out, &list)?;
        writeln!(out)?;
    } else {
        for t in &targets {
            let mark = if previous.as_deref() == Some(t.id()) {
                " (your mail program before Mailto Preview)"
            } else {
                ""
            };
            writeln!(
                out,
                "{}\t{}{mark}",
                make_visible(t.id(), false),
                make_visible(&t.description(), false)
            )?;
        }
    }
    Ok(0)
}

/// `open-with TARGET URI`: filters the link, then hands the message over (or, with `print`,
/// prints the URL or the shell-quoted command line and starts nothing).
pub(super) fn cmd_open_with(
    target: &str,
    uri: &[u8],
    print: bool,
    out: &mut impl Write,
) -> Result<u8, CliError> {
    let refuse = |e: &dyn std::fmt::Display| {
        eprintln!("mailto-preview: {}", make_visible(&e.to_string(), false));
        Ok(EXIT_REFUSED)
    };
    let target = match open_with::find_target(target) {
        Ok(t) => t,
        Err(e) => return refuse(&e),
    };
    let (draft, report) = match draft::open_link(uri) {
        Ok(opened) => opened,
        Err(e) => return refuse(&e),
    };
    let handover = match open_with::plan(&draft, &target) {
        Ok(h) => h,
        Err(e) => return refuse(&e),
    };
    for d in &report.dropped {
        eprintln!(
            "mailto-preview: not handed over: {}: {}",
            make_visible(&d.name, false),
            d.reason.message()
        );
    }
    for note in &handover.notes {
        eprintln!(
            "mailto-preview: note: {}",
            make_visible(&note.english(), false)
        );
    }
    if print {
        writeln!(out, "{}", handover.action)?;
        return Ok(0);
    }
    open_with::launch(&handover).map_err(|e| CliError::Other(e.to_string()))?;
    if let Some(body) = &handover.body_left_out {
        eprintln!(
            "mailto-preview: the body was left out of what {} received; here it is, to paste there:",
            handover.label
        );
        writeln!(out, "{body}")?;
    }
    Ok(0)
}
