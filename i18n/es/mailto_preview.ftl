## Mailto Preview: Spanish (es).
## Machine-assisted translation by the Mailto Preview developers; to be reviewed by native speakers.

## La ventana

window-heading = Un enlace quiere enviar un correo electrónico
window-title = ¿Enviar un correo a { $recipient }?
window-title-more = ¿Enviar un correo a { $recipient } y { $more ->
        [one] 1 persona más
       *[other] { $more } personas más
    }?
window-title-none = ¿Enviar un correo?
window-title-unusable = Enlace de correo inutilizable
window-waiting = Esperando el enlace de correo del sistema...
window-next-link = Abriendo el siguiente enlace de correo...
unusable-heading = Este enlace de correo no se puede usar

from-label = De:
from-account = { $name } <{ $address }> mediante { $server }
from-account-handoff = { $address } en { $server }
from-account-goa = { $name } <{ $address }> (Cuentas en línea de GNOME)
from-looking = Buscando cuentas en este escritorio...
from-choose = Elegir el remitente...
from-you = usted
from-hover = La cuenta que envía este mensaje
from-plaintext = Advertencia: esta cuenta envía sin cifrado
from-unchecked-certificate = Advertencia: no se comprueba el certificado del servidor, como indica la configuración de esta cuenta en Cuentas en línea: cualquiera entre usted y el servidor podría leer o cambiar el mensaje
config-broken = La configuración no se puede usar: { $error }

field-to = Para
field-cc = Cc
field-bcc = Cco
field-subject = Asunto
field-body = Cuerpo ({ $lines ->
        [one] { $lines } línea
       *[other] { $lines } líneas
    })
field-recipients-hint = name@example.org, ...
field-warning = Advertencia: { $message }
field-changed = Cambiado respecto al enlace: { $message }

ignored-heading = Partes del enlace ignoradas ({ $count })
ignored-nothing = Nada: el enlace solo establece campos que un enlace puede establecer.
original-link = Enlace original
copy-link = Copiar enlace
exact-message = Mensaje exacto
handoff-receives = Lo que recibe { $target }
settings-heading = Configuración
settings-resident = Iniciar con mi sesión y quedarse en segundo plano, para que los enlaces se abran al instante
settings-resident-hover = Instala una entrada de inicio que arranca Mailto Preview sin ventana; ocupa unos 30 MiB mientras espera

## Los botones

action-send = Enviar
action-retry = Reintentar
action-open-in = Abrir en { $target }
action-open-in-menu = Abrir en...
action-cancel = Cancelar
action-save-draft = Guardar borrador
action-copy-text = Copiar como texto
action-send-hover = Enviar este mensaje ahora ({ $shortcut })
action-handoff-hover = Entregar este mensaje ahora ({ $shortcut })
action-cancel-hover = Cerrar sin enviar ({ $shortcut })
action-save-hover = Guardarlo en la carpeta de borradores ({ $shortcut })
open-in-hover = Entregar este mensaje, tal como está aquí, a un correo web u otro programa de correo
open-in-webmail = En su navegador web
open-in-programs = En un programa de correo
open-in-none = (ninguno instalado)
unavailable = No disponible: { $reason }
blocker-no-account = configure primero una cuenta
blocker-no-recipient = añada un destinatario
blocker-invalid-address = corrija primero la dirección no válida
blocker-unfinished-address = termine primero la dirección que está escribiendo
blocker-choose-sender = elija quién envía el mensaje (De)
blocker-busy = el mensaje está en camino
blocker-just-opened = un momento...
handoff-note = Nota: { $note }
section-open = abierto
section-closed = cerrado

## Las teclas, como las rotulan los teclados en este idioma

key-ctrl = Ctrl
key-enter = Intro
key-esc = Esc
key-s = S
key-a = A
key-z = Z
key-shift = Mayús
key-delete = Supr
shortcut = { $modifier }+{ $key }

## Los diálogos

discard-title = ¿Descartar los cambios?
discard-question = Ha editado este mensaje. ¿Cerrar sin enviarlo ni guardarlo?
discard = Descartar
discard-save = Guardar borrador y cerrar
discard-keep = Seguir editando
handoff-title = ¿Abrir en { $target }?
back = Atrás

## Lo que ocurrió (la línea de estado)

status-sending = Enviando: { $step }...
status-held = El mensaje se enviará en un momento. Pulse Deshacer (Ctrl+Z o Esc) para anular el envío.
status-undone = No enviado: anuló el envío. El mensaje sigue aquí tal como estaba, listo para editarlo (hay una copia en la carpeta de borradores).
hold-countdown = Se envía en { $seconds ->
        [one] { $seconds } s
       *[other] { $seconds } s
    }
action-undo = Deshacer
action-send-later = Enviar más tarde...
action-send-later-hover = Elija cuándo se envía: hasta entonces, el mensaje espera en la cola de envío con una copia de sus archivos
later-in-an-hour = Dentro de una hora
later-tomorrow = Mañana a las { $time }
later-monday = El lunes a las { $time }
later-choose = Elegir día y hora...
later-day = Día
later-hour = Hora
later-minute = Minuto
later-schedule = Programar el envío
later-weekday = { $day ->
        [1] lunes
        [2] martes
        [3] miércoles
        [4] jueves
        [5] viernes
        [6] sábado
       *[7] domingo
    }
later-month = { $month ->
        [1] enero
        [2] febrero
        [3] marzo
        [4] abril
        [5] mayo
        [6] junio
        [7] julio
        [8] agosto
        [9] septiembre
        [10] octubre
        [11] noviembre
       *[12] diciembre
    }
later-date = { $weekday }, { $day } de { $month } de { $year }
later-date-time = { $date } a las { $time }
later-goes = Se enviará el { $when }.
later-skipped = Esa noche se adelantan los relojes, así que la hora { $asked } no existe: se enviará a las { $time }.
later-repeated = Esa noche se atrasan los relojes, así que la hora { $time } se da dos veces: se enviará la primera vez.
later-past = esa hora ya pasó: elija una posterior
later-lost = el paso del mensaje a la cola se detuvo sin informar del resultado: consulte mailto-preview queue
status-scheduling = Poniendo el mensaje en la cola...
status-scheduled = Programado para el { $when }. El mensaje y una copia de sus archivos ({ $size }) esperan en la cola; puede cerrar esta ventana.
status-scheduled-no-timer = Programado para el { $when } ({ $size } guardados en la cola). Nada en este sistema puede iniciar Mailto Preview a esa hora, así que solo se enviará a tiempo si Mailto Preview está en marcha; si no, la próxima vez que Mailto Preview se inicie sin un enlace.
status-not-scheduled = No programado: { $error }
status-taking-back = Sacando el mensaje de la cola...
status-not-taken-back = El mensaje sigue en la cola: { $error }
status-taken-back = El mensaje salió de la cola y está aquí, listo para editarlo (hay una copia en la carpeta de borradores).
action-take-back = Volver a editarlo
action-take-back-hover = Saca el mensaje de la cola y lo devuelve a esta ventana
action-close = Cerrar
action-send-when-online = Enviar cuando haya conexión
action-send-when-online-hover = Deja el mensaje en la cola y lo envía automáticamente en cuanto este equipo vuelva a estar conectado
status-waiting-online = Esperando la conexión: el mensaje se enviará automáticamente en cuanto este equipo vuelva a estar conectado ({ $size } guardados en la cola). Puede cerrar esta ventana.
action-undo-hover = Anula el envío: no se envía nada y el mensaje vuelve a estar aquí tal como estaba, listo para editarlo ({ $shortcut })
status-sent = Enviado a { $count ->
        [one] { $count } destinatario
       *[other] { $count } destinatarios
    }
status-sent-and = { $sent }; { $filing }
status-filing = Archivando la copia en su carpeta Enviados...
status-filed = La copia ya está en { $folder }.
status-not-filed = Todavía no está en su carpeta Enviados: { $error }. La copia espera; el mensaje no se vuelve a enviar.
status-saving-to-server = Guardado como { $path }; guardándolo en la carpeta de borradores de su buzón...
status-saved-to-server = Guardado como { $path } y en { $folder } de su buzón
status-not-saved-to-server = Guardado como { $path }, pero no en la carpeta de borradores de su buzón: { $error }
status-not-sent = No enviado: { $error }
status-not-sent-saved = No enviado: { $error }. El mensaje está guardado como { $path }.
status-no-store = No hay dónde guardar el borrador (no hay carpeta de datos); no se envió.
status-stopped-waiting = Se dejó de esperar al servidor. Si ya había aceptado el mensaje, aún puede entregarse; si no, el mensaje está en la carpeta de borradores (mailto-preview drafts).
status-saved = Guardado como { $path }
status-not-saved = No guardado: { $error }
status-copied = Se copió el mensaje como texto
status-saving = Guardando el borrador...
attach-vanished = { $path } ya no está; adjúntelo de nuevo o quítelo
attach-changed = { $path } cambió después de adjuntarlo; adjúntelo de nuevo para enviarlo tal como está ahora
attach-unreadable = No se puede leer { $path }: { $detail }
attach-reminder-words = adjunto, adjunta, adjuntos, adjuntas, adjuntar, adjuntarte, adjuntarle, adjuntarles, adjuntarlo, adjuntarla, adjuntarlos, adjuntarlas, adjuntado, adjuntada, adjuntados, adjuntadas, adjunté, adjuntaste, adjuntó, adjuntamos, adjuntaron, adjunte, adjunten, adjuntando, adjuntaré, adjuntaremos, archivo adjunto, te anexo, le anexo, les anexo, te anexamos, le anexamos, les anexamos, anexo el, anexo la, anexo los, anexo las, archivo anexo, archivos anexos, documento anexo, documentos anexos, como anexo, en anexo, anexo al correo, anexo a este correo, anexado, anexada, anexados, anexadas, anexar el archivo, anexar los archivos, anexar el documento, anexar los documentos, anexar un archivo, olvidé anexar
attach-reminder-not = director adjunto, directora adjunta, directores adjuntos, directoras adjuntas, profesor adjunto, profesora adjunta, profesores adjuntos, profesoras adjuntas, jefe adjunto, jefa adjunta, secretario adjunto, secretaria adjunta, gerente adjunto, gerente adjunta, médico adjunto, médica adjunta, médicos adjuntos, editor adjunto, editora adjunta, fiscal adjunto, fiscal adjunta, consejero adjunto, consejera adjunta, defensor adjunto, defensora adjunta, coordinador adjunto, coordinadora adjunta, delegado adjunto, delegada adjunta, adjunto a la dirección, adjunta a la dirección, adjunto a dirección, adjunta a dirección, adjunto al director, adjunta al director, adjunto del director, adjunta del director, adjunto de la directora, adjunta de la directora, matriz adjunta, complemento adjunto, el anexo el, el anexo la, el anexo los, el anexo las, del anexo el, del anexo la, del anexo los, del anexo las, territorio anexado, territorios anexados, región anexada, península anexada, anexada por rusia, anexado por rusia
attach-button = Adjuntar...
attach-button-hover = Elija archivos para enviar con el mensaje ({ $shortcut }); también puede soltarlos sobre la ventana. Un enlace nunca puede adjuntar un archivo.
attach-total = { $count ->
        [one] { $count } archivo, { $size }
       *[other] { $count } archivos, { $size }
    }
attach-file = { $name } ({ $size }, { $kind })
attach-remove = Quitar
attach-remove-name = Quitar { $name }
attach-chooser-title = Adjuntar archivos
attach-chooser-accept = Adjuntar
attach-no-chooser = Ningún selector de archivos respondió ({ $detail }): instale xdg-desktop-portal y el portal de su escritorio, o escriba abajo la ruta del archivo.
attach-chooser-failed = El selector de archivos no funcionó: { $detail }. Puede escribir abajo la ruta del archivo.
attach-path-label = Archivo que adjuntar:
attach-path-button = Adjuntar
attach-ask-question = ¿Adjuntar { $path }?
attach-is-link = { $link } es un enlace simbólico a este archivo.
attach-ask-secret = Está en { $place }, donde se guardan claves, contraseñas y otros secretos. Adjúntelo solo si de verdad quiere enviarlo.
attach-ask-hidden = Es un archivo oculto: estos archivos suelen contener ajustes o secretos. Adjúntelo solo si de verdad quiere enviarlo.
attach-ask-yes = Adjuntarlo
attach-ask-no = No adjuntar
attach-not-attached = No se adjuntó: { $path }: { $why }
attach-dismiss = Aceptar
attach-refused-not-found = no existe ese archivo
attach-refused-folder = es una carpeta (adjunte en su lugar los archivos que contiene)
attach-refused-device = es un dispositivo, no un archivo
attach-refused-pipe = es una tubería o un socket, no un archivo
attach-refused-empty = está vacío
attach-refused-unreadable = no se puede leer ({ $detail })
attach-from-link = Adjuntar este archivo: { $path }
attach-from-link-hover = El enlace pedía este archivo. Solo se adjunta si hace clic aquí, y tras las mismas comprobaciones que cualquier archivo que adjunte usted.
reminder-title = No hay ningún archivo adjunto
reminder-question = El mensaje menciona un archivo adjunto, pero no lleva ninguno.
reminder-send-anyway = Continuar sin archivo
size-bytes = { $count ->
        [one] { $count } byte
       *[other] { $count } bytes
    }
size-kb = { $size } kB
size-mb = { $size } MB
size-gb = { $size } GB
number-decimal-separator = ,
status-handing-over = Abriendo en { $target }...
status-body-on-clipboard = Abierto en { $target }. El cuerpo era demasiado largo para entregarlo y está en el portapapeles: péguelo allí y luego cierre esta ventana.
status-not-handed-over-saved = No entregado: { $error }. El mensaje está guardado como { $path }.
status-not-handed-over-unsaved = No entregado: { $error }. No se pudo guardar ({ $why }): cópielo como texto.
status-account-saved = Se guardó la cuenta en { $path }
status-signed-in = Sesión iniciada. Pulse Reintentar para enviar el mensaje.
status-not-signed-in = Sin iniciar sesión: { $error }
status-login-entry-on = Se escribió { $path }: Mailto Preview se inicia en segundo plano al iniciar sesión
status-login-entry-off = Se eliminó { $path }: Mailto Preview ya no se inicia al iniciar sesión
status-login-entry-none = Mailto Preview no se iniciaba al iniciar sesión; no hay nada que eliminar
status-not-changed = Sin cambios: { $error }

step-password = obteniendo la contraseña
step-resolving = buscando el servidor
step-connecting = conectando con el servidor
step-securing = asegurando la conexión
step-logging-in = iniciando sesión
step-sending = enviando el mensaje
step-filing = archivando una copia en su carpeta Enviados
step-while-password = al obtener la contraseña
step-while-resolving = al buscar el servidor
step-while-connecting = al conectar con el servidor
step-while-securing = al asegurar la conexión
step-while-logging-in = al iniciar sesión
step-while-sending = al enviar el mensaje
step-while-filing = al archivar una copia en su carpeta Enviados

## Iniciar sesión

sign-in-to = Iniciar sesión en { $issuer }
sign-in-to-hover = Abre la página de inicio de sesión en su navegador
sign-in-on = Inicie sesión en { $host } en su navegador...
sign-in-opening = Abriendo su navegador...
stop = Detener

## Primer uso: configurar una cuenta

setup-intro = Todavía no hay ninguna cuenta configurada. Añada una aquí; el mensaje de abajo espera y no se pierde.
setup-found-heading = Encontrado en este equipo:
setup-use-found = { $address } ({ $program })
setup-use-found-hover = Rellena el formulario con esta configuración de { $program }; escriba la contraseña y guarde la cuenta
setup-email = Correo electrónico
setup-name = Nombre
setup-name-hint = Su nombre
setup-find = Buscar mi servidor
setup-find-hover = Busca el servidor a partir de la dirección: una lista integrada de proveedores y luego la configuración de su propio dominio
setup-finding = Buscando el servidor...
setup-ispdb = Preguntar también a la base de datos de Thunderbird
setup-ispdb-hover = Indica al servidor de Thunderbird a qué dominio pertenece su dirección
setup-found = Encontrado: { $host } puerto { $port }, { $security } (de { $source }).
setup-found-mailbox = Su buzón: { $host } puerto { $port }, { $security }. Una copia de lo que envía va a su carpeta Enviados, salvo que su proveedor la ponga allí él mismo.
setup-sign-in-with = Iniciar sesión con:
setup-password = Contraseña
setup-show = Mostrar
setup-provider-account = Cuenta de { $provider }
setup-password-command = Orden de contraseña
setup-app-password = Este proveedor necesita una contraseña de aplicación, no la que usa para entrar en su sitio web.
setup-app-password-help = Cómo crear una contraseña de aplicación
setup-open-yourself = { $error }: abra { $url } por su cuenta
setup-keyring = Se guarda en el depósito de claves del sistema, nunca en el archivo de configuración.
setup-no-client = Esta versión de Mailto Preview no puede iniciar sesión con { $provider } por sí sola (se compiló sin un ID de cliente para { $provider }). En su lugar:
setup-use-app-password = Usar una contraseña de aplicación
setup-add-in-online-accounts = Añadirla en Cuentas en línea
setup-add-in-online-accounts-hover = Abre Configuración de GNOME en Cuentas en línea. Una vez que haya añadido allí la cuenta, esta ventana la usará para enviar, sin que tenga que configurar nada aquí.
setup-token-command-instead = O configure una orden de token en el archivo de configuración (consulte «Sign in with OAuth 2.0» en el README).
setup-own-client-none = Si registró Mailto Preview en { $provider } por su cuenta, introduzca aquí el ID de cliente
setup-client-id = ID de cliente
setup-own-client = Su propio ID de cliente para { $provider } (déjelo vacío para usar el de esta compilación)
setup-client-secret = Secreto de cliente
setup-client-secret-google = Google da uno junto con el ID de cliente
setup-client-secret-other = solo si el proveedor le dio uno
setup-sign-in-button = Iniciar sesión con { $provider }
setup-the-provider = el proveedor
setup-signed-in-short = Sesión iniciada.
setup-advanced = Avanzado: configuración del servidor y orden de contraseña
setup-server = Servidor
setup-port = Puerto
setup-username = Nombre de usuario
setup-security = Seguridad
setup-imap-server = Servidor del buzón (IMAP)
setup-imap-port = Puerto del buzón
setup-security-none = Ninguna (solo este equipo)
setup-test = Probar la conexión
setup-test-hover = Inicia sesión sin enviar nada
setup-save = Guardar cuenta
setup-or-handoff = O siga escribiendo correo donde lo hace ahora: esta ventana revisa cada mensaje y luego lo entrega.
setup-webmail = Escribo correo en mi navegador:
setup-programs = Uso otro programa de correo:
security-tls = TLS
security-starttls = STARTTLS
security-none = sin cifrar

form-not-found = No se encontró ningún servidor para { $email }: introdúzcalo en la configuración del servidor (las páginas de ayuda de su proveedor lo indican).
form-signed-in = Sesión iniciada. Guarde la cuenta para enviar con ella.
form-testing = Probando...
form-saving = Guardando la cuenta...
form-tested = Conectado{ $encrypted ->
        [yes] , con cifrado,
       *[no] { " " }(sin cifrado)
    } y con sesión iniciada; el servidor ofrece: { $offers }
form-bad-port = El puerto debe ser un número del 1 al 65535 (587 o 465 en la mayoría de los proveedores).
form-quoted-command = La orden de contraseña se divide en los espacios y no admite comillas: para un argumento con espacios, escriba password.command como lista en el archivo de configuración.
form-type-password = Escriba primero la contraseña.
form-sign-in-first = Inicie sesión primero y luego guarde la cuenta.
form-sign-in-changed = La dirección, el nombre de usuario o el ID de cliente cambiaron desde que inició sesión: vuelva a iniciar sesión y luego guarde.
form-only-smtp = Solo se pueden probar cuentas SMTP.
form-bad-address = La dirección de correo no se puede usar: { $why }.
form-keyring = { $error }. En Avanzado puede indicar una orden de contraseña en su lugar.

## Lo que el programa encontró en un enlace: reparaciones y lecturas (junto al campo)

finding-trimmed = { $count ->
        [one] se quitó { $count } carácter de espacio o de control alrededor del enlace
       *[other] se quitaron { $count } caracteres de espacio o de control alrededor del enlace
    }
finding-fragment = se ignoró «#{ $fragment }» tras '#': un enlace mailto no tiene fragmento, así que no forma parte del mensaje
finding-url-slashes = se quitó «{ $slashes }» tras «mailto:»: un enlace mailto no es una dirección web, la dirección va justo después de los dos puntos
finding-html-amp = se leyó «{ $given }» como «{ $name }»: la página escribió el '&' entre campos como «&amp;» una vez de más{ $times ->
        [1] {""}
       *[other] { " " }({ $times } veces)
    }
finding-form-plus = se { $times ->
        [one] leyó un '+'
       *[other] leyeron { $times } '+'
    } como espacio: el enlace viene de un formulario web, que escribe el espacio como '+' y el signo más como %2B
finding-form-body = el cuerpo son los campos de un formulario web, codificados para un servidor web; se muestran como una línea «nombre=valor» por campo
finding-empty-hfield = se ignoró un hfield vacío (un '?' o '&' de más){ $times ->
        [1] {""}
       *[other] { " " }({ $times } veces)
    }
finding-hfield-ignored = se ignoró «{ $hfield }»: un hfield necesita un nombre y '=' para significar algo{ $times ->
        [1] {""}
       *[other] { " " }({ $times } veces)
    }
finding-header-repeated = el enlace da { $name } { $count ->
        [one] una vez
       *[other] { $count } veces
    }; se muestran todos los valores
finding-encoded-separator = el enlace oculta un separador: «{ $looks-like }» parece una sola dirección, pero su ',' o ';' codificado (%2C, %3B) lo convierte en { $count ->
        [one] { $count } destinatario
       *[other] { $count } destinatarios
    }: { $recipients }
finding-addresses-joined = el enlace da { $field } { $count ->
        [one] una vez
       *[other] { $count } veces
    }; se usan todas sus direcciones
finding-empty-value = se ignoró un valor vacío de { $field }{ $times ->
        [1] {""}
       *[other] { " " }({ $times } veces)
    }
finding-subjects = el enlace tenía { $count ->
        [one] { $count } asunto
       *[other] { $count } asuntos
    }; se usa el último
finding-bodies = el enlace tenía { $count ->
        [one] { $count } valor de cuerpo
       *[other] { $count } valores de cuerpo
    }; se unen con saltos de línea
finding-invalid-address = «{ $address }» no es una dirección utilizable: { $problem }
finding-smtputf8 = { $address } tiene una parte local no ASCII: enviarla requiere un servidor con SMTPUTF8
finding-international-domain = el dominio { $domain } se envía como { $ascii }
finding-semicolons = las direcciones están separadas por ';' (un hábito de Outlook; el separador estándar es ','): se leyeron como { $count ->
        [one] { $count } dirección
       *[other] { $count } direcciones
    }
finding-empty-entries = la lista tenía { $count ->
        [one] { $count } entrada vacía
       *[other] { $count } entradas vacías
    }; se ignoraron
finding-comment = se ignoró el comentario { $comment } en «{ $address }»
finding-name-controls = el nombre visible de { $address } tenía { $count ->
        [one] { $count } carácter de control
       *[other] { $count } caracteres de control
    } (saltos de línea incluidos), mostrados como %HH
finding-alt-address = el enlace da la dirección alternativa { $alt } (una alt-address de RFC 5335); no se usa
finding-references-moved = References nombra el mensaje al que este responde, { $parent }, pero no (solo) al final; ahora figura una vez, al final (RFC 5322 §3.6.4)
finding-references-added = References no termina con el mensaje al que este responde; se añadió { $parent } al final (RFC 5322 §3.6.4)
finding-references-set = el enlace da In-Reply-To pero ningún References utilizable; References se fija en { $parent } para que la respuesta quede archivada bajo su mensaje (RFC 5322 §3.6.4)
finding-in-reply-to-trimmed = In-Reply-To nombra { $count ->
        [one] { $count } mensaje
       *[other] { $count } mensajes
    }; solo se conserva el primero válido, { $first }: una respuesta contesta a un mensaje
finding-invalid-percent = un '%' no seguido de dos dígitos hexadecimales se conservó como '%' literal{ $times ->
        [1] {""}
       *[other] { " " }({ $times } veces)
    }
finding-invalid-utf8 = los bytes decodificados que no son UTF-8 se muestran como �{ $times ->
        [1] {""}
       *[other] { " " }({ $times } veces)
    }
finding-legacy-charset = el texto no está en UTF-8: se leyó como { $charset }, la codificación antigua en la que muy probablemente está escrito
finding-line-break = se quitó un salto de línea, porque este campo es de una sola línea{ $times ->
        [1] {""}
       *[other] { " " }({ $times } veces)
    }
finding-control = se sustituyó un carácter de control por su forma visible %HH{ $times ->
        [1] {""}
       *[other] { " " }({ $times } veces)
    }
finding-encoded-word = se decodificaron palabras codificadas MIME (RFC 2047){ $times ->
        [1] {""}
       *[other] { " " }({ $times } veces)
    }
finding-encoded-word-invalid = un texto que parece una palabra codificada MIME no se pudo decodificar y se muestra tal cual{ $times ->
        [1] {""}
       *[other] { " " }({ $times } veces)
    }

## Por qué no se puede usar una dirección

address-one-only = debe ser exactamente una dirección
address-unclosed-angle = un '<' no tiene su '>'
address-text-after-angle = hay texto después del '>' de cierre
address-bad-alt = un '<' dentro de la dirección no es una alt-address
address-hidden-character = contiene el carácter oculto { $character }, que puede hacer que parezca otra dirección
address-unclosed-quote = a una parte local entre comillas le falta la comilla de cierre
address-no-at = no tiene '@'
address-empty-local = la parte anterior a '@' está vacía
address-empty-domain = el dominio tras '@' está vacío
address-local-too-long = la parte anterior a '@' supera { $max ->
        [one] { $max } byte
       *[other] los { $max } bytes
    }
address-quoted-control = una parte local entre comillas contiene un tabulador o un carácter de control
address-quoted-quote = un '"' dentro de una parte local entre comillas debe escaparse como \"
address-dots = la parte anterior a '@' tiene un punto al principio o al final, o dos puntos seguidos
address-white-space = la parte anterior a '@' contiene espacios (póngala entre comillas o quítelos)
address-needs-quoting = la parte anterior a '@' contiene { $character }, que necesita comillas
address-unclosed-literal = al literal de dominio le falta el ']' de cierre
address-bad-literal = el literal de dominio contiene caracteres no permitidos
address-bad-domain = «{ $domain }» no es un nombre de dominio válido (UTS 46: etiquetas de letras, dígitos y guiones, sin etiquetas vacías, como mucho 63 bytes por etiqueta)
address-lettre-refuses = la biblioteca de correo la rechaza ({ $detail })

message-id-empty = está vacío
message-id-form = «{ $id }» no es un ID de mensaje de la forma <id@host>
message-id-no-at = «{ $id }» no tiene '@'
message-id-invalid = «{ $id }» no es un ID de mensaje válido

## Por qué no se usó un campo del enlace

drop-originator = un enlace no puede elegir de quién es el correo ni cuándo se escribió: este programa siempre pone por sí mismo el remitente, la fecha y el ID del mensaje (RFC 6068 §3)
drop-routing = los campos de enrutamiento y rastreo los ponen los servidores de correo, nunca un enlace (RFC 6068 §3)
drop-mime = el mensaje es siempre texto plano UTF-8; un enlace no puede cambiar su estructura MIME ni su codificación (RFC 6068 §2, §3)
drop-attachment = un enlace no puede adjuntar archivos; no se leyó nada del disco
drop-client-control = una instrucción al programa de correo (como enviar al momento, guardar una copia, prioridad o un cuerpo HTML) que este programa nunca acepta de un enlace
drop-unknown = no es un campo que un enlace pueda establecer: los campos desconocidos podrían añadir cabeceras que usted no vería (RFC 6068 §3, §4)
drop-malformed = el valor no se puede usar: { $why }
drop-repeated = el enlace establece este campo más de una vez; solo se usa el último valor

## Advertencias y notas sobre el mensaje

notice-hidden-recipient = { $count ->
        [one] el enlace añade un destinatario oculto (CCO) que los demás destinatarios no verán: { $names }
       *[other] el enlace añade { $count } destinatarios ocultos (CCO) que los demás destinatarios no verán: { $names }
    }
notice-many-recipients = el mensaje va a { $count ->
        [one] { $count } destinatario
       *[other] { $count } destinatarios
    }
notice-invalid-address = no se puede enviar a «{ $address }»: { $problem }
notice-numeric-recipient = «{ $text }» son solo dígitos, como un puerto o un número de teléfono, no una dirección
notice-display-name-address = el nombre «{ $name }» parece una dirección, pero el correo va a { $address }
notice-name-mixed-script = el nombre «{ $name }» mezcla sistemas de escritura en «{ $word }», que parece «{ $looks-like }» escrito en letras latinas: el correo va a { $address }
notice-local-part-address = la dirección { $address } empieza por la dirección { $shown }, pero el correo va al dominio { $domain }
notice-smtputf8 = { $address } tiene una parte local no ASCII: solo puede enviarse mediante un servidor con SMTPUTF8
notice-international-domain = { $address } se envía como { $ascii }
notice-label-symbols = la etiqueta de dominio «{ $label }» contiene caracteres que no se usan en nombres: puede imitar otro dominio; el correo va a { $ascii }
notice-mixed-script = la etiqueta de dominio «{ $label }» mezcla sistemas de escritura: puede imitar otro dominio; el correo va a { $ascii }
notice-mixed-script-looks-like = la etiqueta de dominio «{ $label }» mezcla sistemas de escritura y parece «{ $looks-like }» escrito en letras latinas: puede imitar otro dominio; el correo va a { $ascii }
notice-confusable-domain = la etiqueta de dominio «{ $label }» está escrita en otro sistema de escritura y parece «{ $looks-like }» escrito en letras latinas: el correo va a { $ascii }, no a ese dominio
notice-top-domain = el dominio { $domain } se parece a { $top }, pero es otro dominio: el correo va a { $ascii }
domain-known-button = Conozco este dominio
domain-known-hover = Usted escribe a { $domain }: dejar de advertir que se parece a otro dominio, aquí y en las próximas ventanas, y volver a sugerir sus direcciones
notice-local-symbols = la parte anterior a '@' de { $address } contiene signos que no son letras y se parece a «{ $looks-like }»: el correo va a otro buzón
notice-local-mixed-script = la parte anterior a '@' de { $address } mezcla sistemas de escritura: puede imitar otra dirección
notice-local-mixed-script-looks-like = la parte anterior a '@' de { $address } mezcla sistemas de escritura y se parece a «{ $looks-like }» escrito con letras latinas: el correo va a otro buzón
notice-local-confusable = la parte anterior a '@' de { $address } se parece a «{ $looks-like }» escrito con letras latinas, pero está escrita con otros caracteres: el correo va a otro buzón
notice-local-compatibility = la parte anterior a '@' de { $address } está escrita con formas especiales de letras (como las de ancho completo o las matemáticas) y se lee «{ $looks-like }»: el correo va a otro buzón
notice-idna-deviation = el dominio { $domain } contiene { $characters }, que el software antiguo (IDNA2003) lee de otra forma: enviaría a { $other }; este programa envía a { $ascii }
notice-bidi-control = contiene caracteres que invierten la dirección del texto, de modo que lo que lee puede no ser lo que dice: { $text }
notice-direction-mark = contiene marcas de dirección, que colocan puntuación y números junto a texto de derecha a izquierda: { $text }
notice-invisible = contiene caracteres invisibles: { $text }
notice-blank-lines = { $blank ->
        [one] { $blank } línea en blanco empuja más texto hasta la línea { $line }: desplácese hacia abajo para leer todo el cuerpo
       *[other] { $blank } líneas en blanco empujan más texto hasta la línea { $line }: desplácese hacia abajo para leer todo el cuerpo
    }
notice-indent = { $spaces ->
        [one] la línea { $line } empieza con { $spaces } espacio, que empuja su texto fuera de la vista
       *[other] la línea { $line } empieza con { $spaces } espacios, que empujan su texto fuera de la vista
    }

## Por qué no se puede construir un mensaje

message-no-recipients = el mensaje no tiene destinatarios: añada una dirección en Para, Cc o Cco
message-no-sender = la cuenta «{ $account }» no tiene dirección de correo desde la que enviar: añádale email = "..."
message-invalid-recipient = la dirección de { $field } «{ $address }» no se puede usar: { $problem }; corríjala antes de enviar
message-invalid-sender = el remitente «{ $sender }» no se puede usar: { $problem }; ponga en el email de la cuenta una sola dirección, como me@example.net
message-unsafe-header = el campo { $field } contiene un salto de línea o un carácter de control que podría añadir cabeceras ocultas; quítelo
message-build = no se pudo construir el mensaje: { $detail }

## Por qué no se envió un mensaje

send-host-not-found = no se encontró el servidor de correo { $host }: compruebe host en la configuración y su conexión de red
send-connection-refused = el servidor de correo { $host }:{ $port } rechazó la conexión: compruebe host, port y security en la configuración
send-timed-out = el servidor de correo { $host } no respondió en { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    } { $step }: vuelva a intentarlo más tarde o aumente timeout en la configuración
send-tls = falló la conexión segura con { $host }: { $detail }
send-no-starttls = el servidor de correo { $host } no ofrece STARTTLS, así que la conexión no puede cifrarse: use security = "tls" (normalmente el puerto 465) o pregunte a su proveedor
send-auth-rejected = el servidor de correo rechazó el inicio de sesión de { $user } ({ $reply }): compruebe el nombre de usuario y el origen de la contraseña en la configuración
send-auth-unsupported = el servidor de correo { $host } no ofrece ningún método de inicio de sesión compatible con este programa ({ $methods }); compruebe host y security
send-sign-in-rejected = el servidor de correo { $host } no aceptó el inicio de sesión de { $user }: { $advice }
send-sign-in-rejected-reply = el servidor de correo { $host } no aceptó el inicio de sesión de { $user } ({ $reply }): { $advice }
send-advice-sign-in-again = vuelva a iniciar sesión («Iniciar sesión» en la ventana, o `mailto-preview config sign-in`); si la respuesta del servidor dice que el inicio de sesión SMTP está desactivado, el administrador del buzón debe activar SMTP AUTH para él
send-advice-fresh-token = vuelva a iniciar sesión (obtenga un token nuevo de oauth2.token-command); si la respuesta del servidor dice que el inicio de sesión SMTP está desactivado, el administrador del buzón debe activar SMTP AUTH para él
send-recipient-rejected = el servidor de correo rechazó al destinatario { $address } ({ $reply }): corrija la dirección y vuelva a enviar
send-sender-rejected = el servidor de correo rechazó al remitente { $address } ({ $reply }): el email de la cuenta debe ser una dirección desde la que este inicio de sesión pueda enviar
send-message-rejected = el servidor de correo rechazó el mensaje ({ $reply })
send-temporarily-unavailable = el servidor de correo no puede aceptar el mensaje ahora ({ $reply }): está guardado; vuelva a intentarlo más tarde
send-no-smtputf8 = el servidor de correo { $host } no admite SMTPUTF8, que la dirección { $address } necesita: use una dirección ASCII para ella u otro servidor
send-connection = la conexión con { $host } se cortó { $step } ({ $detail }): puede que el mensaje no se haya entregado; está guardado, vuelva a intentarlo
send-hands-over = la cuenta «{ $account }» no envía correo por sí misma, entrega los mensajes a { $target }: elija una cuenta con servidor o use Abrir en
send-no-account = la cuenta «{ $account }» ya no está en la configuración: vuelva a añadirla, o retire el mensaje con mailto-preview queue --cancel y envíelo desde otra cuenta
send-sendmail = { $program } falló: { $detail }
send-envelope = la dirección { $address } no se puede usar en el sobre: { $detail }
deliver-not-saved = no se pudo guardar el mensaje antes de enviarlo, así que no se envió: { $error }
deliver-not-sent = { $error } (el mensaje está guardado como { $path })
deliver-undone = anuló el envío antes de que saliera nada; el mensaje está guardado como { $path }
deliver-interrupted = el envío se detuvo inesperadamente, así que no se sabe si el servidor tiene el mensaje; está guardado como { $path }: revise su carpeta Enviados antes de enviarlo de nuevo

## La copia en la carpeta Enviados del buzón (IMAP)

filing-filed = y hay una copia en { $folder }
filing-by-provider = su proveedor guarda la copia en Enviados
filing-failed = pero la copia no se archivó en su carpeta Enviados: { $error }. El mensaje no se envió dos veces; la copia espera y se archiva cuando pulse Reintentar el archivado o después del próximo mensaje que envíe con esta cuenta
filing-retry = Reintentar el archivado
filing-retry-hover = Archiva la copia en su carpeta Enviados; el mensaje no se vuelve a enviar
filing-unreadable = no se puede leer la copia que espera a archivarse: { $detail }
filing-no-account = la cuenta «{ $account }» que lo envió no está en la configuración o no tiene tabla [imap]: vuelva a añadirla o borre la copia de la carpeta de copias sin archivar
file-no-mailbox = la cuenta «{ $account }» no tiene buzón: añada una tabla [accounts.{ $account }.imap] con su servidor (host)
file-host-not-found = no se encontró el servidor del buzón { $host }: compruebe imap.host en la configuración y su conexión de red
file-connection-refused = el servidor del buzón { $host }:{ $port } rechazó la conexión: compruebe imap.host, imap.port e imap.security en la configuración
file-timed-out = el servidor del buzón { $host } no respondió en { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }: vuelva a intentarlo más tarde o aumente timeout en la configuración
file-tls = falló la conexión segura con el servidor del buzón { $host }: { $detail }
file-no-starttls = el servidor del buzón { $host } rechazó STARTTLS, así que la conexión no puede cifrarse: use imap.security = "tls" (normalmente el puerto 993)
file-no-login = el servidor del buzón { $host } requiere iniciar sesión y la cuenta no tiene credenciales: configure username y un origen de contraseña (o imap.username e imap.password)
file-login-rejected = el servidor del buzón rechazó el inicio de sesión de { $user } ({ $reply }): compruebe el nombre de usuario y la contraseña (imap.username e imap.password si el buzón tiene los suyos)
file-sign-in-rejected = el servidor del buzón { $host } no aceptó el inicio de sesión de { $user } ({ $reply }): inicie sesión de nuevo (`mailto-preview config sign-in`); para Outlook.com y Microsoft 365 el inicio de sesión debe incluir el permiso de IMAP (README, «Sent mail in your mailbox»)
file-no-sent-folder = el buzón en { $host } no marca ninguna carpeta como Enviados ni tiene ninguna con los nombres habituales: indíquela con imap.{ $key } en la configuración (sus carpetas: { $seen })
file-no-drafts-folder = el buzón en { $host } no marca ninguna carpeta como Borradores ni tiene ninguna con los nombres habituales: indíquela con imap.{ $key } en la configuración (sus carpetas: { $seen })
file-no-such-folder = la carpeta «{ $name }» que indica imap.{ $key } no está en el buzón en { $host }: corríjala en la configuración (sus carpetas: { $seen })
file-refused = el servidor del buzón no guardó el mensaje en { $folder }
file-refused-reply = el servidor del buzón no guardó el mensaje en { $folder } ({ $reply })
file-too-much = el servidor del buzón { $host } envió mucho más de lo que necesita un buzón: se cortó la conexión
file-connection = la conexión con el servidor del buzón { $host } se cortó ({ $detail })

## Por qué no se puede abrir un enlace

parse-not-mailto = esto no es un enlace mailto: (empieza por «{ $given }»); solo se pueden abrir enlaces que empiecen por «mailto:»
parse-too-long = el enlace mide { $length ->
        [one] { $length } byte
       *[other] { $length } bytes
    }, más que el límite de { $cap ->
        [one] { $cap } byte
       *[other] { $cap } bytes
    } (2 MiB) que transmiten los navegadores; no se abrió
policy-too-many-recipients = el enlace pide enviar a { $found ->
        [one] { $found } destinatario
       *[other] { $found } destinatarios
    }, más de { $cap ->
        [one] el { $cap } que puede nombrar un enlace
       *[other] los { $cap } que puede nombrar un enlace
    }; no se abrió
policy-line-too-long = el campo { $field } del enlace tiene { $found ->
        [one] { $found } carácter
       *[other] { $found } caracteres
    }, más de { $cap ->
        [one] el { $cap } que puede establecer un enlace
       *[other] los { $cap } que puede establecer un enlace
    }; no se abrió
policy-body-too-large = el cuerpo del enlace tiene { $found ->
        [one] { $found } byte
       *[other] { $found } bytes
    }, más de { $cap ->
        [one] el { $cap } byte
       *[other] los { $cap } bytes
    } (1 MiB) que puede establecer un enlace; no se abrió
policy-too-many-fields = el enlace tiene { $found ->
        [one] { $found } campo de cabecera
       *[other] { $found } campos de cabecera
    }, más de { $cap ->
        [one] el { $cap } que puede tener un enlace
       *[other] los { $cap } que puede tener un enlace
    }; no se abrió

## Contraseñas, el depósito de claves e inicio de sesión

what-password-command = orden de contraseña
what-token-command = orden de token
password-not-run = no se puede ejecutar la { $what } `{ $command }`: { $detail }; compruebe { $key } en la configuración
password-failed = la { $what } `{ $command }` falló ({ $status }){ $stderr }; ejecútela en un terminal para ver por qué
password-timed-out = la { $what } `{ $command }` no terminó en { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }; se detuvo
password-empty = la { $what } `{ $command }` no imprimió nada en su primera línea
password-env-missing = la variable de entorno { $var } no está definida: defínala antes de empezar o use otro origen de contraseña
goa-gone = la cuenta { $account } ya no está en Cuentas en línea de GNOME: vuelva a añadirla en Configuración → Cuentas en línea o elija otro remitente
goa-sign-in-again = en Configuración → Cuentas en línea, vuelva a iniciar sesión en { $account } y luego pulse Reintentar ({ $detail })
goa-bus = el servicio Cuentas en línea de GNOME no respondió: { $detail }
goa-unsupported = Cuentas en línea de GNOME solo está disponible en escritorios Linux
goa-settings-not-opened = No se pudo abrir Configuración de GNOME ({ $error }). Abra usted mismo Configuración → Cuentas en línea; esta ventana encontrará la cuenta en cuanto esté allí.
goa-open-settings = Abrir Cuentas en línea
goa-open-settings-hover = Abre Configuración de GNOME en Cuentas en línea, donde puede volver a iniciar sesión; después pulse Reintentar
keyring-unavailable = no se puede acceder a ningún depósito de claves del sistema ({ $detail }): inicie GNOME Keyring o KWallet y desbloquéelo, o guarde la contraseña en otro sitio (una orden de contraseña o una variable de entorno)
keyring-no-password = el depósito de claves del sistema no tiene contraseña para «{ $user }» (servicio «{ $service }»): guárdela con `mailto-preview config password` o vuelva a configurar la cuenta en la ventana
keyring-no-sign-in = el depósito de claves del sistema no tiene inicio de sesión para «{ $user }» (servicio «{ $service }»): inicie sesión con `mailto-preview config sign-in` o vuelva a configurar la cuenta en la ventana
keyring-failed = el depósito de claves del sistema rechazó la operación: { $detail }
sign-in-not-yet = aún no ha iniciado sesión en { $issuer } como { $user } en este equipo: elija «Iniciar sesión» en la ventana o ejecute `mailto-preview config sign-in`
sign-in-expired = el inicio de sesión en { $issuer } de { $user } caducó o se retiró: vuelva a iniciar sesión
sign-in-refused = { $issuer } rechazó el inicio de sesión: { $error }
sign-in-denied = el inicio de sesión no se completó en el navegador ({ $error }): vuelva a iniciar sesión para reintentar
sign-in-unreachable = no se puede contactar con el servidor de inicio de sesión { $host }: { $detail }; compruebe la conexión y vuelva a intentarlo
sign-in-browser-timed-out = el navegador no respondió en { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }: vuelva a iniciar sesión
sign-in-code-expired = el código no se introdujo a tiempo: vuelva a iniciar sesión para obtener uno nuevo
sign-in-cancelled = se canceló el inicio de sesión
sign-in-listener = no se puede esperar la respuesta del navegador en 127.0.0.1 ({ $detail }): compruebe que nada en este equipo bloquee las conexiones locales; para una cuenta de Microsoft, `mailto-preview config sign-in --code` permite iniciar sesión en otro dispositivo
sign-in-settings = { $detail }
sign-in-no-device-flow = { $issuer } no ofrece para el correo inicio de sesión con un código en otro dispositivo: inicie sesión en el navegador
discover-not-an-address = «{ $text }» no es una dirección de correo: indique una como me@example.org
discover-cancelled = se canceló la búsqueda

## Borradores en el disco y entrega

store-no-data-dir = no se encuentra una carpeta de datos para guardar borradores (¿está definido HOME?)
store-io = no se puede usar { $path }: { $detail }
store-saved-link = { $path } es un enlace guardado tras una entrega que no llegó a empezar, no un mensaje: vuelva a abrirlo con `mailto-preview - < { $path }`
store-envelope = { $path } no tiene al lado un sobre legible ({ $detail }); no se puede enviar tal cual
open-with-unknown = «{ $id }» no es un correo web (gmail, outlook, office365, yahoo, proton) ni un programa de correo instalado: `mailto-preview open-with --list` muestra lo disponible
open-with-no-recipient = el mensaje no tiene destinatario: añada uno antes de entregarlo
open-with-invalid-address = la dirección «{ $address }» no es válida: corríjala antes de entregar el mensaje
open-with-encode = el mensaje no se puede escribir como enlace: { $detail }
open-with-bad-entry = la entrada de escritorio de { $program } no se puede ejecutar: { $detail }
launch-start = no se pudo iniciar { $program } ({ $detail }): ¿está instalado?
launch-failed = { $program } se detuvo de inmediato con { $status }: el mensaje no se entregó
launch-portal = el portal del escritorio no pudo abrir la página ({ $detail })
launch-unsupported = abrir una página web no es compatible con este sistema
launch-files = no se pudo escribir el archivo adjunto para el programa en { $path }: { $detail }
handoff-no-keywords = El campo Keywords no se entrega a { $target }: los programas de correo no lo toman de un enlace.
handoff-too-long-program = El mensaje es demasiado largo para dárselo a { $target } de una vez ({ $length ->
        [one] { $length } carácter
       *[other] { $length } caracteres
    }; el sistema admite { $max ->
        [one] { $max } carácter
       *[other] { $max } caracteres
    }), así que no lleva el cuerpo: péguelo en el mensaje allí.
handoff-no-bcc = { $target } no toma la Cco de un enlace: añada { $bcc } como Cco allí antes de enviar.
handoff-no-files = { $target } no puede recibir archivos de esta manera: { $count ->
        [one] adjúntelo
       *[other] adjúntelos
    } allí ({ $files }).
handoff-open-folder = Abrir la carpeta
handoff-too-long-webmail = El mensaje es demasiado largo para el enlace de redacción de { $target } ({ $length ->
        [one] { $length } carácter
       *[other] { $length } caracteres
    }; admite unos { $max ->
        [one] { $max } carácter
       *[other] { $max } caracteres
    }), así que no lleva el cuerpo: péguelo en el mensaje allí.
handoff-plus-becomes-space = Se ha visto que { $target } convierte un «+» de una dirección en un espacio: revise allí los destinatarios antes de enviar.
handoff-no-threading = { $target } no puede tomar In-Reply-To ni References de un enlace: el mensaje no se agrupará como respuesta.

## Registrarse como gestor de correo e iniciar al iniciar sesión

desktop-no-home = no se conoce la carpeta personal: defina HOME
desktop-own-path = no se encuentra la ruta del propio programa ({ $detail }); ejecútelo con su ruta completa
desktop-unwritable-path = la ruta del programa { $path } no se puede escribir en una entrada de escritorio (no es UTF-8 o contiene un carácter de control); mueva el programa a una ruta sencilla
desktop-io = no se pudo usar { $path }: { $detail }
desktop-system = { $detail }
desktop-unsupported = registrar un gestor de correo no es compatible con este sistema
handoff-lost = la entrega se detuvo inesperadamente
unavailable-unusable = el enlace no se puede usar
unavailable-no-account = configure una cuenta para ver el mensaje exacto
save-no-store = no hay carpeta de datos para borradores

## Dónde se encontró un servidor

source-providers = la tabla integrada de proveedores
source-autoconfig = el servidor de autoconfiguración del dominio
source-well-known = el servidor web del dominio (well-known autoconfig)
source-mx = el intercambiador de correo del dominio (MX)
source-srv = los registros SRV del dominio
source-ispdb = la ISPDB de Thunderbird
discover-other-domain = el correo para { $domain } se envía a través de { $host }

## Provider notes
provider-note-gmail = Google acepta una contraseña de aplicación (con la verificación en dos pasos activada) o el inicio de sesión con Google; su contraseña normal no funciona.
provider-note-outlook = Outlook.com solo acepta el inicio de sesión con Microsoft (OAuth 2.0): las contraseñas dejaron de funcionar en septiembre de 2024.
provider-note-office365 = Microsoft 365 necesita que su administrador permita el envío SMTP para su buzón; las contraseñas dejan de funcionar de forma predeterminada a finales de diciembre de 2026, el inicio de sesión con Microsoft sigue funcionando.
provider-note-app-password = { $provider } necesita una contraseña de aplicación para los programas de correo; su contraseña normal no funciona.
provider-note-app-specific-password = { $provider } necesita una contraseña específica de aplicación (con la autenticación en dos pasos activada).
provider-note-zoho = Con la autenticación en dos pasos activada, Zoho necesita una contraseña específica de aplicación; el dominio propio de una organización usa { $host }.
provider-note-proton-bridge = Proton Mail Bridge debe estar en marcha en este equipo: use la contraseña que muestra Bridge y confíe en su certificado (tls-ca = el certificado que exporta Bridge).
provider-note-proton-smtp = Solo para una dirección de su propio dominio con un token SMTP de la configuración de Proton; el correo enviado así no está cifrado de extremo a extremo.
provider-note-switch-on-access = Active primero el acceso POP3/IMAP en la configuración de { $provider }.
provider-note-yandex = Yandex necesita una contraseña de aplicación, y que los programas de correo estén activados en Configuración, Clientes de correo.

## Attached files: exact sizes and the limits of servers

size-bytes-exact = { $count ->
        [one] { $shown } byte
       *[other] { $shown } bytes
    }
message-attachment-elided = { "[" }{ $name }: { $size }; { $encoded } en base64]
too-big = el mensaje ocupa { $size }; { $server } acepta como máximo { $limit }
send-too-big-reply = el mensaje ocupa { $size }, más de lo que acepta { $server } ({ $reply })
file-too-big = el mensaje ocupa { $size }, y { $host } guarda en { $folder } mensajes de hasta { $limit }
filing-too-big = pero la copia no se archivó en su carpeta Enviados: { $error }
provider-refuses-type = { $provider } no transporta archivos como { $name } (bloquea este tipo por seguridad), así que el mensaje sería devuelto: envíe el archivo de otra forma

## Cómo envía una cuenta

server-smtp = { $host }:{ $port } ({ $security })
server-no-encryption = sin cifrado
server-sendmail = { $program } (sendmail local)
server-desktop = Cuentas en línea de GNOME
server-handoff = { $target } (se le entrega y usted lo envía desde allí)

## Ortografía (src/spelling): menú y avisos del corrector
spelling-add = Añadir al diccionario
spelling-ignore = Ignorar
spelling-no-suggestions = No hay sugerencias
spelling-misspelt = Falta de ortografía: { $word }
spelling-automatic = Ortografía: idioma del texto
spelling-language = Ortografía: { $language }
spelling-off = Ortografía: desactivada
spelling-no-dictionary = No hay ningún diccionario ortográfico instalado para el idioma «{ $language }», así que el texto en ese idioma no se revisa. Si instala uno, se revisará (en Debian y Ubuntu: { $package }).
spelling-unreadable = no se puede leer el diccionario ortográfico { $path }: { $detail }
spelling-encoding = no se puede leer el diccionario ortográfico { $path }: está en { $encoding }; una versión en UTF-8 sí se puede leer
spelling-personal-list = no se puede añadir la palabra a su diccionario personal { $path }: { $detail }
spelling-not-a-word = «{ $word }» no es una sola palabra, así que no se puede añadir al diccionario
spelling-no-thread = la ortografía no se revisa: no se pudo iniciar su hilo ({ $detail })

## Destinatarios sugeridos al escribir (src/contacts)
contacts-offers = { $count ->
        [one] { $count } sugerencia
       *[other] { $count } sugerencias
    }
contacts-forget = Olvidar esta dirección
contacts-forget-hover = Olvidar esta dirección ({ $shortcut })
contacts-source-sent = { $count ->
        [one] { $count } envío
       *[other] { $count } envíos
    }
contacts-source-book = de la libreta de direcciones «{ $book }»
contacts-no-data-dir = no se encuentra una carpeta de datos para recordar destinatarios (¿está definido HOME?)
contacts-io = no se puede usar { $path }: { $detail }
contacts-unreadable = { $path } no es una lista de destinatarios que este programa pueda leer ({ $detail }); se ha dejado como está y no se recordará ningún destinatario hasta que se mueva a otro sitio
contacts-evolution = no se pueden leer las libretas de direcciones de Evolution (Contactos de GNOME): { $detail }

## La cola: mensajes guardados para más tarde (Enviar más tarde, Enviar al tener conexión), y las
## notificaciones que dicen qué fue de ellos una vez cerrada la ventana.
queue-not-found = no hay nada en la cola con el id { $id }: mailto-preview queue muestra lo que espera
queue-busy = otra instancia de Mailto Preview está enviando { $id } en este momento: consulte mailto-preview queue dentro de un rato
queue-entry = no se puede leer el registro { $path } de un mensaje en cola ({ $detail }): el mensaje sigue a su lado
queue-sent-title = Enviado a { $recipients }
queue-sent-body = «{ $subject }» se envió a la hora prevista.
queue-not-sent-title = No enviado a { $recipients }
queue-refused-body = «{ $subject }» fue rechazado: { $error }. Se conserva: corrija lo que indica el servidor y envíelo con mailto-preview queue --send-now { $id }, o retírelo con --cancel { $id }.
queue-uncertain-body = La conexión se cortó mientras se enviaba «{ $subject }», así que puede que haya llegado. Se conserva y no se volverá a enviar por sí solo: envíelo con mailto-preview queue --send-now { $id } si no llegó.
queue-interrupted-body = Mailto Preview se detuvo mientras se enviaba «{ $subject }», así que puede que haya llegado. Se conserva y no se volverá a enviar por sí solo: envíelo con mailto-preview queue --send-now { $id } si no llegó.
queue-gave-up-body = Durante un día no se pudo enviar «{ $subject }»: { $error }. Se conserva: envíelo con mailto-preview queue --send-now { $id } cuando vuelva a tener conexión.

## OpenPGP: firmar y cifrar con las propias claves GnuPG de la persona.

# Lo que muestra el mensaje exacto donde irá lo que produzca GnuPG al enviar.
openpgp-pending-micalg = { "[" }el hash con el que firma GnuPG, por ejemplo pgp-sha256]
openpgp-pending-signature = { "[" }la firma que GnuPG crea con su clave al enviar]
openpgp-pending-encrypted = { "[" }el texto y los archivos del mensaje, firmados y cifrados por GnuPG al enviar]
openpgp-pending-autocrypt = { "[" }su clave pública, tomada de GnuPG al enviar]
openpgp-not-a-fingerprint = «{ $text }» no es la huella de una clave: escriba los 40 dígitos hexadecimales que muestra gpg --list-secret-keys
openpgp-missing = GnuPG no está instalado (no se encontró ningún programa { $program }), así que no se puede firmar ni cifrar nada. Instale GnuPG o desactive Firmar para este mensaje
openpgp-not-run = no se pudo ejecutar { $program }: { $detail }
openpgp-cancelled = Se canceló la firma, así que no se envió nada
openpgp-bad-passphrase = GnuPG no aceptó la frase de contraseña, así que no se envió nada
openpgp-no-pinentry = GnuPG no pudo pedirle la frase de contraseña (aquí no puede abrirse ningún programa pinentry), así que no se envió nada
openpgp-no-secret-key = Su GnuPG no tiene ninguna clave secreta { $key } que pueda firmar. Compruebe openpgp.key en esta cuenta o importe la clave en GnuPG
openpgp-recipient-refused = GnuPG no cifrará para { $key }: { $reason }
openpgp-failed = GnuPG no firmó ni cifró el mensaje ({ $detail }), así que no se envió nada
openpgp-key-not-found = no se encontró ninguna clave
openpgp-key-revoked = la clave está revocada
openpgp-key-expired = la clave ha caducado
openpgp-key-wrong-usage = la clave no sirve para esto
openpgp-key-not-trusted = la clave no es de confianza
openpgp-key-disabled = la clave está desactivada
openpgp-key-unusable = la clave no se puede usar
step-signing = firmando con su clave
step-passphrase = esperando su frase de contraseña en la ventana de GnuPG
step-held = esperando un momento por si quiere deshacer el envío
step-while-signing = al firmar
step-while-passphrase = al esperar su frase de contraseña
openpgp-key-usable = la clave se puede usar
openpgp-key-not-certified = nadie de su confianza ha confirmado que la clave pertenezca a esta dirección
openpgp-sign = Firmar
openpgp-sign-hover = Firmar con su clave { $key }, para que los destinatarios puedan comprobar que el mensaje es suyo y no ha cambiado
openpgp-encrypt = Cifrar
openpgp-encrypt-hover = Cifrar con la clave de cada destinatario y con la suya: solo usted y ellos podrán leer el texto y los archivos
openpgp-cannot-encrypt = Para cifrar hace falta una clave utilizable para cada destinatario:
openpgp-headers-readable = El asunto, las direcciones y la fecha siguen siendo legibles para los servidores de correo: solo se cifran el texto y los archivos.
openpgp-unsigned-because = Este mensaje saldrá sin firmar: { $reason }
openpgp-no-signer = Su GnuPG no tiene ninguna clave secreta { $key } que pueda firmar, así que este mensaje saldrá sin firmar. Compruebe openpgp.key en esta cuenta.
openpgp-recipient-lacks = { $address }: { $reason }
openpgp-key-of = clave { $key }, «{ $user }»
openpgp-use-key = Usar esta clave
openpgp-use-key-hover = Cifrar a partir de ahora con esta clave para { $address }, aunque nadie de su confianza haya confirmado que sea suya
openpgp-find-key = Buscar una clave
openpgp-find-key-hover = Pedir por internet a { $domain } la clave de { $address } (Web Key Directory)
openpgp-found = Se encontró la clave { $key } de { $address } y se añadió a sus claves de GnuPG.
openpgp-not-found = No se encontró ninguna clave para { $address }.
openpgp-accept-failed = No se pudo recordar la clave: { $error }
openpgp-gnupg-missing = GnuPG no está instalado, así que este mensaje saldrá sin firmar. Instale GnuPG para firmar con su clave { $key }.
step-while-held = al esperar antes del envío
openpgp-signer-refused = GnuPG no firmará con su clave { $key }: { $reason }. No se envió nada
blocker-cannot-encrypt = Cifrar está activado, pero no todos los destinatarios tienen una clave utilizable: desactive Cifrar o quite esos destinatarios
openpgp-signer-cannot-encrypt = Su clave { $key } no tiene ninguna parte que pueda cifrar, así que no se pueden cifrar los mensajes (también se cifran para usted, para que pueda leerlos en Enviados).
