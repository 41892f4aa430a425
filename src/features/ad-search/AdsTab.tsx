import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconSearch, IconX } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, type ComponentProps, useDeferredValue, useMemo, useRef, useState } from 'react'
import { AdGrid, AdGridSkeleton } from '@/features/ads'
import { favoriteAction } from '@/features/favorites'
import { WiderRadiusButton } from '@/features/near-me'
import { distanceLabel, distanceTo, formatPoint, nearPlaceLabel, type Near } from '@/lib/places'
import { useAdSearch, type AdSearch, type CachedAd } from '@/offline'
import { LazyAdsMap } from '@/ui/map'
import { ViewToggleBar, type View } from '@/ui/ViewToggle'
import { AD_CATEGORIES, adCategoryName } from '@/lib/ad-categories'
import { formatCentsInput, formatPrice, parsePrice } from '@/lib/format'

export type Ordem = AdSearch['ordem']

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

const ORDENS: Array<{ value: Ordem; label: string }> = [
  { value: 'relevancia', label: 'Relevância' },
  { value: 'preco', label: 'Menor preço' },
  { value: 'recentes', label: 'Mais recentes' },
]

// With a place set, "Mais perto" takes relevance's place (and is the default).
const ORDENS_PERTO: Array<{ value: Ordem; label: string }> = [
  { value: 'distancia', label: 'Mais perto' },
  { value: 'preco', label: 'Menor preço' },
  { value: 'recentes', label: 'Mais recentes' },
]

/** The order actually used: the URL's when it fits (no "Mais perto" without a place), else the default. */
function effectiveOrder(ordem: Ordem | undefined, near: Near | null): Ordem {
  if (near) return ordem === 'preco' || ordem === 'recentes' ? ordem : 'distancia'
  return ordem && ordem !== 'distancia' ? ordem : 'relevancia'
}

const comLocalizacao = (ads: CachedAd[]) =>
  ads.flatMap((ad) =>
    ad.latitude != null && ad.longitude != null
      ? [{ id: ad.id, titulo: ad.titulo, latitude: ad.latitude, longitude: ad.longitude }]
      : [],
  )

interface Props {
  termo: string
  categoria: string
  ordem: Ordem | undefined
  /** "Até R$ …": only ads with a price, at most this one. */
  precoMax?: number
  /** "Perto de mim": the place and radius, when one is set. */
  near: Near | null
  /** The URL names a city still being looked up: the list waits rather than showing every ad. */
  resolving?: boolean
}

/** "Preço até": typed as cents ("5000" reads "R$ 50,00"), applied with the search. */
function MaxPriceInput({ value }: { value: number | undefined }) {
  const [text, setText] = useState(value ? formatCentsInput(String(Math.round(value * 100))) : '')
  return (
    <TextInput
      label="Preço até"
      name="max"
      inputMode="numeric"
      placeholder="R$ 0,00"
      value={text}
      onChange={(event) => setText(formatCentsInput(event.currentTarget.value))}
      style={{ flex: '0 1 140px' }}
    />
  )
}

/** The ads of /frete-solidario: search, category, order and place live in the URL; list or map of the results. */
export function AdsTab({ termo, categoria, ordem: asked, precoMax, near, resolving = false }: Props) {
  const navigate = useNavigate()
  // Uncontrolled (it follows the URL's term): what was typed before the app started stays.
  const caixa = useRef<HTMLInputElement>(null)
  const [vista, setVista] = useState<View>('lista')
  const ordem = effectiveOrder(asked, near)
  const result = useAdSearch({ termo, categoria, ordem, perto: near ?? undefined, precoMax })
  // The cards render in small steps once the ads are read; the loading cards stay meanwhile.
  const ads = useDeferredValue(result.ads)
  const defaultOrder = near ? 'distancia' : 'relevancia'

  const go = (next: { search?: string; category?: string; sort?: Ordem; max?: number | null }) =>
    void navigate({
      from: '/frete-solidario',
      to: '/frete-solidario',
      search: (prev) => ({
        ...prev,
        search: (next.search ?? termo) || undefined,
        category: (next.category ?? categoria) || undefined,
        sort: (next.sort ?? ordem) === defaultOrder ? undefined : (next.sort ?? ordem),
        max: (next.max === undefined ? precoMax : next.max) ?? undefined,
      }),
    })

  // Clears the words and the category; the place has its own "Remover local".
  const limpar = () => {
    if (caixa.current) caixa.current.value = ''
    void navigate({
      from: '/frete-solidario',
      to: '/frete-solidario',
      search: (prev) => ({ near: prev.near, city: prev.city, km: prev.km }),
    })
  }

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
    <Stack gap="md">
      <form
        role="search"
        method="get"
        action="/frete-solidario"
        onSubmit={(event) => {
          event.preventDefault()
          const form = new FormData(event.currentTarget)
          go({ search: String(form.get('search') ?? '').trim(), max: parsePrice(String(form.get('max') ?? '')) })
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Buscar anúncios"
            placeholder="Ex.: feijão, mel, queijo"
            name="search"
            ref={caixa}
            key={termo}
            defaultValue={termo}
            leftSection={<IconSearch size={18} aria-hidden />}
            style={{ flex: '1 1 240px' }}
          />
          {/* Native selects: the phone's own picker, and no dropdown engine to load. */}
          <NativeSelect
            label="Categoria"
            name="category"
            data={[{ value: '', label: 'Todas' }, ...AD_CATEGORIES.map((c) => ({ value: c, label: adCategoryName(c) }))]}
            value={categoria}
            onChange={(event) => go({ category: event.currentTarget.value })}
            style={{ flex: '0 1 200px' }}
          />
          <MaxPriceInput key={precoMax ?? ''} value={precoMax} />
          <NativeSelect
            label="Ordenar por"
            name="sort"
            data={near ? ORDENS_PERTO : ORDENS}
            value={ordem}
            onChange={(event) => go({ sort: event.currentTarget.value as Ordem })}
            style={{ flex: '0 1 180px' }}
          />
          {/* The place goes with a search sent before the app has started. */}
          {near && <input type="hidden" name={near.cidade ? 'city' : 'near'} value={near.cidade ?? formatPoint(near)} />}
          {near && <input type="hidden" name="km" value={near.km} />}
          <Button type="submit">Buscar</Button>
          {filtrando && (
            <Button variant="subtle" leftSection={<IconX size={16} aria-hidden />} onClick={limpar}>
              Limpar filtros
            </Button>
          )}
        </Group>
      </form>

      <ViewToggleBar value={vista} onChange={setVista} label="Mostrar como">
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
            <Button variant="light" onClick={limpar}>
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
          <AdGrid ads={ads} distance={distance} action={favoriteAction} />
          {result.hasMore && (
            <Group justify="center">
              <Button variant="light" loading={result.loadingMore} onClick={result.loadMore}>
                Carregar mais
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  )
}
