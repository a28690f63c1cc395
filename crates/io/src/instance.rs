//! One process, many clicks: a second launch hands its link to the process whose window is
//! already open, over a local socket (a Unix socket in the user's private runtime directory;
//! a named pipe on Windows), and exits. The running process opens another window for it.
//!
//! Every click is shown exactly once. The running process decides, in one place (its
//! [`Gate`]), and both sides learn the decision before either shows anything:
//!
//! 1. The launcher connects and sends [`MAGIC`], then the link, the config path, the
//!    launcher's activation token (so the new window may take the focus) and the files the
//!    person gave with `--attach` (absolute paths, separated by NUL), each as a 4-byte
//!    big-endian length and the bytes (bounded in size).
//! 2. The running process reads it on a thread of its own for that connection (never waiting
//!    for the windows, at most a second) and answers at once: `OK\n` when it will show the
//!    link, `NO\n` when it is closing (its last window is done), nothing when the request is not
//!    ours. From `OK` on, the link is counted as in flight and the process does not exit.
//! 3. The launcher waits at most [`HANDOFF_WAIT`] for that answer. On `OK` it writes the
//!    verdict `GO\n` and exits at once. On `NO`, no answer, or no answer in time (a process that
//!    is stopped or hung) it writes `BY\n` if it can and opens its own window.
//! 4. After `OK`, the running process reads the verdict, waiting as long as the launcher lives:
//!    `GO` (or the launcher ending without a verdict, which only a crash does) and it shows the
//!    link; `BY` and it drops it, because the launcher shows it. A launcher writes exactly one
//!    verdict, before it closes, so the process reads the same decision the launcher acted on,
//!    however late it wakes up; a process that dies before reading it closes the connection,
//!    so the launcher's `GO` fails and it shows the link itself.
//!
//! A process whose last window is done closes its gate only when no link is in flight; a link
//! in flight then moves into its window instead.

use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use interprocess::local_socket::prelude::*;
use interprocess::local_socket::{
    ConnectOptions, GenericFilePath, GenericNamespaced, Listener, ListenerOptions, Name, Stream,
};

use crate::mailto::MAX_URI_BYTES;

/// How long a launcher waits for the running process's answer before it opens its own window.
/// The answer comes from a thread that does not wait for the windows, so a process that is
/// alive answers in milliseconds; this only bounds a stopped or hung one.
pub const HANDOFF_WAIT: Duration = Duration::from_millis(1000);

/// The first bytes of a request: which program and which version of the exchange.
pub const MAGIC: &[u8] = b"MAILTO-PREVIEW 4\n";

/// The running process will show the link (once the launcher says `GO`).
const OK: &[u8; 3] = b"OK\n";
/// The running process is closing: the launcher shows the link.
const NO: &[u8; 3] = b"NO\n";
/// The launcher's verdict after `OK`: it exits, the running process shows the link.
const GO: &[u8; 3] = b"GO\n";
/// The launcher's verdict when the answer came too late: it shows the link itself.
const BY: &[u8; 3] = b"BY\n";

/// The longest config path accepted in a request.
const MAX_PATH_BYTES: usize = 4096;

/// The longest activation token accepted (GNOME's and KDE's are well under 100 bytes).
const MAX_TOKEN_BYTES: usize = 1024;

/// The most bytes of attached files' paths accepted (64 paths of the longest config path).
const MAX_FILES_BYTES: usize = 64 * MAX_PATH_BYTES;

/// How long the running process waits for a launcher to send its request.
const READ_WAIT: Duration = Duration::from_secs(1);

/// The most requests the running process handles at once; past it, it answers `NO` (the
/// launchers then open their own windows) rather than start more threads.
const MAX_IN_PROGRESS: usize = 64;

/// A link handed from one process to another.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Handoff {
    /// The URI, as the system passed it.
    pub uri: Vec<u8>,
    /// The config file the new process would have used (absolute), so that the window it
    /// gets is the one it would have opened itself.
    pub config: Option<PathBuf>,
    /// The launcher's activation token (`XDG_ACTIVATION_TOKEN` on Wayland, `DESKTOP_STARTUP_ID`
    /// on X11), which lets the window opened for it take the focus: the desktop gave it to the
    /// launcher, not to the running process.
    pub activation_token: Option<String>,
    /// Files the person gave with `--attach`, absolute: the window checks them like files
    /// chosen in it.
    pub attachments: Vec<PathBuf>,
}

impl Handoff {
    /// A link with the token this process was started with, taken from the environment
    /// (where the desktop or `gio launch` puts it).
    pub fn with_launch_token(uri: Vec<u8>, config: Option<PathBuf>) -> Handoff {
        Handoff {
            uri,
            config,
            activation_token: launch_token(),
            attachments: Vec::new(),
        }
    }
}

/// The activation token the desktop started this process with, if any.
pub fn launch_token() -> Option<String> {
    ["XDG_ACTIVATION_TOKEN", "DESKTOP_STARTUP_ID"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .find(|t| !t.is_empty() && t.len() <= MAX_TOKEN_BYTES)
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
    /// The running process is closing and said so.
    #[error("the running Mailto Preview is closing")]
    Closing,
    /// A process listens but did not answer in time (stopped or hung); it was told so and
    /// will not show the link.
    #[error("the running Mailto Preview did not answer within {} ms", HANDOFF_WAIT.as_millis())]
    NoAnswer,
    /// The running process went away after it answered.
    #[error("the running Mailto Preview went away")]
    Gone,
    /// The link or path is too long to hand over.
    #[error("the link is too long to hand to the running window")]
    TooLong,
}

/// Hands `handoff` to the running process, if there is one that answers within `wait`.
/// `Ok` means the running process shows the link; any error means it never will, and the
/// caller shows it.
/// Whether a process listens on `socket` now (a stale socket file from a crashed process
/// refuses the connection). `--resident` asks before it takes the socket over.
pub fn running(socket: &SocketName) -> bool {
    let Ok(name) = socket.name() else {
        return false;
    };
    // Connecting and closing at once: the running process reads no request and answers
    // nothing (a request that is not ours), so it shows nothing.
    ConnectOptions::new()
        .name(name)
        .wait_mode(interprocess::ConnectWaitMode::Timeout(HANDOFF_WAIT))
        .connect_sync()
        .is_ok()
}

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
    let left = || {
        deadline
            .saturating_duration_since(Instant::now())
            .max(Duration::from_millis(1))
    };
    let ask = |stream: &mut Stream| -> io::Result<[u8; 3]> {
        stream.set_send_timeout(Some(left()))?;
        stream.write_all(&frame)?;
        stream.flush()?;
        stream.set_recv_timeout(Some(left()))?;
        let mut answer = [0u8; 3];
        stream.read_exact(&mut answer)?;
        Ok(answer)
    };
    let verdict = |stream: &mut Stream, v: &[u8; 3]| -> io::Result<()> {
        stream.set_send_timeout(Some(READ_WAIT))?;
        stream.write_all(v)?;
        stream.flush()
    };
    match ask(&mut stream) {
        Ok(a) if &a == OK => verdict(&mut stream, GO).map_err(|_| HandoffError::Gone),
        Ok(a) if &a == NO => Err(HandoffError::Closing),
        // No answer in time, or not one of ours: say that this launcher shows the link, so that
        // a process that wakes up later does not show it too.
        _ => {
            let _ = verdict(&mut stream, BY);
            Err(HandoffError::NoAnswer)
        }
    }
}

/// The bytes a client sends; `None` when a part is too long to be accepted.
fn encode(handoff: &Handoff) -> Option<Vec<u8>> {
    let config = match &handoff.config {
        Some(p) => p.to_str()?.as_bytes(),
        None => &[],
    };
    let token = handoff.activation_token.as_deref().unwrap_or("").as_bytes();
    let mut files = Vec::new();
    for (i, path) in handoff.attachments.iter().enumerate() {
        if i > 0 {
            files.push(0);
        }
        files.extend_from_slice(path_bytes(path)?);
    }
    if handoff.uri.len() > MAX_URI_BYTES
        || config.len() > MAX_PATH_BYTES
        || token.len() > MAX_TOKEN_BYTES
        || files.len() > MAX_FILES_BYTES
    {
        return None;
    }
    let mut frame = MAGIC.to_vec();
    for part in [&handoff.uri[..], config, token, &files[..]] {
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
    let token = part(MAX_TOKEN_BYTES)?;
    // A token is printable ASCII (startup-notification spec; xdg-activation tokens are
    // opaque strings): anything else is not passed to the window system.
    let activation_token = match String::from_utf8(token) {
        Ok(t) if !t.is_empty() && t.bytes().all(|b| b.is_ascii_graphic()) => Some(t),
        _ => None,
    };
    let files = part(MAX_FILES_BYTES)?;
    let attachments = files
        .split(|b| *b == 0)
        .filter(|p| !p.is_empty())
        .map(|p| path_from_bytes(p).ok_or_else(|| bad("an attached file's path is not readable")))
        .collect::<io::Result<Vec<PathBuf>>>()?;
    Ok(Handoff {
        uri,
        config,
        activation_token,
        attachments,
    })
}

/// A path's bytes: as they are on Unix (any bytes but NUL), UTF-8 elsewhere.
fn path_bytes(path: &Path) -> Option<&[u8]> {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt as _;
        let bytes = path.as_os_str().as_bytes();
        (!bytes.contains(&0)).then_some(bytes)
    }
    #[cfg(not(unix))]
    {
        path.to_str().map(str::as_bytes)
    }
}

/// The path [`path_bytes`] gave the bytes of.
fn path_from_bytes(bytes: &[u8]) -> Option<PathBuf> {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt as _;
        Some(PathBuf::from(std::ffi::OsStr::from_bytes(bytes)))
    }
    #[cfg(not(unix))]
    {
        std::str::from_utf8(bytes).ok().map(PathBuf::from)
    }
}

/// The running process's promise about links, shared by its listener and its windows: it
/// accepts links until its windows are done, and is not done while a link it accepted is
/// still on its way to a window.
#[derive(Debug, Clone, Default)]
pub struct Gate(Arc<Mutex<GateState>>);

#[derive(Debug, Default)]
struct GateState {
    /// No more links are accepted.
    closed: bool,
    /// Links answered `OK` and not yet dropped or in a window.
    in_flight: usize,
    /// Requests being read or answered (bounded by [`MAX_IN_PROGRESS`]).
    in_progress: usize,
}

impl Gate {
    fn state(&self) -> std::sync::MutexGuard<'_, GateState> {
        // A panic while holding the lock leaves plain counters behind: still usable.
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Accepts one more link unless closed: the caller answers `OK`, and the link counts as in
    /// flight until its [`Ticket`] is dropped.
    fn admit(&self) -> Option<Ticket> {
        let mut s = self.state();
        if s.closed {
            return None;
        }
        s.in_flight += 1;
        Some(Ticket(self.clone()))
    }

    /// Closes the gate if no link is in flight; the windows may then all close. `false`: a
    /// link is on its way, and a window must stay for it.
    pub fn close_if_idle(&self) -> bool {
        let mut s = self.state();
        if s.in_flight == 0 {
            s.closed = true;
        }
        s.closed
    }

    /// A link accepted as the listener accepts one, in flight until its window takes it
    /// (`None` once closed): for the windows' host's tests (feature `test-support`).
    #[cfg(any(test, feature = "test-support"))]
    pub fn arrival_in_flight(&self, handoff: Handoff) -> Option<Arrival> {
        Some(Arrival {
            handoff,
            _ticket: Some(self.admit()?),
        })
    }

    /// How many accepted links have not reached a window yet.
    pub fn in_flight(&self) -> usize {
        self.state().in_flight
    }
}

/// One accepted link in flight; dropping it (the link dropped, or handed to a window) settles it.
#[derive(Debug)]
struct Ticket(Gate);

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut s = self.0.state();
        s.in_flight = s.in_flight.saturating_sub(1);
    }
}

/// A link that arrived from another process (or from the platform), for a window.
#[derive(Debug)]
pub struct Arrival {
    handoff: Handoff,
    _ticket: Option<Ticket>,
}

impl Arrival {
    /// The link, for a window; once taken it is no longer in flight.
    pub fn take(self) -> Handoff {
        self.handoff
    }

    /// A link for tests and for links that come from the platform rather than a socket
    /// (macOS hands clicks to a running app as Apple Events).
    pub fn direct(handoff: Handoff) -> Arrival {
        Arrival {
            handoff,
            _ticket: None,
        }
    }
}

/// The running process's end: listening for new clicks. Dropping it removes the socket file,
/// unless another process has replaced it since.
pub struct Server {
    gate: Gate,
    #[cfg(unix)]
    socket_file: Option<(PathBuf, u64)>,
}

impl Server {
    /// The gate the windows close through.
    pub fn gate(&self) -> Gate {
        self.gate.clone()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        // Whatever happens next, no new link is accepted.
        self.gate.state().closed = true;
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
    wake: impl Fn() + Send + Sync + 'static,
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
    let gate = Gate::default();
    let serving = gate.clone();
    let wake: Arc<dyn Fn() + Send + Sync> = Arc::new(wake);
    // Should no thread start, the listener is dropped: later clicks find no one listening and
    // start a process of their own.
    // Not a `Task`: the listener serves the whole process, not one window.
    let _ = std::thread::Builder::new()
        .name("handoff".into())
        .spawn(move || serve(&listener, &arrivals, &wake, &serving));
    Ok(Server {
        gate,
        #[cfg(unix)]
        socket_file: match socket {
            SocketName::Path(p) => std::fs::metadata(p)
                .ok()
                .map(|m| (p.clone(), std::os::unix::fs::MetadataExt::ino(&m))),
            SocketName::Pipe(_) => None,
        },
    })
}

/// Accepts connections, each answered on a thread of its own so that a slow or stopped
/// launcher never holds up the next one.
fn serve(
    listener: &Listener,
    arrivals: &mpsc::Sender<Arrival>,
    wake: &Arc<dyn Fn() + Send + Sync>,
    gate: &Gate,
) {
    for conn in listener.incoming() {
        let Ok(mut conn) = conn else {
            // Out of descriptors or similar: do not spin while it lasts.
            std::thread::sleep(Duration::from_millis(50));
            continue;
        };
        let busy = {
            let mut s = gate.state();
            let busy = s.in_progress >= MAX_IN_PROGRESS;
            if !busy {
                s.in_progress += 1;
            }
            busy
        };
        if busy {
            let _ = conn.set_send_timeout(Some(READ_WAIT));
            let _ = conn.write_all(NO);
            continue;
        }
        let (arrivals, wake, conn_gate) = (arrivals.clone(), wake.clone(), gate.clone());
        // Not a `Task`: one connection's answer, served by the listener, not by a window.
        let spawned = std::thread::Builder::new()
            .name("handoff-conn".into())
            .spawn(move || {
                serve_one(&mut conn, &arrivals, &conn_gate);
                conn_gate.state().in_progress -= 1;
                wake();
            });
        if spawned.is_err() {
            gate.state().in_progress -= 1;
        }
    }
}

/// One launcher's exchange, steps 2 and 4 of the module's protocol.
fn serve_one(conn: &mut Stream, arrivals: &mpsc::Sender<Arrival>, gate: &Gate) {
    let Some((handoff, ticket)) = answer(conn, gate) else {
        return;
    };
    if launcher_says_go(conn) {
        let _ = arrivals.send(Arrival {
            handoff,
            _ticket: Some(ticket),
        });
    }
}

/// Step 2: reads the request and answers it; `Some` when the answer was `OK`.
fn answer(conn: &mut Stream, gate: &Gate) -> Option<(Handoff, Ticket)> {
    conn.set_recv_timeout(Some(READ_WAIT)).ok()?;
    // Not ours, or too slow: no answer, and the launcher shows its link.
    let handoff = decode(conn).ok()?;
    let _ = conn.set_send_timeout(Some(READ_WAIT));
    let Some(ticket) = gate.admit() else {
        let _ = conn.write_all(NO);
        return None;
    };
    // A failed write: the launcher gave up and closed, and shows the link.
    conn.write_all(OK).and_then(|()| conn.flush()).ok()?;
    Some((handoff, ticket))
}

/// Step 4: the launcher's verdict after `OK`, waited for as long as the launcher lives, since
/// it acts on it. A launcher that ends without one (only a crash does) showed nothing.
fn launcher_says_go(conn: &mut Stream) -> bool {
    if conn.set_recv_timeout(None).is_err() {
        return true;
    }
    let mut verdict = [0u8; 3];
    match conn.read_exact(&mut verdict) {
        Ok(()) => &verdict == GO,
        Err(_) => true,
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

    /// How long a check that no link arrives watches: long enough for a listener thread to
    /// have answered on a busy machine (it answers in milliseconds on an idle one).
    const NOTHING_FOR: Duration = Duration::from_secs(2);

    /// Whether nothing arrives on `rx` for [`NOTHING_FOR`].
    fn nothing_arrives(rx: &mpsc::Receiver<Arrival>) -> bool {
        rx.recv_timeout(NOTHING_FOR).is_err()
    }

    fn handoff() -> Handoff {
        Handoff {
            uri: b"mailto:a@example.org?subject=Hi%20there&attach=/etc/passwd".to_vec(),
            config: Some(PathBuf::from("/home/me/.config/mailto-preview/config.toml")),
            activation_token: Some("gnome-shell/Firefox/4242-0-host_TIME1234".into()),
            attachments: vec![
                PathBuf::from("/home/me/Lebenslauf Jürgen.pdf"),
                PathBuf::from("/home/me/photo.jpg"),
            ],
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
            activation_token: None,
            attachments: Vec::new(),
        };
        assert_eq!(decode(&mut &encode(&none).unwrap()[..]).unwrap(), none);
        assert!(decode(&mut &b"GET / HTTP/1.1\r\n\r\n"[..]).is_err());
        // A token that could smuggle anything past the window system is not passed on.
        for hostile in ["tok\nen", "tok en", "t\u{00e9}", "\u{1b}[2J"] {
            let h = Handoff {
                activation_token: Some(hostile.into()),
                ..handoff()
            };
            let got = decode(&mut &encode(&h).unwrap()[..]).unwrap();
            assert_eq!(got.activation_token, None, "{hostile:?}");
            assert_eq!(got.uri, h.uri);
        }
        let long_token = Handoff {
            activation_token: Some("a".repeat(MAX_TOKEN_BYTES + 1)),
            ..handoff()
        };
        assert!(encode(&long_token).is_none());
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
            activation_token: None,
            attachments: Vec::new(),
        };
        assert!(encode(&long).is_none());
        let too_many_files = Handoff {
            attachments: vec![PathBuf::from("/".to_string() + &"a".repeat(4000)); 70],
            ..handoff()
        };
        assert!(encode(&too_many_files).is_none());
    }

    #[test]
    fn a_listening_process_is_seen_and_a_stale_socket_is_not() {
        let dir = tempdir::Dir::new("running");
        assert!(!running(&socket(&dir)));
        let (tx, rx) = mpsc::channel();
        let server = listen(&socket(&dir), tx, || {}).unwrap();
        assert!(running(&socket(&dir)));
        assert!(nothing_arrives(&rx), "nothing shown");
        assert_eq!(server.gate().in_flight(), 0);
    }

    #[test]
    fn nobody_listening_means_this_process_is_first() {
        let dir = tempdir::Dir::new("none");
        let err = hand_over(&socket(&dir), &handoff(), HANDOFF_WAIT).unwrap_err();
        assert!(matches!(err, HandoffError::NoneRunning), "{err:?}");
    }

    /// A listener that answers nothing by itself: the test plays the running process's part
    /// step by step, to put its steps in any order against the launcher's.
    fn bare_listener(dir: &tempdir::Dir) -> Listener {
        let SocketName::Path(path) = socket(dir) else {
            unreachable!()
        };
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        ListenerOptions::new()
            .name(socket(dir).name().unwrap())
            .create_sync()
            .unwrap()
    }

    fn launch(
        dir: &tempdir::Dir,
        wait: Duration,
    ) -> std::thread::JoinHandle<Result<(), HandoffError>> {
        let socket = socket(dir);
        std::thread::spawn(move || hand_over(&socket, &handoff(), wait))
    }

    #[test]
    fn an_accepted_link_reaches_a_window_once() {
        let dir = tempdir::Dir::new("taken");
        let (tx, rx) = mpsc::channel();
        let server = listen(&socket(&dir), tx, || {}).unwrap();
        hand_over(&socket(&dir), &handoff(), HANDOFF_WAIT).unwrap();
        let arrival = rx.recv_timeout(Duration::from_secs(5)).unwrap();
        assert_eq!(
            server.gate().in_flight(),
            1,
            "in flight until a window takes it"
        );
        assert!(
            !server.gate().close_if_idle(),
            "the window must wait for it"
        );
        // All of it, the launcher's activation token included, so the window it gets may
        // take the focus.
        let got = arrival.take();
        assert_eq!(got, handoff());
        assert_eq!(
            got.activation_token.as_deref(),
            Some("gnome-shell/Firefox/4242-0-host_TIME1234")
        );
        assert_eq!(server.gate().in_flight(), 0);
        assert!(nothing_arrives(&rx), "once");
        assert!(server.gate().close_if_idle());
    }

    #[test]
    fn a_closing_process_says_no_and_the_launcher_shows_the_link() {
        let dir = tempdir::Dir::new("closing");
        let (tx, rx) = mpsc::channel();
        let server = listen(&socket(&dir), tx, || {}).unwrap();
        assert!(server.gate().close_if_idle());
        let err = hand_over(&socket(&dir), &handoff(), HANDOFF_WAIT).unwrap_err();
        assert!(matches!(err, HandoffError::Closing), "{err:?}");
        assert!(nothing_arrives(&rx));
    }

    #[test]
    fn a_process_that_wakes_after_the_launcher_gave_up_does_not_show_the_link() {
        // The running process is stopped (or busy) past the launcher's wait.
        let dir = tempdir::Dir::new("stopped");
        let listener = bare_listener(&dir);
        let launcher = launch(&dir, Duration::from_millis(200));
        let mut conn = listener.accept().unwrap();
        let err = launcher.join().unwrap().unwrap_err();
        assert!(matches!(err, HandoffError::NoAnswer), "{err:?}");
        // It wakes up: reads the request, answers OK into the void, reads the verdict.
        let (tx, rx) = mpsc::channel();
        let gate = Gate::default();
        serve_one(&mut conn, &tx, &gate);
        assert!(rx.try_recv().is_err(), "the launcher showed it; not twice");
        assert_eq!(gate.in_flight(), 0);
    }

    #[test]
    fn a_process_stopped_after_answering_still_shows_the_link_the_launcher_left_to_it() {
        let dir = tempdir::Dir::new("stopped-after-ok");
        let listener = bare_listener(&dir);
        let launcher = launch(&dir, Duration::from_millis(500));
        let mut conn = listener.accept().unwrap();
        let gate = Gate::default();
        let (h, ticket) = answer(&mut conn, &gate).expect("answered OK");
        // The launcher has its answer and exits at once: the process reads the verdict only
        // after the launcher is gone (and its own wait over), from what it left in the socket.
        launcher.join().unwrap().unwrap();
        assert!(launcher_says_go(&mut conn));
        assert_eq!(h, handoff());
        assert_eq!(gate.in_flight(), 1);
        drop(ticket);
        assert_eq!(gate.in_flight(), 0);
    }

    #[test]
    fn a_launcher_that_crashes_after_the_answer_leaves_the_link_to_the_process() {
        let dir = tempdir::Dir::new("crashed");
        let (tx, rx) = mpsc::channel();
        let _server = listen(&socket(&dir), tx, || {}).unwrap();
        let mut stream = ConnectOptions::new()
            .name(socket(&dir).name().unwrap())
            .connect_sync()
            .unwrap();
        stream.write_all(&encode(&handoff()).unwrap()).unwrap();
        let mut answer = [0u8; 3];
        stream.read_exact(&mut answer).unwrap();
        assert_eq!(&answer, OK);
        drop(stream); // no verdict
        assert_eq!(
            rx.recv_timeout(Duration::from_secs(5)).unwrap().take(),
            handoff()
        );
    }

    #[test]
    fn a_request_that_is_not_ours_gets_no_answer_and_shows_nothing() {
        let dir = tempdir::Dir::new("garbage");
        let (tx, rx) = mpsc::channel();
        let server = listen(&socket(&dir), tx, || {}).unwrap();
        let mut stream = ConnectOptions::new()
            .name(socket(&dir).name().unwrap())
            .connect_sync()
            .unwrap();
        stream.write_all(b"GET / HTTP/1.1\r\n\r\n").unwrap();
        stream
            .set_recv_timeout(Some(Duration::from_secs(5)))
            .unwrap();
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        assert!(answer.is_empty());
        assert!(nothing_arrives(&rx));
        assert_eq!(server.gate().in_flight(), 0);
    }

    #[test]
    fn a_burst_of_launchers_is_answered_in_parallel_each_link_once() {
        let dir = tempdir::Dir::new("burst");
        let (tx, rx) = mpsc::channel();
        let _server = listen(&socket(&dir), tx, || {}).unwrap();
        // One launcher stopped mid-request must not hold up the others.
        let mut stalled = ConnectOptions::new()
            .name(socket(&dir).name().unwrap())
            .connect_sync()
            .unwrap();
        stalled.write_all(&MAGIC[..4]).unwrap();
        let launchers: Vec<_> = (0..40)
            .map(|i| {
                let socket = socket(&dir);
                std::thread::spawn(move || {
                    let h = Handoff {
                        uri: format!("mailto:u{i}@example.org").into_bytes(),
                        config: None,
                        activation_token: None,
                        attachments: Vec::new(),
                    };
                    hand_over(&socket, &h, HANDOFF_WAIT).map(|()| i)
                })
            })
            .collect();
        let mut handed: Vec<usize> = launchers
            .into_iter()
            .map(|l| l.join().unwrap().expect("answered in time"))
            .collect();
        handed.sort_unstable();
        let mut shown: Vec<String> = (0..40)
            .map(|_| {
                let uri = rx.recv_timeout(Duration::from_secs(5)).unwrap().take().uri;
                String::from_utf8(uri).unwrap()
            })
            .collect();
        shown.sort();
        let mut want: Vec<String> = (0..40)
            .map(|i| format!("mailto:u{i}@example.org"))
            .collect();
        want.sort();
        assert_eq!(shown, want);
        assert_eq!(handed, (0..40).collect::<Vec<_>>());
        assert!(nothing_arrives(&rx));
        drop(stalled);
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
        hand_over(&socket(&dir), &handoff(), HANDOFF_WAIT).unwrap();
        assert_eq!(
            rx.recv_timeout(Duration::from_secs(5)).unwrap().take(),
            handoff()
        );
    }
}
