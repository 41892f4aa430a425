-- Issue 73: what a determined user could do with the API, closed in the database.

-- "Baixar meus dados" by the person's id only --------------------------------------------------
-- Account e-mails are never verified (accounts are made with the e-mail confirmed; a change applies
-- at once), so an address proves nothing: whoever signed up with someone's address downloaded what
-- that person wrote to the SAC. Newsletter entries and contact messages made while signed in carry
-- the person's id (contact messages already did); what was sent signed out is not in the export (the
-- privacy policy says how to ask the SAC for it).

alter table public.newsletter_inscricoes
  add column user_id uuid default auth.uid() references public.usuarios (id) on delete set null;

create or replace function interno.minha_newsletter()
returns table (email text, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select n.email, n.created_at
  from public.newsletter_inscricoes n
  where n.user_id = auth.uid()
  order by n.created_at
$$;

create or replace function interno.minhas_mensagens_de_contato()
returns table (nome text, email text, telefone text, mensagem text, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select c.nome, c.email, c.telefone, c.mensagem, c.created_at
  from public.mensagens_contato c
  where c.user_id = auth.uid()
  order by c.created_at
$$;

create or replace function public.meus_dados()
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  eu uuid := auth.uid();
begin
  if eu is null then
    raise exception 'Entre na sua conta para baixar seus dados' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'sobre', jsonb_build_object(
      'servico', 'Campo Solidário',
      'gerado_em', now(),
      'o_que_e', 'Todos os dados que o Campo Solidário guarda sobre você (Lei 13.709/2018, LGPD, art. 18, II e V). '
        || 'De outras pessoas, este arquivo traz só o nome público. Os campos "caminho" indicam arquivos '
        || '(fotos, áudios) no armazenamento do serviço; "endereco", quando presente, é onde baixá-los.',
      'secoes', jsonb_build_object(
        'conta', 'Seu perfil: nome, usuário, e-mail, telefone, CPF, endereço e preferências.',
        'chave_pix', 'A chave Pix que você cadastrou para receber.',
        'anuncios', 'Seus anúncios, em qualquer situação (ativos, pausados, vendidos, vencidos ou ocultados), com fotos e descrição falada.',
        'comentarios', 'Os comentários e as notas que você deu a anúncios.',
        'favoritos', 'Os anúncios que você guardou.',
        'conversas', 'Suas conversas com compradores e vendedores, com as mensagens de texto e de voz.',
        'pedidos', 'Os pedidos que você fez e os que recebeu, com valores e situação do pagamento.',
        'viagens', 'As viagens que você ofereceu no Frete Solidário e as reservas feitas nelas.',
        'reservas', 'As reservas que você fez em viagens de outras pessoas.',
        'denuncias', 'As denúncias que você fez.',
        'alertas_busca', 'As buscas que você guardou para ser avisado de novos anúncios.',
        'moderacoes', 'As decisões da moderação sobre os seus anúncios e comentários.',
        'notificacoes', 'Os avisos que o app enviou para você.',
        'aparelhos_com_push', 'Os aparelhos em que você ativou as notificações (só o endereço de entrega).',
        'newsletter', 'Inscrições na newsletter feitas com você conectado.',
        'mensagens_de_contato', 'Mensagens enviadas pelo formulário de contato com você conectado. O que foi enviado sem entrar na conta não está aqui: peça ao SAC pelo formulário de contato.'
      )
    ),
    'conta', (select to_jsonb(u) from public.usuarios u where u.id = eu),
    'chave_pix', (
      select jsonb_build_object('tipo', k.tipo, 'chave', k.chave, 'atualizada_em', k.updated_at)
      from public.chaves_pix k where k.user_id = eu
    ),
    'anuncios', coalesce((
      select jsonb_agg(
        to_jsonb(a) - 'user_id' - 'ocultado_por' - 'titulo_busca' - 'texto_busca' - 'avaliacoes_soma'
        order by a.created_at)
      from public.anuncios a where a.user_id = eu
    ), '[]'),
    'comentarios', coalesce((
      select jsonb_agg(jsonb_build_object(
        'anuncio_id', c.anuncio_id, 'anuncio', a.titulo, 'nota', c.rating, 'comentario', c.comentario,
        'criado_em', c.created_at) order by c.created_at)
      from public.comentarios c left join public.anuncios a on a.id = c.anuncio_id
      where c.user_id = eu
    ), '[]'),
    'favoritos', coalesce((
      select jsonb_agg(jsonb_build_object('anuncio_id', f.anuncio_id, 'anuncio', a.titulo, 'guardado_em', f.created_at)
        order by f.created_at)
      from public.favoritos f left join public.anuncios a on a.id = f.anuncio_id
      where f.user_id = eu
    ), '[]'),
    'conversas', coalesce((
      select jsonb_agg(conversa order by ultima)
      from (
        select max(m.created_at) as ultima, jsonb_build_object(
          'anuncio_id', m.anuncio_id,
          'anuncio', (select a.titulo from public.anuncios a where a.id = m.anuncio_id),
          'voce_e', case when m.comprador_id = eu then 'comprador' else 'vendedor' end,
          'com', (select interno.nome_publico(p.display_name, p.username) from public.usuarios_publicos p
                  where p.id = case when m.comprador_id = eu then m.vendedor_id else m.comprador_id end),
          'mensagens', jsonb_agg(jsonb_build_object(
            'de', case when m.remetente_id = eu then 'você' else coalesce(m.remetente_nome, 'outra pessoa') end,
            'texto', m.texto, 'audio_caminho', m.audio_caminho, 'audio_duracao_ms', m.audio_duracao_ms,
            'enviada_em', m.created_at, 'lida_em', m.lida_em) order by m.created_at)
        ) as conversa
        from public.mensagens m
        where m.comprador_id = eu or m.vendedor_id = eu
        group by m.anuncio_id, m.comprador_id, m.vendedor_id
      ) conversas
    ), '[]'),
    'pedidos', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'anuncio_id', p.anuncio_id,
        'anuncio', (select a.titulo from public.anuncios a where a.id = p.anuncio_id),
        'voce_e', case when p.comprador_id = eu then 'comprador' else 'vendedor' end,
        'com', case when p.comprador_id = eu then p.vendedor_nome else p.comprador_nome end,
        'quantidade', p.quantidade, 'observacao', p.observacao, 'entrega', p.entrega, 'status', p.status,
        'valor', p.valor, 'pagamento', p.pagamento,
        -- The key an accepted order copies is the seller's: the seller's own data only.
        'pix_chave', case when p.vendedor_id = eu then p.pix_chave end,
        'criado_em', p.created_at, 'atualizado_em', p.updated_at) order by p.created_at)
      from public.pedidos p
      where p.comprador_id = eu or p.vendedor_id = eu
    ), '[]'),
    'viagens', coalesce((
      select jsonb_agg(
        jsonb_build_object(
            'id', v.id, 'paradas', v.paradas, 'data', v.data, 'hora', v.hora, 'veiculo', v.veiculo,
            'capacidade_kg', v.capacidade_kg, 'carga_propria_kg', v.carga_propria_kg, 'custo_total', v.custo_total,
            'refrigerada', v.refrigerada, 'observacoes', v.observacoes, 'status', v.status,
            'kg_reservados', v.kg_reservados, 'created_at', v.created_at, 'updated_at', v.updated_at,
            -- Not readable as a column (it is never public): through the function that gives it to its owner.
            'contato', public.contato_da_viagem(v.id),
            'reservas', coalesce((
              select jsonb_agg(jsonb_build_object(
                'de', r.user_name, 'kg', r.kg, 'parada_inicio', r.parada_inicio, 'parada_fim', r.parada_fim,
                'carga', r.carga, 'status', r.status, 'criada_em', r.created_at, 'decidida_em', r.decidida_em)
                order by r.created_at)
              from public.reservas r where r.viagem_id = v.id
            ), '[]'))
        order by v.created_at)
      from public.viagens v where v.user_id = eu
    ), '[]'),
    'reservas', coalesce((
      select jsonb_agg(jsonb_build_object(
        'viagem_id', r.viagem_id, 'kg', r.kg, 'parada_inicio', r.parada_inicio, 'parada_fim', r.parada_fim,
        'carga', r.carga, 'anuncio_id', r.anuncio_id, 'contato', r.contato, 'status', r.status,
        'criada_em', r.created_at, 'decidida_em', r.decidida_em) order by r.created_at)
      from public.reservas r where r.user_id = eu
    ), '[]'),
    'denuncias', coalesce((
      select jsonb_agg(jsonb_build_object(
        'anuncio_id', d.anuncio_id, 'motivo', d.motivo, 'detalhes', d.detalhes, 'status', d.status,
        'criada_em', d.created_at, 'decidida_em', d.decidida_em) order by d.created_at)
      from public.denuncias d where d.user_id = eu
    ), '[]'),
    'alertas_busca', coalesce((
      select jsonb_agg(jsonb_build_object(
        'termo', b.termo, 'categoria', b.categoria, 'lugar', b.lugar, 'latitude', b.latitude, 'longitude', b.longitude,
        'km', b.km, 'preco_max', b.preco_max, 'pausado', b.pausado, 'criado_em', b.created_at) order by b.created_at)
      from public.alertas_busca b where b.user_id = eu
    ), '[]'),
    'moderacoes', coalesce((select jsonb_agg(to_jsonb(m)) from interno.minhas_moderacoes() m), '[]'),
    'notificacoes', coalesce((
      select jsonb_agg(jsonb_build_object(
        'tipo', n.tipo, 'titulo', n.titulo, 'texto', n.texto, 'url', n.url, 'quantidade', n.quantidade,
        'criada_em', n.created_at, 'lida_em', n.lida_em) order by n.created_at)
      from public.notificacoes n where n.user_id = eu
    ), '[]'),
    'aparelhos_com_push', coalesce((
      select jsonb_agg(jsonb_build_object(
        'endpoint', s.endpoint, 'tipos', s.tipos, 'mostrar_texto', s.mostrar_texto, 'ativado_em', s.created_at)
        order by s.created_at)
      from public.assinaturas_push s where s.user_id = eu
    ), '[]'),
    'newsletter', coalesce((select jsonb_agg(to_jsonb(n)) from interno.minha_newsletter() n), '[]'),
    'mensagens_de_contato', coalesce((select jsonb_agg(to_jsonb(c)) from interno.minhas_mensagens_de_contato() c), '[]')
  );
end;
$$;

-- Voice notes and spoken descriptions: plain paths, and never replaced once pointed at ----------
-- The audio buckets checked only the first folder: "<me>/../<other>/x.webm" passed the policies
-- (the local Storage refuses ".." itself; hosted Storage leaves it to the policies, as `imagens`
-- does through caminho_de_imagem_valido). And the update policy let the owner upsert another file of
-- up to 1 MB at a path a message or an ad already points at — after its size was checked. Now a
-- file is written only while nothing points at it (a retried upload before its message or ad); a
-- new recording is a new path.

create function interno.audio_referenciado(bucket text, caminho text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case bucket
    when 'audios' then exists (select 1 from public.mensagens m where m.audio_caminho = caminho)
    when 'descricoes-em-audio' then exists (select 1 from public.anuncios a where a.audio_caminho = caminho)
    else false
  end
$$;

revoke execute on function interno.audio_referenciado(text, text) from public, anon;
grant execute on function interno.audio_referenciado(text, text) to authenticated;

create or replace function interno.pasta_propria_de_descricoes(caminho text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select public.caminho_de_imagem_valido(caminho)
    and (storage.foldername(caminho))[1] = (select auth.uid())::text and (select interno.usuario_ativo())
$$;

drop policy "usuario ativo grava audio na propria pasta" on storage.objects;
drop policy "usuario ativo substitui audio na propria pasta" on storage.objects;
drop policy "usuario ativo grava descricao em audio na propria pasta" on storage.objects;
drop policy "usuario ativo substitui descricao em audio na propria pasta" on storage.objects;

-- Where the caller may write an audio file: a plain path in their own folder, while active, and
-- only while nothing points at it.
create function interno.audio_gravavel(bucket text, caminho text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select public.caminho_de_imagem_valido(caminho)
    and (storage.foldername(caminho))[1] = (select auth.uid())::text and (select interno.usuario_ativo())
    and not interno.audio_referenciado(bucket, caminho)
$$;

revoke execute on function interno.audio_gravavel(text, text) from public, anon;
grant execute on function interno.audio_gravavel(text, text) to authenticated;

create policy "usuario ativo grava audio na propria pasta" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'audios' and interno.audio_gravavel(bucket_id, name));

create policy "usuario ativo substitui audio ainda nao enviado" on storage.objects
  for update to authenticated
  using (bucket_id = 'audios' and interno.audio_gravavel(bucket_id, name))
  with check (bucket_id = 'audios' and interno.audio_gravavel(bucket_id, name));

create policy "usuario ativo grava descricao em audio na propria pasta" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'descricoes-em-audio' and interno.audio_gravavel(bucket_id, name));

create policy "usuario ativo substitui descricao em audio ainda nao salva" on storage.objects
  for update to authenticated
  using (bucket_id = 'descricoes-em-audio' and interno.audio_gravavel(bucket_id, name))
  with check (bucket_id = 'descricoes-em-audio' and interno.audio_gravavel(bucket_id, name));

-- A daily limit on publishing ----------------------------------------------------------------
-- Each new ad tells every matching search alert: with no limit, one account publishing in a loop
-- was a megaphone into everyone's inbox and phone. 20 new ads in 24 hours is far past what a
-- producer publishes (the demo's two sellers have 24 and 22 ads in all, made over months) and
-- bounds what one account can make the alerts send. Counted in a ledger, not in the ads: deleting
-- and publishing again counts twice.
-- Only what a person publishes through the API counts (the seed and the service do not).

create table interno.publicacoes (
  user_id uuid not null references public.usuarios (id) on delete cascade,
  publicado_em timestamptz not null default now()
);

create index publicacoes_recentes on interno.publicacoes (user_id, publicado_em desc);

create function public.limitar_publicacoes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A retried publish (on conflict do nothing) runs this trigger before the conflict is seen.
  if auth.uid() is null or exists (select 1 from public.anuncios where id = new.id) then
    return new;
  end if;
  perform interno.travar_limite('publicacoes:' || new.user_id);
  delete from interno.publicacoes where user_id = new.user_id and publicado_em < now() - interval '1 day';
  if (select count(*) from interno.publicacoes p where p.user_id = new.user_id) >= 20 then
    perform interno.recusar(
      'Você já publicou 20 anúncios nas últimas 24 horas, o limite por dia. Tente publicar este amanhã.',
      'O limite protege quem recebe alertas de novos anúncios.');
  end if;
  insert into interno.publicacoes (user_id) values (new.user_id);
  return new;
end
$$;

revoke execute on function public.limitar_publicacoes() from public, anon, authenticated;

create trigger limitar_publicacoes
  before insert on public.anuncios
  for each row execute function public.limitar_publicacoes();

-- Alerts of owners who may not use the app tell no one ----------------------------------------
-- An inactive or blocked person's alerts still made notifications (and pushes to their phone).

create or replace function interno.alertas_do_anuncio(anuncio uuid)
returns setof public.alertas_busca
language plpgsql
stable
security definer
set search_path = ''
set jit = off
set max_parallel_workers_per_gather = 0
as $$
declare
  a public.anuncios;
  ponto box;
  pedacos text[];
begin
  select * into a from public.anuncios where id = anuncio;
  if a.id is null then
    return;
  end if;
  ponto := case when a.latitude is not null and a.longitude is not null
    then box(point(a.longitude, a.latitude), point(a.longitude, a.latitude)) end;
  pedacos := interno.pedacos_das_palavras(a.titulo || ' ' || coalesce(a.descricao, ''));
  return query
    with candidatos as (
      select al.* from public.alertas_busca al
      where not al.pausado and ponto is not null and al.caixa && ponto
      union all
      select al.* from public.alertas_busca al
      where not al.pausado and al.caixa is null and al.palavra_chave is not null and al.palavra_chave = any (pedacos)
      union all
      select al.* from public.alertas_busca al
      where not al.pausado and al.caixa is null and al.palavra_chave is null and al.categoria = a.categoria
      union all
      select al.* from public.alertas_busca al
      where not al.pausado and al.caixa is null and al.palavra_chave is null and al.categoria is null
    )
    select c.* from candidatos c
    where c.user_id <> a.user_id
      and exists (select 1 from public.usuarios u where u.id = c.user_id and u.status = 'ativo')
      and (c.categoria is null or c.categoria = a.categoria)
      and (c.preco_max is null or a.preco <= c.preco_max)
      and a.texto_busca like all (c.padroes)
      and (c.km is null or public.distancia_km(c.latitude, c.longitude, a.latitude, a.longitude) <= c.km);
end
$$;
