## Mailto Preview: Russian (ru).
## Machine-assisted translation by the Mailto Preview developers; to be reviewed by native speakers.

## Окно

window-heading = Ссылка хочет отправить письмо
window-title = Отправить письмо { $recipient }?
window-title-more = Отправить письмо { $recipient } и ещё { $more ->
        [one] { $more } получателю
        [few] { $more } получателям
        [many] { $more } получателям
       *[other] { $more } получателя
    }?
window-title-none = Отправить письмо?
window-title-unusable = Непригодная почтовая ссылка
window-waiting = Ожидание почтовой ссылки от системы...
window-next-link = Открывается следующая почтовая ссылка...
unusable-heading = Эту почтовую ссылку нельзя использовать

from-label = От:
from-account = { $name } <{ $address }> через { $server }
from-account-handoff = { $address } в { $server }
from-you = вы
from-hover = Учётная запись, которая отправит это письмо
from-plaintext = Внимание: эта учётная запись отправляет без шифрования
config-broken = Конфигурацию нельзя использовать: { $error }

field-to = Кому
field-cc = Копия
field-bcc = Скрытая копия
field-subject = Тема
field-body = Текст ({ $lines ->
        [one] { $lines } строка
        [few] { $lines } строки
        [many] { $lines } строк
       *[other] { $lines } строки
    })
field-recipients-hint = name@example.org, ...
field-warning = Внимание: { $message }
field-changed = Изменено по сравнению со ссылкой: { $message }

ignored-heading = Не взято из ссылки ({ $count })
ignored-nothing = Ничего: ссылка задаёт только те поля, которые ссылке можно задавать.
original-link = Исходная ссылка
copy-link = Копировать ссылку
exact-message = Точный текст письма
handoff-receives = Что получит { $target }
settings-heading = Настройки
settings-resident = Запускаться вместе с сеансом и оставаться в фоне, чтобы ссылки открывались сразу
settings-resident-hover = Добавляет элемент автозапуска, который запускает Mailto Preview без окна; около 30 МиБ в ожидании

## Кнопки

action-send = Отправить
action-retry = Повторить
action-open-in = Открыть в { $target }
action-open-in-menu = Открыть в...
action-cancel = Отмена
action-save-draft = Сохранить черновик
action-copy-text = Копировать как текст
action-send-hover = Отправить это письмо сейчас ({ $shortcut })
action-handoff-hover = Передать это письмо сейчас ({ $shortcut })
action-cancel-hover = Закрыть без отправки ({ $shortcut })
action-save-hover = Сохранить в папке черновиков ({ $shortcut })
open-in-hover = Передать это письмо в том виде, как оно здесь, в веб-почту или другую почтовую программу
open-in-webmail = В веб-браузере
open-in-programs = В почтовой программе
open-in-none = (ничего не установлено)
unavailable = Недоступно: { $reason }
blocker-no-account = сначала настройте учётную запись
blocker-no-recipient = добавьте получателя
blocker-invalid-address = сначала исправьте неверный адрес
blocker-busy = письмо отправляется
blocker-just-opened = секунду...
handoff-note = Примечание: { $note }
section-open = развёрнуто
section-closed = свёрнуто

## Клавиши, как они подписаны на клавиатурах на этом языке

key-ctrl = Ctrl
key-enter = Enter
key-esc = Esc
key-s = S
key-a = A
key-shift = Shift
key-delete = Delete
shortcut = { $modifier }+{ $key }

## Диалоги

discard-title = Отменить изменения?
discard-question = Вы изменили это письмо. Закрыть, не отправляя и не сохраняя его?
discard = Отменить изменения
discard-save = Сохранить черновик и закрыть
discard-keep = Продолжить редактирование
handoff-title = Открыть в { $target }?
back = Назад

## Что произошло (строка состояния)

status-sending = Отправка: { $step }...
status-sent = Отправлено { $count ->
        [one] { $count } получателю
        [few] { $count } получателям
        [many] { $count } получателям
       *[other] { $count } получателя
    }
status-sent-and = { $sent }; { $filing }
status-filing = Копия сохраняется в папку «Отправленные»...
status-filed = Теперь копия в папке { $folder }.
status-not-filed = Всё ещё не в папке «Отправленные»: { $error }. Копия ждёт; письмо повторно не отправляется.
status-saving-to-server = Сохранено как { $path }; сохраняется в папку черновиков вашего почтового ящика...
status-saved-to-server = Сохранено как { $path } и в папке { $folder } вашего почтового ящика
status-not-saved-to-server = Сохранено как { $path }, но не в папке черновиков вашего почтового ящика: { $error }
status-not-sent = Не отправлено: { $error }
status-not-sent-saved = Не отправлено: { $error }. Письмо сохранено как { $path }.
status-no-store = Негде сохранить черновик (нет каталога данных); не отправлено.
status-stopped-waiting = Ожидание сервера прекращено. Если он уже принял письмо, оно ещё может быть доставлено; иначе письмо в папке черновиков (mailto-preview drafts).
status-saved = Сохранено как { $path }
status-not-saved = Не сохранено: { $error }
status-copied = Письмо скопировано как текст
status-saving = Сохранение черновика...
attach-vanished = Файла { $path } больше нет; прикрепите его заново или удалите
attach-changed = Файл { $path } изменился после того, как вы его прикрепили; прикрепите его заново, чтобы отправить в нынешнем виде
attach-unreadable = Не удаётся прочитать { $path }: { $detail }
attach-reminder-words = вложение, вложения, вложении, вложений, вложениях, вложенный, вложенном, вложенным, прикреплён, прикреплен, прикреплённый, прикрепленный, прикрепляю, прикрепил, прикрепила, прилагаю, прилагается, приложение, приложении, приложения, во вложении
attach-reminder-not = { "" }
attach-button = Прикрепить...
attach-button-hover = Выберите файлы, которые нужно отправить с письмом ({ $shortcut }); их можно также перетащить в окно. Ссылка никогда не может прикрепить файл.
attach-total = { $count ->
        [one] { $count } файл, { $size }
        [few] { $count } файла, { $size }
        [many] { $count } файлов, { $size }
       *[other] { $count } файла, { $size }
    }
attach-file = { $name } ({ $size }, { $kind })
attach-remove = Удалить
attach-remove-name = Удалить { $name }
attach-chooser-title = Прикрепить файлы
attach-chooser-accept = Прикрепить
attach-no-chooser = Окно выбора файлов не ответило ({ $detail }): установите xdg-desktop-portal и портал вашего рабочего стола или введите ниже путь к файлу.
attach-chooser-failed = Окно выбора файлов не сработало: { $detail }. Путь к файлу можно ввести ниже.
attach-path-label = Файл для прикрепления:
attach-path-button = Прикрепить
attach-ask-question = Прикрепить { $path }?
attach-is-link = { $link } — это ссылка на этот файл.
attach-ask-secret = Файл находится в { $place }, где хранятся ключи, пароли и другие секреты. Прикрепляйте его, только если действительно хотите его отправить.
attach-ask-hidden = Это скрытый файл: в таких файлах часто хранятся настройки или секреты. Прикрепляйте его, только если действительно хотите его отправить.
attach-ask-yes = Прикрепить
attach-ask-no = Не прикреплять
attach-not-attached = Не прикреплено: { $path }: { $why }
attach-dismiss = ОК
attach-refused-not-found = такого файла нет
attach-refused-folder = это папка (прикрепите вместо неё файлы из неё)
attach-refused-device = это устройство, а не файл
attach-refused-pipe = это канал или сокет, а не файл
attach-refused-empty = файл пуст
attach-refused-unreadable = его нельзя прочитать ({ $detail })
attach-from-link = Прикрепить этот файл: { $path }
attach-from-link-hover = Ссылка просила этот файл. Он будет прикреплён, только если вы нажмёте здесь, и после тех же проверок, что и любой прикрепляемый вами файл.
reminder-title = Файл не прикреплён
reminder-question = В письме упоминается вложение, но ни один файл не прикреплён.
reminder-send-anyway = Продолжить без файла
size-bytes = { $count ->
        [one] { $count } байт
        [few] { $count } байта
        [many] { $count } байт
       *[other] { $count } байта
    }
size-kb = { $size } КБ
size-mb = { $size } МБ
size-gb = { $size } ГБ
number-decimal-separator = ,
status-handing-over = Открывается в { $target }...
status-body-on-clipboard = Открыто в { $target }. Текст оказался слишком длинным для передачи и помещён в буфер обмена: вставьте его туда, затем закройте это окно.
status-not-handed-over-saved = Не передано: { $error }. Письмо сохранено как { $path }.
status-not-handed-over-unsaved = Не передано: { $error }. Сохранить его не удалось ({ $why }): скопируйте его как текст.
status-account-saved = Учётная запись сохранена в { $path }
status-signed-in = Вход выполнен. Нажмите «Повторить», чтобы отправить письмо.
status-not-signed-in = Вход не выполнен: { $error }
status-login-entry-on = Записан { $path }: Mailto Preview запускается в фоне при входе в систему
status-login-entry-off = Удалён { $path }: Mailto Preview больше не запускается при входе в систему
status-login-entry-none = Mailto Preview не запускался при входе в систему; удалять нечего
status-not-changed = Не изменено: { $error }

step-password = получение пароля
step-resolving = поиск сервера
step-connecting = подключение к серверу
step-securing = защита соединения
step-logging-in = вход
step-sending = отправка письма
step-filing = сохранение копии в папку «Отправленные»
step-while-password = при получении пароля
step-while-resolving = при поиске сервера
step-while-connecting = при подключении к серверу
step-while-securing = при защите соединения
step-while-logging-in = при входе
step-while-sending = при отправке письма
step-while-filing = при сохранении копии в папке «Отправленные»

## Вход

sign-in-to = Войти в { $issuer }
sign-in-to-hover = Открывает страницу входа в браузере
sign-in-on = Войдите в { $host } в браузере...
sign-in-opening = Открывается браузер...
stop = Остановить

## Первый запуск: настройка учётной записи

setup-intro = Учётная запись ещё не настроена. Добавьте её здесь; письмо ниже подождёт и не потеряется.
setup-email = Эл. почта
setup-name = Имя
setup-name-hint = Ваше имя
setup-find = Найти мой сервер
setup-find-hover = Ищет сервер по адресу: во встроенном списке провайдеров, затем в настройках вашего домена
setup-finding = Поиск сервера...
setup-ispdb = Спросить и базу данных Thunderbird
setup-ispdb-hover = Сообщает серверу Thunderbird, на каком домене ваш адрес
setup-found = Найдено: { $host }, порт { $port }, { $security } (из источника: { $source }).
setup-found-mailbox = Ваш почтовый ящик: { $host }, порт { $port }, { $security }. Копия отправленного попадает в его папку «Отправленные», если провайдер не кладёт её туда сам.
setup-sign-in-with = Войти через:
setup-password = Пароль
setup-show = Показать
setup-provider-account = Учётная запись { $provider }
setup-password-command = Команда пароля
setup-app-password = Этому провайдеру нужен пароль приложения, а не тот, которым вы входите на его сайт.
setup-app-password-help = Как создать пароль приложения
setup-open-yourself = { $error }: откройте { $url } самостоятельно
setup-keyring = Он хранится в системной связке ключей, никогда — в файле конфигурации.
setup-register-client = Зарегистрируйте Mailto Preview у { $provider } один раз и вставьте сюда его идентификатор клиента (как — описано в README, «Sign in with OAuth 2.0»).
setup-client-id = Идентификатор клиента
setup-own-client = Собственный идентификатор клиента для { $provider } (оставьте пустым, чтобы использовать идентификатор этой сборки)
setup-client-secret = Секрет клиента
setup-client-secret-google = Google выдаёт его вместе с идентификатором клиента
setup-client-secret-other = только если провайдер его выдал
setup-sign-in-button = Войти через { $provider }
setup-the-provider = провайдера
setup-signed-in-short = Вход выполнен.
setup-advanced = Дополнительно: параметры сервера и команда пароля
setup-server = Сервер
setup-port = Порт
setup-username = Имя пользователя
setup-security = Защита
setup-imap-server = Сервер почтового ящика (IMAP)
setup-imap-port = Порт почтового ящика
setup-security-none = Нет (только этот компьютер)
setup-test = Проверить соединение
setup-test-hover = Входит, ничего не отправляя
setup-save = Сохранить учётную запись
setup-or-handoff = Или продолжайте писать письма там, где пишете сейчас: это окно проверяет каждое письмо и затем передаёт его.
setup-webmail = Я пишу письма в браузере:
setup-programs = Я пользуюсь другой почтовой программой:
security-tls = TLS
security-starttls = STARTTLS
security-none = без шифрования

form-not-found = Сервер для { $email } не найден: укажите его в параметрах сервера (его называют справочные страницы вашего провайдера).
form-signed-in = Вход выполнен. Сохраните учётную запись, чтобы отправлять через неё.
form-testing = Проверка...
form-saving = Сохранение учётной записи...
form-tested = Соединение установлено{ $encrypted ->
        [yes] {" "}(зашифровано)
       *[no] {" "}(без шифрования)
    }, вход выполнен; сервер предлагает: { $offers }
form-bad-port = Порт должен быть числом от 1 до 65535 (у большинства провайдеров 587 или 465).
form-quoted-command = Команда пароля делится по пробелам и не понимает кавычек: для аргумента с пробелами запишите password.command в файле конфигурации списком.
form-type-password = Сначала введите пароль.
form-sign-in-first = Сначала войдите, затем сохраните.
form-sign-in-changed = Адрес, имя пользователя или идентификатор клиента изменились после входа: войдите снова, затем сохраните.
form-only-smtp = Проверять можно только учётные записи SMTP.
form-bad-address = Этот адрес эл. почты нельзя использовать: { $why }.
form-keyring = { $error }. В разделе «Дополнительно» можно вместо этого указать команду пароля.

## Что программа нашла в ссылке: исправления и прочтения (показываются рядом с полем)

finding-trimmed = { $count ->
        [one] удалён { $count } пробельный или управляющий символ вокруг ссылки
        [few] удалено { $count } пробельных или управляющих символа вокруг ссылки
        [many] удалено { $count } пробельных или управляющих символов вокруг ссылки
       *[other] удалено { $count } пробельного или управляющего символа вокруг ссылки
    }
finding-fragment = «#{ $fragment }» после '#' проигнорировано: у ссылки mailto нет фрагмента, поэтому он не часть письма
finding-url-slashes = удалено «{ $slashes }» после «mailto:»: ссылка mailto — не веб-адрес, адрес идёт сразу после двоеточия
finding-html-amp = «{ $given }» прочитано как «{ $name }»: страница записала '&' между полями как «&amp;» на один раз больше{ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } раза)
        [many] { " " }({ $times } раз)
       *[other] { " " }({ $times } раза)
    }
finding-form-plus = { $times ->
        [one] { $times } знак '+' прочитан
        [few] { $times } знака '+' прочитаны
        [many] { $times } знаков '+' прочитаны
       *[other] { $times } знака '+' прочитаны
    } как пробел: ссылка пришла из веб-формы, которая пишет пробел как '+', а плюс как %2B
finding-form-body = текст — это поля веб-формы, закодированные для веб-сервера; показаны по одной строке «имя=значение» на поле
finding-empty-hfield = пустое hfield проигнорировано (лишний '?' или '&'){ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } раза)
        [many] { " " }({ $times } раз)
       *[other] { " " }({ $times } раза)
    }
finding-hfield-ignored = «{ $hfield }» проигнорировано: чтобы что-то значить, hfield нужны имя и '='{ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } раза)
        [many] { " " }({ $times } раз)
       *[other] { " " }({ $times } раза)
    }
finding-header-repeated = ссылка задаёт { $name } { $count ->
        [one] { $count } раз
        [few] { $count } раза
        [many] { $count } раз
       *[other] { $count } раза
    }; перечислены все значения
finding-encoded-separator = ссылка прячет разделитель: «{ $looks-like }» выглядит как один адрес, но закодированная ',' или ';' (%2C, %3B) превращает его в { $count ->
        [one] { $count } адрес
        [few] { $count } адреса
        [many] { $count } адресов
       *[other] { $count } адреса
    }: { $recipients }
finding-addresses-joined = ссылка задаёт { $field } { $count ->
        [one] { $count } раз
        [few] { $count } раза
        [many] { $count } раз
       *[other] { $count } раза
    }; используются все адреса
finding-empty-value = пустое значение { $field } проигнорировано{ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } раза)
        [many] { " " }({ $times } раз)
       *[other] { " " }({ $times } раза)
    }
finding-subjects = { $count ->
        [one] в ссылке была { $count } тема; используется последняя
        [few] в ссылке были { $count } темы; используется последняя
        [many] в ссылке было { $count } тем; используется последняя
       *[other] в ссылке было { $count } темы; используется последняя
    }
finding-bodies = { $count ->
        [one] в ссылке было { $count } значение текста; значения объединены переводами строк
        [few] в ссылке были { $count } значения текста; они объединены переводами строк
        [many] в ссылке было { $count } значений текста; они объединены переводами строк
       *[other] в ссылке было { $count } значения текста; они объединены переводами строк
    }
finding-invalid-address = «{ $address }» — непригодный адрес: { $problem }
finding-smtputf8 = в локальной части { $address } есть символы не из ASCII: для отправки нужен сервер с SMTPUTF8
finding-international-domain = домен { $domain } отправляется как { $ascii }
finding-semicolons = адреса разделены ';' (привычка Outlook; стандартный разделитель — ','): прочитано как { $count ->
        [one] { $count } адрес
        [few] { $count } адреса
        [many] { $count } адресов
       *[other] { $count } адреса
    }
finding-empty-entries = { $count ->
        [one] в списке был { $count } пустой элемент; он пропущен
        [few] в списке было { $count } пустых элемента; они пропущены
        [many] в списке было { $count } пустых элементов; они пропущены
       *[other] в списке было { $count } пустого элемента; они пропущены
    }
finding-comment = комментарий { $comment } в «{ $address }» проигнорирован
finding-name-controls = { $count ->
        [one] отображаемое имя { $address } содержало { $count } управляющий символ (например, перевод строки); он показан как %HH
        [few] отображаемое имя { $address } содержало { $count } управляющих символа (включая переводы строк); они показаны как %HH
        [many] отображаемое имя { $address } содержало { $count } управляющих символов (включая переводы строк); они показаны как %HH
       *[other] отображаемое имя { $address } содержало { $count } управляющего символа (включая переводы строк); они показаны как %HH
    }
finding-alt-address = ссылка указывает запасной адрес { $alt } (alt-address по RFC 5335); он не используется
finding-references-moved = References называет письмо, на которое это отвечает, { $parent }, но не (только) последним; теперь оно стоит один раз, в конце (RFC 5322 §3.6.4)
finding-references-added = References не заканчивается письмом, на которое это отвечает; { $parent } добавлено в конец (RFC 5322 §3.6.4)
finding-references-set = в ссылке есть In-Reply-To, но нет пригодного References; References установлено в { $parent }, чтобы ответ лёг под своё письмо (RFC 5322 §3.6.4)
finding-in-reply-to-trimmed = In-Reply-To называет { $count ->
        [one] { $count } письмо
        [few] { $count } письма
        [many] { $count } писем
       *[other] { $count } письма
    }; оставлено только первое правильное, { $first }: ответ отвечает на одно письмо
finding-invalid-percent = '%' без двух шестнадцатеричных цифр после него оставлен как буквальный '%'{ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } раза)
        [many] { " " }({ $times } раз)
       *[other] { " " }({ $times } раза)
    }
finding-invalid-utf8 = раскодированные байты, не являющиеся UTF-8, показаны как �{ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } раза)
        [many] { " " }({ $times } раз)
       *[other] { " " }({ $times } раза)
    }
finding-legacy-charset = текст не в UTF-8: он прочитан как { $charset } — старая кодировка, в которой он, скорее всего, написан
finding-line-break = перевод строки удалён, потому что это поле в одну строку{ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } раза)
        [many] { " " }({ $times } раз)
       *[other] { " " }({ $times } раза)
    }
finding-control = управляющий символ заменён видимой записью %HH{ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } раза)
        [many] { " " }({ $times } раз)
       *[other] { " " }({ $times } раза)
    }
finding-encoded-word = раскодированы закодированные слова MIME (RFC 2047){ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } раза)
        [many] { " " }({ $times } раз)
       *[other] { " " }({ $times } раза)
    }
finding-encoded-word-invalid = текст, похожий на закодированное слово MIME, не удалось раскодировать, он показан как написан{ $times ->
        [1] {""}
        [one] { " " }({ $times } раз)
        [few] { " " }({ $times } раза)
        [many] { " " }({ $times } раз)
       *[other] { " " }({ $times } раза)
    }

## Почему адрес нельзя использовать

address-one-only = должен быть ровно один адрес
address-unclosed-angle = у '<' нет парной '>'
address-text-after-angle = после закрывающей '>' есть текст
address-bad-alt = '<' внутри адреса — не alt-address
address-hidden-character = он содержит скрытый символ { $character }, из-за которого может выглядеть как другой адрес
address-unclosed-quote = у локальной части в кавычках нет закрывающей кавычки
address-no-at = в нём нет '@'
address-empty-local = часть перед '@' пуста
address-empty-domain = домен после '@' пуст
address-local-too-long = часть перед '@' длиннее { $max ->
        [one] { $max } байта
        [few] { $max } байт
        [many] { $max } байт
       *[other] { $max } байта
    }
address-quoted-control = локальная часть в кавычках содержит табуляцию или управляющий символ
address-quoted-quote = '"' внутри локальной части в кавычках нужно экранировать как \"
address-dots = у части перед '@' точка в начале или в конце, или две точки подряд
address-white-space = часть перед '@' содержит пробел (возьмите её в кавычки или уберите пробел)
address-needs-quoting = часть перед '@' содержит { $character }, для чего нужны кавычки
address-unclosed-literal = у доменного литерала нет закрывающей ']'
address-bad-literal = доменный литерал содержит недопустимые символы
address-bad-domain = «{ $domain }» — неверное доменное имя (UTS 46: метки из букв, цифр и дефисов, без пустых меток, не длиннее 63 байт каждая)
address-lettre-refuses = почтовая библиотека его отвергает ({ $detail })

message-id-empty = он пуст
message-id-form = «{ $id }» — не идентификатор письма вида <id@host>
message-id-no-at = в «{ $id }» нет '@'
message-id-invalid = «{ $id }» — неверный идентификатор письма

## Почему поле ссылки не использовано

drop-originator = ссылка не может выбирать, от кого письмо и когда оно написано: эта программа всегда сама задаёт отправителя, дату и идентификатор письма (RFC 6068 §3)
drop-routing = поля маршрутизации и трассировки задают почтовые серверы, никогда не ссылка (RFC 6068 §3)
drop-mime = письмо всегда — простой текст в UTF-8; ссылка не может менять его структуру MIME или кодировку (RFC 6068 §2, §3)
drop-attachment = ссылка не может прикреплять файлы; с диска ничего не прочитано
drop-client-control = указание почтовой программе (например, отправить сразу, сохранить копию, приоритет или HTML-текст), которое эта программа никогда не принимает от ссылки
drop-unknown = это поле ссылке задавать нельзя: неизвестные поля могли бы добавить заголовки, которых вы не увидите (RFC 6068 §3, §4)
drop-malformed = значение нельзя использовать: { $why }
drop-repeated = ссылка задаёт это поле несколько раз; используется только последнее значение

## Предупреждения и примечания о письме

notice-hidden-recipient = { $count ->
        [1] ссылка добавляет скрытого получателя (скрытая копия), которого остальные получатели не увидят: { $names }
        [one] ссылка добавляет { $count } скрытого получателя (скрытая копия); остальные получатели их не увидят: { $names }
        [few] ссылка добавляет { $count } скрытых получателей (скрытая копия); остальные получатели их не увидят: { $names }
        [many] ссылка добавляет { $count } скрытых получателей (скрытая копия); остальные получатели их не увидят: { $names }
       *[other] ссылка добавляет { $count } скрытого получателя (скрытая копия); остальные получатели их не увидят: { $names }
    }
notice-many-recipients = письмо уходит { $count ->
        [one] { $count } получателю
        [few] { $count } получателям
        [many] { $count } получателям
       *[other] { $count } получателя
    }
notice-invalid-address = на «{ $address }» отправить нельзя: { $problem }
notice-numeric-recipient = «{ $text }» — только цифры, как порт или номер телефона, а не адрес
notice-display-name-address = имя «{ $name }» похоже на адрес, но письмо уходит на { $address }
notice-local-part-address = адрес { $address } начинается с адреса { $shown }, но письмо уходит на домен { $domain }
notice-smtputf8 = в локальной части { $address } есть символы не из ASCII: отправить можно только через сервер с SMTPUTF8
notice-international-domain = { $address } отправляется как { $ascii }
notice-label-symbols = метка домена «{ $label }» содержит символы, которые не используются в именах: она может выдавать себя за другой домен; письмо уходит на { $ascii }
notice-mixed-script = метка домена «{ $label }» смешивает письменности: она может выдавать себя за другой домен; письмо уходит на { $ascii }
notice-mixed-script-looks-like = метка домена «{ $label }» смешивает письменности и выглядит как «{ $looks-like }», написанное латинскими буквами: она может выдавать себя за другой домен; письмо уходит на { $ascii }
notice-confusable-domain = метка домена «{ $label }» написана другой письменностью и выглядит как «{ $looks-like }», написанное латинскими буквами: письмо уходит на { $ascii }, а не на тот домен
notice-top-domain = домен { $domain } похож на { $top }, но это другой домен: письмо уходит на { $ascii }
notice-local-symbols = часть перед '@' в адресе { $address } содержит знаки, которые не являются буквами, и выглядит как «{ $looks-like }»: письмо уходит в другой почтовый ящик
notice-local-mixed-script = часть перед '@' в адресе { $address } смешивает письменности: адрес может выдавать себя за другой
notice-local-mixed-script-looks-like = часть перед '@' в адресе { $address } смешивает письменности и выглядит как «{ $looks-like }», написанное латиницей: письмо уходит в другой почтовый ящик
notice-local-confusable = часть перед '@' в адресе { $address } выглядит как «{ $looks-like }», написанное латиницей, но написана другими символами: письмо уходит в другой почтовый ящик
notice-local-compatibility = часть перед '@' в адресе { $address } написана особыми формами букв (например, полноширинными или математическими) и читается как «{ $looks-like }»: письмо уходит в другой почтовый ящик
notice-idna-deviation = домен { $domain } содержит { $characters }, которые старые программы (IDNA2003) читают иначе: они отправили бы на { $other }; эта программа отправляет на { $ascii }
notice-bidi-control = содержит символы, меняющие направление текста, так что написанное может читаться не так, как есть: { $text }
notice-direction-mark = содержит метки направления, которые ставят знаки препинания и числа рядом с текстом справа налево: { $text }
notice-invisible = содержит невидимые символы: { $text }
notice-blank-lines = { $blank ->
        [one] { $blank } пустая строка сдвигает дальнейший текст до строки { $line }: прокрутите вниз, чтобы прочитать весь текст
        [few] { $blank } пустые строки сдвигают дальнейший текст до строки { $line }: прокрутите вниз, чтобы прочитать весь текст
        [many] { $blank } пустых строк сдвигают дальнейший текст до строки { $line }: прокрутите вниз, чтобы прочитать весь текст
       *[other] { $blank } пустой строки сдвигают дальнейший текст до строки { $line }: прокрутите вниз, чтобы прочитать весь текст
    }
notice-indent = { $spaces ->
        [one] строка { $line } начинается с { $spaces } пробела, который уводит её текст из поля зрения
        [few] строка { $line } начинается с { $spaces } пробелов, которые уводят её текст из поля зрения
        [many] строка { $line } начинается с { $spaces } пробелов, которые уводят её текст из поля зрения
       *[other] строка { $line } начинается с { $spaces } пробела, который уводит её текст из поля зрения
    }

## Почему письмо нельзя собрать

message-no-recipients = у письма нет получателей: добавьте адрес в «Кому», «Копия» или «Скрытая копия»
message-no-sender = у учётной записи «{ $account }» нет адреса эл. почты для отправки: добавьте в неё email = "..."
message-invalid-recipient = адрес { $field } «{ $address }» нельзя использовать: { $problem }; исправьте его перед отправкой
message-invalid-sender = отправителя «{ $sender }» нельзя использовать: { $problem }; укажите в email учётной записи один адрес, например me@example.net
message-unsafe-header = { $field } содержит перевод строки или управляющий символ, который мог бы добавить скрытые заголовки; удалите его
message-build = письмо не удалось собрать: { $detail }

## Почему письмо не отправлено

send-host-not-found = почтовый сервер { $host } не найден: проверьте host в конфигурации и подключение к сети
send-connection-refused = почтовый сервер { $host }:{ $port } отклонил соединение: проверьте host, port и security в конфигурации
send-timed-out = почтовый сервер { $host } не ответил за { $seconds ->
        [one] { $seconds } секунду
        [few] { $seconds } секунды
        [many] { $seconds } секунд
       *[other] { $seconds } секунды
    } { $step }: попробуйте позже или увеличьте timeout в конфигурации
send-tls = защищённое соединение с { $host } не удалось: { $detail }
send-no-starttls = почтовый сервер { $host } не предлагает STARTTLS, поэтому соединение нельзя зашифровать: используйте security = "tls" (обычно порт 465) или спросите провайдера
send-auth-rejected = почтовый сервер отклонил вход для { $user } ({ $reply }): проверьте имя пользователя и источник пароля в конфигурации
send-auth-unsupported = почтовый сервер { $host } не предлагает способов входа, которые поддерживает эта программа ({ $methods }); проверьте host и security
send-sign-in-rejected = почтовый сервер { $host } не принял вход для { $user }: { $advice }
send-sign-in-rejected-reply = почтовый сервер { $host } не принял вход для { $user } ({ $reply }): { $advice }
send-advice-sign-in-again = войдите снова («Войти» в окне или `mailto-preview config sign-in`); если ответ сервера говорит, что вход по SMTP отключён, администратор почтового ящика должен включить для него SMTP AUTH
send-advice-fresh-token = войдите снова (получите свежий токен из oauth2.token-command); если ответ сервера говорит, что вход по SMTP отключён, администратор почтового ящика должен включить для него SMTP AUTH
send-recipient-rejected = почтовый сервер отклонил получателя { $address } ({ $reply }): исправьте адрес и отправьте снова
send-sender-rejected = почтовый сервер отклонил отправителя { $address } ({ $reply }): email учётной записи должен быть адресом, с которого этот вход может отправлять
send-message-rejected = почтовый сервер отклонил письмо ({ $reply })
send-temporarily-unavailable = почтовый сервер сейчас не может принять письмо ({ $reply }): оно сохранено; попробуйте позже
send-no-smtputf8 = почтовый сервер { $host } не поддерживает SMTPUTF8, который нужен адресу { $address }: используйте для него адрес в ASCII или другой сервер
send-connection = соединение с { $host } прервалось { $step } ({ $detail }): письмо, возможно, не доставлено; оно сохранено, попробуйте снова
send-hands-over = учётная запись «{ $account }» сама не отправляет почту, а передаёт письма в { $target }: выберите учётную запись с сервером или используйте «Открыть в»
send-sendmail = { $program } завершился с ошибкой: { $detail }
send-envelope = адрес { $address } нельзя использовать в конверте: { $detail }
deliver-not-saved = письмо не удалось сохранить перед отправкой, поэтому оно не отправлено: { $error }
deliver-not-sent = { $error } (письмо сохранено как { $path })
deliver-interrupted = отправка неожиданно остановилась, поэтому неизвестно, получил ли сервер письмо; оно сохранено как { $path }: проверьте папку «Отправленные», прежде чем отправлять снова

## Копия в папке «Отправленные» почтового ящика (IMAP)

filing-filed = и копия лежит в папке { $folder }
filing-by-provider = копию в «Отправленных» хранит ваш провайдер
filing-failed = но копия не сохранена в папке «Отправленные»: { $error }. Письмо не отправлено дважды; копия ждёт и будет сохранена, когда вы нажмёте «Повторить сохранение копии» или после следующего письма, отправленного через эту учётную запись
filing-retry = Повторить сохранение копии
filing-retry-hover = Сохраняет копию в папку «Отправленные»; письмо повторно не отправляется
filing-unreadable = не удаётся прочитать копию, ожидающую сохранения: { $detail }
filing-no-account = учётной записи «{ $account }», которая её отправила, нет в конфигурации, или у неё нет таблицы [imap]: добавьте её снова или удалите копию из папки несохранённых копий
file-no-mailbox = у учётной записи «{ $account }» нет почтового ящика: добавьте таблицу [accounts.{ $account }.imap] с его сервером (host)
file-host-not-found = сервер почтового ящика { $host } не найден: проверьте imap.host в конфигурации и подключение к сети
file-connection-refused = сервер почтового ящика { $host }:{ $port } отклонил соединение: проверьте imap.host, imap.port и imap.security в конфигурации
file-timed-out = сервер почтового ящика { $host } не ответил за { $seconds ->
        [one] { $seconds } секунду
        [few] { $seconds } секунды
        [many] { $seconds } секунд
       *[other] { $seconds } секунды
    }: попробуйте позже или увеличьте timeout в конфигурации
file-tls = защищённое соединение с сервером почтового ящика { $host } не удалось: { $detail }
file-no-starttls = сервер почтового ящика { $host } отказал в STARTTLS, поэтому соединение нельзя зашифровать: используйте imap.security = "tls" (обычно порт 993)
file-no-login = сервер почтового ящика { $host } требует входа, а у учётной записи нет данных для входа: задайте username и источник пароля (или imap.username и imap.password)
file-login-rejected = сервер почтового ящика отклонил вход для { $user } ({ $reply }): проверьте имя пользователя и пароль (imap.username и imap.password, если у почтового ящика они свои)
file-sign-in-rejected = сервер почтового ящика { $host } не принял вход для { $user } ({ $reply }): войдите снова (`mailto-preview config sign-in`); для Outlook.com и Microsoft 365 вход должен включать разрешение IMAP (README, «Sent mail in your mailbox»)
file-no-sent-folder = почтовый ящик на { $host } не помечает ни одну папку как «Отправленные», и папки с обычным названием в нём нет: укажите её в imap.{ $key } в конфигурации (его папки: { $seen })
file-no-drafts-folder = почтовый ящик на { $host } не помечает ни одну папку как «Черновики», и папки с обычным названием в нём нет: укажите её в imap.{ $key } в конфигурации (его папки: { $seen })
file-no-such-folder = папки «{ $name }», указанной в imap.{ $key }, нет в почтовом ящике на { $host }: исправьте это в конфигурации (его папки: { $seen })
file-refused = сервер почтового ящика не сохранил письмо в папке { $folder }
file-refused-reply = сервер почтового ящика не сохранил письмо в папке { $folder } ({ $reply })
file-too-much = сервер почтового ящика { $host } прислал гораздо больше, чем нужно почтовому ящику: соединение прервано
file-connection = соединение с сервером почтового ящика { $host } прервалось ({ $detail })

## Почему ссылку нельзя открыть

parse-not-mailto = это не ссылка mailto: (она начинается с «{ $given }»); открыть можно только ссылки, начинающиеся с «mailto:»
parse-too-long = длина ссылки — { $length ->
        [one] { $length } байт
        [few] { $length } байта
        [many] { $length } байт
       *[other] { $length } байта
    }, больше предела в { $cap ->
        [one] { $cap } байт
        [few] { $cap } байта
        [many] { $cap } байт
       *[other] { $cap } байта
    } (2 МиБ), который передают браузеры; она не открыта
policy-too-many-recipients = ссылка просит отправить письмо { $found ->
        [one] { $found } получателю
        [few] { $found } получателям
        [many] { $found } получателям
       *[other] { $found } получателя
    }, а ссылка может назвать не больше { $cap ->
        [one] { $cap } получателя
        [few] { $cap } получателей
        [many] { $cap } получателей
       *[other] { $cap } получателя
    }; она не открыта
policy-line-too-long = { $field } ссылки длиной { $found ->
        [one] { $found } символ
        [few] { $found } символа
        [many] { $found } символов
       *[other] { $found } символа
    }, а ссылка может задать не больше { $cap ->
        [one] { $cap } символа
        [few] { $cap } символов
        [many] { $cap } символов
       *[other] { $cap } символа
    }; она не открыта
policy-body-too-large = текст ссылки — { $found ->
        [one] { $found } байт
        [few] { $found } байта
        [many] { $found } байт
       *[other] { $found } байта
    }, а ссылка может задать не больше { $cap ->
        [one] { $cap } байта
        [few] { $cap } байт
        [many] { $cap } байт
       *[other] { $cap } байта
    } (1 МиБ); она не открыта
policy-too-many-fields = в ссылке { $found ->
        [one] { $found } поле заголовка
        [few] { $found } поля заголовка
        [many] { $found } полей заголовка
       *[other] { $found } поля заголовка
    }, а ссылка может иметь не больше { $cap ->
        [one] { $cap } поля
        [few] { $cap } полей
        [many] { $cap } полей
       *[other] { $cap } поля
    }; она не открыта

## Пароли, связка ключей и вход

what-password-command = команда пароля
what-token-command = команда токена
password-not-run = не удаётся запустить { $what } `{ $command }`: { $detail }; проверьте { $key } в конфигурации
password-failed = { $what } `{ $command }` завершилась с ошибкой ({ $status }){ $stderr }; запустите её в терминале, чтобы увидеть причину
password-timed-out = { $what } `{ $command }` не завершилась за { $seconds ->
        [one] { $seconds } секунду
        [few] { $seconds } секунды
        [many] { $seconds } секунд
       *[other] { $seconds } секунды
    }; она остановлена
password-empty = { $what } `{ $command }` ничего не вывела в первой строке
password-env-missing = переменная окружения { $var } не задана: задайте её перед запуском или используйте другой источник пароля
keyring-unavailable = системная связка ключей недоступна ({ $detail }): запустите и разблокируйте GNOME Keyring или KWallet либо храните пароль иначе (команда пароля или переменная окружения)
keyring-no-password = в системной связке ключей нет пароля для «{ $user }» (служба «{ $service }»): сохраните его с помощью `mailto-preview config password` или настройте учётную запись в окне заново
keyring-no-sign-in = в системной связке ключей нет входа для «{ $user }» (служба «{ $service }»): войдите с помощью `mailto-preview config sign-in` или настройте учётную запись в окне заново
keyring-failed = системная связка ключей отказала: { $detail }
sign-in-not-yet = вы ещё не входили в { $issuer } как { $user } на этом компьютере: выберите «Войти» в окне или выполните `mailto-preview config sign-in`
sign-in-expired = вход в { $issuer } для { $user } истёк или был отозван: войдите снова
sign-in-refused = { $issuer } отклонил вход: { $error }
sign-in-denied = вход в браузере не завершён ({ $error }): войдите снова, чтобы повторить
sign-in-unreachable = сервер входа { $host } недоступен: { $detail }; проверьте соединение и попробуйте снова
sign-in-browser-timed-out = браузер не ответил за { $minutes ->
        [one] { $minutes } минуту
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    }: войдите снова
sign-in-code-expired = код не был введён вовремя: войдите снова, чтобы получить новый
sign-in-cancelled = вход отменён
sign-in-listener = не удаётся ждать ответа браузера на 127.0.0.1 ({ $detail }): убедитесь, что ничто на этом компьютере не блокирует локальные соединения; для учётной записи Microsoft `mailto-preview config sign-in --code` позволяет войти на другом устройстве
sign-in-settings = { $detail }
sign-in-no-device-flow = { $issuer } не предлагает для почты вход с кодом на другом устройстве: войдите в браузере
discover-not-an-address = «{ $text }» — не адрес эл. почты: укажите адрес вроде me@example.org
discover-cancelled = поиск отменён

## Черновики на диске и передача

store-no-data-dir = не найден каталог данных для черновиков (задана ли HOME?)
store-io = нельзя использовать { $path }: { $detail }
store-saved-link = { $path } — это ссылка, сохранённая после несостоявшейся передачи, а не письмо: откройте её снова через `mailto-preview - < { $path }`
store-envelope = рядом с { $path } нет читаемого конверта ({ $detail }); отправить его в таком виде нельзя
open-with-unknown = «{ $id }» — не веб-почта (gmail, outlook, office365, yahoo, proton) и не установленная почтовая программа: `mailto-preview open-with --list` показывает, что доступно
open-with-no-recipient = у письма нет получателя: добавьте его перед передачей
open-with-invalid-address = адрес «{ $address }» неверен: исправьте его перед передачей письма
open-with-encode = письмо нельзя записать как ссылку: { $detail }
open-with-bad-entry = элемент рабочего стола { $program } нельзя запустить: { $detail }
launch-start = не удалось запустить { $program } ({ $detail }): установлена ли программа?
launch-failed = { $program } сразу завершилась с { $status }: письмо не передано
launch-portal = портал рабочего стола не смог открыть страницу ({ $detail })
launch-unsupported = открытие веб-страницы в этой системе не поддерживается
launch-files = не удалось записать прикреплённый файл для программы в { $path }: { $detail }
handoff-no-keywords = Поле Keywords не передаётся в { $target }: почтовые программы не берут его из ссылки.
handoff-too-long-program = Письмо слишком длинное, чтобы передать его в { $target } целиком ({ $length ->
        [one] { $length } символ
        [few] { $length } символа
        [many] { $length } символов
       *[other] { $length } символа
    }; система принимает { $max ->
        [one] { $max } символ
        [few] { $max } символа
        [many] { $max } символов
       *[other] { $max } символа
    }), поэтому текста в нём нет: вставьте его в письмо там.
handoff-no-bcc = { $target } не берёт скрытую копию из ссылки: добавьте там { $bcc } в скрытую копию перед отправкой.
handoff-no-files = { $target } не может принять файлы таким способом: { $count ->
        [one] прикрепите его
        [few] прикрепите их
        [many] прикрепите их
       *[other] прикрепите их
    } там ({ $files }).
handoff-open-folder = Открыть папку
handoff-too-long-webmail = Письмо слишком длинное для ссылки создания письма в { $target } ({ $length ->
        [one] { $length } символ
        [few] { $length } символа
        [many] { $length } символов
       *[other] { $length } символа
    }; она принимает около { $max ->
        [one] { $max } символа
        [few] { $max } символов
        [many] { $max } символов
       *[other] { $max } символа
    }), поэтому текста в нём нет: вставьте его в письмо там.
handoff-plus-becomes-space = Замечено, что { $target } превращает «+» в адресе в пробел: проверьте там получателей перед отправкой.
handoff-no-threading = { $target } не может взять In-Reply-To или References из ссылки: письмо не попадёт в цепочку как ответ.

## Регистрация почтовым обработчиком и запуск при входе

desktop-no-home = домашний каталог неизвестен: задайте HOME
desktop-own-path = не удаётся найти путь к самой программе ({ $detail }); запустите её по полному пути
desktop-unwritable-path = путь программы { $path } нельзя записать в элемент рабочего стола (он не в UTF-8 или содержит управляющий символ); переместите программу по простому пути
desktop-io = не удалось использовать { $path }: { $detail }
desktop-system = { $detail }
desktop-unsupported = регистрация почтового обработчика в этой системе не поддерживается
handoff-lost = передача неожиданно прервалась
unavailable-unusable = ссылка непригодна
unavailable-no-account = настройте учётную запись, чтобы увидеть письмо целиком
save-no-store = нет каталога данных для черновиков

## Где найден сервер

source-providers = встроенная таблица провайдеров
source-autoconfig = сервер автонастройки домена
source-well-known = веб-сервер домена (well-known autoconfig)
source-mx = почтовый обменник домена (MX)
source-srv = записи SRV домена
source-ispdb = ISPDB от Thunderbird
discover-other-domain = почта для { $domain } отправляется через { $host }

## Provider notes
provider-note-gmail = Google принимает пароль приложения (при включённой двухэтапной проверке) или вход через Google; обычный пароль не подходит.
provider-note-outlook = Outlook.com принимает только вход через Microsoft (OAuth 2.0): пароли перестали работать в сентябре 2024 года.
provider-note-office365 = Microsoft 365 требует, чтобы администратор разрешил отправку по SMTP для вашего ящика; пароли по умолчанию перестают работать в конце декабря 2026 года, вход через Microsoft продолжает работать.
provider-note-app-password = { $provider } требует для почтовых программ пароль приложения; обычный пароль не подходит.
provider-note-app-specific-password = { $provider } требует пароль для приложения (при включённой двухфакторной аутентификации).
provider-note-zoho = При включённой двухфакторной аутентификации Zoho требует пароль приложения; собственный домен организации использует { $host }.
provider-note-proton-bridge = На этом компьютере должен работать Proton Mail Bridge: используйте пароль, который показывает Bridge, и доверьте его сертификату (tls-ca = сертификат, который экспортирует Bridge).
provider-note-proton-smtp = Только для адреса на вашем собственном домене с SMTP-токеном из настроек Proton; отправленная так почта не защищена сквозным шифрованием.
provider-note-switch-on-access = Сначала включите доступ по POP3/IMAP в настройках { $provider }.
provider-note-yandex = Яндекс требует пароль приложения и включённые почтовые программы в разделе «Настройки» → «Почтовые программы».

## Attached files: exact sizes and the limits of servers

size-bytes-exact = { $count ->
        [one] { $shown } байт
        [few] { $shown } байта
        [many] { $shown } байт
       *[other] { $shown } байта
    }
message-attachment-elided = { "[" }{ $name }: { $size }; { $encoded } в base64]
too-big = размер письма — { $size }, а { $server } принимает не больше { $limit }
send-too-big-reply = размер письма — { $size }, это больше, чем принимает { $server } ({ $reply })
file-too-big = размер письма — { $size }, а { $host } хранит в папке { $folder } письма не больше { $limit }
filing-too-big = но копия не сохранена в папке «Отправленные»: { $error }
provider-refuses-type = { $provider } не пропускает такие файлы, как { $name } (этот тип заблокирован из соображений безопасности), поэтому письмо вернётся: отправьте файл другим способом

## Как отправляет учётная запись

server-smtp = { $host }:{ $port } ({ $security })
server-no-encryption = без шифрования
server-sendmail = { $program } (локальный sendmail)
server-handoff = { $target } (передаётся, отправляете там)

## Орфография (src/spelling): меню и сообщения проверки
spelling-add = Добавить в словарь
spelling-ignore = Пропустить
spelling-no-suggestions = Нет вариантов
spelling-misspelt = Ошибка в слове: { $word }
spelling-automatic = Орфография: язык текста
spelling-language = Орфография: { $language }
spelling-off = Орфография: выключена
spelling-no-dictionary = Орфографический словарь для «{ $language }» не установлен, поэтому текст на этом языке не проверяется. Установите словарь, чтобы он проверялся (в Debian и Ubuntu: { $package }).
spelling-unreadable = не удаётся прочитать орфографический словарь { $path }: { $detail }
spelling-encoding = не удаётся прочитать орфографический словарь { $path }: он в кодировке { $encoding }; его версию в UTF-8 прочитать можно
spelling-personal-list = не удаётся добавить слово в ваш список слов { $path }: { $detail }
spelling-not-a-word = «{ $word }» — не одно слово, поэтому его нельзя добавить в словарь
spelling-no-thread = орфография не проверяется: не удалось запустить поток проверки ({ $detail })

## Адресаты, предлагаемые при вводе (src/contacts)
contacts-offers = { $count ->
        [one] { $count } вариант
        [few] { $count } варианта
        [many] { $count } вариантов
       *[other] { $count } варианта
    }
contacts-forget = Забыть этот адрес
contacts-forget-hover = Забыть этот адрес ({ $shortcut })
contacts-source-sent = { $count ->
        [one] отправлено { $count } письмо
        [few] отправлено { $count } письма
        [many] отправлено { $count } писем
       *[other] отправлено { $count } письма
    }
contacts-source-book = из адресной книги «{ $book }»
contacts-no-data-dir = не найден каталог данных, чтобы запоминать адресатов (задана ли HOME?)
contacts-io = нельзя использовать { $path }: { $detail }
contacts-unreadable = { $path } — не список адресатов, который эта программа может прочитать ({ $detail }); файл оставлен как есть, и адресаты не запоминаются, пока его не переместят
contacts-evolution = не удаётся прочитать адресные книги Evolution (Контакты GNOME): { $detail }
