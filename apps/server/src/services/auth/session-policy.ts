/** How long an access cookie (and the access token it holds) is valid. */
export const accessTtlSeconds = 15 * 60;
/** How long a session lives without a refresh; each refresh starts this period again. */
export const sessionTtlSeconds = 30 * 24 * 60 * 60;
/**
 * How long a session lives after its sign-in however often it is refreshed, unless SESSION_MAX_LIFETIME says
 * otherwise (ASVS 3.3.1, level 1: 30 days).
 */
export const defaultSessionMaxLifetimeSeconds = 30 * 24 * 60 * 60;
/** Within this time after a rotation, the rotated refresh token still yields the same successor. */
export const refreshGraceSeconds = 10;
