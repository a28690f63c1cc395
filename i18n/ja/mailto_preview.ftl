## Mailto Preview: Japanese (ja).
## Machine-assisted translation by the Mailto Preview developers; to be reviewed by native speakers.
## ウィンドウの言葉と、メッセージについてプログラムが伝えること。

## ウィンドウ

window-heading = リンクがメールを送信しようとしています
window-title = { $recipient } にメールを送信しますか？
window-title-more = { $recipient } ほか { $more } 名にメールを送信しますか？
window-title-none = メールを送信しますか？
window-title-unusable = 使用できないメールリンク
window-waiting = システムからのメールリンクを待っています...
window-next-link = 次のメールリンクを開いています...
unusable-heading = このメールリンクは使用できません

from-label = 差出人：
from-account = { $name } <{ $address }>（{ $server } 経由）
from-account-handoff = { $server } の { $address }
from-account-goa = { $name } <{ $address }>（GNOME オンラインアカウント）
from-looking = このデスクトップのアカウントを探しています...
from-choose = 差出人を選択...
from-you = 自分
from-hover = このメッセージを送信するアカウント
from-plaintext = 警告：このアカウントは暗号化せずに送信します
from-unchecked-certificate = 警告：オンラインアカウントでのこのアカウントの設定により、サーバーの証明書は検証されません。あなたとサーバーの間にいる誰もがメッセージを読んだり変更したりできます
config-broken = 設定を使用できません：{ $error }

field-to = 宛先
field-cc = Cc
field-bcc = Bcc（非表示）
field-subject = 件名
field-body = 本文（{ $lines } 行）
field-recipients-hint = name@example.org, ...
field-warning = 警告：{ $message }
field-changed = リンクから変更：{ $message }

ignored-heading = リンク内の無視した項目（{ $count }）
ignored-nothing = なし：このリンクはリンクが設定してよい項目だけを設定しています。
original-link = 元のリンク
copy-link = リンクをコピー
exact-message = 送信される正確なメッセージ
handoff-receives = { $target } が受け取る内容
settings-heading = 設定
settings-resident = ログイン時に起動してバックグラウンドに常駐し、リンクをすぐに開く
settings-resident-hover = Mailto Preview をウィンドウなしで起動するログイン項目を追加します。待機中は約 30 MiB を使います

## ボタン

action-send = 送信
action-retry = 再試行
action-open-in = { $target } で開く
action-open-in-menu = 他で開く...
action-cancel = キャンセル
action-save-draft = 下書き保存
action-copy-text = テキストとしてコピー
action-send-hover = このメッセージを今すぐ送信（{ $shortcut }）
action-handoff-hover = このメッセージを今すぐ引き渡す（{ $shortcut }）
action-cancel-hover = 送信せずに閉じる（{ $shortcut }）
action-save-hover = 下書きフォルダーに保存（{ $shortcut }）
open-in-hover = ここに表示されているとおりのメッセージを、Web メールや別のメールソフトに引き渡します
open-in-webmail = Web ブラウザーで
open-in-programs = メールソフトで
open-in-none = （インストールされていません）
unavailable = 使用できません：{ $reason }
blocker-no-account = 先にアカウントを設定してください
blocker-no-recipient = 宛先を追加してください
blocker-invalid-address = 先に無効なアドレスを修正してください
blocker-unfinished-address = 入力中のアドレスを先に最後まで入力してください
blocker-choose-sender = メッセージを送信するアカウントを選んでください（差出人）
blocker-busy = メッセージを送信中です
blocker-just-opened = 少々お待ちください...
handoff-note = 注意：{ $note }
section-open = 開いています
section-closed = 閉じています

## キー（この言語のキーボードでの表記）

key-ctrl = Ctrl
key-enter = Enter
key-esc = Esc
key-s = S
key-a = A
key-z = Z
key-shift = Shift
key-delete = Delete
shortcut = { $modifier }+{ $key }

## ダイアログ

discard-title = 変更を破棄しますか？
discard-question = このメッセージは編集されています。送信も保存もせずに閉じますか？
discard = 破棄
discard-save = 下書きを保存して閉じる
discard-keep = 編集を続ける
handoff-title = { $target } で開きますか？
back = 戻る

## 起きたこと（ステータス行）

status-sending = 送信中：{ $step }...
status-held = まもなく送信します。「元に戻す」（Ctrl+Z または Esc）で送信を取り消せます。
status-undone = 送信しませんでした：送信を取り消しました。メッセージは元のまま編集できます（コピーは下書きフォルダーにあります）。
hold-countdown = { $seconds } 秒後に送信
action-undo = 元に戻す
action-send-later = 後で送信...
action-send-later-hover = 送信する日時を選びます。それまでメッセージはファイルのコピーとともにキューで待機します
later-in-an-hour = 1 時間後
later-tomorrow = 明日 { $time }
later-monday = 月曜日 { $time }
later-choose = 日時を選択...
later-day = 日付
later-hour = 時
later-minute = 分
later-schedule = この日時に送信
later-weekday = { $day ->
        [1] 月曜日
        [2] 火曜日
        [3] 水曜日
        [4] 木曜日
        [5] 金曜日
        [6] 土曜日
       *[7] 日曜日
    }
later-month = { $month ->
        [1] 1月
        [2] 2月
        [3] 3月
        [4] 4月
        [5] 5月
        [6] 6月
        [7] 7月
        [8] 8月
        [9] 9月
        [10] 10月
        [11] 11月
       *[12] 12月
    }
later-date = { $year }年{ $month }{ $day }日（{ $weekday }）
later-date-time = { $date } { $time }
later-goes = { $when } に送信されます。
later-skipped = その夜は時計が進められるため、{ $asked } という時刻はありません。{ $time } に送信されます。
later-repeated = その夜は時計が戻されるため、{ $time } が 2 回あります。1 回目に送信されます。
later-past = その日時はもう過ぎています：もっと後の日時を選んでください
later-lost = メッセージをキューに入れる処理が、結果を伝える前に止まりました：mailto-preview queue で確認してください
status-scheduling = メッセージをキューに入れています...
status-scheduled = { $when } に送信を予約しました。メッセージとファイルのコピー（{ $size }）はキューで待機しています。このウィンドウは閉じてもかまいません。
status-scheduled-no-timer = { $when } に送信を予約しました（キューに { $size } を保存）。このシステムにはその時刻に Mailto Preview を起動する仕組みがないため、予定どおりに送信されるのは Mailto Preview がその時に起動している場合だけです。それ以外の場合は、次に Mailto Preview をリンクなしで起動したときに送信されます。
status-not-scheduled = 予約できませんでした：{ $error }
status-taking-back = メッセージをキューから取り出しています...
status-not-taken-back = メッセージはキューに残っています：{ $error }
status-taken-back = メッセージをキューから取り出しました。ここで編集できます（コピーは下書きフォルダーにあります）。
action-take-back = もう一度編集
action-take-back-hover = メッセージをキューから取り出して、このウィンドウに戻します
action-close = 閉じる
action-send-when-online = オンラインになったら送信
action-send-when-online-hover = メッセージをキューに残し、このコンピューターがオンラインに戻りしだい自動で送信します
status-waiting-online = ネットワーク接続を待っています：このコンピューターがオンラインに戻りしだい、メッセージは自動で送信されます（キューに { $size } を保存）。このウィンドウは閉じてもかまいません。
action-undo-hover = 送信を取り消します：何も送信されず、メッセージは元のまま編集できます（{ $shortcut }）
status-sent = { $count } 件の宛先に送信しました
status-sent-and = { $sent }。{ $filing }
status-filing = コピーを送信済みトレイに保存しています...
status-filed = コピーは { $folder } に保存されました。
status-not-filed = まだ送信済みトレイに保存されていません：{ $error }。コピーは待機中です。メッセージは再送信されません。
status-saving-to-server = { $path } に保存しました。メールボックスの下書きフォルダーに保存しています...
status-saved-to-server = { $path } とメールボックスの { $folder } に保存しました
status-not-saved-to-server = { $path } に保存しましたが、メールボックスの下書きフォルダーには保存できませんでした：{ $error }
status-not-sent = 送信されませんでした：{ $error }
status-not-sent-saved = 送信されませんでした：{ $error }。メッセージは { $path } に保存されています。
status-no-store = 下書きを保存する場所がありません（データディレクトリがありません）。送信されませんでした。
status-stopped-waiting = サーバーの応答を待つのをやめました。サーバーがすでにメッセージを受け付けていた場合は配送される可能性があります。そうでなければメッセージは下書きフォルダーにあります（mailto-preview drafts）。
status-saved = { $path } に保存しました
status-not-saved = 保存されませんでした：{ $error }
status-copied = メッセージをテキストとしてコピーしました
status-saving = 下書きを保存しています...
attach-vanished = { $path } はもうありません。もう一度添付するか、削除してください
attach-changed = { $path } は添付した後に変更されました。今の内容で送るには、もう一度添付してください
attach-unreadable = { $path } を読み込めません：{ $detail }
attach-reminder-words = 添付, 別添, 本メールに同封, このメールに同封, メールに同封, アタッチファイル, ファイルをアタッチ, 資料をアタッチ
attach-reminder-not = 医薬品の添付文書, 薬の添付文書, 薬剤の添付文書, 製品に添付, 本体に添付, 商品に添付, 添付品, リンクを添付, urlを添付, アドレスを添付, 特別添
attach-button = 添付...
attach-button-hover = メッセージと一緒に送るファイルを選びます（{ $shortcut }）。ウィンドウにドロップすることもできます。リンクがファイルを添付することはありません。
attach-total = { $count } 個のファイル、{ $size }
attach-file = { $name }（{ $size }、{ $kind }）
attach-remove = 削除
attach-remove-name = { $name } を削除
attach-chooser-title = ファイルを添付
attach-chooser-accept = 添付
attach-no-chooser = ファイル選択ダイアログが応答しませんでした（{ $detail }）。xdg-desktop-portal とお使いのデスクトップのポータルをインストールするか、下にファイルのパスを入力してください。
attach-chooser-failed = ファイル選択ダイアログが動作しませんでした：{ $detail }。下にファイルのパスを入力できます。
attach-path-label = 添付するファイル：
attach-path-button = 添付
attach-ask-question = { $path } を添付しますか？
attach-is-link = { $link } はこのファイルへのシンボリックリンクです。
attach-ask-secret = このファイルは { $place } にあります。ここには鍵やパスワードなどの秘密が保存されています。本当に送るつもりの場合にだけ添付してください。
attach-ask-hidden = これは隠しファイルです。このようなファイルには設定や秘密が含まれていることがよくあります。本当に送るつもりの場合にだけ添付してください。
attach-ask-yes = 添付する
attach-ask-no = 添付しない
attach-not-attached = 添付されませんでした：{ $path }：{ $why }
attach-dismiss = OK
attach-refused-not-found = そのようなファイルはありません
attach-refused-folder = フォルダーです（代わりに中のファイルを添付してください）
attach-refused-device = デバイスであり、ファイルではありません
attach-refused-pipe = パイプまたはソケットであり、ファイルではありません
attach-refused-empty = 空のファイルです
attach-refused-unreadable = 読み込めません（{ $detail }）
attach-from-link = このファイルを添付：{ $path }
attach-from-link-hover = リンクがこのファイルの添付を求めています。ここを押した場合にだけ、ほかの添付ファイルと同じ確認を経て添付されます。
reminder-title = ファイルが添付されていません
reminder-question = メッセージに添付ファイルのことが書かれていますが、ファイルが添付されていません。
reminder-send-anyway = ファイルなしで続ける
size-bytes = { $count } バイト
size-kb = { $size } kB
size-mb = { $size } MB
size-gb = { $size } GB
number-decimal-separator = .
status-handing-over = { $target } で開いています...
status-body-on-clipboard = { $target } で開きました。本文が長すぎて引き渡せなかったため、クリップボードにあります：そちらに貼り付けてから、このウィンドウを閉じてください。
status-not-handed-over-saved = 引き渡せませんでした：{ $error }。メッセージは { $path } に保存されています。
status-not-handed-over-unsaved = 引き渡せませんでした：{ $error }。保存もできませんでした（{ $why }）：テキストとしてコピーしてください。
status-account-saved = アカウントを { $path } に保存しました
status-signed-in = サインインしました。「再試行」を押すとメッセージを送信します。
status-not-signed-in = サインインしていません：{ $error }
status-login-entry-on = { $path } を作成しました：Mailto Preview はログイン時にバックグラウンドで起動します
status-login-entry-off = { $path } を削除しました：Mailto Preview はログイン時に起動しなくなりました
status-login-entry-none = Mailto Preview はログイン時に起動する設定ではありません。削除するものはありません
status-not-changed = 変更されませんでした：{ $error }

step-password = パスワードを取得中
step-resolving = サーバーを検索中
step-connecting = サーバーに接続中
step-securing = 接続を保護中
step-logging-in = ログイン中
step-sending = メッセージを送信中
step-filing = コピーを送信済みトレイに保存中
step-while-password = パスワードの取得中に
step-while-resolving = サーバーの検索中に
step-while-connecting = サーバーへの接続中に
step-while-securing = 接続の保護中に
step-while-logging-in = ログイン中に
step-while-sending = メッセージの送信中に
step-while-filing = 送信済みトレイへのコピーの保存中に

## サインイン

sign-in-to = { $issuer } にサインイン
sign-in-to-hover = ブラウザーでサインインページを開きます
sign-in-on = ブラウザーで { $host } にサインインしてください...
sign-in-opening = ブラウザーを開いています...
stop = 中止

## 初回起動: アカウントの設定

setup-intro = アカウントがまだ設定されていません。ここで追加してください。下のメッセージは待機しており、失われません。
setup-found-heading = このコンピューターで見つかった設定：
setup-use-found = { $address }（{ $program }）
setup-use-found-hover = { $program } のこの設定でフォームを埋めます。パスワードを入力してから、アカウントを保存してください
setup-email = メールアドレス
setup-name = 名前
setup-name-hint = 名前
setup-find = サーバーを探す
setup-find-hover = アドレスからサーバーを探します：まず内蔵のプロバイダー一覧、次にそのドメイン自体の設定
setup-finding = サーバーを探しています...
setup-ispdb = Thunderbird のデータベースにも問い合わせる
setup-ispdb-hover = アドレスのドメインを Thunderbird のサーバーに伝えます
setup-found = 見つかりました：{ $host } ポート { $port }、{ $security }（{ $source } から）。
setup-found-mailbox = メールボックス：{ $host } ポート { $port }、{ $security }。送信したメールのコピーはその送信済みトレイに保存されます（プロバイダーが自動で保存する場合を除きます）。
setup-sign-in-with = サインイン方法：
setup-password = パスワード
setup-show = 表示
setup-provider-account = { $provider } アカウント
setup-password-command = パスワードコマンド
setup-app-password = このプロバイダーでは、Web サイトへのサインインに使うパスワードではなく、アプリパスワードが必要です。
setup-app-password-help = アプリパスワードの作成方法
setup-open-yourself = { $error }：{ $url } を手動で開いてください
setup-keyring = システムのキーリングに保管され、設定ファイルには書かれません。
setup-no-client = このビルドの Mailto Preview は、単独では { $provider } でサインインできません（{ $provider } 用のクライアント ID なしでビルドされています）。代わりに：
setup-use-app-password = アプリパスワードを使う
setup-add-in-online-accounts = オンラインアカウントで追加する
setup-add-in-online-accounts-hover = GNOME の「設定」で「オンラインアカウント」を開きます。そこでアカウントを追加すると、このウィンドウはそのアカウントで送信します。ここで設定する必要はありません。
setup-token-command-instead = または、設定ファイルにトークンコマンドを指定することもできます（README の「Sign in with OAuth 2.0」を参照）。
setup-own-client-none = Mailto Preview を自分で { $provider } に登録した場合は、そのクライアント ID をここに入力してください
setup-client-id = クライアント ID
setup-own-client = { $provider } 用の独自のクライアント ID（このビルドのものを使う場合は空欄のまま）
setup-client-secret = クライアントシークレット
setup-client-secret-google = Google はクライアント ID と一緒に発行します
setup-client-secret-other = プロバイダーが発行した場合のみ
setup-sign-in-button = { $provider } でサインイン
setup-the-provider = プロバイダー
setup-signed-in-short = サインインしました。
setup-advanced = 詳細：サーバー設定とパスワードコマンド
setup-server = サーバー
setup-port = ポート
setup-username = ユーザー名
setup-security = セキュリティ
setup-imap-server = メールボックスサーバー（IMAP）
setup-imap-port = メールボックスのポート
setup-security-none = なし（このコンピューターのみ）
setup-test = 接続テスト
setup-test-hover = 何も送信せずにログインします
setup-save = アカウントを保存
setup-or-handoff = または、今メールを書いている場所で書き続けることもできます：このウィンドウが各メッセージを確認してから引き渡します。
setup-webmail = ブラウザーでメールを書いています：
setup-programs = 別のメールソフトを使っています：
security-tls = TLS
security-starttls = STARTTLS
security-none = 暗号化なし

form-not-found = { $email } のサーバーが見つかりませんでした：「サーバー設定」に入力してください（プロバイダーのヘルプページに記載されています）。
form-signed-in = サインインしました。送信に使うにはアカウントを保存してください。
form-testing = テスト中...
form-saving = アカウントを保存しています...
form-tested = { $encrypted ->
        [yes] 暗号化して接続し、
       *[no] 接続し（暗号化なし）、
    }ログインしました。サーバーが提供する機能：{ $offers }
form-bad-port = ポートは 1 から 65535 までの数値で指定してください（ほとんどのプロバイダーは 587 か 465）。
form-quoted-command = パスワードコマンドは空白で区切られ、引用符は使えません：空白を含む引数には、設定ファイルで password.command をリストとして書いてください。
form-type-password = 先にパスワードを入力してください。
form-sign-in-first = 先にサインインしてから保存してください。
form-sign-in-changed = サインイン後にアドレス、ユーザー名、またはクライアント ID が変更されました：もう一度サインインしてから保存してください。
form-only-smtp = テストできるのは SMTP アカウントだけです。
form-bad-address = このメールアドレスは使用できません：{ $why }。
form-keyring = { $error }。「詳細」でパスワードコマンドを指定することもできます。

## リンクで見つかったこと: 修正と読み取り方（項目の横に表示）

finding-trimmed = リンクの前後にあった空白や制御文字 { $count } 文字を削除しました
finding-fragment = '#' の後の「#{ $fragment }」を無視しました：mailto リンクにフラグメントはないため、メッセージの一部ではありません
finding-url-slashes = 「mailto:」の後の「{ $slashes }」を削除しました：mailto リンクは Web アドレスではなく、アドレスはコロンの直後に続きます
finding-html-amp = 「{ $given }」を「{ $name }」として読みました：ページが項目間の '&' を「&amp;」と一回多く書いています{ $times ->
        [1] {""}
       *[other] （{ $times } 回）
    }
finding-form-plus = '+' を { $times } 個、空白として読みました：このリンクは Web フォームから来ており、フォームは空白を '+'、プラス記号を %2B と書きます
finding-form-body = 本文は Web サーバー向けにエンコードされた Web フォームの項目です。項目ごとに「名前=値」の 1 行で表示しています
finding-empty-hfield = 空の hfield を無視しました（余分な '?' または '&'）{ $times ->
        [1] {""}
       *[other] （{ $times } 回）
    }
finding-hfield-ignored = 「{ $hfield }」を無視しました：hfield には名前と '=' が必要です{ $times ->
        [1] {""}
       *[other] （{ $times } 回）
    }
finding-header-repeated = リンクは { $name } を { $count } 回指定しています。すべての値を表示します
finding-encoded-separator = リンクが区切り文字を隠しています：「{ $looks-like }」は 1 つのアドレスに見えますが、エンコードされた ',' または ';'（%2C, %3B）により { $count } 件の宛先になります：{ $recipients }
finding-addresses-joined = リンクは { $field } を { $count } 回指定しています。すべてのアドレスを使います
finding-empty-value = 空の { $field } の値を無視しました{ $times ->
        [1] {""}
       *[other] （{ $times } 回）
    }
finding-subjects = リンクには件名が { $count } 個ありました。最後のものを使います
finding-bodies = リンクには本文の値が { $count } 個ありました。改行でつなげます
finding-invalid-address = 「{ $address }」は使用できるアドレスではありません：{ $problem }
finding-smtputf8 = { $address } のローカル部に ASCII 以外の文字があります：送信には SMTPUTF8 対応のサーバーが必要です
finding-international-domain = ドメイン { $domain } は { $ascii } として送信されます
finding-semicolons = アドレスが ';' で区切られています（Outlook の習慣。標準の区切りは ','）：{ $count } 件のアドレスとして読みました
finding-empty-entries = リストに空の項目が { $count } 個ありました。無視しました
finding-comment = 「{ $address }」内のコメント { $comment } を無視しました
finding-name-controls = { $address } の表示名に制御文字が { $count } 個（改行を含む）あり、%HH として表示しています
finding-alt-address = リンクは代替アドレス { $alt }（RFC 5335 の alt-address）を指定していますが、使いません
finding-references-moved = References は返信先のメッセージ { $parent } を含みますが、最後（だけ）ではありません。末尾に 1 回だけ置きました（RFC 5322 §3.6.4）
finding-references-added = References が返信先のメッセージで終わっていません。末尾に { $parent } を追加しました（RFC 5322 §3.6.4）
finding-references-set = リンクに In-Reply-To はありますが、使える References がありません。返信が元のメッセージの下に整理されるよう、References を { $parent } にしました（RFC 5322 §3.6.4）
finding-in-reply-to-trimmed = In-Reply-To が { $count } 件のメッセージを指しています。最初の有効なもの { $first } だけを残しました：返信は 1 つのメッセージへの返事です
finding-invalid-percent = 2 桁の 16 進数が続かない '%' を文字の '%' として残しました{ $times ->
        [1] {""}
       *[other] （{ $times } 回）
    }
finding-invalid-utf8 = パーセントデコードしたバイトのうち UTF-8 でないものを � で表示しています{ $times ->
        [1] {""}
       *[other] （{ $times } 回）
    }
finding-legacy-charset = テキストが UTF-8 ではないため、最も可能性の高い古いエンコーディングである { $charset } として読み込まれました
finding-line-break = この項目は 1 行だけなので、改行を削除しました{ $times ->
        [1] {""}
       *[other] （{ $times } 回）
    }
finding-control = 制御文字を、目に見える %HH 表記に置き換えました{ $times ->
        [1] {""}
       *[other] （{ $times } 回）
    }
finding-encoded-word = MIME エンコードワード（RFC 2047）をデコードしました{ $times ->
        [1] {""}
       *[other] （{ $times } 回）
    }
finding-encoded-word-invalid = MIME エンコードワードに見えるテキストをデコードできなかったため、書かれたとおりに表示しています{ $times ->
        [1] {""}
       *[other] （{ $times } 回）
    }

## アドレスが使えない理由

address-one-only = アドレスはちょうど 1 つでなければなりません
address-unclosed-angle = '<' に対応する '>' がありません
address-text-after-angle = 閉じる '>' の後にテキストがあります
address-bad-alt = アドレス内の '<' は alt-address ではありません
address-hidden-character = 見えない文字 { $character } が含まれており、別のアドレスに見せかけることができます
address-unclosed-quote = 引用符で囲まれたローカル部に閉じる引用符がありません
address-no-at = '@' がありません
address-empty-local = '@' の前が空です
address-empty-domain = '@' の後のドメインが空です
address-local-too-long = '@' の前の部分が { $max } バイトを超えています
address-quoted-control = 引用符で囲まれたローカル部にタブまたは制御文字があります
address-quoted-quote = 引用符で囲まれたローカル部の中の '"' は \" とエスケープする必要があります
address-dots = '@' の前の部分の先頭か末尾にドットがあるか、ドットが 2 つ続いています
address-white-space = '@' の前の部分に空白があります（引用符で囲むか、削除してください）
address-needs-quoting = '@' の前の部分に { $character } があり、引用符で囲む必要があります
address-unclosed-literal = ドメインリテラルに閉じる ']' がありません
address-bad-literal = ドメインリテラルに使えない文字が含まれています
address-bad-domain = 「{ $domain }」は有効なドメイン名ではありません（UTS 46：ラベルは文字・数字・ハイフンからなり、空のラベルは不可、1 ラベル 63 バイトまで）
address-lettre-refuses = メールライブラリーが受け付けません（{ $detail }）

message-id-empty = 空です
message-id-form = 「{ $id }」は <id@host> 形式のメッセージ ID ではありません
message-id-no-at = 「{ $id }」に '@' がありません
message-id-invalid = 「{ $id }」は有効なメッセージ ID ではありません

## リンクの項目を使わなかった理由

drop-originator = リンクは差出人や作成日時を決められません：このプログラムは差出人、日付、メッセージ ID を常に自分で設定します（RFC 6068 §3）
drop-routing = 経路や追跡の項目はメールサーバーが設定するもので、リンクが設定することはありません（RFC 6068 §3）
drop-mime = メッセージは常に UTF-8 のプレーンテキストです。リンクが MIME 構造やエンコーディングを変えることはできません（RFC 6068 §2, §3）
drop-attachment = リンクはファイルを添付できません。ディスクからは何も読み込んでいません
drop-client-control = メールソフトへの指示（すぐに送信、コピーを保存、優先度、HTML 本文など）で、このプログラムはリンクからは決して受け付けません
drop-unknown = リンクが設定してよい項目ではありません：未知の項目は、画面に表示されないヘッダーを追加するおそれがあります（RFC 6068 §3, §4）
drop-malformed = 値を使用できません：{ $why }
drop-repeated = リンクがこの項目を複数回設定しています。最後の値だけを使います

## メッセージについての警告と注意

notice-hidden-recipient = このリンクは、他の宛先からは見えない非表示の宛先（Bcc）を { $count } 件追加します：{ $names }
notice-many-recipients = このメッセージは { $count } 件の宛先に送られます
notice-invalid-address = 「{ $address }」には送信できません：{ $problem }
notice-numeric-recipient = 「{ $text }」は数字だけで、ポート番号や電話番号のようです。アドレスではありません
notice-display-name-address = 名前「{ $name }」はアドレスのように見えますが、メールは { $address } に送られます
notice-name-mixed-script = 名前「{ $name }」の「{ $word }」は複数の文字体系を混ぜており、ラテン文字で書いた「{ $looks-like }」のように見えます。メールは { $address } に送られます
notice-local-part-address = アドレス { $address } はアドレス { $shown } で始まっていますが、メールはドメイン { $domain } に送られます
notice-smtputf8 = { $address } のローカル部に ASCII 以外の文字があります：SMTPUTF8 対応のサーバー経由でしか送信できません
notice-international-domain = { $address } は { $ascii } として送信されます
notice-label-symbols = ドメインラベル「{ $label }」に名前には使われない文字が含まれています：別のドメインを装っている可能性があります。メールは { $ascii } に送られます
notice-mixed-script = ドメインラベル「{ $label }」は複数の文字体系を混ぜています：別のドメインを装っている可能性があります。メールは { $ascii } に送られます
notice-mixed-script-looks-like = ドメインラベル「{ $label }」は複数の文字体系を混ぜており、ラテン文字で書いた「{ $looks-like }」のように見えます。別のドメインを装っている可能性があります。メールは { $ascii } に送られます
notice-confusable-domain = ドメインラベル「{ $label }」は別の文字体系で書かれており、ラテン文字で書いた「{ $looks-like }」のように見えます。メールはそのドメインではなく { $ascii } に送られます
notice-idna-deviation = ドメイン { $domain } には { $characters } が含まれており、古いソフトウェア（IDNA2003）はこれを別の文字として読むため { $other } に送信します。このプログラムは { $ascii } に送信します
notice-bidi-control = テキストの表示順序を入れ替える制御文字が含まれているため、画面に表示される内容が実際に書かれている内容と異なる可能性があります：{ $text }
notice-direction-mark = 右から左に書くテキストの横に句読点や数字を置く方向マークが含まれています：{ $text }
notice-invisible = 見えない文字が含まれています：{ $text }
notice-blank-lines = { $blank } 行の空行によって、続きのテキストが { $line } 行目まで押し下げられています：本文を最後までスクロールして読んでください
notice-top-domain = ドメイン { $domain } は { $top } に見えますが、別のドメインです。メールは { $ascii } に送られます
domain-known-button = このドメインを知っています
domain-known-hover = { $domain } は実際にやり取りしているドメインです。ここと今後のウィンドウで、別のドメインに似ているという警告を出さず、そのアドレスを再び候補に表示します
notice-local-symbols = { $address } の '@' の前の部分には文字ではない記号が含まれており、「{ $looks-like }」に見えます。メールは別のメールボックスに送られます
notice-local-mixed-script = { $address } の '@' の前の部分は複数の文字体系を混ぜています。別のアドレスを装っている可能性があります
notice-local-mixed-script-looks-like = { $address } の '@' の前の部分は複数の文字体系を混ぜており、ラテン文字で書いた「{ $looks-like }」に見えます。メールは別のメールボックスに送られます
notice-local-confusable = { $address } の '@' の前の部分はラテン文字で書いた「{ $looks-like }」に見えますが、別の文字で書かれています。メールは別のメールボックスに送られます
notice-local-compatibility = { $address } の '@' の前の部分は特殊な形の文字（全角文字や数学用の文字など）で書かれており、「{ $looks-like }」と読めます。メールは別のメールボックスに送られます
notice-indent = { $line } 行目は { $spaces } 個の空白で始まり、テキストが見えない位置まで押し出されています

## メッセージを作成できない理由

message-no-recipients = メッセージに宛先がありません：宛先、Cc、Bcc のいずれかにアドレスを追加してください
message-no-sender = アカウント「{ $account }」に送信元のメールアドレスがありません：email = "..." を追加してください
message-invalid-recipient = { $field } のアドレス「{ $address }」は使用できません：{ $problem }。送信前に修正してください
message-invalid-sender = 差出人「{ $sender }」は使用できません：{ $problem }。アカウントの email を me@example.net のような 1 つのアドレスにしてください
message-unsafe-header = { $field } に、隠れたヘッダーを追加しうる改行または制御文字が含まれています。削除してください
message-build = メッセージを作成できませんでした：{ $detail }

## メッセージが送信されなかった理由

send-host-not-found = メールサーバー { $host } が見つかりませんでした：設定の host とネットワーク接続を確認してください
send-connection-refused = メールサーバー { $host }:{ $port } が接続を拒否しました：設定の host、port、security を確認してください
send-timed-out = メールサーバー { $host } は、{ $step }、{ $seconds } 秒以内に応答しませんでした。後で再試行するか、設定の timeout を大きくしてください
send-tls = { $host } への安全な接続に失敗しました：{ $detail }
send-no-starttls = メールサーバー { $host } は STARTTLS を提供していないため、接続を暗号化できません：security = "tls"（通常はポート 465）を使うか、プロバイダーに問い合わせてください
send-auth-rejected = メールサーバーが { $user } のログインを拒否しました（{ $reply }）：設定のユーザー名とパスワードの取得元を確認してください
send-auth-unsupported = メールサーバー { $host } は、このプログラムが対応するログイン方式を提供していません（{ $methods }）。host と security を確認してください
send-sign-in-rejected = メールサーバー { $host } が { $user } のサインインを受け付けませんでした：{ $advice }
send-sign-in-rejected-reply = メールサーバー { $host } が { $user } のサインインを受け付けませんでした（{ $reply }）：{ $advice }
send-advice-sign-in-again = もう一度サインインしてください（ウィンドウの「サインイン」または `mailto-preview config sign-in`）。サーバーの応答が SMTP サインインは無効だと言っている場合は、メールボックスの管理者が SMTP AUTH を有効にする必要があります
send-advice-fresh-token = もう一度サインインしてください（oauth2.token-command から新しいトークンを取得）。サーバーの応答が SMTP サインインは無効だと言っている場合は、メールボックスの管理者が SMTP AUTH を有効にする必要があります
send-recipient-rejected = メールサーバーが宛先 { $address } を拒否しました（{ $reply }）：アドレスを修正して再送信してください
send-sender-rejected = メールサーバーが差出人 { $address } を拒否しました（{ $reply }）：アカウントの email は、このログインで送信が許されたアドレスでなければなりません
send-message-rejected = メールサーバーがメッセージを拒否しました（{ $reply }）
send-temporarily-unavailable = メールサーバーは今はメッセージを受け付けられません（{ $reply }）：メッセージは保存されています。後で再試行してください
send-no-smtputf8 = メールサーバー { $host } は、アドレス { $address } に必要な SMTPUTF8 に対応していません：ASCII のアドレスを使うか、別のサーバーを使ってください
send-connection = { $step }、{ $host } への接続が切れました（{ $detail }）。メッセージは配送されていない可能性があります。保存されているので再試行してください
send-hands-over = アカウント「{ $account }」は自分では送信せず、メッセージを { $target } に引き渡します：サーバーのあるアカウントを選ぶか、「他で開く」を使ってください
send-no-account = 設定にアカウント「{ $account }」がもうありません：もう一度追加するか、mailto-preview queue --cancel でメッセージを取り戻して別のアカウントから送信してください
send-sendmail = { $program } が失敗しました：{ $detail }
send-envelope = アドレス { $address } はエンベロープに使用できません：{ $detail }
deliver-not-saved = 送信前にメッセージを保存できなかったため、送信しませんでした：{ $error }
deliver-not-sent = { $error }（メッセージは { $path } に保存されています）
deliver-undone = 何も送信されないうちに送信を取り消しました。メッセージは { $path } に保存されています
deliver-interrupted = 送信が予期せず止まったため、サーバーがメッセージを受け取ったかどうか分かりません。{ $path } に保存されています：再送信する前に送信済みトレイを確認してください

## メールボックスの送信済みトレイにあるコピー（IMAP）

filing-filed = コピーは { $folder } にあります
filing-by-provider = コピーはプロバイダーが送信済みトレイに保存します
filing-failed = ただし、コピーは送信済みトレイに保存されていません：{ $error }。二重に送信されてはいません。コピーは待機しており、「保存を再試行」を押すか、このアカウントで次のメッセージを送信すると保存されます
filing-retry = 保存を再試行
filing-retry-hover = コピーを送信済みトレイに保存します。メッセージは再送信されません
filing-unreadable = 保存待ちのコピーを読み取れません：{ $detail }
filing-no-account = これを送信したアカウント「{ $account }」が設定にないか、[imap] テーブルがありません：アカウントを追加し直すか、未保存のコピーのフォルダーからコピーを削除してください
file-no-mailbox = アカウント「{ $account }」にメールボックスがありません：サーバー（host）を指定した [accounts.{ $account }.imap] テーブルを追加してください
file-host-not-found = メールボックスサーバー { $host } が見つかりませんでした：設定の imap.host とネットワーク接続を確認してください
file-connection-refused = メールボックスサーバー { $host }:{ $port } が接続を拒否しました：設定の imap.host、imap.port、imap.security を確認してください
file-timed-out = メールボックスサーバー { $host } が { $seconds } 秒以内に応答しませんでした：後で再試行するか、設定の timeout を大きくしてください
file-tls = メールボックスサーバー { $host } への安全な接続に失敗しました：{ $detail }
file-no-starttls = メールボックスサーバー { $host } が STARTTLS を拒否したため、接続を暗号化できません：imap.security = "tls"（通常はポート 993）を使ってください
file-no-login = メールボックスサーバー { $host } はログインを必要としますが、アカウントにログイン情報がありません：username とパスワードの取得元（または imap.username と imap.password）を設定してください
file-login-rejected = メールボックスサーバーが { $user } のログインを拒否しました（{ $reply }）：ユーザー名とパスワードを確認してください（メールボックス専用のものがある場合は imap.username と imap.password）
file-sign-in-rejected = メールボックスサーバー { $host } が { $user } のサインインを受け付けませんでした（{ $reply }）：もう一度サインインしてください（`mailto-preview config sign-in`）。Outlook.com と Microsoft 365 では、サインインに IMAP の権限が必要です（README「Sent mail in your mailbox」）
file-no-sent-folder = { $host } のメールボックスには送信済みトレイとして示されたフォルダーがなく、一般的な名前のフォルダーもありません：設定の imap.{ $key } でフォルダーを指定してください（フォルダー：{ $seen }）
file-no-drafts-folder = { $host } のメールボックスには下書きとして示されたフォルダーがなく、一般的な名前のフォルダーもありません：設定の imap.{ $key } でフォルダーを指定してください（フォルダー：{ $seen }）
file-no-such-folder = imap.{ $key } が指定するフォルダー「{ $name }」は { $host } のメールボックスにありません：設定で修正してください（フォルダー：{ $seen }）
file-refused = メールボックスサーバーはメッセージを { $folder } に保存しませんでした
file-refused-reply = メールボックスサーバーはメッセージを { $folder } に保存しませんでした（{ $reply }）
file-too-much = メールボックスサーバー { $host } がメールボックスに必要な量をはるかに超えるデータを送ってきたため、接続を停止しました
file-connection = メールボックスサーバー { $host } との接続が切れました（{ $detail }）

## リンクを開けない理由

parse-not-mailto = これは mailto: リンクではありません（「{ $given }」で始まっています）。開けるのは「mailto:」で始まるリンクだけです
parse-too-long = リンクの長さは { $length } バイトで、ブラウザーが渡す上限 { $cap } バイト（2 MiB）を超えています。開きませんでした
policy-too-many-recipients = リンクは { $found } 件の宛先に送信しようとしています。リンクが指定できる上限 { $cap } 件を超えているため、開きませんでした
policy-line-too-long = リンクの { $field } は { $found } 文字で、リンクが設定できる上限 { $cap } 文字を超えているため、開きませんでした
policy-body-too-large = リンクの本文は { $found } バイトで、リンクが設定できる上限 { $cap } バイト（1 MiB）を超えているため、開きませんでした
policy-too-many-fields = リンクには { $found } 個のヘッダー項目があり、上限 { $cap } 個を超えているため、開きませんでした

## パスワード、キーリング、サインイン

what-password-command = パスワードコマンド
what-token-command = トークンコマンド
password-not-run = { $what } `{ $command }` を実行できません：{ $detail }。設定の { $key } を確認してください
password-failed = { $what } `{ $command }` が失敗しました（{ $status }）{ $stderr }。理由を見るには端末で実行してください
password-timed-out = { $what } `{ $command }` が { $seconds } 秒以内に終わらなかったため、停止しました
password-empty = { $what } `{ $command }` の 1 行目に何も出力されませんでした
password-env-missing = 環境変数 { $var } が設定されていません：起動前に設定するか、別のパスワードの取得元を使ってください
goa-gone = アカウント { $account } は GNOME オンラインアカウントにもうありません：「設定」→「オンラインアカウント」で追加し直すか、別の差出人を選んでください
goa-sign-in-again = 「設定」→「オンラインアカウント」で { $account } にもう一度サインインしてから、「再試行」を押してください（{ $detail }）
goa-bus = GNOME オンラインアカウントが応答しませんでした：{ $detail }
goa-unsupported = GNOME オンラインアカウントは Linux デスクトップでのみ使えます
goa-settings-not-opened = GNOME の「設定」を開けませんでした（{ $error }）。「設定」→「オンラインアカウント」をご自身で開いてください。そこにアカウントが追加されると、このウィンドウが見つけます。
goa-open-settings = オンラインアカウントを開く
goa-open-settings-hover = GNOME の「設定」で「オンラインアカウント」を開きます。そこでもう一度サインインしてから、「再試行」を押してください
keyring-unavailable = システムのキーリングに接続できません（{ $detail }）：GNOME Keyring か KWallet を起動してロックを解除するか、パスワードを別の方法で保管してください（パスワードコマンドまたは環境変数）
keyring-no-password = システムのキーリングに「{ $user }」のパスワードがありません（サービス「{ $service }」）：`mailto-preview config password` で保存するか、ウィンドウでアカウントを設定し直してください
keyring-no-sign-in = システムのキーリングに「{ $user }」のサインイン情報がありません（サービス「{ $service }」）：`mailto-preview config sign-in` でサインインするか、ウィンドウでアカウントを設定し直してください
keyring-failed = システムのキーリングが拒否しました：{ $detail }
sign-in-not-yet = このコンピューターでは、まだ { $user } として { $issuer } にサインインしていません：ウィンドウで「サインイン」を選ぶか、`mailto-preview config sign-in` を実行してください
sign-in-expired = { $user } の { $issuer } へのサインインは期限切れか取り消されました：もう一度サインインしてください
sign-in-refused = { $issuer } がサインインを拒否しました：{ $error }
sign-in-denied = ブラウザーでのサインインが完了しませんでした（{ $error }）：もう一度サインインしてください
sign-in-unreachable = サインインサーバー { $host } に接続できません：{ $detail }。接続を確認して再試行してください
sign-in-browser-timed-out = { $minutes } 分以内にブラウザーから応答がありませんでした：もう一度サインインしてください
sign-in-code-expired = コードが時間内に入力されませんでした：新しいコードを得るには、もう一度サインインしてください
sign-in-cancelled = サインインはキャンセルされました
sign-in-listener = 127.0.0.1 でブラウザーの応答を待てません（{ $detail }）：このコンピューターでローカル接続を妨げているものがないか確認してください。Microsoft アカウントなら、`mailto-preview config sign-in --code` で別のデバイスからサインインできます
sign-in-settings = { $detail }
sign-in-no-device-flow = { $issuer } には、メール用に別のデバイスでコードを入力するサインインがありません：ブラウザーでサインインしてください
discover-not-an-address = 「{ $text }」はメールアドレスではありません：me@example.org のようなアドレスを入力してください
discover-cancelled = 検索はキャンセルされました

## ディスク上の下書きと引き渡し

store-no-data-dir = 下書きを保存するデータディレクトリが見つかりません（HOME は設定されていますか？）
store-io = { $path } を使用できません：{ $detail }
store-saved-link = { $path } は引き渡しが始まらなかった後に保存されたリンクで、メッセージではありません：`mailto-preview - < { $path }` でもう一度開いてください
store-envelope = { $path } の横に読み取れるエンベロープがありません（{ $detail }）。このままでは送信できません
open-with-unknown = 「{ $id }」は Web メール（gmail、outlook、office365、yahoo、proton）でも、インストール済みのメールソフトでもありません：使えるものは `mailto-preview open-with --list` で表示されます
open-with-no-recipient = メッセージに宛先がありません：引き渡す前に追加してください
open-with-invalid-address = アドレス「{ $address }」は無効です：メッセージを引き渡す前に修正してください
open-with-encode = メッセージをリンクとして書けません：{ $detail }
open-with-bad-entry = { $program } のデスクトップエントリーを実行できません：{ $detail }
launch-start = { $program } を起動できませんでした（{ $detail }）：インストールされていますか？
launch-failed = { $program } はすぐに { $status } で終了しました：メッセージは引き渡されていません
launch-portal = デスクトップポータルがページを開けませんでした（{ $detail }）
launch-unsupported = このシステムでは Web ページを開く機能に対応していません
launch-files = 添付ファイルをプログラム用に { $path } へ書き込めませんでした：{ $detail }
handoff-no-keywords = Keywords 項目は { $target } に渡されません：メールソフトはリンクからこれを受け取りません。
handoff-too-long-program = メッセージが長すぎて { $target } に一度に渡せないため（{ $length } 文字、システムの上限は { $max } 文字）、本文は含まれていません：そちらのメッセージに貼り付けてください。
handoff-no-bcc = { $target } はリンクから Bcc を受け取りません：送信する前に、そちらで { $bcc } を Bcc に追加してください。
handoff-no-files = { $target } はこの方法ではファイルを受け取れません。{ $count } 個のファイルを { $target } で添付してください（{ $files }）。
handoff-open-folder = フォルダーを開く
handoff-too-long-webmail = メッセージが長すぎて { $target } の作成リンクに収まらないため（{ $length } 文字、上限は約 { $max } 文字）、本文は含まれていません：そちらのメッセージに貼り付けてください。
handoff-plus-becomes-space = { $target } はアドレス中の「+」を空白に変えることがあります：送信する前に、そちらで宛先を確認してください。
handoff-no-threading = { $target } はリンクから In-Reply-To や References を受け取れません：メッセージは返信としてスレッドにまとめられません。

## メールハンドラーとしての登録と、ログイン時の起動

desktop-no-home = ホームディレクトリが分かりません：HOME を設定してください
desktop-own-path = プログラム自身のパスが見つかりません（{ $detail }）。フルパスで実行してください
desktop-unwritable-path = プログラムのパス { $path } はデスクトップエントリーに書けません（UTF-8 でないか、制御文字を含んでいます）。プログラムを単純なパスに移動してください
desktop-io = { $path } を使用できませんでした：{ $detail }
desktop-system = { $detail }
desktop-unsupported = このシステムではメールハンドラーの登録に対応していません
handoff-lost = 引き渡しが予期せず止まりました
unavailable-unusable = リンクが使用できません
unavailable-no-account = 正確なメッセージを見るにはアカウントを設定してください
save-no-store = 下書き用のデータディレクトリがありません

## サーバーが見つかった場所

source-providers = 内蔵のプロバイダー一覧
source-autoconfig = ドメインの autoconfig サーバー
source-well-known = ドメインの Web サーバー（well-known autoconfig）
source-mx = ドメインのメールエクスチェンジャー（MX）
source-srv = ドメインの SRV レコード
source-ispdb = Thunderbird の ISPDB
discover-other-domain = { $domain } のメールは { $host } を経由して送信されます

## Provider notes
provider-note-gmail = Google では、アプリパスワード（2 段階認証プロセスを有効にした場合）または Google でのサインインが使えます。通常のパスワードは使えません。
provider-note-outlook = Outlook.com は Microsoft でのサインイン（OAuth 2.0）のみ受け付けます。パスワードは 2024 年 9 月から使えなくなりました。
provider-note-office365 = Microsoft 365 では、管理者がメールボックスの SMTP 送信を許可している必要があります。パスワードは 2026 年 12 月末から既定で使えなくなり、Microsoft でのサインインは引き続き使えます。
provider-note-app-password = { $provider } ではメールソフト用のアプリパスワードが必要です。通常のパスワードは使えません。
provider-note-app-specific-password = { $provider } ではアプリ専用パスワードが必要です（2 要素認証を有効にした場合）。
provider-note-zoho = 2 要素認証を有効にすると、Zoho ではアプリ専用パスワードが必要です。組織の独自ドメインは { $host } を使います。
provider-note-proton-bridge = このコンピューターで Proton Mail Bridge が動いている必要があります。Bridge が表示するパスワードを使い、その証明書を信頼してください（tls-ca = Bridge が書き出す証明書）。
provider-note-proton-smtp = Proton の設定で発行した SMTP トークンを使う、独自ドメインのアドレス専用です。この方法で送ったメールはエンドツーエンドで暗号化されません。
provider-note-switch-on-access = 先に { $provider } の設定で POP3/IMAP アクセスを有効にしてください。
provider-note-yandex = Yandex ではアプリパスワードが必要で、「設定」の「メールクライアント」でメールソフトを有効にする必要があります。

## Attached files: exact sizes and the limits of servers

size-bytes-exact = { $count ->
       *[other] { $shown } バイト
    }
message-attachment-elided = { "[" }{ $name }: { $size }、base64 で { $encoded }]
too-big = メッセージのサイズは { $size } ですが、{ $server } が受け付けるのは { $limit } までです
send-too-big-reply = メッセージのサイズ { $size } は { $server } が受け付ける大きさを超えています（{ $reply }）
file-too-big = メッセージのサイズは { $size } ですが、{ $host } が { $folder } に保存できるのは { $limit } までです
filing-too-big = ただし、コピーは送信済みトレイに保存されていません：{ $error }
provider-refuses-type = { $provider } は { $name } のようなファイルを送れません（安全のためこの種類をブロックしています）。メッセージは返送されるので、ファイルは別の方法で送ってください

## アカウントの送信方法

server-smtp = { $host }:{ $port }（{ $security }）
server-no-encryption = 暗号化なし
server-sendmail = { $program }（ローカルの sendmail）
server-desktop = GNOME オンラインアカウント
server-handoff = { $target }（引き渡してそちらで送信）

## スペルチェック（src/spelling）：メニューと通知
spelling-add = 辞書に追加
spelling-ignore = 無視
spelling-no-suggestions = 候補なし
spelling-misspelt = スペルミス：{ $word }
spelling-automatic = スペルチェック：本文の言語
spelling-language = スペルチェック：{ $language }
spelling-off = スペルチェック：オフ
spelling-no-dictionary = 「{ $language }」のスペルチェック辞書がインストールされていないため、この言語で書かれたテキストはチェックされません。辞書をインストールするとチェックされるようになります（Debian と Ubuntu ではパッケージ { $package }）。
spelling-unreadable = スペル辞書 { $path } を読み込めません：{ $detail }
spelling-encoding = スペル辞書 { $path } を読み込めません：{ $encoding } でエンコードされています。UTF-8 版なら読み込めます
spelling-personal-list = 単語をユーザー辞書 { $path } に追加できません：{ $detail }
spelling-not-a-word = 「{ $word }」は 1 つの単語ではないため、辞書に追加できません
spelling-no-thread = スペルはチェックされません：チェック用のスレッドを開始できませんでした（{ $detail }）

## 入力中に候補として表示する宛先（src/contacts）
contacts-offers = 候補 { $count } 件
contacts-forget = このアドレスを削除
contacts-forget-hover = このアドレスを削除（{ $shortcut }）
contacts-source-sent = 送信 { $count } 回
contacts-source-book = アドレス帳「{ $book }」から
contacts-no-data-dir = 宛先を記憶するデータディレクトリが見つかりません（HOME は設定されていますか？）
contacts-io = { $path } を使用できません：{ $detail }
contacts-unreadable = { $path } はこのプログラムが読める宛先リストではありません（{ $detail }）。ファイルはそのままにしてあり、移動されるまで宛先は記憶されません
contacts-evolution = Evolution のアドレス帳（GNOME 連絡先）を読み込めません：{ $detail }

## キュー：後で送るために保存されたメッセージ（後で送信、オンラインになったら送信）と、
## ウィンドウを閉じた後にそれらがどうなったかを知らせる通知
queue-not-found = キューに ID が { $id } のものはありません：待機中のものは mailto-preview queue で一覧できます
queue-busy = { $id } は別の Mailto Preview が送信中です：少ししてから mailto-preview queue で確認してください
queue-entry = キュー内のメッセージの記録 { $path } を読み込めません（{ $detail }）：メッセージ本体はその隣に残っています
queue-sent-title = { $recipients } に送信しました
queue-sent-body = 「{ $subject }」を予定どおり送信しました。
queue-not-sent-title = { $recipients } に送信できませんでした
queue-refused-body = 「{ $subject }」は拒否されました：{ $error }。メッセージは保存されています。サーバーが示す問題を直してから mailto-preview queue --send-now { $id } で送信するか、--cancel { $id } で取り戻してください。
queue-uncertain-body = 「{ $subject }」の送信中に接続が切れたため、届いている可能性があります。メッセージは保存されており、自動で再送信されることはありません。届いていなければ mailto-preview queue --send-now { $id } で送信してください。
queue-interrupted-body = 「{ $subject }」の送信中に Mailto Preview が停止したため、届いている可能性があります。メッセージは保存されており、自動で再送信されることはありません。届いていなければ mailto-preview queue --send-now { $id } で送信してください。
queue-gave-up-body = 「{ $subject }」を 1 日にわたって送信できませんでした：{ $error }。メッセージは保存されています。オンラインに戻ったら mailto-preview queue --send-now { $id } で送信してください。

## OpenPGP：本人の GnuPG 鍵による署名と暗号化

# 送信時に GnuPG の出力が入る箇所で、送信される正確なメッセージに表示するもの
openpgp-pending-micalg = { "[" }GnuPG が署名に使うハッシュ（pgp-sha256 など）]
openpgp-pending-signature = { "[" }送信時に GnuPG があなたの鍵で作成する署名]
openpgp-pending-encrypted = { "[" }送信時に GnuPG が署名・暗号化するメッセージの本文とファイル]
openpgp-pending-autocrypt = { "[" }送信時に GnuPG から取得するあなたの公開鍵]
openpgp-not-a-fingerprint = 「{ $text }」は鍵のフィンガープリントではありません：gpg --list-secret-keys で表示される 40 桁の 16 進数を書いてください
openpgp-missing = GnuPG がインストールされていない（{ $program } プログラムが見つかりません）ため、署名も暗号化もできません。GnuPG をインストールするか、このメッセージの「署名」をオフにしてください
openpgp-not-run = { $program } を実行できませんでした：{ $detail }
openpgp-cancelled = 署名がキャンセルされたため、何も送信されていません
openpgp-bad-passphrase = GnuPG がパスフレーズを受け付けなかったため、何も送信されていません
openpgp-no-pinentry = GnuPG がパスフレーズを尋ねられなかった（ここでは pinentry プログラムを開けません）ため、何も送信されていません
openpgp-no-secret-key = GnuPG に、署名に使える秘密鍵 { $key } がありません。このアカウントの openpgp.key を確認するか、鍵を GnuPG にインポートしてください
openpgp-recipient-refused = GnuPG は { $key } 宛てに暗号化しません：{ $reason }
openpgp-failed = GnuPG がメッセージを署名または暗号化できなかった（{ $detail }）ため、何も送信されていません
openpgp-key-not-found = 鍵が見つかりません
openpgp-key-revoked = 鍵は失効しています
openpgp-key-expired = 鍵の有効期限が切れています
openpgp-key-wrong-usage = この鍵はこの用途に使えません
openpgp-key-not-trusted = 鍵が信頼されていません
openpgp-key-disabled = 鍵は無効化されています
openpgp-key-unusable = 鍵を使用できません
step-signing = あなたの鍵で署名中
step-passphrase = GnuPG の入力画面でパスフレーズを待機中
step-held = 取り消せるよう、送信前に待機中
step-while-signing = 署名中に
step-while-passphrase = パスフレーズの入力待ちの間に
openpgp-key-usable = 鍵を使用できます
openpgp-key-not-certified = この鍵がこのアドレスのものであることを、あなたが信頼する人は誰も確認していません
openpgp-sign = 署名
openpgp-sign-hover = あなたの鍵 { $key } で署名します。受信者は、メッセージがあなたから送られ、改変されていないことを確認できます
openpgp-encrypt = 暗号化
openpgp-encrypt-hover = 各受信者の鍵とあなたの鍵で暗号化します。本文とファイルを読めるのは、あなたと受信者だけです
openpgp-cannot-encrypt = 暗号化するには、すべての受信者について使用可能な鍵が必要です：
openpgp-headers-readable = 件名、アドレス、日付はメールサーバーから読める状態のままです。暗号化されるのは本文とファイルだけです。
openpgp-unsigned-because = このメッセージは署名なしで送信されます：{ $reason }
openpgp-no-signer = GnuPG に署名に使える秘密鍵 { $key } がないため、このメッセージは署名なしで送信されます。このアカウントの openpgp.key を確認してください。
openpgp-recipient-lacks = { $address }：{ $reason }
openpgp-key-of = 鍵 { $key }、「{ $user }」
openpgp-use-key = この鍵を使う
openpgp-use-key-hover = あなたが信頼する人は誰もこの鍵が本人のものだと確認していませんが、今後 { $address } へはこの鍵で暗号化します
openpgp-find-key = 鍵を探す
openpgp-find-key-hover = インターネット経由で { $domain } に { $address } の鍵を問い合わせます（Web Key Directory）
openpgp-found = { $address } の鍵 { $key } が見つかり、GnuPG の鍵に追加されました。
openpgp-not-found = { $address } の鍵は見つかりませんでした。
openpgp-accept-failed = 鍵を記憶できませんでした：{ $error }
openpgp-gnupg-missing = GnuPG がインストールされていないため、このメッセージは署名なしで送信されます。あなたの鍵 { $key } で署名するには、GnuPG をインストールしてください。
step-while-held = 送信前の待機中に
openpgp-signer-refused = GnuPG はあなたの鍵 { $key } で署名しません：{ $reason }。何も送信されていません
blocker-cannot-encrypt = 「暗号化」がオンですが、使用可能な鍵がない受信者がいます：「暗号化」をオフにするか、その受信者を削除してください
openpgp-signer-cannot-encrypt = あなたの鍵 { $key } には暗号化に使える部分がないため、メッセージを暗号化できません（送信済みトレイで読めるよう、メッセージはあなた宛てにも暗号化されます）。
