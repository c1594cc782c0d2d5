import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { DASHBOARD_ADDRESSES, DASHBOARD_KINDS } from '@waybill/api-client';
import { dashboardKindOf } from '../config/dashboard-kind';
import { routes } from './routes';

/** The route an address ends on: its page, below the layouts around it. */
const pageOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route;

describe('the route table', () => {
  it('sends an address it does not know to the not-found page', () => {
    expect(pageOf('/no-such-screen')?.path).toBe('*');
  });

  it('routes the refund claims and one claim batch to their own pages', () => {
    const claims = pageOf('/refund-claims');
    const batch = pageOf('/refund-claims/batches/14');
    expect(claims?.path).toBe('/refund-claims');
    expect(batch?.path).toBe('/refund-claims/batches/:batchId');
    expect(batch?.Component).not.toBe(claims?.Component);
    expect(pageOf('/refund-claims/batches')?.path).toBe('*');
  });

  it.each(DASHBOARD_KINDS)(
    'routes the address the vocabulary gives the %s dashboard, the one the frame links to',
    (kind) => {
      const address = DASHBOARD_ADDRESSES[kind];
      const page = pageOf(address);
      expect(page?.path).toBe(address);
      expect(page?.Component).toBe(pageOf(DASHBOARD_ADDRESSES.executive_summary)?.Component);
      expect(dashboardKindOf(address)).toBe(kind);
    },
  );
});
