## Mailto Preview: Turkish (tr).
## Machine-assisted translation by the Mailto Preview developers; to be reviewed by native speakers.

## Pencere

window-heading = Bir bağlantı e-posta göndermek istiyor
window-title = { $recipient } adresine e-posta gönderilsin mi?
window-title-more = { $recipient } ve { $more ->
        [one] { $more } kişiye
       *[other] { $more } kişiye
    } daha e-posta gönderilsin mi?
window-title-none = E-posta gönderilsin mi?
window-title-unusable = Kullanılamayan e-posta bağlantısı
window-waiting = Sistemden e-posta bağlantısı bekleniyor...
window-next-link = Sonraki e-posta bağlantısı açılıyor...
unusable-heading = Bu e-posta bağlantısı kullanılamıyor

from-label = Kimden:
from-account = { $name } <{ $address }>, { $server } üzerinden
from-account-handoff = { $server } içinde { $address }
from-account-goa = { $name } <{ $address }> (GNOME Çevrim İçi Hesaplar)
from-looking = Bu masaüstündeki hesaplar aranıyor...
from-choose = Göndereni seçin...
from-you = siz
from-hover = Bu iletiyi gönderen hesap
from-plaintext = Uyarı: bu hesap şifreleme olmadan gönderir
from-unchecked-certificate = Uyarı: bu hesap Çevrim İçi Hesaplar'da böyle ayarlandığı için sunucunun sertifikası denetlenmiyor: sizinle sunucu arasındaki herkes iletiyi okuyabilir ya da değiştirebilir
config-broken = Yapılandırma kullanılamıyor: { $error }

field-to = Kime
field-cc = Cc
field-bcc = Bcc (gizli)
field-subject = Konu
field-body = İleti ({ $lines ->
        [one] { $lines } satır
       *[other] { $lines } satır
    })
field-recipients-hint = name@example.org, ...
field-warning = Uyarı: { $message }
field-changed = Bağlantıya göre değiştirildi: { $message }

ignored-heading = Bağlantıda yok sayılanlar ({ $count })
ignored-nothing = Hiçbiri: bağlantı yalnızca bir bağlantının ayarlayabileceği alanları ayarlıyor.
original-link = Özgün bağlantı
copy-link = Bağlantıyı kopyala
exact-message = İletinin tam hâli
handoff-receives = { $target } ne alacak
settings-heading = Ayarlar
settings-resident = Oturumumla başlasın ve arka planda kalsın, böylece bağlantılar hemen açılsın
settings-resident-hover = Mailto Preview'u penceresiz başlatan bir oturum açılışı girdisi kurar; beklerken yaklaşık 30 MiB

## Düğmeler

action-send = Gönder
action-retry = Yeniden dene
action-open-in = { $target } ile aç
action-open-in-menu = Şununla aç...
action-cancel = İptal
action-save-draft = Taslağı kaydet
action-copy-text = Metin olarak kopyala
action-send-hover = Bu iletiyi şimdi gönder ({ $shortcut })
action-handoff-hover = Bu iletiyi şimdi aktar ({ $shortcut })
action-cancel-hover = Göndermeden kapat ({ $shortcut })
action-save-hover = Taslaklar klasöründe tut ({ $shortcut })
open-in-hover = Bu iletiyi burada göründüğü gibi web postasına veya başka bir e-posta programına aktar
open-in-webmail = Web tarayıcınızda
open-in-programs = Bir e-posta programında
open-in-none = (hiçbiri kurulu değil)
unavailable = Kullanılamıyor: { $reason }
blocker-no-account = önce bir hesap kurun
blocker-no-recipient = bir alıcı ekleyin
blocker-invalid-address = önce geçersiz adresi düzeltin
blocker-unfinished-address = önce yazmakta olduğunuz adresi tamamlayın
blocker-choose-sender = iletiyi kimin göndereceğini seçin (Kimden)
blocker-busy = ileti yolda
blocker-just-opened = bir saniye...
handoff-note = Not: { $note }
section-open = açık
section-closed = kapalı

## Tuşlar, bu dildeki klavyelerde yazdığı gibi

key-ctrl = Ctrl
key-enter = Enter
key-esc = Esc
key-s = S
key-a = A
key-z = Z
key-shift = Shift
key-delete = Delete
shortcut = { $modifier }+{ $key }

## İletişim kutuları

discard-title = Değişikliklerden vazgeçilsin mi?
discard-question = Bu iletiyi düzenlediniz. Göndermeden ya da kaydetmeden kapatılsın mı?
discard = Değişikliklerden vazgeç
discard-save = Taslağı kaydet ve kapat
discard-keep = Düzenlemeye devam et
handoff-title = { $target } ile açılsın mı?
back = Geri

## Ne oldu (durum satırı)

status-sending = Gönderiliyor: { $step }...
status-held = İleti birazdan gönderilecek. Gönderimi geri almak için Geri al'a (Ctrl+Z veya Esc) basın.
status-undone = Gönderilmedi: gönderimi geri aldınız. İleti olduğu gibi burada, düzenleyebilirsiniz (bir kopyası taslaklar klasöründe).
hold-countdown = { $seconds ->
        [one] { $seconds } sn
       *[other] { $seconds } sn
    } sonra gönderilecek
action-undo = Geri al
action-send-later = Daha sonra gönder...
action-send-later-hover = İletinin ne zaman gönderileceğini seçin: o zamana kadar ileti, dosyalarının bir kopyasıyla birlikte kuyrukta bekler
later-in-an-hour = 1 saat sonra
later-tomorrow = Yarın saat { $time }
later-monday = Pazartesi saat { $time }
later-choose = Gün ve saat seçin...
later-day = Gün
later-hour = Saat
later-minute = Dakika
later-schedule = Gönderimi zamanla
later-weekday = { $day ->
        [1] Pazartesi
        [2] Salı
        [3] Çarşamba
        [4] Perşembe
        [5] Cuma
        [6] Cumartesi
       *[7] Pazar
    }
later-month = { $month ->
        [1] Ocak
        [2] Şubat
        [3] Mart
        [4] Nisan
        [5] Mayıs
        [6] Haziran
        [7] Temmuz
        [8] Ağustos
        [9] Eylül
        [10] Ekim
        [11] Kasım
       *[12] Aralık
    }
later-date = { $day } { $month } { $year } { $weekday }
later-date-time = { $date }, saat { $time }
later-goes = Gönderim zamanı: { $when }.
later-skipped = O gece saatler ileri alınıyor, bu yüzden { $asked } diye bir saat yok: gönderim saati { $time } olacak.
later-repeated = O gece saatler geri alınıyor, bu yüzden { $time } iki kez yaşanıyor: ileti ilkinde gönderilecek.
later-past = bu zaman geçti: daha ileri bir zaman seçin
later-lost = iletiyi kuyruğa koyma işlemi sonucunu bildirmeden durdu: mailto-preview queue komutuna bakın
status-scheduling = İleti kuyruğa konuyor...
status-scheduled = { $when } için zamanlandı. İleti ve dosyalarının bir kopyası ({ $size }) kuyrukta bekliyor; bu pencereyi kapatabilirsiniz.
status-scheduled-no-timer = { $when } için zamanlandı (kuyrukta { $size }). Bu sistemde Mailto Preview'u o saatte başlatabilecek bir şey yok; bu yüzden ileti zamanında ancak Mailto Preview o sırada çalışıyorsa gönderilir, aksi hâlde Mailto Preview bir dahaki sefere bağlantı verilmeden başlatıldığında gönderilir.
status-not-scheduled = Zamanlanmadı: { $error }
status-taking-back = İleti kuyruktan alınıyor...
status-not-taken-back = İleti kuyrukta kalıyor: { $error }
status-taken-back = İleti kuyruktan alındı ve düzenlemeniz için burada (bir kopyası taslaklar klasöründe).
action-take-back = Yeniden düzenle
action-take-back-hover = İletiyi kuyruktan alır ve bu pencereye geri getirir
action-close = Kapat
action-send-when-online = Çevrim içi olunca gönder
action-send-when-online-hover = İletiyi kuyrukta tutar ve bu bilgisayar yeniden çevrim içi olur olmaz kendiliğinden gönderir
status-waiting-online = Ağ bağlantısı bekleniyor: bu bilgisayar yeniden çevrim içi olur olmaz ileti kendiliğinden gönderilecek (kuyrukta { $size }). Bu pencereyi kapatabilirsiniz.
action-undo-hover = Gönderimi geri alır: hiçbir şey gönderilmez ve ileti, düzenlemeniz için olduğu gibi burada kalır ({ $shortcut })
status-sent = { $count ->
        [one] { $count } alıcıya
       *[other] { $count } alıcıya
    } gönderildi
status-sent-and = { $sent }; { $filing }
status-filing = Kopya Gönderilmiş klasörünüze konuyor...
status-filed = Kopya artık { $folder } klasöründe.
status-not-filed = Hâlâ Gönderilmiş klasörünüzde değil: { $error }. Kopya bekliyor; ileti yeniden gönderilmez.
status-saving-to-server = { $path } olarak kaydedildi; posta kutunuzun taslaklar klasörüne konuyor...
status-saved-to-server = { $path } olarak ve posta kutunuzdaki { $folder } klasörüne kaydedildi
status-not-saved-to-server = { $path } olarak kaydedildi, ancak posta kutunuzun taslaklar klasörüne kaydedilemedi: { $error }
status-not-sent = Gönderilmedi: { $error }
status-not-sent-saved = Gönderilmedi: { $error }. İleti { $path } olarak kaydedildi.
status-no-store = Taslağı tutacak bir yer yok (veri dizini yok); gönderilmedi.
status-stopped-waiting = Sunucuyu beklemekten vazgeçildi. Sunucu iletiyi zaten kabul ettiyse yine de teslim edilebilir; aksi hâlde ileti taslaklar klasöründe (mailto-preview drafts).
status-saved = { $path } olarak kaydedildi
status-not-saved = Kaydedilmedi: { $error }
status-copied = İleti metin olarak kopyalandı
status-saving = Taslak kaydediliyor...
attach-vanished = { $path } artık yok; yeniden ekleyin ya da kaldırın
attach-changed = { $path } eklendikten sonra değişti; şimdiki hâliyle göndermek için yeniden ekleyin
attach-unreadable = { $path } okunamıyor: { $detail }
attach-reminder-words = ekte, ekteki, ektedir, ektekiler, ektekileri, ekli, eklerde, ek:, ekler:, ilişikte, İlişikte, ilişikteki, İlişikteki, ilişiktedir, İlişiktedir, iliştirdim, İliştirdim, iliştirdik, İliştirdik, iliştiriyorum, İliştiriyorum, iliştiriyoruz, İliştiriyoruz, iliştirilmiş, İliştirilmiş, iliştirilen, İliştirilen, iliştirdiğim, İliştirdiğim, iliştirdiğimiz, İliştirdiğimiz, ek olarak gönderiyorum, ek olarak gönderdim, ek olarak gönderiyoruz, ek olarak iletiyorum, ek olarak ilettim, ek olarak sunuyorum, ek olarak sunarım, ek olarak paylaşıyorum, e-postanın ekinde, e-postanın ekindeki, e-postanın ekleri, e-postanın eklerinde, e-postamın ekinde, e-postamın ekindeki, e-postamın ekleri, e-postamın eklerinde, epostanın ekinde, epostanın ekindeki, epostanın ekleri, epostanın eklerinde, mailin ekinde, mailin ekindeki, mailin ekleri, mailin eklerinde, mailimin ekinde, mailimin ekindeki, mailimin ekleri, mailimin eklerinde, mesajın ekinde, mesajın ekindeki, mesajın ekleri, mesajın eklerinde, mesajımın ekinde, mesajımın ekindeki, mesajımın ekleri, mesajımın eklerinde, iletinin ekinde, iletinin ekindeki, iletinin ekleri, iletinin eklerinde, iletimin ekinde, iletimin ekindeki, iletimin ekleri, iletimin eklerinde, postanın ekinde, postanın ekindeki, postanın ekleri, postanın eklerinde, dosya eki, dosya ekinde, dosya ekini, dosya ekleri, dosya eklerini, e-posta eki, e-posta ekinde, e-posta ekini, e-posta ekleri, e-posta eklerini, eposta eki, eposta ekinde, eposta ekini, eposta ekleri, eposta eklerini, mail eki, mail ekinde, mail ekini, mail ekleri, mail eklerini, dosyayı ekledim, dosyayı ekliyorum, dosyayı ekledik, dosyayı ekliyoruz, dosyaları ekledim, dosyaları ekliyorum, dosyaları ekledik, dosyaları ekliyoruz, belgeyi ekledim, belgeyi ekliyorum, belgeyi ekledik, belgeyi ekliyoruz, belgeleri ekledim, belgeleri ekliyorum, belgeleri ekledik, belgeleri ekliyoruz, raporu ekledim, raporu ekliyorum, raporu ekledik, raporu ekliyoruz, fotoğrafları ekledim, fotoğrafları ekliyorum, fotoğrafları ekledik, fotoğrafları ekliyoruz, faturayı ekledim, faturayı ekliyorum, faturayı ekledik, faturayı ekliyoruz, sunumu ekledim, sunumu ekliyorum, sunumu ekledik, sunumu ekliyoruz, tabloyu ekledim, tabloyu ekliyorum, tabloyu ekledik, tabloyu ekliyoruz, özgeçmişimi ekledim, özgeçmişimi ekliyorum, özgeçmişimi ekledik, özgeçmişimi ekliyoruz, sözleşmeyi ekledim, sözleşmeyi ekliyorum, sözleşmeyi ekledik, sözleşmeyi ekliyoruz, e-postaya ekledim, e-postaya ekliyorum, e-postaya ekledik, e-postaya ekliyoruz, epostaya ekledim, epostaya ekliyorum, epostaya ekledik, epostaya ekliyoruz, maile ekledim, maile ekliyorum, maile ekledik, maile ekliyoruz, mesaja ekledim, mesaja ekliyorum, mesaja ekledik, mesaja ekliyoruz, iletiye ekledim, iletiye ekliyorum, iletiye ekledik, iletiye ekliyoruz, e-postaya eklenmiştir, e-postaya eklendi, epostaya eklenmiştir, epostaya eklendi, maile eklenmiştir, maile eklendi, mesaja eklenmiştir, mesaja eklendi, iletiye eklenmiştir, iletiye eklendi
attach-reminder-not = sonundaki ekte, sondaki ekte, listede ekli, listesinde ekli, listeye ekli, listesine ekli, rehberimde ekli, rehberde ekli, grupta ekli, grubunda ekli, gruba ekli, kapıya iliştirdim, kapına iliştirdim, kapağına iliştirdim, buzdolabına iliştirdim, panoya iliştirdim, yakama iliştirdim, yakasına iliştirdim, yakasına iliştirilmiş
attach-button = Ekle...
attach-button-hover = İletiyle gönderilecek dosyaları seçin ({ $shortcut }); onları pencereye de bırakabilirsiniz. Bir bağlantı asla dosya ekleyemez.
attach-total = { $count ->
        [one] { $count } dosya, { $size }
       *[other] { $count } dosya, { $size }
    }
attach-file = { $name } ({ $size }, { $kind })
attach-remove = Kaldır
attach-remove-name = { $name } dosyasını kaldır
attach-chooser-title = Dosya ekle
attach-chooser-accept = Ekle
attach-no-chooser = Hiçbir dosya seçici yanıt vermedi ({ $detail }): xdg-desktop-portal'ı ve masaüstünüzün portalını kurun ya da dosyanın yolunu aşağıya yazın.
attach-chooser-failed = Dosya seçici çalışmadı: { $detail }. Dosyanın yolunu aşağıya yazabilirsiniz.
attach-path-label = Eklenecek dosya:
attach-path-button = Ekle
attach-ask-question = { $path } eklensin mi?
attach-is-link = { $link }, bu dosyaya giden sembolik bir bağlantıdır.
attach-ask-secret = Dosya, anahtarların, parolaların ve başka gizli bilgilerin tutulduğu { $place } içinde. Yalnızca gerçekten göndermek istiyorsanız ekleyin.
attach-ask-hidden = Bu gizli bir dosya: bu tür dosyalar çoğu zaman ayarlar ya da gizli bilgiler içerir. Yalnızca gerçekten göndermek istiyorsanız ekleyin.
attach-ask-yes = Ekle
attach-ask-no = Vazgeç
attach-not-attached = Eklenmedi: { $path }: { $why }
attach-dismiss = Tamam
attach-refused-not-found = böyle bir dosya yok
attach-refused-folder = bu bir klasör (onun yerine içindeki dosyaları ekleyin)
attach-refused-device = bu bir aygıt, dosya değil
attach-refused-pipe = bu bir boru ya da soket, dosya değil
attach-refused-empty = dosya boş
attach-refused-unreadable = okunamıyor ({ $detail })
attach-from-link = Bu dosyayı ekle: { $path }
attach-from-link-hover = Bağlantı bu dosyayı istedi. Dosya yalnızca buraya basarsanız, eklediğiniz her dosyanın geçtiği denetimlerden sonra eklenir.
reminder-title = Eklenmiş dosya yok
reminder-question = İleti bir ekten söz ediyor, ancak hiçbir dosya eklenmemiş.
reminder-send-anyway = Dosyasız devam et
size-bytes = { $count ->
        [one] { $count } bayt
       *[other] { $count } bayt
    }
size-kb = { $size } kB
size-mb = { $size } MB
size-gb = { $size } GB
number-decimal-separator = ,
status-handing-over = { $target } ile açılıyor...
status-body-on-clipboard = { $target } ile açıldı. İleti metni aktarmak için çok uzundu ve panoda: oraya yapıştırın, sonra bu pencereyi kapatın.
status-not-handed-over-saved = Aktarılmadı: { $error }. İleti { $path } olarak kaydedildi.
status-not-handed-over-unsaved = Aktarılmadı: { $error }. Kaydedilemedi de ({ $why }): metin olarak kopyalayın.
status-account-saved = Hesap { $path } içine kaydedildi
status-signed-in = Oturum açıldı. İletiyi göndermek için Yeniden dene'ye basın.
status-not-signed-in = Oturum açılmadı: { $error }
status-login-entry-on = { $path } yazıldı: Mailto Preview oturum açılışında arka planda başlar
status-login-entry-off = { $path } kaldırıldı: Mailto Preview artık oturum açılışında başlamaz
status-login-entry-none = Mailto Preview oturum açılışında başlamıyordu; kaldırılacak bir şey yok
status-not-changed = Değiştirilmedi: { $error }

step-password = parola alınıyor
step-resolving = sunucu aranıyor
step-connecting = sunucuya bağlanılıyor
step-securing = bağlantı güvenli hâle getiriliyor
step-logging-in = oturum açılıyor
step-sending = ileti gönderiliyor
step-filing = bir kopya Gönderilmiş klasörünüze konuyor
step-while-password = parola alınırken
step-while-resolving = sunucu aranırken
step-while-connecting = sunucuya bağlanılırken
step-while-securing = bağlantı güvenli hâle getirilirken
step-while-logging-in = oturum açılırken
step-while-sending = ileti gönderilirken
step-while-filing = Gönderilmiş klasörünüze bir kopya konurken

## Oturum açma

sign-in-to = { $issuer } hesabında oturum aç
sign-in-to-hover = Oturum açma sayfasını tarayıcınızda açar
sign-in-on = Tarayıcınızda { $host } üzerinde oturum açın...
sign-in-opening = Tarayıcınız açılıyor...
stop = Durdur

## İlk çalıştırma: hesap kurma

setup-intro = Henüz bir hesap kurulmadı. Buradan ekleyin; aşağıdaki ileti bekler ve kaybolmaz.
setup-found-heading = Bu bilgisayarda bulunanlar:
setup-use-found = { $address } ({ $program })
setup-use-found-hover = Formu { $program } programındaki bu ayarlarla doldurur; parolayı yazın, sonra hesabı kaydedin
setup-email = E-posta
setup-name = Ad
setup-name-hint = Adınız
setup-find = Sunucumu bul
setup-find-hover = Sunucuyu adresten arar: önce yerleşik sağlayıcı listesinde, sonra alan adınızın kendi ayarlarında
setup-finding = Sunucu aranıyor...
setup-ispdb = Thunderbird'ün veritabanına da sor
setup-ispdb-hover = Adresinizin hangi alan adında olduğunu Thunderbird'ün sunucusuna bildirir
setup-found = Bulundu: { $host } bağlantı noktası { $port }, { $security } (kaynak: { $source }).
setup-found-mailbox = Posta kutunuz: { $host } bağlantı noktası { $port }, { $security }. Sağlayıcınız kendisi koymadıkça gönderdiklerinizin bir kopyası posta kutusunun Gönderilmiş klasörüne gider.
setup-sign-in-with = Şununla oturum aç:
setup-password = Parola
setup-show = Göster
setup-provider-account = { $provider } hesabı
setup-password-command = Parola komutu
setup-app-password = Bu sağlayıcı, web sitesinde oturum açtığınız parolayı değil, bir uygulama parolası ister.
setup-app-password-help = Uygulama parolası nasıl oluşturulur
setup-open-yourself = { $error }: { $url } adresini kendiniz açın
setup-keyring = Sistem anahtarlığında tutulur, asla yapılandırma dosyasında tutulmaz.
setup-no-client = Mailto Preview'un bu derlemesi { $provider } ile kendi başına oturum açamıyor ({ $provider } için istemci kimliği olmadan derlendi). Bunun yerine:
setup-use-app-password = Uygulama parolası kullan
setup-add-in-online-accounts = Çevrim İçi Hesaplar'a ekle
setup-add-in-online-accounts-hover = GNOME Ayarlar'ı Çevrim İçi Hesaplar bölümünde açar. Hesabı orada ekledikten sonra bu pencere onunla gönderir; burada ayarlamanız gereken bir şey kalmaz.
setup-token-command-instead = Ya da yapılandırma dosyasında bir belirteç komutu ayarlayın (README'deki "Sign in with OAuth 2.0" bölümüne bakın).
setup-own-client-none = Mailto Preview'u { $provider } üzerinde kendiniz kaydettiyseniz istemci kimliğini buraya girin
setup-client-id = İstemci kimliği
setup-own-client = { $provider } için kendi istemci kimliğiniz (bu derlemeninkini kullanmak için boş bırakın)
setup-client-secret = İstemci gizli anahtarı
setup-client-secret-google = Google, istemci kimliğiyle birlikte bir tane verir
setup-client-secret-other = yalnızca sağlayıcı bir tane verdiyse
setup-sign-in-button = { $provider } ile oturum aç
setup-the-provider = sağlayıcı
setup-signed-in-short = Oturum açıldı.
setup-advanced = Gelişmiş: sunucu ayarları ve parola komutu
setup-server = Sunucu
setup-port = Bağlantı noktası
setup-username = Kullanıcı adı
setup-security = Güvenlik
setup-imap-server = Posta kutusu sunucusu (IMAP)
setup-imap-port = Posta kutusu bağlantı noktası
setup-security-none = Yok (yalnızca bu bilgisayar)
setup-test = Bağlantıyı sına
setup-test-hover = Hiçbir şey göndermeden oturum açar
setup-save = Hesabı kaydet
setup-or-handoff = Ya da e-postalarınızı şu an yazdığınız yerde yazmaya devam edin: bu pencere her iletiyi denetler, sonra aktarır.
setup-webmail = E-postalarımı tarayıcıda yazarım:
setup-programs = Başka bir e-posta programı kullanırım:
security-tls = TLS
security-starttls = STARTTLS
security-none = şifrelenmemiş

form-not-found = { $email } için sunucu bulunamadı: onu Sunucu ayarları altında girin (sağlayıcınızın yardım sayfalarında yazar).
form-signed-in = Oturum açıldı. Bu hesapla göndermek için hesabı kaydedin.
form-testing = Sınanıyor...
form-saving = Hesap kaydediliyor...
form-tested = Bağlanıldı{ $encrypted ->
        [yes] {" "}(şifreli)
       *[no] {" "}(şifresiz)
    } ve oturum açıldı; sunucunun sundukları: { $offers }
form-bad-port = Bağlantı noktası 1 ile 65535 arasında bir sayı olmalı (çoğu sağlayıcıda 587 veya 465).
form-quoted-command = Parola komutu boşluklardan bölünür ve tırnak kabul etmez: boşluk içeren bir argüman için yapılandırma dosyasında password.command'ı liste olarak yazın.
form-type-password = Önce parolayı yazın.
form-sign-in-first = Önce oturum açın, sonra kaydedin.
form-sign-in-changed = Oturum açtığınızdan beri adres, kullanıcı adı veya istemci kimliği değişti: yeniden oturum açın, sonra kaydedin.
form-only-smtp = Yalnızca SMTP hesapları sınanabilir.
form-bad-address = E-posta adresi kullanılamıyor: { $why }.
form-keyring = { $error }. Gelişmiş altında bunun yerine bir parola komutu belirtebilirsiniz.

## Programın bir bağlantıda bulduğu şeyler: onarımlar ve okumalar (alanın yanında gösterilir)

finding-trimmed = bağlantının çevresindeki { $count ->
        [one] { $count } boşluk veya denetim karakteri
       *[other] { $count } boşluk veya denetim karakteri
    } kaldırıldı
finding-fragment = '#' sonrasındaki "#{ $fragment }" yok sayıldı: bir mailto bağlantısının parçası (fragment) olmaz, bu yüzden iletiye dâhil değildir
finding-url-slashes = "mailto:" sonrasındaki "{ $slashes }" kaldırıldı: bir mailto bağlantısı web adresi değildir, adres doğrudan iki noktadan sonra gelir
finding-html-amp = "{ $given }", "{ $name }" olarak okundu: sayfa alanlar arasındaki '&' işaretini bir kez fazla "&amp;" olarak yazmış{ $times ->
        [1] {""}
       *[other] { " " }({ $times } kez)
    }
finding-form-plus = { $times ->
        [one] { $times } '+'
       *[other] { $times } '+'
    } boşluk olarak okundu: bağlantı, boşluğu '+' ve artıyı %2B olarak yazan bir web formundan geliyor
finding-form-body = ileti metni, bir web sunucusu için kodlanmış bir web formunun alanlarıdır; her alan için bir "ad=değer" satırı olarak gösterilir
finding-empty-hfield = boş bir hfield yok sayıldı (fazladan bir '?' veya '&'){ $times ->
        [1] {""}
       *[other] { " " }({ $times } kez)
    }
finding-hfield-ignored = "{ $hfield }" yok sayıldı: bir hfield'ın anlam taşıması için bir ada ve '=' işaretine ihtiyacı var{ $times ->
        [1] {""}
       *[other] { " " }({ $times } kez)
    }
finding-header-repeated = bağlantı { $name } alanını { $count ->
        [one] { $count } kez
       *[other] { $count } kez
    } veriyor; tüm değerler listelendi
finding-encoded-separator = bağlantı bir ayırıcı gizliyor: "{ $looks-like }" tek bir adres gibi görünüyor, ancak kodlanmış ',' veya ';' (%2C, %3B) onu { $count ->
        [one] { $count } alıcı
       *[other] { $count } alıcı
    } yapıyor: { $recipients }
finding-addresses-joined = bağlantı { $field } alanını { $count ->
        [one] { $count } kez
       *[other] { $count } kez
    } veriyor; tüm adresleri kullanılıyor
finding-empty-value = boş bir { $field } değeri yok sayıldı{ $times ->
        [1] {""}
       *[other] { " " }({ $times } kez)
    }
finding-subjects = bağlantıda { $count ->
        [one] { $count } konu
       *[other] { $count } konu
    } vardı; sonuncusu kullanılıyor
finding-bodies = bağlantıda { $count ->
        [one] { $count } ileti metni değeri
       *[other] { $count } ileti metni değeri
    } vardı; satır sonlarıyla birleştirildi
finding-invalid-address = "{ $address }" kullanılabilir bir adres değil: { $problem }
finding-smtputf8 = { $address } ASCII olmayan bir yerel kısma sahip: göndermek için SMTPUTF8 destekli bir sunucu gerekir
finding-international-domain = { $domain } alan adı { $ascii } olarak gönderilir
finding-semicolons = adresler ';' ile ayrılmış (bir Outlook alışkanlığı; standart ayırıcı ','): { $count ->
        [one] { $count } adres
       *[other] { $count } adres
    } olarak okundu
finding-empty-entries = listede { $count ->
        [one] { $count } boş girdi
       *[other] { $count } boş girdi
    } vardı; yok sayıldı
finding-comment = "{ $address }" içindeki { $comment } yorumu yok sayıldı
finding-name-controls = { $address } adresinin görünen adında { $count ->
        [one] { $count } denetim karakteri
       *[other] { $count } denetim karakteri
    } vardı (satır sonları dâhil), %HH olarak gösteriliyor
finding-alt-address = bağlantı { $alt } yedek adresini veriyor (RFC 5335 alt-address); kullanılmıyor
finding-references-moved = References, bunun yanıtladığı { $parent } iletisini anıyor ama (yalnızca) en sonda değil; şimdi bir kez, sonda yer alıyor (RFC 5322 §3.6.4)
finding-references-added = References bunun yanıtladığı iletiyle bitmiyor; { $parent } sona eklendi (RFC 5322 §3.6.4)
finding-references-set = bağlantı In-Reply-To veriyor ama kullanılabilir bir References vermiyor; yanıtın kendi iletisinin altına yerleşmesi için References, { $parent } olarak ayarlandı (RFC 5322 §3.6.4)
finding-in-reply-to-trimmed = In-Reply-To { $count ->
        [one] { $count } ileti
       *[other] { $count } ileti
    } anıyor; yalnızca ilk geçerli olanı, { $first }, tutuldu: bir yanıt tek bir iletiyi yanıtlar
finding-invalid-percent = ardından iki onaltılık rakam gelmeyen bir '%', düz '%' olarak bırakıldı{ $times ->
        [1] {""}
       *[other] { " " }({ $times } kez)
    }
finding-invalid-utf8 = yüzde kodu çözülmüş ve UTF-8 olmayan baytlar � olarak gösteriliyor{ $times ->
        [1] {""}
       *[other] { " " }({ $times } kez)
    }
finding-legacy-charset = metin UTF-8 değil: büyük olasılıkla yazıldığı eski kodlama olan { $charset } olarak okundu
finding-line-break = bu alan tek satır olduğu için bir satır sonu kaldırıldı{ $times ->
        [1] {""}
       *[other] { " " }({ $times } kez)
    }
finding-control = bir denetim karakteri görünür %HH yazımıyla değiştirildi{ $times ->
        [1] {""}
       *[other] { " " }({ $times } kez)
    }
finding-encoded-word = MIME ile kodlanmış sözcüklerin (RFC 2047) kodu çözüldü{ $times ->
        [1] {""}
       *[other] { " " }({ $times } kez)
    }
finding-encoded-word-invalid = MIME ile kodlanmış sözcüğe benzeyen bir metnin kodu çözülemedi ve yazıldığı gibi gösteriliyor{ $times ->
        [1] {""}
       *[other] { " " }({ $times } kez)
    }

## Bir adres neden kullanılamıyor

address-one-only = tam olarak bir adres olmalı
address-unclosed-angle = bir '<' işaretinin eşleşen '>' işareti yok
address-text-after-angle = kapanan '>' işaretinden sonra metin var
address-bad-alt = adresin içindeki bir '<' bir alt-address değil
address-hidden-character = başka bir adres gibi görünmesine yol açabilecek gizli { $character } karakterini içeriyor
address-unclosed-quote = tırnak içindeki yerel kısmın kapanış tırnağı yok
address-no-at = '@' işareti yok
address-empty-local = '@' öncesindeki kısım boş
address-empty-domain = '@' sonrasındaki alan adı boş
address-local-too-long = '@' öncesindeki kısım { $max ->
        [one] { $max } bayttan
       *[other] { $max } bayttan
    } uzun
address-quoted-control = tırnak içindeki yerel kısım bir sekme veya denetim karakteri içeriyor
address-quoted-quote = tırnak içindeki yerel kısımdaki bir '"' işareti \" olarak kaçırılmalı
address-dots = '@' öncesindeki kısmın başında ya da sonunda nokta var veya art arda iki nokta var
address-white-space = '@' öncesindeki kısım boşluk içeriyor (tırnak içine alın ya da boşluğu kaldırın)
address-needs-quoting = '@' öncesindeki kısım, tırnak gerektiren { $character } karakterini içeriyor
address-unclosed-literal = alan adı değişmezinin kapanan ']' işareti yok
address-bad-literal = alan adı değişmezi izin verilmeyen karakterler içeriyor
address-bad-domain = "{ $domain }" geçerli bir alan adı değil (UTS 46: harf, rakam ve tirelerden oluşan etiketler, boş etiket yok, etiket başına en çok 63 bayt)
address-lettre-refuses = e-posta kitaplığı onu reddediyor ({ $detail })

message-id-empty = boş
message-id-form = "{ $id }", <id@host> biçiminde bir ileti kimliği değil
message-id-no-at = "{ $id }" içinde '@' yok
message-id-invalid = "{ $id }" geçerli bir ileti kimliği değil

## Bağlantının bir alanı neden kullanılmadı

drop-originator = bir bağlantı e-postanın kimden geldiğini ya da ne zaman yazıldığını seçemez: bu program göndereni, tarihi ve ileti kimliğini her zaman kendisi ayarlar (RFC 6068 §3)
drop-routing = yönlendirme ve izleme alanlarını bağlantılar değil, e-posta sunucuları ayarlar (RFC 6068 §3)
drop-mime = ileti her zaman düz UTF-8 metindir; bir bağlantı MIME yapısını veya kodlamasını değiştiremez (RFC 6068 §2, §3)
drop-attachment = bir bağlantı dosya ekleyemez; diskten hiçbir şey okunmadı
drop-client-control = e-posta programına yönelik bir talimat (hemen gönder, kopya kaydet, öncelik veya HTML metin gibi); bu program bunu bir bağlantıdan asla kabul etmez
drop-unknown = bir bağlantının ayarlayabileceği bir alan değil: bilinmeyen alanlar göremeyeceğiniz başlıklar ekleyebilir (RFC 6068 §3, §4)
drop-malformed = değer kullanılamıyor: { $why }
drop-repeated = bağlantı bu alanı birden çok kez ayarlıyor; yalnızca son değer kullanılıyor

## İletiyle ilgili uyarılar ve notlar

notice-hidden-recipient = { $count ->
        [one] bağlantı, diğer alıcıların görmeyeceği { $count } gizli alıcı (Bcc) ekliyor: { $names }
       *[other] bağlantı, diğer alıcıların görmeyeceği { $count } gizli alıcı (Bcc) ekliyor: { $names }
    }
notice-many-recipients = ileti { $count ->
        [one] { $count } alıcıya
       *[other] { $count } alıcıya
    } gidiyor
notice-invalid-address = "{ $address }" adresine gönderilemez: { $problem }
notice-numeric-recipient = "{ $text }" yalnızca rakamlardan oluşuyor, bir bağlantı noktası ya da telefon numarası gibi; adres değil
notice-display-name-address = "{ $name }" adı bir adrese benziyor, ama e-posta { $address } adresine gidiyor
notice-name-mixed-script = "{ $name }" adı "{ $word }" sözcüğünde yazı sistemlerini karıştırıyor ve bu sözcük Latin harfleriyle yazılmış "{ $looks-like }" gibi görünüyor: e-posta { $address } adresine gidiyor
notice-local-part-address = { $address } adresi { $shown } adresiyle başlıyor, ama e-posta { $domain } alan adına gidiyor
notice-smtputf8 = { $address } ASCII olmayan bir yerel kısma sahip: yalnızca SMTPUTF8 destekli bir sunucu üzerinden gönderilebilir
notice-international-domain = { $address }, { $ascii } olarak gönderilir
notice-label-symbols = "{ $label }" alan adı etiketi adlarda kullanılmayan karakterler içeriyor: başka bir alan adını taklit ediyor olabilir; e-posta { $ascii } adresine gidiyor
notice-mixed-script = "{ $label }" alan adı etiketi yazı sistemlerini karıştırıyor: başka bir alan adını taklit ediyor olabilir; e-posta { $ascii } adresine gidiyor
notice-mixed-script-looks-like = "{ $label }" alan adı etiketi yazı sistemlerini karıştırıyor ve Latin harfleriyle yazılmış "{ $looks-like }" gibi görünüyor: başka bir alan adını taklit ediyor olabilir; e-posta { $ascii } adresine gidiyor
notice-confusable-domain = "{ $label }" alan adı etiketi başka bir yazı sistemiyle yazılmış ve Latin harfleriyle yazılmış "{ $looks-like }" gibi görünüyor: e-posta o alan adına değil, { $ascii } adresine gidiyor
notice-top-domain = { $domain } alan adı { $top } gibi görünüyor, ama başka bir alan adı: e-posta { $ascii } adresine gidiyor
domain-known-button = Bu alan adını tanıyorum
domain-known-hover = { $domain } alan adına gerçekten yazıyorsunuz: burada ve sonraki pencerelerde başka bir alan adına benzediği uyarısı artık gösterilmez ve adresleri yeniden önerilir
notice-local-symbols = { $address } adresinde '@' öncesindeki kısım harf olmayan işaretler içeriyor ve "{ $looks-like }" gibi görünüyor: e-posta başka bir posta kutusuna gidiyor
notice-local-mixed-script = { $address } adresinde '@' öncesindeki kısım yazı sistemlerini karıştırıyor: başka bir adresi taklit ediyor olabilir
notice-local-mixed-script-looks-like = { $address } adresinde '@' öncesindeki kısım yazı sistemlerini karıştırıyor ve Latin harfleriyle yazılmış "{ $looks-like }" gibi görünüyor: e-posta başka bir posta kutusuna gidiyor
notice-local-confusable = { $address } adresinde '@' öncesindeki kısım Latin harfleriyle yazılmış "{ $looks-like }" gibi görünüyor, ama başka karakterlerle yazılmış: e-posta başka bir posta kutusuna gidiyor
notice-local-compatibility = { $address } adresinde '@' öncesindeki kısım harflerin özel biçimleriyle (örneğin tam genişlikli ya da matematiksel harflerle) yazılmış ve "{ $looks-like }" olarak okunuyor: e-posta başka bir posta kutusuna gidiyor
notice-idna-deviation = { $domain } alan adı, eski yazılımların (IDNA2003) farklı okuduğu { $characters } karakterlerini içeriyor: onlar { $other } adresine gönderirdi; bu program { $ascii } adresine gönderir
notice-bidi-control = metnin yönünü tersine çeviren karakterler içeriyor, bu yüzden gösterilen metin gerçekte yazılandan farklı olabilir: { $text }
notice-direction-mark = sağdan sola metnin yanına noktalama ve sayıları yerleştiren yön işaretleri içeriyor: { $text }
notice-invisible = görünmeyen karakterler içeriyor: { $text }
notice-blank-lines = { $blank ->
        [one] { $blank } boş satır
       *[other] { $blank } boş satır
    }, metnin devamını { $line }. satıra kadar itiyor: iletinin tamamını okumak için aşağı kaydırın
notice-indent = { $line }. satır { $spaces ->
        [one] { $spaces } boşlukla
       *[other] { $spaces } boşlukla
    } başlıyor ve bu boşluklar metnini görüş alanının dışına itiyor

## Bir ileti neden oluşturulamıyor

message-no-recipients = iletinin alıcısı yok: Kime, Cc veya Bcc alanına bir adres ekleyin
message-no-sender = "{ $account }" hesabının gönderilecek bir e-posta adresi yok: ona email = "..." ekleyin
message-invalid-recipient = { $field } adresi "{ $address }" kullanılamıyor: { $problem }; göndermeden önce düzeltin
message-invalid-sender = "{ $sender }" göndereni kullanılamıyor: { $problem }; hesabın email değerini me@example.net gibi tek bir adres yapın
message-unsafe-header = { $field } gizli başlıklar ekleyebilecek bir satır sonu veya denetim karakteri içeriyor; kaldırın
message-build = ileti oluşturulamadı: { $detail }

## Bir ileti neden gönderilmedi

send-host-not-found = { $host } e-posta sunucusu bulunamadı: yapılandırmadaki host değerini ve ağ bağlantınızı denetleyin
send-connection-refused = { $host }:{ $port } e-posta sunucusu bağlantıyı reddetti: yapılandırmadaki host, port ve security değerlerini denetleyin
send-timed-out = { $host } e-posta sunucusu { $step } { $seconds ->
        [one] { $seconds } saniye
       *[other] { $seconds } saniye
    } içinde yanıt vermedi: daha sonra yeniden deneyin ya da yapılandırmadaki timeout değerini artırın
send-tls = { $host } ile güvenli bağlantı başarısız oldu: { $detail }
send-no-starttls = { $host } e-posta sunucusu STARTTLS sunmuyor, bu yüzden bağlantı şifrelenemiyor: security = "tls" (genellikle bağlantı noktası 465) kullanın ya da sağlayıcınıza sorun
send-auth-rejected = e-posta sunucusu { $user } için oturum açmayı reddetti ({ $reply }): yapılandırmadaki kullanıcı adını ve parola kaynağını denetleyin
send-auth-unsupported = { $host } e-posta sunucusu bu programın desteklediği bir oturum açma yöntemi sunmuyor ({ $methods }); host ve security değerlerini denetleyin
send-sign-in-rejected = { $host } e-posta sunucusu { $user } için oturum açmayı kabul etmedi: { $advice }
send-sign-in-rejected-reply = { $host } e-posta sunucusu { $user } için oturum açmayı kabul etmedi ({ $reply }): { $advice }
send-advice-sign-in-again = yeniden oturum açın (pencerede "Oturum aç" ya da `mailto-preview config sign-in`); sunucunun yanıtı SMTP ile oturum açmanın kapalı olduğunu söylüyorsa posta kutusunun yöneticisi onun için SMTP AUTH'u açmalıdır
send-advice-fresh-token = yeniden oturum açın (oauth2.token-command ile yeni bir belirteç alın); sunucunun yanıtı SMTP ile oturum açmanın kapalı olduğunu söylüyorsa posta kutusunun yöneticisi onun için SMTP AUTH'u açmalıdır
send-recipient-rejected = e-posta sunucusu { $address } alıcısını reddetti ({ $reply }): adresi düzeltip yeniden gönderin
send-sender-rejected = e-posta sunucusu { $address } göndereni reddetti ({ $reply }): hesabın email değeri bu oturumun gönderebildiği bir adres olmalı
send-message-rejected = e-posta sunucusu iletiyi reddetti ({ $reply })
send-temporarily-unavailable = e-posta sunucusu iletiyi şu anda alamıyor ({ $reply }): ileti kaydedildi; daha sonra yeniden deneyin
send-no-smtputf8 = { $host } e-posta sunucusu, { $address } adresinin ihtiyaç duyduğu SMTPUTF8'i desteklemiyor: bunun için bir ASCII adres ya da başka bir sunucu kullanın
send-connection = { $host } ile bağlantı { $step } koptu ({ $detail }): ileti teslim edilmemiş olabilir; kaydedildi, yeniden deneyin
send-hands-over = "{ $account }" hesabı e-postayı kendisi göndermez, iletileri { $target } uygulamasına aktarır: sunucusu olan bir hesap seçin ya da "Şununla aç"ı kullanın
send-no-account = yapılandırmada artık "{ $account }" diye bir hesap yok: hesabı yeniden ekleyin ya da iletiyi mailto-preview queue --cancel ile geri alıp başka bir hesaptan gönderin
send-sendmail = { $program } başarısız oldu: { $detail }
send-envelope = { $address } adresi zarfta kullanılamaz: { $detail }
deliver-not-saved = ileti göndermeden önce kaydedilemedi, bu yüzden gönderilmedi: { $error }
deliver-not-sent = { $error } (ileti { $path } olarak kaydedildi)
deliver-undone = hiçbir şey gönderilmeden gönderimi geri aldınız; ileti { $path } olarak kaydedildi
deliver-interrupted = gönderim beklenmedik şekilde durdu, bu yüzden sunucunun iletiyi alıp almadığı bilinmiyor; ileti { $path } olarak kaydedildi: yeniden göndermeden önce Gönderilmiş klasörünüze bakın

## Posta kutusunun Gönderilmiş klasöründeki kopya (IMAP)

filing-filed = bir kopyası da { $folder } klasöründe
filing-by-provider = kopyayı Gönderilmiş klasöründe sağlayıcınız tutuyor
filing-failed = ancak kopyası Gönderilmiş klasörünüze konamadı: { $error }. İleti iki kez gönderilmedi; kopya bekliyor ve Klasöre koymayı yeniden dene'ye bastığınızda ya da bu hesaptan bir sonraki iletiyi gönderdiğinizde klasöre konacak
filing-retry = Klasöre koymayı yeniden dene
filing-retry-hover = Kopyayı Gönderilmiş klasörünüze koyar; ileti yeniden gönderilmez
filing-unreadable = klasöre konmayı bekleyen kopya okunamıyor: { $detail }
filing-no-account = iletiyi gönderen "{ $account }" hesabı yapılandırmada yok ya da [imap] tablosu yok: hesabı geri ekleyin ya da kopyayı klasöre konmamış kopyaların klasöründen silin
file-no-mailbox = "{ $account }" hesabının posta kutusu yok: sunucusunu (host) içeren bir [accounts.{ $account }.imap] tablosu ekleyin
file-host-not-found = { $host } posta kutusu sunucusu bulunamadı: yapılandırmadaki imap.host değerini ve ağ bağlantınızı denetleyin
file-connection-refused = { $host }:{ $port } posta kutusu sunucusu bağlantıyı reddetti: yapılandırmadaki imap.host, imap.port ve imap.security değerlerini denetleyin
file-timed-out = { $host } posta kutusu sunucusu { $seconds ->
        [one] { $seconds } saniye
       *[other] { $seconds } saniye
    } içinde yanıt vermedi: daha sonra yeniden deneyin ya da yapılandırmadaki timeout değerini artırın
file-tls = { $host } posta kutusu sunucusuyla güvenli bağlantı başarısız oldu: { $detail }
file-no-starttls = { $host } posta kutusu sunucusu STARTTLS'i reddetti, bu yüzden bağlantı şifrelenemiyor: imap.security = "tls" (genellikle bağlantı noktası 993) kullanın
file-no-login = { $host } posta kutusu sunucusu oturum açılmasını istiyor ve hesabın oturum bilgisi yok: username ve bir parola kaynağı (ya da imap.username ve imap.password) ayarlayın
file-login-rejected = posta kutusu sunucusu { $user } için oturum açmayı reddetti ({ $reply }): kullanıcı adını ve parolayı denetleyin (posta kutusunun kendine ait olanları varsa imap.username ve imap.password)
file-sign-in-rejected = posta kutusu sunucusu { $host }, { $user } için oturum açmayı kabul etmedi ({ $reply }): yeniden oturum açın (`mailto-preview config sign-in`); Outlook.com ve Microsoft 365 için oturum açma IMAP iznini içermelidir (README, "Sent mail in your mailbox")
file-no-sent-folder = { $host } üzerindeki posta kutusu hiçbir klasörü Gönderilmiş olarak işaretlemiyor ve olağan adlardan birini taşıyan bir klasörü de yok: klasörü yapılandırmada imap.{ $key } ile belirtin (klasörleri: { $seen })
file-no-drafts-folder = { $host } üzerindeki posta kutusu hiçbir klasörü Taslaklar olarak işaretlemiyor ve olağan adlardan birini taşıyan bir klasörü de yok: klasörü yapılandırmada imap.{ $key } ile belirtin (klasörleri: { $seen })
file-no-such-folder = imap.{ $key } değerinin belirttiği "{ $name }" klasörü { $host } üzerindeki posta kutusunda yok: yapılandırmada düzeltin (klasörleri: { $seen })
file-refused = posta kutusu sunucusu iletiyi { $folder } klasörüne kaydetmedi
file-refused-reply = posta kutusu sunucusu iletiyi { $folder } klasörüne kaydetmedi ({ $reply })
file-too-much = { $host } posta kutusu sunucusu bir posta kutusunun gerektirdiğinden çok daha fazlasını gönderdi: bağlantı durduruldu
file-connection = { $host } posta kutusu sunucusuyla bağlantı koptu ({ $detail })

## Bir bağlantı neden açılamıyor

parse-not-mailto = bu bir mailto: bağlantısı değil ("{ $given }" ile başlıyor); yalnızca "mailto:" ile başlayan bağlantılar açılabilir
parse-too-long = bağlantı { $length ->
        [one] { $length } bayt
       *[other] { $length } bayt
    } uzunluğunda, tarayıcıların aktardığı { $cap ->
        [one] { $cap } baytlık
       *[other] { $cap } baytlık
    } (2 MiB) sınırın üzerinde; açılmadı
policy-too-many-recipients = bağlantı { $found ->
        [one] { $found } alıcıya
       *[other] { $found } alıcıya
    } göndermek istiyor, bir bağlantının anabileceği { $cap ->
        [one] { $cap } alıcıdan
       *[other] { $cap } alıcıdan
    } fazla; açılmadı
policy-line-too-long = bağlantının { $field } alanı { $found ->
        [one] { $found } karakter
       *[other] { $found } karakter
    } uzunluğunda, bir bağlantının ayarlayabileceği { $cap ->
        [one] { $cap } karakterden
       *[other] { $cap } karakterden
    } fazla; açılmadı
policy-body-too-large = bağlantının ileti metni { $found ->
        [one] { $found } bayt
       *[other] { $found } bayt
    }, bir bağlantının ayarlayabileceği { $cap ->
        [one] { $cap } bayttan
       *[other] { $cap } bayttan
    } (1 MiB) fazla; açılmadı
policy-too-many-fields = bağlantıda { $found ->
        [one] { $found } başlık alanı
       *[other] { $found } başlık alanı
    } var, bir bağlantının sahip olabileceği { $cap ->
        [one] { $cap } alandan
       *[other] { $cap } alandan
    } fazla; açılmadı

## Parolalar, anahtarlık ve oturum açma

what-password-command = parola komutu
what-token-command = belirteç komutu
password-not-run = { $what } `{ $command }` çalıştırılamıyor: { $detail }; yapılandırmadaki { $key } değerini denetleyin
password-failed = { $what } `{ $command }` başarısız oldu ({ $status }){ $stderr }; nedenini görmek için bir uçbirimde çalıştırın
password-timed-out = { $what } `{ $command }` { $seconds ->
        [one] { $seconds } saniye
       *[other] { $seconds } saniye
    } içinde bitmedi; durduruldu
password-empty = { $what } `{ $command }` ilk satırında hiçbir şey yazdırmadı
password-env-missing = { $var } ortam değişkeni ayarlı değil: başlatmadan önce ayarlayın ya da başka bir parola kaynağı kullanın
goa-gone = { $account } hesabı artık GNOME Çevrim İçi Hesaplar'da yok: Ayarlar → Çevrim İçi Hesaplar altında yeniden ekleyin ya da başka bir gönderen seçin
goa-sign-in-again = Ayarlar → Çevrim İçi Hesaplar altında { $account } hesabında yeniden oturum açın, ardından Yeniden dene'ye basın ({ $detail })
goa-bus = GNOME Çevrim İçi Hesaplar yanıt vermedi: { $detail }
goa-unsupported = GNOME Çevrim İçi Hesaplar yalnızca Linux masaüstlerinde bulunur
goa-settings-not-opened = GNOME Ayarlar açılamadı ({ $error }). Ayarlar → Çevrim İçi Hesaplar'ı kendiniz açın; hesap orada olduğunda bu pencere onu bulur.
goa-open-settings = Çevrim İçi Hesaplar'ı aç
goa-open-settings-hover = GNOME Ayarlar'ı Çevrim İçi Hesaplar bölümünde açar, orada yeniden oturum açabilirsiniz; ardından Yeniden dene'ye basın
keyring-unavailable = hiçbir sistem anahtarlığına ulaşılamıyor ({ $detail }): GNOME Keyring veya KWallet'ı başlatıp kilidini açın ya da parolayı başka bir yerde tutun (bir parola komutu veya bir ortam değişkeni)
keyring-no-password = sistem anahtarlığında "{ $user }" için parola yok ("{ $service }" hizmeti): `mailto-preview config password` ile kaydedin ya da hesabı pencerede yeniden kurun
keyring-no-sign-in = sistem anahtarlığında "{ $user }" için oturum yok ("{ $service }" hizmeti): `mailto-preview config sign-in` ile oturum açın ya da hesabı pencerede yeniden kurun
keyring-failed = sistem anahtarlığı reddetti: { $detail }
sign-in-not-yet = bu bilgisayarda henüz { $user } olarak { $issuer } hesabında oturum açmadınız: pencerede "Oturum aç"ı seçin ya da `mailto-preview config sign-in` komutunu çalıştırın
sign-in-expired = { $user } için { $issuer } oturumunun süresi doldu ya da geri alındı: yeniden oturum açın
sign-in-refused = { $issuer } oturum açmayı reddetti: { $error }
sign-in-denied = oturum açma tarayıcıda tamamlanmadı ({ $error }): yeniden denemek için yeniden oturum açın
sign-in-unreachable = { $host } oturum açma sunucusuna ulaşılamıyor: { $detail }; bağlantıyı denetleyip yeniden deneyin
sign-in-browser-timed-out = { $minutes ->
        [one] { $minutes } dakika
       *[other] { $minutes } dakika
    } içinde tarayıcıdan yanıt gelmedi: yeniden oturum açın
sign-in-code-expired = kod zamanında girilmedi: yenisini almak için yeniden oturum açın
sign-in-cancelled = oturum açma iptal edildi
sign-in-listener = tarayıcının yanıtı 127.0.0.1 üzerinde beklenemiyor ({ $detail }): bu bilgisayarda hiçbir şeyin yerel bağlantıları engellemediğinden emin olun; bir Microsoft hesabı için `mailto-preview config sign-in --code` bunun yerine başka bir cihazda oturum açmanızı sağlar
sign-in-settings = { $detail }
sign-in-no-device-flow = { $issuer } e-posta için başka bir cihazda kodla oturum açma sunmuyor: tarayıcıda oturum açın
discover-not-an-address = "{ $text }" bir e-posta adresi değil: me@example.org gibi bir adres verin
discover-cancelled = arama iptal edildi

## Diskteki taslaklar ve aktarma

store-no-data-dir = taslakları tutmak için bir veri dizini bulunamıyor (HOME ayarlı mı?)
store-io = { $path } kullanılamıyor: { $detail }
store-saved-link = { $path }, başlamayan bir aktarmadan sonra saklanan bir bağlantıdır, ileti değil: `mailto-preview - < { $path }` ile yeniden açın
store-envelope = { $path } yanında okunabilir bir zarf yok ({ $detail }); olduğu gibi gönderilemez
open-with-unknown = "{ $id }" ne bir web postası (gmail, outlook, office365, yahoo, proton) ne de kurulu bir e-posta programı: `mailto-preview open-with --list` nelerin kullanılabildiğini gösterir
open-with-no-recipient = iletinin alıcısı yok: aktarmadan önce bir tane ekleyin
open-with-invalid-address = "{ $address }" adresi geçerli değil: iletiyi aktarmadan önce düzeltin
open-with-encode = ileti bağlantı olarak yazılamıyor: { $detail }
open-with-bad-entry = { $program } programının masaüstü girdisi çalıştırılamıyor: { $detail }
launch-start = { $program } başlatılamadı ({ $detail }): kurulu mu?
launch-failed = { $program } hemen { $status } ile durdu: ileti aktarılmadı
launch-portal = masaüstü portalı sayfayı açamadı ({ $detail })
launch-unsupported = bu sistemde bir web sayfası açmak desteklenmiyor
launch-files = ekli dosya program için { $path } konumuna yazılamadı: { $detail }
handoff-no-keywords = Keywords alanı { $target } uygulamasına aktarılmaz: e-posta programları onu bir bağlantıdan almaz.
handoff-too-long-program = İleti { $target } uygulamasına tek parça verilemeyecek kadar uzun ({ $length ->
        [one] { $length } karakter
       *[other] { $length } karakter
    }; sistem { $max ->
        [one] { $max } karakter
       *[other] { $max } karakter
    } alır), bu yüzden ileti metni içinde değil: onu oradaki iletiye yapıştırın.
handoff-no-bcc = { $target } bir bağlantıdan Bcc almaz: göndermeden önce { $bcc } adresini orada Bcc alanına ekleyin.
handoff-no-files = { $target } dosyaları bu yolla alamaz: { $count ->
        [one] dosyayı
       *[other] dosyaları
    } orada ekleyin ({ $files }).
handoff-open-folder = Klasörü aç
handoff-too-long-webmail = İleti { $target } oluşturma bağlantısı için çok uzun ({ $length ->
        [one] { $length } karakter
       *[other] { $length } karakter
    }; yaklaşık { $max ->
        [one] { $max } karakter
       *[other] { $max } karakter
    } alır), bu yüzden ileti metni içinde değil: onu oradaki iletiye yapıştırın.
handoff-plus-becomes-space = { $target } uygulamasının bir adresteki "+" işaretini boşluğa çevirdiği görülmüştür: göndermeden önce alıcıları orada denetleyin.
handoff-no-threading = { $target } bir bağlantıdan In-Reply-To ya da References alamaz: ileti bir yanıt olarak zincire eklenmez.

## E-posta işleyicisi olarak kayıt ve oturum açılışında başlatma

desktop-no-home = ev dizini bilinmiyor: HOME ayarlayın
desktop-own-path = programın kendi yolu bulunamıyor ({ $detail }); onu tam yoluyla çalıştırın
desktop-unwritable-path = programın { $path } yolu bir masaüstü girdisine yazılamıyor (UTF-8 değil ya da bir denetim karakteri içeriyor); programı basit bir yola taşıyın
desktop-io = { $path } kullanılamadı: { $detail }
desktop-system = { $detail }
desktop-unsupported = bu sistemde e-posta işleyicisi kaydetmek desteklenmiyor
handoff-lost = aktarma beklenmedik şekilde durdu
unavailable-unusable = bağlantı kullanılamıyor
unavailable-no-account = iletinin tam hâlini görmek için bir hesap kurun
save-no-store = taslaklar için veri dizini yok

## Sunucunun bulunduğu yer

source-providers = yerleşik sağlayıcı tablosu
source-autoconfig = alan adının otomatik yapılandırma sunucusu
source-well-known = alan adının web sunucusu (well-known autoconfig)
source-mx = alan adının posta değiştiricisi (MX)
source-srv = alan adının SRV kayıtları
source-ispdb = Thunderbird'ün ISPDB'si
discover-other-domain = { $domain } için posta { $host } üzerinden gönderilir

## Provider notes
provider-note-gmail = Google, uygulama parolasını (2 Adımlı Doğrulama açıkken) ya da Google ile oturum açmayı kabul eder; normal parolanız çalışmaz.
provider-note-outlook = Outlook.com yalnızca Microsoft ile oturum açmayı (OAuth 2.0) kabul eder: parolalar Eylül 2024'te çalışmaz oldu.
provider-note-office365 = Microsoft 365, yöneticinizin posta kutunuz için SMTP ile göndermeye izin vermesini gerektirir; parolalar varsayılan olarak Aralık 2026 sonunda çalışmaz olur, Microsoft ile oturum açma çalışmaya devam eder.
provider-note-app-password = { $provider }, e-posta programları için bir uygulama parolası ister; normal parolanız çalışmaz.
provider-note-app-specific-password = { $provider } uygulamaya özel bir parola ister (iki faktörlü kimlik doğrulama açıkken).
provider-note-zoho = İki faktörlü kimlik doğrulama açıkken Zoho uygulamaya özel bir parola ister; bir kuruluşun kendi alan adı { $host } kullanır.
provider-note-proton-bridge = Proton Mail Bridge bu bilgisayarda çalışıyor olmalı: Bridge'in gösterdiği parolayı kullanın ve sertifikasına güvenin (tls-ca = Bridge'in dışa aktardığı sertifika).
provider-note-proton-smtp = Yalnızca Proton ayarlarından alınmış bir SMTP belirteciyle kendi alan adınızdaki bir adres için; bu yolla gönderilen posta uçtan uca şifrelenmez.
provider-note-switch-on-access = Önce { $provider } ayarlarında POP3/IMAP erişimini açın.
provider-note-yandex = Yandex bir uygulama parolası ister ve Ayarlar, E-posta istemcileri altında e-posta programlarının açılması gerekir.

## Attached files: exact sizes and the limits of servers

size-bytes-exact = { $count ->
        [one] { $shown } bayt
       *[other] { $shown } bayt
    }
message-attachment-elided = { "[" }{ $name }: { $size }; base64 olarak { $encoded }]
too-big = ileti { $size }; { $server } en fazla { $limit } kabul ediyor
send-too-big-reply = ileti { $size }; bu, { $server } sunucusunun kabul ettiğinden fazla ({ $reply })
file-too-big = ileti { $size } ve { $host }, { $folder } klasöründe en fazla { $limit } boyutunda ileti saklıyor
filing-too-big = ancak kopyası Gönderilmiş klasörünüze konamadı: { $error }
provider-refuses-type = { $provider }, { $name } gibi dosyaları iletmiyor (bu türü güvenlik nedeniyle engelliyor), bu yüzden ileti geri döner: dosyayı başka bir yolla gönderin

## Bir hesap nasıl gönderir

server-smtp = { $host }:{ $port } ({ $security })
server-no-encryption = şifreleme yok
server-sendmail = { $program } (yerel sendmail)
server-desktop = GNOME Çevrim İçi Hesaplar
server-handoff = { $target } (aktarılır, orada gönderirsiniz)

## Yazım denetimi (src/spelling): denetleyicinin menüsü ve bildirimleri
spelling-add = Sözlüğe ekle
spelling-ignore = Yok say
spelling-no-suggestions = Öneri yok
spelling-misspelt = Yazım hatası: { $word }
spelling-automatic = Yazım: metnin dili
spelling-language = Yazım: { $language }
spelling-off = Yazım: kapalı
spelling-no-dictionary = "{ $language }" dili için kurulu bir yazım sözlüğü yok, bu yüzden bu dildeki metin denetlenmiyor. Bir sözlük kurarsanız denetlenir (Debian ve Ubuntu'da: { $package }).
spelling-unreadable = { $path } yazım sözlüğü okunamıyor: { $detail }
spelling-encoding = { $path } yazım sözlüğü okunamıyor: { $encoding } kodlamasında; UTF-8 sürümü okunabilir
spelling-personal-list = sözcük, { $path } kullanıcı sözlüğüne eklenemiyor: { $detail }
spelling-not-a-word = "{ $word }" tek bir sözcük değil, bu yüzden sözlüğe eklenemez
spelling-no-thread = yazım denetlenmiyor: denetim iş parçacığı başlatılamadı ({ $detail })

## Yazarken önerilen alıcılar (src/contacts)
contacts-offers = { $count ->
        [one] { $count } öneri
       *[other] { $count } öneri
    }
contacts-forget = Bu adresi unut
contacts-forget-hover = Bu adresi unut ({ $shortcut })
contacts-source-sent = { $count ->
        [one] { $count } kez gönderildi
       *[other] { $count } kez gönderildi
    }
contacts-source-book = "{ $book }" adres defterinden
contacts-no-data-dir = alıcıları hatırlamak için bir veri dizini bulunamıyor (HOME ayarlı mı?)
contacts-io = { $path } kullanılamıyor: { $detail }
contacts-unreadable = { $path }, bu programın okuyabildiği bir alıcı listesi değil ({ $detail }); dosyaya dokunulmadı ve başka bir yere taşınana kadar hiçbir alıcı hatırlanmaz
contacts-evolution = Evolution adres defterleri (GNOME Kişiler) okunamıyor: { $detail }

## Kuyruk: sonraya saklanan iletiler (Daha sonra gönder, Çevrim içi olunca gönder) ve pencere
## kapandıktan sonra onlara ne olduğunu bildiren bildirimler.
queue-not-found = kuyrukta { $id } kimlikli bir şey yok: mailto-preview queue bekleyenleri listeler
queue-busy = { $id } şu anda başka bir Mailto Preview tarafından gönderiliyor: biraz sonra mailto-preview queue komutuna bakın
queue-entry = kuyruktaki bir iletinin { $path } kaydı okunamıyor ({ $detail }): iletinin kendisi hâlâ yanında duruyor
queue-sent-title = Gönderildi: { $recipients }
queue-sent-body = "{ $subject }" zamanında gönderildi.
queue-not-sent-title = Gönderilmedi: { $recipients }
queue-refused-body = "{ $subject }" reddedildi: { $error }. İleti saklanıyor: sunucunun bildirdiği sorunu giderin, ardından mailto-preview queue --send-now { $id } ile gönderin ya da --cancel { $id } ile geri alın.
queue-uncertain-body = "{ $subject }" gönderilirken bağlantı kesildi, bu yüzden ileti ulaşmış olabilir. İleti saklanıyor ve kendiliğinden yeniden gönderilmeyecek: ulaşmadıysa mailto-preview queue --send-now { $id } ile gönderin.
queue-interrupted-body = "{ $subject }" gönderilirken Mailto Preview durdu, bu yüzden ileti ulaşmış olabilir. İleti saklanıyor ve kendiliğinden yeniden gönderilmeyecek: ulaşmadıysa mailto-preview queue --send-now { $id } ile gönderin.
queue-gave-up-body = "{ $subject }" bir gün boyunca gönderilemedi: { $error }. İleti saklanıyor: yeniden çevrim içi olduğunuzda mailto-preview queue --send-now { $id } ile gönderin.

## OpenPGP: kişinin kendi GnuPG anahtarlarıyla imzalama ve şifreleme.

# İletinin tam hâlinde, gönderirken GnuPG çıktısının geleceği yerlerde gösterilenler.
openpgp-pending-micalg = { "[" }GnuPG'nin imzalarken kullandığı özet algoritması, örneğin pgp-sha256]
openpgp-pending-signature = { "[" }gönderirken GnuPG'nin anahtarınızla oluşturacağı imza]
openpgp-pending-encrypted = { "[" }gönderirken GnuPG'nin imzalayıp şifreleyeceği ileti metni ve dosyaları]
openpgp-pending-autocrypt = { "[" }gönderirken GnuPG'den alınacak açık anahtarınız]
openpgp-not-a-fingerprint = "{ $text }" bir anahtar parmak izi değil: gpg --list-secret-keys komutunun gösterdiği 40 onaltılık basamağı yazın
openpgp-missing = GnuPG kurulu değil ({ $program } programı bulunamadı), bu yüzden hiçbir şey imzalanamaz ya da şifrelenemez. GnuPG'yi kurun ya da bu ileti için İmzala seçeneğini kapatın
openpgp-not-run = { $program } çalıştırılamadı: { $detail }
openpgp-cancelled = İmzalama iptal edildi, bu yüzden hiçbir şey gönderilmedi
openpgp-bad-passphrase = GnuPG anahtar parolasını kabul etmedi, bu yüzden hiçbir şey gönderilmedi
openpgp-no-pinentry = GnuPG anahtar parolanızı soramadı (burada hiçbir pinentry programı açılamıyor), bu yüzden hiçbir şey gönderilmedi
openpgp-no-secret-key = GnuPG'nizde imzalayabilecek { $key } gizli anahtarı yok. Bu hesabın openpgp.key ayarını denetleyin ya da anahtarı GnuPG'ye aktarın
openpgp-recipient-refused = GnuPG, { $key } için şifrelemiyor: { $reason }
openpgp-failed = GnuPG iletiyi imzalamadı ya da şifrelemedi ({ $detail }), bu yüzden hiçbir şey gönderilmedi
openpgp-key-not-found = hiçbir anahtar bulunamadı
openpgp-key-revoked = anahtar iptal edilmiş
openpgp-key-expired = anahtarın süresi dolmuş
openpgp-key-wrong-usage = anahtar bu iş için kullanılamaz
openpgp-key-not-trusted = anahtara güvenilmiyor
openpgp-key-disabled = anahtar devre dışı
openpgp-key-unusable = anahtar kullanılamaz
step-signing = anahtarınızla imzalanıyor
step-passphrase = GnuPG penceresinde anahtar parolanız bekleniyor
step-held = geri alabilmeniz için gönderimden önce bekleniyor
step-while-signing = imzalanırken
step-while-passphrase = anahtar parolanız beklenirken
openpgp-key-usable = anahtar kullanılabilir
openpgp-key-not-certified = güvendiğiniz hiç kimse anahtarın bu adrese ait olduğunu doğrulamadı
openpgp-sign = İmzala
openpgp-sign-hover = İletiyi { $key } anahtarınızla imzalar; böylece alıcılar iletinin sizden geldiğini ve değiştirilmediğini doğrulayabilir
openpgp-encrypt = Şifrele
openpgp-encrypt-hover = Her alıcının anahtarıyla ve kendi anahtarınızla şifreler: metni ve dosyaları yalnızca siz ve alıcılar okuyabilir
openpgp-cannot-encrypt = Şifrelemek için her alıcının kullanılabilir bir anahtarı olmalı:
openpgp-headers-readable = Konu, adresler ve tarih e-posta sunucuları tarafından okunabilir kalır: yalnızca metin ve dosyalar şifrelenir.
openpgp-unsigned-because = Bu ileti imzasız gidecek: { $reason }
openpgp-no-signer = GnuPG'nizde imzalayabilecek { $key } gizli anahtarı yok, bu yüzden bu ileti imzasız gidecek. Bu hesabın openpgp.key ayarını denetleyin.
openpgp-recipient-lacks = { $address }: { $reason }
openpgp-key-of = { $key } anahtarı, "{ $user }"
openpgp-use-key = Bu anahtarı kullan
openpgp-use-key-hover = Güvendiğiniz hiç kimse bu anahtarın o kişiye ait olduğunu doğrulamamış olsa da, bundan sonra { $address } için bu anahtarla şifreler
openpgp-find-key = Anahtar ara
openpgp-find-key-hover = { $address } adresinin anahtarını internet üzerinden { $domain } alan adına sorar (Web Key Directory)
openpgp-found = { $address } için { $key } anahtarı bulundu ve GnuPG anahtarlarınıza eklendi.
openpgp-not-found = { $address } için hiçbir anahtar bulunamadı.
openpgp-accept-failed = Anahtar seçimi kaydedilemedi: { $error }
openpgp-gnupg-missing = GnuPG kurulu değil, bu yüzden bu ileti imzasız gidecek. { $key } anahtarınızla imzalamak için GnuPG'yi kurun.
step-while-held = gönderimden önce beklenirken
openpgp-signer-refused = GnuPG, { $key } anahtarınızla imzalamıyor: { $reason }. Hiçbir şey gönderilmedi
blocker-cannot-encrypt = Şifrele seçeneği açık, ancak bazı alıcıların kullanılabilir bir anahtarı yok: Şifrele seçeneğini kapatın ya da bu alıcıları kaldırın
openpgp-signer-cannot-encrypt = { $key } anahtarınızın şifreleyebilen bir parçası yok, bu yüzden iletiler şifrelenemez (iletiler, Gönderilmiş klasöründe okuyabilmeniz için size de şifrelenir).
