import type { Priority, ProcessingStatus } from '@lintel/contracts/notifications';
import type { MessageDescriptor } from 'react-intl';
import { defineStateMap } from '../../app/kit/StatusBadge.tsx';
import { notificationMessages as m } from './messages.ts';

/** How an alert's processing status reads and looks on every screen (bell, drawer, home). */
export const alertStates = defineStateMap<ProcessingStatus>({
  NEW: { label: m.stateNew, tone: 'danger' },
  PROCESSING: { label: m.stateProcessing, tone: 'progress' },
  PROCESSED: { label: m.stateProcessed, tone: 'success' },
  RESOLVED: { label: m.stateResolved, tone: 'success' },
  DONE: { label: m.stateDone, tone: 'neutral' },
});

/** How a notification's priority reads and looks. */
export const priorityStates = defineStateMap<Priority>({
  LOW: { label: m.priorityLow, tone: 'neutral' },
  MEDIUM: { label: m.priorityMedium, tone: 'info' },
  HIGH: { label: m.priorityHigh, tone: 'warning' },
  CRITICAL: { label: m.priorityCritical, tone: 'danger' },
});

/** The button that moves an alert to each status. */
export const moveActions: Record<ProcessingStatus, MessageDescriptor | null> = {
  NEW: null,
  PROCESSING: m.actionProcessing,
  PROCESSED: m.actionProcessed,
  RESOLVED: m.actionResolved,
  DONE: m.actionDone,
};
