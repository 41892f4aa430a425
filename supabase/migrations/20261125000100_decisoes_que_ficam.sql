-- Hardening what trust, messages and trips added:
-- * A moderation decision sticks. Hiding an ad writes a record (`moderacoes`) that outlives the ad:
--   its owner may still delete the ad (LGPD), but the record — who hid it, when, why, and the
--   reports — stays for the admins, and the id can never be published again (the phone chooses ids,
--   so "delete, then insert the same id" would otherwise bring the ad back at the same link). An
--   ad or a comment an admin deletes is remembered the same way. An admin's reactivation lifts it.
-- * Per-person limits hold under concurrency: the count and the insert run under a lock on the
--   person (interno.travar_limite), so a burst on a connection pool cannot slip past the count.
-- * Texts that must not be empty refuse whitespace of every kind (tabs, line breaks, no-break
--   spaces), as the app's trim does; optional texts that are only whitespace are stored as null.

-- Texts without surrounding whitespace of any kind --------------------------------------------

-- Unicode whitespace as JavaScript's trim() knows it, plus the zero-width space.
create function interno.aparado(texto text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(
    texto,
    '^[\s\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\s\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '', 'g')
$$;

comment on function interno.aparado(text) is
  'The text without leading or trailing whitespace of any kind (check constraints call it as the writer).';

alter table public.anuncios
  drop constraint anuncios_titulo_tamanho,
  add constraint anuncios_titulo_tamanho check (length(interno.aparado(titulo)) between 3 and 100),
  drop constraint anuncios_cidade_tamanho,
  add constraint anuncios_cidade_tamanho check (length(interno.aparado(cidade)) between 2 and 80),
  drop constraint anuncios_ocultado_motivo_tamanho,
  add constraint anuncios_ocultado_motivo_tamanho check (length(interno.aparado(ocultado_motivo)) between 3 and 300);

alter table public.comentarios
  drop constraint comentarios_texto_nao_vazio,
  add constraint comentarios_texto_nao_vazio check (length(interno.aparado(comentario)) between 1 and 2000);

alter table public.mensagens_contato
  drop constraint mensagens_nome_tamanho,
  add constraint mensagens_nome_tamanho check (length(interno.aparado(nome)) between 2 and 120),
  drop constraint mensagens_texto_tamanho,
  add constraint mensagens_texto_tamanho check (length(interno.aparado(mensagem)) between 5 and 5000);

alter table public.viagens
  drop constraint viagens_veiculo_tamanho,
  add constraint viagens_veiculo_tamanho check (length(interno.aparado(veiculo)) between 2 and 60);

alter table public.reservas
  drop constraint reservas_carga_tamanho,
  add constraint reservas_carga_tamanho check (length(interno.aparado(carga)) between 2 and 200);

alter table public.pedidos
  drop constraint pedidos_quantidade_tamanho,
  add constraint pedidos_quantidade_tamanho check (length(interno.aparado(quantidade)) between 1 and 60);

alter table public.mensagens
  drop constraint mensagens_texto_tamanho,
  add constraint mensagens_texto_tamanho check (length(interno.aparado(texto)) between 1 and 2000);

-- Optional texts (named as the trigger's arguments) that hold only whitespace become null.
create function public.anular_textos_em_branco()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  coluna text;
begin
  foreach coluna in array tg_argv loop
    if interno.aparado(to_jsonb(new) ->> coluna) = '' then
      new := jsonb_populate_record(new, jsonb_build_object(coluna, null));
    end if;
  end loop;
  return new;
end
$$;

revoke execute on function public.anular_textos_em_branco() from public, anon, authenticated;

-- Named to fire before each table's `preparar` (triggers fire in name order).
create trigger anular_textos_em_branco
  before insert or update on public.anuncios
  for each row execute function public.anular_textos_em_branco('descricao', 'endereco');
create trigger anular_textos_em_branco
  before insert on public.pedidos
  for each row execute function public.anular_textos_em_branco('observacao');
create trigger anular_textos_em_branco
  before insert on public.denuncias
  for each row execute function public.anular_textos_em_branco('detalhes');
create trigger anular_textos_em_branco
  before insert or update on public.viagens
  for each row execute function public.anular_textos_em_branco('observacoes');

-- A trip stop's optional place, trimmed of every kind of whitespace.
create or replace function interno.paradas_conferidas(paradas jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  parada jsonb;
  nome text;
  resultado jsonb := '[]'::jsonb;
begin
  for parada in select * from jsonb_array_elements(paradas) loop
    if jsonb_typeof(parada) <> 'object' or coalesce(jsonb_typeof(parada -> 'cidade'), '') <> 'string'
       or coalesce(jsonb_typeof(parada -> 'uf'), '') <> 'string' then
      perform interno.recusar('Cada parada precisa de cidade e UF.', 'Escolha as cidades da lista.');
    end if;
    select m.nome into nome from public.municipios m
    where m.nome_busca = public.normalizar_busca(interno.aparado(parada ->> 'cidade')) and m.uf = upper(parada ->> 'uf');
    if nome is null then
      perform interno.recusar(
        format('Cidade desconhecida: %s/%s.', left(parada ->> 'cidade', 80), left(parada ->> 'uf', 2)),
        'Escolha as cidades da lista.');
    end if;
    if length(parada ->> 'local') > 200 then
      perform interno.recusar('O local de cada parada deve ter no máximo 200 caracteres.', 'Resuma o local.');
    end if;
    if (parada ? 'latitude' and jsonb_typeof(parada -> 'latitude') <> 'number')
       or (parada ? 'longitude' and jsonb_typeof(parada -> 'longitude') <> 'number')
       or abs((parada ->> 'latitude')::float) > 90 or abs((parada ->> 'longitude')::float) > 180 then
      perform interno.recusar('Coordenadas de parada inválidas.', 'Deixe o app localizar as cidades.');
    end if;
    resultado := resultado || jsonb_build_array(jsonb_strip_nulls(jsonb_build_object(
      'cidade', nome,
      'uf', upper(parada ->> 'uf'),
      'local', nullif(interno.aparado(parada ->> 'local'), ''),
      'latitude', parada -> 'latitude',
      'longitude', parada -> 'longitude'
    )));
  end loop;
  return resultado;
end
$$;

-- Limits that hold under concurrency ----------------------------------------------------------

-- Serialises, until the end of the transaction, every writer counting under the same key: the
-- count that follows sees every row the others committed (READ COMMITTED takes a new snapshot
-- per statement). Every function that refuses with PT429 after a count calls it first.
create function interno.travar_limite(chave text)
returns void
language sql
volatile
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended(chave, 0))
$$;

revoke execute on function interno.travar_limite(text) from public;

create or replace function public.preparar_mensagem()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  dono uuid;
  status_anuncio text;
begin
  if exists (select 1 from public.mensagens where id = new.id) then
    return new;
  end if;
  select a.user_id, a.status into dono, status_anuncio from public.anuncios a where a.id = new.anuncio_id;
  new.vendedor_id := dono;
  new.created_at := now();
  new.lida_em := null;
  if new.pedido_id is null then
    if new.remetente_id <> new.comprador_id and new.remetente_id <> dono then
      perform interno.recusar('Você não participa desta conversa.', 'Abra a conversa pelo anúncio.');
    end if;
    if new.comprador_id = dono then
      perform interno.recusar('Você não pode enviar mensagem para si mesmo.', 'Este anúncio é seu.');
    end if;
    -- The buyer starts a conversation; the seller answers one.
    if new.remetente_id = dono and not exists (
      select 1 from public.mensagens m where m.anuncio_id = new.anuncio_id and m.comprador_id = new.comprador_id
    ) then
      perform interno.recusar('Só quem tem interesse no anúncio começa a conversa.', 'Aguarde uma mensagem do comprador.');
    end if;
    -- A new conversation starts only on an ad that is public.
    if status_anuncio <> 'ativo' and not exists (
      select 1 from public.mensagens m where m.anuncio_id = new.anuncio_id and m.comprador_id = new.comprador_id
    ) then
      perform interno.recusar('Este anúncio não está mais disponível.', 'Procure outro anúncio.');
    end if;
    perform interno.travar_limite('mensagens:' || new.remetente_id);
    if (select count(*) from public.mensagens m
        where m.remetente_id = new.remetente_id and m.pedido_id is null
          and m.created_at > now() - interval '1 minute') >= 30 then
      raise sqlstate 'PT429' using
        message = 'Você enviou muitas mensagens em pouco tempo. Aguarde um minuto.',
        hint = 'Limite de 30 mensagens por minuto.';
    end if;
  end if;
  select interno.nome_publico(u.display_name, u.username) into new.remetente_nome
  from public.usuarios u where u.id = new.remetente_id;
  return new;
end
$$;

create or replace function public.preparar_denuncia()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  a public.anuncios;
begin
  if exists (select 1 from public.denuncias where id = new.id) then
    return new;
  end if;
  new.status := 'aberta';
  new.decidida_por := null;
  new.decidida_em := null;
  new.created_at := now();
  new.detalhes := nullif(interno.aparado(new.detalhes), '');
  select * into a from public.anuncios where id = new.anuncio_id;
  if a.user_id = new.user_id then
    perform interno.recusar('Você não pode denunciar o seu próprio anúncio.', 'Este anúncio é seu.');
  end if;
  if a.id is null or a.status <> 'ativo' or a.expira_em <= now() then
    perform interno.recusar('Este anúncio não está mais disponível.', 'Ele já saiu do ar.');
  end if;
  perform interno.travar_limite('denuncias:' || new.user_id);
  if exists (
    select 1 from public.denuncias d
    where d.anuncio_id = new.anuncio_id and d.user_id = new.user_id and d.status = 'aberta'
  ) then
    perform interno.recusar('Você já denunciou este anúncio. Nossa equipe está analisando.',
      'Aguarde a análise da sua denúncia.');
  end if;
  if (select count(*) from public.denuncias d
      where d.user_id = new.user_id and d.created_at > now() - interval '1 hour') >= 20 then
    raise sqlstate 'PT429' using
      message = 'Você enviou muitas denúncias em pouco tempo. Aguarde uma hora.',
      hint = 'Limite de 20 denúncias por hora.';
  end if;
  return new;
end
$$;

create or replace function public.limitar_envios()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  encaminhado text := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'x-forwarded-for';
  endereco text := btrim((string_to_array(coalesce(encaminhado, ''), ','))[cardinality(string_to_array(coalesce(encaminhado, ''), ','))]);
  chave_do_envio text := tg_table_name || ':' || md5(coalesce(nullif(endereco, ''), 'desconhecido'));
begin
  perform interno.travar_limite(chave_do_envio);
  delete from public.limites_de_envio where created_at < now() - interval '1 day';
  if (select count(*) from public.limites_de_envio l where l.chave = chave_do_envio and l.created_at > now() - interval '1 hour') >= 5 then
    raise sqlstate 'PT429' using
      message = case tg_table_name
        when 'newsletter_inscricoes' then 'Muitas inscrições a partir desta rede. Tente novamente mais tarde.'
        else 'Muitas mensagens a partir desta rede. Tente novamente mais tarde.'
      end,
      hint = 'Limite de 5 por hora.';
  end if;
  insert into public.limites_de_envio (chave) values (chave_do_envio);
  return new;
end
$$;

-- Login and sign-up attempts: an attempt is counted before it is tried, under the key's lock, so
-- a burst of attempts each gets its own place in the count. `limite` refuses past that many (the
-- attempt is then not recorded); the answer says whether it may go on, the new attempt's id and
-- how many came before it. A sign-in that succeeds gives its attempt back (liberar_tentativa_login).
create function public.reservar_tentativa_login(chave text, limite integer default null)
returns table (permitida boolean, tentativa bigint, anteriores integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  normalizada text := lower(btrim(chave));
begin
  perform interno.travar_limite('tentativas_login:' || normalizada);
  delete from public.tentativas_login t where t.created_at < now() - interval '1 day';
  select count(*)::integer into anteriores from public.tentativas_login t
  where t.chave = normalizada and t.created_at > now() - interval '15 minutes';
  permitida := limite is null or anteriores < limite;
  tentativa := null;
  if permitida then
    insert into public.tentativas_login (chave) values (normalizada) returning id into tentativa;
  end if;
  return next;
end
$$;

create function public.liberar_tentativa_login(tentativa bigint)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.tentativas_login where id = tentativa
$$;

revoke execute on function public.reservar_tentativa_login(text, integer) from public, anon, authenticated;
revoke execute on function public.liberar_tentativa_login(bigint) from public, anon, authenticated;
grant execute on function public.reservar_tentativa_login(text, integer) to service_role;
grant execute on function public.liberar_tentativa_login(bigint) to service_role;

-- The counting-after-the-fact versions are replaced by the reservation above.
drop function public.registrar_falha_login(text);
drop function public.contar_falhas_login(text);

-- A moderation decision sticks ----------------------------------------------------------------

-- What the moderation took away, kept when the ad (or comment) itself is deleted. No foreign key
-- to the ad on purpose: the record outlives it.
create table public.moderacoes (
  alvo_id uuid primary key,
  alvo text not null,
  -- ocultado: the ad was hidden with a reason; excluido: an admin deleted it.
  decisao text not null,
  dono_id uuid references public.usuarios (id) on delete set null,
  titulo text,
  motivo text,
  decidida_por uuid references public.usuarios (id) on delete set null,
  decidida_em timestamptz not null default now(),
  -- When the owner deleted the hidden ad; its reports as they were then.
  alvo_excluido_em timestamptz,
  denuncias jsonb not null default '[]',
  -- An admin undid the decision (reactivated the ad): the id may be used again.
  revertida_por uuid references public.usuarios (id) on delete set null,
  revertida_em timestamptz,
  constraint moderacoes_alvo_valido check (alvo in ('anuncio', 'comentario')),
  constraint moderacoes_decisao_valida check (decisao in ('ocultado', 'excluido'))
);

create index moderacoes_dono on public.moderacoes (dono_id);
create index moderacoes_decidida_por on public.moderacoes (decidida_por);
create index moderacoes_revertida_por on public.moderacoes (revertida_por);

alter table public.moderacoes enable row level security;
create policy "admins leem as decisoes da moderacao" on public.moderacoes
  for select to authenticated
  using ((select interno.eh_admin()));
revoke all on public.moderacoes from anon, authenticated;
grant select on public.moderacoes to authenticated;

-- The ad's reports, as the record keeps them.
create function interno.denuncias_do_anuncio(anuncio uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', d.id, 'user_id', d.user_id, 'motivo', d.motivo, 'detalhes', d.detalhes, 'status', d.status,
    'created_at', d.created_at, 'decidida_por', d.decidida_por, 'decidida_em', d.decidida_em
  ) order by d.created_at), '[]'::jsonb)
  from public.denuncias d where d.anuncio_id = anuncio
$$;

revoke execute on function interno.denuncias_do_anuncio(uuid) from public;

create function interno.registrar_moderacao(
  tipo text, id_do_alvo uuid, decisao_tomada text, dono uuid, titulo_do_alvo text, razao text
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.moderacoes (alvo_id, alvo, decisao, dono_id, titulo, motivo, decidida_por)
  values (id_do_alvo, tipo, decisao_tomada, dono, titulo_do_alvo, razao, auth.uid())
  on conflict (alvo_id) do update
  set decisao = excluded.decisao, motivo = excluded.motivo, decidida_por = excluded.decidida_por,
      decidida_em = now(), revertida_por = null, revertida_em = null
  where public.moderacoes.revertida_em is not null
$$;

revoke execute on function interno.registrar_moderacao(text, uuid, text, uuid, text, text) from public;

create or replace function public.ocultar_anuncio(anuncio uuid, motivo text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  a public.anuncios;
begin
  perform interno.exigir_admin();
  motivo := interno.aparado(motivo);
  if motivo is null or length(motivo) not between 3 and 300 then
    perform interno.recusar('Escreva o motivo para quem anunciou (de 3 a 300 caracteres).', 'Ele aparece em Meus Anúncios.');
  end if;
  update public.anuncios
  set status = 'oculto', ocultado_motivo = motivo, ocultado_por = auth.uid(), ocultado_em = now()
  where id = anuncio and status <> 'oculto'
  returning * into a;
  if found then
    perform interno.registrar_moderacao('anuncio', a.id, 'ocultado', a.user_id, a.titulo, motivo);
  elsif not exists (select 1 from public.anuncios where id = anuncio) then
    perform interno.recusar('Anúncio não encontrado.', 'Ele pode ter sido excluído por quem anunciou.');
  end if;
  return interno.decidir_denuncias(anuncio, 'procedente');
end
$$;

-- Guards an id the moderation took away, and keeps the record when what it names is deleted.
create function public.guardar_decisao_da_moderacao()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  tipo text := case tg_table_name when 'anuncios' then 'anuncio' else 'comentario' end;
  dono uuid;
begin
  if tg_op = 'INSERT' then
    -- (A resend of a row still stored is left to ON CONFLICT, as before.)
    if exists (select 1 from public.moderacoes m where m.alvo_id = new.id and m.revertida_em is null)
       and not exists (select 1 from public.anuncios a where a.id = new.id)
       and not exists (select 1 from public.comentarios c where c.id = new.id) then
      if tipo = 'anuncio' then
        perform interno.recusar('Este anúncio foi retirado pela moderação e não pode ser publicado de novo.',
          'Se discordar, fale com a equipe pela página Contato.');
      end if;
      perform interno.recusar('Este comentário foi removido pela moderação.', 'Escreva um novo comentário.');
    end if;
    return new;
  end if;
  if tg_op = 'UPDATE' then
    -- An admin putting a hidden ad back undoes the decision.
    if old.status = 'oculto' and new.status <> 'oculto' then
      update public.moderacoes set revertida_por = auth.uid(), revertida_em = now()
      where alvo_id = new.id and revertida_em is null;
    end if;
    return new;
  end if;
  dono := old.user_id;
  -- (Through jsonb: the two tables have different columns.)
  if tipo = 'anuncio' then
    update public.moderacoes
    set alvo_excluido_em = now(), denuncias = interno.denuncias_do_anuncio(old.id)
    where alvo_id = old.id and revertida_em is null;
    if found then
      return old;
    end if;
  end if;
  -- Deleted by an admin rather than by its author: a decision too.
  if auth.uid() is not null and auth.uid() is distinct from dono and interno.eh_admin() then
    perform interno.registrar_moderacao(tipo, old.id, 'excluido', dono,
      coalesce(to_jsonb(old) ->> 'titulo', left(to_jsonb(old) ->> 'comentario', 100)),
      'Excluído pela moderação.');
    if tipo = 'anuncio' then
      update public.moderacoes set alvo_excluido_em = now(), denuncias = interno.denuncias_do_anuncio(old.id)
      where alvo_id = old.id;
    end if;
  end if;
  return old;
end
$$;

revoke execute on function public.guardar_decisao_da_moderacao() from public, anon, authenticated;

create trigger guardar_decisao_da_moderacao
  before insert or update of status or delete on public.anuncios
  for each row execute function public.guardar_decisao_da_moderacao();
create trigger guardar_decisao_da_moderacao
  before insert or delete on public.comentarios
  for each row execute function public.guardar_decisao_da_moderacao();

-- Ads already hidden get their record.
insert into public.moderacoes (alvo_id, alvo, decisao, dono_id, titulo, motivo, decidida_por, decidida_em)
select id, 'anuncio', 'ocultado', user_id, titulo, ocultado_motivo, ocultado_por, coalesce(ocultado_em, now())
from public.anuncios where status = 'oculto'
on conflict (alvo_id) do nothing;
