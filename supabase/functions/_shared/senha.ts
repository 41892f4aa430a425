// Supabase Auth's minimum password length (config.toml [auth] minimum_password_length), restated
// because a deployed function imports nothing of src/ (src/lib/rules/password-rules.ts is the app's;
// tests/scripts/password-rule.test.ts fails when the three disagree).
export const SENHA_MINIMA = 6

export const SENHA_CURTA = `A senha deve ter pelo menos ${SENHA_MINIMA} caracteres`
