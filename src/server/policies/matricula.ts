// Who makes an enrolment on the club's behalf: an administrator signed in (the admin
// wizard). Such an enrolment passes the anonymous callers' limit per address, vouches
// for the contacts of people who come again, and its refusal may name the student
// already enrolled; anyone else's (the public wizard, a teacher) does none of these.
import { podeVerClube } from './clube';
import type { Quem } from './quem';

/** Whether the caller (null: no session) enrols on the club's behalf. */
export function matriculaPeloClube(quem: Quem | null): boolean {
  return quem !== null && podeVerClube(quem);
}
