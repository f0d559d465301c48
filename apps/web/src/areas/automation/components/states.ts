import { defineStateMap } from '../../../app/kit/StatusBadge.tsx';
import { automationMessages as m } from '../messages.ts';

/** A rule's switch, its schedule now, and each lock's state: the same words and tones on every screen. */
export const ruleSwitch = defineStateMap({
  ON: { label: m.active, tone: 'success' },
  OFF: { label: m.inactive, tone: 'neutral' },
});

export const ruleTime = defineStateMap({
  OPEN: { label: m.openNow, tone: 'info' },
  CLOSED: { label: m.closedNow, tone: 'neutral' },
});

export const lockStates = defineStateMap({
  WAITING: { label: m.stateWAITING, tone: 'neutral' },
  OPENING: { label: m.stateOPENING, tone: 'progress' },
  HELD_OPEN: { label: m.stateHELD_OPEN, tone: 'warning' },
  LOCKING: { label: m.stateLOCKING, tone: 'progress' },
  LOCKED: { label: m.stateLOCKED, tone: 'success' },
  FAILED: { label: m.stateFAILED, tone: 'danger' },
});
