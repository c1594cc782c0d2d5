import { useEffect, useRef } from 'react';
import { Button, Card, Text } from '@waybill/ui';
import { useInvalidate } from '../../lib/use-invalidate';
import { inProgressCount } from './import-job';
import { useImportJobsInProgress } from './use-import-jobs';
import * as styles from './control-master.css';

/**
 * On the Control Master, for platform admins: how many imports are queued or running, by anyone, with a button
 * that opens the Import Invoice File dialog on the one in progress (or on the list of them, when there are
 * several). The list of files is read again when one of them ends, since it may have become a Control ID.
 */
export function ImportsInProgressNotice({ onShow }: { onShow: (jobId: string | null) => void }) {
  const jobs = useImportJobsInProgress();
  const invalidate = useInvalidate();
  const inProgress = jobs.data ?? [];
  const ids = inProgress.map((job) => job.jobId).join(' ');
  const previousIds = useRef(ids);

  useEffect(() => {
    const ended = previousIds.current.split(' ').some((id) => id && !ids.split(' ').includes(id));
    previousIds.current = ids;
    if (ended) void invalidate('/control-master', '/control-master/clients');
  }, [ids, invalidate]);

  if (inProgress.length === 0) return null;
  const only = inProgress.length === 1 ? inProgress[0]! : null;
  return (
    <Card as="section" padding="small" aria-label="Imports in progress">
      <div className={styles.notice}>
        <Text weight="medium">{inProgressCount(inProgress.length)}</Text>
        <Button variant="secondary" size="small" onPress={() => onShow(only ? only.jobId : null)}>
          Show Progress
        </Button>
      </div>
    </Card>
  );
}
