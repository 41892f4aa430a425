import { Autocomplete, type AutocompleteProps } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useState } from 'react'

type Props = Omit<AutocompleteProps, 'data' | 'value' | 'onChange'> & { value?: string; onChange?: (value: string) => void }

/** Said under the field when the list's code is not on the phone and there is no connection. */
export const CITY_LIST_MISSING = 'Sem a lista de cidades agora: escreva Cidade, UF.'

/**
 * "Cidade, UF" from the IBGE list kept in the app (works offline): from 2 letters, 300 ms after
 * typing stops, at most 10 suggestions. Should the list's code fail to load (the offline copy not
 * complete), the field says what to write (`list: null`), and the next letter tries again.
 */
export function CityAutocomplete({ value = '', onChange, description, ...props }: Props) {
  const [typed] = useDebouncedValue(value, 300)
  const [sugestoes, setSugestoes] = useState<{ for: string; list: string[] | null }>({ for: '', list: [] })

  useEffect(() => {
    if (typed.trim().length < 2) return
    let current = true
    const show = (list: string[] | null) => current && setSugestoes({ for: typed, list })
    import('@/lib/rules/municipios').then(
      ({ buscarMunicipios }) => show(buscarMunicipios(typed)),
      () => show(null),
    )
    return () => {
      current = false
    }
  }, [typed])

  const { list } = sugestoes
  return (
    <Autocomplete
      {...props}
      description={list ? description : CITY_LIST_MISSING}
      value={value}
      onChange={onChange}
      data={list && typed.trim().length >= 2 && sugestoes.for === typed ? list : []}
      filter={({ options }) => options}
      limit={10}
      autoComplete="off"
    />
  )
}
