//! Recipients from a real Evolution Data Server, on a private session bus with a home of its
//! own: a contact is created in its built-in local address book ("Personal", the one GNOME
//! Contacts writes to) over EDS's own D-Bus interface, then read back the way the window
//! reads it ([`mailto_preview::contacts::evolution::read`]).

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

use crate::harness::{need, skip};

/// A private `dbus-daemon` whose activated services (EDS) see `home` as theirs; stopped (and
/// the services with it, as they lose their bus) when dropped.
pub(crate) struct Bus {
    child: Child,
    pub(crate) address: String,
}

impl Drop for Bus {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub(crate) fn private_bus(home: &Path) -> Bus {
    let runtime = home.join("run");
    std::fs::create_dir_all(&runtime).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&runtime, std::fs::Permissions::from_mode(0o700)).unwrap();
    }
    let mut child = Command::new("dbus-daemon")
        .args(["--session", "--nofork", "--print-address=1"])
        .env("HOME", home)
        .env("XDG_CONFIG_HOME", home.join(".config"))
        .env("XDG_DATA_HOME", home.join(".local/share"))
        .env("XDG_CACHE_HOME", home.join(".cache"))
        .env("XDG_RUNTIME_DIR", &runtime)
        .env("GSETTINGS_BACKEND", "memory")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("dbus-daemon starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    Bus {
        child,
        address: line.trim().to_string(),
    }
}

const BOOK: &str = "org.gnome.evolution.dataserver.AddressBook";

/// Creates `vcard` in the built-in local address book through EDS's interface.
async fn create_contact(address: &str, vcard: &str) -> zbus::Result<()> {
    let conn = zbus::connection::Builder::address(address)?.build().await?;
    let reply = conn
        .call_method(
            Some("org.gnome.evolution.dataserver.AddressBook10"),
            "/org/gnome/evolution/dataserver/AddressBookFactory",
            Some("org.gnome.evolution.dataserver.AddressBookFactory"),
            "OpenAddressBook",
            &("system-address-book",),
        )
        .await?;
    let (path, bus): (String, String) = reply.body().deserialize()?;
    conn.call_method(Some(bus.as_str()), path.as_str(), Some(BOOK), "Open", &())
        .await?;
    conn.call_method(
        Some(bus.as_str()),
        path.as_str(),
        Some(BOOK),
        "CreateContacts",
        &(vec![vcard], 0u32),
    )
    .await?;
    Ok(())
}

fn the_local_address_book_of_a_real_evolution_data_server_is_offered() {
    need(&["dbus-daemon"]);
    if !Path::new("/usr/libexec/evolution-source-registry").is_file() {
        skip("not installed here: evolution-data-server");
    }
    let home = super::servers::temp_dir("eds");
    let bus = private_bus(&home);
    let vcard = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Zoë Ångström\r\nN:Ångström;Zoë;;;\r\n\
                 EMAIL;TYPE=WORK:zoe@work.example\r\nEMAIL;TYPE=HOME:zoe@home.example\r\n\
                 END:VCARD";
    mailto_preview::task::block_on(create_contact(&bus.address, vcard))
        .unwrap()
        .expect("the contact is created in the local book");
    let contacts = mailto_preview::contacts::evolution::read(Some(&bus.address))
        .expect("the local books are read");
    let found: Vec<(&str, &str)> = contacts
        .iter()
        .map(|c| (c.name.as_deref().unwrap_or(""), c.address.as_str()))
        .collect();
    assert!(
        found.contains(&("Zoë Ångström", "zoe@work.example")),
        "{found:?}"
    );
    assert!(
        found.contains(&("Zoë Ångström", "zoe@home.example")),
        "{found:?}"
    );
    let directory = mailto_preview::contacts::Directory {
        sent: Vec::new(),
        books: contacts,
    };
    let offers = directory.suggest("ang", 5);
    assert_eq!(offers.len(), 2);
    assert!(matches!(
        &offers[0].source,
        mailto_preview::contacts::Source::Evolution { .. }
    ));
    drop(bus);
}

/// `config import --from evolution` asks Evolution's source registry (a real
/// evolution-data-server, started by the bus for it): the account comes from the registry,
/// not from files, since the command's own home has none.
fn config_import_from_evolution_asks_its_registry() {
    need(&["dbus-daemon"]);
    if !Path::new("/usr/libexec/evolution-source-registry").is_file() {
        skip("not installed here: evolution-data-server");
    }
    let eds_home = super::servers::temp_dir("eds-import");
    let sources = eds_home.join(".config/evolution/sources");
    std::fs::create_dir_all(&sources).unwrap();
    // An IMAP and SMTP account as Evolution writes it: the mail account, its identity and its
    // transport.
    for (uid, text) in [
        (
            "1700000000.1.1@host",
            "[Data Source]\nDisplayName=work\nEnabled=true\nParent=\n\n[Mail Account]\nBackendName=imapx\nIdentityUid=1700000000.1.2@host\n\n[Authentication]\nHost=imap.example.net\nMethod=PLAIN\nPort=993\nUser=me\n\n[Security]\nMethod=ssl-on-alternate-port\n",
        ),
        (
            "1700000000.1.2@host",
            "[Data Source]\nDisplayName=me@example.net\nEnabled=true\nParent=1700000000.1.1@host\n\n[Mail Identity]\nAddress=me@example.net\nName=Me\n\n[Mail Submission]\nTransportUid=1700000000.1.3@host\n",
        ),
        (
            "1700000000.1.3@host",
            "[Data Source]\nDisplayName=me@example.net\nEnabled=true\nParent=1700000000.1.1@host\n\n[Mail Transport]\nBackendName=smtp\n\n[Authentication]\nHost=smtp.example.net\nMethod=PLAIN\nPort=587\nUser=me\n\n[Security]\nMethod=starttls-on-standard-port\n",
        ),
    ] {
        std::fs::write(sources.join(format!("{uid}.source")), text).unwrap();
    }
    let bus = private_bus(&eds_home);
    let home = super::servers::temp_dir("eds-import-person");
    let out = super::accounts::import_in_home(&home, "evolution", Some(&bus.address));
    assert!(out.contains("evolution-data-server"), "{out}");
    assert!(out.contains("me@example.net"), "{out}");
    assert!(out.contains("smtp.example.net"), "{out}");
    assert!(out.contains("imap.example.net"), "{out}");
    assert!(!home.join(".config/evolution").exists());
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        the_local_address_book_of_a_real_evolution_data_server_is_offered,
        config_import_from_evolution_asks_its_registry,
    ]
}
