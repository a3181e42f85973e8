// Who may do what, each rule written once. Routes declare who may call them at all
// (#server/auth/guards.ts: publico, usuario, admin); the rules that depend on the
// record (a class's teacher, a student's classes) or on who is asking (what only
// administrators see) live here, and handlers ask them. Repositories never decide who
// may do something: a statement that must filter by a rule takes its SQL condition
// from the rule's module (for classes, the handler passes `acessoTurma(quem)`; what a
// personal link opens depends on the link alone, so its repositories take
// `linkAberto` from link-publico.ts themselves).
//
// The rules still to come go here too, one module each, exported below: the finance
// area (administrators only, through `podeVerClube`) and a teacher's view of contacts
// (the contacts of their own classes' students).
export { podeVerClube } from './clube';
export { podeDefinirAdm, podeExcluirPessoa, podeRedefinirSenha } from './conta';
export { adulto, alunoDaFamilia } from './familia';
export { type FinalidadeLink, linkAberto, linkAbre } from './link-publico';
export { matriculaPeloClube } from './matricula';
export type { Quem } from './quem';
export {
  type AcessoTurma,
  acessoTurma,
  podeVerAluno,
  podeVerTurma,
  turmaVisivel,
  turmaVisivelTexto,
} from './turma';
