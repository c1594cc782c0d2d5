import { listUnmappedReferenceData } from '../services/reference-data/list-unmapped-reference-data.js';
import type { OperationHandlers } from './operation-types.js';

/** Handlers of the `reference-data` tag. */
export const referenceDataHandlers = {
  listUnmappedReferenceData(request) {
    return listUnmappedReferenceData(request.context);
  },
} satisfies OperationHandlers;
