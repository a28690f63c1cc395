//! Files the person attaches, in the window (egui_kittest): the list with names, sizes, types
//! and Remove; a file a link named is attached only when the person presses for it; a hidden
//! file asks again; what cannot be attached is refused with the reason; where no file chooser
//! answers, a typed path works; a message that mentions an attachment asks before it leaves.

use std::path::PathBuf;

use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT, Queryable};
use mailto_preview::session::{Confirm, DeliverError, NotSent, Status};
use mailto_preview::ui::PreviewApp;

use super::servers::{Mailin, PrivateKeyring, temp_dir};
use super::window::{
    assert_passed, settle, setup, step_until, window, window_half, window_process,
};

/// Writes `bytes` to `name` in a fresh folder; the file's real path.
fn file(tag: &str, name: &str, bytes: &[u8]) -> PathBuf {
    let path = temp_dir(tag).join(name);
    std::fs::write(&path, bytes).unwrap();
    dunce::canonicalize(path).unwrap()
}

fn attachment_names(app: &PreviewApp) -> Vec<String> {
    app.session()
        .attachments()
        .iter()
        .map(|a| a.name.clone())
        .collect()
}

fn attached_files_are_listed_with_size_and_type_and_can_be_removed() {
    let cv = file(
        "att-list",
        "Lebenslauf Jürgen.pdf",
        b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n",
    );
    let notes = file("att-list-2", "notes.txt", "Grüße\n".as_bytes());
    let (options, _) = setup(1, "att-list-window");
    let mut h = window("mailto:jobs@example.org?subject=Application", options);
    settle(&mut h);
    assert!(h.state().session().attachments().is_empty());
    h.state_mut().attach_files(vec![cv.clone(), notes.clone()]);
    step_until(&mut h, |app| app.session().attachments().len() == 2);
    h.run_steps(2);
    assert_eq!(
        attachment_names(h.state()),
        ["Lebenslauf Jürgen.pdf", "notes.txt"]
    );
    h.get_by_label("Lebenslauf Jürgen.pdf (15 bytes, application/pdf)");
    h.get_by_label("notes.txt (8 bytes, text/plain; charset=utf-8)");
    h.get_by_label("2 files, 23 bytes");
    // The same file again is not a second attachment.
    h.state_mut().attach_files(vec![cv.clone()]);
    h.run_steps(2);
    step_until(&mut h, |app| !app.session().is_attaching());
    assert_eq!(h.state().session().attachments().len(), 2);
    // Each Remove says which file it removes (the screen reader's name).
    h.get_by_role_and_label(Role::Button, "Remove Lebenslauf Jürgen.pdf")
        .click();
    h.run_steps(2);
    assert_eq!(attachment_names(h.state()), ["notes.txt"]);
    h.get_by_label("1 file, 8 bytes");
}

fn what_cannot_be_attached_is_refused_with_the_reason() {
    let folder = temp_dir("att-folder");
    let empty = file("att-empty", "empty.txt", b"");
    let (options, _) = setup(1, "att-refused-window");
    let mut h = window("mailto:a@example.org", options);
    settle(&mut h);
    h.state_mut().attach_files(vec![
        folder.clone(),
        empty.clone(),
        PathBuf::from("/dev/null"),
        folder.join("missing.pdf"),
    ]);
    step_until(&mut h, |app| app.session().files_refused().len() == 4);
    h.run_steps(2);
    assert!(h.state().session().attachments().is_empty());
    h.get_by_label_contains("it is a folder");
    h.get_by_label_contains("it is empty");
    h.get_by_label_contains("/dev/null: it is a device, not a file");
    h.get_by_label_contains("there is no such file");
    h.get_by_role_and_label(Role::Button, "OK").click();
    h.run_steps(2);
    assert!(h.state().session().files_refused().is_empty());
}

/// A hidden file under the home folder (where keys and settings live) is attached only after
/// the person says yes again, and a no leaves nothing attached.
fn a_hidden_file_asks_again() {
    let home = PathBuf::from(std::env::var_os("HOME").expect("HOME"));
    let dir = home.join(format!(".mailto-preview-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let hidden = dir.join("token.txt");
    std::fs::write(&hidden, b"secret").unwrap();
    let (options, _) = setup(1, "att-hidden-window");
    let mut h = window("mailto:a@example.org", options);
    settle(&mut h);
    h.state_mut().attach_files(vec![hidden.clone()]);
    step_until(&mut h, |app| !app.session().files_asking().is_empty());
    h.run_steps(2);
    h.get_by_label_contains("It is a hidden file");
    h.get_by_role_and_label(Role::Button, "Do not attach")
        .click();
    h.run_steps(2);
    assert!(h.state().session().files_asking().is_empty());
    assert!(h.state().session().attachments().is_empty());
    h.state_mut().attach_files(vec![hidden.clone()]);
    step_until(&mut h, |app| !app.session().files_asking().is_empty());
    h.run_steps(2);
    h.get_by_role_and_label(Role::Button, "Attach it").click();
    h.run_steps(2);
    assert_eq!(attachment_names(h.state()), ["token.txt"]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// `xdg-email --attach` (LibreOffice's "Email document") puts the file into the link for a
/// mail program it does not know: the window shows it under "Ignored from the link" and
/// attaches it only when the person presses for it.
fn a_file_a_link_names_is_attached_only_when_the_person_presses_for_it() {
    let report = file("att-link", "report 2026.pdf", b"%PDF-1.4\n");
    let url = url::Url::from_file_path(&report).unwrap();
    let uri = format!(
        "mailto:a@example.org?subject=Report&attach={}",
        percent(url.as_str())
    );
    let (options, _) = setup(1, "att-link-window");
    let mut h = window(&uri, options);
    settle(&mut h);
    // "Ignored from the link" is open: the link set a field that was dropped.
    let press = format!("Attach this file: {}", report.display());
    h.get_by_label(&press);
    // Drawn for a moment: nothing attaches by itself.
    h.run_steps(4);
    assert!(h.state().session().attachments().is_empty());
    assert!(!h.state().session().is_attaching());
    h.get_by_label(&press).click();
    step_until(&mut h, |app| app.session().attachments().len() == 1);
    assert_eq!(attachment_names(h.state()), ["report 2026.pdf"]);
    assert_eq!(
        h.state().session().attachments()[0].path(),
        Some(report.as_path())
    );
}

/// The message mentions an attachment and none is attached: Send asks first; "Continue
/// without a file" sends.
fn send_asks_first_when_the_attachment_the_message_mentions_is_missing() {
    let server = Mailin::start(false, Default::default());
    let (options, _) = setup(server.port, "att-reminder");
    let mut h = window(
        "mailto:jobs@example.org?subject=Application&body=Please%20find%20my%20CV%20attached.",
        options,
    );
    settle(&mut h);
    h.get_by_role_and_label(Role::Button, "Send").click();
    h.run_steps(2);
    assert!(matches!(
        h.state().session().confirm(),
        Some(Confirm::ForgotAttachment)
    ));
    h.get_by_label("The message mentions an attachment, but no file is attached.");
    assert!(!h.state().session().is_sending() && server.seen().messages.is_empty());
    h.get_by_role_and_label(Role::Button, "Continue without a file")
        .click();
    step_until(&mut h, |app| app.session().is_sent());
    assert!(matches!(
        h.state().session().status(),
        Some(Status::Sent { .. })
    ));
    assert_eq!(server.seen().messages.len(), 1);
}

/// Where no desktop portal answers, Attach... says so and a typed path attaches the file.
fn without_a_file_chooser_a_typed_path_attaches() {
    let bus = PrivateKeyring::bare();
    let dir = temp_dir("att-no-portal");
    std::fs::write(dir.join("cv.pdf"), b"%PDF-1.7\n").unwrap();
    let o = window_process("attaching::attach_without_a_portal", &bus, &dir)
        .output()
        .unwrap();
    assert_passed(&o, &dir);
}

/// The window half of the test above; run only by it, on a private bus with no portal.
fn attach_without_a_portal() {
    let (dir, options) = window_half("config.toml");
    let mut h = window("mailto:a@example.org", options);
    settle(&mut h);
    h.get_by_role_and_label(Role::Button, "Attach...").click();
    step_until(&mut h, |app| app.session().chooser_failed().is_some());
    h.run_steps(2);
    h.get_by_label_contains("No file chooser answered");
    let field = h.get_by_role_and_label(Role::TextInput, "File to attach:");
    field.focus();
    field.type_text(&dir.join("cv.pdf").display().to_string());
    h.run_steps(2);
    h.get_by_role_and_label(Role::Button, "Attach").click();
    step_until(&mut h, |app| app.session().attachments().len() == 1);
    assert_eq!(attachment_names(h.state()), ["cv.pdf"]);
    assert!(
        !h.get_by_role_and_label(Role::Button, "Attach...")
            .accesskit_node()
            .is_disabled()
    );
}

/// An account at Gmail: before Send, the window says when the message is over Gmail's limit
/// (counted as sent: base64 makes 20 MB of files about 27 MB) and when a file is of a type
/// Gmail refuses. Nothing is sent or connected to.
fn over_a_providers_limit_or_of_a_refused_type_is_said_before_send() {
    let dir = temp_dir("att-gmail");
    let config = dir.join("config.toml");
    std::fs::write(
        &config,
        "[accounts.gmail]\nemail = \"me@gmail.com\"\nhost = \"smtp.gmail.com\"\nport = 465\nsecurity = \"tls\"\nusername = \"me@gmail.com\"\npassword.command = [\"false\"]\n",
    )
    .unwrap();
    let options = mailto_preview::ui::AppOptions {
        config_path: Some(config),
        store: Some(mailto_preview::store::Store::at(dir.join("data"))),
        ..Default::default()
    };
    // 15 MB of file, without writing 15 MB: a sparse file. About 20 MB as sent.
    let big = dir.join("scans.pdf");
    let f = std::fs::File::create(&big).unwrap();
    std::io::Write::write_all(&mut &f, b"%PDF-1.7\n").unwrap();
    f.set_len(15_000_000).unwrap();
    let program = file("att-gmail-exe", "setup.exe", b"MZ\x90\0");
    let mut h = window("mailto:ann@example.org?subject=Scans", options);
    settle(&mut h);
    h.state_mut()
        .attach_files(vec![dunce::canonicalize(&big).unwrap()]);
    step_until(&mut h, |app| app.session().attachments().len() == 1);
    h.run_steps(2);
    assert!(h.query_by_label_contains("accepts up to").is_none());
    h.state_mut().attach_files(vec![program]);
    step_until(&mut h, |app| app.session().attachments().len() == 2);
    h.run_steps(2);
    h.get_by_label_contains("refuses to carry files like setup.exe");
    // Over 25 MB as sent: another 5 MB of file (20 MB of files, about 27 MB as sent).
    let more = dir.join("more.pdf");
    let f = std::fs::File::create(&more).unwrap();
    f.set_len(5_000_000).unwrap();
    std::io::Write::write_all(&mut &f, b"%PDF").unwrap();
    h.state_mut()
        .attach_files(vec![dunce::canonicalize(&more).unwrap()]);
    step_until(&mut h, |app| app.session().attachments().len() == 3);
    h.run_steps(2);
    h.get_by_label_contains("Warning: the message is 2");
    h.get_by_label_contains("Gmail / Google Workspace accepts up to 25 MB");
}

/// A file that vanished between attaching and sending stops the send with the reason;
/// nothing reaches the server and the message stays in the window, files and all.
fn a_file_that_vanished_stops_the_send_and_loses_nothing() {
    let server = Mailin::start(false, Default::default());
    let (options, _) = setup(server.port, "att-vanished");
    let gone = file("att-vanished-file", "report.pdf", b"%PDF-1.7\n");
    let mut h = window(
        "mailto:a@example.org?subject=Report&body=See%20the%20file.",
        options,
    );
    settle(&mut h);
    h.state_mut().attach_files(vec![gone.clone()]);
    step_until(&mut h, |app| app.session().attachments().len() == 1);
    std::fs::remove_file(&gone).unwrap();
    h.get_by_role_and_label(Role::Button, "Send").click();
    step_until(&mut h, |app| {
        matches!(app.session().status(), Some(Status::NotSent(_)))
    });
    let Some(Status::NotSent(NotSent::Failed(DeliverError::Attachment(_)))) =
        h.state().session().status()
    else {
        panic!("{:?}", h.state().status_line())
    };
    h.run_steps(2);
    h.get_by_label_contains("is not there any more");
    assert!(server.seen().messages.is_empty(), "nothing was sent");
    assert_eq!(attachment_names(h.state()), ["report.pdf"]);
    assert_eq!(h.state().session().draft().unwrap().subject, "Report");
}

/// Save draft with files writes the exact message (`.eml`); `--draft` opens it again with
/// the same files, byte for byte.
fn a_draft_with_files_is_kept_as_a_message_and_opens_again_with_them() {
    let (options, store) = setup(1, "att-draft");
    let cv = file(
        "att-draft-cv",
        "Lebenslauf Jürgen.pdf",
        b"%PDF-1.7\n\0\x01.\r\n",
    );
    let notes = file("att-draft-notes", "notes.txt", "Grüße\n".as_bytes());
    let mut h = window(
        "mailto:jobs@example.org?subject=Bewerbung&body=Anbei.",
        options,
    );
    settle(&mut h);
    h.state_mut().attach_files(vec![cv.clone(), notes.clone()]);
    step_until(&mut h, |app| app.session().attachments().len() == 2);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    step_until(&mut h, |app| {
        matches!(app.session().status(), Some(Status::Saved(_)))
    });
    let drafts = store.drafts().unwrap();
    assert_eq!(drafts.len(), 1);
    assert_eq!(drafts[0].extension().and_then(|e| e.to_str()), Some("eml"));
    let back = mailto_preview::store::reopen::reopen(&drafts[0]).unwrap();
    let fields = mailto_preview::mailto::parse(&back.link).unwrap();
    assert_eq!(fields.to[0].addr_spec(), "jobs@example.org");
    assert_eq!(fields.subject.as_deref(), Some("Bewerbung"));
    assert_eq!(fields.body.as_deref(), Some("Anbei."));
    let names: Vec<String> = back
        .files
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["Lebenslauf Jürgen.pdf", "notes.txt"]);
    assert_eq!(
        std::fs::read(&back.files[0]).unwrap(),
        std::fs::read(&cv).unwrap()
    );
    assert_eq!(
        std::fs::read(&back.files[1]).unwrap(),
        std::fs::read(&notes).unwrap()
    );
}

/// Percent-encodes what a link's hfield value may not hold as it is.
fn percent(value: &str) -> String {
    percent_encoding::utf8_percent_encode(value, percent_encoding::NON_ALPHANUMERIC).to_string()
}

pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        attached_files_are_listed_with_size_and_type_and_can_be_removed,
        what_cannot_be_attached_is_refused_with_the_reason,
        a_hidden_file_asks_again,
        a_file_a_link_names_is_attached_only_when_the_person_presses_for_it,
        send_asks_first_when_the_attachment_the_message_mentions_is_missing,
        without_a_file_chooser_a_typed_path_attaches,
        over_a_providers_limit_or_of_a_refused_type_is_said_before_send,
        a_file_that_vanished_stops_the_send_and_loses_nothing,
        a_draft_with_files_is_kept_as_a_message_and_opens_again_with_them;
        ignored: [attach_without_a_portal]
    ]
}
