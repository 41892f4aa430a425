import { Radio, Stack, Text, Textarea } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import { REPORT_REASON_NAMES } from '@/lib/rules/report-reasons'
import { announceChange } from '@/features/send-state'
import { DialogButtons } from '@/ui/DialogButtons'
import { denunciaMensagemSchema, denunciaSchema, type DenunciaForm } from './schema'

const SCHEMAS = { anuncio: denunciaSchema, mensagem: denunciaMensagemSchema }
type Reported = keyof typeof SCHEMAS

/**
 * The reason (required) and what happened (optional) of a report of an ad or of a message (its
 * schema says which reasons); thanks the person once it is queued.
 */
export default function ReportForm<R extends Reported>({
  of,
  intro,
  thanks,
  send,
  onDone,
}: {
  of: R
  intro: ReactNode
  thanks: string
  send: (dados: v.InferOutput<(typeof SCHEMAS)[R]>) => Promise<unknown>
  onDone: () => void
}) {
  const schema = SCHEMAS[of]
  const form = useForm<DenunciaForm>({
    initialValues: { motivo: '', detalhes: '' },
    validate: schemaResolver(schema, { sync: true }),
  })
  const enviar = form.onSubmit(async (values) => {
    try {
      await announceChange(() => send(v.parse(schema, values) as v.InferOutput<(typeof SCHEMAS)[R]>), {
        sent: thanks,
        queued: `${thanks} Ela será enviada quando houver conexão.`,
      })
    } catch {
      notifications.show({ color: 'red', message: 'Erro ao enviar a denúncia. Tente novamente.' })
      return
    }
    onDone()
  })
  return (
    <form onSubmit={enviar} noValidate>
      <Stack>
        <Text size="sm">{intro}</Text>
        <Radio.Group label="Motivo" required {...form.getInputProps('motivo')}>
          <Stack gap="xs" mt="xs">
            {schema.entries.motivo.options.map((motivo) => (
              <Radio key={motivo} value={motivo} label={REPORT_REASON_NAMES[motivo]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Conte o que aconteceu (opcional)"
          maxLength={1000}
          autosize
          minRows={3}
          {...form.getInputProps('detalhes')}
        />
        <DialogButtons label="Enviar denúncia" color="red.9" busy={form.submitting} onCancel={onDone} />
      </Stack>
    </form>
  )
}
