import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Mailbox } from '../../local-supabase/mailbox/mailbox.ts'
import { startMailboxServer } from '../../local-supabase/mailbox/server.ts'

// The local mailbox answers the part of Mailpit's API the Supabase CLI's users and our tests read.

const mailbox = new Mailbox()
let base: string
let server: Server

beforeAll(async () => {
  ;({ url: base, server } = await startMailboxServer(mailbox, 0))
})
afterAll(() => server.close())

describe('the mailbox (Mailpit API)', () => {
  it('lists messages newest first, gives one whole (marking it read), empties on DELETE', async () => {
    mailbox.send({
      to: 'maria@campo-solidario.test',
      subject: 'Redefinir sua senha',
      html: '<p>Olá <b>Maria</b></p>',
      text: 'Olá Maria',
      channel: 'email',
    })
    mailbox.send({ to: '+5527999990000', subject: 'SMS para +5527999990000', text: 'Código 123456', channel: 'sms' })
    const list = await (await fetch(`${base}/api/v1/messages`)).json()
    expect(list).toMatchObject({ total: 2, unread: 2, count: 2, messages_count: 2, start: 0 })
    expect(list.messages.map((m: { Subject: string }) => m.Subject)).toEqual(['SMS para +5527999990000', 'Redefinir sua senha'])
    expect(list.messages[1]).toMatchObject({
      To: [{ Name: '', Address: 'maria@campo-solidario.test' }],
      Tags: ['email'],
      Snippet: 'Olá Maria',
    })

    const one = await (await fetch(`${base}/api/v1/message/${list.messages[1].ID}`)).json()
    expect(one).toMatchObject({ Subject: 'Redefinir sua senha', Text: 'Olá Maria', HTML: '<p>Olá <b>Maria</b></p>' })
    expect((await (await fetch(`${base}/api/v1/messages`)).json()).unread).toBe(1)
    expect((await fetch(`${base}/api/v1/message/nada`)).status).toBe(404)

    const page = await (await fetch(`${base}/`)).text()
    expect(page).toContain('Caixa de mensagens local')
    expect(page).toContain('Código 123456')

    expect((await fetch(`${base}/api/v1/messages`, { method: 'DELETE' })).status).toBe(200)
    expect((await (await fetch(`${base}/api/v1/messages`)).json()).total).toBe(0)
  })
})
