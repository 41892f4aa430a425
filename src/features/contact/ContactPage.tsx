import { Alert, Button, Container, Grid, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import { CONTATO } from '@/ui/contact-info'
import { PageBanner } from '@/ui/PageBanner'
import { useSubmission } from '@/ui/use-submission'
import { mensagemContatoSchema, type MensagemContato } from './schema'
import { enviarMensagemContato } from './send'

export function ContactPage() {
  const form = useForm<MensagemContato>({
    initialValues: { nome: '', email: '', telefone: '', mensagem: '' },
    validate: schemaResolver(mensagemContatoSchema, { sync: true }),
  })
  const [enviada, setEnviada] = useState(false)
  // On failure the typed text stays in the form, so nothing is lost.
  const {
    busy: enviando,
    error,
    submit,
  } = useSubmission(enviarMensagemContato, () => {
    form.reset()
    setEnviada(true)
  })
  const enviar = form.onSubmit((values) => {
    setEnviada(false)
    void submit(values)
  })
  const resultado = error
    ? { ok: false, texto: error }
    : enviada
      ? { ok: true, texto: 'Mensagem enviada com sucesso! Responderemos em até dois dias úteis.' }
      : null

  return (
    <>
      <PageBanner title="Fale Conosco" crumbs={[{ label: 'Casa', to: '/' }, { label: 'Contato' }]} />
      <Container size="lg">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <form onSubmit={enviar} noValidate>
              <Stack>
                <TextInput label="Nome" required autoComplete="name" {...form.getInputProps('nome')} />
                <TextInput label="E-mail" type="email" required autoComplete="email" {...form.getInputProps('email')} />
                <TextInput
                  label="Telefone"
                  description="Opcional, com DDD"
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  {...form.getInputProps('telefone')}
                />
                <Textarea label="Mensagem" required minRows={5} autosize {...form.getInputProps('mensagem')} />
                <div role="status" aria-live="polite">
                  {resultado && <Alert color={resultado.ok ? 'campo' : 'red'}>{resultado.texto}</Alert>}
                </div>
                <Button type="submit" loading={enviando} disabled={enviando}>
                  Enviar Mensagem
                </Button>
              </Stack>
            </form>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p="lg">
              <Title order={2} size="h4" mb="sm">
                Onde estamos
              </Title>
              <Stack gap={4}>
                <Text>{CONTATO.cidade}</Text>
                <Text>
                  Telefone: <a href={CONTATO.telefoneHref}>{CONTATO.telefone}</a>
                </Text>
                <Text>
                  E-mail: <a href={`mailto:${CONTATO.email}`}>{CONTATO.email}</a>
                </Text>
                <Text size="sm" c="dimmed" mt="sm">
                  Atendimento de segunda a sexta, das 8h às 17h.
                </Text>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  )
}
