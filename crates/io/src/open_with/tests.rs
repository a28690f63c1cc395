use std::path::Path;

use percent_encoding::percent_decode_str;

use super::programs::{desktop_program, desktop_program_with_icon, scan};
use super::*;
use crate::desktop::freedesktop::Xdg;
use crate::draft::open_link;

fn draft(uri: &str) -> Draft {
    open_link(uri).expect("the test link opens").0
}

fn decode(s: &str) -> String {
    percent_decode_str(s)
        .decode_utf8()
        .expect("UTF-8")
        .into_owned()
}

/// The decoded query parameters of a Gmail-style URL.
fn params(url: &str) -> Vec<(String, String)> {
    let query = url.split_once('?').expect("a query").1;
    query
        .split('&')
        .map(|kv| {
            let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
            (k.to_string(), decode(v))
        })
        .collect()
}

fn param(url: &str, key: &str) -> Option<String> {
    params(url)
        .into_iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v)
}

fn url_for(id: &str, uri: &str) -> Handover {
    plan(&draft(uri), &Target::Webmail(Webmail::by_id(id).unwrap())).unwrap()
}

fn browse_url(h: &Handover) -> &str {
    match &h.action {
        Action::Browse(u) => u,
        Action::Run(argv) => panic!("expected a URL, got {argv:?}"),
    }
}

/// The link inside a service's URL that carries a whole mailto: link, read back with our own
/// parser (which is what the services' parsers follow: RFC 6068 percent-decoding).
fn inner_link(url: &str, prefix: &str) -> (Draft, String) {
    let rest = url.strip_prefix(prefix).expect("the service's prefix");
    let link = decode(rest);
    (draft(&link), link)
}

const EVERYTHING: &str = "mailto:a+tag@example.org,%22Ann%20N%22%20%3Cann@%E7%B4%8D%E8%B1%86.example.org%3E?cc=c@example.org&bcc=hidden@example.org&subject=Caf%C3%A9%20%26%20%23%25%20100%25&body=Line%201%0D%0ALine%202%20a%26b%3Dc%23frag%20%3Cb%3E%2B";

#[test]
fn gmail_gets_every_field_in_its_own_parameter() {
    let h = url_for("gmail", EVERYTHING);
    let url = browse_url(&h);
    assert!(url.starts_with("https://mail.google.com/mail/?view=cm&fs=1&"));
    assert_eq!(
        param(url, "to").as_deref(),
        Some("a+tag@example.org,ann@xn--99zt52a.example.org")
    );
    assert_eq!(param(url, "cc").as_deref(), Some("c@example.org"));
    assert_eq!(param(url, "bcc").as_deref(), Some("hidden@example.org"));
    assert_eq!(param(url, "su").as_deref(), Some("Café & #% 100%"));
    assert_eq!(
        param(url, "body").as_deref(),
        Some("Line 1\nLine 2 a&b=c#frag <b>+")
    );
    // Nothing of the values is URL syntax: no raw space, '+', '#' or second '?'.
    let query = url.split_once('?').unwrap().1;
    assert!(!query.contains([' ', '+', '#', '?', '\n']), "{query}");
    assert!(h.notes.is_empty(), "{:?}", h.notes);
    assert_eq!(h.body_left_out, None);
}

#[test]
fn services_that_take_a_whole_link_get_our_canonical_link() {
    for (id, prefix) in [
        (
            "outlook",
            "https://outlook.live.com/mail/0/deeplink/compose?mailtouri=",
        ),
        (
            "office365",
            "https://outlook.office.com/mail/deeplink/compose?mailtouri=",
        ),
        ("yahoo", "https://compose.mail.yahoo.com/?To="),
    ] {
        let h = url_for(id, EVERYTHING);
        let url = browse_url(&h);
        let (d, link) = inner_link(url, prefix);
        assert!(link.starts_with("mailto:"), "{id}: {link}");
        assert!(
            !url[prefix.len()..].contains(['&', '#', '?', '+', ' ']),
            "{id}: {url}"
        );
        assert_eq!(
            d.to.iter().filter_map(|a| a.envelope()).collect::<Vec<_>>(),
            ["a+tag@example.org", "ann@xn--99zt52a.example.org"],
            "{id}"
        );
        assert_eq!(d.cc[0].addr_spec(), "c@example.org", "{id}");
        assert_eq!(d.bcc[0].addr_spec(), "hidden@example.org", "{id}");
        assert_eq!(d.subject, "Café & #% 100%", "{id}");
        assert_eq!(d.body, "Line 1\nLine 2 a&b=c#frag <b>+", "{id}");
    }
}

#[test]
fn outlook_is_warned_about_plus_in_an_address_and_others_are_not() {
    let h = url_for("outlook", "mailto:a+tag@example.org");
    assert!(
        h.notes.iter().any(|n| n.english().contains("\"+\"")),
        "{:?}",
        h.notes
    );
    let h = url_for("outlook", "mailto:a@example.org?subject=1%2B1");
    assert!(
        h.notes.is_empty(),
        "a + in the subject is not an address: {:?}",
        h.notes
    );
    let h = url_for("gmail", "mailto:a+tag@example.org");
    assert!(h.notes.is_empty());
}

#[test]
fn proton_gets_the_body_as_escaped_html() {
    let prefix = "https://mail.proton.me/inbox/#mailto=";
    let h = url_for("proton", EVERYTHING);
    let (d, _) = inner_link(browse_url(&h), prefix);
    assert_eq!(d.body, "Line 1<br>Line 2 a&amp;b=c#frag &lt;b&gt;+");
    assert_eq!(d.subject, "Café & #% 100%");
    assert_eq!(d.to[0].addr_spec(), "a+tag@example.org");
}

#[test]
fn a_body_too_long_for_gmail_is_left_out_and_given_back_whole() {
    let body = "x".repeat(7000);
    let h = url_for(
        "gmail",
        &format!("mailto:a@example.org?subject=Long&body={body}"),
    );
    let url = browse_url(&h);
    assert!(url.len() <= 6000, "{}", url.len());
    assert_eq!(param(url, "body"), None);
    assert_eq!(param(url, "su").as_deref(), Some("Long"));
    assert_eq!(h.body_left_out.as_deref(), Some(body.as_str()));
    assert!(
        h.notes.iter().any(|n| n.english().contains("too long")),
        "{:?}",
        h.notes
    );
    // Just under the limit it stays in.
    let h = url_for(
        "gmail",
        &format!("mailto:a@example.org?body={}", "x".repeat(5000)),
    );
    assert_eq!(h.body_left_out, None);
    // Proton's link is never sent to a server: a long body stays in.
    let h = url_for("proton", &format!("mailto:a@example.org?body={body}"));
    assert_eq!(h.body_left_out, None);
}

#[test]
fn a_hostile_link_hands_over_only_the_reviewed_fields() {
    let hostile = "mailto:victim@example.org?subject=Hi%0D%0ABcc:%20x@evil.example&attach=/etc/passwd&from=boss@bank.example&bcc=spy@evil.example&body=hello&X-Mailer=evil&Reply-To=evil@evil.example";
    let mut targets: Vec<Target> = WEBMAIL.iter().map(Target::Webmail).collect();
    for (id, exec) in [
        ("claws-mail", "claws-mail --compose %u"),
        ("thunderbird", "thunderbird %u"),
    ] {
        targets.push(Target::Program(desktop_program(id, id, exec)));
    }
    for target in targets {
        let h = plan(&draft(hostile), &target).unwrap();
        let text = decode(&decode(&h.action.to_string())).to_lowercase();
        // The subject's line break is gone: "Bcc: x@evil.example" is only text in it.
        for absent in [
            "/etc/passwd",
            "attach",
            "boss@bank",
            "x-mailer",
            "reply-to",
            "evil@evil",
            "\r",
            "\n",
            "%0a",
        ] {
            assert!(
                !text.contains(absent),
                "{}: {absent} in {text}",
                target.id()
            );
        }
        // The Bcc the link set is handed over: the person saw it flagged and kept it.
        assert!(text.contains("spy@evil.example"), "{text}");
    }
}

#[test]
fn hostile_values_cannot_add_parameters_or_a_fragment_to_a_url() {
    let evil = "mailto:a@example.org?subject=x%26attach%3D%2Fetc%2Fpasswd%23frag&body=y%26bcc%3Dspy%40evil.example%3Fz%3D1";
    let h = url_for("gmail", evil);
    let url = browse_url(&h);
    let keys: Vec<String> = params(url).into_iter().map(|(k, _)| k).collect();
    assert_eq!(keys, ["view", "fs", "to", "su", "body"]);
    assert!(!url.contains('#'));
    assert_eq!(
        param(url, "su").as_deref(),
        Some("x&attach=/etc/passwd#frag")
    );
    for id in ["outlook", "office365", "yahoo", "proton"] {
        let h = url_for(id, evil);
        let url = browse_url(&h);
        let rest = url.rsplit_once('=').unwrap().1;
        assert!(!rest.contains(['&', '#', '?', '=']), "{id}: {url}");
    }
}

#[test]
fn invalid_addresses_and_no_recipient_are_refused() {
    let gmail = Target::Webmail(Webmail::by_id("gmail").unwrap());
    assert_eq!(
        plan(&draft("mailto:?subject=x"), &gmail),
        Err(OpenWithError::NoRecipient)
    );
    assert!(matches!(
        plan(&draft("mailto:not-an-address"), &gmail),
        Err(OpenWithError::InvalidAddress(_))
    ));
}

#[test]
fn keywords_and_reply_fields_are_noted_where_they_cannot_go() {
    let uri = "mailto:a@example.org?in-reply-to=%3C1@example.org%3E&keywords=k";
    let h = url_for("gmail", uri);
    assert_eq!(h.notes.len(), 2, "{:?}", h.notes);
    let claws = Target::Program(desktop_program(
        "claws-mail",
        "Claws Mail",
        "claws-mail --compose %u",
    ));
    let h = plan(&draft(uri), &claws).unwrap();
    // A program gets the reply headers in the link; only Keywords is noted.
    assert!(
        h.action
            .to_string()
            .contains("in-reply-to=%3C1%40example.org%3E")
    );
    assert_eq!(h.notes.len(), 1, "{:?}", h.notes);
}

#[test]
fn programs_get_the_canonical_link_through_their_exec_line() {
    let uri = "mailto:a@example.org?subject=Hi%20there&body=x%0Ay&attach=/etc/passwd";
    let cases = [
        (
            "claws-mail --compose %u",
            vec!["claws-mail", "--compose", "LINK"],
        ),
        (
            "sylpheed --compose %U",
            vec!["sylpheed", "--compose", "LINK"],
        ),
        ("geary %U", vec!["geary", "LINK"]),
        // Quoting and escapes (Desktop Entry Specification 1.4, "The Exec key").
        (
            r#""/opt/my mail/bin/mail" --name=%c %i -x "a \"q\" \\\\ \$" %u"#,
            vec![
                "/opt/my mail/bin/mail",
                "--name=Mail",
                "--icon",
                "mail",
                "-x",
                r#"a "q" \ $"#,
                "LINK",
            ],
        ),
        // No %u: the link goes last, never dropped; %f and %% handled.
        (
            "mutt-wrapper %f --percent=100%%",
            vec!["mutt-wrapper", "--percent=100%", "LINK"],
        ),
        (
            "evolution --component=mail%u",
            vec!["evolution", "--component=mailLINK"],
        ),
    ];
    let link = Handed::from_draft(&draft(uri)).unwrap().mailto().unwrap();
    assert_eq!(
        link,
        "mailto:a%40example.org?subject=Hi%20there&body=x%0D%0Ay"
    );
    for (exec, want) in cases {
        let p = desktop_program("mail", "Mail", exec);
        let h = p
            .handover(&Handed::from_draft(&draft(uri)).unwrap())
            .unwrap();
        let Action::Run(argv) = h.action else {
            panic!()
        };
        let want: Vec<String> = want.iter().map(|a| a.replace("LINK", &link)).collect();
        assert_eq!(argv, want, "{exec}");
    }
}

#[test]
fn an_exec_line_that_cannot_be_read_is_reported() {
    let p = desktop_program("broken", "Broken", r#""unterminated %u"#);
    let e = p.handover(&Handed::from_draft(&draft("mailto:a@example.org")).unwrap());
    assert!(matches!(e, Err(OpenWithError::BadEntry { .. })), "{e:?}");
}

#[test]
fn thunderbird_gets_the_canonical_link_like_every_other_program() {
    // Not its `-compose "body=..."` form: that puts the body into the compose fields unescaped,
    // which an HTML compose window would read as markup.
    let tb = desktop_program("thunderbird", "Thunderbird", "/usr/bin/thunderbird %u");
    let h = plan(
        &draft("mailto:a@example.org?subject=Hi&body=%3Cimg%20src%3Dhttps://t.example/x%3E"),
        &Target::Program(tb),
    )
    .unwrap();
    let Action::Run(argv) = &h.action else {
        panic!()
    };
    assert_eq!(
        argv,
        &[
            "/usr/bin/thunderbird",
            "mailto:a%40example.org?subject=Hi&body=%3Cimg%20src%3Dhttps%3A%2F%2Ft.example%2Fx%3E"
        ]
    );
}

#[test]
fn a_link_inside_a_quoted_argument_is_refused() {
    for exec in [r#"sh -c "mutt %u""#, r#"bash -c "exec mutt '%u'""#] {
        let p = desktop_program("shell-mail", "Shell Mail", exec);
        let e = p.handover(
            &Handed::from_draft(&draft("mailto:a@example.org?subject=x&body=y")).unwrap(),
        );
        assert!(
            matches!(e, Err(OpenWithError::BadEntry { .. })),
            "{exec}: {e:?}"
        );
    }
}

#[test]
fn an_empty_icon_expands_to_nothing() {
    for (icon, want) in [
        (
            Some("mail"),
            &["mail", "--icon", "mail", "mailto:a%40example.org"][..],
        ),
        (Some(""), &["mail", "mailto:a%40example.org"][..]),
        (None, &["mail", "mailto:a%40example.org"][..]),
    ] {
        let p = desktop_program_with_icon("mail", "Mail", "mail %i %u", icon);
        let h = plan(&draft("mailto:a@example.org"), &Target::Program(p)).unwrap();
        let Action::Run(argv) = h.action else {
            panic!()
        };
        assert_eq!(argv, want, "{icon:?}");
    }
}

#[test]
fn print_quotes_the_command_for_a_shell() {
    let a = Action::Run(vec![
        "claws-mail".into(),
        "--compose".into(),
        "mailto:a%40b?subject=it's".into(),
    ]);
    assert_eq!(
        a.to_string(),
        r#"claws-mail --compose 'mailto:a%40b?subject=it'\''s'"#
    );
}

fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

#[test]
fn installed_programs_are_the_mailto_entries_other_than_ours() {
    let dir = std::env::temp_dir().join(format!("mp-programs-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let user = dir.join("user");
    let system = dir.join("system");
    let entry = |name: &str, exec: &str, extra: &str| {
        format!(
            "[Desktop Entry]\nType=Application\nName={name}\nExec={exec}\nMimeType=text/plain;x-scheme-handler/mailto;\n{extra}"
        )
    };
    // `sh` exists on every system these tests run on; `no-such-program-here` does not.
    write(
        &system.join("applications/mailer.desktop"),
        &entry("Mailer", "sh -c true %u", ""),
    );
    write(
        &system.join("applications/kde/kmailer.desktop"),
        &entry("KMailer", "sh %u", ""),
    );
    write(
        &system.join("applications/gone.desktop"),
        &entry("Gone", "no-such-program-here %u", ""),
    );
    write(
        &system.join("applications/tried.desktop"),
        &entry("Tried", "sh %u", "TryExec=no-such-program-here\n"),
    );
    write(
        &system.join("applications/hidden.desktop"),
        &entry("Hidden", "sh %u", "Hidden=true\n"),
    );
    write(
        &system.join("applications/viewer.desktop"),
        "[Desktop Entry]\nType=Application\nName=Viewer\nExec=sh %f\nMimeType=text/plain;\n",
    );
    write(
        &system.join(format!("applications/{}", crate::desktop::DESKTOP_ID)),
        &entry("Mailto Preview", "sh %u", ""),
    );
    // The user's entry with the same id wins over the system's.
    write(
        &user.join("applications/mailer.desktop"),
        &entry("My Mailer", "sh %u", ""),
    );
    let xdg = Xdg {
        config_home: dir.join("config"),
        data_home: user,
        config_dirs: vec![],
        data_dirs: vec![system],
        desktops: vec![],
    };
    let found: Vec<(String, String)> = scan(&xdg).into_iter().map(|p| (p.id, p.name)).collect();
    assert_eq!(
        found,
        [
            ("kde-kmailer".to_string(), "KMailer".to_string()),
            ("mailer".to_string(), "My Mailer".to_string()),
        ]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_saved_link_of_a_draft_reopens_as_the_same_draft() {
    let d = draft(
        "mailto:a@example.org?cc=b@example.org&bcc=c@example.org&subject=S%C3%BC&body=1%0A2&keywords=k&in-reply-to=%3C1@example.org%3E&references=%3C0@example.org%3E%20%3C1@example.org%3E",
    );
    let again = draft(&draft_link(&d).unwrap());
    assert_eq!(again, d);
}

#[test]
fn a_program_known_to_drop_bcc_is_named_with_the_hidden_recipients() {
    let sylpheed = Target::Program(desktop_program("sylpheed", "Sylpheed", "sylpheed %u"));
    let h = plan(
        &draft("mailto:a@example.org?bcc=hidden@example.org"),
        &sylpheed,
    )
    .unwrap();
    assert_eq!(
        h.notes.iter().map(|n| n.english()).collect::<Vec<_>>(),
        [
            "Sylpheed does not take Bcc from a link: add hidden@example.org as Bcc there before you send."
        ]
    );
    assert!(
        plan(&draft("mailto:a@example.org"), &sylpheed)
            .unwrap()
            .notes
            .is_empty()
    );
}

mod files {
    use super::*;
    use crate::attach::{Attachment, Source};
    use std::path::PathBuf;

    fn with_files(uri: &str) -> Draft {
        let mut d = draft(uri);
        d.attachments = vec![
            Attachment {
                name: "CV Jürgen.pdf".into(),
                content_type: "application/pdf".into(),
                source: Source::File {
                    path: PathBuf::from("/home/me/CV Jürgen.pdf"),
                    size: 10,
                    modified: None,
                },
            },
            Attachment {
                name: "scan.png".into(),
                content_type: "image/png".into(),
                source: Source::Bytes(std::sync::Arc::from(&b"\x89PNG"[..])),
            },
        ];
        d
    }

    fn program(id: &str, exec: &str) -> Target {
        Target::Program(desktop_program_with_icon(id, id, exec, None))
    }

    fn argv(h: &Handover) -> Vec<String> {
        match &h.action {
            Action::Run(argv) => argv.clone(),
            Action::Browse(url) => vec![url.clone()],
        }
    }

    #[test]
    fn programs_with_a_way_to_take_files_get_them_and_the_rest_are_said() {
        let d = with_files("mailto:jobs@example.org?subject=Application");
        let claws = plan(&d, &program("claws-mail", "claws-mail --compose %u")).unwrap();
        let args = argv(&claws);
        let at = args.iter().position(|a| a == "--attach").expect("--attach");
        assert_eq!(args[at + 1], "/home/me/CV Jürgen.pdf");
        assert!(args[at + 2].ends_with("/1/scan.png"), "{args:?}");
        assert!(claws.files_left_out.is_empty());
        // The reopened draft's part is written for the program first.
        assert_eq!(claws.writes.len(), 1);
        assert_eq!(claws.writes[0].0, PathBuf::from(&args[at + 2]));

        let tb = plan(&d, &program("thunderbird", "thunderbird %u")).unwrap();
        let args = argv(&tb);
        assert_eq!(
            args[..2],
            ["thunderbird".to_string(), "-compose".to_string()]
        );
        assert!(
            args[2].contains("to='jobs@example.org'")
                && args[2].contains("subject='Application'")
                && args[2].contains("attachment='file:///home/me/CV%20J%C3%BCrgen.pdf,file:///"),
            "{args:?}"
        );
        assert!(!args.iter().any(|a| a.starts_with("mailto:")));

        let evo = plan(&d, &program("org.gnome.Evolution", "evolution %U")).unwrap();
        let link = argv(&evo)
            .into_iter()
            .find(|a| a.starts_with("mailto:"))
            .unwrap();
        assert!(
            link.contains("&attach=file%3A%2F%2F%2Fhome%2Fme%2FCV%2520J%25C3%25BCrgen%2Epdf"),
            "{link}"
        );

        // A program with no documented way, and webmail: the files are left to the person,
        // who is told which.
        let other = plan(&d, &program("geary", "geary %u")).unwrap();
        assert_eq!(other.files_left_out.len(), 2);
        assert!(other.writes.is_empty());
        assert!(other.notes.iter().any(|n| n.id() == "handoff-no-files"));
        let gmail = plan(&d, &Target::Webmail(Webmail::by_id("gmail").unwrap())).unwrap();
        assert_eq!(gmail.files_left_out.len(), 2);
        assert!(gmail.notes.iter().any(|n| n.id() == "handoff-no-files"));
    }

    #[test]
    fn thunderbird_gets_no_files_where_a_value_cannot_be_quoted_and_says_so() {
        let d = with_files("mailto:a@example.org?subject=Don%27t%20forget");
        let tb = plan(&d, &program("thunderbird", "thunderbird %u")).unwrap();
        assert!(argv(&tb).iter().any(|a| a.starts_with("mailto:")));
        assert_eq!(tb.files_left_out.len(), 2);
    }
}
