/** Where the n-th photo of a new ad lives in the `imagens` bucket (the same on every retry). */
export function photoPath(ownerId: string, adId: string, index: number): string {
  return `anuncios/${ownerId}/${adId}/${index + 1}.webp`
}
