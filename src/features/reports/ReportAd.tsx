import { Button, Loader, Text } from '@mantine/core'
import { IconFlag } from '@tabler/icons-react'
import { Suspense, useState } from 'react'
import { LazyReportDialog } from './LazyReportDialog'
import { isPublicAd } from '@/lib/rules/ad-time'
import { authorOf, useSession } from '@/lib/server/session'
import { denunciarAnuncio, useOwnOpenReport, type CachedAd } from '@/offline'
import { ButtonLink } from '@/ui/links'

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
        color="red"
        c="red.9"
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
          : own.queued
            ? 'Sua denúncia será enviada quando houver conexão.'
            : 'Você denunciou este anúncio. Nossa equipe está analisando.'}
      </Text>
    )
  }
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        c="red.9"
        size="sm"
        leftSection={<IconFlag size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Denunciar anúncio
      </Button>
      {opened && (
        <Suspense fallback={<Loader size="xs" aria-label="Carregando formulário" />}>
          <LazyReportDialog
            title="Denunciar anúncio"
            intro={
              <>
                O que há de errado com <b>{ad.titulo}</b>? Quem anunciou não saberá quem denunciou.
              </>
            }
            of="anuncio"
            thanks="Obrigado pela denúncia! Nossa equipe vai analisar este anúncio."
            onDone={() => setOpened(false)}
            send={(dados) => denunciarAnuncio(authorOf(user), { anuncio_id: ad.id, ...dados })}
          />
        </Suspense>
      )}
    </>
  )
}
