// The one way a repository (or a policy) reports an expected failure: a result
// `{ ok: true, ...value }` or `{ ok: false, motivo }`, where `motivo` is a snake_case
// reason, and beside it only what the answer must name that the caller cannot read
// again (which student is enrolled already, which person of a batch was refused).
// Routes turn reasons into HTTP answers, each area in one function of its recusas.ts;
// repositories never throw HttpError and never decide who may do something
// (#server/policies).
export type Ok<T extends object = object> = { ok: true } & T;
export type Falha<M extends string> = { ok: false; motivo: M };
export type Resultado<T extends object, M extends string> = Ok<T> | Falha<M>;

export function ok(): Ok;
export function ok<T extends object>(value: T): Ok<T>;
export function ok<T extends object>(value?: T): Ok<T> {
  return { ok: true, ...(value as T) };
}

export function falha<M extends string>(motivo: M): Falha<M>;
export function falha<M extends string, D extends object>(motivo: M, detalhe: D): Falha<M> & D;
export function falha<M extends string, D extends object>(motivo: M, detalhe?: D): Falha<M> & D {
  return { ...(detalhe as D), ok: false, motivo };
}
