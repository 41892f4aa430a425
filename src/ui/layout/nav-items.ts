// The header's entries, shared by the desktop bar and the mobile menu.
export const MENU_INSTITUCIONAL = [
  { label: 'Quem Somos', to: '/quem-somos' },
  { label: 'S.A.C. Tira Dúvidas', to: '/sac-duvidas' },
  { label: 'Informativos', to: '/informativos' },
] as const

export const LINKS_PRINCIPAIS = [
  { label: 'Frete Solidário', to: '/frete-solidario' },
  { label: 'Contato', to: '/contato' },
] as const

/** The signed-in person's menu in the desktop bar (the account area's tabs have them all). */
export const CONTA = [
  { label: 'Meus Anúncios', to: '/meus-anuncios' },
  { label: 'Mensagens', to: '/mensagens' },
  { label: 'Meus alertas', to: '/alertas' },
  { label: 'Configurações', to: '/configuracoes' },
] as const

export const ROTA_ANUNCIAR = '/criar-anuncio'
export const ROTA_ADMIN = '/gerenciar-usuarios'
export const ROTA_DENUNCIAS = '/gerenciar-denuncias'
export const ROTA_LOGIN = '/login'
