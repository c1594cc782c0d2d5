import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Person, Profile } from '@waybill/api-client';
import {
  Avatar,
  Badge,
  Button,
  DetailList,
  ErrorState,
  PageHeader,
  SectionCard,
  Spinner,
  Stack,
  Text,
  toast,
} from '@waybill/ui';
import { useApi } from '../../lib/api';
import { fileUpload } from '../../lib/file-upload';
import { profileQueryOptions } from '../../lib/profile';
import { useApiMutation } from '../../lib/use-api-mutation';
import { NotFoundMessage } from '../errors/not-found';
import { isNotFound } from '../organization/organization-detail';
import * as layout from '../page-layout.css';
import { CredentialsCard } from './credentials-card';
import { EditDetailsDialog } from './edit-details-dialog';
import { EditGroupDialog } from './edit-group-dialog';
import { EditOrganizationDialog } from './edit-organization-dialog';
import { fullName, roleLabel } from './format';
import { PasswordResetDialog } from './password-reset-dialog';
import { usePersonRefresh } from './person-refresh';
import { personQuery } from '../../lib/administration-queries';
import { UserStatusDialog } from './user-status-dialog';

type OpenDialog = 'details' | 'organization' | 'group' | 'status' | 'password' | null;

function useAvatarUpload(userId: string) {
  const refresh = usePersonRefresh();
  const upload = useApiMutation('post', '/user/upload-avatar/{userId}', {
    errorMessage: 'Failed to upload avatar',
    successToast: 'Avatar updated successfully',
    // The person's new `image` carries a new version, so the browser fetches the new picture.
    onSuccess: () => refresh(),
  });
  return {
    upload: (file: File) => upload.mutate({ params: { path: { userId } }, ...fileUpload(file) }),
    isPending: upload.isPending,
  };
}

function PersonScreen({
  person,
  viewer,
  onRetry,
  isError,
}: {
  person: Person;
  viewer: Profile;
  onRetry: () => void;
  isError: boolean;
}) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  // What the server says the viewer may do to this person (SPEC §2, §6); the portal never re-derives it.
  const can = person.capabilities;
  const avatar = useAvatarUpload(person.userId);
  const name = fullName(person);

  return (
    <div className={layout.screen}>
      <PageHeader
        title={name}
        description={person.email}
        media={
          <Avatar
            name={name}
            src={person.image}
            size="large"
            isPending={avatar.isPending}
            chooseLabel="Change avatar"
            onImageChosen={can.editProfile ? avatar.upload : undefined}
            onImageRejected={(error) => toast({ ...error, variant: 'destructive' })}
          />
        }
        actions={
          can.editProfile && (
            <Button variant="secondary" onPress={() => setDialog('details')}>
              Edit Details
            </Button>
          )
        }
      />
      <SectionCard
        title="Organization and Role"
        actions={
          can.editAccess && (
            <Button
              variant="secondary"
              size="small"
              aria-label="Edit Organization Details"
              onPress={() => setDialog('organization')}
            >
              Edit
            </Button>
          )
        }
      >
        <DetailList
          items={[
            { term: 'Organization', description: person.organization },
            { term: 'Role', description: roleLabel(person.role) },
            {
              term: 'License',
              description: (
                <Badge tone={person.isLicensed ? 'success' : 'neutral'}>
                  {person.isLicensed ? 'Licensed' : 'Not Licensed'}
                </Badge>
              ),
            },
          ]}
        />
      </SectionCard>
      <SectionCard
        title="Group and Subgroup"
        actions={
          can.editAccess && (
            <Button
              variant="secondary"
              size="small"
              aria-label="Edit Group & Subgroup"
              onPress={() => setDialog('group')}
            >
              Edit
            </Button>
          )
        }
      >
        <DetailList
          items={[
            { term: 'Group', description: person.group },
            { term: 'Subgroup', description: person.subGroup },
          ]}
        />
      </SectionCard>
      {can.editProfile && (
        <CredentialsCard
          userId={person.userId}
          credentials={person.credentials ?? []}
          isLoading={false}
          isError={isError || person.credentials === undefined}
          onRetry={onRetry}
        />
      )}
      {can.editProfile && (
        <SectionCard title="Password Reset">
          <Stack gap="small" align="start">
            <Text tone="muted">Send a link to choose a new password to this person&apos;s email.</Text>
            <Button variant="secondary" onPress={() => setDialog('password')}>
              Reset Password
            </Button>
          </Stack>
        </SectionCard>
      )}
      {can.changeStatus && (
        <SectionCard title={person.status === 'inactive' ? 'Activate User' : 'Deactivate User'}>
          <Stack gap="small" align="start">
            <Text tone="muted">
              {person.status === 'inactive'
                ? 'This account is inactive: the person cannot sign in.'
                : 'Deactivating signs the person out and stops them signing in; nothing is erased.'}
            </Text>
            <Button
              variant={person.status === 'inactive' ? 'primary' : 'destructive'}
              onPress={() => setDialog('status')}
            >
              {person.status === 'inactive' ? 'Activate User' : 'Deactivate User'}
            </Button>
          </Stack>
        </SectionCard>
      )}
      {dialog === 'details' && <EditDetailsDialog person={person} onClose={close} />}
      {dialog === 'organization' && (
        <EditOrganizationDialog
          person={person}
          canChooseOrganization={viewer.capabilities.movePeopleBetweenOrganizations}
          onClose={close}
        />
      )}
      {dialog === 'group' && <EditGroupDialog person={person} onClose={close} />}
      {dialog === 'password' && <PasswordResetDialog email={person.email} onClose={close} />}
      {dialog === 'status' && <UserStatusDialog person={person} onClose={close} />}
    </div>
  );
}

/** A person's detail panel (SPEC §2); the person's read starts as the address opens (the route table preloads it). */
export default function PersonDetailRoute() {
  const { id = '' } = useParams();
  const api = useApi();
  const profile = useQuery(profileQueryOptions(api));
  const person = useQuery(personQuery(api, id));

  if (person.isPending || profile.isPending) {
    return (
      <div className={layout.insetMessage}>
        <Spinner size="large" aria-label="Loading the person" />
      </div>
    );
  }
  if (person.isError && !person.data) {
    return (
      <div className={layout.insetMessage}>
        {isNotFound(person.error) ? (
          <NotFoundMessage />
        ) : (
          <ErrorState
            message="An error occurred while fetching the person."
            onRetry={() => void person.refetch()}
          />
        )}
      </div>
    );
  }
  if (profile.isError) return null;
  return (
    <PersonScreen
      person={person.data}
      viewer={profile.data}
      isError={person.isError}
      onRetry={() => void person.refetch()}
    />
  );
}
