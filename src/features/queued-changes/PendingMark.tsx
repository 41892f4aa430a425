import { Alert, Button, Group, Text } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { notifications } from '@mantine/notifications'
import { PendingBadge } from '@/features/ads'
import { ReadAloudButton } from '@/features/read-aloud'
import { descartarAlteracao, resolverConflito, tentarDeNovo, useUploadProgress, type QueuedChange } from '@/offline'
import { UploadProgressLine } from './UploadProgressLine'

const O_QUE: Record<QueuedChange['kind'], string> = {
  publicarAnuncio: 'Publicação',
  editarAnuncio: 'Edição',
  alterarStatusDoAnuncio: 'Mudança de status',
  excluirAnuncio: 'Exclusão',
  comentar: 'Comentário',
  favoritar: 'Favorito',
  desfavoritar: 'Favorito',
  oferecerViagem: 'Oferta da viagem',
  alterarStatusDaViagem: 'Mudança de status da viagem',
  reservarEspaco: 'Pedido de reserva',
  alterarStatusDaReserva: 'Resposta à reserva',
  enviarMensagem: 'Mensagem',
  fazerPedido: 'Pedido',
  alterarStatusDoPedido: 'Mudança do pedido',
  alterarPagamentoDoPedido: 'Pagamento do pedido',
  salvarChavePix: 'Chave Pix',
  removerChavePix: 'Remoção da chave Pix',
  criarAlerta: 'Alerta',
  pausarAlerta: 'Pausa do alerta',
  excluirAlerta: 'Exclusão do alerta',
  criarPontoDeRetirada: 'Ponto de retirada',
  editarPontoDeRetirada: 'Alteração do ponto de retirada',
  excluirPontoDeRetirada: 'Exclusão do ponto de retirada',
  marcarConversaLida: 'Leitura da conversa',
  renovarAnuncio: 'Renovação',
  denunciarAnuncio: 'Denúncia',
  ocultarAnuncio: 'Ocultação do anúncio',
  descartarDenuncias: 'Descarte das denúncias',
  bloquearPessoa: 'Bloqueio',
  desbloquearPessoa: 'Desbloqueio',
  denunciarMensagem: 'Denúncia da mensagem',
  decidirDenunciaMensagem: 'Decisão da denúncia da mensagem',
  avaliarPedido: 'Avaliação do pedido',
  responderAvaliacao: 'Resposta à avaliação',
  reservarAnuncio: 'Reserva do anúncio',
  criarRespostaRapida: 'Resposta rápida',
  excluirRespostaRapida: 'Exclusão da resposta rápida',
  marcarNotificacaoLida: 'Leitura da notificação',
  marcarTodasComoLidas: 'Leitura das notificações',
  esquecerAssinaturaPush: 'Desligar as notificações deste aparelho',
}

// Loaded only when an edit meets another device's (rare), not with every page that shows marks.
const ConflictChoice = lazy(() => import('./ConflictChoice'))

const agir = (acao: Promise<void>) =>
  acao.catch(() => notifications.show({ color: 'red', message: 'Não foi possível alterar o envio. Tente novamente.' }))

/**
 * "Aguardando envio" while changes of an ad or a trip wait, with how far their photos are while they
 * go up; each refused one with its reason, retry and discard — an edit another device changed
 * meanwhile with both values and the choice between them.
 */
export function PendingMark({ changes }: { changes: QueuedChange[] | undefined }) {
  const progress = useUploadProgress((p) => changes?.some((change) => change.seq === p.seq) ?? false)
  if (!changes?.length) return null
  const failed = changes.filter((c) => c.status === 'failed')
  return (
    <>
      {failed.length < changes.length && <PendingBadge />}
      {progress && <UploadProgressLine progress={progress} />}
      {failed.map((change) => {
        const title = `${O_QUE[change.kind] ?? 'Alteração'} não aceita`
        return (
          <Alert key={change.seq} color="red" variant="light" p="xs" title={title}>
            <Text size="sm">{change.error}</Text>
            {change.conflict ? (
              <Suspense>
                <ConflictChoice
                  conflict={change.conflict}
                  onChoose={(escolha) => void agir(resolverConflito(change.seq, escolha))}
                />
              </Suspense>
            ) : (
              <Group gap="xs" mt={6}>
                <ReadAloudButton compact label="Ouvir aviso" texts={() => [`${title}.`, change.error ?? '']} />
                <Button size="compact-sm" variant="white" onClick={() => void agir(tentarDeNovo(change.seq))}>
                  Tentar de novo
                </Button>
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => void agir(descartarAlteracao(change.seq))}>
                  Descartar
                </Button>
              </Group>
            )}
          </Alert>
        )
      })}
    </>
  )
}
