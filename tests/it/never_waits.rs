//! The window's thread never waits for the disk: a Save draft whose disk stops answering
//! (a real file system, mounted through FUSE, that holds every write while told to) leaves the
//! window drawing, saying that it saves, and taking Cancel; the window closes once the draft
//! is on the disk, so that the process cannot end with it unwritten.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use egui_kittest::kittest::Queryable;
use mailto_preview::session::Status;
use mailto_preview::store::Store;
use mailto_preview::ui::PreviewApp;

use super::harness::{need, skip};
use super::servers::temp_dir;
use super::window::{settle, setup, step_until, window};

/// How long a hold lasts at most: should the window wait for the disk after all, the test then
/// fails on what it sees rather than hang.
const LONGEST_HOLD: Duration = Duration::from_secs(60);

/// `tests/support/slow_fs.py` mounted: a folder whose writes wait while `hold` exists.
struct SlowFs {
    child: Child,
    mountpoint: PathBuf,
    backing: PathBuf,
    hold: PathBuf,
}

impl SlowFs {
    fn mount(tag: &str) -> SlowFs {
        need(&["fusermount"]);
        if std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open("/dev/fuse")
            .is_err()
        {
            skip("FUSE (/dev/fuse) is not available to this user");
        }
        let dir = temp_dir(tag);
        let (backing, mountpoint, hold) = (dir.join("disk"), dir.join("mnt"), dir.join("hold"));
        std::fs::create_dir_all(&backing).unwrap();
        std::fs::create_dir_all(&mountpoint).unwrap();
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/support/slow_fs.py");
        let child = match Command::new("/usr/bin/python3")
            .args([script.as_ref(), backing.as_os_str(), mountpoint.as_os_str()])
            .arg(&hold)
            .stdout(Stdio::null())
            // A file, not a pipe nobody reads while it runs: a full pipe would stop the file
            // system's calls.
            .stderr(std::fs::File::create(dir.join("slow_fs.log")).unwrap())
            .spawn()
        {
            Ok(child) => child,
            Err(e) => skip(format!("python3: {e}")),
        };
        let log = dir.join("slow_fs.log");
        let mut fs = SlowFs {
            child,
            mountpoint,
            backing,
            hold,
        };
        let start = Instant::now();
        while !fs.mounted() {
            if let Ok(Some(status)) = fs.child.try_wait() {
                let why = std::fs::read_to_string(&log).unwrap_or_default();
                skip(format!(
                    "the slow file system (python3-fusepy) did not mount: {status} {why}"
                ));
            }
            assert!(start.elapsed() < Duration::from_secs(20), "not mounted");
            std::thread::sleep(Duration::from_millis(20));
        }
        fs
    }

    /// Whether the kernel lists the mount.
    fn mounted(&self) -> bool {
        let mounts = std::fs::read_to_string("/proc/self/mountinfo").unwrap_or_default();
        let wanted = self.mountpoint.display().to_string();
        mounts
            .lines()
            .any(|l| l.split(' ').nth(4) == Some(wanted.as_str()))
    }

    /// From now on, writes wait (for [`LONGEST_HOLD`] at most).
    fn hold(&self) {
        std::fs::write(&self.hold, b"").unwrap();
        let hold = self.hold.clone();
        std::thread::spawn(move || {
            std::thread::sleep(LONGEST_HOLD);
            let _ = std::fs::remove_file(hold);
        });
    }

    fn holding(&self) -> bool {
        self.hold.exists()
    }

    fn release(&self) {
        let _ = std::fs::remove_file(&self.hold);
    }
}

impl Drop for SlowFs {
    fn drop(&mut self) {
        self.release();
        // Lazily: a call still held when a test failed must not leave the mount behind.
        let _ = Command::new("fusermount")
            .arg("-uz")
            .arg(&self.mountpoint)
            .status();
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The `.eml` files in `dir`.
fn messages_in(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "eml"))
                .collect()
        })
        .unwrap_or_default()
}

fn a_save_the_disk_holds_leaves_the_window_drawing_and_cancel_closes_it() {
    let fs = SlowFs::mount("never-waits");
    // An account (nothing is sent), and the drafts kept on the slow file system.
    let (mut options, _) = setup(1, "never-waits-config");
    options.store = Some(Store::at(fs.mountpoint.join("data")));
    let mut h = window("mailto:a@example.org?subject=Held&body=Kept", options);
    settle(&mut h);
    fs.hold();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    // Frames go on being drawn while the disk holds the save.
    for _ in 0..8 {
        h.step();
    }
    assert!(
        fs.holding(),
        "the hold ran out: the window waited for the disk"
    );
    assert!(
        matches!(h.state().session().status(), Some(Status::Saving)),
        "status: {:?}",
        h.state().status_line()
    );
    h.get_by_label_contains("Saving the draft");
    // Cancel is taken at once; the window stays, saying that it saves, while the draft is not
    // on the disk: closing now would end the process with it unwritten.
    h.key_press(egui::Key::Escape);
    for _ in 0..4 {
        h.step();
    }
    let session = h.state().session();
    assert!(session.is_closing(), "Cancel was not taken");
    assert!(
        !h.state().is_closed(),
        "the window closed with its draft unwritten"
    );
    assert!(fs.holding(), "the hold ran out before Cancel was done");
    // Once the disk answers, the draft is on it and the window closes.
    fs.release();
    step_until(&mut h, PreviewApp::is_closed);
    let drafts = fs.backing.join("data/drafts");
    assert_eq!(messages_in(&drafts).len(), 1, "the draft is on the disk");
    let saved = std::fs::read_to_string(&messages_in(&drafts)[0]).unwrap();
    assert!(saved.contains("Subject: Held"), "{saved}");
}

pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![a_save_the_disk_holds_leaves_the_window_drawing_and_cancel_closes_it]
}
