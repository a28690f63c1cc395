//! Send later in the window: the menu beside Send ("in 1 hour", "tomorrow at 08:00",
//! "Monday at 08:00", "choose a day and time…"), the chooser of a day and time on the
//! person's clock, and, once the message is in the queue, "Edit it again" in place of the
//! buttons. The times are read and the message queued by the session; this only shows and
//! asks.

use super::PreviewApp;
use super::bidi::{button, label, name, widget_text};
use super::look::warn;
use super::words::{clock_text, date_text, wall_text};
use crate::session::{LaterChoice, MORNING, WallTime, later_days, later_preview};

/// How many days the chooser offers, today first.
const DAYS: u32 = 60;

/// The chooser's state, kept in egui's memory while it is open.
#[derive(Debug, Clone, Copy, Default)]
struct Chooser {
    open: bool,
    /// Index into the days offered.
    day: usize,
    hour: u32,
    minute: u32,
}

impl PreviewApp {
    /// "Send later…": its menu, under the same rules as Send.
    pub(super) fn send_later_menu(&mut self, ui: &mut egui::Ui, now: f64) {
        if !self.session.can_send_later() {
            return;
        }
        let lang = self.lang.clone();
        let enabled = self.session.main_blocker(now).is_none() && self.session.draft().is_some();
        let mut chosen = None;
        let mut choose = false;
        ui.add_enabled_ui(enabled, |ui| {
            let text = tr!(lang, "action-send-later");
            let menu = ui.menu_button(widget_text(ui, &text), |ui| {
                for (choice, words) in quick_choices(&lang) {
                    if button(ui, &words).clicked() {
                        chosen = Some(choice);
                        ui.close();
                    }
                }
                ui.separator();
                if button(ui, &tr!(lang, "later-choose")).clicked() {
                    choose = true;
                    ui.close();
                }
            });
            name(ui, &menu.response, &text);
            menu.response
                .on_hover_text(tr!(lang, "action-send-later-hover"));
        });
        if let Some(choice) = chosen {
            self.session.send_later(choice, now);
        }
        if choose {
            self.open_later_chooser(ui.ctx());
        }
    }

    /// Opens Send later's panel below the buttons (the menu's last item, or Ctrl+Shift+Enter),
    /// on tomorrow at 08:00.
    pub(super) fn open_later_chooser(&mut self, ctx: &egui::Context) {
        ctx.data_mut(|d| {
            d.insert_temp(
                chooser_id(),
                Chooser {
                    open: true,
                    day: 1,
                    hour: MORNING.0,
                    minute: MORNING.1,
                },
            );
        });
    }

    /// The chooser of a day and time, below the buttons while it is open.
    pub(super) fn later_chooser(&mut self, ui: &mut egui::Ui, now: f64) {
        let id = chooser_id();
        let Some(mut c) = ui.data(|d| d.get_temp::<Chooser>(id)).filter(|c| c.open) else {
            return;
        };
        if !self.session.lets_edit() || !self.session.can_send_later() {
            return;
        }
        let lang = self.lang.clone();
        let days = later_days(DAYS);
        let Some(&first) = days.first() else {
            return;
        };
        c.day = c.day.min(days.len() - 1);
        let mut chosen = None;
        // The menu's choices first, so that the panel alone offers every one.
        ui.horizontal_wrapped(|ui| {
            for (choice, words) in quick_choices(&lang) {
                if button(ui, &words).clicked() {
                    chosen = Some(choice);
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            label(ui, tr!(lang, "later-day"));
            let day = days.get(c.day).copied().unwrap_or(first);
            let combo = egui::ComboBox::from_id_salt("later-day")
                .selected_text(date_text(&lang, day))
                .show_ui(ui, |ui| {
                    for (i, d) in days.iter().enumerate() {
                        ui.selectable_value(&mut c.day, i, date_text(&lang, *d));
                    }
                });
            spoken_as(ui, &combo.response, tr!(lang, "later-day"));
            label(ui, tr!(lang, "later-hour"));
            let hour = ui.add(egui::DragValue::new(&mut c.hour).range(0..=23));
            spoken_as(ui, &hour, tr!(lang, "later-hour"));
            label(ui, tr!(lang, "later-minute"));
            let minute = ui.add(egui::DragValue::new(&mut c.minute).range(0..=59));
            spoken_as(ui, &minute, tr!(lang, "later-minute"));
        });
        let day = days.get(c.day).copied().unwrap_or(first);
        let asked = WallTime {
            hour: c.hour,
            minute: c.minute,
            ..day
        };
        let preview = later_preview(asked);
        let mut go = false;
        ui.horizontal_wrapped(|ui| {
            let ok = preview.is_some_and(|p| !p.past);
            if ui
                .add_enabled(
                    ok,
                    egui::Button::new(widget_text(ui, tr!(lang, "later-schedule"))),
                )
                .clicked()
            {
                go = true;
            }
            if button(ui, &tr!(lang, "action-cancel")).clicked() {
                c.open = false;
            }
        });
        match preview {
            None => {}
            Some(p) if p.past => {
                label(
                    ui,
                    egui::RichText::new(tr!(lang, "later-past")).color(warn(ui)),
                );
            }
            Some(p) => {
                let when = wall_text(&lang, p.goes);
                label(ui, tr!(lang, "later-goes", when = when));
                if p.skipped {
                    let note = tr!(
                        lang,
                        "later-skipped",
                        asked = clock_text(asked),
                        time = clock_text(p.goes)
                    );
                    label(ui, egui::RichText::new(note).color(warn(ui)));
                }
                if p.repeated {
                    let note = tr!(lang, "later-repeated", time = clock_text(p.goes));
                    label(ui, egui::RichText::new(note).color(warn(ui)));
                }
            }
        }
        if go {
            chosen = Some(LaterChoice::At(asked));
        }
        if let Some(choice) = chosen {
            c.open = false;
            self.session.send_later(choice, now);
        }
        ui.data_mut(|d| d.insert_temp(id, c));
    }

    /// "Send when online", beside Retry, after a send failed for want of a network.
    pub(super) fn when_online(&mut self, ui: &mut egui::Ui) {
        if !self.session.can_send_when_online() {
            return;
        }
        let lang = self.lang.clone();
        if button(ui, &tr!(lang, "action-send-when-online"))
            .on_hover_text(tr!(lang, "action-send-when-online-hover"))
            .clicked()
        {
            self.session.send_when_online();
        }
    }

    /// A message in the queue: "Edit it again" in place of the buttons (the status line says
    /// when it goes). Whether one is.
    pub(super) fn scheduled_panel(&mut self, ui: &mut egui::Ui) -> bool {
        if self.session.scheduled().is_none() {
            return false;
        }
        let lang = self.lang.clone();
        ui.horizontal_wrapped(|ui| {
            if button(ui, &tr!(lang, "action-take-back"))
                .on_hover_text(tr!(lang, "action-take-back-hover"))
                .clicked()
            {
                self.session.take_back();
            }
            if button(ui, &tr!(lang, "action-close")).clicked() {
                self.session.close();
            }
        });
        true
    }
}

/// Gives a field the name a screen reader says for it (the label beside it is only drawn).
fn spoken_as(ui: &egui::Ui, response: &egui::Response, text: String) {
    ui.ctx()
        .accesskit_node_builder(response.id, |node| node.set_label(text));
}

/// The choices with a name: in an hour, tomorrow morning, Monday morning.
fn quick_choices(lang: &crate::i18n::Lang) -> [(LaterChoice, String); 3] {
    let morning = clock_text(WallTime {
        year: 0,
        month: 1,
        day: 1,
        weekday: 1,
        hour: MORNING.0,
        minute: MORNING.1,
    });
    [
        (LaterChoice::InAnHour, tr!(lang, "later-in-an-hour")),
        (
            LaterChoice::TomorrowMorning,
            tr!(lang, "later-tomorrow", time = morning.as_str()),
        ),
        (
            LaterChoice::MondayMorning,
            tr!(lang, "later-monday", time = morning.as_str()),
        ),
    ]
}

fn chooser_id() -> egui::Id {
    egui::Id::NULL.with("send-later-chooser")
}
