## Mailto Preview: Hebrew (he).
## Machine-assisted translation by the Mailto Preview developers; to be reviewed by native speakers.

## החלון

window-heading = קישור מבקש לשלוח דוא״ל
window-title = לשלוח דוא״ל אל { $recipient }?
window-title-more = לשלוח דוא״ל אל { $recipient } ועוד { $more ->
        [one] נמען אחד
        [two] שני נמענים
        [many] { $more } נמענים
       *[other] { $more } נמענים
    }?
window-title-none = לשלוח דוא״ל?
window-title-unusable = קישור דואר שאי אפשר להשתמש בו
window-waiting = בהמתנה לקישור הדואר מהמערכת...
window-next-link = פתיחת קישור הדואר הבא...
unusable-heading = אי אפשר להשתמש בקישור הדואר הזה

from-label = מאת:
from-account = { $name } <{ $address }> דרך { $server }
from-account-handoff = { $address } ב־{ $server }
from-account-goa = { $name } <{ $address }> (חשבונות מקוונים של GNOME)
from-looking = חיפוש חשבונות בסביבת שולחן העבודה הזו...
from-choose = בחירת השולח...
from-you = את/ה
from-hover = החשבון ששולח את ההודעה הזו
from-plaintext = אזהרה: החשבון הזה שולח בלי הצפנה
from-unchecked-certificate = אזהרה: תעודת השרת אינה נבדקת, כפי שהחשבון הזה מוגדר בחשבונות מקוונים: כל מי שנמצא בינך לבין השרת יכול לקרוא את ההודעה או לשנות אותה
config-broken = אי אפשר להשתמש בהגדרות: { $error }

field-to = אל
field-cc = עותק
field-bcc = עותק מוסתר (Bcc)
field-subject = נושא
field-body = גוף ההודעה ({ $lines ->
        [one] שורה אחת
        [two] שתי שורות
        [many] { $lines } שורות
       *[other] { $lines } שורות
    })
field-recipients-hint = name@example.org, ...
field-warning = אזהרה: { $message }
field-changed = שונה מהקישור: { $message }

ignored-heading = הושמט מהקישור ({ $count })
ignored-nothing = כלום: הקישור מגדיר רק שדות שקישור רשאי להגדיר.
original-link = הקישור המקורי
copy-link = העתקת הקישור
exact-message = ההודעה בדיוק כפי שתישלח
handoff-receives = מה { $target } יקבל
settings-heading = הגדרות
settings-resident = להפעיל עם הכניסה למערכת ולהישאר ברקע, כדי שקישורים ייפתחו מיד
settings-resident-hover = מתקין רשומת הפעלה בכניסה למערכת, שמפעילה את Mailto Preview בלי חלון; כ־30 MiB בזמן ההמתנה

## הכפתורים

action-send = שליחה
action-retry = ניסיון חוזר
action-open-in = פתיחה ב־{ $target }
action-open-in-menu = פתיחה ב...
action-cancel = ביטול
action-save-draft = שמירת טיוטה
action-copy-text = העתקה כטקסט
action-send-hover = לשלוח את ההודעה עכשיו ({ $shortcut })
action-handoff-hover = להעביר את ההודעה עכשיו ({ $shortcut })
action-cancel-hover = לסגור בלי לשלוח ({ $shortcut })
action-save-hover = לשמור בתיקיית הטיוטות ({ $shortcut })
open-in-hover = להעביר את ההודעה, כפי שהיא כאן, לדואר רשת או לתוכנת דואר אחרת
open-in-webmail = בדפדפן
open-in-programs = בתוכנת דואר
open-in-none = (אין תוכנה מותקנת)
unavailable = לא זמין: { $reason }
blocker-no-account = יש להגדיר חשבון קודם
blocker-no-recipient = יש להוסיף נמען
blocker-invalid-address = יש לתקן קודם את הכתובת השגויה
blocker-unfinished-address = יש לסיים קודם את הכתובת שמקלידים כעת
blocker-choose-sender = יש לבחור מי שולח את ההודעה (מאת)
blocker-busy = ההודעה בדרך
blocker-just-opened = רגע...
handoff-note = הערה: { $note }
section-open = פתוח
section-closed = סגור

## מקשים, כפי שהם מסומנים במקלדות בשפה הזו

key-ctrl = Ctrl
key-enter = Enter
key-esc = Esc
key-s = S
key-a = A
key-z = Z
key-shift = Shift
key-delete = Delete
shortcut = { $modifier }+{ $key }

## חלונות דו־שיח

discard-title = לבטל את השינויים?
discard-question = ערכת את ההודעה. לסגור בלי לשלוח או לשמור אותה?
discard = סגירה ללא שמירה
discard-save = שמירת טיוטה וסגירה
discard-keep = המשך עריכה
handoff-title = לפתוח ב־{ $target }?
back = חזרה

## מה קרה (שורת המצב)

status-sending = שליחה: { $step }...
status-held = ההודעה תישלח בעוד רגע. כדי לבטל את השליחה יש ללחוץ על „ביטול” (Ctrl+Z או Esc).
status-undone = לא נשלח: השליחה בוטלה. ההודעה כאן לעריכה, בדיוק כפי שהייתה (עותק שלה נמצא בתיקיית הטיוטות).
hold-countdown = שליחה בעוד { $seconds ->
        [one] { $seconds } שנ׳
        [two] { $seconds } שנ׳
        [many] { $seconds } שנ׳
       *[other] { $seconds } שנ׳
    }
action-undo = ביטול
action-send-later = תזמון שליחה...
action-send-later-hover = בחירת מועד השליחה: עד אז ההודעה ממתינה בתור, עם עותק של הקבצים שלה
later-in-an-hour = בעוד שעה
later-tomorrow = מחר ב־{ $time }
later-monday = יום שני ב־{ $time }
later-choose = בחירת יום ושעה...
later-day = יום
later-hour = שעה
later-minute = דקה
later-schedule = שליחה במועד הזה
later-weekday = { $day ->
        [1] יום שני
        [2] יום שלישי
        [3] יום רביעי
        [4] יום חמישי
        [5] יום שישי
        [6] יום שבת
       *[7] יום ראשון
    }
later-month = { $month ->
        [1] ינואר
        [2] פברואר
        [3] מרץ
        [4] אפריל
        [5] מאי
        [6] יוני
        [7] יולי
        [8] אוגוסט
        [9] ספטמבר
        [10] אוקטובר
        [11] נובמבר
       *[12] דצמבר
    }
later-date = { $weekday }, { $day } ב{ $month } { $year }
later-date-time = { $date } בשעה { $time }
later-goes = ההודעה תישלח ב{ $when }.
later-skipped = באותו לילה מזיזים את השעון קדימה, ולכן השעה { $asked } לא קיימת: ההודעה תישלח ב־{ $time }.
later-repeated = באותו לילה מזיזים את השעון אחורה, ולכן השעה { $time } מגיעה פעמיים: ההודעה תישלח בפעם הראשונה.
later-past = המועד הזה כבר עבר: יש לבחור מועד מאוחר יותר
later-lost = הכנסת ההודעה לתור נעצרה לפני שדיווחה איך הסתיימה: אפשר לבדוק עם mailto-preview queue
status-scheduling = ההודעה נכנסת לתור...
status-scheduled = השליחה תוזמנה ל{ $when }. ההודעה ועותק של הקבצים שלה ({ $size }) ממתינים בתור; אפשר לסגור את החלון הזה.
status-scheduled-no-timer = השליחה תוזמנה ל{ $when } ({ $size } שמורים בתור). שום דבר במערכת הזו לא יכול להפעיל את Mailto Preview בשעה הזו, ולכן ההודעה תישלח בזמן רק אם Mailto Preview פועל באותה שעה; אחרת היא תישלח בהפעלה הבאה של Mailto Preview בלי קישור.
status-not-scheduled = לא תוזמן: { $error }
status-taking-back = ההודעה מוצאת מהתור...
status-not-taken-back = ההודעה נשארת בתור: { $error }
status-taken-back = ההודעה הוצאה מהתור והיא כאן לעריכה (עותק שלה נמצא בתיקיית הטיוטות).
action-take-back = עריכה מחדש
action-take-back-hover = מוציא את ההודעה מהתור ומחזיר אותה לחלון הזה
action-close = סגירה
action-send-when-online = שליחה כשיהיה חיבור
action-send-when-online-hover = משאיר את ההודעה בתור ושולח אותה אוטומטית ברגע שהמחשב הזה מתחבר שוב לרשת
status-waiting-online = בהמתנה לחיבור לרשת: ההודעה תישלח מעצמה ברגע שהמחשב הזה יתחבר שוב ({ $size } שמורים בתור). אפשר לסגור את החלון הזה.
action-undo-hover = מבטל את השליחה: שום דבר לא נשלח, וההודעה נשארת כאן לעריכה כפי שהייתה ({ $shortcut })
status-sent = נשלח אל { $count ->
        [one] נמען אחד
        [two] שני נמענים
        [many] { $count } נמענים
       *[other] { $count } נמענים
    }
status-sent-and = { $sent }; { $filing }
status-filing = העברת העותק לתיקיית „נשלח”...
status-filed = העותק נמצא עכשיו ב־{ $folder }.
status-not-filed = עדיין לא בתיקיית „נשלח”: { $error }. העותק ממתין; ההודעה לא תישלח שוב.
status-saving-to-server = נשמר בשם { $path }; ההודעה מועברת לתיקיית הטיוטות של תיבת הדואר...
status-saved-to-server = נשמר בשם { $path } וב־{ $folder } בתיבת הדואר
status-not-saved-to-server = נשמר בשם { $path }, אבל לא בתיקיית הטיוטות של תיבת הדואר: { $error }
status-not-sent = לא נשלח: { $error }
status-not-sent-saved = לא נשלח: { $error }. ההודעה נשמרה בשם { $path }.
status-no-store = אין מקום לשמור בו את הטיוטה (אין תיקיית נתונים); לא נשלח.
status-stopped-waiting = ההמתנה לשרת הופסקה. אם השרת כבר קיבל את ההודעה, ייתכן שהיא עוד תימסר; אחרת היא בתיקיית הטיוטות (mailto-preview drafts).
status-saved = נשמר בשם { $path }
status-not-saved = לא נשמר: { $error }
status-copied = ההודעה הועתקה כטקסט
status-saving = הטיוטה נשמרת...
attach-vanished = { $path } כבר לא קיים; יש לצרף אותו שוב או להסיר אותו
attach-changed = { $path } השתנה אחרי שצורף; יש לצרף אותו שוב כדי לשלוח אותו כפי שהוא עכשיו
attach-unreadable = אי אפשר לקרוא את { $path }: { $detail }
attach-reminder-words = מצורף, מצורפת, מצורפים, מצורפות, המצורף, המצורפת, המצורפים, המצורפות, ומצורף, ומצורפת, ומצורפים, ומצורפות, והמצורף, והמצורפת, והמצורפים, והמצורפות, כמצורף, שמצורף, שמצורפת, שמצורפים, שמצורפות, צירפתי, צירפנו, וצירפתי, וצירפנו, שצירפתי, שצירפנו, אצרף, נצרף, מצרף, מצרפת, מצרפים, מצרפות, ומצרף, ומצרפת, ומצרפים, מצ"ב, מצ״ב, ומצ"ב, ומצ״ב, רצ"ב, רצ״ב, רצו"ב, רצו״ב, בצירוף, ובצירוף, קבצים מצורפים
attach-reminder-not = בצירוף מקרים, בצירוף מע"מ, בצירוף מע״מ, בצירוף מעמ, בצירוף ריבית, בצירוף הפרשי, בצירוף הצמדה, בצירוף אשתו, בצירוף בעלה, בצירוף בן זוגה, בצירוף בת זוגו, בצירוף משפחתו, בצירוף משפחתה, בצירוף ילדיו, בצירוף ילדיה, בצירוף הוריו, בצירוף הוריה, צירפתי אותך, שצירפתי אותך, שצירפנו אותך, שצירפתי אותו, שצירפנו אותו, שצירפתי אותה, שצירפנו אותה, צירפתי אותו, צירפתי אותה, צירפתי אתכם, צירפתי אותכם, צירפתי אותם, צירפתי אותן, צירפנו אותך, צירפנו אותו, צירפנו אותה, צירפנו אתכם, צירפנו אותכם, צירפנו אותם, צירפנו אותן, אצרף אותך, אצרף אותו, אצרף אותה, אצרף אתכם, אצרף אותם, נצרף אותך, נצרף אותו, נצרף אותה, נצרף אתכם, נצרף אותם, מצרף אותך, מצרף אותו, מצרף אותה, מצרף אתכם, מצרף אותם, מצרפת אותך, מצרפת אותו, מצרפת אותה, מצרפת אתכם, מצרפת אותם, מצרפים אותך, מצרפים אותו, מצרפים אותה, מצרפים אתכם, מצרפים אותם, צירפתי לקבוצה, צירפנו לקבוצה, צירפתי לצוות, צירפנו לצוות, מצרף לקבוצה, מצרפת לקבוצה, מצרפים לקבוצה, מצרף לשיחה, מצרפת לשיחה, מצרף לשרשור, מצרפת לשרשור, מצורף ליחידה, מצורפת ליחידה, מצורף לצוות, מצורפת לצוות, מצורפים לצוות, מצורף למשלחת, מצורפת למשלחת, מצורפים למשלחת, כור מצרף
attach-button = צירוף...
attach-button-hover = בחירת קבצים לשליחה עם ההודעה ({ $shortcut }); אפשר גם לגרור אותם אל החלון. קישור לעולם אינו יכול לצרף קובץ.
attach-total = { $count ->
        [one] קובץ אחד, { $size }
        [two] שני קבצים, { $size }
        [many] { $count } קבצים, { $size }
       *[other] { $count } קבצים, { $size }
    }
attach-file = { $name } ({ $size }, { $kind })
attach-remove = הסרה
attach-remove-name = הסרת { $name }
attach-chooser-title = צירוף קבצים
attach-chooser-accept = צירוף
attach-no-chooser = אף בורר קבצים לא הגיב ({ $detail }): יש להתקין את xdg-desktop-portal ואת הפורטל של סביבת שולחן העבודה, או להקליד למטה את נתיב הקובץ.
attach-chooser-failed = בורר הקבצים לא פעל: { $detail }. אפשר להקליד למטה את נתיב הקובץ.
attach-path-label = קובץ לצירוף:
attach-path-button = צירוף
attach-ask-question = לצרף את { $path }?
attach-is-link = { $link } הוא קישור סימבולי לקובץ הזה.
attach-ask-secret = הקובץ נמצא ב־{ $place }, שבו נשמרים מפתחות, סיסמאות וסודות אחרים. יש לצרף אותו רק אם אכן רוצים לשלוח אותו.
attach-ask-hidden = זהו קובץ מוסתר: קבצים כאלה מכילים לעיתים קרובות הגדרות או סודות. יש לצרף אותו רק אם אכן רוצים לשלוח אותו.
attach-ask-yes = צירוף
attach-ask-no = ביטול
attach-not-attached = לא צורף: { $path }: { $why }
attach-dismiss = אישור
attach-refused-not-found = אין קובץ כזה
attach-refused-folder = זו תיקייה (יש לצרף במקומה את הקבצים שבה)
attach-refused-device = זה התקן, לא קובץ
attach-refused-pipe = זה צינור או שקע, לא קובץ
attach-refused-empty = הקובץ ריק
attach-refused-unreadable = אי אפשר לקרוא אותו ({ $detail })
attach-from-link = צירוף הקובץ הזה: { $path }
attach-from-link-hover = הקישור ביקש את הקובץ הזה. הוא יצורף רק בלחיצה כאן, אחרי אותן בדיקות שעובר כל קובץ שמצרפים.
reminder-title = לא צורף קובץ
reminder-question = ההודעה מזכירה קובץ מצורף, אבל לא צורף שום קובץ.
reminder-send-anyway = המשך בלי קובץ
size-bytes = { $count ->
        [one] בית אחד
        [two] שני בתים
        [many] { $count } בתים
       *[other] { $count } בתים
    }
size-kb = { $size } ק״ב
size-mb = { $size } מ״ב
size-gb = { $size } ג״ב
number-decimal-separator = .
status-handing-over = פתיחה ב־{ $target }...
status-body-on-clipboard = נפתח ב־{ $target }. גוף ההודעה היה ארוך מכדי להעביר אותו, והוא בלוח הגזירים: יש להדביק אותו שם ואז לסגור את החלון הזה.
status-not-handed-over-saved = לא הועבר: { $error }. ההודעה נשמרה בשם { $path }.
status-not-handed-over-unsaved = לא הועבר: { $error }. גם לא ניתן היה לשמור אותה ({ $why }): יש להעתיק אותה כטקסט.
status-account-saved = החשבון נשמר ב־{ $path }
status-signed-in = ההתחברות הצליחה. יש ללחוץ על „ניסיון חוזר” כדי לשלוח את ההודעה.
status-not-signed-in = ההתחברות לא הצליחה: { $error }
status-login-entry-on = נכתב { $path }: Mailto Preview יופעל ברקע בכניסה למערכת
status-login-entry-off = הוסר { $path }: Mailto Preview כבר לא יופעל בכניסה למערכת
status-login-entry-none = Mailto Preview לא הופעל בכניסה למערכת; אין מה להסיר
status-not-changed = לא שונה: { $error }

step-password = קבלת הסיסמה
step-resolving = חיפוש השרת
step-connecting = יצירת חיבור לשרת
step-securing = אבטחת החיבור
step-logging-in = כניסה לחשבון
step-sending = שליחת ההודעה
step-filing = העברת עותק לתיקיית „נשלח”
step-while-password = בזמן קבלת הסיסמה
step-while-resolving = בזמן חיפוש השרת
step-while-connecting = בזמן יצירת החיבור לשרת
step-while-securing = בזמן אבטחת החיבור
step-while-logging-in = בזמן הכניסה לחשבון
step-while-sending = בזמן שליחת ההודעה
step-while-filing = בזמן העברת עותק לתיקיית „נשלח”

## התחברות

sign-in-to = התחברות אל { $issuer }
sign-in-to-hover = פותח את דף ההתחברות בדפדפן
sign-in-on = יש להתחבר אל { $host } בדפדפן...
sign-in-opening = פתיחת הדפדפן...
stop = עצירה

## הפעלה ראשונה: הגדרת חשבון

setup-intro = עדיין לא הוגדר חשבון. אפשר להוסיף אחד כאן; ההודעה למטה ממתינה ולא תאבד.
setup-found-heading = נמצא במחשב הזה:
setup-use-found = { $address } ({ $program })
setup-use-found-hover = ממלא את הטופס בהגדרות האלה מ־{ $program }; יש להקליד את הסיסמה ואז לשמור את החשבון
setup-email = דוא״ל
setup-name = שם
setup-name-hint = השם שלך
setup-find = חיפוש השרת שלי
setup-find-hover = מחפש את השרת לפי הכתובת: ברשימת ספקים מובנית, ואז בהגדרות של הדומיין עצמו
setup-finding = חיפוש השרת...
setup-ispdb = לשאול גם את מסד הנתונים של Thunderbird
setup-ispdb-hover = מספר לשרת של Thunderbird באיזה דומיין הכתובת שלך
setup-found = נמצא: { $host } פורט { $port }, { $security } (מתוך { $source }).
setup-found-mailbox = תיבת הדואר שלך: { $host } פורט { $port }, { $security }. עותק של כל מה שנשלח עובר לתיקיית „נשלח” שלה, אלא אם הספק כבר שם אותו שם בעצמו.
setup-sign-in-with = התחברות עם:
setup-password = סיסמה
setup-show = הצגה
setup-provider-account = חשבון { $provider }
setup-password-command = פקודת סיסמה
setup-app-password = הספק הזה דורש סיסמת יישום, לא הסיסמה שבה מתחברים לאתר שלו.
setup-app-password-help = איך יוצרים סיסמת יישום
setup-open-yourself = { $error }: יש לפתוח את { $url } בעצמך
setup-keyring = היא נשמרת במחזיק המפתחות של המערכת, לעולם לא בקובץ ההגדרות.
setup-no-client = הגרסה הזו של Mailto Preview לא יכולה להתחבר עם { $provider } בעצמה (היא נבנתה בלי מזהה לקוח עבור { $provider }). במקום זאת:
setup-use-app-password = שימוש בסיסמת יישום
setup-add-in-online-accounts = הוספה בחשבונות מקוונים
setup-add-in-online-accounts-hover = פותח את ההגדרות של GNOME בעמוד חשבונות מקוונים. אחרי שמוסיפים שם את החשבון, החלון הזה שולח דרכו ואין צורך להגדיר כאן דבר.
setup-token-command-instead = או להגדיר פקודת אסימון בקובץ ההגדרות (הסבר בפרק „Sign in with OAuth 2.0” ב־README).
setup-own-client-none = אם רשמת בעצמך את Mailto Preview אצל { $provider }, יש להזין כאן את מזהה הלקוח
setup-client-id = מזהה לקוח
setup-own-client = מזהה לקוח משלך עבור { $provider } (יש להשאיר ריק כדי להשתמש במזהה של גרסה זו)
setup-client-secret = סוד לקוח
setup-client-secret-google = Google נותנת אחד יחד עם מזהה הלקוח
setup-client-secret-other = רק אם הספק נתן אחד
setup-sign-in-button = התחברות עם { $provider }
setup-the-provider = הספק
setup-signed-in-short = ההתחברות הצליחה.
setup-advanced = מתקדם: הגדרות שרת ופקודת סיסמה
setup-server = שרת
setup-port = פורט
setup-username = שם משתמש
setup-security = אבטחה
setup-imap-server = שרת תיבת הדואר (IMAP)
setup-imap-port = פורט תיבת הדואר
setup-security-none = ללא (המחשב הזה בלבד)
setup-test = בדיקת חיבור
setup-test-hover = נכנס לחשבון בלי לשלוח דבר
setup-save = שמירת החשבון
setup-or-handoff = או להמשיך לכתוב דואר במקום שבו כותבים היום: החלון הזה בודק כל הודעה ואז מעביר אותה.
setup-webmail = אני כותב/ת דואר בדפדפן:
setup-programs = אני משתמש/ת בתוכנת דואר אחרת:
security-tls = TLS
security-starttls = STARTTLS
security-none = לא מוצפן

form-not-found = לא נמצא שרת עבור { $email }: יש להזין אותו בהגדרות השרת (דפי העזרה של הספק מציינים אותו).
form-signed-in = ההתחברות הצליחה. יש לשמור את החשבון כדי לשלוח דרכו.
form-testing = בדיקה...
form-saving = שמירת החשבון...
form-tested = נוצר חיבור{ $encrypted ->
        [yes] {" "}מוצפן
       *[no] {" "}(לא מוצפן)
    } והכניסה לחשבון הצליחה; השרת מציע: { $offers }
form-bad-port = הפורט חייב להיות מספר בין 1 ל־65535 (587 או 465 אצל רוב הספקים).
form-quoted-command = פקודת הסיסמה מפוצלת ברווחים ואינה מקבלת מירכאות: לארגומנט עם רווחים יש לכתוב את password.command בקובץ ההגדרות כרשימה.
form-type-password = יש להקליד קודם את הסיסמה.
form-sign-in-first = יש להתחבר קודם, ואז לשמור.
form-sign-in-changed = הכתובת, שם המשתמש או מזהה הלקוח השתנו מאז ההתחברות: יש להתחבר שוב ואז לשמור.
form-only-smtp = אפשר לבדוק רק חשבונות SMTP.
form-bad-address = אי אפשר להשתמש בכתובת הדוא״ל: { $why }.
form-keyring = { $error }. תחת „מתקדם” אפשר לציין פקודת סיסמה במקום זאת.

## מה התוכנה מצאה בקישור: תיקונים וקריאות (מוצגים ליד השדה)

finding-trimmed = { $count ->
        [one] הוסר תו רווח או בקרה אחד מסביב לקישור
        [two] הוסרו שני תווי רווח או בקרה מסביב לקישור
        [many] הוסרו { $count } תווי רווח או בקרה מסביב לקישור
       *[other] הוסרו { $count } תווי רווח או בקרה מסביב לקישור
    }
finding-fragment = „#{ $fragment }” שאחרי '#' הושמט: לקישור mailto אין מקטע (fragment), ולכן הוא לא חלק מההודעה
finding-url-slashes = „{ $slashes }” שאחרי „mailto:” הוסר: קישור mailto אינו כתובת אינטרנט, והכתובת באה מיד אחרי הנקודתיים
finding-html-amp = „{ $given }” נקרא כ־„{ $name }”: הדף כתב את ה־'&' שבין השדות כ־„&amp;” פעם אחת יותר מדי{ $times ->
        [1] {""}
        [two] { " " }(פעמיים)
        [many] { " " }({ $times } פעמים)
       *[other] { " " }({ $times } פעמים)
    }
finding-form-plus = { $times ->
        [one] '+' אחד נקרא
        [two] שני סימני '+' נקראו
        [many] { $times } סימני '+' נקראו
       *[other] { $times } סימני '+' נקראו
    } כרווח: הקישור מגיע מטופס אינטרנט, שכותב רווח כ־'+' ופלוס כ־%2B
finding-form-body = גוף ההודעה הוא שדות של טופס אינטרנט, מקודדים עבור שרת אינטרנט; מוצג כשורת „שם=ערך” לכל שדה
finding-empty-hfield = hfield ריק הושמט ('?' או '&' מיותר){ $times ->
        [1] {""}
        [two] { " " }(פעמיים)
        [many] { " " }({ $times } פעמים)
       *[other] { " " }({ $times } פעמים)
    }
finding-hfield-ignored = „{ $hfield }” הושמט: hfield צריך שם ו־'=' כדי שתהיה לו משמעות{ $times ->
        [1] {""}
        [two] { " " }(פעמיים)
        [many] { " " }({ $times } פעמים)
       *[other] { " " }({ $times } פעמים)
    }
finding-header-repeated = הקישור מציין את { $name } { $count ->
        [one] פעם אחת
        [two] פעמיים
        [many] { $count } פעמים
       *[other] { $count } פעמים
    }; כל הערכים מוצגים
finding-encoded-separator = הקישור מסתיר מפריד: „{ $looks-like }” נראה כמו כתובת אחת, אבל ה־',' או ה־';' המקודדים שבו (%2C, %3B) הופכים אותו ל{ $count ->
        [one] נמען אחד
        [two] שני נמענים
        [many] ־{ $count } נמענים
       *[other] ־{ $count } נמענים
    }: { $recipients }
finding-addresses-joined = הקישור מציין את { $field } { $count ->
        [one] פעם אחת
        [two] פעמיים
        [many] { $count } פעמים
       *[other] { $count } פעמים
    }; כל הכתובות בשימוש
finding-empty-value = ערך ריק של { $field } הושמט{ $times ->
        [1] {""}
        [two] { " " }(פעמיים)
        [many] { " " }({ $times } פעמים)
       *[other] { " " }({ $times } פעמים)
    }
finding-subjects = { $count ->
        [one] בקישור היה נושא אחד; הוא בשימוש
        [two] בקישור היו שני נושאים; האחרון בשימוש
        [many] בקישור היו { $count } נושאים; האחרון בשימוש
       *[other] בקישור היו { $count } נושאים; האחרון בשימוש
    }
finding-bodies = { $count ->
        [one] בקישור היה ערך גוף אחד
        [two] בקישור היו שני ערכי גוף; הם חוברו במעברי שורה
        [many] בקישור היו { $count } ערכי גוף; הם חוברו במעברי שורה
       *[other] בקישור היו { $count } ערכי גוף; הם חוברו במעברי שורה
    }
finding-invalid-address = „{ $address }” אינה כתובת שאפשר להשתמש בה: { $problem }
finding-smtputf8 = בחלק המקומי של { $address } יש תווים שאינם ASCII: השליחה דורשת שרת עם SMTPUTF8
finding-international-domain = הדומיין { $domain } נשלח כ־{ $ascii }
finding-semicolons = הכתובות מופרדות ב־';' (הרגל של Outlook; המפריד התקני הוא ','): { $count ->
        [one] נקראה כתובת אחת
        [two] נקראו שתי כתובות
        [many] נקראו { $count } כתובות
       *[other] נקראו { $count } כתובות
    }
finding-empty-entries = { $count ->
        [one] ברשימה הייתה רשומה ריקה אחת; היא הושמטה
        [two] ברשימה היו שתי רשומות ריקות; הן הושמטו
        [many] ברשימה היו { $count } רשומות ריקות; הן הושמטו
       *[other] ברשימה היו { $count } רשומות ריקות; הן הושמטו
    }
finding-comment = ההערה { $comment } ב־„{ $address }” הושמטה
finding-name-controls = { $count ->
        [one] שם התצוגה של { $address } הכיל תו בקרה אחד (למשל מעבר שורה), שמוצג כ־%HH
        [two] שם התצוגה של { $address } הכיל שני תווי בקרה (כולל מעברי שורה), שמוצגים כ־%HH
        [many] שם התצוגה של { $address } הכיל { $count } תווי בקרה (כולל מעברי שורה), שמוצגים כ־%HH
       *[other] שם התצוגה של { $address } הכיל { $count } תווי בקרה (כולל מעברי שורה), שמוצגים כ־%HH
    }
finding-alt-address = הקישור מציין את כתובת הגיבוי { $alt } (alt-address לפי RFC 5335); אין בה שימוש
finding-references-moved = References מציין את ההודעה שאליה זו עונה, { $parent }, אבל לא (רק) בסוף; עכשיו היא מופיעה פעם אחת, בסוף (RFC 5322 §3.6.4)
finding-references-added = References אינו מסתיים בהודעה שאליה זו עונה; { $parent } נוספה בסוף (RFC 5322 §3.6.4)
finding-references-set = הקישור מציין In-Reply-To בלי References שמיש; References הוגדר ל־{ $parent } כדי שהתשובה תתויק תחת ההודעה שלה (RFC 5322 §3.6.4)
finding-in-reply-to-trimmed = In-Reply-To מציין { $count ->
        [one] הודעה אחת
        [two] שתי הודעות
        [many] { $count } הודעות
       *[other] { $count } הודעות
    }; רק הראשונה התקינה, { $first }, נשמרה: תשובה עונה על הודעה אחת
finding-invalid-percent = '%' שלא אחריו שתי ספרות הקסדצימליות נשאר '%' מילולי{ $times ->
        [1] {""}
        [two] { " " }(פעמיים)
        [many] { " " }({ $times } פעמים)
       *[other] { " " }({ $times } פעמים)
    }
finding-invalid-utf8 = בתים מפוענחי אחוזים שאינם UTF-8 מוצגים כ־�{ $times ->
        [1] {""}
        [two] { " " }(פעמיים)
        [many] { " " }({ $times } פעמים)
       *[other] { " " }({ $times } פעמים)
    }
finding-legacy-charset = הטקסט אינו ב־UTF-8: הוא נקרא כ־{ $charset }, הקידוד הישן שבו הוא כנראה כתוב
finding-line-break = מעבר שורה הוסר, כי השדה הזה מכיל שורה אחת{ $times ->
        [1] {""}
        [two] { " " }(פעמיים)
        [many] { " " }({ $times } פעמים)
       *[other] { " " }({ $times } פעמים)
    }
finding-control = תו בקרה הוחלף בכתיב הגלוי שלו %HH{ $times ->
        [1] {""}
        [two] { " " }(פעמיים)
        [many] { " " }({ $times } פעמים)
       *[other] { " " }({ $times } פעמים)
    }
finding-encoded-word = מילים מקודדות MIME (RFC 2047) פוענחו{ $times ->
        [1] {""}
        [two] { " " }(פעמיים)
        [many] { " " }({ $times } פעמים)
       *[other] { " " }({ $times } פעמים)
    }
finding-encoded-word-invalid = טקסט שנראה כמו מילה מקודדת MIME לא פוענח ומוצג כפי שנכתב{ $times ->
        [1] {""}
        [two] { " " }(פעמיים)
        [many] { " " }({ $times } פעמים)
       *[other] { " " }({ $times } פעמים)
    }

## למה אי אפשר להשתמש בכתובת

address-one-only = היא חייבת להיות בדיוק כתובת אחת
address-unclosed-angle = ל־'<' אין '>' תואם
address-text-after-angle = יש טקסט אחרי ה־'>' הסוגר
address-bad-alt = '<' בתוך הכתובת אינו alt-address
address-hidden-character = היא מכילה את התו הנסתר { $character }, שעלול לגרום לה להיראות ככתובת אחרת
address-unclosed-quote = לחלק מקומי במירכאות אין מירכאות סוגרות
address-no-at = אין בה '@'
address-empty-local = החלק שלפני '@' ריק
address-empty-domain = הדומיין שאחרי '@' ריק
address-local-too-long = החלק שלפני '@' ארוך מ{ $max ->
        [one] בית אחד
        [two] שני בתים
        [many] ־{ $max } בתים
       *[other] ־{ $max } בתים
    }
address-quoted-control = חלק מקומי במירכאות מכיל טאב או תו בקרה
address-quoted-quote = '"' בתוך חלק מקומי במירכאות חייב להיכתב כ־\"
address-dots = בחלק שלפני '@' יש נקודה בהתחלה או בסוף, או שתי נקודות רצופות
address-white-space = בחלק שלפני '@' יש רווח (יש לתחום אותו במירכאות או להסיר אותו)
address-needs-quoting = בחלק שלפני '@' יש { $character }, שדורש מירכאות
address-unclosed-literal = לליטרל הדומיין אין ']' סוגר
address-bad-literal = ליטרל הדומיין מכיל תווים אסורים
address-bad-domain = „{ $domain }” אינו שם דומיין תקין (UTS 46: תוויות של אותיות, ספרות ומקפים, בלי תווית ריקה, עד 63 בתים לתווית)
address-lettre-refuses = ספריית הדואר דוחה אותה ({ $detail })

message-id-empty = הוא ריק
message-id-form = „{ $id }” אינו מזהה הודעה בצורה <id@host>
message-id-no-at = ב־„{ $id }” אין '@'
message-id-invalid = „{ $id }” אינו מזהה הודעה תקין

## למה שדה מהקישור לא נוצל

drop-originator = קישור אינו יכול לקבוע ממי הדואר או מתי נכתב: התוכנה הזו קובעת תמיד בעצמה את השולח, התאריך ומזהה ההודעה (RFC 6068 §3)
drop-routing = שדות ניתוב ומעקב נקבעים בידי שרתי דואר, לעולם לא בידי קישור (RFC 6068 §3)
drop-mime = ההודעה היא תמיד טקסט UTF-8 פשוט; קישור אינו יכול לשנות את מבנה ה־MIME או את הקידוד (RFC 6068 §2, §3)
drop-attachment = קישור אינו יכול לצרף קבצים; שום דבר לא נקרא מהדיסק
drop-client-control = הוראה לתוכנת הדואר (כמו לשלוח מיד, לשמור עותק, עדיפות או גוף HTML), שהתוכנה הזו לעולם אינה מקבלת מקישור
drop-unknown = זה לא שדה שקישור רשאי להגדיר: שדות לא מוכרים עלולים להוסיף כותרות שלא יוצגו (RFC 6068 §3, §4)
drop-malformed = אי אפשר להשתמש בערך: { $why }
drop-repeated = הקישור מגדיר את השדה הזה יותר מפעם אחת; רק הערך האחרון בשימוש

## אזהרות והערות על ההודעה

notice-hidden-recipient = { $count ->
        [one] הקישור מוסיף נמען מוסתר (Bcc) ששאר הנמענים לא יראו: { $names }
        [two] הקישור מוסיף שני נמענים מוסתרים (Bcc) ששאר הנמענים לא יראו: { $names }
        [many] הקישור מוסיף { $count } נמענים מוסתרים (Bcc) ששאר הנמענים לא יראו: { $names }
       *[other] הקישור מוסיף { $count } נמענים מוסתרים (Bcc) ששאר הנמענים לא יראו: { $names }
    }
notice-many-recipients = ההודעה נשלחת אל { $count ->
        [one] נמען אחד
        [two] שני נמענים
        [many] { $count } נמענים
       *[other] { $count } נמענים
    }
notice-invalid-address = אי אפשר לשלוח אל „{ $address }”: { $problem }
notice-numeric-recipient = „{ $text }” הוא ספרות בלבד, כמו פורט או מספר טלפון, ולא כתובת
notice-display-name-address = השם „{ $name }” נראה כמו כתובת, אבל הדואר הולך אל { $address }
notice-name-mixed-script = השם „{ $name }” מערבב מערכות כתב במילה „{ $word }”, שנראית כמו „{ $looks-like }” שנכתב באותיות לטיניות: הדואר הולך אל { $address }
notice-local-part-address = הכתובת { $address } מתחילה בכתובת { $shown }, אבל הדואר הולך לדומיין { $domain }
notice-smtputf8 = בחלק המקומי של { $address } יש תווים שאינם ASCII: אפשר לשלוח אליה רק דרך שרת עם SMTPUTF8
notice-international-domain = { $address } נשלחת כ־{ $ascii }
notice-label-symbols = תווית הדומיין „{ $label }” מכילה תווים שלא משמשים בשמות: היא עלולה להתחזות לדומיין אחר; הדואר הולך אל { $ascii }
notice-mixed-script = תווית הדומיין „{ $label }” מערבבת מערכות כתב: היא עלולה להתחזות לדומיין אחר; הדואר הולך אל { $ascii }
notice-mixed-script-looks-like = תווית הדומיין „{ $label }” מערבבת מערכות כתב ונראית כמו „{ $looks-like }” באותיות לטיניות: היא עלולה להתחזות לדומיין אחר; הדואר הולך אל { $ascii }
notice-confusable-domain = תווית הדומיין „{ $label }” כתובה בכתב אחר ונראית כמו „{ $looks-like }” באותיות לטיניות: הדואר הולך אל { $ascii }, לא לדומיין ההוא
notice-top-domain = הדומיין { $domain } נראה כמו { $top }, אבל זה דומיין אחר: הדואר הולך אל { $ascii }
domain-known-button = אני מכיר/ה את הדומיין הזה
domain-known-hover = כותבים באמת אל { $domain }: להפסיק להזהיר שהוא דומה לדומיין אחר, כאן ובחלונות הבאים, ולהציע שוב את הכתובות שלו
notice-local-symbols = החלק שלפני '@' בכתובת { $address } מכיל סימנים שאינם אותיות, ונראה כמו „{ $looks-like }”: הדואר הולך לתיבת דואר אחרת
notice-local-mixed-script = החלק שלפני '@' בכתובת { $address } מערבב מערכות כתב: הוא עלול להתחזות לכתובת אחרת
notice-local-mixed-script-looks-like = החלק שלפני '@' בכתובת { $address } מערבב מערכות כתב, ונראה כמו „{ $looks-like }” שנכתב באותיות לטיניות: הדואר הולך לתיבת דואר אחרת
notice-local-confusable = החלק שלפני '@' בכתובת { $address } נראה כמו „{ $looks-like }” שנכתב באותיות לטיניות, אבל הוא כתוב בתווים אחרים: הדואר הולך לתיבת דואר אחרת
notice-local-compatibility = החלק שלפני '@' בכתובת { $address } כתוב בצורות מיוחדות של אותיות (כמו אותיות ברוחב מלא או אותיות מתמטיות), ונקרא „{ $looks-like }”: הדואר הולך לתיבת דואר אחרת
notice-idna-deviation = הדומיין { $domain } מכיל { $characters }, שתוכנות ישנות (IDNA2003) קוראות אחרת: הן היו שולחות אל { $other }; התוכנה הזו שולחת אל { $ascii }
notice-bidi-control = מכיל תווים שהופכים את כיוון הטקסט, כך שהטקסט המוצג עלול להיות שונה ממה שכתוב בו באמת: { $text }
notice-direction-mark = מכיל סימני כיוון, שממקמים סימני פיסוק ומספרים ליד טקסט מימין לשמאל: { $text }
notice-invisible = מכיל תווים בלתי נראים: { $text }
notice-blank-lines = { $blank ->
        [one] שורה ריקה אחת דוחפת טקסט נוסף עד שורה { $line }: יש לגלול למטה כדי לקרוא את כל גוף ההודעה
        [two] שתי שורות ריקות דוחפות טקסט נוסף עד שורה { $line }: יש לגלול למטה כדי לקרוא את כל גוף ההודעה
        [many] { $blank } שורות ריקות דוחפות טקסט נוסף עד שורה { $line }: יש לגלול למטה כדי לקרוא את כל גוף ההודעה
       *[other] { $blank } שורות ריקות דוחפות טקסט נוסף עד שורה { $line }: יש לגלול למטה כדי לקרוא את כל גוף ההודעה
    }
notice-indent = { $spaces ->
        [one] שורה { $line } מתחילה ברווח אחד, שדוחף את הטקסט שלה אל מחוץ לתצוגה
        [two] שורה { $line } מתחילה בשני רווחים, שדוחפים את הטקסט שלה אל מחוץ לתצוגה
        [many] שורה { $line } מתחילה ב־{ $spaces } רווחים, שדוחפים את הטקסט שלה אל מחוץ לתצוגה
       *[other] שורה { $line } מתחילה ב־{ $spaces } רווחים, שדוחפים את הטקסט שלה אל מחוץ לתצוגה
    }

## למה אי אפשר לבנות את ההודעה

message-no-recipients = אין להודעה נמענים: יש להוסיף כתובת ב„אל”, „עותק” או „עותק מוסתר”
message-no-sender = לחשבון „{ $account }” אין כתובת דוא״ל לשלוח ממנה: יש להוסיף לו email = "..."
message-invalid-recipient = אי אפשר להשתמש בכתובת { $field } „{ $address }”: { $problem }; יש לתקן אותה לפני השליחה
message-invalid-sender = אי אפשר להשתמש בשולח „{ $sender }”: { $problem }; יש להגדיר את הדוא״ל של החשבון לכתובת אחת כמו me@example.net
message-unsafe-header = ה־{ $field } מכיל מעבר שורה או תו בקרה שעלול להוסיף כותרות נסתרות; יש להסיר אותו
message-build = לא ניתן היה לבנות את ההודעה: { $detail }

## למה ההודעה לא נשלחה

send-host-not-found = שרת הדואר { $host } לא נמצא: יש לבדוק את host בהגדרות ואת החיבור לרשת
send-connection-refused = שרת הדואר { $host }:{ $port } דחה את החיבור: יש לבדוק את host, port ו־security בהגדרות
send-timed-out = שרת הדואר { $host } לא ענה תוך { $seconds ->
        [one] שנייה אחת
        [two] שתי שניות
        [many] { $seconds } שניות
       *[other] { $seconds } שניות
    } { $step }: אפשר לנסות שוב מאוחר יותר, או להגדיל את timeout בהגדרות
send-tls = החיבור המאובטח אל { $host } נכשל: { $detail }
send-no-starttls = שרת הדואר { $host } אינו מציע STARTTLS, ולכן אי אפשר להצפין את החיבור: יש להשתמש ב־security = "tls" (בדרך כלל פורט 465), או לשאול את הספק
send-auth-rejected = שרת הדואר דחה את הכניסה של { $user } ({ $reply }): יש לבדוק את שם המשתמש ואת מקור הסיסמה בהגדרות
send-auth-unsupported = שרת הדואר { $host } אינו מציע שיטת כניסה שהתוכנה הזו תומכת בה ({ $methods }); יש לבדוק את host ו־security
send-sign-in-rejected = שרת הדואר { $host } לא קיבל את ההתחברות של { $user }: { $advice }
send-sign-in-rejected-reply = שרת הדואר { $host } לא קיבל את ההתחברות של { $user } ({ $reply }): { $advice }
send-advice-sign-in-again = יש להתחבר שוב („התחברות” בחלון, או `mailto-preview config sign-in`); אם תשובת השרת אומרת שהתחברות SMTP מושבתת, מנהל תיבת הדואר צריך להפעיל עבורה SMTP AUTH
send-advice-fresh-token = יש להתחבר שוב (לקבל אסימון חדש מ־oauth2.token-command); אם תשובת השרת אומרת שהתחברות SMTP מושבתת, מנהל תיבת הדואר צריך להפעיל עבורה SMTP AUTH
send-recipient-rejected = שרת הדואר דחה את הנמען { $address } ({ $reply }): יש לתקן את הכתובת ולשלוח שוב
send-sender-rejected = שרת הדואר דחה את השולח { $address } ({ $reply }): הדוא״ל של החשבון חייב להיות כתובת שהכניסה הזו רשאית לשלוח ממנה
send-message-rejected = שרת הדואר דחה את ההודעה ({ $reply })
send-temporarily-unavailable = שרת הדואר לא יכול לקבל את ההודעה כרגע ({ $reply }): היא שמורה; אפשר לנסות שוב מאוחר יותר
send-no-smtputf8 = שרת הדואר { $host } אינו תומך ב־SMTPUTF8, שהכתובת { $address } זקוקה לו: יש להשתמש עבורה בכתובת ASCII, או בשרת אחר
send-connection = החיבור אל { $host } נקטע { $step } ({ $detail }): ייתכן שההודעה לא נמסרה; היא שמורה, אפשר לנסות שוב
send-hands-over = החשבון „{ $account }” אינו שולח דואר בעצמו, הוא מעביר הודעות אל { $target }: יש לבחור חשבון עם שרת, או להשתמש ב„פתיחה ב”
send-no-account = החשבון „{ $account }” כבר לא נמצא בהגדרות: יש להוסיף אותו שוב, או להחזיר את ההודעה עם mailto-preview queue --cancel ולשלוח אותה מחשבון אחר
send-sendmail = { $program } נכשל: { $detail }
send-envelope = אי אפשר להשתמש בכתובת { $address } במעטפה: { $detail }
deliver-not-saved = לא ניתן היה לשמור את ההודעה לפני השליחה, ולכן היא לא נשלחה: { $error }
deliver-not-sent = { $error } (ההודעה שמורה בשם { $path })
deliver-undone = השליחה בוטלה לפני שמשהו נשלח; ההודעה שמורה בשם { $path }
deliver-interrupted = השליחה נעצרה באופן בלתי צפוי, ולכן לא ידוע אם ההודעה אצל השרת; היא שמורה בשם { $path }: יש לבדוק בתיקיית „נשלח” לפני ששולחים אותה שוב

## העותק בתיקיית „נשלח” של תיבת הדואר (IMAP)

filing-filed = ועותק נמצא ב־{ $folder }
filing-by-provider = הספק שלך שומר את העותק ב„נשלח” בעצמו
filing-failed = אבל העותק לא תויק בתיקיית „נשלח”: { $error }. ההודעה לא נשלחה פעמיים; העותק ממתין ויתויק בלחיצה על „ניסיון חוזר לתיוק” או אחרי שליחת ההודעה הבאה דרך החשבון הזה
filing-retry = ניסיון חוזר לתיוק
filing-retry-hover = מעביר את העותק לתיקיית „נשלח”; ההודעה לא תישלח שוב
filing-unreadable = אי אפשר לקרוא את העותק שממתין לתיוק: { $detail }
filing-no-account = החשבון „{ $account }” ששלח אותה אינו בהגדרות, או שאין לו טבלת [imap]: יש להוסיף אותו בחזרה, או למחוק את העותק מתיקיית העותקים שלא תויקו
file-no-mailbox = לחשבון „{ $account }” אין תיבת דואר: יש להוסיף טבלת [accounts.{ $account }.imap] עם השרת שלה (host)
file-host-not-found = שרת תיבת הדואר { $host } לא נמצא: יש לבדוק את imap.host בהגדרות ואת החיבור לרשת
file-connection-refused = שרת תיבת הדואר { $host }:{ $port } דחה את החיבור: יש לבדוק את imap.host, imap.port ו־imap.security בהגדרות
file-timed-out = שרת תיבת הדואר { $host } לא ענה תוך { $seconds ->
        [one] שנייה אחת
        [two] שתי שניות
        [many] { $seconds } שניות
       *[other] { $seconds } שניות
    }: אפשר לנסות שוב מאוחר יותר, או להגדיל את timeout בהגדרות
file-tls = החיבור המאובטח אל שרת תיבת הדואר { $host } נכשל: { $detail }
file-no-starttls = שרת תיבת הדואר { $host } דחה את STARTTLS, ולכן אי אפשר להצפין את החיבור: יש להשתמש ב־imap.security = "tls" (בדרך כלל פורט 993)
file-no-login = שרת תיבת הדואר { $host } דורש כניסה, ולחשבון אין פרטי כניסה: יש להגדיר username ומקור סיסמה (או imap.username ו־imap.password)
file-login-rejected = שרת תיבת הדואר דחה את הכניסה של { $user } ({ $reply }): יש לבדוק את שם המשתמש ואת הסיסמה (imap.username ו־imap.password אם לתיבת הדואר יש משלה)
file-sign-in-rejected = שרת תיבת הדואר { $host } לא קיבל את ההתחברות של { $user } ({ $reply }): יש להתחבר שוב (`mailto-preview config sign-in`); ב־Outlook.com וב־Microsoft 365 ההתחברות חייבת לכלול את הרשאת IMAP (README, „Sent mail in your mailbox”)
file-no-sent-folder = תיבת הדואר ב־{ $host } אינה מסמנת אף תיקייה כ„נשלח” ואין בה תיקייה באף אחד מהשמות המקובלים: יש לציין את שמה ב־imap.{ $key } בהגדרות (התיקיות שלה: { $seen })
file-no-drafts-folder = תיבת הדואר ב־{ $host } אינה מסמנת אף תיקייה כ„טיוטות” ואין בה תיקייה באף אחד מהשמות המקובלים: יש לציין את שמה ב־imap.{ $key } בהגדרות (התיקיות שלה: { $seen })
file-no-such-folder = התיקייה „{ $name }” ש־imap.{ $key } מציין אינה בתיבת הדואר ב־{ $host }: יש לתקן אותה בהגדרות (התיקיות שלה: { $seen })
file-refused = שרת תיבת הדואר לא שמר את ההודעה ב־{ $folder }
file-refused-reply = שרת תיבת הדואר לא שמר את ההודעה ב־{ $folder } ({ $reply })
file-too-much = שרת תיבת הדואר { $host } שלח הרבה יותר ממה שתיבת דואר צריכה: החיבור הופסק
file-connection = החיבור אל שרת תיבת הדואר { $host } נקטע ({ $detail })

## למה אי אפשר לפתוח קישור

parse-not-mailto = זה אינו קישור mailto: (הוא מתחיל ב־„{ $given }”); אפשר לפתוח רק קישורים שמתחילים ב־„mailto:”
parse-too-long = אורך הקישור { $length ->
        [one] בית אחד
        [two] שני בתים
        [many] { $length } בתים
       *[other] { $length } בתים
    }, מעל המגבלה של { $cap ->
        [one] בית אחד
        [two] שני בתים
        [many] { $cap } בתים
       *[other] { $cap } בתים
    } (2 MiB) שדפדפנים מעבירים; הוא לא נפתח
policy-too-many-recipients = הקישור מבקש לשלוח אל { $found ->
        [one] נמען אחד
        [two] שני נמענים
        [many] { $found } נמענים
       *[other] { $found } נמענים
    }, וקישור רשאי לציין לכל היותר { $cap ->
        [one] נמען אחד
        [two] שני נמענים
        [many] { $cap } נמענים
       *[other] { $cap } נמענים
    }; הוא לא נפתח
policy-line-too-long = ה־{ $field } של הקישור באורך { $found ->
        [one] תו אחד
        [two] שני תווים
        [many] { $found } תווים
       *[other] { $found } תווים
    }, וקישור רשאי להגדיר לכל היותר { $cap ->
        [one] תו אחד
        [two] שני תווים
        [many] { $cap } תווים
       *[other] { $cap } תווים
    }; הוא לא נפתח
policy-body-too-large = גוף הקישור בגודל { $found ->
        [one] בית אחד
        [two] שני בתים
        [many] { $found } בתים
       *[other] { $found } בתים
    }, וקישור רשאי להגדיר לכל היותר { $cap ->
        [one] בית אחד
        [two] שני בתים
        [many] { $cap } בתים
       *[other] { $cap } בתים
    } (1 MiB); הוא לא נפתח
policy-too-many-fields = בקישור יש { $found ->
        [one] שדה כותרת אחד
        [two] שני שדות כותרת
        [many] { $found } שדות כותרת
       *[other] { $found } שדות כותרת
    }, וקישור רשאי להכיל לכל היותר { $cap ->
        [one] שדה אחד
        [two] שני שדות
        [many] { $cap } שדות
       *[other] { $cap } שדות
    }; הוא לא נפתח

## סיסמאות, מחזיק המפתחות וההתחברות

what-password-command = פקודת הסיסמה
what-token-command = פקודת האסימון
password-not-run = אי אפשר להריץ את { $what } `{ $command }`: { $detail }; יש לבדוק את { $key } בהגדרות
password-failed = { $what } `{ $command }` נכשלה ({ $status }){ $stderr }; אפשר להריץ אותה במסוף כדי לראות למה
password-timed-out = { $what } `{ $command }` לא הסתיימה תוך { $seconds ->
        [one] שנייה אחת
        [two] שתי שניות
        [many] { $seconds } שניות
       *[other] { $seconds } שניות
    }; היא נעצרה
password-empty = { $what } `{ $command }` לא הדפיסה דבר בשורה הראשונה
password-env-missing = משתנה הסביבה { $var } אינו מוגדר: יש להגדיר אותו לפני ההפעלה, או להשתמש במקור סיסמה אחר
goa-gone = החשבון { $account } כבר לא נמצא בחשבונות המקוונים של GNOME: יש להוסיף אותו שוב בהגדרות → חשבונות מקוונים, או לבחור שולח אחר
goa-sign-in-again = יש להתחבר שוב אל { $account } בהגדרות → חשבונות מקוונים, ואז ללחוץ על „ניסיון חוזר” ({ $detail })
goa-bus = שירות החשבונות המקוונים של GNOME לא ענה: { $detail }
goa-unsupported = החשבונות המקוונים של GNOME זמינים רק בשולחנות עבודה של Linux
goa-settings-not-opened = לא ניתן היה לפתוח את ההגדרות של GNOME ({ $error }). יש לפתוח בעצמך את הגדרות → חשבונות מקוונים; החלון הזה ימצא את החשבון ברגע שהוא יהיה שם.
goa-open-settings = פתיחת חשבונות מקוונים
goa-open-settings-hover = פותח את ההגדרות של GNOME בעמוד חשבונות מקוונים, שם אפשר להתחבר שוב; לאחר מכן יש ללחוץ על „ניסיון חוזר”
keyring-unavailable = אין גישה לאף מחזיק מפתחות של המערכת ({ $detail }): יש להפעיל את GNOME Keyring או KWallet ולבטל את נעילתו, או לשמור את הסיסמה במקום אחר (פקודת סיסמה או משתנה סביבה)
keyring-no-password = במחזיק המפתחות אין סיסמה עבור „{ $user }” (שירות „{ $service }”): יש לשמור אותה עם `mailto-preview config password`, או להגדיר את החשבון מחדש בחלון
keyring-no-sign-in = במחזיק המפתחות אין התחברות עבור „{ $user }” (שירות „{ $service }”): יש להתחבר עם `mailto-preview config sign-in`, או להגדיר את החשבון מחדש בחלון
keyring-failed = מחזיק המפתחות סירב: { $detail }
sign-in-not-yet = עדיין לא התחברת אל { $issuer } כ־{ $user } במחשב הזה: יש לבחור „התחברות” בחלון, או להריץ `mailto-preview config sign-in`
sign-in-expired = ההתחברות אל { $issuer } עבור { $user } פגה או בוטלה: יש להתחבר שוב
sign-in-refused = { $issuer } סירב להתחברות: { $error }
sign-in-denied = ההתחברות לא הושלמה בדפדפן ({ $error }): יש להתחבר שוב כדי לנסות שוב
sign-in-unreachable = אין גישה לשרת ההתחברות { $host }: { $detail }; יש לבדוק את החיבור ולנסות שוב
sign-in-browser-timed-out = לא הגיעה תשובה מהדפדפן תוך { $minutes ->
        [one] דקה אחת
        [two] שתי דקות
        [many] { $minutes } דקות
       *[other] { $minutes } דקות
    }: יש להתחבר שוב
sign-in-code-expired = הקוד לא הוזן בזמן: יש להתחבר שוב כדי לקבל קוד חדש
sign-in-cancelled = ההתחברות בוטלה
sign-in-listener = אי אפשר להמתין לתשובת הדפדפן ב־127.0.0.1 ({ $detail }): יש לבדוק ששום דבר במחשב הזה לא חוסם חיבורים מקומיים; עבור חשבון Microsoft, `mailto-preview config sign-in --code` מאפשר להתחבר ממכשיר אחר במקום זאת
sign-in-settings = { $detail }
sign-in-no-device-flow = { $issuer } אינו מציע לדואר התחברות עם קוד במכשיר אחר: יש להתחבר בדפדפן
discover-not-an-address = „{ $text }” אינה כתובת דוא״ל: יש להזין כתובת כמו me@example.org
discover-cancelled = החיפוש בוטל

## טיוטות בדיסק והעברה

store-no-data-dir = לא נמצאה תיקיית נתונים לשמירת טיוטות (האם HOME מוגדר?)
store-io = אי אפשר להשתמש ב־{ $path }: { $detail }
store-saved-link = { $path } הוא קישור שנשמר אחרי העברה שלא התחילה, לא הודעה: אפשר לפתוח אותו שוב עם `mailto-preview - < { $path }`
store-envelope = ליד { $path } אין מעטפה קריאה ({ $detail }); אי אפשר לשלוח אותו כפי שהוא
open-with-unknown = „{ $id }” אינו דואר רשת (gmail, outlook, office365, yahoo, proton) ואינו תוכנת דואר מותקנת: `mailto-preview open-with --list` מציג מה זמין
open-with-no-recipient = אין להודעה נמען: יש להוסיף אחד לפני ההעברה
open-with-invalid-address = הכתובת „{ $address }” אינה תקינה: יש לתקן אותה לפני העברת ההודעה
open-with-encode = אי אפשר לכתוב את ההודעה כקישור: { $detail }
open-with-bad-entry = אי אפשר להריץ את רשומת שולחן העבודה של { $program }: { $detail }
launch-start = לא ניתן היה להפעיל את { $program } ({ $detail }): האם הוא מותקן?
launch-failed = { $program } נעצר מיד עם { $status }: ההודעה לא הועברה
launch-portal = שער שולחן העבודה לא הצליח לפתוח את הדף ({ $detail })
launch-unsupported = פתיחת דף אינטרנט אינה נתמכת במערכת הזו
launch-files = לא ניתן היה לכתוב את הקובץ המצורף עבור התוכנה ב־{ $path }: { $detail }
handoff-no-keywords = השדה Keywords אינו מועבר אל { $target }: תוכנות דואר לא לוקחות אותו מקישור.
handoff-too-long-program = ההודעה ארוכה מכדי למסור אותה ל־{ $target } בחתיכה אחת ({ $length ->
        [one] תו אחד
        [two] שני תווים
        [many] { $length } תווים
       *[other] { $length } תווים
    }; המערכת מקבלת { $max ->
        [one] תו אחד
        [two] שני תווים
        [many] { $max } תווים
       *[other] { $max } תווים
    }), ולכן גוף ההודעה לא נמצא בה: יש להדביק אותו בהודעה שם.
handoff-no-bcc = { $target } אינו לוקח עותק מוסתר מקישור: יש להוסיף שם את { $bcc } כעותק מוסתר לפני השליחה.
handoff-no-files = { $target } לא יכול לקבל קבצים בדרך הזו: יש לצרף { $count ->
        [one] אותו
        [two] אותם
        [many] אותם
       *[other] אותם
    } שם ({ $files }).
handoff-open-folder = פתיחת התיקייה
handoff-too-long-webmail = ההודעה ארוכה מדי לקישור הכתיבה של { $target } ({ $length ->
        [one] תו אחד
        [two] שני תווים
        [many] { $length } תווים
       *[other] { $length } תווים
    }; הוא מקבל בערך { $max ->
        [one] תו אחד
        [two] שני תווים
        [many] { $max } תווים
       *[other] { $max } תווים
    }), ולכן גוף ההודעה לא נמצא בה: יש להדביק אותו בהודעה שם.
handoff-plus-becomes-space = נצפה ש־{ $target } הופך „+” בכתובת לרווח: יש לבדוק שם את הנמענים לפני השליחה.
handoff-no-threading = { $target } אינו יכול לקחת In-Reply-To או References מקישור: ההודעה לא תשורשר כתשובה.

## רישום כמטפל בדואר והפעלה בהתחברות

desktop-no-home = תיקיית הבית אינה ידועה: יש להגדיר HOME
desktop-own-path = אי אפשר למצוא את הנתיב של התוכנה עצמה ({ $detail }); יש להריץ אותה בנתיב המלא
desktop-unwritable-path = אי אפשר לכתוב את נתיב התוכנה { $path } ברשומת שולחן עבודה (הוא אינו UTF-8 או מכיל תו בקרה); יש להעביר את התוכנה לנתיב פשוט
desktop-io = לא ניתן היה להשתמש ב־{ $path }: { $detail }
desktop-system = { $detail }
desktop-unsupported = רישום מטפל בדואר אינו נתמך במערכת הזו
handoff-lost = ההעברה נעצרה באופן בלתי צפוי
unavailable-unusable = אי אפשר להשתמש בקישור
unavailable-no-account = יש להגדיר חשבון כדי לראות את ההודעה בדיוק כפי שתישלח
save-no-store = אין תיקיית נתונים לטיוטות

## איפה נמצא השרת

source-providers = טבלת הספקים המובנית
source-autoconfig = שרת ההגדרה האוטומטית של הדומיין
source-well-known = שרת האינטרנט של הדומיין (well-known autoconfig)
source-mx = מחליף הדואר של הדומיין (MX)
source-srv = רשומות ה־SRV של הדומיין
source-ispdb = ה־ISPDB של Thunderbird
discover-other-domain = דואר עבור { $domain } נשלח דרך { $host }

## Provider notes
provider-note-gmail = Google מקבלת סיסמת יישום (כשהאימות הדו־שלבי פעיל) או התחברות עם Google; הסיסמה הרגילה שלך לא עובדת.
provider-note-outlook = Outlook.com מקבל רק התחברות עם Microsoft (OAuth 2.0): סיסמאות הפסיקו לעבוד בספטמבר 2024.
provider-note-office365 = ב־Microsoft 365 המנהל צריך לאפשר שליחה ב־SMTP עבור תיבת הדואר שלך; סיסמאות מפסיקות לעבוד כברירת מחדל בסוף דצמבר 2026, והתחברות עם Microsoft ממשיכה לעבוד.
provider-note-app-password = { $provider } דורש סיסמת יישום לתוכנות דואר; הסיסמה הרגילה שלך לא עובדת.
provider-note-app-specific-password = { $provider } דורש סיסמה ייעודית ליישום (כשהאימות הדו־שלבי פעיל).
provider-note-zoho = כשהאימות הדו־שלבי פעיל, Zoho דורש סיסמה ייעודית ליישום; הדומיין הפרטי של ארגון משתמש ב־{ $host }.
provider-note-proton-bridge = Proton Mail Bridge חייב לפעול במחשב הזה: יש להשתמש בסיסמה ש־Bridge מציג, ולתת אמון בתעודה שלו (tls-ca = התעודה ש־Bridge מייצא).
provider-note-proton-smtp = רק לכתובת בדומיין שלך עם אסימון SMTP מההגדרות של Proton; דואר שנשלח כך אינו מוצפן מקצה לקצה.
provider-note-switch-on-access = יש להפעיל קודם גישת POP3/IMAP בהגדרות של { $provider }.
provider-note-yandex = Yandex דורש סיסמת יישום, והפעלה של תוכנות דואר בהגדרות, לקוחות דוא״ל.

## Attached files: exact sizes and the limits of servers

size-bytes-exact = { $count ->
        [one] { $shown } בית
        [two] { $shown } בתים
        [many] { $shown } בתים
       *[other] { $shown } בתים
    }
message-attachment-elided = { "[" }{ $name }: { $size }; { $encoded } בקידוד base64]
too-big = גודל ההודעה { $size }, ו־{ $server } מקבל עד { $limit }
send-too-big-reply = גודל ההודעה { $size }, יותר ממה ש־{ $server } מקבל ({ $reply })
file-too-big = גודל ההודעה { $size }, ו־{ $host } שומר ב־{ $folder } הודעות של עד { $limit }
filing-too-big = אבל העותק לא תויק בתיקיית „נשלח”: { $error }
provider-refuses-type = { $provider } לא מעביר קבצים כמו { $name } (הוא חוסם סוג זה מטעמי אבטחה), ולכן ההודעה תוחזר: יש לשלוח את הקובץ בדרך אחרת

## איך החשבון שולח

server-smtp = { $host }:{ $port } ({ $security })
server-no-encryption = בלי הצפנה
server-sendmail = { $program } (sendmail מקומי)
server-desktop = חשבונות מקוונים של GNOME
server-handoff = { $target } (מועבר, ושולחים משם)

## איות (src/spelling): התפריט וההודעות של הבודק
spelling-add = הוספה למילון
spelling-ignore = התעלמות
spelling-no-suggestions = אין הצעות
spelling-misspelt = שגיאת כתיב: { $word }
spelling-automatic = איות: שפת הטקסט
spelling-language = איות: { $language }
spelling-off = איות: כבוי
spelling-no-dictionary = לא מותקן מילון איות עבור השפה „{ $language }”, ולכן טקסט בשפה זו לא נבדק. התקנת מילון תאפשר לבדוק אותו (ב־Debian וב־Ubuntu: { $package }).
spelling-unreadable = אי אפשר לקרוא את מילון האיות { $path }: { $detail }
spelling-encoding = אי אפשר לקרוא את מילון האיות { $path }: הוא בקידוד { $encoding }; גרסת UTF-8 שלו אפשר לקרוא
spelling-personal-list = אי אפשר להוסיף את המילה למילון האישי שלך { $path }: { $detail }
spelling-not-a-word = „{ $word }” אינה מילה אחת, ולכן אי אפשר להוסיף אותה למילון
spelling-no-thread = האיות לא נבדק: לא ניתן להפעיל את תהליכון הבדיקה ({ $detail })

## נמענים שמוצעים בזמן ההקלדה (src/contacts)
contacts-offers = { $count ->
        [one] הצעה אחת
        [two] שתי הצעות
        [many] { $count } הצעות
       *[other] { $count } הצעות
    }
contacts-forget = הסרת הכתובת מההצעות
contacts-forget-hover = הסרת הכתובת מההצעות ({ $shortcut })
contacts-source-sent = { $count ->
        [one] נשלחה אליה הודעה אחת
        [two] נשלחו אליה שתי הודעות
        [many] נשלחו אליה { $count } הודעות
       *[other] נשלחו אליה { $count } הודעות
    }
contacts-source-book = מפנקס הכתובות „{ $book }”
contacts-no-data-dir = לא נמצאה תיקיית נתונים לזכירת נמענים (האם HOME מוגדר?)
contacts-io = אי אפשר להשתמש ב־{ $path }: { $detail }
contacts-unreadable = { $path } אינו רשימת נמענים שהתוכנה הזו יודעת לקרוא ({ $detail }); הקובץ נשאר כפי שהוא, ואף נמען לא נזכר עד שיועבר למקום אחר
contacts-evolution = אי אפשר לקרוא את פנקסי הכתובות של Evolution (אנשי הקשר של GNOME): { $detail }

## התור: הודעות שנשמרו לשליחה מאוחרת (תזמון שליחה, שליחה כשיש חיבור), וההתראות שמספרות
## מה עלה בגורלן אחרי שהחלון נסגר.
queue-not-found = אין בתור שום דבר עם המזהה { $id }: mailto-preview queue מציג את מה שממתין
queue-busy = מופע אחר של Mailto Preview שולח את { $id } ממש עכשיו: אפשר לבדוק עם mailto-preview queue בעוד רגע
queue-entry = אי אפשר לקרוא את הרשומה { $path } של הודעה בתור ({ $detail }): ההודעה עצמה עדיין נמצאת לידה
queue-sent-title = נשלח אל { $recipients }
queue-sent-body = ההודעה „{ $subject }” נשלחה בזמן שנקבע.
queue-not-sent-title = לא נשלח אל { $recipients }
queue-refused-body = ההודעה „{ $subject }” נדחתה: { $error }. היא נשמרת: יש לתקן את מה שהשרת מציין, ואז לשלוח אותה עם mailto-preview queue --send-now { $id }, או להחזיר אותה עם --cancel { $id }.
queue-uncertain-body = החיבור נקטע בזמן שליחת „{ $subject }”, ולכן ייתכן שההודעה הגיעה. היא נשמרת ולא תישלח שוב מעצמה: אם היא לא הגיעה, אפשר לשלוח אותה עם mailto-preview queue --send-now { $id }.
queue-interrupted-body = Mailto Preview נעצר בזמן שליחת „{ $subject }”, ולכן ייתכן שההודעה הגיעה. היא נשמרת ולא תישלח שוב מעצמה: אם היא לא הגיעה, אפשר לשלוח אותה עם mailto-preview queue --send-now { $id }.
queue-gave-up-body = במשך יממה לא היה אפשר לשלוח את „{ $subject }”: { $error }. ההודעה נשמרת: כשיהיה שוב חיבור לרשת, אפשר לשלוח אותה עם mailto-preview queue --send-now { $id }.

## OpenPGP: חתימה והצפנה במפתחות GnuPG של המשתמש עצמו.

# מה שמוצג ב„ההודעה בדיוק כפי שתישלח” במקומות שאליהם ייכנס הפלט של GnuPG בזמן השליחה.
openpgp-pending-micalg = { "[" }אלגוריתם הגיבוב ש־GnuPG חותם בו, למשל pgp-sha256]
openpgp-pending-signature = { "[" }החתימה ש־GnuPG יוצר במפתח שלך בזמן השליחה]
openpgp-pending-encrypted = { "[" }הטקסט והקבצים של ההודעה, חתומים ומוצפנים על ידי GnuPG בזמן השליחה]
openpgp-pending-autocrypt = { "[" }המפתח הציבורי שלך, מ־GnuPG בזמן השליחה]
openpgp-not-a-fingerprint = „{ $text }” אינו טביעת אצבע של מפתח: יש לכתוב את 40 הספרות ההקסדצימליות ש־gpg --list-secret-keys מציג
openpgp-missing = GnuPG אינו מותקן (לא נמצאה תוכנה בשם { $program }), ולכן אי אפשר לחתום או להצפין דבר. יש להתקין את GnuPG, או לכבות את „חתימה” בהודעה הזו
openpgp-not-run = אי אפשר היה להריץ את { $program }: { $detail }
openpgp-cancelled = החתימה בוטלה, ולכן שום דבר לא נשלח
openpgp-bad-passphrase = GnuPG לא קיבל את ביטוי הסיסמה, ולכן שום דבר לא נשלח
openpgp-no-pinentry = GnuPG לא הצליח לבקש את ביטוי הסיסמה (אף תוכנת pinentry לא יכולה להיפתח כאן), ולכן שום דבר לא נשלח
openpgp-no-secret-key = ב־GnuPG שלך אין מפתח סודי { $key } שיכול לחתום. יש לבדוק את openpgp.key של החשבון הזה, או לייבא את המפתח ל־GnuPG
openpgp-recipient-refused = GnuPG לא יצפין עבור { $key }: { $reason }
openpgp-failed = GnuPG לא חתם על ההודעה ולא הצפין אותה ({ $detail }), ולכן שום דבר לא נשלח
openpgp-key-not-found = לא נמצא מפתח
openpgp-key-revoked = המפתח בוטל
openpgp-key-expired = תוקף המפתח פג
openpgp-key-wrong-usage = אי אפשר להשתמש במפתח לצורך הזה
openpgp-key-not-trusted = המפתח אינו מהימן
openpgp-key-disabled = המפתח מושבת
openpgp-key-unusable = אי אפשר להשתמש במפתח
step-signing = חתימה במפתח שלך
step-passphrase = המתנה לביטוי הסיסמה בחלון של GnuPG
step-held = המתנה קצרה לפני היציאה, כדי שאפשר יהיה לבטל
step-while-signing = בזמן החתימה
step-while-passphrase = בזמן ההמתנה לביטוי הסיסמה
openpgp-key-usable = אפשר להשתמש במפתח
openpgp-key-not-certified = אף אחד מהאנשים שיש לך אמון בהם לא אישר שהמפתח שייך לכתובת הזו
openpgp-sign = חתימה
openpgp-sign-hover = לחתום במפתח { $key } שלך, כדי שהנמענים יוכלו לוודא שההודעה באה ממך ולא שונתה
openpgp-encrypt = הצפנה
openpgp-encrypt-hover = להצפין למפתח של כל נמען ולמפתח שלך: רק לך ולנמענים תהיה אפשרות לקרוא את הטקסט והקבצים
openpgp-cannot-encrypt = כדי להצפין צריך מפתח שמיש לכל נמען:
openpgp-headers-readable = הנושא, הכתובות והתאריך נשארים קריאים לשרתי הדואר: רק הטקסט והקבצים מוצפנים.
openpgp-unsigned-because = ההודעה הזו תישלח בלי חתימה: { $reason }
openpgp-no-signer = ב־GnuPG שלך אין מפתח סודי { $key } שיכול לחתום, ולכן ההודעה הזו תישלח בלי חתימה. יש לבדוק את openpgp.key של החשבון הזה.
openpgp-recipient-lacks = { $address }: { $reason }
openpgp-key-of = מפתח { $key }, „{ $user }”
openpgp-use-key = שימוש במפתח הזה
openpgp-use-key-hover = להצפין מעכשיו עבור { $address } במפתח הזה, אף שאף אחד מהאנשים שיש לך אמון בהם לא אישר שהוא אכן שלו
openpgp-find-key = חיפוש מפתח
openpgp-find-key-hover = לבקש מ־{ $domain } דרך האינטרנט את המפתח של { $address } (Web Key Directory)
openpgp-found = המפתח { $key } של { $address } נמצא ונוסף למפתחות ה־GnuPG שלך.
openpgp-not-found = לא נמצא מפתח עבור { $address }.
openpgp-accept-failed = אי אפשר היה לשמור את בחירת המפתח: { $error }
openpgp-gnupg-missing = GnuPG אינו מותקן, ולכן ההודעה הזו תישלח בלי חתימה. כדי לחתום במפתח { $key } שלך יש להתקין את GnuPG.
step-while-held = בזמן ההמתנה לפני היציאה
openpgp-signer-refused = GnuPG לא יחתום במפתח { $key } שלך: { $reason }. שום דבר לא נשלח
blocker-cannot-encrypt = „הצפנה” מופעלת, אבל לא לכל הנמענים יש מפתח שאפשר להשתמש בו: יש לכבות את „הצפנה”, או להסיר את הנמענים האלה
openpgp-signer-cannot-encrypt = למפתח { $key } שלך אין חלק שיכול להצפין, ולכן אי אפשר להצפין הודעות (הן מוצפנות גם עבורך, כדי שאפשר יהיה לקרוא אותן בתיקיית „נשלח”).
