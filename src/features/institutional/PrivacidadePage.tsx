import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { CONTATO } from '@/ui/contact-info'
import { AnchorLink } from '@/ui/links'
import { PageBanner } from '@/ui/PageBanner'

// The privacy policy (LGPD arts. 6, 9 and 18), in words a producer reads on a phone. What it says
// of the service must stay true of the code: docs/privacy.md says where each statement is kept.

interface Item {
  oque: string
  porque: string
  base: string
}

const DADOS: Item[] = [
  {
    oque: 'Conta: nome, nome de usuário, telefone, CPF, e-mail (opcional), endereço, cidade, foto e links do perfil.',
    porque: 'Criar e proteger a sua conta, deixar você entrar pelo telefone ou e-mail e evitar contas falsas (um CPF por conta).',
    base: 'execução do contrato (art. 7º, V) e prevenção à fraude, por legítimo interesse (art. 7º, IX).',
  },
  {
    oque: 'Anúncios: título, descrição, preço, cidade, telefone de contato, fotos, a descrição falada e os pontos de retirada.',
    porque:
      'Mostrar o seu produto a quem procura. O anúncio é público enquanto está ativo; vence em 60 dias se não for renovado.',
    base: 'execução do contrato (art. 7º, V).',
  },
  {
    oque: 'Mensagens de texto e de voz, pedidos com quantidade e valor, situação do pagamento e a sua chave Pix.',
    porque:
      'Combinar a venda. Só as duas pessoas da conversa leem as mensagens e ouvem os áudios; a chave Pix só aparece para quem tem um pedido aceito com você.',
    base: 'execução do contrato (art. 7º, V).',
  },
  {
    oque: 'Viagens e reservas do Frete Solidário: rota, data, carga, peso e telefone.',
    porque: 'Dividir o frete. O telefone só é mostrado a quem tem reserva aceita na viagem.',
    base: 'execução do contrato (art. 7º, V).',
  },
  {
    oque: 'Comentários, notas, favoritos, alertas de busca e denúncias.',
    porque:
      'Ajudar outros compradores, avisar você de novos anúncios das buscas que guardou e manter o mercado confiável. Quem denunciou nunca é revelado ao dono do anúncio.',
    base: 'execução do contrato (art. 7º, V) e legítimo interesse (art. 7º, IX).',
  },
  {
    oque: 'Localização, só quando você toca em "Perto de mim".',
    porque:
      'Buscar anúncios e viagens perto de você. O ponto é arredondado para cerca de 1 km, vai no endereço da busca e não é gravado em nenhum cadastro — exceto quando você cria um alerta de busca com esse lugar: o alerta guarda o ponto arredondado e o raio até você excluí-lo em Meus alertas.',
    base: 'consentimento (art. 7º, I), dado na permissão do navegador; você pode negar e escolher a cidade.',
  },
  {
    oque: 'Notificações: o endereço de entrega do seu aparelho e as chaves que cifram o aviso.',
    porque:
      'Avisar de mensagens, pedidos, reservas e novos anúncios dos seus alertas. Você desliga em Configurações, aparelho por aparelho e tipo por tipo.',
    base: 'consentimento (art. 7º, I).',
  },
  {
    oque: 'Contato e newsletter: nome, e-mail, telefone e a sua mensagem.',
    porque: 'Responder a você e enviar a newsletter que você pediu.',
    base: 'consentimento (art. 7º, I) e legítimo interesse (art. 7º, IX).',
  },
  {
    oque: 'Segurança: as tentativas de entrar e os envios recentes, com o endereço IP.',
    porque: 'Barrar quem tenta adivinhar senhas ou enviar em massa. Apagados depois de 1 dia.',
    base: 'legítimo interesse (art. 7º, IX).',
  },
]

const DIREITOS: Array<{ direito: string; como: ReactNode }> = [
  {
    direito: 'Confirmar e acessar os seus dados, e levá-los a outro serviço (portabilidade)',
    como: (
      <>
        toque em <strong>Baixar meus dados</strong> em{' '}
        <AnchorLink to="/configuracoes" underline="always">
          Configurações
        </AnchorLink>
        : você recebe na hora um arquivo com tudo o que guardamos sobre você. Mensagens de contato e inscrições na newsletter
        enviadas sem entrar na conta não vão no arquivo (um e-mail digitado não prova quem você é): peça-as ao S.A.C. pelo
        formulário de contato, escrevendo do mesmo e-mail.
      </>
    ),
  },
  { direito: 'Corrigir', como: 'em Configurações, "Alterar detalhes" e "Alterar e-mail"; os anúncios, em "Meus anúncios".' },
  { direito: 'Eliminar', como: 'em Configurações, "Excluir conta" (veja abaixo o que é apagado).' },
  {
    direito: 'Revogar o consentimento',
    como: 'desligue as notificações em Configurações e a localização no navegador; para sair da newsletter, fale com o S.A.C.',
  },
  {
    direito: 'Anonimizar, bloquear, saber com quem compartilhamos, ou se opor a um tratamento',
    como: 'fale com o S.A.C.; respondemos em até 15 dias.',
  },
  {
    direito: 'Reclamar',
    como: (
      <>
        à Autoridade Nacional de Proteção de Dados (ANPD), em{' '}
        <Anchor href="https://www.gov.br/anpd" underline="always">
          gov.br/anpd
        </Anchor>
        .
      </>
    ),
  },
]

function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <section>
      <Title order={2} mb="sm">
        {titulo}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </section>
  )
}

export function PrivacidadePage() {
  return (
    <>
      <PageBanner title="Política de Privacidade" crumbs={[{ label: 'Casa', to: '/' }, { label: 'Política de Privacidade' }]} />
      <Container size="md">
        <Stack gap="xl">
          <Text>
            Esta página explica, em palavras simples, que dados o Campo Solidário guarda, para quê, com quem eles são
            compartilhados, por quanto tempo e como você usa os seus direitos da Lei Geral de Proteção de Dados (Lei 13.709/2018,
            a LGPD).
          </Text>
          <Secao titulo="Quem cuida dos seus dados">
            <Text>
              O Campo Solidário, com sede em Vitória (ES), é o controlador dos dados. Para qualquer assunto de privacidade, fale
              com o nosso S.A.C. pelo e-mail <Anchor href={`mailto:${CONTATO.email}`}>{CONTATO.email}</Anchor> ou pelo telefone{' '}
              <Anchor href={CONTATO.telefoneHref}>{CONTATO.telefone}</Anchor>, de segunda a sexta, das 8h às 17h.
            </Text>
          </Secao>
          <Secao titulo="O que guardamos, por que e com que base legal">
            {DADOS.map((item) => (
              <div key={item.oque}>
                <Text fw={700}>{item.oque}</Text>
                <Text>Para quê: {item.porque}</Text>
                <Text c="dimmed">Base legal: {item.base}</Text>
              </div>
            ))}
            <Text>
              No seu celular, o app guarda uma cópia do que você já viu, para funcionar sem internet. Ao tocar em
              &quot;Sair&quot;, ele apaga do aparelho os dados da sua conta. Não usamos cookies de propaganda nem vendemos dados.
            </Text>
          </Secao>
          <Secao titulo="Com quem compartilhamos">
            <List spacing="xs">
              <List.Item>
                <strong>Supabase</strong>, que opera o banco de dados, os arquivos (fotos e áudios) e o login em nosso nome, em
                servidores que podem ficar fora do Brasil, com as garantias da LGPD (art. 33).
              </List.Item>
              <List.Item>
                <strong>Serviços de notificação</strong> do seu navegador (Google, Mozilla ou Apple), que só entregam avisos
                cifrados, sem conseguir lê-los.
              </List.Item>
              <List.Item>
                <strong>OpenStreetMap e ViaCEP</strong>, que recebem a cidade ou o CEP digitado para achar o lugar no mapa, e os
                pedidos de imagens do mapa.
              </List.Item>
              <List.Item>
                <strong>O serviço de voz do seu navegador</strong> (no Chrome, o Google), só quando você toca no microfone para
                falar em vez de escrever: ele recebe o áudio do que você fala e devolve o texto, que você confere antes de enviar.
                Nós não recebemos nem guardamos esse áudio. O botão &quot;Ouvir&quot; usa a voz do próprio celular, que não envia
                nada; só uma voz marcada &quot;precisa de internet&quot;, se você a escolher, manda o texto lido ao serviço dessa
                voz.
              </List.Item>
              <List.Item>
                <strong>Outras pessoas do Campo Solidário</strong> veem o que é público: o seu perfil público (nome, cidade,
                foto), os seus anúncios e comentários.
              </List.Item>
            </List>
          </Secao>
          <Secao titulo="Por quanto tempo">
            <Text>
              Enquanto a sua conta existir. Anúncios saem do ar em 60 dias se não forem renovados, mas continuam com você em
              &quot;Meus anúncios&quot;. Tentativas de entrar e limites de envio são apagados depois de 1 dia.
            </Text>
            <Text>
              Ao tocar em &quot;Excluir conta&quot;, apagamos na hora o seu perfil, a chave Pix, os anúncios com as fotos e as
              descrições faladas, os comentários, as notas, os favoritos, as viagens e reservas, os avisos, os aparelhos com
              notificação, e as conversas e os pedidos com os seus áudios — também para a outra pessoa da conversa. Ficam apenas:
              as decisões da moderação sobre anúncios seus (título e motivo, sem ligação com você), as mensagens enviadas pelo
              formulário de contato e a inscrição na newsletter, que o S.A.C. apaga a seu pedido.
            </Text>
          </Secao>
          <Secao titulo="Seus direitos e como usá-los aqui">
            <List spacing="xs">
              {DIREITOS.map((item) => (
                <List.Item key={item.direito}>
                  <strong>{item.direito}</strong>: {item.como}
                </List.Item>
              ))}
            </List>
          </Secao>
          <Text size="sm" c="dimmed">
            Última atualização: 28 de novembro de 2026.
          </Text>
        </Stack>
      </Container>
    </>
  )
}
