import * as v from 'valibot'

/** A Brazilian phone for contact, as typed with its mask → its 10 or 11 digits (DDD first). */
export const contactPhone = v.pipe(
  v.string(),
  v.transform((t) => t.replace(/\D/g, '')),
  v.check((t) => t.length > 0, 'Informe um telefone para contato'),
  v.check((t) => /^\d{10,11}$/.test(t), 'Telefone com DDD: 10 ou 11 dígitos'),
)
