use super::*;

fn who(email: &str) -> Who {
    Who::parse(email).unwrap()
}

#[test]
fn only_an_address_is_looked_up() {
    for bad in [
        "",
        "me",
        "me@",
        "Me <me@example.org>",
        "a b@example.org",
        "me@example..org",
    ] {
        assert!(
            matches!(Who::parse(bad), Err(DiscoverError::NotAnAddress(_))),
            "{bad:?}"
        );
    }
    let w = who("Me@Ex%61mple.ORG".replace("%61", "a").as_str());
    assert_eq!((w.local.as_str(), w.domain.as_str()), ("Me", "example.org"));
    let w = who("café@納豆.example.org");
    assert_eq!(w.domain, "xn--99zt52a.example.org");
}

#[test]
fn offline_the_table_answers_for_the_big_providers() {
    let offline = Options {
        offline: true,
        ..Options::default()
    };
    let gmail = discover("someone@gmail.com", &offline).unwrap();
    let c = &gmail.candidates[0];
    assert_eq!(
        (c.host.as_str(), c.port, c.security, c.username.as_str()),
        ("smtp.gmail.com", 465, Security::Tls, "someone@gmail.com")
    );
    assert!(c.auth.contains(&AuthKind::Oauth2) && c.auth.contains(&AuthKind::Password));
    assert_eq!(c.source, Source::Providers);
    assert_eq!(
        gmail.app_password_help.as_deref(),
        Some("https://support.google.com/accounts/answer/185833")
    );
    let outlook = discover("someone@outlook.com", &offline).unwrap();
    let c = &outlook.candidates[0];
    assert_eq!(
        (c.host.as_str(), c.port, c.security),
        ("smtp-mail.outlook.com", 587, Security::Starttls)
    );
    assert_eq!(c.auth, [AuthKind::Oauth2]);
    assert_eq!(c.oauth, Some(crate::config::OAuthProvider::Microsoft));
    let webde = discover("someone@web.de", &offline).unwrap();
    assert_eq!(
        webde.candidates[0].username, "someone",
        "web.de logs in with the local part"
    );
    let proton = discover("someone@proton.me", &offline).unwrap();
    assert_eq!(proton.candidates.len(), 2, "Bridge and the SMTP token");
    assert_eq!(proton.candidates[0].host, "127.0.0.1");
    let nothing = discover("someone@example.org", &offline).unwrap();
    assert!(nothing.candidates.is_empty() && nothing.problems.is_empty());
}

#[test]
fn every_provider_named_in_the_table_is_found_by_one_of_its_domains() {
    let offline = Options {
        offline: true,
        ..Options::default()
    };
    for p in providers::all() {
        let first = p.candidates(&who("x@example.org"), Source::Providers)[0]
            .host
            .clone();
        for domain in p.domains() {
            let d = discover(&format!("x@{domain}"), &offline).unwrap();
            assert_eq!(d.candidates[0].host, first, "{domain}");
        }
    }
    for (email, id_host) in [
        ("a@googlemail.com", "smtp.gmail.com"),
        ("a@hotmail.com", "smtp-mail.outlook.com"),
        ("a@yahoo.co.uk", "smtp.mail.yahoo.com"),
        ("a@aol.com", "smtp.aol.com"),
        ("a@icloud.com", "smtp.mail.me.com"),
        ("a@fastmail.com", "smtp.fastmail.com"),
        ("a@gmx.de", "mail.gmx.net"),
        ("a@mailbox.org", "smtp.mailbox.org"),
        ("a@posteo.de", "posteo.de"),
        ("a@zohomail.com", "smtp.zoho.com"),
        ("a@yandex.ru", "smtp.yandex.com"),
    ] {
        let d = discover(
            email,
            &Options {
                offline: true,
                ..Options::default()
            },
        )
        .unwrap();
        assert_eq!(
            d.candidates.first().map(|c| c.host.as_str()),
            Some(id_host),
            "{email}"
        );
    }
}

const XML: &str = r#"<?xml version="1.0"?>
<clientConfig version="1.1">
  <emailProvider id="example.net">
    <domain>example.net</domain>
    <incomingServer type="pop3"><hostname>pop.example.net</hostname><port>995</port><socketType>SSL</socketType></incomingServer>
    <incomingServer type="imap"><hostname>imap.%EMAILDOMAIN%</hostname><port>993</port><socketType>SSL</socketType></incomingServer>
    <outgoingServer type="smtp">
      <hostname>smtp.%EMAILDOMAIN%</hostname>
      <port>465</port>
      <socketType>SSL</socketType>
      <username>%EMAILLOCALPART%</username>
      <authentication>password-cleartext</authentication>
      <authentication>OAuth2</authentication>
    </outgoingServer>
    <outgoingServer type="smtp">
      <hostname>smtp2.example.net</hostname>
      <port>587</port>
      <socketType>STARTTLS</socketType>
      <username>%EMAILADDRESS%</username>
      <authentication>password-encrypted</authentication>
    </outgoingServer>
  </emailProvider>
</clientConfig>"#;

#[test]
fn autoconfig_outgoing_servers_are_read_with_their_placeholders() {
    let (found, problems) =
        autoconfig::parse(XML, &who("me@example.net"), Source::Autoconfig, "test");
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(found.len(), 2);
    assert_eq!(
        (
            found[0].host.as_str(),
            found[0].port,
            found[0].security,
            found[0].username.as_str()
        ),
        ("smtp.example.net", 465, Security::Tls, "me")
    );
    assert_eq!(found[0].auth, [AuthKind::Password, AuthKind::Oauth2]);
    assert_eq!(found[1].username, "me@example.net");
    // The mailbox: the IMAP server, not the POP3 one, beside every outgoing server.
    for c in &found {
        assert_eq!(
            c.imap,
            Some(MailboxServer {
                host: "imap.example.net".into(),
                port: 993,
                security: Security::Tls
            })
        );
    }
}

#[test]
fn an_unencrypted_mailbox_is_refused_and_a_known_smtp_server_brings_its_own() {
    let xml = r#"<clientConfig><emailProvider>
      <incomingServer type="imap"><hostname>imap.example.net</hostname><port>143</port><socketType>plain</socketType></incomingServer>
      <outgoingServer type="smtp"><hostname>smtp.mail.yahoo.com</hostname><port>465</port><socketType>SSL</socketType><authentication>password-cleartext</authentication></outgoingServer>
    </emailProvider></clientConfig>"#;
    let (found, problems) =
        autoconfig::parse(xml, &who("me@example.net"), Source::Autoconfig, "test");
    assert!(
        problems
            .iter()
            .any(|p| p.contains("an IMAP server was refused") && p.contains("without encryption")),
        "{problems:?}"
    );
    assert_eq!(
        found[0].imap.as_ref().map(|m| m.host.as_str()),
        Some("imap.mail.yahoo.com")
    );
}

#[test]
fn hostile_or_broken_autoconfig_is_refused_with_a_reason() {
    let server = |host: &str, port: &str, socket: &str, auth: &str| {
        format!(
            r#"<clientConfig><emailProvider><outgoingServer type="smtp"><hostname>{host}</hostname><port>{port}</port><socketType>{socket}</socketType><username>%EMAILADDRESS%</username><authentication>{auth}</authentication></outgoingServer></emailProvider></clientConfig>"#
        )
    };
    for (xml, says) in [
        (
            server("smtp evil.example", "465", "SSL", "password-cleartext"),
            "is not a host name",
        ),
        (
            server(
                "smtp.example.net;rm -rf",
                "465",
                "SSL",
                "password-cleartext",
            ),
            "is not a host name",
        ),
        (
            server("smtp.example.net", "0", "SSL", "password-cleartext"),
            "port is not a number from 1 to 65535",
        ),
        (
            server("smtp.example.net", "70000", "SSL", "password-cleartext"),
            "port is not a number",
        ),
        (
            server("smtp.example.net", "25", "plain", "password-cleartext"),
            "without encryption",
        ),
        (
            server("smtp.example.net", "465", "SSL", "NTLM"),
            "no sign-in this program can do",
        ),
        (
            "<clientConfig><outgoingServer type=\"smtp\">".to_string(),
            "not a readable autoconfig file",
        ),
        (
            "<html><body>Not found</body></html>".to_string(),
            "not an autoconfig file",
        ),
        (
            "<!DOCTYPE clientConfig [<!ENTITY x \"smtp.evil.example\">]><clientConfig/>"
                .to_string(),
            "not a readable autoconfig file",
        ),
        (
            "<clientConfig><emailProvider/></clientConfig>".to_string(),
            "names no SMTP server",
        ),
    ] {
        let (found, problems) =
            autoconfig::parse(&xml, &who("me@example.net"), Source::Autoconfig, "test");
        assert!(found.is_empty(), "{xml}");
        assert!(
            problems.iter().any(|p| p.contains(says)),
            "{xml}: {problems:?}"
        );
    }
}

#[test]
fn a_server_in_another_domain_is_said_plainly() {
    let mut c = Candidate {
        host: "smtp.provider.net".into(),
        port: 465,
        security: Security::Tls,
        username: "me@example.org".into(),
        auth: vec![AuthKind::Password],
        source: Source::Mx,
        notes: Vec::new(),
        oauth: None,
        oauth2: None,
        imap: None,
    };
    note_other_domain(&mut c, &who("me@example.org"));
    let said: Vec<String> = c.notes.iter().map(|t| t.english()).collect();
    assert_eq!(
        said,
        ["mail for example.org is sent through smtp.provider.net"]
    );
    let mut same = Candidate {
        host: "smtp.mail.example.co.uk".into(),
        ..c.clone()
    };
    same.notes.clear();
    note_other_domain(&mut same, &who("me@example.co.uk"));
    assert!(same.notes.is_empty(), "{:?}", same.notes);
}

/// An autoconfig file with `oauth2` (the `<oAuth2>` element after the provider, as in
/// Thunderbird's files) and an outgoing server that signs in at `host`.
fn with_oauth(host: &str, oauth2: &str) -> String {
    format!(
        r#"<clientConfig version="1.1"><emailProvider id="x"><outgoingServer type="smtp">
        <hostname>{host}</hostname><port>587</port><socketType>STARTTLS</socketType>
        <authentication>OAuth2</authentication></outgoingServer></emailProvider>{oauth2}</clientConfig>"#
    )
}

#[test]
fn autoconfig_oauth2_endpoints_are_taken_for_a_server_no_preset_covers() {
    let xml = with_oauth(
        "smtp.example.net",
        "<oAuth2><issuer>id.example.net</issuer><scope>mail offline_access</scope>\
         <authURL>https://id.example.net/auth</authURL><tokenURL>https://id.example.net/token</tokenURL></oAuth2>",
    );
    let (found, problems) =
        autoconfig::parse(&xml, &who("me@example.net"), Source::Autoconfig, "test");
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(found[0].oauth, None);
    assert_eq!(
        found[0].oauth2,
        Some(OAuthEndpoints {
            auth_url: "https://id.example.net/auth".into(),
            token_url: "https://id.example.net/token".into(),
            scopes: vec!["mail".into(), "offline_access".into()],
        })
    );
    // A server the table knows signs in with its preset, whatever the file says.
    let xml = with_oauth(
        "smtp.office365.com",
        "<oAuth2><issuer>x</issuer><scope>all</scope><authURL>https://evil.example/a</authURL>\
         <tokenURL>https://evil.example/t</tokenURL></oAuth2>",
    );
    let (found, _) = autoconfig::parse(&xml, &who("me@example.net"), Source::Autoconfig, "test");
    assert_eq!(
        found[0].oauth,
        Some(crate::config::OAuthProvider::Microsoft)
    );
    assert_eq!(found[0].oauth2, None);
}

#[test]
fn autoconfig_oauth2_endpoints_over_plain_http_or_incomplete_are_refused() {
    for (bad, why) in [
        (
            "<oAuth2><scope>m</scope><authURL>http://id.example.net/a</authURL><tokenURL>https://id.example.net/t</tokenURL></oAuth2>",
            "authURL \"http://id.example.net/a\" is not an https:// address",
        ),
        (
            "<oAuth2><scope>m</scope><authURL>https://id.example.net/a</authURL></oAuth2>",
            "it has no tokenURL",
        ),
        (
            "<oAuth2><scope>m</scope><authURL>https://login.microsoftonline.com/common/oauth2/v2.0/authorize</authURL><tokenURL>https://collect.example/t</tokenURL></oAuth2>",
            "are on different sites",
        ),
        (
            format!("<oAuth2><scope>{}</scope><authURL>https://a.example/a</authURL><tokenURL>https://a.example/t</tokenURL></oAuth2>", "m".repeat(3000)).as_str(),
            "its scope is not a plain value",
        ),
    ] {
        let xml = with_oauth("smtp.example.net", bad);
        let (found, problems) =
            autoconfig::parse(&xml, &who("me@example.net"), Source::Autoconfig, "test");
        assert_eq!(found[0].oauth2, None, "{bad}");
        assert!(
            problems.iter().any(|p| p.contains("OAuth 2.0 settings were refused") && p.contains(why)),
            "{bad}: {problems:?}"
        );
    }
}

/// Every note of the provider table names a message every catalogue has (the i18n test checks
/// the other languages against English), and says something.
#[test]
fn every_provider_note_is_a_message() {
    let english = crate::i18n::Lang::english();
    for p in super::providers::all() {
        for c in p.candidates(&who("me@example.org"), Source::Providers) {
            for note in &c.notes {
                assert!(
                    english.loader().has(note.id()),
                    "{}: no message {}",
                    p.id,
                    note.id()
                );
                let said = english.render(note);
                assert!(!said.contains('{') && said.len() > 20, "{}: {said}", p.id);
            }
        }
    }
}

/// The registrable domain follows the public suffix list's rules: ICANN and private suffixes,
/// wildcards and their exceptions, names in any case, with a final dot or in Unicode.
#[test]
fn registrable_domains_follow_the_public_suffix_list() {
    assert!(
        !public_suffixes().is_empty(),
        "the embedded list was not read"
    );
    for (host, want) in [
        ("smtp.mail.example.co.uk", Some("example.co.uk")),
        ("SMTP.Example.ORG.", Some("example.org")),
        ("smtppro.zoho.com", Some("zoho.com")),
        ("me.github.io", Some("me.github.io")),
        ("a.b.city.kawasaki.jp", Some("city.kawasaki.jp")),
        ("mail.shop.example.ck", Some("shop.example.ck")),
        ("mail.beispiel.de", Some("beispiel.de")),
        ("mail.例え.jp", Some("例え.jp")),
        ("mail.example.unknowntld", Some("example.unknowntld")),
        ("co.uk", None),
        ("", None),
    ] {
        assert_eq!(registrable(host).as_deref(), want, "{host}");
    }
}
