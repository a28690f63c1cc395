//! The spelling fuzz target's body (`fuzz/fuzz_targets/spelling_body.rs`) over a generated
//! corpus, on stable Rust: random bytes, and texts pieced together from fragments that have
//! broken checkers before (combining marks, bidirectional controls, ligatures, long compounds,
//! quoted lines, addresses, 10,000-letter words). Deterministic for a seed.
//!
//! Run: `cargo run --release --example fuzz_spelling -- [COUNT] [SEED]` (default 1,000,000).

use std::time::Instant;

include!("../fuzz/fuzz_targets/spelling_body.rs");

const FRAGMENTS: &[&str] = &[
    "Donaudampfschifffahrtsgesellschaft",
    "Kraftfahrzeughaftpflichtversicherung",
    "recieve",
    "the",
    "Straße",
    "STRASSE",
    "ẞ",
    "ﬁnancial",
    "ǅ",
    "İ",
    "ı",
    "ſ",
    "a\u{0301}",
    "\u{0345}",
    "\u{0300}",
    "\u{202E}",
    "\u{200D}",
    "\u{200B}",
    "\u{FEFF}",
    "\u{00AD}",
    "-",
    "'",
    "’",
    "> ",
    "\n",
    "\n\n",
    " ",
    "\t",
    "\r\n",
    "ann@example.org",
    "https://example.org/a_b",
    "l’homme",
    "aujourd'hui",
    "Привет",
    "мир",
    "你好",
    "こんにちは",
    "สวัสดี",
    "안녕",
    "नमस्ते",
    "مرحبا",
    "שלום",
    "🙂",
    "\u{1F3FB}",
    "\u{10FFFF}",
    "\u{E000}",
    "e\u{0308}",
    "ﬀ",
    "Ǆ",
    "ǈ",
    "Ⅻ",
    "½",
    "1st",
    "O'Neil",
    "rock'n'roll",
    "co-operate",
    "---",
    "’’",
    "Ǳ",
    "ǲ",
    "ǳ",
    "ᾈ",
    "ᾀ",
    "ΐ",
    "Σ",
    "ς",
    "ǰ",
    "ŉ",
    "ﬆ",
    "İstanbul",
    "ß",
    "ss",
];

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn input(rng: &mut Rng) -> Vec<u8> {
    let mut out = Vec::new();
    match rng.below(10) {
        // Random bytes.
        0 | 1 => {
            let len = rng.below(512);
            out.extend((0..len).map(|_| rng.next() as u8));
        }
        // A long run of one letter or mark.
        2 => {
            let piece = FRAGMENTS[rng.below(FRAGMENTS.len())];
            let times = rng.below(12_000);
            out.extend(piece.repeat(times).into_bytes());
        }
        // Fragments glued together, with random characters between.
        _ => {
            for _ in 0..rng.below(64) {
                if rng.below(4) == 0 {
                    let c = char::from_u32((rng.next() % 0x11_0000) as u32).unwrap_or('?');
                    out.extend(c.to_string().into_bytes());
                } else {
                    out.extend(FRAGMENTS[rng.below(FRAGMENTS.len())].as_bytes());
                }
            }
        }
    }
    out
}

fn main() {
    let mut args = std::env::args().skip(1);
    let count: u64 = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(0x5eed);
    let mut rng = Rng(seed | 1);
    let mut speller = speller();
    let start = Instant::now();
    let mut bytes = 0usize;
    for i in 0..count {
        let data = input(&mut rng);
        bytes += data.len();
        check_one(&mut speller, &data);
        if i > 0 && i.is_multiple_of(100_000) {
            eprintln!("{i} inputs, {:.0?}", start.elapsed());
        }
    }
    println!(
        "{count} inputs ({} MB) checked without a finding in {:.1?}",
        bytes / 1_000_000,
        start.elapsed()
    );
}
