// A password's length, as Supabase Auth enforces it: at least config.toml's [auth]
// minimum_password_length (tests/scripts/password-rule.test.ts fails when they disagree), at most
// bcrypt's 72 bytes. The edge functions restate it in supabase/functions/_shared/senha.ts.

export const SENHA_MINIMA = 6
export const SENHA_MAXIMA = 72

/** The form's help text under a new password. */
export const SENHA_AJUDA = `Pelo menos ${SENHA_MINIMA} caracteres`
