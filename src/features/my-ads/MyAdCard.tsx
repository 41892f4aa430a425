import { ActionIcon, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core'
import {
  IconCheck,
  IconEdit,
  IconEye,
  IconPackage,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react'
import { adShared, AdPhoto, ReservedBadge, SoldOutBadge, StatusBadge } from '@/features/ads'
import { ReserveAdButton } from './ReserveAdButton'
import type { Author } from '@/lib/server/session'
import { formatDate } from '@/lib/formats/format'
import { adAvailable, adPrice, isSoldOut } from '@/lib/rules/units'
import type { CachedAd, QueuedChange } from '@/offline'
import { ActionIconLink, ButtonLink } from '@/ui/links'
import { ShareButtons } from '@/ui/ShareButtons'
import { PendingMark } from '@/features/queued-changes'
import { adCategoryName } from '@/lib/rules/ad-categories'
import { daysLeft, RENEW_NOTICE_DAYS, statusShown } from '@/lib/rules/ad-time'
import { HiddenNotice } from './HiddenNotice'

export type StatusAction = 'pausar' | 'ativar' | 'vender' | 'renovar'

const RENOVAR = { acao: 'renovar' as const, label: 'Renovar', Icone: IconRefresh, cor: 'campo' }
const VENDER = { acao: 'vender' as const, label: 'Marcar como vendido', Icone: IconCheck, cor: 'blue' }

/**
 * Pause when ativo, activate when paused or sold; "Renovar" in an ad's last week and once expired;
 * "Marcar como vendido" until sold. A hidden ad has none: the moderation decides it.
 */
function acoesDeStatus(status: ReturnType<typeof statusShown<CachedAd['status']>>, dias: number | null) {
  switch (status) {
    case 'oculto':
      return []
    case 'expirado':
      return [RENOVAR, VENDER]
    case 'ativo':
      return [
        ...(dias !== null && dias <= RENEW_NOTICE_DAYS ? [RENOVAR] : []),
        { acao: 'pausar' as const, label: 'Pausar', Icone: IconPlayerPause, cor: 'yellow' },
        VENDER,
      ]
    default:
      return [
        { acao: 'ativar' as const, label: 'Ativar', Icone: IconPlayerPlay, cor: 'green' },
        ...(status === 'vendido' ? [] : [VENDER]),
      ]
  }
}

function expiryText(dias: number): string {
  if (dias === 0) return 'Expira hoje'
  return dias === 1 ? 'Expira em 1 dia' : `Expira em ${dias} dias`
}

/** One of the person's ads, with what they can do to it. */
export function MyAdCard({
  ad,
  autor,
  queued,
  onStatus,
  onRestock,
  onDelete,
}: {
  ad: CachedAd
  autor: Author | null
  queued: QueuedChange[] | undefined
  onStatus: (action: StatusAction) => void
  onRestock: () => void
  onDelete: () => void
}) {
  const status = statusShown(ad)
  const dias = daysLeft(ad)
  return (
    <Card withBorder radius="md" padding={0} component="article" aria-label={ad.titulo}>
      <AdPhoto ad={ad} alt={ad.titulo} h={150} fit="cover" card />
      <Stack gap={6} p="sm" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} lineClamp={2}>
            {ad.titulo}
          </Text>
          <Group gap={4} wrap="nowrap">
            {isSoldOut(ad) && <SoldOutBadge />}
            {status === 'ativo' && ad.reservado_em && <ReservedBadge />}
            <StatusBadge status={status} />
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {adCategoryName(ad.categoria)} · <b>{adPrice(ad)}</b>
          {!isSoldOut(ad) && adAvailable(ad) && ` · ${adAvailable(ad)}`}
        </Text>
        {ad.descricao && (
          <Text size="sm" lineClamp={2}>
            {ad.descricao}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {ad.cidade}, {ad.uf} · {formatDate(ad.created_at)}
        </Text>
        {status === 'oculto' && <HiddenNotice motivo={ad.ocultado_motivo} />}
        {status === 'expirado' && (
          <Text size="sm" fw={700} c="red.9">
            Expirado: não aparece para outras pessoas. Renove para publicar por mais 60 dias.
          </Text>
        )}
        {status === 'ativo' && dias !== null && dias <= RENEW_NOTICE_DAYS && (
          <Text size="sm" fw={700} c="red.9">
            {expiryText(dias)}
          </Text>
        )}
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
          {acoesDeStatus(status, dias).map(({ acao, label, Icone, cor }) => (
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
          {autor && status === 'ativo' && <ReserveAdButton ad={ad} autor={autor} />}
          {ad.quantidade_disponivel != null && status !== 'oculto' && (
            <Button
              variant={isSoldOut(ad) ? 'filled' : 'default'}
              size="sm"
              leftSection={<IconPackage size={16} aria-hidden />}
              onClick={onRestock}
            >
              Repor estoque
            </Button>
          )}
          {status === 'ativo' && <ShareButtons shared={adShared(ad)} />}
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
