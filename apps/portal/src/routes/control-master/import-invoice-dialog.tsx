import { useEffect, useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage, readListResponse, type Organization } from '@waybill/api-client';
import {
  Button,
  DetailList,
  Dialog,
  DialogActions,
  ErrorState,
  LoadingBlock,
  Modal,
  ProgressBar,
  Select,
  SelectItem,
  Stack,
  Text,
  UploadDropzone,
} from '@waybill/ui';
import { organizationsQuery } from '../../lib/administration-queries';
import { useApi } from '../../lib/api';
import { fileUpload } from '../../lib/file-upload';
import { importJobQuery } from '../../lib/queries';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { isInProgress, progressLine, refusalText, rowsProgress, type ImportJob } from './import-job';
import { INVOICE_FILE_TYPES, importFigures, type ImportReport } from './import-report';
import { useImportJob, useImportJobsInProgress } from './use-import-jobs';
import * as styles from './control-master.css';

const UPLOAD_FAILED = 'The invoice file could not be uploaded.';
const NOTHING_KEPT = 'The file was not imported; nothing of it was kept.';

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

/** Where a job still queued or running stands: waiting for a worker, or the rows read so far. */
function JobProgress({ job }: { job: ImportJob }) {
  return (
    <Stack gap="medium">
      <Text role="status" weight="strong">
        {progressLine(job)}
      </Text>
      {job.state === 'running' && (
        <ProgressBar
          label="Rows read"
          value={job.rowsRead}
          maxValue={Math.max(job.rowsTotal, job.rowsRead, 1)}
          valueLabel={rowsProgress(job)}
        />
      )}
      <Text tone="muted">The import goes on if you close this dialog.</Text>
    </Stack>
  );
}

/** Why nothing of the file was kept: the refusal's line and reason, or the job's own account of its failure. */
function NothingKept({ reason }: { reason: string }) {
  return (
    <Stack gap="xsmall">
      <Text role="alert" tone="danger" weight="strong">
        {NOTHING_KEPT}
      </Text>
      <Text tone="danger">{reason}</Text>
    </Stack>
  );
}

/** What a job that ended shows. */
function JobOutcome({ job }: { job: ImportJob }) {
  if ((job.state === 'imported' || job.state === 'duplicate') && job.report) {
    return <ImportReportView report={job.report} />;
  }
  if (job.state === 'refused' && job.refusal) return <NothingKept reason={refusalText(job.refusal)} />;
  return <NothingKept reason={job.message} />;
}

/** The imports still queued or running, by anyone, each of which the dialog can follow. */
function ImportsInProgress({ onFollow }: { onFollow: (jobId: string) => void }) {
  const jobs = useImportJobsInProgress();
  const titleId = useId();
  if (jobs.isError) {
    return (
      <ErrorState
        message="The imports in progress could not be loaded."
        onRetry={() => void jobs.refetch()}
        isRetrying={jobs.isFetching}
      />
    );
  }
  if (!jobs.data?.length) return null;
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="small">
        <Text id={titleId} weight="strong">
          In progress
        </Text>
        <ul className={styles.jobList}>
          {jobs.data.map((job) => (
            <li key={job.jobId} className={styles.jobItem}>
              <div className={styles.jobHeader}>
                <Stack gap="none">
                  <Text as="span" weight="medium">
                    {job.fileName}
                  </Text>
                  <Text as="span" size="small" tone="muted">
                    {job.client}
                    {job.state === 'queued' && ' · Waiting for a worker'}
                  </Text>
                </Stack>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={`Show ${job.fileName}`}
                  onPress={() => onFollow(job.jobId)}
                >
                  Show
                </Button>
              </div>
              {job.state === 'running' && (
                <ProgressBar
                  label="Importing"
                  value={job.rowsRead}
                  maxValue={Math.max(job.rowsTotal, job.rowsRead, 1)}
                  valueLabel={rowsProgress(job)}
                />
              )}
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}

/**
 * Import Invoice File (platform admins; beyond the original spec): one UPS Billing Data or FedEx invoice file
 * for a client is uploaded and queued as an import job, which a worker imports into one Control ID. The dialog
 * follows the job (waiting, then the rows read), then shows what was loaded, that the same file was imported
 * before, or why nothing of it was kept, and refreshes the list. Closing it leaves the job running; the jobs
 * still in progress, by anyone, are listed when it opens, and `jobId` opens it on one of them.
 */
export function ImportInvoiceDialog({
  jobId = null,
  onClose,
}: {
  jobId?: string | null;
  onClose: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const organizations = useQuery({
    ...organizationsQuery(api),
    select: (body) => readListResponse<Organization>(body),
  });
  const [client, setClient] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [followed, setFollowed] = useState<string | null>(jobId);
  const job = useImportJob(followed);
  const upload = useApiMutation('post', '/control-master/import', {
    errorMessage: UPLOAD_FAILED,
    onSuccess: async (queued) => {
      queryClient.setQueryData(importJobQuery(api, queued.jobId).queryKey, queued);
      setFollowed(queued.jobId);
      await invalidate('/control-master/import-jobs');
    },
    onError: (error) => setUploadError(getErrorMessage(error, UPLOAD_FAILED)),
  });
  const [file] = files;

  const ended = job.data && !isInProgress(job.data) ? job.data.state : null;
  useEffect(() => {
    if (!ended) return;
    const lists = ended === 'imported' ? (['/control-master', '/control-master/clients'] as const) : [];
    void invalidate(...lists, '/control-master/import-jobs');
  }, [ended, followed, invalidate]);

  function submit() {
    if (!file || !client) return;
    setUploadError(null);
    upload.mutate({
      params: { query: { client } },
      ...fileUpload(file),
    });
  }

  /** Back to the form: the job's client stays chosen, and the file too when it is to be sent again. */
  function backToForm({ keepFile }: { keepFile: boolean }) {
    if (job.data) setClient(job.data.client);
    if (!keepFile) setFiles([]);
    setFollowed(null);
    setUploadError(null);
    upload.reset();
  }

  const clientOptions = (organizations.data ?? []).map((organization) => ({
    id: organization.mappingName,
    label: organization.name,
  }));

  const closeButton = <Button slot="close">Close</Button>;
  const importAnother = (
    <Button variant="secondary" onPress={() => backToForm({ keepFile: false })}>
      Import Another File
    </Button>
  );

  function followedView() {
    if (job.isError) {
      return (
        <Stack gap="medium">
          <ErrorState
            message="The progress of the import could not be read."
            onRetry={() => void job.refetch()}
            isRetrying={job.isFetching}
          />
          <DialogActions>{closeButton}</DialogActions>
        </Stack>
      );
    }
    if (!job.data) return <LoadingBlock aria-label="Loading the import" />;
    if (isInProgress(job.data)) {
      return (
        <Stack gap="medium">
          <JobProgress job={job.data} />
          <DialogActions>
            {importAnother}
            {closeButton}
          </DialogActions>
        </Stack>
      );
    }
    return (
      <Stack gap="medium">
        <JobOutcome job={job.data} />
        <DialogActions>
          {job.data.state === 'failed' ? (
            <Button variant="secondary" onPress={() => backToForm({ keepFile: true })}>
              Try Again
            </Button>
          ) : (
            importAnother
          )}
          {closeButton}
        </DialogActions>
      </Stack>
    );
  }

  return (
    <Modal isDismissable={!upload.isPending} isOpen onOpenChange={(isOpen) => isOpen || onClose()}>
      <Dialog title="Import Invoice File">
        {followed ? (
          followedView()
        ) : (
          <Stack gap="medium">
            <ImportsInProgress onFollow={setFollowed} />
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
                isDisabled={upload.isPending}
                isRequired
              >
                {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
              </Select>
            )}
            <UploadDropzone
              files={files}
              onChange={(chosen) => {
                setFiles(chosen);
                setUploadError(null);
              }}
              acceptedFileTypes={INVOICE_FILE_TYPES}
              maxFiles={1}
              description="A UPS Billing Data file or a FedEx invoice CSV, in UTF-8"
              isDisabled={upload.isPending}
            />
            {uploadError && <NothingKept reason={uploadError} />}
            <DialogActions>
              <Button variant="secondary" slot="close" isDisabled={upload.isPending}>
                Cancel
              </Button>
              <Button onPress={submit} isDisabled={!file || !client} isPending={upload.isPending}>
                {upload.isPending ? 'Uploading...' : 'Import'}
              </Button>
            </DialogActions>
          </Stack>
        )}
      </Dialog>
    </Modal>
  );
}
