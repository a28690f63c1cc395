//! The `mailto-preview` binary: everything lives in the library.

fn main() -> std::process::ExitCode {
    // SAFETY: the first thing the process does; no other thread exists yet.
    unsafe { mailto_preview::host::prepare_environment() };
    mailto_preview::cli::run(std::env::args_os())
}
