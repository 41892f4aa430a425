import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  criarPontoDeRetirada,
  editarPontoDeRetirada,
  excluirPontoDeRetirada,
  TOO_MANY_PICKUP_POINTS,
} from '../../src/offline/pickup-points/actions'
import { pullPickupPoints } from '../../src/offline/pickup-points/pull'
import { startTestBackend, type TestBackend } from './helpers'
import { phone } from './phone'

// A seller's pickup points through the offline layer against the local server: made, changed and
// removed with no signal, each arrives once (a lost answer and all); the sixth is refused on the
// phone at once, and a buyer's phone reads the seller's points.

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.stop())

const offline = (requests = 3) => Array.from({ length: requests }, () => ({ when: () => true, fault: 'drop-before' as const }))
const answerLost = {
  when: (url: string, method: string) => url.includes('/rest/v1/pontos_de_retirada') && method !== 'GET',
  fault: 'drop-after' as const,
}
const FEIRA = {
  nome: 'Feira do Produtor',
  local: 'Praça Central',
  cidade: 'Santa Maria de Jetibá',
  uf: 'ES',
  quando: 'sábado, 6h às 12h',
}

describe('pickup points offline', () => {
  it('made, changed and removed with no signal, each arrives once; the sixth is refused at once', async () => {
    const seller = await phone(backend)
    seller.plan.faults.push(...offline(), answerLost, answerLost)
    const feira = await criarPontoDeRetirada(seller.db, seller.userId, FEIRA)
    const sitio = await criarPontoDeRetirada(seller.db, seller.userId, {
      ...FEIRA,
      nome: 'Sítio Boa Vista',
      quando: 'todo dia, 7h',
    })
    await editarPontoDeRetirada(seller.db, seller.userId, feira, { ...FEIRA, quando: 'sábado, 5h às 11h' })
    await excluirPontoDeRetirada(seller.db, seller.userId, sitio)
    await seller.drain()
    const { data } = await backend.service().from('pontos_de_retirada').select('id, nome, quando').eq('user_id', seller.userId)
    expect(data).toEqual([{ id: feira, nome: 'Feira do Produtor', quando: 'sábado, 5h às 11h' }])

    for (let n = 2; n <= 5; n++) await criarPontoDeRetirada(seller.db, seller.userId, { ...FEIRA, nome: `Ponto ${n}` })
    await expect(criarPontoDeRetirada(seller.db, seller.userId, { ...FEIRA, nome: 'Ponto 6' })).rejects.toThrow(
      TOO_MANY_PICKUP_POINTS,
    )
    await seller.drain()
    expect(await backend.db.query('select 1 from pontos_de_retirada where user_id = $1', [seller.userId])).toMatchObject({
      rows: { length: 5 },
    })

    // A buyer's phone keeps the seller's points (readable offline afterwards).
    const buyer = await phone(backend)
    expect(await pullPickupPoints(buyer.supabase, buyer.db, seller.userId)).toEqual({ ok: true, count: 5 })
    expect(await buyer.db.pontos.where('user_id').equals(seller.userId).count()).toBe(5)
  })
})
