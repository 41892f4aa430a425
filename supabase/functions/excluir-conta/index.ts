// "Excluir conta" (LGPD): the signed-in person deletes their own account — photos, ads,
// comments, favourites and profile — after typing the confirmation word. The caller is
// identified by their token; nobody can delete someone else through this function.
import { createClient } from '@supabase/supabase-js'
import type { Database } from '../_shared/database.types.ts'
import { removerArquivosDaPessoa } from '../_shared/arquivos.ts'
import { corsHeaders, env, errorResponse, json, readJsonBody, noSession } from '../_shared/http.ts'

export const CONFIRMACAO = 'EXCLUIR'

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return new Response(null, { headers: corsHeaders })
  if (req.method !== 'POST') return errorResponse(405, 'metodo_invalido', 'Método não permitido')
  const token = req.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? ''
  const servico = createClient<Database>(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), noSession)
  const { data: quem } = await servico.auth.getUser(token)
  if (!quem.user) return errorResponse(401, 'sessao_invalida', 'Sua sessão expirou. Entre novamente.')
  const corpo = await readJsonBody(req)
  if (corpo?.confirmacao !== CONFIRMACAO) {
    return errorResponse(400, 'sem_confirmacao', `Digite ${CONFIRMACAO} para confirmar a exclusão da conta`)
  }
  const id = quem.user.id
  try {
    await removerArquivosDaPessoa(servico, id)
  } catch {
    // The account stays until every file is gone: asked again, the removal continues.
    return errorResponse(503, 'erro_ao_excluir', 'Erro ao excluir seus arquivos. Tente novamente.')
  }
  // Deleting the login removes the profile and, through it, ads, comments and favourites.
  const { error } = await servico.auth.admin.deleteUser(id)
  if (error) return errorResponse(500, 'erro_ao_excluir', 'Erro ao excluir a conta. Tente novamente.')
  return json({ excluido: true })
})
