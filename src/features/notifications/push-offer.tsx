import { Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { DEFAULT_PREFERENCES, pushSupported, turnPushOn } from './push-subscription'

// Offered where notifications help — after a first ad, a first message, a first trip — never on a
// first visit, once per occasion, and never again after "Agora não". The browser's own prompt
// comes only after the person taps "Ativar".

export type PushOccasion = 'anuncio' | 'mensagem' | 'viagem'

const KEY = 'campo-solidario:oferta-de-notificacoes'
const WHY: Record<PushOccasion, string> = {
  anuncio: 'Quer ser avisado quando alguém se interessar pelo seu anúncio, mesmo com o app fechado?',
  mensagem: 'Quer ser avisado quando responderem, mesmo com o app fechado?',
  viagem: 'Quer ser avisado quando pedirem espaço na sua viagem, mesmo com o app fechado?',
}

interface Offered {
  refused?: boolean
  occasions: PushOccasion[]
}

function read(): Offered {
  try {
    return { occasions: [], ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Offered>) }
  } catch {
    return { occasions: [] }
  }
}

const write = (offered: Offered) => localStorage.setItem(KEY, JSON.stringify(offered))

export function offerPush(occasion: PushOccasion): void {
  if (!pushSupported() || Notification.permission !== 'default') return
  const offered = read()
  if (offered.refused || offered.occasions.includes(occasion)) return
  write({ ...offered, occasions: [...offered.occasions, occasion] })
  const id = `oferta-${occasion}`
  const close = () => notifications.hide(id)
  notifications.show({
    id,
    color: 'campo',
    autoClose: false,
    title: 'Notificações',
    message: (
      <Stack gap="xs">
        <Text size="sm" c="gray.9">
          {WHY[occasion]}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            onClick={() => {
              close()
              void turnPushOn(DEFAULT_PREFERENCES)
                .then((state) =>
                  notifications.show({
                    color: state.kind === 'on' ? 'campo' : 'red',
                    message:
                      state.kind === 'on'
                        ? 'Notificações ativadas neste aparelho. Você pode escolher o que receber em Configurações.'
                        : 'As notificações não foram permitidas neste navegador.',
                  }),
                )
                .catch((e: Error) => notifications.show({ color: 'red', message: e.message }))
            }}
          >
            Ativar notificações
          </Button>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              write({ ...read(), refused: true })
              close()
            }}
          >
            Agora não
          </Button>
        </Group>
      </Stack>
    ),
  })
}
