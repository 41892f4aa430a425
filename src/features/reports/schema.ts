import * as v from 'valibot'
import { REPORT_REASONS } from '@/lib/report-reasons'

// A report as typed, with the table's limits.
export const denunciaSchema = v.object({
  motivo: v.picklist(REPORT_REASONS, 'Escolha o motivo da denúncia'),
  detalhes: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(1000, 'O texto pode ter até 1000 caracteres'),
    v.transform((t) => t || null),
  ),
})

export type DenunciaForm = { motivo: string; detalhes: string }
