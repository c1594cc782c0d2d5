import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  DateRangePicker,
  ErrorState,
  NumberField,
  PageHeader,
  Select,
  SelectItem,
  Stack,
  saveFile,
  toast,
} from '@waybill/ui';
import { useApi } from '../../lib/api';
import { profileQueryOptions } from '../../lib/profile';
import { exportDetailsQuery } from '../../lib/queries';
import { useApiMutation } from '../../lib/use-api-mutation';
import { CascadeSelects } from './cascade-selects';
import { previewCsv, type CsvPreview } from './csv-preview';
import { ExportPreviewDialog } from './export-preview-dialog';
import {
  INITIAL_FORM,
  MAX_ROW_LIMIT,
  NO_CHOICE,
  PREVIEW_ROWS,
  REPORT_TYPES,
  exportRequestOf,
  type ExportForm,
  type ReportType,
} from './export-filters';
import { useExportOrganization, type ExportOrganization } from './use-export-organization';
import * as layout from '../page-layout.css';
import * as styles from './exports.css';

/** SPEC §8: an export that fails without a message from the server says this. */
const EXPORT_FAILED = 'Failed to register. Please try again.';

/**
 * The export that ran, kept for its download: the whole CSV the server answered, saved as it is under the name the
 * server gave it, so the file holds exactly the rows previewed and the query does not run again.
 */
interface RanExport {
  fileName: string;
  csv: string;
  preview: CsvPreview;
}

/** What the Organization select says under it while no organization is chosen, and why. */
function organizationHintOf({ organizationId, isLocked, isPending }: ExportOrganization): string | undefined {
  if (organizationId !== null) return undefined;
  if (!isLocked) return 'Choose the organization whose data to export.';
  return isPending ? undefined : 'You do not belong to an organization, so there is no data to export.';
}

/**
 * The Export Data page (/exports, SPEC §2): the organization (chosen by platform admins, locked to their own for
 * everyone else), the report type, the ship dates, the three cascading filters and the row limit. Export Data
 * runs the export and previews its first rows; Download CSV saves the whole export as a file.
 */
export default function ExportsRoute() {
  const api = useApi();
  const profile = useQuery(profileQueryOptions(api));
  const organization = useExportOrganization(profile.data);
  const [form, setForm] = useState<ExportForm>(INITIAL_FORM);
  const [ran, setRan] = useState<RanExport | null>(null);

  const details = useQuery({
    ...exportDetailsQuery(api, organization.organizationId ?? ''),
    enabled: organization.organizationId !== null,
  });

  const runExport = useApiMutation('post', '/export/workbook', {
    errorMessage: EXPORT_FAILED,
    onSuccess: (answer) => {
      // Asked without `Accept: text/csv`, the answer is the JSON `{data, fileName}`; the contract also types the
      // CSV file, which this page never asks for.
      const exported = typeof answer === 'string' ? undefined : answer;
      const preview = previewCsv(exported?.data ?? '', PREVIEW_ROWS);
      if (!exported || preview.dataRowCount === 0) {
        toast({
          title: 'Export failed',
          description: 'Please try again. If the problem persists, please contact support.',
          variant: 'destructive',
        });
        return;
      }
      setRan({ fileName: exported.fileName, csv: exported.data, preview });
    },
  });

  function exportData() {
    if (!organization.organizationId || !organization.mappingName) {
      // SPEC §5: without both nothing is sent. The button is disabled then; this guards any other way in.
      console.error('An export needs an organization and its mapping name.');
      return;
    }
    runExport.mutate({ body: exportRequestOf(organization.mappingName, form) });
  }

  function downloadCsv() {
    if (!ran) return;
    saveFile(ran.fileName, new Blob([ran.csv], { type: 'text/csv;charset=utf-8' }));
    setRan(null);
    toast({
      title: 'Export successful',
      description: 'Your data has been exported successfully. Please check your downloads folder.',
    });
  }

  function chooseOrganization(organizationId: string) {
    if (organizationId === organization.organizationId) return;
    organization.choose(organizationId);
    // Another organization has other combinations.
    setForm((current) => ({ ...current, choice: NO_CHOICE }));
  }

  const canExport = organization.organizationId !== null && organization.mappingName !== undefined;
  const organizationHint = organizationHintOf(organization);

  return (
    <div className={layout.screen}>
      <PageHeader title="Export Data" />
      <Card>
        <Stack gap="large">
          {organization.isError && (
            <ErrorState
              message={
                organization.isLocked
                  ? 'Your organization could not be loaded.'
                  : 'The organizations could not be loaded.'
              }
              onRetry={organization.retry}
              isRetrying={organization.isRetrying}
            />
          )}
          <div className={styles.fields} role="group" aria-label="Export filters">
            <Select
              label="Organization"
              items={organization.options}
              value={organization.organizationId}
              onChange={(key) => key !== null && chooseOrganization(String(key))}
              isDisabled={organization.isLocked}
              placeholder={organization.isPending ? 'Loading...' : 'Choose an organization'}
              description={organizationHint}
            >
              {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
            </Select>
            <Select
              label="Report Type"
              items={REPORT_TYPES}
              value={form.reportType}
              onChange={(key) => key !== null && setForm({ ...form, reportType: key as ReportType })}
            >
              {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
            </Select>
            <DateRangePicker
              label="Date Range"
              value={form.dateRange}
              onChange={(dateRange) => setForm({ ...form, dateRange })}
            />
            <CascadeSelects
              details={details.data ?? []}
              choice={form.choice}
              onChange={(choice) => setForm({ ...form, choice })}
              isLoading={details.isLoading}
            />
            <NumberField
              label="Row Limit"
              minValue={0}
              maxValue={MAX_ROW_LIMIT}
              step={1}
              value={form.rowLimit}
              onChange={(rowLimit) => setForm({ ...form, rowLimit })}
              description="At most 100,000 rows"
            />
          </div>
          {details.isError && (
            <ErrorState
              message="The export filters could not be loaded."
              onRetry={() => void details.refetch()}
              isRetrying={details.isFetching}
            />
          )}
          <div className={styles.actions}>
            <Button onPress={exportData} isDisabled={!canExport} isPending={runExport.isPending}>
              {runExport.isPending ? 'Your data is getting ready...' : 'Export Data'}
            </Button>
          </div>
        </Stack>
      </Card>
      <ExportPreviewDialog
        preview={ran?.preview ?? null}
        onDownload={downloadCsv}
        onCancel={() => setRan(null)}
      />
    </div>
  );
}
