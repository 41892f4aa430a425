import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, type ComponentProps, type ReactNode, useDeferredValue, useMemo } from 'react'
import { AdGrid, AdGridSkeleton } from '@/features/ads'
import { WiderRadiusButton } from '@/features/near-me'
import { adCategoryName } from '@/lib/rules/ad-categories'
import { formatPrice } from '@/lib/formats/format'
import { distanceLabel, distanceTo, nearPlaceLabel, type Near } from '@/lib/places'
import type { AdSearchResult, CachedAd } from '@/offline'
import { LazyAdsMap } from '@/ui/map'
import { ViewToggleBar, type View } from '@/ui/ViewToggle'

// Shown only on a search with something to keep: its code (the alert's rules) comes then.
const LazyCreateAlertButton = lazy(() => import('@/features/alerts').then((m) => ({ default: m.CreateAlertButton })))

function CreateAlertButton(props: ComponentProps<typeof LazyCreateAlertButton>) {
  return (
    <Suspense
      fallback={
        <Button variant={props.variant ?? 'light'} disabled>
          Criar alerta
        </Button>
      }
    >
      <LazyCreateAlertButton {...props} />
    </Suspense>
  )
}

const comLocalizacao = (ads: CachedAd[]) =>
  ads.flatMap((ad) =>
    ad.latitude != null && ad.longitude != null
      ? [{ id: ad.id, titulo: ad.titulo, latitude: ad.latitude, longitude: ad.longitude }]
      : [],
  )

/** What the list shows besides the ads: the search, how to show them, and how to clear it. */
export interface SearchResultsProps {
  termo: string
  categoria: string
  precoMax?: number
  near: Near | null
  /** The URL names a city still being looked up: the list waits rather than showing every ad. */
  resolving: boolean
  vista: View
  onVista: (vista: View) => void
  /** "Limpar filtros": the words, the category and the price. */
  onClear: () => void
}

/** The ads of a search, as a list or a map, with their title, "Criar alerta" and "Carregar mais". */
export function SearchResults({
  result,
  action,
  termo,
  categoria,
  precoMax,
  near,
  resolving,
  vista,
  onVista,
  onClear,
}: SearchResultsProps & { result: AdSearchResult; action: (ad: CachedAd) => ReactNode }) {
  const navigate = useNavigate()
  // The cards render in small steps once the ads are read; the loading cards stay meanwhile.
  const ads = useDeferredValue(result.ads)
  const filtrando = Boolean(termo || categoria || precoMax)
  const alerta = { termo, categoria, near, precoMax }
  const vazio = near
    ? `Nenhum anúncio a até ${near.km} km ${nearPlaceLabel(near)}`
    : categoria && !termo
      ? `Nenhum anúncio na categoria "${adCategoryName(categoria)}"`
      : 'Nenhum anúncio encontrado'
  const distance = useMemo(
    () =>
      near
        ? (ad: CachedAd) => {
            const km = distanceTo(near, ad)
            return km === null ? undefined : distanceLabel(km)
          }
        : undefined,
    [near],
  )

  return (
    <>
      <ViewToggleBar value={vista} onChange={onVista} label="Mostrar como">
        <Title order={2} fz="h3" style={{ flex: '1 1 auto' }}>
          {termo
            ? `Resultados para "${termo}"`
            : categoria
              ? adCategoryName(categoria)
              : near
                ? `Anúncios perto ${nearPlaceLabel(near)}`
                : 'Todos os anúncios'}
          {precoMax ? ` até ${formatPrice(precoMax)}` : ''}
        </Title>
        {(filtrando || near) && ads?.length ? <CreateAlertButton search={alerta} /> : null}
      </ViewToggleBar>
      {result.source === 'cache' && (
        <Text size="sm" c="dimmed" role="status">
          Sem conexão: mostrando os anúncios guardados no seu aparelho.
        </Text>
      )}

      {ads === undefined || resolving ? (
        <AdGridSkeleton count={8} bootPhotos />
      ) : ads.length === 0 ? (
        <Stack align="center" py={48}>
          <Text fz="lg">{vazio}</Text>
          {near && <WiderRadiusButton km={near.km} />}
          {(filtrando || near) && <CreateAlertButton search={alerta} variant="filled" />}
          {filtrando && (
            <Button variant="light" onClick={onClear}>
              Limpar filtros
            </Button>
          )}
        </Stack>
      ) : vista === 'mapa' ? (
        <LazyAdsMap
          label="Mapa dos anúncios"
          points={comLocalizacao(ads)}
          circle={near ?? undefined}
          onOpen={(id) => void navigate({ to: '/product/$id', params: { id } })}
        />
      ) : (
        <>
          <AdGrid ads={ads} distance={distance} action={action} />
          {result.hasMore && (
            <Group justify="center">
              <Button variant="light" loading={result.loadingMore} onClick={result.loadMore}>
                Carregar mais
              </Button>
            </Group>
          )}
        </>
      )}
    </>
  )
}
