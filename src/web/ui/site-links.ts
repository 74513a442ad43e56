/**
 * Links of the site chrome a publisher sets (spec 001 §2 "Footer", external links): edit the
 * defaults here. The cart / order-history site differs between production and other
 * environments (001 §2), chosen by `environment`.
 */
import type { AccountExternalLinks } from '#src/shared/account/account-menu.ts';

export interface FooterLink {
  label: string;
  href: string;
}

/** 001 §2: About, Remote access, Shopping cart, Advertise, Contact and support, Terms and conditions, Privacy policy. */
export const FOOTER_LINKS: readonly FooterLink[] = [
  { label: 'About', href: '/about' },
  { label: 'Remote access', href: '/user/institution/login' },
  { label: 'Shopping cart', href: '/user/purchases' },
  { label: 'Advertise', href: '/advertise' },
  { label: 'Contact and support', href: '/support' },
  { label: 'Terms and conditions', href: '/terms' },
  { label: 'Privacy policy', href: '/privacy' },
];

export type SiteEnvironment = 'production' | 'non-production';

export function accountExternalLinks(environment: SiteEnvironment): AccountExternalLinks {
  return {
    orderHistoryUrl: environment === 'production' ? '/user/purchases' : '/user/purchases?env=staging',
    privacyCenterUrl: '/privacy-center',
    adminToolUrl: '/admin',
  };
}
