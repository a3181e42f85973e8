// The tabs of /lgpd kept by this area, as one lazy part: the route table (in the login
// page's bundle) then carries one import for all of them.
export { default as AcessosAba } from './acessos-aba';
export { default as RetencaoAba } from './retencao-aba';
