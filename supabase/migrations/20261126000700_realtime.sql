-- Live updates through Supabase Realtime: the changes of these tables are published to the
-- phones that may read them (Realtime checks each row against the table's RLS as the subscriber).
-- A person's messages and orders, their notifications, and the requests on their trips.
alter publication supabase_realtime add table public.mensagens, public.pedidos, public.notificacoes, public.reservas;
