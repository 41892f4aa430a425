import { ActionIcon, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core'
import { IconCheck, IconEdit, IconEye, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react'
import { AdPhoto, StatusBadge } from '@/features/ads'
import { formatDate, formatPrice } from '@/lib/format'
import type { CachedAd, QueuedChange } from '@/offline'
import { ActionIconLink, ButtonLink } from '@/ui/links'
import { PendingMark } from '@/features/queued-changes'
import { adCategoryName } from '@/lib/ad-categories'

export type StatusAction = 'pausar' | 'ativar' | 'vender'

/** Pause when ativo, activate otherwise; "Marcar como vendido" until sold. */
function acoesDeStatus(status: CachedAd['status']) {
  return [
    status === 'ativo'
      ? { acao: 'pausar' as const, label: 'Pausar', Icone: IconPlayerPause, cor: 'yellow' }
      : { acao: 'ativar' as const, label: 'Ativar', Icone: IconPlayerPlay, cor: 'green' },
    ...(status === 'vendido' ? [] : [{ acao: 'vender' as const, label: 'Marcar como vendido', Icone: IconCheck, cor: 'blue' }]),
  ]
}

/** One of the person's ads, with what they can do to it. */
export function MyAdCard({
  ad,
  queued,
  onStatus,
  onDelete,
}: {
  ad: CachedAd
  queued: QueuedChange[] | undefined
  onStatus: (action: StatusAction) => void
  onDelete: () => void
}) {
  return (
    <Card withBorder radius="md" padding={0} component="article" aria-label={ad.titulo}>
      <AdPhoto ad={ad} alt={ad.titulo} h={150} fit="cover" card />
      <Stack gap={6} p="sm" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} lineClamp={2}>
            {ad.titulo}
          </Text>
          <StatusBadge status={ad.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {adCategoryName(ad.categoria)} · <b>{formatPrice(ad.preco)}</b>
        </Text>
        {ad.descricao && (
          <Text size="sm" lineClamp={2}>
            {ad.descricao}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {ad.cidade}, {ad.uf} · {formatDate(ad.created_at)}
        </Text>
        <PendingMark changes={queued} />
        <Group gap="xs" mt="auto" pt="xs">
          <Tooltip label="Ver anúncio">
            <ActionIconLink to="/product/$id" params={{ id: ad.id }} variant="light" size="lg" aria-label={`Ver ${ad.titulo}`}>
              <IconEye size={18} aria-hidden />
            </ActionIconLink>
          </Tooltip>
          <ButtonLink
            to="/editar-anuncio/$id"
            params={{ id: ad.id }}
            variant="light"
            size="sm"
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            Editar
          </ButtonLink>
          {acoesDeStatus(ad.status).map(({ acao, label, Icone, cor }) => (
            <Button
              key={acao}
              variant="default"
              size="sm"
              leftSection={<Icone size={16} color={`var(--mantine-color-${cor}-8)`} aria-hidden />}
              onClick={() => onStatus(acao)}
            >
              {label}
            </Button>
          ))}
          <Tooltip label="Excluir anúncio">
            <ActionIcon variant="light" color="red" size="lg" onClick={onDelete} aria-label={`Excluir ${ad.titulo}`}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Stack>
    </Card>
  )
}
