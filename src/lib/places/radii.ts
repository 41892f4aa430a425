/** The radii "Perto de mim" offers, in km: the database functions accept only these. */
export const RADII = [10, 25, 50, 100, 200] as const
export type Radius = (typeof RADII)[number]
