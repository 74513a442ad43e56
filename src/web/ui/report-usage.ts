/**
 * Usage reporting (spec 000 §7): "Usage reporting uses a caller-supplied function with currObj
 * MiamiMultiMediaURL and activity requestmmfile or playButton. Figure downloads use currObj
 * MiamiCaptionURL with requestPage. Each carries MMCType and eid."
 * Every usage event of the page goes through `reportUsage`. The host supplies the function that
 * delivers it (`setUsageReporter`); by default the event is dispatched on `window` as
 * `lectern:usage`, where a site's analytics script can pick it up.
 */

export const USAGE_OBJECTS = ['MiamiMultiMediaURL', 'MiamiCaptionURL'] as const;
export const USAGE_ACTIVITIES = ['requestmmfile', 'playButton', 'requestPage'] as const;

export interface UsageEvent {
  currObj: (typeof USAGE_OBJECTS)[number];
  activity: (typeof USAGE_ACTIVITIES)[number];
  /** The multimedia component's type: its file format ("webm", "xlsx", "png"). */
  MMCType: string;
  /** attachment-eid of the file. */
  eid: string;
}

export type UsageReporter = (event: UsageEvent) => void;

export const USAGE_EVENT = 'lectern:usage';

const dispatchUsage: UsageReporter = (event) => {
  window.dispatchEvent(new CustomEvent<UsageEvent>(USAGE_EVENT, { detail: event }));
};

let reporter: UsageReporter = dispatchUsage;

/** Replaces the delivery function (e.g. a site's analytics); `undefined` restores the default. */
export function setUsageReporter(next: UsageReporter | undefined): void {
  reporter = next ?? dispatchUsage;
}

export function isUsageEvent(value: Partial<Record<keyof UsageEvent, unknown>>): value is UsageEvent {
  return (
    (USAGE_OBJECTS as readonly unknown[]).includes(value.currObj) &&
    (USAGE_ACTIVITIES as readonly unknown[]).includes(value.activity) &&
    typeof value.MMCType === 'string' &&
    typeof value.eid === 'string' &&
    value.eid !== ''
  );
}

/** Sends one usage event; a failing reporter never breaks the reader's click or playback. */
export function reportUsage(event: UsageEvent): void {
  try {
    reporter(event);
  } catch (error) {
    console.error('usage reporting failed', error);
  }
}
