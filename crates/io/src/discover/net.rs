//! The network side of discovery: DNS through hickory-resolver (the system's resolver
//! configuration, or one name server given for tests), and HTTPS through ureq with rustls,
//! whose host names are resolved by the same resolver. Every answer is bounded in time and size
//! and treated as hostile by the caller.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use hickory_resolver::TokioResolver;
use hickory_resolver::config::{NameServerConfig, ResolverConfig};
use hickory_resolver::net::runtime::TokioRuntimeProvider;
use hickory_resolver::proto::rr::RData;
use ureq::unversioned::resolver::{ResolvedSocketAddrs, Resolver};
use ureq::unversioned::transport::{DefaultConnector, NextTimeout};

/// The largest document accepted from a server (an autoconfig file is a few kilobytes).
const MAX_BODY: u64 = 256 * 1024;

/// DNS lookups, blocking, each bounded by the resolver's timeout.
#[derive(Clone)]
pub(super) struct Dns {
    resolver: Arc<TokioResolver>,
}

impl std::fmt::Debug for Dns {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Dns")
    }
}

impl Dns {
    /// The system's resolver configuration (`/etc/resolv.conf` and the like), or only
    /// `server` (an address and port) when given.
    pub(super) fn new(server: Option<SocketAddr>, timeout: Duration) -> Result<Self, String> {
        let mut builder = match server {
            None => TokioResolver::builder_tokio()
                .map_err(|e| format!("cannot read the system's DNS configuration: {e}"))?,
            Some(addr) => {
                let mut ns = NameServerConfig::udp_and_tcp(addr.ip());
                for c in &mut ns.connections {
                    c.port = addr.port();
                }
                TokioResolver::builder_with_config(
                    ResolverConfig::from_name_servers(vec![ns]),
                    TokioRuntimeProvider::default(),
                )
            }
        };
        builder.options_mut().timeout = timeout;
        builder.options_mut().attempts = 1;
        let resolver = crate::task::in_runtime(|| builder.build())
            .map_err(|e| format!("cannot start the DNS resolver: {e}"))?
            .map_err(|e| format!("cannot start the DNS resolver: {e}"))?;
        Ok(Self {
            resolver: Arc::new(resolver),
        })
    }

    /// MX hosts of `domain`, most preferred first (RFC 5321 §5.1); empty when it has none.
    pub(super) fn mx(&self, domain: &str) -> Result<Vec<String>, String> {
        let name = format!("{}.", domain.trim_end_matches('.'));
        let lookup = crate::task::block_on(self.resolver.mx_lookup(name.as_str()))
            .map_err(|e| format!("the MX lookup for {domain} could not start: {e}"))?;
        let lookup = match lookup {
            Ok(l) => l,
            Err(e) if e.is_no_records_found() || e.is_nx_domain() => return Ok(Vec::new()),
            Err(e) => return Err(format!("the MX lookup for {domain} failed: {e}")),
        };
        let mut hosts: Vec<(u16, String)> = lookup
            .answers()
            .iter()
            .filter_map(|r| match &r.data {
                RData::MX(mx) => Some((mx.preference, host_name(&mx.exchange.to_ascii()))),
                _ => None,
            })
            .filter(|(_, h)| !h.is_empty())
            .collect();
        hosts.sort();
        Ok(hosts.into_iter().map(|(_, h)| h).collect())
    }

    /// SRV targets of `name` as (host, port), in priority order (RFC 2782); a target of `.`
    /// means the service is not offered (RFC 6186 §3.4) and yields nothing.
    pub(super) fn srv(&self, name: &str) -> Result<Vec<(String, u16)>, String> {
        let fqdn = format!("{}.", name.trim_end_matches('.'));
        let lookup = crate::task::block_on(self.resolver.srv_lookup(fqdn.as_str()))
            .map_err(|e| format!("the SRV lookup for {name} could not start: {e}"))?;
        let lookup = match lookup {
            Ok(l) => l,
            Err(e) if e.is_no_records_found() || e.is_nx_domain() => return Ok(Vec::new()),
            Err(e) => return Err(format!("the SRV lookup for {name} failed: {e}")),
        };
        let mut found: Vec<(u16, std::cmp::Reverse<u16>, String, u16)> = lookup
            .answers()
            .iter()
            .filter_map(|r| match &r.data {
                RData::SRV(srv) => Some((
                    srv.priority,
                    std::cmp::Reverse(srv.weight),
                    host_name(&srv.target.to_ascii()),
                    srv.port,
                )),
                _ => None,
            })
            .collect();
        found.sort();
        Ok(found
            .into_iter()
            .filter(|(_, _, host, _)| !host.is_empty())
            .map(|(_, _, host, port)| (host, port))
            .collect())
    }

    /// The addresses of `host`.
    fn ips(&self, host: &str) -> Result<Vec<IpAddr>, String> {
        let fqdn = format!("{}.", host.trim_end_matches('.'));
        crate::task::block_on(self.resolver.lookup_ip(fqdn.as_str()))
            .map_err(|e| format!("{host} could not be looked up: {e}"))?
            .map(|l| l.iter().collect())
            .map_err(|e| format!("{host} was not found: {e}"))
    }
}

/// A DNS name as plain text, without the root's dot (`""` for the root itself).
fn host_name(ascii: &str) -> String {
    ascii.trim_end_matches('.').to_ascii_lowercase()
}

/// ureq's resolver, answered by [`Dns`], so that HTTPS host names follow the same configuration
/// as the MX and SRV lookups.
#[derive(Debug)]
struct ViaDns(Dns);

impl Resolver for ViaDns {
    fn resolve(
        &self,
        uri: &ureq::http::Uri,
        _config: &ureq::config::Config,
        _timeout: NextTimeout,
    ) -> Result<ResolvedSocketAddrs, ureq::Error> {
        let host = uri.host().ok_or(ureq::Error::HostNotFound)?;
        let port = uri.port_u16().unwrap_or(443);
        let ips = self.0.ips(host).map_err(|_| ureq::Error::HostNotFound)?;
        let mut out = self.empty();
        for ip in ips.into_iter().take(16) {
            out.push(SocketAddr::new(ip, port));
        }
        if out.is_empty() {
            return Err(ureq::Error::HostNotFound);
        }
        Ok(out)
    }
}

/// HTTPS GETs: never plain HTTP (a plain answer can be forged on the way), redirects only to
/// HTTPS, at most [`MAX_BODY`] bytes, bounded in time.
#[derive(Debug)]
pub(super) struct Https {
    agent: ureq::Agent,
}

impl Https {
    /// A client trusting the platform's roots, or only `roots` (DER certificates) when given.
    pub(super) fn new(dns: Dns, roots: &[Vec<u8>], timeout: Duration) -> Self {
        use ureq::tls::{Certificate, RootCerts, TlsConfig};
        let roots = if roots.is_empty() {
            RootCerts::PlatformVerifier
        } else {
            let certs: Vec<Certificate<'static>> = roots
                .iter()
                .map(|der| Certificate::from_der(der).to_owned())
                .collect();
            RootCerts::new_with_certs(&certs)
        };
        let config = ureq::Agent::config_builder()
            .https_only(true)
            .max_redirects(3)
            .timeout_global(Some(timeout))
            .http_status_as_error(true)
            .tls_config(TlsConfig::builder().root_certs(roots).build())
            .build();
        Self {
            agent: ureq::Agent::with_parts(config, DefaultConnector::default(), ViaDns(dns)),
        }
    }

    /// The body of `url` as text.
    pub(super) fn get(&self, url: &str) -> Result<String, String> {
        let mut response = self.agent.get(url).call().map_err(|e| e.to_string())?;
        response
            .body_mut()
            .with_config()
            .limit(MAX_BODY)
            .read_to_string()
            .map_err(|e| e.to_string())
    }
}
