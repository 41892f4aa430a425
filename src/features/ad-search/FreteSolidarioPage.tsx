import { Container, Tabs } from '@mantine/core'
import { IconPackage, IconTruck } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { NearMeControl, useNearFromSearch } from '@/features/near-me'
import { nearToSearch, type Near, type NearSearch } from '@/lib/places'
import type { TripFilter } from '@/offline'
import type { FreteSolidarioSearch } from '@/lib/rules/frete-solidario-search'
import { LoadingState } from '@/ui/LoadingState'
import { PageBanner } from '@/ui/PageBanner'
import { AdsTab } from './AdsTab'
import { tripFilterOf } from './searches'

// The trips come with their own code, when their tab is opened: the ads' first paint does not wait for it.
const TripsTab = lazy(() => import('@/features/trips').then((m) => m.loadTripsTab()).then((m) => ({ default: m.TripsTab })))

/** /frete-solidario: the ads, and the shared delivery trips ("Viagens"), each tab in the URL; "Perto de mim" for both. */
export function FreteSolidarioPage({ search }: { search: FreteSolidarioSearch }) {
  const navigate = useNavigate()
  const near: NearSearch = { near: search.near, city: search.city, km: search.km }
  const nearFromUrl = useNearFromSearch(near)
  const place = nearFromUrl.state === 'set' ? nearFromUrl.place : null
  const filterTrips = (next: TripFilter) =>
    void navigate({
      to: '/frete-solidario',
      search: { tab: 'viagens', from: next.origemUf, to: next.destinoUf, since: next.desde, ...near },
    })
  // A new place sorts by distance (the ads' other sorts stay a tap away); removing it drops that sort.
  const choosePlace = (next: Near | null) =>
    void navigate({
      from: '/frete-solidario',
      to: '/frete-solidario',
      search: (prev) => ({ ...prev, ...nearToSearch(next), sort: undefined }),
    })

  return (
    <>
      <PageBanner title="Frete Solidário" crumbs={[{ label: 'Casa', to: '/' }, { label: 'Frete Solidário' }]} />
      <Container size="lg" py="xl">
        <Tabs
          value={search.tab ?? 'anuncios'}
          onChange={(next) =>
            void navigate({ to: '/frete-solidario', search: next === 'viagens' ? { tab: 'viagens', ...near } : { ...near } })
          }
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value="anuncios" leftSection={<IconPackage size={18} aria-hidden />}>
              Anúncios
            </Tabs.Tab>
            <Tabs.Tab value="viagens" leftSection={<IconTruck size={18} aria-hidden />}>
              Viagens
            </Tabs.Tab>
          </Tabs.List>
          <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
            <NearMeControl key={`${near.near}|${near.city}`} value={nearFromUrl} onChange={choosePlace} />
          </div>
          <Tabs.Panel value="anuncios">
            <AdsTab search={search} near={place} resolving={nearFromUrl.state === 'resolving'} />
          </Tabs.Panel>
          <Tabs.Panel value="viagens">
            <Suspense fallback={<LoadingState text="Carregando viagens..." />}>
              <TripsTab
                filter={tripFilterOf(search, place)}
                place={place}
                resolving={nearFromUrl.state === 'resolving'}
                onFilter={filterTrips}
              />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Container>
    </>
  )
}
