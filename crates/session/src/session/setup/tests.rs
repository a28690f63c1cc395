use super::*;

fn form() -> SetupForm {
    SetupForm::new(discover::Options::default(), crate::task::no_wake())
}

fn parses(account: &Account) -> Account {
    let mut doc = toml_edit::DocumentMut::new();
    let mut accounts = toml_edit::Table::new();
    accounts.set_implicit(true);
    accounts.insert(
        &account.name,
        toml_edit::Item::Table(config::table_of(account)),
    );
    doc.insert("accounts", toml_edit::Item::Table(accounts));
    config::parse(&doc.to_string(), Path::new("c.toml"), Some(0o600))
        .unwrap_or_else(|e| panic!("{e}\n{doc}"))
        .accounts
        .remove(0)
}

#[test]
fn a_mailbox_found_or_typed_goes_into_the_account_with_the_same_login() {
    let mut s = SetupForm {
        email: "me@example.net".into(),
        username: "me".into(),
        ..form()
    };
    s.take(Discovery {
        email: "me@example.net".into(),
        candidates: vec![discover::Candidate {
            host: "smtp.example.net".into(),
            port: 465,
            security: Security::Tls,
            username: "me".into(),
            auth: vec![AuthKind::Password],
            source: discover::Source::Srv,
            notes: Vec::new(),
            oauth: None,
            oauth2: None,
            imap: Some(discover::MailboxServer {
                host: "imap.example.net".into(),
                port: 1993,
                security: Security::Tls,
            }),
        }],
        app_password_help: None,
        problems: Vec::new(),
    });
    let a = parses(&s.account().unwrap());
    let imap = a.imap.as_ref().expect("the mailbox");
    assert_eq!(
        (
            imap.server.host.as_str(),
            imap.server.port,
            imap.server.security
        ),
        ("imap.example.net", 1993, Security::Tls)
    );
    assert_eq!(imap.server.login, a.smtp().unwrap().server.login);
    // A port typed over the one found: its protection follows the port.
    let typed = SetupForm {
        imap_port: "143".into(),
        ..s
    };
    let a = parses(&typed.account().unwrap());
    assert_eq!(a.imap.unwrap().server.security, Security::Starttls);
    // No mailbox: no imap table.
    let none = SetupForm {
        imap_host: String::new(),
        ..typed
    };
    assert_eq!(none.account().unwrap().imap, None);
}

#[test]
fn the_form_describes_a_valid_account() {
    let s = SetupForm {
        email: "me@example.net".into(),
        name: "Me \"Quoted\"".into(),
        host: "smtp.example.net".into(),
        username: "me".into(),
        password_command: "pass show mail/work".into(),
        sign_in: SignInKind::Command,
        ..form()
    };
    let a = parses(&s.account().unwrap());
    assert_eq!(a.display_name.as_deref(), Some("Me \"Quoted\""));
    assert_eq!(
        a.smtp().unwrap().server.login,
        Login::Password {
            user: "me".into(),
            source: PasswordSource::Command(vec!["pass".into(), "show".into(), "mail/work".into()])
        }
    );
    // A typed password goes to the keyring, the OAuth choice names the preset.
    let keyring = SetupForm {
        sign_in: SignInKind::Password,
        ..s
    };
    assert!(matches!(
        parses(&keyring.account().unwrap())
            .smtp()
            .unwrap()
            .server
            .login,
        Login::Password {
            source: PasswordSource::Keyring,
            ..
        }
    ));
    let oauth = SetupForm {
        sign_in: SignInKind::OAuth,
        oauth_provider: Some(OAuthProvider::Microsoft),
        client_id: "my-own-id".into(),
        ..keyring
    };
    let a = parses(&oauth.account().unwrap());
    let s = a.smtp().unwrap().server.login.sign_in().unwrap().clone();
    assert_eq!(s.client_id.as_deref(), Some("my-own-id"));
    assert_eq!(s.provider, Some(OAuthProvider::Microsoft));
    // Google's client secret, and endpoints an autoconfig file named, go into the file;
    // what the form cannot hold is said in its own words.
    let found = SetupForm {
        oauth_provider: None,
        oauth_endpoints: Some(OAuthEndpoints {
            auth_url: "https://id.example.net/a".into(),
            token_url: "https://id.example.net/t".into(),
            scopes: vec!["mail".into(), "offline_access".into()],
        }),
        client_secret: "not-secret".into(),
        ..oauth
    };
    let a = parses(&found.account().unwrap());
    let settings = oauth::Settings::of_account(&a).unwrap();
    assert_eq!(settings.client_secret.as_deref(), Some("not-secret"));
    assert_eq!(settings.scopes, ["mail", "offline_access"]);
    assert_eq!(settings.issuer(), "id.example.net");
    let bad_port = SetupForm {
        port: "5x7".into(),
        ..found
    };
    assert!(matches!(bad_port.account(), Err(FormProblem::BadPort)));
    let quoted = SetupForm {
        port: "587".into(),
        sign_in: SignInKind::Command,
        password_command: "pass show \"My ISP\"".into(),
        ..bad_port
    };
    assert!(matches!(quoted.account(), Err(FormProblem::QuotedCommand)));
}

#[test]
fn a_handoff_choice_describes_a_valid_account() {
    let s = SetupForm {
        email: "me@gmail.com".into(),
        ..form()
    };
    let gmail = Target::Webmail(crate::open_with::Webmail::by_id("gmail").unwrap());
    let a = parses(&s.handoff_account(&gmail).unwrap());
    assert_eq!(a.handoff(), Some(&Handoff::Webmail(config::Webmail::Gmail)));
    assert_eq!(a.address().as_deref(), Some("me@gmail.com"));
    // Without an address too: the webmail knows who you are.
    assert_eq!(parses(&form().handoff_account(&gmail).unwrap()).email, None);
}

#[test]
fn an_account_found_in_another_program_fills_the_form_and_saves_like_a_typed_one() {
    let mut f = form();
    let dir = tempfile::tempdir().unwrap();
    let rc = dir.path().join(".msmtprc");
    std::fs::write(
        &rc,
        "account work\nhost smtp.example.net\nport 465\ntls on\ntls_starttls off\nfrom me@example.net\nuser me\npassword s3cret\n",
    )
    .unwrap();
    let found = config::found_on_this_computer(dir.path());
    assert_eq!(found.len(), 1);
    f.elsewhere = Elsewhere::Read(found);
    assert_eq!(f.found_elsewhere().len(), 1);
    f.use_found(0);
    assert_eq!(f.email, "me@example.net");
    assert_eq!(
        (f.host.as_str(), f.port.as_str(), f.security),
        ("smtp.example.net", "465", Security::Tls)
    );
    assert_eq!(f.username, "me");
    // msmtp's own file held the password: it goes to the keyring on Save, not to our file.
    assert_eq!(f.password, "s3cret");
    let account = f.account().unwrap();
    assert_eq!(
        account.smtp().map(|s| s.server.login.clone()),
        Some(Login::Password {
            user: "me".into(),
            source: PasswordSource::Keyring
        })
    );
    // Nothing happens for an index past the list.
    f.use_found(7);
    assert_eq!(f.email, "me@example.net");
}

#[test]
fn an_account_another_program_signs_in_to_with_oauth_takes_what_this_build_can() {
    let mut f = form();
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join(".config")).unwrap();
    std::fs::write(
        dir.path().join(".config/mailtransports"),
        "[Transport 1]\nauth=true\nauthtype=XOAUTH2\nencryption=SSL\nhost=smtp.gmail.com\nport=465\nuser=me@gmail.com\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join(".config/emailidentities"),
        "[Identity #0]\nEmail Address=me@gmail.com\nName=Me\nTransport=1\n",
    )
    .unwrap();
    f.elsewhere = Elsewhere::Read(config::found_on_this_computer(dir.path()));
    f.use_found(0);
    assert_eq!(f.username, "me@gmail.com");
    if OAuthProvider::Google.packaged_client().is_some() {
        // The person signs in again with this build's own registration.
        assert_eq!(f.sign_in, SignInKind::OAuth);
        assert_eq!(f.oauth_provider(), Some(OAuthProvider::Google));
    } else {
        // Without one, Gmail's app password, with Google's page on creating one.
        assert_eq!(f.sign_in, SignInKind::Password);
        assert_eq!(
            f.app_password_help(),
            Some("https://support.google.com/accounts/answer/185833")
        );
        assert!(f.app_password_instead());
    }
    // A server that takes only OAuth offers no password (Outlook.com).
    f.host = "smtp-mail.outlook.com".into();
    f.port = "587".into();
    assert!(!f.takes_password());
    assert!(!f.app_password_instead());
}
