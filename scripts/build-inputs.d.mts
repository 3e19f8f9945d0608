export declare const ROOT: string;
export declare const DIST: string;
export declare const BUILD_STAMP: string;
export declare const SERVICE_FOLDERS: readonly string[];
export declare function isStale(): Promise<boolean>;
