// Why a person reports an ad (denuncias.motivo) or a message (denuncias_mensagens.motivo), with
// the words the screens use.

import { Constants, type Enums } from '../database.types'

/** The reasons the database knows (the enum motivo_da_denuncia), in its order. */
export const REPORT_REASONS = Constants.public.Enums.motivo_da_denuncia
export type ReportReason = Enums<'motivo_da_denuncia'>

export const REPORT_REASON_NAMES: Record<ReportReason, string> = {
  produto_proibido: 'Produto proibido',
  golpe: 'Golpe ou fraude',
  informacao_falsa: 'Informação falsa',
  conteudo_ofensivo: 'Conteúdo ofensivo',
  duplicado: 'Anúncio duplicado',
  outro: 'Outro',
}

/** The reasons a message is reported for (the database refuses an ad's other reasons). */
export const MESSAGE_REPORT_REASONS = ['golpe', 'conteudo_ofensivo', 'outro'] as const satisfies readonly ReportReason[]
export type MessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number]
