import * as v from 'valibot'

const MENSAGEM_INCOMPLETO = 'Por favor, escreva um comentário e dê uma avaliação'

const texto = (mensagem: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, mensagem), v.maxLength(2000, 'O comentário pode ter até 2000 caracteres.'))

/**
 * A comment: non-blank text and a rating from 1 to 5 — except by the ad's owner, who answers
 * without one (the database checks the same and counts each person's latest rating once).
 */
export const comentarioSchema = (doDono: boolean) =>
  v.object({
    rating: doDono
      ? v.null()
      : v.pipe(v.number(), v.integer(), v.minValue(1, MENSAGEM_INCOMPLETO), v.maxValue(5, MENSAGEM_INCOMPLETO)),
    comentario: texto(doDono ? 'Por favor, escreva um comentário' : MENSAGEM_INCOMPLETO),
  })
