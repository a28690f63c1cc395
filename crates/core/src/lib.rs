//! Mailto Preview's link-reading core: pure types and rules, no window, no runtime, no
//! network, no file-system crate (its Cargo.toml lists what it may use).
//!
//! Data flows top-down through the modules: [`mailto`] reads a URI into decoded fields (its
//! tokens, [`mailto::lex`], then the fields, [`mailto::resolve`]); [`draft`] filters them into
//! a draft, with the warnings a person should see; [`message`] turns the draft and an
//! account's sender into the exact outgoing message. [`i18n`] holds the words for people (the
//! library returns [`i18n::Text`], never sentences), [`visible`] makes hostile text safe to
//! show, and [`attach`] is the attachment type every layer shares.

#![deny(unsafe_code)]

pub mod attach;
pub mod draft;
pub mod i18n;
pub mod language;
pub mod mailto;
pub mod message;
pub mod reminder;
pub mod visible;
