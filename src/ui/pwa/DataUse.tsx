import { Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { dataUsedThisMonth } from '@/lib/device/data-use'
import { formatDataSize } from './format-data-size'

/** What the app downloaded this month on this phone (src/lib/device/data-use.ts), WhatsApp's "Uso de dados". */
export function DataUse() {
  const [bytes, setBytes] = useState<number | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    void dataUsedThisMonth().then(
      (now) => live && setBytes(now),
      () => live && setBytes(null),
    )
    return () => {
      live = false
    }
  }, [])
  if (bytes === undefined || bytes === null) return null
  return <Text size="sm">Neste mês, o app baixou {formatDataSize(bytes)} neste aparelho.</Text>
}
