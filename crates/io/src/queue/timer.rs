//! The timer that sends the queue when no process of ours runs: a systemd user timer on
//! Linux, a launchd agent on macOS, a Task Scheduler task on Windows (the last two are
//! type-checked only).
//!
//! One timer, rewritten to the next due time whenever the queue changes: systemd's
//! `OnCalendar=` with `Persistent=true`, so that a time missed while the computer was off
//! fires at the next login (systemd.timer(5)); launchd's `StartCalendarInterval`, which runs
//! a missed time when the Mac wakes (launchd.plist(5)); the Task Scheduler's time trigger
//! with `StartWhenAvailable` ("Task Scheduler Schema: StartWhenAvailable"). Each runs
//! `mailto-preview queue --due`, which sends what is due and sets the timer again.
//!
//! In a Flatpak there is no timer: the queue is sent only while a process of ours runs
//! (README, "Send later").

use std::path::{Path, PathBuf};
use std::time::Duration;

use chrono::{DateTime, Utc};

/// The systemd user units.
pub const SERVICE: &str = "mailto-preview-queue.service";
/// See [`SERVICE`].
pub const TIMER: &str = "mailto-preview-queue.timer";

/// What setting the timer did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arranged {
    /// The timer fires at the time given (Unix seconds).
    At(i64),
    /// Nothing waits: the timer is off.
    Off,
    /// There is no timer here (no systemd user instance, a Flatpak): the queue is sent while
    /// a process of ours runs, or at the next start without a link. Why, in English.
    NoTimer(String),
}

/// The service unit: `queue --due` run by `exe`.
pub fn service_unit(exe: &Path) -> String {
    format!(
        "[Unit]\n\
         Description=Send the messages Mailto Preview keeps for later\n\
         Documentation=man:mailto-preview(1)\n\
         \n\
         [Service]\n\
         Type=oneshot\n\
         ExecStart={} queue --due\n",
        systemd_quoted(&exe.to_string_lossy())
    )
}

/// The timer unit, firing at `due` (Unix seconds, written in UTC so that a change of the
/// clocks or of the time zone does not move it).
pub fn timer_unit(due: i64) -> String {
    let at = DateTime::<Utc>::from_timestamp(due, 0).unwrap_or_default();
    format!(
        "[Unit]\n\
         Description=Send the messages Mailto Preview keeps for later, at their time\n\
         \n\
         [Timer]\n\
         OnCalendar={} UTC\n\
         Persistent=true\n\
         AccuracySec=1s\n\
         Unit={SERVICE}\n",
        at.format("%Y-%m-%d %H:%M:%S")
    )
}

/// A word of a systemd command line (systemd.service(5), "Command lines"): quoted when it has
/// a space, a quote or a backslash; `%` doubled (a specifier otherwise) and `$` doubled (a
/// variable otherwise).
fn systemd_quoted(word: &str) -> String {
    let word = word.replace('%', "%%").replace('$', "$$");
    if word
        .chars()
        .any(|c| c.is_whitespace() || c == '"' || c == '\\' || c == '\'')
    {
        format!("\"{}\"", word.replace('\\', "\\\\").replace('"', "\\\""))
    } else {
        word
    }
}

/// Where the units live and how systemd is told.
#[derive(Debug, Clone)]
pub struct Units {
    /// `$XDG_CONFIG_HOME/systemd/user`.
    pub dir: PathBuf,
    /// The `systemctl` program, `None` where there is none to ask.
    pub systemctl: Option<PathBuf>,
}

impl Units {
    /// The person's user units, from the environment.
    pub fn from_env() -> Option<Units> {
        let config = std::env::var_os("XDG_CONFIG_HOME")
            .map(PathBuf::from)
            .filter(|p| p.is_absolute())
            .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".config")))?;
        let systemctl = ["/usr/bin/systemctl", "/bin/systemctl"]
            .iter()
            .map(PathBuf::from)
            .find(|p| p.is_file());
        Some(Units {
            dir: config.join("systemd").join("user"),
            systemctl,
        })
    }

    /// Writes the units for `next` (the next due time; `None`: nothing waits) and tells
    /// systemd.
    pub fn arrange(&self, exe: &Path, next: Option<i64>) -> Arranged {
        let timer = self.dir.join(TIMER);
        // A path a unit file cannot hold as it is (a line break, a control character, bytes
        // that are not UTF-8) would be another command: no timer then.
        let Some(path) = exe.to_str().filter(|p| !p.chars().any(char::is_control)) else {
            return Arranged::NoTimer(format!(
                "{} cannot be written in a unit file",
                exe.display()
            ));
        };
        // Set already as asked (each look of a running process asks): systemd is not
        // troubled again.
        let before = std::fs::read_to_string(&timer).ok();
        let service_now = std::fs::read_to_string(self.dir.join(SERVICE)).ok();
        let same_service = service_now.as_deref() == Some(service_unit(Path::new(path)).as_str());
        match (next, &before) {
            (None, None) => return Arranged::Off,
            (Some(due), Some(text)) if *text == timer_unit(due) && same_service => {
                return Arranged::At(due);
            }
            _ => {}
        }
        let written = match next {
            Some(due) => crate::files::create_private_dir(&self.dir)
                .and_then(|()| {
                    crate::files::replace(
                        &self.dir.join(SERVICE),
                        service_unit(exe).as_bytes(),
                        false,
                    )
                })
                .and_then(|()| crate::files::replace(&timer, timer_unit(due).as_bytes(), false)),
            None => match std::fs::remove_file(&timer) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
                _ => Ok(()),
            },
        };
        if let Err(e) = written {
            return Arranged::NoTimer(format!("{}: {e}", timer.display()));
        }
        let told = match &self.systemctl {
            None => Err("systemctl is not installed".to_string()),
            Some(systemctl) => {
                let action = if next.is_some() { "restart" } else { "stop" };
                run(systemctl, &["--user", "daemon-reload"])
                    .and_then(|()| run(systemctl, &["--user", action, TIMER]))
            }
        };
        if let Err(why) = told {
            // Not left to look set: the next look tries again.
            let _ = std::fs::remove_file(&timer);
            return Arranged::NoTimer(why);
        }
        next.map_or(Arranged::Off, Arranged::At)
    }
}

/// Runs `program args`, for at most 20 seconds; `Err` says what went wrong.
fn run(program: &Path, args: &[&str]) -> Result<(), String> {
    let mut child = std::process::Command::new(program)
        .args(args)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| format!("{}: {e}", program.display()))?;
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    loop {
        match child.try_wait() {
            Ok(Some(status)) if status.success() => return Ok(()),
            Ok(Some(status)) => {
                let mut said = String::new();
                if let Some(mut err) = child.stderr.take() {
                    let _ = std::io::Read::read_to_string(&mut err, &mut said);
                }
                return Err(format!(
                    "{} {}: {status}: {}",
                    program.display(),
                    args.join(" "),
                    said.trim()
                ));
            }
            Ok(None) if std::time::Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(20));
            }
            Ok(None) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "{} {} did not end",
                    program.display(),
                    args.join(" ")
                ));
            }
            Err(e) => return Err(e.to_string()),
        }
    }
}

/// Sets the timer of this system for `next` (the next due time; `None`: nothing waits).
pub fn arrange(next: Option<i64>) -> Arranged {
    if std::env::var_os("FLATPAK_ID").is_some() {
        return Arranged::NoTimer("a Flatpak cannot set a timer outside itself".into());
    }
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(e) => return Arranged::NoTimer(e.to_string()),
    };
    #[cfg(target_os = "macos")]
    return launchd::arrange(&exe, next);
    #[cfg(windows)]
    return task_scheduler::arrange(&exe, next);
    #[cfg(not(any(target_os = "macos", windows)))]
    match Units::from_env() {
        Some(units) => units.arrange(&exe, next),
        None => Arranged::NoTimer("no home folder".into()),
    }
}

/// `due` on this computer's wall clock, as launchd and the Task Scheduler read times.
#[cfg(any(target_os = "macos", windows, test))]
fn wall_clock(due: i64) -> DateTime<chrono::Local> {
    DateTime::<Utc>::from_timestamp(due, 0)
        .unwrap_or_default()
        .with_timezone(&chrono::Local)
}

/// macOS: a launchd agent in `~/Library/LaunchAgents`, loaded with `launchctl bootstrap`.
#[cfg(any(target_os = "macos", test))]
mod launchd {
    use super::{Arranged, run};
    use chrono::{Datelike, Timelike};
    use std::path::Path;

    const LABEL: &str = "org.mailtopreview.MailtoPreview.queue";

    /// The agent's property list: `exe queue --due` at `due`'s wall-clock time (launchd
    /// reads calendar times in the Mac's time zone).
    pub(super) fn plist(exe: &Path, due: i64) -> String {
        // launchd's calendar has minutes, not seconds: the minute after, never before.
        let at = super::wall_clock(due.saturating_add(59) / 60 * 60);
        let escaped = crate::notify::xml_escaped(&exe.to_string_lossy());
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n\
             <plist version=\"1.0\"><dict>\n\
             <key>Label</key><string>{LABEL}</string>\n\
             <key>ProgramArguments</key><array><string>{escaped}</string><string>queue</string><string>--due</string></array>\n\
             <key>StartCalendarInterval</key><dict>\
             <key>Month</key><integer>{}</integer><key>Day</key><integer>{}</integer>\
             <key>Hour</key><integer>{}</integer><key>Minute</key><integer>{}</integer></dict>\n\
             </dict></plist>\n",
            at.month(),
            at.day(),
            at.hour(),
            at.minute()
        )
    }

    #[cfg_attr(test, allow(dead_code))]
    pub(super) fn arrange(exe: &Path, next: Option<i64>) -> Arranged {
        let Some(home) = std::env::var_os("HOME") else {
            return Arranged::NoTimer("no home folder".into());
        };
        let path = Path::new(&home)
            .join("Library/LaunchAgents")
            .join(format!("{LABEL}.plist"));
        let launchctl = Path::new("/bin/launchctl");
        let domain = format!("gui/{}", rustix_uid());
        let _ = run(launchctl, &["bootout", &domain, &path.to_string_lossy()]);
        let Some(due) = next else {
            let _ = std::fs::remove_file(&path);
            return Arranged::Off;
        };
        if let Err(e) = crate::files::replace(&path, plist(exe, due).as_bytes(), false) {
            return Arranged::NoTimer(format!("{}: {e}", path.display()));
        }
        match run(launchctl, &["bootstrap", &domain, &path.to_string_lossy()]) {
            Ok(()) => Arranged::At(due),
            Err(why) => Arranged::NoTimer(why),
        }
    }

    fn rustix_uid() -> u32 {
        #[cfg(unix)]
        return rustix::process::getuid().as_raw();
        #[cfg(not(unix))]
        0
    }
}

/// Windows: a task of the Task Scheduler, made from its XML form (locale-independent, where
/// `schtasks /SD` reads the date in the system's date format).
#[cfg(any(windows, test))]
mod task_scheduler {
    use super::{Arranged, run};

    use std::path::Path;

    const NAME: &str = "Mailto Preview queue";

    pub(super) fn task_xml(exe: &Path, due: i64) -> String {
        let at = super::wall_clock(due);
        let escaped = crate::notify::xml_escaped(&exe.to_string_lossy());
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n\
             <Task version=\"1.2\" xmlns=\"http://schemas.microsoft.com/windows/2004/02/mit/task\">\n\
             <Triggers><TimeTrigger><StartBoundary>{}</StartBoundary><Enabled>true</Enabled></TimeTrigger></Triggers>\n\
             <Settings><StartWhenAvailable>true</StartWhenAvailable><DisallowStartIfOnBatteries>false</DisallowStartIfOnBatteries></Settings>\n\
             <Actions><Exec><Command>{escaped}</Command><Arguments>queue --due</Arguments></Exec></Actions>\n\
             </Task>\n",
            at.format("%Y-%m-%dT%H:%M:%S")
        )
    }

    #[cfg_attr(test, allow(dead_code))]
    pub(super) fn arrange(exe: &Path, next: Option<i64>) -> Arranged {
        // Where Windows keeps it, not whatever a folder on PATH holds under that name.
        let root = std::env::var_os("SystemRoot").unwrap_or_else(|| "C:\\Windows".into());
        let schtasks = &Path::new(&root).join("System32").join("schtasks.exe");
        let Some(due) = next else {
            let _ = run(schtasks, &["/Delete", "/F", "/TN", NAME]);
            return Arranged::Off;
        };
        let file = crate::store::scratch_dir().join("queue-task.xml");
        // The Task Scheduler reads the XML as UTF-16, as its declaration says.
        let mut bytes = vec![0xFF, 0xFE];
        bytes.extend(task_xml(exe, due).encode_utf16().flat_map(u16::to_le_bytes));
        let written = file
            .parent()
            .map_or(Ok(()), crate::files::create_private_dir)
            .and_then(|()| crate::files::replace(&file, &bytes, true));
        if let Err(e) = written {
            return Arranged::NoTimer(format!("{}: {e}", file.display()));
        }
        let made = run(
            schtasks,
            &[
                "/Create",
                "/F",
                "/TN",
                NAME,
                "/XML",
                &file.to_string_lossy(),
            ],
        );
        let _ = std::fs::remove_file(&file);
        match made {
            Ok(()) => Arranged::At(due),
            Err(why) => Arranged::NoTimer(why),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_timer_fires_at_the_due_time_in_utc_and_catches_up_after_a_shutdown() {
        // 2026-11-30 07:00:00 UTC.
        let unit = timer_unit(1_796_022_000);
        assert!(
            unit.contains("OnCalendar=2026-11-30 07:00:00 UTC\n"),
            "{unit}"
        );
        assert!(unit.contains("Persistent=true\n"));
        assert!(unit.contains(&format!("Unit={SERVICE}\n")));
    }

    #[test]
    fn the_service_runs_the_queue_with_the_programs_path_quoted() {
        let unit = service_unit(Path::new("/opt/Mail Tools/mailto-preview"));
        assert!(
            unit.contains("ExecStart=\"/opt/Mail Tools/mailto-preview\" queue --due\n"),
            "{unit}"
        );
        assert!(
            service_unit(Path::new("/usr/bin/mailto-preview"))
                .contains("ExecStart=/usr/bin/mailto-preview queue --due\n")
        );
        assert_eq!(systemd_quoted("/a/100%"), "/a/100%%");
        assert_eq!(systemd_quoted("/opt/$HOME/mp"), "/opt/$$HOME/mp");
        let dir = tempfile::tempdir().unwrap();
        let units = Units {
            dir: dir.path().to_path_buf(),
            systemctl: None,
        };
        assert!(matches!(
            units.arrange(
                Path::new("/opt/a\nExecStartPre=/bin/evil/mailto-preview"),
                Some(1)
            ),
            Arranged::NoTimer(_)
        ));
        assert!(
            !dir.path().join(SERVICE).exists(),
            "nothing written for such a path"
        );
    }

    /// The packages' copy is what `register` and the queue write for the installed binary.
    #[test]
    fn the_packaged_service_is_the_one_written_for_the_installed_binary() {
        assert_eq!(
            include_str!("../../../../packaging/linux/mailto-preview-queue.service"),
            service_unit(Path::new("/usr/bin/mailto-preview"))
        );
    }

    #[test]
    fn without_systemctl_no_timer_is_said_and_none_is_left_to_look_set() {
        let dir = tempfile::tempdir().unwrap();
        let units = Units {
            dir: dir.path().join("systemd/user"),
            systemctl: None,
        };
        let arranged = units.arrange(Path::new("/usr/bin/mailto-preview"), Some(1_796_022_000));
        assert!(matches!(arranged, Arranged::NoTimer(_)), "{arranged:?}");
        assert!(units.dir.join(SERVICE).is_file());
        assert!(!units.dir.join(TIMER).exists(), "not left to look set");
        units.arrange(Path::new("/usr/bin/mailto-preview"), None);
        assert!(!units.dir.join(TIMER).exists());
    }

    #[test]
    fn the_other_systems_get_their_own_forms() {
        let exe = Path::new("/Applications/Mailto Preview.app/Contents/MacOS/mailto-preview");
        let plist = launchd::plist(exe, 1_796_022_000);
        assert!(plist.contains("<string>queue</string><string>--due</string>"));
        assert!(plist.contains("<key>StartCalendarInterval</key>"));
        let xml = task_scheduler::task_xml(
            Path::new("C:\\Program Files\\a&b\\mailto-preview.exe"),
            1_796_022_000,
        );
        assert!(xml.contains("<StartWhenAvailable>true</StartWhenAvailable>"));
        assert!(xml.contains("a&amp;b"));
        assert!(xml.contains("<Arguments>queue --due</Arguments>"));
    }
}
