## Mailto Preview: Simplified Chinese (zh-CN).
## Machine-assisted translation by the Mailto Preview developers; to be reviewed by native speakers.

## 窗口

window-heading = 有链接想要发送一封电子邮件
window-title = 发送邮件给 { $recipient }？
window-title-more = 发送邮件给 { $recipient } 及另外 { $more } 人？
window-title-none = 发送邮件？
window-title-unusable = 无法使用的邮件链接
window-waiting = 正在等待系统传来的邮件链接…
window-next-link = 正在打开下一个邮件链接…
unusable-heading = 此邮件链接无法使用

from-label = 发件人：
from-account = { $name } <{ $address }>，经由 { $server }
from-account-handoff = { $server } 中的 { $address }
from-account-goa = { $name } <{ $address }>（GNOME 在线账户）
from-looking = 正在查找此桌面环境中的账户…
from-choose = 选择发件人…
from-you = 您
from-hover = 发送此邮件的账户
from-plaintext = 警告：此账户发送时不加密
from-unchecked-certificate = 警告：由于此账户在“在线账户”中如此设置，服务器的证书不会被检查：您与服务器之间的任何人都可能读取或更改这封邮件
config-broken = 配置无法使用：{ $error }

field-to = 收件人
field-cc = 抄送
field-bcc = 密送
field-subject = 主题
field-body = 正文（{ $lines } 行）
field-recipients-hint = name@example.org, ...
field-warning = 警告：{ $message }
field-changed = 与链接相比已更改：{ $message }

ignored-heading = 链接中被忽略的项（{ $count }）
ignored-nothing = 无：此链接只设置了链接允许设置的字段。
original-link = 原始链接
copy-link = 复制链接
exact-message = 将发送的完整邮件
handoff-receives = { $target } 将收到的内容
settings-heading = 设置
settings-resident = 登录时启动并在后台运行，让链接立即打开
settings-resident-hover = 安装一个登录启动项，在无窗口状态下启动 Mailto Preview；等待时约占 30 MiB

## 按钮

action-send = 发送
action-retry = 重试
action-open-in = 在 { $target } 中打开
action-open-in-menu = 在…中打开
action-cancel = 取消
action-save-draft = 保存草稿
action-copy-text = 复制为文本
action-send-hover = 立即发送此邮件（{ $shortcut }）
action-handoff-hover = 立即移交此邮件（{ $shortcut }）
action-cancel-hover = 关闭且不发送（{ $shortcut }）
action-save-hover = 保存在草稿文件夹中（{ $shortcut }）
open-in-hover = 将此邮件按当前内容移交给网页邮箱或其他邮件程序
open-in-webmail = 在网页浏览器中
open-in-programs = 在邮件程序中
open-in-none = （未安装）
unavailable = 不可用：{ $reason }
blocker-no-account = 请先设置账户
blocker-no-recipient = 请添加收件人
blocker-invalid-address = 请先更正无效的地址
blocker-unfinished-address = 请先输入完正在键入的地址
blocker-choose-sender = 请选择发送邮件的账户（发件人）
blocker-busy = 邮件正在发送
blocker-just-opened = 请稍候…
handoff-note = 注意：{ $note }
section-open = 已展开
section-closed = 已收起

## 按键，按本语言键盘上的标注

key-ctrl = Ctrl
key-enter = Enter
key-esc = Esc
key-s = S
key-a = A
key-z = Z
key-shift = Shift
key-delete = Delete
shortcut = { $modifier }+{ $key }

## 对话框

discard-title = 丢弃更改？
discard-question = 您已编辑此邮件。不发送也不保存就关闭吗？
discard = 丢弃
discard-save = 保存草稿并关闭
discard-keep = 继续编辑
handoff-title = 在 { $target } 中打开？
back = 返回

## 发生了什么（状态栏）

status-sending = 正在发送：{ $step }…
status-held = 即将发送。按“撤销”（Ctrl+Z 或 Esc）可取消发送。
status-undone = 未发送：您已撤销发送。邮件保持原样，可以继续编辑（草稿文件夹中有一份副本）。
hold-countdown = { $seconds } 秒后发送
action-undo = 撤销
action-send-later = 稍后发送…
action-send-later-hover = 选择发送时间：在此之前，邮件会连同其文件的副本在队列中等待
later-in-an-hour = 1 小时后
later-tomorrow = 明天 { $time }
later-monday = 星期一 { $time }
later-choose = 选择日期和时间…
later-day = 日期
later-hour = 时
later-minute = 分
later-schedule = 在此时间发送
later-weekday = { $day ->
        [1] 星期一
        [2] 星期二
        [3] 星期三
        [4] 星期四
        [5] 星期五
        [6] 星期六
       *[7] 星期日
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
later-date = { $year }年{ $month }{ $day }日 { $weekday }
later-date-time = { $date } { $time }
later-goes = 将于 { $when } 发送。
later-skipped = 当晚时钟会拨快，因此不存在 { $asked } 这个时间：邮件将在 { $time } 发送。
later-repeated = 当晚时钟会拨回，因此 { $time } 会出现两次：邮件将在第一次到达该时间时发送。
later-past = 该时间已过：请选择更晚的时间
later-lost = 将邮件放入队列的操作在报告结果之前就停止了：请查看 mailto-preview queue
status-scheduling = 正在将邮件放入队列…
status-scheduled = 已安排在 { $when } 发送。邮件及其文件的副本（{ $size }）在队列中等待；您可以关闭此窗口。
status-scheduled-no-timer = 已安排在 { $when } 发送（队列中保存了 { $size }）。此系统上没有任何机制能在那时启动 Mailto Preview，因此只有届时 Mailto Preview 正在运行，邮件才会按时发送；否则将在 Mailto Preview 下次不带链接启动时发送。
status-not-scheduled = 未能安排发送：{ $error }
status-taking-back = 正在从队列中取回邮件…
status-not-taken-back = 邮件仍在队列中：{ $error }
status-taken-back = 邮件已从队列中取回，可以在此编辑（草稿文件夹中有一份副本）。
action-take-back = 重新编辑
action-take-back-hover = 将邮件从队列中取回到此窗口
action-close = 关闭
action-send-when-online = 联网后发送
action-send-when-online-hover = 将邮件保留在队列中，待这台电脑重新联网后自动发送
status-waiting-online = 正在等待网络：这台电脑重新联网后，邮件会自动发出（队列中保存了 { $size }）。您可以关闭此窗口。
action-undo-hover = 撤销发送：不会发出任何内容，邮件保持原样，可以继续编辑（{ $shortcut }）
status-sent = 已发送给 { $count } 位收件人
status-sent-and = { $sent }，{ $filing }
status-filing = 正在将副本放入“已发送消息”文件夹…
status-filed = 副本现已在 { $folder } 中。
status-not-filed = 仍未放入“已发送消息”文件夹：{ $error }。副本在等待；邮件不会再次发送。
status-saving-to-server = 已保存为 { $path }；正在放入邮箱的草稿文件夹…
status-saved-to-server = 已保存为 { $path }，并已存入邮箱的 { $folder }
status-not-saved-to-server = 已保存为 { $path }，但未存入邮箱的草稿文件夹：{ $error }
status-not-sent = 未发送：{ $error }
status-not-sent-saved = 未发送：{ $error }。邮件已保存为 { $path }。
status-no-store = 没有保存草稿的位置（没有数据目录）；未发送。
status-stopped-waiting = 已停止等待服务器。如果服务器已经接收了邮件，它仍可能被投递；否则邮件在草稿文件夹中（mailto-preview drafts）。
status-saved = 已保存为 { $path }
status-not-saved = 未保存：{ $error }
status-copied = 已将邮件复制为文本
status-saving = 正在保存草稿…
attach-vanished = { $path } 已不存在；请重新添加或将其移除
attach-changed = { $path } 在添加后已更改；请重新添加，以发送其当前内容
attach-unreadable = 无法读取 { $path }：{ $detail }
attach-reminder-words = 附件, 附上, 随附, 另附, 附在邮件, 附在本邮件, 附在信中, 邮件中附有, 随信附有
attach-reminder-not = 附件炎, 双侧附件, 左侧附件, 右侧附件, 子宫附件, 卵巢附件, 相机附件, 汽车附件, 菜单的附件, 菜单中的附件, 菜单里的附件, 附上链接, 附上了链接, 附上网址, 附上网页链接, 附上下载链接, 附上报名链接, 附上原文链接, 附上一句, 附上了一句, 附上几句, 附上了几句, 附上祝福, 附上我的祝福, 附上我最诚挚的, 附上我最真诚的, 附上最诚挚的, 附上最真诚的, 攀附上, 依附上, 随附近
attach-button = 添加附件…
attach-button-hover = 选择随邮件发送的文件（{ $shortcut }）；也可以把文件拖放到窗口上。链接永远无法添加附件。
attach-total = { $count } 个文件，{ $size }
attach-file = { $name }（{ $size }，{ $kind }）
attach-remove = 移除
attach-remove-name = 移除 { $name }
attach-chooser-title = 添加附件
attach-chooser-accept = 添加
attach-no-chooser = 没有文件选择器响应（{ $detail }）：请安装 xdg-desktop-portal 和您的桌面环境的门户，或在下方输入文件路径。
attach-chooser-failed = 文件选择器未能工作：{ $detail }。您可以在下方输入文件路径。
attach-path-label = 要添加的文件：
attach-path-button = 添加
attach-ask-question = 要添加 { $path } 吗？
attach-is-link = { $link } 是指向此文件的符号链接。
attach-ask-secret = 该文件位于 { $place }，那里保存着密钥、密码和其他机密信息。只有确实要发送时才添加它。
attach-ask-hidden = 这是一个隐藏文件：这类文件常常保存设置或机密信息。只有确实要发送时才添加它。
attach-ask-yes = 添加
attach-ask-no = 不添加
attach-not-attached = 未添加：{ $path }：{ $why }
attach-dismiss = 确定
attach-refused-not-found = 没有这个文件
attach-refused-folder = 这是一个文件夹（请改为添加其中的文件）
attach-refused-device = 这是设备，不是文件
attach-refused-pipe = 这是管道或套接字，不是文件
attach-refused-empty = 文件是空的
attach-refused-unreadable = 无法读取（{ $detail }）
attach-from-link = 添加此文件：{ $path }
attach-from-link-hover = 链接要求添加此文件。只有在您点按此处后，它才会经过与您添加的任何文件相同的检查并被添加。
reminder-title = 未添加附件
reminder-question = 邮件中提到了附件，但没有添加任何文件。
reminder-send-anyway = 不添加附件，继续
size-bytes = { $count } 字节
size-kb = { $size } kB
size-mb = { $size } MB
size-gb = { $size } GB
number-decimal-separator = .
status-handing-over = 正在 { $target } 中打开…
status-body-on-clipboard = 已在 { $target } 中打开。正文太长无法移交，已放在剪贴板中：请粘贴到那里，然后关闭此窗口。
status-not-handed-over-saved = 未移交：{ $error }。邮件已保存为 { $path }。
status-not-handed-over-unsaved = 未移交：{ $error }。也无法保存（{ $why }）：请复制为文本。
status-account-saved = 已将账户保存到 { $path }
status-signed-in = 已登录。按“重试”发送邮件。
status-not-signed-in = 未登录：{ $error }
status-login-entry-on = 已写入 { $path }：Mailto Preview 将在登录时于后台启动
status-login-entry-off = 已删除 { $path }：Mailto Preview 不再在登录时启动
status-login-entry-none = Mailto Preview 原本就不在登录时启动；无需删除
status-not-changed = 未更改：{ $error }

step-password = 正在获取密码
step-resolving = 正在查找服务器
step-connecting = 正在连接服务器
step-securing = 正在加密连接
step-logging-in = 正在登录
step-sending = 正在发送邮件
step-filing = 正在将副本放入“已发送消息”文件夹
step-while-password = 在获取密码时
step-while-resolving = 在查找服务器时
step-while-connecting = 在连接服务器时
step-while-securing = 在加密连接时
step-while-logging-in = 在登录时
step-while-sending = 在发送邮件时
step-while-filing = 在将副本放入“已发送消息”文件夹时

## 登录

sign-in-to = 登录 { $issuer }
sign-in-to-hover = 在浏览器中打开登录页面
sign-in-on = 请在浏览器中登录 { $host }…
sign-in-opening = 正在打开浏览器…
stop = 停止

## 首次运行：设置账户

setup-intro = 尚未设置账户。请在此添加；下方的邮件会等待，不会丢失。
setup-found-heading = 在此计算机上找到：
setup-use-found = { $address }（{ $program }）
setup-use-found-hover = 用 { $program } 中的这些设置填写表单；输入密码，然后保存账户
setup-email = 电子邮件
setup-name = 姓名
setup-name-hint = 您的姓名
setup-find = 查找我的服务器
setup-find-hover = 根据地址查找服务器：先查内置的服务商列表，再查您的域名自身的设置
setup-finding = 正在查找服务器…
setup-ispdb = 同时查询 Thunderbird 的数据库
setup-ispdb-hover = 会告诉 Thunderbird 的服务器您的地址属于哪个域名
setup-found = 已找到：{ $host } 端口 { $port }，{ $security }（来自{ $source }）。
setup-found-mailbox = 您的邮箱：{ $host } 端口 { $port }，{ $security }。您发送的邮件会有一份副本放入它的“已发送消息”文件夹，除非服务商自己会放。
setup-sign-in-with = 登录方式：
setup-password = 密码
setup-show = 显示
setup-provider-account = { $provider } 账户
setup-password-command = 密码命令
setup-app-password = 此服务商需要应用专用密码，而不是您登录其网站所用的密码。
setup-app-password-help = 如何创建应用专用密码
setup-open-yourself = { $error }：请自行打开 { $url }
setup-keyring = 它保存在系统密钥环中，绝不写入配置文件。
setup-no-client = 此版本的 Mailto Preview 无法自行通过 { $provider } 登录（构建时未包含 { $provider } 的客户端 ID）。您可以改为：
setup-use-app-password = 使用应用专用密码
setup-add-in-online-accounts = 在“在线账户”中添加
setup-add-in-online-accounts-hover = 打开 GNOME “设置”中的“在线账户”。在那里添加账户后，此窗口即可用它发送邮件，无需在此进行任何设置。
setup-token-command-instead = 或者在配置文件中设置令牌命令（参见 README 中的“Sign in with OAuth 2.0”）。
setup-own-client-none = 如果您已自行在 { $provider } 处注册了 Mailto Preview，请在此输入其客户端 ID
setup-client-id = 客户端 ID
setup-own-client = 您自己的 { $provider } 客户端 ID（留空则使用此版本自带的）
setup-client-secret = 客户端密钥
setup-client-secret-google = Google 会随客户端 ID 一起提供
setup-client-secret-other = 仅当服务商提供时填写
setup-sign-in-button = 使用 { $provider } 登录
setup-the-provider = 服务商
setup-signed-in-short = 已登录。
setup-advanced = 高级：服务器设置和密码命令
setup-server = 服务器
setup-port = 端口
setup-username = 用户名
setup-security = 安全
setup-imap-server = 邮箱服务器（IMAP）
setup-imap-port = 邮箱端口
setup-security-none = 无（仅限本机）
setup-test = 测试连接
setup-test-hover = 登录但不发送任何内容
setup-save = 保存账户
setup-or-handoff = 或者继续在您现在写邮件的地方写：此窗口会检查每封邮件，然后移交过去。
setup-webmail = 我在浏览器中写邮件：
setup-programs = 我使用其他邮件程序：
security-tls = TLS
security-starttls = STARTTLS
security-none = 未加密

form-not-found = 没有找到 { $email } 的服务器：请在服务器设置中填写（服务商的帮助页面会写明）。
form-signed-in = 已登录。保存账户后即可用它发送。
form-testing = 正在测试…
form-saving = 正在保存账户…
form-tested = 已连接{ $encrypted ->
        [yes] （已加密）
       *[no] （未加密）
    }并登录；服务器支持：{ $offers }
form-bad-port = 端口必须是 1 到 65535 之间的数字（大多数服务商为 587 或 465）。
form-quoted-command = 密码命令按空格拆分，不支持引号：如参数中含空格，请在配置文件中将 password.command 写成列表。
form-type-password = 请先输入密码。
form-sign-in-first = 请先登录，然后保存。
form-sign-in-changed = 登录后地址、用户名或客户端 ID 已更改：请重新登录，然后保存。
form-only-smtp = 只能测试 SMTP 账户。
form-bad-address = 此电子邮件地址无法使用：{ $why }。
form-keyring = { $error }。您可以在“高级”中改为指定密码命令。

## 程序在链接中发现的内容：修正与解读（显示在字段旁）

finding-trimmed = 已删除链接两端的 { $count } 个空白或控制字符
finding-fragment = 已忽略“#”后的“#{ $fragment }”：mailto 链接没有片段，因此它不属于邮件
finding-url-slashes = 已删除“mailto:”后的“{ $slashes }”：mailto 链接不是网址，地址紧跟在冒号之后
finding-html-amp = 已将“{ $given }”读作“{ $name }”：网页把字段之间的“&”多写了一次“&amp;”{ $times ->
        [1] {""}
       *[other] （{ $times } 次）
    }
finding-form-plus = 已将 { $times } 个“+”读作空格：此链接来自网页表单，表单把空格写成“+”，把加号写成 %2B
finding-form-body = 正文是网页表单的字段，为网页服务器编码；每个字段显示为一行“名称=值”
finding-empty-hfield = 已忽略一个空的 hfield（多余的“?”或“&”）{ $times ->
        [1] {""}
       *[other] （{ $times } 次）
    }
finding-hfield-ignored = 已忽略“{ $hfield }”：hfield 需要名称和“=”才有意义{ $times ->
        [1] {""}
       *[other] （{ $times } 次）
    }
finding-header-repeated = 链接给出了 { $count } 次 { $name }；所有值均已列出
finding-encoded-separator = 链接隐藏了分隔符：“{ $looks-like }”看起来是一个地址，但其中编码的“,”或“;”（%2C、%3B）使它成为 { $count } 个收件人：{ $recipients }
finding-addresses-joined = 链接给出了 { $count } 次 { $field }；其中所有地址都会使用
finding-empty-value = 已忽略一个空的 { $field } 值{ $times ->
        [1] {""}
       *[other] （{ $times } 次）
    }
finding-subjects = 链接中有 { $count } 个主题；使用最后一个
finding-bodies = 链接中有 { $count } 个正文值；已用换行连接
finding-invalid-address = “{ $address }”不是可用的地址：{ $problem }
finding-smtputf8 = { $address } 的本地部分含有非 ASCII 字符：发送需要支持 SMTPUTF8 的服务器
finding-international-domain = 域名 { $domain } 将以 { $ascii } 的形式发送
finding-semicolons = 地址之间用“;”分隔（Outlook 的习惯；标准分隔符是“,”）：已读作 { $count } 个地址
finding-empty-entries = 列表中有 { $count } 个空项；已忽略
finding-comment = 已忽略“{ $address }”中的注释 { $comment }
finding-name-controls = { $address } 的显示名称含有 { $count } 个控制字符（包括换行），显示为 %HH
finding-alt-address = 链接给出了备用地址 { $alt }（RFC 5335 的 alt-address）；不会使用
finding-references-moved = References 提到了所回复的邮件 { $parent }，但它不在（唯一的）末尾；现在它只在末尾出现一次（RFC 5322 §3.6.4）
finding-references-added = References 没有以所回复的邮件结尾；已在末尾添加 { $parent }（RFC 5322 §3.6.4）
finding-references-set = 链接给出了 In-Reply-To 但没有可用的 References；已将 References 设为 { $parent }，以便回复归入其原邮件之下（RFC 5322 §3.6.4）
finding-in-reply-to-trimmed = In-Reply-To 指向 { $count } 封邮件；只保留第一个有效的 { $first }：一封回复只回答一封邮件
finding-invalid-percent = 后面没有两位十六进制数字的“%”被保留为普通的“%”{ $times ->
        [1] {""}
       *[other] （{ $times } 次）
    }
finding-invalid-utf8 = 百分号解码后不是 UTF-8 的字节显示为 �{ $times ->
        [1] {""}
       *[other] （{ $times } 次）
    }
finding-legacy-charset = 文本不是 UTF-8：已按 { $charset } 读取，这是它最可能使用的旧编码
finding-line-break = 已删除一个换行，因为此字段只能有一行{ $times ->
        [1] {""}
       *[other] （{ $times } 次）
    }
finding-control = 一个控制字符已替换为可见的 %HH 写法{ $times ->
        [1] {""}
       *[other] （{ $times } 次）
    }
finding-encoded-word = 已解码 MIME 编码字（RFC 2047）{ $times ->
        [1] {""}
       *[other] （{ $times } 次）
    }
finding-encoded-word-invalid = 看起来像 MIME 编码字的文本无法解码，按原样显示{ $times ->
        [1] {""}
       *[other] （{ $times } 次）
    }

## 地址无法使用的原因

address-one-only = 必须恰好是一个地址
address-unclosed-angle = “<”没有对应的“>”
address-text-after-angle = 结尾的“>”之后还有文本
address-bad-alt = 地址中的“<”不是 alt-address
address-hidden-character = 它含有隐藏字符 { $character }，可能使它看起来像另一个地址
address-unclosed-quote = 带引号的本地部分缺少结尾引号
address-no-at = 它没有“@”
address-empty-local = “@”之前的部分为空
address-empty-domain = “@”之后的域名为空
address-local-too-long = “@”之前的部分超过 { $max } 字节
address-quoted-control = 带引号的本地部分含有制表符或控制字符
address-quoted-quote = 带引号的本地部分中的“"”必须转义为 \"
address-dots = “@”之前的部分以点开头或结尾，或有两个连续的点
address-white-space = “@”之前的部分含有空白（请加引号或删除）
address-needs-quoting = “@”之前的部分含有 { $character }，需要加引号
address-unclosed-literal = 域名字面量缺少结尾的“]”
address-bad-literal = 域名字面量含有不允许的字符
address-bad-domain = “{ $domain }”不是有效的域名（UTS 46：标签由字母、数字和连字符组成，不能为空，每个标签最多 63 字节）
address-lettre-refuses = 邮件库拒绝了它（{ $detail }）

message-id-empty = 为空
message-id-form = “{ $id }”不是 <id@host> 形式的邮件 ID
message-id-no-at = “{ $id }”没有“@”
message-id-invalid = “{ $id }”不是有效的邮件 ID

## 链接中的字段未被使用的原因

drop-originator = 链接不能决定邮件来自谁或何时写成：本程序总是自行设置发件人、日期和邮件 ID（RFC 6068 §3）
drop-routing = 路由和跟踪字段由邮件服务器设置，绝不由链接设置（RFC 6068 §3）
drop-mime = 邮件始终是 UTF-8 纯文本；链接不能更改其 MIME 结构或编码（RFC 6068 §2、§3）
drop-attachment = 链接不能添加附件；没有从磁盘读取任何内容
drop-client-control = 这是给邮件程序的指令（如立即发送、保存副本、优先级或 HTML 正文），本程序从不接受来自链接的此类指令
drop-unknown = 这不是链接可以设置的字段：未知字段可能添加您看不到的邮件头（RFC 6068 §3、§4）
drop-malformed = 该值无法使用：{ $why }
drop-repeated = 链接多次设置此字段；只使用最后一个值

## 关于邮件的警告和说明

notice-hidden-recipient = 此链接添加了 { $count } 个其他人看不到的隐藏收件人（密送）：{ $names }
notice-many-recipients = 此邮件将发给 { $count } 位收件人
notice-invalid-address = 无法发送到“{ $address }”：{ $problem }
notice-numeric-recipient = “{ $text }”只有数字，像端口或电话号码，而不是地址
notice-display-name-address = 名称“{ $name }”看起来像地址，但邮件会发往 { $address }
notice-name-mixed-script = 名称“{ $name }”中的“{ $word }”混用了多种文字，看起来像用拉丁字母写的“{ $looks-like }”：邮件会发往 { $address }
notice-local-part-address = 地址 { $address } 以地址 { $shown } 开头，但邮件会发往域名 { $domain }
notice-smtputf8 = { $address } 的本地部分含有非 ASCII 字符：只能通过支持 SMTPUTF8 的服务器发送
notice-international-domain = { $address } 将以 { $ascii } 的形式发送
notice-label-symbols = 域名标签“{ $label }”含有名称中不使用的字符：它可能在冒充其他域名；邮件会发往 { $ascii }
notice-mixed-script = 域名标签“{ $label }”混用了多种文字：它可能在冒充其他域名；邮件会发往 { $ascii }
notice-mixed-script-looks-like = 域名标签“{ $label }”混用了多种文字，看起来像用拉丁字母写的“{ $looks-like }”：它可能在冒充其他域名；邮件会发往 { $ascii }
notice-confusable-domain = 域名标签“{ $label }”用另一种文字写成，看起来像用拉丁字母写的“{ $looks-like }”：邮件会发往 { $ascii }，而不是那个域名
notice-top-domain = 域名 { $domain } 看起来像 { $top }，但它是另一个域名：邮件会发往 { $ascii }
domain-known-button = 我认识这个域名
domain-known-hover = 您确实与 { $domain } 通信：在此处和以后的窗口中不再警告它看起来像其他域名，并重新推荐它的地址
notice-local-symbols = { $address } 中“@”之前的部分含有不是字母的符号，看起来像“{ $looks-like }”：邮件会发往另一个邮箱
notice-local-mixed-script = { $address } 中“@”之前的部分混用了多种文字：它可能在冒充其他地址
notice-local-mixed-script-looks-like = { $address } 中“@”之前的部分混用了多种文字，看起来像用拉丁字母写的“{ $looks-like }”：邮件会发往另一个邮箱
notice-local-confusable = { $address } 中“@”之前的部分看起来像用拉丁字母写的“{ $looks-like }”，但其实是用其他字符写成的：邮件会发往另一个邮箱
notice-local-compatibility = { $address } 中“@”之前的部分用特殊形式的字符（如全角字母或数学字母）写成，读作“{ $looks-like }”：邮件会发往另一个邮箱
notice-idna-deviation = 域名 { $domain } 含有 { $characters }，旧软件（IDNA2003）对其解读不同：旧软件会发往 { $other }，本程序则发往 { $ascii }
notice-bidi-control = 含有会改变文字显示方向的控制字符，因此显示出来的内容可能与实际写入的内容不同：{ $text }
notice-direction-mark = 含有方向标记，用于在从右到左的文字旁放置标点和数字：{ $text }
notice-invisible = 含有不可见字符：{ $text }
notice-blank-lines = { $blank } 个空行把更多文字推到了第 { $line } 行：请向下滚动阅读全部正文
notice-indent = 第 { $line } 行以 { $spaces } 个空格开头，把文字推出了可见范围

## 无法生成邮件的原因

message-no-recipients = 邮件没有收件人：请在收件人、抄送或密送中添加地址
message-no-sender = 账户“{ $account }”没有用于发送的电子邮件地址：请为它添加 email = "..."
message-invalid-recipient = { $field } 地址“{ $address }”无法使用：{ $problem }；请在发送前更正
message-invalid-sender = 发件人“{ $sender }”无法使用：{ $problem }；请将账户的 email 设为一个地址，例如 me@example.net
message-unsafe-header = { $field } 含有换行或控制字符，可能添加隐藏的邮件头；请删除
message-build = 无法生成邮件：{ $detail }

## 邮件未发送的原因

send-host-not-found = 找不到邮件服务器 { $host }：请检查配置中的 host 和网络连接
send-connection-refused = 邮件服务器 { $host }:{ $port } 拒绝连接：请检查配置中的 host、port 和 security
send-timed-out = 邮件服务器 { $host } { $step }没有在 { $seconds } 秒内响应：请稍后重试，或在配置中调大 timeout
send-tls = 与 { $host } 的安全连接失败：{ $detail }
send-no-starttls = 邮件服务器 { $host } 不支持 STARTTLS，因此无法加密连接：请使用 security = "tls"（通常是端口 465），或咨询服务商
send-auth-rejected = 邮件服务器拒绝了 { $user } 的登录（{ $reply }）：请检查配置中的用户名和密码来源
send-auth-unsupported = 邮件服务器 { $host } 不提供本程序支持的登录方式（{ $methods }）；请检查 host 和 security
send-sign-in-rejected = 邮件服务器 { $host } 未接受 { $user } 的登录：{ $advice }
send-sign-in-rejected-reply = 邮件服务器 { $host } 未接受 { $user } 的登录（{ $reply }）：{ $advice }
send-advice-sign-in-again = 请重新登录（窗口中的“登录”，或 `mailto-preview config sign-in`）；如果服务器回复说 SMTP 登录已禁用，需要邮箱管理员为其启用 SMTP AUTH
send-advice-fresh-token = 请重新登录（从 oauth2.token-command 获取新令牌）；如果服务器回复说 SMTP 登录已禁用，需要邮箱管理员为其启用 SMTP AUTH
send-recipient-rejected = 邮件服务器拒绝了收件人 { $address }（{ $reply }）：请更正地址后重新发送
send-sender-rejected = 邮件服务器拒绝了发件人 { $address }（{ $reply }）：账户的 email 必须是此登录有权发送的地址
send-message-rejected = 邮件服务器拒绝了邮件（{ $reply }）
send-temporarily-unavailable = 邮件服务器目前无法接收邮件（{ $reply }）：邮件已保存；请稍后重试
send-no-smtputf8 = 邮件服务器 { $host } 不支持地址 { $address } 所需的 SMTPUTF8：请改用 ASCII 地址或其他服务器
send-connection = { $step }与 { $host } 的连接中断（{ $detail }）：邮件可能没有投递；已保存，请重试
send-hands-over = 账户“{ $account }”自己不发送邮件，而是把邮件移交给 { $target }：请选择有服务器的账户，或使用“在…中打开”
send-no-account = 配置中已没有账户“{ $account }”：请重新添加，或用 mailto-preview queue --cancel 取回邮件，再从其他账户发送
send-sendmail = { $program } 失败：{ $detail }
send-envelope = 地址 { $address } 不能用于信封：{ $detail }
deliver-not-saved = 发送前无法保存邮件，因此未发送：{ $error }
deliver-not-sent = { $error }（邮件已保存为 { $path }）
deliver-undone = 您在发出任何内容之前撤销了发送；邮件已保存为 { $path }
deliver-interrupted = 发送意外中断，无法确定服务器是否已收到邮件；它已保存为 { $path }：再次发送前请检查“已发送消息”文件夹

## 邮箱“已发送消息”文件夹中的副本（IMAP）

filing-filed = 副本已在 { $folder } 中
filing-by-provider = 服务商会自行在“已发送消息”中保留副本
filing-failed = 但副本未放入“已发送消息”文件夹：{ $error }。邮件没有发送两次；副本在等待，按“重试归档”或通过此账户发送下一封邮件后会归档
filing-retry = 重试归档
filing-retry-hover = 将副本放入“已发送消息”文件夹；邮件不会再次发送
filing-unreadable = 无法读取等待归档的副本：{ $detail }
filing-no-account = 发送它的账户“{ $account }”不在配置中，或没有 [imap] 表：请把它加回去，或从未归档副本的文件夹中删除该副本
file-no-mailbox = 账户“{ $account }”没有邮箱：请添加一个带有其服务器（host）的 [accounts.{ $account }.imap] 表
file-host-not-found = 找不到邮箱服务器 { $host }：请检查配置中的 imap.host 和网络连接
file-connection-refused = 邮箱服务器 { $host }:{ $port } 拒绝连接：请检查配置中的 imap.host、imap.port 和 imap.security
file-timed-out = 邮箱服务器 { $host } 在 { $seconds } 秒内没有响应：请稍后重试，或在配置中调大 timeout
file-tls = 与邮箱服务器 { $host } 的安全连接失败：{ $detail }
file-no-starttls = 邮箱服务器 { $host } 拒绝了 STARTTLS，因此无法加密连接：请使用 imap.security = "tls"（通常是端口 993）
file-no-login = 邮箱服务器 { $host } 需要登录，但账户没有登录信息：请设置 username 和密码来源（或 imap.username 和 imap.password）
file-login-rejected = 邮箱服务器拒绝了 { $user } 的登录（{ $reply }）：请检查用户名和密码（如果邮箱有自己的，则为 imap.username 和 imap.password）
file-sign-in-rejected = 邮箱服务器 { $host } 未接受 { $user } 的登录（{ $reply }）：请重新登录（`mailto-preview config sign-in`）；对于 Outlook.com 和 Microsoft 365，登录必须包含 IMAP 权限（README，“Sent mail in your mailbox”）
file-no-sent-folder = { $host } 上的邮箱没有标记为“已发送消息”的文件夹，也没有常用名称的文件夹：请在配置中用 imap.{ $key } 指定（它的文件夹：{ $seen }）
file-no-drafts-folder = { $host } 上的邮箱没有标记为“草稿”的文件夹，也没有常用名称的文件夹：请在配置中用 imap.{ $key } 指定（它的文件夹：{ $seen }）
file-no-such-folder = imap.{ $key } 指定的文件夹“{ $name }”不在 { $host } 上的邮箱中：请在配置中更正（它的文件夹：{ $seen }）
file-refused = 邮箱服务器没有将邮件存入 { $folder }
file-refused-reply = 邮箱服务器没有将邮件存入 { $folder }（{ $reply }）
file-too-much = 邮箱服务器 { $host } 发送的数据远超邮箱所需：已停止连接
file-connection = 与邮箱服务器 { $host } 的连接中断（{ $detail }）

## 无法打开链接的原因

parse-not-mailto = 这不是 mailto: 链接（它以“{ $given }”开头）；只能打开以“mailto:”开头的链接
parse-too-long = 链接长 { $length } 字节，超过了浏览器传递的上限 { $cap } 字节（2 MiB）；未打开
policy-too-many-recipients = 链接要求发送给 { $found } 位收件人，超过了链接可指定的 { $cap } 位；未打开
policy-line-too-long = 链接的 { $field } 长 { $found } 个字符，超过了链接可设置的 { $cap } 个；未打开
policy-body-too-large = 链接的正文为 { $found } 字节，超过了链接可设置的 { $cap } 字节（1 MiB）；未打开
policy-too-many-fields = 链接有 { $found } 个邮件头字段，超过了链接可包含的 { $cap } 个；未打开

## 密码、密钥环和登录

what-password-command = 密码命令
what-token-command = 令牌命令
password-not-run = 无法运行{ $what } `{ $command }`：{ $detail }；请检查配置中的 { $key }
password-failed = { $what } `{ $command }` 失败（{ $status }）{ $stderr }；请在终端中运行以查看原因
password-timed-out = { $what } `{ $command }` 未在 { $seconds } 秒内完成；已停止
password-empty = { $what } `{ $command }` 的第一行没有输出任何内容
password-env-missing = 环境变量 { $var } 未设置：请在启动前设置，或使用其他密码来源
goa-gone = 账户 { $account } 已不在 GNOME 在线账户中：请在“设置”→“在线账户”中重新添加，或选择其他发件人
goa-sign-in-again = 请在“设置”→“在线账户”中重新登录 { $account }，然后按“重试”（{ $detail }）
goa-bus = GNOME 在线账户没有响应：{ $detail }
goa-unsupported = GNOME 在线账户仅在 Linux 桌面上可用
goa-settings-not-opened = 无法打开 GNOME “设置”（{ $error }）。请自行打开“设置”→“在线账户”；账户添加到那里后，此窗口就会找到它。
goa-open-settings = 打开在线账户
goa-open-settings-hover = 打开 GNOME “设置”中的“在线账户”，可在那里重新登录；然后按“重试”
keyring-unavailable = 无法访问任何系统密钥环（{ $detail }）：请启动并解锁 GNOME Keyring 或 KWallet，或将密码保存在别处（密码命令或环境变量）
keyring-no-password = 系统密钥环中没有“{ $user }”的密码（服务“{ $service }”）：请用 `mailto-preview config password` 保存，或在窗口中重新设置账户
keyring-no-sign-in = 系统密钥环中没有“{ $user }”的登录信息（服务“{ $service }”）：请用 `mailto-preview config sign-in` 登录，或在窗口中重新设置账户
keyring-failed = 系统密钥环拒绝了请求：{ $detail }
sign-in-not-yet = 您尚未在这台电脑上以 { $user } 身份登录 { $issuer }：请在窗口中选择“登录”，或运行 `mailto-preview config sign-in`
sign-in-expired = { $user } 在 { $issuer } 的登录已过期或被撤销：请重新登录
sign-in-refused = { $issuer } 拒绝了登录：{ $error }
sign-in-denied = 未在浏览器中完成登录（{ $error }）：请重新登录以重试
sign-in-unreachable = 无法访问登录服务器 { $host }：{ $detail }；请检查连接后重试
sign-in-browser-timed-out = { $minutes } 分钟内没有收到浏览器的响应：请重新登录
sign-in-code-expired = 未及时输入代码：请重新登录以获取新代码
sign-in-cancelled = 登录已取消
sign-in-listener = 无法在 127.0.0.1 上等待浏览器的响应（{ $detail }）：请检查这台电脑上没有阻止本地连接的程序；对于 Microsoft 账户，可改用 `mailto-preview config sign-in --code` 在另一台设备上登录
sign-in-settings = { $detail }
sign-in-no-device-flow = { $issuer } 不支持为邮件在另一台设备上用代码登录：请在浏览器中登录
discover-not-an-address = “{ $text }”不是电子邮件地址：请输入类似 me@example.org 的地址
discover-cancelled = 查找已取消

## 磁盘上的草稿与移交

store-no-data-dir = 找不到保存草稿的数据目录（是否设置了 HOME？）
store-io = 无法使用 { $path }：{ $detail }
store-saved-link = { $path } 是移交未启动后保存的链接，不是邮件：请用 `mailto-preview - < { $path }` 重新打开
store-envelope = { $path } 旁边没有可读的信封（{ $detail }）；无法按原样发送
open-with-unknown = “{ $id }”既不是网页邮箱（gmail、outlook、office365、yahoo、proton），也不是已安装的邮件程序：`mailto-preview open-with --list` 会列出可用项
open-with-no-recipient = 邮件没有收件人：请在移交前添加
open-with-invalid-address = 地址“{ $address }”无效：请在移交邮件前更正
open-with-encode = 无法将邮件写成链接：{ $detail }
open-with-bad-entry = 无法运行 { $program } 的桌面条目：{ $detail }
launch-start = 无法启动 { $program }（{ $detail }）：是否已安装？
launch-failed = { $program } 立即以 { $status } 退出：邮件未移交
launch-portal = 桌面门户无法打开页面（{ $detail }）
launch-unsupported = 此系统不支持打开网页
launch-files = 无法为该程序将附件写入 { $path }：{ $detail }
handoff-no-keywords = Keywords 字段不会移交给 { $target }：邮件程序不会从链接中读取它。
handoff-too-long-program = 邮件太长，无法一次交给 { $target }（{ $length } 个字符，系统只接受 { $max } 个），因此不含正文：请在那里粘贴到邮件中。
handoff-no-bcc = { $target } 不会从链接中读取密送：发送前请在那里把 { $bcc } 添加为密送。
handoff-no-files = { $target } 无法通过这种方式接收文件：请在 { $target } 中添加这 { $count } 个附件（{ $files }）。
handoff-open-folder = 打开文件夹
handoff-too-long-webmail = 邮件对 { $target } 的写信链接来说太长（{ $length } 个字符；它约接受 { $max } 个），因此不含正文：请在那里粘贴到邮件中。
handoff-plus-becomes-space = 曾发现 { $target } 会把地址中的“+”变成空格：发送前请在那里检查收件人。
handoff-no-threading = { $target } 无法从链接中读取 In-Reply-To 或 References：邮件不会作为回复归入会话。

## 注册为邮件处理程序，以及登录时启动

desktop-no-home = 主目录未知：请设置 HOME
desktop-own-path = 找不到程序自身的路径（{ $detail }）；请用完整路径运行
desktop-unwritable-path = 程序路径 { $path } 无法写入桌面条目（不是 UTF-8 或含有控制字符）；请把程序移到简单的路径
desktop-io = 无法使用 { $path }：{ $detail }
desktop-system = { $detail }
desktop-unsupported = 此系统不支持注册邮件处理程序
handoff-lost = 移交意外中断
unavailable-unusable = 链接无法使用
unavailable-no-account = 设置账户后可查看将发送的完整邮件
save-no-store = 没有用于草稿的数据目录

## 在哪里找到的服务器

source-providers = 内置服务商列表
source-autoconfig = 域名的自动配置服务器
source-well-known = 域名的网页服务器（well-known autoconfig）
source-mx = 域名的邮件交换服务器（MX）
source-srv = 域名的 SRV 记录
source-ispdb = Thunderbird 的 ISPDB
discover-other-domain = { $domain } 的邮件经由 { $host } 发送

## Provider notes
provider-note-gmail = Google 接受应用专用密码（需开启两步验证）或使用 Google 账户登录；您的普通密码无法使用。
provider-note-outlook = Outlook.com 只接受使用 Microsoft 账户登录（OAuth 2.0）：密码自 2024 年 9 月起已无法使用。
provider-note-office365 = Microsoft 365 需要管理员为您的邮箱允许 SMTP 发送；密码默认自 2026 年 12 月底起无法使用，使用 Microsoft 账户登录仍然可用。
provider-note-app-password = { $provider } 要求邮件程序使用应用专用密码；您的普通密码无法使用。
provider-note-app-specific-password = { $provider } 需要应用专用密码（需开启双重认证）。
provider-note-zoho = 开启双重认证后，Zoho 需要应用专用密码；组织自己的域名使用 { $host }。
provider-note-proton-bridge = 本机必须运行 Proton Mail Bridge：请使用 Bridge 显示的密码，并信任它的证书（tls-ca = Bridge 导出的证书）。
provider-note-proton-smtp = 仅适用于您自己域名上的地址，并需使用 Proton 设置中的 SMTP 令牌；以这种方式发送的邮件没有端到端加密。
provider-note-switch-on-access = 请先在 { $provider } 的设置中开启 POP3/IMAP 访问。
provider-note-yandex = Yandex 需要应用专用密码，并需在“设置”的“邮件客户端”中开启邮件程序。

## Attached files: exact sizes and the limits of servers

size-bytes-exact = { $count ->
       *[other] { $shown } 字节
    }
message-attachment-elided = { "[" }{ $name }：{ $size }；base64 编码后 { $encoded }]
too-big = 邮件大小为 { $size }，而 { $server } 最多接受 { $limit }
send-too-big-reply = 邮件大小为 { $size }，超出了 { $server } 接受的上限（{ $reply }）
file-too-big = 邮件大小为 { $size }，而 { $host } 在 { $folder } 中只保存不超过 { $limit } 的邮件
filing-too-big = 但副本未放入“已发送消息”文件夹：{ $error }
provider-refuses-type = { $provider } 不传送 { $name } 这类文件（出于安全原因屏蔽此类型），邮件会被退回：请用其他方式发送该文件

## 账户如何发送

server-smtp = { $host }:{ $port }（{ $security }）
server-no-encryption = 不加密
server-sendmail = { $program }（本地 sendmail）
server-desktop = GNOME 在线账户
server-handoff = { $target }（移交后由您在那里发送）

## 拼写检查（src/spelling）：检查器的菜单和提示
spelling-add = 添加到词典
spelling-ignore = 忽略
spelling-no-suggestions = 无建议
spelling-misspelt = 拼写错误：{ $word }
spelling-automatic = 拼写检查：文本的语言
spelling-language = 拼写检查：{ $language }
spelling-off = 拼写检查：关闭
spelling-no-dictionary = 未安装“{ $language }”的拼写词典，因此不检查用该语言书写的文本。安装词典后即可检查（在 Debian 和 Ubuntu 上：{ $package }）。
spelling-unreadable = 无法读取拼写词典 { $path }：{ $detail }
spelling-encoding = 无法读取拼写词典 { $path }：它使用 { $encoding } 编码；其 UTF-8 版本可以读取
spelling-personal-list = 无法将该词添加到您的个人词典 { $path }：{ $detail }
spelling-not-a-word = “{ $word }”不是单个词，因此无法添加到词典
spelling-no-thread = 未检查拼写：无法启动检查线程（{ $detail }）

## 输入时建议的收件人（src/contacts）
contacts-offers = { $count } 条建议
contacts-forget = 忘记此地址
contacts-forget-hover = 忘记此地址（{ $shortcut }）
contacts-source-sent = 已发送 { $count } 次
contacts-source-book = 来自通讯录“{ $book }”
contacts-no-data-dir = 找不到用于记住收件人的数据目录（是否设置了 HOME？）
contacts-io = 无法使用 { $path }：{ $detail }
contacts-unreadable = { $path } 不是本程序能读取的收件人列表（{ $detail }）；文件保持原样，在将其移走之前不会记住任何收件人
contacts-evolution = 无法读取 Evolution 的通讯录（GNOME 联系人）：{ $detail }

## 队列：留待稍后发送的邮件（稍后发送、联网后发送），以及窗口关闭后告知其结果的通知。
queue-not-found = 队列中没有 ID 为 { $id } 的项目：mailto-preview queue 会列出正在等待的内容
queue-busy = 另一个 Mailto Preview 正在发送 { $id }：请稍后查看 mailto-preview queue
queue-entry = 无法读取队列中邮件的记录 { $path }（{ $detail }）：邮件本身仍在它旁边
queue-sent-title = 已发送给 { $recipients }
queue-sent-body = “{ $subject }”已按时发送。
queue-not-sent-title = 未能发送给 { $recipients }
queue-refused-body = “{ $subject }”被拒绝：{ $error }。邮件已保留：请按服务器的提示解决问题，然后用 mailto-preview queue --send-now { $id } 发送，或用 --cancel { $id } 取回。
queue-uncertain-body = 发送“{ $subject }”时连接中断，因此它可能已经送达。邮件已保留，不会自动重发：如果没有送达，请用 mailto-preview queue --send-now { $id } 发送。
queue-interrupted-body = 发送“{ $subject }”时 Mailto Preview 停止了运行，因此它可能已经送达。邮件已保留，不会自动重发：如果没有送达，请用 mailto-preview queue --send-now { $id } 发送。
queue-gave-up-body = “{ $subject }”已有一天无法发送：{ $error }。邮件已保留：重新联网后，请用 mailto-preview queue --send-now { $id } 发送。

## OpenPGP：用本人的 GnuPG 密钥签名和加密。

# 在“将发送的完整邮件”中，发送时由 GnuPG 输出填入的位置所显示的内容。
openpgp-pending-micalg = { "[" }GnuPG 签名所用的哈希算法，例如 pgp-sha256]
openpgp-pending-signature = { "[" }发送时 GnuPG 用您的密钥生成的签名]
openpgp-pending-encrypted = { "[" }邮件的正文和文件，发送时由 GnuPG 签名并加密]
openpgp-pending-autocrypt = { "[" }您的公钥，发送时从 GnuPG 获取]
openpgp-not-a-fingerprint = “{ $text }”不是密钥指纹：请填写 gpg --list-secret-keys 显示的 40 位十六进制数字
openpgp-missing = 未安装 GnuPG（找不到 { $program } 程序），因此无法签名或加密。请安装 GnuPG，或为这封邮件关闭“签名”
openpgp-not-run = 无法运行 { $program }：{ $detail }
openpgp-cancelled = 签名已取消，因此没有发送任何内容
openpgp-bad-passphrase = GnuPG 未接受密码短语，因此没有发送任何内容
openpgp-no-pinentry = GnuPG 无法向您询问密码短语（此处无法打开任何 pinentry 程序），因此没有发送任何内容
openpgp-no-secret-key = 您的 GnuPG 中没有可用于签名的私钥 { $key }。请检查此账户的 openpgp.key，或将该密钥导入 GnuPG
openpgp-recipient-refused = GnuPG 不会为 { $key } 加密：{ $reason }
openpgp-failed = GnuPG 未能签名或加密邮件（{ $detail }），因此没有发送任何内容
openpgp-key-not-found = 找不到密钥
openpgp-key-revoked = 该密钥已吊销
openpgp-key-expired = 该密钥已过期
openpgp-key-wrong-usage = 该密钥不能用于此用途
openpgp-key-not-trusted = 该密钥不受信任
openpgp-key-disabled = 该密钥已停用
openpgp-key-unusable = 该密钥无法使用
step-signing = 正在用您的密钥签名
step-passphrase = 正在等待您在 GnuPG 的提示框中输入密码短语
step-held = 正在稍候再发出，以便您撤销
step-while-signing = 在签名时
step-while-passphrase = 在等待您输入密码短语时
openpgp-key-usable = 该密钥可以使用
openpgp-key-not-certified = 您信任的人中没有人确认过该密钥属于此地址
openpgp-sign = 签名
openpgp-sign-hover = 用您的密钥 { $key } 签名，让收件人能确认邮件确实来自您且未被改动
openpgp-encrypt = 加密
openpgp-encrypt-hover = 用每位收件人的密钥和您自己的密钥加密：只有您和他们能读取正文和文件
openpgp-cannot-encrypt = 要加密，每位收件人都必须有可用的密钥：
openpgp-headers-readable = 主题、地址和日期对邮件服务器仍然可读：只有正文和文件会被加密。
openpgp-unsigned-because = 这封邮件将不带签名发出：{ $reason }
openpgp-no-signer = 您的 GnuPG 中没有可用于签名的私钥 { $key }，因此这封邮件将不带签名发出。请检查此账户的 openpgp.key。
openpgp-recipient-lacks = { $address }：{ $reason }
openpgp-key-of = 密钥 { $key }，“{ $user }”
openpgp-use-key = 使用此密钥
openpgp-use-key-hover = 从现在起用此密钥为 { $address } 加密，尽管您信任的人中没有人确认过它属于对方
openpgp-find-key = 查找密钥
openpgp-find-key-hover = 通过互联网向 { $domain } 查询 { $address } 的密钥（Web Key Directory）
openpgp-found = 已找到 { $address } 的密钥 { $key }，并已添加到您的 GnuPG 密钥中。
openpgp-not-found = 未找到 { $address } 的密钥。
openpgp-accept-failed = 无法记住此密钥：{ $error }
openpgp-gnupg-missing = 未安装 GnuPG，因此这封邮件将不带签名发出。要用您的密钥 { $key } 签名，请安装 GnuPG。
step-while-held = 在发出前等待时
openpgp-signer-refused = GnuPG 不会用您的密钥 { $key } 签名：{ $reason }。没有发送任何内容
blocker-cannot-encrypt = 已勾选“加密”，但并非每位收件人都有可用的密钥：请取消勾选“加密”，或移除这些收件人
openpgp-signer-cannot-encrypt = 您的密钥 { $key } 没有可用于加密的部分，因此无法加密邮件（邮件也会为您加密，以便您在“已发送消息”中阅读）。
