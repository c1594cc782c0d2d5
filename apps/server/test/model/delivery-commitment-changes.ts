import { expect } from 'vitest';
import type { components } from '@waybill/api-client/schema';
import { callApi } from '../helpers/test-app.js';
import type { ModelClient } from './model-client.js';

type DeliveryCommitment = components['schemas']['DeliveryCommitment'];
type DeliveryCommitmentInput = components['schemas']['DeliveryCommitmentInput'];
type DeliveryCommitmentChange = components['schemas']['DeliveryCommitmentChange'];
type Rederivation = components['schemas']['ReferenceDataRederivation'];

/** The delivery commitments, as a platform admin lists them. */
export async function listDeliveryCommitments(client: ModelClient): Promise<DeliveryCommitment[]> {
  const response = await callApi(client.app, client.admin, 'GET', '/reference-data/delivery-commitments');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ commitments: DeliveryCommitment[] }>().commitments;
}

/** The listed commitment of `slaGrouping` starting at `zoneFrom` (null: the row without zones). */
export async function findCommitment(
  client: ModelClient,
  slaGrouping: string,
  zoneFrom: number | null,
): Promise<DeliveryCommitment> {
  const found = (await listDeliveryCommitments(client)).find(
    (row) => row.slaGrouping === slaGrouping && row.zoneFrom === zoneFrom,
  );
  expect(found, `${slaGrouping} from zone ${zoneFrom}`).toBeDefined();
  return found!;
}

/** Replaces commitment `id` as the client's platform admin; the answer. */
export async function changeCommitment(
  client: ModelClient,
  id: number,
  commitment: DeliveryCommitmentInput,
): Promise<DeliveryCommitmentChange> {
  const response = await callApi(
    client.app,
    client.admin,
    'PUT',
    `/reference-data/delivery-commitments/${id}`,
    commitment,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DeliveryCommitmentChange>();
}

/** Removes commitment `id` as the client's platform admin; what it re-derived. */
export async function removeCommitment(client: ModelClient, id: number): Promise<Rederivation> {
  const response = await callApi(
    client.app,
    client.admin,
    'DELETE',
    `/reference-data/delivery-commitments/${id}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Rederivation>();
}

/**
 * Three changes a platform admin makes to the seeded commitments through their API, each moving the scenario's
 * verdicts: ground to zones 5-6 is due in 2 business days instead of 3, Next Day Air Saver by 12:00 instead of
 * 15:00, and ground to zone 7 loses its row (it falls back on ground's row without zones: 5 days instead of 4). The
 * packages the changes re-derived, as the API counts them.
 */
export async function changeDeliveryCommitments(client: ModelClient): Promise<number> {
  const { id: groundFive, ...groundFiveFields } = await findCommitment(client, 'GROUND', 5);
  expect(groundFiveFields.businessDays).toBe(3);
  const faster = await changeCommitment(client, groundFive, { ...groundFiveFields, businessDays: 2 });
  const { id: saver, ...saverFields } = await findCommitment(client, 'NEXT_DAY_SAVER', null);
  expect(saverFields.commitTime).toBe('15:00:00');
  const earlier = await changeCommitment(client, saver, { ...saverFields, commitTime: '12:00' });
  expect(earlier.commitment.commitTime).toBe('12:00:00');
  const removed = await removeCommitment(client, (await findCommitment(client, 'GROUND', 7)).id);
  return faster.rederived.packages + earlier.rederived.packages + removed.packages;
}
