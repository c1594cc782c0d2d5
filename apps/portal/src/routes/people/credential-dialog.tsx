import { useState } from 'react';
import type { Credential } from '@waybill/api-client';
import { FormDialog, PasswordField, Select, SelectItem, TextField } from '@waybill/ui';
import { readFields, useFieldErrors, type FieldErrors } from '../../lib/form-fields';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { platformLabel } from './format';

type Platform = Credential['name'];
const platforms: Platform[] = ['fedex', 'ups'];

type CredentialValues = { name: Platform | null; username: string; password: string };
const fields = ['name', 'username', 'password'] as const satisfies readonly (keyof CredentialValues)[];

/**
 * The credential form's rules: every field required, except the password of an edit (left empty, the stored
 * one is kept).
 */
export function validateCredential(
  values: CredentialValues,
  isEdit = false,
): FieldErrors<keyof CredentialValues> {
  const errors: FieldErrors<keyof CredentialValues> = {};
  if (!values.name) errors.name = 'Platform Name is required';
  if (!values.username.trim()) errors.username = 'Username is required';
  if (!values.password && !isEdit) errors.password = 'Password is required';
  return errors;
}

/** Under the password of an edit, which never shows the stored one. */
export const keepPasswordDescription = 'Leave empty to keep the current password.';

/** The toasts of every credential change (SPEC §8). */
export const credentialToasts = {
  errorMessage: 'Something went wrong',
  successToast: 'Credential added successfully',
};

/**
 * The credential form ('Add New Credential', SPEC §2): Platform Name (Fedex or UPS), Username and Password
 * with a show/hide toggle. With `credential`, it edits that one: the password starts empty and is sent only
 * when one is typed.
 */
export function CredentialDialog({
  userId,
  credential,
  onClose,
}: {
  userId: string;
  credential?: Credential;
  onClose: () => void;
}) {
  const [platform, setPlatform] = useState<Platform | null>(credential?.name ?? null);
  const invalidate = useInvalidate();
  const onSuccess = () => {
    onClose();
    void invalidate('/user/{userId}');
  };
  const add = useApiMutation('post', '/user/update-credential/{userId}', { ...credentialToasts, onSuccess });
  const edit = useApiMutation('post', '/user/edit-credential/{userId}', { ...credentialToasts, onSuccess });
  const isPending = add.isPending || edit.isPending;
  const { errors, check } = useFieldErrors(fields, add.error ?? edit.error);

  const onSubmit = (data: FormData) => {
    const values = { name: platform, ...readFields(data, ['username', 'password']) };
    if (!check(validateCredential(values, Boolean(credential))) || !values.name) return;
    const body = { name: values.name, username: values.username.trim() };
    const params = { path: { userId } };
    if (credential) {
      const password = values.password ? { password: values.password } : {};
      edit.mutate({ params, body: { id: credential.id, ...body, ...password } });
    } else {
      add.mutate({ params, body: { ...body, password: values.password } });
    }
  };

  return (
    <FormDialog
      title={credential ? 'Edit Credential' : 'Add New Credential'}
      size="small"
      isOpen
      onClose={onClose}
      submitLabel="Save"
      pendingLabel="Saving..."
      isPending={isPending}
      validationErrors={errors}
      onSubmit={onSubmit}
    >
      <Select
        label="Platform Name"
        placeholder="Select a platform"
        selectedKey={platform}
        onSelectionChange={(key) => setPlatform(key === 'fedex' || key === 'ups' ? key : null)}
        isInvalid={Boolean(errors.name)}
        errorMessage={errors.name}
        autoFocus
      >
        {platforms.map((name) => (
          <SelectItem key={name} id={name}>
            {platformLabel(name)}
          </SelectItem>
        ))}
      </Select>
      <TextField name="username" label="Username" defaultValue={credential?.username} autoComplete="off" />
      <PasswordField
        name="password"
        label="Password"
        description={credential ? keepPasswordDescription : undefined}
        autoComplete="new-password"
      />
    </FormDialog>
  );
}
