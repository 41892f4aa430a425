-- An ad's spoken description (issue 52): its seller records up to a minute, heard on the ad's page by
-- everyone, visitors included. The file lives in the public bucket `descricoes-em-audio` at
-- <seller>/<ad>/<file>.webm (Opus, Chrome) or .m4a (AAC, Safari), with the voice notes' limits:
-- 1 MB, those two types, at most 4 KB for each second of audio. Only its seller writes there, while
-- active; admins may remove one (they moderate what is public).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('descricoes-em-audio', 'descricoes-em-audio', true, 1048576, array['audio/webm', 'audio/mp4'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

alter table public.anuncios
  add column audio_caminho text,
  add column audio_duracao_ms integer,
  add constraint anuncios_descricao_em_audio check (
    (audio_caminho is null) = (audio_duracao_ms is null)
    and (audio_duracao_ms is null or audio_duracao_ms between 1000 and 60000)
    and (audio_caminho is null
         or audio_caminho ~ ('^' || user_id || '/' || id || '/[0-9a-f-]{36}\.(webm|m4a)$'))
  );

grant insert (audio_caminho, audio_duracao_ms) on public.anuncios to authenticated;
grant update (audio_caminho, audio_duracao_ms) on public.anuncios to authenticated;

-- A new description must already be stored at its path and weigh at most 4 KB a second.
create function public.conferir_descricao_em_audio()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  bytes integer;
begin
  if new.audio_caminho is null or new.audio_caminho is not distinct from (case when tg_op = 'UPDATE' then old.audio_caminho end) then
    return new;
  end if;
  if new.audio_duracao_ms is null or new.audio_duracao_ms not between 1000 and 60000 then
    perform interno.recusar('A descrição em áudio deve ter de 1 segundo a 1 minuto.', 'Grave novamente.');
  end if;
  select (o.metadata ->> 'size')::integer into bytes
  from storage.objects o
  where o.bucket_id = 'descricoes-em-audio' and o.name = new.audio_caminho;
  if not found then
    perform interno.recusar('A descrição em áudio deste anúncio não foi enviada.', 'Tente salvar novamente.');
  end if;
  if bytes > 4096 * new.audio_duracao_ms / 1000 then
    perform interno.recusar('A descrição em áudio está maior que o permitido para a sua duração.', 'Grave novamente pelo aplicativo.');
  end if;
  return new;
end
$$;

revoke execute on function public.conferir_descricao_em_audio() from public, anon, authenticated;

create trigger conferir_descricao_em_audio
  before insert or update of audio_caminho, audio_duracao_ms on public.anuncios
  for each row execute function public.conferir_descricao_em_audio();

create function interno.pasta_propria_de_descricoes(caminho text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select (storage.foldername(caminho))[1] = (select auth.uid())::text and (select interno.usuario_ativo())
$$;

revoke execute on function interno.pasta_propria_de_descricoes(text) from public;
grant execute on function interno.pasta_propria_de_descricoes(text) to authenticated;

-- Everyone hears it through the public address; the API's reads (and an upload's retry) are the
-- seller's own, or an admin's.
create policy "usuario ativo le a propria descricao em audio" on storage.objects
  for select to authenticated
  using (bucket_id = 'descricoes-em-audio' and (interno.pasta_propria_de_descricoes(name) or (select interno.eh_admin())));

create policy "usuario ativo grava descricao em audio na propria pasta" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'descricoes-em-audio' and interno.pasta_propria_de_descricoes(name));

create policy "usuario ativo substitui descricao em audio na propria pasta" on storage.objects
  for update to authenticated
  using (bucket_id = 'descricoes-em-audio' and interno.pasta_propria_de_descricoes(name))
  with check (bucket_id = 'descricoes-em-audio' and interno.pasta_propria_de_descricoes(name));

create policy "usuario ativo ou admin remove descricao em audio" on storage.objects
  for delete to authenticated
  using (bucket_id = 'descricoes-em-audio' and (interno.pasta_propria_de_descricoes(name) or (select interno.eh_admin())));
