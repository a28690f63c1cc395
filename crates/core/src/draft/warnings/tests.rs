use super::*;
use crate::draft::RecipientField;
use crate::draft::from_link;
use crate::mailto::parse;

fn kinds(uri: &str) -> Vec<(Field, NoticeKind)> {
    let (d, _) = from_link(parse(uri).unwrap()).unwrap();
    d.notices().into_iter().map(|w| (w.field, w.kind)).collect()
}

fn has(uri: &str, field: &str, kind: NoticeKind) {
    let k = kinds(uri);
    assert!(
        k.contains(&(Field::from_hname(field), kind)),
        "{uri}: {k:?}"
    );
}

/// Only the warnings of a link (what could mislead), without its notes.
fn warned(uri: &str) -> Vec<(Field, NoticeKind)> {
    kinds(uri)
        .into_iter()
        .filter(|(_, k)| k.is_warning())
        .collect()
}

#[test]
fn ordinary_links_in_other_languages_raise_no_warning() {
    for (what, uri) in [
        ("German IDN", "mailto:info@b%C3%BCcher.de"),
        (
            "Russian IDN under .рф",
            "mailto:info@%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84",
        ),
        (
            "Chinese IDN under .中国",
            "mailto:info@%E4%BE%8B%E5%AD%90.%E4%B8%AD%E5%9B%BD",
        ),
        (
            "Arabic IDN under .مصر",
            "mailto:info@%D9%85%D8%AB%D8%A7%D9%84.%D9%85%D8%B5%D8%B1",
        ),
        (
            "Japanese: Han, Hiragana, Katakana",
            "mailto:a@%E4%BE%8B%E3%81%88%E3%83%86%E3%82%B9%E3%83%88.jp",
        ),
        (
            "Korean: Hangul with Hanja",
            "mailto:a@%ED%95%9C%EA%B5%AD%E8%AA%9E.kr",
        ),
        ("Latin with Han", "mailto:a@abc%E4%BE%8B%E5%AD%90.com"),
        (
            "Cyrillic that reads as Latin, under .ru",
            "mailto:a@%D1%80%D0%B0%D1%83%D1%80%D0%B0.ru",
        ),
        (
            "Persian label with ZWNJ",
            "mailto:a@%D9%85%DB%8C%E2%80%8C%D8%AE%D9%88%D8%A7%D9%87%D9%85.%D8%A7%DB%8C%D8%B1%D8%A7%D9%86",
        ),
        (
            "Marathi label with virama and ZWJ",
            "mailto:a@%E0%A4%B0%E0%A5%8D%E2%80%8D%E0%A4%AF.%E0%A4%AD%E0%A4%BE%E0%A4%B0%E0%A4%A4",
        ),
        (
            "German sharp s, read differently by IDNA2003 only",
            "mailto:a@stra%C3%9Fe.de",
        ),
        (
            "EAI local part",
            "mailto:%3C%D0%B8%D0%B2%D0%B0%D0%BD@%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84%3E",
        ),
        (
            "Persian subject with ZWNJ",
            "mailto:a@example.org?subject=%D9%85%DB%8C%E2%80%8C%D8%AE%D9%88%D8%A7%D9%87%D9%85",
        ),
        (
            "emoji family and a coder",
            "mailto:a@example.org?body=%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7%20%F0%9F%91%A9%F0%9F%8F%BD%E2%80%8D%F0%9F%92%BB",
        ),
        (
            "red heart and keycap",
            "mailto:a@example.org?subject=%E2%9D%A4%EF%B8%8F%201%EF%B8%8F%E2%83%A3",
        ),
        (
            "Hebrew with a direction mark",
            "mailto:a@example.org?subject=%D7%A9%D7%9C%D7%95%D7%9D%E2%80%8F!",
        ),
    ] {
        assert_eq!(warned(uri), [], "{what}: {uri}");
    }
    // What it only informs about is a note, said once.
    let notes = kinds("mailto:info@b%C3%BCcher.de");
    assert_eq!(notes, [(Field::To, NoticeKind::InternationalDomain)]);
    assert!(!NoticeKind::InternationalDomain.is_warning());
    assert!(!NoticeKind::Smtputf8Required.is_warning());
}

#[test]
fn what_deceives_is_still_warned_about() {
    use NoticeKind::*;
    for (what, uri, kind) in [
        (
            "Latin with Cyrillic",
            "mailto:a@%D0%B0pple.com",
            MixedScript,
        ),
        (
            "Cyrillic reading as Latin under .com",
            "mailto:a@%D1%80%D0%B0%D1%83%D1%80%D0%B0.com",
            ConfusableDomain,
        ),
        (
            "Greek reading as Latin under .com",
            "mailto:a@%CE%BF%CF%81%CE%BF.com",
            ConfusableDomain,
        ),
        (
            "Latin with Armenian look-alikes",
            "mailto:a@g%D6%85%D6%85gle.com",
            MixedScript,
        ),
        (
            "zero-width space in a subject",
            "mailto:a@example.org?subject=pay%E2%80%8Bpal",
            InvisibleCharacter,
        ),
        (
            "ZWNJ between Latin letters",
            "mailto:a@example.org?subject=pay%E2%80%8Cpal",
            InvisibleCharacter,
        ),
        (
            "right-to-left override",
            "mailto:a@example.org?subject=%E2%80%AEtxt.exe",
            BidiControl,
        ),
        (
            "isolate in the body",
            "mailto:a@example.org?body=x%E2%81%A6y",
            BidiControl,
        ),
    ] {
        assert!(
            warned(uri).iter().any(|(_, k)| *k == kind),
            "{what}: {uri}: {:?}",
            kinds(uri)
        );
    }
}

#[test]
fn plain_links_have_no_warnings() {
    assert_eq!(
        kinds("mailto:a@example.org?subject=Hello&body=Hi%20there"),
        []
    );
    // RFC 6068 §6.2: a quoted '@' that does not show an address is not a warning.
    assert_eq!(kinds("mailto:%22not%40me%22@example.org"), []);
}

#[test]
fn each_warning() {
    use NoticeKind::*;
    has(
        "mailto:a@example.org?bcc=spy@example.org",
        "bcc",
        HiddenRecipient,
    );
    has("mailto:not-an-address", "to", InvalidAddress);
    has("mailto:8080", "to", NumericRecipient);
    has("mailto:%3Ccaf%C3%A9@example.org%3E", "to", Smtputf8Required);
    has(
        "mailto:a@%E7%B4%8D%E8%B1%86.example.org",
        "to",
        InternationalDomain,
    );
    has(
        "mailto:a@example.org?subject=%E2%80%AEtxt.exe",
        "subject",
        BidiControl,
    );
    has(
        "mailto:a@example.org?subject=pay%E2%80%8Bpal",
        "subject",
        InvisibleCharacter,
    );
    has("mailto:a@example.org?body=x%E2%81%A6y", "body", BidiControl);
    // Cyrillic "а" in a Latin word.
    has("mailto:a@%D0%B0pple.com", "to", MixedScript);
    // All Cyrillic, looks like "paypal".
    has(
        "mailto:a@%D1%80%D0%B0%D1%83%D1%80%D0%B0l.com",
        "to",
        MixedScript,
    );
    has(
        "mailto:a@%D1%80%D0%B0%D1%83%D1%80%D0%B0.com",
        "to",
        ConfusableDomain,
    );
    has("mailto:a@fa%C3%9F.de", "to", IdnaDeviation);
    has(
        "mailto:a@example.org?subject=%D7%A9%D7%9C%D7%95%D7%9D%E2%80%8F",
        "subject",
        DirectionMark,
    );
    has(
        "mailto:%22support@bank.example%22%20%3Cevil@x.example%3E",
        "to",
        DisplayNameAddress,
    );
    has(
        "mailto:%22support@bank.example%22@evil.example",
        "to",
        LocalPartAddress,
    );
    has(
        &format!("mailto:{}", "a@example.org,".repeat(10)),
        "to",
        ManyRecipients,
    );
    has(
        &format!("mailto:a@example.org?body=Hi{}secret", "%0D%0A".repeat(25)),
        "body",
        HiddenBodyText,
    );
    has(
        &format!(
            "mailto:a@example.org?body=Hi%0D%0A{}secret",
            "%20".repeat(150)
        ),
        "body",
        HiddenBodyText,
    );
}

#[test]
fn hidden_characters_in_an_address_refuse_it() {
    let (d, _) = from_link(parse("mailto:evil%E2%80%AEgro.elpmaxe@example.org").unwrap()).unwrap();
    assert!(d.has_invalid_address());
    let w = d.warnings();
    assert!(w[0].text.english().contains("<U+202E>"), "{w:?}");
    assert!(!w[0].text.english().contains('\u{202E}'));
}

#[test]
fn accented_latin_domains_are_not_confusables() {
    let k = kinds("mailto:a@m%C3%BCnchen.example");
    assert_eq!(k, [(Field::To, NoticeKind::InternationalDomain)]);
}

/// A Latin letter whose skeleton is ASCII is a word under the TLD of a language that writes
/// it, and a disguise elsewhere.
#[test]
fn latin_look_alikes_are_ordinary_under_their_countrys_tld() {
    let warned = |uri: &str| {
        let (d, _) = from_link(parse(uri).unwrap()).unwrap();
        d.warnings().iter().map(|w| w.kind).collect::<Vec<_>>()
    };
    assert_eq!(warned("mailto:a@d%C3%A6mi.is"), []);
    assert_eq!(warned("mailto:a@s%C4%B1nav.com.tr"), []);
    assert_eq!(
        warned("mailto:a@d%C3%A6mi.com"),
        [NoticeKind::ConfusableDomain]
    );
    assert_eq!(
        warned("mailto:a@%C4%B1ntel.com"),
        [NoticeKind::ConfusableDomain]
    );
}

/// The part before '@' is held to the rules of a domain label: a person reads the whole
/// address.
#[test]
fn local_parts_that_imitate_latin_ones_are_warned_about() {
    use NoticeKind::*;
    for (what, uri, kind) in [
        (
            "a Cyrillic a in \"admin\"",
            "mailto:%D0%B0dmin@bank.example",
            MixedScript,
        ),
        (
            "\"apple\" all in Cyrillic",
            "mailto:%D0%B0%D1%80%D1%80%D3%8F%D0%B5@example.com",
            ConfusableLocalPart,
        ),
        (
            "fullwidth \"admin\"",
            "mailto:%EF%BD%81%EF%BD%84%EF%BD%8D%EF%BD%89%EF%BD%8E@bank.example",
            CompatibilityCharacters,
        ),
        (
            "mathematical bold \"admin\"",
            "mailto:%F0%9D%90%9A%F0%9D%90%9D%F0%9D%90%A6%F0%9D%90%A2%F0%9D%90%A7@bank.example",
            CompatibilityCharacters,
        ),
        (
            "a division slash for \"/\"",
            "mailto:sales%E2%88%95team@bank.example",
            MixedScript,
        ),
    ] {
        assert!(
            warned(uri).contains(&(Field::To, kind)),
            "{what}: {uri}: {:?}",
            kinds(uri)
        );
    }
    // What the person is told the address reads as.
    let (d, _) = from_link(parse("mailto:%D0%B0dmin@bank.example").unwrap()).unwrap();
    let text = d.warnings()[0].text.english();
    assert!(
        text.contains("\"admin\" written in Latin letters"),
        "{text}"
    );
}

#[test]
fn ordinary_local_parts_are_not_warned_about() {
    for uri in [
        // Spanish, German, Icelandic, Russian, Greek, Hindi, Chinese, Arabic names.
        "mailto:jos%C3%A9@example.com",
        "mailto:jos%C3%A9.garc%C3%ADa+news@example.com",
        "mailto:m%C3%BCller@m%C3%BCller.de",
        "mailto:%C3%BEj%C3%B3nusta@d%C3%A6mi.is",
        "mailto:%D0%B8%D0%B2%D0%B0%D0%BD@gmail.com",
        "mailto:%CE%B8%CF%83%CE%B5%CF%81@example.gr",
        "mailto:%E0%A4%85%E0%A4%9C%E0%A4%AF@example.in",
        "mailto:%E7%94%A8%E6%88%B7@example.com",
        "mailto:%D8%A3%D8%AD%D9%85%D8%AF@example.sa",
        // Cyrillic that reads as Latin, under a Cyrillic country's TLD or a Cyrillic TLD.
        "mailto:%D1%80%D0%B0%D1%80%D0%B0@mail.ru",
        "mailto:%D1%80%D0%B0%D1%80%D0%B0@%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84",
        // A decomposed "é" is the same letter.
        "mailto:jose%CC%81@example.com",
    ] {
        assert_eq!(warned(uri), [], "{uri}");
    }
}

#[test]
fn a_diacritic_look_alike_of_a_top_domain_is_warned_about() {
    for (uri, top) in [
        ("mailto:security@googl%C3%A9.com", "google.com"),
        ("mailto:a@p%C3%A0ypal.com", "paypal.com"),
        ("mailto:a@secure.micr%C3%B6soft.com", "microsoft.com"),
    ] {
        let (d, _) = from_link(parse(uri).unwrap()).unwrap();
        let w = d.warnings();
        assert_eq!(
            w.iter().map(|w| w.kind).collect::<Vec<_>>(),
            [NoticeKind::TopDomainLookalike],
            "{uri}"
        );
        assert!(w[0].text.english().contains(top), "{uri}: {w:?}");
        // The window's title names it by its ASCII form.
        assert!(domain_may_imitate(&d.to[0]), "{uri}");
    }
    for uri in [
        "mailto:a@caf%C3%A9.fr",
        "mailto:a@m%C3%BCller.de",
        "mailto:a@b%C3%BCcher.de",
        "mailto:a@soci%C3%A9t%C3%A9.fr",
    ] {
        assert_eq!(warned(uri), [], "{uri}");
    }
    // A label that already imitates is warned about once, not twice.
    assert_eq!(
        warned("mailto:a@%D0%B0pple.com"),
        [(Field::To, NoticeKind::MixedScript)]
    );
}

/// Yiddish points pass (IANA's test domain); Cyrillic mixed in does not (IDNA's Bidi Rule
/// refuses the address outright).
#[test]
fn yiddish_points_are_not_mixed_scripts() {
    let warned = |uri: &str| {
        let (d, _) = from_link(parse(uri).unwrap()).unwrap();
        d.warnings().iter().map(|w| w.kind).collect::<Vec<_>>()
    };
    assert_eq!(
        warned(
            "mailto:a@%D7%91%D7%90%D6%B7%D7%A9%D7%A4%D6%BC%D7%99%D7%9C.%D7%98%D7%A2%D7%A1%D7%98"
        ),
        []
    );
    assert_eq!(
        warned("mailto:a@%D7%B2%D7%99%D7%93%D7%99%D7%A9.example"),
        []
    );
    assert_eq!(
        warned("mailto:a@%D7%90%D6%B7%D0%B0.example"),
        [NoticeKind::InvalidAddress]
    );
}

fn draft(uri: &str) -> Draft {
    from_link(parse(uri).unwrap()).unwrap().0
}

fn kinds_in(d: &Draft, context: Context<'_>) -> Vec<(Field, NoticeKind)> {
    d.notices_in(context)
        .into_iter()
        .map(|w| (w.field, w.kind))
        .collect()
}

#[test]
fn an_entry_being_typed_is_not_judged_until_it_is_finished() {
    let mut d = draft("mailto:a@example.org");
    d.set_recipients(RecipientField::Cc, "jur");
    let typing = Context {
        typing: Some(RecipientField::Cc),
        ..Context::default()
    };
    assert_eq!(kinds_in(&d, typing), []);
    // Left, or pressed Send: judged.
    assert!(kinds_in(&d, Context::default()).contains(&(Field::Cc, NoticeKind::InvalidAddress)));
    // An entry before the one being typed is finished.
    d.set_recipients(RecipientField::Cc, "jur, b");
    assert_eq!(
        kinds_in(&d, typing),
        [(Field::Cc, NoticeKind::InvalidAddress)]
    );
    // Typing in another field judges this one.
    d.set_recipients(RecipientField::Cc, "jur");
    let elsewhere = Context {
        typing: Some(RecipientField::To),
        ..Context::default()
    };
    assert_eq!(
        kinds_in(&d, elsewhere),
        [(Field::Cc, NoticeKind::InvalidAddress)]
    );
}

#[test]
fn what_deceives_is_said_at_once_even_while_typing() {
    let mut d = draft("mailto:a@example.org");
    d.set_recipients(RecipientField::To, "support@paypa1.com");
    let typing = Context {
        typing: Some(RecipientField::To),
        ..Context::default()
    };
    assert_eq!(
        kinds_in(&d, typing),
        [(Field::To, NoticeKind::TopDomainLookalike)]
    );
}

#[test]
fn an_ascii_domain_that_reads_as_a_top_domain_is_warned_about() {
    for (domain, top) in [
        ("vvikipedia.org", "wikipedia.org"),
        ("rnicrosoft.com", "microsoft.com"),
        ("paypa1.com", "paypal.com"),
        ("g00gle.com", "google.com"),
        ("arnazon.com", "amazon.com"),
        ("faceb00k.com", "facebook.com"),
        ("secure.vvikipedia.org", "wikipedia.org"),
        ("1inkedin.com", "linkedin.com"),
    ] {
        let d = draft(&format!("mailto:a@{domain}"));
        let notices = d.notices();
        let found: Vec<_> = notices
            .iter()
            .filter(|n| n.kind == NoticeKind::TopDomainLookalike)
            .collect();
        assert_eq!(found.len(), 1, "{domain}: {notices:?}");
        assert_eq!(found[0].domain.as_deref(), Some(domain));
        assert_eq!(
            found[0].text.english(),
            format!(
                "the domain {domain} looks like {top}, but it is a different domain: the mail goes to {domain}"
            )
        );
    }
}

#[test]
fn a_domain_the_person_knows_is_not_warned_about() {
    let d = draft("mailto:a@vvikipedia.org");
    let known = ["vvikipedia.org".to_string()];
    let context = Context {
        known_domains: &known,
        ..Context::default()
    };
    assert_eq!(kinds_in(&d, context), []);
    let a = &d.to[0];
    assert!(has_warning(a, &[]));
    assert!(!has_warning(a, &known));
}

#[test]
fn ordinary_and_top_domains_are_not_look_alikes() {
    let mut alarms = Vec::new();
    let ordinary = include_str!("../ordinary_domains.list");
    let top = include_str!("../top_domains.list");
    let mut count = 0;
    for domain in ordinary
        .lines()
        .chain(top.lines())
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        count += 1;
        for uri in [
            format!("mailto:someone@{domain}"),
            format!("mailto:someone@mail.{domain}"),
        ] {
            if !warned(&uri).is_empty() {
                alarms.push(uri);
            }
        }
    }
    assert!(count > 1100, "{count} domains");
    assert!(
        alarms.is_empty(),
        "{} false alarms: {alarms:?}",
        alarms.len()
    );
}

#[test]
fn a_name_word_that_mixes_scripts_to_read_as_latin_is_warned_about() {
    // "Micrоsoft" with a Cyrillic "о", in front of an address elsewhere.
    let d = draft("mailto:%22Micr%D0%BEsoft%20Support%22%20%3Chelp@example.net%3E");
    let notices = d.notices();
    let found: Vec<_> = notices
        .iter()
        .filter(|n| n.kind == NoticeKind::MixedScriptName)
        .collect();
    assert_eq!(found.len(), 1, "{notices:?}");
    let text = found[0].text.english();
    assert!(text.contains("\"Microsoft\""), "{text}");
    assert!(text.contains("help@example.net"), "{text}");
}

#[test]
fn real_names_in_any_script_are_quiet() {
    for name in [
        "Jürgen Müller",
        "Дмитрий Иванов",
        "Ivan Иванов",
        "山田太郎",
        "やまだ たろう",
        "김민준",
        "محمد عبد الله",
        "דוד כהן",
        "Ελένη Παπαδοπούλου",
        "Nguyễn Văn An",
        "José Ñúñez",
        "Łukasz Żółć",
        "Søren Kierkegaard",
        "Çağrı Yılmaz",
        "अमित शर्मा",
        "Zoë O'Brien-Smith",
        "Tシャツ工房",
        "王小明 (Wang)",
    ] {
        let encoded: String = percent_encoding::utf8_percent_encode(
            &format!("\"{name}\" <someone@example.org>"),
            percent_encoding::NON_ALPHANUMERIC,
        )
        .to_string();
        let found = warned(&format!("mailto:{encoded}"));
        assert_eq!(found, [], "{name}");
    }
}
