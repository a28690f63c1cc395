//! The layers' walls as their manifests declare them: each crate of the workspace names only
//! the crates of ours below it (the compiler then refuses any other import), and the core
//! names only crates that parse, decode, encode and describe. A crate added to the core's
//! manifest must be added to the list below, which README's "How the code is laid out" repeats.

use std::collections::BTreeSet;
use std::path::Path;

/// The crates the core may depend on (its `[dependencies]`, any target).
const CORE_MAY_USE: &[&str] = &[
    "base64",
    "chardetng",
    "email-encoding",
    "encoding_rs",
    "flate2",
    "fluent-bundle",
    "fluent-langneg",
    "i18n-embed",
    "icu_properties",
    "idna",
    "lettre",
    "percent-encoding",
    "quoted_printable",
    "rfc2047-decoder",
    "serde",
    "sys-locale",
    "thiserror",
    "unicode-normalization",
    "unicode-script",
    "unicode-security",
    "url",
    "uuid",
    "whatlang",
];

/// The normal dependencies `crate_dir`'s manifest declares, for every target, and the features
/// it asks of `name`, if it names it.
fn dependencies(crate_dir: &str) -> (BTreeSet<String>, toml::Table) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join(crate_dir).join("Cargo.toml")).unwrap();
    let manifest: toml::Table = text.parse().unwrap();
    let mut tables = vec![manifest.get("dependencies").cloned()];
    if let Some(toml::Value::Table(targets)) = manifest.get("target") {
        for target in targets.values() {
            tables.push(target.get("dependencies").cloned());
        }
    }
    let mut names = BTreeSet::new();
    let mut all = toml::Table::new();
    for table in tables.into_iter().flatten() {
        if let toml::Value::Table(table) = table {
            names.extend(table.keys().cloned());
            all.extend(table);
        }
    }
    (names, all)
}

/// The crates of ours among `deps`.
fn ours(deps: &BTreeSet<String>) -> BTreeSet<&str> {
    deps.iter()
        .map(String::as_str)
        .filter(|d| d.starts_with("mailto-preview"))
        .collect()
}

fn each_layer_names_only_the_layers_below_it() {
    let expected: [(&str, &[&str]); 5] = [
        ("crates/core", &[]),
        ("crates/render", &[]),
        ("crates/io", &["mailto-preview-core"]),
        (
            "crates/session",
            &["mailto-preview-core", "mailto-preview-io"],
        ),
        (
            "crates/window",
            &["mailto-preview-render", "mailto-preview-session"],
        ),
    ];
    for (dir, below) in expected {
        let (deps, _) = dependencies(dir);
        assert_eq!(
            ours(&deps),
            below.iter().copied().collect(),
            "{dir} names other crates of ours"
        );
    }
}

fn the_core_uses_no_window_runtime_bus_network_or_file_system_crate() {
    let (deps, table) = dependencies("crates/core");
    let allowed: BTreeSet<String> = CORE_MAY_USE.iter().map(|s| s.to_string()).collect();
    let extra: Vec<&String> = deps.difference(&allowed).collect();
    assert!(
        extra.is_empty(),
        "the core names {extra:?}: is it pure? add it to CORE_MAY_USE and the README if so"
    );
    // lettre's message builder only: its transports connect.
    let lettre_features: Vec<&str> = table["lettre"]
        .get("features")
        .and_then(toml::Value::as_array)
        .map(|f| f.iter().filter_map(toml::Value::as_str).collect())
        .unwrap_or_default();
    assert_eq!(lettre_features, ["builder"]);
    // ... and without lettre's default features, which are its transports (the workspace's
    // entry says which; a crate cannot turn them off again).
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let manifest: toml::Table = text.parse().unwrap();
    let lettre = &manifest["workspace"]["dependencies"]["lettre"];
    assert_eq!(
        lettre
            .get("default-features")
            .and_then(toml::Value::as_bool),
        Some(false),
        "the workspace's lettre: {lettre}"
    );
}

pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        each_layer_names_only_the_layers_below_it,
        the_core_uses_no_window_runtime_bus_network_or_file_system_crate
    ]
}
