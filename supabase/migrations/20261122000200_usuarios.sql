-- Profiles. Credentials live only in auth.users (bcrypt, managed by Supabase Auth): there is no
-- password column here. A row is created by a trigger when an auth user is created.
-- CPF, telefone and e-mail are personal data (LGPD): the table is readable only by its owner and
-- by admins; the public part is exposed through the view `usuarios_publicos`.

create table public.usuarios (
  id uuid primary key references auth.users (id) on delete cascade,
  username text not null,
  display_name text,
  nome_proprio text,
  apelido text,
  -- Mirror of auth.users.email, kept by a trigger; not editable here.
  email text,
  -- Digits only (DDD + number), so searching and the login by phone compare one format.
  telefone text,
  whatsapp boolean not null default true,
  -- Digits only; nullable because admins may create accounts without one.
  cpf text,
  endereco text,
  cidade text,
  estado text,
  cep text,
  descricao text,
  -- Path inside the `imagens` bucket (avatars/<id>/…), not a URL: the app builds the URL.
  avatar_path text,
  links_sociais jsonb not null default '{}'::jsonb,
  receber_emails boolean not null default true,
  role text not null default 'user',
  status text not null default 'ativo',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint usuarios_username_formato check (username ~ '^[A-Za-z0-9._-]{3,30}$'),
  constraint usuarios_display_name_tamanho check (length(display_name) <= 80),
  constraint usuarios_nome_proprio_tamanho check (length(nome_proprio) <= 80),
  constraint usuarios_apelido_tamanho check (length(apelido) <= 40),
  constraint usuarios_telefone_formato check (telefone ~ '^\d{10,11}$'),
  constraint usuarios_cpf_valido check (cpf is null or public.cpf_valido(cpf)),
  constraint usuarios_endereco_tamanho check (length(endereco) <= 200),
  constraint usuarios_cidade_tamanho check (length(cidade) <= 80),
  constraint usuarios_estado_valido check (public.uf_valida(estado)),
  constraint usuarios_cep_formato check (cep ~ '^\d{8}$'),
  constraint usuarios_descricao_tamanho check (length(descricao) <= 1000),
  constraint usuarios_avatar_no_proprio_diretorio
    check (avatar_path like 'avatars/' || id::text || '/%'),
  constraint usuarios_role_valido check (role in ('user', 'admin')),
  constraint usuarios_status_valido check (status in ('ativo', 'inativo', 'bloqueado'))
);

create unique index usuarios_username_unico on public.usuarios (lower(username));
create unique index usuarios_cpf_unico on public.usuarios (cpf);
create index usuarios_email_idx on public.usuarios (lower(email));
create index usuarios_telefone_idx on public.usuarios (telefone);
create index usuarios_criado_idx on public.usuarios (created_at desc);

-- Social links: only the seven known networks, each an http(s) URL.
create function public.links_sociais_validos(links jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(links) = 'object'
    and not exists (
      select 1
      from jsonb_each(links) as l (rede, url)
      where rede not in ('facebook', 'twitter', 'instagram', 'youtube', 'linkedin', 'tiktok', 'telegram')
        or jsonb_typeof(url) <> 'string'
        or (url #>> '{}') !~ '^https?://[^\s]+$'
        or length(url #>> '{}') > 300
    )
$$;
alter table public.usuarios
  add constraint usuarios_links_sociais_validos check (public.links_sociais_validos(links_sociais));

-- Who is asking. SECURITY DEFINER so the policies that call them do not recurse into the
-- policies of `usuarios` itself.
create function public.eh_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.usuarios
    where id = auth.uid() and role = 'admin' and status = 'ativo'
  )
$$;

create function public.usuario_ativo()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.usuarios where id = auth.uid() and status = 'ativo')
$$;

-- New auth user → profile, from the sign-up metadata (username, display_name, telefone, cpf).
create function public.criar_perfil_de_usuario()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  telefone_auth text := public.somente_digitos(new.phone);
begin
  if telefone_auth is not null and length(telefone_auth) > 11 and telefone_auth like '55%' then
    telefone_auth := substr(telefone_auth, 3);
  end if;
  insert into public.usuarios (id, username, display_name, email, telefone, cpf)
  values (
    new.id,
    coalesce(
      nullif(btrim(meta ->> 'username'), ''),
      'usuario_' || substr(replace(new.id::text, '-', ''), 1, 10)
    ),
    nullif(btrim(meta ->> 'display_name'), ''),
    new.email,
    coalesce(public.somente_digitos(meta ->> 'telefone'), telefone_auth),
    public.somente_digitos(meta ->> 'cpf')
  );
  return new;
end
$$;

create trigger ao_criar_usuario_auth
  after insert on auth.users
  for each row execute function public.criar_perfil_de_usuario();

create function public.espelhar_email_do_auth()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.usuarios set email = new.email where id = new.id;
  return new;
end
$$;

create trigger ao_alterar_email_auth
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.espelhar_email_do_auth();

-- What an API caller may change. Runs as the caller (SECURITY INVOKER), so `current_user` is
-- anon/authenticated for API requests and service_role/postgres for trusted server code.
create function public.proteger_campos_de_usuario()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if new.id is distinct from old.id or new.created_at is distinct from old.created_at then
      raise exception 'Campo não pode ser alterado' using errcode = '42501';
    end if;
    if new.email is distinct from old.email then
      raise exception 'O e-mail é alterado pela autenticação da conta'
        using errcode = '42501';
    end if;
    if new.role is distinct from old.role or new.status is distinct from old.status then
      if not public.eh_admin() then
        raise exception 'Apenas administradores podem alterar o papel ou o status de um usuário'
          using errcode = '42501';
      end if;
      if new.id = auth.uid() then
        raise exception 'Você não pode alterar o seu próprio papel ou status'
          using errcode = '42501';
      end if;
    end if;
  end if;
  new.updated_at := now();
  return new;
end
$$;

create trigger proteger_campos
  before update on public.usuarios
  for each row execute function public.proteger_campos_de_usuario();

alter table public.usuarios enable row level security;

create policy "dono ou admin le o perfil completo" on public.usuarios
  for select to authenticated
  using (id = (select auth.uid()) or (select public.eh_admin()));

create policy "dono ativo ou admin edita o perfil" on public.usuarios
  for update to authenticated
  using ((id = (select auth.uid()) and (select public.usuario_ativo())) or (select public.eh_admin()))
  with check ((id = (select auth.uid()) and (select public.usuario_ativo())) or (select public.eh_admin()));

-- Rows are created by the auth trigger and removed with the auth user (cascade): no API insert
-- or delete. Updates only of the columns a person may edit.
revoke all on public.usuarios from anon, authenticated;
grant select on public.usuarios to authenticated;
grant update (
  username, display_name, nome_proprio, apelido, telefone, whatsapp, cpf, endereco, cidade,
  estado, cep, descricao, avatar_path, links_sociais, receber_emails, role, status
) on public.usuarios to authenticated;

-- The public part of a profile, readable by everyone. The view runs as its owner (no
-- security_invoker) on purpose: it exposes only these columns, of active users only.
create view public.usuarios_publicos as
  select id, username, display_name, cidade, estado, avatar_path, descricao, links_sociais, created_at
  from public.usuarios
  where status = 'ativo';

revoke all on public.usuarios_publicos from anon, authenticated;
grant select on public.usuarios_publicos to anon, authenticated;
