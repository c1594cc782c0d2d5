import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { carrierName, type UnmappedChargeDescription, type UnmappedService } from '@waybill/api-client';
import {
  DataTable,
  EmptyState,
  ErrorState,
  LinkButton,
  PageHeader,
  SectionCard,
  Stack,
  Text,
  type DataTableColumn,
} from '@waybill/ui';
import { paths } from '../../config/paths';
import { useApi } from '../../lib/api';
import { profileQueryOptions } from '../../lib/profile';
import { unmappedReferenceDataQuery } from '../../lib/queries';
import { formatCount, formatMoney } from '../control-master/format';
import * as layout from '../page-layout.css';
import { moreText, truncationText } from './format';

/** Names one under the other, with how many more the row has. */
function NamesCell({ names, total }: { names: readonly string[]; total: number }) {
  const more = moreText(names.length, total);
  return (
    <Stack gap="none">
      {names.map((name) => (
        <Text key={name} size="small">
          {name}
        </Text>
      ))}
      {more && (
        <Text tone="muted" size="xsmall">
          {more}
        </Text>
      )}
    </Stack>
  );
}

const carrierColumn = {
  id: 'carrier',
  header: 'Carrier',
  accessor: (row: { carrier: UnmappedService['carrier'] }) => carrierName(row.carrier),
};
const netColumn = {
  id: 'netAmount',
  header: 'Net Spend',
  align: 'end',
  render: (row: { netAmount: number }) => formatMoney(row.netAmount),
} as const;
const filesColumn = {
  id: 'files',
  header: 'Files',
  render: (row: { controlIds: string[]; fileCount: number }) => (
    <NamesCell names={row.controlIds} total={row.fileCount} />
  ),
};

const serviceColumns: DataTableColumn<UnmappedService>[] = [
  carrierColumn,
  { id: 'service', header: 'Service', accessor: 'service', isRowHeader: true },
  { id: 'packages', header: 'Packages', align: 'end', render: (row) => formatCount(row.packages) },
  { id: 'charges', header: 'Charges', align: 'end', render: (row) => formatCount(row.charges) },
  netColumn,
  filesColumn,
  {
    id: 'clients',
    header: 'Clients',
    render: (row) => <NamesCell names={row.clients.map((client) => client.name)} total={row.clientCount} />,
  },
];

const descriptionColumns: DataTableColumn<UnmappedChargeDescription>[] = [
  carrierColumn,
  { id: 'description', header: 'Charge Description', accessor: 'description', isRowHeader: true },
  { id: 'charges', header: 'Charges', align: 'end', render: (row) => formatCount(row.charges) },
  { id: 'packages', header: 'Packages', align: 'end', render: (row) => formatCount(row.packages) },
  netColumn,
  filesColumn,
];

/** "Map…": a map's add dialog at `href`, filled in for the row's `name`. */
const mapColumn = <Row,>(name: (row: Row) => string, href: (row: Row) => string): DataTableColumn<Row> => ({
  id: 'map',
  header: 'Actions',
  render: (row) => (
    <LinkButton size="small" href={href(row)} aria-label={`Map ${name(row)}`}>
      Map…
    </LinkButton>
  ),
});

const mapServiceColumn = mapColumn<UnmappedService>(
  (row) => row.service,
  (row) => paths.serviceMap.getHref({ carrier: row.carrier, service: row.service }),
);

const mapDescriptionColumn = mapColumn<UnmappedChargeDescription>(
  (row) => row.description,
  (row) => paths.chargeMap.getHref({ carrier: row.carrier, description: row.description }),
);

/** One of the two lists: what its rows mean, how much of the list they are, and the table. */
function UnmappedSection({
  title,
  meaning,
  shown,
  total,
  children,
}: {
  title: string;
  meaning: string;
  shown: number;
  total: number;
  children: ReactNode;
}) {
  const truncation = truncationText(shown, total);
  return (
    <SectionCard title={title}>
      <Stack gap="small">
        <Text tone="muted" size="small">
          {meaning}
          {truncation && ` ${truncation}`}
        </Text>
        {children}
      </Stack>
    </SectionCard>
  );
}

/**
 * Reference Data (/reference-data/unmapped, platform admins): the services and charge descriptions the reference
 * maps do not know, largest net spend first, with the packages, charges, files and clients billed under each, so
 * the maps can be fixed: a row's "Map…" opens the Service Map, or the Charge Map, on a new rule for it.
 */
export default function UnmappedReferenceDataRoute() {
  const api = useApi();
  const unmapped = useQuery(unmappedReferenceDataQuery(api));
  const profile = useQuery(profileQueryOptions(api));
  const data = unmapped.data;
  const canMap = profile.data?.capabilities.editReferenceData === true;

  let content: ReactNode;
  if (unmapped.isError) {
    content = (
      <ErrorState
        message="An error occurred while fetching the unmapped reference data."
        onRetry={() => void unmapped.refetch()}
        isRetrying={unmapped.isFetching}
      />
    );
  } else if (data && data.services.length === 0 && data.chargeDescriptions.length === 0) {
    content = <EmptyState title="Every service and charge description is mapped." />;
  } else {
    content = (
      <>
        <UnmappedSection
          title="Services"
          meaning="Their packages have no SLA group, so the domestic and international dashboards and the on-time audit leave them out."
          shown={data?.services.length ?? 0}
          total={data?.servicesTotal ?? 0}
        >
          <DataTable
            aria-label="Services"
            columns={canMap ? [...serviceColumns, mapServiceColumn] : serviceColumns}
            rows={data?.services ?? []}
            getRowId={(row) => `${row.carrier} ${row.service}`}
            // Its columns depend on the profile (Map… for those who may edit the map): shown once both are in.
            isLoading={unmapped.isPending || profile.isPending}
            emptyText="Every service is mapped."
          />
        </UnmappedSection>
        <UnmappedSection
          title="Charge descriptions"
          meaning="Their charges are grouped as OTHER."
          shown={data?.chargeDescriptions.length ?? 0}
          total={data?.chargeDescriptionsTotal ?? 0}
        >
          <DataTable
            aria-label="Charge descriptions"
            columns={canMap ? [...descriptionColumns, mapDescriptionColumn] : descriptionColumns}
            rows={data?.chargeDescriptions ?? []}
            getRowId={(row) => `${row.carrier} ${row.description}`}
            isLoading={unmapped.isPending || profile.isPending}
            emptyText="Every charge description is mapped."
          />
        </UnmappedSection>
      </>
    );
  }

  return (
    <div className={layout.screen}>
      <PageHeader
        title="Reference Data"
        description="What the reference maps do not know: the services and charge descriptions carriers billed, largest net spend first."
      />
      {content}
    </div>
  );
}
