// Negociar com segurança as the screens use it (blocks, reports of messages, ratings, Reservado,
// quick replies): imported from here, not from the offline index, so the pages that load the
// phone's copy (a seller's, a trip's) do not carry it — only the screens that use it.
export * from './negotiation'
