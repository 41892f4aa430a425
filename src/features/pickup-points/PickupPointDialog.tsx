import { Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import * as v from 'valibot'
import { announceChange } from '@/features/send-state'
import { criarPontoDeRetirada, editarPontoDeRetirada, recordingFailure, type CachedPickupPoint } from '@/offline'
import { CityAutocomplete } from '@/ui/CityAutocomplete'
import { FormError } from '@/ui/FormError'
import { paraPonto, pontoSchema, type PontoForm } from './schema'

/** A new pickup point, or one changed: saved on the phone and sent by the sync (offline too). */
export function PickupPointDialog({
  userId,
  point,
  onClose,
}: {
  userId: string
  point?: CachedPickupPoint
  onClose: () => void
}) {
  const form = useForm<PontoForm>({
    initialValues: point
      ? { nome: point.nome, local: point.local, localizacao: `${point.cidade}, ${point.uf}`, quando: point.quando }
      : { nome: '', local: '', localizacao: '', quando: '' },
    validate: schemaResolver(pontoSchema, { sync: true }),
    validateInputOnBlur: true,
  })
  const [error, setError] = useState<string | null>(null)
  const save = form.onSubmit(async (values) => {
    const fields = paraPonto(v.parse(pontoSchema, values))
    try {
      await announceChange<unknown>(
        () => (point ? editarPontoDeRetirada(userId, point.id, fields) : criarPontoDeRetirada(userId, fields)),
        point ? 'Ponto de retirada alterado.' : 'Ponto de retirada salvo.',
      )
      onClose()
    } catch (failure) {
      setError(recordingFailure(failure, 'Não foi possível salvar o ponto. Tente novamente.'))
    }
  })
  return (
    <Modal opened onClose={onClose} title={point ? 'Alterar ponto de retirada' : 'Novo ponto de retirada'}>
      <form onSubmit={save} noValidate>
        <Stack>
          <TextInput
            label="Nome"
            required
            maxLength={80}
            placeholder="Ex.: Feira do Produtor"
            data-autofocus
            {...form.getInputProps('nome')}
          />
          <TextInput
            label="Endereço ou lugar"
            required
            maxLength={200}
            placeholder="Ex.: Praça Central, barraca 12"
            {...form.getInputProps('local')}
          />
          <CityAutocomplete label="Cidade" required placeholder="Cidade, UF" {...form.getInputProps('localizacao')} />
          <TextInput
            label="Dias e horários"
            required
            maxLength={120}
            placeholder="Ex.: sábado, 6h às 12h"
            {...form.getInputProps('quando')}
          />
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Voltar
            </Button>
            <Button type="submit" loading={form.submitting}>
              Salvar ponto
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
