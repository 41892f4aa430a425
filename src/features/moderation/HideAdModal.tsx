import { Modal, Stack, Text, Textarea } from '@mantine/core'
import { DialogButtons } from '@/ui/DialogButtons'
import { schemaResolver, useForm } from '@mantine/form'
import * as v from 'valibot'
import { ocultarSchema, type OcultarForm } from './schema'

/** Asks the reason the owner will read, suggested from the reports, before hiding an ad. */
export function HideAdModal({
  titulo,
  sugestao,
  onHide,
  onClose,
}: {
  titulo: string
  sugestao: string
  onHide: (motivo: string) => Promise<void>
  onClose: () => void
}) {
  const form = useForm<OcultarForm>({
    initialValues: { motivo: sugestao },
    validate: schemaResolver(ocultarSchema, { sync: true }),
  })
  const ocultar = form.onSubmit(async (values) => onHide(v.parse(ocultarSchema, values).motivo))
  return (
    <Modal opened onClose={onClose} title="Ocultar anúncio" centered>
      <form onSubmit={ocultar} noValidate>
        <Stack>
          <Text size="sm">
            <b>{titulo}</b> sai da vista do público. Quem anunciou verá o motivo em Meus Anúncios e não poderá reativá-lo.
          </Text>
          <Textarea
            label="Motivo para quem anunciou"
            required
            maxLength={300}
            autosize
            minRows={2}
            {...form.getInputProps('motivo')}
          />
          <DialogButtons label="Ocultar anúncio" color="red.9" busy={form.submitting} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  )
}
