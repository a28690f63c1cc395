//! One process, many clicks: a second launch hands its link to the process whose window is
//! already open, over a local socket (a Unix socket in the user's private runtime directory;
//! a named pipe on Windows), and exits. The running process opens another window for it.
//!
//! A click is never lost: the new process waits at most [`HANDOFF_WAIT`] for the running one
//! to say that a window took the link; without that answer it opens its own window, and the
//! running process withdraws the link it did not show in time, so it is never shown twice.
//!
//! The exchange, all of it bounded in size and time:
//! - client: [`MAGIC`], then the link and the config path, each as a 4-byte big-endian length
//!   and the bytes;
//! - server: `OK\n` once a window took the link; nothing (the connection closes) otherwise.

use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use interprocess::local_socket::prelude::*;
use interprocess::local_socket::{
    ConnectOptions, GenericFilePath, GenericNamespaced, Listener, ListenerOptions, Name, Stream,
};

use crate::mailto::MAX_URI_BYTES;

/// How long a new process waits for the running one before it opens its own window.
pub const HANDOFF_WAIT: Duration = Duration::from_millis(500);

/// The first bytes of a handoff: which program and which version of the exchange.
pub const MAGIC: &[u8] = b"MAILTO-PREVIEW 1\n";

/// The answer that a window took the link.
const ACK: &[u8] = b"OK\n";

/// The longest config path accepted in a handoff.
const MAX_PATH_BYTES: usize = 4096;

/// How long the running process waits for a client to send its link.
const READ_WAIT: Duration = Duration::from_secs(1);

/// A link handed from one process to another.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Handoff {
    /// The URI, as the system passed it.
    pub uri: Vec<u8>,
    /// The config file the new process would have used (absolute), so that the window it
    /// gets is the one it would have opened itself.
    pub config: Option<PathBuf>,
}

/// Where the running process listens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SocketName {
    /// A Unix socket file (in a directory only this user can enter).
    Path(PathBuf),
    /// A Windows named pipe, per user.
    Pipe(String),
}

impl SocketName {
    /// This user's socket: `$XDG_RUNTIME_DIR/mailto-preview.sock` (private to the user by the
    /// XDG base directory spec), else the platform cache directory; on Windows a named pipe
    /// carrying the user name. `None` when there is nowhere private to put it.
    pub fn for_user() -> Option<SocketName> {
        if cfg!(windows) {
            let user = std::env::var("USERNAME").unwrap_or_default();
            let user: String = user.chars().filter(|c| c.is_alphanumeric()).collect();
            return Some(SocketName::Pipe(format!("mailto-preview-{user}")));
        }
        // The runtime directory is the user's alone (XDG base directory spec). In a Flatpak
        // sandbox each instance has its own; `app/$FLATPAK_ID` in it is shared by all of them.
        let runtime = directories::BaseDirs::new()?
            .runtime_dir()
            .map(Path::to_path_buf);
        let path = match (runtime, std::env::var_os("FLATPAK_ID")) {
            (Some(runtime), Some(app)) => runtime.join("app").join(app).join("mailto-preview.sock"),
            (Some(runtime), None) => runtime.join("mailto-preview.sock"),
            (None, _) => directories::ProjectDirs::from("", "", "mailto-preview")?
                .cache_dir()
                .join("instance.sock"),
        };
        Some(SocketName::Path(path))
    }

    fn name(&self) -> io::Result<Name<'_>> {
        match self {
            SocketName::Path(p) => p.as_path().to_fs_name::<GenericFilePath>(),
            SocketName::Pipe(n) => n.as_str().to_ns_name::<GenericNamespaced>(),
        }
    }
}

/// Why a link could not be handed to a running process (the caller then opens its own window).
#[derive(Debug, thiserror::Error)]
pub enum HandoffError {
    /// No process listens: this one is the first.
    #[error("no Mailto Preview window is open")]
    NoneRunning,
    /// A process listens but did not take the link in time.
    #[error("the running Mailto Preview did not answer within {} ms", HANDOFF_WAIT.as_millis())]
    NoAnswer,
    /// The link or path is too long to hand over.
    #[error("the link is too long to hand to the running window")]
    TooLong,
}

/// Hands `handoff` to the running process, if there is one that answers within `wait`.
pub fn hand_over(
    socket: &SocketName,
    handoff: &Handoff,
    wait: Duration,
) -> Result<(), HandoffError> {
    let frame = encode(handoff).ok_or(HandoffError::TooLong)?;
    let deadline = Instant::now() + wait;
    let name = socket.name().map_err(|_| HandoffError::NoneRunning)?;
    let mut stream = ConnectOptions::new()
        .name(name)
        .wait_mode(interprocess::ConnectWaitMode::Timeout(wait))
        .connect_sync()
        .map_err(|_| HandoffError::NoneRunning)?;
    let exchange = |stream: &mut Stream| -> io::Result<bool> {
        let left = deadline.saturating_duration_since(Instant::now());
        let left = left.max(Duration::from_millis(1));
        stream.set_send_timeout(Some(left))?;
        stream.set_recv_timeout(Some(left))?;
        stream.write_all(&frame)?;
        stream.flush()?;
        let mut answer = [0u8; ACK.len()];
        stream.read_exact(&mut answer)?;
        Ok(answer == ACK)
    };
    match exchange(&mut stream) {
        Ok(true) => Ok(()),
        _ => Err(HandoffError::NoAnswer),
    }
}

/// The bytes a client sends; `None` when a part is too long to be accepted.
fn encode(handoff: &Handoff) -> Option<Vec<u8>> {
    let config = match &handoff.config {
        Some(p) => p.to_str()?.as_bytes(),
        None => &[],
    };
    if handoff.uri.len() > MAX_URI_BYTES || config.len() > MAX_PATH_BYTES {
        return None;
    }
    let mut frame = MAGIC.to_vec();
    for part in [&handoff.uri[..], config] {
        frame.extend_from_slice(&(part.len() as u32).to_be_bytes());
        frame.extend_from_slice(part);
    }
    Some(frame)
}

/// Reads one client's frame, refusing anything that is not ours or too long.
fn decode(stream: &mut impl Read) -> io::Result<Handoff> {
    let bad = |what: &str| io::Error::new(io::ErrorKind::InvalidData, what.to_string());
    let mut magic = [0u8; MAGIC.len()];
    stream.read_exact(&mut magic)?;
    if magic != MAGIC {
        return Err(bad("not a Mailto Preview handoff"));
    }
    let mut part = |max: usize| -> io::Result<Vec<u8>> {
        let mut len = [0u8; 4];
        stream.read_exact(&mut len)?;
        let len = u32::from_be_bytes(len) as usize;
        if len > max {
            return Err(bad("a part is longer than accepted"));
        }
        let mut bytes = vec![0; len];
        stream.read_exact(&mut bytes)?;
        Ok(bytes)
    };
    let uri = part(MAX_URI_BYTES)?;
    let config = part(MAX_PATH_BYTES)?;
    let config = if config.is_empty() {
        None
    } else {
        Some(PathBuf::from(
            String::from_utf8(config).map_err(|_| bad("the config path is not UTF-8"))?,
        ))
    };
    Ok(Handoff { uri, config })
}

const PENDING: u8 = 0;
const TAKEN: u8 = 1;
const WITHDRAWN: u8 = 2;

/// A link that arrived from another process, waiting for a window to take it.
#[derive(Debug)]
pub struct Arrival {
    handoff: Handoff,
    state: Arc<AtomicU8>,
    taken: mpsc::Sender<()>,
}

impl Arrival {
    /// Claims the link for a window; `None` if it waited too long and the other process is
    /// showing it itself.
    pub fn take(self) -> Option<Handoff> {
        self.state
            .compare_exchange(PENDING, TAKEN, Ordering::AcqRel, Ordering::Acquire)
            .ok()?;
        let _ = self.taken.send(());
        Some(self.handoff)
    }

    /// A link for tests and for links that come from the platform rather than a socket
    /// (macOS hands clicks to a running app as Apple Events).
    pub fn direct(handoff: Handoff) -> Arrival {
        Arrival {
            handoff,
            state: Arc::new(AtomicU8::new(PENDING)),
            taken: mpsc::channel().0,
        }
    }
}

/// The running process's end: listening for new clicks. Dropping it removes the socket file,
/// unless another process has replaced it since.
pub struct Server {
    _listener_thread: std::thread::JoinHandle<()>,
    #[cfg(unix)]
    socket_file: Option<(PathBuf, u64)>,
}

impl Drop for Server {
    fn drop(&mut self) {
        #[cfg(unix)]
        if let Some((path, ino)) = &self.socket_file
            && std::fs::metadata(path)
                .is_ok_and(|m| std::os::unix::fs::MetadataExt::ino(&m) == *ino)
        {
            let _ = std::fs::remove_file(path);
        }
    }
}

impl std::fmt::Debug for Server {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Server")
    }
}

/// Starts listening on `socket` (replacing a stale socket a crashed process left behind):
/// each link that arrives is sent to `arrivals`, then `wake` is called so the window looks
/// at it. The socket is removed when the process exits normally.
pub fn listen(
    socket: &SocketName,
    arrivals: mpsc::Sender<Arrival>,
    wake: impl Fn() + Send + 'static,
) -> io::Result<Server> {
    if let SocketName::Path(p) = socket
        && let Some(dir) = p.parent()
    {
        crate::files::create_private_dir(dir)?;
    }
    let listener = ListenerOptions::new()
        .name(socket.name()?)
        .try_overwrite(true)
        .max_spin_time(Duration::from_millis(200))
        .create_sync()?;
    let thread = std::thread::Builder::new()
        .name("handoff".into())
        .spawn(move || serve(&listener, &arrivals, &wake))?;
    Ok(Server {
        _listener_thread: thread,
        #[cfg(unix)]
        socket_file: match socket {
            SocketName::Path(p) => std::fs::metadata(p)
                .ok()
                .map(|m| (p.clone(), std::os::unix::fs::MetadataExt::ino(&m))),
            SocketName::Pipe(_) => None,
        },
    })
}

fn serve(listener: &Listener, arrivals: &mpsc::Sender<Arrival>, wake: &dyn Fn()) {
    for conn in listener.incoming() {
        let Ok(mut conn) = conn else {
            // Out of descriptors or similar: do not spin while it lasts.
            std::thread::sleep(Duration::from_millis(50));
            continue;
        };
        // One client at a time; each is bounded by READ_WAIT and HANDOFF_WAIT.
        if conn.set_recv_timeout(Some(READ_WAIT)).is_err() {
            continue;
        }
        let Ok(handoff) = decode(&mut conn) else {
            continue;
        };
        let state = Arc::new(AtomicU8::new(PENDING));
        let (taken_tx, taken_rx) = mpsc::channel();
        let arrival = Arrival {
            handoff,
            state: state.clone(),
            taken: taken_tx,
        };
        if arrivals.send(arrival).is_err() {
            return; // the windows are gone: the process is ending
        }
        wake();
        let took = taken_rx.recv_timeout(HANDOFF_WAIT).is_ok()
            || state
                .compare_exchange(PENDING, WITHDRAWN, Ordering::AcqRel, Ordering::Acquire)
                .is_err();
        if took {
            let _ = conn.set_send_timeout(Some(READ_WAIT));
            let _ = conn.write_all(ACK);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn socket(dir: &tempdir::Dir) -> SocketName {
        SocketName::Path(dir.0.join("run").join("test.sock"))
    }

    mod tempdir {
        pub struct Dir(pub std::path::PathBuf);
        impl Dir {
            pub fn new(tag: &str) -> Dir {
                let p = std::env::temp_dir().join(format!(
                    "mailto-preview-instance-{tag}-{}",
                    std::process::id()
                ));
                let _ = std::fs::remove_dir_all(&p);
                std::fs::create_dir_all(&p).unwrap();
                Dir(p)
            }
        }
        impl Drop for Dir {
            fn drop(&mut self) {
                let _ = std::fs::remove_dir_all(&self.0);
            }
        }
    }

    fn handoff() -> Handoff {
        Handoff {
            uri: b"mailto:a@example.org?subject=Hi%20there&attach=/etc/passwd".to_vec(),
            config: Some(PathBuf::from("/home/me/.config/mailto-preview/config.toml")),
        }
    }

    #[test]
    fn frame_round_trips_and_refuses_what_is_not_ours() {
        let h = handoff();
        let frame = encode(&h).unwrap();
        assert_eq!(decode(&mut &frame[..]).unwrap(), h);
        let none = Handoff {
            uri: vec![0xff, b'x'],
            config: None,
        };
        assert_eq!(decode(&mut &encode(&none).unwrap()[..]).unwrap(), none);
        assert!(decode(&mut &b"GET / HTTP/1.1\r\n\r\n"[..]).is_err());
        let mut huge = MAGIC.to_vec();
        huge.extend_from_slice(&u32::MAX.to_be_bytes());
        assert!(
            decode(&mut &huge[..]).is_err(),
            "a huge length is refused, not allocated"
        );
        let mut truncated = frame.clone();
        truncated.truncate(frame.len() - 3);
        assert!(decode(&mut &truncated[..]).is_err());
        let long = Handoff {
            uri: vec![b'a'; MAX_URI_BYTES + 1],
            config: None,
        };
        assert!(encode(&long).is_none());
    }

    #[test]
    fn nobody_listening_means_this_process_is_first() {
        let dir = tempdir::Dir::new("none");
        let err = hand_over(&socket(&dir), &handoff(), HANDOFF_WAIT).unwrap_err();
        assert!(matches!(err, HandoffError::NoneRunning), "{err:?}");
    }

    #[test]
    fn a_taken_link_is_acknowledged() {
        let dir = tempdir::Dir::new("taken");
        let (tx, rx) = mpsc::channel();
        let _server = listen(&socket(&dir), tx, || {}).unwrap();
        let taker = std::thread::spawn(move || rx.recv().unwrap().take());
        hand_over(&socket(&dir), &handoff(), HANDOFF_WAIT).unwrap();
        assert_eq!(taker.join().unwrap(), Some(handoff()));
    }

    #[test]
    fn a_link_not_taken_in_time_is_withdrawn_and_the_client_told_no() {
        let dir = tempdir::Dir::new("slow");
        let (tx, rx) = mpsc::channel();
        let _server = listen(&socket(&dir), tx, || {}).unwrap();
        let started = Instant::now();
        let err = hand_over(&socket(&dir), &handoff(), Duration::from_millis(200)).unwrap_err();
        assert!(matches!(err, HandoffError::NoAnswer), "{err:?}");
        assert!(started.elapsed() < Duration::from_secs(2));
        // The window wakes up late: the link is not shown a second time.
        let late = rx.recv_timeout(Duration::from_secs(2)).unwrap();
        std::thread::sleep(HANDOFF_WAIT);
        assert_eq!(late.take(), None);
    }

    #[cfg(unix)]
    #[test]
    fn a_stale_socket_from_a_crashed_process_is_replaced() {
        let dir = tempdir::Dir::new("stale");
        let SocketName::Path(path) = socket(&dir) else {
            unreachable!()
        };
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        drop(std::os::unix::net::UnixListener::bind(&path).unwrap());
        assert!(path.exists(), "the dropped listener left its file");
        assert!(matches!(
            hand_over(&socket(&dir), &handoff(), HANDOFF_WAIT),
            Err(HandoffError::NoneRunning)
        ));
        let (tx, rx) = mpsc::channel();
        let _server = listen(&socket(&dir), tx, || {}).unwrap();
        let taker = std::thread::spawn(move || rx.recv().unwrap().take());
        hand_over(&socket(&dir), &handoff(), HANDOFF_WAIT).unwrap();
        assert!(taker.join().unwrap().is_some());
    }
}
