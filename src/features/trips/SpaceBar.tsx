import { Progress, Stack, Text } from '@mantine/core'
import type { CachedTrip } from '@/offline'
import { formatKg, freeOnRoute } from './numbers'

/** "Espaço livre: 1.250 kg de 2.000 kg", with a bar of what is taken (read as a meter). */
export function SpaceBar({ trip }: { trip: Pick<CachedTrip, 'capacidade_kg' | 'carga_por_trecho'> }) {
  const free = freeOnRoute(trip)
  const taken = Math.round(((trip.capacidade_kg - free) / trip.capacidade_kg) * 100)
  const label = `Espaço livre: ${formatKg(free)} de ${formatKg(trip.capacidade_kg)}`
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Progress value={taken} color={free < 1 ? 'yellow.6' : 'campo.7'} aria-label={label} size="lg" radius="xl" />
    </Stack>
  )
}
