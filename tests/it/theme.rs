//! The desktop's light/dark preference, read from a real D-Bus daemon the way the window reads
//! the XDG desktop portal.

// The stand-in portal, loaded once for this binary with the stand-in daemon that shares its bus.
use crate::goa::portal;

use mailto_preview::host::portal_color_scheme;

fn bus() -> portal::Bus {
    portal::Bus::start()
        .unwrap_or_else(|| super::harness::skip("dbus-daemon is not installed here"))
}

fn the_portal_preference_chooses_light_or_dark() {
    let bus = bus();
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

fn without_a_portal_or_a_bus_there_is_no_preference() {
    let bus = bus();
    assert_eq!(portal_color_scheme(Some(&bus.address)), None);
    assert_eq!(
        portal_color_scheme(Some("unix:path=/nonexistent/bus")),
        None
    );
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        the_portal_preference_chooses_light_or_dark,
        without_a_portal_or_a_bus_there_is_no_preference
    ]
}
