// "Falar em vez de escrever" (issue 79): a microphone in a field, where the browser can listen.
export { DictationSlot } from './DictationSlot'
export { searchFor } from './listen'
export { asTitle, withSentence } from './dictated-text'
