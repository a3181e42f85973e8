// GET /api/config: the club's settings the browser needs, from the server's
// environment (one source: TZ_CLUB). Public, no session.
import { z } from './fields';

export const configResponse = z.object({
  /** The club's IANA time zone: "today" and ages are counted in it. */
  fuso: z.string(),
  /** Whether e-mail leaves this server (SMTP_URL set): the password recovery page says what to do. */
  email: z.boolean(),
});
export type ConfigResponse = z.infer<typeof configResponse>;
