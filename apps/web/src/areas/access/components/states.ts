import type { access } from '@lintel/contracts';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { defineStateMap } from '../../../app/kit/StatusBadge.tsx';
import { accessMessages as m } from '../messages.ts';
import { passMessages as pm } from '../passes.messages.ts';
import { peopleMessages as pe } from '../people-access.messages.ts';
import { residentMessages as rm } from '../residents.messages.ts';

/** A lease: active until archived for good. */
export const leaseStates = defineStateMap({
  ACTIVE: { label: m.stateACTIVE, tone: 'success' },
  ARCHIVED: { label: m.stateARCHIVED, tone: 'neutral' },
});

/** A renewal or a transfer of a lease, as its history shows it. */
export const leaseChangeKinds: Record<'RENEWED' | 'TRANSFERRED', MessageDescriptor> = {
  RENEWED: m.changeRENEWED,
  TRANSFERRED: m.changeTRANSFERRED,
};

/** A resident queue event: pending until applied or skipped (D219). */
export const queueStatuses = defineStateMap({
  PENDING: { label: m.queuePENDING, tone: 'warning' },
  APPLIED: { label: m.queueAPPLIED, tone: 'success' },
  SKIPPED: { label: m.queueSKIPPED, tone: 'neutral' },
});

export const queueKinds: Record<'MOVE_IN' | 'MOVE_OUT', MessageDescriptor> = {
  MOVE_IN: m.kindMOVE_IN,
  MOVE_OUT: m.kindMOVE_OUT,
};

export const queueSources: Record<'LINTEL' | 'PMS', MessageDescriptor> = {
  LINTEL: m.sourceLINTEL,
  PMS: m.sourcePMS,
};

/** An access (part 3 section 4): REVOKING until every lock confirmed the revocation. */
export const accessStatuses = defineStateMap({
  ACTIVE: { label: m.statusACTIVE, tone: 'success' },
  SUSPENDED: { label: m.statusSUSPENDED, tone: 'warning' },
  REVOKING: { label: m.statusREVOKING, tone: 'progress' },
  REVOKED: { label: m.statusREVOKED, tone: 'neutral' },
});

/** A person's access in the community: suspended as a whole (keyring management, D231) or not. */
export const personAccessStates = defineStateMap({
  ACTIVE: { label: pe.activeBadge, tone: 'success' },
  SUSPENDED: { label: pe.suspendedBadge, tone: 'warning' },
});

/** Where a resident stands with the community's leases (D229). */
export const residentStatuses = defineStateMap({
  CURRENT: { label: rm.statusCURRENT, tone: 'success' },
  FUTURE: { label: rm.statusFUTURE, tone: 'info' },
  PAST: { label: rm.statusPAST, tone: 'neutral' },
  NONE: { label: rm.statusNONE, tone: 'neutral' },
});

/** A temporary access past its window (the expired-or-revoked list) that was never revoked. */
export const windowStates = defineStateMap({
  EXPIRED: { label: m.expired, tone: 'neutral' },
});

/** What happened to a temporary access, as its event log shows it. */
export const accessEvents = defineStateMap({
  GRANTED: { label: m.eventGRANTED, tone: 'success' },
  EDITED: { label: m.eventEDITED, tone: 'info' },
  SUSPENDED: { label: m.eventSUSPENDED, tone: 'warning' },
  RESUMED: { label: m.eventRESUMED, tone: 'success' },
  REVOKED: { label: m.eventREVOKED, tone: 'danger' },
  REVOCATION_CONFIRMED: { label: m.eventREVOCATION_CONFIRMED, tone: 'neutral' },
});

/** The keys of temporary access: a PIN typed at the lock, or the staff member's phone. */
export const temporaryKinds: Record<'VIRTUAL' | 'MOBILE', MessageDescriptor> = {
  VIRTUAL: m.kindVIRTUAL,
  MOBILE: m.kindMOBILE,
};

/** Whom a pass is for: a vendor, a resident's visitor or a guest. */
export const passTypes: Record<access.passes.PassType, MessageDescriptor> = {
  VENDOR: pm.typeVENDOR,
  RESIDENT: pm.typeRESIDENT,
  GUEST: pm.typeGUEST,
};

/** One try of a pass's PIN at a door, as the lock reported it. */
export const passUses = defineStateMap({
  GRANTED: { label: pm.useGRANTED, tone: 'success' },
  REFUSED: { label: pm.useREFUSED, tone: 'danger' },
});

/** A key credential's state (part 3 section 4). */
export const keyStates = defineStateMap({
  ISSUED: { label: m.keyISSUED, tone: 'success' },
  UNASSIGNED: { label: m.keyUNASSIGNED, tone: 'neutral' },
  NOT_RETURNED: { label: m.keyNOT_RETURNED, tone: 'warning' },
});

/** What a lock confirmed for a credential; WAITING stands for the contract's null (not confirmed yet). */
export const doorStates = defineStateMap({
  PRESENT: { label: m.doorPRESENT, tone: 'info' },
  ABSENT: { label: m.doorABSENT, tone: 'success' },
  WAITING: { label: m.doorWAITING, tone: 'progress' },
});

/** One link of a "why" chain: it lets the holder through at that instant, or not. */
export const linkStates = defineStateMap({
  OK: { label: m.linkOk, tone: 'success' },
  FAILED: { label: m.linkFailed, tone: 'danger' },
});

export const linkKinds: Record<'SOURCE' | 'PLACE' | 'WINDOW' | 'CREDENTIAL' | 'LOCK', MessageDescriptor> = {
  SOURCE: m.linkSOURCE,
  PLACE: m.linkPLACE,
  WINDOW: m.linkWINDOW,
  CREDENTIAL: m.linkCREDENTIAL,
  LOCK: m.linkLOCK,
};

export const sourceKinds: Record<access.SourceKind, MessageDescriptor> = {
  LEASE: m.sourceLEASE,
  TEMPORARY: m.sourceTEMPORARY,
  PASS: m.sourcePASS,
  GROUP: m.sourceGROUP,
  STAFF_ROLE: m.sourceSTAFF_ROLE,
  KEY: m.sourceKEY,
  FIRE_KEY: m.sourceFIRE_KEY,
  PERSON: m.sourcePERSON,
  VACANT_UNIT: m.sourceVACANT_UNIT,
};

export const holderKinds: Record<access.HolderKind, MessageDescriptor> = {
  RESIDENT: m.holderRESIDENT,
  STAFF: m.holderSTAFF,
  VENDOR: m.holderVENDOR,
  PASS: m.holderPASS,
  FIREKEY: m.holderFIREKEY,
};

export const credentialKinds: Record<'MOBILE' | 'FOB' | 'PIN', MessageDescriptor> = {
  MOBILE: m.credentialMOBILE,
  FOB: m.credentialFOB,
  PIN: m.credentialPIN,
};

/** A credential by its label, with its kind in front unless the label already says it ('Mobile key'). */
export function credentialName(intl: IntlShape, kind: 'MOBILE' | 'FOB' | 'PIN', label: string): string {
  const kindText = intl.formatMessage(credentialKinds[kind]);
  return label.toLowerCase().includes(kindText.toLowerCase())
    ? label
    : intl.formatMessage(m.credentialOf, { kind: kindText, label });
}

/** Dates and times as the lock screens show them; the proof shows seconds (locks answer within them). */
export const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;
export const DATE_TIME_SECONDS = { dateStyle: 'medium', timeStyle: 'medium' } as const;
