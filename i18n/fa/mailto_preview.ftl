## Mailto Preview: Persian (fa).
## Machine-assisted translation by the Mailto Preview developers; to be reviewed by native speakers.

## پنجره

window-heading = پیوندی می‌خواهد ایمیل بفرستد
window-title = ایمیل به { $recipient } فرستاده شود؟
window-title-more = ایمیل به { $recipient } و { $more ->
        [one] { $more } نفر دیگر
       *[other] { $more } نفر دیگر
    } فرستاده شود؟
window-title-none = ایمیل فرستاده شود؟
window-title-unusable = پیوند ایمیل غیرقابل‌استفاده
window-waiting = در انتظار پیوند ایمیل از سیستم...
window-next-link = در حال باز کردن پیوند ایمیل بعدی...
unusable-heading = این پیوند ایمیل قابل استفاده نیست

from-label = از:
from-account = { $name } <{ $address }> از طریق { $server }
from-account-handoff = { $address } در { $server }
from-account-goa = { $name } <{ $address }> (حساب‌های برخط GNOME)
from-looking = جست‌وجوی حساب‌ها در این میزکار...
from-choose = برگزیدن فرستنده...
from-you = شما
from-hover = حسابی که این پیام را می‌فرستد
from-plaintext = هشدار: این حساب بدون رمزگذاری می‌فرستد
from-unchecked-certificate = هشدار: گواهی کارساز بررسی نمی‌شود، چون این حساب در حساب‌های برخط چنین تنظیم شده است: هر کسی میان شما و کارساز می‌تواند پیام را بخواند یا تغییر دهد
config-broken = پیکربندی قابل استفاده نیست: { $error }

field-to = به
field-cc = رونوشت
field-bcc = رونوشت پنهان (Bcc)
field-subject = موضوع
field-body = متن ({ $lines ->
        [one] { $lines } خط
       *[other] { $lines } خط
    })
field-recipients-hint = name@example.org, ...
field-warning = هشدار: { $message }
field-changed = نسبت به پیوند تغییر کرد: { $message }

ignored-heading = موارد نادیده‌گرفته‌شده در پیوند ({ $count })
ignored-nothing = هیچ: پیوند فقط فیلدهایی را تنظیم کرده که پیوند اجازهٔ تنظیمشان را دارد.
original-link = پیوند اصلی
copy-link = کپی پیوند
exact-message = پیام، دقیقاً همان‌گونه که فرستاده می‌شود
handoff-receives = آنچه { $target } دریافت می‌کند
settings-heading = تنظیمات
settings-resident = با نشست من آغاز شود و در پس‌زمینه بماند تا پیوندها فوراً باز شوند
settings-resident-hover = یک ورودی آغاز هنگام ورود نصب می‌کند که Mailto Preview را بدون پنجره اجرا می‌کند؛ در حالت انتظار حدود ۳۰ MiB

## دکمه‌ها

action-send = فرستادن
action-retry = تلاش دوباره
action-open-in = باز کردن در { $target }
action-open-in-menu = باز کردن در...
action-cancel = لغو
action-save-draft = ذخیرهٔ پیش‌نویس
action-copy-text = کپی به‌صورت متن
action-send-hover = این پیام همین حالا فرستاده شود ({ $shortcut })
action-handoff-hover = این پیام همین حالا تحویل داده شود ({ $shortcut })
action-cancel-hover = بستن بدون ارسال ({ $shortcut })
action-save-hover = نگه داشتن در پوشهٔ پیش‌نویس‌ها ({ $shortcut })
open-in-hover = این پیام را، همان‌طور که اینجاست، به ایمیل وب یا برنامهٔ ایمیل دیگری تحویل می‌دهد
open-in-webmail = در مرورگر وب
open-in-programs = در یک برنامهٔ ایمیل
open-in-none = (هیچ‌کدام نصب نیست)
unavailable = در دسترس نیست: { $reason }
blocker-no-account = ابتدا یک حساب راه‌اندازی کنید
blocker-no-recipient = یک گیرنده اضافه کنید
blocker-invalid-address = ابتدا نشانی نامعتبر را درست کنید
blocker-unfinished-address = ابتدا نشانی‌ای را که در حال نوشتنش هستید کامل کنید
blocker-choose-sender = فرستندهٔ پیام را برگزینید (بخش «از»)
blocker-busy = پیام در راه است
blocker-just-opened = یک لحظه...
handoff-note = یادداشت: { $note }
section-open = باز
section-closed = بسته

## کلیدها، آن‌طور که روی صفحه‌کلیدهای این زبان نوشته شده‌اند

key-ctrl = Ctrl
key-enter = Enter
key-esc = Esc
key-s = S
key-a = A
key-z = Z
key-shift = Shift
key-delete = Delete
shortcut = { $modifier }+{ $key }

## پنجره‌های گفتگو

discard-title = از تغییرات صرف‌نظر شود؟
discard-question = این پیام را ویرایش کرده‌اید. بدون ارسال یا ذخیره بسته شود؟
discard = صرف‌نظر کردن
discard-save = ذخیرهٔ پیش‌نویس و بستن
discard-keep = ادامهٔ ویرایش
handoff-title = در { $target } باز شود؟
back = بازگشت

## آنچه رخ داد (خط وضعیت)

status-sending = در حال ارسال: { $step }...
status-held = پیام تا چند لحظهٔ دیگر فرستاده می‌شود. برای پس گرفتن آن «واگرد» (Ctrl+Z یا Esc) را بزنید.
status-undone = فرستاده نشد: ارسال را پس گرفتید. پیام همان‌طور که بود اینجاست و می‌توانید ویرایشش کنید (نسخه‌ای از آن در پوشهٔ پیش‌نویس‌هاست).
hold-countdown = ارسال تا { $seconds ->
        [one] { $seconds } ثانیهٔ
       *[other] { $seconds } ثانیهٔ
    } دیگر
action-undo = واگرد
action-send-later = زمان‌بندی فرستادن...
action-send-later-hover = زمان فرستادن را برگزینید: تا آن زمان پیام همراه با نسخه‌ای از فایل‌هایش در صف منتظر می‌ماند
later-in-an-hour = یک ساعت دیگر
later-tomorrow = فردا ساعت { $time }
later-monday = دوشنبه ساعت { $time }
later-choose = برگزیدن روز و ساعت...
later-day = روز
later-hour = ساعت
later-minute = دقیقه
later-schedule = فرستادن در این زمان
later-weekday = { $day ->
        [1] دوشنبه
        [2] سه‌شنبه
        [3] چهارشنبه
        [4] پنج‌شنبه
        [5] جمعه
        [6] شنبه
       *[7] یکشنبه
    }
later-month = { $month ->
        [1] ژانویه
        [2] فوریه
        [3] مارس
        [4] آوریل
        [5] مه
        [6] ژوئن
        [7] ژوئیه
        [8] اوت
        [9] سپتامبر
        [10] اکتبر
        [11] نوامبر
       *[12] دسامبر
    }
later-date = { $weekday } { $day } { $month } { $year }
later-date-time = { $date }، ساعت { $time }
later-goes = پیام { $when } فرستاده می‌شود.
later-skipped = آن شب ساعت‌ها را جلو می‌کشند، پس ساعت { $asked } وجود ندارد: پیام ساعت { $time } فرستاده می‌شود.
later-repeated = آن شب ساعت‌ها را عقب می‌کشند، پس ساعت { $time } دو بار پیش می‌آید: پیام بار اول فرستاده می‌شود.
later-past = این زمان گذشته است: زمان دیرتری برگزینید
later-lost = گذاشتن پیام در صف پیش از اعلام نتیجه متوقف شد: mailto-preview queue را ببینید
status-scheduling = در حال گذاشتن پیام در صف...
status-scheduled = فرستادن برای { $when } زمان‌بندی شد. پیام و نسخه‌ای از فایل‌هایش ({ $size }) در صف منتظرند؛ می‌توانید این پنجره را ببندید.
status-scheduled-no-timer = فرستادن برای { $when } زمان‌بندی شد ({ $size } در صف نگه داشته شده است). در این سیستم هیچ چیز نمی‌تواند Mailto Preview را در آن زمان اجرا کند، پس پیام فقط وقتی سر وقت فرستاده می‌شود که Mailto Preview در آن زمان در حال اجرا باشد؛ وگرنه در اجرای بعدی Mailto Preview بدون پیوند فرستاده می‌شود.
status-not-scheduled = زمان‌بندی نشد: { $error }
status-taking-back = در حال بیرون آوردن پیام از صف...
status-not-taken-back = پیام در صف می‌ماند: { $error }
status-taken-back = پیام از صف بیرون آمد و اینجا برای ویرایش است (نسخه‌ای از آن در پوشهٔ پیش‌نویس‌هاست).
action-take-back = ویرایش دوباره
action-take-back-hover = پیام را از صف بیرون می‌آورد و به این پنجره برمی‌گرداند
action-close = بستن
action-send-when-online = فرستادن پس از اتصال
action-send-when-online-hover = پیام را در صف نگه می‌دارد و به‌محض اینکه این رایانه دوباره برخط شود، خودبه‌خود آن را می‌فرستد
status-waiting-online = در انتظار اتصال به شبکه: پیام به‌محض اینکه این رایانه دوباره برخط شود، خودبه‌خود فرستاده می‌شود ({ $size } در صف نگه داشته شده است). می‌توانید این پنجره را ببندید.
action-undo-hover = ارسال را پس می‌گیرد: چیزی فرستاده نمی‌شود و پیام همان‌طور که بود برای ویرایش اینجا می‌ماند ({ $shortcut })
status-sent = به { $count ->
        [one] { $count } گیرنده
       *[other] { $count } گیرنده
    } فرستاده شد
status-sent-and = { $sent }؛ { $filing }
status-filing = در حال گذاشتن نسخه در پوشهٔ فرستاده‌ها...
status-filed = نسخه اکنون در { $folder } است.
status-not-filed = هنوز در پوشهٔ فرستاده‌ها نیست: { $error }. نسخه منتظر می‌ماند؛ پیام دوباره فرستاده نمی‌شود.
status-saving-to-server = با نام { $path } ذخیره شد؛ در حال گذاشتن آن در پوشهٔ پیش‌نویس‌های صندوق پستی شما...
status-saved-to-server = با نام { $path } و در { $folder } صندوق پستی شما ذخیره شد
status-not-saved-to-server = با نام { $path } ذخیره شد، اما نه در پوشهٔ پیش‌نویس‌های صندوق پستی شما: { $error }
status-not-sent = فرستاده نشد: { $error }
status-not-sent-saved = فرستاده نشد: { $error }. پیام با نام { $path } ذخیره شده است.
status-no-store = جایی برای نگه داشتن پیش‌نویس نیست (پوشهٔ داده وجود ندارد)؛ فرستاده نشد.
status-stopped-waiting = انتظار برای کارساز متوقف شد. اگر کارساز پیام را پذیرفته باشد، ممکن است هنوز تحویل شود؛ وگرنه پیام در پوشهٔ پیش‌نویس‌هاست (mailto-preview drafts).
status-saved = با نام { $path } ذخیره شد
status-not-saved = ذخیره نشد: { $error }
status-copied = پیام به‌صورت متن کپی شد
status-saving = در حال ذخیرهٔ پیش‌نویس...
attach-vanished = { $path } دیگر وجود ندارد؛ آن را دوباره پیوست کنید یا بردارید
attach-changed = { $path } پس از پیوست کردن تغییر کرده است؛ برای فرستادن نسخهٔ کنونی، آن را دوباره پیوست کنید
attach-unreadable = { $path } خوانده نمی‌شود: { $detail }
attach-reminder-words = به پیوست, در پیوست, پیوست را, پیوست‌ها, پیوستها, پیوست ها, پیوست‌های, پیوستهای, پیوست های, پیوستی, فایل پیوست, فایل‌های پیوست, فایلهای پیوست, فایل های پیوست, مدارک پیوست, تصاویر پیوست, تصویر پیوست, عکس پیوست, عکس‌های پیوست, عکسهای پیوست, عکس های پیوست, سند پیوست, اسناد پیوست, فرم پیوست, فاکتور پیوست, گزارش پیوست, جدول پیوست, رزومه پیوست, پیوست ایمیل, پیوست این ایمیل, پیوست نامه, پیوست این نامه, پیوست پیام, پیوست این پیام, پیوست شده, پیوست‌شده, پیوست شد, پیوست کردم, پیوست کردیم, پیوست کرده‌ام, پیوست کرده ام, پیوست کرده‌ایم, پیوست کرده ایم, پیوست کرده است, پیوست می‌کنم, پیوست می کنم, پیوست میکنم, پیوست می‌کنیم, پیوست می کنیم, پیوست میکنیم, پیوست می‌شود, پیوست می شود, پیوست میشود, پیوست می‌گردد, پیوست است, پیوست هست, طبق پیوست, مطابق پیوست, شرح پیوست, ضمیمه, ضمیمهٔ, اتچ, اتچ‌شده
attach-reminder-not = پیوست کتاب, پیوست مقاله, پیوست رساله, پیوست پایان‌نامه, پیوست الف, پیوست ب, ما پیوستی, تیم پیوستی, گروه پیوستی, شرکت پیوستی, جمع پیوستی, هم پیوستی, ضمیمه کرد, ضمیمه کردند, ضمیمه شد, خاک خود ضمیمه, خاک روسیه ضمیمه, ضمیمه روزنامه, ضمیمهٔ روزنامه, ضمیمه‌ی روزنامه, ضمیمه کتاب, ضمیمهٔ کتاب, ضمیمه‌ی کتاب, ضمیمه مجله, ضمیمهٔ مجله, ضمیمه‌ی مجله, ضمیمه ورزشی, ضمیمهٔ ورزشی, ضمیمه‌ی ورزشی, ضمیمه نوروزی, ضمیمهٔ نوروزی, ضمیمه‌ی نوروزی, ضمیمه آخر هفته, ضمیمهٔ آخر هفته, ضمیمه‌ی آخر هفته, ضمیمه ویژه, ضمیمهٔ ویژه, ضمیمه‌ی ویژه
attach-button = پیوست...
attach-button-hover = فایل‌هایی را برای فرستادن همراه پیام انتخاب کنید ({ $shortcut })؛ می‌توانید آن‌ها را روی پنجره هم رها کنید. یک پیوند هرگز نمی‌تواند فایلی پیوست کند.
attach-total = { $count ->
        [one] { $count } فایل، { $size }
       *[other] { $count } فایل، { $size }
    }
attach-file = { $name } ({ $size }، { $kind })
attach-remove = برداشتن
attach-remove-name = برداشتن { $name }
attach-chooser-title = پیوست کردن فایل‌ها
attach-chooser-accept = پیوست
attach-no-chooser = هیچ انتخابگر فایلی پاسخ نداد ({ $detail }): xdg-desktop-portal و درگاه میزکار خود را نصب کنید، یا مسیر فایل را در پایین بنویسید.
attach-chooser-failed = انتخابگر فایل کار نکرد: { $detail }. می‌توانید مسیر فایل را در پایین بنویسید.
attach-path-label = فایلی که پیوست می‌شود:
attach-path-button = پیوست
attach-ask-question = { $path } پیوست شود؟
attach-is-link = { $link } پیوند نمادینی به این فایل است.
attach-ask-secret = این فایل در { $place } است، جایی که کلیدها، گذرواژه‌ها و دیگر رازها نگه داشته می‌شوند. فقط اگر واقعاً می‌خواهید آن را بفرستید، پیوستش کنید.
attach-ask-hidden = این یک فایل پنهان است: چنین فایل‌هایی اغلب تنظیمات یا رازها را نگه می‌دارند. فقط اگر واقعاً می‌خواهید آن را بفرستید، پیوستش کنید.
attach-ask-yes = پیوست شود
attach-ask-no = پیوست نشود
attach-not-attached = پیوست نشد: { $path }: { $why }
attach-dismiss = تأیید
attach-refused-not-found = چنین فایلی وجود ندارد
attach-refused-folder = این یک پوشه است (به جای آن، فایل‌های درونش را پیوست کنید)
attach-refused-device = این یک دستگاه است، نه فایل
attach-refused-pipe = این یک پایپ یا سوکت است، نه فایل
attach-refused-empty = خالی است
attach-refused-unreadable = خوانده نمی‌شود ({ $detail })
attach-from-link = پیوست کردن این فایل: { $path }
attach-from-link-hover = پیوند این فایل را خواسته بود. فقط اگر اینجا را بزنید پیوست می‌شود، آن هم پس از همان بررسی‌هایی که برای هر فایلی که پیوست می‌کنید انجام می‌شود.
reminder-title = هیچ فایلی پیوست نشده
reminder-question = در پیام از پیوست سخن رفته، اما هیچ فایلی پیوست نشده است.
reminder-send-anyway = ادامه بدون فایل
size-bytes = { $count ->
        [one] { $count } بایت
       *[other] { $count } بایت
    }
size-kb = { $size } کیلوبایت
size-mb = { $size } مگابایت
size-gb = { $size } گیگابایت
number-decimal-separator = ٫
status-handing-over = در حال باز کردن در { $target }...
status-body-on-clipboard = در { $target } باز شد. متن پیام برای تحویل بیش از حد طولانی بود و در حافظهٔ موقت است: آن را آنجا بچسبانید و سپس این پنجره را ببندید.
status-not-handed-over-saved = تحویل داده نشد: { $error }. پیام با نام { $path } ذخیره شده است.
status-not-handed-over-unsaved = تحویل داده نشد: { $error }. ذخیره هم نشد ({ $why }): آن را به‌صورت متن کپی کنید.
status-account-saved = حساب در { $path } ذخیره شد
status-signed-in = وارد شدید. برای ارسال پیام «تلاش دوباره» را بزنید.
status-not-signed-in = وارد نشدید: { $error }
status-login-entry-on = { $path } نوشته شد: Mailto Preview هنگام ورود در پس‌زمینه آغاز می‌شود
status-login-entry-off = { $path } حذف شد: Mailto Preview دیگر هنگام ورود آغاز نمی‌شود
status-login-entry-none = Mailto Preview هنگام ورود آغاز نمی‌شد؛ چیزی برای حذف نیست
status-not-changed = تغییر نکرد: { $error }

step-password = دریافت گذرواژه
step-resolving = یافتن کارساز
step-connecting = اتصال به کارساز
step-securing = امن کردن اتصال
step-logging-in = ورود به حساب
step-sending = ارسال پیام
step-filing = گذاشتن نسخه در پوشهٔ فرستاده‌ها
step-while-password = هنگام دریافت گذرواژه
step-while-resolving = هنگام یافتن کارساز
step-while-connecting = هنگام اتصال به کارساز
step-while-securing = هنگام امن کردن اتصال
step-while-logging-in = هنگام ورود به حساب
step-while-sending = هنگام ارسال پیام
step-while-filing = هنگام گذاشتن نسخه‌ای در پوشهٔ فرستاده‌ها

## ورود

sign-in-to = ورود به { $issuer }
sign-in-to-hover = صفحهٔ ورود را در مرورگرتان باز می‌کند
sign-in-on = در مرورگرتان به { $host } وارد شوید...
sign-in-opening = در حال باز کردن مرورگر...
stop = توقف

## اجرای نخست: راه‌اندازی حساب

setup-intro = هنوز هیچ حسابی راه‌اندازی نشده است. اینجا یکی اضافه کنید؛ پیام زیر منتظر می‌ماند و از دست نمی‌رود.
setup-found-heading = پیدا شده در این رایانه:
setup-use-found = { $address } ({ $program })
setup-use-found-hover = فرم را با این تنظیمات از { $program } پر می‌کند؛ گذرواژه را بنویسید، سپس حساب را ذخیره کنید
setup-email = ایمیل
setup-name = نام
setup-name-hint = نام شما
setup-find = یافتن کارساز من
setup-find-hover = کارساز را از روی نشانی پیدا می‌کند: ابتدا در فهرست داخلی فراهم‌کنندگان، سپس در تنظیمات خود دامنهٔ شما
setup-finding = در حال یافتن کارساز...
setup-ispdb = از پایگاه دادهٔ Thunderbird هم پرسیده شود
setup-ispdb-hover = به کارساز Thunderbird می‌گوید نشانی شما در کدام دامنه است
setup-found = پیدا شد: { $host } درگاه { $port }، { $security } (از { $source }).
setup-found-mailbox = صندوق پستی شما: { $host } درگاه { $port }، { $security }. نسخه‌ای از آنچه می‌فرستید به پوشهٔ فرستاده‌های آن می‌رود، مگر آنکه فراهم‌کننده‌تان خودش آن را آنجا بگذارد.
setup-sign-in-with = ورود با:
setup-password = گذرواژه
setup-show = نمایش
setup-provider-account = حساب { $provider }
setup-password-command = فرمان گذرواژه
setup-app-password = این فراهم‌کننده گذرواژهٔ برنامه می‌خواهد، نه گذرواژه‌ای که با آن به وب‌سایتش وارد می‌شوید.
setup-app-password-help = روش ساختن گذرواژهٔ برنامه
setup-open-yourself = { $error }: { $url } را خودتان باز کنید
setup-keyring = در جاکلیدی سیستم نگه داشته می‌شود، هرگز در فایل پیکربندی.
setup-no-client = این نسخهٔ Mailto Preview نمی‌تواند خودش با { $provider } وارد شود (بدون شناسهٔ کارخواه برای { $provider } ساخته شده است). به‌جای آن:
setup-use-app-password = استفاده از گذرواژهٔ برنامه
setup-add-in-online-accounts = افزودن در حساب‌های برخط
setup-add-in-online-accounts-hover = تنظیمات GNOME را در بخش حساب‌های برخط باز می‌کند. وقتی حساب را آنجا اضافه کردید، این پنجره با آن می‌فرستد و اینجا چیزی برای تنظیم نمی‌ماند.
setup-token-command-instead = یا یک فرمان توکن در فایل پیکربندی تنظیم کنید (بخش «Sign in with OAuth 2.0» در README را ببینید).
setup-own-client-none = اگر خودتان Mailto Preview را نزد { $provider } ثبت کرده‌اید، شناسهٔ کارخواه آن را اینجا وارد کنید
setup-client-id = شناسهٔ کارخواه
setup-own-client = شناسهٔ کارخواه خودتان برای { $provider } (برای استفاده از شناسهٔ این نسخه خالی بگذارید)
setup-client-secret = رمز کارخواه
setup-client-secret-google = Google همراه شناسهٔ کارخواه یکی می‌دهد
setup-client-secret-other = فقط اگر فراهم‌کننده یکی داده باشد
setup-sign-in-button = ورود با { $provider }
setup-the-provider = فراهم‌کننده
setup-signed-in-short = وارد شدید.
setup-advanced = پیشرفته: تنظیمات کارساز و فرمان گذرواژه
setup-server = کارساز
setup-port = درگاه
setup-username = نام کاربری
setup-security = امنیت
setup-imap-server = کارساز صندوق پستی (IMAP)
setup-imap-port = درگاه صندوق پستی
setup-security-none = هیچ (فقط همین رایانه)
setup-test = آزمودن اتصال
setup-test-hover = بدون فرستادن چیزی وارد می‌شود
setup-save = ذخیرهٔ حساب
setup-or-handoff = یا همان‌جا که اکنون ایمیل می‌نویسید ادامه دهید: این پنجره هر پیام را بررسی می‌کند و سپس تحویل می‌دهد.
setup-webmail = ایمیل‌هایم را در مرورگر می‌نویسم:
setup-programs = از برنامهٔ ایمیل دیگری استفاده می‌کنم:
security-tls = TLS
security-starttls = STARTTLS
security-none = رمزگذاری‌نشده

form-not-found = هیچ کارسازی برای { $email } پیدا نشد: آن را در تنظیمات کارساز وارد کنید (صفحه‌های راهنمای فراهم‌کننده‌تان آن را می‌گویند).
form-signed-in = وارد شدید. برای ارسال با این حساب، آن را ذخیره کنید.
form-testing = در حال آزمودن...
form-saving = در حال ذخیرهٔ حساب...
form-tested = متصل شد{ $encrypted ->
        [yes] {" "}(رمزگذاری‌شده)
       *[no] {" "}(بدون رمزگذاری)
    } و وارد شد؛ کارساز پیشنهاد می‌دهد: { $offers }
form-bad-port = درگاه باید عددی از ۱ تا ۶۵۵۳۵ باشد (برای بیشتر فراهم‌کنندگان ۵۸۷ یا ۴۶۵).
form-quoted-command = فرمان گذرواژه در فاصله‌ها شکسته می‌شود و نقل‌قول نمی‌پذیرد: برای آرگومانی با فاصله، password.command را در فایل پیکربندی به‌صورت فهرست بنویسید.
form-type-password = ابتدا گذرواژه را بنویسید.
form-sign-in-first = ابتدا وارد شوید؛ سپس ذخیره کنید.
form-sign-in-changed = نشانی، نام کاربری یا شناسهٔ کارخواه از زمان ورود تغییر کرده است: دوباره وارد شوید، سپس ذخیره کنید.
form-only-smtp = فقط حساب‌های SMTP را می‌توان آزمود.
form-bad-address = نشانی ایمیل قابل استفاده نیست: { $why }.
form-keyring = { $error }. در «پیشرفته» می‌توانید به‌جای آن فرمان گذرواژه تعیین کنید.

## آنچه برنامه در پیوند یافت: اصلاح‌ها و خوانش‌ها (کنار فیلد نشان داده می‌شود)

finding-trimmed = { $count ->
        [one] { $count } نویسهٔ فاصله یا کنترلی
       *[other] { $count } نویسهٔ فاصله یا کنترلی
    } در اطراف پیوند حذف شد
finding-fragment = «#{ $fragment }» پس از '#' نادیده گرفته شد: پیوند mailto بخش fragment ندارد، پس جزو پیام نیست
finding-url-slashes = «{ $slashes }» پس از «mailto:» حذف شد: پیوند mailto نشانی وب نیست و نشانی مستقیماً پس از دونقطه می‌آید
finding-html-amp = «{ $given }» به‌صورت «{ $name }» خوانده شد: صفحه '&' میان فیلدها را یک بار بیش از حد «&amp;» نوشته است{ $times ->
        [1] {""}
        [one] { " " }({ $times } بار)
       *[other] { " " }({ $times } بار)
    }
finding-form-plus = { $times ->
        [one] { $times } '+'
       *[other] { $times } '+'
    } به‌عنوان فاصله خوانده شد: پیوند از یک فرم وب آمده است که فاصله را '+' و علامت جمع را %2B می‌نویسد
finding-form-body = متن، فیلدهای یک فرم وب است که برای کارساز وب کدگذاری شده؛ هر فیلد در یک خط «نام=مقدار» نشان داده می‌شود
finding-empty-hfield = یک hfield خالی نادیده گرفته شد ('?' یا '&' اضافی){ $times ->
        [1] {""}
        [one] { " " }({ $times } بار)
       *[other] { " " }({ $times } بار)
    }
finding-hfield-ignored = «{ $hfield }» نادیده گرفته شد: hfield برای معنا داشتن به نام و '=' نیاز دارد{ $times ->
        [1] {""}
        [one] { " " }({ $times } بار)
       *[other] { " " }({ $times } بار)
    }
finding-header-repeated = پیوند { $name } را { $count ->
        [one] { $count } بار
       *[other] { $count } بار
    } آورده است؛ همهٔ مقدارها فهرست شده‌اند
finding-encoded-separator = پیوند یک جداکننده را پنهان کرده است: «{ $looks-like }» مثل یک نشانی به نظر می‌رسد، اما ',' یا ';' کدگذاری‌شدهٔ آن (%2C، %3B) آن را { $count ->
        [one] { $count } گیرنده
       *[other] { $count } گیرنده
    } می‌کند: { $recipients }
finding-addresses-joined = پیوند { $field } را { $count ->
        [one] { $count } بار
       *[other] { $count } بار
    } آورده است؛ همهٔ نشانی‌هایش به کار می‌رود
finding-empty-value = یک مقدار خالی { $field } نادیده گرفته شد{ $times ->
        [1] {""}
        [one] { " " }({ $times } بار)
       *[other] { " " }({ $times } بار)
    }
finding-subjects = پیوند { $count ->
        [one] { $count } موضوع
       *[other] { $count } موضوع
    } داشت؛ آخری به کار می‌رود
finding-bodies = پیوند { $count ->
        [one] { $count } مقدار
       *[other] { $count } مقدار
    } برای متن داشت؛ با شکست خط به هم پیوستند
finding-invalid-address = «{ $address }» نشانی قابل استفاده‌ای نیست: { $problem }
finding-smtputf8 = بخش محلی { $address } نویسه‌های غیر ASCII دارد: ارسال به کارسازی با SMTPUTF8 نیاز دارد
finding-international-domain = دامنهٔ { $domain } به‌صورت { $ascii } فرستاده می‌شود
finding-semicolons = نشانی‌ها با ';' جدا شده‌اند (عادت Outlook؛ جداکنندهٔ استاندارد ',' است): به‌صورت { $count ->
        [one] { $count } نشانی
       *[other] { $count } نشانی
    } خوانده شد
finding-empty-entries = فهرست { $count ->
        [one] { $count } مدخل خالی
       *[other] { $count } مدخل خالی
    } داشت؛ نادیده گرفته شد
finding-comment = توضیح { $comment } در «{ $address }» نادیده گرفته شد
finding-name-controls = نام نمایشی { $address } { $count ->
        [one] { $count } نویسهٔ کنترلی
       *[other] { $count } نویسهٔ کنترلی
    } داشت (از جمله شکست خط)، که به‌صورت %HH نشان داده می‌شود
finding-alt-address = پیوند نشانی جایگزین { $alt } را می‌آورد (alt-address طبق RFC 5335)؛ به کار نمی‌رود
finding-references-moved = References پیامی را که این پاسخ به آن است، { $parent }، نام می‌برد اما نه (تنها) در انتها؛ اکنون یک بار، در انتها آمده است (RFC 5322 §3.6.4)
finding-references-added = References با پیامی که این پاسخ به آن است تمام نمی‌شود؛ { $parent } به انتها افزوده شد (RFC 5322 §3.6.4)
finding-references-set = پیوند In-Reply-To دارد اما References قابل استفاده ندارد؛ References روی { $parent } تنظیم شد تا پاسخ زیر پیام خودش بایگانی شود (RFC 5322 §3.6.4)
finding-in-reply-to-trimmed = In-Reply-To { $count ->
        [one] { $count } پیام
       *[other] { $count } پیام
    } را نام می‌برد؛ فقط نخستین پیام معتبر، { $first }، نگه داشته شد: پاسخ به یک پیام است
finding-invalid-percent = '%' که دو رقم شانزده‌شانزدهی پس از آن نیامده بود، به‌صورت '%' لفظی ماند{ $times ->
        [1] {""}
        [one] { " " }({ $times } بار)
       *[other] { " " }({ $times } بار)
    }
finding-invalid-utf8 = بایت‌های رمزگشایی‌شده‌ای که UTF-8 نیستند به‌صورت � نشان داده می‌شوند{ $times ->
        [1] {""}
        [one] { " " }({ $times } بار)
       *[other] { " " }({ $times } بار)
    }
finding-legacy-charset = متن UTF-8 نیست: به‌صورت { $charset } خوانده شد، رمزگذاری قدیمی‌ای که به احتمال زیاد با آن نوشته شده است
finding-line-break = یک شکست خط حذف شد، چون این فیلد یک خط است{ $times ->
        [1] {""}
        [one] { " " }({ $times } بار)
       *[other] { " " }({ $times } بار)
    }
finding-control = یک نویسهٔ کنترلی با نگارش دیدنی %HH جایگزین شد{ $times ->
        [1] {""}
        [one] { " " }({ $times } بار)
       *[other] { " " }({ $times } بار)
    }
finding-encoded-word = واژه‌های کدگذاری‌شدهٔ MIME (RFC 2047) رمزگشایی شدند{ $times ->
        [1] {""}
        [one] { " " }({ $times } بار)
       *[other] { " " }({ $times } بار)
    }
finding-encoded-word-invalid = متنی که به واژهٔ کدگذاری‌شدهٔ MIME می‌ماند رمزگشایی نشد و همان‌طور که نوشته شده نشان داده می‌شود{ $times ->
        [1] {""}
        [one] { " " }({ $times } بار)
       *[other] { " " }({ $times } بار)
    }

## چرا یک نشانی قابل استفاده نیست

address-one-only = باید دقیقاً یک نشانی باشد
address-unclosed-angle = '<' جفت '>' ندارد
address-text-after-angle = پس از '>' پایانی متن هست
address-bad-alt = '<' درون نشانی، alt-address نیست
address-hidden-character = نویسهٔ پنهان { $character } را دارد که می‌تواند آن را شبیه نشانی دیگری کند
address-unclosed-quote = بخش محلی نقل‌قول‌شده نقل‌قول پایانی ندارد
address-no-at = '@' ندارد
address-empty-local = بخش پیش از '@' خالی است
address-empty-domain = دامنهٔ پس از '@' خالی است
address-local-too-long = بخش پیش از '@' از { $max ->
        [one] { $max } بایت
       *[other] { $max } بایت
    } بلندتر است
address-quoted-control = بخش محلی نقل‌قول‌شده تب یا نویسهٔ کنترلی دارد
address-quoted-quote = '"' درون بخش محلی نقل‌قول‌شده باید به‌صورت \" نوشته شود
address-dots = بخش پیش از '@' در آغاز یا پایان نقطه دارد، یا دو نقطهٔ پشت سر هم
address-white-space = بخش پیش از '@' فاصله دارد (آن را نقل‌قول کنید یا فاصله را بردارید)
address-needs-quoting = بخش پیش از '@' نویسهٔ { $character } را دارد که نقل‌قول لازم دارد
address-unclosed-literal = لفظ دامنه ']' پایانی ندارد
address-bad-literal = لفظ دامنه نویسه‌هایی دارد که مجاز نیستند
address-bad-domain = «{ $domain }» نام دامنهٔ معتبری نیست (UTS 46: برچسب‌هایی از حروف، ارقام و خط تیره، بدون برچسب خالی، حداکثر ۶۳ بایت برای هر برچسب)
address-lettre-refuses = کتابخانهٔ ایمیل آن را نمی‌پذیرد ({ $detail })

message-id-empty = خالی است
message-id-form = «{ $id }» شناسهٔ پیامی به شکل <id@host> نیست
message-id-no-at = «{ $id }» '@' ندارد
message-id-invalid = «{ $id }» شناسهٔ پیام معتبری نیست

## چرا یک فیلد پیوند به کار نرفت

drop-originator = پیوند نمی‌تواند تعیین کند ایمیل از طرف کیست یا کی نوشته شده: این برنامه فرستنده، تاریخ و شناسهٔ پیام را همیشه خودش تنظیم می‌کند (RFC 6068 §3)
drop-routing = فیلدهای مسیریابی و ردگیری را کارسازهای ایمیل تنظیم می‌کنند، نه هرگز یک پیوند (RFC 6068 §3)
drop-mime = پیام همیشه متن سادهٔ UTF-8 است؛ پیوند نمی‌تواند ساختار MIME یا کدگذاری آن را تغییر دهد (RFC 6068 §2، §3)
drop-attachment = پیوند نمی‌تواند فایل پیوست کند؛ چیزی از دیسک خوانده نشد
drop-client-control = دستوری به برنامهٔ ایمیل (مانند ارسال فوری، ذخیرهٔ نسخه، اولویت یا متن HTML) که این برنامه هرگز از پیوند نمی‌پذیرد
drop-unknown = فیلدی نیست که پیوند اجازهٔ تنظیمش را داشته باشد: فیلدهای ناشناخته می‌توانند سرآیندهایی بیفزایند که نمی‌بینید (RFC 6068 §3، §4)
drop-malformed = مقدار قابل استفاده نیست: { $why }
drop-repeated = پیوند این فیلد را بیش از یک بار تنظیم می‌کند؛ فقط مقدار آخر به کار می‌رود

## هشدارها و یادداشت‌ها دربارهٔ پیام

notice-hidden-recipient = { $count ->
        [1] پیوند یک گیرندهٔ پنهان (Bcc) اضافه می‌کند که گیرندگان دیگر او را نمی‌بینند: { $names }
        [one] پیوند { $count } گیرندهٔ پنهان (Bcc) اضافه می‌کند که گیرندگان دیگر آن‌ها را نمی‌بینند: { $names }
       *[other] پیوند { $count } گیرندهٔ پنهان (Bcc) اضافه می‌کند که گیرندگان دیگر آن‌ها را نمی‌بینند: { $names }
    }
notice-many-recipients = پیام به { $count ->
        [one] { $count } گیرنده
       *[other] { $count } گیرنده
    } می‌رود
notice-invalid-address = به «{ $address }» نمی‌توان فرستاد: { $problem }
notice-numeric-recipient = «{ $text }» فقط رقم است، مثل درگاه یا شمارهٔ تلفن، نه نشانی
notice-display-name-address = نام «{ $name }» مثل یک نشانی به نظر می‌رسد، اما ایمیل به { $address } می‌رود
notice-name-mixed-script = نام «{ $name }» در واژهٔ «{ $word }» خط‌ها را درهم می‌آمیزد و این واژه شبیه «{ $looks-like }» با حروف لاتین است: ایمیل به { $address } می‌رود
notice-local-part-address = نشانی { $address } با نشانی { $shown } آغاز می‌شود، اما ایمیل به دامنهٔ { $domain } می‌رود
notice-smtputf8 = بخش محلی { $address } نویسه‌های غیر ASCII دارد: فقط از طریق کارسازی با SMTPUTF8 فرستاده می‌شود
notice-international-domain = { $address } به‌صورت { $ascii } فرستاده می‌شود
notice-label-symbols = برچسب دامنهٔ «{ $label }» نویسه‌هایی دارد که در نام‌ها به کار نمی‌روند: ممکن است برای جعل هویت دامنهٔ دیگری به کار رود؛ ایمیل به { $ascii } می‌رود
notice-mixed-script = برچسب دامنهٔ «{ $label }» خط‌ها را درهم می‌آمیزد: ممکن است برای جعل هویت دامنهٔ دیگری به کار رود؛ ایمیل به { $ascii } می‌رود
notice-mixed-script-looks-like = برچسب دامنهٔ «{ $label }» خط‌ها را درهم می‌آمیزد و شبیه «{ $looks-like }» با حروف لاتین است: ممکن است برای جعل هویت دامنهٔ دیگری به کار رود؛ ایمیل به { $ascii } می‌رود
notice-confusable-domain = برچسب دامنهٔ «{ $label }» به خط دیگری نوشته شده و شبیه «{ $looks-like }» با حروف لاتین است: ایمیل به { $ascii } می‌رود، نه به آن دامنه
notice-top-domain = دامنهٔ { $domain } شبیه { $top } است، اما دامنهٔ دیگری است: ایمیل به { $ascii } می‌رود
domain-known-button = این دامنه را می‌شناسم
domain-known-hover = واقعاً به { $domain } نامه می‌نویسید: از این پس، اینجا و در پنجره‌های بعدی، هشدارِ شباهت آن به دامنهٔ دیگری داده نمی‌شود و نشانی‌هایش دوباره پیشنهاد می‌شوند
notice-local-symbols = بخش پیش از '@' در { $address } نشانه‌هایی دارد که حرف نیستند، و شبیه «{ $looks-like }» است: ایمیل به صندوق پستی دیگری می‌رود
notice-local-mixed-script = بخش پیش از '@' در { $address } خط‌ها را درهم می‌آمیزد: ممکن است برای جعل هویت نشانی دیگری به کار رود
notice-local-mixed-script-looks-like = بخش پیش از '@' در { $address } خط‌ها را درهم می‌آمیزد و شبیه «{ $looks-like }» با حروف لاتین است: ایمیل به صندوق پستی دیگری می‌رود
notice-local-confusable = بخش پیش از '@' در { $address } شبیه «{ $looks-like }» با حروف لاتین است، اما با نویسه‌های دیگری نوشته شده: ایمیل به صندوق پستی دیگری می‌رود
notice-local-compatibility = بخش پیش از '@' در { $address } با شکل‌های ویژهٔ حروف (مانند حروف تمام‌عرض یا ریاضی) نوشته شده و «{ $looks-like }» خوانده می‌شود: ایمیل به صندوق پستی دیگری می‌رود
notice-idna-deviation = دامنهٔ { $domain } نویسه‌های { $characters } را دارد که نرم‌افزارهای قدیمی (IDNA2003) جور دیگری می‌خوانند: آن‌ها به { $other } می‌فرستند؛ این برنامه به { $ascii } می‌فرستد
notice-bidi-control = نویسه‌هایی دارد که جهت متن را وارونه می‌کنند، پس متنی که نمایش داده می‌شود ممکن است با آنچه واقعاً نوشته شده فرق داشته باشد: { $text }
notice-direction-mark = نشانه‌های جهت دارد که نشانه‌گذاری و اعداد را کنار متن راست‌به‌چپ قرار می‌دهند: { $text }
notice-invisible = نویسه‌های نامرئی دارد: { $text }
notice-blank-lines = { $blank ->
        [one] { $blank } خط خالی متن بیشتری را تا خط { $line } پایین می‌برد: برای خواندن همهٔ متن به پایین بروید
       *[other] { $blank } خط خالی متن بیشتری را تا خط { $line } پایین می‌برند: برای خواندن همهٔ متن به پایین بروید
    }
notice-indent = خط { $line } با { $spaces ->
        [one] { $spaces } فاصله
       *[other] { $spaces } فاصله
    } آغاز می‌شود که متنش را از دید بیرون می‌برد

## چرا پیام ساخته نمی‌شود

message-no-recipients = پیام گیرنده ندارد: در «به»، «رونوشت» یا «رونوشت پنهان» نشانی اضافه کنید
message-no-sender = حساب «{ $account }» نشانی ایمیلی برای ارسال ندارد: email = "..." را به آن بیفزایید
message-invalid-recipient = نشانی { $field } «{ $address }» قابل استفاده نیست: { $problem }؛ پیش از ارسال آن را درست کنید
message-invalid-sender = فرستندهٔ «{ $sender }» قابل استفاده نیست: { $problem }؛ ایمیل حساب را یک نشانی مانند me@example.net بگذارید
message-unsafe-header = { $field } شکست خط یا نویسهٔ کنترلی دارد که می‌تواند سرآیند پنهان بیفزاید؛ آن را بردارید
message-build = پیام ساخته نشد: { $detail }

## چرا پیام فرستاده نشد

send-host-not-found = کارساز ایمیل { $host } پیدا نشد: host را در پیکربندی و اتصال شبکه‌تان بررسی کنید
send-connection-refused = کارساز ایمیل { $host }:{ $port } اتصال را رد کرد: host، port و security را در پیکربندی بررسی کنید
send-timed-out = کارساز ایمیل { $host } { $step } در { $seconds ->
        [one] { $seconds } ثانیه
       *[other] { $seconds } ثانیه
    } پاسخ نداد: بعداً دوباره بکوشید، یا timeout را در پیکربندی بیشتر کنید
send-tls = اتصال امن به { $host } شکست خورد: { $detail }
send-no-starttls = کارساز ایمیل { $host } STARTTLS ارائه نمی‌دهد، پس اتصال رمزگذاری نمی‌شود: security = "tls" (معمولاً درگاه ۴۶۵) را به کار ببرید یا از فراهم‌کننده بپرسید
send-auth-rejected = کارساز ایمیل ورود { $user } را رد کرد ({ $reply }): نام کاربری و منبع گذرواژه را در پیکربندی بررسی کنید
send-auth-unsupported = کارساز ایمیل { $host } هیچ روش ورودی که این برنامه پشتیبانی کند ارائه نمی‌دهد ({ $methods })؛ host و security را بررسی کنید
send-sign-in-rejected = کارساز ایمیل { $host } ورود { $user } را نپذیرفت: { $advice }
send-sign-in-rejected-reply = کارساز ایمیل { $host } ورود { $user } را نپذیرفت ({ $reply }): { $advice }
send-advice-sign-in-again = دوباره وارد شوید («ورود» در پنجره، یا `mailto-preview config sign-in`)؛ اگر پاسخ کارساز می‌گوید ورود SMTP غیرفعال است، مدیر صندوق پستی باید SMTP AUTH را برای آن فعال کند
send-advice-fresh-token = دوباره وارد شوید (توکن تازه‌ای از oauth2.token-command بگیرید)؛ اگر پاسخ کارساز می‌گوید ورود SMTP غیرفعال است، مدیر صندوق پستی باید SMTP AUTH را برای آن فعال کند
send-recipient-rejected = کارساز ایمیل گیرندهٔ { $address } را رد کرد ({ $reply }): نشانی را درست کنید و دوباره بفرستید
send-sender-rejected = کارساز ایمیل فرستندهٔ { $address } را رد کرد ({ $reply }): ایمیل حساب باید نشانی‌ای باشد که این ورود اجازهٔ ارسال از آن را دارد
send-message-rejected = کارساز ایمیل پیام را رد کرد ({ $reply })
send-temporarily-unavailable = کارساز ایمیل اکنون نمی‌تواند پیام را بپذیرد ({ $reply }): پیام ذخیره شده است؛ بعداً دوباره بکوشید
send-no-smtputf8 = کارساز ایمیل { $host } از SMTPUTF8 که نشانی { $address } نیاز دارد پشتیبانی نمی‌کند: برای آن یک نشانی ASCII یا کارساز دیگری به کار ببرید
send-connection = اتصال به { $host } { $step } قطع شد ({ $detail }): شاید پیام تحویل نشده باشد؛ ذخیره شده است، دوباره بکوشید
send-hands-over = حساب «{ $account }» خودش ایمیل نمی‌فرستد، پیام‌ها را به { $target } تحویل می‌دهد: حسابی با کارساز برگزینید، یا «باز کردن در» را به کار ببرید
send-no-account = حساب «{ $account }» دیگر در پیکربندی نیست: آن را دوباره اضافه کنید، یا پیام را با mailto-preview queue --cancel پس بگیرید و از حساب دیگری بفرستید
send-sendmail = { $program } شکست خورد: { $detail }
send-envelope = نشانی { $address } را نمی‌توان در پاکت به کار برد: { $detail }
deliver-not-saved = پیام پیش از ارسال ذخیره نشد، پس فرستاده نشد: { $error }
deliver-not-sent = { $error } (پیام با نام { $path } ذخیره شده است)
deliver-undone = پیش از آنکه چیزی فرستاده شود، ارسال را پس گرفتید؛ پیام با نام { $path } ذخیره شده است
deliver-interrupted = ارسال ناگهان متوقف شد، پس معلوم نیست کارساز پیام را دارد یا نه؛ با نام { $path } ذخیره شده است: پیش از ارسال دوباره، پوشهٔ فرستاده‌ها را بررسی کنید

## نسخه در پوشهٔ فرستاده‌های صندوق پستی (IMAP)

filing-filed = و نسخه‌ای در { $folder } است
filing-by-provider = فراهم‌کنندهٔ شما خودش نسخه را در فرستاده‌ها نگه می‌دارد
filing-failed = اما نسخه در پوشهٔ فرستاده‌ها بایگانی نشد: { $error }. پیام دو بار فرستاده نشد؛ نسخه منتظر می‌ماند و وقتی «تلاش دوباره برای بایگانی» را بزنید یا پیام بعدی را از همین حساب بفرستید، بایگانی می‌شود
filing-retry = تلاش دوباره برای بایگانی
filing-retry-hover = نسخه را در پوشهٔ فرستاده‌ها می‌گذارد؛ پیام دوباره فرستاده نمی‌شود
filing-unreadable = نسخه‌ای که منتظر بایگانی است خوانده نمی‌شود: { $detail }
filing-no-account = حساب «{ $account }» که آن را فرستاده در پیکربندی نیست، یا جدول [imap] ندارد: آن را دوباره بیفزایید، یا نسخه را از پوشهٔ نسخه‌های بایگانی‌نشده پاک کنید
file-no-mailbox = حساب «{ $account }» صندوق پستی ندارد: یک جدول [accounts.{ $account }.imap] با کارساز آن (host) بیفزایید
file-host-not-found = کارساز صندوق پستی { $host } پیدا نشد: imap.host را در پیکربندی و اتصال شبکه‌تان بررسی کنید
file-connection-refused = کارساز صندوق پستی { $host }:{ $port } اتصال را رد کرد: imap.host، imap.port و imap.security را در پیکربندی بررسی کنید
file-timed-out = کارساز صندوق پستی { $host } در { $seconds ->
        [one] { $seconds } ثانیه
       *[other] { $seconds } ثانیه
    } پاسخ نداد: بعداً دوباره بکوشید، یا timeout را در پیکربندی بیشتر کنید
file-tls = اتصال امن به کارساز صندوق پستی { $host } شکست خورد: { $detail }
file-no-starttls = کارساز صندوق پستی { $host } STARTTLS را رد کرد، پس اتصال رمزگذاری نمی‌شود: imap.security = "tls" (معمولاً درگاه ۹۹۳) را به کار ببرید
file-no-login = کارساز صندوق پستی { $host } ورود می‌خواهد و حساب اطلاعات ورود ندارد: username و یک منبع گذرواژه (یا imap.username و imap.password) را تنظیم کنید
file-login-rejected = کارساز صندوق پستی ورود { $user } را رد کرد ({ $reply }): نام کاربری و گذرواژه را بررسی کنید (اگر صندوق پستی مال خودش را دارد، imap.username و imap.password)
file-sign-in-rejected = کارساز صندوق پستی { $host } ورود { $user } را نپذیرفت ({ $reply }): دوباره وارد شوید (`mailto-preview config sign-in`)؛ برای Outlook.com و Microsoft 365 ورود باید مجوز IMAP را دربر داشته باشد (README، «Sent mail in your mailbox»)
file-no-sent-folder = صندوق پستی روی { $host } هیچ پوشه‌ای را به‌عنوان فرستاده‌ها علامت نزده و پوشه‌ای با نام‌های معمول هم ندارد: آن را با imap.{ $key } در پیکربندی نام ببرید (پوشه‌هایش: { $seen })
file-no-drafts-folder = صندوق پستی روی { $host } هیچ پوشه‌ای را به‌عنوان پیش‌نویس‌ها علامت نزده و پوشه‌ای با نام‌های معمول هم ندارد: آن را با imap.{ $key } در پیکربندی نام ببرید (پوشه‌هایش: { $seen })
file-no-such-folder = پوشهٔ «{ $name }» که imap.{ $key } نام می‌برد در صندوق پستی روی { $host } نیست: آن را در پیکربندی درست کنید (پوشه‌هایش: { $seen })
file-refused = کارساز صندوق پستی پیام را در { $folder } ذخیره نکرد
file-refused-reply = کارساز صندوق پستی پیام را در { $folder } ذخیره نکرد ({ $reply })
file-too-much = کارساز صندوق پستی { $host } بسیار بیشتر از نیاز یک صندوق پستی فرستاد: اتصال متوقف شد
file-connection = اتصال به کارساز صندوق پستی { $host } قطع شد ({ $detail })

## چرا پیوند باز نمی‌شود

parse-not-mailto = این پیوند mailto: نیست (با «{ $given }» آغاز می‌شود)؛ فقط پیوندهایی که با «mailto:» آغاز می‌شوند باز می‌شوند
parse-too-long = پیوند { $length ->
        [one] { $length } بایت
       *[other] { $length } بایت
    } است، بیش از حد { $cap ->
        [one] { $cap } بایتی
       *[other] { $cap } بایتی
    } (2 MiB) که مرورگرها می‌فرستند؛ باز نشد
policy-too-many-recipients = پیوند می‌خواهد به { $found ->
        [one] { $found } گیرنده
       *[other] { $found } گیرنده
    } بفرستد، بیش از { $cap ->
        [one] { $cap } گیرنده‌ای
       *[other] { $cap } گیرنده‌ای
    } که پیوند می‌تواند نام ببرد؛ باز نشد
policy-line-too-long = { $field } پیوند { $found ->
        [one] { $found } نویسه
       *[other] { $found } نویسه
    } است، بیش از { $cap ->
        [one] { $cap } نویسه‌ای
       *[other] { $cap } نویسه‌ای
    } که پیوند می‌تواند تنظیم کند؛ باز نشد
policy-body-too-large = متن پیوند { $found ->
        [one] { $found } بایت
       *[other] { $found } بایت
    } است، بیش از { $cap ->
        [one] { $cap } بایتی
       *[other] { $cap } بایتی
    } (1 MiB) که پیوند می‌تواند تنظیم کند؛ باز نشد
policy-too-many-fields = پیوند { $found ->
        [one] { $found } فیلد سرآیند
       *[other] { $found } فیلد سرآیند
    } دارد، بیش از { $cap ->
        [one] { $cap } فیلدی
       *[other] { $cap } فیلدی
    } که پیوند می‌تواند داشته باشد؛ باز نشد

## گذرواژه‌ها، جاکلیدی و ورود

what-password-command = فرمان گذرواژه
what-token-command = فرمان توکن
password-not-run = { $what } `{ $command }` اجرا نمی‌شود: { $detail }؛ { $key } را در پیکربندی بررسی کنید
password-failed = { $what } `{ $command }` شکست خورد ({ $status }){ $stderr }؛ برای دیدن علت، آن را در پایانه اجرا کنید
password-timed-out = { $what } `{ $command }` در { $seconds ->
        [one] { $seconds } ثانیه
       *[other] { $seconds } ثانیه
    } تمام نشد؛ متوقف شد
password-empty = { $what } `{ $command }` در خط نخستش چیزی چاپ نکرد
password-env-missing = متغیر محیطی { $var } تنظیم نشده است: پیش از آغاز آن را تنظیم کنید یا منبع گذرواژهٔ دیگری به کار ببرید
goa-gone = حساب { $account } دیگر در حساب‌های برخط GNOME نیست: آن را دوباره در تنظیمات → حساب‌های برخط اضافه کنید، یا فرستندهٔ دیگری برگزینید
goa-sign-in-again = در تنظیمات → حساب‌های برخط دوباره به { $account } وارد شوید، سپس «تلاش دوباره» را بزنید ({ $detail })
goa-bus = سرویس حساب‌های برخط GNOME پاسخ نداد: { $detail }
goa-unsupported = حساب‌های برخط GNOME تنها در میزکارهای Linux در دسترس است
goa-settings-not-opened = تنظیمات GNOME باز نشد ({ $error }). خودتان تنظیمات → حساب‌های برخط را باز کنید؛ این پنجره به‌محض اینکه حساب آنجا باشد آن را پیدا می‌کند.
goa-open-settings = باز کردن حساب‌های برخط
goa-open-settings-hover = تنظیمات GNOME را در بخش حساب‌های برخط باز می‌کند، جایی که می‌توانید دوباره وارد شوید؛ سپس «تلاش دوباره» را بزنید
keyring-unavailable = هیچ جاکلیدی سیستمی در دسترس نیست ({ $detail }): GNOME Keyring یا KWallet را اجرا و قفلش را باز کنید، یا گذرواژه را جای دیگری نگه دارید (فرمان گذرواژه یا متغیر محیطی)
keyring-no-password = جاکلیدی سیستم گذرواژه‌ای برای «{ $user }» ندارد (سرویس «{ $service }»): آن را با `mailto-preview config password` ذخیره کنید، یا حساب را دوباره در پنجره راه‌اندازی کنید
keyring-no-sign-in = جاکلیدی سیستم ورودی برای «{ $user }» ندارد (سرویس «{ $service }»): با `mailto-preview config sign-in` وارد شوید، یا حساب را دوباره در پنجره راه‌اندازی کنید
keyring-failed = جاکلیدی سیستم نپذیرفت: { $detail }
sign-in-not-yet = هنوز در این رایانه به‌عنوان { $user } به { $issuer } وارد نشده‌اید: «ورود» را در پنجره برگزینید، یا `mailto-preview config sign-in` را اجرا کنید
sign-in-expired = ورود به { $issuer } برای { $user } منقضی یا لغو شده است: دوباره وارد شوید
sign-in-refused = { $issuer } ورود را رد کرد: { $error }
sign-in-denied = ورود در مرورگر کامل نشد ({ $error }): برای تلاش دوباره، دوباره وارد شوید
sign-in-unreachable = به کارساز ورود { $host } دسترسی نیست: { $detail }؛ اتصال را بررسی و دوباره تلاش کنید
sign-in-browser-timed-out = در { $minutes ->
        [one] { $minutes } دقیقه
       *[other] { $minutes } دقیقه
    } پاسخی از مرورگر نیامد: دوباره وارد شوید
sign-in-code-expired = کد به‌موقع وارد نشد: برای گرفتن کد تازه دوباره وارد شوید
sign-in-cancelled = ورود لغو شد
sign-in-listener = نمی‌توان روی 127.0.0.1 منتظر پاسخ مرورگر ماند ({ $detail }): بررسی کنید چیزی در این رایانه اتصال‌های محلی را مسدود نکند؛ برای حساب Microsoft، `mailto-preview config sign-in --code` ورود را به‌جای آن از دستگاه دیگری انجام می‌دهد
sign-in-settings = { $detail }
sign-in-no-device-flow = { $issuer } برای ایمیل ورود با کد روی دستگاه دیگر ارائه نمی‌دهد: در مرورگر وارد شوید
discover-not-an-address = «{ $text }» نشانی ایمیل نیست: نشانی‌ای مانند me@example.org بدهید
discover-cancelled = جستجو لغو شد

## پیش‌نویس‌ها روی دیسک و تحویل

store-no-data-dir = پوشهٔ داده‌ای برای نگه داشتن پیش‌نویس‌ها پیدا نمی‌شود (آیا HOME تنظیم شده است؟)
store-io = { $path } قابل استفاده نیست: { $detail }
store-saved-link = { $path } پیوندی است که پس از تحویلِ آغازنشده نگه داشته شده، نه پیام: آن را با `mailto-preview - < { $path }` دوباره باز کنید
store-envelope = کنار { $path } پاکت خواندنی‌ای نیست ({ $detail })؛ همان‌طور که هست فرستاده نمی‌شود
open-with-unknown = «{ $id }» نه ایمیل وب است (gmail، outlook، office365، yahoo، proton) و نه برنامهٔ ایمیل نصب‌شده: `mailto-preview open-with --list` آنچه را در دسترس است نشان می‌دهد
open-with-no-recipient = پیام گیرنده ندارد: پیش از تحویل یکی اضافه کنید
open-with-invalid-address = نشانی «{ $address }» معتبر نیست: پیش از تحویل پیام آن را درست کنید
open-with-encode = پیام را نمی‌توان به‌صورت پیوند نوشت: { $detail }
open-with-bad-entry = ورودی رومیزی { $program } اجرا نمی‌شود: { $detail }
launch-start = { $program } آغاز نشد ({ $detail }): آیا نصب است؟
launch-failed = { $program } بی‌درنگ با { $status } متوقف شد: پیام تحویل داده نشد
launch-portal = درگاه رومیزی نتوانست صفحه را باز کند ({ $detail })
launch-unsupported = باز کردن صفحهٔ وب در این سیستم پشتیبانی نمی‌شود
launch-files = فایل پیوست برای برنامه در { $path } نوشته نشد: { $detail }
handoff-no-keywords = فیلد Keywords به { $target } تحویل داده نمی‌شود: برنامه‌های ایمیل آن را از پیوند نمی‌گیرند.
handoff-too-long-program = پیام برای دادن یکجا به { $target } بیش از حد طولانی است ({ $length ->
        [one] { $length } نویسه
       *[other] { $length } نویسه
    }؛ سیستم { $max ->
        [one] { $max } نویسه
       *[other] { $max } نویسه
    } می‌پذیرد)، پس متن در آن نیست: آن را آنجا در پیام بچسبانید.
handoff-no-bcc = { $target } رونوشت پنهان را از پیوند نمی‌گیرد: پیش از ارسال، { $bcc } را آنجا به‌عنوان رونوشت پنهان بیفزایید.
handoff-no-files = { $target } نمی‌تواند فایل‌ها را این‌گونه بگیرد: { $count ->
        [one] آن را
       *[other] آن‌ها را
    } همان‌جا پیوست کنید ({ $files }).
handoff-open-folder = باز کردن پوشه
handoff-too-long-webmail = پیام برای پیوند نوشتن { $target } بیش از حد طولانی است ({ $length ->
        [one] { $length } نویسه
       *[other] { $length } نویسه
    }؛ حدود { $max ->
        [one] { $max } نویسه
       *[other] { $max } نویسه
    } می‌پذیرد)، پس متن در آن نیست: آن را آنجا در پیام بچسبانید.
handoff-plus-becomes-space = دیده شده که { $target } «+» را در نشانی به فاصله تبدیل می‌کند: پیش از ارسال، گیرندگان را آنجا بررسی کنید.
handoff-no-threading = { $target } نمی‌تواند In-Reply-To یا References را از پیوند بگیرد: پیام به‌عنوان پاسخ در رشته قرار نمی‌گیرد.

## ثبت به‌عنوان برنامهٔ ایمیل و آغاز هنگام ورود

desktop-no-home = پوشهٔ خانه معلوم نیست: HOME را تنظیم کنید
desktop-own-path = مسیر خود برنامه پیدا نمی‌شود ({ $detail })؛ آن را با مسیر کامل اجرا کنید
desktop-unwritable-path = مسیر برنامه { $path } در ورودی رومیزی نوشته نمی‌شود (UTF-8 نیست یا نویسهٔ کنترلی دارد)؛ برنامه را به مسیری ساده منتقل کنید
desktop-io = { $path } قابل استفاده نبود: { $detail }
desktop-system = { $detail }
desktop-unsupported = ثبت برنامهٔ ایمیل در این سیستم پشتیبانی نمی‌شود
handoff-lost = تحویل ناگهان متوقف شد
unavailable-unusable = پیوند قابل استفاده نیست
unavailable-no-account = برای دیدن پیام، دقیقاً همان‌گونه که فرستاده می‌شود، یک حساب راه‌اندازی کنید
save-no-store = پوشهٔ داده‌ای برای پیش‌نویس‌ها نیست

## کارساز کجا پیدا شد

source-providers = جدول داخلی فراهم‌کنندگان
source-autoconfig = کارساز پیکربندی خودکار دامنه
source-well-known = کارساز وب دامنه (well-known autoconfig)
source-mx = مبادله‌گر ایمیل دامنه (MX)
source-srv = رکوردهای SRV دامنه
source-ispdb = ISPDB متعلق به Thunderbird
discover-other-domain = ایمیل برای { $domain } از طریق { $host } فرستاده می‌شود

## Provider notes
provider-note-gmail = Google گذرواژهٔ برنامه (با تأیید دومرحله‌ای روشن) یا ورود با Google را می‌پذیرد؛ گذرواژهٔ معمولی‌تان کار نمی‌کند.
provider-note-outlook = Outlook.com فقط ورود با Microsoft (OAuth 2.0) را می‌پذیرد: گذرواژه‌ها از سپتامبر ۲۰۲۴ دیگر کار نمی‌کنند.
provider-note-office365 = در Microsoft 365 مدیر باید ارسال SMTP را برای صندوق پستی شما مجاز کند؛ گذرواژه‌ها به‌طور پیش‌فرض از پایان دسامبر ۲۰۲۶ کار نمی‌کنند و ورود با Microsoft همچنان کار می‌کند.
provider-note-app-password = { $provider } برای برنامه‌های ایمیل گذرواژهٔ برنامه می‌خواهد؛ گذرواژهٔ معمولی‌تان کار نمی‌کند.
provider-note-app-specific-password = { $provider } گذرواژهٔ ویژهٔ برنامه می‌خواهد (با احراز هویت دوعاملی روشن).
provider-note-zoho = با احراز هویت دوعاملی روشن، Zoho گذرواژهٔ ویژهٔ برنامه می‌خواهد؛ دامنهٔ اختصاصی یک سازمان از { $host } استفاده می‌کند.
provider-note-proton-bridge = Proton Mail Bridge باید روی این رایانه در حال اجرا باشد: گذرواژه‌ای را که Bridge نشان می‌دهد به کار ببرید و به گواهی آن اعتماد کنید (tls-ca = گواهی‌ای که Bridge صادر می‌کند).
provider-note-proton-smtp = فقط برای نشانی‌ای روی دامنهٔ خودتان با توکن SMTP از تنظیمات Proton؛ ایمیلی که این‌گونه فرستاده شود رمزگذاری سرتاسری ندارد.
provider-note-switch-on-access = ابتدا دسترسی POP3/IMAP را در تنظیمات { $provider } روشن کنید.
provider-note-yandex = Yandex گذرواژهٔ برنامه می‌خواهد، و باید برنامه‌های ایمیل در تنظیمات، کارخواه‌های ایمیل روشن باشند.

## Attached files: exact sizes and the limits of servers

size-bytes-exact = { $count ->
        [one] { $shown } بایت
       *[other] { $shown } بایت
    }
message-attachment-elided = { "[" }{ $name }: { $size }؛ { $encoded } در base64]
too-big = حجم پیام { $size } است و { $server } حداکثر { $limit } می‌پذیرد
send-too-big-reply = حجم پیام { $size } است، بیش از آنچه { $server } می‌پذیرد ({ $reply })
file-too-big = حجم پیام { $size } است و { $host } در { $folder } فقط پیام‌های تا { $limit } را نگه می‌دارد
filing-too-big = اما نسخه در پوشهٔ فرستاده‌ها بایگانی نشد: { $error }
provider-refuses-type = { $provider } فایل‌هایی مانند { $name } را جابه‌جا نمی‌کند (این نوع را به دلایل امنیتی مسدود می‌کند)، پس پیام برگشت می‌خورد: فایل را از راه دیگری بفرستید

## حساب چگونه می‌فرستد

server-smtp = { $host }:{ $port } ({ $security })
server-no-encryption = بدون رمزگذاری
server-sendmail = { $program } (sendmail محلی)
server-desktop = حساب‌های برخط GNOME
server-handoff = { $target } (تحویل داده می‌شود و شما آنجا می‌فرستید)

## املا (src/spelling): منو و پیام‌های بررسی‌کننده
spelling-add = افزودن به واژه‌نامه
spelling-ignore = نادیده گرفتن
spelling-no-suggestions = پیشنهادی نیست
spelling-misspelt = غلط املایی: { $word }
spelling-automatic = املا: زبان متن
spelling-language = املا: { $language }
spelling-off = املا: خاموش
spelling-no-dictionary = هیچ واژه‌نامهٔ املایی برای زبان «{ $language }» نصب نیست، پس متنی که به این زبان نوشته شود بررسی نمی‌شود. با نصب یک واژه‌نامه، این بررسی انجام می‌شود (در Debian و Ubuntu: { $package }).
spelling-unreadable = واژه‌نامهٔ املایی { $path } خوانده نمی‌شود: { $detail }
spelling-encoding = واژه‌نامهٔ املایی { $path } خوانده نمی‌شود: با { $encoding } رمزگذاری شده است؛ نسخهٔ UTF-8 آن خواندنی است
spelling-personal-list = واژه به واژه‌نامهٔ شخصی شما { $path } افزوده نمی‌شود: { $detail }
spelling-not-a-word = «{ $word }» یک واژهٔ تنها نیست، پس نمی‌توان آن را به واژه‌نامه افزود
spelling-no-thread = املا بررسی نمی‌شود: رشتهٔ اجرایی بررسی آغاز نشد ({ $detail })

## گیرندگانی که هنگام تایپ پیشنهاد می‌شوند (src/contacts)
contacts-offers = { $count ->
        [one] { $count } پیشنهاد
       *[other] { $count } پیشنهاد
    }
contacts-forget = فراموش کردن این نشانی
contacts-forget-hover = فراموش کردن این نشانی ({ $shortcut })
contacts-source-sent = { $count ->
        [one] { $count } بار به آن فرستاده شده
       *[other] { $count } بار به آن فرستاده شده
    }
contacts-source-book = از دفترچهٔ نشانی «{ $book }»
contacts-no-data-dir = پوشهٔ داده‌ای برای به خاطر سپردن گیرندگان پیدا نمی‌شود (آیا HOME تنظیم شده است؟)
contacts-io = { $path } قابل استفاده نیست: { $detail }
contacts-unreadable = { $path } فهرست گیرندگانی نیست که این برنامه بتواند بخواند ({ $detail })؛ دست‌نخورده ماند و تا جابه‌جا نشود هیچ گیرنده‌ای به خاطر سپرده نمی‌شود
contacts-evolution = دفترچه‌های نشانی Evolution (مخاطبان GNOME) خوانده نمی‌شوند: { $detail }

## صف: پیام‌هایی که برای بعد نگه داشته شده‌اند (زمان‌بندی فرستادن، فرستادن هنگام برخط شدن) و
## اعلان‌هایی که می‌گویند پس از بسته شدن پنجره چه بر سرشان آمد.
queue-not-found = هیچ چیزی در صف شناسهٔ { $id } را ندارد: mailto-preview queue آنچه را منتظر است فهرست می‌کند
queue-busy = نمونهٔ دیگری از Mailto Preview همین حالا در حال فرستادن { $id } است: کمی بعد mailto-preview queue را ببینید
queue-entry = رکورد { $path } مربوط به پیامی در صف خوانده نمی‌شود ({ $detail }): خود پیام هنوز کنار آن است
queue-sent-title = به { $recipients } فرستاده شد
queue-sent-body = «{ $subject }» سر وقت فرستاده شد.
queue-not-sent-title = به { $recipients } فرستاده نشد
queue-refused-body = «{ $subject }» پذیرفته نشد: { $error }. پیام نگه داشته شده است: مشکلی را که کارساز می‌گوید برطرف کنید، سپس آن را با mailto-preview queue --send-now { $id } بفرستید، یا با --cancel { $id } پس بگیرید.
queue-uncertain-body = اتصال هنگام فرستادن «{ $subject }» قطع شد، پس شاید پیام رسیده باشد. پیام نگه داشته شده است و خودبه‌خود دوباره فرستاده نمی‌شود: اگر نرسیده است، آن را با mailto-preview queue --send-now { $id } بفرستید.
queue-interrupted-body = Mailto Preview هنگام فرستادن «{ $subject }» متوقف شد، پس شاید پیام رسیده باشد. پیام نگه داشته شده است و خودبه‌خود دوباره فرستاده نمی‌شود: اگر نرسیده است، آن را با mailto-preview queue --send-now { $id } بفرستید.
queue-gave-up-body = «{ $subject }» یک روز تمام فرستاده نشد: { $error }. پیام نگه داشته شده است: وقتی دوباره برخط شدید، آن را با mailto-preview queue --send-now { $id } بفرستید.

## OpenPGP: امضا و رمزگذاری با کلیدهای GnuPG خود کاربر.

# آنچه «پیام، دقیقاً همان‌گونه که فرستاده می‌شود» در جاهایی نشان می‌دهد که هنگام ارسال، خروجی GnuPG در آن‌ها قرار می‌گیرد.
openpgp-pending-micalg = { "[" }الگوریتم درهم‌سازی که GnuPG با آن امضا می‌کند، مثلاً pgp-sha256]
openpgp-pending-signature = { "[" }امضایی که GnuPG هنگام ارسال با کلید شما می‌سازد]
openpgp-pending-encrypted = { "[" }متن و فایل‌های پیام، که GnuPG هنگام ارسال امضا و رمزگذاری می‌کند]
openpgp-pending-autocrypt = { "[" }کلید عمومی شما، که هنگام ارسال از GnuPG گرفته می‌شود]
openpgp-not-a-fingerprint = «{ $text }» اثر انگشت یک کلید نیست: ۴۰ رقم مبنای شانزده را که gpg --list-secret-keys نشان می‌دهد بنویسید
openpgp-missing = GnuPG نصب نیست (هیچ برنامهٔ { $program } پیدا نشد)، پس نمی‌توان چیزی را امضا یا رمزگذاری کرد. GnuPG را نصب کنید، یا «امضا» را برای این پیام خاموش کنید
openpgp-not-run = { $program } اجرا نشد: { $detail }
openpgp-cancelled = امضا لغو شد، پس چیزی فرستاده نشد
openpgp-bad-passphrase = GnuPG عبارت عبور را نپذیرفت، پس چیزی فرستاده نشد
openpgp-no-pinentry = GnuPG نتوانست عبارت عبور شما را بپرسد (هیچ برنامهٔ pinentry اینجا باز نمی‌شود)، پس چیزی فرستاده نشد
openpgp-no-secret-key = GnuPG شما هیچ کلید خصوصی { $key } ندارد که بتواند امضا کند. openpgp.key را برای این حساب بررسی کنید، یا کلید را به GnuPG وارد کنید
openpgp-recipient-refused = GnuPG برای { $key } رمزگذاری نمی‌کند: { $reason }
openpgp-failed = GnuPG پیام را امضا یا رمزگذاری نکرد ({ $detail })، پس چیزی فرستاده نشد
openpgp-key-not-found = هیچ کلیدی پیدا نشد
openpgp-key-revoked = کلید باطل شده است
openpgp-key-expired = کلید منقضی شده است
openpgp-key-wrong-usage = از این کلید نمی‌توان برای این کار استفاده کرد
openpgp-key-not-trusted = کلید مورد اعتماد نیست
openpgp-key-disabled = کلید غیرفعال است
openpgp-key-unusable = کلید قابل استفاده نیست
step-signing = امضا با کلید شما
step-passphrase = انتظار برای عبارت عبور شما در پنجرهٔ GnuPG
step-held = درنگ پیش از ارسال، تا بتوانید آن را پس بگیرید
step-while-signing = هنگام امضا
step-while-passphrase = هنگام انتظار برای عبارت عبور شما
openpgp-key-usable = کلید قابل استفاده است
openpgp-key-not-certified = هیچ‌یک از کسانی که به آن‌ها اعتماد دارید تأیید نکرده است که این کلید متعلق به این نشانی است
openpgp-sign = امضا
openpgp-sign-hover = با کلید { $key } شما امضا شود، تا گیرندگان بتوانند بررسی کنند که پیام از طرف شماست و تغییری نکرده است
openpgp-encrypt = رمزگذاری
openpgp-encrypt-hover = با کلید هر گیرنده و کلید خودتان رمزگذاری شود: فقط شما و آن‌ها می‌توانید متن و فایل‌ها را بخوانید
openpgp-cannot-encrypt = برای رمزگذاری، هر گیرنده باید یک کلید قابل استفاده داشته باشد:
openpgp-headers-readable = موضوع، نشانی‌ها و تاریخ برای کارسازهای ایمیل خواندنی می‌مانند: فقط متن و فایل‌ها رمزگذاری می‌شوند.
openpgp-unsigned-because = این پیام بدون امضا فرستاده می‌شود: { $reason }
openpgp-no-signer = GnuPG شما هیچ کلید خصوصی { $key } ندارد که بتواند امضا کند، پس این پیام بدون امضا فرستاده می‌شود. openpgp.key را برای این حساب بررسی کنید.
openpgp-recipient-lacks = { $address }: { $reason }
openpgp-key-of = کلید { $key }، «{ $user }»
openpgp-use-key = استفاده از این کلید
openpgp-use-key-hover = از این پس برای { $address } با این کلید رمزگذاری شود، هرچند هیچ‌یک از کسانی که به آن‌ها اعتماد دارید تأیید نکرده است که کلید از آنِ اوست
openpgp-find-key = جست‌وجوی کلید
openpgp-find-key-hover = کلید { $address } از راه اینترنت از { $domain } پرسیده شود (Web Key Directory)
openpgp-found = کلید { $key } برای { $address } پیدا شد و به کلیدهای GnuPG شما افزوده شد.
openpgp-not-found = هیچ کلیدی برای { $address } پیدا نشد.
openpgp-accept-failed = انتخاب این کلید به خاطر سپرده نشد: { $error }
openpgp-gnupg-missing = GnuPG نصب نیست، پس این پیام بدون امضا فرستاده می‌شود. برای امضا با کلید { $key } خودتان، GnuPG را نصب کنید.
step-while-held = هنگام درنگ پیش از ارسال
openpgp-signer-refused = GnuPG با کلید { $key } شما امضا نمی‌کند: { $reason }. چیزی فرستاده نشد
blocker-cannot-encrypt = «رمزگذاری» روشن است، اما همهٔ گیرندگان کلید قابل استفاده ندارند: «رمزگذاری» را خاموش کنید، یا آن گیرندگان را حذف کنید
openpgp-signer-cannot-encrypt = کلید { $key } شما هیچ بخشی ندارد که بتواند رمزگذاری کند، پس پیام‌ها را نمی‌توان رمزگذاری کرد (پیام‌ها برای خود شما هم رمزگذاری می‌شوند تا بتوانید آن‌ها را در «فرستاده‌ها» بخوانید).
