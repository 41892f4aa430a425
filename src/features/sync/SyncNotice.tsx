import { Box, Button, Loader, Text } from '@mantine/core'
import { useSyncExternalStore } from 'react'
import { AnchorLink } from '@/ui/links'
import { PendingMark, uploadProgressText } from '@/features/queued-changes'
import { ReadAloudButton } from '@/features/read-aloud'
import { CopyFullNotice } from './CopyFullNotice'
import { LostChangesNotice } from './LostChangesNotice'
import {
  databaseReplaced,
  onDatabaseReplaced,
  UNKNOWN_KIND,
  useHistoryProgress,
  useSyncStatus,
  useUploadProgress,
} from '@/offline'

/** An order's refused changes are shown on its card in Pedidos (an acceptance past the stock, say). */
const ORDER_CHANGES = new Set(['fazerPedido', 'alterarStatusDoPedido', 'alterarPagamentoDoPedido'])

/**
 * A polite line under the header while changes wait to be sent: how many, whether they are
 * going now, and when the session must be renewed or something was refused.
 */
export default function SyncNotice() {
  const status = useSyncStatus()
  const upload = useUploadProgress()
  const history = useHistoryProgress()
  const updated = useSyncExternalStore(onDatabaseReplaced, databaseReplaced, () => false)
  const waiting = status.pending + status.failed.length
  // A change another version of the app left queued may belong to no screen of this one: it is
  // shown here, with its reason and "Descartar".
  const foreign = status.failed
    .filter((change) => change.error === UNKNOWN_KIND)
    .map((change) => ({ ...change, kind: change.kind as never, status: 'failed' as const, attempts: 1 }))
  let message: React.ReactNode = null
  // What "Ouvir aviso" says: the line's sentence, its links as what they lead to.
  let spoken = ''
  if (status.needsSignIn && status.pending > 0) {
    spoken = `${plural(status.pending)} esperando. Sua sessão expirou: entre de novo para enviar.`
    message = (
      <>
        {plural(status.pending)} esperando. Sua sessão expirou:{' '}
        <AnchorLink to="/login" search={{ redirect: window.location.pathname }} fw={700}>
          entre de novo
        </AnchorLink>{' '}
        para enviar.
      </>
    )
  } else if (status.failed.length > 0) {
    const orders = status.failed.every((change) => ORDER_CHANGES.has(change.kind))
    const messages = status.failed.every((change) => change.kind === 'enviarMensagem')
    const refused =
      status.failed.length === 1 ? '1 alteração não foi aceita' : `${status.failed.length} alterações não foram aceitas`
    spoken = `${refused}. Veja o motivo em ${orders ? 'Pedidos' : messages ? 'Mensagens' : 'Meus Anúncios'}.`
    message = (
      <>
        {refused}.{' '}
        {orders ? (
          <AnchorLink to="/pedidos" fw={700}>
            Ver em Pedidos
          </AnchorLink>
        ) : messages ? (
          <AnchorLink to="/mensagens" fw={700}>
            Ver em Mensagens
          </AnchorLink>
        ) : (
          <AnchorLink to="/meus-anuncios" fw={700}>
            Ver em Meus Anúncios
          </AnchorLink>
        )}
      </>
    )
  } else if (status.pending > 0) {
    message = spoken = upload
      ? uploadProgressText(upload)
      : status.online && status.syncing
        ? `Enviando ${plural(status.pending)}...`
        : `${plural(status.pending)} aguardando conexão para envio.`
  }
  if (updated) {
    return (
      <Box role="alert" bg="yellow.0" py={6} px="md">
        <Text size="sm" ta="center" c="dark.9">
          O aplicativo foi atualizado. Recarregue para continuar.{' '}
          <Button size="compact-sm" variant="white" onClick={() => window.location.reload()}>
            Recarregar
          </Button>
        </Text>
      </Box>
    )
  }
  return (
    <>
      <LostChangesNotice />
      <CopyFullNotice />
      <Box role="status" aria-live="polite">
        {history && waiting === 0 && (
          <Box bg="campo.0" py={6} px="md">
            <Text size="sm" ta="center" c="dark.9">
              <Loader size={12} mr={6} aria-hidden />
              Trazendo seu histórico para este celular: {history.rows.toLocaleString('pt-BR')} itens até agora...
            </Text>
          </Box>
        )}
        {waiting > 0 && message && (
          <Box bg={status.failed.length > 0 ? 'red.0' : 'campo.0'} py={6} px="md">
            <Text size="sm" ta="center" c="dark.9">
              {status.syncing && <Loader size={12} mr={6} aria-hidden />}
              {message} <ReadAloudButton compact label="Ouvir aviso" texts={() => [spoken]} />
            </Text>
          </Box>
        )}
        {foreign.length > 0 && (
          <Box px="md" py={6}>
            <PendingMark changes={foreign} />
          </Box>
        )}
      </Box>
    </>
  )
}

function plural(n: number) {
  return n === 1 ? '1 alteração' : `${n} alterações`
}
