import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Profile, Role } from '@waybill/api-client';
import { FormDialog, Select, SelectItem, TextField } from '@waybill/ui';
import type { Key } from 'react-aria-components';
import { useApi } from '../../lib/api';
import { readFields, useFieldErrors } from '../../lib/form-fields';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { organizationsQuery } from '../../lib/administration-queries';
import { NO_ORGANIZATION, parseEmails, validateEmails } from './invite';
import { RoleSelect } from './role-select';

const fields = ['emails'] as const;

/**
 * Invites people by email (SPEC §2, §4, §6). A viewer who may invite anywhere (a platform admin) picks any
 * organization or None, and a role while an organization is chosen (None resets the role to user); anyone else
 * (an organization admin) invites into their own organization as users, with both fields fixed.
 */
export function InvitePeopleDialog({
  profile,
  defaultOrganizationId,
  onClose,
}: {
  profile: Profile;
  /** The organization chosen at first (a viewer who may invite anywhere may change it); None when absent. */
  defaultOrganizationId?: string;
  onClose: () => void;
}) {
  const api = useApi();
  const canChooseOrganization = profile.capabilities.inviteToAnyOrganization;
  const organizations = useQuery({ ...organizationsQuery(api), enabled: canChooseOrganization });
  const [organizationId, setOrganizationId] = useState<string>(
    canChooseOrganization
      ? (defaultOrganizationId ?? NO_ORGANIZATION)
      : (profile.organizationId ?? NO_ORGANIZATION),
  );
  const [role, setRole] = useState<Role>('user');
  const invalidate = useInvalidate();

  const invite = useApiMutation('post', '/organization/invite/{organizationId}', {
    errorMessage: 'Failed to invite people. Please try again.',
    successToast: 'People invited successfully!',
    onSuccess: () => {
      onClose();
      void invalidate('/organization/people', '/organization/people/{organizationId}', '/organization');
    },
  });

  const organizationOptions = canChooseOrganization
    ? [
        { id: NO_ORGANIZATION, name: 'None' },
        ...(organizations.data ?? []).map((organization) => ({
          id: organization.organizationId,
          name: organization.name,
        })),
      ]
    : [{ id: organizationId, name: profile.organizationName ?? 'Your organization' }];
  const hasOrganization = organizationId !== NO_ORGANIZATION;

  const chooseOrganization = (key: Key | null) => {
    const next = String(key ?? NO_ORGANIZATION);
    setOrganizationId(next);
    if (next === NO_ORGANIZATION) setRole('user');
  };

  const { errors, check } = useFieldErrors(fields, invite.error);

  const onSubmit = (data: FormData) => {
    const { emails: text } = readFields(data, fields);
    if (!check(validateEmails(text))) return;
    invite.mutate({
      params: { path: { organizationId } },
      body: {
        emails: parseEmails(text),
        organizationId: hasOrganization ? organizationId : null,
        role: hasOrganization ? role : 'user',
      },
    });
  };

  return (
    <FormDialog
      title="Invite People"
      isOpen
      onClose={onClose}
      submitLabel="Invite"
      pendingLabel="Inviting..."
      isPending={invite.isPending}
      validationErrors={errors}
      onSubmit={onSubmit}
    >
      <TextField
        name="emails"
        label="Emails (comma separated)"
        placeholder="name@example.com, other@example.com"
        autoFocus
      />
      <Select
        label="Organization"
        items={organizationOptions}
        selectedKey={organizationId}
        onSelectionChange={chooseOrganization}
        isDisabled={!canChooseOrganization}
      >
        {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
      </Select>
      <RoleSelect role={role} onChange={setRole} isDisabled={!canChooseOrganization || !hasOrganization} />
    </FormDialog>
  );
}
