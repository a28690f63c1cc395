//! The README's module map ("How the code is laid out") against the code: each module of
//! `src/` has a row, and the row's "uses" are exactly the modules its code imports
//! (`crate::NAME`, tests left out); and no module imports, through others, itself.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every module of `src/` and the other modules its code (not its tests) names.
fn imports() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut modules: BTreeMap<String, Vec<PathBuf>> = BTreeMap::new();
    for entry in std::fs::read_dir(&src).unwrap().map(Result::unwrap) {
        let path = entry.path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            modules.insert(name, rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") && name != "lib" && name != "main" {
            modules.insert(name, vec![path]);
        }
    }
    let names: BTreeSet<String> = modules.keys().cloned().collect();
    modules
        .into_iter()
        .map(|(name, files)| {
            let mut uses = BTreeSet::new();
            for file in files {
                let code = without_tests(&std::fs::read_to_string(&file).unwrap());
                for (i, _) in code.match_indices("crate::") {
                    let rest = &code[i + "crate::".len()..];
                    let ident: String = rest
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect();
                    if names.contains(&ident) && ident != name {
                        uses.insert(ident);
                    }
                }
            }
            (name, uses)
        })
        .collect()
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().map(Result::unwrap) {
        let path = entry.path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs")
            && path.file_name().is_some_and(|n| n != "tests.rs")
        {
            out.push(path);
        }
    }
    out
}

/// The code without comments and without its `#[cfg(test)] mod tests { ... }` (which by this
/// crate's habit ends the file).
fn without_tests(code: &str) -> String {
    let code = match code.find("#[cfg(test)]\nmod tests {") {
        Some(i) => &code[..i],
        None => code,
    };
    code.lines()
        .map(|line| match line.find("//") {
            Some(i) => &line[..i],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The README's table: each module's row and its "uses".
fn readme_map() -> BTreeMap<String, BTreeSet<String>> {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let section = readme
        .split("### How the code is laid out")
        .nth(1)
        .expect("the README's module map")
        .split("\n### ")
        .next()
        .unwrap();
    let ticked = |cell: &str| -> BTreeSet<String> {
        cell.split('`')
            .skip(1)
            .step_by(2)
            .map(str::to_string)
            .collect()
    };
    section
        .lines()
        .filter(|l| l.starts_with("| `"))
        .map(|row| {
            let cells: Vec<&str> = row.split(" | ").collect();
            let name = ticked(cells[0]).into_iter().next().unwrap();
            (name, ticked(cells.last().unwrap()))
        })
        .collect()
}

fn the_readme_module_map_is_the_code_s() {
    let code = imports();
    let readme = readme_map();
    let mut wrong = Vec::new();
    for (name, uses) in &code {
        match readme.get(name) {
            None => wrong.push(format!("`{name}` has no row (it uses {uses:?})")),
            Some(said) if said != uses => wrong.push(format!(
                "`{name}`: the README says it uses {said:?}, the code uses {uses:?}"
            )),
            Some(_) => {}
        }
    }
    for name in readme.keys().filter(|n| !code.contains_key(*n)) {
        wrong.push(format!("`{name}` has a row but is not a module of src/"));
    }
    assert!(
        wrong.is_empty(),
        "README, How the code is laid out:\n{}",
        wrong.join("\n")
    );
}

fn no_module_imports_itself_through_others() {
    let code = imports();
    for start in code.keys() {
        let mut seen = BTreeSet::new();
        let mut todo: Vec<&String> = code[start].iter().collect();
        while let Some(m) = todo.pop() {
            assert_ne!(m, start, "an import circle through `{start}`");
            if seen.insert(m.clone()) {
                todo.extend(code.get(m).into_iter().flatten());
            }
        }
    }
}

fn the_window_sees_only_the_session() {
    let code = imports();
    let allowed: BTreeSet<String> = ["i18n", "session", "task", "visible"]
        .map(String::from)
        .into();
    assert!(code["ui"].is_subset(&allowed), "ui uses {:?}", code["ui"]);
    for renderer_may_not in ["instance", "ui", "session", "host"] {
        assert!(!code["render"].contains(renderer_may_not));
    }
}

pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        the_readme_module_map_is_the_code_s,
        no_module_imports_itself_through_others,
        the_window_sees_only_the_session
    ]
}
