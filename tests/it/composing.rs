//! Finishing a message in the window (egui_kittest): misspelt words marked in the text's own
//! language with Debian's real dictionaries, corrected from the menu Shift+F10 opens (and the
//! correction undone with Ctrl+Z); recipients offered from the sent-to history while typing in
//! Cc, taken with the keyboard; and a send that remembers its recipients, but never a Bcc the
//! link added or an address the window warned about.

use std::time::SystemTime;

use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT, Queryable};
use mailto_preview::contacts::{History, SentTo};
use mailto_preview::session::{EditField, RecipientField};
use mailto_preview::spelling::SpellSettings;
use mailto_preview::ui::PreviewApp;

use super::servers::{Mailin, Script, temp_dir};
use super::window::{settle, setup, step_until, window};

/// The words marked in `field`.
fn marked(app: &PreviewApp, field: EditField) -> Vec<String> {
    let session = app.session();
    let text = session.text(field).unwrap_or_default();
    session
        .misspelt(field)
        .into_iter()
        .filter_map(|r| text.get(r).map(str::to_string))
        .collect()
}

/// Shift+F10 at the caret, until the menu has its corrections.
fn open_menu_at_caret(h: &mut egui_kittest::Harness<'static, PreviewApp>) {
    h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::F10);
    step_until(h, |app| {
        app.session()
            .spelling_menu()
            .is_some_and(|m| m.suggestions.is_some())
    });
    h.run_steps(2);
}

/// A German window over an English body: the body's typos are marked in English; a
/// correction from the menu (Shift+F10 at the caret, the first suggestion by keyboard) is one
/// edit that Ctrl+Z undoes.
fn a_german_window_marks_an_english_body_and_corrects_from_the_menu() {
    super::spelling::installed();
    let (mut options, _) = setup(1, "compose-spell");
    options.lang = std::sync::Arc::new(mailto_preview::i18n::Lang::for_tags(&["de"
        .parse()
        .unwrap()]));
    options.spelling = Some(SpellSettings {
        word_lists: vec![temp_dir("compose-spell-words")],
        ..SpellSettings::default()
    });
    let body = "Helo team, I would like to aply for the position you advertised on your \
                website last week. Please find my details below.";
    let uri = format!(
        "mailto:jobs@example.org?subject=Application&body={}",
        body.replace(' ', "%20").replace(',', "%2C")
    );
    let mut h = window(&uri, options);
    settle(&mut h);
    // Checked once the person goes to write (the session's tests: not before).
    let field = h.get_by_role_and_label(Role::MultilineTextInput, "Text (1 Zeile)");
    field.focus();
    // The subject ("Application", not German) goes with the body's language once that is
    // known.
    step_until(&mut h, |app| {
        marked(app, EditField::Body).len() == 2 && marked(app, EditField::Subject).is_empty()
    });
    assert_eq!(marked(h.state(), EditField::Body), ["Helo", "aply"]);
    // The screen reader hears which words are marked (from the next frame, which draws them).
    h.run_steps(2);
    let field = h.get_by_role_and_label(Role::MultilineTextInput, "Text (1 Zeile)");
    let description = field
        .accesskit_node()
        .description()
        .unwrap_or_default()
        .to_string();
    assert!(description.contains("Helo"), "{description}");
    // The caret at the start of the body, in the first misspelt word: Shift+F10.
    // The caret to the first row's start (the body wraps in two rows).
    for _ in 0..3 {
        h.key_press(egui::Key::ArrowUp);
    }
    h.key_press(egui::Key::Home);
    h.run_steps(2);
    open_menu_at_caret(&mut h);
    let menu = h.state().session().spelling_menu().cloned().unwrap();
    assert_eq!(menu.word, "Helo");
    let suggestions = menu.suggestions.unwrap();
    assert!(suggestions.iter().any(|w| w == "Hello"), "{suggestions:?}");
    let first = suggestions[0].clone();
    h.get_by_role_and_label(Role::Button, "Zum Wörterbuch hinzufügen");
    h.get_by_role_and_label(Role::Button, "Ignorieren");
    // The keyboard is in the menu, on the first suggestion.
    h.key_press(egui::Key::Enter);
    h.run_steps(2);
    let corrected = h
        .state()
        .session()
        .text(EditField::Body)
        .unwrap()
        .to_string();
    assert!(
        corrected.starts_with(&format!("{first} team,")),
        "{corrected}"
    );
    assert!(h.state().session().spelling_menu().is_none());
    // One step back.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run_steps(2);
    assert_eq!(
        h.state().session().text(EditField::Body).unwrap(),
        body,
        "Ctrl+Z brings the word back"
    );
    // The menu again, and "Hello" picked with the pointer.
    step_until(&mut h, |app| marked(app, EditField::Body).len() == 2);
    open_menu_at_caret(&mut h);
    h.get_by_role_and_label(Role::Button, "Hello").click();
    step_until(&mut h, |app| {
        app.session()
            .text(EditField::Body)
            .is_some_and(|b| b.starts_with("Hello team,"))
    });
    step_until(&mut h, |app| marked(app, EditField::Body) == ["aply"]);
}

/// Ignore takes a word as correct in this window; Escape closes the menu without closing
/// the window.
fn ignore_unmarks_a_word_and_escape_only_closes_the_menu() {
    super::spelling::installed();
    let (mut options, _) = setup(1, "compose-ignore");
    options.spelling = Some(SpellSettings {
        word_lists: vec![temp_dir("compose-ignore-words")],
        ..SpellSettings::default()
    });
    let mut h = window(
        "mailto:a@example.org?subject=Quarterly%20figures&body=Teh%20numbers%20are%20ready.",
        options,
    );
    settle(&mut h);
    let field = h.get_by_role_and_label(Role::MultilineTextInput, "Body (1 line)");
    field.focus();
    step_until(&mut h, |app| marked(app, EditField::Body) == ["Teh"]);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Home);
    h.run_steps(2);
    h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::F10);
    step_until(&mut h, |app| app.session().spelling_menu().is_some());
    h.key_press(egui::Key::Escape);
    h.run_steps(2);
    assert!(h.state().session().spelling_menu().is_none());
    assert!(!h.state().is_closed(), "Escape closed the menu only");
    h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::F10);
    step_until(&mut h, |app| app.session().spelling_menu().is_some());
    h.run_steps(2);
    h.get_by_role_and_label(Role::Button, "Ignore").click();
    step_until(&mut h, |app| marked(app, EditField::Body).is_empty());
}

fn remember(history: &History, addresses: &[&str]) {
    let parsed: Vec<_> = addresses
        .iter()
        .flat_map(|a| {
            mailto_preview::mailto::parse_address_list(a, &mailto_preview::mailto::Field::To).0
        })
        .collect();
    let sent: Vec<SentTo<'_>> = parsed.iter().map(SentTo::typed).collect();
    history.record_send(&sent, SystemTime::now()).unwrap();
}

/// How many addresses are offered for Cc now.
fn offered_in_cc(app: &PreviewApp) -> usize {
    app.session().recipient_offers(RecipientField::Cc).len()
}

/// Two letters in Cc offer the people sent to before, most used first; Down and Enter take
/// the second; Escape closes the offers without closing the window.
fn two_letters_in_cc_offer_past_recipients_taken_by_keyboard() {
    let (options, store) = setup(1, "compose-offers");
    let history = History::at(
        store
            .data_dir()
            .join(mailto_preview::contacts::history::FILE_NAME),
    );
    remember(&history, &["Jürgen Müller <juergen@example.de>"]);
    remember(
        &history,
        &["Jürgen Müller <juergen@example.de>", "julia@example.org"],
    );
    remember(&history, &["bob@example.org"]);
    let mut h = window("mailto:a@example.org?subject=Hi", options);
    settle(&mut h);
    let cc = h.get_by_role_and_label(Role::TextInput, "Cc");
    cc.focus();
    cc.type_text("ju");
    step_until(&mut h, |app| offered_in_cc(app) == 2);
    h.run_steps(2);
    let offers: Vec<String> = h
        .state()
        .session()
        .recipient_offers(RecipientField::Cc)
        .iter()
        .map(|o| o.mailbox())
        .collect();
    assert_eq!(
        offers,
        ["Jürgen Müller <juergen@example.de>", "julia@example.org"]
    );
    h.get_by_label("Jürgen Müller <juergen@example.de>");
    h.key_press(egui::Key::ArrowDown);
    h.run_steps(1);
    h.key_press(egui::Key::Enter);
    h.run_steps(2);
    assert_eq!(
        h.state()
            .session()
            .text(EditField::Recipients(RecipientField::Cc)),
        Some("julia@example.org, ")
    );
    // The next entry: a letter, the offers, Escape.
    h.get_by_role_and_label(Role::TextInput, "Cc")
        .type_text("b");
    step_until(&mut h, |app| offered_in_cc(app) > 0);
    h.run_steps(1);
    h.key_press(egui::Key::Escape);
    h.run_steps(2);
    assert_eq!(offered_in_cc(h.state()), 0);
    assert!(!h.state().is_closed(), "Escape closed the offers only");
    // One more letter opens them again, and a click takes one.
    h.get_by_role_and_label(Role::TextInput, "Cc")
        .type_text("o");
    step_until(&mut h, |app| offered_in_cc(app) > 0);
    h.run_steps(2);
    h.get_by_label("bob@example.org").click();
    h.run_steps(2);
    assert_eq!(
        h.state()
            .session()
            .text(EditField::Recipients(RecipientField::Cc)),
        Some("julia@example.org, bob@example.org, ")
    );
}

/// After an approved send, To and a Bcc the person typed are remembered; the Bcc the link
/// added is not, nor a look-alike address, nor the name the link gave an address.
fn a_send_remembers_its_recipients_but_not_the_links_bcc() {
    let server = Mailin::start(false, Script::default());
    let (options, store) = setup(server.port, "compose-remember");
    let history = History::at(
        store
            .data_dir()
            .join(mailto_preview::contacts::history::FILE_NAME),
    );
    let mut h = window(
        "mailto:Ann%20from%20the%20Link%20%3Cann@example.org%3E,support@%D0%B0pple.com?subject=Hi&bcc=spy@evil.example",
        options,
    );
    settle(&mut h);
    let bcc = h.get_by_role_and_label(Role::TextInput, "Bcc (hidden)");
    bcc.focus();
    bcc.type_text(", me-too@example.net");
    h.run_steps(2);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| app.session().is_sent());
    step_until(&mut h, |_| {
        history
            .entries(SystemTime::now())
            .is_ok_and(|e| !e.is_empty())
    });
    let mut remembered: Vec<(String, Option<String>)> = history
        .entries(SystemTime::now())
        .unwrap()
        .into_iter()
        .map(|e| (e.address, e.name))
        .collect();
    remembered.sort();
    // The name the link gave Ann is the link's, not the person's: not kept.
    assert_eq!(
        remembered,
        [
            ("ann@example.org".to_string(), None),
            ("me-too@example.net".to_string(), None)
        ]
    );
    assert_eq!(server.seen().messages.len(), 1);
}

/// Typing in Cc: no error about the entry until the person leaves the field, and the offers
/// open below the field without covering the warning about an address already there.
fn an_address_being_typed_shows_no_error_and_the_offers_cover_no_warning() {
    let (options, store) = setup(1, "compose-typing");
    let history = History::at(
        store
            .data_dir()
            .join(mailto_preview::contacts::history::FILE_NAME),
    );
    remember(&history, &["Jürgen Müller <juergen@example.de>"]);
    let mut h = window("mailto:a@example.org?cc=editor@vvikipedia.org", options);
    settle(&mut h);
    let warning = "looks like wikipedia.org";
    h.get_by_label_contains(warning);
    let cc = h.get_by_role_and_label(Role::TextInput, "Cc");
    cc.focus();
    cc.type_text(", jur");
    step_until(&mut h, |app| offered_in_cc(app) == 1);
    h.run_steps(2);
    assert!(
        h.query_by_label_contains("cannot be sent to").is_none(),
        "no error while typing"
    );
    let offer = h.get_by_label("Jürgen Müller <juergen@example.de>").rect();
    let warned = h.get_by_label_contains(warning).rect();
    let field = h.get_by_role_and_label(Role::TextInput, "Cc").rect();
    assert!(!offer.intersects(warned), "{offer:?} covers {warned:?}");
    assert!(!offer.intersects(field), "{offer:?} covers {field:?}");
    let subject = h.get_by_role_and_label(Role::TextInput, "Subject").rect();
    assert!(!offer.intersects(subject), "{offer:?} covers {subject:?}");
    // Send waits, saying why.
    let send = h.get_by_role_and_label(Role::Button, "Send");
    assert!(send.accesskit_node().is_disabled());
    // Leaving the field judges the entry.
    h.key_press(egui::Key::Escape);
    h.run_steps(1);
    h.key_press(egui::Key::Tab);
    h.run_steps(2);
    h.get_by_label_contains("\"jur\" cannot be sent to");
}

/// "I know this domain" beside a look-alike's warning silences it, in this window and the
/// next.
fn i_know_this_domain_silences_its_look_alike_warning() {
    let (options, store) = setup(1, "compose-known");
    let known = store
        .data_dir()
        .join(mailto_preview::contacts::known_domains::FILE_NAME);
    let mut h = window("mailto:editor@vvikipedia.org", options.clone());
    settle(&mut h);
    h.get_by_label_contains("looks like wikipedia.org");
    h.get_by_role_and_label(Role::Button, "I know this domain")
        .click();
    h.run_steps(2);
    assert!(
        h.query_by_label_contains("looks like wikipedia.org")
            .is_none()
    );
    step_until(&mut h, |_| {
        std::fs::read_to_string(&known).is_ok_and(|t| t == "vvikipedia.org\n")
    });
    let mut next = window("mailto:editor@vvikipedia.org", options);
    settle(&mut next);
    assert!(
        next.query_by_label_contains("looks like wikipedia.org")
            .is_none()
    );
}

/// A Russian window: "install our app" is no attachment, and sends without a question;
/// "the contract is attached" asks.
fn the_reminder_reads_the_message_in_its_language() {
    let server = Mailin::start(false, Script::default());
    let (mut options, _) = setup(server.port, "compose-reminder");
    options.lang = std::sync::Arc::new(mailto_preview::i18n::Lang::for_tags(&["ru"
        .parse()
        .unwrap()]));
    let app = "%D0%A3%D1%81%D1%82%D0%B0%D0%BD%D0%BE%D0%B2%D0%B8%D1%82%D0%B5%20%D0%BD%D0%B0%D1%88%D0%B5%20%D0%BF%D1%80%D0%B8%D0%BB%D0%BE%D0%B6%D0%B5%D0%BD%D0%B8%D0%B5%20%D0%B4%D0%BB%D1%8F%20%D1%82%D0%B5%D0%BB%D0%B5%D1%84%D0%BE%D0%BD%D0%B0";
    let mut h = window(&format!("mailto:a@example.org?body={app}"), options.clone());
    settle(&mut h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| {
        app.session().is_sent() || app.session().confirm().is_some()
    });
    assert!(
        h.state().session().confirm().is_none(),
        "asked about a file"
    );
    assert_eq!(server.seen().messages.len(), 1);

    // "Договор во вложении."
    let contract = "%D0%94%D0%BE%D0%B3%D0%BE%D0%B2%D0%BE%D1%80%20%D0%B2%D0%BE%20%D0%B2%D0%BB%D0%BE%D0%B6%D0%B5%D0%BD%D0%B8%D0%B8.";
    let mut h = window(&format!("mailto:a@example.org?body={contract}"), options);
    settle(&mut h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| app.session().confirm().is_some());
    assert!(!h.state().session().is_sending());
}

pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        a_german_window_marks_an_english_body_and_corrects_from_the_menu,
        ignore_unmarks_a_word_and_escape_only_closes_the_menu,
        two_letters_in_cc_offer_past_recipients_taken_by_keyboard,
        a_send_remembers_its_recipients_but_not_the_links_bcc,
        an_address_being_typed_shows_no_error_and_the_offers_cover_no_warning,
        i_know_this_domain_silences_its_look_alike_warning,
        the_reminder_reads_the_message_in_its_language,
    ]
}
