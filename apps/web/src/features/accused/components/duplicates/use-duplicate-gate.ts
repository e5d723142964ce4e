import { useState } from 'react';
import type {
  AccusedBasicInput,
  AccusedDetail,
  DistinctFromInput,
  DuplicateCandidate,
} from '@cmis/shared';
import { useCheckDuplicates } from '../../api/check-duplicates';
import {
  checkInputFrom,
  checkKey,
  distinctOutcome,
  EMPTY_ANSWER,
  identityChanged,
  type DistinctAnswer,
} from './duplicate-state';

export type GateResult = { ok: true; distinctFrom?: DistinctFromInput } | { ok: false };

interface Found {
  key: string;
  candidates: DuplicateCandidate[];
}

/**
 * Issue 16 §3 in the accused drawer: step 1 is checked for records of the same person when
 * the officer leaves it and when he saves. The records found are shown once before he may go
 * on; those that score as the same person keep blocking until he answers for them.
 */
export function useDuplicateGate(saved?: { id: number; basic: AccusedDetail['basic'] }) {
  const check = useCheckDuplicates();
  const [found, setFound] = useState<Found | null>(null);
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [answer, setAnswer] = useState<DistinctAnswer>(EMPTY_ANSWER);
  // Errors on the panel only after the officer tried to go on without answering.
  const [attempted, setAttempted] = useState(false);

  const pass = async (basic: AccusedBasicInput): Promise<GateResult> => {
    // An edit that keeps who the person is is not checked (the server does the same).
    if (saved && !identityChanged(saved.basic, basic)) return { ok: true };
    const input = checkInputFrom(basic, saved?.id);
    const key = checkKey(input);
    let candidates = found?.key === key ? found.candidates : null;
    if (candidates === null) {
      try {
        candidates = await check.mutateAsync(input);
      } catch {
        // Not being able to check now is no reason to stop the officer: the save is checked.
        return { ok: true };
      }
      setFound({ key, candidates });
    }
    if (candidates.length === 0) return { ok: true };
    if (shownKey !== key) {
      setShownKey(key);
      setAttempted(false);
      return { ok: false };
    }
    const outcome = distinctOutcome(candidates, answer);
    if (outcome.kind === 'blocked') {
      setAttempted(true);
      return { ok: false };
    }
    return outcome.kind === 'confirmed'
      ? { ok: true, distinctFrom: outcome.distinctFrom }
      : { ok: true };
  };

  /** The server refused the save (409): its records replace what the check found. */
  const conflict = (basic: AccusedBasicInput, candidates: DuplicateCandidate[]) => {
    const key = checkKey(checkInputFrom(basic, saved?.id));
    setFound({ key, candidates });
    setShownKey(key);
    // "None of these" answered for the records seen then, not for ones found since.
    setAnswer((current) => ({ ...current, noneOfThese: false }));
    setAttempted(true);
  };

  const shown = found && found.key === shownKey ? found.candidates : [];
  return {
    pass,
    conflict,
    checking: check.isPending,
    candidates: shown,
    answer,
    setAnswer,
    attempted,
  };
}

export type DuplicateGate = ReturnType<typeof useDuplicateGate>;
