import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react'
import { CONTATO } from '../contact-info'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useHydrated } from '@/lib/page-start/hydration'
import { Logo } from '../Logo'

// The switch depends on the phone (off in the prerendered page): it comes once the app is attached,
// in its own chunk, in a place of its size.
const DataSaverSwitch = lazy(() => import('../DataSaverSwitch').then((m) => ({ default: m.DataSaverSwitch })))

export function Footer() {
  const hydrated = useHydrated()
  return (
    <Box component="footer" bg="campo.9" c="white" py="xl" mt="xl" className="below-first-screen">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Stack gap="xs">
            <Logo inverted />
            <Text size="sm">Do campo para a mesa, com frete dividido entre vizinhos.</Text>
          </Stack>
          <Stack gap={6}>
            <Group gap={8} wrap="nowrap">
              <IconPhone size={18} aria-hidden />
              <Anchor href={CONTATO.telefoneHref} c="white">
                {CONTATO.telefone}
              </Anchor>
            </Group>
            <Group gap={8} wrap="nowrap">
              <IconMapPin size={18} aria-hidden />
              <Text>{CONTATO.cidade}</Text>
            </Group>
            <Group gap={8} wrap="nowrap">
              <IconMail size={18} aria-hidden />
              <Anchor href={`mailto:${CONTATO.email}`} c="white">
                {CONTATO.email}
              </Anchor>
            </Group>
          </Stack>
          <Stack gap={6} component="nav" aria-label="Redes sociais">
            {CONTATO.redes.map((rede) => (
              <Anchor key={rede.nome} href={rede.url} c="white" target="_blank" rel="noopener noreferrer">
                {rede.nome}
              </Anchor>
            ))}
          </Stack>
        </SimpleGrid>
        {/* The switch's height: its hint takes two lines on a 360 px phone, one from `sm` up. */}
        <Box mt="lg" mih={{ base: 88, sm: 66 }}>
          {hydrated && (
            <Suspense fallback={null}>
              <DataSaverSwitch id="economia-de-dados-rodape" inverted />
            </Suspense>
          )}
        </Box>
        <Group mt="lg" gap="md">
          <Text size="xs" c="campo.1">
            © {new Date().getFullYear()} Campo Solidário
          </Text>
          <Anchor component={Link} to="/privacidade" size="sm" c="white" underline="always">
            Política de Privacidade
          </Anchor>
        </Group>
      </Container>
    </Box>
  )
}
