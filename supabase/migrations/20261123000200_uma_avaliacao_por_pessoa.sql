-- One rating per person per ad, and none by the ad's owner. A comment's rating becomes optional
-- (the owner answers without one); an owner's rating is refused with a message the app shows; an
-- ad's count and sum take each person's latest rating once, never the owner's — recomputed from the
-- comments on every change, so repeated comments cannot stuff the average.

alter table public.comentarios alter column rating drop not null;

create or replace function public.preparar_comentario()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A comment in someone else's name is left to the insert policy (42501), not answered here.
  if new.rating is not null
     and (auth.uid() is null or new.user_id = auth.uid())
     and exists (select 1 from public.anuncios a where a.id = new.anuncio_id and a.user_id = new.user_id) then
    raise exception 'Você não pode avaliar o seu próprio anúncio.'
      using errcode = '23514', hint = 'Comente sem dar nota.';
  end if;
  select coalesce(nullif(u.display_name, ''), u.username) into new.user_name
  from public.usuarios u where u.id = new.user_id;
  new.criado_em := now();
  return new;
end
$$;

create function public.recalcular_avaliacao(anuncio uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.anuncios a
  set (avaliacoes_quantidade, avaliacoes_soma) = (
    select count(*), coalesce(sum(ultima.rating), 0)
    from (
      select distinct on (c.user_id) c.rating
      from public.comentarios c
      where c.anuncio_id = a.id and c.rating is not null and c.user_id <> a.user_id
      order by c.user_id, c.criado_em desc, c.id desc
    ) as ultima
  )
  where a.id = anuncio
$$;

create or replace function public.atualizar_avaliacao_do_anuncio()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform public.recalcular_avaliacao(old.anuncio_id);
  else
    perform public.recalcular_avaliacao(new.anuncio_id);
  end if;
  return null;
end
$$;

-- Not part of the API: called by the trigger only.
revoke execute on function public.recalcular_avaliacao(uuid) from public, anon, authenticated;

select public.recalcular_avaliacao(id) from public.anuncios;
