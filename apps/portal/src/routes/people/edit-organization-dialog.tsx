import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Person, Role } from '@waybill/api-client';
import { Checkbox, FormDialog, Select, SelectItem } from '@waybill/ui';
import type { Key } from 'react-aria-components';
import { useApi } from '../../lib/api';
import { useApiMutation } from '../../lib/use-api-mutation';
import { organizationsQuery } from '../../lib/administration-queries';
import { NO_ORGANIZATION } from './invite';
import { RoleSelect } from './role-select';
import { personUpdateToasts, usePersonRefresh } from './person-refresh';

/**
 * Edit Organization Details: organization (only for a viewer who may move people between organizations; for
 * anyone else it is fixed), role (only with an organization) and Assign Sigma License. Sends only what changed,
 * and never a field the viewer may not set.
 */
export function EditOrganizationDialog({
  person,
  canChooseOrganization,
  onClose,
}: {
  person: Person;
  /** Whether the viewer may choose any organization, or none (`Profile.capabilities.movePeopleBetweenOrganizations`). */
  canChooseOrganization: boolean;
  onClose: () => void;
}) {
  const api = useApi();
  const organizations = useQuery({ ...organizationsQuery(api), enabled: canChooseOrganization });
  const [organizationId, setOrganizationId] = useState(person.organizationId ?? NO_ORGANIZATION);
  const [role, setRole] = useState<Role>(person.role);
  const [isLicensed, setLicensed] = useState(person.isLicensed);
  const hasOrganization = organizationId !== NO_ORGANIZATION;
  const refresh = usePersonRefresh();

  const update = useApiMutation('patch', '/organization/edit-user/{userId}', {
    ...personUpdateToasts,
    onSuccess: () => {
      onClose();
      void refresh();
    },
  });

  // The person's own organization is an option before the list arrives, so the field never shows empty.
  const current = person.organizationId
    ? [{ id: person.organizationId, name: person.organization ?? person.organizationId }]
    : [];
  const options = canChooseOrganization
    ? [
        { id: NO_ORGANIZATION, name: 'None' },
        ...(organizations.data?.map((organization) => ({
          id: organization.organizationId,
          name: organization.name,
        })) ?? current),
      ]
    : [{ id: organizationId, name: person.organization ?? 'None' }];

  const chooseOrganization = (key: Key | null) => {
    const next = String(key ?? NO_ORGANIZATION);
    setOrganizationId(next);
    if (next === NO_ORGANIZATION) {
      setRole('user');
      setLicensed(false);
    }
  };

  const onSubmit = () => {
    const nextOrganizationId = hasOrganization ? organizationId : null;
    const body = {
      ...(canChooseOrganization && nextOrganizationId !== person.organizationId
        ? { organizationId: nextOrganizationId }
        : {}),
      ...(role !== person.role ? { role } : {}),
      ...(isLicensed !== person.isLicensed ? { isLicensedUser: isLicensed } : {}),
    };
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate({ params: { path: { userId: person.userId } }, body });
  };

  return (
    <FormDialog
      title="Edit Organization Details"
      isOpen
      onClose={onClose}
      submitLabel="Save"
      pendingLabel="Saving..."
      isPending={update.isPending}
      onSubmit={onSubmit}
    >
      <Select
        label="Organization"
        items={options}
        selectedKey={organizationId}
        onSelectionChange={chooseOrganization}
        isDisabled={!canChooseOrganization}
      >
        {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
      </Select>
      <RoleSelect role={role} onChange={setRole} isDisabled={!hasOrganization} />
      <Checkbox
        isSelected={isLicensed}
        onChange={setLicensed}
        isDisabled={!hasOrganization || !person.emailVerified}
      >
        Assign Sigma License
      </Checkbox>
    </FormDialog>
  );
}
