import * as v from 'valibot'
import { MESSAGE_REPORT_REASONS, REPORT_REASONS } from '@/lib/rules/report-reasons'

const detalhes = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(1000, 'O texto pode ter até 1000 caracteres'),
  v.transform((t) => t || null),
)

// A report of an ad as typed, with the table's limits.
export const denunciaSchema = v.object({ motivo: v.picklist(REPORT_REASONS, 'Escolha o motivo da denúncia'), detalhes })

// A report of a message as typed: only the reasons a message can have.
export const denunciaMensagemSchema = v.object({
  motivo: v.picklist(MESSAGE_REPORT_REASONS, 'Escolha o motivo da denúncia'),
  detalhes,
})

export type DenunciaForm = { motivo: string; detalhes: string }
