//! The desktop's light/dark preference, read from a real D-Bus daemon the way the window reads
//! the XDG desktop portal.

#[path = "../support/portal.rs"]
mod portal;

use mailto_preview::ui::portal_color_scheme;

fn bus() -> Option<portal::Bus> {
    let bus = portal::Bus::start();
    if bus.is_none() {
        assert!(
            !std::env::var("CI").is_ok_and(|v| v == "true"),
            "dbus-daemon is missing (.ci/run installs dbus-daemon)"
        );
        eprintln!("skipping: dbus-daemon is not installed here");
    }
    bus
}

#[test]
fn the_portal_preference_chooses_light_or_dark() {
    let Some(bus) = bus() else { return };
    for (scheme, expected) in [
        (2, Some(egui::Theme::Light)),
        (1, Some(egui::Theme::Dark)),
        (0, None),
    ] {
        let served = portal::serve(&bus.address, scheme).unwrap();
        assert_eq!(
            portal_color_scheme(Some(&bus.address)),
            expected,
            "{scheme}"
        );
        drop(served);
    }
}

#[test]
fn without_a_portal_or_a_bus_there_is_no_preference() {
    let Some(bus) = bus() else { return };
    assert_eq!(portal_color_scheme(Some(&bus.address)), None);
    assert_eq!(
        portal_color_scheme(Some("unix:path=/nonexistent/bus")),
        None
    );
}
