import type { Document } from '@waybill/api-client';
import { Card, Heading, Inline, LinkButton, Skeleton, Stack, Text } from '@waybill/ui';
import * as styles from './documents.css';
import { documentTypeLabel, formatFileSize, formatUploadedDate, previewHref } from './format';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Text size="small">
      <Text as="span" size="small" tone="muted">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/** One document (SPEC §2): its name, Type, Size and Uploaded date, and Preview and Download in a new tab. */
export function DocumentCard({ document }: { document: Document }) {
  return (
    <Card as="article" padding="medium" aria-label={document.name}>
      <Stack gap="small">
        <Heading level={2} size="small" className={styles.documentName}>
          {document.name}
        </Heading>
        <Stack gap="xxsmall">
          <Detail label="Type" value={documentTypeLabel(document.type)} />
          <Detail label="Size" value={formatFileSize(document.size)} />
          <Detail label="Uploaded" value={formatUploadedDate(document.uploadedAt)} />
        </Stack>
        <Inline gap="small">
          <LinkButton
            href={previewHref(document)}
            target="_blank"
            size="small"
            aria-label={`Preview ${document.name}`}
          >
            Preview
          </LinkButton>
          <LinkButton
            href={document.url}
            target="_blank"
            size="small"
            aria-label={`Download ${document.name}`}
          >
            Download
          </LinkButton>
        </Inline>
      </Stack>
    </Card>
  );
}

/** A card's outline while the documents load. */
export function DocumentCardSkeleton() {
  return (
    <Card padding="medium">
      <Stack gap="small">
        <Skeleton width="70%" height="1.25rem" />
        <Skeleton width="40%" />
        <Skeleton width="35%" />
        <Skeleton width="50%" />
        <Inline gap="small">
          <Skeleton shape="block" width="5rem" height="2rem" />
          <Skeleton shape="block" width="5.5rem" height="2rem" />
        </Inline>
      </Stack>
    </Card>
  );
}
