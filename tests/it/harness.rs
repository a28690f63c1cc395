//! How the end-to-end tests run: libtest-mimic's harness (the same command line and output as
//! `cargo test`), so that a test whose tool is missing here is reported as *ignored* with the
//! reason, counted in the summary, never as ok. Under CI (`CI=true`) a missing tool fails
//! the test instead: there everything must be installed (`.ci/run` does it).
//!
//! Tests that put a real window on a display (Xvfb, Wayland) take [`display`] first, so that
//! they run one at a time: on two shared cores, several X servers and windows at once made
//! their timing what was tested.

use std::sync::{Mutex, MutexGuard};

use libtest_mimic::{Completion, Failed, Trial};

/// A test that did not run here, and why (unwound by [`skip`], caught by [`trial`]).
struct Skipped(String);

/// Whether this run is CI, where every tool must be there.
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true")
}

/// Ends the running test as skipped because of `why` (a tool that is not installed here);
/// under CI, fails it instead.
pub fn skip(why: impl Into<String>) -> ! {
    let why = why.into();
    if in_ci() {
        panic!("{why} (.ci/run installs what the tests need)");
    }
    // resume_unwind runs no panic hook: nothing is printed as if the test had failed.
    std::panic::resume_unwind(Box::new(Skipped(why)))
}

/// Skips the running test unless every program in `programs` is installed (on the PATH, or
/// in the system directories a daemon such as dnsmasq is installed in).
pub fn need(programs: &[&str]) {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let dirs: Vec<std::path::PathBuf> = std::env::split_paths(&path)
        .chain(["/usr/sbin", "/sbin"].map(Into::into))
        .collect();
    let missing: Vec<&str> = programs
        .iter()
        .copied()
        .filter(|p| !dirs.iter().any(|dir| dir.join(p).is_file()))
        .collect();
    if !missing.is_empty() {
        skip(format!("not installed here: {}", missing.join(", ")));
    }
}

/// Held by each test that uses a display, so that they run one at a time.
pub fn display() -> MutexGuard<'static, ()> {
    static DISPLAY: Mutex<()> = Mutex::new(());
    // A test that failed while holding it leaves it poisoned; the next one may still run.
    DISPLAY.lock().unwrap_or_else(|p| p.into_inner())
}

/// `test` as a trial named `name`: passed, failed (a panic, with its message), or ignored
/// with the reason [`skip`] gave.
pub fn trial(name: &str, test: fn()) -> Trial {
    Trial::ignorable_test(name, move || match std::panic::catch_unwind(test) {
        Ok(()) => Ok(Completion::Completed),
        Err(payload) => match payload.downcast::<Skipped>() {
            Ok(skipped) => Ok(Completion::ignored_with(skipped.0)),
            Err(payload) => Err(Failed::from(panic_message(payload.as_ref()))),
        },
    })
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "the test panicked".into())
}

/// The trials of a module's test functions, named `module::function` as `cargo test` names
/// them; `ignored: [...]` ones run only when asked for (`--ignored`), as their parents do.
macro_rules! trials {
    ($($test:ident),* $(,)? $(; ignored: [$($ignored:ident),* $(,)?])?) => {{
        let module = module_path!().trim_start_matches("it::");
        #[allow(unused_mut)]
        let mut list = vec![$(
            $crate::harness::trial(&format!("{module}::{}", stringify!($test)), $test),
        )*];
        $($(list.push(
            $crate::harness::trial(&format!("{module}::{}", stringify!($ignored)), $ignored)
                .with_ignored_flag(true),
        );)*)?
        list
    }};
}
pub(crate) use trials;
