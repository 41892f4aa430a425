-- Comments with a 1–5 rating, and favourites. The client may supply a comment's id so a comment
-- written offline is stored once however often it is sent.

create table public.comentarios (
  id uuid primary key default gen_random_uuid(),
  anuncio_id uuid not null references public.anuncios (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.usuarios (id) on delete cascade,
  user_name text,
  rating smallint not null,
  comentario text not null,
  criado_em timestamptz not null default now(),
  constraint comentarios_rating_valido check (rating between 1 and 5),
  constraint comentarios_texto_nao_vazio check (length(btrim(comentario)) between 1 and 2000)
);

create index comentarios_do_anuncio on public.comentarios (anuncio_id, criado_em desc);
create index comentarios_do_usuario on public.comentarios (user_id);

create function public.preparar_comentario()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select coalesce(nullif(u.display_name, ''), u.username) into new.user_name
  from public.usuarios u where u.id = new.user_id;
  new.criado_em := now();
  return new;
end
$$;

create trigger preparar
  before insert on public.comentarios
  for each row execute function public.preparar_comentario();

create function public.atualizar_avaliacao_do_anuncio()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.anuncios
    set avaliacoes_quantidade = avaliacoes_quantidade + 1,
        avaliacoes_soma = avaliacoes_soma + new.rating
    where id = new.anuncio_id;
  else
    update public.anuncios
    set avaliacoes_quantidade = avaliacoes_quantidade - 1,
        avaliacoes_soma = avaliacoes_soma - old.rating
    where id = old.anuncio_id;
  end if;
  return null;
end
$$;

create trigger atualizar_avaliacao
  after insert or delete on public.comentarios
  for each row execute function public.atualizar_avaliacao_do_anuncio();

alter table public.comentarios enable row level security;

-- A comment is visible exactly when its ad is visible to the caller: the subquery on anuncios
-- runs under the caller's own policies on anuncios.
create policy "comentarios visiveis com o anuncio" on public.comentarios
  for select to anon, authenticated
  using (exists (select 1 from public.anuncios a where a.id = anuncio_id));

create policy "usuario ativo comenta anuncio ativo em seu nome" on public.comentarios
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.usuario_ativo())
    and exists (select 1 from public.anuncios a where a.id = anuncio_id and a.status = 'ativo')
  );

create policy "autor ativo ou admin exclui comentario" on public.comentarios
  for delete to authenticated
  using ((user_id = (select auth.uid()) and (select public.usuario_ativo())) or (select public.eh_admin()));

revoke all on public.comentarios from anon, authenticated;
grant select on public.comentarios to anon, authenticated;
grant insert (id, anuncio_id, user_id, rating, comentario) on public.comentarios to authenticated;
grant delete on public.comentarios to authenticated;

create table public.favoritos (
  user_id uuid not null default auth.uid() references public.usuarios (id) on delete cascade,
  anuncio_id uuid not null references public.anuncios (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, anuncio_id)
);

create index favoritos_do_anuncio on public.favoritos (anuncio_id);

alter table public.favoritos enable row level security;

create policy "cada um ve os seus favoritos" on public.favoritos
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "usuario ativo favorita anuncio visivel" on public.favoritos
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.usuario_ativo())
    and exists (select 1 from public.anuncios a where a.id = anuncio_id)
  );

create policy "cada um remove os seus favoritos" on public.favoritos
  for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.usuario_ativo()));

revoke all on public.favoritos from anon, authenticated;
grant select, delete on public.favoritos to authenticated;
grant insert (user_id, anuncio_id) on public.favoritos to authenticated;
