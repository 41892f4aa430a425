/** The home's category tabs over the featured ads. */
export const ABAS = ['todos', 'agricultura', 'casa', 'comida', 'comunidade', 'cuidados', 'sustentabilidade'] as const
export type Aba = (typeof ABAS)[number]
/** Ads in each block of the home. */
export const NO_BLOCO = 6
