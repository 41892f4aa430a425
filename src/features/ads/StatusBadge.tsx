import { Badge } from '@mantine/core'
import type { CachedAd } from '@/offline'

// Dark enough shades (or dark text on yellow) for AA contrast.
const CORES: Record<string, string> = { ativo: 'campo.9', pausado: 'yellow.5', vendido: 'blue.9', oculto: 'red.9' }

/** ATIVO green, PAUSADO yellow, VENDIDO blue, OCULTO red; anything else (EXPIRADO) gray. */
export function StatusBadge({ status }: { status: CachedAd['status'] | string }) {
  return (
    <Badge color={CORES[status] ?? 'gray.8'} variant="filled" autoContrast style={{ flexShrink: 0 }}>
      {status.toUpperCase()}
    </Badge>
  )
}
