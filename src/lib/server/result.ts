/**
 * What an action the person starts answers (sign in, save settings, subscribe, call an edge
 * function): done, with its data when it has some, or refused with the pt-BR reason to show.
 */
export type Result<T = void> = ([T] extends [void] ? { ok: true } : { ok: true; data: T }) | { ok: false; message: string }
