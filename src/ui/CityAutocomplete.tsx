import { Autocomplete, type AutocompleteProps } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useState } from 'react'

type Props = Omit<AutocompleteProps, 'data' | 'value' | 'onChange'> & { value?: string; onChange?: (value: string) => void }

/** Said under the field when the list's code is not on the phone and there is no connection. */
export const CITY_LIST_MISSING = 'Lista de cidades indisponível sem conexão: escreva no formato Cidade, UF.'

/**
 * "Cidade, UF" from the IBGE list kept in the app (works offline): from 2 letters, 300 ms after
 * typing stops, at most 10 suggestions. Should the list's code fail to load (an offline copy
 * not complete), the person is told to write it, and the next letter tries again.
 */
export function CityAutocomplete({ value = '', onChange, description, ...props }: Props) {
  const [typed] = useDebouncedValue(value, 300)
  const [sugestoes, setSugestoes] = useState<{ for: string; list: string[] }>({ for: '', list: [] })
  const [semLista, setSemLista] = useState(false)

  useEffect(() => {
    if (typed.trim().length < 2) return
    let current = true
    import('@/lib/municipios').then(
      ({ buscarMunicipios }) => {
        if (!current) return
        setSemLista(false)
        setSugestoes({ for: typed, list: buscarMunicipios(typed) })
      },
      () => current && setSemLista(true),
    )
    return () => {
      current = false
    }
  }, [typed])

  const data = typed.trim().length >= 2 && sugestoes.for === typed ? sugestoes.list : []
  return (
    <Autocomplete
      {...props}
      description={semLista ? CITY_LIST_MISSING : description}
      value={value}
      onChange={onChange}
      data={data}
      filter={({ options }) => options}
      limit={10}
      autoComplete="off"
    />
  )
}
