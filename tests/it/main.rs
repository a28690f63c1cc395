//! End-to-end tests: one integration-test binary (it links once, which matters on two cores),
//! run by libtest-mimic ([`harness`]) so that a test whose tool is missing says so.

mod harness;

// Stand-in desktop services on private buses (the portal and GNOME Online Accounts).
#[path = "../support/goa.rs"]
mod goa;

mod accounts;
mod attaching;
mod attachments;
mod attacks;
mod build_inputs;
mod cli;
mod composing;
mod delivery;
mod desktop;
mod discover;
mod dovecot;
mod evolution;
mod first_run;
mod goa_daemon;
mod house;
mod i18n;
mod later;
mod layers;
mod legitimate;
mod mailbox;
mod never_waits;
mod online_accounts;
mod openpgp;
mod properties;
mod queue;
mod reading;
mod scripts;
mod servers;
mod spelling;
mod theme;
mod thunderbird;
mod undo;
mod window;

fn main() {
    let args = libtest_mimic::Arguments::from_args();
    let trials: Vec<_> = [
        accounts::trials(),
        attachments::trials(),
        attacks::trials(),
        attaching::trials(),
        build_inputs::trials(),
        cli::trials(),
        composing::trials(),
        delivery::trials(),
        desktop::trials(),
        discover::trials(),
        evolution::trials(),
        first_run::trials(),
        goa_daemon::trials(),
        house::trials(),
        i18n::trials(),
        layers::trials(),
        later::trials(),
        legitimate::trials(),
        mailbox::trials(),
        never_waits::trials(),
        online_accounts::trials(),
        openpgp::trials(),
        properties::trials(),
        queue::trials(),
        reading::trials(),
        scripts::trials(),
        spelling::trials(),
        theme::trials(),
        thunderbird::trials(),
        undo::trials(),
        window::trials(),
    ]
    .into_iter()
    .flatten()
    .collect();
    libtest_mimic::run(&args, trials).exit();
}
