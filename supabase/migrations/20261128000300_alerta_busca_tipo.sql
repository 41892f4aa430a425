-- Alertas de busca (issue 54): the notification kind, in its own migration because a new enum
-- value may be used only once the transaction that added it has committed (the next migration's
-- push preference uses it).
alter type public.tipo_de_notificacao add value if not exists 'alerta_busca';
