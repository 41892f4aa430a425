import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { offlineDb } from '@/offline/store/offline-db'
import type { CachedProfile, CachedReport } from '@/offline/trust/types'
import { OPEN_REPORTS_PULLED } from '@/offline/trust/pull'
import { renderApp, signedIn } from '../render'
import { cachedAd } from '../support/ad'

// Trust on screen, from the phone's copy: an ad's expiry and renewal and the moderation's reason
// in Meus Anúncios, "Denunciar anúncio" on an ad page, the admins' queue, and a seller's profile.
vi.mock('@/lib/server/load-supabase', () => ({ loadSupabase: () => Promise.reject(new Error('offline in tests')) }))
vi.setConfig({ testTimeout: 20_000 })

const DAY = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

function report(extra: Partial<CachedReport>): CachedReport {
  return {
    id: crypto.randomUUID(),
    anuncio_id: 'a1',
    user_id: 'joao',
    motivo: 'golpe',
    detalhes: null,
    status: 'aberta',
    decidida_em: null,
    created_at: '2026-11-20T10:00:00Z',
    ...extra,
  }
}

function profile(extra: Partial<CachedProfile> = {}): CachedProfile {
  return {
    id: 'joao',
    username: 'joao.pereira',
    display_name: 'João Pereira',
    cidade: 'Juiz de Fora',
    uf: 'MG',
    avatar_path: null,
    descricao: 'Produtor de feijão e queijo artesanal.',
    avaliacao_media: 4.67,
    avaliacoes_quantidade: 12,
    created_at: '2026-03-10T12:00:00Z',
    cachedAt: 1,
    ...extra,
  }
}

beforeEach(async () => {
  // No server answers (the phone is offline): every screen works from its copy.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  await Promise.all([
    offlineDb.outbox.clear(),
    offlineDb.anuncios.clear(),
    offlineDb.denuncias.clear(),
    offlineDb.perfis.clear(),
    offlineDb.meta.clear(),
    offlineDb.moderacoes.clear(),
  ])
})

describe('Meus Anúncios: expiry, renewal and the moderation', () => {
  it('says "Expira em N dias" in the last week with "Renovar", which queues the renewal', async () => {
    await offlineDb.anuncios.bulkPut([
      cachedAd({ id: 'perto', titulo: 'Abacate', user_id: 'u1', expira_em: inDays(3) }),
      cachedAd({ id: 'longe', titulo: 'Mel', user_id: 'u1', expira_em: inDays(40) }),
    ])
    await renderApp('/meus-anuncios', signedIn())
    const card = await screen.findByRole('article', { name: 'Abacate' })
    expect(within(card).getByText('Expira em 3 dias')).toBeInTheDocument()
    const mel = screen.getByRole('article', { name: 'Mel' })
    expect(within(mel).queryByText(/Expira em/)).not.toBeInTheDocument()
    expect(within(mel).queryByRole('button', { name: 'Renovar' })).not.toBeInTheDocument()
    await userEvent.click(within(card).getByRole('button', { name: 'Renovar' }))
    expect(await screen.findByText(/Anúncio renovado por mais 60 dias!/)).toBeInTheDocument()
    await waitFor(() => expect(within(card).queryByText('Expira em 3 dias')).not.toBeInTheDocument())
    expect(await offlineDb.outbox.toArray()).toMatchObject([
      { kind: 'renovarAnuncio', entity: 'anuncio:perto', payload: { id: 'perto' } },
    ])
  })

  it('an ad past its time shows EXPIRADO with "Renovar" and no "Pausar", before the server marks it', async () => {
    await offlineDb.anuncios.put(cachedAd({ id: 'velho', titulo: 'Palmito', user_id: 'u1', expira_em: inDays(-2) }))
    await renderApp('/meus-anuncios', signedIn())
    const card = await screen.findByRole('article', { name: 'Palmito' })
    expect(within(card).getByText('EXPIRADO')).toBeInTheDocument()
    expect(within(card).getByText(/Expirado: não aparece para outras pessoas/)).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Renovar' })).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Pausar' })).not.toBeInTheDocument()
  })

  it('a hidden ad tells why, offers no way back to public view, and the page says so above the ads', async () => {
    await offlineDb.anuncios.put(
      cachedAd({
        id: 'oculto',
        titulo: 'Queijo canastra',
        user_id: 'u1',
        status: 'oculto',
        ocultado_motivo: 'Golpe ou fraude: Pix adiantado.',
      }),
    )
    await renderApp('/meus-anuncios', signedIn())
    const card = await screen.findByRole('article', { name: 'Queijo canastra' })
    expect(within(card).getByText('Golpe ou fraude: Pix adiantado.')).toBeInTheDocument()
    for (const name of ['Ativar', 'Pausar', 'Renovar', 'Marcar como vendido']) {
      expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument()
    }
    expect(screen.getByText('A moderação ocultou anúncios seus')).toBeInTheDocument()
    expect(screen.getByText(/1 anúncio seu foi ocultado depois de denúncias/)).toBeInTheDocument()
  })
})

describe('Denunciar anúncio', () => {
  it('asks for a reason, then queues the report, thanks, and says it is on its way', async () => {
    await offlineDb.anuncios.put(cachedAd({ id: 'a1', titulo: 'Sementes sem nota', user_id: 'joao', user_name: 'João Pereira' }))
    await renderApp('/product/a1', signedIn())
    await userEvent.click(await screen.findByRole('button', { name: 'Denunciar anúncio' }))
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar anúncio' })
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Enviar denúncia' }))
    expect(await within(dialog).findByText('Escolha o motivo da denúncia')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Produto proibido' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Conte o que aconteceu/ }), '  Sem registro.  ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }))
    expect(await screen.findByText(/Obrigado pela denúncia! Nossa equipe vai analisar este anúncio./)).toBeInTheDocument()
    expect(
      await screen.findByText(/Sua denúncia será enviada quando houver conexão|Você denunciou este anúncio/),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Denunciar anúncio' })).not.toBeInTheDocument()
    const [item] = await offlineDb.outbox.toArray()
    expect(item).toMatchObject({
      kind: 'denunciarAnuncio',
      payload: { denuncia: { anuncio_id: 'a1', motivo: 'produto_proibido', detalhes: 'Sem registro.' } },
    })
  })

  it('a report the server refused says why', async () => {
    await offlineDb.anuncios.put(cachedAd({ id: 'a1', titulo: 'Sementes sem nota', user_id: 'joao' }))
    await offlineDb.denuncias.put(report({ id: 'r1', anuncio_id: 'a1', user_id: 'u1', pending: true }))
    await offlineDb.outbox.add({
      kind: 'denunciarAnuncio',
      entity: 'denuncia:r1',
      ownerId: 'u1',
      payload: { denuncia: { id: 'r1', anuncio_id: 'a1', motivo: 'golpe', detalhes: null } },
      status: 'failed',
      error: 'Este anúncio não está mais disponível.',
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: 1,
    })
    await renderApp('/product/a1', signedIn())
    expect(await screen.findByText('Sua denúncia não foi aceita: Este anúncio não está mais disponível.')).toBeInTheDocument()
  })

  it('is not offered to the owner; a visitor is sent to sign in first', async () => {
    await offlineDb.anuncios.put(cachedAd({ id: 'meu', titulo: 'Meu mel', user_id: 'u1' }))
    const own = await renderApp('/product/meu', signedIn())
    expect(await screen.findByText('Especificações', {}, { timeout: 5_000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Denunciar anúncio' })).not.toBeInTheDocument()
    own.unmount()
    await renderApp('/product/meu')
    const link = await screen.findByRole('link', { name: 'Denunciar anúncio' })
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/login\?redirect=/))
  })
})

describe('/gerenciar-denuncias', () => {
  it('groups open reports by ad with count, reasons and texts; hiding asks the reason its owner will read', async () => {
    await offlineDb.anuncios.bulkPut([
      cachedAd({ id: 'a1', titulo: 'Queijo em promoção', user_id: 'joao', user_name: 'João Pereira' }),
      cachedAd({ id: 'a2', titulo: 'Esterco curtido', user_id: 'maria', user_name: 'Maria Souza' }),
    ])
    await offlineDb.perfis.put(profile())
    await offlineDb.denuncias.bulkPut([
      report({ anuncio_id: 'a1', motivo: 'golpe', detalhes: 'Pediu Pix adiantado.' }),
      report({ anuncio_id: 'a1', motivo: 'golpe', user_id: 'ana' }),
      report({ anuncio_id: 'a1', motivo: 'informacao_falsa', user_id: 'bia' }),
      report({ anuncio_id: 'a2', motivo: 'duplicado' }),
    ])
    await offlineDb.meta.put({ key: OPEN_REPORTS_PULLED, value: 1 })
    await renderApp('/gerenciar-denuncias', signedIn({ role: 'admin' }))
    const queijo = await screen.findByRole('article', { name: 'Queijo em promoção' })
    expect(screen.getByText('2 anúncios com denúncias abertas')).toBeInTheDocument()
    expect(within(queijo).getByText('3 denúncias')).toBeInTheDocument()
    expect(within(queijo).getByText('Golpe ou fraude (2)')).toBeInTheDocument()
    expect(within(queijo).getByText('Informação falsa (1)')).toBeInTheDocument()
    expect(within(queijo).getByText('“Pediu Pix adiantado.”')).toBeInTheDocument()
    expect(within(queijo).getByRole('link', { name: 'Queijo em promoção' })).toHaveAttribute('href', '/product/a1')
    expect(await within(queijo).findByRole('link', { name: 'João Pereira' })).toHaveAttribute(
      'href',
      '/gerenciar-usuarios?search=joao.pereira',
    )
    // The most reported ad comes first.
    expect(screen.getAllByRole('article')[0]).toBe(queijo)

    await userEvent.click(within(queijo).getByRole('button', { name: 'Ocultar anúncio' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ocultar anúncio' })
    const motivo = within(dialog).getByRole('textbox', { name: /Motivo para quem anunciou/ })
    expect(motivo).toHaveValue('Golpe ou fraude')
    await userEvent.clear(motivo)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ocultar anúncio' }))
    expect(await within(dialog).findByText('Escreva o motivo para quem anunciou (de 3 a 300 caracteres).')).toBeInTheDocument()
    await userEvent.type(motivo, 'Golpe: pagamento adiantado sem entrega.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ocultar anúncio' }))
    expect(await screen.findByText(/Anúncio ocultado. Quem anunciou verá o motivo em Meus Anúncios./)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Queijo em promoção' })).not.toBeInTheDocument())
    expect(await offlineDb.outbox.toArray()).toMatchObject([
      { kind: 'ocultarAnuncio', entity: 'anuncio:a1', payload: { id: 'a1', motivo: 'Golpe: pagamento adiantado sem entrega.' } },
    ])
    expect((await offlineDb.anuncios.get('a1'))?.status).toBe('oculto')
  })

  it('"Descartar denúncia" closes the reports after confirming; the ad stays', async () => {
    await offlineDb.anuncios.put(cachedAd({ id: 'a2', titulo: 'Esterco curtido', user_id: 'maria' }))
    await offlineDb.denuncias.put(report({ anuncio_id: 'a2', motivo: 'duplicado' }))
    await offlineDb.meta.put({ key: OPEN_REPORTS_PULLED, value: 1 })
    await renderApp('/gerenciar-denuncias', signedIn({ role: 'admin' }))
    const card = await screen.findByRole('article', { name: 'Esterco curtido' })
    await userEvent.click(within(card).getByRole('button', { name: 'Descartar denúncia' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar' }))
    expect(await screen.findByText('Nenhuma denúncia aberta. Tudo em ordem por aqui!')).toBeInTheDocument()
    expect(await offlineDb.outbox.toArray()).toMatchObject([{ kind: 'descartarDenuncias', payload: { id: 'a2' } }])
    expect((await offlineDb.anuncios.get('a2'))?.status).toBe('ativo')
  })

  it("the admin's menu says how many reported ads wait for a decision, on its button and on Gerenciar Denúncias", async () => {
    await offlineDb.denuncias.bulkPut([
      report({ anuncio_id: 'a1' }),
      report({ anuncio_id: 'a1', user_id: 'ana' }),
      report({ anuncio_id: 'a2' }),
      report({ anuncio_id: 'a3', status: 'descartada', decidida_em: '2026-11-21T10:00:00Z' }),
    ])
    await renderApp('/quem-somos', signedIn({ role: 'admin' }))
    const account = await screen.findByRole('button', { name: /^Olá, .*2 anúncios com denúncias abertas$/ })
    await userEvent.click(account)
    const entry = screen.getByRole('link', { name: /^Gerenciar Denúncias\s*2 anúncios com denúncias abertas$/ })
    expect(entry).toHaveAttribute('href', '/gerenciar-denuncias')
  })

  it('"Histórico" lists who decided what, when and why, newest first; a reverted decision is marked', async () => {
    await offlineDb.perfis.bulkPut([
      profile({ id: 'admin-id', username: 'admin' }),
      profile({ id: 'ana-id', username: 'ana.admin' }),
    ])
    await offlineDb.moderacoes.bulkPut([
      {
        alvo_id: 'a1',
        alvo: 'anuncio',
        decisao: 'ocultado',
        dono_id: 'joao',
        titulo: 'Sementes sem nota',
        motivo: 'Golpe: pagamento adiantado sem entrega.',
        decidida_por: 'admin-id',
        decidida_em: '2026-11-20T10:00:00Z',
        alvo_excluido_em: null,
        revertida_por: null,
        revertida_em: null,
      },
      {
        alvo_id: 'a2',
        alvo: 'anuncio',
        decisao: 'ocultado',
        dono_id: 'maria',
        titulo: 'Esterco curtido',
        motivo: 'Foto enganosa.',
        decidida_por: 'ana-id',
        decidida_em: '2026-11-22T10:00:00Z',
        alvo_excluido_em: null,
        revertida_por: 'admin-id',
        revertida_em: '2026-11-23T10:00:00Z',
      },
    ])
    await renderApp('/gerenciar-denuncias', signedIn({ role: 'admin' }))
    await userEvent.click(await screen.findByRole('tab', { name: 'Histórico' }))
    const list = await screen.findByRole('list', { name: 'Decisões da moderação' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Esterco curtido', 'Sementes sem nota'])
    // The admins' names come from the profiles kept on the phone.
    await waitFor(() => expect(items[0]).toHaveTextContent('Por @ana.admin em 22/11/2026 — motivo: Foto enganosa.'))
    expect(items[0]).toHaveTextContent('Revertida')
    expect(items[0]).toHaveTextContent('Revertida por @admin em 23/11/2026: o anúncio voltou a aparecer.')
    expect(items[1]).toHaveTextContent('Por @admin em 20/11/2026 — motivo: Golpe: pagamento adiantado sem entrega.')
    expect(items[1]).not.toHaveTextContent('Revertida')
  })

  it('does not exist for someone who is not an admin', async () => {
    await renderApp('/gerenciar-denuncias', signedIn())
    expect(await screen.findByText(/não encontrada|não existe/i)).toBeInTheDocument()
    expect(screen.queryByText('Gerenciar Denúncias')).not.toBeInTheDocument()
  })
})

describe('an ad out of public view, on its page', () => {
  it('past its time: its owner is told to renew it; an admin, that only its owner can', async () => {
    await offlineDb.anuncios.put(cachedAd({ id: 'e1', titulo: 'Palmito', user_id: 'u1', expira_em: inDays(-1) }))
    const owner = await renderApp('/product/e1', signedIn())
    expect(await screen.findByRole('note', { name: 'Anúncio expirado' })).toHaveTextContent('Renove em Meus Anúncios')
    owner.unmount()
    await renderApp('/product/e1', signedIn({ id: 'adm', role: 'admin' }))
    expect(await screen.findByRole('note', { name: 'Anúncio expirado' })).toHaveTextContent('até quem anunciou renová-lo')
  })

  it('its owner reads why; an admin may reactivate it', async () => {
    await offlineDb.anuncios.put(
      cachedAd({ id: 'h1', titulo: 'Queijo canastra', user_id: 'u1', status: 'oculto', ocultado_motivo: 'Golpe ou fraude.' }),
    )
    const owner = await renderApp('/product/h1', signedIn())
    const notice = await screen.findByRole('note', { name: 'Ocultado pela moderação' })
    expect(notice).toHaveTextContent('Golpe ou fraude. Ele não aparece para outras pessoas.')
    expect(within(notice).queryByRole('button', { name: 'Reativar anúncio' })).not.toBeInTheDocument()
    owner.unmount()

    await renderApp('/product/h1', signedIn({ id: 'adm', role: 'admin' }))
    const adminNotice = await screen.findByRole('note', { name: 'Ocultado pela moderação' })
    await userEvent.click(within(adminNotice).getByRole('button', { name: 'Reativar anúncio' }))
    expect(
      await screen.findByText(/^Anúncio reativado: ele volta a aparecer para todos. Será enviado quando houver conexão./),
    ).toBeInTheDocument()
    expect(await offlineDb.outbox.toArray()).toMatchObject([
      { kind: 'alterarStatusDoAnuncio', ownerId: 'adm', payload: { id: 'h1', status: 'ativo' } },
    ])
    await waitFor(() => expect(screen.queryByRole('note', { name: 'Ocultado pela moderação' })).not.toBeInTheDocument())
  })
})

describe('/vendedor/{username}', () => {
  it('shows name, place, member since, the average with one decimal and its count, the description and active ads only', async () => {
    await offlineDb.perfis.put(profile())
    await offlineDb.anuncios.bulkPut([
      cachedAd({ titulo: 'Feijão carioca', user_id: 'joao' }),
      cachedAd({ titulo: 'Queijo vencido', user_id: 'joao', expira_em: inDays(-1) }),
      cachedAd({ titulo: 'Doce pausado', user_id: 'joao', status: 'pausado' }),
      cachedAd({ titulo: 'De outra pessoa', user_id: 'maria' }),
    ])
    await renderApp('/vendedor/joao.pereira')
    expect(await screen.findByRole('heading', { level: 1, name: 'João Pereira' })).toBeInTheDocument()
    expect(screen.getByText('Juiz de Fora, MG')).toBeInTheDocument()
    expect(screen.getByText('No Campo Solidário desde março de 2026')).toBeInTheDocument()
    expect(screen.getByText('4,7')).toBeInTheDocument()
    expect(screen.getByText('(12 avaliações)')).toBeInTheDocument()
    expect(screen.getByText('Produtor de feijão e queijo artesanal.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Anúncios ativos (1)' })).toBeInTheDocument()
    expect(screen.getByText('Feijão carioca')).toBeInTheDocument()
    for (const hidden of ['Queijo vencido', 'Doce pausado', 'De outra pessoa'])
      expect(screen.queryByText(hidden)).not.toBeInTheDocument()
  })

  it('says "Novo" without ratings, and "Vendedor não encontrado" for an unknown username', async () => {
    await offlineDb.perfis.put(profile({ avaliacao_media: null, avaliacoes_quantidade: 0 }))
    const page = await renderApp('/vendedor/joao.pereira')
    expect(await screen.findByText('Novo')).toBeInTheDocument()
    expect(screen.getByText('Nenhum anúncio ativo no momento.')).toBeInTheDocument()
    page.unmount()
    await renderApp('/vendedor/ninguem')
    expect(await screen.findByRole('heading', { name: 'Vendedor não encontrado' })).toBeInTheDocument()
  })

  it('is linked from the ad page\'s "Anunciado por"', async () => {
    await offlineDb.perfis.put(profile())
    await offlineDb.anuncios.put(cachedAd({ id: 'a9', titulo: 'Feijão', user_id: 'joao', user_name: 'João Pereira' }))
    await renderApp('/product/a9')
    const anunciadoPor = await screen.findByText(/Anunciado por/)
    expect(await within(anunciadoPor).findByRole('link', { name: 'João Pereira' })).toHaveAttribute(
      'href',
      '/vendedor/joao.pereira',
    )
  })
})
