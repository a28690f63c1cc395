## Mailto Preview: Arabic (ar).
## Machine-assisted translation by the Mailto Preview developers; to be reviewed by native speakers.

## النافذة

window-heading = رابط يريد إرسال بريد إلكتروني
window-title = إرسال بريد إلكتروني إلى { $recipient }؟
window-title-more = إرسال بريد إلكتروني إلى { $recipient } و{ $more ->
        [zero] لا أحد غيره
        [one] شخص آخر
        [two] شخصين آخرين
        [few] { $more } أشخاص آخرين
        [many] { $more } شخصًا آخر
       *[other] { $more } شخص آخر
    }؟
window-title-none = إرسال بريد إلكتروني؟
window-title-unusable = رابط بريد غير صالح للاستخدام
window-waiting = في انتظار رابط البريد من النظام...
window-next-link = جارٍ فتح رابط البريد التالي...
unusable-heading = لا يمكن استخدام رابط البريد هذا

from-label = من:
from-account = { $name } <{ $address }> عبر { $server }
from-account-handoff = { $address } في { $server }
from-account-goa = { $name } <{ $address }> (حسابات الإنترنت في GNOME)
from-looking = البحث عن الحسابات في سطح المكتب هذا...
from-choose = اختيار المرسل...
from-you = أنت
from-hover = الحساب الذي يرسل هذه الرسالة
from-plaintext = تحذير: هذا الحساب يرسل دون تشفير
from-unchecked-certificate = تحذير: لا تُفحص شهادة الخادم، كما ضُبط هذا الحساب في حسابات الإنترنت: يستطيع أي أحد بينك وبين الخادم قراءة الرسالة أو تغييرها
config-broken = لا يمكن استخدام الإعدادات: { $error }

field-to = إلى
field-cc = نسخة
field-bcc = نسخة مخفية (Bcc)
field-subject = الموضوع
field-body = النص ({ $lines ->
        [zero] لا أسطر
        [one] سطر واحد
        [two] سطران
        [few] { $lines } أسطر
        [many] { $lines } سطرًا
       *[other] { $lines } سطر
    })
field-recipients-hint = name@example.org, ...
field-warning = تحذير: { $message }
field-changed = عُدِّل عمّا في الرابط: { $message }

ignored-heading = عناصر تم تجاهلها في الرابط ({ $count })
ignored-nothing = لا شيء: لم يضبط الرابط إلا الحقول التي يحق للرابط ضبطها.
original-link = الرابط الأصلي
copy-link = نسخ الرابط
exact-message = الرسالة كما ستُرسل بالضبط
handoff-receives = ما سيستلمه { $target }
settings-heading = الإعدادات
settings-resident = التشغيل مع جلستي والبقاء في الخلفية لتُفتح الروابط فورًا
settings-resident-hover = يضيف مُدخل تشغيل عند الدخول يبدأ Mailto Preview دون نافذة؛ نحو 30 MiB أثناء الانتظار

## الأزرار

action-send = إرسال
action-retry = إعادة المحاولة
action-open-in = فتح في { $target }
action-open-in-menu = فتح في...
action-cancel = إلغاء
action-save-draft = حفظ المسودة
action-copy-text = نسخ كنص
action-send-hover = إرسال هذه الرسالة الآن ({ $shortcut })
action-handoff-hover = تسليم هذه الرسالة الآن ({ $shortcut })
action-cancel-hover = إغلاق دون إرسال ({ $shortcut })
action-save-hover = الاحتفاظ بها في مجلد المسودات ({ $shortcut })
open-in-hover = تسليم هذه الرسالة، كما هي هنا، إلى بريد الويب أو برنامج بريد آخر
open-in-webmail = في متصفح الويب
open-in-programs = في برنامج بريد
open-in-none = (لا يوجد برنامج مثبّت)
unavailable = غير متاح: { $reason }
blocker-no-account = أعدّ حسابًا أولًا
blocker-no-recipient = أضف مستلمًا
blocker-invalid-address = صحّح العنوان غير الصالح أولًا
blocker-unfinished-address = أكمل أولًا العنوان الذي تكتبه
blocker-choose-sender = اختر من يرسل الرسالة (حقل «من»)
blocker-busy = الرسالة في طريقها
blocker-just-opened = لحظة...
handoff-note = ملاحظة: { $note }
section-open = مفتوح
section-closed = مغلق

## المفاتيح كما تُكتب على لوحات المفاتيح بهذه اللغة

key-ctrl = Ctrl
key-enter = Enter
key-esc = Esc
key-s = S
key-a = A
key-z = Z
key-shift = Shift
key-delete = Delete
shortcut = { $modifier }+{ $key }

## مربعات الحوار

discard-title = إهمال التغييرات؟
discard-question = لقد عدّلت هذه الرسالة. هل تريد الإغلاق دون إرسالها أو حفظها؟
discard = إهمال
discard-save = حفظ المسودة والإغلاق
discard-keep = متابعة التحرير
handoff-title = فتح في { $target }؟
back = رجوع

## ما حدث (سطر الحالة)

status-sending = جارٍ الإرسال: { $step }...
status-held = ستُرسل الرسالة بعد لحظات. للتراجع عن الإرسال اضغط «تراجع» (Ctrl+Z أو Esc).
status-undone = لم تُرسل: تراجعت عن الإرسال. الرسالة هنا كما كانت لتحريرها (وفي مجلد المسودات نسخة منها).
hold-countdown = الإرسال بعد { $seconds ->
        [zero] { $seconds } ث
        [one] { $seconds } ث
        [two] { $seconds } ث
        [few] { $seconds } ث
        [many] { $seconds } ث
       *[other] { $seconds } ث
    }
action-undo = تراجع
action-send-later = إرسال لاحقًا...
action-send-later-hover = اختر موعد الإرسال: حتى ذلك الحين تنتظر الرسالة في قائمة الانتظار مع نسخة من ملفاتها
later-in-an-hour = بعد ساعة
later-tomorrow = غدًا الساعة { $time }
later-monday = يوم الاثنين الساعة { $time }
later-choose = اختيار يوم ووقت...
later-day = اليوم
later-hour = الساعة
later-minute = الدقيقة
later-schedule = جدولة الإرسال
later-weekday = { $day ->
        [1] الاثنين
        [2] الثلاثاء
        [3] الأربعاء
        [4] الخميس
        [5] الجمعة
        [6] السبت
       *[7] الأحد
    }
later-month = { $month ->
        [1] يناير
        [2] فبراير
        [3] مارس
        [4] أبريل
        [5] مايو
        [6] يونيو
        [7] يوليو
        [8] أغسطس
        [9] سبتمبر
        [10] أكتوبر
        [11] نوفمبر
       *[12] ديسمبر
    }
later-date = { $weekday }، { $day } { $month } { $year }
later-date-time = { $date }، الساعة { $time }
later-goes = ستُرسل الرسالة يوم { $when }.
later-skipped = تُقدَّم الساعة في تلك الليلة، فلا وجود للوقت { $asked }: ستُرسل الرسالة الساعة { $time }.
later-repeated = تُؤخَّر الساعة في تلك الليلة، فيتكرر الوقت { $time } مرتين: ستُرسل الرسالة في المرة الأولى.
later-past = مضى هذا الوقت: اختر وقتًا لاحقًا
later-lost = توقف وضع الرسالة في قائمة الانتظار قبل أن يُعرف كيف انتهى: راجع mailto-preview queue
status-scheduling = جارٍ وضع الرسالة في قائمة الانتظار...
status-scheduled = جُدولت الرسالة للإرسال يوم { $when }. تنتظر الرسالة ونسخة من ملفاتها ({ $size }) في قائمة الانتظار؛ يمكنك إغلاق هذه النافذة.
status-scheduled-no-timer = جُدولت الرسالة للإرسال يوم { $when } ({ $size } محفوظة في قائمة الانتظار). لا شيء على هذا النظام يستطيع تشغيل Mailto Preview في ذلك الوقت، لذا لن تُرسل في موعدها إلا إذا كان Mailto Preview يعمل حينها، وإلا فستُرسل عند تشغيل Mailto Preview التالي دون رابط.
status-not-scheduled = لم تُجدول: { $error }
status-taking-back = جارٍ إخراج الرسالة من قائمة الانتظار...
status-not-taken-back = تبقى الرسالة في قائمة الانتظار: { $error }
status-taken-back = أُخرجت الرسالة من قائمة الانتظار، وهي هنا لتحريرها (وفي مجلد المسودات نسخة منها).
action-take-back = تحريرها مجددًا
action-take-back-hover = يُخرج الرسالة من قائمة الانتظار ويعيدها إلى هذه النافذة
action-close = إغلاق
action-send-when-online = إرسال عند الاتصال بالإنترنت
action-send-when-online-hover = يُبقي الرسالة في قائمة الانتظار ويرسلها تلقائيًا حالما يعود هذا الجهاز متصلًا بالإنترنت
status-waiting-online = في انتظار الاتصال بالشبكة: ستُرسل الرسالة تلقائيًا حالما يعود هذا الجهاز متصلًا بالإنترنت ({ $size } محفوظة في قائمة الانتظار). يمكنك إغلاق هذه النافذة.
action-undo-hover = يتراجع عن الإرسال: لا يُرسل شيء، وتبقى الرسالة هنا كما كانت لتحريرها ({ $shortcut })
status-sent = أُرسلت إلى { $count ->
        [zero] لا أحد
        [one] مستلم واحد
        [two] مستلمَين
        [few] { $count } مستلمين
        [many] { $count } مستلمًا
       *[other] { $count } مستلم
    }
status-sent-and = { $sent }؛ { $filing }
status-filing = جارٍ وضع النسخة في مجلد «المُرسَل»...
status-filed = النسخة الآن في { $folder }.
status-not-filed = لم توضع بعد في مجلد «المُرسَل»: { $error }. النسخة تنتظر؛ ولن تُرسل الرسالة مرة أخرى.
status-saving-to-server = حُفظت باسم { $path }؛ جارٍ وضعها في مجلد المسودات في صندوق بريدك...
status-saved-to-server = حُفظت باسم { $path } وفي { $folder } في صندوق بريدك
status-not-saved-to-server = حُفظت باسم { $path }، لكن ليس في مجلد المسودات في صندوق بريدك: { $error }
status-not-sent = لم تُرسل: { $error }
status-not-sent-saved = لم تُرسل: { $error }. الرسالة محفوظة باسم { $path }.
status-no-store = لا يوجد مكان لحفظ المسودة (لا يوجد مجلد بيانات)؛ لم تُرسل.
status-stopped-waiting = توقف انتظار الخادم. إن كان قد قبل الرسالة فقد تُسلَّم؛ وإلا فهي في مجلد المسودات (mailto-preview drafts).
status-saved = حُفظت باسم { $path }
status-not-saved = لم تُحفظ: { $error }
status-copied = نُسخت الرسالة كنص
status-saving = جارٍ حفظ المسودة...
attach-vanished = لم يعد { $path } موجودًا؛ أرفقه مرة أخرى أو أزِله
attach-changed = تغيّر { $path } بعد أن أرفقته؛ أرفقه مرة أخرى لإرساله كما هو الآن
attach-unreadable = تعذّرت قراءة { $path }: { $detail }
attach-reminder-words = مرفق, مرفقة, مرفقات, المرفق, المرفقة, المرفقات, ومرفق, ومرفقة, ومرفقات, والمرفق, والمرفقة, والمرفقات, بالمرفق, بالمرفقات, وبالمرفق, وبالمرفقات, للمرفقات, مرفقًا, مرفقاً, مرفقا, ومرفقًا, ومرفقاً, مُرفق, مُرفقة, مُرفقات, المُرفق, المُرفقة, المُرفقات, مُرفقًا, مُرفقاً, أرفقت, أرفقتُ, أرفقنا, وأرفقت, وأرفقنا, فأرفقت, فأرفقنا, فالمرفق, فالمرفقات, أرفقته, أرفقتها, أرفقتهما, أرفقناه, أرفقناها, ارفقت, ارفقنا, ارفقته, ارفقتها, أرفق, وأرفق, سأرفق, سنرفق, نرفق, ونرفق, إرفاق, بإرفاق, وإرفاق, ارفاق, بارفاق, تجدون طيه, تجدون طيّه, تجد طيه, تجد طيّه, ستجدون طيه, ستجد طيه, طيه نسخة, طيّه نسخة, الملف الملحق, الملفات الملحقة, ملحق بهذه الرسالة, ملحقة بهذه الرسالة
attach-reminder-not = مرفق عام, المرفق العام, مرفق صحي, المرفق الصحي, مرفق طبي, المرفق الطبي, مرفق رياضي, المرفق الرياضي, مرفق سياحي, المرفق السياحي, مرفق تعليمي, المرفق التعليمي, مرفق ترفيهي, مرفق حكومي, المرفق الحكومي, مرفق حيوي, مرفق خدمي, مرفق صناعي, المرفق الصناعي, مرفق تخزين, مرفق التخزين, مرفق إنتاج, مرفق الإنتاج, مرفق المياه, مرفق الكهرباء, مرفق النقل, مرفق الصرف الصحي, مرفق الائتمان, مرفق ائتماني, مرفق البيئة العالمية, مرفق الرعاية, مفصل المرفق, كسر المرفق, كسر في المرفق, ألم المرفق, ألم في المرفق, آلام المرفق, آلام في المرفق, التهاب المرفق, مرفق التنس, مرفق لاعب التنس, مرفق لاعب الغولف, إصابة المرفق, إصابة في المرفق, عظم المرفق, عظمة المرفق, ثني المرفق, المرفق الأيمن, المرفق الأيسر, أرفق بي, أرفق بنا, أرفق به, أرفق بها, أرفق بهم, أرفق بك, أرفق بكم, أرفق بنفسك, أرفق بنفسه, أرفق بالحيوان, أرفق بالناس, أرفق بالآخرين, أرفق بالأطفال, أرفق بالمرضى, أرفق بالضعفاء, أرفق من, أرفق الناس, بألم في المرفق, بألم المرفق, بآلام في المرفق, بآلام المرفق, بكسر في المرفق, بكسر المرفق, بالتهاب المرفق, بإصابة في المرفق
attach-button = إرفاق...
attach-button-hover = اختر ملفات لإرسالها مع الرسالة ({ $shortcut })؛ يمكنك أيضًا إفلاتها على النافذة. لا يمكن لرابط أن يرفق ملفًا أبدًا.
attach-total = { $count ->
        [zero] لا ملفات
        [one] ملف واحد، { $size }
        [two] ملفان، { $size }
        [few] { $count } ملفات، { $size }
        [many] { $count } ملفًا، { $size }
       *[other] { $count } ملف، { $size }
    }
attach-file = { $name } ({ $size }، { $kind })
attach-remove = إزالة
attach-remove-name = إزالة { $name }
attach-chooser-title = إرفاق ملفات
attach-chooser-accept = إرفاق
attach-no-chooser = لم يستجب أي منتقي ملفات ({ $detail }): ثبّت xdg-desktop-portal وبوابة سطح المكتب الذي تستخدمه، أو اكتب مسار الملف أدناه.
attach-chooser-failed = لم يعمل منتقي الملفات: { $detail }. يمكنك كتابة مسار الملف أدناه.
attach-path-label = الملف المراد إرفاقه:
attach-path-button = إرفاق
attach-ask-question = هل تريد إرفاق { $path }؟
attach-is-link = { $link } رابط رمزي إلى هذا الملف.
attach-ask-secret = إنه في { $place }، حيث تُحفظ المفاتيح وكلمات المرور وغيرها من الأسرار. لا ترفقه إلا إذا كنت تقصد إرساله.
attach-ask-hidden = إنه ملف مخفي: غالبًا ما تحوي هذه الملفات إعدادات أو أسرارًا. لا ترفقه إلا إذا كنت تقصد إرساله.
attach-ask-yes = إرفاقه
attach-ask-no = عدم الإرفاق
attach-not-attached = لم يُرفق: { $path }: { $why }
attach-dismiss = حسنًا
attach-refused-not-found = لا يوجد ملف كهذا
attach-refused-folder = إنه مجلد (أرفق الملفات التي فيه بدلًا منه)
attach-refused-device = إنه جهاز وليس ملفًا
attach-refused-pipe = إنه أنبوب أو مقبس وليس ملفًا
attach-refused-empty = إنه فارغ
attach-refused-unreadable = تتعذّر قراءته ({ $detail })
attach-from-link = إرفاق هذا الملف: { $path }
attach-from-link-hover = طلب الرابط هذا الملف. لا يُرفق إلا إذا ضغطت هنا، وبعد الفحوص نفسها التي يمر بها أي ملف ترفقه.
reminder-title = لا ملف مرفق
reminder-question = تشير الرسالة إلى مرفق، لكن لم يُرفق أي ملف.
reminder-send-anyway = المتابعة دون ملف
size-bytes = { $count ->
        [zero] { $count } بايت
        [one] بايت واحد
        [two] بايتان
        [few] { $count } بايتات
        [many] { $count } بايتًا
       *[other] { $count } بايت
    }
size-kb = { $size } ك.بايت
size-mb = { $size } م.بايت
size-gb = { $size } ج.بايت
number-decimal-separator = .
status-handing-over = جارٍ الفتح في { $target }...
status-body-on-clipboard = فُتحت في { $target }. كان النص أطول من أن يُسلَّم، وهو في الحافظة: الصقه هناك، ثم أغلق هذه النافذة.
status-not-handed-over-saved = لم تُسلَّم: { $error }. الرسالة محفوظة باسم { $path }.
status-not-handed-over-unsaved = لم تُسلَّم: { $error }. ولم يمكن حفظها ({ $why }): انسخها كنص.
status-account-saved = حُفظ الحساب في { $path }
status-signed-in = تم تسجيل الدخول. اضغط «إعادة المحاولة» لإرسال الرسالة.
status-not-signed-in = لم يتم تسجيل الدخول: { $error }
status-login-entry-on = كُتب { $path }: يبدأ Mailto Preview في الخلفية عند تسجيل الدخول
status-login-entry-off = أُزيل { $path }: لم يعد Mailto Preview يبدأ عند تسجيل الدخول
status-login-entry-none = لم يكن Mailto Preview يبدأ عند تسجيل الدخول؛ لا شيء لإزالته
status-not-changed = لم يتغير: { $error }

step-password = الحصول على كلمة المرور
step-resolving = البحث عن الخادم
step-connecting = الاتصال بالخادم
step-securing = تأمين الاتصال
step-logging-in = تسجيل الدخول
step-sending = إرسال الرسالة
step-filing = وضع نسخة في مجلد «المُرسَل»
step-while-password = أثناء الحصول على كلمة المرور
step-while-resolving = أثناء البحث عن الخادم
step-while-connecting = أثناء الاتصال بالخادم
step-while-securing = أثناء تأمين الاتصال
step-while-logging-in = أثناء تسجيل الدخول
step-while-sending = أثناء إرسال الرسالة
step-while-filing = أثناء وضع نسخة في مجلد «المُرسَل»

## تسجيل الدخول

sign-in-to = تسجيل الدخول إلى { $issuer }
sign-in-to-hover = يفتح صفحة تسجيل الدخول في متصفحك
sign-in-on = سجّل الدخول إلى { $host } في متصفحك...
sign-in-opening = جارٍ فتح متصفحك...
stop = إيقاف

## التشغيل الأول: إعداد حساب

setup-intro = لم يُعدّ أي حساب بعد. أضف حسابًا هنا؛ الرسالة أدناه تنتظر ولن تضيع.
setup-found-heading = وُجد على هذا الحاسوب:
setup-use-found = { $address } ({ $program })
setup-use-found-hover = يملأ النموذج بهذه الإعدادات من { $program }؛ اكتب كلمة السر، ثم احفظ الحساب
setup-email = البريد الإلكتروني
setup-name = الاسم
setup-name-hint = اسمك
setup-find = البحث عن خادمي
setup-find-hover = يبحث عن الخادم انطلاقًا من العنوان: قائمة مزوّدين مدمجة أولًا، ثم إعدادات نطاقك نفسه
setup-finding = جارٍ البحث عن الخادم...
setup-ispdb = الاستعانة بقاعدة بيانات Thunderbird أيضًا
setup-ispdb-hover = يُخبر خادم Thunderbird بالنطاق الذي ينتمي إليه عنوانك
setup-found = عُثر عليه: { $host } المنفذ { $port }، { $security } (من { $source }).
setup-found-mailbox = صندوق بريدك: { $host } المنفذ { $port }، { $security }. تذهب نسخة مما ترسله إلى مجلد «المُرسَل» فيه، ما لم يضعها مزوّدك هناك بنفسه.
setup-sign-in-with = تسجيل الدخول باستخدام:
setup-password = كلمة المرور
setup-show = إظهار
setup-provider-account = حساب { $provider }
setup-password-command = أمر كلمة المرور
setup-app-password = يحتاج هذا المزوّد إلى كلمة مرور تطبيق، لا إلى كلمة المرور التي تسجّل بها الدخول إلى موقعه.
setup-app-password-help = كيف تنشئ كلمة مرور تطبيق
setup-open-yourself = { $error }: افتح { $url } بنفسك
setup-keyring = تُحفظ في حافظة مفاتيح النظام، ولا تُكتب أبدًا في ملف الإعدادات.
setup-no-client = لا يستطيع هذا الإصدار من Mailto Preview تسجيل الدخول باستخدام { $provider } بنفسه (فقد بُني دون معرّف عميل لدى { $provider }). بدلًا من ذلك:
setup-use-app-password = استخدام كلمة مرور تطبيق
setup-add-in-online-accounts = إضافته في حسابات الإنترنت
setup-add-in-online-accounts-hover = يفتح إعدادات GNOME على حسابات الإنترنت. بعد أن تضيف الحساب هناك، ترسل هذه النافذة من خلاله دون أن تحتاج إلى إعداد أي شيء هنا.
setup-token-command-instead = أو اضبط أمر الرمز في ملف الإعدادات (راجع «Sign in with OAuth 2.0» في README).
setup-own-client-none = إن كنت قد سجّلت Mailto Preview لدى { $provider } بنفسك، فأدخل معرّف العميل هنا
setup-client-id = معرّف العميل
setup-own-client = معرّف عميل خاص بك لدى { $provider } (اتركه فارغًا لاستخدام معرّف هذا الإصدار)
setup-client-secret = سرّ العميل
setup-client-secret-google = تعطيك Google واحدًا مع معرّف العميل
setup-client-secret-other = فقط إن أعطاك المزوّد واحدًا
setup-sign-in-button = تسجيل الدخول باستخدام { $provider }
setup-the-provider = المزوّد
setup-signed-in-short = تم تسجيل الدخول.
setup-advanced = متقدم: إعدادات الخادم وأمر كلمة المرور
setup-server = الخادم
setup-port = المنفذ
setup-username = اسم المستخدم
setup-security = الأمان
setup-imap-server = خادم صندوق البريد (IMAP)
setup-imap-port = منفذ صندوق البريد
setup-security-none = بلا (هذا الجهاز فقط)
setup-test = اختبار الاتصال
setup-test-hover = يسجّل الدخول دون إرسال أي شيء
setup-save = حفظ الحساب
setup-or-handoff = أو تابع كتابة بريدك حيث تكتبه الآن: تتحقق هذه النافذة من كل رسالة، ثم تسلّمها.
setup-webmail = أكتب بريدي في المتصفح:
setup-programs = أستخدم برنامج بريد آخر:
security-tls = TLS
security-starttls = STARTTLS
security-none = غير مشفّر

form-not-found = لم يُعثر على خادم لـ { $email }: أدخله في إعدادات الخادم (صفحات المساعدة لدى مزوّدك تذكره).
form-signed-in = تم تسجيل الدخول. احفظ الحساب لترسل به.
form-testing = جارٍ الاختبار...
form-saving = جارٍ حفظ الحساب...
form-tested = تم الاتصال{ $encrypted ->
        [yes] {" "}بتشفير
       *[no] {" "}(دون تشفير)
    } وتسجيل الدخول؛ يقدّم الخادم: { $offers }
form-bad-port = يجب أن يكون المنفذ رقمًا من 1 إلى 65535 (587 أو 465 لدى معظم المزوّدين).
form-quoted-command = يُقسم أمر كلمة المرور عند المسافات ولا يقبل علامات الاقتباس: لوسيطة فيها مسافات، اكتب password.command في ملف الإعدادات كقائمة.
form-type-password = اكتب كلمة المرور أولًا.
form-sign-in-first = سجّل الدخول أولًا، ثم احفظ.
form-sign-in-changed = تغيّر العنوان أو اسم المستخدم أو معرّف العميل منذ تسجيل دخولك: سجّل الدخول مرة أخرى، ثم احفظ.
form-only-smtp = لا يمكن اختبار إلا حسابات SMTP.
form-bad-address = عنوان البريد غير صالح للاستخدام: { $why }.
form-keyring = { $error }. يمكنك تحت «متقدم» تحديد أمر لكلمة المرور بدلًا من ذلك.

## ما وجده البرنامج في الرابط: إصلاحات وقراءات (تظهر بجانب الحقل)

finding-trimmed = أُزيل { $count ->
        [zero] { $count } محرف
        [one] محرف واحد
        [two] محرفان
        [few] { $count } محارف
        [many] { $count } محرفًا
       *[other] { $count } محرف
    } من المسافات أو محارف التحكم حول الرابط
finding-fragment = تم تجاهل «#{ $fragment }» بعد '#': رابط mailto ليس له جزء (fragment)، فهو ليس من الرسالة
finding-url-slashes = أُزيل «{ $slashes }» بعد «mailto:»: رابط mailto ليس عنوان ويب، والعنوان يلي النقطتين مباشرة
finding-html-amp = قُرئ «{ $given }» على أنه «{ $name }»: كتبت الصفحة '&' بين الحقول «&amp;» مرة زائدة{ $times ->
        [1] {""}
        [zero] { " " }({ $times } مرة)
        [two] { " " }(مرتان)
        [few] { " " }({ $times } مرات)
        [many] { " " }({ $times } مرة)
       *[other] { " " }({ $times } مرة)
    }
finding-form-plus = { $times ->
        [zero] قُرئت { $times } علامة '+' على أنها مسافات
        [one] قُرئت علامة '+' واحدة على أنها مسافة
        [two] قُرئت علامتا '+' على أنهما مسافتان
        [few] قُرئت { $times } علامات '+' على أنها مسافات
        [many] قُرئت { $times } علامةً '+' على أنها مسافات
       *[other] قُرئت { $times } علامة '+' على أنها مسافات
    }: الرابط آتٍ من نموذج ويب، يكتب المسافة '+' وعلامة الجمع %2B
finding-form-body = النص هو حقول نموذج ويب مرمّزة لخادم ويب؛ يظهر كل حقل في سطر «الاسم=القيمة»
finding-empty-hfield = تم تجاهل hfield فارغ ('?' أو '&' زائد){ $times ->
        [1] {""}
        [zero] { " " }({ $times } مرة)
        [two] { " " }(مرتان)
        [few] { " " }({ $times } مرات)
        [many] { " " }({ $times } مرة)
       *[other] { " " }({ $times } مرة)
    }
finding-hfield-ignored = تم تجاهل «{ $hfield }»: يحتاج hfield إلى اسم و'=' ليكون له معنى{ $times ->
        [1] {""}
        [zero] { " " }({ $times } مرة)
        [two] { " " }(مرتان)
        [few] { " " }({ $times } مرات)
        [many] { " " }({ $times } مرة)
       *[other] { " " }({ $times } مرة)
    }
finding-header-repeated = يذكر الرابط { $name } { $count ->
        [zero] { $count } مرة
        [one] مرة واحدة
        [two] مرتين
        [few] { $count } مرات
        [many] { $count } مرةً
       *[other] { $count } مرة
    }؛ كل القيم معروضة
finding-encoded-separator = يخفي الرابط فاصلًا: «{ $looks-like }» يبدو عنوانًا واحدًا، لكن ',' أو ';' المرمّزة فيه (%2C، %3B) تجعله { $count ->
        [zero] { $count } مستلم
        [one] مستلمًا واحدًا
        [two] مستلمَين اثنين
        [few] { $count } مستلمين
        [many] { $count } مستلمًا
       *[other] { $count } مستلم
    }: { $recipients }
finding-addresses-joined = يذكر الرابط { $field } { $count ->
        [zero] { $count } مرة
        [one] مرة واحدة
        [two] مرتين
        [few] { $count } مرات
        [many] { $count } مرةً
       *[other] { $count } مرة
    }؛ تُستخدم كل عناوينه
finding-empty-value = تم تجاهل قيمة فارغة لـ { $field }{ $times ->
        [1] {""}
        [zero] { " " }({ $times } مرة)
        [two] { " " }(مرتان)
        [few] { " " }({ $times } مرات)
        [many] { " " }({ $times } مرة)
       *[other] { " " }({ $times } مرة)
    }
finding-subjects = في الرابط { $count ->
        [zero] { $count } موضوع
        [one] موضوع واحد
        [two] موضوعان
        [few] { $count } مواضيع
        [many] { $count } موضوعًا
       *[other] { $count } موضوع
    }؛ يُستخدم الأخير
finding-bodies = في الرابط { $count ->
        [zero] { $count } قيمة
        [one] قيمة واحدة
        [two] قيمتان
        [few] { $count } قيم
        [many] { $count } قيمةً
       *[other] { $count } قيمة
    } للنص؛ تُضم بفواصل أسطر
finding-invalid-address = «{ $address }» ليس عنوانًا صالحًا للاستخدام: { $problem }
finding-smtputf8 = في الجزء المحلي من { $address } محارف غير ASCII: يحتاج الإرسال إلى خادم يدعم SMTPUTF8
finding-international-domain = يُرسل النطاق { $domain } على الصورة { $ascii }
finding-semicolons = العناوين مفصولة بـ ';' (عادة من Outlook؛ الفاصل القياسي ','): قُرئت { $count ->
        [zero] { $count } عنوان
        [one] عنوانًا واحدًا
        [two] عنوانين
        [few] { $count } عناوين
        [many] { $count } عنوانًا
       *[other] { $count } عنوان
    }
finding-empty-entries = { $count ->
        [zero] لم يكن في القائمة مُدخلات فارغة
        [one] كان في القائمة مُدخل فارغ واحد؛ تم تجاهله
        [two] كان في القائمة مُدخلان فارغان؛ تم تجاهلهما
        [few] كان في القائمة { $count } مُدخلات فارغة؛ تم تجاهلها
        [many] كان في القائمة { $count } مُدخلًا فارغًا؛ تم تجاهلها
       *[other] كان في القائمة { $count } مُدخل فارغ؛ تم تجاهلها
    }
finding-comment = تم تجاهل التعليق { $comment } في «{ $address }»
finding-name-controls = { $count ->
        [zero] لم يحتوِ اسم العرض لـ { $address } على محارف تحكم
        [one] احتوى اسم العرض لـ { $address } على محرف تحكم واحد (قد يكون فاصل سطر)، وهو معروض بصيغة %HH
        [two] احتوى اسم العرض لـ { $address } على محرفَي تحكم (ومنها فواصل الأسطر)، وهما معروضان بصيغة %HH
        [few] احتوى اسم العرض لـ { $address } على { $count } محارف تحكم (ومنها فواصل الأسطر)، وهي معروضة بصيغة %HH
        [many] احتوى اسم العرض لـ { $address } على { $count } محرفَ تحكم (ومنها فواصل الأسطر)، وهي معروضة بصيغة %HH
       *[other] احتوى اسم العرض لـ { $address } على { $count } محرف تحكم (ومنها فواصل الأسطر)، وهي معروضة بصيغة %HH
    }
finding-alt-address = يذكر الرابط العنوان البديل { $alt } (alt-address حسب RFC 5335)؛ لا يُستخدم
finding-references-moved = يذكر References الرسالة التي يُرد عليها، { $parent }، لكن ليس في آخره (وحده)؛ وضعت الآن مرة واحدة في النهاية (RFC 5322 §3.6.4)
finding-references-added = لا ينتهي References بالرسالة التي يُرد عليها؛ أُضيفت { $parent } في النهاية (RFC 5322 §3.6.4)
finding-references-set = يذكر الرابط In-Reply-To دون References صالح؛ ضُبط References على { $parent } ليُصنَّف الرد تحت رسالته (RFC 5322 §3.6.4)
finding-in-reply-to-trimmed = يذكر In-Reply-To { $count ->
        [zero] { $count } رسالة
        [one] رسالة واحدة
        [two] رسالتين
        [few] { $count } رسائل
        [many] { $count } رسالةً
       *[other] { $count } رسالة
    }؛ بقيت أول رسالة صالحة فقط، { $first }: الرد يجيب رسالة واحدة
finding-invalid-percent = بقي '%' غير متبوع برقمين ست عشريين '%' حرفيًا{ $times ->
        [1] {""}
        [zero] { " " }({ $times } مرة)
        [two] { " " }(مرتان)
        [few] { " " }({ $times } مرات)
        [many] { " " }({ $times } مرة)
       *[other] { " " }({ $times } مرة)
    }
finding-invalid-utf8 = البايتات المفكوكة من ترميز النسبة المئوية التي ليست UTF-8 تظهر بصورة �{ $times ->
        [1] {""}
        [zero] { " " }({ $times } مرة)
        [two] { " " }(مرتان)
        [few] { " " }({ $times } مرات)
        [many] { " " }({ $times } مرة)
       *[other] { " " }({ $times } مرة)
    }
finding-legacy-charset = النص ليس بترميز UTF-8: قُرئ على أنه { $charset }، وهو الترميز القديم الذي كُتب به على الأرجح
finding-line-break = أُزيل فاصل سطر، لأن هذا الحقل سطر واحد{ $times ->
        [1] {""}
        [zero] { " " }({ $times } مرة)
        [two] { " " }(مرتان)
        [few] { " " }({ $times } مرات)
        [many] { " " }({ $times } مرة)
       *[other] { " " }({ $times } مرة)
    }
finding-control = استُبدل محرف تحكم بصيغته المرئية %HH{ $times ->
        [1] {""}
        [zero] { " " }({ $times } مرة)
        [two] { " " }(مرتان)
        [few] { " " }({ $times } مرات)
        [many] { " " }({ $times } مرة)
       *[other] { " " }({ $times } مرة)
    }
finding-encoded-word = فُكّت كلمات MIME المرمّزة (RFC 2047){ $times ->
        [1] {""}
        [zero] { " " }({ $times } مرة)
        [two] { " " }(مرتان)
        [few] { " " }({ $times } مرات)
        [many] { " " }({ $times } مرة)
       *[other] { " " }({ $times } مرة)
    }
finding-encoded-word-invalid = تعذّر فك نص يشبه كلمة MIME مرمّزة، فهو معروض كما كُتب{ $times ->
        [1] {""}
        [zero] { " " }({ $times } مرة)
        [two] { " " }(مرتان)
        [few] { " " }({ $times } مرات)
        [many] { " " }({ $times } مرة)
       *[other] { " " }({ $times } مرة)
    }

## لماذا لا يمكن استخدام عنوان

address-one-only = يجب أن يكون عنوانًا واحدًا بالضبط
address-unclosed-angle = لا يوجد '>' مطابق لـ '<'
address-text-after-angle = يوجد نص بعد '>' الختامي
address-bad-alt = '<' داخل العنوان ليس alt-address
address-hidden-character = يحتوي على المحرف الخفي { $character }، الذي قد يجعله يبدو عنوانًا آخر
address-unclosed-quote = جزء محلي بين علامتي اقتباس ينقصه علامة الاقتباس الختامية
address-no-at = لا يحتوي على '@'
address-empty-local = الجزء قبل '@' فارغ
address-empty-domain = النطاق بعد '@' فارغ
address-local-too-long = الجزء قبل '@' أطول من { $max ->
        [zero] { $max } بايت
        [one] بايت واحد
        [two] بايتين
        [few] { $max } بايتات
        [many] { $max } بايتًا
       *[other] { $max } بايت
    }
address-quoted-control = جزء محلي بين علامتي اقتباس يحتوي على مسافة جدولة أو محرف تحكم
address-quoted-quote = يجب تهريب '"' داخل جزء محلي بين علامتي اقتباس على الصورة \"
address-dots = في بداية الجزء قبل '@' أو نهايته نقطة، أو فيه نقطتان متتاليتان
address-white-space = في الجزء قبل '@' مسافة (ضعه بين علامتي اقتباس أو احذفها)
address-needs-quoting = في الجزء قبل '@' المحرف { $character }، الذي يحتاج إلى علامتي اقتباس
address-unclosed-literal = ينقص حرفيَّ النطاق ']' الختامي
address-bad-literal = يحتوي حرفيّ النطاق على محارف غير مسموح بها
address-bad-domain = «{ $domain }» ليس اسم نطاق صالحًا (UTS 46: تسميات من حروف وأرقام وشرطات، بلا تسمية فارغة، وبحد أقصى 63 بايت للتسمية)
address-lettre-refuses = ترفضه مكتبة البريد ({ $detail })

message-id-empty = فارغ
message-id-form = «{ $id }» ليس معرّف رسالة على الصورة <id@host>
message-id-no-at = لا يحتوي «{ $id }» على '@'
message-id-invalid = «{ $id }» ليس معرّف رسالة صالحًا

## لماذا لم يُستخدم حقل من الرابط

drop-originator = لا يمكن لرابط أن يحدد مرسل البريد أو وقت كتابته: هذا البرنامج يضبط المرسل والتاريخ ومعرّف الرسالة بنفسه دائمًا (RFC 6068 §3)
drop-routing = حقول التوجيه والتتبع تضبطها خوادم البريد، لا الروابط أبدًا (RFC 6068 §3)
drop-mime = الرسالة دائمًا نص UTF-8 عادي؛ لا يستطيع رابط تغيير بنية MIME أو ترميزها (RFC 6068 §2، §3)
drop-attachment = لا يستطيع رابط إرفاق ملفات؛ لم يُقرأ شيء من القرص
drop-client-control = تعليمة لبرنامج البريد (مثل الإرسال فورًا أو حفظ نسخة أو الأولوية أو نص HTML) لا يقبلها هذا البرنامج من رابط أبدًا
drop-unknown = ليس حقلًا يحق للرابط ضبطه: الحقول المجهولة قد تضيف ترويسات لن تراها (RFC 6068 §3، §4)
drop-malformed = القيمة غير صالحة للاستخدام: { $why }
drop-repeated = يضبط الرابط هذا الحقل أكثر من مرة؛ تُستخدم القيمة الأخيرة فقط

## تحذيرات وملاحظات عن الرسالة

notice-hidden-recipient = { $count ->
        [zero] يضيف الرابط مستلمين مخفيين (Bcc) لن يراهم بقية المستلمين: { $names }
        [one] يضيف الرابط مستلمًا مخفيًا (Bcc) لن يراه بقية المستلمين: { $names }
        [two] يضيف الرابط مستلمَين مخفيَّين (Bcc) لن يراهما بقية المستلمين: { $names }
        [few] يضيف الرابط { $count } مستلمين مخفيين (Bcc) لن يراهم بقية المستلمين: { $names }
        [many] يضيف الرابط { $count } مستلمًا مخفيًا (Bcc) لن يراهم بقية المستلمين: { $names }
       *[other] يضيف الرابط { $count } مستلم مخفي (Bcc) لن يراهم بقية المستلمين: { $names }
    }
notice-many-recipients = تذهب الرسالة إلى { $count ->
        [zero] { $count } مستلم
        [one] مستلم واحد
        [two] مستلمَين اثنين
        [few] { $count } مستلمين
        [many] { $count } مستلمًا
       *[other] { $count } مستلم
    }
notice-invalid-address = لا يمكن الإرسال إلى «{ $address }»: { $problem }
notice-numeric-recipient = «{ $text }» أرقام فقط، مثل منفذ أو رقم هاتف، وليس عنوانًا
notice-display-name-address = الاسم «{ $name }» يبدو عنوانًا، لكن البريد يذهب إلى { $address }
notice-name-mixed-script = الاسم «{ $name }» يخلط أنظمة كتابة في الكلمة «{ $word }»، التي تبدو مثل «{ $looks-like }» مكتوبةً بحروف لاتينية: البريد يذهب إلى { $address }
notice-local-part-address = العنوان { $address } يبدأ بالعنوان { $shown }، لكن البريد يذهب إلى النطاق { $domain }
notice-smtputf8 = في الجزء المحلي من { $address } محارف غير ASCII: لا يمكن إرساله إلا عبر خادم يدعم SMTPUTF8
notice-international-domain = يُرسل { $address } على الصورة { $ascii }
notice-label-symbols = تسمية النطاق «{ $label }» تحتوي على محارف لا تُستخدم في الأسماء: قد تنتحل صفة نطاق آخر؛ البريد يذهب إلى { $ascii }
notice-mixed-script = تسمية النطاق «{ $label }» تخلط أنظمة كتابة: قد تنتحل صفة نطاق آخر؛ البريد يذهب إلى { $ascii }
notice-mixed-script-looks-like = تسمية النطاق «{ $label }» تخلط أنظمة كتابة، وتبدو مثل «{ $looks-like }» مكتوبًا بحروف لاتينية: قد تنتحل صفة نطاق آخر؛ البريد يذهب إلى { $ascii }
notice-confusable-domain = تسمية النطاق «{ $label }» مكتوبة بخط آخر، وتبدو مثل «{ $looks-like }» مكتوبًا بحروف لاتينية: البريد يذهب إلى { $ascii }، لا إلى ذلك النطاق
notice-top-domain = النطاق { $domain } يشبه { $top }، لكنه نطاق آخر: البريد يذهب إلى { $ascii }
domain-known-button = أعرف هذا النطاق
domain-known-hover = أنت تراسل { $domain } فعلًا: إيقاف التحذير من أنه يشبه نطاقًا آخر، هنا وفي النوافذ اللاحقة، وعرض عناوينه في الاقتراحات من جديد
notice-local-symbols = الجزء قبل '@' في { $address } يحتوي على رموز ليست حروفًا، ويبدو مثل «{ $looks-like }»: البريد يذهب إلى صندوق بريد آخر
notice-local-mixed-script = الجزء قبل '@' في { $address } يخلط أنظمة كتابة: قد ينتحل صفة عنوان آخر
notice-local-mixed-script-looks-like = الجزء قبل '@' في { $address } يخلط أنظمة كتابة، ويبدو مثل «{ $looks-like }» مكتوبًا بحروف لاتينية: البريد يذهب إلى صندوق بريد آخر
notice-local-confusable = الجزء قبل '@' في { $address } يبدو مثل «{ $looks-like }» مكتوبًا بحروف لاتينية، لكنه مكتوب بمحارف أخرى: البريد يذهب إلى صندوق بريد آخر
notice-local-compatibility = الجزء قبل '@' في { $address } مكتوب بأشكال خاصة من الحروف (مثل الحروف كاملة العرض أو الرياضية)، ويُقرأ «{ $looks-like }»: البريد يذهب إلى صندوق بريد آخر
notice-idna-deviation = يحتوي النطاق { $domain } على { $characters }، التي تقرؤها البرامج القديمة (IDNA2003) بشكل مختلف: فترسل إلى { $other }؛ أما هذا البرنامج فيرسل إلى { $ascii }
notice-bidi-control = يحتوي على محارف تعكس اتجاه النص، فقد يختلف النص المعروض عمّا هو مكتوب فعلًا: { $text }
notice-direction-mark = يحتوي على علامات اتجاه، تضع علامات الترقيم والأرقام بجانب النص المكتوب من اليمين إلى اليسار: { $text }
notice-invisible = يحتوي على محارف غير مرئية: { $text }
notice-blank-lines = { $blank ->
        [zero] { $blank } سطر فارغ يدفع بقية النص إلى السطر { $line }: مرّر للأسفل لتقرأ النص كله
        [one] سطر فارغ واحد يدفع بقية النص إلى السطر { $line }: مرّر للأسفل لتقرأ النص كله
        [two] سطران فارغان يدفعان بقية النص إلى السطر { $line }: مرّر للأسفل لتقرأ النص كله
        [few] { $blank } أسطر فارغة تدفع بقية النص إلى السطر { $line }: مرّر للأسفل لتقرأ النص كله
        [many] { $blank } سطرًا فارغًا تدفع بقية النص إلى السطر { $line }: مرّر للأسفل لتقرأ النص كله
       *[other] { $blank } سطر فارغ تدفع بقية النص إلى السطر { $line }: مرّر للأسفل لتقرأ النص كله
    }
notice-indent = { $spaces ->
        [zero] في بداية السطر { $line } { $spaces } مسافة تدفع نصه خارج مجال الرؤية
        [one] في بداية السطر { $line } مسافة واحدة تدفع نصه خارج مجال الرؤية
        [two] في بداية السطر { $line } مسافتان تدفعان نصه خارج مجال الرؤية
        [few] في بداية السطر { $line } { $spaces } مسافات تدفع نصه خارج مجال الرؤية
        [many] في بداية السطر { $line } { $spaces } مسافةً تدفع نصه خارج مجال الرؤية
       *[other] في بداية السطر { $line } { $spaces } مسافة تدفع نصه خارج مجال الرؤية
    }

## لماذا لا يمكن بناء الرسالة

message-no-recipients = ليس للرسالة مستلمون: أضف عنوانًا في «إلى» أو «نسخة» أو «نسخة مخفية»
message-no-sender = ليس للحساب «{ $account }» عنوان بريد يُرسل منه: أضف إليه email = "..."
message-invalid-recipient = لا يمكن استخدام عنوان { $field } «{ $address }»: { $problem }؛ صحّحه قبل الإرسال
message-invalid-sender = المرسل «{ $sender }» غير صالح للاستخدام: { $problem }؛ اضبط بريد الحساب على عنوان واحد مثل me@example.net
message-unsafe-header = يحتوي { $field } على فاصل سطر أو محرف تحكم قد يضيف ترويسات مخفية؛ احذفه
message-build = تعذّر بناء الرسالة: { $detail }

## لماذا لم تُرسل الرسالة

send-host-not-found = لم يُعثر على خادم البريد { $host }: تحقق من host في الإعدادات ومن اتصالك بالشبكة
send-connection-refused = رفض خادم البريد { $host }:{ $port } الاتصال: تحقق من host وport وsecurity في الإعدادات
send-timed-out = لم يُجب خادم البريد { $host } خلال { $seconds ->
        [zero] { $seconds } ثانية
        [one] ثانية واحدة
        [two] ثانيتين
        [few] { $seconds } ثوانٍ
        [many] { $seconds } ثانيةً
       *[other] { $seconds } ثانية
    } { $step }: حاول لاحقًا، أو زِد timeout في الإعدادات
send-tls = فشل الاتصال الآمن بـ { $host }: { $detail }
send-no-starttls = لا يقدّم خادم البريد { $host } STARTTLS، فلا يمكن تشفير الاتصال: استخدم security = "tls" (عادة المنفذ 465)، أو اسأل مزوّدك
send-auth-rejected = رفض خادم البريد تسجيل دخول { $user } ({ $reply }): تحقق من اسم المستخدم ومصدر كلمة المرور في الإعدادات
send-auth-unsupported = لا يقدّم خادم البريد { $host } طريقة دخول يدعمها هذا البرنامج ({ $methods })؛ تحقق من host وsecurity
send-sign-in-rejected = لم يقبل خادم البريد { $host } تسجيل دخول { $user }: { $advice }
send-sign-in-rejected-reply = لم يقبل خادم البريد { $host } تسجيل دخول { $user } ({ $reply }): { $advice }
send-advice-sign-in-again = سجّل الدخول مرة أخرى («تسجيل الدخول» في النافذة، أو `mailto-preview config sign-in`)؛ إن قال رد الخادم إن تسجيل الدخول عبر SMTP معطّل، فعلى مدير صندوق البريد تفعيل SMTP AUTH له
send-advice-fresh-token = سجّل الدخول مرة أخرى (احصل على رمز جديد من oauth2.token-command)؛ إن قال رد الخادم إن تسجيل الدخول عبر SMTP معطّل، فعلى مدير صندوق البريد تفعيل SMTP AUTH له
send-recipient-rejected = رفض خادم البريد المستلم { $address } ({ $reply }): صحّح العنوان وأرسل مرة أخرى
send-sender-rejected = رفض خادم البريد المرسل { $address } ({ $reply }): يجب أن يكون بريد الحساب عنوانًا يحق لهذا الدخول الإرسال منه
send-message-rejected = رفض خادم البريد الرسالة ({ $reply })
send-temporarily-unavailable = لا يستطيع خادم البريد قبول الرسالة الآن ({ $reply }): إنها محفوظة؛ حاول لاحقًا
send-no-smtputf8 = لا يدعم خادم البريد { $host } SMTPUTF8، الذي يحتاجه العنوان { $address }: استخدم عنوان ASCII له، أو خادمًا آخر
send-connection = انقطع الاتصال بـ { $host } { $step } ({ $detail }): ربما لم تُسلَّم الرسالة؛ إنها محفوظة، حاول مرة أخرى
send-hands-over = الحساب «{ $account }» لا يرسل البريد بنفسه، بل يسلّم الرسائل إلى { $target }: اختر حسابًا له خادم، أو استخدم «فتح في»
send-no-account = لم يعد الحساب «{ $account }» موجودًا في الإعدادات: أضفه من جديد، أو استرجع الرسالة بـ mailto-preview queue --cancel وأرسلها من حساب آخر
send-sendmail = فشل { $program }: { $detail }
send-envelope = لا يمكن استخدام العنوان { $address } في المغلّف: { $detail }
deliver-not-saved = تعذّر حفظ الرسالة قبل الإرسال، فلم تُرسل: { $error }
deliver-not-sent = { $error } (الرسالة محفوظة باسم { $path })
deliver-undone = تراجعت عن الإرسال قبل أن يُرسل أي شيء؛ الرسالة محفوظة باسم { $path }
deliver-interrupted = توقف الإرسال فجأة، فلا يُعرف إن كان الخادم قد استلم الرسالة؛ إنها محفوظة باسم { $path }: تحقق من مجلد «المُرسَل» قبل إرسالها مرة أخرى

## النسخة في مجلد «المُرسَل» في صندوق البريد (IMAP)

filing-filed = ونسخة منها في { $folder }
filing-by-provider = ومزوّدك يحتفظ بالنسخة في «المُرسَل»
filing-failed = لكن النسخة لم توضع في مجلد «المُرسَل»: { $error }. لم تُرسل الرسالة مرتين؛ النسخة تنتظر وستُودع عند الضغط على «إعادة محاولة الإيداع» أو بعد إرسال الرسالة التالية عبر هذا الحساب
filing-retry = إعادة محاولة الإيداع
filing-retry-hover = يضع النسخة في مجلد «المُرسَل»؛ لن تُرسل الرسالة مرة أخرى
filing-unreadable = لا يمكن قراءة النسخة التي تنتظر الإيداع: { $detail }
filing-no-account = الحساب «{ $account }» الذي أرسلها ليس في الإعدادات، أو ليس فيه جدول [imap]: أعد إضافته، أو احذف النسخة من مجلد النسخ غير المودعة
file-no-mailbox = ليس للحساب «{ $account }» صندوق بريد: أضف جدول [accounts.{ $account }.imap] فيه خادمه (host)
file-host-not-found = لم يُعثر على خادم صندوق البريد { $host }: تحقق من imap.host في الإعدادات ومن اتصالك بالشبكة
file-connection-refused = رفض خادم صندوق البريد { $host }:{ $port } الاتصال: تحقق من imap.host وimap.port وimap.security في الإعدادات
file-timed-out = لم يُجب خادم صندوق البريد { $host } خلال { $seconds ->
        [zero] { $seconds } ثانية
        [one] ثانية واحدة
        [two] ثانيتين
        [few] { $seconds } ثوانٍ
        [many] { $seconds } ثانيةً
       *[other] { $seconds } ثانية
    }: حاول لاحقًا، أو زِد timeout في الإعدادات
file-tls = فشل الاتصال الآمن بخادم صندوق البريد { $host }: { $detail }
file-no-starttls = رفض خادم صندوق البريد { $host } STARTTLS، فلا يمكن تشفير الاتصال: استخدم imap.security = "tls" (عادة المنفذ 993)
file-no-login = يطلب خادم صندوق البريد { $host } تسجيل الدخول، وليس للحساب بيانات دخول: اضبط username ومصدرًا لكلمة المرور (أو imap.username وimap.password)
file-login-rejected = رفض خادم صندوق البريد تسجيل دخول { $user } ({ $reply }): تحقق من اسم المستخدم وكلمة المرور (imap.username وimap.password إن كان لصندوق البريد ما يخصه)
file-sign-in-rejected = لم يقبل خادم صندوق البريد { $host } تسجيل دخول { $user } ({ $reply }): سجّل الدخول مرة أخرى (`mailto-preview config sign-in`)؛ في Outlook.com وMicrosoft 365 يجب أن يتضمن تسجيل الدخول صلاحية IMAP (README، «Sent mail in your mailbox»)
file-no-sent-folder = لا يُعلِّم صندوق البريد على { $host } أي مجلد بأنه «المُرسَل»، وليس فيه مجلد بأحد الأسماء المعتادة: سمِّه عبر imap.{ $key } في الإعدادات (مجلداته: { $seen })
file-no-drafts-folder = لا يُعلِّم صندوق البريد على { $host } أي مجلد بأنه المسودات، وليس فيه مجلد بأحد الأسماء المعتادة: سمِّه عبر imap.{ $key } في الإعدادات (مجلداته: { $seen })
file-no-such-folder = المجلد «{ $name }» الذي يسمّيه imap.{ $key } ليس في صندوق البريد على { $host }: صحّحه في الإعدادات (مجلداته: { $seen })
file-refused = لم يخزّن خادم صندوق البريد الرسالة في { $folder }
file-refused-reply = لم يخزّن خادم صندوق البريد الرسالة في { $folder } ({ $reply })
file-too-much = أرسل خادم صندوق البريد { $host } أكثر بكثير مما يحتاجه أي صندوق بريد: أُوقف الاتصال
file-connection = انقطع الاتصال بخادم صندوق البريد { $host } ({ $detail })

## لماذا لا يمكن فتح رابط

parse-not-mailto = هذا ليس رابط mailto: (يبدأ بـ «{ $given }»)؛ لا يمكن فتح إلا الروابط التي تبدأ بـ «mailto:»
parse-too-long = طول الرابط { $length ->
        [zero] { $length } بايت
        [one] بايت واحد
        [two] بايتان
        [few] { $length } بايتات
        [many] { $length } بايتًا
       *[other] { $length } بايت
    }، وهو فوق الحد الذي تمرّره المتصفحات، { $cap ->
        [zero] { $cap } بايت
        [one] بايت واحد
        [two] بايتان
        [few] { $cap } بايتات
        [many] { $cap } بايتًا
       *[other] { $cap } بايت
    } (2 MiB)؛ لم يُفتح
policy-too-many-recipients = يطلب الرابط الإرسال إلى { $found ->
        [zero] { $found } مستلم
        [one] مستلم واحد
        [two] مستلمَين اثنين
        [few] { $found } مستلمين
        [many] { $found } مستلمًا
       *[other] { $found } مستلم
    }، والحد الذي يحق لرابط أن يذكره { $cap ->
        [zero] { $cap } مستلم
        [one] مستلم واحد
        [two] مستلمان
        [few] { $cap } مستلمين
        [many] { $cap } مستلمًا
       *[other] { $cap } مستلم
    }؛ لم يُفتح
policy-line-too-long = طول { $field } في الرابط { $found ->
        [zero] { $found } محرف
        [one] محرف واحد
        [two] محرفان
        [few] { $found } محارف
        [many] { $found } محرفًا
       *[other] { $found } محرف
    }، والحد الذي يحق لرابط ضبطه { $cap ->
        [zero] { $cap } محرف
        [one] محرف واحد
        [two] محرفان
        [few] { $cap } محارف
        [many] { $cap } محرفًا
       *[other] { $cap } محرف
    }؛ لم يُفتح
policy-body-too-large = نص الرابط { $found ->
        [zero] { $found } بايت
        [one] بايت واحد
        [two] بايتان
        [few] { $found } بايتات
        [many] { $found } بايتًا
       *[other] { $found } بايت
    }، والحد الذي يحق لرابط ضبطه { $cap ->
        [zero] { $cap } بايت
        [one] بايت واحد
        [two] بايتان
        [few] { $cap } بايتات
        [many] { $cap } بايتًا
       *[other] { $cap } بايت
    } (1 MiB)؛ لم يُفتح
policy-too-many-fields = في الرابط { $found ->
        [zero] { $found } حقل ترويسة
        [one] حقل ترويسة واحد
        [two] حقلا ترويسة
        [few] { $found } حقول ترويسة
        [many] { $found } حقلَ ترويسة
       *[other] { $found } حقل ترويسة
    }، والحد الذي يحق لرابط أن يحويه { $cap ->
        [zero] { $cap } حقل
        [one] حقل واحد
        [two] حقلان
        [few] { $cap } حقول
        [many] { $cap } حقلًا
       *[other] { $cap } حقل
    }؛ لم يُفتح

## كلمات المرور وحافظة المفاتيح وتسجيل الدخول

what-password-command = أمر كلمة المرور
what-token-command = أمر الرمز
password-not-run = لا يمكن تشغيل { $what } `{ $command }`: { $detail }؛ تحقق من { $key } في الإعدادات
password-failed = فشل { $what } `{ $command }` ({ $status }){ $stderr }؛ شغّله في طرفية لترى السبب
password-timed-out = لم ينته { $what } `{ $command }` خلال { $seconds ->
        [zero] { $seconds } ثانية
        [one] ثانية واحدة
        [two] ثانيتين
        [few] { $seconds } ثوانٍ
        [many] { $seconds } ثانيةً
       *[other] { $seconds } ثانية
    }؛ أُوقف
password-empty = لم يطبع { $what } `{ $command }` شيئًا في سطره الأول
password-env-missing = متغير البيئة { $var } غير مضبوط: اضبطه قبل البدء، أو استخدم مصدرًا آخر لكلمة المرور
goa-gone = لم يعد الحساب { $account } موجودًا ضمن حسابات الإنترنت في GNOME: أضفه من جديد في الإعدادات → حسابات الإنترنت، أو اختر مرسلًا آخر
goa-sign-in-again = سجّل الدخول إلى { $account } مرة أخرى في الإعدادات → حسابات الإنترنت، ثم اضغط «إعادة المحاولة» ({ $detail })
goa-bus = لم تستجب خدمة حسابات الإنترنت في GNOME: { $detail }
goa-unsupported = حسابات الإنترنت في GNOME متاحة على أسطح مكتب Linux فقط
goa-settings-not-opened = تعذّر فتح إعدادات GNOME ({ $error }). افتح الإعدادات → حسابات الإنترنت بنفسك؛ ستجد هذه النافذة الحساب حالما يُضاف هناك.
goa-open-settings = فتح حسابات الإنترنت
goa-open-settings-hover = يفتح إعدادات GNOME على حسابات الإنترنت، حيث يمكنك تسجيل الدخول مرة أخرى؛ ثم اضغط «إعادة المحاولة»
keyring-unavailable = لا يمكن الوصول إلى أي حافظة مفاتيح للنظام ({ $detail }): شغّل GNOME Keyring أو KWallet وافتح قفلها، أو احفظ كلمة المرور بطريقة أخرى (أمر كلمة مرور أو متغير بيئة)
keyring-no-password = لا تحوي حافظة مفاتيح النظام كلمة مرور لـ «{ $user }» (الخدمة «{ $service }»): احفظها بـ `mailto-preview config password`، أو أعدّ الحساب من جديد في النافذة
keyring-no-sign-in = لا تحوي حافظة مفاتيح النظام تسجيل دخول لـ «{ $user }» (الخدمة «{ $service }»): سجّل الدخول بـ `mailto-preview config sign-in`، أو أعدّ الحساب من جديد في النافذة
keyring-failed = رفضت حافظة مفاتيح النظام: { $detail }
sign-in-not-yet = لم تسجّل الدخول إلى { $issuer } باسم { $user } على هذا الجهاز بعد: اختر «تسجيل الدخول» في النافذة، أو شغّل `mailto-preview config sign-in`
sign-in-expired = انتهت صلاحية تسجيل الدخول إلى { $issuer } لـ { $user } أو سُحب: سجّل الدخول مرة أخرى
sign-in-refused = رفض { $issuer } تسجيل الدخول: { $error }
sign-in-denied = لم يكتمل تسجيل الدخول في المتصفح ({ $error }): سجّل الدخول مرة أخرى لتعيد المحاولة
sign-in-unreachable = لا يمكن الوصول إلى خادم تسجيل الدخول { $host }: { $detail }؛ تحقق من الاتصال وحاول مرة أخرى
sign-in-browser-timed-out = لم يصل رد من المتصفح خلال { $minutes ->
        [zero] { $minutes } دقيقة
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $minutes } دقائق
        [many] { $minutes } دقيقةً
       *[other] { $minutes } دقيقة
    }: سجّل الدخول مرة أخرى
sign-in-code-expired = لم يُدخل الرمز في الوقت المحدد: سجّل الدخول مرة أخرى لتحصل على رمز جديد
sign-in-cancelled = أُلغي تسجيل الدخول
sign-in-listener = لا يمكن انتظار رد المتصفح على 127.0.0.1 ({ $detail }): تحقق من أن لا شيء على هذا الجهاز يحجب الاتصالات المحلية؛ لحساب Microsoft، يتيح `mailto-preview config sign-in --code` تسجيل الدخول من جهاز آخر بدلًا من ذلك
sign-in-settings = { $detail }
sign-in-no-device-flow = لا يقدّم { $issuer } للبريد تسجيل دخول برمز على جهاز آخر: سجّل الدخول في المتصفح
discover-not-an-address = «{ $text }» ليس عنوان بريد إلكتروني: أدخل عنوانًا مثل me@example.org
discover-cancelled = أُلغي البحث

## المسودات على القرص والتسليم

store-no-data-dir = لا يُعثر على مجلد بيانات لحفظ المسودات (هل HOME مضبوط؟)
store-io = لا يمكن استخدام { $path }: { $detail }
store-saved-link = { $path } رابط حُفظ بعد تسليم لم يبدأ، وليس رسالة: افتحه مرة أخرى بـ `mailto-preview - < { $path }`
store-envelope = ليس بجانب { $path } مغلّف قابل للقراءة ({ $detail })؛ لا يمكن إرساله كما هو
open-with-unknown = «{ $id }» ليس بريد ويب (gmail وoutlook وoffice365 وyahoo وproton) ولا برنامج بريد مثبّتًا: يعرض `mailto-preview open-with --list` ما هو متاح
open-with-no-recipient = ليس للرسالة مستلم: أضف واحدًا قبل تسليمها
open-with-invalid-address = العنوان «{ $address }» غير صالح: صحّحه قبل تسليم الرسالة
open-with-encode = لا يمكن كتابة الرسالة كرابط: { $detail }
open-with-bad-entry = لا يمكن تشغيل مُدخل سطح المكتب لـ { $program }: { $detail }
launch-start = تعذّر تشغيل { $program } ({ $detail }): هل هو مثبّت؟
launch-failed = توقف { $program } فورًا بـ { $status }: لم تُسلَّم الرسالة
launch-portal = تعذّر على بوابة سطح المكتب فتح الصفحة ({ $detail })
launch-unsupported = فتح صفحة ويب غير مدعوم على هذا النظام
launch-files = تعذّرت كتابة الملف المرفق للبرنامج في { $path }: { $detail }
handoff-no-keywords = لا يُسلَّم حقل Keywords إلى { $target }: برامج البريد لا تأخذه من رابط.
handoff-too-long-program = الرسالة أطول من أن تُعطى لـ { $target } دفعة واحدة ({ $length ->
        [zero] { $length } محرف
        [one] محرف واحد
        [two] محرفان
        [few] { $length } محارف
        [many] { $length } محرفًا
       *[other] { $length } محرف
    }، والنظام يقبل { $max ->
        [zero] { $max } محرف
        [one] محرفًا واحدًا
        [two] محرفين
        [few] { $max } محارف
        [many] { $max } محرفًا
       *[other] { $max } محرف
    })، فالنص ليس فيها: الصقه في الرسالة هناك.
handoff-no-bcc = لا يأخذ { $target } النسخة المخفية من رابط: أضف { $bcc } كنسخة مخفية هناك قبل أن ترسل.
handoff-no-files = لا يمكن لـ { $target } أخذ الملفات بهذه الطريقة: { $count ->
        [zero] أرفقها هناك
        [one] أرفقه هناك
        [two] أرفقهما هناك
        [few] أرفقها هناك
        [many] أرفقها هناك
       *[other] أرفقها هناك
    } ({ $files }).
handoff-open-folder = فتح المجلد
handoff-too-long-webmail = الرسالة أطول من رابط الإنشاء في { $target } ({ $length ->
        [zero] { $length } محرف
        [one] محرف واحد
        [two] محرفان
        [few] { $length } محارف
        [many] { $length } محرفًا
       *[other] { $length } محرف
    }؛ يقبل نحو { $max ->
        [zero] { $max } محرف
        [one] محرف واحد
        [two] محرفين
        [few] { $max } محارف
        [many] { $max } محرفًا
       *[other] { $max } محرف
    })، فالنص ليس فيها: الصقه في الرسالة هناك.
handoff-plus-becomes-space = لوحظ أن { $target } يحوّل «+» في العنوان إلى مسافة: تحقق من المستلمين هناك قبل أن ترسل.
handoff-no-threading = لا يستطيع { $target } أخذ In-Reply-To أو References من رابط: لن تُصنَّف الرسالة كرد في سلسلتها.

## التسجيل كمعالج للبريد والبدء عند تسجيل الدخول

desktop-no-home = مجلد المنزل غير معروف: اضبط HOME
desktop-own-path = لا يمكن العثور على مسار البرنامج نفسه ({ $detail })؛ شغّله بمساره الكامل
desktop-unwritable-path = لا يمكن كتابة مسار البرنامج { $path } في مُدخل سطح المكتب (ليس UTF-8 أو يحوي محرف تحكم)؛ انقل البرنامج إلى مسار بسيط
desktop-io = تعذّر استخدام { $path }: { $detail }
desktop-system = { $detail }
desktop-unsupported = تسجيل معالج للبريد غير مدعوم على هذا النظام
handoff-lost = توقف التسليم فجأة
unavailable-unusable = الرابط غير صالح للاستخدام
unavailable-no-account = أعدّ حسابًا لترى الرسالة كما ستُرسل بالضبط
save-no-store = لا يوجد مجلد بيانات للمسودات

## أين عُثر على الخادم

source-providers = جدول المزوّدين المدمج
source-autoconfig = خادم الإعداد التلقائي للنطاق
source-well-known = خادم الويب للنطاق (well-known autoconfig)
source-mx = مبادل البريد للنطاق (MX)
source-srv = سجلات SRV للنطاق
source-ispdb = قاعدة ISPDB من Thunderbird
discover-other-domain = البريد لـ { $domain } يُرسل عبر { $host }

## Provider notes
provider-note-gmail = تقبل Google كلمة مرور تطبيق (مع تفعيل التحقق بخطوتين) أو تسجيل الدخول باستخدام Google؛ كلمة مرورك العادية لا تعمل.
provider-note-outlook = لا يقبل Outlook.com إلا تسجيل الدخول باستخدام Microsoft (OAuth 2.0): توقفت كلمات المرور عن العمل في سبتمبر 2024.
provider-note-office365 = يحتاج Microsoft 365 إلى أن يسمح المسؤول بالإرسال عبر SMTP لصندوق بريدك؛ تتوقف كلمات المرور عن العمل افتراضيًا في نهاية ديسمبر 2026، ويبقى تسجيل الدخول باستخدام Microsoft يعمل.
provider-note-app-password = يحتاج { $provider } إلى كلمة مرور تطبيق لبرامج البريد؛ كلمة مرورك العادية لا تعمل.
provider-note-app-specific-password = يحتاج { $provider } إلى كلمة مرور خاصة بالتطبيق (مع تفعيل المصادقة الثنائية).
provider-note-zoho = مع تفعيل المصادقة الثنائية، يحتاج Zoho إلى كلمة مرور خاصة بالتطبيق؛ ويستخدم النطاق الخاص بالمؤسسة { $host }.
provider-note-proton-bridge = يجب أن يعمل Proton Mail Bridge على هذا الجهاز: استخدم كلمة المرور التي يعرضها Bridge، واثق بشهادته (tls-ca = الشهادة التي يصدّرها Bridge).
provider-note-proton-smtp = فقط لعنوان على نطاقك الخاص مع رمز SMTP من إعدادات Proton؛ البريد المرسل بهذه الطريقة ليس مشفّرًا من طرف إلى طرف.
provider-note-switch-on-access = فعّل أولًا الوصول عبر POP3/IMAP في إعدادات { $provider }.
provider-note-yandex = يحتاج Yandex إلى كلمة مرور تطبيق، وإلى تفعيل برامج البريد في الإعدادات، عملاء البريد.

## Attached files: exact sizes and the limits of servers

size-bytes-exact = { $count ->
        [zero] { $shown } بايت
        [one] { $shown } بايت
        [two] { $shown } بايت
        [few] { $shown } بايتات
        [many] { $shown } بايتًا
       *[other] { $shown } بايت
    }
message-attachment-elided = { "[" }{ $name }: { $size }؛ { $encoded } بترميز base64]
too-big = حجم الرسالة { $size }، بينما لا يقبل { $server } أكثر من { $limit }
send-too-big-reply = حجم الرسالة { $size }، وهو أكبر مما يقبله { $server } ({ $reply })
file-too-big = حجم الرسالة { $size }، ولا يحفظ { $host } في { $folder } رسائل أكبر من { $limit }
filing-too-big = لكن النسخة لم توضع في مجلد «المُرسَل»: { $error }
provider-refuses-type = لا يقبل { $provider } ملفات مثل { $name } (يحظر هذا النوع لأسباب أمنية)، لذا ستُعاد الرسالة: أرسل الملف بطريقة أخرى

## كيف يرسل الحساب

server-smtp = { $host }:{ $port } ({ $security })
server-no-encryption = دون تشفير
server-sendmail = { $program } (sendmail محلي)
server-desktop = حسابات الإنترنت في GNOME
server-handoff = { $target } (يُسلَّم إليه وترسل من هناك)

## الإملاء (src/spelling): قائمة المدقق وتنبيهاته
spelling-add = إضافة إلى القاموس
spelling-ignore = تجاهل
spelling-no-suggestions = لا اقتراحات
spelling-misspelt = خطأ إملائي: { $word }
spelling-automatic = الإملاء: لغة النص
spelling-language = الإملاء: { $language }
spelling-off = الإملاء: متوقف
spelling-no-dictionary = لا يوجد قاموس إملائي مثبّت للغة «{ $language }»، لذا لا يُدقَّق النص المكتوب بها. ثبّت قاموسًا ليُدقَّق (في Debian وUbuntu: { $package }).
spelling-unreadable = تتعذر قراءة القاموس الإملائي { $path }: { $detail }
spelling-encoding = تتعذر قراءة القاموس الإملائي { $path }: ترميزه { $encoding }؛ ويمكن قراءة نسخة منه بترميز UTF-8
spelling-personal-list = تتعذر إضافة الكلمة إلى قاموسك الشخصي { $path }: { $detail }
spelling-not-a-word = «{ $word }» ليست كلمة واحدة، لذا لا يمكن إضافتها إلى القاموس
spelling-no-thread = لا يُدقَّق الإملاء: تعذّر تشغيل خيط التدقيق ({ $detail })

## المستلمون المقترحون أثناء الكتابة (src/contacts)
contacts-offers = { $count ->
        [zero] لا اقتراحات
        [one] اقتراح واحد
        [two] اقتراحان
        [few] { $count } اقتراحات
        [many] { $count } اقتراحًا
       *[other] { $count } اقتراح
    }
contacts-forget = نسيان هذا العنوان
contacts-forget-hover = نسيان هذا العنوان ({ $shortcut })
contacts-source-sent = { $count ->
        [zero] لم تُرسَل إليه أي رسالة
        [one] أُرسلت إليه رسالة واحدة
        [two] أُرسلت إليه رسالتان
        [few] أُرسلت إليه { $count } رسائل
        [many] أُرسلت إليه { $count } رسالة
       *[other] أُرسلت إليه { $count } رسالة
    }
contacts-source-book = من دفتر العناوين «{ $book }»
contacts-no-data-dir = لا يُعثر على مجلد بيانات لتذكّر المستلمين (هل HOME مضبوط؟)
contacts-io = لا يمكن استخدام { $path }: { $detail }
contacts-unreadable = { $path } ليس قائمة مستلمين يستطيع هذا البرنامج قراءتها ({ $detail })؛ تُرك كما هو، ولن يُتذكَّر أي مستلم حتى يُنقل إلى مكان آخر
contacts-evolution = تتعذر قراءة دفاتر عناوين Evolution (جهات اتصال GNOME): { $detail }

## قائمة الانتظار: رسائل محفوظة لوقت لاحق («إرسال لاحقًا»، «الإرسال عند الاتصال»)، والإشعارات
## التي تخبر بما حدث لها بعد إغلاق النافذة.
queue-not-found = لا شيء في قائمة الانتظار بالمعرّف { $id }: يعرض mailto-preview queue ما ينتظر
queue-busy = نسخة أخرى من Mailto Preview ترسل { $id } الآن: راجع mailto-preview queue بعد قليل
queue-entry = تتعذر قراءة السجل { $path } لرسالة في قائمة الانتظار ({ $detail }): الرسالة نفسها ما زالت بجانبه
queue-sent-title = أُرسلت إلى { $recipients }
queue-sent-body = أُرسلت الرسالة «{ $subject }» في موعدها.
queue-not-sent-title = لم تُرسل إلى { $recipients }
queue-refused-body = رُفضت الرسالة «{ $subject }»: { $error }. الرسالة محفوظة: أصلح ما يذكره الخادم، ثم أرسلها بـ mailto-preview queue --send-now { $id }، أو استرجعها بـ --cancel { $id }.
queue-uncertain-body = انقطع الاتصال أثناء إرسال «{ $subject }»، فربما وصلت الرسالة. الرسالة محفوظة ولن تُرسل مرة أخرى من تلقاء نفسها: أرسلها بـ mailto-preview queue --send-now { $id } إن لم تصل.
queue-interrupted-body = توقف Mailto Preview أثناء إرسال «{ $subject }»، فربما وصلت الرسالة. الرسالة محفوظة ولن تُرسل مرة أخرى من تلقاء نفسها: أرسلها بـ mailto-preview queue --send-now { $id } إن لم تصل.
queue-gave-up-body = تعذّر إرسال «{ $subject }» طوال يوم كامل: { $error }. الرسالة محفوظة: أرسلها بـ mailto-preview queue --send-now { $id } عندما تعود متصلًا بالإنترنت.

## OpenPGP: التوقيع والتشفير بمفاتيح GnuPG الخاصة بالمستخدم نفسه.

# ما تعرضه «الرسالة كما ستُرسل بالضبط» في المواضع التي سيملؤها ناتج GnuPG عند الإرسال.
openpgp-pending-micalg = { "[" }خوارزمية التجزئة التي يوقّع بها GnuPG، مثل pgp-sha256]
openpgp-pending-signature = { "[" }التوقيع الذي ينشئه GnuPG بمفتاحك عند الإرسال]
openpgp-pending-encrypted = { "[" }نص الرسالة وملفاتها، موقّعةً ومشفّرةً بواسطة GnuPG عند الإرسال]
openpgp-pending-autocrypt = { "[" }مفتاحك العام، يؤخذ من GnuPG عند الإرسال]
openpgp-not-a-fingerprint = «{ $text }» ليست بصمة مفتاح: اكتب الخانات الست عشرية الأربعين التي يعرضها gpg --list-secret-keys
openpgp-missing = GnuPG غير مثبّت (لم يُعثر على برنامج { $program })، فلا يمكن توقيع أي شيء ولا تشفيره. ثبّت GnuPG، أو أوقف «توقيع» لهذه الرسالة
openpgp-not-run = تعذّر تشغيل { $program }: { $detail }
openpgp-cancelled = أُلغي التوقيع، فلم يُرسل شيء
openpgp-bad-passphrase = لم يقبل GnuPG عبارة المرور، فلم يُرسل شيء
openpgp-no-pinentry = لم يستطع GnuPG أن يطلب منك عبارة المرور (لا يمكن فتح أي برنامج pinentry هنا)، فلم يُرسل شيء
openpgp-no-secret-key = لا يوجد في GnuPG لديك مفتاح سري { $key } يصلح للتوقيع. تحقّق من openpgp.key لهذا الحساب، أو استورد المفتاح إلى GnuPG
openpgp-recipient-refused = لن يشفّر GnuPG للمفتاح { $key }: { $reason }
openpgp-failed = لم يوقّع GnuPG الرسالة ولم يشفّرها ({ $detail })، فلم يُرسل شيء
openpgp-key-not-found = لم يُعثر على أي مفتاح
openpgp-key-revoked = المفتاح مُبطَل
openpgp-key-expired = انتهت صلاحية المفتاح
openpgp-key-wrong-usage = لا يصلح المفتاح لهذا الغرض
openpgp-key-not-trusted = المفتاح غير موثوق
openpgp-key-disabled = المفتاح معطّل
openpgp-key-unusable = لا يمكن استخدام المفتاح
step-signing = التوقيع بمفتاحك
step-passphrase = انتظار عبارة المرور في نافذة GnuPG
step-held = الانتظار قليلًا قبل الإرسال لتتمكن من التراجع
step-while-signing = أثناء التوقيع
step-while-passphrase = أثناء انتظار عبارة المرور
openpgp-key-usable = يمكن استخدام المفتاح
openpgp-key-not-certified = لم يؤكد أحد ممن تثق بهم أن المفتاح يخص هذا العنوان
openpgp-sign = توقيع
openpgp-sign-hover = التوقيع بمفتاحك { $key }، ليتمكن المستلمون من التحقق من أن الرسالة منك وأنها لم تتغير
openpgp-encrypt = تشفير
openpgp-encrypt-hover = التشفير بمفتاح كل مستلم وبمفتاحك: لن يتمكن من قراءة النص والملفات إلا أنت وهم
openpgp-cannot-encrypt = يحتاج التشفير إلى مفتاح صالح للاستخدام لكل مستلم:
openpgp-headers-readable = يبقى الموضوع والعناوين والتاريخ مقروءة لخوادم البريد: لا يُشفَّر إلا النص والملفات.
openpgp-unsigned-because = ستُرسل هذه الرسالة دون توقيع: { $reason }
openpgp-no-signer = لا يوجد في GnuPG لديك مفتاح سري { $key } يصلح للتوقيع، لذا ستُرسل هذه الرسالة دون توقيع. تحقّق من openpgp.key لهذا الحساب.
openpgp-recipient-lacks = { $address }: { $reason }
openpgp-key-of = المفتاح { $key }، «{ $user }»
openpgp-use-key = استخدام هذا المفتاح
openpgp-use-key-hover = التشفير بهذا المفتاح إلى { $address } من الآن فصاعدًا، مع أن أحدًا ممن تثق بهم لم يؤكد أنه مفتاحه
openpgp-find-key = البحث عن مفتاح
openpgp-find-key-hover = سؤال { $domain } عبر الإنترنت عن مفتاح { $address } (Web Key Directory، دليل مفاتيح الويب)
openpgp-found = عُثر على المفتاح { $key } الخاص بـ { $address } وأُضيف إلى مفاتيح GnuPG لديك.
openpgp-not-found = لم يُعثر على أي مفتاح لـ { $address }.
openpgp-accept-failed = تعذّر حفظ اختيار المفتاح: { $error }
openpgp-gnupg-missing = GnuPG غير مثبّت، لذا ستُرسل هذه الرسالة دون توقيع. ثبّت GnuPG لتوقّع بمفتاحك { $key }.
step-while-held = أثناء الانتظار قبل الإرسال
openpgp-signer-refused = لن يوقّع GnuPG بمفتاحك { $key }: { $reason }. لم يُرسل شيء
blocker-cannot-encrypt = «تشفير» مفعّل، لكن ليس لدى كل مستلم مفتاح يمكن استخدامه: أوقف «تشفير» أو أزل هؤلاء المستلمين
openpgp-signer-cannot-encrypt = لا يحتوي مفتاحك { $key } على جزء يمكنه التشفير، لذا لا يمكن تشفير الرسائل (فهي تُشفَّر لك أيضًا لتتمكن من قراءتها في «المُرسَل»).
