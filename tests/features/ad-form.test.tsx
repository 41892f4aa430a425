import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp, signedIn } from '../render'

// The publish form: required fields, masks, price, the 5-photo limit and what it records.
// Whole-app renders with typing take seconds under a parallel suite.
vi.setConfig({ testTimeout: 20_000 })

const publicar = vi.hoisted(() => vi.fn(async () => 'novo-id'))
vi.mock('@/offline', async (importOriginal) => ({ ...(await importOriginal<object>()), publicarAnuncio: publicar }))
// The compressor runs in a worker in the browser; here it answers at once, a file named after the
// photo it compressed, so the test can tell what the form did with it.
const compressImage = vi.hoisted(() =>
  vi.fn(async (file: File, { onProgress }: { onProgress?: (p: number) => void }) => {
    onProgress?.(100)
    return new File([new Uint8Array(1000)], `comprimida-${file.name}`, { type: 'image/webp' })
  }),
)
vi.mock('@/lib/media/compress-image', () => ({ compressImage }))
vi.mock('@/lib/server/load-supabase', () => ({ loadSupabase: () => Promise.reject(new Error('offline in tests')) }))

const foto = (n: number) => new File([new Uint8Array(5000)], `foto-${n}.jpg`, { type: 'image/jpeg' })

beforeEach(() => publicar.mockClear())

async function abrir() {
  const app = await renderApp('/criar-anuncio', signedIn())
  await screen.findByRole('heading', { level: 1, name: 'Criar Anúncio' })
  return app
}

async function escolherCidade(texto: string, opcao: string) {
  await userEvent.type(screen.getByRole('combobox', { name: /Localização/ }), texto)
  await userEvent.click(await screen.findByRole('option', { name: opcao }, { timeout: 3000 }))
}

describe('/criar-anuncio', () => {
  it('keeps "Publicar" disabled until título, categoria, localização and contato are filled', async () => {
    await abrir()
    const publicarBotao = screen.getByRole('button', { name: 'Publicar anúncio' })
    expect(publicarBotao).toBeDisabled()
    await userEvent.type(screen.getByLabelText(/^Título/), 'Mel de aroeira')
    await userEvent.click(screen.getByRole('combobox', { name: /Categoria/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Comida' }))
    await escolherCidade('vito', 'Vitória, ES')
    expect(publicarBotao).toBeDisabled()
    await userEvent.type(screen.getByLabelText(/^Contato/), '27998761234')
    expect(publicarBotao).toBeEnabled()
  })

  it('masks the phone and the CEP and formats the price as reais from the typed cents', async () => {
    await abrir()
    const contato = screen.getByLabelText(/^Contato/)
    await userEvent.type(contato, '27998761234')
    expect(contato).toHaveValue('(27) 99876-1234')
    const cep = screen.getByLabelText(/^CEP/)
    await userEvent.type(cep, '29010935')
    expect(cep).toHaveValue('29010-935')
    const preco = screen.getByLabelText(/^Preço/)
    await userEvent.type(preco, '123456')
    // Intl separates the symbol with a no-break space.
    expect((preco as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('R$ 1.234,56')
  })

  it('suggests at most 10 cities as "Cidade, UF" from 2 letters', async () => {
    await abrir()
    const campo = screen.getByRole('combobox', { name: /Localização/ })
    await userEvent.type(campo, 'sa')
    await waitFor(() => expect(screen.getAllByRole('option').length).toBe(10))
    expect(screen.getAllByRole('option')[0].textContent).toMatch(/^Sa.*, [A-Z]{2}$/)
    // Back to one letter: the suggestions go (many cities begin with S, none is suggested).
    await userEvent.type(campo, '{Backspace}')
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0))
  })

  it('takes at most 5 photos, saying "Máximo 5 imagens permitidas"', async () => {
    await abrir()
    const input = screen.getByTestId('fotos-galeria')
    fireEvent.change(input, { target: { files: [foto(1), foto(2), foto(3), foto(4), foto(5), foto(6)] } })
    expect(await screen.findByText('Máximo 5 imagens permitidas')).toBeInTheDocument()
    const lista = screen.getByRole('list', { name: /Fotos/ })
    expect(within(lista).getAllByRole('listitem')).toHaveLength(5)
    expect(screen.getByRole('button', { name: 'Escolher fotos' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Remover foto 1' }))
    expect(within(lista).getAllByRole('listitem')).toHaveLength(4)
    expect(screen.queryByText('Máximo 5 imagens permitidas')).not.toBeInTheDocument()
  })

  it('records the ad (numbers and digits, nulls for what was left empty) with its compressed photos', async () => {
    const { router } = await abrir()
    await userEvent.type(screen.getByLabelText(/^Título/), 'Mel de aroeira')
    await userEvent.click(screen.getByRole('combobox', { name: /Categoria/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Comida' }))
    await userEvent.click(screen.getByRole('combobox', { name: /Vendido por/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Quilo (kg)' }))
    await userEvent.type(screen.getByLabelText(/^Preço por kg/), '4550')
    await userEvent.type(screen.getByLabelText(/^Quantidade disponível/), '12,5')
    await escolherCidade('vito', 'Vitória, ES')
    await userEvent.type(screen.getByLabelText(/^Contato/), '27998761234')
    fireEvent.change(screen.getByTestId('fotos-galeria'), { target: { files: [foto(1), foto(2)] } })
    await screen.findByText(/^Capa · 1 KB/)
    await userEvent.click(screen.getByRole('button', { name: 'Mover foto 2 para a esquerda' }))
    await userEvent.click(screen.getByRole('button', { name: 'Publicar anúncio' }))

    await waitFor(() => expect(publicar).toHaveBeenCalledTimes(1))
    const [autor, dados, fotos] = publicar.mock.calls[0] as unknown as [unknown, unknown, File[]]
    expect(autor).toEqual({ id: 'u1', name: 'Maria Souza' })
    expect(dados).toEqual({
      titulo: 'Mel de aroeira',
      categoria: 'comida',
      preco: 45.5,
      unidade: 'kg',
      quantidade_disponivel: 12.5,
      pontos_de_retirada: [],
      descricao: null,
      cidade: 'Vitória',
      uf: 'ES',
      endereco: null,
      cep: null,
      contato: '27998761234',
      email: null,
    })
    // The compressed photos (never the originals), with the project's limits, in the order shown.
    expect(fotos.map((f) => f.name)).toEqual(['comprimida-foto-2.jpg', 'comprimida-foto-1.jpg'])
    expect(compressImage).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ maxEdge: 1600, maxKB: 400 }))
    expect(await screen.findByText('Anúncio criado com sucesso!')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/meus-anuncios'))
  })

  it('a full phone: says so and offers "Liberar espaço"; the form keeps what was typed and chosen', async () => {
    publicar.mockRejectedValueOnce(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
    const { router } = await abrir()
    await userEvent.type(screen.getByLabelText(/^Título/), 'Queijo minas')
    await userEvent.click(screen.getByRole('combobox', { name: /Categoria/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Comida' }))
    await escolherCidade('vito', 'Vitória, ES')
    await userEvent.type(screen.getByLabelText(/^Contato/), '27998761234')
    fireEvent.change(screen.getByTestId('fotos-galeria'), { target: { files: [foto(1), foto(2), foto(3)] } })
    await screen.findByText(/^Capa · 1 KB/)
    await userEvent.click(screen.getByRole('button', { name: 'Publicar anúncio' }))

    expect(
      await screen.findByText('Não há espaço no celular para guardar isto. Libere espaço e tente de novo.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Erro ao criar anúncio. Tente novamente.')).toBeNull()
    expect(screen.getByRole('button', { name: 'Liberar espaço' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Título/)).toHaveValue('Queijo minas')
    expect(screen.getAllByRole('button', { name: /^Remover foto \d$/ })).toHaveLength(3)
    expect(router.state.location.pathname).toBe('/criar-anuncio')

    // Space freed, the same form publishes.
    await userEvent.click(screen.getByRole('button', { name: 'Publicar anúncio' }))
    await waitFor(() => expect(publicar).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(router.state.location.pathname).toBe('/meus-anuncios'))
  })
})
