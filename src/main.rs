//! The `mailto-preview` binary: everything lives in the library.

fn main() -> std::process::ExitCode {
    mailto_preview::cli::run(std::env::args_os())
}
