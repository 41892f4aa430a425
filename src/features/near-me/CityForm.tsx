import { Button, Group } from '@mantine/core'
import { useState } from 'react'
import { cityPosition, type CitySeat } from '@/lib/places/city-position'
import { CityAutocomplete } from '@/ui/CityAutocomplete'
import { cityNotFound } from './use-near-search'

interface Props {
  initial: string
  inverted: boolean
  onPick: (seat: CitySeat) => void
  onError: (reason: string | null) => void
}

/** "Escolher cidade": a city of the IBGE list (works offline), by suggestion or typed whole. */
export default function CityForm({ initial, inverted, onPick, onError }: Props) {
  const [cidade, setCidade] = useState(initial)
  const use = (label: string) => {
    const text = label.trim()
    if (!text) return onError('Escreva o nome da sua cidade e escolha uma das sugestões.')
    const seat = cityPosition(text)
    if (seat) onPick(seat)
    else onError(cityNotFound(text))
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        use(cidade)
      }}
    >
      <Group gap="xs" align="flex-end">
        <CityAutocomplete
          label="Sua cidade"
          placeholder="Ex.: Vitória, ES"
          value={cidade}
          onChange={(next) => {
            setCidade(next)
            onError(null)
          }}
          onOptionSubmit={use}
          styles={inverted ? { label: { color: 'white' } } : undefined}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant={inverted ? 'white' : 'filled'}>
          Usar esta cidade
        </Button>
      </Group>
    </form>
  )
}
