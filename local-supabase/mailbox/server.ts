import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { escapeHtml } from '../../src/lib/formats/escape-html.ts'
import type { Mailbox, Message } from './mailbox.ts'

// The mailbox's own port (LOCAL_SUPABASE_MAIL_PORT, 54324 as the Supabase CLI's Mailpit): a page
// listing the messages, and the subset of Mailpit's API tests and tools use —
// GET /api/v1/messages, GET /api/v1/message/{ID} (marks it read), DELETE /api/v1/messages.

const summary = (m: Message) => ({
  ID: m.ID,
  MessageID: m.MessageID,
  Read: m.Read,
  From: m.From,
  To: m.To,
  Cc: [],
  Bcc: [],
  ReplyTo: [],
  Subject: m.Subject,
  Created: m.Created,
  Tags: m.Tags,
  Size: Buffer.byteLength(m.Text) + Buffer.byteLength(m.HTML),
  Attachments: 0,
  Snippet: m.Text.replace(/\s+/g, ' ').trim().slice(0, 250),
})

function page(messages: readonly Message[]): string {
  const rows = messages
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.Subject)}</h2><p>Para ${escapeHtml(m.To.map((t) => t.Address).join(', '))} · ${escapeHtml(m.Tags.join(', '))} · ${escapeHtml(new Date(m.Created).toLocaleString('pt-BR'))}</p>${
          m.HTML
            ? `<iframe sandbox srcdoc="${escapeHtml(m.HTML)}" title="${escapeHtml(m.Subject)}"></iframe>`
            : `<pre>${escapeHtml(m.Text)}</pre>`
        }</article>`,
    )
    .join('')
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de mensagens local</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}article{border-bottom:1px solid #ccc;padding:1rem 0}iframe{width:100%;height:22rem;border:1px solid #ddd}pre{white-space:pre-wrap}</style></head>
<body><h1>Caixa de mensagens local</h1><p>E-mails, SMS e WhatsApp que o servidor local enviaria (${messages.length}).</p>${rows || '<p>Nenhuma mensagem ainda.</p>'}</body></html>`
}

export async function startMailboxServer(
  mailbox: Mailbox,
  port: number,
  host = '127.0.0.1',
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local')
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }).end(JSON.stringify(body))
    if (url.pathname === '/api/v1/messages' && req.method === 'GET') {
      const start = Number(url.searchParams.get('start') ?? 0)
      const limit = Number(url.searchParams.get('limit') ?? 50)
      const all = mailbox.list()
      const messages = all.slice(start, start + limit).map(summary)
      return json(200, {
        total: all.length,
        unread: all.filter((m) => !m.Read).length,
        count: messages.length,
        messages_count: all.length,
        start,
        tags: [...new Set(all.flatMap((m) => m.Tags))],
        messages,
      })
    }
    if (url.pathname === '/api/v1/messages' && req.method === 'DELETE') {
      mailbox.clear()
      return res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok')
    }
    const one = /^\/api\/v1\/message\/([^/]+)$/.exec(url.pathname)
    if (one && req.method === 'GET') {
      const message = mailbox.find(decodeURIComponent(one[1]))
      if (!message) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('message not found')
      message.Read = true
      return json(200, {
        ...summary(message),
        ReturnPath: message.From.Address,
        ListUnsubscribe: { Header: '', Links: [], Errors: '', HeaderPost: '' },
        Date: message.Created,
        Text: message.Text,
        HTML: message.HTML,
        Inline: [],
        Attachments: [],
      })
    }
    if (url.pathname === '/' && req.method === 'GET')
      return res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page(mailbox.list()))
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return { url: `http://${host}:${(server.address() as AddressInfo).port}`, server }
}
