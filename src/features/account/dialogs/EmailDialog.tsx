import { Button, Modal, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { FormError } from '@/ui/FormError'
import { useSubmission } from '@/ui/use-submission'
import { alterarEmail } from '../api'
import { emailSchema } from '../schemas'

export function EmailDialog({
  emailAtual,
  onClose,
  onSaved,
}: {
  emailAtual: string | null
  onClose: () => void
  onSaved: () => void
}) {
  const form = useForm({ initialValues: { novoEmail: '' }, validate: schemaResolver(emailSchema, { sync: true }) })
  const { busy, error, submit } = useSubmission(alterarEmail, onSaved)
  return (
    <Modal opened onClose={onClose} title="Alterar e-mail">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <TextInput label="E-mail atual" value={emailAtual ?? 'Nenhum e-mail cadastrado'} readOnly />
          <TextInput label="Novo e-mail" type="email" autoComplete="email" {...form.getInputProps('novoEmail')} />
          <FormError message={error} />
          <Button type="submit" disabled={busy || !form.values.novoEmail.trim()}>
            {busy ? 'Alterando...' : 'Alterar e-mail'}
          </Button>
        </Stack>
      </form>
    </Modal>
  )
}
