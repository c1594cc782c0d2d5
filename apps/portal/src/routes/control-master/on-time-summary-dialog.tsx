import type { ControlMasterRecord } from '@waybill/api-client';
import { Button, Dialog, DialogActions, Modal } from '@waybill/ui';
import { SUMMARY_GROUPINGS } from './on-time-summary';
import { SummaryTable } from './summary-table';
import { UnmappedBadges } from './unmapped-badges';
import * as styles from './control-master.css';

export interface OnTimeSummaryDialogProps {
  /**
   * The control shown (none before the first is opened); it stays set while the dialog closes, so the title does
   * not change mid-animation.
   */
  control: ControlMasterRecord | null;
  isOpen: boolean;
  onClose: () => void;
  /** Whether the unmapped badges link to the unmapped reference data. */
  linksUnmappedToList: boolean;
}

/**
 * 'On-Time Summary - Control ID: {id}': the control's packages and net spend by audit status, mode and service,
 * under what of its file the reference maps do not know.
 */
export function OnTimeSummaryDialog({
  control,
  isOpen,
  onClose,
  linksUnmappedToList,
}: OnTimeSummaryDialogProps) {
  const controlId = control?.control_id ?? '';
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      size="large"
    >
      <Dialog title={`On-Time Summary - Control ID: ${controlId}`}>
        {control && <UnmappedBadges file={control} linksToList={linksUnmappedToList} />}
        <div className={styles.summaryTables}>
          {SUMMARY_GROUPINGS.map((grouping) => (
            <SummaryTable key={grouping.field} controlId={controlId} grouping={grouping} isOpen={isOpen} />
          ))}
        </div>
        <DialogActions>
          <Button variant="secondary" slot="close">
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}
