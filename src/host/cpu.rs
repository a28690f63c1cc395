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

use super::theme::SystemTheme;
use super::{Host, Idle, Opening, Wakeup};
use crate::render::cpu::{Display, Frame, Painted, Painter, PresentError};
use crate::ui::PreviewApp;

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
}

/// Every window of this process.
struct Shell {
    host: Host,
    display: Display,
    proxy: EventLoopProxy<UserEvent>,
    windows: HashMap<WindowId, Win>,
    pending: Vec<Opening>,
    theme: SystemTheme,
    icon: Option<Arc<egui::IconData>>,
    /// The first window could not be made: why (the caller falls back to OpenGL).
    failed: Option<CpuError>,
    /// A window was shown at least once (after that, a failure is reported, not retried).
    any_shown: bool,
}

/// Runs the CPU-drawn windows: `first` (if any) at once, then one per link that arrives,
/// until the host says the process may end.
pub(super) fn run(host: Host, first: Option<Opening>, wakeup: Wakeup) -> Result<(), CpuError> {
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
    let theme = SystemTheme::start();
    {
        let proxy = proxy.clone();
        theme.on_found(move || {
            let _ = proxy.send_event(UserEvent::Wake);
        });
    }
    crate::startup_trace::mark("theme reader started");
    let mut shell = Shell {
        host,
        display,
        proxy,
        windows: HashMap::new(),
        pending: first.into_iter().collect(),
        theme,
        icon: super::icon(),
        failed: None,
        any_shown: false,
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
    /// Gives each link that arrived, and each waiting one, its window.
    fn open_pending(&mut self, event_loop: &ActiveEventLoop) {
        self.pending.extend(self.host.arrived());
        for opening in std::mem::take(&mut self.pending) {
            match self.open(event_loop, opening) {
                Ok(win) => {
                    self.windows.insert(win.window.id(), win);
                    self.host.window_opened();
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

    fn open(&mut self, event_loop: &ActiveEventLoop, opening: Opening) -> Result<Win, CpuError> {
        let ctx = egui::Context::default();
        crate::startup_trace::mark("egui context");
        super::prepare_context(&ctx, &self.theme);
        crate::startup_trace::mark("theme and fonts installed");
        let builder = super::viewport(opening.app.window_title(), self.icon.as_ref())
            // Shown once its first frame is drawn, as eframe does (no empty flash).
            .with_visible(false);
        let mut attributes = egui_winit::create_winit_window_attributes(&ctx, builder.clone());
        // The launcher's token (handed over) or ours (egui-winit took it from the
        // environment already): the window may take the focus, and on X11 the desktop's
        // startup notification ends when the window maps.
        if let Some(token) = opening.token {
            use winit::platform::startup_notify::WindowAttributesExtStartupNotify as _;
            attributes =
                attributes.with_activation_token(winit::window::ActivationToken::from_raw(token));
        }
        let window = event_loop
            .create_window(attributes)
            .map_err(|e| CpuError::WindowSystem(e.to_string()))?;
        egui_winit::apply_viewport_builder_to_window(&ctx, &window, &builder);
        crate::startup_trace::mark("window created (hidden)");
        let mut app = opening.app;
        app.set_parent_xid(x11_window(&window));
        let window = Arc::new(window);
        let painter = Painter::new(&self.display, window.clone())?;
        crate::startup_trace::mark("softbuffer surface");
        let mut state = egui_winit::State::new(
            ctx.clone(),
            egui::ViewportId::ROOT,
            event_loop,
            Some(window.scale_factor() as f32),
            window.theme(),
            // No GPU limit here; a narrower font atlas costs less memory to keep.
            Some(2048),
        );
        crate::startup_trace::mark("egui-winit state (clipboard, IME)");
        state.init_accesskit(event_loop, &window, self.proxy.clone());
        crate::startup_trace::mark("AccessKit adapter");
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
            painter,
            ctx,
            state,
            info,
            app,
            repaint_at: None,
            shown: false,
            asked: true,
            exposed: false,
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
        if win.app.is_closed() {
            self.close(id);
        }
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
        RawWindowHandle::Xlib(h) => Some(h.window as u64),
        RawWindowHandle::Xcb(h) => Some(u64::from(h.window.get())),
        _ => None,
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
    fn frame(&mut self, exposed: bool) -> Result<(), PresentError> {
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
