import { formatMegabytes } from '@/lib/formats/format'

/** What "Liberar espaço" says it freed (null: the browser could not tell how much). */
export const freedText = (bytes: number | null) =>
  bytes === null ? 'Espaço liberado.' : `Espaço liberado: ${formatMegabytes(bytes)}.`
