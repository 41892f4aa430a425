import { MantineProvider } from '@mantine/core'
import { render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NearMeControl as LazyNearMeControl } from '@/features/near-me'
import NearMeControl from '@/features/near-me/NearMeControl'
import { LOCATION_DENIED, LOCATION_OUTSIDE_BRAZIL } from '@/features/near-me/locate'
import { RADIUS_INVALID, useNearFromSearch, type NearFromUrl } from '@/features/near-me/use-near-search'
import type { Near } from '@/lib/places'
import { theme } from '@/ui/theme'

// "Perto de mim" as a person uses it: the position asked only on a tap, a refusal that explains
// how to choose a city instead, a city of the IBGE list (or a clear message for one that is
// not), the radius, and the URL's place read back (a bad one explained on screen).

vi.setConfig({ testTimeout: 20_000 })

type Answer = { coords: { latitude: number; longitude: number } } | { code: number }

function fakeGeolocation(answer: Answer) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    if ('coords' in answer) ok(answer as GeolocationPosition)
    else fail({ code: answer.code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError)
  })
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
  return getCurrentPosition
}

function show(value: NearFromUrl = { state: 'none' }) {
  const onChange = vi.fn<(place: Near | null) => void>()
  const view = render(
    <MantineProvider theme={theme} env="test">
      <NearMeControl value={value} onChange={onChange} />
    </MantineProvider>,
  )
  return { onChange, ...view }
}

beforeEach(() => localStorage.clear())
afterEach(() => Reflect.deleteProperty(navigator, 'geolocation'))

describe('Perto de mim', () => {
  it('asks for the position only when tapped, and sends it rounded to about 1 km with the default radius', async () => {
    const ask = fakeGeolocation({ coords: { latitude: -20.31554, longitude: -40.31281 } })
    const { onChange } = show()
    expect(ask).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Perto de mim' }))
    expect(ask).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith({ latitude: -20.32, longitude: -40.31, km: 50 })
    // Remembered on the phone (rounded), never anywhere else.
    expect(JSON.parse(localStorage.getItem('campo:perto')!)).toMatchObject({ latitude: -20.32, longitude: -40.31, km: 50 })
  })

  it('a radius chosen while the position is on its way is the one sent when it arrives', async () => {
    let answer: PositionCallback | undefined
    const getCurrentPosition = vi.fn((ok: PositionCallback) => {
      answer = ok
    })
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
    const city = { latitude: -20.32, longitude: -40.31, km: 50 as const, cidade: 'Vitória, ES' }
    const onChange = vi.fn<(place: Near | null) => void>()
    const view = render(
      <MantineProvider theme={theme} env="test">
        <NearMeControl value={{ state: 'set', place: city }} onChange={onChange} />
      </MantineProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Perto de mim' }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Raio' }), '25')
    expect(onChange).toHaveBeenLastCalledWith({ ...city, km: 25 })
    // The screen passes the new place back, as the URL does.
    view.rerender(
      <MantineProvider theme={theme} env="test">
        <NearMeControl value={{ state: 'set', place: { ...city, km: 25 } }} onChange={onChange} />
      </MantineProvider>,
    )
    answer!({ coords: { latitude: -19.93631, longitude: -40.60031 } } as GeolocationPosition)
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ latitude: -19.94, longitude: -40.6, km: 25 }))
  })

  it('a refused permission says how to choose a city instead, and opens the city field', async () => {
    fakeGeolocation({ code: 1 })
    const { onChange } = show()
    await userEvent.click(screen.getByRole('button', { name: 'Perto de mim' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCATION_DENIED)
    expect(await screen.findByRole('combobox', { name: 'Sua cidade' })).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('a position outside Brazil is not used', async () => {
    fakeGeolocation({ coords: { latitude: 38.72, longitude: -9.14 } })
    const { onChange } = show()
    await userEvent.click(screen.getByRole('button', { name: 'Perto de mim' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCATION_OUTSIDE_BRAZIL)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('a city of the IBGE list is used with its seat; one that is not is explained', async () => {
    const { onChange } = show()
    await userEvent.click(screen.getByRole('button', { name: 'Escolher cidade' }))
    const field = await screen.findByRole('combobox', { name: 'Sua cidade' })
    await userEvent.type(field, 'Atlântida, ES')
    await userEvent.click(screen.getByRole('button', { name: 'Usar esta cidade' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Cidade não encontrada na lista do IBGE: "Atlântida, ES"')
    expect(onChange).not.toHaveBeenCalled()

    await userEvent.clear(field)
    await userEvent.type(field, 'santa leop')
    await userEvent.click(await screen.findByRole('option', { name: 'Santa Leopoldina, ES' }, { timeout: 3000 }))
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1))
    const place = onChange.mock.calls[0]![0]!
    expect(place).toMatchObject({ cidade: 'Santa Leopoldina, ES', km: 50 })
    expect(place.latitude).toBeCloseTo(-20.1, 1)
    expect(place.longitude).toBeCloseTo(-40.53, 1)
  })

  it('with a place set: says where, changes the radius, and removes the place', async () => {
    const place: Near = { latitude: -20.32, longitude: -40.31, km: 25, cidade: 'Vitória, ES' }
    const { onChange } = show({ state: 'set', place })
    expect(screen.getByRole('status')).toHaveTextContent('Perto de Vitória, ES, até 25 km')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Raio' }), '100')
    expect(onChange).toHaveBeenLastCalledWith({ ...place, km: 100 })
    await userEvent.click(screen.getByRole('button', { name: 'Remover local' }))
    expect(onChange).toHaveBeenLastCalledWith(null)
  })

  it('a bad place in the URL is explained on screen', () => {
    show({ state: 'invalid', reason: 'Localização inválida no endereço: escolha sua cidade ou toque em "Perto de mim".' })
    expect(screen.getByRole('alert')).toHaveTextContent('Localização inválida no endereço')
  })
})

describe('Perto de mim before its control has loaded', () => {
  it('shows its two buttons, and a tap on one loads the control and is carried out', async () => {
    const ask = fakeGeolocation({ coords: { latitude: -20.31554, longitude: -40.31281 } })
    const onChange = vi.fn<(place: Near | null) => void>()
    render(
      <MantineProvider theme={theme} env="test">
        <LazyNearMeControl value={{ state: 'none' }} onChange={onChange} />
      </MantineProvider>,
    )
    expect(screen.queryByRole('group', { name: 'Perto de mim' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Perto de mim' }))
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ latitude: -20.32, longitude: -40.31, km: 50 }))
    expect(ask).toHaveBeenCalledTimes(1)
  })

  it('"Escolher cidade" opens the city field once loaded', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <LazyNearMeControl value={{ state: 'none' }} onChange={vi.fn()} />
      </MantineProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Escolher cidade' }))
    expect(await screen.findByRole('combobox', { name: 'Sua cidade' })).toBeInTheDocument()
  })
})

describe('the place in the URL', () => {
  it('reads a point, a city (looked up on the phone) and the radius; refuses what is not a place in Brazil', async () => {
    expect(renderHook(() => useNearFromSearch({ near: '-20.3155,-40.3128', km: 25 })).result.current).toEqual({
      state: 'set',
      place: { latitude: -20.32, longitude: -40.31, km: 25 },
    })
    expect(renderHook(() => useNearFromSearch({ near: '38.7,-9.1' })).result.current.state).toBe('invalid')
    expect(renderHook(() => useNearFromSearch({ near: '-20.32,-40.31', km: 30 })).result.current).toEqual({
      state: 'invalid',
      reason: RADIUS_INVALID,
    })
    expect(renderHook(() => useNearFromSearch({ near: '-20.32,-40.31', km: '100' })).result.current).toMatchObject({
      state: 'set',
      place: { km: 100 },
    })
    expect(renderHook(() => useNearFromSearch({})).result.current).toEqual({ state: 'none' })

    const city = renderHook(() => useNearFromSearch({ city: 'Vitória, ES' }))
    expect(city.result.current.state).toBe('resolving')
    await waitFor(() => expect(city.result.current).toMatchObject({ state: 'set', place: { cidade: 'Vitória, ES', km: 50 } }))

    const unknown = renderHook(() => useNearFromSearch({ city: 'Atlântida, ES', km: 10 }))
    await waitFor(() => expect(unknown.result.current.state).toBe('invalid'))
  })
})
