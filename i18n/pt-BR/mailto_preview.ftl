## Mailto Preview: Brazilian Portuguese (pt-BR).
## Machine-assisted translation by the Mailto Preview developers; to be reviewed by native speakers.

## A janela

window-heading = Um link quer enviar um e-mail
window-title = Enviar e-mail para { $recipient }?
window-title-more = Enviar e-mail para { $recipient } e { $more ->
        [one] mais 1 pessoa
       *[other] mais { $more } pessoas
    }?
window-title-none = Enviar e-mail?
window-title-unusable = Link de e-mail inutilizável
window-waiting = Aguardando o link de e-mail do sistema...
window-next-link = Abrindo o próximo link de e-mail...
unusable-heading = Este link de e-mail não pode ser usado

from-label = De:
from-account = { $name } <{ $address }> via { $server }
from-account-handoff = { $address } em { $server }
from-account-goa = { $name } <{ $address }> (Contas online do GNOME)
from-looking = Procurando contas neste ambiente de trabalho...
from-choose = Escolher o remetente...
from-you = você
from-hover = A conta que envia esta mensagem
from-plaintext = Aviso: esta conta envia sem criptografia
from-unchecked-certificate = Aviso: o certificado do servidor não é verificado, como esta conta está configurada em Contas online: qualquer pessoa entre você e o servidor poderia ler ou alterar a mensagem
config-broken = A configuração não pode ser usada: { $error }

field-to = Para
field-cc = Cc
field-bcc = Cco
field-subject = Assunto
field-body = Corpo ({ $lines ->
        [one] { $lines } linha
       *[other] { $lines } linhas
    })
field-recipients-hint = name@example.org, ...
field-warning = Aviso: { $message }
field-changed = Alterado em relação ao link: { $message }

ignored-heading = Partes do link ignoradas ({ $count })
ignored-nothing = Nada: o link define apenas campos que um link pode definir.
original-link = Link original
copy-link = Copiar link
exact-message = Mensagem exata
handoff-receives = O que { $target } recebe
settings-heading = Configurações
settings-resident = Iniciar com a minha sessão e ficar em segundo plano, para que os links abram na hora
settings-resident-hover = Cria uma entrada de início automático que abre o Mailto Preview sem janela; ocupa cerca de 30 MiB enquanto espera

## Os botões

action-send = Enviar
action-retry = Tentar novamente
action-open-in = Abrir em { $target }
action-open-in-menu = Abrir em...
action-cancel = Cancelar
action-save-draft = Salvar rascunho
action-copy-text = Copiar como texto
action-send-hover = Enviar esta mensagem agora ({ $shortcut })
action-handoff-hover = Entregar esta mensagem agora ({ $shortcut })
action-cancel-hover = Fechar sem enviar ({ $shortcut })
action-save-hover = Guardar na pasta de rascunhos ({ $shortcut })
open-in-hover = Entregar esta mensagem, como está aqui, a um webmail ou outro programa de e-mail
open-in-webmail = No seu navegador
open-in-programs = Em um programa de e-mail
open-in-none = (nenhum instalado)
unavailable = Indisponível: { $reason }
blocker-no-account = configure uma conta primeiro
blocker-no-recipient = adicione um destinatário
blocker-invalid-address = corrija primeiro o endereço inválido
blocker-unfinished-address = termine primeiro o endereço que você está digitando
blocker-choose-sender = escolha quem envia a mensagem (De)
blocker-busy = a mensagem está a caminho
blocker-just-opened = um momento...
handoff-note = Observação: { $note }
section-open = aberto
section-closed = fechado

## As teclas, como os teclados deste idioma as rotulam

key-ctrl = Ctrl
key-enter = Enter
key-esc = Esc
key-s = S
key-a = A
key-z = Z
key-shift = Shift
key-delete = Delete
shortcut = { $modifier }+{ $key }

## Os diálogos

discard-title = Descartar as alterações?
discard-question = Você editou esta mensagem. Fechar sem enviá-la nem salvá-la?
discard = Descartar
discard-save = Salvar rascunho e fechar
discard-keep = Continuar editando
handoff-title = Abrir em { $target }?
back = Voltar

## O que aconteceu (a linha de status)

status-sending = Enviando: { $step }...
status-held = A mensagem será enviada em instantes. Para cancelar o envio, pressione Desfazer (Ctrl+Z ou Esc).
status-undone = Não enviado: você desfez o envio. A mensagem está aqui como estava, pronta para editar (há uma cópia na pasta de rascunhos).
hold-countdown = Enviando em { $seconds ->
        [one] { $seconds } s
       *[other] { $seconds } s
    }
action-undo = Desfazer
action-send-later = Enviar mais tarde...
action-send-later-hover = Escolha quando enviar: até lá, a mensagem aguarda na fila de envio, com uma cópia dos seus arquivos
later-in-an-hour = Daqui a uma hora
later-tomorrow = Amanhã às { $time }
later-monday = Segunda-feira às { $time }
later-choose = Escolher dia e hora...
later-day = Dia
later-hour = Hora
later-minute = Minuto
later-schedule = Agendar envio
later-weekday = { $day ->
        [1] segunda-feira
        [2] terça-feira
        [3] quarta-feira
        [4] quinta-feira
        [5] sexta-feira
        [6] sábado
       *[7] domingo
    }
later-month = { $month ->
        [1] janeiro
        [2] fevereiro
        [3] março
        [4] abril
        [5] maio
        [6] junho
        [7] julho
        [8] agosto
        [9] setembro
        [10] outubro
        [11] novembro
       *[12] dezembro
    }
later-date = { $weekday }, { $day } de { $month } de { $year }
later-date-time = { $date }, às { $time }
later-goes = Horário de envio: { $when }.
later-skipped = Nessa noite os relógios são adiantados, então { $asked } não existe: a mensagem será enviada às { $time }.
later-repeated = Nessa noite os relógios são atrasados, então { $time } acontece duas vezes: a mensagem será enviada na primeira.
later-past = esse horário já passou: escolha um mais tarde
later-lost = a colocação da mensagem na fila parou sem dizer como terminou: veja mailto-preview queue
status-scheduling = Colocando a mensagem na fila...
status-scheduled = Agendado para { $when }. A mensagem e uma cópia dos seus arquivos ({ $size }) aguardam na fila; você pode fechar esta janela.
status-scheduled-no-timer = Agendado para { $when } ({ $size } guardados na fila). Nada neste sistema consegue abrir o Mailto Preview nesse horário, então a mensagem só sai na hora se o Mailto Preview estiver aberto; se não, na próxima vez que o Mailto Preview for aberto sem um link.
status-not-scheduled = Não agendado: { $error }
status-taking-back = Tirando a mensagem da fila...
status-not-taken-back = A mensagem continua na fila: { $error }
status-taken-back = A mensagem saiu da fila e está aqui, pronta para editar (há uma cópia na pasta de rascunhos).
action-take-back = Editar de novo
action-take-back-hover = Tira a mensagem da fila e a traz de volta para esta janela
action-close = Fechar
action-send-when-online = Enviar quando estiver online
action-send-when-online-hover = Mantém a mensagem na fila e a envia automaticamente assim que este computador voltar a ficar online
status-waiting-online = Aguardando conexão: a mensagem será enviada automaticamente assim que este computador voltar a ficar online ({ $size } guardados na fila). Você pode fechar esta janela.
action-undo-hover = Desfaz o envio: nada é enviado, e a mensagem volta para cá como estava, pronta para editar ({ $shortcut })
status-sent = Enviado para { $count ->
        [one] { $count } destinatário
       *[other] { $count } destinatários
    }
status-sent-and = { $sent }; { $filing }
status-filing = Arquivando a cópia na sua pasta Enviadas...
status-filed = A cópia agora está em { $folder }.
status-not-filed = Ainda não está na sua pasta Enviadas: { $error }. A cópia aguarda; a mensagem não é enviada de novo.
status-saving-to-server = Salvo como { $path }; colocando na pasta de rascunhos da sua caixa de correio...
status-saved-to-server = Salvo como { $path } e em { $folder } na sua caixa de correio
status-not-saved-to-server = Salvo como { $path }, mas não na pasta de rascunhos da sua caixa de correio: { $error }
status-not-sent = Não enviado: { $error }
status-not-sent-saved = Não enviado: { $error }. A mensagem está salva como { $path }.
status-no-store = Não há onde guardar o rascunho (sem pasta de dados); não enviado.
status-stopped-waiting = A espera pelo servidor foi interrompida. Se ele já tinha aceitado a mensagem, ela ainda pode ser entregue; caso contrário, a mensagem está na pasta de rascunhos (mailto-preview drafts).
status-saved = Salvo como { $path }
status-not-saved = Não salvo: { $error }
status-copied = A mensagem foi copiada como texto
status-saving = Salvando o rascunho...
attach-vanished = { $path } não existe mais; anexe-o de novo ou remova-o
attach-changed = { $path } mudou depois que você o anexou; anexe-o de novo para enviá-lo como está agora
attach-unreadable = Não é possível ler { $path }: { $detail }
attach-reminder-words = anexo, anexos, anexa, anexas, anexado, anexada, anexados, anexadas, anexar, anexá-lo, anexá-la, anexá-los, anexá-las, anexei, anexamos, anexou, anexaram, anexando, anexe, anexem, anexarei, anexaremos, em anexo, segue anexo, seguem anexos, segue em anexo, seguem em anexo, arquivo anexo, arquivos anexos
attach-reminder-not = prédio anexo, edifício anexo, anexo do hospital, anexo do prédio, anexo da escola, anexo da igreja, anexo do museu, anexo do clube, anexo do fórum, anexo do tribunal, casa anexa, sala anexa, salas anexas, garagem anexa, construção anexa, salão anexo, será no anexo, acontecerá no anexo, anexo à igreja, anexo ao prédio, anexo ao hospital, anexou a Crimeia, anexou o território, anexou territórios, anexar a Crimeia, anexar territórios, anexar o território, território anexado, territórios anexados, região anexada, anexada pela Rússia, anexado pela Rússia
attach-button = Anexar...
attach-button-hover = Escolha arquivos para enviar com a mensagem ({ $shortcut }); você também pode soltá-los na janela. Um link nunca pode anexar um arquivo.
attach-total = { $count ->
        [one] { $count } arquivo, { $size }
       *[other] { $count } arquivos, { $size }
    }
attach-file = { $name } ({ $size }, { $kind })
attach-remove = Remover
attach-remove-name = Remover { $name }
attach-chooser-title = Anexar arquivos
attach-chooser-accept = Anexar
attach-no-chooser = Nenhum seletor de arquivos respondeu ({ $detail }): instale o xdg-desktop-portal e o portal do seu ambiente de trabalho, ou digite abaixo o caminho do arquivo.
attach-chooser-failed = O seletor de arquivos não funcionou: { $detail }. Você pode digitar abaixo o caminho do arquivo.
attach-path-label = Arquivo a anexar:
attach-path-button = Anexar
attach-ask-question = Anexar { $path }?
attach-is-link = { $link } é um link simbólico para este arquivo.
attach-ask-secret = Ele está em { $place }, onde ficam chaves, senhas e outros segredos. Anexe-o só se você realmente quiser enviá-lo.
attach-ask-hidden = É um arquivo oculto: esses arquivos costumam guardar configurações ou segredos. Anexe-o só se você realmente quiser enviá-lo.
attach-ask-yes = Anexar
attach-ask-no = Não anexar
attach-not-attached = Não anexado: { $path }: { $why }
attach-dismiss = OK
attach-refused-not-found = esse arquivo não existe
attach-refused-folder = é uma pasta (anexe os arquivos dela em vez disso)
attach-refused-device = é um dispositivo, não um arquivo
attach-refused-pipe = é um pipe ou um socket, não um arquivo
attach-refused-empty = está vazio
attach-refused-unreadable = não é possível lê-lo ({ $detail })
attach-from-link = Anexar este arquivo: { $path }
attach-from-link-hover = O link pedia este arquivo. Ele só é anexado se você clicar aqui, depois das mesmas verificações de qualquer outro arquivo que você anexa.
reminder-title = Nenhum arquivo anexado
reminder-question = A mensagem menciona um anexo, mas nenhum arquivo está anexado.
reminder-send-anyway = Continuar sem arquivo
size-bytes = { $count ->
        [one] { $count } byte
       *[other] { $count } bytes
    }
size-kb = { $size } kB
size-mb = { $size } MB
size-gb = { $size } GB
number-decimal-separator = ,
status-handing-over = Abrindo em { $target }...
status-body-on-clipboard = Aberto em { $target }. O corpo era longo demais para entregar e está na área de transferência: cole-o lá e depois feche esta janela.
status-not-handed-over-saved = Não entregue: { $error }. A mensagem está salva como { $path }.
status-not-handed-over-unsaved = Não entregue: { $error }. Não foi possível salvá-la ({ $why }): copie-a como texto.
status-account-saved = A conta foi salva em { $path }
status-signed-in = Login concluído. Pressione Tentar novamente para enviar a mensagem.
status-not-signed-in = Login não concluído: { $error }
status-login-entry-on = { $path } gravado: o Mailto Preview agora abre em segundo plano junto com a sessão
status-login-entry-off = { $path } removido: o Mailto Preview não abre mais junto com a sessão
status-login-entry-none = O Mailto Preview não abria junto com a sessão; nada a remover
status-not-changed = Não alterado: { $error }

step-password = obtendo a senha
step-resolving = procurando o servidor
step-connecting = conectando ao servidor
step-securing = protegendo a conexão
step-logging-in = fazendo login
step-sending = enviando a mensagem
step-filing = arquivando uma cópia na sua pasta Enviadas
step-while-password = ao obter a senha
step-while-resolving = ao procurar o servidor
step-while-connecting = ao conectar ao servidor
step-while-securing = ao proteger a conexão
step-while-logging-in = ao fazer login
step-while-sending = ao enviar a mensagem
step-while-filing = ao arquivar uma cópia na sua pasta Enviadas

## Entrar

sign-in-to = Entrar em { $issuer }
sign-in-to-hover = Abre a página de login no seu navegador
sign-in-on = Entre em { $host } no seu navegador...
sign-in-opening = Abrindo o seu navegador...
stop = Parar

## Primeira execução: configurar uma conta

setup-intro = Ainda não há conta configurada. Adicione uma aqui; a mensagem abaixo espera e não se perde.
setup-found-heading = Encontrado neste computador:
setup-use-found = { $address } ({ $program })
setup-use-found-hover = Preenche o formulário com estas configurações do { $program }; digite a senha e depois salve a conta
setup-email = E-mail
setup-name = Nome
setup-name-hint = Seu nome
setup-find = Encontrar meu servidor
setup-find-hover = Procura o servidor a partir do endereço: uma lista interna de provedores e depois as configurações do seu próprio domínio
setup-finding = Procurando o servidor...
setup-ispdb = Perguntar também ao banco de dados do Thunderbird
setup-ispdb-hover = Informa ao servidor do Thunderbird a qual domínio pertence o seu endereço
setup-found = Encontrado: { $host } porta { $port }, { $security } (de { $source }).
setup-found-mailbox = Sua caixa de correio: { $host } porta { $port }, { $security }. Uma cópia do que você envia vai para a pasta Enviadas dela, a menos que o seu provedor já a coloque lá.
setup-sign-in-with = Entrar com:
setup-password = Senha
setup-show = Mostrar
setup-provider-account = Conta { $provider }
setup-password-command = Comando de senha
setup-app-password = Este provedor exige uma senha de app, não a que você usa para entrar no site dele.
setup-app-password-help = Como criar uma senha de app
setup-open-yourself = { $error }: abra { $url } manualmente
setup-keyring = Ela fica no chaveiro do sistema, nunca no arquivo de configuração.
setup-no-client = Esta versão do Mailto Preview não consegue entrar com { $provider } sozinha (ela foi compilada sem um ID de cliente para { $provider }). Em vez disso:
setup-use-app-password = Usar uma senha de app
setup-add-in-online-accounts = Adicionar em Contas online
setup-add-in-online-accounts-hover = Abre as Configurações do GNOME em Contas online. Depois de adicionar a conta lá, esta janela passa a enviar por ela, sem precisar configurar nada aqui.
setup-token-command-instead = Ou configure um comando de token no arquivo de configuração (veja "Sign in with OAuth 2.0" no README).
setup-own-client-none = Se você mesmo registrou o Mailto Preview no { $provider }, digite aqui o ID do cliente
setup-client-id = ID do cliente
setup-own-client = Seu próprio ID de cliente para { $provider } (deixe vazio para usar o desta versão)
setup-client-secret = Segredo do cliente
setup-client-secret-google = O Google fornece um junto com o ID do cliente
setup-client-secret-other = só se o provedor forneceu um
setup-sign-in-button = Entrar com { $provider }
setup-the-provider = seu provedor
setup-signed-in-short = Login concluído.
setup-advanced = Avançado: configurações do servidor e comando de senha
setup-server = Servidor
setup-port = Porta
setup-username = Nome de usuário
setup-security = Segurança
setup-imap-server = Servidor da caixa de correio (IMAP)
setup-imap-port = Porta da caixa de correio
setup-security-none = Nenhuma (só este computador)
setup-test = Testar conexão
setup-test-hover = Faz login sem enviar nada
setup-save = Salvar conta
setup-or-handoff = Ou continue escrevendo e-mails onde escreve hoje: esta janela verifica cada mensagem e depois a entrega.
setup-webmail = Escrevo e-mails no navegador:
setup-programs = Uso outro programa de e-mail:
security-tls = TLS
security-starttls = STARTTLS
security-none = sem criptografia

form-not-found = Nenhum servidor encontrado para { $email }: informe-o nas configurações do servidor (as páginas de ajuda do seu provedor o indicam).
form-signed-in = Login concluído. Salve a conta para enviar com ela.
form-testing = Testando...
form-saving = Salvando a conta...
form-tested = Conectado{ $encrypted ->
        [yes] , com criptografia,
       *[no] { " " }(sem criptografia)
    } e autenticado; o servidor oferece: { $offers }
form-bad-port = A porta deve ser um número de 1 a 65535 (587 ou 465 na maioria dos provedores).
form-quoted-command = O comando de senha é dividido nos espaços e não aceita aspas: para um argumento com espaços, escreva password.command como lista no arquivo de configuração.
form-type-password = Digite a senha primeiro.
form-sign-in-first = Entre primeiro e depois salve a conta.
form-sign-in-changed = O endereço, o nome de usuário ou o ID do cliente mudaram desde o login: entre novamente e depois salve.
form-only-smtp = Só contas SMTP podem ser testadas.
form-bad-address = O endereço de e-mail não pode ser usado: { $why }.
form-keyring = { $error }. Em Avançado, você pode indicar um comando de senha no lugar.

## O que o programa encontrou em um link: correções e leituras (mostradas ao lado do campo)

finding-trimmed = { $count ->
        [one] { $count } caractere de espaço ou de controle em volta do link foi removido
       *[other] { $count } caracteres de espaço ou de controle em volta do link foram removidos
    }
finding-fragment = "#{ $fragment }" depois de '#' foi ignorado: um link mailto não tem fragmento, então ele não faz parte da mensagem
finding-url-slashes = "{ $slashes }" depois de "mailto:" foi removido: um link mailto não é um endereço web, o endereço vem logo após os dois-pontos
finding-html-amp = "{ $given }" foi lido como "{ $name }": a página escreveu o '&' entre os campos como "&amp;" uma vez a mais{ $times ->
        [1] {""}
        [one] { " " }({ $times } vezes)
       *[other] { " " }({ $times } vezes)
    }
finding-form-plus = { $times ->
        [1] um '+' foi lido
        [one] { $times } '+' foi lido
       *[other] { $times } '+' foram lidos
    } como espaço: o link vem de um formulário web, que escreve o espaço como '+' e o sinal de mais como %2B
finding-form-body = o corpo são os campos de um formulário web, codificados para um servidor web; mostrados como uma linha "nome=valor" por campo
finding-empty-hfield = um hfield vazio foi ignorado (um '?' ou '&' a mais){ $times ->
        [1] {""}
        [one] { " " }({ $times } vezes)
       *[other] { " " }({ $times } vezes)
    }
finding-hfield-ignored = "{ $hfield }" foi ignorado: um hfield precisa de um nome e de '=' para significar algo{ $times ->
        [1] {""}
        [one] { " " }({ $times } vezes)
       *[other] { " " }({ $times } vezes)
    }
finding-header-repeated = o link informa { $name } { $count ->
        [one] { $count } vez
       *[other] { $count } vezes
    }; todos os valores estão listados
finding-encoded-separator = o link esconde um separador: "{ $looks-like }" parece um único endereço, mas a ',' ou o ';' codificado (%2C, %3B) o transforma em { $count ->
        [one] { $count } destinatário
       *[other] { $count } destinatários
    }: { $recipients }
finding-addresses-joined = o link informa { $field } { $count ->
        [one] { $count } vez
       *[other] { $count } vezes
    }; todos os seus endereços são usados
finding-empty-value = um valor vazio de { $field } foi ignorado{ $times ->
        [1] {""}
        [one] { " " }({ $times } vezes)
       *[other] { " " }({ $times } vezes)
    }
finding-subjects = o link tinha { $count ->
        [one] { $count } assunto
       *[other] { $count } assuntos
    }; o último é usado
finding-bodies = o link tinha { $count ->
        [one] { $count } valor de corpo
       *[other] { $count } valores de corpo
    }; eles são unidos com quebras de linha
finding-invalid-address = "{ $address }" não é um endereço utilizável: { $problem }
finding-smtputf8 = { $address } tem uma parte local não ASCII: o envio precisa de um servidor com SMTPUTF8
finding-international-domain = o domínio { $domain } é enviado como { $ascii }
finding-semicolons = os endereços estão separados por ';' (um hábito do Outlook; o separador padrão é ','): lidos como { $count ->
        [one] { $count } endereço
       *[other] { $count } endereços
    }
finding-empty-entries = { $count ->
        [one] a lista tinha { $count } item vazio; ele foi ignorado
       *[other] a lista tinha { $count } itens vazios; eles foram ignorados
    }
finding-comment = o comentário { $comment } em "{ $address }" foi ignorado
finding-name-controls = { $count ->
        [one] o nome de exibição de { $address } tinha { $count } caractere de controle (por exemplo, uma quebra de linha), mostrado como %HH
       *[other] o nome de exibição de { $address } tinha { $count } caracteres de controle (incluindo quebras de linha), mostrados como %HH
    }
finding-alt-address = o link informa o endereço alternativo { $alt } (um alt-address da RFC 5335); ele não é usado
finding-references-moved = References cita a mensagem à qual esta responde, { $parent }, mas não (só) por último; agora ela aparece uma vez, no fim (RFC 5322 §3.6.4)
finding-references-added = References não termina com a mensagem à qual esta responde; { $parent } foi adicionada ao fim (RFC 5322 §3.6.4)
finding-references-set = o link informa In-Reply-To, mas nenhum References utilizável; References foi definido como { $parent } para que a resposta fique arquivada sob a sua mensagem (RFC 5322 §3.6.4)
finding-in-reply-to-trimmed = In-Reply-To cita { $count ->
        [one] { $count } mensagem
       *[other] { $count } mensagens
    }; só a primeira válida, { $first }, é mantida: uma resposta responde a uma mensagem
finding-invalid-percent = um '%' não seguido de dois dígitos hexadecimais foi mantido como '%' literal{ $times ->
        [1] {""}
        [one] { " " }({ $times } vezes)
       *[other] { " " }({ $times } vezes)
    }
finding-invalid-utf8 = bytes decodificados que não são UTF-8 aparecem como �{ $times ->
        [1] {""}
        [one] { " " }({ $times } vezes)
       *[other] { " " }({ $times } vezes)
    }
finding-legacy-charset = o texto não está em UTF-8: foi lido como { $charset }, a codificação antiga em que ele provavelmente foi escrito
finding-line-break = uma quebra de linha foi removida, porque este campo tem uma só linha{ $times ->
        [1] {""}
        [one] { " " }({ $times } vezes)
       *[other] { " " }({ $times } vezes)
    }
finding-control = um caractere de controle foi substituído pela sua forma visível %HH{ $times ->
        [1] {""}
        [one] { " " }({ $times } vezes)
       *[other] { " " }({ $times } vezes)
    }
finding-encoded-word = palavras codificadas MIME (RFC 2047) foram decodificadas{ $times ->
        [1] {""}
        [one] { " " }({ $times } vezes)
       *[other] { " " }({ $times } vezes)
    }
finding-encoded-word-invalid = um texto que parece uma palavra codificada MIME não pôde ser decodificado e aparece como foi escrito{ $times ->
        [1] {""}
        [one] { " " }({ $times } vezes)
       *[other] { " " }({ $times } vezes)
    }

## Por que um endereço não pode ser usado

address-one-only = deve ser exatamente um endereço
address-unclosed-angle = um '<' não tem o '>' correspondente
address-text-after-angle = há texto depois do '>' de fechamento
address-bad-alt = um '<' dentro do endereço não é um alt-address
address-hidden-character = contém o caractere oculto { $character }, que pode fazê-lo parecer outro endereço
address-unclosed-quote = uma parte local entre aspas não tem aspas de fechamento
address-no-at = não tem '@'
address-empty-local = a parte antes de '@' está vazia
address-empty-domain = o domínio depois de '@' está vazio
address-local-too-long = a parte antes de '@' passa de { $max ->
        [one] { $max } byte
       *[other] { $max } bytes
    }
address-quoted-control = uma parte local entre aspas contém uma tabulação ou um caractere de controle
address-quoted-quote = um '"' dentro de uma parte local entre aspas deve ser escapado como \"
address-dots = a parte antes de '@' tem um ponto no início ou no fim, ou dois pontos seguidos
address-white-space = a parte antes de '@' contém espaço (coloque-a entre aspas ou remova-o)
address-needs-quoting = a parte antes de '@' contém { $character }, que precisa de aspas
address-unclosed-literal = o literal de domínio não tem o ']' de fechamento
address-bad-literal = o literal de domínio contém caracteres não permitidos
address-bad-domain = "{ $domain }" não é um nome de domínio válido (UTS 46: rótulos de letras, dígitos e hífens, sem rótulo vazio, no máximo 63 bytes por rótulo)
address-lettre-refuses = a biblioteca de e-mail o recusa ({ $detail })

message-id-empty = está vazio
message-id-form = "{ $id }" não é um ID de mensagem da forma <id@host>
message-id-no-at = "{ $id }" não tem '@'
message-id-invalid = "{ $id }" não é um ID de mensagem válido

## Por que um campo do link não foi usado

drop-originator = um link não pode escolher de quem é o e-mail nem quando foi escrito: este programa sempre define ele mesmo o remetente, a data e o ID da mensagem (RFC 6068 §3)
drop-routing = campos de roteamento e rastreamento são definidos pelos servidores de e-mail, nunca por um link (RFC 6068 §3)
drop-mime = a mensagem é sempre texto simples em UTF-8; um link não pode mudar sua estrutura MIME nem sua codificação (RFC 6068 §2, §3)
drop-attachment = um link não pode anexar arquivos; nada foi lido do disco
drop-client-control = uma instrução ao programa de e-mail (como enviar na hora, salvar uma cópia, prioridade ou um corpo HTML), que este programa nunca aceita de um link
drop-unknown = não é um campo que um link possa definir: campos desconhecidos poderiam adicionar cabeçalhos que você não veria (RFC 6068 §3, §4)
drop-malformed = o valor não pode ser usado: { $why }
drop-repeated = o link define este campo mais de uma vez; só o último valor é usado

## Avisos e observações sobre a mensagem

notice-hidden-recipient = { $count ->
        [one] o link adiciona um destinatário oculto (Cco) que os outros destinatários não verão: { $names }
       *[other] o link adiciona { $count } destinatários ocultos (Cco) que os outros destinatários não verão: { $names }
    }
notice-many-recipients = a mensagem vai para { $count ->
        [one] { $count } destinatário
       *[other] { $count } destinatários
    }
notice-invalid-address = não é possível enviar para "{ $address }": { $problem }
notice-numeric-recipient = "{ $text }" tem só dígitos, como uma porta ou um número de telefone, não é um endereço
notice-display-name-address = o nome "{ $name }" parece um endereço, mas o e-mail vai para { $address }
notice-name-mixed-script = o nome "{ $name }" mistura sistemas de escrita em "{ $word }", que parece "{ $looks-like }" escrito em letras latinas: o e-mail vai para { $address }
notice-local-part-address = o endereço { $address } começa com o endereço { $shown }, mas o e-mail vai para o domínio { $domain }
notice-smtputf8 = { $address } tem uma parte local não ASCII: só pode ser enviado por um servidor com SMTPUTF8
notice-international-domain = { $address } é enviado como { $ascii }
notice-label-symbols = o rótulo de domínio "{ $label }" contém caracteres que não são usados em nomes: pode imitar outro domínio; o e-mail vai para { $ascii }
notice-mixed-script = o rótulo de domínio "{ $label }" mistura sistemas de escrita: pode imitar outro domínio; o e-mail vai para { $ascii }
notice-mixed-script-looks-like = o rótulo de domínio "{ $label }" mistura sistemas de escrita e parece "{ $looks-like }" escrito em letras latinas: pode imitar outro domínio; o e-mail vai para { $ascii }
notice-confusable-domain = o rótulo de domínio "{ $label }" está escrito em outro sistema de escrita e parece "{ $looks-like }" escrito em letras latinas: o e-mail vai para { $ascii }, não para esse domínio
notice-top-domain = o domínio { $domain } parece { $top }, mas é outro domínio: o e-mail vai para { $ascii }
domain-known-button = Conheço este domínio
domain-known-hover = Você escreve mesmo para { $domain }: aqui e nas próximas janelas, ele deixa de ser apontado como parecido com outro domínio, e os endereços dele voltam a ser sugeridos
notice-local-symbols = a parte antes de '@' de { $address } contém sinais que não são letras e parece "{ $looks-like }": o e-mail vai para outra caixa de e-mail
notice-local-mixed-script = a parte antes de '@' de { $address } mistura sistemas de escrita: pode imitar outro endereço
notice-local-mixed-script-looks-like = a parte antes de '@' de { $address } mistura sistemas de escrita e parece "{ $looks-like }" escrito em letras latinas: o e-mail vai para outra caixa de e-mail
notice-local-confusable = a parte antes de '@' de { $address } parece "{ $looks-like }" escrito em letras latinas, mas está escrita com outros caracteres: o e-mail vai para outra caixa de e-mail
notice-local-compatibility = a parte antes de '@' de { $address } está escrita com formas especiais de letras (de largura total ou matemáticas, por exemplo) e se lê "{ $looks-like }": o e-mail vai para outra caixa de e-mail
notice-idna-deviation = o domínio { $domain } contém { $characters }, que programas antigos (IDNA2003) leem de outro modo: eles enviariam para { $other }; este programa envia para { $ascii }
notice-bidi-control = contém caracteres que invertem a direção do texto, então o que você lê pode não ser o que está escrito: { $text }
notice-direction-mark = contém marcas de direção, que posicionam pontuação e números ao lado de texto da direita para a esquerda: { $text }
notice-invisible = contém caracteres invisíveis: { $text }
notice-blank-lines = { $blank ->
        [one] { $blank } linha em branco empurra mais texto até a linha { $line }: role para baixo para ler todo o corpo
       *[other] { $blank } linhas em branco empurram mais texto até a linha { $line }: role para baixo para ler todo o corpo
    }
notice-indent = { $spaces ->
        [one] a linha { $line } começa com { $spaces } espaço, que empurra o texto para fora da vista
       *[other] a linha { $line } começa com { $spaces } espaços, que empurram o texto para fora da vista
    }

## Por que uma mensagem não pode ser montada

message-no-recipients = a mensagem não tem destinatários: adicione um endereço em Para, Cc ou Cco
message-no-sender = a conta "{ $account }" não tem endereço de e-mail para enviar: adicione email = "..." a ela
message-invalid-recipient = o endereço de { $field } "{ $address }" não pode ser usado: { $problem }; corrija-o antes de enviar
message-invalid-sender = o remetente "{ $sender }" não pode ser usado: { $problem }; defina o email da conta como um único endereço, como me@example.net
message-unsafe-header = o campo { $field } contém uma quebra de linha ou um caractere de controle que poderia adicionar cabeçalhos ocultos; remova-o
message-build = não foi possível montar a mensagem: { $detail }

## Por que uma mensagem não foi enviada

send-host-not-found = o servidor de e-mail { $host } não foi encontrado: verifique host na configuração e a sua conexão de rede
send-connection-refused = o servidor de e-mail { $host }:{ $port } recusou a conexão: verifique host, port e security na configuração
send-timed-out = o servidor de e-mail { $host } não respondeu em { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    } { $step }: tente mais tarde ou aumente timeout na configuração
send-tls = a conexão segura com { $host } falhou: { $detail }
send-no-starttls = o servidor de e-mail { $host } não oferece STARTTLS, então a conexão não pode ser criptografada: use security = "tls" (geralmente a porta 465) ou pergunte ao seu provedor
send-auth-rejected = o servidor de e-mail recusou o login de { $user } ({ $reply }): verifique o nome de usuário e a origem da senha na configuração
send-auth-unsupported = o servidor de e-mail { $host } não oferece nenhum método de login compatível com este programa ({ $methods }); verifique host e security
send-sign-in-rejected = o servidor de e-mail { $host } não aceitou o login de { $user }: { $advice }
send-sign-in-rejected-reply = o servidor de e-mail { $host } não aceitou o login de { $user } ({ $reply }): { $advice }
send-advice-sign-in-again = entre novamente ("Entrar" na janela, ou `mailto-preview config sign-in`); se a resposta do servidor disser que o login por SMTP está desativado, o administrador da caixa de correio precisa ativar SMTP AUTH para ela
send-advice-fresh-token = entre novamente (obtenha um token novo de oauth2.token-command); se a resposta do servidor disser que o login por SMTP está desativado, o administrador da caixa de correio precisa ativar SMTP AUTH para ela
send-recipient-rejected = o servidor de e-mail recusou o destinatário { $address } ({ $reply }): corrija o endereço e envie de novo
send-sender-rejected = o servidor de e-mail recusou o remetente { $address } ({ $reply }): o email da conta deve ser um endereço do qual este login pode enviar
send-message-rejected = o servidor de e-mail recusou a mensagem ({ $reply })
send-temporarily-unavailable = o servidor de e-mail não pode aceitar a mensagem agora ({ $reply }): ela está salva; tente mais tarde
send-no-smtputf8 = o servidor de e-mail { $host } não oferece SMTPUTF8, de que o endereço { $address } precisa: use um endereço ASCII para ele ou outro servidor
send-connection = a conexão com { $host } caiu { $step } ({ $detail }): a mensagem pode não ter sido entregue; ela está salva, tente de novo
send-hands-over = a conta "{ $account }" não envia e-mail sozinha, ela entrega as mensagens a { $target }: escolha uma conta com servidor ou use Abrir em
send-no-account = a conta "{ $account }" não existe mais na configuração: adicione-a de novo, ou retire a mensagem com mailto-preview queue --cancel e envie-a por outra conta
send-sendmail = { $program } falhou: { $detail }
send-envelope = o endereço { $address } não pode ser usado no envelope: { $detail }
deliver-not-saved = não foi possível salvar a mensagem antes do envio, então ela não foi enviada: { $error }
deliver-not-sent = { $error } (a mensagem está salva como { $path })
deliver-undone = você desfez o envio antes que qualquer coisa fosse enviada; a mensagem está salva como { $path }
deliver-interrupted = o envio parou inesperadamente, então não se sabe se o servidor tem a mensagem; ela está salva como { $path }: verifique sua pasta Enviadas antes de enviá-la de novo

## A cópia na pasta Enviadas da caixa de correio (IMAP)

filing-filed = e uma cópia está em { $folder }
filing-by-provider = o seu provedor guarda a cópia em Enviadas
filing-failed = mas a cópia não foi arquivada na sua pasta Enviadas: { $error }. A mensagem não foi enviada duas vezes; a cópia aguarda e é arquivada quando você pressionar Tentar arquivar novamente ou depois da próxima mensagem que você enviar por esta conta
filing-retry = Tentar arquivar novamente
filing-retry-hover = Arquiva a cópia na sua pasta Enviadas; a mensagem não é enviada de novo
filing-unreadable = a cópia à espera de ser arquivada não pode ser lida: { $detail }
filing-no-account = a conta "{ $account }" que a enviou não está na configuração ou não tem tabela [imap]: adicione-a de volta ou apague a cópia da pasta de cópias não arquivadas
file-no-mailbox = a conta "{ $account }" não tem caixa de correio: adicione uma tabela [accounts.{ $account }.imap] com o servidor dela (host)
file-host-not-found = o servidor da caixa de correio { $host } não foi encontrado: verifique imap.host na configuração e a sua conexão de rede
file-connection-refused = o servidor da caixa de correio { $host }:{ $port } recusou a conexão: verifique imap.host, imap.port e imap.security na configuração
file-timed-out = o servidor da caixa de correio { $host } não respondeu em { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }: tente mais tarde ou aumente timeout na configuração
file-tls = a conexão segura com o servidor da caixa de correio { $host } falhou: { $detail }
file-no-starttls = o servidor da caixa de correio { $host } recusou STARTTLS, então a conexão não pode ser criptografada: use imap.security = "tls" (geralmente a porta 993)
file-no-login = o servidor da caixa de correio { $host } exige login, e a conta não tem nenhum: defina username e uma origem de senha (ou imap.username e imap.password)
file-login-rejected = o servidor da caixa de correio recusou o login de { $user } ({ $reply }): verifique o nome de usuário e a senha (imap.username e imap.password se a caixa de correio tiver os seus próprios)
file-sign-in-rejected = o servidor da caixa de correio { $host } não aceitou o login de { $user } ({ $reply }): entre novamente (`mailto-preview config sign-in`); no Outlook.com e no Microsoft 365 o login precisa incluir a permissão de IMAP (README, "Sent mail in your mailbox")
file-no-sent-folder = a caixa de correio em { $host } não marca nenhuma pasta como Enviadas e não tem nenhuma com os nomes de costume: indique-a com imap.{ $key } na configuração (as pastas dela: { $seen })
file-no-drafts-folder = a caixa de correio em { $host } não marca nenhuma pasta como Rascunhos e não tem nenhuma com os nomes de costume: indique-a com imap.{ $key } na configuração (as pastas dela: { $seen })
file-no-such-folder = a pasta "{ $name }" indicada por imap.{ $key } não está na caixa de correio em { $host }: corrija-a na configuração (as pastas dela: { $seen })
file-refused = o servidor da caixa de correio não guardou a mensagem em { $folder }
file-refused-reply = o servidor da caixa de correio não guardou a mensagem em { $folder } ({ $reply })
file-too-much = o servidor da caixa de correio { $host } enviou muito mais do que uma caixa de correio precisa: a conexão foi interrompida
file-connection = a conexão com o servidor da caixa de correio { $host } caiu ({ $detail })

## Por que um link não pode ser aberto

parse-not-mailto = isto não é um link mailto: (ele começa com "{ $given }"); só links que começam com "mailto:" podem ser abertos
parse-too-long = o link tem { $length ->
        [one] { $length } byte
       *[other] { $length } bytes
    }, acima do limite de { $cap ->
        [one] { $cap } byte
       *[other] { $cap } bytes
    } (2 MiB) que os navegadores repassam; ele não foi aberto
policy-too-many-recipients = o link pede para enviar a { $found ->
        [one] { $found } destinatário
       *[other] { $found } destinatários
    }, mais que { $cap ->
        [one] o { $cap } que um link pode indicar
       *[other] os { $cap } que um link pode indicar
    }; ele não foi aberto
policy-line-too-long = o campo { $field } do link tem { $found ->
        [one] { $found } caractere
       *[other] { $found } caracteres
    }, mais que { $cap ->
        [one] o { $cap } que um link pode definir
       *[other] os { $cap } que um link pode definir
    }; ele não foi aberto
policy-body-too-large = o corpo do link tem { $found ->
        [one] { $found } byte
       *[other] { $found } bytes
    }, mais que { $cap ->
        [one] o { $cap } byte
       *[other] os { $cap } bytes
    } (1 MiB) que um link pode definir; ele não foi aberto
policy-too-many-fields = o link tem { $found ->
        [one] { $found } campo de cabeçalho
       *[other] { $found } campos de cabeçalho
    }, mais que { $cap ->
        [one] o { $cap } que um link pode ter
       *[other] os { $cap } que um link pode ter
    }; ele não foi aberto

## Senhas, o chaveiro e o login

what-password-command = comando de senha
what-token-command = comando de token
password-not-run = não é possível executar o { $what } `{ $command }`: { $detail }; verifique { $key } na configuração
password-failed = o { $what } `{ $command }` falhou ({ $status }){ $stderr }; execute-o em um terminal para ver por quê
password-timed-out = o { $what } `{ $command }` não terminou em { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }; ele foi interrompido
password-empty = o { $what } `{ $command }` não imprimiu nada na primeira linha
password-env-missing = a variável de ambiente { $var } não está definida: defina-a antes de iniciar ou use outra origem de senha
goa-gone = a conta { $account } não está mais em Contas online do GNOME: adicione-a de novo em Configurações → Contas online ou escolha outro remetente
goa-sign-in-again = em Configurações → Contas online, entre novamente em { $account } e depois pressione Tentar novamente ({ $detail })
goa-bus = o serviço Contas online do GNOME não respondeu: { $detail }
goa-unsupported = Contas online do GNOME só está disponível em ambientes de trabalho Linux
goa-settings-not-opened = Não foi possível abrir as Configurações do GNOME ({ $error }). Abra você mesmo Configurações → Contas online; esta janela encontra a conta assim que ela estiver lá.
goa-open-settings = Abrir Contas online
goa-open-settings-hover = Abre as Configurações do GNOME em Contas online, onde você pode entrar novamente; depois pressione Tentar novamente
keyring-unavailable = nenhum chaveiro do sistema está acessível ({ $detail }): inicie o GNOME Keyring ou o KWallet e desbloqueie-o, ou guarde a senha em outro lugar (um comando de senha ou uma variável de ambiente)
keyring-no-password = o chaveiro do sistema não tem senha para "{ $user }" (serviço "{ $service }"): guarde-a com `mailto-preview config password` ou configure a conta de novo na janela
keyring-no-sign-in = o chaveiro do sistema não tem login salvo para "{ $user }" (serviço "{ $service }"): entre com `mailto-preview config sign-in` ou configure a conta de novo na janela
keyring-failed = o chaveiro do sistema recusou: { $detail }
sign-in-not-yet = você ainda não entrou em { $issuer } como { $user } neste computador: escolha "Entrar" na janela ou execute `mailto-preview config sign-in`
sign-in-expired = o login em { $issuer } de { $user } expirou ou foi revogado: entre novamente
sign-in-refused = { $issuer } recusou o login: { $error }
sign-in-denied = o login não foi concluído no navegador ({ $error }): entre novamente para tentar de novo
sign-in-unreachable = não é possível alcançar o servidor de login { $host }: { $detail }; verifique a sua conexão de rede e tente de novo
sign-in-browser-timed-out = nenhuma resposta voltou do navegador em { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }: entre novamente
sign-in-code-expired = o código não foi digitado a tempo: entre novamente para receber um novo
sign-in-cancelled = o login foi cancelado
sign-in-listener = não é possível esperar a resposta do navegador em 127.0.0.1 ({ $detail }): verifique se nada neste computador bloqueia conexões locais; para uma conta Microsoft, `mailto-preview config sign-in --code` permite entrar em outro dispositivo
sign-in-settings = { $detail }
sign-in-no-device-flow = { $issuer } não oferece, para e-mail, login com um código em outro dispositivo: entre no navegador
discover-not-an-address = "{ $text }" não é um endereço de e-mail: informe um como me@example.org
discover-cancelled = a busca foi cancelada

## Rascunhos no disco e entrega

store-no-data-dir = não foi encontrada uma pasta de dados para guardar rascunhos (HOME está definido?)
store-io = não é possível usar { $path }: { $detail }
store-saved-link = { $path } é um link guardado depois de uma entrega que não começou, não uma mensagem: abra-o de novo com `mailto-preview - < { $path }`
store-envelope = { $path } não tem um envelope legível ao lado ({ $detail }); não pode ser enviado como está
open-with-unknown = "{ $id }" não é um webmail (gmail, outlook, office365, yahoo, proton) nem um programa de e-mail instalado: `mailto-preview open-with --list` mostra o que está disponível
open-with-no-recipient = a mensagem não tem destinatário: adicione um antes de entregá-la
open-with-invalid-address = o endereço "{ $address }" não é válido: corrija-o antes de entregar a mensagem
open-with-encode = a mensagem não pode ser escrita como link: { $detail }
open-with-bad-entry = a entrada de área de trabalho de { $program } não pode ser executada: { $detail }
launch-start = não foi possível iniciar { $program } ({ $detail }): ele está instalado?
launch-failed = { $program } parou na hora com { $status }: a mensagem não foi entregue
launch-portal = o portal da área de trabalho não conseguiu abrir a página ({ $detail })
launch-unsupported = abrir uma página web não é suportado neste sistema
launch-files = não foi possível gravar o arquivo anexado para o programa em { $path }: { $detail }
handoff-no-keywords = O campo Keywords não é entregue a { $target }: programas de e-mail não o aceitam de um link.
handoff-too-long-program = A mensagem é longa demais para ser entregue a { $target } de uma vez ({ $length ->
        [one] { $length } caractere
       *[other] { $length } caracteres
    }; o sistema aceita { $max ->
        [one] { $max } caractere
       *[other] { $max } caracteres
    }), então o corpo não vai junto: cole-o na mensagem lá.
handoff-no-bcc = { $target } não aceita Cco de um link: adicione { $bcc } como Cco lá antes de enviar.
handoff-no-files = { $target } não pode receber arquivos desta forma: { $count ->
        [one] anexe-o
       *[other] anexe-os
    } lá ({ $files }).
handoff-open-folder = Abrir a pasta
handoff-too-long-webmail = A mensagem é longa demais para o link de escrita de { $target } ({ $length ->
        [one] { $length } caractere
       *[other] { $length } caracteres
    }; ele aceita cerca de { $max ->
        [one] { $max } caractere
       *[other] { $max } caracteres
    }), então o corpo não vai junto: cole-o na mensagem lá.
handoff-plus-becomes-space = Já se viu { $target } transformar um "+" de um endereço em espaço: verifique os destinatários lá antes de enviar.
handoff-no-threading = { $target } não aceita In-Reply-To nem References de um link: a mensagem não será agrupada como resposta.

## Registro como programa de e-mail e início com a sessão

desktop-no-home = a pasta pessoal é desconhecida: defina HOME
desktop-own-path = o caminho do próprio programa não foi encontrado ({ $detail }); execute-o pelo caminho completo
desktop-unwritable-path = o caminho do programa { $path } não pode ser escrito em uma entrada de área de trabalho (não é UTF-8 ou contém um caractere de controle); mova o programa para um caminho simples
desktop-io = não foi possível usar { $path }: { $detail }
desktop-system = { $detail }
desktop-unsupported = registrar um programa de e-mail não é suportado neste sistema
handoff-lost = a entrega parou inesperadamente
unavailable-unusable = o link não pode ser usado
unavailable-no-account = configure uma conta para ver a mensagem exata
save-no-store = não há pasta de dados para rascunhos

## Onde um servidor foi encontrado

source-providers = a tabela interna de provedores
source-autoconfig = o servidor de autoconfiguração do domínio
source-well-known = o servidor web do domínio (well-known autoconfig)
source-mx = o trocador de e-mail do domínio (MX)
source-srv = os registros SRV do domínio
source-ispdb = o ISPDB do Thunderbird
discover-other-domain = o e-mail para { $domain } é enviado por { $host }

## Provider notes
provider-note-gmail = O Google aceita uma senha de app (com a verificação em duas etapas ativada) ou o login com o Google; sua senha normal não funciona.
provider-note-outlook = O Outlook.com aceita só o login com a Microsoft (OAuth 2.0): as senhas deixaram de funcionar em setembro de 2024.
provider-note-office365 = O Microsoft 365 exige que o administrador permita o envio por SMTP para a sua caixa de correio; as senhas deixam de funcionar por padrão no fim de dezembro de 2026, e o login com a Microsoft continua funcionando.
provider-note-app-password = { $provider } exige uma senha de app para programas de e-mail; sua senha normal não funciona.
provider-note-app-specific-password = { $provider } exige uma senha específica de app (com a autenticação de dois fatores ativada).
provider-note-zoho = Com a autenticação de dois fatores ativada, o Zoho exige uma senha específica de app; o domínio próprio de uma organização usa { $host }.
provider-note-proton-bridge = O Proton Mail Bridge precisa estar rodando neste computador: use a senha que o Bridge mostra e confie no certificado dele (tls-ca = o certificado que o Bridge exporta).
provider-note-proton-smtp = Só para um endereço no seu próprio domínio com um token SMTP das configurações do Proton; o e-mail enviado assim não tem criptografia de ponta a ponta.
provider-note-switch-on-access = Ative primeiro o acesso POP3/IMAP nas configurações de { $provider }.
provider-note-yandex = O Yandex exige uma senha de app, e os programas de e-mail precisam estar ativados em Configurações, Clientes de e-mail.

## Attached files: exact sizes and the limits of servers

size-bytes-exact = { $count ->
        [one] { $shown } byte
       *[other] { $shown } bytes
    }
message-attachment-elided = { "[" }{ $name }: { $size }; { $encoded } em base64]
too-big = a mensagem tem { $size }; { $server } aceita no máximo { $limit }
send-too-big-reply = a mensagem tem { $size }, mais do que { $server } aceita ({ $reply })
file-too-big = a mensagem tem { $size }, e { $host } guarda em { $folder } mensagens de até { $limit }
filing-too-big = mas a cópia não foi arquivada na sua pasta Enviadas: { $error }
provider-refuses-type = { $provider } não transporta arquivos como { $name } (bloqueia esse tipo por segurança), então a mensagem voltaria: envie o arquivo de outra forma

## Como uma conta envia

server-smtp = { $host }:{ $port } ({ $security })
server-no-encryption = sem criptografia
server-sendmail = { $program } (sendmail local)
server-desktop = Contas online do GNOME
server-handoff = { $target } (entregue, você envia lá)

## Ortografia (src/spelling): menu e avisos do corretor
spelling-add = Adicionar ao dicionário
spelling-ignore = Ignorar
spelling-no-suggestions = Nenhuma sugestão
spelling-misspelt = Erro de ortografia: { $word }
spelling-automatic = Ortografia: idioma do texto
spelling-language = Ortografia: { $language }
spelling-off = Ortografia: desativada
spelling-no-dictionary = Nenhum dicionário ortográfico está instalado para o idioma "{ $language }", então o texto nesse idioma não é verificado. Instale um para que ele seja verificado (no Debian e no Ubuntu: { $package }).
spelling-unreadable = não é possível ler o dicionário ortográfico { $path }: { $detail }
spelling-encoding = não é possível ler o dicionário ortográfico { $path }: ele está em { $encoding }; uma versão dele em UTF-8 pode ser lida
spelling-personal-list = não é possível adicionar a palavra ao seu dicionário pessoal { $path }: { $detail }
spelling-not-a-word = "{ $word }" não é uma única palavra, então não pode ser adicionada ao dicionário
spelling-no-thread = a ortografia não é verificada: não foi possível iniciar a thread dela ({ $detail })

## Destinatários sugeridos durante a digitação (src/contacts)
contacts-offers = { $count ->
        [one] { $count } sugestão
       *[other] { $count } sugestões
    }
contacts-forget = Esquecer este endereço
contacts-forget-hover = Esquecer este endereço ({ $shortcut })
contacts-source-sent = { $count ->
        [one] { $count } envio
       *[other] { $count } envios
    }
contacts-source-book = do catálogo de endereços "{ $book }"
contacts-no-data-dir = não foi encontrada uma pasta de dados para lembrar destinatários (HOME está definido?)
contacts-io = não é possível usar { $path }: { $detail }
contacts-unreadable = { $path } não é uma lista de destinatários que este programa consiga ler ({ $detail }); o arquivo foi deixado como está, e nenhum destinatário é lembrado até que ele seja movido
contacts-evolution = não é possível ler os catálogos de endereços do Evolution (Contatos do GNOME): { $detail }

## A fila: mensagens guardadas para depois (Enviar mais tarde, Enviar quando estiver online), e as
## notificações que dizem o que aconteceu com elas depois que a janela foi fechada.
queue-not-found = nada na fila tem o id { $id }: mailto-preview queue lista o que está aguardando
queue-busy = { $id } está sendo enviado agora por outra instância do Mailto Preview: veja mailto-preview queue daqui a pouco
queue-entry = o registro { $path } de uma mensagem na fila não pode ser lido ({ $detail }): a mensagem continua ao lado dele
queue-sent-title = Enviado para { $recipients }
queue-sent-body = A mensagem "{ $subject }" foi enviada no horário marcado.
queue-not-sent-title = Não enviado para { $recipients }
queue-refused-body = A mensagem "{ $subject }" foi recusada: { $error }. Ela continua guardada: corrija o que o servidor indica e envie-a com mailto-preview queue --send-now { $id }, ou retire-a com --cancel { $id }.
queue-uncertain-body = A conexão caiu enquanto a mensagem "{ $subject }" era enviada, então ela pode ter chegado. Ela continua guardada e não será enviada de novo sozinha: envie-a com mailto-preview queue --send-now { $id } se não tiver chegado.
queue-interrupted-body = O Mailto Preview parou enquanto a mensagem "{ $subject }" era enviada, então ela pode ter chegado. Ela continua guardada e não será enviada de novo sozinha: envie-a com mailto-preview queue --send-now { $id } se não tiver chegado.
queue-gave-up-body = Durante um dia, não foi possível enviar a mensagem "{ $subject }": { $error }. Ela continua guardada: envie-a com mailto-preview queue --send-now { $id } quando estiver online de novo.

## OpenPGP: assinar e criptografar com as próprias chaves GnuPG da pessoa.

# O que a mensagem exata mostra onde vai entrar o que o GnuPG produz no momento do envio.
openpgp-pending-micalg = { "[" }o hash com que o GnuPG assina, como pgp-sha256]
openpgp-pending-signature = { "[" }a assinatura que o GnuPG cria com a sua chave no envio]
openpgp-pending-encrypted = { "[" }o texto e os arquivos da mensagem, assinados e criptografados pelo GnuPG no envio]
openpgp-pending-autocrypt = { "[" }a sua chave pública, obtida do GnuPG no envio]
openpgp-not-a-fingerprint = "{ $text }" não é a impressão digital de uma chave: escreva os 40 dígitos hexadecimais que o gpg --list-secret-keys mostra
openpgp-missing = O GnuPG não está instalado (nenhum programa { $program } foi encontrado), então nada pode ser assinado nem criptografado. Instale o GnuPG ou desative Assinar para esta mensagem
openpgp-not-run = não foi possível executar { $program }: { $detail }
openpgp-cancelled = A assinatura foi cancelada, então nada foi enviado
openpgp-bad-passphrase = O GnuPG não aceitou a frase secreta, então nada foi enviado
openpgp-no-pinentry = O GnuPG não conseguiu pedir a sua frase secreta (nenhum programa pinentry pode ser aberto aqui), então nada foi enviado
openpgp-no-secret-key = O seu GnuPG não tem nenhuma chave secreta { $key } capaz de assinar. Verifique openpgp.key nesta conta ou importe a chave no GnuPG
openpgp-recipient-refused = O GnuPG não vai criptografar para { $key }: { $reason }
openpgp-failed = O GnuPG não assinou nem criptografou a mensagem ({ $detail }), então nada foi enviado
openpgp-key-not-found = nenhuma chave foi encontrada
openpgp-key-revoked = a chave foi revogada
openpgp-key-expired = a chave expirou
openpgp-key-wrong-usage = a chave não pode ser usada para isso
openpgp-key-not-trusted = a chave não é confiável
openpgp-key-disabled = a chave está desativada
openpgp-key-unusable = a chave não pode ser usada
step-signing = assinando com a sua chave
step-passphrase = aguardando a sua frase secreta na janela do GnuPG
step-held = aguardando um instante antes de enviar, para que você possa desfazer
step-while-signing = ao assinar
step-while-passphrase = ao aguardar a sua frase secreta
openpgp-key-usable = a chave pode ser usada
openpgp-key-not-certified = ninguém em quem você confia confirmou que a chave pertence a este endereço
openpgp-sign = Assinar
openpgp-sign-hover = Assinar com a sua chave { $key }, para que os destinatários possam verificar que a mensagem é sua e não foi alterada
openpgp-encrypt = Criptografar
openpgp-encrypt-hover = Criptografar para a chave de cada destinatário e para a sua: só você e eles poderão ler o texto e os arquivos
openpgp-cannot-encrypt = Para criptografar, é preciso uma chave utilizável para cada destinatário:
openpgp-headers-readable = O assunto, os endereços e a data continuam legíveis para os servidores de e-mail: só o texto e os arquivos são criptografados.
openpgp-unsigned-because = Esta mensagem será enviada sem assinatura: { $reason }
openpgp-no-signer = O seu GnuPG não tem nenhuma chave secreta { $key } capaz de assinar, então esta mensagem será enviada sem assinatura. Verifique openpgp.key nesta conta.
openpgp-recipient-lacks = { $address }: { $reason }
openpgp-key-of = chave { $key }, "{ $user }"
openpgp-use-key = Usar esta chave
openpgp-use-key-hover = A partir de agora, criptografar para { $address } com esta chave, embora ninguém em quem você confia tenha confirmado que ela é dessa pessoa
openpgp-find-key = Procurar uma chave
openpgp-find-key-hover = Pedir ao domínio { $domain }, pela internet, a chave de { $address } (Web Key Directory)
openpgp-found = A chave { $key } de { $address } foi encontrada e adicionada às suas chaves do GnuPG.
openpgp-not-found = Nenhuma chave foi encontrada para { $address }.
openpgp-accept-failed = Não foi possível guardar esta chave: { $error }
openpgp-gnupg-missing = O GnuPG não está instalado, então esta mensagem será enviada sem assinatura. Instale o GnuPG para assinar com a sua chave { $key }.
step-while-held = ao aguardar antes do envio
openpgp-signer-refused = O GnuPG não vai assinar com a sua chave { $key }: { $reason }. Nada foi enviado
blocker-cannot-encrypt = Criptografar está ativado, mas nem todos os destinatários têm uma chave utilizável: desative Criptografar ou remova esses destinatários
openpgp-signer-cannot-encrypt = A sua chave { $key } não tem nenhuma parte capaz de criptografar, então as mensagens não podem ser criptografadas (elas também são criptografadas para você, para que você possa lê-las em Enviadas).
