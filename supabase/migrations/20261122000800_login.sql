-- Support for the `login` edge function (service role only): resolving an identifier (e-mail,
-- phone or username) to the credentials Supabase Auth knows, and counting failed attempts to
-- slow down guessing. Nothing here is reachable with the anon or authenticated keys.

create table public.tentativas_login (
  id bigint generated always as identity primary key,
  chave text not null,
  criado_em timestamptz not null default now()
);

create index tentativas_login_recentes on public.tentativas_login (chave, criado_em desc);

alter table public.tentativas_login enable row level security;
revoke all on public.tentativas_login from anon, authenticated;

create function public.resolver_identificador_login(identificador text)
returns table (user_id uuid, email text, phone text, status text)
language sql
stable
security definer
set search_path = ''
as $$
  select au.id, au.email, au.phone, u.status
  from public.usuarios u
  join auth.users au on au.id = u.id
  where lower(u.username) = lower(btrim(identificador))
     or lower(au.email) = lower(btrim(identificador))
     or (public.somente_digitos(identificador) is not null
         and u.telefone = right(public.somente_digitos(identificador), 11)
         and length(public.somente_digitos(identificador)) between 10 and 13)
  order by u.created_at
  limit 3
$$;

create function public.registrar_falha_login(chave text)
returns integer
language sql
security definer
set search_path = ''
as $$
  delete from public.tentativas_login where criado_em < now() - interval '1 day';
  insert into public.tentativas_login (chave) values (lower(btrim(chave)));
  select count(*)::integer from public.tentativas_login t
  where t.chave = lower(btrim(registrar_falha_login.chave))
    and t.criado_em > now() - interval '15 minutes';
$$;

create function public.contar_falhas_login(chave text)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.tentativas_login t
  where t.chave = lower(btrim(contar_falhas_login.chave))
    and t.criado_em > now() - interval '15 minutes'
$$;

create function public.limpar_falhas_login(chave text)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.tentativas_login t where t.chave = lower(btrim(limpar_falhas_login.chave))
$$;

revoke execute on function public.resolver_identificador_login(text) from public, anon, authenticated;
revoke execute on function public.registrar_falha_login(text) from public, anon, authenticated;
revoke execute on function public.contar_falhas_login(text) from public, anon, authenticated;
revoke execute on function public.limpar_falhas_login(text) from public, anon, authenticated;
grant execute on function public.resolver_identificador_login(text) to service_role;
grant execute on function public.registrar_falha_login(text) to service_role;
grant execute on function public.contar_falhas_login(text) to service_role;
grant execute on function public.limpar_falhas_login(text) to service_role;
