## Mailto Preview: the window's words, and what the program says about a message.
## English is the source; every other language has the same messages with the same
## arguments (tests/it/i18n.rs checks it). Arguments such as { $address } or { $host } are
## put in as they are; keep them. Every number a message prints stands inside a selection
## on it: write every CLDR plural category your language has ([zero], [one], [two], [few],
## [many], *[other]), even where the words are the same; an exact [1] may come first where a
## message leaves the count out. Where a number changes more than its noun (a verb, a
## relative clause), make each variant the whole sentence. The tests check it.

## The window

window-heading = A link wants to send an email
window-title = Send email to { $recipient }?
window-title-more = Send email to { $recipient } and { $more ->
        [one] 1 more
       *[other] { $more } more
    }?
window-title-none = Send email?
window-title-unusable = Unusable mail link
window-waiting = Waiting for the mail link from the system...
window-next-link = Opening the next mail link...
unusable-heading = This mail link cannot be used

from-label = From:
from-account = { $name } <{ $address }> via { $server }
from-account-handoff = { $address } in { $server }
# An account of GNOME Online Accounts (GNOME Settings → Online Accounts), used as it is there.
from-account-goa = { $name } <{ $address }> (GNOME Online Accounts)
from-looking = Looking for accounts on this desktop...
from-choose = Choose who sends...
from-you = you
from-hover = The account that sends this message
from-plaintext = Warning: this account sends without encryption
from-unchecked-certificate = Warning: the server's certificate is not checked, as this account is set in Online Accounts: anyone between you and the server could read or change the message
config-broken = The configuration cannot be used: { $error }

field-to = To
field-cc = Cc
field-bcc = Bcc (hidden)
field-subject = Subject
field-body = Body ({ $lines ->
        [one] { $lines } line
       *[other] { $lines } lines
    })
field-recipients-hint = name@example.org, ...
field-warning = Warning: { $message }
field-changed = Changed from the link: { $message }

ignored-heading = Ignored from the link ({ $count })
ignored-nothing = Nothing: the link set only fields a link may set.
original-link = Original link
copy-link = Copy link
exact-message = Exact message
handoff-receives = What { $target } receives
settings-heading = Settings
settings-resident = Start with my session and stay in the background, so that links open at once
settings-resident-hover = Installs a login entry that starts Mailto Preview without a window; about 30 MiB while it waits

## The buttons

action-send = Send
action-retry = Retry
action-open-in = Open in { $target }
action-open-in-menu = Open in...
action-cancel = Cancel
action-save-draft = Save draft
action-copy-text = Copy as text
action-send-hover = Send this message now ({ $shortcut })
action-handoff-hover = Hand this message over now ({ $shortcut })
action-cancel-hover = Close without sending ({ $shortcut })
action-save-hover = Keep it in the drafts folder ({ $shortcut })
open-in-hover = Hand this message, as it is here, to webmail or another mail program
open-in-webmail = In your web browser
open-in-programs = In a mail program
open-in-none = (none installed)
unavailable = Unavailable: { $reason }
blocker-no-account = set up an account first
blocker-no-recipient = add a recipient
blocker-invalid-address = correct the invalid address first
blocker-unfinished-address = finish the address you are typing first
blocker-choose-sender = choose who sends the message (From)
blocker-busy = the message is on its way
blocker-just-opened = a moment...
handoff-note = Note: { $note }
section-open = open
section-closed = closed

## Keys, as keyboards in this language label them

key-ctrl = Ctrl
key-enter = Enter
key-esc = Esc
key-s = S
key-a = A
key-z = Z
key-shift = Shift
key-delete = Delete
shortcut = { $modifier }+{ $key }

## Dialogs

discard-title = Discard your changes?
discard-question = You edited this message. Close without sending or saving it?
discard = Discard
discard-save = Save draft and close
discard-keep = Keep editing
handoff-title = Open in { $target }?
back = Back

## What happened (the status line)

status-sending = Sending: { $step }...
status-held = Sending in a moment. Undo (Ctrl+Z or Esc) takes it back.
status-undone = Not sent: you took it back. The message is here to edit as it was (a copy is in drafts).
hold-countdown = Sending in { $seconds ->
        [one] { $seconds } s
       *[other] { $seconds } s
    }
action-undo = Undo
action-send-later = Send later…
action-send-later-hover = Choose when it goes: until then it waits in the queue, with a copy of its files
later-in-an-hour = In 1 hour
later-tomorrow = Tomorrow at { $time }
later-monday = Monday at { $time }
later-choose = Choose a day and time…
later-day = Day
later-hour = Hour
later-minute = Minute
later-schedule = Send at this time
# The days of the week, for a date: 1 is Monday, 7 Sunday.
later-weekday = { $day ->
        [1] Monday
        [2] Tuesday
        [3] Wednesday
        [4] Thursday
        [5] Friday
        [6] Saturday
       *[7] Sunday
    }
# The months, for a date: 1 is January.
later-month = { $month ->
        [1] January
        [2] February
        [3] March
        [4] April
        [5] May
        [6] June
        [7] July
        [8] August
        [9] September
        [10] October
        [11] November
       *[12] December
    }
# A date as the language writes it: $weekday and $month are the names above, $day the day of
# the month, $year the year.
later-date = { $weekday } { $day } { $month } { $year }
# A date and a time ($time is HH:MM, 24-hour clock).
later-date-time = { $date } at { $time }
later-goes = It goes on { $when }.
later-skipped = The clocks go forward that night, so { $asked } does not exist: it goes at { $time }.
later-repeated = The clocks go back that night, so { $time } happens twice: it goes the first time.
later-past = that time has passed: choose a later one
later-lost = putting the message in the queue stopped before it said how: see mailto-preview queue
status-scheduling = Putting the message in the queue…
status-scheduled = Scheduled for { $when }. The message and a copy of its files ({ $size }) wait in the queue; you can close this window.
status-scheduled-no-timer = Scheduled for { $when } ({ $size } kept in the queue). Nothing on this system can start Mailto Preview at that time, so it is sent then only if Mailto Preview is running, or at its next start without a link.
status-not-scheduled = Not scheduled: { $error }
status-taking-back = Taking the message off the queue…
status-not-taken-back = It stays in the queue: { $error }
status-taken-back = The message is off the queue and here to edit (a copy is in drafts).
action-take-back = Edit it again
action-take-back-hover = Takes the message off the queue and back to this window
action-close = Close
action-send-when-online = Send when online
action-send-when-online-hover = Keeps the message in the queue and sends it by itself as soon as this computer is online again
status-waiting-online = Waiting for the network: the message goes by itself as soon as this computer is online again ({ $size } kept in the queue). You can close this window.
action-undo-hover = Takes the send back: nothing is sent, and the message is here to edit as it was ({ $shortcut })
status-sent = Sent to { $count ->
        [one] { $count } recipient
       *[other] { $count } recipients
    }
status-sent-and = { $sent }; { $filing }
status-filing = Putting the copy in your Sent folder...
status-filed = The copy is in { $folder } now.
status-not-filed = Still not in your Sent folder: { $error }. The copy waits; the message is not sent again.
status-saving-to-server = Saved as { $path }; putting it in your mailbox's Drafts folder...
status-saved-to-server = Saved as { $path } and in { $folder } in your mailbox
status-not-saved-to-server = Saved as { $path }, but not in your mailbox's Drafts folder: { $error }
status-not-sent = Not sent: { $error }
status-not-sent-saved = Not sent: { $error }. The message is saved as { $path }.
status-no-store = There is no place to keep the draft (no data directory); not sent.
status-stopped-waiting = Stopped waiting for the server. If it had already accepted the message it may still be delivered; otherwise the message is in the drafts folder (mailto-preview drafts).
status-saved = Saved as { $path }
status-not-saved = Not saved: { $error }
status-copied = Copied the message as text
status-saving = Saving the draft...
attach-vanished = { $path } is not there any more; attach it again or remove it
attach-changed = { $path } changed after you attached it; attach it again to send it as it is now
attach-unreadable = { $path } cannot be read: { $detail }
# The words and phrases that say a file is attached, in this language, with their inflected
# forms, separated by commas. They are not shown: when the subject or a paragraph of the body
# holds one and nothing is attached, Send asks first. A paragraph is read in its own language and
# in the window's. Whole words match (any case); in Chinese, Japanese and Korean, parts of the
# text. A word with an everyday second sense belongs here only in the phrases that mean a file.
attach-reminder-words = attachment, attachments, attached, i'm attaching, i am attaching, we're attaching, we are attaching, attaching a copy, attaching the file, attaching the files, attaching the document, attaching my, attaching our, enclosed, enclosure, enclosures, i attach, we attach, i enclose, we enclose, attached to this email, attached to this e-mail, attached to this message, attached to the email, attached to my email, attached to this mail, attachment to this email, attachment to this message, attachment for your review, attachments for your review, attachment for your reference, attachment for your records
# Phrases that hold one of the words above in another sense ("attached to the wall", "an enclosed
# garden"), separated by commas; where one of them and a phrase above overlap, the longer wins.
attach-reminder-not = attached to, attachment to, attachment for, attachments for, attaching to, attaching it to, attaching them to, attached garage, attached house, attached home, semi-attached, emotional attachment, emotionally attached, attachment style, attachment theory, attachment parenting, strings attached, enclosed space, enclosed area, enclosed garden, enclosed porch, enclosed patio, enclosed in, enclosed by, enclosed within, enclosed courtyard, hose attachment, vacuum attachment, drill attachment, attachment point, attachment points
attach-button = Attach...
attach-button-hover = Choose files to send with the message ({ $shortcut }); you can also drop them on the window. A link can never attach a file.
attach-total = { $count ->
        [one] { $count } file, { $size }
       *[other] { $count } files, { $size }
    }
attach-file = { $name } ({ $size }, { $kind })
attach-remove = Remove
attach-remove-name = Remove { $name }
attach-chooser-title = Attach files
attach-chooser-accept = Attach
attach-no-chooser = No file chooser answered ({ $detail }): install xdg-desktop-portal and the portal of your desktop, or type the file's path below.
attach-chooser-failed = The file chooser did not work: { $detail }. You can type the file's path below.
attach-path-label = File to attach:
attach-path-button = Attach
attach-ask-question = Attach { $path }?
attach-is-link = { $link } is a link to this file.
attach-ask-secret = It is in { $place }, where keys, passwords and other secrets are kept. Attach it only if you mean to send it.
attach-ask-hidden = It is a hidden file: such files often hold settings or secrets. Attach it only if you mean to send it.
attach-ask-yes = Attach it
attach-ask-no = Do not attach
attach-not-attached = Not attached: { $path }: { $why }
attach-dismiss = OK
attach-refused-not-found = there is no such file
attach-refused-folder = it is a folder (attach the files in it instead)
attach-refused-device = it is a device, not a file
attach-refused-pipe = it is a pipe or a socket, not a file
attach-refused-empty = it is empty
attach-refused-unreadable = it cannot be read ({ $detail })
attach-from-link = Attach this file: { $path }
attach-from-link-hover = The link asked for this file. It is attached only if you press here, after the same checks as any file you attach.
reminder-title = No file attached
reminder-question = The message mentions an attachment, but no file is attached.
reminder-send-anyway = Continue without a file
size-bytes = { $count ->
        [one] { $count } byte
       *[other] { $count } bytes
    }
size-kb = { $size } kB
size-mb = { $size } MB
size-gb = { $size } GB
number-decimal-separator = .
status-handing-over = Opening in { $target }...
status-body-on-clipboard = Opened in { $target }. The body was too long to hand over and is on the clipboard: paste it there, then close this window.
status-not-handed-over-saved = Not handed over: { $error }. The message is saved as { $path }.
status-not-handed-over-unsaved = Not handed over: { $error }. It could not be saved ({ $why }): copy it as text.
status-account-saved = Saved the account to { $path }
status-signed-in = Signed in. Press Retry to send the message.
status-not-signed-in = Not signed in: { $error }
status-login-entry-on = Wrote { $path }: Mailto Preview starts in the background at login
status-login-entry-off = Removed { $path }: Mailto Preview no longer starts at login
status-login-entry-none = Mailto Preview did not start at login; nothing to remove
status-not-changed = Not changed: { $error }

## What is happening, after "Sending:" in the status line
step-password = getting the password
step-resolving = looking up the server
step-connecting = connecting to the server
step-securing = securing the connection
step-logging-in = logging in
step-sending = sending the message
step-filing = putting a copy in your Sent folder
## The same steps where a sentence says when something went wrong ("the server did not answer
## within 30 seconds while connecting to the server"): the whole phrase, conjunction included
step-while-password = while getting the password
step-while-resolving = while looking up the server
step-while-connecting = while connecting to the server
step-while-securing = while securing the connection
step-while-logging-in = while logging in
step-while-sending = while sending the message
step-while-filing = while putting a copy in your Sent folder

## Signing in

sign-in-to = Sign in to { $issuer }
sign-in-to-hover = Opens the sign-in page in your browser
sign-in-on = Sign in on { $host } in your browser...
sign-in-opening = Opening your browser...
stop = Stop

## First run: setting up an account

setup-intro = No account is set up yet. Add one here; the message below waits and is not lost.
setup-found-heading = Found on this computer:
setup-use-found = { $address } ({ $program })
setup-use-found-hover = Fills in the form with these settings from { $program }; type the password, then Save account
setup-email = Email
setup-name = Name
setup-name-hint = Your Name
setup-find = Find my server
setup-find-hover = Looks the server up from the address: a built-in list of providers, then your domain's own settings
setup-finding = Looking up the server...
setup-ispdb = Also ask Thunderbird's database
setup-ispdb-hover = Tells Thunderbird's server which domain your address is at
setup-found = Found: { $host } port { $port }, { $security } (from { $source }).
setup-found-mailbox = Your mailbox: { $host } port { $port }, { $security }. A copy of what you send goes to its Sent folder, unless your provider puts it there itself.
setup-sign-in-with = Sign in with:
setup-password = Password
setup-show = Show
setup-provider-account = { $provider } account
setup-password-command = Password command
setup-app-password = This provider needs an app password, not the one you sign in to its website with.
setup-app-password-help = How to create an app password
setup-open-yourself = { $error }: open { $url } yourself
setup-keyring = It is kept in the system keyring, never in the config file.
setup-no-client = This copy of Mailto Preview cannot sign in to { $provider } by itself (it was built without a client ID for { $provider }). Instead:
setup-use-app-password = Use an app password
setup-add-in-online-accounts = Add it in Online Accounts
setup-add-in-online-accounts-hover = Opens GNOME Settings at Online Accounts. Once you have added the account there, this window sends with it, with nothing to set up here.
setup-token-command-instead = Or set up a token command in the config file (see "Sign in with OAuth 2.0" in the README).
setup-own-client-none = If you registered Mailto Preview with { $provider } yourself, enter its client ID here
setup-client-id = Client ID
setup-own-client = Your own client id for { $provider } (leave it empty to use the one this build carries)
setup-client-secret = Client secret
setup-client-secret-google = Google gives one with the client id
setup-client-secret-other = only if the provider gave one
setup-sign-in-button = Sign in with { $provider }
setup-the-provider = the provider
setup-signed-in-short = Signed in.
setup-advanced = Advanced: server settings and a password command
setup-server = Server
setup-port = Port
setup-username = Username
setup-security = Security
setup-imap-server = Mailbox server (IMAP)
setup-imap-port = Mailbox port
setup-security-none = None (this machine only)
setup-test = Test connection
setup-test-hover = Logs in without sending anything
setup-save = Save account
setup-or-handoff = Or keep writing mail where you do now: this window checks each message, then hands it over.
setup-webmail = I write mail in my browser:
setup-programs = I use another mail program:
security-tls = TLS
security-starttls = STARTTLS
security-none = not encrypted

form-not-found = No server was found for { $email }: enter it under Server settings (your provider's help pages name it).
form-signed-in = Signed in. Save the account to send with it.
form-testing = Testing...
form-saving = Saving the account...
form-tested = Connected{ $encrypted ->
        [yes] , encrypted,
       *[no] { " " }(not encrypted)
    } and logged in; the server offers: { $offers }
form-bad-port = Port must be a number from 1 to 65535 (587 or 465 for most providers).
form-quoted-command = The password command is split at spaces and takes no quotes: for an argument with spaces, write password.command in the config file as a list.
form-type-password = Type the password first.
form-sign-in-first = Sign in first; then save.
form-sign-in-changed = The address, username or client id changed since you signed in: sign in again, then save.
form-only-smtp = Only SMTP accounts can be tested.
form-bad-address = The email address is not usable: { $why }.
form-keyring = { $error }. Under Advanced you can name a password command instead.

## What the program found in a link: repairs and readings (shown beside the field)

finding-trimmed = removed { $count ->
        [one] { $count } character
       *[other] { $count } characters
    } of white space or controls around the link
finding-fragment = ignored "#{ $fragment }" after '#': a mailto link has no fragment, so it is not part of the message
finding-url-slashes = removed "{ $slashes }" after "mailto:": a mailto link is not a web address, the address follows the colon directly
finding-html-amp = read "{ $given }" as "{ $name }": the page wrote the '&' between fields as "&amp;" once too often{ $times ->
        [1] {""}
       *[other] { " " }({ $times } times)
    }
finding-form-plus = read { $times ->
        [one] one '+'
       *[other] { $times } '+'
    } as a space: the link comes from a web form, which writes a space as '+' and a plus as %2B
finding-form-body = the body is a web form's fields, encoded for a web server; shown as one "name=value" line per field
finding-empty-hfield = ignored an empty hfield (an extra '?' or '&'){ $times ->
        [1] {""}
       *[other] { " " }({ $times } times)
    }
finding-hfield-ignored = ignored "{ $hfield }": an hfield needs a name and '=' to mean anything{ $times ->
        [1] {""}
       *[other] { " " }({ $times } times)
    }
finding-header-repeated = the link gives { $name } { $count ->
        [one] once
       *[other] { $count } times
    }; every value is listed
finding-encoded-separator = the link hides a separator: "{ $looks-like }" looks like one address, but its encoded ',' or ';' (%2C, %3B) makes it { $count ->
        [one] { $count } recipient
       *[other] { $count } recipients
    }: { $recipients }
finding-addresses-joined = the link gives { $field } { $count ->
        [one] once
       *[other] { $count } times
    }; all its addresses are used
finding-empty-value = ignored an empty { $field } value{ $times ->
        [1] {""}
       *[other] { " " }({ $times } times)
    }
finding-subjects = the link had { $count ->
        [one] { $count } subject
       *[other] { $count } subjects
    }; the last one is used
finding-bodies = the link had { $count ->
        [one] { $count } body value
       *[other] { $count } body values
    }; they are joined with line breaks
finding-invalid-address = "{ $address }" is not a usable address: { $problem }
finding-smtputf8 = { $address } has a non-ASCII local part: sending needs a server with SMTPUTF8
finding-international-domain = the domain { $domain } is sent as { $ascii }
finding-semicolons = the addresses are separated by ';' (an Outlook habit; the standard separator is ','): read as { $count ->
        [one] { $count } address
       *[other] { $count } addresses
    }
finding-empty-entries = the list had { $count ->
        [one] { $count } empty entry
       *[other] { $count } empty entries
    }; ignored
finding-comment = ignored the comment { $comment } in "{ $address }"
finding-name-controls = the display name of { $address } held { $count ->
        [one] { $count } control character
       *[other] { $count } control characters
    } (line breaks included), shown as %HH
finding-alt-address = the link gives the fallback address { $alt } (an RFC 5335 alt-address); it is not used
finding-references-moved = References names the message this replies to, { $parent }, but not (only) last; it now stands once, at the end (RFC 5322 §3.6.4)
finding-references-added = References does not end with the message this replies to; { $parent } was added at the end (RFC 5322 §3.6.4)
finding-references-set = the link gives In-Reply-To but no usable References; References is set to { $parent } so that the reply is filed under its message (RFC 5322 §3.6.4)
finding-in-reply-to-trimmed = In-Reply-To names { $count ->
        [one] { $count } message
       *[other] { $count } messages
    }; only the first valid one, { $first }, is kept: a reply answers one message
finding-invalid-percent = a '%' not followed by two hex digits was kept as a literal '%'{ $times ->
        [1] {""}
       *[other] { " " }({ $times } times)
    }
finding-invalid-utf8 = percent-decoded bytes that are not UTF-8 are shown as �{ $times ->
        [1] {""}
       *[other] { " " }({ $times } times)
    }
finding-legacy-charset = the text is not UTF-8: it was read as { $charset }, the older encoding it is most likely written in
finding-line-break = a line break was removed, because this field holds a single line{ $times ->
        [1] {""}
       *[other] { " " }({ $times } times)
    }
finding-control = a control character was replaced by its visible %HH spelling{ $times ->
        [1] {""}
       *[other] { " " }({ $times } times)
    }
finding-encoded-word = MIME encoded words (RFC 2047) were decoded{ $times ->
        [1] {""}
       *[other] { " " }({ $times } times)
    }
finding-encoded-word-invalid = text that looks like a MIME encoded word could not be decoded and is shown as written{ $times ->
        [1] {""}
       *[other] { " " }({ $times } times)
    }

## Why an address cannot be used

address-one-only = it must be exactly one address
address-unclosed-angle = a '<' has no matching '>'
address-text-after-angle = there is text after the closing '>'
address-bad-alt = a '<' inside the address is not an alt-address
address-hidden-character = it contains the hidden character { $character }, which can make it look like another address
address-unclosed-quote = a quoted local part has no closing quote
address-no-at = it has no '@'
address-empty-local = the part before '@' is empty
address-empty-domain = the domain after '@' is empty
address-local-too-long = the part before '@' is longer than { $max ->
        [one] { $max } byte
       *[other] { $max } bytes
    }
address-quoted-control = a quoted local part holds a tab or control character
address-quoted-quote = a '"' inside a quoted local part must be escaped as \"
address-dots = the part before '@' has a dot at its start or end, or two dots in a row
address-white-space = the part before '@' contains white space (quote it, or remove it)
address-needs-quoting = the part before '@' contains { $character }, which needs quoting
address-unclosed-literal = the domain literal has no closing ']'
address-bad-literal = the domain literal contains characters it may not
address-bad-domain = "{ $domain }" is not a valid domain name (UTS 46: labels of letters, digits and hyphens, no empty label, at most 63 bytes a label)
address-lettre-refuses = the mail library refuses it ({ $detail })

message-id-empty = it is empty
message-id-form = "{ $id }" is not a message ID of the form <id@host>
message-id-no-at = "{ $id }" has no '@'
message-id-invalid = "{ $id }" is not a valid message ID

## Why a field of the link was not used

drop-originator = a link cannot choose who the mail is from or when it was written: this program always sets the sender, date and message ID itself (RFC 6068 §3)
drop-routing = a routing or trace field is set by mail servers, never by a link (RFC 6068 §3)
drop-mime = the message is always plain UTF-8 text; a link cannot change its MIME structure or encoding (RFC 6068 §2, §3)
drop-attachment = a link cannot attach files; nothing was read from disk
drop-client-control = an instruction to the mail program (such as send at once, save a copy, priority or an HTML body), which this program never takes from a link
drop-unknown = not a field a link may set: unknown fields could add headers you would not see (RFC 6068 §3, §4)
drop-malformed = the value is not usable: { $why }
drop-repeated = the link sets this field more than once; only the last value is used

## Warnings and notes about the message

notice-hidden-recipient = { $count ->
        [one] the link adds a hidden recipient (Bcc), whom the other recipients will not see: { $names }
       *[other] the link adds { $count } hidden recipients (Bcc), whom the other recipients will not see: { $names }
    }
notice-many-recipients = the message goes to { $count ->
        [one] { $count } recipient
       *[other] { $count } recipients
    }
notice-invalid-address = "{ $address }" cannot be sent to: { $problem }
notice-numeric-recipient = "{ $text }" is only digits, like a port or phone number, not an address
notice-display-name-address = the name "{ $name }" looks like an address, but the mail goes to { $address }
notice-name-mixed-script = the name "{ $name }" mixes writing systems in "{ $word }", which looks like "{ $looks-like }" written in Latin letters: the mail goes to { $address }
notice-local-part-address = the address { $address } begins with the address { $shown }, but the mail goes to the domain { $domain }
notice-smtputf8 = { $address } has a non-ASCII local part: it can only be sent through a server with SMTPUTF8
notice-international-domain = { $address } is sent as { $ascii }
notice-label-symbols = the domain label "{ $label }" holds characters that are not used in names: it may imitate another domain; the mail goes to { $ascii }
notice-mixed-script = the domain label "{ $label }" mixes writing systems: it may imitate another domain; the mail goes to { $ascii }
notice-mixed-script-looks-like = the domain label "{ $label }" mixes writing systems, and looks like "{ $looks-like }" written in Latin letters: it may imitate another domain; the mail goes to { $ascii }
notice-confusable-domain = the domain label "{ $label }" is written in another script, and looks like "{ $looks-like }" written in Latin letters: the mail goes to { $ascii }, not to that domain
notice-top-domain = the domain { $domain } looks like { $top }, but it is a different domain: the mail goes to { $ascii }
domain-known-button = I know this domain
domain-known-hover = You write to { $domain }: stop warning that it looks like another domain, here and in later windows, and offer its addresses again
notice-local-symbols = the part before '@' of { $address } holds signs that are not letters, and looks like "{ $looks-like }": the mail goes to a different mailbox
notice-local-mixed-script = the part before '@' of { $address } mixes writing systems: it may imitate another address
notice-local-mixed-script-looks-like = the part before '@' of { $address } mixes writing systems, and looks like "{ $looks-like }" written in Latin letters: the mail goes to a different mailbox
notice-local-confusable = the part before '@' of { $address } looks like "{ $looks-like }" written in Latin letters, but is written with other characters: the mail goes to a different mailbox
notice-local-compatibility = the part before '@' of { $address } is written in special forms of letters (such as fullwidth or mathematical ones) and reads as "{ $looks-like }": the mail goes to a different mailbox
notice-idna-deviation = the domain { $domain } contains { $characters }, which older software (IDNA2003) reads differently: it would send to { $other }; this program sends to { $ascii }
notice-bidi-control = contains characters that reverse the direction of text, so what you read may not be what it says: { $text }
notice-direction-mark = contains direction marks, which place punctuation and numbers beside right-to-left text: { $text }
notice-invisible = contains invisible characters: { $text }
notice-blank-lines = { $blank ->
        [one] { $blank } blank line pushes more text down to line { $line }: scroll down to read all of the body
       *[other] { $blank } blank lines push more text down to line { $line }: scroll down to read all of the body
    }
notice-indent = { $spaces ->
        [one] line { $line } starts with { $spaces } space, which pushes its text out of view
       *[other] line { $line } starts with { $spaces } spaces, which push its text out of view
    }

## Why a message cannot be built

message-no-recipients = the message has no recipients: add an address to To, Cc or Bcc
message-no-sender = the account "{ $account }" has no email address to send from: add email = "..." to it
message-invalid-recipient = the { $field } address "{ $address }" cannot be used: { $problem }; correct it before sending
message-invalid-sender = the sender "{ $sender }" is not usable: { $problem }; set the account's email to one address like me@example.net
message-unsafe-header = the { $field } contains a line break or control character, which could add hidden headers; remove it
message-build = the message could not be built: { $detail }

## Why a message was not sent

send-host-not-found = the mail server { $host } was not found: check host in the config and your network connection
send-connection-refused = the mail server { $host }:{ $port } refused the connection: check host, port and security in the config
send-timed-out = the mail server { $host } did not answer within { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    } { $step }: try again later, or raise timeout in the config
send-tls = the secure connection to { $host } failed: { $detail }
send-no-starttls = the mail server { $host } does not offer STARTTLS, so the connection cannot be encrypted: use security = "tls" (usually port 465), or ask your provider
send-auth-rejected = the mail server rejected the login for { $user } ({ $reply }): check username and the password source in the config
send-auth-unsupported = the mail server { $host } offers no login method this program supports ({ $methods }); check host and security
send-sign-in-rejected = the mail server { $host } did not accept the sign-in for { $user }: { $advice }
send-sign-in-rejected-reply = the mail server { $host } did not accept the sign-in for { $user } ({ $reply }): { $advice }
send-advice-sign-in-again = sign in again ("Sign in" in the window, or `mailto-preview config sign-in`); if the server's answer says SMTP sign-in is disabled, the mailbox's administrator must enable SMTP AUTH for it
send-advice-fresh-token = sign in again (get a fresh token from oauth2.token-command); if the server's answer says SMTP sign-in is disabled, the mailbox's administrator must enable SMTP AUTH for it
send-recipient-rejected = the mail server refused the recipient { $address } ({ $reply }): correct the address and send again
send-sender-rejected = the mail server refused the sender { $address } ({ $reply }): the account's email must be an address this login may send from
send-message-rejected = the mail server refused the message ({ $reply })
send-temporarily-unavailable = the mail server cannot take the message right now ({ $reply }): it is saved; try again later
send-no-smtputf8 = the mail server { $host } does not support SMTPUTF8, which the address { $address } needs: use an ASCII address for it, or another server
send-connection = the connection to { $host } broke { $step } ({ $detail }): the message may not have been delivered; it is saved, try again
send-hands-over = the account "{ $account }" does not send mail itself, it hands messages to { $target }: choose an account with a server, or use Open in
send-no-account = there is no account "{ $account }" in the config any more: add it again, or take the message back with mailto-preview queue --cancel and send it from another account
send-sendmail = { $program } failed: { $detail }
send-envelope = the address { $address } cannot be used in the envelope: { $detail }
deliver-not-saved = the message could not be saved before sending, so it was not sent: { $error }
deliver-not-sent = { $error } (the message is saved as { $path })
deliver-undone = you took the send back before anything was sent; the message is saved as { $path }
deliver-interrupted = sending stopped unexpectedly, so it is not known whether the server has the message; it is saved as { $path }: check your Sent folder before you send it again

## The copy in the Sent folder of the mailbox (IMAP)

filing-filed = and a copy is in { $folder }
filing-by-provider = your provider keeps the copy in Sent
filing-failed = but not filed in your Sent folder: { $error }. It was not sent twice; the copy waits and is filed when you press Retry filing or after the next message you send through this account
filing-retry = Retry filing
filing-retry-hover = Puts the copy in your Sent folder; the message is not sent again
filing-unreadable = the copy waiting to be filed cannot be read: { $detail }
filing-no-account = the account "{ $account }" that sent it is not in the config, or has no [imap] table: add it back, or delete the copy from the unfiled folder
file-no-mailbox = the account "{ $account }" has no mailbox: add an [accounts.{ $account }.imap] table with its host
file-host-not-found = the mailbox server { $host } was not found: check imap.host in the config and your network connection
file-connection-refused = the mailbox server { $host }:{ $port } refused the connection: check imap.host, imap.port and imap.security in the config
file-timed-out = the mailbox server { $host } did not answer within { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }: try again later, or raise timeout in the config
file-tls = the secure connection to the mailbox server { $host } failed: { $detail }
file-no-starttls = the mailbox server { $host } refused STARTTLS, so the connection cannot be encrypted: use imap.security = "tls" (usually port 993)
file-no-login = the mailbox server { $host } needs a login, and the account has none: set username and a password source (or imap.username and imap.password)
file-login-rejected = the mailbox server rejected the login for { $user } ({ $reply }): check the username and password (imap.username and imap.password if the mailbox has its own)
file-sign-in-rejected = the mailbox server { $host } did not accept the sign-in for { $user } ({ $reply }): sign in again (`mailto-preview config sign-in`); for Outlook.com and Microsoft 365 the sign-in must include the IMAP scope (README, "Sent mail in your mailbox")
file-no-sent-folder = the mailbox on { $host } marks no folder as Sent and has none of the usual names: name it with imap.{ $key } in the config (its folders: { $seen })
file-no-drafts-folder = the mailbox on { $host } marks no folder as Drafts and has none of the usual names: name it with imap.{ $key } in the config (its folders: { $seen })
file-no-such-folder = the folder "{ $name }" that imap.{ $key } names is not in the mailbox on { $host }: correct it in the config (its folders: { $seen })
file-refused = the mailbox server did not store the message in { $folder }
file-refused-reply = the mailbox server did not store the message in { $folder } ({ $reply })
file-too-much = the mailbox server { $host } sent far more than a mailbox needs to: it was stopped
file-connection = the connection to the mailbox server { $host } broke ({ $detail })

## Why a link cannot be opened

parse-not-mailto = this is not a mailto: link (it starts with "{ $given }"); only links that begin with "mailto:" can be opened
parse-too-long = the link is { $length ->
        [one] { $length } byte
       *[other] { $length } bytes
    } long, over the limit of { $cap ->
        [one] { $cap } byte
       *[other] { $cap } bytes
    } (2 MiB) that browsers pass on; it was not opened
policy-too-many-recipients = the link asks to send to { $found ->
        [one] { $found } recipient
       *[other] { $found } recipients
    }, more than the { $cap ->
        [one] { $cap } recipient
       *[other] { $cap } recipients
    } a link may name; it was not opened
policy-line-too-long = the link's { $field } is { $found ->
        [one] { $found } character
       *[other] { $found } characters
    } long, more than the { $cap ->
        [one] { $cap } character
       *[other] { $cap } characters
    } a link may set; it was not opened
policy-body-too-large = the link's body is { $found ->
        [one] { $found } byte
       *[other] { $found } bytes
    }, more than the { $cap ->
        [one] { $cap } byte
       *[other] { $cap } bytes
    } (1 MiB) a link may set; it was not opened
policy-too-many-fields = the link has { $found ->
        [one] { $found } header field
       *[other] { $found } header fields
    }, more than the { $cap ->
        [one] { $cap } field
       *[other] { $cap } fields
    } a link may have; it was not opened

## Passwords, the keyring and signing in

what-password-command = password command
what-token-command = token command
password-not-run = cannot run the { $what } `{ $command }`: { $detail }; check { $key } in the config
password-failed = the { $what } `{ $command }` failed ({ $status }){ $stderr }; run it in a terminal to see why
password-timed-out = the { $what } `{ $command }` did not finish within { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }; it was stopped
password-empty = the { $what } `{ $command }` printed nothing on its first line
password-env-missing = the environment variable { $var } is not set: set it before starting, or use another password source
goa-gone = the account { $account } is no longer in GNOME Online Accounts: add it again in Settings → Online Accounts, or choose another sender
goa-sign-in-again = sign in to { $account } again in Settings → Online Accounts, then press Retry ({ $detail })
goa-bus = GNOME Online Accounts did not answer: { $detail }
goa-unsupported = GNOME Online Accounts is only on Linux desktops
goa-settings-not-opened = GNOME Settings could not be opened ({ $error }). Open Settings → Online Accounts yourself; this window finds the account once it is there.
goa-open-settings = Open Online Accounts
goa-open-settings-hover = Opens GNOME Settings at Online Accounts, where you can sign in again; then press Retry
keyring-unavailable = no system keyring can be reached ({ $detail }): start GNOME Keyring or KWallet and unlock it, or keep the password elsewhere (a password command or an environment variable)
keyring-no-password = the system keyring holds no password for "{ $user }" (service "{ $service }"): store it with `mailto-preview config password`, or set the account up again in the window
keyring-no-sign-in = the system keyring holds no sign-in for "{ $user }" (service "{ $service }"): sign in with `mailto-preview config sign-in`, or set the account up again in the window
keyring-failed = the system keyring refused: { $detail }
sign-in-not-yet = you have not signed in to { $issuer } as { $user } on this computer yet: choose "Sign in" in the window, or run `mailto-preview config sign-in`
sign-in-expired = the sign-in to { $issuer } for { $user } has expired or was withdrawn: sign in again
sign-in-refused = { $issuer } refused the sign-in: { $error }
sign-in-denied = the sign-in was not completed in the browser ({ $error }): sign in again to retry
sign-in-unreachable = cannot reach the sign-in server { $host }: { $detail }; check the connection and try again
sign-in-browser-timed-out = no answer came back from the browser within { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }: sign in again
sign-in-code-expired = the code was not entered in time: sign in again to get a new one
sign-in-cancelled = the sign-in was cancelled
sign-in-listener = cannot wait for the browser's answer on 127.0.0.1 ({ $detail }): check that nothing on this computer blocks local connections; for a Microsoft account, `mailto-preview config sign-in --code` signs in on another device instead
sign-in-settings = { $detail }
sign-in-no-device-flow = { $issuer } offers no sign-in with a code on another device for mail: sign in in the browser
discover-not-an-address = "{ $text }" is not an email address: give one such as me@example.org
discover-cancelled = the search was cancelled

## Drafts on disk and handing over

store-no-data-dir = cannot find a data directory to keep drafts in (is HOME set?)
store-io = cannot use { $path }: { $detail }
store-saved-link = { $path } is a link kept after a hand-off did not start, not a message: open it again with `mailto-preview - < { $path }`
store-envelope = { $path } has no readable envelope beside it ({ $detail }); it cannot be sent as it is
open-with-unknown = "{ $id }" is neither a webmail (gmail, outlook, office365, yahoo, proton) nor an installed mail program: `mailto-preview open-with --list` shows what is available
open-with-no-recipient = the message has no recipient: add one before handing it over
open-with-invalid-address = the address "{ $address }" is not valid: correct it before handing the message over
open-with-encode = the message cannot be written as a link: { $detail }
open-with-bad-entry = the desktop entry of { $program } cannot be run: { $detail }
launch-start = { $program } could not be started ({ $detail }): is it installed?
launch-failed = { $program } stopped at once with { $status }: the message was not handed over
launch-portal = the desktop portal could not open the page ({ $detail })
launch-unsupported = opening a web page is not supported on this system
launch-files = the attached file could not be written for the program at { $path }: { $detail }
handoff-no-keywords = The Keywords field is not handed to { $target }: mail programs do not take it from a link.
handoff-too-long-program = The message is too long to give to { $target } in one piece ({ $length ->
        [one] { $length } character
       *[other] { $length } characters
    }; the system takes { $max ->
        [one] { $max } character
       *[other] { $max } characters
    }), so the body is not in it: paste it into the message there.
handoff-no-bcc = { $target } does not take Bcc from a link: add { $bcc } as Bcc there before you send.
handoff-no-files = { $target } cannot take files this way: attach { $count ->
        [one] it
       *[other] them
    } there ({ $files }).
handoff-open-folder = Open the folder
handoff-too-long-webmail = The message is too long for { $target }'s compose link ({ $length ->
        [one] { $length } character
       *[other] { $length } characters
    }; it takes about { $max ->
        [one] { $max } character
       *[other] { $max } characters
    }), so the body is not in it: paste it into the message there.
handoff-plus-becomes-space = { $target } has been seen to turn a "+" in an address into a space: check the recipients there before you send.
handoff-no-threading = { $target } cannot take In-Reply-To or References from a link: the message will not be threaded as a reply.

## Registering as the mail handler, and starting at login

desktop-no-home = the home directory is not known: set HOME
desktop-own-path = the program's own path cannot be found ({ $detail }); run it by its full path
desktop-unwritable-path = the program's path { $path } cannot be written in a desktop entry (it is not UTF-8 or holds a control character); move the binary to a plain path
desktop-io = could not use { $path }: { $detail }
desktop-system = { $detail }
desktop-unsupported = registering a mail handler is not supported on this system
handoff-lost = the hand-off stopped unexpectedly
unavailable-unusable = the link is unusable
unavailable-no-account = set up an account to see the exact message
save-no-store = there is no data directory for drafts

## Where a server was found

source-providers = the built-in provider table
source-autoconfig = the domain's autoconfig server
source-well-known = the domain's web server (well-known autoconfig)
source-mx = the domain's mail exchanger (MX)
source-srv = the domain's SRV records
source-ispdb = Thunderbird's ISPDB
discover-other-domain = mail for { $domain } is sent through { $host }

## What a provider needs (from the built-in provider table, shown beside the server found)

provider-note-gmail = Google accepts an app password (with 2-Step Verification on) or signing in with Google; your normal password does not work.
provider-note-outlook = Outlook.com accepts only signing in with Microsoft (OAuth 2.0): passwords stopped working in September 2024.
provider-note-office365 = Microsoft 365 needs SMTP sending allowed for your mailbox by your administrator; passwords stop working by default at the end of December 2026, signing in with Microsoft keeps working.
provider-note-app-password = { $provider } needs an app password for mail programs; your normal password does not work.
provider-note-app-specific-password = { $provider } needs an app-specific password (with two-factor authentication on).
provider-note-zoho = With two-factor authentication on, Zoho needs an app-specific password; an organisation's own domain uses { $host }.
provider-note-proton-bridge = Proton Mail Bridge must be running on this machine: use the password Bridge shows, and trust its certificate (tls-ca = the certificate Bridge exports).
provider-note-proton-smtp = Only for an address on your own domain with an SMTP token from Proton's settings; mail sent this way is not end-to-end encrypted.
provider-note-switch-on-access = Switch on POP3/IMAP access in the settings of { $provider } first.
provider-note-yandex = Yandex needs an app password, and mail programs switched on in Settings, Email clients.

## Attached files: exact sizes and the limits of servers

size-bytes-exact = { $count ->
        [one] { $shown } byte
       *[other] { $shown } bytes
    }
message-attachment-elided = { "[" }{ $name }: { $size }; { $encoded } as base64]
too-big = the message is { $size }; { $server } accepts up to { $limit }
send-too-big-reply = the message is { $size }, more than { $server } accepts ({ $reply })
file-too-big = the message is { $size }, and { $host } keeps messages of up to { $limit } in { $folder }
filing-too-big = but not filed in your Sent folder: { $error }
provider-refuses-type = { $provider } refuses to carry files like { $name } (it blocks this type for security), so the message would come back: send the file another way

## How an account sends

server-smtp = { $host }:{ $port } ({ $security })
server-no-encryption = no encryption
server-sendmail = { $program } (local sendmail)
server-desktop = GNOME Online Accounts
server-handoff = { $target } (handed over, you send it there)

## Spelling (src/spelling): the checker's menu and notices
spelling-add = Add to dictionary
spelling-ignore = Ignore
spelling-no-suggestions = No suggestions
spelling-misspelt = Misspelt: { $word }
spelling-automatic = Spelling: the text's language
spelling-language = Spelling: { $language }
spelling-off = Spelling: off
spelling-no-dictionary = No spelling dictionary for "{ $language }" is installed, so text in it is not checked. Installing one adds it (on Debian and Ubuntu: { $package }).
spelling-unreadable = cannot read the spelling dictionary { $path }: { $detail }
spelling-encoding = cannot read the spelling dictionary { $path }: it is in { $encoding }; a UTF-8 version of it can be read
spelling-personal-list = cannot add the word to your word list { $path }: { $detail }
spelling-not-a-word = "{ $word }" is not a single word, so it cannot be added to the dictionary
spelling-no-thread = spelling is not checked: its thread could not be started ({ $detail })

## Recipients offered while typing (src/contacts)
contacts-offers = { $count ->
        [one] { $count } suggestion
       *[other] { $count } suggestions
    }
contacts-forget = Forget this address
contacts-forget-hover = Forget this address ({ $shortcut })
contacts-source-sent = { $count ->
        [one] sent to once
       *[other] sent to { $count } times
    }
contacts-source-book = from the address book "{ $book }"
contacts-no-data-dir = cannot find a data folder to remember recipients in (is HOME set?)
contacts-io = cannot use { $path }: { $detail }
contacts-unreadable = { $path } is not a recipient list this program can read ({ $detail }); it was left as it is, and no recipient is remembered until it is moved away
contacts-evolution = cannot read the Evolution address books (GNOME Contacts): { $detail }

## The queue: messages kept for later (Send later, Send when online), and the notifications
## that say what became of them after the window was gone.
queue-not-found = nothing in the queue has the id { $id }: mailto-preview queue lists what waits
queue-busy = { $id } is being sent by another Mailto Preview right now: see mailto-preview queue in a moment
queue-entry = the record { $path } of a queued message cannot be read ({ $detail }): its message is still beside it
queue-sent-title = Sent to { $recipients }
queue-sent-body = “{ $subject }” went at its time.
queue-not-sent-title = Not sent to { $recipients }
queue-refused-body = “{ $subject }” was refused: { $error }. It is kept: fix what the server says, then send it with mailto-preview queue --send-now { $id }, or take it back with --cancel { $id }.
queue-uncertain-body = The connection ended while “{ $subject }” was being sent, so it may have arrived. It is kept and will not be sent again by itself: send it with mailto-preview queue --send-now { $id } if it did not arrive.
queue-interrupted-body = Mailto Preview stopped while “{ $subject }” was being sent, so it may have arrived. It is kept and will not be sent again by itself: send it with mailto-preview queue --send-now { $id } if it did not arrive.
queue-gave-up-body = For a day, “{ $subject }” could not be sent: { $error }. It is kept: send it with mailto-preview queue --send-now { $id } when you are online again.

## OpenPGP: signing and encrypting with the person's own GnuPG keys.

# What the exact message shows where GnuPG's output goes when the person sends.
openpgp-pending-micalg = { "[" }the hash GnuPG signs with, such as pgp-sha256]
openpgp-pending-signature = { "[" }the signature GnuPG makes with your key when you send]
openpgp-pending-encrypted = { "[" }the text and files of the message, signed and encrypted by GnuPG when you send]
openpgp-pending-autocrypt = { "[" }your public key, from GnuPG when you send]
openpgp-not-a-fingerprint = “{ $text }” is not a key's fingerprint: write the 40 hexadecimal digits gpg --list-secret-keys shows
openpgp-missing = GnuPG is not installed (no { $program } program was found), so nothing can be signed or encrypted. Install GnuPG, or turn off Sign for this message
openpgp-not-run = { $program } could not be run: { $detail }
openpgp-cancelled = Signing was cancelled, so nothing was sent
openpgp-bad-passphrase = GnuPG did not accept the passphrase, so nothing was sent
openpgp-no-pinentry = GnuPG could not ask for your passphrase (no pinentry program can open here), so nothing was sent
openpgp-no-secret-key = Your GnuPG has no secret key { $key } that can sign. Check openpgp.key for this account, or import the key into GnuPG
openpgp-recipient-refused = GnuPG will not encrypt to { $key }: { $reason }
openpgp-failed = GnuPG did not sign or encrypt the message ({ $detail }), so nothing was sent
openpgp-key-not-found = no key was found
openpgp-key-revoked = the key is revoked
openpgp-key-expired = the key has expired
openpgp-key-wrong-usage = the key cannot be used for this
openpgp-key-not-trusted = the key is not trusted
openpgp-key-disabled = the key is disabled
openpgp-key-unusable = the key cannot be used
step-signing = signing with your key
step-passphrase = waiting for your passphrase in GnuPG's prompt
step-held = waiting before it goes, so that you can undo
step-while-signing = while signing
step-while-passphrase = while waiting for your passphrase
openpgp-key-usable = the key can be used
openpgp-key-not-certified = nobody you trust has confirmed that the key belongs to this address
openpgp-sign = Sign
openpgp-sign-hover = Sign with your key { $key }, so that the recipients can check that the message is from you and unchanged
openpgp-encrypt = Encrypt
openpgp-encrypt-hover = Encrypt to each recipient's key and to yours: only you and they can read the text and files
openpgp-cannot-encrypt = Encrypt needs a usable key for every recipient:
openpgp-headers-readable = The subject, the addresses and the date stay readable by the mail servers: only the text and the files are encrypted.
openpgp-unsigned-because = This message will go unsigned: { $reason }
openpgp-no-signer = Your GnuPG has no secret key { $key } that can sign, so this message will go unsigned. Check openpgp.key for this account.
openpgp-recipient-lacks = { $address }: { $reason }
openpgp-key-of = key { $key }, “{ $user }”
openpgp-use-key = Use this key
openpgp-use-key-hover = Encrypt to this key for { $address } from now on, although nobody you trust has confirmed that it is theirs
openpgp-find-key = Look for a key
openpgp-find-key-hover = Ask { $domain } over the internet for the key of { $address } (Web Key Directory)
openpgp-found = Key { $key } for { $address } was found and added to your GnuPG keys.
openpgp-not-found = No key was found for { $address }.
openpgp-accept-failed = The key could not be remembered: { $error }
openpgp-gnupg-missing = GnuPG is not installed, so this message will go unsigned. Install GnuPG to sign with your key { $key }.
step-while-held = while waiting before it goes
openpgp-signer-refused = GnuPG will not sign with your key { $key }: { $reason }. Nothing was sent
blocker-cannot-encrypt = Encrypt is on, but not every recipient has a key it can use: turn Encrypt off, or remove them
openpgp-signer-cannot-encrypt = Your key { $key } has no part that can encrypt, so messages cannot be encrypted (they are encrypted to you too, so that you can read them in Sent).
