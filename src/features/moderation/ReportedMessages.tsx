import { Badge, Button, Card, Group, Paper, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { formatDate } from '@/lib/formats/format'
import { REPORT_REASON_NAMES } from '@/lib/rules/report-reasons'
import type { Author } from '@/lib/server/session'
import { announceChange } from '@/features/send-state'
import { decidirDenunciaMensagem, useOpenMessageReports, type CachedMessageReport } from '@/offline/safe-negotiation'
import { LoadingState } from '@/ui/LoadingState'

interface ContextLine {
  id: string
  remetente_nome: string | null
  texto: string
  created_at: string
  denunciada: boolean
}

const contextOf = (report: CachedMessageReport) =>
  Array.isArray(report.contexto) ? (report.contexto as unknown as ContextLine[]) : []

function ReportedMessageCard({ report, autor }: { report: CachedMessageReport; autor: Author }) {
  const decide = async (decisao: 'procedente' | 'descartada') => {
    try {
      await announceChange(
        () => decidirDenunciaMensagem(autor, report.id, decisao),
        decisao === 'procedente' ? 'Denúncia marcada como procedente.' : 'Denúncia descartada.',
      )
    } catch {
      notifications.show({ color: 'red', message: 'Erro ao registrar a decisão. Tente novamente.' })
    }
  }
  return (
    <Card withBorder component="article" aria-label={`Mensagem de ${report.denunciado_nome ?? 'pessoa'} denunciada`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>
            {report.denunciado_nome ?? 'Pessoa'} · {report.anuncio_titulo ?? 'Anúncio'}
          </Text>
          <Badge color="red.9">{REPORT_REASON_NAMES[report.motivo]}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Denunciada em {formatDate(report.created_at)}
        </Text>
        {report.detalhes && <Text size="sm">“{report.detalhes}”</Text>}
        <Stack gap={4} role="list" aria-label="Conversa até a mensagem denunciada">
          {contextOf(report).map((line) => (
            <Paper
              key={line.id}
              role="listitem"
              p="xs"
              withBorder
              bg={line.denunciada ? 'red.0' : undefined}
              aria-current={line.denunciada ? 'true' : undefined}
            >
              <Text size="xs" fw={600}>
                {line.remetente_nome ?? 'Pessoa'} · {formatDate(line.created_at)}
                {line.denunciada ? ' · mensagem denunciada' : ''}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {line.texto}
              </Text>
            </Paper>
          ))}
        </Stack>
        <Group gap="xs">
          <Button color="red.9" size="compact-md" onClick={() => void decide('procedente')}>
            Procedente
          </Button>
          <Button variant="default" size="compact-md" onClick={() => void decide('descartada')}>
            Descartar
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

/**
 * The open reports of messages, oldest first, each with the conversation up to the message. The
 * reported person never sees who reported.
 */
export function ReportedMessages({ autor }: { autor: Author }) {
  const reports = useOpenMessageReports(true)
  if (reports === undefined) return <LoadingState text="Carregando denúncias..." />
  const open = reports.filter((r) => r.status === 'aberta' && !r.pending)
  if (open.length === 0) {
    return (
      <Text role="status" c="dimmed" ta="center" py="xl">
        Nenhuma mensagem denunciada.
      </Text>
    )
  }
  return (
    <Stack gap="lg">
      {open.map((report) => (
        <ReportedMessageCard key={report.id} report={report} autor={autor} />
      ))}
    </Stack>
  )
}
