/**
 * Indexes of the stops whose "Cidade, UF" is not in the IBGE list the app carries. Without the
 * list (its code not on the phone, no connection) none is marked: the server checks each city
 * and a trip it refuses comes back with the reason.
 */
export async function unknownCities(cidades: string[]): Promise<number[]> {
  const lista = await import('@/lib/rules/municipios').catch(() => null)
  return lista ? cidades.flatMap((cidade, i) => (lista.municipioExiste(cidade) ? [] : [i])) : []
}
