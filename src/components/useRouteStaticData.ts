import { useMatch } from '@tanstack/react-router';
import type { StaticDataRouteOption } from '@tanstack/react-router';

/** The static data of the route rendering this component (which category or exam family it is). */
export function useRouteStaticData(): StaticDataRouteOption {
  return useMatch({ strict: false, select: (match) => match.staticData });
}
