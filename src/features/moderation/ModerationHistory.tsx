import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { formatDate } from '@/lib/formats/format'
import { useModerationHistory, useUsernames, type CachedModerationDecision } from '@/offline'
import { LoadingState } from '@/ui/LoadingState'

const DECISAO: Record<string, string> = { ocultado: 'Anúncio ocultado', excluido: 'Anúncio excluído' }

/** "Histórico" of /gerenciar-denuncias: who decided what, when and why; reverted decisions marked. */
export function ModerationHistory() {
  const decisions = useModerationHistory(true)
  const names = useUsernames(
    (decisions ?? []).flatMap((d) => [d.decidida_por, d.revertida_por].filter((id): id is string => id !== null)),
  )
  if (decisions === undefined) return <LoadingState text="Carregando histórico..." />
  if (decisions.length === 0) {
    return (
      <Text role="status" c="dimmed" ta="center" py="xl">
        Nenhuma decisão da moderação registrada ainda.
      </Text>
    )
  }
  const who = (id: string | null) => (id && names.get(id) ? `@${names.get(id)}` : 'alguém da equipe')
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Decisões da moderação">
      {decisions.map((d) => (
        <Paper key={d.alvo_id} component="li" withBorder p="md" aria-label={d.titulo ?? 'Anúncio sem título'}>
          <Decision decision={d} who={who} />
        </Paper>
      ))}
    </Stack>
  )
}

function Decision({ decision: d, who }: { decision: CachedModerationDecision; who: (id: string | null) => string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {d.titulo ?? 'Anúncio sem título'}
        </Text>
        <Group gap={6}>
          <Badge color={d.revertida_em ? 'gray.7' : 'red.9'} variant="light">
            {DECISAO[d.decisao] ?? d.decisao}
          </Badge>
          {d.revertida_em && (
            <Badge color="campo.8" variant="light">
              Revertida
            </Badge>
          )}
        </Group>
      </Group>
      <Text size="sm">
        Por {who(d.decidida_por)} em {formatDate(d.decidida_em)}
        {d.motivo ? ` — motivo: ${d.motivo}` : ''}
      </Text>
      {d.revertida_em && (
        <Text size="sm" c="dimmed">
          Revertida por {who(d.revertida_por)} em {formatDate(d.revertida_em)}: o anúncio voltou a aparecer.
        </Text>
      )}
      {d.alvo_excluido_em && (
        <Text size="sm" c="dimmed">
          Quem anunciou excluiu o anúncio em {formatDate(d.alvo_excluido_em)}.
        </Text>
      )}
    </Stack>
  )
}
