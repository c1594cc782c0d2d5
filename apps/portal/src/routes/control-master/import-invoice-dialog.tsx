import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getErrorMessage, readListResponse, type Organization } from '@waybill/api-client';
import {
  Button,
  DetailList,
  Dialog,
  DialogActions,
  ErrorState,
  Modal,
  Select,
  SelectItem,
  Stack,
  Text,
  UploadDropzone,
} from '@waybill/ui';
import { organizationsQuery } from '../../lib/administration-queries';
import { useApi } from '../../lib/api';
import { fileUpload } from '../../lib/file-upload';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { INVOICE_FILE_TYPES, importFigures, type ImportReport } from './import-report';
import * as styles from './control-master.css';

const IMPORT_FAILED = 'The invoice file could not be imported.';

/** The report of an imported file, or the notice that the same file was imported before. */
function ImportReportView({ report }: { report: ImportReport }) {
  if (report.status === 'duplicate') {
    return (
      <Stack gap="small">
        <Text role="status" weight="strong">
          {report.fileName} was imported before as Control ID {report.controlId}. Nothing was loaded again.
        </Text>
        <Text tone="muted">{report.message}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="medium">
      <Text role="status" weight="strong">
        {report.fileName} was imported as Control ID {report.controlId}.
      </Text>
      <Text tone="muted">{report.message}</Text>
      <DetailList items={importFigures(report).map(([term, description]) => ({ term, description }))} />
      {report.unknownChargeDescriptions.length > 0 && (
        <UnknownNames
          title="Unknown charge descriptions, loaded as OTHER"
          names={report.unknownChargeDescriptions}
        />
      )}
      {report.unknownServices.length > 0 && (
        <UnknownNames
          title="Unknown services, loaded without a service level"
          names={report.unknownServices}
        />
      )}
    </Stack>
  );
}

function UnknownNames({ title, names }: { title: string; names: readonly string[] }) {
  return (
    <Stack gap="xsmall">
      <Text weight="strong">{title}</Text>
      <ul className={styles.unknownList} aria-label={title}>
        {names.map((name) => (
          <li key={name}>
            <Text as="span">{name}</Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/**
 * Import Invoice File (platform admins; beyond the original spec): one UPS Billing Data or FedEx invoice file
 * for a client is uploaded and becomes one Control ID. The dialog then shows what was loaded, that the same
 * file was imported before, or why the file was refused (the line and the reason), and refreshes the list.
 */
export function ImportInvoiceDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const invalidate = useInvalidate();
  const organizations = useQuery({
    ...organizationsQuery(api),
    select: (body) => readListResponse<Organization>(body),
  });
  const [client, setClient] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const importFile = useApiMutation('post', '/control-master/import', {
    errorMessage: IMPORT_FAILED,
    onSuccess: async (data) => {
      setReport(data);
      setFiles([]);
      await invalidate('/control-master', '/control-master/clients');
    },
    onError: (error) => setRefusal(getErrorMessage(error, IMPORT_FAILED)),
  });
  const [file] = files;

  function submit() {
    if (!file || !client) return;
    setRefusal(null);
    importFile.mutate({
      params: { query: { client } },
      ...fileUpload(file),
    });
  }

  function startOver() {
    setReport(null);
    setRefusal(null);
    importFile.reset();
  }

  const clientOptions = (organizations.data ?? []).map((organization) => ({
    id: organization.mappingName,
    label: organization.name,
  }));

  return (
    <Modal isDismissable={!importFile.isPending} isOpen onOpenChange={(isOpen) => isOpen || onClose()}>
      <Dialog title="Import Invoice File">
        {report ? (
          <Stack gap="medium">
            <ImportReportView report={report} />
            <DialogActions>
              <Button variant="secondary" onPress={startOver}>
                Import Another File
              </Button>
              <Button slot="close">Close</Button>
            </DialogActions>
          </Stack>
        ) : (
          <Stack gap="medium">
            {organizations.isError ? (
              <ErrorState
                message="The clients could not be loaded."
                onRetry={() => void organizations.refetch()}
                isRetrying={organizations.isFetching}
              />
            ) : (
              <Select
                label="Client"
                placeholder={organizations.isPending ? 'Loading clients...' : 'Choose a client'}
                items={clientOptions}
                value={client}
                onChange={(key) => setClient(key === null ? null : String(key))}
                isDisabled={importFile.isPending}
                isRequired
              >
                {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
              </Select>
            )}
            <UploadDropzone
              files={files}
              onChange={(chosen) => {
                setFiles(chosen);
                setRefusal(null);
              }}
              acceptedFileTypes={INVOICE_FILE_TYPES}
              maxFiles={1}
              description="A UPS Billing Data file or a FedEx invoice CSV, in UTF-8"
              isDisabled={importFile.isPending}
            />
            {refusal && (
              <Stack gap="xsmall">
                <Text role="alert" tone="danger" weight="strong">
                  The file was not imported; nothing of it was kept.
                </Text>
                <Text tone="danger">{refusal}</Text>
              </Stack>
            )}
            <DialogActions>
              <Button variant="secondary" slot="close" isDisabled={importFile.isPending}>
                Cancel
              </Button>
              <Button onPress={submit} isDisabled={!file || !client} isPending={importFile.isPending}>
                {importFile.isPending ? 'Importing...' : 'Import'}
              </Button>
            </DialogActions>
          </Stack>
        )}
      </Dialog>
    </Modal>
  );
}
