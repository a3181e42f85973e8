// The club's identity (GET|PUT /api/clube): shown on receipts, on the public pages and
// on the privacy notice, so every field here is public by design.
import { cnpj, email, telefone, texto, textoOpcional, z } from './fields';

const opcional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

export const clubeInput = z.object({
  nome: texto(120),
  cnpj: opcional(cnpj),
  email: opcional(email),
  telefone: opcional(telefone),
  cidade: textoOpcional(60),
  encarregado_nome: textoOpcional(120),
  encarregado_email: opcional(email),
});
export type ClubeInput = z.infer<typeof clubeInput>;

export const clubeResponse = z.object({
  nome: z.string(),
  cnpj: z.string().nullable(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  cidade: z.string().nullable(),
  encarregado_nome: z.string().nullable(),
  encarregado_email: z.string().nullable(),
});
export type Clube = z.infer<typeof clubeResponse>;
