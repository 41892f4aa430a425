import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { FormError } from '@/ui/FormError'
import { AuthScreen } from './AuthScreen'
import { useSubmission } from '@/ui/use-submission'
import { confirmarCodigo, INSTRUCOES_ENVIADAS, pedirInstrucoes, REDEFINIR_SENHA, telefoneDisponivel } from './recovery'
import { codigoSchema, recuperarSenhaSchema, type CodigoEntrada, type Contato, type RecuperarSenhaEntrada } from './schemas'

const pareceTelefone = (texto: string) => !texto.includes('@') && /\d{4,}/.test(texto.replace(/\D/g, ''))

/** /recuperar-senha: the account's e-mail or phone; then the link of the e-mail, or a code. */
export function RecoverPasswordPage() {
  const [enviadoPara, setEnviadoPara] = useState<Contato | null>(null)
  const [comTelefone, setComTelefone] = useState(true)
  useEffect(() => {
    void telefoneDisponivel().then(setComTelefone)
  }, [])
  return (
    <AuthScreen title="Esqueci minha senha" backToLogin>
      {enviadoPara ? (
        <CodigoRecebido contato={enviadoPara} aoPedirDeNovo={() => setEnviadoPara(null)} />
      ) : (
        <PedirInstrucoes comTelefone={comTelefone} aoEnviar={setEnviadoPara} />
      )}
    </AuthScreen>
  )
}

function PedirInstrucoes({ comTelefone, aoEnviar }: { comTelefone: boolean; aoEnviar: (contato: Contato) => void }) {
  const form = useForm<RecuperarSenhaEntrada>({
    initialValues: { contato: '', canal: 'sms' },
    validate: schemaResolver(recuperarSenhaSchema, { sync: true }),
  })
  const { busy, error, submit } = useSubmission(
    async (entrada: RecuperarSenhaEntrada) => {
      const resposta = await pedirInstrucoes(entrada, comTelefone)
      if (!resposta.ok) return resposta
      aoEnviar(resposta.data)
      return { ok: true }
    },
    () => undefined,
  )
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <Text>
          {comTelefone
            ? 'Digite o e-mail ou o telefone da sua conta. Enviamos um link por e-mail, ou um código por SMS ou WhatsApp.'
            : 'Digite o e-mail da sua conta. Enviamos um link para criar uma nova senha.'}
        </Text>
        <TextInput
          label={comTelefone ? 'E-mail ou telefone' : 'E-mail'}
          autoComplete="username"
          required
          {...form.getInputProps('contato')}
        />
        {comTelefone && pareceTelefone(form.values.contato) && (
          <Radio.Group label="Receber o código por" {...form.getInputProps('canal')}>
            <Group mt="xs">
              <Radio value="sms" label="SMS" />
              <Radio value="whatsapp" label="WhatsApp" />
            </Group>
          </Radio.Group>
        )}
        <FormError message={error} />
        <Button type="submit" loading={busy} disabled={busy}>
          Enviar instruções
        </Button>
      </Stack>
    </form>
  )
}

function CodigoRecebido({ contato, aoPedirDeNovo }: { contato: Contato; aoPedirDeNovo: () => void }) {
  const navigate = useNavigate()
  const form = useForm<CodigoEntrada>({ initialValues: { codigo: '' }, validate: schemaResolver(codigoSchema, { sync: true }) })
  const { busy, error, submit } = useSubmission(
    (entrada: CodigoEntrada) => confirmarCodigo(contato, entrada),
    () => void navigate({ to: REDEFINIR_SENHA }),
  )
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <Alert color="campo" role="status">
          {INSTRUCOES_ENVIADAS}
        </Alert>
        <Text>
          {contato.tipo === 'email'
            ? 'Abra o link do e-mail neste aparelho, ou digite aqui o código que veio nele. Confira também a caixa de spam.'
            : 'Digite o código de 6 dígitos que enviamos. Ele vale por poucos minutos.'}
        </Text>
        <TextInput
          label="Código de 6 dígitos"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...form.getInputProps('codigo')}
        />
        <FormError message={error} />
        <Button type="submit" loading={busy} disabled={busy}>
          Confirmar código
        </Button>
        <Button variant="subtle" onClick={aoPedirDeNovo}>
          Não recebi: pedir de novo
        </Button>
      </Stack>
    </form>
  )
}
