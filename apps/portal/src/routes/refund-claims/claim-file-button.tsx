import { Button, saveFile } from '@waybill/ui';
import { useApiMutation } from '../../lib/use-api-mutation';
import { claimFileName, type ClaimBatchSummary } from './format';

/**
 * Download claim file: the batch's claim file as the server writes it (one row per claim but the expired ones, for
 * the carrier's dispute upload), saved under the server's name for it, with a toast.
 */
export function ClaimFileButton({ batch }: { batch: Pick<ClaimBatchSummary, 'id' | 'carrier'> }) {
  const fileName = claimFileName(batch);
  const download = useApiMutation('get', '/refund-claims/batches/{batchId}/claim-file', {
    errorMessage: 'The claim file could not be downloaded. Please try again.',
    successToast: {
      title: 'Claim file downloaded',
      description: `Check your downloads folder for ${fileName}.`,
    },
    onSuccess: (csv) => saveFile(fileName, new Blob([String(csv)], { type: 'text/csv;charset=utf-8' })),
  });
  return (
    <Button
      variant="secondary"
      isPending={download.isPending}
      onPress={() => download.mutate({ params: { path: { batchId: batch.id } }, parseAs: 'text' })}
    >
      {download.isPending ? 'Downloading…' : 'Download claim file'}
    </Button>
  );
}
