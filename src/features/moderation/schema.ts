import * as v from 'valibot'

// Why the moderation hid an ad, as its owner will read it (the limits of ocultar_anuncio).
export const ocultarSchema = v.object({
  motivo: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(3, 'Escreva o motivo para quem anunciou (de 3 a 300 caracteres).'),
    v.maxLength(300, 'Escreva o motivo para quem anunciou (de 3 a 300 caracteres).'),
  ),
})

export type OcultarForm = v.InferInput<typeof ocultarSchema>
