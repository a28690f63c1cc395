//! An attachment's media type, from its name and its first bytes: the extension's type
//! (mime_guess) unless the content says something more specific (shared-mime-info's magic,
//! through tree_magic_mini, where the system has the database), `application/octet-stream`
//! when neither knows. A text file that is UTF-8 says so (`charset=utf-8`), so that the
//! receiver reads it right.

/// The media type of a file called `name` whose first bytes are `head`.
pub fn of(name: &str, head: &[u8]) -> String {
    let by_name = mime_guess::from_path(name)
        .first()
        .map(|m| m.essence_str().to_string());
    let by_content = sniff(head).filter(|t| !is_generic(t));
    let chosen = match (by_name, by_content) {
        (Some(n), Some(c)) if n == c || is_container_of(&c, &n) => n,
        // The content is something else than the name says (a program named .pdf): the
        // content is what the receiver gets.
        (Some(_), Some(c)) => c,
        (Some(n), None) => n,
        (None, Some(c)) => c,
        (None, None) if !head.is_empty() && std::str::from_utf8(head).is_ok() => {
            "text/plain".to_string()
        }
        (None, None) => "application/octet-stream".to_string(),
    };
    if chosen.starts_with("text/") && utf8_prefix(head) {
        format!("{chosen}; charset=utf-8")
    } else {
        chosen
    }
}

/// What the content says, where the system's shared-mime-info database is there to ask.
fn sniff(head: &[u8]) -> Option<String> {
    if head.is_empty() {
        return None;
    }
    #[cfg(all(unix, not(target_os = "macos")))]
    {
        Some(tree_magic_mini::from_u8(head).to_string())
    }
    #[cfg(not(all(unix, not(target_os = "macos"))))]
    {
        None
    }
}

/// Types that say only "some bytes" or "some text": the name knows better.
fn is_generic(t: &str) -> bool {
    matches!(
        t,
        "application/octet-stream" | "text/plain" | "all/allfiles" | "all/all" | "inode/x-empty"
    )
}

/// Whether a file whose content looks like `content` may well be a `named` (an office
/// document is a zip of XML files; an SVG is XML).
fn is_container_of(content: &str, named: &str) -> bool {
    match content {
        "application/zip" => {
            named.starts_with("application/vnd.")
                || named == "application/epub+zip"
                || named == "application/java-archive"
        }
        "application/xml" | "text/xml" => named.ends_with("+xml") || named.starts_with("text/"),
        "application/x-ole-storage" | "application/x-cfb" => named.starts_with("application/"),
        _ => false,
    }
}

/// Whether `head` is UTF-8, allowing a character cut at its end.
fn utf8_prefix(head: &[u8]) -> bool {
    match std::str::from_utf8(head) {
        Ok(_) => true,
        Err(e) => e.error_len().is_none() && head.len() - e.valid_up_to() < 4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_name_and_the_content_together() {
        assert_eq!(of("cv.pdf", b"%PDF-1.7\n"), "application/pdf");
        assert_eq!(
            of("notes.txt", "Grüße\n".as_bytes()),
            "text/plain; charset=utf-8"
        );
        assert_eq!(of("latin1.txt", b"Gr\xfc\xdfe\n"), "text/plain");
        assert_eq!(of("README", b"plain words\n"), "text/plain; charset=utf-8");
        assert_eq!(
            of("blob", &[0u8, 159, 146, 150, 0, 1]),
            "application/octet-stream"
        );
        // A png named .png, and an office document (a zip) named .docx.
        let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
        assert_eq!(of("photo.png", png), "image/png");
        assert_eq!(
            of("letter.docx", b"PK\x03\x04\x14\0\x06\0"),
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        );
    }

    #[cfg(all(unix, not(target_os = "macos")))]
    #[test]
    fn content_that_contradicts_the_name_wins_where_the_system_can_tell() {
        // Only where shared-mime-info is installed (Debian's shared-mime-info package).
        if !std::path::Path::new("/usr/share/mime/magic").exists() {
            return;
        }
        let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
        assert_eq!(of("invoice.pdf", png), "image/png");
    }
}
