//! Typing into a body of about 2 MiB (the longest a link may set, 1 MiB, and a pasted MiB): the time from a keystroke to
//! its frame, without a display. Each frame runs the window's real egui code on one new
//! character at the end of the body, and tessellates it, as the window does; the drawing
//! itself is `benches/frame.rs`'s. The window keeps the message for the panic hook
//! (src/session/rescue.rs) and counts the body's lines as it would in use.
//!
//! Run: `cargo bench --bench typing` (`-- N` sets the keystrokes, default 60). Prints the
//! median and the worst keystroke.

use std::time::{Duration, Instant};

use egui::{Event, Key, Modifiers, RawInput, Rect, pos2, vec2};
use mailto_preview::store::Store;
use mailto_preview::ui::{AppOptions, PreviewApp};

fn main() {
    let keystrokes: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(60);
    let dir = std::env::temp_dir().join(format!("mp-typing-bench-{}", std::process::id()));
    let options = AppOptions {
        config_path: Some(dir.join("config.toml")),
        store: Some(Store::at(dir.join("data"))),
        ..Default::default()
    };
    // Lines of 72 characters, as a long plain-text message has: the link sets the longest body
    // a link may (1 MiB), and the person pastes another MiB.
    let line = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod";
    let mut body = String::new();
    while body.len() + line.len() + 1 < 1024 * 1024 {
        body.push_str(line);
        body.push_str("%0A");
    }
    let pasted = format!("{line}\n").repeat(1024 * 1024 / (line.len() + 1));
    let uri = format!("mailto:ann@example.org?subject=Long&body={body}");
    let ctx = egui::Context::default();
    let mut app = PreviewApp::new(uri.as_bytes(), options);
    let start = Instant::now();
    let mut times = Vec::new();
    let points = vec2(720.0, 640.0);
    for i in 0..keystrokes + 8 {
        let mut input = RawInput {
            screen_rect: Some(Rect::from_min_size(pos2(0.0, 0.0), points)),
            time: Some(start.elapsed().as_secs_f64()),
            focused: true,
            ..Default::default()
        };
        input.events = match i {
            // From To (focused when the window opens) to Cc, Bcc, Subject, the body, and to the
            // end of the body.
            0 | 5 => vec![],
            1..=4 => vec![key(Key::Tab, Modifiers::NONE)],
            6 => vec![key(Key::End, Modifiers::COMMAND)],
            7 => vec![Event::Paste(pasted.clone())],
            _ => vec![Event::Text("x".into())],
        };
        let t0 = Instant::now();
        let mut out = ctx.run_ui(input, |ui| app.show(ui));
        let _primitives = ctx.tessellate(out.shapes, out.pixels_per_point);
        // Nothing is drawn here: the font atlas's updates are dropped on purpose.
        out.textures_delta.clear();
        if i >= 8 {
            times.push(t0.elapsed());
        }
    }
    let typed = app.session().draft().map_or(0, |d| d.body.len());
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "typing at the end of a {:.2} MiB body: {} keystrokes, median {:.1} ms, worst {:.1} ms per keystroke",
        typed as f64 / (1024.0 * 1024.0),
        times.len(),
        ms(times[times.len() / 2]),
        ms(times[times.len() - 1]),
    );
    let _ = std::fs::remove_dir_all(&dir);
}

fn key(key: Key, modifiers: Modifiers) -> Event {
    Event::Key {
        key,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers,
    }
}
