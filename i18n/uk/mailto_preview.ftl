## Mailto Preview: Ukrainian (uk).
## Machine-assisted translation by the Mailto Preview developers; to be reviewed by native speakers.

## Вікно

window-heading = Посилання хоче надіслати електронний лист
window-title = Надіслати лист { $recipient }?
window-title-more = Надіслати лист { $recipient } та ще { $more ->
        [one] { $more } отримувачу
        [few] { $more } отримувачам
        [many] { $more } отримувачам
       *[other] { $more } отримувача
    }?
window-title-none = Надіслати лист?
window-title-unusable = Непридатне поштове посилання
window-waiting = Очікування поштового посилання від системи...
window-next-link = Відкривається наступне поштове посилання...
unusable-heading = Цим поштовим посиланням не можна скористатися

from-label = Від:
from-account = { $name } <{ $address }> через { $server }
from-account-handoff = { $address } у { $server }
from-you = ви
from-hover = Обліковий запис, який надішле цей лист
from-plaintext = Увага: цей обліковий запис надсилає без шифрування
config-broken = Конфігурацію не можна використати: { $error }

field-to = Кому
field-cc = Копія
field-bcc = Прихована копія
field-subject = Тема
field-body = Текст ({ $lines ->
        [one] { $lines } рядок
        [few] { $lines } рядки
        [many] { $lines } рядків
       *[other] { $lines } рядка
    })
field-recipients-hint = name@example.org, ...
field-warning = Увага: { $message }
field-changed = Змінено порівняно з посиланням: { $message }

ignored-heading = Не взято з посилання ({ $count })
ignored-nothing = Нічого: посилання задає лише ті поля, які посиланню можна задавати.
original-link = Початкове посилання
copy-link = Копіювати посилання
exact-message = Точний текст листа
handoff-receives = Що отримає { $target }
settings-heading = Налаштування
settings-resident = Запускатися разом із сеансом і залишатися у фоні, щоб посилання відкривалися одразу
settings-resident-hover = Додає елемент автозапуску, який запускає Mailto Preview без вікна; близько 30 МіБ в очікуванні

## Кнопки

action-send = Надіслати
action-retry = Повторити
action-open-in = Відкрити в { $target }
action-open-in-menu = Відкрити в...
action-cancel = Скасувати
action-save-draft = Зберегти чернетку
action-copy-text = Копіювати як текст
action-send-hover = Надіслати цей лист зараз ({ $shortcut })
action-handoff-hover = Передати цей лист зараз ({ $shortcut })
action-cancel-hover = Закрити без надсилання ({ $shortcut })
action-save-hover = Зберегти в теці чернеток ({ $shortcut })
open-in-hover = Передати цей лист у тому вигляді, як він тут, у вебпошту або іншу поштову програму
open-in-webmail = У вебпереглядачі
open-in-programs = У поштовій програмі
open-in-none = (нічого не встановлено)
unavailable = Недоступно: { $reason }
blocker-no-account = спершу налаштуйте обліковий запис
blocker-no-recipient = додайте отримувача
blocker-invalid-address = спершу виправте неправильну адресу
blocker-busy = лист надсилається
blocker-just-opened = хвилинку...
handoff-note = Примітка: { $note }
section-open = розгорнуто
section-closed = згорнуто

## Клавіші, як їх підписано на клавіатурах цією мовою

key-ctrl = Ctrl
key-enter = Enter
key-esc = Esc
key-s = S
key-a = A
key-shift = Shift
key-delete = Delete
shortcut = { $modifier }+{ $key }

## Діалоги

discard-title = Відкинути зміни?
discard-question = Ви змінили цей лист. Закрити, не надсилаючи і не зберігаючи його?
discard = Відкинути
discard-save = Зберегти чернетку й закрити
discard-keep = Продовжити редагування
handoff-title = Відкрити в { $target }?
back = Назад

## Що сталося (рядок стану)

status-sending = Надсилання: { $step }...
status-sent = Надіслано { $count ->
        [one] { $count } отримувачу
        [few] { $count } отримувачам
        [many] { $count } отримувачам
       *[other] { $count } отримувача
    }
status-sent-and = { $sent }; { $filing }
status-filing = Копія зберігається в теку «Надіслані»...
status-filed = Тепер копія в теці { $folder }.
status-not-filed = Досі не в теці «Надіслані»: { $error }. Копія чекає; лист повторно не надсилається.
status-saving-to-server = Збережено як { $path }; зберігається в теку чернеток вашої поштової скриньки...
status-saved-to-server = Збережено як { $path } і в теці { $folder } вашої поштової скриньки
status-not-saved-to-server = Збережено як { $path }, але не в теці чернеток вашої поштової скриньки: { $error }
status-not-sent = Не надіслано: { $error }
status-not-sent-saved = Не надіслано: { $error }. Лист збережено як { $path }.
status-no-store = Немає де зберегти чернетку (немає каталогу даних); не надіслано.
status-stopped-waiting = Очікування сервера припинено. Якщо він уже прийняв лист, той ще може бути доставлений; інакше лист у теці чернеток (mailto-preview drafts).
status-saved = Збережено як { $path }
status-not-saved = Не збережено: { $error }
status-copied = Лист скопійовано як текст
status-saving = Збереження чернетки...
attach-vanished = Файлу { $path } більше немає; прикріпіть його знову або вилучіть
attach-changed = Файл { $path } змінився після того, як ви його прикріпили; прикріпіть його знову, щоб надіслати в теперішньому вигляді
attach-unreadable = Не вдається прочитати { $path }: { $detail }
attach-reminder-words = вкладення, вкладенні, вкладень, вкладений, прикріплено, прикріплюю, прикріпив, прикріпила, прикріплений, додаю, додаток, додатку, додатки, у вкладенні
attach-reminder-not = { "" }
attach-button = Прикріпити...
attach-button-hover = Виберіть файли, які треба надіслати з листом ({ $shortcut }); їх можна також перетягнути у вікно. Посилання ніколи не може прикріпити файл.
attach-total = { $count ->
        [one] { $count } файл, { $size }
        [few] { $count } файли, { $size }
        [many] { $count } файлів, { $size }
       *[other] { $count } файлу, { $size }
    }
attach-file = { $name } ({ $size }, { $kind })
attach-remove = Вилучити
attach-remove-name = Вилучити { $name }
attach-chooser-title = Прикріпити файли
attach-chooser-accept = Прикріпити
attach-no-chooser = Вікно вибору файлів не відповіло ({ $detail }): установіть xdg-desktop-portal і портал вашого робочого середовища або введіть нижче шлях до файлу.
attach-chooser-failed = Вікно вибору файлів не спрацювало: { $detail }. Шлях до файлу можна ввести нижче.
attach-path-label = Файл для прикріплення:
attach-path-button = Прикріпити
attach-ask-question = Прикріпити { $path }?
attach-is-link = { $link } — це посилання на цей файл.
attach-ask-secret = Файл лежить у { $place }, де зберігаються ключі, паролі та інші секрети. Прикріплюйте його, лише якщо справді хочете його надіслати.
attach-ask-hidden = Це прихований файл: у таких файлах часто зберігаються налаштування або секрети. Прикріплюйте його, лише якщо справді хочете його надіслати.
attach-ask-yes = Прикріпити
attach-ask-no = Не прикріплювати
attach-not-attached = Не прикріплено: { $path }: { $why }
attach-dismiss = Гаразд
attach-refused-not-found = такого файлу немає
attach-refused-folder = це тека (прикріпіть натомість файли з неї)
attach-refused-device = це пристрій, а не файл
attach-refused-pipe = це канал або сокет, а не файл
attach-refused-empty = файл порожній
attach-refused-unreadable = його неможливо прочитати ({ $detail })
attach-from-link = Прикріпити цей файл: { $path }
attach-from-link-hover = Посилання просило цей файл. Його буде прикріплено, лише якщо ви натиснете тут, і після тих самих перевірок, що й будь-який файл, який ви прикріплюєте.
reminder-title = Файл не прикріплено
reminder-question = У листі згадано вкладення, але жодного файлу не прикріплено.
reminder-send-anyway = Продовжити без файлу
size-bytes = { $count ->
        [one] { $count } байт
        [few] { $count } байти
        [many] { $count } байтів
       *[other] { $count } байта
    }
size-kb = { $size } КБ
size-mb = { $size } МБ
size-gb = { $size } ГБ
number-decimal-separator = ,
status-handing-over = Відкривається в { $target }...
status-body-on-clipboard = Відкрито в { $target }. Текст був задовгий для передачі й лежить у буфері обміну: вставте його там, а потім закрийте це вікно.
status-not-handed-over-saved = Не передано: { $error }. Лист збережено як { $path }.
status-not-handed-over-unsaved = Не передано: { $error }. Зберегти його не вдалося ({ $why }): скопіюйте його як текст.
status-account-saved = Обліковий запис збережено в { $path }
status-signed-in = Вхід виконано. Натисніть «Повторити», щоб надіслати лист.
status-not-signed-in = Вхід не виконано: { $error }
status-login-entry-on = Записано { $path }: Mailto Preview запускається у фоні під час входу в систему
status-login-entry-off = Вилучено { $path }: Mailto Preview більше не запускається під час входу в систему
status-login-entry-none = Mailto Preview не запускався під час входу в систему; вилучати нічого
status-not-changed = Не змінено: { $error }

step-password = отримання пароля
step-resolving = пошук сервера
step-connecting = з'єднання із сервером
step-securing = захист з'єднання
step-logging-in = вхід
step-sending = надсилання листа
step-filing = збереження копії в теку «Надіслані»
step-while-password = під час отримання пароля
step-while-resolving = під час пошуку сервера
step-while-connecting = під час з'єднання із сервером
step-while-securing = під час захисту з'єднання
step-while-logging-in = під час входу
step-while-sending = під час надсилання листа
step-while-filing = під час збереження копії в теці «Надіслані»

## Вхід

sign-in-to = Увійти до { $issuer }
sign-in-to-hover = Відкриває сторінку входу у вебпереглядачі
sign-in-on = Увійдіть до { $host } у вебпереглядачі...
sign-in-opening = Відкривається вебпереглядач...
stop = Зупинити

## Перший запуск: налаштування облікового запису

setup-intro = Обліковий запис ще не налаштовано. Додайте його тут; лист нижче зачекає і не загубиться.
setup-email = Ел. пошта
setup-name = Ім'я
setup-name-hint = Ваше ім'я
setup-find = Знайти мій сервер
setup-find-hover = Шукає сервер за адресою: у вбудованому списку постачальників, а потім у налаштуваннях вашого домену
setup-finding = Пошук сервера...
setup-ispdb = Запитати також базу даних Thunderbird
setup-ispdb-hover = Повідомляє серверу Thunderbird, на якому домені ваша адреса
setup-found = Знайдено: { $host }, порт { $port }, { $security } (джерело: { $source }).
setup-found-mailbox = Ваша поштова скринька: { $host }, порт { $port }, { $security }. Копія надісланого потрапляє до її теки «Надіслані», якщо постачальник не кладе її туди сам.
setup-sign-in-with = Увійти через:
setup-password = Пароль
setup-show = Показати
setup-provider-account = Обліковий запис { $provider }
setup-password-command = Команда пароля
setup-app-password = Цьому постачальнику потрібен пароль застосунку, а не той, яким ви входите на його сайт.
setup-app-password-help = Як створити пароль застосунку
setup-open-yourself = { $error }: відкрийте { $url } самостійно
setup-keyring = Він зберігається в системній в'язці ключів, ніколи — у файлі конфігурації.
setup-register-client = Зареєструйте Mailto Preview у { $provider } один раз і вставте сюди його ідентифікатор клієнта (як — описано в README, «Sign in with OAuth 2.0»).
setup-client-id = Ідентифікатор клієнта
setup-own-client = Власний ідентифікатор клієнта для { $provider } (залиште порожнім, щоб використати ідентифікатор цієї збірки)
setup-client-secret = Секрет клієнта
setup-client-secret-google = Google видає його разом з ідентифікатором клієнта
setup-client-secret-other = лише якщо постачальник його видав
setup-sign-in-button = Увійти через { $provider }
setup-the-provider = постачальника
setup-signed-in-short = Вхід виконано.
setup-advanced = Додатково: параметри сервера й команда пароля
setup-server = Сервер
setup-port = Порт
setup-username = Ім'я користувача
setup-security = Захист
setup-imap-server = Сервер поштової скриньки (IMAP)
setup-imap-port = Порт поштової скриньки
setup-security-none = Немає (лише цей комп'ютер)
setup-test = Перевірити з'єднання
setup-test-hover = Входить, нічого не надсилаючи
setup-save = Зберегти обліковий запис
setup-or-handoff = Або пишіть листи там, де пишете зараз: це вікно перевіряє кожен лист, а потім передає його.
setup-webmail = Я пишу листи у вебпереглядачі:
setup-programs = Я користуюся іншою поштовою програмою:
security-tls = TLS
security-starttls = STARTTLS
security-none = без шифрування

form-not-found = Сервер для { $email } не знайдено: вкажіть його в параметрах сервера (його називають довідкові сторінки вашого постачальника).
form-signed-in = Вхід виконано. Збережіть обліковий запис, щоб надсилати через нього.
form-testing = Перевірка...
form-saving = Збереження облікового запису...
form-tested = З'єднання встановлено{ $encrypted ->
        [yes] {" "}(зашифровано)
       *[no] {" "}(без шифрування)
    }, вхід виконано; сервер пропонує: { $offers }
form-bad-port = Порт має бути числом від 1 до 65535 (у більшості постачальників 587 або 465).
form-quoted-command = Команда пароля ділиться за пробілами й не розуміє лапок: для аргументу з пробілами запишіть password.command у файлі конфігурації списком.
form-type-password = Спершу введіть пароль.
form-sign-in-first = Спершу увійдіть, потім збережіть.
form-sign-in-changed = Адреса, ім'я користувача чи ідентифікатор клієнта змінилися після входу: увійдіть знову, потім збережіть.
form-only-smtp = Перевіряти можна лише облікові записи SMTP.
form-bad-address = Цією адресою ел. пошти не можна скористатися: { $why }.
form-keyring = { $error }. У розділі «Додатково» можна натомість указати команду пароля.

## Що програма знайшла в посиланні: виправлення та прочитання (показуються біля поля)

finding-trimmed = вилучено { $count ->
        [one] { $count } пробільний чи керівний символ
        [few] { $count } пробільні чи керівні символи
        [many] { $count } пробільних чи керівних символів
       *[other] { $count } пробільного чи керівного символу
    } навколо посилання
finding-fragment = «#{ $fragment }» після '#' проігноровано: посилання mailto не має фрагмента, тож він не є частиною листа
finding-url-slashes = вилучено «{ $slashes }» після «mailto:»: посилання mailto — не вебадреса, адреса йде одразу після двокрапки
finding-html-amp = «{ $given }» прочитано як «{ $name }»: сторінка записала '&' між полями як «&amp;» на один раз більше{ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } рази)
        [many] { " " }({ $times } разів)
       *[other] { " " }({ $times } раза)
    }
finding-form-plus = { $times ->
        [one] { $times } знак '+' прочитано
        [few] { $times } знаки '+' прочитано
        [many] { $times } знаків '+' прочитано
       *[other] { $times } знака '+' прочитано
    } як пробіл: посилання надійшло з вебформи, яка пише пробіл як '+', а плюс як %2B
finding-form-body = текст — це поля вебформи, закодовані для вебсервера; показано по одному рядку «ім'я=значення» на поле
finding-empty-hfield = порожнє hfield проігноровано (зайвий '?' чи '&'){ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } рази)
        [many] { " " }({ $times } разів)
       *[other] { " " }({ $times } раза)
    }
finding-hfield-ignored = «{ $hfield }» проігноровано: щоб щось означати, hfield потрібні ім'я та '='{ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } рази)
        [many] { " " }({ $times } разів)
       *[other] { " " }({ $times } раза)
    }
finding-header-repeated = посилання задає { $name } { $count ->
        [one] { $count } раз
        [few] { $count } рази
        [many] { $count } разів
       *[other] { $count } раза
    }; перелічено всі значення
finding-encoded-separator = посилання приховує роздільник: «{ $looks-like }» схоже на одну адресу, але закодована ',' чи ';' (%2C, %3B) перетворює її на { $count ->
        [one] { $count } адресу
        [few] { $count } адреси
        [many] { $count } адрес
       *[other] { $count } адреси
    }: { $recipients }
finding-addresses-joined = посилання задає { $field } { $count ->
        [one] { $count } раз
        [few] { $count } рази
        [many] { $count } разів
       *[other] { $count } раза
    }; використовуються всі адреси
finding-empty-value = порожнє значення { $field } проігноровано{ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } рази)
        [many] { " " }({ $times } разів)
       *[other] { " " }({ $times } раза)
    }
finding-subjects = { $count ->
        [one] у посиланні була { $count } тема; використовується остання
        [few] у посиланні були { $count } теми; використовується остання
        [many] у посиланні було { $count } тем; використовується остання
       *[other] у посиланні було { $count } теми; використовується остання
    }
finding-bodies = { $count ->
        [one] у посиланні було { $count } значення тексту; значення об'єднано переведеннями рядка
        [few] у посиланні були { $count } значення тексту; їх об'єднано переведеннями рядка
        [many] у посиланні було { $count } значень тексту; їх об'єднано переведеннями рядка
       *[other] у посиланні було { $count } значення тексту; їх об'єднано переведеннями рядка
    }
finding-invalid-address = «{ $address }» — непридатна адреса: { $problem }
finding-smtputf8 = у локальній частині { $address } є символи не з ASCII: для надсилання потрібен сервер із SMTPUTF8
finding-international-domain = домен { $domain } надсилається як { $ascii }
finding-semicolons = адреси розділено ';' (звичка Outlook; стандартний роздільник — ','): прочитано як { $count ->
        [one] { $count } адресу
        [few] { $count } адреси
        [many] { $count } адрес
       *[other] { $count } адреси
    }
finding-empty-entries = { $count ->
        [one] у списку був { $count } порожній елемент; його пропущено
        [few] у списку були { $count } порожні елементи; їх пропущено
        [many] у списку було { $count } порожніх елементів; їх пропущено
       *[other] у списку було { $count } порожнього елемента; їх пропущено
    }
finding-comment = коментар { $comment } у «{ $address }» проігноровано
finding-name-controls = { $count ->
        [one] показуване ім'я { $address } містило { $count } керівний символ (наприклад, переведення рядка); його показано як %HH
        [few] показуване ім'я { $address } містило { $count } керівні символи (разом із переведеннями рядка); їх показано як %HH
        [many] показуване ім'я { $address } містило { $count } керівних символів (разом із переведеннями рядка); їх показано як %HH
       *[other] показуване ім'я { $address } містило { $count } керівного символу (разом із переведеннями рядка); їх показано як %HH
    }
finding-alt-address = посилання вказує запасну адресу { $alt } (alt-address за RFC 5335); вона не використовується
finding-references-moved = References називає лист, на який це відповідає, { $parent }, але не (лише) останнім; тепер він стоїть один раз, у кінці (RFC 5322 §3.6.4)
finding-references-added = References не закінчується листом, на який це відповідає; { $parent } додано в кінець (RFC 5322 §3.6.4)
finding-references-set = у посиланні є In-Reply-To, але немає придатного References; References встановлено в { $parent }, щоб відповідь лягла під свій лист (RFC 5322 §3.6.4)
finding-in-reply-to-trimmed = In-Reply-To називає { $count ->
        [one] { $count } лист
        [few] { $count } листи
        [many] { $count } листів
       *[other] { $count } листа
    }; залишено лише перший правильний, { $first }: відповідь відповідає на один лист
finding-invalid-percent = '%' без двох шістнадцяткових цифр після нього залишено як буквальний '%'{ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } рази)
        [many] { " " }({ $times } разів)
       *[other] { " " }({ $times } раза)
    }
finding-invalid-utf8 = розкодовані байти, що не є UTF-8, показано як �{ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } рази)
        [many] { " " }({ $times } разів)
       *[other] { " " }({ $times } раза)
    }
finding-legacy-charset = текст не в UTF-8: його прочитано як { $charset } — старе кодування, яким його, найімовірніше, написано
finding-line-break = переведення рядка вилучено, бо це поле в один рядок{ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } рази)
        [many] { " " }({ $times } разів)
       *[other] { " " }({ $times } раза)
    }
finding-control = керівний символ замінено видимим записом %HH{ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } рази)
        [many] { " " }({ $times } разів)
       *[other] { " " }({ $times } раза)
    }
finding-encoded-word = розкодовано закодовані слова MIME (RFC 2047){ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } рази)
        [many] { " " }({ $times } разів)
       *[other] { " " }({ $times } раза)
    }
finding-encoded-word-invalid = текст, схожий на закодоване слово MIME, не вдалося розкодувати, його показано як написано{ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } рази)
        [many] { " " }({ $times } разів)
       *[other] { " " }({ $times } раза)
    }

## Чому адресою не можна скористатися

address-one-only = має бути рівно одна адреса
address-unclosed-angle = у '<' немає парної '>'
address-text-after-angle = після закривної '>' є текст
address-bad-alt = '<' усередині адреси — не alt-address
address-hidden-character = вона містить прихований символ { $character }, через який може виглядати як інша адреса
address-unclosed-quote = у локальної частини в лапках немає закривних лапок
address-no-at = у ній немає '@'
address-empty-local = частина перед '@' порожня
address-empty-domain = домен після '@' порожній
address-local-too-long = частина перед '@' довша за { $max ->
        [one] { $max } байт
        [few] { $max } байти
        [many] { $max } байтів
       *[other] { $max } байта
    }
address-quoted-control = локальна частина в лапках містить табуляцію чи керівний символ
address-quoted-quote = '"' усередині локальної частини в лапках слід екранувати як \"
address-dots = у частини перед '@' крапка на початку чи в кінці, або дві крапки поспіль
address-white-space = частина перед '@' містить пробіл (візьміть її в лапки або вилучіть пробіл)
address-needs-quoting = частина перед '@' містить { $character }, для чого потрібні лапки
address-unclosed-literal = у доменного літерала немає закривної ']'
address-bad-literal = доменний літерал містить недопустимі символи
address-bad-domain = «{ $domain }» — неправильне доменне ім'я (UTS 46: мітки з літер, цифр і дефісів, без порожніх міток, не довші за 63 байти кожна)
address-lettre-refuses = поштова бібліотека її відкидає ({ $detail })

message-id-empty = він порожній
message-id-form = «{ $id }» — не ідентифікатор листа виду <id@host>
message-id-no-at = у «{ $id }» немає '@'
message-id-invalid = «{ $id }» — неправильний ідентифікатор листа

## Чому поле посилання не використано

drop-originator = посилання не може вибирати, від кого лист і коли його написано: ця програма завжди сама задає відправника, дату та ідентифікатор листа (RFC 6068 §3)
drop-routing = поля маршрутизації та трасування задають поштові сервери, ніколи не посилання (RFC 6068 §3)
drop-mime = лист завжди є простим текстом в UTF-8; посилання не може змінювати його структуру MIME чи кодування (RFC 6068 §2, §3)
drop-attachment = посилання не може додавати файли; з диска нічого не прочитано
drop-client-control = вказівка поштовій програмі (наприклад, надіслати одразу, зберегти копію, пріоритет чи HTML-текст), яку ця програма ніколи не приймає від посилання
drop-unknown = це поле посиланню задавати не можна: невідомі поля могли б додати заголовки, яких ви не побачите (RFC 6068 §3, §4)
drop-malformed = значенням не можна скористатися: { $why }
drop-repeated = посилання задає це поле кілька разів; використовується лише останнє значення

## Попередження та примітки щодо листа

notice-hidden-recipient = { $count ->
        [1] посилання додає прихованого отримувача (прихована копія), якого інші отримувачі не побачать: { $names }
        [one] посилання додає { $count } прихованого отримувача (прихована копія); інші отримувачі їх не побачать: { $names }
        [few] посилання додає { $count } прихованих отримувачів (прихована копія); інші отримувачі їх не побачать: { $names }
        [many] посилання додає { $count } прихованих отримувачів (прихована копія); інші отримувачі їх не побачать: { $names }
       *[other] посилання додає { $count } прихованого отримувача (прихована копія); інші отримувачі їх не побачать: { $names }
    }
notice-many-recipients = лист іде { $count ->
        [one] { $count } отримувачу
        [few] { $count } отримувачам
        [many] { $count } отримувачам
       *[other] { $count } отримувача
    }
notice-invalid-address = на «{ $address }» надіслати не можна: { $problem }
notice-numeric-recipient = «{ $text }» — лише цифри, як порт чи номер телефону, а не адреса
notice-display-name-address = ім'я «{ $name }» схоже на адресу, але лист іде на { $address }
notice-local-part-address = адреса { $address } починається з адреси { $shown }, але лист іде на домен { $domain }
notice-smtputf8 = у локальній частині { $address } є символи не з ASCII: надіслати можна лише через сервер із SMTPUTF8
notice-international-domain = { $address } надсилається як { $ascii }
notice-label-symbols = мітка домену «{ $label }» містить символи, які не вживають в іменах: вона може видавати себе за інший домен; лист іде на { $ascii }
notice-mixed-script = мітка домену «{ $label }» змішує системи письма: вона може видавати себе за інший домен; лист іде на { $ascii }
notice-mixed-script-looks-like = мітка домену «{ $label }» змішує системи письма й виглядає як «{ $looks-like }», написане латинськими літерами: вона може видавати себе за інший домен; лист іде на { $ascii }
notice-confusable-domain = мітку домену «{ $label }» написано іншою системою письма, і вона виглядає як «{ $looks-like }», написане латинськими літерами: лист іде на { $ascii }, а не на той домен
notice-top-domain = домен { $domain } схожий на { $top }, але це інший домен: лист іде на { $ascii }
notice-local-symbols = частина перед '@' в адресі { $address } містить знаки, які не є літерами, і виглядає як «{ $looks-like }»: лист іде до іншої поштової скриньки
notice-local-mixed-script = частина перед '@' в адресі { $address } змішує системи письма: адреса може видавати себе за іншу
notice-local-mixed-script-looks-like = частина перед '@' в адресі { $address } змішує системи письма й виглядає як «{ $looks-like }», написане латиницею: лист іде до іншої поштової скриньки
notice-local-confusable = частина перед '@' в адресі { $address } виглядає як «{ $looks-like }», написане латиницею, але її написано іншими символами: лист іде до іншої поштової скриньки
notice-local-compatibility = частину перед '@' в адресі { $address } написано особливими формами літер (наприклад, повноширинними чи математичними), і вона читається як «{ $looks-like }»: лист іде до іншої поштової скриньки
notice-idna-deviation = домен { $domain } містить { $characters }, які старі програми (IDNA2003) читають інакше: вони надіслали б на { $other }; ця програма надсилає на { $ascii }
notice-bidi-control = містить символи, що змінюють напрям тексту, тож написане може читатися не так, як є: { $text }
notice-direction-mark = містить позначки напряму, які ставлять розділові знаки й числа поруч із текстом справа наліво: { $text }
notice-invisible = містить невидимі символи: { $text }
notice-blank-lines = { $blank ->
        [one] { $blank } порожній рядок зсуває подальший текст до рядка { $line }: прокрутіть униз, щоб прочитати весь текст
        [few] { $blank } порожні рядки зсувають подальший текст до рядка { $line }: прокрутіть униз, щоб прочитати весь текст
        [many] { $blank } порожніх рядків зсувають подальший текст до рядка { $line }: прокрутіть униз, щоб прочитати весь текст
       *[other] { $blank } порожнього рядка зсувають подальший текст до рядка { $line }: прокрутіть униз, щоб прочитати весь текст
    }
notice-indent = { $spaces ->
        [one] рядок { $line } починається з { $spaces } пробілу, який виносить його текст за межі видимості
        [few] рядок { $line } починається з { $spaces } пробілів, які виносять його текст за межі видимості
        [many] рядок { $line } починається з { $spaces } пробілів, які виносять його текст за межі видимості
       *[other] рядок { $line } починається з { $spaces } пробілу, який виносить його текст за межі видимості
    }

## Чому лист не можна скласти

message-no-recipients = у листа немає отримувачів: додайте адресу в «Кому», «Копія» чи «Прихована копія»
message-no-sender = обліковий запис «{ $account }» не має адреси ел. пошти для надсилання: додайте до нього email = "..."
message-invalid-recipient = адресою { $field } «{ $address }» не можна скористатися: { $problem }; виправте її перед надсиланням
message-invalid-sender = відправником «{ $sender }» не можна скористатися: { $problem }; укажіть в email облікового запису одну адресу, наприклад me@example.net
message-unsafe-header = { $field } містить переведення рядка чи керівний символ, що міг би додати приховані заголовки; вилучіть його
message-build = лист не вдалося скласти: { $detail }

## Чому лист не надіслано

send-host-not-found = поштовий сервер { $host } не знайдено: перевірте host у конфігурації та з'єднання з мережею
send-connection-refused = поштовий сервер { $host }:{ $port } відхилив з'єднання: перевірте host, port і security у конфігурації
send-timed-out = поштовий сервер { $host } не відповів за { $seconds ->
        [one] { $seconds } секунду
        [few] { $seconds } секунди
        [many] { $seconds } секунд
       *[other] { $seconds } секунди
    } { $step }: спробуйте пізніше або збільште timeout у конфігурації
send-tls = захищене з'єднання з { $host } не вдалося: { $detail }
send-no-starttls = поштовий сервер { $host } не пропонує STARTTLS, тож з'єднання не можна зашифрувати: використайте security = "tls" (зазвичай порт 465) або запитайте постачальника
send-auth-rejected = поштовий сервер відхилив вхід для { $user } ({ $reply }): перевірте ім'я користувача та джерело пароля в конфігурації
send-auth-unsupported = поштовий сервер { $host } не пропонує способів входу, які підтримує ця програма ({ $methods }); перевірте host і security
send-sign-in-rejected = поштовий сервер { $host } не прийняв вхід для { $user }: { $advice }
send-sign-in-rejected-reply = поштовий сервер { $host } не прийняв вхід для { $user } ({ $reply }): { $advice }
send-advice-sign-in-again = увійдіть знову («Увійти» у вікні або `mailto-preview config sign-in`); якщо відповідь сервера каже, що вхід через SMTP вимкнено, адміністратор поштової скриньки має ввімкнути для неї SMTP AUTH
send-advice-fresh-token = увійдіть знову (отримайте свіжий токен з oauth2.token-command); якщо відповідь сервера каже, що вхід через SMTP вимкнено, адміністратор поштової скриньки має ввімкнути для неї SMTP AUTH
send-recipient-rejected = поштовий сервер відхилив отримувача { $address } ({ $reply }): виправте адресу й надішліть знову
send-sender-rejected = поштовий сервер відхилив відправника { $address } ({ $reply }): email облікового запису має бути адресою, з якої цей вхід може надсилати
send-message-rejected = поштовий сервер відхилив лист ({ $reply })
send-temporarily-unavailable = поштовий сервер зараз не може прийняти лист ({ $reply }): його збережено; спробуйте пізніше
send-no-smtputf8 = поштовий сервер { $host } не підтримує SMTPUTF8, потрібний адресі { $address }: використайте для неї адресу в ASCII або інший сервер
send-connection = з'єднання з { $host } перервалося { $step } ({ $detail }): лист, можливо, не доставлено; його збережено, спробуйте знову
send-hands-over = обліковий запис «{ $account }» сам не надсилає пошту, а передає листи в { $target }: виберіть обліковий запис із сервером або скористайтеся «Відкрити в»
send-sendmail = { $program } завершився з помилкою: { $detail }
send-envelope = адресу { $address } не можна використати в конверті: { $detail }
deliver-not-saved = лист не вдалося зберегти перед надсиланням, тож його не надіслано: { $error }
deliver-not-sent = { $error } (лист збережено як { $path })
deliver-interrupted = надсилання несподівано зупинилося, тож невідомо, чи отримав сервер лист; його збережено як { $path }: перевірте теку «Надіслані», перш ніж надсилати знову

## Копія в теці «Надіслані» поштової скриньки (IMAP)

filing-filed = і копія лежить у теці { $folder }
filing-by-provider = копію в «Надісланих» зберігає ваш постачальник
filing-failed = але копію не збережено в теці «Надіслані»: { $error }. Лист не надіслано двічі; копія чекає і буде збережена, коли ви натиснете «Повторити збереження копії» або після наступного листа, надісланого через цей обліковий запис
filing-retry = Повторити збереження копії
filing-retry-hover = Зберігає копію в теку «Надіслані»; лист повторно не надсилається
filing-unreadable = не вдається прочитати копію, що чекає на збереження: { $detail }
filing-no-account = облікового запису «{ $account }», який її надіслав, немає в конфігурації, або в нього немає таблиці [imap]: додайте його знову або видаліть копію з теки незбережених копій
file-no-mailbox = обліковий запис «{ $account }» не має поштової скриньки: додайте таблицю [accounts.{ $account }.imap] з її сервером (host)
file-host-not-found = сервер поштової скриньки { $host } не знайдено: перевірте imap.host у конфігурації та з'єднання з мережею
file-connection-refused = сервер поштової скриньки { $host }:{ $port } відхилив з'єднання: перевірте imap.host, imap.port і imap.security у конфігурації
file-timed-out = сервер поштової скриньки { $host } не відповів за { $seconds ->
        [one] { $seconds } секунду
        [few] { $seconds } секунди
        [many] { $seconds } секунд
       *[other] { $seconds } секунди
    }: спробуйте пізніше або збільште timeout у конфігурації
file-tls = захищене з'єднання з сервером поштової скриньки { $host } не вдалося: { $detail }
file-no-starttls = сервер поштової скриньки { $host } відмовив у STARTTLS, тож з'єднання не можна зашифрувати: використайте imap.security = "tls" (зазвичай порт 993)
file-no-login = сервер поштової скриньки { $host } вимагає входу, а обліковий запис не має даних для входу: задайте username і джерело пароля (або imap.username і imap.password)
file-login-rejected = сервер поштової скриньки відхилив вхід для { $user } ({ $reply }): перевірте ім'я користувача та пароль (imap.username і imap.password, якщо в поштової скриньки вони власні)
file-sign-in-rejected = сервер поштової скриньки { $host } не прийняв вхід для { $user } ({ $reply }): увійдіть знову (`mailto-preview config sign-in`); для Outlook.com і Microsoft 365 вхід має включати дозвіл IMAP (README, «Sent mail in your mailbox»)
file-no-sent-folder = поштова скринька на { $host } не позначає жодну теку як «Надіслані» і не має теки зі звичною назвою: вкажіть її в imap.{ $key } у конфігурації (її теки: { $seen })
file-no-drafts-folder = поштова скринька на { $host } не позначає жодну теку як «Чернетки» і не має теки зі звичною назвою: вкажіть її в imap.{ $key } у конфігурації (її теки: { $seen })
file-no-such-folder = теки «{ $name }», указаної в imap.{ $key }, немає в поштовій скриньці на { $host }: виправте це в конфігурації (її теки: { $seen })
file-refused = сервер поштової скриньки не зберіг лист у теці { $folder }
file-refused-reply = сервер поштової скриньки не зберіг лист у теці { $folder } ({ $reply })
file-too-much = сервер поштової скриньки { $host } надіслав набагато більше, ніж потрібно поштовій скриньці: з'єднання перервано
file-connection = з'єднання з сервером поштової скриньки { $host } перервалося ({ $detail })

## Чому посилання не можна відкрити

parse-not-mailto = це не посилання mailto: (воно починається з «{ $given }»); відкрити можна лише посилання, що починаються з «mailto:»
parse-too-long = довжина посилання — { $length ->
        [one] { $length } байт
        [few] { $length } байти
        [many] { $length } байтів
       *[other] { $length } байта
    }, більше за межу в { $cap ->
        [one] { $cap } байт
        [few] { $cap } байти
        [many] { $cap } байтів
       *[other] { $cap } байта
    } (2 МіБ), яку передають вебпереглядачі; його не відкрито
policy-too-many-recipients = посилання просить надіслати лист { $found ->
        [one] { $found } отримувачу
        [few] { $found } отримувачам
        [many] { $found } отримувачам
       *[other] { $found } отримувача
    }, а посилання може назвати не більше { $cap ->
        [one] { $cap } отримувача
        [few] { $cap } отримувачів
        [many] { $cap } отримувачів
       *[other] { $cap } отримувача
    }; його не відкрито
policy-line-too-long = { $field } посилання завдовжки { $found ->
        [one] { $found } символ
        [few] { $found } символи
        [many] { $found } символів
       *[other] { $found } символу
    }, а посилання може задати не більше { $cap ->
        [one] { $cap } символу
        [few] { $cap } символів
        [many] { $cap } символів
       *[other] { $cap } символу
    }; його не відкрито
policy-body-too-large = текст посилання — { $found ->
        [one] { $found } байт
        [few] { $found } байти
        [many] { $found } байтів
       *[other] { $found } байта
    }, а посилання може задати не більше { $cap ->
        [one] { $cap } байта
        [few] { $cap } байтів
        [many] { $cap } байтів
       *[other] { $cap } байта
    } (1 МіБ); його не відкрито
policy-too-many-fields = у посиланні { $found ->
        [one] { $found } поле заголовка
        [few] { $found } поля заголовка
        [many] { $found } полів заголовка
       *[other] { $found } поля заголовка
    }, а посилання може мати не більше { $cap ->
        [one] { $cap } поля
        [few] { $cap } полів
        [many] { $cap } полів
       *[other] { $cap } поля
    }; його не відкрито

## Паролі, в'язка ключів і вхід

what-password-command = команда пароля
what-token-command = команда токена
password-not-run = не вдається запустити { $what } `{ $command }`: { $detail }; перевірте { $key } у конфігурації
password-failed = { $what } `{ $command }` завершилася з помилкою ({ $status }){ $stderr }; запустіть її в терміналі, щоб побачити причину
password-timed-out = { $what } `{ $command }` не завершилася за { $seconds ->
        [one] { $seconds } секунду
        [few] { $seconds } секунди
        [many] { $seconds } секунд
       *[other] { $seconds } секунди
    }; її зупинено
password-empty = { $what } `{ $command }` нічого не вивела в першому рядку
password-env-missing = змінну середовища { $var } не задано: задайте її перед запуском або скористайтеся іншим джерелом пароля
keyring-unavailable = системна в'язка ключів недоступна ({ $detail }): запустіть і розблокуйте GNOME Keyring чи KWallet або зберігайте пароль інакше (команда пароля чи змінна середовища)
keyring-no-password = у системній в'язці ключів немає пароля для «{ $user }» (служба «{ $service }»): збережіть його за допомогою `mailto-preview config password` або налаштуйте обліковий запис у вікні знову
keyring-no-sign-in = у системній в'язці ключів немає входу для «{ $user }» (служба «{ $service }»): увійдіть за допомогою `mailto-preview config sign-in` або налаштуйте обліковий запис у вікні знову
keyring-failed = системна в'язка ключів відмовила: { $detail }
sign-in-not-yet = ви ще не входили до { $issuer } як { $user } на цьому комп'ютері: виберіть «Увійти» у вікні або виконайте `mailto-preview config sign-in`
sign-in-expired = вхід до { $issuer } для { $user } сплив або його відкликано: увійдіть знову
sign-in-refused = { $issuer } відхилив вхід: { $error }
sign-in-denied = вхід у вебпереглядачі не завершено ({ $error }): увійдіть знову, щоб повторити
sign-in-unreachable = сервер входу { $host } недоступний: { $detail }; перевірте з'єднання й спробуйте знову
sign-in-browser-timed-out = вебпереглядач не відповів за { $minutes ->
        [one] { $minutes } хвилину
        [few] { $minutes } хвилини
        [many] { $minutes } хвилин
       *[other] { $minutes } хвилини
    }: увійдіть знову
sign-in-code-expired = код не введено вчасно: увійдіть знову, щоб отримати новий
sign-in-cancelled = вхід скасовано
sign-in-listener = не вдається чекати відповіді вебпереглядача на 127.0.0.1 ({ $detail }): переконайтеся, що ніщо на цьому комп'ютері не блокує локальні з'єднання; для облікового запису Microsoft `mailto-preview config sign-in --code` дає змогу увійти на іншому пристрої
sign-in-settings = { $detail }
sign-in-no-device-flow = { $issuer } не пропонує для пошти вхід із кодом на іншому пристрої: увійдіть у вебпереглядачі
discover-not-an-address = «{ $text }» — не адреса ел. пошти: укажіть адресу на кшталт me@example.org
discover-cancelled = пошук скасовано

## Чернетки на диску та передача

store-no-data-dir = не знайдено каталогу даних для чернеток (чи задано HOME?)
store-io = не можна використати { $path }: { $detail }
store-saved-link = { $path } — це посилання, збережене після передачі, що не почалася, а не лист: відкрийте його знову через `mailto-preview - < { $path }`
store-envelope = поруч із { $path } немає читабельного конверта ({ $detail }); надіслати його в такому вигляді не можна
open-with-unknown = «{ $id }» — не вебпошта (gmail, outlook, office365, yahoo, proton) і не встановлена поштова програма: `mailto-preview open-with --list` показує, що доступно
open-with-no-recipient = у листа немає отримувача: додайте його перед передачею
open-with-invalid-address = адреса «{ $address }» неправильна: виправте її перед передачею листа
open-with-encode = лист не можна записати як посилання: { $detail }
open-with-bad-entry = елемент стільниці { $program } не можна запустити: { $detail }
launch-start = не вдалося запустити { $program } ({ $detail }): чи встановлено програму?
launch-failed = { $program } одразу завершилася з { $status }: лист не передано
launch-portal = портал стільниці не зміг відкрити сторінку ({ $detail })
launch-unsupported = відкриття вебсторінки в цій системі не підтримується
launch-files = не вдалося записати прикріплений файл для програми в { $path }: { $detail }
handoff-no-keywords = Поле Keywords не передається в { $target }: поштові програми не беруть його з посилання.
handoff-too-long-program = Лист задовгий, щоб передати його в { $target } цілим ({ $length ->
        [one] { $length } символ
        [few] { $length } символи
        [many] { $length } символів
       *[other] { $length } символу
    }; система приймає { $max ->
        [one] { $max } символ
        [few] { $max } символи
        [many] { $max } символів
       *[other] { $max } символу
    }), тож тексту в ньому немає: вставте його в лист там.
handoff-no-bcc = { $target } не бере приховану копію з посилання: додайте там { $bcc } у приховану копію перед надсиланням.
handoff-no-files = { $target } не може прийняти файли в такий спосіб: { $count ->
        [one] прикріпіть його
        [few] прикріпіть їх
        [many] прикріпіть їх
       *[other] прикріпіть їх
    } там ({ $files }).
handoff-open-folder = Відкрити теку
handoff-too-long-webmail = Лист задовгий для посилання створення листа в { $target } ({ $length ->
        [one] { $length } символ
        [few] { $length } символи
        [many] { $length } символів
       *[other] { $length } символу
    }; воно приймає близько { $max ->
        [one] { $max } символу
        [few] { $max } символів
        [many] { $max } символів
       *[other] { $max } символу
    }), тож тексту в ньому немає: вставте його в лист там.
handoff-plus-becomes-space = Помічено, що { $target } перетворює «+» в адресі на пробіл: перевірте там отримувачів перед надсиланням.
handoff-no-threading = { $target } не може взяти In-Reply-To чи References з посилання: лист не потрапить у ланцюжок як відповідь.

## Реєстрація поштовим обробником і запуск під час входу

desktop-no-home = домашній каталог невідомий: задайте HOME
desktop-own-path = не вдається знайти шлях до самої програми ({ $detail }); запустіть її за повним шляхом
desktop-unwritable-path = шлях програми { $path } не можна записати в елемент стільниці (він не в UTF-8 або містить керівний символ); перемістіть програму за простим шляхом
desktop-io = не вдалося використати { $path }: { $detail }
desktop-system = { $detail }
desktop-unsupported = реєстрація поштового обробника в цій системі не підтримується
handoff-lost = передача несподівано перервалася
unavailable-unusable = посилання непридатне
unavailable-no-account = налаштуйте обліковий запис, щоб побачити лист повністю
save-no-store = немає каталогу даних для чернеток

## Де знайдено сервер

source-providers = вбудована таблиця постачальників
source-autoconfig = сервер автоналаштування домену
source-well-known = вебсервер домену (well-known autoconfig)
source-mx = поштовий обмінник домену (MX)
source-srv = записи SRV домену
source-ispdb = ISPDB від Thunderbird
discover-other-domain = пошта для { $domain } надсилається через { $host }

## Provider notes
provider-note-gmail = Google приймає пароль застосунку (з увімкненою двоетапною перевіркою) або вхід через Google; звичайний пароль не підходить.
provider-note-outlook = Outlook.com приймає лише вхід через Microsoft (OAuth 2.0): паролі перестали працювати у вересні 2024 року.
provider-note-office365 = Microsoft 365 вимагає, щоб адміністратор дозволив надсилання через SMTP для вашої скриньки; паролі за замовчуванням перестають працювати наприкінці грудня 2026 року, вхід через Microsoft і далі працює.
provider-note-app-password = { $provider } вимагає для поштових програм пароль застосунку; звичайний пароль не підходить.
provider-note-app-specific-password = { $provider } вимагає пароль для застосунку (з увімкненою двофакторною автентифікацією).
provider-note-zoho = З увімкненою двофакторною автентифікацією Zoho вимагає пароль застосунку; власний домен організації використовує { $host }.
provider-note-proton-bridge = На цьому комп'ютері має працювати Proton Mail Bridge: використайте пароль, який показує Bridge, і довіртеся його сертифікату (tls-ca = сертифікат, який експортує Bridge).
provider-note-proton-smtp = Лише для адреси на вашому власному домені з SMTP-токеном із налаштувань Proton; надіслана так пошта не має наскрізного шифрування.
provider-note-switch-on-access = Спершу ввімкніть доступ POP3/IMAP у налаштуваннях { $provider }.
provider-note-yandex = Yandex вимагає пароль застосунку та ввімкнені поштові програми в розділі «Налаштування» → «Поштові програми».

## Attached files: exact sizes and the limits of servers

size-bytes-exact = { $count ->
        [one] { $shown } байт
        [few] { $shown } байти
        [many] { $shown } байтів
       *[other] { $shown } байта
    }
message-attachment-elided = { "[" }{ $name }: { $size }; { $encoded } у base64]
too-big = розмір листа — { $size }, а { $server } приймає щонайбільше { $limit }
send-too-big-reply = розмір листа — { $size }, це більше, ніж приймає { $server } ({ $reply })
file-too-big = розмір листа — { $size }, а { $host } зберігає в теці { $folder } листи щонайбільше { $limit }
filing-too-big = але копію не збережено в теці «Надіслані»: { $error }
provider-refuses-type = { $provider } не пропускає такі файли, як { $name } (цей тип заблоковано з міркувань безпеки), тож лист повернеться: надішліть файл іншим способом

## Як надсилає обліковий запис

server-smtp = { $host }:{ $port } ({ $security })
server-no-encryption = без шифрування
server-sendmail = { $program } (локальний sendmail)
server-handoff = { $target } (передається, надсилаєте там)

## Правопис (src/spelling): меню й повідомлення перевірки
spelling-add = Додати до словника
spelling-ignore = Пропустити
spelling-no-suggestions = Немає варіантів
spelling-misspelt = Помилка в слові: { $word }
spelling-automatic = Правопис: мова тексту
spelling-language = Правопис: { $language }
spelling-off = Правопис: вимкнено
spelling-no-dictionary = Словник правопису для «{ $language }» не встановлено, тому текст цією мовою не перевіряється. Установіть словник, щоб його перевіряти (у Debian та Ubuntu: { $package }).
spelling-unreadable = не вдається прочитати словник правопису { $path }: { $detail }
spelling-encoding = не вдається прочитати словник правопису { $path }: його закодовано в { $encoding }; його версію в UTF-8 прочитати можна
spelling-personal-list = не вдається додати слово до вашого списку слів { $path }: { $detail }
spelling-not-a-word = «{ $word }» — не одне слово, тож його не можна додати до словника
spelling-no-thread = правопис не перевіряється: не вдалося запустити потік перевірки ({ $detail })

## Адресати, запропоновані під час введення (src/contacts)
contacts-offers = { $count ->
        [one] { $count } варіант
        [few] { $count } варіанти
        [many] { $count } варіантів
       *[other] { $count } варіанта
    }
contacts-forget = Забути цю адресу
contacts-forget-hover = Забути цю адресу ({ $shortcut })
contacts-source-sent = { $count ->
        [one] надіслано { $count } лист
        [few] надіслано { $count } листи
        [many] надіслано { $count } листів
       *[other] надіслано { $count } листа
    }
contacts-source-book = з адресної книги «{ $book }»
contacts-no-data-dir = не знайдено каталогу даних, щоб запам’ятовувати адресатів (чи задано HOME?)
contacts-io = не можна використати { $path }: { $detail }
contacts-unreadable = { $path } — не список адресатів, який ця програма може прочитати ({ $detail }); файл залишено як є, і адресати не запам’ятовуються, доки його не перемістять
contacts-evolution = не вдається прочитати адресні книги Evolution (Контакти GNOME): { $detail }
