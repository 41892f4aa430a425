-- The arguments of dados_de_cadastro_em_uso are optional (default null): the functions leave out
-- what they do not check, and the generated database types (npm run gen:types) say so.

create or replace function public.dados_de_cadastro_em_uso(
  p_username text default null,
  p_email text default null,
  p_cpf text default null,
  p_telefone text default null
)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select array_remove(array[
    case when exists (select 1 from public.usuarios where lower(username) = lower(btrim(p_username))) then 'username' end,
    case when p_email is not null and exists (select 1 from auth.users where lower(email) = lower(btrim(p_email))) then 'email' end,
    case when p_cpf is not null and exists (select 1 from public.usuarios where cpf = p_cpf) then 'cpf' end,
    case when p_telefone is not null and exists (select 1 from auth.users where phone = '55' || p_telefone) then 'telefone' end
  ], null)
$$;
