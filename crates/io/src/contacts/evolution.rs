//! The address books Evolution Data Server keeps on this computer (GNOME Contacts' and
//! Evolution's), over its D-Bus interfaces, only when the config turns it on
//! (`evolution-address-books = true`).
//!
//! Only books whose backend is `local` are opened: CardDAV, Google, LDAP or Exchange books
//! would make the server reach the network (or ask for a password) on our behalf. A book the
//! person took out of autocompletion (`[Autocomplete] IncludeMe=false`) or disabled is skipped.
//!
//! The interfaces are EDS's private ones, versioned in their bus names
//! (`...AddressBook10` in EDS 3.46): the highest version the bus offers is used. The calls:
//! the source registry's sources ([`crate::eds`]), `AddressBookFactory.OpenAddressBook(uid)`,
//! then on the book `Open()` and `GetContactList('(exists "email")')`, which answers vCards.

use std::time::Duration;

use super::{Contact, ContactsError, Source};

const FACTORY_PATH: &str = "/org/gnome/evolution/dataserver/AddressBookFactory";

/// How long the whole reading may take (the server is started on demand by the bus).
pub const WAIT: Duration = crate::eds::WAIT;

/// The people with an address in the local address books, on the session bus (or the bus at
/// `address`). Runs on the process's async runtime; call it from a worker thread.
pub fn read(address: Option<&str>) -> Result<Vec<Contact>, ContactsError> {
    let call = async {
        tokio::time::timeout(WAIT, read_async(address))
            .await
            .unwrap_or_else(|_| {
                Err(ContactsError::Evolution {
                    detail: format!("no answer within {} seconds", WAIT.as_secs()),
                })
            })
    };
    crate::task::block_on(call).unwrap_or_else(|e| {
        Err(ContactsError::Evolution {
            detail: e.to_string(),
        })
    })
}

fn failed(e: impl std::fmt::Display) -> ContactsError {
    ContactsError::Evolution {
        detail: e.to_string(),
    }
}

async fn read_async(address: Option<&str>) -> Result<Vec<Contact>, ContactsError> {
    let conn = crate::eds::connect(address).await.map_err(failed)?;
    let books_name = crate::eds::newest(&conn, "AddressBook")
        .await
        .map_err(failed)?;
    let uids: Vec<(String, String)> = crate::eds::sources(&conn)
        .await
        .map_err(failed)?
        .into_iter()
        .filter(|(_, data)| is_local_book(data))
        .map(|(uid, data)| {
            let name = display_name(&data).unwrap_or_default();
            (uid, name)
        })
        .collect();
    let mut contacts = Vec::new();
    for (uid, name) in uids {
        let opened = conn
            .call_method(
                Some(books_name.as_str()),
                FACTORY_PATH,
                Some("org.gnome.evolution.dataserver.AddressBookFactory"),
                "OpenAddressBook",
                &(uid.as_str(),),
            )
            .await
            .map_err(failed)?;
        let (path, bus): (String, String) = opened.body().deserialize().map_err(failed)?;
        const BOOK: &str = "org.gnome.evolution.dataserver.AddressBook";
        let (bus, path) = (bus.as_str(), path.as_str());
        conn.call_method(Some(bus), path, Some(BOOK), "Open", &())
            .await
            .map_err(failed)?;
        let listed = conn
            .call_method(
                Some(bus),
                path,
                Some(BOOK),
                "GetContactList",
                &("(exists \"email\")",),
            )
            .await
            .map_err(failed)?;
        let cards: Vec<String> = listed.body().deserialize().map_err(failed)?;
        let _ = conn
            .call_method(Some(bus), path, Some(BOOK), "Close", &())
            .await;
        let source = Source::Evolution { book: name.clone() };
        for text in cards {
            contacts.extend(Contact::from_cards(&text, &source));
        }
    }
    Ok(contacts)
}

/// The value of `key` in `[section]` of a source's key file.
fn key_file_value<'a>(data: &'a str, section: &str, key: &str) -> Option<&'a str> {
    let mut current = "";
    for line in data.lines() {
        let line = line.trim();
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            current = name;
        } else if current == section
            && let Some((k, v)) = line.split_once('=')
            && k.trim() == key
        {
            return Some(v.trim());
        }
    }
    None
}

/// An enabled address book with the `local` backend, not taken out of autocompletion.
fn is_local_book(data: &str) -> bool {
    key_file_value(data, "Address Book", "BackendName") == Some("local")
        && key_file_value(data, "Data Source", "Enabled") != Some("false")
        && key_file_value(data, "Autocomplete", "IncludeMe") != Some("false")
}

fn display_name(data: &str) -> Option<String> {
    key_file_value(data, "Data Source", "DisplayName").map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_enabled_local_books_are_read() {
        let local = "[Data Source]\nDisplayName=Personal\nEnabled=true\nParent=local-stub\n\n\
                     [Address Book]\nBackendName=local\n";
        assert!(is_local_book(local));
        assert_eq!(display_name(local).as_deref(), Some("Personal"));
        let carddav = "[Data Source]\nDisplayName=Work\nEnabled=true\n\n[Address Book]\n\
                       BackendName=carddav\n\n[Authentication]\nHost=dav.example.org\n";
        assert!(!is_local_book(carddav));
        let google = "[Data Source]\nEnabled=true\n[Address Book]\nBackendName=google\n";
        assert!(!is_local_book(google));
        let calendar = "[Data Source]\nEnabled=true\n[Calendar]\nBackendName=local\n";
        assert!(!is_local_book(calendar));
        let disabled = "[Data Source]\nEnabled=false\n[Address Book]\nBackendName=local\n";
        assert!(!is_local_book(disabled));
        let excluded = "[Data Source]\nEnabled=true\n[Address Book]\nBackendName=local\n\
                        [Autocomplete]\nIncludeMe=false\n";
        assert!(!is_local_book(excluded));
    }
}
