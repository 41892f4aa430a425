// The specification's local-storage record `user` ({username, email, role, displayName}): a
// display convenience so the greeting shows at once on start. Never trusted for authorisation —
// the Supabase session and the database decide what a person may do.

export interface StoredUser {
  username: string
  email: string
  role: string
  displayName: string | null
}

const KEY = 'user'

export function readStoredUser(): StoredUser | null {
  const raw = localStorage.getItem(KEY)
  if (raw === null) return null
  try {
    const parsed = JSON.parse(raw) as Partial<StoredUser> | null
    if (parsed && typeof parsed.username === 'string' && parsed.username && typeof parsed.email === 'string' && parsed.email) {
      return {
        username: parsed.username,
        email: parsed.email,
        role: typeof parsed.role === 'string' ? parsed.role : 'user',
        displayName: typeof parsed.displayName === 'string' ? parsed.displayName : null,
      }
    }
  } catch (error) {
    console.error('Erro ao carregar usuário do localStorage:', error)
  }
  localStorage.removeItem(KEY)
  return null
}

export function writeStoredUser(user: StoredUser): void {
  localStorage.setItem(KEY, JSON.stringify(user))
}

export function clearStoredUser(): void {
  localStorage.removeItem(KEY)
}
