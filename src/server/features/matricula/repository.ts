// SQL of the enrolment, one file per responsibility; routes import it all from here.
//   repository-unidades.ts   units by city and the unit tipos each wizard may use
//   repository-vagas.ts      classes with their free places; the enrolment's capacity check
//   repository-pessoas.ts    person, address, guardian and student writes; the granular calls
//   repository-matricula.ts  the whole wizard's enrolment, in its one transaction
//   repository-recibo.ts     its receipt's classes, read after the commit
//   repository-edicao.ts     the edit mode: its read (allData) and its save
//   importacao/              the CSV import, which writes through these same functions
// Every function takes an Executor and answers a refusal as #server/result.ts's shape.
export { alunoAllData, type EdicaoRecusada, salvarEdicao, tipoDoAluno } from './repository-edicao';
export { type MatriculaRecusada, matricular, vincularTurmas } from './repository-matricula';
export {
  atualizarContato,
  inserirAluno,
  inserirEndereco,
  inserirPessoas,
  inserirResponsavelAluno,
  type PessoaDoCpf,
  pessoasDosCpfs,
  tornarAluno,
  tornarResponsavel,
} from './repository-pessoas';
export { TIPOS_POR_CADASTRO, unidadesNaCidade } from './repository-unidades';
export { turmasFormatadas } from './repository-vagas';
