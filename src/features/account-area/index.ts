// The signed-in area's frame (its tab bar), apart from the account's screens: every private
// screen waits for it, so it carries none of their code (the settings' forms, photo compression, Pix).
export { AccountArea } from './AccountArea'
