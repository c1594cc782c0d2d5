/** The Debian Chromium of this machine; no tool downloads its own browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless, offline flags: without the resolver rule Chromium still calls Google hosts. Partial raster is off:
 * on a loaded machine it left a row of a previous frame in a tile (a faint line above PasswordField's input in
 * two of four runs under load, none of four with the flag).
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-partial-raster',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
];
