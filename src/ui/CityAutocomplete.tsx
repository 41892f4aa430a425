import { Autocomplete, type AutocompleteProps } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useState } from 'react'

type Props = Omit<AutocompleteProps, 'data' | 'value' | 'onChange'> & { value?: string; onChange?: (value: string) => void }

/**
 * "Cidade, UF" from the IBGE list kept in the app (works offline): from 2 letters, 300 ms after
 * typing stops, at most 10 suggestions.
 */
export function CityAutocomplete({ value = '', onChange, ...props }: Props) {
  const [typed] = useDebouncedValue(value, 300)
  const [sugestoes, setSugestoes] = useState<{ for: string; list: string[] }>({ for: '', list: [] })

  useEffect(() => {
    if (typed.trim().length < 2) return
    let current = true
    void import('@/lib/municipios').then(
      ({ buscarMunicipios }) => current && setSugestoes({ for: typed, list: buscarMunicipios(typed) }),
    )
    return () => {
      current = false
    }
  }, [typed])

  const data = typed.trim().length >= 2 && sugestoes.for === typed ? sugestoes.list : []
  return (
    <Autocomplete
      {...props}
      value={value}
      onChange={onChange}
      data={data}
      filter={({ options }) => options}
      limit={10}
      autoComplete="off"
    />
  )
}
