/** A change's confirmation, saying when it is still waiting on the phone for a connection. */
export function sentWhenOnline(message: string): string {
  return navigator.onLine ? message : `${message} Será enviado quando houver conexão.`
}

/** What a screen says when something that needs the server is tried with no connection. */
export const NO_CONNECTION = 'Sem conexão. Tente novamente quando houver sinal.'
