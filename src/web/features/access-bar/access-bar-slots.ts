/**
 * How many access bar items show before the `Other access options` popover (spec 000 §2, §9:
 * at most 2 at the initial and xs breakpoints, 3 at md, where a divider shows).
 */
import type { AccessBarComponent } from '#src/shared/access/access-bar-config.ts';

export const ACCESS_BAR_MAX = { initial: 2, xs: 2, md: 3 } as const;
export type AccessBarBreakpoint = keyof typeof ACCESS_BAR_MAX;

export function splitAccessBarItems<T>(
  items: readonly T[],
  breakpoint: AccessBarBreakpoint,
): { shown: T[]; overflow: T[]; divider: boolean } {
  const max = ACCESS_BAR_MAX[breakpoint];
  return { shown: items.slice(0, max), overflow: items.slice(max), divider: breakpoint === 'md' && items.length > 1 };
}

/** 000 §5/§8: a component without an id is skipped, with a console warning. */
export function usableComponents(
  components: readonly AccessBarComponent[],
  warn: (message: string) => void = console.warn,
): Array<AccessBarComponent & { id: string }> {
  const usable: Array<AccessBarComponent & { id: string }> = [];
  for (const c of components) {
    if (!c.id) {
      warn(`Access bar component without id skipped: ${c.label}`);
      continue;
    }
    usable.push(c as AccessBarComponent & { id: string });
  }
  return usable;
}
