//! The windows drawn on the CPU (the default on Linux and the BSDs): our own winit event loop,
//! egui-winit for input, IME, clipboard and AccessKit, and [`crate::render::cpu`] for the
//! pixels. Each window is an egui context of its own showing one [`PreviewApp`]; a link handed
//! over by a later click opens another, with the launcher's activation token. What happens
//! when none is left is the [`Host`]'s decision.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use egui_winit::accesskit_winit;
use egui_winit::winit;
use winit::application::ApplicationHandler;
use winit::event::WindowEvent;
use winit::event_loop::{ActiveEventLoop, ControlFlow, EventLoop, EventLoopProxy};
use winit::window::{Window, WindowId};

use super::remembered::{self, Geometry};
use super::theme::SystemTheme;
use super::{Host, Idle, Opening, Wakeup};
use crate::render::cpu::{Display, Frame, Painted, Painter, PresentError};
use crate::render::raster::{Raster, Scene};
use crate::ui::PreviewApp;

/// The widest texture egui may ask for at `scale` physical pixels per point: its font atlas
/// is this wide, and grows in height up to a square. Kept twice (egui's and the renderer's),
/// so narrower costs less: 1024 at scale 1 held the plain window's glyphs in half the memory
/// of 2048 (0.37 MiB less RSS, smaps) and holds thousands of text glyphs; at higher scales the
/// glyphs are 4 times the area and more, so a long CJK text keeps the room of 2048 (egui
/// starts the atlas again when it is full, and would each frame if a screen's glyphs
/// did not fit).
fn max_texture_side(scale: f32) -> usize {
    if scale <= 1.0 { 1024 } else { 2048 }
}

/// Why the CPU-drawn windows could not start (the caller then uses OpenGL).
#[derive(Debug, thiserror::Error)]
pub enum CpuError {
    /// The window system did not let us create the event loop or a window.
    #[error("the window system refused: {0}")]
    WindowSystem(String),
    /// Putting pixels on screen failed (softbuffer).
    #[error(transparent)]
    Present(#[from] PresentError),
}

/// What wakes the event loop from elsewhere.
#[derive(Debug)]
enum UserEvent {
    /// A link arrived, or the desktop's theme became known.
    Wake,
    /// A window's egui context asks to be drawn again after a while.
    Repaint { window: WindowId, after: Duration },
    /// The screen reader's side of a window.
    AccessKit(accesskit_winit::Event),
}

impl From<accesskit_winit::Event> for UserEvent {
    fn from(event: accesskit_winit::Event) -> Self {
        UserEvent::AccessKit(event)
    }
}

/// One open window.
struct Win {
    window: Arc<Window>,
    painter: Painter,
    ctx: egui::Context,
    state: egui_winit::State,
    info: egui::ViewportInfo,
    app: PreviewApp,
    /// When to draw it again without input (egui's animations, the Send delay, a caret).
    repaint_at: Option<Instant>,
    /// Its first picture is on screen.
    shown: bool,
    /// We asked for the next redraw. One we did not ask for comes from the window system
    /// (the window was exposed, mapped or resized) and puts the whole frame on screen again.
    asked: bool,
    /// The window system may have lost what was shown (raised, uncovered).
    exposed: bool,
    /// When the last frame began.
    last_frame: Option<Instant>,
    /// How often the screen shows a new picture (asked once, on the first animation).
    frame_interval: Option<Duration>,
}

/// Every window of this process.
struct Shell {
    host: Host,
    display: Display,
    proxy: EventLoopProxy<UserEvent>,
    windows: HashMap<WindowId, Win>,
    pending: Vec<Opening>,
    theme: SystemTheme,
    /// The windows' icon, decoded once.
    icon: std::cell::OnceCell<Option<Arc<egui::IconData>>>,
    /// The first window could not be made: why (the caller falls back to OpenGL).
    failed: Option<CpuError>,
    /// A window was shown at least once (after that, a failure is reported, not retried).
    any_shown: bool,
    /// The first window's first frame, being drawn on another thread.
    early: Option<std::thread::JoinHandle<Option<Early>>>,
}

/// The first window's message with its first frame drawn on a thread of its own while the
/// main thread connects to the window system and makes the window: on two cores the two take
/// about as long as the longer of them, where one after the other they took both. The frame
/// is drawn for the scale and size the first window had last time ([`remembered`]); a window
/// that turns out otherwise draws its first frame itself, as later windows do.
struct Early {
    opening: Opening,
    /// The windows' icon, decoded there too.
    icon: Option<Arc<egui::IconData>>,
    drawn: Drawn,
}

impl Early {
    /// Starts reading the first message and drawing its first frame on a thread; gives the
    /// reading back if no thread starts.
    fn start(
        read: ReadFirst,
        theme: SystemTheme,
    ) -> Result<std::thread::JoinHandle<Option<Early>>, ReadFirst> {
        let geometry = remembered::first_window();
        // Sent once the thread runs: a thread that does not start leaves it here.
        let (send, receive) = std::sync::mpsc::channel::<ReadFirst>();
        // Not a `Task`: the window host joins it when the window exists, before any frame.
        let drawing = std::thread::Builder::new()
            .name("first-frame".into())
            .spawn(move || {
                let read = receive.recv().ok()?;
                Some(Early::draw(read(), &theme, geometry))
            });
        match drawing {
            Ok(drawing) => send.send(read).map(|()| drawing).map_err(|e| e.0),
            Err(_) => Err(read),
        }
    }

    fn draw(mut opening: Opening, theme: &SystemTheme, geometry: Geometry) -> Early {
        let icon = super::icon();
        let drawn = draw_first(&mut opening.app, theme, geometry);
        Early {
            opening,
            icon,
            drawn,
        }
    }
}

/// `app`'s first frame, drawn for `geometry` before its window exists.
fn draw_first(app: &mut PreviewApp, theme: &SystemTheme, geometry: Geometry) -> Drawn {
    let mut raster = Raster::new();
    let ctx = egui::Context::default();
    super::prepare_context(&ctx, theme);
    // What egui-winit would report for a new, unfocused window of this geometry.
    let points = egui::vec2(geometry.size[0] as f32, geometry.size[1] as f32) / geometry.scale;
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, points);
    let mut input = egui::RawInput {
        screen_rect: Some(screen),
        max_texture_side: Some(max_texture_side(geometry.scale)),
        time: Some(0.0),
        focused: false,
        ..Default::default()
    };
    input.viewports = std::iter::once((
        egui::ViewportId::ROOT,
        egui::ViewportInfo {
            native_pixels_per_point: Some(geometry.scale),
            inner_rect: Some(screen),
            focused: Some(false),
            ..Default::default()
        },
    ))
    .collect();
    let mut output = ctx.run_ui(input, |ui| app.show(ui));
    crate::startup_trace::mark("first frame laid out (egui)");
    let primitives = ctx.tessellate(std::mem::take(&mut output.shapes), output.pixels_per_point);
    crate::startup_trace::mark("first frame tessellated");
    raster.paint(
        Scene {
            size: geometry.size.map(|s| s as usize),
            pixels_per_point: output.pixels_per_point,
            background: ctx.global_style().visuals.panel_fill,
            primitives: &primitives,
        },
        std::mem::take(&mut output.textures_delta),
    );
    crate::startup_trace::mark("first frame rasterised");
    Drawn {
        ctx,
        raster,
        platform_output: output.platform_output,
        viewport_output: output.viewport_output,
        geometry,
    }
}

/// Runs the CPU-drawn windows: `first` (read from its link and drawn at once, while the
/// window system connection is made), then one per link that arrives, until the host says the
/// process may end. The caller has held back work the first window does not need
/// ([`crate::task::hold_until_first_frame`]); it starts once that window is on screen.
///
/// `first_texts`: the first window's words that may need the system's fonts (its language's,
/// its link's), for a start that connects before it draws; asked for only when no font is
/// remembered.
pub(super) fn run(
    host: Host,
    first: Option<impl FnOnce() -> Opening + Send + 'static>,
    first_texts: impl FnOnce() -> Vec<String>,
    wakeup: Wakeup,
) -> Result<(), CpuError> {
    let first = first.map(|read| Box::new(read) as ReadFirst);
    let ran = run_windows(host, first, first_texts, &wakeup);
    // Shown, or it will not be: nothing waits any more.
    crate::task::first_frame_shown();
    ran
}

/// Reads the first window's message (the link, the config's accounts).
type ReadFirst = Box<dyn FnOnce() -> Opening + Send>;

fn run_windows(
    host: Host,
    first: Option<ReadFirst>,
    first_texts: impl FnOnce() -> Vec<String>,
    wakeup: &Wakeup,
) -> Result<(), CpuError> {
    // The first frame is drawn with the theme remembered from the last run; the desktop is
    // asked once that frame is on screen.
    let theme = SystemTheme::remembered();
    // A start that must look for fonts (nothing remembered) begins that search now, so that
    // it runs beside the connection; the first frame waits for it anyway.
    super::fonts::prepare_before_connecting(first_texts);
    super::compose_cache::make_folder();
    // The first window's message is read and its first frame drawn on a thread while this one
    // connects to the window system and makes the window (on two cores the two take about as
    // long as the longer of them); should no thread start, it is read here and the window
    // draws its own first frame.
    let mut pending = Vec::new();
    let early = first.and_then(|read| match Early::start(read, theme.clone()) {
        Ok(drawing) => Some(drawing),
        Err(read) => {
            pending.push(read());
            None
        }
    });
    let event_loop = EventLoop::<UserEvent>::with_user_event()
        .build()
        .map_err(|e| CpuError::WindowSystem(e.to_string()))?;
    crate::startup_trace::mark("event loop (window system connection)");
    let display = Display::new(event_loop.owned_display_handle())?;
    crate::startup_trace::mark("softbuffer display");
    let proxy = event_loop.create_proxy();
    {
        let proxy = proxy.clone();
        wakeup.set(Some(Arc::new(move || {
            let _ = proxy.send_event(UserEvent::Wake);
        })));
    }
    {
        let proxy = proxy.clone();
        theme.on_found(move || {
            let _ = proxy.send_event(UserEvent::Wake);
        });
    }
    let mut shell = Shell {
        host,
        display,
        proxy,
        windows: HashMap::new(),
        pending,
        theme,
        icon: std::cell::OnceCell::new(),
        failed: None,
        any_shown: false,
        early,
    };
    let ran = event_loop.run_app(&mut shell);
    wakeup.set(None);
    ran.map_err(|e| CpuError::WindowSystem(e.to_string()))?;
    match shell.failed {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

impl Shell {
    /// Gives each link that arrived, and each waiting one, its window; the first window's
    /// first frame, drawn meanwhile, goes on screen with it.
    fn open_pending(&mut self, event_loop: &ActiveEventLoop) {
        let early = self
            .early
            .take()
            .and_then(|drawing| drawing.join().ok().flatten());
        let mut openings: Vec<(Opening, Option<Box<Drawn>>)> = Vec::new();
        if let Some(early) = early {
            crate::startup_trace::mark("first frame's thread joined");
            let _ = self.icon.set(early.icon);
            openings.push((early.opening, Some(Box::new(early.drawn))));
        }
        self.pending.extend(self.host.arrived());
        openings.extend(
            std::mem::take(&mut self.pending)
                .into_iter()
                .map(|o| (o, None)),
        );
        for (opening, first) in openings {
            let opened = self.open(event_loop, opening, first);
            if !self.opened(event_loop, opened) {
                return;
            }
        }
    }

    /// What became of a window being opened: kept, or the reason it could not be (which ends
    /// the process if no window was ever shown); false when the process is to end.
    fn opened(&mut self, event_loop: &ActiveEventLoop, opened: Result<Win, CpuError>) -> bool {
        match opened {
            Ok(win) => {
                let first_shown = win.shown && !self.any_shown;
                self.any_shown |= win.shown;
                self.windows.insert(win.window.id(), win);
                self.host.window_opened();
                if first_shown {
                    self.first_frame_shown();
                }
                true
            }
            Err(e) => {
                eprintln!("mailto-preview: a preview window could not be opened: {e}");
                if !self.any_shown && self.windows.is_empty() {
                    self.failed = Some(e);
                    event_loop.exit();
                    return false;
                }
                true
            }
        }
    }

    /// Makes `opening`'s window; with its `first` frame drawn already, that frame is put on
    /// screen (which maps the window) if it fits the window.
    fn open(
        &mut self,
        event_loop: &ActiveEventLoop,
        opening: Opening,
        first: Option<Box<Drawn>>,
    ) -> Result<Win, CpuError> {
        let ctx = match &first {
            Some(drawn) => drawn.ctx.clone(),
            None => self.new_context(),
        };
        let window =
            self.new_window(event_loop, &ctx, opening.app.window_title(), opening.token)?;
        let mut app = opening.app;
        app.set_parent_xid(x11_window(&window));
        let (painter, drawn) = match first {
            // The raster also holds the textures that frame sent (the font atlas): a window
            // that draws its first frame again keeps them.
            Some(drawn) => {
                let Drawn {
                    raster,
                    platform_output,
                    viewport_output,
                    geometry,
                    ..
                } = *drawn;
                (
                    Painter::with_raster(&self.display, window.clone(), raster)?,
                    Some((platform_output, viewport_output, geometry)),
                )
            }
            None => (Painter::new(&self.display, window.clone())?, None),
        };
        crate::startup_trace::mark("softbuffer surface");
        let state = self.new_state(event_loop, &ctx, &window);
        let mut win = Win::new(window, painter, ctx, state, app);
        win.update_info();
        if let Some((platform_output, viewport_output, geometry)) = drawn {
            win.show_drawn(platform_output, viewport_output, geometry)?;
        }
        self.show_icon(&win.window);
        // The window's first frame if none was drawn (or it did not fit); else the next one,
        // which egui asks for after its first (its requests went nowhere while the window
        // did not exist).
        win.ask_redraw();
        Ok(win)
    }

    /// An egui context for a new window: the fonts, the theme.
    fn new_context(&self) -> egui::Context {
        let ctx = egui::Context::default();
        super::prepare_context(&ctx, &self.theme);
        ctx
    }

    /// A window titled `title`, hidden until its first frame is drawn (as eframe does: no
    /// empty flash); `token` is the launcher's activation token (handed over) or none (ours,
    /// which egui-winit took from the environment already): the window may take the focus,
    /// and on X11 the desktop's startup notification ends when the window maps.
    fn new_window(
        &self,
        event_loop: &ActiveEventLoop,
        ctx: &egui::Context,
        title: String,
        token: Option<String>,
    ) -> Result<Arc<Window>, CpuError> {
        // No icon yet: it is set once the window is on screen ([`Shell::show_icon`]).
        let builder = super::viewport(title, None).with_visible(false);
        let mut attributes = egui_winit::create_winit_window_attributes(ctx, builder.clone());
        if let Some(token) = token {
            use winit::platform::startup_notify::WindowAttributesExtStartupNotify as _;
            attributes =
                attributes.with_activation_token(winit::window::ActivationToken::from_raw(token));
        }
        let window = event_loop
            .create_window(attributes)
            .map_err(|e| CpuError::WindowSystem(e.to_string()))?;
        egui_winit::apply_viewport_builder_to_window(ctx, &window, &builder);
        crate::startup_trace::mark("window created (hidden)");
        Ok(Arc::new(window))
    }

    /// egui-winit's state for `window` (input, clipboard, IME) with its AccessKit adapter,
    /// which must exist before the window is shown; `ctx`'s repaints go to the event loop.
    fn new_state(
        &self,
        event_loop: &ActiveEventLoop,
        ctx: &egui::Context,
        window: &Window,
    ) -> egui_winit::State {
        let mut state = egui_winit::State::new(
            ctx.clone(),
            egui::ViewportId::ROOT,
            event_loop,
            Some(window.scale_factor() as f32),
            window.theme(),
            Some(max_texture_side(window.scale_factor() as f32)),
        );
        crate::startup_trace::mark("egui-winit state (clipboard, IME)");
        state.init_accesskit(event_loop, window, self.proxy.clone());
        crate::startup_trace::mark("AccessKit adapter");
        let proxy = self.proxy.clone();
        let id = window.id();
        ctx.set_request_repaint_callback(move |info| {
            let _ = proxy.send_event(UserEvent::Repaint {
                window: id,
                after: info.delay,
            });
        });
        state
    }

    /// Gives `window` the program's icon. Set once the window is on screen or about to be
    /// drawn, not when it is made: decoding the icon and sending its 64 KiB to the window
    /// system were on the path to the first window (the desktop shows the icon when it
    /// changes).
    fn show_icon(&self, window: &Window) {
        let Some(icon) = self.icon.get_or_init(super::icon) else {
            return;
        };
        if let Ok(icon) = winit::window::Icon::from_rgba(icon.rgba.clone(), icon.width, icon.height)
        {
            window.set_window_icon(Some(icon));
        }
    }
    /// Runs egui for the window and draws what changed.
    fn redraw(&mut self, id: WindowId) {
        let Some(win) = self.windows.get_mut(&id) else {
            return;
        };
        win.repaint_at = None;
        let exposed = !std::mem::take(&mut win.asked) | std::mem::take(&mut win.exposed);
        let mut first_shown = false;
        match win.frame(exposed) {
            Ok(()) => {
                first_shown = win.shown && !self.any_shown;
                self.any_shown |= win.shown;
            }
            Err(e) if !self.any_shown => {
                // Nothing was shown yet, so nothing was read or edited: the caller opens the
                // same link with OpenGL instead.
                eprintln!("mailto-preview: the window could not be drawn on the CPU: {e}");
                self.failed = Some(e.into());
                self.windows.clear();
                return;
            }
            Err(e) => {
                // The window stays, with the message in it, and is tried again on the next
                // event; the person can still save or cancel.
                eprintln!("mailto-preview: the window could not be drawn: {e}");
            }
        }
        let closed = win.app.is_closed();
        if first_shown {
            self.first_frame_shown();
        }
        if closed {
            self.close(id);
        }
    }

    /// The process's first window is on screen: now the work it did not need starts (the
    /// desktop's theme, the installed programs).
    fn first_frame_shown(&mut self) {
        crate::task::first_frame_shown();
        self.theme.ask_desktop();
    }

    fn close(&mut self, id: WindowId) {
        if let Some(win) = self.windows.remove(&id) {
            self.theme.detach(&win.ctx);
        }
        if self.windows.is_empty() && self.pending.is_empty() {
            self.host.all_closed(Instant::now());
        }
    }
}

/// The X11 window id of `window`, where it is an X11 window: the file chooser the portal
/// shows for it is then kept above it.
fn x11_window(window: &Window) -> Option<u64> {
    use winit::raw_window_handle::{HasWindowHandle as _, RawWindowHandle};
    match window.window_handle().ok()?.as_raw() {
        RawWindowHandle::Xlib(h) => Some(h.window),
        RawWindowHandle::Xcb(h) => Some(u64::from(h.window.get())),
        _ => None,
    }
}

/// A window's first frame, drawn before the window existed.
struct Drawn {
    ctx: egui::Context,
    /// The frame's pixels, and the textures it sent (the font atlas).
    raster: Raster,
    /// What the frame asks of the window (its title, the cursor...), done once it exists.
    platform_output: egui::PlatformOutput,
    viewport_output: std::collections::BTreeMap<egui::ViewportId, egui::ViewportOutput>,
    /// The scale and size it was drawn for.
    geometry: Geometry,
}

/// The window's size if it has the scale and size a frame was `drawn_for`; the window's
/// geometry is remembered for the next start either way.
fn fits(window: &Window, drawn_for: Geometry) -> Option<[u32; 2]> {
    let size = window.inner_size();
    let geometry = Geometry {
        scale: window.scale_factor() as f32,
        size: [size.width, size.height],
    };
    remembered::set_first_window(geometry);
    (geometry == drawn_for).then_some(geometry.size)
}

impl Win {
    /// A window showing `app`, nothing drawn yet.
    fn new(
        window: Arc<Window>,
        painter: Painter,
        ctx: egui::Context,
        state: egui_winit::State,
        app: PreviewApp,
    ) -> Self {
        Self {
            window,
            painter,
            ctx,
            state,
            info: egui::ViewportInfo::default(),
            app,
            repaint_at: None,
            shown: false,
            asked: false,
            exposed: false,
            last_frame: None,
            frame_interval: None,
        }
    }

    /// Asks for a redraw (of what changed).
    fn ask_redraw(&mut self) {
        self.asked = true;
        self.window.request_redraw();
    }

    /// egui asks to be drawn again `after` a while: at once for an animation, but never
    /// sooner after the last frame than the screen shows a new picture. Without that an
    /// animation (a scroll bar fading in, a button's hover) is drawn as fast as the CPU can,
    /// hundreds of frames a second, where a GPU window waits for the screen; input is not
    /// held back.
    fn repaint_after(&mut self, after: Duration) {
        let now = Instant::now();
        let Some(at) = now.checked_add(after) else {
            return;
        };
        let interval = *self.frame_interval.get_or_insert_with(|| {
            let millihertz = self
                .window
                .current_monitor()
                .and_then(|m| m.refresh_rate_millihertz())
                .filter(|&mhz| mhz >= 10_000)
                .unwrap_or(60_000);
            Duration::from_secs_f64(1000.0 / f64::from(millihertz))
        });
        let at = match self.last_frame.and_then(|t| t.checked_add(interval)) {
            Some(paced) => at.max(paced),
            None => at,
        };
        if at <= now {
            self.ask_redraw();
        } else {
            self.repaint_at = Some(self.repaint_at.map_or(at, |t| t.min(at)));
        }
    }

    /// Puts the first frame drawn before the window existed on screen, which maps the window,
    /// if the window has the scale and size it was drawn for (and remembers them for the next
    /// start either way).
    fn show_drawn(
        &mut self,
        platform_output: egui::PlatformOutput,
        viewport_output: std::collections::BTreeMap<egui::ViewportId, egui::ViewportOutput>,
        drawn_for: Geometry,
    ) -> Result<(), PresentError> {
        let Some(size) = fits(&self.window, drawn_for) else {
            return Ok(());
        };
        self.state
            .handle_platform_output(&self.window, platform_output);
        self.apply(viewport_output);
        let window = &self.window;
        let painted = self
            .painter
            .present_drawn(size, || window.set_visible(true))?;
        self.shown |= painted == Painted::First;
        crate::startup_trace::mark("first frame presented, window mapped");
        self.send_picture(painted);
        Ok(())
    }

    /// After the first picture: a round trip, which sends it. softbuffer leaves the picture in
    /// the connection's buffer, and the window, mapped with it, showed black until the next
    /// request went out (scripts/lib/first_picture.py sees it). The viewport info's round
    /// trips serve, and are asked again anyway after a window maps.
    fn send_picture(&mut self, painted: Painted) {
        if painted == Painted::First {
            self.update_info();
        }
    }

    /// What egui knows of the window: its place, its monitor, its state (a round trip to the
    /// window system each, 0.4-0.5 ms on Xvfb).
    fn update_info(&mut self) {
        egui_winit::update_viewport_info(&mut self.info, &self.ctx, &self.window, true);
    }

    /// Does what a frame asked of the window (its title, its focus...); closing is the app's
    /// decision ([`PreviewApp::is_closed`]), not the window's.
    fn apply(
        &mut self,
        viewport_output: std::collections::BTreeMap<egui::ViewportId, egui::ViewportOutput>,
    ) {
        for (viewport, out) in viewport_output {
            if viewport != egui::ViewportId::ROOT {
                continue;
            }
            let commands = out.commands.into_iter().filter(|c| {
                !matches!(
                    c,
                    egui::ViewportCommand::Close | egui::ViewportCommand::CancelClose
                )
            });
            let mut actions = Vec::new();
            egui_winit::process_viewport_commands(
                &self.ctx,
                &mut self.info,
                commands,
                &self.window,
                &mut actions,
            );
        }
    }

    /// Runs egui and puts what changed on screen; everything when `exposed` (the window
    /// system lost what was shown) or on the first frame, which also maps the window.
    fn frame(&mut self, exposed: bool) -> Result<(), PresentError> {
        self.last_frame = Some(Instant::now());
        egui_winit::update_viewport_info(&mut self.info, &self.ctx, &self.window, false);
        let mut input = self.state.take_egui_input(&self.window);
        input.viewports = std::iter::once((egui::ViewportId::ROOT, self.info.clone())).collect();
        let app = &mut self.app;
        let output = self.ctx.run_ui(input, |ui| app.show(ui));
        let traced = !self.shown && crate::startup_trace::enabled();
        if traced {
            crate::startup_trace::mark("frame laid out (egui)");
        }
        self.info.events.clear();
        self.state
            .handle_platform_output(&self.window, output.platform_output);
        self.apply(output.viewport_output);
        let primitives = self.ctx.tessellate(output.shapes, output.pixels_per_point);
        if traced {
            crate::startup_trace::mark("frame tessellated");
        }
        let frame = Frame {
            primitives,
            textures: output.textures_delta,
            pixels_per_point: output.pixels_per_point,
            background: self.ctx.global_style().visuals.panel_fill,
            exposed,
        };
        let size = self.window.inner_size();
        let window = &self.window;
        let painted = self.painter.paint([size.width, size.height], frame, || {
            window.set_visible(true)
        })?;
        self.shown |= painted == Painted::First;
        self.send_picture(painted);
        if traced {
            crate::startup_trace::mark(match painted {
                Painted::First => "first frame drawn, window mapped and presented",
                _ => "frame drawn, not presented",
            });
        }
        Ok(())
    }
}

impl ApplicationHandler<UserEvent> for Shell {
    fn resumed(&mut self, event_loop: &ActiveEventLoop) {
        self.open_pending(event_loop);
        if self.windows.is_empty() && self.pending.is_empty() {
            self.host.all_closed(Instant::now());
        }
    }

    fn user_event(&mut self, event_loop: &ActiveEventLoop, event: UserEvent) {
        match event {
            UserEvent::Wake => {
                self.open_pending(event_loop);
                for win in self.windows.values_mut() {
                    win.ask_redraw();
                }
            }
            UserEvent::Repaint { window, after } => {
                if let Some(win) = self.windows.get_mut(&window) {
                    win.repaint_after(after);
                }
            }
            UserEvent::AccessKit(event) => {
                let Some(win) = self.windows.get_mut(&event.window_id) else {
                    return;
                };
                match event.window_event {
                    accesskit_winit::WindowEvent::InitialTreeRequested => {
                        win.ctx.enable_accesskit();
                        win.ask_redraw();
                    }
                    accesskit_winit::WindowEvent::ActionRequested(request) => {
                        win.state.on_accesskit_action_request(request);
                        win.ask_redraw();
                    }
                    accesskit_winit::WindowEvent::AccessibilityDeactivated => {
                        win.ctx.disable_accesskit();
                    }
                }
            }
        }
    }

    fn window_event(&mut self, _event_loop: &ActiveEventLoop, id: WindowId, event: WindowEvent) {
        if matches!(event, WindowEvent::RedrawRequested) {
            self.redraw(id);
            return;
        }
        let Some(win) = self.windows.get_mut(&id) else {
            return;
        };
        if matches!(event, WindowEvent::CloseRequested) {
            // The app decides (it asks first about edits), in its next frame.
            win.info.events.push(egui::ViewportEvent::Close);
            win.ask_redraw();
            return;
        }
        if matches!(
            event,
            WindowEvent::Focused(true) | WindowEvent::Occluded(false)
        ) {
            // Raised or uncovered: what was under another window must be sent again.
            win.exposed = true;
        }
        let response = win.state.on_window_event(&win.window, &event);
        if response.repaint {
            win.ask_redraw();
        }
    }

    fn about_to_wait(&mut self, event_loop: &ActiveEventLoop) {
        let now = Instant::now();
        let mut next: Option<Instant> = None;
        for win in self.windows.values_mut() {
            match win.repaint_at {
                Some(at) if at <= now => {
                    win.repaint_at = None;
                    win.ask_redraw();
                }
                Some(at) => next = Some(next.map_or(at, |n| n.min(at))),
                None => {}
            }
        }
        if self.failed.is_some() && self.windows.is_empty() {
            event_loop.exit();
            return;
        }
        if self.windows.is_empty() && self.pending.is_empty() {
            match self.host.when_idle(now) {
                Idle::Exit => {
                    event_loop.exit();
                    return;
                }
                Idle::Until(end) => next = Some(next.map_or(end, |n| n.min(end))),
                Idle::Wait => {}
            }
        }
        // Nothing scheduled: sleep until a link or the window system wakes us.
        event_loop.set_control_flow(match next {
            Some(at) => ControlFlow::WaitUntil(at),
            None => ControlFlow::Wait,
        });
    }
}
