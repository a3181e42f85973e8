// A person as every form holds it: the wizard's student and guardians, the
// teacher form. Its keys are the request's field names (`cpf_pessoa`, as the
// API and its errors name them); the values are as typed, masked, but the birth
// date, which the one date field (campo-data.tsx) holds as the ISO date the API
// takes. The one mapping to and from the API's values lives here: the stored
// digits shown with their masks.
import { mascarar } from '#client/ui/masked-input.tsx';
import type { Genero, Mao } from '#shared/constants.ts';

export interface PessoaForm {
  nome_pessoa: string;
  /** YYYY-MM-DD once the typed day exists, the text as typed until then (CampoData). */
  dt_nasc_pessoa: string;
  cpf_pessoa: string;
  rg_pessoa: string;
  email_pessoa: string;
  telefone_pessoa: string;
  genero: Genero | '';
  /** The student's only. */
  destro_canhoto: Mao | '';
}

export const pessoaVazia: PessoaForm = {
  nome_pessoa: '',
  dt_nasc_pessoa: '',
  cpf_pessoa: '',
  rg_pessoa: '',
  email_pessoa: '',
  telefone_pessoa: '',
  genero: '',
  destro_canhoto: '',
};

/** A person's fields as the API takes them (the schemas check the rest). */
export function paraPessoa(p: PessoaForm) {
  return {
    nome_pessoa: p.nome_pessoa,
    dt_nasc_pessoa: p.dt_nasc_pessoa,
    cpf_pessoa: p.cpf_pessoa,
    rg_pessoa: p.rg_pessoa,
    email_pessoa: p.email_pessoa,
    telefone_pessoa: p.telefone_pessoa,
    genero: p.genero as Genero,
  };
}

/** A stored person's fields (the API's names and formats) as the form shows them. */
export interface PessoaSalva {
  nome_pessoa: string | null;
  dt_nasc_pessoa?: string | null;
  cpf_pessoa: string | null;
  rg_pessoa: string | null;
  email_pessoa: string | null;
  telefone_pessoa: string | null;
  genero: Genero | null;
  destro_canhoto?: Mao | null;
}

export function pessoaDoServidor(p: PessoaSalva): PessoaForm {
  return {
    nome_pessoa: p.nome_pessoa ?? '',
    dt_nasc_pessoa: p.dt_nasc_pessoa ?? '',
    cpf_pessoa: p.cpf_pessoa ? mascarar('cpf', p.cpf_pessoa) : '',
    rg_pessoa: p.rg_pessoa ? mascarar('rg', p.rg_pessoa) : '',
    email_pessoa: p.email_pessoa ?? '',
    telefone_pessoa: p.telefone_pessoa ? mascarar('telefone', p.telefone_pessoa) : '',
    genero: p.genero ?? '',
    destro_canhoto: p.destro_canhoto ?? '',
  };
}
