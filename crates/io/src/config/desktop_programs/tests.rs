//! Evolution's `.source` files and KMail's two files, as those programs write them; and their
//! hostile or broken corners.

use super::*;

fn write(dir: &Path, name: &str, text: &str) {
    std::fs::write(dir.join(name), text).unwrap();
}

/// An IMAP and SMTP account as Evolution writes it (three sources), an OAuth one, and one
/// mirrored from GNOME Online Accounts.
fn evolution_sources(dir: &Path) {
    write(
        dir,
        "1700000000.1234.1@host.source",
        "[Data Source]\nDisplayName=work\nEnabled=true\nParent=\n\n[Mail Account]\nBackendName=imapx\nIdentityUid=1700000000.1234.2@host\n\n[Authentication]\nHost=imap.example.net\nMethod=PLAIN\nPort=993\nUser=me\n\n[Security]\nMethod=ssl-on-alternate-port\n",
    );
    write(
        dir,
        "1700000000.1234.2@host.source",
        "[Data Source]\nDisplayName=me@example.net\nEnabled=true\nParent=1700000000.1234.1@host\n\n[Mail Identity]\nAddress=me@example.net\nName=Me\\sMyself\n\n[Mail Submission]\nTransportUid=1700000000.1234.3@host\n",
    );
    write(
        dir,
        "1700000000.1234.3@host.source",
        "[Data Source]\nDisplayName=me@example.net\nEnabled=true\nParent=1700000000.1234.1@host\n\n[Mail Transport]\nBackendName=smtp\n\n[Authentication]\nHost=smtp.example.net\nMethod=PLAIN\nPort=587\nUser=me\n\n[Security]\nMethod=starttls-on-standard-port\n",
    );
    // OAuth in Evolution itself.
    write(
        dir,
        "oauth-identity.source",
        "[Data Source]\nEnabled=true\n\n[Mail Identity]\nAddress=bob@outlook.com\n\n[Mail Submission]\nTransportUid=oauth-transport\n",
    );
    write(
        dir,
        "oauth-transport.source",
        "[Mail Transport]\nBackendName=smtp\n\n[Authentication]\nHost=smtp-mail.outlook.com\nMethod=XOAUTH2\nUser=bob@outlook.com\n\n[Security]\nMethod=starttls-on-standard-port\n",
    );
    // Mirrored from GNOME Online Accounts: a sender already, live.
    write(
        dir,
        "goa-collection.source",
        "[Data Source]\nEnabled=true\n\n[Collection]\nBackendName=google\n\n[GNOME Online Accounts]\nAccountId=account_1\n",
    );
    write(
        dir,
        "goa-identity.source",
        "[Data Source]\nEnabled=true\nParent=goa-collection\n\n[Mail Identity]\nAddress=alice@gmail.com\n\n[Mail Submission]\nTransportUid=goa-transport\n",
    );
}

#[test]
fn evolution_accounts_are_imported_but_mirrored_ones_and_oauth_without_a_client_id_are_not() {
    let dir = tempfile::tempdir().unwrap();
    evolution_sources(dir.path());
    let imported = import_evolution(dir.path()).unwrap();
    // Outlook.com takes only OAuth: imported only where this build can sign in to Microsoft.
    let outlook = crate::config::OAuthProvider::Microsoft
        .packaged_client()
        .is_some();
    assert_eq!(imported.accounts.len(), if outlook { 2 } else { 1 });
    let a = &imported.accounts[0];
    assert_eq!(a.address().as_deref(), Some("me@example.net"));
    assert_eq!(a.display_name.as_deref(), Some("Me Myself"));
    let smtp = &a.smtp().unwrap().server;
    assert_eq!(
        (smtp.host.as_str(), smtp.port, smtp.security),
        ("smtp.example.net", 587, Security::Starttls)
    );
    assert_eq!(
        smtp.login,
        Login::Password {
            user: "me".into(),
            source: PasswordSource::Keyring
        }
    );
    let imap = &a.imap.as_ref().unwrap().server;
    assert_eq!(
        (imap.host.as_str(), imap.port, imap.security),
        ("imap.example.net", 993, Security::Tls)
    );
    let note = imported.unused[0].join(" ");
    if !outlook {
        assert!(
            note.contains("bob@outlook.com signs in with OAuth 2.0"),
            "{note}"
        );
    }
    assert!(!note.contains("alice@gmail.com"), "{note}");
    assert!(imported.toml().contains("config import --from evolution"));
}

#[test]
fn kmail_accounts_are_imported_with_the_default_identity() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "mailtransports",
        "[General]\ndefault-transport=222\n\n[Transport 111]\nauth=true\nencryption=TLS\nhost=smtp.example.net\nid=111\nport=587\nuser=me\n\n[Transport 222]\nauth=true\nencryption=SSL\nhost=mail.example.org\nid=222\nuser=ann\n\n[Transport 333]\nauth=true\nauthtype=XOAUTH2\nencryption=TLS\nhost=smtp.gmail.com\nid=333\nuser=alice@gmail.com\n",
    );
    write(
        dir.path(),
        "emailidentities",
        "[Default]\nDefault Identity=2002\n\n[Identity #0]\nEmail Address=me@example.net\nName=Me\nTransport=111\nuoid=1001\nSignature Type=inline\nInline Signature=Me\\nExample Ltd\n\n[Identity #1]\nEmail Address=ann@example.org\nName=Ann\nuoid=2002\n\n[Identity #2]\nEmail Address=alice@gmail.com\nTransport=333\nuoid=3003\n",
    );
    let imported = import_kmail(dir.path()).unwrap();
    assert_eq!(imported.accounts.len(), 3);
    let me = &imported.accounts[0];
    assert_eq!(me.signature.as_deref(), Some("Me\nExample Ltd"));
    assert!(!me.default);
    let smtp = &me.smtp().unwrap().server;
    assert_eq!((smtp.port, smtp.security), (587, Security::Starttls));
    let ann = &imported.accounts[1];
    assert!(ann.default);
    let smtp = &ann.smtp().unwrap().server;
    assert_eq!(
        (smtp.host.as_str(), smtp.port, smtp.security),
        ("mail.example.org", 465, Security::Tls),
        "the default transport"
    );
    // KMail's OAuth sign-in to Gmail is KMail's own: the account is taken with a sign-in of
    // ours, or an app password, as the build allows, and the note says what to do.
    let alice = &imported.accounts[2];
    assert_eq!(alice.address().as_deref(), Some("alice@gmail.com"));
    let note = imported.unused[2].join(" ");
    assert!(note.starts_with("KMail signs in to"), "{note}");
}

#[test]
fn broken_or_missing_settings_say_so_and_import_nothing() {
    let dir = tempfile::tempdir().unwrap();
    // A transport without a host, an identity without an address.
    write(dir.path(), "mailtransports", "[Transport 1]\nport=587\n");
    write(
        dir.path(),
        "emailidentities",
        "[Identity #0]\nEmail Address=me@example.net\nTransport=1\n\n[Identity #1]\nEmail Address=not an address\n",
    );
    let e = import_kmail(dir.path()).unwrap_err().to_string();
    assert!(
        e.contains("sends through no transport") && e.contains("no usable address"),
        "{e}"
    );
    let e = import_evolution(&dir.path().join("missing"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("cannot read"), "{e}");
    let empty = tempfile::tempdir().unwrap();
    let e = import_evolution(empty.path()).unwrap_err().to_string();
    assert!(e.contains("no account that sends mail"), "{e}");
}
