//! Starting what a [`Handover`] says: the default browser on a URL (`xdg-open`, the OpenURI
//! desktop portal inside a Flatpak sandbox, `open` on macOS, the URL protocol handler on
//! Windows), or a mail program, detached from this process. A program that stops with an
//! error within [`EARLY_EXIT`] counts as not started, so that the window can keep the message.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::{Action, Handover};

/// How long a started program is watched for an immediate failure (a browser launcher that
/// finds no browser, a client that refuses its arguments). Longer-running is success: a mail
/// program that opened its compose window keeps running.
pub const EARLY_EXIT: Duration = Duration::from_millis(700);

/// The longest URL or link given to a program as one argument. Linux refuses a single argument
/// longer than 128 KiB (`MAX_ARG_STRLEN`, 32 pages); Windows a whole command line longer than
/// 32,767 characters (CreateProcess), of which the program's path takes its share. Past it
/// the body is left out and given to the person separately.
pub const MAX_ARGUMENT: usize = if cfg!(windows) {
    32_000
} else {
    128 * 1024 - 1
};

/// Why a hand-off did not start.
#[derive(Debug, thiserror::Error)]
#[error("{}", crate::i18n::Localize::text(self).english())]
pub enum LaunchError {
    /// The program could not be run at all.
    Start {
        program: String,
        /// The OS error.
        source: std::io::Error,
    },
    /// It ran and failed at once.
    Failed {
        program: String,
        /// Its exit status, in words.
        status: String,
    },
    /// The desktop portal refused or is not there.
    Portal(String),
    /// Nothing here can open a browser.
    Unsupported,
    /// A reopened draft's file could not be written for the program.
    Files {
        /// Where it was to be written.
        path: std::path::PathBuf,
        /// The system's words.
        detail: String,
    },
}

impl crate::i18n::Localize for LaunchError {
    fn text(&self) -> crate::i18n::Text {
        use crate::i18n::Text;
        match self {
            Self::Start { program, source } => Text::new("launch-start")
                .arg("program", program)
                .arg("detail", source.to_string()),
            Self::Failed { program, status } => Text::new("launch-failed")
                .arg("program", program)
                .arg("status", status),
            Self::Portal(detail) => Text::new("launch-portal").arg("detail", detail),
            Self::Unsupported => Text::new("launch-unsupported"),
            Self::Files { path, detail } => Text::new("launch-files")
                .arg("path", path)
                .arg("detail", detail),
        }
    }
}

/// Starts the hand-off and returns once it is under way (at most [`EARLY_EXIT`]). A reopened
/// draft's files are written first, where only this user can read them.
pub fn launch(handover: &Handover) -> Result<(), LaunchError> {
    for (path, bytes) in &handover.writes {
        write_private(path, bytes).map_err(|e| LaunchError::Files {
            path: path.clone(),
            detail: e.to_string(),
        })?;
    }
    match &handover.action {
        Action::Browse(url) => browse(url),
        Action::Run(argv) => run(argv),
    }
}

/// Writes `bytes` at `path`, its folders and the file readable by this user only.
fn write_private(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        let mut builder = std::fs::DirBuilder::new();
        builder.recursive(true);
        #[cfg(unix)]
        std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
        builder.create(dir)?;
    }
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    std::io::Write::write_all(&mut options.open(path)?, bytes)
}

/// Opens `url` in the default browser (the desktop's opener, the OpenURI portal inside a
/// sandbox, `open` on macOS, the URL handler on Windows).
pub fn browse(url: &str) -> Result<(), LaunchError> {
    #[cfg(all(unix, not(target_os = "macos")))]
    {
        if super::sandboxed() {
            return portal_open_uri(url);
        }
        return run(&["xdg-open".to_string(), url.to_string()]);
    }
    #[cfg(target_os = "macos")]
    return run(&["open".to_string(), url.to_string()]);
    // rundll32's URL handler takes the URL as one argument, untouched by cmd.exe's `&` rules.
    #[cfg(windows)]
    return run(&[
        "rundll32".to_string(),
        "url.dll,FileProtocolHandler".to_string(),
        url.to_string(),
    ]);
    #[allow(unreachable_code)]
    {
        let _ = url;
        Err(LaunchError::Unsupported)
    }
}

/// The OpenURI portal (org.freedesktop.portal.OpenURI), the sandbox's way to a browser.
#[cfg(all(unix, not(target_os = "macos")))]
fn portal_open_uri(url: &str) -> Result<(), LaunchError> {
    use std::collections::HashMap;
    use zbus::zvariant::Value;
    crate::task::block_on(async {
        let conn = zbus::Connection::session()
            .await
            .map_err(|e| LaunchError::Portal(e.to_string()))?;
        let options: HashMap<&str, Value<'_>> = HashMap::new();
        conn.call_method(
            Some("org.freedesktop.portal.Desktop"),
            "/org/freedesktop/portal/desktop",
            Some("org.freedesktop.portal.OpenURI"),
            "OpenURI",
            &("", url, options),
        )
        .await
        .map(|_| ())
        .map_err(|e| LaunchError::Portal(e.to_string()))
    })
    .map_err(|e| LaunchError::Portal(e.to_string()))?
}

/// Runs `argv` detached: no terminal input, its own process group (a Ctrl+C meant for us
/// does not close the mail program), reaped by a thread when it outlives [`EARLY_EXIT`].
fn run(argv: &[String]) -> Result<(), LaunchError> {
    let Some((program, args)) = argv.split_first() else {
        return Err(LaunchError::Start {
            program: String::new(),
            source: std::io::Error::other("no program"),
        });
    };
    let mut command = Command::new(program);
    command
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null());
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut command, 0);
    let mut child = command.spawn().map_err(|source| LaunchError::Start {
        program: program.clone(),
        source,
    })?;
    let started = Instant::now();
    while started.elapsed() < EARLY_EXIT {
        match child.try_wait() {
            Ok(Some(status)) if status.success() => return Ok(()),
            Ok(Some(status)) => {
                return Err(LaunchError::Failed {
                    program: program.clone(),
                    status: status.to_string(),
                });
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(_) => break,
        }
    }
    // Not a `Task`: it reaps a child nobody waits for, with no result and no window to wake.
    std::thread::spawn(move || {
        let _ = child.wait();
    });
    Ok(())
}
