/** The SPEC §8 text of a dashboard that failed to load. */
export const DASHBOARD_ERROR = 'Error loading dashboard';
