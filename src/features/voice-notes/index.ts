// Voice notes: recording one (a conversation's message, an ad's spoken description) and playing one.
export { VoiceRecorder } from './VoiceRecorder'
export { VoiceNotePlayer } from './VoiceNotePlayer'
export { SpokenDescription } from './SpokenDescription'
