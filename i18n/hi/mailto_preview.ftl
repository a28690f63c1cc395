## Mailto Preview: Hindi (hi).
## Machine-assisted translation by the Mailto Preview developers; to be reviewed by native speakers.

## विंडो

window-heading = एक लिंक ईमेल भेजना चाहता है
window-title = { $recipient } को ईमेल भेजें?
window-title-more = { $recipient } और { $more ->
        [one] { $more } अन्य
       *[other] { $more } अन्य
    } को ईमेल भेजें?
window-title-none = ईमेल भेजें?
window-title-unusable = अनुपयोगी मेल लिंक
window-waiting = सिस्टम से मेल लिंक की प्रतीक्षा हो रही है...
window-next-link = अगला मेल लिंक खुल रहा है...
unusable-heading = यह मेल लिंक उपयोग नहीं किया जा सकता

from-label = प्रेषक:
from-account = { $name } <{ $address }>, { $server } के माध्यम से
from-account-handoff = { $server } में { $address }
from-account-goa = { $name } <{ $address }> (GNOME ऑनलाइन खाते)
from-looking = इस डेस्कटॉप पर खाते खोजे जा रहे हैं...
from-choose = प्रेषक चुनें...
from-you = आप
from-hover = वह खाता जो यह संदेश भेजता है
from-plaintext = चेतावनी: यह खाता बिना एन्क्रिप्शन के भेजता है
from-unchecked-certificate = चेतावनी: सर्वर का प्रमाणपत्र जाँचा नहीं जाता, क्योंकि ऑनलाइन खाते में यह खाता ऐसे ही सेट है: आपके और सर्वर के बीच कोई भी संदेश पढ़ या बदल सकता है
config-broken = कॉन्फ़िगरेशन उपयोग नहीं किया जा सकता: { $error }

field-to = प्रति
field-cc = प्रतिलिपि
field-bcc = गुप्त प्रतिलिपि
field-subject = विषय
field-body = मुख्य भाग ({ $lines ->
        [one] { $lines } पंक्ति
       *[other] { $lines } पंक्तियाँ
    })
field-recipients-hint = name@example.org, ...
field-warning = चेतावनी: { $message }
field-changed = लिंक से बदला गया: { $message }

ignored-heading = लिंक में अनदेखी की गई चीज़ें ({ $count })
ignored-nothing = कुछ नहीं: लिंक केवल वही फ़ील्ड सेट करता है जो एक लिंक सेट कर सकता है।
original-link = मूल लिंक
copy-link = लिंक कॉपी करें
exact-message = संदेश, ठीक वैसा जैसा भेजा जाएगा
handoff-receives = { $target } को क्या मिलेगा
settings-heading = सेटिंग्स
settings-resident = मेरे सत्र के साथ शुरू हो और पृष्ठभूमि में रहे, ताकि लिंक तुरंत खुलें
settings-resident-hover = एक लॉगिन प्रविष्टि जोड़ता है जो Mailto Preview को बिना विंडो के शुरू करती है; प्रतीक्षा के दौरान लगभग 30 MiB

## बटन

action-send = भेजें
action-retry = फिर से प्रयास करें
action-open-in = { $target } में खोलें
action-open-in-menu = इसमें खोलें...
action-cancel = रद्द करें
action-save-draft = ड्राफ़्ट सहेजें
action-copy-text = टेक्स्ट के रूप में कॉपी करें
action-send-hover = यह संदेश अभी भेजें ({ $shortcut })
action-handoff-hover = यह संदेश अभी सौंपें ({ $shortcut })
action-cancel-hover = बिना भेजे बंद करें ({ $shortcut })
action-save-hover = ड्राफ़्ट फ़ोल्डर में रखें ({ $shortcut })
open-in-hover = यह संदेश, जैसा यहाँ है, वेबमेल या किसी अन्य मेल प्रोग्राम को सौंपें
open-in-webmail = अपने वेब ब्राउज़र में
open-in-programs = किसी मेल प्रोग्राम में
open-in-none = (कोई इंस्टॉल नहीं)
unavailable = उपलब्ध नहीं: { $reason }
blocker-no-account = पहले एक खाता सेट करें
blocker-no-recipient = एक प्राप्तकर्ता जोड़ें
blocker-invalid-address = पहले अमान्य पता ठीक करें
blocker-unfinished-address = पहले वह पता पूरा करें जो आप टाइप कर रहे हैं
blocker-choose-sender = चुनें कि संदेश कौन भेजेगा (प्रेषक)
blocker-busy = संदेश भेजा जा रहा है
blocker-just-opened = एक क्षण...
handoff-note = टिप्पणी: { $note }
section-open = खुला
section-closed = बंद

## कुंजियाँ, जैसे इस भाषा के कीबोर्ड पर लिखी होती हैं

key-ctrl = Ctrl
key-enter = Enter
key-esc = Esc
key-s = S
key-a = A
key-z = Z
key-shift = Shift
key-delete = Delete
shortcut = { $modifier }+{ $key }

## संवाद

discard-title = अपने बदलाव त्याग दें?
discard-question = आपने यह संदेश संपादित किया है। बिना भेजे या सहेजे बंद करें?
discard = त्यागें
discard-save = ड्राफ़्ट सहेजें और बंद करें
discard-keep = संपादन जारी रखें
handoff-title = { $target } में खोलें?
back = वापस

## क्या हुआ (स्थिति पंक्ति)

status-sending = भेजा जा रहा है: { $step }...
status-held = संदेश कुछ ही पलों में भेजा जाएगा। वापस लेने के लिए "पूर्ववत करें" (Ctrl+Z या Esc) दबाएँ।
status-undone = नहीं भेजा गया: आपने भेजना वापस ले लिया। संदेश पहले जैसा यहीं है और आप इसे संपादित कर सकते हैं (एक कॉपी ड्राफ़्ट फ़ोल्डर में है)।
hold-countdown = { $seconds ->
        [one] { $seconds } सेकंड
       *[other] { $seconds } सेकंड
    } में भेजा जाएगा
action-undo = पूर्ववत करें
action-send-later = बाद में भेजें...
action-send-later-hover = चुनें कि संदेश कब भेजा जाए: तब तक यह अपनी फ़ाइलों की एक कॉपी के साथ कतार में प्रतीक्षा करता है
later-in-an-hour = एक घंटे बाद
later-tomorrow = कल { $time } बजे
later-monday = सोमवार { $time } बजे
later-choose = दिन और समय चुनें...
later-day = दिन
later-hour = घंटा
later-minute = मिनट
later-schedule = इस समय भेजें
later-weekday = { $day ->
        [1] सोमवार
        [2] मंगलवार
        [3] बुधवार
        [4] गुरुवार
        [5] शुक्रवार
        [6] शनिवार
       *[7] रविवार
    }
later-month = { $month ->
        [1] जनवरी
        [2] फ़रवरी
        [3] मार्च
        [4] अप्रैल
        [5] मई
        [6] जून
        [7] जुलाई
        [8] अगस्त
        [9] सितंबर
        [10] अक्टूबर
        [11] नवंबर
       *[12] दिसंबर
    }
later-date = { $weekday }, { $day } { $month } { $year }
later-date-time = { $date }, { $time } बजे
later-goes = संदेश { $when } भेजा जाएगा।
later-skipped = उस रात घड़ियाँ आगे की जाती हैं, इसलिए { $asked } का समय आता ही नहीं: संदेश { $time } बजे भेजा जाएगा।
later-repeated = उस रात घड़ियाँ पीछे की जाती हैं, इसलिए { $time } का समय दो बार आता है: संदेश पहली बार में भेजा जाएगा।
later-past = वह समय बीत चुका है: बाद का कोई समय चुनें
later-lost = संदेश को कतार में रखने की प्रक्रिया नतीजा बताए बिना रुक गई: mailto-preview queue देखें
status-scheduling = संदेश कतार में रखा जा रहा है...
status-scheduled = { $when } के लिए शेड्यूल किया गया। संदेश और उसकी फ़ाइलों की एक कॉपी ({ $size }) कतार में प्रतीक्षा कर रहे हैं; आप यह विंडो बंद कर सकते हैं।
status-scheduled-no-timer = { $when } के लिए शेड्यूल किया गया ({ $size } कतार में रखा गया)। इस सिस्टम पर ऐसा कुछ नहीं है जो उस समय Mailto Preview को शुरू कर सके, इसलिए संदेश समय पर तभी भेजा जाएगा जब उस समय Mailto Preview चल रहा हो; नहीं तो अगली बार Mailto Preview के बिना लिंक के शुरू होने पर।
status-not-scheduled = शेड्यूल नहीं हुआ: { $error }
status-taking-back = संदेश कतार से निकाला जा रहा है...
status-not-taken-back = संदेश कतार में ही है: { $error }
status-taken-back = संदेश कतार से निकाल लिया गया है और संपादन के लिए यहाँ है (एक कॉपी ड्राफ़्ट फ़ोल्डर में है)।
action-take-back = फिर से संपादित करें
action-take-back-hover = संदेश को कतार से निकालकर इस विंडो में वापस लाता है
action-close = बंद करें
action-send-when-online = ऑनलाइन होने पर भेजें
action-send-when-online-hover = संदेश को कतार में रखता है और यह कंप्यूटर फिर से ऑनलाइन होते ही उसे अपने आप भेज देता है
status-waiting-online = नेटवर्क की प्रतीक्षा की जा रही है: यह कंप्यूटर फिर से ऑनलाइन होते ही संदेश अपने आप भेज दिया जाएगा ({ $size } कतार में रखा गया)। आप यह विंडो बंद कर सकते हैं।
action-undo-hover = भेजना वापस लेता है: कुछ नहीं भेजा जाता, और संदेश पहले जैसा संपादन के लिए यहीं रहता है ({ $shortcut })
status-sent = { $count ->
        [one] { $count } प्राप्तकर्ता
       *[other] { $count } प्राप्तकर्ताओं
    } को भेजा गया
status-sent-and = { $sent }; { $filing }
status-filing = कॉपी आपके भेजे गए फ़ोल्डर में रखी जा रही है...
status-filed = कॉपी अब { $folder } में है।
status-not-filed = अभी भी आपके भेजे गए फ़ोल्डर में नहीं: { $error }। कॉपी प्रतीक्षा कर रही है; संदेश फिर से नहीं भेजा जाएगा।
status-saving-to-server = { $path } के रूप में सहेजा गया; इसे आपके मेलबॉक्स के ड्राफ़्ट फ़ोल्डर में रखा जा रहा है...
status-saved-to-server = { $path } के रूप में और आपके मेलबॉक्स के { $folder } में सहेजा गया
status-not-saved-to-server = { $path } के रूप में सहेजा गया, पर आपके मेलबॉक्स के ड्राफ़्ट फ़ोल्डर में नहीं: { $error }
status-not-sent = नहीं भेजा गया: { $error }
status-not-sent-saved = नहीं भेजा गया: { $error }। संदेश { $path } के रूप में सहेजा गया है।
status-no-store = ड्राफ़्ट रखने की कोई जगह नहीं है (कोई डेटा निर्देशिका नहीं); नहीं भेजा गया।
status-stopped-waiting = सर्वर की प्रतीक्षा बंद कर दी गई। यदि उसने संदेश पहले ही स्वीकार कर लिया था, तो वह अब भी पहुँच सकता है; अन्यथा संदेश ड्राफ़्ट फ़ोल्डर में है (mailto-preview drafts)।
status-saved = { $path } के रूप में सहेजा गया
status-not-saved = नहीं सहेजा गया: { $error }
status-copied = संदेश टेक्स्ट के रूप में कॉपी किया गया
status-saving = ड्राफ़्ट सहेजा जा रहा है...
attach-vanished = { $path } अब मौजूद नहीं है; इसे फिर से संलग्न करें या हटाएँ
attach-changed = { $path } संलग्न करने के बाद बदल गई है; इसे अभी जैसी है वैसी भेजने के लिए फिर से संलग्न करें
attach-unreadable = { $path } पढ़ी नहीं जा सकती: { $detail }
attach-reminder-words = संलग्न, संलग्नक, संलग्नकों, संलग्नित, अनुलग्नक, अनुलग्नकों, अनुलग्न, अटैचमेंट, अटैचमेंट्स, अटैच, अटैच्ड, ईमेल में संलग्न, ई-मेल में संलग्न, मेल में संलग्न, पत्र में संलग्न, संदेश में संलग्न, ईमेल से संलग्न, ई-मेल से संलग्न, मेल से संलग्न, पत्र से संलग्न, संदेश से संलग्न, आवेदन से संलग्न
attach-reminder-not = में संलग्न, से संलग्न, संलग्न अस्पताल, संलग्न चिकित्सालय, संलग्न महाविद्यालय, संलग्न महाविद्यालयों, संलग्न कॉलेज, संलग्न कॉलेजों, लाइन संलग्न, मुख्यालय संलग्न, संलग्न कमरा, संलग्न क्षेत्र, संलग्न क्षेत्रों, संलग्न भूमि, अटैच बाथरूम, अटैच्ड बाथरूम, अटैच टॉयलेट, अटैच्ड टॉयलेट, अटैच वॉशरूम, अटैच्ड वॉशरूम, अटैच हो गया, अटैच हो गई, अटैच हो गए, अटैच हो गयी, अटैच हो जाता, अटैच हो जाती, अटैच हो जाते, अटैच्ड हूँ, अटैच्ड हूं, बहुत अटैच, इतना अटैच, इतनी अटैच, ज़्यादा अटैच, ज्यादा अटैच, इमोशनली अटैच, भावनात्मक रूप से अटैच, इमोशनल अटैचमेंट, भावनात्मक अटैचमेंट
attach-button = संलग्न करें...
attach-button-hover = संदेश के साथ भेजने के लिए फ़ाइलें चुनें ({ $shortcut }); आप उन्हें विंडो पर छोड़ भी सकते हैं। कोई लिंक कभी कोई फ़ाइल संलग्न नहीं कर सकता।
attach-total = { $count ->
        [one] { $count } फ़ाइल, { $size }
       *[other] { $count } फ़ाइलें, { $size }
    }
attach-file = { $name } ({ $size }, { $kind })
attach-remove = हटाएँ
attach-remove-name = { $name } हटाएँ
attach-chooser-title = फ़ाइलें संलग्न करें
attach-chooser-accept = संलग्न करें
attach-no-chooser = किसी फ़ाइल चयनकर्ता ने उत्तर नहीं दिया ({ $detail }): xdg-desktop-portal और अपने डेस्कटॉप का पोर्टल इंस्टॉल करें, या नीचे फ़ाइल का पथ लिखें।
attach-chooser-failed = फ़ाइल चयनकर्ता ने काम नहीं किया: { $detail }। आप नीचे फ़ाइल का पथ लिख सकते हैं।
attach-path-label = संलग्न करने के लिए फ़ाइल:
attach-path-button = संलग्न करें
attach-ask-question = { $path } संलग्न करें?
attach-is-link = { $link } इस फ़ाइल का प्रतीकात्मक लिंक (symlink) है।
attach-ask-secret = यह { $place } में है, जहाँ कुंजियाँ, पासवर्ड और दूसरी गुप्त जानकारी रखी जाती है। इसे तभी संलग्न करें जब आप सच में इसे भेजना चाहते हों।
attach-ask-hidden = यह एक छिपी हुई फ़ाइल है: ऐसी फ़ाइलों में अक्सर सेटिंग या गुप्त जानकारी होती है। इसे तभी संलग्न करें जब आप सच में इसे भेजना चाहते हों।
attach-ask-yes = संलग्न करें
attach-ask-no = संलग्न न करें
attach-not-attached = संलग्न नहीं हुआ: { $path }: { $why }
attach-dismiss = ठीक है
attach-refused-not-found = ऐसी कोई फ़ाइल नहीं है
attach-refused-folder = यह एक फ़ोल्डर है (इसके बजाय इसमें की फ़ाइलें संलग्न करें)
attach-refused-device = यह एक डिवाइस है, फ़ाइल नहीं
attach-refused-pipe = यह पाइप या सॉकेट है, फ़ाइल नहीं
attach-refused-empty = यह खाली है
attach-refused-unreadable = इसे पढ़ा नहीं जा सकता ({ $detail })
attach-from-link = यह फ़ाइल संलग्न करें: { $path }
attach-from-link-hover = लिंक ने यह फ़ाइल माँगी थी। यह तभी संलग्न होगी जब आप यहाँ दबाएँगे, और उन्हीं जाँचों के बाद जो आपकी संलग्न की गई हर फ़ाइल की होती हैं।
reminder-title = कोई फ़ाइल संलग्न नहीं
reminder-question = संदेश में संलग्नक का ज़िक्र है, लेकिन कोई फ़ाइल संलग्न नहीं है।
reminder-send-anyway = बिना फ़ाइल के जारी रखें
size-bytes = { $count ->
        [one] { $count } बाइट
       *[other] { $count } बाइट
    }
size-kb = { $size } kB
size-mb = { $size } MB
size-gb = { $size } GB
number-decimal-separator = .
status-handing-over = { $target } में खुल रहा है...
status-body-on-clipboard = { $target } में खोला गया। मुख्य भाग सौंपने के लिए बहुत लंबा था और क्लिपबोर्ड पर है: उसे वहाँ चिपकाएँ, फिर यह विंडो बंद करें।
status-not-handed-over-saved = नहीं सौंपा गया: { $error }। संदेश { $path } के रूप में सहेजा गया है।
status-not-handed-over-unsaved = नहीं सौंपा गया: { $error }। उसे सहेजा भी नहीं जा सका ({ $why }): उसे टेक्स्ट के रूप में कॉपी करें।
status-account-saved = खाता { $path } में सहेजा गया
status-signed-in = साइन इन हो गया। संदेश भेजने के लिए "फिर से प्रयास करें" दबाएँ।
status-not-signed-in = साइन इन नहीं हुआ: { $error }
status-login-entry-on = { $path } लिखा गया: Mailto Preview लॉगिन पर पृष्ठभूमि में शुरू होता है
status-login-entry-off = { $path } हटाया गया: Mailto Preview अब लॉगिन पर शुरू नहीं होता
status-login-entry-none = Mailto Preview लॉगिन पर शुरू नहीं होता था; हटाने को कुछ नहीं
status-not-changed = नहीं बदला: { $error }

step-password = पासवर्ड प्राप्त किया जा रहा है
step-resolving = सर्वर खोजा जा रहा है
step-connecting = सर्वर से जुड़ा जा रहा है
step-securing = कनेक्शन सुरक्षित किया जा रहा है
step-logging-in = लॉग इन किया जा रहा है
step-sending = संदेश भेजा जा रहा है
step-filing = एक कॉपी आपके भेजे गए फ़ोल्डर में रखी जा रही है
step-while-password = पासवर्ड प्राप्त करते समय
step-while-resolving = सर्वर खोजते समय
step-while-connecting = सर्वर से जुड़ते समय
step-while-securing = कनेक्शन सुरक्षित करते समय
step-while-logging-in = लॉग इन करते समय
step-while-sending = संदेश भेजते समय
step-while-filing = भेजे गए फ़ोल्डर में कॉपी रखते समय

## साइन इन

sign-in-to = { $issuer } में साइन इन करें
sign-in-to-hover = आपके ब्राउज़र में साइन-इन पेज खोलता है
sign-in-on = अपने ब्राउज़र में { $host } पर साइन इन करें...
sign-in-opening = आपका ब्राउज़र खुल रहा है...
stop = रोकें

## पहली बार: खाता सेट करना

setup-intro = अभी कोई खाता सेट नहीं है। यहाँ एक जोड़ें; नीचे का संदेश प्रतीक्षा करता है और खोता नहीं।
setup-found-heading = इस कंप्यूटर पर मिला:
setup-use-found = { $address } ({ $program })
setup-use-found-hover = { $program } की इन सेटिंग्स से फ़ॉर्म भरता है; पासवर्ड लिखें, फिर खाता सहेजें
setup-email = ईमेल
setup-name = नाम
setup-name-hint = आपका नाम
setup-find = मेरा सर्वर खोजें
setup-find-hover = पते से सर्वर खोजता है: पहले प्रदाताओं की अंतर्निहित सूची, फिर आपके डोमेन की अपनी सेटिंग्स
setup-finding = सर्वर खोजा जा रहा है...
setup-ispdb = Thunderbird के डेटाबेस से भी पूछें
setup-ispdb-hover = Thunderbird के सर्वर को बताता है कि आपका पता किस डोमेन पर है
setup-found = मिला: { $host } पोर्ट { $port }, { $security } ({ $source } से)।
setup-found-mailbox = आपका मेलबॉक्स: { $host } पोर्ट { $port }, { $security }। आप जो भेजते हैं उसकी एक कॉपी उसके भेजे गए फ़ोल्डर में जाती है, जब तक कि आपका प्रदाता उसे स्वयं वहाँ न रखे।
setup-sign-in-with = इससे साइन इन करें:
setup-password = पासवर्ड
setup-show = दिखाएँ
setup-provider-account = { $provider } खाता
setup-password-command = पासवर्ड कमांड
setup-app-password = इस प्रदाता को ऐप पासवर्ड चाहिए, वह पासवर्ड नहीं जिससे आप उसकी वेबसाइट पर साइन इन करते हैं।
setup-app-password-help = ऐप पासवर्ड कैसे बनाएँ
setup-open-yourself = { $error }: { $url } स्वयं खोलें
setup-keyring = यह सिस्टम कीरिंग में रखा जाता है, कभी कॉन्फ़िगरेशन फ़ाइल में नहीं।
setup-no-client = Mailto Preview का यह बिल्ड अपने-आप { $provider } से साइन इन नहीं कर सकता (इसे { $provider } के लिए क्लाइंट ID के बिना बनाया गया है)। इसके बजाय:
setup-use-app-password = ऐप पासवर्ड इस्तेमाल करें
setup-add-in-online-accounts = ऑनलाइन खाते में जोड़ें
setup-add-in-online-accounts-hover = GNOME सेटिंग में ऑनलाइन खाते खोलता है। वहाँ खाता जोड़ने के बाद यह विंडो उसी से भेजती है, यहाँ कुछ भी सेट करने की ज़रूरत नहीं।
setup-token-command-instead = या कॉन्फ़िगरेशन फ़ाइल में टोकन कमांड सेट करें (README में "Sign in with OAuth 2.0" देखें)।
setup-own-client-none = अगर आपने Mailto Preview को स्वयं { $provider } के साथ पंजीकृत किया है, तो उसका क्लाइंट ID यहाँ डालें
setup-client-id = क्लाइंट ID
setup-own-client = { $provider } के लिए आपका अपना क्लाइंट ID (इस बिल्ड का ID इस्तेमाल करने के लिए खाली छोड़ें)
setup-client-secret = क्लाइंट सीक्रेट
setup-client-secret-google = Google क्लाइंट ID के साथ एक देता है
setup-client-secret-other = केवल तब जब प्रदाता ने एक दिया हो
setup-sign-in-button = { $provider } से साइन इन करें
setup-the-provider = प्रदाता
setup-signed-in-short = साइन इन हो गया।
setup-advanced = उन्नत: सर्वर सेटिंग्स और पासवर्ड कमांड
setup-server = सर्वर
setup-port = पोर्ट
setup-username = उपयोगकर्ता नाम
setup-security = सुरक्षा
setup-imap-server = मेलबॉक्स सर्वर (IMAP)
setup-imap-port = मेलबॉक्स पोर्ट
setup-security-none = कोई नहीं (केवल यह मशीन)
setup-test = कनेक्शन जाँचें
setup-test-hover = कुछ भेजे बिना लॉग इन करता है
setup-save = खाता सहेजें
setup-or-handoff = या वहीं मेल लिखते रहें जहाँ आप अभी लिखते हैं: यह विंडो हर संदेश जाँचती है, फिर उसे सौंप देती है।
setup-webmail = मैं अपने ब्राउज़र में मेल लिखता/लिखती हूँ:
setup-programs = मैं किसी अन्य मेल प्रोग्राम का उपयोग करता/करती हूँ:
security-tls = TLS
security-starttls = STARTTLS
security-none = एन्क्रिप्ट नहीं

form-not-found = { $email } के लिए कोई सर्वर नहीं मिला: उसे सर्वर सेटिंग्स में दर्ज करें (आपके प्रदाता के सहायता पृष्ठ उसका नाम बताते हैं)।
form-signed-in = साइन इन हो गया। इससे भेजने के लिए खाता सहेजें।
form-testing = जाँच हो रही है...
form-saving = खाता सहेजा जा रहा है...
form-tested = कनेक्ट हुआ{ $encrypted ->
        [yes] {" "}(एन्क्रिप्टेड)
       *[no] {" "}(एन्क्रिप्ट नहीं)
    } और लॉग इन हुआ; सर्वर देता है: { $offers }
form-bad-port = पोर्ट 1 से 65535 तक की कोई संख्या होनी चाहिए (अधिकांश प्रदाताओं के लिए 587 या 465)।
form-quoted-command = पासवर्ड कमांड को रिक्त स्थानों पर बाँटा जाता है और उसमें उद्धरण चिह्न नहीं चलते: रिक्त स्थान वाले तर्क के लिए कॉन्फ़िगरेशन फ़ाइल में password.command को सूची के रूप में लिखें।
form-type-password = पहले पासवर्ड टाइप करें।
form-sign-in-first = पहले साइन इन करें; फिर सहेजें।
form-sign-in-changed = साइन इन के बाद पता, उपयोगकर्ता नाम या क्लाइंट ID बदल गया: फिर से साइन इन करें, फिर सहेजें।
form-only-smtp = केवल SMTP खातों की जाँच की जा सकती है।
form-bad-address = ईमेल पता उपयोग योग्य नहीं है: { $why }।
form-keyring = { $error }। "उन्नत" में आप इसके बजाय पासवर्ड कमांड दे सकते हैं।

## प्रोग्राम को लिंक में क्या मिला: सुधार और पठन (फ़ील्ड के पास दिखाए जाते हैं)

finding-trimmed = { $count ->
        [one] लिंक के आसपास का { $count } रिक्त स्थान या नियंत्रण वर्ण हटाया गया
       *[other] लिंक के आसपास के { $count } रिक्त स्थान या नियंत्रण वर्ण हटाए गए
    }
finding-fragment = '#' के बाद "#{ $fragment }" अनदेखा किया गया: mailto लिंक में फ़्रैगमेंट नहीं होता, इसलिए यह संदेश का हिस्सा नहीं है
finding-url-slashes = "mailto:" के बाद "{ $slashes }" हटाया गया: mailto लिंक वेब पता नहीं है, पता सीधे कोलन के बाद आता है
finding-html-amp = "{ $given }" को "{ $name }" पढ़ा गया: पेज ने फ़ील्ड के बीच के '&' को एक बार ज़्यादा "&amp;" लिखा है{ $times ->
        [1] {""}
        [one] { " " }({ $times } बार)
       *[other] { " " }({ $times } बार)
    }
finding-form-plus = { $times ->
        [one] { $times } '+' को रिक्त स्थान पढ़ा गया
       *[other] { $times } '+' को रिक्त स्थान पढ़ा गया
    }: लिंक एक वेब फ़ॉर्म से आया है, जो रिक्त स्थान को '+' और धन चिह्न को %2B लिखता है
finding-form-body = मुख्य भाग एक वेब फ़ॉर्म के फ़ील्ड हैं, जो वेब सर्वर के लिए एन्कोड किए गए हैं; हर फ़ील्ड एक "नाम=मान" पंक्ति के रूप में दिखाया गया है
finding-empty-hfield = एक खाली hfield अनदेखा किया गया (एक अतिरिक्त '?' या '&'){ $times ->
        [1] {""}
        [one] { " " }({ $times } बार)
       *[other] { " " }({ $times } बार)
    }
finding-hfield-ignored = "{ $hfield }" अनदेखा किया गया: किसी hfield को अर्थ के लिए एक नाम और '=' चाहिए{ $times ->
        [1] {""}
        [one] { " " }({ $times } बार)
       *[other] { " " }({ $times } बार)
    }
finding-header-repeated = लिंक { $name } को { $count ->
        [one] { $count } बार
       *[other] { $count } बार
    } देता है; हर मान सूचीबद्ध है
finding-encoded-separator = लिंक एक विभाजक छिपाता है: "{ $looks-like }" एक ही पते जैसा दिखता है, लेकिन उसका एन्कोड किया गया ',' या ';' (%2C, %3B) उसे { $count ->
        [one] { $count } प्राप्तकर्ता
       *[other] { $count } प्राप्तकर्ता
    } बना देता है: { $recipients }
finding-addresses-joined = लिंक { $field } को { $count ->
        [one] { $count } बार
       *[other] { $count } बार
    } देता है; उसके सभी पते उपयोग होते हैं
finding-empty-value = { $field } का एक खाली मान अनदेखा किया गया{ $times ->
        [1] {""}
        [one] { " " }({ $times } बार)
       *[other] { " " }({ $times } बार)
    }
finding-subjects = { $count ->
        [one] लिंक में { $count } विषय था; अंतिम उपयोग होता है
       *[other] लिंक में { $count } विषय थे; अंतिम उपयोग होता है
    }
finding-bodies = { $count ->
        [one] लिंक में मुख्य भाग का { $count } मान था; उसे ही उपयोग किया गया है
       *[other] लिंक में मुख्य भाग के { $count } मान थे; उन्हें पंक्ति-विराम से जोड़ा गया है
    }
finding-invalid-address = "{ $address }" उपयोग योग्य पता नहीं है: { $problem }
finding-smtputf8 = { $address } के स्थानीय भाग में गैर-ASCII वर्ण हैं: भेजने के लिए SMTPUTF8 वाला सर्वर चाहिए
finding-international-domain = डोमेन { $domain } को { $ascii } के रूप में भेजा जाता है
finding-semicolons = पते ';' से अलग किए गए हैं (Outlook की आदत; मानक विभाजक ',' है): { $count ->
        [one] { $count } पते के रूप में पढ़ा गया
       *[other] { $count } पतों के रूप में पढ़े गए
    }
finding-empty-entries = { $count ->
        [one] सूची में { $count } खाली प्रविष्टि थी; उसे अनदेखा किया गया
       *[other] सूची में { $count } खाली प्रविष्टियाँ थीं; उन्हें अनदेखा किया गया
    }
finding-comment = "{ $address }" में टिप्पणी { $comment } अनदेखी की गई
finding-name-controls = { $address } के प्रदर्शन नाम में { $count ->
        [one] { $count } नियंत्रण वर्ण था (पंक्ति-विराम सहित), जो %HH के रूप में दिखाया गया है
       *[other] { $count } नियंत्रण वर्ण थे (पंक्ति-विराम सहित), जो %HH के रूप में दिखाए गए हैं
    }
finding-alt-address = लिंक वैकल्पिक पता { $alt } देता है (RFC 5335 का alt-address); इसका उपयोग नहीं होता
finding-references-moved = References उस संदेश { $parent } का नाम लेता है जिसका यह उत्तर है, पर (केवल) अंत में नहीं; अब वह एक बार, अंत में है (RFC 5322 §3.6.4)
finding-references-added = References उस संदेश पर समाप्त नहीं होता जिसका यह उत्तर है; { $parent } अंत में जोड़ा गया (RFC 5322 §3.6.4)
finding-references-set = लिंक In-Reply-To देता है पर कोई उपयोग योग्य References नहीं; References को { $parent } पर सेट किया गया ताकि उत्तर अपने संदेश के नीचे रखा जाए (RFC 5322 §3.6.4)
finding-in-reply-to-trimmed = In-Reply-To { $count ->
        [one] { $count } संदेश
       *[other] { $count } संदेशों
    } का नाम लेता है; केवल पहला मान्य, { $first }, रखा गया: एक उत्तर एक ही संदेश का उत्तर होता है
finding-invalid-percent = जिस '%' के बाद दो हेक्साडेसिमल अंक नहीं थे, उसे शाब्दिक '%' ही रखा गया{ $times ->
        [1] {""}
        [one] { " " }({ $times } बार)
       *[other] { " " }({ $times } बार)
    }
finding-invalid-utf8 = प्रतिशत-डिकोड किए गए जो बाइट UTF-8 नहीं हैं, वे � के रूप में दिखाए जाते हैं{ $times ->
        [1] {""}
        [one] { " " }({ $times } बार)
       *[other] { " " }({ $times } बार)
    }
finding-legacy-charset = टेक्स्ट UTF-8 में नहीं है: इसे { $charset } के रूप में पढ़ा गया; सबसे अधिक संभावना है कि यह इसी पुरानी एन्कोडिंग में लिखा गया है
finding-line-break = एक पंक्ति-विराम हटाया गया, क्योंकि यह फ़ील्ड एक ही पंक्ति का है{ $times ->
        [1] {""}
        [one] { " " }({ $times } बार)
       *[other] { " " }({ $times } बार)
    }
finding-control = एक नियंत्रण वर्ण को उसकी दृश्य %HH वर्तनी से बदला गया{ $times ->
        [1] {""}
        [one] { " " }({ $times } बार)
       *[other] { " " }({ $times } बार)
    }
finding-encoded-word = MIME एन्कोडेड शब्द (RFC 2047) डिकोड किए गए{ $times ->
        [1] {""}
        [one] { " " }({ $times } बार)
       *[other] { " " }({ $times } बार)
    }
finding-encoded-word-invalid = MIME एन्कोडेड शब्द जैसा दिखने वाला टेक्स्ट डिकोड नहीं हो सका और जैसा लिखा है वैसा दिखाया गया है{ $times ->
        [1] {""}
        [one] { " " }({ $times } बार)
       *[other] { " " }({ $times } बार)
    }

## कोई पता उपयोग क्यों नहीं किया जा सकता

address-one-only = यह ठीक एक पता होना चाहिए
address-unclosed-angle = एक '<' का मेल खाता '>' नहीं है
address-text-after-angle = बंद करने वाले '>' के बाद टेक्स्ट है
address-bad-alt = पते के भीतर का '<' कोई alt-address नहीं है
address-hidden-character = इसमें छिपा वर्ण { $character } है, जो इसे किसी दूसरे पते जैसा दिखा सकता है
address-unclosed-quote = उद्धरण चिह्नों वाले स्थानीय भाग में बंद करने वाला उद्धरण चिह्न नहीं है
address-no-at = इसमें '@' नहीं है
address-empty-local = '@' से पहले का भाग खाली है
address-empty-domain = '@' के बाद का डोमेन खाली है
address-local-too-long = '@' से पहले का भाग { $max ->
        [one] { $max } बाइट
       *[other] { $max } बाइट
    } से लंबा है
address-quoted-control = उद्धरण चिह्नों वाले स्थानीय भाग में टैब या नियंत्रण वर्ण है
address-quoted-quote = उद्धरण चिह्नों वाले स्थानीय भाग के भीतर '"' को \" के रूप में लिखना होगा
address-dots = '@' से पहले के भाग के आरंभ या अंत में बिंदु है, या लगातार दो बिंदु हैं
address-white-space = '@' से पहले के भाग में रिक्त स्थान है (उसे उद्धरण चिह्नों में रखें या हटाएँ)
address-needs-quoting = '@' से पहले के भाग में { $character } है, जिसके लिए उद्धरण चिह्न चाहिए
address-unclosed-literal = डोमेन लिटरल में बंद करने वाला ']' नहीं है
address-bad-literal = डोमेन लिटरल में ऐसे वर्ण हैं जिनकी अनुमति नहीं है
address-bad-domain = "{ $domain }" मान्य डोमेन नाम नहीं है (UTS 46: अक्षरों, अंकों और हाइफ़न के लेबल, कोई खाली लेबल नहीं, प्रति लेबल अधिकतम 63 बाइट)
address-lettre-refuses = मेल लाइब्रेरी इसे अस्वीकार करती है ({ $detail })

message-id-empty = यह खाली है
message-id-form = "{ $id }" <id@host> रूप का संदेश ID नहीं है
message-id-no-at = "{ $id }" में '@' नहीं है
message-id-invalid = "{ $id }" मान्य संदेश ID नहीं है

## लिंक का कोई फ़ील्ड उपयोग क्यों नहीं हुआ

drop-originator = कोई लिंक यह नहीं चुन सकता कि मेल किसकी ओर से है या कब लिखा गया: यह प्रोग्राम प्रेषक, तिथि और संदेश ID हमेशा स्वयं सेट करता है (RFC 6068 §3)
drop-routing = रूटिंग या ट्रेस फ़ील्ड मेल सर्वर सेट करते हैं, लिंक कभी नहीं (RFC 6068 §3)
drop-mime = संदेश हमेशा सादा UTF-8 टेक्स्ट होता है; कोई लिंक उसकी MIME संरचना या एन्कोडिंग नहीं बदल सकता (RFC 6068 §2, §3)
drop-attachment = कोई लिंक फ़ाइलें संलग्न नहीं कर सकता; डिस्क से कुछ नहीं पढ़ा गया
drop-client-control = मेल प्रोग्राम के लिए एक निर्देश (जैसे तुरंत भेजें, कॉपी सहेजें, प्राथमिकता या HTML मुख्य भाग), जिसे यह प्रोग्राम किसी लिंक से कभी नहीं लेता
drop-unknown = यह ऐसा फ़ील्ड नहीं जिसे लिंक सेट कर सके: अज्ञात फ़ील्ड ऐसे हेडर जोड़ सकते हैं जो आपको नहीं दिखेंगे (RFC 6068 §3, §4)
drop-malformed = मान उपयोग योग्य नहीं है: { $why }
drop-repeated = लिंक यह फ़ील्ड एक से अधिक बार सेट करता है; केवल अंतिम मान उपयोग होता है

## संदेश के बारे में चेतावनियाँ और टिप्पणियाँ

notice-hidden-recipient = { $count ->
        [1] लिंक एक छिपा प्राप्तकर्ता (गुप्त प्रतिलिपि) जोड़ता है, जिसे बाकी प्राप्तकर्ता नहीं देखेंगे: { $names }
        [one] लिंक { $count } छिपे प्राप्तकर्ता (गुप्त प्रतिलिपि) जोड़ता है, जिन्हें बाकी प्राप्तकर्ता नहीं देखेंगे: { $names }
       *[other] लिंक { $count } छिपे प्राप्तकर्ता (गुप्त प्रतिलिपि) जोड़ता है, जिन्हें बाकी प्राप्तकर्ता नहीं देखेंगे: { $names }
    }
notice-many-recipients = संदेश { $count ->
        [one] { $count } प्राप्तकर्ता
       *[other] { $count } प्राप्तकर्ताओं
    } को जाता है
notice-invalid-address = "{ $address }" को नहीं भेजा जा सकता: { $problem }
notice-numeric-recipient = "{ $text }" केवल अंक है, पोर्ट या फ़ोन नंबर जैसा, कोई पता नहीं
notice-display-name-address = नाम "{ $name }" पते जैसा दिखता है, लेकिन मेल { $address } को जाता है
notice-name-mixed-script = नाम "{ $name }" के शब्द "{ $word }" में लेखन प्रणालियाँ मिली हुई हैं, और यह लैटिन अक्षरों में लिखे "{ $looks-like }" जैसा दिखता है: मेल { $address } को जाता है
notice-local-part-address = पता { $address } पते { $shown } से शुरू होता है, लेकिन मेल डोमेन { $domain } को जाता है
notice-smtputf8 = { $address } के स्थानीय भाग में गैर-ASCII वर्ण हैं: इसे केवल SMTPUTF8 वाले सर्वर से भेजा जा सकता है
notice-international-domain = { $address } को { $ascii } के रूप में भेजा जाता है
notice-label-symbols = डोमेन लेबल "{ $label }" में ऐसे वर्ण हैं जो नामों में उपयोग नहीं होते: यह किसी दूसरे डोमेन का रूप धर सकता है; मेल { $ascii } को जाता है
notice-mixed-script = डोमेन लेबल "{ $label }" लेखन प्रणालियों को मिलाता है: यह किसी दूसरे डोमेन का रूप धर सकता है; मेल { $ascii } को जाता है
notice-mixed-script-looks-like = डोमेन लेबल "{ $label }" लेखन प्रणालियों को मिलाता है, और लैटिन अक्षरों में लिखे "{ $looks-like }" जैसा दिखता है: यह किसी दूसरे डोमेन का रूप धर सकता है; मेल { $ascii } को जाता है
notice-confusable-domain = डोमेन लेबल "{ $label }" किसी दूसरी लिपि में लिखा है, और लैटिन अक्षरों में लिखे "{ $looks-like }" जैसा दिखता है: मेल { $ascii } को जाता है, उस डोमेन को नहीं
notice-top-domain = डोमेन { $domain } { $top } जैसा दिखता है, लेकिन यह दूसरा डोमेन है: मेल { $ascii } को जाता है
domain-known-button = मैं इस डोमेन को जानता/जानती हूँ
domain-known-hover = आप सच में { $domain } पर मेल भेजते हैं: यहाँ और आगे की विंडो में यह चेतावनी देना बंद करें कि यह किसी दूसरे डोमेन जैसा दिखता है, और इसके पते फिर से सुझाएँ
notice-local-symbols = { $address } में '@' से पहले के भाग में ऐसे चिह्न हैं जो अक्षर नहीं हैं, और यह "{ $looks-like }" जैसा दिखता है: मेल किसी दूसरे मेलबॉक्स में जाता है
notice-local-mixed-script = { $address } में '@' से पहले का भाग लेखन प्रणालियों को मिलाता है: यह किसी दूसरे पते का रूप धर सकता है
notice-local-mixed-script-looks-like = { $address } में '@' से पहले का भाग लेखन प्रणालियों को मिलाता है, और लैटिन अक्षरों में लिखे "{ $looks-like }" जैसा दिखता है: मेल किसी दूसरे मेलबॉक्स में जाता है
notice-local-confusable = { $address } में '@' से पहले का भाग लैटिन अक्षरों में लिखे "{ $looks-like }" जैसा दिखता है, लेकिन दूसरे वर्णों से लिखा गया है: मेल किसी दूसरे मेलबॉक्स में जाता है
notice-local-compatibility = { $address } में '@' से पहले का भाग अक्षरों के विशेष रूपों (जैसे पूरी चौड़ाई वाले या गणितीय अक्षरों) में लिखा है, और "{ $looks-like }" पढ़ा जाता है: मेल किसी दूसरे मेलबॉक्स में जाता है
notice-idna-deviation = डोमेन { $domain } में { $characters } हैं, जिन्हें पुराना सॉफ़्टवेयर (IDNA2003) अलग पढ़ता है: वह { $other } को भेजेगा; यह प्रोग्राम { $ascii } को भेजता है
notice-bidi-control = इसमें ऐसे वर्ण हैं जो टेक्स्ट की दिशा उलट देते हैं, इसलिए दिखने वाला टेक्स्ट असल में लिखे टेक्स्ट से अलग हो सकता है: { $text }
notice-direction-mark = इसमें दिशा चिह्न हैं, जो दाएँ से बाएँ टेक्स्ट के पास विराम चिह्न और संख्याएँ रखते हैं: { $text }
notice-invisible = इसमें अदृश्य वर्ण हैं: { $text }
notice-blank-lines = { $blank ->
        [one] { $blank } खाली पंक्ति बाकी टेक्स्ट को पंक्ति { $line } तक नीचे धकेलती है: पूरा मुख्य भाग पढ़ने के लिए नीचे स्क्रॉल करें
       *[other] { $blank } खाली पंक्तियाँ बाकी टेक्स्ट को पंक्ति { $line } तक नीचे धकेलती हैं: पूरा मुख्य भाग पढ़ने के लिए नीचे स्क्रॉल करें
    }
notice-indent = { $spaces ->
        [one] पंक्ति { $line } { $spaces } रिक्त स्थान से शुरू होती है, जो उसके टेक्स्ट को दृश्य से बाहर धकेल देता है
       *[other] पंक्ति { $line } { $spaces } रिक्त स्थानों से शुरू होती है, जो उसके टेक्स्ट को दृश्य से बाहर धकेल देते हैं
    }

## संदेश क्यों नहीं बनाया जा सकता

message-no-recipients = संदेश का कोई प्राप्तकर्ता नहीं है: प्रति, प्रतिलिपि या गुप्त प्रतिलिपि में एक पता जोड़ें
message-no-sender = खाते "{ $account }" में भेजने के लिए कोई ईमेल पता नहीं है: उसमें email = "..." जोड़ें
message-invalid-recipient = { $field } पता "{ $address }" उपयोग नहीं किया जा सकता: { $problem }; भेजने से पहले इसे ठीक करें
message-invalid-sender = प्रेषक "{ $sender }" उपयोग योग्य नहीं है: { $problem }; खाते का email me@example.net जैसा एक पता सेट करें
message-unsafe-header = { $field } में पंक्ति-विराम या नियंत्रण वर्ण है, जो छिपे हेडर जोड़ सकता है; इसे हटाएँ
message-build = संदेश नहीं बनाया जा सका: { $detail }

## संदेश क्यों नहीं भेजा गया

send-host-not-found = मेल सर्वर { $host } नहीं मिला: कॉन्फ़िगरेशन में host और अपना नेटवर्क कनेक्शन जाँचें
send-connection-refused = मेल सर्वर { $host }:{ $port } ने कनेक्शन अस्वीकार किया: कॉन्फ़िगरेशन में host, port और security जाँचें
send-timed-out = मेल सर्वर { $host } ने { $step } { $seconds ->
        [one] { $seconds } सेकंड
       *[other] { $seconds } सेकंड
    } में उत्तर नहीं दिया: बाद में फिर प्रयास करें, या कॉन्फ़िगरेशन में timeout बढ़ाएँ
send-tls = { $host } से सुरक्षित कनेक्शन विफल हुआ: { $detail }
send-no-starttls = मेल सर्वर { $host } STARTTLS नहीं देता, इसलिए कनेक्शन एन्क्रिप्ट नहीं हो सकता: security = "tls" (आमतौर पर पोर्ट 465) उपयोग करें, या अपने प्रदाता से पूछें
send-auth-rejected = मेल सर्वर ने { $user } का लॉगिन अस्वीकार किया ({ $reply }): कॉन्फ़िगरेशन में उपयोगकर्ता नाम और पासवर्ड का स्रोत जाँचें
send-auth-unsupported = मेल सर्वर { $host } ऐसी कोई लॉगिन विधि नहीं देता जिसे यह प्रोग्राम समर्थन करता हो ({ $methods }); host और security जाँचें
send-sign-in-rejected = मेल सर्वर { $host } ने { $user } का साइन इन स्वीकार नहीं किया: { $advice }
send-sign-in-rejected-reply = मेल सर्वर { $host } ने { $user } का साइन इन स्वीकार नहीं किया ({ $reply }): { $advice }
send-advice-sign-in-again = फिर से साइन इन करें (विंडो में "साइन इन", या `mailto-preview config sign-in`); यदि सर्वर का उत्तर कहता है कि SMTP साइन इन बंद है, तो मेलबॉक्स के व्यवस्थापक को उसके लिए SMTP AUTH चालू करना होगा
send-advice-fresh-token = फिर से साइन इन करें (oauth2.token-command से नया टोकन लें); यदि सर्वर का उत्तर कहता है कि SMTP साइन इन बंद है, तो मेलबॉक्स के व्यवस्थापक को उसके लिए SMTP AUTH चालू करना होगा
send-recipient-rejected = मेल सर्वर ने प्राप्तकर्ता { $address } को अस्वीकार किया ({ $reply }): पता ठीक करें और फिर से भेजें
send-sender-rejected = मेल सर्वर ने प्रेषक { $address } को अस्वीकार किया ({ $reply }): खाते का email ऐसा पता होना चाहिए जिससे यह लॉगिन भेज सकता हो
send-message-rejected = मेल सर्वर ने संदेश अस्वीकार किया ({ $reply })
send-temporarily-unavailable = मेल सर्वर अभी संदेश नहीं ले सकता ({ $reply }): यह सहेजा गया है; बाद में फिर प्रयास करें
send-no-smtputf8 = मेल सर्वर { $host } SMTPUTF8 का समर्थन नहीं करता, जिसकी पते { $address } को ज़रूरत है: उसके लिए ASCII पता या कोई दूसरा सर्वर उपयोग करें
send-connection = { $step } { $host } से कनेक्शन टूट गया ({ $detail }): संदेश शायद नहीं पहुँचा; यह सहेजा गया है, फिर प्रयास करें
send-hands-over = खाता "{ $account }" स्वयं मेल नहीं भेजता, वह संदेश { $target } को सौंपता है: सर्वर वाला खाता चुनें, या "इसमें खोलें" उपयोग करें
send-no-account = कॉन्फ़िगरेशन में अब "{ $account }" नाम का कोई खाता नहीं है: इसे फिर से जोड़ें, या mailto-preview queue --cancel से संदेश वापस लें और किसी दूसरे खाते से भेजें
send-sendmail = { $program } विफल रहा: { $detail }
send-envelope = पता { $address } लिफ़ाफ़े में उपयोग नहीं किया जा सकता: { $detail }
deliver-not-saved = भेजने से पहले संदेश सहेजा नहीं जा सका, इसलिए वह नहीं भेजा गया: { $error }
deliver-not-sent = { $error } (संदेश { $path } के रूप में सहेजा गया है)
deliver-undone = कुछ भी भेजे जाने से पहले आपने भेजना वापस ले लिया; संदेश { $path } के रूप में सहेजा गया है
deliver-interrupted = भेजना अचानक रुक गया, इसलिए पता नहीं कि सर्वर के पास संदेश है या नहीं; यह { $path } के रूप में सहेजा गया है: फिर से भेजने से पहले अपना भेजे गए फ़ोल्डर जाँचें

## मेलबॉक्स के भेजे गए फ़ोल्डर में कॉपी (IMAP)

filing-filed = और एक कॉपी { $folder } में है
filing-by-provider = आपका प्रदाता कॉपी को स्वयं भेजे गए फ़ोल्डर में रखता है
filing-failed = पर कॉपी आपके भेजे गए फ़ोल्डर में नहीं रखी गई: { $error }। संदेश दो बार नहीं भेजा गया; कॉपी प्रतीक्षा कर रही है और "रखने का फिर से प्रयास करें" दबाने पर या इस खाते से अगला संदेश भेजने के बाद रख दी जाएगी
filing-retry = रखने का फिर से प्रयास करें
filing-retry-hover = कॉपी को आपके भेजे गए फ़ोल्डर में रखता है; संदेश फिर से नहीं भेजा जाता
filing-unreadable = रखे जाने की प्रतीक्षा कर रही कॉपी पढ़ी नहीं जा सकती: { $detail }
filing-no-account = इसे भेजने वाला खाता "{ $account }" कॉन्फ़िगरेशन में नहीं है, या उसमें [imap] तालिका नहीं है: उसे वापस जोड़ें, या कॉपी को न रखी गई कॉपियों के फ़ोल्डर से हटाएँ
file-no-mailbox = खाते "{ $account }" का कोई मेलबॉक्स नहीं है: उसके सर्वर (host) के साथ एक [accounts.{ $account }.imap] तालिका जोड़ें
file-host-not-found = मेलबॉक्स सर्वर { $host } नहीं मिला: कॉन्फ़िगरेशन में imap.host और अपना नेटवर्क कनेक्शन जाँचें
file-connection-refused = मेलबॉक्स सर्वर { $host }:{ $port } ने कनेक्शन अस्वीकार किया: कॉन्फ़िगरेशन में imap.host, imap.port और imap.security जाँचें
file-timed-out = मेलबॉक्स सर्वर { $host } ने { $seconds ->
        [one] { $seconds } सेकंड
       *[other] { $seconds } सेकंड
    } में उत्तर नहीं दिया: बाद में फिर प्रयास करें, या कॉन्फ़िगरेशन में timeout बढ़ाएँ
file-tls = मेलबॉक्स सर्वर { $host } से सुरक्षित कनेक्शन विफल हुआ: { $detail }
file-no-starttls = मेलबॉक्स सर्वर { $host } ने STARTTLS अस्वीकार किया, इसलिए कनेक्शन एन्क्रिप्ट नहीं हो सकता: imap.security = "tls" (आमतौर पर पोर्ट 993) उपयोग करें
file-no-login = मेलबॉक्स सर्वर { $host } को लॉगिन चाहिए, और खाते में लॉगिन की जानकारी नहीं है: username और पासवर्ड का स्रोत सेट करें (या imap.username और imap.password)
file-login-rejected = मेलबॉक्स सर्वर ने { $user } का लॉगिन अस्वीकार किया ({ $reply }): उपयोगकर्ता नाम और पासवर्ड जाँचें (यदि मेलबॉक्स के अपने हैं तो imap.username और imap.password)
file-sign-in-rejected = मेलबॉक्स सर्वर { $host } ने { $user } का साइन-इन स्वीकार नहीं किया ({ $reply }): फिर से साइन इन करें (`mailto-preview config sign-in`); Outlook.com और Microsoft 365 के लिए साइन-इन में IMAP की अनुमति शामिल होनी चाहिए (README, "Sent mail in your mailbox")
file-no-sent-folder = { $host } पर मेलबॉक्स किसी फ़ोल्डर को “भेजे गए” के रूप में चिह्नित नहीं करता और उसमें सामान्य नामों वाला कोई फ़ोल्डर भी नहीं है: कॉन्फ़िगरेशन में imap.{ $key } से उसका नाम बताएँ (उसके फ़ोल्डर: { $seen })
file-no-drafts-folder = { $host } पर मेलबॉक्स किसी फ़ोल्डर को ड्राफ़्ट के रूप में चिह्नित नहीं करता और उसमें सामान्य नामों वाला कोई फ़ोल्डर भी नहीं है: कॉन्फ़िगरेशन में imap.{ $key } से उसका नाम बताएँ (उसके फ़ोल्डर: { $seen })
file-no-such-folder = imap.{ $key } जिस फ़ोल्डर "{ $name }" का नाम देता है, वह { $host } पर मेलबॉक्स में नहीं है: कॉन्फ़िगरेशन में उसे ठीक करें (उसके फ़ोल्डर: { $seen })
file-refused = मेलबॉक्स सर्वर ने संदेश को { $folder } में संग्रहीत नहीं किया
file-refused-reply = मेलबॉक्स सर्वर ने संदेश को { $folder } में संग्रहीत नहीं किया ({ $reply })
file-too-much = मेलबॉक्स सर्वर { $host } ने किसी मेलबॉक्स की ज़रूरत से कहीं अधिक भेजा: कनेक्शन रोक दिया गया
file-connection = मेलबॉक्स सर्वर { $host } से कनेक्शन टूट गया ({ $detail })

## लिंक क्यों नहीं खोला जा सकता

parse-not-mailto = यह mailto: लिंक नहीं है (यह "{ $given }" से शुरू होता है); केवल "mailto:" से शुरू होने वाले लिंक खोले जा सकते हैं
parse-too-long = लिंक { $length ->
        [one] { $length } बाइट
       *[other] { $length } बाइट
    } लंबा है, जबकि ब्राउज़र अधिकतम { $cap ->
        [one] { $cap } बाइट
       *[other] { $cap } बाइट
    } (2 MiB) आगे भेजते हैं; इसे नहीं खोला गया
policy-too-many-recipients = लिंक { $found ->
        [one] { $found } प्राप्तकर्ता
       *[other] { $found } प्राप्तकर्ताओं
    } को भेजना चाहता है, जबकि एक लिंक अधिकतम { $cap ->
        [one] { $cap } प्राप्तकर्ता
       *[other] { $cap } प्राप्तकर्ता
    } बता सकता है; इसे नहीं खोला गया
policy-line-too-long = लिंक का { $field } { $found ->
        [one] { $found } वर्ण
       *[other] { $found } वर्ण
    } लंबा है, जबकि एक लिंक अधिकतम { $cap ->
        [one] { $cap } वर्ण
       *[other] { $cap } वर्ण
    } सेट कर सकता है; इसे नहीं खोला गया
policy-body-too-large = लिंक का मुख्य भाग { $found ->
        [one] { $found } बाइट
       *[other] { $found } बाइट
    } का है, जबकि एक लिंक अधिकतम { $cap ->
        [one] { $cap } बाइट
       *[other] { $cap } बाइट
    } (1 MiB) सेट कर सकता है; इसे नहीं खोला गया
policy-too-many-fields = { $found ->
        [one] लिंक में { $found } हेडर फ़ील्ड है
       *[other] लिंक में { $found } हेडर फ़ील्ड हैं
    }, जबकि एक लिंक में अधिकतम { $cap ->
        [one] { $cap } फ़ील्ड हो सकता है
       *[other] { $cap } फ़ील्ड हो सकते हैं
    }; इसे नहीं खोला गया

## पासवर्ड, कीरिंग और साइन इन

what-password-command = पासवर्ड कमांड
what-token-command = टोकन कमांड
password-not-run = { $what } `{ $command }` नहीं चलाया जा सकता: { $detail }; कॉन्फ़िगरेशन में { $key } जाँचें
password-failed = { $what } `{ $command }` विफल रहा ({ $status }){ $stderr }; कारण देखने के लिए इसे टर्मिनल में चलाएँ
password-timed-out = { $what } `{ $command }` { $seconds ->
        [one] { $seconds } सेकंड
       *[other] { $seconds } सेकंड
    } में पूरा नहीं हुआ; इसे रोक दिया गया
password-empty = { $what } `{ $command }` ने अपनी पहली पंक्ति में कुछ नहीं छापा
password-env-missing = पर्यावरण चर { $var } सेट नहीं है: शुरू करने से पहले इसे सेट करें, या पासवर्ड का कोई दूसरा स्रोत उपयोग करें
goa-gone = खाता { $account } अब GNOME ऑनलाइन खातों में नहीं है: इसे सेटिंग → ऑनलाइन खाते में फिर से जोड़ें, या कोई दूसरा प्रेषक चुनें
goa-sign-in-again = सेटिंग → ऑनलाइन खाते में जाकर { $account } में फिर से साइन इन करें, फिर "फिर से प्रयास करें" दबाएँ ({ $detail })
goa-bus = GNOME ऑनलाइन खातों की सेवा ने उत्तर नहीं दिया: { $detail }
goa-unsupported = GNOME ऑनलाइन खाते केवल Linux डेस्कटॉप पर उपलब्ध हैं
goa-settings-not-opened = GNOME सेटिंग नहीं खुल सकी ({ $error })। सेटिंग → ऑनलाइन खाते स्वयं खोलें; खाता वहाँ जुड़ते ही यह विंडो उसे ढूँढ लेगी।
goa-open-settings = ऑनलाइन खाते खोलें
goa-open-settings-hover = GNOME सेटिंग में ऑनलाइन खाते खोलता है, जहाँ आप फिर से साइन इन कर सकते हैं; फिर "फिर से प्रयास करें" दबाएँ
keyring-unavailable = किसी सिस्टम कीरिंग तक पहुँचा नहीं जा सकता ({ $detail }): GNOME Keyring या KWallet शुरू करें और उसे अनलॉक करें, या पासवर्ड कहीं और रखें (पासवर्ड कमांड या पर्यावरण चर)
keyring-no-password = सिस्टम कीरिंग में "{ $user }" (सेवा "{ $service }") का कोई पासवर्ड नहीं है: इसे `mailto-preview config password` से सहेजें, या विंडो में खाता फिर से सेट करें
keyring-no-sign-in = सिस्टम कीरिंग में "{ $user }" (सेवा "{ $service }") का कोई साइन इन नहीं है: `mailto-preview config sign-in` से साइन इन करें, या विंडो में खाता फिर से सेट करें
keyring-failed = सिस्टम कीरिंग ने मना कर दिया: { $detail }
sign-in-not-yet = आपने इस कंप्यूटर पर अभी तक { $user } के रूप में { $issuer } में साइन इन नहीं किया है: विंडो में "साइन इन" चुनें, या `mailto-preview config sign-in` चलाएँ
sign-in-expired = { $user } के लिए { $issuer } का साइन इन समाप्त हो गया या वापस ले लिया गया: फिर से साइन इन करें
sign-in-refused = { $issuer } ने साइन इन अस्वीकार किया: { $error }
sign-in-denied = ब्राउज़र में साइन इन पूरा नहीं हुआ ({ $error }): फिर से प्रयास के लिए दोबारा साइन इन करें
sign-in-unreachable = साइन-इन सर्वर { $host } तक नहीं पहुँचा जा सकता: { $detail }; कनेक्शन जाँचें और फिर प्रयास करें
sign-in-browser-timed-out = { $minutes ->
        [one] { $minutes } मिनट
       *[other] { $minutes } मिनट
    } में ब्राउज़र से कोई उत्तर नहीं आया: फिर से साइन इन करें
sign-in-code-expired = कोड समय पर दर्ज नहीं किया गया: नया कोड पाने के लिए फिर से साइन इन करें
sign-in-cancelled = साइन इन रद्द कर दिया गया
sign-in-listener = 127.0.0.1 पर ब्राउज़र के उत्तर की प्रतीक्षा नहीं की जा सकती ({ $detail }): जाँचें कि इस कंप्यूटर पर कुछ भी स्थानीय कनेक्शन नहीं रोक रहा; Microsoft खाते के लिए, `mailto-preview config sign-in --code` इसके बजाय किसी दूसरे डिवाइस पर साइन इन करने देता है
sign-in-settings = { $detail }
sign-in-no-device-flow = { $issuer } मेल के लिए किसी दूसरे डिवाइस पर कोड से साइन इन नहीं देता: ब्राउज़र में साइन इन करें
discover-not-an-address = "{ $text }" ईमेल पता नहीं है: me@example.org जैसा कोई पता दें
discover-cancelled = खोज रद्द कर दी गई

## डिस्क पर ड्राफ़्ट और सौंपना

store-no-data-dir = ड्राफ़्ट रखने के लिए कोई डेटा निर्देशिका नहीं मिली (क्या HOME सेट है?)
store-io = { $path } उपयोग नहीं किया जा सकता: { $detail }
store-saved-link = { $path } कोई संदेश नहीं, बल्कि एक लिंक है, जिसे तब रखा गया जब सौंपना शुरू नहीं हो सका: इसे `mailto-preview - < { $path }` से फिर खोलें
store-envelope = { $path } के पास कोई पढ़ने योग्य लिफ़ाफ़ा नहीं है ({ $detail }); इसे जैसा है वैसा नहीं भेजा जा सकता
open-with-unknown = "{ $id }" न तो वेबमेल है (gmail, outlook, office365, yahoo, proton) और न कोई इंस्टॉल किया हुआ मेल प्रोग्राम: `mailto-preview open-with --list` बताता है कि क्या उपलब्ध है
open-with-no-recipient = संदेश का कोई प्राप्तकर्ता नहीं है: सौंपने से पहले एक जोड़ें
open-with-invalid-address = पता "{ $address }" मान्य नहीं है: संदेश सौंपने से पहले इसे ठीक करें
open-with-encode = संदेश को लिंक के रूप में नहीं लिखा जा सकता: { $detail }
open-with-bad-entry = { $program } की डेस्कटॉप प्रविष्टि नहीं चलाई जा सकती: { $detail }
launch-start = { $program } शुरू नहीं हो सका ({ $detail }): क्या यह इंस्टॉल है?
launch-failed = { $program } तुरंत { $status } के साथ रुक गया: संदेश नहीं सौंपा गया
launch-portal = डेस्कटॉप पोर्टल पेज नहीं खोल सका ({ $detail })
launch-unsupported = इस सिस्टम पर वेब पेज खोलना समर्थित नहीं है
launch-files = संलग्न फ़ाइल प्रोग्राम के लिए { $path } पर लिखी नहीं जा सकी: { $detail }
handoff-no-keywords = Keywords फ़ील्ड { $target } को नहीं सौंपा जाता: मेल प्रोग्राम इसे लिंक से नहीं लेते।
handoff-too-long-program = संदेश { $target } को एक बार में देने के लिए बहुत लंबा है ({ $length ->
        [one] { $length } वर्ण
       *[other] { $length } वर्ण
    }; सिस्टम { $max ->
        [one] { $max } वर्ण
       *[other] { $max } वर्ण
    } लेता है), इसलिए मुख्य भाग इसमें नहीं है: उसे वहाँ संदेश में चिपकाएँ।
handoff-no-bcc = { $target } लिंक से गुप्त प्रतिलिपि नहीं लेता: भेजने से पहले वहाँ { $bcc } को गुप्त प्रतिलिपि में जोड़ें।
handoff-no-files = { $target } इस तरह फ़ाइलें नहीं ले सकता: { $count ->
        [one] उसे
       *[other] उन्हें
    } वहीं संलग्न करें ({ $files })।
handoff-open-folder = फ़ोल्डर खोलें
handoff-too-long-webmail = संदेश { $target } के लिखने वाले लिंक के लिए बहुत लंबा है ({ $length ->
        [one] { $length } वर्ण
       *[other] { $length } वर्ण
    }; यह लगभग { $max ->
        [one] { $max } वर्ण
       *[other] { $max } वर्ण
    } लेता है), इसलिए मुख्य भाग इसमें नहीं है: उसे वहाँ संदेश में चिपकाएँ।
handoff-plus-becomes-space = { $target } को पते में "+" को रिक्त स्थान में बदलते देखा गया है: भेजने से पहले वहाँ प्राप्तकर्ताओं की जाँच करें।
handoff-no-threading = { $target } लिंक से In-Reply-To या References नहीं ले सकता: संदेश उत्तर के रूप में थ्रेड में नहीं जुड़ेगा।

## मेल हैंडलर के रूप में पंजीकरण, और लॉगिन पर शुरू होना

desktop-no-home = होम निर्देशिका ज्ञात नहीं है: HOME सेट करें
desktop-own-path = प्रोग्राम का अपना पथ नहीं मिल रहा ({ $detail }); इसे इसके पूरे पथ से चलाएँ
desktop-unwritable-path = प्रोग्राम का पथ { $path } डेस्कटॉप प्रविष्टि में नहीं लिखा जा सकता (यह UTF-8 नहीं है या इसमें नियंत्रण वर्ण है); प्रोग्राम को किसी सरल पथ पर ले जाएँ
desktop-io = { $path } उपयोग नहीं किया जा सका: { $detail }
desktop-system = { $detail }
desktop-unsupported = इस सिस्टम पर मेल हैंडलर का पंजीकरण समर्थित नहीं है
handoff-lost = सौंपना अचानक रुक गया
unavailable-unusable = लिंक उपयोग योग्य नहीं है
unavailable-no-account = संदेश को ठीक वैसा देखने के लिए जैसा वह भेजा जाएगा, एक खाता सेट करें
save-no-store = ड्राफ़्ट के लिए कोई डेटा निर्देशिका नहीं है

## सर्वर कहाँ मिला

source-providers = प्रदाताओं की अंतर्निहित तालिका
source-autoconfig = डोमेन का ऑटोकॉन्फ़िग सर्वर
source-well-known = डोमेन का वेब सर्वर (well-known autoconfig)
source-mx = डोमेन का मेल एक्सचेंजर (MX)
source-srv = डोमेन के SRV रिकॉर्ड
source-ispdb = Thunderbird का ISPDB
discover-other-domain = { $domain } के लिए मेल { $host } से भेजा जाता है

## Provider notes
provider-note-gmail = Google ऐप पासवर्ड (2-चरणीय सत्यापन चालू होने पर) या Google से साइन इन स्वीकार करता है; आपका सामान्य पासवर्ड काम नहीं करता।
provider-note-outlook = Outlook.com केवल Microsoft से साइन इन (OAuth 2.0) स्वीकार करता है: पासवर्ड सितंबर 2024 से काम नहीं करते।
provider-note-office365 = Microsoft 365 में आपके व्यवस्थापक को आपके मेलबॉक्स के लिए SMTP से भेजने की अनुमति देनी होती है; पासवर्ड डिफ़ॉल्ट रूप से दिसंबर 2026 के अंत से काम करना बंद कर देते हैं, Microsoft से साइन इन काम करता रहता है।
provider-note-app-password = { $provider } को मेल प्रोग्रामों के लिए ऐप पासवर्ड चाहिए; आपका सामान्य पासवर्ड काम नहीं करता।
provider-note-app-specific-password = { $provider } को ऐप-विशिष्ट पासवर्ड चाहिए (दो-कारक प्रमाणीकरण चालू होने पर)।
provider-note-zoho = दो-कारक प्रमाणीकरण चालू होने पर Zoho को ऐप-विशिष्ट पासवर्ड चाहिए; किसी संगठन का अपना डोमेन { $host } का उपयोग करता है।
provider-note-proton-bridge = इस मशीन पर Proton Mail Bridge चल रहा होना चाहिए: Bridge जो पासवर्ड दिखाता है उसका उपयोग करें, और उसके प्रमाणपत्र पर भरोसा करें (tls-ca = Bridge द्वारा निर्यात किया गया प्रमाणपत्र)।
provider-note-proton-smtp = केवल आपके अपने डोमेन पर किसी पते के लिए, Proton की सेटिंग्स से SMTP टोकन के साथ; इस तरह भेजा गया मेल एंड-टू-एंड एन्क्रिप्टेड नहीं होता।
provider-note-switch-on-access = पहले { $provider } की सेटिंग्स में POP3/IMAP पहुँच चालू करें।
provider-note-yandex = Yandex को ऐप पासवर्ड चाहिए, और सेटिंग्स, ईमेल क्लाइंट में मेल प्रोग्राम चालू होने चाहिए।

## Attached files: exact sizes and the limits of servers

size-bytes-exact = { $count ->
        [one] { $shown } बाइट
       *[other] { $shown } बाइट
    }
message-attachment-elided = { "[" }{ $name }: { $size }; base64 में { $encoded }]
too-big = संदेश { $size } का है; { $server } अधिकतम { $limit } स्वीकार करता है
send-too-big-reply = संदेश { $size } का है, जो { $server } की स्वीकार-सीमा से अधिक है ({ $reply })
file-too-big = संदेश { $size } का है, और { $host } { $folder } में अधिकतम { $limit } तक के संदेश रखता है
filing-too-big = पर कॉपी आपके भेजे गए फ़ोल्डर में नहीं रखी गई: { $error }
provider-refuses-type = { $provider } { $name } जैसी फ़ाइलें नहीं ले जाता (वह सुरक्षा के कारण इस प्रकार को रोकता है), इसलिए संदेश लौट आएगा: फ़ाइल किसी और तरीके से भेजें

## खाता कैसे भेजता है

server-smtp = { $host }:{ $port } ({ $security })
server-no-encryption = कोई एन्क्रिप्शन नहीं
server-sendmail = { $program } (स्थानीय sendmail)
server-desktop = GNOME ऑनलाइन खाते
server-handoff = { $target } (सौंपा जाता है, आप वहाँ से भेजते हैं)

## वर्तनी (src/spelling): जाँच का मेनू और सूचनाएँ
spelling-add = शब्दकोश में जोड़ें
spelling-ignore = अनदेखा करें
spelling-no-suggestions = कोई सुझाव नहीं
spelling-misspelt = वर्तनी की गलती: { $word }
spelling-automatic = वर्तनी: टेक्स्ट की भाषा
spelling-language = वर्तनी: { $language }
spelling-off = वर्तनी: बंद
spelling-no-dictionary = "{ $language }" भाषा के लिए कोई वर्तनी शब्दकोश इंस्टॉल नहीं है, इसलिए इस भाषा में लिखा टेक्स्ट जाँचा नहीं जाता। शब्दकोश इंस्टॉल करने पर यह जाँच होने लगेगी (Debian और Ubuntu पर: { $package })।
spelling-unreadable = वर्तनी शब्दकोश { $path } पढ़ा नहीं जा सकता: { $detail }
spelling-encoding = वर्तनी शब्दकोश { $path } पढ़ा नहीं जा सकता: वह { $encoding } में है; उसका UTF-8 संस्करण पढ़ा जा सकता है
spelling-personal-list = शब्द आपके निजी शब्दकोश { $path } में नहीं जोड़ा जा सकता: { $detail }
spelling-not-a-word = "{ $word }" एक अकेला शब्द नहीं है, इसलिए इसे शब्दकोश में नहीं जोड़ा जा सकता
spelling-no-thread = वर्तनी नहीं जाँची जा रही: जाँच का थ्रेड शुरू नहीं हो सका ({ $detail })

## टाइप करते समय सुझाए गए प्राप्तकर्ता (src/contacts)
contacts-offers = { $count ->
        [one] { $count } सुझाव
       *[other] { $count } सुझाव
    }
contacts-forget = यह पता भूल जाएँ
contacts-forget-hover = यह पता भूल जाएँ ({ $shortcut })
contacts-source-sent = { $count ->
        [one] { $count } बार भेजा गया
       *[other] { $count } बार भेजा गया
    }
contacts-source-book = पता-पुस्तिका "{ $book }" से
contacts-no-data-dir = प्राप्तकर्ताओं को याद रखने के लिए कोई डेटा निर्देशिका नहीं मिली (क्या HOME सेट है?)
contacts-io = { $path } उपयोग नहीं किया जा सकता: { $detail }
contacts-unreadable = { $path } ऐसी प्राप्तकर्ता सूची नहीं है जिसे यह प्रोग्राम पढ़ सके ({ $detail }); उसे जैसा था वैसा छोड़ दिया गया है, और जब तक उसे हटाया न जाए कोई प्राप्तकर्ता याद नहीं रखा जाएगा
contacts-evolution = Evolution की पता-पुस्तिकाएँ (GNOME संपर्क) पढ़ी नहीं जा सकतीं: { $detail }

## कतार: बाद के लिए रखे गए संदेश (बाद में भेजें, ऑनलाइन होने पर भेजें), और वे सूचनाएँ जो बताती हैं
## कि विंडो बंद होने के बाद उनका क्या हुआ।
queue-not-found = कतार में { $id } आईडी वाला कुछ नहीं है: mailto-preview queue बताता है कि क्या प्रतीक्षा में है
queue-busy = { $id } को इस समय कोई दूसरा Mailto Preview भेज रहा है: थोड़ी देर में mailto-preview queue देखें
queue-entry = कतार के एक संदेश का रिकॉर्ड { $path } पढ़ा नहीं जा सकता ({ $detail }): संदेश अब भी उसके बगल में है
queue-sent-title = { $recipients } को भेजा गया
queue-sent-body = "{ $subject }" तय समय पर भेजा गया।
queue-not-sent-title = { $recipients } को नहीं भेजा गया
queue-refused-body = "{ $subject }" अस्वीकार कर दिया गया: { $error }। संदेश रखा हुआ है: सर्वर जो बता रहा है उसे ठीक करें, फिर इसे mailto-preview queue --send-now { $id } से भेजें, या --cancel { $id } से वापस लें।
queue-uncertain-body = "{ $subject }" भेजते समय कनेक्शन टूट गया, इसलिए हो सकता है कि वह पहुँच गया हो। संदेश रखा हुआ है और अपने आप दोबारा नहीं भेजा जाएगा: अगर वह नहीं पहुँचा, तो उसे mailto-preview queue --send-now { $id } से भेजें।
queue-interrupted-body = "{ $subject }" भेजते समय Mailto Preview रुक गया, इसलिए हो सकता है कि वह पहुँच गया हो। संदेश रखा हुआ है और अपने आप दोबारा नहीं भेजा जाएगा: अगर वह नहीं पहुँचा, तो उसे mailto-preview queue --send-now { $id } से भेजें।
queue-gave-up-body = "{ $subject }" एक दिन तक नहीं भेजा जा सका: { $error }। संदेश रखा हुआ है: फिर से ऑनलाइन होने पर इसे mailto-preview queue --send-now { $id } से भेजें।

## OpenPGP: व्यक्ति की अपनी GnuPG कुंजियों से हस्ताक्षर और एन्क्रिप्शन।

# भेजते समय GnuPG का आउटपुट जहाँ आएगा, वहाँ "संदेश, ठीक वैसा जैसा भेजा जाएगा" क्या दिखाता है।
openpgp-pending-micalg = { "[" }वह हैश जिससे GnuPG हस्ताक्षर करता है, जैसे pgp-sha256]
openpgp-pending-signature = { "[" }वह हस्ताक्षर जो भेजते समय GnuPG आपकी कुंजी से बनाता है]
openpgp-pending-encrypted = { "[" }संदेश का टेक्स्ट और फ़ाइलें, जिन पर भेजते समय GnuPG हस्ताक्षर करता है और उन्हें एन्क्रिप्ट करता है]
openpgp-pending-autocrypt = { "[" }आपकी सार्वजनिक कुंजी, जो भेजते समय GnuPG से ली जाती है]
openpgp-not-a-fingerprint = "{ $text }" किसी कुंजी का फ़िंगरप्रिंट नहीं है: gpg --list-secret-keys जो 40 हेक्साडेसिमल अंक दिखाता है, वे लिखें
openpgp-missing = GnuPG इंस्टॉल नहीं है ({ $program } प्रोग्राम नहीं मिला), इसलिए न हस्ताक्षर हो सकता है, न एन्क्रिप्शन। GnuPG इंस्टॉल करें, या इस संदेश के लिए "हस्ताक्षर करें" बंद करें
openpgp-not-run = { $program } चलाया नहीं जा सका: { $detail }
openpgp-cancelled = हस्ताक्षर करना रद्द कर दिया गया, इसलिए कुछ नहीं भेजा गया
openpgp-bad-passphrase = GnuPG ने पासफ़्रेज़ स्वीकार नहीं किया, इसलिए कुछ नहीं भेजा गया
openpgp-no-pinentry = GnuPG आपसे पासफ़्रेज़ नहीं माँग सका (यहाँ कोई pinentry प्रोग्राम नहीं खुल सकता), इसलिए कुछ नहीं भेजा गया
openpgp-no-secret-key = आपके GnuPG में ऐसी कोई गुप्त कुंजी { $key } नहीं है जिससे हस्ताक्षर किया जा सके। इस खाते के लिए openpgp.key जाँचें, या कुंजी को GnuPG में इंपोर्ट करें
openpgp-recipient-refused = GnuPG { $key } के लिए एन्क्रिप्ट नहीं करेगा: { $reason }
openpgp-failed = GnuPG ने संदेश पर न हस्ताक्षर किया, न उसे एन्क्रिप्ट किया ({ $detail }), इसलिए कुछ नहीं भेजा गया
openpgp-key-not-found = कोई कुंजी नहीं मिली
openpgp-key-revoked = कुंजी निरस्त की जा चुकी है
openpgp-key-expired = कुंजी की अवधि समाप्त हो चुकी है
openpgp-key-wrong-usage = इस काम के लिए कुंजी का उपयोग नहीं किया जा सकता
openpgp-key-not-trusted = कुंजी विश्वसनीय नहीं मानी गई है
openpgp-key-disabled = कुंजी अक्षम है
openpgp-key-unusable = कुंजी का उपयोग नहीं किया जा सकता
step-signing = आपकी कुंजी से हस्ताक्षर किया जा रहा है
step-passphrase = GnuPG की विंडो में आपके पासफ़्रेज़ की प्रतीक्षा की जा रही है
step-held = भेजने से पहले प्रतीक्षा की जा रही है, ताकि आप इसे पूर्ववत कर सकें
step-while-signing = हस्ताक्षर करते समय
step-while-passphrase = आपके पासफ़्रेज़ की प्रतीक्षा करते समय
openpgp-key-usable = कुंजी का उपयोग किया जा सकता है
openpgp-key-not-certified = आपके किसी भरोसेमंद व्यक्ति ने पुष्टि नहीं की है कि यह कुंजी इसी पते की है
openpgp-sign = हस्ताक्षर करें
openpgp-sign-hover = अपनी कुंजी { $key } से हस्ताक्षर करें, ताकि प्राप्तकर्ता जाँच सकें कि संदेश आपका ही है और बदला नहीं गया है
openpgp-encrypt = एन्क्रिप्ट करें
openpgp-encrypt-hover = हर प्राप्तकर्ता की कुंजी और अपनी कुंजी से एन्क्रिप्ट करें: टेक्स्ट और फ़ाइलें केवल आप और वे ही पढ़ सकेंगे
openpgp-cannot-encrypt = एन्क्रिप्ट करने के लिए हर प्राप्तकर्ता की उपयोग योग्य कुंजी चाहिए:
openpgp-headers-readable = विषय, पते और तारीख मेल सर्वरों के लिए पढ़ने योग्य रहते हैं: केवल टेक्स्ट और फ़ाइलें एन्क्रिप्ट होती हैं।
openpgp-unsigned-because = यह संदेश बिना हस्ताक्षर के जाएगा: { $reason }
openpgp-no-signer = आपके GnuPG में ऐसी कोई गुप्त कुंजी { $key } नहीं है जिससे हस्ताक्षर किया जा सके, इसलिए यह संदेश बिना हस्ताक्षर के जाएगा। इस खाते के लिए openpgp.key जाँचें।
openpgp-recipient-lacks = { $address }: { $reason }
openpgp-key-of = कुंजी { $key }, "{ $user }"
openpgp-use-key = यह कुंजी उपयोग करें
openpgp-use-key-hover = अब से { $address } के लिए इसी कुंजी से एन्क्रिप्ट करें, हालाँकि आपके किसी भरोसेमंद व्यक्ति ने पुष्टि नहीं की है कि यह उन्हीं की है
openpgp-find-key = कुंजी खोजें
openpgp-find-key-hover = इंटरनेट पर { $domain } से { $address } की कुंजी माँगें (Web Key Directory)
openpgp-found = { $address } के लिए कुंजी { $key } मिल गई और आपकी GnuPG कुंजियों में जोड़ दी गई।
openpgp-not-found = { $address } के लिए कोई कुंजी नहीं मिली।
openpgp-accept-failed = कुंजी याद नहीं रखी जा सकी: { $error }
openpgp-gnupg-missing = GnuPG इंस्टॉल नहीं है, इसलिए यह संदेश बिना हस्ताक्षर के जाएगा। अपनी कुंजी { $key } से हस्ताक्षर करने के लिए GnuPG इंस्टॉल करें।
step-while-held = भेजने से पहले प्रतीक्षा करते समय
openpgp-signer-refused = GnuPG आपकी कुंजी { $key } से हस्ताक्षर नहीं करेगा: { $reason }। कुछ नहीं भेजा गया
blocker-cannot-encrypt = "एन्क्रिप्ट करें" चालू है, लेकिन हर प्राप्तकर्ता के पास उपयोग योग्य कुंजी नहीं है: "एन्क्रिप्ट करें" बंद करें, या उन प्राप्तकर्ताओं को हटाएँ
openpgp-signer-cannot-encrypt = आपकी कुंजी { $key } में एन्क्रिप्ट कर सकने वाला कोई भाग नहीं है, इसलिए संदेश एन्क्रिप्ट नहीं किए जा सकते (वे आपके लिए भी एन्क्रिप्ट किए जाते हैं, ताकि आप उन्हें भेजे गए फ़ोल्डर में पढ़ सकें)।
