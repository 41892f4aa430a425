/** What a screen says when something that needs the server is tried with no connection. */
export const NO_CONNECTION = 'Sem conexão. Tente novamente quando houver sinal.'
