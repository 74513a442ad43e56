import { createContext } from 'react';

/** The CSP nonce of this response, for the inline scripts React Router writes (server only). */
export const NonceContext = createContext<string | undefined>(undefined);
