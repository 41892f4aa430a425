import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose'

export type ApiRole = 'anon' | 'authenticated' | 'service_role'
export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role']

export interface Claims extends JWTPayload {
  role?: string
  session_id?: string
  email?: string
  phone?: string
}

export class JwtError extends Error {
  constructor(
    readonly reason: 'expired' | 'invalid',
    message: string,
  ) {
    super(message)
  }
}

const encoder = new TextEncoder()

export class JwtKeys {
  private readonly key: Uint8Array
  constructor(secret: string) {
    this.key = encoder.encode(secret)
  }

  sign(payload: Claims): Promise<string> {
    return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.key)
  }

  async verify(token: string): Promise<Claims> {
    try {
      const { payload } = await jwtVerify<Claims>(token, this.key, { algorithms: ['HS256'] })
      return payload
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new JwtError('expired', 'JWT expired')
      throw new JwtError('invalid', 'Invalid JWT signature')
    }
  }

  /** The project's API keys, built like the Supabase CLI's demo keys. */
  async apiKeys(): Promise<{ anon: string; serviceRole: string }> {
    // Same claims, order and expiry as the Supabase CLI, so the default secret yields its keys.
    const anon = await this.sign({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 })
    const serviceRole = await this.sign({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 })
    return { anon, serviceRole }
  }
}
