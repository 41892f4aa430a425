import { describe, expect, it } from 'vitest'
import { readProjectConfig } from '../../local-supabase/config.ts'
import { SENHA_MINIMA as EDGE_MINIMUM } from '../../supabase/functions/_shared/senha.ts'
import { SENHA_MINIMA } from '../../src/lib/rules/password-rules.ts'

// One rule in three places that cannot import each other: Supabase Auth's setting (config.toml,
// which the local server reads too), the app's forms and messages, and the edge functions.

describe('the minimum password length', () => {
  it('is the same in config.toml, the app and the edge functions', async () => {
    const { auth } = await readProjectConfig()
    expect(SENHA_MINIMA).toBe(auth.minimumPasswordLength)
    expect(EDGE_MINIMUM).toBe(auth.minimumPasswordLength)
  })
})
