// "Ouvir" (issue 79): the app reads aloud what it shows, with the phone's own pt-BR voice.
export { ReadAloudButton } from './ReadAloudButton'
export { ReadAloudSettings } from './ReadAloudSettings'
export { readNotice } from './speech'
