// "Ouvir" (issue 79): the app reads aloud what it shows, with the phone's own pt-BR voice. What is
// exported here is light; the reading's code loads with the first button or setting on screen.
export { ReadAloudButton } from './ReadAloudButton'
export { ReadAloudSettings } from './ReadAloudSettings'

/** A notice read as it appears, when the person asked for it ("Ler avisos automaticamente"). */
export const readNotice = (text: string) => void import('./speech').then((speech) => speech.readNotice(text))
