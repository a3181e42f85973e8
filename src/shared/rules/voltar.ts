// Where the login sends a person back to: a page that needed a session sends them to
// `/?voltar=<its path>`, and after the login they land there. Only a path of this
// origin is followed (never `//host`, a scheme or a backslash that a browser reads as
// one), so the parameter cannot send anyone elsewhere.

/** The login page's parameter naming the page to go back to. */
export const PARAM_VOLTAR = 'voltar';

/** The login page's address that leads back to `caminho` after the login. */
export const loginVoltandoPara = (caminho: string) => `/?${new URLSearchParams({ [PARAM_VOLTAR]: caminho })}`;

/** The path to go back to, when `valor` is a path of this origin; otherwise null. */
export function destinoDeVolta(valor: string | null | undefined): string | null {
  if (!valor || valor.length > 500) return null;
  if (!valor.startsWith('/') || valor.startsWith('//')) return null;
  // Browsers read `\` as `/` and drop tabs and newlines in URLs: `/\host` is another origin.
  if (/[\\\s]/.test(valor)) return null;
  return valor;
}

/**
 * A page the server answers itself (the API reference under /api/): the browser must load
 * it, the app's router has no route for it.
 */
export const paginaDoServidor = (caminho: string) => caminho.startsWith('/api/');
