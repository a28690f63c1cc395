//! Parser throughput: a typical link, large bodies (UTF-8, and in an older charset that is
//! guessed) and many duplicate hfields, in pairs that double the input so that linear cost can
//! be read off the medians (target: x2.2 at most).

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use mailto_preview::mailto::parse;

/// About 1 KiB: recipients, an encoded subject, a body of several lines, a threading header.
fn typical() -> String {
    let mut uri = String::from(
        "mailto:Jane%20Doe%20%3Cjane.doe@example.org%3E,support@%E7%B4%8D%E8%B1%86.example.org\
         ?cc=team@example.org&subject=Re%3A%20Order%20%2312345%20%E2%80%93%20caf%C3%A9\
         &In-Reply-To=%3C3469A91.D10AF4C@example.com%3E&body=",
    );
    while uri.len() < 1024 {
        uri.push_str("Hello%20there%2C%20this%20is%20a%20line%20of%20text.%0D%0A");
    }
    uri
}

fn body(bytes: usize) -> String {
    let mut uri = String::from("mailto:a@example.org?body=");
    let line = "Lorem%20ipsum%20dolor%20sit%20amet%2C%20caf%C3%A9.%0D%0A";
    while uri.len() < bytes {
        uri.push_str(line);
    }
    uri
}

/// A body from an older Russian page: Windows-1251 bytes, which are not UTF-8, so the link's
/// encoding is guessed (chardetng) and the body decoded in it.
fn legacy_body(bytes: usize) -> String {
    let mut uri = String::from("mailto:a@example.ru?body=");
    // "Привет, это строка текста." in Windows-1251.
    let line = "%CF%F0%E8%E2%E5%F2%2C%20%FD%F2%EE%20%F1%F2%F0%EE%EA%E0%20%F2%E5%EA%F1%F2%E0.%0D%0A";
    while uri.len() < bytes {
        uri.push_str(line);
    }
    uri
}

fn duplicates(hfield: &str, n: usize) -> String {
    let mut uri = String::from("mailto:a@example.org?");
    for _ in 0..n {
        uri.push_str(hfield);
        uri.push('&');
    }
    uri
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("parse");
    g.sample_size(20);
    let typical = typical();
    g.throughput(Throughput::Bytes(typical.len() as u64));
    g.bench_function("typical_1KiB", |b| b.iter(|| parse(black_box(&typical))));
    for (name, input) in [
        ("body_512KiB", body(512 * 1024)),
        ("body_1MiB", body(1024 * 1024)),
        ("legacy_body_512KiB", legacy_body(512 * 1024)),
        ("legacy_body_1MiB", legacy_body(1024 * 1024)),
        ("dup_subject_10000", duplicates("subject=hello", 10_000)),
        ("dup_subject_50000", duplicates("subject=hello", 50_000)),
        ("dup_subject_100000", duplicates("subject=hello", 100_000)),
        ("dup_cc_10000", duplicates("cc=bob@example.org", 10_000)),
        ("dup_cc_50000", duplicates("cc=bob@example.org", 50_000)),
        ("dup_cc_100000", duplicates("cc=bob@example.org", 100_000)),
    ] {
        g.throughput(Throughput::Bytes(input.len() as u64));
        g.bench_with_input(BenchmarkId::from_parameter(name), &input, |b, i| {
            b.iter(|| parse(black_box(i)))
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
