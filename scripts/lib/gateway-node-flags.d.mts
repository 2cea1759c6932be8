export declare const gatewayNodeFlags: string[];
