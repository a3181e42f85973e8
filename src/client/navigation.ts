// Navigation for code outside the route tree (the query cache's "session
// ended" handling). The router registers itself here (router.tsx), so such
// code never imports the router: router -> routes -> (lazy) query-client ->
// router would be an import cycle. Until a router registers, a full page load.
type Navegar = (to: string) => unknown;

let navegar: Navegar = (to) => window.location.assign(to);

export function registrarNavegacao(fn: Navegar) {
  navegar = fn;
}

export function navegarPara(to: string) {
  void navegar(to);
}
