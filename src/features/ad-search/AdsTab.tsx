import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { IconSearch, IconX } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useRef, useState } from 'react'
import { formatPoint, type Near } from '@/lib/places'
import { loadedAfterAttach } from '@/lib/page-start/after-attach'
import type { View } from '@/ui/ViewToggle'
import { AD_CATEGORIES, adCategoryName } from '@/lib/rules/ad-categories'
import { formatCentsInput, parsePrice } from '@/lib/formats/format'
import { type Unit } from '@/lib/rules/units'
import { UNIT_CHOICES } from '@/lib/rules/unit-input'
import { searchKey, useFirstSearchPage } from '@/offline/first-search-page'
import { SearchResults } from './SearchResults'
import { listHeart } from './list-heart'
import { sameOrNew, type PhoneResults } from './search-results'
import { adSearchOf, type Ordem } from './searches'
import type { FreteSolidarioSearch } from '@/lib/rules/frete-solidario-search'

// The results read the phone's copy: its code (with Dexie) is not part of the prerendered page's
// start. It loads once the app has attached, while the server's first page is drawn.
const phoneSearch = loadedAfterAttach(() => import('./PhoneSearch'))
const PhoneSearch = lazy(() => phoneSearch.get().then((m) => ({ default: m.PhoneSearch })))

const notYet = () => undefined

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

interface Props {
  /** The address's search parameters. */
  search: FreteSolidarioSearch
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
export function AdsTab({ search, near, resolving = false }: Props) {
  const adSearch = adSearchOf(search, near)
  const { termo, categoria, ordem, precoMax, unidade, soComEstoque } = adSearch
  const navigate = useNavigate()
  // Uncontrolled (it follows the URL's term): what was typed before the app started stays.
  const caixa = useRef<HTMLInputElement>(null)
  const [vista, setVista] = useState<View>('lista')
  const later = phoneSearch.useCode()
  const phoneLoaded = later !== undefined
  const first = useFirstSearchPage(adSearch, !phoneLoaded)
  const [phone, setPhone] = useState<PhoneResults>()
  const fromPhone = phone?.key === searchKey(adSearch) && phone.result.ads ? phone : undefined
  const defaultOrder = near ? 'distancia' : 'relevancia'

  const go = (next: {
    search?: string
    category?: string
    sort?: Ordem
    max?: number | null
    unit?: Unit | ''
    stock?: boolean
  }) =>
    void navigate({
      from: '/frete-solidario',
      to: '/frete-solidario',
      search: (prev) => ({
        ...prev,
        search: (next.search ?? termo) || undefined,
        category: (next.category ?? categoria) || undefined,
        sort: (next.sort ?? ordem) === defaultOrder ? undefined : (next.sort ?? ordem),
        max: (next.max === undefined ? precoMax : next.max) ?? undefined,
        unit: (next.unit ?? unidade) || undefined,
        stock: (next.stock ?? soComEstoque) || undefined,
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

  const filtrando = Boolean(termo || categoria || precoMax || unidade || soComEstoque)
  // Until the phone's copy has read its own, the server's first page; its hearts and "Carregar mais"
  // take no tap meanwhile.
  const result = fromPhone
    ? { ...fromPhone.result, ads: sameOrNew(first?.ads, fromPhone.result.ads) }
    : {
        ads: first?.ads,
        source: 'server' as const,
        hasMore: first?.hasMore ?? false,
        loadingMore: true,
        loadMore: notYet,
      }

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
            rightSection={later && <later.DictationSlot label="Falar a busca" onText={(text) => later.searchFor(caixa, text)} />}
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
            label="Vendido por"
            name="unit"
            data={[{ value: '', label: 'Todas' }, ...UNIT_CHOICES]}
            value={unidade ?? ''}
            onChange={(event) => go({ unit: event.currentTarget.value as Unit | '' })}
            style={{ flex: '0 1 170px' }}
          />
          <NativeSelect
            label="Estoque"
            name="stock"
            data={[
              { value: '', label: 'Todos' },
              { value: '1', label: 'Só com estoque' },
            ]}
            value={soComEstoque ? '1' : ''}
            onChange={(event) => go({ stock: event.currentTarget.value === '1' })}
            style={{ flex: '0 1 150px' }}
          />
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
        {ordem === 'preco' && !unidade && (
          <Text size="sm" c="dimmed" mt="xs">
            Os preços são comparados dentro de cada unidade de venda (por kg, por maço…). Escolha “Vendido por” para ver uma só.
          </Text>
        )}
      </form>

      <SearchResults
        result={result}
        action={listHeart}
        termo={termo}
        categoria={categoria}
        precoMax={precoMax}
        near={near}
        resolving={resolving}
        vista={vista}
        onVista={setVista}
        onClear={limpar}
      />
      {phoneLoaded && (
        <Suspense fallback={null}>
          <PhoneSearch search={adSearch} onResults={setPhone} />
        </Suspense>
      )}
    </Stack>
  )
}
