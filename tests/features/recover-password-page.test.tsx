import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../render'

// /recuperar-senha where the project has no SMS provider: Auth's settings say the phone provider
// is off, so the screen offers the e-mail only and explains a phone typed anyway.

const supabase = vi.hoisted(() => ({ signInWithOtp: vi.fn(), resetPasswordForEmail: vi.fn() }))
vi.mock('@/lib/server/load-supabase', () => ({ loadSupabase: async () => ({ auth: supabase }) }))

afterEach(() => vi.unstubAllGlobals())

describe('/recuperar-senha without an SMS provider', () => {
  it('asks for the e-mail only, and a phone typed anyway is explained, not sent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/auth/v1/settings')
          ? new Response(JSON.stringify({ external: { email: true, phone: false } }), {
              headers: { 'Content-Type': 'application/json' },
            })
          : new Response('{}'),
      ),
    )
    await renderApp('/recuperar-senha')
    const campo = await screen.findByRole('textbox', { name: 'E-mail' })
    expect(screen.getByText('Digite o e-mail da sua conta. Enviamos um link para criar uma nova senha.')).toBeInTheDocument()
    await userEvent.type(campo, '(27) 99876-1234')
    expect(screen.queryByRole('radio', { name: 'WhatsApp' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Enviar instruções' }))
    expect(
      await screen.findByText('A recuperação por telefone não está disponível. Use o e-mail da sua conta.'),
    ).toBeInTheDocument()
    expect(supabase.signInWithOtp).not.toHaveBeenCalled()
  })
})
