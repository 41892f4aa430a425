import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { IconEyeOff, IconX } from '@tabler/icons-react'
import { StatusBadge } from '@/features/ads'
import { formatDate } from '@/lib/formats/format'
import { REPORT_REASON_NAMES, type ReportReason } from '@/lib/rules/report-reasons'
import type { ReportedAd } from '@/offline'
import { AnchorLink } from '@/ui/links'

/** The reasons of an ad's reports, the most frequent first. */
export function reasonsByCount(reports: ReportedAd['reports']): Array<[ReportReason, number]> {
  const counts = new Map<ReportReason, number>()
  for (const r of reports) counts.set(r.motivo, (counts.get(r.motivo) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1])
}

/** One reported ad in the queue: what was reported, by how many and why, and the two decisions. */
export function ReportedAdCard({
  group,
  ownerUsername,
  onHide,
  onDiscard,
}: {
  group: ReportedAd
  ownerUsername: string | undefined
  onHide: () => void
  onDiscard: () => void
}) {
  const { ad, reports } = group
  const titulo = ad?.titulo ?? 'Anúncio removido'
  const headingId = `denuncias-${group.anuncio_id}`
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4" id={headingId}>
              {ad ? (
                <AnchorLink to="/product/$id" params={{ id: ad.id }}>
                  {titulo}
                </AnchorLink>
              ) : (
                titulo
              )}
            </Title>
            {ad && (
              <Text size="sm" c="dimmed">
                Anunciado por{' '}
                {ownerUsername ? (
                  <AnchorLink to="/gerenciar-usuarios" search={{ search: ownerUsername }} underline="always">
                    {ad.user_name ?? ownerUsername}
                  </AnchorLink>
                ) : (
                  ad.user_name
                )}
                {' · '}
                {ad.cidade}, {ad.uf}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {ad && <StatusBadge status={ad.status} />}
            <Badge color="red.9" variant="filled">
              {reports.length === 1 ? '1 denúncia' : `${reports.length} denúncias`}
            </Badge>
          </Group>
        </Group>
        <Group gap="xs" aria-label="Motivos">
          {reasonsByCount(reports).map(([motivo, n]) => (
            <Badge key={motivo} variant="outline" color="gray.8">
              {REPORT_REASON_NAMES[motivo]} ({n})
            </Badge>
          ))}
        </Group>
        <List size="sm" spacing={4}>
          {reports.map((r) => (
            <List.Item key={r.id}>
              <Text span size="sm" c="dimmed">
                {formatDate(r.created_at)} · {REPORT_REASON_NAMES[r.motivo]}
              </Text>
              {r.detalhes && <Text size="sm">“{r.detalhes}”</Text>}
            </List.Item>
          ))}
        </List>
        <Group gap="xs">
          {ad && ad.status !== 'oculto' && (
            <Button color="red.9" size="sm" leftSection={<IconEyeOff size={16} aria-hidden />} onClick={onHide}>
              Ocultar anúncio
            </Button>
          )}
          <Button variant="default" size="sm" leftSection={<IconX size={16} aria-hidden />} onClick={onDiscard}>
            Descartar denúncia
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
