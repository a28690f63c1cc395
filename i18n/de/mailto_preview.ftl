## Mailto Preview: German (de).
## Machine-assisted translation by the Mailto Preview developers; to be reviewed by native speakers.
## Die Wörter des Fensters, und was das Programm über eine Nachricht sagt.

## Das Fenster

window-heading = Ein Link möchte eine E-Mail senden
window-title = E-Mail an { $recipient } senden?
window-title-more = E-Mail an { $recipient } und { $more ->
        [one] { $more } weitere Person
       *[other] { $more } weitere Personen
    } senden?
window-title-none = E-Mail senden?
window-title-unusable = Unbrauchbarer Mail-Link
window-waiting = Warten auf den Mail-Link vom System...
window-next-link = Der nächste Mail-Link wird geöffnet...
unusable-heading = Dieser Mail-Link kann nicht verwendet werden

from-label = Von:
from-account = { $name } <{ $address }> über { $server }
from-account-handoff = { $address } in { $server }
from-account-goa = { $name } <{ $address }> (GNOME Online-Konten)
from-looking = Suche nach Konten in dieser Arbeitsumgebung...
from-choose = Absender auswählen...
from-you = Sie
from-hover = Das Konto, das diese Nachricht sendet
from-plaintext = Warnung: Dieses Konto sendet ohne Verschlüsselung
from-unchecked-certificate = Warnung: Das Zertifikat des Servers wird nicht geprüft, wie es für dieses Konto in den Online-Konten eingestellt ist: Jeder zwischen Ihnen und dem Server könnte die Nachricht lesen oder ändern
config-broken = Die Konfiguration ist nicht verwendbar: { $error }

field-to = An
field-cc = Kopie (CC)
field-bcc = Blindkopie (BCC)
field-subject = Betreff
field-body = Text ({ $lines ->
        [one] { $lines } Zeile
       *[other] { $lines } Zeilen
    })
field-recipients-hint = name@example.org, ...
field-warning = Warnung: { $message }
field-changed = Gegenüber dem Link geändert: { $message }

ignored-heading = Nicht aus dem Link übernommen ({ $count })
ignored-nothing = Nichts: Der Link setzt nur Felder, die ein Link setzen darf.
original-link = Ursprünglicher Link
copy-link = Link kopieren
exact-message = Genaue Nachricht
handoff-receives = Was { $target } erhält
settings-heading = Einstellungen
settings-resident = Mit meiner Sitzung starten und im Hintergrund bleiben, damit Links sofort öffnen
settings-resident-hover = Legt einen Autostart-Eintrag an, der Mailto Preview ohne Fenster startet; es belegt etwa 30 MiB, solange es wartet

## Die Knöpfe

action-send = Senden
action-retry = Erneut versuchen
action-open-in = In { $target } öffnen
action-open-in-menu = Öffnen in...
action-cancel = Abbrechen
action-save-draft = Entwurf speichern
action-copy-text = Als Text kopieren
action-send-hover = Diese Nachricht jetzt senden ({ $shortcut })
action-handoff-hover = Diese Nachricht jetzt übergeben ({ $shortcut })
action-cancel-hover = Schließen, ohne zu senden ({ $shortcut })
action-save-hover = Im Entwürfe-Ordner aufbewahren ({ $shortcut })
open-in-hover = Diese Nachricht, so wie sie hier steht, an Webmail oder ein anderes Mailprogramm übergeben
open-in-webmail = In Ihrem Webbrowser
open-in-programs = In einem Mailprogramm
open-in-none = (keines installiert)
unavailable = Nicht verfügbar: { $reason }
blocker-no-account = richten Sie zuerst ein Konto ein
blocker-no-recipient = fügen Sie einen Empfänger hinzu
blocker-invalid-address = korrigieren Sie zuerst die ungültige Adresse
blocker-unfinished-address = geben Sie zuerst die begonnene Adresse vollständig ein
blocker-choose-sender = wählen Sie, wer die Nachricht sendet (Von)
blocker-busy = die Nachricht ist unterwegs
blocker-just-opened = einen Moment...
handoff-note = Hinweis: { $note }
section-open = geöffnet
section-closed = geschlossen

## Tasten, wie Tastaturen in dieser Sprache sie beschriften

key-ctrl = Strg
key-enter = Eingabe
key-esc = Esc
key-s = S
key-a = A
key-z = Z
key-shift = Umschalt
key-delete = Entf
shortcut = { $modifier }+{ $key }

## Dialoge

discard-title = Änderungen verwerfen?
discard-question = Sie haben diese Nachricht bearbeitet. Schließen, ohne sie zu senden oder zu speichern?
discard = Verwerfen
discard-save = Entwurf speichern und schließen
discard-keep = Weiter bearbeiten
handoff-title = In { $target } öffnen?
back = Zurück

## Was geschehen ist (die Statuszeile)

status-sending = Wird gesendet: { $step }...
status-held = Die Nachricht wird gleich gesendet. Mit „Rückgängig“ (Strg+Z oder Esc) lässt sich das Senden noch zurücknehmen.
status-undone = Nicht gesendet: Sie haben das Senden zurückgenommen. Die Nachricht ist unverändert hier und kann bearbeitet werden (eine Kopie liegt im Entwürfe-Ordner).
hold-countdown = Senden in { $seconds ->
        [one] { $seconds } s
       *[other] { $seconds } s
    }
action-undo = Rückgängig
action-send-later = Später senden...
action-send-later-hover = Wählen Sie, wann die Nachricht gesendet wird: Bis dahin wartet sie mit einer Kopie ihrer Dateien in der Warteschlange
later-in-an-hour = In einer Stunde
later-tomorrow = Morgen um { $time }
later-monday = Montag um { $time }
later-choose = Tag und Uhrzeit wählen...
later-day = Tag
later-hour = Stunde
later-minute = Minute
later-schedule = Zu dieser Zeit senden
later-weekday = { $day ->
        [1] Montag
        [2] Dienstag
        [3] Mittwoch
        [4] Donnerstag
        [5] Freitag
        [6] Samstag
       *[7] Sonntag
    }
later-month = { $month ->
        [1] Januar
        [2] Februar
        [3] März
        [4] April
        [5] Mai
        [6] Juni
        [7] Juli
        [8] August
        [9] September
        [10] Oktober
        [11] November
       *[12] Dezember
    }
later-date = { $weekday }, { $day }. { $month } { $year }
later-date-time = { $date } um { $time }
later-goes = Die Nachricht wird am { $when } gesendet.
later-skipped = In dieser Nacht wird die Uhr vorgestellt, daher gibt es { $asked } nicht: Die Nachricht wird um { $time } gesendet.
later-repeated = In dieser Nacht wird die Uhr zurückgestellt, daher gibt es { $time } zweimal: Die Nachricht wird beim ersten Mal gesendet.
later-past = Dieser Zeitpunkt ist schon vorbei: Wählen Sie einen späteren
later-lost = Das Einreihen in die Warteschlange brach ab, bevor es ein Ergebnis meldete: Sehen Sie mit mailto-preview queue nach
status-scheduling = Die Nachricht wird in die Warteschlange gestellt...
status-scheduled = Wird am { $when } gesendet. Die Nachricht und eine Kopie ihrer Dateien ({ $size }) warten in der Warteschlange; Sie können dieses Fenster schließen.
status-scheduled-no-timer = Wird am { $when } gesendet ({ $size } in der Warteschlange). Auf diesem System kann nichts Mailto Preview zu dieser Zeit starten: Die Nachricht wird dann nur gesendet, wenn Mailto Preview gerade läuft, sonst beim nächsten Start von Mailto Preview ohne Link.
status-not-scheduled = Nicht geplant: { $error }
status-taking-back = Die Nachricht wird aus der Warteschlange genommen...
status-not-taken-back = Die Nachricht bleibt in der Warteschlange: { $error }
status-taken-back = Die Nachricht ist aus der Warteschlange genommen und kann hier bearbeitet werden (eine Kopie liegt im Entwürfe-Ordner).
action-take-back = Wieder bearbeiten
action-take-back-hover = Nimmt die Nachricht aus der Warteschlange und holt sie in dieses Fenster zurück
action-close = Schließen
action-send-when-online = Senden, sobald online
action-send-when-online-hover = Behält die Nachricht in der Warteschlange und sendet sie von selbst, sobald dieser Rechner wieder online ist
status-waiting-online = Warten auf eine Netzwerkverbindung: Die Nachricht wird von selbst gesendet, sobald dieser Rechner wieder online ist ({ $size } in der Warteschlange). Sie können dieses Fenster schließen.
action-undo-hover = Nimmt das Senden zurück: Es wird nichts gesendet, und die Nachricht ist unverändert hier zum Bearbeiten ({ $shortcut })
status-sent = Gesendet an { $count ->
        [one] { $count } Empfänger
       *[other] { $count } Empfänger
    }
status-sent-and = { $sent }; { $filing }
status-filing = Die Kopie wird in Ihren Gesendet-Ordner gelegt...
status-filed = Die Kopie liegt jetzt in { $folder }.
status-not-filed = Noch nicht in Ihrem Gesendet-Ordner: { $error }. Die Kopie wartet; die Nachricht wird nicht noch einmal gesendet.
status-saving-to-server = Gespeichert als { $path }; sie wird in den Entwürfe-Ordner Ihres Postfachs gelegt...
status-saved-to-server = Gespeichert als { $path } und in { $folder } in Ihrem Postfach
status-not-saved-to-server = Gespeichert als { $path }, aber nicht im Entwürfe-Ordner Ihres Postfachs: { $error }
status-not-sent = Nicht gesendet: { $error }
status-not-sent-saved = Nicht gesendet: { $error }. Die Nachricht ist gespeichert als { $path }.
status-no-store = Es gibt keinen Ort, um den Entwurf aufzubewahren (kein Datenverzeichnis); nicht gesendet.
status-stopped-waiting = Das Warten auf den Server wurde beendet. Falls er die Nachricht schon angenommen hatte, wird sie vielleicht noch zugestellt; sonst liegt sie im Entwürfe-Ordner (mailto-preview drafts).
status-saved = Gespeichert als { $path }
status-not-saved = Nicht gespeichert: { $error }
status-copied = Die Nachricht wurde als Text kopiert
status-saving = Der Entwurf wird gespeichert...
attach-vanished = { $path } ist nicht mehr vorhanden; hängen Sie die Datei erneut an oder entfernen Sie sie
attach-changed = { $path } hat sich geändert, nachdem Sie die Datei angehängt haben; hängen Sie sie erneut an, um sie so zu senden, wie sie jetzt ist
attach-unreadable = { $path } kann nicht gelesen werden: { $detail }
attach-reminder-words = Anhang, Anhänge, Anhängen, Dateianhang, Dateianhänge, angehängt, angehängte, angehängten, angehängter, angehängtes, angehangen, anhängend, anzuhängen, anhängen, hänge ich an, hänge ich Ihnen, hänge ich dir, hänge ich euch, hänge Ihnen, hänge dir, hänge euch, hängen wir Ihnen, füge ich bei, füge ich Ihnen, füge ich dir, füge ich euch, füge Ihnen, füge dir, fügen wir bei, fügen wir Ihnen, liegt dieser Mail bei, liegt dieser E-Mail bei, liegen dieser Mail bei, liegen dieser E-Mail bei, liegt der Mail bei, liegt der E-Mail bei, anbei, beigefügt, beigefügte, beigefügten, beigefügter, beigefügtes, beiliegend, beiliegende, beiliegenden, beiliegender, beiliegendes, als Anlage, als Anlagen, siehe Anlage, siehe Anlagen, s. Anlage, s. Anlagen, Anlage:, Anlagen:, in der Anlage finden Sie, in der Anlage findest du, in der Anlage erhalten Sie, in der Anlage erhältst du, in der Anlage sende ich, in der Anlage schicke ich, in der Anlage übersende ich, in der Anlage senden wir, in der Anlage schicken wir, in der Anlage übersenden wir, Anlage zu dieser E-Mail, Anlage zu dieser Mail, Anlagen zu dieser E-Mail, Anlagen zu dieser Mail
attach-reminder-not = Anhang des Buches, Anhang des Buchs, Anhang des Romans, Anhang des Lehrbuchs, Anhang des Gesetzes, Anhang der Verordnung, Anhang der Richtlinie, Anhang in der Bevölkerung, kaum noch Anhang, kaum Anhang, treuen Anhang, Anhang unter den Wählern, mit ihrem Anhang, mit seinem Anhang, mit deinem Anhang, mit eurem Anhang, mit Kind und Anhang, mit Familie und Anhang, samt Anhang, etwas anhängen, was anhängen, Wohnwagen anhängen, Anhänger anhängen, Wohnwagen angehängt, Anhänger angehängt, an den Zug angehängt, Gold als Anlage, Immobilien als Anlage, Aktien als Anlage, als Anlage geeignet, als langfristige Anlage
attach-button = Anhängen...
attach-button-hover = Dateien auswählen, die mit der Nachricht gesendet werden ({ $shortcut }); Sie können sie auch auf das Fenster ziehen. Ein Link kann niemals eine Datei anhängen.
attach-total = { $count ->
        [one] { $count } Datei, { $size }
       *[other] { $count } Dateien, { $size }
    }
attach-file = { $name } ({ $size }, { $kind })
attach-remove = Entfernen
attach-remove-name = { $name } entfernen
attach-chooser-title = Dateien anhängen
attach-chooser-accept = Anhängen
attach-no-chooser = Keine Dateiauswahl hat geantwortet ({ $detail }): Installieren Sie xdg-desktop-portal und das Portal Ihrer Arbeitsumgebung, oder geben Sie unten den Pfad der Datei ein.
attach-chooser-failed = Die Dateiauswahl hat nicht funktioniert: { $detail }. Sie können unten den Pfad der Datei eingeben.
attach-path-label = Anzuhängende Datei:
attach-path-button = Anhängen
attach-ask-question = { $path } anhängen?
attach-is-link = { $link } ist eine symbolische Verknüpfung auf diese Datei.
attach-ask-secret = Die Datei liegt in { $place }, wo Schlüssel, Passwörter und andere Geheimnisse aufbewahrt werden. Hängen Sie sie nur an, wenn Sie sie wirklich senden möchten.
attach-ask-hidden = Es ist eine versteckte Datei: Solche Dateien enthalten oft Einstellungen oder Geheimnisse. Hängen Sie sie nur an, wenn Sie sie wirklich senden möchten.
attach-ask-yes = Anhängen
attach-ask-no = Nicht anhängen
attach-not-attached = Nicht angehängt: { $path }: { $why }
attach-dismiss = OK
attach-refused-not-found = diese Datei gibt es nicht
attach-refused-folder = das ist ein Ordner (hängen Sie stattdessen die Dateien darin an)
attach-refused-device = das ist ein Gerät, keine Datei
attach-refused-pipe = das ist eine Pipe oder ein Socket, keine Datei
attach-refused-empty = die Datei ist leer
attach-refused-unreadable = die Datei kann nicht gelesen werden ({ $detail })
attach-from-link = Diese Datei anhängen: { $path }
attach-from-link-hover = Der Link hat diese Datei verlangt. Sie wird nur angehängt, wenn Sie hier klicken, und zwar nach denselben Prüfungen wie jede Datei, die Sie selbst anhängen.
reminder-title = Keine Datei angehängt
reminder-question = Die Nachricht erwähnt einen Anhang, aber es ist keine Datei angehängt.
reminder-send-anyway = Ohne Datei fortfahren
size-bytes = { $count ->
        [one] { $count } Byte
       *[other] { $count } Byte
    }
size-kb = { $size } kB
size-mb = { $size } MB
size-gb = { $size } GB
number-decimal-separator = ,
status-handing-over = Wird in { $target } geöffnet...
status-body-on-clipboard = In { $target } geöffnet. Der Text war zu lang für die Übergabe und liegt in der Zwischenablage: Fügen Sie ihn dort ein und schließen Sie dann dieses Fenster.
status-not-handed-over-saved = Nicht übergeben: { $error }. Die Nachricht ist gespeichert als { $path }.
status-not-handed-over-unsaved = Nicht übergeben: { $error }. Sie konnte nicht gespeichert werden ({ $why }): Kopieren Sie sie als Text.
status-account-saved = Das Konto wurde in { $path } gespeichert
status-signed-in = Angemeldet. Drücken Sie „Erneut versuchen“, um die Nachricht zu senden.
status-not-signed-in = Nicht angemeldet: { $error }
status-login-entry-on = { $path } geschrieben: Mailto Preview startet mit der Sitzung im Hintergrund
status-login-entry-off = { $path } entfernt: Mailto Preview startet nicht mehr mit der Sitzung
status-login-entry-none = Mailto Preview startete nicht mit der Sitzung; es gibt nichts zu entfernen
status-not-changed = Nicht geändert: { $error }

step-password = Passwort wird abgerufen
step-resolving = Server wird gesucht
step-connecting = Verbindung zum Server wird aufgebaut
step-securing = Verbindung wird abgesichert
step-logging-in = Anmeldung läuft
step-sending = Nachricht wird gesendet
step-filing = Kopie wird in Ihren Gesendet-Ordner gelegt
step-while-password = beim Abrufen des Passworts
step-while-resolving = beim Suchen des Servers
step-while-connecting = beim Verbindungsaufbau zum Server
step-while-securing = beim Absichern der Verbindung
step-while-logging-in = bei der Anmeldung
step-while-sending = beim Senden der Nachricht
step-while-filing = beim Ablegen einer Kopie in Ihrem Gesendet-Ordner

## Anmelden

sign-in-to = Bei { $issuer } anmelden
sign-in-to-hover = Öffnet die Anmeldeseite in Ihrem Browser
sign-in-on = Melden Sie sich in Ihrem Browser bei { $host } an...
sign-in-opening = Ihr Browser wird geöffnet...
stop = Anhalten

## Erster Start: ein Konto einrichten

setup-intro = Es ist noch kein Konto eingerichtet. Fügen Sie hier eines hinzu; die Nachricht unten wartet und geht nicht verloren.
setup-found-heading = Auf diesem Computer gefunden:
setup-use-found = { $address } ({ $program })
setup-use-found-hover = Füllt das Formular mit diesen Einstellungen aus { $program } aus; geben Sie das Passwort ein und speichern Sie dann das Konto
setup-email = E-Mail
setup-name = Name
setup-name-hint = Ihr Name
setup-find = Meinen Server finden
setup-find-hover = Sucht den Server anhand der Adresse: zuerst in einer eingebauten Liste von Anbietern, dann in den Einstellungen Ihrer Domain
setup-finding = Der Server wird gesucht...
setup-ispdb = Auch Thunderbirds Datenbank fragen
setup-ispdb-hover = Teilt Thunderbirds Server mit, zu welcher Domain Ihre Adresse gehört
setup-found = Gefunden: { $host } Port { $port }, { $security } (aus { $source }).
setup-found-mailbox = Ihr Postfach: { $host } Port { $port }, { $security }. Eine Kopie dessen, was Sie senden, kommt in seinen Gesendet-Ordner, sofern Ihr Anbieter sie nicht selbst dort ablegt.
setup-sign-in-with = Anmelden mit:
setup-password = Passwort
setup-show = Anzeigen
setup-provider-account = { $provider }-Konto
setup-password-command = Passwort-Befehl
setup-app-password = Dieser Anbieter verlangt ein App-Passwort, nicht das, mit dem Sie sich auf seiner Website anmelden.
setup-app-password-help = So erstellen Sie ein App-Passwort
setup-open-yourself = { $error }: Öffnen Sie { $url } selbst
setup-keyring = Es wird im Schlüsselbund des Systems aufbewahrt, nie in der Konfigurationsdatei.
setup-no-client = Diese Version von Mailto Preview kann sich nicht selbst bei { $provider } anmelden (sie wurde ohne Client-ID von { $provider } gebaut). Stattdessen:
setup-use-app-password = App-Passwort verwenden
setup-add-in-online-accounts = In Online-Konten hinzufügen
setup-add-in-online-accounts-hover = Öffnet in den GNOME-Einstellungen die Seite Online-Konten. Sobald Sie das Konto dort hinzugefügt haben, sendet dieses Fenster damit, ohne dass Sie hier etwas einrichten müssen.
setup-token-command-instead = Oder richten Sie in der Konfigurationsdatei einen Token-Befehl ein (siehe „Sign in with OAuth 2.0“ in der README).
setup-own-client-none = Wenn Sie Mailto Preview selbst bei { $provider } registriert haben, geben Sie hier die Client-ID ein
setup-client-id = Client-ID
setup-own-client = Eigene Client-ID bei { $provider } (leer lassen, um die dieses Builds zu verwenden)
setup-client-secret = Client-Geheimnis
setup-client-secret-google = Google gibt eines mit der Client-ID aus
setup-client-secret-other = nur falls der Anbieter eines ausgegeben hat
setup-sign-in-button = Mit { $provider } anmelden
setup-the-provider = dem Anbieter
setup-signed-in-short = Angemeldet.
setup-advanced = Erweitert: Servereinstellungen und ein Passwort-Befehl
setup-server = Server
setup-port = Port
setup-username = Benutzername
setup-security = Sicherheit
setup-imap-server = Postfachserver (IMAP)
setup-imap-port = Postfach-Port
setup-security-none = Keine (nur dieser Rechner)
setup-test = Verbindung testen
setup-test-hover = Meldet sich an, ohne etwas zu senden
setup-save = Konto speichern
setup-or-handoff = Oder schreiben Sie Mails weiter dort, wo Sie es jetzt tun: Dieses Fenster prüft jede Nachricht und übergibt sie dann.
setup-webmail = Ich schreibe Mails in meinem Browser:
setup-programs = Ich benutze ein anderes Mailprogramm:
security-tls = TLS
security-starttls = STARTTLS
security-none = unverschlüsselt

form-not-found = Für { $email } wurde kein Server gefunden: Geben Sie ihn unter Servereinstellungen ein (die Hilfeseiten Ihres Anbieters nennen ihn).
form-signed-in = Angemeldet. Speichern Sie das Konto, um damit zu senden.
form-testing = Wird getestet...
form-saving = Konto wird gespeichert...
form-tested = Verbunden{ $encrypted ->
        [yes] , verschlüsselt,
       *[no] { " " }(unverschlüsselt)
    } und angemeldet; der Server bietet: { $offers }
form-bad-port = Der Port muss eine Zahl von 1 bis 65535 sein (587 oder 465 bei den meisten Anbietern).
form-quoted-command = Der Passwort-Befehl wird an Leerzeichen getrennt und kennt keine Anführungszeichen: Für ein Argument mit Leerzeichen schreiben Sie password.command in der Konfigurationsdatei als Liste.
form-type-password = Geben Sie zuerst das Passwort ein.
form-sign-in-first = Melden Sie sich zuerst an und speichern Sie dann.
form-sign-in-changed = Adresse, Benutzername oder Client-ID haben sich seit der Anmeldung geändert: Melden Sie sich erneut an und speichern Sie dann.
form-only-smtp = Nur SMTP-Konten können getestet werden.
form-bad-address = Die E-Mail-Adresse ist nicht verwendbar: { $why }.
form-keyring = { $error }. Unter „Erweitert“ können Sie stattdessen einen Passwort-Befehl angeben.

## Was das Programm in einem Link gefunden hat: Reparaturen und Lesarten (neben dem Feld)

finding-trimmed = { $count ->
        [one] { $count } Leer- oder Steuerzeichen
       *[other] { $count } Leer- oder Steuerzeichen
    } um den Link entfernt
finding-fragment = „#{ $fragment }“ nach '#' ignoriert: Ein mailto-Link hat kein Fragment, es gehört also nicht zur Nachricht
finding-url-slashes = „{ $slashes }“ nach „mailto:“ entfernt: Ein mailto-Link ist keine Webadresse, die Adresse folgt direkt auf den Doppelpunkt
finding-html-amp = „{ $given }“ als „{ $name }“ gelesen: Die Seite hat das '&' zwischen den Feldern einmal zu oft als „&amp;“ geschrieben{ $times ->
        [1] {""}
       *[other] { " " }({ $times }-mal)
    }
finding-form-plus = { $times ->
        [one] ein '+'
       *[other] { $times } '+'
    } als Leerzeichen gelesen: Der Link stammt aus einem Webformular, das ein Leerzeichen als '+' und ein Plus als %2B schreibt
finding-form-body = Der Text sind die Felder eines Webformulars, für einen Webserver kodiert; gezeigt als eine Zeile „Name=Wert“ je Feld
finding-empty-hfield = ein leeres hfield ignoriert (ein überzähliges '?' oder '&'){ $times ->
        [1] {""}
       *[other] { " " }({ $times }-mal)
    }
finding-hfield-ignored = „{ $hfield }“ ignoriert: Ein hfield braucht einen Namen und '=', um etwas zu bedeuten{ $times ->
        [1] {""}
       *[other] { " " }({ $times }-mal)
    }
finding-header-repeated = Der Link gibt { $name } { $count ->
        [one] einmal
       *[other] { $count }-mal
    } an; jeder Wert wird aufgeführt
finding-encoded-separator = Der Link versteckt ein Trennzeichen: „{ $looks-like }“ sieht wie eine Adresse aus, aber sein kodiertes ',' oder ';' (%2C, %3B) macht daraus { $count ->
        [one] { $count } Empfänger
       *[other] { $count } Empfänger
    }: { $recipients }
finding-addresses-joined = Der Link gibt { $field } { $count ->
        [one] einmal
       *[other] { $count }-mal
    } an; alle Adressen werden verwendet
finding-empty-value = einen leeren Wert für { $field } ignoriert{ $times ->
        [1] {""}
       *[other] { " " }({ $times }-mal)
    }
finding-subjects = Der Link hatte { $count ->
        [one] { $count } Betreffzeile
       *[other] { $count } Betreffzeilen
    }; die letzte wird verwendet
finding-bodies = Der Link hatte { $count ->
        [one] { $count } Textwert
       *[other] { $count } Textwerte
    }; sie werden mit Zeilenumbrüchen verbunden
finding-invalid-address = „{ $address }“ ist keine verwendbare Adresse: { $problem }
finding-smtputf8 = { $address } hat einen Teil vor dem @ mit Nicht-ASCII-Zeichen: Zum Senden braucht es einen Server mit SMTPUTF8
finding-international-domain = Die Domain { $domain } wird als { $ascii } gesendet
finding-semicolons = Die Adressen sind durch ';' getrennt (eine Outlook-Gewohnheit; das Standard-Trennzeichen ist ','): als { $count ->
        [one] { $count } Adresse
       *[other] { $count } Adressen
    } gelesen
finding-empty-entries = Die Liste hatte { $count ->
        [one] { $count } leeren Eintrag
       *[other] { $count } leere Einträge
    }; ignoriert
finding-comment = den Kommentar { $comment } in „{ $address }“ ignoriert
finding-name-controls = Der Anzeigename von { $address } enthielt { $count ->
        [one] { $count } Steuerzeichen
       *[other] { $count } Steuerzeichen
    } (Zeilenumbrüche eingeschlossen), gezeigt als %HH
finding-alt-address = Der Link gibt die Ersatzadresse { $alt } an (eine alt-address nach RFC 5335); sie wird nicht verwendet
finding-references-moved = References nennt die Nachricht, auf die dies antwortet, { $parent }, aber nicht (nur) zuletzt; sie steht jetzt einmal, am Ende (RFC 5322 §3.6.4)
finding-references-added = References endet nicht mit der Nachricht, auf die dies antwortet; { $parent } wurde am Ende angefügt (RFC 5322 §3.6.4)
finding-references-set = Der Link gibt In-Reply-To an, aber keine verwendbaren References; References wird auf { $parent } gesetzt, damit die Antwort bei ihrer Nachricht einsortiert wird (RFC 5322 §3.6.4)
finding-in-reply-to-trimmed = In-Reply-To nennt { $count ->
        [one] { $count } Nachricht
       *[other] { $count } Nachrichten
    }; nur die erste gültige, { $first }, bleibt: Eine Antwort beantwortet eine Nachricht
finding-invalid-percent = ein '%' ohne zwei folgende Hexadezimalziffern wurde als wörtliches '%' behalten{ $times ->
        [1] {""}
       *[other] { " " }({ $times }-mal)
    }
finding-invalid-utf8 = prozentdekodierte Bytes, die kein UTF-8 sind, werden als � gezeigt{ $times ->
        [1] {""}
       *[other] { " " }({ $times }-mal)
    }
finding-legacy-charset = der Text ist kein UTF-8 und wurde als { $charset } gelesen: In dieser älteren Kodierung ist er am wahrscheinlichsten geschrieben
finding-line-break = ein Zeilenumbruch wurde entfernt, weil dieses Feld nur eine Zeile enthält{ $times ->
        [1] {""}
       *[other] { " " }({ $times }-mal)
    }
finding-control = ein Steuerzeichen wurde durch seine sichtbare Schreibweise %HH ersetzt{ $times ->
        [1] {""}
       *[other] { " " }({ $times }-mal)
    }
finding-encoded-word = MIME-kodierte Wörter (RFC 2047) wurden dekodiert{ $times ->
        [1] {""}
       *[other] { " " }({ $times }-mal)
    }
finding-encoded-word-invalid = Text, der wie ein MIME-kodiertes Wort aussieht, ließ sich nicht dekodieren und wird so gezeigt, wie er geschrieben ist{ $times ->
        [1] {""}
       *[other] { " " }({ $times }-mal)
    }

## Warum eine Adresse nicht verwendbar ist

address-one-only = es muss genau eine Adresse sein
address-unclosed-angle = zu einem '<' fehlt das passende '>'
address-text-after-angle = nach dem schließenden '>' steht noch Text
address-bad-alt = ein '<' in der Adresse ist keine alt-address
address-hidden-character = sie enthält das verborgene Zeichen { $character }, durch das sie wie eine andere Adresse aussehen kann
address-unclosed-quote = einem Teil in Anführungszeichen fehlt das schließende Anführungszeichen
address-no-at = sie hat kein '@'
address-empty-local = der Teil vor dem '@' ist leer
address-empty-domain = die Domain nach dem '@' ist leer
address-local-too-long = der Teil vor dem '@' ist länger als { $max ->
        [one] { $max } Byte
       *[other] { $max } Bytes
    }
address-quoted-control = ein Teil in Anführungszeichen enthält einen Tabulator oder ein Steuerzeichen
address-quoted-quote = ein '"' in einem Teil in Anführungszeichen muss als \" geschrieben werden
address-dots = der Teil vor dem '@' hat einen Punkt am Anfang oder Ende oder zwei Punkte hintereinander
address-white-space = der Teil vor dem '@' enthält Leerraum (setzen Sie ihn in Anführungszeichen oder entfernen Sie ihn)
address-needs-quoting = der Teil vor dem '@' enthält { $character }, das Anführungszeichen braucht
address-unclosed-literal = dem Domain-Literal fehlt das schließende ']'
address-bad-literal = das Domain-Literal enthält Zeichen, die es nicht enthalten darf
address-bad-domain = „{ $domain }“ ist kein gültiger Domainname (UTS 46: Labels aus Buchstaben, Ziffern und Bindestrichen, kein leeres Label, höchstens 63 Bytes je Label)
address-lettre-refuses = die Mail-Bibliothek lehnt sie ab ({ $detail })

message-id-empty = sie ist leer
message-id-form = „{ $id }“ ist keine Message-ID der Form <id@host>
message-id-no-at = „{ $id }“ hat kein '@'
message-id-invalid = „{ $id }“ ist keine gültige Message-ID

## Warum ein Feld des Links nicht verwendet wurde

drop-originator = Ein Link kann nicht bestimmen, von wem die Mail stammt oder wann sie geschrieben wurde: Dieses Programm setzt Absender, Datum und Message-ID immer selbst (RFC 6068 §3)
drop-routing = Ein Routing- oder Trace-Feld setzen Mailserver, nie ein Link (RFC 6068 §3)
drop-mime = Die Nachricht ist immer reiner UTF-8-Text; ein Link kann ihre MIME-Struktur oder Kodierung nicht ändern (RFC 6068 §2, §3)
drop-attachment = Ein Link kann keine Dateien anhängen; es wurde nichts von der Festplatte gelesen
drop-client-control = eine Anweisung an das Mailprogramm (etwa sofort senden, eine Kopie speichern, Priorität oder ein HTML-Text), die dieses Programm nie von einem Link annimmt
drop-unknown = kein Feld, das ein Link setzen darf: Unbekannte Felder könnten Kopfzeilen hinzufügen, die Sie nicht sehen würden (RFC 6068 §3, §4)
drop-malformed = der Wert ist nicht verwendbar: { $why }
drop-repeated = der Link setzt dieses Feld mehr als einmal; nur der letzte Wert wird verwendet

## Warnungen und Hinweise zur Nachricht

notice-hidden-recipient = { $count ->
        [one] Der Link fügt einen verborgenen Empfänger (BCC) hinzu, den die anderen Empfänger nicht sehen: { $names }
       *[other] Der Link fügt { $count } verborgene Empfänger (BCC) hinzu, die die anderen Empfänger nicht sehen: { $names }
    }
notice-many-recipients = Die Nachricht geht an { $count ->
        [one] { $count } Empfänger
       *[other] { $count } Empfänger
    }
notice-invalid-address = An „{ $address }“ kann nicht gesendet werden: { $problem }
notice-numeric-recipient = „{ $text }“ besteht nur aus Ziffern, wie ein Port oder eine Telefonnummer, nicht wie eine Adresse
notice-display-name-address = Der Name „{ $name }“ sieht wie eine Adresse aus, aber die Mail geht an { $address }
notice-name-mixed-script = Der Name „{ $name }“ mischt in „{ $word }“ Schriftsysteme und sieht aus wie „{ $looks-like }“ in lateinischen Buchstaben: Die Mail geht an { $address }
notice-local-part-address = Die Adresse { $address } beginnt mit der Adresse { $shown }, aber die Mail geht an die Domain { $domain }
notice-smtputf8 = { $address } hat einen Teil vor dem @ mit Nicht-ASCII-Zeichen: An diese Adresse kann nur über einen Server mit SMTPUTF8 gesendet werden
notice-international-domain = { $address } wird als { $ascii } gesendet
notice-label-symbols = Das Domain-Label „{ $label }“ enthält Zeichen, die in Namen nicht verwendet werden: Es könnte eine andere Domain nachahmen; die Mail geht an { $ascii }
notice-mixed-script = Das Domain-Label „{ $label }“ mischt Schriftsysteme: Es könnte eine andere Domain nachahmen; die Mail geht an { $ascii }
notice-mixed-script-looks-like = Das Domain-Label „{ $label }“ mischt Schriftsysteme und sieht aus wie „{ $looks-like }“ in lateinischen Buchstaben: Es könnte eine andere Domain nachahmen; die Mail geht an { $ascii }
notice-confusable-domain = Das Domain-Label „{ $label }“ ist in einer anderen Schrift geschrieben und sieht aus wie „{ $looks-like }“ in lateinischen Buchstaben: Die Mail geht an { $ascii }, nicht an diese Domain
notice-idna-deviation = Die Domain { $domain } enthält { $characters }, die ältere Software (IDNA2003) anders liest: Solche Software würde an { $other } senden; dieses Programm sendet an { $ascii }
notice-top-domain = Die Domain { $domain } sieht aus wie { $top }, ist aber eine andere Domain: Die Mail geht an { $ascii }
domain-known-button = Ich kenne diese Domain
domain-known-hover = Sie schreiben wirklich an { $domain }: Hier und in späteren Fenstern nicht mehr warnen, dass sie einer anderen Domain ähnelt, und ihre Adressen wieder vorschlagen
notice-local-symbols = Der Teil vor dem '@' in { $address } enthält Zeichen, die keine Buchstaben sind, und sieht aus wie „{ $looks-like }“: Die Mail geht an ein anderes Postfach
notice-local-mixed-script = Der Teil vor dem '@' in { $address } mischt Schriftsysteme: Er könnte eine andere Adresse nachahmen
notice-local-mixed-script-looks-like = Der Teil vor dem '@' in { $address } mischt Schriftsysteme und sieht aus wie „{ $looks-like }“ in lateinischen Buchstaben: Die Mail geht an ein anderes Postfach
notice-local-confusable = Der Teil vor dem '@' in { $address } sieht aus wie „{ $looks-like }“ in lateinischen Buchstaben, ist aber mit anderen Zeichen geschrieben: Die Mail geht an ein anderes Postfach
notice-local-compatibility = Der Teil vor dem '@' in { $address } ist in Sonderformen von Buchstaben geschrieben (etwa in voller Breite oder als mathematische Zeichen) und liest sich als „{ $looks-like }“: Die Mail geht an ein anderes Postfach
notice-bidi-control = enthält Zeichen, die die Schreibrichtung umkehren, sodass der angezeigte Text von dem abweichen kann, was tatsächlich geschrieben steht: { $text }
notice-direction-mark = enthält Richtungsmarken, die Satzzeichen und Zahlen neben Text von rechts nach links setzen: { $text }
notice-invisible = enthält unsichtbare Zeichen: { $text }
notice-blank-lines = { $blank ->
        [one] { $blank } Leerzeile schiebt weiteren Text hinunter bis Zeile { $line }: Scrollen Sie nach unten, um den ganzen Text zu lesen
       *[other] { $blank } Leerzeilen schieben weiteren Text hinunter bis Zeile { $line }: Scrollen Sie nach unten, um den ganzen Text zu lesen
    }
notice-indent = { $spaces ->
        [one] Zeile { $line } beginnt mit { $spaces } Leerzeichen, das ihren Text aus dem Blickfeld schiebt
       *[other] Zeile { $line } beginnt mit { $spaces } Leerzeichen, die ihren Text aus dem Blickfeld schieben
    }

## Warum eine Nachricht nicht erstellt werden kann

message-no-recipients = Die Nachricht hat keine Empfänger: Fügen Sie eine Adresse bei An, Kopie oder Blindkopie hinzu
message-no-sender = Das Konto „{ $account }“ hat keine E-Mail-Adresse zum Senden: Fügen Sie email = "..." hinzu
message-invalid-recipient = Die Adresse „{ $address }“ in { $field } ist nicht verwendbar: { $problem }; korrigieren Sie sie vor dem Senden
message-invalid-sender = Der Absender „{ $sender }“ ist nicht verwendbar: { $problem }; setzen Sie die E-Mail des Kontos auf eine Adresse wie me@example.net
message-unsafe-header = { $field } enthält einen Zeilenumbruch oder ein Steuerzeichen, das verborgene Kopfzeilen hinzufügen könnte; entfernen Sie es
message-build = Die Nachricht konnte nicht erstellt werden: { $detail }

## Warum eine Nachricht nicht gesendet wurde

send-host-not-found = Der Mailserver { $host } wurde nicht gefunden: Prüfen Sie host in der Konfiguration und Ihre Netzwerkverbindung
send-connection-refused = Der Mailserver { $host }:{ $port } hat die Verbindung abgelehnt: Prüfen Sie host, port und security in der Konfiguration
send-timed-out = Der Mailserver { $host } hat { $step } nicht innerhalb von { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } geantwortet: Versuchen Sie es später erneut oder erhöhen Sie timeout in der Konfiguration
send-tls = Die sichere Verbindung zu { $host } ist fehlgeschlagen: { $detail }
send-no-starttls = Der Mailserver { $host } bietet kein STARTTLS an, daher kann die Verbindung nicht verschlüsselt werden: Verwenden Sie security = "tls" (meist Port 465) oder fragen Sie Ihren Anbieter
send-auth-rejected = Der Mailserver hat die Anmeldung für { $user } abgelehnt ({ $reply }): Prüfen Sie den Benutzernamen und die Passwortquelle in der Konfiguration
send-auth-unsupported = Der Mailserver { $host } bietet kein Anmeldeverfahren, das dieses Programm unterstützt ({ $methods }); prüfen Sie host und security
send-sign-in-rejected = Der Mailserver { $host } hat die Anmeldung für { $user } nicht angenommen: { $advice }
send-sign-in-rejected-reply = Der Mailserver { $host } hat die Anmeldung für { $user } nicht angenommen ({ $reply }): { $advice }
send-advice-sign-in-again = Melden Sie sich erneut an („Anmelden“ im Fenster oder `mailto-preview config sign-in`); sagt die Antwort des Servers, dass die SMTP-Anmeldung abgeschaltet ist, muss der Administrator des Postfachs SMTP AUTH dafür einschalten
send-advice-fresh-token = Melden Sie sich erneut an (holen Sie ein frisches Token aus oauth2.token-command); sagt die Antwort des Servers, dass die SMTP-Anmeldung abgeschaltet ist, muss der Administrator des Postfachs SMTP AUTH dafür einschalten
send-recipient-rejected = Der Mailserver hat den Empfänger { $address } abgelehnt ({ $reply }): Korrigieren Sie die Adresse und senden Sie erneut
send-sender-rejected = Der Mailserver hat den Absender { $address } abgelehnt ({ $reply }): Die E-Mail des Kontos muss eine Adresse sein, von der diese Anmeldung senden darf
send-message-rejected = Der Mailserver hat die Nachricht abgelehnt ({ $reply })
send-temporarily-unavailable = Der Mailserver kann die Nachricht gerade nicht annehmen ({ $reply }): Sie ist gespeichert; versuchen Sie es später erneut
send-no-smtputf8 = Der Mailserver { $host } unterstützt kein SMTPUTF8, das die Adresse { $address } braucht: Verwenden Sie dafür eine ASCII-Adresse oder einen anderen Server
send-connection = Die Verbindung zu { $host } brach { $step } ab ({ $detail }): Die Nachricht wurde vielleicht nicht zugestellt; sie ist gespeichert, versuchen Sie es erneut
send-hands-over = Das Konto „{ $account }“ sendet nicht selbst, es übergibt Nachrichten an { $target }: Wählen Sie ein Konto mit Server oder verwenden Sie „Öffnen in“
send-no-account = Das Konto „{ $account }“ steht nicht mehr in der Konfiguration: Fügen Sie es wieder hinzu, oder holen Sie die Nachricht mit mailto-preview queue --cancel zurück und senden Sie sie über ein anderes Konto
send-sendmail = { $program } ist fehlgeschlagen: { $detail }
send-envelope = Die Adresse { $address } kann im Umschlag nicht verwendet werden: { $detail }
deliver-not-saved = Die Nachricht konnte vor dem Senden nicht gespeichert werden und wurde daher nicht gesendet: { $error }
deliver-not-sent = { $error } (die Nachricht ist gespeichert als { $path })
deliver-undone = Sie haben das Senden zurückgenommen, bevor etwas gesendet wurde; die Nachricht ist gespeichert als { $path }
deliver-interrupted = Das Senden brach unerwartet ab, daher ist unbekannt, ob der Server die Nachricht hat; sie ist gespeichert als { $path }: Sehen Sie in Ihrem Gesendet-Ordner nach, bevor Sie sie erneut senden

## Die Kopie im Gesendet-Ordner des Postfachs (IMAP)

filing-filed = und eine Kopie liegt in { $folder }
filing-by-provider = Ihr Anbieter legt die Kopie selbst in Gesendet ab
filing-failed = aber nicht in Ihrem Gesendet-Ordner abgelegt: { $error }. Die Nachricht wurde nicht doppelt gesendet; die Kopie wartet und wird abgelegt, wenn Sie „Ablegen erneut versuchen“ drücken oder nach der nächsten Nachricht, die Sie über dieses Konto senden
filing-retry = Ablegen erneut versuchen
filing-retry-hover = Legt die Kopie in Ihren Gesendet-Ordner; die Nachricht wird nicht noch einmal gesendet
filing-unreadable = Die Kopie, die darauf wartet, abgelegt zu werden, kann nicht gelesen werden: { $detail }
filing-no-account = Das Konto „{ $account }“, das sie gesendet hat, steht nicht in der Konfiguration oder hat keine [imap]-Tabelle: Fügen Sie es wieder hinzu oder löschen Sie die Kopie aus dem Ordner der nicht abgelegten Kopien
file-no-mailbox = Das Konto „{ $account }“ hat kein Postfach: Fügen Sie eine Tabelle [accounts.{ $account }.imap] mit dessen Server (host) hinzu
file-host-not-found = Der Postfachserver { $host } wurde nicht gefunden: Prüfen Sie imap.host in der Konfiguration und Ihre Netzwerkverbindung
file-connection-refused = Der Postfachserver { $host }:{ $port } hat die Verbindung abgelehnt: Prüfen Sie imap.host, imap.port und imap.security in der Konfiguration
file-timed-out = Der Postfachserver { $host } hat nicht innerhalb von { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } geantwortet: Versuchen Sie es später erneut oder erhöhen Sie timeout in der Konfiguration
file-tls = Die sichere Verbindung zum Postfachserver { $host } ist fehlgeschlagen: { $detail }
file-no-starttls = Der Postfachserver { $host } hat STARTTLS abgelehnt, daher kann die Verbindung nicht verschlüsselt werden: Verwenden Sie imap.security = "tls" (meist Port 993)
file-no-login = Der Postfachserver { $host } verlangt eine Anmeldung, und das Konto hat keine: Setzen Sie username und eine Passwortquelle (oder imap.username und imap.password)
file-login-rejected = Der Postfachserver hat die Anmeldung für { $user } abgelehnt ({ $reply }): Prüfen Sie Benutzername und Passwort (imap.username und imap.password, wenn das Postfach eigene hat)
file-sign-in-rejected = Der Postfachserver { $host } hat die Anmeldung für { $user } nicht akzeptiert ({ $reply }): Melden Sie sich erneut an (`mailto-preview config sign-in`); für Outlook.com und Microsoft 365 muss die Anmeldung die IMAP-Berechtigung enthalten (README, „Sent mail in your mailbox“)
file-no-sent-folder = Das Postfach auf { $host } kennzeichnet keinen Ordner als Gesendet und hat keinen mit einem der üblichen Namen: Nennen Sie ihn mit imap.{ $key } in der Konfiguration (seine Ordner: { $seen })
file-no-drafts-folder = Das Postfach auf { $host } kennzeichnet keinen Ordner als Entwürfe und hat keinen mit einem der üblichen Namen: Nennen Sie ihn mit imap.{ $key } in der Konfiguration (seine Ordner: { $seen })
file-no-such-folder = Der Ordner „{ $name }“, den imap.{ $key } nennt, ist nicht im Postfach auf { $host }: Korrigieren Sie ihn in der Konfiguration (seine Ordner: { $seen })
file-refused = Der Postfachserver hat die Nachricht nicht in { $folder } gespeichert
file-refused-reply = Der Postfachserver hat die Nachricht nicht in { $folder } gespeichert ({ $reply })
file-too-much = Der Postfachserver { $host } hat weit mehr gesendet, als ein Postfach je braucht: Die Verbindung wurde beendet
file-connection = Die Verbindung zum Postfachserver { $host } brach ab ({ $detail })

## Warum ein Link nicht geöffnet werden kann

parse-not-mailto = Dies ist kein mailto:-Link (er beginnt mit „{ $given }“); nur Links, die mit „mailto:“ beginnen, können geöffnet werden
parse-too-long = Der Link ist { $length ->
        [one] { $length } Byte
       *[other] { $length } Bytes
    } lang, über der Grenze von { $cap ->
        [one] { $cap } Byte
       *[other] { $cap } Bytes
    } (2 MiB), die Browser weitergeben; er wurde nicht geöffnet
policy-too-many-recipients = Der Link will an { $found ->
        [one] { $found } Empfänger
       *[other] { $found } Empfänger
    } senden, mehr als die { $cap ->
        [one] { $cap } Empfänger
       *[other] { $cap } Empfänger
    }, die ein Link nennen darf; er wurde nicht geöffnet
policy-line-too-long = { $field } des Links ist { $found ->
        [one] { $found } Zeichen
       *[other] { $found } Zeichen
    } lang, mehr als die { $cap ->
        [one] { $cap } Zeichen
       *[other] { $cap } Zeichen
    }, die ein Link setzen darf; er wurde nicht geöffnet
policy-body-too-large = Der Text des Links hat { $found ->
        [one] { $found } Byte
       *[other] { $found } Bytes
    }, mehr als die { $cap ->
        [one] { $cap } Byte
       *[other] { $cap } Bytes
    } (1 MiB), die ein Link setzen darf; er wurde nicht geöffnet
policy-too-many-fields = Der Link hat { $found ->
        [one] { $found } Kopfzeilenfeld
       *[other] { $found } Kopfzeilenfelder
    }, mehr als die { $cap ->
        [one] { $cap } Feld
       *[other] { $cap } Felder
    }, die ein Link haben darf; er wurde nicht geöffnet

## Passwörter, der Schlüsselbund und die Anmeldung

what-password-command = Passwort-Befehl
what-token-command = Token-Befehl
password-not-run = Der { $what } `{ $command }` kann nicht ausgeführt werden: { $detail }; prüfen Sie { $key } in der Konfiguration
password-failed = Der { $what } `{ $command }` ist fehlgeschlagen ({ $status }){ $stderr }; führen Sie ihn in einem Terminal aus, um den Grund zu sehen
password-timed-out = Der { $what } `{ $command }` wurde nicht innerhalb von { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } fertig; er wurde angehalten
password-empty = Der { $what } `{ $command }` hat in seiner ersten Zeile nichts ausgegeben
password-env-missing = Die Umgebungsvariable { $var } ist nicht gesetzt: Setzen Sie sie vor dem Start oder verwenden Sie eine andere Passwortquelle
goa-gone = Das Konto { $account } ist in GNOME Online-Konten nicht mehr vorhanden: Fügen Sie es unter Einstellungen → Online-Konten wieder hinzu oder wählen Sie einen anderen Absender
goa-sign-in-again = Melden Sie sich unter Einstellungen → Online-Konten erneut bei { $account } an und drücken Sie dann „Erneut versuchen“ ({ $detail })
goa-bus = Der Dienst GNOME Online-Konten hat nicht geantwortet: { $detail }
goa-unsupported = GNOME Online-Konten gibt es nur auf Linux-Desktops
goa-settings-not-opened = Die GNOME-Einstellungen konnten nicht geöffnet werden ({ $error }). Öffnen Sie selbst Einstellungen → Online-Konten; dieses Fenster findet das Konto, sobald es dort eingerichtet ist.
goa-open-settings = Online-Konten öffnen
goa-open-settings-hover = Öffnet in den GNOME-Einstellungen die Seite Online-Konten, wo Sie sich erneut anmelden können; drücken Sie danach „Erneut versuchen“
keyring-unavailable = Kein Schlüsselbund des Systems ist erreichbar ({ $detail }): Starten und entsperren Sie GNOME Keyring oder KWallet, oder bewahren Sie das Passwort anders auf (ein Passwort-Befehl oder eine Umgebungsvariable)
keyring-no-password = Der Schlüsselbund enthält kein Passwort für „{ $user }“ (Dienst „{ $service }“): Speichern Sie es mit `mailto-preview config password` oder richten Sie das Konto im Fenster neu ein
keyring-no-sign-in = Der Schlüsselbund enthält keine Anmeldung für „{ $user }“ (Dienst „{ $service }“): Melden Sie sich mit `mailto-preview config sign-in` an oder richten Sie das Konto im Fenster neu ein
keyring-failed = Der Schlüsselbund hat abgelehnt: { $detail }
sign-in-not-yet = Sie haben sich auf diesem Rechner noch nicht bei { $issuer } als { $user } angemeldet: Wählen Sie „Anmelden“ im Fenster oder führen Sie `mailto-preview config sign-in` aus
sign-in-expired = Die Anmeldung bei { $issuer } für { $user } ist abgelaufen oder wurde widerrufen: Melden Sie sich erneut an
sign-in-refused = { $issuer } hat die Anmeldung abgelehnt: { $error }
sign-in-denied = Die Anmeldung wurde im Browser nicht abgeschlossen ({ $error }): Melden Sie sich erneut an, um es noch einmal zu versuchen
sign-in-unreachable = Der Anmeldeserver { $host } ist nicht erreichbar: { $detail }; prüfen Sie die Verbindung und versuchen Sie es erneut
sign-in-browser-timed-out = Innerhalb von { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    } kam keine Antwort vom Browser zurück: Melden Sie sich erneut an
sign-in-code-expired = Der Code wurde nicht rechtzeitig eingegeben: Melden Sie sich erneut an, um einen neuen zu erhalten
sign-in-cancelled = Die Anmeldung wurde abgebrochen
sign-in-listener = Auf die Antwort des Browsers kann auf 127.0.0.1 nicht gewartet werden ({ $detail }): Prüfen Sie, dass nichts auf diesem Rechner lokale Verbindungen blockiert; für ein Microsoft-Konto meldet `mailto-preview config sign-in --code` Sie stattdessen auf einem anderen Gerät an
sign-in-settings = { $detail }
sign-in-no-device-flow = { $issuer } bietet für Mail keine Anmeldung mit einem Code auf einem anderen Gerät: Melden Sie sich im Browser an
discover-not-an-address = „{ $text }“ ist keine E-Mail-Adresse: Geben Sie eine wie me@example.org an
discover-cancelled = Die Suche wurde abgebrochen

## Entwürfe auf der Festplatte und die Übergabe

store-no-data-dir = Es wurde kein Datenverzeichnis für Entwürfe gefunden (ist HOME gesetzt?)
store-io = { $path } kann nicht verwendet werden: { $detail }
store-saved-link = { $path } ist ein Link, der nach einer nicht gestarteten Übergabe aufbewahrt wurde, keine Nachricht: Öffnen Sie ihn erneut mit `mailto-preview - < { $path }`
store-envelope = Neben { $path } liegt kein lesbarer Umschlag ({ $detail }); so kann er nicht gesendet werden
open-with-unknown = „{ $id }“ ist weder ein Webmail-Dienst (gmail, outlook, office365, yahoo, proton) noch ein installiertes Mailprogramm: `mailto-preview open-with --list` zeigt, was verfügbar ist
open-with-no-recipient = Die Nachricht hat keinen Empfänger: Fügen Sie einen hinzu, bevor Sie sie übergeben
open-with-invalid-address = Die Adresse „{ $address }“ ist ungültig: Korrigieren Sie sie, bevor Sie die Nachricht übergeben
open-with-encode = Die Nachricht kann nicht als Link geschrieben werden: { $detail }
open-with-bad-entry = Der Desktop-Eintrag von { $program } kann nicht ausgeführt werden: { $detail }
launch-start = { $program } konnte nicht gestartet werden ({ $detail }): Ist es installiert?
launch-failed = { $program } wurde sofort mit { $status } beendet: Die Nachricht wurde nicht übergeben
launch-portal = Das Desktop-Portal konnte die Seite nicht öffnen ({ $detail })
launch-unsupported = Das Öffnen einer Webseite wird auf diesem System nicht unterstützt
launch-files = die angehängte Datei konnte für das Programm nicht unter { $path } geschrieben werden: { $detail }
handoff-no-keywords = Das Feld Keywords wird nicht an { $target } übergeben: Mailprogramme übernehmen es nicht aus einem Link.
handoff-too-long-program = Die Nachricht ist zu lang, um sie { $target } in einem Stück zu übergeben ({ $length ->
        [one] { $length } Zeichen
       *[other] { $length } Zeichen
    }; das System nimmt { $max ->
        [one] { $max } Zeichen
       *[other] { $max } Zeichen
    }), daher fehlt der Text: Fügen Sie ihn dort in die Nachricht ein.
handoff-no-bcc = { $target } übernimmt keine Blindkopie aus einem Link: Fügen Sie { $bcc } dort als Blindkopie hinzu, bevor Sie senden.
handoff-no-files = { $target } kann auf diesem Weg keine Dateien übernehmen: Hängen Sie { $count ->
        [one] sie
       *[other] sie
    } dort an ({ $files }).
handoff-open-folder = Ordner öffnen
handoff-too-long-webmail = Die Nachricht ist zu lang für den Verfassen-Link von { $target } ({ $length ->
        [one] { $length } Zeichen
       *[other] { $length } Zeichen
    }; er nimmt etwa { $max ->
        [one] { $max } Zeichen
       *[other] { $max } Zeichen
    }), daher fehlt der Text: Fügen Sie ihn dort in die Nachricht ein.
handoff-plus-becomes-space = Bei { $target } wurde beobachtet, dass es ein „+“ in einer Adresse in ein Leerzeichen verwandelt: Prüfen Sie dort die Empfänger, bevor Sie senden.
handoff-no-threading = { $target } kann In-Reply-To und References nicht aus einem Link übernehmen: Die Nachricht wird nicht als Antwort einsortiert.

## Als Mail-Programm registrieren und mit der Sitzung starten

desktop-no-home = Das Home-Verzeichnis ist nicht bekannt: Setzen Sie HOME
desktop-own-path = Der eigene Pfad des Programms lässt sich nicht finden ({ $detail }); starten Sie es über seinen vollständigen Pfad
desktop-unwritable-path = Der Pfad { $path } des Programms lässt sich nicht in einen Desktop-Eintrag schreiben (er ist kein UTF-8 oder enthält ein Steuerzeichen); verschieben Sie das Programm an einen einfachen Pfad
desktop-io = { $path } konnte nicht verwendet werden: { $detail }
desktop-system = { $detail }
desktop-unsupported = Das Registrieren eines Mail-Programms wird auf diesem System nicht unterstützt
handoff-lost = Die Übergabe brach unerwartet ab
unavailable-unusable = der Link ist unbrauchbar
unavailable-no-account = richten Sie ein Konto ein, um die genaue Nachricht zu sehen
save-no-store = es gibt kein Datenverzeichnis für Entwürfe

## Wo ein Server gefunden wurde

source-providers = der eingebauten Anbieterliste
source-autoconfig = dem Autoconfig-Server der Domain
source-well-known = dem Webserver der Domain (well-known autoconfig)
source-mx = dem Mail-Exchanger der Domain (MX)
source-srv = den SRV-Einträgen der Domain
source-ispdb = Thunderbirds ISPDB
discover-other-domain = Mail für { $domain } wird über { $host } gesendet

## Provider notes
provider-note-gmail = Google akzeptiert ein App-Passwort (mit aktivierter Bestätigung in zwei Schritten) oder die Anmeldung mit Google; Ihr normales Passwort funktioniert nicht.
provider-note-outlook = Outlook.com akzeptiert nur die Anmeldung mit Microsoft (OAuth 2.0): Passwörter funktionieren seit September 2024 nicht mehr.
provider-note-office365 = Bei Microsoft 365 muss Ihr Administrator das Senden per SMTP für Ihr Postfach erlauben; Passwörter funktionieren standardmäßig ab Ende Dezember 2026 nicht mehr, die Anmeldung mit Microsoft funktioniert weiterhin.
provider-note-app-password = { $provider } verlangt für Mailprogramme ein App-Passwort; Ihr normales Passwort funktioniert nicht.
provider-note-app-specific-password = { $provider } verlangt ein app-spezifisches Passwort (mit aktivierter Zwei-Faktor-Authentifizierung).
provider-note-zoho = Mit aktivierter Zwei-Faktor-Authentifizierung verlangt Zoho ein app-spezifisches Passwort; die eigene Domain einer Organisation verwendet { $host }.
provider-note-proton-bridge = Proton Mail Bridge muss auf diesem Rechner laufen: Verwenden Sie das Passwort, das Bridge anzeigt, und vertrauen Sie seinem Zertifikat (tls-ca = das Zertifikat, das Bridge exportiert).
provider-note-proton-smtp = Nur für eine Adresse in Ihrer eigenen Domain mit einem SMTP-Token aus den Proton-Einstellungen; so gesendete Mail ist nicht Ende-zu-Ende-verschlüsselt.
provider-note-switch-on-access = Schalten Sie zuerst den POP3/IMAP-Zugriff in den Einstellungen von { $provider } ein.
provider-note-yandex = Yandex verlangt ein App-Passwort, und Mailprogramme müssen unter Einstellungen, E-Mail-Programme eingeschaltet sein.

## Attached files: exact sizes and the limits of servers

size-bytes-exact = { $count ->
        [one] { $shown } Byte
       *[other] { $shown } Byte
    }
message-attachment-elided = { "[" }{ $name }: { $size }; { $encoded } als Base64]
too-big = Die Nachricht ist { $size } groß; { $server } nimmt höchstens { $limit } an
send-too-big-reply = Die Nachricht ist mit { $size } größer, als { $server } annimmt ({ $reply })
file-too-big = Die Nachricht ist { $size } groß, und { $host } legt in { $folder } nur Nachrichten bis { $limit } ab
filing-too-big = aber nicht in Ihrem Gesendet-Ordner abgelegt: { $error }
provider-refuses-type = { $provider } befördert keine Dateien wie { $name } (dieser Dateityp ist aus Sicherheitsgründen gesperrt), die Nachricht käme also zurück: Schicken Sie die Datei auf anderem Weg

## Wie ein Konto sendet

server-smtp = { $host }:{ $port } ({ $security })
server-no-encryption = ohne Verschlüsselung
server-sendmail = { $program } (lokales sendmail)
server-desktop = GNOME Online-Konten
server-handoff = { $target } (übergeben, Sie senden es dort)

## Rechtschreibung (src/spelling): Menü und Hinweise der Prüfung
spelling-add = Zum Wörterbuch hinzufügen
spelling-ignore = Ignorieren
spelling-no-suggestions = Keine Vorschläge
spelling-misspelt = Falsch geschrieben: { $word }
spelling-automatic = Rechtschreibung: Sprache des Textes
spelling-language = Rechtschreibung: { $language }
spelling-off = Rechtschreibung: aus
spelling-no-dictionary = Für die Sprache „{ $language }“ ist kein Rechtschreibwörterbuch installiert, daher wird Text in dieser Sprache nicht geprüft. Installieren Sie eines, um ihn prüfen zu lassen (unter Debian und Ubuntu: { $package }).
spelling-unreadable = Das Rechtschreibwörterbuch { $path } kann nicht gelesen werden: { $detail }
spelling-encoding = Das Rechtschreibwörterbuch { $path } kann nicht gelesen werden: Es ist in { $encoding } kodiert; eine UTF-8-Fassung davon kann gelesen werden
spelling-personal-list = Das Wort kann nicht in Ihr persönliches Wörterbuch { $path } aufgenommen werden: { $detail }
spelling-not-a-word = „{ $word }“ ist kein einzelnes Wort und kann daher nicht ins Wörterbuch aufgenommen werden
spelling-no-thread = Die Rechtschreibung wird nicht geprüft: Der Prüf-Thread konnte nicht gestartet werden ({ $detail })

## Empfängervorschläge beim Tippen (src/contacts)
contacts-offers = { $count ->
        [one] { $count } Vorschlag
       *[other] { $count } Vorschläge
    }
contacts-forget = Diese Adresse vergessen
contacts-forget-hover = Diese Adresse vergessen ({ $shortcut })
contacts-source-sent = { $count ->
        [one] einmal angeschrieben
       *[other] { $count }-mal angeschrieben
    }
contacts-source-book = aus dem Adressbuch „{ $book }“
contacts-no-data-dir = Es wurde kein Datenverzeichnis gefunden, in dem Empfänger gespeichert werden können (ist HOME gesetzt?)
contacts-io = { $path } kann nicht verwendet werden: { $detail }
contacts-unreadable = { $path } ist keine Empfängerliste, die dieses Programm lesen kann ({ $detail }); die Datei bleibt unverändert, und bis sie entfernt wird, werden keine Empfänger gespeichert
contacts-evolution = Die Adressbücher von Evolution (GNOME Kontakte) können nicht gelesen werden: { $detail }

## Die Warteschlange: für später aufbewahrte Nachrichten (Später senden, Senden, sobald online)
## und die Benachrichtigungen, was aus ihnen wurde, nachdem das Fenster geschlossen war.
queue-not-found = In der Warteschlange gibt es nichts mit der ID { $id }: mailto-preview queue zeigt, was wartet
queue-busy = { $id } wird gerade von einer anderen Instanz von Mailto Preview gesendet: Sehen Sie gleich mit mailto-preview queue nach
queue-entry = Der Eintrag { $path } einer Nachricht in der Warteschlange kann nicht gelesen werden ({ $detail }): Die Nachricht selbst liegt noch daneben
queue-sent-title = Gesendet an { $recipients }
queue-sent-body = „{ $subject }“ wurde zur geplanten Zeit gesendet.
queue-not-sent-title = Nicht gesendet an { $recipients }
queue-refused-body = „{ $subject }“ wurde abgelehnt: { $error }. Die Nachricht wird aufbewahrt: Beheben Sie, was der Server meldet, und senden Sie sie dann mit mailto-preview queue --send-now { $id }, oder holen Sie sie mit --cancel { $id } zurück.
queue-uncertain-body = Die Verbindung brach ab, während „{ $subject }“ gesendet wurde; die Nachricht ist also vielleicht angekommen. Sie wird aufbewahrt und nicht von selbst erneut gesendet: Senden Sie sie mit mailto-preview queue --send-now { $id }, falls sie nicht angekommen ist.
queue-interrupted-body = Mailto Preview wurde beendet, während „{ $subject }“ gesendet wurde; die Nachricht ist also vielleicht angekommen. Sie wird aufbewahrt und nicht von selbst erneut gesendet: Senden Sie sie mit mailto-preview queue --send-now { $id }, falls sie nicht angekommen ist.
queue-gave-up-body = „{ $subject }“ konnte einen Tag lang nicht gesendet werden: { $error }. Die Nachricht wird aufbewahrt: Senden Sie sie mit mailto-preview queue --send-now { $id }, sobald Sie wieder online sind.

## OpenPGP: Unterschreiben und Verschlüsseln mit den eigenen GnuPG-Schlüsseln der Person.

# Was die genaue Nachricht an den Stellen zeigt, die GnuPG beim Senden ausfüllt.
openpgp-pending-micalg = { "[" }das Hash-Verfahren, mit dem GnuPG unterschreibt, etwa pgp-sha256]
openpgp-pending-signature = { "[" }die Unterschrift, die GnuPG beim Senden mit Ihrem Schlüssel erstellt]
openpgp-pending-encrypted = { "[" }Text und Dateien der Nachricht, beim Senden von GnuPG unterschrieben und verschlüsselt]
openpgp-pending-autocrypt = { "[" }Ihr öffentlicher Schlüssel, beim Senden aus GnuPG]
openpgp-not-a-fingerprint = „{ $text }“ ist kein Fingerabdruck eines Schlüssels: Geben Sie die 40 Hexadezimalziffern an, die gpg --list-secret-keys anzeigt
openpgp-missing = GnuPG ist nicht installiert (es wurde kein Programm { $program } gefunden), daher kann nichts unterschrieben oder verschlüsselt werden. Installieren Sie GnuPG, oder schalten Sie „Unterschreiben“ für diese Nachricht aus
openpgp-not-run = { $program } konnte nicht ausgeführt werden: { $detail }
openpgp-cancelled = Das Unterschreiben wurde abgebrochen, daher wurde nichts gesendet
openpgp-bad-passphrase = GnuPG hat die Passphrase nicht angenommen, daher wurde nichts gesendet
openpgp-no-pinentry = GnuPG konnte Sie nicht nach Ihrer Passphrase fragen (hier lässt sich kein pinentry-Programm öffnen), daher wurde nichts gesendet
openpgp-no-secret-key = Ihr GnuPG hat keinen geheimen Schlüssel { $key }, der unterschreiben kann. Prüfen Sie openpgp.key für dieses Konto, oder importieren Sie den Schlüssel in GnuPG
openpgp-recipient-refused = GnuPG verschlüsselt nicht für { $key }: { $reason }
openpgp-failed = GnuPG hat die Nachricht nicht unterschrieben oder verschlüsselt ({ $detail }), daher wurde nichts gesendet
openpgp-key-not-found = Es wurde kein Schlüssel gefunden
openpgp-key-revoked = Der Schlüssel wurde widerrufen
openpgp-key-expired = Der Schlüssel ist abgelaufen
openpgp-key-wrong-usage = Der Schlüssel kann hierfür nicht verwendet werden
openpgp-key-not-trusted = Der Schlüssel ist nicht vertrauenswürdig
openpgp-key-disabled = Der Schlüssel ist deaktiviert
openpgp-key-unusable = Der Schlüssel kann nicht verwendet werden
step-signing = Nachricht wird mit Ihrem Schlüssel unterschrieben
step-passphrase = Warten auf Ihre Passphrase in der Abfrage von GnuPG
step-held = Kurze Wartezeit, damit Sie das Senden noch rückgängig machen können
step-while-signing = beim Unterschreiben
step-while-passphrase = beim Warten auf Ihre Passphrase
openpgp-key-usable = Der Schlüssel kann verwendet werden
openpgp-key-not-certified = Niemand, dem Sie vertrauen, hat bestätigt, dass der Schlüssel zu dieser Adresse gehört
openpgp-sign = Unterschreiben
openpgp-sign-hover = Mit Ihrem Schlüssel { $key } unterschreiben, damit die Empfänger prüfen können, dass die Nachricht von Ihnen stammt und unverändert ist
openpgp-encrypt = Verschlüsseln
openpgp-encrypt-hover = Für den Schlüssel jedes Empfängers und für Ihren eigenen verschlüsseln: Nur Sie und die Empfänger können Text und Dateien lesen
openpgp-cannot-encrypt = Zum Verschlüsseln ist für jeden Empfänger ein verwendbarer Schlüssel nötig:
openpgp-headers-readable = Betreff, Adressen und Datum bleiben für die Mailserver lesbar: Nur der Text und die Dateien werden verschlüsselt.
openpgp-unsigned-because = Diese Nachricht wird ohne Unterschrift gesendet: { $reason }
openpgp-no-signer = Ihr GnuPG hat keinen geheimen Schlüssel { $key }, der unterschreiben kann, daher wird diese Nachricht ohne Unterschrift gesendet. Prüfen Sie openpgp.key für dieses Konto.
openpgp-recipient-lacks = { $address }: { $reason }
openpgp-key-of = Schlüssel { $key }, „{ $user }“
openpgp-use-key = Diesen Schlüssel verwenden
openpgp-use-key-hover = Für { $address } ab jetzt mit diesem Schlüssel verschlüsseln, obwohl niemand, dem Sie vertrauen, bestätigt hat, dass er dieser Person gehört
openpgp-find-key = Schlüssel suchen
openpgp-find-key-hover = { $domain } über das Internet nach dem Schlüssel von { $address } fragen (Web Key Directory)
openpgp-found = Der Schlüssel { $key } für { $address } wurde gefunden und zu Ihren GnuPG-Schlüsseln hinzugefügt.
openpgp-not-found = Für { $address } wurde kein Schlüssel gefunden.
openpgp-accept-failed = Der Schlüssel konnte nicht gespeichert werden: { $error }
openpgp-gnupg-missing = GnuPG ist nicht installiert, daher wird diese Nachricht ohne Unterschrift gesendet. Installieren Sie GnuPG, um mit Ihrem Schlüssel { $key } zu unterschreiben.
step-while-held = beim Warten vor dem Absenden
openpgp-signer-refused = GnuPG unterschreibt nicht mit Ihrem Schlüssel { $key }: { $reason }. Es wurde nichts gesendet
blocker-cannot-encrypt = „Verschlüsseln“ ist eingeschaltet, aber nicht jeder Empfänger hat einen verwendbaren Schlüssel: schalten Sie „Verschlüsseln“ aus, oder entfernen Sie diese Empfänger
openpgp-signer-cannot-encrypt = Ihr Schlüssel { $key } hat keinen Teil, der verschlüsseln kann, daher können Nachrichten nicht verschlüsselt werden (sie werden auch für Sie verschlüsselt, damit Sie sie in Ihrem Gesendet-Ordner lesen können).
