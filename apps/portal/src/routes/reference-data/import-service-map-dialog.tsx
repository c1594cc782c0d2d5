import { useState } from 'react';
import { FormDialog, Text, UploadDropzone } from '@waybill/ui';
import { fileUpload } from '../../lib/file-upload';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { rederivationText } from './format';

/**
 * Replaces the service map with a CSV file (the export's columns, edited): a refused file shows the line and what to
 * fix in the toast and changes nothing; a success says what changed and what was re-derived.
 */
export function ImportServiceMapDialog({ onClose }: { onClose: () => void }) {
  const invalidate = useInvalidate();
  const [files, setFiles] = useState<File[]>([]);
  const upload = useApiMutation('put', '/reference-data/service-rules.csv', {
    errorMessage: 'The file could not be imported. Please try again.',
    successToast: ({ added, changed, removed, rederived }) => ({
      title: 'Service map imported',
      description: `${added} added, ${changed} changed, ${removed} removed. ${rederivationText(rederived)}`,
    }),
    onSuccess: () => {
      onClose();
      void invalidate('/reference-data/service-rules', '/reference-data/unmapped');
    },
  });
  const [file] = files;

  return (
    <FormDialog
      title="Import Service Map"
      isOpen
      onClose={onClose}
      submitLabel="Import"
      pendingLabel="Importing..."
      isPending={upload.isPending}
      isSubmitDisabled={!file}
      onSubmit={() => file && upload.mutate(fileUpload(file))}
    >
      <Text tone="muted" size="small">
        The file replaces the whole map: rules it does not hold are deleted. Start from Export CSV.
      </Text>
      <UploadDropzone
        files={files}
        onChange={setFiles}
        acceptedFileTypes={['.csv']}
        maxFiles={1}
        description="A CSV file with the export's columns"
        isDisabled={upload.isPending}
      />
    </FormDialog>
  );
}
