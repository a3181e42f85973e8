// The logged-in user as the client knows it. The server decides every access;
// this only drives navigation and what the screens show.
import type { LoginInput, LoginResponse } from '#shared/schemas/login.ts';
import { ApiError, api } from './api';

function remember(user: LoginResponse | null) {
  // The flag is kept as the strings 'true'/'false' (docs/product/data.md).
  if (user) localStorage.setItem('isAdm', user.adm === 1 ? 'true' : 'false');
  else localStorage.removeItem('isAdm');
}

export async function login(input: LoginInput): Promise<LoginResponse> {
  const user = await api<LoginResponse>('POST', '/login', input);
  remember(user);
  return user;
}

/**
 * POST /login without a body: who is logged in, or null. Without a network, the
 * user this device last saw (the app then opens from the device's store: the
 * chamada offline); the offline module is loaded only then, never for the login page.
 */
async function checkSession(): Promise<LoginResponse | null> {
  try {
    const user = await api<LoginResponse>('POST', '/login');
    remember(user);
    return user;
  } catch (e) {
    if (!(e instanceof ApiError) && talvezLogado()) {
      const { usuarioDoAparelho } = await import('./offline/sessao');
      const user = await usuarioDoAparelho();
      if (user) return user;
    }
    remember(null);
    return null;
  }
}

export async function logout(): Promise<void> {
  await api('GET', '/sair').catch(() => undefined);
  remember(null);
}

let checked: Promise<LoginResponse | null> | null = null;
/** One session check per app load, shared by the parallel route loaders; reset at login/logout. */
export const sessionOnce = () => {
  checked ??= checkSession();
  return checked;
};
export const forgetSession = () => {
  checked = null;
};

export const isAdmCached = () => localStorage.getItem('isAdm') === 'true';

/** Whether this browser was logged in when last seen (the cached flag exists): worth a session check. */
export const talvezLogado = () => localStorage.getItem('isAdm') !== null;
