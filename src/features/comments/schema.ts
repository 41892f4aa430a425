import * as v from 'valibot'

const MENSAGEM_INCOMPLETO = 'Por favor, escreva um comentário e dê uma avaliação'

/** A comment: a rating from 1 to 5 and non-blank text (the database checks the same). */
export const comentarioSchema = v.object({
  rating: v.pipe(v.number(), v.integer(), v.minValue(1, MENSAGEM_INCOMPLETO), v.maxValue(5, MENSAGEM_INCOMPLETO)),
  comentario: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, MENSAGEM_INCOMPLETO),
    v.maxLength(2000, 'O comentário pode ter até 2000 caracteres.'),
  ),
})

export type Comentario = v.InferOutput<typeof comentarioSchema>
