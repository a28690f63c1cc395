//! OpenPGP through the real window, with real GnuPG homes made for the test (their agents
//! allowed a loopback pinentry for making keys, or given a pinentry of the test's own), a
//! real SMTP server on loopback, and a real Dovecot for the copy in Sent: what was received
//! verifies with `gpg --verify` and decrypts with each recipient's own key and with the
//! sender's; a Bcc recipient's key is not named in the message; recipients without a usable
//! key are said, with their user ids made visible; without GnuPG the window says so and
//! sends unsigned; Cancel while the passphrase is asked for sends nothing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use mailto_preview::openpgp::Gpg;
use mailto_preview::session::{KeysState, NotSent, Recipient, Status};
use mailto_preview::ui::{AppOptions, PreviewApp};

use super::dovecot::{Dovecot, Folders, LOGIN, PASSWORD};
use super::harness::need;
use super::servers::{Mailin, Script, temp_dir};
use super::window::{settle, step_until, window};

/// A GnuPG home of the test's own; its agent stops with it.
struct Home {
    dir: PathBuf,
}

impl Home {
    /// An empty home whose agent takes passphrases from the command line (`loopback`), or
    /// asks the given pinentry program.
    fn new(tag: &str, pinentry: Option<&str>) -> Self {
        need(&["gpg", "gpg-agent", "gpgconf"]);
        let dir = temp_dir(tag).join("g");
        std::fs::create_dir(&dir).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700)).unwrap();
        }
        let mut agent = String::from("allow-loopback-pinentry\n");
        if let Some(script) = pinentry {
            let program = dir.join("pinentry");
            std::fs::write(&program, script).unwrap();
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).unwrap();
            }
            agent.push_str(&format!("pinentry-program {}\n", program.display()));
        }
        std::fs::write(dir.join("gpg-agent.conf"), agent).unwrap();
        Home { dir }
    }

    /// How the program runs gpg with this home.
    fn gpg(&self) -> Gpg {
        Gpg {
            program: "gpg".into(),
            home: Some(self.dir.clone()),
        }
    }

    /// gpg in batch mode on this home, passphrases from `passphrase` through the loopback.
    fn run_with(&self, passphrase: &str, args: &[&str], input: Option<&[u8]>) -> Output {
        let mut child = Command::new("gpg")
            .arg("--homedir")
            .arg(&self.dir)
            .args(["--batch", "--no-tty", "--pinentry-mode", "loopback"])
            .args(["--passphrase", passphrase])
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        {
            use std::io::Write as _;
            let mut stdin = child.stdin.take().unwrap();
            if let Some(input) = input {
                stdin.write_all(input).unwrap();
            }
        }
        child.wait_with_output().unwrap()
    }

    fn run(&self, args: &[&str]) -> Output {
        self.run_with("", args, None)
    }

    /// A new key pair (a signing primary key and an encryption subkey) for `user_id`; its
    /// fingerprint. `extra` goes before the command (a faked time, for a key long expired).
    fn generate(&self, user_id: &str, passphrase: &str, extra: &[&str]) -> String {
        let mut args = extra.to_vec();
        args.extend([
            "--status-fd",
            "1",
            "--quick-gen-key",
            user_id,
            "future-default",
            "default",
            "1y",
        ]);
        let out = self.run_with(passphrase, &args, None);
        let status = String::from_utf8_lossy(&out.stdout);
        status
            .lines()
            .find_map(|l| l.strip_prefix("[GNUPG:] KEY_CREATED B "))
            .unwrap_or_else(|| panic!("no key made: {}", String::from_utf8_lossy(&out.stderr)))
            .trim()
            .to_string()
    }

    /// A key whose primary key only certifies, with a subkey that signs and one that
    /// encrypts: how people who keep the primary key offline, or on a smartcard, have it.
    fn generate_with_subkeys(&self, user_id: &str) -> String {
        let out = self.run(&[
            "--status-fd",
            "1",
            "--quick-gen-key",
            user_id,
            "ed25519",
            "cert",
            "1y",
        ]);
        let status = String::from_utf8_lossy(&out.stdout);
        let fpr = status
            .lines()
            .find_map(|l| l.strip_prefix("[GNUPG:] KEY_CREATED P "))
            .unwrap_or_else(|| panic!("no key made: {}", String::from_utf8_lossy(&out.stderr)))
            .trim()
            .to_string();
        for (algo, usage) in [("ed25519", "sign"), ("cv25519", "encr")] {
            let out = self.run(&["--quick-add-key", &fpr, algo, usage, "1y"]);
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        fpr
    }

    /// `fingerprint`'s public key, from this home into `other`.
    fn give(&self, fingerprint: &str, other: &Home) {
        let key = self.run(&["--armor", "--export", fingerprint]).stdout;
        assert!(!key.is_empty());
        let out = other.run_with("", &["--import"], Some(&key));
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Certifies `fingerprint` with this home's own key: its user ids become fully valid.
    fn certify(&self, fingerprint: &str) {
        let out = self.run(&["--yes", "--quick-sign-key", fingerprint]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Revokes `fingerprint` with the revocation certificate gpg made with it.
    fn revoke(&self, fingerprint: &str) {
        let cert = std::fs::read_to_string(
            self.dir
                .join("openpgp-revocs.d")
                .join(format!("{fingerprint}.rev")),
        )
        .unwrap();
        // gpg puts a colon before the armor so that the file is not imported by mistake.
        let cert = cert.replace(":-----BEGIN", "-----BEGIN");
        let out = self.run_with("", &["--import"], Some(cert.as_bytes()));
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// gpg's status lines for `args` run on `file` (verify, decrypt).
    fn status_of(&self, args: &[&str], input: &[u8]) -> (String, Vec<u8>) {
        let mut all = vec!["--status-fd", "2"];
        all.extend(args);
        let out = self.run_with("", &all, Some(input));
        (
            String::from_utf8_lossy(&out.stderr).into_owned(),
            out.stdout,
        )
    }
}

impl Drop for Home {
    fn drop(&mut self) {
        let _ = Command::new("gpgconf")
            .arg("--homedir")
            .arg(&self.dir)
            .args(["--kill", "all"])
            .status();
    }
}

/// The sender's home, with Bob and Carol certified, Dan not, Dave's key long expired, Eve's
/// revoked, and Mallory's user id holding a right-to-left override.
struct World {
    me: Home,
    me_key: String,
    bob: Home,
    carol: Home,
    carol_key: String,
}

fn world(tag: &str) -> World {
    let me = Home::new(&format!("{tag}-me"), None);
    // The sender signs with a subkey, as those who keep their primary key offline do.
    let me_key = me.generate_with_subkeys("Me <me@example.net>");
    let bob = Home::new(&format!("{tag}-bob"), None);
    let bob_key = bob.generate("Bob <bob@example.org>", "", &[]);
    let carol = Home::new(&format!("{tag}-carol"), None);
    let carol_key = carol.generate("Carol <carol@example.org>", "", &[]);
    for (home, key) in [(&bob, &bob_key), (&carol, &carol_key)] {
        home.give(key, &me);
        me.certify(key);
        me.give(&me_key, home);
    }
    // Jürgen's user id holds his domain in Unicode; the message goes to its ASCII form.
    let juergen = Home::new(&format!("{tag}-juergen"), None);
    let juergen_key = juergen.generate("Jürgen <juergen@bücher.example>", "", &[]);
    juergen.give(&juergen_key, &me);
    me.certify(&juergen_key);
    // The others' keys, made elsewhere (a key made in a home is its owner's, trusted
    // ultimately there) and given to the sender uncertified.
    let others = Home::new(&format!("{tag}-others"), None);
    let dave = others.generate(
        "Dave <dave@example.org>",
        "",
        &["--faked-system-time", "20200101T000000!"],
    );
    let eve = others.generate("Eve <eve@example.org>", "", &[]);
    others.revoke(&eve);
    for key in [
        others.generate("Dan <dan@example.org>", "", &[]),
        dave,
        eve,
        others.generate(
            "Mallory \u{202e}gro.elpmaxe@yrollam <mallory@example.org>",
            "",
            &[],
        ),
    ] {
        others.give(&key, &me);
    }
    World {
        me,
        me_key,
        bob,
        carol,
        carol_key,
    }
}

/// A config sending to `smtp` as me@example.net with `me_key`, and its store; `imap`, a
/// Dovecot for the copy in Sent.
fn options(dir: &Path, smtp: u16, imap: Option<u16>, key: &str, gpg: Gpg) -> AppOptions {
    options_with(dir, (smtp, imap), key, gpg, "")
}

/// [`options`] with more of the account's keys (`extra`).
fn options_with(
    dir: &Path,
    (smtp, imap): (u16, Option<u16>),
    key: &str,
    gpg: Gpg,
    extra: &str,
) -> AppOptions {
    let config = dir.join("config.toml");
    let mut text = format!(
        "[accounts.local]\nemail = \"me@example.net\"\ndisplay-name = \"Me\"\nhost = \"127.0.0.1\"\n\
         port = {smtp}\nsecurity = \"none\"\ntimeout = 5\n{extra}\
         [accounts.local.openpgp]\nkey = \"{key}\"\n"
    );
    if let Some(port) = imap {
        text.push_str(&format!(
            "[accounts.local.imap]\nhost = \"127.0.0.1\"\nport = {port}\nsecurity = \"none\"\n\
             username = \"{LOGIN}\"\npassword = \"{PASSWORD}\"\ntimeout = 5\n"
        ));
    }
    std::fs::write(&config, text).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&config, std::fs::Permissions::from_mode(0o600)).unwrap();
    }
    AppOptions {
        config_path: Some(config),
        store: Some(mailto_preview::store::Store::at(dir.join("data"))),
        gpg,
        ..Default::default()
    }
}

/// Waits until the window knows the keys.
fn keys_known(h: &mut Harness<'static, PreviewApp>) {
    step_until(h, |app| {
        app.session()
            .openpgp()
            .is_some_and(|v| !matches!(v.keys, KeysState::Checking))
    });
    h.run_steps(2);
}

/// The body of the part of `message` that `boundary` delimits, `index`th (from 1).
fn part(message: &[u8], boundary: &str, index: usize) -> Vec<u8> {
    let text = String::from_utf8_lossy(message).into_owned();
    let delimiter = format!("\r\n--{boundary}");
    let pieces: Vec<&str> = text.split(&delimiter).collect();
    let piece = pieces[index];
    piece
        .strip_prefix("\r\n")
        .unwrap_or(piece)
        .as_bytes()
        .to_vec()
}

fn boundary(message: &[u8]) -> String {
    let text = String::from_utf8_lossy(message);
    let at = text.find("boundary=\"").unwrap() + "boundary=\"".len();
    text[at..].split('"').next().unwrap().to_string()
}

/// The part after its header fields (the armored data).
fn body_of(part: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(part);
    text.split_once("\r\n\r\n").unwrap().1.as_bytes().to_vec()
}

/// Sent signed (the default of an account with a key), with a file attached: the part the
/// server received verifies with the sender's key, made with the hash `micalg` names.
fn a_signed_message_verifies_with_gpg() {
    let w = world("pgp-signed");
    let server = Mailin::start(false, Script::default());
    let dir = temp_dir("pgp-signed-window");
    let file = dir.join("notes.txt");
    std::fs::write(&file, "Line one \nFrom the start\n").unwrap();
    let options = options(&dir, server.port, None, &w.me_key, w.me.gpg());
    let mut h = window(
        "mailto:bob@example.org?subject=Signed&body=Hello%20Bob%0A--%20%0AMe",
        options,
    );
    settle(&mut h);
    h.state_mut().attach_files(vec![file]);
    step_until(&mut h, |app| app.session().attachments().len() == 1);
    keys_known(&mut h);
    let view = h.state().session().openpgp().unwrap();
    assert!(view.sign, "an account with a key signs by default");
    assert!(view.can_encrypt(), "Bob's key is certified");
    let shown = h
        .state()
        .session()
        .exact_text(&mailto_preview::i18n::Lang::english())
        .unwrap();
    assert!(shown.contains("multipart/signed"), "{shown}");
    assert!(shown.contains("[the signature GnuPG makes"), "{shown}");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| app.session().is_sent());
    let data = server.seen().messages[0].2.clone();
    let b = boundary(&data);
    // Piece 0 is the header and preamble: the signed part is piece 1, the signature 2.
    let signed_part = part(&data, &b, 1);
    let signature = body_of(&part(&data, &b, 2));
    let dir = temp_dir("pgp-signed-verify");
    std::fs::write(dir.join("part"), &signed_part).unwrap();
    std::fs::write(dir.join("sig.asc"), &signature).unwrap();
    let (status, _) = w.bob.status_of(
        &[
            "--verify",
            dir.join("sig.asc").to_str().unwrap(),
            dir.join("part").to_str().unwrap(),
        ],
        b"",
    );
    assert!(status.contains("[GNUPG:] GOODSIG"), "{status}");
    let valid = status
        .lines()
        .find_map(|l| l.strip_prefix("[GNUPG:] VALIDSIG "))
        .unwrap();
    let fields: Vec<&str> = valid.split(' ').collect();
    assert_eq!(fields[9], w.me_key, "{valid}");
    let micalg = mailto_preview::message::openpgp::micalg(fields[7].parse().unwrap()).unwrap();
    let text = String::from_utf8_lossy(&data);
    assert!(text.contains(&format!("micalg={micalg}")), "{text}");
    // The file and the signature line went quoted: what relays change was not left bare.
    let part_text = String::from_utf8_lossy(&signed_part);
    assert!(part_text.contains("--=20\r\nMe"), "{part_text}");
    assert!(part_text.contains("notes.txt"), "{part_text}");
    assert!(
        text.contains("Autocrypt: addr=me@example.net; keydata="),
        "{text}"
    );
}

/// Encrypt, to Bob with Carol in Bcc: Bob, Carol and the sender (its copy in Sent, read back
/// from Dovecot) each decrypt it with their own key, signed by the sender; the subject stays
/// readable; Carol's key is not named in what everyone receives.
fn an_encrypted_message_decrypts_for_each_recipient_and_hides_the_bcc() {
    let w = world("pgp-encrypted");
    let dovecot = Dovecot::start(Folders::SpecialUse);
    let server = Mailin::start(false, Script::default());
    let dir = temp_dir("pgp-encrypted-window");
    let options = options(&dir, server.port, Some(dovecot.port), &w.me_key, w.me.gpg());
    let mut h = window(
        "mailto:bob@example.org?bcc=carol@example.org&subject=Plans&body=Only%20for%20you",
        options,
    );
    settle(&mut h);
    keys_known(&mut h);
    h.get_by_role_and_label(Role::CheckBox, "Encrypt").click();
    h.run_steps(2);
    assert!(h.state().session().openpgp().unwrap().encrypt);
    h.get_by_label_contains("stay readable by the mail servers");
    let shown = h
        .state()
        .session()
        .exact_text(&mailto_preview::i18n::Lang::english())
        .unwrap();
    assert!(shown.contains("multipart/encrypted"), "{shown}");
    assert!(!shown.contains("Only for you"), "{shown}");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| app.session().is_sent());
    let (_, rcpt, data) = server.seen().messages[0].clone();
    assert_eq!(rcpt.len(), 2);
    let text = String::from_utf8_lossy(&data).into_owned();
    assert!(text.contains("Subject: Plans\r\n"));
    assert!(!text.contains("Only for you"));
    assert!(!text.contains("carol"), "no header names the Bcc recipient");
    let b = boundary(&data);
    let armored = body_of(&part(&data, &b, 2));
    for (who, home) in [("bob", &w.bob), ("carol", &w.carol), ("me", &w.me)] {
        let (status, plain) = home.status_of(&["--decrypt"], &armored);
        assert!(
            status.contains("[GNUPG:] DECRYPTION_OKAY"),
            "{who}: {status}"
        );
        assert!(status.contains("[GNUPG:] GOODSIG"), "{who}: {status}");
        let plain = String::from_utf8_lossy(&plain);
        assert!(plain.contains("Only for you"), "{who}: {plain}");
        assert!(
            plain.starts_with("Content-Type: text/plain"),
            "{who}: {plain}"
        );
    }
    // The key packets: Bob's and the sender's are named, Carol's only as a hidden one.
    let packets = w.bob.run_with("", &["--list-packets"], Some(&armored));
    let packets = String::from_utf8_lossy(&packets.stdout).into_owned()
        + &String::from_utf8_lossy(&packets.stderr);
    let carol_sub = w
        .carol
        .run(&["--with-colons", "--list-keys", &w.carol_key])
        .stdout;
    let carol_sub = String::from_utf8_lossy(&carol_sub)
        .lines()
        .find_map(|l| l.strip_prefix("sub:"))
        .map(|l| l.split(':').nth(3).unwrap().to_string())
        .unwrap();
    assert!(!packets.contains(&carol_sub), "{packets}");
    assert!(packets.contains("keyid 0000000000000000"), "{packets}");
    // The copy in Sent is what was sent, and the sender reads it.
    let sent = dovecot.messages("Sent");
    assert_eq!(sent.len(), 1);
    let copy = &sent[0].1;
    let armored = body_of(&part(copy, &boundary(copy), 2));
    let (status, plain) = w.me.status_of(&["--decrypt"], &armored);
    assert!(status.contains("DECRYPTION_OKAY"), "{status}");
    assert!(String::from_utf8_lossy(&plain).contains("Only for you"));
}

/// Recipients whose keys cannot be used: Encrypt is not offered, and each is said with why;
/// the key whose user id holds a right-to-left override is shown with it spelled out; "Use
/// this key" accepts a key nobody certified, and a new window remembers it.
fn recipients_without_a_usable_key_are_named() {
    let w = world("pgp-lacking");
    let dir = temp_dir("pgp-lacking-window");
    let uri = "mailto:dan@example.org,dave@example.org,eve@example.org,mallory@example.org,\
               zed@example.org,juergen@b%C3%BCcher.example?subject=Keys";
    let mut h = window(uri, options(&dir, 1, None, &w.me_key, w.me.gpg()));
    settle(&mut h);
    keys_known(&mut h);
    let view = h.state().session().openpgp().unwrap();
    assert!(!view.can_encrypt());
    let KeysState::Ready(keys) = view.keys else {
        panic!("{:?}", view.keys)
    };
    let said: Vec<(&str, &Recipient)> = keys
        .recipients
        .iter()
        .map(|(a, r)| (a.as_str(), r))
        .collect();
    assert!(
        matches!(said[0], ("dan@example.org", Recipient::NotCertified(_))),
        "{said:?}"
    );
    assert_eq!(said[1], ("dave@example.org", &Recipient::Expired));
    assert_eq!(said[2], ("eve@example.org", &Recipient::Revoked));
    assert!(
        matches!(said[3], ("mallory@example.org", Recipient::NotCertified(_))),
        "{said:?}"
    );
    assert_eq!(said[4], ("zed@example.org", &Recipient::None));
    // An international domain: the key's user id names it in Unicode, and is found.
    assert!(
        matches!(
            said[5],
            ("juergen@xn--bcher-kva.example", Recipient::Valid(_))
        ),
        "{said:?}"
    );
    let encrypt = h.get_by_role_and_label(Role::CheckBox, "Encrypt");
    assert!(encrypt.accesskit_node().is_disabled());
    h.get_by_label("dave@example.org: the key has expired");
    h.get_by_label("eve@example.org: the key is revoked");
    h.get_by_label("zed@example.org: no key was found");
    let mallory =
        h.get_by_label_contains("Mallory <U+202E>gro.elpmaxe@yrollam <mallory@example.org>");
    assert!(
        !mallory
            .accesskit_node()
            .label()
            .unwrap_or_default()
            .contains('\u{202e}')
    );
    // Accepting Dan's key, remembered.
    h.get_all_by_role_and_label(Role::Button, "Use this key")
        .next()
        .unwrap()
        .click();
    step_until(&mut h, |app| {
        matches!(app.session().openpgp().map(|v| v.keys), Some(KeysState::Ready(k))
            if matches!(k.recipients[0].1, Recipient::Accepted(_)))
    });
    let mut again = window(
        "mailto:dan@example.org?subject=Again",
        options(&dir, 1, None, &w.me_key, w.me.gpg()),
    );
    settle(&mut again);
    keys_known(&mut again);
    assert!(again.state().session().openpgp().unwrap().can_encrypt());
}

/// No gpg program: the window says so, and Send sends the message unsigned.
fn without_gnupg_the_window_says_so_and_sends_unsigned() {
    let server = Mailin::start(false, Script::default());
    let dir = temp_dir("pgp-missing");
    let gpg = Gpg {
        program: "/nonexistent/gpg".into(),
        home: None,
    };
    let key = "38A9AA6A4BC9A6DCE0BD91DC315EC95B05EA6090";
    let mut h = window(
        "mailto:bob@example.org?subject=Plain&body=As%20today",
        options(&dir, server.port, None, key, gpg),
    );
    settle(&mut h);
    keys_known(&mut h);
    h.get_by_label_contains("GnuPG is not installed, so this message will go unsigned");
    assert!(!h.state().session().openpgp().unwrap().sign);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| app.session().is_sent());
    let data = String::from_utf8(server.seen().messages[0].2.clone()).unwrap();
    assert!(data.contains("Content-Type: text/plain"), "{data}");
    assert!(!data.contains("multipart/signed"));
}

/// A pinentry that answers each request, and on GETPIN gives `pin` once the file `go`
/// exists (the test's word that the person typed it), or, without a pin, waits until the
/// agent closes it.
fn pinentry(pin: Option<(&str, &Path)>) -> String {
    let getpin = match pin {
        Some((pin, go)) => format!(
            "while [ ! -e '{}' ]; do sleep 0.05; done; echo \"D {pin}\"; echo OK",
            go.display()
        ),
        // Says it was asked (a file beside it), then waits.
        None => "touch \"$(dirname \"$0\")/asked\"; read -r _; exit 0".to_string(),
    };
    format!(
        "#!/bin/sh\necho 'OK Pleased to meet you'\nwhile read -r cmd rest; do\n  case \"$cmd\" in\n    \
         GETPIN) {getpin} ;;\n    BYE) echo OK; exit 0 ;;\n    *) echo OK ;;\n  esac\ndone\n"
    )
}

/// Ctrl+Enter, then waits until gpg's agent asks for the passphrase and the window says so.
fn send_until_asked(h: &mut Harness<'static, PreviewApp>) {
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(h, |app| {
        matches!(
            app.session().status(),
            Some(Status::Sending(mailto_preview::send::Step::Passphrase))
        )
    });
    h.run_steps(1);
    h.get_by_label_contains("waiting for your passphrase");
}

/// A key with a passphrase, and a hold after Send: while the agent's own pinentry asks, the
/// window says so and the hold has not started; once the person typed it, the message is
/// signed and the whole hold is left for Undo; sent again, it goes signed.
fn the_agent_asks_for_the_passphrase_and_the_hold_starts_after() {
    let dir = temp_dir("pgp-pin-window");
    let go = dir.join("go");
    let home = Home::new("pgp-pin", Some(&pinentry(Some(("open sesame", &go)))));
    let key = home.generate("Me <me@example.net>", "open sesame", &[]);
    let server = Mailin::start(false, Script::default());
    let mut options = options(&dir, server.port, None, &key, home.gpg());
    options.hold = std::time::Duration::from_secs(10);
    let mut h = window("mailto:bob@example.org?subject=Pin", options);
    settle(&mut h);
    keys_known(&mut h);
    send_until_asked(&mut h);
    let now = h.ctx.input(|i| i.time);
    assert!(
        h.state().session().held(now).is_none(),
        "no hold while gpg asks"
    );
    // Many seconds of the window's clock pass while the person types.
    for _ in 0..60 {
        h.step();
    }
    std::fs::write(&go, "").unwrap();
    step_until(&mut h, |app| {
        matches!(app.session().status(), Some(Status::Held))
    });
    let now = h.ctx.input(|i| i.time);
    let (left, total) = h.state().session().held(now).unwrap();
    assert!(
        left > 9.0 && (total - 10.0).abs() < 1e-9,
        "{left} of {total}"
    );
    h.get_by_role_and_label(Role::Button, "Undo").click();
    step_until(&mut h, |app| !app.session().is_sending());
    assert_eq!(server.seen().sessions, 0);
    // Again: the agent remembers the passphrase now; the hold ends, and it goes.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| app.session().is_sent());
    let data = String::from_utf8(server.seen().messages[0].2.clone()).unwrap();
    assert!(data.contains("multipart/signed"), "{data}");
}

/// Cancel while the agent's pinentry waits for the passphrase: gpg stops, nothing connects,
/// and the message is back to be edited.
fn cancel_while_the_passphrase_is_asked_for_sends_nothing() {
    let home = Home::new("pgp-cancel", Some(&pinentry(None)));
    let key = home.generate("Me <me@example.net>", "open sesame", &[]);
    let server = Mailin::start(false, Script::default());
    let dir = temp_dir("pgp-cancel-window");
    let mut h = window(
        "mailto:bob@example.org?subject=Cancelled",
        options(&dir, server.port, None, &key, home.gpg()),
    );
    settle(&mut h);
    keys_known(&mut h);
    send_until_asked(&mut h);
    h.key_press(egui::Key::Escape);
    step_until(&mut h, |app| !app.session().is_sending());
    let session = h.state().session();
    assert!(
        matches!(session.status(), Some(Status::NotSent(NotSent::Undone))),
        "{:?}",
        h.state().status_line()
    );
    assert!(session.lets_edit());
    assert_eq!(server.seen().sessions, 0, "nothing connected");
}

/// Signed before the hold: the hold's countdown starts once gpg signed, the draft saved for
/// it is the signed message, and Undo takes it back with nothing connected.
fn the_message_is_signed_before_the_hold() {
    let home = Home::new("pgp-hold", None);
    let key = home.generate("Me <me@example.net>", "", &[]);
    let server = Mailin::start(false, Script::default());
    let dir = temp_dir("pgp-hold-window");
    let mut options = options(&dir, server.port, None, &key, home.gpg());
    options.hold = std::time::Duration::from_secs(30);
    let store = options.store.clone().unwrap();
    let mut h = window("mailto:bob@example.org?subject=Held", options);
    settle(&mut h);
    keys_known(&mut h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut h, |app| {
        matches!(app.session().status(), Some(Status::Held))
    });
    let now = h.ctx.input(|i| i.time);
    let (left, total) = h.state().session().held(now).unwrap();
    assert!(
        left > 29.0 && (total - 30.0).abs() < 1e-9,
        "{left} of {total}"
    );
    let drafts = store.drafts().unwrap();
    assert_eq!(drafts.len(), 1);
    let saved = std::fs::read_to_string(&drafts[0]).unwrap();
    assert!(saved.contains("multipart/signed"), "{saved}");
    h.get_by_role_and_label(Role::Button, "Undo").click();
    step_until(&mut h, |app| !app.session().is_sending());
    assert!(matches!(
        h.state().session().status(),
        Some(Status::NotSent(NotSent::Undone))
    ));
    assert_eq!(server.seen().sessions, 0);
}

/// Send later: the message waits in the queue signed and encrypted, as it will go (no
/// passphrase can be asked for when the timer sends it).
fn a_message_sent_later_waits_in_the_queue_encrypted() {
    let w = world("pgp-later");
    let dir = temp_dir("pgp-later-window");
    let options = options(&dir, 1, None, &w.me_key, w.me.gpg());
    let store = options.store.clone().unwrap();
    let mut h = window(
        "mailto:bob@example.org?subject=Later&body=Sealed%20text",
        options,
    );
    settle(&mut h);
    keys_known(&mut h);
    h.get_by_role_and_label(Role::CheckBox, "Encrypt").click();
    h.run_steps(2);
    h.get_by_label_contains("Send later").click();
    h.run_steps(2);
    h.get_by_role_and_label(Role::Button, "Tomorrow at 08:00")
        .click();
    step_until(&mut h, |app| app.session().scheduled().is_some());
    let id = h.state().session().scheduled().unwrap().entry.id.clone();
    let queued = std::fs::read(
        mailto_preview::queue::Queue::of(&store)
            .dir()
            .join(id.as_str())
            .join("message.eml"),
    )
    .unwrap();
    let text = String::from_utf8_lossy(&queued);
    assert!(text.contains("multipart/encrypted"), "{text}");
    assert!(!text.contains("Sealed text"));
    let armored = body_of(&part(&queued, &boundary(&queued), 2));
    let (status, plain) = w.bob.status_of(&["--decrypt"], &armored);
    assert!(status.contains("GOODSIG"), "{status}");
    assert!(String::from_utf8_lossy(&plain).contains("Sealed text"));
}

/// Save draft for an account that keeps drafts on the server: with Encrypt on, the draft
/// stays on this computer and nothing reaches the mailbox's Drafts.
fn a_draft_to_be_encrypted_is_not_put_on_the_server() {
    let w = world("pgp-draft");
    let dovecot = Dovecot::start(Folders::SpecialUse);
    let dir = temp_dir("pgp-draft-window");
    let options = options_with(
        &dir,
        (1, Some(dovecot.port)),
        &w.me_key,
        w.me.gpg(),
        "server-drafts = true\n",
    );
    let store = options.store.clone().unwrap();
    let mut h = window(
        "mailto:bob@example.org?subject=Draft&body=Not%20for%20servers",
        options,
    );
    settle(&mut h);
    keys_known(&mut h);
    h.get_by_role_and_label(Role::CheckBox, "Encrypt").click();
    h.run_steps(2);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    step_until(&mut h, |app| {
        matches!(app.session().status(), Some(Status::Saved(_)))
    });
    h.run_steps(4);
    assert_eq!(store.drafts().unwrap().len(), 1, "kept on this computer");
    assert!(
        dovecot.messages("Drafts").is_empty(),
        "nothing on the server"
    );
    assert_eq!(dovecot.logins(), 0, "the mailbox was not even opened");
    // A recipient without a key, Encrypt still on: Send waits and says why, and a draft
    // still stays off the server (Encrypt never turns itself off).
    let to = h.get_by_role_and_label(Role::TextInput, "To");
    to.focus();
    to.type_text(", zed@example.org");
    h.run_steps(2);
    step_until(&mut h, |app| {
        matches!(app.session().openpgp().map(|v| v.keys), Some(KeysState::Ready(k))
            if k.recipients.len() == 2)
    });
    let now = h.ctx.input(|i| i.time);
    assert_eq!(
        h.state().session().main_blocker(now),
        Some(mailto_preview::session::Blocker::CannotEncrypt)
    );
    assert!(h.state().session().openpgp().unwrap().encrypt);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run_steps(2);
    step_until(&mut h, |app| {
        matches!(app.session().status(), Some(Status::Saved(_)))
    });
    assert!(
        dovecot.messages("Drafts").is_empty(),
        "nothing on the server"
    );
    // Encrypt off: the same account puts the draft there, as it always did.
    h.get_by_role_and_label(Role::CheckBox, "Encrypt").click();
    h.run_steps(2);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    step_until(&mut h, |app| {
        matches!(app.session().status(), Some(Status::SavedToServer { .. }))
    });
    assert_eq!(dovecot.messages("Drafts").len(), 1);
}

/// Cancel while a message for later is being signed (the pinentry waiting): nothing is
/// queued, and the window says signing was cancelled.
fn cancel_while_a_message_for_later_is_signed_queues_nothing() {
    let home = Home::new("pgp-later-cancel", Some(&pinentry(None)));
    let key = home.generate("Me <me@example.net>", "open sesame", &[]);
    let dir = temp_dir("pgp-later-cancel-window");
    let options = options(&dir, 1, None, &key, home.gpg());
    let store = options.store.clone().unwrap();
    let mut h = window("mailto:bob@example.org?subject=Later", options);
    settle(&mut h);
    keys_known(&mut h);
    h.get_by_label_contains("Send later").click();
    h.run_steps(2);
    h.get_by_role_and_label(Role::Button, "Tomorrow at 08:00")
        .click();
    let asked = home.dir.join("asked");
    step_until(&mut h, |_| asked.exists());
    assert!(matches!(
        h.state().session().status(),
        Some(Status::Scheduling)
    ));
    h.key_press(egui::Key::Escape);
    step_until(&mut h, |app| {
        matches!(app.session().status(), Some(Status::NotScheduled(_)))
    });
    h.run_steps(1);
    h.get_by_label_contains("Signing was cancelled, so nothing was sent");
    assert!(
        mailto_preview::queue::Queue::of(&store)
            .list()
            .unwrap()
            .is_empty()
    );
    assert!(
        !h.state().session().is_closing(),
        "Esc cancelled signing, not the window"
    );
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![
        a_signed_message_verifies_with_gpg,
        an_encrypted_message_decrypts_for_each_recipient_and_hides_the_bcc,
        recipients_without_a_usable_key_are_named,
        without_gnupg_the_window_says_so_and_sends_unsigned,
        the_agent_asks_for_the_passphrase_and_the_hold_starts_after,
        cancel_while_the_passphrase_is_asked_for_sends_nothing,
        the_message_is_signed_before_the_hold,
        a_message_sent_later_waits_in_the_queue_encrypted,
        a_draft_to_be_encrypted_is_not_put_on_the_server,
        cancel_while_a_message_for_later_is_signed_queues_nothing,
    ]
}
