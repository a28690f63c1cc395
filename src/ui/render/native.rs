//! The windows drawn on the CPU (the default on Linux and the BSDs): our own winit event loop,
//! egui-winit for input, IME, clipboard and AccessKit, [`super::raster`] to draw and
//! softbuffer to put the pixels on screen. No OpenGL or Vulkan library is loaded, so the
//! window opens where OpenGL does not work (remote X, some VMs, broken drivers) and without
//! the ~60 MiB and ~40 ms a GL driver costs.
//!
//! Each window is an egui context of its own, showing one [`PreviewApp`]; a link handed over
//! by a later click opens another, with the launcher's activation token. When the last window
//! closes the process ends, unless it is resident: then it waits, with no timer, for the next
//! link (or until its resident time is over).

use std::collections::HashMap;
use std::num::NonZeroU32;
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

use egui_winit::accesskit_winit;
use egui_winit::winit;
use winit::application::ApplicationHandler;
use winit::event::WindowEvent;
use winit::event_loop::{
    ActiveEventLoop, ControlFlow, EventLoop, EventLoopProxy, OwnedDisplayHandle,
};
use winit::window::{Window, WindowId};

use super::raster::Raster;
use crate::instance::{Arrival, Gate};
use crate::ui::theme::SystemTheme;
use crate::ui::{AppOptions, PreviewApp, Resident, Waker};

/// Why the CPU-drawn windows could not start (the caller then uses OpenGL).
#[derive(Debug, thiserror::Error)]
pub enum NativeError {
    /// The window system did not let us create the event loop or a window.
    #[error("the window system refused: {0}")]
    WindowSystem(String),
    /// Putting pixels on screen failed (softbuffer).
    #[error("the window's pixels cannot be shown without OpenGL here: {0}")]
    Present(String),
}

/// What wakes the event loop from elsewhere.
#[derive(Debug)]
pub enum UserEvent {
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
    surface: softbuffer::Surface<OwnedDisplayHandle, Arc<Window>>,
    ctx: egui::Context,
    state: egui_winit::State,
    info: egui::ViewportInfo,
    raster: Raster,
    app: PreviewApp,
    /// When to draw it again without input (egui's animations, the Send delay, a caret).
    repaint_at: Option<Instant>,
    /// Shown once its first frame is drawn (no empty flash).
    shown: bool,
    /// We asked for the next redraw. One we did not ask for comes from the window system
    /// (the window was exposed, mapped or resized) and puts the whole frame on screen again.
    asked: bool,
    /// The window system may have lost what was shown (raised, uncovered).
    exposed: bool,
    /// Until then every frame is put on screen whole: a window manager maps a new window
    /// when it likes, and its exposure may coincide with a redraw we asked for.
    whole_until: Option<Instant>,
}

/// A link waiting for the event loop to give it a window.
struct Pending {
    app: PreviewApp,
    token: Option<String>,
}

/// Every window of this process, and what it does once none is left.
struct Shell {
    display: softbuffer::Context<OwnedDisplayHandle>,
    proxy: EventLoopProxy<UserEvent>,
    windows: HashMap<WindowId, Win>,
    pending: Vec<Pending>,
    arrivals: Option<mpsc::Receiver<Arrival>>,
    gate: Option<Gate>,
    options: AppOptions,
    theme: SystemTheme,
    icon: Option<Arc<egui::IconData>>,
    resident: Resident,
    /// Since when no window has been open.
    empty_since: Option<Instant>,
    /// The first window could not be made: why (the caller falls back to OpenGL).
    failed: Option<NativeError>,
    /// A window was shown at least once (after that, a failure is reported, not retried).
    any_shown: bool,
    /// While resident with no window: nothing in the process polls.
    quiet: Option<super::quiet::Quiet>,
}

/// Runs the CPU-drawn windows: `first` (if any) at once, then one per link from `arrivals`,
/// until the last is closed and the process need not resident. `wake` receives the function
/// that wakes the loop when a link arrives.
pub fn run(
    first: Option<(PreviewApp, Option<String>)>,
    options: AppOptions,
    arrivals: Option<mpsc::Receiver<Arrival>>,
    gate: Option<Gate>,
    resident: Resident,
    wake: impl FnOnce(Waker),
) -> Result<(), NativeError> {
    let event_loop = EventLoop::<UserEvent>::with_user_event()
        .build()
        .map_err(|e| NativeError::WindowSystem(e.to_string()))?;
    let display = softbuffer::Context::new(event_loop.owned_display_handle())
        .map_err(|e| NativeError::Present(e.to_string()))?;
    let proxy = event_loop.create_proxy();
    {
        let proxy = proxy.clone();
        wake(Arc::new(move || {
            let _ = proxy.send_event(UserEvent::Wake);
        }));
    }
    let theme = SystemTheme::start();
    {
        let proxy = proxy.clone();
        theme.on_found(move || {
            let _ = proxy.send_event(UserEvent::Wake);
        });
    }
    let mut shell = Shell {
        display,
        proxy,
        windows: HashMap::new(),
        pending: first
            .map(|(app, token)| Pending { app, token })
            .into_iter()
            .collect(),
        arrivals,
        gate,
        options,
        theme,
        icon: crate::ui::windows::icon(),
        resident,
        empty_since: None,
        failed: None,
        any_shown: false,
        quiet: None,
    };
    event_loop
        .run_app(&mut shell)
        .map_err(|e| NativeError::WindowSystem(e.to_string()))?;
    match shell.failed {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

impl Shell {
    /// Takes the links that arrived.
    fn receive(&mut self) {
        let Some(arrivals) = &self.arrivals else {
            return;
        };
        while let Ok(arrival) = arrivals.try_recv() {
            let handoff = arrival.take();
            let options = self.options.for_handoff(handoff.config);
            self.pending.push(Pending {
                app: PreviewApp::new(&handoff.uri, options),
                token: handoff.activation_token,
            });
        }
    }

    /// Gives each waiting link its window.
    fn open_pending(&mut self, event_loop: &ActiveEventLoop) {
        for pending in std::mem::take(&mut self.pending) {
            match self.open(event_loop, pending) {
                Ok(win) => {
                    let id = win.window.id();
                    self.windows.insert(id, win);
                    self.empty_since = None;
                    self.quiet = None;
                }
                Err(e) => {
                    eprintln!("mailto-preview: a preview window could not be opened: {e}");
                    if !self.any_shown && self.windows.is_empty() {
                        self.failed = Some(e);
                        event_loop.exit();
                        return;
                    }
                }
            }
        }
    }

    fn open(&mut self, event_loop: &ActiveEventLoop, pending: Pending) -> Result<Win, NativeError> {
        let ctx = egui::Context::default();
        self.theme.attach(&ctx);
        crate::ui::install_fonts(&ctx);
        let builder = crate::ui::windows::viewport(pending.app.window_title(), self.icon.as_ref())
            // Shown once its first frame is drawn, as eframe does (no empty flash).
            .with_visible(false);
        let mut attributes = egui_winit::create_winit_window_attributes(&ctx, builder.clone());
        // The launcher's token (handed over) or ours (egui-winit took it from the
        // environment already): the window may take the focus, and on X11 the desktop's
        // startup notification ends when the window maps.
        if let Some(token) = pending.token {
            use winit::platform::startup_notify::WindowAttributesExtStartupNotify as _;
            attributes =
                attributes.with_activation_token(winit::window::ActivationToken::from_raw(token));
        }
        let window = event_loop
            .create_window(attributes)
            .map_err(|e| NativeError::WindowSystem(e.to_string()))?;
        egui_winit::apply_viewport_builder_to_window(&ctx, &window, &builder);
        let window = Arc::new(window);
        let surface = softbuffer::Surface::new(&self.display, window.clone())
            .map_err(|e| NativeError::Present(e.to_string()))?;
        let mut state = egui_winit::State::new(
            ctx.clone(),
            egui::ViewportId::ROOT,
            event_loop,
            Some(window.scale_factor() as f32),
            window.theme(),
            // No GPU limit here; a narrower font atlas costs less memory to keep.
            Some(2048),
        );
        state.init_accesskit(event_loop, &window, self.proxy.clone());
        let proxy = self.proxy.clone();
        let id = window.id();
        ctx.set_request_repaint_callback(move |info| {
            let _ = proxy.send_event(UserEvent::Repaint {
                window: id,
                after: info.delay,
            });
        });
        let mut info = egui::ViewportInfo::default();
        egui_winit::update_viewport_info(&mut info, &ctx, &window, true);
        window.request_redraw();
        Ok(Win {
            window,
            surface,
            ctx,
            state,
            info,
            raster: Raster::new(),
            app: pending.app,
            repaint_at: None,
            shown: false,
            asked: true,
            exposed: false,
            whole_until: None,
        })
    }

    /// Runs egui for the window and draws what changed.
    fn redraw(&mut self, id: WindowId) {
        let Some(win) = self.windows.get_mut(&id) else {
            return;
        };
        win.repaint_at = None;
        let exposed = !std::mem::take(&mut win.asked) | std::mem::take(&mut win.exposed);
        match win.frame(exposed) {
            Ok(()) => self.any_shown |= win.shown,
            Err(e) if !self.any_shown => {
                // Nothing was shown yet, so nothing was read or edited: the caller opens the
                // same link with OpenGL instead.
                eprintln!("mailto-preview: the window could not be drawn on the CPU: {e}");
                self.failed = Some(e);
                self.windows.clear();
                return;
            }
            Err(e) => {
                // The window stays, with the message in it, and is tried again on the next
                // event; the person can still save or cancel.
                eprintln!("mailto-preview: the window could not be drawn: {e}");
            }
        }
        if win.app.is_closed() {
            self.close(id);
        }
    }

    fn close(&mut self, id: WindowId) {
        if let Some(win) = self.windows.remove(&id) {
            self.theme.detach(&win.ctx);
        }
        if self.windows.is_empty() && self.pending.is_empty() {
            self.empty_since = Some(Instant::now());
            self.rest();
        }
    }

    /// No window is open: if the process stays, nothing in it may poll while it waits.
    fn rest(&mut self) {
        if self.resident != Resident::Off && self.quiet.is_none() {
            self.quiet = Some(super::quiet::Quiet::begin());
        }
    }

    /// Whether the process should end now: no window, nothing on its way, and no reason to
    /// resident. Closing the gate is final, so it is asked only then.
    fn done(&mut self, now: Instant) -> bool {
        if !self.windows.is_empty() || !self.pending.is_empty() || self.failed.is_some() {
            return self.failed.is_some() && self.windows.is_empty();
        }
        let Some(since) = self.empty_since else {
            return false;
        };
        let lingered = match self.resident {
            Resident::Off => true,
            Resident::For(d) => now >= since + d,
            Resident::Always => false,
        };
        lingered && self.gate.as_ref().is_none_or(Gate::close_if_idle)
    }
}

impl Win {
    /// Asks for a redraw (of what changed).
    fn ask_redraw(&mut self) {
        self.asked = true;
        self.window.request_redraw();
    }

    /// Runs egui and puts what changed on screen; everything when `exposed` (the window
    /// system lost what was shown) or on the first frame, which also maps the window.
    fn frame(&mut self, exposed: bool) -> Result<(), NativeError> {
        egui_winit::update_viewport_info(&mut self.info, &self.ctx, &self.window, false);
        let mut input = self.state.take_egui_input(&self.window);
        input.viewports = std::iter::once((egui::ViewportId::ROOT, self.info.clone())).collect();
        let app = &mut self.app;
        let output = self.ctx.run_ui(input, |ui| app.show(ui));
        self.info.events.clear();
        self.state
            .handle_platform_output(&self.window, output.platform_output);
        for (viewport, out) in output.viewport_output {
            if viewport != egui::ViewportId::ROOT {
                continue;
            }
            // Closing is the app's decision (is_closed); the rest (title, focus...) is the
            // window's.
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
        let size = self.window.inner_size();
        let (Some(width), Some(height)) =
            (NonZeroU32::new(size.width), NonZeroU32::new(size.height))
        else {
            return Ok(());
        };
        let primitives = self.ctx.tessellate(output.shapes, output.pixels_per_point);
        let background = self.ctx.global_style().visuals.panel_fill;
        let damage = self.raster.paint(
            [width.get() as usize, height.get() as usize],
            output.pixels_per_point,
            background,
            &primitives,
            output.textures_delta,
        );
        self.surface
            .resize(width, height)
            .map_err(|e| NativeError::Present(e.to_string()))?;
        let mut buffer = self
            .surface
            .buffer_mut()
            .map_err(|e| NativeError::Present(e.to_string()))?;
        // A buffer that held the last frame needs only what changed; any other needs all.
        let first = !self.shown;
        let whole = first
            || exposed
            || self.whole_until.is_some_and(|t| Instant::now() < t)
            || buffer.age() != 1
            || buffer.len() != self.raster.pixels().len();
        let rects: Vec<softbuffer::Rect> = if whole {
            buffer.copy_from_slice(self.raster.pixels());
            vec![softbuffer::Rect {
                x: 0,
                y: 0,
                width,
                height,
            }]
        } else {
            let w = width.get() as usize;
            let pixels = self.raster.pixels();
            damage
                .iter()
                .filter_map(|r| {
                    for y in r.y0..r.y1 {
                        buffer[y * w + r.x0..y * w + r.x1]
                            .copy_from_slice(&pixels[y * w + r.x0..y * w + r.x1]);
                    }
                    Some(softbuffer::Rect {
                        x: r.x0 as u32,
                        y: r.y0 as u32,
                        width: NonZeroU32::new((r.x1 - r.x0) as u32)?,
                        height: NonZeroU32::new((r.y1 - r.y0) as u32)?,
                    })
                })
                .collect()
        };
        if rects.is_empty() {
            // Nothing changed: the buffer is not presented (no wasted copy to the server).
            return Ok(());
        }
        if first {
            // Mapped now, with its first frame ready (no empty flash), and the frame sent
            // after the map so that it is not drawn into an unmapped window and lost. A window
            // manager that maps it later exposes it, and it is sent again then.
            self.window.set_visible(true);
            self.shown = true;
            self.whole_until = Instant::now().checked_add(Duration::from_millis(500));
        }
        buffer
            .present_with_damage(&rects)
            .map_err(|e| NativeError::Present(e.to_string()))
    }
}

impl ApplicationHandler<UserEvent> for Shell {
    fn resumed(&mut self, event_loop: &ActiveEventLoop) {
        self.receive();
        self.open_pending(event_loop);
        if self.windows.is_empty() && self.pending.is_empty() && self.empty_since.is_none() {
            self.empty_since = Some(Instant::now());
            self.rest();
        }
    }

    fn user_event(&mut self, event_loop: &ActiveEventLoop, event: UserEvent) {
        match event {
            UserEvent::Wake => {
                self.receive();
                self.open_pending(event_loop);
                for win in self.windows.values_mut() {
                    win.ask_redraw();
                }
            }
            UserEvent::Repaint { window, after } => {
                if let Some(win) = self.windows.get_mut(&window) {
                    if after.is_zero() {
                        win.ask_redraw();
                    } else if let Some(at) = Instant::now().checked_add(after) {
                        win.repaint_at = Some(win.repaint_at.map_or(at, |t| t.min(at)));
                    }
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
        if self.done(now) {
            event_loop.exit();
            return;
        }
        if let (true, Resident::For(d), Some(since)) =
            (self.windows.is_empty(), self.resident, self.empty_since)
        {
            let end = since + d;
            next = Some(next.map_or(end, |n| n.min(end)));
        }
        // No window and nothing scheduled: sleep until a link or the window system wakes us.
        event_loop.set_control_flow(match next {
            Some(at) => ControlFlow::WaitUntil(at),
            None => ControlFlow::Wait,
        });
    }
}
