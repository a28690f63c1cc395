//! Typing into a body of about 2 MiB (the longest a link may set, 1 MiB, and a pasted MiB): the time from a keystroke to
//! its frame, without a display. Each frame runs the window's real egui code on one new
//! character at the end of the body, and tessellates it, as the window does; the drawing
//! itself is `benches/frame.rs`'s. The window keeps the message for the panic hook
//! (src/session/rescue.rs) and counts the body's lines as it would in use.
//!
//! Run: `cargo bench --bench typing` (`-- N` sets the keystrokes, default 60; `-- off` turns
//! spelling off; `-- letter` types into a 40,000-character body instead). Prints the median
//! and the worst keystroke.

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
    // `off`: spelling turned off, to tell its share.
    let spelling = !std::env::args().any(|a| a == "off");
    let options = AppOptions {
        config_path: Some(dir.join("config.toml")),
        store: Some(Store::at(dir.join("data"))),
        spelling: Some(mailto_preview::spelling::SpellSettings {
            enabled: spelling,
            ..Default::default()
        }),
        ..Default::default()
    };
    // Lines of 72 characters, as a long plain-text message has: the link sets the longest body
    // a link may (1 MiB), and the person pastes another MiB.
    let line = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod";
    // `letter`: a long letter instead, 40,000 characters and no paste.
    let letter = std::env::args().any(|a| a == "letter");
    // English with a typo in every other word: many marks, each drawn where it is on screen.
    let line = if letter {
        "Thsi is a lettr wiht mny typos in evry line of teh text, writen ovr and ovr"
    } else {
        line
    };
    let link_body = if letter { 40_000 } else { 1024 * 1024 };
    let mut body = String::new();
    while body.len() + line.len() + 1 < link_body {
        body.push_str(line);
        body.push_str("%0A");
    }
    let pasted = if letter {
        String::new()
    } else {
        format!("{line}\n").repeat(1024 * 1024 / (line.len() + 1))
    };
    let uri = format!("mailto:ann@example.org?subject=Long&body={body}");
    let ctx = egui::Context::default();
    // The body is found by its accessible role, as a screen reader would find it.
    ctx.enable_accesskit();
    let mut body_node = None;
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
            // The body takes the keyboard (asked through AccessKit, as assistive technology
            // does), the caret goes to its end, a MiB is pasted, then one letter per frame.
            0..=4 => vec![],
            5 => body_node
                .map(|target| {
                    vec![Event::AccessKitActionRequest(
                        egui::accesskit::ActionRequest {
                            action: egui::accesskit::Action::Focus,
                            target_tree: egui::accesskit::TreeId::ROOT,
                            target_node: target,
                            data: None,
                        },
                    )]
                })
                .unwrap_or_default(),
            6 => {
                // Typing is measured as most people type: with no screen reader (AccessKit
                // off, as egui leaves it until assistive technology asks; with one, egui also
                // rebuilds the field's text for it each frame).
                ctx.disable_accesskit();
                vec![key(Key::End, Modifiers::COMMAND)]
            }
            7 => vec![Event::Paste(pasted.clone())],
            _ => vec![Event::Text("x".into())],
        };
        if i == 8 && spelling && letter {
            // Spelling starts when the body takes the keyboard; the letter's typing is measured
            // with its marks drawn, so wait (frames, as the window runs them) until they arrive.
            // (Lorem ipsum has no dictionary: nothing to wait for.)
            let body = mailto_preview::session::EditField::Body;
            let until = Instant::now() + Duration::from_secs(30);
            while app.session().misspelt(body).is_empty() && Instant::now() < until {
                std::thread::sleep(Duration::from_millis(5));
                let idle = RawInput {
                    screen_rect: Some(Rect::from_min_size(pos2(0.0, 0.0), points)),
                    time: Some(start.elapsed().as_secs_f64()),
                    focused: true,
                    ..Default::default()
                };
                let mut out = ctx.run_ui(idle, |ui| app.show(ui));
                out.textures_delta.clear();
            }
        }
        let t0 = Instant::now();
        let mut out = ctx.run_ui(input, |ui| app.show(ui));
        if let Some(update) = &out.platform_output.accesskit_update {
            body_node = body_node.or_else(|| {
                update
                    .nodes
                    .iter()
                    .find(|(_, n)| n.role() == egui::accesskit::Role::MultilineTextInput)
                    .map(|(id, _)| *id)
            });
        }
        let _primitives = ctx.tessellate(out.shapes, out.pixels_per_point);
        // Nothing is drawn here: the font atlas's updates are dropped on purpose.
        out.textures_delta.clear();
        if i >= 8 {
            times.push(t0.elapsed());
        }
    }
    let typed = app.session().draft().map_or(0, |d| d.body.len());
    assert!(
        typed > if letter { 38_000 } else { 2_000_000 },
        "the keystrokes did not reach the body ({typed} bytes)"
    );
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "typing at the end of a {:.2} MiB body (spelling {}, {} words marked): {} keystrokes, median {:.1} ms, worst {:.1} ms per keystroke",
        typed as f64 / (1024.0 * 1024.0),
        if spelling { "on" } else { "off" },
        app.session()
            .misspelt(mailto_preview::session::EditField::Body)
            .len(),
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
