import { z } from 'zod';

/** GET /user/seamless-access/institution (spec 001 §4); loaded lazily by use-access-data.ts. */
export const seamlessSchema = z.object({ institutionName: z.string().min(1), institutionUrl: z.string().nullable() });
export type SeamlessInstitution = z.infer<typeof seamlessSchema>;
