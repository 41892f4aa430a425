-- Devices that receive the orders' notifications also receive the two payment kinds of the
-- previous migration (a new enum value is usable only once the migration that added it is committed).
update public.assinaturas_push
set tipos = tipos || array['pagamento_informado', 'pago']::public.tipo_de_notificacao[]
where 'pedido_status' = any (tipos) and not 'pago' = any (tipos);
