import { Button, Container, Stack, Text, Title } from '@mantine/core'

/** The browsers' words for a module that could not be fetched (Chromium, Safari, Firefox), and Vite's for its styles. */
const CODE_NOT_FETCHED = /dynamically imported module|importing a module script failed|unable to preload css/i

/**
 * A screen that could not open — most often its code, not downloaded yet, with no connection (a
 * phone saving data keeps only the screens it opened: sw/offline-copy.ts). In pt-BR, with a retry.
 */
export function ScreenError({ error }: { error?: unknown }) {
  const codeMissing = error instanceof Error && CODE_NOT_FETCHED.test(error.message)
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Não foi possível abrir esta tela</Title>
        <Text c="dimmed">
          {codeMissing
            ? 'Esta tela ainda não foi baixada para usar sem internet. Conecte-se à internet e tente de novo.'
            : 'Algo deu errado ao carregar esta tela. Tente de novo.'}
        </Text>
        <Button onClick={() => window.location.reload()}>Tentar de novo</Button>
      </Stack>
    </Container>
  )
}
