## Mailto Preview: French (fr).
## Machine-assisted translation by the Mailto Preview developers; to be reviewed by native speakers.

## La fenêtre

window-heading = Un lien veut envoyer un courriel
window-title = Envoyer un courriel à { $recipient } ?
window-title-more = Envoyer un courriel à { $recipient } et { $more ->
        [one] 1 autre personne
       *[other] { $more } autres personnes
    } ?
window-title-none = Envoyer un courriel ?
window-title-unusable = Lien de courriel inutilisable
window-waiting = En attente du lien de courriel transmis par le système…
window-next-link = Ouverture du lien de courriel suivant…
unusable-heading = Ce lien de courriel ne peut pas être utilisé

from-label = De :
from-account = { $name } <{ $address }> via { $server }
from-account-handoff = { $address } dans { $server }
from-account-goa = { $name } <{ $address }> (Comptes en ligne de GNOME)
from-looking = Recherche des comptes de ce bureau…
from-choose = Choisir l’expéditeur…
from-you = vous
from-hover = Le compte qui envoie ce message
from-plaintext = Attention : ce compte envoie sans chiffrement
from-unchecked-certificate = Attention : le certificat du serveur n’est pas vérifié, comme ce compte est réglé dans Comptes en ligne : quiconque se trouve entre vous et le serveur pourrait lire ou modifier le message
config-broken = La configuration est inutilisable : { $error }

field-to = Pour
field-cc = Copie à
field-bcc = Copie cachée à
field-subject = Sujet
field-body = Corps ({ $lines ->
        [one] { $lines } ligne
       *[other] { $lines } lignes
    })
field-recipients-hint = name@example.org, ...
field-warning = Attention : { $message }
field-changed = Modifié par rapport au lien : { $message }

ignored-heading = Éléments du lien ignorés ({ $count })
ignored-nothing = Rien : le lien ne définit que des champs qu’un lien a le droit de définir.
original-link = Lien d’origine
copy-link = Copier le lien
exact-message = Message exact
handoff-receives = Ce que { $target } reçoit
settings-heading = Paramètres
settings-resident = Démarrer avec ma session et rester en arrière-plan, pour que les liens s’ouvrent aussitôt
settings-resident-hover = Installe une entrée de démarrage qui lance Mailto Preview sans fenêtre ; il occupe environ 30 Mio en attendant

## Les boutons

action-send = Envoyer
action-retry = Réessayer
action-open-in = Ouvrir dans { $target }
action-open-in-menu = Ouvrir dans…
action-cancel = Annuler
action-save-draft = Enregistrer le brouillon
action-copy-text = Copier en texte
action-send-hover = Envoyer ce message maintenant ({ $shortcut })
action-handoff-hover = Transmettre ce message maintenant ({ $shortcut })
action-cancel-hover = Fermer sans envoyer ({ $shortcut })
action-save-hover = Le garder dans le dossier des brouillons ({ $shortcut })
open-in-hover = Transmettre ce message, tel qu’il est ici, à un webmail ou à un autre logiciel de courrier
open-in-webmail = Dans votre navigateur
open-in-programs = Dans un logiciel de courrier
open-in-none = (aucun installé)
unavailable = Indisponible : { $reason }
blocker-no-account = configurez d’abord un compte
blocker-no-recipient = ajoutez un destinataire
blocker-invalid-address = corrigez d’abord l’adresse invalide
blocker-unfinished-address = terminez d’abord l’adresse que vous êtes en train de saisir
blocker-choose-sender = choisissez qui envoie le message (De)
blocker-busy = le message est en cours d’envoi
blocker-just-opened = un instant…
handoff-note = Remarque : { $note }
section-open = ouvert
section-closed = fermé

## Les touches, comme les claviers de cette langue les nomment

key-ctrl = Ctrl
key-enter = Entrée
key-esc = Échap
key-s = S
key-a = A
key-z = Z
key-shift = Maj
key-delete = Suppr
shortcut = { $modifier }+{ $key }

## Les dialogues

discard-title = Abandonner vos modifications ?
discard-question = Vous avez modifié ce message. Fermer sans l’envoyer ni l’enregistrer ?
discard = Abandonner
discard-save = Enregistrer le brouillon et fermer
discard-keep = Continuer à modifier
handoff-title = Ouvrir dans { $target } ?
back = Retour

## Ce qui s’est passé (la ligne d’état)

status-sending = Envoi : { $step }…
status-held = Envoi dans un instant. Annuler (Ctrl+Z ou Échap) permet encore de le retenir.
status-undone = Non envoyé : vous avez annulé l’envoi. Le message est là, tel qu’il était, prêt à être modifié (une copie est dans le dossier des brouillons).
hold-countdown = Envoi dans { $seconds ->
        [one] { $seconds } s
       *[other] { $seconds } s
    }
action-undo = Annuler
action-send-later = Envoyer plus tard…
action-send-later-hover = Choisir quand l’envoyer : d’ici là, le message attend dans la file d’attente, avec une copie de ses fichiers
later-in-an-hour = Dans une heure
later-tomorrow = Demain à { $time }
later-monday = Lundi à { $time }
later-choose = Choisir un jour et une heure…
later-day = Jour
later-hour = Heure
later-minute = Minute
later-schedule = Programmer l’envoi
later-weekday = { $day ->
        [1] lundi
        [2] mardi
        [3] mercredi
        [4] jeudi
        [5] vendredi
        [6] samedi
       *[7] dimanche
    }
later-month = { $month ->
        [1] janvier
        [2] février
        [3] mars
        [4] avril
        [5] mai
        [6] juin
        [7] juillet
        [8] août
        [9] septembre
        [10] octobre
        [11] novembre
       *[12] décembre
    }
later-date = { $weekday } { $day } { $month } { $year }
later-date-time = { $date } à { $time }
later-goes = Envoi prévu le { $when }.
later-skipped = Cette nuit-là, on avance l’heure : { $asked } n’existe pas, le message partira à { $time }.
later-repeated = Cette nuit-là, on recule l’heure : { $time } arrive deux fois, le message partira la première fois.
later-past = cette heure est passée : choisissez-en une plus tardive
later-lost = la mise en file d’attente s’est arrêtée sans dire comment elle s’est terminée : voir mailto-preview queue
status-scheduling = Mise en file d’attente du message…
status-scheduled = Envoi prévu le { $when }. Le message et une copie de ses fichiers ({ $size }) attendent dans la file d’attente ; vous pouvez fermer cette fenêtre.
status-scheduled-no-timer = Envoi prévu le { $when } ({ $size } en file d’attente). Rien sur ce système ne peut lancer Mailto Preview à ce moment-là : le message ne partira à l’heure que si Mailto Preview est alors ouvert, sinon au prochain lancement de Mailto Preview sans lien.
status-not-scheduled = Non programmé : { $error }
status-taking-back = Retrait du message de la file d’attente…
status-not-taken-back = Le message reste dans la file d’attente : { $error }
status-taken-back = Le message est retiré de la file d’attente et revient ici pour être modifié (une copie est dans le dossier des brouillons).
action-take-back = Modifier à nouveau
action-take-back-hover = Retire le message de la file d’attente et le ramène dans cette fenêtre
action-close = Fermer
action-send-when-online = Envoyer dès la reconnexion
action-send-when-online-hover = Garde le message dans la file d’attente et l’envoie automatiquement dès que cet ordinateur est de nouveau en ligne
status-waiting-online = En attente du réseau : le message partira automatiquement dès que cet ordinateur sera de nouveau en ligne ({ $size } en file d’attente). Vous pouvez fermer cette fenêtre.
action-undo-hover = Annule l’envoi : rien n’est envoyé, et le message revient ici tel qu’il était, prêt à être modifié ({ $shortcut })
status-sent = Envoyé à { $count ->
        [one] { $count } destinataire
       *[other] { $count } destinataires
    }
status-sent-and = { $sent } ; { $filing }
status-filing = Classement de la copie dans votre dossier Envoyés…
status-filed = La copie est maintenant dans { $folder }.
status-not-filed = Toujours pas dans votre dossier Envoyés : { $error }. La copie attend ; le message n’est pas renvoyé.
status-saving-to-server = Enregistré sous { $path } ; dépôt dans le dossier des brouillons de votre boîte aux lettres…
status-saved-to-server = Enregistré sous { $path } et dans { $folder } de votre boîte aux lettres
status-not-saved-to-server = Enregistré sous { $path }, mais pas dans le dossier des brouillons de votre boîte aux lettres : { $error }
status-not-sent = Non envoyé : { $error }
status-not-sent-saved = Non envoyé : { $error }. Le message est enregistré sous { $path }.
status-no-store = Aucun endroit où garder le brouillon (pas de dossier de données) ; non envoyé.
status-stopped-waiting = Attente du serveur interrompue. S’il avait déjà accepté le message, celui-ci peut encore être distribué ; sinon le message est dans le dossier des brouillons (mailto-preview drafts).
status-saved = Enregistré sous { $path }
status-not-saved = Non enregistré : { $error }
status-copied = Message copié en texte
status-saving = Enregistrement du brouillon…
attach-vanished = { $path } n’existe plus ; joignez-le à nouveau ou retirez-le
attach-changed = { $path } a changé depuis que vous l’avez joint ; joignez-le à nouveau pour l’envoyer tel qu’il est maintenant
attach-unreadable = Impossible de lire { $path } : { $detail }
attach-reminder-words = pièce jointe, pièces jointes, en PJ, voir PJ, voir la PJ, voir les PJ, dans la PJ, est joint, est jointe, sont joints, sont jointes, cf PJ, cf. PJ, PJ :, PJ:, ci-joint, ci-jointe, ci-joints, ci-jointes, fichier joint, fichiers joints, document joint, documents joints, devis joint, facture jointe, factures jointes, photo jointe, photos jointes, rapport joint, contrat joint, formulaire joint, tableau joint, dossier joint, lettre jointe, note jointe, liste jointe, plan joint, plans joints, CV joint, programme joint, compte rendu joint, fiche jointe, annexe jointe, version jointe, copie jointe, joint à ce mail, joint à ce message, joint à ce courriel, joint à cet e-mail, joint à cet email, jointe à ce mail, jointe à ce message, jointe à ce courriel, jointe à cet e-mail, jointe à cet email, joints à ce mail, joints à ce message, joints à ce courriel, jointes à ce mail, jointes à ce message, jointes à ce courriel, joint au mail, joint au message, joint au courriel, jointe au mail, jointe au message, jointe au courriel, joints au mail, joints au message, jointes au mail, jointes au message, trouverez joint, trouverez jointe, trouverez joints, trouverez jointes, trouveras joint, trouveras jointe, trouveras joints, trouveras jointes, je joins, je vous joins, je te joins, nous joignons, nous vous joignons, je vous ai joint, je t'ai joint, j'ai joint le fichier, j'ai joint les fichiers, j'ai joint le document, j'ai joint les documents, joindre le fichier, joindre les fichiers, joindre le document, joindre les documents, oublié de joindre, en annexe, ci-annexé, ci-annexée, ci-annexés, ci-annexées, fichier attaché, fichiers attachés, en attachement
attach-reminder-not = je joins l'utile, joins les deux bouts, joins par téléphone, vous ai joint par téléphone, t'ai joint par téléphone, en annexe du livre, en annexe de l'ouvrage, en annexe du manuel
attach-button = Joindre…
attach-button-hover = Choisir des fichiers à envoyer avec le message ({ $shortcut }) ; vous pouvez aussi les déposer sur la fenêtre. Un lien ne peut jamais joindre un fichier.
attach-total = { $count ->
        [one] { $count } fichier, { $size }
       *[other] { $count } fichiers, { $size }
    }
attach-file = { $name } ({ $size }, { $kind })
attach-remove = Retirer
attach-remove-name = Retirer { $name }
attach-chooser-title = Joindre des fichiers
attach-chooser-accept = Joindre
attach-no-chooser = Aucun sélecteur de fichiers n’a répondu ({ $detail }) : installez xdg-desktop-portal et le portail de votre bureau, ou saisissez ci-dessous le chemin du fichier.
attach-chooser-failed = Le sélecteur de fichiers n’a pas fonctionné : { $detail }. Vous pouvez saisir ci-dessous le chemin du fichier.
attach-path-label = Fichier à joindre :
attach-path-button = Joindre
attach-ask-question = Joindre { $path } ?
attach-is-link = { $link } est un lien symbolique vers ce fichier.
attach-ask-secret = Il se trouve dans { $place }, où sont conservés des clés, des mots de passe et d’autres secrets. Ne le joignez que si vous voulez vraiment l’envoyer.
attach-ask-hidden = C’est un fichier caché : ces fichiers contiennent souvent des réglages ou des secrets. Ne le joignez que si vous voulez vraiment l’envoyer.
attach-ask-yes = Le joindre
attach-ask-no = Ne pas joindre
attach-not-attached = Non joint : { $path } : { $why }
attach-dismiss = OK
attach-refused-not-found = ce fichier n’existe pas
attach-refused-folder = c’est un dossier (joignez plutôt les fichiers qu’il contient)
attach-refused-device = c’est un périphérique, pas un fichier
attach-refused-pipe = c’est un tube ou une socket, pas un fichier
attach-refused-empty = il est vide
attach-refused-unreadable = il ne peut pas être lu ({ $detail })
attach-from-link = Joindre ce fichier : { $path }
attach-from-link-hover = Le lien demandait ce fichier. Il n’est joint que si vous cliquez ici, après les mêmes vérifications que tout fichier que vous joignez vous-même.
reminder-title = Aucun fichier joint
reminder-question = Le message mentionne une pièce jointe, mais aucun fichier n’est joint.
reminder-send-anyway = Continuer sans fichier
size-bytes = { $count ->
        [one] { $count } octet
       *[other] { $count } octets
    }
size-kb = { $size } ko
size-mb = { $size } Mo
size-gb = { $size } Go
number-decimal-separator = ,
status-handing-over = Ouverture dans { $target }…
status-body-on-clipboard = Ouvert dans { $target }. Le corps était trop long pour être transmis et se trouve dans le presse-papiers : collez-le là-bas, puis fermez cette fenêtre.
status-not-handed-over-saved = Non transmis : { $error }. Le message est enregistré sous { $path }.
status-not-handed-over-unsaved = Non transmis : { $error }. Il n’a pas pu être enregistré ({ $why }) : copiez-le en texte.
status-account-saved = Compte enregistré dans { $path }
status-signed-in = Connecté. Appuyez sur Réessayer pour envoyer le message.
status-not-signed-in = Non connecté : { $error }
status-login-entry-on = { $path } écrit : Mailto Preview démarre en arrière-plan à l’ouverture de session
status-login-entry-off = { $path } supprimé : Mailto Preview ne démarre plus à l’ouverture de session
status-login-entry-none = Mailto Preview ne démarrait pas à l’ouverture de session ; rien à supprimer
status-not-changed = Non modifié : { $error }

step-password = obtention du mot de passe
step-resolving = recherche du serveur
step-connecting = connexion au serveur
step-securing = sécurisation de la connexion
step-logging-in = authentification
step-sending = envoi du message
step-filing = classement d’une copie dans votre dossier Envoyés
step-while-password = pendant l’obtention du mot de passe
step-while-resolving = pendant la recherche du serveur
step-while-connecting = pendant la connexion au serveur
step-while-securing = pendant la sécurisation de la connexion
step-while-logging-in = pendant l’authentification
step-while-sending = pendant l’envoi du message
step-while-filing = pendant le classement d’une copie dans votre dossier Envoyés

## La connexion

sign-in-to = Se connecter à { $issuer }
sign-in-to-hover = Ouvre la page de connexion dans votre navigateur
sign-in-on = Connectez-vous à { $host } dans votre navigateur…
sign-in-opening = Ouverture de votre navigateur…
stop = Arrêter

## Premier lancement : configurer un compte

setup-intro = Aucun compte n’est encore configuré. Ajoutez-en un ici ; le message ci-dessous attend et ne sera pas perdu.
setup-found-heading = Trouvé sur cet ordinateur :
setup-use-found = { $address } ({ $program })
setup-use-found-hover = Remplit le formulaire avec ces réglages de { $program } ; saisissez le mot de passe, puis enregistrez le compte
setup-email = Adresse électronique
setup-name = Nom
setup-name-hint = Votre nom
setup-find = Trouver mon serveur
setup-find-hover = Cherche le serveur à partir de l’adresse : une liste intégrée de fournisseurs, puis les réglages de votre propre domaine
setup-finding = Recherche du serveur…
setup-ispdb = Interroger aussi la base de données de Thunderbird
setup-ispdb-hover = Indique au serveur de Thunderbird à quel domaine appartient votre adresse
setup-found = Trouvé : { $host } port { $port }, { $security } (d’après { $source }).
setup-found-mailbox = Votre boîte aux lettres : { $host } port { $port }, { $security }. Une copie de ce que vous envoyez va dans son dossier Envoyés, sauf si votre fournisseur l’y place lui-même.
setup-sign-in-with = Se connecter avec :
setup-password = Mot de passe
setup-show = Afficher
setup-provider-account = Compte { $provider }
setup-password-command = Commande de mot de passe
setup-app-password = Ce fournisseur exige un mot de passe d’application, pas celui avec lequel vous vous connectez à son site.
setup-app-password-help = Comment créer un mot de passe d’application
setup-open-yourself = { $error } : ouvrez { $url } vous-même
setup-keyring = Il est gardé dans le trousseau du système, jamais dans le fichier de configuration.
setup-no-client = Cette version de Mailto Preview ne peut pas se connecter à { $provider } par elle-même (elle a été compilée sans identifiant client pour { $provider }). À la place :
setup-use-app-password = Utiliser un mot de passe d’application
setup-add-in-online-accounts = L’ajouter dans Comptes en ligne
setup-add-in-online-accounts-hover = Ouvre les Paramètres de GNOME à la page Comptes en ligne. Une fois le compte ajouté là-bas, cette fenêtre s’en sert pour envoyer, sans rien à configurer ici.
setup-token-command-instead = Ou configurez une commande de jeton dans le fichier de configuration (voir « Sign in with OAuth 2.0 » dans le README).
setup-own-client-none = Si vous avez vous-même enregistré Mailto Preview auprès de { $provider }, saisissez ici son identifiant client
setup-client-id = Identifiant client
setup-own-client = Votre propre identifiant client pour { $provider } (laissez vide pour utiliser celui de cette version)
setup-client-secret = Secret client
setup-client-secret-google = Google en fournit un avec l’identifiant client
setup-client-secret-other = seulement si le fournisseur en a donné un
setup-sign-in-button = Se connecter avec { $provider }
setup-the-provider = votre fournisseur
setup-signed-in-short = Connecté.
setup-advanced = Avancé : réglages du serveur et commande de mot de passe
setup-server = Serveur
setup-port = Port
setup-username = Nom d’utilisateur
setup-security = Sécurité
setup-imap-server = Serveur de la boîte aux lettres (IMAP)
setup-imap-port = Port de la boîte aux lettres
setup-security-none = Aucune (cette machine seulement)
setup-test = Tester la connexion
setup-test-hover = Se connecte sans rien envoyer
setup-save = Enregistrer le compte
setup-or-handoff = Ou continuez à écrire vos courriels là où vous le faites déjà : cette fenêtre vérifie chaque message, puis le transmet.
setup-webmail = J’écris mes courriels dans mon navigateur :
setup-programs = J’utilise un autre logiciel de courrier :
security-tls = TLS
security-starttls = STARTTLS
security-none = non chiffré

form-not-found = Aucun serveur trouvé pour { $email } : saisissez-le dans les réglages du serveur (les pages d’aide de votre fournisseur l’indiquent).
form-signed-in = Connecté. Enregistrez le compte pour pouvoir envoyer avec lui.
form-testing = Test en cours…
form-saving = Enregistrement du compte…
form-tested = Connecté{ $encrypted ->
        [yes] , avec chiffrement,
       *[no] { " " }(sans chiffrement)
    } et authentifié ; le serveur propose : { $offers }
form-bad-port = Le port doit être un nombre de 1 à 65535 (587 ou 465 chez la plupart des fournisseurs).
form-quoted-command = La commande de mot de passe est découpée aux espaces et n’accepte pas de guillemets : pour un argument contenant des espaces, écrivez password.command sous forme de liste dans le fichier de configuration.
form-type-password = Saisissez d’abord le mot de passe.
form-sign-in-first = Connectez-vous d’abord, puis enregistrez.
form-sign-in-changed = L’adresse, le nom d’utilisateur ou l’identifiant client ont changé depuis la connexion : reconnectez-vous, puis enregistrez.
form-only-smtp = Seuls les comptes SMTP peuvent être testés.
form-bad-address = L’adresse électronique est inutilisable : { $why }.
form-keyring = { $error }. Dans Avancé, vous pouvez indiquer une commande de mot de passe à la place.

## Ce que le programme a trouvé dans un lien : réparations et lectures (affichées à côté du champ)

finding-trimmed = { $count ->
        [one] { $count } caractère d’espacement ou de contrôle supprimé autour du lien
       *[other] { $count } caractères d’espacement ou de contrôle supprimés autour du lien
    }
finding-fragment = « #{ $fragment } » après '#' ignoré : un lien mailto n’a pas de fragment, il ne fait donc pas partie du message
finding-url-slashes = « { $slashes } » supprimé après « mailto: » : un lien mailto n’est pas une adresse web, l’adresse suit directement les deux-points
finding-html-amp = « { $given } » lu comme « { $name } » : la page a écrit le '&' entre les champs « &amp; » une fois de trop{ $times ->
        [1] {""}
        [one] { " " }({ $times } fois)
       *[other] { " " }({ $times } fois)
    }
finding-form-plus = { $times ->
        [1] un '+' lu
        [one] { $times } '+' lu
       *[other] { $times } '+' lus
    } comme espace : le lien vient d’un formulaire web, qui écrit une espace sous la forme '+' et un plus sous la forme %2B
finding-form-body = le corps est constitué des champs d’un formulaire web, encodés pour un serveur web ; affiché à raison d’une ligne « nom=valeur » par champ
finding-empty-hfield = un hfield vide ignoré (un '?' ou un '&' en trop){ $times ->
        [1] {""}
        [one] { " " }({ $times } fois)
       *[other] { " " }({ $times } fois)
    }
finding-hfield-ignored = « { $hfield } » ignoré : un hfield a besoin d’un nom et d’un '=' pour avoir un sens{ $times ->
        [1] {""}
        [one] { " " }({ $times } fois)
       *[other] { " " }({ $times } fois)
    }
finding-header-repeated = le lien donne { $name } { $count ->
        [one] { $count } fois
       *[other] { $count } fois
    } ; toutes les valeurs sont listées
finding-encoded-separator = le lien cache un séparateur : « { $looks-like } » ressemble à une seule adresse, mais son ',' ou ';' encodé (%2C, %3B) en fait { $count ->
        [one] { $count } destinataire
       *[other] { $count } destinataires
    } : { $recipients }
finding-addresses-joined = le lien donne { $field } { $count ->
        [one] { $count } fois
       *[other] { $count } fois
    } ; toutes ses adresses sont utilisées
finding-empty-value = une valeur { $field } vide ignorée{ $times ->
        [1] {""}
        [one] { " " }({ $times } fois)
       *[other] { " " }({ $times } fois)
    }
finding-subjects = le lien avait { $count ->
        [one] { $count } sujet
       *[other] { $count } sujets
    } ; le dernier est utilisé
finding-bodies = le lien avait { $count ->
        [one] { $count } valeur de corps
       *[other] { $count } valeurs de corps
    } ; elles sont réunies par des sauts de ligne
finding-invalid-address = « { $address } » n’est pas une adresse utilisable : { $problem }
finding-smtputf8 = { $address } a une partie locale non ASCII : l’envoi nécessite un serveur avec SMTPUTF8
finding-international-domain = le domaine { $domain } est envoyé sous la forme { $ascii }
finding-semicolons = les adresses sont séparées par ';' (une habitude d’Outlook ; le séparateur standard est ',') : lues comme { $count ->
        [one] { $count } adresse
       *[other] { $count } adresses
    }
finding-empty-entries = { $count ->
        [one] la liste avait { $count } entrée vide ; elle a été ignorée
       *[other] la liste avait { $count } entrées vides ; elles ont été ignorées
    }
finding-comment = commentaire { $comment } ignoré dans « { $address } »
finding-name-controls = { $count ->
        [one] le nom affiché de { $address } contenait { $count } caractère de contrôle (un saut de ligne, par exemple), affiché sous la forme %HH
       *[other] le nom affiché de { $address } contenait { $count } caractères de contrôle (sauts de ligne compris), affichés sous la forme %HH
    }
finding-alt-address = le lien donne l’adresse de secours { $alt } (une alt-address RFC 5335) ; elle n’est pas utilisée
finding-references-moved = References nomme le message auquel celui-ci répond, { $parent }, mais pas (seulement) en dernier ; il y figure désormais une fois, à la fin (RFC 5322 §3.6.4)
finding-references-added = References ne se termine pas par le message auquel celui-ci répond ; { $parent } a été ajouté à la fin (RFC 5322 §3.6.4)
finding-references-set = le lien donne In-Reply-To mais pas de References utilisable ; References vaut { $parent } pour que la réponse soit classée sous son message (RFC 5322 §3.6.4)
finding-in-reply-to-trimmed = In-Reply-To nomme { $count ->
        [one] { $count } message
       *[other] { $count } messages
    } ; seul le premier valide, { $first }, est gardé : une réponse répond à un seul message
finding-invalid-percent = un '%' non suivi de deux chiffres hexadécimaux a été gardé tel quel{ $times ->
        [1] {""}
        [one] { " " }({ $times } fois)
       *[other] { " " }({ $times } fois)
    }
finding-invalid-utf8 = les octets décodés qui ne sont pas de l’UTF-8 sont affichés comme �{ $times ->
        [1] {""}
        [one] { " " }({ $times } fois)
       *[other] { " " }({ $times } fois)
    }
finding-legacy-charset = le texte n’est pas en UTF-8 : il a été lu en { $charset }, l’ancien encodage dans lequel il est très probablement écrit
finding-line-break = un saut de ligne a été supprimé, car ce champ tient sur une ligne{ $times ->
        [1] {""}
        [one] { " " }({ $times } fois)
       *[other] { " " }({ $times } fois)
    }
finding-control = un caractère de contrôle a été remplacé par sa forme visible %HH{ $times ->
        [1] {""}
        [one] { " " }({ $times } fois)
       *[other] { " " }({ $times } fois)
    }
finding-encoded-word = des mots encodés MIME (RFC 2047) ont été décodés{ $times ->
        [1] {""}
        [one] { " " }({ $times } fois)
       *[other] { " " }({ $times } fois)
    }
finding-encoded-word-invalid = un texte qui ressemble à un mot encodé MIME n’a pas pu être décodé et est affiché tel quel{ $times ->
        [1] {""}
        [one] { " " }({ $times } fois)
       *[other] { " " }({ $times } fois)
    }

## Pourquoi une adresse est inutilisable

address-one-only = il doit y avoir exactement une adresse
address-unclosed-angle = un '<' n’a pas de '>' correspondant
address-text-after-angle = il y a du texte après le '>' fermant
address-bad-alt = un '<' à l’intérieur de l’adresse n’est pas une alt-address
address-hidden-character = elle contient le caractère caché { $character }, qui peut la faire ressembler à une autre adresse
address-unclosed-quote = une partie locale entre guillemets n’a pas de guillemet fermant
address-no-at = elle n’a pas de '@'
address-empty-local = la partie avant '@' est vide
address-empty-domain = le domaine après '@' est vide
address-local-too-long = la partie avant '@' dépasse { $max ->
        [one] { $max } octet
       *[other] { $max } octets
    }
address-quoted-control = une partie locale entre guillemets contient une tabulation ou un caractère de contrôle
address-quoted-quote = un '"' dans une partie locale entre guillemets doit être échappé en \"
address-dots = la partie avant '@' a un point au début ou à la fin, ou deux points à la suite
address-white-space = la partie avant '@' contient une espace (mettez-la entre guillemets ou supprimez-la)
address-needs-quoting = la partie avant '@' contient { $character }, qui demande des guillemets
address-unclosed-literal = le littéral de domaine n’a pas de ']' fermant
address-bad-literal = le littéral de domaine contient des caractères interdits
address-bad-domain = « { $domain } » n’est pas un nom de domaine valide (UTS 46 : des étiquettes de lettres, chiffres et tirets, aucune étiquette vide, 63 octets au plus par étiquette)
address-lettre-refuses = la bibliothèque de courrier la refuse ({ $detail })

message-id-empty = il est vide
message-id-form = « { $id } » n’est pas un identifiant de message de la forme <id@host>
message-id-no-at = « { $id } » n’a pas de '@'
message-id-invalid = « { $id } » n’est pas un identifiant de message valide

## Pourquoi un champ du lien n’a pas été utilisé

drop-originator = un lien ne peut pas choisir de qui vient le courriel ni quand il a été écrit : ce programme définit toujours lui-même l’expéditeur, la date et l’identifiant du message (RFC 6068 §3)
drop-routing = un champ d’acheminement ou de trace est défini par les serveurs de courrier, jamais par un lien (RFC 6068 §3)
drop-mime = le message est toujours du texte brut UTF-8 ; un lien ne peut pas changer sa structure MIME ni son encodage (RFC 6068 §2, §3)
drop-attachment = un lien ne peut pas joindre de fichiers ; rien n’a été lu sur le disque
drop-client-control = une instruction au logiciel de courrier (comme envoyer tout de suite, garder une copie, une priorité ou un corps HTML), que ce programme n’accepte jamais d’un lien
drop-unknown = pas un champ qu’un lien peut définir : des champs inconnus pourraient ajouter des en-têtes que vous ne verriez pas (RFC 6068 §3, §4)
drop-malformed = la valeur est inutilisable : { $why }
drop-repeated = le lien définit ce champ plusieurs fois ; seule la dernière valeur est utilisée

## Avertissements et remarques sur le message

notice-hidden-recipient = { $count ->
        [one] le lien ajoute un destinataire caché (Cci) que les autres destinataires ne verront pas : { $names }
       *[other] le lien ajoute { $count } destinataires cachés (Cci) que les autres destinataires ne verront pas : { $names }
    }
notice-many-recipients = le message part vers { $count ->
        [one] { $count } destinataire
       *[other] { $count } destinataires
    }
notice-invalid-address = impossible d’envoyer à « { $address } » : { $problem }
notice-numeric-recipient = « { $text } » n’est fait que de chiffres, comme un port ou un numéro de téléphone, pas une adresse
notice-display-name-address = le nom « { $name } » ressemble à une adresse, mais le courriel part vers { $address }
notice-name-mixed-script = le nom « { $name } » mélange des écritures dans « { $word } », qui ressemble à « { $looks-like } » écrit en lettres latines : le courriel part vers { $address }
notice-local-part-address = l’adresse { $address } commence par l’adresse { $shown }, mais le courriel part vers le domaine { $domain }
notice-smtputf8 = { $address } a une partie locale non ASCII : elle ne peut être envoyée que par un serveur avec SMTPUTF8
notice-international-domain = { $address } est envoyée sous la forme { $ascii }
notice-label-symbols = l’étiquette de domaine « { $label } » contient des caractères qui ne servent pas dans les noms : elle peut imiter un autre domaine ; le courriel part vers { $ascii }
notice-mixed-script = l’étiquette de domaine « { $label } » mélange des écritures : elle peut imiter un autre domaine ; le courriel part vers { $ascii }
notice-mixed-script-looks-like = l’étiquette de domaine « { $label } » mélange des écritures et ressemble à « { $looks-like } » écrit en lettres latines : elle peut imiter un autre domaine ; le courriel part vers { $ascii }
notice-confusable-domain = l’étiquette de domaine « { $label } » est écrite dans une autre écriture et ressemble à « { $looks-like } » écrit en lettres latines : le courriel part vers { $ascii }, pas vers ce domaine
notice-top-domain = le domaine { $domain } ressemble à { $top }, mais c’est un autre domaine : le courriel part vers { $ascii }
domain-known-button = Je connais ce domaine
domain-known-hover = Vous écrivez bien à { $domain } : ne plus avertir qu’il ressemble à un autre domaine, ici et dans les prochaines fenêtres, et proposer de nouveau ses adresses
notice-local-symbols = la partie avant '@' de { $address } contient des signes qui ne sont pas des lettres et ressemble à « { $looks-like } » : le courriel part vers une autre boîte aux lettres
notice-local-mixed-script = la partie avant '@' de { $address } mélange des écritures : elle peut imiter une autre adresse
notice-local-mixed-script-looks-like = la partie avant '@' de { $address } mélange des écritures et ressemble à « { $looks-like } » écrit en lettres latines : le courriel part vers une autre boîte aux lettres
notice-local-confusable = la partie avant '@' de { $address } ressemble à « { $looks-like } » écrit en lettres latines, mais elle est écrite avec d’autres caractères : le courriel part vers une autre boîte aux lettres
notice-local-compatibility = la partie avant '@' de { $address } est écrite avec des formes spéciales de lettres (pleine chasse ou mathématiques, par exemple) et se lit « { $looks-like } » : le courriel part vers une autre boîte aux lettres
notice-idna-deviation = le domaine { $domain } contient { $characters }, que les anciens logiciels (IDNA2003) lisent autrement : ils enverraient à { $other } ; ce programme envoie à { $ascii }
notice-bidi-control = contient des caractères qui inversent le sens du texte, si bien que ce que vous lisez peut ne pas être ce qui est écrit : { $text }
notice-direction-mark = contient des marques de direction, qui placent ponctuation et nombres à côté d’un texte de droite à gauche : { $text }
notice-invisible = contient des caractères invisibles : { $text }
notice-blank-lines = { $blank ->
        [one] { $blank } ligne vide repousse d’autre texte jusqu’à la ligne { $line } : faites défiler pour lire tout le corps
       *[other] { $blank } lignes vides repoussent d’autre texte jusqu’à la ligne { $line } : faites défiler pour lire tout le corps
    }
notice-indent = { $spaces ->
        [one] la ligne { $line } commence par { $spaces } espace, qui repousse son texte hors de vue
       *[other] la ligne { $line } commence par { $spaces } espaces, qui repoussent son texte hors de vue
    }

## Pourquoi un message ne peut pas être construit

message-no-recipients = le message n’a pas de destinataire : ajoutez une adresse dans Pour, Copie à ou Copie cachée à
message-no-sender = le compte « { $account } » n’a pas d’adresse électronique d’envoi : ajoutez-lui email = "..."
message-invalid-recipient = l’adresse { $field } « { $address } » est inutilisable : { $problem } ; corrigez-la avant d’envoyer
message-invalid-sender = l’expéditeur « { $sender } » est inutilisable : { $problem } ; mettez une seule adresse, comme me@example.net, dans le champ email du compte
message-unsafe-header = le champ { $field } contient un saut de ligne ou un caractère de contrôle qui pourrait ajouter des en-têtes cachés ; supprimez-le
message-build = le message n’a pas pu être construit : { $detail }

## Pourquoi un message n’a pas été envoyé

send-host-not-found = le serveur de courrier { $host } est introuvable : vérifiez host dans la configuration et votre connexion réseau
send-connection-refused = le serveur de courrier { $host }:{ $port } a refusé la connexion : vérifiez host, port et security dans la configuration
send-timed-out = le serveur de courrier { $host } n’a pas répondu en { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    } { $step } : réessayez plus tard ou augmentez timeout dans la configuration
send-tls = la connexion sécurisée avec { $host } a échoué : { $detail }
send-no-starttls = le serveur de courrier { $host } ne propose pas STARTTLS, la connexion ne peut donc pas être chiffrée : utilisez security = "tls" (en général le port 465) ou demandez à votre fournisseur
send-auth-rejected = le serveur de courrier a refusé l’authentification de { $user } ({ $reply }) : vérifiez le nom d’utilisateur et la source du mot de passe dans la configuration
send-auth-unsupported = le serveur de courrier { $host } ne propose aucune méthode d’authentification prise en charge par ce programme ({ $methods }) ; vérifiez host et security
send-sign-in-rejected = le serveur de courrier { $host } n’a pas accepté la connexion de { $user } : { $advice }
send-sign-in-rejected-reply = le serveur de courrier { $host } n’a pas accepté la connexion de { $user } ({ $reply }) : { $advice }
send-advice-sign-in-again = reconnectez-vous (« Se connecter » dans la fenêtre, ou `mailto-preview config sign-in`) ; si la réponse du serveur dit que la connexion SMTP est désactivée, l’administrateur de la boîte doit y activer SMTP AUTH
send-advice-fresh-token = reconnectez-vous (obtenez un nouveau jeton avec oauth2.token-command) ; si la réponse du serveur dit que la connexion SMTP est désactivée, l’administrateur de la boîte doit y activer SMTP AUTH
send-recipient-rejected = le serveur de courrier a refusé le destinataire { $address } ({ $reply }) : corrigez l’adresse et renvoyez
send-sender-rejected = le serveur de courrier a refusé l’expéditeur { $address } ({ $reply }) : l’email du compte doit être une adresse depuis laquelle cet identifiant peut envoyer
send-message-rejected = le serveur de courrier a refusé le message ({ $reply })
send-temporarily-unavailable = le serveur de courrier ne peut pas prendre le message pour l’instant ({ $reply }) : il est enregistré ; réessayez plus tard
send-no-smtputf8 = le serveur de courrier { $host } ne prend pas en charge SMTPUTF8, dont l’adresse { $address } a besoin : utilisez une adresse ASCII pour elle, ou un autre serveur
send-connection = la connexion avec { $host } s’est rompue { $step } ({ $detail }) : le message n’a peut-être pas été distribué ; il est enregistré, réessayez
send-hands-over = le compte « { $account } » n’envoie pas lui-même, il transmet les messages à { $target } : choisissez un compte avec un serveur, ou utilisez Ouvrir dans
send-no-account = il n’y a plus de compte « { $account } » dans la configuration : ajoutez-le à nouveau, ou reprenez le message avec mailto-preview queue --cancel et envoyez-le depuis un autre compte
send-sendmail = { $program } a échoué : { $detail }
send-envelope = l’adresse { $address } ne peut pas servir dans l’enveloppe : { $detail }
deliver-not-saved = le message n’a pas pu être enregistré avant l’envoi, il n’a donc pas été envoyé : { $error }
deliver-not-sent = { $error } (le message est enregistré sous { $path })
deliver-undone = vous avez annulé l’envoi avant que quoi que ce soit ne parte ; le message est enregistré sous { $path }
deliver-interrupted = l’envoi s’est arrêté de façon inattendue, on ne sait donc pas si le serveur a le message ; il est enregistré sous { $path } : vérifiez votre dossier Envoyés avant de le renvoyer

## La copie dans le dossier Envoyés de la boîte aux lettres (IMAP)

filing-filed = et une copie est dans { $folder }
filing-by-provider = votre fournisseur garde lui-même la copie dans Envoyés
filing-failed = mais la copie n’est pas classée dans votre dossier Envoyés : { $error }. Le message n’a pas été envoyé deux fois ; la copie attend et sera classée quand vous appuierez sur Réessayer le classement ou après le prochain message que vous enverrez avec ce compte
filing-retry = Réessayer le classement
filing-retry-hover = Classe la copie dans votre dossier Envoyés ; le message n’est pas renvoyé
filing-unreadable = la copie en attente de classement est illisible : { $detail }
filing-no-account = le compte « { $account } » qui l’a envoyée n’est pas dans la configuration, ou n’a pas de table [imap] : rajoutez-le, ou supprimez la copie du dossier des copies non classées
file-no-mailbox = le compte « { $account } » n’a pas de boîte aux lettres : ajoutez une table [accounts.{ $account }.imap] avec son serveur (host)
file-host-not-found = le serveur de la boîte aux lettres { $host } est introuvable : vérifiez imap.host dans la configuration et votre connexion réseau
file-connection-refused = le serveur de la boîte aux lettres { $host }:{ $port } a refusé la connexion : vérifiez imap.host, imap.port et imap.security dans la configuration
file-timed-out = le serveur de la boîte aux lettres { $host } n’a pas répondu en { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    } : réessayez plus tard ou augmentez timeout dans la configuration
file-tls = la connexion sécurisée avec le serveur de la boîte aux lettres { $host } a échoué : { $detail }
file-no-starttls = le serveur de la boîte aux lettres { $host } a refusé STARTTLS, la connexion ne peut donc pas être chiffrée : utilisez imap.security = "tls" (en général le port 993)
file-no-login = le serveur de la boîte aux lettres { $host } demande une authentification et le compte n’en a aucune : définissez username et une source de mot de passe (ou imap.username et imap.password)
file-login-rejected = le serveur de la boîte aux lettres a refusé l’authentification de { $user } ({ $reply }) : vérifiez le nom d’utilisateur et le mot de passe (imap.username et imap.password si la boîte aux lettres a les siens)
file-sign-in-rejected = le serveur de la boîte aux lettres { $host } n’a pas accepté la connexion de { $user } ({ $reply }) : connectez-vous à nouveau (`mailto-preview config sign-in`) ; pour Outlook.com et Microsoft 365, la connexion doit inclure l’autorisation IMAP (README, « Sent mail in your mailbox »)
file-no-sent-folder = la boîte aux lettres sur { $host } ne marque aucun dossier comme Envoyés et n’en a aucun aux noms habituels : nommez-le avec imap.{ $key } dans la configuration (ses dossiers : { $seen })
file-no-drafts-folder = la boîte aux lettres sur { $host } ne marque aucun dossier comme Brouillons et n’en a aucun aux noms habituels : nommez-le avec imap.{ $key } dans la configuration (ses dossiers : { $seen })
file-no-such-folder = le dossier « { $name } » que nomme imap.{ $key } n’est pas dans la boîte aux lettres sur { $host } : corrigez-le dans la configuration (ses dossiers : { $seen })
file-refused = le serveur de la boîte aux lettres n’a pas stocké le message dans { $folder }
file-refused-reply = le serveur de la boîte aux lettres n’a pas stocké le message dans { $folder } ({ $reply })
file-too-much = le serveur de la boîte aux lettres { $host } a envoyé bien plus qu’une boîte aux lettres n’en a besoin : la connexion a été interrompue
file-connection = la connexion avec le serveur de la boîte aux lettres { $host } s’est rompue ({ $detail })

## Pourquoi un lien ne peut pas être ouvert

parse-not-mailto = ce n’est pas un lien mailto: (il commence par « { $given } ») ; seuls les liens commençant par « mailto: » peuvent être ouverts
parse-too-long = le lien fait { $length ->
        [one] { $length } octet
       *[other] { $length } octets
    }, au-delà de la limite de { $cap ->
        [one] { $cap } octet
       *[other] { $cap } octets
    } (2 Mio) que les navigateurs transmettent ; il n’a pas été ouvert
policy-too-many-recipients = le lien demande d’envoyer à { $found ->
        [one] { $found } destinataire
       *[other] { $found } destinataires
    }, plus que { $cap ->
        [one] le { $cap } destinataire qu’un lien peut nommer
       *[other] les { $cap } destinataires qu’un lien peut nommer
    } ; il n’a pas été ouvert
policy-line-too-long = le champ { $field } du lien fait { $found ->
        [one] { $found } caractère
       *[other] { $found } caractères
    }, plus que { $cap ->
        [one] le { $cap } caractère qu’un lien peut définir
       *[other] les { $cap } caractères qu’un lien peut définir
    } ; il n’a pas été ouvert
policy-body-too-large = le corps du lien fait { $found ->
        [one] { $found } octet
       *[other] { $found } octets
    }, plus que { $cap ->
        [one] le { $cap } octet
       *[other] les { $cap } octets
    } (1 Mio) qu’un lien peut définir ; il n’a pas été ouvert
policy-too-many-fields = le lien a { $found ->
        [one] { $found } champ d’en-tête
       *[other] { $found } champs d’en-tête
    }, plus que { $cap ->
        [one] le { $cap } champ qu’un lien peut avoir
       *[other] les { $cap } champs qu’un lien peut avoir
    } ; il n’a pas été ouvert

## Mots de passe, trousseau et connexion

what-password-command = commande de mot de passe
what-token-command = commande de jeton
password-not-run = impossible d’exécuter la { $what } `{ $command }` : { $detail } ; vérifiez { $key } dans la configuration
password-failed = la { $what } `{ $command }` a échoué ({ $status }){ $stderr } ; lancez-la dans un terminal pour voir pourquoi
password-timed-out = la { $what } `{ $command }` ne s’est pas terminée en { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    } ; elle a été arrêtée
password-empty = la { $what } `{ $command }` n’a rien affiché sur sa première ligne
password-env-missing = la variable d’environnement { $var } n’est pas définie : définissez-la avant de démarrer, ou utilisez une autre source de mot de passe
goa-gone = le compte { $account } ne figure plus dans les Comptes en ligne de GNOME : ajoutez-le de nouveau dans Paramètres → Comptes en ligne, ou choisissez un autre expéditeur
goa-sign-in-again = reconnectez-vous à { $account } dans Paramètres → Comptes en ligne, puis appuyez sur Réessayer ({ $detail })
goa-bus = le service Comptes en ligne de GNOME n’a pas répondu : { $detail }
goa-unsupported = les Comptes en ligne de GNOME n’existent que sur les bureaux Linux
goa-settings-not-opened = Impossible d’ouvrir les Paramètres de GNOME ({ $error }). Ouvrez vous-même Paramètres → Comptes en ligne ; cette fenêtre trouvera le compte dès qu’il y sera.
goa-open-settings = Ouvrir les Comptes en ligne
goa-open-settings-hover = Ouvre les Paramètres de GNOME à la page Comptes en ligne, où vous pouvez vous reconnecter ; appuyez ensuite sur Réessayer
keyring-unavailable = aucun trousseau du système n’est joignable ({ $detail }) : démarrez GNOME Keyring ou KWallet et déverrouillez-le, ou gardez le mot de passe ailleurs (une commande de mot de passe ou une variable d’environnement)
keyring-no-password = le trousseau du système ne contient pas de mot de passe pour « { $user } » (service « { $service } ») : enregistrez-le avec `mailto-preview config password`, ou reconfigurez le compte dans la fenêtre
keyring-no-sign-in = le trousseau du système ne contient pas de connexion pour « { $user } » (service « { $service } ») : connectez-vous avec `mailto-preview config sign-in`, ou reconfigurez le compte dans la fenêtre
keyring-failed = le trousseau du système a refusé : { $detail }
sign-in-not-yet = aucune connexion à { $issuer } en tant que { $user } n’a encore été faite sur cet ordinateur : choisissez « Se connecter » dans la fenêtre, ou lancez `mailto-preview config sign-in`
sign-in-expired = la connexion à { $issuer } pour { $user } a expiré ou a été retirée : reconnectez-vous
sign-in-refused = { $issuer } a refusé la connexion : { $error }
sign-in-denied = la connexion n’a pas été menée à terme dans le navigateur ({ $error }) : reconnectez-vous pour réessayer
sign-in-unreachable = impossible de joindre le serveur de connexion { $host } : { $detail } ; vérifiez votre connexion réseau et réessayez
sign-in-browser-timed-out = aucune réponse n’est revenue du navigateur en { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } : reconnectez-vous
sign-in-code-expired = le code n’a pas été saisi à temps : reconnectez-vous pour en obtenir un nouveau
sign-in-cancelled = la connexion a été annulée
sign-in-listener = impossible d’attendre la réponse du navigateur sur 127.0.0.1 ({ $detail }) : vérifiez que rien sur cet ordinateur ne bloque les connexions locales ; pour un compte Microsoft, `mailto-preview config sign-in --code` permet de se connecter sur un autre appareil
sign-in-settings = { $detail }
sign-in-no-device-flow = { $issuer } ne propose pas pour le courrier de connexion avec un code sur un autre appareil : connectez-vous dans le navigateur
discover-not-an-address = « { $text } » n’est pas une adresse électronique : donnez-en une comme me@example.org
discover-cancelled = la recherche a été annulée

## Brouillons sur le disque et transmission

store-no-data-dir = impossible de trouver un dossier de données pour les brouillons (HOME est-il défini ?)
store-io = impossible d’utiliser { $path } : { $detail }
store-saved-link = { $path } est un lien gardé après une transmission qui n’a pas démarré, pas un message : rouvrez-le avec `mailto-preview - < { $path }`
store-envelope = { $path } n’a pas d’enveloppe lisible à côté de lui ({ $detail }) ; il ne peut pas être envoyé tel quel
open-with-unknown = « { $id } » n’est ni un webmail (gmail, outlook, office365, yahoo, proton) ni un logiciel de courrier installé : `mailto-preview open-with --list` montre ce qui est disponible
open-with-no-recipient = le message n’a pas de destinataire : ajoutez-en un avant de le transmettre
open-with-invalid-address = l’adresse « { $address } » n’est pas valide : corrigez-la avant de transmettre le message
open-with-encode = le message ne peut pas être écrit sous forme de lien : { $detail }
open-with-bad-entry = l’entrée de bureau de { $program } ne peut pas être lancée : { $detail }
launch-start = { $program } n’a pas pu être lancé ({ $detail }) : est-il installé ?
launch-failed = { $program } s’est arrêté aussitôt avec { $status } : le message n’a pas été transmis
launch-portal = le portail du bureau n’a pas pu ouvrir la page ({ $detail })
launch-unsupported = l’ouverture d’une page web n’est pas prise en charge sur ce système
launch-files = le fichier joint n’a pas pu être écrit pour le programme dans { $path } : { $detail }
handoff-no-keywords = Le champ Keywords n’est pas transmis à { $target } : les logiciels de courrier ne le prennent pas dans un lien.
handoff-too-long-program = Le message est trop long pour être donné à { $target } d’un seul tenant ({ $length ->
        [one] { $length } caractère
       *[other] { $length } caractères
    } ; le système en accepte { $max ->
        [one] { $max }
       *[other] { $max }
    }), le corps n’y est donc pas : collez-le dans le message là-bas.
handoff-no-bcc = { $target } ne prend pas la copie cachée dans un lien : ajoutez { $bcc } en copie cachée là-bas avant d’envoyer.
handoff-no-files = { $target } ne peut pas recevoir de fichiers de cette façon : { $count ->
        [one] joignez-le
       *[other] joignez-les
    } là-bas ({ $files }).
handoff-open-folder = Ouvrir le dossier
handoff-too-long-webmail = Le message est trop long pour le lien de rédaction de { $target } ({ $length ->
        [one] { $length } caractère
       *[other] { $length } caractères
    } ; il en accepte environ { $max ->
        [one] { $max }
       *[other] { $max }
    }), le corps n’y est donc pas : collez-le dans le message là-bas.
handoff-plus-becomes-space = On a vu { $target } transformer un « + » d’une adresse en espace : vérifiez les destinataires là-bas avant d’envoyer.
handoff-no-threading = { $target } ne peut pas prendre In-Reply-To ni References dans un lien : le message ne sera pas rangé comme une réponse.

## S’enregistrer comme gestionnaire de courrier, et démarrer à l’ouverture de session

desktop-no-home = le dossier personnel est inconnu : définissez HOME
desktop-own-path = le chemin du programme lui-même est introuvable ({ $detail }) ; lancez-le par son chemin complet
desktop-unwritable-path = le chemin du programme { $path } ne peut pas être écrit dans une entrée de bureau (il n’est pas en UTF-8 ou contient un caractère de contrôle) ; déplacez le programme vers un chemin simple
desktop-io = impossible d’utiliser { $path } : { $detail }
desktop-system = { $detail }
desktop-unsupported = l’enregistrement d’un gestionnaire de courrier n’est pas pris en charge sur ce système
handoff-lost = la transmission s’est arrêtée de façon inattendue
unavailable-unusable = le lien est inutilisable
unavailable-no-account = configurez un compte pour voir le message exact
save-no-store = il n’y a pas de dossier de données pour les brouillons

## Où un serveur a été trouvé

source-providers = la table intégrée des fournisseurs
source-autoconfig = le serveur d’autoconfiguration du domaine
source-well-known = le serveur web du domaine (well-known autoconfig)
source-mx = l’échangeur de courrier du domaine (MX)
source-srv = les enregistrements SRV du domaine
source-ispdb = l’ISPDB de Thunderbird
discover-other-domain = le courrier pour { $domain } est envoyé par { $host }

## Provider notes
provider-note-gmail = Google accepte un mot de passe d’application (avec la validation en deux étapes activée) ou la connexion avec Google ; votre mot de passe habituel ne fonctionne pas.
provider-note-outlook = Outlook.com n’accepte que la connexion avec Microsoft (OAuth 2.0) : les mots de passe ne fonctionnent plus depuis septembre 2024.
provider-note-office365 = Microsoft 365 demande que votre administrateur autorise l’envoi SMTP pour votre boîte ; les mots de passe cessent de fonctionner par défaut fin décembre 2026, la connexion avec Microsoft continue de fonctionner.
provider-note-app-password = { $provider } exige un mot de passe d’application pour les logiciels de courrier ; votre mot de passe habituel ne fonctionne pas.
provider-note-app-specific-password = { $provider } exige un mot de passe propre à l’application (avec l’authentification à deux facteurs activée).
provider-note-zoho = Avec l’authentification à deux facteurs activée, Zoho exige un mot de passe propre à l’application ; le domaine d’une organisation utilise { $host }.
provider-note-proton-bridge = Proton Mail Bridge doit tourner sur cette machine : utilisez le mot de passe affiché par Bridge et faites confiance à son certificat (tls-ca = le certificat exporté par Bridge).
provider-note-proton-smtp = Uniquement pour une adresse sur votre propre domaine, avec un jeton SMTP des réglages de Proton ; le courrier envoyé ainsi n’est pas chiffré de bout en bout.
provider-note-switch-on-access = Activez d’abord l’accès POP3/IMAP dans les réglages de { $provider }.
provider-note-yandex = Yandex exige un mot de passe d’application, et que les logiciels de courrier soient activés dans Paramètres, Clients de messagerie.

## Attached files: exact sizes and the limits of servers

size-bytes-exact = { $count ->
        [one] { $shown } octet
       *[other] { $shown } octets
    }
message-attachment-elided = { "[" }{ $name } : { $size } ; { $encoded } en base64]
too-big = le message fait { $size } ; { $server } accepte au plus { $limit }
send-too-big-reply = le message fait { $size }, plus que ce qu’accepte { $server } ({ $reply })
file-too-big = le message fait { $size }, et { $host } ne range dans { $folder } que des messages d’au plus { $limit }
filing-too-big = mais la copie n’est pas classée dans votre dossier Envoyés : { $error }
provider-refuses-type = { $provider } refuse les fichiers comme { $name } (il bloque ce type par sécurité), le message serait donc renvoyé : envoyez le fichier autrement

## Comment un compte envoie

server-smtp = { $host }:{ $port } ({ $security })
server-no-encryption = sans chiffrement
server-sendmail = { $program } (sendmail local)
server-desktop = Comptes en ligne de GNOME
server-handoff = { $target } (transmis, vous envoyez là-bas)

## Orthographe (src/spelling) : menu et avis du correcteur
spelling-add = Ajouter au dictionnaire
spelling-ignore = Ignorer
spelling-no-suggestions = Aucune suggestion
spelling-misspelt = Faute d’orthographe : { $word }
spelling-automatic = Orthographe : langue du texte
spelling-language = Orthographe : { $language }
spelling-off = Orthographe : désactivée
spelling-no-dictionary = Aucun dictionnaire orthographique n’est installé pour la langue « { $language } » : le texte dans cette langue n’est donc pas vérifié. Installez-en un pour qu’il le soit (sous Debian et Ubuntu : { $package }).
spelling-unreadable = impossible de lire le dictionnaire orthographique { $path } : { $detail }
spelling-encoding = impossible de lire le dictionnaire orthographique { $path } : il est encodé en { $encoding } ; une version UTF-8 de ce dictionnaire peut être lue
spelling-personal-list = impossible d’ajouter le mot à votre dictionnaire personnel { $path } : { $detail }
spelling-not-a-word = « { $word } » n’est pas un mot unique : il ne peut pas être ajouté au dictionnaire
spelling-no-thread = l’orthographe n’est pas vérifiée : son fil d’exécution n’a pas pu être lancé ({ $detail })

## Destinataires proposés pendant la saisie (src/contacts)
contacts-offers = { $count ->
        [one] { $count } suggestion
       *[other] { $count } suggestions
    }
contacts-forget = Oublier cette adresse
contacts-forget-hover = Oublier cette adresse ({ $shortcut })
contacts-source-sent = { $count ->
        [one] { $count } envoi
       *[other] { $count } envois
    }
contacts-source-book = du carnet d’adresses « { $book } »
contacts-no-data-dir = impossible de trouver un dossier de données pour mémoriser les destinataires (HOME est-il défini ?)
contacts-io = impossible d’utiliser { $path } : { $detail }
contacts-unreadable = { $path } n’est pas une liste de destinataires que ce programme sait lire ({ $detail }) ; le fichier est laissé tel quel, et aucun destinataire n’est mémorisé tant qu’il n’est pas déplacé
contacts-evolution = impossible de lire les carnets d’adresses d’Evolution (Contacts de GNOME) : { $detail }

## La file d’attente : messages gardés pour plus tard (Envoyer plus tard, Envoyer une fois en ligne),
## et les notifications qui disent ce qu’ils sont devenus une fois la fenêtre fermée.
queue-not-found = rien dans la file d’attente n’a l’identifiant { $id } : mailto-preview queue liste ce qui attend
queue-busy = { $id } est en cours d’envoi par une autre instance de Mailto Preview : consultez mailto-preview queue dans un instant
queue-entry = la fiche { $path } d’un message en file d’attente est illisible ({ $detail }) : le message lui-même est toujours à côté
queue-sent-title = Envoyé à { $recipients }
queue-sent-body = Le message « { $subject } » est parti à l’heure prévue.
queue-not-sent-title = Non envoyé à { $recipients }
queue-refused-body = Le message « { $subject } » a été refusé : { $error }. Il est conservé : corrigez ce que signale le serveur, puis envoyez-le avec mailto-preview queue --send-now { $id }, ou retirez-le avec --cancel { $id }.
queue-uncertain-body = La connexion s’est coupée pendant l’envoi de « { $subject } » : le message est peut-être arrivé. Il est conservé et ne sera pas renvoyé de lui-même : envoyez-le avec mailto-preview queue --send-now { $id } s’il n’est pas arrivé.
queue-interrupted-body = Mailto Preview s’est arrêté pendant l’envoi de « { $subject } » : le message est peut-être arrivé. Il est conservé et ne sera pas renvoyé de lui-même : envoyez-le avec mailto-preview queue --send-now { $id } s’il n’est pas arrivé.
queue-gave-up-body = Pendant une journée, le message « { $subject } » n’a pas pu être envoyé : { $error }. Il est conservé : envoyez-le avec mailto-preview queue --send-now { $id } une fois de nouveau en ligne.

## OpenPGP : signer et chiffrer avec les propres clés GnuPG de la personne.

# Ce que le message exact affiche là où ira ce que produit GnuPG au moment de l’envoi.
openpgp-pending-micalg = { "[" }l’algorithme de hachage avec lequel GnuPG signe, par exemple pgp-sha256]
openpgp-pending-signature = { "[" }la signature que GnuPG produit avec votre clé à l’envoi]
openpgp-pending-encrypted = { "[" }le texte et les fichiers du message, signés et chiffrés par GnuPG à l’envoi]
openpgp-pending-autocrypt = { "[" }votre clé publique, fournie par GnuPG à l’envoi]
openpgp-not-a-fingerprint = « { $text } » n’est pas l’empreinte d’une clé : indiquez les 40 chiffres hexadécimaux qu’affiche gpg --list-secret-keys
openpgp-missing = GnuPG n’est pas installé (aucun programme { $program } n’a été trouvé) : rien ne peut donc être signé ni chiffré. Installez GnuPG, ou décochez « Signer » pour ce message
openpgp-not-run = impossible d’exécuter { $program } : { $detail }
openpgp-cancelled = La signature a été annulée : rien n’a donc été envoyé
openpgp-bad-passphrase = GnuPG n’a pas accepté la phrase secrète : rien n’a donc été envoyé
openpgp-no-pinentry = GnuPG n’a pas pu vous demander votre phrase secrète (aucun programme pinentry ne peut s’ouvrir ici) : rien n’a donc été envoyé
openpgp-no-secret-key = Votre GnuPG n’a aucune clé secrète { $key } capable de signer. Vérifiez openpgp.key pour ce compte, ou importez la clé dans GnuPG
openpgp-recipient-refused = GnuPG refuse de chiffrer pour { $key } : { $reason }
openpgp-failed = GnuPG n’a pas signé ni chiffré le message ({ $detail }) : rien n’a donc été envoyé
openpgp-key-not-found = aucune clé n’a été trouvée
openpgp-key-revoked = la clé est révoquée
openpgp-key-expired = la clé a expiré
openpgp-key-wrong-usage = la clé ne peut pas servir à cela
openpgp-key-not-trusted = la clé n’est pas considérée comme fiable
openpgp-key-disabled = la clé est désactivée
openpgp-key-unusable = la clé est inutilisable
step-signing = signature avec votre clé
step-passphrase = attente de votre phrase secrète dans la fenêtre de GnuPG
step-held = brève attente avant le départ, pour que vous puissiez encore annuler
step-while-signing = pendant la signature
step-while-passphrase = pendant l’attente de votre phrase secrète
openpgp-key-usable = la clé est utilisable
openpgp-key-not-certified = personne en qui vous avez confiance n’a confirmé que la clé appartient à cette adresse
openpgp-sign = Signer
openpgp-sign-hover = Signer avec votre clé { $key }, pour que les destinataires puissent vérifier que le message vient bien de vous et n’a pas été modifié
openpgp-encrypt = Chiffrer
openpgp-encrypt-hover = Chiffrer pour la clé de chaque destinataire et pour la vôtre : seuls les destinataires et vous-même pourrez lire le texte et les fichiers
openpgp-cannot-encrypt = Pour chiffrer, il faut une clé utilisable pour chaque destinataire :
openpgp-headers-readable = L’objet, les adresses et la date restent lisibles par les serveurs de courrier : seuls le texte et les fichiers sont chiffrés.
openpgp-unsigned-because = Ce message partira sans signature : { $reason }
openpgp-no-signer = Votre GnuPG n’a aucune clé secrète { $key } capable de signer : ce message partira donc sans signature. Vérifiez openpgp.key pour ce compte.
openpgp-recipient-lacks = { $address } : { $reason }
openpgp-key-of = clé { $key }, « { $user } »
openpgp-use-key = Utiliser cette clé
openpgp-use-key-hover = Désormais, chiffrer avec cette clé pour { $address }, bien que personne en qui vous avez confiance n’ait confirmé qu’elle lui appartient
openpgp-find-key = Chercher une clé
openpgp-find-key-hover = Demander à { $domain }, par Internet, la clé de { $address } (Web Key Directory, l’annuaire de clés du domaine)
openpgp-found = La clé { $key } de { $address } a été trouvée et ajoutée à vos clés GnuPG.
openpgp-not-found = Aucune clé n’a été trouvée pour { $address }.
openpgp-accept-failed = La clé n’a pas pu être mémorisée : { $error }
openpgp-gnupg-missing = GnuPG n’est pas installé : ce message partira donc sans signature. Installez GnuPG pour signer avec votre clé { $key }.
step-while-held = pendant l’attente avant le départ
openpgp-signer-refused = GnuPG refuse de signer avec votre clé { $key } : { $reason }. Rien n’a été envoyé
blocker-cannot-encrypt = « Chiffrer » est coché, mais certains destinataires n’ont pas de clé utilisable : décochez « Chiffrer », ou retirez ces destinataires
openpgp-signer-cannot-encrypt = Votre clé { $key } n’a aucune partie capable de chiffrer : les messages ne peuvent donc pas être chiffrés (ils sont aussi chiffrés pour vous, afin que vous puissiez les lire dans Envoyés).
