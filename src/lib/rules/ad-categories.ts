// The nine categories of ads — also the articles' tags and the home's tiles (stored lower-case,
// shown capitalised). "dicas" exists for old ads and the
// home tiles, but new ads cannot choose it.
export const AD_CATEGORIES = [
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

export type AdCategory = (typeof AD_CATEGORIES)[number]

export const AD_FORM_CATEGORIES = AD_CATEGORIES.filter((c) => c !== 'dicas')

export function adCategoryName(categoria: string): string {
  return categoria.charAt(0).toLocaleUpperCase('pt-BR') + categoria.slice(1)
}
