//! The extra time a keystroke costs with spelling on, in a body of 40,000 characters: on the
//! window's thread, handing the new revision to the spelling thread ([`SpellWorker::check`]:
//! a copy of the text and a message); on the spelling thread, checking it again
//! ([`Speller::check`]), where only the line that changed is checked and the rest comes from
//! the cache. Also the first check of the body (every line new) and loading en_US.
//!
//! Run: `cargo bench --bench spelling` (`-- N` sets the keystrokes, default 200). Needs
//! Debian's hunspell-en-us. Prints medians and the worst keystroke.

use std::time::{Duration, Instant};

use mailto_preview::spelling::dictionaries::Installed;
use mailto_preview::spelling::{SpellSettings, SpellWorker, Speller, TextId};

fn median(mut v: Vec<Duration>) -> (Duration, Duration) {
    v.sort();
    (v[v.len() / 2], v[v.len() - 1])
}

fn main() {
    let keystrokes: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(200);
    let installed = Installed::scan_folders(&["/usr/share/hunspell".into()]);
    if installed.get("en_US").is_none() {
        eprintln!("spelling bench: en_US is not installed (hunspell-en-us)");
        return;
    }
    let settings = SpellSettings {
        languages: vec!["en-US".into()],
        word_lists: Vec::new(),
        ..SpellSettings::default()
    };
    // Paragraphs of ordinary English with a typo now and then, 40,000 characters.
    let paragraph = "Thank you for the documents you sent last week. I have read them and \
                     the figures look right, but the adress on the second page is not the \
                     one we agreed on.\nCould you check it before Friday? We would like to \
                     send the contract to the lawyers on Monday morning.\n\n";
    let mut body = String::new();
    while body.chars().count() < 40_000 {
        body.push_str(paragraph);
    }
    let mut speller = Speller::new(installed.clone(), settings.clone());
    let t = Instant::now();
    assert_eq!(speller.is_correct("receive", "en"), Some(true));
    let load = t.elapsed();
    let t = Instant::now();
    let first = speller.check(&body, Some("en"), &|| false).unwrap();
    let first_check = t.elapsed();
    // Typing at the end of the body, then in its middle.
    let mut text = body.clone();
    let mut times = Vec::new();
    let middle = text.len() / 2;
    let middle = (middle..).find(|i| text.is_char_boundary(*i)).unwrap_or(0);
    for i in 0..keystrokes {
        if i.is_multiple_of(2) {
            text.push('x');
        } else {
            text.insert(middle, 'y');
        }
        let t = Instant::now();
        let report = speller.check(&text, Some("en"), &|| false).unwrap();
        times.push(t.elapsed());
        std::hint::black_box(report);
    }
    let (check_median, check_worst) = median(times);
    // The window's side: handing each revision over.
    let worker =
        SpellWorker::with_dictionaries(installed, settings, mailto_preview::task::no_wake());
    let mut hand = Vec::new();
    for i in 0..keystrokes {
        text.push('z');
        let t = Instant::now();
        worker.check(TextId(1), i as u64, &text, Some("en"));
        hand.push(t.elapsed());
    }
    let last = worker.wait_for(TextId(1), keystrokes as u64 - 1, Duration::from_secs(60));
    let (hand_median, hand_worst) = median(hand);
    println!(
        "body: {} characters, {} misspelt at first; en_US loaded in {load:.1?}, first check {first_check:.1?}",
        body.chars().count(),
        first.misspelt.len()
    );
    println!(
        "per keystroke on the spelling thread: median {check_median:.1?}, worst {check_worst:.1?}"
    );
    println!(
        "per keystroke on the window's thread (hand-over): median {hand_median:.1?}, worst {hand_worst:.1?}; last revision checked: {}",
        last.is_some()
    );
}
