import type { Role } from '@waybill/api-client';
import { Select, SelectItem } from '@waybill/ui';
import { roleLabel } from './format';

const roles: Role[] = ['admin', 'user'];

/** The Role field of the people dialogs: Organization Admin or User. */
export function RoleSelect({
  role,
  onChange,
  isDisabled,
}: {
  role: Role;
  onChange: (role: Role) => void;
  isDisabled: boolean;
}) {
  return (
    <Select
      label="Role"
      selectedKey={role}
      onSelectionChange={(key) => onChange(key === 'admin' ? 'admin' : 'user')}
      isDisabled={isDisabled}
    >
      {roles.map((option) => (
        <SelectItem key={option} id={option}>
          {roleLabel(option)}
        </SelectItem>
      ))}
    </Select>
  );
}
