// The reports' SQL, one file per answer.
export { alunoPeriodo } from './repository-aluno-periodo';
export { frequenciaCsv } from './repository-csv';
export { filtros } from './repository-filtros';
export { gradesDe, turmaDoRelatorio } from './repository-grade';
export { painel } from './repository-painel';
export { alunoDoRelatorio, perfil } from './repository-perfil';
export { resumo } from './repository-resumo';
export { emRisco } from './repository-risco';
