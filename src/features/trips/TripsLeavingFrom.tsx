import { Paper, Stack, Text, Title } from '@mantine/core'
import { useTripsLeavingFrom } from '@/offline'
import { AnchorLink } from '@/ui/links'
import { formatDeparture, formatKg, freeOnRoute, routeLabel } from './numbers'

/** On an ad's page: open trips leaving from the ad's city in the next 14 days ("Frete solidário saindo de …"). */
export function TripsLeavingFrom({ cidade, uf }: { cidade: string; uf: string }) {
  const trips = useTripsLeavingFrom(cidade, uf)
  if (!trips || trips.length === 0) return null
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="saindo-de">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="saindo-de">
          Frete solidário saindo de {cidade}
        </Title>
        {trips.slice(0, 3).map((trip) => (
          <Stack key={trip.id} gap={0}>
            <AnchorLink to="/viagens/$id" params={{ id: trip.id }} fw={600}>
              {routeLabel(trip)}
            </AnchorLink>
            <Text size="sm">
              {formatDeparture(trip.data, trip.hora)} · livre: {formatKg(freeOnRoute(trip))}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  )
}
