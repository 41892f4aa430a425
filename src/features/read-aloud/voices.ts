// Which of the phone's voices speak pt-BR: read by the light wrapper (whether to load the button's
// code at all) and by the speech itself.

export const synthesis = () => (typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined)

export const isPtBr = (voice: SpeechSynthesisVoice) => voice.lang.replace('_', '-').toLowerCase() === 'pt-br'

export const hasPtBrVoice = () => (synthesis()?.getVoices() ?? []).some(isPtBr)
