import { config } from '../server/config'

export interface CepAddress {
  cidade: string
  uf: string
  logradouro: string
  bairro: string
}

/**
 * The address of a CEP (ViaCEP-style service, URL in the configuration). Null when the CEP is
 * unknown, the service fails or there is no connection — the form just stays as typed.
 */
export async function lookupCep(
  cep: string,
  { template = config.cepUrl, fetchFn = fetch }: { template?: string; fetchFn?: typeof fetch } = {},
): Promise<CepAddress | null> {
  const digits = cep.replace(/\D/g, '')
  if (digits.length !== 8) return null
  try {
    const response = await fetchFn(template.replace('{cep}', digits), { signal: AbortSignal.timeout(6000) })
    if (!response.ok) return null
    const body = (await response.json()) as {
      erro?: unknown
      localidade?: string
      uf?: string
      logradouro?: string
      bairro?: string
    }
    if (body.erro || !body.localidade || !body.uf) return null
    return { cidade: body.localidade, uf: body.uf, logradouro: body.logradouro ?? '', bairro: body.bairro ?? '' }
  } catch {
    return null
  }
}
