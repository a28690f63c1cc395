//! Evolution Data Server's source registry over D-Bus: every source Evolution and GNOME
//! Contacts keep (address books, mail accounts, identities, transports), each as its `UID` and
//! its key-file `Data`, the same text as the `.source` files the registry reads.
//!
//! The interfaces are EDS's private ones, versioned in their bus names
//! (`org.gnome.evolution.dataserver.Sources5` in EDS 3.46): the highest version the bus offers
//! is used. Asking the registry may start it (D-Bus activation), and with it
//! evolution-data-server's own connections: only ever at the person's request (their address
//! books turned on in the config, or an import they asked for), never for a link.

use std::collections::HashMap;
use std::time::Duration;

use zbus::zvariant::{OwnedObjectPath, OwnedValue};

const PREFIX: &str = "org.gnome.evolution.dataserver.";
const SOURCES_PATH: &str = "/org/gnome/evolution/dataserver/SourceManager";
const SOURCE_INTERFACE: &str = "org.gnome.evolution.dataserver.Source";

/// How long a whole exchange with the registry may take (it is started on demand).
pub const WAIT: Duration = Duration::from_secs(20);

type Managed = HashMap<OwnedObjectPath, HashMap<String, HashMap<String, OwnedValue>>>;

/// A connection to the session bus, or to the bus at `address`.
pub(crate) async fn connect(address: Option<&str>) -> zbus::Result<zbus::Connection> {
    let builder = match address {
        Some(a) => zbus::connection::Builder::address(a)?,
        None => zbus::connection::Builder::session()?,
    };
    builder.build().await
}

/// The newest versioned name of an EDS service (`Sources5`, `AddressBook10`) the bus has or
/// can start.
pub(crate) async fn newest(conn: &zbus::Connection, service: &str) -> Result<String, String> {
    let mut names: Vec<String> = Vec::new();
    for method in ["ListNames", "ListActivatableNames"] {
        let reply = conn
            .call_method(
                Some("org.freedesktop.DBus"),
                "/org/freedesktop/DBus",
                Some("org.freedesktop.DBus"),
                method,
                &(),
            )
            .await
            .map_err(|e| e.to_string())?;
        names.extend(
            reply
                .body()
                .deserialize::<Vec<String>>()
                .map_err(|e| e.to_string())?,
        );
    }
    let stem = format!("{PREFIX}{service}");
    names
        .iter()
        .filter_map(|n| {
            let version: u32 = n.strip_prefix(&stem)?.parse().ok()?;
            Some((version, n.clone()))
        })
        .max()
        .map(|(_, n)| n)
        .ok_or_else(|| {
            format!("no {stem}N service on the bus (is evolution-data-server installed?)")
        })
}

/// Every source of the registry, as (`UID`, key-file `Data`), sorted by uid.
pub(crate) async fn sources(conn: &zbus::Connection) -> Result<Vec<(String, String)>, String> {
    let registry = newest(conn, "Sources").await?;
    let reply = conn
        .call_method(
            Some(registry.as_str()),
            SOURCES_PATH,
            Some("org.freedesktop.DBus.ObjectManager"),
            "GetManagedObjects",
            &(),
        )
        .await
        .map_err(|e| e.to_string())?;
    let managed: Managed = reply.body().deserialize().map_err(|e| e.to_string())?;
    let mut sources: Vec<(String, String)> = managed
        .values()
        .filter_map(|interfaces| {
            let props = interfaces.get(SOURCE_INTERFACE)?;
            let text = |key: &str| String::try_from(props.get(key)?.try_clone().ok()?).ok();
            Some((text("UID")?, text("Data")?))
        })
        .collect();
    sources.sort();
    Ok(sources)
}

/// [`sources`] on the session bus (or the bus at `address`), for at most [`WAIT`]. Runs on the
/// process's async runtime; call it from a worker thread or the command line.
pub fn registry_sources(address: Option<&str>) -> Result<Vec<(String, String)>, String> {
    let call = async {
        let read = async {
            let conn = connect(address).await.map_err(|e| e.to_string())?;
            sources(&conn).await
        };
        tokio::time::timeout(WAIT, read)
            .await
            .unwrap_or_else(|_| Err(format!("no answer within {} seconds", WAIT.as_secs())))
    };
    crate::task::block_on(call).unwrap_or_else(|e| Err(e.to_string()))
}
