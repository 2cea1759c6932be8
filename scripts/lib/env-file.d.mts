// Types of env-file.mjs (plain JavaScript so that `npm start` can load it without a compiler).
export declare const envFileProblem: (text: string) => string | undefined;
export declare const loadEnvFile: (dir?: string) => string | undefined;
export declare const loadEnvFileOrExit: (dir?: string) => string | undefined;
