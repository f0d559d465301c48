import type { ManagerFile } from '@lintel/contracts/files';
import { Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FileManagerConfig } from './config.ts';
import { EditImageStep } from './EditImageStep.tsx';
import { type FileManagerStep, fileManagerEvents } from './events.ts';
import { LibraryStep } from './LibraryStep.tsx';
import { filesMessages as m } from './messages.ts';
import { OptionsStep } from './OptionsStep.tsx';
import { PreviewStep } from './PreviewStep.tsx';

export interface FileManagerProps {
  config: FileManagerConfig;
  /** Files uploaded, picked or edited; the manager has closed. */
  onDone?: (files: ManagerFile[]) => void;
}

interface OpenState {
  step: FileManagerStep;
  noCropper: boolean;
  fileUuid?: string;
}

/**
 * The file manager modal (spec part 1 sections 2.6, 4, 5, 8). It opens on open-modal-file-manager
 * for its managerId and closes on close-modal-file-manager; closing resets the step to options.
 */
export default function FileManager({ config, onDone }: FileManagerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<OpenState | null>(null);
  const [pending, setPending] = useState<File[]>([]);

  useEffect(() => {
    const offOpen = fileManagerEvents.on('open-modal-file-manager', (payload) => {
      if (payload.managerId !== config.managerId) return;
      setPending([]);
      setOpen({ step: payload.step ?? 'options', noCropper: payload.noCropper ?? false, fileUuid: payload.file_uuid });
    });
    const offClose = fileManagerEvents.on('close-modal-file-manager', ({ managerId }) => {
      if (!managerId || managerId === config.managerId) {
        setOpen(null);
        setPending([]);
      }
    });
    return () => {
      offOpen();
      offClose();
    };
  }, [config.managerId]);

  const close = () => {
    setOpen(null);
    setPending([]);
  };
  const done = (files: ManagerFile[]) => {
    close();
    fileManagerEvents.emit('file-manager-done', { managerId: config.managerId, files });
    onDone?.(files);
  };
  const remainingSlots = Math.max(0, config.maxNbOfFiles - (config.selectedFiles?.length ?? 0));

  return (
    <Modal
      opened={open !== null}
      onClose={close}
      size={open?.step === 'options' ? 'md' : 'xl'}
      centered
      title={
        open?.step === 'upload-preview'
          ? `${intl.formatMessage(m.previewTitle)} ${config.uploader.mainDirectory ?? ''}`
          : intl.formatMessage(open?.step === 'library' ? m.libraryTitle : m.title)
      }
      closeButtonProps={{ 'aria-label': intl.formatMessage(m.close) }}
      data-testid="file-manager"
    >
      {open?.step === 'options' && (
        <OptionsStep
          config={config}
          remainingSlots={remainingSlots}
          onLibrary={() => setOpen({ ...open, step: 'library' })}
          onPreview={(files) => {
            setPending(files);
            setOpen({ ...open, step: 'upload-preview' });
          }}
          onUploaded={done}
          onClose={close}
        />
      )}
      {open?.step === 'library' && (
        <LibraryStep config={config} remainingSlots={remainingSlots} onSelect={done} onCancel={close} />
      )}
      {open?.step === 'upload-preview' && (
        <PreviewStep
          config={config}
          files={pending}
          noCropper={open.noCropper}
          onRemove={(file) => {
            const left = pending.filter((p) => p !== file);
            // Removing the last preview file closes the manager.
            if (left.length === 0) close();
            else setPending(left);
          }}
          onUploaded={done}
          onClose={close}
        />
      )}
      {open?.step === 'edit-image' && open.fileUuid && (
        <EditImageStep config={config} fileId={open.fileUuid} onSaved={done} onClose={close} />
      )}
    </Modal>
  );
}
