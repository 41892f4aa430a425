import { Container, Stack, Text, Title } from '@mantine/core'
import { useNotifiedAbout } from '@/offline'
import { ButtonLink } from '@/ui/links'

/** An unknown ad; one a notification pointed at is "indisponível" (hidden, paused or sold since). */
export function AdNotFound({ id }: { id: string }) {
  const notified = useNotifiedAbout(id)
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>{notified ? 'Anúncio indisponível' : 'Anúncio não encontrado'}</Title>
        <Text c="dimmed">
          {notified
            ? 'Este anúncio foi pausado, vendido ou removido depois do aviso.'
            : 'Ele pode ter sido removido ou ainda não chegou ao seu aparelho.'}
        </Text>
        {notified && <ButtonLink to="/frete-solidario">Ver outros anúncios</ButtonLink>}
        <ButtonLink to="/" variant={notified ? 'light' : 'filled'}>
          Voltar para o início
        </ButtonLink>
      </Stack>
    </Container>
  )
}
