import type { Settings } from '../../src/state/settings';

export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];
export declare const RETURNING_SETTINGS: Settings;
