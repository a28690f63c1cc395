//! The process's windows: one [`Host`] decides, whatever draws them, which windows there are
//! and how long the process lives. The link of the click that started the process gets the
//! first window; each later click (handed over by [`crate::instance`]) gets one of its own;
//! when the last window is done the process ends, unless it is resident (it then waits,
//! without a timer, for the next link or for its resident time to end), and never while a
//! link it accepted is still on its way to a window (the [`Gate`]).
//!
//! Two thin adapters put the windows on screen and feed the host:
//! - [`cpu`] (Linux and the BSDs, the default): our own winit event loop, egui-winit for
//!   input, IME, clipboard and AccessKit, and [`crate::render::cpu`] for the pixels.
//! - [`gl`] (macOS, Windows, and `--renderer gl`): eframe, which brings its own event loop
//!   and OpenGL painter; one egui viewport per message.
//!
//! Why not one adapter with two painters: drawing with OpenGL ourselves would mean creating
//! GL contexts and surfaces through glutin, which is `unsafe` code of ours and a copy of
//! eframe's years of driver fallbacks (desktop GL, then GLES, then a compatibility profile;
//! Wayland's swap interval), on the very path macOS and Windows use, which can only be
//! type-checked here. eframe keeps that code where it is tested on those systems; what the
//! two adapters share, every decision about windows and the process's life, is here.
//!
//! The host imports the app ([`crate::ui::PreviewApp`]) and [`crate::instance`]; the renderer
//! ([`crate::render`]) imports neither, and [`crate::ui`] imports no host.

#[cfg(all(unix, not(target_os = "macos")))]
mod compose_cache;
#[cfg(all(unix, not(target_os = "macos")))]
mod cpu;
mod fonts;
mod gl;
#[cfg(all(unix, not(target_os = "macos")))]
mod quiet;
#[cfg_attr(not(all(unix, not(target_os = "macos"))), allow(dead_code))]
mod remembered;
// Windows and macOS windows (eframe) use only its emoji font.
#[cfg_attr(not(all(unix, not(target_os = "macos"))), allow(dead_code))]
mod system_fonts;
mod theme;

pub use fonts::install as install_fonts;
pub use gl::Windows;
pub use theme::portal_color_scheme;

use std::sync::{Arc, Mutex, mpsc};
use std::time::Instant;

pub use crate::config::{Renderer, Resident};
use crate::instance::{Arrival, Gate};
use crate::task::{Poll, Task, Waker};
use crate::ui::{AppOptions, PreviewApp};

/// Prepares the process's environment for the window system: names Xlib's Compose cache
/// (`compose_cache`), so that a start maps the compiled table instead of building it.
///
/// # Safety
/// No other thread may exist while it runs (it changes the environment): call it first thing
/// in `main`.
#[allow(unsafe_code)]
pub unsafe fn prepare_environment() {
    // SAFETY: passed on from the caller.
    #[cfg(all(unix, not(target_os = "macos")))]
    unsafe {
        compose_cache::name_ours();
    }
}

/// Why the windows could not be shown.
#[derive(Debug, thiserror::Error)]
pub enum WindowError {
    /// The CPU-drawn windows could not start; OpenGL may still work.
    #[error("{0}")]
    #[cfg(all(unix, not(target_os = "macos")))]
    CpuUnavailable(#[from] cpu::CpuError),
    /// eframe (OpenGL) could not open the window.
    #[error("{0}")]
    Gl(#[from] eframe::Error),
}

/// Where the function that wakes the windows' event loop is kept, for the threads that
/// receive links (the instance listener, macOS's Apple Events): set by the adapter while its
/// event loop runs, a no-op before and between.
#[derive(Clone, Default)]
pub struct Wakeup(Arc<Mutex<Option<Waker>>>);

impl Wakeup {
    /// Wakes the event loop, if one runs.
    pub fn wake(&self) {
        let waker = self.0.lock().ok().and_then(|w| w.clone());
        if let Some(wake) = waker {
            wake();
        }
    }

    fn set(&self, waker: Option<Waker>) {
        if let Ok(mut slot) = self.0.lock() {
            *slot = waker;
        }
    }
}

/// What [`run`] opens, and how it behaves once its windows are closed.
pub struct Run {
    /// The link of the first window (`None`: the first link to arrive).
    pub uri: Option<Vec<u8>>,
    /// Files the person attached on the command line, for the first window.
    pub attachments: Vec<std::path::PathBuf>,
    /// The config file as read for the window settings: the first window takes its accounts
    /// from it (`None`: the window reads the file).
    pub config: Option<crate::config::Parts>,
    /// Where the windows find accounts and keep drafts.
    pub options: AppOptions,
    /// Links handed over by later clicks.
    pub arrivals: Option<mpsc::Receiver<Arrival>>,
    /// Through which the process stops accepting links.
    pub gate: Option<Gate>,
    /// Wakes the event loop when a link arrives.
    pub wakeup: Wakeup,
    /// What draws.
    pub renderer: Renderer,
    /// How long the process stays after its last window.
    pub resident: Resident,
}

/// How often a process with no window left looks whether its sends have ended.
const SEND_CHECK: std::time::Duration = std::time::Duration::from_millis(200);

/// Opens the windows and runs until the last is closed and the process need not stay.
pub fn run(mut run: Run) -> Result<(), WindowError> {
    // What the first window does not show (the installed programs for "Open in...") waits
    // until it is on screen: on two cores a thread started with it would take one from it.
    #[cfg(all(unix, not(target_os = "macos")))]
    if run.renderer == Renderer::Cpu {
        crate::task::hold_until_first_frame();
    }
    // The first window's message, read where the adapter says (the CPU adapter reads it on
    // the thread that draws its first frame).
    // The first window's words that may need the system's fonts: its language's and its link's.
    // Asked for only when no font is remembered: the language's catalogue is otherwise parsed
    // where the first frame is drawn.
    #[cfg(all(unix, not(target_os = "macos")))]
    let first_texts = {
        let (lang, uri) = (run.options.lang.clone(), run.uri.clone());
        move || match uri {
            Some(uri) => vec![
                lang.get("window-title-none"),
                percent_encoding::percent_decode(&uri)
                    .decode_utf8_lossy()
                    .into_owned(),
            ],
            None => Vec::new(),
        }
    };
    let first = run.uri.take().map(|uri| {
        let (options, config) = (run.options.clone(), run.config.take());
        let attachments = std::mem::take(&mut run.attachments);
        move || {
            let mut app = match config {
                Some(parts) => PreviewApp::with_config(&uri, options, parts),
                None => PreviewApp::new(&uri, options),
            };
            app.attach_files(attachments);
            crate::startup_trace::mark("link read into the first window's message");
            prepare_fonts(&app);
            Opening { app, token: None }
        }
    });
    let host = Host {
        arrivals: run.arrivals,
        reading: std::collections::VecDeque::new(),
        wakeup: run.wakeup.clone(),
        gate: run.gate,
        options: run.options,
        resident: run.resident,
        empty_since: None,
        #[cfg(all(unix, not(target_os = "macos")))]
        quiet: None,
    };
    #[cfg(all(unix, not(target_os = "macos")))]
    if run.renderer == Renderer::Cpu {
        return Ok(cpu::run(host, first, first_texts, run.wakeup)?);
    }
    gl::run(host, first.map(|read| read()), run.wakeup)
}

/// A window to open: its message, and the activation token of the launch it came from (it
/// lets the window take the focus; the desktop gave it to the launcher, not to us).
pub struct Opening {
    /// The message.
    pub app: PreviewApp,
    /// The launcher's token.
    pub token: Option<String>,
}

/// What a host does when no window is open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Idle {
    /// The process ends.
    Exit,
    /// It waits for a link until then, and asks again.
    Until(Instant),
    /// It waits for a link (resident for good, or a link it accepted is on its way).
    Wait,
}

/// Every decision about the windows that does not depend on what draws them.
pub struct Host {
    arrivals: Option<mpsc::Receiver<Arrival>>,
    /// Later links being read into their windows' messages, each on a thread: reading the link,
    /// the config file and the fonts it needs is disk work the event loop never waits for.
    reading: std::collections::VecDeque<Task<Opening>>,
    /// Wakes the event loop when one is read.
    wakeup: Wakeup,
    gate: Option<Gate>,
    options: AppOptions,
    resident: Resident,
    /// Since when no window has been open.
    empty_since: Option<Instant>,
    /// While resident with no window: nothing in the process polls.
    #[cfg(all(unix, not(target_os = "macos")))]
    quiet: Option<quiet::Quiet>,
}

impl Host {
    /// A host for windows whose links come from `arrivals`, closing through `gate`.
    pub fn new(
        arrivals: Option<mpsc::Receiver<Arrival>>,
        gate: Option<Gate>,
        options: AppOptions,
        resident: Resident,
    ) -> Self {
        Self {
            arrivals,
            reading: std::collections::VecDeque::new(),
            wakeup: Wakeup::default(),
            gate,
            options,
            resident,
            empty_since: None,
            #[cfg(all(unix, not(target_os = "macos")))]
            quiet: None,
        }
    }

    /// A window for each link that arrived and has been read since last asked, in the order
    /// the links arrived. A link that arrives is read into its window's message on a thread of
    /// its own, which wakes the event loop when it is done; from then on the link is no longer
    /// in flight.
    pub fn arrived(&mut self) -> Vec<Opening> {
        if let Some(arrivals) = &self.arrivals {
            for arrival in arrivals.try_iter() {
                let options = self.options.clone();
                let wakeup = self.wakeup.clone();
                let wake: Waker = Arc::new(move || wakeup.wake());
                self.reading
                    .push_back(Task::spawn("read-link", wake, move |_| {
                        opening(&options, arrival)
                    }));
            }
        }
        let mut read = Vec::new();
        while let Some(task) = self.reading.front_mut() {
            match task.poll() {
                // A later link waits for the one before it: windows open in the clicks' order.
                Poll::Running(_) => break,
                Poll::Done(opening) => read.push(opening),
                Poll::Lost => {}
            }
            self.reading.pop_front();
        }
        read
    }

    /// Waits (blocking the calling thread) for a link until `idle` says to stop; `None` when
    /// the process should end. For an adapter whose event loop has ended (eframe's).
    pub fn wait_for_link(&mut self) -> Option<Opening> {
        // A link already being read comes first (no event loop runs here: this thread may
        // wait for it).
        while let Some(task) = self.reading.pop_front() {
            if let Some(opening) = task.wait() {
                return Some(opening);
            }
        }
        loop {
            let idle = self.when_idle(Instant::now());
            // A send still under way keeps the process, with or without later clicks.
            if crate::send::in_flight() > 0
                && let (Idle::Until(t), None) = (idle, self.arrivals.as_ref())
            {
                std::thread::sleep(t.saturating_duration_since(Instant::now()));
                continue;
            }
            let arrivals = self.arrivals.as_ref()?;
            let arrival = match idle {
                Idle::Exit => return None,
                Idle::Wait => arrivals.recv().ok()?,
                Idle::Until(t) => {
                    match arrivals.recv_timeout(t.saturating_duration_since(Instant::now())) {
                        Ok(a) => a,
                        Err(mpsc::RecvTimeoutError::Timeout) => continue,
                        // No more clicks can come; a send under way still keeps the process.
                        Err(mpsc::RecvTimeoutError::Disconnected) => {
                            self.arrivals = None;
                            continue;
                        }
                    }
                }
            };
            // No event loop runs here (eframe's has ended): this thread may read.
            return Some(opening(&self.options, arrival));
        }
    }

    /// A window is open: the process is not idle.
    pub fn window_opened(&mut self) {
        self.empty_since = None;
        #[cfg(all(unix, not(target_os = "macos")))]
        {
            self.quiet = None;
        }
    }

    /// No window is open now (the last closed, or none could open yet).
    pub fn all_closed(&mut self, now: Instant) {
        self.empty_since.get_or_insert(now);
        // A process that stays must not wake while it waits: AccessKit's thread pool would.
        #[cfg(all(unix, not(target_os = "macos")))]
        if self.resident != Resident::Off && self.quiet.is_none() {
            self.quiet = Some(quiet::Quiet::begin());
        }
    }

    /// What to do while no window is open. Closing the gate is final, so it is asked only
    /// when the process would end otherwise.
    pub fn when_idle(&mut self, now: Instant) -> Idle {
        if !self.reading.is_empty() {
            // A link is being read into its window.
            return Idle::Wait;
        }
        // A send whose window closed during its hold (or while it connected) goes on: the
        // person pressed Send. The process stays until it has ended, looking again shortly.
        if crate::send::in_flight() > 0 {
            return Idle::Until(now + SEND_CHECK);
        }
        let since = *self.empty_since.get_or_insert(now);
        let until = match self.resident {
            Resident::Off => now,
            Resident::For(d) => since + d,
            Resident::Always => return Idle::Wait,
        };
        if now < until {
            return Idle::Until(until);
        }
        if self.gate.as_ref().is_none_or(Gate::close_if_idle) {
            Idle::Exit
        } else {
            // A link this process accepted is on its way: it gets a window.
            Idle::Wait
        }
    }
}

/// The window for a link a later click handed over: its message read from the link and the
/// config file, and the fonts its first frame needs looked for. Disk work: run on a thread.
fn opening(options: &AppOptions, arrival: Arrival) -> Opening {
    let handoff = arrival.take();
    let mut app = PreviewApp::new(&handoff.uri, options.for_handoff(handoff.config));
    app.attach_files(handoff.attachments);
    prepare_fonts(&app);
    Opening {
        app,
        token: handoff.activation_token,
    }
}

/// Makes a new window's egui context ready: the desktop's theme, every script the system has
/// a font for, and colour emoji. (The CPU path's; eframe prepares its own.)
#[cfg(all(unix, not(target_os = "macos")))]
fn prepare_context(ctx: &egui::Context, theme: &theme::SystemTheme) {
    theme.attach(ctx);
    fonts::install(ctx);
}

/// Starts finding the fonts `app`'s first frame needs beyond the bundled ones: for its words in
/// the window's language (the title stands for them) and for the link's (decoded, every field
/// and what was dropped from it).
fn prepare_fonts(app: &PreviewApp) {
    let uri = app.session().uri();
    let decoded = percent_encoding::percent_decode_str(uri).decode_utf8_lossy();
    fonts::prepare_for(&app.window_title());
    fonts::prepare_for(&decoded);
}

/// A window's size when it opens.
const WINDOW_SIZE: [f32; 2] = [720.0, 640.0];
/// The smallest a window may be made.
const MIN_WINDOW_SIZE: [f32; 2] = [420.0, 360.0];

/// The windows' icon. Ours and compiled in; should it ever fail to decode, the windows simply
/// have the default icon.
fn icon() -> Option<Arc<egui::IconData>> {
    eframe::icon_data::from_png_bytes(crate::desktop::ICON_128)
        .ok()
        .map(Arc::new)
}

/// A window with this title, the app's id and icon, and the usual size.
fn viewport(title: String, icon: Option<&Arc<egui::IconData>>) -> egui::ViewportBuilder {
    let builder = egui::ViewportBuilder::default()
        .with_title(title)
        .with_app_id(crate::desktop::APP_ID)
        .with_inner_size(WINDOW_SIZE)
        .with_min_inner_size(MIN_WINDOW_SIZE);
    match icon {
        Some(icon) => builder.with_icon(icon.clone()),
        None => builder,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::instance::Handoff;
    use std::time::Duration;

    fn new_host(resident: Resident, gate: Option<Gate>) -> (Host, mpsc::Sender<Arrival>) {
        let (tx, rx) = mpsc::channel();
        let options = AppOptions {
            store: None,
            ..AppOptions::default()
        };
        (Host::new(Some(rx), gate, options, resident), tx)
    }

    fn arrival(uri: &str) -> Arrival {
        Arrival::direct(Handoff {
            uri: uri.as_bytes().to_vec(),
            config: None,
            activation_token: Some("token-1".into()),
            attachments: Vec::new(),
        })
    }

    #[test]
    fn links_that_arrived_become_windows_with_their_launchers_token() {
        let (mut host, tx) = new_host(Resident::Off, None);
        assert!(host.arrived().is_empty());
        tx.send(arrival("mailto:a@example.org")).unwrap();
        tx.send(arrival("mailto:b@example.org")).unwrap();
        // Each is read on a thread of its own; they come back in the order they arrived.
        let mut opened = host.arrived();
        let start = Instant::now();
        while opened.len() < 2 {
            assert!(start.elapsed() < std::time::Duration::from_secs(20));
            std::thread::sleep(std::time::Duration::from_millis(5));
            opened.extend(host.arrived());
        }
        let titles: Vec<String> = opened.iter().map(|o| o.app.window_title()).collect();
        assert_eq!(
            titles,
            [
                "Send email to a@example.org?",
                "Send email to b@example.org?"
            ]
        );
        assert_eq!(opened[0].token.as_deref(), Some("token-1"));
    }

    #[test]
    fn without_residence_the_process_ends_with_its_last_window() {
        let (mut host, _tx) = new_host(Resident::Off, Some(Gate::default()));
        let now = Instant::now();
        host.all_closed(now);
        assert_eq!(host.when_idle(now), Idle::Exit);
    }

    #[test]
    fn a_resident_process_waits_its_time_then_ends() {
        let d = Duration::from_secs(60);
        let (mut host, _tx) = new_host(Resident::For(d), None);
        let now = Instant::now();
        host.all_closed(now);
        assert_eq!(host.when_idle(now), Idle::Until(now + d));
        // A window in between starts the time again.
        host.window_opened();
        let later = now + Duration::from_secs(30);
        host.all_closed(later);
        assert_eq!(host.when_idle(now + d), Idle::Until(later + d));
        assert_eq!(host.when_idle(later + d), Idle::Exit);
        let (mut always, _tx) = new_host(Resident::Always, None);
        always.all_closed(now);
        assert_eq!(always.when_idle(now + d * 1000), Idle::Wait);
    }

    #[test]
    fn a_link_in_flight_keeps_the_process_until_it_arrives() {
        // The gate has accepted a link that is not in a window yet: ending now would lose it.
        let gate = Gate::default();
        let late = gate
            .arrival_in_flight(Handoff {
                uri: b"mailto:late@example.org".to_vec(),
                config: None,
                activation_token: None,
                attachments: Vec::new(),
            })
            .expect("an open gate accepts");
        let (mut host, tx) = new_host(Resident::Off, Some(gate.clone()));
        let now = Instant::now();
        host.all_closed(now);
        assert_eq!(host.when_idle(now), Idle::Wait);
        tx.send(late).unwrap();
        let opened = host.wait_for_link().expect("the link in flight");
        assert_eq!(opened.app.window_title(), "Send email to late@example.org?");
        // Nothing in flight any more: the process may end, and the gate stays closed.
        assert_eq!(host.when_idle(now), Idle::Exit);
        assert_eq!(gate.in_flight(), 0);
        assert!(
            gate.arrival_in_flight(Handoff::with_launch_token(Vec::new(), None))
                .is_none()
        );
    }
}
