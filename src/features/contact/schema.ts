import * as v from 'valibot'

/** "Fale Conosco": name, e-mail and message required, phone optional — as the table checks. */
export const mensagemContatoSchema = v.object({
  nome: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Informe seu nome'),
    v.minLength(2, 'Informe seu nome'),
    v.maxLength(120, 'Nome muito longo'),
  ),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('Informe seu e-mail'), v.email('Informe um e-mail válido')),
  telefone: v.pipe(
    v.string(),
    v.transform((t) => t.replace(/\D/g, '')),
    v.check((t) => t === '' || /^\d{10,11}$/.test(t), 'Telefone com DDD: 10 ou 11 dígitos'),
  ),
  mensagem: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Escreva sua mensagem'),
    v.minLength(5, 'Escreva sua mensagem (pelo menos 5 letras)'),
    v.maxLength(5000, 'Mensagem muito longa'),
  ),
})

export type MensagemContato = v.InferInput<typeof mensagemContatoSchema>
