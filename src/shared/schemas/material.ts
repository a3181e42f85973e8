// The club's armory: items, loans and returns (docs/product/material.md). One schema per
// request, checked by the route and by the form, and the answers the client reads.

import { MSG_MATERIAL as M } from '#shared/messages/material.ts';
import { ARMAS } from '#shared/rules/esgrima.ts';
import { dataIso, id, texto, textoLivre, textoOpcional, z, zeroUmEntrada } from './fields';
import { paginaCursor, paginaCursorQueryCom } from './lista';
import { idInt } from './resposta';

export const TIPOS_MATERIAL = [
  'mascara',
  'jaqueta',
  'plastron',
  'luva',
  'calca',
  'arma',
  'fio_de_corpo',
  'outro',
] as const;
export type TipoMaterial = (typeof TIPOS_MATERIAL)[number];
export const ESTADOS_MATERIAL = ['bom', 'reparo', 'baixado'] as const;
export type EstadoMaterial = (typeof ESTADOS_MATERIAL)[number];

/** The types that name a weapon: blades (which must) and body wires (which may). */
export const TIPOS_COM_ARMA: readonly TipoMaterial[] = ['arma', 'fio_de_corpo'];

const tipo = z.enum(TIPOS_MATERIAL, { error: M.tipoInvalido });
const arma = z.enum(ARMAS, { error: M.armaInvalida });
const estado = z.enum(ESTADOS_MATERIAL, { error: M.estadoInvalido });

/** POST /api/material and PUT /api/material/{id}: an item. */
export const materialInput = z
  .object({
    tipo,
    /** Only for blades (required) and body wires; '' or null: none. */
    arma: z.preprocess((v) => (v === '' ? null : v), arma.nullish()),
    tamanho: textoOpcional(20),
    codigo: texto(30),
    estado: estado.default('bom'),
    observacao: textoLivre(500),
  })
  .superRefine((v, ctx) => {
    if (v.arma && !TIPOS_COM_ARMA.includes(v.tipo))
      ctx.addIssue({ code: 'custom', path: ['arma'], message: M.armaSoDeLaminaOuFio });
    if (v.tipo === 'arma' && !v.arma)
      ctx.addIssue({ code: 'custom', path: ['arma'], message: M.armaObrigatoria });
  });
export type MaterialInput = z.output<typeof materialInput>;

/** POST /api/material/{id}/emprestimo: to whom, and the day it is due back (YYYY-MM-DD). */
export const emprestimoInput = z.object({ id_aluno: id, devolver_ate: dataIso });
export type EmprestimoInput = z.infer<typeof emprestimoInput>;

/** POST /api/material/{id}/devolucao: the item's condition as it comes back. */
export const devolucaoInput = z.object({ estado });
export type DevolucaoInput = z.infer<typeof devolucaoInput>;

/** GET /api/material?tipo=&disponivel=&q=&pageSize=&after= */
export const materialQuery = paginaCursorQueryCom({
  tipo: tipo.optional(),
  /** 1: available to lend now (in good condition, not out); 0: out on loan. */
  disponivel: zeroUmEntrada.optional(),
});
export type MaterialQuery = z.output<typeof materialQuery>;

const itemCampos = {
  id_material: idInt,
  tipo,
  arma: arma.nullable(),
  tamanho: z.string().nullable(),
  codigo: z.string(),
  estado,
};

/** An item of the list: the item and, while it is out, the loan (who and until when). */
const materialItem = z.object({
  ...itemCampos,
  observacao: z.string().nullable(),
  emprestimo: z
    .object({
      id_emprestimo: idInt,
      id_aluno: idInt,
      nome_aluno: z.string(),
      /** YYYY-MM-DD */
      devolver_ate: z.string(),
    })
    .nullable(),
});
export type MaterialItem = z.infer<typeof materialItem>;
export const materialPagina = paginaCursor(materialItem);

export const materialCriado = z.object({ id_material: idInt });
export const emprestimoCriado = z.object({ id_emprestimo: idInt, message: z.string() });
export const devolucaoFeita = z.object({ message: z.string() });

/** GET /api/material/{id}: the item and its loans, newest first (instants as ISO 8601). */
export const materialDetalhe = z.object({
  item: materialItem,
  historico: z.array(
    z.object({
      id_emprestimo: idInt,
      id_aluno: idInt,
      nome_aluno: z.string(),
      emprestado_em: z.string(),
      emprestado_por: z.string().nullable(),
      devolver_ate: z.string(),
      devolvido_em: z.string().nullable(),
      recebido_por: z.string().nullable(),
      estado_devolucao: estado.nullable(),
    }),
  ),
});
export type MaterialDetalhe = z.infer<typeof materialDetalhe>;

/** GET /api/material/atrasados: open loans past their day, oldest first, with whom to write to. */
const atrasoItem = z.object({
  id_emprestimo: idInt,
  ...itemCampos,
  id_aluno: idInt,
  nome_aluno: z.string(),
  devolver_ate: z.string(),
  dias_atraso: z.int(),
  /** The student's guardian 1, or the student when enrolled without one. */
  responsavel: z.object({ nome: z.string(), telefone: z.string().nullable() }),
  /** wa.me link with a polite pre-filled message; null without a phone. */
  whatsapp: z.string().nullable(),
});
export type AtrasoItem = z.infer<typeof atrasoItem>;
export const atrasosQuery = paginaCursorQueryCom({});
export const atrasosPagina = paginaCursor(atrasoItem);

/** What a student holds: GET /api/material/aluno/{id}. */
const materialComAluno = z.object({
  ...itemCampos,
  devolver_ate: z.string(),
  atrasado: z.boolean(),
});
export type MaterialComAluno = z.infer<typeof materialComAluno>;
export const materialDoAluno = z.array(materialComAluno);

/** Who of a class holds club gear: GET /api/material/turma/{id} (the class's teacher or an administrator). */
export const materialDaTurma = z.array(
  z.object({ id_aluno: idInt, nome_aluno: z.string(), itens: z.array(materialComAluno) }),
);
export type MaterialDaTurma = z.infer<typeof materialDaTurma>;
