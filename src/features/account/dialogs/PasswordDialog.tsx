import { Button, Modal, PasswordInput, Stack } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { SENHA_AJUDA } from '@/lib/rules/password-rules'
import { FormError } from '@/ui/FormError'
import { useSubmission } from '@/ui/use-submission'
import { alterarSenha } from '../api'
import { senhaSchema, type Senha } from '../schemas'

export function PasswordDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const form = useForm<Senha>({
    initialValues: { senhaAntiga: '', novaSenha: '' },
    validate: schemaResolver(senhaSchema, { sync: true }),
  })
  const { busy, error, submit } = useSubmission(alterarSenha, () => {
    form.reset()
    onSaved()
  })
  const vazio = !form.values.senhaAntiga || !form.values.novaSenha
  return (
    <Modal opened onClose={onClose} title="Alterar Senha">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <PasswordInput label="Senha antiga" autoComplete="current-password" {...form.getInputProps('senhaAntiga')} />
          <PasswordInput
            label="Nova senha"
            description={SENHA_AJUDA}
            autoComplete="new-password"
            {...form.getInputProps('novaSenha')}
          />
          <FormError message={error} />
          <Button type="submit" disabled={vazio || busy}>
            {busy ? 'Alterando...' : 'Alterar Senha'}
          </Button>
        </Stack>
      </form>
    </Modal>
  )
}
