/** The signed-in person behind a request, with everything authorization needs, loaded with the session. */
export interface Viewer {
  userId: string;
  sessionId: string;
  /** A platform admin: acts on every organization. */
  isAdmin: boolean;
  /** 'admin' makes an organization admin of the organization below (when there is one). */
  role: 'admin' | 'user';
  organizationId: string | null;
  /** Holds one of the organization's license seats (dashboards). */
  isLicensed: boolean;
  emailVerified: boolean;
}
