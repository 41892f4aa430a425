import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { theme } from '@/ui/theme'

// The city field of the ad form, the trip form and "Perto de mim": the IBGE list's suggestions,
// and, when the list's code cannot load (no connection, the offline copy not complete), a plain
// word on what to write instead of suggestions that never come.

async function showField() {
  const { CityAutocomplete } = await import('@/ui/CityAutocomplete')
  function Field() {
    const [value, setValue] = useState('')
    return <CityAutocomplete label="Localização" value={value} onChange={setValue} />
  }
  render(
    <MantineProvider theme={theme} env="test">
      <Field />
    </MantineProvider>,
  )
  return screen.getByRole('combobox', { name: 'Localização' })
}

afterEach(() => {
  vi.doUnmock('@/lib/rules/municipios')
  vi.resetModules()
})

describe('CityAutocomplete', () => {
  it('suggests "Cidade, UF" from the IBGE list', async () => {
    await userEvent.type(await showField(), 'Vitória')
    expect(await screen.findByRole('option', { name: 'Vitória, ES' })).toBeTruthy()
  })

  it('says to write "Cidade, UF" when the list cannot load, and takes what is written', async () => {
    vi.doMock('@/lib/rules/municipios', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { CITY_LIST_MISSING } = await import('@/ui/CityAutocomplete')
    const field = await showField()
    await userEvent.type(field, 'Vitória, ES')
    expect(await screen.findByText(CITY_LIST_MISSING)).toBeTruthy()
    expect(field).toHaveProperty('value', 'Vitória, ES')
    expect(screen.queryByRole('option')).toBeNull()
  })
})
