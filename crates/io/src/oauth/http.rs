//! The HTTP client the `oauth2` crate talks through: ureq with rustls, HTTPS only, no
//! redirects (a token endpoint never needs one), bounded in time and in the size of what it
//! reads back.

use std::path::Path;
use std::time::Duration;

/// The most a token endpoint's answer may be.
const MAX_BODY: u64 = 256 * 1024;

/// The wait for each exchange with the sign-in server.
pub(super) const TIMEOUT: Duration = Duration::from_secs(30);

/// Why an exchange did not happen.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub(super) struct HttpError(String);

/// ureq, configured for sign-in endpoints.
pub(super) struct Client {
    agent: ureq::Agent,
}

impl Client {
    /// A client trusting the system's certificate authorities, or only those in the PEM file
    /// `ca_file` (a private identity server, or a test's own).
    pub(super) fn new(ca_file: Option<&Path>) -> Result<Self, String> {
        use ureq::tls::{Certificate, PemItem, RootCerts, TlsConfig};
        let roots = match ca_file {
            None => RootCerts::PlatformVerifier,
            Some(path) => {
                let pem = std::fs::read(path)
                    .map_err(|e| format!("cannot read oauth2.tls-ca {}: {e}", path.display()))?;
                let certs: Vec<Certificate<'static>> = ureq::tls::parse_pem(&pem)
                    .filter_map(|item| match item {
                        Ok(PemItem::Certificate(c)) => Some(c.to_owned()),
                        _ => None,
                    })
                    .collect();
                if certs.is_empty() {
                    return Err(format!(
                        "oauth2.tls-ca {} holds no PEM certificate",
                        path.display()
                    ));
                }
                RootCerts::new_with_certs(&certs)
            }
        };
        let config = ureq::Agent::config_builder()
            .https_only(true)
            .max_redirects(0)
            .timeout_global(Some(TIMEOUT))
            // Error answers carry the OAuth error code the person needs to read.
            .http_status_as_error(false)
            .tls_config(TlsConfig::builder().root_certs(roots).build())
            .build();
        Ok(Self {
            agent: config.new_agent(),
        })
    }
}

impl oauth2::SyncHttpClient for Client {
    type Error = HttpError;

    fn call(&self, request: oauth2::HttpRequest) -> Result<oauth2::HttpResponse, HttpError> {
        let response = self
            .agent
            .run(request)
            .map_err(|e| HttpError(e.to_string()))?;
        let (parts, mut body) = response.into_parts();
        let bytes = body
            .with_config()
            .limit(MAX_BODY)
            .read_to_vec()
            .map_err(|e| HttpError(e.to_string()))?;
        Ok(oauth2::HttpResponse::from_parts(parts, bytes))
    }
}
