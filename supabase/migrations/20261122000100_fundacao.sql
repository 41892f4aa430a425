-- Campo Solidário: extensions and small pure helpers used by the tables and their checks.
-- Supabase keeps extensions in the `extensions` schema; we qualify every call so the helpers
-- work with an empty search_path.

create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- unaccent() is only STABLE (its dictionary could change); we pin the dictionary and declare the
-- wrapper IMMUTABLE so it can feed a generated column and an index. Accent- and case-insensitive.
create function public.normalizar_busca(texto text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(texto, '')))
$$;

create function public.somente_digitos(texto text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select nullif(regexp_replace(coalesce(texto, ''), '\D', '', 'g'), '')
$$;

-- CPF: 11 digits, not all equal, both check digits right (Receita Federal's modulo-11 rule).
create function public.cpf_valido(cpf text)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  d int[];
  soma int;
  dv int;
begin
  if cpf is null or cpf !~ '^\d{11}$' or cpf ~ '^(\d)\1{10}$' then
    return false;
  end if;
  d := array(select substr(cpf, i, 1)::int from generate_series(1, 11) as i);
  soma := 0;
  for i in 1..9 loop
    soma := soma + d[i] * (11 - i);
  end loop;
  dv := case when soma % 11 < 2 then 0 else 11 - soma % 11 end;
  if dv <> d[10] then
    return false;
  end if;
  soma := 0;
  for i in 1..10 loop
    soma := soma + d[i] * (12 - i);
  end loop;
  dv := case when soma % 11 < 2 then 0 else 11 - soma % 11 end;
  return dv = d[11];
end
$$;

create function public.uf_valida(uf text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select uf = any (array[
    'AC','AL','AP','AM','BA','CE','DF','ES','GO','MA','MT','MS','MG','PA',
    'PB','PR','PE','PI','RJ','RN','RS','RO','RR','SC','SP','SE','TO'
  ])
$$;

create function public.email_valido(email text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 254
$$;

create function public.definir_atualizado_em()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
