-- Ads. The client may supply the id (a UUID made on the phone), so an ad created offline and sent
-- twice is stored once (insert … on conflict do nothing).
-- Deliberate differences from the original: `localizacao` ("cidade, UF") is split into cidade
-- and uf so both can be validated and filtered; `preco` is an optional number ("A combinar" when
-- empty) instead of formatted text; `imagens` holds storage paths, not URLs, so a change of host
-- does not break them; latitude/longitude are geocoded once when the ad is saved.

create table public.anuncios (
  id uuid primary key default gen_random_uuid(),
  titulo text not null,
  categoria text not null,
  preco numeric(12, 2),
  descricao text,
  cidade text not null,
  uf text not null,
  endereco text,
  cep text,
  contato text not null,
  email text,
  imagens text[] not null default '{}',
  latitude double precision,
  longitude double precision,
  user_id uuid not null default auth.uid() references public.usuarios (id) on delete cascade,
  -- Owner's display name at the time, filled by the database (never trusted from the client).
  user_name text,
  status text not null default 'ativo',
  -- Rating aggregates kept by the comments trigger, so lists show the average without reading
  -- every comment.
  avaliacoes_quantidade integer not null default 0,
  avaliacoes_soma integer not null default 0,
  avaliacao_media numeric(2, 1) generated always as (
    case when avaliacoes_quantidade > 0
      then round(avaliacoes_soma::numeric / avaliacoes_quantidade, 1)
    end
  ) stored,
  -- Accent- and case-free copies for the indexed search: título alone (to rank title matches
  -- first) and título + descrição (what a search matches).
  titulo_busca text generated always as (public.normalizar_busca(titulo)) stored,
  texto_busca text generated always as (
    public.normalizar_busca(titulo || ' ' || coalesce(descricao, ''))
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint anuncios_titulo_tamanho check (length(btrim(titulo)) between 3 and 100),
  constraint anuncios_categoria_valida check (categoria in (
    'agricultura', 'casa', 'comida', 'comunidade', 'cuidados', 'dicas', 'sustentabilidade',
    'tecnologia', 'utilidades'
  )),
  constraint anuncios_preco_valido check (preco >= 0 and preco <= 10000000),
  constraint anuncios_descricao_tamanho check (length(descricao) <= 5000),
  constraint anuncios_cidade_tamanho check (length(btrim(cidade)) between 2 and 80),
  constraint anuncios_uf_valida check (public.uf_valida(uf)),
  constraint anuncios_endereco_tamanho check (length(endereco) <= 200),
  constraint anuncios_cep_formato check (cep ~ '^\d{8}$'),
  constraint anuncios_contato_formato check (contato ~ '^\d{10,11}$'),
  constraint anuncios_email_valido check (public.email_valido(email)),
  constraint anuncios_maximo_5_imagens check (cardinality(imagens) <= 5),
  constraint anuncios_latitude_valida check (latitude between -90 and 90),
  constraint anuncios_longitude_valida check (longitude between -180 and 180),
  constraint anuncios_status_valido check (status in ('ativo', 'pausado', 'vendido'))
);

create index anuncios_publicos_recentes on public.anuncios (created_at desc) where status = 'ativo';
create index anuncios_publicos_categoria on public.anuncios (categoria, created_at desc)
  where status = 'ativo';
create index anuncios_publicos_preco on public.anuncios (preco) where status = 'ativo';
create index anuncios_do_usuario on public.anuncios (user_id, created_at desc);
create index anuncios_texto_busca on public.anuncios
  using gin (texto_busca extensions.gin_trgm_ops);

-- Filled by the database: owner name, updated_at, and the photos must sit in the owner's folder.
create function public.preparar_anuncio()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.user_id is distinct from old.user_id then
    select coalesce(nullif(u.display_name, ''), u.username) into new.user_name
    from public.usuarios u where u.id = new.user_id;
  end if;
  if exists (
    select 1 from unnest(new.imagens) as caminho
    where caminho not like 'anuncios/' || new.user_id::text || '/%'
  ) then
    raise exception 'As imagens do anúncio devem estar na pasta do seu dono'
      using errcode = '23514', hint = 'Envie as fotos para anuncios/<seu id>/';
  end if;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
    if (new.titulo, new.categoria, new.preco, new.descricao, new.cidade, new.uf, new.endereco,
        new.cep, new.contato, new.email, new.imagens, new.latitude, new.longitude, new.status)
       is distinct from
       (old.titulo, old.categoria, old.preco, old.descricao, old.cidade, old.uf, old.endereco,
        old.cep, old.contato, old.email, old.imagens, old.latitude, old.longitude, old.status)
    then
      new.updated_at := now();
    end if;
  end if;
  return new;
end
$$;

create trigger preparar
  before insert or update on public.anuncios
  for each row execute function public.preparar_anuncio();

-- A new display name shows on the owner's ads.
create function public.propagar_nome_do_usuario()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.anuncios
  set user_name = coalesce(nullif(new.display_name, ''), new.username)
  where user_id = new.id;
  return new;
end
$$;

create trigger propagar_nome
  after update of display_name, username on public.usuarios
  for each row
  when (old.display_name is distinct from new.display_name or old.username is distinct from new.username)
  execute function public.propagar_nome_do_usuario();

alter table public.anuncios enable row level security;

create policy "visitantes veem anuncios ativos" on public.anuncios
  for select to anon
  using (status = 'ativo');

create policy "usuarios veem ativos, os seus e, se admin, todos" on public.anuncios
  for select to authenticated
  using (status = 'ativo' or user_id = (select auth.uid()) or (select public.eh_admin()));

create policy "usuario ativo cria anuncio em seu nome" on public.anuncios
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.usuario_ativo()));

create policy "dono ativo ou admin altera" on public.anuncios
  for update to authenticated
  using ((user_id = (select auth.uid()) and (select public.usuario_ativo())) or (select public.eh_admin()))
  with check ((user_id = (select auth.uid()) and (select public.usuario_ativo())) or (select public.eh_admin()));

create policy "dono ativo ou admin exclui" on public.anuncios
  for delete to authenticated
  using ((user_id = (select auth.uid()) and (select public.usuario_ativo())) or (select public.eh_admin()));

revoke all on public.anuncios from anon, authenticated;
grant select on public.anuncios to anon, authenticated;
grant insert (
  id, titulo, categoria, preco, descricao, cidade, uf, endereco, cep, contato, email, imagens,
  latitude, longitude, user_id, status
) on public.anuncios to authenticated;
grant update (
  titulo, categoria, preco, descricao, cidade, uf, endereco, cep, contato, email, imagens,
  latitude, longitude, status
) on public.anuncios to authenticated;
grant delete on public.anuncios to authenticated;
