//! The catalogues read as the window reads them: languages chosen from tags and locales,
//! placeables remembered through rendering.

use super::*;

#[test]
fn tags_are_read_as_systems_write_them() {
    assert_eq!(
        parse_tag("pt_BR.UTF-8").map(|t| t.to_string()),
        Some("pt-BR".into())
    );
    assert_eq!(
        parse_tag("de_DE@euro").map(|t| t.to_string()),
        Some("de-DE".into())
    );
    assert_eq!(parse_tag("ja").map(|t| t.to_string()), Some("ja".into()));
    assert_eq!(parse_tag("C.UTF-8"), None);
    assert_eq!(parse_tag("POSIX"), None);
}

#[test]
fn the_pseudo_locale_accents_lengthens_and_brackets_text_only() {
    assert_eq!(pseudo_text("Send"), "⟦Šéñđ··⟧");
    assert_eq!(pseudo_text(" "), " ");
    let lang = Lang::for_tags(&[pseudo_tag()]);
    assert_eq!(lang.tag(), &pseudo_tag());
    let t = lang.render(&Text::new("window-title").arg("recipient", "a@b.example"));
    assert!(t.contains("a@b.example") && t.starts_with('⟦'), "{t}");
}

/// No mark of any kind in a sentence: it is what screen readers, titles and the
/// clipboard get.
fn assert_plain(text: &str) {
    assert!(!text.contains([FSI, PDI, ESCAPE]), "{text:?}");
}

#[test]
fn sentences_are_plain_text_with_their_placeables_remembered() {
    let ja = Lang::for_tags(&[parse_tag("ja").unwrap()]);
    let address = "سارة@example.org";
    let note = ja.render(&Text::new("notice-smtputf8").arg("address", address));
    assert_plain(&note);
    assert!(
        note.starts_with(address) && note.contains("ローカル部"),
        "{note}"
    );
    assert_eq!(
        *placeables(&note),
        [std::ops::Range {
            start: 0,
            end: address.len()
        }]
    );
    // A choice of words by a number is a placeable, and so is the number (Fluent isolates
    // both); a sentence without any has none.
    let en = Lang::english();
    let body = en.loader().get_args_concrete(
        "field-body",
        HashMap::from([("lines", fluent_bundle::FluentValue::from(12))]),
    );
    assert_eq!(body, "Body (12 lines)");
    assert_eq!(*placeables(&body), [6..14, 6..8]);
    let send = en.get("action-cancel");
    assert_plain(&send);
    assert!(placeables(&send).is_empty());
    assert!(placeables("not a sentence of ours").is_empty());
}

/// The window's `tr!` goes through [`Loader`]: its sentences are plain too.
#[test]
fn the_windows_own_sentences_are_plain_and_remembered() {
    let ar = Lang::for_tags(&[parse_tag("ar").unwrap()]);
    let address = "josé@example.org";
    let note = ar.render(&Text::new("notice-smtputf8").arg("address", address));
    let shown = ar.loader().get_args_concrete(
        "field-changed",
        HashMap::from([("message", fluent_bundle::FluentValue::from(note.as_str()))]),
    );
    assert_plain(&shown);
    let message = shown.find(&note).unwrap();
    let at = message + note.find(address).unwrap();
    assert_eq!(
        *placeables(&shown),
        [message..shown.len(), at..at + address.len()],
        "{shown}"
    );
}

/// A placeable that is itself a sentence brings its placeables along: "Warning: { $message }"
/// around "{ $address } has a non-ASCII local part".
#[test]
fn placeables_nest() {
    let en = Lang::english();
    let address = "سارة@example.org";
    let warning = en.render(&Text::new("field-warning").arg(
        "message",
        Text::new("notice-smtputf8").arg("address", address),
    ));
    assert_plain(&warning);
    let message = "Warning: ".len();
    assert_eq!(
        *placeables(&warning),
        [message..warning.len(), message..message + address.len()],
        "{warning}"
    );
}

/// An argument's own isolates (a hostile address) are kept as they are, for the window to
/// spell out, and do not end its placeable; the escape character too.
#[test]
fn an_arguments_own_marks_are_text() {
    let en = Lang::english();
    for hostile in [
        "a\u{2068}b@example.org",
        "a\u{2069}b\u{2069}@example.org",
        "\u{2068}\u{2069}\u{FDD0}1\u{FDD0}@x.example",
        "\u{FDD0}",
    ] {
        let note = en.render(&Text::new("notice-smtputf8").arg("address", hostile));
        assert!(note.starts_with(hostile), "{note:?}");
        assert_eq!(
            *placeables(&note),
            [std::ops::Range {
                start: 0,
                end: hostile.len()
            }],
            "{note:?}"
        );
        let nested = en.render(&Text::new("field-warning").arg(
            "message",
            Text::new("notice-smtputf8").arg("address", hostile),
        ));
        assert!(nested.contains(hostile), "{nested:?}");
        assert!(
            !nested.replace(hostile, "").contains([FSI, PDI, ESCAPE]),
            "{nested:?}"
        );
    }
}

/// The window shows a sentence with suspicious characters spelled out: its placeables are
/// found in that form too.
#[test]
fn placeables_are_found_in_the_spelled_out_form() {
    let en = Lang::english();
    let hostile = "evil\u{202E}gpj@example.org";
    let note = en.render(&Text::new("notice-smtputf8").arg("address", hostile));
    let shown = crate::visible::make_visible(&note, false);
    assert!(shown.starts_with("evil<U+202E>gpj@example.org "), "{shown}");
    let spelled = "evil<U+202E>gpj@example.org".len();
    assert_eq!(
        *placeables(&shown),
        [std::ops::Range {
            start: 0,
            end: spelled
        }]
    );
}

/// A line the window puts together itself ("name: sentence") keeps the placeables of the
/// sentence inside it.
#[test]
fn composed_lines_keep_their_sentences_placeables() {
    let ja = Lang::for_tags(&[parse_tag("ja").unwrap()]);
    let address = "سارة@example.org";
    let note = ja.render(&Text::new("notice-smtputf8").arg("address", address));
    let line = compose(&[
        Part::Placeable("to"),
        Part::Text(": "),
        Part::Placeable(&note),
    ]);
    assert_eq!(line, format!("to: {note}"));
    assert_eq!(
        *placeables(&line),
        [0..2, 4..line.len(), 4..4 + address.len()]
    );
    let indented = compose(&[Part::Text("    "), Part::Placeable(&note)]);
    assert_eq!(
        *placeables(&indented),
        [4..indented.len(), 4..4 + address.len()]
    );
}

#[test]
fn languages_are_negotiated_with_fallbacks() {
    let tag = |t: &str| parse_tag(t).unwrap();
    assert_eq!(Lang::for_tags(&[tag("xx_YY")]).tag().to_string(), "en");
    assert!(!Lang::english().is_rtl());
}

#[test]
fn the_language_is_chosen_as_i18n_embed_chooses_it_without_parsing() {
    let tag = |t: &str| parse_tag(t).unwrap();
    let mut cases: Vec<Vec<LanguageIdentifier>> =
        available().into_iter().map(|t| vec![t]).collect();
    for list in [
        &["pt"][..],
        &["pt_PT"],
        &["zh"],
        &["zh_TW", "ja"],
        &["de_AT", "fr"],
        &["en_GB", "de"],
        &["xx", "ar_EG"],
        &["sr", "uk"],
        &["xx"],
    ] {
        cases.push(list.iter().map(|t| tag(t)).collect());
    }
    cases.push(Vec::new());
    for requested in cases {
        let lang = Lang::for_tags(&requested);
        assert!(
            lang.loader.get().is_none(),
            "{requested:?}: parsed when chosen"
        );
        let loader: FluentLanguageLoader = fluent_language_loader!();
        let selected = i18n_embed::select(&loader, &Localizations, &requested).unwrap();
        let expected = selected.first().cloned().unwrap_or_else(english_tag);
        assert_eq!(lang.tag(), &expected, "{requested:?}");
        // Parsed on the first sentence asked for, in the language chosen.
        assert!(!lang.get("window-title-none").is_empty());
        assert!(lang.loader.get().is_some());
    }
}
