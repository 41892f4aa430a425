import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import ConflictChoice from '@/features/queued-changes/ConflictChoice'
import { theme } from '@/ui/theme'

// An edit another device changed meanwhile: both values of each field, named as the form names
// them, and the person's choice between them.

describe('an edit changed on another device', () => {
  it('shows both values of each field and gives the choice', async () => {
    const onChoose = vi.fn()
    render(
      <MantineProvider theme={theme} env="test">
        <ConflictChoice
          conflict={[
            { campo: 'preco', meu: 10, servidor: 12 },
            { campo: 'descricao', meu: null, servidor: 'Queijo curado por 30 dias' },
          ]}
          onChoose={onChoose}
        />
      </MantineProvider>,
    )
    const items = screen.getAllByRole('listitem')
    expect(items[0]).toHaveTextContent(/^Preço: o seu: R\$\s10,00 · no servidor: R\$\s12,00$/)
    expect(items[1]).toHaveTextContent('Descrição: o seu: (vazio) · no servidor: Queijo curado por 30 dias')
    await userEvent.click(screen.getByRole('button', { name: 'Manter o meu' }))
    await userEvent.click(screen.getByRole('button', { name: 'Manter o que está no servidor' }))
    expect(onChoose.mock.calls).toEqual([['meu'], ['servidor']])
  })
})
