//! `mailto-preview contacts`: the addresses remembered from sent mail (best ranked first),
//! and forgetting them.

use std::io::Write;

use super::CliError;
use crate::contacts::History;
use crate::visible::make_visible;

/// Lists the remembered recipients, or forgets one or all of them. Exit 1 when `--forget`
/// names an address that was not remembered.
pub(super) fn cmd_contacts(
    forget: Option<&str>,
    forget_all: bool,
    out: &mut impl Write,
) -> Result<u8, CliError> {
    let history = History::open_default()?;
    if forget_all {
        let count = history.forget_all()?;
        writeln!(
            out,
            "forgot {count} remembered {}",
            if count == 1 { "address" } else { "addresses" }
        )?;
        return Ok(0);
    }
    if let Some(address) = forget {
        return Ok(if history.forget(address)? {
            writeln!(out, "forgot {}", make_visible(address, false))?;
            0
        } else {
            writeln!(out, "{} was not remembered", make_visible(address, false))?;
            1
        });
    }
    let entries = history.entries(std::time::SystemTime::now())?;
    if entries.is_empty() {
        writeln!(
            out,
            "no recipients remembered yet ({} keeps the addresses you send to, after you send)",
            history.path().display()
        )?;
        return Ok(0);
    }
    let width = entries
        .iter()
        .map(|e| make_visible(&e.address, false).chars().count())
        .max()
        .unwrap_or(0);
    for e in &entries {
        let address = make_visible(&e.address, false);
        let pad = width.saturating_sub(address.chars().count());
        let times = if e.count == 1 { "time" } else { "times" };
        write!(
            out,
            "{address}{:pad$}  sent {} {times}, last on {}",
            "",
            e.count,
            date(e.last)
        )?;
        match &e.name {
            Some(name) => writeln!(out, "  ({})", make_visible(name, false))?,
            None => writeln!(out)?,
        }
    }
    Ok(0)
}

/// `YYYY-MM-DD` (UTC) of seconds since 1970 (Howard Hinnant's days-to-civil algorithm).
fn date(secs: u64) -> String {
    let days = (secs / 86_400) as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let doe = days.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_calendar_dates() {
        assert_eq!(date(0), "1970-01-01");
        assert_eq!(date(951_782_400), "2000-02-29");
        assert_eq!(date(1_700_000_000), "2023-11-14");
    }
}
