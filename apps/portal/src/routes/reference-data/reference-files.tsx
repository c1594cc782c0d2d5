import { useState } from 'react';
import type { ReferenceDataRederivation } from '@waybill/api-client';
import { FormDialog, saveFile, Text, UploadDropzone } from '@waybill/ui';
import { fileUpload } from '../../lib/file-upload';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { rederivationText } from './format';

/** The reference tables exported and imported as CSV files: their address, file name and names in texts. */
const tables = {
  '/reference-data/service-rules.csv': {
    fileName: 'service-map.csv',
    name: 'service map',
    title: 'Service Map',
    explanation:
      'The file replaces the whole map: rules it does not hold are deleted. Start from Export CSV.',
    invalidates: ['/reference-data/service-rules', '/reference-data/unmapped'],
  },
  '/reference-data/delivery-commitments.csv': {
    fileName: 'delivery-commitments.csv',
    name: 'delivery commitments',
    title: 'Delivery Commitments',
    explanation:
      'The file replaces every commitment: those it does not hold are deleted. Start from Export CSV.',
    invalidates: ['/reference-data/delivery-commitments'],
  },
} as const;

export type ReferenceFilePath = keyof typeof tables;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Export CSV of a reference table: the file the server writes, saved under its name, with a toast. */
export function useReferenceFileExport(path: ReferenceFilePath) {
  const { fileName, name } = tables[path];
  return useApiMutation('get', path, {
    errorMessage: `The ${name} could not be exported. Please try again.`,
    successToast: {
      title: `${capitalized(name)} exported`,
      description: `Check your downloads folder for ${fileName}.`,
    },
    onSuccess: (csv) => saveFile(fileName, new Blob([String(csv)], { type: 'text/csv;charset=utf-8' })),
  });
}

interface ImportCounts {
  added: number;
  changed: number;
  removed: number;
  rederived: ReferenceDataRederivation;
}

/**
 * Replaces a reference table with a CSV file (the export's columns, edited): a refused file shows the line and what
 * to fix in the toast and changes nothing; a success says what changed and what was re-derived.
 */
export function ImportReferenceFileDialog({
  path,
  onClose,
}: {
  path: ReferenceFilePath;
  onClose: () => void;
}) {
  const { name, title, explanation, invalidates } = tables[path];
  const invalidate = useInvalidate();
  const [files, setFiles] = useState<File[]>([]);
  const upload = useApiMutation('put', path, {
    errorMessage: 'The file could not be imported. Please try again.',
    successToast: ({ added, changed, removed, rederived }: ImportCounts) => ({
      title: `${capitalized(name)} imported`,
      description: `${added} added, ${changed} changed, ${removed} removed. ${rederivationText(rederived)}`,
    }),
    onSuccess: () => {
      onClose();
      void invalidate(...invalidates);
    },
  });
  const [file] = files;

  return (
    <FormDialog
      title={`Import ${title}`}
      isOpen
      onClose={onClose}
      submitLabel="Import"
      pendingLabel="Importing..."
      isPending={upload.isPending}
      isSubmitDisabled={!file}
      onSubmit={() => file && upload.mutate(fileUpload(file))}
    >
      <Text tone="muted" size="small">
        {explanation}
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
