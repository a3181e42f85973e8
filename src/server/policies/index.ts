// Who may do what, each rule written once. Routes declare who may call them at all
// (#server/auth/guards.ts: publico, usuario, admin); the rules that depend on the
// record (a class's teacher, a student's classes) or on who is asking (what only
// administrators see) live here, and handlers ask them. Repositories never decide who
// may do something: a statement that must filter by a rule takes its SQL condition
// from the rule's module (for classes, the handler passes `acessoTurma(quem)`).
//
// The rules still to come go here too, one module each, exported below: the finance
// area (administrators only, through `podeVerClube`), a guardian's personal link
// (it opens the one document it was made for, nothing else) and a teacher's view of
// contacts (the contacts of their own classes' students).
export { podeVerClube } from './clube';
export { podeDefinirAdm, podeExcluirPessoa, podeRedefinirSenha } from './conta';
export type { Quem } from './quem';
export {
  type AcessoTurma,
  acessoTurma,
  podeVerAluno,
  podeVerTurma,
  turmaVisivel,
  turmaVisivelTexto,
} from './turma';
