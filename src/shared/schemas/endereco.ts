import { cep, texto, textoOpcional, z } from './fields';
import { idInt, idSalvo } from './resposta';

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

export const enderecoInput = z.object({
  cep,
  estado: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(UFS, { error: 'UF inválida.' })),
  cidade: texto(100),
  bairro: texto(100),
  rua: texto(150),
  numero: texto(10),
});
export type EnderecoInput = z.infer<typeof enderecoInput>;

/**
 * POST/PUT /api/endereco{/id} (docs/compatibility.md). The original teacher form has no number
 * field and sends `numero: null`, so here the number may be missing (stored empty); the wizards'
 * and our forms' addresses (enderecoInput) still require it (docs/product/validation.md).
 */
export const enderecoAvulsoInput = enderecoInput.extend({
  numero: textoOpcional(10).transform((v) => v ?? ''),
});

/** An address as the server answers it (GET /api/endereco{/id}, inside a teacher or unit). */
export const endereco = z.object({
  id_endereco: idInt,
  cep: z.string(),
  estado: z.string(),
  cidade: z.string(),
  bairro: z.string(),
  rua: z.string(),
  numero: z.string(),
});
export type Endereco = z.infer<typeof endereco>;

/** POST/PUT /api/endereco{/id} */
export const enderecoSalvo = idSalvo('id_endereco');

/** GET /api/cep/{cep}: the address a postal code names (empty strings where the service had none). */
export const cepInfo = z.object({
  cep: z.string(),
  rua: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
});
export type CepInfo = z.infer<typeof cepInfo>;
