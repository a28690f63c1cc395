//! Keychain on macOS and Credential Manager on Windows, through the `keyring` crate.

use super::StoreError;

fn entry(service: &str, user: &str) -> Result<::keyring::Entry, StoreError> {
    ::keyring::Entry::new(service, user).map_err(sort)
}

fn sort(e: ::keyring::Error) -> StoreError {
    match e {
        ::keyring::Error::NoEntry => StoreError::NoEntry,
        ::keyring::Error::PlatformFailure(_) | ::keyring::Error::NoStorageAccess(_) => {
            StoreError::Unavailable(e.to_string())
        }
        other => StoreError::Failed(other.to_string()),
    }
}

pub(super) fn get(service: &str, user: &str) -> Result<String, StoreError> {
    entry(service, user)?.get_password().map_err(sort)
}

pub(super) fn set(service: &str, user: &str, secret: &str) -> Result<(), StoreError> {
    entry(service, user)?.set_password(secret).map_err(sort)
}

pub(super) fn delete(service: &str, user: &str) -> Result<(), StoreError> {
    entry(service, user)?.delete_credential().map_err(sort)
}
