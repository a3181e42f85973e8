// SQL of the teaching area, one file per responsibility; routes import it all from here.
//   repository-turmas.ts   the classes a user sees: the week, a class's detail and owner,
//                          where a student may be moved, the rosters a teacher's device keeps
//   repository-alunos.ts   the students of a class: search, add, remove, transfer
//   repository-chamada.ts  the attendance sheet: created on first request, read (one statement)
//   repository-envio.ts    the attendance send (the hot write), its SQLite and PostgreSQL
//                          forms in repository-envio-sqlite.ts and -pg.ts
//   repository-correcao.ts corrections of a sent chamada, its history, a class's recent meetings
//   repository-pedido.ts   a teacher's request for a correction
//   repository-idempotencia.ts  the send's Idempotency-Key records (used by idempotencia.ts)
// The roster read, cached as bytes, is roster.ts. Plain functions taking an `Executor`;
// the function that is the user's action opens its transaction. They answer a
// `Resultado` (#server/result.ts) where the action can be refused, and never decide
// who may act: callers ask #server/policies, and pass the rule in (`AcessoTurma`)
// where a statement must apply it. Routes turn the reasons into answers (recusas.ts).
export {
  adicionarAluno,
  alunosDepois,
  buscarAlunos,
  removerAluno,
  transferirAluno,
  turmasDoAluno,
} from './repository-alunos';
export { abrirFolha } from './repository-chamada';
export {
  corrigirChamada,
  encontrosDaTurma,
  historicoChamada,
  turmaDaChamada,
} from './repository-correcao';
export { enviarChamada } from './repository-envio';
export { pedirCorrecao } from './repository-pedido';
export {
  listarMinhasTurmas,
  turmaDetalhe,
  turmaDono,
  turmasDestino,
  turmasParaOAparelho,
} from './repository-turmas';
