/** The Background Sync tag under which the page asks the worker to send the outbox. */
export const TAG_SYNC = 'estocada-envios';
