import { formatInteger, formatMegabytes } from '@/lib/formats/format'

/** A download's size as a person reads it: "520 KB" under a megabyte, else "1,2 MB". */
export const formatDataSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${formatInteger(bytes > 0 ? Math.max(1, Math.round(bytes / 1024)) : 0)} KB` : formatMegabytes(bytes)
