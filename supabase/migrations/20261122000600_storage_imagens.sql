-- Bucket `imagens`: public read (ad photos and avatars are shown to visitors), 5 MB per file,
-- JPEG/PNG/WebP only. Each user writes and deletes only under anuncios/<id>/ and avatars/<id>/.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('imagens', 'imagens', true, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

create function public.pasta_propria_de_imagens(caminho text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select (storage.foldername(caminho))[1] in ('anuncios', 'avatars')
    and (storage.foldername(caminho))[2] = (select auth.uid())::text
$$;

create policy "usuario ativo le a propria pasta" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'imagens'
    and ((public.pasta_propria_de_imagens(name) and (select public.usuario_ativo()))
         or (select public.eh_admin()))
  );

create policy "usuario ativo envia para a propria pasta" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'imagens'
    and public.pasta_propria_de_imagens(name)
    and (select public.usuario_ativo())
  );

create policy "usuario ativo substitui na propria pasta" on storage.objects
  for update to authenticated
  using (bucket_id = 'imagens' and public.pasta_propria_de_imagens(name) and (select public.usuario_ativo()))
  with check (bucket_id = 'imagens' and public.pasta_propria_de_imagens(name) and (select public.usuario_ativo()));

create policy "usuario ativo ou admin remove" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'imagens'
    and ((public.pasta_propria_de_imagens(name) and (select public.usuario_ativo()))
         or (select public.eh_admin()))
  );
