import { useMemo } from 'react';
import {
  Button,
  DataTable,
  Dialog,
  DialogActions,
  Modal,
  Stack,
  Text,
  type DataTableColumn,
} from '@waybill/ui';
import type { CsvPreview } from './csv-preview';
import * as styles from './exports.css';

type PreviewRow = { id: number; values: readonly string[] };

const count = new Intl.NumberFormat('en-US');

/** One column per header name, found by position (two columns may share a name). */
function columnsOf(header: readonly string[]): DataTableColumn<PreviewRow>[] {
  return header.map((name, index) => ({
    id: `column-${index}`,
    header: name,
    accessor: (row: PreviewRow) => row.values[index] ?? '',
  }));
}

export interface ExportPreviewDialogProps {
  /** The export's beginning; the dialog is open while there is one. */
  preview: CsvPreview | null;
  onDownload: () => void;
  onCancel: () => void;
}

/**
 * 'Preview Export Data' (SPEC §2): the header row and the first 15 data rows of the export, then Cancel or
 * Download CSV.
 */
export function ExportPreviewDialog({ preview, onDownload, onCancel }: ExportPreviewDialogProps) {
  const columns = useMemo(() => columnsOf(preview?.header ?? []), [preview]);
  const rows = useMemo(
    () => (preview?.rows ?? []).map((values, id): PreviewRow => ({ id, values })),
    [preview],
  );
  return (
    <Modal
      size="large"
      isOpen={preview !== null}
      isDismissable
      onOpenChange={(isOpen) => isOpen || onCancel()}
    >
      <Dialog title="Preview Export Data">
        <Stack gap="medium">
          <Text tone="muted">Showing some rows of the export data. Review the data before downloading.</Text>
          {preview && (
            <Text role="status">
              The first {count.format(preview.rows.length)} of {count.format(preview.dataRowCount)} rows.
            </Text>
          )}
          <div className={styles.previewTable}>
            <DataTable<PreviewRow>
              aria-label="Export preview"
              columns={columns}
              rows={rows}
              getRowId={(row) => row.id}
            />
          </div>
          <DialogActions>
            <Button variant="secondary" slot="close">
              Cancel
            </Button>
            <Button onPress={onDownload}>Download CSV</Button>
          </DialogActions>
        </Stack>
      </Dialog>
    </Modal>
  );
}
