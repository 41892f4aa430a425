-- A shared link to an ad that left public view (paused, sold, hidden, expired) answers 404 with a
-- few public ads of the same category near its city. The web server reads as a visitor, who may
-- not see that ad: this says only its category and city, and only for an ad that exists and is not
-- public (nothing else of it, nothing of its owner).
create function public.anuncio_indisponivel(anuncio uuid)
returns table (categoria text, cidade text, uf text)
language sql
stable
security definer
set search_path = ''
as $$
  select a.categoria, a.cidade, a.uf
  from public.anuncios a
  where a.id = anuncio and not (a.status = 'ativo' and a.expira_em > now())
$$;

revoke execute on function public.anuncio_indisponivel(uuid) from public;
grant execute on function public.anuncio_indisponivel(uuid) to anon, authenticated, service_role;

comment on function public.anuncio_indisponivel(uuid) is
  'Category and city of an ad out of public view, for the page of its old link (server/ad-page.ts).';
