/** A change's confirmation, saying when it is still waiting on the phone for a connection. */
export function sentWhenOnline(message: string): string {
  return navigator.onLine ? message : `${message} Será enviado quando houver conexão.`
}
