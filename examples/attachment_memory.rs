//! How much memory a large attached file takes on its way out: builds a message with one file
//! of the given size (25 MB by default), then either only assembles it (`assemble`) or sends
//! it through an SMTP server on loopback that reads and forgets what it is sent (`send`), and
//! prints the process's peak resident memory (Linux `VmHWM`) against the file's size.
//!
//! ```sh
//! cargo run --release --example attachment_memory -- assemble 25
//! cargo run --release --example attachment_memory -- send 25
//! ```

use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::path::Path;

use mailto_preview::attach::{Attachment, Source};
use mailto_preview::config;
use mailto_preview::draft::open_link;
use mailto_preview::message::{Identity, build};
use mailto_preview::send::{Delivery, send};

/// The process's peak resident memory in KiB, from /proc.
fn peak_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .unwrap_or_default()
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// An SMTP server that accepts one message and keeps none of it.
fn sink() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("port").port();
    std::thread::spawn(move || {
        let Ok((mut s, _)) = listener.accept() else {
            return;
        };
        let _ = s.write_all(b"220 sink ESMTP\r\n");
        let mut reader = BufReader::new(s.try_clone().expect("clone"));
        let mut line = Vec::new();
        let mut in_data = false;
        loop {
            line.clear();
            if reader.read_until(b'\n', &mut line).unwrap_or(0) == 0 {
                return;
            }
            if in_data {
                if line == b".\r\n" {
                    in_data = false;
                    let _ = s.write_all(b"250 2.0.0 forgotten\r\n");
                }
                continue;
            }
            let verb = String::from_utf8_lossy(&line).to_ascii_uppercase();
            let reply: &[u8] = if verb.starts_with("EHLO") {
                b"250-sink\r\n250 SIZE 104857600\r\n"
            } else if verb.starts_with("DATA") {
                in_data = true;
                b"354 go on\r\n"
            } else if verb.starts_with("QUIT") {
                let _ = s.write_all(b"221 bye\r\n");
                return;
            } else {
                b"250 OK\r\n"
            };
            let _ = s.write_all(reply);
        }
    });
    port
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mode = args.get(1).map_or("assemble", String::as_str);
    let mb: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(25);
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("large.bin");
    {
        let mut f = std::io::BufWriter::new(std::fs::File::create(&path).expect("create"));
        let chunk: Vec<u8> = (0..1024 * 1024u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect();
        for _ in 0..mb {
            f.write_all(&chunk).expect("write");
        }
    }
    let meta = std::fs::metadata(&path).expect("metadata");
    let port = sink();
    let account = config::parse(
        &format!(
            "[accounts.m]\nemail = \"me@example.net\"\nhost = \"127.0.0.1\"\nport = {port}\nsecurity = \"none\"\ntimeout = 30\n"
        ),
        Path::new("memory.toml"),
        Some(0o600),
    )
    .expect("config")
    .accounts
    .remove(0);
    let mut draft = open_link("mailto:a@example.org?subject=large")
        .expect("link")
        .0;
    draft.attachments.push(Attachment {
        name: "large.bin".into(),
        content_type: "application/octet-stream".into(),
        source: Source::File {
            path: path.clone(),
            size: meta.len(),
            modified: meta.modified().ok(),
        },
    });
    let outgoing = build(&draft, &Identity::of(&account).expect("identity")).expect("message");
    let before = peak_kib();
    let delivery = Delivery::assemble(&outgoing).expect("assembled");
    let assembled = peak_kib();
    if mode == "send" {
        send(&delivery, &account, &mut |_| {}).expect("sent");
    }
    let file_kib = meta.len() / 1024;
    let peak = peak_kib();
    println!(
        "file {file_kib} KiB, message {} KiB; peak before {before} KiB, after assembling {assembled} KiB ({:.2}x the file), after {mode} {peak} KiB ({:.2}x the file)",
        delivery.bytes().len() / 1024,
        assembled as f64 / file_kib as f64,
        peak as f64 / file_kib as f64,
    );
}
