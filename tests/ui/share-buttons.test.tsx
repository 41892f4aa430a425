import { MantineProvider } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adShared } from '@/features/ads'
import { ShareButtons } from '@/ui/ShareButtons'
import { theme } from '@/ui/theme'

// "Compartilhar" on an ad, a trip and a seller: the phone's share sheet where it has one, else a
// prefilled WhatsApp message and "Copiar link". The address is known with no network.

const ad = adShared({ id: 'a1b2', titulo: 'Mel de aroeira', preco: 35, unidade: 'kg', cidade: 'Serra', uf: 'ES' })

function show() {
  render(
    <MantineProvider theme={theme} env="test">
      <ShareButtons shared={ad} />
    </MantineProvider>,
  )
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share')
  Reflect.deleteProperty(navigator, 'clipboard')
})

describe('ShareButtons', () => {
  it("the ad's message names title, price per unit and city", () => {
    expect(ad).toEqual({
      path: '/product/a1b2',
      title: 'Mel de aroeira',
      message: 'Mel de aroeira — R$\u00a035,00 / kg em Serra/ES, no Campo Solidário:',
    })
  })

  it('with no share sheet: WhatsApp with the message and the address, and a link copied with a confirmation', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    show()
    const group = screen.getByRole('group', { name: 'Compartilhar Mel de aroeira' })
    const whatsapp = within(group).getByRole('link', { name: 'WhatsApp: compartilhar' })
    const url = `${window.location.origin}/product/a1b2`
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Mel de aroeira — R$\u00a035,00 / kg em Serra/ES, no Campo Solidário: ${url}`)}`,
    )
    expect(whatsapp).toHaveAttribute('target', '_blank')
    await userEvent.click(within(group).getByRole('button', { name: 'Copiar link' }))
    expect(writeText).toHaveBeenCalledWith(url)
    expect(await within(group).findByRole('button', { name: 'Link copiado!' })).toBeInTheDocument()
  })

  it("with the phone's share sheet: one Compartilhar that hands it title, message and address", async () => {
    const share = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    show()
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Compartilhar' }))
    expect(share).toHaveBeenCalledWith({
      title: 'Mel de aroeira',
      text: 'Mel de aroeira — R$\u00a035,00 / kg em Serra/ES, no Campo Solidário:',
      url: `${window.location.origin}/product/a1b2`,
    })
  })
})
