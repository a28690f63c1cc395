## Mailto Preview: Korean (ko).
## Machine-assisted translation by the Mailto Preview developers; to be reviewed by native speakers.

## 창

window-heading = 링크가 이메일을 보내려고 합니다
window-title = { $recipient }에게 이메일을 보낼까요?
window-title-more = { $recipient } 외 { $more }명에게 이메일을 보낼까요?
window-title-none = 이메일을 보낼까요?
window-title-unusable = 사용할 수 없는 메일 링크
window-waiting = 시스템에서 메일 링크를 기다리는 중...
window-next-link = 다음 메일 링크를 여는 중...
unusable-heading = 이 메일 링크는 사용할 수 없습니다

from-label = 보낸 사람:
from-account = { $name } <{ $address }>, { $server } 경유
from-account-handoff = { $server }의 { $address }
from-account-goa = { $name } <{ $address }> (GNOME 온라인 계정)
from-looking = 이 데스크톱의 계정을 찾는 중...
from-choose = 보낼 계정 선택...
from-you = 본인
from-hover = 이 메시지를 보내는 계정
from-plaintext = 경고: 이 계정은 암호화하지 않고 보냅니다
from-unchecked-certificate = 경고: 온라인 계정에서 이 계정이 그렇게 설정되어 있어 서버 인증서를 확인하지 않습니다. 사용자와 서버 사이의 누구나 메시지를 읽거나 바꿀 수 있습니다
config-broken = 설정을 사용할 수 없습니다: { $error }

field-to = 받는 사람
field-cc = 참조
field-bcc = 숨은 참조
field-subject = 제목
field-body = 본문({ $lines }줄)
field-recipients-hint = name@example.org, ...
field-warning = 경고: { $message }
field-changed = 링크에서 변경됨: { $message }

ignored-heading = 링크에서 무시한 항목({ $count })
ignored-nothing = 없음: 이 링크는 링크가 설정할 수 있는 필드만 설정합니다.
original-link = 원래 링크
copy-link = 링크 복사
exact-message = 보낼 메시지 그대로
handoff-receives = { $target }이(가) 받을 내용
settings-heading = 설정
settings-resident = 로그인할 때 시작하여 백그라운드에 머물러 링크가 바로 열리게 하기
settings-resident-hover = Mailto Preview를 창 없이 시작하는 로그인 항목을 설치합니다. 대기 중 약 30 MiB를 사용합니다

## 버튼

action-send = 보내기
action-retry = 다시 시도
action-open-in = { $target }에서 열기
action-open-in-menu = 다른 곳에서 열기...
action-cancel = 취소
action-save-draft = 임시 저장
action-copy-text = 텍스트로 복사
action-send-hover = 이 메시지를 지금 보내기({ $shortcut })
action-handoff-hover = 이 메시지를 지금 넘기기({ $shortcut })
action-cancel-hover = 보내지 않고 닫기({ $shortcut })
action-save-hover = 임시 보관함에 저장({ $shortcut })
open-in-hover = 여기 보이는 그대로의 메시지를 웹메일이나 다른 메일 프로그램으로 넘깁니다
open-in-webmail = 웹 브라우저에서
open-in-programs = 메일 프로그램에서
open-in-none = (설치된 프로그램 없음)
unavailable = 사용할 수 없음: { $reason }
blocker-no-account = 먼저 계정을 설정하세요
blocker-no-recipient = 받는 사람을 추가하세요
blocker-invalid-address = 먼저 잘못된 주소를 고치세요
blocker-unfinished-address = 입력 중인 주소를 먼저 끝까지 입력하세요
blocker-choose-sender = 메시지를 보낼 계정을 고르세요(보낸 사람)
blocker-busy = 메시지를 보내는 중입니다
blocker-just-opened = 잠시 기다려 주세요...
handoff-note = 참고: { $note }
section-open = 펼쳐짐
section-closed = 접힘

## 이 언어의 키보드에 표시된 키 이름

key-ctrl = Ctrl
key-enter = Enter
key-esc = Esc
key-s = S
key-a = A
key-z = Z
key-shift = Shift
key-delete = Delete
shortcut = { $modifier }+{ $key }

## 대화 상자

discard-title = 변경 사항을 버릴까요?
discard-question = 이 메시지를 편집했습니다. 보내거나 저장하지 않고 닫을까요?
discard = 버리기
discard-save = 임시 저장 후 닫기
discard-keep = 계속 편집
handoff-title = { $target }에서 열까요?
back = 뒤로

## 일어난 일(상태 표시줄)

status-sending = 보내는 중: { $step }...
status-held = 곧 보냅니다. "실행 취소"(Ctrl+Z 또는 Esc)를 누르면 보내기가 취소됩니다.
status-undone = 보내지 않았습니다: 보내기를 취소했습니다. 메시지는 원래대로 여기에서 편집할 수 있습니다(사본은 임시 보관함에 있습니다).
hold-countdown = { $seconds }초 후 보냄
action-undo = 실행 취소
action-send-later = 나중에 보내기...
action-send-later-hover = 보낼 시각을 고르세요. 그때까지 메시지는 파일 사본과 함께 대기열에서 기다립니다
later-in-an-hour = 1시간 후
later-tomorrow = 내일 { $time }
later-monday = 월요일 { $time }
later-choose = 날짜와 시간 선택...
later-day = 날짜
later-hour = 시
later-minute = 분
later-schedule = 이 시각에 보내기
later-weekday = { $day ->
        [1] 월요일
        [2] 화요일
        [3] 수요일
        [4] 목요일
        [5] 금요일
        [6] 토요일
       *[7] 일요일
    }
later-month = { $month ->
        [1] 1월
        [2] 2월
        [3] 3월
        [4] 4월
        [5] 5월
        [6] 6월
        [7] 7월
        [8] 8월
        [9] 9월
        [10] 10월
        [11] 11월
       *[12] 12월
    }
later-date = { $year }년 { $month } { $day }일 { $weekday }
later-date-time = { $date } { $time }
later-goes = { $when }에 보냅니다.
later-skipped = 그날 밤에는 시계를 앞당기므로 { $asked } 시각은 없습니다. { $time }에 보냅니다.
later-repeated = 그날 밤에는 시계를 되돌리므로 { $time } 시각이 두 번 있습니다. 첫 번째에 보냅니다.
later-past = 이미 지난 시각입니다. 더 늦은 시각을 고르세요
later-lost = 메시지를 대기열에 넣는 작업이 결과를 알리기 전에 멈췄습니다. mailto-preview queue로 확인하세요
status-scheduling = 메시지를 대기열에 넣는 중...
status-scheduled = { $when }에 보내도록 예약했습니다. 메시지와 파일 사본({ $size })이 대기열에서 기다립니다. 이 창은 닫아도 됩니다.
status-scheduled-no-timer = { $when }에 보내도록 예약했습니다(대기열에 { $size } 보관). 이 시스템에는 그 시각에 Mailto Preview를 시작할 수단이 없으므로, 그때 Mailto Preview가 실행 중일 때만 제시간에 보내고, 그렇지 않으면 다음에 Mailto Preview를 링크 없이 시작할 때 보냅니다.
status-not-scheduled = 예약하지 못했습니다: { $error }
status-taking-back = 메시지를 대기열에서 꺼내는 중...
status-not-taken-back = 메시지가 대기열에 그대로 있습니다: { $error }
status-taken-back = 메시지를 대기열에서 꺼냈습니다. 여기에서 편집할 수 있습니다(사본은 임시 보관함에 있습니다).
action-take-back = 다시 편집
action-take-back-hover = 메시지를 대기열에서 꺼내 이 창으로 다시 가져옵니다
action-close = 닫기
action-send-when-online = 온라인이 되면 보내기
action-send-when-online-hover = 메시지를 대기열에 두었다가 이 컴퓨터가 다시 온라인이 되면 바로 자동으로 보냅니다
status-waiting-online = 네트워크 연결을 기다리는 중입니다. 이 컴퓨터가 다시 온라인이 되면 바로 메시지를 자동으로 보냅니다(대기열에 { $size } 보관). 이 창은 닫아도 됩니다.
action-undo-hover = 보내기를 취소합니다. 아무것도 보내지 않으며, 메시지는 원래대로 여기에서 편집할 수 있습니다({ $shortcut })
status-sent = 받는 사람 { $count }명에게 보냈습니다
status-sent-and = { $sent }. { $filing }
status-filing = 사본을 보낸 편지함에 넣는 중...
status-filed = 이제 사본이 { $folder }에 있습니다.
status-not-filed = 아직 보낸 편지함에 없습니다: { $error }. 사본은 대기 중이며, 메시지를 다시 보내지 않습니다.
status-saving-to-server = { $path }(으)로 저장했습니다. 메일함의 임시 보관함에 넣는 중...
status-saved-to-server = { $path }(으)로 저장했고 메일함의 { $folder }에도 넣었습니다
status-not-saved-to-server = { $path }(으)로 저장했지만 메일함의 임시 보관함에는 넣지 못했습니다: { $error }
status-not-sent = 보내지 못했습니다: { $error }
status-not-sent-saved = 보내지 못했습니다: { $error }. 메시지는 { $path }(으)로 저장되었습니다.
status-no-store = 임시 저장할 곳이 없습니다(데이터 디렉터리 없음). 보내지 않았습니다.
status-stopped-waiting = 서버 응답 대기가 중단되었습니다. 서버가 이미 메시지를 받았다면 아직 배달될 수 있습니다. 그렇지 않다면 메시지는 임시 보관함에 있습니다(mailto-preview drafts).
status-saved = { $path }(으)로 저장했습니다
status-not-saved = 저장하지 못했습니다: { $error }
status-copied = 메시지를 텍스트로 복사했습니다
status-saving = 임시 보관함에 저장하는 중...
attach-vanished = { $path }이(가) 더 이상 없습니다. 다시 첨부하거나 제거하세요
attach-changed = { $path }이(가) 첨부한 뒤에 바뀌었습니다. 지금 상태로 보내려면 다시 첨부하세요
attach-unreadable = { $path }을(를) 읽을 수 없습니다: { $detail }
attach-reminder-words = 첨부, 별첨, 붙임 파일, 붙임파일, 붙임 문서, 붙임 자료, 붙임과 같이, 붙임 참조
attach-reminder-not = 첨부터, 링크를 첨부, 링크 첨부, 링크도 첨부, url을 첨부, url 첨부, 주소를 첨부, 특별첨
attach-button = 첨부...
attach-button-hover = 메시지와 함께 보낼 파일을 고릅니다({ $shortcut }). 파일을 창에 끌어다 놓을 수도 있습니다. 링크는 절대로 파일을 첨부할 수 없습니다.
attach-total = 파일 { $count }개, { $size }
attach-file = { $name }({ $size }, { $kind })
attach-remove = 제거
attach-remove-name = { $name } 제거
attach-chooser-title = 파일 첨부
attach-chooser-accept = 첨부
attach-no-chooser = 파일 선택 창이 응답하지 않았습니다({ $detail }). xdg-desktop-portal과 사용하는 데스크톱의 포털을 설치하거나, 아래에 파일 경로를 입력하세요.
attach-chooser-failed = 파일 선택 창이 동작하지 않았습니다: { $detail }. 아래에 파일 경로를 입력할 수 있습니다.
attach-path-label = 첨부할 파일:
attach-path-button = 첨부
attach-ask-question = { $path }을(를) 첨부할까요?
attach-is-link = { $link }은(는) 이 파일을 가리키는 심볼릭 링크입니다.
attach-ask-secret = 이 파일은 키, 비밀번호 같은 비밀 정보를 두는 { $place }에 있습니다. 정말 보내려는 경우에만 첨부하세요.
attach-ask-hidden = 숨김 파일입니다. 이런 파일에는 설정이나 비밀 정보가 들어 있는 경우가 많습니다. 정말 보내려는 경우에만 첨부하세요.
attach-ask-yes = 첨부
attach-ask-no = 첨부하지 않음
attach-not-attached = 첨부하지 못함: { $path }: { $why }
attach-dismiss = 확인
attach-refused-not-found = 그런 파일이 없습니다
attach-refused-folder = 폴더입니다(대신 그 안의 파일을 첨부하세요)
attach-refused-device = 파일이 아니라 장치입니다
attach-refused-pipe = 파일이 아니라 파이프나 소켓입니다
attach-refused-empty = 빈 파일입니다
attach-refused-unreadable = 읽을 수 없습니다({ $detail })
attach-from-link = 이 파일 첨부: { $path }
attach-from-link-hover = 링크가 이 파일의 첨부를 요청했습니다. 여기를 누를 때에만, 직접 첨부하는 파일과 같은 검사를 거쳐 첨부됩니다.
reminder-title = 첨부된 파일 없음
reminder-question = 메시지에 첨부 파일이 언급되어 있지만, 첨부된 파일이 없습니다.
reminder-send-anyway = 파일 없이 계속
size-bytes = { $count }바이트
size-kb = { $size }kB
size-mb = { $size }MB
size-gb = { $size }GB
number-decimal-separator = .
status-handing-over = { $target }에서 여는 중...
status-body-on-clipboard = { $target }에서 열었습니다. 본문이 너무 길어 넘기지 못했고 클립보드에 있습니다. 그곳에 붙여 넣은 다음 이 창을 닫으세요.
status-not-handed-over-saved = 넘기지 못했습니다: { $error }. 메시지는 { $path }(으)로 저장되었습니다.
status-not-handed-over-unsaved = 넘기지 못했습니다: { $error }. 저장도 하지 못했습니다({ $why }). 텍스트로 복사하세요.
status-account-saved = 계정을 { $path }에 저장했습니다
status-signed-in = 로그인했습니다. 메시지를 보내려면 "다시 시도"를 누르세요.
status-not-signed-in = 로그인하지 못했습니다: { $error }
status-login-entry-on = { $path }을(를) 만들었습니다: Mailto Preview가 로그인할 때 백그라운드에서 시작합니다
status-login-entry-off = { $path }을(를) 지웠습니다: Mailto Preview가 더 이상 로그인할 때 시작하지 않습니다
status-login-entry-none = Mailto Preview는 로그인할 때 시작하도록 설정되어 있지 않았습니다. 지울 것이 없습니다
status-not-changed = 바뀌지 않았습니다: { $error }

step-password = 비밀번호 가져오는 중
step-resolving = 서버 찾는 중
step-connecting = 서버에 연결하는 중
step-securing = 연결을 보호하는 중
step-logging-in = 로그인하는 중
step-sending = 메시지 보내는 중
step-filing = 사본을 보낸 편지함에 넣는 중
step-while-password = 비밀번호를 가져오는 중에
step-while-resolving = 서버를 찾는 중에
step-while-connecting = 서버에 연결하는 중에
step-while-securing = 연결을 보호하는 중에
step-while-logging-in = 로그인하는 중에
step-while-sending = 메시지를 보내는 중에
step-while-filing = 사본을 보낸 편지함에 넣는 중에

## 로그인

sign-in-to = { $issuer }에 로그인
sign-in-to-hover = 브라우저에서 로그인 페이지를 엽니다
sign-in-on = 브라우저에서 { $host }에 로그인하세요...
sign-in-opening = 브라우저를 여는 중...
stop = 중지

## 처음 실행: 계정 설정

setup-intro = 아직 설정된 계정이 없습니다. 여기서 추가하세요. 아래 메시지는 기다리고 있으며 사라지지 않습니다.
setup-found-heading = 이 컴퓨터에서 찾은 설정:
setup-use-found = { $address } ({ $program })
setup-use-found-hover = { $program }의 이 설정으로 양식을 채웁니다. 비밀번호를 입력한 뒤 계정을 저장하세요
setup-email = 이메일
setup-name = 이름
setup-name-hint = 이름
setup-find = 내 서버 찾기
setup-find-hover = 주소로 서버를 찾습니다. 먼저 내장 제공업체 목록을, 다음으로 도메인 자체의 설정을 확인합니다
setup-finding = 서버를 찾는 중...
setup-ispdb = Thunderbird 데이터베이스에도 묻기
setup-ispdb-hover = 주소가 어느 도메인인지 Thunderbird 서버에 알립니다
setup-found = 찾음: { $host } 포트 { $port }, { $security }({ $source }에서).
setup-found-mailbox = 메일함: { $host } 포트 { $port }, { $security }. 제공업체가 직접 넣지 않는 한, 보낸 메일의 사본은 이 메일함의 보낸 편지함에 들어갑니다.
setup-sign-in-with = 로그인 방법:
setup-password = 비밀번호
setup-show = 보기
setup-provider-account = { $provider } 계정
setup-password-command = 비밀번호 명령
setup-app-password = 이 제공업체는 웹사이트 로그인 비밀번호가 아니라 앱 비밀번호가 필요합니다.
setup-app-password-help = 앱 비밀번호 만드는 방법
setup-open-yourself = { $error }: { $url }을(를) 직접 여세요
setup-keyring = 시스템 키링에 보관되며, 설정 파일에는 절대 기록되지 않습니다.
setup-no-client = 이 Mailto Preview 빌드는 혼자서는 { $provider }(으)로 로그인할 수 없습니다({ $provider }용 클라이언트 ID 없이 빌드되었습니다). 대신 다음 방법을 쓸 수 있습니다:
setup-use-app-password = 앱 비밀번호 사용
setup-add-in-online-accounts = 온라인 계정에서 추가
setup-add-in-online-accounts-hover = GNOME 설정의 온라인 계정을 엽니다. 거기서 계정을 추가하면 이 창이 그 계정으로 보내므로 여기서 따로 설정할 것이 없습니다.
setup-token-command-instead = 또는 설정 파일에서 토큰 명령을 설정하세요(README의 "Sign in with OAuth 2.0" 참고).
setup-own-client-none = Mailto Preview를 { $provider }에 직접 등록했다면 여기에 그 클라이언트 ID를 입력하세요
setup-client-id = 클라이언트 ID
setup-own-client = { $provider }용 자신의 클라이언트 ID(이 빌드의 ID를 쓰려면 비워 두세요)
setup-client-secret = 클라이언트 보안 비밀
setup-client-secret-google = Google은 클라이언트 ID와 함께 하나를 줍니다
setup-client-secret-other = 제공업체가 준 경우에만
setup-sign-in-button = { $provider }(으)로 로그인
setup-the-provider = 제공업체
setup-signed-in-short = 로그인했습니다.
setup-advanced = 고급: 서버 설정과 비밀번호 명령
setup-server = 서버
setup-port = 포트
setup-username = 사용자 이름
setup-security = 보안
setup-imap-server = 메일함 서버(IMAP)
setup-imap-port = 메일함 포트
setup-security-none = 없음(이 컴퓨터 전용)
setup-test = 연결 테스트
setup-test-hover = 아무것도 보내지 않고 로그인만 합니다
setup-save = 계정 저장
setup-or-handoff = 또는 지금 메일을 쓰는 곳에서 계속 쓰세요. 이 창이 메시지마다 확인한 뒤 넘겨줍니다.
setup-webmail = 브라우저에서 메일을 씁니다:
setup-programs = 다른 메일 프로그램을 씁니다:
security-tls = TLS
security-starttls = STARTTLS
security-none = 암호화 안 함

form-not-found = { $email }의 서버를 찾지 못했습니다. 서버 설정에 입력하세요(제공업체의 도움말 페이지에 나와 있습니다).
form-signed-in = 로그인했습니다. 이 계정으로 보내려면 계정을 저장하세요.
form-testing = 테스트 중...
form-saving = 계정을 저장하는 중...
form-tested = { $encrypted ->
        [yes] 암호화하여 연결하고
       *[no] 연결하고(암호화 안 함)
    } 로그인했습니다. 서버 제공 기능: { $offers }
form-bad-port = 포트는 1부터 65535 사이의 숫자여야 합니다(대부분의 제공업체는 587 또는 465).
form-quoted-command = 비밀번호 명령은 공백으로 나뉘며 따옴표를 쓸 수 없습니다. 공백이 있는 인수는 설정 파일에서 password.command를 목록으로 쓰세요.
form-type-password = 먼저 비밀번호를 입력하세요.
form-sign-in-first = 먼저 로그인한 다음 저장하세요.
form-sign-in-changed = 로그인한 뒤 주소, 사용자 이름 또는 클라이언트 ID가 바뀌었습니다. 다시 로그인한 다음 저장하세요.
form-only-smtp = SMTP 계정만 테스트할 수 있습니다.
form-bad-address = 이메일 주소를 사용할 수 없습니다: { $why }.
form-keyring = { $error }. "고급"에서 대신 비밀번호 명령을 지정할 수 있습니다.

## 프로그램이 링크에서 발견한 것: 고친 것과 읽은 방식(필드 옆에 표시)

finding-trimmed = 링크 앞뒤의 공백 또는 제어 문자 { $count }개를 지웠습니다
finding-fragment = '#' 뒤의 "#{ $fragment }"을(를) 무시했습니다. mailto 링크에는 프래그먼트가 없으므로 메시지의 일부가 아닙니다
finding-url-slashes = "mailto:" 뒤의 "{ $slashes }"을(를) 지웠습니다. mailto 링크는 웹 주소가 아니며, 주소는 콜론 바로 뒤에 옵니다
finding-html-amp = "{ $given }"을(를) "{ $name }"(으)로 읽었습니다. 페이지가 필드 사이의 '&'를 "&amp;"로 한 번 더 썼습니다{ $times ->
        [1] {""}
       *[other] ({ $times }회)
    }
finding-form-plus = '+' { $times }개를 공백으로 읽었습니다. 이 링크는 웹 양식에서 왔으며, 양식은 공백을 '+'로, 더하기 기호를 %2B로 씁니다
finding-form-body = 본문은 웹 서버용으로 인코딩된 웹 양식의 필드입니다. 필드마다 "이름=값" 한 줄로 보여 줍니다
finding-empty-hfield = 빈 hfield를 무시했습니다(남는 '?' 또는 '&'){ $times ->
        [1] {""}
       *[other] ({ $times }회)
    }
finding-hfield-ignored = "{ $hfield }"을(를) 무시했습니다. hfield가 의미를 가지려면 이름과 '='가 필요합니다{ $times ->
        [1] {""}
       *[other] ({ $times }회)
    }
finding-header-repeated = 링크가 { $name }을(를) { $count }번 지정합니다. 모든 값을 보여 줍니다
finding-encoded-separator = 링크가 구분 기호를 숨기고 있습니다. "{ $looks-like }"은(는) 주소 하나처럼 보이지만 인코딩된 ',' 또는 ';'(%2C, %3B) 때문에 받는 사람 { $count }명이 됩니다: { $recipients }
finding-addresses-joined = 링크가 { $field }을(를) { $count }번 지정합니다. 모든 주소를 사용합니다
finding-empty-value = 빈 { $field } 값을 무시했습니다{ $times ->
        [1] {""}
       *[other] ({ $times }회)
    }
finding-subjects = 링크에 제목이 { $count }개 있었습니다. 마지막 것을 사용합니다
finding-bodies = 링크에 본문 값이 { $count }개 있었습니다. 줄바꿈으로 이었습니다
finding-invalid-address = "{ $address }"은(는) 사용할 수 있는 주소가 아닙니다: { $problem }
finding-smtputf8 = { $address }의 로컬 부분에 ASCII가 아닌 문자가 있습니다. 보내려면 SMTPUTF8을 지원하는 서버가 필요합니다
finding-international-domain = 도메인 { $domain }은(는) { $ascii }(으)로 보내집니다
finding-semicolons = 주소가 ';'로 구분되어 있습니다(Outlook의 습관이며, 표준 구분 기호는 ','입니다). 주소 { $count }개로 읽었습니다
finding-empty-entries = 목록에 빈 항목이 { $count }개 있었습니다. 무시했습니다
finding-comment = "{ $address }"의 주석 { $comment }을(를) 무시했습니다
finding-name-controls = { $address }의 표시 이름에 제어 문자가 { $count }개(줄바꿈 포함) 있었으며, %HH로 보여 줍니다
finding-alt-address = 링크가 대체 주소 { $alt }(RFC 5335 alt-address)을(를) 지정합니다. 사용하지 않습니다
finding-references-moved = References에 답장 대상 메시지 { $parent }이(가) 있지만 (유일하게) 마지막에 있지 않습니다. 이제 끝에 한 번만 둡니다(RFC 5322 §3.6.4)
finding-references-added = References가 답장 대상 메시지로 끝나지 않습니다. 끝에 { $parent }을(를) 추가했습니다(RFC 5322 §3.6.4)
finding-references-set = 링크에 In-Reply-To는 있지만 사용할 수 있는 References가 없습니다. 답장이 원래 메시지 아래에 정리되도록 References를 { $parent }(으)로 설정했습니다(RFC 5322 §3.6.4)
finding-in-reply-to-trimmed = In-Reply-To가 메시지 { $count }개를 가리킵니다. 처음 유효한 { $first }만 남겼습니다. 답장은 메시지 하나에 대한 것입니다
finding-invalid-percent = 뒤에 16진수 두 자리가 없는 '%'를 문자 '%'로 남겼습니다{ $times ->
        [1] {""}
       *[other] ({ $times }회)
    }
finding-invalid-utf8 = 퍼센트 디코딩한 바이트 중 UTF-8이 아닌 것은 �로 보여 줍니다{ $times ->
        [1] {""}
       *[other] ({ $times }회)
    }
finding-legacy-charset = 텍스트가 UTF-8이 아니어서, 가장 가능성이 높은 이전 인코딩인 { $charset }(으)로 읽었습니다
finding-line-break = 이 필드는 한 줄이므로 줄바꿈을 지웠습니다{ $times ->
        [1] {""}
       *[other] ({ $times }회)
    }
finding-control = 제어 문자를 눈에 보이는 %HH 표기로 바꿨습니다{ $times ->
        [1] {""}
       *[other] ({ $times }회)
    }
finding-encoded-word = MIME 인코딩 단어(RFC 2047)를 디코딩했습니다{ $times ->
        [1] {""}
       *[other] ({ $times }회)
    }
finding-encoded-word-invalid = MIME 인코딩 단어처럼 보이는 텍스트를 디코딩하지 못해 쓰인 그대로 보여 줍니다{ $times ->
        [1] {""}
       *[other] ({ $times }회)
    }

## 주소를 쓸 수 없는 이유

address-one-only = 정확히 주소 하나여야 합니다
address-unclosed-angle = '<'에 맞는 '>'가 없습니다
address-text-after-angle = 닫는 '>' 뒤에 텍스트가 있습니다
address-bad-alt = 주소 안의 '<'는 alt-address가 아닙니다
address-hidden-character = 숨은 문자 { $character }이(가) 있어 다른 주소처럼 보일 수 있습니다
address-unclosed-quote = 따옴표로 묶은 로컬 부분에 닫는 따옴표가 없습니다
address-no-at = '@'가 없습니다
address-empty-local = '@' 앞부분이 비어 있습니다
address-empty-domain = '@' 뒤의 도메인이 비어 있습니다
address-local-too-long = '@' 앞부분이 { $max }바이트보다 깁니다
address-quoted-control = 따옴표로 묶은 로컬 부분에 탭이나 제어 문자가 있습니다
address-quoted-quote = 따옴표로 묶은 로컬 부분 안의 '"'는 \"로 이스케이프해야 합니다
address-dots = '@' 앞부분의 처음이나 끝에 점이 있거나, 점이 두 개 연속됩니다
address-white-space = '@' 앞부분에 공백이 있습니다(따옴표로 묶거나 지우세요)
address-needs-quoting = '@' 앞부분에 따옴표가 필요한 { $character }이(가) 있습니다
address-unclosed-literal = 도메인 리터럴에 닫는 ']'가 없습니다
address-bad-literal = 도메인 리터럴에 허용되지 않는 문자가 있습니다
address-bad-domain = "{ $domain }"은(는) 올바른 도메인 이름이 아닙니다(UTS 46: 문자, 숫자, 하이픈으로 된 레이블, 빈 레이블 없음, 레이블당 최대 63바이트)
address-lettre-refuses = 메일 라이브러리가 거부합니다({ $detail })

message-id-empty = 비어 있습니다
message-id-form = "{ $id }"은(는) <id@host> 형식의 메시지 ID가 아닙니다
message-id-no-at = "{ $id }"에 '@'가 없습니다
message-id-invalid = "{ $id }"은(는) 올바른 메시지 ID가 아닙니다

## 링크의 필드를 쓰지 않은 이유

drop-originator = 링크는 메일을 누가 보내는지, 언제 썼는지 정할 수 없습니다. 이 프로그램은 보낸 사람, 날짜, 메시지 ID를 항상 직접 정합니다(RFC 6068 §3)
drop-routing = 경로 및 추적 필드는 메일 서버가 정하며, 링크가 정하는 일은 없습니다(RFC 6068 §3)
drop-mime = 메시지는 항상 UTF-8 일반 텍스트입니다. 링크는 MIME 구조나 인코딩을 바꿀 수 없습니다(RFC 6068 §2, §3)
drop-attachment = 링크는 파일을 첨부할 수 없습니다. 디스크에서 아무것도 읽지 않았습니다
drop-client-control = 메일 프로그램에 대한 지시(바로 보내기, 사본 저장, 중요도, HTML 본문 등)로, 이 프로그램은 링크에서 받은 이런 지시를 절대 따르지 않습니다
drop-unknown = 링크가 설정할 수 있는 필드가 아닙니다. 알 수 없는 필드는 보이지 않는 헤더를 추가할 수 있습니다(RFC 6068 §3, §4)
drop-malformed = 값을 사용할 수 없습니다: { $why }
drop-repeated = 링크가 이 필드를 여러 번 설정합니다. 마지막 값만 사용합니다

## 메시지에 대한 경고와 참고

notice-hidden-recipient = 이 링크는 다른 사람에게 보이지 않는 숨은 받는 사람(숨은 참조) { $count }명을 추가합니다: { $names }
notice-many-recipients = 이 메시지는 받는 사람 { $count }명에게 갑니다
notice-invalid-address = "{ $address }"(으)로 보낼 수 없습니다: { $problem }
notice-numeric-recipient = "{ $text }"은(는) 숫자뿐이라 포트나 전화번호처럼 보이며, 주소가 아닙니다
notice-display-name-address = 이름 "{ $name }"은(는) 주소처럼 보이지만 메일은 { $address }(으)로 갑니다
notice-name-mixed-script = 이름 "{ $name }"의 "{ $word }"은(는) 여러 문자 체계를 섞어 쓰며 라틴 문자로 쓴 "{ $looks-like }"처럼 보입니다. 메일은 { $address }(으)로 갑니다
notice-local-part-address = 주소 { $address }은(는) 주소 { $shown }(으)로 시작하지만 메일은 도메인 { $domain }(으)로 갑니다
notice-smtputf8 = { $address }의 로컬 부분에 ASCII가 아닌 문자가 있습니다. SMTPUTF8을 지원하는 서버로만 보낼 수 있습니다
notice-international-domain = { $address }은(는) { $ascii }(으)로 보내집니다
notice-label-symbols = 도메인 레이블 "{ $label }"에 이름에 쓰이지 않는 문자가 있습니다. 다른 도메인을 사칭하는 것일 수 있습니다. 메일은 { $ascii }(으)로 갑니다
notice-mixed-script = 도메인 레이블 "{ $label }"은(는) 여러 문자 체계를 섞어 씁니다. 다른 도메인을 사칭하는 것일 수 있습니다. 메일은 { $ascii }(으)로 갑니다
notice-mixed-script-looks-like = 도메인 레이블 "{ $label }"은(는) 여러 문자 체계를 섞어 쓰며 라틴 문자로 쓴 "{ $looks-like }"처럼 보입니다. 다른 도메인을 사칭하는 것일 수 있습니다. 메일은 { $ascii }(으)로 갑니다
notice-confusable-domain = 도메인 레이블 "{ $label }"은(는) 다른 문자 체계로 쓰였고 라틴 문자로 쓴 "{ $looks-like }"처럼 보입니다. 메일은 그 도메인이 아니라 { $ascii }(으)로 갑니다
notice-top-domain = 도메인 { $domain }은(는) { $top }처럼 보이지만 다른 도메인입니다. 메일은 { $ascii }(으)로 갑니다
domain-known-button = 아는 도메인으로 표시
domain-known-hover = { $domain }은(는) 실제로 메일을 주고받는 도메인입니다. 여기와 이후 창에서 다른 도메인과 비슷하다는 경고를 표시하지 않고, 그 주소를 다시 추천합니다
notice-local-symbols = { $address }의 '@' 앞부분에 문자가 아닌 기호가 있으며 "{ $looks-like }"처럼 보입니다. 메일은 다른 메일함으로 갑니다
notice-local-mixed-script = { $address }의 '@' 앞부분은 여러 문자 체계를 섞어 씁니다. 다른 주소를 사칭하는 것일 수 있습니다
notice-local-mixed-script-looks-like = { $address }의 '@' 앞부분은 여러 문자 체계를 섞어 쓰며 라틴 문자로 쓴 "{ $looks-like }"처럼 보입니다. 메일은 다른 메일함으로 갑니다
notice-local-confusable = { $address }의 '@' 앞부분은 라틴 문자로 쓴 "{ $looks-like }"처럼 보이지만 다른 문자로 쓰였습니다. 메일은 다른 메일함으로 갑니다
notice-local-compatibility = { $address }의 '@' 앞부분은 특수한 형태의 문자(전각 문자나 수학용 문자 등)로 쓰였고 "{ $looks-like }"(으)로 읽힙니다. 메일은 다른 메일함으로 갑니다
notice-idna-deviation = 도메인 { $domain }에는 오래된 소프트웨어(IDNA2003)가 다르게 읽는 { $characters }이(가) 있습니다. 그런 소프트웨어는 { $other }(으)로 보내지만 이 프로그램은 { $ascii }(으)로 보냅니다
notice-bidi-control = 텍스트 방향을 바꾸는 제어 문자가 있어, 화면에 보이는 내용이 실제로 쓰인 내용과 다를 수 있습니다: { $text }
notice-direction-mark = 오른쪽에서 왼쪽으로 쓰는 텍스트 옆에 문장 부호와 숫자를 놓는 방향 표시가 있습니다: { $text }
notice-invisible = 보이지 않는 문자가 있습니다: { $text }
notice-blank-lines = 빈 줄 { $blank }개가 다른 텍스트를 { $line }번째 줄까지 밀어냅니다. 본문 전체를 읽으려면 아래로 스크롤하세요
notice-indent = { $line }번째 줄이 공백 { $spaces }개로 시작해 텍스트가 화면 밖으로 밀려납니다

## 메시지를 만들 수 없는 이유

message-no-recipients = 메시지에 받는 사람이 없습니다. 받는 사람, 참조, 숨은 참조 중 하나에 주소를 추가하세요
message-no-sender = 계정 "{ $account }"에 보낼 이메일 주소가 없습니다. email = "..."을(를) 추가하세요
message-invalid-recipient = { $field } 주소 "{ $address }"을(를) 쓸 수 없습니다: { $problem }. 보내기 전에 고치세요
message-invalid-sender = 보낸 사람 "{ $sender }"을(를) 쓸 수 없습니다: { $problem }. 계정의 email을 me@example.net 같은 주소 하나로 설정하세요
message-unsafe-header = { $field }에 숨은 헤더를 추가할 수 있는 줄바꿈이나 제어 문자가 있습니다. 지우세요
message-build = 메시지를 만들지 못했습니다: { $detail }

## 메시지를 보내지 못한 이유

send-host-not-found = 메일 서버 { $host }을(를) 찾지 못했습니다. 설정의 host와 네트워크 연결을 확인하세요
send-connection-refused = 메일 서버 { $host }:{ $port }이(가) 연결을 거부했습니다. 설정의 host, port, security를 확인하세요
send-timed-out = 메일 서버 { $host }이(가) { $step } { $seconds }초 안에 응답하지 않았습니다. 나중에 다시 시도하거나 설정의 timeout을 늘리세요
send-tls = { $host }과(와)의 보안 연결에 실패했습니다: { $detail }
send-no-starttls = 메일 서버 { $host }이(가) STARTTLS를 제공하지 않아 연결을 암호화할 수 없습니다. security = "tls"(보통 포트 465)를 쓰거나 제공업체에 문의하세요
send-auth-rejected = 메일 서버가 { $user }의 로그인을 거부했습니다({ $reply }). 설정의 사용자 이름과 비밀번호 출처를 확인하세요
send-auth-unsupported = 메일 서버 { $host }이(가) 이 프로그램이 지원하는 로그인 방식을 제공하지 않습니다({ $methods }). host와 security를 확인하세요
send-sign-in-rejected = 메일 서버 { $host }이(가) { $user }의 로그인을 받아들이지 않았습니다: { $advice }
send-sign-in-rejected-reply = 메일 서버 { $host }이(가) { $user }의 로그인을 받아들이지 않았습니다({ $reply }): { $advice }
send-advice-sign-in-again = 다시 로그인하세요(창의 "로그인" 또는 `mailto-preview config sign-in`). 서버 응답에 SMTP 로그인이 꺼져 있다고 나오면 메일함 관리자가 SMTP AUTH를 켜야 합니다
send-advice-fresh-token = 다시 로그인하세요(oauth2.token-command에서 새 토큰 받기). 서버 응답에 SMTP 로그인이 꺼져 있다고 나오면 메일함 관리자가 SMTP AUTH를 켜야 합니다
send-recipient-rejected = 메일 서버가 받는 사람 { $address }을(를) 거부했습니다({ $reply }). 주소를 고쳐 다시 보내세요
send-sender-rejected = 메일 서버가 보낸 사람 { $address }을(를) 거부했습니다({ $reply }). 계정의 email은 이 로그인으로 보낼 수 있는 주소여야 합니다
send-message-rejected = 메일 서버가 메시지를 거부했습니다({ $reply })
send-temporarily-unavailable = 메일 서버가 지금은 메시지를 받을 수 없습니다({ $reply }). 메시지는 저장되었으니 나중에 다시 시도하세요
send-no-smtputf8 = 메일 서버 { $host }이(가) 주소 { $address }에 필요한 SMTPUTF8을 지원하지 않습니다. ASCII 주소나 다른 서버를 쓰세요
send-connection = { $step } { $host }과(와)의 연결이 끊겼습니다({ $detail }). 메시지가 배달되지 않았을 수 있습니다. 저장되었으니 다시 시도하세요
send-hands-over = 계정 "{ $account }"은(는) 직접 메일을 보내지 않고 { $target }에 넘깁니다. 서버가 있는 계정을 고르거나 "다른 곳에서 열기"를 쓰세요
send-no-account = 설정에 더 이상 "{ $account }" 계정이 없습니다. 다시 추가하거나, mailto-preview queue --cancel로 메시지를 되찾아 다른 계정으로 보내세요
send-sendmail = { $program } 실패: { $detail }
send-envelope = 주소 { $address }은(는) 봉투에 쓸 수 없습니다: { $detail }
deliver-not-saved = 보내기 전에 메시지를 저장하지 못해 보내지 않았습니다: { $error }
deliver-not-sent = { $error }(메시지는 { $path }(으)로 저장됨)
deliver-undone = 아무것도 보내기 전에 보내기를 취소했습니다. 메시지는 { $path }(으)로 저장되었습니다
deliver-interrupted = 보내기가 예기치 않게 멈춰 서버가 메시지를 받았는지 알 수 없습니다. { $path }(으)로 저장되었습니다. 다시 보내기 전에 보낸 편지함을 확인하세요

## 메일함의 보낸 편지함에 있는 사본(IMAP)

filing-filed = 사본은 { $folder }에 있습니다
filing-by-provider = 사본은 제공업체가 보낸 편지함에 보관합니다
filing-failed = 하지만 사본을 보낸 편지함에 넣지 못했습니다: { $error }. 두 번 보내지는 않았습니다. 사본은 대기 중이며 "보관 다시 시도"를 누르거나 이 계정으로 다음 메시지를 보내면 보관됩니다
filing-retry = 보관 다시 시도
filing-retry-hover = 사본을 보낸 편지함에 넣습니다. 메시지를 다시 보내지 않습니다
filing-unreadable = 보관을 기다리는 사본을 읽을 수 없습니다: { $detail }
filing-no-account = 이 메시지를 보낸 계정 "{ $account }"이(가) 설정에 없거나 [imap] 테이블이 없습니다. 계정을 다시 추가하거나, 보관되지 않은 사본 폴더에서 사본을 삭제하세요
file-no-mailbox = 계정 "{ $account }"에 메일함이 없습니다. 서버(host)를 지정한 [accounts.{ $account }.imap] 테이블을 추가하세요
file-host-not-found = 메일함 서버 { $host }을(를) 찾지 못했습니다. 설정의 imap.host와 네트워크 연결을 확인하세요
file-connection-refused = 메일함 서버 { $host }:{ $port }이(가) 연결을 거부했습니다. 설정의 imap.host, imap.port, imap.security를 확인하세요
file-timed-out = 메일함 서버 { $host }이(가) { $seconds }초 안에 응답하지 않았습니다. 나중에 다시 시도하거나 설정의 timeout을 늘리세요
file-tls = 메일함 서버 { $host }과(와)의 보안 연결에 실패했습니다: { $detail }
file-no-starttls = 메일함 서버 { $host }이(가) STARTTLS를 거부해 연결을 암호화할 수 없습니다. imap.security = "tls"(보통 포트 993)를 쓰세요
file-no-login = 메일함 서버 { $host }에는 로그인이 필요한데 계정에 로그인 정보가 없습니다. username과 비밀번호 출처(또는 imap.username과 imap.password)를 설정하세요
file-login-rejected = 메일함 서버가 { $user }의 로그인을 거부했습니다({ $reply }). 사용자 이름과 비밀번호를 확인하세요(메일함에 따로 있으면 imap.username과 imap.password)
file-sign-in-rejected = 메일함 서버 { $host }이(가) { $user }의 로그인을 받아들이지 않았습니다({ $reply }). 다시 로그인하세요(`mailto-preview config sign-in`). Outlook.com과 Microsoft 365에서는 로그인에 IMAP 권한이 포함되어야 합니다(README, "Sent mail in your mailbox")
file-no-sent-folder = { $host }의 메일함에는 보낸 편지함으로 표시된 폴더가 없고 흔히 쓰는 이름의 폴더도 없습니다. 설정의 imap.{ $key }(으)로 폴더를 지정하세요(폴더: { $seen })
file-no-drafts-folder = { $host }의 메일함에는 임시 보관함으로 표시된 폴더가 없고 흔히 쓰는 이름의 폴더도 없습니다. 설정의 imap.{ $key }(으)로 폴더를 지정하세요(폴더: { $seen })
file-no-such-folder = imap.{ $key }이(가) 가리키는 폴더 "{ $name }"이(가) { $host }의 메일함에 없습니다. 설정에서 고치세요(폴더: { $seen })
file-refused = 메일함 서버가 메시지를 { $folder }에 저장하지 않았습니다
file-refused-reply = 메일함 서버가 메시지를 { $folder }에 저장하지 않았습니다({ $reply })
file-too-much = 메일함 서버 { $host }이(가) 메일함에 필요한 것보다 훨씬 많은 데이터를 보내 연결을 중단했습니다
file-connection = 메일함 서버 { $host }과(와)의 연결이 끊겼습니다({ $detail })

## 링크를 열 수 없는 이유

parse-not-mailto = mailto: 링크가 아닙니다("{ $given }"(으)로 시작). "mailto:"로 시작하는 링크만 열 수 있습니다
parse-too-long = 링크 길이가 { $length }바이트로, 브라우저가 넘기는 한도 { $cap }바이트(2 MiB)를 넘습니다. 열지 않았습니다
policy-too-many-recipients = 링크가 받는 사람 { $found }명에게 보내려 합니다. 링크가 지정할 수 있는 { $cap }명보다 많아 열지 않았습니다
policy-line-too-long = 링크의 { $field } 길이가 { $found }자로, 링크가 설정할 수 있는 { $cap }자보다 길어 열지 않았습니다
policy-body-too-large = 링크의 본문이 { $found }바이트로, 링크가 설정할 수 있는 { $cap }바이트(1 MiB)보다 커서 열지 않았습니다
policy-too-many-fields = 링크에 헤더 필드가 { $found }개 있어, 링크가 가질 수 있는 { $cap }개보다 많아 열지 않았습니다

## 비밀번호, 키링, 로그인

what-password-command = 비밀번호 명령
what-token-command = 토큰 명령
password-not-run = { $what } `{ $command }`을(를) 실행할 수 없습니다: { $detail }. 설정의 { $key }을(를) 확인하세요
password-failed = { $what } `{ $command }`이(가) 실패했습니다({ $status }){ $stderr }. 이유를 보려면 터미널에서 실행하세요
password-timed-out = { $what } `{ $command }`이(가) { $seconds }초 안에 끝나지 않아 멈췄습니다
password-empty = { $what } `{ $command }`이(가) 첫 줄에 아무것도 출력하지 않았습니다
password-env-missing = 환경 변수 { $var }이(가) 설정되지 않았습니다. 시작하기 전에 설정하거나 다른 비밀번호 출처를 쓰세요
goa-gone = 계정 { $account }이(가) 더 이상 GNOME 온라인 계정에 없습니다. 설정 → 온라인 계정에서 다시 추가하거나 다른 보낸 사람을 고르세요
goa-sign-in-again = 설정 → 온라인 계정에서 { $account }에 다시 로그인한 다음 "다시 시도"를 누르세요({ $detail })
goa-bus = GNOME 온라인 계정이 응답하지 않았습니다: { $detail }
goa-unsupported = GNOME 온라인 계정은 Linux 데스크톱에서만 쓸 수 있습니다
goa-settings-not-opened = GNOME 설정을 열지 못했습니다({ $error }). 설정 → 온라인 계정을 직접 여세요. 계정이 거기에 추가되면 이 창에서 찾습니다.
goa-open-settings = 온라인 계정 열기
goa-open-settings-hover = GNOME 설정의 온라인 계정을 엽니다. 거기서 다시 로그인한 다음 "다시 시도"를 누르세요
keyring-unavailable = 시스템 키링에 접근할 수 없습니다({ $detail }). GNOME Keyring이나 KWallet을 시작해 잠금을 풀거나, 비밀번호를 다른 곳에 보관하세요(비밀번호 명령 또는 환경 변수)
keyring-no-password = 시스템 키링에 "{ $user }"의 비밀번호가 없습니다(서비스 "{ $service }"). `mailto-preview config password`로 저장하거나 창에서 계정을 다시 설정하세요
keyring-no-sign-in = 시스템 키링에 "{ $user }"의 로그인 정보가 없습니다(서비스 "{ $service }"). `mailto-preview config sign-in`으로 로그인하거나 창에서 계정을 다시 설정하세요
keyring-failed = 시스템 키링이 거부했습니다: { $detail }
sign-in-not-yet = 이 컴퓨터에서 아직 { $user }(으)로 { $issuer }에 로그인하지 않았습니다. 창에서 "로그인"을 고르거나 `mailto-preview config sign-in`을 실행하세요
sign-in-expired = { $user }의 { $issuer } 로그인이 만료되었거나 철회되었습니다. 다시 로그인하세요
sign-in-refused = { $issuer }이(가) 로그인을 거부했습니다: { $error }
sign-in-denied = 브라우저에서 로그인을 마치지 않았습니다({ $error }). 다시 로그인하여 재시도하세요
sign-in-unreachable = 로그인 서버 { $host }에 연결할 수 없습니다: { $detail }. 연결을 확인하고 다시 시도하세요
sign-in-browser-timed-out = { $minutes }분 안에 브라우저에서 응답이 오지 않았습니다. 다시 로그인하세요
sign-in-code-expired = 코드가 제시간에 입력되지 않았습니다. 새 코드를 받으려면 다시 로그인하세요
sign-in-cancelled = 로그인이 취소되었습니다
sign-in-listener = 127.0.0.1에서 브라우저의 응답을 기다릴 수 없습니다({ $detail }). 이 컴퓨터에서 로컬 연결을 막는 것이 없는지 확인하세요. Microsoft 계정이라면 `mailto-preview config sign-in --code`로 다른 기기에서 로그인할 수 있습니다
sign-in-settings = { $detail }
sign-in-no-device-flow = { $issuer }은(는) 메일용으로 다른 기기에서 코드로 로그인하는 방식을 제공하지 않습니다. 브라우저에서 로그인하세요
discover-not-an-address = "{ $text }"은(는) 이메일 주소가 아닙니다. me@example.org 같은 주소를 입력하세요
discover-cancelled = 찾기가 취소되었습니다

## 디스크의 임시 저장 메시지와 넘기기

store-no-data-dir = 임시 저장 메시지를 둘 데이터 디렉터리를 찾을 수 없습니다(HOME이 설정되어 있나요?)
store-io = { $path }을(를) 사용할 수 없습니다: { $detail }
store-saved-link = { $path }은(는) 넘기기가 시작되지 않아 보관해 둔 링크이며 메시지가 아닙니다. `mailto-preview - < { $path }`(으)로 다시 여세요
store-envelope = { $path } 옆에 읽을 수 있는 봉투가 없습니다({ $detail }). 이대로는 보낼 수 없습니다
open-with-unknown = "{ $id }"은(는) 웹메일(gmail, outlook, office365, yahoo, proton)도 설치된 메일 프로그램도 아닙니다. `mailto-preview open-with --list`로 사용 가능한 것을 볼 수 있습니다
open-with-no-recipient = 메시지에 받는 사람이 없습니다. 넘기기 전에 추가하세요
open-with-invalid-address = 주소 "{ $address }"이(가) 올바르지 않습니다. 메시지를 넘기기 전에 고치세요
open-with-encode = 메시지를 링크로 쓸 수 없습니다: { $detail }
open-with-bad-entry = { $program }의 데스크톱 항목을 실행할 수 없습니다: { $detail }
launch-start = { $program }을(를) 시작하지 못했습니다({ $detail }). 설치되어 있나요?
launch-failed = { $program }이(가) { $status }(으)로 바로 끝났습니다. 메시지를 넘기지 못했습니다
launch-portal = 데스크톱 포털이 페이지를 열지 못했습니다({ $detail })
launch-unsupported = 이 시스템에서는 웹 페이지 열기를 지원하지 않습니다
launch-files = 첨부 파일을 프로그램용으로 { $path }에 쓸 수 없었습니다: { $detail }
handoff-no-keywords = Keywords 필드는 { $target }에 넘기지 않습니다. 메일 프로그램은 링크에서 이 필드를 받지 않습니다.
handoff-too-long-program = 메시지가 너무 길어 { $target }에 한 번에 넘길 수 없어({ $length }자, 시스템 한도 { $max }자) 본문이 빠졌습니다. 그곳 메시지에 붙여 넣으세요.
handoff-no-bcc = { $target }은(는) 링크에서 숨은 참조를 받지 않습니다. 보내기 전에 그곳에서 { $bcc }을(를) 숨은 참조로 추가하세요.
handoff-no-files = { $target }은(는) 이 방법으로 파일을 받을 수 없습니다. 파일 { $count }개를 { $target }에서 첨부하세요({ $files }).
handoff-open-folder = 폴더 열기
handoff-too-long-webmail = 메시지가 { $target }의 편지 쓰기 링크에 비해 너무 길어({ $length }자, 한도 약 { $max }자) 본문이 빠졌습니다. 그곳 메시지에 붙여 넣으세요.
handoff-plus-becomes-space = { $target }이(가) 주소의 "+"를 공백으로 바꾸는 것이 관찰되었습니다. 보내기 전에 그곳에서 받는 사람을 확인하세요.
handoff-no-threading = { $target }은(는) 링크에서 In-Reply-To나 References를 받을 수 없습니다. 메시지가 답장으로 묶이지 않습니다.

## 메일 처리기로 등록, 로그인 시 시작

desktop-no-home = 홈 디렉터리를 알 수 없습니다. HOME을 설정하세요
desktop-own-path = 프로그램 자신의 경로를 찾을 수 없습니다({ $detail }). 전체 경로로 실행하세요
desktop-unwritable-path = 프로그램 경로 { $path }을(를) 데스크톱 항목에 쓸 수 없습니다(UTF-8이 아니거나 제어 문자가 있음). 프로그램을 단순한 경로로 옮기세요
desktop-io = { $path }을(를) 사용할 수 없었습니다: { $detail }
desktop-system = { $detail }
desktop-unsupported = 이 시스템에서는 메일 처리기 등록을 지원하지 않습니다
handoff-lost = 넘기기가 예기치 않게 멈췄습니다
unavailable-unusable = 링크를 사용할 수 없습니다
unavailable-no-account = 보낼 메시지를 그대로 보려면 계정을 설정하세요
save-no-store = 임시 저장용 데이터 디렉터리가 없습니다

## 서버를 찾은 곳

source-providers = 내장 제공업체 목록
source-autoconfig = 도메인의 자동 설정 서버
source-well-known = 도메인의 웹 서버(well-known autoconfig)
source-mx = 도메인의 메일 교환기(MX)
source-srv = 도메인의 SRV 레코드
source-ispdb = Thunderbird의 ISPDB
discover-other-domain = { $domain }의 메일은 { $host }을(를) 통해 보내집니다

## Provider notes
provider-note-gmail = Google은 앱 비밀번호(2단계 인증을 켠 경우) 또는 Google 로그인을 받습니다. 일반 비밀번호는 작동하지 않습니다.
provider-note-outlook = Outlook.com은 Microsoft 로그인(OAuth 2.0)만 받습니다. 비밀번호는 2024년 9월부터 작동하지 않습니다.
provider-note-office365 = Microsoft 365는 관리자가 메일함의 SMTP 보내기를 허용해야 합니다. 비밀번호는 기본적으로 2026년 12월 말부터 작동하지 않으며, Microsoft 로그인은 계속 작동합니다.
provider-note-app-password = { $provider }은(는) 메일 프로그램용 앱 비밀번호가 필요합니다. 일반 비밀번호는 작동하지 않습니다.
provider-note-app-specific-password = { $provider }은(는) 앱 전용 비밀번호가 필요합니다(2단계 인증을 켠 경우).
provider-note-zoho = 2단계 인증을 켜면 Zoho는 앱 전용 비밀번호가 필요합니다. 조직 자체 도메인은 { $host }을(를) 사용합니다.
provider-note-proton-bridge = 이 컴퓨터에서 Proton Mail Bridge가 실행 중이어야 합니다. Bridge가 보여 주는 비밀번호를 쓰고 그 인증서를 신뢰하세요(tls-ca = Bridge가 내보낸 인증서).
provider-note-proton-smtp = Proton 설정의 SMTP 토큰을 쓰는, 본인 소유 도메인의 주소에만 해당합니다. 이렇게 보낸 메일은 종단 간 암호화되지 않습니다.
provider-note-switch-on-access = 먼저 { $provider } 설정에서 POP3/IMAP 접근을 켜세요.
provider-note-yandex = Yandex는 앱 비밀번호가 필요하며, 설정의 이메일 클라이언트에서 메일 프로그램을 켜야 합니다.

## Attached files: exact sizes and the limits of servers

size-bytes-exact = { $count ->
       *[other] { $shown } 바이트
    }
message-attachment-elided = { "[" }{ $name }: { $size }, base64로 { $encoded }]
too-big = 메시지 크기는 { $size }인데 { $server }은(는) 최대 { $limit }까지만 받습니다
send-too-big-reply = 메시지 크기 { $size }이(가) { $server }에서 받는 한도를 넘습니다({ $reply })
file-too-big = 메시지 크기는 { $size }인데 { $host }은(는) { $folder }에 최대 { $limit }까지의 메시지만 보관합니다
filing-too-big = 하지만 사본을 보낸 편지함에 넣지 못했습니다: { $error }
provider-refuses-type = { $provider }은(는) { $name } 같은 파일을 전달하지 않습니다(보안상 이 형식을 차단합니다). 메시지가 반송되므로 파일을 다른 방법으로 보내세요

## 계정이 보내는 방식

server-smtp = { $host }:{ $port }({ $security })
server-no-encryption = 암호화 안 함
server-sendmail = { $program }(로컬 sendmail)
server-desktop = GNOME 온라인 계정
server-handoff = { $target }(넘긴 뒤 그곳에서 보냄)

## 맞춤법 (src/spelling): 검사기의 메뉴와 알림
spelling-add = 사전에 추가
spelling-ignore = 무시
spelling-no-suggestions = 추천 단어 없음
spelling-misspelt = 맞춤법 오류: { $word }
spelling-automatic = 맞춤법: 본문의 언어
spelling-language = 맞춤법: { $language }
spelling-off = 맞춤법: 끔
spelling-no-dictionary = "{ $language }" 맞춤법 사전이 설치되어 있지 않아 이 언어로 쓴 글은 검사하지 않습니다. 사전을 설치하면 검사합니다(Debian과 Ubuntu: { $package } 패키지).
spelling-unreadable = 맞춤법 사전 { $path }을(를) 읽을 수 없습니다: { $detail }
spelling-encoding = 맞춤법 사전 { $path }을(를) 읽을 수 없습니다: { $encoding } 인코딩입니다. UTF-8 버전은 읽을 수 있습니다
spelling-personal-list = 단어를 사용자 사전 { $path }에 추가할 수 없습니다: { $detail }
spelling-not-a-word = "{ $word }"은(는) 한 단어가 아니므로 사전에 추가할 수 없습니다
spelling-no-thread = 맞춤법을 검사하지 않습니다: 검사 스레드를 시작할 수 없습니다({ $detail })

## 입력하는 동안 추천하는 받는 사람 (src/contacts)
contacts-offers = 추천 { $count }개
contacts-forget = 이 주소 잊기
contacts-forget-hover = 이 주소 잊기({ $shortcut })
contacts-source-sent = { $count }번 보냄
contacts-source-book = 주소록 "{ $book }"에서
contacts-no-data-dir = 받는 사람을 기억할 데이터 디렉터리를 찾을 수 없습니다(HOME이 설정되어 있나요?)
contacts-io = { $path }을(를) 사용할 수 없습니다: { $detail }
contacts-unreadable = { $path }은(는) 이 프로그램이 읽을 수 있는 받는 사람 목록이 아닙니다({ $detail }). 파일은 그대로 두었으며, 다른 곳으로 옮기기 전까지는 받는 사람을 기억하지 않습니다
contacts-evolution = Evolution 주소록(GNOME 연락처)을 읽을 수 없습니다: { $detail }

## 대기열: 나중에 보내려고 보관한 메시지(나중에 보내기, 온라인이 되면 보내기)와, 창이 닫힌 뒤
## 그 메시지가 어떻게 되었는지 알리는 알림
queue-not-found = 대기열에 ID가 { $id }인 항목이 없습니다. 기다리는 항목은 mailto-preview queue로 볼 수 있습니다
queue-busy = 다른 Mailto Preview가 지금 { $id }을(를) 보내고 있습니다. 잠시 후 mailto-preview queue로 확인하세요
queue-entry = 대기열에 있는 메시지의 기록 { $path }을(를) 읽을 수 없습니다({ $detail }). 메시지 자체는 그 옆에 그대로 있습니다
queue-sent-title = { $recipients }에게 보냈습니다
queue-sent-body = "{ $subject }"을(를) 예약한 시각에 보냈습니다.
queue-not-sent-title = { $recipients }에게 보내지 못했습니다
queue-refused-body = "{ $subject }"이(가) 거부되었습니다: { $error }. 메시지는 보관되어 있습니다. 서버가 알려 준 문제를 고친 다음 mailto-preview queue --send-now { $id }(으)로 보내거나, --cancel { $id }(으)로 되찾으세요.
queue-uncertain-body = "{ $subject }"을(를) 보내는 중에 연결이 끊겨 이미 도착했을 수도 있습니다. 메시지는 보관되어 있으며 저절로 다시 보내지 않습니다. 도착하지 않았다면 mailto-preview queue --send-now { $id }(으)로 보내세요.
queue-interrupted-body = "{ $subject }"을(를) 보내는 중에 Mailto Preview가 멈춰 이미 도착했을 수도 있습니다. 메시지는 보관되어 있으며 저절로 다시 보내지 않습니다. 도착하지 않았다면 mailto-preview queue --send-now { $id }(으)로 보내세요.
queue-gave-up-body = 하루 동안 "{ $subject }"을(를) 보내지 못했습니다: { $error }. 메시지는 보관되어 있습니다. 다시 온라인이 되면 mailto-preview queue --send-now { $id }(으)로 보내세요.

## OpenPGP: 본인의 GnuPG 키로 서명하고 암호화하기

# 보낼 때 GnuPG의 출력이 들어갈 자리에, 보낼 메시지 그대로 보기가 표시하는 내용
openpgp-pending-micalg = { "[" }GnuPG가 서명에 쓰는 해시(예: pgp-sha256)]
openpgp-pending-signature = { "[" }보낼 때 GnuPG가 내 키로 만드는 서명]
openpgp-pending-encrypted = { "[" }보낼 때 GnuPG가 서명하고 암호화하는 메시지 본문과 파일]
openpgp-pending-autocrypt = { "[" }보낼 때 GnuPG에서 가져오는 내 공개 키]
openpgp-not-a-fingerprint = "{ $text }"은(는) 키 지문이 아닙니다. gpg --list-secret-keys가 보여 주는 16진수 40자리를 쓰세요
openpgp-missing = GnuPG가 설치되어 있지 않아({ $program } 프로그램을 찾지 못함) 아무것도 서명하거나 암호화할 수 없습니다. GnuPG를 설치하거나 이 메시지의 "서명"을 끄세요
openpgp-not-run = { $program }을(를) 실행할 수 없습니다: { $detail }
openpgp-cancelled = 서명이 취소되어 아무것도 보내지 않았습니다
openpgp-bad-passphrase = GnuPG가 암호 문구를 받아들이지 않아 아무것도 보내지 않았습니다
openpgp-no-pinentry = GnuPG가 암호 문구를 물어볼 수 없어(여기서는 pinentry 프로그램을 열 수 없음) 아무것도 보내지 않았습니다
openpgp-no-secret-key = GnuPG에 서명할 수 있는 비밀 키 { $key }이(가) 없습니다. 이 계정의 openpgp.key를 확인하거나 키를 GnuPG로 가져오세요
openpgp-recipient-refused = GnuPG가 { $key } 키로 암호화하지 않습니다: { $reason }
openpgp-failed = GnuPG가 메시지를 서명하거나 암호화하지 못해({ $detail }) 아무것도 보내지 않았습니다
openpgp-key-not-found = 키를 찾지 못했습니다
openpgp-key-revoked = 키가 폐기되었습니다
openpgp-key-expired = 키가 만료되었습니다
openpgp-key-wrong-usage = 이 키는 이 용도로 쓸 수 없습니다
openpgp-key-not-trusted = 키를 신뢰할 수 없습니다
openpgp-key-disabled = 키가 사용 중지되었습니다
openpgp-key-unusable = 키를 쓸 수 없습니다
step-signing = 내 키로 서명하는 중
step-passphrase = GnuPG 입력 창에서 암호 문구를 기다리는 중
step-held = 취소할 수 있도록 보내기 전에 기다리는 중
step-while-signing = 서명하는 중에
step-while-passphrase = 암호 문구를 기다리는 중에
openpgp-key-usable = 키를 쓸 수 있습니다
openpgp-key-not-certified = 내가 신뢰하는 사람 중 누구도 이 키가 이 주소의 것임을 확인하지 않았습니다
openpgp-sign = 서명
openpgp-sign-hover = 내 키 { $key }(으)로 서명하여, 받는 사람이 메시지가 나에게서 왔고 바뀌지 않았음을 확인할 수 있게 합니다
openpgp-encrypt = 암호화
openpgp-encrypt-hover = 받는 사람 각각의 키와 내 키로 암호화합니다. 본문과 파일은 나와 받는 사람만 읽을 수 있습니다
openpgp-cannot-encrypt = 암호화하려면 모든 받는 사람에게 쓸 수 있는 키가 있어야 합니다:
openpgp-headers-readable = 제목, 주소, 날짜는 메일 서버가 계속 읽을 수 있습니다. 본문과 파일만 암호화됩니다.
openpgp-unsigned-because = 이 메시지는 서명 없이 보내집니다: { $reason }
openpgp-no-signer = GnuPG에 서명할 수 있는 비밀 키 { $key }이(가) 없어 이 메시지는 서명 없이 보내집니다. 이 계정의 openpgp.key를 확인하세요.
openpgp-recipient-lacks = { $address }: { $reason }
openpgp-key-of = 키 { $key }, "{ $user }"
openpgp-use-key = 이 키 사용
openpgp-use-key-hover = 내가 신뢰하는 사람 중 누구도 이 키가 그 사람의 것임을 확인하지 않았지만, 앞으로 { $address }에게는 이 키로 암호화합니다
openpgp-find-key = 키 찾기
openpgp-find-key-hover = 인터넷을 통해 { $domain }에 { $address }의 키를 요청합니다(Web Key Directory)
openpgp-found = { $address }의 키 { $key }을(를) 찾아 GnuPG 키에 추가했습니다.
openpgp-not-found = { $address }의 키를 찾지 못했습니다.
openpgp-accept-failed = 키를 기억하지 못했습니다: { $error }
openpgp-gnupg-missing = GnuPG가 설치되어 있지 않아 이 메시지는 서명 없이 보내집니다. 내 키 { $key }(으)로 서명하려면 GnuPG를 설치하세요.
step-while-held = 보내기 전에 기다리는 중에
openpgp-signer-refused = GnuPG가 내 키 { $key }(으)로 서명하지 않습니다: { $reason }. 아무것도 보내지 않았습니다
blocker-cannot-encrypt = "암호화"가 켜져 있지만 쓸 수 있는 키가 없는 받는 사람이 있습니다: "암호화"를 끄거나 그 받는 사람을 빼세요
openpgp-signer-cannot-encrypt = 내 키 { $key }에는 암호화할 수 있는 부분이 없어 메시지를 암호화할 수 없습니다(보낸 편지함에서 읽을 수 있도록 메시지는 나에게도 암호화됩니다).
