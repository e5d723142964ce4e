import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { FieldAccused } from '@cmis/shared';
import { fieldAccusedDetailQueryOptions } from '../api/get-field-accused-detail';

/**
 * The overdue-check push's link, `/field/?checkin=<accusedId>` (fieldCheckinPath, issue 20):
 * opens the check-in sheet of that person, from the server or the saved copy offline, and
 * takes the parameter off the address so a reload does not open it again.
 */
export function useCheckinLink(open: (accused: FieldAccused) => void) {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const raw = params.get('checkin');
  useEffect(() => {
    if (raw === null) return;
    setParams(
      (p) => {
        p.delete('checkin');
        return p;
      },
      { replace: true },
    );
    const id = Number(raw);
    if (!Number.isInteger(id) || id <= 0) return;
    client
      .fetchQuery(fieldAccusedDetailQueryOptions(id))
      .then(open)
      .catch(() => undefined);
  }, [raw, setParams, client, open]);
}
