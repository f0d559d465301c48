import { access } from '@lintel/contracts';
import type { PacsTransaction } from '@lintel/contracts/access/pacs-queue-log';
import { useEndpointListQuery, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

const api = access.pacsQueueLog;
/** The log's queries: refreshed with the whole access area (a change to access sends new tries). */
const pacs = keyScope('access', 'pacsQueueLog');

interface PacsListInput {
  page: number;
  size: number;
  sort: string;
  q: string;
  outcome: PacsTransaction['outcome'] | undefined;
  operation: PacsTransaction['operation'] | undefined;
  lockId: string | undefined;
}

/** One page of the log, newest first, filtered and searched (start of the holder's name or credential) on the server. */
export function usePacsTransactionsQuery({ page, size, sort, q, outcome, operation, lockId }: PacsListInput) {
  return useEndpointListQuery(
    pacs,
    api.listPacsTransactions,
    {
      query: {
        page,
        size,
        sort,
        ...(q ? { q } : {}),
        ...(outcome ? { outcome } : {}),
        ...(operation ? { operation } : {}),
        ...(lockId ? { lockId } : {}),
      },
    },
    { placeholderData: (previous) => previous },
  );
}

/** One transaction with its lock, chain and the tries of the same door entry. */
export function usePacsTransactionQuery(transactionId: string) {
  return useEndpointQuery(
    pacs,
    api.getPacsTransaction,
    { params: { transactionId } },
    { enabled: transactionId !== '' },
  );
}

/** Locks whose name starts with q, for the lock filter. */
export function usePacsLockChoicesQuery(q: string) {
  return useEndpointQuery(
    pacs,
    api.lockChoices,
    { query: q ? { q } : {} },
    { placeholderData: (previous) => previous },
  );
}
