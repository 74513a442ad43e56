/**
 * The access bar's publisher configuration (spec 000 §3 "Access bar config", "Banner",
 * "Utility link"). A publisher edits DEFAULT_ACCESS_BAR_CONFIG here, or overrides any part of
 * it with the JSON in the `LECTERN_ACCESS_BAR_CONFIG` environment variable (read on the
 * server by `accessBarConfigFrom`, once at start-up: src/server/start.ts passes it to createApp).
 */
import { z } from 'zod';

export const BANNER_MESSAGE_TYPES = ['text', 'textWithLink'] as const;
export type BannerMessageType = (typeof BANNER_MESSAGE_TYPES)[number];

export interface AccessBarBanner {
  /** Stable key, so a dismissed banner stays dismissed while the page lives. */
  id: string;
  messageType: BannerMessageType;
  message: string;
  linkUrl?: string;
  linkText?: string;
  ariaLabel: { close: string };
}

export type UtilityLinkAppearance = 'BUTTON' | 'LINK';

/** A publisher's own access bar item (spec 000 §3 "Utility link"). Labels may hold **bold**. */
export interface AccessBarComponent {
  id?: string;
  label: string;
  href: string;
  appearance?: UtilityLinkAppearance;
  ariaLabel?: string;
  target?: string;
  rel?: string;
}

export interface AccessBarSearchConfig {
  formAction: string;
  inputPlaceHolder: string;
  ariaLabel: { input: string; submit: string };
}

export interface AccessBarConfig {
  /** The region's accessible name and the item list's. */
  ariaLabel: { accessbar: string; componentsList: string };
  label: string;
  banners: AccessBarBanner[];
  components: AccessBarComponent[];
  search: AccessBarSearchConfig | null;
  /** Where "Patient access" (the ASH item of 001 §4) points; null leaves it out. */
  patientAccessUrl: string | null;
  /** Institution sign-in (001 §2 "/user/institution/login … also takes targetUrl"). */
  institutionLoginPath: string;
  /** Universal PDF widget (000 §3 "Universal PDF element"). */
  universalPdf: UniversalPdfConfig;
}

export interface UniversalPdfState {
  name: string;
  label: string;
  iconSize: number;
  show: boolean;
}

export interface UniversalPdfConfig {
  integratorId: string;
  tooltipPlacement: 'bottom' | 'top';
  seamlessAccessEnabled: boolean;
  states: UniversalPdfState[];
}

export const DEFAULT_ACCESS_BAR_CONFIG: AccessBarConfig = {
  ariaLabel: { accessbar: 'Download and access options', componentsList: 'Access options' },
  label: 'Access options',
  banners: [],
  components: [],
  search: {
    formAction: '/search',
    inputPlaceHolder: 'Search within this site',
    ariaLabel: { input: 'Quick search', submit: 'Submit quick search' },
  },
  patientAccessUrl: null,
  institutionLoginPath: '/user/institution/login',
  universalPdf: {
    integratorId: 'lectern',
    tooltipPlacement: 'bottom',
    seamlessAccessEnabled: false,
    states: [
      { name: 'loading', label: 'Checking for a PDF…', iconSize: 16, show: true },
      { name: 'found', label: 'Get PDF', iconSize: 16, show: true },
      { name: 'found-doi', label: 'View at publisher', iconSize: 16, show: true },
      { name: 'not-found', label: 'No PDF found', iconSize: 16, show: false },
    ],
  },
};

const bannerSchema = z.object({
  id: z.string().min(1),
  messageType: z.enum(BANNER_MESSAGE_TYPES),
  message: z.string().min(1),
  linkUrl: z.string().optional(),
  linkText: z.string().optional(),
  ariaLabel: z.object({ close: z.string().min(1) }),
});

const componentSchema = z.object({
  id: z.string().optional(),
  label: z.string(),
  href: z.string(),
  appearance: z.enum(['BUTTON', 'LINK']).optional(),
  ariaLabel: z.string().optional(),
  target: z.string().optional(),
  rel: z.string().optional(),
});

const overrideSchema = z
  .object({
    ariaLabel: z.object({ accessbar: z.string().min(1), componentsList: z.string().min(1) }),
    label: z.string(),
    banners: z.array(bannerSchema),
    components: z.array(componentSchema),
    search: z
      .object({
        formAction: z.string().min(1),
        inputPlaceHolder: z.string(),
        ariaLabel: z.object({ input: z.string().min(1), submit: z.string().min(1) }),
      })
      .nullable(),
    patientAccessUrl: z.string().nullable(),
    institutionLoginPath: z.string().min(1),
  })
  .partial();

/**
 * The default config with the JSON override applied (top-level keys replace the defaults).
 * An invalid override throws with the zod message, so a typo fails at start-up.
 */
export function accessBarConfigFrom(json: string | undefined): AccessBarConfig {
  if (!json || json.trim() === '') return DEFAULT_ACCESS_BAR_CONFIG;
  const parsed = overrideSchema.safeParse(JSON.parse(json));
  if (!parsed.success) throw new Error(`LECTERN_ACCESS_BAR_CONFIG is invalid: ${parsed.error.message}`);
  return { ...DEFAULT_ACCESS_BAR_CONFIG, ...parsed.data } as AccessBarConfig;
}
