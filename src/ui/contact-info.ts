// Campo Solidário's fixed contact details (footer, /contato, /sac-duvidas).
export const CONTATO = {
  telefone: '(27) 3200-4500',
  telefoneHref: 'tel:+552732004500',
  email: 'contato@camposolidario.com.br',
  cidade: 'Vitória - ES - Brasil',
  redes: [
    { nome: 'Facebook', url: 'https://www.facebook.com/camposolidario' },
    { nome: 'Instagram', url: 'https://www.instagram.com/camposolidario' },
    { nome: 'YouTube', url: 'https://www.youtube.com/@camposolidario' },
  ],
} as const
