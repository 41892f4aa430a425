import { Button, Modal, Radio, Stack, Text, Textarea } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconFlag } from '@tabler/icons-react'
import { useState } from 'react'
import * as v from 'valibot'
import { isPublicAd } from '@/lib/ad-time'
import { REPORT_REASON_NAMES, REPORT_REASONS } from '@/lib/report-reasons'
import { authorOf, useSession } from '@/lib/session'
import { denunciarAnuncio, useOwnOpenReport, type CachedAd } from '@/offline'
import { DialogButtons } from '@/ui/DialogButtons'
import { ButtonLink } from '@/ui/links'
import { denunciaSchema, type DenunciaForm } from './schema'

const THANKS = 'Obrigado pela denúncia! Nossa equipe vai analisar este anúncio.'

/** "Denunciar anúncio" on an ad page: a reason and an optional text; one open report per person per ad. */
export function ReportAd({ ad }: { ad: Pick<CachedAd, 'id' | 'user_id' | 'status' | 'expira_em' | 'titulo'> }) {
  const { user, status } = useSession()
  const own = useOwnOpenReport(ad.id, user?.id)
  const [opened, setOpened] = useState(false)
  if (status === 'loading' || ad.user_id === user?.id || !isPublicAd(ad)) return null
  if (!user) {
    return (
      <ButtonLink
        to="/login"
        search={{ redirect: `/product/${ad.id}` }}
        variant="subtle"
        color="red.9"
        size="sm"
        leftSection={<IconFlag size={16} aria-hidden />}
      >
        Denunciar anúncio
      </ButtonLink>
    )
  }
  if (own === undefined) return null
  if (own) {
    return (
      <Text size="sm" c={own.refusal ? 'red.9' : 'dimmed'} role="status">
        {own.refusal
          ? `Sua denúncia não foi aceita: ${own.refusal}`
          : own.queued && !navigator.onLine
            ? 'Sua denúncia será enviada quando houver conexão.'
            : 'Você denunciou este anúncio. Nossa equipe está analisando.'}
      </Text>
    )
  }
  return (
    <>
      <Button
        variant="subtle"
        color="red.9"
        size="sm"
        leftSection={<IconFlag size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Denunciar anúncio
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Denunciar anúncio" centered>
        <ReportForm
          ad={ad}
          onDone={() => setOpened(false)}
          send={(dados) => denunciarAnuncio(authorOf(user), { anuncio_id: ad.id, ...dados })}
        />
      </Modal>
    </>
  )
}

function ReportForm({
  ad,
  send,
  onDone,
}: {
  ad: Pick<CachedAd, 'titulo'>
  send: (dados: v.InferOutput<typeof denunciaSchema>) => Promise<unknown>
  onDone: () => void
}) {
  const form = useForm<DenunciaForm>({
    initialValues: { motivo: '', detalhes: '' },
    validate: schemaResolver(denunciaSchema, { sync: true }),
  })
  const enviar = form.onSubmit(async (values) => {
    try {
      await send(v.parse(denunciaSchema, values))
    } catch {
      notifications.show({ color: 'red', message: 'Erro ao enviar a denúncia. Tente novamente.' })
      return
    }
    notifications.show({ color: 'campo', message: THANKS + (navigator.onLine ? '' : ' Ela será enviada quando houver conexão.') })
    onDone()
  })
  return (
    <form onSubmit={enviar} noValidate>
      <Stack>
        <Text size="sm">
          O que há de errado com <b>{ad.titulo}</b>? Quem anunciou não saberá quem denunciou.
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
