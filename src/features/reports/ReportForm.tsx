import { Radio, Stack, Text, Textarea } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import * as v from 'valibot'
import { REPORT_REASON_NAMES, REPORT_REASONS } from '@/lib/report-reasons'
import { announceChange } from '@/features/send-state'
import { DialogButtons } from '@/ui/DialogButtons'
import { denunciaSchema, type DenunciaForm } from './schema'

const THANKS = 'Obrigado pela denúncia! Nossa equipe vai analisar este anúncio.'

/** The reason (required) and what happened (optional); thanks the person once it is queued. */
export default function ReportForm({
  titulo,
  send,
  onDone,
}: {
  titulo: string
  send: (dados: v.InferOutput<typeof denunciaSchema>) => Promise<unknown>
  onDone: () => void
}) {
  const form = useForm<DenunciaForm>({
    initialValues: { motivo: '', detalhes: '' },
    validate: schemaResolver(denunciaSchema, { sync: true }),
  })
  const enviar = form.onSubmit(async (values) => {
    try {
      await announceChange(() => send(v.parse(denunciaSchema, values)), {
        sent: THANKS,
        queued: `${THANKS} Ela será enviada quando houver conexão.`,
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
        <Text size="sm">
          O que há de errado com <b>{titulo}</b>? Quem anunciou não saberá quem denunciou.
        </Text>
        <Radio.Group label="Motivo" required {...form.getInputProps('motivo')}>
          <Stack gap="xs" mt="xs">
            {REPORT_REASONS.map((motivo) => (
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
