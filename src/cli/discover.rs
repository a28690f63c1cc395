//! `config discover`: the submission server for an address, and where it was found.

use std::io::Write;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Instant;

use super::{CliError, EXIT_REFUSED};
use crate::discover::{self, AuthKind, DiscoverError, Options};
use crate::visible::make_visible;

/// What `config discover` was asked.
#[derive(Debug, clap::Args)]
pub(super) struct DiscoverArgs {
    /// Only the built-in provider table: no network at all.
    #[arg(long)]
    offline: bool,
    /// Print exactly one JSON object.
    #[arg(long)]
    json: bool,
    /// Also ask Thunderbird's public ISPDB when nothing else answers (it learns your domain).
    #[arg(long)]
    ispdb: bool,
    /// Ask this DNS server (ADDRESS:PORT) instead of the system's.
    #[arg(long, value_name = "ADDRESS:PORT", hide = true)]
    dns_server: Option<SocketAddr>,
    /// The HTTPS port of autoconfig servers (for a test server).
    #[arg(long, value_name = "PORT", hide = true)]
    https_port: Option<u16>,
    /// Trust only the certificate authorities in this PEM file (for a test server).
    #[arg(long, value_name = "PEM", hide = true)]
    ca_file: Option<PathBuf>,
    /// The ISPDB's base URL (for a test server).
    #[arg(long, value_name = "URL", hide = true)]
    ispdb_url: Option<String>,
    /// The email address.
    email: String,
}

/// The DER certificates of a PEM file.
fn read_roots(path: &Path) -> Result<Vec<Vec<u8>>, CliError> {
    let pem = std::fs::read(path)
        .map_err(|e| CliError::Other(format!("cannot read {}: {e}", path.display())))?;
    let roots: Vec<Vec<u8>> = ureq::tls::parse_pem(&pem)
        .filter_map(|item| match item {
            Ok(ureq::tls::PemItem::Certificate(c)) => Some(c.der().to_vec()),
            _ => None,
        })
        .collect();
    if roots.is_empty() {
        return Err(CliError::Other(format!(
            "{} holds no PEM certificate",
            path.display()
        )));
    }
    Ok(roots)
}

pub(super) fn cmd_discover(args: DiscoverArgs, out: &mut impl Write) -> Result<u8, CliError> {
    let mut options = Options {
        offline: args.offline,
        ispdb: args.ispdb,
        dns_server: args.dns_server,
        ..Options::default()
    };
    if let Some(port) = args.https_port {
        options.https_port = port;
    }
    if let Some(url) = args.ispdb_url {
        options.ispdb_url = url;
    }
    if let Some(ca) = &args.ca_file {
        options.roots = read_roots(ca)?;
    }
    let started = Instant::now();
    let found = match discover::discover(&args.email, &options) {
        Ok(f) => f,
        Err(e @ DiscoverError::NotAnAddress(_)) => {
            eprintln!("mailto-preview: {e}");
            return Ok(EXIT_REFUSED);
        }
        Err(e) => return Err(CliError::Other(e.to_string())),
    };
    let elapsed = started.elapsed();
    for p in &found.problems {
        eprintln!("mailto-preview: {}", make_visible(p, false));
    }
    if args.json {
        serde_json::to_writer_pretty(&mut *out, &found)?;
        writeln!(out)?;
    } else if found.candidates.is_empty() {
        writeln!(
            out,
            "no outgoing server found for {}{}",
            found.email,
            if args.offline {
                " in the built-in table (try without --offline)"
            } else {
                ""
            }
        )?;
    } else {
        writeln!(out, "outgoing servers for {}:", found.email)?;
        for c in &found.candidates {
            let auth: Vec<&str> = c
                .auth
                .iter()
                .map(|a| match a {
                    AuthKind::Password => "password",
                    AuthKind::Oauth2 => "oauth2",
                })
                .collect();
            writeln!(
                out,
                "  {}:{} ({}), username {}, sign in with {}\n    {}",
                c.host,
                c.port,
                c.security.as_str(),
                make_visible(&c.username, false),
                auth.join(" or "),
                make_visible(
                    &c.notes
                        .iter()
                        .map(|n| n.english())
                        .chain([format!("found through {}", c.source.describe().english())])
                        .collect::<Vec<_>>()
                        .join("; "),
                    false
                )
            )?;
            if let Some(m) = &c.imap {
                writeln!(
                    out,
                    "    mailbox (IMAP, for the copy of sent mail): {}:{} ({})",
                    m.host,
                    m.port,
                    m.security.as_str()
                )?;
            }
        }
        if let Some(help) = &found.app_password_help {
            writeln!(out, "app passwords: {help}")?;
        }
        writeln!(out, "({} ms)", elapsed.as_millis())?;
    }
    Ok(u8::from(found.candidates.is_empty()))
}
