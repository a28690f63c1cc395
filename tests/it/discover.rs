//! Account discovery against real servers on loopback: dnsmasq answering A, MX and SRV records
//! for `*.test` names, and an HTTPS server (Python's, with a certificate from a test CA that
//! the command is told to trust) serving autoconfig files. The resolver is pointed at dnsmasq
//! by configuration (`--dns-server`), nothing is mocked. Each case prints how long it took.

use std::io::BufRead;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use super::harness::need;
use super::servers::{make_pki, temp_dir};

/// A process killed when the test ends.
pub(super) struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// dnsmasq on 127.0.0.1:PORT with these records; every other `*.test` name does not exist.
pub(super) fn dnsmasq(records: &[String]) -> (Killed, u16) {
    let port = std::net::UdpSocket::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new("/usr/sbin/dnsmasq")
        .args([
            "--keep-in-foreground",
            "--conf-file=/dev/null",
            "--no-resolv",
            "--no-hosts",
            "--no-poll",
            "--listen-address=127.0.0.1",
            "--bind-interfaces",
            "--local=/test/",
            "--pid-file",
            "--user=root",
        ])
        .arg(format!("--port={port}"))
        .args(records)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("dnsmasq starts");
    let killed = Killed(child);
    // Ready when it answers on TCP.
    let start = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "dnsmasq did not start"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    (killed, port)
}

/// The HTTPS (or, `plain`, HTTP) server; files under `root/<host>/`.
pub(super) fn web(root: &Path, cert: &Path, key: &Path, plain: bool, slow: &str) -> (Killed, u16) {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/support/https_server.py");
    let mut cmd = Command::new("/usr/bin/python3");
    cmd.arg(script)
        .arg("--root")
        .arg(root)
        .args(["--slow", slow]);
    if plain {
        cmd.arg("--plain");
    } else {
        cmd.arg("--cert").arg(cert).arg("--key").arg(key);
    }
    let mut child = cmd.stdout(Stdio::piped()).spawn().expect("python3 starts");
    let mut line = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let port = line
        .trim()
        .strip_prefix("ready ")
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("the web server did not start: {line:?}"));
    (Killed(child), port)
}

fn autoconfig(host: &str, port: u16, socket: &str, username: &str) -> String {
    let imap = host.replacen("smtp.", "imap.", 1);
    format!(
        r#"<?xml version="1.0"?>
<clientConfig version="1.1"><emailProvider id="x">
<incomingServer type="imap"><hostname>{imap}</hostname><port>993</port><socketType>SSL</socketType>
<username>{username}</username><authentication>password-cleartext</authentication></incomingServer>
<outgoingServer type="smtp"><hostname>{host}</hostname><port>{port}</port><socketType>{socket}</socketType>
<username>{username}</username><authentication>password-cleartext</authentication></outgoingServer>
</emailProvider></clientConfig>"#
    )
}

pub(super) fn put(root: &Path, host: &str, path: &str, text: &str) {
    let file = root.join(host).join(path);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(file, text).unwrap();
}

/// The servers for every case, started once.
struct World {
    _dns: Killed,
    _web: Killed,
    _plain: Killed,
    dns_port: u16,
    https_port: u16,
    plain_port: u16,
    ca: std::path::PathBuf,
}

fn world() -> World {
    need(&["dnsmasq", "python3"]);
    let names = [
        "autoconfig.ac.test",
        "wk.test",
        "autoconfig.mailhost.test",
        "autoconfig.hostile.test",
        "autoconfig.slow.test",
        "ispdb.test",
    ];
    let pki = make_pki("discover-pki", &names);
    let root = temp_dir("discover-web");
    put(
        &root,
        "autoconfig.ac.test",
        "mail/config-v1.1.xml",
        &autoconfig("smtp.ac.test", 465, "SSL", "%EMAILADDRESS%"),
    );
    put(
        &root,
        "wk.test",
        ".well-known/autoconfig/mail/config-v1.1.xml",
        &autoconfig("mail.wk.test", 587, "STARTTLS", "%EMAILLOCALPART%"),
    );
    put(
        &root,
        "autoconfig.mailhost.test",
        "mail/config-v1.1.xml",
        &autoconfig("smtp.mailhost.test", 465, "SSL", "%EMAILADDRESS%"),
    );
    put(
        &root,
        "autoconfig.hostile.test",
        "mail/config-v1.1.xml",
        &format!(
            "<clientConfig><emailProvider>{}{}</emailProvider></clientConfig>",
            "<outgoingServer type=\"smtp\"><hostname>smtp evil.test</hostname><port>465</port><socketType>SSL</socketType><authentication>password-cleartext</authentication></outgoingServer>",
            "<outgoingServer type=\"smtp\"><hostname>smtp.hostile.test</hostname><port>0</port><socketType>SSL</socketType><authentication>password-cleartext</authentication></outgoingServer>",
        ),
    );
    put(
        &root,
        "autoconfig.slow.test",
        "mail/config-v1.1.xml",
        &autoconfig("smtp.slow.test", 465, "SSL", "%EMAILADDRESS%"),
    );
    put(
        &root,
        "ispdb.test",
        "v1.1/isp.test",
        &autoconfig("smtp.isp-provider.test", 465, "SSL", "%EMAILADDRESS%"),
    );
    // A plain-HTTP server with a valid file for plainonly.test.
    let plain_root = temp_dir("discover-plain");
    put(
        &plain_root,
        "autoconfig.plainonly.test",
        "mail/config-v1.1.xml",
        &autoconfig("smtp.plainonly.test", 465, "SSL", "%EMAILADDRESS%"),
    );
    let (web_server, https_port) = web(&root, &pki.cert, &pki.key, false, "autoconfig.slow.test");
    let (plain, plain_port) = web(&plain_root, &pki.cert, &pki.key, true, "");
    let mut records: Vec<String> = [
        "autoconfig.ac.test",
        "wk.test",
        "autoconfig.mailhost.test",
        "autoconfig.hostile.test",
        "autoconfig.slow.test",
        "autoconfig.plainonly.test",
        "ispdb.test",
    ]
    .iter()
    .map(|n| format!("--address=/{n}/127.0.0.1"))
    .collect();
    records.extend([
        "--mx-host=m365.test,m365-test.mail.protection.outlook.com,10".to_string(),
        "--mx-host=hosted.test,mx1.mailhost.test,10".to_string(),
        "--srv-host=_submissions._tcp.srv.test,smtp.srv.test,465,0,0".to_string(),
        "--srv-host=_submission._tcp.srv.test,submit.srv.test,587,0,0".to_string(),
        "--srv-host=_imaps._tcp.srv.test,imap.srv.test,993,0,0".to_string(),
        "--srv-host=_submission._tcp.badsrv.test,bad host.test,587,0,0".to_string(),
    ]);
    let (dns, dns_port) = dnsmasq(&records);
    World {
        _dns: dns,
        _web: web_server,
        _plain: plain,
        dns_port,
        https_port,
        plain_port,
        ca: pki.ca,
    }
}

/// `config discover --json` against the world's servers: exit code, JSON, stderr, time.
fn discover(
    w: &World,
    email: &str,
    extra: &[&str],
    https_port: u16,
) -> (i32, serde_json::Value, String, Duration) {
    let start = Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_mailto-preview"))
        .args(["config", "discover", "--json"])
        .arg(format!("--dns-server=127.0.0.1:{}", w.dns_port))
        .arg(format!("--https-port={https_port}"))
        .arg("--ca-file")
        .arg(&w.ca)
        .args(extra)
        .arg(email)
        .output()
        .unwrap();
    let took = start.elapsed();
    let json = serde_json::from_slice(&out.stdout).unwrap_or(serde_json::Value::Null);
    (
        out.status.code().unwrap_or(-1),
        json,
        String::from_utf8_lossy(&out.stderr).into_owned(),
        took,
    )
}

/// The first candidate's host, port, security, username and source.
type Summary = (String, u64, String, String, String);

fn first(json: &serde_json::Value) -> Summary {
    let c = &json["candidates"][0];
    (
        c["host"].as_str().unwrap_or_default().to_string(),
        c["port"].as_u64().unwrap_or_default(),
        c["security"].as_str().unwrap_or_default().to_string(),
        c["username"].as_str().unwrap_or_default().to_string(),
        c["source"].as_str().unwrap_or_default().to_string(),
    )
}

fn each_source_is_found_against_real_dns_and_https_servers() {
    let w = world();
    let https = w.https_port;
    type Want<'a> = (&'a str, u64, &'a str, &'a str, &'a str);
    let cases: [(&str, Want); 5] = [
        (
            "me@ac.test",
            ("smtp.ac.test", 465, "tls", "me@ac.test", "autoconfig"),
        ),
        (
            "me@wk.test",
            ("mail.wk.test", 587, "starttls", "me", "well-known"),
        ),
        (
            "me@m365.test",
            ("smtp.office365.com", 587, "starttls", "me@m365.test", "mx"),
        ),
        (
            "me@hosted.test",
            ("smtp.mailhost.test", 465, "tls", "me@hosted.test", "mx"),
        ),
        (
            "me@srv.test",
            ("smtp.srv.test", 465, "tls", "me@srv.test", "srv"),
        ),
    ];
    for (email, want) in cases {
        let (code, json, stderr, took) = discover(&w, email, &[], https);
        assert_eq!(code, 0, "{email}: {stderr}");
        let got = first(&json);
        assert_eq!(
            (
                got.0.as_str(),
                got.1,
                got.2.as_str(),
                got.3.as_str(),
                got.4.as_str()
            ),
            want,
            "{email}: {json}"
        );
        eprintln!("discover {email}: {} in {} ms", want.4, took.as_millis());
    }
    // The mailbox beside each: the file's incomingServer, the MX provider's, the SRV record's.
    for (email, host) in [
        ("me@ac.test", "imap.ac.test"),
        ("me@wk.test", "mail.wk.test"),
        ("me@m365.test", "outlook.office365.com"),
        ("me@srv.test", "imap.srv.test"),
    ] {
        let (_, json, _, _) = discover(&w, email, &[], https);
        let imap = &json["candidates"][0]["imap"];
        assert_eq!(
            (
                imap["host"].as_str(),
                imap["port"].as_u64(),
                imap["security"].as_str()
            ),
            (Some(host), Some(993), Some("tls")),
            "{email}: {json}"
        );
    }
    // The STARTTLS SRV record comes after the implicit-TLS one.
    let (_, json, _, _) = discover(&w, "me@srv.test", &[], https);
    assert_eq!(json["candidates"][1]["host"], "submit.srv.test");
    assert_eq!(json["candidates"][1]["security"], "starttls");
    // A server in another domain is said plainly; Microsoft 365 is known to need OAuth.
    let (_, json, _, _) = discover(&w, "me@hosted.test", &[], https);
    let note = json["candidates"][0]["note"].as_str().unwrap();
    assert!(
        note.contains("mail for hosted.test is sent through smtp.mailhost.test"),
        "{note}"
    );
    let (_, json, _, _) = discover(&w, "me@m365.test", &[], https);
    assert!(
        json["candidates"][0]["auth"]
            .as_array()
            .unwrap()
            .contains(&"oauth2".into())
    );
}

fn plain_http_slow_hostile_and_missing_answers_give_nothing_but_reasons() {
    let w = world();
    // Only a plain-HTTP server has the file: it is never used.
    let (code, json, stderr, took) = discover(&w, "me@plainonly.test", &[], w.plain_port);
    assert_eq!(code, 1, "{json} {stderr}");
    assert_eq!(json["candidates"], serde_json::json!([]));
    eprintln!(
        "discover plain-HTTP only: nothing in {} ms ({stderr})",
        took.as_millis()
    );
    // Hostile values are refused with a message.
    let (code, _, stderr, _) = discover(&w, "me@hostile.test", &[], w.https_port);
    assert_eq!(code, 1);
    assert!(
        stderr.contains("\"smtp evil.test\" is not a host name"),
        "{stderr}"
    );
    assert!(
        stderr.contains("port is not a number from 1 to 65535"),
        "{stderr}"
    );
    let (code, _, stderr, _) = discover(&w, "me@badsrv.test", &[], w.https_port);
    assert_eq!(code, 1);
    assert!(stderr.contains("is not a host name"), "{stderr}");
    // A server that does not answer is bounded.
    let (code, _, stderr, took) = discover(&w, "me@slow.test", &[], w.https_port);
    assert_eq!(code, 1, "{stderr}");
    assert!(took < Duration::from_secs(11), "{took:?}");
    eprintln!(
        "discover slow server: gave up after {} ms",
        took.as_millis()
    );
    // Nothing anywhere.
    let (code, json, _, took) = discover(&w, "me@nothing.test", &[], w.https_port);
    assert_eq!((code, &json["candidates"]), (1, &serde_json::json!([])));
    eprintln!("discover nothing: {} ms", took.as_millis());
    // Not an address.
    let (code, _, stderr, _) = discover(&w, "not an address", &[], w.https_port);
    assert_eq!(code, 2, "{stderr}");
}

fn the_ispdb_is_asked_only_with_consent() {
    let w = world();
    let ispdb = format!("--ispdb-url=https://ispdb.test:{}/v1.1/", w.https_port);
    let (code, _, _, _) = discover(&w, "me@isp.test", &[&ispdb], w.https_port);
    assert_eq!(code, 1, "without --ispdb nothing asks it");
    let (code, json, stderr, took) =
        discover(&w, "me@isp.test", &[&ispdb, "--ispdb"], w.https_port);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(
        first(&json),
        (
            "smtp.isp-provider.test".into(),
            465,
            "tls".into(),
            "me@isp.test".into(),
            "ispdb".into()
        )
    );
    eprintln!("discover ispdb: {} ms", took.as_millis());
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        each_source_is_found_against_real_dns_and_https_servers,
        plain_http_slow_hostile_and_missing_answers_give_nothing_but_reasons,
        the_ispdb_is_asked_only_with_consent
    ]
}
