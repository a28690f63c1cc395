//! The translations: every language has every English message with the same arguments, its
//! plural variants are categories the language has (CLDR), every number a message prints is
//! selected by every category of its language, the hidden-recipient warning reads for 1, 2, 5,
//! 11 and 21, every message formats without a Fluent error for numbers of every category, and
//! nothing hides a direction control. Then the
//! pseudo-locale (accented, 40 % longer, bracketed) walks the hostile-link window and the setup
//! panel: a word outside the brackets did not go through the catalogue, a label past the
//! window's right edge is clipped. Last, a Japanese and an Arabic window with an address of the
//! other direction give away their sentences (title, accessible names) without isolation marks.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use fluent_syntax::ast;
use mailto_preview::i18n::{Lang, Text};
use mailto_preview::ui::{AppOptions, PreviewApp};

use super::servers::temp_dir;

/// Every catalogue on disk: (language tag, its source).
fn catalogues() -> Vec<(String, String)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&root).unwrap() {
        let dir = entry.unwrap().path();
        let file = dir.join("mailto_preview.ftl");
        if file.is_file() {
            let tag = dir.file_name().unwrap().to_string_lossy().into_owned();
            out.push((tag, std::fs::read_to_string(file).unwrap()));
        }
    }
    out.sort();
    out
}

/// What a message needs: its variables, and the plural keys its selectors use.
#[derive(Default, Debug)]
struct Needs {
    variables: BTreeSet<String>,
    keys: BTreeSet<String>,
}

fn walk_pattern(p: &ast::Pattern<&str>, needs: &mut Needs) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, needs);
        }
    }
}

fn walk_expression(e: &ast::Expression<&str>, needs: &mut Needs) {
    match e {
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, needs);
            for v in variants {
                if let ast::VariantKey::Identifier { name } = &v.key {
                    needs.keys.insert(name.to_string());
                }
                walk_pattern(&v.value, needs);
            }
        }
        ast::Expression::Inline(i) => walk_inline(i, needs),
    }
}

fn walk_inline(i: &ast::InlineExpression<&str>, needs: &mut Needs) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            needs.variables.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, needs),
        _ => {}
    }
}

/// The messages of a catalogue; a syntax error fails the test.
fn messages(tag: &str, source: &str) -> BTreeMap<String, Needs> {
    let resource = fluent_syntax::parser::parse(source)
        .unwrap_or_else(|(_, errors)| panic!("{tag}: the catalogue does not parse: {errors:?}"));
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut needs = Needs::default();
            if let Some(value) = &m.value {
                walk_pattern(value, &mut needs);
            }
            out.insert(m.id.name.to_string(), needs);
        }
    }
    out
}

fn every_language_has_every_message_with_the_same_arguments() {
    let all = catalogues();
    let english = &all
        .iter()
        .find(|(t, _)| t == "en")
        .expect("English catalogue")
        .1;
    let english = messages("en", english);
    assert!(english.len() > 250, "{} English messages", english.len());
    let mut problems = Vec::new();
    for (tag, source) in &all {
        let ours = messages(tag, source);
        for (id, needs) in &english {
            match ours.get(id) {
                None => problems.push(format!("{tag}: {id} is missing")),
                Some(n) if n.variables != needs.variables => problems.push(format!(
                    "{tag}: {id} uses {:?}, English {:?}",
                    n.variables, needs.variables
                )),
                Some(_) => {}
            }
        }
        for id in ours.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{tag}: {id} is not an English message"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The README names every language the binary carries.
    let readme =
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
            .unwrap();
    for (tag, _) in &all {
        assert!(
            readme.contains(&format!("`{tag}`")),
            "the README's Languages section does not name `{tag}`"
        );
    }
}

/// The plural categories a language has, from CLDR's rules for the numbers 0 to 200 (and
/// decimals, which some languages class apart).
fn categories(tag: &str) -> BTreeSet<String> {
    use intl_pluralrules::{PluralRuleType, PluralRules};
    let lang: unic_langid::LanguageIdentifier = tag.parse().unwrap();
    // CLDR keys its rules by language (`zh`, `pt`); a regional tag uses its language's.
    let language = unic_langid::LanguageIdentifier::from_parts(lang.language, None, None, &[]);
    let rules = PluralRules::create(lang, PluralRuleType::CARDINAL)
        .or_else(|_| PluralRules::create(language, PluralRuleType::CARDINAL))
        .unwrap_or_else(|e| panic!("{tag}: no CLDR plural rules: {e}"));
    let mut out = BTreeSet::new();
    for n in 0..=200u32 {
        for value in [f64::from(n), f64::from(n) + 0.5] {
            let category = rules.select(value).unwrap();
            out.insert(format!("{category:?}").to_lowercase());
        }
    }
    out.insert("other".into());
    out
}

fn plural_variants_are_categories_the_language_has_and_every_message_formats() {
    let mut problems = Vec::new();
    for (tag, source) in catalogues() {
        let have = categories(&tag);
        for (id, needs) in messages(&tag, &source) {
            const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];
            let plural = needs
                .keys
                .iter()
                .filter(|k| CATEGORIES.contains(&k.as_str()));
            for key in plural.filter(|k| !have.contains(*k)) {
                problems.push(format!("{tag}: {id} has [{key}], which {tag} does not use"));
            }
        }
        let lang: unic_langid::LanguageIdentifier = tag.parse().unwrap();
        let mut bundle = fluent_bundle::FluentBundle::new(vec![lang]);
        bundle.set_use_isolating(false);
        let resource = fluent_bundle::FluentResource::try_new(source.clone())
            .unwrap_or_else(|_| panic!("{tag}: the catalogue does not parse"));
        bundle.add_resource(resource).unwrap();
        for (id, needs) in messages(&tag, &source) {
            let pattern = bundle.get_message(&id).and_then(|m| m.value()).unwrap();
            for n in [0, 1, 2, 3, 5, 11, 21, 22, 100, 101] {
                let mut args = fluent_bundle::FluentArgs::new();
                for v in &needs.variables {
                    args.set(v.as_str(), n);
                }
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                if !errors.is_empty() || text.trim().is_empty() {
                    problems.push(format!("{tag}: {id} with {n}: {errors:?} {text:?}"));
                }
            }
        }
        // Direction controls are what the window spells out in hostile text; a catalogue
        // must not bring its own.
        for c in [
            '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}',
            '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}',
        ] {
            if source.contains(c) {
                problems.push(format!("{tag}: contains U+{:04X}", c as u32));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The arguments the program passes as numbers (`Arg::Num`, or an integer to `tr!`).
const NUMBERS: &[&str] = &[
    "count", "times", "more", "lines", "seconds", "minutes", "max", "cap", "found", "length",
    "blank", "spaces", "port", "line",
];

/// Numbers that name a thing rather than count one: a port, a line number, the count in a
/// heading's parentheses. Nothing in the sentence agrees with them.
fn names_a_thing(id: &str, variable: &str) -> bool {
    matches!(variable, "port" | "line") || (id, variable) == ("ignored-heading", "count")
}

/// Selectors that choose a name by its number, every number its own variant (the weekdays
/// and months of Send later's dates): the plural categories do not apply.
fn names_by_number(id: &str, variable: &str) -> bool {
    matches!(
        (id, variable),
        ("later-weekday", "day") | ("later-month", "month")
    )
}

/// The numbers the plural checks try: every integer from 0 to 200 (every category of every
/// shipped language occurs there, the teens and the hundreds included), and larger ones
/// where rules look at thousands and millions. The program passes only integers.
fn numbers_checked() -> Vec<u64> {
    let mut out: Vec<u64> = (0..=200).collect();
    out.extend([
        1_000, 1_001, 1_002, 1_003, 1_005, 1_011, 1_012, 1_021, 1_100, 10_000, 100_000, 1_000_000,
        1_000_001, 2_000_000, 10_000_000,
    ]);
    out
}

/// The plural category of each of `numbers` in `tag`, as the program's own Fluent bundle
/// selects it (fluent-bundle negotiates the rules' language: `pt-BR` takes `pt`, `zh-CN`
/// takes `zh`).
fn categories_of(tag: &str, numbers: &[u64]) -> Vec<(u64, String)> {
    let lang: unic_langid::LanguageIdentifier = tag.parse().unwrap();
    let mut bundle = fluent_bundle::FluentBundle::new(vec![lang]);
    let probe = "probe = { $n ->\n [zero] zero\n [one] one\n [two] two\n [few] few\n [many] many\n *[other] other\n }\n";
    bundle
        .add_resource(fluent_bundle::FluentResource::try_new(probe.into()).unwrap())
        .unwrap();
    let pattern = bundle.get_message("probe").and_then(|m| m.value()).unwrap();
    numbers
        .iter()
        .map(|&n| {
            let mut args = fluent_bundle::FluentArgs::new();
            args.set("n", n);
            let mut errors = Vec::new();
            let category = bundle.format_pattern(pattern, Some(&args), &mut errors);
            assert!(errors.is_empty(), "{tag}: {errors:?}");
            (n, category.into_owned())
        })
        .collect()
}

/// Walks one message for the numbers it prints and the selections on them.
struct NumberCheck<'a> {
    tag: &'a str,
    id: &'a str,
    /// Each number checked, with its category in this language.
    numbers: &'a [(u64, String)],
    /// Whether the language has a single category (ja, ko, zh): its numbers may stand bare.
    single: bool,
    problems: Vec<String>,
    /// Every argument selected on with number or category keys (the list above must name them).
    selectors: BTreeSet<String>,
}

impl NumberCheck<'_> {
    fn pattern(&mut self, p: &ast::Pattern<&str>, selecting: &mut Vec<String>) {
        for element in &p.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                self.expression(expression, selecting);
            }
        }
    }

    fn expression(&mut self, e: &ast::Expression<&str>, selecting: &mut Vec<String>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                let variable = match selector {
                    ast::InlineExpression::VariableReference { id } => id.name.to_string(),
                    other => {
                        self.inline(other, selecting);
                        String::new()
                    }
                };
                const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];
                let numeric = variants.iter().any(|v| match &v.key {
                    ast::VariantKey::NumberLiteral { .. } => true,
                    ast::VariantKey::Identifier { name } => {
                        CATEGORIES.contains(name) && *name != "other"
                    }
                });
                // A name chosen by its number (a weekday, a month): one variant per number,
                // no count to agree with.
                if numeric && !names_by_number(self.id, &variable) {
                    self.selectors.insert(variable.clone());
                }
                if NUMBERS.contains(&variable.as_str()) {
                    self.coverage(&variable, variants);
                }
                for v in variants {
                    selecting.push(variable.clone());
                    self.pattern(&v.value, selecting);
                    selecting.pop();
                }
            }
            ast::Expression::Inline(i) => self.inline(i, selecting),
        }
    }

    fn inline(&mut self, i: &ast::InlineExpression<&str>, selecting: &mut Vec<String>) {
        match i {
            ast::InlineExpression::VariableReference { id } => {
                let variable = id.name;
                if NUMBERS.contains(&variable)
                    && !names_a_thing(self.id, variable)
                    && !self.single
                    && !selecting.iter().any(|s| s == variable)
                {
                    self.problems.push(format!(
                        "{}: {}: prints {{ ${variable} }} outside a selection on it",
                        self.tag, self.id
                    ));
                }
            }
            ast::InlineExpression::Placeable { expression } => {
                self.expression(expression, selecting)
            }
            _ => {}
        }
    }

    /// Fluent tries the variants in order, matching an exact number or a category; a number
    /// that matches none falls to the default variant, in a form made for other numbers.
    fn coverage(&mut self, variable: &str, variants: &[ast::Variant<&str>]) {
        let mut missing: BTreeMap<&str, u64> = BTreeMap::new();
        for (n, category) in self.numbers {
            let matched = variants.iter().any(|v| match &v.key {
                ast::VariantKey::NumberLiteral { value } => value.parse::<u64>() == Ok(*n),
                ast::VariantKey::Identifier { name } => name == category,
            });
            if !matched {
                missing.entry(category).or_insert(*n);
            }
        }
        if !missing.is_empty() {
            let missing: Vec<String> = missing
                .iter()
                .map(|(c, n)| format!("[{c}] (such as {n})"))
                .collect();
            self.problems.push(format!(
                "{}: {}: {{ ${variable} }} has no {}",
                self.tag,
                self.id,
                missing.join(", ")
            ));
        }
    }
}

/// Every number a message prints is chosen by every plural category of its language, as the
/// program selects them (fluent-bundle 0.16's intl_pluralrules, CLDR 37), for every number
/// of [`numbers_checked`]: each meets its exact `[N]` variant (`[1]` where a message leaves
/// the count out) or its category's, never the default by accident. A language with a single
/// category (ja, ko, zh) may print a number bare; every other one selects on it, even where
/// its variants read the same (Polish "razy", Turkish nouns after numerals).
fn every_number_a_message_prints_has_every_category_of_its_language() {
    assert_eq!(
        intl_pluralrules::CLDR_VERSION,
        37,
        "the plural rules changed: check the categories every catalogue uses"
    );
    let numbers = numbers_checked();
    let mut problems = Vec::new();
    let mut selectors = BTreeSet::new();
    for (tag, source) in catalogues() {
        let numbers = categories_of(&tag, &numbers);
        let single = numbers.iter().all(|(_, c)| c == "other");
        let resource = fluent_syntax::parser::parse(source.as_str()).unwrap();
        for entry in &resource.body {
            if let ast::Entry::Message(m) = entry
                && let Some(value) = &m.value
            {
                let mut check = NumberCheck {
                    tag: &tag,
                    id: m.id.name,
                    numbers: &numbers,
                    single,
                    problems: Vec::new(),
                    selectors: BTreeSet::new(),
                };
                check.pattern(value, &mut Vec::new());
                problems.extend(check.problems);
                selectors.extend(check.selectors);
            }
        }
    }
    // The list of numbers is complete: whatever a catalogue selects on by number is in it.
    for s in &selectors {
        if !NUMBERS.contains(&s.as_str()) {
            problems.push(format!(
                "{{ ${s} }} is selected as a number but not in NUMBERS"
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// The hidden-recipient warning for 1, 2, 5, 11 and 21 recipients in every language: each
/// renders without a Fluent error, and shows the number wherever the variant Fluent chose
/// for it prints `{ $count }` (a language may say "one" or "a" instead). The sentences are
/// printed for a reviewer to read (`cargo test --test it -- hidden_recipient --nocapture`).
fn the_hidden_recipient_warning_renders_for_1_2_5_11_and_21_in_every_language() {
    let counts = [1u64, 2, 5, 11, 21];
    let mut problems = Vec::new();
    for (tag, source) in catalogues() {
        let lang: unic_langid::LanguageIdentifier = tag.parse().unwrap();
        let mut bundle = fluent_bundle::FluentBundle::new(vec![lang]);
        bundle.set_use_isolating(false);
        bundle
            .add_resource(fluent_bundle::FluentResource::try_new(source.clone()).unwrap())
            .unwrap();
        let pattern = bundle
            .get_message("notice-hidden-recipient")
            .and_then(|m| m.value())
            .unwrap();
        // The message as written, and its selection on the count if it has one, to know
        // which words each number meets.
        let resource = fluent_syntax::parser::parse(source.as_str()).unwrap();
        let message = resource
            .body
            .iter()
            .find_map(|e| match e {
                ast::Entry::Message(m) if m.id.name == "notice-hidden-recipient" => {
                    m.value.as_ref()
                }
                _ => None,
            })
            .unwrap();
        let variants = message.elements.iter().find_map(|e| match e {
            ast::PatternElement::Placeable {
                expression:
                    ast::Expression::Select {
                        selector: ast::InlineExpression::VariableReference { id },
                        variants,
                    },
            } if id.name == "count" => Some(variants),
            _ => None,
        });
        for (n, category) in categories_of(&tag, &counts) {
            let names = "anna@example.org, bob@example.org";
            let mut args = fluent_bundle::FluentArgs::new();
            args.set("count", n);
            args.set("names", names);
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
            println!("{tag:>5} {n:>2}: {text}");
            let mut needs = Needs::default();
            match variants {
                Some(variants) => {
                    let chosen = variants
                        .iter()
                        .find(|v| match &v.key {
                            ast::VariantKey::NumberLiteral { value } => {
                                value.parse::<u64>() == Ok(n)
                            }
                            ast::VariantKey::Identifier { name } => *name == category,
                        })
                        .or_else(|| variants.iter().find(|v| v.default))
                        .unwrap();
                    walk_pattern(&chosen.value, &mut needs);
                }
                None => walk_pattern(message, &mut needs),
            }
            if !errors.is_empty() {
                problems.push(format!("{tag} {n}: {errors:?}"));
            }
            if !text.contains(names) {
                problems.push(format!("{tag} {n}: the names are missing: {text}"));
            }
            if needs.variables.contains("count") && !text.contains(&n.to_string()) {
                problems.push(format!("{tag} {n}: the number is missing: {text}"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A translation is not the English copied: at most a fifth of its messages may read as the
/// English ones do (protocol names, "{ $detail }" and the like).
fn translations_are_translated() {
    let all = catalogues();
    let english = &all.iter().find(|(t, _)| t == "en").unwrap().1;
    let values = |source: &str| -> BTreeMap<String, String> {
        let mut out = BTreeMap::new();
        let mut id = None;
        for line in source.lines() {
            if let Some((k, v)) = line.split_once(" = ")
                && !line.starts_with(char::is_whitespace)
                && !line.starts_with('#')
            {
                id = Some(k.to_string());
                out.insert(k.to_string(), v.to_string());
            } else if let Some(id) = &id
                && line.starts_with(char::is_whitespace)
            {
                out.entry(id.clone()).or_default().push_str(line);
            }
        }
        out
    };
    let english = values(english);
    for (tag, source) in &all {
        if tag == "en" || tag.starts_with("en-") {
            continue;
        }
        let ours = values(source);
        let same = english
            .iter()
            .filter(|(k, v)| ours.get(*k) == Some(v))
            .count();
        assert!(
            same * 5 < english.len(),
            "{tag}: {same} of {} messages are the English ones",
            english.len()
        );
    }
}

/// Words the link and the config put in the window: data, not the window's own words.
fn data_words(uri: &str) -> BTreeSet<String> {
    let mut words: BTreeSet<String> = ascii_words(uri).into_iter().collect();
    words.extend(["Me", "me", "example", "net", "xn", "U", "FEFF"].map(str::to_string));
    // The names of webmail services and mail programs, as their makers write them.
    for target in mailto_preview::open_with::targets() {
        words.extend(ascii_words(target.label()));
    }
    words
}

fn ascii_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2)
        .map(str::to_string)
        .collect()
}

/// What of `label` did not go through the catalogue: the words outside ⟦brackets⟧ that are
/// not the link's or the config's.
fn untranslated(label: &str, data: &BTreeSet<String>) -> Vec<String> {
    let mut outside = String::new();
    let mut depth = 0;
    for c in label.chars() {
        match c {
            '⟦' => depth += 1,
            '⟧' => depth -= 1,
            _ if depth == 0 => outside.push(c),
            _ => {}
        }
    }
    // Punycode is data (the ASCII form of the link's domains).
    let outside: String = outside
        .split_whitespace()
        .filter(|w| !w.contains("xn--"))
        .collect::<Vec<_>>()
        .join(" ");
    ascii_words(&outside)
        .into_iter()
        .filter(|w| !data.contains(w))
        .collect()
}

/// Opens every section, then checks every named node: inside the window, and (in the
/// pseudo-locale, where the catalogue's words are bracketed) translated.
fn check_window(h: &mut Harness<'static, PreviewApp>, uri: &str, width: f32, lang: &Lang) {
    let pseudo = lang.tag() == &mailto_preview::i18n::pseudo_tag();
    for _ in 0..6 {
        h.step();
    }
    // Open every closed section (twice: a section may hold another).
    for _ in 0..2 {
        let closed: Vec<String> = h
            .root()
            .children_recursive()
            .filter(|n| n.accesskit_node().role() == egui::accesskit::Role::DisclosureTriangle)
            .filter(|n| {
                n.accesskit_node().description().as_deref() == Some(&lang.get("section-closed"))
            })
            .filter_map(|n| n.accesskit_node().label())
            .collect();
        for label in closed {
            h.get_by_label(&label).click();
            h.step();
            h.step();
        }
    }
    for _ in 0..4 {
        h.step();
    }
    let data = data_words(uri);
    let mut problems = Vec::new();
    for node in h.root().children_recursive() {
        let ak = node.accesskit_node();
        let Some(label) = ak.label() else { continue };
        let words = untranslated(&label, &data);
        if pseudo && !words.is_empty() {
            problems.push(format!(
                "untranslated {words:?} in {:?} ({:?})",
                label,
                ak.role()
            ));
        }
        let rect = node.rect();
        let clipped_roles = [
            egui::accesskit::Role::Label,
            egui::accesskit::Role::Button,
            egui::accesskit::Role::CheckBox,
            egui::accesskit::Role::RadioButton,
            egui::accesskit::Role::DisclosureTriangle,
        ];
        if clipped_roles.contains(&ak.role()) && (rect.max.x > width + 0.5 || rect.min.x < -0.5) {
            problems.push(format!(
                "{}: clipped: {label:?} spans {:.0}..{:.0}",
                lang.tag(),
                rect.min.x,
                rect.max.x
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn pseudo_window(uri: &str, options: AppOptions, width: f32) -> Harness<'static, PreviewApp> {
    let uri = uri.to_string();
    Harness::builder()
        .with_size([width, 1400.0])
        .with_step_dt(0.25)
        .allow_missing_glyphs()
        .with_max_steps(super::window::SETTLE_STEPS)
        .build_eframe(move |_cc| PreviewApp::new(uri.as_bytes(), options))
}

/// The hostile link of the README's screenshot, in Cyrillic so that its words are data.
const HOSTILE: &str = "mailto:%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80@%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84\
    ?cc=%D0%B0%D0%BD%D0%BD%D0%B0@%D1%80%D0%B0y%D0%BF%D0%B0l.com\
    &bcc=%D1%88%D0%BF%D0%B8%D0%BE%D0%BD@%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84\
    &subject=%D0%A1%D1%87%D1%91%D1%82%E2%80%AE\
    &body=%D0%94%D0%BE%D0%B1%D1%80%D1%8B%D0%B9%20%D0%B4%D0%B5%D0%BD%D1%8C%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%0A%D1%82%D0%B0%D0%B9%D0%BD%D0%B0\
    &attach=/etc/passwd&from=ceo@bank.example&x-mailer=evil&&";

/// A config with one SMTP account on a closed local port (never used: nothing is sent), in
/// `dir`.
fn local_account(dir: &std::path::Path) -> std::path::PathBuf {
    let config = dir.join("config.toml");
    std::fs::write(
        &config,
        "[accounts.local]\nemail = \"me@example.net\"\ndisplay-name = \"Me\"\nhost = \"127.0.0.1\"\nport = 1\nsecurity = \"none\"\n",
    )
    .unwrap();
    config
}

fn the_hostile_link_window_in_the_pseudo_locale_is_all_translated_and_unclipped() {
    let _display = crate::harness::display();
    let dir = temp_dir("i18n-pseudo");
    let config = local_account(&dir);
    let options = AppOptions {
        config_path: Some(config),
        store: Some(mailto_preview::store::Store::at(dir.join("data"))),
        lang: Arc::new(Lang::pseudo()),
        ..Default::default()
    };
    let mut h = pseudo_window(HOSTILE, options, 720.0);
    check_window(&mut h, HOSTILE, 720.0, &Lang::pseudo());
}

fn the_setup_panel_in_the_pseudo_locale_is_all_translated_and_unclipped() {
    let _display = crate::harness::display();
    let dir = temp_dir("i18n-pseudo-setup");
    let options = AppOptions {
        config_path: Some(dir.join("none/config.toml")),
        store: Some(mailto_preview::store::Store::at(dir.join("data"))),
        lang: Arc::new(Lang::pseudo()),
        ..Default::default()
    };
    let uri = "mailto:%D0%B0%D0%BD%D0%BD%D0%B0@%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84";
    let mut h = pseudo_window(uri, options, 720.0);
    check_window(&mut h, uri, 720.0, &Lang::pseudo());
}

/// The locales people's systems are set to choose their catalogue (the region falls back to
/// the language's catalogue: Austrian German is German, European Portuguese takes the
/// Brazilian one rather than English).
fn system_locales_choose_their_language() {
    let cases = [
        ("de_DE.UTF-8", "de"),
        ("de_AT.UTF-8", "de"),
        ("ja_JP.UTF-8", "ja"),
        ("ar_EG.UTF-8", "ar"),
        ("ar_SA.UTF-8", "ar"),
        ("he_IL.UTF-8", "he"),
        ("fa_IR.UTF-8", "fa"),
        ("zh_CN.UTF-8", "zh-CN"),
        ("ko_KR.UTF-8", "ko"),
        ("hi_IN.UTF-8", "hi"),
        ("ru_RU.UTF-8", "ru"),
        ("uk_UA.UTF-8", "uk"),
        ("fr_FR.UTF-8", "fr"),
        ("fr_CA.UTF-8", "fr"),
        ("es_ES.UTF-8", "es"),
        ("es_MX.UTF-8", "es"),
        ("pt_BR.UTF-8", "pt-BR"),
        ("pt_PT.UTF-8", "pt-BR"),
        ("it_IT.UTF-8", "it"),
        ("pl_PL.UTF-8", "pl"),
        ("tr_TR.UTF-8", "tr"),
        ("en_GB.UTF-8", "en"),
        ("nl_NL.UTF-8", "en"),
    ];
    let mut wrong = Vec::new();
    for (locale, want) in cases {
        let requested: Vec<_> = mailto_preview::i18n::parse_tag(locale)
            .into_iter()
            .collect();
        let got = Lang::for_tags(&requested).tag().to_string();
        if got != want {
            wrong.push(format!("{locale} chose {got}, not {want}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Every shipped language, the longest (German, Russian) included, fits the window at 720 px,
/// right-to-left ones mirrored: the hostile-link window and the setup panel with every
/// section open.
fn every_language_fits_the_window_at_720_px() {
    let _display = crate::harness::display();
    let dir = temp_dir("i18n-fit");
    let config = local_account(&dir);
    let setup_uri =
        "mailto:%D0%B0%D0%BD%D0%BD%D0%B0@%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84";
    for tag in mailto_preview::i18n::available() {
        if tag == mailto_preview::i18n::pseudo_tag() {
            continue;
        }
        let lang = Arc::new(Lang::for_tags(std::slice::from_ref(&tag)));
        assert_eq!(lang.tag(), &tag, "{tag} is not chosen for itself");
        for (uri, config_path) in [
            (HOSTILE, config.clone()),
            (setup_uri, dir.join("none/config.toml")),
        ] {
            let options = AppOptions {
                config_path: Some(config_path),
                store: Some(mailto_preview::store::Store::at(dir.join("data"))),
                lang: lang.clone(),
                ..Default::default()
            };
            let mut h = pseudo_window(uri, options, 720.0);
            check_window(&mut h, uri, 720.0, &lang);
        }
    }
}

/// The first run without an account, in a small window (720×640): in English, Arabic and
/// Japanese the message's To and Subject and the Send button are inside the window without
/// scrolling while the setup panel is open; the panel does not push the message away.
fn the_setup_panel_leaves_to_subject_and_send_in_a_small_window() {
    let _display = crate::harness::display();
    let dir = temp_dir("i18n-small-setup");
    for tag in ["en", "ar", "ja"] {
        let lang = Arc::new(Lang::for_tags(&[tag.parse().unwrap()]));
        let options = AppOptions {
            config_path: Some(dir.join("none/config.toml")),
            store: Some(mailto_preview::store::Store::at(dir.join("data"))),
            lang: lang.clone(),
            ..Default::default()
        };
        let uri = "mailto:ann@example.org?subject=Lunch&body=Hi";
        let mut h = Harness::builder()
            .with_size([720.0, 640.0])
            .with_step_dt(0.25)
            .allow_missing_glyphs()
            .with_max_steps(super::window::SETTLE_STEPS)
            .build_eframe(move |_cc| PreviewApp::new(uri.as_bytes(), options));
        for _ in 0..6 {
            h.step();
        }
        assert!(
            h.state().session().setup_form().is_some(),
            "{tag}: the panel is open"
        );
        for (role, id) in [
            (egui::accesskit::Role::TextInput, "field-to"),
            (egui::accesskit::Role::TextInput, "field-subject"),
            (egui::accesskit::Role::Button, "action-send"),
        ] {
            let name = lang.get(id);
            let node = h.get_by_role_and_label(role, &name);
            let rect = node.rect();
            assert!(
                rect.min.y >= 0.0 && rect.max.y <= 640.0,
                "{tag}: {name:?} is at {:.0}..{:.0}, outside the 640 px window",
                rect.min.y,
                rect.max.y
            );
        }
    }
}

/// Names inside sentences: the window shows each placeable as an isolated run (an Arabic
/// address at the start of a Japanese note once turned the whole note right to left), and puts
/// no mark for it into any text it gives away: the title (the window's accessible name) and
/// every accessible name and description hold the sentences as the catalogue writes them.
fn names_in_sentences_leave_no_mark_in_what_the_window_gives_away() {
    let _display = crate::harness::display();
    let marks = [
        '\u{200E}', '\u{200F}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}', '\u{FDD0}',
    ];
    for (tag, uri, address) in [
        (
            "ja",
            "mailto:%D8%B3%D8%A7%D8%B1%D8%A9@example.org",
            "سارة@example.org",
        ),
        ("ar", "mailto:jos%C3%A9@example.org", "josé@example.org"),
    ] {
        let dir = temp_dir(&format!("i18n-isolates-{tag}"));
        let lang = Arc::new(Lang::for_tags(&[tag.parse().unwrap()]));
        let options = AppOptions {
            config_path: Some(local_account(&dir)),
            store: Some(mailto_preview::store::Store::at(dir.join("data"))),
            lang: lang.clone(),
            ..Default::default()
        };
        let mut h = pseudo_window(uri, options, 720.0);
        for _ in 0..6 {
            h.step();
        }
        let title = lang.render(&Text::new("window-title").arg("recipient", address));
        let note = lang.render(&Text::new("notice-smtputf8").arg("address", address));
        assert!(
            title.contains(address) && note.contains(address),
            "{title} / {note}"
        );
        let mut shown = Vec::new();
        for node in std::iter::once(h.root()).chain(h.root().children_recursive()) {
            let ak = node.accesskit_node();
            shown.extend(ak.label());
            shown.extend(ak.description());
        }
        for text in &shown {
            assert!(!text.contains(marks), "{tag}: a mark in {text:?}");
        }
        assert!(
            shown.contains(&title),
            "{tag}: no title {title:?} in {shown:?}"
        );
        assert!(
            shown.iter().any(|t| t.contains(&note)),
            "{tag}: no note {note:?} in {shown:?}"
        );
    }
}

pub fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        every_language_has_every_message_with_the_same_arguments,
        plural_variants_are_categories_the_language_has_and_every_message_formats,
        every_number_a_message_prints_has_every_category_of_its_language,
        the_hidden_recipient_warning_renders_for_1_2_5_11_and_21_in_every_language,
        translations_are_translated,
        the_hostile_link_window_in_the_pseudo_locale_is_all_translated_and_unclipped,
        the_setup_panel_in_the_pseudo_locale_is_all_translated_and_unclipped,
        every_language_fits_the_window_at_720_px,
        the_setup_panel_leaves_to_subject_and_send_in_a_small_window,
        system_locales_choose_their_language,
        names_in_sentences_leave_no_mark_in_what_the_window_gives_away,
    ]
}
