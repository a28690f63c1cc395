//! Where a start's time and memory go. With `MAILTO_PREVIEW_TRACE_STARTUP=1` in the
//! environment, each step from `main` to the first window on screen, and the work that follows
//! it on other threads, prints one line to standard error when it ends: the milliseconds since
//! `main` began, the CPU time of the thread that took the step and of the whole process so far
//! (which a busy machine inflates far less than the wall clock), and the resident memory.
//! Without the variable a step costs one look at a flag; nothing is logged.
//!
//! The README's "Startup" section (the breakdown) is read from these lines.

use std::sync::OnceLock;
use std::time::Instant;

/// The environment variable that turns the trace on.
pub const VAR: &str = "MAILTO_PREVIEW_TRACE_STARTUP";

/// When `main` began, if the trace is on.
static START: OnceLock<Option<Instant>> = OnceLock::new();

/// Starts the clock: the first thing the program does. Reads the variable once.
pub fn begin() {
    START.get_or_init(|| {
        std::env::var_os(VAR)
            .is_some_and(|v| !v.is_empty() && v != "0")
            .then(Instant::now)
    });
    mark("main");
}

/// Whether the trace is on.
pub fn enabled() -> bool {
    matches!(START.get(), Some(Some(_)))
}

/// `step` has just ended (on the calling thread).
pub fn mark(step: &str) {
    let Some(Some(start)) = START.get() else {
        return;
    };
    let ms = start.elapsed().as_secs_f64() * 1e3;
    let thread = std::thread::current();
    let name = thread.name().unwrap_or("?");
    let thread_cpu = cpu_ms(CpuClock::Thread);
    let process_cpu = cpu_ms(CpuClock::Process);
    let rss = resident_mib();
    eprintln!(
        "startup {ms:8.2} ms | {name:>12} cpu {thread_cpu:7.2} ms | process cpu {process_cpu:7.2} ms | rss {rss:5.1} MiB | {step}"
    );
}

/// Whose CPU time.
enum CpuClock {
    /// The calling thread's.
    Thread,
    /// The whole process's, threads that ended included.
    Process,
}

/// CPU time so far, milliseconds (NaN where the system has no such clock).
fn cpu_ms(clock: CpuClock) -> f64 {
    #[cfg(unix)]
    {
        use rustix::time::{ClockId, clock_gettime};
        let t = clock_gettime(match clock {
            CpuClock::Thread => ClockId::ThreadCPUTime,
            CpuClock::Process => ClockId::ProcessCPUTime,
        });
        t.tv_sec as f64 * 1e3 + t.tv_nsec as f64 / 1e6
    }
    #[cfg(not(unix))]
    {
        let _ = clock;
        f64::NAN
    }
}

/// The process's resident memory, MiB.
fn resident_mib() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        })
        .map_or(f64::NAN, |kib| kib / 1024.0)
}
