/**
 * Spec 001 §9 "Full download labels": BK 'Download full book'; HB and BS 'Download full
 * volume'; otherwise 'Download full issue'.
 */
export function fullDownloadLabel(contentType: string | null | undefined): string {
  if (contentType === 'BK') return 'Download full book';
  if (contentType === 'HB' || contentType === 'BS') return 'Download full volume';
  return 'Download full issue';
}
