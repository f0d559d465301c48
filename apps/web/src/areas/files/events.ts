import type { ManagerFile } from '@lintel/contracts/files';
import { createEmitter } from '@lintel/ui';

export type FileManagerStep = 'options' | 'library' | 'upload-preview' | 'edit-image';

/** The file manager's events (spec part 1 section 2.6): open with managerId, noCropper, step and file_uuid; close. */
export interface FileManagerEvents {
  'open-modal-file-manager': { managerId: string; noCropper?: boolean; step?: FileManagerStep; file_uuid?: string };
  'close-modal-file-manager': { managerId?: string };
  /** What the manager hands back: files uploaded or picked from the library, or the edited one. */
  'file-manager-done': { managerId: string; files: ManagerFile[] };
}

export const fileManagerEvents = createEmitter<FileManagerEvents>();

export const openFileManager = (payload: FileManagerEvents['open-modal-file-manager']) =>
  fileManagerEvents.emit('open-modal-file-manager', payload);
