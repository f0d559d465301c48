import { defineMessages } from '../../i18n/define.ts';

/**
 * Texts of the PACS queue log (spec part 3 section 2 "Other": /iot/pacs-queue-log and one
 * transaction; D226): what the door sync sent to the locks of the physical access control system
 * (PACS), one row per try. The spec gives paths, not titles: titles are short nouns. Texts shared with
 * the rest of the area (holder, lock, credential, the access statuses) stay in `messages.ts`.
 */
export const pacsMessages = defineMessages({
  // Titles and flows.
  title: { id: 'access.pacs.title', defaultMessage: 'PACS queue log' },
  flow: { id: 'access.pacs.flow', defaultMessage: 'PACS queue log' },
  words: {
    id: 'access.pacs.words',
    defaultMessage:
      'physical access control system, door sync, lock transactions, credentials sent to locks, lock did not answer, refused',
  },
  transactionTitle: { id: 'access.pacs.transaction.title', defaultMessage: 'PACS transaction' },

  // The list.
  intro: {
    id: 'access.pacs.intro',
    defaultMessage:
      'Every change the portal sent to a lock: a credential put on it or removed from it, one line per try, with the lock’s answer.',
  },
  search: { id: 'access.pacs.search', defaultMessage: 'search by holder or credential' },
  tableLabel: { id: 'access.pacs.tableLabel', defaultMessage: 'Transactions sent to the locks' },
  sentAt: { id: 'access.pacs.sentAt', defaultMessage: 'Sent' },
  answeredAt: { id: 'access.pacs.answeredAt', defaultMessage: 'Answered' },
  noAnswer: { id: 'access.pacs.noAnswer', defaultMessage: 'no answer' },
  operation: { id: 'access.pacs.operation', defaultMessage: 'Operation' },
  allOperations: { id: 'access.pacs.allOperations', defaultMessage: 'All operations' },
  outcome: { id: 'access.pacs.outcome', defaultMessage: 'Outcome' },
  allOutcomes: { id: 'access.pacs.allOutcomes', defaultMessage: 'All outcomes' },
  lockFilter: { id: 'access.pacs.lockFilter', defaultMessage: 'Lock' },
  lockFilterPlaceholder: { id: 'access.pacs.lockFilterPlaceholder', defaultMessage: 'all locks' },
  locksFailed: { id: 'access.pacs.locksFailed', defaultMessage: 'The locks could not be loaded.' },
  noLocks: { id: 'access.pacs.noLocks', defaultMessage: 'no lock starts with that' },
  attempt: { id: 'access.pacs.attempt', defaultMessage: 'Try' },
  attemptOf: { id: 'access.pacs.attemptOf', defaultMessage: 'try {attempt}' },
  holderOf: { id: 'access.pacs.holderOf', defaultMessage: '{name} ({kind})' },
  empty: {
    id: 'access.pacs.empty',
    defaultMessage: 'no transactions yet: the log fills as the locks are given credentials or have them removed',
  },
  failed: { id: 'access.pacs.failed', defaultMessage: 'The PACS queue log could not be loaded.' },

  // Outcomes and operations.
  outcomeCONFIRMED: { id: 'access.pacs.outcome.confirmed', defaultMessage: 'Confirmed' },
  outcomeREFUSED: { id: 'access.pacs.outcome.refused', defaultMessage: 'Refused' },
  outcomeNO_ANSWER: { id: 'access.pacs.outcome.noAnswer', defaultMessage: 'No answer' },
  operationPUT: { id: 'access.pacs.operation.put', defaultMessage: 'Put on the lock' },
  operationREMOVE: { id: 'access.pacs.operation.remove', defaultMessage: 'Remove from the lock' },

  // One transaction.
  transactionFailed: {
    id: 'access.pacs.transaction.failed',
    defaultMessage: 'The transaction could not be loaded.',
  },
  heading: { id: 'access.pacs.transaction.heading', defaultMessage: '{operation}: {lock}' },
  subtitle: { id: 'access.pacs.transaction.subtitle', defaultMessage: '{credential} of {holder}, {attempt}' },
  theLock: { id: 'access.pacs.transaction.lock', defaultMessage: 'The lock' },
  where: { id: 'access.pacs.transaction.where', defaultMessage: 'Where' },
  lockRemoved: {
    id: 'access.pacs.transaction.lockRemoved',
    defaultMessage: 'This lock was removed from the community since; the log keeps its name.',
  },
  answer: { id: 'access.pacs.transaction.answer', defaultMessage: 'The lock’s answer' },
  error: { id: 'access.pacs.transaction.error', defaultMessage: 'Error' },
  requestedAt: { id: 'access.pacs.transaction.requestedAt', defaultMessage: 'Asked for' },
  chain: { id: 'access.pacs.transaction.chain', defaultMessage: 'The holder and the chain' },
  grantStatus: { id: 'access.pacs.transaction.grantStatus', defaultMessage: 'Access now' },
  lockHoldsNow: { id: 'access.pacs.transaction.lockHoldsNow', defaultMessage: 'On the lock now' },
  openSource: { id: 'access.pacs.transaction.openSource', defaultMessage: 'Open the {source}' },
  whoCanOpen: { id: 'access.pacs.transaction.whoCanOpen', defaultMessage: 'Who can open this lock, and why' },
  lockLog: { id: 'access.pacs.transaction.lockLog', defaultMessage: 'Every transaction of this lock' },
  attempts: { id: 'access.pacs.transaction.attempts', defaultMessage: 'The tries of this door entry' },
  attemptsIntro: {
    id: 'access.pacs.transaction.attemptsIntro',
    defaultMessage:
      'Every time the portal sent this credential’s change to this lock, in order. A lock that does not answer is tried again; one that refuses is tried again by the next sweep.',
  },
  attemptsLabel: { id: 'access.pacs.transaction.attemptsLabel', defaultMessage: 'Tries of this door entry' },
  thisOne: { id: 'access.pacs.transaction.thisOne', defaultMessage: 'this transaction' },
  noAttempts: { id: 'access.pacs.transaction.noAttempts', defaultMessage: 'no other tries' },
  backToLog: { id: 'access.pacs.back', defaultMessage: 'Back to the PACS queue log' },
});
