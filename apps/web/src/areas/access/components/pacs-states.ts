import type { PacsTransaction } from '@lintel/contracts/access/pacs-queue-log';
import type { MessageDescriptor } from 'react-intl';
import { defineStateMap } from '../../../app/kit/StatusBadge.tsx';
import { pacsMessages as m } from '../pacs-queue-log.messages.ts';

/** How a lock answered one try of the door sync (D226). */
export const pacsOutcomes = defineStateMap({
  CONFIRMED: { label: m.outcomeCONFIRMED, tone: 'success' },
  REFUSED: { label: m.outcomeREFUSED, tone: 'danger' },
  NO_ANSWER: { label: m.outcomeNO_ANSWER, tone: 'warning' },
});

/** What the door sync asked the lock. */
export const pacsOperations: Record<PacsTransaction['operation'], MessageDescriptor> = {
  PUT: m.operationPUT,
  REMOVE: m.operationREMOVE,
};
