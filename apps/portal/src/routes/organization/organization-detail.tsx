import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ApiError, type Organization } from '@waybill/api-client';
import { Avatar, Button, ErrorState, Link, PageHeader, SectionCard, Spinner, Text } from '@waybill/ui';
import { useApi } from '../../lib/api';
import { profileQueryOptions } from '../../lib/profile';
import { NotFoundMessage } from '../errors/not-found';
import * as layout from '../page-layout.css';
import { InvitePeopleDialog } from '../people/invite-people-dialog';
import { AssignUsersDialog } from './assign-users-dialog';
import { licensesUsedText } from './format';
import { MembersCard } from './members-card';
import { OrganizationFormDialog } from './organization-form-dialog';
import { OrganizationStatusDialog } from './organization-status-dialog';
import { organizationQuery } from '../../lib/administration-queries';

type OpenDialog = 'edit' | 'assign' | 'status' | 'invite' | null;

/** Whether a failed read means the object is not there for this viewer (another organization's is a 404). */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

function OrganizationHeader({
  organization,
  onOpen,
}: {
  organization: Organization;
  onOpen: (dialog: OpenDialog) => void;
}) {
  const can = organization.capabilities;
  const isActive = organization.status === 'active';
  return (
    <PageHeader
      title={organization.name}
      media={
        <Avatar
          name={organization.name}
          src={organization.image}
          fallback="letters"
          shape="square"
          size="large"
        />
      }
      description={
        <>
          <span>{organization.mappingName}</span>
          <Link href={organization.url} target="_blank" rel="noreferrer">
            {organization.url}
          </Link>
          <span>{licensesUsedText(organization.numberOfLicenses, organization.totalNumberOfLicenses)}</span>
        </>
      }
      actions={
        <>
          {can.edit && (
            <Button variant="secondary" onPress={() => onOpen('edit')}>
              Edit Details
            </Button>
          )}
          {can.assignUsers && (
            <Button variant="secondary" onPress={() => onOpen('assign')}>
              Assign Users
            </Button>
          )}
          {can.invitePeople && <Button onPress={() => onOpen('invite')}>Invite People</Button>}
          {can.changeStatus && (
            <Button variant={isActive ? 'destructive' : 'primary'} onPress={() => onOpen('status')}>
              {isActive ? 'Deactivate Organization' : 'Activate Organization'}
            </Button>
          )}
        </>
      }
    />
  );
}

/**
 * An organization (SPEC §2): its header, Additional Information and Members, with the admin actions and
 * their dialogs. Its reads start as the address opens (the route table preloads them).
 */
export default function OrganizationDetailRoute() {
  const { id = '' } = useParams();
  const api = useApi();
  const profile = useQuery(profileQueryOptions(api));
  const organization = useQuery(organizationQuery(api, id));
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  if (organization.isPending || profile.isPending) {
    return (
      <div className={layout.insetMessage}>
        <Spinner size="large" aria-label="Loading the organization" />
      </div>
    );
  }
  if (organization.isError) {
    if (isNotFound(organization.error)) {
      return (
        <div className={layout.insetMessage}>
          <NotFoundMessage />
        </div>
      );
    }
    return (
      <div className={layout.insetMessage}>
        <ErrorState
          message="An error occurred while fetching the organization."
          onRetry={() => void organization.refetch()}
        />
      </div>
    );
  }
  if (profile.isError) return null;

  const viewer = profile.data;
  const data = organization.data;
  return (
    <div className={layout.screen}>
      <OrganizationHeader organization={data} onOpen={setDialog} />
      <SectionCard title="Additional Information">
        <Text tone="muted">No additional information available.</Text>
      </SectionCard>
      <MembersCard
        organizationId={data.organizationId}
        permissions={{
          canUnassign: data.capabilities.unassignUsers,
          canManageLicenses: data.capabilities.manageLicenses,
        }}
      />
      {dialog === 'edit' && <OrganizationFormDialog organization={data} onClose={close} />}
      {dialog === 'assign' && <AssignUsersDialog organizationId={data.organizationId} onClose={close} />}
      {dialog === 'status' && <OrganizationStatusDialog organization={data} onClose={close} />}
      {dialog === 'invite' && (
        <InvitePeopleDialog profile={viewer} defaultOrganizationId={data.organizationId} onClose={close} />
      )}
    </div>
  );
}
