// Who may do what, each rule written once. Routes declare who may call them at all
// (#server/auth/guards.ts: publico, usuario, admin); the rules that depend on the
// record (a class's teacher, a student's classes) live here, and handlers ask them.
// Repositories never decide who may do something: a statement that must filter by a
// rule takes its SQL condition from the rule's module.
export type { Quem } from './quem';
export {
  type AcessoTurma,
  acessoTurma,
  podeVerAluno,
  podeVerTurma,
  professorDoFiltro,
  turmaVisivel,
  turmaVisivelTexto,
} from './turma';
