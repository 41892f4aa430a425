import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { DEFAULT_RADIUS, RADII, rememberedNear, rememberNear, type Near, type Radius } from '@/lib/places'
import { locate, type Located } from './locate'
import { NearMeButtons } from './NearMeButtons'
import type { NearFromUrl } from './use-near-search'

// The city form brings the autocomplete and the IBGE table: loaded when "Escolher cidade" is tapped.
const CityForm = lazy(() => import('./CityForm'))

const RADIUS_OPTIONS = RADII.map((km) => ({ value: String(km), label: `${km} km` }))

export interface NearMeControlProps {
  value: NearFromUrl
  onChange: (place: Near | null) => void
  /** On a dark background (the home's banner). */
  inverted?: boolean
  /** The button tapped before this control had loaded: carried out once it has. */
  start?: 'locate' | 'pick'
}

/**
 * "Perto de mim": the phone's position (asked only on a tap) or a city from the IBGE list, and a
 * radius. The choice goes to the URL through onChange and is remembered on this phone.
 */
export default function NearMeControl({ value, onChange, inverted = false, start }: NearMeControlProps) {
  const [locating, setLocating] = useState(start === 'locate')
  const [error, setError] = useState<string | null>(value.state === 'invalid' ? value.reason : null)
  const [picking, setPicking] = useState(start === 'pick')
  const place = value.state === 'set' ? value.place : null
  const km: Radius = place?.km ?? rememberedNear()?.km ?? DEFAULT_RADIUS
  // The radius when the position arrives, not when it was asked: one chosen meanwhile stays.
  const kmNow = useRef(km)
  useEffect(() => {
    kmNow.current = km
  }, [km])
  const shownError = error ?? (value.state === 'invalid' ? value.reason : null)

  const choose = (next: Near) => {
    rememberNear(next)
    setError(null)
    setPicking(false)
    onChange(next)
  }

  const located = (found: Located) => {
    setLocating(false)
    if (found.ok) choose({ ...found.point, km: kmNow.current })
    else {
      setError(found.reason)
      setPicking(true)
    }
  }

  const locateMe = () => {
    setLocating(true)
    void locate().then(located)
  }

  useEffect(() => {
    if (start === 'locate') void locate().then(located)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the tap made before this control loaded
  }, [])

  return (
    <Stack gap="xs" role="group" aria-label="Perto de mim">
      <Group gap="xs" align="flex-end" justify={inverted ? 'center' : undefined}>
        <NearMeButtons
          inverted={inverted}
          active={place !== null}
          locating={locating}
          picking={picking}
          onLocate={locateMe}
          onPick={() => setPicking((open) => !open)}
        />
        {place && (
          <>
            <NativeSelect
              label="Raio"
              data={RADIUS_OPTIONS}
              value={String(place.km)}
              onChange={(event) => choose({ ...place, km: Number(event.currentTarget.value) as Radius })}
              style={{ flex: '0 0 110px' }}
            />
            <Button variant="subtle" leftSection={<IconX size={16} aria-hidden />} onClick={() => onChange(null)}>
              Remover local
            </Button>
          </>
        )}
      </Group>
      {place && (
        <Text size="sm" role="status" c={inverted ? 'white' : undefined}>
          {place.cidade ? `Perto de ${place.cidade}, até ${place.km} km` : `Perto de você, até ${place.km} km`}
        </Text>
      )}
      {value.state === 'resolving' && (
        <Text size="sm" role="status" c={inverted ? 'white' : 'dimmed'}>
          Procurando a cidade...
        </Text>
      )}
      {shownError && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {shownError}
        </Alert>
      )}
      {picking && (
        <Suspense fallback={<Text size="sm">Carregando cidades...</Text>}>
          <CityForm
            initial={place?.cidade ?? rememberedNear()?.cidade ?? ''}
            inverted={inverted}
            onPick={(seat) => choose({ latitude: seat.latitude, longitude: seat.longitude, km, cidade: seat.label })}
            onError={setError}
          />
        </Suspense>
      )}
    </Stack>
  )
}
