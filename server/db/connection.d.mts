export declare function postgresConnection(url: string, caCert?: string): { connectionString: string; ssl?: { ca: string; rejectUnauthorized: true } };
