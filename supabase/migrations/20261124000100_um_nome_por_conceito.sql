-- One name per concept (docs/glossary.md): every table says `created_at`, and a profile's state is
-- `uf` as on ads. The public name of a person (display name, else username) is computed in one
-- place, and a new name now reaches the person's comments as it already reached their ads.

-- created_at everywhere ----------------------------------------------------------------------

alter table public.comentarios rename column criado_em to created_at;
alter index public.comentarios_do_anuncio rename to comentarios_do_anuncio_recentes;
alter table public.tentativas_login rename column criado_em to created_at;
alter table public.limites_de_envio rename column criado_em to created_at;

-- usuarios.uf, as anuncios.uf ----------------------------------------------------------------

alter table public.usuarios rename column estado to uf;
alter table public.usuarios rename constraint usuarios_estado_valido to usuarios_uf_valida;
alter table public.usuarios_publicos rename column estado to uf;

-- The public name, in one place --------------------------------------------------------------

create function interno.nome_publico(display_name text, username text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(nullif(btrim(display_name), ''), username)
$$;

revoke execute on function interno.nome_publico(text, text) from public;

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
  select interno.nome_publico(u.display_name, u.username) into new.user_name
  from public.usuarios u where u.id = new.user_id;
  new.created_at := now();
  return new;
end
$$;

create or replace function public.recalcular_avaliacao(anuncio uuid)
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
      order by c.user_id, c.created_at desc, c.id desc
    ) as ultima
  )
  where a.id = anuncio
$$;

create or replace function public.preparar_anuncio()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.user_id is distinct from old.user_id then
    select interno.nome_publico(u.display_name, u.username) into new.user_name
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

create or replace function public.propagar_nome_do_usuario()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.anuncios
  set user_name = interno.nome_publico(new.display_name, new.username)
  where user_id = new.id;
  update public.comentarios
  set user_name = interno.nome_publico(new.display_name, new.username)
  where user_id = new.id;
  return new;
end
$$;

create or replace function public.publicar_perfil_de_usuario()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'ativo' then
    insert into public.usuarios_publicos
      (id, username, display_name, cidade, uf, avatar_path, descricao, links_sociais, created_at)
    values
      (new.id, new.username, new.display_name, new.cidade, new.uf, new.avatar_path, new.descricao,
       coalesce(new.links_sociais, '[]'::jsonb), new.created_at)
    on conflict (id) do update set
      username = excluded.username,
      display_name = excluded.display_name,
      cidade = excluded.cidade,
      uf = excluded.uf,
      avatar_path = excluded.avatar_path,
      descricao = excluded.descricao,
      links_sociais = excluded.links_sociais,
      created_at = excluded.created_at;
  else
    delete from public.usuarios_publicos where id = new.id;
  end if;
  return null;
end
$$;

-- Comments written before a rename carry the name of their day.
update public.comentarios c
set user_name = interno.nome_publico(u.display_name, u.username)
from public.usuarios u
where u.id = c.user_id and c.user_name is distinct from interno.nome_publico(u.display_name, u.username);

-- The send limits' and the login throttle's functions, on the renamed column ----------------

create or replace function public.registrar_falha_login(chave text)
returns integer
language sql
security definer
set search_path = ''
as $$
  delete from public.tentativas_login where created_at < now() - interval '1 day';
  insert into public.tentativas_login (chave) values (lower(btrim(chave)));
  select count(*)::integer from public.tentativas_login t
  where t.chave = lower(btrim(registrar_falha_login.chave))
    and t.created_at > now() - interval '15 minutes';
$$;

create or replace function public.contar_falhas_login(chave text)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.tentativas_login t
  where t.chave = lower(btrim(contar_falhas_login.chave))
    and t.created_at > now() - interval '15 minutes'
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
