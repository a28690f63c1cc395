//! The command line: the window (`mailto-preview URI`, `--window`, `--resident`), the link
//! tools (`parse`, `encode`, `check`, `message`), registration (`register`, `unregister`,
//! `status`), accounts (`config path|check|init|discover|password|sign-in|import-msmtp`),
//! drafts (`drafts`, `send-draft`), hand-off (`open-with`) and the remembered recipients
//! (`contacts`). It only presents what the
//! library produced; every decision is made in the library's modules.

use std::ffi::OsString;
use std::io::{self, Read};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use crate::instance;
use crate::mailto::{self, MAX_URI_BYTES};
use crate::message;

mod account;
mod contacts;
mod desktop;
mod discover;
mod import;
mod link;
mod login;
mod open_with;
mod queue;

use link::{cmd_check, cmd_encode, cmd_message, cmd_parse};

/// Exit status when the input was refused (clap uses the same for usage errors).
const EXIT_REFUSED: u8 = 2;

/// Handles mailto: links: shows the whole message, fully decoded, and sends only on approval.
#[derive(Debug, Parser)]
#[command(name = "mailto-preview", version, about, long_about = None)]
pub struct Cli {
    /// The config file (default: $MAILTO_PREVIEW_CONFIG, else config.toml in the platform
    /// config directory).
    #[arg(long, global = true, value_name = "PATH")]
    config: Option<PathBuf>,
    /// Open the preview window even without a link: an empty message to write (what the
    /// desktop menu entry runs).
    #[arg(long)]
    window: bool,
    /// Start resident, without a window, and stay, so that every click opens at once (what
    /// the login entry of `register --resident` runs; `--background` is the older name).
    #[arg(long, alias = "background", conflicts_with_all = ["window", "uri"])]
    resident: bool,
    /// What draws the window: cpu (the default on Linux and the BSDs: no OpenGL library is
    /// loaded) or gl (OpenGL); also $MAILTO_PREVIEW_RENDERER and `renderer` in [window].
    #[arg(long, global = true, value_enum, value_name = "RENDERER")]
    renderer: Option<RendererArg>,
    /// A file to attach (repeat for several): the person's own choice, for scripts and file
    /// managers' "send by email". Checked like a file chosen in the window; without a link, an
    /// empty message opens with it.
    #[arg(long, value_name = "FILE", conflicts_with = "resident")]
    attach: Vec<PathBuf>,
    /// Open a kept message in the window again, with its files: a saved link (.mailto) or a
    /// message (.eml) from the drafts folder (`mailto-preview drafts` lists them).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["uri", "resident"])]
    draft: Option<PathBuf>,
    /// A mailto: link to open in the preview window (what the system runs on a click).
    uri: Option<OsString>,
    #[command(subcommand)]
    command: Option<Command>,
}

/// `--renderer`.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum RendererArg {
    Cpu,
    Gl,
}

/// The environment variable that chooses the renderer (the fallback to OpenGL sets it too).
const RENDERER_ENV: &str = "MAILTO_PREVIEW_RENDERER";

/// How the window was asked for on the command line.
struct WindowArgs {
    config: Option<PathBuf>,
    renderer: Option<RendererArg>,
    resident: bool,
    /// Files to attach, absolute (a running process has another working directory).
    attach: Vec<PathBuf>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Decode a mailto: URI, apply the safety filter and list every field: kept, dropped (with
    /// the reason) and warned about (exit 2 if the link is refused).
    Parse {
        /// Print exactly one JSON object.
        #[arg(long)]
        json: bool,
        /// The URI, or '-' to read it from standard input.
        uri: OsString,
    },
    /// Build a canonical mailto: URI from fields.
    Encode(EncodeArgs),
    /// Lint a mailto: URI against RFC 6068 and the authoring rules (exit 1 if it has problems).
    Check {
        /// Print exactly one JSON object.
        #[arg(long)]
        json: bool,
        /// The URI, or '-' to read it from standard input.
        uri: OsString,
    },
    /// Print the exact message (RFC 5322, CRLF line ends) Send would transmit for the URI.
    Message {
        /// The sender, as "Name <me@example.net>" or "me@example.net".
        #[arg(long, value_name = "MAILBOX")]
        from: String,
        /// Also print the SMTP envelope (MAIL FROM and RCPT TO) before the message.
        #[arg(long)]
        envelope: bool,
        /// The URI, or '-' to read it from standard input.
        uri: OsString,
    },
    /// Hand the message a link describes, after the same safety filter as the window, to
    /// webmail or an installed mail program (exit 2 for an unknown target, a refused link, or
    /// a message that cannot be handed over as it is).
    OpenWith {
        /// List the webmail services and mail programs available here, one a line.
        #[arg(long, conflicts_with_all = ["target", "uri", "print"])]
        list: bool,
        /// With --list: print exactly one JSON array.
        #[arg(long, requires = "list")]
        json: bool,
        /// Only print what would be handed over (the URL, or the command line quoted for a
        /// shell); start nothing.
        #[arg(long)]
        print: bool,
        /// Where to: gmail, outlook, office365, yahoo, proton, or an installed program's
        /// desktop entry id (see --list).
        #[arg(required_unless_present = "list")]
        target: Option<String>,
        /// The URI, or '-' to read it from standard input.
        #[arg(required_unless_present = "list")]
        uri: Option<OsString>,
    },
    /// Show, check or create the configuration.
    #[command(subcommand)]
    Config(ConfigCommand),
    /// List the messages in the drafts folder (unsent or failed), and the copies of sent
    /// messages still waiting to be filed in the mailbox's Sent folder.
    Drafts {
        /// File the waiting copies in the Sent folder now (never sends a message again).
        #[arg(long)]
        retry_filing: bool,
    },
    /// The messages kept for later (Send later, Send when online): sends what is due, then
    /// lists what waits, each with its id.
    Queue {
        /// Send what is due and say only what happened (what the timer runs).
        #[arg(long, conflicts_with_all = ["cancel", "send_now", "watch"])]
        due: bool,
        /// Stay until nothing waits: send each message at its time, and one waiting for the
        /// network as soon as the network monitor says the computer is online.
        #[arg(long, conflicts_with_all = ["cancel", "send_now"])]
        watch: bool,
        /// Take this message off the queue and back to the drafts.
        #[arg(long, value_name = "ID", conflicts_with = "send_now")]
        cancel: Option<String>,
        /// Send this message now, whatever its time (also one that waits for you).
        #[arg(long, value_name = "ID")]
        send_now: Option<String>,
    },
    /// Show a saved message and send it after you confirm on this terminal.
    SendDraft {
        /// The account to send from (default: the one it was saved with).
        #[arg(long, value_name = "NAME")]
        account: Option<String>,
        /// The .eml file.
        file: PathBuf,
    },
    /// List the addresses remembered from the messages you sent (offered when you type in To,
    /// Cc or Bcc), best ranked first; or forget them.
    Contacts {
        /// Forget this address (exit 1 if it was not remembered).
        #[arg(long, value_name = "ADDRESS", conflicts_with = "forget_all")]
        forget: Option<String>,
        /// Forget every remembered address.
        #[arg(long)]
        forget_all: bool,
    },
    /// Make Mailto Preview your default handler for mailto: links (remembers the current one).
    Register {
        /// Also start Mailto Preview in the background at login, so that every click opens
        /// its window at once (an XDG autostart entry; `unregister` removes it).
        #[arg(long)]
        resident: bool,
    },
    /// Give mailto: links back to the handler you had before `register` (and remove the login
    /// entry of --resident).
    Unregister,
    /// Show which program opens mailto: links, and problems (exit 1 unless it is Mailto
    /// Preview and all is well).
    Status {
        /// Print exactly one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Write a file for packaging to standard output (man pages: into a directory).
    #[command(subcommand, hide = true)]
    Generate(Generate),
}

/// The files `generate` writes.
#[derive(Debug, Subcommand)]
enum Generate {
    /// The man pages (roff): mailto-preview.1 and one per command, written into DIR.
    Man {
        /// The directory to write them in.
        dir: PathBuf,
    },
    /// Shell completions.
    Completions { shell: clap_complete::Shell },
    /// The freedesktop desktop entry, for a binary on PATH.
    DesktopEntry,
    /// The macOS bundle's Info.plist.
    InfoPlist,
    /// The Windows registry file, for the program at EXE.
    WindowsReg {
        /// The installed program's path.
        #[arg(default_value = r"C:\Program Files\Mailto Preview\mailto-preview.exe")]
        exe: String,
    },
}

#[derive(Debug, Subcommand)]
enum ConfigCommand {
    /// Print the config file's path.
    Path,
    /// Validate the config; with --connect, also connect and log in to each SMTP server
    /// (nothing is sent) and print what it offers.
    Check {
        /// Connect and log in.
        #[arg(long)]
        connect: bool,
        /// Only this account.
        #[arg(long, value_name = "NAME")]
        account: Option<String>,
    },
    /// Write a commented example config, unless one exists.
    Init,
    /// Find the outgoing server for an email address: the built-in provider table, the
    /// domain's autoconfig (HTTPS only), its MX and SRV records (exit 1 when nothing is found,
    /// 2 when the input is not an address).
    Discover(discover::DiscoverArgs),
    /// Sign in with OAuth 2.0 for an account with auth = "oauth2" and the built-in sign-in
    /// (oauth2.provider, oauth2.client-id): opens the provider's page in the browser, or with
    /// --code shows a code to type on another device (Microsoft). The refresh token goes to
    /// the system keyring.
    SignIn(login::SignInArgs),
    /// Store the password of an account with password.keyring = true in the system keyring
    /// (typed without echo, or the first line of standard input).
    Password {
        /// The account (default: the default account).
        #[arg(long, value_name = "NAME")]
        account: Option<String>,
    },
    /// Turn msmtp's accounts (default ~/.msmtprc) into this program's; prints the result and
    /// adds it to the config only with --write.
    ImportMsmtp {
        /// Add the accounts to the config file.
        #[arg(long)]
        write: bool,
        /// The msmtp config file.
        file: Option<PathBuf>,
    },
    /// Turn a Thunderbird profile's sending accounts (default: the default profile, also of the
    /// Flatpak and the Snap) into this program's; prints the result and adds it to the config
    /// only with --write. Passwords stay where Thunderbird keeps them: type each once with
    /// `config password`.
    ImportThunderbird {
        /// Add the accounts to the config file.
        #[arg(long)]
        write: bool,
        /// The profile folder (the one holding prefs.js).
        profile: Option<PathBuf>,
    },
    /// List the mail settings found on this computer (GNOME Online Accounts, Thunderbird,
    /// Evolution, KMail, msmtp); with --from, print one program's accounts as this program's,
    /// and add them to the config with --write. Nothing connects; passwords stay where each
    /// program keeps them.
    Import {
        /// The program whose accounts to import.
        #[arg(long, value_enum)]
        from: Option<ImportFrom>,
        /// Add the accounts to the config file (with --from).
        #[arg(long, requires = "from")]
        write: bool,
    },
}

/// A mail program whose settings `config import` reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum ImportFrom {
    Thunderbird,
    Evolution,
    Kmail,
    Msmtp,
}

#[derive(Debug, Args)]
struct EncodeArgs {
    /// A recipient (repeatable).
    #[arg(long, value_name = "ADDRESS")]
    to: Vec<String>,
    /// A Cc recipient (repeatable).
    #[arg(long, value_name = "ADDRESS")]
    cc: Vec<String>,
    /// A Bcc recipient (repeatable; links in public pages should not carry one).
    #[arg(long, value_name = "ADDRESS")]
    bcc: Vec<String>,
    /// The subject.
    #[arg(long)]
    subject: Option<String>,
    /// The body; line breaks become %0D%0A.
    #[arg(long)]
    body: Option<String>,
    /// Another header field, as name=value (repeatable).
    #[arg(long, value_name = "NAME=VALUE", value_parser = parse_header_arg)]
    header: Vec<(String, String)>,
}

fn parse_header_arg(s: &str) -> Result<(String, String), String> {
    match s.split_once('=') {
        Some((name, value)) if !name.is_empty() => Ok((name.to_string(), value.to_string())),
        _ => Err(format!("\"{s}\" is not name=value")),
    }
}

/// The command line of a click (`mailto-preview mailto:...`, what the desktop runs), read
/// without clap: building clap's parser, every subcommand's arguments with it, took 0.35-0.45
/// ms of each start's path to its window (startup trace). Anything else is clap's to read; a
/// link is its one positional argument either way, as no option or subcommand name begins
/// with `mailto:`.
fn a_click(args: &[OsString]) -> Option<Cli> {
    let [_, link] = args else {
        return None;
    };
    let scheme = link.as_encoded_bytes().get(..7)?;
    scheme.eq_ignore_ascii_case(b"mailto:").then(|| Cli {
        config: None,
        window: false,
        resident: false,
        renderer: None,
        attach: Vec::new(),
        draft: None,
        uri: Some(link.clone()),
        command: None,
    })
}

/// Runs the command line given in `args` (program name first) and returns the exit status.
pub fn run(args: impl IntoIterator<Item = OsString>) -> ExitCode {
    crate::startup_trace::begin();
    // Before any window: a panic then still saves what the person was writing.
    crate::session::rescue::install();
    let args: Vec<OsString> = args.into_iter().collect();
    let cli = match a_click(&args) {
        Some(cli) => cli,
        None => match Cli::try_parse_from(args) {
            Ok(cli) => cli,
            Err(e) => {
                let _ = e.print();
                return ExitCode::from(if e.use_stderr() { EXIT_REFUSED } else { 0 });
            }
        },
    };
    crate::startup_trace::mark("command line read");
    let Some(command) = cli.command else {
        let window = WindowArgs {
            config: cli.config,
            renderer: cli.renderer,
            resident: cli.resident,
            attach: cli
                .attach
                .iter()
                .map(|p| std::path::absolute(p).unwrap_or_else(|_| p.clone()))
                .collect(),
        };
        if let Some(draft) = &cli.draft {
            return match crate::store::reopen::reopen(draft) {
                Ok(reopened) => {
                    let mut window = window;
                    window.attach.extend(reopened.files);
                    open_window(Some(reopened.link), &window)
                }
                Err(e) => {
                    eprintln!("mailto-preview: {e}");
                    ExitCode::from(EXIT_REFUSED)
                }
            };
        }
        return match cli.uri {
            Some(uri) => match read_uri(&uri) {
                Ok(bytes) => open_window(Some(bytes), &window),
                Err(e) => {
                    eprintln!("mailto-preview: {e}");
                    ExitCode::from(EXIT_REFUSED)
                }
            },
            None if cli.window || !window.attach.is_empty() => {
                open_window(Some(b"mailto:".to_vec()), &window)
            }
            // macOS starts an app bundle without arguments and sends the clicked link as an
            // Apple Event.
            None if cli.resident || started_by_launch_services() => open_window(None, &window),
            None => {
                let _ = <Cli as clap::CommandFactory>::command().print_help();
                ExitCode::from(EXIT_REFUSED)
            }
        };
    };
    let mut out = io::stdout().lock();
    let result = match command {
        Command::Parse { json, uri } => {
            read_uri(&uri).and_then(|uri| cmd_parse(&uri, json, &mut out))
        }
        Command::Encode(args) => cmd_encode(args, &mut out),
        Command::Check { json, uri } => {
            read_uri(&uri).and_then(|uri| cmd_check(&uri, json, &mut out))
        }
        Command::Message {
            from,
            envelope,
            uri,
        } => read_uri(&uri).and_then(|uri| cmd_message(&uri, &from, envelope, &mut out)),
        Command::OpenWith {
            list: true, json, ..
        } => open_with::cmd_list(json, &mut out),
        Command::OpenWith {
            target: Some(target),
            uri: Some(uri),
            print,
            ..
        } => {
            read_uri(&uri).and_then(|uri| open_with::cmd_open_with(&target, &uri, print, &mut out))
        }
        Command::OpenWith { .. } => Err(CliError::Other(
            "open-with needs a TARGET and a URI, or --list".into(),
        )),
        Command::Config(c) => account::cmd_config(cli.config.as_deref(), c, &mut out),
        Command::Drafts { retry_filing } => {
            account::cmd_drafts(cli.config.as_deref(), retry_filing, &mut out)
        }
        Command::Queue {
            due,
            watch,
            cancel,
            send_now,
        } => {
            let action = match (cancel.as_deref(), send_now.as_deref()) {
                (Some(id), _) => queue::Action::Cancel(id),
                (None, Some(id)) => queue::Action::SendNow(id),
                (None, None) if watch => queue::Action::Watch,
                (None, None) => queue::Action::Run { due_only: due },
            };
            queue::cmd_queue(cli.config.as_deref(), &action, &mut out)
        }
        Command::SendDraft { account, file } => {
            account::cmd_send_draft(cli.config.as_deref(), account.as_deref(), &file, &mut out)
        }
        Command::Contacts { forget, forget_all } => {
            contacts::cmd_contacts(forget.as_deref(), forget_all, &mut out)
        }
        Command::Register { resident } => desktop::cmd_register(resident, &mut out),
        Command::Unregister => desktop::cmd_unregister(&mut out),
        Command::Status { json } => desktop::cmd_status(json, &mut out),
        Command::Generate(what) => desktop::cmd_generate(what, &mut out),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        // A closed pipe (`| head`) is the reader's choice, not an error to report.
        Err(CliError::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("mailto-preview: {e}");
            ExitCode::from(EXIT_REFUSED)
        }
    }
}

/// Whether the system started this process to open a link it will send as an event.
fn started_by_launch_services() -> bool {
    cfg!(target_os = "macos")
        && std::env::current_exe().is_ok_and(|exe| crate::desktop::macos::in_bundle(&exe))
}

/// Opens the preview window on `bytes` (or on the link the system sends next); hands it to a
/// window that is already open, if any; without a display, says so in words.
fn open_window(bytes: Option<Vec<u8>>, args: &WindowArgs) -> ExitCode {
    let has_display = ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|s| !s.is_empty()));
    if cfg!(all(unix, not(target_os = "macos"))) && !has_display {
        eprintln!(
            "mailto-preview: there is no display to open the preview window on (DISPLAY and WAYLAND_DISPLAY are unset); `mailto-preview parse` shows the link on a terminal"
        );
        return ExitCode::from(EXIT_REFUSED);
    }
    let config_path = crate::config::resolve_path(args.config.as_deref()).ok();
    // A window is open already (or the process stays resident): it shows this link too, with
    // this launch's activation token so that the window may take the focus, and this process
    // is done.
    let socket = instance::SocketName::for_user();
    if let (Some(socket), Some(bytes)) = (&socket, &bytes) {
        let mut handoff = instance::Handoff::with_launch_token(
            bytes.clone(),
            config_path
                .as_ref()
                .and_then(|p| std::path::absolute(p).ok()),
        );
        handoff.attachments = args.attach.clone();
        if instance::hand_over(socket, &handoff, instance::HANDOFF_WAIT).is_ok() {
            return ExitCode::SUCCESS;
        }
    }
    crate::startup_trace::mark("no running process to hand the link to");
    // The file is read once: its window settings here, its accounts for the first window.
    // A mistake in [window] must not keep a link from opening: say so, use the defaults.
    let parts = config_path.as_deref().map(crate::config::load_parts);
    crate::startup_trace::mark("config read");
    let settings = match parts.as_ref().map(|p| &p.window) {
        Some(Ok(s)) => s.clone(),
        Some(Err(e)) => {
            eprintln!("mailto-preview: {e} (using the default window settings)");
            crate::config::WindowSettings::default()
        }
        None => crate::config::WindowSettings::default(),
    };
    // The hold after Send; a mistake in [send] keeps the default hold, and says so.
    let send_settings = match parts.as_ref().map(|p| &p.send) {
        Some(Ok(s)) => *s,
        Some(Err(e)) => {
            eprintln!("mailto-preview: {e} (using the default send settings)");
            crate::config::SendSettings::default()
        }
        None => crate::config::SendSettings::default(),
    };
    let renderer = match (args.renderer, std::env::var(RENDERER_ENV).ok().as_deref()) {
        (Some(RendererArg::Gl), _) | (None, Some("gl")) => crate::host::Renderer::Gl,
        (Some(RendererArg::Cpu), _) | (None, Some("cpu")) => crate::host::Renderer::Cpu,
        (None, _) => settings.renderer,
    };
    let resident = if args.resident {
        crate::config::Resident::Always
    } else {
        settings.resident
    };
    // This is the first window: later clicks come here. Without a socket, each click simply
    // gets a process of its own.
    let token = instance::launch_token();
    let (arrivals_tx, arrivals) = std::sync::mpsc::channel();
    let wakeup = crate::host::Wakeup::default();
    let wake = {
        let wakeup = wakeup.clone();
        move || wakeup.wake()
    };
    if args.resident && socket.as_ref().is_some_and(instance::running) {
        eprintln!("mailto-preview: already running (resident)");
        return ExitCode::SUCCESS;
    }
    #[cfg(target_os = "macos")]
    crate::desktop::macos::listen_for_links(arrivals_tx.clone(), wake.clone());
    let server = socket.and_then(|s| instance::listen(&s, arrivals_tx, wake).ok());
    crate::startup_trace::mark("listening for later clicks");
    if args.resident && server.is_none() {
        eprintln!(
            "mailto-preview: not started resident: there is no private runtime directory for the socket later clicks would reach it by (set XDG_RUNTIME_DIR)"
        );
        return ExitCode::from(EXIT_REFUSED);
    }
    // The window speaks the person's language; the command line stays English (see i18n).
    let lang = crate::i18n::Lang::for_person(settings.language.as_deref());
    crate::startup_trace::mark(
        "window's language chosen (its catalogue is parsed when first asked)",
    );
    let options = crate::ui::AppOptions {
        config_path: args.config.clone(),
        store: None,
        lang,
        // Looked for after the first frame, and only where the desktop runs the daemon.
        desktop: if settings.desktop_accounts {
            crate::session::DesktopAccounts::Session
        } else {
            crate::session::DesktopAccounts::Off
        },
        hold: send_settings.hold(),
        timer: true,
        ..Default::default()
    };
    // A start without a link (resident at login, the menu's empty window) keeps the queue
    // while it runs: it sends each message kept for later at its time. A link's start never
    // does (a link must not make the program connect anywhere); its window does once the
    // person puts a message in the queue.
    let keep_queue = {
        let (config, lang) = (config_path.clone(), options.lang.clone());
        move || {
            if let Ok(store) = crate::store::Store::open_default() {
                crate::queue::keeper::start(store, config.clone(), lang.clone());
            }
        }
    };
    if bytes.is_none() {
        keep_queue();
    }
    let options = crate::ui::AppOptions {
        keep_queue: Some(std::sync::Arc::new(keep_queue)),
        ..options
    };
    // macOS links arrive by Apple Event even without the socket.
    let arrivals = (server.is_some() || cfg!(target_os = "macos")).then_some(arrivals);
    let gate = server.as_ref().map(instance::Server::gate);
    let result = crate::host::run(crate::host::Run {
        uri: bytes,
        attachments: args.attach.clone(),
        config: parts,
        options,
        arrivals,
        gate,
        wakeup,
        renderer,
        resident,
    });
    drop(server);
    match result {
        Ok(()) => ExitCode::SUCCESS,
        #[cfg(all(unix, not(target_os = "macos")))]
        Err(crate::host::WindowError::CpuUnavailable(e)) => {
            eprintln!("mailto-preview: {e}; opening the window with OpenGL instead");
            reopen_with_gl(token)
        }
        Err(e) => {
            let _ = token;
            eprintln!("mailto-preview: the preview window could not be opened: {e}");
            ExitCode::from(EXIT_REFUSED)
        }
    }
}

/// Starts this program again, with the same arguments, drawing with OpenGL. A new process,
/// because the window system's event loop can be made only once per process; the launch's
/// activation token goes along (the first attempt used it up).
#[cfg(all(unix, not(target_os = "macos")))]
fn reopen_with_gl(token: Option<String>) -> ExitCode {
    use std::os::unix::process::CommandExt as _;
    let Ok(exe) = std::env::current_exe() else {
        eprintln!("mailto-preview: cannot find this program to start it again with OpenGL");
        return ExitCode::from(EXIT_REFUSED);
    };
    let mut command = std::process::Command::new(exe);
    command
        .args(std::env::args_os().skip(1))
        .env(RENDERER_ENV, "gl");
    if let Some(token) = token {
        let var = if std::env::var_os("WAYLAND_DISPLAY").is_some() {
            "XDG_ACTIVATION_TOKEN"
        } else {
            "DESKTOP_STARTUP_ID"
        };
        command.env(var, token);
    }
    let e = command.exec();
    eprintln!("mailto-preview: could not start again with OpenGL: {e}");
    ExitCode::from(EXIT_REFUSED)
}

/// Failures of the command line itself (not of the link).
#[derive(Debug, thiserror::Error)]
enum CliError {
    /// Reading standard input or writing standard output failed.
    #[error("input/output failed: {0}")]
    Io(#[from] io::Error),
    /// Standard input held more than a link may be.
    #[error(
        "standard input holds more than {MAX_URI_BYTES} bytes (2 MiB), the longest link accepted; nothing was read"
    )]
    StdinTooLong,
    /// JSON output failed.
    #[error("could not write JSON: {0}")]
    Json(#[from] serde_json::Error),
    /// The fields cannot be written as a link.
    #[error("{0}")]
    Encode(#[from] mailto::EncodeError),
    /// The message cannot be built.
    #[error("{0}")]
    Message(#[from] message::MessageError),
    /// The configuration is missing or invalid.
    #[error("{0}")]
    Config(#[from] crate::config::ConfigError),
    /// msmtp's config could not be imported.
    #[error("{0}")]
    Import(#[from] crate::config::ImportError),
    /// The drafts folder could not be used.
    #[error("{0}")]
    Store(#[from] crate::store::StoreError),
    /// The remembered recipients could not be read or changed.
    #[error("{0}")]
    Contacts(#[from] crate::contacts::ContactsError),
    /// Registering as the mail handler failed.
    #[error("{0}")]
    Desktop(#[from] crate::desktop::DesktopError),
    /// Anything else the person must fix, in words.
    #[error("{0}")]
    Other(String),
}

/// The URI argument as bytes (a non-UTF-8 argument is read, not lost); `-` reads standard
/// input, without the line break a terminal or `echo` adds.
fn read_uri(arg: &OsString) -> Result<Vec<u8>, CliError> {
    if arg != "-" {
        return Ok(arg.as_encoded_bytes().to_vec());
    }
    let mut buf = Vec::new();
    io::stdin()
        .lock()
        .take(MAX_URI_BYTES as u64 + 3)
        .read_to_end(&mut buf)?;
    for ending in [&b"\r\n"[..], b"\n"] {
        if buf.ends_with(ending) {
            buf.truncate(buf.len() - ending.len());
            break;
        }
    }
    if buf.len() > MAX_URI_BYTES {
        return Err(CliError::StdinTooLong);
    }
    Ok(buf)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(words: &[&str]) -> Vec<OsString> {
        words.iter().map(OsString::from).collect()
    }

    #[test]
    fn a_click_reads_as_clap_reads_it() {
        for link in [
            "mailto:ann@example.org?subject=Hi%20there",
            "MAILTO:ann@example.org",
            "mailto:",
            "mailto:--help",
            "mailto:?to=a@example.org&body=--window",
        ] {
            let words = args(&["mailto-preview", link]);
            let ours = a_click(&words).expect("a click");
            let clap = Cli::try_parse_from(&words).expect("clap reads it");
            assert_eq!(format!("{ours:?}"), format!("{clap:?}"), "{link}");
        }
    }

    #[test]
    fn anything_but_a_lone_link_is_left_to_clap() {
        for words in [
            &["mailto-preview"][..],
            &["mailto-preview", "--window"],
            &["mailto-preview", "parse", "mailto:a@example.org"],
            &[
                "mailto-preview",
                "--attach",
                "cv.pdf",
                "mailto:a@example.org",
            ],
            &["mailto-preview", "mailto:a@example.org", "--renderer", "gl"],
            &["mailto-preview", "mail:a@example.org"],
            &["mailto-preview", "mailto"],
        ] {
            assert!(a_click(&args(words)).is_none(), "{words:?}");
        }
    }
}
