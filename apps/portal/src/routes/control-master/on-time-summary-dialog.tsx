import { Button, Dialog, DialogActions, Modal } from '@waybill/ui';
import { SUMMARY_GROUPINGS } from './on-time-summary';
import { SummaryTable } from './summary-table';
import * as styles from './control-master.css';

export interface OnTimeSummaryDialogProps {
  /** The control shown; it stays set while the dialog closes, so the title does not change mid-animation. */
  controlId: string;
  isOpen: boolean;
  onClose: () => void;
}

/** 'On-Time Summary - Control ID: {id}': the control's packages and net spend by audit status, mode and service. */
export function OnTimeSummaryDialog({ controlId, isOpen, onClose }: OnTimeSummaryDialogProps) {
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
