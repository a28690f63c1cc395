//! The Secret Service (GNOME Keyring, KWallet, KeePassXC) over D-Bus: the `secret-service`
//! crate, on the zbus the window's accessibility and theme reader already bring (the `keyring`
//! crate used before brought a second, older zbus: about a megabyte of the binary).
//!
//! Entries are found and written as that crate did, so that what earlier versions stored is
//! still found: the attributes `service`, `username` and `target = "default"` (or no
//! `target`, as it wrote them once). A new entry goes to the default collection; the keyring
//! asks the person to unlock it when it is locked.
//!
//! The calls run on the process's one async runtime ([`crate::task::block_on`]), from the
//! thread that asks (never the window's); zbus then uses that runtime instead of starting its
//! own. A keyring that does not answer stops the thread that asked for at most
//! [`KEYRING_WAIT`], never the window.

use std::collections::HashMap;
use std::time::Duration;

use secret_service::EncryptionType;
use secret_service::{Item, SecretService};

use super::StoreError;

/// The collection the `keyring` crate named its entries after.
const TARGET: &str = "default";

/// How long a keyring may take to answer, an unlock prompt the person types into included.
pub(super) const KEYRING_WAIT: Duration = Duration::from_secs(300);

/// Runs `call` on the process's runtime within [`KEYRING_WAIT`]. From a thread that is
/// inside a runtime already (which cannot wait on another), on a thread of its own.
fn run<T: Send>(
    call: impl std::future::Future<Output = Result<T, StoreError>> + Send,
) -> Result<T, StoreError> {
    let timed = async {
        tokio::time::timeout(KEYRING_WAIT, call)
            .await
            .unwrap_or_else(|_| {
                Err(StoreError::Unavailable(format!(
                    "the keyring did not answer within {} minutes",
                    KEYRING_WAIT.as_secs() / 60
                )))
            })
    };
    let on_runtime = || {
        crate::task::block_on(timed).unwrap_or_else(|e| Err(StoreError::Unavailable(e.to_string())))
    };
    if tokio::runtime::Handle::try_current().is_err() {
        return on_runtime();
    }
    std::thread::scope(|s| {
        s.spawn(on_runtime).join().unwrap_or_else(|_| {
            Err(StoreError::Failed(
                "the keyring call stopped unexpectedly".into(),
            ))
        })
    })
}

async fn connect<'a>() -> Result<SecretService<'a>, StoreError> {
    // Dh: the secret crosses the bus encrypted, as the keyring crate sent it.
    SecretService::connect(EncryptionType::Dh)
        .await
        .map_err(|e| StoreError::Unavailable(e.to_string()))
}

/// A locked keyring, a dismissed unlock prompt: the keyring is there but cannot be used.
fn sort(e: secret_service::Error) -> StoreError {
    match e {
        secret_service::Error::Locked
        | secret_service::Error::Prompt
        | secret_service::Error::PromptDisconnected
        | secret_service::Error::Unavailable => StoreError::Unavailable(e.to_string()),
        other => StoreError::Failed(other.to_string()),
    }
}

/// The entries stored for `user` under `service`: those the keyring crate wrote
/// (`target = "default"`) and older ones without a `target`; an entry for another target is
/// another program's.
async fn find<'a>(
    ss: &'a SecretService<'a>,
    service: &str,
    user: &str,
) -> Result<Vec<Item<'a>>, StoreError> {
    let found = ss
        .search_items(HashMap::from([("service", service), ("username", user)]))
        .await
        .map_err(sort)?;
    let mut items = Vec::new();
    for item in found.unlocked.into_iter().chain(found.locked) {
        let target = item.get_attributes().await.map_err(sort)?.remove("target");
        if target.is_none_or(|t| t == TARGET) {
            items.push(item);
        }
    }
    Ok(items)
}

/// The one entry for `user`; several are refused rather than one picked at random.
fn the_one<'a>(items: Vec<Item<'a>>, service: &str, user: &str) -> Result<Item<'a>, StoreError> {
    let count = items.len();
    let mut items = items.into_iter();
    match (items.next(), count) {
        (None, _) => Err(StoreError::NoEntry),
        (Some(item), 1) => Ok(item),
        (Some(_), n) => Err(StoreError::Failed(format!(
            "the keyring holds {n} entries for \"{user}\" under \"{service}\"; keep one (Seahorse, or `secret-tool clear service {service} username {user}` and store it again)"
        ))),
    }
}

async fn unlocked(item: &Item<'_>) -> Result<(), StoreError> {
    if item.is_locked().await.map_err(sort)? {
        item.unlock().await.map_err(sort)?;
    }
    Ok(())
}

pub(super) fn get(service: &str, user: &str) -> Result<String, StoreError> {
    run(async {
        let ss = connect().await?;
        let item = the_one(find(&ss, service, user).await?, service, user)?;
        unlocked(&item).await?;
        let bytes = item.get_secret().await.map_err(sort)?;
        String::from_utf8(bytes).map_err(|_| {
            StoreError::Failed(format!(
                "the keyring entry for \"{user}\" under \"{service}\" is not text"
            ))
        })
    })
}

pub(super) fn set(service: &str, user: &str, secret: &str) -> Result<(), StoreError> {
    run(async {
        let ss = connect().await?;
        // An entry that is there is updated (it may be an older one, or another program's
        // for the same attributes), so that a later lookup finds exactly one.
        match the_one(find(&ss, service, user).await?, service, user) {
            Ok(item) => {
                unlocked(&item).await?;
                return item
                    .set_secret(secret.as_bytes(), "text/plain")
                    .await
                    .map_err(sort);
            }
            Err(StoreError::NoEntry) => {}
            Err(e) => return Err(e),
        }
        let collection = ss.get_default_collection().await.map_err(sort)?;
        if collection.is_locked().await.map_err(sort)? {
            collection.unlock().await.map_err(sort)?;
        }
        collection
            .create_item(
                &format!("Mailto Preview: {user} ({service})"),
                HashMap::from([
                    ("service", service),
                    ("username", user),
                    ("target", TARGET),
                    ("application", "mailto-preview"),
                ]),
                secret.as_bytes(),
                true,
                "text/plain",
            )
            .await
            .map(drop)
            .map_err(sort)
    })
}

pub(super) fn delete(service: &str, user: &str) -> Result<(), StoreError> {
    run(async {
        let ss = connect().await?;
        let items = find(&ss, service, user).await?;
        if items.is_empty() {
            return Err(StoreError::NoEntry);
        }
        for item in &items {
            item.delete().await.map_err(sort)?;
        }
        Ok(())
    })
}
