// Transitional: routes.ts still picks the dialect and passes the raw driver handles.
// Once its send calls `repo.enviarChamada(db, envio)`, delete this file, un-export
// these two in repository-envio.ts and drop the app's `sqlite`/`pgPool` decorations.
export { enviarPostgres, enviarSqlite } from './repository-envio';
