//! Being the system's mail handler, the way a person clicks: `scripts/desktop-e2e` registers
//! the binary in throwaway XDG directories, opens links with the real `xdg-open` and
//! `gio open` on its own Xvfb display, checks that a second click reaches the same process,
//! and unregisters. Here it runs on the binary this test run built.

use std::process::Command;

/// The programs the script drives.
const NEEDS: &[&str] = &["Xvfb", "xdotool", "xdpyinfo", "xdg-mime", "xdg-open", "gio"];

fn missing() -> Vec<&'static str> {
    NEEDS
        .iter()
        .copied()
        .filter(|tool| {
            !std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
                .any(|dir| dir.join(tool).is_file())
        })
        .collect()
}

#[test]
fn register_click_second_click_and_unregister_on_a_real_desktop_stack() {
    let missing = missing();
    if !missing.is_empty() {
        assert!(
            !std::env::var("CI").is_ok_and(|v| v == "true"),
            "{missing:?} missing (.ci/run installs xvfb, xdotool, x11-utils, xdg-utils, libglib2.0-bin)"
        );
        eprintln!("skipping: {missing:?} not installed here");
        return;
    }
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/desktop-e2e");
    let out = Command::new(script)
        .env("MAILTO_PREVIEW_BIN", env!("CARGO_BIN_EXE_mailto-preview"))
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{text}");
    for step in [
        "draft ",
        "To a@example.org, Subject 'Hi there', no attachment",
        "second window",
        "third window",
        "restored x-scheme-handler/mailto=oldmail.desktop;",
        "desktop-e2e: ok",
    ] {
        assert!(text.contains(step), "{step:?} missing from:\n{text}");
    }
}
