/** The Chromium executable: `CHROMIUM_PATH`, else the Debian package's. */
export declare const chromiumPath: string;
/** Headless, offline launch flags. */
export declare const chromiumArgs: string[];
