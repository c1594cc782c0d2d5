import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@waybill/api-client';
import { organizationQuery, organizationsQuery } from '../../lib/administration-queries';
import { useApi } from '../../lib/api';

/** An organization the Organization select offers. */
export interface OrganizationOption {
  id: string;
  label: string;
}

/** The organization an export is for, and what the Organization select shows. */
export interface ExportOrganization {
  /** The chosen organization's id, or `null` while none is chosen (or the viewer belongs to none). */
  organizationId: string | null;
  /** Its mapping name, which the export is sent with; `undefined` until it is known. */
  mappingName: string | undefined;
  options: OrganizationOption[];
  /** Whether the viewer is held to their own organization (all who may not choose: everyone but platform admins, SPEC §6). */
  isLocked: boolean;
  /** Chooses another organization (those who may choose). */
  choose: (organizationId: string) => void;
  /** Whether the organizations (or the viewer's own) are still loading. */
  isPending: boolean;
  isError: boolean;
  isRetrying: boolean;
  retry: () => void;
}

/**
 * Which organization an export is for (SPEC §6): a viewer who may choose (`Profile.capabilities
 * .chooseOrganization`: platform admins) chooses one of all organizations (deactivated ones too: their data stays
 * exportable); everyone else is held to their own, whose mapping name is read from `GET /organization/{id}`.
 */
export function useExportOrganization(profile: Profile | undefined): ExportOrganization {
  const api = useApi();
  const canChoose = profile?.capabilities.chooseOrganization ?? false;
  const ownId = profile?.organizationId ?? null;
  const [chosenId, setChosenId] = useState<string | null>(null);
  const all = useQuery({ ...organizationsQuery(api, 'all'), enabled: canChoose });
  const own = useQuery({ ...organizationQuery(api, ownId ?? ''), enabled: !canChoose && ownId !== null });

  if (canChoose) {
    const organizations = all.data ?? [];
    return {
      organizationId: chosenId,
      mappingName: organizations.find((organization) => organization.organizationId === chosenId)
        ?.mappingName,
      options: organizations.map((organization) => ({
        id: organization.organizationId,
        label: organization.name,
      })),
      isLocked: false,
      choose: setChosenId,
      isPending: all.isPending,
      isError: all.isError,
      isRetrying: all.isFetching,
      retry: () => void all.refetch(),
    };
  }
  return {
    organizationId: ownId,
    mappingName: own.data?.mappingName,
    // The name is in the profile, so the locked select shows it before the organization has loaded.
    options: ownId ? [{ id: ownId, label: profile?.organizationName ?? own.data?.name ?? '' }] : [],
    isLocked: true,
    choose: () => undefined,
    isPending: profile === undefined || (ownId !== null && own.isPending),
    isError: own.isError,
    isRetrying: own.isFetching,
    retry: () => void own.refetch(),
  };
}
