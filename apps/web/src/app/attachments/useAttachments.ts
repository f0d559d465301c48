import { useSyncExternalStore } from 'react';
import { type AttachmentsState, attachments } from './store.ts';

/** The current attachments, re-rendering when they change. */
export function useAttachments(): AttachmentsState {
  return useSyncExternalStore(attachments.subscribe, attachments.getState, attachments.getState);
}
