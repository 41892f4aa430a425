import * as v from 'valibot'

export const MENSAGEM_EMAIL_INVALIDO = 'Por favor, insira um email válido'

/** The newsletter box's one field; the same rule the database checks (public.email_valido). */
export const inscricaoSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(MENSAGEM_EMAIL_INVALIDO),
    v.includes('@', MENSAGEM_EMAIL_INVALIDO),
    v.email(MENSAGEM_EMAIL_INVALIDO),
    v.maxLength(254, MENSAGEM_EMAIL_INVALIDO),
  ),
})
