## Mailto Preview: Italian (it).
## Machine-assisted translation by the Mailto Preview developers; to be reviewed by native speakers.

## La finestra

window-heading = Un collegamento vuole inviare un'email
window-title = Inviare un'email a { $recipient }?
window-title-more = Inviare un'email a { $recipient } e { $more ->
        [one] a un'altra persona
       *[other] ad altre { $more } persone
    }?
window-title-none = Inviare un'email?
window-title-unusable = Collegamento email inutilizzabile
window-waiting = In attesa del collegamento email dal sistema...
window-next-link = Apertura del prossimo collegamento email...
unusable-heading = Questo collegamento email non può essere usato

from-label = Da:
from-account = { $name } <{ $address }> tramite { $server }
from-account-handoff = { $address } in { $server }
from-account-goa = { $name } <{ $address }> (Account online di GNOME)
from-looking = Ricerca degli account su questo desktop...
from-choose = Scegli il mittente...
from-you = tu
from-hover = L'account che invia questo messaggio
from-plaintext = Attenzione: questo account invia senza cifratura
from-unchecked-certificate = Attenzione: il certificato del server non viene verificato, come previsto per questo account in Account online: chiunque tra te e il server potrebbe leggere o modificare il messaggio
config-broken = La configurazione non è utilizzabile: { $error }

field-to = A
field-cc = Cc
field-bcc = Ccn
field-subject = Oggetto
field-body = Testo ({ $lines ->
        [one] { $lines } riga
       *[other] { $lines } righe
    })
field-recipients-hint = name@example.org, ...
field-warning = Attenzione: { $message }
field-changed = Modificato rispetto al collegamento: { $message }

ignored-heading = Parti del collegamento ignorate ({ $count })
ignored-nothing = Niente: il collegamento imposta solo campi che un collegamento può impostare.
original-link = Collegamento originale
copy-link = Copia collegamento
exact-message = Messaggio esatto
handoff-receives = Cosa riceve { $target }
settings-heading = Impostazioni
settings-resident = Avvia con la mia sessione e resta in background, così i collegamenti si aprono subito
settings-resident-hover = Installa una voce di avvio che lancia Mailto Preview senza finestra; occupa circa 30 MiB mentre attende

## I pulsanti

action-send = Invia
action-retry = Riprova
action-open-in = Apri in { $target }
action-open-in-menu = Apri in...
action-cancel = Annulla
action-save-draft = Salva bozza
action-copy-text = Copia come testo
action-send-hover = Invia ora questo messaggio ({ $shortcut })
action-handoff-hover = Consegna ora questo messaggio ({ $shortcut })
action-cancel-hover = Chiudi senza inviare ({ $shortcut })
action-save-hover = Conservalo nella cartella delle bozze ({ $shortcut })
open-in-hover = Consegna questo messaggio, così com'è qui, a una webmail o a un altro programma di posta
open-in-webmail = Nel browser
open-in-programs = In un programma di posta
open-in-none = (nessuno installato)
unavailable = Non disponibile: { $reason }
blocker-no-account = configura prima un account
blocker-no-recipient = aggiungi un destinatario
blocker-invalid-address = correggi prima l'indirizzo non valido
blocker-unfinished-address = completa prima l'indirizzo che stai scrivendo
blocker-choose-sender = scegli chi invia il messaggio (Da)
blocker-busy = il messaggio è in corso di invio
blocker-just-opened = un attimo...
handoff-note = Nota: { $note }
section-open = aperto
section-closed = chiuso

## I tasti, come li indicano le tastiere in questa lingua

key-ctrl = Ctrl
key-enter = Invio
key-esc = Esc
key-s = S
key-a = A
key-z = Z
key-shift = Maiusc
key-delete = Canc
shortcut = { $modifier }+{ $key }

## Le finestre di dialogo

discard-title = Scartare le modifiche?
discard-question = Hai modificato questo messaggio. Chiudere senza inviarlo né salvarlo?
discard = Scarta
discard-save = Salva bozza e chiudi
discard-keep = Continua a modificare
handoff-title = Aprire in { $target }?
back = Indietro

## Cosa è successo (la riga di stato)

status-sending = Invio in corso: { $step }...
status-held = Il messaggio parte tra un attimo. Per fermarlo premi Annulla (Ctrl+Z o Esc).
status-undone = Non inviato: hai annullato l'invio. Il messaggio è qui com'era, pronto da modificare (una copia è nella cartella delle bozze).
hold-countdown = Invio tra { $seconds ->
        [one] { $seconds } s
       *[other] { $seconds } s
    }
action-undo = Annulla
action-send-later = Invia più tardi...
action-send-later-hover = Scegli quando inviarlo: fino ad allora il messaggio attende nella coda di invio, con una copia dei suoi file
later-in-an-hour = Tra un'ora
later-tomorrow = Domani alle { $time }
later-monday = Lunedì alle { $time }
later-choose = Scegli giorno e ora...
later-day = Giorno
later-hour = Ora
later-minute = Minuto
later-schedule = Programma l'invio
later-weekday = { $day ->
        [1] lunedì
        [2] martedì
        [3] mercoledì
        [4] giovedì
        [5] venerdì
        [6] sabato
       *[7] domenica
    }
later-month = { $month ->
        [1] gennaio
        [2] febbraio
        [3] marzo
        [4] aprile
        [5] maggio
        [6] giugno
        [7] luglio
        [8] agosto
        [9] settembre
        [10] ottobre
        [11] novembre
       *[12] dicembre
    }
later-date = { $weekday } { $day } { $month } { $year }
later-date-time = { $date } alle { $time }
later-goes = Verrà inviato { $when }.
later-skipped = Quella notte l'orologio va avanti di un'ora, quindi le { $asked } non esistono: verrà inviato alle { $time }.
later-repeated = Quella notte l'orologio torna indietro di un'ora, quindi le { $time } capitano due volte: verrà inviato la prima volta.
later-past = quell'ora è già passata: scegline una successiva
later-lost = l'inserimento del messaggio nella coda si è interrotto senza dire com'è finito: controlla mailto-preview queue
status-scheduling = Inserimento del messaggio nella coda...
status-scheduled = Invio programmato per { $when }. Il messaggio e una copia dei suoi file ({ $size }) attendono nella coda; puoi chiudere questa finestra.
status-scheduled-no-timer = Invio programmato per { $when } ({ $size } conservati nella coda). Su questo sistema niente può avviare Mailto Preview a quell'ora, quindi il messaggio partirà in orario solo se Mailto Preview è in esecuzione, altrimenti al prossimo avvio di Mailto Preview senza un collegamento.
status-not-scheduled = Non programmato: { $error }
status-taking-back = Rimozione del messaggio dalla coda...
status-not-taken-back = Il messaggio resta nella coda: { $error }
status-taken-back = Il messaggio è stato tolto dalla coda ed è qui, pronto da modificare (una copia è nella cartella delle bozze).
action-take-back = Modifica di nuovo
action-take-back-hover = Toglie il messaggio dalla coda e lo riporta in questa finestra
action-close = Chiudi
action-send-when-online = Invia appena online
action-send-when-online-hover = Tiene il messaggio nella coda e lo invia da solo non appena questo computer torna online
status-waiting-online = In attesa della rete: il messaggio partirà da solo non appena questo computer tornerà online ({ $size } conservati nella coda). Puoi chiudere questa finestra.
action-undo-hover = Annulla l'invio: non viene inviato nulla e il messaggio torna qui com'era, pronto da modificare ({ $shortcut })
status-sent = Inviato a { $count ->
        [one] { $count } destinatario
       *[other] { $count } destinatari
    }
status-sent-and = { $sent }; { $filing }
status-filing = Archiviazione della copia nella cartella Posta inviata...
status-filed = Ora la copia è in { $folder }.
status-not-filed = Non ancora nella cartella Posta inviata: { $error }. La copia attende; il messaggio non viene inviato di nuovo.
status-saving-to-server = Salvato come { $path }; salvataggio nella cartella delle bozze della tua casella di posta...
status-saved-to-server = Salvato come { $path } e in { $folder } nella tua casella di posta
status-not-saved-to-server = Salvato come { $path }, ma non nella cartella delle bozze della tua casella di posta: { $error }
status-not-sent = Non inviato: { $error }
status-not-sent-saved = Non inviato: { $error }. Il messaggio è salvato come { $path }.
status-no-store = Non c'è dove conservare la bozza (nessuna cartella dati); non inviato.
status-stopped-waiting = Attesa del server interrotta. Se il server aveva già accettato il messaggio, potrebbe ancora essere recapitato; altrimenti il messaggio è nella cartella delle bozze (mailto-preview drafts).
status-saved = Salvato come { $path }
status-not-saved = Non salvato: { $error }
status-copied = Messaggio copiato come testo
status-saving = Salvataggio della bozza...
attach-vanished = { $path } non c'è più; allegalo di nuovo o rimuovilo
attach-changed = { $path } è cambiato dopo che l'hai allegato; allegalo di nuovo per inviarlo com'è ora
attach-unreadable = Impossibile leggere { $path }: { $detail }
attach-reminder-words = allegato, allegata, allegati, allegate, in allegato, allego, alleghiamo, alleghi, allegando, allegherò, allegheremo, allegare, allegarti, allegarvi, allegarle, allegarlo, allegarla, allegarli, accluso, acclusa, acclusi, accluse, accludo, accludiamo
attach-reminder-not = allegare i denti, allega i denti, allegano i denti, allegato al decreto, allegato del decreto, allegato al regolamento, allegato del regolamento, allegato alla legge, allegato della legge
attach-button = Allega...
attach-button-hover = Scegli i file da inviare con il messaggio ({ $shortcut }); puoi anche trascinarli sulla finestra. Un collegamento non può mai allegare un file.
attach-total = { $count ->
        [one] { $count } file, { $size }
       *[other] { $count } file, { $size }
    }
attach-file = { $name } ({ $size }, { $kind })
attach-remove = Rimuovi
attach-remove-name = Rimuovi { $name }
attach-chooser-title = Allega file
attach-chooser-accept = Allega
attach-no-chooser = Nessun selettore di file ha risposto ({ $detail }): installa xdg-desktop-portal e il portale del tuo desktop, oppure scrivi qui sotto il percorso del file.
attach-chooser-failed = Il selettore di file non ha funzionato: { $detail }. Puoi scrivere qui sotto il percorso del file.
attach-path-label = File da allegare:
attach-path-button = Allega
attach-ask-question = Allegare { $path }?
attach-is-link = { $link } è un collegamento simbolico a questo file.
attach-ask-secret = Si trova in { $place }, dove si conservano chiavi, password e altri segreti. Allegalo solo se vuoi davvero inviarlo.
attach-ask-hidden = È un file nascosto: file del genere contengono spesso impostazioni o segreti. Allegalo solo se vuoi davvero inviarlo.
attach-ask-yes = Allegalo
attach-ask-no = Non allegare
attach-not-attached = Non allegato: { $path }: { $why }
attach-dismiss = OK
attach-refused-not-found = il file non esiste
attach-refused-folder = è una cartella (allega invece i file che contiene)
attach-refused-device = è un dispositivo, non un file
attach-refused-pipe = è una pipe o un socket, non un file
attach-refused-empty = è vuoto
attach-refused-unreadable = non si può leggere ({ $detail })
attach-from-link = Allega questo file: { $path }
attach-from-link-hover = Il collegamento chiedeva questo file. Viene allegato solo se fai clic qui, dopo gli stessi controlli di qualunque altro file che alleghi.
reminder-title = Nessun file allegato
reminder-question = Il messaggio parla di un allegato, ma non è allegato nessun file.
reminder-send-anyway = Continua senza file
size-bytes = { $count ->
        [one] { $count } byte
       *[other] { $count } byte
    }
size-kb = { $size } kB
size-mb = { $size } MB
size-gb = { $size } GB
number-decimal-separator = ,
status-handing-over = Apertura in { $target }...
status-body-on-clipboard = Aperto in { $target }. Il testo era troppo lungo da consegnare ed è negli appunti: incollalo lì, poi chiudi questa finestra.
status-not-handed-over-saved = Non consegnato: { $error }. Il messaggio è salvato come { $path }.
status-not-handed-over-unsaved = Non consegnato: { $error }. Non è stato possibile salvarlo ({ $why }): copialo come testo.
status-account-saved = Account salvato in { $path }
status-signed-in = Accesso eseguito. Premi Riprova per inviare il messaggio.
status-not-signed-in = Accesso non eseguito: { $error }
status-login-entry-on = Scritto { $path }: Mailto Preview si avvia in background all'accesso
status-login-entry-off = Rimosso { $path }: Mailto Preview non si avvia più all'accesso
status-login-entry-none = Mailto Preview non si avviava all'accesso; niente da rimuovere
status-not-changed = Non modificato: { $error }

step-password = recupero della password
step-resolving = ricerca del server
step-connecting = connessione al server
step-securing = protezione della connessione
step-logging-in = accesso
step-sending = invio del messaggio
step-filing = archiviazione di una copia nella cartella Posta inviata
step-while-password = durante il recupero della password
step-while-resolving = durante la ricerca del server
step-while-connecting = durante la connessione al server
step-while-securing = durante la protezione della connessione
step-while-logging-in = durante l'accesso
step-while-sending = durante l'invio del messaggio
step-while-filing = durante l'archiviazione di una copia nella cartella Posta inviata

## Accesso

sign-in-to = Accedi a { $issuer }
sign-in-to-hover = Apre la pagina di accesso nel browser
sign-in-on = Accedi a { $host } nel browser...
sign-in-opening = Apertura del browser...
stop = Interrompi

## Primo avvio: configurare un account

setup-intro = Nessun account è ancora configurato. Aggiungine uno qui; il messaggio qui sotto aspetta e non va perso.
setup-found-heading = Trovato su questo computer:
setup-use-found = { $address } ({ $program })
setup-use-found-hover = Compila il modulo con queste impostazioni di { $program }; scrivi la password, poi salva l'account
setup-email = Email
setup-name = Nome
setup-name-hint = Il tuo nome
setup-find = Trova il mio server
setup-find-hover = Cerca il server a partire dall'indirizzo: un elenco integrato di fornitori, poi le impostazioni del tuo dominio
setup-finding = Ricerca del server...
setup-ispdb = Chiedi anche al database di Thunderbird
setup-ispdb-hover = Comunica al server di Thunderbird a quale dominio appartiene il tuo indirizzo
setup-found = Trovato: { $host } porta { $port }, { $security } (da { $source }).
setup-found-mailbox = La tua casella di posta: { $host } porta { $port }, { $security }. Una copia di ciò che invii va nella sua cartella Posta inviata, a meno che non ce la metta già il tuo fornitore.
setup-sign-in-with = Accedi con:
setup-password = Password
setup-show = Mostra
setup-provider-account = Account { $provider }
setup-password-command = Comando della password
setup-app-password = Questo fornitore richiede una password per le app, non quella con cui accedi al suo sito.
setup-app-password-help = Come creare una password per le app
setup-open-yourself = { $error }: apri { $url } manualmente
setup-keyring = È conservata nel portachiavi di sistema, mai nel file di configurazione.
setup-no-client = Questa build di Mailto Preview non può accedere con { $provider } da sola (è stata compilata senza un ID client per { $provider }). In alternativa:
setup-use-app-password = Usa una password per le app
setup-add-in-online-accounts = Aggiungilo in Account online
setup-add-in-online-accounts-hover = Apre Impostazioni di GNOME nella sezione Account online. Una volta aggiunto lì l'account, questa finestra lo usa per inviare, senza bisogno di configurare nulla qui.
setup-token-command-instead = Oppure imposta un comando del token nel file di configurazione (vedi "Sign in with OAuth 2.0" nel README).
setup-own-client-none = Se hai registrato tu stesso Mailto Preview presso { $provider }, inserisci qui il suo ID client
setup-client-id = ID client
setup-own-client = Il tuo ID client per { $provider } (lascia vuoto per usare quello di questa build)
setup-client-secret = Segreto client
setup-client-secret-google = Google ne fornisce uno insieme all'ID client
setup-client-secret-other = solo se il fornitore ne ha dato uno
setup-sign-in-button = Accedi con { $provider }
setup-the-provider = il fornitore
setup-signed-in-short = Accesso eseguito.
setup-advanced = Avanzate: impostazioni del server e comando della password
setup-server = Server
setup-port = Porta
setup-username = Nome utente
setup-security = Sicurezza
setup-imap-server = Server della casella di posta (IMAP)
setup-imap-port = Porta della casella di posta
setup-security-none = Nessuna (solo questo computer)
setup-test = Prova la connessione
setup-test-hover = Accede senza inviare nulla
setup-save = Salva account
setup-or-handoff = Oppure continua a scrivere la posta dove lo fai già: questa finestra controlla ogni messaggio e poi lo consegna.
setup-webmail = Scrivo la posta nel browser:
setup-programs = Uso un altro programma di posta:
security-tls = TLS
security-starttls = STARTTLS
security-none = non cifrato

form-not-found = Nessun server trovato per { $email }: inseriscilo nelle impostazioni del server (le pagine di aiuto del fornitore lo indicano).
form-signed-in = Accesso eseguito. Salva l'account per poterlo usare per l'invio.
form-testing = Prova in corso...
form-saving = Salvataggio dell'account...
form-tested = Connesso{ $encrypted ->
        [yes] , con cifratura,
       *[no] { " " }(senza cifratura)
    } e autenticato; il server offre: { $offers }
form-bad-port = La porta deve essere un numero da 1 a 65535 (587 o 465 per la maggior parte dei fornitori).
form-quoted-command = Il comando della password viene diviso agli spazi e non accetta virgolette: per un argomento con spazi, scrivi password.command come elenco nel file di configurazione.
form-type-password = Digita prima la password.
form-sign-in-first = Prima accedi, poi salva.
form-sign-in-changed = L'indirizzo, il nome utente o l'ID client sono cambiati dopo l'accesso: accedi di nuovo, poi salva.
form-only-smtp = Si possono provare solo account SMTP.
form-bad-address = L'indirizzo email non è utilizzabile: { $why }.
form-keyring = { $error }. In Avanzate puoi indicare invece un comando della password.

## Cosa ha trovato il programma in un collegamento: correzioni e letture (mostrate accanto al campo)

finding-trimmed = { $count ->
        [one] rimosso { $count } carattere di spazio o di controllo attorno al collegamento
       *[other] rimossi { $count } caratteri di spazio o di controllo attorno al collegamento
    }
finding-fragment = ignorato "#{ $fragment }" dopo '#': un collegamento mailto non ha frammento, quindi non fa parte del messaggio
finding-url-slashes = rimosso "{ $slashes }" dopo "mailto:": un collegamento mailto non è un indirizzo web, l'indirizzo segue subito i due punti
finding-html-amp = letto "{ $given }" come "{ $name }": la pagina ha scritto il '&' tra i campi come "&amp;" una volta di troppo{ $times ->
        [1] {""}
       *[other] { " " }({ $times } volte)
    }
finding-form-plus = { $times ->
        [one] letto un '+'
       *[other] letti { $times } '+'
    } come spazio: il collegamento viene da un modulo web, che scrive lo spazio come '+' e il più come %2B
finding-form-body = il testo sono i campi di un modulo web, codificati per un server web; mostrati come una riga "nome=valore" per campo
finding-empty-hfield = ignorato un hfield vuoto (un '?' o '&' di troppo){ $times ->
        [1] {""}
       *[other] { " " }({ $times } volte)
    }
finding-hfield-ignored = ignorato "{ $hfield }": un hfield ha bisogno di un nome e di '=' per significare qualcosa{ $times ->
        [1] {""}
       *[other] { " " }({ $times } volte)
    }
finding-header-repeated = il collegamento indica { $name } { $count ->
        [one] una volta
       *[other] { $count } volte
    }; sono elencati tutti i valori
finding-encoded-separator = il collegamento nasconde un separatore: "{ $looks-like }" sembra un solo indirizzo, ma la sua ',' o il suo ';' codificato (%2C, %3B) lo trasforma in { $count ->
        [one] { $count } destinatario
       *[other] { $count } destinatari
    }: { $recipients }
finding-addresses-joined = il collegamento indica { $field } { $count ->
        [one] una volta
       *[other] { $count } volte
    }; si usano tutti i suoi indirizzi
finding-empty-value = ignorato un valore vuoto di { $field }{ $times ->
        [1] {""}
       *[other] { " " }({ $times } volte)
    }
finding-subjects = il collegamento aveva { $count ->
        [one] { $count } oggetto
       *[other] { $count } oggetti
    }; si usa l'ultimo
finding-bodies = il collegamento aveva { $count ->
        [one] { $count } valore del testo
       *[other] { $count } valori del testo
    }; sono uniti con interruzioni di riga
finding-invalid-address = "{ $address }" non è un indirizzo utilizzabile: { $problem }
finding-smtputf8 = { $address } ha una parte locale non ASCII: l'invio richiede un server con SMTPUTF8
finding-international-domain = il dominio { $domain } viene inviato come { $ascii }
finding-semicolons = gli indirizzi sono separati da ';' (un'abitudine di Outlook; il separatore standard è ','): letti come { $count ->
        [one] { $count } indirizzo
       *[other] { $count } indirizzi
    }
finding-empty-entries = { $count ->
        [one] l'elenco aveva { $count } voce vuota; è stata ignorata
       *[other] l'elenco aveva { $count } voci vuote; sono state ignorate
    }
finding-comment = ignorato il commento { $comment } in "{ $address }"
finding-name-controls = { $count ->
        [one] il nome visualizzato di { $address } conteneva { $count } carattere di controllo (per esempio un'interruzione di riga), mostrato come %HH
       *[other] il nome visualizzato di { $address } conteneva { $count } caratteri di controllo (interruzioni di riga comprese), mostrati come %HH
    }
finding-alt-address = il collegamento indica l'indirizzo di riserva { $alt } (un alt-address RFC 5335); non viene usato
finding-references-moved = References nomina il messaggio a cui questo risponde, { $parent }, ma non (solo) per ultimo; ora compare una volta, alla fine (RFC 5322 §3.6.4)
finding-references-added = References non termina con il messaggio a cui questo risponde; { $parent } è stato aggiunto alla fine (RFC 5322 §3.6.4)
finding-references-set = il collegamento indica In-Reply-To ma nessun References utilizzabile; References è impostato a { $parent } perché la risposta sia archiviata sotto il suo messaggio (RFC 5322 §3.6.4)
finding-in-reply-to-trimmed = In-Reply-To nomina { $count ->
        [one] { $count } messaggio
       *[other] { $count } messaggi
    }; si tiene solo il primo valido, { $first }: una risposta risponde a un messaggio
finding-invalid-percent = un '%' non seguito da due cifre esadecimali è stato tenuto come '%' letterale{ $times ->
        [1] {""}
       *[other] { " " }({ $times } volte)
    }
finding-invalid-utf8 = i byte decodificati che non sono UTF-8 sono mostrati come �{ $times ->
        [1] {""}
       *[other] { " " }({ $times } volte)
    }
finding-legacy-charset = il testo non è in UTF-8: è stato letto come { $charset }, la vecchia codifica in cui con ogni probabilità è scritto
finding-line-break = è stata rimossa un'interruzione di riga, perché questo campo ha una sola riga{ $times ->
        [1] {""}
       *[other] { " " }({ $times } volte)
    }
finding-control = un carattere di controllo è stato sostituito dalla sua forma visibile %HH{ $times ->
        [1] {""}
       *[other] { " " }({ $times } volte)
    }
finding-encoded-word = sono state decodificate parole codificate MIME (RFC 2047){ $times ->
        [1] {""}
       *[other] { " " }({ $times } volte)
    }
finding-encoded-word-invalid = un testo che sembra una parola codificata MIME non è stato decodificato ed è mostrato com'è scritto{ $times ->
        [1] {""}
       *[other] { " " }({ $times } volte)
    }

## Perché un indirizzo non è utilizzabile

address-one-only = deve essere esattamente un indirizzo
address-unclosed-angle = un '<' non ha il '>' corrispondente
address-text-after-angle = c'è del testo dopo il '>' di chiusura
address-bad-alt = un '<' dentro l'indirizzo non è un alt-address
address-hidden-character = contiene il carattere nascosto { $character }, che può farlo sembrare un altro indirizzo
address-unclosed-quote = a una parte locale tra virgolette manca la virgoletta di chiusura
address-no-at = non ha '@'
address-empty-local = la parte prima di '@' è vuota
address-empty-domain = il dominio dopo '@' è vuoto
address-local-too-long = la parte prima di '@' supera { $max ->
        [one] { $max } byte
       *[other] { $max } byte
    }
address-quoted-control = una parte locale tra virgolette contiene una tabulazione o un carattere di controllo
address-quoted-quote = un '"' dentro una parte locale tra virgolette va scritto come \"
address-dots = la parte prima di '@' ha un punto all'inizio o alla fine, o due punti di seguito
address-white-space = la parte prima di '@' contiene spazi (mettila tra virgolette o togli gli spazi)
address-needs-quoting = la parte prima di '@' contiene { $character }, che richiede le virgolette
address-unclosed-literal = al letterale di dominio manca la ']' di chiusura
address-bad-literal = il letterale di dominio contiene caratteri non ammessi
address-bad-domain = "{ $domain }" non è un nome di dominio valido (UTS 46: etichette di lettere, cifre e trattini, nessuna etichetta vuota, al massimo 63 byte per etichetta)
address-lettre-refuses = la libreria di posta lo rifiuta ({ $detail })

message-id-empty = è vuoto
message-id-form = "{ $id }" non è un ID di messaggio della forma <id@host>
message-id-no-at = "{ $id }" non ha '@'
message-id-invalid = "{ $id }" non è un ID di messaggio valido

## Perché un campo del collegamento non è stato usato

drop-originator = un collegamento non può scegliere da chi viene la posta né quando è stata scritta: questo programma imposta sempre da sé mittente, data e ID del messaggio (RFC 6068 §3)
drop-routing = un campo di instradamento o di traccia è impostato dai server di posta, mai da un collegamento (RFC 6068 §3)
drop-mime = il messaggio è sempre testo semplice UTF-8; un collegamento non può cambiarne la struttura MIME o la codifica (RFC 6068 §2, §3)
drop-attachment = un collegamento non può allegare file; non è stato letto nulla dal disco
drop-client-control = un'istruzione al programma di posta (come inviare subito, salvare una copia, la priorità o un testo HTML), che questo programma non accetta mai da un collegamento
drop-unknown = non è un campo che un collegamento possa impostare: i campi sconosciuti potrebbero aggiungere intestazioni che non vedresti (RFC 6068 §3, §4)
drop-malformed = il valore non è utilizzabile: { $why }
drop-repeated = il collegamento imposta questo campo più di una volta; si usa solo l'ultimo valore

## Avvisi e note sul messaggio

notice-hidden-recipient = { $count ->
        [one] il collegamento aggiunge un destinatario nascosto (Ccn) che gli altri destinatari non vedranno: { $names }
       *[other] il collegamento aggiunge { $count } destinatari nascosti (Ccn) che gli altri destinatari non vedranno: { $names }
    }
notice-many-recipients = il messaggio va a { $count ->
        [one] { $count } destinatario
       *[other] { $count } destinatari
    }
notice-invalid-address = non si può inviare a "{ $address }": { $problem }
notice-numeric-recipient = "{ $text }" è fatto solo di cifre, come una porta o un numero di telefono, non è un indirizzo
notice-display-name-address = il nome "{ $name }" sembra un indirizzo, ma la posta va a { $address }
notice-name-mixed-script = il nome "{ $name }" mescola sistemi di scrittura in "{ $word }", che somiglia a "{ $looks-like }" scritto in lettere latine: la posta va a { $address }
notice-local-part-address = l'indirizzo { $address } inizia con l'indirizzo { $shown }, ma la posta va al dominio { $domain }
notice-smtputf8 = { $address } ha una parte locale non ASCII: può essere inviato solo tramite un server con SMTPUTF8
notice-international-domain = { $address } viene inviato come { $ascii }
notice-label-symbols = l'etichetta di dominio "{ $label }" contiene caratteri non usati nei nomi: potrebbe imitare un altro dominio; la posta va a { $ascii }
notice-mixed-script = l'etichetta di dominio "{ $label }" mescola sistemi di scrittura: potrebbe imitare un altro dominio; la posta va a { $ascii }
notice-mixed-script-looks-like = l'etichetta di dominio "{ $label }" mescola sistemi di scrittura e somiglia a "{ $looks-like }" scritto in lettere latine: potrebbe imitare un altro dominio; la posta va a { $ascii }
notice-confusable-domain = l'etichetta di dominio "{ $label }" è scritta in un altro sistema di scrittura e somiglia a "{ $looks-like }" scritto in lettere latine: la posta va a { $ascii }, non a quel dominio
notice-top-domain = il dominio { $domain } somiglia a { $top }, ma è un altro dominio: la posta va a { $ascii }
domain-known-button = Conosco questo dominio
domain-known-hover = Scrivi davvero a { $domain }: qui e nelle prossime finestre non verrà più segnalato che somiglia a un altro dominio, e i suoi indirizzi verranno di nuovo proposti
notice-local-symbols = la parte prima di '@' di { $address } contiene segni che non sono lettere e somiglia a "{ $looks-like }": la posta va a un'altra casella di posta
notice-local-mixed-script = la parte prima di '@' di { $address } mescola sistemi di scrittura: potrebbe imitare un altro indirizzo
notice-local-mixed-script-looks-like = la parte prima di '@' di { $address } mescola sistemi di scrittura e somiglia a "{ $looks-like }" scritto in lettere latine: la posta va a un'altra casella di posta
notice-local-confusable = la parte prima di '@' di { $address } somiglia a "{ $looks-like }" scritto in lettere latine, ma è scritta con altri caratteri: la posta va a un'altra casella di posta
notice-local-compatibility = la parte prima di '@' di { $address } è scritta con forme speciali delle lettere (a larghezza piena o matematiche, per esempio) e si legge "{ $looks-like }": la posta va a un'altra casella di posta
notice-idna-deviation = il dominio { $domain } contiene { $characters }, che i vecchi programmi (IDNA2003) leggono in modo diverso: invierebbero a { $other }; questo programma invia a { $ascii }
notice-bidi-control = contiene caratteri che invertono la direzione del testo, quindi ciò che leggi potrebbe non essere ciò che c'è scritto: { $text }
notice-direction-mark = contiene segni di direzione, che collocano punteggiatura e numeri accanto a testo da destra a sinistra: { $text }
notice-invisible = contiene caratteri invisibili: { $text }
notice-blank-lines = { $blank ->
        [one] { $blank } riga vuota spinge altro testo fino alla riga { $line }: scorri in basso per leggere tutto il testo
       *[other] { $blank } righe vuote spingono altro testo fino alla riga { $line }: scorri in basso per leggere tutto il testo
    }
notice-indent = { $spaces ->
        [one] la riga { $line } inizia con { $spaces } spazio, che spinge il suo testo fuori dalla vista
       *[other] la riga { $line } inizia con { $spaces } spazi, che spingono il suo testo fuori dalla vista
    }

## Perché un messaggio non può essere composto

message-no-recipients = il messaggio non ha destinatari: aggiungi un indirizzo in A, Cc o Ccn
message-no-sender = l'account "{ $account }" non ha un indirizzo email da cui inviare: aggiungi email = "..."
message-invalid-recipient = l'indirizzo { $field } "{ $address }" non è utilizzabile: { $problem }; correggilo prima di inviare
message-invalid-sender = il mittente "{ $sender }" non è utilizzabile: { $problem }; imposta l'email dell'account a un solo indirizzo come me@example.net
message-unsafe-header = il campo { $field } contiene un'interruzione di riga o un carattere di controllo che potrebbe aggiungere intestazioni nascoste; rimuovilo
message-build = non è stato possibile comporre il messaggio: { $detail }

## Perché un messaggio non è stato inviato

send-host-not-found = il server di posta { $host } non è stato trovato: controlla host nella configurazione e la connessione di rete
send-connection-refused = il server di posta { $host }:{ $port } ha rifiutato la connessione: controlla host, port e security nella configurazione
send-timed-out = il server di posta { $host } non ha risposto entro { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    } { $step }: riprova più tardi o aumenta timeout nella configurazione
send-tls = la connessione sicura con { $host } non è riuscita: { $detail }
send-no-starttls = il server di posta { $host } non offre STARTTLS, quindi la connessione non può essere cifrata: usa security = "tls" (di solito la porta 465) o chiedi al fornitore
send-auth-rejected = il server di posta ha rifiutato l'accesso di { $user } ({ $reply }): controlla il nome utente e l'origine della password nella configurazione
send-auth-unsupported = il server di posta { $host } non offre alcun metodo di accesso supportato da questo programma ({ $methods }); controlla host e security
send-sign-in-rejected = il server di posta { $host } non ha accettato l'accesso di { $user }: { $advice }
send-sign-in-rejected-reply = il server di posta { $host } non ha accettato l'accesso di { $user } ({ $reply }): { $advice }
send-advice-sign-in-again = accedi di nuovo ("Accedi" nella finestra, o `mailto-preview config sign-in`); se la risposta del server dice che l'accesso SMTP è disattivato, l'amministratore della casella deve attivare SMTP AUTH per essa
send-advice-fresh-token = accedi di nuovo (ottieni un token nuovo da oauth2.token-command); se la risposta del server dice che l'accesso SMTP è disattivato, l'amministratore della casella deve attivare SMTP AUTH per essa
send-recipient-rejected = il server di posta ha rifiutato il destinatario { $address } ({ $reply }): correggi l'indirizzo e invia di nuovo
send-sender-rejected = il server di posta ha rifiutato il mittente { $address } ({ $reply }): l'email dell'account deve essere un indirizzo da cui questo accesso può inviare
send-message-rejected = il server di posta ha rifiutato il messaggio ({ $reply })
send-temporarily-unavailable = il server di posta ora non può accettare il messaggio ({ $reply }): è salvato; riprova più tardi
send-no-smtputf8 = il server di posta { $host } non supporta SMTPUTF8, di cui l'indirizzo { $address } ha bisogno: usa un indirizzo ASCII o un altro server
send-connection = la connessione con { $host } si è interrotta { $step } ({ $detail }): il messaggio potrebbe non essere stato recapitato; è salvato, riprova
send-hands-over = l'account "{ $account }" non invia da sé, consegna i messaggi a { $target }: scegli un account con un server o usa Apri in
send-no-account = l'account "{ $account }" non è più nella configurazione: aggiungilo di nuovo, oppure riprendi il messaggio con mailto-preview queue --cancel e invialo da un altro account
send-sendmail = { $program } non è riuscito: { $detail }
send-envelope = l'indirizzo { $address } non può essere usato nella busta: { $detail }
deliver-not-saved = non è stato possibile salvare il messaggio prima dell'invio, quindi non è stato inviato: { $error }
deliver-not-sent = { $error } (il messaggio è salvato come { $path })
deliver-undone = hai annullato l'invio prima che partisse qualcosa; il messaggio è salvato come { $path }
deliver-interrupted = l'invio si è fermato in modo imprevisto, quindi non si sa se il server ha il messaggio; è salvato come { $path }: controlla la cartella Posta inviata prima di inviarlo di nuovo

## La copia nella cartella Posta inviata della casella di posta (IMAP)

filing-filed = e una copia è in { $folder }
filing-by-provider = il tuo fornitore conserva la copia in Posta inviata
filing-failed = ma la copia non è stata archiviata nella cartella Posta inviata: { $error }. Il messaggio non è stato inviato due volte; la copia attende e viene archiviata quando premi Riprova l'archiviazione o dopo il prossimo messaggio che invii con questo account
filing-retry = Riprova l'archiviazione
filing-retry-hover = Archivia la copia nella cartella Posta inviata; il messaggio non viene inviato di nuovo
filing-unreadable = la copia in attesa di archiviazione non può essere letta: { $detail }
filing-no-account = l'account "{ $account }" che l'ha inviata non è nella configurazione, o non ha una tabella [imap]: aggiungilo di nuovo, o elimina la copia dalla cartella delle copie non archiviate
file-no-mailbox = l'account "{ $account }" non ha una casella di posta: aggiungi una tabella [accounts.{ $account }.imap] con il suo server (host)
file-host-not-found = il server della casella di posta { $host } non è stato trovato: controlla imap.host nella configurazione e la connessione di rete
file-connection-refused = il server della casella di posta { $host }:{ $port } ha rifiutato la connessione: controlla imap.host, imap.port e imap.security nella configurazione
file-timed-out = il server della casella di posta { $host } non ha risposto entro { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    }: riprova più tardi o aumenta timeout nella configurazione
file-tls = la connessione sicura con il server della casella di posta { $host } non è riuscita: { $detail }
file-no-starttls = il server della casella di posta { $host } ha rifiutato STARTTLS, quindi la connessione non può essere cifrata: usa imap.security = "tls" (di solito la porta 993)
file-no-login = il server della casella di posta { $host } richiede un accesso e l'account non ne ha: imposta username e un'origine della password (o imap.username e imap.password)
file-login-rejected = il server della casella di posta ha rifiutato l'accesso di { $user } ({ $reply }): controlla nome utente e password (imap.username e imap.password se la casella di posta ha i propri)
file-sign-in-rejected = il server della casella di posta { $host } non ha accettato l'accesso di { $user } ({ $reply }): accedi di nuovo (`mailto-preview config sign-in`); per Outlook.com e Microsoft 365 l'accesso deve includere l'autorizzazione IMAP (README, "Sent mail in your mailbox")
file-no-sent-folder = la casella di posta su { $host } non contrassegna nessuna cartella come Posta inviata e non ne ha nessuna con i nomi consueti: indicala con imap.{ $key } nella configurazione (le sue cartelle: { $seen })
file-no-drafts-folder = la casella di posta su { $host } non contrassegna nessuna cartella come Bozze e non ne ha nessuna con i nomi consueti: indicala con imap.{ $key } nella configurazione (le sue cartelle: { $seen })
file-no-such-folder = la cartella "{ $name }" indicata da imap.{ $key } non è nella casella di posta su { $host }: correggila nella configurazione (le sue cartelle: { $seen })
file-refused = il server della casella di posta non ha memorizzato il messaggio in { $folder }
file-refused-reply = il server della casella di posta non ha memorizzato il messaggio in { $folder } ({ $reply })
file-too-much = il server della casella di posta { $host } ha inviato molto più di quanto serva a una casella di posta: la connessione è stata interrotta
file-connection = la connessione con il server della casella di posta { $host } si è interrotta ({ $detail })

## Perché un collegamento non può essere aperto

parse-not-mailto = questo non è un collegamento mailto: (inizia con "{ $given }"); si possono aprire solo collegamenti che iniziano con "mailto:"
parse-too-long = il collegamento è lungo { $length ->
        [one] { $length } byte
       *[other] { $length } byte
    }, oltre il limite di { $cap ->
        [one] { $cap } byte
       *[other] { $cap } byte
    } (2 MiB) che i browser trasmettono; non è stato aperto
policy-too-many-recipients = il collegamento chiede di inviare a { $found ->
        [one] { $found } destinatario
       *[other] { $found } destinatari
    }, più { $cap ->
        [one] dell'{ $cap } che un collegamento può indicare
       *[other] dei { $cap } che un collegamento può indicare
    }; non è stato aperto
policy-line-too-long = il campo { $field } del collegamento è lungo { $found ->
        [one] { $found } carattere
       *[other] { $found } caratteri
    }, più { $cap ->
        [one] dell'{ $cap } che un collegamento può impostare
       *[other] dei { $cap } che un collegamento può impostare
    }; non è stato aperto
policy-body-too-large = il testo del collegamento è di { $found ->
        [one] { $found } byte
       *[other] { $found } byte
    }, più { $cap ->
        [one] di { $cap } byte
       *[other] dei { $cap } byte
    } (1 MiB) che un collegamento può impostare; non è stato aperto
policy-too-many-fields = il collegamento ha { $found ->
        [one] { $found } campo di intestazione
       *[other] { $found } campi di intestazione
    }, più { $cap ->
        [one] dell'{ $cap } che un collegamento può avere
       *[other] dei { $cap } che un collegamento può avere
    }; non è stato aperto

## Password, portachiavi e accesso

what-password-command = comando della password
what-token-command = comando del token
password-not-run = impossibile eseguire il { $what } `{ $command }`: { $detail }; controlla { $key } nella configurazione
password-failed = il { $what } `{ $command }` non è riuscito ({ $status }){ $stderr }; eseguilo in un terminale per vedere perché
password-timed-out = il { $what } `{ $command }` non è terminato entro { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    }; è stato fermato
password-empty = il { $what } `{ $command }` non ha stampato nulla nella prima riga
password-env-missing = la variabile d'ambiente { $var } non è impostata: impostala prima di avviare o usa un'altra origine della password
goa-gone = l'account { $account } non si trova più in Account online di GNOME: aggiungilo di nuovo in Impostazioni → Account online o scegli un altro mittente
goa-sign-in-again = accedi di nuovo a { $account } in Impostazioni → Account online, poi premi Riprova ({ $detail })
goa-bus = il servizio Account online di GNOME non ha risposto: { $detail }
goa-unsupported = Account online di GNOME è disponibile solo sui desktop Linux
goa-settings-not-opened = Impossibile aprire Impostazioni di GNOME ({ $error }). Apri tu Impostazioni → Account online; questa finestra troverà l'account non appena sarà lì.
goa-open-settings = Apri Account online
goa-open-settings-hover = Apre Impostazioni di GNOME nella sezione Account online, dove puoi accedere di nuovo; poi premi Riprova
keyring-unavailable = nessun portachiavi di sistema raggiungibile ({ $detail }): avvia GNOME Keyring o KWallet e sbloccalo, oppure conserva la password altrove (un comando della password o una variabile d'ambiente)
keyring-no-password = il portachiavi di sistema non contiene una password per "{ $user }" (servizio "{ $service }"): salvala con `mailto-preview config password` o configura di nuovo l'account nella finestra
keyring-no-sign-in = il portachiavi di sistema non contiene un accesso per "{ $user }" (servizio "{ $service }"): accedi con `mailto-preview config sign-in` o configura di nuovo l'account nella finestra
keyring-failed = il portachiavi di sistema ha rifiutato: { $detail }
sign-in-not-yet = non hai ancora effettuato l'accesso a { $issuer } come { $user } su questo computer: scegli "Accedi" nella finestra o esegui `mailto-preview config sign-in`
sign-in-expired = l'accesso a { $issuer } per { $user } è scaduto o è stato revocato: accedi di nuovo
sign-in-refused = { $issuer } ha rifiutato l'accesso: { $error }
sign-in-denied = l'accesso non è stato completato nel browser ({ $error }): accedi di nuovo per riprovare
sign-in-unreachable = impossibile raggiungere il server di accesso { $host }: { $detail }; controlla la connessione e riprova
sign-in-browser-timed-out = nessuna risposta dal browser entro { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minuti
    }: accedi di nuovo
sign-in-code-expired = il codice non è stato inserito in tempo: accedi di nuovo per riceverne uno nuovo
sign-in-cancelled = l'accesso è stato annullato
sign-in-listener = impossibile attendere la risposta del browser su 127.0.0.1 ({ $detail }): verifica che nulla su questo computer blocchi le connessioni locali; per un account Microsoft, `mailto-preview config sign-in --code` permette invece di accedere da un altro dispositivo
sign-in-settings = { $detail }
sign-in-no-device-flow = { $issuer } non offre per la posta l'accesso con un codice su un altro dispositivo: accedi nel browser
discover-not-an-address = "{ $text }" non è un indirizzo email: indicane uno come me@example.org
discover-cancelled = la ricerca è stata annullata

## Bozze sul disco e consegna

store-no-data-dir = impossibile trovare una cartella dati per le bozze (HOME è impostata?)
store-io = impossibile usare { $path }: { $detail }
store-saved-link = { $path } è un collegamento conservato dopo una consegna non partita, non un messaggio: riaprilo con `mailto-preview - < { $path }`
store-envelope = { $path } non ha accanto una busta leggibile ({ $detail }); non può essere inviato così com'è
open-with-unknown = "{ $id }" non è né una webmail (gmail, outlook, office365, yahoo, proton) né un programma di posta installato: `mailto-preview open-with --list` mostra cosa è disponibile
open-with-no-recipient = il messaggio non ha destinatari: aggiungine uno prima di consegnarlo
open-with-invalid-address = l'indirizzo "{ $address }" non è valido: correggilo prima di consegnare il messaggio
open-with-encode = il messaggio non può essere scritto come collegamento: { $detail }
open-with-bad-entry = la voce desktop di { $program } non può essere eseguita: { $detail }
launch-start = impossibile avviare { $program } ({ $detail }): è installato?
launch-failed = { $program } si è fermato subito con { $status }: il messaggio non è stato consegnato
launch-portal = il portale del desktop non è riuscito ad aprire la pagina ({ $detail })
launch-unsupported = aprire una pagina web non è supportato su questo sistema
launch-files = non è stato possibile scrivere il file allegato per il programma in { $path }: { $detail }
handoff-no-keywords = Il campo Keywords non viene consegnato a { $target }: i programmi di posta non lo prendono da un collegamento.
handoff-too-long-program = Il messaggio è troppo lungo per darlo a { $target } in un solo pezzo ({ $length ->
        [one] { $length } carattere
       *[other] { $length } caratteri
    }; il sistema ne accetta { $max ->
        [one] { $max }
       *[other] { $max }
    }), quindi il testo non c'è: incollalo nel messaggio lì.
handoff-no-bcc = { $target } non prende il Ccn da un collegamento: aggiungi lì { $bcc } in Ccn prima di inviare.
handoff-no-files = { $target } non può ricevere file in questo modo: { $count ->
        [one] allegalo
       *[other] allegali
    } lì ({ $files }).
handoff-open-folder = Apri la cartella
handoff-too-long-webmail = Il messaggio è troppo lungo per il collegamento di composizione di { $target } ({ $length ->
        [one] { $length } carattere
       *[other] { $length } caratteri
    }; ne accetta circa { $max ->
        [one] { $max }
       *[other] { $max }
    }), quindi il testo non c'è: incollalo nel messaggio lì.
handoff-plus-becomes-space = Si è visto { $target } trasformare un "+" di un indirizzo in uno spazio: controlla lì i destinatari prima di inviare.
handoff-no-threading = { $target } non può prendere In-Reply-To o References da un collegamento: il messaggio non sarà raggruppato come risposta.

## Registrarsi come gestore della posta, e avviarsi all'accesso

desktop-no-home = la cartella home non è nota: imposta HOME
desktop-own-path = impossibile trovare il percorso del programma stesso ({ $detail }); avvialo con il percorso completo
desktop-unwritable-path = il percorso del programma { $path } non può essere scritto in una voce desktop (non è UTF-8 o contiene un carattere di controllo); sposta il programma in un percorso semplice
desktop-io = impossibile usare { $path }: { $detail }
desktop-system = { $detail }
desktop-unsupported = la registrazione di un gestore della posta non è supportata su questo sistema
handoff-lost = la consegna si è fermata in modo imprevisto
unavailable-unusable = il collegamento è inutilizzabile
unavailable-no-account = configura un account per vedere il messaggio esatto
save-no-store = non c'è una cartella dati per le bozze

## Dove è stato trovato un server

source-providers = la tabella integrata dei fornitori
source-autoconfig = il server di autoconfigurazione del dominio
source-well-known = il server web del dominio (well-known autoconfig)
source-mx = lo scambiatore di posta del dominio (MX)
source-srv = i record SRV del dominio
source-ispdb = l'ISPDB di Thunderbird
discover-other-domain = la posta per { $domain } viene inviata tramite { $host }

## Provider notes
provider-note-gmail = Google accetta una password per le app (con la verifica in due passaggi attiva) o l'accesso con Google; la tua password normale non funziona.
provider-note-outlook = Outlook.com accetta solo l'accesso con Microsoft (OAuth 2.0): le password hanno smesso di funzionare a settembre 2024.
provider-note-office365 = Microsoft 365 richiede che l'amministratore consenta l'invio SMTP per la tua casella; le password smettono di funzionare per impostazione predefinita a fine dicembre 2026, l'accesso con Microsoft continua a funzionare.
provider-note-app-password = { $provider } richiede una password per le app per i programmi di posta; la tua password normale non funziona.
provider-note-app-specific-password = { $provider } richiede una password specifica per le app (con l'autenticazione a due fattori attiva).
provider-note-zoho = Con l'autenticazione a due fattori attiva, Zoho richiede una password specifica per le app; il dominio proprio di un'organizzazione usa { $host }.
provider-note-proton-bridge = Proton Mail Bridge deve essere in esecuzione su questo computer: usa la password mostrata da Bridge e considera attendibile il suo certificato (tls-ca = il certificato esportato da Bridge).
provider-note-proton-smtp = Solo per un indirizzo sul tuo dominio con un token SMTP dalle impostazioni di Proton; la posta inviata così non è cifrata end-to-end.
provider-note-switch-on-access = Attiva prima l'accesso POP3/IMAP nelle impostazioni di { $provider }.
provider-note-yandex = Yandex richiede una password per le app, e che i programmi di posta siano attivati in Impostazioni, Client di posta.

## Attached files: exact sizes and the limits of servers

size-bytes-exact = { $count ->
        [one] { $shown } byte
       *[other] { $shown } byte
    }
message-attachment-elided = { "[" }{ $name }: { $size }; { $encoded } in base64]
too-big = il messaggio occupa { $size }; { $server } accetta al massimo { $limit }
send-too-big-reply = il messaggio occupa { $size }, più di quanto accetti { $server } ({ $reply })
file-too-big = il messaggio occupa { $size } e { $host } conserva in { $folder } messaggi fino a { $limit }
filing-too-big = ma la copia non è stata archiviata nella cartella Posta inviata: { $error }
provider-refuses-type = { $provider } non trasporta file come { $name } (blocca questo tipo per sicurezza), quindi il messaggio tornerebbe indietro: invia il file in un altro modo

## Come invia un account

server-smtp = { $host }:{ $port } ({ $security })
server-no-encryption = senza cifratura
server-sendmail = { $program } (sendmail locale)
server-desktop = Account online di GNOME
server-handoff = { $target } (consegnato, invii da lì)

## Ortografia (src/spelling): menu e avvisi del correttore
spelling-add = Aggiungi al dizionario
spelling-ignore = Ignora
spelling-no-suggestions = Nessun suggerimento
spelling-misspelt = Errore di ortografia: { $word }
spelling-automatic = Ortografia: lingua del testo
spelling-language = Ortografia: { $language }
spelling-off = Ortografia: disattivata
spelling-no-dictionary = Non è installato alcun dizionario ortografico per la lingua "{ $language }", quindi il testo in questa lingua non viene controllato. Installandone uno, verrà controllato (su Debian e Ubuntu: { $package }).
spelling-unreadable = impossibile leggere il dizionario ortografico { $path }: { $detail }
spelling-encoding = impossibile leggere il dizionario ortografico { $path }: è codificato in { $encoding }; una sua versione UTF-8 può essere letta
spelling-personal-list = impossibile aggiungere la parola al tuo dizionario personale { $path }: { $detail }
spelling-not-a-word = "{ $word }" non è una singola parola, quindi non può essere aggiunta al dizionario
spelling-no-thread = l'ortografia non viene controllata: impossibile avviare il suo thread ({ $detail })

## Destinatari proposti durante la digitazione (src/contacts)
contacts-offers = { $count ->
        [one] { $count } suggerimento
       *[other] { $count } suggerimenti
    }
contacts-forget = Dimentica questo indirizzo
contacts-forget-hover = Dimentica questo indirizzo ({ $shortcut })
contacts-source-sent = { $count ->
        [one] scritto una volta
       *[other] scritto { $count } volte
    }
contacts-source-book = dalla rubrica "{ $book }"
contacts-no-data-dir = impossibile trovare una cartella dati in cui ricordare i destinatari (HOME è impostata?)
contacts-io = impossibile usare { $path }: { $detail }
contacts-unreadable = { $path } non è un elenco di destinatari che questo programma sappia leggere ({ $detail }); è stato lasciato com'è e nessun destinatario viene ricordato finché non viene spostato
contacts-evolution = impossibile leggere le rubriche di Evolution (Contatti di GNOME): { $detail }

## La coda: messaggi conservati per dopo (Invia più tardi, Invia quando sei online), e le notifiche
## che dicono che fine hanno fatto dopo la chiusura della finestra.
queue-not-found = nella coda non c'è niente con l'id { $id }: mailto-preview queue elenca ciò che attende
queue-busy = un'altra istanza di Mailto Preview sta inviando { $id } proprio ora: controlla mailto-preview queue tra poco
queue-entry = impossibile leggere la scheda { $path } di un messaggio in coda ({ $detail }): il messaggio è ancora lì accanto
queue-sent-title = Inviato a { $recipients }
queue-sent-body = "{ $subject }" è partito all'ora prevista.
queue-not-sent-title = Non inviato a { $recipients }
queue-refused-body = "{ $subject }" è stato rifiutato: { $error }. Il messaggio viene conservato: correggi ciò che segnala il server, poi invialo con mailto-preview queue --send-now { $id }, oppure ritiralo con --cancel { $id }.
queue-uncertain-body = La connessione si è interrotta durante l'invio di "{ $subject }", quindi potrebbe essere arrivato. Il messaggio viene conservato e non verrà reinviato da solo: invialo con mailto-preview queue --send-now { $id } se non è arrivato.
queue-interrupted-body = Mailto Preview si è fermato durante l'invio di "{ $subject }", quindi potrebbe essere arrivato. Il messaggio viene conservato e non verrà reinviato da solo: invialo con mailto-preview queue --send-now { $id } se non è arrivato.
queue-gave-up-body = Per un giorno intero non è stato possibile inviare "{ $subject }": { $error }. Il messaggio viene conservato: invialo con mailto-preview queue --send-now { $id } quando sarai di nuovo online.

## OpenPGP: firmare e cifrare con le proprie chiavi GnuPG.

# Ciò che il messaggio esatto mostra dove andrà quello che GnuPG produce al momento dell'invio.
openpgp-pending-micalg = { "[" }l'algoritmo di hash con cui firma GnuPG, ad esempio pgp-sha256]
openpgp-pending-signature = { "[" }la firma che GnuPG crea con la tua chiave all'invio]
openpgp-pending-encrypted = { "[" }il testo e i file del messaggio, firmati e cifrati da GnuPG all'invio]
openpgp-pending-autocrypt = { "[" }la tua chiave pubblica, presa da GnuPG all'invio]
openpgp-not-a-fingerprint = "{ $text }" non è l'impronta di una chiave: scrivi le 40 cifre esadecimali mostrate da gpg --list-secret-keys
openpgp-missing = GnuPG non è installato (non è stato trovato nessun programma { $program }), quindi non si può firmare né cifrare nulla. Installa GnuPG oppure disattiva Firma per questo messaggio
openpgp-not-run = impossibile eseguire { $program }: { $detail }
openpgp-cancelled = La firma è stata annullata, quindi non è stato inviato nulla
openpgp-bad-passphrase = GnuPG non ha accettato la passphrase, quindi non è stato inviato nulla
openpgp-no-pinentry = GnuPG non ha potuto chiederti la passphrase (qui non si può aprire nessun programma pinentry), quindi non è stato inviato nulla
openpgp-no-secret-key = Il tuo GnuPG non ha nessuna chiave segreta { $key } in grado di firmare. Controlla openpgp.key per questo account, oppure importa la chiave in GnuPG
openpgp-recipient-refused = GnuPG non cifra per { $key }: { $reason }
openpgp-failed = GnuPG non ha firmato né cifrato il messaggio ({ $detail }), quindi non è stato inviato nulla
openpgp-key-not-found = non è stata trovata nessuna chiave
openpgp-key-revoked = la chiave è stata revocata
openpgp-key-expired = la chiave è scaduta
openpgp-key-wrong-usage = la chiave non può essere usata per questo
openpgp-key-not-trusted = la chiave non è considerata attendibile
openpgp-key-disabled = la chiave è disattivata
openpgp-key-unusable = la chiave non è utilizzabile
step-signing = firma con la tua chiave
step-passphrase = attesa della passphrase nella finestra di GnuPG
step-held = breve attesa prima della partenza, per permetterti di annullare
step-while-signing = durante la firma
step-while-passphrase = durante l'attesa della passphrase
openpgp-key-usable = la chiave è utilizzabile
openpgp-key-not-certified = nessuna persona di cui ti fidi ha confermato che la chiave appartiene a questo indirizzo
openpgp-sign = Firma
openpgp-sign-hover = Firma con la tua chiave { $key }, così i destinatari possono verificare che il messaggio viene da te e non è stato modificato
openpgp-encrypt = Cifra
openpgp-encrypt-hover = Cifra con la chiave di ogni destinatario e con la tua: solo tu e loro potrete leggere il testo e i file
openpgp-cannot-encrypt = Per cifrare serve una chiave utilizzabile per ogni destinatario:
openpgp-headers-readable = L'oggetto, gli indirizzi e la data restano leggibili dai server di posta: vengono cifrati solo il testo e i file.
openpgp-unsigned-because = Questo messaggio partirà senza firma: { $reason }
openpgp-no-signer = Il tuo GnuPG non ha nessuna chiave segreta { $key } in grado di firmare, quindi questo messaggio partirà senza firma. Controlla openpgp.key per questo account.
openpgp-recipient-lacks = { $address }: { $reason }
openpgp-key-of = chiave { $key }, "{ $user }"
openpgp-use-key = Usa questa chiave
openpgp-use-key-hover = D'ora in poi cifra con questa chiave per { $address }, anche se nessuna persona di cui ti fidi ha confermato che è sua
openpgp-find-key = Cerca una chiave
openpgp-find-key-hover = Chiedi via internet a { $domain } la chiave di { $address } (Web Key Directory)
openpgp-found = La chiave { $key } di { $address } è stata trovata e aggiunta alle tue chiavi GnuPG.
openpgp-not-found = Non è stata trovata nessuna chiave per { $address }.
openpgp-accept-failed = Impossibile memorizzare la chiave: { $error }
openpgp-gnupg-missing = GnuPG non è installato, quindi questo messaggio partirà senza firma. Installa GnuPG per firmare con la tua chiave { $key }.
step-while-held = durante l'attesa prima della partenza
openpgp-signer-refused = GnuPG non firma con la tua chiave { $key }: { $reason }. Non è stato inviato nulla
blocker-cannot-encrypt = Cifra è attivo, ma non tutti i destinatari hanno una chiave utilizzabile: disattiva Cifra oppure rimuovi quei destinatari
openpgp-signer-cannot-encrypt = La tua chiave { $key } non ha nessuna parte in grado di cifrare, quindi i messaggi non possono essere cifrati (vengono cifrati anche per te, così puoi leggerli in Posta inviata).
