-- Support for the `cadastro` edge function (service role only): which of the sign-up's unique
-- fields is already taken, in the order the form shows them. Only the field's name is returned,
-- never whose account it is.

create function public.dados_de_cadastro_em_uso(
  p_username text,
  p_email text,
  p_cpf text,
  p_telefone text
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

revoke execute on function public.dados_de_cadastro_em_uso(text, text, text, text) from public, anon, authenticated;
grant execute on function public.dados_de_cadastro_em_uso(text, text, text, text) to service_role;
