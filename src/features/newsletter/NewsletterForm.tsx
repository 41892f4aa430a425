import { ActionIcon, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconArrowRight, IconCheck } from '@tabler/icons-react'
import { useId, useState } from 'react'
import * as v from 'valibot'
import { useSubmission } from '@/ui/use-submission'
import { inscricaoSchema } from './schema'
import { inscreverNaNewsletter } from './subscribe'

/** The newsletter box (home and content pages): e-mail and an arrow button. */
export function NewsletterForm({ title = 'Receba nossas novidades' }: { title?: string }) {
  // One field, checked when sent: its own state and the schema, not a form library (this box is on
  // the home's first screen, whose code is kept small).
  const [email, setEmail] = useState('')
  const [invalido, setInvalido] = useState<string>()
  const [inscrito, setInscrito] = useState(false)
  const {
    busy: enviando,
    error,
    submit,
  } = useSubmission(inscreverNaNewsletter, () => {
    setEmail('')
    setInscrito(true)
  })
  const headingId = useId()
  const enviar = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = v.safeParse(inscricaoSchema, { email })
    setInvalido(checked.success ? undefined : checked.issues[0].message)
    if (!checked.success) return
    setInscrito(false)
    void submit(checked.output)
  }
  const resultado = error
    ? { tipo: 'erro' as const, texto: error }
    : inscrito
      ? { tipo: 'sucesso' as const, texto: 'Inscrição realizada com sucesso!' }
      : null

  return (
    <Paper withBorder p="lg" radius="md" bg="campo.0" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Text size="sm">Dicas para a roça, notícias do Frete Solidário e novos produtores perto de você.</Text>
        <form onSubmit={enviar} noValidate>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              type="email"
              placeholder="Seu e-mail"
              aria-label="Seu e-mail para a newsletter"
              autoComplete="email"
              style={{ flex: 1 }}
              disabled={enviando}
              value={email}
              error={invalido}
              onChange={(event) => {
                setEmail(event.currentTarget.value)
                setInvalido(undefined)
              }}
            />
            <ActionIcon type="submit" size={42} aria-label="Inscrever-se na newsletter" loading={enviando}>
              <IconArrowRight size={20} aria-hidden />
            </ActionIcon>
          </Group>
        </form>
        <div role="status" aria-live="polite">
          {/* A line, not an Alert: the form is on the first screen of most public pages, and Mantine's
              Alert (with its close button) would be in all their first loads for one sentence. */}
          {resultado && (
            <Text size="sm" fw={500} c={resultado.tipo === 'sucesso' ? 'campo.9' : 'red.8'}>
              {resultado.tipo === 'sucesso' && (
                <IconCheck size={16} aria-hidden style={{ verticalAlign: '-3px', marginRight: 6 }} />
              )}
              {resultado.texto}
            </Text>
          )}
        </div>
      </Stack>
    </Paper>
  )
}
