import * as v from 'valibot'

/** The URL's part of "Perto de mim" (?near=lat,lng or ?city=Cidade, UF, and &km=), for a route's search schema. */
export const nearSearchSchema = {
  near: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String), v.maxLength(40))), undefined),
  city: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))), undefined),
  // The router reads ?km=25 as a number; one not in RADII is explained on screen, not dropped.
  km: v.fallback(v.optional(v.union([v.number(), v.pipe(v.string(), v.maxLength(10))])), undefined),
}
