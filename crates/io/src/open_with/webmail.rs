//! Webmail compose pages: one entry per service, with the compose URL it documents (or that a
//! widely used integration relies on), cited beside it, and the service's known quirks.
//!
//! Every value is percent-encoded with RFC 3986's unreserved set only (a space is `%20`, `+` is
//! `%2B`, never `+` for a space), so `&`, `#`, `%` and line breaks in a subject or body reach
//! the page as text, never as URL syntax.

use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};

use super::{Action, Handed, Handover, MAX_ARGUMENT, link};
use crate::i18n::Text;

/// RFC 3986 §2.3: only unreserved characters stay as they are.
const UNRESERVED: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~');

/// How a service takes a message.
#[derive(Debug, PartialEq, Eq)]
enum Form {
    /// Separate query parameters for each field, after `base` (which ends in `?` or `&`).
    Fields {
        base: &'static str,
        to: &'static str,
        cc: &'static str,
        bcc: &'static str,
        subject: &'static str,
        body: &'static str,
    },
    /// A whole `mailto:` URI (written by our encoder), percent-encoded again, after `prefix`:
    /// the form services register as their own mailto handler.
    Mailto { prefix: &'static str },
}

/// A webmail service and how its compose page takes a message.
#[derive(Debug, PartialEq, Eq)]
pub struct Webmail {
    /// Which service (its id and name).
    pub service: crate::config::Webmail,
    /// The host the compose page is on (the person sees where the message goes).
    pub host: &'static str,
    form: Form,
    /// The longest URL the service is known to take; past it the body is left out and given
    /// to the person separately, so that a long body is never cut silently.
    max_url: usize,
    /// The service decodes `%2B` in a parameter as a space, so `a+b@x` arrives as `a b@x`.
    plus_becomes_space: bool,
    /// The service reads the body as HTML (so `<`, `>` and `&` must be escaped to stay text).
    html_body: bool,
}

/// The services, in the order they are offered.
pub static WEBMAIL: &[Webmail] = &[
    // Gmail's compose view: `view=cm&fs=1` with `to`, `cc`, `bcc`, `su` (the subject) and
    // `body`, addresses comma-separated. Google documents no compose URL; this is the form
    // Gmail's own compose links use, tested with every field in 2024 (simonw/til,
    // google/gmail-compose-url.md). Google's own mailto handler URL
    // (`?extsrc=mailto&url=%s`, Chromium chrome/common/url_constants.h) is not used because
    // how it reads Bcc is not known. Gmail answers 413 / Bad Request for compose URLs of 6,410
    // and 8,132 characters (defund12/defund12.org issue 893): 6,000 keeps clear of it.
    Webmail {
        service: crate::config::Webmail::Gmail,
        host: "mail.google.com",
        form: Form::Fields {
            base: "https://mail.google.com/mail/?view=cm&fs=1&",
            to: "to",
            cc: "cc",
            bcc: "bcc",
            subject: "su",
            body: "body",
        },
        max_url: 6000,
        plus_becomes_space: false,
        html_body: false,
    },
    // Outlook.com (personal accounts). Microsoft documents the deep link
    // `https://outlook.office.com/mail/deeplink/compose?...` in the Edge policy
    // RegisteredProtocolHandlers
    // (learn.microsoft.com/deployedge/microsoft-edge-policies/registeredprotocolhandlers);
    // Outlook on the web registers itself as the mailto handler with
    // `deeplink/compose?mailtouri=%s`, the whole link in one parameter, which takes Cc and Bcc
    // too. The plain `to=` parameter turns `%2B` into a space (OfficeDev/office-js issue 4127);
    // inside `mailtouri` a `+` is encoded twice and should survive, which could not be tried
    // against the live service, so the person is still told to check such addresses. The same
    // host takes about 31,000 characters (InteractionDesignFoundation/add-event-to-calendar-docs
    // PR 65).
    Webmail {
        service: crate::config::Webmail::Outlook,
        host: "outlook.live.com",
        form: Form::Mailto {
            prefix: "https://outlook.live.com/mail/0/deeplink/compose?mailtouri=",
        },
        max_url: 30_000,
        plus_becomes_space: true,
        html_body: false,
    },
    // Outlook on the web for work or school (Microsoft 365): the host of Microsoft's Edge
    // policy example above, with the same route and quirks.
    Webmail {
        service: crate::config::Webmail::Office365,
        host: "outlook.office.com",
        form: Form::Mailto {
            prefix: "https://outlook.office.com/mail/deeplink/compose?mailtouri=",
        },
        max_url: 30_000,
        plus_becomes_space: true,
        html_body: false,
    },
    // Yahoo Mail: the handler Firefox ships for it, `https://compose.mail.yahoo.com/?To=%s`
    // with the whole link (mozilla-central uriloader/exthandler, HandlerList.sys.mjs). Yahoo
    // documents neither this nor a length limit, so the limit is Gmail's, the tightest known.
    Webmail {
        service: crate::config::Webmail::Yahoo,
        host: "compose.mail.yahoo.com",
        form: Form::Mailto {
            prefix: "https://compose.mail.yahoo.com/?To=",
        },
        max_url: 6000,
        plus_becomes_space: false,
        html_body: false,
    },
    // Proton Mail registers `https://mail.proton.me/inbox/#mailto=%s` as its mailto handler
    // (ProtonMail/WebClients, applications/mail: MAILTO_PROTOCOL_HANDLER_PATH) and reads the
    // link itself (hooks/useMailtoHash.ts, helpers/url.ts mailtoParser): `+` stays a plus, and
    // the body goes into the HTML editor, so it is HTML-escaped here with its line breaks as
    // `<br>` (older versions did not turn line breaks into `<br>` themselves). The link
    // travels in the fragment, which the browser never sends to a server: only the argument
    // limit applies.
    Webmail {
        service: crate::config::Webmail::Proton,
        host: "mail.proton.me",
        form: Form::Mailto {
            prefix: "https://mail.proton.me/inbox/#mailto=",
        },
        max_url: MAX_ARGUMENT,
        plus_becomes_space: false,
        html_body: true,
    },
];

fn pct(s: &str) -> String {
    utf8_percent_encode(s, UNRESERVED).to_string()
}

/// `text` with HTML's special characters escaped, and line breaks as `<br>` so that the
/// lines survive in an HTML editor.
fn html_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\n' => out.push_str("<br>"),
            _ => out.push(c),
        }
    }
    out
}

impl Webmail {
    /// The service with this id.
    pub fn by_id(id: &str) -> Option<&'static Webmail> {
        crate::config::Webmail::by_id(id).map(Webmail::of)
    }

    /// How `service`'s compose page takes a message.
    pub fn of(service: crate::config::Webmail) -> &'static Webmail {
        WEBMAIL
            .iter()
            .find(|w| w.service == service)
            .unwrap_or(&WEBMAIL[0])
    }

    /// The id in the config and on the command line.
    pub fn id(&self) -> &'static str {
        self.service.id()
    }

    /// Its name, as on the button.
    pub fn name(&self) -> &'static str {
        self.service.name()
    }

    /// The compose URL for `handed`, with the body when `with_body`.
    fn url(&self, handed: &Handed, with_body: bool) -> String {
        let body = if self.html_body {
            html_escape(&handed.body)
        } else {
            handed.body.clone()
        };
        match &self.form {
            Form::Fields {
                base,
                to,
                cc,
                bcc,
                subject,
                body: body_key,
            } => {
                let mut params: Vec<(&str, String)> = Vec::new();
                for (key, list) in [
                    (to, &handed.bare.to),
                    (cc, &handed.bare.cc),
                    (bcc, &handed.bare.bcc),
                ] {
                    if !list.is_empty() {
                        params.push((key, list.join(",")));
                    }
                }
                if !handed.subject.is_empty() {
                    params.push((subject, handed.subject.clone()));
                }
                if with_body && !body.is_empty() {
                    params.push((body_key, body));
                }
                let query: Vec<String> = params
                    .iter()
                    .map(|(k, v)| format!("{k}={}", pct(v)))
                    .collect();
                format!("{base}{}", query.join("&"))
            }
            Form::Mailto { prefix } => {
                // Bare addresses: how each service reads display names is not documented.
                // Threading headers are not read by webmail; the person is told instead.
                let body = if with_body { body } else { String::new() };
                // Our encoder writes every field; it cannot fail for fields from a draft.
                let inner = link(&handed.bare, &handed.subject, &body, Vec::new())
                    .unwrap_or_else(|_| "mailto:".into());
                format!("{prefix}{}", pct(&inner))
            }
        }
    }

    /// What handing `handed` to this service does.
    pub(super) fn handover(&self, handed: &Handed) -> Handover {
        let mut notes = Vec::new();
        let mut url = self.url(handed, true);
        let mut body_left_out = None;
        let max = self.max_url.min(MAX_ARGUMENT);
        if url.len() > max && !handed.body.is_empty() {
            notes.push(
                Text::new("handoff-too-long-webmail")
                    .arg("target", self.name())
                    .arg("length", url.len())
                    .arg("max", max),
            );
            url = self.url(handed, false);
            body_left_out = Some(handed.body.clone());
        }
        if self.plus_becomes_space
            && handed
                .bare
                .all()
                .any(|a| a.split('@').next().is_some_and(|l| l.contains('+')))
        {
            notes.push(Text::new("handoff-plus-becomes-space").arg("target", self.name()));
        }
        if handed.in_reply_to.is_some() || handed.references.is_some() {
            notes.push(Text::new("handoff-no-threading").arg("target", self.name()));
        }
        // A compose page's address cannot carry a file.
        notes.extend(super::files_not_carried(handed, self.name()));
        Handover {
            label: self.name().to_string(),
            action: Action::Browse(url),
            body_left_out,
            writes: Vec::new(),
            files_left_out: handed.files.clone(),
            notes,
        }
    }
}
