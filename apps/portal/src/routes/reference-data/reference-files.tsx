import { useState } from 'react';
import type { ApiRequest, Organization, ReferenceDataRederivation } from '@waybill/api-client';
import { Button, FormDialog, Inline, saveFile, Text, UploadDropzone } from '@waybill/ui';
import { fileUpload } from '../../lib/file-upload';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { useReferenceDataChange } from '../../lib/use-reference-data-change';
import { capitalized, rederivationText } from './format';
import { ChangeProgress } from './row-dialog';

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
  '/reference-data/charge-rules.csv': {
    fileName: 'charge-map.csv',
    name: 'charge map',
    title: 'Charge Map',
    explanation:
      "The file replaces the whole map but FedEx's incentive rules: rules it does not hold are deleted. Start from Export CSV.",
    invalidates: ['/reference-data/charge-rules', '/reference-data/unmapped'],
  },
  '/reference-data/delivery-commitments.csv': {
    fileName: 'delivery-commitments.csv',
    name: 'delivery commitments',
    title: 'Delivery Commitments',
    explanation:
      'The file replaces every commitment: those it does not hold are deleted. Start from Export CSV.',
    invalidates: ['/reference-data/delivery-commitments'],
  },
  '/reference-data/organizations/{organizationId}/contract-discounts.csv': {
    // The server's name for the file; the organization's mapping name is added to it.
    fileName: 'contract-discounts.csv',
    name: 'contract discounts',
    title: 'Contract Discounts',
    explanation:
      "The file replaces the organization's discounts: those it does not hold are deleted. Start from Export CSV.",
    invalidates: ['/reference-data/organizations/{organizationId}/contract-discounts'],
  },
} as const;

type TablePath = keyof typeof tables;

/** The table of one organization's rows, whose file is that organization's. */
type OrganizationTablePath = '/reference-data/organizations/{organizationId}/contract-discounts.csv';

/**
 * The file of a reference table: its address, and for a table of one organization's rows the organization (its id
 * in the address, its mapping name in the file's name).
 */
export type ReferenceFile =
  | { path: Exclude<TablePath, OrganizationTablePath> }
  | { path: OrganizationTablePath; organization: Pick<Organization, 'organizationId' | 'mappingName'> };

/**
 * The parameters of a call of the file's address: the organization's id in the path for an organization's table.
 * One mutation serves every table, so its variables are typed by the union of their requests, which `file` decides
 * between.
 */
function paramsOf(file: ReferenceFile) {
  return 'organization' in file
    ? { params: { path: { organizationId: file.organization.organizationId } } }
    : {};
}

/** The name the file is saved under: 'contract-discounts-acme_freight.csv' for an organization's. */
function fileNameOf(file: ReferenceFile): string {
  const { fileName } = tables[file.path];
  return 'organization' in file
    ? fileName.replace('.csv', `-${file.organization.mappingName}.csv`)
    : fileName;
}

/** Export CSV of a reference table: the file the server writes, saved under its name, with a toast. */
function ExportCsvButton({ file }: { file: ReferenceFile }) {
  const { name } = tables[file.path];
  const fileName = fileNameOf(file);
  const exportCsv = useApiMutation('get', file.path, {
    errorMessage: `The ${name} could not be exported. Please try again.`,
    successToast: {
      title: `${capitalized(name)} exported`,
      description: `Check your downloads folder for ${fileName}.`,
    },
    onSuccess: (csv) => saveFile(fileName, new Blob([String(csv)], { type: 'text/csv;charset=utf-8' })),
  });
  return (
    <Button
      variant="secondary"
      isPending={exportCsv.isPending}
      onPress={() => exportCsv.mutate({ ...paramsOf(file), parseAs: 'text' } as ApiRequest<'get', TablePath>)}
    >
      Export CSV
    </Button>
  );
}

/**
 * A reference table's header actions: Export CSV, Import CSV and the table's Add button. Without a `file` (a table
 * of one organization's rows, before one is chosen) there is nothing to export, import or add to: all three wait.
 */
export function ReferenceFileActions({
  file,
  addLabel,
  onImport,
  onAdd,
}: {
  file: ReferenceFile | undefined;
  /** The Add button's text: 'Add Rule'. */
  addLabel: string;
  onImport: () => void;
  onAdd: () => void;
}) {
  return (
    <Inline gap="small">
      {file ? (
        <ExportCsvButton file={file} />
      ) : (
        <Button variant="secondary" isDisabled>
          Export CSV
        </Button>
      )}
      <Button variant="secondary" isDisabled={!file} onPress={onImport}>
        Import CSV
      </Button>
      <Button isDisabled={!file} onPress={onAdd}>
        {addLabel}
      </Button>
    </Inline>
  );
}

interface ImportCounts {
  added: number;
  changed: number;
  removed: number;
  rederived: ReferenceDataRederivation;
}

/**
 * Replaces a reference table with a CSV file (the export's columns, edited): a refused file shows the line and what
 * to fix in the toast and changes nothing; a success says what changed and what was re-derived. An import that
 * outlasts its request says how far it is above Import.
 */
export function ImportReferenceFileDialog({ file, onClose }: { file: ReferenceFile; onClose: () => void }) {
  const { name, title, explanation, invalidates } = tables[file.path];
  const invalidate = useInvalidate();
  const [files, setFiles] = useState<File[]>([]);
  const upload = useReferenceDataChange('put', file.path, {
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
  const [chosen] = files;

  return (
    <FormDialog
      title={`Import ${title}`}
      isOpen
      onClose={onClose}
      submitLabel="Import"
      pendingLabel="Importing..."
      isPending={upload.isPending}
      isSubmitDisabled={!chosen}
      onSubmit={() =>
        chosen && upload.mutate({ ...paramsOf(file), ...fileUpload(chosen) } as ApiRequest<'put', TablePath>)
      }
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
      <ChangeProgress change={upload.followed} />
    </FormDialog>
  );
}
