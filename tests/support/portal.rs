//! A stand-in XDG desktop portal on a private D-Bus daemon, answering the appearance setting,
//! for the theme tests and `scripts/screenshot`'s light-mode picture.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

use zbus::zvariant::OwnedValue;

/// A private session bus (`dbus-daemon --session`), stopped when dropped.
pub struct Bus {
    /// Its address, for `DBUS_SESSION_BUS_ADDRESS`.
    pub address: String,
    child: Child,
}

impl Bus {
    /// Starts one; `None` when dbus-daemon is not installed.
    pub fn start() -> Option<Bus> {
        Bus::spawn(&["--session"])
    }

    /// Starts a dbus-daemon with `args` (`--session`, or `--config-file=...`), serving until
    /// dropped; `None` when it cannot be started.
    pub fn spawn(args: &[&str]) -> Option<Bus> {
        let mut child = Command::new("dbus-daemon")
            .args(args)
            .args(["--nofork", "--print-address=1"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        let mut line = String::new();
        BufReader::new(child.stdout.take()?)
            .read_line(&mut line)
            .ok()?;
        Some(Bus {
            address: line.trim().to_string(),
            child,
        })
    }
}

impl Drop for Bus {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

struct Settings {
    scheme: u32,
}

#[zbus::interface(name = "org.freedesktop.portal.Settings")]
impl Settings {
    fn read_one(&self, namespace: &str, key: &str) -> zbus::fdo::Result<OwnedValue> {
        if (namespace, key) == ("org.freedesktop.appearance", "color-scheme") {
            Ok(OwnedValue::from(self.scheme))
        } else {
            Err(zbus::fdo::Error::Failed(format!(
                "no setting {namespace} {key}"
            )))
        }
    }
}

/// Serves the portal with `color-scheme` = `scheme` on the bus at `address`, for as long as
/// the returned connection lives.
pub fn serve(address: &str, scheme: u32) -> zbus::Result<zbus::Connection> {
    zbus::block_on(async {
        zbus::connection::Builder::address(address)?
            .name("org.freedesktop.portal.Desktop")?
            .serve_at("/org/freedesktop/portal/desktop", Settings { scheme })?
            .build()
            .await
    })
}
