// The session without a network: who last used the app on this device, as the
// server last said (name and whether an administrator). The server still decides
// every access when the network comes back; this only opens the app's screens.
import type { LoginResponse } from '#shared/schemas/login.ts';
import { lerMeta } from './aparelho';
import { marcarSemRede } from './rede';

/** Called when the session check got no answer: the app has no network until a request gets one. */
export async function usuarioDoAparelho(): Promise<LoginResponse | null> {
  marcarSemRede();
  try {
    const usuario = await lerMeta('usuario');
    // Kept only by a session the server let in, so no password change was pending.
    return usuario ? { ...usuario, troca_senha: 0 } : null;
  } catch {
    return null;
  }
}
