//! The browser's way back: a listener on 127.0.0.1 on a port the system picks (RFC 8252
//! section 7.3). It answers every request, and accepts exactly one: `GET /` carrying the
//! `state` this sign-in sent. Anything else gets a 400 and the wait goes on; the listener is
//! closed once the answer arrived, the time is up, or the person cancelled.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::SignInError;

/// The most of a request that is read: the request line and headers.
const MAX_REQUEST: usize = 16 * 1024;

/// A bound listener.
pub(super) struct Listener {
    listener: TcpListener,
    port: u16,
}

/// What the browser brought back.
pub(super) enum Answer {
    /// The authorization code.
    Code(String),
    /// The provider's `error` and `error_description`.
    Denied(String, Option<String>),
}

impl Listener {
    /// Binds 127.0.0.1 on a free port.
    pub(super) fn bind() -> Result<Self, SignInError> {
        let fail = |e: std::io::Error| SignInError::Listener {
            detail: e.to_string(),
        };
        let listener = TcpListener::bind(("127.0.0.1", 0)).map_err(fail)?;
        let port = listener.local_addr().map_err(fail)?.port();
        listener.set_nonblocking(true).map_err(fail)?;
        Ok(Self { listener, port })
    }

    /// The redirect URI to register the request with.
    pub(super) fn redirect_uri(&self) -> String {
        format!("http://127.0.0.1:{}/", self.port)
    }

    /// Waits for the request carrying `state`, until `wait` has passed or `cancel` is set.
    pub(super) fn wait(
        self,
        state: &str,
        wait: Duration,
        cancel: &AtomicBool,
    ) -> Result<Answer, SignInError> {
        let deadline = Instant::now() + wait;
        loop {
            if cancel.load(Ordering::Relaxed) {
                return Err(SignInError::Cancelled);
            }
            if Instant::now() >= deadline {
                return Err(SignInError::BrowserTimedOut {
                    minutes: wait.as_secs().div_ceil(60),
                });
            }
            match self.listener.accept() {
                Ok((stream, _)) => {
                    if let Some(answer) = serve(stream, state, cancel) {
                        return Ok(answer);
                    }
                }
                // A connection that went away before it was taken, a signal, or no file
                // descriptor free for a moment: the listener itself is fine, go on waiting.
                Err(e)
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::WouldBlock
                            | std::io::ErrorKind::Interrupted
                            | std::io::ErrorKind::ConnectionAborted
                            | std::io::ErrorKind::ConnectionReset
                    ) || e.raw_os_error().is_some_and(|c| c == 24 || c == 23) =>
                {
                    std::thread::sleep(Duration::from_millis(50));
                }
                Err(e) => {
                    return Err(SignInError::Listener {
                        detail: e.to_string(),
                    });
                }
            }
        }
    }
}

/// The most one connection may take to send its request: the browser sends it at once, and
/// the listener serves one connection at a time, so a slow one must not hold it.
const PER_CONNECTION: Duration = Duration::from_secs(5);

/// Reads one request and answers it; `Some` when it was the awaited one.
fn serve(mut stream: TcpStream, state: &str, cancel: &AtomicBool) -> Option<Answer> {
    let deadline = Instant::now() + PER_CONNECTION;
    let _ = stream.set_nonblocking(false);
    let _ = stream.set_write_timeout(Some(PER_CONNECTION));
    let mut head = Vec::new();
    let mut buf = [0u8; 2048];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") && head.len() < MAX_REQUEST {
        // Short reads, so that Stop and the connection's deadline are seen in time.
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() || cancel.load(Ordering::Relaxed) {
            return None;
        }
        let _ = stream.set_read_timeout(Some(left.min(Duration::from_millis(250))));
        match stream.read(&mut buf) {
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                continue;
            }
            Ok(0) | Err(_) => break,
            Ok(n) => head.extend_from_slice(&buf[..n]),
        }
    }
    let answer = parse(&head, state);
    let (status, text) = match &answer {
        Some(Answer::Code(_)) => (
            "200 OK",
            "Signed in. You can close this tab and go back to Mailto Preview.",
        ),
        Some(Answer::Denied(..)) => (
            "200 OK",
            "The sign-in was not completed. Go back to Mailto Preview to try again.",
        ),
        None => (
            "400 Bad Request",
            "This is not the answer this sign-in is waiting for.",
        ),
    };
    let page = format!(
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Mailto Preview</title></head><body><p>{text}</p></body></html>"
    );
    let _ = write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: {}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n{page}",
        page.len()
    );
    let _ = stream.flush();
    answer
}

/// The awaited answer in a request head, if it is one: `GET /?...state=STATE...`.
fn parse(head: &[u8], state: &str) -> Option<Answer> {
    let line = head.split(|&b| b == b'\r' || b == b'\n').next()?;
    let line = std::str::from_utf8(line).ok()?;
    let mut parts = line.split(' ');
    let (method, target) = (parts.next()?, parts.next()?);
    if method != "GET" {
        return None;
    }
    let url = oauth2::url::Url::parse(&format!("http://127.0.0.1{target}")).ok()?;
    if url.path() != "/" {
        return None;
    }
    let get = |key: &str| {
        url.query_pairs()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.into_owned())
    };
    if get("state").as_deref() != Some(state) {
        return None;
    }
    if let Some(code) = get("code").filter(|c| !c.is_empty()) {
        return Some(Answer::Code(code));
    }
    let error = get("error")?;
    Some(Answer::Denied(error, get("error_description")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_get_of_the_root_with_the_right_state_is_taken() {
        let code = |head: &str| match parse(head.as_bytes(), "s1") {
            Some(Answer::Code(c)) => Some(c),
            _ => None,
        };
        assert_eq!(
            code("GET /?code=abc%2Fd&state=s1 HTTP/1.1\r\nHost: x\r\n\r\n"),
            Some("abc/d".into())
        );
        assert_eq!(code("GET /?code=abc&state=s2 HTTP/1.1\r\n\r\n"), None);
        assert_eq!(code("GET /?code=abc HTTP/1.1\r\n\r\n"), None);
        assert_eq!(code("POST /?code=abc&state=s1 HTTP/1.1\r\n\r\n"), None);
        assert_eq!(
            code("GET /favicon.ico?code=abc&state=s1 HTTP/1.1\r\n\r\n"),
            None
        );
        assert_eq!(code("GET /?code=&state=s1 HTTP/1.1\r\n\r\n"), None);
        assert_eq!(code("\u{0}\u{1}garbage"), None);
        assert!(matches!(
            parse(b"GET /?error=access_denied&state=s1 HTTP/1.1\r\n\r\n", "s1"),
            Some(Answer::Denied(e, None)) if e == "access_denied"
        ));
    }

    /// Runs `browser` (given the listener's port) on a thread while the listener waits for
    /// `state=s1`; asserts that the wait ends with the code "good" and the port closed, and
    /// returns what `browser` returned.
    fn the_good_code_arrives_while<T: Send + 'static>(
        browser: impl FnOnce(u16) -> T + Send + 'static,
    ) -> T {
        let listener = Listener::bind().unwrap();
        let port = listener.port;
        let cancel = AtomicBool::new(false);
        let browser = std::thread::spawn(move || browser(port));
        let answer = listener
            .wait("s1", Duration::from_secs(30), &cancel)
            .unwrap();
        assert!(matches!(answer, Answer::Code(c) if c == "good"));
        // Closed once answered: nobody listens on the port any more.
        assert!(TcpStream::connect(("127.0.0.1", port)).is_err());
        browser.join().unwrap()
    }

    #[test]
    fn strangers_get_400_and_the_right_request_ends_the_wait() {
        let (stranger, right) = the_good_code_arrives_while(|port| {
            let get = |target: &str| {
                let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
                write!(s, "GET {target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").unwrap();
                let mut reply = String::new();
                let _ = s.read_to_string(&mut reply);
                reply
            };
            (get("/?code=evil&state=guess"), get("/?code=good&state=s1"))
        });
        assert!(stranger.starts_with("HTTP/1.1 400"), "{stranger}");
        assert!(right.contains("Signed in."), "{right}");
    }

    #[test]
    fn a_connection_that_dribbles_cannot_hold_the_listener() {
        the_good_code_arrives_while(|port| {
            // A local program that sends a byte now and then and never ends its request.
            let mut slow = TcpStream::connect(("127.0.0.1", port)).unwrap();
            let _ = slow.write_all(b"G");
            let mut right = TcpStream::connect(("127.0.0.1", port)).unwrap();
            write!(right, "GET /?code=good&state=s1 HTTP/1.1\r\n\r\n").unwrap();
            for _ in 0..40 {
                if slow.write_all(b"E").is_err() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(200));
            }
        });
    }

    #[test]
    fn a_cancel_or_the_time_limit_ends_the_wait() {
        let cancel = AtomicBool::new(true);
        let e = Listener::bind()
            .unwrap()
            .wait("s", Duration::from_secs(10), &cancel)
            .err();
        assert!(matches!(e, Some(SignInError::Cancelled)));
        let cancel = AtomicBool::new(false);
        let e = Listener::bind()
            .unwrap()
            .wait("s", Duration::from_millis(100), &cancel)
            .err();
        assert!(matches!(e, Some(SignInError::BrowserTimedOut { .. })));
    }
}
