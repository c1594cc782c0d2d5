import { fedexText, upsText } from './carrier-text.js';
import type { ModelClient } from './model-client.js';
import { laterFile, scenarioFiles, spellingFiles, splitFreightFile } from './scenario.js';

/**
 * Imports the scenario's files through the API: UPS inside the claim window, FedEx, UPS's service spellings, a
 * package with its freight split over two charges, and a later file billing packages again (their charges sit in
 * two files).
 */
export async function importScenario(client: ModelClient, today: string): Promise<void> {
  const files = scenarioFiles(today);
  const spellings = spellingFiles(today);
  await client.importText('UPS', 'ups-inside.csv', upsText(files.upsInside()));
  await client.importText('FEDEX', 'fedex.csv', fedexText(files.fedex()));
  await client.importText('UPS', 'ups-spellings.csv', upsText(spellings.UPS));
  await client.importText('UPS', 'ups-split.csv', upsText(splitFreightFile(today)));
  await client.importText('UPS', 'ups-later.csv', upsText(laterFile(client.model, today)));
}
