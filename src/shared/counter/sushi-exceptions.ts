/**
 * COUNTER_SUSHI 5.1 exceptions (Code of Practice Appendix F): code, message and the HTTP status
 * a fatal one is answered with.
 */
export interface SushiException {
  Code: number;
  Message: string;
  Help_URL?: string;
  Data?: string;
}

export const SUSHI_EXCEPTIONS = {
  1030: { message: 'Insufficient Information to Process Request', status: 400 },
  2000: { message: 'Requestor Not Authorized to Access Service', status: 401 },
  2010: { message: 'Requestor is Not Authorized to Access Usage for Institution', status: 403 },
  3000: { message: 'Report Not Supported', status: 404 },
  3020: { message: 'Invalid Date Arguments', status: 400 },
  3030: { message: 'No Usage Available for Requested Dates', status: 200 },
  3031: { message: 'Usage Not Ready for Requested Dates', status: 200 },
  3050: { message: 'Parameter Not Recognized in this Context', status: 200 },
} as const;

export type SushiExceptionCode = keyof typeof SUSHI_EXCEPTIONS;

export function sushiException(code: SushiExceptionCode, data?: string): SushiException {
  return { Code: code, Message: SUSHI_EXCEPTIONS[code].message, ...(data ? { Data: data } : {}) };
}

export function sushiStatus(code: SushiExceptionCode): number {
  return SUSHI_EXCEPTIONS[code].status;
}
