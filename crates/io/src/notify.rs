//! Desktop notifications: how the person hears what became of a message that went (or did
//! not) after its window was gone: the Desktop Notifications Specification's
//! `org.freedesktop.Notifications` on the session bus, or the notification portal
//! (`org.freedesktop.portal.Notification`) inside a Flatpak, where the first is not reachable.
//! On macOS and Windows nothing is shown yet: the result is in `mailto-preview queue`.

/// A notification's text: a summary line and a body, both plain text (made safe here).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// The first line ("Sent to ann@example.org").
    pub summary: String,
    /// What follows (the subject, what to do).
    pub body: String,
}

/// Shows `notice` on the desktop; `Err` says why it could not be shown (no session bus, no
/// notification service).
pub fn show(notice: &Notice) -> Result<(), String> {
    #[cfg(all(unix, not(target_os = "macos")))]
    return bus::show(notice);
    #[cfg(not(all(unix, not(target_os = "macos"))))]
    {
        let _ = notice;
        Err("notifications are shown on Linux and the BSDs only".into())
    }
}

/// Words from outside (a subject, an address, a server's reply) as a notification shows them:
/// what the program shows as hostile elsewhere (bidi controls, invisible characters) is made
/// visible here too.
pub fn plain(text: &str) -> String {
    crate::visible::make_visible(text, false)
}

/// `text` inside XML, or a notification server's body, which the specification lets it read
/// as a small markup: `&`, `<` and `>` are written as entities, so that no words from outside
/// can make a link, hide text or end an element.
pub(crate) fn xml_escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(all(unix, not(target_os = "macos")))]
mod bus {
    use std::collections::HashMap;
    use std::time::Duration;

    use zbus::zvariant::Value;

    use super::{Notice, xml_escaped};

    /// How long a notification service may take to answer.
    const WAIT: Duration = Duration::from_secs(10);

    pub(super) fn show(notice: &Notice) -> Result<(), String> {
        let call = async {
            let conn = zbus::Connection::session()
                .await
                .map_err(|e| e.to_string())?;
            if std::env::var_os("FLATPAK_ID").is_some() {
                let mut fields: HashMap<&str, Value<'_>> = HashMap::new();
                fields.insert("title", Value::from(notice.summary.as_str()));
                fields.insert("body", Value::from(notice.body.as_str()));
                let id = format!("queue-{}", uuid::Uuid::new_v4().simple());
                conn.call_method(
                    Some("org.freedesktop.portal.Desktop"),
                    "/org/freedesktop/portal/desktop",
                    Some("org.freedesktop.portal.Notification"),
                    "AddNotification",
                    &(id.as_str(), fields),
                )
                .await
                .map_err(|e| e.to_string())?;
                return Ok(());
            }
            let hints: HashMap<&str, Value<'_>> = HashMap::from([(
                "desktop-entry",
                Value::from("org.mailtopreview.MailtoPreview"),
            )]);
            conn.call_method(
                Some("org.freedesktop.Notifications"),
                "/org/freedesktop/Notifications",
                Some("org.freedesktop.Notifications"),
                "Notify",
                &(
                    "Mailto Preview",
                    0u32,
                    "org.mailtopreview.MailtoPreview",
                    notice.summary.as_str(),
                    xml_escaped(&notice.body).as_str(),
                    Vec::<&str>::new(),
                    hints,
                    -1i32,
                ),
            )
            .await
            .map_err(|e| e.to_string())?;
            Ok(())
        };
        let timed = async {
            tokio::time::timeout(WAIT, call)
                .await
                .unwrap_or_else(|_| Err("the notification service did not answer".into()))
        };
        crate::task::block_on(timed).unwrap_or_else(|e| Err(e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn words_from_outside_cannot_write_markup_or_hide_text() {
        assert_eq!(
            super::xml_escaped("<b>Invoice</b> & co"),
            "&lt;b&gt;Invoice&lt;/b&gt; &amp; co"
        );
        assert_ne!(super::plain("abc\u{202e}def"), "abc\u{202e}def");
    }
}
