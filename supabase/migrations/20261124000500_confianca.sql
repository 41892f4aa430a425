-- Trust and an ad's life.
-- * An ad expires 60 days after it was published or last renewed (`expira_em`). Public reads
--   never show an ad past that moment, whatever the client's clock and whether or not the job
--   that marks it `expirado` has run yet: the policies and the public search compare with now().
--   `expirar_anuncios()` marks them (pg_cron every 10 minutes where the extension exists; the
--   local server runs it on the same schedule). `renovar_anuncio()` gives 60 more days.
-- * People report ads (`denuncias`); admins hide an ad (`ocultar_anuncio`, status `oculto` with
--   the reason its owner sees) or discard the reports (`descartar_denuncias`). Each decision
--   records who and when. Only admins read reports; a reporter reads their own.
-- * A seller's reputation: the ratings of all their ads, summed on their public profile.

-- Ads: two more statuses, the expiry and the moderation's decision ---------------------------

alter table public.anuncios
  drop constraint anuncios_status_valido,
  add constraint anuncios_status_valido
    check (status in ('ativo', 'pausado', 'vendido', 'expirado', 'oculto')),
  add column expira_em timestamptz not null default now() + interval '60 days',
  add column ocultado_motivo text,
  add column ocultado_por uuid references public.usuarios (id) on delete set null,
  add column ocultado_em timestamptz,
  add constraint anuncios_ocultado_motivo_tamanho check (length(btrim(ocultado_motivo)) between 3 and 300),
  add constraint anuncios_oculto_com_motivo check (status <> 'oculto' or ocultado_motivo is not null);

comment on column public.anuncios.expira_em is
  'When the ad leaves public view: 60 days after it was published or last renewed.';

-- Ads already published get their 60 days, and at least a week to be renewed.
update public.anuncios
set expira_em = greatest(created_at + interval '60 days', now() + interval '7 days');

create index anuncios_a_expirar on public.anuncios (expira_em) where status = 'ativo';
create index anuncios_ocultados_por on public.anuncios (ocultado_por);

drop policy "visitantes veem anuncios ativos" on public.anuncios;
create policy "visitantes veem anuncios ativos no prazo" on public.anuncios
  for select to anon
  using (status = 'ativo' and expira_em > now());

drop policy "usuarios veem ativos, os seus e, se admin, todos" on public.anuncios;
create policy "usuarios veem ativos no prazo, os seus e, se admin, todos" on public.anuncios
  for select to authenticated
  using (
    (status = 'ativo' and expira_em > now())
    or user_id = (select auth.uid())
    or (select interno.eh_admin())
  );

-- What a person may do to an ad's status through the API. Runs as the caller (not a definer), so
-- the renewal, hiding and expiry functions below, which run as their owner and check their own
-- rules, pass untouched.
create function public.guardar_prazo_e_moderacao()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.status in ('expirado', 'oculto') then
      raise exception 'Um anúncio novo começa ativo ou pausado.'
        using errcode = '23514', hint = 'Publique o anúncio como ativo.';
    end if;
    new.expira_em := now() + interval '60 days';
    return new;
  end if;
  if new.status is not distinct from old.status then
    return new;
  end if;
  if old.status = 'oculto' and not interno.eh_admin() then
    raise exception 'Este anúncio foi ocultado pela moderação e não pode ser reativado.'
      using errcode = '23514', hint = 'Se discordar, fale com a equipe pela página Contato.';
  end if;
  if new.status = 'oculto' then
    raise exception 'Um anúncio é ocultado pela moderação, a partir das denúncias.'
      using errcode = '23514', hint = 'Para tirar o seu anúncio do ar, use Pausar.';
  end if;
  if new.status = 'expirado' then
    raise exception 'Um anúncio expira sozinho, 60 dias depois de publicado ou renovado.'
      using errcode = '23514', hint = 'Para tirar o seu anúncio do ar, use Pausar.';
  end if;
  -- Putting an ad back in public view after its time renews it.
  if new.status = 'ativo' and (old.status = 'expirado' or old.expira_em <= now()) then
    new.expira_em := now() + interval '60 days';
  end if;
  return new;
end
$$;

create trigger guardar_prazo_e_moderacao
  before insert or update on public.anuncios
  for each row execute function public.guardar_prazo_e_moderacao();

revoke execute on function public.guardar_prazo_e_moderacao() from public, anon, authenticated;

-- Another 60 days for an active or expired ad, by its owner.
create function public.renovar_anuncio(anuncio uuid)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  a public.anuncios;
begin
  select * into a from public.anuncios where id = anuncio for update;
  if not found or a.user_id is distinct from auth.uid() then
    perform interno.recusar('Anúncio não encontrado.', 'Só quem publicou o anúncio pode renová-lo.');
  end if;
  if not interno.usuario_ativo() then
    perform interno.recusar('Sua conta está inativa.', 'Fale com a equipe pela página Contato.');
  end if;
  if a.status = 'oculto' then
    perform interno.recusar('Este anúncio foi ocultado pela moderação e não pode ser renovado.',
      'Se discordar, fale com a equipe pela página Contato.');
  end if;
  if a.status not in ('ativo', 'expirado') then
    perform interno.recusar('Só anúncios ativos ou expirados podem ser renovados.', 'Ative o anúncio para publicá-lo de novo.');
  end if;
  update public.anuncios
  set status = 'ativo', expira_em = now() + interval '60 days', updated_at = now()
  where id = anuncio
  returning expira_em into a.expira_em;
  return a.expira_em;
end
$$;

revoke execute on function public.renovar_anuncio(uuid) from public, anon;
grant execute on function public.renovar_anuncio(uuid) to authenticated, service_role;

-- Marks the ads past their time; answers how many. Public reads do not wait for it.
create function public.expirar_anuncios()
returns integer
language sql
security definer
set search_path = ''
as $$
  with expirados as (
    update public.anuncios set status = 'expirado'
    where status = 'ativo' and expira_em <= now()
    returning 1
  )
  select count(*)::integer from expirados
$$;

revoke execute on function public.expirar_anuncios() from public, anon, authenticated;
grant execute on function public.expirar_anuncios() to service_role;

do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule('expirar-anuncios', '*/10 * * * *', 'select public.expirar_anuncios()');
  end if;
exception when others then
  -- pg_cron listed but not loaded (shared_preload_libraries): public reads stay right without it.
  raise warning 'expirar_anuncios não foi agendado: %', sqlerrm;
end
$$;

-- Messages and orders: a new conversation or order only on an ad within its time -------------

create function public.recusar_anuncio_fora_do_prazo()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'mensagens' and exists (select 1 from public.mensagens where id = new.id) then
    return new;
  end if;
  if tg_table_name = 'pedidos' and exists (select 1 from public.pedidos where id = new.id) then
    return new;
  end if;
  if exists (select 1 from public.anuncios a where a.id = new.anuncio_id and a.expira_em <= now())
     and (tg_table_name = 'pedidos' or not exists (
       select 1 from public.mensagens m where m.anuncio_id = new.anuncio_id and m.comprador_id = new.comprador_id
     )) then
    perform interno.recusar('Este anúncio não está mais disponível.', 'Procure outro anúncio.');
  end if;
  return new;
end
$$;

create trigger anuncio_no_prazo
  before insert on public.mensagens
  for each row execute function public.recusar_anuncio_fora_do_prazo();
create trigger anuncio_no_prazo
  before insert on public.pedidos
  for each row execute function public.recusar_anuncio_fora_do_prazo();

revoke execute on function public.recusar_anuncio_fora_do_prazo() from public, anon, authenticated;

-- Reports ------------------------------------------------------------------------------------

create table public.denuncias (
  id uuid primary key default gen_random_uuid(),
  anuncio_id uuid not null references public.anuncios (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.usuarios (id) on delete cascade,
  motivo text not null,
  detalhes text,
  -- aberta until an admin decides: procedente (the ad was hidden) or descartada.
  status text not null default 'aberta',
  decidida_por uuid references public.usuarios (id) on delete set null,
  decidida_em timestamptz,
  created_at timestamptz not null default now(),
  constraint denuncias_motivo_valido check (motivo in (
    'produto_proibido', 'golpe', 'informacao_falsa', 'conteudo_ofensivo', 'duplicado', 'outro'
  )),
  constraint denuncias_detalhes_tamanho check (length(detalhes) <= 1000),
  constraint denuncias_status_valido check (status in ('aberta', 'procedente', 'descartada')),
  constraint denuncias_decisao_registrada check ((status = 'aberta') = (decidida_em is null))
);

create unique index denuncias_uma_aberta_por_pessoa on public.denuncias (anuncio_id, user_id)
  where status = 'aberta';
create index denuncias_abertas on public.denuncias (created_at) where status = 'aberta';
create index denuncias_do_usuario on public.denuncias (user_id, created_at desc);
create index denuncias_decididas_por on public.denuncias (decidida_por);

create function public.preparar_denuncia()
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
  new.detalhes := nullif(btrim(new.detalhes), '');
  select * into a from public.anuncios where id = new.anuncio_id;
  if a.user_id = new.user_id then
    perform interno.recusar('Você não pode denunciar o seu próprio anúncio.', 'Este anúncio é seu.');
  end if;
  if a.id is null or a.status <> 'ativo' or a.expira_em <= now() then
    perform interno.recusar('Este anúncio não está mais disponível.', 'Ele já saiu do ar.');
  end if;
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

create trigger preparar
  before insert on public.denuncias
  for each row execute function public.preparar_denuncia();

revoke execute on function public.preparar_denuncia() from public, anon, authenticated;

alter table public.denuncias enable row level security;

create policy "quem denunciou ou admin le" on public.denuncias
  for select to authenticated
  using (user_id = (select auth.uid()) or (select interno.eh_admin()));

create policy "usuario ativo denuncia em seu nome" on public.denuncias
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select interno.usuario_ativo()));

revoke all on public.denuncias from anon, authenticated;
grant select on public.denuncias to authenticated;
grant insert (id, anuncio_id, user_id, motivo, detalhes) on public.denuncias to authenticated;

-- The moderation's decisions ------------------------------------------------------------------

create function interno.exigir_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not interno.eh_admin() then
    raise exception 'Apenas administradores moderam anúncios.' using errcode = '42501';
  end if;
end
$$;

revoke execute on function interno.exigir_admin() from public;

-- Closes an ad's open reports with the decision, who took it and when; answers how many.
create function interno.decidir_denuncias(anuncio uuid, decisao text)
returns integer
language sql
security definer
set search_path = ''
as $$
  with decididas as (
    update public.denuncias
    set status = decisao, decidida_por = auth.uid(), decidida_em = now()
    where anuncio_id = anuncio and status = 'aberta'
    returning 1
  )
  select count(*)::integer from decididas
$$;

revoke execute on function interno.decidir_denuncias(uuid, text) from public;

-- Hides the ad with the reason its owner will read, and closes its open reports as procedentes.
-- Hiding an ad already hidden keeps the first decision and closes reports that came meanwhile.
create function public.ocultar_anuncio(anuncio uuid, motivo text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform interno.exigir_admin();
  motivo := btrim(motivo);
  if motivo is null or length(motivo) not between 3 and 300 then
    perform interno.recusar('Escreva o motivo para quem anunciou (de 3 a 300 caracteres).', 'Ele aparece em Meus Anúncios.');
  end if;
  update public.anuncios
  set status = 'oculto', ocultado_motivo = motivo, ocultado_por = auth.uid(), ocultado_em = now()
  where id = anuncio and status <> 'oculto';
  if not found and not exists (select 1 from public.anuncios where id = anuncio) then
    perform interno.recusar('Anúncio não encontrado.', 'Ele pode ter sido excluído por quem anunciou.');
  end if;
  return interno.decidir_denuncias(anuncio, 'procedente');
end
$$;

-- Closes the ad's open reports without touching the ad; answers how many.
create function public.descartar_denuncias(anuncio uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform interno.exigir_admin();
  return interno.decidir_denuncias(anuncio, 'descartada');
end
$$;

revoke execute on function public.ocultar_anuncio(uuid, text) from public, anon;
revoke execute on function public.descartar_denuncias(uuid) from public, anon;
grant execute on function public.ocultar_anuncio(uuid, text) to authenticated, service_role;
grant execute on function public.descartar_denuncias(uuid) to authenticated, service_role;

-- A seller's reputation ----------------------------------------------------------------------

alter table public.usuarios_publicos
  add column avaliacoes_quantidade integer not null default 0,
  add column avaliacoes_soma integer not null default 0,
  add column avaliacao_media numeric(2, 1) generated always as (
    case when avaliacoes_quantidade > 0
      then round(avaliacoes_soma::numeric / avaliacoes_quantidade, 1)
    end
  ) stored;

create function interno.atualizar_reputacao(vendedor uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.usuarios_publicos p
  set (avaliacoes_quantidade, avaliacoes_soma) = (
    select coalesce(sum(a.avaliacoes_quantidade), 0), coalesce(sum(a.avaliacoes_soma), 0)
    from public.anuncios a where a.user_id = vendedor
  )
  where p.id = vendedor
$$;

revoke execute on function interno.atualizar_reputacao(uuid) from public;

create function public.atualizar_reputacao_do_vendedor()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'usuarios_publicos' then
    perform interno.atualizar_reputacao(new.id);
  elsif tg_op = 'DELETE' then
    perform interno.atualizar_reputacao(old.user_id);
  else
    perform interno.atualizar_reputacao(new.user_id);
  end if;
  return null;
end
$$;

create trigger atualizar_reputacao
  after update of avaliacoes_quantidade, avaliacoes_soma or delete on public.anuncios
  for each row execute function public.atualizar_reputacao_do_vendedor();
create trigger atualizar_reputacao
  after insert on public.usuarios_publicos
  for each row execute function public.atualizar_reputacao_do_vendedor();

revoke execute on function public.atualizar_reputacao_do_vendedor() from public, anon, authenticated;

select interno.atualizar_reputacao(id) from public.usuarios_publicos;

-- The public search: ativo and within its time ------------------------------------------------

create or replace function public.buscar_anuncios(
  termo text default null,
  categoria text default null,
  ordem text default 'relevancia',
  limite integer default 20,
  deslocamento integer default 0
)
returns setof public.anuncios
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  termo_normalizado text := btrim(public.normalizar_busca(termo));
  palavra text;
  filtro text := 'a.status = ''ativo'' and a.expira_em > now()';
  no_titulo text := 'true';
  quantos integer;
  janela constant integer := 500;
begin
  ordem := coalesce(ordem, 'relevancia');
  if ordem not in ('relevancia', 'preco', 'recentes') then
    raise exception 'Ordem inválida: %', ordem
      using errcode = '22023', hint = 'Use relevancia, preco ou recentes';
  end if;
  limite := least(greatest(coalesce(limite, 20), 1), 100);
  deslocamento := greatest(coalesce(deslocamento, 0), 0);
  quantos := limite + deslocamento;

  if nullif(btrim(categoria), '') is not null then
    filtro := filtro || format(' and a.categoria = %L', lower(btrim(categoria)));
  end if;

  for palavra in
    select p from regexp_split_to_table(termo_normalizado, '\s+') as p where p <> '' limit 8
  loop
    palavra := '%' || replace(replace(replace(palavra, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    filtro := filtro || format(' and a.texto_busca like %L', palavra);
    no_titulo := no_titulo || format(' and a.titulo_busca like %L', palavra);
  end loop;

  if ordem = 'relevancia' and no_titulo <> 'true' then
    return query execute format(
      'with janela as materialized (
         select a.id, a.created_at, (%2$s) as no_titulo
         from public.anuncios a where %1$s
         order by a.created_at desc, a.id limit %3$s
       ),
       mais_antigo as (select created_at, id from janela order by created_at, id desc limit 1),
       ordenados as (
         select j.id, 0 as parte, not j.no_titulo as depois, j.created_at from janela j
         union all
         (select a.id, 1, false, a.created_at
          from public.anuncios a cross join mais_antigo m
          where %1$s and (select count(*) from janela) = %3$s
            and (a.created_at < m.created_at or (a.created_at = m.created_at and a.id > m.id))
          order by a.created_at desc, a.id limit %4$s)
       ),
       pagina as (
         select * from ordenados order by parte, depois, created_at desc, id offset %5$s limit %6$s
       )
       select a.* from pagina p join public.anuncios a on a.id = p.id
       order by p.parte, p.depois, p.created_at desc, p.id',
      filtro, no_titulo, janela, quantos, deslocamento, limite);
    return;
  end if;

  return query execute format(
    'select a.* from public.anuncios a where %s order by %s, a.id offset %s limit %s',
    filtro,
    case when ordem = 'preco' then 'a.preco asc nulls last, a.created_at desc' else 'a.created_at desc' end,
    deslocamento, limite);
end
$$;
