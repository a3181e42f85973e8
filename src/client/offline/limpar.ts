// Sair on a shared phone: everything the app kept on the device goes — the
// IndexedDB database, the drafts' synchronous copies (diario.ts), the caches (the precached app), the service worker, and
// the drafts older versions kept in localStorage.
import { deleteDB } from 'idb';
import { fechar, NOME_BANCO } from './aparelho';
import { apagarDiario } from './diario';
import { contarPendentes } from './folhas';

/** How many sheets would be lost (sent by no one yet); 0 when the store cannot be read. */
export const pendentesAoSair = () => contarPendentes().catch(() => 0);

export async function limparAparelho() {
  fechar();
  await deleteDB(NOME_BANCO).catch(() => undefined);
  if ('caches' in window) {
    for (const nome of await caches.keys()) await caches.delete(nome);
  }
  if ('serviceWorker' in navigator) {
    for (const reg of await navigator.serviceWorker.getRegistrations()) await reg.unregister();
  }
  apagarDiario();
  for (const k of Object.keys(localStorage))
    if (k.startsWith('estocada:chamada:')) localStorage.removeItem(k);
}
