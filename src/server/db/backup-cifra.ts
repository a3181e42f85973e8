// Encrypted backup files (npm run backup / restore with BACKUP_KEY; README "Backup and
// restore"): AES-256-GCM from node:crypto, the key derived from BACKUP_KEY with scrypt and
// a random salt per file, so the same BACKUP_KEY never gives the same key twice.
//
// The file: a header, then the ciphertext.
//   magic    8 bytes  "ESTOCBK" + version (1)
//   salt    16 bytes  scrypt's salt
//   iv      12 bytes  GCM's nonce
//   check   32 bytes  HMAC-SHA256 of a fixed label under a second derived key: tells a wrong
//                     BACKUP_KEY from a damaged file before anything is decrypted
//   tag     16 bytes  GCM's authentication tag (written once the ciphertext is done)
// The header's first 68 bytes (magic to check) are GCM's additional data: a changed header
// fails the tag as a changed ciphertext does. Nothing decrypted is used until the tag has
// been verified: decryption writes a temporary file that is deleted on any failure.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

const MAGIA = Buffer.from('ESTOCBK\x01', 'latin1');
const SAL = 16;
const IV = 12;
const CONFERE = 32;
const TAG = 16;
const AAD = MAGIA.length + SAL + IV + CONFERE;
const CABECALHO = AAD + TAG;
/** scrypt's cost: 2^15 × 8 × 128 bytes = 32 MiB of memory, well under a second. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const ROTULO = 'estocada-backup-chave-confere';

/** A refusal the CLI shows as it is (pt-BR): wrong key, damaged or tampered file, not a backup. */
export class RecusaDoBackup extends Error {}

function derivar(segredo: string, sal: Buffer): Promise<{ cifra: Buffer; confere: Buffer }> {
  return new Promise((ok, falha) =>
    scrypt(segredo, sal, 64, SCRYPT, (err, chave) => {
      if (err) return falha(err);
      const confere = createHmac('sha256', chave.subarray(32)).update(ROTULO).digest();
      ok({ cifra: chave.subarray(0, 32), confere });
    }),
  );
}

/** Whether `arquivo` starts as an encrypted backup does (any version). */
export async function ehCifrado(arquivo: string): Promise<boolean> {
  const f = await open(arquivo, 'r');
  try {
    const b = Buffer.alloc(7);
    const { bytesRead } = await f.read(b, 0, 7, 0);
    return bytesRead === 7 && b.equals(MAGIA.subarray(0, 7));
  } finally {
    await f.close();
  }
}

/** Encrypts `origem` into the new file `destino` under `segredo` (BACKUP_KEY). */
export async function cifrarArquivo(origem: string, destino: string, segredo: string): Promise<void> {
  const sal = randomBytes(SAL);
  const iv = randomBytes(IV);
  const { cifra, confere } = await derivar(segredo, sal);
  const cabeca = Buffer.concat([MAGIA, sal, iv, confere]);
  const cipher = createCipheriv('aes-256-gcm', cifra, iv);
  cipher.setAAD(cabeca);
  const saida = createWriteStream(destino, { flags: 'wx', mode: 0o600 });
  saida.write(Buffer.concat([cabeca, Buffer.alloc(TAG)]));
  await pipeline(createReadStream(origem), cipher, saida);
  const f = await open(destino, 'r+');
  try {
    await f.write(cipher.getAuthTag(), 0, TAG, AAD);
    await f.sync();
  } finally {
    await f.close();
  }
}

/**
 * Decrypts `origem` into the new file `destino`; RecusaDoBackup (and no `destino` left)
 * when the key is not the one the backup was made with, or the file was changed.
 */
export async function decifrarArquivo(origem: string, destino: string, segredo: string): Promise<void> {
  const f = await open(origem, 'r');
  const cabeca = Buffer.alloc(CABECALHO);
  try {
    const { bytesRead } = await f.read(cabeca, 0, CABECALHO, 0);
    if (bytesRead < CABECALHO || !cabeca.subarray(0, 7).equals(MAGIA.subarray(0, 7)))
      throw new RecusaDoBackup(`${origem} não é um backup cifrado do Estocada.`);
  } finally {
    await f.close();
  }
  if (cabeca[7] !== MAGIA[7])
    throw new RecusaDoBackup(`${origem} é de uma versão de backup cifrado que esta versão não conhece.`);
  const fim = { sal: MAGIA.length + SAL, iv: MAGIA.length + SAL + IV };
  const sal = cabeca.subarray(MAGIA.length, fim.sal);
  const iv = cabeca.subarray(fim.sal, fim.iv);
  const confereGuardado = cabeca.subarray(fim.iv, AAD);
  const tag = cabeca.subarray(AAD, CABECALHO);
  const { cifra, confere } = await derivar(segredo, sal);
  if (!timingSafeEqual(confere, confereGuardado))
    throw new RecusaDoBackup(
      'BACKUP_KEY não é a chave com que este backup foi feito: nada foi restaurado. Use a chave guardada daquele backup.',
    );
  const decipher = createDecipheriv('aes-256-gcm', cifra, iv);
  decipher.setAAD(cabeca.subarray(0, AAD));
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      createReadStream(origem, { start: CABECALHO }),
      decipher,
      createWriteStream(destino, { flags: 'wx', mode: 0o600 }),
    );
  } catch (err) {
    if ((err as { code?: string }).code === 'EEXIST') throw err; // someone else's file: left alone
    await rm(destino, { force: true });
    throw new RecusaDoBackup(
      `${origem} foi alterado ou está danificado (a verificação de autenticidade falhou): nada foi restaurado.`,
    );
  }
}
