//! Thunderbird's autoconfig format (`config-v1.1.xml`, draft-ietf-mailmaint-autoconfig): the
//! `outgoingServer` entries of type `smtp` and the first usable `incomingServer` of type
//! `imap` (the mailbox, for the copy of sent mail), read with a real XML parser (no DTD, so no entity
//! tricks) and every value checked before it is used: a host name that is not one, a port of
//! 0, an unencrypted server or a sign-in we cannot do is refused with a reason.

use super::{AuthKind, Candidate, MailboxServer, OAuthEndpoints, Source, Who};
use crate::config::Security;

/// The servers `xml` offers for `who`, best first, and why any were refused.
pub(super) fn parse(
    xml: &str,
    who: &Who,
    source: Source,
    origin: &str,
) -> (Vec<Candidate>, Vec<String>) {
    let mut found = Vec::new();
    let mut problems = Vec::new();
    let doc = match roxmltree::Document::parse(xml) {
        Ok(d) => d,
        Err(e) => {
            problems.push(format!("{origin} is not a readable autoconfig file: {e}"));
            return (found, problems);
        }
    };
    let root = doc.root_element();
    if root.tag_name().name() != "clientConfig" {
        problems.push(format!(
            "{origin} is not an autoconfig file (no clientConfig)"
        ));
        return (found, problems);
    }
    let oauth2 = match root.children().find(|n| n.has_tag_name("oAuth2")) {
        None => None,
        Some(node) => match endpoints(&node) {
            Ok(e) => Some(e),
            Err(why) => {
                problems.push(format!(
                    "{origin}: its OAuth 2.0 settings were refused: {why}"
                ));
                None
            }
        },
    };
    let mailbox = root
        .descendants()
        .filter(|n| n.has_tag_name("incomingServer") && n.attribute("type") == Some("imap"))
        .find_map(|n| match address(&n, who) {
            Ok((host, port, security)) => Some(MailboxServer {
                host,
                port,
                security,
            }),
            Err(why) => {
                problems.push(format!("{origin}: an IMAP server was refused: {why}"));
                None
            }
        });
    let servers = root
        .descendants()
        .filter(|n| n.has_tag_name("outgoingServer") && n.attribute("type") == Some("smtp"));
    for server in servers {
        match candidate(&server, who, source) {
            Ok(mut c) => {
                // A file that names a known submission server but no mailbox gets the
                // provider's mailbox from the table.
                c.imap = mailbox
                    .clone()
                    .or_else(|| super::providers::imap_of(&c.host, c.port));
                if c.auth.contains(&AuthKind::Oauth2) {
                    // A server we know signs in the way we know; the file's own endpoints
                    // only for a server we do not.
                    c.oauth = super::providers::oauth_preset_of(&c.host);
                    if c.oauth.is_none() {
                        c.oauth2 = oauth2.clone();
                    }
                }
                found.push(c);
            }
            Err(why) => problems.push(format!("{origin}: an outgoing server was refused: {why}")),
        }
    }
    if found.is_empty() && problems.is_empty() {
        problems.push(format!("{origin} names no SMTP server"));
    }
    (found, problems)
}

/// A server element's child `name`, trimmed.
fn child_text<'a>(server: &roxmltree::Node<'a, '_>, name: &str) -> Option<&'a str> {
    server
        .children()
        .find(|n| n.has_tag_name(name))
        .and_then(|n| n.text())
        .map(str::trim)
}

/// A server element's host, port and protection, or why they cannot be used (a host name
/// that is not one, a port of 0, no encryption).
fn address(server: &roxmltree::Node, who: &Who) -> Result<(String, u16, Security), String> {
    let text = |name: &str| child_text(server, name);
    let host = text("hostname").ok_or("it has no hostname")?;
    let host = valid_host(&who.expand(host))?;
    let port: u16 = text("port")
        .ok_or("it has no port")?
        .parse()
        .ok()
        .filter(|p| *p != 0)
        .ok_or("its port is not a number from 1 to 65535")?;
    let security = match text("socketType").unwrap_or("") {
        s if s.eq_ignore_ascii_case("SSL") => Security::Tls,
        s if s.eq_ignore_ascii_case("STARTTLS") => Security::Starttls,
        s => {
            return Err(format!(
                "{host}:{port} would be used without encryption (socketType \"{}\")",
                crate::visible::make_visible(s, false)
            ));
        }
    };
    Ok((host, port, security))
}

/// One `outgoingServer` as a candidate, or why it cannot be one.
fn candidate(server: &roxmltree::Node, who: &Who, source: Source) -> Result<Candidate, String> {
    let text = |name: &str| child_text(server, name);
    let (host, port, security) = address(server, who)?;
    let mut auth = Vec::new();
    for method in server
        .children()
        .filter(|n| n.has_tag_name("authentication"))
    {
        let kind = match method.text().map(str::trim).unwrap_or("") {
            "password-cleartext" | "plain" | "password-encrypted" | "secure" => AuthKind::Password,
            "OAuth2" => AuthKind::Oauth2,
            _ => continue,
        };
        if !auth.contains(&kind) {
            auth.push(kind);
        }
    }
    if auth.is_empty() {
        return Err(format!(
            "{host}:{port} asks for no sign-in this program can do (a password or OAuth 2.0)"
        ));
    }
    let username = text("username")
        .map(|u| who.expand(u))
        .filter(|u| !u.is_empty() && !u.chars().any(char::is_control))
        .unwrap_or_else(|| who.email.clone());
    Ok(Candidate {
        host,
        port,
        security,
        username,
        auth,
        source,
        notes: Vec::new(),
        oauth: None,
        oauth2: None,
        imap: None,
    })
}

/// The most an `<oAuth2>` value may be: real ones are well under 300 characters.
const MAX_OAUTH_VALUE: usize = 2048;

/// An `<oAuth2>` element's endpoints, or why they cannot be used: both addresses HTTPS
/// (a sign-in over plain HTTP can be read and changed on the way) and plain values. Its
/// `issuer` is not used: what the person is shown is the host of the page they are sent to,
/// which a file cannot dress up as another.
fn endpoints(node: &roxmltree::Node) -> Result<OAuthEndpoints, String> {
    let text = |name: &str| -> Result<&str, String> {
        let value = node
            .children()
            .find(|n| n.has_tag_name(name))
            .and_then(|n| n.text())
            .map(str::trim)
            .filter(|v| !v.is_empty())
            .ok_or_else(|| format!("it has no {name}"))?;
        if value.len() > MAX_OAUTH_VALUE || value.chars().any(char::is_control) {
            return Err(format!("its {name} is not a plain value"));
        }
        Ok(value)
    };
    let https = |name: &str| -> Result<String, String> {
        let value = text(name)?;
        match url::Url::parse(value) {
            Ok(u) if u.scheme() == "https" && u.host_str().is_some() => Ok(value.to_string()),
            _ => Err(format!(
                "its {name} \"{}\" is not an https:// address",
                crate::visible::make_visible(value, false)
            )),
        }
    };
    let scopes: Vec<String> = text("scope")?
        .split_ascii_whitespace()
        .map(str::to_string)
        .collect();
    let (auth_url, token_url) = (https("authURL")?, https("tokenURL")?);
    // The person sees the sign-in page's site; the code it gives (and the PKCE verifier) go
    // to the token endpoint. A file pairing a real sign-in page with someone else's token
    // endpoint would collect the sign-in, so both must belong to one site.
    let site = |u: &str| {
        url::Url::parse(u)
            .ok()
            .and_then(|u| u.host_str().map(str::to_string))
            .map(|h| super::registrable(&h).unwrap_or(h))
    };
    if site(&auth_url) != site(&token_url) {
        return Err(format!(
            "its sign-in page ({}) and token endpoint ({}) are on different sites",
            crate::visible::make_visible(&auth_url, false),
            crate::visible::make_visible(&token_url, false)
        ));
    }
    Ok(OAuthEndpoints {
        auth_url,
        token_url,
        scopes,
    })
}

/// `host` when it is a DNS host name (RFC 1123 letters, digits and hyphens in dot-separated
/// labels) or an IP address; anything else is refused.
pub(super) fn valid_host(host: &str) -> Result<String, String> {
    let host = host.trim_end_matches('.').to_ascii_lowercase();
    let label_ok = |l: &str| {
        !l.is_empty()
            && l.len() <= 63
            && !l.starts_with('-')
            && !l.ends_with('-')
            && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
    };
    let ok = host.parse::<std::net::IpAddr>().is_ok()
        || (host.len() <= 253 && host.contains('.') && host.split('.').all(label_ok));
    if ok {
        Ok(host)
    } else {
        Err(format!(
            "\"{}\" is not a host name",
            crate::visible::make_visible(&host, false)
        ))
    }
}
