import { Badge } from '@mantine/core'
import type { CachedAd } from '@/offline'

const CORES: Record<string, string> = { ativo: 'green', pausado: 'yellow', vendido: 'blue' }

/** ATIVO green, PAUSADO yellow, VENDIDO blue; anything else gray. */
export function StatusBadge({ status }: { status: CachedAd['status'] | string }) {
  return (
    <Badge color={CORES[status] ?? 'gray'} variant="filled" autoContrast>
      {status.toUpperCase()}
    </Badge>
  )
}
