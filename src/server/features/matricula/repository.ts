// SQL of the enrolment, one file per responsibility; routes import it all from here.
//   repository-unidades.ts   units by city and the unit tipos each wizard may use
//   repository-vagas.ts      classes with their free places; the enrolment's capacity check
//   repository-pessoas.ts    person, address, guardian and student writes
//   repository-matricula.ts  the whole wizard's enrolment, in the caller's transaction
//   repository-recibo.ts     its receipt's classes, read after the commit
//   repository-edicao.ts     the edit mode: its read (allData) and its save
//   importacao/              the CSV import, which writes through these same functions
export { alunoAllData, salvarEdicao } from './repository-edicao';
export { salvarMatricula, vincularTurmas } from './repository-matricula';
export {
  atualizarContato,
  inserirAluno,
  inserirEndereco,
  inserirPessoas,
  inserirResponsavelAluno,
  type PessoaDoCpf,
  pessoaExiste,
  pessoasDosCpfs,
  responsavelExiste,
} from './repository-pessoas';
export { turmasDoRecibo } from './repository-recibo';
export { TIPOS_POR_CADASTRO, unidadesNaCidade } from './repository-unidades';
export { turmasFormatadas } from './repository-vagas';
