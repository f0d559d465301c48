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

/** A scenario run's lines: section 4's automation results, and Sending while a command is on its way. */
export const resultStates = defineStateMap({
  PENDING: { label: m.resultPENDING, tone: 'progress' },
  APPLIED: { label: m.resultAPPLIED, tone: 'success' },
  EXCLUDED: { label: m.resultEXCLUDED, tone: 'neutral' },
  INACTIVE_POLICY_EXCLUDED: { label: m.resultINACTIVE_POLICY_EXCLUDED, tone: 'neutral' },
  TRANSMISSION_ERROR: { label: m.resultTRANSMISSION_ERROR, tone: 'danger' },
});

export const runStates = defineStateMap({
  RUNNING: { label: m.runRUNNING, tone: 'progress' },
  FINISHED: { label: m.runFINISHED, tone: 'success' },
});
