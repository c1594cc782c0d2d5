import { delay, HttpResponse } from 'msw';
import { http } from './http';

/** The stand-in frame of the stories (`.storybook/public`), which shows the kind, theme and scope it was given. */
const FRAME_PAGE = '/mock-analytics-frame.html';

/** Answers `GET /organization/dashboard` with the stand-in frame, told what the portal asked for and `extra`. */
function frameAddress(extra: Record<string, string> = {}) {
  return http.get('/organization/dashboard', ({ query, response }) => {
    const shown = new URLSearchParams({
      kind: query.get('pathType') ?? '',
      theme: query.get('theme') ?? 'SmallSpacing',
      mappingName: query.get('mappingName') ?? 'Full_Access',
      ...extra,
    });
    return response(200).json({ url: `${FRAME_PAGE}?${shown.toString()}` });
  });
}

/** Handlers of `GET /organization/dashboard`, one per situation a dashboard story shows. */
export const dashboardHandlers = {
  /** Answers with the stand-in frame, told what the portal asked for. */
  address: frameAddress(),
  /** The same, of a dashboard whose figures leave out packages of unmapped services (its frame offers their list). */
  addressWithExcludedPackages: frameAddress({ excluded: 'true' }),
  addressNeverArrives: http.get('/organization/dashboard', async ({ response }) => {
    await delay('infinite');
    return response(200).json({ url: FRAME_PAGE });
  }),
  /** The server's answer to a member without a license seat. */
  noLicense: http.get('/organization/dashboard', ({ response }) =>
    response(403).json({
      message: 'Viewing dashboards needs a license seat: ask your organization admin to assign you one',
    }),
  ),
  /** The server's answer to a member who belongs to no organization. */
  noOrganization: http.get('/organization/dashboard', ({ response }) =>
    response(403).json({ message: 'You are not a member of an organization' }),
  ),
  /** Fails the first time only, as an outage that is over by the time the user presses Retry. */
  failsOnce: http.get(
    '/organization/dashboard',
    ({ response }) =>
      response.untyped(HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })),
    { once: true },
  ),
  fails: http.get('/organization/dashboard', ({ response }) =>
    response.untyped(HttpResponse.json({ message: 'The database is unreachable' }, { status: 500 })),
  ),
};
