import { Badge, Card, Group, Stack, Text } from '@mantine/core'
import { IconClockHour4, IconMapPin } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { adCategoryName } from '@/lib/rules/ad-categories'
import { relativeDay } from '@/lib/formats/format'
import { adAvailable, adPrice, isSoldOut } from '@/lib/rules/units'
import type { CachedAd } from '@/offline'
import { AD_PHOTO_HEIGHT } from './grid-layout'
import { AdPhoto } from './AdPhoto'
import { ReservedBadge } from './ReservedBadge'
import { SoldOutBadge } from './SoldOutBadge'
import classes from './AdCard.module.css'

/** An ad in a list: photo, title, price per unit (with what is left, or "Esgotado"), place; the whole card opens /product/{id}. */
export function AdCard({
  ad,
  action,
  showDay = false,
  distance,
  priority = false,
}: {
  ad: CachedAd
  action?: ReactNode
  showDay?: boolean
  /** "a 12 km" / "na sua cidade" beside the place, in a list around a place. */
  distance?: string
  /** The first card on screen: its photo is fetched at once. */
  priority?: boolean
}) {
  return (
    <Card withBorder padding={0} radius="md" className={classes.card}>
      <AdPhoto ad={ad} alt={ad.titulo} h={AD_PHOTO_HEIGHT} fit="cover" card priority={priority} />
      <Stack gap={4} p="sm" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Badge variant="light" color="campo">
            {adCategoryName(ad.categoria)}
          </Badge>
          {showDay && (
            <Text size="xs" c="dimmed">
              <IconClockHour4 size={12} aria-hidden style={{ verticalAlign: 'middle' }} /> {relativeDay(ad.created_at)}
            </Text>
          )}
        </Group>
        <Link to="/product/$id" params={{ id: ad.id }} className={classes.link}>
          <Text fw={700} lineClamp={2} className={classes.title}>
            {ad.titulo}
          </Text>
        </Link>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text fw={700} c="campo.8">
            {adPrice(ad)}
          </Text>
          {isSoldOut(ad) ? (
            <SoldOutBadge />
          ) : ad.reservado_em ? (
            <ReservedBadge />
          ) : (
            adAvailable(ad) && (
              <Text size="xs" c="dimmed">
                {adAvailable(ad)}
              </Text>
            )
          )}
        </Group>
        <Group justify="space-between" wrap="nowrap" mt="auto" className={classes.footer}>
          <Text size="sm" c="dimmed">
            <IconMapPin size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {ad.cidade}, {ad.uf}
            {distance && (
              <Text span size="sm" fw={600} c="campo.8">
                {' · '}
                {distance}
              </Text>
            )}
          </Text>
          {action && <div className={classes.action}>{action}</div>}
        </Group>
      </Stack>
    </Card>
  )
}
