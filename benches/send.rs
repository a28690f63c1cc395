//! Delivery speed beside msmtp: the same message sent N times to the same local SMTP server
//! (mailin-embedded, in this process, on 127.0.0.1) by our code and by msmtp, one process per
//! message for both (this binary re-runs itself with `--once`), alternating so that both see
//! the same machine. Prints the medians and their ratio (target: ours / msmtp <= 1.2).
//!
//! Run: `cargo bench --bench send` (needs msmtp; `-- N` sets the count, default 30).

use std::net::TcpListener;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use mailin_embedded::response::{self, Response};
use mailin_embedded::{Handler, Server};
use mailto_preview::config;
use mailto_preview::draft::open_link;
use mailto_preview::message::{Identity, build};
use mailto_preview::send::{Delivery, send};

const URI: &str = "mailto:ann@example.org?cc=bob@example.org&subject=Benchmark\
                   &body=Hello%2C%0D%0Athis%20is%20the%20same%20message%20every%20time.";

#[derive(Clone)]
struct Sink;

impl Handler for Sink {
    fn data_end(&mut self) -> Response {
        response::OK
    }
}

fn account_toml(port: u16) -> String {
    format!(
        "[accounts.bench]\nemail = \"me@example.net\"\nhost = \"127.0.0.1\"\nport = {port}\nsecurity = \"none\"\n"
    )
}

/// One delivery by our code, in this (fresh) process.
fn once(port: u16) {
    let cfg =
        config::parse(&account_toml(port), Path::new("bench.toml"), Some(0o600)).expect("config");
    let a = &cfg.accounts[0];
    let (d, _) = open_link(URI).expect("link");
    let out = build(&d, &Identity::of(a).expect("identity")).expect("message");
    send(&Delivery::from(&out), a, &mut |_| {}).expect("sent");
}

fn median(v: &mut [Duration]) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--once") {
        once(args[i + 1].parse().expect("port"));
        return;
    }
    let n: usize = args.iter().find_map(|a| a.parse().ok()).unwrap_or(30);
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("addr").port();
    let mut server = Server::new(Sink);
    server.with_name("bench.local").with_tcp_listener(listener);
    std::thread::spawn(move || {
        let _ = server.serve();
    });

    let dir = std::env::temp_dir().join(format!("mailto-preview-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let rc = dir.join("msmtprc");
    std::fs::write(
        &rc,
        format!("account bench\nhost 127.0.0.1\nport {port}\nfrom me@example.net\nauth off\ntls off\naccount default : bench\n"),
    )
    .expect("msmtprc");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&rc, std::fs::Permissions::from_mode(0o600)).expect("chmod");
    }
    // msmtp sends the very bytes our code builds, to the same recipients.
    let cfg =
        config::parse(&account_toml(port), Path::new("bench.toml"), Some(0o600)).expect("config");
    let (d, _) = open_link(URI).expect("link");
    let message = build(&d, &Identity::of(&cfg.accounts[0]).expect("identity")).expect("message");
    let bytes = message.formatted();
    let me = std::env::current_exe().expect("exe");

    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    for _ in 0..n {
        let t = Instant::now();
        let ok = Command::new(&me)
            .args(["--once", &port.to_string()])
            .status()
            .expect("run self");
        ours.push(t.elapsed());
        assert!(ok.success());

        let t = Instant::now();
        let mut child = Command::new("msmtp")
            .arg("-C")
            .arg(&rc)
            .args(["-f", "me@example.net", "ann@example.org", "bob@example.org"])
            .stdin(Stdio::piped())
            .spawn()
            .expect("msmtp runs (apt-get install msmtp)");
        std::io::Write::write_all(&mut child.stdin.take().expect("stdin"), &bytes).expect("write");
        let ok = child.wait().expect("msmtp");
        theirs.push(t.elapsed());
        assert!(ok.success());
    }
    let (a, b) = (median(&mut ours), median(&mut theirs));
    println!("sent {n} messages each to 127.0.0.1:{port}");
    println!(
        "mailto-preview: median {:.2} ms per message (process start included)",
        a.as_secs_f64() * 1e3
    );
    println!(
        "msmtp:          median {:.2} ms per message",
        b.as_secs_f64() * 1e3
    );
    println!(
        "ratio ours/msmtp: {:.2} (target <= 1.2)",
        a.as_secs_f64() / b.as_secs_f64()
    );
    let _ = std::fs::remove_dir_all(&dir);
}
