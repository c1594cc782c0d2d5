import { getAnalyticsDashboard } from '../services/analytics/get-analytics-dashboard.js';
import { getDashboardUrl } from '../services/analytics/get-dashboard-url.js';
import { listAnalyticsRows } from '../services/analytics/list-analytics-rows.js';
import type { OperationHandlers } from './operation-types.js';

/** Handlers of the analytics frame's calls and the dashboard URL. */
export const analyticsHandlers = {
  getDashboardUrl(request) {
    return getDashboardUrl(request.context, request.query);
  },

  getAnalyticsDashboard(request) {
    return getAnalyticsDashboard(request.context, request.query);
  },

  listAnalyticsRows(request) {
    return listAnalyticsRows(request.context, request.query);
  },
} satisfies OperationHandlers;
