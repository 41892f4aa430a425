import { Button, Checkbox, Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { FormError } from '@/ui/FormError'
import { PhoneInput } from '@/ui/MaskedInputs'
import { useSubmission } from '@/ui/use-submission'
import { salvarDetalhes, type Perfil } from '../api'
import { detalhesSchema, type Detalhes } from '../schemas'

export function DetailsDialog({ perfil, onClose, onSaved }: { perfil: Perfil; onClose: () => void; onSaved: () => void }) {
  const form = useForm<Detalhes>({
    initialValues: {
      display_name: perfil.display_name,
      nome_proprio: perfil.nome_proprio,
      apelido: perfil.apelido,
      telefone: perfil.telefone,
      whatsapp: perfil.whatsapp,
      descricao: perfil.descricao,
      endereco: perfil.endereco,
      receber_emails: perfil.receber_emails,
    },
    validate: schemaResolver(detalhesSchema, { sync: true }),
  })
  const { busy, error, submit } = useSubmission(salvarDetalhes, onSaved)
  return (
    <Modal opened onClose={onClose} title="Alterar detalhes" size="lg">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <TextInput
            label="Nome de exibição"
            description="Aparece nos seus anúncios e na saudação"
            {...form.getInputProps('display_name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nome próprio" autoComplete="name" {...form.getInputProps('nome_proprio')} />
            <TextInput label="Apelido" {...form.getInputProps('apelido')} />
          </SimpleGrid>
          <PhoneInput label="Número de telefone" {...form.getInputProps('telefone')} />
          <Checkbox label="Este número tem WhatsApp" {...form.getInputProps('whatsapp', { type: 'checkbox' })} />
          <Textarea label="Descrição do perfil" autosize minRows={3} {...form.getInputProps('descricao')} />
          <TextInput label="Endereço" autoComplete="street-address" {...form.getInputProps('endereco')} />
          <Checkbox
            label="Quero receber e-mails com novidades e promoções"
            {...form.getInputProps('receber_emails', { type: 'checkbox' })}
          />
          <FormError message={error} />
          <Button type="submit" disabled={busy}>
            {busy ? 'Salvando...' : 'Salvar alterações'}
          </Button>
        </Stack>
      </form>
    </Modal>
  )
}
