import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { NewsletterForm } from '@/features/newsletter'
import { theme } from '@/ui/theme'

// The subscription goes to the newsletter table, and nowhere else.
const insert = vi.fn()
const from = vi.fn((table: string) => (table === 'newsletter_inscricoes' ? { insert } : {}))
vi.mock('@/lib/server/load-supabase', () => ({ loadSupabase: async () => ({ from }) }))

function renderForm() {
  render(
    <MantineProvider theme={theme} env="test">
      <NewsletterForm />
    </MantineProvider>,
  )
  return {
    input: screen.getByRole('textbox', { name: 'Seu e-mail para a newsletter' }),
    submit: screen.getByRole('button', { name: 'Inscrever-se na newsletter' }),
  }
}

beforeEach(() => insert.mockReset())

describe('NewsletterForm', () => {
  it.each(['', '   ', 'sem-arroba.com', 'a@b'])(
    'refuses %j with "Por favor, insira um email válido" and sends nothing',
    async (email) => {
      const { input, submit } = renderForm()
      if (email) await userEvent.type(input, email)
      await userEvent.click(submit)
      expect(await screen.findByText('Por favor, insira um email válido')).toBeInTheDocument()
      expect(insert).not.toHaveBeenCalled()
    },
  )

  it('subscribes, says so and clears the field', async () => {
    insert.mockResolvedValue({ error: null })
    const { input, submit } = renderForm()
    await userEvent.type(input, '  produtora@campo-solidario.test ')
    await userEvent.click(submit)
    expect(await screen.findByText('Inscrição realizada com sucesso!')).toBeInTheDocument()
    expect(from).toHaveBeenCalledWith('newsletter_inscricoes')
    expect(insert).toHaveBeenCalledWith({ email: 'produtora@campo-solidario.test' })
    expect(input).toHaveValue('')
  })

  it('an e-mail already subscribed: "Este email já está inscrito!", and the field keeps it', async () => {
    insert.mockResolvedValue({ error: { code: '23505', message: 'duplicate key value' } })
    const { input, submit } = renderForm()
    await userEvent.type(input, 'repetido@campo-solidario.test')
    await userEvent.click(submit)
    expect(await screen.findByText('Este email já está inscrito!')).toBeInTheDocument()
    expect(input).toHaveValue('repetido@campo-solidario.test')
  })

  it("over the per-address limit: the database's message, and the field keeps the e-mail", async () => {
    const message = 'Muitas inscrições a partir desta rede. Tente novamente mais tarde.'
    insert.mockResolvedValue({ error: { code: 'PT429', message, details: null, hint: 'Limite de 5 por hora.' } })
    const { input, submit } = renderForm()
    await userEvent.type(input, 'mais.uma@campo-solidario.test')
    await userEvent.click(submit)
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(input).toHaveValue('mais.uma@campo-solidario.test')
  })

  it('another server error: "Erro ao realizar inscrição"', async () => {
    insert.mockResolvedValue({ error: { code: '42501', message: 'permission denied' } })
    const { input, submit } = renderForm()
    await userEvent.type(input, 'x@campo-solidario.test')
    await userEvent.click(submit)
    expect(await screen.findByText('Erro ao realizar inscrição')).toBeInTheDocument()
  })

  it.each([
    [
      'supabase-js reports it',
      () => insert.mockResolvedValue({ error: { message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' } }),
    ],
  ])('no connection (%s): "Erro ao realizar inscrição. Tente novamente."', async (_, fail) => {
    fail()
    const { input, submit } = renderForm()
    await userEvent.type(input, 'x@campo-solidario.test')
    await userEvent.click(submit)
    expect(await screen.findByText('Erro ao realizar inscrição. Tente novamente.')).toBeInTheDocument()
    expect(input).toHaveValue('x@campo-solidario.test')
  })
})
