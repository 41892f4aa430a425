import { Alert, Button, Loader, PasswordInput, Stack, Text } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { loadSupabase } from '@/lib/server/load-supabase'
import { sessionStore } from '@/lib/server/session'
import { FormError } from '@/ui/FormError'
import { AuthScreen } from './AuthScreen'
import { useSubmission } from '@/ui/use-submission'
import { entrarPeloLink, REDEFINIR_SENHA, salvarNovaSenha, sessaoDoLink } from './recovery'
import { SENHA_AJUDA } from '@/lib/rules/password-rules'
import { novaSenhaSchema, type NovaSenhaEntrada } from './schemas'

type Estado = 'conferindo' | 'pronto' | 'expirado'

/** Whether the page opens in a recovery session: the link's (its tokens leave the address at once), or the code's. */
async function abrirSessao(): Promise<Estado> {
  const doLink = sessaoDoLink(window.location.hash)
  if (window.location.hash) window.history.replaceState(window.history.state, '', REDEFINIR_SENHA)
  if (doLink && 'erro' in doLink) return 'expirado'
  if (doLink) return (await entrarPeloLink(doLink)) ? 'pronto' : 'expirado'
  const supabase = await loadSupabase()
  return (await supabase.auth.getSession()).data.session ? 'pronto' : 'expirado'
}

/** /redefinir-senha: the new password, twice, in the recovery session. */
export function ResetPasswordPage() {
  const [estado, setEstado] = useState<Estado>('conferindo')
  useEffect(() => {
    void abrirSessao().then(setEstado, () => setEstado('expirado'))
  }, [])
  return (
    <AuthScreen title="Redefinir senha" backToLogin>
      {estado === 'conferindo' && (
        <Stack align="center" role="status">
          <Loader size="sm" />
          <Text>Conferindo o link…</Text>
        </Stack>
      )}
      {estado === 'expirado' && (
        <Stack>
          <Alert color="red" role="alert">
            Este link expirou ou já foi usado. Peça as instruções de novo.
          </Alert>
          <Button component={Link} to="/recuperar-senha">
            Pedir um novo link
          </Button>
        </Stack>
      )}
      {estado === 'pronto' && <NovaSenha />}
    </AuthScreen>
  )
}

function NovaSenha() {
  const navigate = useNavigate()
  const form = useForm<NovaSenhaEntrada>({
    initialValues: { senha: '', confirmacao: '' },
    validate: schemaResolver(novaSenhaSchema, { sync: true }),
  })
  const { busy, error, submit } = useSubmission(salvarNovaSenha, () => {
    notifications.show({ color: 'campo', message: 'Senha redefinida com sucesso!' })
    void sessionStore.signedIn().then(() => navigate({ to: '/' }))
  })
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <PasswordInput
          label="Nova senha"
          description={SENHA_AJUDA}
          autoComplete="new-password"
          required
          {...form.getInputProps('senha')}
        />
        <PasswordInput
          label="Confirme a nova senha"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmacao')}
        />
        <FormError message={error} />
        <Button type="submit" loading={busy} disabled={busy}>
          Salvar nova senha
        </Button>
      </Stack>
    </form>
  )
}
