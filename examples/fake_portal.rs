//! A stand-in XDG desktop portal that tells the windows the desktop prefers light (or dark),
//! on a private D-Bus daemon: `scripts/screenshot` uses it to photograph the light theme.
//! Prints the bus address, then serves until killed.
//!
//! Usage: fake_portal [light|dark]

#[path = "../tests/support/portal.rs"]
mod portal;

fn main() -> std::process::ExitCode {
    let scheme = match std::env::args().nth(1).as_deref() {
        None | Some("light") => 2,
        Some("dark") => 1,
        Some(other) => {
            eprintln!("fake_portal: light or dark, not {other}");
            return std::process::ExitCode::from(2);
        }
    };
    let Some(bus) = portal::Bus::start() else {
        eprintln!("fake_portal: dbus-daemon could not be started");
        return std::process::ExitCode::FAILURE;
    };
    let _served = match portal::serve(&bus.address, scheme) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("fake_portal: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    println!("{}", bus.address);
    loop {
        std::thread::park();
    }
}
