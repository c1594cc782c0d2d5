import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Heading, Inline } from '@waybill/ui';
import { useApi } from '../../lib/api';
import { profileQueryOptions } from '../../lib/profile';
import * as styles from './documents.css';
import { DocumentList } from './document-list';
import { PeopleTree } from './people-tree';
import { UploadDocumentDialog } from './upload-document-dialog';

/**
 * The Documents page (SPEC §2): the tree of organizations and people on the left, the selected person's
 * documents on the right, and Add Document for those who belong to an organization (SPEC §6).
 */
export default function DocumentsRoute() {
  const api = useApi();
  const profile = useQuery(profileQueryOptions(api));
  const [selectedUserId, setSelectedUserId] = useState<string>();
  const [isUploading, setUploading] = useState(false);

  return (
    <div className={styles.page}>
      <Inline justify="spaceBetween" gap="medium">
        <Heading level={1} size="large">
          Documents
        </Heading>
        {profile.data?.organizationId && <Button onPress={() => setUploading(true)}>Add Document</Button>}
      </Inline>
      <div className={styles.panes}>
        <Card padding="small">
          <PeopleTree selectedUserId={selectedUserId} onSelect={setSelectedUserId} />
        </Card>
        <section aria-label="Documents of the selected user">
          <DocumentList userId={selectedUserId} />
        </section>
      </div>
      {isUploading && <UploadDocumentDialog onClose={() => setUploading(false)} />}
    </div>
  );
}
