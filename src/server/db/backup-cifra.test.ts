// Encrypted backup files: a round trip gives the same bytes; the file shows none of them;
// a wrong key, a changed byte anywhere (header, ciphertext, tag), a cut file, a file of
// another kind are refused with a clear message and leave no decrypted file behind.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cifrarArquivo, decifrarArquivo, ehCifrado, RecusaDoBackup } from './backup-cifra';

const CHAVE = 'uma frase longa que so o clube conhece';
let dir: string;
let claro: string;
let conteudo: Buffer;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'estocada-cifra-'));
  claro = join(dir, 'claro.db');
  // Some megabytes with a recognisable text inside, like a database with a CPF in it.
  conteudo = Buffer.concat([
    Buffer.from('SQLite format 3\0 cpf 123.456.789-09 '),
    randomBytes(3 * 1024 * 1024 + 17),
  ]);
  writeFileSync(claro, conteudo);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function cifrado() {
  const arquivo = join(dir, 'copia.db.enc');
  await cifrarArquivo(claro, arquivo, CHAVE);
  return arquivo;
}

describe('backup-cifra', () => {
  it('round trip: the same bytes back; the encrypted file holds none of the text', async () => {
    const arquivo = await cifrado();
    const bytes = readFileSync(arquivo);
    expect(bytes.subarray(0, 7).toString('latin1')).toBe('ESTOCBK');
    expect(bytes.includes(Buffer.from('SQLite format 3'))).toBe(false);
    expect(bytes.includes(Buffer.from('123.456.789-09'))).toBe(false);
    expect(await ehCifrado(arquivo)).toBe(true);
    expect(await ehCifrado(claro)).toBe(false);
    const volta = join(dir, 'volta.db');
    await decifrarArquivo(arquivo, volta, CHAVE);
    expect(readFileSync(volta).equals(conteudo)).toBe(true);
    // A new salt and IV each time: the same file never encrypts the same way twice.
    const outro = join(dir, 'outro.enc');
    await cifrarArquivo(claro, outro, CHAVE);
    expect(readFileSync(outro).subarray(8, 36).equals(bytes.subarray(8, 36))).toBe(false);
  });

  it('a wrong key is refused with its own message; nothing decrypted is left', async () => {
    const arquivo = await cifrado();
    const volta = join(dir, 'volta.db');
    const erro = await decifrarArquivo(arquivo, volta, 'outra frase qualquer de dezesseis').catch((e) => e);
    expect(erro).toBeInstanceOf(RecusaDoBackup);
    expect(erro.message).toMatch(/BACKUP_KEY não é a chave/);
    expect(existsSync(volta)).toBe(false);
  });

  it('a changed byte anywhere, a cut file or another kind of file is refused', async () => {
    const arquivo = await cifrado();
    const original = readFileSync(arquivo);
    const tamanho = original.length;
    // In the salt (the check then fails as a wrong key would), the IV, the tag, the ciphertext's start and end.
    for (const pos of [10, 26, 70, 84, 85, 4096, tamanho - 1]) {
      const mexido = Buffer.from(original);
      mexido[pos] ^= 0x01;
      writeFileSync(arquivo, mexido);
      const volta = join(dir, `volta-${pos}.db`);
      const erro = await decifrarArquivo(arquivo, volta, CHAVE).catch((e) => e);
      expect(erro, `byte ${pos}`).toBeInstanceOf(RecusaDoBackup);
      expect(existsSync(volta)).toBe(false);
    }
    writeFileSync(arquivo, original.subarray(0, tamanho - 1000));
    expect(await decifrarArquivo(arquivo, join(dir, 'cortado.db'), CHAVE).catch((e) => e)).toBeInstanceOf(
      RecusaDoBackup,
    );
    writeFileSync(arquivo, original.subarray(0, 50));
    expect(await decifrarArquivo(arquivo, join(dir, 'curto.db'), CHAVE).catch((e) => e)).toBeInstanceOf(
      RecusaDoBackup,
    );
    const erro = await decifrarArquivo(claro, join(dir, 'x.db'), CHAVE).catch((e) => e);
    expect(erro.message).toMatch(/não é um backup cifrado/);
  });
});
