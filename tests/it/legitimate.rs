//! The false-alarm corpus: ordinary links in many languages and scripts, each read exactly and
//! raising no warning. A warning that fires on every non-English link teaches people to ignore
//! the warnings that matter; the attack corpus (`attacks.rs`) is the other half of the figure.
//!
//! Addresses and domains come from registries' and standards' own examples, not from our
//! output: IANA's IDN test domains (`example` in eleven languages under the evaluation TLDs
//! `.испытание`, `.测试`...), the examples of internationalised addresses in Wikipedia's
//! "Email address" article and the Universal Acceptance Steering Group's test domains
//! (`普遍适用测试.我爱你`, `ユニバーサルアクセプタンス-テスト.みんな`), country-code IDN TLDs from
//! the IANA root zone (`.рф`, `.укр`, `.中国`, `.ไทย`, `.भारत`, `.ایران`...), RFC 6068 §6's
//! examples, RFC 5892 Appendix A's joiner contexts (Persian ZWNJ, Sinhala and Marathi ZWJ
//! after a virama) and UTS #51's emoji sequences. Subjects and bodies are everyday phrases
//! written with the characters each language really uses.

use std::collections::BTreeSet;

use mailto_preview::draft::open_link;
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};

/// One legitimate message: what a page would put into a link.
struct Legit {
    /// The language, or what the case is about.
    language: &'static str,
    /// The script(s) it is written in (UTS #24 names).
    script: &'static str,
    /// The recipient as the sender wrote it.
    to: &'static str,
    subject: &'static str,
    body: &'static str,
}

const fn l(
    language: &'static str,
    script: &'static str,
    to: &'static str,
    subject: &'static str,
    body: &'static str,
) -> Legit {
    Legit {
        language,
        script,
        to,
        subject,
        body,
    }
}

#[rustfmt::skip]
const CORPUS: &[Legit] = &[
    // Latin.
    l("German (Wikipedia EAI example)", "Latin", "Dörte@Sörensen.example.com", "Grüße aus München", "Schöne Grüße,\nJürgen Weiß"),
    l("German IDN under .de", "Latin", "info@bücher.de", "Bestellung Nr. 4711 – Rückfrage", "Sehr geehrte Damen und Herren,\nwann wird meine Bestellung geliefert?"),
    l("French", "Latin", "contact@société.fr", "Réservation pour vendredi", "Bonjour, je voudrais réserver une table pour deux à 20 h. Merci d'avance !\n« À bientôt »"),
    l("Spanish", "Latin", "reservas@españa.es", "¿Reunión mañana?", "¡Hola! ¿Podemos vernos a las 10:00?\nSaludos, Begoña"),
    l("Portuguese (Brazil)", "Latin", "contato@exemplo.com.br", "Orçamento atualizado", "Olá, segue o orçamento revisado.\nAtenciosamente, João"),
    l("Polish (pangram)", "Latin", "biuro@żółw.pl", "Zażółć gęślą jaźń", "Dzień dobry, dziękuję za wiadomość."),
    l("Czech (pangram)", "Latin", "info@příklad.cz", "Příliš žluťoučký kůň úpěl ďábelské ódy", "Děkuji a přeji hezký den."),
    l("Hungarian (pangram)", "Latin", "info@példa.hu", "Árvíztűrő tükörfúrógép", "Köszönöm szépen!"),
    l("Romanian", "Latin", "contact@exemplu.ro", "Mulțumesc pentru ofertă", "Bună ziua, vă mulțumesc. Știți când sosește coletul?"),
    l("Turkish", "Latin", "bilgi@örnek.com.tr", "Toplantı hakkında", "Merhaba, yarınki toplantı saat 14:00'te.\nİyi çalışmalar, Çağrı Şahin"),
    l("Azerbaijani", "Latin", "info@example.az", "Salam", "Təşəkkür edirəm, görüşərik."),
    l("Vietnamese", "Latin", "lienhe@example.vn", "Xin chào", "Cảm ơn bạn rất nhiều.\nTrân trọng, Nguyễn Văn Đức"),
    l("Icelandic", "Latin", "þjónusta@dæmi.is", "Þakka þér fyrir", "Með kveðju, Þórður Ævarsson"),
    l("Spanish EAI name at a global provider", "Latin", "josé.garcía@example.com", "Hola", "Un saludo,\nJosé"),
    l("French IDN café", "Latin", "contact@café.fr", "Commande", "Deux cafés, s'il vous plaît."),
    l("German IDN müller", "Latin", "müller@müller.de", "Anfrage", "Viele Grüße aus Köln"),
    // Cyrillic.
    l("Russian (Wikipedia EAI example)", "Cyrillic", "коля@пример.рф", "Встреча в пятницу", "Здравствуйте! Подтверждаю встречу в пятницу в 15:00.\nС уважением, Николай"),
    l("Russian (IANA test IDN)", "Cyrillic", "user@пример.испытание", "Счёт № 42", "Ёлка, съёмка, объявление."),
    l("Ukrainian (Wikipedia EAI example)", "Cyrillic", "квіточка@пошта.укр", "Привіт із Києва", "Ґанок, їжак, є — усе гаразд."),
    l("Bulgarian", "Cyrillic", "офис@пример.бг", "Здравейте", "Благодаря за писмото. Ще се видим в сряда."),
    l("Serbian", "Cyrillic", "контакт@пример.срб", "Поздрав", "Хвала на поруци. Ђорђе, Љубица и Џон"),
    l("Macedonian", "Cyrillic", "контакт@пример.мкд", "Здраво", "Ѓорѓи, ќе се видиме утре."),
    l("Kazakh", "Cyrillic", "ақпарат@мысал.қаз", "Сәлеметсіз бе", "Рахмет! Қайырлы күн."),
    l("Mongolian", "Cyrillic", "мэдээлэл@жишээ.мон", "Сайн байна уу", "Баярлалаа. Өдрийн мэнд."),
    l("Russian name that reads as Latin, under .ru", "Cyrillic", "сара@mail.ru", "Привет", "Созвонимся вечером?"),
    l("Russian name at a global provider", "Cyrillic", "иван@gmail.com", "Отчёт", "Отчёт во вложении не нужен, всё в письме."),
    // Greek, Armenian, Georgian.
    l("Greek (Wikipedia EAI example)", "Greek", "θσερ@εχαμπλε.ψομ", "Καλημέρα", "Σας ευχαριστώ πολύ.\nΜε εκτίμηση, Γιώργος"),
    l("Greek (IANA test IDN)", "Greek", "user@παράδειγμα.δοκιμή", "Ραντεβού την Τρίτη", "Ευχαριστώ για την πρόσκληση!"),
    l("Greek under .ελ", "Greek", "info@παράδειγμα.ελ", "Ερώτηση", "Πότε ανοίγει το γραφείο;"),
    l("Armenian", "Armenian", "տեղեկություն@օրինակ.հայ", "Բարև ձեզ", "Շնորհակալություն նամակի համար։"),
    l("Georgian", "Georgian", "ინფო@მაგალითი.გე", "გამარჯობა", "გმადლობთ წერილისთვის."),
    // Hebrew.
    l("Hebrew", "Hebrew", "user@דוגמה.ישראל", "שלום", "תודה רבה על ההזמנה. נתראה ביום שלישי בשעה 10:00."),
    l("Hebrew with niqqud, mixed with Latin", "Hebrew", "info@example.co.il", "הזמנה 1234 / Order 1234", "שָׁלוֹם עֲלֵיכֶם"),
    l("Yiddish (IANA test IDN)", "Hebrew", "user@באַשפּיל.טעסט", "אַ גוטן טאָג", "אַ דאַנק!"),
    // Arabic script.
    l("Arabic under .مصر", "Arabic", "info@مثال.مصر", "استفسار عن الطلب", "مرحباً، أود أن أستفسر عن الطلب رقم 1234."),
    l("Arabic (IANA test IDN)", "Arabic", "user@مثال.إختبار", "Invoice 42 / فاتورة 42", "شكراً جزيلاً 🙏🏽"),
    l("Arabic EAI under .السعودية", "Arabic", "أحمد@مثال.السعودية", "موعد الاجتماع", "السلام عليكم، الاجتماع يوم الأحد الساعة ٩:٣٠ صباحاً."),
    l("Persian with ZWNJ", "Arabic", "info@نمونه.ایران", "درخواست", "می‌خواهم درباره‌ی سفارش بپرسم."),
    l("Persian IDN with ZWNJ (RFC 5892 A.1)", "Arabic", "user@نامه‌ای.ایران", "نامه‌ها", "با سپاس، مهسا"),
    l("Persian (IANA test IDN)", "Arabic", "user@مثال.آزمایشی", "سلام", "خیلی ممنون، فردا می‌بینمتان."),
    l("Urdu", "Arabic", "رابطہ@مثال.پاکستان", "شکریہ", "آپ کا بہت شکریہ۔"),
    // Thaana.
    l("Dhivehi", "Thaana", "info@example.mv", "ސަލާމް", "ޝުކުރިއްޔާ"),
    // Indic.
    l("Hindi (Wikipedia EAI example)", "Devanagari", "अजय@डाटा.भारत", "नमस्ते", "आपके पत्र के लिए धन्यवाद।"),
    l("Hindi (IANA test IDN)", "Devanagari", "user@उदाहरण.परीक्षा", "बैठक की सूचना", "कल सुबह दस बजे मिलते हैं।"),
    l("Marathi with ZWJ after virama (eyelash ra)", "Devanagari", "info@example.in", "भेट", "दुसर्‍या दिवशी भेटू."),
    l("Bengali", "Bengali", "user@উদাহরণ.ভারত", "শুভেচ্ছা", "আপনার চিঠির জন্য ধন্যবাদ।"),
    l("Bangla under .বাংলা", "Bengali", "তথ্য@উদাহরণ.বাংলা", "ধন্যবাদ", "আগামীকাল দেখা হবে।"),
    l("Tamil (IANA test IDN)", "Tamil", "user@உதாரணம்.பரிட்சை", "வணக்கம்", "உங்கள் கடிதத்திற்கு நன்றி."),
    l("Tamil under .இந்தியா", "Tamil", "தகவல்@உதாரணம்.இந்தியா", "கூட்டம்", "நாளை சந்திப்போம்."),
    l("Telugu", "Telugu", "user@ఉదాహరణ.భారత్", "నమస్కారం", "మీ లేఖకు ధన్యవాదాలు."),
    l("Kannada", "Kannada", "user@ಉದಾಹರಣೆ.ಭಾರತ", "ನಮಸ್ಕಾರ", "ಧನ್ಯವಾದಗಳು."),
    l("Malayalam, chillu written with ZWJ", "Malayalam", "user@ഉദാഹരണം.ഭാരതം", "നമസ്കാരം", "അവന്‍ വന്നു."),
    l("Gujarati", "Gujarati", "user@ઉદાહરણ.ભારત", "નમસ્તે", "આભાર."),
    l("Punjabi", "Gurmukhi", "user@ਉਦਾਹਰਣ.ਭਾਰਤ", "ਸਤ ਸ੍ਰੀ ਅਕਾਲ", "ਧੰਨਵਾਦ।"),
    l("Sinhala with ZWJ after virama (RFC 5892 A.2)", "Sinhala", "user@ශ්‍රී.ලංකා", "ආයුබෝවන්", "ස්තූතියි."),
    // Southeast Asia, Tibetan, Ethiopic, Cherokee.
    l("Thai", "Thai", "ติดต่อ@ตัวอย่าง.ไทย", "สวัสดีครับ", "ขอบคุณมากครับ พบกันวันศุกร์นี้"),
    l("Lao", "Lao", "user@ຕົວຢ່າງ.ລາວ", "ສະບາຍດີ", "ຂອບໃຈຫຼາຍໆ"),
    l("Khmer", "Khmer", "info@example.com.kh", "សួស្តី", "អរគុណច្រើន"),
    l("Burmese", "Myanmar", "info@example.com.mm", "မင်္ဂလာပါ", "ကျေးဇူးတင်ပါတယ်"),
    l("Tibetan", "Tibetan", "info@example.cn", "བཀྲ་ཤིས་བདེ་ལེགས།", "ཐུགས་རྗེ་ཆེ།"),
    l("Amharic", "Ethiopic", "info@example.et", "ሰላም", "እናመሰግናለን።"),
    l("Cherokee", "Cherokee", "info@example.org", "ᎣᏏᏲ", "ᏩᏙ"),
    // CJK.
    l("Chinese (UASG test domain)", "Han", "测试@普遍适用测试.我爱你", "会议通知", "您好！明天上午十点开会，请准时参加。谢谢！"),
    l("Chinese (Wikipedia EAI example)", "Han", "用户@例子.广告", "你好", "收到，谢谢。"),
    l("Chinese (IANA test IDN)", "Han", "user@例子.测试", "报价单", "附件请查收。"),
    l("Chinese, traditional", "Han", "user@例子.台灣", "會議通知", "您好，謝謝您的來信。"),
    l("Chinese under .中国", "Han", "user@例子.中国", "订单 № 123", "好的，没问题。"),
    l("Japanese (UASG test domain)", "Han+Hiragana+Katakana", "user@ユニバーサルアクセプタンス-テスト.みんな", "お問い合わせ", "いつもお世話になっております。\nよろしくお願いいたします。"),
    l("Japanese (Wikipedia EAI example)", "Han+Katakana", "二ノ宮@黒川.日本", "ご確認のお願い", "明日の会議は１０時からです。"),
    l("Japanese (IANA test IDN)", "Han+Hiragana+Katakana", "user@例え.テスト", "ありがとう😊", "ご連絡ありがとうございます。"),
    l("Japanese, Latin with Han (UTS #39 Highly Restrictive)", "Latin+Han", "info@東京tokyo.jp", "東京オフィス", "よろしくお願いします。"),
    l("Korean (IANA test IDN)", "Hangul", "사용자@실례.테스트", "안녕하세요", "감사합니다. 내일 뵙겠습니다."),
    l("Korean under .한국", "Hangul", "정보@예시.한국", "회의 안내", "내일 오전 10시에 회의가 있습니다."),
    l("Korean with Han (UTS #39 Highly Restrictive)", "Hangul+Han", "info@example.kr", "大韓民國 대한민국", "감사합니다."),
    // Emoji (UTS #51 sequences): ZWJ, modifiers, VS16, keycaps, flags, tag sequences.
    l("Emoji ZWJ sequences", "Common", "ann@example.org", "Happy birthday 🎉👨‍👩‍👧", "👩🏽‍💻 🏳️‍🌈 🧑🏿‍🤝‍🧑🏻"),
    l("Emoji with VS16 and keycaps", "Common", "ann@example.org", "❤️ 1️⃣ #️⃣", "☎️ ✉️ ⚠️"),
    l("Emoji flags and tag sequences", "Common", "ann@example.org", "🇯🇵 🇧🇷 🇪🇺", "🏴󠁧󠁢󠁳󠁣󠁴󠁿 🏴󠁧󠁢󠁷󠁬󠁳󠁿"),
];

/// RFC 6068 §6.2's internationalisation examples, as written there, with what they mean.
const RFC_6068: &[(&str, &str, &str, &str)] = &[
    (
        "mailto:user@example.org?subject=caf%C3%A9",
        "user@example.org",
        "café",
        "",
    ),
    (
        "mailto:?to=user@example.org&subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D",
        "user@example.org",
        "café",
        "",
    ),
    (
        "mailto:user@example.org?subject=%3D%3Fiso-8859-1%3FQ%3Fcaf%3DE9%3F%3D",
        "user@example.org",
        "café",
        "",
    ),
    (
        "mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO",
        "user@納豆.example.org",
        "Test",
        "NATTO",
    ),
];

/// What a browser hands over: every byte outside RFC 3986's unreserved set percent-encoded.
const BROWSER: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~');

/// The links of one message: as a browser hands it over, and as written in a page
/// (Unicode as is, only the delimiters and line breaks escaped).
fn links(m: &Legit) -> [String; 2] {
    let enc = |s: &str| utf8_percent_encode(s, BROWSER).to_string();
    let as_written = |s: &str| {
        s.replace('%', "%25")
            .replace('&', "%26")
            .replace('#', "%23")
            .replace('?', "%3F")
            .replace('\n', "%0D%0A")
            .replace(' ', "%20")
    };
    [
        format!(
            "mailto:{}?subject={}&body={}",
            enc(m.to),
            enc(m.subject),
            enc(m.body)
        ),
        format!(
            "mailto:{}?subject={}&body={}",
            as_written(m.to),
            as_written(m.subject),
            as_written(m.body)
        ),
    ]
}

/// One link read exactly and without a warning; the failures, described.
fn read(uri: &str, to: &str, subject: &str, body: &str) -> Option<String> {
    let (draft, _) = match open_link(uri) {
        Ok(d) => d,
        Err(e) => return Some(format!("{uri}: refused: {e}")),
    };
    let mut wrong = Vec::new();
    // Domains are case-insensitive, and shown as UTS 46 maps them (lower case).
    let lower_domain = |a: &str| match a.rsplit_once('@') {
        Some((local, domain)) => format!("{local}@{}", domain.to_lowercase()),
        None => a.to_string(),
    };
    let got_to: Vec<String> = draft.to.iter().map(|a| a.addr_spec()).collect();
    if got_to != [lower_domain(to)] {
        wrong.push(format!("To {got_to:?}"));
    }
    if draft.subject != subject {
        wrong.push(format!("Subject {:?}", draft.subject));
    }
    if draft.body != body {
        wrong.push(format!("Body {:?}", draft.body));
    }
    for w in draft.warnings() {
        wrong.push(format!(
            "warning {:?} on {}: {}",
            w.kind,
            w.field,
            w.text.english()
        ));
    }
    (!wrong.is_empty()).then(|| format!("{uri}: {}", wrong.join("; ")))
}

fn legitimate_links_raise_no_warning() {
    let scripts: BTreeSet<&str> = CORPUS
        .iter()
        .flat_map(|m| m.script.split('+'))
        .filter(|s| *s != "Common")
        .collect();
    let languages: BTreeSet<&str> = CORPUS
        .iter()
        .map(|m| m.language.split([' ', ',']).next().unwrap_or(m.language))
        .collect();
    let mut failures = Vec::new();
    let mut checked = 0;
    for m in CORPUS {
        for uri in links(m) {
            checked += 1;
            failures.extend(read(&uri, m.to, m.subject, m.body));
        }
    }
    for (uri, to, subject, body) in RFC_6068 {
        checked += 1;
        failures.extend(read(uri, to, subject, body));
    }
    let messages = CORPUS.len() + RFC_6068.len();
    eprintln!(
        "legitimate corpus: {messages} messages, {checked} links, {} scripts, {} languages; \
         {} with a warning or misread ({:.1} % false alarms)",
        scripts.len(),
        languages.len(),
        failures.len(),
        100.0 * failures.len() as f64 / checked as f64
    );
    assert!(
        messages >= 60 && scripts.len() >= 20,
        "{messages} messages, {scripts:?}"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// This module's tests.
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    crate::harness::trials![legitimate_links_raise_no_warning]
}
