//! Reading the names and addresses out of vCard files: 3.0 (RFC 2426) and 4.0 (RFC 6350), as
//! address books really write them (and 2.1's leftovers that 3.0 exports still carry).
//!
//! A small lenient reader rather than a crate: only `FN`, `N`, `NICKNAME` and `EMAIL` are
//! needed, and the strict RFC 6350 parsers refuse whole files for 3.0 properties such as
//! `LABEL`, `CLASS`, `MAILER` or `SORT-STRING`, or for a `CHARSET` that is not UTF-8. What it
//! handles: folded lines (a line break followed by a space or tab), `group.` prefixes,
//! parameters in every spelling (`TYPE=work,pref`, `TYPE=INTERNET;TYPE=pref`, bare `PREF`,
//! quoted values), `ENCODING=QUOTED-PRINTABLE` with its soft line breaks and any `CHARSET`,
//! escapes (`\,` `\;` `\n` `\\`), several `EMAIL`s ordered by `PREF`, and cards nested in an
//! `AGENT` (skipped). Everything else is ignored, and a broken card never hides the others.

/// The most cards read from one file.
const MAX_CARDS: usize = 100_000;

/// One person (or group) from a vCard file.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Card {
    /// `FN`, else the name put together from `N`.
    pub name: Option<String>,
    /// `NICKNAME`s.
    pub nicknames: Vec<String>,
    /// The addresses, the preferred first.
    pub emails: Vec<String>,
}

/// A content line: its property name (upper case), its parameters, its raw value.
struct Line<'a> {
    name: String,
    params: Vec<(String, String)>,
    value: std::borrow::Cow<'a, str>,
}

/// The cards of a file's text.
pub fn parse(text: &str) -> Vec<Card> {
    let mut cards = Vec::new();
    let mut depth = 0usize;
    let mut card = Card::default();
    let mut emails: Vec<(u8, usize, String)> = Vec::new();
    let mut n_name: Option<String> = None;
    for line in logical_lines(text) {
        let Some(line) = content_line(&line) else {
            continue;
        };
        match line.name.as_str() {
            "BEGIN" if line.value.eq_ignore_ascii_case("VCARD") => {
                depth += 1;
                if depth == 1 {
                    card = Card::default();
                    emails.clear();
                    n_name = None;
                }
            }
            "END" if line.value.eq_ignore_ascii_case("VCARD") => {
                if depth == 1 {
                    emails.sort_by_key(|(pref, order, _)| (*pref, *order));
                    card.emails = std::mem::take(&mut emails)
                        .into_iter()
                        .map(|(_, _, e)| e)
                        .collect();
                    card.name = card.name.take().or(n_name.take());
                    cards.push(std::mem::take(&mut card));
                    if cards.len() >= MAX_CARDS {
                        break;
                    }
                }
                depth = depth.saturating_sub(1);
            }
            // Only the outer card's own lines (an AGENT's card inside is someone else).
            _ if depth != 1 => {}
            "FN" => {
                let v = unescape(&decode(&line));
                if !v.trim().is_empty() {
                    card.name = Some(v.trim().to_string());
                }
            }
            "N" => n_name = structured_name(&decode(&line)),
            "NICKNAME" => card.nicknames.extend(
                split_unescaped(&decode(&line), ',')
                    .into_iter()
                    .map(|n| unescape(&n).trim().to_string())
                    .filter(|n| !n.is_empty()),
            ),
            "EMAIL" => {
                let address = unescape(&decode(&line)).trim().to_string();
                let address = address
                    .strip_prefix("mailto:")
                    .unwrap_or(&address)
                    .to_string();
                if address.contains('@') && !address.contains(char::is_whitespace) {
                    let order = emails.len();
                    emails.push((preference(&line), order, address));
                }
            }
            _ => {}
        }
    }
    cards
}

/// The lines of the text with folding undone: a line that starts with a space or a tab goes
/// on the previous one (without that character), and a quoted-printable value that ends in
/// `=` goes on with the next line.
fn logical_lines(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut qp_open = false;
    for raw in text.split('\n') {
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        if let Some(last) = out.last_mut() {
            if raw.starts_with([' ', '\t']) {
                last.push_str(&raw[1..]);
                qp_open = is_quoted_printable_line(last) && last.ends_with('=');
                continue;
            }
            if qp_open {
                last.pop(); // the soft break's '='
                last.push_str(raw);
                qp_open = last.ends_with('=');
                continue;
            }
        }
        out.push(raw.to_string());
        qp_open = is_quoted_printable_line(raw) && raw.ends_with('=');
    }
    out
}

fn is_quoted_printable_line(line: &str) -> bool {
    let head = line.split(':').next().unwrap_or("");
    head.to_ascii_uppercase().contains("QUOTED-PRINTABLE")
}

/// Splits `[group.]NAME;params:value`; `None` for a line that is none.
fn content_line(line: &str) -> Option<Line<'_>> {
    // The first ':' outside a quoted parameter value ends the name and parameters.
    let mut quoted = false;
    let colon = line.char_indices().find_map(|(i, c)| match c {
        '"' => {
            quoted = !quoted;
            None
        }
        ':' if !quoted => Some(i),
        _ => None,
    })?;
    let (head, value) = (&line[..colon], &line[colon + 1..]);
    let mut parts = split_params(head).into_iter();
    let name = parts.next()?;
    let name = name
        .rsplit('.')
        .next()
        .unwrap_or(&name)
        .trim()
        .to_ascii_uppercase();
    if name.is_empty() {
        return None;
    }
    let params = parts
        .map(|p| match p.split_once('=') {
            Some((k, v)) => (k.trim().to_ascii_uppercase(), v.trim().to_string()),
            // vCard 2.1's bare parameters: `EMAIL;INTERNET;PREF:`, `;QUOTED-PRINTABLE`.
            None => {
                let bare = p.trim().to_ascii_uppercase();
                let key = match bare.as_str() {
                    "QUOTED-PRINTABLE" | "BASE64" | "B" | "8BIT" => "ENCODING",
                    _ => "TYPE",
                };
                (key.to_string(), bare)
            }
        })
        .collect();
    Some(Line {
        name,
        params,
        value: value.into(),
    })
}

/// The name and parameters, split at `;` outside quotes.
fn split_params(head: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut quoted = false;
    for c in head.chars() {
        match c {
            '"' => quoted = !quoted,
            ';' if !quoted => out.push(String::new()),
            c => {
                if let Some(last) = out.last_mut() {
                    last.push(c);
                }
            }
        }
    }
    out
}

fn param<'a>(line: &'a Line<'_>, key: &str) -> impl Iterator<Item = &'a str> {
    line.params
        .iter()
        .filter(move |(k, _)| k == key)
        .flat_map(|(_, v)| v.split(','))
        .map(str::trim)
}

/// The value with its transfer encoding and character set undone (escapes remain).
fn decode(line: &Line<'_>) -> String {
    let qp = param(line, "ENCODING").any(|v| v.eq_ignore_ascii_case("QUOTED-PRINTABLE"));
    if !qp {
        return line.value.to_string();
    }
    let bytes = quoted_printable(&line.value);
    let charset = param(line, "CHARSET").next().unwrap_or("UTF-8");
    match encoding_rs::Encoding::for_label(charset.as_bytes()) {
        Some(enc) => enc.decode_without_bom_handling(&bytes).0.into_owned(),
        None => String::from_utf8_lossy(&bytes).into_owned(),
    }
}

/// Quoted-printable (RFC 2045 §6.7): `=XX` is a byte; anything else is itself.
fn quoted_printable(text: &str) -> Vec<u8> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'=' {
            let hex = bytes
                .get(i + 1..i + 3)
                .and_then(|h| std::str::from_utf8(h).ok());
            if let Some(v) = hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                out.push(v);
                i += 3;
                continue;
            }
        }
        out.push(b);
        i += 1;
    }
    out
}

/// Text escapes: `\n` and `\N` a line break, `\,` `\;` `\:` `\\` the character.
fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n' | 'N') => out.push('\n'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

/// Splits at `sep` where it is not escaped; the pieces keep their other escapes.
fn split_unescaped(text: &str, sep: char) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut escaped = false;
    for c in text.chars() {
        if let Some(last) = out.last_mut() {
            if escaped {
                last.push('\\');
                last.push(c);
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == sep {
                out.push(String::new());
            } else {
                last.push(c);
            }
        }
    }
    out
}

/// `N:Family;Given;Additional;Prefix;Suffix` as a person writes it: "Prefix Given
/// Additional Family Suffix".
fn structured_name(value: &str) -> Option<String> {
    let parts: Vec<String> = split_unescaped(value, ';')
        .iter()
        .map(|p| {
            split_unescaped(p, ',')
                .iter()
                .map(|v| unescape(v).trim().to_string())
                .filter(|v| !v.is_empty())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let get = |i: usize| parts.get(i).map(String::as_str).unwrap_or("");
    let name = [get(3), get(1), get(2), get(0), get(4)]
        .iter()
        .filter(|p| !p.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(" ");
    (!name.is_empty()).then_some(name)
}

/// How much an address is preferred, 1 the most (vCard 4.0's `PREF=1..100`; 3.0's
/// `TYPE=pref` counts as 1); 101 when it does not say.
fn preference(line: &Line<'_>) -> u8 {
    if let Some(n) = param(line, "PREF").find_map(|v| v.parse::<u8>().ok()) {
        return n.clamp(1, 100);
    }
    if param(line, "TYPE").any(|t| t.eq_ignore_ascii_case("pref")) {
        return 1;
    }
    101
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Apple Contacts' 3.0 export: grouped properties, several `TYPE`s, a folded photo.
    const APPLE_30: &str = "BEGIN:VCARD\r\nVERSION:3.0\r\nPRODID:-//Apple Inc.//macOS 14.0//EN\r\n\
        N:Doe;John;Q.;Dr.;\r\nFN:John Doe\r\nORG:Example Corp;\r\n\
        EMAIL;type=INTERNET;type=WORK:jdoe@corp.example\r\n\
        item1.EMAIL;type=INTERNET;type=pref:john@example.com\r\n\
        item1.X-ABLabel:_$!<Other>!$_\r\nTEL;type=CELL;type=VOICE;type=pref:+1 555 0100\r\n\
        PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD\r\n /2wBDAAMCAgICAgMCAgIDAwMDBAYEB\r\n\
        CLASS:PUBLIC\r\nLABEL;TYPE=HOME:1 Main St\\nTown\r\nUID:1234-5678\r\nEND:VCARD\r\n";

    /// An Android/older 3.0 export: quoted-printable with soft line breaks, Latin-1.
    const ANDROID_30: &str = "BEGIN:VCARD\r\nVERSION:3.0\r\n\
        N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen;;;\r\n\
        FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=BCrgen M=C3=BC=\r\nller\r\n\
        EMAIL;TYPE=INTERNET;TYPE=HOME:juergen@example.de\r\nEND:VCARD\r\n\
        BEGIN:VCARD\r\nVERSION:3.0\r\n\
        FN;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:Ren=E9e L=F6we\r\n\
        EMAIL;INTERNET;PREF:renee@example.fr\r\nEND:VCARD\r\n";

    /// A 4.0 card (RFC 6350 §8 style) with PREF and a folded address, LF line ends.
    const V4: &str = "BEGIN:VCARD\nVERSION:4.0\nFN:Zoë Ångström\nN:Ångström;Zoë;;;\n\
        EMAIL;TYPE=home:zoe.an\n gstrom@home.example\nEMAIL;TYPE=work;PREF=1:zoe@work.example\n\
        NICKNAME:Zo,Zozo\nKIND:individual\nEND:VCARD\n";

    #[test]
    fn apple_30_cards_are_read() {
        let cards = parse(APPLE_30);
        assert_eq!(cards.len(), 1);
        assert_eq!(cards[0].name.as_deref(), Some("John Doe"));
        assert_eq!(cards[0].emails, ["john@example.com", "jdoe@corp.example"]);
    }

    #[test]
    fn quoted_printable_and_charsets_are_decoded() {
        let cards = parse(ANDROID_30);
        assert_eq!(cards.len(), 2);
        assert_eq!(cards[0].name.as_deref(), Some("Jürgen Müller"));
        assert_eq!(cards[0].emails, ["juergen@example.de"]);
        assert_eq!(cards[1].name.as_deref(), Some("Renée Löwe"));
        assert_eq!(cards[1].emails, ["renee@example.fr"]);
    }

    #[test]
    fn version_4_cards_with_pref_and_folding() {
        let cards = parse(V4);
        assert_eq!(cards[0].name.as_deref(), Some("Zoë Ångström"));
        assert_eq!(
            cards[0].emails,
            ["zoe@work.example", "zoe.angstrom@home.example"]
        );
        assert_eq!(cards[0].nicknames, ["Zo", "Zozo"]);
    }

    #[test]
    fn names_come_from_n_without_fn_and_escapes_are_undone() {
        let text = "BEGIN:VCARD\nVERSION:3.0\nN:O'Brien;Seán\\, Jr.;;;\n\
                    EMAIL:\"sean\"@example.ie\nEMAIL:not an address\nEND:VCARD\n";
        let cards = parse(text);
        assert_eq!(cards[0].name.as_deref(), Some("Seán, Jr. O'Brien"));
        assert_eq!(cards[0].emails, ["\"sean\"@example.ie"]);
    }

    #[test]
    fn an_agent_inside_and_broken_cards_do_not_hide_the_others() {
        let text = "BEGIN:VCARD\nVERSION:3.0\nFN:Boss\nAGENT:\nBEGIN:VCARD\nFN:Assistant\n\
                    EMAIL:assistant@example.org\nEND:VCARD\nEMAIL:boss@example.org\nEND:VCARD\n\
                    garbage without colon\n:\n;;;\nBEGIN:VCARD\nFN;X=\"a:b;c\":Quoted Param\n\
                    EMAIL;PREF=7:q@example.org\nEND:VCARD\nBEGIN:VCARD\nFN:Never ended\n";
        let cards = parse(text);
        assert_eq!(cards.len(), 2);
        assert_eq!(cards[0].name.as_deref(), Some("Boss"));
        assert_eq!(cards[0].emails, ["boss@example.org"]);
        assert_eq!(cards[1].name.as_deref(), Some("Quoted Param"));
    }
}
