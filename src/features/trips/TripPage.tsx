import { Box, Container, Grid, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core'
import { IconMapPin, IconSnowflake, IconTruck } from '@tabler/icons-react'
import { formatPrice } from '@/lib/formats/format'
import { FirstThenPhonePage } from '@/lib/page-start/FirstThenPhonePage'
import type { CachedTrip } from '@/offline'
import { useFirstTrip } from '@/offline/first-trip'
import { ButtonLink } from '@/ui/links'
import { LoadingState } from '@/ui/LoadingState'
import { PageBanner } from '@/ui/PageBanner'
import { ShareButtons } from '@/ui/ShareButtons'
import { formatDeparture, formatKg, routeLabel, tripShared } from './numbers'
import { phoneTrip } from './phone-trip'
import { ServerTripTitle } from './ServerTripTitle'
import { SpaceBar } from './SpaceBar'
import { TripStatusBadge } from './TripStatusBadge'

export { phoneTripInApp } from './phone-trip'

type PhoneTripParts = typeof import('./PhoneTrip')

/**
 * The page's least height, loading and loaded: the footer starts below the first screen, so the
 * trip arriving in place of the wait never pushes it down in view (a layout shift).
 */
const TRIP_PAGE_MIN_HEIGHT = '100vh'

const CRUMBS = [{ label: 'Casa', to: '/' }, { label: 'Frete Solidário', to: '/frete-solidario' }, { label: 'Viagem' }]

/** /viagens/{id}: the route, the space left, the split and, by who is looking, reserve / answer / cancel. */
export function TripPage({ id }: { id: string }) {
  return (
    <FirstThenPhonePage
      id={id}
      phoneParts={phoneTrip}
      useFirst={useFirstTrip}
      phone={(parts, onPhone) => <parts.PhoneTrip id={id} onPhone={onPhone} />}
      found={(trip, parts) => <Trip trip={trip} parts={parts} />}
      notFound={() => <TripNotFound />}
      loading={
        // The prerendered frame's shape: the banner (its route written by the web server), then the wait.
        <Box mih={TRIP_PAGE_MIN_HEIGHT}>
          <PageBanner title={<ServerTripTitle />} crumbs={CRUMBS} />
          <LoadingState text="Carregando viagem..." />
        </Box>
      }
    />
  )
}

function TripNotFound() {
  return (
    <Container size="sm" py="xl">
      <Stack align="center">
        <Title order={1}>Viagem não encontrada</Title>
        <Text>Ela pode ter sido cancelada ou já ter acontecido.</Text>
        <ButtonLink to="/frete-solidario" search={{ tab: 'viagens' }}>
          Ver viagens abertas
        </ButtonLink>
      </Stack>
    </Container>
  )
}

function Trip({ trip, parts }: { trip: CachedTrip; parts: PhoneTripParts | undefined }) {
  return (
    <Box mih={TRIP_PAGE_MIN_HEIGHT}>
      <PageBanner title={routeLabel(trip)} crumbs={CRUMBS} />
      <Container size="lg" py="xl">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack>
              <Group justify="space-between">
                <Text fz="lg" fw={600}>
                  {formatDeparture(trip.data, trip.hora)}
                </Text>
                <TripStatusBadge status={trip.status} />
              </Group>
              {parts && <parts.TripQueued trip={trip} />}
              <Group gap="xs" c="gray.7">
                <IconTruck size={18} aria-hidden />
                <Text>{trip.veiculo}</Text>
                {trip.refrigerada && (
                  <Group gap={4}>
                    <IconSnowflake size={16} aria-hidden />
                    <Text>Refrigerado</Text>
                  </Group>
                )}
              </Group>
              <Paper withBorder p="lg" component="section" aria-labelledby="roteiro-titulo">
                <Title order={2} fz="h3" id="roteiro-titulo" mb="md">
                  Roteiro
                </Title>
                <Timeline active={trip.paradas.length} bulletSize={24} lineWidth={2}>
                  {trip.paradas.map((p, i) => (
                    <Timeline.Item key={i} bullet={<IconMapPin size={14} aria-hidden />} title={`${p.cidade}/${p.uf}`}>
                      {p.local && <Text size="sm">{p.local}</Text>}
                      {i < trip.paradas.length - 1 && (
                        <Text size="xs" c="dimmed">
                          Carga neste trecho: {formatKg(trip.carga_por_trecho[i] ?? trip.carga_propria_kg)}
                        </Text>
                      )}
                    </Timeline.Item>
                  ))}
                </Timeline>
              </Paper>
              <SpaceBar trip={trip} />
              <Text>
                Custo total da viagem: <strong>{formatPrice(trip.custo_total)}</strong> · carga de quem oferece:{' '}
                {formatKg(trip.carga_propria_kg)}
              </Text>
              {trip.observacoes && <Text style={{ whiteSpace: 'pre-line' }}>{trip.observacoes}</Text>}
              {trip.status === 'aberta' && <ShareButtons shared={tripShared(trip)} />}
              <Text size="sm" c="dimmed">
                Oferecida por {trip.user_name}
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>{parts && <parts.TripPersonal trip={trip} />}</Grid.Col>
        </Grid>
      </Container>
    </Box>
  )
}
