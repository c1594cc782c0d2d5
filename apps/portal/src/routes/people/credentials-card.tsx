import { useState } from 'react';
import type { Credential } from '@waybill/api-client';
import {
  AlertDialog,
  Button,
  DataTable,
  Icon,
  Inline,
  Modal,
  PencilIcon,
  PlusIcon,
  SecretText,
  SectionCard,
  Trash2Icon,
  type DataTableColumn,
} from '@waybill/ui';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { CredentialDialog } from './credential-dialog';
import { platformLabel } from './format';

/** The error toast of a password that could not be shown. */
export const revealErrorMessage = 'Failed to show the password. Please try again.';

/**
 * The password column of one credential: bullets until its toggle asks the server for the password (each
 * reveal is audited), shown while revealed and forgotten when hidden again.
 */
function CredentialPassword({ userId, credential }: { userId: string; credential: Credential }) {
  const [password, setPassword] = useState<string>();
  const reveal = useApiMutation('post', '/user/{userId}/credentials/{credentialId}/reveal', {
    errorMessage: revealErrorMessage,
    onSuccess: (data) => setPassword(data.password),
  });
  const onRevealedChange = (isRevealed: boolean) => {
    setPassword(undefined);
    if (isRevealed) reveal.mutate({ params: { path: { userId, credentialId: credential.id } } });
  };
  return (
    <SecretText
      value={password}
      isRevealed={password !== undefined}
      isPending={reveal.isPending}
      onRevealedChange={onRevealedChange}
      revealLabel={`Show password for ${platformLabel(credential.name)} ${credential.username}`}
    />
  );
}

/** Which credential a dialog is open for. */
type Open = { kind: 'add' } | { kind: 'edit' | 'delete'; credential: Credential } | null;

function DeleteCredentialDialog({
  userId,
  credential,
  onClose,
}: {
  userId: string;
  credential: Credential;
  onClose: () => void;
}) {
  const invalidate = useInvalidate();
  const remove = useApiMutation('delete', '/user/delete-credential/{userId}/{credentialId}', {
    errorMessage: 'Something went wrong',
    onSuccess: async () => {
      await invalidate('/user/{userId}');
      onClose();
    },
  });
  return (
    <Modal isDismissable={false} isOpen onOpenChange={(isOpen) => isOpen || onClose()}>
      <AlertDialog
        title="Are you sure?"
        variant="destructive"
        actionLabel="Delete"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        onAction={() => remove.mutate({ params: { path: { userId, credentialId: credential.id } } })}
        onCancel={onClose}
      >
        {`This will permanently delete the credential for ${platformLabel(credential.name)}. This action cannot be undone.`}
      </AlertDialog>
    </Modal>
  );
}

/**
 * The person's carrier credentials (SPEC §2): Platform, Username, the password as bullets with a per-row
 * show/hide (which reads that one password from the server), edit and delete; Add Credential opens the form.
 */
export function CredentialsCard({
  userId,
  credentials,
  isLoading,
  isError,
  onRetry,
}: {
  userId: string;
  credentials: readonly Credential[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const columns: DataTableColumn<Credential>[] = [
    { id: 'platform', header: 'Platform', accessor: (credential) => platformLabel(credential.name) },
    { id: 'username', header: 'Username', accessor: 'username' },
    {
      id: 'password',
      header: 'Password',
      render: (credential) => <CredentialPassword userId={userId} credential={credential} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      render: (credential) => (
        <Inline gap="xxsmall">
          <Button
            variant="ghost"
            size="small"
            aria-label={`Edit credential ${platformLabel(credential.name)} ${credential.username}`}
            onPress={() => setOpen({ kind: 'edit', credential })}
          >
            <Icon icon={PencilIcon} size="small" />
          </Button>
          <Button
            variant="ghost"
            size="small"
            aria-label={`Delete credential ${platformLabel(credential.name)} ${credential.username}`}
            onPress={() => setOpen({ kind: 'delete', credential })}
          >
            <Icon icon={Trash2Icon} size="small" />
          </Button>
        </Inline>
      ),
    },
  ];

  return (
    <SectionCard
      title="Credentials"
      actions={
        <Button size="small" onPress={() => setOpen({ kind: 'add' })}>
          <Icon icon={PlusIcon} size="small" />
          Add Credential
        </Button>
      }
    >
      <DataTable
        aria-label="Credentials"
        columns={columns}
        rows={credentials}
        getRowId={(credential) => credential.id}
        isLoading={isLoading}
        errorText={isError ? 'Error loading credentials. Please try again later.' : undefined}
        onRetry={onRetry}
        emptyText='No credentials found. Click "Add Credential" to add one.'
      />
      {open?.kind === 'add' && <CredentialDialog userId={userId} onClose={close} />}
      {open?.kind === 'edit' && (
        <CredentialDialog userId={userId} credential={open.credential} onClose={close} />
      )}
      {open?.kind === 'delete' && (
        <DeleteCredentialDialog userId={userId} credential={open.credential} onClose={close} />
      )}
    </SectionCard>
  );
}
