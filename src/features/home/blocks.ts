/** The home's category tabs over the featured ads. */
export const ABAS = ['todos', 'agricultura', 'casa', 'comida', 'comunidade', 'cuidados', 'sustentabilidade'] as const
export type Aba = (typeof ABAS)[number]
/** Ads in each block of the home. */
export const NO_BLOCO = 6

/** The featured ads of a tab: the newest of its category (of all, on "todos"), at most NO_BLOCO. */
export const featuredOf = <Ad extends { categoria: string }>(ads: Ad[] | undefined, aba: Aba) =>
  ads?.filter((ad) => aba === 'todos' || ad.categoria === aba).slice(0, NO_BLOCO)
