import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { formatDataSize } from '@/ui/pwa/format-data-size'
import { AnchorLink } from '@/ui/links'
import { fetchMyData } from './my-data'

type State =
  { kind: 'idle' } | { kind: 'making' } | { kind: 'saved'; name: string; bytes: number } | { kind: 'refused'; message: string }

function save(name: string, json: string): number {
  const blob = new Blob([json], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return blob.size
}

/** "Baixar meus dados": everything the service holds about the person, as one JSON file. */
export function MyDataDownload() {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const download = async () => {
    setState({ kind: 'making' })
    const result = await fetchMyData()
    if (!result.ok) return setState({ kind: 'refused', message: result.message })
    setState({ kind: 'saved', name: result.data.name, bytes: save(result.data.name, result.data.json) })
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="seus-dados-titulo">
      <Stack gap="sm">
        <Title order={2} size="h4" id="seus-dados-titulo">
          Seus dados
        </Title>
        <Text size="sm">
          Baixe em um arquivo tudo o que o Campo Solidário guarda sobre você: conta, anúncios, conversas, pedidos, viagens e
          avisos. Saiba mais na{' '}
          <AnchorLink to="/privacidade" underline="always">
            Política de Privacidade
          </AnchorLink>
          .
        </Text>
        <Group>
          <Button
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={state.kind === 'making'}
            onClick={() => void download()}
          >
            Baixar meus dados
          </Button>
        </Group>
        <div role="status" aria-live="polite">
          {state.kind === 'making' && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">Preparando seus dados…</Text>
            </Group>
          )}
          {state.kind === 'saved' && (
            <Text size="sm">
              Arquivo baixado: {state.name} ({formatDataSize(state.bytes)}).
            </Text>
          )}
        </div>
        {state.kind === 'refused' && (
          <Text size="sm" c="red.8" role="alert">
            {state.message}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
