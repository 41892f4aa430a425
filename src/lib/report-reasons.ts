// Why a person reports an ad (denuncias.motivo), with the words the screens use.

export const REPORT_REASONS = [
  'produto_proibido',
  'golpe',
  'informacao_falsa',
  'conteudo_ofensivo',
  'duplicado',
  'outro',
] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

export const REPORT_REASON_NAMES: Record<ReportReason, string> = {
  produto_proibido: 'Produto proibido',
  golpe: 'Golpe ou fraude',
  informacao_falsa: 'Informação falsa',
  conteudo_ofensivo: 'Conteúdo ofensivo',
  duplicado: 'Anúncio duplicado',
  outro: 'Outro',
}
