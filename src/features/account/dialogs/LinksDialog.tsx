import { Button, Modal, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { FormError } from '@/ui/FormError'
import { useSubmission } from '@/ui/use-submission'
import { salvarLinks, type Perfil } from '../api'
import { NOMES_DAS_REDES, REDES, linksSchema, type Links } from '../schemas'

export function LinksDialog({ perfil, onClose, onSaved }: { perfil: Perfil; onClose: () => void; onSaved: () => void }) {
  const form = useForm<Links>({
    initialValues: Object.fromEntries(REDES.map((r) => [r, perfil.links_sociais[r] ?? ''])) as Links,
    validate: schemaResolver(linksSchema, { sync: true }),
  })
  const { busy, error, submit } = useSubmission(salvarLinks, onSaved)
  return (
    <Modal opened onClose={onClose} title="Links sociais">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          {REDES.map((rede) => (
            <TextInput key={rede} label={NOMES_DAS_REDES[rede]} type="url" placeholder="https://" {...form.getInputProps(rede)} />
          ))}
          <FormError message={error} />
          <Button type="submit" disabled={busy}>
            {busy ? 'Salvando...' : 'Salvar links'}
          </Button>
        </Stack>
      </form>
    </Modal>
  )
}
