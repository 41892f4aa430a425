import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'

export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="campo.7" aria-hidden>
          404
        </Text>
        <Title order={1}>Oops! Page not found</Title>
        <Text c="dimmed">A página que você procura não existe ou foi movida.</Text>
        <Button component={Link} to="/">
          Voltar para o início
        </Button>
      </Stack>
    </Container>
  )
}
