//! Whether this computer is online, as the desktop's network monitor says: NetworkManager on
//! the system bus, or the NetworkMonitor portal inside a Flatpak. Asked after a send failed
//! for want of a network (to offer "Send when online", since a mistyped server name fails the
//! same way) and by the queue's keeper while a message waits for the network; never because
//! a link arrived. Nothing here connects anywhere but to the local bus.

use std::time::Duration;

/// What the network monitor says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Online {
    /// Connected to the Internet.
    Yes,
    /// Not connected, or only to a local network.
    No,
    /// No monitor answered (none runs, no system bus): nothing can be said.
    Unknown,
}

/// Asks the monitor now (at most two seconds).
pub fn online() -> Online {
    #[cfg(all(unix, not(target_os = "macos")))]
    return bus::online();
    #[cfg(not(all(unix, not(target_os = "macos"))))]
    Online::Unknown
}

/// Waits until the monitor says the computer is online, at most `limit`; what it says then.
/// Without a monitor, waits the whole `limit` and says [`Online::Unknown`].
pub fn wait_until_online(limit: Duration) -> Online {
    #[cfg(all(unix, not(target_os = "macos")))]
    return bus::wait_until_online(limit);
    #[cfg(not(all(unix, not(target_os = "macos"))))]
    {
        std::thread::sleep(limit);
        Online::Unknown
    }
}

/// NetworkManager's `Connectivity` and `State` (its D-Bus API, "NMConnectivityState" and
/// "NMState"): full connectivity, or where checks are off (connectivity unknown) a state of
/// global connection, is online; none, or a state below a site connection, is not.
#[cfg_attr(not(all(unix, not(target_os = "macos"))), allow(dead_code))]
fn network_manager(connectivity: u32, state: u32) -> Online {
    match (connectivity, state) {
        (4, _) | (0, 70) => Online::Yes,
        (1..=3, _) | (0, 0..=60) => Online::No,
        _ => Online::Unknown,
    }
}

/// The portal's `GetConnectivity` ("org.freedesktop.portal.NetworkMonitor"): 4 is full
/// network access; 1 to 3 (local only, limited, a captive portal) are not online.
#[cfg_attr(not(all(unix, not(target_os = "macos"))), allow(dead_code))]
fn portal(connectivity: u32) -> Online {
    match connectivity {
        4 => Online::Yes,
        1..=3 => Online::No,
        _ => Online::Unknown,
    }
}

#[cfg(all(unix, not(target_os = "macos")))]
mod bus {
    use std::time::{Duration, Instant};

    use futures_util::StreamExt;

    use super::{Online, network_manager, portal};

    const NM: &str = "org.freedesktop.NetworkManager";
    const NM_PATH: &str = "/org/freedesktop/NetworkManager";
    const ASK: Duration = Duration::from_secs(2);

    fn in_flatpak() -> bool {
        std::env::var_os("FLATPAK_ID").is_some()
    }

    async fn nm_proxy(conn: &zbus::Connection) -> zbus::Result<zbus::Proxy<'static>> {
        zbus::proxy::Builder::new(conn)
            .destination(NM)?
            .path(NM_PATH)?
            .interface(NM)?
            .build()
            .await
    }

    async fn nm_now(proxy: &zbus::Proxy<'_>) -> Online {
        let connectivity = proxy.get_property::<u32>("Connectivity").await;
        let state = proxy.get_property::<u32>("State").await;
        match (connectivity, state) {
            (Ok(c), Ok(s)) => network_manager(c, s),
            (Ok(c), Err(_)) => network_manager(c, u32::MAX),
            _ => Online::Unknown,
        }
    }

    async fn portal_now(conn: &zbus::Connection) -> Online {
        let reply = conn
            .call_method(
                Some("org.freedesktop.portal.Desktop"),
                "/org/freedesktop/portal/desktop",
                Some("org.freedesktop.portal.NetworkMonitor"),
                "GetConnectivity",
                &(),
            )
            .await;
        reply
            .ok()
            .and_then(|r| r.body().deserialize::<u32>().ok())
            .map_or(Online::Unknown, portal)
    }

    pub(super) fn online() -> Online {
        let ask = async {
            if in_flatpak() {
                let conn = zbus::Connection::session().await.ok()?;
                return Some(portal_now(&conn).await);
            }
            let conn = zbus::Connection::system().await.ok()?;
            let proxy = nm_proxy(&conn).await.ok()?;
            Some(nm_now(&proxy).await)
        };
        let timed = async {
            tokio::time::timeout(ASK, ask)
                .await
                .ok()
                .flatten()
                .unwrap_or(Online::Unknown)
        };
        crate::task::block_on(timed).unwrap_or(Online::Unknown)
    }

    pub(super) fn wait_until_online(limit: Duration) -> Online {
        let end = Instant::now() + limit;
        let wait = async {
            if in_flatpak() {
                // The portal's "changed" signal carries nothing: ask again every half minute.
                let conn = zbus::Connection::session().await.ok();
                loop {
                    let now = match &conn {
                        Some(c) => portal_now(c).await,
                        None => Online::Unknown,
                    };
                    if now == Online::Yes || Instant::now() >= end {
                        return now;
                    }
                    let left = end.saturating_duration_since(Instant::now());
                    tokio::time::sleep(left.min(Duration::from_secs(30))).await;
                }
            }
            let Ok(conn) = zbus::Connection::system().await else {
                tokio::time::sleep(limit).await;
                return Online::Unknown;
            };
            let Ok(proxy) = nm_proxy(&conn).await else {
                tokio::time::sleep(limit).await;
                return Online::Unknown;
            };
            // Changes come as PropertiesChanged signals: no polling.
            let mut changes = proxy.receive_property_changed::<u32>("Connectivity").await;
            let mut states = proxy.receive_property_changed::<u32>("State").await;
            loop {
                let now = nm_now(&proxy).await;
                if now == Online::Yes {
                    return now;
                }
                let left = end.saturating_duration_since(Instant::now());
                if left.is_zero() {
                    return now;
                }
                let changed = futures_util::future::select(changes.next(), states.next());
                if tokio::time::timeout(left, changed).await.is_err() {
                    return nm_now(&proxy).await;
                }
            }
        };
        crate::task::block_on(wait).unwrap_or(Online::Unknown)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_network_manager_and_the_portal_say_is_read_as_they_document_it() {
        assert_eq!(network_manager(4, 70), Online::Yes);
        assert_eq!(network_manager(1, 20), Online::No);
        assert_eq!(
            network_manager(2, 70),
            Online::No,
            "behind a captive portal"
        );
        // Connectivity checks off: the state decides.
        assert_eq!(network_manager(0, 70), Online::Yes);
        assert_eq!(network_manager(0, 50), Online::No, "a local network only");
        assert_eq!(network_manager(0, 20), Online::No);
        assert_eq!(network_manager(9, 70), Online::Unknown);
        assert_eq!(portal(4), Online::Yes);
        assert_eq!(portal(1), Online::No);
        assert_eq!(portal(0), Online::Unknown);
    }
}
