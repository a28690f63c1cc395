//! The floor for startup measurements: the barest window this program's own stack can show,
//! winit and softbuffer painting one flat frame at 720x640, titled like the preview window
//! ("Send email to ADDRESS?", from the mailto: link in the first argument). No egui, no text,
//! no fonts, no accessibility, no D-Bus (of this program it uses only the startup trace, a look
//! at a flag unless `MAILTO_PREVIEW_TRACE_STARTUP` is set). Built with the same release profile and the same
//! winit and softbuffer as the app, so that `scripts/bench-startup` can show how far the
//! preview window is from what the platform allows.

#[cfg(all(unix, not(target_os = "macos")))]
mod floor {
    use std::num::NonZeroU32;
    use std::rc::Rc;

    use winit::application::ApplicationHandler;
    use winit::event::WindowEvent;
    use winit::event_loop::{ActiveEventLoop, EventLoop};
    use winit::window::{Window, WindowId};

    /// The window and the surface its one frame is painted on.
    type Shown = (Rc<Window>, softbuffer::Surface<Rc<Window>, Rc<Window>>);

    struct Floor {
        title: String,
        window: Option<Shown>,
        failed: Option<String>,
    }

    impl ApplicationHandler for Floor {
        fn resumed(&mut self, event_loop: &ActiveEventLoop) {
            let attributes = Window::default_attributes()
                .with_title(self.title.clone())
                .with_inner_size(winit::dpi::LogicalSize::new(720.0, 640.0));
            let made = event_loop
                .create_window(attributes)
                .map_err(|e| e.to_string())
                .and_then(|window| {
                    let window = Rc::new(window);
                    let context =
                        softbuffer::Context::new(window.clone()).map_err(|e| e.to_string())?;
                    let surface = softbuffer::Surface::new(&context, window.clone())
                        .map_err(|e| e.to_string())?;
                    Ok((window, surface))
                });
            match made {
                Ok(w) => {
                    mailto_preview::startup_trace::mark("window created (shown) and its surface");
                    self.window = Some(w);
                }
                Err(e) => {
                    self.failed = Some(e);
                    event_loop.exit();
                }
            }
        }

        fn window_event(&mut self, event_loop: &ActiveEventLoop, _: WindowId, event: WindowEvent) {
            match event {
                WindowEvent::CloseRequested => event_loop.exit(),
                WindowEvent::RedrawRequested => {
                    let Some((window, surface)) = self.window.as_mut() else {
                        return;
                    };
                    let size = window.inner_size();
                    let (Some(w), Some(h)) =
                        (NonZeroU32::new(size.width), NonZeroU32::new(size.height))
                    else {
                        return;
                    };
                    let drawn = surface.resize(w, h).and_then(|()| {
                        let mut buffer = surface.buffer_mut()?;
                        buffer.fill(0x0020_2020);
                        buffer.present()
                    });
                    mailto_preview::startup_trace::mark("frame presented");
                    if let Err(e) = drawn {
                        self.failed = Some(e.to_string());
                        event_loop.exit();
                    }
                }
                _ => {}
            }
        }
    }

    pub fn run() -> Result<(), String> {
        let uri = std::env::args().nth(1).unwrap_or_default();
        let to = uri
            .trim_start_matches("mailto:")
            .split('?')
            .next()
            .unwrap_or("")
            .to_string();
        let event_loop = EventLoop::new().map_err(|e| e.to_string())?;
        mailto_preview::startup_trace::mark("event loop (window system connection)");
        let mut floor = Floor {
            title: format!("Send email to {to}?"),
            window: None,
            failed: None,
        };
        event_loop.run_app(&mut floor).map_err(|e| e.to_string())?;
        floor.failed.map_or(Ok(()), Err)
    }
}

fn main() -> std::process::ExitCode {
    // With MAILTO_PREVIEW_TRACE_STARTUP=1, the same steps as the preview window's are timed.
    mailto_preview::startup_trace::begin();
    #[cfg(all(unix, not(target_os = "macos")))]
    let ran = floor::run();
    #[cfg(not(all(unix, not(target_os = "macos"))))]
    let ran: Result<(), String> =
        Err("the floor window is drawn with softbuffer on Linux and the BSDs only".into());
    match ran {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("floor_window: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
