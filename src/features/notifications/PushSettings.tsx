import { Alert, Button, Checkbox, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import {
  DEFAULT_PREFERENCES,
  pushState,
  savePushPreferences,
  turnPushOff,
  turnPushOn,
  type PushPreferences,
  type PushState,
  type TipoDeNotificacao,
} from './push-subscription'

/** The kinds, grouped as a person thinks of them. */
const GRUPOS: Array<{ label: string; tipos: TipoDeNotificacao[] }> = [
  { label: 'Mensagens', tipos: ['mensagem'] },
  { label: 'Pedidos (novos, respostas e pagamentos)', tipos: ['pedido_novo', 'pedido_status', 'pagamento_informado', 'pago'] },
  { label: 'Frete Solidário (reservas e viagens)', tipos: ['reserva_nova', 'reserva_status', 'viagem_cancelada'] },
  {
    label: 'Meus anúncios (expirando, expirados, ocultados)',
    tipos: ['anuncio_expirando', 'anuncio_expirado', 'anuncio_ocultado'],
  },
  { label: 'Resultado das minhas denúncias', tipos: ['denuncia_decidida'] },
  { label: 'Alertas de busca', tipos: ['alerta_busca'] },
]

/** In /configuracoes: Web Push on this device, per kind, and whether a message's words show. */
export default function PushSettings() {
  const [state, setState] = useState<PushState | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)

  useEffect(() => {
    let current = true
    void pushState()
      .catch((): PushState => ({ kind: 'off' }))
      .then((s) => current && setState(s))
    return () => {
      current = false
    }
  }, [])

  const act = async (work: () => Promise<PushState | void>) => {
    setBusy(true)
    setError(null)
    setSaved(false)
    try {
      const next = await work()
      if (next) setState(next)
      return true
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Não foi possível alterar as notificações. Tente novamente.')
      return false
    } finally {
      setBusy(false)
    }
  }

  const preferences: PushPreferences = state?.kind === 'on' ? state : DEFAULT_PREFERENCES
  const setGroup = (tipos: TipoDeNotificacao[], on: boolean) =>
    state?.kind === 'on' &&
    setState({ ...state, tipos: on ? [...new Set([...state.tipos, ...tipos])] : state.tipos.filter((t) => !tipos.includes(t)) })

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="notificacoes-no-aparelho">
      <Title order={2} size="h4" id="notificacoes-no-aparelho" mb="xs">
        Notificações neste aparelho
      </Title>
      {state === null ? (
        <Group role="status" gap="xs">
          <Loader size="xs" />
          <Text size="sm">Verificando as notificações...</Text>
        </Group>
      ) : state.kind === 'unsupported' ? (
        <Text size="sm">
          Este navegador não recebe notificações. No celular, instale o app pela opção “Adicionar à tela inicial”.
        </Text>
      ) : state.kind === 'blocked' ? (
        <Text size="sm">
          As notificações estão bloqueadas para o Campo Solidário neste navegador. Libere-as nas configurações do site para
          recebê-las.
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            Receba um aviso mesmo com o app fechado: mensagens, pedidos, reservas e avisos sobre seus anúncios.
          </Text>
          <Switch
            label="Receber notificações neste aparelho"
            checked={state.kind === 'on'}
            disabled={busy}
            onChange={(event) =>
              void act(() =>
                event.currentTarget.checked ? turnPushOn(DEFAULT_PREFERENCES) : turnPushOff().then(() => ({ kind: 'off' })),
              )
            }
          />
          {state.kind === 'on' && (
            <>
              <Checkbox.Group
                label="O que avisar"
                value={GRUPOS.filter((g) => g.tipos.every((t) => preferences.tipos.includes(t))).map((g) => g.label)}
              >
                <Stack gap={6} mt={6}>
                  {GRUPOS.map((g) => (
                    <Checkbox
                      key={g.label}
                      value={g.label}
                      label={g.label}
                      onChange={(e) => setGroup(g.tipos, e.currentTarget.checked)}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
              <Checkbox
                label="Mostrar o texto das mensagens"
                description="Sem isso, o aviso diz só quem escreveu e sobre qual anúncio."
                checked={state.mostrar_texto}
                onChange={(e) => setState({ ...state, mostrar_texto: e.currentTarget.checked })}
              />
              <Group>
                <Button
                  loading={busy}
                  onClick={() => void act(() => savePushPreferences(preferences)).then((ok) => setSaved(ok))}
                >
                  Salvar preferências
                </Button>
              </Group>
            </>
          )}
          {saved && (
            <Text size="sm" role="status" c="campo.9">
              Preferências salvas.
            </Text>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      )}
    </Paper>
  )
}
