//! The `mailto-preview` binary as a person or a script runs it.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::{Value, json};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_mailto-preview"))
}

fn run(args: &[&str]) -> Output {
    bin().args(args).output().expect("the binary runs")
}

fn run_stdin(args: &[&str], input: &[u8]) -> Output {
    let mut child = bin()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

fn json_of(out: &Output) -> Value {
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&out.stdout)))
}

fn parse_json_shows_unicode_domain_ascii_envelope_and_decoded_subject() {
    let out = run(&[
        "parse",
        "--json",
        "mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=caf%C3%A9",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let v = json_of(&out);
    assert_eq!(v["to"], json!(["user@納豆.example.org"]));
    assert_eq!(
        v["envelope_recipients"],
        json!(["user@xn--99zt52a.example.org"])
    );
    assert_eq!(v["subject"], json!("café"));
    for key in ["cc", "bcc", "headers", "dropped", "warnings", "notes"] {
        assert!(v[key].is_array(), "{key} is a list");
    }
    // The ASCII form of an internationalised domain is information, not a warning: said
    // once, among the notes.
    assert_eq!(v["warnings"], json!([]));
    assert_eq!(
        v["notes"],
        json!([{
            "field": "to",
            "kind": "international-domain",
            "message": "user@納豆.example.org is sent as user@xn--99zt52a.example.org"
        }])
    );
}

fn parse_json_has_every_field() {
    let out = run(&[
        "parse",
        "--json",
        "mailto:Ann%20%3Cann@example.org%3E?cc=c@example.org&bcc=b@example.org\
         &subject=Hi&body=a%0D%0Ab&In-Reply-To=%3Cx@example.org%3E#frag",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let v = json_of(&out);
    assert_eq!(v["to"], json!(["Ann <ann@example.org>"]));
    assert_eq!(v["cc"], json!(["c@example.org"]));
    assert_eq!(v["bcc"], json!(["b@example.org"]));
    assert_eq!(v["body"], json!("a\nb"));
    assert_eq!(
        v["headers"],
        json!([
            {"name": "In-Reply-To", "value": "<x@example.org>"},
            {"name": "References", "value": "<x@example.org>"}
        ])
    );
    assert_eq!(
        v["envelope_recipients"],
        json!(["ann@example.org", "c@example.org", "b@example.org"])
    );
    assert_eq!(v["warnings"][0]["kind"], json!("hidden-recipient"));
    assert_eq!(v["warnings"][0]["field"], json!("bcc"));
    assert_eq!(v["notes"][0]["kind"], json!("fragment-dropped"));
    assert_eq!(v["notes"][0]["field"], json!("uri"));
}

fn refused_input_exits_2_with_one_line_and_a_json_error() {
    let out = run(&["parse", "--json", "https://example.org/"]);
    assert_eq!(out.status.code(), Some(2));
    let v = json_of(&out);
    assert!(v["error"].as_str().unwrap().contains("not a mailto: link"));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");

    let out = run(&["parse", "javascript:alert(1)"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}

fn too_long_input_is_refused_naming_the_cap() {
    let mut uri = b"mailto:?body=".to_vec();
    uri.resize(2 * 1024 * 1024 + 1, b'x');
    let out = run_stdin(&["parse", "--json", "-"], &uri);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("2097152"));
}

fn stdin_dash_reads_the_uri_without_its_line_break() {
    let out = run_stdin(
        &["parse", "--json", "-"],
        b"mailto:a@example.org?subject=x\n",
    );
    assert_eq!(out.status.code(), Some(0));
    let v = json_of(&out);
    assert_eq!(v["subject"], json!("x"));
    assert_eq!(v["warnings"], json!([]));
    assert_eq!(v["notes"], json!([]));
}

fn a_non_utf8_argument_is_read_not_lost() {
    use std::os::unix::ffi::OsStringExt;
    let arg = std::ffi::OsString::from_vec(b"mailto:a@example.org?subject=caf\xe9".to_vec());
    let out = bin()
        .args(["parse".into(), "--json".into(), arg])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v = json_of(&out);
    // Not UTF-8, so read in the older encoding guessed for it (Windows-1252 here), and said.
    assert_eq!(v["subject"], json!("café"));
    assert_eq!(v["notes"][0]["kind"], json!("legacy-charset"));
    assert!(
        v["notes"][0]["message"]
            .as_str()
            .is_some_and(|m| m.contains("Windows-1252")),
        "{v}"
    );
}

/// A share link from an older Russian page: its Windows-1251 bytes read as the page wrote
/// them, with a note naming the encoding; the address stays as it is.
fn a_link_in_an_older_charset_is_read_as_written() {
    let out = run(&[
        "parse",
        "--json",
        "mailto:info@example.ru?subject=%C2%F1%F2%F0%E5%F7%E0&body=%C4%EE%20%E2%F1%F2%F0%E5%F7%E8!",
    ]);
    let v = json_of(&out);
    assert_eq!(v["to"], json!(["info@example.ru"]));
    assert_eq!(v["subject"], json!("Встреча"));
    assert_eq!(v["body"], json!("До встречи!"));
    let legacy: Vec<_> = v["notes"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|n| n["kind"] == json!("legacy-charset"))
        .collect();
    assert_eq!(legacy.len(), 2, "{v}");
    assert!(
        legacy.iter().all(|n| n["message"]
            .as_str()
            .is_some_and(|m| m.contains("Windows-1251"))),
        "{v}"
    );
}

fn shell_characters_arrive_intact_and_options_are_not_read_from_the_uri() {
    let uri = "mailto:a@example.org?subject=$(touch%20x);`id`&body=--json";
    let out = run(&["parse", "--json", uri]);
    let v = json_of(&out);
    assert_eq!(v["subject"], json!("$(touch x);`id`"));
    assert_eq!(v["body"], json!("--json"));
}

fn unknown_options_are_errors() {
    let out = run(&["parse", "--nope", "mailto:a@example.org"]);
    assert_eq!(out.status.code(), Some(2));
    let out = run(&["--nope"]);
    assert_eq!(out.status.code(), Some(2));
}

fn listing_makes_hostile_characters_visible() {
    let out = run(&[
        "parse",
        "mailto:a@example.org?subject=%E2%80%AEgpj.exe%1B%5B2J&body=x%0D%0Ay",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("<U+202E>gpj.exe%1B[2J"), "{text}");
    assert!(!text.contains('\u{202E}') && !text.contains('\x1b'));
    assert!(text.contains("Body (2 lines):"));
}

fn encode_writes_the_canonical_uri_and_it_parses_back() {
    let out = run(&[
        "encode",
        "--to",
        "a@example.org",
        "--cc",
        "b@example.org",
        "--subject",
        "1+2 #3",
        "--body",
        "line 1\nline 2",
        "--header",
        "keywords=x",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let uri = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        uri.trim_end(),
        "mailto:a%40example.org?cc=b%40example.org&subject=1%2B2%20%233&keywords=x&body=line%201%0D%0Aline%202"
    );
    let v = json_of(&run(&["parse", "--json", uri.trim_end()]));
    assert_eq!(v["subject"], json!("1+2 #3"));
    assert_eq!(v["body"], json!("line 1\nline 2"));
    assert!(run(&["check", uri.trim_end()]).status.success());
}

fn encode_refuses_a_reserved_or_repeated_header() {
    let out = run(&["encode", "--header", "subject=x"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("use --subject"));
    let out = run(&["encode", "--header", "a=1", "--header", "A=2"]);
    assert_eq!(out.status.code(), Some(2));
}

fn check_exits_0_when_clean_and_1_with_problems() {
    let out = run(&[
        "check",
        "mailto:joe@example.com?cc=bob@example.com&body=hello",
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let out = run(&[
        "check",
        "mailto:joe@example.com?cc=bob@example.com?body=hello",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("second-question-mark") && text.contains("RFC 6068 §6.1"),
        "{text}"
    );
    assert!(text.contains("canonical form:"), "{text}");
    let out = run(&[
        "check",
        "--json",
        "MAILTO:a@example.org?subject=a&subject=b",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let v = json_of(&out);
    let ids: Vec<_> = v["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].clone())
        .collect();
    assert!(ids.contains(&json!("duplicate-hname")) && ids.contains(&json!("scheme-case")));
}

fn parse_json_moves_unsafe_fields_to_dropped_with_reasons() {
    let out = run(&[
        "parse",
        "--json",
        "mailto:a@example.org?attach=/etc/passwd&from=boss@example.org&keywords=k&X-Foo=1",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let v = json_of(&out);
    assert_eq!(v["headers"], json!([{"name": "Keywords", "value": "k"}]));
    let dropped = v["dropped"].as_array().unwrap();
    let names: Vec<_> = dropped
        .iter()
        .map(|d| d["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["attach", "from", "X-Foo"]);
    assert_eq!(dropped[0]["value"], json!("/etc/passwd"));
    assert!(
        dropped[0]["reason"]
            .as_str()
            .unwrap()
            .contains("nothing was read from disk")
    );
}

fn parse_json_warns_about_spoofing() {
    let out = run(&[
        "parse",
        "--json",
        "mailto:a@%D0%B0pple.com?bcc=spy@example.org",
    ]);
    let v = json_of(&out);
    let kinds: Vec<_> = v["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["kind"].as_str().unwrap().to_string())
        .collect();
    assert!(kinds.contains(&"mixed-script".to_string()), "{kinds:?}");
    assert!(kinds.contains(&"hidden-recipient".to_string()), "{kinds:?}");
}

fn links_over_a_cap_are_refused_with_exit_2() {
    let uri = format!("mailto:?to={}", "a@example.org,".repeat(101));
    let out = run(&["parse", "--json", &uri]);
    assert_eq!(out.status.code(), Some(2));
    assert!(json_of(&out)["error"].as_str().unwrap().contains("100"));
}

fn message_prints_the_exact_bytes_and_envelope() {
    let out = run(&[
        "message",
        "--envelope",
        "--from",
        "Me <me@example.net>",
        "mailto:user@%E7%B4%8D%E8%B1%86.example.org?bcc=b@example.org&subject=Hi&body=x&attach=/etc/passwd",
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with(
        "MAIL FROM:<me@example.net>\r\nRCPT TO:<user@xn--99zt52a.example.org>\r\nRCPT TO:<b@example.org>\r\n\r\nFrom: Me <me@example.net>\r\n"
    ), "{text}");
    assert!(text.contains("\r\nTo: user@xn--99zt52a.example.org\r\n"));
    assert!(!text.contains("Bcc") && !text.contains("passwd"));
    assert!(text.ends_with("\r\n\r\nx\r\n"));
}

fn message_refuses_a_bad_sender_or_an_invalid_recipient() {
    let out = run(&["message", "--from", "nobody", "mailto:a@example.org"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("sender"));
    let out = run(&[
        "message",
        "--from",
        "me@example.net",
        "mailto:not-an-address",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("correct it before sending"));
}

/// `contacts` lists what sent mail left behind, best ranked first, and forgets one address
/// (any case) or all of them; nothing else is ever listed.
fn contacts_lists_and_forgets_the_remembered_recipients() {
    use mailto_preview::contacts::{History, SentTo};
    use mailto_preview::mailto::{Field, parse_address_list};
    let home = super::servers::temp_dir("contacts-cli");
    let data = home.join(".local/share");
    let contacts = |args: &[&str]| {
        bin()
            .arg("contacts")
            .args(args)
            .env("HOME", &home)
            .env("XDG_DATA_HOME", &data)
            .output()
            .expect("the binary runs")
    };
    let out = contacts(&[]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("no recipients remembered yet"));
    let history = History::at(data.join("mailto-preview/recipients.json"));
    let (list, _) =
        parse_address_list("Ann Example <ann@example.org>, bob@example.org", &Field::To);
    let sent = |addresses: &[&mailto_preview::mailto::Address]| {
        let sent: Vec<SentTo<'_>> = addresses.iter().map(|a| SentTo::typed(a)).collect();
        history
            .record_send(&sent, std::time::SystemTime::now())
            .unwrap();
    };
    sent(&[&list[0], &list[1]]);
    sent(&[&list[0]]);
    let out = contacts(&[]);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(
        lines[0].starts_with("ann@example.org  sent 2 times, last on 20"),
        "{text}"
    );
    assert!(lines[0].ends_with("(Ann Example)"), "{text}");
    assert!(
        lines[1].starts_with("bob@example.org  sent 1 time, last on "),
        "{text}"
    );
    let out = contacts(&["--forget", "BOB@example.org"]);
    assert_eq!(
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).trim()
        ),
        (Some(0), "forgot BOB@example.org")
    );
    let out = contacts(&["--forget", "bob@example.org"]);
    assert_eq!(out.status.code(), Some(1));
    let out = contacts(&["--forget", "a@example.org", "--forget-all"]);
    assert_eq!(out.status.code(), Some(2), "one or the other");
    let out = contacts(&["--forget-all"]);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "forgot 1 remembered address"
    );
    assert!(String::from_utf8_lossy(&contacts(&[]).stdout).starts_with("no recipients"));
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        parse_json_shows_unicode_domain_ascii_envelope_and_decoded_subject,
        parse_json_has_every_field,
        refused_input_exits_2_with_one_line_and_a_json_error,
        too_long_input_is_refused_naming_the_cap,
        stdin_dash_reads_the_uri_without_its_line_break,
        a_non_utf8_argument_is_read_not_lost,
        a_link_in_an_older_charset_is_read_as_written,
        shell_characters_arrive_intact_and_options_are_not_read_from_the_uri,
        unknown_options_are_errors,
        listing_makes_hostile_characters_visible,
        encode_writes_the_canonical_uri_and_it_parses_back,
        encode_refuses_a_reserved_or_repeated_header,
        check_exits_0_when_clean_and_1_with_problems,
        parse_json_moves_unsafe_fields_to_dropped_with_reasons,
        parse_json_warns_about_spoofing,
        links_over_a_cap_are_refused_with_exit_2,
        message_prints_the_exact_bytes_and_envelope,
        message_refuses_a_bad_sender_or_an_invalid_recipient,
        contacts_lists_and_forgets_the_remembered_recipients
    ]
}
