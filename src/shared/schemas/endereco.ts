import { cep, texto, z } from './fields';

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
