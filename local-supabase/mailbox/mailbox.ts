import { randomBytes, randomUUID } from 'node:crypto'

// Every e-mail, SMS and WhatsApp text the local auth sends lands here instead of leaving the
// machine, as the Supabase CLI's local stack catches its mail (Mailpit). In memory: a restart
// empties it.

export interface Address {
  Name: string
  Address: string
}

export interface Message {
  ID: string
  MessageID: string
  Read: boolean
  From: Address
  To: Address[]
  Subject: string
  Created: string
  Text: string
  HTML: string
  /** "email", "sms" or "whatsapp" (Mailpit's tags). */
  Tags: string[]
}

export interface Outgoing {
  to: string
  subject: string
  text: string
  html?: string
  channel: 'email' | 'sms' | 'whatsapp'
}

const FROM: Address = { Name: 'Campo Solidário', Address: 'nao-responda@campo-solidario.test' }
/** The newest are kept; older ones go (Mailpit's max messages is 500 by default). */
const KEPT = 500

export class Mailbox {
  private readonly messages: Message[] = []

  send({ to, subject, text, html = '', channel }: Outgoing): Message {
    const message: Message = {
      ID: randomBytes(11).toString('base64url'),
      MessageID: `${randomUUID()}@campo-solidario.test`,
      Read: false,
      From: FROM,
      To: [{ Name: '', Address: to }],
      Subject: subject,
      Created: new Date().toISOString(),
      Text: text,
      HTML: html,
      Tags: [channel],
    }
    this.messages.unshift(message)
    this.messages.length = Math.min(this.messages.length, KEPT)
    return message
  }

  /** Newest first. */
  list(): readonly Message[] {
    return this.messages
  }

  find(id: string): Message | undefined {
    return this.messages.find((m) => m.ID === id)
  }

  clear(): void {
    this.messages.length = 0
  }
}
