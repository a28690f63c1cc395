//! Send later's times, read in the person's time zone: "in 1 hour", "tomorrow at 08:00",
//! "Monday at 08:00", or a day and time they choose.
//!
//! A wall-clock time the zone skips (the clocks go forward over it) or repeats (they go back)
//! is resolved as calendars do (RFC 5545 §3.3.5): a skipped time is read with the offset in
//! force before the change, so it goes that much later (02:30 on a night the clocks go from
//! 02:00 to 03:00 is 03:30); a repeated one is its first occurrence. The window says which.

use chrono::{
    DateTime, Datelike, Duration, FixedOffset, LocalResult, NaiveDate, NaiveDateTime, NaiveTime,
    Offset, TimeZone, Utc,
};

/// A time Send later offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    /// An hour from now.
    InAnHour,
    /// Tomorrow at [`MORNING`].
    TomorrowMorning,
    /// The next Monday (a week on, on a Monday) at [`MORNING`].
    MondayMorning,
    /// A day and time on the wall clock.
    At(NaiveDateTime),
}

/// The morning hour the choices name: 08:00.
pub const MORNING: (u32, u32) = (8, 0);

/// A choice resolved to an instant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct When {
    /// The instant, in Unix seconds.
    pub at: i64,
    /// What the wall clock shows then.
    pub local: NaiveDateTime,
    /// When the wall-clock time asked for was skipped or repeated, how it was read.
    pub adjusted: Option<Adjusted>,
}

/// How a wall-clock time that a change of the clocks skips or repeats was read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Adjusted {
    /// It does not exist that day: the message goes at [`When::local`], later by the
    /// change.
    Skipped {
        /// The time asked for.
        asked: NaiveDateTime,
    },
    /// It happens twice that day: the first.
    Repeated,
}

/// A time zone: the system's in the program ([`SystemZone`]), a rule of their own in tests.
pub trait Zone {
    /// The instants a wall-clock time is in this zone: one, two (the clocks went back), or
    /// none (they went forward over it).
    fn instants_of(&self, local: &NaiveDateTime) -> LocalResult<DateTime<FixedOffset>>;
    /// The wall-clock time at an instant.
    fn to_local(&self, at: i64) -> NaiveDateTime;
}

/// The system's time zone (`TZ`, else `/etc/localtime`; the system's setting on macOS and
/// Windows), as chrono reads it.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemZone;

impl Zone for SystemZone {
    fn instants_of(&self, local: &NaiveDateTime) -> LocalResult<DateTime<FixedOffset>> {
        chrono::Local
            .from_local_datetime(local)
            .map(|t| t.with_timezone(&t.offset().fix()))
    }

    fn to_local(&self, at: i64) -> NaiveDateTime {
        DateTime::<Utc>::from_timestamp(at, 0)
            .unwrap_or_default()
            .with_timezone(&chrono::Local)
            .naive_local()
    }
}

/// `choice` as an instant, from `now` (Unix seconds) in `zone`. `None` for a time the
/// calendar cannot hold.
pub fn resolve(choice: Choice, now: i64, zone: &dyn Zone) -> Option<When> {
    let morning = NaiveTime::from_hms_opt(MORNING.0, MORNING.1, 0)?;
    let today = zone.to_local(now).date();
    let local = match choice {
        Choice::InAnHour => {
            let at = now.checked_add(3600)?;
            return Some(When {
                at,
                local: zone.to_local(at),
                adjusted: None,
            });
        }
        Choice::TomorrowMorning => today.succ_opt()?.and_time(morning),
        Choice::MondayMorning => {
            let ahead = 7 - i64::from(today.weekday().num_days_from_monday());
            today
                .checked_add_signed(Duration::days(ahead))?
                .and_time(morning)
        }
        Choice::At(local) => local,
    };
    at_wall_clock(local, zone)
}

/// The instant the wall clock shows `local` in `zone`.
pub fn at_wall_clock(local: NaiveDateTime, zone: &dyn Zone) -> Option<When> {
    match zone.instants_of(&local) {
        LocalResult::Single(t) => Some(When {
            at: t.timestamp(),
            local,
            adjusted: None,
        }),
        // chrono does not promise which of the two comes first (on Unix it is the one with
        // the smaller offset, the later instant): the earlier instant is taken.
        LocalResult::Ambiguous(a, b) => Some(When {
            at: a.timestamp().min(b.timestamp()),
            local,
            adjusted: Some(Adjusted::Repeated),
        }),
        LocalResult::None => {
            // The offset before the gap: that of the last wall-clock time before it that
            // exists (gaps are an hour or two; a whole day was skipped once, in Samoa).
            let before = (1..=48).find_map(|hours| {
                zone.instants_of(&(local - Duration::hours(hours)))
                    .latest()
                    .map(|t| *t.offset())
            })?;
            let at = before.from_local_datetime(&local).single()?.timestamp();
            Some(When {
                at,
                local: zone.to_local(at),
                adjusted: Some(Adjusted::Skipped { asked: local }),
            })
        }
    }
}

/// The days a person may choose from, today first: `days` of them.
pub fn days_from(now: i64, days: u32, zone: &dyn Zone) -> Vec<NaiveDate> {
    let today = zone.to_local(now).date();
    today.iter_days().take(days as usize).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Central European time in 2027: +01:00, and +02:00 from 28 March 01:00 UTC to 31
    /// October 01:00 UTC.
    struct Berlin;

    const SUMMER_FROM: i64 = 1_806_195_600; // 2027-03-28T01:00:00Z
    const SUMMER_UNTIL: i64 = 1_824_944_400; // 2027-10-31T01:00:00Z

    fn offset_at(at: i64) -> FixedOffset {
        let hours = if (SUMMER_FROM..SUMMER_UNTIL).contains(&at) {
            2
        } else {
            1
        };
        FixedOffset::east_opt(hours * 3600).unwrap()
    }

    impl Zone for Berlin {
        fn instants_of(&self, local: &NaiveDateTime) -> LocalResult<DateTime<FixedOffset>> {
            let fits: Vec<DateTime<FixedOffset>> = [1, 2]
                .into_iter()
                .filter_map(|h| FixedOffset::east_opt(h * 3600))
                .filter_map(|o| o.from_local_datetime(local).single())
                .filter(|t| offset_at(t.timestamp()) == *t.offset())
                .collect();
            match fits.as_slice() {
                [one] => LocalResult::Single(*one),
                // In chrono's order on Unix: the smaller offset (the later instant) first.
                [a, b] => {
                    let (small, large) =
                        if a.offset().local_minus_utc() < b.offset().local_minus_utc() {
                            (*a, *b)
                        } else {
                            (*b, *a)
                        };
                    LocalResult::Ambiguous(small, large)
                }
                _ => LocalResult::None,
            }
        }

        fn to_local(&self, at: i64) -> NaiveDateTime {
            DateTime::<Utc>::from_timestamp(at, 0)
                .unwrap()
                .with_timezone(&offset_at(at))
                .naive_local()
        }
    }

    fn wall(text: &str) -> NaiveDateTime {
        NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M").unwrap()
    }

    fn utc(text: &str) -> i64 {
        wall(text).and_utc().timestamp()
    }

    #[test]
    fn the_offered_times_are_read_on_the_persons_clock() {
        // Friday 26 March 2027, 22:30 in Berlin (21:30 UTC).
        let now = utc("2027-03-26 21:30");
        let hour = resolve(Choice::InAnHour, now, &Berlin).unwrap();
        assert_eq!(hour.at, now + 3600);
        assert_eq!(hour.local, wall("2027-03-26 23:30"));
        let tomorrow = resolve(Choice::TomorrowMorning, now, &Berlin).unwrap();
        assert_eq!(tomorrow.local, wall("2027-03-27 08:00"));
        assert_eq!(tomorrow.at, utc("2027-03-27 07:00"));
        // Monday, after the clocks went forward on Sunday: 08:00 is 06:00 UTC then.
        let monday = resolve(Choice::MondayMorning, now, &Berlin).unwrap();
        assert_eq!(monday.local, wall("2027-03-29 08:00"));
        assert_eq!(monday.at, utc("2027-03-29 06:00"));
        assert_eq!(monday.adjusted, None);
    }

    #[test]
    fn on_a_monday_monday_morning_is_a_week_on() {
        let now = utc("2027-03-29 05:00"); // Monday 07:00 in Berlin
        let monday = resolve(Choice::MondayMorning, now, &Berlin).unwrap();
        assert_eq!(monday.local, wall("2027-04-05 08:00"));
    }

    #[test]
    fn a_time_the_clocks_skip_goes_later_by_the_change() {
        let now = utc("2027-03-27 12:00");
        let when = resolve(Choice::At(wall("2027-03-28 02:30")), now, &Berlin).unwrap();
        assert_eq!(when.local, wall("2027-03-28 03:30"));
        assert_eq!(when.at, utc("2027-03-28 01:30"));
        assert_eq!(
            when.adjusted,
            Some(Adjusted::Skipped {
                asked: wall("2027-03-28 02:30")
            })
        );
    }

    #[test]
    fn a_time_the_clocks_repeat_is_its_first() {
        let now = utc("2027-10-30 12:00");
        let when = resolve(Choice::At(wall("2027-10-31 02:30")), now, &Berlin).unwrap();
        // 02:30 summer time (+02:00), not 02:30 winter time an hour later.
        assert_eq!(when.at, utc("2027-10-31 00:30"));
        assert_eq!(when.local, wall("2027-10-31 02:30"));
        assert_eq!(when.adjusted, Some(Adjusted::Repeated));
    }

    #[test]
    fn the_days_offered_start_today() {
        let days = days_from(utc("2027-12-31 23:30"), 3, &Berlin);
        // 00:30 on 1 January in Berlin.
        assert_eq!(
            days,
            vec![
                NaiveDate::from_ymd_opt(2028, 1, 1).unwrap(),
                NaiveDate::from_ymd_opt(2028, 1, 2).unwrap(),
                NaiveDate::from_ymd_opt(2028, 1, 3).unwrap(),
            ]
        );
    }
}
