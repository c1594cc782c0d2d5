import { expect } from 'vitest';
import type { components } from '@waybill/api-client/schema';
import { callApi } from '../helpers/test-app.js';
import type { ModelClient } from './model-client.js';

type ContractDiscount = components['schemas']['ContractDiscount'];
type ContractDiscountChange = components['schemas']['ContractDiscountChange'];
type Rederivation = components['schemas']['ReferenceDataRederivation'];

async function listDiscounts(client: ModelClient): Promise<ContractDiscount[]> {
  const response = await callApi(
    client.app,
    client.admin,
    'GET',
    `/reference-data/organizations/${client.organizationId}/contract-discounts`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ discounts: ContractDiscount[] }>().discounts;
}

/**
 * Three changes a platform admin makes to the scenario's contract through the API, each moving discounts and
 * variances: UPS ground zones 2-4 from 25% to 31%, a narrower UPS ground row for zone 3 up to 150 lb at 41.25%, and
 * FedEx ground zones 3-5 of 1-50 lb removed (its packages fall back on FedEx ground's 15%). The packages the changes
 * re-derived, as the API counts them.
 */
export async function changeContractDiscounts(client: ModelClient): Promise<number> {
  const discounts = await listDiscounts(client);
  const find = (carrier: string, zoneFrom: number, zoneTo: number, weightToLb: number) => {
    const found = discounts.find(
      (d) =>
        d.carrier === carrier &&
        d.slaGrouping === 'GROUND' &&
        d.zoneFrom === zoneFrom &&
        d.zoneTo === zoneTo &&
        d.weightToLb === weightToLb,
    );
    expect(found, `${carrier} ground zones ${zoneFrom}-${zoneTo}`).toBeDefined();
    return found!;
  };
  const { id, organizationId: _organizationId, ...upsGround } = find('UPS', 2, 4, 99999);
  const changed = await callApi(client.app, client.admin, 'PUT', `/reference-data/contract-discounts/${id}`, {
    ...upsGround,
    discountPct: 31,
  });
  expect(changed.statusCode, changed.body).toBe(200);
  const added = await callApi(
    client.app,
    client.admin,
    'POST',
    `/reference-data/organizations/${client.organizationId}/contract-discounts`,
    {
      carrier: 'UPS',
      slaGrouping: 'GROUND',
      zoneFrom: 3,
      zoneTo: 3,
      weightFromLb: 0,
      weightToLb: 150,
      discountPct: 41.25,
    },
  );
  expect(added.statusCode, added.body).toBe(201);
  const removed = await callApi(
    client.app,
    client.admin,
    'DELETE',
    `/reference-data/contract-discounts/${find('FEDEX', 3, 5, 50).id}`,
  );
  expect(removed.statusCode, removed.body).toBe(200);
  return (
    changed.json<ContractDiscountChange>().rederived.packages +
    added.json<ContractDiscountChange>().rederived.packages +
    removed.json<Rederivation>().packages
  );
}
