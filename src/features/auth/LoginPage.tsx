import { Alert, Anchor, Button, PasswordInput, Stack, Tabs, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { CpfInput, PhoneInput } from '@/ui/MaskedInputs'
import { SESSAO_TERMINOU, sessionStore } from '@/lib/server/session'
import { FormError } from '@/ui/FormError'
import { useSubmission } from '@/ui/use-submission'
import { cadastrar, entrar } from './api'
import { AuthScreen } from './AuthScreen'
import { SENHA_AJUDA } from '@/lib/rules/password-rules'
import { cadastroSchema, destinoSeguro, loginSchema, type CadastroEntrada, type LoginEntrada } from './schemas'

/**
 * /login: the Login and Cadastro tabs. After success, the page the person wanted (default
 * /criar-anuncio). `sessionEnded`: they were sent here because the server ended their session.
 */
export function LoginPage({
  redirect,
  tab = 'login',
  sessionEnded = false,
}: {
  redirect?: string
  tab?: 'login' | 'cadastro'
  sessionEnded?: boolean
}) {
  const navigate = useNavigate()
  const [abaAtual, setAbaAtual] = useState<string | null>(tab)
  const concluir = async (mensagem: string) => {
    notifications.show({ color: 'campo', message: mensagem })
    // The guards of the next page read the session: leave once it has arrived.
    await sessionStore.signedIn()
    await navigate({ href: destinoSeguro(redirect) })
  }
  return (
    <AuthScreen title="Entrar na Conta">
      {sessionEnded && (
        <Alert color="yellow" variant="light" role="alert" mb="md">
          {SESSAO_TERMINOU}
        </Alert>
      )}
      <Tabs value={abaAtual} onChange={setAbaAtual} keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="login">Login</Tabs.Tab>
          <Tabs.Tab value="cadastro">Cadastro</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          <FormularioLogin aoEntrar={() => void concluir('Login realizado com sucesso!')} />
        </Tabs.Panel>
        <Tabs.Panel value="cadastro">
          <FormularioCadastro aoCadastrar={() => void concluir('Cadastro realizado com sucesso!')} />
        </Tabs.Panel>
      </Tabs>
    </AuthScreen>
  )
}

function FormularioLogin({ aoEntrar }: { aoEntrar: () => void }) {
  const form = useForm<LoginEntrada>({
    initialValues: { identificador: '', senha: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  })
  const { busy: enviando, error: erro, submit: submeter } = useSubmission(entrar, aoEntrar)
  return (
    <form onSubmit={form.onSubmit(submeter)} noValidate>
      <Stack>
        <TextInput
          label="E-mail, telefone ou nome de usuário"
          autoComplete="username"
          required
          {...form.getInputProps('identificador')}
        />
        <PasswordInput label="Senha" autoComplete="current-password" required {...form.getInputProps('senha')} />
        <FormError message={erro} />
        <Button type="submit" loading={enviando} disabled={enviando}>
          Entrar
        </Button>
        <Anchor component={Link} to="/recuperar-senha" ta="center" size="sm">
          Esqueci minha senha
        </Anchor>
      </Stack>
    </form>
  )
}

function FormularioCadastro({ aoCadastrar }: { aoCadastrar: () => void }) {
  const form = useForm<CadastroEntrada>({
    initialValues: { nome: '', username: '', email: '', telefone: '', cpf: '', senha: '' },
    validate: schemaResolver(cadastroSchema, { sync: true }),
  })
  const { busy: enviando, error: erro, submit: submeter } = useSubmission(cadastrar, aoCadastrar)
  return (
    <form onSubmit={form.onSubmit(submeter)} noValidate>
      <Stack>
        <TextInput label="Nome completo" autoComplete="name" required {...form.getInputProps('nome')} />
        <TextInput
          label="Nome de usuário"
          description="Como você aparece nos anúncios. Letras, números, ponto, hífen ou sublinhado."
          autoComplete="username"
          required
          {...form.getInputProps('username')}
        />
        <TextInput label="E-mail" description="Opcional" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PhoneInput label="Telefone" required {...form.getInputProps('telefone')} />
        <CpfInput label="CPF" required {...form.getInputProps('cpf')} />
        <PasswordInput
          label="Senha"
          description={SENHA_AJUDA}
          autoComplete="new-password"
          required
          {...form.getInputProps('senha')}
        />
        <FormError message={erro} />
        <Button type="submit" loading={enviando} disabled={enviando}>
          Criar Conta
        </Button>
        <Text size="sm">
          Ao criar a conta, você concorda com a{' '}
          <Anchor component={Link} to="/privacidade" underline="always">
            Política de Privacidade
          </Anchor>
          .
        </Text>
        <Text size="sm" c="dimmed">
          Seu CPF e telefone ficam visíveis só para você e para a equipe do Campo Solidário (LGPD).
        </Text>
      </Stack>
    </form>
  )
}
