## Mailto Preview: Polish (pl).
## Machine-assisted translation by the Mailto Preview developers; to be reviewed by native speakers.

## Okno

window-heading = Odnośnik chce wysłać wiadomość e-mail
window-title = Wysłać wiadomość do { $recipient }?
window-title-more = Wysłać wiadomość do { $recipient } i { $more ->
        [one] { $more } innej osoby
        [few] { $more } innych osób
        [many] { $more } innych osób
       *[other] { $more } innej osoby
    }?
window-title-none = Wysłać wiadomość?
window-title-unusable = Odnośnik pocztowy, którego nie można użyć
window-waiting = Oczekiwanie na odnośnik pocztowy z systemu...
window-next-link = Otwieranie następnego odnośnika pocztowego...
unusable-heading = Tego odnośnika pocztowego nie można użyć

from-label = Od:
from-account = { $name } <{ $address }> przez { $server }
from-account-handoff = { $address } w { $server }
from-account-goa = { $name } <{ $address }> (Konta online GNOME)
from-looking = Wyszukiwanie kont w tym środowisku graficznym...
from-choose = Wybierz nadawcę...
from-you = ty
from-hover = Konto, które wyśle tę wiadomość
from-plaintext = Uwaga: to konto wysyła bez szyfrowania
from-unchecked-certificate = Uwaga: certyfikat serwera nie jest sprawdzany, bo tak ustawiono to konto w Kontach online: każdy między tobą a serwerem może odczytać lub zmienić wiadomość
config-broken = Konfiguracji nie można użyć: { $error }

field-to = Do
field-cc = Kopia
field-bcc = Ukryta kopia
field-subject = Temat
field-body = Treść ({ $lines ->
        [one] { $lines } wiersz
        [few] { $lines } wiersze
        [many] { $lines } wierszy
       *[other] { $lines } wiersza
    })
field-recipients-hint = name@example.org, ...
field-warning = Uwaga: { $message }
field-changed = Zmienione względem odnośnika: { $message }

ignored-heading = Pominięte elementy odnośnika ({ $count })
ignored-nothing = Nic: odnośnik ustawia tylko pola, które odnośnik może ustawiać.
original-link = Oryginalny odnośnik
copy-link = Kopiuj odnośnik
exact-message = Dokładna wiadomość
handoff-receives = Co otrzyma { $target }
settings-heading = Ustawienia
settings-resident = Uruchamiaj program razem z sesją i pozostawiaj go w tle, aby odnośniki otwierały się od razu
settings-resident-hover = Instaluje wpis autostartu, który uruchamia Mailto Preview bez okna; około 30 MiB w czasie oczekiwania

## Przyciski

action-send = Wyślij
action-retry = Ponów
action-open-in = Otwórz w { $target }
action-open-in-menu = Otwórz w...
action-cancel = Anuluj
action-save-draft = Zapisz szkic
action-copy-text = Kopiuj jako tekst
action-send-hover = Wyślij tę wiadomość teraz ({ $shortcut })
action-handoff-hover = Przekaż tę wiadomość teraz ({ $shortcut })
action-cancel-hover = Zamknij bez wysyłania ({ $shortcut })
action-save-hover = Zachowaj w folderze szkiców ({ $shortcut })
open-in-hover = Przekaż tę wiadomość, taką jak tutaj, do poczty w przeglądarce lub innego programu pocztowego
open-in-webmail = W przeglądarce
open-in-programs = W programie pocztowym
open-in-none = (nic nie zainstalowano)
unavailable = Niedostępne: { $reason }
blocker-no-account = najpierw skonfiguruj konto
blocker-no-recipient = dodaj odbiorcę
blocker-invalid-address = najpierw popraw nieprawidłowy adres
blocker-unfinished-address = najpierw dokończ wpisywany adres
blocker-choose-sender = wybierz, kto wysyła wiadomość (Od)
blocker-busy = wiadomość jest w drodze
blocker-just-opened = chwileczkę...
handoff-note = Uwaga: { $note }
section-open = rozwinięte
section-closed = zwinięte

## Klawisze, tak jak opisują je klawiatury w tym języku

key-ctrl = Ctrl
key-enter = Enter
key-esc = Esc
key-s = S
key-a = A
key-z = Z
key-shift = Shift
key-delete = Delete
shortcut = { $modifier }+{ $key }

## Okna dialogowe

discard-title = Odrzucić zmiany?
discard-question = Ta wiadomość została zmieniona. Zamknąć bez wysłania i zapisania?
discard = Odrzuć
discard-save = Zapisz szkic i zamknij
discard-keep = Edytuj dalej
handoff-title = Otworzyć w { $target }?
back = Wstecz

## Co się stało (wiersz stanu)

status-sending = Wysyłanie: { $step }...
status-held = Wiadomość za chwilę zostanie wysłana. Aby cofnąć wysyłanie, naciśnij Cofnij (Ctrl+Z lub Esc).
status-undone = Nie wysłano: wysyłanie cofnięto. Wiadomość jest tu w niezmienionej postaci i można ją edytować (kopia jest w folderze szkiców).
hold-countdown = Wysyłanie za { $seconds ->
        [one] { $seconds } s
        [few] { $seconds } s
        [many] { $seconds } s
       *[other] { $seconds } s
    }
action-undo = Cofnij
action-send-later = Wyślij później...
action-send-later-hover = Wybierz, kiedy wysłać wiadomość: do tego czasu czeka ona w kolejce razem z kopią swoich plików
later-in-an-hour = Za godzinę
later-tomorrow = Jutro o { $time }
later-monday = W poniedziałek o { $time }
later-choose = Wybierz dzień i godzinę...
later-day = Dzień
later-hour = Godzina
later-minute = Minuta
later-schedule = Zaplanuj wysłanie
later-weekday = { $day ->
        [1] poniedziałek
        [2] wtorek
        [3] środa
        [4] czwartek
        [5] piątek
        [6] sobota
       *[7] niedziela
    }
later-month = { $month ->
        [1] stycznia
        [2] lutego
        [3] marca
        [4] kwietnia
        [5] maja
        [6] czerwca
        [7] lipca
        [8] sierpnia
        [9] września
        [10] października
        [11] listopada
       *[12] grudnia
    }
later-date = { $weekday }, { $day } { $month } { $year }
later-date-time = { $date }, godz. { $time }
later-goes = Termin wysłania: { $when }.
later-skipped = Tej nocy zegary przestawia się do przodu, więc godzina { $asked } nie istnieje: wiadomość zostanie wysłana o { $time }.
later-repeated = Tej nocy zegary cofa się, więc godzina { $time } wystąpi dwa razy: wiadomość zostanie wysłana za pierwszym razem.
later-past = ten czas już minął: wybierz późniejszy
later-lost = umieszczanie wiadomości w kolejce przerwało się, zanim podało wynik: sprawdź mailto-preview queue
status-scheduling = Umieszczanie wiadomości w kolejce...
status-scheduled = Zaplanowano wysłanie: { $when }. Wiadomość i kopia jej plików ({ $size }) czekają w kolejce; możesz zamknąć to okno.
status-scheduled-no-timer = Zaplanowano wysłanie: { $when } ({ $size } w kolejce). Nic w tym systemie nie może uruchomić Mailto Preview o tej porze, więc wiadomość wyjdzie na czas tylko wtedy, gdy Mailto Preview będzie działać, a w przeciwnym razie przy następnym uruchomieniu Mailto Preview bez odnośnika.
status-not-scheduled = Nie zaplanowano: { $error }
status-taking-back = Wycofywanie wiadomości z kolejki...
status-not-taken-back = Wiadomość pozostaje w kolejce: { $error }
status-taken-back = Wiadomość wycofano z kolejki i można ją tu edytować (kopia jest w folderze szkiców).
action-take-back = Edytuj ponownie
action-take-back-hover = Wycofuje wiadomość z kolejki i przywraca ją do tego okna
action-close = Zamknij
action-send-when-online = Wyślij po połączeniu
action-send-when-online-hover = Zostawia wiadomość w kolejce i wysyła ją automatycznie, gdy tylko ten komputer znów będzie online
status-waiting-online = Oczekiwanie na połączenie z siecią: wiadomość wyjdzie sama, gdy tylko ten komputer znów będzie online ({ $size } w kolejce). Możesz zamknąć to okno.
action-undo-hover = Cofa wysyłanie: nic nie zostaje wysłane, a wiadomość wraca tu w niezmienionej postaci do edycji ({ $shortcut })
status-sent = Wysłano do { $count ->
        [one] { $count } odbiorcy
        [few] { $count } odbiorców
        [many] { $count } odbiorców
       *[other] { $count } odbiorcy
    }
status-sent-and = { $sent }; { $filing }
status-filing = Zapisywanie kopii w folderze Wysłane...
status-filed = Kopia jest teraz w folderze { $folder }.
status-not-filed = Nadal nie ma jej w folderze Wysłane: { $error }. Kopia czeka; wiadomość nie zostanie wysłana ponownie.
status-saving-to-server = Zapisano jako { $path }; zapisywanie w folderze szkiców skrzynki pocztowej...
status-saved-to-server = Zapisano jako { $path } oraz w folderze { $folder } w skrzynce pocztowej
status-not-saved-to-server = Zapisano jako { $path }, ale nie w folderze szkiców skrzynki pocztowej: { $error }
status-not-sent = Nie wysłano: { $error }
status-not-sent-saved = Nie wysłano: { $error }. Wiadomość zapisano jako { $path }.
status-no-store = Nie ma gdzie zachować szkicu (brak katalogu danych); nie wysłano.
status-stopped-waiting = Przestano czekać na serwer. Jeśli już przyjął wiadomość, może ona jeszcze dotrzeć; w przeciwnym razie wiadomość jest w folderze szkiców (mailto-preview drafts).
status-saved = Zapisano jako { $path }
status-not-saved = Nie zapisano: { $error }
status-copied = Skopiowano wiadomość jako tekst
status-saving = Zapisywanie szkicu...
attach-vanished = Plik { $path } już nie istnieje; dołącz go ponownie lub usuń
attach-changed = Plik { $path } zmienił się po dołączeniu; dołącz go ponownie, aby wysłać jego obecną wersję
attach-unreadable = Nie można odczytać pliku { $path }: { $detail }
attach-reminder-words = załącznik, załącznika, załącznikowi, załącznikiem, załączniku, załączniki, załączników, załącznikom, załącznikami, załącznikach, w załączeniu, przesyłam załącznik, przesyłam załączniki, przesyłamy załącznik, przesyłamy załączniki, wysyłam załącznik, wysyłam załączniki, wysyłamy załącznik, wysyłamy załączniki, załączam załącznik, załączam załączniki, dołączam załącznik, dołączam załączniki, dołączamy załącznik, dołączamy załączniki, przekazuję załącznik, przekazuję załączniki, przekazujemy załącznik, przekazujemy załączniki, załączam, załączamy, załączyłem, załączyłam, załączyliśmy, załączyłyśmy, załączony, załączona, załączone, załączonego, załączonej, załączonemu, załączonym, załączoną, załączonych, załączonymi, załączono, dołączam, dołączamy, dołączyłem, dołączyłam, dołączyliśmy, dołączyłyśmy, dołączony, dołączona, dołączone, dołączonego, dołączonej, dołączonym, dołączoną, dołączonych, dołączonymi, dołączono, dołączam do wiadomości, dołączam do tej wiadomości, dołączam do maila, dołączam do tego maila, dołączam do e-maila, dołączam do tego e-maila, dołączam do mejla, dołączamy do wiadomości, dołączamy do tej wiadomości, dołączamy do maila, dołączamy do tego maila, dołączamy do e-maila, dołączamy do tego e-maila, dołączamy do mejla, dołączyłem do wiadomości, dołączyłem do tej wiadomości, dołączyłem do maila, dołączyłem do tego maila, dołączyłem do e-maila, dołączyłem do tego e-maila, dołączyłem do mejla, dołączyłam do wiadomości, dołączyłam do tej wiadomości, dołączyłam do maila, dołączyłam do tego maila, dołączyłam do e-maila, dołączyłam do tego e-maila, dołączyłam do mejla, dołączyliśmy do wiadomości, dołączyliśmy do tej wiadomości, dołączyliśmy do maila, dołączyliśmy do tego maila, dołączyliśmy do e-maila, dołączyliśmy do tego e-maila, dołączyliśmy do mejla, dołączyłyśmy do wiadomości, dołączyłyśmy do tej wiadomości, dołączyłyśmy do maila, dołączyłyśmy do tego maila, dołączyłyśmy do e-maila, dołączyłyśmy do tego e-maila, dołączyłyśmy do mejla
attach-reminder-not = załącznik do umowy, załącznik do rozporządzenia, załącznik do ustawy, załącznik do uchwały, załącznik do regulaminu, załącznika do umowy, załącznika do rozporządzenia, załącznika do ustawy, załącznika do uchwały, załącznika do regulaminu, załącznikiem do umowy, załącznikiem do rozporządzenia, załącznikiem do ustawy, załącznikiem do uchwały, załącznikiem do regulaminu, załączniku do umowy, załączniku do rozporządzenia, załączniku do ustawy, załączniku do uchwały, załączniku do regulaminu, załączniki do umowy, załączniki do rozporządzenia, załączniki do ustawy, załączniki do uchwały, załączniki do regulaminu, załączników do umowy, załączników do rozporządzenia, załączników do ustawy, załączników do uchwały, załączników do regulaminu, załącznikami do umowy, załącznikami do rozporządzenia, załącznikami do ustawy, załącznikami do uchwały, załącznikami do regulaminu, załącznikach do umowy, załącznikach do rozporządzenia, załącznikach do ustawy, załącznikach do uchwały, załącznikach do regulaminu, dołączam się, dołączam do, dołączamy się, dołączamy do, dołączyłem się, dołączyłem do, dołączyłam się, dołączyłam do, dołączyliśmy się, dołączyliśmy do, dołączyłyśmy się, dołączyłyśmy do, do zestawu dołączony, dołączony do zestawu, do produktu dołączony, dołączony do produktu, do paczki dołączony, dołączony do paczki, do przesyłki dołączony, dołączony do przesyłki, do urządzenia dołączony, dołączony do urządzenia, do zestawu dołączona, dołączona do zestawu, do produktu dołączona, dołączona do produktu, do paczki dołączona, dołączona do paczki, do przesyłki dołączona, dołączona do przesyłki, do urządzenia dołączona, dołączona do urządzenia, do zestawu dołączone, dołączone do zestawu, do produktu dołączone, dołączone do produktu, do paczki dołączone, dołączone do paczki, do przesyłki dołączone, dołączone do przesyłki, do urządzenia dołączone, dołączone do urządzenia, do zestawu dołączono, do produktu dołączono, do paczki dołączono, do przesyłki dołączono, do urządzenia dołączono
attach-button = Dołącz...
attach-button-hover = Wybierz pliki do wysłania z wiadomością ({ $shortcut }); możesz też upuścić je na okno. Odnośnik nigdy nie może dołączyć pliku.
attach-total = { $count ->
        [one] { $count } plik, { $size }
        [few] { $count } pliki, { $size }
        [many] { $count } plików, { $size }
       *[other] { $count } pliku, { $size }
    }
attach-file = { $name } ({ $size }, { $kind })
attach-remove = Usuń
attach-remove-name = Usuń { $name }
attach-chooser-title = Dołącz pliki
attach-chooser-accept = Dołącz
attach-no-chooser = Żadne okno wyboru plików nie odpowiedziało ({ $detail }): zainstaluj xdg-desktop-portal i portal swojego środowiska albo wpisz poniżej ścieżkę pliku.
attach-chooser-failed = Okno wyboru plików nie zadziałało: { $detail }. Możesz wpisać poniżej ścieżkę pliku.
attach-path-label = Plik do dołączenia:
attach-path-button = Dołącz
attach-ask-question = Dołączyć { $path }?
attach-is-link = { $link } to dowiązanie symboliczne do tego pliku.
attach-ask-secret = Plik jest w { $place }, gdzie przechowuje się klucze, hasła i inne tajne dane. Dołącz go tylko wtedy, gdy naprawdę chcesz go wysłać.
attach-ask-hidden = To plik ukryty: takie pliki często zawierają ustawienia lub tajne dane. Dołącz go tylko wtedy, gdy naprawdę chcesz go wysłać.
attach-ask-yes = Dołącz
attach-ask-no = Nie dołączaj
attach-not-attached = Nie dołączono: { $path }: { $why }
attach-dismiss = OK
attach-refused-not-found = nie ma takiego pliku
attach-refused-folder = to folder (zamiast niego dołącz pliki, które zawiera)
attach-refused-device = to urządzenie, a nie plik
attach-refused-pipe = to potok lub gniazdo, a nie plik
attach-refused-empty = plik jest pusty
attach-refused-unreadable = nie można go odczytać ({ $detail })
attach-from-link = Dołącz ten plik: { $path }
attach-from-link-hover = Odnośnik prosił o ten plik. Zostanie dołączony tylko wtedy, gdy tu naciśniesz, i po takim samym sprawdzeniu jak każdy dołączany plik.
reminder-title = Nie dołączono pliku
reminder-question = Wiadomość wspomina o załączniku, ale żaden plik nie jest dołączony.
reminder-send-anyway = Kontynuuj bez pliku
size-bytes = { $count ->
        [one] { $count } bajt
        [few] { $count } bajty
        [many] { $count } bajtów
       *[other] { $count } bajta
    }
size-kb = { $size } kB
size-mb = { $size } MB
size-gb = { $size } GB
number-decimal-separator = ,
status-handing-over = Otwieranie w { $target }...
status-body-on-clipboard = Otwarto w { $target }. Treść była za długa do przekazania i jest w schowku: wklej ją tam, a potem zamknij to okno.
status-not-handed-over-saved = Nie przekazano: { $error }. Wiadomość zapisano jako { $path }.
status-not-handed-over-unsaved = Nie przekazano: { $error }. Nie udało się jej zapisać ({ $why }): skopiuj ją jako tekst.
status-account-saved = Zapisano konto w { $path }
status-signed-in = Zalogowano. Naciśnij Ponów, aby wysłać wiadomość.
status-not-signed-in = Nie zalogowano: { $error }
status-login-entry-on = Zapisano { $path }: Mailto Preview uruchamia się w tle po zalogowaniu
status-login-entry-off = Usunięto { $path }: Mailto Preview nie uruchamia się już po zalogowaniu
status-login-entry-none = Mailto Preview nie uruchamiał się po zalogowaniu; nie ma czego usuwać
status-not-changed = Nie zmieniono: { $error }

step-password = pobieranie hasła
step-resolving = wyszukiwanie serwera
step-connecting = łączenie z serwerem
step-securing = zabezpieczanie połączenia
step-logging-in = logowanie
step-sending = wysyłanie wiadomości
step-filing = zapisywanie kopii w folderze Wysłane
step-while-password = podczas pobierania hasła
step-while-resolving = podczas wyszukiwania serwera
step-while-connecting = podczas łączenia z serwerem
step-while-securing = podczas zabezpieczania połączenia
step-while-logging-in = podczas logowania
step-while-sending = podczas wysyłania wiadomości
step-while-filing = podczas zapisywania kopii w folderze Wysłane

## Logowanie

sign-in-to = Zaloguj się do { $issuer }
sign-in-to-hover = Otwiera stronę logowania w przeglądarce
sign-in-on = Zaloguj się do { $host } w przeglądarce...
sign-in-opening = Otwieranie przeglądarki...
stop = Zatrzymaj

## Pierwsze uruchomienie: konfiguracja konta

setup-intro = Nie skonfigurowano jeszcze żadnego konta. Dodaj je tutaj; wiadomość poniżej poczeka i nie zginie.
setup-found-heading = Znalezione na tym komputerze:
setup-use-found = { $address } ({ $program })
setup-use-found-hover = Wypełnia formularz tymi ustawieniami z programu { $program }; wpisz hasło, a potem zapisz konto
setup-email = E-mail
setup-name = Imię i nazwisko
setup-name-hint = Twoje imię i nazwisko
setup-find = Znajdź mój serwer
setup-find-hover = Szuka serwera na podstawie adresu: we wbudowanej liście dostawców, a potem w ustawieniach twojej domeny
setup-finding = Wyszukiwanie serwera...
setup-ispdb = Zapytaj też bazę danych Thunderbirda
setup-ispdb-hover = Informuje serwer Thunderbirda, w jakiej domenie jest twój adres
setup-found = Znaleziono: { $host } port { $port }, { $security } (źródło: { $source }).
setup-found-mailbox = Twoja skrzynka pocztowa: { $host } port { $port }, { $security }. Kopia tego, co wysyłasz, trafia do jej folderu Wysłane, chyba że dostawca sam ją tam umieszcza.
setup-sign-in-with = Zaloguj się przez:
setup-password = Hasło
setup-show = Pokaż
setup-provider-account = Konto { $provider }
setup-password-command = Polecenie hasła
setup-app-password = Ten dostawca wymaga hasła aplikacji, a nie tego, którym logujesz się na jego stronie.
setup-app-password-help = Jak utworzyć hasło aplikacji
setup-open-yourself = { $error }: otwórz { $url } samodzielnie
setup-keyring = Jest przechowywane w systemowym pęku kluczy, nigdy w pliku konfiguracji.
setup-no-client = Ta wersja Mailto Preview nie może samodzielnie logować się przez konto { $provider } (zbudowano ją bez identyfikatora klienta dla { $provider }). Zamiast tego:
setup-use-app-password = Użyj hasła aplikacji
setup-add-in-online-accounts = Dodaj je w Kontach online
setup-add-in-online-accounts-hover = Otwiera Ustawienia GNOME w panelu Konta online. Gdy dodasz tam konto, to okno będzie z niego wysyłać i nie trzeba tu niczego ustawiać.
setup-token-command-instead = Albo ustaw polecenie tokena w pliku konfiguracji (zobacz „Sign in with OAuth 2.0” w README).
setup-own-client-none = Jeśli masz własną rejestrację Mailto Preview u { $provider }, wpisz tutaj jej identyfikator klienta
setup-client-id = Identyfikator klienta
setup-own-client = Własny identyfikator klienta dla { $provider } (pozostaw puste, aby użyć identyfikatora tej wersji)
setup-client-secret = Sekret klienta
setup-client-secret-google = Google podaje go razem z identyfikatorem klienta
setup-client-secret-other = tylko jeśli dostawca go podał
setup-sign-in-button = Zaloguj się przez konto { $provider }
setup-the-provider = dostawcy
setup-signed-in-short = Zalogowano.
setup-advanced = Zaawansowane: ustawienia serwera i polecenie hasła
setup-server = Serwer
setup-port = Port
setup-username = Nazwa użytkownika
setup-security = Zabezpieczenia
setup-imap-server = Serwer skrzynki pocztowej (IMAP)
setup-imap-port = Port skrzynki pocztowej
setup-security-none = Brak (tylko ten komputer)
setup-test = Testuj połączenie
setup-test-hover = Loguje się bez wysyłania czegokolwiek
setup-save = Zapisz konto
setup-or-handoff = Albo pisz pocztę tam, gdzie piszesz teraz: to okno sprawdza każdą wiadomość, a potem ją przekazuje.
setup-webmail = Piszę pocztę w przeglądarce:
setup-programs = Używam innego programu pocztowego:
security-tls = TLS
security-starttls = STARTTLS
security-none = bez szyfrowania

form-not-found = Nie znaleziono serwera dla { $email }: wpisz go w ustawieniach serwera (podają go strony pomocy twojego dostawcy).
form-signed-in = Zalogowano. Zapisz konto, aby przez nie wysyłać.
form-testing = Testowanie...
form-saving = Zapisywanie konta...
form-tested = Połączono{ $encrypted ->
        [yes] {" "}(z szyfrowaniem)
       *[no] {" "}(bez szyfrowania)
    } i zalogowano; serwer oferuje: { $offers }
form-bad-port = Port musi być liczbą od 1 do 65535 (u większości dostawców 587 lub 465).
form-quoted-command = Polecenie hasła jest dzielone na spacjach i nie obsługuje cudzysłowów: dla argumentu ze spacjami zapisz password.command w pliku konfiguracji jako listę.
form-type-password = Najpierw wpisz hasło.
form-sign-in-first = Najpierw się zaloguj, potem zapisz.
form-sign-in-changed = Adres, nazwa użytkownika lub identyfikator klienta zmieniły się od zalogowania: zaloguj się ponownie, potem zapisz.
form-only-smtp = Można testować tylko konta SMTP.
form-bad-address = Tego adresu e-mail nie można użyć: { $why }.
form-keyring = { $error }. W sekcji Zaawansowane możesz zamiast tego podać polecenie hasła.

## Co program znalazł w odnośniku: poprawki i odczytania (pokazywane obok pola)

finding-trimmed = usunięto { $count ->
        [one] { $count } biały znak lub znak sterujący
        [few] { $count } białe znaki lub znaki sterujące
        [many] { $count } białych znaków lub znaków sterujących
       *[other] { $count } białego znaku lub znaku sterującego
    } wokół odnośnika
finding-fragment = pominięto „#{ $fragment }” po '#': odnośnik mailto nie ma fragmentu, więc nie należy on do wiadomości
finding-url-slashes = usunięto „{ $slashes }” po „mailto:”: odnośnik mailto nie jest adresem WWW, adres następuje zaraz po dwukropku
finding-html-amp = odczytano „{ $given }” jako „{ $name }”: strona zapisała '&' między polami jako „&amp;” o jeden raz za dużo{ $times ->
        [1] {""}
        [few] { " " }({ $times } razy)
        [many] { " " }({ $times } razy)
       *[other] { " " }({ $times } razy)
    }
finding-form-plus = odczytano { $times ->
        [one] { $times } znak '+'
        [few] { $times } znaki '+'
        [many] { $times } znaków '+'
       *[other] { $times } znaku '+'
    } jako spację: odnośnik pochodzi z formularza WWW, który zapisuje spację jako '+', a plus jako %2B
finding-form-body = treść to pola formularza WWW, zakodowane dla serwera WWW; pokazane jako jeden wiersz „nazwa=wartość” na pole
finding-empty-hfield = pominięto puste hfield (nadmiarowy '?' lub '&'){ $times ->
        [1] {""}
        [few] { " " }({ $times } razy)
        [many] { " " }({ $times } razy)
       *[other] { " " }({ $times } razy)
    }
finding-hfield-ignored = pominięto „{ $hfield }”: hfield potrzebuje nazwy i '=', aby coś znaczyć{ $times ->
        [1] {""}
        [few] { " " }({ $times } razy)
        [many] { " " }({ $times } razy)
       *[other] { " " }({ $times } razy)
    }
finding-header-repeated = odnośnik podaje { $name } { $count ->
        [one] jeden raz
        [few] { $count } razy
        [many] { $count } razy
       *[other] { $count } razy
    }; wymieniono wszystkie wartości
finding-encoded-separator = odnośnik ukrywa separator: „{ $looks-like }” wygląda na jeden adres, ale zakodowany ',' lub ';' (%2C, %3B) robi z niego { $count ->
        [one] { $count } adres
        [few] { $count } adresy
        [many] { $count } adresów
       *[other] { $count } adresu
    }: { $recipients }
finding-addresses-joined = odnośnik podaje { $field } { $count ->
        [one] jeden raz
        [few] { $count } razy
        [many] { $count } razy
       *[other] { $count } razy
    }; używane są wszystkie adresy
finding-empty-value = pominięto pustą wartość { $field }{ $times ->
        [1] {""}
        [few] { " " }({ $times } razy)
        [many] { " " }({ $times } razy)
       *[other] { " " }({ $times } razy)
    }
finding-subjects = odnośnik miał { $count ->
        [one] { $count } temat
        [few] { $count } tematy
        [many] { $count } tematów
       *[other] { $count } tematu
    }; używany jest ostatni
finding-bodies = odnośnik miał { $count ->
        [one] { $count } wartość treści
        [few] { $count } wartości treści
        [many] { $count } wartości treści
       *[other] { $count } wartości treści
    }; połączono je znakami nowego wiersza
finding-invalid-address = adresu „{ $address }” nie można użyć: { $problem }
finding-smtputf8 = { $address } ma część lokalną spoza ASCII: wysłanie wymaga serwera z SMTPUTF8
finding-international-domain = domena { $domain } jest wysyłana jako { $ascii }
finding-semicolons = adresy są rozdzielone ';' (zwyczaj Outlooka; standardowym separatorem jest ','): odczytano { $count ->
        [one] { $count } adres
        [few] { $count } adresy
        [many] { $count } adresów
       *[other] { $count } adresu
    }
finding-empty-entries = lista miała { $count ->
        [one] { $count } pusty wpis
        [few] { $count } puste wpisy
        [many] { $count } pustych wpisów
       *[other] { $count } pustego wpisu
    }; pominięto je
finding-comment = pominięto komentarz { $comment } w „{ $address }”
finding-name-controls = wyświetlana nazwa { $address } zawierała { $count ->
        [one] { $count } znak sterujący
        [few] { $count } znaki sterujące
        [many] { $count } znaków sterujących
       *[other] { $count } znaku sterującego
    } (w tym znaki nowego wiersza), pokazane jako %HH
finding-alt-address = odnośnik podaje adres zapasowy { $alt } (alt-address z RFC 5335); nie jest używany
finding-references-moved = References wymienia wiadomość, na którą to odpowiada, { $parent }, ale nie (tylko) na końcu; teraz występuje raz, na końcu (RFC 5322 §3.6.4)
finding-references-added = References nie kończy się wiadomością, na którą to odpowiada; dodano { $parent } na końcu (RFC 5322 §3.6.4)
finding-references-set = odnośnik podaje In-Reply-To, ale nie podaje poprawnego References; References ustawiono na { $parent }, aby odpowiedź trafiła pod swoją wiadomość (RFC 5322 §3.6.4)
finding-in-reply-to-trimmed = In-Reply-To wymienia { $count ->
        [one] { $count } wiadomość
        [few] { $count } wiadomości
        [many] { $count } wiadomości
       *[other] { $count } wiadomości
    }; zachowano tylko pierwszą prawidłową, { $first }: odpowiedź odpowiada na jedną wiadomość
finding-invalid-percent = '%' bez dwóch cyfr szesnastkowych po nim zachowano jako dosłowny '%'{ $times ->
        [1] {""}
        [few] { " " }({ $times } razy)
        [many] { " " }({ $times } razy)
       *[other] { " " }({ $times } razy)
    }
finding-invalid-utf8 = zdekodowane bajty, które nie są UTF-8, pokazano jako �{ $times ->
        [1] {""}
        [few] { " " }({ $times } razy)
        [many] { " " }({ $times } razy)
       *[other] { " " }({ $times } razy)
    }
finding-legacy-charset = tekst nie jest w UTF-8: odczytano go jako { $charset }, starsze kodowanie, w którym najprawdopodobniej go zapisano
finding-line-break = usunięto znak nowego wiersza, bo to pole ma jeden wiersz{ $times ->
        [1] {""}
        [few] { " " }({ $times } razy)
        [many] { " " }({ $times } razy)
       *[other] { " " }({ $times } razy)
    }
finding-control = znak sterujący zastąpiono jego widocznym zapisem %HH{ $times ->
        [1] {""}
        [few] { " " }({ $times } razy)
        [many] { " " }({ $times } razy)
       *[other] { " " }({ $times } razy)
    }
finding-encoded-word = zdekodowano słowa zakodowane MIME (RFC 2047){ $times ->
        [1] {""}
        [few] { " " }({ $times } razy)
        [many] { " " }({ $times } razy)
       *[other] { " " }({ $times } razy)
    }
finding-encoded-word-invalid = tekstu wyglądającego na słowo zakodowane MIME nie udało się zdekodować i pokazano go tak, jak go zapisano{ $times ->
        [1] {""}
        [few] { " " }({ $times } razy)
        [many] { " " }({ $times } razy)
       *[other] { " " }({ $times } razy)
    }

## Dlaczego adresu nie można użyć

address-one-only = musi to być dokładnie jeden adres
address-unclosed-angle = '<' nie ma pasującego '>'
address-text-after-angle = po zamykającym '>' jest tekst
address-bad-alt = '<' wewnątrz adresu nie jest alt-address
address-hidden-character = zawiera ukryty znak { $character }, przez który może wyglądać jak inny adres
address-unclosed-quote = części lokalnej w cudzysłowie brakuje zamykającego cudzysłowu
address-no-at = nie ma '@'
address-empty-local = część przed '@' jest pusta
address-empty-domain = domena po '@' jest pusta
address-local-too-long = część przed '@' jest dłuższa niż { $max ->
        [one] { $max } bajt
        [few] { $max } bajty
        [many] { $max } bajtów
       *[other] { $max } bajta
    }
address-quoted-control = część lokalna w cudzysłowie zawiera tabulator lub znak sterujący
address-quoted-quote = '"' wewnątrz części lokalnej w cudzysłowie trzeba zapisać jako \"
address-dots = część przed '@' ma kropkę na początku lub końcu albo dwie kropki z rzędu
address-white-space = część przed '@' zawiera spację (ujmij ją w cudzysłów lub usuń spację)
address-needs-quoting = część przed '@' zawiera { $character }, co wymaga cudzysłowu
address-unclosed-literal = literałowi domeny brakuje zamykającego ']'
address-bad-literal = literał domeny zawiera niedozwolone znaki
address-bad-domain = „{ $domain }” nie jest prawidłową nazwą domeny (UTS 46: etykiety z liter, cyfr i łączników, bez pustych etykiet, najwyżej 63 bajty na etykietę)
address-lettre-refuses = biblioteka pocztowa go odrzuca ({ $detail })

message-id-empty = jest pusty
message-id-form = „{ $id }” nie jest identyfikatorem wiadomości w postaci <id@host>
message-id-no-at = „{ $id }” nie ma '@'
message-id-invalid = „{ $id }” nie jest prawidłowym identyfikatorem wiadomości

## Dlaczego pole odnośnika nie zostało użyte

drop-originator = odnośnik nie może wybierać, od kogo jest poczta ani kiedy ją napisano: ten program zawsze sam ustawia nadawcę, datę i identyfikator wiadomości (RFC 6068 §3)
drop-routing = pola trasowania i śledzenia ustawiają serwery pocztowe, nigdy odnośnik (RFC 6068 §3)
drop-mime = wiadomość jest zawsze zwykłym tekstem UTF-8; odnośnik nie może zmienić jej struktury MIME ani kodowania (RFC 6068 §2, §3)
drop-attachment = odnośnik nie może dołączać plików; niczego nie odczytano z dysku
drop-client-control = polecenie dla programu pocztowego (na przykład wyślij od razu, zapisz kopię, priorytet lub treść HTML), którego ten program nigdy nie przyjmuje od odnośnika
drop-unknown = tego pola odnośnik nie może ustawiać: nieznane pola mogłyby dodać nagłówki, które nie byłyby widoczne (RFC 6068 §3, §4)
drop-malformed = wartości nie można użyć: { $why }
drop-repeated = odnośnik ustawia to pole więcej niż raz; używana jest tylko ostatnia wartość

## Ostrzeżenia i uwagi o wiadomości

notice-hidden-recipient = { $count ->
        [one] odnośnik dodaje ukrytego odbiorcę (ukryta kopia), którego pozostali odbiorcy nie zobaczą: { $names }
        [few] odnośnik dodaje { $count } ukrytych odbiorców (ukryta kopia), których pozostali odbiorcy nie zobaczą: { $names }
        [many] odnośnik dodaje { $count } ukrytych odbiorców (ukryta kopia), których pozostali odbiorcy nie zobaczą: { $names }
       *[other] odnośnik dodaje { $count } ukrytego odbiorcy (ukryta kopia), których pozostali odbiorcy nie zobaczą: { $names }
    }
notice-many-recipients = wiadomość trafia do { $count ->
        [one] { $count } odbiorcy
        [few] { $count } odbiorców
        [many] { $count } odbiorców
       *[other] { $count } odbiorcy
    }
notice-invalid-address = nie można wysłać do „{ $address }”: { $problem }
notice-numeric-recipient = „{ $text }” to same cyfry, jak port lub numer telefonu, a nie adres
notice-display-name-address = nazwa „{ $name }” wygląda jak adres, ale poczta trafia do { $address }
notice-name-mixed-script = nazwa „{ $name }” miesza systemy pisma w słowie „{ $word }”, które wygląda jak „{ $looks-like }” zapisane literami łacińskimi: poczta trafia do { $address }
notice-local-part-address = adres { $address } zaczyna się od adresu { $shown }, ale poczta trafia do domeny { $domain }
notice-smtputf8 = { $address } ma część lokalną spoza ASCII: pocztę na ten adres można wysłać tylko przez serwer z SMTPUTF8
notice-international-domain = { $address } jest wysyłany jako { $ascii }
notice-label-symbols = etykieta domeny „{ $label }” zawiera znaki, których nie używa się w nazwach: może podszywać się pod inną domenę; poczta trafia do { $ascii }
notice-mixed-script = etykieta domeny „{ $label }” miesza systemy pisma: może podszywać się pod inną domenę; poczta trafia do { $ascii }
notice-mixed-script-looks-like = etykieta domeny „{ $label }” miesza systemy pisma i wygląda jak „{ $looks-like }” zapisane literami łacińskimi: może podszywać się pod inną domenę; poczta trafia do { $ascii }
notice-confusable-domain = etykieta domeny „{ $label }” jest zapisana innym pismem i wygląda jak „{ $looks-like }” zapisane literami łacińskimi: poczta trafia do { $ascii }, a nie do tamtej domeny
notice-top-domain = domena { $domain } wygląda jak { $top }, ale to inna domena: poczta trafia do { $ascii }
domain-known-button = Znam tę domenę
domain-known-hover = Naprawdę piszesz do { $domain }: program przestanie ostrzegać, tu i w kolejnych oknach, że ta domena przypomina inną, i znów będzie podpowiadać jej adresy
notice-local-symbols = część przed '@' w adresie { $address } zawiera znaki, które nie są literami, i wygląda jak „{ $looks-like }”: poczta trafia do innej skrzynki
notice-local-mixed-script = część przed '@' w adresie { $address } miesza systemy pisma: adres może podszywać się pod inny
notice-local-mixed-script-looks-like = część przed '@' w adresie { $address } miesza systemy pisma i wygląda jak „{ $looks-like }” zapisane literami łacińskimi: poczta trafia do innej skrzynki
notice-local-confusable = część przed '@' w adresie { $address } wygląda jak „{ $looks-like }” zapisane literami łacińskimi, ale jest zapisana innymi znakami: poczta trafia do innej skrzynki
notice-local-compatibility = część przed '@' w adresie { $address } jest zapisana specjalnymi formami liter (np. pełnej szerokości albo matematycznymi) i czyta się ją jako „{ $looks-like }”: poczta trafia do innej skrzynki
notice-idna-deviation = domena { $domain } zawiera { $characters }, które starsze oprogramowanie (IDNA2003) odczytuje inaczej: wysłałoby do { $other }; ten program wysyła do { $ascii }
notice-bidi-control = zawiera znaki odwracające kierunek tekstu, więc to, co czytasz, może nie być tym, co jest napisane: { $text }
notice-direction-mark = zawiera znaczniki kierunku, które ustawiają interpunkcję i liczby obok tekstu pisanego od prawej do lewej: { $text }
notice-invisible = zawiera niewidoczne znaki: { $text }
notice-blank-lines = { $blank ->
        [one] { $blank } pusty wiersz spycha dalszy tekst aż do wiersza { $line }: przewiń w dół, aby przeczytać całą treść
        [few] { $blank } puste wiersze spychają dalszy tekst aż do wiersza { $line }: przewiń w dół, aby przeczytać całą treść
        [many] { $blank } pustych wierszy spycha dalszy tekst aż do wiersza { $line }: przewiń w dół, aby przeczytać całą treść
       *[other] { $blank } pustego wiersza spycha dalszy tekst aż do wiersza { $line }: przewiń w dół, aby przeczytać całą treść
    }
notice-indent = { $spaces ->
        [one] wiersz { $line } zaczyna się od { $spaces } spacji, która wypycha jego tekst poza widok
        [few] wiersz { $line } zaczyna się od { $spaces } spacji, które wypychają jego tekst poza widok
        [many] wiersz { $line } zaczyna się od { $spaces } spacji, które wypychają jego tekst poza widok
       *[other] wiersz { $line } zaczyna się od { $spaces } spacji, które wypychają jego tekst poza widok
    }

## Dlaczego nie można utworzyć wiadomości

message-no-recipients = wiadomość nie ma odbiorców: dodaj adres w polu Do, Kopia lub Ukryta kopia
message-no-sender = konto „{ $account }” nie ma adresu e-mail do wysyłania: dodaj do niego email = "..."
message-invalid-recipient = adresu { $field } „{ $address }” nie można użyć: { $problem }; popraw go przed wysłaniem
message-invalid-sender = nadawcy „{ $sender }” nie można użyć: { $problem }; ustaw email konta na jeden adres, np. me@example.net
message-unsafe-header = pole { $field } zawiera znak nowego wiersza lub znak sterujący, który mógłby dodać ukryte nagłówki; usuń go
message-build = nie udało się utworzyć wiadomości: { $detail }

## Dlaczego wiadomość nie została wysłana

send-host-not-found = nie znaleziono serwera pocztowego { $host }: sprawdź host w konfiguracji i połączenie sieciowe
send-connection-refused = serwer pocztowy { $host }:{ $port } odrzucił połączenie: sprawdź host, port i security w konfiguracji
send-timed-out = serwer pocztowy { $host } nie odpowiedział w ciągu { $seconds ->
        [one] { $seconds } sekundy
        [few] { $seconds } sekund
        [many] { $seconds } sekund
       *[other] { $seconds } sekundy
    } { $step }: spróbuj później lub zwiększ timeout w konfiguracji
send-tls = bezpieczne połączenie z { $host } nie powiodło się: { $detail }
send-no-starttls = serwer pocztowy { $host } nie oferuje STARTTLS, więc połączenia nie można zaszyfrować: użyj security = "tls" (zwykle port 465) lub zapytaj dostawcę
send-auth-rejected = serwer pocztowy odrzucił logowanie { $user } ({ $reply }): sprawdź nazwę użytkownika i źródło hasła w konfiguracji
send-auth-unsupported = serwer pocztowy { $host } nie oferuje żadnej metody logowania obsługiwanej przez ten program ({ $methods }); sprawdź host i security
send-sign-in-rejected = serwer pocztowy { $host } nie przyjął logowania { $user }: { $advice }
send-sign-in-rejected-reply = serwer pocztowy { $host } nie przyjął logowania { $user } ({ $reply }): { $advice }
send-advice-sign-in-again = zaloguj się ponownie („Zaloguj się” w oknie lub `mailto-preview config sign-in`); jeśli odpowiedź serwera mówi, że logowanie SMTP jest wyłączone, administrator skrzynki musi włączyć dla niej SMTP AUTH
send-advice-fresh-token = zaloguj się ponownie (pobierz nowy token z oauth2.token-command); jeśli odpowiedź serwera mówi, że logowanie SMTP jest wyłączone, administrator skrzynki musi włączyć dla niej SMTP AUTH
send-recipient-rejected = serwer pocztowy odrzucił odbiorcę { $address } ({ $reply }): popraw adres i wyślij ponownie
send-sender-rejected = serwer pocztowy odrzucił nadawcę { $address } ({ $reply }): email konta musi być adresem, z którego to logowanie może wysyłać
send-message-rejected = serwer pocztowy odrzucił wiadomość ({ $reply })
send-temporarily-unavailable = serwer pocztowy nie może teraz przyjąć wiadomości ({ $reply }): jest zapisana; spróbuj później
send-no-smtputf8 = serwer pocztowy { $host } nie obsługuje SMTPUTF8, którego potrzebuje adres { $address }: użyj dla niego adresu ASCII lub innego serwera
send-connection = połączenie z { $host } zerwało się { $step } ({ $detail }): wiadomość mogła nie dotrzeć; jest zapisana, spróbuj ponownie
send-hands-over = konto „{ $account }” samo nie wysyła poczty, tylko przekazuje wiadomości do { $target }: wybierz konto z serwerem lub użyj „Otwórz w”
send-no-account = w konfiguracji nie ma już konta „{ $account }”: dodaj je ponownie albo wycofaj wiadomość poleceniem mailto-preview queue --cancel i wyślij ją z innego konta
send-sendmail = { $program } zakończył się błędem: { $detail }
send-envelope = adresu { $address } nie można użyć w kopercie: { $detail }
deliver-not-saved = nie udało się zapisać wiadomości przed wysłaniem, więc jej nie wysłano: { $error }
deliver-not-sent = { $error } (wiadomość zapisano jako { $path })
deliver-undone = wysyłanie cofnięto, zanim cokolwiek zostało wysłane; wiadomość zapisano jako { $path }
deliver-interrupted = wysyłanie nieoczekiwanie się zatrzymało, więc nie wiadomo, czy serwer ma wiadomość; zapisano ją jako { $path }: sprawdź folder Wysłane, zanim wyślesz ją ponownie

## Kopia w folderze Wysłane skrzynki pocztowej (IMAP)

filing-filed = a kopia jest w folderze { $folder }
filing-by-provider = kopię w Wysłanych przechowuje twój dostawca
filing-failed = ale kopii nie zapisano w folderze Wysłane: { $error }. Wiadomości nie wysłano dwa razy; kopia czeka i zostanie zapisana, gdy naciśniesz Ponów zapisanie kopii lub po wysłaniu następnej wiadomości z tego konta
filing-retry = Ponów zapisanie kopii
filing-retry-hover = Zapisuje kopię w folderze Wysłane; wiadomość nie zostanie wysłana ponownie
filing-unreadable = nie można odczytać kopii czekającej na zapisanie: { $detail }
filing-no-account = konta „{ $account }”, które ją wysłało, nie ma w konfiguracji albo nie ma ono tabeli [imap]: dodaj je z powrotem albo usuń kopię z folderu niezapisanych kopii
file-no-mailbox = konto „{ $account }” nie ma skrzynki pocztowej: dodaj tabelę [accounts.{ $account }.imap] z jej serwerem (host)
file-host-not-found = nie znaleziono serwera skrzynki pocztowej { $host }: sprawdź imap.host w konfiguracji i połączenie sieciowe
file-connection-refused = serwer skrzynki pocztowej { $host }:{ $port } odrzucił połączenie: sprawdź imap.host, imap.port i imap.security w konfiguracji
file-timed-out = serwer skrzynki pocztowej { $host } nie odpowiedział w ciągu { $seconds ->
        [one] { $seconds } sekundy
        [few] { $seconds } sekund
        [many] { $seconds } sekund
       *[other] { $seconds } sekundy
    }: spróbuj później lub zwiększ timeout w konfiguracji
file-tls = bezpieczne połączenie z serwerem skrzynki pocztowej { $host } nie powiodło się: { $detail }
file-no-starttls = serwer skrzynki pocztowej { $host } odmówił STARTTLS, więc połączenia nie można zaszyfrować: użyj imap.security = "tls" (zwykle port 993)
file-no-login = serwer skrzynki pocztowej { $host } wymaga logowania, a konto nie ma danych logowania: ustaw username i źródło hasła (lub imap.username i imap.password)
file-login-rejected = serwer skrzynki pocztowej odrzucił logowanie { $user } ({ $reply }): sprawdź nazwę użytkownika i hasło (imap.username i imap.password, jeśli skrzynka ma własne)
file-sign-in-rejected = serwer skrzynki pocztowej { $host } nie przyjął logowania { $user } ({ $reply }): zaloguj się ponownie (`mailto-preview config sign-in`); w Outlook.com i Microsoft 365 logowanie musi obejmować uprawnienie IMAP (README, „Sent mail in your mailbox”)
file-no-sent-folder = skrzynka pocztowa na { $host } nie oznacza żadnego folderu jako Wysłane i nie ma folderu o żadnej ze zwykłych nazw: wskaż go przez imap.{ $key } w konfiguracji (jej foldery: { $seen })
file-no-drafts-folder = skrzynka pocztowa na { $host } nie oznacza żadnego folderu jako Szkice i nie ma folderu o żadnej ze zwykłych nazw: wskaż go przez imap.{ $key } w konfiguracji (jej foldery: { $seen })
file-no-such-folder = folderu „{ $name }”, który wskazuje imap.{ $key }, nie ma w skrzynce pocztowej na { $host }: popraw to w konfiguracji (jej foldery: { $seen })
file-refused = serwer skrzynki pocztowej nie zapisał wiadomości w folderze { $folder }
file-refused-reply = serwer skrzynki pocztowej nie zapisał wiadomości w folderze { $folder } ({ $reply })
file-too-much = serwer skrzynki pocztowej { $host } przysłał znacznie więcej, niż potrzebuje skrzynka pocztowa: połączenie przerwano
file-connection = połączenie z serwerem skrzynki pocztowej { $host } zerwało się ({ $detail })

## Dlaczego nie można otworzyć odnośnika

parse-not-mailto = to nie jest odnośnik mailto: (zaczyna się od „{ $given }”); otworzyć można tylko odnośniki zaczynające się od „mailto:”
parse-too-long = odnośnik ma { $length ->
        [one] { $length } bajt
        [few] { $length } bajty
        [many] { $length } bajtów
       *[other] { $length } bajta
    }, a przeglądarki przekazują najwyżej { $cap ->
        [one] { $cap } bajt
        [few] { $cap } bajty
        [many] { $cap } bajtów
       *[other] { $cap } bajta
    } (2 MiB); nie otwarto go
policy-too-many-recipients = odnośnik chce wysłać wiadomość do { $found ->
        [one] { $found } odbiorcy
        [few] { $found } odbiorców
        [many] { $found } odbiorców
       *[other] { $found } odbiorcy
    }, a odnośnik może podać najwyżej { $cap ->
        [one] { $cap } odbiorcę
        [few] { $cap } odbiorców
        [many] { $cap } odbiorców
       *[other] { $cap } odbiorcy
    }; nie otwarto go
policy-line-too-long = pole { $field } odnośnika ma { $found ->
        [one] { $found } znak
        [few] { $found } znaki
        [many] { $found } znaków
       *[other] { $found } znaku
    }, a odnośnik może ustawić najwyżej { $cap ->
        [one] { $cap } znak
        [few] { $cap } znaki
        [many] { $cap } znaków
       *[other] { $cap } znaku
    }; nie otwarto go
policy-body-too-large = treść odnośnika ma { $found ->
        [one] { $found } bajt
        [few] { $found } bajty
        [many] { $found } bajtów
       *[other] { $found } bajta
    }, a odnośnik może ustawić najwyżej { $cap ->
        [one] { $cap } bajt
        [few] { $cap } bajty
        [many] { $cap } bajtów
       *[other] { $cap } bajta
    } (1 MiB); nie otwarto go
policy-too-many-fields = odnośnik ma { $found ->
        [one] { $found } pole nagłówka
        [few] { $found } pola nagłówka
        [many] { $found } pól nagłówka
       *[other] { $found } pola nagłówka
    }, a odnośnik może mieć najwyżej { $cap ->
        [one] { $cap } pole
        [few] { $cap } pola
        [many] { $cap } pól
       *[other] { $cap } pola
    }; nie otwarto go

## Hasła, pęk kluczy i logowanie

what-password-command = polecenie hasła
what-token-command = polecenie tokena
password-not-run = nie można uruchomić { $what } `{ $command }`: { $detail }; sprawdź { $key } w konfiguracji
password-failed = { $what } `{ $command }` zakończyło się błędem ({ $status }){ $stderr }; uruchom je w terminalu, aby zobaczyć przyczynę
password-timed-out = { $what } `{ $command }` nie zakończyło się w ciągu { $seconds ->
        [one] { $seconds } sekundy
        [few] { $seconds } sekund
        [many] { $seconds } sekund
       *[other] { $seconds } sekundy
    }; zatrzymano je
password-empty = { $what } `{ $command }` nie wypisało nic w pierwszym wierszu
password-env-missing = zmienna środowiskowa { $var } nie jest ustawiona: ustaw ją przed uruchomieniem lub użyj innego źródła hasła
goa-gone = konta { $account } nie ma już w Kontach online GNOME: dodaj je ponownie w Ustawienia → Konta online lub wybierz innego nadawcę
goa-sign-in-again = zaloguj się ponownie do { $account } w Ustawienia → Konta online, a potem naciśnij Ponów ({ $detail })
goa-bus = usługa Konta online GNOME nie odpowiedziała: { $detail }
goa-unsupported = Konta online GNOME są dostępne tylko w środowiskach graficznych Linuksa
goa-settings-not-opened = Nie udało się otworzyć Ustawień GNOME ({ $error }). Otwórz samodzielnie Ustawienia → Konta online; to okno znajdzie konto, gdy tylko się tam pojawi.
goa-open-settings = Otwórz Konta online
goa-open-settings-hover = Otwiera Ustawienia GNOME w panelu Konta online, gdzie możesz zalogować się ponownie; potem naciśnij Ponów
keyring-unavailable = żaden systemowy pęk kluczy nie jest dostępny ({ $detail }): uruchom i odblokuj GNOME Keyring lub KWallet albo przechowuj hasło gdzie indziej (polecenie hasła lub zmienna środowiskowa)
keyring-no-password = systemowy pęk kluczy nie ma hasła dla „{ $user }” (usługa „{ $service }”): zapisz je za pomocą `mailto-preview config password` lub skonfiguruj konto w oknie od nowa
keyring-no-sign-in = systemowy pęk kluczy nie ma logowania dla „{ $user }” (usługa „{ $service }”): zaloguj się za pomocą `mailto-preview config sign-in` lub skonfiguruj konto w oknie od nowa
keyring-failed = systemowy pęk kluczy odmówił: { $detail }
sign-in-not-yet = nie zalogowano się jeszcze do { $issuer } jako { $user } na tym komputerze: wybierz „Zaloguj się” w oknie lub uruchom `mailto-preview config sign-in`
sign-in-expired = logowanie do { $issuer } dla { $user } wygasło lub zostało cofnięte: zaloguj się ponownie
sign-in-refused = { $issuer } odrzucił logowanie: { $error }
sign-in-denied = logowanie nie zostało dokończone w przeglądarce ({ $error }): zaloguj się ponownie, aby spróbować jeszcze raz
sign-in-unreachable = nie można połączyć się z serwerem logowania { $host }: { $detail }; sprawdź połączenie i spróbuj ponownie
sign-in-browser-timed-out = przeglądarka nie odpowiedziała w ciągu { $minutes ->
        [one] { $minutes } minuty
        [few] { $minutes } minut
        [many] { $minutes } minut
       *[other] { $minutes } minuty
    }: zaloguj się ponownie
sign-in-code-expired = kodu nie wpisano na czas: zaloguj się ponownie, aby otrzymać nowy
sign-in-cancelled = logowanie anulowano
sign-in-listener = nie można czekać na odpowiedź przeglądarki na 127.0.0.1 ({ $detail }): sprawdź, czy nic na tym komputerze nie blokuje połączeń lokalnych; dla konta Microsoft `mailto-preview config sign-in --code` pozwala zamiast tego zalogować się na innym urządzeniu
sign-in-settings = { $detail }
sign-in-no-device-flow = { $issuer } nie oferuje dla poczty logowania kodem na innym urządzeniu: zaloguj się w przeglądarce
discover-not-an-address = „{ $text }” nie jest adresem e-mail: podaj adres taki jak me@example.org
discover-cancelled = wyszukiwanie anulowano

## Szkice na dysku i przekazywanie

store-no-data-dir = nie znaleziono katalogu danych na szkice (czy HOME jest ustawione?)
store-io = nie można użyć { $path }: { $detail }
store-saved-link = { $path } to odnośnik zachowany po nieudanym rozpoczęciu przekazania, a nie wiadomość: otwórz go ponownie przez `mailto-preview - < { $path }`
store-envelope = obok { $path } nie ma czytelnej koperty ({ $detail }); w tej postaci nie można go wysłać
open-with-unknown = „{ $id }” nie jest ani pocztą w przeglądarce (gmail, outlook, office365, yahoo, proton), ani zainstalowanym programem pocztowym: `mailto-preview open-with --list` pokazuje, co jest dostępne
open-with-no-recipient = wiadomość nie ma odbiorcy: dodaj go przed przekazaniem
open-with-invalid-address = adres „{ $address }” jest nieprawidłowy: popraw go przed przekazaniem wiadomości
open-with-encode = wiadomości nie można zapisać jako odnośnika: { $detail }
open-with-bad-entry = nie można uruchomić wpisu pulpitu programu { $program }: { $detail }
launch-start = nie udało się uruchomić { $program } ({ $detail }): czy jest zainstalowany?
launch-failed = { $program } zakończył się od razu z { $status }: wiadomości nie przekazano
launch-portal = portal pulpitu nie mógł otworzyć strony ({ $detail })
launch-unsupported = otwieranie strony WWW nie jest obsługiwane w tym systemie
launch-files = nie udało się zapisać załączonego pliku dla programu w { $path }: { $detail }
handoff-no-keywords = Pole Keywords nie jest przekazywane do { $target }: programy pocztowe nie przyjmują go z odnośnika.
handoff-too-long-program = Wiadomość jest za długa, aby przekazać ją do { $target } w całości ({ $length ->
        [one] { $length } znak
        [few] { $length } znaki
        [many] { $length } znaków
       *[other] { $length } znaku
    }; system przyjmuje { $max ->
        [one] { $max } znak
        [few] { $max } znaki
        [many] { $max } znaków
       *[other] { $max } znaku
    }), więc nie ma w niej treści: wklej ją tam do wiadomości.
handoff-no-bcc = { $target } nie przyjmuje ukrytej kopii z odnośnika: dodaj tam { $bcc } jako ukrytą kopię przed wysłaniem.
handoff-no-files = { $target } nie przyjmuje plików w ten sposób: { $count ->
        [one] dołącz go
        [few] dołącz je
        [many] dołącz je
       *[other] dołącz je
    } tam ({ $files }).
handoff-open-folder = Otwórz folder
handoff-too-long-webmail = Wiadomość jest za długa dla odnośnika tworzenia wiadomości w { $target } ({ $length ->
        [one] { $length } znak
        [few] { $length } znaki
        [many] { $length } znaków
       *[other] { $length } znaku
    }; przyjmuje około { $max ->
        [one] { $max } znaku
        [few] { $max } znaków
        [many] { $max } znaków
       *[other] { $max } znaku
    }), więc nie ma w niej treści: wklej ją tam do wiadomości.
handoff-plus-becomes-space = Zaobserwowano, że { $target } zamienia „+” w adresie na spację: sprawdź tam odbiorców przed wysłaniem.
handoff-no-threading = { $target } nie może przyjąć In-Reply-To ani References z odnośnika: wiadomość nie trafi do wątku jako odpowiedź.

## Rejestracja jako program pocztowy i uruchamianie po zalogowaniu

desktop-no-home = katalog domowy jest nieznany: ustaw HOME
desktop-own-path = nie można znaleźć ścieżki samego programu ({ $detail }); uruchom go pełną ścieżką
desktop-unwritable-path = ścieżki programu { $path } nie można zapisać we wpisie pulpitu (nie jest w UTF-8 lub zawiera znak sterujący); przenieś program pod prostą ścieżkę
desktop-io = nie udało się użyć { $path }: { $detail }
desktop-system = { $detail }
desktop-unsupported = rejestrowanie programu pocztowego nie jest obsługiwane w tym systemie
handoff-lost = przekazywanie nieoczekiwanie się zatrzymało
unavailable-unusable = odnośnika nie można użyć
unavailable-no-account = skonfiguruj konto, aby zobaczyć dokładną wiadomość
save-no-store = nie ma katalogu danych na szkice

## Gdzie znaleziono serwer

source-providers = wbudowana tabela dostawców
source-autoconfig = serwer autokonfiguracji domeny
source-well-known = serwer WWW domeny (well-known autoconfig)
source-mx = serwer wymiany poczty domeny (MX)
source-srv = rekordy SRV domeny
source-ispdb = ISPDB Thunderbirda
discover-other-domain = poczta dla { $domain } jest wysyłana przez { $host }

## Provider notes
provider-note-gmail = Google przyjmuje hasło aplikacji (z włączoną weryfikacją dwuetapową) lub logowanie przez Google; zwykłe hasło nie działa.
provider-note-outlook = Outlook.com przyjmuje tylko logowanie przez Microsoft (OAuth 2.0): hasła przestały działać we wrześniu 2024.
provider-note-office365 = Microsoft 365 wymaga, aby administrator zezwolił na wysyłanie SMTP dla twojej skrzynki; hasła domyślnie przestają działać z końcem grudnia 2026, logowanie przez Microsoft działa dalej.
provider-note-app-password = { $provider } wymaga dla programów pocztowych hasła aplikacji; zwykłe hasło nie działa.
provider-note-app-specific-password = { $provider } wymaga hasła aplikacji (z włączonym uwierzytelnianiem dwuskładnikowym).
provider-note-zoho = Przy włączonym uwierzytelnianiu dwuskładnikowym Zoho wymaga hasła aplikacji; własna domena organizacji używa { $host }.
provider-note-proton-bridge = Na tym komputerze musi działać Proton Mail Bridge: użyj hasła, które pokazuje Bridge, i zaufaj jego certyfikatowi (tls-ca = certyfikat eksportowany przez Bridge).
provider-note-proton-smtp = Tylko dla adresu we własnej domenie z tokenem SMTP z ustawień Proton; tak wysłana poczta nie jest szyfrowana end-to-end.
provider-note-switch-on-access = Najpierw włącz dostęp POP3/IMAP w ustawieniach { $provider }.
provider-note-yandex = Yandex wymaga hasła aplikacji oraz włączenia programów pocztowych w Ustawienia, Programy pocztowe.

## Attached files: exact sizes and the limits of servers

size-bytes-exact = { $count ->
        [one] { $shown } bajt
        [few] { $shown } bajty
        [many] { $shown } bajtów
       *[other] { $shown } bajta
    }
message-attachment-elided = { "[" }{ $name }: { $size }; { $encoded } w base64]
too-big = wiadomość ma { $size }, a { $server } przyjmuje najwyżej { $limit }
send-too-big-reply = wiadomość ma { $size }, więcej, niż przyjmuje { $server } ({ $reply })
file-too-big = wiadomość ma { $size }, a { $host } przechowuje w folderze { $folder } wiadomości najwyżej do { $limit }
filing-too-big = ale kopii nie zapisano w folderze Wysłane: { $error }
provider-refuses-type = { $provider } nie przepuszcza plików takich jak { $name } (blokuje ten typ ze względów bezpieczeństwa), więc wiadomość wróciłaby: wyślij plik w inny sposób

## Jak wysyła konto

server-smtp = { $host }:{ $port } ({ $security })
server-no-encryption = bez szyfrowania
server-sendmail = { $program } (lokalny sendmail)
server-desktop = Konta online GNOME
server-handoff = { $target } (przekazywane, wysyłasz tam)

## Pisownia (src/spelling): menu i komunikaty sprawdzania
spelling-add = Dodaj do słownika
spelling-ignore = Ignoruj
spelling-no-suggestions = Brak podpowiedzi
spelling-misspelt = Błąd pisowni: { $word }
spelling-automatic = Pisownia: język tekstu
spelling-language = Pisownia: { $language }
spelling-off = Pisownia: wyłączona
spelling-no-dictionary = Nie zainstalowano słownika ortograficznego dla języka „{ $language }”, więc tekst w tym języku nie jest sprawdzany. Po zainstalowaniu słownika będzie sprawdzany (w Debianie i Ubuntu: { $package }).
spelling-unreadable = nie można odczytać słownika ortograficznego { $path }: { $detail }
spelling-encoding = nie można odczytać słownika ortograficznego { $path }: jest w kodowaniu { $encoding }; jego wersję w UTF-8 można odczytać
spelling-personal-list = nie można dodać słowa do słownika użytkownika { $path }: { $detail }
spelling-not-a-word = „{ $word }” to nie jedno słowo, więc nie można go dodać do słownika
spelling-no-thread = pisownia nie jest sprawdzana: nie udało się uruchomić jej wątku ({ $detail })

## Adresaci podpowiadani podczas pisania (src/contacts)
contacts-offers = { $count ->
        [one] { $count } podpowiedź
        [few] { $count } podpowiedzi
        [many] { $count } podpowiedzi
       *[other] { $count } podpowiedzi
    }
contacts-forget = Zapomnij o tym adresie
contacts-forget-hover = Zapomnij o tym adresie ({ $shortcut })
contacts-source-sent = { $count ->
        [one] wysłano { $count } wiadomość
        [few] wysłano { $count } wiadomości
        [many] wysłano { $count } wiadomości
       *[other] wysłano { $count } wiadomości
    }
contacts-source-book = z książki adresowej „{ $book }”
contacts-no-data-dir = nie znaleziono katalogu danych, w którym można zapamiętywać adresatów (czy HOME jest ustawione?)
contacts-io = nie można użyć { $path }: { $detail }
contacts-unreadable = { $path } nie jest listą adresatów, którą ten program potrafi odczytać ({ $detail }); plik pozostawiono bez zmian i żaden adresat nie jest zapamiętywany, dopóki nie zostanie przeniesiony
contacts-evolution = nie można odczytać książek adresowych Evolution (Kontakty GNOME): { $detail }

## Kolejka: wiadomości zachowane na później (Wyślij później, Wyślij po połączeniu z siecią) oraz
## powiadomienia o tym, co się z nimi stało po zamknięciu okna.
queue-not-found = w kolejce nie ma niczego o identyfikatorze { $id }: mailto-preview queue pokazuje, co czeka
queue-busy = wiadomość { $id } jest właśnie wysyłana przez inną instancję Mailto Preview: sprawdź za chwilę mailto-preview queue
queue-entry = nie można odczytać zapisu { $path } wiadomości z kolejki ({ $detail }): sama wiadomość nadal leży obok
queue-sent-title = Wysłano do { $recipients }
queue-sent-body = Wiadomość „{ $subject }” wysłano o zaplanowanej porze.
queue-not-sent-title = Nie wysłano do { $recipients }
queue-refused-body = Wiadomość „{ $subject }” została odrzucona: { $error }. Jest zachowana: popraw to, co zgłasza serwer, a potem wyślij ją poleceniem mailto-preview queue --send-now { $id } albo wycofaj opcją --cancel { $id }.
queue-uncertain-body = Połączenie zerwało się podczas wysyłania wiadomości „{ $subject }”, więc mogła ona dotrzeć. Jest zachowana i nie zostanie sama wysłana ponownie: jeśli nie dotarła, wyślij ją poleceniem mailto-preview queue --send-now { $id }.
queue-interrupted-body = Mailto Preview zatrzymał się podczas wysyłania wiadomości „{ $subject }”, więc mogła ona dotrzeć. Jest zachowana i nie zostanie sama wysłana ponownie: jeśli nie dotarła, wyślij ją poleceniem mailto-preview queue --send-now { $id }.
queue-gave-up-body = Przez całą dobę nie udało się wysłać wiadomości „{ $subject }”: { $error }. Jest zachowana: wyślij ją poleceniem mailto-preview queue --send-now { $id }, gdy znów będziesz online.

## OpenPGP: podpisywanie i szyfrowanie własnymi kluczami GnuPG użytkownika.

# Co dokładna wiadomość pokazuje w miejscach, w które przy wysyłaniu trafi wynik działania GnuPG.
openpgp-pending-micalg = { "[" }funkcja skrótu, której GnuPG używa do podpisu, np. pgp-sha256]
openpgp-pending-signature = { "[" }podpis, który GnuPG utworzy twoim kluczem przy wysyłaniu]
openpgp-pending-encrypted = { "[" }tekst i pliki wiadomości, podpisane i zaszyfrowane przez GnuPG przy wysyłaniu]
openpgp-pending-autocrypt = { "[" }twój klucz publiczny, pobrany z GnuPG przy wysyłaniu]
openpgp-not-a-fingerprint = „{ $text }” to nie odcisk klucza: wpisz 40 cyfr szesnastkowych, które pokazuje gpg --list-secret-keys
openpgp-missing = GnuPG nie jest zainstalowany (nie znaleziono programu { $program }), więc nie można niczego podpisać ani zaszyfrować. Zainstaluj GnuPG albo odznacz „Podpisz” dla tej wiadomości
openpgp-not-run = nie można uruchomić { $program }: { $detail }
openpgp-cancelled = Podpisywanie anulowano, więc nic nie zostało wysłane
openpgp-bad-passphrase = GnuPG nie przyjął hasła klucza, więc nic nie zostało wysłane
openpgp-no-pinentry = GnuPG nie mógł poprosić o hasło klucza (nie da się tu otworzyć żadnego programu pinentry), więc nic nie zostało wysłane
openpgp-no-secret-key = Twój GnuPG nie ma klucza prywatnego { $key }, którym można podpisywać. Sprawdź openpgp.key dla tego konta albo zaimportuj klucz do GnuPG
openpgp-recipient-refused = GnuPG nie zaszyfruje dla { $key }: { $reason }
openpgp-failed = GnuPG nie podpisał ani nie zaszyfrował wiadomości ({ $detail }), więc nic nie zostało wysłane
openpgp-key-not-found = nie znaleziono klucza
openpgp-key-revoked = klucz został unieważniony
openpgp-key-expired = klucz wygasł
openpgp-key-wrong-usage = klucza nie można do tego użyć
openpgp-key-not-trusted = klucz nie jest zaufany
openpgp-key-disabled = klucz jest wyłączony
openpgp-key-unusable = klucza nie można użyć
step-signing = podpisywanie twoim kluczem
step-passphrase = oczekiwanie na hasło klucza w okienku GnuPG
step-held = chwila oczekiwania, aby można było cofnąć wysyłanie
step-while-signing = podczas podpisywania
step-while-passphrase = podczas oczekiwania na hasło klucza
openpgp-key-usable = klucza można użyć
openpgp-key-not-certified = nikt, komu ufasz, nie potwierdził, że klucz należy do tego adresu
openpgp-sign = Podpisz
openpgp-sign-hover = Podpisz swoim kluczem { $key }, aby odbiorcy mogli sprawdzić, że wiadomość pochodzi od ciebie i nie została zmieniona
openpgp-encrypt = Zaszyfruj
openpgp-encrypt-hover = Zaszyfruj kluczem każdego odbiorcy oraz własnym: tekst i pliki będziecie mogli przeczytać tylko ty i odbiorcy
openpgp-cannot-encrypt = Do zaszyfrowania potrzebny jest użyteczny klucz każdego odbiorcy:
openpgp-headers-readable = Temat, adresy i data pozostają czytelne dla serwerów pocztowych: szyfrowane są tylko tekst i pliki.
openpgp-unsigned-because = Ta wiadomość zostanie wysłana bez podpisu: { $reason }
openpgp-no-signer = Twój GnuPG nie ma klucza prywatnego { $key }, którym można podpisywać, więc ta wiadomość zostanie wysłana bez podpisu. Sprawdź openpgp.key dla tego konta.
openpgp-recipient-lacks = { $address }: { $reason }
openpgp-key-of = klucz { $key }, „{ $user }”
openpgp-use-key = Użyj tego klucza
openpgp-use-key-hover = Od teraz szyfruj dla { $address } tym kluczem, choć nikt, komu ufasz, nie potwierdził, że należy on do tej osoby
openpgp-find-key = Poszukaj klucza
openpgp-find-key-hover = Zapytaj { $domain } przez internet o klucz dla { $address } (Web Key Directory)
openpgp-found = Znaleziono klucz { $key } dla { $address } i dodano go do twoich kluczy GnuPG.
openpgp-not-found = Nie znaleziono klucza dla { $address }.
openpgp-accept-failed = Nie udało się zapamiętać klucza: { $error }
openpgp-gnupg-missing = GnuPG nie jest zainstalowany, więc ta wiadomość zostanie wysłana bez podpisu. Zainstaluj GnuPG, aby podpisywać swoim kluczem { $key }.
step-while-held = podczas oczekiwania przed wysłaniem
openpgp-signer-refused = GnuPG nie podpisze twoim kluczem { $key }: { $reason }. Nic nie zostało wysłane
blocker-cannot-encrypt = „Zaszyfruj” jest zaznaczone, ale nie każdy odbiorca ma klucz, którego można użyć: odznacz „Zaszyfruj” albo usuń tych odbiorców
openpgp-signer-cannot-encrypt = Twój klucz { $key } nie ma części, która może szyfrować, więc wiadomości nie mogą być szyfrowane (są szyfrowane także dla ciebie, aby dało się je przeczytać w folderze Wysłane).
