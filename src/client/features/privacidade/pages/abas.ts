// The tabs of /lgpd kept by this area, as one lazy part: the route table (in the login
// page's bundle) then carries one import for all of them.
export { default as ClubePage } from './clube-page';
export { default as DocumentosAba } from './documentos-aba';
export { default as IncidentesAba } from './incidentes-aba';
export { default as PedidosAba } from './pedidos-aba';
