import { offerPush } from '@/features/notifications'
import { ActionIcon, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { notifications } from '@mantine/notifications'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { formatCentsInput } from '@/lib/formats/format'
import { SESSAO_TERMINOU, authorOf, useSession } from '@/lib/server/session'
import { oferecerViagem, todayInBrazil, withSendState, recordingFailure } from '@/offline'
import { useDraft } from '@/offline/use-draft'
import { RecordingError } from '@/features/phone-space'
import { announceSendState } from '@/features/send-state'
import { CityAutocomplete } from '@/ui/CityAutocomplete'
import { DraftOffer } from '@/ui/DraftOffer'
import { PhoneInput } from '@/ui/MaskedInputs'
import { paraNovaViagem, viagemSchema, type ViagemForm } from './schema'
import { unknownCities } from './unknown-cities'

const EMPTY: ViagemForm = {
  paradas: [
    { cidade: '', local: '' },
    { cidade: '', local: '' },
  ],
  data: '',
  hora: '',
  veiculo: '',
  capacidade_kg: '',
  carga_propria_kg: '0',
  custo_total: '',
  refrigerada: false,
  observacoes: '',
  contato: '',
}

const stopLabel = (i: number, last: number) => (i === 0 ? 'Saindo de' : i === last ? 'Indo para' : `Parada ${i}`)

/** /oferecer-viagem: the route (origin, up to four stops, destination), when, the vehicle, space, own load and cost. */
export function OfferTripPage() {
  const { user } = useSession()
  const navigate = useNavigate()
  const [erro, setErro] = useState<string | null>(null)
  const form = useForm<ViagemForm>({
    initialValues: EMPTY,
    validate: schemaResolver(viagemSchema, { sync: true }),
    validateInputOnBlur: true,
  })
  const last = form.values.paradas.length - 1
  const draft = useDraft({ key: 'viagem:nova', ownerId: user?.id ?? null, values: form.values, untouched: !form.isDirty() })
  const continueDraft = () => {
    const kept = draft.take()
    if (kept) form.setValues(kept.values)
  }

  const oferecer = form.onSubmit(async (values) => {
    if (!user) return void notifications.show({ color: 'red', message: SESSAO_TERMINOU })
    const unknown = await unknownCities(values.paradas.map((p) => p.cidade))
    if (unknown.length > 0) {
      unknown.forEach((i) => form.setFieldError(`paradas.${i}.cidade`, 'Cidade desconhecida: escolha na lista'))
      return
    }
    try {
      const [, sending] = await withSendState(() => oferecerViagem(authorOf(user), paraNovaViagem(v.parse(viagemSchema, values))))
      void announceSendState(sending, {
        sent: 'Viagem oferecida com sucesso!',
        queued: 'Sua viagem será publicada quando houver conexão.',
      })
    } catch (error) {
      setErro(recordingFailure(error, 'Erro ao oferecer a viagem. Tente novamente.'))
      return
    }
    await draft.sent()
    offerPush('viagem')
    await navigate({ to: '/minhas-viagens' })
  })

  return (
    <form onSubmit={oferecer} noValidate aria-busy={draft.reading}>
      <Stack>
        <Title order={1}>Oferecer viagem</Title>
        {draft.waiting && (
          <DraftOffer message="Você tem uma viagem não terminada" onContinue={continueDraft} onDiscard={draft.discard} />
        )}
        <Text c="dimmed">
          Tem espaço sobrando no veículo? Ofereça a viagem: outros produtores reservam o espaço e o custo é dividido pelo peso de
          cada carga, a sua incluída. O pagamento é combinado diretamente entre vocês, fora do app.
        </Text>
        {/* A fieldset is as wide as its content by default: min-width 0 lets it fit a 360 px screen. */}
        <Paper withBorder p="lg" component="fieldset" aria-label="Roteiro" miw={0}>
          <Stack>
            <Title order={2} fz="h4">
              Roteiro
            </Title>
            {form.values.paradas.map((_, i) => (
              <Group key={form.key(`paradas.${i}`)} align="flex-start" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1, minWidth: 0 }}>
                  <CityAutocomplete
                    label={stopLabel(i, last)}
                    required
                    placeholder="Cidade, UF"
                    {...form.getInputProps(`paradas.${i}.cidade`)}
                  />
                  <TextInput
                    label="Local de carga/descarga"
                    maxLength={200}
                    placeholder="Ex.: Ceasa, portão 2"
                    {...form.getInputProps(`paradas.${i}.local`)}
                  />
                </SimpleGrid>
                {i > 0 && i < last && (
                  <ActionIcon
                    mt={28}
                    variant="subtle"
                    color="red"
                    aria-label={`Remover parada ${i}`}
                    onClick={() => form.removeListItem('paradas', i)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                )}
              </Group>
            ))}
            {form.values.paradas.length < 6 && (
              <Button
                variant="subtle"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => form.insertListItem('paradas', { cidade: '', local: '' }, last)}
                style={{ alignSelf: 'flex-start' }}
              >
                Adicionar parada
              </Button>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="date" label="Data" required min={todayInBrazil()} {...form.getInputProps('data')} />
            <TextInput type="time" label="Hora de saída" required {...form.getInputProps('hora')} />
            <TextInput
              label="Veículo"
              required
              maxLength={60}
              placeholder="Ex.: caminhão 3/4 baú"
              {...form.getInputProps('veiculo')}
            />
            <TextInput
              label="Capacidade (kg)"
              required
              inputMode="decimal"
              placeholder="Ex.: 2000"
              {...form.getInputProps('capacidade_kg')}
            />
            <TextInput label="Sua carga (kg)" inputMode="decimal" {...form.getInputProps('carga_propria_kg')} />
            <TextInput
              label="Custo total da viagem (R$)"
              required
              inputMode="numeric"
              placeholder="R$ 0,00"
              {...form.getInputProps('custo_total')}
              onChange={(e) => form.setFieldValue('custo_total', formatCentsInput(e.currentTarget.value))}
            />
            <PhoneInput label="Telefone para contato" required {...form.getInputProps('contato')} />
            <Checkbox mt={32} label="Veículo refrigerado" {...form.getInputProps('refrigerada', { type: 'checkbox' })} />
          </SimpleGrid>
          <Textarea
            mt="md"
            label="Observações"
            maxLength={1000}
            autosize
            minRows={2}
            placeholder="Ex.: carga em caixas, sem animais vivos"
            {...form.getInputProps('observacoes')}
          />
        </Paper>
        <RecordingError message={erro} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Oferecer viagem
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
