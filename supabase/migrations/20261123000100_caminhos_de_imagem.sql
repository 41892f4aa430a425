-- A storage path of an image is a plain path: no "." or ".." segment, no empty segment (a
-- leading, trailing or double "/"), no backslash. Otherwise "anuncios/<me>/../<other>/x.png" passes
-- a check that only looks at the first folders (LIKE, storage.foldername) while naming another
-- person's folder. Enforced in the storage policies (through pasta_propria_de_imagens) and on the
-- paths an ad lists.

create function public.caminho_de_imagem_valido(caminho text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select caminho is not null
    and length(caminho) between 1 and 1024
    and position(E'\\' in caminho) = 0
    and not exists (
      select 1 from unnest(string_to_array(caminho, '/')) as segmento where segmento in ('', '.', '..')
    )
$$;

create or replace function public.pasta_propria_de_imagens(caminho text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select public.caminho_de_imagem_valido(caminho)
    and (storage.foldername(caminho))[1] in ('anuncios', 'avatars')
    and (storage.foldername(caminho))[2] = (select auth.uid())::text
$$;

create function public.caminhos_de_imagem_validos(caminhos text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select not exists (select 1 from unnest(caminhos) as caminho where not public.caminho_de_imagem_valido(caminho))
$$;

alter table public.anuncios
  add constraint anuncios_caminhos_de_imagem_validos check (public.caminhos_de_imagem_validos(imagens));
