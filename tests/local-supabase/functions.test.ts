import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, PNG_1X1, client, http, newCpf, startTestBackend, type TestBackend } from './helpers.ts'

// The edge functions `login` and `admin-usuarios`, run by the local server as Supabase runs them.

let backend: TestBackend
beforeAll(async () => {
  process.env.LOGIN_ATRASO_BASE_MS = '1'
  backend = await startTestBackend()
})
afterAll(() => backend.stop())

async function login(identificador: string, senha: string) {
  const res = await http(backend, '/functions/v1/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${backend.anonKey}` },
    body: JSON.stringify({ identificador, senha }),
  })
  return { status: res.status, body: await res.json() }
}

describe('login', () => {
  it('signs in by username, e-mail or phone, and the session works with supabase-js', async () => {
    for (const identificador of ['maria.souza', 'MARIA@campo-solidario.test', '(27) 99876-1234', '+55 27 998761234']) {
      const { status, body } = await login(identificador, DEMO.maria.password)
      expect(status, identificador).toBe(200)
      expect(body.user.id).toBe(DEMO.maria.id)
      expect(body.refresh_token).toBeTruthy()
    }
    const { body } = await login('maria.souza', DEMO.maria.password)
    const c = backend.anon()
    const { data, error } = await c.auth.setSession({ access_token: body.access_token, refresh_token: body.refresh_token })
    expect(error).toBeNull()
    expect(data.user?.id).toBe(DEMO.maria.id)
  })

  it('gives the same answer for a wrong password and an unknown user, revealing nothing', async () => {
    const wrong = await login('joao.pereira', 'errada')
    const unknown = await login('ninguem.aqui', 'errada')
    expect(wrong).toEqual({ status: 401, body: { error: 'Usuário ou senha inválidos', code: 'credenciais_invalidas' } })
    expect(unknown).toEqual(wrong)
    expect(JSON.stringify(wrong.body)).not.toContain('@')
  })

  it('validates its input', async () => {
    expect((await login('', 'x')).status).toBe(400)
    const res = await http(backend, '/functions/v1/login', {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}` },
      body: 'nada de json',
    })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toBeTruthy()
  })

  it('refuses an account that is not active, telling why, only with the right password', async () => {
    const user = await backend.newUser()
    await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [user.id])
    expect((await login(user.username, 'errada')).body.code).toBe('credenciais_invalidas')
    const refused = await login(user.username, user.password)
    expect(refused.status).toBe(403)
    expect(refused.body.error).toMatch(/inativa/)
    await backend.db.query(`update public.usuarios set status = 'bloqueado' where id = $1`, [user.id])
    expect((await login(user.username, user.password)).body.error).toMatch(/bloqueada/)
  })

  const falhas = async (chave: string) =>
    (await backend.db.query<{ n: number }>('select count(*)::int as n from tentativas_login where chave = $1', [chave])).rows[0].n

  it('never locks the owner out: after many wrong passwords the right one still signs in (slowed down)', async () => {
    const user = await backend.newUser()
    for (let i = 0; i < 12; i++) expect((await login(user.username, `errada-${i}`)).status).toBe(401)
    expect(await falhas(`conta:${user.id}`)).toBe(12)
    const owner = await login(user.username, user.password)
    expect(owner.status).toBe(200)
    expect(await falhas(`conta:${user.id}`)).toBe(0)
  })

  it('counts failures per account, however its phone is spelled, and per address', async () => {
    const user = await backend.newUser({ telefone: '32988125999' })
    const before = await falhas('endereco:127.0.0.1')
    const spellings = ['329 88125999', '3-2988125999', '(32) 98812-5999', '+55 32 98812 5999', user.username, user.email]
    for (const spelling of spellings) expect((await login(spelling, 'errada')).status).toBe(401)
    expect(await falhas(`conta:${user.id}`)).toBe(spellings.length)
    expect(await falhas('endereco:127.0.0.1')).toBe(before + spellings.length)
  })

  it('an address with 50 failures in 15 minutes is refused (429) until they age', async () => {
    await backend.db.query(`insert into tentativas_login (chave) select 'endereco:127.0.0.1' from generate_series(1, 50)`)
    const refused = await login('joao.pereira', DEMO.joao.password)
    expect(refused.status).toBe(429)
    expect(refused.body.error).toMatch(/Muitas tentativas de login a partir desta rede/)
    await backend.db.query(
      `update tentativas_login set created_at = now() - interval '16 minutes' where chave = 'endereco:127.0.0.1'`,
    )
    expect((await login('joao.pereira', DEMO.joao.password)).status).toBe(200)
  })

  it('a client cannot choose its address: X-Forwarded-For is appended to, and the last entry counts', async () => {
    const before = await falhas('endereco:127.0.0.1')
    const res = await http(backend, '/functions/v1/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${backend.anonKey}`,
        'X-Forwarded-For': '203.0.113.9',
      },
      body: JSON.stringify({ identificador: 'ninguem.mesmo', senha: 'errada' }),
    })
    expect(res.status).toBe(401)
    expect(await falhas('endereco:203.0.113.9')).toBe(0)
    expect(await falhas('endereco:127.0.0.1')).toBe(before + 1)
  })

  it('requires a project key, as verify_jwt does', async () => {
    const res = await fetch(`${backend.url}/functions/v1/login`, { method: 'POST', body: '{}' })
    expect(res.status).toBe(401)
  })
})

describe('admin-usuarios', () => {
  async function asAdmin() {
    return backend.signIn(DEMO.admin.email, DEMO.admin.password)
  }

  it('lists users with e-mails for an active admin only', async () => {
    const admin = await asAdmin()
    const { data, error } = await admin.functions.invoke('admin-usuarios', { body: { acao: 'listar' } })
    expect(error).toBeNull()
    expect(data.usuarios.length).toBeGreaterThanOrEqual(3)
    expect(data.usuarios.find((u: { username: string }) => u.username === 'maria.souza').email).toBe(DEMO.maria.email)

    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const refused = await maria.functions.invoke('admin-usuarios', { body: { acao: 'listar' } })
    expect(refused.error?.context?.status).toBe(403)
    expect(await refused.error.context.json()).toMatchObject({ error: 'Acesso restrito a administradores' })

    const anon = await backend.anon().functions.invoke('admin-usuarios', { body: { acao: 'listar' } })
    expect(anon.error?.context?.status).toBe(401)
  })

  it('names each action: an unknown one (a prototype key too) is refused as such; one on a person needs an existing person', async () => {
    const admin = await asAdmin()
    const invoke = async (body: Record<string, unknown>) => {
      const r = await admin.functions.invoke('admin-usuarios', { body })
      return { status: r.error?.context?.status ?? 200, body: r.error ? await r.error.context.json() : r.data }
    }
    for (const acao of ['apagar-tudo', 'toString', undefined]) {
      expect(await invoke({ acao })).toMatchObject({ status: 400, body: { error: 'Ação desconhecida' } })
      expect(await invoke({ acao, id: randomUUID() })).toMatchObject({ status: 400, body: { error: 'Ação desconhecida' } })
    }
    expect(await invoke({ acao: 'status', status: 'inativo' })).toMatchObject({
      status: 400,
      body: { error: 'Usuário não informado' },
    })
    expect(await invoke({ acao: 'excluir', id: randomUUID() })).toMatchObject({
      status: 404,
      body: { error: 'Usuário não encontrado' },
    })
  })

  it('creates a user who can sign in, edits, deactivates (blocking sign-in and writes), reactivates and deletes', async () => {
    const admin = await asAdmin()
    const invoke = async (body: Record<string, unknown>) => {
      const r = await admin.functions.invoke('admin-usuarios', { body })
      return { data: r.data, status: r.error?.context?.status ?? 200, body: r.error ? await r.error.context.json() : r.data }
    }
    const semSenha = await invoke({ acao: 'criar', username: 'sem.senha', email: 'sem.senha@campo-solidario.test' })
    expect(semSenha.body.error).toBe('Senha é obrigatória para novos usuários')

    const created = await invoke({
      acao: 'criar',
      username: 'novo.produtor',
      email: 'novo.produtor@campo-solidario.test',
      password: 'senha-do-admin',
      display_name: 'Novo Produtor',
      telefone: '(27) 99111-2222',
      cep: '29100-000',
      cidade: 'Vila Velha',
      uf: 'ES',
      cpf: newCpf(),
    })
    expect(created.body.error).toBeUndefined()
    const id = created.data.usuario.id
    expect(created.data.usuario).toMatchObject({
      username: 'novo.produtor',
      cidade: 'Vila Velha',
      uf: 'ES',
      cep: '29100000',
      telefone: '27991112222',
      status: 'ativo',
    })

    const dup = await invoke({
      acao: 'criar',
      username: 'NOVO.produtor',
      email: 'outro@campo-solidario.test',
      password: 'x123456',
    })
    expect(dup).toMatchObject({ status: 409, body: { error: 'Este nome de usuário já está em uso' } })
    // "_" is an ordinary character in usernames, not a wildcard.
    const similar = await invoke({
      acao: 'criar',
      username: 'novo_produtor',
      email: 'similar@campo-solidario.test',
      password: 'x123456',
    })
    expect(similar.body.error).toBeUndefined()
    const badUf = await invoke({
      acao: 'criar',
      username: 'uf.errada',
      email: 'uf@campo-solidario.test',
      password: 'x123456',
      uf: 'XX',
    })
    expect(badUf.body.error).toBe('Estado inválido')

    const session = await login('novo.produtor', 'senha-do-admin')
    expect(session.status).toBe(200)
    const produtor = client(backend.url, backend.anonKey, session.body.access_token)

    const edited = await invoke({
      acao: 'editar',
      id,
      username: 'novo.produtor',
      email: 'novo.email@campo-solidario.test',
      password: 'senha-nova-1',
      display_name: 'Produtor Editado',
    })
    expect(edited.status).toBe(200)
    expect(edited.data.usuario).toMatchObject({ display_name: 'Produtor Editado', email: 'novo.email@campo-solidario.test' })
    expect((await login('novo.email@campo-solidario.test', 'senha-nova-1')).status).toBe(200)

    expect((await invoke({ acao: 'status', id, status: 'inativo' })).data.usuario.status).toBe('inativo')
    expect((await login('novo.produtor', 'senha-nova-1')).status).toBe(403)
    const write = await produtor
      .from('anuncios')
      .insert({ titulo: 'Não deveria', categoria: 'casa', cidade: 'Serra', uf: 'ES', contato: '27991112222' })
    expect(write.status).toBe(403)

    expect((await invoke({ acao: 'status', id, status: 'ativo' })).data.usuario.status).toBe('ativo')
    const fresh = await login('novo.produtor', 'senha-nova-1')
    expect(fresh.status).toBe(200)
    const writer = client(backend.url, backend.anonKey, fresh.body.access_token)
    await writer.storage
      .from('imagens')
      .upload(`anuncios/${id}/x/1.png`, new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }))
    await writer.storage.from('audios').upload(`${id}/nota.webm`, new Blob([new Uint8Array(10)], { type: 'audio/webm' }))
    await writer.storage
      .from('descricoes-em-audio')
      .upload(`${id}/x/descricao.webm`, new Blob([new Uint8Array(10)], { type: 'audio/webm' }))
    const stored = await backend.db.query(`select count(*)::int as n from storage.objects where name like $1`, [`%${id}/%`])
    expect(stored.rows[0]).toEqual({ n: 3 })

    const deleted = await invoke({ acao: 'excluir', id })
    expect(deleted.status).toBe(200)
    expect((await login('novo.produtor', 'senha-nova-1')).status).toBe(401)
    const { rows } = await backend.db.query(`select count(*)::int as n from storage.objects where name like $1`, [`%${id}/%`])
    expect(rows[0]).toEqual({ n: 0 })
  })

  it('an admin cannot deactivate, demote or delete themselves', async () => {
    const admin = await asAdmin()
    const status = await admin.functions.invoke('admin-usuarios', {
      body: { acao: 'status', id: DEMO.admin.id, status: 'inativo' },
    })
    expect(status.error?.context?.status).toBe(400)
    const excluir = await admin.functions.invoke('admin-usuarios', { body: { acao: 'excluir', id: DEMO.admin.id } })
    expect(excluir.error?.context?.status).toBe(400)
    const demote = await admin.from('usuarios').update({ role: 'user' }).eq('id', DEMO.admin.id)
    expect(demote.status).toBe(403)
    const { rows } = await backend.db.query(`select role, status from public.usuarios where id = $1`, [DEMO.admin.id])
    expect(rows[0]).toEqual({ role: 'admin', status: 'ativo' })
  })
})

describe('cadastro', () => {
  async function cadastrar(dados: Record<string, unknown>) {
    const res = await http(backend, '/functions/v1/cadastro', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${backend.anonKey}` },
      body: JSON.stringify(dados),
    })
    return { status: res.status, body: await res.json() }
  }
  const base = () => ({
    nome: 'Rosa Lima',
    username: `rosa.${Math.random().toString(36).slice(2, 8)}`,
    email: '',
    telefone: `(27) 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    cpf: newCpf(),
    senha: 'horta-2026',
  })

  it('creates the account and its profile, and returns a working session', async () => {
    const dados = { ...base(), email: 'Rosa.Lima@Campo-Solidario.test' }
    const { status, body } = await cadastrar(dados)
    expect(status).toBe(201)
    const c = client(backend.url, backend.anonKey, body.access_token)
    const perfil = await c.from('usuarios').select('username, display_name, email, telefone, cpf').single()
    expect(perfil.data).toEqual({
      username: dados.username,
      display_name: 'Rosa Lima',
      email: 'rosa.lima@campo-solidario.test',
      telefone: dados.telefone.replace(/\D/g, ''),
      cpf: dados.cpf,
    })
    expect((await login(dados.username, dados.senha)).status).toBe(200)
  })

  it('signs up with a phone and no e-mail, and that phone signs in', async () => {
    const dados = base()
    expect((await cadastrar(dados)).status).toBe(201)
    expect((await login(dados.telefone, dados.senha)).status).toBe(200)
    const again = await cadastrar({ ...base(), telefone: dados.telefone })
    expect(again).toMatchObject({ status: 409, body: { code: 'telefone_em_uso' } })
  })

  it('says which field is already in use', async () => {
    const first = { ...base(), email: `usado.${Date.now()}@campo-solidario.test` }
    expect((await cadastrar(first)).status).toBe(201)
    expect(await cadastrar({ ...base(), username: first.username.toUpperCase() })).toEqual({
      status: 409,
      body: { code: 'username_em_uso', error: 'Este nome de usuário já está em uso' },
    })
    expect(await cadastrar({ ...base(), email: first.email })).toEqual({
      status: 409,
      body: { code: 'email_em_uso', error: 'Este e-mail já está cadastrado' },
    })
    expect(await cadastrar({ ...base(), cpf: first.cpf })).toEqual({
      status: 409,
      body: { code: 'cpf_em_uso', error: 'Este CPF já está cadastrado' },
    })
  })

  it('two sign-ups racing for one CPF or username: one account, and a clean 409 for the other', async () => {
    for (const campo of ['cpf', 'username'] as const) {
      const a = base()
      const b = { ...base(), [campo]: a[campo] }
      const answers = await Promise.all([cadastrar(a), cadastrar(b)])
      expect(answers.map((r) => r.status).sort(), campo).toEqual([201, 409])
      expect(answers.find((r) => r.status === 409)!.body.code).toBe(`${campo}_em_uso`)
    }
  })

  it('"already in use" answers are limited per address (an oracle of who is registered)', async () => {
    await backend.db.query(`delete from tentativas_login where chave like 'cadastro:%'`)
    const taken = { ...base(), email: `oraculo.${Date.now()}@campo-solidario.test` }
    expect((await cadastrar(taken)).status).toBe(201)
    for (let i = 0; i < 10; i++) expect((await cadastrar({ ...base(), cpf: taken.cpf })).status).toBe(409)
    expect(await cadastrar({ ...base(), cpf: taken.cpf })).toEqual({
      status: 429,
      body: { code: 'muitas_tentativas', error: 'Muitas tentativas de cadastro. Aguarde 15 minutos e tente novamente.' },
    })
    await backend.db.query(`update tentativas_login set created_at = now() - interval '16 minutes' where chave like 'cadastro:%'`)
    expect((await cadastrar(base())).status).toBe(201)
  })

  it('validates every field with a pt-BR message, creating nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ nome: '' }, 'Informe seu nome completo'],
      [{ username: 'a b' }, 'O nome de usuário deve ter de 3 a 30 letras, números, ponto, hífen ou sublinhado'],
      [{ email: 'sem-arroba' }, 'Informe um e-mail válido'],
      [{ telefone: '' }, 'Informe seu telefone com DDD'],
      [{ telefone: '1234' }, 'Telefone deve ter DDD e 8 ou 9 dígitos'],
      [{ cpf: '111.111.111-11' }, 'CPF inválido'],
      [{ senha: '123' }, 'A senha deve ter pelo menos 6 caracteres'],
    ]
    for (const [change, message] of cases) {
      const dados = { ...base(), ...change }
      expect(await cadastrar(dados), message).toEqual({ status: 400, body: { code: 'dados_invalidos', error: message } })
    }
    const { rows } = await backend.db.query(
      `select count(*)::int as n from public.usuarios where display_name = 'Rosa Lima' and cpf is null`,
    )
    expect(rows[0]).toEqual({ n: 0 })
  })
})

describe('excluir-conta', () => {
  it('needs the confirmation word, then deletes the caller with their ads, photos, voice notes and spoken descriptions, and only them', async () => {
    const user = await backend.newUser()
    const id = (
      await user.client
        .from('anuncios')
        .insert({ titulo: 'Couve manteiga', categoria: 'comida', cidade: 'Serra', uf: 'ES', contato: '27991112222' })
        .select('id')
        .single()
    ).data!.id
    await user.client.storage
      .from('imagens')
      .upload(`anuncios/${user.id}/${id}/1.png`, new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }))
    await user.client.storage
      .from('imagens')
      .upload(`avatars/${user.id}/avatar.png`, new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }))
    const spoken = await user.client.storage
      .from('descricoes-em-audio')
      .upload(`${user.id}/${id}/descricao.webm`, new Blob([new Uint8Array(10)], { type: 'audio/webm' }))
    expect(spoken.error).toBeNull()
    const voiceNote = await user.client.storage
      .from('audios')
      .upload(`${user.id}/${randomUUID()}.webm`, new Blob([new Uint8Array(10)], { type: 'audio/webm' }))
    expect(voiceNote.error).toBeNull()

    const semConfirmar = await user.client.functions.invoke('excluir-conta', { body: {} })
    expect(semConfirmar.error?.context?.status).toBe(400)
    expect(await semConfirmar.error.context.json()).toMatchObject({ error: 'Digite EXCLUIR para confirmar a exclusão da conta' })

    const anon = await backend.anon().functions.invoke('excluir-conta', { body: { confirmacao: 'EXCLUIR' } })
    expect(anon.error?.context?.status).toBe(401)

    const { error } = await user.client.functions.invoke('excluir-conta', { body: { confirmacao: 'EXCLUIR' } })
    expect(error).toBeNull()
    const left = await backend.db.query<{ n: number }>(
      `select (select count(*) from auth.users where id = $1)::int + (select count(*) from public.anuncios where user_id = $1)::int
        + (select count(*) from storage.objects where name like '%' || $1 || '%')::int as n`,
      [user.id],
    )
    expect(left.rows[0].n).toBe(0)
    const { rows } = await backend.db.query<{ n: number }>(`select count(*)::int as n from public.usuarios where id = $1`, [
      DEMO.maria.id,
    ])
    expect(rows[0].n).toBe(1)
  })
})
