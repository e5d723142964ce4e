/**
 * What the offline queue does with a server answer (issue 5 §7): remove the item on 2xx;
 * keep it for later on a network failure, a server error or a "try later"; wait for a new
 * login on 401; and mark it failed on any other 4xx, which no resend will change.
 */
export type Outcome = 'done' | 'retry' | 'login' | 'failed';

export function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return 'done';
  if (status === 0 || status >= 500) return 'retry';
  if (status === 401) return 'login';
  if (status === 408 || status === 425 || status === 429) return 'retry';
  return 'failed';
}
