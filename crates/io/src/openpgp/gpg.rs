//! Running the person's `gpg` program, as Evolution does: their keys, their gpg-agent and its
//! pinentry, their smartcards; nothing of ours holds a secret key or a passphrase.
//!
//! Every run is `--batch --no-tty`, so that gpg never asks on a terminal (the agent's own
//! pinentry still asks for a passphrase); `--disable-dirmngr`, `--auto-key-locate clear,local`
//! and `--no-auto-key-retrieve`, so that a gpg.conf that turns on WKD or keyservers cannot make a
//! link's window connect (only [`Gpg::locate_external`], on the person's request, may). What
//! we read is machine output only: the status lines on `--status-fd 1`, with the data in an
//! `--output` file, and `--with-colons` listings; never stderr or human output, where a file
//! or user id name could fake a line (SigSpoof, CVE-2018-12020).

use std::io::{BufRead as _, Write as _};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};
use std::time::Duration;

use super::OpenPgpError;
use super::status::Status;

/// How to run GnuPG: the program, and the home it reads (the person's, unless a test gives
/// its own).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Gpg {
    /// The `gpg` program (found on `PATH` unless a path is given).
    pub program: PathBuf,
    /// `--homedir`; `None`: gpg's own choice (`GNUPGHOME`, else `~/.gnupg`).
    pub home: Option<PathBuf>,
}

impl Default for Gpg {
    fn default() -> Self {
        Self {
            program: PathBuf::from("gpg"),
            home: None,
        }
    }
}

/// Stops the signing of a message (Cancel while gpg signs, or waits for the passphrase): gpg
/// is killed, and its pinentry goes with the agent's request. Whichever comes first wins,
/// Cancel or the sending thread going on with the signed message ([`Cancel::go_on`]), so that
/// a Cancel the window accepted never lets the message go.
#[derive(Debug, Clone, Default)]
pub struct Cancel(Arc<AtomicU8>);

const SIGNING: u8 = 0;
const CANCELLED: u8 = 1;
const GOING_ON: u8 = 2;

impl Cancel {
    /// A signing not cancelled yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Cancels it; `false` when it is too late (the signed message is on its way).
    pub fn cancel(&self) -> bool {
        decide(&self.0, CANCELLED)
    }

    /// The sending thread goes on with the signed message; `false` when Cancel came first.
    pub fn go_on(&self) -> bool {
        decide(&self.0, GOING_ON)
    }

    /// Whether it was cancelled.
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::SeqCst) == CANCELLED
    }
}

/// Moves `state` from signing to `to`; whether it now stands there.
fn decide(state: &AtomicU8, to: u8) -> bool {
    match state.compare_exchange(SIGNING, to, Ordering::SeqCst, Ordering::SeqCst) {
        Ok(_) => true,
        Err(already) => already == to,
    }
}

/// What one run of gpg gave: its status lines, its `--output` file's bytes (if it was given
/// one), its standard output when that is a listing, and whether it exited with success.
#[derive(Debug, Default)]
pub(super) struct Run {
    pub(super) status: Vec<Status>,
    pub(super) output: Option<Vec<u8>>,
    pub(super) listing: String,
    pub(super) success: bool,
}

/// What a run reads and writes.
pub(super) enum Io<'a> {
    /// Status lines on standard output, `input` on standard input, the data in a file.
    Data { input: &'a [u8] },
    /// A `--with-colons` listing on standard output.
    Listing,
    /// Status lines only, of a lookup the person asked for: the one run that may connect.
    Lookup,
}

/// The options every run has (see the module's comment).
const ALWAYS: &[&str] = &[
    "--batch",
    "--no-tty",
    "--no-verbose",
    // `clear` first: the option adds to what gpg.conf lists, and only `clear` drops that.
    "--auto-key-locate",
    "clear,local",
    "--no-auto-key-retrieve",
];

impl Gpg {
    /// The command with the options every run has, and the home.
    fn command(&self, network: bool) -> Command {
        let mut command = Command::new(&self.program);
        if let Some(home) = &self.home {
            command.arg("--homedir").arg(home);
        }
        command.args(ALWAYS);
        if !network {
            command.arg("--disable-dirmngr");
        }
        command
    }

    /// Runs gpg with `args` (after the options every run has), reading and writing as `io`
    /// says, until it ends or `cancel` is set. Each status line is given to `on_status` as it
    /// comes (the agent asking for the passphrase is said while it asks).
    pub(super) fn run(
        &self,
        args: &[&str],
        io: Io<'_>,
        cancel: &Cancel,
        on_status: &mut dyn FnMut(&Status),
    ) -> Result<Run, OpenPgpError> {
        let network = matches!(io, Io::Lookup);
        let out_dir = tempfile::Builder::new()
            .prefix("mailto-preview-gpg")
            .tempdir()
            .map_err(|e| self.failed(e.to_string()))?;
        let out_file = out_dir.path().join("out");
        let mut command = self.command(network);
        let input = match io {
            Io::Data { input } => {
                command
                    .args(["--status-fd", "1", "--output"])
                    .arg(&out_file);
                Some(input)
            }
            Io::Lookup => {
                command.args(["--status-fd", "1"]);
                None
            }
            Io::Listing => {
                command.args(["--with-colons", "--fixed-list-mode"]);
                None
            }
        };
        command.args(args);
        command
            .stdin(if input.is_some() {
                Stdio::piped()
            } else {
                Stdio::null()
            })
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        let mut child = command.spawn().map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => OpenPgpError::Missing {
                program: self.program.display().to_string(),
            },
            _ => self.failed(e.to_string()),
        })?;
        // Written and read on threads of their own, so that neither pipe can fill and block
        // gpg (they serve this run, which joins them).
        let writer = child
            .stdin
            .take()
            .zip(input.map(<[u8]>::to_vec))
            .map(|(mut pipe, bytes)| {
                std::thread::spawn(move || {
                    let _ = pipe.write_all(&bytes);
                })
            });
        let out_pipe = child.stdout.take();
        let (lines_tx, lines) = std::sync::mpsc::channel::<String>();
        let reader = std::thread::spawn(move || {
            let Some(pipe) = out_pipe else { return };
            let mut pipe = std::io::BufReader::new(pipe);
            let mut line = Vec::new();
            while matches!(pipe.read_until(b'\n', &mut line), Ok(n) if n > 0) {
                let _ = lines_tx.send(String::from_utf8_lossy(&line).into_owned());
                line.clear();
            }
        });
        let mut stdout = String::new();
        let take_lines = |stdout: &mut String, on_status: &mut dyn FnMut(&Status)| {
            for line in lines.try_iter() {
                if !matches!(io, Io::Listing)
                    && let Some(status) = Status::parse_all(&line).first()
                {
                    on_status(status);
                }
                stdout.push_str(&line);
            }
        };
        let exit = loop {
            take_lines(&mut stdout, on_status);
            if cancel.is_cancelled() {
                let _ = child.kill();
                let _ = child.wait();
                return Err(OpenPgpError::Cancelled);
            }
            match child.try_wait() {
                Ok(Some(status)) => break status,
                Ok(None) => std::thread::sleep(Duration::from_millis(20)),
                Err(e) => {
                    let _ = child.kill();
                    return Err(self.failed(e.to_string()));
                }
            }
        };
        if let Some(w) = writer {
            let _ = w.join();
        }
        let _ = reader.join();
        take_lines(&mut stdout, on_status);
        let (status, listing) = match io {
            Io::Listing => (Vec::new(), stdout),
            _ => (Status::parse_all(&stdout), String::new()),
        };
        Ok(Run {
            status,
            output: read_if_there(&out_file),
            listing,
            success: exit.success(),
        })
    }

    fn failed(&self, detail: String) -> OpenPgpError {
        OpenPgpError::NotRun {
            program: self.program.display().to_string(),
            detail,
        }
    }
}

fn read_if_there(path: &Path) -> Option<Vec<u8>> {
    std::fs::read(path).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_run_stays_offline_and_in_batch_mode() {
        let gpg = Gpg {
            program: "gpg".into(),
            home: Some("/h".into()),
        };
        let args: Vec<String> = gpg
            .command(false)
            .get_args()
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            args,
            [
                "--homedir",
                "/h",
                "--batch",
                "--no-tty",
                "--no-verbose",
                "--auto-key-locate",
                "clear,local",
                "--no-auto-key-retrieve",
                "--disable-dirmngr"
            ]
        );
        assert!(
            !gpg.command(true)
                .get_args()
                .any(|a| a == "--disable-dirmngr"),
            "only a lookup the person asked for may use the network"
        );
    }

    #[test]
    fn a_missing_program_says_so() {
        let gpg = Gpg {
            program: "/nonexistent/gpg".into(),
            home: None,
        };
        match gpg.run(&["--version"], Io::Listing, &Cancel::new(), &mut |_| {}) {
            Err(OpenPgpError::Missing { program }) => assert_eq!(program, "/nonexistent/gpg"),
            other => panic!("{other:?}"),
        }
    }
}
