import { Container, Tabs } from '@mantine/core'
import { IconPackage, IconTruck } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import type { TripFilter } from '@/offline'
import { LoadingState } from '@/ui/LoadingState'
import { PageBanner } from '@/ui/PageBanner'
import { AdsTab, type Ordem } from './AdsTab'

// The trips come with their own code, when their tab is opened: the ads' first paint does not wait for it.
const TripsTab = lazy(() => import('@/features/trips').then((m) => ({ default: m.TripsTab })))

interface Props {
  termo: string
  categoria: string
  ordem: Ordem
  tab: 'anuncios' | 'viagens'
  tripFilter: TripFilter
}

/** /frete-solidario: the ads, and the shared delivery trips ("Viagens"), each tab in the URL. */
export function FreteSolidarioPage({ termo, categoria, ordem, tab, tripFilter }: Props) {
  const navigate = useNavigate()
  const filterTrips = (next: TripFilter) =>
    void navigate({
      to: '/frete-solidario',
      search: { tab: 'viagens', from: next.origemUf, to: next.destinoUf, since: next.desde },
    })
  return (
    <>
      <PageBanner title="Frete Solidário" crumbs={[{ label: 'Casa', to: '/' }, { label: 'Frete Solidário' }]} />
      <Container size="lg" py="xl">
        <Tabs
          value={tab}
          onChange={(next) => void navigate({ to: '/frete-solidario', search: next === 'viagens' ? { tab: 'viagens' } : {} })}
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
          <Tabs.Panel value="anuncios">
            <AdsTab termo={termo} categoria={categoria} ordem={ordem} />
          </Tabs.Panel>
          <Tabs.Panel value="viagens">
            <Suspense fallback={<LoadingState text="Carregando viagens..." />}>
              <TripsTab filter={tripFilter} onFilter={filterTrips} />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Container>
    </>
  )
}
