//! A stand-in GNOME Online Accounts daemon on a private D-Bus daemon, holding one mail account,
//! for `scripts/screenshot`'s pictures of a first click on a desktop that has one. Prints the
//! bus address, then serves until killed.
//!
//! Usage: fake_goa ADDRESS SMTP-HOST[:PORT] [expired] [CALLS-FILE]
//! (`expired`: the account's sign-in must be renewed in Settings; CALLS-FILE gets a line for
//! each call for credentials.)

#[path = "../tests/support/goa.rs"]
mod goa;

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(address), Some(host)) = (args.first(), args.get(1)) else {
        eprintln!("usage: fake_goa ADDRESS SMTP-HOST[:PORT] [expired] [CALLS-FILE]");
        return std::process::ExitCode::from(2);
    };
    let expired = args.get(2).is_some_and(|a| a == "expired");
    let calls = args.get(3).map(std::path::PathBuf::from);
    let Some(bus) = goa::Bus::start() else {
        eprintln!("fake_goa: dbus-daemon could not be started");
        return std::process::ExitCode::FAILURE;
    };
    let spec = goa::Spec {
        signed_in: !expired,
        calls,
        ..goa::Spec::oauth("account_1", address, host, "stand-in-token")
    };
    let _daemon = goa::serve(&bus.address, vec![spec]);
    println!("{}", bus.address);
    loop {
        std::thread::park();
    }
}
