import * as v from 'valibot'
import type { OutboxKind } from './store/outbox-item'

// What each kind of change must carry for this build to send it, checked before it is sent: an
// item an older or newer build left on the phone (an update with changes still queued) that this
// one cannot read is refused with its reason at once, never retried forever. Only the fields
// a sender reads are checked (`object` ignores the others), the rest the database checks; and only
// valibot's functions the forms use already (they share one chunk with the first screens).

const id = v.pipe(v.string(), v.minLength(1))
const row = v.object({ id })
const paths = v.optional(v.array(v.string()))
const pickupPoint = v.object({ id, nome: v.string(), local: v.string(), cidade: v.string(), uf: v.string(), quando: v.string() })

export const PAYLOAD_SCHEMAS: { [K in OutboxKind]: v.GenericSchema } = {
  publicarAnuncio: v.object({ anuncio: row, imagens: paths }),
  editarAnuncio: v.object({
    id,
    campos: v.object({}),
    imagens: paths,
    novas: paths,
    removidas: paths,
    antes: v.optional(v.object({})),
    manterOMeu: v.optional(v.boolean()),
  }),
  alterarStatusDoAnuncio: v.object({ id, status: v.string() }),
  excluirAnuncio: v.object({ id, imagens: paths, audio_caminho: v.optional(v.nullable(v.string())) }),
  criarAlerta: v.object({ id }),
  pausarAlerta: v.object({ id, pausado: v.boolean() }),
  excluirAlerta: v.object({ id }),
  criarPontoDeRetirada: pickupPoint,
  editarPontoDeRetirada: pickupPoint,
  excluirPontoDeRetirada: v.object({ id }),
  enviarMensagem: v.object({ mensagem: row }),
  fazerPedido: v.object({ pedido: row }),
  alterarStatusDoPedido: v.object({ id, status: v.string(), valor: v.optional(v.number()) }),
  alterarPagamentoDoPedido: v.object({ id, pagamento: v.string() }),
  marcarConversaLida: v.object({ anuncio_id: id, comprador_id: id }),
  marcarNotificacaoLida: v.object({ id, lida_em: v.string() }),
  marcarTodasComoLidas: v.object({ ate: v.string(), lida_em: v.string() }),
  esquecerAssinaturaPush: v.object({ endpoint: v.string(), auth: v.string() }),
  salvarChavePix: v.object({ user_id: id, tipo: v.string(), chave: v.string() }),
  removerChavePix: v.object({ user_id: id }),
  comentar: v.object({ comentario: row }),
  favoritar: v.object({ anuncio_id: id }),
  desfavoritar: v.object({ anuncio_id: id }),
  oferecerViagem: v.object({ viagem: v.object({ id, paradas: v.array(v.object({})) }) }),
  alterarStatusDaViagem: v.object({ id, status: v.string() }),
  reservarEspaco: v.object({ reserva: row }),
  alterarStatusDaReserva: v.object({ id, status: v.string() }),
  renovarAnuncio: v.object({ id }),
  denunciarAnuncio: v.object({ denuncia: row }),
  ocultarAnuncio: v.object({ id, motivo: v.string() }),
  descartarDenuncias: v.object({ id }),
  bloquearPessoa: v.object({ bloqueado_id: id }),
  desbloquearPessoa: v.object({ bloqueado_id: id }),
  denunciarMensagem: v.object({ denuncia: v.object({ id, mensagem_id: id, motivo: v.string() }) }),
  decidirDenunciaMensagem: v.object({ id, decisao: v.string() }),
  avaliarPedido: v.object({ avaliacao: v.object({ id, pedido_id: id, nota: v.number() }) }),
  responderAvaliacao: v.object({ id, resposta: v.string() }),
  reservarAnuncio: v.object({ id, reservar: v.boolean() }),
  criarRespostaRapida: v.object({ id, texto: v.string() }),
  excluirRespostaRapida: v.object({ id }),
}

/** Whether this build knows how to send a kind of change (one another build left queued may not be). */
export const isKnownKind = (kind: string): kind is OutboxKind => Object.hasOwn(PAYLOAD_SCHEMAS, kind)
