//! The floor for startup measurements: a bare eframe window built with the same eframe
//! features, renderer and release profile as the app, showing one label.
//! `scripts/bench-startup` compares the app's time to window and memory with this.

struct Bare;

impl eframe::App for Bare {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        ui.label("Hello");
    }
}

fn main() -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Bare eframe window")
            .with_inner_size([720.0, 640.0]),
        #[cfg(not(feature = "wgpu"))]
        renderer: eframe::Renderer::Glow,
        #[cfg(feature = "wgpu")]
        renderer: eframe::Renderer::Wgpu,
        ..Default::default()
    };
    eframe::run_native("bare", options, Box::new(|_cc| Ok(Box::new(Bare))))
}
