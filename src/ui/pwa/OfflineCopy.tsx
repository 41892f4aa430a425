import { Button, Progress, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useDataSaver } from '@/lib/device/data-saver'
import { formatDataSize } from './format-data-size'
import { downloadOfflineCopy, useOfflineCopy } from './offline-copy'

/**
 * The app's offline copy on this phone: whole, downloading (with its progress), or partial — with
 * "Baixar para usar sem internet", its size said first, and when the rest would come by itself
 * (sw/offline-copy.ts). Nothing where no service worker runs.
 * `compact` (the footer, on a dark ground): only the offer and the progress, never the whole copy's line.
 */
export function OfflineCopy({ compact = false }: { compact?: boolean }) {
  const state = useOfflineCopy()
  const saving = useDataSaver()
  const [asked, setAsked] = useState(false)
  if (!state) return null
  if (state.downloading) {
    const { doneBytes, totalBytes } = state.downloading
    const amount = `${formatDataSize(doneBytes)} de ${formatDataSize(totalBytes)}`
    // Announced once; the amount changes with each file, for the eye (the bar says its percentage).
    return (
      <Stack gap={4}>
        <Text size="sm" role="status">
          Baixando o app para usar sem internet…
        </Text>
        <Text size="sm">{amount}</Text>
        <Progress
          color={compact ? 'colheita.5' : undefined}
          value={totalBytes ? (100 * doneBytes) / totalBytes : 0}
          aria-label="Baixando o app para usar sem internet"
        />
      </Stack>
    )
  }
  if (state.missingFiles === 0) {
    if (compact) return null
    return (
      <Text size="sm" role={asked ? 'status' : undefined}>
        O app inteiro está guardado neste aparelho: todas as telas abrem sem internet.
      </Text>
    )
  }
  return (
    <Stack gap="xs" align="flex-start">
      {!compact && <Text size="sm">Sem internet, só abrem as telas que você já visitou neste aparelho.</Text>}
      {/* Its label wraps: on a 360 px screen it is wider than the page. */}
      <Button
        variant={compact ? 'white' : 'light'}
        size={compact ? 'xs' : 'sm'}
        h="auto"
        mih={compact ? 30 : 36}
        py={4}
        maw="100%"
        styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
        onClick={() => {
          setAsked(true)
          void downloadOfflineCopy()
        }}
      >
        Baixar para usar sem internet ({formatDataSize(state.missingBytes)})
      </Button>
      <Text size="xs" c={compact ? 'white' : 'dimmed'}>
        {saving
          ? 'Com a economia de dados, o resto só é baixado quando você pedir ou no Wi-Fi.'
          : 'O resto é baixado sozinho na sua próxima visita, ao instalar o app ou no Wi-Fi.'}
      </Text>
      {state.failed && (
        <Text size="sm" c={compact ? 'white' : 'red.8'} fw={compact ? 600 : undefined} role="alert">
          Não foi possível baixar agora. Verifique a conexão e tente de novo.
        </Text>
      )}
    </Stack>
  )
}
