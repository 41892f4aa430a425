import { Alert, Button, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import * as v from 'valibot'
import { formatPrice } from '@/lib/formats/format'
import { authorOf, type SessionUser } from '@/lib/server/session'
import { reservarEspaco, useOwnAds, withSendState, type CachedTrip, recordingFailure } from '@/offline'
import { announceSendState } from '@/features/send-state'
import { PhoneInput } from '@/ui/MaskedInputs'
import { estimatedShare, formatKg, freeKg } from './numbers'
import { paraNovaReserva, reservaSchema, type ReservaForm } from './schema'

/** "Reservar espaço": kg, the stretch, what goes and a contact, with the share of the cost estimated as it is typed. */
export function ReservationForm({ trip, user }: { trip: CachedTrip; user: SessionUser }) {
  const last = trip.paradas.length - 1
  const schema = reservaSchema((inicio, fim) => freeKg(trip, inicio, fim))
  const ownAds = useOwnAds(user.id)
  const form = useForm<ReservaForm>({
    initialValues: { kg: '', trecho: `0-${last}`, carga: '', anuncio_id: '', contato: '' },
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  })
  const trechos = trip.paradas.flatMap((from, i) =>
    trip.paradas.slice(i + 1).map((to, j) => ({
      value: `${i}-${i + 1 + j}`,
      label: `${from.cidade} → ${to.cidade} (livre: ${formatKg(freeKg(trip, i, i + 1 + j))})`,
    })),
  )
  const typed = v.safeParse(schema.pipe[0].entries.kg, form.values.kg)
  const kg = typed.success && !Number.isNaN(typed.output) && typed.output > 0 ? typed.output : null

  const reservar = form.onSubmit(async (values) => {
    const output = v.parse(schema, values)
    try {
      const [, sending] = await withSendState(() => reservarEspaco(authorOf(user), paraNovaReserva(trip.id, output)))
      void announceSendState(sending, {
        sent: 'Pedido de reserva enviado! Aguarde a resposta de quem oferece a viagem.',
        queued: 'Seu pedido de reserva será enviado quando houver conexão.',
      })
    } catch (error) {
      notifications.show({ color: 'red', message: recordingFailure(error, 'Erro ao reservar espaço. Tente novamente.') })
      return
    }
    form.reset()
  })

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="reservar-titulo">
      <form onSubmit={reservar} noValidate>
        <Stack>
          <Title order={2} fz="h3" id="reservar-titulo">
            Reservar espaço
          </Title>
          <TextInput label="Quantidade (kg)" required inputMode="decimal" placeholder="Ex.: 150" {...form.getInputProps('kg')} />
          {trip.paradas.length > 2 && <NativeSelect label="Trecho" data={trechos} {...form.getInputProps('trecho')} />}
          <TextInput
            label="O que vai enviar"
            required
            maxLength={200}
            placeholder="Ex.: Feijão carioca, 5 sacas de 30 kg"
            {...form.getInputProps('carga')}
          />
          {ownAds && ownAds.length > 0 && (
            <NativeSelect
              label="Anúncio da carga (opcional)"
              data={[{ value: '', label: 'Nenhum' }, ...ownAds.map((ad) => ({ value: ad.id, label: ad.titulo }))]}
              {...form.getInputProps('anuncio_id')}
            />
          )}
          <PhoneInput label="Telefone para contato" required {...form.getInputProps('contato')} />
          <Text role="status" fw={600} c="campo.9">
            {kg !== null
              ? `Sua parte estimada: ${formatPrice(estimatedShare(trip, kg))} por ${formatKg(kg)}`
              : 'Informe a quantidade para ver a sua parte estimada do frete.'}
          </Text>
          <Alert color="gray" variant="light">
            A parte de cada um é proporcional ao peso e é recalculada a cada reserva aceita. O pagamento é combinado diretamente
            com quem oferece a viagem, fora do app.
          </Alert>
          <Button type="submit" loading={form.submitting}>
            Reservar espaço
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
