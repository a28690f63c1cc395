//! The desktop commands: `register`, `unregister`, `status`, and `generate`, which writes the
//! files packagers install (man page, shell completions, desktop entry, macOS Info.plist,
//! Windows registry file) from the same code that `register` uses.

use std::io::Write;
use std::path::Path;

use clap::CommandFactory;

use super::{Cli, CliError, Generate};
use crate::desktop;

pub(super) fn cmd_register(resident: bool, out: &mut impl Write) -> Result<u8, CliError> {
    for step in desktop::register()?.done {
        writeln!(out, "{step}")?;
    }
    if resident {
        writeln!(out, "{}", desktop::set_resident_at_login(true)?)?;
    }
    let status = desktop::status()?;
    if status.is_us {
        writeln!(out, "mailto: links now open in Mailto Preview")?;
    }
    for p in &status.problems {
        writeln!(out, "problem: {p}")?;
    }
    Ok(0)
}

pub(super) fn cmd_unregister(out: &mut impl Write) -> Result<u8, CliError> {
    for step in desktop::unregister()?.done {
        writeln!(out, "{step}")?;
    }
    Ok(0)
}

/// Exit 0 when Mailto Preview handles mailto: links without problems, 1 otherwise.
pub(super) fn cmd_status(json: bool, out: &mut impl Write) -> Result<u8, CliError> {
    let status = desktop::status()?;
    if json {
        serde_json::to_writer_pretty(&mut *out, &status)?;
        writeln!(out)?;
    } else {
        write!(out, "{status}")?;
    }
    Ok(u8::from(!status.is_us || !status.problems.is_empty()))
}

pub(super) fn cmd_generate(what: Generate, out: &mut impl Write) -> Result<u8, CliError> {
    let mut cmd = Cli::command();
    match what {
        Generate::Man { dir } => {
            std::fs::create_dir_all(&dir)?;
            clap_mangen::generate_to(cmd, &dir)?;
            writeln!(out, "wrote the man pages in {}", dir.display())?;
        }
        Generate::Completions { shell } => {
            clap_complete::generate(shell, &mut cmd, "mailto-preview", out)
        }
        Generate::DesktopEntry => write!(
            out,
            "{}",
            desktop::freedesktop::desktop_entry(Path::new("mailto-preview"))?
        )?,
        Generate::InfoPlist => write!(
            out,
            "{}",
            desktop::macos::info_plist(env!("CARGO_PKG_VERSION"))
        )?,
        Generate::WindowsReg { exe } => write!(out, "{}", desktop::windows::reg_file(&exe))?,
    }
    Ok(0)
}
