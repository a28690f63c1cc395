//! End-to-end tests: one integration-test binary (it links once, which matters on two cores).

mod accounts;
mod attacks;
mod cli;
mod delivery;
mod desktop;
mod discover;
mod properties;
mod reading;
mod servers;
mod theme;
mod window;
