import { Button, Group, NativeSelect, SimpleGrid, Skeleton, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { getStates } from '@brazilian-utils/brazilian-utils/get-states'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { WiderRadiusButton } from '@/features/near-me'
import { nearPlaceLabel, type Near } from '@/lib/places'
import { todayInBrazil, useOpenTrips, type CachedTrip, type TripFilter } from '@/offline'
import { ButtonLink } from '@/ui/links'
import { LazyRoutesMap } from '@/ui/map'
import { ViewToggleBar, type View } from '@/ui/ViewToggle'
import { nearStopLabel, routeLabel } from './numbers'
import { TripCard } from './TripCard'

const UFS = [{ value: '', label: 'Todos' }, ...getStates().map((s) => ({ value: s.code as string, label: s.code as string }))]

const asRoutes = (trips: CachedTrip[]) =>
  trips.flatMap((trip) => {
    const points = trip.paradas.flatMap((p) =>
      p.latitude !== undefined && p.longitude !== undefined ? [{ latitude: p.latitude, longitude: p.longitude }] : [],
    )
    return points.length >= 2 ? [{ id: trip.id, titulo: routeLabel(trip), points }] : []
  })

/**
 * The "Viagens" tab of /frete-solidario: the open trips, soonest first, filtered by the state they
 * leave from, a state they go to and the first day; as a list or as lines on the map.
 */
interface Props {
  filter: TripFilter
  onFilter: (next: TripFilter) => void
  /** "Perto de mim": the place, when one is set (the filter carries its point). */
  place?: Near | null
  /** The URL names a city still being looked up. */
  resolving?: boolean
}

export function TripsTab({ filter, onFilter, place = null, resolving = false }: Props) {
  const navigate = useNavigate()
  const [vista, setVista] = useState<View>('lista')
  const { trips: found, source } = useOpenTrips(filter)
  const trips = resolving ? undefined : found
  const filtering = Boolean(filter.origemUf || filter.destinoUf || filter.desde)

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label="Saindo de (UF)"
          data={UFS}
          value={filter.origemUf ?? ''}
          onChange={(e) => onFilter({ ...filter, origemUf: e.currentTarget.value || undefined })}
          style={{ flex: '0 1 140px' }}
        />
        <NativeSelect
          label="Indo para (UF)"
          data={UFS}
          value={filter.destinoUf ?? ''}
          onChange={(e) => onFilter({ ...filter, destinoUf: e.currentTarget.value || undefined })}
          style={{ flex: '0 1 140px' }}
        />
        <TextInput
          type="date"
          label="A partir de"
          min={todayInBrazil()}
          value={filter.desde ?? ''}
          onChange={(e) => onFilter({ ...filter, desde: e.currentTarget.value || undefined })}
          style={{ flex: '0 1 170px' }}
        />
        {filtering && (
          <Button variant="subtle" onClick={() => onFilter({})}>
            Limpar filtros
          </Button>
        )}
        <ButtonLink to="/oferecer-viagem" leftSection={<IconPlus size={16} aria-hidden />} ml="auto">
          Oferecer viagem
        </ButtonLink>
      </Group>
      <ViewToggleBar value={vista} onChange={setVista} label="Mostrar viagens como">
        <Text size="sm" c="dimmed">
          Divida o frete com produtores da sua região: cada um paga pelo peso que leva. O pagamento é combinado diretamente entre
          vocês, fora do app.
        </Text>
      </ViewToggleBar>
      {place && source === 'cache' && (
        <Text size="sm" c="dimmed" role="status">
          Sem conexão: mostrando as viagens guardadas no seu aparelho.
        </Text>
      )}
      {trips === undefined ? (
        <div role="status">
          <VisuallyHidden>Carregando viagens...</VisuallyHidden>
          <SimpleGrid cols={{ base: 1, sm: 2 }} aria-hidden>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h={220} radius="md" />
            ))}
          </SimpleGrid>
        </div>
      ) : trips.length === 0 ? (
        <Stack align="center" py={48}>
          <Text fz="lg">
            {place
              ? `Nenhuma viagem passa a até ${place.km} km ${nearPlaceLabel(place)}`
              : filtering
                ? 'Nenhuma viagem encontrada com esses filtros'
                : 'Nenhuma viagem aberta no momento'}
          </Text>
          {place && <WiderRadiusButton km={place.km} />}
          <ButtonLink to="/oferecer-viagem" variant="light">
            Ofereça a sua viagem
          </ButtonLink>
        </Stack>
      ) : vista === 'mapa' ? (
        <LazyRoutesMap
          label="Mapa das viagens"
          routes={asRoutes(trips)}
          circle={place ?? undefined}
          onOpen={(id) => void navigate({ to: '/viagens/$id', params: { id } })}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {trips.map((trip) => (
            <TripCard key={trip.id} trip={trip} near={trip.perto && place ? nearStopLabel(trip.perto, place) : undefined} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}
