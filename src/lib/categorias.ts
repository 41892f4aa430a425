// The nine categories of ads — also the articles' tags and the home's tiles (stored lower-case,
// shown capitalised). "dicas" exists for old ads and the
// home tiles, but new ads cannot choose it.
export const CATEGORIAS = [
  'agricultura',
  'casa',
  'comida',
  'comunidade',
  'cuidados',
  'dicas',
  'sustentabilidade',
  'tecnologia',
  'utilidades',
] as const

export type Categoria = (typeof CATEGORIAS)[number]

export const CATEGORIAS_DO_FORMULARIO = CATEGORIAS.filter((c) => c !== 'dicas')

export function nomeDaCategoria(categoria: string): string {
  return categoria.charAt(0).toLocaleUpperCase('pt-BR') + categoria.slice(1)
}
